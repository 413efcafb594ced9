"""vgpr-msb.py make IN | check IN OUT: the data and the CPU reference of vgpr-msb-gfx1250.s."""
import random
import struct
import sys

LANES = 32
M = 0xFFFFFFFF

if sys.argv[1] == "make":
    rng = random.Random(1250)
    with open(sys.argv[2], "wb") as f:
        f.write(struct.pack("<%dI" % (4 * LANES), *[rng.getrandbits(32) for _ in range(4 * LANES)]))
else:
    data = struct.unpack("<%dI" % (4 * LANES), open(sys.argv[2], "rb").read())
    out = struct.unpack("<%dI" % (8 * LANES), open(sys.argv[3], "rb").read())
    bad = 0
    for lane in range(LANES):
        a, b, c, d = data[4 * lane:4 * lane + 4]
        want = ((a - (c + d)) & M, b, (a + b + c + d) & M, lane + 7, d, c, b, a)
        got = out[8 * lane:8 * lane + 8]
        if tuple(got) != want:
            bad += 1
            print("lane %d: got %s want %s" % (lane, [hex(x) for x in got], [hex(x) for x in want]))
    print("vgpr msb: all lanes match" if bad == 0 else "vgpr msb: %d lanes differ" % bad)
