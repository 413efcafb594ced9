"""Runs Inputs/wmma-modc.fly on fly-emu (gfx1250) and checks every element of D against
128 + modC(c) computed here: 0 c, 1 -c, 2 |c|, 3 -|c|."""
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
mods = {0: lambda c: c, 1: lambda c: -c, 2: lambda c: abs(c), 3: lambda c: -abs(c)}
ok = True
for m, f in mods.items():
    for c in (-5.5, 3.25):
        subprocess.run([emu, "run", hsaco, "--kernel", f"modc{m}", "--grid", "1", "--block", "32",
                        "--arg", f"out={work}/d.bin:1024", "--arg", f"f32={c}"], check=True, stdout=subprocess.DEVNULL)
        d = struct.unpack("<256f", open(f"{work}/d.bin", "rb").read())
        want = 128 + f(c)
        bad = sum(1 for x in d if x != want)
        print(f"modc{m} c={c}: want {want}, {bad} wrong")
        ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
