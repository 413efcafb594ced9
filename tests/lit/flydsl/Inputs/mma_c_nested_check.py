# Inputs and CPU reference for mma-c-nested.test: D = A * B^T + C with A (M x K) and B (N x K)
# row-major f16, C (M x N) f32 in the layout the kernel names (row: (M,N):(N,1), col: (M,N):(1,M)).
#   gen DIR SEED             writes DIR/a, DIR/b, DIR/c (random, exactly representable products)
#   check DIR OUT row|col    compares OUT (the kernel's C after the run) with the reference
import random, struct, sys

M, N, K = 64, 64, 32


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


def check(d, out, order):
    a, b = values(d + '/a', 'e', M * K), values(d + '/b', 'e', N * K)
    c, got = values(d + '/c', 'f', M * N), values(out, 'f', M * N)
    at = (lambda m, n: m * N + n) if order == 'row' else (lambda m, n: m + M * n)
    bad = 0
    for m in range(M):
        for n in range(N):
            want = c[at(m, n)] + sum(a[m * K + k] * b[n * K + k] for k in range(K))
            if got[at(m, n)] != want:
                if bad < 5:
                    print('C[%d,%d] = %r, expected %r' % (m, n, got[at(m, n)], want))
                bad += 1
    print('%s: %d mismatches of %d' % (order, bad, M * N))


if sys.argv[1] == 'gen':
    gen(sys.argv[2], sys.argv[3])
else:
    check(sys.argv[2], sys.argv[3], sys.argv[4])
