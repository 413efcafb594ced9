"""Checks mma-coord-partition.fly's output: the coordinate path equals the memory path for all 256
threads' 16 values, and the values vary (64 distinct rows or columns)."""
import struct
import sys

d = struct.unpack("<8192i", open(sys.argv[1], "rb").read())
bad = sum(1 for t in range(256) for v in range(16) if d[t * 32 + v] != d[t * 32 + 16 + v])
print(f"{sys.argv[2]}: {bad} mismatches, {len(set(d))} distinct values")
