#!/usr/bin/env python3
"""Size, start time and memory of fly-llc from the static build (-DFLY_STATIC=ON) vs the shared one.

    python3 bench/static_tools.py [--static build-static] [--shared build] [--runs 30]

Start = `fly-llc --version` (process creation, dynamic loading, LLVM's static constructors, option
parsing); compile = `fly-llc examples/vector_add.fly --mcpu=gfx942`. Times are medians of --runs
runs: wall clock, and CPU (user + system time of the process, from wait4), which a loaded machine
inflates far less than the wall clock; memory is the peak RSS of one run. Issue 13's targets for
the static fly-llc: <= 60 MB stripped, <= 10 ms and <= 30 MiB to start.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(argv, runs):
    """Median wall and CPU time in ms over `runs` runs, and the largest peak RSS (MiB) of one run."""
    times, cpu, rss = [], [], 0.0
    for _ in range(runs):
        start = time.perf_counter()
        pid = os.posix_spawn(argv[0], argv, dict(os.environ, FLY_ENABLE_CACHE="0"),
                             file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
        _, status, usage = os.wait4(pid, 0)
        times.append((time.perf_counter() - start) * 1e3)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{' '.join(argv)} failed")
        cpu.append((usage.ru_utime + usage.ru_stime) * 1e3)
        rss = max(rss, usage.ru_maxrss / 1024.0)
    return statistics.median(times), statistics.median(cpu), rss


def measure(tool, runs, work):
    stripped = os.path.join(work, os.path.basename(os.path.dirname(os.path.dirname(tool))) + "-stripped")
    shutil.copy(tool, stripped)
    subprocess.run(["strip", stripped], check=True)
    out = os.path.join(work, "out.hsaco")
    start_ms, start_cpu, start_rss = run([tool, "--version"], runs)
    compile_ms, compile_cpu, compile_rss = run([tool, os.path.join(ROOT, "examples/vector_add.fly"),
                                                "--mcpu=gfx942", "-o", out], max(3, runs // 5))
    return {
        "size_mb": os.path.getsize(tool) / 1e6,
        "stripped_bytes": os.path.getsize(stripped),
        "stripped_mb": os.path.getsize(stripped) / 1e6,
        "stripped_mib": os.path.getsize(stripped) / 2**20,
        "start_ms": start_ms, "start_cpu": start_cpu, "start_rss": start_rss,
        "compile_ms": compile_ms, "compile_cpu": compile_cpu, "compile_rss": compile_rss,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--static", default=os.path.join(ROOT, "build-static"))
    parser.add_argument("--shared", default=os.path.join(ROOT, "build"))
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--check", action="store_true",
                        help="exit 1 unless the static fly-llc meets issue 13's targets: <= 60,000,000 bytes "
                             "stripped, <= 30 MiB at start, and <= 10 ms to start in CPU time (the wall clock "
                             "of a shared, loaded machine is printed, not judged)")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for name, build in (("shared", args.shared), ("static", args.static)):
            tool = os.path.join(build, "bin", "fly-llc")
            if os.path.exists(tool):
                rows.append((name, measure(tool, args.runs, work)))
            else:
                print(f"{tool} not built; skipped", file=sys.stderr)
    print(f"{'fly-llc':8} {'size MB':>8} {'stripped MB':>12} {'(MiB)':>6} {'start ms':>9} {'(CPU)':>6} "
          f"{'start MiB':>10} {'compile ms':>11} {'(CPU)':>6} {'compile MiB':>12}")
    for name, m in rows:
        print(f"{name:8} {m['size_mb']:8.1f} {m['stripped_mb']:12.1f} {m['stripped_mib']:6.1f} "
              f"{m['start_ms']:9.2f} {m['start_cpu']:6.2f} {m['start_rss']:10.1f} "
              f"{m['compile_ms']:11.1f} {m['compile_cpu']:6.1f} {m['compile_rss']:12.1f}")
    failed = args.check and not any(name == "static" for name, _ in rows)
    for name, m in rows:
        if name == "static":
            verdict = lambda ok: "met" if ok else "NOT met"
            size_ok, rss_ok, cpu_ok = m["stripped_mb"] <= 60, m["start_rss"] <= 30, m["start_cpu"] <= 10
            print(f"static targets: <= 60 MB stripped {verdict(size_ok)} ({m['stripped_bytes']:,} bytes), "
                  f"<= 10 ms to start {verdict(m['start_ms'] <= 10)} (wall), {verdict(cpu_ok)} (CPU), "
                  f"<= 30 MiB at start {verdict(rss_ok)}")
            failed = failed or (args.check and not (size_ok and rss_ok and cpu_ok))
    print("(the shared fly-llc's size excludes libLLVM-22.so, which it loads)")
    if failed:
        sys.exit("static_tools.py --check: a target is not met (or no static fly-llc was built)")


if __name__ == "__main__":
    main()
