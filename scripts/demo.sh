#!/usr/bin/env bash
# Fly's main job, given a build folder: the registry's softmax kernel (written with the fly::fx
# C++ DSL) compiled for gfx942 with fly-llc (in-process LLVM + lld), then run by fly-run on the
# CPU emulator on random rows and checked element by element against the CPU reference.
set -euo pipefail
build="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
size="${FLY_DEMO_SIZE:-64,5001}"   # 5001 columns: not a multiple of the 4-wide vectors, more than one pass
arch=gfx942

echo "== 1. compile the registry kernel softmax for $arch"
"$build/bin/fly-llc" --kernel softmax --describe --mcpu="$arch"
"$build/bin/fly-llc" --kernel softmax --mcpu="$arch" -O3 -o "$work/softmax.hsaco" --report --time-passes 2>&1

echo "== 2. run it on the emulated $arch and check it against the CPU: rows x columns = $size"
"$build/bin/fly-run" softmax --size "$size" --device "emu:$arch"
