#!/usr/bin/env python3
"""Fly's tiled_mma_gemm against Triton's GEMM on fly-emu's performance model (`fly-emu run
--profile`, docs/emulator.md), side by side in one run.

For each job (dtype, arch, M x N x K) it compiles Fly's registry kernel with `fly-llc --kernel`
(with --before, also with an earlier fly-llc: the "before" column; --fly-params / --before-params
give each its parameters), and the harness's Triton GEMM (bench/model/triton_gemm.py, compiled by
the Triton of --triton-python) at each of a few tile configurations a Triton user would try, runs
all on the emulator with the same random A and B, and prints a Markdown table: modelled µs, what
bounds it, VGPRs, occupancy, waits (s_waitcnt executed) per MFMA, the MFMA share of the main loop
(matrix instructions / instructions of the backward-branch loop holding the most), and the ratios.
Triton's column is its best configuration for the job. docs/performance.md holds the table.

  python3 bench/model/gemm_kernels.py --build build [--before OLD/bin/fly-llc --before-params stages=1]
      [--triton-python /path/to/venv/bin/python] [--match "f16 gfx942"]
"""
import argparse
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from code_object_stats import main_loop_share  # noqa: E402

SHAPES = [(1024, 1024, 1024), (4096, 4096, 1024), (256, 256, 256), (16, 4096, 4096), (32, 4096, 4096)]
JOBS = [(d, arch, s) for arch in ("gfx942", "gfx950") for d in ("f16", "bf16", "fp8") for s in SHAPES]
# Fly configurations tried per job, like Triton's below (tile_m, tile_n, tile_k, warps_m, warps_n,
# stages, prefetch): the default tile with each K loop, 128 x 128 for the large problems, one row of
# waves for decode. The fastest is Fly's column (--fly-params replaces the list).
FLY_TILES = {"large": ["64,64,64,2,2,2,1", "64,64,64,2,2,2,2", "64,64,64,2,2,1,1", "128,128,64,2,2,1,1",
                       "128,128,64,2,2,2,2", "128,128,64,2,2,1,2"],
             "small": ["64,64,64,2,2,2,1", "64,64,64,2,2,2,2", "32,64,64,1,2,2,2"],
             "decode": ["16,64,64,1,4,2,1", "16,64,64,1,4,2,2", "32,64,64,1,2,2,2"]}
# gfx950 also tries these with loads=dma (the tiles reach LDS by 16-byte LDS DMA, as Triton's gfx950
# loop does; prefetch = stages - 1).
FLY_DMA_TILES = {"large": ["64,64,64,2,2,2,1", "128,128,64,2,2,2,1"],
                 "small": ["64,64,64,2,2,2,1", "32,64,64,1,2,2,1"],
                 "decode": ["16,64,64,1,4,2,1", "32,64,64,1,2,2,1"]}
# Triton tile configurations tried per job (BLOCK_M, BLOCK_N, BLOCK_K, warps, stages): square
# tiles for the large problems, one row of tiles for decode (M <= 32).
TRITON_TILES = {"large": ["64,64,64,4,2", "128,128,64,4,2"],
                "small": ["64,64,64,4,2", "32,64,64,4,2"],
                "decode": ["16,64,64,4,2", "32,64,64,4,2"]}


def tiles_for(m, n, k, table=TRITON_TILES):
    if m <= 32:
        return table["decode"]
    return table["small"] if m * n <= 256 * 256 else table["large"]


def fly_configs(m, n, k, arch):
    out = []
    tables = [(FLY_TILES, [])] + ([(FLY_DMA_TILES, ["loads=dma"])] if arch == "gfx950" else [])
    for table, extra in tables:
        for t in tiles_for(m, n, k, table):
            tm, tn, tk, wm, wn, st, pf = t.split(",")
            out.append([f"tile_m={tm}", f"tile_n={tn}", f"tile_k={tk}", f"warps_m={wm}", f"warps_n={wn}",
                        f"stages={st}", f"prefetch={pf}"] + extra)
    return out


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise RuntimeError(" ".join(cmd) + "\n" + p.stdout + p.stderr)
    return p.stdout


def write_random(path, count, dtype, seed):
    rng = random.Random(seed)
    block = min(count, 1 << 18)
    vals = [rng.uniform(-1.0, 1.0) for _ in range(block)]
    if dtype == "fp8":  # E4M3 bytes with exponent fields 4..8 (no NaN in either format)
        raw = bytes(rng.randrange(2) << 7 | rng.randrange(4, 9) << 3 | rng.randrange(8) for _ in range(block))
        with open(path, "wb") as out:
            size = count
            while size > 0:
                out.write(raw[:size])
                size -= min(size, len(raw))
        return
    if dtype == "f16":
        raw = struct.pack(f"<{block}e", *vals)
    else:  # bf16: the top half of the f32
        f = struct.pack(f"<{block}f", *vals)
        raw = b"".join(f[i + 2:i + 4] for i in range(0, len(f), 4))
    size = count * 2
    with open(path, "wb") as out:
        while size > 0:
            out.write(raw[:size])
            size -= min(size, len(raw))




def measure(emu, hsaco, arch, kernel, grid, block, args, lds=0):
    info = run([emu, "info", hsaco])
    v = re.search(r"vgprs (\d+), agprs (\d+)", info)
    explicit = len(re.findall(r"^\s+arg \d+", info, re.M))
    args = args + ["null"] * (explicit - len(args))  # Triton's scratch pointers, unused
    cmd = [emu, "run", hsaco, "--kernel", kernel, "--grid", f"{grid[0]},{grid[1]}", "--block", str(block),
           "--profile", "--stats", "--max-total-instructions", str(1 << 34)]
    if lds:
        cmd += ["--lds", str(lds)]
    for a in args:
        cmd += ["--arg", a]
    out = run(cmd)
    t = re.search(r"modelled time: (\S+) s \((\d+) cycles at \S+ GHz, (\S+)\)", out)
    occ = re.search(r"occupancy: (\d+) waves/SIMD", out)
    mfma = int(re.search(r"^\s+MFMA/WMMA\s+(\d+)$", out, re.M).group(1))
    waits = int(re.search(r"^\s+waitcnt\s+(\d+)$", out, re.M).group(1))
    dis = run(["llvm-objdump-22", "-d", f"--mcpu={arch}", hsaco])
    loop = main_loop_share(dis)
    return {"us": float(t.group(1)) * 1e6, "bound": t.group(3).replace("-bound", ""), "occ": int(occ.group(1)),
            "vgpr": int(v.group(1)) + int(v.group(2)), "wpm": waits / max(1, mfma),
            "share": 100.0 * loop[1] / loop[0] if loop else 0.0}


def fly_job(llc, emu, params, d, arch, m, n, k, tmp, tag):
    hsaco = f"{tmp}/{tag}.hsaco"
    p = ["-p", f"dtype={d}"]
    for x in params:
        p += ["-p", x]
    run([llc, "--kernel", "tiled_mma_gemm", f"--mcpu={arch}", "-o", hsaco] + p,
        env=dict(os.environ, FLY_CACHE_DIR=f"{tmp}/cache-{tag}"))
    given = dict(x.split("=", 1) for x in params)
    tm = int(given.get("tile_m", 64))
    tn = int(given.get("tile_n", 64))
    threads = int(given.get("warps_m", 2)) * int(given.get("warps_n", 2)) * 64
    args = [f"in={tmp}/a.bin", f"in={tmp}/b.bin", f"out={tmp}/c.bin:{m * n * 2}", f"i32={m}", f"i32={n}", f"i32={k}"]
    r = measure(emu, hsaco, arch, "tiled_mma_gemm", ((m + tm - 1) // tm, (n + tn - 1) // tn), threads, args)
    r["cfg"] = f"{tm}x{tn}x{given.get('tile_k', 64)}"
    if "stages" in given:
        r["cfg"] += f" s{given['stages']}p{given.get('prefetch', 'auto')}"
    if given.get("loads", "vector") != "vector":
        r["cfg"] += f" {given['loads']}"
    return r


def triton_job(python, emu, d, arch, m, n, k, tmp):
    best = None
    for tile in tiles_for(m, n, k):
        bm, bn, bk, warps = (int(x) for x in tile.split(",")[:4])
        if k % bk:
            continue
        hsaco = f"{tmp}/triton.hsaco"
        meta = json.loads(run([python, os.path.join(HERE, "triton_gemm.py"), "--arch", arch, "--dtype", d, "--tile",
                               tile, "--out", hsaco],
                              env=dict(os.environ, TRITON_CACHE_DIR=f"{tmp}/triton-cache",
                                       TRITON_DEFAULT_FP_FUSION="1")).strip().splitlines()[-1])
        args = [f"in={tmp}/a.bin", f"in={tmp}/b.bin", f"out={tmp}/t.bin:{m * n * 2}", f"i32={m}", f"i32={n}", f"i32={k}"]
        r = measure(emu, hsaco, arch, meta["name"], ((m + bm - 1) // bm, (n + bn - 1) // bn), meta["threads"], args,
                    meta["shared"])
        r["cfg"] = f"{bm}x{bn}x{bk} w{warps}"
        print(f"  triton {tile}: {r['us']:.2f} us", file=sys.stderr)
        if best is None or r["us"] < best["us"]:
            best = r
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--before", help="another fly-llc for a 'before' column")
    ap.add_argument("--before-params", default="", help="comma-separated KEY=VALUE for the before column")
    ap.add_argument("--fly-params", default="", help="comma-separated KEY=VALUE for Fly's column")
    ap.add_argument("--triton-python", help="a Python with Triton (no Triton column without it)")
    ap.add_argument("--match", help="only jobs whose 'dtype arch MxNxK' matches this regular expression")
    a = ap.parse_args()
    llc = os.path.join(a.build, "bin", "fly-llc")
    emu = os.path.join(a.build, "bin", "fly-emu")
    split = lambda s: [x for x in s.split(",") if x]
    def cell(r):
        return (f"{r['us']:.2f} ({r['cfg']}, {r['bound']}, {r['vgpr']} VGPR, occ {r['occ']}, "
                f"{r['wpm']:.2f} waits/MFMA, loop {r['share']:.0f}% MFMA)") if r else "-"

    head = ["dtype", "arch", "M x N x K"] + (["Fly before µs", "Fly µs", "after/before"] if a.before else ["Fly µs"])
    head += ["Triton best µs", "Fly/Triton"] if a.triton_python else []
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head), flush=True)
    jobs = [(d, arch, s) for d, arch, s in JOBS if not a.match or re.search(a.match, f"{d} {arch} {s[0]}x{s[1]}x{s[2]}")]
    with tempfile.TemporaryDirectory() as tmp:
        for d, arch, (m, n, k) in jobs:
            write_random(f"{tmp}/a.bin", m * k, d, 1)
            write_random(f"{tmp}/b.bin", n * k, d, 2)
            res = {}
            # Decode shapes take one row of waves over 16 x 64 (or 32 x 64) tiles, as autotune would.
            shape = ["tile_m=16", "tile_n=64", "warps_m=1", "warps_n=4"] if m == 16 else \
                    ["tile_m=32", "tile_n=64", "warps_m=1", "warps_n=2"] if m == 32 else []
            # tile_k 64 for fp8 too (the default is 64 elements: one 64-byte row).
            if a.before:
                res["before"] = fly_job(a.before, emu, shape + split(a.before_params), d, arch, m, n, k, tmp, "before")
            for cfg in ([shape + split(a.fly_params)] if a.fly_params else fly_configs(m, n, k, arch)):
                try:
                    r = fly_job(llc, emu, cfg, d, arch, m, n, k, tmp, "fly")
                except RuntimeError as e:
                    print(f"  fly {' '.join(cfg)}: refused: {str(e).splitlines()[-1]}", file=sys.stderr)
                    continue
                print(f"  fly {' '.join(cfg)}: {r['us']:.2f} us", file=sys.stderr)
                if "fly" not in res or r["us"] < res["fly"]["us"]:
                    res["fly"] = r
            if a.triton_python:
                res["triton"] = triton_job(a.triton_python, emu, d, arch, m, n, k, tmp)
            fly, before, tri = res.get("fly"), res.get("before"), res.get("triton")
            cols = [d, arch, f"{m} x {n} x {k}"]
            cols += [cell(before), cell(fly), f"{fly['us'] / before['us']:.2f}"] if a.before else [cell(fly)]
            if a.triton_python:
                cols += [cell(tri), f"{fly['us'] / tri['us']:.2f}" if tri else "-"]
            print("| " + " | ".join(cols) + " |", flush=True)


if __name__ == "__main__":
    main()
