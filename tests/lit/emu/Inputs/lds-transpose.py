"""Input and check for lds-transpose.test. `make IN`: 64 lanes x 8 random bytes. `check IN OUT`:
within each group of 16 lanes, with E elements per lane (tr_b16: 4, tr_b8: 8) and L = 16 / E lanes
per row, lane i's element j is element i % E of lane j * L + i / E's 8 bytes -- the mapping that
reproduces Triton's gfx950 code objects (tests/triton/validate.py)."""
import random
import sys

if sys.argv[1] == "make":
    rnd = random.Random(11)
    open(sys.argv[2], "wb").write(bytes(rnd.randrange(256) for _ in range(64 * 8)))
    sys.exit(0)

if sys.argv[1] == "check-gfx1250":  # ds_load_tr16_b128: 8x8 transposes of 16-bit elements per 8 lanes
    data = open(sys.argv[2], "rb").read()
    out = open(sys.argv[3], "rb").read()
    bad = 0
    for lane in range(32):
        group, i = lane & ~7, lane & 7
        want = b"".join(data[(group + j) * 16 + 2 * i:][:2] for j in range(8))
        if out[lane * 16:][:16] != want:
            bad += 1
            print(f"lane {lane}: got {out[lane * 16:][:16].hex()} want {want.hex()}")
    print("lds transpose: all lanes match" if not bad else f"lds transpose: {bad} results differ")
    sys.exit(1 if bad else 0)

data = open(sys.argv[2], "rb").read()
out = open(sys.argv[3], "rb").read()
bad = 0
for lane in range(64):
    group, i = lane & ~15, lane & 15
    for which, bits in enumerate((16, 8)):
        size = bits // 8
        elems = 8 // size
        per_row = 16 // elems
        want = b"".join(data[(group + j * per_row + i // elems) * 8 + (i % elems) * size:][:size] for j in range(elems))
        got = out[lane * 16 + which * 8:][:8]
        if got != want:
            bad += 1
            print(f"lane {lane} tr_b{bits}: got {got.hex()} want {want.hex()}")
print("lds transpose: all lanes match" if not bad else f"lds transpose: {bad} results differ")
sys.exit(1 if bad else 0)
