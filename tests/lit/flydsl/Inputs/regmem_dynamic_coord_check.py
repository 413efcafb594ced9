"""Runs Inputs/regmem-dynamic-coord.fly on fly-emu against a reference computed here: slot (a, b) of
thread t's 4 x 2 register tensor holds in[8t + j] for the j with (j mod 4 + t) mod 4 = a and
(j div 4 + t) mod 2 = b; out[8t + k] is slot (k mod 4, k div 4), flat[8t + k] slot (i mod 4, i div 4)
for i = (k + 3t) mod 8; col[4t + a] is slot (a, t mod 2) (a slice at a run-time coordinate), one[t]
slot (3 - t mod 4, t mod 2)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(2501)
x = [rng.uniform(-100, 100) for _ in range(512)]
with open(f"{work}/in.bin", "wb") as f:
    f.write(struct.pack("<512f", *x))
subprocess.run([emu, "run", hsaco, "--kernel", "dyncoord", "--grid", "1", "--block", "64",
                "--arg", f"in={work}/in.bin", "--arg", f"out={work}/out.bin:2048",
                "--arg", f"out={work}/flat.bin:2048", "--arg", f"out={work}/col.bin:1024",
                "--arg", f"out={work}/one.bin:256"], check=True, stdout=subprocess.DEVNULL)
raw = open(f"{work}/in.bin", "rb").read()
elem = [raw[4 * i:4 * i + 4] for i in range(512)]
out = open(f"{work}/out.bin", "rb").read()
flat = open(f"{work}/flat.bin", "rb").read()
col = open(f"{work}/col.bin", "rb").read()
one = open(f"{work}/one.bin", "rb").read()
bad_out = bad_flat = bad_col = 0
for t in range(64):
    slot = {}
    for j in range(8):
        slot[((j % 4 + t) % 4, (j // 4 + t) % 2)] = elem[8 * t + j]
    for k in range(8):
        bad_out += out[4 * (8 * t + k):4 * (8 * t + k) + 4] != slot[(k % 4, k // 4)]
        i = (k + 3 * t) % 8
        bad_flat += flat[4 * (8 * t + k):4 * (8 * t + k) + 4] != slot[(i % 4, i // 4)]
    for a in range(4):
        bad_col += col[4 * (4 * t + a):4 * (4 * t + a) + 4] != slot[(a, t % 2)]
    bad_col += one[4 * t:4 * t + 4] != slot[(3 - t % 4, t % 2)]
print(f"dynamic coordinates: {bad_out} wrong (2-D), {bad_flat} wrong (1-D), {bad_col} wrong (slice)")
sys.exit(0 if bad_out == 0 and bad_flat == 0 and bad_col == 0 else 1)
