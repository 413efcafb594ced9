"""Runs inside the Triton virtual environment. Compiles one job for one arch `runs` times in
this process (warm: the first run is reported separately) and prints one JSON line: CPU seconds
per run (this process plus the lld it spawns), wall seconds, and the code object of the last run
written to --out."""
import argparse
import json
import os
import resource
import sys
import time

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
os.environ["TRITON_ALWAYS_COMPILE"] = "1"  # no cache hits: every run compiles

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
import triton_kernels  # noqa: E402


def cpu_seconds():
    self_usage = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (self_usage.ru_utime + self_usage.ru_stime + children.ru_utime + children.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--job", required=True)
    parser.add_argument("--arch", required=True)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--out")
    args = parser.parse_args()
    fn, signature, constexprs, threads = triton_kernels.JOBS[args.job]
    wave = 64 if args.arch.startswith("gfx9") else 32
    warps = threads[1] if isinstance(threads, tuple) else threads // wave
    cpu, wall = [], []
    kernel = None
    for _ in range(args.runs):
        c0, w0 = cpu_seconds(), time.perf_counter()
        src = triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs)
        kernel = triton.compile(src, target=GPUTarget("hip", args.arch, wave),
                                options={"num_warps": warps})
        cpu.append(cpu_seconds() - c0)
        wall.append(time.perf_counter() - w0)
    if args.out:
        with open(args.out, "wb") as f:
            f.write(kernel.asm["hsaco"])
    print(json.dumps({"cpu": cpu, "wall": wall, "name": kernel.name, "triton": triton.__version__,
                      "shared": kernel.metadata.shared}))


if __name__ == "__main__":
    main()
