"""Inputs and checks for mfma-scale-triton.test (plain Python: no numpy in lit's interpreter).
`make FMT_A FMT_B M N K DIR`: random finite OCP MX elements (e4m3, e5m2, or e2m1 packed two per byte
along K, the first in the low nibble) and random E8M0 scales (exponents 120..134, one per 32 K of a
row of A / column of B) in the layouts validate.py's `dot_scaled` kernel reads: DIR/a (M x K),
DIR/sa (M x K/32), DIR/b (K x N, i.e. B's N x K transposed), DIR/sb (N x K/32);
`check FMT_A FMT_B M N K DIR C`: C (M x N f32) is (A * 2^(sa-127)) @ (B * 2^(sb-127)) within
2^-20 of the sum of the terms' magnitudes (one rounding of the exact sum; math.fsum is exact).
A scale applied to the wrong K elements changes nearly every result by far more."""
import math
import os
import random
import struct
import sys

BITS = {"e4m3": (4, 3), "e5m2": (5, 2), "e2m1": (2, 1)}
TOP = {"e4m3": 0x7E, "e5m2": 0x7B, "e2m1": 0x7}  # largest finite magnitude pattern


def value(fmt, bits):
    e_bits, m_bits = BITS[fmt]
    bias = (1 << (e_bits - 1)) - 1
    sign = -1.0 if bits >> (e_bits + m_bits) & 1 else 1.0
    e, m = bits >> m_bits & ((1 << e_bits) - 1), bits & ((1 << m_bits) - 1)
    if e == 0:
        return sign * m / (1 << m_bits) * 2.0 ** (1 - bias)
    return sign * (1 + m / (1 << m_bits)) * 2.0 ** (e - bias)


def width(fmt):
    return 4 if fmt == "e2m1" else 8


def elements(rng, fmt, rows, k):
    w = width(fmt)
    return [[rng.randint(0, TOP[fmt]) | rng.randint(0, 1) << (w - 1) for _ in range(k)] for _ in range(rows)]


def pack(fmt, row):  # one row along K as bytes
    if width(fmt) == 8:
        return bytes(row)
    return bytes(row[i] | row[i + 1] << 4 for i in range(0, len(row), 2))


def unpack(fmt, data, rows, k):
    if width(fmt) == 8:
        return [list(data[r * k:(r + 1) * k]) for r in range(rows)]
    per = k // 2
    out = []
    for r in range(rows):
        row = []
        for byte in data[r * per:(r + 1) * per]:
            row += [byte & 0xF, byte >> 4]
        out.append(row)
    return out


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def main():
    cmd, fa, fb = sys.argv[1:4]
    m, n, k = (int(x) for x in sys.argv[4:7])
    d = sys.argv[7]
    kb = k // 32
    if cmd == "make":
        os.makedirs(d, exist_ok=True)
        rng = random.Random(f"{fa}{fb}{m}{n}{k}")
        a, b = elements(rng, fa, m, k), elements(rng, fb, n, k)
        write(os.path.join(d, "a"), b"".join(pack(fa, row) for row in a))
        bt = [pack(fb, row) for row in b]  # N rows of K (packed) bytes, stored transposed (K x N)
        write(os.path.join(d, "b"), bytes(bt[j][i] for i in range(len(bt[0])) for j in range(n)))
        for name, rows in (("sa", m), ("sb", n)):
            write(os.path.join(d, name), bytes(rng.randint(120, 134) for _ in range(rows * kb)))
        return 0
    a = unpack(fa, read(os.path.join(d, "a")), m, k)
    braw = read(os.path.join(d, "b"))
    kbytes = k * width(fb) // 8
    b = unpack(fb, bytes(braw[i * n + j] for j in range(n) for i in range(kbytes)), n, k)
    sa, sb = read(os.path.join(d, "sa")), read(os.path.join(d, "sb"))
    c = struct.unpack(f"<{m * n}f", read(sys.argv[8]))
    bad = 0
    for i in range(m):
        arow = [value(fa, a[i][x]) * 2.0 ** (sa[i * kb + x // 32] - 127) for x in range(k)]
        for j in range(n):
            terms = [arow[x] * value(fb, b[j][x]) * 2.0 ** (sb[j * kb + x // 32] - 127) for x in range(k)]
            want = math.fsum(terms)
            if abs(c[i * n + j] - want) > 2.0 ** -20 * math.fsum(abs(t) for t in terms) + 1e-30:
                if not bad:
                    print(f"first difference: C[{i}][{j}] = {c[i * n + j]}, expected {want}")
                bad += 1
    print(f"mx dot_scaled {fa} x {fb}: " + (f"all {m * n} elements match" if not bad else
                                             f"{bad} of {m * n} elements differ"))
    return 1 if bad else 0


sys.exit(main())
