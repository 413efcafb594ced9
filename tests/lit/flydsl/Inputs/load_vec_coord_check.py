"""Runs Inputs/load-vec-coord.fly on fly-emu: thread t's 6 values are 1000 t + (i % 2) S + i / 2
(the coordinate tensor (2,3):(S,1) at index i, FlyDSL's lowerCoordTensor1D), for several S."""
import struct
import subprocess
import sys

hsaco, work, emu = sys.argv[1], sys.argv[2], sys.argv[3]
ok = True
for S in (0, 1, 7, -5, 100000):
    subprocess.run([emu, "run", hsaco, "--kernel", "load_vec_coord", "--grid", "1", "--block", "64",
                    "--arg", f"out={work}/out.bin:{64 * 6 * 4}", "--arg", f"i32={S}"],
                   check=True, stdout=subprocess.DEVNULL)
    out = struct.unpack(f"<{64 * 6}i", open(f"{work}/out.bin", "rb").read())
    bad = sum(1 for t in range(64) for i in range(6) if out[t * 6 + i] != 1000 * t + (i % 2) * S + i // 2)
    print(f"load_vec_coord S={S}: {bad} wrong")
    ok = ok and bad == 0
print("ALL OK" if ok else "FAILED")
sys.exit(0 if ok else 1)
