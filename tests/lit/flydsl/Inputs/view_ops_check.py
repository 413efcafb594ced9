"""Runs Inputs/view-ops.fly (compiled by fly-llc) on fly-emu against the values its header gives,
computed here from random a and b."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
a = [float(rng.randint(-1000, 1000)) for _ in range(256)]
b = [float(rng.randint(-1000, 1000)) for _ in range(256)]
for name, x in (("a", a), ("b", b)):
    with open(f"{work}/{name}.bin", "wb") as f:
        f.write(struct.pack("<256f", *x))
subprocess.run([emu, "run", hsaco, "--kernel", "views", "--grid", "1", "--block", "64",
                "--arg", f"in={work}/a.bin", "--arg", f"in={work}/b.bin", "--arg", f"out={work}/o1:1024",
                "--arg", f"out={work}/o2:1024", "--arg", f"out={work}/o3:256", "--arg", f"out={work}/o4:256",
                "--arg", "i32=64"], check=True, stdout=subprocess.DEVNULL)
o1, o2 = (struct.unpack("<256f", open(f"{work}/{n}", "rb").read()) for n in ("o1", "o2"))
o3, o4 = (struct.unpack("<64f", open(f"{work}/{n}", "rb").read()) for n in ("o3", "o4"))
pick = lambda t: a if t % 2 else b
print("scf.if, run-time stride:", sum(o1[4 * t + i] != pick(t)[64 * i + t] for t in range(64) for i in range(4)), "wrong")
print("scf.if, static layout:", sum(o2[4 * t + i] != pick(t)[64 * i + t] for t in range(64) for i in range(4)), "wrong")
print("coalesce:", sum(o3[t] != a[4 * t + 1] for t in range(64)), "wrong")
print("composition:", sum(o4[t] != a[16 * (t % 16) + t // 16] for t in range(64)), "wrong")
