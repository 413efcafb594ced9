"""Exact IEEE 754 helpers for the emulator's lit tests (stdlib only): a binary float's value as a
Fraction, and the rounding of an exact rational to f32/f16/bf16 by each rounding direction's
definition (0 nearest even, 1 toward +Inf, 2 toward -Inf, 3 toward zero); add/mul/fma under a
round mode and an FP_DENORM value (bit 0 keeps denormal inputs, bit 1 denormal results)."""
import math
from fractions import Fraction

FMT = {64: (11, 52), 32: (8, 23), 16: (5, 10), "bf16": (8, 7)}  # exponent bits, mantissa bits


def width(fmt):
    e, m = FMT[fmt]
    return e + m + 1


def decode(bits, fmt):
    """(value, sign) of a finite encoding; None for Inf/NaN."""
    e, m = FMT[fmt]
    sign = -1 if bits >> (width(fmt) - 1) & 1 else 1
    exp, man = bits >> m & ((1 << e) - 1), bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if exp == (1 << e) - 1:
        return None
    if exp == 0:
        return sign * Fraction(man, 1 << m) * Fraction(2) ** (1 - bias), sign
    return sign * (1 + Fraction(man, 1 << m)) * Fraction(2) ** (exp - bias), sign


def encode(v, fmt, mode=0, zero_sign=1):
    """The encoding of the exact rational v rounded in direction `mode`; an exact zero takes the
    sign of zero_sign."""
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    signbit = 1 << (width(fmt) - 1)
    if v == 0:
        return signbit if zero_sign < 0 else 0
    neg = v < 0
    a = Fraction(-v if neg else v)
    exp = max(a.numerator.bit_length() - a.denominator.bit_length(), 1 - bias)  # within 1 of log2(a)
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


def value(bits, fmt):
    """The exact value of a finite encoding (Fraction)."""
    return decode(bits, fmt)[0]


def rand_bits(rnd, fmt):
    """Random finite bits of `fmt` with exponents spread over denormals, the smallest normals,
    around 1, the largest values and anywhere."""
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    exp = rnd.choice([0, 1, bias - 3, bias, bias + 2, (1 << e) - 3, (1 << e) - 2, rnd.randrange(1, (1 << e) - 1)])
    return rnd.randrange(2) << (e + m) | exp << m | rnd.randrange(1 << m)


class Tally:
    """Counts compared results; prints the first few mismatches and a one-line summary."""

    def __init__(self, show=10):
        self.checked = self.bad = 0
        self.show = show

    def check(self, got, want, what):
        self.checked += 1
        if got != want:
            self.bad += 1
            if self.bad <= self.show:
                print(f"{what}: got {got:#x} want {want:#x}")

    def summary(self, name):
        """Prints `NAME: all N results match` (or how many of N) and returns the exit status."""
        n = self.checked
        print(f"{name}: all {n} results match" if not self.bad else f"{name}: {n - self.bad} of {n} results match")
        return 1 if self.bad else 0


def min_normal(fmt):
    e, _ = FMT[fmt]
    return Fraction(2) ** (2 - (1 << (e - 1)))


def operand(bits, fmt, denorm):
    """(value, sign) with a denormal input flushed to a signed zero unless FP_DENORM keeps inputs."""
    v, s = decode(bits, fmt)
    if not denorm & 1 and v != 0 and abs(v) < min_normal(fmt):
        v = Fraction(0)
    return v, s


def rounded(v, sign_if_zero, fmt, mode, denorm):
    r = encode(v, fmt, mode, sign_if_zero)
    rv, rs = decode(r, fmt) if decode(r, fmt) else (None, 0)
    if rv is not None and not denorm & 2 and rv != 0 and abs(rv) < min_normal(fmt):
        r &= 1 << (FMT[fmt][0] + FMT[fmt][1])  # keep the sign
    return r


def zero_sum(s1, s2, v1, v2, mode):
    return s1 if v1 == 0 and v2 == 0 and s1 == s2 else (-1 if mode == 2 else 1)


def add(p, q, fmt, mode, denorm):
    (a, sa), (b, sb) = p, q
    return rounded(a + b, zero_sum(sa, sb, a, b, mode), fmt, mode, denorm)


def mul(p, q, fmt, mode, denorm):
    (a, sa), (b, sb) = p, q
    return rounded(a * b, sa * sb, fmt, mode, denorm)


def fma(p, q, r, fmt, mode, denorm):
    (a, sa), (b, sb), (c, sc) = p, q, r
    return rounded(a * b + c, zero_sum(sa * sb, sc, a * b, c, mode), fmt, mode, denorm)
