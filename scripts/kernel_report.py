#!/usr/bin/env python3
"""Writes docs/kernels.md: `fly-llc --report` figures of every registry kernel variant on every
arch (VGPR, AGPR, SGPR, LDS, scratch, occupancy) and its instruction count (llvm-objdump), so
the page stays what the compiler produces. Usage: scripts/kernel_report.py BUILD_DIR [OUT]"""
import os, re, subprocess, sys, tempfile

build = sys.argv[1] if len(sys.argv) > 1 else "build"
out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "docs", "kernels.md")
llc = os.path.join(build, "bin", "fly-llc")
objdump = "llvm-objdump-22"
archs = ["gfx942", "gfx950", "gfx1201", "gfx1250"]
variants = [
    ("vector_add", ["dtype=f32"]), ("vector_add", ["dtype=bf16"]),
    ("block_reduce", ["dtype=f32", "op=sum"]), ("block_reduce", ["dtype=f16", "op=max"]),
    ("softmax", ["dtype=f32"]), ("softmax", ["dtype=f16"]), ("softmax", ["dtype=bf16"]),
    ("layernorm", ["dtype=f32"]), ("layernorm", ["dtype=bf16", "fused_add=1"]),
    ("rmsnorm", ["dtype=f16"]), ("rmsnorm", ["dtype=f16", "out=i8", "fused_add=1"]),
]

kernels = subprocess.run([llc, "--list-kernels"], check=True, capture_output=True, text=True).stdout
rows = []
with tempfile.TemporaryDirectory() as work:
    for name, params in variants:
        for arch in archs:
            hsaco = os.path.join(work, "k.hsaco")
            args = [llc, "--kernel", name, f"--mcpu={arch}", "-O3", "-o", hsaco, "--report"]
            for p in params:
                args += ["-p", p]
            report = subprocess.run(args, check=True, capture_output=True, text=True).stderr
            line = next(l for l in report.splitlines() if l.startswith(name + " "))
            f = line.split()
            vgpr, agpr, sgpr, lds, scratch = f[1], f[2], f[3], f[4], f[5]
            occupancy = f[8]
            dis = subprocess.run([objdump, "-d", f"--mcpu={arch}", hsaco], check=True, capture_output=True,
                                 text=True).stdout
            insts = [l.split()[0] for l in dis.splitlines() if re.match(r"^\s+[a-z_0-9]+.*// [0-9A-F]+:", l)]
            # The section is padded after the last s_endpgm (s_code_end / s_nop): not the kernel's.
            last = max(i for i, op in enumerate(insts) if op == "s_endpgm")
            count = last + 1
            rows.append((name, " ".join(params), arch, vgpr, agpr, sgpr, lds, scratch, occupancy, count))

with open(out_path, "w") as out:
    out.write("# Registry kernels: code-object figures\n\n")
    out.write("Written by `scripts/kernel_report.py BUILD_DIR` (do not edit by hand): `fly-llc --kernel NAME\n"
              "--mcpu=ARCH -O3 --report` per kernel variant and arch, and the instruction count of the\n"
              "disassembly up to the last `s_endpgm` (`llvm-objdump-22 -d`; static instructions, not executed ones). Occupancy is\n"
              "waves per SIMD. The kernels and their parameters: `fly-llc --list-kernels`, docs/dsl.md.\n\n")
    out.write("```\n" + kernels + "```\n\n")
    out.write("| kernel | parameters | arch | VGPR | AGPR | SGPR | LDS bytes | scratch | occupancy | instructions |\n")
    out.write("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |\n")
    for r in rows:
        out.write("| " + " | ".join(str(x) for x in r) + " |\n")
print(f"wrote {out_path}: {len(rows)} rows")
