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
import flydsl_references  # noqa: E402  (CPU references for the jobs that name one)
import check  # noqa: E402  (the emulator comparison the test suite runs too)

from flydsl_jobs import Job, JOBS, REGISTRY_JOBS, CDNA, TORCH_DT, REL  # noqa: E402,F401  (one module per family)


CHILD = """
import importlib.util, sys, torch
sys.path.insert(0, {src!r})
import flydsl.compiler as flyc
def load(rel, stop=None):
    # stop: the file up to this text (an example's definitions without the run at module load).
    path = {src!r} + "/" + rel
    if stop is not None:
        import tempfile
        text = open(path).read()
        path = tempfile.mkdtemp() + "/" + rel.rsplit("/", 1)[-1]
        open(path, "w").write(text[:text.index(stop)])
    spec = importlib.util.spec_from_file_location("flydsl_job", path)
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
    def tensor(a):
        dt, shape, gen = job.tensors[a]
        return {"tensor": a, "dtype": dt, "shape": list(shape), "gen": gen}

    for a in args:
        if isinstance(a, tuple) and a[0] == "ptrs":
            espec.append({"ptrs": [tensor(n) for n in a[1]]})  # a table of these tensors' addresses
        elif isinstance(a, tuple):
            espec.append({a[0]: a[1]})
        else:
            espec.append(tensor(a))
    return {"name": key, "job": job.name, "arch": arch, "kernel": kernel, "grid": list(grid), "args": espec,
            "outputs": outputs, "tolerance": {k: list(v) for k, v in tol.items()}, "seed": 1,
            **({"lds": lds or job.dynamic_lds} if (lds or job.dynamic_lds) else {}),
            **({"lds_out_of_range": True} if job.lds_out_of_range else {})}


def module_kernels(job, path, module):
    """The kernels of a traced module that get a row each: the module's own name (a launcher of one
    kernel, traced as that kernel), or, for a launcher of several kernels (one gpu.module, traced
    under the launcher's name), each of its gpu.funcs the job gives a launch for."""
    if module in job.run:
        return [module]
    funcs = re.findall(r"gpu\.func @([\w.$-]+)\(", path.read_text()) if path.exists() else []
    return [f for f in funcs if f in job.run] or [module]


def fly_step(job, arch, kernel, tdir, fdir, fly_bin, lds=0, module_name=None):
    """fly-llc on the traced module and the emulator comparison of `kernel` (a gpu.func of the
    module `module_name`, by default the module of that name)."""
    module_name = module_name or kernel
    key = f"{job.name.replace('/', '.')}.{arch}.{kernel}"
    module = tdir / f"{module_name}.mlir"
    flydsl = tdir / f"{module_name}.flydsl.hsaco"
    fly = fdir / f"{key}.fly.hsaco"
    res = {"job": job.name, "arch": arch, "kernel": kernel, "key": key,
           **({"module": module_name} if module_name != kernel else {})}
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
        if module_name != kernel:
            # The committed files are named for the module (job, arch, launcher): one module file and
            # code object for all of its kernels' entries.
            entry["module"] = module_file_key(job, arch, module_name)
        res["entry"] = entry
        keep = {}
        try:
            cmp = check.compare_entry(entry, module, fly, flydsl, str(fly_bin / "fly-emu"), fdir / "work" / key,
                                      keep=keep, check_races=job.check_races)
        except Exception as e:  # a spec that does not fit the kernel: recorded, not fatal
            cmp = {"agrees": None, "detail": f"harness: {e}", "sides": {}}
        res.update(cmp)
        if job.reference and cmp.get("agrees") is not None:
            res["reference"] = flydsl_references.judge(job.reference, entry, keep, arch)
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


TABLE_HEAD = ["| kernel | variant | arch | traced | compiled by Fly (or first error) | agrees | cycles Fly / FlyDSL | VGPRs | instructions |",
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
TOTALS_HEAD = ["| arch | modules | traced | compiled by Fly | agree with FlyDSL's code object |", "| --- | --- | --- | --- | --- |"]


def table_row(r):
    """The table line of one result row."""
    kernel, variant = r["job"].split("/", 1)
    if r.get("source"):
        variant += f" ({esc(r['source'])})"
    if r.get("trace_error"):
        return f"| {kernel} | {variant} | {r['arch']} | no: {esc(r['trace_error'])} | | | | | |"
    comp = "yes" if r.get("compiled") else "no: " + esc(r.get("error", ""))
    agrees = {True: "yes", False: "**no**", None: ""}[r.get("agrees")]
    if r.get("flydsl_error"):
        # FlyDSL's own compile of the module fails (no code object to compare with): its error.
        agrees = "(FlyDSL's own compile fails: " + esc(r["flydsl_error"]) + ")"
    elif r.get("reference") and r.get("agrees") is False:
        # They disagree and a CPU reference says which one is right (or neither).
        agrees = f"{agrees}: {esc(r['reference']['verdict'])}"
    elif r.get("detail") and r.get("agrees") is not True:
        agrees = (agrees + " " if agrees else "") + "(" + esc(r["detail"]) + ")"
    elif r.get("detail", "").startswith("dx: bit") or "bit-exact" in r.get("detail", ""):
        agrees += " (bit-exact)" if "within" not in r["detail"] else ""
    if r.get("reference") and r.get("agrees"):
        agrees += f"; {esc(r['reference']['verdict'])}"  # the two agree: and the reference says
    races = {side: msg for side, msg in (r.get("races") or {}).items() if msg}
    if races:
        # fly-emu --check-races stops at an LDS race: the kernel's (both sides) or one compile's.
        who = "both code objects" if len(races) == 2 else ("Fly's code object" if "fly" in races else
                                                           "FlyDSL's code object")
        first = re.sub(r"^fly-emu: error: ", "", races.get("flydsl") or races.get("fly"))
        agrees += f"; {who} race under fly-emu --check-races: {esc(first)}"
    return (f"| {kernel} | {variant} `{r['kernel']}` | {r['arch']} | yes | {comp} | {agrees} | "
            f"{fmt_side(r, 'cycles')} | {fmt_side(r, 'vgprs')} | {fmt_side(r, 'instructions')} |")


def row_cells(line):
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]


def table_totals(lines):
    """arch -> [modules, traced, compiled by Fly, agree], counted from the table's rows."""
    totals = {}
    for line in lines:
        c = row_cells(line)
        t = totals.setdefault(c[2], [0, 0, 0, 0])
        t[0] += 1
        t[1] += c[3] == "yes"
        t[2] += c[4] == "yes"
        t[3] += c[5].startswith("yes")
    return totals


def write_block(doc, header, body):
    totals = table_totals(body)
    lines = [MARK_BEGIN, "", header, ""] + TABLE_HEAD + body + [""] + TOTALS_HEAD
    lines += [f"| {arch} | {n} | {tr} | {c} | {a} |" for arch, (n, tr, c, a) in sorted(totals.items())]
    lines += ["", MARK_END]
    text = doc.read_text()
    block = "\n".join(lines)
    if MARK_BEGIN in text:
        text = text[:text.index(MARK_BEGIN)] + block + text[text.index(MARK_END) + len(MARK_END):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text)
    return totals


def table_header(version, sha):
    return (f"Generated by `scripts/flydsl_library.py` with FlyDSL {version} (wheel) from FlyDSL's sources at "
            f"`{sha[:10]}`. Fly time / FlyDSL time: modelled cycles of the launch (`fly-emu --profile`); "
            "VGPRs include AGPRs; instructions: wave-instructions executed.")


def write_table(rows, doc, version, sha):
    return write_block(doc, table_header(version, sha), [table_row(r) for r in rows])


def update_table(rows, jobs, doc, version, sha):
    """--update-rows: the rows of `jobs` (this run's --only/--arch selection) replaced in the table
    as it stands, the other rows kept (another cache may have made them): a job's old rows go, its
    new ones take the place of the first, or, for a job new to the table, follow the last row of
    the same kernel (else the end). The totals are counted again from the rows."""
    text = doc.read_text()
    if MARK_BEGIN not in text:
        return write_table(rows, doc, version, sha)
    block = text[text.index(MARK_BEGIN):text.index(MARK_END)].splitlines()
    body = [l for l in block if l.startswith("| ") and l not in TABLE_HEAD and l not in TOTALS_HEAD
            and not re.match(r"^\| gfx\w+ \| \d", l)]
    archs = {r["arch"] for r in rows}

    def job_of(line):
        c = row_cells(line)
        return f"{c[0]}/{re.split(r' [(`]', c[1])[0]}", c[2]

    new = {}
    for r in rows:
        new.setdefault(r["job"], []).append(table_row(r))
    names = {j.name for j in jobs}
    out, placed = [], set()
    for line in body:
        job, arch = job_of(line)
        if job in names and arch in archs:
            if job not in placed and job in new:
                out += new[job]
                placed.add(job)
            continue
        out.append(line)
    for job, lines in new.items():
        if job in placed:
            continue
        kernel = job.split("/")[0] + " |"
        at = max((i for i, l in enumerate(out) if l.startswith("| " + kernel)), default=len(out) - 1)
        out[at + 1:at + 1] = lines
    return write_block(doc, table_header(version, sha), out)


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
    ap.add_argument("--update-rows", action="store_true",
                    help="replace only the selected jobs' rows (--only/--arch) in the table, keep the others")
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
                retraced = True
            else:
                retraced = False
            status = json.loads(st.read_text())
            if not status["kernels"]:
                rows.append({"job": job.name, "arch": arch, "kernel": "", "trace_error": status["error"] or "no module",
                             "source": status.get("source")})
                continue
            fdir = cache / "fly"
            fdir.mkdir(exist_ok=True)
            for k in status["kernels"]:
                module = k["kernel"]
                for kernel in module_kernels(job, tdir / f"{module}.mlir", module):
                    rj = fdir / f"{job.name.replace('/', '.')}.{arch}.{kernel}.json"
                    if args.refresh_fly or retraced or not rj.exists():
                        res = fly_step(job, arch, kernel, tdir, fdir, args.fly_bin, k.get("lds", 0), module)
                        if status["error"] and not k["flydsl_binary"]:
                            res["flydsl_error"] = status["error"]
                        rj.write_text(json.dumps(res, indent=1) + "\n")
                        print(f"  {kernel}: {'compiled' if res['compiled'] else 'refused: ' + res.get('error', '')}"
                              + (f"; agrees: {res.get('agrees')} ({res.get('detail', '')})" if res["compiled"] else ""),
                              flush=True)
                    res = json.loads(rj.read_text())
                    rows.append(dict(res, source=status.get("source")))
                    if args.commit and (job.commit is True or arch in (job.commit or ())) and res.get("agrees"):
                        commit_module(res, tdir, module)
    if args.commit:
        write_manifest(cache / "fly")
    if args.update_rows:
        totals = update_table(rows, jobs, args.doc, version, sha)
    elif not args.no_doc and not args.only and not args.arch:
        totals = write_table(rows, args.doc, version, sha)
    else:
        totals = {}
    if totals:
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


def module_file_key(job, arch, module_name):
    return f"{job.name.replace('/', '.')}.{arch}.{module_name}"


def commit_module(res, tdir, module):
    key = res["entry"].get("module", res["key"])
    header = f"// FlyDSL {flydsl_dump.flydsl_version(sys.executable)}: {res['job']} for {res['arch']} (scripts/flydsl_library.py)\n"
    (LIB / f"{key}.mlir").write_text(header + (tdir / f"{module}.mlir").read_text())
    shutil.copy(tdir / f"{module}.flydsl.hsaco", LIB / f"{key}.flydsl.hsaco")


def write_manifest(cache_fly):
    """One entry per committed kernel: a module file of one kernel is named for its entry; a module
    of several kernels (one launcher's) is named for the module, and each of its kernels that
    agreed has an entry saying so (`module`). A committed module this cache has no result for
    (traced in another worktree's cache) keeps its entries."""
    mf = LIB / "manifest.json"
    before = json.loads(mf.read_text()) if mf.exists() else []
    cached = {}
    for rj in sorted(cache_fly.glob("*.json")):
        res = json.loads(rj.read_text())
        e = res.get("entry")
        if e and res.get("agrees"):
            cached.setdefault(e.get("module", e["name"]), []).append(e)
    entries = []
    for mod in sorted(LIB.glob("*.mlir")):
        key = mod.name[: -len(".mlir")]
        entries += cached.get(key) or [e for e in before if e.get("module", e["name"]) == key]
    (LIB / "manifest.json").write_text(json.dumps(entries, indent=1) + "\n")


if __name__ == "__main__":
    sys.exit(main())
