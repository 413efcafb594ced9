"""FlyDSL's softmax and rmsnorm modules compiled by Fly in FlyDSL's kernel ABI against FlyDSL's own
code objects (tests/flydsl/dumps): the same launch, the same argument bytes (each tensor a pointer
and a packed struct of i32 M, i32 N, i64 row stride), compared by `fly-emu compare`.
Usage: kernel_abi_flydsl_check.py FLY_EMU WORK_DIR DUMPS_DIR"""
import random
import struct
import subprocess
import sys

emu, work, dumps = sys.argv[1], sys.argv[2], sys.argv[3]


def layout(m, n):
    return "bytes=" + struct.pack("<iiq", m, n, n).hex()


def write(path, values, fmt):
    with open(path, "wb") as f:
        f.write(b"".join(struct.pack(fmt, v) for v in values))


def bf16(x):
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16


def compare(fly, flydsl, kernel, grid, block, args, kind):
    cmd = [emu, "compare", fly, flydsl, "--kernel", kernel, "--grid", str(grid), "--block", str(block), "--type", kind]
    for a in args:
        cmd += ["--arg", a]
    r = subprocess.run(cmd, capture_output=True, text=True)
    lines = [l for l in r.stdout.splitlines() if l.startswith("output ")]
    if r.returncode != 0 or not lines or any("match" not in l or "differ" in l for l in lines):
        print(r.stdout + r.stderr)
        return 0
    return len(lines)


rng = random.Random(7)
n = 1000
for rows in (1, 7):
    x = f"{work}/sm_x{rows}.bin"
    write(x, [rng.uniform(-4, 4) for _ in range(rows * n)], "<f")
    size = rows * n * 4
    args = [f"in={x}", layout(rows, n)]
    for k in range(3):
        args += [f"out=o{k}:{size}", layout(rows, n)]
    args += [f"i32={rows}"]
    matched = compare(f"{work}/softmax.hsaco", f"{dumps}/softmax_f32_n1000.gfx942.flydsl.hsaco", "softmax_kernel_0",
                      rows, 256, args, "f32")
    print(f"softmax_f32_n1000 gfx942 rows={rows}: {matched} outputs match")
for rows in (5, 20):
    x, g = f"{work}/rms_x{rows}.bin", f"{work}/rms_g{rows}.bin"
    write(x, [bf16(rng.uniform(-2, 2)) for _ in range(rows * n)], "<H")
    write(g, [bf16(rng.uniform(-2, 2)) for _ in range(n)], "<H")
    size = rows * n * 2
    # rmsnorm_large_m_small_n_kernel(Input, Gamma, Rstd, Output, MIn): 16 rows a block.
    args = [f"in={x}", layout(rows, n), f"in={g}", "i32=" + str(n), f"out=r:{2 * n}", "i32=" + str(n),
            f"out=o:{size}", layout(rows, n), f"i32={rows}"]
    matched = compare(f"{work}/rmsnorm.hsaco", f"{dumps}/rmsnorm_bf16_n1000.gfx950.flydsl.hsaco",
                      "rmsnorm_large_m_small_n_kernel_0", (rows + 15) // 16, 1024, args, "bf16")
    print(f"rmsnorm_bf16_n1000 gfx950 rows={rows}: {matched} outputs match")
