"""FlyDSL library jobs: MoE routing: sorting, top-k gating, reduce."""
from .common import Job, JOBS


def moe_jobs():
    # MoE sorting, oneshot path (one block sorts in LDS, the other blocks clear moe_buf): E experts,
    # top-k, T tokens; sizes as its host wrapper computes them (UNIT_SIZE = 32).
    for E, topk, T in ((4, 2, 8), (8, 2, 5)):
        unit = 32
        padded = T * topk + E * unit - topk
        blocks = (padded + unit - 1) // unit
        t = {"ids": ("i32", (T, topk), f"int:0:{E - 1}"), "w": ("f32", (T, topk), "pos"),
             "sids": ("i32", (padded,), "zeros"), "sw": ("f32", (padded,), "zeros"),
             "se": ("i32", (blocks,), "zeros"), "nv": ("i32", (2,), "zeros"), "buf": ("i32", (T, 32), "int:1:1"),
             "mask": ("i32", (1,), "int:1:1")}
        JOBS.append(Job(
            f"moe_sorting/oneshot_e{E}_k{topk}_t{T}", "kernels/moe/moe_sorting_kernel.py",
            "from kernels.moe.moe_sorting_kernel import _compile_moe_sorting_oneshot\n"
            f"launch = _compile_moe_sorting_oneshot(num_experts={E}, topk={topk}, max_tokens={T})",
            f"launch(ids, w, sids, sw, se, nv, buf, mask, {T}, {T * 32}, 3)", t,
            run={"moe_sorting_oneshot_kernel_0": ((3, 1, 1), ["ids", "w", "sids", "sw", "se", "nv", "buf", "mask",
                                                              ("i32", T), ("i32", T * 32)],
                                                  ["sids", "sw", "se", "nv", "buf"], {})},
            # It loads cumdup[tid + 1] for every thread and keeps it only where tid < E: past the
            # end of its LDS (in FlyDSL's layout and in Fly's), which the hardware reads as 0.
            commit=E == 4, lds_out_of_range=True))


moe_jobs()
