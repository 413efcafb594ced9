"""Runs inside a Python with Triton (3.x): compiles the Triton kernel a Triton user writes for one
of the simple registry jobs (vector_add, tiled_copy, block_reduce) for one arch, dtype and block
size, writes the code object, and prints one JSON line: kernel name, LDS bytes, threads.

- add: c = a + b over the M x N matrix flattened (the tutorial's vector add), BLOCK elements a program;
- copy: b = a the same way;
- reduce: out[r] = sum or max of row r (f32), one program per row, the row read BLOCK columns at a
  time into an f32 block, reduced once at the end.

Arguments (bench/model/other_kernels.py launches them): add (a, b, c, n), copy (a, b, n) with
n = M * N; reduce (x, out, N), block_reduce's own order."""
import argparse
import json
import os

os.environ["TRITON_ALWAYS_COMPILE"] = "1"
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402


@triton.jit
def add(a, b, c, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(c + offs, tl.load(a + offs, mask=mask) + tl.load(b + offs, mask=mask), mask=mask)


@triton.jit
def copy(a, b, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(b + offs, tl.load(a + offs, mask=mask), mask=mask)


@triton.jit
def reduce(x, out, N, BLOCK: tl.constexpr, MAX: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    if MAX:
        acc = tl.full([BLOCK], -float("inf"), tl.float32)
    else:
        acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        if MAX:
            v = tl.load(x + row * N + cols, mask=cols < N, other=-float("inf")).to(tl.float32)
            acc = tl.maximum(acc, v)
        else:
            acc += tl.load(x + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
    if MAX:
        tl.store(out + row, tl.max(acc, axis=0))
    else:
        tl.store(out + row, tl.sum(acc, axis=0))


TYPES = {"f32": "*fp32", "f16": "*fp16", "bf16": "*bf16"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernel", required=True, choices=["add", "copy", "reduce"])
    ap.add_argument("--arch", required=True)
    ap.add_argument("--dtype", required=True, choices=sorted(TYPES))
    ap.add_argument("--block", type=int, required=True, help="elements a program (reduce: columns a step)")
    ap.add_argument("--warps", type=int, default=4)
    ap.add_argument("--op", default="sum", choices=["sum", "max"], help="reduce only")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    t = TYPES[a.dtype]
    constexprs = {"BLOCK": a.block}
    if a.kernel == "add":
        fn, sig, pointers = add, {"a": t, "b": t, "c": t, "n": "i32"}, 3
    elif a.kernel == "copy":
        fn, sig, pointers = copy, {"a": t, "b": t, "n": "i32"}, 2
    else:
        fn, sig, pointers = reduce, {"x": t, "out": "*fp32", "N": "i32"}, 2
        constexprs["MAX"] = a.op == "max"
        sig["MAX"] = "constexpr"
    sig["BLOCK"] = "constexpr"
    # What Triton's launcher specializes on at run time: 16-byte aligned pointers and a size that is
    # a multiple of 16 (the benchmark's 4096 x 4096).
    attrs = {(i,): [["tt.divisibility", 16]] for i in range(pointers + 1)}
    src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=constexprs, attrs=attrs)
    k = triton.compile(src, target=GPUTarget("hip", a.arch, 64), options={"num_warps": a.warps})
    with open(a.out, "wb") as f:
        f.write(k.asm["hsaco"])
    print(json.dumps({"name": k.name, "shared": k.metadata.shared, "threads": a.warps * 64, "triton": triton.__version__}))


if __name__ == "__main__":
    main()
