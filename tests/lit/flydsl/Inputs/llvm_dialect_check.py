"""Runs Inputs/llvm-dialect.fly's kernel on fly-emu on random inputs and checks every output against a
Python model of the LLVM ops (i32 wrap-around, f32 rounding of each float op, f16 round trip) and the
atomics' end state (the float adds are of multiples of 1/8, exact in any order)."""
import math
import random
import struct
import subprocess
import sys

hsaco, work, emu, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
rng = random.Random(2400 + n)
T = 64


def i32(v):
    return (v + 2**31) % 2**32 - 2**31


def u32(v):
    return v % 2**32


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def f16(v):
    return struct.unpack("<e", struct.pack("<e", v))[0]


def sdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


x = [rng.randrange(0, 128) / 8 for _ in range(T)]
acc0 = [0.5, -1.25, 3.0]
open(f"{work}/x.bin", "wb").write(struct.pack(f"<{T}f", *x))
open(f"{work}/acc.bin", "wb").write(struct.pack("<3f2i", *acc0, 0, -1000))
subprocess.run([emu, "run", hsaco, "--kernel", "llvm_ops", "--grid", "1", "--block", str(T), "--arg", f"in={work}/x.bin",
                "--arg", f"out={work}/out.bin:{T * 16 * 4}", "--arg", f"out={work}/fout.bin:{T * 3 * 4}",
                "--arg", f"inout={work}/acc.bin", "--arg", f"i32={n}"], check=True, stdout=subprocess.DEVNULL)
out = struct.unpack(f"<{T * 16}i", open(f"{work}/out.bin", "rb").read())
fout = struct.unpack(f"<{T * 3}f", open(f"{work}/fout.bin", "rb").read())
acc = struct.unpack("<3f2i", open(f"{work}/acc.bin", "rb").read())
bad_int = bad_float = 0
for t in range(T):
    a = t + 7
    b = i32(a * -5)
    c = i32(b - t)
    d, e = sdiv(c, 3), c - 3 * sdiv(c, 3)
    sel = d if b < -5 else e
    want = [a, c, d, e, u32(b) % 7, (u32(b) & 7) + (t | 64), i32(b ^ -1), (t << 3) + 1, u32(b) >> 3, b >> 3, sel,
            i32(b + t), t + 7, b - t, t if t < 32 else 32]
    xv = f32(x[t])
    fa = f32(xv + xv)
    fb = f32(fa * xv)
    fc = f32(fb - xv)
    fd = f32(fc / 2.5)
    fe = -fd
    ff = f32(math.fmod(xv, 2.5))
    fx = f16(xv)
    want.append(i32(t + int(fe) + int(fx)))
    bad_int += sum(g != w for g, w in zip(out[16 * t:16 * t + 16], want))
    fwant = [fd if xv < 2.5 else ff, float(b), fx]
    bad_float += sum(g != w for g, w in zip(fout[3 * t:3 * t + 3], fwant))
active = range(min(n, T))
acc_want = [f32(acc0[s] + sum(x[t] for t in active if t % 3 == s)) for s in range(3)]
acc_want += [len(active), max([-1000] + [i32((t + 7) * -5) for t in active])]
print(f"n={n}: ints {bad_int} wrong, floats {bad_float} wrong, atomics {'ok' if list(acc) == acc_want else f'{acc} != {acc_want}'}")
sys.exit(1 if bad_int or bad_float or list(acc) != acc_want else 0)
