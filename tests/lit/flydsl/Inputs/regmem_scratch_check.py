"""Runs Inputs/regmem-scratch.fly on fly-emu: out must equal in (each value went through a scratch
slot chosen at run time) and bits[t] the bits of in[8t] (read back through a recast pointer)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
x = [rng.uniform(-100, 100) for _ in range(512)]
with open(f"{work}/in.bin", "wb") as f:
    f.write(struct.pack("<512f", *x))
subprocess.run([emu, "run", hsaco, "--kernel", "scratch", "--grid", "1", "--block", "64",
                "--arg", f"in={work}/in.bin", "--arg", f"out={work}/out.bin:2048", "--arg", f"out={work}/bits.bin:256"],
               check=True, stdout=subprocess.DEVNULL)
raw_in = open(f"{work}/in.bin", "rb").read()
out = open(f"{work}/out.bin", "rb").read()
bits = struct.unpack("<64i", open(f"{work}/bits.bin", "rb").read())
want_bits = [struct.unpack("<i", raw_in[32 * t:32 * t + 4])[0] for t in range(64)]
bad_out = sum(1 for i in range(512) if out[4 * i:4 * i + 4] != raw_in[4 * i:4 * i + 4])
bad_bits = sum(1 for t in range(64) if bits[t] != want_bits[t])
print(f"scratch: {bad_out} wrong values, {bad_bits} wrong bit patterns")
sys.exit(0 if bad_out == 0 and bad_bits == 0 else 1)
