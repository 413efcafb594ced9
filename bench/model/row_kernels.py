#!/usr/bin/env python3
"""Fly's row kernels (softmax, rmsnorm, layernorm) against FlyDSL's code objects and Triton's
one-pass kernels on fly-emu's performance model (`fly-emu run --profile`, docs/emulator.md), side
by side in one run.

For each job (kernel, dtype, arch, M x N) it compiles Fly's registry kernel with `fly-llc
--kernel` (and, with --before, with a second fly-llc: an earlier build, for an A/B column), runs
it, FlyDSL's own code object for the same job (tests/flydsl/dumps, traced at a fixed N) and, with
--triton-python, Triton's one-pass kernel for it (bench/model/triton_rows.py: the whole row in
registers as a power-of-two block, compiled by that Python's Triton for the job's N) on the
emulator with the same random input, and prints a Markdown table: modelled time, what bounds
it, DRAM bytes, VGPRs, occupancy, and Fly's time over the best of the others. docs/performance.md
holds the table.

  python3 bench/model/row_kernels.py --build build [--before OTHER/build/bin/fly-llc] [--only softmax]
      [--triton-python /work/venv-flydsl/bin/python] [--match "bf16 gfx950"]

The emulator runs every work-group, so a 4096 x 4096 job takes tens of seconds.
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

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DUMPS = os.path.join(ROOT, "tests", "flydsl", "dumps")

# (kernel, dtype, arch, M, N, FlyDSL dump or None): N = 1000, 4096, 8192 and a ragged 4099 (2048
# too where FlyDSL's dump is), f32/f16/bf16, gfx942 and gfx950; M x N at most 16 Mi elements.
DUMPED = {"softmax": {("f32", 1000), ("f32", 4096), ("bf16", 1000), ("bf16", 2048)},
          "rmsnorm": {("bf16", 1000), ("bf16", 4096), ("f32", 1000), ("f32", 4099)},
          "layernorm": {("bf16", 1000), ("bf16", 8192), ("f32", 1000)}}
JOBS = []
for _kernel in ("softmax", "rmsnorm", "layernorm"):
    for _arch in ("gfx942", "gfx950"):
        for _d in ("f32", "f16", "bf16"):
            _ns = [1000, 4096, 8192, 4099]
            _ns += sorted(n for (d, n) in DUMPED[_kernel] if d == _d and n not in _ns)
            for _n in _ns:
                _dump = f"{_kernel}_{_d}_n{_n}" if (_d, _n) in DUMPED[_kernel] else None
                JOBS.append((_kernel, _d, _arch, 4096 if _n <= 4099 else 2048, _n, _dump))

ELEM = {"f32": 4, "f16": 2, "bf16": 2}


def write_random(path, count, dtype, lo, hi, seed):
    """count random values in [lo, hi) of dtype (a random block of 1 Mi values, repeated)."""
    rng = random.Random(seed)
    block = min(count, 1 << 20)
    vals = [rng.uniform(lo, hi) for _ in range(block)]
    if dtype == "f32":
        raw = struct.pack(f"<{block}f", *vals)
    elif dtype == "f16":
        raw = struct.pack(f"<{block}e", *vals)
    else:  # bf16: the top half of the f32 (truncated)
        f = struct.pack(f"<{block}f", *vals)
        raw = b"".join(f[i + 2:i + 4] for i in range(0, len(f), 4))
    size = count * ELEM[dtype]
    with open(path, "wb") as out:
        while size > 0:
            chunk = raw[:size]
            out.write(chunk)
            size -= len(chunk)


def tensor_leaves(m, n):
    """FlyDSL's packed leaves of a row-major M x N tensor: i32 M, i32 N, i64 row stride."""
    return "bytes=" + struct.pack("<iiq", m, n, n).hex()


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise RuntimeError(" ".join(cmd) + "\n" + p.stdout + p.stderr)
    return p.stdout


def info(emu, hsaco):
    out = run([emu, "info", hsaco])
    v = re.search(r"vgprs (\d+), agprs (\d+)", out)
    return int(v.group(1)) + int(v.group(2))


def profile(emu, hsaco, kernel, grid, block, args, lds=0):
    explicit = len(re.findall(r"^\s+arg \d+", run([emu, "info", hsaco]), re.M))
    args = args + ["null"] * (explicit - len(args))  # Triton's scratch pointers, unused
    cmd = [emu, "run", hsaco, "--kernel", kernel, "--grid", str(grid), "--block", str(block), "--profile"]
    if lds:
        cmd += ["--lds", str(lds)]
    for a in args:
        cmd += ["--arg", a]
    out = run(cmd)
    t = re.search(r"modelled time: (\S+) s \((\d+) cycles at \S+ GHz, (\S+)\)", out)
    occ = re.search(r"occupancy: (\d+) waves/SIMD", out)
    by = re.search(r"bytes L2/MALL/DRAM: (\d+) / (\d+) / (\d+)", out)
    return {"us": float(t.group(1)) * 1e6, "bound": t.group(3), "occ": int(occ.group(1)),
            "l2": int(by.group(1)), "dram": int(by.group(3))}


def fly_args(kernel, d, m, n, tmp, out="y.bin"):
    size = m * n * ELEM[d]
    a = [f"in={tmp}/x.bin"]
    if kernel != "softmax":
        a.append(f"in={tmp}/gamma.bin")
    if kernel == "layernorm":
        a.append(f"in={tmp}/beta.bin")
    a += [f"out={tmp}/{out}:{size}", f"i32={n}"]
    return a


def flydsl_launch(kernel, dump, d, m, n, tmp):
    """(kernel name, grid, block, args) of FlyDSL's code object for the job (its ABI, as
    tests/unit/flydsl/FlyDslModulesTest.cpp launches it)."""
    size = m * n * ELEM[d]
    x = [f"in={tmp}/x.bin", tensor_leaves(m, n)]
    y = [f"out={tmp}/z.bin:{size}", tensor_leaves(m, n)]
    if kernel == "softmax":  # softmax_kernel(A, _Pad0, _Pad1, C, M): the pads unused
        pad = [f"out={tmp}/pad.bin:64", tensor_leaves(m, n)]
        return "softmax_kernel_0", m, 256, x + pad + pad + y + [f"i32={m}"]
    vec = lambda name: [f"in={tmp}/{name}.bin", f"i32={n}"]
    if kernel == "rmsnorm":  # rmsnorm(Input, Gamma, Rstd, Output[, M]), Gamma passed as Rstd
        if n <= 2048:  # its many-rows kernel: 16 rows of 64 threads a block
            return "rmsnorm_large_m_small_n_kernel_0", (m + 15) // 16, 1024, x + vec("gamma") + vec("gamma") + y + [f"i32={m}"]
        return "rmsnorm_kernel_0", m, 256, x + vec("gamma") + vec("gamma") + y
    return "layernorm_kernel_0", m, 256, x + vec("gamma") + vec("beta") + y


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--before", help="another fly-llc (an earlier build) for a 'before' column")
    ap.add_argument("--only", help="only jobs of this kernel")
    ap.add_argument("--match", help="only jobs whose 'kernel dtype arch MxN' matches this regular expression")
    ap.add_argument("--triton-python", help="a Python with Triton (no Triton column without it)")
    a = ap.parse_args()
    llc = os.path.join(a.build, "bin", "fly-llc")
    emu = os.path.join(a.build, "bin", "fly-emu")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, FLY_CACHE_DIR=os.path.join(tmp, "cache"))
        for kernel, d, arch, m, n, dump in JOBS:
            if a.only and kernel != a.only:
                continue
            if a.match and not re.search(a.match, f"{kernel} {d} {arch} {m}x{n}"):
                continue
            write_random(f"{tmp}/x.bin", m * n, d, -4.0, 4.0, 1)
            write_random(f"{tmp}/gamma.bin", n, d, -2.0, 2.0, 2)
            write_random(f"{tmp}/beta.bin", n, d, -2.0, 2.0, 3)
            res = {}
            for who, compiler in (("before", a.before), ("fly", llc)):
                if not compiler:
                    continue
                hsaco = f"{tmp}/{who}.hsaco"
                subprocess.run([compiler, "--kernel", kernel, "-p", f"dtype={d}", f"--mcpu={arch}", "-o", hsaco],
                               check=True, env=dict(env, FLY_CACHE_DIR=os.path.join(tmp, "cache-" + who)))
                res[who] = profile(emu, hsaco, kernel, m, 256, fly_args(kernel, d, m, n, tmp))
                res[who]["vgpr"] = info(emu, hsaco)
            if dump:
                hsaco = os.path.join(DUMPS, f"{dump}.{arch}.flydsl.hsaco")
                name, grid, block, args = flydsl_launch(kernel, dump, d, m, n, tmp)
                res["flydsl"] = profile(emu, hsaco, name, grid, block, args)
                res["flydsl"]["vgpr"] = info(emu, hsaco)
            if a.triton_python:
                hsaco = f"{tmp}/triton.hsaco"
                meta = json.loads(run([a.triton_python, os.path.join(ROOT, "bench", "model", "triton_rows.py"),
                                       "--kernel", kernel, "--arch", arch, "--dtype", d, "--n", str(n), "--out", hsaco],
                                      env=dict(env, TRITON_CACHE_DIR=os.path.join(tmp, "triton-cache"))
                                      ).strip().splitlines()[-1])
                res["triton"] = profile(emu, hsaco, meta["name"], m, meta["threads"],
                                        fly_args(kernel, d, m, n, tmp, "t.bin"), meta["shared"])
                res["triton"]["vgpr"] = info(emu, hsaco)
            rows.append((kernel, d, arch, m, n, res))
            print(f"done {kernel} {d} {arch} {m}x{n}", file=sys.stderr)

    def cell(r):
        return f"{r['us']:.2f} ({r['bound'][:-6]}, {r['dram'] / 1e6:.0f} MB, {r['vgpr']} VGPR, occ {r['occ']})" if r else "-"

    head = ["kernel", "dtype", "arch", "M x N"]
    if a.before:
        head += ["Fly before µs", "Fly µs", "after/before"]
    else:
        head += ["Fly µs"]
    head += ["FlyDSL µs"] + (["Triton µs"] if a.triton_python else []) + ["Fly/best other"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for kernel, d, arch, m, n, res in rows:
        fly, dsl, before = res.get("fly"), res.get("flydsl"), res.get("before")
        cols = [kernel, d, arch, f"{m} x {n}"]
        if a.before:
            cols += [cell(before), cell(fly), f"{fly['us'] / before['us']:.2f}"]
        else:
            cols += [cell(fly)]
        tri = res.get("triton")
        cols += [cell(dsl)] + ([cell(tri)] if a.triton_python else [])
        others = [r["us"] for r in (dsl, tri) if r]
        cols += [f"{fly['us'] / min(others):.2f}" if others else "-"]
        print("| " + " | ".join(cols) + " |")


if __name__ == "__main__":
    main()
