"""Runs Inputs/decomposition.fly on fly-emu: out[t] = src[12 + t] for t < 32 (the decomposition's
view), out[32], out[33] = 4, n (get_leaves), out[34] = 1 (equal on basis leaves: true, false)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(52)
ok = True
for n in (0, 7, -3, 123456):
    src = [rng.randint(-2**31, 2**31 - 1) for _ in range(64)]
    with open(f"{work}/src.bin", "wb") as f:
        f.write(struct.pack("<64i", *src))
    subprocess.run([emu, "run", hsaco, "--kernel", "decomposition", "--grid", "1", "--block", "32",
                    "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:{40 * 4}", "--arg", f"i32={n}"],
                   check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack("<40i", open(f"{work}/out.bin", "rb").read())
    want = [src[12 + t] for t in range(32)] + [4, n, 1]
    bad = sum(1 for a, b in zip(out, want) if a != b)
    print(f"decomposition n={n}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
