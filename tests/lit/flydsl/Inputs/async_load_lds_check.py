"""Runs Inputs/async-load-lds.fly (compiled by fly-llc for gfx950) on fly-emu for several soffsets
against out[4t + j] = src[soffset + 4t + 16 + j] (imm_offset 64 bytes moves the source and the LDS
destination alike), computed here."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
ok = True
N = 1024 + 16 + 40
for so in (0, 3, 37):
    src = [float(rng.randint(-1000, 1000)) for _ in range(N)]
    with open(f"{work}/src.bin", "wb") as f:
        f.write(struct.pack(f"<{N}f", *src))
    subprocess.run([emu, "run", hsaco, "--kernel", "dma_async", "--grid", "1", "--block", "256",
                    "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:{1024 * 4}",
                    "--arg", f"i64={N * 4}", "--arg", f"i32={so}"], check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack("<1024f", open(f"{work}/out.bin", "rb").read())
    bad = sum(1 for i in range(1024) if out[i] != src[so + i + 16])
    print(f"dma_async soffset={so}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
