#!/usr/bin/env python3
"""Fly's preshuffle_gemm against FlyDSL's preshuffle GEMM code objects on fly-emu's performance
model (`fly-emu run --profile`, docs/emulator.md), side by side in one run.

FlyDSL's code objects (tests/flydsl/dumps/preshuffle_gemm_{f16,bf16}_n128_k256.*: FlyDSL 0.4.2's
kernels/gemm/preshuffle_gemm.py traced with N = 128 and K = 256 fixed, tile 16 x 64 x 128, M a
run-time argument) fix the problem: M x 128 x 256. For each job (dtype, arch, M) it compiles
Fly's registry kernel with `fly-llc --kernel preshuffle_gemm` at a few tiles (and, with --before,
with an earlier fly-llc for an A/B column), runs them and FlyDSL's code object on the emulator
with the same random A and preshuffled B (the values do not change the model's time), and prints
a Markdown table: modelled µs (tile, bound, VGPRs, waves per SIMD, waits per MFMA). Jobs past
FlyDSL's shape (--big) run Fly alone at larger problems. docs/performance.md holds the table.

  python3 bench/model/preshuffle_kernels.py --build build [--before OLD/bin/fly-llc] [--match "bf16 gfx950"]
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DUMPS = os.path.join(ROOT, "tests", "flydsl", "dumps")

N, K = 128, 256
JOBS = [(d, arch, m, N, K, True) for arch in ("gfx942", "gfx950") for d in ("f16", "bf16") for m in (256, 4096)]
BIG = [(d, arch, 1024, 1024, 1024, False) for arch in ("gfx942", "gfx950") for d in ("f16",)]
TILES = ["16,64,128", "32,64,128", "64,64,128", "64,128,128"]


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise RuntimeError(" ".join(cmd) + "\n" + p.stdout + p.stderr)
    return p.stdout


def measure(emu, hsaco, kernel, grid, args):
    v = re.search(r"vgprs (\d+), agprs (\d+)", run([emu, "info", hsaco]))
    cmd = [emu, "run", hsaco, "--kernel", kernel, "--grid", f"{grid[0]},{grid[1]}", "--block", "256", "--profile",
           "--stats", "--max-total-instructions", str(1 << 34)]
    for a in args:
        cmd += ["--arg", a]
    out = run(cmd)
    t = re.search(r"modelled time: (\S+) s \((\d+) cycles at \S+ GHz, (\S+)\)", out)
    occ = re.search(r"occupancy: (\d+) waves/SIMD", out)
    mfma = int(re.search(r"^\s+MFMA/WMMA\s+(\d+)$", out, re.M).group(1))
    waits = int(re.search(r"^\s+waitcnt\s+(\d+)$", out, re.M).group(1))
    return {"us": float(t.group(1)) * 1e6, "bound": t.group(3).replace("-bound", ""), "occ": int(occ.group(1)),
            "vgpr": int(v.group(1)) + int(v.group(2)), "wpm": waits / max(1, mfma)}


def fly_best(llc, emu, d, arch, m, n, k, tmp, tag):
    best = None
    for tile in TILES:
        tm, tn, tk = (int(x) for x in tile.split(","))
        if k % tk or n % tn and n < tn:
            continue
        hsaco = f"{tmp}/{tag}.hsaco"
        try:
            run([llc, "--kernel", "preshuffle_gemm", f"--mcpu={arch}", "-o", hsaco, "-p", f"dtype={d}", "-p",
                 f"tile_m={tm}", "-p", f"tile_n={tn}", "-p", f"tile_k={tk}"],
                env=dict(os.environ, FLY_CACHE_DIR=f"{tmp}/cache-{tag}"))
        except RuntimeError as e:
            if "must be multiples" not in str(e):  # an earlier fly-llc without 16-row tiles refuses them
                raise
            print(f"  {tag} {tile}: refused", file=sys.stderr)
            continue
        args = [f"in={tmp}/a.bin", f"in={tmp}/b.bin", f"out={tmp}/c.bin:{m * n * 2}", f"i32={m}", f"i32={n}", f"i32={k}"]
        r = measure(emu, hsaco, "preshuffle_gemm", ((m + tm - 1) // tm, (n + tn - 1) // tn), args)
        r["cfg"] = f"{tm}x{tn}x{tk}"
        print(f"  {tag} {tile}: {r['us']:.2f} us", file=sys.stderr)
        if best is None or r["us"] < best["us"]:
            best = r
    return best


def flydsl_job(emu, d, arch, m, tmp):
    hsaco = os.path.join(DUMPS, f"preshuffle_gemm_{d}_n{N}_k{K}.{arch}.flydsl.hsaco")
    with open(f"{tmp}/scale.bin", "wb") as f:
        f.write(struct.pack("<2f", 1.0, 1.0))
    leaves = struct.pack("<iiq", m, N, N).hex()  # the bias tensor's packed leaves (unused)
    args = [f"out={tmp}/z.bin:{m * N * 2}", f"in={tmp}/a.bin", f"in={tmp}/b.bin", f"in={tmp}/scale.bin", "i32=1",
            f"in={tmp}/scale.bin", "i32=1", f"out={tmp}/bias.bin:{m * N * 2}", f"bytes={leaves}", f"i32={m}", f"i32={N}"]
    r = measure(emu, hsaco, "kernel_gemm_0", ((m + 15) // 16, N // 64), args)
    r["cfg"] = "16x64x128"
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--before", help="another fly-llc for a 'before' column")
    ap.add_argument("--big", action="store_true", help="also Fly alone at 1024 x 1024 x 1024")
    ap.add_argument("--match", help="only jobs whose 'dtype arch MxNxK' matches this regular expression")
    a = ap.parse_args()
    llc = os.path.join(a.build, "bin", "fly-llc")
    emu = os.path.join(a.build, "bin", "fly-emu")

    def cell(r):
        return f"{r['us']:.2f} ({r['cfg']}, {r['bound']}, {r['vgpr']} VGPR, occ {r['occ']}, {r['wpm']:.2f} waits/MFMA)" if r else "-"

    head = ["dtype", "arch", "M x N x K"] + (["Fly before µs", "Fly µs", "after/before"] if a.before else ["Fly µs"])
    head += ["FlyDSL µs", "Fly/FlyDSL"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head), flush=True)
    jobs = JOBS + (BIG if a.big else [])
    with tempfile.TemporaryDirectory() as tmp:
        for d, arch, m, n, k, dumped in jobs:
            if a.match and not re.search(a.match, f"{d} {arch} {m}x{n}x{k}"):
                continue
            # Random bytes of the element width: the model's time does not depend on the values.
            for name, count in (("a", m * k), ("b", n * k)):
                with open(f"{tmp}/{name}.bin", "wb") as f:
                    f.write(os.urandom(count * 2))
            res = {}
            if a.before:
                res["before"] = fly_best(a.before, emu, d, arch, m, n, k, tmp, "before")
            res["fly"] = fly_best(llc, emu, d, arch, m, n, k, tmp, "fly")
            if dumped:
                res["flydsl"] = flydsl_job(emu, d, arch, m, tmp)
            fly, before, dsl = res.get("fly"), res.get("before"), res.get("flydsl")
            cols = [d, arch, f"{m} x {n} x {k}"]
            cols += [cell(before), cell(fly), f"{fly['us'] / before['us']:.2f}"] if a.before else [cell(fly)]
            cols += [cell(dsl), f"{fly['us'] / dsl['us']:.2f}" if dsl else "-"]
            print("| " + " | ".join(cols) + " |", flush=True)


if __name__ == "__main__":
    main()
