"""Checks regmem-slice.fly's output: per lane of 8 floats, out = 2*in[4..7], in[4..7]."""
import struct
import sys

x = struct.unpack("<512f", open(sys.argv[1], "rb").read())
y = struct.unpack("<512f", open(sys.argv[2], "rb").read())
wrong = 0
for lane in range(64):
    a = x[8 * lane:8 * lane + 8]
    want = [2 * v for v in a[4:]] + list(a[4:])
    got = y[8 * lane:8 * lane + 8]
    wrong += sum(1 for g, w in zip(got, want) if struct.pack("<f", g) != struct.pack("<f", w))
print(f"regmem slices: {wrong} of 512 wrong")
