"""Row kernels (softmax, rmsnorm, layernorm) for bench/model/kernels.py: the problems, Fly's and
FlyDSL's launches (FlyDSL's code objects: tests/flydsl/dumps, traced at a fixed N), and Triton's
one-pass kernel for the job (bench/model/triton_rows.py: the whole row in registers as a
power-of-two block, compiled for the job's N). All three run on the same random input.

  python3 bench/model/kernels.py --match "^(softmax|rmsnorm|layernorm) "
"""
import os
import random
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DUMPS = os.path.join(ROOT, "tests", "flydsl", "dumps")

# (kernel, dtype, arch, M, N, FlyDSL dump or None): N = 1000, 4096, 8192 and a ragged 4099 (2048
# too where FlyDSL's dump is), f32/f16/bf16, gfx942 and gfx950; M x N at most 16 Mi elements.
DUMPED = {"softmax": {("f32", 1000), ("f32", 4096), ("bf16", 1000), ("bf16", 2048)},
          "rmsnorm": {("bf16", 1000), ("bf16", 4096), ("f32", 1000), ("f32", 4099)},
          "layernorm": {("bf16", 1000), ("bf16", 8192), ("f32", 1000)}}
JOBS = []
for _kernel in ("softmax", "rmsnorm", "layernorm"):
    for _arch in ("gfx942", "gfx950"):
        for _d in ("f32", "f16", "bf16"):
            _ns = [1000, 4096, 8192, 4099]
            _ns += sorted(n for (d, n) in DUMPED[_kernel] if d == _d and n not in _ns)
            for _n in _ns:
                _dump = f"{_kernel}_{_d}_n{_n}" if (_d, _n) in DUMPED[_kernel] else None
                JOBS.append((_kernel, _d, _arch, 4096 if _n <= 4099 else 2048, _n, _dump))

ELEM = {"f32": 4, "f16": 2, "bf16": 2}
# --quick: one aligned and one ragged row length, one dtype.
QUICK = {("softmax", "bf16", 1000), ("rmsnorm", "bf16", 4099)}


def jobs(quick):
    for kernel, d, arch, m, n, dump in JOBS:
        if quick and (kernel, d, n) not in QUICK:
            continue
        if quick:
            m = 256
        yield {"kernel": kernel, "params": f"dtype={d}", "arch": arch, "problem": f"{m}x{n}",
               "d": d, "m": m, "n": n, "dump": dump, "cost": m * n * (3 if dump else 2)}


def write_random(path, count, dtype, lo, hi, seed):
    """count random values in [lo, hi) of dtype (a random block of 1 Mi values, repeated)."""
    rng = random.Random(seed)
    block = min(count, 1 << 20)
    vals = [rng.uniform(lo, hi) for _ in range(block)]
    if dtype == "f32":
        raw = struct.pack(f"<{block}f", *vals)
    elif dtype == "f16":
        raw = struct.pack(f"<{block}e", *vals)
    else:  # bf16: the top half of the f32 (truncated)
        f = struct.pack(f"<{block}f", *vals)
        raw = b"".join(f[i + 2:i + 4] for i in range(0, len(f), 4))
    size = count * ELEM[dtype]
    with open(path, "wb") as out:
        while size > 0:
            chunk = raw[:size]
            out.write(chunk)
            size -= len(chunk)


def tensor_leaves(m, n):
    """FlyDSL's packed leaves of a row-major M x N tensor: i32 M, i32 N, i64 row stride."""
    return "bytes=" + struct.pack("<iiq", m, n, n).hex()


def fly_args(kernel, d, m, n, tmp, out="y.bin"):
    size = m * n * ELEM[d]
    a = [f"in={tmp}/x.bin"]
    if kernel != "softmax":
        a.append(f"in={tmp}/gamma.bin")
    if kernel == "layernorm":
        a.append(f"in={tmp}/beta.bin")
    a += [f"out={tmp}/{out}:{size}", f"i32={n}"]
    return a


def flydsl_launch(kernel, dump, d, m, n, tmp):
    """(kernel name, grid, block, args) of FlyDSL's code object for the job (its ABI, as
    tests/unit/flydsl/FlyDslModulesTest.cpp launches it)."""
    size = m * n * ELEM[d]
    x = [f"in={tmp}/x.bin", tensor_leaves(m, n)]
    y = [f"out={tmp}/z.bin:{size}", tensor_leaves(m, n)]
    if kernel == "softmax":  # softmax_kernel(A, _Pad0, _Pad1, C, M): the pads unused
        pad = [f"out={tmp}/pad.bin:64", tensor_leaves(m, n)]
        return "softmax_kernel_0", m, 256, x + pad + pad + y + [f"i32={m}"]
    vec = lambda name: [f"in={tmp}/{name}.bin", f"i32={n}"]
    if kernel == "rmsnorm":  # rmsnorm(Input, Gamma, Rstd, Output[, M]), Gamma passed as Rstd
        if n <= 2048:  # its many-rows kernel: 16 rows of 64 threads a block
            return "rmsnorm_large_m_small_n_kernel_0", (m + 15) // 16, 1024, x + vec("gamma") + vec("gamma") + y + [f"i32={m}"]
        return "rmsnorm_kernel_0", m, 256, x + vec("gamma") + vec("gamma") + y
    return "layernorm_kernel_0", m, 256, x + vec("gamma") + vec("beta") + y


def measure(b, job):
    kernel, d, arch, m, n, dump = job["kernel"], job["d"], job["arch"], job["m"], job["n"], job["dump"]
    tmp = b.tmp
    write_random(f"{tmp}/x.bin", m * n, d, -4.0, 4.0, 1)
    write_random(f"{tmp}/gamma.bin", n, d, -2.0, 2.0, 2)
    write_random(f"{tmp}/beta.bin", n, d, -2.0, 2.0, 3)
    res = {}
    for who, llc in (("before", b.before), ("fly", b.llc)):
        if llc:
            hsaco = b.fly(kernel, [f"dtype={d}"], arch, tag=who, llc=llc)
            res[who] = b.measure(hsaco, kernel, m, 256, fly_args(kernel, d, m, n, tmp), arch)
    if dump:
        hsaco = os.path.join(DUMPS, f"{dump}.{arch}.flydsl.hsaco")
        name, grid, block, args = flydsl_launch(kernel, dump, d, m, n, tmp)
        res["flydsl"] = b.measure(hsaco, name, grid, block, args, arch)
    if b.triton_python:
        hsaco, meta = b.triton("triton_rows.py", ["--kernel", kernel, "--arch", arch, "--dtype", d, "--n", str(n)])
        res["triton"] = b.measure(hsaco, meta["name"], m, meta["threads"], fly_args(kernel, d, m, n, tmp, "t.bin"),
                                  arch, lds=meta["shared"], pad_null=True)
    return res
