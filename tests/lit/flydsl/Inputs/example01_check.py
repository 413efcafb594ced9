"""FlyDSL's example 01 (2-D vector add through a tiled copy with a coordinate-tensor predicate), as
FlyDSL's tracer wrote it for its fly backend (fly.kernel_abi = "flydsl"), compiled by fly-llc: run
on fly-emu at ragged shapes, C must be A + B inside (M, N) and untouched outside (the rows past M
and columns past N of the last tiles are predicated off; C's padding holds a sentinel).
Usage: example01_check.py FLY_EMU HSACO WORK_DIR"""
import random
import struct
import subprocess
import sys

emu, hsaco, work = sys.argv[1], sys.argv[2], sys.argv[3]
rng = random.Random(1)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# N a multiple of 4: the predicate is one per 128-bit copy (4 values), as in FlyDSL.
for m, n, stride in ((8, 64, 64), (13, 100, 128), (1, 12, 16), (30, 200, 204)):
    a = [f32(rng.uniform(-8, 8)) for _ in range(m * stride)]
    b = [f32(rng.uniform(-8, 8)) for _ in range(m * stride)]
    sentinel = 12345.0
    files = {}
    for name, vals in (("a", a), ("b", b), ("c", [sentinel] * (m * stride))):
        files[name] = f"{work}/ex01_{name}_{m}x{n}.bin"
        with open(files[name], "wb") as f:
            f.write(struct.pack(f"<{len(vals)}f", *vals))
    layout = "bytes=" + struct.pack("<iiq", m, n, stride).hex()
    grid = f"{(m + 7) // 8},{(n + 63) // 64}"
    cmd = [emu, "run", hsaco, "--kernel", "vector_add_kernel_0", "--grid", grid, "--block", "128",
           "--arg", "in=" + files["a"], "--arg", layout, "--arg", "in=" + files["b"], "--arg", layout,
           "--arg", "inout=" + files["c"], "--arg", layout]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout + r.stderr)
        sys.exit(1)
    with open(files["c"], "rb") as f:
        c = struct.unpack(f"<{m * stride}f", f.read())
    wrong = 0
    for i in range(m):
        for j in range(stride):
            k = i * stride + j
            want = f32(a[k] + b[k]) if j < n else sentinel
            wrong += c[k] != want
    print(f"example01 {m}x{n} stride {stride}: {wrong} wrong")
