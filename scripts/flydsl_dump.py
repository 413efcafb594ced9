#!/usr/bin/env python3
"""Regenerates tests/flydsl/dumps/: the IR FlyDSL's own tracer writes for its
examples and kernels, and FlyDSL's own code objects for them.

Needs what the test suite does not: FlyDSL's wheel and torch in a virtual
environment, and a FlyDSL source tree (its examples/ and kernels/ are not in
the wheel):

    python3 -m venv /work/venv-flydsl
    /work/venv-flydsl/bin/pip install flydsl==0.4.2 torch numpy
    /work/venv-flydsl/bin/python scripts/flydsl_dump.py --flydsl-src PATH/TO/FlyDSL

No GPU is needed: every job runs FlyDSL's `@flyc.jit` launcher once with CPU
torch tensors under FlyDSL's compile-only mode (COMPILE_ONLY=1, ARCH=gfxNNN,
FLYDSL_DUMP_IR=1), in a fresh process per job and arch. From the dump
directory it keeps

  <job>.<arch>.mlir          00_origin.mlir (the tracer's module, before any
                             FlyDSL pass) with locations left out and the host
                             launch function dropped: the gpu.module alone
  <job>.<arch>.flydsl.hsaco  the code object FlyDSL's own pipeline made
                             (gpu.binary of 20_gpu_module_to_binary.mlir)

FlyDSL's pipeline links with `ld.lld` from ROCm (`$ROCM_PATH/llvm/bin`) and
the device libraries (`$ROCM_PATH/amdgcn/bitcode`); when no ROCm is installed
the script points ROCM_PATH at a directory of links to ld.lld-22 (Debian's
lld-22) and Debian's rocm-device-libs.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ARCHS = ("gfx942", "gfx950")
GFX950_ONLY = set()  # jobs whose FlyDSL builder refuses gfx942

# Each job: the FlyDSL source file it needs, and the Python run inside the
# child process (FlyDSL's source tree on sys.path, `torch` imported, `arch`
# the target) that calls FlyDSL's launcher once.
JOBS = {
    "vector_add": (
        "examples/01-vectorAdd.py",
        """
mod = load("examples/01-vectorAdd.py")
n = 128
A, B, C = (torch.zeros(n) for _ in range(3))
tA = flyc.from_dlpack(A).mark_layout_dynamic(leading_dim=0, divisibility=4)
mod.vectorAdd(tA, B, C, n, n + 1)
""",
    ),
    "tiled_copy": (
        "examples/02-tiledCopy.py",
        """
mod = load("examples/02-tiledCopy.py")
M, N = 8 * 3, 24 * 5
mod.tiledCopy(torch.zeros(M, N), torch.zeros(M, N))
""",
    ),
    "tiled_mma": (
        "examples/03-tiledMma.py",
        """
mod = load("examples/03-tiledMma.py")
mod.tiledMma(torch.zeros(64, 8), torch.zeros(64, 8), torch.zeros(64, 64))
""",
    ),
}


def add_norm_jobs():
    for dt in ("f32", "bf16"):
        for n in (1000, 4096 if dt == "f32" else 2048):
            JOBS[f"softmax_{dt}_n{n}"] = (
                "kernels/norm/softmax_kernel.py",
                f"""
from kernels.norm.softmax_kernel import build_softmax_module
launch = build_softmax_module(0, {n}, "{dt}")
A = torch.zeros(4, {n}, dtype=DT["{dt}"]); C = torch.zeros(4, {n}, dtype=DT["{dt}"])
launch(A, C, 4)
""",
            )
    # rmsnorm: N <= 2048 takes its many-rows-per-block kernel, a larger N one row per block
    # (its 128-bit path needs a 16-bit type and N a multiple of 2048).
    for dt, n in (("f32", 1000), ("f32", 4099), ("bf16", 1000), ("bf16", 4096)):
        JOBS[f"rmsnorm_{dt}_n{n}"] = (
            "kernels/norm/rmsnorm_kernel.py",
            f"""
from kernels.norm.rmsnorm_kernel import build_rmsnorm_module
launch = build_rmsnorm_module({n}, "{dt}")
x = torch.zeros(4, {n}, dtype=DT["{dt}"]); g = torch.zeros({n}, dtype=DT["{dt}"])
launch(x, g, torch.zeros(4, {n}, dtype=DT["{dt}"]), 4)
""",
        )
    # layernorm: its 128-bit path needs a 16-bit type and N = 256 * 8 * 4 = 8192.
    for dt, n in (("f32", 1000), ("bf16", 1000), ("bf16", 8192)):
        JOBS[f"layernorm_{dt}_n{n}"] = (
            "kernels/norm/layernorm_kernel.py",
            f"""
from kernels.norm.layernorm_kernel import build_layernorm_module
launch = build_layernorm_module({n}, "{dt}")
x = torch.zeros(4, {n}, dtype=DT["{dt}"]); g = torch.zeros({n}, dtype=DT["{dt}"])
launch(x, g, g, torch.zeros(4, {n}, dtype=DT["{dt}"]), 4)
""",
        )


add_norm_jobs()


def add_gemm_jobs():
    # preshuffle GEMM, f16/bf16: C[M,N] = A[M,K] B[N,K]^T, B preshuffled in 16x16-byte
    # (N lane, K pack) blocks, M a run-time argument. Tile 16 x 64 x 128 (4 waves, one
    # 16x16 C block each), K = 256: two K tiles, its ping-pong LDS pipeline's tail path.
    for dt in ("bf16", "f16"):
        JOBS[f"preshuffle_gemm_{dt}_n128_k256"] = (
            "kernels/gemm/preshuffle_gemm.py",
            f"""
from kernels.gemm.preshuffle_gemm import compile_preshuffle_gemm
launch = compile_preshuffle_gemm(N=128, K=256, tile_m=16, tile_n=64, tile_k=128,
                                 in_dtype="{'fp16' if dt == 'f16' else dt}", out_dtype="{dt}")
M = 32
A = torch.zeros(M, 256, dtype=DT["{dt}"]); B = torch.zeros(128, 256, dtype=DT["{dt}"])
C = torch.zeros(M, 128, dtype=DT["{dt}"]); s = torch.zeros(1)
launch(C, A, B, s, s, C, M, 128, 0)
""",
        )


def add_attention_jobs():
    # flash_attn_generic (dense BSHD, f16/bf16): B=1, S=128, 4 query heads on 2 KV heads (GQA),
    # head dims 128 and 64, non-causal and causal. num_heads < 32, so FlyDSL builds its
    # BLOCK_M=128, 256-thread kernel (4 waves of 32 query rows); the registry's flash_attn_fwd
    # with atom=32 warps=4 has the same work-group shape.
    for dt, d, causal in (("f16", 128, 0), ("bf16", 64, 1), ("f16", 128, 1)):
        JOBS[f"flash_attn_{dt}_d{d}{'_causal' if causal else ''}"] = (
            "kernels/attention/flash_attn_generic.py",
            f"""
from kernels.attention.flash_attn_generic import build_flash_attn_func_module_primary
launch = build_flash_attn_func_module_primary(num_heads=4, head_dim={d}, causal={bool(causal)},
                                              dtype_str="{dt}", num_kv_heads=2)
B, S = 1, 128
Q = torch.zeros(B, S, 4, {d}, dtype=DT["{dt}"]); K = torch.zeros(B, S, 2, {d}, dtype=DT["{dt}"])
V = torch.zeros(B, S, 2, {d}, dtype=DT["{dt}"]); O = torch.zeros(B, S, 4, {d}, dtype=DT["{dt}"])
launch(Q, K, V, O, B, S)
""",
        )
    # flash_attn_gfx950 (gfx950's dual-wave kernel: ds_read_b64_tr_b16 V reads, LDS DMA K/V loads)
    # and flash_attn_fp8_gfx950 (the same with fp8 Q/K/V, per-tensor descales, bf16 O): dense BSHD,
    # B=1, 4 query heads on 2 KV heads, D=128, not causal (and causal, bf16), S=512 at trace time
    # (S at run time). gfx950 only (the builders refuse other archs).
    for name, dt, causal in (("flash_attn_gfx950_bf16_d128", "bf16", 0), ("flash_attn_gfx950_bf16_d128_causal", "bf16", 1),
                             ("flash_attn_fp8_d128", "fp8", 0)):
        src = "kernels/attention/flash_attn_fp8_gfx950.py" if dt == "fp8" else "kernels/attention/flash_attn_gfx950.py"
        build = ("from kernels.attention.flash_attn_fp8_gfx950 import build_flash_attn_dualwave_swp_fp8_module as build"
                 if dt == "fp8" else
                 "from kernels.attention.flash_attn_gfx950 import build_flash_attn_dualwave_swp_module as build")
        tensors = ("F8 = torch.float8_e4m3fn\n"
                   "Q = torch.zeros(B, S, 4, 128, dtype=F8); K = torch.zeros(B, S, 2, 128, dtype=F8)\n"
                   "V = torch.zeros(B, S, 2, 128, dtype=F8); O = torch.zeros(B, S, 4, 128, dtype=torch.bfloat16)\n"
                   "sc = torch.ones(1)\n"
                   "launch(Q, K, V, O, B, S, q_descale=sc, k_descale=sc, v_descale=sc)"
                   if dt == "fp8" else
                   "Q = torch.zeros(B, S, 4, 128, dtype=torch.bfloat16); K = torch.zeros(B, S, 2, 128, dtype=torch.bfloat16)\n"
                   "V = torch.zeros(B, S, 2, 128, dtype=torch.bfloat16); O = torch.zeros(B, S, 4, 128, dtype=torch.bfloat16)\n"
                   "launch(Q, K, V, O, B, S)")
        JOBS[name] = (src, f"""
{build}
launch = build(num_heads=4, head_dim=128, causal={bool(causal)}, dtype_str="{dt}", num_kv_heads=2)
B, S = 1, 512
{tensors}
""")
        GFX950_ONLY.add(name)
    # pa_decode_tile (paged-attention decode, fp8 KV cache, per-tensor scales, bf16 query): 4
    # sequences of 700 tokens, 8 query heads on 1 KV head, D = 128, block_size = 16, the plain
    # [blocks, KH, D, block_size] value layout, one partition (no reduce kernel). FlyDSL's launcher
    # asks torch.cuda for a stream, which compile-only mode on the CPU does not have: the job
    # replaces those two lookups.
    JOBS["pa_decode_tile_fp8_d128_g8"] = (
        "kernels/attention/pa_decode_tile.py",
        """
torch.cuda.current_stream = lambda *a, **k: None
import kernels.attention.pa_decode_fp8 as fp8mod
fp8mod._is_current_stream_capturing = lambda: False
from kernels.attention.pa_decode_tile import pa_decode_tile
S, QH, KH, D, BS = 4, 8, 1, 128, 16
MB = 700 // BS + 2
NB = S * MB + 3
import os
F8 = torch.float8_e4m3fnuz if os.environ["ARCH"] == "gfx942" else torch.float8_e4m3fn
q = torch.zeros(S, QH, D, dtype=torch.bfloat16); o = torch.zeros_like(q)
kc = torch.zeros(NB, KH, D // 16, BS, 16, dtype=F8); vc = torch.zeros(NB, KH, D, BS, dtype=F8)
bt = torch.zeros(S, MB, dtype=torch.int32); cl = torch.full((S,), 700, dtype=torch.int32)
pa_decode_tile(o, q, kc, vc, bt, cl, torch.ones(1), torch.ones(1), num_partitions=1)
""",
    )


add_gemm_jobs()
add_attention_jobs()

CHILD_PRELUDE = """
import importlib.util, sys, torch
sys.path.insert(0, {src!r})
import flydsl.compiler as flyc
DT = {{"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}}
def load(rel):
    spec = importlib.util.spec_from_file_location("flydsl_job", {src!r} + "/" + rel)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
"""

# The module printed without locations and without the host side (the launch
# function with gpu.launch_func): Fly compiles the gpu.module.
POSTPROCESS = """
import sys
from flydsl._mlir import ir
from flydsl._mlir._mlir_libs import _mlirRegisterEverything  # noqa: F401
with ir.Context():
    m = ir.Module.parse(open(sys.argv[1]).read())
    for op in list(m.body.operations):
        if op.operation.name != "gpu.module":
            op.operation.erase()
    sys.stdout.write(m.operation.get_asm(enable_debug_info=False))
"""


def unescape_mlir_string(text):
    """MLIR prints a string attribute's bytes as-is when printable, else as \\HH."""
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            nxt = text[i + 1]
            if nxt in "\\\"":
                out.append(ord(nxt))
                i += 2
                continue
            if nxt == "n":
                out.append(10)
                i += 2
                continue
            if nxt == "t":
                out.append(9)
                i += 2
                continue
            out.append(int(text[i + 1 : i + 3], 16))
            i += 3
        else:
            out.extend(c.encode("latin-1"))
            i += 1
    return bytes(out)


def extract_binary(mlir_text):
    m = re.search(r'bin = "((?:[^"\\]|\\.)*)"', mlir_text, re.S)
    return unescape_mlir_string(m.group(1)) if m else None


def run_job(python, src, name, arch, out_dir, rocm_dir):
    _, body = JOBS[name]
    with tempfile.TemporaryDirectory(prefix=f"flydsl-{name}-{arch}-") as tmp:
        env = dict(os.environ)
        env.update(
            COMPILE_ONLY="1",
            ARCH=arch,
            # What kernels that pick their instructions by arch ask (runtime.device.get_rocm_arch).
            FLYDSL_GPU_ARCH=arch,
            FLYDSL_DUMP_IR="1",
            FLYDSL_DUMP_DIR=tmp,
            FLYDSL_RUNTIME_ENABLE_CACHE="0",
            FLYDSL_RUNTIME_CACHE_DIR=tmp + "/cache",
        )
        if rocm_dir:
            env["ROCM_PATH"] = rocm_dir
        code = CHILD_PRELUDE.format(src=str(src)) + body
        r = subprocess.run([python, "-c", code], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            tail = "\n".join((r.stdout + r.stderr).strip().splitlines()[-25:])
            return f"FlyDSL failed:\n{tail}"
        origins = sorted(Path(tmp).glob("*/00_origin.mlir"))
        if len(origins) != 1:
            return f"expected one dump directory, found {[str(p.parent.name) for p in origins]}"
        stage_dir = origins[0].parent
        r = subprocess.run([python, "-c", POSTPROCESS, str(origins[0])], capture_output=True, text=True)
        if r.returncode != 0:
            return "re-printing failed:\n" + r.stderr
        header = f"// FlyDSL {flydsl_version(python)}: {name} for {arch}, the tracer's module (scripts/flydsl_dump.py)\n"
        (out_dir / f"{name}.{arch}.mlir").write_text(header + r.stdout)
        binaries = list(stage_dir.glob("*_gpu_module_to_binary.mlir"))
        if binaries:
            blob = extract_binary(binaries[0].read_text())
            if blob and blob[:4] == b"\x7fELF":
                (out_dir / f"{name}.{arch}.flydsl.hsaco").write_bytes(blob)
    return None


_VERSION = {}


def flydsl_version(python):
    if python not in _VERSION:
        r = subprocess.run([python, "-c", "import flydsl; print(flydsl.__version__)"], capture_output=True, text=True)
        _VERSION[python] = r.stdout.strip() or "unknown"
    return _VERSION[python]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--flydsl-src", type=Path, help="a FlyDSL source tree (its examples/, kernels/)")
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "tests/flydsl/dumps")
    ap.add_argument("--python", default=sys.executable, help="the venv's python with flydsl and torch")
    ap.add_argument("--arch", action="append", choices=ARCHS, help="default: gfx942 and gfx950")
    ap.add_argument("--only", action="append", help="job names (default: all)")
    ap.add_argument("--list", action="store_true", help="list the jobs and exit")
    args = ap.parse_args()
    if args.list:
        for name, (needs, _) in JOBS.items():
            print(f"{name:24} {needs}")
        return 0
    if not args.flydsl_src:
        ap.error("--flydsl-src is required")
    args.out.mkdir(parents=True, exist_ok=True)
    rocm_dir = None
    if not os.environ.get("ROCM_PATH") and not Path("/opt/rocm/llvm/bin/ld.lld").exists():
        lld = shutil.which("ld.lld-22") or shutil.which("ld.lld")
        if not lld:
            sys.exit("flydsl_dump.py: FlyDSL links with ld.lld; none on PATH and no ROCm")
        rocm_dir = tempfile.mkdtemp(prefix="flydsl-rocm-")
        (Path(rocm_dir) / "llvm/bin").mkdir(parents=True)
        os.symlink(lld, Path(rocm_dir) / "llvm/bin/ld.lld")
        # The device libraries (ocml, ockl: FlyDSL links them, fx.printf needs them): Debian's
        # rocm-device-libs package.
        for libs in Path("/usr/lib").glob("*/amdgcn"):
            os.symlink(libs, Path(rocm_dir) / "amdgcn")
            break
    failures = {}
    for name in args.only or JOBS:
        if name not in JOBS:
            sys.exit(f"flydsl_dump.py: no job {name!r} (--list)")
        for arch in args.arch or ARCHS:
            if name in GFX950_ONLY and arch != "gfx950":
                continue
            err = run_job(args.python, args.flydsl_src.resolve(), name, arch, args.out, rocm_dir)
            print(f"{name} {arch}: {'ok' if err is None else 'FAILED'}", flush=True)
            if err:
                failures[f"{name}.{arch}"] = err
                print(err, file=sys.stderr)
    if rocm_dir:
        shutil.rmtree(rocm_dir)
    if failures:
        (args.out / "failures.json").write_text(json.dumps(failures, indent=1) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
