"""FlyDSL library jobs: More families."""
from .common import Job, JOBS, REL


def more_jobs():
    M = 3
    for dt in ("f32", "bf16"):
        n = 1000
        t = {"x": (dt, (M, n), "uniform"), "r": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
             "y": (dt, (M, n), "zeros"), "ro": (dt, (M, n), "zeros")}
        JOBS.append(Job(
            f"fused_add_rmsnorm/{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_fused_add_rmsnorm_module\n'
            f'launch = build_fused_add_rmsnorm_module({n}, "{dt}")',
            "launch(x, r, g, y, ro, M)", t,
            run={"fused_add_rmsnorm_kernel_0": ((M, 1, 1), ["x", "r", "g", "y", "ro", "g"], ["y", "ro"],
                                                {"y": REL[dt], "ro": REL[dt]})}))
    for dt in ("bf16",):
        n = 1000
        JOBS.append(Job(
            f"rmsnorm_dynamicquant/{dt}_n{n}_i8", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_rmsnorm_dynamicquant_module\n'
            f'launch = build_rmsnorm_dynamicquant_module({n}, "{dt}")',
            "launch(x, g, y, s, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                      "y": ("i8", (M, n), "zeros"), "s": ("f32", (M,), "zeros")},
            # FlyDSL's launcher passes Gamma for the unused smoothing scale (XScale).
            run={"rmsnorm_quant_kernel_0": ((M, 1, 1), ["x", "g", "g", "s", "y"], ["y", "s"], {"s": REL["f32"]})},
            commit=True))
    # Top-k gating softmax: one token per lane group, tokens per block from its layout heuristic.
    for dt, E, k, T in (("bf16", 64, 4, 37), ("f32", 8, 2, 5)):
        JOBS.append(Job(
            f"topk_gating_softmax/{dt}_e{E}_k{k}_t{T}", "kernels/moe/topk_gating_softmax_kernel.py",
            "from kernels.moe.topk_gating_softmax_kernel import build_topk_gating_softmax_module, "
            "_compute_topk_gating_layout\n"
            f'launch = build_topk_gating_softmax_module({E}, {k}, "{dt}")',
            f"launch(g, w, i, tei, {T})",
            {"g": (dt, (T, E), "uniform"), "w": ("f32", (T, k), "zeros"), "i": ("i32", (T, k), "zeros"),
             "tei": ("i32", (T, k), "zeros")},
            probe=f'{{"tpb": _compute_topk_gating_layout({E}, {k}, "{dt}")["TOKENS_PER_BLOCK"]}}',
            run={"topk_gating_softmax_kernel_0": (f"(({T} - 1) // tpb + 1, 1, 1)", ["g", "w", "i", "tei", ("i32", T)],
                                                  ["w", "i", "tei"], {"w": REL["f32"]})},
            commit=dt == "f32"))
    # Examples 04 (preshuffle GEMM) and 05 (gather / scatter through a TiledCopy).
    Mg, R, N = 64, 16, 64
    JOBS.append(Job(
        "example05_gather/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.gather_jit(src, dst, idx)",
        {"src": ("f32", (Mg, N), "uniform"), "dst": ("f32", (R, N), "zeros"), "idx": ("i32", (R,), f"int:0:{Mg - 1}")},
        run={"gather_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}, commit=True))
    JOBS.append(Job(
        "example05_scatter/f32", "examples/05-gather_scatter.py", 'mod = load("examples/05-gather_scatter.py")',
        "mod.scatter_jit(src, dst, idx)",
        {"src": ("f32", (R, N), "uniform"), "dst": ("f32", (Mg, N), "zeros"), "idx": ("i32", (R,), f"perm:{Mg}")},
        run={"scatter_kernel_0": ((R // 8, N // 32, 1), ["src", "dst", "idx"], ["dst"], {})}, commit=True))


# attention/decode (a24)


more_jobs()
