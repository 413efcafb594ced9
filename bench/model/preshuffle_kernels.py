"""preshuffle_gemm for bench/model/kernels.py: the problems, the tiles tried for Fly, FlyDSL's
preshuffle GEMM code objects' launch, and Triton's GEMM for the same problem (gemm_kernels.py's
configurations; Triton reads B as it is, N x K, where Fly and FlyDSL read it preshuffled: the
same job, the layout each GEMM asks for).

FlyDSL's code objects (tests/flydsl/dumps/preshuffle_gemm_{f16,bf16}_n128_k256.*: FlyDSL 0.4.2's
kernels/gemm/preshuffle_gemm.py traced with N = 128 and K = 256 fixed, tile 16 x 64 x 128, M a
run-time argument) fix the problem: M x 128 x 256. The 1024^3 jobs run Fly (and Triton) alone.

  python3 bench/model/kernels.py --match "^preshuffle_gemm "
"""
import os
import struct

import gemm_kernels

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DUMPS = os.path.join(ROOT, "tests", "flydsl", "dumps")

N, K = 128, 256
JOBS = [(d, arch, m, N, K, True) for arch in ("gfx942", "gfx950") for d in ("f16", "bf16") for m in (256, 4096)]
JOBS += [(d, arch, 1024, 1024, 1024, False) for arch in ("gfx942", "gfx950") for d in ("f16",)]
# A fly-llc without 16-row tiles refuses the first (skipped).
TILES = ["16,64,128", "32,64,128", "64,64,128", "64,128,128"]


def jobs(quick):
    for d, arch, m, n, k, dumped in JOBS:
        if quick and (m, d) != (256, "f16"):
            continue
        yield {"kernel": "preshuffle_gemm", "params": f"dtype={d}", "arch": arch, "problem": f"{m}x{n}x{k}",
               "d": d, "m": m, "n": n, "k": k, "dumped": dumped,
               "cost": gemm_kernels.gemm_cost(m, n, k, len(TILES) + 2 + dumped)}


def flydsl_job(b, d, arch, m):
    hsaco = os.path.join(DUMPS, f"preshuffle_gemm_{d}_n{N}_k{K}.{arch}.flydsl.hsaco")
    with open(b.path("scale.bin"), "wb") as f:
        f.write(struct.pack("<2f", 1.0, 1.0))
    leaves = struct.pack("<iiq", m, N, N).hex()  # the bias tensor's packed leaves (unused)
    args = [f"out={b.path('z.bin')}:{m * N * 2}", f"in={b.path('a.bin')}", f"in={b.path('b.bin')}",
            f"in={b.path('scale.bin')}", "i32=1", f"in={b.path('scale.bin')}", "i32=1",
            f"out={b.path('bias.bin')}:{m * N * 2}", f"bytes={leaves}", f"i32={m}", f"i32={N}"]
    return b.measure(hsaco, "kernel_gemm_0", ((m + 15) // 16, N // 64), 256, args, arch, cfg="16x64x128")


def fly_best(b, d, arch, m, n, k, tag="fly", llc=None):
    def one(tile):
        tm, tn, tk = tile.split(",")
        return gemm_kernels.fly_config(b, "preshuffle_gemm", [f"tile_m={tm}", f"tile_n={tn}", f"tile_k={tk}"], d,
                                       arch, m, n, k, tag=tag, llc=llc)
    tiles = [t for t in TILES if k % int(t.split(",")[2]) == 0 and not (n % int(t.split(",")[1]) and n < int(t.split(",")[1]))]
    return b.best((f"{tag} {t}", lambda t=t: one(t)) for t in tiles)


def measure(b, job):
    d, arch, m, n, k = job["d"], job["arch"], job["m"], job["n"], job["k"]
    gemm_kernels.gemm_inputs(b, d, m, n, k)  # random f16/bf16 values; B's order does not change the model's time
    res = {}
    if b.before:
        res["before"] = fly_best(b, d, arch, m, n, k, tag="before", llc=b.before)
    res["fly"] = fly_best(b, d, arch, m, n, k)
    if job["dumped"]:
        res["flydsl"] = flydsl_job(b, d, arch, m)
    if b.triton_python:
        res["triton"] = gemm_kernels.triton_best(b, d, arch, m, n, k)
    return res
