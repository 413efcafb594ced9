"""Runs Inputs/soffset-reduce.fly (compiled by fly-llc) on fly-emu: out[t, d] = sum over k of
X[t, k, d] with each row reached through the copy atom's soffset (k * 64 elements), for f32
and f16 X, several (T, K), against a sum computed here."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(25)
ok = True
for kernel, fmt, size in (("soffset_reduce_f32", "f", 4), ("soffset_reduce_f16", "e", 2),
                          ("soffset_reduce_call_f32", "f", 4)):
    for T, K in ((1, 1), (3, 4), (5, 7)):
        n = T * K * 64
        # Small integers: every partial sum is exact in f32, so the comparison is exact.
        x = [float(rng.randint(-8, 8)) for _ in range(n)]
        with open(f"{work}/x.bin", "wb") as f:
            f.write(struct.pack(f"<{n}{fmt}", *x))
        subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", str(T), "--block", "64",
                        "--arg", f"in={work}/x.bin", "--arg", f"out={work}/out.bin:{T * 64 * 4}",
                        "--arg", f"i32={K}"], check=True, stdout=subprocess.DEVNULL)
        out = struct.unpack(f"<{T * 64}f", open(f"{work}/out.bin", "rb").read())
        bad = sum(1 for t in range(T) for d in range(64)
                  if out[t * 64 + d] != sum(x[(t * K + k) * 64 + d] for k in range(K)))
        print(f"{kernel} T={T} K={K}: {bad} wrong")
        ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
