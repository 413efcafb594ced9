"""Fly's registry kernels next to FlyDSL's own code object for the same job: how each side is
launched on fly-emu on the same inputs. FlyDSL's code objects: tests/flydsl/dumps
(scripts/flydsl_dump.py), tests/flydsl/library (moe_sorting's oneshot kernel) and
tests/flydsl/registry (FlyDSL's kernels traced at the registry kernels' configurations,
`scripts/flydsl_library.py --registry`). Used by scripts/kernel_report.py (docs/kernels.md) and
bench/model/kernels.py (docs/performance.md); importing it runs nothing.

pairs(llc, emu, work) writes every job's inputs under `work` and returns a Pair per job and arch:
the registry kernel (name, parameters, problem), FlyDSL's side and Fly's as Launch values
(fly-emu run's --kernel, --grid, --block, --arg values with absolute paths, extra flags), and for
the registry jobs the outputs to compare (their files on each side, dtype, tolerance).
"""
import json
import os
import random
import re
import struct
import subprocess
import sys
from collections import namedtuple

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "tests", "flydsl")
dumps = os.path.join(TESTS, "dumps")
sys.path.insert(0, os.path.join(TESTS, "library"))
import check  # noqa: E402  (the library's ABI and input generators)

# hsaco None: Fly's side, compiled by the caller (fly-llc --kernel NAME -p PARAMS).
Launch = namedtuple("Launch", "hsaco kernel grid block args extra")
# outputs: (name, Fly's file, FlyDSL's file, dtype, tolerance) for the registry jobs, else ().
Pair = namedtuple("Pair", "name params arch problem source flydsl fly outputs note")


def flydsl_tensor(name, shape):
    """FlyDSL's tensor argument: the pointer, then a packed struct of its dynamic leaves (i32
    extents, the i64 strides of all but the last, row-major; docs/abi.md)."""
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    return [name, "bytes=" + struct.pack("<%di%dq" % (len(shape), len(shape) - 1), *shape, *strides[:-1]).hex()]


def flash_attn_job(dump, params, d):
    b, s, h, hk = 1, 512, 4, 2
    q, kv, out = flydsl_tensor("in=q", [b, s, h, d]), flydsl_tensor("in=kv", [b, s, hk, d]), flydsl_tensor("out=o", [b, s, h, d])
    theirs = q + kv + kv + out + out + ["i32=%d" % s, "i32=%d" % s] + out + out + out + ["i32=0"]
    bm = 4 * 32  # queries per work-group of Fly's: warps (4) x atom M (32), the defaults on gfx942/gfx950
    ours = ["in=q", "in=kv", "in=kv", "out=o", f"i32={b}", f"i32={s}", f"i32={s}"]
    return dict(dump=dump, kernel="flash_attn_generic_kernel_0", name="flash_attn_fwd", params=params, problem=[b, s, s],
                files={"q": bytes(b * s * h * d * 2), "kv": bytes(b * s * hk * d * 2)}, out=b * s * h * d * 2,
                theirs=(f"{(s + 127) // 128 * h}", "256", theirs), ours=(f"{(s + bm - 1) // bm},{h},{b}", "256", ours))


def flash_attn_fp8_job(dump, params, note=None):
    # FlyDSL's gfx950 fp8 kernel (flash_attn_fp8_gfx950, traced with B=1, 4 query heads on 2 KV heads,
    # D=128): Q, K, V, then O and three unused tensors its launcher fills with O (debug counts,
    # cu_seqlens), the three per-tensor descales, then seq_len, seq_len_kv, the row strides of Q
    # and K/V in elements and D; 512 threads per 256 queries of a head.
    b, s, h, hk, d = 1, 512, 4, 2, 128
    q, kv, out = flydsl_tensor("in=q", [b, s, h, d]), flydsl_tensor("in=kv", [b, s, hk, d]), flydsl_tensor("out=o", [b, s, h, d])
    one = flydsl_tensor("in=one", [1])
    theirs = q + kv + kv + out * 4 + one * 3 + [f"i32={s}", f"i32={s}", f"i32={h * d}", f"i32={hk * d}", f"i32={d}"]
    bm = 4 * (32 if "atom=32" in params else 16)  # warps (4) x atom M (fp8 on gfx950: 16 unless atom=32)
    ours = ["in=q", "in=kv", "in=kv", "in=one", "in=one", "in=one", "out=o", f"i32={b}", f"i32={s}", f"i32={s}"]
    return dict(dump=dump, kernel="flash_attn_dualwave_swp_fp8_bn128_kernel_0", name="flash_attn_fwd", params=params,
                # FlyDSL's K/V prefetch runs tiles past the sequence (no allocation holds them on the
                # emulator): the files are 4 times the tensors (Fly's loads stop at the tensors' ends).
                problem=[b, s, s], files={"q": bytes(4 * b * s * h * d), "kv": bytes(4 * b * s * hk * d),
                                          "one": struct.pack("<f", 1.0)},
                out=b * s * h * d * 2, theirs=(f"{h},{(s + 255) // 256},{b}", "512", theirs),
                ours=(f"{(s + bm - 1) // bm},{h},{b}", "256", ours), note=note)


def flash_attn_gfx950_job(dump, params):
    # FlyDSL's gfx950 dual-wave bf16 kernel (flash_attn_gfx950: ds_read_b64_tr_b16 V reads, LDS DMA K/V
    # loads), traced with B=1, 4 query heads on 2 KV heads, D=128: Q, K, V, O, then eight tensors its
    # launcher fills with O when unused (LSE, debug counts, cu_seqlens, block table, bias, ALiBi,
    # sink), then seq_len, seq_len_kv, the row strides of Q and K/V, D, and three strides of the
    # unused inputs (0); 512 threads per 256 queries of a head.
    b, s, h, hk, d = 1, 512, 4, 2, 128
    q, kv, out = flydsl_tensor("in=q", [b, s, h, d]), flydsl_tensor("in=kv", [b, s, hk, d]), flydsl_tensor("out=o", [b, s, h, d])
    theirs = q + kv + kv + out * 9 + [f"i32={s}", f"i32={s}", f"i32={h * d}", f"i32={hk * d}", f"i32={d}", "i32=0",
                                      "i32=0", "i32=0"]
    bm = 4 * 32
    ours = ["in=q", "in=kv", "in=kv", "out=o", f"i32={b}", f"i32={s}", f"i32={s}"]
    return dict(dump=dump, kernel="flash_attn_dualwave_swp_gfx950_kernel_0", name="flash_attn_fwd", params=params,
                # Its K/V prefetch runs past the sequence too: the files are 4 times the tensors.
                problem=[b, s, s], files={"q": bytes(4 * b * s * h * d * 2), "kv": bytes(4 * b * s * hk * d * 2)},
                out=b * s * h * d * 2, theirs=(f"{h},{(s + 255) // 256},{b}", "512", theirs),
                ours=(f"{(s + bm - 1) // bm},{h},{b}", "256", ours))


def pa_decode_job(dump, params):
    # FlyDSL's trace: 4 sequences of 700 tokens, 8 query heads on 1 KV head, D = 128, 16-token
    # blocks, fp8 caches with per-tensor scales (1.0), one partition. Each sequence its own blocks.
    seqs, qh, kh, d, bs, ctx = 4, 8, 1, 128, 16, 700
    mb = ctx // bs + 2
    nb = seqs * mb + 3
    table = struct.pack("<%di" % (seqs * mb), *[s * mb + j for s in range(seqs) for j in range(mb)])
    files = {"q": bytes(seqs * qh * d * 2), "kc": bytes(nb * kh * d * bs), "vc": bytes(nb * kh * d * bs),
             "bt": table, "cl": struct.pack("<%di" % seqs, *[ctx] * seqs), "one": struct.pack("<f", 1.0),
             "part": bytes(4)}
    theirs = (flydsl_tensor("out=o", [seqs, qh, d]) + flydsl_tensor("in=part", [1]) * 3
              + flydsl_tensor("in=q", [seqs, qh, d]) + flydsl_tensor("in=kc", [nb, kh, d // 16, bs, 16])
              + flydsl_tensor("in=vc", [nb, kh, d, bs]) + flydsl_tensor("in=bt", [seqs, mb])
              + flydsl_tensor("in=cl", [seqs]) + flydsl_tensor("in=one", [1]) * 2
              + [f"i32={mb}", "i32=0", "i32=0", f"i32={qh * d}", f"i32={d}"])
    ours = ["in=q", "in=kc", "in=vc", "in=bt", "in=cl", "in=one", "in=one", "out=o", f"i32={mb}", f"i32={nb}"]
    note = ("pa_decode: FlyDSL's pa_decode_tile quantizes Q and P to fp8 for its fp8 x fp8 MFMA, as Fly's mma=fp8 "
            "does (Q with a power-of-two scale per row; mma=dtype widens the fp8 cache to bf16 and keeps Q and P in "
            "bf16), and its code object races on LDS: before its loop each wave "
            "reads the first tile's V page-index row, which the loop's first iteration overwrites with the next "
            "tile's before any barrier. The emulator runs a work-group's waves in turn up to each barrier, so "
            "there its sequences longer than one 256-token tile take wrong V blocks (--check-races names the race; "
            "FlyDslArchs/PagedAttentionVsFlyDsl, tests/unit/flydsl/PagedAttentionDumpTest.cpp, checks both "
            "outputs against the reference). The cycles here are of that run.")
    return dict(dump=dump, kernel="pa_decode_tile_kernel_0", name="pa_decode", params=params, problem=[seqs, ctx],
                files=files, out=seqs * qh * d * 2, theirs=(f"{seqs}", "256", theirs), ours=(f"{seqs},{kh}", "256", ours),
                note=note)


# FlyDSL's dumps next to registry kernels (tests/flydsl/dumps, made by
# scripts/flydsl_dump.py): each job names the dump and its kernel, the registry kernel and its
# parameters, the problem, the input files (name: bytes) both read, and for each side the launch
# (grid, block) and its arguments (`fly-emu run --arg`, in=NAME for an input file, out=o for the
# output). Both run on the emulator with --profile on the same inputs.
flydsl_jobs = [
    flash_attn_job("flash_attn_f16_d128", ["dtype=f16", "head_dim=128"], 128),
    flash_attn_job("flash_attn_f16_d128_causal", ["dtype=f16", "head_dim=128", "causal=1"], 128),
    flash_attn_job("flash_attn_bf16_d64_causal", ["dtype=bf16", "head_dim=64", "causal=1"], 64),
    flash_attn_gfx950_job("flash_attn_gfx950_bf16_d128", ["dtype=bf16", "head_dim=128"]),
    flash_attn_gfx950_job("flash_attn_gfx950_bf16_d128_causal", ["dtype=bf16", "head_dim=128", "causal=1"]),
    flash_attn_fp8_job("flash_attn_fp8_d128", ["dtype=fp8", "head_dim=128"], note=(
        "flash_attn_fwd next to FlyDSL's gfx950 kernels (flash_attn_gfx950, flash_attn_fp8_gfx950): those run 256 "
        "queries of a head per work-group of 8 waves, so at this problem (B=1, 4 heads, S=512) they launch 8 "
        "work-groups, Fly's 16 (atom 32) or 32 (atom 16), and the model spreads work-groups over idle CUs: the "
        "ratios here favour the smaller work-group. On a problem that fills the machine (B=16, 16 query heads on "
        "2 KV heads, S=512: FlyDSL's fp8 kernel 512 work-groups) the modelled cycles are FlyDSL fp8 77728, Fly fp8 "
        "71526 (atom=32 block_n=64, 0.92), 64548 with atom=16 block_n=128 (0.83, the wave64 fp8 defaults). Fly's fp8 "
        "runs both products on the fp8 MFMA (16x16x32 by default on wave64, 32x32x16 with atom=32), FlyDSL's on "
        "v_mfma_f32_32x32x64_f8f6f4 with K/V by LDS DMA; Fly's fp8 V goes through registers, transposed into LDS. "
        "f16/bf16 on gfx950 take Fly's fast path (fast_path=auto): K and V by LDS DMA into two swizzled buffers "
        "each, V^T read with ds_read_b64_tr_b16 (measured against the register path, fast_path=0, in "
        "docs/kernels.md's text by hand).")),
    flash_attn_fp8_job("flash_attn_fp8_d128", ["dtype=fp8", "head_dim=128", "atom=32", "block_n=64"]),
    pa_decode_job("pa_decode_tile_fp8_d128_g8", ["kv_cache=fp8", "mma=fp8"]),
]



def moe_sorting_pairs(llc, emu, work, want=lambda name, params, arch: True):
    """moe_sorting next to FlyDSL's oneshot kernel (tests/flydsl/library, its manifest's job: E = 4,
    top-2, 8 tokens, unit 32, moe_buf 8 x 32 i32 = 8 x 64 bf16): the same router ids (distinct per
    token) and weights for both, FlyDSL's through the library's ABI (--lds-out-of-range-zero)."""
    library = os.path.join(TESTS, "library")
    manifest = json.load(open(os.path.join(library, "manifest.json")))
    out = []
    for entry in (e for e in manifest if e["job"] == "moe_sorting/oneshot_e4_k2_t8"):
        arch = entry["arch"]
        if not want("moe_sorting", ["experts=4", "topk=2"], arch):
            continue
        module = os.path.join(library, entry["name"] + ".mlir")
        hsaco = os.path.join(library, entry["name"] + ".flydsl.hsaco")
        sig, block = check.kernel_signature(open(module).read(), entry["kernel"])
        rng = random.Random(1)
        ids = [e for _ in range(8) for e in rng.sample(range(4), 2)]
        data = {"ids": struct.pack("<16i", *ids), "w": struct.pack("<16f", *[rng.uniform(0.5, 1.5) for _ in range(16)]),
                "sids": bytes(142 * 4), "sw": bytes(142 * 4), "se": bytes(5 * 4), "nv": bytes(8),
                "buf": struct.pack("<256i", *([1] * 256)), "mask": struct.pack("<i", 1)}
        theirs_files = write_files(work, f"moe_sorting.{arch}.flydsl", data)
        info = check.kernel_info(emu, hsaco, entry["kernel"])
        args = check.build_args(entry, sig, "flydsl", theirs_files, info["args"])
        f = write_files(work, f"moe_sorting.{arch}.fly", data)
        ours_args = [f"in={f['ids']}", f"in={f['w']}"] + [f"inout={f[k]}" for k in ("sids", "sw", "se", "nv", "buf")]
        out.append(Pair("moe_sorting", ["experts=4", "topk=2"], arch, "8,64", entry["name"].rsplit(".", 1)[0] + " (library)",
                        Launch(hsaco, entry["kernel"], ",".join(map(str, entry["grid"])), ",".join(map(str, block)), args,
                               ["--lds-out-of-range-zero"]),
                        Launch(None, "moe_sorting", "2,1,1", "256,1,1", ours_args + ["i32=8", "i32=64"], []), (), None))
    return out


def write_files(work, tag, data):
    paths = {}
    for k, v in data.items():
        paths[k] = os.path.join(work, f"{tag}.{k}.bin")
        with open(paths[k], "wb") as f:
            f.write(v)
    return paths



# Registry kernels next to FlyDSL's kernels traced at the same configuration (tests/flydsl/registry,
# `scripts/flydsl_library.py --registry`): for each of its manifest's entries, the inputs made once
# (check.py's generators, the entry's seed), FlyDSL's code object run on them through its ABI and
# Fly's registry kernel (its default problem, which is the entry's) on the same files; the modelled
# cycles of both and their outputs compared. Each side: the registry kernel, its parameters, the
# problem, and its arguments in order: "in:NAME" / "out:NAME" (the entry's tensor NAME),
# "i32=V"; `derived` makes an input Fly's ABI needs from the entry's (moe_sorting's num_valid_ids
# with T after the padded total).
registry_sides = {
    "topk_gating_softmax/registry_bf16_e128_k8_t333": dict(
        name="topk_gating_softmax", params=["dtype=bf16", "experts=128", "topk=8"], problem="333",
        args=["in:g", "out:w", "out:i", "out:tei", "i32=333"]),
    "moe_reduce/registry_bf16_k8_d4096_t129": dict(
        name="moe_reduce", params=["dtype=bf16", "topk=8"], problem="129,4096",
        args=["in:x", "out:y", "in:mask", "in:ids", "i32=4096"]),
    "fused_rope_cache/registry_bf16_d128_q8_kv1_t77_flash_i64": dict(
        name="fused_rope_cache", params=["dtype=bf16", "head_dim=128"], problem="77,6",
        args=["in:q", "in:k", "in:v", "in:pos", "in:cos", "in:sin", "in:slot", "out:kc", "out:vc", "out:qo", "out:ko"]),
}
for stage, dt, mode in ((1, "int8", ""), (1, "fp8", ""), (2, "int8", "atomic"), (2, "fp8", "partial")):
    out = "bf16" if stage == 1 or mode == "partial" else "f32"
    key = f"moe_gemm{stage}/registry_{dt}_{out}_t77_e8_k2_d256_i256{'_accumulate' if mode == 'atomic' else ''}"
    registry_sides[key] = dict(
        name=f"moe_gemm{stage}", params=[f"dtype={dt}"] + ([f"mode={mode}"] if mode else []), problem="77,256,256",
        args=["in:x", "in:w", "in:sx", "in:sw_", "in:sids", "in:sw", "in:seids", "in:nv2", "out:out",
              "i32=77", "i32=256", "i32=256"],
        derived={"nv2": lambda t: t["nv"] + struct.pack("<i", 77)})



def describe_launch(llc, name, params, arch):
    """(default problem, grid, block) from `fly-llc --kernel NAME --describe`."""
    text = subprocess.run([llc, "--kernel", name, "--describe", f"--mcpu={arch}"] + [x for p in params for x in ("-p", p)],
                          check=True, capture_output=True, text=True).stdout
    problem = ",".join(re.findall(r"\(default (\d+)\)", next(l for l in text.splitlines() if l.startswith("problem:"))))
    m = re.search(r"launch at the default problem: grid \((\d+), (\d+), (\d+)\), block \((\d+), (\d+), (\d+)\)", text)
    return problem, ",".join(m.groups()[:3]), ",".join(m.groups()[3:])



def registry_pairs(llc, emu, work, want=lambda name, params, arch: True):
    """One Pair per entry of tests/flydsl/registry/manifest.json: the inputs made once (check.py's
    generators, the entry's seed) and written for each side; FlyDSL's code object launched through
    its ABI, Fly's registry kernel at its default problem (which is the entry's)."""
    reg = os.path.join(TESTS, "registry")
    manifest = os.path.join(reg, "manifest.json")
    if not os.path.exists(manifest):
        return []
    out = []
    for entry in json.load(open(manifest)):
        side = registry_sides.get(entry["job"])
        if not side:
            sys.exit(f"flydsl_pairs.py: tests/flydsl/registry has {entry['job']}, which registry_sides does not map")
        arch = entry["arch"]
        if not want(side["name"], side["params"], arch):
            continue
        module = os.path.join(reg, entry["name"] + ".mlir")
        hsaco = os.path.join(reg, entry["name"] + ".flydsl.hsaco")
        if not os.path.exists(hsaco):
            sys.exit(f"flydsl_pairs.py: {hsaco} is missing (scripts/flydsl_library.py --registry makes it)")
        sig, block = check.kernel_signature(open(module).read(), entry["kernel"])
        tensors = check.entry_tensors(entry)
        data = {k: v for k, (_, v) in tensors.items()}
        for k, make in side.get("derived", {}).items():
            data[k] = make(data)
        tag = entry["name"]
        theirs_files = write_files(work, tag + ".flydsl", data)
        info = check.kernel_info(emu, hsaco, entry["kernel"])
        theirs_args = check.build_args(entry, sig, "flydsl", theirs_files, info["args"])
        problem, grid, fly_block = describe_launch(llc, side["name"], side["params"], arch)
        if problem != side["problem"]:
            sys.exit(f"flydsl_pairs.py: {side['name']}'s default problem is {problem}, {entry['job']} is traced at "
                     f"{side['problem']}")
        ours_files = write_files(work, tag + ".fly", data)
        ours_args = [a if "=" in a else ("inout=" if a.startswith("out:") else "in=") + ours_files[a.split(":", 1)[1]]
                     for a in side["args"]]
        outputs = tuple((name, ours_files[name], theirs_files[name], tensors[name][0],
                         entry.get("tolerance", {}).get(name)) for name in entry["outputs"])
        out.append(Pair(side["name"], side["params"], arch, side["problem"],
                        entry["job"].split("/", 1)[1] + " (registry)",
                        Launch(hsaco, entry["kernel"], ",".join(map(str, entry["grid"])), ",".join(map(str, block)),
                               theirs_args, []),
                        Launch(None, side["name"], grid, fly_block, ours_args, []), outputs, None))
    return out


def dump_pairs(work, want=lambda name, params, arch: True):
    """The flydsl_jobs above for each arch FlyDSL's dump has, their inputs written once."""
    out = []
    for i, job in enumerate(flydsl_jobs):
        if not any(want(job["name"], job["params"], arch) for arch in ("gfx942", "gfx950")):
            continue
        files = {}
        for name, data in job["files"].items():
            files[name] = os.path.join(work, f"dump{i}.{name}")
            with open(files[name], "wb") as f:
                f.write(data)
        files["o"] = os.path.join(work, f"dump{i}.o")

        def resolved(args):
            res = []
            for a in args:
                kind, _, name = a.partition("=")
                if kind in ("in", "out") and name in files:
                    a = f"{kind}={files[name]}" + (f":{job['out']}" if kind == "out" else "")
                res.append(a)
            return res
        for arch in ("gfx942", "gfx950"):
            hsaco = os.path.join(dumps, f"{job['dump']}.{arch}.flydsl.hsaco")
            if not os.path.exists(hsaco) or not want(job["name"], job["params"], arch):
                continue
            grid, block, args = job["theirs"]
            theirs = Launch(hsaco, job["kernel"], grid, block, resolved(args), [])
            grid, block, args = job["ours"]
            ours = Launch(None, job["name"], grid, block, resolved(args), [])
            out.append(Pair(job["name"], job["params"], arch, ",".join(map(str, job["problem"])), job["dump"], theirs,
                            ours, (), job.get("note")))
    return out


def pairs(llc, emu, work, want=lambda name, params, arch: True):
    """Every pair (or those `want` takes, by registry kernel, parameters and arch, before their inputs
    are made): FlyDSL's dumps, the library's moe_sorting, the registry's traces."""
    return dump_pairs(work, want) + moe_sorting_pairs(llc, emu, work, want) + registry_pairs(llc, emu, work, want)
