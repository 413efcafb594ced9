"""tiled_mma_gemm for bench/model/kernels.py: the problems, the configurations tried for Fly and
for Triton's GEMM (bench/model/triton_gemm.py: C = A * B^T, f32 accumulation, C in the input's
type, f16 for fp8; int8: i32 accumulation and C), the launches. Each side's cell is its fastest
configuration; both run on the same random A and B.

  python3 bench/model/kernels.py --match "^tiled_mma_gemm "
"""
import random
import struct

SHAPES = [(1024, 1024, 1024), (4096, 4096, 1024), (256, 256, 256), (16, 4096, 4096), (32, 4096, 4096)]
JOBS = [(d, arch, s) for arch in ("gfx942", "gfx950") for d in ("f16", "bf16", "fp8", "int8") for s in SHAPES]
# Bytes of a C element.
OUT_BYTES = {"f16": 2, "bf16": 2, "fp8": 2, "int8": 4}
# Fly configurations tried per job, like Triton's below (tile_m, tile_n, tile_k, warps_m, warps_n,
# stages, prefetch): the registry's defaults (with the decode shape), the default tile with each K
# loop, 128 x 128 for the large problems, one row of waves for decode. The fastest is Fly's column.
FLY_TILES = {"large": ["64,64,64,2,2,2,1", "64,64,64,2,2,2,2", "64,64,64,2,2,1,1", "128,128,64,2,2,1,1",
                       "128,128,64,2,2,2,2", "128,128,64,2,2,1,2"],
             "small": ["64,64,64,2,2,2,1", "64,64,64,2,2,2,2", "32,64,64,1,2,2,2"],
             "decode": ["16,64,64,1,4,2,1", "16,64,64,1,4,2,2", "32,64,64,1,2,2,2"]}
# gfx950 also tries these with loads=dma (the tiles reach LDS by 16-byte LDS DMA, as Triton's gfx950
# loop does; prefetch = stages - 1). A fly-llc without loads=dma refuses them (skipped).
FLY_DMA_TILES = {"large": ["64,64,64,2,2,2,1", "128,128,64,2,2,2,1"],
                 "small": ["64,64,64,2,2,2,1", "32,64,64,1,2,2,1"],
                 "decode": ["16,64,64,1,4,2,1", "32,64,64,1,2,2,1"]}
# Triton tile configurations tried per job (BLOCK_M, BLOCK_N, BLOCK_K, warps, stages): square
# tiles for the large problems, one row of tiles for decode (M <= 32).
TRITON_TILES = {"large": ["64,64,64,4,2", "128,128,64,4,2"],
                "small": ["64,64,64,4,2", "32,64,64,4,2"],
                "decode": ["16,64,64,4,2", "32,64,64,4,2"]}


# --quick: 256^3 f16 only, one configuration each.
QUICK = [(256, 256, 256)]


def tiles_for(m, n, k, table=TRITON_TILES):
    if m <= 32:
        return table["decode"]
    return table["small"] if m * n <= 256 * 256 else table["large"]


def fly_configs(m, n, k, arch):
    out = [decode_shape(m)]  # the defaults (a code object another configuration repeats is measured once)
    tables = [(FLY_TILES, [])] + ([(FLY_DMA_TILES, ["loads=dma"])] if arch == "gfx950" else [])
    for table, extra in tables:
        for t in tiles_for(m, n, k, table):
            tm, tn, tk, wm, wn, st, pf = t.split(",")
            out.append([f"tile_m={tm}", f"tile_n={tn}", f"tile_k={tk}", f"warps_m={wm}", f"warps_n={wn}",
                        f"stages={st}", f"prefetch={pf}"] + extra)
    return out


def write_random(path, count, dtype, seed):
    """`count` elements of `dtype` (a block of random values repeated) into the file at `path`."""
    rng = random.Random(seed)
    block = min(count, 1 << 18)
    vals = [rng.uniform(-1.0, 1.0) for _ in range(block)]  # drawn first for every dtype (the inputs measured)
    if dtype == "int8":  # every byte value
        raw, size = bytes(rng.randrange(256) for _ in range(block)), count
    elif dtype == "fp8":  # E4M3 bytes with exponent fields 4..8 (no NaN in either format)
        raw = bytes(rng.randrange(2) << 7 | rng.randrange(4, 9) << 3 | rng.randrange(8) for _ in range(block))
        size = count
    elif dtype == "f16":
        raw, size = struct.pack(f"<{block}e", *vals), count * 2
    else:  # bf16: the top half of the f32
        f = struct.pack(f"<{block}f", *vals)
        raw, size = b"".join(f[i + 2:i + 4] for i in range(0, len(f), 4)), count * 2
    with open(path, "wb") as out:
        while size > 0:
            out.write(raw[:size])
            size -= min(size, len(raw))


def jobs(quick):
    for d, arch, (m, n, k) in JOBS:
        if quick and ((m, n, k) not in QUICK or d != "f16"):
            continue
        yield {"kernel": "tiled_mma_gemm", "params": f"dtype={d}", "arch": arch, "problem": f"{m}x{n}x{k}",
               "d": d, "m": m, "n": n, "k": k, "cost": gemm_cost(m, n, k, len(fly_configs(m, n, k, arch))
                                                                 + len(tiles_for(m, n, k)))}


def gemm_cost(m, n, k, runs):
    """The emulator's work for `runs` launches of an M x N x K GEMM, in kernels.py's job-order units
    (about one per element of a row kernel's pass)."""
    return m * n * k // 64 * runs


def decode_shape(m):
    """Decode shapes take one row of waves over 16 x 64 (or 32 x 64) tiles, as autotune would."""
    return ["tile_m=16", "tile_n=64", "warps_m=1", "warps_n=4"] if m == 16 else \
        ["tile_m=32", "tile_n=64", "warps_m=1", "warps_n=2"] if m == 32 else []


def gemm_inputs(b, d, m, n, k):
    write_random(b.path("a.bin"), m * k, d, 1)
    write_random(b.path("b.bin"), n * k, d, 2)


def fly_config(b, kernel, params, d, arch, m, n, k, tag="fly", llc=None, defaults=(64, 64, 2, 2)):
    """One configuration of a Fly GEMM (tiled_mma_gemm or preshuffle_gemm: same arguments)."""
    hsaco = b.fly(kernel, [f"dtype={d}"] + params, arch, tag=tag, llc=llc)
    given = dict(x.split("=", 1) for x in params)
    tm, tn = int(given.get("tile_m", defaults[0])), int(given.get("tile_n", defaults[1]))
    threads = int(given.get("warps_m", defaults[2])) * int(given.get("warps_n", defaults[3])) * 64
    out = OUT_BYTES[d] if kernel == "tiled_mma_gemm" else 2
    args = [f"in={b.path('a.bin')}", f"in={b.path('b.bin')}", f"out={b.path('c.bin')}:{m * n * out}", f"i32={m}",
            f"i32={n}", f"i32={k}"]
    cfg = f"{tm}x{tn}x{given.get('tile_k', 64)}" + (" default" if params == decode_shape(m) else "")
    if "stages" in given:
        cfg += f" s{given['stages']}p{given.get('prefetch', 'auto')}"
    if given.get("loads", "vector") != "vector":
        cfg += f" {given['loads']}"
    return b.measure(hsaco, kernel, ((m + tm - 1) // tm, (n + tn - 1) // tn), threads, args, arch, cfg=cfg)


def triton_best(b, d, arch, m, n, k):
    """Triton's GEMM at each of the tiles a Triton user would try for the problem: the fastest."""
    def one(tile):
        bm, bn, bk, warps = (int(x) for x in tile.split(",")[:4])
        hsaco, meta = b.triton("triton_gemm.py", ["--arch", arch, "--dtype", d, "--tile", tile])
        args = [f"in={b.path('a.bin')}", f"in={b.path('b.bin')}", f"out={b.path('t.bin')}:{m * n * OUT_BYTES[d]}", f"i32={m}",
                f"i32={n}", f"i32={k}"]
        return b.measure(hsaco, meta["name"], ((m + bm - 1) // bm, (n + bn - 1) // bn), meta["threads"], args, arch,
                         lds=meta["shared"], cfg=f"{bm}x{bn}x{bk} w{warps}", pad_null=True)
    tiles = [t for t in tiles_for(m, n, k) if k % int(t.split(",")[2]) == 0]
    return b.best((f"triton {t}", lambda t=t: one(t)) for t in tiles)


def measure(b, job):
    d, arch, m, n, k = job["d"], job["arch"], job["m"], job["n"], job["k"]
    gemm_inputs(b, d, m, n, k)
    res = {}
    shape = decode_shape(m)
    if b.before:  # the registry's defaults (with the decode shape); none where that fly-llc refuses the job
        res["before"] = b.best([("before", lambda: fly_config(b, "tiled_mma_gemm", shape, d, arch, m, n, k, tag="before",
                                                              llc=b.before))])
    configs = fly_configs(m, n, k, arch)
    res["fly"] = b.best((f"fly {' '.join(c)}", lambda c=c: fly_config(b, "tiled_mma_gemm", c, d, arch, m, n, k))
                        for c in configs)
    if b.triton_python:
        res["triton"] = triton_best(b, d, arch, m, n, k)
    return res
