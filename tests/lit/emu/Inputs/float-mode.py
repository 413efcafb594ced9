"""Input and dump for float-mode.test (stdlib only). `make IN`: 64 lanes x 8 dwords, lanes 0 and 1
as below (the rest zeros). `dump OUT N`: lanes 0 and 1, their first N result dwords in hex."""
import struct
import sys

LANES = [
    # a = 1 + 2^-23, b = 3, c = -1, d = 2^-149, m = 2^30, t = 2^-70, f16 (1, 2^-11), f16 (2^-24, -2^-24)
    [0x3F800001, 0x40400000, 0xBF800000, 0x00000001, 0x4E800000, 0x1C800000, 0x10003C00, 0x80010001],
    # a = -(1 + 2^-23), b = -3, c = 1, d = -2^-149, the rest as lane 0
    [0xBF800001, 0xC0400000, 0x3F800000, 0x80000001, 0x4E800000, 0x1C800000, 0x10003C00, 0x80010001],
]
if sys.argv[1] == "make":
    data = bytearray(64 * 32)
    for lane, words in enumerate(LANES):
        data[lane * 32:(lane + 1) * 32] = struct.pack("<8I", *words)
    open(sys.argv[2], "wb").write(data)
else:
    out, n = open(sys.argv[2], "rb").read(), int(sys.argv[3])
    for lane in range(len(LANES)):
        print(f"lane {lane}:", " ".join(f"{x:08x}" for x in struct.unpack(f"<{n}I", out[lane * 128:lane * 128 + 4 * n])))
