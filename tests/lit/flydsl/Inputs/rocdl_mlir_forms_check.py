"""Runs Inputs/rocdl-mlir-forms.fly on fly-emu (argv[4]: the wave size) and checks each lane's values against Python's
math (the instructions approximate: a relative tolerance of 2^-20, sin/cos an absolute 2^-20)."""
import math
import struct
import subprocess
import sys

hsaco, work, emu, wave = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
subprocess.run([emu, "run", hsaco, "--kernel", "rocdl_forms", "--grid", "1", "--block", "64",
                "--arg", f"out={work}/forms.bin:{64 * 8 * 4}"], check=True, stdout=subprocess.DEVNULL)
out = struct.unpack(f"<{64 * 8}f", open(f"{work}/forms.bin", "rb").read())
names = ["exp2", "log2", "rcp", "sqrt", "rsq", "sin", "cos", "readfirstlane"]
bad = {n: 0 for n in names}
for t in range(64):
    x = t / 16 + 0.25
    want = [2 ** x, math.log2(x), 1 / x, math.sqrt(x), 1 / math.sqrt(x), math.sin(2 * math.pi * x),
            math.cos(2 * math.pi * x), (t - t % wave) / 16 + 0.25]  # the wave's first lane
    for k, n in enumerate(names):
        got = out[8 * t + k]
        tol = 2 ** -20 if n in ("sin", "cos") else 2 ** -20 * abs(want[k])
        if n == "readfirstlane":
            tol = 0
        if not abs(got - want[k]) <= tol:
            bad[n] += 1
print(" ".join(f"{n}:{bad[n]}" for n in names))
sys.exit(1 if any(bad.values()) else 0)
