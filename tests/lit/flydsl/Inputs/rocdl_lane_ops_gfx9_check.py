"""Runs Inputs/rocdl-lane-ops-gfx9.fly on fly-emu and checks each lane against Python models of the
instructions' definitions (CDNA3/CDNA4 ISA guides), not the emulator's code:
  dma   buffer_load_dword ... lds: lane t's dword of the buffer lands at the LDS base + 4t; a lane whose
        dword lies past the buffer's range reads 0. Lane t then reads LDS word 63 - t.
  perm  v_perm_b32: each selector byte picks a byte of {src0:src1} (0-3 from src1, 4-7 from src0),
        8-11 the sign of bytes 1, 3, 5, 7 (0x00/0xff), 12 gives 0x00, 13-15 0xff
  off   v_cvt_off_f32_i4: a nibble as a signed 4-bit integer over 16 (-0.5 .. 0.4375); with SDWA
        src0_sel:BYTE_2 the nibble is bits 19:16.
argv: hsaco, work dir, fly-emu, the DMA buffer's size in bytes."""
import random
import struct
import subprocess
import sys

hsaco, work, emu, nbytes = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
T = 64
rng = random.Random(9)


def run(kernel, args):
    cmd = [emu, "run", hsaco, "--kernel", kernel, "--grid", "1", "--block", str(T)]
    for a in args:
        cmd += ["--arg", a]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def perm(s0, s1, sel):
    data = (s0 << 32) | s1
    r = 0
    for i in range(4):
        k = (sel >> (8 * i)) & 0xFF
        byte = 0xFF if k >= 13 else 0 if k == 12 else \
            (0xFF if (data >> (15 + 16 * (k - 8))) & 1 else 0) if k >= 8 else (data >> (8 * k)) & 0xFF
        r |= byte << (8 * i)
    return r


def off(n):
    return (n - 16 if n >= 8 else n) / 16


src = [rng.getrandbits(32) for _ in range(T)]
open(f"{work}/src.bin", "wb").write(struct.pack(f"<{T}I", *src))
run("dma", [f"in={work}/src.bin", f"out={work}/dma.bin:{T * 4}", f"i32={nbytes}"])
got = struct.unpack(f"<{T}I", open(f"{work}/dma.bin", "rb").read())
bad = {"dma": 0, "perm": 0, "off": 0, "off.sdwa": 0}
for t in range(T):
    r = T - 1 - t
    bad["dma"] += got[t] != (src[r] if 4 * r + 4 <= nbytes else 0)

words = []
for t in range(T):
    sel = sum(rng.randrange(16) << (8 * i) for i in range(4))
    a = rng.getrandbits(32)
    if t < 16:  # every nibble, in both places v_cvt_off_f32_i4 reads here
        a = (a & ~0xF000F) | t | (15 - t) << 16
    words += [a, rng.getrandbits(32), sel]
open(f"{work}/bytes.bin", "wb").write(struct.pack(f"<{3 * T}I", *words))
run("bytes", [f"in={work}/bytes.bin", f"out={work}/bytes.out:{T * 12}"])
out = open(f"{work}/bytes.out", "rb").read()
for t in range(T):
    a, b, sel = words[3 * t:3 * t + 3]
    p, o, o2 = struct.unpack_from("<Iff", out, 12 * t)
    bad["perm"] += p != perm(a, b, sel)
    bad["off"] += o != off(a & 15)
    bad["off.sdwa"] += o2 != off((a >> 16) & 15)
print(" ".join(f"{k}:{v}" for k, v in bad.items()))
sys.exit(1 if any(bad.values()) else 0)
