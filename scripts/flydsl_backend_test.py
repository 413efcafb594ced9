#!/usr/bin/env python3
"""The FlyDSL backend's opt-in test (docs/python.md, "FlyDSL's compile backend").

For each job (a FlyDSL kernel or example with its launcher call) and arch, FlyDSL's `@flyc.jit`
launcher is called once in a fresh process in FlyDSL's compile-only mode (COMPILE_ONLY=1, no GPU),
once with FlyDSL's own ROCm backend and once with FLYDSL_COMPILE_BACKEND=fly, interleaved. From
each, the code object FlyDSL's JIT made (the gpu.binary of its compiled module) is taken, and

  - the fly run's code object must be the one Fly compiled in that process (fly.flydsl_backend
    records it) and carry Fly's metadata (`.type_name: '!fly.memref<...'`), the ROCm run's not;
  - both run on Fly's emulator (fly-emu run) with the same argument bytes (FlyDSL's ABI: a tensor is
    its pointer and a packed struct of its dynamic leaves), on random inputs, several shapes; every
    output of Fly's code object must equal FlyDSL's (to a tolerance for float rounding) and a
    NumPy reference where the job has one;
  - the compile times are printed: the launcher call (trace + compile), FlyDSL's MlirCompiler.compile
    (its pass pipeline; with the fly backend, Fly's compile plus the host pipeline), and Fly's own.

Needs: FlyDSL's wheel and torch in a venv (--python), Fly's build with its Python module
(build/python, build/bin/fly-emu), and FlyDSL's sources (kernels/ and examples/ are not in the
wheel): --flydsl-git, a clone of github.com/ROCm/FlyDSL, from which commit 11c4174 is taken (its
layernorm from 3082f456, spelled for the wheel: `flydsl.expr.typing`), or --flydsl-src, such a tree.
scripts/flydsl_backend_test.sh runs it.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from flydsl_dump import unescape_mlir_string  # noqa: E402

sys.path.insert(0, str(ROOT / "tests/flydsl/library"))
import check as library_check  # noqa: E402  (the kernel's signature, FlyDSL's layout structs)

SOURCE_COMMIT = "11c4174"
LAYERNORM_COMMIT = "3082f456"

# The child: FlyDSL's sources on sys.path, the launcher called once; prints one JSON line.
CHILD = r"""
import importlib.util, json, os, re, sys, time, torch
sys.path.insert(0, {src!r})
import flydsl.compiler as flyc
import flydsl.compiler.jit_function as jf
DT = {{"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}}
compile_seconds, compile_cpu = [], []
_compile = jf.MlirCompiler.compile.__func__
def cpu():  # this process's and its children's (FlyDSL's ld.lld) CPU seconds
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system
def timed(cls, *a, **k):
    t, c = time.perf_counter(), cpu()
    try:
        return _compile(cls, *a, **k)
    finally:
        compile_seconds.append(time.perf_counter() - t)
        compile_cpu.append(cpu() - c)
jf.MlirCompiler.compile = classmethod(timed)
def load(rel):
    # An example: its kernels and launcher, without the host driver after them (it needs a GPU).
    text = open({src!r} + "/" + rel).read()
    cut = re.search(r"^M, N", text, re.M)
    mod = type(sys)("flydsl_example")
    mod.__file__ = {src!r} + "/" + rel
    exec(compile(text[: cut.start()] if cut else text, mod.__file__, "exec"), mod.__dict__)
    return mod
{body}
t = time.perf_counter()
launch(*args)
call = time.perf_counter() - t
artifact = launch._last_compiled[1]
m = re.search(r'bin = "((?:[^"\\]|\\.)*)"', artifact._ir_text, re.S)
block = re.search(r"known_block_size = array<i32: (\d+), (\d+), (\d+)>", artifact._source_ir)
out = {{"source": artifact._source_ir, "probe": globals().get("probe"), "call": call, "compile": sum(compile_seconds), "compile_cpu": sum(compile_cpu), "block": [int(x) for x in block.groups()] if block else None,
        "binary": m.group(1) if m else None}}
import flydsl.compiler.backends as backends
out["backend"] = backends.compile_backend_name()
if out["backend"] == "fly":
    import fly.flydsl_backend as fb
    out["fly"] = [{{"kernels": c.kernels, "seconds": c.seconds, "cpu": c.cpu_seconds, "hsaco": c.hsaco.hex()}}
                  for c in fb.compiles]
print("RESULT " + json.dumps(out))
"""


def bf16_bits(x):
    return (np.asarray(x, np.float32).view(np.uint32) >> 16).astype(np.uint16)


def bf16_value(bits):
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


class Data:
    """Host arrays of one dtype as the kernels read them (bf16 as its bits)."""

    def __init__(self, dtype):
        self.dtype = dtype

    def make(self, x):
        if self.dtype in ("i32", "i8"):
            return np.asarray(x, self.np())
        x = np.asarray(x, np.float32)
        if self.dtype == "bf16":
            return bf16_bits(x)
        return x.astype(np.float16 if self.dtype == "f16" else np.float32)

    def value(self, a):
        if self.dtype in ("i32", "i8"):
            return np.asarray(a, np.float64)
        return bf16_value(a) if self.dtype == "bf16" else np.asarray(a, np.float32)

    def np(self):
        return {"bf16": np.uint16, "f16": np.float16, "f32": np.float32, "i32": np.int32, "i8": np.int8}[self.dtype]

    def tol(self):
        return {"f32": 1e-5, "f16": 2e-3, "bf16": 1.6e-2, "i32": 0, "i8": 0}[self.dtype]


def layout(*leaves):
    """FlyDSL's packed struct of dynamic leaves: (value, bits) pairs."""
    return ("bytes", b"".join(int(v).to_bytes(b // 8, "little", signed=True) for v, b in leaves))


def row_major(m, n):
    return layout((m, 32), (n, 32), (n, 64))


# Each job: (FlyDSL source it needs, child body defining `launch` and `args`, cases). A case
# function takes (rng, m) and returns (grid, args, reference): args in the kernel's order, each
# ("in", array), ("out", name, dtype, count), ("bytes", b), ("i32", v); reference: {name: expected
# float array} (may be empty: Fly against FlyDSL only).
JOBS = {}


def softmax_job(dt, n):
    d = Data(dt)

    # softmax_kernel(A, _Pad0, _Pad1, C), launched with C three times (the pads are not touched).
    # No NumPy reference: at this commit the kernel's two block reductions share one LDS slot array
    # without a barrier between them (the max's result in slot 0 is read by the other waves while
    # wave 0 already writes its partial sum there: `fly-emu run --check-races` reports the race on
    # FlyDSL's own code object), so its result depends on the waves' schedule; both code objects
    # run on the emulator's deterministic one and must agree.
    def case(rng, m):
        x = d.make(rng.uniform(-4, 4, (m, n)))
        args = [("in", x), row_major(m, n)]
        for _ in range(2):
            args += [("in", np.zeros(m * n, d.np())), row_major(m, n)]
        args += [("out", "out", d, m * n), row_major(m, n)]
        return (m, 1, 1), args, {}

    JOBS[f"softmax_{dt}_n{n}"] = ("kernels/norm/softmax_kernel.py", f"""
from kernels.norm.softmax_kernel import build_softmax_module
launch = build_softmax_module(0, {n}, "{dt}")
args = (torch.zeros(4, {n}, dtype=DT["{dt}"]), torch.zeros(4, {n}, dtype=DT["{dt}"]), 4)
""", case, d)


def rmsnorm_job(dt, n):
    d = Data(dt)
    small = n <= 2048  # its many-rows-per-block kernel (16 rows a block, M an argument)

    def case(rng, m):
        x, g = d.make(rng.uniform(-2, 2, (m, n))), d.make(rng.uniform(-2, 2, n))
        xv, gv = d.value(x).astype(np.float64), d.value(g).astype(np.float64)
        want = xv / np.sqrt((xv * xv).mean(axis=1, keepdims=True) + 1e-5) * gv
        args = [("in", x), row_major(m, n), ("in", g), ("i32", n), ("in", g), ("i32", n), ("out", "out", d, m * n),
                row_major(m, n)]
        if small:
            args.append(("i32", m))
        return ((m + 15) // 16 if small else m, 1, 1), args, {"out": want}

    JOBS[f"rmsnorm_{dt}_n{n}"] = ("kernels/norm/rmsnorm_kernel.py", f"""
from kernels.norm.rmsnorm_kernel import build_rmsnorm_module
launch = build_rmsnorm_module({n}, "{dt}")
args = (torch.zeros(4, {n}, dtype=DT["{dt}"]), torch.zeros({n}, dtype=DT["{dt}"]),
        torch.zeros(4, {n}, dtype=DT["{dt}"]), 4)
""", case, d)


def layernorm_job(dt, n):
    d = Data(dt)

    def case(rng, m):
        x, g, b = (d.make(rng.uniform(-2, 2, s)) for s in ((m, n), n, n))
        xv, gv, bv = (d.value(a).astype(np.float64) for a in (x, g, b))
        mean = xv.mean(axis=1, keepdims=True)
        var = ((xv - mean) ** 2).mean(axis=1, keepdims=True)
        want = (xv - mean) / np.sqrt(var + 1e-5) * gv + bv
        args = [("in", x), row_major(m, n), ("in", g), ("i32", n), ("in", b), ("i32", n), ("out", "out", d, m * n),
                row_major(m, n)]
        return (m, 1, 1), args, {"out": want}

    JOBS[f"layernorm_{dt}_n{n}"] = ("kernels/norm/layernorm_kernel.py", f"""
from kernels.norm.layernorm_kernel import build_layernorm_module
launch = build_layernorm_module({n}, "{dt}")
args = (torch.zeros(4, {n}, dtype=DT["{dt}"]), torch.zeros({n}, dtype=DT["{dt}"]),
        torch.zeros({n}, dtype=DT["{dt}"]), torch.zeros(4, {n}, dtype=DT["{dt}"]), 4)
""", case, d)


def gemm_job(dt):
    # C[M,128] = A[M,256] B[128,256]^T with B preshuffled: Fly against FlyDSL on the same bytes
    # (random B bits as the preshuffled matrix), no NumPy reference here (tests/unit/flydsl has one).
    d = Data(dt)
    n, k = 128, 256

    def case(rng, m):
        a, b = d.make(rng.uniform(-1, 1, (m, k))), d.make(rng.uniform(-1, 1, (n, k)))
        ones = np.ones(2, np.float32)
        args = [("out", "c", d, m * n), ("in", a), ("in", b), ("in", ones), ("i32", 1), ("in", ones), ("i32", 1),
                ("in", np.zeros(m * n, d.np())), row_major(m, n), ("i32", m), ("i32", n)]
        return ((m + 15) // 16, n // 64, 1), args, {}

    JOBS[f"preshuffle_gemm_{dt}"] = ("kernels/gemm/preshuffle_gemm.py", f"""
from kernels.gemm.preshuffle_gemm import compile_preshuffle_gemm
launch = compile_preshuffle_gemm(N=128, K=256, tile_m=16, tile_n=64, tile_k=128,
                                 in_dtype="{'fp16' if dt == 'f16' else dt}", out_dtype="{dt}")
M = 32
C = torch.zeros(M, 128, dtype=DT["{dt}"])
args = (C, torch.zeros(M, 256, dtype=DT["{dt}"]), torch.zeros(128, 256, dtype=DT["{dt}"]),
        torch.zeros(1), torch.zeros(1), C, M, 128, 0)
""", case, d)


def examples():
    f32 = Data("f32")

    def vector_add(rng, m):
        n = 1000
        a, b = (rng.uniform(-1, 1, (m, n)).astype(np.float32) for _ in range(2))
        args = [("in", a), row_major(m, n), ("in", b), row_major(m, n), ("out", "c", f32, m * n), row_major(m, n)]
        return ((m + 7) // 8, (n + 63) // 64, 1), args, {"c": a.astype(np.float64) + b}

    JOBS["example_01_vector_add"] = ("examples/01-vectorAdd.py", """
mod = load("examples/01-vectorAdd.py")
launch = mod.vector_add
args = (torch.zeros(100, 1000), torch.zeros(100, 1000), torch.zeros(100, 1000))
""", vector_add, f32)

    def tiled_copy(rng, m):
        rows, cols = 8 * 3, 24 * 5
        a = rng.uniform(-1, 1, (rows, cols)).astype(np.float32)
        args = [("in", a), row_major(rows, cols), ("out", "b", f32, rows * cols), row_major(rows, cols)]
        return (15, 1, 1), args, {"b": a.astype(np.float64)}

    JOBS["example_02_tiled_copy"] = ("examples/02-tiledCopy.py", """
mod = load("examples/02-tiledCopy.py")
launch = mod.tiledCopy
args = (torch.zeros(24, 120), torch.zeros(24, 120))
""", tiled_copy, f32)

    def tiled_mma(rng, m):
        a, b = rng.uniform(-1, 1, (64, 8)).astype(np.float32), rng.uniform(-1, 1, (64, 8)).astype(np.float32)
        args = [("in", a), row_major(64, 8), ("in", b), row_major(64, 8), ("out", "c", f32, 64 * 64),
                row_major(64, 64)]
        return (1, 1, 1), args, {"c": a.astype(np.float64) @ b.astype(np.float64).T}

    JOBS["example_03_tiled_mma"] = ("examples/03-tiledMma.py", """
mod = load("examples/03-tiledMma.py")
launch = mod.tiledMma
args = (torch.zeros(64, 8), torch.zeros(64, 8), torch.zeros(64, 64))
""", tiled_mma, f32)


# The kernels of FlyDSL's library that Fly compiles and agrees on (docs/flydsl.md, "FlyDSL's kernels/
# through Fly"). Their cases give each tensor once, as an array (its layout struct is made from the
# kernel's argument type in the traced module and the code object's argument size: `expand`), and
# take the job's `probe` (values the child computed with FlyDSL's own helpers). Tensor arguments:
# ("in", array), ("out", name, Data, shape) (zero-filled), ("inout", name, Data, array); scalars
# ("i32", v). A reference value is an array (compared to 4x the output's tolerance) or
# (array, atol).
def library_job(name, needs, body, case, data, rows=None, emu=()):
    JOBS[name] = (needs, body, case, data, {"auto": True, "rows": rows, "emu": list(emu)})


def f64(d, a):
    return d.value(a).astype(np.float64)


def rmsnorm_bwd_job(dt, n, fused):
    d, f32 = Data(dt), Data("f32")

    # rmsnorm_bwd_kernel(X, Gamma, DY, [DResidualOut,] Rstd, DX, DWeight), one block per row:
    # x_hat = x rstd, wdy = dy g, dx = (wdy - x_hat mean(x_hat wdy)) rstd (+ dr), dw += dy x_hat
    # (f32 atomics).
    def case(rng, m, probe):
        x, dy, dr = (d.make(rng.uniform(-1, 1, (m, n))) for _ in range(3))
        g = d.make(rng.uniform(-1, 1, n))
        rstd = rng.uniform(0.5, 1.5, m).astype(np.float32)
        xv, dyv, drv, gv = (f64(d, a) for a in (x, dy, dr, g))
        xh = xv * rstd[:, None]
        wdy = dyv * gv
        dx = (wdy - xh * (xh * wdy).mean(axis=1, keepdims=True)) * rstd[:, None] + (drv if fused else 0)
        args = [("in", x), ("in", g), ("in", dy)] + ([("in", dr)] if fused else []) + \
            [("in", rstd), ("out", "dx", d, (m, n)), ("out", "dw", f32, (n,))]
        return (m, 1, 1), args, {"dx": dx, "dw": (dyv * xh).sum(axis=0)}

    build = "build_fused_add_rmsnorm_bwd_module" if fused else "build_rmsnorm_bwd_module"
    t = f'torch.zeros(4, {n}, dtype=DT["{dt}"])'
    library_job(f"{'fused_add_' if fused else ''}rmsnorm_bwd_{dt}_n{n}", "kernels/norm/rmsnorm_bwd_kernel.py", f"""
from kernels.norm.rmsnorm_bwd_kernel import {build}
launch = {build}({n}, "{dt}")
args = ({t}, torch.zeros({n}, dtype=DT["{dt}"]), {t}, {t + ", " if fused else ""}torch.zeros(4), {t},
        torch.zeros({n}), 4)
""", case, d)


def softmax_bwd_job(dt, n):
    d = Data(dt)

    # softmax_bwd_kernel(DY, Y, DX): dx = y (dy - sum(dy y)), one block per row.
    def case(rng, m, probe):
        dy, y = d.make(rng.uniform(-1, 1, (m, n))), d.make(rng.uniform(0.5, 1.5, (m, n)))
        dyv, yv = f64(d, dy), f64(d, y)
        want = yv * (dyv - (dyv * yv).sum(axis=1, keepdims=True))
        return (m, 1, 1), [("in", dy), ("in", y), ("out", "dx", d, (m, n))], {"dx": want}

    t = f'torch.zeros(4, {n}, dtype=DT["{dt}"])'
    library_job(f"softmax_bwd_{dt}_n{n}", "kernels/norm/softmax_bwd_kernel.py", f"""
from kernels.norm.softmax_bwd_kernel import build_softmax_bwd_module
launch = build_softmax_bwd_module({n}, "{dt}")
args = ({t}, {t}, {t}, 4)
""", case, d)


def fused_add_rmsnorm_job(dt, n):
    d = Data(dt)

    # fused_add_rmsnorm_kernel(X, ResidualIn, Gamma, Out, ResidualOut, Rstd); its launcher passes
    # Gamma for Rstd (not stored). ro = x + r, out = ro / sqrt(mean(ro^2) + 1e-5) * g.
    def case(rng, m, probe):
        x, r = (d.make(rng.uniform(-1, 1, (m, n))) for _ in range(2))
        g = d.make(rng.uniform(-2, 2, n))
        ro = f64(d, x) + f64(d, r)
        want = ro / np.sqrt((ro * ro).mean(axis=1, keepdims=True) + 1e-5) * f64(d, g)
        args = [("in", x), ("in", r), ("in", g), ("out", "out", d, (m, n)), ("out", "ro", d, (m, n)), ("in", g)]
        return (m, 1, 1), args, {"out": want, "ro": ro}

    t = f'torch.zeros(4, {n}, dtype=DT["{dt}"])'
    library_job(f"fused_add_rmsnorm_{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py", f"""
from kernels.norm.rmsnorm_kernel import build_fused_add_rmsnorm_module
launch = build_fused_add_rmsnorm_module({n}, "{dt}")
args = ({t}, {t}, torch.zeros({n}, dtype=DT["{dt}"]), {t}, {t}, 4)
""", case, d)


def rmsnorm_dynamicquant_job(dt, n):
    d, f32, i8 = Data(dt), Data("f32"), Data("i8")

    # rmsnorm_quant_kernel(X, Gamma, XScale, YScale, Out): its dynamic-quant launcher passes Gamma
    # for XScale (unused). y = rmsnorm(x) g; per row scale = max|y| / 127 and out = int8(y / scale).
    # No NumPy reference: at this commit its block max reuses the LDS slots of the block sum right
    # after it without a barrier (wave 0 writes its partial max into slot 0 while the other waves
    # still read the sum there; `fly-emu run --check-races` reports it on FlyDSL's own code object),
    # as FlyDSL's softmax does; on the emulator's schedule both code objects compute the same rows.
    def case(rng, m, probe):
        x, g = d.make(rng.uniform(-2, 2, (m, n))), d.make(rng.uniform(-2, 2, n))
        args = [("in", x), ("in", g), ("in", g), ("out", "scale", f32, (m,)), ("out", "out", i8, (m, n))]
        return (m, 1, 1), args, {}

    t = f'torch.zeros(4, {n}, dtype=DT["{dt}"])'
    library_job(f"rmsnorm_dynamicquant_{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py", f"""
from kernels.norm.rmsnorm_kernel import build_rmsnorm_dynamicquant_module
launch = build_rmsnorm_dynamicquant_module({n}, "{dt}")
args = ({t}, torch.zeros({n}, dtype=DT["{dt}"]), torch.zeros(4, {n}, dtype=torch.int8), torch.zeros(4), 4)
""", case, d)


def moe_sorting_job(experts, topk, tokens):
    i32, f32 = Data("i32"), Data("f32")
    unit = 32  # its host wrapper's UNIT_SIZE
    padded = tokens * topk + experts * unit - topk
    blocks = (padded + unit - 1) // unit

    # moe_sorting_oneshot_kernel(ids, weights, sorted_ids, sorted_weights, sorted_experts,
    # num_valid, moe_buf, mask, tokens, moe_buf elements): block 0 sorts in LDS, the others clear
    # moe_buf (the NumPy reference checks that part). It reads past its LDS on purpose (where the
    # value is discarded): the hardware's rule, fly-emu --lds-out-of-range-zero (docs/flydsl.md).
    def case(rng, m, probe):
        ids = rng.integers(0, experts, (tokens, topk)).astype(np.int32)
        w = rng.uniform(0.5, 1.5, (tokens, topk)).astype(np.float32)
        buf = np.ones((tokens, 32), np.int32)
        args = [("in", ids), ("in", w), ("out", "sorted_ids", i32, (padded,)), ("out", "sorted_w", f32, (padded,)),
                ("out", "sorted_experts", i32, (blocks,)), ("out", "num_valid", i32, (2,)),
                ("inout", "moe_buf", i32, buf), ("in", np.ones(1, np.int32)), ("i32", tokens), ("i32", tokens * 32)]
        return (3, 1, 1), args, {"moe_buf": np.zeros(tokens * 32)}

    library_job(f"moe_sorting_e{experts}_k{topk}_t{tokens}", "kernels/moe/moe_sorting_kernel.py", f"""
from kernels.moe.moe_sorting_kernel import _compile_moe_sorting_oneshot
launch = _compile_moe_sorting_oneshot(num_experts={experts}, topk={topk}, max_tokens={tokens})
I = torch.int32
args = (torch.zeros({tokens}, {topk}, dtype=I), torch.zeros({tokens}, {topk}), torch.zeros({padded}, dtype=I),
        torch.zeros({padded}), torch.zeros({blocks}, dtype=I), torch.zeros(2, dtype=I), torch.zeros({tokens}, 32, dtype=I),
        torch.ones(1, dtype=I), {tokens}, {tokens * 32}, 3)
""", case, i32, rows=(1,), emu=["--lds-out-of-range-zero"])


def topk_gating_softmax_job(dt, experts, k):
    d, f32, i32 = Data(dt), Data("f32"), Data("i32")

    # topk_gating_softmax_kernel(gating, weights, indices, token_expert_indices, tokens): per token
    # the softmax over the experts, its k largest (weights, expert indices); tokens per block from
    # its layout heuristic (the probe).
    def case(rng, m, probe):
        g = d.make(rng.uniform(-3, 3, (m, experts)))
        gv = f64(d, g)
        p = np.exp(gv - gv.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        top = np.argsort(-p, axis=1, kind="stable")[:, :k]
        args = [("in", g), ("out", "weights", f32, (m, k)), ("out", "indices", i32, (m, k)),
                ("out", "token_expert_indices", i32, (m, k)), ("i32", m)]
        return ((m - 1) // probe["tpb"] + 1, 1, 1), args, {"weights": np.take_along_axis(p, top, 1), "indices": top}

    library_job(f"topk_gating_softmax_{dt}_e{experts}_k{k}", "kernels/moe/topk_gating_softmax_kernel.py", f"""
from kernels.moe.topk_gating_softmax_kernel import build_topk_gating_softmax_module, _compute_topk_gating_layout
launch = build_topk_gating_softmax_module({experts}, {k}, "{dt}")
probe = {{"tpb": _compute_topk_gating_layout({experts}, {k}, "{dt}")["TOKENS_PER_BLOCK"]}}
I = torch.int32
args = (torch.zeros(5, {experts}, dtype=DT["{dt}"]), torch.zeros(5, {k}), torch.zeros(5, {k}, dtype=I),
        torch.zeros(5, {k}, dtype=I), 5)
""", case, d)


for dt, n in (("f32", 1000), ("f32", 4096), ("bf16", 2048)):
    softmax_job(dt, n)
for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 4096)):
    rmsnorm_job(dt, n)
for dt, n in (("f32", 1000), ("bf16", 1000)):
    layernorm_job(dt, n)
for dt in ("bf16", "f16"):
    gemm_job(dt)
examples()
for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 4096)):
    rmsnorm_bwd_job(dt, n, fused=False)
    rmsnorm_bwd_job(dt, n, fused=True)
for dt, n in (("f32", 1000), ("bf16", 2048)):
    softmax_bwd_job(dt, n)
for dt in ("f32", "bf16"):
    fused_add_rmsnorm_job(dt, 1000)
rmsnorm_dynamicquant_job("bf16", 1000)
for e, k, t in ((4, 2, 8), (8, 2, 5)):
    moe_sorting_job(e, k, t)
for dt, e, k in (("bf16", 64, 4), ("f32", 8, 2)):
    topk_gating_softmax_job(dt, e, k)
# Jobs Fly does not compile yet (docs/flydsl.md's library table): run only when named (--only).
PENDING = {f"topk_gating_softmax_{v}": "Fly refuses its fly.copy from f32 registers to i32 memory "
           "(source and destination element types differ)" for v in ("bf16_e64_k4", "f32_e8_k2")}

ROWS = (1, 3, 20)  # M of the row kernels and the GEMM (ragged against 16-row blocks)


def flydsl_sources(git_dir, out):
    """FlyDSL's kernels/ and examples/ at SOURCE_COMMIT, its layernorm at LAYERNORM_COMMIT."""
    archive = subprocess.run(["git", f"--git-dir={git_dir}", "archive", SOURCE_COMMIT, "kernels", "examples"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(out)], input=archive, check=True)
    ln = subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{LAYERNORM_COMMIT}:kernels/norm/layernorm_kernel.py"],
                        capture_output=True, text=True, check=True).stdout
    (out / "kernels/norm/layernorm_kernel.py").write_text(
        ln.replace("from flydsl.expr.vector import", "from flydsl.expr.typing import"))


def rocm_links():
    """FlyDSL's pipeline links with ROCm's ld.lld and device libraries: Debian's, when no ROCm."""
    if os.environ.get("ROCM_PATH") or Path("/opt/rocm/llvm/bin/ld.lld").exists():
        return None
    lld = shutil.which("ld.lld-22") or shutil.which("ld.lld")
    if not lld:
        sys.exit("flydsl_backend_test: FlyDSL links with ld.lld; none on PATH and no ROCm")
    d = Path(tempfile.mkdtemp(prefix="flydsl-rocm-"))
    (d / "llvm/bin").mkdir(parents=True)
    os.symlink(lld, d / "llvm/bin/ld.lld")
    for libs in Path("/usr/lib").glob("*/amdgcn"):
        os.symlink(libs, d / "amdgcn")
        break
    return d


def trace(python, src, body, arch, backend, build, rocm, work):
    env = dict(os.environ)
    env.update(COMPILE_ONLY="1", ARCH=arch, FLYDSL_GPU_ARCH=arch, FLYDSL_RUNTIME_ENABLE_CACHE="0",
               FLYDSL_RUNTIME_CACHE_DIR=str(work / "flydsl-cache"), FLY_ENABLE_CACHE="0",
               PYTHONPATH=str(build / "python"))
    env.pop("FLYDSL_DUMP_IR", None)
    if backend == "fly":
        env["FLYDSL_COMPILE_BACKEND"] = "fly"
    else:
        env.pop("FLYDSL_COMPILE_BACKEND", None)
    if rocm:
        env["ROCM_PATH"] = str(rocm)
    r = subprocess.run([python, "-c", CHILD.format(src=str(src), body=body)], env=env, capture_output=True, text=True)
    for line in r.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:]), None
    return None, "\n".join((r.stdout + r.stderr).strip().splitlines()[-15:])


def expand(args, sig, sizes):
    """A library job's arguments with FlyDSL's layout structs: after each tensor whose kernel
    argument (`sig`, tests/flydsl/library/check.py's kernel_signature) has dynamic leaves, its
    struct at the size the code object's metadata gives (`sizes`, packed or aligned)."""
    if len(sig) != len(args):
        raise ValueError(f"the kernel takes {len(sig)} arguments, the job gives {len(args)}")
    out, k = [], 0
    for a, (kind, info) in zip(args, sig):
        out.append(a)
        k += 1
        if a[0] == "i32" or kind != "memref":
            continue
        shape = a[3] if a[0] == "out" else a[-1].shape
        vals = library_check.leaf_values(info, list(shape))
        if vals:
            out.append(("bytes", library_check.pack_struct(vals, sizes[k][0])))
            k += 1
    return out


def run_emu(emu, hsaco, kernel, grid, block, args, work, tag, extra=()):
    cmd = [str(emu), "run", str(hsaco), "--kernel", kernel, "--grid", ",".join(map(str, grid)),
           "--block", ",".join(map(str, block)), *extra]
    outputs = {}
    for i, a in enumerate(args):
        if a[0] == "in":
            p = work / f"in{i}.bin"
            np.ascontiguousarray(a[1]).tofile(p)
            cmd += ["--arg", f"in={p}"]
        elif a[0] == "out":
            _, name, data, count = a
            count = int(np.prod(count))  # a count, or a library job's shape
            p = work / f"{tag}.{name}.bin"
            outputs[name] = (p, data)
            cmd += ["--arg", f"out={p}:{count * np.dtype(data.np()).itemsize}"]
        elif a[0] == "inout":
            _, name, data, init = a
            p = work / f"{tag}.{name}.bin"
            np.ascontiguousarray(init).tofile(p)
            outputs[name] = (p, data)
            cmd += ["--arg", f"inout={p}"]
        elif a[0] == "bytes":
            cmd += ["--arg", "bytes=" + a[1].hex()]
        else:
            cmd += ["--arg", f"i32={a[1]}"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return None, (r.stdout + r.stderr).strip()
    return {name: data.value(np.fromfile(p, data.np())).astype(np.float64) for name, (p, data) in outputs.items()}, None


def kernel_name(hsaco):
    """The code object's kernel (its `NAME.kd` descriptor symbol)."""
    names = re.findall(rb"([A-Za-z_][\w]*)\.kd\x00", hsaco)
    return names[0].decode() if names else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", default="/work/venv-flydsl/bin/python", help="a venv's python with flydsl and torch")
    ap.add_argument("--flydsl-git", type=Path, help="a clone (or bare mirror) of ROCm/FlyDSL")
    ap.add_argument("--flydsl-src", type=Path, help="a FlyDSL source tree instead (its kernels/, examples/)")
    ap.add_argument("--build", type=Path, default=ROOT / "build")
    ap.add_argument("--arch", action="append", help="default: gfx942 and gfx950")
    ap.add_argument("--only", action="append", help="job names (default: all; --list)")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--times", type=Path, help="write the compile times here (JSON)")
    args = ap.parse_args()
    if args.list:
        print("\n".join(j + (f"  (pending, not run by default: {PENDING[j]})" if j in PENDING else "") for j in JOBS))
        return 0
    emu = args.build / "bin/fly-emu"
    if not emu.exists() or not (args.build / "python/fly").is_dir():
        sys.exit(f"flydsl_backend_test: no Fly build with its Python module in {args.build} (docs/python.md)")
    work = Path(tempfile.mkdtemp(prefix="fly-flydsl-backend-"))
    rocm = rocm_links()
    try:
        src = args.flydsl_src
        if not src:
            if not args.flydsl_git:
                sys.exit("flydsl_backend_test: --flydsl-git or --flydsl-src is required")
            src = work / "flydsl-src"
            src.mkdir()
            flydsl_sources(args.flydsl_git, src)
        failures, times = [], []
        rng = np.random.default_rng(2026)
        for name in args.only or [j for j in JOBS if j not in PENDING]:
            needs, body, case, data, *opts = JOBS[name]
            opts = opts[0] if opts else {}
            for arch in args.arch or ("gfx942", "gfx950"):
                got, why = {}, None
                for backend in ("rocm", "fly"):  # interleaved: both compiles of a job back to back
                    got[backend], why = trace(args.python, src.resolve(), body, arch, backend, args.build, rocm, work)
                    if why:
                        failures.append(f"{name} {arch} ({backend}): FlyDSL's launcher failed:\n{why}")
                        break
                if why:
                    print(f"{name} {arch}: FAILED (trace)\n{failures[-1]}", flush=True)
                    continue
                flydsl, fly = got["rocm"], got["fly"]
                times.append({"job": name, "arch": arch, "flydsl_call": flydsl["call"], "flydsl_compile": flydsl["compile"],
                              "flydsl_compile_cpu": flydsl["compile_cpu"], "fly_call": fly["call"],
                              "fly_compile": fly["compile"], "fly_compile_cpu": fly["compile_cpu"],
                              "fly_own": sum(c["seconds"] for c in fly.get("fly", [])),
                              "fly_own_cpu": sum(c["cpu"] for c in fly.get("fly", []))})
                code = {k: unescape_mlir_string(v["binary"]) if v["binary"] else b"" for k, v in got.items()}
                problems = []
                if fly["backend"] != "fly" or not fly["fly"]:
                    problems.append("the fly run did not compile with Fly")
                elif code["fly"] != bytes.fromhex(fly["fly"][-1]["hsaco"]):
                    problems.append("the code object in FlyDSL's compiled module is not the one Fly compiled")
                if b"!fly.memref<" not in code["fly"] or b"!fly.memref<" in code["rocm"]:
                    problems.append("the code objects' metadata do not say Fly / FlyDSL as expected")
                kernel = kernel_name(code["rocm"])
                block = tuple(fly["block"] or (256, 1, 1))
                checked = 0
                rows = opts.get("rows") or (ROWS if not name.startswith("example") else (1,))
                for m in rows:
                    if problems:
                        break
                    if opts.get("auto"):
                        grid, kargs, reference = case(rng, m, flydsl["probe"])
                        # The traced module carries debug locations (`loc("file":line:col)`): not types.
                        source = re.sub(r'\s*loc\((?:"[^"]*"(?::\d+)*|#loc\d*)\)', "", flydsl["source"])
                        sig, _ = library_check.kernel_signature(source, kernel)
                        (work / "rocm.hsaco").write_bytes(code["rocm"])
                        sizes = library_check.kernel_info(str(emu), work / "rocm.hsaco", kernel)["args"]
                        tensors = kargs
                        kargs = expand(kargs, sig, sizes)
                    else:
                        grid, kargs, reference = case(rng, m)
                        tensors = kargs
                    tols = {a[1]: a[2].tol() for a in tensors if a[0] in ("out", "inout")}
                    written = {a[1] for a in tensors if a[0] == "out"}
                    outs = {}
                    for backend in ("rocm", "fly"):
                        p = work / f"{backend}.hsaco"
                        p.write_bytes(code[backend])
                        outs[backend], why = run_emu(emu, p, kernel, grid, block, kargs, work, backend,
                                                     opts.get("emu", ()))
                        if why:
                            problems.append(f"M={m}: {'Fly' if backend == 'fly' else 'FlyDSL'}'s code object on the emulator: {why}")
                    if problems:
                        break
                    for out, want_fly in outs["fly"].items():
                        tol = tols.get(out, data.tol())
                        have = outs["rocm"][out]
                        bad = ~np.isclose(want_fly, have, rtol=tol, atol=tol)
                        if bad.any():
                            i = int(np.flatnonzero(bad)[0])
                            problems.append(f"M={m} {out}: {int(bad.sum())} of {bad.size} differ from FlyDSL's, "
                                            f"first [{i}] Fly {want_fly[i]} FlyDSL {have[i]}")
                        if out in reference:
                            ref, rtol, atol = reference[out], 4 * tol, 4 * tol
                            if isinstance(ref, tuple):
                                ref, rtol, atol = ref[0], 0, ref[1]
                            ref = np.asarray(ref, np.float64).reshape(-1)
                            for who, v in (("Fly", want_fly), ("FlyDSL", have)):
                                bad = ~np.isclose(v, ref, rtol=rtol, atol=atol)
                                if bad.any():
                                    i = int(np.flatnonzero(bad)[0])
                                    problems.append(f"M={m} {out}: {who}'s {int(bad.sum())} of {bad.size} differ from "
                                                    f"NumPy, first [{i}] {v[i]} want {ref[i]}")
                        if out in written and not np.any(want_fly):
                            problems.append(f"M={m} {out}: all zero")
                    checked += 1
                t = times[-1]
                status = "ok" if not problems else "FAILED"
                print(f"{name} {arch}: {status} ({kernel}, {checked} launches; compile FlyDSL {t['flydsl_compile']:.3f} s, "
                      f"with Fly {t['fly_compile']:.3f} s of which Fly {t['fly_own']:.3f} s)", flush=True)
                if problems:
                    failures.append(f"{name} {arch}: " + "; ".join(problems))
                    print("  " + failures[-1], flush=True)
        if args.times:
            args.times.write_text(json.dumps(times, indent=1) + "\n")
        print("\n| job | arch | FlyDSL compile ms (CPU) | with Fly ms (CPU) | of which Fly ms (CPU) | FlyDSL/with Fly (CPU) "
              "| launcher call ms, FlyDSL / with Fly |")
        print("|---|---|---|---|---|---|---|")
        for t in times:
            ms = lambda k: f"{1e3 * t[k]:.0f} ({1e3 * t[k + '_cpu']:.0f})"
            print(f"| {t['job']} | {t['arch']} | {ms('flydsl_compile')} | {ms('fly_compile')} | {ms('fly_own')} | "
                  f"{t['flydsl_compile_cpu'] / max(t['fly_compile_cpu'], 1e-9):.1f}x | "
                  f"{1e3 * t['flydsl_call']:.0f} / {1e3 * t['fly_call']:.0f} |")
        for f in failures:
            print(f, file=sys.stderr)
        print(f"{len(times)} jobs traced with both backends, {len(failures)} failures")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if rocm:
            shutil.rmtree(rocm, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
