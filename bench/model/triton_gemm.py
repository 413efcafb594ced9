"""Runs inside a Python with Triton (bench/compare's venv, or any with triton 3.x): compiles the
harness's GEMM (C = A * B^T, A M x K and B N x K row-major, f32 accumulation, C in the input's
type (f16 for fp8 inputs; int8: i32 accumulation and C), masked M and N, K a multiple of BLOCK_K) for one arch and tile configuration, writes the
code object, and prints one JSON line: kernel name, LDS bytes Triton launches with, threads."""
import argparse
import json
import os

os.environ["TRITON_ALWAYS_COMPILE"] = "1"
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402


@triton.jit
def gemm(a, b, c, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, INT: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    if INT:  # int8: the i8 MFMAs' i32 accumulators, C i32
        acc = tl.zeros([BLOCK_M, BLOCK_N], tl.int32)
    else:
        acc = tl.zeros([BLOCK_M, BLOCK_N], tl.float32)
    for k in range(0, K, BLOCK_K):
        x = tl.load(a + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        # B^T's K x N tile read straight from B (N x K, K contiguous): no transpose in the kernel.
        y = tl.load(b + rn[None, :] * K + (k + rk)[:, None], mask=rn[None, :] < N, other=0.0)
        acc += tl.dot(x, y)
    tl.store(c + rm[:, None] * N + rn[None, :], acc.to(c.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", required=True)
    ap.add_argument("--dtype", required=True, choices=["f16", "bf16", "fp8", "int8"])
    ap.add_argument("--tile", required=True, help="BLOCK_M,BLOCK_N,BLOCK_K,num_warps[,num_stages]")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    bm, bn, bk, warps, *rest = (int(x) for x in a.tile.split(","))
    stages = rest[0] if rest else 2
    # fp8: E4M3 in the arch's format (FNUZ on gfx942, OCP on gfx950), C f16 (as Fly's tiled_mma_gemm).
    fp8 = "*fp8e4b8" if a.arch == "gfx942" else "*fp8e4nv"
    t = {"f16": "*fp16", "bf16": "*bf16", "fp8": fp8, "int8": "*i8"}[a.dtype]
    out = {"fp8": "*fp16", "int8": "*i32"}.get(a.dtype, t)
    sig = {"a": t, "b": t, "c": out, "M": "i32", "N": "i32", "K": "i32", "BLOCK_M": "constexpr",
           "BLOCK_N": "constexpr", "BLOCK_K": "constexpr", "INT": "constexpr"}
    # What Triton's launcher specializes on at run time: 16-byte aligned pointers and sizes that
    # are multiples of 16 (all of the benchmark's, M = 16/32 decode included).
    attrs = {(i,): [["tt.divisibility", 16]] for i in range(6)}
    src = triton.compiler.ASTSource(fn=gemm, signature=sig, constexprs={"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk,
                                                                       "INT": a.dtype == "int8"},
                                    attrs=attrs)
    k = triton.compile(src, target=GPUTarget("hip", a.arch, 64), options={"num_warps": warps, "num_stages": stages})
    with open(a.out, "wb") as f:
        f.write(k.asm["hsaco"])
    print(json.dumps({"name": k.name, "shared": k.metadata.shared, "threads": warps * 64, "triton": triton.__version__}))


if __name__ == "__main__":
    main()
