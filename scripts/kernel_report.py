#!/usr/bin/env python3
"""Writes docs/kernels.md: `fly-llc --report` figures of every registry kernel variant on every
arch (VGPR, AGPR, SGPR, LDS, scratch, occupancy) and its instruction count (llvm-objdump), so
the page stays what the compiler produces. Usage: scripts/kernel_report.py BUILD_DIR [OUT]"""
import os, re, struct, subprocess, sys, tempfile

from code_object_stats import main_loop_share

build = sys.argv[1] if len(sys.argv) > 1 else "build"
out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "docs", "kernels.md")
llc = os.path.join(build, "bin", "fly-llc")
objdump = "llvm-objdump-22"
variants = [
    ("vector_add", ["dtype=f32"]), ("vector_add", ["dtype=bf16"]),
    ("block_reduce", ["dtype=f32", "op=sum"]), ("block_reduce", ["dtype=f16", "op=max"]),
    ("softmax", ["dtype=f32"]), ("softmax", ["dtype=f16"]), ("softmax", ["dtype=bf16"]),
    ("layernorm", ["dtype=f32"]), ("layernorm", ["dtype=bf16", "fused_add=1"]),
    ("rmsnorm", ["dtype=f16"]), ("rmsnorm", ["dtype=f16", "out=i8", "fused_add=1"]),
    ("tiled_mma_gemm", ["dtype=f16"]), ("tiled_mma_gemm", ["dtype=bf16", "tile_m=32", "warps_m=1"]),
    ("tiled_mma_gemm", ["dtype=f32"]), ("tiled_mma_gemm", ["dtype=fp8", "tile_k=64"]), ("tiled_mma_gemm_splitk", ["dtype=f16"]),
    # gfx1250's tensor data mover for the A and B tiles (the other archs refuse loads=tdm).
    ("tiled_mma_gemm", ["dtype=f16", "loads=tdm"], ["gfx1250"]),
    ("tiled_mma_gemm", ["dtype=fp8", "tile_k=64", "loads=tdm"], ["gfx1250"]),
    ("tiled_copy", ["dtype=f32"]), ("tiled_copy", ["dtype=f16", "buffer=1"]),
    ("preshuffle_gemm", ["dtype=f16"]), ("preshuffle_gemm", ["dtype=bf16", "tile_m=32", "tile_n=96", "tile_k=32"]),
    ("preshuffle_gemm", ["dtype=f16", "epilogue=cshuffle"]), ("preshuffle_gemm", ["dtype=fp8", "tile_k=128"]),
    ("preshuffle_gemm", ["dtype=int8", "tile_k=128", "epilogue=cshuffle"]), ("preshuffle_gemm", ["dtype=int4", "tile_k=128"]),
    ("preshuffle_gemm", ["dtype=mxfp4", "tile_k=256"]),
    ("topk_gating_softmax", ["dtype=bf16", "experts=128", "topk=8"]), ("topk_gating_softmax", ["dtype=f32", "experts=256", "topk=8"]),
    ("fused_rope_cache", ["dtype=bf16", "head_dim=128"]), ("fused_rope_cache", ["dtype=f16", "head_dim=64", "layout=x16"]),
    ("flash_attn_fwd", ["dtype=f16", "head_dim=128"]), ("flash_attn_fwd", ["dtype=bf16", "head_dim=64", "causal=1"]),
    ("flash_attn_fwd", ["dtype=fp8", "head_dim=128"]),
    ("moe_sorting", ["experts=256", "topk=8"]), ("moe_reduce", ["dtype=bf16", "topk=8"]),
    ("moe_gemm1", ["dtype=int8"]), ("moe_gemm1", ["dtype=fp8"]), ("moe_gemm2", ["dtype=int8"]),
    ("moe_gemm2", ["dtype=fp8", "mode=partial"]),
    ("pa_decode", ["kv_cache=bf16"], ["gfx942", "gfx950"]), ("pa_decode", ["kv_cache=fp8"], ["gfx942", "gfx950"]),
    ("pa_decode", ["kv_cache=fp8", "kv_scale=token"], ["gfx942", "gfx950"]),
    ("pa_decode", ["kv_cache=bf16", "partitions=4"], ["gfx942", "gfx950"]), ("pa_decode_reduce", ["partitions=4"]),
    ("gather_rows", ["dtype=f32"]), ("scatter_rows", ["dtype=bf16"]), ("preshuffle_weight", ["dtype=f16"]),
]
# Registry kernels next to FlyDSL's own code object for the same job (tests/flydsl/dumps, made by
# scripts/flydsl_dump.py): each job names the dump and its kernel, the registry kernel and its
# parameters, the problem, the input files (name: bytes) both read, and for each side the launch
# (grid, block) and its arguments (`fly-emu run --arg`, in=NAME for an input file, out=o for the
# output). Both run on the emulator with --profile on the same inputs.
emu = os.path.abspath(os.path.join(build, "bin", "fly-emu"))
dumps = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "flydsl", "dumps")


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
    note = ("pa_decode: FlyDSL's pa_decode_tile quantizes Q and P to fp8 for its fp8 x fp8 MFMA (Fly widens the "
            "fp8 cache to bf16 and keeps Q and P in bf16), and its code object races on LDS: before its loop each wave "
            "reads the first tile's V page-index row, which the loop's first iteration overwrites with the next "
            "tile's before any barrier. The emulator runs a work-group's waves in turn up to each barrier, so "
            "there its sequences longer than one 256-token tile take wrong V blocks (--check-races names the race; "
            "FlyDslArchs/PagedAttentionVsFlyDsl, tests/unit/flydsl/PagedAttentionDumpTest.cpp, checks both "
            "outputs against the reference). The cycles here are of that run.")
    return dict(dump=dump, kernel="pa_decode_tile_kernel_0", name="pa_decode", params=params, problem=[seqs, ctx],
                files=files, out=seqs * qh * d * 2, theirs=(f"{seqs}", "256", theirs), ours=(f"{seqs},{kh}", "256", ours),
                note=note)


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
    pa_decode_job("pa_decode_tile_fp8_d128_g8", ["kv_cache=fp8"]),
]


def kernel_archs(name):
    """The archs `fly-llc --kernel NAME --describe` says the kernel runs on."""
    text = subprocess.run([llc, "--kernel", name, "--describe", "--mcpu=gfx942"], check=True, capture_output=True,
                          text=True).stdout
    return next(l.split()[1:] for l in text.splitlines() if l.startswith("archs:"))
# Kernels with LDS traffic worth pricing: run once on the emulator (fly-run --lds-stats) at this
# problem size, to count the LDS bank-conflict cycles per executed DS instruction.
lds_problems = {"tiled_mma_gemm": "128,128,128", "tiled_mma_gemm_splitk": "128,128,256",
                "preshuffle_gemm": "128,192,256", "flash_attn_fwd": "1,128,128", "moe_sorting": "333,4096",
                "moe_gemm1": "77,256,256", "moe_gemm2": "77,256,256", "pa_decode": "5,700"}
run = os.path.join(build, "bin", "fly-run")




def lds_conflicts(name, params, arch):
    if name not in lds_problems:
        return "-"
    args = [run, name, f"--device=emu:{arch}", "--size", lds_problems[name], "--lds-stats"]
    for p in params:
        args += ["-p", p]
    text = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    conflicts = int(re.search(r"bank-conflict cycles (\d+)", text).group(1))
    ds = int(re.search(r"^\s+DS\s+(\d+)", text, re.M).group(1))
    return f"{conflicts / ds:.2f}" if ds else "0"

kernels = subprocess.run([llc, "--list-kernels"], check=True, capture_output=True, text=True).stdout
rows = []
refused = []
with tempfile.TemporaryDirectory() as work:
    for name, params, *only in variants:
        for arch in (only[0] if only else kernel_archs(name)):
            hsaco = os.path.join(work, "k.hsaco")
            args = [llc, "--kernel", name, f"--mcpu={arch}", "-O3", "-o", hsaco, "--report"]
            for p in params:
                args += ["-p", p]
            run_llc = subprocess.run(args, capture_output=True, text=True)
            if run_llc.returncode != 0 and "fly-llc: error: " + name in run_llc.stderr:
                # The kernel refuses this variant on this arch (Entry::validate): say so.
                refused.append(f"{name} {' '.join(params)} on {arch}: "
                               + run_llc.stderr.split("fly-llc: error: ", 1)[1].strip())
                continue
            if run_llc.returncode != 0:
                sys.exit(f"{' '.join(args)}:\n{run_llc.stderr}")
            report = run_llc.stderr
            line = next(l for l in report.splitlines() if l.startswith(name + " "))
            f = line.split()
            vgpr, agpr, sgpr, lds, scratch = f[1], f[2], f[3], f[4], f[5]
            spills = f"{f[6]}/{f[7]}"
            occupancy = f[8]
            dis = subprocess.run([objdump, "-d", f"--mcpu={arch}", hsaco], check=True, capture_output=True,
                                 text=True).stdout
            insts = [l.split()[0] for l in dis.splitlines() if re.match(r"^\s+[a-z_0-9]+.*// [0-9A-F]+:", l)]
            # The section is padded after the last s_endpgm (s_code_end / s_nop): not the kernel's.
            last = max(i for i, op in enumerate(insts) if op == "s_endpgm")
            count = last + 1
            loop = main_loop_share(dis)
            share = f"{loop[1]}/{loop[0]} ({100 * loop[1] / loop[0]:.0f}%)" if loop else "-"
            rows.append((name, " ".join(params), arch, vgpr, agpr, sgpr, spills, lds, scratch, occupancy, count, share,
                         lds_conflicts(name, params, arch)))



def modelled(hsaco, kernel, grid, block, args, work):
    """The modelled cycles of one launch, and its LDS bank-conflict cycles per DS instruction."""
    text = subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", grid, "--block", block, "--profile",
                           "--stats"] + [x for a in args for x in ("--arg", a)], check=True, capture_output=True,
                          text=True, cwd=work).stdout
    cycles = int(re.search(r"modelled time: \S+ s \((\d+) cycles", text).group(1))
    conflicts = re.search(r"bank-conflict cycles (\d+)", text)
    ds = re.search(r"^\s+DS\s+(\d+)", text, re.M)
    per_ds = f"{int(conflicts.group(1)) / int(ds.group(1)):.2f}" if conflicts and ds and int(ds.group(1)) else "-"
    return cycles, per_ds


def registers(hsaco):
    """VGPRs (with AGPRs, as the code object counts them) of a code object of one kernel, and its
    VGPR spills (its metadata, llvm-readobj --notes)."""
    notes = subprocess.run(["llvm-readobj-22", "--notes", hsaco], check=True, capture_output=True, text=True).stdout
    get = lambda key: int(re.search(r"\." + key + r":\s+(\d+)", notes).group(1))
    agpr = get("agpr_count")
    return f"{get('vgpr_count')}" + (f" ({agpr} AGPR)" if agpr else "") + (
        f", {get('vgpr_spill_count')} spills" if get("vgpr_spill_count") else "")


flydsl_rows = []
with tempfile.TemporaryDirectory() as work:
    for job in flydsl_jobs:
        for name, data in job["files"].items():
            with open(os.path.join(work, name), "wb") as f:
                f.write(data)
        for arch in ("gfx942", "gfx950"):
            hsaco = os.path.join(dumps, f"{job['dump']}.{arch}.flydsl.hsaco")
            if not os.path.exists(hsaco):
                continue
            resolved = lambda args: [a.replace("out=o", f"out=o:{job['out']}") for a in args]
            grid, block, args = job["theirs"]
            theirs = modelled(hsaco, job["kernel"], grid, block, resolved(args), work)
            ours_obj = os.path.join(work, "fly.hsaco")
            subprocess.run([llc, "--kernel", job["name"], f"--mcpu={arch}", "-O3", "-o", ours_obj]
                           + [x for p in job["params"] for x in ("-p", p)], check=True)
            grid, block, args = job["ours"]
            ours = modelled(ours_obj, job["name"], grid, block, resolved(args), work)
            flydsl_rows.append((job["name"], " ".join(job["params"]), arch, ",".join(map(str, job["problem"])),
                                job["dump"], theirs[0], ours[0], f"{ours[0] / theirs[0]:.3f}",
                                f"{registers(hsaco)} / {registers(ours_obj)}",
                                f"{theirs[1]} / {ours[1]}"))

# moe_sorting next to FlyDSL's oneshot kernel (tests/flydsl/library, its manifest's job: E = 4, top-2,
# 8 tokens, unit 32, moe_buf 8 x 32 i32 = 8 x 64 bf16): the same router ids (distinct per token) and
# weights for both, FlyDSL's run through the library's check.py (its ABI, --lds-out-of-range-zero).
def moe_sorting_rows(work):
    import json, random, struct
    library = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "flydsl", "library")
    sys.path.insert(0, library)
    import check
    manifest = json.load(open(os.path.join(library, "manifest.json")))
    out = []
    for entry in (e for e in manifest if e["job"] == "moe_sorting/oneshot_e4_k2_t8"):
        arch = entry["arch"]
        module = os.path.join(library, entry["name"] + ".mlir")
        hsaco = os.path.join(library, entry["name"] + ".flydsl.hsaco")
        sig, block = check.kernel_signature(open(module).read(), entry["kernel"])
        rng = random.Random(1)
        ids = [e for _ in range(8) for e in rng.sample(range(4), 2)]
        data = {"ids": struct.pack("<16i", *ids), "w": struct.pack("<16f", *[rng.uniform(0.5, 1.5) for _ in range(16)]),
                "sids": bytes(142 * 4), "sw": bytes(142 * 4), "se": bytes(5 * 4), "nv": bytes(8),
                "buf": struct.pack("<256i", *([1] * 256)), "mask": struct.pack("<i", 1)}
        def files(side):
            paths = {}
            for k, v in data.items():
                paths[k] = os.path.join(work, f"{side}.{k}.bin")
                with open(paths[k], "wb") as f:
                    f.write(v)
            return paths
        theirs_files = files("flydsl")
        info = check.kernel_info(emu, hsaco, entry["kernel"])
        args = check.build_args(entry, sig, "flydsl", theirs_files, info["args"])
        theirs, err = check.run_emu(emu, hsaco, entry["kernel"], entry["grid"], block, args,
                                    extra=["--lds-out-of-range-zero"])
        if err:
            sys.exit(f"FlyDSL's moe_sorting on fly-emu: {err}")
        ours_obj = os.path.join(work, "moe_sorting.hsaco")
        params = ["experts=4", "topk=2"]
        subprocess.run([llc, "--kernel", "moe_sorting", f"--mcpu={arch}", "-O3", "-o", ours_obj]
                       + [x for p in params for x in ("-p", p)], check=True)
        f = files("fly")
        ours_args = [f"in={f['ids']}", f"in={f['w']}"] + [f"inout={f[k]}" for k in ("sids", "sw", "se", "nv", "buf")]
        ours, err = check.run_emu(emu, ours_obj, "moe_sorting", [2, 1, 1], [256, 1, 1], ours_args + ["i32=8", "i32=64"])
        if err:
            sys.exit(f"Fly's moe_sorting on fly-emu: {err}")
        out.append(("moe_sorting", " ".join(params), arch, "8,64", entry["name"].rsplit(".", 1)[0] + " (library)",
                    int(theirs["cycles"]), int(ours["cycles"]), f"{ours['cycles'] / theirs['cycles']:.3f}",
                    f"{registers(hsaco)} / {registers(ours_obj)}", "- / -"))
    return out


with tempfile.TemporaryDirectory() as work:
    flydsl_rows += moe_sorting_rows(work)

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


def describe_launch(name, params, arch):
    """(default problem, grid, block) from `fly-llc --kernel NAME --describe`."""
    text = subprocess.run([llc, "--kernel", name, "--describe", f"--mcpu={arch}"] + [x for p in params for x in ("-p", p)],
                          check=True, capture_output=True, text=True).stdout
    problem = ",".join(re.findall(r"\(default (\d+)\)", next(l for l in text.splitlines() if l.startswith("problem:"))))
    m = re.search(r"launch at the default problem: grid \((\d+), (\d+), (\d+)\), block \((\d+), (\d+), (\d+)\)", text)
    return problem, ",".join(m.groups()[:3]), ",".join(m.groups()[3:])


def registry_rows(work):
    import json, random
    here = os.path.dirname(os.path.abspath(__file__))
    reg = os.path.join(here, "..", "tests", "flydsl", "registry")
    sys.path.insert(0, os.path.join(here, "..", "tests", "flydsl", "library"))
    import check
    manifest = os.path.join(reg, "manifest.json")
    if not os.path.exists(manifest):
        return [], []
    rows, notes = [], []
    for entry in json.load(open(manifest)):
        side = registry_sides.get(entry["job"])
        if not side:
            sys.exit(f"kernel_report.py: tests/flydsl/registry has {entry['job']}, which registry_sides does not map")
        arch = entry["arch"]
        module = os.path.join(reg, entry["name"] + ".mlir")
        hsaco = os.path.join(reg, entry["name"] + ".flydsl.hsaco")
        sig, block = check.kernel_signature(open(module).read(), entry["kernel"])
        rng = random.Random(entry.get("seed", 1))
        tensors = {}
        for spec in entry["args"]:
            if "tensor" in spec and spec["tensor"] not in tensors:
                n = 1
                for d in spec["shape"]:
                    n *= d
                tensors[spec["tensor"]] = (spec["dtype"], check.gen_bytes(spec["dtype"], n, spec["gen"], rng))
        data = {k: v for k, (_, v) in tensors.items()}
        for k, make in side.get("derived", {}).items():
            data[k] = make(data)

        def files(tag):
            paths = {}
            for k, v in data.items():
                paths[k] = os.path.join(work, f"{tag}.{k}.bin")
                with open(paths[k], "wb") as f:
                    f.write(v)
            return paths
        theirs_files = files("flydsl")
        info = check.kernel_info(emu, hsaco, entry["kernel"])
        theirs_args = check.build_args(entry, sig, "flydsl", theirs_files, info["args"])
        theirs = modelled(hsaco, entry["kernel"], ",".join(map(str, entry["grid"])), ",".join(map(str, block)),
                          theirs_args, work)
        problem, grid, fly_block = describe_launch(side["name"], side["params"], arch)
        if problem != side["problem"]:
            sys.exit(f"kernel_report.py: {side['name']}'s default problem is {problem}, {entry['job']} is traced at "
                     f"{side['problem']}")
        ours_obj = os.path.join(work, "fly.hsaco")
        subprocess.run([llc, "--kernel", side["name"], f"--mcpu={arch}", "-O3", "-o", ours_obj]
                       + [x for p in side["params"] for x in ("-p", p)], check=True)
        ours_files = files("fly")
        ours_args = [a if "=" in a else ("inout=" if a.startswith("out:") else "in=") + ours_files[a.split(":", 1)[1]]
                     for a in side["args"]]
        ours = modelled(ours_obj, side["name"], grid, fly_block, ours_args, work)
        agree = []
        for name in entry["outputs"]:
            a, b = open(ours_files[name], "rb").read(), open(theirs_files[name], "rb").read()
            ok, how = check.compare_buffers(a, b, tensors[name][0], entry.get("tolerance", {}).get(name))
            agree.append(f"{name}: {how}" if ok else f"{name}: DIFFER, {how}")
        notes.append(f"{side['name']} {' '.join(side['params'])} on {arch} against {entry['job']}: " + "; ".join(agree))
        rows.append((side["name"], " ".join(side["params"]), arch, side["problem"],
                     entry["job"].split("/", 1)[1] + " (registry)", theirs[0], ours[0], f"{ours[0] / theirs[0]:.3f}",
                     f"{registers(hsaco)} / {registers(ours_obj)}", f"{theirs[1]} / {ours[1]}"))
    return rows, notes


with tempfile.TemporaryDirectory() as work:
    more, registry_notes = registry_rows(work)
    flydsl_rows += more

with open(out_path, "w") as out:
    out.write("# Registry kernels: code-object figures\n\n")
    out.write("Written by `scripts/kernel_report.py BUILD_DIR` (do not edit by hand): `fly-llc --kernel NAME\n"
              "--mcpu=ARCH -O3 --report` per kernel variant and arch, and the instruction count of the\n"
              "disassembly up to the last `s_endpgm` (`llvm-objdump-22 -d`; static instructions, not executed ones). Occupancy is\n"
              "waves per SIMD; spills are VGPR/SGPR spill counts. MFMA/WMMA in the main loop: matrix\n"
              "instructions / all instructions of the backward-branch loop holding the most matrix\n"
              "instructions (static). LDS conflicts: the emulator's bank-conflict cycles per executed DS\n"
              "instruction (`fly-run --lds-stats`, docs/emulator.md \"LDS bank conflicts\") at "
              + ", ".join(f"{k} {v}" for k, v in lds_problems.items()) + " (the kernel's problem dims: M,N,K; B,SQ,SKV; T,D; T,D,I; SEQS,CTX); "
              "0 is conflict-free.\n\n")
    out.write("```\n" + kernels + "```\n\n")
    out.write("| kernel | parameters | arch | VGPR | AGPR | SGPR | spills | LDS bytes | scratch | occupancy | instructions "
              "| MFMA/WMMA in main loop | LDS conflicts |\n")
    out.write("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |\n")
    for r in rows:
        out.write("| " + " | ".join(str(x) for x in r) + " |\n")
    if flydsl_rows:
        out.write("\nNext to FlyDSL's own code object for the same job (tests/flydsl/dumps, `scripts/flydsl_dump.py`): "
                  "the modelled cycles of one launch (`fly-emu run --profile`, docs/emulator.md \"Performance model\"; "
                  "a model for ranking two codes, not a GPU's time) on the same inputs, Fly's default configuration "
                  "of the kernel (with the parameters shown). Ratio below 1: Fly's is faster in the model. VGPRs: the "
                  "code objects' counts (AGPRs included in it and named); LDS conflicts: bank-conflict cycles per "
                  "executed DS instruction of the run (`fly-emu run --stats`).\n\n")
        out.write("| kernel | parameters | arch | problem | FlyDSL dump | FlyDSL cycles | Fly cycles | Fly / FlyDSL "
                  "| VGPRs FlyDSL / Fly | LDS conflicts FlyDSL / Fly |\n")
        out.write("| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
        for r in flydsl_rows:
            out.write("| " + " | ".join(str(x) for x in r) + " |\n")
        notes = [job["note"] for job in flydsl_jobs if job.get("note")]
        if notes:
            out.write("\n" + "\n\n".join(notes) + "\n")
        if registry_notes:
            out.write("\nRows marked (registry): FlyDSL's kernel traced at the registry kernel's configuration and "
                      "default problem (tests/flydsl/registry, `scripts/flydsl_library.py --registry`), both run on "
                      "the same inputs; their outputs compared (FlyDSL's against Fly's, the tolerance of the trace):\n\n")
            for n in registry_notes:
                out.write(f"- {n}\n")
    if refused:
        out.write("\nVariants a kernel refuses on an arch (its `Entry::validate` message):\n\n")
        for r in refused:
            out.write(f"- {r}\n")
print(f"wrote {out_path}: {len(rows)} rows")
