"""Runs Inputs/wmma-signs.fly on fly-emu and checks every element of D against 16 * a * b + c
computed here for each kernel's signedness and clamp."""
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
I32_MAX, I32_MIN = 2**31 - 1, -2**31
wrap = lambda x: (x + 2**31) % 2**32 - 2**31
cases = [("iu8_signed", -56, -1, False), ("iu8_unsigned", 200, 255, False), ("iu8_mixed", -56, 255, False),
         ("iu8_unsigned_clamp", 200, 255, True), ("iu8_fly", -56, -1, False)]
ok = True
for kernel, a, b, clamp in cases:
    for c in (7, 2147483000):
        subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", "1", "--block", "32",
                        "--arg", f"out={work}/d.bin:1024", "--arg", f"i32={c}"], check=True, stdout=subprocess.DEVNULL)
        d = struct.unpack("<256i", open(f"{work}/d.bin", "rb").read())
        exact = 16 * a * b + c
        want = max(I32_MIN, min(I32_MAX, exact)) if clamp else wrap(exact)
        bad = sum(1 for x in d if x != want)
        print(f"{kernel} c={c}: want {want}, {bad} wrong")
        ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
