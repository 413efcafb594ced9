#!/usr/bin/env bash
# Fly's main job, given a build folder: compile examples/vector_add.fly for gfx942 with fly-llc
# (in-process LLVM + lld), run the code object on the CPU emulator with fly-emu, and check every
# element against the CPU.
set -euo pipefail
build="$1"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
n="${FLY_DEMO_N:-100003}"   # not a multiple of the 1024 elements a block adds: a ragged tail
arch=gfx942

echo "== 1. compile examples/vector_add.fly for $arch"
"$build/bin/fly-llc" "$root/examples/vector_add.fly" --mcpu="$arch" -O3 -o "$work/vector_add.hsaco" --report --time-passes 2>&1

echo "== 2. random inputs: n = $n floats"
python3 - "$work" "$n" <<'PY'
import random, struct, sys
work, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(2026)
for name in ("a", "b"):
    values = [rng.uniform(-1000.0, 1000.0) for _ in range(n)]
    with open(f"{work}/{name}.bin", "wb") as f:
        f.write(struct.pack(f"<{n}f", *values))
PY

blocks=$(( (n + 1023) / 1024 ))
echo "== 3. run on fly-emu: grid $blocks x block 256"
"$build/bin/fly-emu" run "$work/vector_add.hsaco" --kernel vector_add --grid "$blocks" --block 256 \
  --arg in="$work/a.bin" --arg in="$work/b.bin" --arg out="$work/c.bin:$((n * 4))" --arg i32="$n" --stats

echo "== 4. check against the CPU"
python3 - "$work" "$n" <<'PY'
import struct, sys
work, n = sys.argv[1], int(sys.argv[2])
read = lambda name: struct.unpack(f"<{n}f", open(f"{work}/{name}.bin", "rb").read())
a, b, c = read("a"), read("b"), read("c")
# a + b of two floats is exact in double; packing it to f32 rounds it like the GPU's f32 add.
want = struct.unpack(f"<{n}f", struct.pack(f"<{n}f", *[x + y for x, y in zip(a, b)]))
bad = [i for i in range(n) if c[i] != want[i]]
for i in (0, 1, n // 2, n - 1):
    print(f"  c[{i}] = {c[i]:.6f}   a + b = {want[i]:.6f}")
if bad:
    print(f"FAIL: {len(bad)} of {n} elements differ (first at {bad[0]}: {c[bad[0]]} != {want[bad[0]]})")
    sys.exit(1)
print(f"OK: all {n} elements of vector_add on the emulated gfx942 match the CPU")
PY
