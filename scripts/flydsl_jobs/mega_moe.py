"""FlyDSL library jobs: kernels/mega_moe, its single-GPU kernels.

MegaMoE v2 (kernels/mega_moe/mega_moe.py) runs expert-parallel across ranks. Its fused stage 1
(mega_moe_stage1.py, with the dispatch of dispatch.py inlined) needs several GPUs: it imports
mori's shmem device API (`mori.ir.flydsl`, not in the 0.4.2 wheel's environment), spins on
`int32_wait_until_equals` / `_greater_than` for signals other ranks write, and writes tokens,
scales, weights and counters into the peers' symmetric buffers through P2P address tables
(`atomic_add_system`, `store_i32_system` on `P2P_*` slots). Those are listed in docs/flydsl.md, not
traced. What runs on one GPU: the MX quantization and the scale sort (quant.py), the standalone
grouped GEMM1 (gemm1.py's compile_gemm1, stage 1's GEMM body), and stage 2 (GEMM2 of gemm2.py and
its weighted scatter) with one rank, its P2P table holding that rank's own combine buffer.
"""
from .common import Job, JOBS, CDNA


def mega_moe_jobs():
    # Per-1x32 MX quantization of a bf16 (m, n) matrix: an E8M0 scale per 32 values, the values as
    # fp8 (E4M3, scaled by 2^(127 - e)) or packed fp4 (cvt.scalef32.pk.fp4: gfx950). m * n / 32
    # groups, one thread each, 64 per block: the last block is partial.
    for mode, m, n in (("fp8", 7, 320), ("fp4", 5, 256)):
        groups = m * n // 32
        blocks = (groups + 63) // 64
        yn = n if mode == "fp8" else n // 2
        ydt = "fp8e4m3" if mode == "fp8" else "u8"
        t = {"x": ("bf16", (m, n), "uniform"), "y": (ydt, (m, yn), "zeros"), "s": ("u8", (m, n // 32), "zeros"),
             "yb": ("u8", (m, yn), "zeros")}
        JOBS.append(Job(
            f"mega_moe_quant/{mode}_m{m}_n{n}", "kernels/mega_moe/quant.py",
            "import flydsl.expr as fx\n"
            "from kernels.mega_moe.quant import build_per_1x32_mx_quant_module\n"
            f'launch = build_per_1x32_mx_quant_module({n}, "{mode}")',
            f"flyc.compile(launch, x, y, s, {m}, {blocks}, fx.Stream(None))", t,
            run={f"per_1x32_mx_quant_{mode}_n{n}": ((blocks, 1, 1), ["x", "yb", "s", ("i32", m)], ["yb", "s"], {})},
            commit=True))

    # The E8M0 scale scatter into GEMM1's preshuffled layout: per 32-row tile of a MoE routing
    # (check.py's `moe:` parts, tile 32), each row's token's scales, four bytes to a word.
    for T, E, K, cols in ((7, 4, 2, 256), (13, 6, 3, 512)):
        tile = 32
        padded = T * K + E * tile - K
        rows = (padded + tile - 1) // tile * tile
        spec = f"{T}:{E}:{K}:{tile}"
        t = {"sc": ("u8", (T, cols // 32), "bytes"), "sids": ("i32", (padded,), f"moe:ids:{spec}"),
             "nv": ("i32", (1,), f"moe:nvalid:{spec}"), "out": ("u8", (rows, cols // 32), "zeros")}
        JOBS.append(Job(
            f"mega_moe_scale_sort/t{T}_e{E}_k{K}_c{cols}", "kernels/mega_moe/quant.py",
            "import flydsl.expr as fx\n"
            "from kernels.mega_moe.quant import build_mxfp4_moe_scale_sort_module\n"
            f"launch = build_mxfp4_moe_scale_sort_module({cols})",
            f"flyc.compile(launch, sc, sids, nv, out, {T}, {rows // tile}, fx.Stream(None))", t,
            run={f"mxfp4_moe_scale_sort_c{cols}": ((rows // tile, 1, 1), ["sc", "sids", "nv", "out", ("i32", T)],
                                                     ["out"], {})},
            commit=cols == 256))

    # Stage 1's grouped GEMM1, standalone (gemm1.py's compile_gemm1): fp8 A rows x fp4 gate-up
    # weights (preshuffled, E8M0 scales per 32 along K: scaled MFMA 16x16x128, gfx950), SwiGLU, fp8
    # output with preshuffled E8M0 scales. The A rows of an M tile start at tile_row_base[tile]
    # (where the dispatch put them; tiles of different experts, not in order) and its expert is
    # expert_ids[tile]; a work-group loops over (M tile, N tile) pairs with the grid's stride. E
    # experts, model_dim 512 (two K steps), inter_dim 128.
    E, md, inter = 3, 512, 128
    for tag, sbm, tiles, kw, grid, archs in (
            ("pw1_sw1", 32, (64, 0, 32), dict(), 4, CDNA),
            ("pw0_async_res0_sl7", 32, (32, 0, 64), dict(pipe_weights=False, async_a_copy=True,
                                                        use_tile_resource=False, swiglu_limit=7.0), 3, ("gfx950",)),
            ("pw1_am1_async_sw0_m64", 64, (64, 0), dict(mfma_amajor=True, async_a_copy=True, swizzle_a=False), 3,
             ("gfx950",))):
        rows = sbm * len(tiles)
        experts = (2, 0, 2)[:len(tiles)]
        work = len(tiles) * (2 * inter // 128)
        t = {"out": ("fp8e4m3", (rows, inter), "zeros"), "x": ("fp8e4m3", (rows, md), "zeros"),
             "w": ("u8", (E, 2 * inter, md // 2), "bytes"), "sx": ("i32", (rows, md // 128), "bytes:120:130"),
             "sw": ("u8", (E * 2 * inter, md // 32), "bytes:120:130"),
             "trb": ("i32", (len(tiles),), "vals:" + ",".join(str(v) for v in tiles)),
             "eids": ("i32", (len(tiles),), "vals:" + ",".join(str(v) for v in experts)),
             "osc": ("u8", (rows * 8,), "zeros"),
             "outb": ("u8", (rows, inter), "zeros"), "xb": ("u8", (rows, md), "fp8")}
        opts = "".join(f", {k}={v!r}" for k, v in kw.items())
        JOBS.append(Job(
            f"mega_moe_gemm1/{tag}_e{E}_rows{rows}", "kernels/mega_moe/gemm1.py",
            "import flydsl.expr as fx\n"
            "from kernels.mega_moe.gemm1 import compile_gemm1\n"
            f"launch = compile_gemm1(model_dim={md}, inter_dim={inter}, sort_block_m={sbm}, tile_n=128{opts})",
            f"flyc.compile(launch, out, x, w, sx, sw, trb, eids, osc, {rows}, {grid}, fx.Stream(None))", t, archs=archs,
            run={"kernel_0": ((grid, 1, 1), ["outb", "xb", "w", "sx", "sw", "trb", "eids", "osc", ("i32", rows),
                                             ("i32", grid)], ["outb", "osc"], {})},
            commit=tag in ("pw1_sw1", "pw0_async_res0_sl7")))  # the second: the SwiGLU limit (math.clampf)

    # Stage 2 (mega_moe_stage2.py): GEMM2 of gemm2.py (stage 1's fp8 output and its preshuffled
    # E8M0 scales x fp4 down weights, scaled MFMA 16x16x128, gfx950) and the weighted scatter of
    # each row to its source rank's combine buffer: one rank (npes 1, rank 0), whose P2P table
    # holds its own combine buffer (`ptrs`: fly-emu's table of addresses). Rows in moe_sorting's
    # order for tiles of SBM rows (check.py's `moe:` parts; tile_row_base the identity), padded
    # rows (slot K) not scattered. Raw i64 addresses, as MegaMoEV2 passes `data_ptr()`.
    for quant, T, E, K, md, inter, BM, SBM, kw in (
            ("none", 7, 4, 2, 256, 512, 32, 32, dict()),
            ("fp8_blockwise_1x32", 13, 3, 3, 512, 256, 16, 32, dict(g2_bhoist=False, g2_ascale_pf=False, g2_spart=0)),
            # Persistent: 2 work-groups per N block stride over the M blocks; BM 64 x BN 256 is
            # GEMM2's one-stage B path.
            ("none", 9, 2, 2, 256, 512, 64, 64, dict(persist=True, cu_num=2, persist_strided=True))):
        max_tok = 1 << (T - 1).bit_length()
        padded = T * K + E * SBM - K
        rows = (padded + SBM - 1) // SBM * SBM
        tiles, mblocks, nblocks = rows // SBM, rows // BM, md // 256
        spec = f"{T}:{E}:{K}:{SBM}"
        row_bytes = md + md // 32 if quant != "none" else md * 2
        sub = max(1, (BM // 16) // 2)
        t = {"aq": ("u8", (rows, inter), "fp8"), "asc": ("u8", (mblocks * sub * inter,), "bytes:120:130"),
             "bq": ("u8", (E, md, inter // 2), "bytes"), "bsc": ("u8", (E * md * inter // 32,), "bytes:120:130"),
             "eids": ("i32", (tiles,), f"moe:experts:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}"),
             "met": ("i32", (1,), "zeros"), "sids": ("i32", (padded,), f"moe:ids:{spec}"),
             "sw": ("f32", (padded,), f"moe:weights:{spec}"),
             "trb": ("i32", (tiles,), "vals:" + ",".join(str(i * SBM) for i in range(tiles))),
             "comb": (("bf16", (max_tok * K, md)) if quant == "none" else ("u8", (max_tok * K, row_bytes))) + ("zeros",)}
        g = {"g2_bhoist": True, "g2_ascale_pf": True, "g2_spart": 402, "persist": False, "cu_num": 0,
             "persist_strided": False, **kw}
        grid = g["cu_num"] if g["persist"] else mblocks
        name = (f"megamoe_stage2_compact_t{BM}x256x256_sbm{SBM}_fp8_nt1_p{int(g['persist'])}cu{g['cu_num']}"
                f"s{int(g['persist_strided'])}_pad0_sk0_bh{int(g['g2_bhoist'])}"
                f"apf{int(g['g2_ascale_pf'])}sp{g['g2_spart'] // 100}x{g['g2_spart'] % 100}_bf16lds0_{quant}")
        opts = "".join(f", {k}={v!r}" for k, v in kw.items())
        JOBS.append(Job(
            f"mega_moe_stage2/{quant}_t{T}_e{E}_k{K}_bm{BM}_sbm{SBM}{'_persist' if g['persist'] else ''}", "kernels/mega_moe/mega_moe_stage2.py",
            "from kernels.mega_moe.mega_moe_stage2 import compile_mega_moe_stage2\n"
            f"launch = compile_mega_moe_stage2(model_dim={md}, inter_dim={inter}, experts={E}, topk={K}, rank=0, "
            f'npes=1, max_tok={max_tok}, BM={BM}, SBM={SBM}, HIDDEN_MAX={md}, INTER_MAX={inter}, p2p_quant_type="{quant}"'
            f"{opts})",
            f"launch(*([0] * 11), {mblocks}, {grid}, {inter}, {md}, 0, 0, None)", t, archs=("gfx950",),
            run={name: ((grid * nblocks, 1, 1), ["aq", "asc", "bq", "bsc", "eids", "nv", "met", "sids", "sw", "trb",
                                                    ("ptrs", ["comb"]), ("i32", mblocks), ("i32", inter), ("i32", md),
                                                    ("i32", 0), ("i32", 0)], ["comb"], {})},
            commit=quant == "none"))


mega_moe_jobs()
