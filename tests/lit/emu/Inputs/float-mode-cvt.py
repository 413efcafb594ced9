"""Input and check for float-mode-cvt.test (stdlib only). `make IN`: 64 lanes x 8 dwords of i32 i,
u32 u (magnitudes above 2^24, at ties, small) and f64 d (exponents spread over f64 denormals, f32
denormals, f32 overflow; lanes 0 and 1 hold +-Inf). `check IN OUT`: each conversion under each
group's MODE against the exact value (fractions.Fraction) rounded to f32 by the IEEE 754 definition
of the round mode, f64 denormal inputs and f32 denormal results flushed as FP_DENORM says."""
import os
import random
import struct
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import operand, rounded  # noqa: E402 (the shared exact IEEE helpers)
from ieee import Tally  # noqa: E402

GROUPS = [(r, 3) for r in range(4)] + [(0, d) for d in range(3)]  # (round mode, FP_DENORM)
INF = {0x7FF0000000000000: 0x7F800000, 0xFFF0000000000000: 0xFF800000}


def big(rnd):
    kind = rnd.randrange(4)
    if kind == 0:
        return rnd.randrange(1 << 32)
    if kind == 1:  # a tie or near-tie between f32 neighbours
        sh = rnd.randrange(1, 8)
        return ((rnd.randrange(1 << 24, 1 << 25) << 1 | 1) << (sh - 1)) + rnd.randrange(-1, 2) & 0xFFFFFFFF
    return rnd.randrange(1 << rnd.randrange(1, 32))


if sys.argv[1] == "make":
    rnd = random.Random(1414)
    words = []
    for lane in range(64):
        i, u = big(rnd) ^ (rnd.randrange(2) << 31), big(rnd)
        e = rnd.choice([0, 1, 1023 - 149 + rnd.randrange(-3, 3), 1023 - 126, 1023, 1023 + 127, 1023 + 128,
                        rnd.randrange(1, 2047)])
        d = rnd.randrange(2) << 63 | e << 52 | rnd.randrange(1 << 52)
        if lane < 2:
            d = (0x7FF0000000000000, 0xFFF0000000000000)[lane]
        words += [i, u, d & 0xFFFFFFFF, d >> 32, 0, 0, 0, 0]
    open(sys.argv[2], "wb").write(struct.pack("<512I", *words))
    sys.exit(0)

data = struct.unpack("<512I", open(sys.argv[2], "rb").read())
out = struct.unpack("<2048I", open(sys.argv[3], "rb").read())
tally = Tally()
for lane in range(64):
    i, u, dlo, dhi = data[lane * 8:lane * 8 + 4]
    d = dlo | dhi << 32
    for g, (mode, denorm) in enumerate(GROUPS):
        si = i - (1 << 32) if i >> 31 else i
        want = [rounded(Fraction(si), 1, 32, mode, denorm), rounded(Fraction(u), 1, 32, mode, denorm)]
        if d in INF:
            want.append(INF[d])
        else:
            v, s = operand(d, 64, denorm)
            want.append(rounded(v, s, 32, mode, denorm))
        got = out[lane * 32 + g * 3:lane * 32 + g * 3 + 3]
        for op, gv, wv in zip(("cvt_f32_i32", "cvt_f32_u32", "cvt_f32_f64"), got, want):
            tally.check(gv, wv, f"lane {lane} {op} round {mode} denorm {denorm}")
sys.exit(tally.summary("f32 conversion modes"))
