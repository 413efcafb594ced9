#!/usr/bin/env python3
"""Makes the gfx950 block-scaled MFMA code objects that tests/lit/emu/mfma-scale-triton.test runs on
fly-emu: validate.py's `dot_scaled` kernel (tl.dot_scaled, one E8M0 scale per 32 K elements of each
row of A and column of B) compiled by Triton's AMD backend for gfx950, kept as test data so that the
test needs neither Triton nor the package index. Triton lowers them to v_mfma_scale_f32_32x32x64_f8f6f4
(32 x 32 tiles, two ops per K = 128, op_sel choosing the scale byte) and
v_mfma_scale_f32_16x16x128_f8f6f4 (16 x 16 tiles) with per-lane scale registers, so the test checks
which lane's scale the emulator applies to which register slot against an independent compiler.

Run with Triton 3.9 (e.g. /work/venv-triton/bin/python tests/triton/mx_dot_scaled.py OUTDIR); it
writes OUTDIR/mx_<a>_<b>_t<tile>.hsaco and prints each kernel's LDS size and MFMA lines.
"""
import os
import sys

os.environ.setdefault("TRITON_ALWAYS_COMPILE", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import triton  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402

from validate import dot_scaled_case  # noqa: E402

KERNELS = [("e4m3", "e4m3", 32), ("e4m3", "e4m3", 16), ("e2m1", "e4m3", 32)]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for fa, fb, tile in KERNELS:
        _, fn, signature, constexprs = dot_scaled_case(fa, fb, tile)[:4]
        k = triton.compile(triton.compiler.ASTSource(fn=fn, signature=signature, constexprs=constexprs),
                           target=GPUTarget("hip", "gfx950", 64), options={"num_warps": 4})
        path = os.path.join(out, f"mx_{fa}_{fb}_t{tile}.hsaco")
        with open(path, "wb") as f:
            f.write(k.asm["hsaco"])
        mfma = [line.strip() for line in k.asm["amdgcn"].splitlines() if "v_mfma" in line]
        print(path, f"lds {k.metadata.shared}", *mfma, sep="\n  ")


if __name__ == "__main__":
    main()
