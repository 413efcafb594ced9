"""Input and check for true16.test: `true16.py make IN` writes 32 lanes of (a, b) f16 pairs;
`true16.py check IN OUT` recomputes every lane's results in Python (struct's IEEE half) and
compares them bit for bit with the emulator's."""
import random
import struct
import sys


def h(bits):
    return struct.unpack("<e", struct.pack("<H", bits))[0]


def hbits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


if sys.argv[1] == "make":
    rnd = random.Random(7)
    words = []
    for _ in range(64):  # a, b per lane: two finite halves each (|x| in [2^-4, 2^4))
        lo, hi = (hbits(rnd.choice([-1, 1]) * rnd.uniform(0.0625, 16)) for _ in range(2))
        words.append(lo | hi << 16)
    open(sys.argv[2], "wb").write(struct.pack("<64I", *words))
    sys.exit(0)

ins = struct.unpack("<64I", open(sys.argv[2], "rb").read())
out = struct.unpack("<256I", open(sys.argv[3], "rb").read())
bad = 0
for lane in range(32):
    a, b = ins[2 * lane], ins[2 * lane + 1]
    al, ah, bl, bh = a & 0xffff, a >> 16, b & 0xffff, b >> 16
    sel = h(ah) < h(bh)
    want = [hbits(h(ah) + h(bl)) << 16 | 0x2222,
            0x3333 << 16 | hbits(h(al) * h(bh)),
            (bl if sel else al) << 16 | 0x6666,
            0x7777 << 16 | bh,
            struct.unpack("<I", struct.pack("<f", h(ah)))[0],
            (al & bl) << 16 | 0xaaaa]
    got = list(out[8 * lane:8 * lane + 6])
    if got != want:
        bad += 1
        print(f"lane {lane}: got {[hex(x) for x in got]} want {[hex(x) for x in want]}")
print("true16: all lanes match" if not bad else f"true16: {bad} lanes differ")
sys.exit(1 if bad else 0)
