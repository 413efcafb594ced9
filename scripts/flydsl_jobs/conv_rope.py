"""FlyDSL library jobs: Convolution and RoPE."""
from .common import Job, JOBS, REL


def conv_rope_jobs():
    # Implicit-GEMM conv3d, bf16, gfx950 (MFMA 16x16x32 bf16): x NDHWC, weight (K, KT*KH*KW*C),
    # y NCDHW, flat as the kernel views them; a small tile (32 x 32, 2 waves), ragged output
    # rows and channels.
    for n, c, d, h, w, k, ks, st, pad, bias in ((1, 8, 3, 5, 6, 24, (3, 3, 3), (1, 1, 1), (1, 1, 1), False),
                                                (2, 16, 2, 7, 5, 40, (1, 3, 3), (1, 2, 2), (0, 1, 1), True)):
        kt, kh, kw = ks
        do = (d + 2 * pad[0] - kt) // st[0] + 1
        ho = (h + 2 * pad[1] - kh) // st[1] + 1
        wo = (w + 2 * pad[2] - kw) // st[2] + 1
        npq = n * do * ho * wo
        t = {"y": ("bf16", (n * k * do * ho * wo,), "zeros"), "x": ("bf16", (n * d * h * w * c,), "uniform"),
             "wt": ("bf16", (k * kt * kh * kw * c,), "uniform"), "bias": ("f32", (k,), "uniform")}
        args = ", ".join(map(str, (n, c, d, h, w, k, kt, kh, kw, *st, *pad)))
        JOBS.append(Job(
            f"conv3d_implicit/n{n}_c{c}_k{k}_{kt}x{kh}x{kw}{'_bias' if bias else ''}", "kernels/conv/conv3d_implicit.py",
            "from kernels.conv.conv3d_implicit import compile_conv3d_implicit\n"
            f"launch = compile_conv3d_implicit({args}, has_bias={bias}, splitk=1, tile=(32, 32, 1, 2))",
            "launch(y, x, wt, bias, None)", t, archs=("gfx950",),
            # The wheel makes a vector load's result from a type, not a class holding one.
            adapt=[("result_type=Vec8Ty)", "result_type=Vec8Ty.ir_type)")],
            run={"conv3d_implicit_kernel_0": (((npq + 31) // 32, (k + 31) // 32, 1), ["y", "x", "wt", "bias"], ["y"],
                                              {"y": REL["bf16"]})},
            commit=not bias))
    # Implicit-GEMM conv3d, fp8 E4M3FN -> bf16, gfx950 (the 8-wave fp8 GEMM pipeline, MFMA scale
    # 16x16x128, 256 x 256 x 128 tiles): x NDHWC bytes (its host transpose's output), weight KTRSC
    # bytes, a (K, CRS_pad) matrix whose tail columns the host zero-pads; y NCDHW. Variants: n = 1
    # (its 4-row vector store), n = 2 with bias, strides and a K-partial last tile, and the
    # temporal-only fast path (1 x 1 spatial taps) with the tiny-K padding to two tiles.
    for n, c, d, h, w, k, ks, st, pad, bias in ((1, 16, 2, 5, 6, 24, (3, 3, 3), (1, 1, 1), (1, 1, 1), False),
                                                (2, 32, 3, 4, 5, 40, (1, 3, 3), (1, 2, 2), (0, 1, 1), True),
                                                (1, 16, 4, 3, 5, 20, (3, 1, 1), (1, 1, 1), (1, 0, 0), False)):
        kt, kh, kw = ks
        do = (d + 2 * pad[0] - kt) // st[0] + 1
        ho = (h + 2 * pad[1] - kh) // st[1] + 1
        wo = (w + 2 * pad[2] - kw) // st[2] + 1
        npq, crs = n * do * ho * wo, c * kt * kh * kw
        crs_pad = max(256, (crs + 127) // 128 * 128)
        t = {"y": ("bf16", (n * k * do * ho * wo,), "zeros"), "x": ("i8", (n * d * h * w * c,), "fp8"),
             # The weight's columns past CRS zero, as the host pads them (in the tiny-K case the
             # kernel reads real activations for the first tile's columns past CRS and relies on
             # the zero weights there). Whole 256-row blocks: the B loader reads every row of its
             # block, the second half at a scalar offset (128 rows), which a buffer's range check
             # does not cover (it checks the VGPR offset): on a GPU those reads land past a
             # (k, crs_pad) weight and feed only the output columns >= k, which the epilogue drops.
             "wt": ("i8", ((k + 255) // 256 * 256 * crs_pad,), f"fp8pad:{crs}:{crs_pad}"),
             "bias": ("f32", (k if bias else 1,), "uniform")}
        args = ", ".join(map(str, (n, c, d, h, w, k, kt, kh, kw, *st, *pad)))
        JOBS.append(Job(
            f"conv3d_implicit_fp8/n{n}_c{c}_k{k}_{kt}x{kh}x{kw}{'_bias' if bias else ''}",
            "kernels/conv/conv3d_implicit_fp8.py",
            "from kernels.conv.conv3d_implicit_fp8 import compile_conv3d_implicit_fp8\n"
            f"launch = compile_conv3d_implicit_fp8({args}, has_bias={bias}, wgm=1)",
            "launch(y, x, wt, bias)", t, archs=("gfx950",),
            run={"conv3d_implicit_fp8_kernel_0": (((npq + 255) // 256, (k + 255) // 256, 1), ["y", "x", "wt", "bias"],
                                                  ["y"], {})},
            reference=("conv3d_fp8", {"n": n, "c": c, "d": d, "h": h, "w": w, "k": k, "ks": ks, "st": st, "pad": pad,
                                      "bias": bias}),
            commit=not bias))
    # Its NCDHW -> NDHWC fp8 byte transpose (64 x 64 tiles through dynamic LDS; C % 16 == 0,
    # S % 4 == 0), ragged S and C.
    for n, c, s in ((1, 16, 60), (2, 80, 100)):
        JOBS.append(Job(
            f"conv3d_fp8_transpose/n{n}_c{c}_s{s}", "kernels/conv/conv3d_implicit_fp8.py",
            "from kernels.conv.conv3d_implicit_fp8 import compile_transpose_ncdhw_ndhwc_fp8\n"
            f"launch = compile_transpose_ncdhw_ndhwc_fp8({n}, {c}, {s})",
            "launch(o, i)", {"o": ("i8", (n * s * c,), "zeros"), "i": ("i8", (n * c * s,), "bytes")},
            run={"transpose_kernel_0": (((s + 63) // 64, (c + 63) // 64, n), ["o", "i"], ["o"], {})},
            commit=n == 1))
    # Fused RoPE + KV-cache write (NeoX): one block per (head, token); flash and non-flash cache
    # layouts, distinct slots.
    for dt, D, QH, KH, T, flash in (("bf16", 64, 4, 1, 5, True), ("f16", 128, 8, 2, 3, False)):
        bs, nb, max_pos = 16, 2, 32
        kc = (nb, bs, KH, D) if flash else (nb, KH, D // 16, bs, 16)
        vc = (nb, bs, KH, D) if flash else (nb, KH, D, bs)
        t = {"q": (dt, (T, QH, D), "uniform"), "k": (dt, (T, KH, D), "uniform"), "v": (dt, (T, KH, D), "uniform"),
             "pos": ("i32", (T,), f"int:0:{max_pos - 1}"), "cos": (dt, (max_pos, D // 2), "uniform"),
             "sin": (dt, (max_pos, D // 2), "uniform"), "slot": ("i32", (T,), f"perm:{nb * bs}"),
             "kc": (dt, kc, "zeros"), "vc": (dt, vc, "zeros"), "qo": (dt, (T, QH, D), "zeros"),
             "ko": (dt, (T, KH, D), "zeros"), "ks": ("f32", (1,), "ones"), "vs": ("f32", (1,), "ones")}
        JOBS.append(Job(
            f"fused_rope_cache/{dt}_d{D}_q{QH}_kv{KH}_t{T}{'_flash' if flash else ''}",
            "kernels/attention/fused_rope_cache_kernel.py",
            "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
            f'launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, '
            f'block_size={bs}, flash_layout={flash}, dtype_str="{dt}")',
            f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)", t,
            run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                       ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                        "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"], {})}))

    # Fused RMSNorm + GPT-J RoPE (+ fp8 quant with per-group scales) of Q and KV, bf16: D = 512
    # (its one-wave design), RoPE on the last 64; raw-pointer operands as its wrapper passes them.
    for H, T, quant, G, qw in ((2, 3, False, 512, False), (2, 4, True, 128, True)):
        D, RD, max_pos = 512, 64, 16
        od = "u8" if quant else "bf16"
        NG = D // G
        t = {"q": ("bf16", (T, H, D), "uniform"), "kv": ("bf16", (T, D), "uniform"), "qw": ("bf16", (D,), "pos"),
             "kvw": ("bf16", (D,), "pos"), "cos": ("bf16", (max_pos, RD // 2), "uniform"),
             "sin": ("bf16", (max_pos, RD // 2), "uniform"), "pos": ("i64", (T,), f"int:0:{max_pos - 1}"),
             "qo": (od, (T, H, D), "zeros"), "kvo": (od, (T, D), "zeros"),
             "qs": ("f32", (T, H, NG) if quant else (1,), "zeros"), "kvs": ("f32", (T, NG) if quant else (1,), "zeros")}
        outs = ["qo", "kvo"] + (["qs", "kvs"] if quant else [])
        JOBS.append(Job(
            f"qk_norm_rope_quant/h{H}_t{T}{f'_fp8_g{G}' if quant else ''}{'_qweight' if qw else ''}",
            "kernels/attention/qk_norm_rope_quant.py",
            "import flydsl.expr as fx\n"
            "from kernels.attention.qk_norm_rope_quant import compile_flydsl_qk_norm_rope_quant\n"
            f"launch = compile_flydsl_qk_norm_rope_quant(num_q_heads={H}, head_dim={D}, rope_head_dim={RD}, "
            f'quant={quant}, group_size={G}, scale_dtype="fp32", q_weighted={qw})\n'
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())\n"
            "S = flyc.from_torch_tensor",
            f"flyc.compile(launch, P(q), P(kv), S(qw), S(kvw), S(cos), S(sin), P(pos), P(qo), P(kvo), P(qs), P(kvs), "
            f"{D}, {T}, fx.Stream(None))", t,
            run={"qk_norm_rope_quant_kernel_0": ((H + 1, T, 1), ["q", "kv", "qw", "kvw", "cos", "sin", "pos", "qo", "kvo",
                                                                 "qs", "kvs", ("i32", D)], outs, {})}))


conv_rope_jobs()
