"""FlyDSL library jobs: The MoE GEMMs."""
from .common import Job, JOBS, REL


def moe_gemm_jobs():
    # MoE top-k reduce: Y[t] = sum_k X[t, k] (optionally masked by expert_mask[topk_ids]);
    # its launcher takes fx.Pointer arguments (raw addresses), as FlyDSL's test passes them.
    for dt, k, D, mask in (("f16", 2, 256, False), ("bf16", 3, 520, True)):
        T, E = 5, 8
        t = {"x": (dt, (T, k, D), "uniform"), "y": (dt, (T, D), "zeros"), "mask": ("i32", (E,), "int:0:1"),
             "ids": ("i32", (T, k), f"int:0:{E - 1}")}
        V = 8
        JOBS.append(Job(
            f"moe_reduce/{dt}_k{k}_d{D}{'_mask' if mask else ''}", "kernels/moe/moe_gemm_2stage/moe_reduce.py",
            "import flydsl.expr as fx\n"
            "from kernels.moe.moe_gemm_2stage.moe_reduce import compile_moe_reduction\n"
            f'launch = compile_moe_reduction(topk={k}, model_dim={D}, dtype_str="{dt}", use_mask={mask}, '
            f'num_experts={E if mask else 0})\n'
            "P = lambda t: flyc.from_c_void_p(fx.Uint8, t.data_ptr())",
            f"flyc.compile(launch, P(x), P(y), P(mask), P(ids), {T}, fx.Stream(None))", t,
            run={"moe_reduction_kernel_0": ((T, (D + 256 * V - 1) // (256 * V), 1), ["x", "y", "mask", "ids", ("i32", T)],
                                            ["y"], {"y": REL[dt]})},
            commit=True))

    # The 2-stage MoE GEMMs (fp8 / int8 per-token scaled, preshuffled weights), on a routing as
    # moe_sorting makes it (check.py's `moe:` inputs: T tokens to K of E experts, padded to
    # tile_m rows per expert). Stage 1: gate-up + SiLU into (T, K, inter); stage 2: down
    # projection into (T*K, model) rows, or accumulated into (T, model) with atomics.
    def routing(T, E, K, tm):
        padded = T * K + E * tm - K
        spec = f"{T}:{E}:{K}:{tm}"
        return {"sids": ("i32", (padded,), f"moe:ids:{spec}"), "seids": ("i32", ((padded + tm - 1) // tm,), f"moe:experts:{spec}"),
                "sw": ("f32", (padded,), f"moe:weights:{spec}"), "nv": ("i32", (1,), f"moe:nvalid:{spec}")}, (padded + tm - 1) // tm
    model, inter = 256, 128
    # Stage 1 copies A to LDS in blocks of 256 / (tile_k / 16) rows (32 at tile_k 128), which a
    # tile_m as small as 16 does not hold: its second stage's rows land past its LDS and on the
    # other stage's (FlyDSL's code and Fly's alike); tile_m 32 is what that copy needs.
    for stage, dt, out, T, E, K, tm, tn, tk, acc in ((1, "fp8", "f16", 7, 8, 2, 32, 64, 128, False),
                                                     (1, "int8", "bf16", 33, 8, 2, 32, 64, 128, False),
                                                     (2, "fp8", "f16", 7, 8, 2, 16, 64, 128, False),
                                                     (2, "int8", "bf16", 33, 8, 2, 16, 64, 128, True)):
        r, blocks = routing(T, E, K, tm)
        # Small fp8 magnitudes: a K-long sum of random E4M3 products (up to 448^2 each) overflows f16.
        gen = "fp8small" if dt == "fp8" else "int:-8:8"
        if stage == 1:
            rows, dim0, dim1, cn = T, inter, model, min(max(tn, 64), 128)
            t = {"out": (out, (T * K * inter,), "zeros"), "x": ("i8", (T * model,), gen),
                 "w": ("i8", (E * 2 * inter * model,), gen), "sx": ("f32", (T,), "pos"), "sw_": ("f32", (E * 2 * inter,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm1\nlaunch = compile_moe_gemm1(model_dim={model}, "
                     f"inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, "
                     f'doweight_stage1=False, out_dtype="{out}", in_dtype="{dt}")')
        else:
            rows, dim0, dim1, cn = T * K, model, inter, tn
            t = {"out": (out, ((T if acc else T * K) * model,), "zeros"), "x": ("i8", (T * K * inter,), gen),
                 "w": ("i8", (E * model * inter,), gen), "sx": ("f32", (T * K,), "pos"), "sw_": ("f32", (E * model,), "pos")}
            build = (f"from kernels.moe.moe_gemm_2stage import compile_moe_gemm2\nlaunch = compile_moe_gemm2(model_dim={model}, "
                     f"inter_dim={inter}, experts={E}, topk={K}, tile_m={tm}, tile_n={tn}, tile_k={tk}, "
                     f'doweight_stage2=False, out_dtype="{out}", accumulate={acc}, in_dtype="{dt}")')
        t.update(r)
        names = ["out", "x", "w", "sx", "sw_", "sids", "seids", "sw", "nv"]
        JOBS.append(Job(
            f"moe_gemm{stage}/{dt}_{out}_t{T}_e{E}_k{K}_tile{tm}x{tn}x{tk}{'_accumulate' if acc else ''}",
            f"kernels/moe/moe_gemm_2stage/gemm{stage}.py", build,
            f"flyc.compile(launch, {', '.join(names)}, {T}, {dim0}, {dim1}, {blocks}, None)", t,
            # Stage 1's kernel is named for its fused gate-up path whatever the input type.
            run={("moe_gemm1_fp8_gateup_0" if stage == 1 else "moe_gemm2_0"): ((dim0 // cn, blocks, 1), names + [("i32", T), ("i32", dim0), ("i32", dim1),
                                                                      ("i32", blocks)], ["out"],
                                        {"out": (REL[out][0], 1e-2) if acc else REL[out]})},
            # Committed: stage 1 fp8 (the FNUZ atom on gfx950), stage 2 int8 accumulating (atomics).
            commit=(stage == 1) == (dt == "fp8")))


moe_gemm_jobs()
