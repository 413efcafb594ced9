"""Input and check for packed-ops.test (stdlib only). `make IN`: 64 lanes x 8 dwords: a, b
(random bits), c (an f32), old (two f16), a and b as f16 pairs, a and b as bf16 pairs (exponents
in [-4, 4]). `check ARCH IN OUT`: out[32L + k] against the ISA's definitions of the k-th
instruction of Inputs/packed-ops-ARCH.s. Integer ops: exact, `clamp` saturates, else the 16/32-bit
result wraps; RDNA3/RDNA4 ignore `clamp` on float dots, RDNA4 also on v_dot4_i32_iu8. Float dots: tmp = C; tmp += A[k] * B[k] rounded to f32 after each step (the
products are exact), a 16-bit result rounded once from that f32 to nearest even."""
import math
import os
import random
import struct
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import Tally, encode, value  # noqa: E402

M32 = 0xFFFFFFFF


def s16(x):
    x &= 0xFFFF
    return x - 0x10000 if x & 0x8000 else x


def s8(x):
    x &= 0xFF
    return x - 0x100 if x & 0x80 else x


def half(w, k):
    return w >> (16 * k) & 0xFFFF


def sat(v, lo, hi, clamp):
    return max(lo, min(hi, v)) if clamp else v


def pk(lo, hi):
    return (lo & 0xFFFF) | (hi & 0xFFFF) << 16


def sel(w, opsel, opsel_hi, i):
    """The low and high 16-bit operand of source i under op_sel/op_sel_hi (lists)."""
    return half(w, opsel[i]), half(w, opsel_hi[i])


def pk_mad(a, b, c, signed, clamp, opsel=(0, 0, 0), opsel_hi=(1, 1, 1)):
    out = []
    for h in range(2):
        x, y, z = (sel(w, opsel, opsel_hi, i)[h] for i, w in enumerate((a, b, c)))
        if signed:
            x, y, z = s16(x), s16(y), s16(z)
        r = x * y + z
        out.append(sat(r, -32768 if signed else 0, 32767 if signed else 65535, clamp))
    return pk(*out)


def pk_add_minmax(a, b, c, signed, is_max, clamp, opsel, opsel_hi):
    out = []
    for h in range(2):
        x, y, z = (sel(w, opsel, opsel_hi, i)[h] for i, w in enumerate((a, b, c)))
        if signed:
            x, y, z = s16(x), s16(y), s16(z)
        s = x + y
        s = sat(s, -32768 if signed else 0, 32767 if signed else 65535, True) if clamp else (s16(s) if signed else s & 0xFFFF)
        out.append(max(s, z) if is_max else min(s, z))
    return pk(*out)


def dot2_i16(a, b, acc, clamp):
    s = s16(a) * s16(b) + s16(a >> 16) * s16(b >> 16) + (acc - (1 << 32) if acc >> 31 else acc)
    return sat(s, -(1 << 31), (1 << 31) - 1, clamp) & M32


def f32v(bits):
    return value(bits, 32)


def round32(v, zero_sign=1):
    return encode(v, 32, 0, zero_sign)


def fdot(acc, products):
    """f32 bits of tmp = acc; tmp += p for each exact product, rounded to f32 each step."""
    t = acc
    for p in products:
        t = f32v(round32(t + p))
    return t


def halves(w, fmt, neg=(0, 0), absolute=False):
    vals = []
    for k in range(2):
        v = value(half(w, k), fmt)
        if absolute:
            v = abs(v)
        vals.append(-v if neg[k] else v)
    return vals


def dot2(a, b, fa, fb):
    return [x * y for x, y in zip(a, b)]


def clamp01(v):
    return min(max(v, Fraction(0)), Fraction(1))


F8 = {"fp8": (4, 3, 7), "bf8": (5, 2, 15)}


def f8(byte, kind):
    """OCP E4M3FN / E5M2 value (Fraction), or None for NaN/Inf."""
    e_bits, m_bits, bias = F8[kind]
    e, m = byte >> m_bits & ((1 << e_bits) - 1), byte & ((1 << m_bits) - 1)
    if kind == "fp8" and e == 15 and m == 7 or kind == "bf8" and e == 31:
        return None
    v = (Fraction(m, 1 << m_bits) * Fraction(2) ** (1 - bias) if e == 0
         else (1 + Fraction(m, 1 << m_bits)) * Fraction(2) ** (e - bias))
    return -v if byte >> 7 else v


def dpp_row_shr1(lane):
    return lane - 1 if lane % 16 else None


def expected(arch, L, lane):
    """The results of lane `lane` (None: not checked)."""
    a, b, cf, old, ah, bh, abf, bbf = L[lane]
    c = f32v(cf)
    if arch == "gfx942":
        src = dpp_row_shr1(lane)
        return [dot2_i16(a, b, old, False), dot2_i16(b, cf, a, True),
                old if src is None else dot2_i16(L[src][0], b, old, False),
                pk_mad(a, b, cf, True, False), pk_mad(a, b, cf, True, True),
                pk_mad(a, b, cf, True, False, (1, 0, 1), (0, 1, 0)), pk_mad(a, b, cf, False, True),
                pk_mad(a, M32, cf, True, False)]
    if arch == "gfx950":
        bf = lambda x, y, **m: dot2(halves(x, "bf16", m.get("na", (0, 0)), m.get("aa", False)), halves(y, "bf16", (0, 0), m.get("ab", False)), 0, 0)
        partner = L[lane ^ 1][6]
        return [round32(fdot(c, bf(abf, bbf))), round32(fdot(c, bf(abf, bbf, na=(1, 1), ab=True))),
                round32(clamp01(fdot(c, bf(abf, bbf)))), round32(fdot(c, bf(partner, bbf))),
                round32(fdot(c, dot2(halves(ah, 16, (1, 1)), halves(bh, 16), 0, 0))), dot2_i16(a, b, old, False),
                pk_mad(a, b, cf, True, False, (0, 0, 0), (1, 1, 0)),
                round32(clamp01(fdot(c, dot2(halves(ah, 16), halves(bh, 16), 0, 0))))]
    if arch == "gfx1201":
        f16c_hi = value(half(old, 1), 16)
        r2 = encode(fdot(f16c_hi, dot2(halves(ah, 16), halves(bh, 16), 0, 0)), 16)
        bf_c = value(half(old, 1), "bf16")
        r3 = encode(fdot(bf_c, dot2(halves(abf, "bf16"), halves(bbf, "bf16", (1, 1)), 0, 0)), "bf16")
        prods = []
        for k in range(4):
            x, y = f8(a >> 8 * k & 0xFF, "bf8"), f8(b >> 8 * k & 0xFF, "fp8")
            prods.append(None if x is None or y is None else x * y)
        d4 = None if None in prods else round32(fdot(-abs(c), prods))
        return [pk_mad(a, b, cf, True, True), pk_mad(a, b, cf, True, False, (0, 1, 1), (1, 0, 1)),
                (old & 0xFFFF) | r2 << 16, ("lo16", r3), round32(fdot(c, dot2(halves(abf, "bf16"), halves(bbf, "bf16"), 0, 0))), a, d4,
                round32(fdot(-c, dot2(halves(ah, 16, (1, 0)), halves(bh, 16, (0, 1)), 0, 0))),
                round32(fdot(c, dot2(halves(ah, 16), halves(bh, 16), 0, 0))),  # clamp ignored
                (0x7FFFFFF0 + sum(s8(b >> 8 * k) ** 2 for k in range(4))) & M32]  # clamp ignored: wraps
    if arch == "gfx1100":
        src = dpp_row_shr1(lane)
        r3 = encode(fdot(value(half(old, 1), 16), dot2(halves(ah, 16), halves(bh, 16), 0, 0)), 16)
        return [pk_mad(a, b, cf, True, True), round32(fdot(c, dot2(halves(ah, 16), halves(bh, 16), 0, 0))),
                cf if src is None else round32(fdot(c, dot2(halves(L[src][4], 16), halves(bh, 16), 0, 0))),
                (old & 0xFFFF) | r3 << 16, round32(fdot(c, dot2(halves(ah, 16), halves(bh, 16), 0, 0))), 0, 0, 0]
    # gfx1250
    return [pk_add_minmax(a, b, cf, True, True, False, (1, 0, 0), (0, 1, 1)),
            pk_add_minmax(a, b, cf, False, False, True, (0, 1, 1), (1, 1, 1)),
            pk_mad(a, b, cf, True, True), pk_add_minmax(a, b, cf, True, False, True, (0, 0, 0), (1, 1, 1)), 0, 0, 0, 0]


def rand_pair(rnd, fmt):
    mant, bias = (10, 15) if fmt == 16 else (7, 127)
    return pk(*(rnd.randrange(2) << 15 | (bias + rnd.randint(-4, 4)) << mant | rnd.getrandbits(mant) for _ in range(2)))


if sys.argv[1] == "make":
    rnd = random.Random(2214)
    words = []
    for lane in range(64):
        a, b = rnd.getrandbits(32), rnd.getrandbits(32)
        if lane % 8 == 0:  # the extremes: most negative halves, all ones
            a, b = 0x80008000, 0x80008000 if lane % 16 else M32
        cf = struct.unpack("<I", struct.pack("<f", rnd.uniform(-40, 40)))[0]
        words += [a, b, cf, rand_pair(rnd, 16), rand_pair(rnd, 16), rand_pair(rnd, 16), rand_pair(rnd, "bf16"), rand_pair(rnd, "bf16")]
    open(sys.argv[2], "wb").write(struct.pack("<512I", *words))
    sys.exit(0)

arch = sys.argv[2]
w = struct.unpack("<512I", open(sys.argv[3], "rb").read())
L = [w[8 * l:8 * l + 8] for l in range(64)]
out = struct.unpack("<2048I", open(sys.argv[4], "rb").read()[:8192])
lanes = 64 if arch in ("gfx942", "gfx950") else 32
tally = Tally()
for lane in range(lanes):
    for k, want in enumerate(expected(arch, L, lane)):
        got = out[32 * lane + k]
        if want is None:
            continue
        if isinstance(want, tuple):  # a 16-bit result in the low half (the high half not checked)
            got, want = got & 0xFFFF, want[1]
        tally.check(got, want & M32, f"{arch} lane {lane} result {k}")
sys.exit(tally.summary(f"{arch} packed ops"))
