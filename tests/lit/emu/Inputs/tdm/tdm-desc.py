"""Descriptors, inputs and checks for tdm-asm.test. Encodes TDM descriptors from the field table of
docs/tdm.md (its own encoder: bit positions in the 640-bit descriptor, groups concatenated) and
computes the LDS image a tensor_load_to_lds must produce over LDS filled with 0xa5 bytes
(out-of-bounds elements 0, padding left alone).
`make CASE DESC SRC`: writes the 20-dword descriptor and random source elements;
`check CASE SRC OUT [INIT ARRIVALS]`: compares OUT (the first LDS bytes, 512 or 1024) with the
expected image; for a case with barrier_enable, the 8-byte LDS barrier at 8 * barrier_addr holds
INIT (default: the 0xa5 fill) after ARRIVALS (default 1) arrivals of count 1, each: pending
(bits 28:0) down by one, or, from 0, the phase (bits 31:29) down by one mod 8 and pending reloaded
from bits 63:32 (Triton's AMD backend, BarrierOpToLLVM.cpp)."""
import random
import struct
import sys

FIELDS = {  # name: (first bit, width)
    "pred": (0, 2), "gather": (31, 1), "multicast_mask": (128, 16), "barrier_enable": (146, 1),
    "barrier_addr": (160, 16), "lds_addr": (32, 32), "type": (126, 2),
    "data_size": (144, 2), "pad_enable": (148, 1), "pad_interval": (150, 3), "pad_amount": (153, 7),
    "tensor_dim0": (176, 32), "tensor_dim1": (208, 32), "tile_dim0": (240, 16), "tile_dim1": (256, 16),
    "tile_dim2": (272, 16), "stride0": (288, 48), "stride1": (336, 48), "tensor_dim2": (384, 32),
    "tensor_dim3": (416, 32), "stride2": (448, 48), "tile_dim3": (496, 16), "stride3": (512, 48),
    "tensor_dim4": (560, 32), "tile_dim4": (592, 16),
}

# Each case: element bytes, tile dims (innermost first), tensor dims, strides of dims 1.., pad
# (interval dwords, amount dwords) or None, extra fields.
CASES = {
    "2d": (4, [16, 8], [13, 5], [20], None, {}),
    "pad": (2, [32, 8], [32, 8], [40], (16, 2), {}),
    "5d": (2, [8, 4, 2, 2, 2], [8, 3, 2, 1, 2], [10, 50, 120, 300], None, {}),
    "pred0": (4, [16, 8], [16, 8], [16], None, {"pred": 0}),
    "gather": (4, [16, 8], [16, 8], [16], None, {"gather": 1}),
    "barrier": (4, [16, 4], [13, 4], [20], None, {"barrier_enable": 1, "barrier_addr": 48}),
    "mcast_self": (4, [16, 8], [13, 5], [20], None, {"multicast_mask": 1}),
    "mcast_peer": (4, [16, 8], [13, 5], [20], None, {"multicast_mask": 6}),
}
SRC_ELEMS = 1024


def encode(case):
    size, tile, dims, strides, pad, extra = CASES[case]
    f = {"pred": 1, "type": 2, "data_size": size.bit_length() - 1}
    for k, t in enumerate(tile):
        f[f"tile_dim{k}"] = t
        f[f"tensor_dim{k}"] = dims[k]
    for k, s in enumerate(strides):
        f[f"stride{k}"] = s
    if pad:
        f["pad_enable"] = 1
        f["pad_interval"] = pad[0].bit_length() - 2
        f["pad_amount"] = pad[1] - 1
    f.update(extra)
    bits = 0
    for name, value in f.items():
        first, width = FIELDS[name]
        assert value < 1 << width
        bits |= value << first
    return struct.pack("<20I", *((bits >> (32 * i)) & 0xffffffff for i in range(20)))


def arrive(word):
    pending, phase, reload = word & (1 << 29) - 1, word >> 29 & 7, word >> 32 & (1 << 29) - 1
    if pending >= 1:
        pending -= 1
    else:
        pending, phase = reload, (phase - 1) & 7
    return (word & ~0xffffffff) | phase << 29 | pending


def expected(case, src, init=None, arrivals=1):
    size, tile, dims, strides, pad, extra = CASES[case]
    lds = bytearray([0xa5] * 1024)
    if extra.get("pred", 1) == 0:
        return lds
    if init is not None and extra.get("barrier_enable"):
        at = 8 * extra["barrier_addr"]
        lds[at:at + 8] = init.to_bytes(8, "little")
    tile = tile + [1] * (5 - len(tile))
    dims = dims + [1] * (5 - len(dims))
    strides = [1] + strides + [0] * (4 - len(strides))
    n = tile[0] * tile[1] * tile[2] * tile[3] * tile[4]
    for e in range(n):
        c, rest = [], e
        for t in tile:
            c.append(rest % t)
            rest //= t
        off = e * size
        if pad:
            off += off // (pad[0] * 4) * pad[1] * 4
        if off + size > len(lds):
            continue
        if all(c[k] < dims[k] for k in range(5)):
            g = sum(c[k] * strides[k] for k in range(5))
            lds[off:off + size] = src[g * size:(g + 1) * size]
        else:
            lds[off:off + size] = bytes(size)
    if extra.get("barrier_enable"):  # the arrivals come after the data
        at = 8 * extra["barrier_addr"]
        word = int.from_bytes(lds[at:at + 8], "little")
        for _ in range(arrivals):
            word = arrive(word)
        lds[at:at + 8] = word.to_bytes(8, "little")
    return lds


cmd, case = sys.argv[1], sys.argv[2]
if cmd == "make":
    open(sys.argv[3], "wb").write(encode(case))
    rnd = random.Random(5)
    open(sys.argv[4], "wb").write(bytes(rnd.randrange(1, 256) for _ in range(SRC_ELEMS * CASES[case][0])))
else:
    src = open(sys.argv[3], "rb").read()
    out = open(sys.argv[4], "rb").read()
    init = int(sys.argv[5], 0) if len(sys.argv) > 5 else None
    arrivals = int(sys.argv[6]) if len(sys.argv) > 6 else 1
    n = len(out)
    want = expected(case, src, init, arrivals)[:n]
    bad = [i for i in range(n) if out[i] != want[i]]
    print(f"tdm {case}: all {n} LDS bytes match" if not bad else
          f"tdm {case}: {len(bad)} bytes differ, first at {bad[0]}: {out[bad[0]]} vs {want[bad[0]]}")
    sys.exit(1 if bad else 0)
