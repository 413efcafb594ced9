"""Input and check for cvt-pk8.test (gfx1250 v_cvt_scalef32_pk8_* and v_cvt_scale_pk8_f32_fp8).
The reference encodes by searching every finite value of the OCP format (E4M3FN, E5M2, E2M1) for
the nearest, ties to the even pattern; beyond the largest value: NaN (E4M3FN 0x7f), Inf (E5M2), the
largest value (E2M1, which has neither)."""
import math
import random
import struct
import sys

FORMATS = {"e4m3": (4, 3, 7), "e5m2": (5, 2, 15), "e2m1": (2, 1, 1)}


def value(fmt, bits):
    e_bits, m_bits, bias = FORMATS[fmt]
    sign = -1.0 if bits >> (e_bits + m_bits) & 1 else 1.0
    e, m = bits >> m_bits & ((1 << e_bits) - 1), bits & ((1 << m_bits) - 1)
    if fmt == "e4m3" and e == 15 and m == 7:
        return math.nan
    if fmt == "e5m2" and e == 31:
        return math.nan if m else sign * math.inf
    if e == 0:
        return sign * m / (1 << m_bits) * 2.0 ** (1 - bias)
    return sign * (1 + m / (1 << m_bits)) * 2.0 ** (e - bias)


def encode(fmt, x):
    width = sum(FORMATS[fmt][:2]) + 1
    finite = [(value(fmt, b), b) for b in range(1 << width) if math.isfinite(value(fmt, b))]
    biggest = max(v for v, _ in finite)
    if abs(x) > biggest:
        # round to nearest: beyond halfway past the largest step the result overflows
        step = biggest - max(v for v, _ in finite if v < biggest)
        if abs(x) >= biggest + step / 2:
            if fmt == "e4m3":
                return 0x7f | (0x80 if x < 0 else 0)
            if fmt == "e5m2":
                return 0x7c | (0x80 if x < 0 else 0)
    best = min(finite, key=lambda vb: (abs(vb[0] - x), vb[1] & 1, vb[0] != x or math.copysign(1, vb[0]) != math.copysign(1, x)))
    return best[1]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


if sys.argv[1] == "make":
    rnd = random.Random(5)
    vals = [rnd.choice([-1, 1]) * rnd.uniform(0.001, 300) for _ in range(256)]
    vals[:4] = [0.0, -0.0, 1000.0, -5.0]  # zero, overflow for fp8 after the scale, a fp4 value
    scales = [rnd.choice([0.25, 1.0, 3.0, 4.0, 16.0]) for _ in range(32)]
    open(sys.argv[2], "wb").write(struct.pack("<256f", *vals) + struct.pack("<32f", *scales))
    sys.exit(0)

raw = open(sys.argv[2], "rb").read()
vals = struct.unpack("<256f", raw[:1024])
scales = struct.unpack("<32f", raw[1024:])
out = open(sys.argv[3], "rb").read()
bad = 0
for lane in range(32):
    exp2 = 2.0 ** (math.frexp(scales[lane])[1] - 1)  # the scale's exponent part
    xs = [v / exp2 for v in vals[8 * lane:8 * lane + 8]]
    fp8 = bytes(encode("e4m3", x) for x in xs)
    bf8 = bytes(encode("e5m2", x) for x in xs)
    nib = [encode("e2m1", x) for x in xs]
    fp4 = struct.pack("<I", sum(n << (4 * i) for i, n in enumerate(nib)))
    back = struct.pack("<8f", *[f32(value("e4m3", b)) for b in fp8])
    got = out[32 * lane:32 * lane + 20], out[1024 + 32 * lane:1024 + 32 * lane + 32]
    want = fp8 + bf8 + fp4, back
    for g, w in zip(got, want):
        if g != w and not (len(g) == 32 and all(
                struct.unpack("<f", g[i:i + 4])[0] == struct.unpack("<f", w[i:i + 4])[0] or
                (math.isnan(struct.unpack("<f", g[i:i + 4])[0]) and math.isnan(struct.unpack("<f", w[i:i + 4])[0]))
                for i in range(0, 32, 4))):
            bad += 1
            print(f"lane {lane}: got {g.hex()} want {w.hex()}")
print("cvt pk8: all lanes match" if not bad else f"cvt pk8: {bad} results differ")
sys.exit(1 if bad else 0)
