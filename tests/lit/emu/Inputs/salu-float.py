"""Input and check for salu-float.test: gfx1250 scalar f32/f16 ops against Python's IEEE floats
(struct's binary16, math)."""
import math
import struct
import sys

CASES = [(2.75, -1.3, 1.5, -2.25), (-0.0, 0.0, 0.0999755859375, 65504.0), (5.5, 2.5, -3.0, 0.5)]


def bits_f(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def bits_h(x):
    try:
        return struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return 0x7c00 if x > 0 else 0xfc00


def h(b):
    return struct.unpack("<e", struct.pack("<H", b & 0xffff))[0]


def rtz_h(x):
    b = bits_h(x)
    if abs(h(b)) > abs(x) and not math.isinf(x):
        b -= 1
    return b


case = CASES[int(sys.argv[2])]
if sys.argv[1] == "make":
    a, b, c, d = case
    open(sys.argv[3], "wb").write(struct.pack("<ffHHHH", a, b, bits_h(c), 0x1234, bits_h(d), bits_h(7.0)))
    sys.exit(0)
raw = open(sys.argv[3], "rb").read()
a, b = struct.unpack("<ff", raw[:8])
c, d = h(struct.unpack("<I", raw[8:12])[0]), h(struct.unpack("<I", raw[12:16])[0])
hi_d = h(struct.unpack("<I", raw[12:16])[0] >> 16)
out = struct.unpack("<17I", open(sys.argv[4], "rb").read()[:68])
want = [bits_f(max(a, b) if a != b else (b if math.copysign(1, a) < 0 else a)),
        bits_f(min(a, b) if a != b else (a if math.copysign(1, a) < 0 else b)),
        bits_f(a if a == 0 else float(math.floor(a))), bits_f(b if b == 0 else math.copysign(float(round(b)), b)), bits_f(f(bits_f(a * 3.0 + b))),
        bits_f(c), bits_f(hi_d), bits_h(a), rtz_h(a) | rtz_h(b) << 16,
        bits_h(c + d), bits_h(c * d), bits_h(d * d + c), bits_h(max(c, d)), bits_h(math.trunc(d)),
        int(c < d), int(not (a < b)), bits_f(f(bits_f(a * a + b)))]
bad = [(i, hex(g), hex(w)) for i, (g, w) in enumerate(zip(out, want)) if g != w]
print("salu float: all match" if not bad else f"salu float: differ {bad}")
sys.exit(1 if bad else 0)
