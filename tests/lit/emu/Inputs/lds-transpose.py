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
