#!/usr/bin/env python3
"""Makes the gfx1250 tensor-data-mover (TDM) code objects that tests/lit/emu/tdm-triton.test runs on
fly-emu: Gluon kernels compiled by Triton's AMD backend (an independent compiler's reading of the
TDM descriptor), kept as test data so that the test needs neither Triton nor the package index.

Run with Triton 3.9 (e.g. /work/venv-triton/bin/python tests/triton/tdm_gluon.py OUTDIR); it writes
OUTDIR/tdm_<name>.hsaco and prints each kernel's LDS size and argument count.

Kernels (each work-group moves one BM x BN tile at (pid0 * BM, pid1 * BN) of an M x N row-major
tensor; 4 waves, each wave's TDM instruction moves its share of the tile's rows):
- copy_f32:   TDM load global -> LDS, then TDM store LDS -> global (out-of-bounds writes dropped).
- pad_f16:    TDM load into a padded LDS layout (2 f16 of padding after every 32), read back through
              registers and written unmasked to a tile-sized output: out-of-bounds elements read 0.
- copy3d_bf16: a 3-D (B x M x N) TDM load and store (descriptor groups 2 and 3).
"""
import os
import sys

os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")

import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.experimental import gluon  # noqa: E402
from triton.experimental.gluon import language as ttgl  # noqa: E402
from triton.experimental.gluon.language.amd.cdna5 import tdm  # noqa: E402


@gluon.jit
def copy_f32(a, b, M, N, BM: ttgl.constexpr, BN: ttgl.constexpr):
    pm = ttgl.program_id(0) * BM
    pn = ttgl.program_id(1) * BN
    layout: ttgl.constexpr = ttgl.SwizzledSharedLayout(1, 1, 1, [1, 0])
    src = tdm.make_tensor_descriptor(a, [M, N], [N, 1], [BM, BN], layout)
    dst = tdm.make_tensor_descriptor(b, [M, N], [N, 1], [BM, BN], layout)
    smem = ttgl.allocate_shared_memory(a.dtype.element_ty, [BM, BN], layout)
    tdm.async_load(src, [pm, pn], smem)
    tdm.async_wait(0)
    tdm.async_store(dst, [pm, pn], smem)
    tdm.async_wait(0)


@gluon.jit
def pad_f16(a, out, M, N, BM: ttgl.constexpr, BN: ttgl.constexpr):
    pm = ttgl.program_id(0)
    pn = ttgl.program_id(1)
    layout: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for([[32, 2]], [BM, BN], [1, 0])
    src = tdm.make_tensor_descriptor(a, [M, N], [N, 1], [BM, BN], layout)
    smem = ttgl.allocate_shared_memory(a.dtype.element_ty, [BM, BN], layout)
    tdm.async_load(src, [pm * BM, pn * BN], smem)
    tdm.async_wait(0)
    regs: ttgl.constexpr = ttgl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])
    v = smem.load(regs)
    rows = ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, regs))
    cols = ttgl.arange(0, BN, layout=ttgl.SliceLayout(0, regs))
    # out is (grid0 * BM) x (grid1 * BN): every tile element, in bounds of a or not, is written.
    width = ttgl.num_programs(1) * BN
    ptrs = out + (pm * BM + rows)[:, None] * width + (pn * BN + cols)[None, :]
    ttgl.store(ptrs, v)


@gluon.jit
def copy3d_bf16(a, b, B, M, N, BB: ttgl.constexpr, BM: ttgl.constexpr, BN: ttgl.constexpr):
    pb = ttgl.program_id(0) * BB
    pm = ttgl.program_id(1) * BM
    pn = ttgl.program_id(2) * BN
    layout: ttgl.constexpr = ttgl.SwizzledSharedLayout(1, 1, 1, [2, 1, 0])
    src = tdm.make_tensor_descriptor(a, [B, M, N], [M * N, N, 1], [BB, BM, BN], layout)
    dst = tdm.make_tensor_descriptor(b, [B, M, N], [M * N, N, 1], [BB, BM, BN], layout)
    smem = ttgl.allocate_shared_memory(a.dtype.element_ty, [BB, BM, BN], layout)
    tdm.async_load(src, [pb, pm, pn], smem)
    tdm.async_wait(0)
    tdm.async_store(dst, [pb, pm, pn], smem)
    tdm.async_wait(0)


KERNELS = [
    ("copy_f32", copy_f32, {"a": "*fp32", "b": "*fp32", "M": "i32", "N": "i32"}, {"BM": 32, "BN": 64}),
    ("pad_f16", pad_f16, {"a": "*fp16", "out": "*fp16", "M": "i32", "N": "i32"}, {"BM": 32, "BN": 64}),
    ("copy3d_bf16", copy3d_bf16, {"a": "*bf16", "b": "*bf16", "B": "i32", "M": "i32", "N": "i32"},
     {"BB": 2, "BM": 16, "BN": 32}),
]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for name, fn, sig, consts in KERNELS:
        k = triton.compile(gluon._runtime.GluonASTSource(fn=fn, signature=sig, constexprs=consts),
                           target=GPUTarget("hip", "gfx1250", 32), options={"num_warps": 4})
        path = os.path.join(out, f"tdm_{name}.hsaco")
        with open(path, "wb") as f:
            f.write(k.asm["hsaco"])
        if os.environ.get("TDM_GLUON_ASM"):
            with open(path[:-6] + ".s", "w") as f:
                f.write(k.asm["amdgcn"])
        print(f"{name}: {path} lds={k.metadata.shared} triton={triton.__version__}")


if __name__ == "__main__":
    main()
