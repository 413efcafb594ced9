#!/usr/bin/env python3
"""Triton code-object validation suite for fly-emu (opt-in: it needs triton and numpy from the
package index; tests/triton/run.sh sets up the virtual environment).

Compiles a set of Triton kernels (tutorial-style: vector add, fused softmax, layer norm, matrix
multiply through tl.dot, low-precision casts) with Triton's AMD backend for each arch, runs every
code object on fly-emu (`fly-emu run`, inputs and outputs as files) on random data with ragged
shapes, and compares the outputs with the same computation in numpy. Prints one line per
(kernel, shape, arch) and a summary; `--markdown FILE` writes the table. Exit status 1 when any
case fails (a compile failure, an emulator error, or a wrong result)."""
import argparse
import os
import re
import subprocess
import sys
import tempfile

os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

import numpy as np  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.experimental import gluon  # noqa: E402
from triton.experimental.gluon import language as ttgl  # noqa: E402
from triton.experimental.gluon.language.amd import AMDWMMALayout, cdna5  # noqa: E402

# vector_add is the one bench/compare (compile-time comparison) uses.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "compare"))
from triton_kernels import vector_add  # noqa: E402


@triton.jit
def fused_gelu_f16(x, y, n, BLOCK: tl.constexpr):
    # y = x * sigmoid(1.702 x) in f32, stored as f16 (f16 loads/stores, exp, division).
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(x + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(y + offs, (v / (1.0 + tl.exp(-1.702 * v))).to(tl.float16), mask=mask)


@triton.jit
def softmax(inp, out, n_cols, BLOCK: tl.constexpr):
    # Triton tutorial 02: one program per row, the row in registers.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(inp + row * n_cols + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out + row * n_cols + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def layernorm_bf16(inp, w, b, out, n_cols, eps, BLOCK: tl.constexpr):
    # Triton tutorial 05's forward pass, f32 math on a row, the result stored as bf16.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(inp + row * n_cols + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    y = d * rstd * tl.load(w + cols, mask=mask) + tl.load(b + cols, mask=mask)
    tl.store(out + row * n_cols + cols, y.to(tl.bfloat16), mask=mask)


@triton.jit
def matmul(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # Triton tutorial 03 without grouping: C[M, N] = A[M, K] @ B[K, N], f16 in, f32 accumulate and out.
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    pm, pn = pid // grid_n, pid % grid_n
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        x = tl.load(a + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        y = tl.load(b + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(x, y, acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def fp8_round_trip(x, y, n, FP8: tl.constexpr, BLOCK: tl.constexpr):
    # f32 -> fp8 (E4M3: FNUZ on gfx942, OCP elsewhere) -> f32.
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y + offs, tl.load(x + offs, mask=mask).to(FP8).to(tl.float32), mask=mask)


@triton.jit
def dot_scaled(a, a_scale, b, b_scale, c, M, N, K: tl.constexpr, FMT_A: tl.constexpr, FMT_B: tl.constexpr,
               BM: tl.constexpr, BN: tl.constexpr):
    # Microscaled matmul (OCP MX): C[M, N] = (A * 2^(sa - 127)) @ (B * 2^(sb - 127)), one E8M0 scale per
    # 32 K elements of each row of A and column of B; fp4 (e2m1) packed two per byte along K.
    PA: tl.constexpr = 2 if FMT_A == "e2m1" else 1
    PB: tl.constexpr = 2 if FMT_B == "e2m1" else 1
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    ka = tl.arange(0, K // PA)
    kb = tl.arange(0, K // PB)
    ks = tl.arange(0, K // 32)
    x = tl.load(a + rm[:, None] * (K // PA) + ka[None, :], mask=rm[:, None] < M, other=0)
    y = tl.load(b + kb[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0)
    sx = tl.load(a_scale + rm[:, None] * (K // 32) + ks[None, :], mask=rm[:, None] < M, other=127)
    sy = tl.load(b_scale + rn[:, None] * (K // 32) + ks[None, :], mask=rn[:, None] < N, other=127)
    acc = tl.dot_scaled(x, sx, FMT_A, y, sy, FMT_B)
    tl.store(c + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@gluon.jit
def wmma_scaled(a, a_scale, b, b_scale, c, M: ttgl.constexpr, N: ttgl.constexpr, K: ttgl.constexpr,
                FMT_A: ttgl.constexpr, FMT_B: ttgl.constexpr, SF: ttgl.constexpr, IM: ttgl.constexpr):
    # gfx1250's scaled WMMA through Gluon (cdna5.wmma_scaled), one wave: A, B and the scales go from
    # global memory straight into the WMMA operand and scale layouts Triton derives for the
    # instruction (no LDS), so the kernel checks the emulator's register and scale placement.
    # C[M, N] = (A * sa) @ (B * sb)^T, one scale per SF K elements (E8M0 bytes, or E4M3 when the
    # scale pointer is fp8); IM is the instruction's M (16, or 32 for the f4 32x16x128 op).
    PA: ttgl.constexpr = 2 if FMT_A == "e2m1" else 1
    PB: ttgl.constexpr = 2 if FMT_B == "e2m1" else 1
    wl: ttgl.constexpr = AMDWMMALayout(3, True, [], [], [IM, 16, 128])
    al: ttgl.constexpr = ttgl.DotOperandLayout(0, AMDWMMALayout(3, True, [], [], [IM, 16, 128 // PA]), 16)
    bl: ttgl.constexpr = ttgl.DotOperandLayout(1, AMDWMMALayout(3, True, [], [], [IM, 16, 128 // PB]), 16)
    rm = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, al))
    ka = ttgl.arange(0, K // PA, layout=ttgl.SliceLayout(0, al))
    x = ttgl.load(a + rm[:, None] * (K // PA) + ka[None, :])
    kb = ttgl.arange(0, K // PB, layout=ttgl.SliceLayout(1, bl))
    rn = ttgl.arange(0, N, layout=ttgl.SliceLayout(0, bl))
    y = ttgl.load(b + rn[None, :] * (K // PB) + kb[:, None])
    sal: ttgl.constexpr = cdna5.get_wmma_scale_layout(al, [M, K // SF], SF)
    sbl: ttgl.constexpr = cdna5.get_wmma_scale_layout(bl, [N, K // SF], SF)
    sm = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, sal))
    ska = ttgl.arange(0, K // SF, layout=ttgl.SliceLayout(0, sal))
    sx = ttgl.load(a_scale + sm[:, None] * (K // SF) + ska[None, :])
    sn = ttgl.arange(0, N, layout=ttgl.SliceLayout(1, sbl))
    skb = ttgl.arange(0, K // SF, layout=ttgl.SliceLayout(0, sbl))
    sy = ttgl.load(b_scale + sn[:, None] * (K // SF) + skb[None, :])
    acc = cdna5.wmma_scaled(x, sx, FMT_A, y, sy, FMT_B, ttgl.zeros([M, N], ttgl.float32, wl))
    cm = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, wl))
    cn = ttgl.arange(0, N, layout=ttgl.SliceLayout(0, wl))
    ttgl.store(c + cm[:, None] * N + cn[None, :], acc)


# Each case: (name, kernel, signature, constexprs, num_warps, shapes, make[, archs]) where
# make(rng, shape) -> (args, grid, checks): args are ("in", array) / ("out", array of the right
# shape and dtype) / ("i32", v) / ("f32", v); checks are (arg index, expected, rtol, atol).
def make_vector_add(rng, shape):
    n, = shape
    a, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    c = np.zeros(n, np.float32)
    return [("in", a), ("in", b), ("out", c), ("i32", n)], (n + 1023) // 1024, [(2, a + b, 0, 0)]


def make_gelu(rng, shape):
    n, = shape
    x = (rng.standard_normal(n) * 3).astype(np.float16)
    xf = x.astype(np.float32)
    want = (xf / (1 + np.exp(-1.702 * xf))).astype(np.float16)
    return [("in", x), ("out", np.zeros(n, np.float16)), ("i32", n)], (n + 511) // 512, [(1, want, 2e-3, 1e-3)]


def make_softmax(rng, shape):
    rows, cols = shape
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    want = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
    return [("in", x), ("out", np.zeros_like(x)), ("i32", cols)], rows, [(1, want, 1e-5, 1e-7)]


def make_layernorm(rng, shape):
    rows, cols = shape
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    w, b = rng.standard_normal(cols).astype(np.float32), rng.standard_normal(cols).astype(np.float32)
    mean = x.mean(axis=1, keepdims=True)
    want = (x - mean) / np.sqrt(((x - mean) ** 2).mean(axis=1, keepdims=True) + 1e-5) * w + b
    out = np.zeros((rows, cols), np.uint16)  # bf16 bits
    return ([("in", x), ("in", w), ("in", b), ("out", out), ("i32", cols), ("f32", 1e-5)], rows,
            [(3, want.astype(np.float32), 1e-2, 1e-2)])


def make_matmul(rng, shape):
    m, n, k = shape
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    want = a.astype(np.float32) @ b.astype(np.float32)
    grid = ((m + 31) // 32) * ((n + 31) // 32)
    return ([("in", a), ("in", b), ("out", np.zeros((m, n), np.float32)), ("i32", m), ("i32", n), ("i32", k)], grid,
            [(2, want, 1e-3, 1e-3)])


def make_fp8(rng, shape):
    n, = shape
    x = (rng.standard_normal(n) * 20).astype(np.float32)
    # E4M3 keeps 3 fraction bits: |x - fp8(x)| <= 2^-4 |x| for normal values (>= 2^-6 FNUZ,
    # 2^-6 OCP); smaller ones are within half the smallest subnormal step (2^-11 / 2^-10).
    return [("in", x), ("out", np.zeros(n, np.float32)), ("i32", n)], (n + 255) // 256, [(1, x, 2.0 ** -4, 2.0 ** -10)]


def mx_values(fmt, bits):
    """Values of OCP MX element bit patterns (numpy): e4m3 (E4M3FN), e5m2, e2m1."""
    bits = bits.astype(np.int64)
    e_bits, m_bits = {"e4m3": (4, 3), "e5m2": (5, 2), "e2m1": (2, 1)}[fmt]
    bias = (1 << (e_bits - 1)) - 1
    sign = np.where(bits >> (e_bits + m_bits) & 1, -1.0, 1.0)
    e = bits >> m_bits & ((1 << e_bits) - 1)
    m = bits & ((1 << m_bits) - 1)
    v = np.where(e == 0, m / 2.0 ** m_bits * 2.0 ** (1 - bias), (1 + m / 2.0 ** m_bits) * 2.0 ** (e - bias))
    return sign * v


def make_dot_scaled(fmt_a, fmt_b, block=32, scale_a="e8m0", scale_b="e8m0", gluon_kernel=False, tile=32):
    def make(rng, shape):
        m, n, k = shape

        def operand(fmt, rows):  # rows x k values (finite patterns only) and their packed bytes along k
            top = {"e4m3": 0x7e, "e5m2": 0x7b, "e2m1": 0x7}[fmt]
            width = 4 if fmt == "e2m1" else 8
            pat = rng.integers(0, top + 1, (rows, k)) | (rng.integers(0, 2, (rows, k)) << (width - 1))
            vals = mx_values(fmt, pat)
            if width == 4:
                packed = (pat[:, 0::2] | pat[:, 1::2] << 4).astype(np.uint8)  # first element in the low nibble
            else:
                packed = pat.astype(np.uint8)
            return vals, packed

        def scales(fmt, rows):  # E8M0 exponents around 1, or E4M3 values 0.125..3.75
            if fmt == "e8m0":
                s = rng.integers(120, 135, (rows, k // block)).astype(np.uint8)
                return s, 2.0 ** (s.astype(np.int64) - 127)
            s = rng.integers(0x28, 0x50, (rows, k // block)).astype(np.uint8)
            return s, mx_values("e4m3", s)

        av, ap = operand(fmt_a, m)
        bv, bp = operand(fmt_b, n)  # B as N x K
        sa, fa = scales(scale_a, m)
        sb, fb = scales(scale_b, n)
        a_full = av * np.repeat(fa, block, axis=1)
        b_full = bv * np.repeat(fb, block, axis=1)
        want = (a_full @ b_full.T).astype(np.float32)
        # One rounding of the exact sum (the matrix cores), or several (f32 partial sums when Triton
        # upcasts on archs without scaled MMA): within 2^-20 of the sum of the terms' magnitudes.
        atol = 2.0 ** -20 * (np.abs(a_full) @ np.abs(b_full).T) + 1e-30
        if gluon_kernel:
            return ([("in", ap), ("in", sa), ("in", bp), ("in", sb), ("out", np.zeros((m, n), np.float32))], 1,
                    [(4, want, 0, atol)])
        grid = ((m + tile - 1) // tile) * ((n + tile - 1) // tile)
        return ([("in", ap), ("in", sa), ("in", np.ascontiguousarray(bp.T)), ("in", sb),
                 ("out", np.zeros((m, n), np.float32)), ("i32", m), ("i32", n)], grid, [(4, want, 0, atol)])
    return make


def wmma_scaled_case(fmt_a, fmt_b, m, n, block=32, scale_a="e8m0", scale_b="e8m0"):
    im = 32 if fmt_a == fmt_b == "e2m1" and m == 32 and n == 16 else 16
    sig = {"a": "*u8", "a_scale": "*u8" if scale_a == "e8m0" else "*fp8e4nv", "b": "*u8",
           "b_scale": "*u8" if scale_b == "e8m0" else "*fp8e4nv", "c": "*fp32", "M": "constexpr", "N": "constexpr",
           "K": "constexpr", "FMT_A": "constexpr", "FMT_B": "constexpr", "SF": "constexpr", "IM": "constexpr"}
    return (f"wmma_scaled{block}_{fmt_a}_{fmt_b}_{scale_a}_{scale_b}", wmma_scaled, sig,
            {"M": m, "N": n, "K": 128, "FMT_A": fmt_a, "FMT_B": fmt_b, "SF": block, "IM": im}, 1, [(m, n, 128)],
            make_dot_scaled(fmt_a, fmt_b, block, scale_a, scale_b, gluon_kernel=True), ["gfx1250"])


def dot_scaled_case(fmt_a, fmt_b, tile=32):
    # tile 32: 32x32 blocks (gfx950 v_mfma_scale_f32_32x32x64); tile 16: 16x16 (16x16x128).
    return (f"dot_scaled_{fmt_a}_{fmt_b}" + ("" if tile == 32 else f"_t{tile}"), dot_scaled,
            {"a": "*u8", "a_scale": "*u8", "b": "*u8", "b_scale": "*u8", "c": "*fp32", "M": "i32", "N": "i32",
             "K": "constexpr", "FMT_A": "constexpr", "FMT_B": "constexpr", "BM": "constexpr", "BN": "constexpr"},
            {"K": 128, "FMT_A": fmt_a, "FMT_B": fmt_b, "BM": tile, "BN": tile}, 4, [(32, 32, 128), (45, 70, 128)],
            make_dot_scaled(fmt_a, fmt_b, tile=tile))


CASES = [
    ("vector_add", vector_add, {"a": "*fp32", "b": "*fp32", "c": "*fp32", "n": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 1024}, 4, [(1,), (1000,), (5003,)], make_vector_add),
    ("fused_gelu_f16", fused_gelu_f16, {"x": "*fp16", "y": "*fp16", "n": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 512}, 4, [(37,), (2049,)], make_gelu),
    ("softmax", softmax, {"inp": "*fp32", "out": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
     {"BLOCK": 1024}, 4, [(3, 781), (5, 1024)], make_softmax),
    ("layernorm_bf16", layernorm_bf16, {"inp": "*fp32", "w": "*fp32", "b": "*fp32", "out": "*bf16", "n_cols": "i32",
                                        "eps": "fp32", "BLOCK": "constexpr"},
     {"BLOCK": 512}, 4, [(4, 500), (2, 512)], make_layernorm),
    ("matmul_f16", matmul, {"a": "*fp16", "b": "*fp16", "c": "*fp32", "M": "i32", "N": "i32", "K": "i32",
                            "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
     {"BM": 32, "BN": 32, "BK": 32}, 4, [(64, 64, 64), (45, 70, 37)], make_matmul),
    ("fp8_round_trip", fp8_round_trip, {"x": "*fp32", "y": "*fp32", "n": "i32", "FP8": "constexpr",
                                        "BLOCK": "constexpr"},
     lambda arch: {"FP8": tl.float8e4b8 if arch == "gfx942" else tl.float8e4nv, "BLOCK": 256}, 4, [(1000,)],
     make_fp8),
    dot_scaled_case("e4m3", "e4m3"),
    dot_scaled_case("e2m1", "e2m1"),
    dot_scaled_case("e2m1", "e4m3"),
    dot_scaled_case("e5m2", "e2m1"),
    dot_scaled_case("e4m3", "e4m3", tile=16),
    dot_scaled_case("e2m1", "e4m3", tile=16),
    # gfx1250 scaled WMMA (Gluon): v_wmma_scale(16)_f32_16x16x128_f8f6f4 with every width pairing,
    # MATRIX_SCALE_ROW1 (two tiles per scale register), the f4 32x16x128 op, E4M3 scales.
    wmma_scaled_case("e4m3", "e4m3", 16, 16),
    wmma_scaled_case("e2m1", "e4m3", 16, 16),
    wmma_scaled_case("e5m2", "e2m1", 16, 16),
    wmma_scaled_case("e4m3", "e5m2", 32, 32),
    wmma_scaled_case("e2m1", "e2m1", 64, 32),
    wmma_scaled_case("e2m1", "e2m1", 32, 16),
    wmma_scaled_case("e4m3", "e4m3", 16, 16, block=16),
    wmma_scaled_case("e2m1", "e2m1", 32, 64, block=16),
    wmma_scaled_case("e2m1", "e2m1", 32, 16, block=16),
    wmma_scaled_case("e4m3", "e2m1", 16, 16, block=16, scale_b="e4m3"),
    wmma_scaled_case("e2m1", "e2m1", 16, 16, block=32, scale_a="e4m3", scale_b="e4m3"),
    wmma_scaled_case("e2m1", "e2m1", 32, 16, block=16, scale_a="e4m3", scale_b="e4m3"),
]


def explicit_args(fly_emu, hsaco):
    info = subprocess.run([fly_emu, "info", hsaco], capture_output=True, text=True, check=True).stdout
    return len(re.findall(r"^\s+arg ", info, re.M)), re.search(r"^kernel (\S+)", info, re.M).group(1)


def bf16_to_f32(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def run_case(fly_emu, work, arch, case, shape, rng):
    name, fn, signature, constexprs, warps, _, make = case[:7]
    wave = 64 if arch.startswith("gfx9") else 32
    if callable(constexprs):
        constexprs = constexprs(arch)
    try:
        source = gluon._runtime.GluonASTSource if isinstance(fn, gluon._runtime.GluonJITFunction) else \
            triton.compiler.ASTSource
        kernel = triton.compile(source(fn=fn, signature=signature, constexprs=constexprs),
                                target=GPUTarget("hip", arch, wave), options={"num_warps": warps})
    except Exception as e:  # a compiler limitation is reported, not hidden
        return "compile-error", str(e).splitlines()[0][:120]
    hsaco = os.path.join(work, f"{name}_{arch}.hsaco")
    with open(hsaco, "wb") as f:
        f.write(kernel.asm["hsaco"])
    nargs, kname = explicit_args(fly_emu, hsaco)
    args, grid, checks = make(rng, shape)
    cmd = [fly_emu, "run", hsaco, "--kernel", kname, "--grid", str(grid), "--block", str(warps * wave),
           "--lds", str(kernel.metadata.shared), "--check-races"]
    outs = {}
    for i, (kind, v) in enumerate(args):
        path = os.path.join(work, f"arg{i}.bin")
        if kind == "in":
            v.tofile(path)
            cmd += ["--arg", f"in={path}"]
        elif kind == "out":
            cmd += ["--arg", f"out={path}:{v.nbytes}"]
            outs[i] = (path, v)
        else:
            cmd += ["--arg", f"{kind}={v}"]
    cmd += ["--arg", "null"] * (nargs - len(args))  # Triton's scratch pointers
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return "emu-error", (r.stderr.strip().splitlines() or ["?"])[-1][:160]
    for i, want, rtol, atol in checks:
        path, like = outs[i]
        got = np.fromfile(path, dtype=like.dtype).reshape(like.shape)
        if got.dtype == np.uint16:
            got = bf16_to_f32(got)
        got = got.astype(np.float64)
        want = want.astype(np.float64)
        bad = ~np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
        if bad.any():
            j = int(np.flatnonzero(bad)[0])
            return "wrong", f"{int(bad.sum())} of {bad.size} differ; first at {j}: {got.flat[j]} vs {want.flat[j]}"
    return "ok", ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fly-emu", required=True)
    parser.add_argument("--archs", default="gfx942,gfx950,gfx1201,gfx1250")
    parser.add_argument("--markdown")
    parser.add_argument("--cases", default="", help="only the cases whose name matches this regular expression")
    args = parser.parse_args()
    rng = np.random.default_rng(2026)
    rows, failed = [], 0
    with tempfile.TemporaryDirectory() as work:
        for case in CASES:
            if not re.search(args.cases, case[0]):
                continue
            for shape in case[5]:
                for arch in args.archs.split(","):
                    if len(case) > 7 and arch not in case[7]:
                        continue
                    verdict, detail = run_case(args.fly_emu, work, arch, case, shape, rng)
                    failed += verdict != "ok"
                    shape_s = "x".join(map(str, shape))
                    rows.append((case[0], shape_s, arch, verdict, detail))
                    print(f"{case[0]:16} {shape_s:10} {arch:8} {verdict:14} {detail}", flush=True)
    print(f"triton {triton.__version__}: {len(rows) - failed} of {len(rows)} cases pass")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(f"Triton {triton.__version__} code objects on fly-emu vs numpy "
                    f"({len(rows) - failed} of {len(rows)} pass)\n\n")
            f.write("| kernel | shape | arch | result | detail |\n| --- | --- | --- | --- | --- |\n")
            for r in rows:
                f.write("| " + " | ".join(r) + " |\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
