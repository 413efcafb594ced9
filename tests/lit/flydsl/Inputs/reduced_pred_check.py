"""Runs Inputs/reduced-pred.fly on fly-emu: thread t's out[16 t + a + 4 b] is src[a + 200 b] when
bit b of the mask is set (atom call b ran), else 0, for every mask of 4 bits."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(4)
ok = True
n = 800
for mask in range(16):
    src = [float(rng.randint(1, 1000)) for _ in range(n)]
    with open(f"{work}/src.bin", "wb") as f:
        f.write(struct.pack(f"<{n}f", *src))
    subprocess.run([emu, "run", hsaco, "--kernel", "reduced_pred", "--grid", "1", "--block", "64",
                    "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:{64 * 16 * 4}",
                    "--arg", f"i32={mask}"], check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack(f"<{64 * 16}f", open(f"{work}/out.bin", "rb").read())
    bad = sum(1 for t in range(64) for b in range(4) for a in range(4)
              if out[16 * t + a + 4 * b] != (src[a + 200 * b] if mask >> b & 1 else 0.0))
    print(f"reduced_pred mask={mask}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
