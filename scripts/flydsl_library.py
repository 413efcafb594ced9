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
                 lds_out_of_range=False, probe=None, src_at=None, adapt=(), dynamic_lds=0):
        self.dynamic_lds = dynamic_lds  # the launch's dynamic LDS bytes (FlyDSL's SharedAllocator(static=False))
        # src_at: FlyDSL's commit to take the job's source file (`src`) from instead of the tree's
        # (a kernel whose current source is newer than the wheel); adapt: (old, new) spellings
        # replaced in that file for the wheel. Both are recorded in the trace's status.json and the
        # table's variant column.
        self.src_at, self.adapt = src_at, tuple(adapt)
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
            run={"layernorm_kernel_0": ((M, 1, 1), ["x", "g", "b", "y"], ["y"], {"y": REL[dt]})},
            # Its current source's `Tensor + Int64` pointer arithmetic is newer than the wheel: the
            # source before it, spelled for the wheel (as scripts/flydsl_backend_test.py takes it).
            src_at="3082f456", adapt=[("from flydsl.expr.vector import", "from flydsl.expr.typing import")]))
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
                                      "y": ("i8", (M, n), "zeros"), "s": ("f32", (M,), "zeros")},
            # FlyDSL's launcher passes Gamma for the unused smoothing scale (XScale).
            run={"rmsnorm_quant_kernel_0": ((M, 1, 1), ["x", "g", "g", "s", "y"], ["y", "s"], {"s": REL["f32"]})},
            commit=True))
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
                                                  ["w", "i", "tei"], {"w": REL["f32"]})},
            commit=dt == "f32"))
    # Examples 04 (preshuffle GEMM) and 05 (gather / scatter through a TiledCopy).
    Mg, R, N = 64, 16, 64
    JOBS.append(Job(
        "example05_gather/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.gather_jit(src, dst, idx)",
        {"src": ("f32", (Mg, N), "uniform"), "dst": ("f32", (R, N), "zeros"), "idx": ("i32", (R,), f"int:0:{Mg - 1}")},
        run={"gather_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}, commit=True))
    JOBS.append(Job(
        "example05_scatter/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.scatter_jit(src, dst, idx)",
        {"src": ("f32", (R, N), "uniform"), "dst": ("f32", (Mg, N), "zeros"), "idx": ("i32", (R,), f"perm:{Mg}")},
        run={"scatter_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}, commit=True))


# attention/decode (a24)
def attention_jobs():
    # Flash attention (generic): one block of 256 threads per (batch, 128-row query tile, head);
    # K/V heads shared by GQA groups. The unused LSE / cu_seqlens / block-table slots get O, as
    # FlyDSL's launcher passes them. Ragged: seq_len not a multiple of the 128-row tile.
    for dt, d, causal, S in (("f16", 128, 0, 128), ("bf16", 64, 1, 128)):
        B, H, HKV = 1, 4, 2
        S_run = S - 28
        # p0..p3: the LSE, cu_seqlens and block-table slots FlyDSL's launcher fills with O (unread in
        # the dense kernel), as tensors of their own: one tensor passed twice would be two buffers of
        # one file on the emulator, the untouched copy written back last.
        t = {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros"),
             **{f"p{i}": (dt, (B, S, H, d), "zeros") for i in range(4)}}
        JOBS.append(Job(
            f"flash_attn_generic/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_generic.py",
            "from kernels.attention.flash_attn_generic import build_flash_attn_func_module_primary\n"
            f'launch = build_flash_attn_func_module_primary(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})", t,
            run={"flash_attn_generic_kernel_0": ((B * ((S_run + 127) // 128) * H, 1, 1),
                                                 ["q", "k", "v", "o", "p0", ("i32", S_run), ("i32", S_run), "p1", "p2",
                                                  "p3", ("i32", 0)], ["o"], {"o": REL[dt]})},
            commit=bool(causal)))
    # gfx950's dual-wave software-pipelined flash attention (bf16/f16, D 64/128) and its fp8 sibling.
    # The kernels read whole K/V tiles past seq_len (their own tests size the tensors so): the tensors
    # hold 512 rows, the launch says 100.
    for dt, d, causal in (("bf16", 128, 1), ("f16", 64, 0)):
        B, H, HKV, S = 1, 4, 2, 512
        JOBS.append(Job(
            f"flash_attn_gfx950/{dt}_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_gfx950.py",
            "from kernels.attention.flash_attn_gfx950 import build_flash_attn_dualwave_swp_module\n"
            f'launch = build_flash_attn_dualwave_swp_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="{dt}", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S})",
            {"q": (dt, (B, S, H, d), "uniform"), "k": (dt, (B, S, HKV, d), "uniform"),
             "v": (dt, (B, S, HKV, d), "uniform"), "o": (dt, (B, S, H, d), "zeros"),
             **{f"p{i}": (dt, (B, S, H, d), "zeros") for i in range(8)}}, archs=("gfx950",),
            # p0..p7 stand in for LSE, the debug counts, cu_seqlens, block table, bias, ALiBi slopes and
            # sink (FlyDSL's launcher passes O); 256-row query blocks; seq_len 100 (ragged).
            run={"flash_attn_dualwave_swp_gfx950_kernel_0": (
                (H, 1, B), ["q", "k", "v", "o"] + [f"p{i}" for i in range(8)] + [("i32", 100), ("i32", 100), ("i32", H * d),
                                                               ("i32", HKV * d), ("i32", d), ("i32", 0), ("i32", 0),
                                                               ("i32", 0)], ["o"], {"o": REL[dt]})}))
    for causal in (1, 0):
        B, H, HKV, S, d = 1, 4, 2, 2048, 128  # its K/V reads run further past seq_len
        JOBS.append(Job(
            f"flash_attn_fp8_gfx950/fp8_d{d}{'_causal' if causal else ''}", "kernels/attention/flash_attn_fp8_gfx950.py",
            "from kernels.attention.flash_attn_fp8_gfx950 import build_flash_attn_dualwave_swp_fp8_module\n"
            f'launch = build_flash_attn_dualwave_swp_fp8_module(num_heads={H}, head_dim={d}, causal={bool(causal)}, '
            f'dtype_str="fp8", num_kv_heads={HKV})',
            f"launch(q, k, v, o, {B}, {S}, q_descale=qd, k_descale=kd, v_descale=vd)",
            {"q": ("fp8e4m3", (B, S, H, d), "uniform"), "k": ("fp8e4m3", (B, S, HKV, d), "uniform"),
             "v": ("fp8e4m3", (B, S, HKV, d), "uniform"), "o": ("bf16", (B, S, H, d), "zeros"),
             "qd": ("f32", (1,), "pos"), "kd": ("f32", (1,), "pos"), "vd": ("f32", (1,), "pos"),
             # the fp8 Q/K/V bytes for the emulator: positive finite E4M3 values
             "qb": ("u8", (B, S, H, d), "int:0:119"), "kb": ("u8", (B, S, HKV, d), "int:0:119"),
             "vb": ("u8", (B, S, HKV, d), "int:0:119"), **{f"p{i}": ("bf16", (B, S, H, d), "zeros") for i in range(3)}},
            archs=("gfx950",),
            run={"flash_attn_dualwave_swp_fp8_bn128_kernel_0": (
                (H, 1, B), ["qb", "kb", "vb", "o", "p0", "p1", "p2", "qd", "kd", "vd", ("i32", 100), ("i32", 100),
                            ("i32", H * d), ("i32", HKV * d), ("i32", d)], ["o"], {"o": REL["bf16"]})}))
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
            # kb/vb: the caches' bytes for the emulator (positive finite E4M3 in both encodings).
            {"out": (qdt, (rows, qgs * hkv, d), "zeros"), "pm": ("f32", (1,), "zeros"),
             "q": (qdt, (rows, qgs * hkv, d), "uniform"), "bt": ("i32", (seqs, nblk // seqs), f"perm:{nblk}"),
             "cl": ("i32", (seqs,), f"int:1:{nblk // seqs * bs - 3}"), "ks": ("f32", (1,), "pos"),
             "kb": ("u8", (nblk, hkv, d // 16, bs, 16), "int:0:119"), "vb": ("u8", (nblk, hkv, bs // 16, d, 16), "int:0:119")},
            run={"pa_decode_tile_kernel_0": ((seqs, hkv, 1), ["out", "pm", "pm", "pm", "q", "kb", "vb", "bt", "cl", "ks", "ks",
                                                              ("i32", nblk // seqs), ("i32", 0), ("i32", 0),
                                                              ("i32", qgs * hkv * d), ("i32", d)],
                                             ["out"], {"out": REL[qdt]})},
            commit=qdt == "bf16"))

    # Sliding-window paged decode: raw i64 pointers (the checker passes the buffers' addresses) and
    # i32 strides, one fused partition (the window's last 256-token tile), as pa_decode_fp8.py's
    # host code launches it. 1024-token pages: K [blocks, kv heads, D/16, 1024, 16], V (not
    # transposed) [blocks, kv heads, D, 1024], fp8; per-tensor scales; the output is bf16
    # [batch, query length, kv heads, group, D]. Context lengths over two pages, ragged, each
    # sequence's window inside one 256-token tile (the fused kernel reads the first tile of the
    # window only: a window over two tiles needs max_context_partition_num 2 and the reduce).
    for qdt, win, qgs, cls in (("bf16", 64, 16, "700,1370"), ("f16", 128, 8, "1700,1200")):
        B, hkv, d, nblk, mbs, qlen = 2, 1, 128, 4, 2, 1
        eq = qlen * qgs
        ptrs = ["es", "ml", "to", "out", "q", "kb", "vb", "bt", "cl", "ks", "vs"]
        strides = [qgs * hkv * d, d,  # q: seq, head
                   hkv * d * 1024, d * 1024, hkv * d * 1024, d * 1024,  # K, V: block, head (bytes)
                   hkv * eq, eq, eq,  # exp sums: seq, head, partition
                   hkv * eq * d, eq * d, eq * d, d,  # temporary output: seq, head, partition, group
                   qlen * hkv * qgs * d, hkv * qgs * d, qgs * d, d,  # output: batch, len, kv head, group
                   mbs, 0, 0]  # block table row; per-token scale strides (per-tensor scales here)
        JOBS.append(Job(
            f"pa_decode_swa/{qdt}_w{win}_g{qgs}", "kernels/attention/pa_decode_swa.py",
            "from kernels.attention.pa_decode_swa import compile_pa_decode_sw\n"
            f'launch = compile_pa_decode_sw(sliding_window={win}, max_context_partition_num=1, '
            f'query_group_size={qgs}, query_input_dtype="{qdt}")["launch"]',
            "launch(*([0] * 11), *([0] * 20), 2, 1, 1, None)",
            {"es": ("f32", (B, hkv, 1, eq), "zeros"), "ml": ("f32", (B, hkv, 1, eq), "zeros"),
             "to": ("bf16", (B, hkv, 1, eq, d), "zeros"), "out": ("bf16", (B, qlen, hkv, qgs, d), "zeros"),
             "q": (qdt, (B * qlen, qgs * hkv, d), "uniform"),
             "kb": ("u8", (nblk, hkv, d // 16, 1024, 16), "fp8"), "vb": ("u8", (nblk, hkv, d, 1024), "fp8"),
             "bt": ("i32", (B, mbs), f"perm:{nblk}"), "cl": ("i32", (B,), "vals:" + cls),
             "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")},
            run={"pa_decode_sw_kernel_0": ((B, hkv * ((eq + 15) // 16), 1), ptrs + [("i32", v) for v in strides],
                                           ["out"], {"out": REL["bf16"]})},
            commit=qdt == "bf16"))
    for qgs, qlen in ((8, 1), (4, 2)):
        JOBS.append(Job(
            f"pa_metadata/v1_g{qgs}_q{qlen}", "kernels/attention/pa_metadata.py",
            "from kernels.attention.pa_metadata import compile_pa_metadata_v1\n"
            f"launch = compile_pa_metadata_v1(num_cu=8, num_heads_k=1, gqa={qgs}, kv_granularity=16, "
            f'query_length={qlen})["launch"]',
            "launch(qo, cl, wi, wf, ri, rf, rp, 3, None)",
            {"qo": ("i32", (4,), "zeros"), "cl": ("i32", (3,), "zeros"), "wi": ("i32", (9,), "zeros"),
             "wf": ("i32", (10, 8), "zeros"), "ri": ("i32", (4,), "zeros"), "rf": ("i32", (3, 2), "zeros"),
             "rp": ("i32", (10,), "zeros")}))
    # PS-mode paged decode over a work list (FlyDSL builds it with pa_metadata_v1, which its own wheel
    # cannot compile: the list is written out here as that scheduler lays it out). Two sequences of
    # 700 and 1500 tokens (1024-token pages, 256-token partitions, group 16, one KV head): worker 0
    # writes sequence 0's output directly (partial index -1), workers 1 and 2 split sequence 1's six
    # partitions into two partial slots (partial output rows 1 and 2; row 0 is the query length's).
    # Work item: batch, partial index, qo start, qo end, kv start, kv end (cumulative partitions),
    # unused, q heads (end << 16 | start).
    for qdt in ("bf16", "f16"):
        B, qgs, d, nblk = 2, 16, 128, 4
        work = [0, -1, 0, 1, 0, 3, 0, qgs << 16, 1, 0, 1, 2, 3, 6, 0, qgs << 16, 1, 1, 1, 2, 6, 9, 0, qgs << 16]
        strides = [qgs * d, d, d * 1024, d * 1024, d * 1024, d * 1024,  # q; K, V block and head (bytes)
                   qgs * d, d, qgs * d, qgs, 0, 0, qgs * d, qgs]  # out; partials; scales (per tensor); per query
        JOBS.append(Job(
            f"pa_decode_metadata/{qdt}", "kernels/attention/pa_metadata.py",
            "from kernels.attention.pa_metadata import compile_pa_decode_metadata\n"
            f'launch = compile_pa_decode_metadata(query_input_dtype="{qdt}", output_dtype_str="{qdt}")["launch"]',
            "launch(*([0] * 28), 8, None)",  # 14 raw pointers, 14 strides, the CU count
            {"out": (qdt, (B, qgs, d), "zeros"), "po": ("f32", (3, qgs, d), "zeros"), "pl": ("f32", (3, qgs), "zeros"),
             "q": (qdt, (B, qgs, d), "uniform"), "kb": ("u8", (nblk, 1, d // 16, 1024, 16), "fp8"),
             "vb": ("u8", (nblk, 1, d, 1024), "fp8"), "cl": ("i32", (B,), "vals:700,1500"),
             "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos"), "wi": ("i32", (4,), "vals:0,1,2,3"),
             "wf": ("i32", (3, 8), "vals:" + ",".join(map(str, work))), "pages": ("i32", (3,), "vals:2,0,3"),
             "kvi": ("i32", (B + 1,), "vals:0,1,3"), "pti": ("i32", (B + 1,), "vals:0,3,9")},
            run={"pa_decode_metadata_kernel_0": (
                (3, 1, 1), ["out", "po", "pl", "q", "kb", "vb", "cl", "ks", "vs", "wi", "wf", "pages", "kvi", "pti"]
                + [("i32", v) for v in strides], ["out", "po", "pl"],
                {"out": REL[qdt], "po": REL["f32"], "pl": REL["f32"]})},
            commit=qdt == "bf16"))
    # MLA decode (fp8 Q and KV, 128 heads, QK 576 / V 512, one-token pages) over a work list (FlyDSL's
    # test builds it with aiter's get_mla_metadata_v1; written out here): every item writes a partial
    # slot (output rows slot * 128, its LSE), as the kernel does for AITER's fast-mode lists. Item:
    # batch, partial slot, qo start, qo end, kv start, kv end (rows of the page table), unused, unused.
    # One item per worker. One sequence of 192 tokens split 64 + 128 (whole KV tiles: BLOCK_N is 32 on
    # gfx942, 64 on gfx950); two sequences of 40 and 190 tokens, the second split 140 + 50 (ragged:
    # the kernel masks the last tile's scores, where FlyDSL's code object is wrong, docs/flydsl.md).
    # Attention-sized fp8 values (|x| <= 2): saturated scores would hide the softmax.
    for seqs, items, wi in ((1, [(0, 0, 0, 0, 64), (0, 1, 0, 64, 192)], "0,1,2,2"),
                            (2, [(0, 0, 0, 0, 40), (1, 1, 1, 40, 180), (1, 2, 1, 180, 230)], "0,1,2,3")):
        pages = items[-1][4]
        work = ",".join(f"{b},{slot},{qs},{qs + 1},{k0},{k1},0,0" for b, slot, qs, k0, k1 in items)
        JOBS.append(Job(
            f"mla_decode/fp8_m16x8_s{seqs}", "kernels/attention/mla_fwd_decode_m16x8_fp8_fp8.py",
            "from kernels.attention.mla_fwd_decode_m16x8_fp8_fp8 import launch_mla_fwd_decode_m16x8_fp8_fp8 as launch\n"
            "fp8 = torch.float8_e4m3fn if arch == 'gfx950' else torch.float8_e4m3fnuz\n"
            f"q = torch.zeros(({seqs} * 128, 576), dtype=fp8)\nkv = torch.zeros((64, 576), dtype=fp8)",
            "launch(q, kv, idx, wi, wf, fo, so, sl, 0.0416, 8, 160 * 1024, None)",
            {"idx": ("i32", (64,), "zeros"), "wi": ("i32", (9,), "zeros"), "wf": ("i32", (80,), "zeros"),
             "fo": ("bf16", (seqs * 128, 512), "zeros"), "so": ("f32", (4 * 128, 512), "zeros"),
             "sl": ("f32", (4 * 128,), "zeros"),
             # the emulator's inputs: fp8 bytes of Q and the KV pages, the page table, the work list
             "qb": ("u8", (seqs * 128, 576), "fp8:0x40"), "kvb": ("u8", (256, 576), "fp8:0x40"),
             "pt": ("i32", (pages,), "perm:256"), "wir": ("i32", (4,), "vals:" + wi),
             "wfr": ("i32", (len(items) * 8,), "vals:" + work)},
            run={"kn_mla_fwd_decode_m16x8_fp8_fp8_0": (
                (3, 1, 1), ["qb", "kvb", "pt", "wir", "wfr", "fo", "so", "sl", ("f32", 0.0416)], ["so", "sl"],
                {"so": REL["f32"], "sl": REL["f32"]})},
            commit=seqs == 1))

    # The sliding-window decode partitioned (max_context_partition_num 3, a 300-token window over up
    # to three 256-token tiles: each partition writes its exp sum, max logit and bf16 partial
    # output, an empty one zeros / -inf), and the reduce that combines them (pa_decode_fp8.py's
    # second launch; random partials, one work-group per (sequence, kv head, query head), D threads).
    B, hkv, d, nblk, mbs, qgs, P = 2, 1, 128, 4, 2, 8, 3
    strides = [qgs * hkv * d, d, hkv * d * 1024, d * 1024, hkv * d * 1024, d * 1024,
               hkv * P * qgs, P * qgs, qgs, hkv * P * qgs * d, P * qgs * d, qgs * d, d,
               hkv * qgs * d, hkv * qgs * d, qgs * d, d, mbs, 0, 0]
    JOBS.append(Job(
        "pa_decode_swa/bf16_w300_g8_p3", "kernels/attention/pa_decode_swa.py",
        "from kernels.attention.pa_decode_swa import compile_pa_decode_sw\n"
        'launch = compile_pa_decode_sw(sliding_window=300, max_context_partition_num=3, '
        'query_group_size=8, query_input_dtype="bf16")["launch"]',
        "launch(*([0] * 11), *([0] * 20), 2, 1, 3, None)",
        {"es": ("f32", (B, hkv, P, qgs), "zeros"), "ml": ("f32", (B, hkv, P, qgs), "zeros"),
         "to": ("bf16", (B, hkv, P, qgs, d), "zeros"), "out": ("bf16", (B, 1, hkv, qgs, d), "zeros"),
         "q": ("bf16", (B, qgs * hkv, d), "uniform"),
         "kb": ("u8", (nblk, hkv, d // 16, 1024, 16), "fp8"), "vb": ("u8", (nblk, hkv, d, 1024), "fp8"),
         "bt": ("i32", (B, mbs), f"perm:{nblk}"), "cl": ("i32", (B,), "vals:700,1900"),
         "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")},
        run={"pa_decode_sw_kernel_0": ((B, hkv, P), ["es", "ml", "to", "out", "q", "kb", "vb", "bt", "cl", "ks", "vs"]
                                       + [("i32", v) for v in strides], ["es", "ml", "to"],
                                       {"es": REL["f32"], "ml": REL["f32"], "to": REL["bf16"]})}))
    JOBS.append(Job(
        "pa_decode_sw_reduce/bf16_p3_g8", "kernels/attention/pa_decode_swa.py",
        "from kernels.attention.pa_decode_swa import compile_pa_decode_sw_reduce\n"
        'launch = compile_pa_decode_sw_reduce(max_context_partition_num=3, query_seq_len=1, query_group_size=8, '
        'head_size=128, output_dtype_str="bf16")["launch"]',
        "launch(*([0] * 4), *([0] * 11), 2, 1, None)",
        {"out": ("bf16", (B, 1, hkv, qgs, d), "zeros"), "es": ("f32", (B, hkv, P, qgs), "pos"),
         "ml": ("f32", (B, hkv, P, qgs), "uniform"), "to": ("bf16", (B, hkv, P, qgs, d), "uniform")},
        run={"pa_decode_sw_reduce_kernel_0": ((B, hkv, qgs), ["out", "es", "ml", "to"] + [("i32", v) for v in (
            hkv * qgs * d, hkv * qgs * d, qgs * d, d, hkv * P * qgs, P * qgs, qgs, hkv * P * qgs * d, P * qgs * d,
            qgs * d, d)], ["out"], {"out": REL["bf16"]})},
        commit=True))
    # The PS-mode reduce (pa_metadata_reduce, aiter's pa_reduce_v1 replacement): three groups, the
    # first with no partials (a direct output: skipped), then two and three partial rows.
    JOBS.append(Job(
        "pa_metadata_reduce/bf16_h16", "kernels/attention/pa_metadata.py",
        "from kernels.attention.pa_metadata import compile_pa_metadata_reduce\n"
        'launch = compile_pa_metadata_reduce(query_length=1, num_query_heads=16, head_dim=128, '
        'output_dtype_str="bf16")["launch"]',
        "launch(out, po, pl, ri, rf, rp, 2048, 128, 2048, 16, 3, None)",
        {"out": ("bf16", (3, 16, 128), "zeros"), "po": ("f32", (5, 16, 128), "uniform"), "pl": ("f32", (5, 16), "uniform"),
         "ri": ("i32", (4,), "vals:0,0,2,5"), "rf": ("i32", (3, 2), "vals:0,0,1,0,2,0"),
         "rp": ("i32", (5,), "vals:0,1,2,3,4")},
        run={"pa_metadata_reduce_kernel_0": ((3, 16, 1), ["out", "po", "pl", "ri", "rf", "rp", ("i32", 2048), ("i32", 128),
                                                           ("i32", 2048), ("i32", 16)], ["out"], {"out": REL["bf16"]})},
        commit=True))
    # gfx950 sliding-window GQA attention (swa_gfx950: 32 query heads on 16 KV heads, D 128, 256 query
    # rows per work-group, band (LEFT 64, RIGHT 0)), as FlyDSL's test launches it.
    B, N, H, HKV, D = 1, 256, 32, 16, 128
    JOBS.append(Job(
        f"swa_gfx950/bf16_n{N}_w64_0", "kernels/attention/swa_gfx950.py",
        "from kernels.attention.swa_gfx950 import build_gqa_attn\n"
        f"launch = build_gqa_attn(ATTN_B={B}, ATTN_H={H}, ATTN_H_KV={HKV}, ATTN_D={D}, sliding_window=(64, 0))",
        f"launch(q, k, v, o, {H * D}, {HKV * D}, {HKV * D}, {H * D}, {N}, {N})",
        # K/V hold twice the rows: the kernel's LDS DMA reads whole KV blocks past its band's end.
        {"q": ("bf16", (B, N, H, D), "uniform"), "k": ("bf16", (B, 2 * N, HKV, D), "uniform"),
         "v": ("bf16", (B, 2 * N, HKV, D), "uniform"), "o": ("bf16", (B, N, H, D), "zeros")},
        archs=("gfx950",),
        run={"attend_ker_0": ((H, 1, B), ["q", "k", "v", "o", ("i32", H * D), ("i32", HKV * D), ("i32", HKV * D),
                                          ("i32", H * D), ("i32", N), ("i32", N)], ["o"], {"o": REL["bf16"]})}))


norm_jobs()
moe_jobs()
more_jobs()
attention_jobs()  # attention/decode (a24)


# The WMMA archs (a24): wave32 RDNA3 (gfx1100, gfx1151), RDNA4 (gfx1201) and gfx1250.
WMMA = ("gfx1100", "gfx1201", "gfx1250")
SMEM_CHECK = (("from flydsl.utils.smem_allocator import check_smem_capacity",
               "check_smem_capacity = lambda *args: None  # not in the 0.4.2 wheel"),)


def wmma_jobs():
    # Arch-generic kernels (norms, softmax, MoE routing, quantized RMSNorm) on the wave32 archs too:
    # FlyDSL's WARP_SIZE follows the target, the launches are the same.
    generic = ("softmax/f32_n1000", "softmax/bf16_n1000", "rmsnorm/bf16_n1000", "layernorm/bf16_n1000",
               "rmsnorm_bwd/f32_n1000", "fused_add_rmsnorm_bwd/bf16_n1000", "softmax_bwd/f32_n1000",
               "fused_add_rmsnorm/bf16_n1000", "rmsnorm_dynamicquant/bf16_n1000_i8")
    # FlyDSL's attention kernels are MFMA kernels (CDNA only): traced on the WMMA archs to record what
    # FlyDSL's own compile says.
    mfma_only = ("flash_attn_generic/bf16_d64_causal", "pa_decode_tile/bf16_bs16_q1_g8")
    for j in JOBS:
        if j.name in generic:
            j.archs = tuple(j.archs) + WMMA
        elif j.name in mfma_only:
            j.archs = tuple(j.archs) + ("gfx1201", "gfx1250")
    # RDNA f16/bf16 GEMMs: C[M,N] = A[M,K] B_T[N,K]^T, 128 x 128 x 32 blocks of 2 x 2 waves (gfx120x:
    # rdna_f16_gemm, 16x16x16 WMMA; gfx11: rdna3_f16_gemm); M, N whole blocks, K of 2 and 3 tiles.
    for arch, mod, idt, odt, M, N, K in (("gfx1201", "rdna_f16_gemm", "bf16", "bf16", 128, 128, 64),
                                         ("gfx1201", "rdna_f16_gemm", "f16", "f32", 256, 128, 96),
                                         ("gfx1100", "rdna3_f16_gemm", "bf16", "bf16", 128, 128, 64),
                                         ("gfx1151", "rdna3_f16_gemm", "f16", "f32", 256, 128, 96)):
        JOBS.append(Job(
            f"{mod}/{idt}_{odt}_m{M}_n{N}_k{K}", f"kernels/gemm/{mod}.py",
            f"from kernels.gemm.{mod} import create_wmma_gemm_module\n"
            f'launch = create_wmma_gemm_module({M}, {N}, {K}, in_dtype="{idt}", out_dtype="{odt}")[0]',
            "launch(c, a, bt, None)",
            {"c": (odt, (M, N), "zeros"), "a": (idt, (M, K), "uniform"), "bt": (idt, (N, K), "uniform")},
            archs=(arch,),
            run={"wmma_gemm_kernel_0": ((M // 128 * (N // 128), 1, 1), ["c", "a", "bt", ("i32", 0)], ["c"],
                                        {"c": REL[odt]})},
            commit=idt == "bf16"))
    # RDNA4 fp8 GEMM: A raw fp8 [M, K] and B preshuffled, both passed as f32 views of their bytes;
    # bf16 C with per-token / per-channel f32 scales (FlyDSL's test's shapes).
    for arch in ("gfx1201", "gfx1250"):
        M, N, K = 32, 128, 256
        JOBS.append(Job(
            f"rdna_fp8_preshuffle_gemm/m{M}_n{N}_k{K}", "kernels/gemm/rdna_fp8_preshuffle_gemm.py",
            "from kernels.gemm.rdna_fp8_preshuffle_gemm import compile_fp8_gemm\n"
            f"launch = compile_fp8_gemm(M={M}, N={N}, K={K})",
            "launch(c, a, b, sa, sb, None)",
            {"c": ("bf16", (M, N), "zeros"), "a": ("f32", (M, K // 4), "fp8"),
             "b": ("f32", (N // 16, K // 16, 2, 16, 2), "fp8"), "sa": ("f32", (M,), "pos"), "sb": ("f32", (N,), "pos")},
            archs=(arch,),
            run={"kernel_gemm_0": ((M // 32 * (N // 128), 1, 1), ["c", "a", "b", "sa", "sb"], ["c"],
                                   {"c": REL["bf16"]})},
            commit=arch == "gfx1201"))

    # gfx1250 GEMMs (TDM loads, WMMA 16x16x128 fp8 / scaled fp8 x fp4), as FlyDSL's
    # test_gemm_fp8fp4_gfx1250.py launches them: raw pointers made with flyc.from_c_void_p (their
    # host-side LDS capacity check, flydsl.utils.smem_allocator.check_smem_capacity, is newer than
    # the 0.4.2 wheel: left out).
    # a8w8 per-token/per-channel: A [M, K] fp8 (ragged M, allocated to whole tiles), B preshuffled
    # 16x16, f32 scales; 64 x 64 x 128 tiles of 2 x 2 waves, two buffers.
    ptr = "import flydsl.compiler as flyc\nimport flydsl.expr as fx\nP = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())\n"
    M, N, K = 100, 128, 512
    JOBS.append(Job(
        f"gemm_a8w8_gfx1250/ptpc_m{M}_n{N}_k{K}", "kernels/gemm/gemm_a8w8_gfx1250.py",
        ptr + "from kernels.gemm.gemm_a8w8_gfx1250 import launch_gemm_a8w8 as launch",
        f"launch(P(c), P(a), P(b), P(sa), P(sb), {M}, None, {N}, {K}, 0, {K}, {N}, 64, 64, 128, 2, 2, 0, 2, 1, 1, False)",
        {"c": ("bf16", (128, N), "zeros"), "a": ("u8", (128, K), "fp8"), "b": ("u8", (N, K), "fp8"),
         "sa": ("f32", (128,), "pos"), "sb": ("f32", (N,), "pos")},
        archs=("gfx1250",), adapt=SMEM_CHECK, dynamic_lds=34816,  # its ARENA_B: two 17408-byte A+B stages
        run={"kernel_gemm_a8w8_0": ((2, 2, 1), ["c", "a", "b", "sa", "sb", ("i32", M), ("i32", N), ("i32", K),
                                                ("i32", 0), ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}))
    # a8w4 MX-scaled: A [M, K] fp8, B [N, K/2] fp4 (E2M1 pairs) preshuffled, E8M0 scales per 32 of K
    # in FlyDSL's 32-row x 4-group layout; one 128 x 256 x 128 tile.
    M, N, K = 128, 256, 512
    JOBS.append(Job(
        f"gemm_a8w4_gfx1250/mxscale_m{M}_n{N}_k{K}", "kernels/gemm/gemm_a8w4_mxscale_gfx1250.py",
        ptr + "from kernels.gemm.gemm_a8w4_mxscale_gfx1250 import launch_gemm_a8w4_mxscale as launch",
        f"launch(c, P(a), P(b), sa, sb, {M}, None, {N}, {K}, {K}, {N}, 128, 256, 128, 2, 2, 0, 2, 1, 1)",
        {"c": ("bf16", (M, N), "zeros"), "a": ("u8", (M, K), "fp8"), "b": ("u8", (N, K // 2), "bytes"),
         "sa": ("u8", (M // 32, K), "int:120:130"), "sb": ("u8", (N // 32, K), "int:120:130")},
        archs=("gfx1250",), adapt=SMEM_CHECK,
        run={"kernel_gemm_a8w4_mxscale_0": ((1, 1, 1), ["c", "a", "b", "sa", "sb", ("i32", M), ("i32", N), ("i32", K),
                                                        ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}))
    # a8w4 MoE grouped GEMM (stage 2: no activation): rows grouped by expert in whole 64-row tiles
    # (expert 0: one tile, expert 1: two; the tile map holds each expert's end row), fp8 A with its
    # preshuffled E8M0 scales (viewed as i32), per-expert fp4 B and scales; 64 x 256 x 256 tiles.
    E, cm, N, K = 2, 192, 256, 256
    JOBS.append(Job(
        f"moe_a8w4_gfx1250/e{E}_m{cm}_n{N}_k{K}", "kernels/moe/moe_a8w4_mxscale_gfx1250.py",
        ptr.replace("fx.Uint8", "fx.Int8") + "from kernels.moe.moe_a8w4_mxscale_gfx1250 import launch_moe_gemm_a8w4 as launch",
        f"launch(c, P(a), P(b), sa, sb, {cm}, None, {N}, {K}, 64, 256, 256, 1, 4, 0, 1, 0, P(mt), {E}, 0, 0, P(a), 7.0, 1, 1)",
        {"c": ("bf16", (cm, N), "zeros"), "a": ("u8", (cm, K), "fp8"), "b": ("u8", (E, N, K // 2), "bytes"),
         "sa": ("i32", (cm // 4, K // 32), "bytes:124:130"),
         "sb": ("i32", (E, N * K // 32 // 4), "bytes:124:130"), "mt": ("i32", (E,), "vals:64,192")},
        archs=("gfx1250",),
        run={"kernel_moe_a8w4_mxscale_0": ((cm // 64, 1, 1), ["c", "a", "b", "sa", "sb", "mt", "a", ("i32", cm), ("i32", N),
                                                              ("f32", 7.0)], ["c"], {"c": REL["bf16"]})}))


wmma_jobs()


# gemm/moe/conv/rope (g24)
FP8_GEN = "fp8"  # random finite fp8 (e4m3, fn and fnuz alike): check.py's generator


def gemm_jobs():
    # Preshuffle GEMM: C[M,N] = A[M,K] B[N,K]^T with B preshuffled (its launcher views it in
    # 16 x 16-byte blocks: random contents need no shuffling), M a run-time argument and ragged
    # (A and C are bounded by M at the buffer descriptor). 8-bit inputs scale per row (scale_a,
    # f32 per M row) and per column (scale_b, per N). Signature of the launcher:
    # (C, A, B, scale_a, scale_b, bias, M, N, stream).
    for dt, M, N, K, tm, tn, tk in (("fp16", 20, 128, 256, 16, 64, 128), ("bf16", 37, 128, 256, 32, 64, 128),
                                    ("fp8", 20, 128, 512, 16, 64, 256), ("int8", 37, 64, 256, 32, 64, 128)):
        a_dt = {"fp16": "f16", "bf16": "bf16", "fp8": "i8", "int8": "i8"}[dt]
        gen = {"fp8": FP8_GEN, "int8": "int:-8:8"}.get(dt, "uniform")
        out = "f16" if dt == "fp16" else "bf16"
        # Flat tensors, as FlyDSL's test passes them (fp8 as int8).
        t = {"c": (out, (M * N,), "zeros"), "a": (a_dt, (M * K,), gen), "b": (a_dt, (N * K,), gen),
             # scale_a is read in groups of 4 rows through an unbounded descriptor, up to the
             # last M tile's end (on a GPU past a ragged M's allocation): padded to whole tiles.
             "sa": ("f32", ((M + tm - 1) // tm * tm,), "pos"), "sb": ("f32", (N,), "pos"),
             "bias": (out, (N,), "uniform")}
        JOBS.append(Job(
            f"preshuffle_gemm/{dt}_m{M}_n{N}_k{K}", "kernels/gemm/preshuffle_gemm.py",
            "from kernels.gemm.preshuffle_gemm import compile_preshuffle_gemm\n"
            f'launch = compile_preshuffle_gemm(N={N}, K={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, '
            f'in_dtype="{dt}", out_dtype="{out}")',
            f"launch(c, a, b, sa, sb, bias, {M}, {N}, None)", t,
            run={"kernel_gemm_0": (((M + tm - 1) // tm, N // tn, 1),
                                   ["c", "a", "b", "sa", "sb", "bias", ("i32", M), ("i32", N)], ["c"],
                                   {"c": REL[out]})},
            commit=True))

    # fp8 GEMMs with per-row / per-column f32 scales (gfx950: MFMA 16x16x128 f8f6f4), bf16 out.
    # Flat operands as FlyDSL's test passes them (fp8 as int8); B row-major (N, K) or
    # preshuffled; M ragged against the block.
    for waves, M, N, K, bm, bn, pre in ((4, 100, 128, 256, 64, 64, False), (4, 64, 192, 384, 64, 64, True),
                                        (8, 100, 256, 256, 128, 256, False), (8, 128, 256, 384, 128, 256, True)):
        # A and scale_a are read through unbounded descriptors for whole M blocks (on a GPU past a
        # ragged M's allocation): allocated to whole blocks; C is stored for the M rows only.
        Mp = (M + bm - 1) // bm * bm
        t = {"a": ("i8", (Mp * K,), FP8_GEN), "b": ("i8", (N * K,), FP8_GEN), "c": ("bf16", (M * N,), "zeros"),
             "sa": ("f32", (Mp,), "pos"), "sb": ("f32", (N,), "pos")}
        extra = f", use_xcd_remap=False" if waves == 4 else ""
        grid = ((M + bm - 1) // bm * ((N + bn - 1) // bn), 1, 1)
        JOBS.append(Job(
            f"fp8_gemm_{waves}wave/m{M}_n{N}_k{K}{'_preshuffle_b' if pre else ''}", f"kernels/gemm/fp8_gemm_{waves}wave.py",
            f"from kernels.gemm.fp8_gemm_{waves}wave import compile_fp8_gemm_{waves}w\n"
            f"launch = compile_fp8_gemm_{waves}w(K={K}, BLOCK_M={bm}, BLOCK_N={bn}, b_preshuffled={pre}{extra})",
            f"launch(a, b, c, sa, sb, {M}, {N}, None)", t, archs=("gfx950",),
            run={"kernel_gemm_0": (grid, ["a", "b", "c", "sa", "sb", ("i32", M), ("i32", N)], ["c"],
                                   {"c": REL["bf16"]})},
            commit=waves == 4))
    # fp4 (MXFP4) 4-wave GEMM, gfx950: a 256 x 256 block, all in bounds; e8m0 scales per 32.
    for M, N, K in ((256, 256, 1024),):
        t = {"a": ("u8", (M * K // 2,), "bytes"), "b": ("u8", (N * K // 2,), "bytes"), "c": ("bf16", (M * N,), "zeros"),
             "sa": ("u8", (M * K // 32,), "int:120:130"), "sb": ("u8", (N * K // 32,), "int:120:130")}
        JOBS.append(Job(
            f"fp4_gemm_4wave/m{M}_n{N}_k{K}", "kernels/gemm/fp4_gemm_4wave.py",
            "from kernels.gemm.fp4_gemm_4wave import compile_fp4_gemm_4w\n"
            f"launch = compile_fp4_gemm_4w(K={K}, MN=({M}, {N}), use_xcd_remap=False)",
            f"launch(a, b, c, sa, sb, {M}, {N}, None)", t, archs=("gfx950",),
            run={"kernel_gemm_0": ((M // 256 * (N // 256), 1, 1), ["a", "b", "c", "sa", "sb", ("i32", M), ("i32", N)],
                                   ["c"], {"c": REL["bf16"]})}))


def conv_rope_jobs():
    # Implicit-GEMM conv3d, bf16, gfx950 (MFMA 16x16x32 bf16): x NDHWC, weight (K, KT*KH*KW*C),
    # y NCDHW, flat as the kernel views them; a small tile (32 x 32, 2 waves), ragged output
    # rows and channels.
    for n, c, d, h, w, k, ks, st, pad, bias in ((1, 8, 3, 5, 6, 24, (3, 3, 3), (1, 1, 1), (1, 1, 1), False),
                                                (2, 16, 2, 7, 5, 40, (1, 3, 3), (1, 2, 2), (0, 1, 1), True)):
        kt, kh, kw = ks
        do = (d + 2 * pad[0] - kt) // st[0] + 1
        ho = (h + 2 * pad[1] - kh) // st[1] + 1
        wo = (w + 2 * pad[2] - kw) // st[2] + 1
        npq = n * do * ho * wo
        t = {"y": ("bf16", (n * k * do * ho * wo,), "zeros"), "x": ("bf16", (n * d * h * w * c,), "uniform"),
             "wt": ("bf16", (k * kt * kh * kw * c,), "uniform"), "bias": ("f32", (k,), "uniform")}
        args = ", ".join(map(str, (n, c, d, h, w, k, kt, kh, kw, *st, *pad)))
        JOBS.append(Job(
            f"conv3d_implicit/n{n}_c{c}_k{k}_{kt}x{kh}x{kw}{'_bias' if bias else ''}", "kernels/conv/conv3d_implicit.py",
            "from kernels.conv.conv3d_implicit import compile_conv3d_implicit\n"
            f"launch = compile_conv3d_implicit({args}, has_bias={bias}, splitk=1, tile=(32, 32, 1, 2))",
            "launch(y, x, wt, bias, None)", t, archs=("gfx950",),
            # The wheel makes a vector load's result from a type, not a class holding one.
            adapt=[("result_type=Vec8Ty)", "result_type=Vec8Ty.ir_type)")],
            run={"conv3d_implicit_kernel_0": (((npq + 31) // 32, (k + 31) // 32, 1), ["y", "x", "wt", "bias"], ["y"],
                                              {"y": REL["bf16"]})},
            commit=not bias))
    # Fused RoPE + KV-cache write (NeoX): one block per (head, token); flash and non-flash cache
    # layouts, distinct slots.
    for dt, D, QH, KH, T, flash in (("bf16", 64, 4, 1, 5, True), ("f16", 128, 8, 2, 3, False)):
        bs, nb, max_pos = 16, 2, 32
        kc = (nb, bs, KH, D) if flash else (nb, KH, D // 16, bs, 16)
        vc = (nb, bs, KH, D) if flash else (nb, KH, D, bs)
        t = {"q": (dt, (T, QH, D), "uniform"), "k": (dt, (T, KH, D), "uniform"), "v": (dt, (T, KH, D), "uniform"),
             "pos": ("i32", (T,), f"int:0:{max_pos - 1}"), "cos": (dt, (max_pos, D // 2), "uniform"),
             "sin": (dt, (max_pos, D // 2), "uniform"), "slot": ("i32", (T,), f"perm:{nb * bs}"),
             "kc": (dt, kc, "zeros"), "vc": (dt, vc, "zeros"), "qo": (dt, (T, QH, D), "zeros"),
             "ko": (dt, (T, KH, D), "zeros"), "ks": ("f32", (1,), "ones"), "vs": ("f32", (1,), "ones")}
        JOBS.append(Job(
            f"fused_rope_cache/{dt}_d{D}_q{QH}_kv{KH}_t{T}{'_flash' if flash else ''}",
            "kernels/attention/fused_rope_cache_kernel.py",
            "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
            f'launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, '
            f'block_size={bs}, flash_layout={flash}, dtype_str="{dt}")',
            f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)", t,
            run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                       ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                        "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"], {})}))

    # Fused RMSNorm + GPT-J RoPE (+ fp8 quant with per-group scales) of Q and KV, bf16: D = 512
    # (its one-wave design), RoPE on the last 64; raw-pointer operands as its wrapper passes them.
    for H, T, quant, G, qw in ((2, 3, False, 512, False), (2, 4, True, 128, True)):
        D, RD, max_pos = 512, 64, 16
        od = "u8" if quant else "bf16"
        NG = D // G
        t = {"q": ("bf16", (T, H, D), "uniform"), "kv": ("bf16", (T, D), "uniform"), "qw": ("bf16", (D,), "pos"),
             "kvw": ("bf16", (D,), "pos"), "cos": ("bf16", (max_pos, RD // 2), "uniform"),
             "sin": ("bf16", (max_pos, RD // 2), "uniform"), "pos": ("i64", (T,), f"int:0:{max_pos - 1}"),
             "qo": (od, (T, H, D), "zeros"), "kvo": (od, (T, D), "zeros"),
             "qs": ("f32", (T, H, NG) if quant else (1,), "zeros"), "kvs": ("f32", (T, NG) if quant else (1,), "zeros")}
        outs = ["qo", "kvo"] + (["qs", "kvs"] if quant else [])
        JOBS.append(Job(
            f"qk_norm_rope_quant/h{H}_t{T}{f'_fp8_g{G}' if quant else ''}{'_qweight' if qw else ''}",
            "kernels/attention/qk_norm_rope_quant.py",
            "import flydsl.expr as fx\n"
            "from kernels.attention.qk_norm_rope_quant import compile_flydsl_qk_norm_rope_quant\n"
            f"launch = compile_flydsl_qk_norm_rope_quant(num_q_heads={H}, head_dim={D}, rope_head_dim={RD}, "
            f'quant={quant}, group_size={G}, scale_dtype="fp32", q_weighted={qw})\n'
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())\n"
            "S = flyc.from_torch_tensor",
            f"flyc.compile(launch, P(q), P(kv), S(qw), S(kvw), S(cos), S(sin), P(pos), P(qo), P(kvo), P(qs), P(kvs), "
            f"{D}, {T}, fx.Stream(None))", t,
            run={"qk_norm_rope_quant_kernel_0": ((H + 1, T, 1), ["q", "kv", "qw", "kvw", "cos", "sin", "pos", "qo", "kvo",
                                                                 "qs", "kvs", ("i32", D)], outs, {})}))


def moe_gemm_jobs():
    # MoE top-k reduce: Y[t] = sum_k X[t, k] (optionally masked by expert_mask[topk_ids]);
    # its launcher takes fx.Pointer arguments (raw addresses), as FlyDSL's test passes them.
    for dt, k, D, mask in (("f16", 2, 256, False), ("bf16", 3, 520, True)):
        T, E = 5, 8
        t = {"x": (dt, (T, k, D), "uniform"), "y": (dt, (T, D), "zeros"), "mask": ("i32", (E,), "int:0:1"),
             "ids": ("i32", (T, k), f"int:0:{E - 1}")}
        V = 8
        JOBS.append(Job(
            f"moe_reduce/{dt}_k{k}_d{D}{'_mask' if mask else ''}", "kernels/moe/moe_gemm_2stage/moe_reduce.py",
            "import flydsl.expr as fx\n"
            "from kernels.moe.moe_gemm_2stage.moe_reduce import compile_moe_reduction\n"
            f'launch = compile_moe_reduction(topk={k}, model_dim={D}, dtype_str="{dt}", use_mask={mask}, '
            f'num_experts={E if mask else 0})\n'
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
            f"flyc.compile(launch, P(x), P(y), P(mask), P(ids), {T}, fx.Stream(None))", t,
            run={"moe_reduction_kernel_0": ((T, (D + 256 * V - 1) // (256 * V), 1), ["x", "y", "mask", "ids", ("i32", T)],
                                            ["y"], {"y": REL[dt]})},
            commit=True))

    # The 2-stage MoE GEMMs (fp8 / int8 per-token scaled, preshuffled weights), on a routing as
    # moe_sorting makes it (check.py's `moe:` inputs: T tokens to K of E experts, padded to
    # tile_m rows per expert). Stage 1: gate-up + SiLU into (T, K, inter); stage 2: down
    # projection into (T*K, model) rows, or accumulated into (T, model) with atomics.
    def routing(T, E, K, tm):
        padded = T * K + E * tm - K
        spec = f"{T}:{E}:{K}:{tm}"
        return {"sids": ("i32", (padded,), f"moe:ids:{spec}"), "seids": ("i32", ((padded + tm - 1) // tm,), f"moe:experts:{spec}"),
                "sw": ("f32", (padded,), f"moe:weights:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}")}, (padded + tm - 1) // tm
    model, inter = 256, 128
    # Stage 1 copies A to LDS in blocks of 256 / (tile_k / 16) rows (32 at tile_k 128), which a
    # tile_m as small as 16 does not hold: its second stage's rows land past its LDS and on the
    # other stage's (FlyDSL's code and Fly's alike); tile_m 32 is what that copy needs.
    for stage, dt, out, T, E, K, tm, tn, tk, acc in ((1, "fp8", "f16", 7, 8, 2, 32, 64, 128, False),
                                                     (1, "int8", "bf16", 33, 8, 2, 32, 64, 128, False),
                                                     (2, "fp8", "f16", 7, 8, 2, 16, 64, 128, False),
                                                     (2, "int8", "bf16", 33, 8, 2, 16, 64, 128, True)):
        r, blocks = routing(T, E, K, tm)
        # Small fp8 magnitudes: a K-long sum of random E4M3 products (up to 448^2 each) overflows f16.
        gen = "fp8small" if dt == "fp8" else "int:-8:8"
        if stage == 1:
            rows, dim0, dim1, cn = T, inter, model, min(max(tn, 64), 128)
            t = {"out": (out, (T * K * inter,), "zeros"), "x": ("i8", (T * model,), gen),
                 "w": ("i8", (E * 2 * inter * model,), gen), "sx": ("f32", (T,), "pos"), "sw_": ("f32", (E * 2 * inter,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm1\nlaunch = compile_moe_gemm1(model_dim={model}, "
                     f"inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, "
                     f'doweight_stage1=False, out_dtype="{out}", in_dtype="{dt}")')
        else:
            rows, dim0, dim1, cn = T * K, model, inter, tn
            t = {"out": (out, ((T if acc else T * K) * model,), "zeros"), "x": ("i8", (T * K * inter,), gen),
                 "w": ("i8", (E * model * inter,), gen), "sx": ("f32", (T * K,), "pos"), "sw_": ("f32", (E * model,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm2\nlaunch = compile_moe_gemm2(model_dim={model}, "
                     f"inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, "
                     f'doweight_stage2=False, out_dtype="{out}", accumulate={acc}, in_dtype="{dt}")')
        t.update(r)
        names = ["out", "x", "w", "sx", "sw_", "sids", "seids", "sw", "nv"]
        JOBS.append(Job(
            f"moe_gemm{stage}/{dt}_{out}_t{T}_e{E}_k{K}_tile{tm}x{tn}x{tk}{'_accumulate' if acc else ''}",
            f"kernels/moe/moe_gemm_2stage/gemm{stage}.py", build,
            f"flyc.compile(launch, {', '.join(names)}, {T}, {dim0}, {dim1}, {blocks}, None)", t,
            # Stage 1's kernel is named for its fused gate-up path whatever the input type.
            run={("moe_gemm1_fp8_gateup_0" if stage == 1 else "moe_gemm2_0"): ((dim0 // cn, blocks, 1), names + [("i32", T), ("i32", dim0), ("i32", dim1),
                                                                      ("i32", blocks)], ["out"],
                                        {"out": (REL[out][0], 1e-2) if acc else REL[out]})},
            # Committed: stage 1 fp8 (the FNUZ atom on gfx950), stage 2 int8 accumulating (atomics).
            commit=(stage == 1) == (dt == "fp8")))


def more_family_jobs():
    # gfx950's a16w16 GEMM ("hgemm", kernels/gemm/gemm_a16w16_gfx950.py): C = A B with A (M, K) and B
    # (K, N) row-major ("nn"), dynamic layouts as its host wrapper marks them, bf16; plain and
    # half-tile-interleaved pipelines; split-K 1 (its semaphore/signal buffers unread).
    for M, N, K, hti in ((100, 128, 256, False), (128, 256, 256, True)):
        bm, bn = (64, 64) if not hti else (128, 128)
        t = {"c": ("bf16", (M, N), "zeros"), "a": ("bf16", (M, K), "uniform"), "b": ("bf16", (K, N), "uniform"),
             "sem": ("i32", (1024,), "zeros"), "sig": ("i32", (1024,), "zeros")}
        JOBS.append(Job(
            f"gemm_a16w16_gfx950/bf16_m{M}_n{N}_k{K}{'_hti' if hti else ''}", "kernels/gemm/gemm_a16w16_gfx950.py",
            "import flydsl.expr as fx\n"
            "from kernels.gemm.gemm_a16w16_gfx950 import gemm_a16w16_gfx950, make_gemm_a16w16_param_and_validate\n"
            "from kernels.gemm.gemm_a16w16_gfx950_utils import SPLIT_K_SEMAPHORE_MAX_LEN\n"
            f"kw = dict(block_m={bm}, block_n={bn}, block_k=64, stages=2, split_k=1, m_waves=2, n_waves=2, k_waves=1, "
            f"group_m=0, use_half_tile_interleaved={hti}, a_is_transposed=False, b_is_transposed=False, in_dtype_id=2, "
            "out_dtype_id=2, has_bias=False)\n"
            f"param = make_gemm_a16w16_param_and_validate({M}, {N}, {K}, kw)\n"
            "D = lambda t: flyc.from_dlpack(t).mark_layout_dynamic(leading_dim=1)",
            "gemm_a16w16_gfx950(D(c), D(a), D(b), D(a), sem, sig, 1, param, fx.Stream(None))", t, archs=("gfx950",),
            # The kernel's arguments as its jit wrapper passes them: m, n, k, split_k, working_k (K: a
            # multiple of the 16-byte DMA), A's and B's leading strides; one block per output tile.
            run={f"hgemm_bf16_t{bm}x{bn}x64x2_ks1_w2x2x1_gm0_bias0_lnn_p{'hti' if hti else 'ft'}_0": (
                (-(-M // bm) * -(-N // bn), 1, 1),
                ["c", "a", "b", "a", "sem", "sig", ("i32", M), ("i32", N), ("i32", K), ("i32", 1), ("i32", K),
                 ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}, commit=True))
    # MXFP4 preshuffle GEMM (gfx950): fp4 A x preshuffled fp4 B with e8m0 scales per 32, bf16 out; raw
    # pointers as FlyDSL's test passes them (random bytes need no shuffling).
    for M, N, K, tm, tn, tk in ((40, 256, 512, 32, 128, 256),):
        Mp = (M + 31) // 32 * 32
        t = {"c": ("bf16", (M * N,), "zeros"), "a": ("u8", (Mp * K // 2,), "bytes"), "b": ("u8", (N * K // 2,), "bytes"),
             "sa": ("u8", (Mp * K // 32,), "int:120:130"), "sb": ("u8", (N * K // 32,), "int:120:130")}
        JOBS.append(Job(
            f"mxfp4_preshuffle/fp4_m{M}_n{N}_k{K}", "kernels/gemm/mxfp4_preshuffle.py",
            "import flydsl.expr as fx\nfrom kernels.gemm.mxfp4_preshuffle import launch_gemm\n"
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
            f'launch_gemm(P(c), P(a), P(b), P(sa), P(sb), {M}, {N}, fx.Stream(None), {N}, {K}, {tm}, {tn}, {tk}, "fp4", '
            '"bf16", "fp4", 1, -1, -1, -1, -1, -1, -1, 0, 0)', t, archs=("gfx950",)))
    # Example 04 (preshuffle GEMM, f16, MFMA 16x16x16): run at module load; sized down and made
    # CPU-only for the wheel (random B needs no host shuffle).
    JOBS.append(Job(
        "example04_preshuffle_gemm/f16_m256_n256_k128", "examples/04-preshuffle_gemm.py",
        'mod = load("examples/04-preshuffle_gemm.py")', "pass",
        {"a": ("f16", (256, 128), "uniform"), "b": ("f16", (256 * 128,), "uniform"), "c": ("f16", (256, 256), "zeros")},
        run={"gemm_kernel_0": ((2, 2, 1), ["a", "b", "c"], ["c"], {"c": REL["f16"]})}, commit=True,
        adapt=[("M, N, K = 4096, 4096, 4096", "M, N, K = 256, 256, 128"),
               ("from tests.utils import shuffle_weight", "shuffle_weight = lambda b, layout: b"),
               (".cuda()", ""), (", stream=torch.cuda.current_stream())", ")"),
               ("torch.cuda.synchronize()", "pass")]))
    # More fused RoPE + KV cache variants: fp8 caches with per-tensor scales (apply_scale), i64
    # positions, full-width cos/sin (reuse_freqs_front_part=False).
    for dt, D, QH, KH, T, flash, scale, pos, reuse in (("bf16", 128, 8, 1, 5, True, True, "i64", False),
                                                       ("f16", 64, 4, 2, 3, False, True, "i32", True)):
        bs, nb, max_pos = 16, 2, 32
        kc = (nb, bs, KH, D) if flash else (nb, KH, D // 16, bs, 16)
        vc = (nb, bs, KH, D) if flash else (nb, KH, D, bs)
        cdt = "u8" if scale else dt
        t = {"q": (dt, (T, QH, D), "uniform"), "k": (dt, (T, KH, D), "uniform"), "v": (dt, (T, KH, D), "uniform"),
             "pos": (pos, (T,), f"int:0:{max_pos - 1}"), "cos": (dt, (max_pos, D // 2 if reuse else D), "uniform"),
             "sin": (dt, (max_pos, D // 2 if reuse else D), "uniform"), "slot": ("i32", (T,), f"perm:{nb * bs}"),
             "kc": (cdt, kc, "zeros"), "vc": (cdt, vc, "zeros"), "qo": (dt, (T, QH, D), "zeros"),
             "ko": (dt, (T, KH, D), "zeros"), "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")}
        JOBS.append(Job(
            f"fused_rope_cache/{dt}_d{D}_q{QH}_kv{KH}_t{T}{'_flash' if flash else ''}_fp8cache_pos{pos}"
            f"{'' if reuse else '_fullfreqs'}",
            "kernels/attention/fused_rope_cache_kernel.py",
            "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
            f'launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, '
            f'block_size={bs}, flash_layout={flash}, dtype_str="{dt}", apply_scale={scale}, '
            f'reuse_freqs_front_part={reuse}, pos_dtype="{pos}")',
            f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)", t,
            run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                       ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                        "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"], {})}))
    # Norm backward: the two-stage RMSNorm backward (per-program dweight partials, then a reduce
    # kernel) and the LayerNorm backward (raw pointers; dgamma/dbias by f32 atomics).
    M = 3
    for dt, n in (("bf16", 1000), ("f32", 1000)):
        P = 2
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"), "dw": (dt, (n,), "zeros"),
             "dwp": ("f32", (P, n), "zeros")}
        JOBS.append(Job(
            f"rmsnorm_bwd_two_stage/{dt}_n{n}_p{P}", "kernels/norm/rmsnorm_bwd_kernel.py",
            "from kernels.norm.rmsnorm_bwd_kernel import build_rmsnorm_bwd_two_stage_module\n"
            f'launch = build_rmsnorm_bwd_two_stage_module({n}, "{dt}", {P})',
            "launch(x, g, dy, rstd, dx, dw, dwp, M)", t))
    for dt, n in (("bf16", 1000),):
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "mean": ("f32", (M,), "uniform"), "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"),
             "dg": ("f32", (n,), "zeros"), "db": ("f32", (n,), "zeros")}
        JOBS.append(Job(
            f"layernorm_bwd/{dt}_n{n}", "kernels/norm/layernorm_kernel.py",
            "import flydsl.expr as fx\nfrom kernels.norm.layernorm_kernel import build_layernorm_bwd_module\n"
            f'launch = build_layernorm_bwd_module({n}, "{dt}")\n'
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
            "launch(P(x), P(g), P(dy), P(mean), P(rstd), P(dx), P(dg), P(db), M)", t,
            run={"layernorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "mean", "rstd", "dx", "dg", "db", ("i32", M)],
                                            ["dx", "dg", "db"], {"dx": REL[dt], "dg": REL["f32"], "db": REL["f32"]})}))


gemm_jobs()
conv_rope_jobs()
moe_gemm_jobs()
more_family_jobs()

# FlyDSL's kernels at the configurations of Fly's registry kernels that docs/kernels.md sets beside
# them (scripts/kernel_report.py): the same compile-time shape, tile and dtype as the registry
# entry's defaults, a problem big enough to fill the launch. Traced and compared only with
# --registry, which copies them to tests/flydsl/registry/ (not the library table: these are the
# registry's problems, not FlyDSL's conformance).
REGISTRY_JOBS = []


def registry_jobs():
    T = 333
    E, K = 128, 8
    REGISTRY_JOBS.append(Job(
        f"topk_gating_softmax/registry_bf16_e{E}_k{K}_t{T}", "kernels/moe/topk_gating_softmax_kernel.py",
        "from kernels.moe.topk_gating_softmax_kernel import build_topk_gating_softmax_module, "
        "_compute_topk_gating_layout\n"
        f'launch = build_topk_gating_softmax_module({E}, {K}, "bf16", renormalize=True)',
        f"launch(g, w, i, tei, {T})",
        {"g": ("bf16", (T, E), "uniform"), "w": ("f32", (T, K), "zeros"), "i": ("i32", (T, K), "zeros"),
         "tei": ("i32", (T, K), "zeros")},
        probe=f'{{"tpb": _compute_topk_gating_layout({E}, {K}, "bf16")["TOKENS_PER_BLOCK"]}}',
        run={"topk_gating_softmax_kernel_0": (f"(({T} - 1) // tpb + 1, 1, 1)", ["g", "w", "i", "tei", ("i32", T)],
                                              ["w", "i", "tei"], {"w": (2e-5, 1e-9)})}))
    T, K, D = 129, 8, 4096
    REGISTRY_JOBS.append(Job(
        f"moe_reduce/registry_bf16_k{K}_d{D}_t{T}", "kernels/moe/moe_gemm_2stage/moe_reduce.py",
        "import flydsl.expr as fx\n"
        "from kernels.moe.moe_gemm_2stage.moe_reduce import compile_moe_reduction\n"
        f'launch = compile_moe_reduction(topk={K}, model_dim={D}, dtype_str="bf16", use_mask=False, num_experts=0)\n'
        "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
        f"flyc.compile(launch, P(x), P(y), P(mask), P(ids), {T}, fx.Stream(None))",
        {"x": ("bf16", (T, K, D), "uniform"), "y": ("bf16", (T, D), "zeros"), "mask": ("i32", (8,), "int:1:1"),
         "ids": ("i32", (T, K), "int:0:7")},
        run={"moe_reduction_kernel_0": ((T, (D + 256 * 8 - 1) // (256 * 8), 1), ["x", "y", "mask", "ids", ("i32", T)],
                                        ["y"], {"y": REL["bf16"]})}))
    # fused_rope_cache's registry defaults: bf16, D = 128, 8 query heads on 1 KV head, 16-slot
    # blocks, flash layout, i64 positions and slots, 2048 cos/sin rows; T = 77 tokens into 6 blocks.
    T, D, QH, KH, bs, nb, max_pos = 77, 128, 8, 1, 16, 6, 2048
    REGISTRY_JOBS.append(Job(
        f"fused_rope_cache/registry_bf16_d{D}_q{QH}_kv{KH}_t{T}_flash_i64", "kernels/attention/fused_rope_cache_kernel.py",
        "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
        f"launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, "
        f'block_size={bs}, flash_layout=True, dtype_str="bf16", pos_dtype="i64")',
        f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)",
        {"q": ("bf16", (T, QH, D), "uniform"), "k": ("bf16", (T, KH, D), "uniform"),
         "v": ("bf16", (T, KH, D), "uniform"), "pos": ("i64", (T,), f"int:0:{max_pos - 1}"),
         "cos": ("bf16", (max_pos, D // 2), "uniform"), "sin": ("bf16", (max_pos, D // 2), "uniform"),
         "slot": ("i64", (T,), f"perm:{nb * bs}"), "kc": ("bf16", (nb, bs, KH, D), "zeros"),
         "vc": ("bf16", (nb, bs, KH, D), "zeros"), "qo": ("bf16", (T, QH, D), "zeros"),
         "ko": ("bf16", (T, KH, D), "zeros"), "ks": ("f32", (1,), "ones"), "vs": ("f32", (1,), "ones")},
        # The rotated values round once to bf16 from f32 arithmetic in an order of each side's
        # choosing (fused or not): about one bf16 ulp.
        run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                   ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                    "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"],
                                                   {"kc": REL["bf16"], "qo": REL["bf16"], "ko": REL["bf16"]})}))
    # The MoE GEMMs at the registry's defaults: D = I = 256, E = 8, top-2, 77 tokens, tiles of
    # unit_size (32) x 64 x 128; stage 1 bf16 out, stage 2 f32 atomics (int8) or bf16 partial
    # sums (fp8).
    T, E, K, model, inter, tm, tn, tk = 77, 8, 2, 256, 256, 32, 64, 128
    padded = T * K + E * tm - K
    blocks = (padded + tm - 1) // tm
    spec = f"{T}:{E}:{K}:{tm}"
    routing = {"sids": ("i32", (padded,), f"moe:ids:{spec}"), "seids": ("i32", (blocks,), f"moe:experts:{spec}"),
               "sw": ("f32", (padded,), f"moe:weights:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}")}
    for stage, dt, out, acc in ((1, "int8", "bf16", False), (1, "fp8", "bf16", False), (2, "int8", "f32", True),
                                (2, "fp8", "bf16", False)):
        gen = FP8_GEN if dt == "fp8" else "int:-8:8"
        if stage == 1:
            dim0, dim1 = inter, model
            t = {"out": (out, (T * K * inter,), "zeros"), "x": ("i8", (T * model,), gen),
                 "w": ("i8", (E * 2 * inter * model,), gen), "sx": ("f32", (T,), "pos"),
                 "sw_": ("f32", (E * 2 * inter,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm1\nlaunch = compile_moe_gemm1("
                     f"model_dim={model}, inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, "
                     f'tile_k={tk}, doweight_stage1=False, out_dtype="{out}", in_dtype="{dt}")')
        else:
            dim0, dim1 = model, inter
            t = {"out": (out, ((T if acc else T * K) * model,), "zeros"), "x": ("i8", (T * K * inter,), gen),
                 "w": ("i8", (E * model * inter,), gen), "sx": ("f32", (T * K,), "pos"),
                 "sw_": ("f32", (E * model,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm2\nlaunch = compile_moe_gemm2("
                     f"model_dim={model}, inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, "
                     f'tile_k={tk}, doweight_stage2=False, out_dtype="{out}", accumulate={acc}, in_dtype="{dt}")')
        t.update(routing)
        names = ["out", "x", "w", "sx", "sw_", "sids", "seids", "sw", "nv"]
        cn = min(max(tn, 64), 128) if stage == 1 else tn
        REGISTRY_JOBS.append(Job(
            f"moe_gemm{stage}/registry_{dt}_{out}_t{T}_e{E}_k{K}_d{model}_i{inter}{'_accumulate' if acc else ''}",
            f"kernels/moe/moe_gemm_2stage/gemm{stage}.py", build,
            f"flyc.compile(launch, {', '.join(names)}, {T}, {dim0}, {dim1}, {blocks}, None)", t,
            run={("moe_gemm1_fp8_gateup_0" if stage == 1 else "moe_gemm2_0"): (
                (dim0 // cn, blocks, 1), names + [("i32", T), ("i32", dim0), ("i32", dim1), ("i32", blocks)], ["out"],
                {"out": (REL[out][0], 1e-2)})}))


registry_jobs()

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


def job_sources(job, src, git_dir):
    """The source tree the job traces: `src`, or a copy (hard links) with the job's file taken from
    job.src_at and adapted by job.adapt."""
    if not job.src_at and not job.adapt:
        return src
    key = re.sub(r"[^\w.-]", "_", job.name)
    tree = src.parent / f"{src.name}-{key}"
    if tree.exists():
        shutil.rmtree(tree)
    shutil.copytree(src, tree, copy_function=os.link)
    path = tree / job.src
    if job.src_at:
        text = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{job.src_at}:{job.src}"],
                              capture_output=True, text=True, check=True).stdout
    else:
        text = (src / job.src).read_text()
    for old, new in job.adapt:
        if old not in text:
            sys.exit(f"flydsl_library.py: {job.name}: the spelling to adapt is not in {job.src}: {old!r}")
        text = text.replace(old, new)
    path.unlink()  # a hard link to the tree's file: replaced, not written through
    path.write_text(text)
    return tree


def source_note(job):
    parts = []
    if job.src_at:
        parts.append(f"source at {job.src_at}")
    if job.adapt:
        parts.append("adapted: " + "; ".join(f"`{o}` as `{n}`" for o, n in job.adapt))
    return ", ".join(parts)


def trace(job, arch, src, out, rocm, python, git_dir=None):
    """Runs the job's launcher in a fresh process; keeps modules and code objects in `out`."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    src = job_sources(job, src, git_dir)
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
            lds = launch_lds(origin.read_text(), kernel)
            kernels.append({"kernel": kernel, "flydsl_binary": have_bin, **({"lds": lds} if lds else {})})
    error = None
    if rc != 0:
        lines = [l for l in log.strip().splitlines() if l.strip() and not l.startswith("[flydsl.compile]")]
        err = [l for l in lines if re.match(r"^\w*(Error|Exception)\b|^\w+Error:", l)]
        error = (err[-1] if err else (lines[-1] if lines else f"exit {rc}"))[:300]
        (out / "log.txt").write_text(log[-20000:])
    status = {"job": job.name, "arch": arch, "kernels": kernels, "error": error, "seconds": round(time.time() - start, 1),
              **({"source": source_note(job)} if source_note(job) else {})}
    (out / "status.json").write_text(json.dumps(status, indent=1) + "\n")
    return status


def launch_lds(origin, kernel):
    """The dynamic LDS bytes FlyDSL's host function passes when it launches `kernel` (its launcher
    sizes a `SharedAllocator(static=False)`; the module's `fly.get_dyn_shared` has no size of its
    own): `dynamic_shared_memory_size %c` of the gpu.launch_func, `%c` an arith.constant. 0: none."""
    name = re.sub(r"_\d+$", "", kernel)
    for line in origin.splitlines():
        if "gpu.launch_func" in line and "dynamic_shared_memory_size" in line and f"@{name}" in line:
            v = re.search(r"dynamic_shared_memory_size (%[\w.]+)", line).group(1)
            c = re.search(re.escape(v) + r" = arith\.constant (\d+)", origin)
            if c:
                return int(c.group(1))
    return 0


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    return text.strip().splitlines()[0] if text.strip() else "failed"


def entry_for(job, arch, kernel, key, probe, lds=0):
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
            **({"lds": lds or job.dynamic_lds} if (lds or job.dynamic_lds) else {}),
            **({"lds_out_of_range": True} if job.lds_out_of_range else {})}


def fly_step(job, arch, kernel, tdir, fdir, fly_bin, lds=0):
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
        entry = entry_for(job, arch, kernel, key, json.loads(pj.read_text()) if pj.exists() else {}, lds)
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
        if r.get("source"):
            variant += f" ({esc(r['source'])})"
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
        if r.get("flydsl_error"):
            # FlyDSL's own compile of the module fails (no code object to compare with): its error.
            agrees = "(FlyDSL's own compile fails: " + esc(r["flydsl_error"]) + ")"
        elif r.get("detail") and r.get("agrees") is not True:
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
    ap.add_argument("--no-trace", action="store_true", help="no new traces: jobs not traced yet are left out")
    ap.add_argument("--commit", action="store_true", help="update tests/flydsl/library from the cache")
    ap.add_argument("--doc", type=Path, default=ROOT / "docs/flydsl.md")
    ap.add_argument("--no-doc", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--registry", action="store_true",
                    help="trace REGISTRY_JOBS (FlyDSL at the registry kernels' configurations) and write them to "
                         "tests/flydsl/registry/ with its manifest.json (scripts/kernel_report.py reads them)")
    args = ap.parse_args()
    jobs = [j for j in (REGISTRY_JOBS if args.registry else JOBS)
            if not args.only or any(fnmatch.fnmatch(j.name, p) for p in args.only)]
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
    if args.registry:
        return registry_main(args, jobs, cache, src, rocm)
    for job in jobs:
        for arch in job.archs:
            if args.arch and arch not in args.arch:
                continue
            tdir = cache / "trace" / f"{job.name.replace('/', '.')}.{arch}"
            st = tdir / "status.json"
            if args.retrace or not st.exists():
                if args.no_trace or (args.batch and new_traces >= args.batch):
                    continue
                new_traces += 1
                status = trace(job, arch, src, tdir, rocm, args.python, args.flydsl_git)
                print(f"trace {job.name} {arch}: {status['seconds']} s, {len(status['kernels'])} kernel(s)"
                      + (f", FlyDSL: {status['error']}" if status["error"] else ""), flush=True)
            status = json.loads(st.read_text())
            if not status["kernels"]:
                rows.append({"job": job.name, "arch": arch, "kernel": "", "trace_error": status["error"] or "no module",
                             "source": status.get("source")})
                continue
            fdir = cache / "fly"
            fdir.mkdir(exist_ok=True)
            for k in status["kernels"]:
                kernel = k["kernel"]
                rj = fdir / f"{job.name.replace('/', '.')}.{arch}.{kernel}.json"
                if args.refresh_fly or not rj.exists():
                    res = fly_step(job, arch, kernel, tdir, fdir, args.fly_bin, k.get("lds", 0))
                    if status["error"] and not k["flydsl_binary"]:
                        res["flydsl_error"] = status["error"]
                    rj.write_text(json.dumps(res, indent=1) + "\n")
                    print(f"  {kernel}: {'compiled' if res['compiled'] else 'refused: ' + res.get('error', '')}"
                          + (f"; agrees: {res.get('agrees')} ({res.get('detail', '')})" if res["compiled"] else ""),
                          flush=True)
                res = json.loads(rj.read_text())
                rows.append(dict(res, source=status.get("source")))
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
REG = ROOT / "tests/flydsl/registry"


def registry_main(args, jobs, cache, src, rocm):
    """--registry: each job traced (cached as the library's are), its module and FlyDSL's code
    object copied to tests/flydsl/registry/, and the manifest (the launch of each, as the
    library's manifest says it) rewritten from every job traced so far. Fly's side is the registry
    kernel, which scripts/kernel_report.py runs on the same inputs."""
    REG.mkdir(exist_ok=True)
    version = flydsl_dump.flydsl_version(args.python)
    manifest = REG / "manifest.json"
    entries = {e["name"]: e for e in json.loads(manifest.read_text())} if manifest.exists() else {}
    for job in jobs:
        for arch in job.archs:
            if args.arch and arch not in args.arch:
                continue
            tdir = cache / "trace" / f"{job.name.replace('/', '.')}.{arch}"
            if args.retrace or not (tdir / "status.json").exists():
                status = trace(job, arch, src, tdir, rocm, args.python, args.flydsl_git)
                print(f"trace {job.name} {arch}: {status['seconds']} s, {len(status['kernels'])} kernel(s)"
                      + (f", FlyDSL: {status['error']}" if status["error"] else ""), flush=True)
            status = json.loads((tdir / "status.json").read_text())
            probe = json.loads((tdir / "probe.json").read_text()) if (tdir / "probe.json").exists() else {}
            for k in status["kernels"]:
                kernel = k["kernel"]
                if not k["flydsl_binary"] or kernel not in job.run:
                    continue
                key = f"{job.name.replace('/', '.')}.{arch}.{kernel}"
                header = f"// FlyDSL {version}: {job.name} for {arch} (scripts/flydsl_library.py --registry)\n"
                (REG / f"{key}.mlir").write_text(header + (tdir / f"{kernel}.mlir").read_text())
                shutil.copy(tdir / f"{kernel}.flydsl.hsaco", REG / f"{key}.flydsl.hsaco")
                entries[key] = entry_for(job, arch, kernel, key, probe)
                print(f"  {key}", flush=True)
    manifest.write_text(json.dumps([entries[k] for k in sorted(entries)], indent=1) + "\n")
    return 0


def commit_module(res, tdir, kernel):
    key = res["key"]
    header = f"// FlyDSL {flydsl_dump.flydsl_version(sys.executable)}: {res['job']} for {res['arch']} (scripts/flydsl_library.py)\n"
    (LIB / f"{key}.mlir").write_text(header + (tdir / f"{kernel}.mlir").read_text())
    shutil.copy(tdir / f"{kernel}.flydsl.hsaco", LIB / f"{key}.flydsl.hsaco")


def write_manifest(cache_fly):
    # A committed module this cache has no result for (traced in another worktree's cache) keeps
    # its entry.
    mf = LIB / "manifest.json"
    before = {e["name"]: e for e in json.loads(mf.read_text())} if mf.exists() else {}
    entries = []
    for mod in sorted(LIB.glob("*.mlir")):
        key = mod.name[: -len(".mlir")]
        rj = cache_fly / f"{key}.json"
        e = json.loads(rj.read_text()).get("entry") if rj.exists() else None
        if e or key in before:
            entries.append(e or before[key])
    (LIB / "manifest.json").write_text(json.dumps(entries, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())
