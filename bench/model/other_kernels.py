"""The registry kernels bench/model/kernels.py runs without a FlyDSL code object of the same job in
tests/flydsl. Each runs at its own launch and inputs through `fly-run NAME --size ... --profile`
(which also checks it against the kernel's CPU reference), at a problem large enough to fill the
machine, so the share of the DRAM or matrix peak says how close it is to the roofline. vector_add,
tiled_copy and block_reduce also get Triton's column (bench/model/triton_other.py: the kernel a
Triton user writes for the job, the best of a few block sizes, on random inputs of the same size).

  python3 bench/model/kernels.py --match "^(vector_add|block_reduce|tiled_copy) "
"""
import math

ARCHS = ("gfx942", "gfx950")
# (kernel, parameters, problem as fly-run --size takes it, why there is no FlyDSL comparison (and no
# Triton one, unless TRITON below has the kernel))
KERNELS = [
    ("vector_add", ["dtype=f32"], "4096,4096", "FlyDSL's example 01 (tests/flydsl/dumps/vector_add) calls printf, "
     "which needs ROCm's hostcall buffer the emulator does not have"),
    ("vector_add", ["dtype=bf16"], "4096,4096", None),
    ("block_reduce", ["dtype=f32", "op=sum"], "4096,4096", "no FlyDSL kernel of the job (its norms reduce rows "
     "inside a bigger kernel)"),
    ("tiled_copy", ["dtype=f32"], "4096,4096", "FlyDSL's example 02 (tests/flydsl/dumps/tiled_copy) is traced at "
     "a fixed 8 x 24 tile"),
    ("gather_rows", ["dtype=f32"], "4096,4096,2048", "FlyDSL's example 05 (tests/flydsl/library) is traced at a "
     "fixed 16-row x 64-column shape"),
    ("scatter_rows", ["dtype=bf16"], "4096,4096,2048", None),
    ("preshuffle_weight", ["dtype=f16"], "4096,4096", "FlyDSL shuffles the weight on the host (shuffle_weight, "
     "torch): no device kernel"),
    ("tiled_mma_gemm_splitk", ["dtype=f16"], "256,256,4096", "no FlyDSL or bench/model Triton split-K kernel"),
    ("pa_decode_reduce", ["partitions=4"], "64", "FlyDSL's pa_decode reduce kernel (tests/flydsl/library "
     "pa_decode_sw_reduce) has another partition layout (sliding window)"),
]
QUICK = {("vector_add", "dtype=f32")}
# Triton's kernel for the job (bench/model/triton_other.py --kernel) and the (block, warps) tried:
# the tutorial's 1024 elements over 4 warps and a larger block for the element-wise kernels; for
# the row reduction 1024 or 4096 columns a step.
TRITON = {"vector_add": ("add", [(1024, 4), (4096, 8)]), "tiled_copy": ("copy", [(1024, 4), (4096, 8)]),
          "block_reduce": ("reduce", [(1024, 4), (4096, 8)])}
NO_ROW = [f"{k} ({' '.join(p)}): " + ("no FlyDSL column" if k in TRITON else "Fly alone") + f": {why}"
          for k, p, _, why in KERNELS if why]


def jobs(quick):
    for kernel, params, size, why in KERNELS:
        for arch in ARCHS:
            if quick and ((kernel, " ".join(params)) not in QUICK or arch != "gfx942"):
                continue
            yield {"kernel": kernel, "params": " ".join(params), "arch": arch,
                   "problem": size.replace(",", "x") if not quick else "256x1024", "size": size if not quick else
                   "256,1024", "plist": params, "cost": cost(kernel, [int(x) for x in size.split(",")])}


def cost(kernel, dims):
    """The emulator's work of a job in kernels.py's job-order units (about one per element moved)."""
    if kernel == "tiled_mma_gemm_splitk":
        return math.prod(dims) // 64
    if kernel in ("gather_rows", "scatter_rows"):  # M source rows, R rows moved, N columns
        return 2 * dims[1] * dims[2]
    return 2 * math.prod(dims)


def triton_best(b, job):
    """Triton's kernel for the job at each block size tried, on random inputs of the job's size: the fastest."""
    import row_kernels
    kernel, arch = job["kernel"], job["arch"]
    given = dict(p.split("=", 1) for p in job["plist"])
    d = given["dtype"]
    m, n = (int(x) for x in job["size"].split(","))
    elem = row_kernels.ELEM[d]
    tk, tries = TRITON[kernel]
    x = b.path("x.bin")
    row_kernels.write_random(x, m * n, d, -4.0, 4.0, 1)
    if kernel == "vector_add":
        y = b.path("y.bin")
        row_kernels.write_random(y, m * n, d, -4.0, 4.0, 2)
        args = [f"in={x}", f"in={y}", f"out={b.path('t.bin')}:{m * n * elem}", f"i32={m * n}"]
    elif kernel == "tiled_copy":
        args = [f"in={x}", f"out={b.path('t.bin')}:{m * n * elem}", f"i32={m * n}"]
    else:
        args = [f"in={x}", f"out={b.path('t.bin')}:{m * 4}", f"i32={n}"]

    def one(block, warps):
        extra = ["--op", given.get("op", "sum")] if tk == "reduce" else []
        hsaco, meta = b.triton("triton_other.py", ["--kernel", tk, "--arch", arch, "--dtype", d, "--block", str(block),
                                                   "--warps", str(warps)] + extra)
        grid = m if tk == "reduce" else (m * n + block - 1) // block
        return b.measure(hsaco, meta["name"], grid, meta["threads"], args, arch, lds=meta["shared"],
                         cfg=f"block {block} w{warps}", pad_null=True)
    return b.best((f"triton block {bl} w{w}", lambda bl=bl, w=w: one(bl, w)) for bl, w in tries)


def measure(b, job):
    res = {"fly": b.fly_run(job["kernel"], job["plist"], job["arch"], job["size"])}
    if b.triton_python and job["kernel"] in TRITON:
        res["triton"] = triton_best(b, job)
    return res
