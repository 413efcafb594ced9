"""Runs Inputs/atom-call-ssa-nomcpu.fly's kernel (after fly-convert-atom-call-to-ssa-form without a
target, compiled by fly-llc) on fly-emu against out = in, d = c + 16, computed here."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
x = [float(rng.randint(-100, 100)) for _ in range(256)]
c = [float(rng.randint(-1000, 1000)) for _ in range(256)]
with open(f"{work}/in.bin", "wb") as f:
    f.write(struct.pack("<256e", *x))
with open(f"{work}/c.bin", "wb") as f:
    f.write(struct.pack("<256f", *c))
subprocess.run([emu, "run", hsaco, "--kernel", "atoms", "--grid", "1", "--block", "64", "--arg", f"in={work}/in.bin",
                "--arg", f"out={work}/out.bin:512", "--arg", f"in={work}/c.bin", "--arg", f"out={work}/d.bin:1024"],
               check=True, stdout=subprocess.DEVNULL)
o = struct.unpack("<256e", open(f"{work}/out.bin", "rb").read())
d = struct.unpack("<256f", open(f"{work}/d.bin", "rb").read())
print("copies:", sum(o[i] != x[i] for i in range(256)), "wrong")
print("mfma:", sum(d[i] != c[i] + 16 for i in range(256)), "wrong")
