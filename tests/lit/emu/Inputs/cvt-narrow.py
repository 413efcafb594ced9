"""Input and dump for cvt-narrow.test (stdlib only; the expected values are in the test's CHECK
lines). `make IN`: 64 lanes x 32 dwords; lanes 0-3 hold the cases below (dword 6: an E8M0 scale
equal to the f32 scale), the rest zeros. `dump OUT NAME:FIRST:LAST...`: per lane 0-3, one line of
hex dwords FIRST..LAST per NAME (`lane L NAME: ...`)."""
import struct
import sys

F = lambda x: struct.unpack("<I", struct.pack("<f", x))[0]  # noqa: E731
H = lambda x: struct.unpack("<H", struct.pack("<e", x))[0]  # noqa: E731
# a, b, scale (f32 bits), seed, v4, v5 (fp8 bytes; byte 3 is converted), then 16 f32 values.
LANES = [
    (1.0625, -2.5, 0x3F800000, 0x7FFFF, 0x38, [0, 0.125, 0.25, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4.5, 6, 7.5, 8,
                                               -0.0625]),
    (1.0625, 3.3, 0x3F000000, 0x80000, 0x4C, [(i - 7) * 0.37 for i in range(16)]),
    (-5.0, 7.0, 0x40800000, 0xFFFFF, 0xC4, [(i * i - 20) * 0.9 for i in range(16)]),
    (0.3, 0.001, 0x3E000000, 0, 0x01, [i * 0.05 - 0.4 for i in range(16)]),
]

if sys.argv[1] == "make":
    data = bytearray(64 * 128)
    for lane, (a, b, scale, seed, byte3, vals) in enumerate(LANES):
        words = [F(a), F(b), scale, seed, H(1.5) | H(-3.0) << 16, 0x00223344 | byte3 << 24, scale >> 23, 0] + [0] * 8
        words += [F(v) for v in vals]
        data[lane * 128:(lane + 1) * 128] = struct.pack("<32I", *words)
    open(sys.argv[2], "wb").write(data)
elif sys.argv[1] == "dump":
    out = open(sys.argv[2], "rb").read()
    for lane in range(len(LANES)):
        w = struct.unpack("<32I", out[lane * 128:(lane + 1) * 128])
        for spec in sys.argv[3:]:
            name, first, last = spec.split(":")
            print(f"lane {lane} {name}:", " ".join(f"{x:08x}" for x in w[int(first):int(last) + 1]))
