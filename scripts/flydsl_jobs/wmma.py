"""FlyDSL library jobs: The WMMA archs (gfx11, gfx120x, gfx1250)."""
from .common import Job, JOBS, CDNA, REL, WMMA, SMEM_CHECK


def wmma_jobs():
    # Arch-generic kernels (norms, softmax, MoE routing, quantized RMSNorm) on the wave32 archs too:
    # FlyDSL's WARP_SIZE follows the target, the launches are the same.
    generic = ("softmax/f32_n1000", "softmax/bf16_n1000", "rmsnorm/bf16_n1000", "layernorm/bf16_n1000",
               "rmsnorm_bwd/f32_n1000", "fused_add_rmsnorm_bwd/bf16_n1000", "softmax_bwd/f32_n1000",
               "fused_add_rmsnorm/bf16_n1000", "rmsnorm_dynamicquant/bf16_n1000_i8")
    # FlyDSL's attention kernels are MFMA kernels (CDNA only): traced on the WMMA archs to record what
    # FlyDSL's own compile says.
    mfma_only = ("flash_attn_generic/bf16_d64_causal", "pa_decode_tile/bf16_bs16_q1_g8")
    for j in JOBS:
        if j.name in generic:
            j.archs = tuple(j.archs) + WMMA
        elif j.name in mfma_only:
            j.archs = tuple(j.archs) + ("gfx1201", "gfx1250")
    # RDNA f16/bf16 GEMMs: C[M,N] = A[M,K] B_T[N,K]^T, 128 x 128 x 32 blocks of 2 x 2 waves (gfx120x:
    # rdna_f16_gemm, 16x16x16 WMMA; gfx11: rdna3_f16_gemm); M, N whole blocks, K of 2 and 3 tiles.
    for arch, mod, idt, odt, M, N, K in (("gfx1201", "rdna_f16_gemm", "bf16", "bf16", 128, 128, 64),
                                         ("gfx1201", "rdna_f16_gemm", "f16", "f32", 256, 128, 96),
                                         ("gfx1100", "rdna3_f16_gemm", "bf16", "bf16", 128, 128, 64),
                                         ("gfx1151", "rdna3_f16_gemm", "f16", "f32", 256, 128, 96)):
        JOBS.append(Job(
            f"{mod}/{idt}_{odt}_m{M}_n{N}_k{K}", f"kernels/gemm/{mod}.py",
            f"from kernels.gemm.{mod} import create_wmma_gemm_module\n"
            f'launch = create_wmma_gemm_module({M}, {N}, {K}, in_dtype="{idt}", out_dtype="{odt}")[0]',
            "launch(c, a, bt, None)",
            {"c": (odt, (M, N), "zeros"), "a": (idt, (M, K), "uniform"), "bt": (idt, (N, K), "uniform")},
            archs=(arch,),
            run={"wmma_gemm_kernel_0": ((M // 128 * (N // 128), 1, 1), ["c", "a", "bt", ("i32", 0)], ["c"],
                                        {"c": REL[odt]})},
            commit=idt == "bf16"))
    # RDNA4 fp8 GEMM: A raw fp8 [M, K] and B preshuffled, both passed as f32 views of their bytes;
    # bf16 C with per-token / per-channel f32 scales (FlyDSL's test's shapes).
    for arch in ("gfx1201", "gfx1250"):
        M, N, K = 32, 128, 256
        JOBS.append(Job(
            f"rdna_fp8_preshuffle_gemm/m{M}_n{N}_k{K}", "kernels/gemm/rdna_fp8_preshuffle_gemm.py",
            "from kernels.gemm.rdna_fp8_preshuffle_gemm import compile_fp8_gemm\n"
            f"launch = compile_fp8_gemm(M={M}, N={N}, K={K})",
            "launch(c, a, b, sa, sb, None)",
            {"c": ("bf16", (M, N), "zeros"), "a": ("f32", (M, K // 4), "fp8"),
             "b": ("f32", (N // 16, K // 16, 2, 16, 2), "fp8"), "sa": ("f32", (M,), "pos"), "sb": ("f32", (N,), "pos")},
            archs=(arch,),
            run={"kernel_gemm_0": ((M // 32 * (N // 128), 1, 1), ["c", "a", "b", "sa", "sb"], ["c"],
                                   {"c": REL["bf16"]})},
            commit=arch == "gfx1201"))

    # gfx1250 GEMMs (TDM loads, WMMA 16x16x128 fp8 / scaled fp8 x fp4), as FlyDSL's
    # test_gemm_fp8fp4_gfx1250.py launches them: raw pointers made with flyc.from_c_void_p (their
    # host-side LDS capacity check, flydsl.utils.smem_allocator.check_smem_capacity, is newer than
    # the 0.4.2 wheel: left out).
    # a8w8 per-token/per-channel: A [M, K] fp8 (ragged M, allocated to whole tiles), B preshuffled
    # 16x16, f32 scales; 64 x 64 x 128 tiles of 2 x 2 waves, two buffers.
    ptr = "import flydsl.compiler as flyc\nimport flydsl.expr as fx\nP = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())\n"
    M, N, K = 100, 128, 512
    JOBS.append(Job(
        f"gemm_a8w8_gfx1250/ptpc_m{M}_n{N}_k{K}", "kernels/gemm/gemm_a8w8_gfx1250.py",
        ptr + "from kernels.gemm.gemm_a8w8_gfx1250 import launch_gemm_a8w8 as launch",
        f"launch(P(c), P(a), P(b), P(sa), P(sb), {M}, None, {N}, {K}, 0, {K}, {N}, 64, 64, 128, 2, 2, 0, 2, 1, 1, False)",
        {"c": ("bf16", (128, N), "zeros"), "a": ("u8", (128, K), "fp8"), "b": ("u8", (N, K), "fp8"),
         "sa": ("f32", (128,), "pos"), "sb": ("f32", (N,), "pos")},
        archs=("gfx1250",), adapt=SMEM_CHECK, dynamic_lds=34816,  # its ARENA_B: two 17408-byte A+B stages
        run={"kernel_gemm_a8w8_0": ((2, 2, 1), ["c", "a", "b", "sa", "sb", ("i32", M), ("i32", N), ("i32", K),
                                                ("i32", 0), ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}))
    # a8w4 MX-scaled: A [M, K] fp8, B [N, K/2] fp4 (E2M1 pairs) preshuffled, E8M0 scales per 32 of K
    # in FlyDSL's 32-row x 4-group layout; one 128 x 256 x 128 tile.
    M, N, K = 128, 256, 512
    JOBS.append(Job(
        f"gemm_a8w4_gfx1250/mxscale_m{M}_n{N}_k{K}", "kernels/gemm/gemm_a8w4_mxscale_gfx1250.py",
        ptr + "from kernels.gemm.gemm_a8w4_mxscale_gfx1250 import launch_gemm_a8w4_mxscale as launch",
        f"launch(c, P(a), P(b), sa, sb, {M}, None, {N}, {K}, {K}, {N}, 128, 256, 128, 2, 2, 0, 2, 1, 1)",
        {"c": ("bf16", (M, N), "zeros"), "a": ("u8", (M, K), "fp8"), "b": ("u8", (N, K // 2), "bytes"),
         "sa": ("u8", (M // 32, K), "int:120:130"), "sb": ("u8", (N // 32, K), "int:120:130")},
        archs=("gfx1250",), adapt=SMEM_CHECK,
        run={"kernel_gemm_a8w4_mxscale_0": ((1, 1, 1), ["c", "a", "b", "sa", "sb", ("i32", M), ("i32", N), ("i32", K),
                                                        ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}, commit=True))
    # a8w4 MoE grouped GEMM (stage 2: no activation): rows grouped by expert in whole 64-row tiles
    # (expert 0: one tile, expert 1: two; the tile map holds each expert's end row), fp8 A with its
    # preshuffled E8M0 scales (viewed as i32), per-expert fp4 B and scales; 64 x 256 x 256 tiles.
    E, cm, N, K = 2, 192, 256, 256
    JOBS.append(Job(
        f"moe_a8w4_gfx1250/e{E}_m{cm}_n{N}_k{K}", "kernels/moe/moe_a8w4_mxscale_gfx1250.py",
        ptr.replace("fx.Uint8", "fx.Int8") + "from kernels.moe.moe_a8w4_mxscale_gfx1250 import launch_moe_gemm_a8w4 as launch",
        f"launch(c, P(a), P(b), sa, sb, {cm}, None, {N}, {K}, 64, 256, 256, 1, 4, 0, 1, 0, P(mt), {E}, 0, 0, P(a), 7.0, 1, 1)",
        {"c": ("bf16", (cm, N), "zeros"), "a": ("u8", (cm, K), "fp8"), "b": ("u8", (E, N, K // 2), "bytes"),
         "sa": ("i32", (cm // 4, K // 32), "bytes:124:130"),
         "sb": ("i32", (E, N * K // 32 // 4), "bytes:124:130"), "mt": ("i32", (E,), "vals:64,192")},
        archs=("gfx1250",),
        run={"kernel_moe_a8w4_mxscale_0": ((cm // 64, 1, 1), ["c", "a", "b", "sa", "sb", "mt", "a", ("i32", cm), ("i32", N),
                                                              ("f32", 7.0)], ["c"], {"c": REL["bf16"]})}, commit=True))


wmma_jobs()
