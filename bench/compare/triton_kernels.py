"""Triton versions of the jobs in compare.py, written for this harness: the same computation,
sizes and launch shape as Fly's kernels of the same name (examples/*.fly and the registry)."""
import triton
import triton.language as tl


@triton.jit
def vector_add(a, b, c, n, BLOCK: tl.constexpr):
    # c[i] = a[i] + b[i]; one program adds BLOCK elements (Fly: 256 threads x 4 elements).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(c + offs, tl.load(a + offs, mask=mask) + tl.load(b + offs, mask=mask), mask=mask)


@triton.jit
def block_reduce(inp, out, n, BLOCK: tl.constexpr):
    # out[p] = sum of inp[p * BLOCK + t] for t < BLOCK and p * BLOCK + t < n.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(inp + offs, mask=offs < n, other=0.0)
    tl.store(out + tl.program_id(0), tl.sum(x, axis=0))


@triton.jit
def softmax(inp, out, n, BLOCK: tl.constexpr):
    # One program per row of an M x n matrix (Fly: one work-group of 256 threads, 4 f32 each per
    # step); pass 1 keeps a running max and sum of exp2, pass 2 writes the normalized values.
    row = tl.program_id(0).to(tl.int64) * n
    cols = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], -3.0e38, tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n, BLOCK):
        x = tl.load(inp + row + start + cols, mask=start + cols < n, other=-3.0e38)
        m_new = tl.maximum(m, x)
        s = s * tl.exp2((m - m_new) * 1.4426950408889634) + tl.exp2((x - m_new) * 1.4426950408889634)
        m = m_new
    row_max = tl.max(m, axis=0)
    row_sum = tl.sum(s * tl.exp2((m - row_max) * 1.4426950408889634), axis=0)
    for start in range(0, n, BLOCK):
        mask = start + cols < n
        x = tl.load(inp + row + start + cols, mask=mask, other=0.0)
        tl.store(out + row + start + cols, tl.exp2((x - row_max) * 1.4426950408889634) / row_sum, mask=mask)


@triton.jit
def layernorm(inp, gamma, beta, out, n, BLOCK: tl.constexpr):
    # y = (x - mean) / sqrt(var + 1e-5) * gamma + beta over each row; one program per row.
    row = tl.program_id(0).to(tl.int64) * n
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    acc2 = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n, BLOCK):
        x = tl.load(inp + row + start + cols, mask=start + cols < n, other=0.0)
        acc += x
        acc2 += x * x
    mean = tl.sum(acc, axis=0) / n
    rstd = 1.0 / tl.sqrt(tl.sum(acc2, axis=0) / n - mean * mean + 1e-5)
    for start in range(0, n, BLOCK):
        mask = start + cols < n
        x = tl.load(inp + row + start + cols, mask=mask, other=0.0)
        g = tl.load(gamma + start + cols, mask=mask, other=0.0)
        b = tl.load(beta + start + cols, mask=mask, other=0.0)
        tl.store(out + row + start + cols, (x - mean) * rstd * g + b, mask=mask)


@triton.jit
def rmsnorm(inp, gamma, out, n, BLOCK: tl.constexpr):
    # y = x / sqrt(mean(x^2) + 1e-5) * gamma over each row; one program per row.
    row = tl.program_id(0).to(tl.int64) * n
    cols = tl.arange(0, BLOCK)
    acc2 = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n, BLOCK):
        x = tl.load(inp + row + start + cols, mask=start + cols < n, other=0.0)
        acc2 += x * x
    rstd = 1.0 / tl.sqrt(tl.sum(acc2, axis=0) / n + 1e-5)
    for start in range(0, n, BLOCK):
        mask = start + cols < n
        x = tl.load(inp + row + start + cols, mask=mask, other=0.0)
        g = tl.load(gamma + start + cols, mask=mask, other=0.0)
        tl.store(out + row + start + cols, x * rstd * g, mask=mask)


@triton.jit
def gemm(a, b, c, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    # C = A * B^T: A is M x K, B is N x K, C is M x N, all row-major f16 with f32 accumulation;
    # one program per BLOCK_M x BLOCK_N tile of C, 4 waves, K a multiple of BLOCK_K (Fly's
    # tiled_mma_gemm at its defaults: 64 x 64 x 32 tiles, 2 x 2 waves, any M and N).
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros([BLOCK_M, BLOCK_N], tl.float32)
    for k in range(0, K, BLOCK_K):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        y = tl.load(b + rn[:, None] * K + (k + rk)[None, :], mask=rn[:, None] < N, other=0.0)
        acc += tl.dot(x, tl.trans(y))
    tl.store(c + rm[:, None] * N + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


# name -> (function, signature, constexprs, threads per program, or ("waves", n) for n waves)
JOBS = {
    "vector_add": (vector_add, {"a": "*fp32", "b": "*fp32", "c": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                   {"BLOCK": 1024}, 256),
    "block_reduce": (block_reduce, {"inp": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                     {"BLOCK": 256}, 256),
    "softmax": (softmax, {"inp": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024}, 256),
    "layernorm": (layernorm, {"inp": "*fp32", "gamma": "*fp32", "beta": "*fp32", "out": "*fp32", "n": "i32",
                              "BLOCK": "constexpr"}, {"BLOCK": 1024}, 256),
    "rmsnorm": (rmsnorm, {"inp": "*fp32", "gamma": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                {"BLOCK": 1024}, 256),
    "gemm": (gemm, {"a": "*fp16", "b": "*fp16", "c": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                    "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"},
             {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}, ("waves", 4)),
}
