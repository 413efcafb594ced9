"""Runs Inputs/tdm-flydsl.fly (compiled by fly-llc for gfx1250) on fly-emu against a reference
computed here from FlyDSL's TDM semantics (lib/Dialect/FlyROCDL/GFX1250/CopyAtom.cpp): the tile's
element (r, c) comes from byte imm_offset + 2 * (r * stride_0 + c) of the source when
r < extent_0, else 0; LDS holds it padded (4 elements after every 32). tdm_barrier: FlyDSL's
`barrier = true` arrives on the LDS barrier at address 0 (FlyDSL's lowering writes no barrier
address), here the tile's first 8 bytes, after the data (arrive() below, docs/tdm.md)."""
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


def arrive(word):
    """One arrival of count 1 on gfx1250's LDS barrier word (docs/tdm.md)."""
    pending, phase, reload = word & (1 << 29) - 1, word >> 29 & 7, word >> 32 & (1 << 29) - 1
    if pending >= 1:
        return (word & ~0xffffffff) | phase << 29 | (pending - 1)
    return (word & ~0xffffffff) | ((phase - 1) & 7) << 29 | reload


for mask in (0, 1):
    subprocess.run([emu, "run", hsaco, "--kernel", "tdm_barrier", "--grid", "1", "--block", "32",
                    "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:1024", "--arg", f"i32={mask}"],
                   check=True, stdout=subprocess.DEVNULL)
    raw = struct.pack("<512e", *[float(src[r * 32 + c]) for r in range(16) for c in range(32)])
    word = arrive(int.from_bytes(raw[:8], "little"))
    want_raw = word.to_bytes(8, "little") + raw[8:]
    got_raw = open(f"{work}/out.bin", "rb").read()
    bad = sum(1 for i in range(0, 1024, 2) if got_raw[i:i + 2] != want_raw[i:i + 2])
    print(f"tdm_barrier workgroup_mask={mask}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
