"""The registry kernels with a FlyDSL code object of their own for bench/model/kernels.py:
flash_attn_fwd, pa_decode, moe_sorting, moe_gemm1, moe_gemm2, moe_reduce, fused_rope_cache and
topk_gating_softmax, each at the problem FlyDSL's code object was traced for (its shapes are fixed
at trace time). The pairs, their inputs and both launches are scripts/flydsl_pairs.py's, the same
that scripts/kernel_report.py sets side by side in docs/kernels.md. No Triton kernel of these
jobs in bench/model.

  python3 bench/model/kernels.py --match "^(flash_attn_fwd|pa_decode|moe_|fused_rope|topk)"
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import flydsl_pairs  # noqa: E402

QUICK = {"topk_gating_softmax"}
# The emulator's work of a pair in kernels.py's job-order units (the others: 10^6).
COST = {"flash_attn_fwd": 3 * 10 ** 7, "pa_decode": 5 * 10 ** 6}
NO_ROW = ["flash_attn_fwd, pa_decode, MoE, RoPE, top-k: no Triton kernel of these jobs in bench/model",
          "flash_attn_fwd next to FlyDSL's gfx950 kernels (flash_attn_gfx950, flash_attn_fp8_gfx950): those run 256 "
          "queries of a head per work-group of 8 waves, so at the traced problem (B=1, 4 heads, S=512) they launch 8 "
          "work-groups against Fly's 16 (atom 32) or 32 (atom 16), and the model spreads work-groups over idle CUs: "
          "the ratios favour the smaller work-group (docs/kernels.md gives a problem that fills the machine)",
          "pa_decode: FlyDSL's pa_decode_tile quantizes Q and P to fp8 for an fp8 x fp8 MFMA, as Fly's mma=fp8 does, "
          "and its code object races on LDS (docs/kernels.md): its cycles are of that run"]


def pairs_of(b, kernel, params, arch):
    """The pairs of one registry kernel, parameters and arch, their inputs written (each once)."""
    work = b.path("flydsl-pairs")
    os.makedirs(work, exist_ok=True)
    return flydsl_pairs.pairs(b.llc, b.emu, work, lambda n, p, a: (n, " ".join(p), a) == (kernel, params, arch))


def jobs(quick):
    # The jobs are known without writing inputs: the dumps' list, the library's moe_sorting, the
    # registry manifest's entries (their problems are what Pair says once made; listed here by job).
    seen = set()
    for job in flydsl_pairs.flydsl_jobs:
        for arch in ("gfx942", "gfx950"):
            if os.path.exists(os.path.join(flydsl_pairs.dumps, f"{job['dump']}.{arch}.flydsl.hsaco")):
                key = (job["name"], " ".join(job["params"]), arch, ",".join(map(str, job["problem"])))
                if key not in seen and not quick:
                    seen.add(key)
                    yield {"kernel": key[0], "params": key[1], "arch": arch, "problem": key[3].replace(",", "x"),
                           "key": key, "cost": COST.get(key[0], 10 ** 6)}
    yield from ({"kernel": "moe_sorting", "params": "experts=4 topk=2", "arch": arch, "problem": "8x64",
                 "key": ("moe_sorting", "experts=4 topk=2", arch, "8,64"), "cost": 10 ** 5} for arch in ("gfx942", "gfx950") if not quick)
    for side in flydsl_pairs.registry_sides.values():
        for arch in ("gfx942", "gfx950"):
            if quick and (side["name"] not in QUICK or arch != "gfx942"):
                continue
            key = (side["name"], " ".join(side["params"]), arch, side["problem"])
            yield {"kernel": key[0], "params": key[1], "arch": arch, "problem": key[3].replace(",", "x"), "key": key,
                   "cost": COST.get(key[0], 10 ** 6)}


def measure(b, job):
    for p in pairs_of(b, *job["key"][:3]):
        if (p.name, " ".join(p.params), p.arch, p.problem) == job["key"]:
            t, o = p.flydsl, p.fly
            res = {"flydsl": b.measure(t.hsaco, t.kernel, t.grid, t.block, t.args, p.arch, extra=t.extra,
                                       cfg=p.source.replace(" (registry)", "").replace(" (library)", ""))}
            for who, llc in (("before", b.before), ("fly", b.llc)):
                if llc:
                    res[who] = b.measure(b.fly(p.name, p.params, p.arch, tag=who, llc=llc), o.kernel, o.grid, o.block,
                                         o.args, p.arch, extra=o.extra)
            return res
    raise LookupError(f"no FlyDSL pair for {job['key']} (tests/flydsl has no code object of it)")
