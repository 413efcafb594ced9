#!/usr/bin/env python3
"""Every registry kernel on fly-emu's performance model next to FlyDSL's code object for the same
job and Triton's best configuration: one table (docs/performance.md, "Registry kernels against
FlyDSL and Triton").

  python3 bench/model/kernels.py [--build build] [--match REGEX] [--arch gfx942,gfx950] [--quick]
      [--triton-python /work/venv-flydsl/bin/python] [--before OTHER/bin/fly-llc] [--out FILE.md]

For each job (kernel, parameters, arch, problem) it runs, on the same inputs and with
`fly-emu run --profile --stats` (docs/emulator.md, "Performance model"; a model for ranking two
codes, not a GPU's time):
- Fly: the registry kernel compiled by this build's `fly-llc --kernel` (for the GEMMs the fastest
  of a few tile configurations, named in the cell); kernels the bench does not launch itself run
  through `fly-run NAME --size ... --profile` (the kernel's own launch, inputs and CPU check);
- FlyDSL: FlyDSL 0.4.2's own code object for the job (tests/flydsl/dumps, tests/flydsl/library,
  tests/flydsl/registry; `scripts/flydsl_library.py --registry` and docs/kernels.md say which job
  is which), launched through its ABI;
- Triton: with --triton-python, the best of the tile configurations a Triton user would try
  (bench/model/triton_gemm.py, triton_rows.py, triton_other.py), compiled for the arch without a
  GPU; only for the jobs those scripts write (the GEMMs, the row kernels, vector_add, tiled_copy
  and block_reduce).
Columns: modelled µs of each (the configuration in parentheses), Fly's time over the best of the
others, and for each side (Fly / FlyDSL / Triton) what bounds it with its share of the matrix peak
(kernels with MFMA/WMMA) or of the DRAM peak (the others), VGPRs (AGPRs included), waves per
SIMD, `s_waitcnt` executed per MFMA, and the MFMA share of the main loop (matrix instructions /
instructions of the backward-branch loop holding the most, scripts/code_object_stats.py).

The problems and configurations are the families' lists: bench/model/row_kernels.py (softmax,
layernorm, rmsnorm), gemm_kernels.py (tiled_mma_gemm), preshuffle_kernels.py (preshuffle_gemm),
flydsl_jobs.py (the jobs with a FlyDSL code object of their own: attention, MoE, RoPE, top-k) and
other_kernels.py (the rest, each saying why FlyDSL has no column; Triton's for vector_add,
tiled_copy and block_reduce).

Every measurement is cached under --cache (default build/bench-kernels), keyed by the code
object's bytes, the launch, the inputs' bytes and the emulator binary, and Triton's code objects
by the script, its arguments and the Triton: a re-run after a change re-measures only the code
objects that changed. The emulator runs every work-group, so a full run takes hours on a loaded
2-core machine (docs/performance.md says how long it took); --quick runs a small subset in a
minute or two (tests/lit/emu/bench-model-kernels.test runs four of its jobs without Triton).
"""
import argparse
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, HERE)
from code_object_stats import main_loop_share  # noqa: E402

OBJDUMP = "llvm-objdump-22"


class Failed(RuntimeError):
    pass


class NotCached(Exception):
    """--cached-only: a measurement the cache does not hold."""


def run(cmd, env=None):
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        raise Failed(" ".join(cmd) + "\n" + (p.stdout + p.stderr).strip()[-2000:])
    return p.stdout


def sha(*parts):
    h = hashlib.sha256()
    for p in parts:
        h.update(p if isinstance(p, bytes) else str(p).encode())
        h.update(b"\0")
    return h.hexdigest()


def file_sha(path, memo={}):
    st = os.stat(path)
    key = (path, st.st_size, st.st_mtime_ns)
    if key not in memo:
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        memo[key] = h.hexdigest()
    return memo[key]


def parse_profile(out):
    """The model's figures from `fly-emu run --profile --stats` or `fly-run --profile`."""
    def need(pattern, what):
        m = re.search(pattern, out, re.M)
        if not m:
            raise Failed(f"no {what} in the profile output:\n{out[-1500:]}")
        return m
    t = need(r"modelled time: (\S+ ?\S*)s \((\d+) cycles at (\S+) GHz, (\S+)-bound\)", "modelled time")
    cycles, ghz = float(t.group(2)), float(t.group(3))
    r = {"us": cycles / ghz / 1e3, "cycles": cycles, "bound": t.group(4)}
    if r["bound"] == "memory":
        lvl = re.search(r"memory cycles: \S+ \((\w+);", out)
        r["bound"] = f"memory ({lvl.group(1)})" if lvl else "memory"
    r["occ"] = int(need(r"occupancy: (\d+) waves/SIMD", "occupancy").group(1))
    mat = re.search(r"matrix FLOP/s: .* \(([\d.]+)%\)", out)
    dram = re.search(r"DRAM bytes/s: .* \(([\d.]+)%\)", out)
    mfma = re.search(r"^\s+MFMA/WMMA\s+(\d+)$", out, re.M)
    waits = re.search(r"^\s+waitcnt\s+(\d+)$", out, re.M)
    r["mfma"] = int(mfma.group(1)) if mfma else 0
    r["pct_matrix"] = float(mat.group(1)) if mat else None
    r["pct_dram"] = float(dram.group(1)) if dram else None
    r["wpm"] = int(waits.group(1)) / r["mfma"] if r["mfma"] and waits else None
    return r


class Bench:
    """Compiles, runs and caches: the one mechanism every family's jobs go through."""

    def __init__(self, a, tmp):
        self.llc = os.path.join(a.build, "bin", "fly-llc")
        self.emu = os.path.join(a.build, "bin", "fly-emu")
        self.flyrun = os.path.join(a.build, "bin", "fly-run")
        for tool in (self.llc, self.emu, self.flyrun):
            if not os.path.exists(tool):
                sys.exit(f"kernels.py: {tool} does not exist (build first, or give --build)")
        self.before = a.before
        self.triton_python = a.triton_python
        self.quick = a.quick
        self.cached_only = a.cached_only
        self.tmp = tmp
        self.cache = a.cache
        os.makedirs(os.path.join(self.cache, "triton"), exist_ok=True)
        self.db_path = os.path.join(self.cache, "measurements.json")
        self.db = json.load(open(self.db_path)) if os.path.exists(self.db_path) else {}
        self.emu_sha = file_sha(self.emu)
        self.static = {}
        self.cost = 0.0  # seconds the measurements used took when they were made

    def save(self):
        with open(self.db_path + ".tmp", "w") as f:
            json.dump(self.db, f)
        os.replace(self.db_path + ".tmp", self.db_path)

    def path(self, name):
        return os.path.join(self.tmp, name)

    # -- code objects -------------------------------------------------------------------------
    def fly(self, kernel, params, arch, tag="fly", llc=None):
        """Fly's code object of the registry kernel (this build's fly-llc, or `llc`)."""
        hsaco = self.path(f"{tag}.{kernel}.{arch}.hsaco")
        cmd = [llc or self.llc, "--kernel", kernel, f"--mcpu={arch}", "-O3", "-o", hsaco]
        for p in params:
            cmd += ["-p", p]
        try:
            run(cmd, env=dict(os.environ, FLY_CACHE_DIR=os.path.join(self.cache, "fly-cache-" + tag)))
        except Failed as e:
            # An earlier fly-llc (--before) without a parameter this build added: it runs its
            # kernel with that parameter dropped (what it did before the parameter existed).
            unknown = re.search(r"has no parameter '([^']+)'", str(e))
            if not (llc and llc != self.llc and unknown):
                raise
            return self.fly(kernel, [p for p in params if not p.startswith(unknown.group(1) + "=")], arch, tag, llc)
        return hsaco

    def triton(self, script, args):
        """(code object, meta) of a Triton kernel bench/model/SCRIPT compiles, cached."""
        text = open(os.path.join(HERE, script)).read()
        key = sha(text, args, self.triton_python)
        hsaco = os.path.join(self.cache, "triton", key + ".hsaco")
        meta = os.path.join(self.cache, "triton", key + ".json")
        if not (os.path.exists(hsaco) and os.path.exists(meta)):
            out = run([self.triton_python, os.path.join(HERE, script)] + args + ["--out", hsaco + ".tmp"],
                      env=dict(os.environ, TRITON_CACHE_DIR=os.path.join(self.cache, "triton-cache"),
                               TRITON_DEFAULT_FP_FUSION="1"))
            with open(meta, "w") as f:
                f.write(out.strip().splitlines()[-1])
            os.replace(hsaco + ".tmp", hsaco)
        return hsaco, json.load(open(meta))

    def static_figures(self, hsaco, arch):
        """VGPRs (AGPRs included) and the main loop's MFMA share of a code object."""
        key = file_sha(hsaco)
        if key not in self.static:
            info = run([self.emu, "info", hsaco])
            v = re.search(r"vgprs (\d+), agprs (\d+)", info)
            loop = main_loop_share(run([OBJDUMP, "-d", f"--mcpu={arch}", hsaco]))
            self.static[key] = {"vgpr": int(v.group(1)) + int(v.group(2)) if v else None,
                                "share": 100.0 * loop[1] / loop[0] if loop else None,
                                "explicit": len(re.findall(r"^\s+arg \d+", info, re.M))}
        return self.static[key]

    # -- measurements -------------------------------------------------------------------------
    def measure(self, hsaco, kernel, grid, block, args, arch, lds=0, extra=(), cfg="", pad_null=False):
        """The model's figures of one launch of `kernel` in `hsaco` (fly-emu run --profile --stats)."""
        st = self.static_figures(hsaco, arch)
        if pad_null:  # Triton's scratch pointers, unused
            args = list(args) + ["null"] * (st["explicit"] - len(args))
        grid = ",".join(map(str, grid)) if isinstance(grid, (list, tuple)) else str(grid)
        block = ",".join(map(str, block)) if isinstance(block, (list, tuple)) else str(block)
        inputs = [file_sha(a.split("=", 1)[1]) for a in args if a.startswith(("in=", "inout="))]
        norm = [a.replace(self.tmp, "$TMP") for a in args]
        key = sha(file_sha(hsaco), kernel, grid, block, norm, inputs, lds, list(extra), self.emu_sha)
        if key not in self.db and self.cached_only:
            raise NotCached(kernel)
        if key not in self.db:
            cmd = [self.emu, "run", hsaco, "--kernel", kernel, "--grid", grid, "--block", block, "--profile",
                   "--stats", "--max-total-instructions", str(1 << 36)] + list(extra)
            if lds:
                cmd += ["--lds", str(lds)]
            for x in args:
                cmd += ["--arg", x]
            t0 = time.time()
            self.db[key] = dict(parse_profile(run(cmd)), secs=time.time() - t0)
            self.save()
        self.cost += self.db[key].get("secs", 0)
        return dict(self.db[key], **st, cfg=cfg)

    def fly_run(self, kernel, params, arch, size, cfg=""):
        """Fly's registry kernel at its own launch and inputs: `fly-run --profile` (which also
        checks it against the CPU reference); static figures from fly-llc's code object. Keyed by
        that code object's bytes (fly-run compiles the same kernel with the same pipeline), so a
        change elsewhere in Fly does not re-measure kernels whose code it did not change."""
        hsaco = self.fly(kernel, params, arch)
        key = sha("fly-run", kernel, params, arch, size, file_sha(hsaco), self.emu_sha)
        if key not in self.db and self.cached_only:
            raise NotCached(kernel)
        if key not in self.db:
            cmd = [self.flyrun, kernel, f"--device=emu:{arch}", "--size", size, "--profile"]
            for p in params:
                cmd += ["-p", p]
            t0 = time.time()
            out = run(cmd, env=dict(os.environ, FLY_CACHE_DIR=os.path.join(self.cache, "fly-cache-run")))
            if not out.rstrip().endswith("PASS"):
                raise Failed(f"{' '.join(cmd)}: the CPU check failed\n{out[-1500:]}")
            self.db[key] = dict(parse_profile(out), secs=time.time() - t0)
            self.save()
        self.cost += self.db[key].get("secs", 0)
        st = self.static_figures(hsaco, arch)
        return dict(self.db[key], **st, cfg=cfg)

    def best(self, tries):
        """The fastest of several (label, thunk) tries; a refused configuration is skipped. --quick:
        the first that runs."""
        best = None
        for label, thunk in tries:
            try:
                r = thunk()
            except NotCached:
                return None  # --cached-only: a configuration not measured yet makes the row incomplete
            except Failed as e:
                print(f"    {label}: refused: {str(e).strip().splitlines()[-1][:200]}", file=sys.stderr)
                continue
            print(f"    {label}: {r['us']:.2f} us", file=sys.stderr)
            if best is None or r["us"] < best["us"]:
                best = r
            if self.quick:
                break
        return best


# -- the table ---------------------------------------------------------------------------------

def fmt_us(r):
    if not r:
        return "-"
    return f"{r['us']:.2f}" + (f" ({r['cfg']})" if r.get("cfg") else "")


def fmt_bound(r):
    if not r:
        return "-"
    if r.get("mfma") and r.get("pct_matrix") is not None:
        share = pct(r["pct_matrix"]) + " matrix"
    elif r.get("pct_dram") is not None:
        share = pct(r["pct_dram"]) + " DRAM"
    else:
        share = "?"
    return f"{r['bound']}, {share}"


def triple(sides, f):
    vals = [f(s) if s else "-" for s in sides]
    return " / ".join(vals)


def pct(x):
    return f"{x:.0f}%" if x >= 9.5 else f"{x:.1f}%"


def num(x, fmt="{:.0f}"):
    return "-" if x is None else fmt.format(x)


MARK_BEGIN = "<!-- bench/model/kernels.py table -->"
MARK_END = "<!-- end of bench/model/kernels.py table -->"


def write_doc(path, argv, took, cost, table):
    """The generated section of docs/performance.md: the command, the tree, the date and the table."""
    text = open(path).read()
    if MARK_BEGIN not in text or MARK_END not in text:
        sys.exit(f"kernels.py: {path} has no '{MARK_BEGIN}' ... '{MARK_END}' section")
    sha_ = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True).stdout.strip()
    args = shlex.join(a for a in argv if not a.startswith("--doc") and a != path)
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    gen = (f"Generated by `python3 bench/model/kernels.py {args}` at {sha_}{' (with local changes)' if dirty else ''}, "
           f"{stamp}. The emulator runs behind the table took {cost / 60:.0f} min on the shared 2-core machine (this run "
           f"{took / 60:.0f} min: a re-run measures only what is not in its cache).\n\n" + table)
    before, rest = text.split(MARK_BEGIN, 1)
    _, after = rest.split(MARK_END, 1)
    with open(path, "w") as f:
        f.write(before + MARK_BEGIN + "\n" + gen.rstrip() + "\n" + MARK_END + after)


HEAD = ["kernel", "parameters", "arch", "problem", "Fly µs", "FlyDSL µs", "Triton µs", "Fly/best",
        "bound, % of peak (Fly / FlyDSL / Triton)", "VGPRs", "waves/SIMD", "waits/MFMA", "loop MFMA %"]


def table_row(job, res, before):
    fly, dsl, tri = res.get("fly"), res.get("flydsl"), res.get("triton")
    others = [r["us"] for r in (dsl, tri) if r]
    ratio = f"{fly['us'] / min(others):.2f}" if fly and others else "-"
    cols = [job["kernel"], job["params"], job["arch"], job["problem"]]
    if before:
        b = res.get("before")
        cols += [fmt_us(b), fmt_us(fly), f"{fly['us'] / b['us']:.2f}" if fly and b else "-"]
    else:
        cols += [fmt_us(fly)]
    sides = [fly, dsl, tri]
    cols += [fmt_us(dsl), fmt_us(tri), ratio, triple(sides, fmt_bound), triple(sides, lambda r: num(r["vgpr"])),
             triple(sides, lambda r: num(r["occ"])), triple(sides, lambda r: num(r["wpm"], "{:.2f}")),
             triple(sides, lambda r: num(r["share"]))]
    return "| " + " | ".join(cols) + " |"


def head(before):
    h = HEAD[:4] + (["Fly before µs", "Fly µs", "after/before"] if before else ["Fly µs"]) + HEAD[5:]
    return "| " + " | ".join(h) + " |\n|" + "---|" * len(h)


def main():
    import row_kernels, gemm_kernels, preshuffle_kernels, flydsl_jobs, other_kernels  # noqa: E401
    families = [other_kernels, flydsl_jobs, row_kernels, preshuffle_kernels, gemm_kernels]  # cheap first
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--match", help="only jobs whose 'kernel parameters arch problem' matches this regular expression")
    ap.add_argument("--arch", default="gfx942,gfx950", help="comma-separated archs (default gfx942,gfx950)")
    ap.add_argument("--quick", action="store_true", help="a small subset of each family (a smoke run)")
    ap.add_argument("--triton-python", help="a Python with Triton 3.x (default: /work/venv-flydsl/bin/python if "
                    "it exists); no Triton column without it")
    ap.add_argument("--no-triton", action="store_true", help="no Triton column")
    ap.add_argument("--before", help="another fly-llc (an earlier build) for a 'before' column (parameters it does not have are dropped for it)")
    ap.add_argument("--cache", help="cache directory (default BUILD/bench-kernels)")
    ap.add_argument("--list", action="store_true", help="list the jobs and exit")
    ap.add_argument("--cached-only", action="store_true", help="measure nothing: the table of what the cache holds "
                    "(the other jobs listed as not measured), e.g. to write --doc from a run that was stopped")
    ap.add_argument("--out", help="also write the Markdown table to this file")
    ap.add_argument("--doc", help="also write the table, the command and the date into this Markdown file between "
                    f"its '{MARK_BEGIN}' and '{MARK_END}' lines (docs/performance.md)")
    a = ap.parse_args()
    a.build = os.path.abspath(a.build)
    a.cache = os.path.abspath(a.cache or os.path.join(a.build, "bench-kernels"))
    if a.no_triton:
        a.triton_python = None
    elif not a.triton_python and os.path.exists("/work/venv-flydsl/bin/python"):
        a.triton_python = "/work/venv-flydsl/bin/python"
    archs = a.arch.split(",")
    llc = os.path.join(a.build, "bin", "fly-llc")
    registry = [l.split()[0] for l in run([llc, "--list-kernels"]).splitlines() if l.strip()]

    jobs, covered, why = [], set(), []
    for fam in families:
        covered.update(job["kernel"] for job in fam.jobs(False))
        for job in fam.jobs(a.quick):
            job["label"] = f"{job['kernel']} {job['params']} {job['arch']} {job['problem']}"
            if job["arch"] not in archs or (a.match and not re.search(a.match, job["label"])):
                continue
            job["family"] = fam
            jobs.append(job)
        why += getattr(fam, "NO_ROW", [])
    missing = [k for k in registry if k not in covered]
    # Cheap jobs first (a long run that is stopped has the most rows); the table keeps the families' order.
    for i, job in enumerate(jobs):  # the table: registry order, then the family's
        job["order"] = (registry.index(job["kernel"]) if job["kernel"] in registry else len(registry), i)
    jobs.sort(key=lambda j: j.get("cost", 0))
    if a.list:
        for j in jobs:
            print(j["label"])
        return
    start = time.time()
    lines = []
    failures, unmeasured = [], []
    interrupted = False
    with tempfile.TemporaryDirectory() as tmp:
        b = Bench(a, tmp)
        try:
            for job in jobs:
                print(f"{job['label']}:", file=sys.stderr, flush=True)
                t0 = time.time()
                try:
                    res = job["family"].measure(b, job)
                    if a.cached_only and any(v is None for v in res.values()):
                        raise NotCached(job["kernel"])
                except NotCached:
                    unmeasured.append(job["label"])
                    continue
                except Exception as e:  # noqa: BLE001  (a job that cannot run is listed, the others still run)
                    failures.append(f"{job['label']}: {type(e).__name__}: {str(e).strip().splitlines()[-1][:300]}")
                    print(f"  FAILED: {e}", file=sys.stderr)
                    continue
                if "fly" not in res or not res["fly"]:
                    failures.append(f"{job['label']}: no Fly configuration ran")
                    continue
                line = table_row(job, res, a.before)
                lines.append((job["order"], line))
                print(line + f"\n  ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
        except KeyboardInterrupt:  # the table of what was measured is still printed
            interrupted = True
        cost = b.cost
    notes = []
    for k in missing:
        notes.append(f"- {k}: no job in bench/model (add one to a family's list)")
    notes += [f"- {n}" for n in why]
    if failures:
        notes += ["", "Jobs that failed (no row):", ""] + [f"- {f}" for f in failures]
    if interrupted:
        done = {o for o, _ in lines}
        unmeasured += [j["label"] for j in jobs if j["order"] not in done]
    if unmeasured:
        notes += ["", "Not measured in this run (no row):", ""] + [f"- {u}" for u in unmeasured]
    tail = "\n".join(notes)
    table = "\n".join([head(a.before)] + [l for _, l in sorted(lines)]) + "\n" + ("\n" + tail + "\n" if tail else "")
    print(table, end="", flush=True)
    took = time.time() - start
    print(f"\n{len(lines)} rows in {took / 60:.1f} min ({cost / 60:.1f} min of emulator runs, cached or not)",
          file=sys.stderr)
    if a.out:
        with open(a.out, "w") as f:
            f.write(table)
    if a.doc and not lines:  # e.g. --cached-only after fly-emu changed: keep the table the file has
        print(f"kernels.py: no rows: {a.doc} left as it is", file=sys.stderr)
    elif a.doc:
        write_doc(a.doc, sys.argv[1:], took, cost, table)
    sys.exit(1 if failures or missing or unmeasured else 0)


if __name__ == "__main__":
    main()
