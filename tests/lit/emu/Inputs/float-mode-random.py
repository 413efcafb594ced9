"""Input and check for float-mode-random.test (stdlib only). `make IN`: 64 lanes x 8 dwords of
random f32 a, b, c (exponents spread so sums cancel, overflow, and reach denormals) and f16 x, y,
z. `check IN OUT`: every add/mul/fma result under every round mode against the exact value
(fractions.Fraction) rounded to f32/f16 by the IEEE 754 definition of that mode."""
import math
import random
import struct
import sys
from fractions import Fraction

FMT = {32: (8, 23), 16: (5, 10)}  # exponent bits, mantissa bits


def decode(bits, width):
    e, m = FMT[width]
    sign = -1 if bits >> (width - 1) & 1 else 1
    exp, man = bits >> m & ((1 << e) - 1), bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if exp == (1 << e) - 1:
        return None  # not generated
    if exp == 0:
        return sign * Fraction(man, 1 << m) * Fraction(2) ** (1 - bias), sign
    return sign * (1 + Fraction(man, 1 << m)) * Fraction(2) ** (exp - bias), sign


def encode(v, width, mode, zero_sign):
    """The IEEE rounding of the exact rational v; mode 0 nearest even, 1 up, 2 down, 3 toward zero."""
    e, m = FMT[width]
    bias = (1 << (e - 1)) - 1
    signbit = 1 << (width - 1)
    if v == 0:
        return signbit if zero_sign < 0 else 0
    neg = v < 0
    a = -v if neg else v
    exp = max(math.floor(math.log2(a)), 1 - bias)
    while Fraction(2) ** exp > a and exp > 1 - bias:
        exp -= 1
    while Fraction(2) ** (exp + 1) <= a:
        exp += 1
    q = Fraction(2) ** (exp - m)
    steps = a / q
    lo = math.floor(steps)
    frac = steps - lo
    away = {0: frac > Fraction(1, 2) or (frac == Fraction(1, 2) and lo % 2 == 1),
            1: frac > 0 and not neg, 2: frac > 0 and neg, 3: False}[mode]
    n = lo + (1 if away else 0)
    r = n * q
    maxv = (2 - Fraction(1, 1 << m)) * Fraction(2) ** ((1 << e) - 2 - bias)
    sign = signbit if neg else 0
    if r > maxv:
        to_max = mode == 3 or (mode == 1 and neg) or (mode == 2 and not neg)
        return sign | ((((1 << e) - 2) << m) | ((1 << m) - 1) if to_max else ((1 << e) - 1) << m)
    if r < Fraction(2) ** (1 - bias):
        return sign | int(r / Fraction(2) ** (1 - bias - m))
    ex = exp if r < Fraction(2) ** (exp + 1) else exp + 1
    return sign | (ex + bias) << m | int(r / Fraction(2) ** (ex - m)) - (1 << m)


def rand_bits(rnd, width):
    e, m = FMT[width]
    bias = (1 << (e - 1)) - 1
    exp = rnd.choice([0, 1, bias - 3, bias, bias + 2, (1 << e) - 3, (1 << e) - 2, rnd.randrange(1, (1 << e) - 1)])
    return rnd.randrange(2) << (width - 1) | exp << m | rnd.randrange(1 << m)


if sys.argv[1] == "make":
    rnd = random.Random(14)
    words = []
    for lane in range(64):
        a, b = rand_bits(rnd, 32), rand_bits(rnd, 32)
        c = rand_bits(rnd, 32) if lane % 3 else (a ^ 0x80000000) if lane % 2 else rand_bits(rnd, 32)
        x, y, z = (rand_bits(rnd, 16) for _ in range(3))
        words += [a, b, c, x, y, z, 0, 0]
    open(sys.argv[2], "wb").write(struct.pack(f"<{len(words)}I", *words))
    sys.exit(0)

data = struct.unpack("<512I", open(sys.argv[2], "rb").read())
out = struct.unpack("<2048I", open(sys.argv[3], "rb").read())
bad = checked = 0
for lane in range(64):
    a, b, c, x, y, z = data[lane * 8:lane * 8 + 6]
    for width, (p, q, r) in ((32, (a, b, c)), (16, (x, y, z))):
        (vp, sp), (vq, sq), (vr, sr) = decode(p, width), decode(q, width), decode(r, width)
        prod_sign = sp * sq
        for mode in range(4):
            def zsum(s1, s2, v1, v2):  # sign of an exact zero sum
                return s1 if v1 == 0 and v2 == 0 and s1 == s2 else (-1 if mode == 2 else 1)
            want = [encode(vp + vq, width, mode, zsum(sp, sq, vp, vq)),
                    encode(vp * vq, width, mode, prod_sign),
                    encode(vp * vq + vr, width, mode, zsum(prod_sign, sr, vp * vq, vr))]
            base = lane * 32 + mode * 6 + (0 if width == 32 else 3)
            got = [out[base + i] & ((1 << width) - 1) for i in range(3)]
            for op, g, w in zip(("add", "mul", "fma"), got, want):
                checked += 1
                if g != w:
                    bad += 1
                    if bad <= 10:
                        print(f"lane {lane} f{width} {op} mode {mode}: got {g:#x} want {w:#x}")
print(f"float modes: {checked - bad} of {checked} results match" if bad else f"float modes: all {checked} results match")
sys.exit(1 if bad else 0)
