#!/usr/bin/env python3
"""Compiles the same kernels with Fly and Triton (and FlyDSL when its wheel runs here) for each
arch, and prints one table: warm-process and cold-process compile time (min/median of N runs,
the compilers interleaved), peak memory of a cold compile, and the code figures of each code
object. With --emulate, every code object also runs on fly-emu against a CPU reference.

CPU time (user + system, the compiler's own process plus any process it spawns, such as
Triton's ld.lld) is the primary figure: it does not depend on what else the machine runs.
Wall time is printed beside it. See README.md."""
import argparse
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import random

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# job -> Fly source, launch (threads per block, elements per block), explicit argument kinds.
# Registry kernels ("kernel"): the cold figure is `fly-llc --kernel NAME` (the C++ DSL builds the
# module, then the compile); the warm figure compiles the Fly text that build produced
# (FLY_DUMP_IR's input stage). Their emulator checks are Fly's kernel tests and fly-run.
JOBS = {
    "vector_add": {"fly": "examples/vector_add.fly", "block": 256, "per_block": 1024},
    "block_reduce": {"fly": "examples/block_reduce.fly", "block": 256, "per_block": 256},
    "softmax": {"kernel": "softmax"},
    "layernorm": {"kernel": "layernorm"},
    "rmsnorm": {"kernel": "rmsnorm"},
    # f16, 64 x 64 x 32 tiles, 2 x 2 waves (the Triton kernel's tiles; Fly's default tile_k is 64)
    "gemm": {"kernel": "tiled_mma_gemm", "params": ["tile_k=32"]},
}


def fly_source(build, job, arch, work):
    """(cold fly-llc arguments, Fly text file for the warm compile)."""
    spec = JOBS[job]
    if "fly" in spec:
        path = os.path.join(ROOT, spec["fly"])
        return [path], path
    dump = tempfile.mkdtemp(prefix=f"{job}-", dir=work)
    env = dict(os.environ, FLY_DUMP_IR="1", FLY_DUMP_DIR=dump)
    params = [a for p in spec.get("params", []) for a in ("-p", p)]
    subprocess.run([f"{build}/bin/fly-llc", "--kernel", spec["kernel"], *params, f"--mcpu={arch}", "-o", f"{dump}/k.hsaco"],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    inputs = [os.path.join(d, f) for d, _, fs in os.walk(dump) for f in fs if f.startswith("00-input")]
    if not inputs:
        raise RuntimeError(f"fly-llc --kernel {spec['kernel']} wrote no input stage under {dump}")
    return ["--kernel", spec["kernel"], *params], inputs[0]


def run_measured(cmd, env=None):
    """Runs cmd to completion; returns (stdout, cpu seconds, wall seconds, peak RSS in MiB)."""
    import time
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out, err = proc.communicate()
    wall = time.perf_counter() - start
    # communicate() reaped the child: its rusage is folded into RUSAGE_CHILDREN; measure by delta.
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}):\n{err.decode()}")
    return out.decode(), wall, err.decode()


def child_usage():
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cold(cmd, env=None):
    """One fresh process: (cpu s, wall s, peak RSS MiB). Peak RSS read with /usr/bin/time-free
    wait4 on the child itself."""
    import time
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode()
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{err}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024.0


def fly_warm(build, source, arch, runs):
    out, _, _ = run_measured([f"{build}/bin/bench_compile", f"--arch={arch}", source,
                              "--iterations=3", f"--benchmark_repetitions={runs + 1}",
                              "--benchmark_report_aggregates_only=false", "--benchmark_format=json"])
    data = json.loads(out)
    # The first repetition builds the TargetMachine and LLVM's lazily filled tables: not warm.
    rows = [b for b in data["benchmarks"] if b.get("run_type") == "iteration"][1:]
    scale = {"ms": 1e-3, "us": 1e-6, "ns": 1e-9, "s": 1.0}
    cpu = [b["cpu_time"] * scale[b["time_unit"]] for b in rows]
    wall = [b["real_time"] * scale[b["time_unit"]] for b in rows]
    fly_share = statistics.median(b["fly_share"] for b in rows)
    return cpu, wall, fly_share


def triton_warm(python, job, arch, runs, out_path):
    out, _, _ = run_measured([python, os.path.join(HERE, "triton_worker.py"), "--job", job, "--arch", arch,
                              "--runs", str(runs + 1), "--out", out_path])
    data = json.loads(out.strip().splitlines()[-1])
    return data["cpu"][1:], data["wall"][1:], data["triton"], data["shared"]


def code_figures(build, hsaco, arch):
    info, _, _ = run_measured([f"{build}/bin/fly-emu", "info", hsaco])
    m = re.search(r"sgprs (\d+), vgprs (\d+), agprs (\d+), lds (\d+) bytes, scratch (\d+)", info)
    sgpr, vgpr, agpr, lds, scratch = (int(x) for x in m.groups())
    dis, _, _ = run_measured(["llvm-objdump-22", "-d", f"--mcpu={arch}", hsaco])
    mnemonics = [line.split()[0] for line in dis.splitlines()
                 if re.match(r"^\s+[a-z_0-9]+(\s|$)", line) and "//" in line]
    # Up to the last s_endpgm: what follows is alignment padding (s_nop, s_code_end).
    insts = len(mnemonics) - mnemonics[::-1].index("s_endpgm") if "s_endpgm" in mnemonics else len(mnemonics)
    kernel = re.search(r"^kernel (\S+)", info, re.M).group(1)
    explicit = len(re.findall(r"^\s+arg \d+", info, re.M))
    return {"vgpr": vgpr, "agpr": agpr, "sgpr": sgpr, "lds": lds, "scratch": scratch, "insts": insts,
            "kernel": kernel, "args": explicit}


def emulate(build, job, hsaco, figures, n, work, dynamic_lds=0):
    """Runs the code object on fly-emu with random data; returns 'ok' or the first mismatch."""
    rng = random.Random(7)
    spec = JOBS[job]
    blocks = (n + spec["per_block"] - 1) // spec["per_block"]
    a = [rng.uniform(-100, 100) for _ in range(n)]
    pack = lambda xs: struct.pack(f"<{len(xs)}f", *xs)
    f32 = lambda x: struct.unpack("<f", struct.pack("<f", x))[0]
    with open(f"{work}/a.bin", "wb") as f:
        f.write(pack(a))
    if job == "vector_add":
        b = [rng.uniform(-100, 100) for _ in range(n)]
        with open(f"{work}/b.bin", "wb") as f:
            f.write(pack(b))
        args = [f"in={work}/a.bin", f"in={work}/b.bin", f"out={work}/c.bin:{4 * n}", f"i32={n}"]
        want = [f32(x + y) for x, y in zip(a, b)]
        count = n
    else:
        args = [f"in={work}/a.bin", f"out={work}/c.bin:{4 * blocks}", f"i32={n}"]
        want = [sum(a[i * 256:(i + 1) * 256]) for i in range(blocks)]
        count = blocks
    args += ["null"] * (figures["args"] - len(args))  # Triton's scratch pointers, unused here
    cmd = [f"{build}/bin/fly-emu", "run", hsaco, "--kernel", figures["kernel"], "--grid", str(blocks),
           "--block", str(spec["block"]), "--lds", str(dynamic_lds)]
    for arg in args:
        cmd += ["--arg", arg]
    run_measured(cmd)
    got = struct.unpack(f"<{count}f", open(f"{work}/c.bin", "rb").read())
    for i, (g, w) in enumerate(zip(got, want)):
        if abs(g - w) > 1e-3 * max(1.0, abs(w)):
            return f"mismatch at {i}: {g} vs {w}"
    return "ok"


def fmt_ms(values):
    return f"{1e3 * min(values):.1f} / {1e3 * statistics.median(values):.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=os.environ.get("FLY_BUILD_DIR", os.path.join(ROOT, "build")))
    parser.add_argument("--triton-python", required=True, help="python of the venv that has triton")
    parser.add_argument("--archs", default="gfx942,gfx950")
    parser.add_argument("--jobs", default=",".join(JOBS))
    parser.add_argument("--runs", type=int, default=5, help="timed runs per compiler (min/median reported)")
    parser.add_argument("--emulate", action="store_true", help="run every code object on fly-emu vs the CPU")
    parser.add_argument("--markdown", help="also write the table to this file")
    args = parser.parse_args()

    rows = []
    work = tempfile.mkdtemp(prefix="fly-compare-")
    triton_version = "?"
    for job in args.jobs.split(","):
        for arch in args.archs.split(","):
            fly_hsaco, tri_hsaco = f"{work}/{job}_{arch}_fly.hsaco", f"{work}/{job}_{arch}_triton.hsaco"
            cold_args, warm_source = fly_source(args.build, job, arch, work)
            fly_cold_cmd = [f"{args.build}/bin/fly-llc", *cold_args, f"--mcpu={arch}", "-O3", "-o", fly_hsaco]
            tri_cold_cmd = [args.triton_python, os.path.join(HERE, "triton_worker.py"), "--job", job, "--arch", arch,
                            "--runs", "1", "--out", tri_hsaco]
            fly_cold, tri_cold = [], []
            fly_warm_cpu, fly_warm_wall, tri_warm_cpu, tri_warm_wall = [], [], [], []
            shares = []
            for _ in range(args.runs):  # interleaved: both compilers see the same machine state
                fly_cold.append(cold(fly_cold_cmd))
                tri_cold.append(cold(tri_cold_cmd))
                cpu, wall, share = fly_warm(args.build, warm_source, arch, 1)
                fly_warm_cpu += cpu
                fly_warm_wall += wall
                shares.append(share)
                cpu, wall, triton_version, triton_lds = triton_warm(args.triton_python, job, arch, 1, tri_hsaco)
                tri_warm_cpu += cpu
                tri_warm_wall += wall
            for compiler, hsaco, warm_cpu, warm_wall, colds, dynamic_lds in (
                    ("Fly", fly_hsaco, fly_warm_cpu, fly_warm_wall, fly_cold, 0),
                    ("Triton", tri_hsaco, tri_warm_cpu, tri_warm_wall, tri_cold, triton_lds)):
                figures = code_figures(args.build, hsaco, arch)
                figures["lds"] += dynamic_lds  # Triton asks for its shared memory at launch
                verdict = emulate(args.build, job, hsaco, figures, 100003 if job == "vector_add" else 4099, work,
                                  dynamic_lds) if args.emulate and "fly" in JOBS[job] else "-"
                rows.append({
                    "job": job, "arch": arch, "compiler": compiler,
                    "warm_cpu": fmt_ms(warm_cpu), "warm_wall": fmt_ms(warm_wall),
                    "cold_cpu": fmt_ms([c[0] for c in colds]), "cold_wall": fmt_ms([c[1] for c in colds]),
                    "rss": f"{max(c[2] for c in colds):.0f}", "emu": verdict, **figures,
                    "_warm_med": statistics.median(warm_cpu),
                })
            fly_row, tri_row = rows[-2], rows[-1]
            fly_row["ratio"] = f"{tri_row['_warm_med'] / fly_row['_warm_med']:.1f}x"
            fly_row["fly_share"] = f"{100 * statistics.median(shares):.1f}%"
    header = ["job", "arch", "compiler", "warm CPU ms min/med", "warm wall ms", "cold CPU ms", "cold wall ms",
              "peak MiB", "Triton/Fly warm CPU", "Fly stages", "VGPR", "AGPR", "SGPR", "LDS", "scratch", "insts",
              "emulator"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        lines.append("| " + " | ".join(str(x) for x in [
            r["job"], r["arch"], r["compiler"], r["warm_cpu"], r["warm_wall"], r["cold_cpu"], r["cold_wall"], r["rss"],
            r.get("ratio", ""), r.get("fly_share", ""), r["vgpr"], r["agpr"], r["sgpr"], r["lds"], r["scratch"],
            r["insts"], r["emu"]]) + " |")
    table = "\n".join(lines)
    note = (f"Triton {triton_version}; FlyDSL: not measured (see README.md); {args.runs} runs each, "
            f"interleaved; times are min / median.")
    print(table)
    print()
    print(note)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(table + "\n\n" + note + "\n")


if __name__ == "__main__":
    main()
