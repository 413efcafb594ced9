"""The registry kernels bench/model/kernels.py runs Fly alone on: no FlyDSL code object of the
same job in tests/flydsl, and no Triton kernel in bench/model. Each runs at its own launch and
inputs through `fly-run NAME --size ... --profile` (which also checks it against the kernel's CPU
reference), at a problem large enough to fill the machine, so the share of the DRAM or matrix
peak says how close it is to the roofline.

  python3 bench/model/kernels.py --match "^(vector_add|block_reduce|tiled_copy) "
"""
import math

ARCHS = ("gfx942", "gfx950")
# (kernel, parameters, problem as fly-run --size takes it, why there is no comparison)
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
NO_ROW = [f"{k} ({' '.join(p)}): Fly alone: {why}" for k, p, _, why in KERNELS if why]


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


def measure(b, job):
    return {"fly": b.fly_run(job["kernel"], job["plist"], job["arch"], job["size"])}
