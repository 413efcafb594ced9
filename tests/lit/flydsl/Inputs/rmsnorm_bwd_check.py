"""Runs FlyDSL's traced rmsnorm backward (Inputs/rmsnorm-bwd.fly, N = 1000) on fly-emu for M rows of random
data and checks DX and DWeight against a double-precision reference:
  x_hat = x * rstd, wdy = dy * gamma, c1 = mean_N(x_hat * wdy), dx = (wdy - x_hat * c1) * rstd,
  dW[j] = dW0[j] + sum_rows dy * x_hat (float atomics: any order, so a tolerance)."""
import random
import struct
import subprocess
import sys

hsaco, work, emu, M = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
N = 1000
rng = random.Random(24 * M)


def f32s(vals):
    return list(struct.unpack(f"<{len(vals)}f", struct.pack(f"<{len(vals)}f", *vals)))


x = f32s([rng.uniform(-2, 2) for _ in range(M * N)])
g = f32s([rng.uniform(0.5, 1.5) for _ in range(N)])
dy = f32s([rng.uniform(-1, 1) for _ in range(M * N)])
rstd = f32s([rng.uniform(0.5, 2) for _ in range(M)])
dw0 = f32s([rng.uniform(-1, 1) for _ in range(N)])
files = {"x": x, "g": g, "dy": dy, "rstd": rstd, "dw": dw0}
for k, v in files.items():
    open(f"{work}/{k}.bin", "wb").write(struct.pack(f"<{len(v)}f", *v))
args = [f"in={work}/x.bin", f"i32={M}", f"i32={N}", f"i32={N}", f"in={work}/g.bin", f"i32={N}",
        f"in={work}/dy.bin", f"i32={M}", f"i32={N}", f"i32={N}", f"in={work}/rstd.bin", f"i32={M}",
        f"out={work}/dx.bin:{4 * M * N}", f"i32={M}", f"i32={N}", f"i32={N}", f"inout={work}/dw.bin", f"i32={N}"]
subprocess.run([emu, "run", hsaco, "--kernel", "rmsnorm_bwd_kernel_0", "--grid", str(M), "--block", "256"] +
               [a for s in args for a in ("--arg", s)], check=True, stdout=subprocess.DEVNULL)
dx = struct.unpack(f"<{M * N}f", open(f"{work}/dx.bin", "rb").read())
dw = struct.unpack(f"<{N}f", open(f"{work}/dw.bin", "rb").read())
worst_dx = worst_dw = 0.0
dw_ref = list(dw0)
for r in range(M):
    row = range(r * N, (r + 1) * N)
    xh = [x[i] * rstd[r] for i in row]
    wdy = [dy[i] * g[i - r * N] for i in row]
    c1 = sum(a * b for a, b in zip(xh, wdy)) / N
    for j, i in enumerate(row):
        want = (wdy[j] - xh[j] * c1) * rstd[r]
        worst_dx = max(worst_dx, abs(dx[i] - want) / (1 + abs(want)))
        dw_ref[j] += dy[i] * xh[j]
worst_dw = max(abs(a - b) / (1 + abs(b)) for a, b in zip(dw, dw_ref))
ok = worst_dx < 1e-5 and worst_dw < 1e-5
print(f"M={M}: dx {'ok' if worst_dx < 1e-5 else f'off by {worst_dx:g}'}, dW {'ok' if worst_dw < 1e-5 else f'off by {worst_dw:g}'}")
sys.exit(0 if ok else 1)
