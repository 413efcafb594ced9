"""Inputs and checks for tdm-triton.test (plain Python: no numpy in lit's interpreter).
`make KIND SHAPE... IN`: random elements of KIND (f32, f16, bf16 as raw 32/16-bit words);
`copy KIND IN OUT`: OUT equals IN element by element;
`tile KIND ROWS COLS TILE_ROWS TILE_COLS IN OUT`: OUT is the IN matrix placed in a zero matrix whose
sides are rounded up to the tile (what the TDM load's zero fill of out-of-bounds elements gives)."""
import random
import sys
from array import array

CODE = {"f32": "I", "f16": "H", "bf16": "H"}


def read(kind, path):
    a = array(CODE[kind])
    with open(path, "rb") as f:
        a.frombytes(f.read())
    return a


def report(bad, total, what):
    print(f"{what}: all {total} elements match" if not bad else f"{what}: {bad} of {total} elements differ")
    sys.exit(1 if bad else 0)


cmd, kind = sys.argv[1], sys.argv[2]
if cmd == "make":
    n = 1
    for x in sys.argv[3:-1]:
        n *= int(x)
    rnd = random.Random(n)
    bits = 32 if kind == "f32" else 16
    # Random bit patterns, but no NaNs or zeros, so that a dropped or zero-filled element shows.
    vals = []
    while len(vals) < n:
        v = rnd.getrandbits(bits)
        exp = (v >> 23) & 0xff if bits == 32 else ((v >> 10) & 0x1f if kind == "f16" else (v >> 7) & 0xff)
        top = 0xff if bits == 32 or kind == "bf16" else 0x1f
        if exp not in (0, top):
            vals.append(v)
    with open(sys.argv[-1], "wb") as f:
        f.write(array(CODE[kind], vals).tobytes())
elif cmd == "copy":
    a, b = read(kind, sys.argv[3]), read(kind, sys.argv[4])
    bad = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
    report(bad, len(a), "tdm copy")
elif cmd == "tile":
    rows, cols, tr, tc = (int(x) for x in sys.argv[3:7])
    a, out = read(kind, sys.argv[7]), read(kind, sys.argv[8])
    width = -(-cols // tc) * tc
    height = -(-rows // tr) * tr
    bad = 0
    for r in range(height):
        for c in range(width):
            want = a[r * cols + c] if r < rows and c < cols else 0
            if out[r * width + c] != want:
                bad += 1
    report(bad + abs(len(out) - width * height), width * height, "tdm tile")
