"""Checks lds-barrier-arrive.test's output: the words the 64 arrivals got back are, in some order
(the hardware orders the waves' atomics as it likes), init after 0..63 arrivals of `count`, and the
final word init after 64. An arrival of n (docs/tdm.md): pending (bits 28:0) less n, or, when that
goes below zero, the phase (bits 31:29) down by one mod 8 and pending the reload count (bits 63:32)
plus one less the excess."""
import struct
import sys

out, init, count = sys.argv[1], int(sys.argv[2], 0), int(sys.argv[3], 0)
words = struct.unpack("<65Q", open(out, "rb").read())
MASK = (1 << 29) - 1


def arrive(word, n):
    pending, phase, reload = word & MASK, word >> 29 & 7, word >> 32 & MASK
    if pending >= n:
        pending -= n
    else:
        pending, phase = (reload + 1 + pending - n) & MASK, (phase - 1) & 7
    return (word & ~0xffffffff) | phase << 29 | pending


want, w = [], init
for _ in range(64):
    want.append(w)
    w = arrive(w, count)
ok = sorted(words[:64]) == sorted(want) and words[64] == w
print(f"barrier arrive init={init:#x} count={count}: {'ok' if ok else 'WRONG'} final {words[64]:#x} (want {w:#x})")
sys.exit(0 if ok else 1)
