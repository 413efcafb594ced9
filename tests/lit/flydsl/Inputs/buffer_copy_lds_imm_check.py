"""Compiles Inputs/buffer-copy-lds-imm.fly with several imm_offsets (fly-llc, --mcpu given) and runs it
on fly-emu for several soffsets against out[t] = src[soffset + t + imm_offset / 4], computed here.

  buffer_copy_lds_imm_check.py FLY_FILE WORKDIR FLY_LLC FLY_EMU MCPU"""
import random
import struct
import subprocess
import sys

src_file, work, llc, emu, mcpu = sys.argv[1:6]
rng = random.Random(25)
ok = True
N = 256 + 1024 + 40
text = open(src_file).read()
for imm in (0, 4, 132, 4092):
    with open(f"{work}/k.fly", "w") as f:
        f.write(text.replace("@IMM@", str(imm)))
    subprocess.run([llc, f"{work}/k.fly", f"--mcpu={mcpu}", "-o", f"{work}/k.hsaco"], check=True)
    for kernel, threads in (("dma_imm", 256), ("dma_imm_uniform", 64)):
        for so in (0, 37):
            src = [float(rng.randint(-1000, 1000)) for _ in range(N)]
            with open(f"{work}/src.bin", "wb") as f:
                f.write(struct.pack(f"<{N}f", *src))
            subprocess.run([emu, "run", f"{work}/k.hsaco", "--kernel", kernel, "--grid", "1", "--block", str(threads),
                            "--arg", f"in={work}/src.bin", "--arg", f"out={work}/out.bin:{threads * 4}",
                            "--arg", f"i64={N * 4}", "--arg", f"i32={so}"], check=True, stdout=subprocess.DEVNULL)
            out = struct.unpack(f"<{threads}f", open(f"{work}/out.bin", "rb").read())
            bad = sum(1 for t in range(threads) if out[t] != src[so + t + imm // 4])
            print(f"{mcpu} {kernel} imm_offset={imm} soffset={so}: {bad} wrong")
            ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
