"""Checks fly-emu's outputs of tests/lit/ir/Inputs/math-clampf.fly against Python: each output
element is its input clamped to the bounds (f32 with the bounds given, f16 pairs to [-0.75, 1.5])."""
import struct
import sys

kind, xs, out = sys.argv[1], open(sys.argv[2], "rb").read(), open(sys.argv[3], "rb").read()
if kind == "f32":
    lo, hi = float(sys.argv[4]), float(sys.argv[5])
    x, y = struct.unpack("<64f", xs), struct.unpack("<64f", out)
else:
    lo, hi = -0.75, 1.5
    x, y = struct.unpack("<128e", xs), struct.unpack("<128e", out)
wrong = sum(1 for a, b in zip(x, y) if min(max(a, lo), hi) != b)
clamped = sum(1 for a in x if a < lo or a > hi)
print(f"clampf {kind}: {wrong} of {len(x)} wrong, {clamped} clamped")
