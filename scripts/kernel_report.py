#!/usr/bin/env python3
"""Writes docs/kernels.md: `fly-llc --report` figures of every registry kernel variant on every
arch (VGPR, AGPR, SGPR, LDS, scratch, occupancy) and its instruction count (llvm-objdump), so
the page stays what the compiler produces. Usage: scripts/kernel_report.py BUILD_DIR [OUT]"""
import os, re, subprocess, sys, tempfile

from code_object_stats import main_loop_share
import flydsl_pairs

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
    ("tiled_mma_gemm", ["dtype=f32"]), ("tiled_mma_gemm", ["dtype=fp8", "tile_k=64"]), ("tiled_mma_gemm", ["dtype=int8"]),
    ("tiled_mma_gemm_splitk", ["dtype=f16"]),
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
    ("pa_decode", ["kv_cache=fp8", "mma=fp8"], ["gfx942", "gfx950"]),
    ("pa_decode", ["kv_cache=bf16", "partitions=4"], ["gfx942", "gfx950"]), ("pa_decode_reduce", ["partitions=4"]),
    ("gather_rows", ["dtype=f32"]), ("scatter_rows", ["dtype=bf16"]), ("preshuffle_weight", ["dtype=f16"]),
]
emu = os.path.abspath(os.path.join(build, "bin", "fly-emu"))


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



def modelled(hsaco, kernel, grid, block, args, work, extra=()):
    """The modelled cycles of one launch, and its LDS bank-conflict cycles per DS instruction."""
    text = subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", grid, "--block", block, "--profile",
                           "--stats"] + list(extra) + [x for a in args for x in ("--arg", a)], check=True, capture_output=True,
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

# Registry kernels next to FlyDSL's own code object for the same job (scripts/flydsl_pairs.py:
# FlyDSL's dumps, the library's moe_sorting, the registry's traces): both run on the emulator with
# --profile on the same inputs, and the registry jobs' outputs are compared.
flydsl_rows, registry_notes = [], []
with tempfile.TemporaryDirectory() as work:
    for pair in flydsl_pairs.pairs(llc, emu, work):
        t, o = pair.flydsl, pair.fly
        theirs = modelled(t.hsaco, t.kernel, t.grid, t.block, t.args, work, t.extra)
        ours_obj = os.path.join(work, "fly.hsaco")
        subprocess.run([llc, "--kernel", pair.name, f"--mcpu={pair.arch}", "-O3", "-o", ours_obj]
                       + [x for p in pair.params for x in ("-p", p)], check=True)
        ours = modelled(ours_obj, o.kernel, o.grid, o.block, o.args, work, o.extra)
        if pair.outputs:
            agree = []
            for name, mine, their, dtype, tol in pair.outputs:
                ok, how = flydsl_pairs.check.compare_buffers(open(mine, "rb").read(), open(their, "rb").read(), dtype,
                                                             tol)
                agree.append(f"{name}: {how}" if ok else f"{name}: DIFFER, {how}")
            registry_notes.append(f"{pair.name} {' '.join(pair.params)} on {pair.arch} against "
                                  f"{pair.name}/{pair.source.split(' ')[0]}: " + "; ".join(agree))
        flydsl_rows.append((pair.name, " ".join(pair.params), pair.arch, pair.problem, pair.source, theirs[0], ours[0],
                            f"{ours[0] / theirs[0]:.3f}", f"{registers(t.hsaco)} / {registers(ours_obj)}",
                            f"{theirs[1]} / {ours[1]}"))


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
        notes = [job["note"] for job in flydsl_pairs.flydsl_jobs if job.get("note")]
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
