"""Runs Inputs/regmem-scratch-call.fly on fly-emu against out[6t + i] = r[[0, 3, 1, 4, 2, 5][i]] with
r = in[6t .. 6t + 5] but r[5] = 100, and out2[t] = in[6t + 2], computed here."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
x = [float(rng.randint(-1000, 1000)) for _ in range(384)]
with open(f"{work}/in.bin", "wb") as f:
    f.write(struct.pack("<384f", *x))
subprocess.run([emu, "run", hsaco, "--kernel", "scratch_call", "--grid", "1", "--block", "64",
                "--arg", f"in={work}/in.bin", "--arg", f"out={work}/out.bin:1536", "--arg", f"out={work}/out2.bin:256"],
               check=True, stdout=subprocess.DEVNULL)
out = struct.unpack("<384f", open(f"{work}/out.bin", "rb").read())
out2 = struct.unpack("<64f", open(f"{work}/out2.bin", "rb").read())
bad = 0
for t in range(64):
    r = x[6 * t:6 * t + 6]
    r[5] = 100.0
    bad += sum(1 for i, j in enumerate((0, 3, 1, 4, 2, 5)) if out[6 * t + i] != r[j])
    bad += out2[t] != x[6 * t + 2]
print(f"scratch_call: {bad} wrong")
sys.exit(0 if bad == 0 else 1)
