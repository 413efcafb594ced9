"""Inputs and a dump for lds-transpose.test's hand-checked cases (the expected values are in the
test's CHECK lines, computed by hand from the lane mappings in docs/emulator.md).
`narrow IN`: 64 lanes x 32 bytes; bytes 0-7 of lane L hold the 4-bit elements e = 0..15 with value
(L % 16 + 3e + 5 * (L // 16)) % 16 (low nibble first), bytes 16-27 the 6-bit elements e = 0..15 with
value (L + 5e) % 64 (bit 6e of the 96 bits, little-endian). `tr8 IN`: 32 lanes x 16 bytes, byte e < 8
of lane L = 8L + e, the rest zero. `tr4 IN`: 32 lanes x 16 bytes, bytes 0-7 of lane L hold the 4-bit
elements e = 0..15 with value (L + 7 * (L // 16) + 3e) % 16, the rest zero. `dump BITS OFFSET SIZE STRIDE OUT`: per lane, the BITS-bit elements of the SIZE
bytes at OFFSET + lane * STRIDE, in decimal."""
import sys

cmd = sys.argv[1]
if cmd == "narrow":
    data = bytearray(64 * 32)
    for lane in range(64):
        b4 = sum(((lane % 16 + 3 * e + 5 * (lane // 16)) % 16) << (4 * e) for e in range(16))
        b6 = sum(((lane + 5 * e) % 64) << (6 * e) for e in range(16))
        data[lane * 32:lane * 32 + 8] = b4.to_bytes(8, "little")
        data[lane * 32 + 16:lane * 32 + 28] = b6.to_bytes(12, "little")
    open(sys.argv[2], "wb").write(data)
elif cmd == "tr8":
    open(sys.argv[2], "wb").write(bytes(8 * lane + e if e < 8 else 0 for lane in range(32) for e in range(16)))
elif cmd == "tr4":
    data = bytearray(32 * 16)
    for lane in range(32):
        v = sum(((lane + 7 * (lane // 16) + 3 * e) % 16) << (4 * e) for e in range(16))
        data[lane * 16:lane * 16 + 8] = v.to_bytes(8, "little")
    open(sys.argv[2], "wb").write(data)
elif cmd == "dump":
    bits, offset, size, stride = map(int, sys.argv[2:6])
    out = open(sys.argv[6], "rb").read()
    for lane in range((len(out) - offset - size) // stride + 1):
        v = int.from_bytes(out[offset + lane * stride:][:size], "little")
        print(f"lane {lane}:", " ".join(str((v >> (bits * e)) & ((1 << bits) - 1)) for e in range(size * 8 // bits)))
