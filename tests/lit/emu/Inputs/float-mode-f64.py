"""Input and check for float-mode-f64.test (stdlib only). `make IN`: 64 lanes x 8 dwords of f64 a,
b, c and an i32 e, random with exponents spread (denormals, the smallest normals, around 1, the
largest values), some lanes cancelling (b = -a nudged, c = -a*b rounded), some scaling a into the
denormal range or past the largest value. `check IN OUT`: each result of Inputs/float-mode-f64.s
against the exact value (fractions.Fraction) rounded by the IEEE 754 definition of the group's round
mode, denormal inputs and results flushed to signed zeros as the group's FP_DENORM says."""
import os
import random
import struct
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import Tally, add, decode, encode, fma, mul, operand, rand_bits, rounded  # noqa: E402

GROUPS = [(r, 3) for r in range(4)] + [(0, d) for d in range(3)]  # (round mode, FP_DENORM)


def f64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


if sys.argv[1] == "make":
    rnd = random.Random(1464)
    words = []
    for lane in range(64):
        a, b, c = (rand_bits(rnd, 64) for _ in range(3))
        if lane % 5 == 1:  # a + b cancels
            b = (a ^ 1 << 63) + rnd.randrange(-3, 4) if a & 0x7FF0000000000000 else b
        if lane % 5 == 2:  # a * b + c cancels down to the product's rounding error
            c = f64(-(struct.unpack("<d", struct.pack("<Q", a))[0] * struct.unpack("<d", struct.pack("<Q", b))[0]))
            if (c >> 52 & 0x7FF) == 0x7FF:
                c = rand_bits(rnd, 64)
        ea = (a >> 52 & 0x7FF) - 1023
        e = rnd.choice([rnd.randrange(-1100, 1100), -ea - 1022 - rnd.randrange(0, 54), 1023 - ea + rnd.randrange(0, 2), 0])
        words += [a & 0xFFFFFFFF, a >> 32, b & 0xFFFFFFFF, b >> 32, c & 0xFFFFFFFF, c >> 32, e & 0xFFFFFFFF, 0]
    open(sys.argv[2], "wb").write(struct.pack("<512I", *words))
    sys.exit(0)

data = struct.unpack("<512I", open(sys.argv[2], "rb").read())
out = struct.unpack("<8192I", open(sys.argv[3], "rb").read())
tally = Tally()
differs = 0
for lane in range(64):
    d = data[lane * 8:lane * 8 + 8]
    a, b, c = (d[i] | d[i + 1] << 32 for i in (0, 2, 4))
    e = d[6] - (1 << 32) if d[6] >> 31 else d[6]
    seen = {}
    for g, (mode, denorm) in enumerate(GROUPS):
        p, q, r = (operand(x, 64, denorm) for x in (a, b, c))
        want = [add(p, q, 64, mode, denorm), mul(p, q, 64, mode, denorm), fma(p, q, r, 64, mode, denorm),
                fma(p, q, r, 64, mode, denorm), rounded(p[0] * Fraction(2) ** e, p[1], 64, mode, denorm)]
        base = lane * 128 + g * 10
        got = [out[base + 2 * i] | out[base + 2 * i + 1] << 32 for i in range(5)]
        for i, (op, gv, wv) in enumerate(zip(("add", "mul", "fma", "fmac", "ldexp"), got, want)):
            tally.check(gv, wv, f"lane {lane} {op} round {mode} denorm {denorm}")
            if g < 4:
                seen.setdefault(i, set()).add(wv)
    differs += sum(len(v) > 1 for v in seen.values())
print(f"f64 results that differ between round modes: {differs}")
sys.exit(tally.summary("f64 float modes"))
