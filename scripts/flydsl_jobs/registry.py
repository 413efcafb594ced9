"""FlyDSL library jobs: FlyDSL at Fly's registry kernels' configurations."""
from .common import Job, REGISTRY_JOBS, REL, FP8_GEN


def registry_jobs():
    T = 333
    E, K = 128, 8
    REGISTRY_JOBS.append(Job(
        f"topk_gating_softmax/registry_bf16_e{E}_k{K}_t{T}", "kernels/moe/topk_gating_softmax_kernel.py",
        "from kernels.moe.topk_gating_softmax_kernel import build_topk_gating_softmax_module, "
        "_compute_topk_gating_layout\n"
        f'launch = build_topk_gating_softmax_module({E}, {K}, "bf16", renormalize=True)',
        f"launch(g, w, i, tei, {T})",
        {"g": ("bf16", (T, E), "uniform"), "w": ("f32", (T, K), "zeros"), "i": ("i32", (T, K), "zeros"),
         "tei": ("i32", (T, K), "zeros")},
        probe=f'{{"tpb": _compute_topk_gating_layout({E}, {K}, "bf16")["TOKENS_PER_BLOCK"]}}',
        run={"topk_gating_softmax_kernel_0": (f"(({T} - 1) // tpb + 1, 1, 1)", ["g", "w", "i", "tei", ("i32", T)],
                                              ["w", "i", "tei"], {"w": (2e-5, 1e-9)})}))
    T, K, D = 129, 8, 4096
    REGISTRY_JOBS.append(Job(
        f"moe_reduce/registry_bf16_k{K}_d{D}_t{T}", "kernels/moe/moe_gemm_2stage/moe_reduce.py",
        "import flydsl.expr as fx\n"
        "from kernels.moe.moe_gemm_2stage.moe_reduce import compile_moe_reduction\n"
        f'launch = compile_moe_reduction(topk={K}, model_dim={D}, dtype_str="bf16", use_mask=False, num_experts=0)\n'
        "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
        f"flyc.compile(launch, P(x), P(y), P(mask), P(ids), {T}, fx.Stream(None))",
        {"x": ("bf16", (T, K, D), "uniform"), "y": ("bf16", (T, D), "zeros"), "mask": ("i32", (8,), "int:1:1"),
         "ids": ("i32", (T, K), "int:0:7")},
        run={"moe_reduction_kernel_0": ((T, (D + 256 * 8 - 1) // (256 * 8), 1), ["x", "y", "mask", "ids", ("i32", T)],
                                        ["y"], {"y": REL["bf16"]})}))
    # fused_rope_cache's registry defaults: bf16, D = 128, 8 query heads on 1 KV head, 16-slot
    # blocks, flash layout, i64 positions and slots, 2048 cos/sin rows; T = 77 tokens into 6 blocks.
    T, D, QH, KH, bs, nb, max_pos = 77, 128, 8, 1, 16, 6, 2048
    REGISTRY_JOBS.append(Job(
        f"fused_rope_cache/registry_bf16_d{D}_q{QH}_kv{KH}_t{T}_flash_i64", "kernels/attention/fused_rope_cache_kernel.py",
        "from kernels.attention.fused_rope_cache_kernel import build_fused_rope_cache_module\n"
        f"launch = build_fused_rope_cache_module(head_dim={D}, num_q_heads={QH}, num_kv_heads={KH}, "
        f'block_size={bs}, flash_layout=True, dtype_str="bf16", pos_dtype="i64")',
        f"launch(q, k, v, pos, cos, sin, slot, kc, vc, qo, ko, {T}, ks, vs)",
        {"q": ("bf16", (T, QH, D), "uniform"), "k": ("bf16", (T, KH, D), "uniform"),
         "v": ("bf16", (T, KH, D), "uniform"), "pos": ("i64", (T,), f"int:0:{max_pos - 1}"),
         "cos": ("bf16", (max_pos, D // 2), "uniform"), "sin": ("bf16", (max_pos, D // 2), "uniform"),
         "slot": ("i64", (T,), f"perm:{nb * bs}"), "kc": ("bf16", (nb, bs, KH, D), "zeros"),
         "vc": ("bf16", (nb, bs, KH, D), "zeros"), "qo": ("bf16", (T, QH, D), "zeros"),
         "ko": ("bf16", (T, KH, D), "zeros"), "ks": ("f32", (1,), "ones"), "vs": ("f32", (1,), "ones")},
        # The rotated values round once to bf16 from f32 arithmetic in an order of each side's
        # choosing (fused or not): about one bf16 ulp.
        run={"fused_qk_rope_reshape_and_cache_0": ((max(QH, KH), T, 1),
                                                   ["q", "k", "v", "pos", "cos", "sin", "slot", "kc", "vc", "qo",
                                                    "ko", "ks", "vs"], ["kc", "vc", "qo", "ko"],
                                                   {"kc": REL["bf16"], "qo": REL["bf16"], "ko": REL["bf16"]})}))
    # The MoE GEMMs at the registry's defaults: D = I = 256, E = 8, top-2, 77 tokens, tiles of
    # unit_size (32) x 64 x 128; stage 1 bf16 out, stage 2 f32 atomics (int8) or bf16 partial
    # sums (fp8).
    T, E, K, model, inter, tm, tn, tk = 77, 8, 2, 256, 256, 32, 64, 128
    padded = T * K + E * tm - K
    blocks = (padded + tm - 1) // tm
    spec = f"{T}:{E}:{K}:{tm}"
    routing = {"sids": ("i32", (padded,), f"moe:ids:{spec}"), "seids": ("i32", (blocks,), f"moe:experts:{spec}"),
               "sw": ("f32", (padded,), f"moe:weights:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}")}
    for stage, dt, out, acc in ((1, "int8", "bf16", False), (1, "fp8", "bf16", False), (2, "int8", "f32", True),
                                (2, "fp8", "bf16", False)):
        gen = FP8_GEN if dt == "fp8" else "int:-8:8"
        if stage == 1:
            dim0, dim1 = inter, model
            t = {"out": (out, (T * K * inter,), "zeros"), "x": ("i8", (T * model,), gen),
                 "w": ("i8", (E * 2 * inter * model,), gen), "sx": ("f32", (T,), "pos"),
                 "sw_": ("f32", (E * 2 * inter,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm1\nlaunch = compile_moe_gemm1("
                     f"model_dim={model}, inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, "
                     f'tile_k={tk}, doweight_stage1=False, out_dtype="{out}", in_dtype="{dt}")')
        else:
            dim0, dim1 = model, inter
            t = {"out": (out, ((T if acc else T * K) * model,), "zeros"), "x": ("i8", (T * K * inter,), gen),
                 "w": ("i8", (E * model * inter,), gen), "sx": ("f32", (T * K,), "pos"),
                 "sw_": ("f32", (E * model,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm2\nlaunch = compile_moe_gemm2("
                     f"model_dim={model}, inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, "
                     f'tile_k={tk}, doweight_stage2=False, out_dtype="{out}", accumulate={acc}, in_dtype="{dt}")')
        t.update(routing)
        names = ["out", "x", "w", "sx", "sw_", "sids", "seids", "sw", "nv"]
        cn = min(max(tn, 64), 128) if stage == 1 else tn
        REGISTRY_JOBS.append(Job(
            f"moe_gemm{stage}/registry_{dt}_{out}_t{T}_e{E}_k{K}_d{model}_i{inter}{'_accumulate' if acc else ''}",
            f"kernels/moe/moe_gemm_2stage/gemm{stage}.py", build,
            f"flyc.compile(launch, {', '.join(names)}, {T}, {dim0}, {dim1}, {blocks}, None)", t,
            run={("moe_gemm1_fp8_gateup_0" if stage == 1 else "moe_gemm2_0"): (
                (dim0 // cn, blocks, 1), names + [("i32", T), ("i32", dim0), ("i32", dim1), ("i32", blocks)], ["out"],
                {"out": (REL[out][0], 1e-2)})}))


registry_jobs()
