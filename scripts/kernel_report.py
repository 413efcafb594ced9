#!/usr/bin/env python3
"""Writes docs/kernels.md: `fly-llc --report` figures of every registry kernel variant on every
arch (VGPR, AGPR, SGPR, LDS, scratch, occupancy) and its instruction count (llvm-objdump), so
the page stays what the compiler produces. Usage: scripts/kernel_report.py BUILD_DIR [OUT]"""
import os, re, subprocess, sys, tempfile

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
]


def kernel_archs(name):
    """The archs `fly-llc --kernel NAME --describe` says the kernel runs on."""
    text = subprocess.run([llc, "--kernel", name, "--describe", "--mcpu=gfx942"], check=True, capture_output=True,
                          text=True).stdout
    return next(l.split()[1:] for l in text.splitlines() if l.startswith("archs:"))
# Kernels with LDS traffic worth pricing: run once on the emulator (fly-run --lds-stats) at this
# problem size, to count the LDS bank-conflict cycles per executed DS instruction.
lds_problems = {"tiled_mma_gemm": "128,128,128", "tiled_mma_gemm_splitk": "128,128,256",
                "preshuffle_gemm": "128,192,256"}
run = os.path.join(build, "bin", "fly-run")


def main_loop_share(dis):
    """(instructions, MFMA/WMMA instructions) of the backward-branch loop with the most matrix
    instructions (the main loop), or None when no loop has one."""
    insts = []  # (address, mnemonic, branch target or None)
    base = 0
    for l in dis.splitlines():
        m = re.match(r"^([0-9a-f]+) <(.+)>:", l)
        if m:
            base = int(m.group(1), 16)
            continue
        m = re.match(r"^\s+([a-z_0-9]+).*// ([0-9A-F]+):[^<]*(?:<[^+>]+\+0x([0-9a-f]+)>)?", l)
        if m:
            branch = m.group(1).startswith("s_cbranch") or m.group(1) == "s_branch"
            target = base + int(m.group(3), 16) if branch and m.group(3) else None
            insts.append((int(m.group(2), 16), m.group(1), target))
    best = None
    for addr, op, target in insts:
        if target is None or target > addr:
            continue
        body = [o for a, o, _ in insts if target <= a <= addr]
        mma = sum(1 for o in body if o.startswith("v_mfma") or o.startswith("v_wmma") or o.startswith("v_smfmac"))
        if mma and (best is None or mma > best[1]):
            best = (len(body), mma)
    return best


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

with open(out_path, "w") as out:
    out.write("# Registry kernels: code-object figures\n\n")
    out.write("Written by `scripts/kernel_report.py BUILD_DIR` (do not edit by hand): `fly-llc --kernel NAME\n"
              "--mcpu=ARCH -O3 --report` per kernel variant and arch, and the instruction count of the\n"
              "disassembly up to the last `s_endpgm` (`llvm-objdump-22 -d`; static instructions, not executed ones). Occupancy is\n"
              "waves per SIMD; spills are VGPR/SGPR spill counts. MFMA/WMMA in the main loop: matrix\n"
              "instructions / all instructions of the backward-branch loop holding the most matrix\n"
              "instructions (static). LDS conflicts: the emulator's bank-conflict cycles per executed DS\n"
              "instruction (`fly-run --lds-stats`, docs/emulator.md \"LDS bank conflicts\") at "
              + ", ".join(f"{k} {v}" for k, v in lds_problems.items()) + " (M,N,K); 0 is conflict-free.\n\n")
    out.write("```\n" + kernels + "```\n\n")
    out.write("| kernel | parameters | arch | VGPR | AGPR | SGPR | spills | LDS bytes | scratch | occupancy | instructions "
              "| MFMA/WMMA in main loop | LDS conflicts |\n")
    out.write("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |\n")
    for r in rows:
        out.write("| " + " | ".join(str(x) for x in r) + " |\n")
    if refused:
        out.write("\nVariants a kernel refuses on an arch (its `Entry::validate` message):\n\n")
        for r in refused:
            out.write(f"- {r}\n")
print(f"wrote {out_path}: {len(rows)} rows")
