"""Runs Inputs/rocdl-lane-ops-gfx950.fly on fly-emu (one wave of 64 lanes, random inputs) and checks
every output word against Python models written from the instructions' definitions (LLVM's intrinsic
documentation, the CDNA4 ISA guide, OCP's MX formats spec), not from the emulator's code:

  permlane32.swap  rows 2-3 of the first operand trade places with rows 0-1 of the second (a row is 16 lanes)
  permlane16.swap  odd rows of the first operand trade places with even rows of the second
  perm             v_perm_b32: each selector byte picks a byte of {src0:src1} (0-3 from src1, 4-7 from
                   src0), 8-11 the sign of bytes 1, 3, 5, 7 (0x00/0xff), 12 gives 0x00, 13-15 0xff
  cvt_pk_bf16_f32  both floats rounded to bf16, nearest even, x in the low half
  scalef32 to fp8  x / 2^e(scale) rounded to OCP E4M3 (bias 7, no infinities, 0x7f NaN), nearest even
  scalef32 to fp4  x / 2^e(scale) rounded to E2M1 (0, 0.5, 1, 1.5, 2, 3, 4, 6), nearest even
  scalef32 from fp4  an E2M1 pair (low nibble first) times 2^e(scale), as bf16
The fp8 and fp4 encoders enumerate each format's codes from its definition and pick the nearest.
Values stay inside each format's finite range (x, y up to 6 * scale)."""
import math
import random
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
T, IN, OUT = 64, 6, 12
rng = random.Random(24)


def f2u(f):
    return struct.unpack("<I", struct.pack("<f", f))[0]


def u2f(u):
    return struct.unpack("<f", struct.pack("<I", u))[0]


def decode_e4m3(c):
    e, m = (c >> 3) & 15, c & 7
    v = m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7)
    return -v if c & 0x80 else v


def decode_e2m1(c):
    e, m = (c >> 1) & 3, c & 1
    v = m * 0.5 if e == 0 else (1 + m / 2) * 2.0 ** (e - 1)
    return -v if c & 8 else v


E4M3 = [c for c in range(0x80) if c != 0x7F]  # positive codes; 0x7f is NaN
E2M1 = list(range(8))


def encode(v, codes, decode, sign):
    # nearest representable magnitude; a tie goes to the even code (mantissa LSB 0)
    best = min(codes, key=lambda c: (abs(decode(c) - abs(v)), c & 1))
    return best | (sign if v < 0 or (v == 0 and math.copysign(1, v) < 0) else 0)


def fp8(v):
    return encode(v, E4M3, decode_e4m3, 0x80)


def fp4(v):
    return encode(v, E2M1, decode_e2m1, 8)


def bf16(u):
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF


def perm(s0, s1, sel):
    data = (s0 << 32) | s1
    r = 0
    for i in range(4):
        k = (sel >> (8 * i)) & 0xFF
        if k >= 13:
            byte = 0xFF
        elif k == 12:
            byte = 0
        elif k >= 8:
            byte = 0xFF if (data >> (15 + 16 * (k - 8))) & 1 else 0
        else:
            byte = (data >> (8 * k)) & 0xFF
        r |= byte << (8 * i)
    return r


inp, words = [], []
for t in range(T):
    a, b = rng.getrandbits(32), rng.getrandbits(32)
    sel = 0
    for i in range(4):
        sel |= rng.choice(list(range(16)) + list(range(8))) << (8 * i)
    scale = 2.0 ** rng.randint(-3, 3)
    if t < 8:  # ties of both formats: halfway between neighbours
        x, y = [0.75, 2.5, 5.0, 0.25, 1.25, 3.5, 0.3125, 13.0 / 64][t] * scale, -2.5 * scale
    else:
        x, y = rng.uniform(-6, 6) * scale, rng.uniform(-6, 6) * scale
    x, y = u2f(f2u(x)), u2f(f2u(y))
    words.append((a, b, sel, x, y, scale))
    inp += [a, b, sel, f2u(x), f2u(y), f2u(scale)]
open(f"{work}/in.bin", "wb").write(struct.pack(f"<{T * IN}I", *inp))
subprocess.run([emu, "run", hsaco, "--kernel", "lanes", "--grid", "1", "--block", str(T), "--arg",
                f"in={work}/in.bin", "--arg", f"out={work}/out.bin:{T * OUT * 4}"], check=True,
               stdout=subprocess.DEVNULL)
out = struct.unpack(f"<{T * OUT}I", open(f"{work}/out.bin", "rb").read())
A = [w[0] for w in words]
B = [w[1] for w in words]
names = ["p32.0", "p32.1", "p16.0", "p16.1", "perm", "bf16", "fp8.f32", "fp4.f32", "bf16.fp4", "fp8.bf16",
         "fp4.bf16"]
bad = {n: 0 for n in names}
for t in range(T):
    a, b, sel, x, y, s = words[t]
    row = t // 16
    want = {
        "p32.0": B[t - 32] if t >= 32 else A[t],
        "p32.1": A[t + 32] if t < 32 else B[t],
        "p16.0": B[t - 16] if row % 2 else A[t],
        "p16.1": A[t + 16] if row % 2 == 0 else B[t],
        "perm": perm(a, b, sel),
        "bf16": bf16(f2u(x)) | bf16(f2u(y)) << 16,
        "fp8.f32": fp8(x / s) | fp8(y / s) << 8 | fp8(y / s) << 16 | fp8(x / s) << 24,
        "fp4.f32": (fp4(x / s) | fp4(y / s) << 4) << 16,
        "bf16.fp4": bf16(f2u(decode_e2m1((a >> 8) & 15) * s)) | bf16(f2u(decode_e2m1((a >> 12) & 15) * s)) << 16,
    }
    xb, yb = u2f(bf16(f2u(x)) << 16), u2f(bf16(f2u(y)) << 16)
    want["fp8.bf16"] = (fp8(xb / s) | fp8(yb / s) << 8) << 16
    want["fp4.bf16"] = (fp4(xb / s) | fp4(yb / s) << 4) << 24
    for i, n in enumerate(names):
        if out[t * OUT + i] != want[n]:
            if bad[n] < 3:
                print(f"lane {t} {n}: got {out[t * OUT + i]:#010x} want {want[n]:#010x}", file=sys.stderr)
            bad[n] += 1
print(" ".join(f"{k}:{v}" for k, v in bad.items()))
sys.exit(1 if any(bad.values()) else 0)
