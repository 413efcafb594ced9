"""Input and check for crosslane-inactive.test. `make IN`: 64 lanes x 8 dwords (data, sel, old,
then unused), random. `check32 IN OUT` (Inputs/crosslane-inactive.s, gfx1201) and `check64 IN OUT`
(Inputs/crosslane-inactive-gfx942.s): every result against the ISA's definitions. Inactive lanes
keep their destination. v_permlane16/x16_var: the source lane is lane sel[3:0] of the lane's own
row of 16 (x16: of the other row of its 32); an inactive source reads as itself with fi
(op_sel[0]), as 0 with bound_ctrl (op_sel[1]), else the destination is left alone.
ds_bpermute_b32: lane ((addr + offset) / 4) mod the wave size, 0 if that lane is inactive;
ds_bpermute_fi_b32 reads inactive lanes too."""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ieee import Tally  # noqa: E402

EXEC32, EXEC64 = 0x9F3C5A6E, 0xF00F5A5A3CC3E718


def lanes(path):
    w = struct.unpack("<512I", open(path, "rb").read())
    return [w[8 * l:8 * l + 3] for l in range(64)]


def permlane(data, sel, old, exec_mask, lane, cross, fi, bc):
    row = lane // 16 ^ (1 if cross else 0)
    src = row * 16 + (sel[lane] & 15)
    if exec_mask >> src & 1 or fi:
        return data[src]
    return 0 if bc else old[lane]


def bpermute(data, sel, exec_mask, width, lane, offset, fi):
    src = ((sel[lane] * 4 + offset) & 0xFFFFFFFF) // 4 % width
    return data[src] if exec_mask >> src & 1 or fi else 0


def report(name, got, want):
    tally = Tally(8)
    for i, (g, w) in enumerate(zip(got, want)):
        tally.check(g, w, f"{name} result {i}")
    return tally.summary(name)


mode = sys.argv[1]
if mode == "make":
    rnd = random.Random(1414)
    words = []
    for _ in range(64):
        words += [rnd.getrandbits(32) for _ in range(3)] + [0] * 5
    open(sys.argv[2], "wb").write(struct.pack("<512I", *words))
    sys.exit(0)

data, sel, old = zip(*lanes(sys.argv[2]))
if mode == "check32":
    out = struct.unpack("<288I", open(sys.argv[3], "rb").read()[:288 * 4])
    got, want = [], []
    for lane in range(32):
        active = EXEC32 >> lane & 1
        results = [permlane(data, sel, old, EXEC32, lane, cross, fi, bc)
                   for cross in (False, True) for fi, bc in ((0, 0), (1, 0), (0, 1))]
        results += [bpermute(data, sel, EXEC32, 32, lane, off, fi) for off, fi in ((0, 0), (0, 1), (8, 0))]
        want += [r if active else old[lane] for r in results]
        got += list(out[8 * lane:8 * lane + 8]) + [out[256 + lane]]
    status = report("wave32 permlane16/x16_var and ds_bpermute(_fi)", got, want)
else:
    out = struct.unpack("<2048I", open(sys.argv[3], "rb").read()[:2048 * 4])
    got, want = [], []
    for lane in range(64):
        active = EXEC64 >> lane & 1
        for k, off in enumerate((0, 12)):
            want.append(bpermute(data, sel, EXEC64, 64, lane, off, 0) if active else old[lane])
            got.append(out[32 * lane + k])
    status = report("wave64 ds_bpermute", got, want)
sys.exit(status)
