"""Inputs and expected results of mix-inline-const-gfx1250.s: an inline constant as a 16-bit mix
source is the constant in both halves (f16 encoding, or bf16 for the *_bf16 forms), whichever half
op_sel picks."""
import random
import struct
import sys

LANES = 32


def bf16(h):
    return struct.unpack("<f", struct.pack("<I", h << 16))[0]


def f16(h):
    return struct.unpack("<e", struct.pack("<H", h))[0]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def make(path):
    rng = random.Random(7)
    out = b""
    for _ in range(LANES):
        lo, hi = (struct.unpack("<I", struct.pack("<f", rng.uniform(-3, 3)))[0] >> 16 for _ in range(2))
        out += struct.pack("<IfII", lo | hi << 16, rng.uniform(-3, 3), 0, 0) + bytes(16)
    open(path, "wb").write(out)


def check(inp, outp):
    data, res = open(inp, "rb").read(), open(outp, "rb").read()
    bad = 0
    for lane in range(LANES):
        w, c = struct.unpack_from("<If", data, 32 * lane)
        lo, hi = w & 0xFFFF, w >> 16
        want = [bf16(lo), bf16(hi), f32(bf16(lo) * 2 + c), f16(lo)]
        got = struct.unpack_from("<4f", res, 128 * lane)
        for k in range(4):
            if got[k] != want[k]:
                bad += 1
                if bad < 5:
                    print(f"lane {lane} result {k}: got {got[k]!r}, want {want[k]!r}")
    print(f"mix inline constants: {LANES * 4 - bad} of {LANES * 4} results match")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3])
