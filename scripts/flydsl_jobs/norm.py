"""FlyDSL library jobs: Norms and softmax."""
from .common import Job, JOBS, REL


def norm_jobs():
    for dt in ("f32", "bf16"):
        for n in (1000, 4096 if dt == "f32" else 2048):
            M = 3
            JOBS.append(Job(
                f"softmax/{dt}_n{n}", "kernels/norm/softmax_kernel.py",
                f'from kernels.norm.softmax_kernel import build_softmax_module\nlaunch = build_softmax_module(0, {n}, "{dt}")',
                "launch(x, y, M)", {"x": (dt, (M, n), "uniform"), "y": (dt, (M, n), "zeros")},
                run={"softmax_kernel_0": ((M, 1, 1), ["x", "y", "y", "y"], ["y"], {"y": REL[dt]})},
                commit=n == 1000))
    for dt, n in (("f32", 1000), ("bf16", 1000), ("f32", 4099), ("bf16", 4096)):
        M = 3
        small = n <= 2048
        args = ["x", "g", "r", "y"] + ([("i32", M)] if small else [])
        JOBS.append(Job(
            f"rmsnorm/{dt}_n{n}", "kernels/norm/rmsnorm_kernel.py",
            f'from kernels.norm.rmsnorm_kernel import build_rmsnorm_module\nlaunch = build_rmsnorm_module({n}, "{dt}")',
            "launch(x, g, y, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                   "y": (dt, (M, n), "zeros"), "r": ("f32", (M,), "zeros")},
            run={("rmsnorm_large_m_small_n_kernel_0" if small else "rmsnorm_kernel_0"):
                 (((M + 15) // 16 if small else M, 1, 1), args, ["y"], {"y": REL[dt]})}))
    for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 8192)):
        M = 3
        JOBS.append(Job(
            f"layernorm/{dt}_n{n}", "kernels/norm/layernorm_kernel.py",
            f'from kernels.norm.layernorm_kernel import build_layernorm_module\nlaunch = build_layernorm_module({n}, "{dt}")',
            "launch(x, g, b, y, M)", {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"),
                                      "b": (dt, (n,), "uniform"), "y": (dt, (M, n), "zeros")},
            run={"layernorm_kernel_0": ((M, 1, 1), ["x", "g", "b", "y"], ["y"], {"y": REL[dt]})},
            # Its current source's `Tensor + Int64` pointer arithmetic is newer than the wheel: the
            # source before it, spelled for the wheel (as scripts/flydsl_backend_test.py takes it).
            src_at="3082f456", adapt=[("from flydsl.expr.vector import", "from flydsl.expr.typing import")]))
    # Backward kernels: one block per row, dW accumulated with f32 atomics (order differs between
    # the two compiles: compared within a tolerance).
    for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 4096)):
        M = 3
        t = {"x": (dt, (M, n), "uniform"), "g": (dt, (n,), "uniform"), "dy": (dt, (M, n), "uniform"),
             "rstd": ("f32", (M,), "pos"), "dx": (dt, (M, n), "zeros"), "dw": ("f32", (n,), "zeros")}
        JOBS.append(Job(
            f"rmsnorm_bwd/{dt}_n{n}", "kernels/norm/rmsnorm_bwd_kernel.py",
            f'from kernels.norm.rmsnorm_bwd_kernel import build_rmsnorm_bwd_module\nlaunch = build_rmsnorm_bwd_module({n}, "{dt}")',
            "launch(x, g, dy, rstd, dx, dw, M)", t,
            run={"rmsnorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "rstd", "dx", "dw"], ["dx", "dw"],
                                          {"dx": REL[dt], "dw": (1e-5, 1e-5)})},
            commit=n == 1000))
        t = dict(t, dr=(dt, (M, n), "uniform"))
        JOBS.append(Job(
            f"fused_add_rmsnorm_bwd/{dt}_n{n}", "kernels/norm/rmsnorm_bwd_kernel.py",
            f'from kernels.norm.rmsnorm_bwd_kernel import build_fused_add_rmsnorm_bwd_module\n'
            f'launch = build_fused_add_rmsnorm_bwd_module({n}, "{dt}")',
            "launch(x, g, dy, dr, rstd, dx, dw, M)", t,
            run={"fused_add_rmsnorm_bwd_kernel_0": ((M, 1, 1), ["x", "g", "dy", "dr", "rstd", "dx", "dw"],
                                                    ["dx", "dw"], {"dx": REL[dt], "dw": (1e-5, 1e-5)})},
            commit=n == 1000))
    for dt, n in (("f32", 1000), ("bf16", 2048)):
        M = 3
        JOBS.append(Job(
            f"softmax_bwd/{dt}_n{n}", "kernels/norm/softmax_bwd_kernel.py",
            f'from kernels.norm.softmax_bwd_kernel import build_softmax_bwd_module\nlaunch = build_softmax_bwd_module({n}, "{dt}")',
            "launch(dy, y, dx, M)", {"dy": (dt, (M, n), "uniform"), "y": (dt, (M, n), "pos"), "dx": (dt, (M, n), "zeros")},
            run={"softmax_bwd_kernel_0": ((M, 1, 1), ["dy", "y", "dx"], ["dx"], {"dx": REL[dt]})},
            commit=n == 1000))


norm_jobs()
