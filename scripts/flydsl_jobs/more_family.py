"""FlyDSL library jobs: More families (GEMM/MoE helpers)."""
from .common import Job, JOBS, REL


def more_family_jobs():
    # gfx950's a16w16 GEMM ("hgemm", kernels/gemm/gemm_a16w16_gfx950.py): C = A B with A (M, K) and B
    # (K, N) row-major ("nn"), dynamic layouts as its host wrapper marks them, bf16; plain and
    # half-tile-interleaved pipelines; split-K 1 (its semaphore/signal buffers unread).
    for M, N, K, hti in ((100, 128, 256, False), (128, 256, 256, True)):
        bm, bn = (64, 64) if not hti else (128, 128)
        t = {"c": ("bf16", (M, N), "zeros"), "a": ("bf16", (M, K), "uniform"), "b": ("bf16", (K, N), "uniform"),
             "sem": ("i32", (1024,), "zeros"), "sig": ("i32", (1024,), "zeros")}
        JOBS.append(Job(
            f"gemm_a16w16_gfx950/bf16_m{M}_n{N}_k{K}{'_hti' if hti else ''}", "kernels/gemm/gemm_a16w16_gfx950.py",
            "import flydsl.expr as fx\n"
            "from kernels.gemm.gemm_a16w16_gfx950 import gemm_a16w16_gfx950, make_gemm_a16w16_param_and_validate\n"
            "from kernels.gemm.gemm_a16w16_gfx950_utils import SPLIT_K_SEMAPHORE_MAX_LEN\n"
            f"kw = dict(block_m={bm}, block_n={bn}, block_k=64, stages=2, split_k=1, m_waves=2, n_waves=2, k_waves=1, "
            f"group_m=0, use_half_tile_interleaved={hti}, a_is_transposed=False, b_is_transposed=False, in_dtype_id=2, "
            "out_dtype_id=2, has_bias=False)\n"
            f"param = make_gemm_a16w16_param_and_validate({M}, {N}, {K}, kw)\n"
            "D = lambda t: flyc.from_dlpack(t).mark_layout_dynamic(leading_dim=1)",
            "gemm_a16w16_gfx950(D(c), D(a), D(b), D(a), sem, sig, 1, param, fx.Stream(None))", t, archs=("gfx950",),
            # The kernel's arguments as its jit wrapper passes them: m, n, k, split_k, working_k (K: a
            # multiple of the 16-byte DMA), A's and B's leading strides; one block per output tile.
            run={f"hgemm_bf16_t{bm}x{bn}x64x2_ks1_w2x2x1_gm0_bias0_lnn_p{'hti' if hti else 'ft'}_0": (
                (-(-M // bm) * -(-N // bn), 1, 1),
                ["c", "a", "b", "a", "sem", "sig", ("i32", M), ("i32", N), ("i32", K), ("i32", 1), ("i32", K),
                 ("i32", K), ("i32", N)], ["c"], {"c": REL["bf16"]})}, commit=True))
    # MXFP4 preshuffle GEMM (gfx950): fp4 A x preshuffled fp4 B with e8m0 scales per 32, bf16 out; raw
    # pointers as FlyDSL's test passes them (random bytes need no shuffling).
    for M, N, K, tm, tn, tk in ((40, 256, 512, 32, 128, 256),):
        Mp = (M + 31) // 32 * 32
        t = {"c": ("bf16", (M * N,), "zeros"), "a": ("u8", (Mp * K // 2,), "bytes"), "b": ("u8", (N * K // 2,), "bytes"),
             "sa": ("u8", (Mp * K // 32,), "int:120:130"), "sb": ("u8", (N * K // 32,), "int:120:130")}
        JOBS.append(Job(
            f"mxfp4_preshuffle/fp4_m{M}_n{N}_k{K}", "kernels/gemm/mxfp4_preshuffle.py",
            "import flydsl.expr as fx\nfrom kernels.gemm.mxfp4_preshuffle import launch_gemm\n"
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
            f'launch_gemm(P(c), P(a), P(b), P(sa), P(sb), {M}, {N}, fx.Stream(None), {N}, {K}, {tm}, {tn}, {tk}, "fp4", '
            '"bf16", "fp4", 1, -1, -1, -1, -1, -1, -1, 0, 0)', t, archs=("gfx950",),
            # Its launcher passes the five buffers' addresses (i64) and M, N; one block per tm x tn tile.
            run={"kernel_gemm_0": (((M + tm - 1) // tm, N // tn, 1), ["c", "a", "b", "sa", "sb", ("i32", M), ("i32", N)],
                                   ["c"], {"c": REL["bf16"]})}, commit=True))
    # Example 04 (preshuffle GEMM, f16, MFMA 16x16x16): run at module load; sized down and made
    # CPU-only for the wheel (random B needs no host shuffle).
    JOBS.append(Job(
        "example04_preshuffle_gemm/f16_m256_n256_k128", "examples/04-preshuffle_gemm.py",
        'mod = load("examples/04-preshuffle_gemm.py")', "pass",
        {"a": ("f16", (256, 128), "uniform"), "b": ("f16", (256 * 128,), "uniform"), "c": ("f16", (256, 256), "zeros")},
        run={"gemm_kernel_0": ((2, 2, 1), ["a", "b", "c"], ["c"], {"c": REL["f16"]})}, commit=True,
        adapt=[("M, N, K = 4096, 4096, 4096", "M, N, K = 256, 256, 128"),
               ("from tests.utils import shuffle_weight", "shuffle_weight = lambda b, layout: b"),
               (".cuda()", ""), (", stream=torch.cuda.current_stream())", ")"),
               ("torch.cuda.synchronize()", "pass")]))
    # More fused RoPE + KV cache variants: fp8 caches with per-tensor scales (apply_scale), i64
    # positions, full-width cos/sin (reuse_freqs_front_part=False).
    for dt, D, QH, KH, T, flash, scale, pos, reuse in (("bf16", 128, 8, 1, 5, True, True, "i64", False),
                                                       ("f16", 64, 4, 2, 3, False, True, "i32", True)):
        bs, nb, max_pos = 16, 2, 32
        kc = (nb, bs, KH, D) if flash else (nb, KH, D // 16, bs, 16)
        vc = (nb, bs, KH, D) if flash else (nb, KH, D, bs)
        cdt = "u8" if scale else dt
        t = {"q": (dt, (T, QH, D), "uniform"), "k": (dt, (T, KH, D), "uniform"), "v": (dt, (T, KH, D), "uniform"),
             "pos": (pos, (T,), f"int:0:{max_pos - 1}"), "cos": (dt, (max_pos, D // 2 if reuse else D), "uniform"),
             # The slot mapping has the positions' type: with i64 positions the kernel reads both
             # as int32 pairs (element 2t), as its docstring says.
             "sin": (dt, (max_pos, D // 2 if reuse else D), "uniform"), "slot": (pos, (T,), f"perm:{nb * bs}"),
             "kc": (cdt, kc, "zeros"), "vc": (cdt, vc, "zeros"), "qo": (dt, (T, QH, D), "zeros"),
             "ko": (dt, (T, KH, D), "zeros"), "ks": ("f32", (1,), "pos"), "vs": ("f32", (1,), "pos")}
        JOBS.append(Job(
            f"fused_rope_cache/{dt}_d{D}_q{QH}_kv{KH}_t{T}{'_flash' if flash else ''}_fp8cache_pos{pos}"
            f"{'' if reuse else '_fullfreqs'}",
            "kernels/attention/fused_rope_cache_kernel.py",
            "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
            f'launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, '
            f'block_size={bs}, flash_layout={flash}, dtype_str="{dt}", apply_scale={scale}, '
            f'reuse_freqs_front_part={reuse}, pos_dtype="{pos}")',
            f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)", t,
            run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                       ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                        "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"], {})},
            commit=pos == "i64"))
    # Norm backward: the two-stage RMSNorm backward (per-program dweight partials, then a reduce
    # kernel) and the LayerNorm backward (raw pointers; dgamma/dbias by f32 atomics).
    # Two kernels per module: the 512-thread partial kernel (P programs walk the rows, write dx and one
    # f32 dweight partial row each; bf16 N >= 4096 takes its vec8 path) and the reduce of the partial
    # rows (64 columns x 4 partial lanes a block) to dweight in the parameter dtype. Each runs on its
    # own random inputs. The plain launcher passes DY for the unused residual-gradient slot.
    M = 3
    for dt, n, P, fused in (("bf16", 1000, 2, False), ("f32", 1000, 2, False), ("bf16", 4096, 2, False),
                            ("bf16", 1000, 5, True)):
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "dr": (dt, (M, n), "uniform"), "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"),
             "dw": (dt, (n,), "zeros"), "dwp": ("f32", (P, n), "zeros"), "dwpi": ("f32", (P, n), "uniform")}
        name = "fused_add_rmsnorm_bwd_two_stage" if fused else "rmsnorm_bwd_two_stage"
        JOBS.append(Job(
            f"{name}/{dt}_n{n}_p{P}", "kernels/norm/rmsnorm_bwd_kernel.py",
            f"from kernels.norm.rmsnorm_bwd_kernel import build_{name}_module\n"
            f'launch = build_{name}_module({n}, "{dt}", {P})',
            f"launch(x, g, dy, {'dr, ' if fused else ''}rstd, dx, dw, dwp, M)", t,
            run={"rmsnorm_bwd_partial_kernel_0": ((P, 1, 1), ["x", "g", "dy", "dr" if fused else "dy", "rstd", "dx",
                                                              "dwp", ("i32", M)], ["dx", "dwp"],
                                                  {"dx": REL[dt], "dwp": REL["f32"]}),
                 "rmsnorm_bwd_dweight_reduce_kernel_1": (((n + 63) // 64, 1, 1), ["dwpi", "dw"], ["dw"],
                                                         {"dw": REL[dt]})},
            commit=(dt, n, fused) in (("bf16", 1000, False), ("bf16", 4096, False))))
    for dt, n in (("bf16", 1000),):
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "mean": ("f32", (M,), "uniform"), "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"),
             "dg": ("f32", (n,), "zeros"), "db": ("f32", (n,), "zeros")}
        JOBS.append(Job(
            f"layernorm_bwd/{dt}_n{n}", "kernels/norm/layernorm_kernel.py",
            "import flydsl.expr as fx\nfrom kernels.norm.layernorm_kernel import build_layernorm_bwd_module\n"
            f'launch = build_layernorm_bwd_module({n}, "{dt}")\n'
            # Typed pointers, as FlyDSL's test passes them (the kernel's row views count elements).
            f"E = {'fx.BFloat16' if dt == 'bf16' else 'fx.Float32'}\n"
            "P = lambda t, e=E: flyc.from_c_void_p(e, t.data_ptr())\nF = lambda t: P(t, fx.Float32)",
            "launch(P(x), P(g), P(dy), F(mean), F(rstd), P(dx), F(dg), F(db), M)", t,
            run={"layernorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "mean", "rstd", "dx", "dg", "db"],
                                            ["dx", "dg", "db"], {"dx": REL[dt], "dg": REL["f32"], "db": REL["f32"]})},
            commit=True))


more_family_jobs()
