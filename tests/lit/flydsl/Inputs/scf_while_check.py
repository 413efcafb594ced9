# The reference for scf-while.fly's @collatz, computed here: per thread t, the Collatz steps of
# t + 1, the zero-trip loop's result (t) and the sum of n over the path. Compares each run's outputs.
import struct
import sys

steps, sums = [], []
for t in range(64):
    n, s, a = t + 1, 0, 0.0
    while n != 1:
        a += n
        n = 3 * n + 1 if n % 2 else n // 2
        s += 1
    steps.append(s)
    sums.append(a)
for prefix in sys.argv[1:]:
    ints = struct.unpack('<128i', open(prefix + '.i', 'rb').read())
    floats = struct.unpack('<64f', open(prefix + '.f', 'rb').read())
    for t in range(64):
        if ints[t] != steps[t]:
            sys.exit(f'{prefix}: steps[{t}] = {ints[t]}, want {steps[t]}')
        if ints[64 + t] != t:
            sys.exit(f'{prefix}: zero-trip[{t}] = {ints[64 + t]}, want {t}')
        if floats[t] != sums[t]:  # integers below 2^24: exact in f32
            sys.exit(f'{prefix}: sums[{t}] = {floats[t]}, want {sums[t]}')
print(f'{len(sys.argv) - 1} archs match: 64 step counts, 64 zero-trip results, 64 path sums')
