#!/usr/bin/env python3
"""Runs the loading functions of FlyDSL's tdm_gfx1250.mlir on the emulator (gfx1250).

  tdm_emu.py FLYDSL.mlir FLY_LLC FLY_EMU WORK

FlyDSL's functions are taken from its file as written and put in a gpu.module next to one driver
kernel per case: one wave makes the 128 x 64 f16 global tile view (128,64):(64,1) of `src` and the
LDS tile of the same layout (the kernel's only LDS, at address 0), calls the function with a fresh
atom (and the case's run-time arguments), waits (s_wait_tensorcnt 0) and stores the LDS tile to
`out` with a plain TDM atom. The reference, computed here from FlyDSL's semantics
(lib/Dialect/FlyROCDL/GFX1250/CopyAtom.cpp): element (r, c) is src[imm_offset / 2 + r * stride_0 + c]
when r < extent_0 and c < extent_1, else 0; with `barrier = true` the load, once its data is
written, arrives on the LDS barrier at address 0 (FlyDSL's lowering writes no barrier address), the
tile's first 8 bytes: pending (bits 28:0) less one, or from 0 the next phase (bits 31:29 down by one)
with pending reloaded from bits 63:32; `workgroup_mask` 1 names the issuing work-group.
"""
import random
import re
import struct
import subprocess
import sys

src, llc, emu, work = sys.argv[1:5]
text = open(src).read()
funcs = {re.match(r"func\.func @(\w+)", f).group(1): f
         for f in re.findall(r"^func\.func @\w+\(.*?^}$", text, re.S | re.M)}

ROWS, COLS = 128, 64
PLAIN = ("!fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 0, 0, cache = 0, "
         "barrier = false, timeout = false>, 0>")
GT = f"!fly.memref<f16, global, ({ROWS},{COLS}):({COLS},1)>"
ST = f"!fly.memref<f16, shared, ({ROWS},{COLS}):({COLS},1)>"
# (function, run-time arguments as (type, value), extent_0, extent_1, stride_0, imm_offset bytes)
CASES = [
    ("test_tdm_load", [("i32", 100), ("i32", 64), ("i64", 80)], 100, 64, 80, 0),
    ("test_tdm_load", [("i32", 128), ("i32", 50), ("i64", 70)], 128, 50, 70, 0),
    ("test_tdm_load_mcast", [("i32", 0)], ROWS, COLS, COLS, 0),
    ("test_tdm_load_mcast", [("i32", 1)], ROWS, COLS, COLS, 0),
    ("test_tdm_load_barrier_timeout", [], ROWS, COLS, COLS, 0),
    ("test_tdm_load_imm_offset", [("i64", 256)], ROWS, COLS, COLS, 256),
]


def atom_type(name):
    sig = funcs[name][:funcs[name].index("{")]
    return re.search(r"%atom: (!fly\.copy_atom<.*?>, 0>)", sig).group(1)


kernels = []
for k, (name, args, *_rest) in enumerate(CASES):
    at = atom_type(name)
    params = "".join(f", %x{i}: {t}" for i, (t, _) in enumerate(args))
    call_args = "".join(f"%x{i}, " for i in range(len(args)))
    call_types = "".join(f"{t}, " for t, _ in args)
    kernels.append(f"""  gpu.func @drive{k}(%src: !fly.ptr<f16, global>, %out: !fly.ptr<f16, global>{params}) kernel attributes {{known_block_size = array<i32: 32, 1, 1>}} {{
    %gl = fly.static : !fly.layout<({ROWS},{COLS}):({COLS},1)>
    %g = fly.make_view(%src, %gl) : (!fly.ptr<f16, global>, !fly.layout<({ROWS},{COLS}):({COLS},1)>) -> {GT}
    %lds = fly.make_ptr() {{dictAttrs = {{allocAlign = 16 : i64, allocBytes = {2 * ROWS * COLS} : i64, name = "tile"}}}} : () -> !fly.ptr<f16, shared>
    %l = fly.make_view(%lds, %gl) : (!fly.ptr<f16, shared>, !fly.layout<({ROWS},{COLS}):({COLS},1)>) -> {ST}
    %o = fly.make_view(%out, %gl) : (!fly.ptr<f16, global>, !fly.layout<({ROWS},{COLS}):({COLS},1)>) -> {GT}
    %atom = fly.make_copy_atom {{valBits = 0 : i32}} : {at}
    func.call @{name}(%atom, {call_args}%g, %l) : ({at}, {call_types}{GT}, {ST}) -> ()
    rocdl.s.wait.tensorcnt {{count = 0 : i32}}
    %plain = fly.make_copy_atom {{valBits = 0 : i32}} : {PLAIN}
    fly.copy_atom_call(%plain, %l, %o) : ({PLAIN}, {ST}, {GT}) -> ()
    rocdl.s.wait.tensorcnt {{count = 0 : i32}}
    gpu.return
  }}""")

used = sorted({c[0] for c in CASES})
module = "gpu.module @tdm {\n" + "\n".join(funcs[n] for n in used) + "\n" + "\n".join(kernels) + "\n}\n"
with open(f"{work}.fly", "w") as f:
    f.write(module)
subprocess.run([llc, f"{work}.fly", "--mcpu=gfx1250", "-o", f"{work}.hsaco"], check=True)

MASK = (1 << 29) - 1


def arrive(word):
    pending, phase, reload = word & MASK, word >> 29 & 7, word >> 32 & MASK
    if pending >= 1:
        return (word & ~0xffffffff) | phase << 29 | (pending - 1)
    return (word & ~0xffffffff) | ((phase - 1) & 7) << 29 | reload


rng = random.Random(1250)
N = 2 * ROWS * COLS + 1024
x = [rng.randint(-1000, 1000) for _ in range(N)]
with open(f"{work}.in", "wb") as f:
    f.write(struct.pack(f"<{N}e", *[float(v) for v in x]))
raw_in = open(f"{work}.in", "rb").read()
for k, (name, args, e0, e1, s0, imm) in enumerate(CASES):
    cmd = [emu, "run", f"{work}.hsaco", "--kernel", f"drive{k}", "--grid", "1", "--block", "32",
           "--arg", f"in={work}.in", "--arg", f"out={work}.out:{2 * ROWS * COLS}"]
    cmd += [a for t, v in args for a in ("--arg", f"{t}={v}")]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    got = open(f"{work}.out", "rb").read()
    want = bytearray()
    for r in range(ROWS):
        for c in range(COLS):
            i = imm // 2 + r * s0 + c
            want += raw_in[2 * i:2 * i + 2] if r < e0 and c < e1 else bytes(2)
    if "barrier = true" in atom_type(name):
        want[0:8] = arrive(int.from_bytes(want[0:8], "little")).to_bytes(8, "little")
    bad = sum(got[i:i + 2] != want[i:i + 2] for i in range(0, len(want), 2))
    shown = " ".join(f"{v}" for _, v in args)
    print(f"gfx1250 {name}({shown}): {bad} wrong")
