"""Runs Inputs/tdm-flydsl.fly (compiled by fly-llc for gfx1250) on fly-emu against a reference
computed here from FlyDSL's TDM semantics (lib/Dialect/FlyROCDL/GFX1250/CopyAtom.cpp): the tile's
element (r, c) comes from byte imm_offset + 2 * (r * stride_0 + c) of the source when
r < extent_0, else 0; LDS holds it padded (4 elements after every 32)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(1250)
ok = True
N = 4096  # source elements
src = [rng.randint(-1000, 1000) for _ in range(N)]
with open(f"{work}/src.bin", "wb") as f:
    f.write(struct.pack(f"<{N}e", *[float(v) for v in src]))


def run(kernel, block, extra):
    subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", "1", "--block", str(block),
                    "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:1024"] + extra,
                   check=True, stdout=subprocess.DEVNULL)
    return [int(v) for v in struct.unpack("<512e", open(f"{work}/out.bin", "rb").read())]


for rs, rows, off in ((32, 16, 0), (40, 16, 0), (100, 11, 128), (64, 5, 6), (33, 0, 2), (48, 9, 1000)):
    out = run("tdm_state", 64, ["--arg", f"i64={rs}", "--arg", f"i32={rows}", "--arg", f"i64={off}"])
    want = [src[off // 2 + r * rs + c] if r < rows else 0 for r in range(16) for c in range(32)]
    bad = sum(1 for a, b in zip(out, want) if a != b)
    print(f"tdm_state stride_0={rs} extent_0={rows} imm_offset={off}: {bad} wrong")
    ok = ok and bad == 0
out = run("tdm_sentinel", 32, [])
want = [src[r * 48 + c] for r in range(16) for c in range(32)]
bad = sum(1 for a, b in zip(out, want) if a != b)
print(f"tdm_sentinel: {bad} wrong")
ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
