"""Runs Inputs/func-signature.fly (compiled by fly-llc) on fly-emu: @copy_row's pieces as its
launch passes them (A: pointer, M, N, row pitch; out: pointer, N; sel: its dynamic leaf r), for
several M x N matrices with padded rows and rows r, against out[t] = 3 * A[r][t] computed here."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
ok = True
for M, N, ld, r in ((1, 1, 1, 0), (5, 37, 40, 3), (9, 64, 70, 8), (4, 50, 64, 1)):
    a = [float(rng.randint(-64, 64)) for _ in range(M * ld)]
    with open(f"{work}/a.bin", "wb") as f:
        f.write(struct.pack(f"<{M * ld}f", *a))
    sentinel = struct.pack("<f", -1000.0) * 64
    with open(f"{work}/out.bin", "wb") as f:
        f.write(sentinel)
    subprocess.run([emu, "run", hsaco, "--kernel", "copy_row", "--grid", "1", "--block", "64",
                    "--arg", f"in={work}/a.bin", "--arg", f"i32={M}", "--arg", f"i32={N}", "--arg", f"i32={ld}",
                    "--arg", f"inout={work}/out.bin", "--arg", f"i32={N}", "--arg", f"i32={r}"],
                   check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack("<64f", open(f"{work}/out.bin", "rb").read())
    want = [3 * a[r * ld + t] if t < N else -1000.0 for t in range(64)]
    bad = sum(1 for t in range(64) if out[t] != want[t])
    print(f"copy_row M={M} N={N} ld={ld} r={r}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
