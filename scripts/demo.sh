#!/usr/bin/env bash
# Fly's main job, given a build folder: the registry's preshuffle GEMM (written with the fly::fx
# C++ DSL: B preshuffled on the host, A through XOR-swizzled LDS, MFMA) compiled for gfx942 with
# fly-llc (in-process LLVM + lld), then run by fly-run on the CPU emulator on random matrices and
# checked element by element against the CPU reference (fp32 accumulation); then the same for
# the softmax kernel.
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gemm="${FLY_DEMO_GEMM:-200,144,256}" # M x N x K: M ragged against the 64-row tile
size="${FLY_DEMO_SIZE:-64,5001}"     # 5001 columns: not a multiple of the 4-wide vectors, more than one pass
arch=gfx942

echo "== 1. compile the registry kernel preshuffle_gemm for $arch"
"$build/bin/fly-llc" --kernel preshuffle_gemm --describe --mcpu="$arch"
"$build/bin/fly-llc" --kernel preshuffle_gemm --mcpu="$arch" -O3 -o "$work/gemm.hsaco" --report --time-passes 2>&1

echo "== 2. run it on the emulated $arch and check it against the CPU: M,N,K = $gemm"
"$build/bin/fly-run" preshuffle_gemm --size "$gemm" --device "emu:$arch" --lds-stats

echo "== 3. the softmax kernel, compiled and checked the same way: rows x columns = $size"
"$build/bin/fly-llc" --kernel softmax --mcpu="$arch" -O3 -o "$work/softmax.hsaco" --report 2>&1
"$build/bin/fly-run" softmax --size "$size" --device "emu:$arch"
