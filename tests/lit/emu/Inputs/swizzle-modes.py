"""Reference for swizzle-modes.test, from the ISA guides' DS_SWIZZLE_B32 pseudocode (identical in
the CDNA3/4 and RDNA3/3.5/4 guides). `dump OUT`: lanes 0-31 of the FFT 0x00/0x10/0x1f and rotate
left/right 1 results in hex, to compare with the guides' examples; `check OUT`: every result of
every lane against the pseudocode (an inactive source lane reads 0, an inactive lane keeps 0xdead)."""
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import Tally  # noqa: E402

EXEC = 0xF0F0F0F0FFFF0F0F


def fft(i, mask):
    rev = int(f"{i & 31:05b}"[::-1], 2)
    return (rev >> bin(mask).count("1")) | (i & mask) | (i & 32)


def rotate(i, r):
    return (i & 32) | ((i + r) & 31)


SOURCES = [lambda i: fft(i, 0), lambda i: fft(i, 16), lambda i: fft(i, 31), lambda i: fft(i, 3),
           lambda i: rotate(i, 1), lambda i: rotate(i, -1), lambda i: rotate(i, 5)]
out = struct.unpack("<2048I", open(sys.argv[2], "rb").read()[:8192])
if sys.argv[1] == "dump":
    for k, name in ((0, "fft 0x00"), (1, "fft 0x10"), (2, "fft 0x1f"), (4, "rotate left 1"), (5, "rotate right 1")):
        print(f"{name}: " + ",".join(f"{out[32 * lane + k]:x}" for lane in range(32)))
    sys.exit(0)
tally = Tally()
for lane in range(64):
    for k, src in enumerate(SOURCES):
        tally.check(out[32 * lane + k], src(lane) + 1, f"lane {lane} swizzle {k}")
    j = fft(lane, 3)
    want = (j + 1 if EXEC >> j & 1 else 0) if EXEC >> lane & 1 else 0xDEAD
    tally.check(out[32 * lane + 7], want, f"lane {lane} swizzle with inactive lanes")
sys.exit(tally.summary("ds_swizzle modes"))
