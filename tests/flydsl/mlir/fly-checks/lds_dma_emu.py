#!/usr/bin/env python3
"""Runs the LDS DMA functions of FlyDSL's async_load_lds.mlir or buffer_copy_lds.mlir on the emulator.

  lds_dma_emu.py FLYDSL.mlir FLY_LLC FLY_EMU WORK --mcpu ARCH FUNCTION:BYTES[:SOFFSET:IMM] ...

FlyDSL's functions are taken from its file as written (those named) and put in a gpu.module next to
one driver kernel per function: one wave of 64 lanes, lane L passes a one-element view of the source
at element L * BYTES / 4 (a buffer tensor or a global one, as the function takes) and every lane the
same one-element LDS view, the wave's base, as FlyDSL's test does. The hardware writes lane L's BYTES
at base + IMM + L * BYTES from source byte 4 * (soffset elements) + IMM + L * BYTES, so after a
barrier LDS element IMM / 4 + i holds src[SOFFSET + IMM / 4 + i] for i < 16 * BYTES: the kernel
writes those to out, checked here against random source data. SOFFSET, the run-time soffset a
function takes as its first argument, else what the function sets (IMM likewise).
"""
import random
import re
import struct
import subprocess
import sys

src, llc, emu, work = sys.argv[1:5]
mcpu = sys.argv[sys.argv.index("--mcpu") + 1]
specs = [a for a in sys.argv[5:] if ":" in a]
text = open(src).read()
funcs = {re.match(r"func\.func @(\w+)", f).group(1): f
         for f in re.findall(r"^func\.func @\w+\(.*?^}$", text, re.S | re.M)}

kernels, cases = [], []
for k, spec in enumerate(specs):
    name, nbytes, soff, imm = (spec.split(":") + ["0", "0"])[:4]
    nbytes, soff, imm = int(nbytes), int(soff), int(imm)
    f = funcs[name]
    sig = f[:f.index("{")]
    runtime_soffset = re.search(r"\(\s*%soff: i32", sig) is not None
    space = "#fly_rocdl.buffer_desc" if "buffer_desc" in sig else "global"
    n = 16 * nbytes  # f32 elements the wave moves
    total = n + soff + imm // 4 + 64
    step = nbytes // 4
    if space == "global":
        srcview = f"""    %so = fly.make_int_tuple(%lo) : (i32) -> !fly.int_tuple<?>
    %sp = fly.add_offset(%src, %so) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
    %sv = fly.make_view(%sp, %one) : (!fly.ptr<f32, global>, !fly.layout<1:1>) -> !fly.memref<f32, global, 1:1>"""
    else:
        srcview = f"""    %nb = arith.constant {4 * total} : i64
    %b = fly.make_ptr(%src, %nb) : (!fly.ptr<f32, global>, i64) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
    %so = fly.make_int_tuple(%lo) : (i32) -> !fly.int_tuple<?>
    %sp = fly.add_offset(%b, %so) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
    %sv = fly.make_view(%sp, %one) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:1>"""
    mt = f"!fly.memref<f32, {space}, 1:1>"
    args = f"%s{k}, %sv, %dv" if runtime_soffset else "%sv, %dv"
    types = f"i32, {mt}, !fly.memref<f32, shared, 1:1>" if runtime_soffset else f"{mt}, !fly.memref<f32, shared, 1:1>"
    kernels.append(f"""  gpu.func @drive{k}(%src: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>) kernel attributes {{known_block_size = array<i32: 64, 1, 1>}} {{
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %step = arith.constant {step} : i32
    %lo = arith.muli %t, %step : i32
    %one = fly.static : !fly.layout<1:1>
{srcview}
    %lds = fly.make_ptr() {{dictAttrs = {{allocAlign = 16 : i64, allocBytes = {4 * n + imm + 16} : i64, name = "dma{k}"}}}} : () -> !fly.ptr<f32, shared>
    %dv = fly.make_view(%lds, %one) : (!fly.ptr<f32, shared>, !fly.layout<1:1>) -> !fly.memref<f32, shared, 1:1>
    %s{k} = arith.constant {soff} : i32
    func.call @{name}({args}) : ({types}) -> ()
    gpu.barrier
    %c64 = arith.constant 64 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %rounds = arith.constant {step} : i32
    %skip = arith.constant {imm // 4} : i32
    scf.for %r = %c0 to %rounds step %c1 : i32 {{
      %rr = arith.muli %r, %c64 : i32
      %i = arith.addi %rr, %t : i32
      %li = arith.addi %i, %skip : i32
      %lt = fly.make_int_tuple(%li) : (i32) -> !fly.int_tuple<?>
      %lp = fly.add_offset(%lds, %lt) : (!fly.ptr<f32, shared>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
      %v = fly.ptr.load(%lp) : (!fly.ptr<f32, shared>) -> f32
      %ot = fly.make_int_tuple(%i) : (i32) -> !fly.int_tuple<?>
      %op = fly.add_offset(%out, %ot) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
      fly.ptr.store(%v, %op) : (f32, !fly.ptr<f32, global>) -> ()
    }}
    gpu.return
  }}""")
    cases.append((name, nbytes, soff, imm, n, total))

# Each round of the loop reads 64 LDS elements (BYTES / 4 rounds).
module = "gpu.module @lds_dma {\n" + "\n".join(funcs[c[0]] for c in cases) + "\n" + "\n".join(kernels) + "\n}\n"
with open(f"{work}.fly", "w") as f:
    f.write(module)
subprocess.run([llc, f"{work}.fly", f"--mcpu={mcpu}", "-o", f"{work}.hsaco"], check=True)
rng = random.Random(25)
for k, (name, nbytes, soff, imm, n, total) in enumerate(cases):
    x = [float(rng.randint(-1000, 1000)) for _ in range(total)]
    with open(f"{work}.in", "wb") as f:
        f.write(struct.pack(f"<{total}f", *x))
    subprocess.run([emu, "run", f"{work}.hsaco", "--kernel", f"drive{k}", "--grid", "1", "--block", "64",
                    "--arg", f"in={work}.in", "--arg", f"out={work}.out:{4 * n}"], check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack(f"<{n}f", open(f"{work}.out", "rb").read())
    bad = sum(out[i] != x[soff + imm // 4 + i] for i in range(n))
    print(f"{mcpu} {name} ({nbytes} bytes/lane, soffset {soff}, imm_offset {imm}): {bad} wrong")
