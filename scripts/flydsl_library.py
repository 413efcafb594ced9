#!/usr/bin/env python3
"""FlyDSL's kernel library through Fly (issue 24): traces FlyDSL's kernels/ and examples/ with
FlyDSL's wheel (compile-only), compiles every traced module with fly-llc, runs FlyDSL's own code
object and Fly's on fly-emu on the same random inputs, and writes the table in docs/flydsl.md
(between `<!-- flydsl-library table -->` markers).

Needs (the test suite does not): FlyDSL's wheel and torch in a virtual environment (as
scripts/flydsl_dump.py says), a FlyDSL source tree or a bare git mirror of ROCm/FlyDSL (its
kernels/ and examples/ are not in the wheel), ld.lld (ld.lld-22), and a Fly build (fly-llc,
fly-emu). No GPU.

    nice -n 15 /work/venv-flydsl/bin/python scripts/flydsl_library.py \\
        --flydsl-git /work/.mirror/ROCm+FlyDSL/repo --fly-bin build/bin [--only PATTERN] [--batch N]

Steps, each cached under --cache (default build/flydsl-library) and skipped when its result is
there, so the script is resumable and runs in batches (--batch N: at most N new traces a run):
  trace/<job>.<arch>/       the tracer's modules (<kernel>.mlir: 00_origin.mlir without locations
                            and without the host launch function) and FlyDSL's code objects
                            (<kernel>.flydsl.hsaco), status.json (FlyDSL's error if it failed)
  fly/<job>.<arch>.<kernel>.json  fly-llc's result and the emulator comparison
--refresh-fly redoes the fly-llc and emulator steps (after a Fly change) without retracing.
--commit copies the modules of the jobs marked `commit` (and FlyDSL's code objects) to
tests/flydsl/library/ and writes its manifest.json, which the test suite checks without the wheel.

Time: a trace takes 20-90 s on this 2-core machine (FlyDSL's compile of the module included);
the emulator runs a few seconds each at these sizes.
"""

import argparse
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests/flydsl/library"))
import flydsl_dump  # noqa: E402  (POSTPROCESS, extract_binary, flydsl_version)
import check  # noqa: E402  (the emulator comparison the test suite runs too)

CDNA = ("gfx942", "gfx950")


class Job:
    """One kernel variant: `build` (Python run in the child with FlyDSL's sources on sys.path,
    `torch` imported, `arch` the target) defines `launch`; `tensors` name -> (dtype, shape, gen)
    are made as torch tensors (zeros) for the trace; `call` calls FlyDSL's launcher once. `run`
    (optional) says how the kernel is launched on the emulator: kernel -> (grid, kernel
    arguments: tensor names or ("i32", value), output tensor names, tolerances)."""

    def __init__(self, name, src, build, call, tensors=None, archs=CDNA, run=None, commit=False, note="",
                 lds_out_of_range=False, probe=None):
        # probe: a Python expression evaluated in the child after the build, a dict of numbers
        # (e.g. a kernel's tokens per block) that a run spec's grid, given as a string, may use.
        self.probe = probe
        self.name, self.src, self.build, self.call = name, src, build, call
        self.lds_out_of_range = lds_out_of_range
        self.tensors, self.archs, self.run, self.commit, self.note = tensors or {}, archs, run or {}, commit, note


JOBS = []

TORCH_DT = {"f32": "torch.float32", "bf16": "torch.bfloat16", "f16": "torch.float16", "i32": "torch.int32",
            "i64": "torch.int64", "u8": "torch.uint8", "i8": "torch.int8", "fp8e4m3": "torch.float8_e4m3fn",
            "fp8e4m3fnuz": "torch.float8_e4m3fnuz"}
REL = {"f32": (1e-5, 1e-6), "bf16": (0.0079, 1e-3), "f16": (0.001, 1e-4)}  # about one ulp (bf16/f16)


def norm_jobs():
    for dt in ("f32", "bf16"):
        for n in (1000, 4096 if dt == "f32" else 2048):
            M = 3
            JOBS.append(Job(
                f"softmax/{dt}_n{n}", "kernels/norm/softmax_kernel.py",
                f'from kernels.norm.softmax_kernel import build_softmax_module\nlaunch = build_softmax_module(0, {n}, "{dt}")',
                "launch(x, y, M)", {"x": (dt, (M, n), "uniform"), "y": (dt, (M, n), "zeros")},
                run={"softmax_kernel_0": ((M, 1, 1), ["x", "y", "y", "y"], ["y"], {"y": REL[dt]})},
                commit=n == 1000))
    for dt, n in (("f32", 1000), ("bf16", 1000), ("f32", 4099), ("bf16", 4096)):
        M = 3
        small = n <= 2048
        args = ["x", "g", "r", "y"] + ([("i32", M)] if small else [])
        JOBS.append(Job(
            f"rmsnorm/{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_rmsnorm_module\nlaunch = build_rmsnorm_module({n}, "{dt}")',
            "launch(x, g, y, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                   "y": (dt, (M, n), "zeros"), "r": ("f32", (M,), "zeros")},
            run={("rmsnorm_large_m_small_n_kernel_0" if small else "rmsnorm_kernel_0"):
                 (((M + 15) // 16 if small else M, 1, 1), args, ["y"], {"y": REL[dt]})}))
    for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 8192)):
        M = 3
        JOBS.append(Job(
            f"layernorm/{dt}_n{n}", "kernels/norm/layernorm_kernel.py",
            f'from kernels.norm.layernorm_kernel import build_layernorm_module\nlaunch = build_layernorm_module({n}, "{dt}")',
            "launch(x, g, b, y, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                      "b": (dt, (n,), "uniform"), "y": (dt, (M, n), "zeros")},
            run={"layernorm_kernel_0": ((M, 1, 1), ["x", "g", "b", "y"], ["y"], {"y": REL[dt]})}))
    # Backward kernels: one block per row, dW accumulated with f32 atomics (order differs between
    # the two compiles: compared within a tolerance).
    for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 4096)):
        M = 3
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"), "dw": ("f32", (n,), "zeros")}
        JOBS.append(Job(
            f"rmsnorm_bwd/{dt}_n{n}", "kernels/norm/rmsnorm_bwd_kernel.py",
            f'from kernels.norm.rmsnorm_bwd_kernel import build_rmsnorm_bwd_module\nlaunch = build_rmsnorm_bwd_module({n}, "{dt}")',
            "launch(x, g, dy, rstd, dx, dw, M)", t,
            run={"rmsnorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "rstd", "dx", "dw"], ["dx", "dw"],
                                          {"dx": REL[dt], "dw": (1e-5, 1e-5)})},
            commit=n == 1000))
        t = dict(t, dr=(dt, (M, n), "uniform"))
        JOBS.append(Job(
            f"fused_add_rmsnorm_bwd/{dt}_n{n}", "kernels/norm/rmsnorm_bwd_kernel.py",
            f'from kernels.norm.rmsnorm_bwd_kernel import build_fused_add_rmsnorm_bwd_module\n'
            f'launch = build_fused_add_rmsnorm_bwd_module({n}, "{dt}")',
            "launch(x, g, dy, dr, rstd, dx, dw, M)", t,
            run={"fused_add_rmsnorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "dr", "rstd", "dx", "dw"],
                                                    ["dx", "dw"], {"dx": REL[dt], "dw": (1e-5, 1e-5)})},
            commit=n == 1000))
    for dt, n in (("f32", 1000), ("bf16", 2048)):
        M = 3
        JOBS.append(Job(
            f"softmax_bwd/{dt}_n{n}", "kernels/norm/softmax_bwd_kernel.py",
            f'from kernels.norm.softmax_bwd_kernel import build_softmax_bwd_module\nlaunch = build_softmax_bwd_module({n}, "{dt}")',
            "launch(dy, y, dx, M)", {"dy": (dt, (M, n), "uniform"), "y": (dt, (M, n), "pos"), "dx": (dt, (M, n), "zeros")},
            run={"softmax_bwd_kernel_0": ((M, 1, 1), ["dy", "y", "dx"], ["dx"], {"dx": REL[dt]})},
            commit=n == 1000))


def moe_jobs():
    # MoE sorting, oneshot path (one block sorts in LDS, the other blocks clear moe_buf): E experts,
    # top-k, T tokens; sizes as its host wrapper computes them (UNIT_SIZE = 32).
    for E, topk, T in ((4, 2, 8), (8, 2, 5)):
        unit = 32
        padded = T * topk + E * unit - topk
        blocks = (padded + unit - 1) // unit
        t = {"ids": ("i32", (T, topk), f"int:0:{E - 1}"), "w": ("f32", (T, topk), "pos"),
             "sids": ("i32", (padded,), "zeros"), "sw": ("f32", (padded,), "zeros"),
             "se": ("i32", (blocks,), "zeros"), "nv": ("i32", (2,), "zeros"), "buf": ("i32", (T, 32), "int:1:1"),
             "mask": ("i32", (1,), "int:1:1")}
        JOBS.append(Job(
            f"moe_sorting/oneshot_e{E}_k{topk}_t{T}", "kernels/moe/moe_sorting_kernel.py",
            "from kernels.moe.moe_sorting_kernel import _compile_moe_sorting_oneshot\n"
            f"launch = _compile_moe_sorting_oneshot(num_experts={E}, topk={topk}, max_tokens={T})",
            f"launch(ids, w, sids, sw, se, nv, buf, mask, {T}, {T * 32}, 3)", t,
            run={"moe_sorting_oneshot_kernel_0": ((3, 1, 1), ["ids", "w", "sids", "sw", "se", "nv", "buf", "mask",
                                                              ("i32", T), ("i32", T * 32)],
                                                  ["sids", "sw", "se", "nv", "buf"], {})},
            # It loads cumdup[tid + 1] for every thread and keeps it only where tid < E: past the
            # end of its LDS (in FlyDSL's layout and in Fly's), which the hardware reads as 0.
            commit=E == 4, lds_out_of_range=True))


def more_jobs():
    M = 3
    for dt in ("f32", "bf16"):
        n = 1000
        t = {"x": (dt, (M, n), "uniform"), "r": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
             "y": (dt, (M, n), "zeros"), "ro": (dt, (M, n), "zeros")}
        JOBS.append(Job(
            f"fused_add_rmsnorm/{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_fused_add_rmsnorm_module\n'
            f'launch = build_fused_add_rmsnorm_module({n}, "{dt}")',
            "launch(x, r, g, y, ro, M)", t,
            run={"fused_add_rmsnorm_kernel_0": ((M, 1, 1), ["x", "r", "g", "y", "ro", "g"], ["y", "ro"],
                                                {"y": REL[dt], "ro": REL[dt]})}))
    for dt in ("bf16",):
        n = 1000
        JOBS.append(Job(
            f"rmsnorm_dynamicquant/{dt}_n{n}_i8", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_rmsnorm_dynamicquant_module\n'
            f'launch = build_rmsnorm_dynamicquant_module({n}, "{dt}")',
            "launch(x, g, y, s, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                      "y": ("i8", (M, n), "zeros"), "s": ("f32", (M,), "zeros")}))
    # Top-k gating softmax: one token per lane group, tokens per block from its layout heuristic.
    for dt, E, k, T in (("bf16", 64, 4, 37), ("f32", 8, 2, 5)):
        JOBS.append(Job(
            f"topk_gating_softmax/{dt}_e{E}_k{k}_t{T}", "kernels/moe/topk_gating_softmax_kernel.py",
            "from kernels.moe.topk_gating_softmax_kernel import build_topk_gating_softmax_module, "
            "_compute_topk_gating_layout\n"
            f'launch = build_topk_gating_softmax_module({E}, {k}, "{dt}")',
            f"launch(g, w, i, tei, {T})",
            {"g": (dt, (T, E), "uniform"), "w": ("f32", (T, k), "zeros"), "i": ("i32", (T, k), "zeros"),
             "tei": ("i32", (T, k), "zeros")},
            probe=f'{{"tpb": _compute_topk_gating_layout({E}, {k}, "{dt}")["TOKENS_PER_BLOCK"]}}',
            run={"topk_gating_softmax_kernel_0": (f"(({T} - 1) // tpb + 1, 1, 1)", ["g", "w", "i", "tei", ("i32", T)],
                                                  ["w", "i", "tei"], {"w": REL["f32"]})}))
    # Examples 04 (preshuffle GEMM) and 05 (gather / scatter through a TiledCopy).
    Mg, R, N = 64, 16, 64
    JOBS.append(Job(
        "example05_gather/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.gather_jit(src, dst, idx)",
        {"src": ("f32", (Mg, N), "uniform"), "dst": ("f32", (R, N), "zeros"), "idx": ("i32", (R,), f"int:0:{Mg - 1}")},
        run={"gather_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}))
    JOBS.append(Job(
        "example05_scatter/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.scatter_jit(src, dst, idx)",
        {"src": ("f32", (R, N), "uniform"), "dst": ("f32", (Mg, N), "zeros"), "idx": ("i32", (R,), f"perm:{Mg}")},
        run={"scatter_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}))
    # MoE top-k reduce (moe_gemm_2stage): fx.Pointer arguments.
    for dt in ("f16", "bf16"):
        T, k, D = 5, 2, 256
        JOBS.append(Job(
            f"moe_reduce/{dt}_k{k}_d{D}", "kernels/moe/moe_gemm_2stage/moe_reduce.py",
            "from kernels.moe.moe_gemm_2stage.moe_reduce import compile_moe_reduction\n"
            f'launch = compile_moe_reduction(topk={k}, model_dim={D}, dtype_str="{dt}")',
            f"launch(x, y, mask, ids, {T}, torch.cuda.current_stream() if torch.cuda.is_available() else None)",
            {"x": (dt, (T, k, D), "uniform"), "y": (dt, (T, D), "zeros"), "mask": ("i32", (8,), "int:1:1"),
             "ids": ("i32", (T, k), "int:0:7")},
            run={"moe_reduction_kernel_0": ((T, 1, 1), ["x", "y", "mask", "ids", ("i32", T)], ["y"], {"y": REL[dt]})}))


# attention/decode (a24)
def attention_jobs():
    # Flash attention (generic): one block of 256 threads per (batch, 128-row query tile, head);
    # K/V heads shared by GQA groups. The unused LSE / cu_seqlens / block-table slots get O, as
    # FlyDSL's launcher passes them. Ragged: seq_len not a multiple of the 128-row tile.
    for dt, d, causal, S in (("f16", 128, 0, 128), ("bf16", 64, 1, 128)):
        B, H, HKV = 1, 4, 2
        S_run = S - 28
        t = {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros")}
        JOBS.append(Job(
            f"flash_attn_generic/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_generic.py",
            "from kernels.attention.flash_attn_generic import build_flash_attn_func_module_primary\n"
            f'launch = build_flash_attn_func_module_primary(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})", t,
            run={"flash_attn_generic_kernel_0": ((B * ((S_run + 127) // 128) * H, 1, 1),
                                                 ["q", "k", "v", "o", "o", ("i32", S_run), ("i32", S_run), "o", "o", "o",
                                                  ("i32", 0)], ["o"], {"o": REL[dt]})},
            commit=bool(causal)))
    # gfx950's dual-wave software-pipelined flash attention (bf16/f16, D 64/128) and its fp8 sibling.
    for dt, d, causal in (("bf16", 128, 1), ("f16", 64, 0)):
        B, H, HKV, S = 1, 4, 2, 128
        JOBS.append(Job(
            f"flash_attn_gfx950/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_gfx950.py",
            "from kernels.attention.flash_attn_gfx950 import build_flash_attn_dualwave_swp_module\n"
            f'launch = build_flash_attn_dualwave_swp_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})",
            {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros")}, archs=("gfx950",)))
    for causal in (1, 0):
        B, H, HKV, S, d = 1, 4, 2, 128, 128
        JOBS.append(Job(
            f"flash_attn_fp8_gfx950/fp8_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_fp8_gfx950.py",
            "from kernels.attention.flash_attn_fp8_gfx950 import build_flash_attn_dualwave_swp_fp8_module\n"
            f'launch = build_flash_attn_dualwave_swp_fp8_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="fp8", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S}, q_descale=qd, k_descale=kd, v_descale=vd)",
            {"q": ("fp8e4m3", (B, S, H, d), "uniform"), "k": ("fp8e4m3", (B, S, HKV, d), "uniform"),
             "v": ("fp8e4m3", (B, S, HKV, d), "uniform"), "o": ("bf16", (B, S, H, d), "zeros"),
             "qd": ("f32", (1,), "pos"), "kd": ("f32", (1,), "pos"), "vd": ("f32", (1,), "pos")}, archs=("gfx950",)))
    # Paged-attention decode (tile programming): fp8 KV cache in FlyDSL's 5-D layouts
    # ([blocks, kv heads, D/16, block, 16] keys, transposed values), per-tensor scales, one partition.
    for qdt, bs, qlen, qgs in (("bf16", 16, 1, 8), ("f16", 64, 2, 4)):
        seqs, hkv, d, nblk = 2, 1, 128, 8
        rows = seqs * qlen
        JOBS.append(Job(
            f"pa_decode_tile/{qdt}_bs{bs}_q{qlen}_g{qgs}", "kernels/attention/pa_decode_tile.py",
            "from kernels.attention.pa_decode_tile import compile_pa_decode_tile\n"
            f'launch = compile_pa_decode_tile(head_dim={d}, query_group_size={qgs}, block_size={bs}, '
            f'num_partitions=1, query_dtype="{qdt}", query_length={qlen})["launch"]\n'
            f'kc = torch.zeros(({nblk}, {hkv}, {d // 16}, {bs}, 16), dtype=torch.float8_e4m3fn if arch == "gfx950" else torch.float8_e4m3fnuz)\n'
            f'vc = torch.zeros(({nblk}, {hkv}, {bs // 16}, {d}, 16), dtype=kc.dtype)',
            f"launch(out, pm, pm, pm, q, kc, vc, bt, cl, ks, ks, {nblk // seqs}, {seqs}, {hkv}, 0, 0, {qgs * hkv * d}, {d}, None)",
            {"out": (qdt, (rows, qgs * hkv, d), "zeros"), "pm": ("f32", (1,), "zeros"),
             "q": (qdt, (rows, qgs * hkv, d), "uniform"), "bt": ("i32", (seqs, nblk // seqs), f"perm:{nblk}"),
             "cl": ("i32", (seqs,), "int:1:40"), "ks": ("f32", (1,), "pos")}))


norm_jobs()
moe_jobs()
more_jobs()
attention_jobs()  # attention/decode (a24)

CHILD = """
import importlib.util, sys, torch
sys.path.insert(0, {src!r})
import flydsl.compiler as flyc
def load(rel):
    spec = importlib.util.spec_from_file_location("flydsl_job", {src!r} + "/" + rel)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
arch = {arch!r}
{build}
{tensors}
{call}
import json as _json
_json.dump({probe}, open({probe_out!r}, "w"))
"""


def make_rocm_dir(cache):
    """FlyDSL links with $ROCM_PATH/llvm/bin/ld.lld and wants $ROCM_PATH/amdgcn/bitcode: links to
    ld.lld-22 and to device libraries (Debian's rocm-device-libs, else the ocml/ockl bitcode that
    PyPI's triton ships)."""
    if os.environ.get("ROCM_PATH") or Path("/opt/rocm/llvm/bin/ld.lld").exists():
        return os.environ.get("ROCM_PATH", "/opt/rocm")
    d = cache / "rocm"
    if (d / "llvm/bin/ld.lld").exists():
        return str(d)
    lld = shutil.which("ld.lld-22") or shutil.which("ld.lld")
    if not lld:
        sys.exit("flydsl_library.py: FlyDSL links with ld.lld; none on PATH and no ROCm")
    (d / "llvm/bin").mkdir(parents=True, exist_ok=True)
    os.symlink(lld, d / "llvm/bin/ld.lld")
    (d / "amdgcn").mkdir(exist_ok=True)
    libs = [p for p in Path("/usr/lib").glob("*/amdgcn/bitcode")]
    if not libs:
        import glob
        libs = [Path(p).parent for p in glob.glob(sys.prefix + "/lib/python3*/site-packages/triton/backends/amd/lib/ocml.bc")]
    if libs:
        os.symlink(libs[0], d / "amdgcn/bitcode")
    return str(d)


def flydsl_sources(args, cache):
    if args.flydsl_src:
        src = args.flydsl_src.resolve()
        r = subprocess.run(["git", "-C", str(src), "rev-parse", "HEAD"], capture_output=True, text=True)
        return src, r.stdout.strip() or "unknown"
    git = ["git", "--git-dir", str(args.flydsl_git)]
    sha = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    src = cache / f"src-{sha[:12]}"
    if not (src / "kernels").exists():
        src.mkdir(parents=True, exist_ok=True)
        arch = subprocess.run(git + ["archive", "HEAD", "kernels", "examples"], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(src)], input=arch, check=True)
    return src, sha


def trace(job, arch, src, out, rocm, python):
    """Runs the job's launcher in a fresh process; keeps modules and code objects in `out`."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    tensors = "\n".join(f"{k} = torch.zeros({tuple(shape)!r}, dtype={TORCH_DT[dt]})"
                        for k, (dt, shape, _) in job.tensors.items())
    # The launch's scalar `M` is the first extent of the first tensor.
    first = next(iter(job.tensors.values()))[1][0] if job.tensors else 0
    code = CHILD.format(src=str(src), arch=arch, build=job.build, tensors=tensors + f"\nM = {first}", call=job.call,
                        probe=job.probe or "{}", probe_out=str(out / "probe.json"))
    start = time.time()
    with tempfile.TemporaryDirectory(prefix="flydsl-lib-") as tmp:
        env = dict(os.environ, COMPILE_ONLY="1", ARCH=arch, FLYDSL_GPU_ARCH=arch, FLYDSL_DUMP_IR="1",
                   FLYDSL_DUMP_DIR=tmp, FLYDSL_RUNTIME_ENABLE_CACHE="0", FLYDSL_RUNTIME_CACHE_DIR=tmp + "/cache",
                   ROCM_PATH=rocm)
        try:
            r = subprocess.run([python, "-c", code], env=env, capture_output=True, text=True, timeout=1800)
            rc, log = r.returncode, r.stdout + r.stderr
        except subprocess.TimeoutExpired:
            rc, log = -1, "timed out after 1800 s"
        kernels = []
        for origin in sorted(Path(tmp).glob("*/00_origin.mlir")):
            stage = origin.parent
            kernel = stage.name
            p = subprocess.run([python, "-c", flydsl_dump.POSTPROCESS, str(origin)], capture_output=True, text=True)
            if p.returncode:
                continue
            (out / f"{kernel}.mlir").write_text(p.stdout)
            have_bin = False
            for b in stage.glob("*_gpu_module_to_binary.mlir"):
                blob = flydsl_dump.extract_binary(b.read_text())
                if blob and blob[:4] == b"\x7fELF":
                    (out / f"{kernel}.flydsl.hsaco").write_bytes(blob)
                    have_bin = True
            kernels.append({"kernel": kernel, "flydsl_binary": have_bin})
    error = None
    if rc != 0:
        lines = [l for l in log.strip().splitlines() if l.strip() and not l.startswith("[flydsl.compile]")]
        err = [l for l in lines if re.match(r"^\w*(Error|Exception)\b|^\w+Error:", l)]
        error = (err[-1] if err else (lines[-1] if lines else f"exit {rc}"))[:300]
        (out / "log.txt").write_text(log[-20000:])
    status = {"job": job.name, "arch": arch, "kernels": kernels, "error": error, "seconds": round(time.time() - start, 1)}
    (out / "status.json").write_text(json.dumps(status, indent=1) + "\n")
    return status


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    return text.strip().splitlines()[0] if text.strip() else "failed"


def entry_for(job, arch, kernel, key, probe):
    grid, args, outputs, tol = job.run[kernel]
    if isinstance(grid, str):
        grid = eval(grid, {}, dict(probe))
    espec = []
    for a in args:
        if isinstance(a, tuple):
            espec.append({a[0]: a[1]})
        else:
            dt, shape, gen = job.tensors[a]
            espec.append({"tensor": a, "dtype": dt, "shape": list(shape), "gen": gen})
    return {"name": key, "job": job.name, "arch": arch, "kernel": kernel, "grid": list(grid), "args": espec,
            "outputs": outputs, "tolerance": {k: list(v) for k, v in tol.items()}, "seed": 1,
            **({"lds_out_of_range": True} if job.lds_out_of_range else {})}


def fly_step(job, arch, kernel, tdir, fdir, fly_bin):
    key = f"{job.name.replace('/', '.')}.{arch}.{kernel}"
    module = tdir / f"{kernel}.mlir"
    flydsl = tdir / f"{kernel}.flydsl.hsaco"
    fly = fdir / f"{key}.fly.hsaco"
    res = {"job": job.name, "arch": arch, "kernel": kernel, "key": key}
    start = time.time()
    r = subprocess.run([str(fly_bin / "fly-llc"), str(module), f"--mcpu={arch}", "-o", str(fly)],
                       capture_output=True, text=True)
    res["fly_llc_seconds"] = round(time.time() - start, 2)
    if r.returncode:
        res["compiled"] = False
        res["error"] = first_error(r.stderr)[:300]
        return res
    res["compiled"] = True
    if kernel not in job.run:
        res["agrees"] = None
        res["detail"] = "no launch given for the emulator"
    elif not flydsl.exists():
        res["agrees"] = None
        res["detail"] = "FlyDSL made no code object"
    else:
        pj = tdir / "probe.json"
        entry = entry_for(job, arch, kernel, key, json.loads(pj.read_text()) if pj.exists() else {})
        res["entry"] = entry
        try:
            cmp = check.compare_entry(entry, module, fly, flydsl, str(fly_bin / "fly-emu"), fdir / "work" / key)
        except Exception as e:  # a spec that does not fit the kernel: recorded, not fatal
            cmp = {"agrees": None, "detail": f"harness: {e}", "sides": {}}
        res.update(cmp)
    return res


MARK_BEGIN = "<!-- flydsl-library table -->"
MARK_END = "<!-- end of flydsl-library table -->"


def fmt_side(res, key):
    s = res.get("sides", {})
    if "fly" not in s or "flydsl" not in s:
        return ""
    a, b = s["fly"].get(key), s["flydsl"].get(key)
    if a is None or b is None:
        return ""
    return f"{a:.0f} / {b:.0f}"


def write_table(rows, doc, version, sha):
    lines = [MARK_BEGIN, "",
             f"Generated by `scripts/flydsl_library.py` with FlyDSL {version} (wheel) from FlyDSL's sources at "
             f"`{sha[:10]}`. Fly time / FlyDSL time: modelled cycles of the launch (`fly-emu --profile`); "
             "VGPRs include AGPRs; instructions: wave-instructions executed.", "",
             "| kernel | variant | arch | traced | compiled by Fly (or first error) | agrees | cycles Fly / FlyDSL | VGPRs | instructions |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    totals = {}
    for r in rows:
        t = totals.setdefault(r["arch"], [0, 0, 0, 0])
        t[0] += 1
        kernel, variant = r["job"].split("/", 1)
        if r.get("trace_error"):
            lines.append(f"| {kernel} | {variant} | {r['arch']} | no: {esc(r['trace_error'])} | | | | | |")
            continue
        t[1] += 1
        if r.get("compiled"):
            t[2] += 1
            comp = "yes"
        else:
            comp = "no: " + esc(r.get("error", ""))
        agrees = {True: "yes", False: "**no**", None: ""}[r.get("agrees")]
        if r.get("agrees"):
            t[3] += 1
        if r.get("detail") and r.get("agrees") is not True:
            agrees = (agrees + " " if agrees else "") + "(" + esc(r["detail"]) + ")"
        elif r.get("detail", "").startswith("dx: bit") or "bit-exact" in r.get("detail", ""):
            agrees += " (bit-exact)" if "within" not in r["detail"] else ""
        lines.append(f"| {kernel} | {variant} `{r['kernel']}` | {r['arch']} | yes | {comp} | {agrees} | "
                     f"{fmt_side(r, 'cycles')} | {fmt_side(r, 'vgprs')} | {fmt_side(r, 'instructions')} |")
    lines += ["", "| arch | modules | traced | compiled by Fly | agree with FlyDSL's code object |", "| --- | --- | --- | --- | --- |"]
    for arch, (n, tr, c, a) in sorted(totals.items()):
        lines.append(f"| {arch} | {n} | {tr} | {c} | {a} |")
    lines += ["", MARK_END]
    text = doc.read_text()
    block = "\n".join(lines)
    if MARK_BEGIN in text:
        text = text[:text.index(MARK_BEGIN)] + block + text[text.index(MARK_END) + len(MARK_END):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text)
    return totals


def esc(s):
    # Paths into the cache say nothing to a reader: the module's line and column stay.
    s = re.sub(r"/\S*/(trace|src-[0-9a-f]+)/\S*?/([\w.-]+\.(?:mlir|py))", r"\2", s)
    s = s.replace('"', "")
    return s.replace("|", "\\|").replace("\n", " ")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--flydsl-src", type=Path, help="a FlyDSL source tree")
    ap.add_argument("--flydsl-git", type=Path, default=Path("/work/.mirror/ROCm+FlyDSL/repo"),
                    help="a bare git mirror of ROCm/FlyDSL (its HEAD is used) when --flydsl-src is not given")
    ap.add_argument("--python", default=sys.executable, help="the venv's python with flydsl and torch")
    ap.add_argument("--fly-bin", type=Path, default=ROOT / "build/bin")
    ap.add_argument("--cache", type=Path, default=ROOT / "build/flydsl-library")
    ap.add_argument("--only", action="append", help="job name patterns (fnmatch), e.g. 'rmsnorm_bwd/*'")
    ap.add_argument("--arch", action="append")
    ap.add_argument("--batch", type=int, default=0, help="at most this many new traces in this run")
    ap.add_argument("--refresh-fly", action="store_true", help="redo fly-llc and the emulator runs")
    ap.add_argument("--retrace", action="store_true", help="trace again even when cached")
    ap.add_argument("--commit", action="store_true", help="update tests/flydsl/library from the cache")
    ap.add_argument("--doc", type=Path, default=ROOT / "docs/flydsl.md")
    ap.add_argument("--no-doc", action="store_true")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    jobs = [j for j in JOBS if not args.only or any(fnmatch.fnmatch(j.name, p) for p in args.only)]
    if args.list:
        for j in jobs:
            print(f"{j.name:40} {' '.join(j.archs):30} {j.src}")
        return 0
    cache = args.cache.resolve()
    cache.mkdir(parents=True, exist_ok=True)
    src, sha = flydsl_sources(args, cache)
    rocm = make_rocm_dir(cache)
    version = flydsl_dump.flydsl_version(args.python)
    new_traces = 0
    rows = []
    for job in jobs:
        for arch in job.archs:
            if args.arch and arch not in args.arch:
                continue
            tdir = cache / "trace" / f"{job.name.replace('/', '.')}.{arch}"
            st = tdir / "status.json"
            if args.retrace or not st.exists():
                if args.batch and new_traces >= args.batch:
                    continue
                new_traces += 1
                status = trace(job, arch, src, tdir, rocm, args.python)
                print(f"trace {job.name} {arch}: {status['seconds']} s, {len(status['kernels'])} kernel(s)"
                      + (f", FlyDSL: {status['error']}" if status["error"] else ""), flush=True)
            status = json.loads(st.read_text())
            if not status["kernels"]:
                rows.append({"job": job.name, "arch": arch, "kernel": "", "trace_error": status["error"] or "no module"})
                continue
            fdir = cache / "fly"
            fdir.mkdir(exist_ok=True)
            for k in status["kernels"]:
                kernel = k["kernel"]
                rj = fdir / f"{job.name.replace('/', '.')}.{arch}.{kernel}.json"
                if args.refresh_fly or not rj.exists():
                    res = fly_step(job, arch, kernel, tdir, fdir, args.fly_bin)
                    if status["error"] and not k["flydsl_binary"]:
                        res["flydsl_error"] = status["error"]
                    rj.write_text(json.dumps(res, indent=1) + "\n")
                    print(f"  {kernel}: {'compiled' if res['compiled'] else 'refused: ' + res.get('error', '')}"
                          + (f"; agrees: {res.get('agrees')} ({res.get('detail', '')})" if res["compiled"] else ""),
                          flush=True)
                res = json.loads(rj.read_text())
                rows.append(res)
                if args.commit and job.commit and res.get("agrees"):
                    commit_module(res, tdir, kernel)
    if args.commit:
        write_manifest(cache / "fly")
    if not args.no_doc and not args.only and not args.arch:
        totals = write_table(rows, args.doc, version, sha)
        for arch, (n, tr, c, a) in sorted(totals.items()):
            print(f"{arch}: {n} modules, {tr} traced, {c} compiled by Fly, {a} agree")
    return 0


LIB = ROOT / "tests/flydsl/library"


def commit_module(res, tdir, kernel):
    key = res["key"]
    header = f"// FlyDSL {flydsl_dump.flydsl_version(sys.executable)}: {res['job']} for {res['arch']} (scripts/flydsl_library.py)\n"
    (LIB / f"{key}.mlir").write_text(header + (tdir / f"{kernel}.mlir").read_text())
    shutil.copy(tdir / f"{kernel}.flydsl.hsaco", LIB / f"{key}.flydsl.hsaco")


def write_manifest(cache_fly):
    entries = []
    for mod in sorted(LIB.glob("*.mlir")):
        key = mod.name[: -len(".mlir")]
        rj = cache_fly / f"{key}.json"
        if rj.exists():
            e = json.loads(rj.read_text()).get("entry")
            if e:
                entries.append(e)
    (LIB / "manifest.json").write_text(json.dumps(entries, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())
