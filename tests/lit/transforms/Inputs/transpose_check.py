"""Runs Inputs/transpose.fly (compiled by fly-llc) on fly-emu for several shapes,
including ragged ones, and checks the result against a CPU transpose."""
import random
import struct
import subprocess
import sys

hsaco, work = sys.argv[1], sys.argv[2]
rng = random.Random(6)
shapes = [(37, 53, 64, 40), (128, 96, 96, 128), (1, 300, 300, 1), (300, 1, 1, 300), (17, 17, 17, 17)]
for m, n, ldi, ldo in shapes:
    src = [rng.uniform(-100.0, 100.0) for _ in range(m * ldi)]
    src = list(struct.unpack(f"<{len(src)}f", struct.pack(f"<{len(src)}f", *src)))
    with open(f"{work}/in.bin", "wb") as f:
        f.write(struct.pack(f"<{len(src)}f", *src))
    out_elems = n * ldo
    blocks = (m * n + 255) // 256
    subprocess.run([sys.argv[3], "run", hsaco, "--kernel", "transpose", "--grid", str(blocks), "--block", "256",
                    "--arg", f"in={work}/in.bin", "--arg", f"out={work}/out.bin:{out_elems * 4}",
                    "--arg", f"i32={m}", "--arg", f"i32={n}", "--arg", f"i32={ldi}", "--arg", f"i32={ldo}"],
                   check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack(f"<{out_elems}f", open(f"{work}/out.bin", "rb").read())
    bad = 0
    for r in range(m):
        for c in range(n):
            if out[r + c * ldo] != src[r * ldi + c]:
                bad += 1
    written = {r + c * ldo for r in range(m) for c in range(n)}
    stray = sum(1 for i in range(out_elems) if i not in written and out[i] != 0.0)
    print(f"transpose m={m} n={n} ldi={ldi} ldo={ldo}: {bad} wrong, {stray} stray")
    if bad or stray:
        sys.exit(1)
print("ALL OK")
