"""Input and check for float-mode-random.test (stdlib only). `make IN`: 64 lanes x 8 dwords of
random f32 a, b, c (exponents spread so sums cancel, overflow, and reach denormals) and f16 x, y,
z. `check IN OUT`: every add/mul/fma result under every round mode against the exact value
(fractions.Fraction) rounded to f32/f16 by the IEEE 754 definition of that mode."""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import Tally, decode, encode, rand_bits  # noqa: E402 (the shared exact IEEE helpers)


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
tally = Tally()
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
                tally.check(g, w, f"lane {lane} f{width} {op} mode {mode}")
sys.exit(tally.summary("float modes"))
