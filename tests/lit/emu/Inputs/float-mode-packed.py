"""Input and check for float-mode-packed.test (stdlib only). `make IN`: 64 lanes x 8 dwords of
x, y (f16 pairs), A, B (f32 pairs), z (f16 pair), C (f32), random, exponents spread so that results round, cancel,
overflow and reach denormals. `check IN OUT`: each result of Inputs/float-mode-packed.s against
the exact value (fractions.Fraction) rounded by the IEEE 754 definition of the group's round mode,
denormal inputs replaced by signed zeros when FP_DENORM flushes inputs and denormal results when it
flushes outputs (f16 controls for 16-bit values, f32 controls for 32-bit ones; a v_fma_mix source
is flushed by the controls of its own type, the result by those of the result type)."""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import FMT, Tally, add, decode, encode, fma, mul, operand, rand_bits  # noqa: E402

GROUPS = [(r, 3) for r in range(4)] + [(0, d) for d in range(3)]  # (round mode, FP_DENORM)


def h(w, k):
    return w >> (16 * k) & 0xFFFF


if sys.argv[1] == "make":
    rnd = random.Random(1401)
    words = []
    for _ in range(64):
        pair = lambda: rand_bits(rnd, 16) | rand_bits(rnd, 16) << 16
        words += [pair(), pair()] + [rand_bits(rnd, 32) for _ in range(4)] + [pair(), rand_bits(rnd, 32)]
    open(sys.argv[2], "wb").write(struct.pack("<512I", *words))
    sys.exit(0)

data = struct.unpack("<512I", open(sys.argv[2], "rb").read())
out = struct.unpack("<8192I", open(sys.argv[3], "rb").read())
tally = Tally()
names = ["pk_add_f16", "pk_mul_f16", "pk_fma_f16", "pk_fmac_f16", "pk_add_f32.lo", "pk_add_f32.hi",
         "pk_mul_f32.lo", "pk_mul_f32.hi", "pk_fma_f32.lo", "pk_fma_f32.hi", "fma_mix_f32", "fma_mixlo_f16",
         "fma_mixhi_f16"]
for lane in range(64):
    x, y, a0, a1, b0, b1, z, c = data[8 * lane:8 * lane + 8]
    for g, (mode, dn) in enumerate(GROUPS):
        f16 = lambda bits: operand(bits, 16, dn)
        f32 = lambda bits: operand(bits, 32, dn)
        pk16 = lambda op, *ws: op(*(f16(h(w, 0)) for w in ws), 16, mode, dn) | op(*(f16(h(w, 1)) for w in ws), 16, mode, dn) << 16
        want = [pk16(add, x, y), pk16(mul, x, y), pk16(fma, x, y, z), pk16(fma, x, y, z),
                add(f32(a0), f32(b0), 32, mode, dn), add(f32(a1), f32(b1), 32, mode, dn),
                mul(f32(a0), f32(b0), 32, mode, dn), mul(f32(a1), f32(b1), 32, mode, dn),
                fma(f32(a0), f32(b0), f32(b1), 32, mode, dn), fma(f32(a1), f32(b1), f32(c), 32, mode, dn),
                fma(f16(h(x, 0)), f32(a0), f16(h(z, 1)), 32, mode, dn),
                (z & 0xFFFF0000) | fma(f32(a0), f32(a1), f32(c), 16, mode, dn),
                (z & 0xFFFF) | fma(f16(h(x, 1)), f16(h(y, 1)), f16(h(z, 0)), 16, mode, dn) << 16]
        for k, wv in enumerate(want):
            tally.check(out[128 * lane + 13 * g + k], wv, f"lane {lane} group {g} (round {mode}, denorm {dn}) {names[k]}")
sys.exit(tally.summary("packed float modes"))
