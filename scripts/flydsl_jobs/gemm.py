"""FlyDSL library jobs: GEMMs."""
from .common import Job, JOBS, REL, FP8_GEN


def gemm_jobs():
    # Preshuffle GEMM: C[M,N] = A[M,K] B[N,K]^T with B preshuffled (its launcher views it in
    # 16 x 16-byte blocks: random contents need no shuffling), M a run-time argument and ragged
    # (A and C are bounded by M at the buffer descriptor). 8-bit inputs scale per row (scale_a,
    # f32 per M row) and per column (scale_b, per N). Signature of the launcher:
    # (C, A, B, scale_a, scale_b, bias, M, N, stream).
    for dt, M, N, K, tm, tn, tk in (("fp16", 20, 128, 256, 16, 64, 128), ("bf16", 37, 128, 256, 32, 64, 128),
                                    ("fp8", 20, 128, 512, 16, 64, 256), ("int8", 37, 64, 256, 32, 64, 128)):
        a_dt = {"fp16": "f16", "bf16": "bf16", "fp8": "i8", "int8": "i8"}[dt]
        gen = {"fp8": FP8_GEN, "int8": "int:-8:8"}.get(dt, "uniform")
        out = "f16" if dt == "fp16" else "bf16"
        # Flat tensors, as FlyDSL's test passes them (fp8 as int8).
        t = {"c": (out, (M * N,), "zeros"), "a": (a_dt, (M * K,), gen), "b": (a_dt, (N * K,), gen),
             # scale_a is read in groups of 4 rows through an unbounded descriptor, up to the
             # last M tile's end (on a GPU past a ragged M's allocation): padded to whole tiles.
             "sa": ("f32", ((M + tm - 1) // tm * tm,), "pos"), "sb": ("f32", (N,), "pos"),
             "bias": (out, (N,), "uniform")}
        JOBS.append(Job(
            f"preshuffle_gemm/{dt}_m{M}_n{N}_k{K}", "kernels/gemm/preshuffle_gemm.py",
            "from kernels.gemm.preshuffle_gemm import compile_preshuffle_gemm\n"
            f'launch = compile_preshuffle_gemm(N={N}, K={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, '
            f'in_dtype="{dt}", out_dtype="{out}")',
            f"launch(c, a, b, sa, sb, bias, {M}, {N}, None)", t,
            run={"kernel_gemm_0": (((M + tm - 1) // tm, N // tn, 1),
                                   ["c", "a", "b", "sa", "sb", "bias", ("i32", M), ("i32", N)], ["c"],
                                   {"c": REL[out]})},
            commit=True))

    # fp8 GEMMs with per-row / per-column f32 scales (gfx950: MFMA 16x16x128 f8f6f4), bf16 out.
    # Flat operands as FlyDSL's test passes them (fp8 as int8); B row-major (N, K) or
    # preshuffled; M ragged against the block.
    for waves, M, N, K, bm, bn, pre in ((4, 100, 128, 256, 64, 64, False), (4, 64, 192, 384, 64, 64, True),
                                        (8, 100, 256, 256, 128, 256, False), (8, 128, 256, 384, 128, 256, True)):
        # A and scale_a are read through unbounded descriptors for whole M blocks (on a GPU past a
        # ragged M's allocation): allocated to whole blocks; C is stored for the M rows only.
        Mp = (M + bm - 1) // bm * bm
        t = {"a": ("i8", (Mp * K,), FP8_GEN), "b": ("i8", (N * K,), FP8_GEN), "c": ("bf16", (M * N,), "zeros"),
             "sa": ("f32", (Mp,), "pos"), "sb": ("f32", (N,), "pos")}
        extra = f", use_xcd_remap=False" if waves == 4 else ""
        grid = ((M + bm - 1) // bm * ((N + bn - 1) // bn), 1, 1)
        JOBS.append(Job(
            f"fp8_gemm_{waves}wave/m{M}_n{N}_k{K}{'_preshuffle_b' if pre else ''}", f"kernels/gemm/fp8_gemm_{waves}wave.py",
            f"from kernels.gemm.fp8_gemm_{waves}wave import compile_fp8_gemm_{waves}w\n"
            f"launch = compile_fp8_gemm_{waves}w(K={K}, BLOCK_M={bm}, BLOCK_N={bn}, b_preshuffled={pre}{extra})",
            f"launch(a, b, c, sa, sb, {M}, {N}, None)", t, archs=("gfx950",),
            run={"kernel_gemm_0": (grid, ["a", "b", "c", "sa", "sb", ("i32", M), ("i32", N)], ["c"],
                                   {"c": REL["bf16"]})},
            commit=waves == 4))
    # fp4 (MXFP4) 4-wave GEMM, gfx950: a 256 x 256 block, all in bounds; e8m0 scales per 32.
    for M, N, K in ((256, 256, 1024),):
        t = {"a": ("u8", (M * K // 2,), "bytes"), "b": ("u8", (N * K // 2,), "bytes"), "c": ("bf16", (M * N,), "zeros"),
             "sa": ("u8", (M * K // 32,), "int:120:130"), "sb": ("u8", (N * K // 32,), "int:120:130")}
        JOBS.append(Job(
            f"fp4_gemm_4wave/m{M}_n{N}_k{K}", "kernels/gemm/fp4_gemm_4wave.py",
            "from kernels.gemm.fp4_gemm_4wave import compile_fp4_gemm_4w\n"
            f"launch = compile_fp4_gemm_4w(K={K}, MN=({M}, {N}), use_xcd_remap=False)",
            f"launch(a, b, c, sa, sb, {M}, {N}, None)", t, archs=("gfx950",),
            run={"kernel_gemm_0": ((M // 256 * (N // 256), 1, 1), ["a", "b", "c", "sa", "sb", ("i32", M), ("i32", N)],
                                   ["c"], {"c": REL["bf16"]})}))


gemm_jobs()
