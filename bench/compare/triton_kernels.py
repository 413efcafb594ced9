"""Triton versions of the jobs in compare.py, written for this harness: the same computation,
sizes and launch shape as Fly's kernels of the same name (examples/*.fly)."""
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


# name -> (function, signature, constexprs, threads per program)
JOBS = {
    "vector_add": (vector_add, {"a": "*fp32", "b": "*fp32", "c": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                   {"BLOCK": 1024}, 256),
    "block_reduce": (block_reduce, {"inp": "*fp32", "out": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                     {"BLOCK": 256}, 256),
}
