"""Runs Inputs/ptr-swizzle.fly on fly-emu and checks where the swizzle put each thread's value,
computing the swizzle here: S<3,2,3> on byte addresses, a ^ ((a & 0b11100000) >> 3) (the
allocations' bases are 256-byte aligned, so only the offset's bits move)."""
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
swz = lambda a: a ^ ((a & 0xE0) >> 3)
subprocess.run([emu, "run", hsaco, "--kernel", "ptr_swizzle", "--grid", "1", "--block", "64",
                "--arg", f"out={work}/out.bin:256", "--arg", f"out={work}/out2.bin:256"],
               check=True, stdout=subprocess.DEVNULL)
out = struct.unpack("<64f", open(f"{work}/out.bin", "rb").read())
out2 = struct.unpack("<64f", open(f"{work}/out2.bin", "rb").read())
# LDS: element e read back holds the t whose swizzled byte address is 4e.
want = [0.0] * 64
want2 = [0.0] * 64
for t in range(64):
    want[swz(4 * t) // 4] = float(t)
    want2[swz(4 * t) // 4] = float(t)
bad = sum(1 for e in range(64) if out[e] != want[e])
bad2 = sum(1 for e in range(64) if out2[e] != want2[e])
moved = sum(1 for t in range(64) if swz(4 * t) != 4 * t)
print(f"lds: {bad} wrong; global: {bad2} wrong; {moved} of 64 elements moved by the swizzle")
sys.exit(1 if bad or bad2 else 0)
