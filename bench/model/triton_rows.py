"""Runs inside a Python with Triton (3.x): compiles a one-pass Triton row kernel (softmax,
layernorm or rmsnorm over the rows of an M x N matrix, one program per row, the whole row in
registers as a power-of-two block, as Triton's tutorials write them) for one arch, dtype and N,
writes the code object, and prints one JSON line: kernel name, LDS bytes, threads.

Arguments in Fly's registry order (bench/model/row_kernels.py launches both alike): softmax
(x, y, N), layernorm (x, gamma, beta, y, N), rmsnorm (x, gamma, y, N); y has x's type."""
import argparse
import json
import os

os.environ["TRITON_ALWAYS_COMPILE"] = "1"
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402


@triton.jit
def softmax(x, y, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    v = tl.load(x + row * N + cols, mask=mask, other=-float("inf")).to(tl.float32)
    v = v - tl.max(v, axis=0)
    e = tl.exp(v)
    tl.store(y + row * N + cols, (e / tl.sum(e, axis=0)).to(y.dtype.element_ty), mask=mask)


@triton.jit
def layernorm(x, w, b, y, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    v = tl.load(x + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(v, axis=0) / N
    d = tl.where(mask, v - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / N + 1e-5)
    g = tl.load(w + cols, mask=mask, other=0.0).to(tl.float32)
    bb = tl.load(b + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y + row * N + cols, (d * rstd * g + bb).to(y.dtype.element_ty), mask=mask)


@triton.jit
def rmsnorm(x, w, y, N, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    v = tl.load(x + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(v * v, axis=0) / N + 1e-5)
    g = tl.load(w + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(y + row * N + cols, (v * rstd * g).to(y.dtype.element_ty), mask=mask)


KERNELS = {"softmax": (softmax, ["x", "y"]), "layernorm": (layernorm, ["x", "w", "b", "y"]),
           "rmsnorm": (rmsnorm, ["x", "w", "y"])}
TYPES = {"f32": "*fp32", "f16": "*fp16", "bf16": "*bf16"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernel", required=True, choices=sorted(KERNELS))
    ap.add_argument("--arch", required=True)
    ap.add_argument("--dtype", required=True, choices=sorted(TYPES))
    ap.add_argument("--n", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    fn, pointers = KERNELS[a.kernel]
    block = triton.next_power_of_2(a.n)
    # The tutorials' choice: one warp per 256 columns, 1 to 8 (16 past 8192 columns of f32 would
    # spill less but is not what they write).
    warps = min(max(block // 256, 1), 8)
    sig = {p: TYPES[a.dtype] for p in pointers}
    sig.update({"N": "i32", "BLOCK": "constexpr"})
    # What Triton's launcher specializes on at run time: 16-byte aligned pointers, and N when it
    # is a multiple of 16 (then every row starts aligned; a ragged N gets no such promise).
    attrs = {(i,): [["tt.divisibility", 16]] for i in range(len(pointers))}
    if a.n % 16 == 0:
        attrs[(len(pointers),)] = [["tt.divisibility", 16]]
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs={"BLOCK": block}, attrs=attrs)
    k = triton.compile(src, target=GPUTarget("hip", a.arch, 64), options={"num_warps": warps})
    with open(a.out, "wb") as f:
        f.write(k.asm["hsaco"])
    print(json.dumps({"name": k.name, "shared": k.metadata.shared, "threads": warps * 64, "triton": triton.__version__}))


if __name__ == "__main__":
    main()
