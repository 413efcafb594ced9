"""FlyDSL library jobs: the mixed-precision 2-stage MoE GEMMs: a16wmix (bf16 activations x mxfp4 /
int4 / bf16 weights, kernels/moe/moe_2stage_a16wmix) and MXFP (mxfp4 or fp8 activations x mxfp4
weights with block scales, kernels/moe/mxfp_moe)."""
from .common import Job, JOBS, REL

# Both families take raw device addresses (fx.Int64, FlyDSL's launchers pass `tensor.data_ptr()`):
# the trace passes 0 for each (compile only), the emulator launch each tensor's buffer address. The
# routing is moe_sorting's (check.py's `moe:` inputs: T tokens to K of E experts, padded to whole
# tiles of BM rows): `seids` the expert of each BM-row block, `nv` (FlyDSL's `cumsum`, element 0:
# the number of sorted rows, whole blocks) and `sids` the packed (slot << 24 | token) of each row,
# padding rows token T (past the activations: their loads are clamped by the buffer's size and
# their stores masked).
E8M0 = "bytes:0x7c:0x80"  # E8M0 block scales 2^-3 .. 2^1: K-long sums stay well inside bf16 / fp4


def routing(T, E, K, bm):
    padded = T * K + E * bm - K
    spec = f"{T}:{E}:{K}:{bm}"
    blocks = (padded + bm - 1) // bm
    return {"sids": ("i32", (padded,), f"moe:ids:{spec}"), "seids": ("i32", (blocks,), f"moe:experts:{spec}"),
            "sw": ("f32", (padded,), f"moe:weights:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}")}, padded, blocks


def weights(w, E, N, K, prefix):
    """The W tensor and its scales for `w` (mxfp4: fp4 bytes + E8M0 per 32 of K padded to 256;
    int4: nibbles + bf16 per group of 32; bf16: W itself, no scales: a one-element dummy)."""
    if w == "bf16":
        return {prefix: ("bf16", (E * N * K,), "uniform"), prefix + "s": ("u8", (4,), "zeros")}
    if w == "mxfp4":
        return {prefix: ("u8", (E * N * K // 2,), "bytes"), prefix + "s": ("u8", (E * N * ((K + 255) // 256 * 256) // 32,), E8M0)}
    return {prefix: ("u8", (E * N * K // 2,), "bytes"), prefix + "s": ("bf16", (E * N * (K // 32),), "pos")}


def a16wmix_jobs():
    # The a16wmix stage 1 (gate-up GEMM + SiLU or SiTUv2 into the bf16 intermediate by sorted row)
    # and stage 2 (down projection, routing-weighted bf16 atomics into (T, model)). gfx950 runs the
    # 16x16x32 bf16 MFMA and converts fp4 with v_cvt_scalef32_pk_bf16_fp4; gfx942 (FlyDSL's
    # a16wmix_use_k16) two 16x16x16 MFMAs and a scalar int4 dequant, and has no fp4 conversion: the
    # mxfp4 weights are gfx950's only (utils.py: "gfx942 has neither").
    model, inter, E, K = 256, 128, 4, 2
    # (w dtype, activation, T, BM, TILE_N, TILE_K, k_wave, archs, the archs committed: 300-400 kB a
    # module, so one per weight format that gives a path of its own: gfx950's fp4 conversion, gfx942's
    # int4 dequant with 16x16x16 MFMAs and the BM 16 accumulator scaling)
    # gfx942 is traced for the first mxfp4 variant too, for FlyDSL's own error there. Then aiter's
    # gate/up-interleaved W layout (guinterleave, mxfp4 only) with the XCD-remapped grid (xcd 2).
    for w, act, T, bm, tn, tk, kw, archs, commit, gui, xcd in (
            ("mxfp4", "silu", 7, 32, 128, 128, 1, ("gfx942", "gfx950"), ("gfx950",), False, 0),
            ("mxfp4", "situv2", 33, 32, 128, 128, 2, ("gfx950",), (), False, 0),
            ("int4", "silu", 7, 16, 128, 128, 1, ("gfx942", "gfx950"), ("gfx942",), False, 0),
            ("bf16", "situv2", 33, 32, 128, 256, 1, ("gfx942", "gfx950"), (), False, 0),
            ("mxfp4", "silu", 33, 32, 128, 128, 1, ("gfx950",), (), True, 2),
            # int4 at BM 32: the groupwise scale on the weights (BM 16 scales the accumulator).
            ("int4", "situv2", 13, 32, 128, 128, 1, ("gfx942", "gfx950"), (), False, 0)):
        r, padded, blocks = routing(T, E, K, bm)
        t = {"x": ("bf16", (T * model,), "uniform"), **weights(w, E, 2 * inter, model, "w"), **r,
             "out": ("bf16", (padded * inter,), "zeros")}
        # SiTUv2's beta, 1/beta, linear beta, 1/linear beta and the clamp (FlyDSL's launcher
        # computes the reciprocals on the host); SiLU ignores them.
        beta, lbeta, lim = (1.5, 2.0, 3.0) if act == "situv2" else (1.0, 1.0, 7.0)
        scal = [beta, 1.0 / beta, lbeta, 1.0 / lbeta, lim]
        grid = blocks * (inter // tn)
        kname = (f"gemm1_a16w4_port_a16w4{'' if w == 'mxfp4' else '_' + w}{'_guinterleave' if gui else ''}_h{model}"
                 f"_i{inter}_ne{E}_bm{bm}_tn{tn}{'' if act == 'silu' else '_' + act}{f'_xcd{xcd}' if xcd else ''}"
                 f"{f'_kw{kw}' if kw > 1 else ''}")
        JOBS.append(Job(
            f"moe_a16wmix_gemm1/{w}_{act}_t{T}_e{E}_k{K}_bm{bm}_tn{tn}_tk{tk}{f'_kw{kw}' if kw > 1 else ''}"
            f"{'_guinterleave' if gui else ''}{f'_xcd{xcd}' if xcd else ''}",
            "kernels/moe/moe_2stage_a16wmix/gemm1.py",
            "from kernels.moe.moe_2stage_a16wmix.gemm1 import compile_gemm1_a16w4_port\n"
            f"launch = compile_gemm1_a16w4_port({bm}, D_HIDDEN={model}, D_INTER={inter}, NE={E}, TOPK={K}, "
            f'TILE_N={tn}, TILE_K={tk}, act="{act}", b_cache_mod=2, xcd_swizzle={xcd}, w_dtype="{w}", k_wave={kw}, '
            f'w_layout="{"guinterleave" if gui else "standard"}")',
            f"launch(0, 0, 0, 0, 0, 0, {T}, {grid}, {', '.join(map(repr, scal))}, 0, None)", t, archs=archs,
            run={kname: ((grid, 1, 1), ["x", "w", "ws", "seids", "nv", "sids", ("i32", T)]
                                    + [("f32", v) for v in scal] + ["out"], ["out"], {"out": REL["bf16"]})},
            commit=commit))
    model, inter = 256, 256
    # The persistent grid (persist: FlyDSL launches min(work, 256 CUs) blocks once the work passes
    # 4 x 256 tiles, each looping over tiles) runs here with 3 blocks for 10 tiles.
    for w, T, bm, tn, tk, archs, commit, persist in (
            ("mxfp4", 7, 32, 128, 128, ("gfx942", "gfx950"), ("gfx950",), False),
            ("int4", 33, 32, 128, 128, ("gfx942", "gfx950"), ("gfx942",), False),
            ("bf16", 7, 16, 256, 256, ("gfx942", "gfx950"), (), False),
            ("int4", 7, 16, 128, 128, ("gfx950",), (), True)):
        r, padded, blocks = routing(T, E, K, bm)
        t = {"a": ("bf16", (padded * inter,), "uniform"), **weights(w, E, model, inter, "w"), **r,
             "out": ("bf16", (T * model,), "zeros")}
        grid = blocks * (model // tn)
        kname = (f"gemm2_a16w4{'' if w == 'mxfp4' else '_' + w}_port_ne{E}_h{model}_i{inter}_bm{bm}_tn{tn}_xcd1"
                 f"{'_persist' if persist else ''}")
        JOBS.append(Job(
            f"moe_a16wmix_gemm2/{w}_t{T}_e{E}_k{K}_bm{bm}_tn{tn}_tk{tk}{'_persist' if persist else ''}",
            "kernels/moe/moe_2stage_a16wmix/gemm2.py",
            "from kernels.moe.moe_2stage_a16wmix.gemm2 import compile_gemm2_a16w4_port\n"
            f"launch = compile_gemm2_a16w4_port({bm}, NE={E}, N_OUT={model}, D_INTER={inter}, TILE_N={tn}, "
            f'TILE_K={tk}, xcd_swizzle=1, b_cache_mod=2, w_dtype="{w}", persist={persist})',
            f"launch(0, 0, 0, 0, 0, 0, 0, {T}, {blocks}, {grid}, 0, None)", t, archs=archs,
            # Top-2 from zeros: each output is 0 + a + b in some order, the same sum either way.
            run={kname: ((3 if persist else grid, 1, 1), ["a", "w", "ws", "seids", "nv", "sids", "sw", ("i32", T),
                                                   ("i32", blocks), "out"], ["out"], {"out": REL["bf16"]})},
            commit=commit))


a16wmix_jobs()


def mxfp_jobs():
    # The MXFP 2-stage MoE (kernels/moe/mxfp_moe, "hand-specialized CDNA4 (gfx950)"): every MFMA is
    # gfx950's block-scaled 16x16x128 f8f6f4 (fx.rocdl.cdna4.MFMA_Scale), so gfx950 only. Stage 1:
    # A (mxfp4, or fp8 E4M3 rows; or bf16 `hidden` quantized in the kernel: inline_quant) times
    # mxfp4 W1 with E8M0 scales, SiLU(gate) * up, quantized again to the sorted fp4 intermediate
    # (`aqout`, by sorted row) and its shuffled E8M0 scales (`ascaleout`, 32-row chunks; 16 at
    # BM 16). Stage 2: that intermediate times mxfp4 W2 into bf16 (atomics into (T, model), or
    # by sorted row through LDS: cshuffle). Its tiles are BN = BK = 256 with two K stages in
    # flight: K at least 512 in stage 1 (kunroll = K / 256 - 2), inter at least 256 (the scale
    # chunk of the intermediate).
    E, K = 4, 2
    model, inter = 512, 256
    kas = ((model // 32) // 8) * 64  # A-scale dwords per 32-row chunk
    # (A, T, BM, nt, inline quant, gate/up interleaved W, archs: gfx942 once, for FlyDSL's error there)
    for a, T, bm, nt, iq, il, archs in (("fp4", 7, 32, True, False, False, ("gfx942", "gfx950")),
                                        ("fp8", 33, 32, False, False, False, ("gfx950",)),
                                        ("fp4", 13, 16, True, True, False, ("gfx950",)),
                                        ("fp4", 33, 64, False, False, True, ("gfx950",)),
                                        ("fp8", 7, 16, True, True, False, ("gfx950",))):
        r, padded, blocks = routing(T, E, K, bm)
        arow = model // 2 if a == "fp4" else model
        t = {"aq": ("u8", (T * arow,), "bytes" if a == "fp4" else "fp8:0x40"),
             # The A-scale DMA moves a fixed 7 KB window from each 32-row chunk's start (4096 B
             # in one 16-byte pass, then three 1 KB passes: the chunk size at K = 7168, the hidden
             # size FlyDSL tunes it for) whatever K is; it uses the chunk's first K bytes (32 rows x K / 32 scales,
             # issue_a_scale_ds_read), the rest lands in unused LDS. The window's reads are inside
             # the buffer's num_records (soffset is not range-checked), so the tensor holds them.
             "asc": ("u8", (blocks * max(bm // 32, 1) * kas * 4 + 7168,), E8M0),
             "w": ("u8", (E * 2 * inter * model // 2,), "bytes"),
             "ws": ("u8", (E * (2 * inter // 32) * ((model // 32) // 8) * 64 * 4,), E8M0), **r,
             "aqout": ("u8", (blocks * bm * inter // 2,), "zeros"),
             "ascout": ("u8", (blocks * max(bm // 32, 1) * 256,), "zeros"),
             "hidden": ("bf16", (T * model,) if iq else (2,), "uniform")}
        tag = "iq" if iq else ("nt" if nt else "cached")
        kname = f"gemm1_a4w4_port_{a}_h{model}_i{inter}_ne{E}_bm{bm}_{tag}_{'il' if il else 'sep'}"
        grid = blocks * (2 * inter // 256)
        JOBS.append(Job(
            f"moe_mxfp_gemm1/{a}_{tag}_t{T}_e{E}_k{K}_bm{bm}{'_il' if il else ''}", "kernels/moe/mxfp_moe/gemm1.py",
            "from kernels.moe.mxfp_moe.gemm1 import compile_gemm1_a4w4_port\n"
            f"launch = compile_gemm1_a4w4_port({bm}, {nt}, {iq}, D_HIDDEN={model}, D_INTER={inter}, NE={E}, TOPK={K}, "
            f'a_dtype="{a}", interleave={il})',
            f"launch(0, 0, 0, 0, 0, 0, 0, {T}, {grid}, 0, 0, 0, None)", t, archs=archs,
            run={kname: ((grid, 1, 1), ["aq", "asc", "w", "ws", "seids", "nv", "sids", ("i32", T), "aqout", "ascout",
                                        "hidden"], ["aqout", "ascout"], {})},
            # 180-250 kB a module: fp4 A from memory and quantized inline
            commit=("gfx950",) if a == "fp4" and not il else ()))
    model, inter = 256, 512
    kas = ((inter // 32) // 8) * 64
    # (epilogue, T, BM, nt, XCD swizzle as FlyDSL's host picks it). BM 128's fp8 and mxfp4 outputs
    # (by sorted row, E8M0 per 32 columns); nonatomic_mxfp4 is the persistent grid (min(work, 256)
    # blocks looping over the tiles), run here with 3 blocks for 10 tiles.
    for epi, T, bm, nt, xcd in (("atomic", 7, 32, True, 0), ("nonatomic_cshuffle", 33, 32, False, 0),
                                ("nonatomic_fp8", 7, 128, False, 3), ("nonatomic_mxfp4", 33, 128, False, 0)):
        r, padded, blocks = routing(T, E, K, bm)
        rows = blocks * bm
        out = {"atomic": ("bf16", T * model), "nonatomic_cshuffle": ("bf16", rows * model),
               "nonatomic_fp8": ("u8", rows * model), "nonatomic_mxfp4": ("u8", rows * model // 2)}[epi]
        t = {"aq": ("u8", (blocks * bm * inter // 2,), "bytes"),
             "asc": ("u8", (blocks * (bm // (16 if bm == 16 else 32)) * kas * 4,), E8M0),
             "w": ("u8", (E * model * inter // 2,), "bytes"),
             "ws": ("u8", (E * (model // 32) * kas * 4,), E8M0), **r,
             "out": (out[0], (out[1],), "zeros"),
             "osc": ("u8", (rows * model // 32 if epi in ("nonatomic_fp8", "nonatomic_mxfp4") else 4,), "zeros")}
        kname = f"gemm2_a4w4_port_ne{E}_h{model}_i{inter}_bm{bm}{'_nt' if nt else ''}_{epi}{f'_xcd{xcd}' if xcd else ''}"
        quant = epi in ("nonatomic_fp8", "nonatomic_mxfp4")
        JOBS.append(Job(
            f"moe_mxfp_gemm2/{epi}{'_nt' if nt else ''}_t{T}_e{E}_k{K}_bm{bm}", "kernels/moe/mxfp_moe/gemm2.py",
            "from kernels.moe.mxfp_moe.gemm2 import compile_gemm2_a4w4_port\n"
            f'launch = compile_gemm2_a4w4_port(BM={bm}, use_nt={nt}, NE={E}, N_OUT={model}, epilog="{epi}", '
            f"D_INTER={inter}, xcd_swizzle={xcd})",
            f"launch(0, 0, 0, 0, 0, 0, 0, 0, {T}, {blocks}, 0, 0, None)", t, archs=("gfx950",),
            # Atomics: top-2 from zeros, 0 + a + b in either order is the same sum.
            run={kname: ((3 if epi == "nonatomic_mxfp4" else blocks * (model // 256), 1, 1),
                         ["aq", "asc", "w", "ws", "seids", "nv", "sids", "sw", ("i32", T), ("i32", blocks), "out", "osc"],
                         ["out", "osc"] if quant else ["out"], {} if quant else {"out": REL["bf16"]})},
            commit=not quant))


mxfp_jobs()
