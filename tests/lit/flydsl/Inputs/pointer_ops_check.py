"""Runs Inputs/pointer-ops.fly's kernels on fly-emu on random inputs and checks every output element
against Python: ptr_kernel_0 copies A to B and C through a 40-byte buffer range (elements 10.. read 0),
rsrc_kernel_0 copies A[i] to B[i] through an n-element buffer tensor (i >= n reads 0), for several n."""
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(24)
N = 64


def run(kernel, args):
    subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", "1", "--block", "64"] +
                   [a for x in args for a in ("--arg", x)], check=True, stdout=subprocess.DEVNULL)


def read(path):
    return struct.unpack(f"<{N}f", open(path, "rb").read())


a = [rng.uniform(-100, 100) for _ in range(N)]
a = list(struct.unpack(f"<{N}f", struct.pack(f"<{N}f", *a)))  # f32-exact
open(f"{work}/a.bin", "wb").write(struct.pack(f"<{N}f", *a))
bad = 0
run("ptr_kernel_0", [f"in={work}/a.bin", f"i32={N}", f"out={work}/b.bin:{4 * N}", f"i32={N}",
                     f"out={work}/c.bin:{4 * N}", f"i32={N}"])
want = [a[i] if i < 10 else 0.0 for i in range(N)]
bad += sum(g != w for g, w in zip(read(f"{work}/b.bin"), want))
bad += sum(g != w for g, w in zip(read(f"{work}/c.bin"), want))
print(f"ptr_kernel: {bad} wrong")
for n in (1, 7, 33, 64, 100):
    run("rsrc_kernel_0", [f"in={work}/a.bin", f"i32={N}", f"out={work}/b.bin:{4 * N}", f"i32={N}", f"i32={n}"])
    want = [a[i] if i < n else 0.0 for i in range(N)]
    wrong = sum(g != w for g, w in zip(read(f"{work}/b.bin"), want))
    print(f"rsrc_kernel n={n}: {wrong} wrong")
    bad += wrong
sys.exit(1 if bad else 0)
