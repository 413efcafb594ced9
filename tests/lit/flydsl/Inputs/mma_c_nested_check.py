# Inputs and CPU reference for mma-c-nested.test: D = A * B^T + C with A (M x K) and B (N x K)
# row-major f16, C (M x N) f32 in the layout the kernel names (row: (M,N):(N,1), col: (M,N):(1,M));
# `scaled`: A and B 64 x 128 fp8 E4M3FN (DIR/a8, DIR/b8), D = 2 * A * B^T + C (scale_b 2.0), row-major.
#   gen DIR SEED                    writes DIR/a, DIR/b, DIR/a8, DIR/b8, DIR/c (random, exact products)
#   check DIR OUT row|col|scaled    compares OUT (the kernel's C after the run) with the reference
import random, struct, sys

M, N, K = 64, 64, 32
K8 = 128


def e4m3fn(x):
    # quarters in [-4, 4] are normal E4M3FN numbers (bias 7, 3 mantissa bits), exactly.
    if x == 0:
        return 0
    s, a, e = (0x80 if x < 0 else 0), abs(x), 0
    while a >= 2:
        a, e = a / 2, e + 1
    while a < 1:
        a, e = a * 2, e - 1
    m = (a - 1) * 8
    assert m == int(m), x
    return s | (e + 7) << 3 | int(m)


def values(path, fmt, count):
    data = open(path, 'rb').read()
    return list(struct.unpack('<%d%s' % (count, fmt), data[:count * struct.calcsize(fmt)]))


def gen(d, seed):
    rng = random.Random(int(seed))
    # quarters in [-4, 4]: every product and sum is exact in f32, so the comparison is exact.
    a = [rng.randint(-16, 16) / 4 for _ in range(M * K)]
    b = [rng.randint(-16, 16) / 4 for _ in range(N * K)]
    c = [rng.randint(-64, 64) / 8 for _ in range(M * N)]
    open(d + '/a', 'wb').write(struct.pack('<%de' % len(a), *a))
    open(d + '/b', 'wb').write(struct.pack('<%de' % len(b), *b))
    open(d + '/c', 'wb').write(struct.pack('<%df' % len(c), *c))
    a8 = [rng.randint(-16, 16) / 4 for _ in range(M * K8)]
    b8 = [rng.randint(-16, 16) / 4 for _ in range(N * K8)]
    open(d + '/a8', 'wb').write(bytes(e4m3fn(x) for x in a8))
    open(d + '/b8', 'wb').write(bytes(e4m3fn(x) for x in b8))
    open(d + '/a8.values', 'wb').write(struct.pack('<%df' % len(a8), *a8))
    open(d + '/b8.values', 'wb').write(struct.pack('<%df' % len(b8), *b8))


def check(d, out, order):
    if order == 'scaled':
        k_, scale = K8, 2
        a, b = values(d + '/a8.values', 'f', M * K8), values(d + '/b8.values', 'f', N * K8)
    else:
        k_, scale = K, 1
        a, b = values(d + '/a', 'e', M * K), values(d + '/b', 'e', N * K)
    c, got = values(d + '/c', 'f', M * N), values(out, 'f', M * N)
    at = (lambda m, n: m + M * n) if order == 'col' else (lambda m, n: m * N + n)
    bad = 0
    for m in range(M):
        for n in range(N):
            want = c[at(m, n)] + scale * sum(a[m * k_ + k] * b[n * k_ + k] for k in range(k_))
            if got[at(m, n)] != want:
                if bad < 5:
                    print('C[%d,%d] = %r, expected %r' % (m, n, got[at(m, n)], want))
                bad += 1
    print('%s: %d mismatches of %d' % (order, bad, M * N))


if sys.argv[1] == 'gen':
    gen(sys.argv[2], sys.argv[3])
else:
    check(sys.argv[2], sys.argv[3], sys.argv[4])
