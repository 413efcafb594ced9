"""Runs Inputs/rocdl-dpp-ballot.fly on fly-emu (argv[4]: the wave size, argv[5]: n) and checks each lane
against Python: the row-of-16 inclusive prefix sum of lane+1 built from row_shr:1,2,4,8 with bound_ctrl
(lanes shifted in from outside the row read 0), quad_perm [1,0,3,2] (neighbours swapped), row_shr:1
with row mask 0b0101 and no bound_ctrl (rows 1 and 3, and each row's first lane, keep the old -1), and
the ballot of lane < n over each wave."""
import struct
import subprocess
import sys

hsaco, work, emu, wave, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
T = 64
subprocess.run([emu, "run", hsaco, "--kernel", "dpp", "--grid", "1", "--block", str(T), "--arg",
                f"out={work}/out.bin:{T * 16}", "--arg", f"out={work}/bal.bin:{T * 8}", "--arg", f"i32={n}"],
               check=True, stdout=subprocess.DEVNULL)
out = struct.unpack(f"<{T * 4}i", open(f"{work}/out.bin", "rb").read())
bal = struct.unpack(f"<{T}Q", open(f"{work}/bal.bin", "rb").read())
bad = {"prefix": 0, "swap": 0, "rowmask": 0, "ballot": 0}
for t in range(T):
    row0 = t - t % 16
    bad["prefix"] += out[4 * t] != sum(i + 1 for i in range(row0, t + 1))
    bad["swap"] += out[4 * t + 1] != t ^ 1
    enabled = (t % 64) // 16 in (0, 2)
    bad["rowmask"] += out[4 * t + 2] != (t - 1 if enabled and t % 16 else -1)
    w0 = t - t % wave
    bad["ballot"] += bal[t] != sum(1 << (i - w0) for i in range(w0, w0 + wave) if i < n)
print(" ".join(f"{k}:{v}" for k, v in bad.items()))
sys.exit(1 if any(bad.values()) else 0)
