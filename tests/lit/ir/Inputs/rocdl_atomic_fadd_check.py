"""Checks rocdl-atomic-fadd.fly: buf[L] and buf[64 + L] gain x[L] (f32), old[L] is the buf[L] read."""
import struct
import sys

f32 = lambda v: struct.unpack("<f", struct.pack("<f", v))[0]
buf0 = struct.unpack("<128f", open(sys.argv[1], "rb").read())
x = struct.unpack("<64f", open(sys.argv[2], "rb").read())
buf = struct.unpack("<128f", open(sys.argv[3], "rb").read())
old = struct.unpack("<64f", open(sys.argv[4], "rb").read())
want_buf = [f32(buf0[i] + x[i % 64]) for i in range(128)]
wrong = sum(1 for a, b in zip(buf, want_buf) if a != b) + sum(1 for a, b in zip(old, buf0[:64]) if a != b)
print(f"atomic fadd: {wrong} of 192 wrong")
