"""FlyDSL library jobs: FlyDSL's examples 01-03 and examples/extension/coop (warp collectives,
block scan). Each example runs itself on a GPU at module load: the jobs load its definitions only
(the file up to its host run, `load(rel, stop)`) and launch its @flyc.jit as the example does, on
the job's tensors."""
from .common import Job, JOBS, CDNA, WMMA

ALL = CDNA + WMMA


def example_jobs():
    # 01: target-neutral predicated float4 add; the tile is 8 x 64 (128 threads), M and N ragged
    # (N a multiple of 4: the predicate is the float4's first coordinate, as the example says).
    for M, N in ((100, 1000), (37, 252)):
        t = {"a": ("f32", (M, N), "uniform"), "b": ("f32", (M, N), "uniform"), "c": ("f32", (M, N), "zeros")}
        JOBS.append(Job(
            f"example01_vector_add/f32_m{M}_n{N}", "examples/01-vectorAdd.py",
            'mod = load("examples/01-vectorAdd.py", "\\nM, N = 100, 1000")', "mod.vector_add(a, b, c)", t,
            archs=ALL, run={"vector_add_kernel_0": (((M + 7) // 8, (N + 63) // 64, 1), ["a", "b", "c"], ["c"], {})},
            commit=(M, N) == (37, 252)))
    # 02: buffer-copy of 8 x 24 tiles, 15 blocks of 4 threads (the example's 24 x 120).
    JOBS.append(Job(
        "example02_tiled_copy/f32_m24_n120", "examples/02-tiledCopy.py",
        'mod = load("examples/02-tiledCopy.py", "\\nM, N = 8 * 3, 24 * 5")', "mod.tiledCopy(a, b)",
        {"a": ("f32", (24, 120), "uniform"), "b": ("f32", (24, 120), "zeros")}, archs=ALL,
        run={"copy_kernel_0": ((15, 1, 1), ["a", "b"], ["b"], {})}, commit=True))
    # 03: one 64 x 64 x 8 f32 MFMA tile (2 x 2 waves of MFMA 16x16x4): CDNA only.
    JOBS.append(Job(
        "example03_tiled_mma/f32_m64_n64_k8", "examples/03-tiledMma.py",
        'mod = load("examples/03-tiledMma.py", "\\nM, N, K = block_m, block_n, block_k")', "mod.tiledMma(a, b, c)",
        {"a": ("f32", (64, 8), "uniform"), "b": ("f32", (64, 8), "uniform"), "c": ("f32", (64, 64), "zeros")},
        run={"gemm_kernel_0": ((1, 1, 1), ["a", "b", "c"], ["c"], {})}, commit=True))
    # coop 01: warp_exclusive_scan / warp_reduce of keep flags over WIDTH lanes (32: half a wave on
    # CDNA; 16 adapted: a quarter, or half a wave32).
    for width in (32, 16):
        JOBS.append(Job(
            f"coop_warp_collectives/f32_w{width}", "examples/extension/coop/01-warp_collectives.py",
            'mod = load("examples/extension/coop/01-warp_collectives.py", "\\nA = torch.randn(WIDTH")',
            "mod.warp_compaction(a, rank, total)",
            {"a": ("f32", (width,), "uniform"), "rank": ("i32", (width,), "zeros"),
             "total": ("i32", (width,), "zeros")},
            archs=ALL, run={"warp_compaction_index_0": ((1, 1, 1), ["a", "rank", "total"], ["rank", "total"], {})},
            adapt=() if width == 32 else (("WIDTH = 32", f"WIDTH = {width}"),), commit=width == 32))
    # coop 02: BlockScan exclusive over BLOCK threads x 4 items, stream compaction of the positive
    # elements (A a raw pointer, as the example passes it); 256 threads, and 128 adapted.
    for block in (256, 128):
        n = block * 4
        JOBS.append(Job(
            f"coop_block_scan/i32_b{block}x4", "examples/extension/coop/02-block_scan.py",
            'import flydsl.expr as fx\n'
            'mod = load("examples/extension/coop/02-block_scan.py", "\\nA = torch.randint(")',
            "mod.compact(flyc.from_c_void_p(fx.Int32, a.data_ptr()), out)",
            {"a": ("i32", (n,), "int:-8:7"), "out": ("i32", (n,), "zeros")},
            archs=ALL, run={"compact_positive_0": ((1, 1, 1), ["a", "out"], ["out"], {})},
            adapt=() if block == 256 else (("BLOCK = 256", f"BLOCK = {block}"),), commit=block == 256))

example_jobs()
