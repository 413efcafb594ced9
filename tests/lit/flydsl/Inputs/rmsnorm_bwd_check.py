"""Runs FlyDSL's traced rmsnorm backward kernels (N = 1000) on fly-emu for M rows of random data and
checks DX and DWeight against a double-precision reference:
  x_hat = x * rstd, wdy = dy * gamma, c1 = mean_N(x_hat * wdy), dx = (wdy - x_hat * c1) * rstd,
  dW[j] = dW0[j] + sum_rows dy * x_hat (float atomics: any order, so a tolerance).
argv[5] == "fused": the fused-add kernel on bf16 tensors (Added, Gamma, DY, DResidualOut; f32 Rstd and
dW): DX = dx + dres, rounded to bf16 (one bf16 ulp of tolerance)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu, M = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
fused = len(sys.argv) > 5 and sys.argv[5] == "fused"
N = 1000
rng = random.Random(24 * M + fused)


def f32s(vals):
    return list(struct.unpack(f"<{len(vals)}f", struct.pack(f"<{len(vals)}f", *vals)))


def bf16s(vals):  # values exactly representable in bf16 (f32 with the low 16 bits clear)
    return [struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", v))[0] & 0xFFFF0000))[0]
            for v in vals]


def write(name, vals, bf16=False):
    if bf16:
        data = b"".join(struct.pack("<I", struct.unpack("<I", struct.pack("<f", v))[0])[2:] for v in vals)
    else:
        data = struct.pack(f"<{len(vals)}f", *vals)
    open(f"{work}/{name}.bin", "wb").write(data)


def read(name, n, bf16=False):
    raw = open(f"{work}/{name}.bin", "rb").read()
    if bf16:
        return [struct.unpack("<f", b"\0\0" + raw[2 * i:2 * i + 2])[0] for i in range(n)]
    return list(struct.unpack(f"<{n}f", raw))


rnd = bf16s if fused else f32s
x = rnd([rng.uniform(-2, 2) for _ in range(M * N)])
g = rnd([rng.uniform(0.5, 1.5) for _ in range(N)])
dy = rnd([rng.uniform(-1, 1) for _ in range(M * N)])
dres = rnd([rng.uniform(-1, 1) for _ in range(M * N)]) if fused else [0.0] * (M * N)
rstd = f32s([rng.uniform(0.5, 2) for _ in range(M)])
dw0 = f32s([rng.uniform(-1, 1) for _ in range(N)])
for name, v, b in (("x", x, fused), ("g", g, fused), ("dy", dy, fused), ("dres", dres, fused), ("rstd", rstd, False),
                   ("dw", dw0, False)):
    write(name, v, b)
mat = lambda f: [f, f"i32={M}", f"i32={N}", f"i32={N}"]
esz = 2 if fused else 4
args = mat(f"in={work}/x.bin") + [f"in={work}/g.bin", f"i32={N}"] + mat(f"in={work}/dy.bin")
if fused:
    args += mat(f"in={work}/dres.bin")
args += [f"in={work}/rstd.bin", f"i32={M}"] + mat(f"out={work}/dx.bin:{esz * M * N}") + [f"inout={work}/dw.bin", f"i32={N}"]
kernel = "fused_add_rmsnorm_bwd_kernel_0" if fused else "rmsnorm_bwd_kernel_0"
subprocess.run([emu, "run", hsaco, "--kernel", kernel, "--grid", str(M), "--block", "256"] +
               [a for s in args for a in ("--arg", s)], check=True, stdout=subprocess.DEVNULL)
dx = read("dx", M * N, fused)
dw = read("dw", N)
tol_dx = 2.0**-7 if fused else 1e-5
worst_dx = 0.0
dw_ref = list(dw0)
for r in range(M):
    row = range(r * N, (r + 1) * N)
    xh = [x[i] * rstd[r] for i in row]
    wdy = [dy[i] * g[i - r * N] for i in row]
    c1 = sum(a * b for a, b in zip(xh, wdy)) / N
    for j, i in enumerate(row):
        want = (wdy[j] - xh[j] * c1) * rstd[r] + dres[i]
        err = abs(dx[i] - want) / (max(abs(want), 2.0**-10) if fused else 1 + abs(want))
        worst_dx = max(worst_dx, err)
        dw_ref[j] += dy[i] * xh[j]
worst_dw = max(abs(a - b) / (1 + abs(b)) for a, b in zip(dw, dw_ref))
ok_dx, ok_dw = worst_dx < tol_dx, worst_dw < 1e-5
print(f"{'fused ' if fused else ''}M={M}: dx {'ok' if ok_dx else f'off by {worst_dx:g}'}, "
      f"dW {'ok' if ok_dw else f'off by {worst_dw:g}'}")
sys.exit(0 if ok_dx and ok_dw else 1)
