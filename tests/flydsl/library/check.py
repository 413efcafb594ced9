#!/usr/bin/env python3
"""Runs FlyDSL's own code object and Fly's compile of the same traced module on fly-emu, on the
same random inputs, and compares every output buffer.

Used two ways:
  - by the test suite (tests/lit/flydsl/library.test), without FlyDSL's wheel: for every entry of
    tests/flydsl/library/manifest.json, fly-llc compiles <entry>.mlir for its arch, and both code
    objects run on fly-emu;
        python3 check.py --fly-bin BUILD/bin [--only NAME] [--work DIR]
  - by scripts/flydsl_library.py (imported), which also collects the modelled times.

A manifest entry (written by scripts/flydsl_library.py):
  {"name": "...", "arch": "gfx942", "kernel": "rmsnorm_bwd_kernel_0", "grid": [3,1,1],
   "args": [{"tensor": "x", "dtype": "f32", "shape": [3, 1000], "gen": "uniform"}, {"i32": 3}, ...],
   "outputs": ["dx", "dw"], "tolerance": {"dx": [rtol, atol]}, "seed": 1}
("lds_out_of_range": true: the kernel reads past its LDS allocation on purpose; both run with
fly-emu --lds-out-of-range-zero, the hardware's rule. "lds": N: the dynamic LDS bytes FlyDSL's
launcher passes, fly-emu --lds N for both.)
An argument {"ptrs": [tensor, ...]} is a table of device addresses, one per tensor (each a buffer
of its own, not another argument's), passed by its address (fly-emu --arg ptrs=...): FlyDSL kernels
that find buffers through an array of pointers (MegaMoE stage 2's per-rank combine buffers).
("module": KEY: the entry's kernel is one of several in the module KEY.mlir / KEY.flydsl.hsaco, one
launcher's kernels traced together; by default the files are named for the entry.)
A tensor argument appears once per kernel argument; the same name twice is the same contents
(FlyDSL's launchers pass one tensor for several arguments). A tensor given for an `i64` kernel
argument is passed as its buffer's device address (FlyDSL kernels that take `data_ptr()` as
fx.Int64 and make their own views). The block size is the kernel's
`known_block_size` in the module.

The two ABIs (docs/abi.md, docs/flydsl.md): a `!fly.memref<T, global, SHAPE:STRIDE>` argument is,
in Fly's, the pointer and one i32 per dynamic leaf (shape leaves, then stride leaves); in FlyDSL's
(its fly-rewrite-func-signature), the pointer and one by-value struct of the dynamic leaves at
their declared widths (`?{i64}` an i64, else i32), laid out as the code object's metadata says
(packed or naturally aligned: the argument's size picks). `"lds": BYTES` is the launch's
dynamic LDS (fly-emu --lds). A row-major tensor's leaves are its
extents and its row-major strides.
"""

import argparse
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

DTYPES = {  # name: (bytes, struct code or None for 16-bit floats/8-bit)
    "f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i64": 8, "i8": 1, "u8": 1, "i16": 2, "f64": 8,
}


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def to_bf16(x):
    b = f32_bits(x)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) & 0xFFFF


def to_f16(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def gen_bytes(dtype, count, gen, rng):
    """`count` elements of `dtype` made by `gen`: uniform (-1, 1), pos (0.5, 1.5), zeros, ones,
    int:LO:HI (integers in [LO, HI]), vals:A,B,... (the integers given), bytes (random bytes),
    bytes:LO:HI (every byte in [LO, HI]), fp8 and fp8:MAX (finite E4M3 bytes), fp8pad:VALID:ROW
    (finite E4M3 bytes in the first VALID of every ROW, zeros after them), fp8small
    (E4M3 bytes of magnitude below 4 in both encodings: sums of many products stay finite in f16)."""
    if gen == "zeros":
        return bytes(DTYPES[dtype] * count)
    if gen == "bytes":
        return bytes(rng.getrandbits(8) for _ in range(DTYPES[dtype] * count))
    if gen.startswith("bytes:"):
        # Every byte in [LO, HI] (E8M0 scales packed four to an i32, as FlyDSL's launchers view them).
        lo, hi = (int(v, 0) for v in gen.split(":")[1:3])
        return bytes(rng.randint(lo, hi) for _ in range(DTYPES[dtype] * count))
    if gen == "fp8" or gen.startswith("fp8:"):
        # Finite fp8 E4M3 in both encodings (FN: 0x7f/0xff are NaN; FNUZ: 0x80 is): a random
        # sign and a magnitude byte in [1, 0x77] (fp8:MAX: in [1, MAX], e.g. fp8:0x40, up to 2.0 in
        # FN and 1.0 in FNUZ, attention-sized values).
        top = int(gen[4:], 0) if gen.startswith("fp8:") else 0x77
        # (A wider dtype holds its bytes' worth of fp8: FlyDSL passes fp8 as f32 views.)
        return bytes(rng.randint(1, top) | (rng.getrandbits(1) << 7) for _ in range(count * DTYPES[dtype]))
    if gen.startswith("fp8pad:"):
        # fp8pad:VALID:ROW: rows of ROW bytes, finite E4M3 bytes (as `fp8`) in the first VALID of
        # each and zeros after them (a matrix whose columns the host zero-pads to a tile).
        valid, row = (int(v) for v in gen.split(":")[1:3])
        return bytes((rng.randint(1, 0x77) | (rng.getrandbits(1) << 7)) if i % row < valid else 0
                     for i in range(count * DTYPES[dtype]))
    if gen == "fp8small":
        # Exponent field 0..8 (at most 3.75 as OCP E4M3FN, 1.875 as FNUZ), a random sign.
        return bytes(rng.randint(1, 0x47) | (rng.getrandbits(1) << 7) for _ in range(count * DTYPES[dtype]))
    if gen.startswith("moe:"):
        return moe_routing(gen, count)
    if gen.startswith("perm:"):
        # The first `count` of a random permutation of range(N): distinct indices.
        vals = rng.sample(range(int(gen.split(":")[1])), count)
        return struct.pack("<%d%s" % (count, "q" if dtype == "i64" else "i"), *vals)
    if gen.startswith("vals:"):
        # Given integers, in order (a work list or index table written out by the job).
        vals = [int(v) for v in gen[5:].split(",")]
        if len(vals) != count:
            raise ValueError(f"{len(vals)} values for a tensor of {count}")
        code = {"i32": "i", "i64": "q", "i8": "b", "u8": "B", "i16": "h"}[dtype]
        return struct.pack("<%d%s" % (count, code), *vals)
    if gen.startswith("int:"):
        lo, hi = (int(v) for v in gen.split(":")[1:3])
        vals = [rng.randint(lo, hi) for _ in range(count)]
        code = {"i32": "i", "i64": "q", "i8": "b", "u8": "B", "i16": "h"}[dtype]
        return struct.pack("<%d%s" % (count, code), *vals)
    if gen == "uniform":
        vals = [rng.uniform(-1.0, 1.0) for _ in range(count)]
    elif gen == "pos":
        vals = [rng.uniform(0.5, 1.5) for _ in range(count)]
    elif gen == "ones":
        vals = [1.0] * count
    else:
        raise ValueError(f"unknown generator {gen!r}")
    if dtype == "f32":
        return struct.pack("<%df" % count, *vals)
    if dtype == "f64":
        return struct.pack("<%dd" % count, *vals)
    if dtype == "bf16":
        return struct.pack("<%dH" % count, *(to_bf16(v) for v in vals))
    if dtype == "f16":
        return struct.pack("<%dH" % count, *(to_f16(v) for v in vals))
    raise ValueError(f"generator {gen!r} makes floats, not {dtype}")


def moe_routing(gen, count):
    """`moe:PART:T:E:K:TILE`: one part of a MoE routing for T tokens, each sent to K distinct experts
    of E (random, with weights), sorted the way FlyDSL's MoE GEMMs read it (moe_sorting's output):
    PART `ids` the packed (slot << 24 | token) of each expert's tokens, padded to whole tiles of
    TILE rows with (K << 24 | T); `weights` their f32 weights; `experts` the expert of each tile
    (-1 past the last); `nvalid` the number of sorted rows. The parts agree (one seed per
    T:E:K:TILE)."""
    part, T, E, K, tile = gen.split(":")[1:]
    T, E, K, tile = int(T), int(E), int(K), int(tile)
    rr = random.Random(f"moe:{T}:{E}:{K}:{tile}")
    routes = [(rr.sample(range(E), K), [rr.uniform(0.1, 1.0) for _ in range(K)]) for _ in range(T)]
    padded = T * K + E * tile - K
    ids = [(K << 24) | T] * padded
    weights = [0.0] * padded
    experts = [-1] * ((padded + tile - 1) // tile)
    row = 0
    for e in range(E):
        mine = [(t, k) for t in range(T) for k in range(K) if routes[t][0][k] == e]
        for i, (t, k) in enumerate(mine):
            ids[row + i] = (k << 24) | t
            weights[row + i] = routes[t][1][k]
        blocks = (len(mine) + tile - 1) // tile
        for b in range(blocks):
            experts[row // tile + b] = e
        row += blocks * tile
    vals = {"ids": ids, "weights": weights, "experts": experts, "nvalid": [row]}[part]
    if len(vals) != count:
        raise ValueError(f"{gen}: {len(vals)} values, the tensor holds {count}")
    return struct.pack("<%d%s" % (count, "f" if part == "weights" else "i"), *vals)


# ---- the kernel's signature in the traced module ------------------------------------------------

def split_top(s, sep=","):
    out, depth, cur = [], 0, ""
    for i, c in enumerate(s):
        if c in "(<[{":
            depth += 1
        elif c in ")>]}" and not (c == ">" and i and s[i - 1] == "-"):  # `->` in an atom's type
            depth -= 1
        if c == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    out.append(cur)
    return [x.strip() for x in out]


def leaves(t):
    """Flattened leaves of an int tuple written `(a,(b,c))`, `?`, `?{i64}`, `4`."""
    return re.findall(r"\?(?:\{[^}]*\})?|-?\d+", t)


def kernel_signature(module_text, kernel):
    """[(kind, info)] per argument: ("memref", (shape leaves, stride leaves)) or ("scalar", type);
    and the known block size."""
    m = re.search(r"gpu\.func @" + re.escape(kernel) + r"\((.*?)\)\s+kernel(.*?)\{\s*$", module_text, re.S | re.M)
    if not m:
        raise ValueError(f"no kernel @{kernel} in the module")
    args = []
    for a in split_top(m.group(1)):
        if not a:
            continue
        ty = a.split(":", 1)[1].strip()
        if re.match(r"!fly\.(tiled_mma|tiled_copy|mma_atom|copy_atom)<", ty):
            continue  # a static value (a TiledMma, TiledCopy, atom): no run-time argument in either ABI
        if ty.startswith("!fly.ptr<") or ty.startswith("!llvm.ptr"):
            args.append(("ptr", None))
        elif ty.startswith("!fly.memref<"):
            parts = split_top(ty[len("!fly.memref<"):-1])
            layout = parts[2]
            shape, stride = split_top(layout, ":")
            args.append(("memref", (leaves(shape), leaves(stride))))
        else:
            args.append(("scalar", ty))
    bm = re.search(r"known_block_size = array<i32: (\d+), (\d+), (\d+)>", m.group(2))
    block = [int(v) for v in bm.groups()] if bm else None
    return args, block


def leaf_values(spec_leaves, dims):
    """Values of a layout's leaves for a row-major tensor of extents `dims`."""
    shape_l, stride_l = spec_leaves
    if not any(leaf.startswith("?") for leaf in shape_l + stride_l):
        # A fully static layout: the launcher made its own view of the tensor's memory (FlyDSL's
        # GEMM launchers view a flat buffer as (M_max, K) or a preshuffled B); nothing to pass.
        return []
    strides = [1] * len(dims)
    for i in range(len(dims) - 2, -1, -1):
        strides[i] = strides[i + 1] * dims[i + 1]
    if len(shape_l) != len(dims):
        raise ValueError(f"a layout of {len(shape_l)} leaves for a tensor of rank {len(dims)}")
    vals = []
    for leaf, v in list(zip(shape_l, dims)) + list(zip(stride_l, strides)):
        if leaf.startswith("?"):
            vals.append((v, 8 if "i64" in leaf else 4))
        elif int(leaf) != v and not (leaf == "1" and v == 1):
            # A static leaf must be what the tensor has (shape 1 / stride 0 aside).
            if not (int(leaf) == 0 or v == 0):
                raise ValueError(f"static leaf {leaf} where the tensor has {v}")
    return vals


def pack_struct(vals, size):
    packed = b"".join(struct.pack("<q" if w == 8 else "<i", v) for v, w in vals)
    if len(packed) == size:
        return packed
    out = b""
    for v, w in vals:
        out += bytes((-len(out)) % w) + struct.pack("<q" if w == 8 else "<i", v)
    out += bytes((-len(out)) % max([w for _, w in vals] + [1]))
    if len(out) != size:
        raise ValueError(f"FlyDSL's struct of leaves {vals} is {size} bytes, neither packed nor aligned")
    return out


# ---- fly-emu --------------------------------------------------------------------------------------

def kernel_info(fly_emu, hsaco, kernel):
    r = subprocess.run([fly_emu, "info", str(hsaco)], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr.strip())
    info, cur = {}, None
    for line in r.stdout.splitlines():
        km = re.match(r"kernel (\S+)", line)
        if km:
            cur = km.group(1)
            if cur == kernel:
                info = {"args": []}
            continue
        if cur != kernel:
            continue
        vm = re.search(r"vgprs (\d+), agprs (\d+), lds (\d+) bytes", line)
        if vm:
            info.update(vgprs=int(vm.group(1)), agprs=int(vm.group(2)), lds=int(vm.group(3)))
            sm = re.search(r"sgprs (\d+)", line)
            info["sgprs"] = int(sm.group(1)) if sm else None
        am = re.match(r"\s+arg \d+\s+@\d+\s+(\d+) bytes (\S+)", line)
        if am:
            info["args"].append((int(am.group(1)), am.group(2)))
    if not info:
        raise RuntimeError(f"no kernel {kernel} in {hsaco}")
    return info


def build_args(entry, sig, abi, files, flydsl_arg_sizes=None):
    """fly-emu --arg values for `abi` ("fly" or "flydsl")."""
    out = []
    k = 0  # index into FlyDSL's code-object arguments
    outputs = set(entry["outputs"])
    last = {spec["tensor"]: i for i, spec in enumerate(entry["args"]) if "tensor" in spec}
    for i, (spec, (kind, info)) in enumerate(zip(entry["args"], sig)):
        if "ptrs" in spec:
            if kind != "ptr" and (kind, info) != ("scalar", "i64"):
                raise ValueError(f"argument {i}: a table of addresses where the kernel takes a {info}")
            # Each entry read back when it is an output.
            out.append("ptrs=" + ",".join(("inout:" if t["tensor"] in outputs else "in:") + str(files[t["tensor"]])
                                          for t in spec["ptrs"]))
            k += 1
        elif "tensor" in spec:
            if kind not in ("memref", "ptr") and (kind, info) != ("scalar", "i64"):
                raise ValueError(f"argument {spec['tensor']}: the kernel takes a {info} there")
            name = spec["tensor"]
            # An output passed for several arguments is read back from its last one.
            role = "out" if name in outputs and last[name] == i else "in"
            out.append(f"inout={files[name]}" if role == "out" else f"in={files[name]}")
            k += 1
            if kind != "memref":
                # A bare pointer (fx.Pointer), or a raw i64 address (FlyDSL launchers that pass
                # `tensor.data_ptr()` as fx.Int64): the buffer's device address, no layout leaves.
                continue
            vals = leaf_values(info, spec["shape"])
            if not vals:
                continue
            if abi == "fly":
                out += [f"i32={v}" for v, _ in vals]
            else:
                size = flydsl_arg_sizes[k][0] if flydsl_arg_sizes else sum(w for _, w in vals)
                out.append("bytes=" + pack_struct(vals, size).hex())
                k += 1
        else:
            (ty, v), = spec.items()
            out.append(f"{ty}={v}")
            k += 1
    return out


def run_emu(fly_emu, hsaco, kernel, grid, block, args, timeout=900, extra=()):
    cmd = [fly_emu, "run", str(hsaco), "--kernel", kernel, "--grid", ",".join(map(str, grid)),
           "--block", ",".join(map(str, block)), "--profile", "--stats", "--progress", "0", *extra]
    for a in args:
        cmd += ["--arg", a]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if r.returncode:
        return None, (r.stderr.strip() or r.stdout.strip()).splitlines()[-1]
    res = {}
    m = re.search(r"wave-instructions (\d+)", r.stdout)
    res["instructions"] = int(m.group(1)) if m else None
    m = re.search(r"modelled time.*?\(([\d.]+) cycles", r.stdout)
    res["cycles"] = float(m.group(1)) if m else None
    return res, None


def element_values(data, dtype):
    n = len(data) // DTYPES[dtype]
    if dtype == "f32":
        return struct.unpack("<%df" % n, data)
    if dtype == "f64":
        return struct.unpack("<%dd" % n, data)
    if dtype == "bf16":
        return [struct.unpack("<f", struct.pack("<I", h << 16))[0] for h in struct.unpack("<%dH" % n, data)]
    if dtype == "f16":
        return struct.unpack("<%de" % n, data)
    return None


def compare_buffers(a, b, dtype, tol):
    """(agree, how): bit-exact, or within (rtol, atol) for floats."""
    if a == b:
        return True, "bit-exact"
    va, vb = element_values(a, dtype), element_values(b, dtype)
    if va is None or tol is None:
        w = DTYPES[dtype]
        bad = sum(1 for i in range(0, len(a), w) if a[i:i + w] != b[i:i + w])
        return False, f"{bad} of {len(a) // w} elements differ"
    rtol, atol = tol
    bad, worst = 0, 0.0
    for x, y in zip(va, vb):
        if x == y or (x != x and y != y):  # equal (infinities, zeros of either sign) or both NaN
            continue
        d = abs(x - y)
        if not d <= atol + rtol * abs(y):
            bad += 1
        if d == d:
            worst = max(worst, d)
    if bad:
        return False, f"{bad} of {len(va)} elements beyond rtol {rtol} atol {atol} (largest difference {worst:.3g})"
    return True, f"within rtol {rtol} atol {atol} (largest difference {worst:.3g})"


def entry_tensors(entry):
    """name -> (dtype, bytes) of an entry's tensors, made once each from its seed in argument order
    (outputs without a generator start as zeros, inputs without one uniform)."""
    rng = random.Random(entry.get("seed", 1))
    tensors = {}
    specs = [t for spec in entry["args"] for t in ([spec] if "tensor" in spec else spec.get("ptrs", []))]
    for spec in specs:
        if spec["tensor"] not in tensors:
            n = 1
            for d in spec["shape"]:
                n *= d
            gen = "zeros" if spec["tensor"] in entry["outputs"] and spec.get("gen") is None else spec.get("gen", "uniform")
            tensors[spec["tensor"]] = (spec["dtype"], gen_bytes(spec["dtype"], n, gen, rng))
    return tensors


def compare_entry(entry, module, fly_hsaco, flydsl_hsaco, fly_emu, work, keep=None, check_races=False):
    """Runs both code objects; returns a dict: agrees (bool or None), detail, and per side
    cycles / instructions / vgprs. `keep` (a dict) receives the input bytes ("inputs": name ->
    (dtype, bytes)) and each side's outputs ("outputs": side -> name -> bytes). With
    `check_races`, each side also runs once under fly-emu --check-races (which stops at the first
    LDS race): "races": side -> the race reported, or None."""
    work = Path(work)
    work.mkdir(parents=True, exist_ok=True)
    sig, block = kernel_signature(Path(module).read_text(), entry["kernel"])
    block = entry.get("block") or block
    if len(sig) != len(entry["args"]):
        raise ValueError(f"the kernel takes {len(sig)} arguments, the entry gives {len(entry['args'])}")
    tensors = entry_tensors(entry)
    result = {"sides": {}}
    outs = {}
    for side, hsaco in (("fly", fly_hsaco), ("flydsl", flydsl_hsaco)):
        info = kernel_info(fly_emu, hsaco, entry["kernel"])
        files = {}
        for name, (_, data) in tensors.items():
            p = work / f"{side}.{name}.bin"
            p.write_bytes(data)
            files[name] = p
        args = build_args(entry, sig, side, files, info["args"] if side == "flydsl" else None)
        # A kernel that reads past its LDS allocation and discards the value (the entry says so)
        # runs with the hardware's out-of-range rule (docs/emulator.md, "Memory").
        extra = ["--lds-out-of-range-zero"] if entry.get("lds_out_of_range") else []
        # The dynamic LDS the launcher passes (`lds`: bytes), for a kernel that takes it.
        extra += ["--lds", str(entry["lds"])] if entry.get("lds") else []
        if check_races:
            _, race = run_emu(fly_emu, hsaco, entry["kernel"], entry["grid"], block, args,
                              extra=extra + ["--check-races"])
            result.setdefault("races", {})[side] = race
            for name, (_, data) in tensors.items():  # the race run may have written the outputs
                files[name].write_bytes(data)
        res, err = run_emu(fly_emu, hsaco, entry["kernel"], entry["grid"], block, args, extra=extra)
        if err:
            result["agrees"] = None
            result["detail"] = f"{'Fly' if side == 'fly' else 'FlyDSL'}'s code object on fly-emu: {err}"
            return result
        res["vgprs"] = info["vgprs"] + info.get("agprs", 0)
        res["lds"] = info["lds"]
        result["sides"][side] = res
        outs[side] = {name: files[name].read_bytes() for name in entry["outputs"]}
    agree, details = True, []
    for name in entry["outputs"]:
        dtype = tensors[name][0]
        tol = entry.get("tolerance", {}).get(name)
        ok, how = compare_buffers(outs["fly"][name], outs["flydsl"][name], dtype, tol)
        agree &= ok
        details.append(f"{name}: {how}")
    result["agrees"] = agree
    result["detail"] = "; ".join(details)
    if keep is not None:
        keep["inputs"], keep["outputs"] = tensors, outs
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fly-bin", required=True, type=Path, help="the directory with fly-llc and fly-emu")
    ap.add_argument("--manifest", type=Path, default=HERE / "manifest.json")
    ap.add_argument("--only", action="append")
    ap.add_argument("--work", type=Path)
    args = ap.parse_args()
    entries = json.loads(args.manifest.read_text())
    work = args.work or Path(tempfile.mkdtemp(prefix="flydsl-library-"))
    work.mkdir(parents=True, exist_ok=True)
    failed = 0
    for e in entries:
        if args.only and e["name"] not in args.only:
            continue
        base = args.manifest.parent / e.get("module", e["name"])
        module, flydsl = Path(f"{base}.mlir"), Path(f"{base}.flydsl.hsaco")
        fly = work / f"{e['name']}.fly.hsaco"
        r = subprocess.run([str(args.fly_bin / "fly-llc"), str(module), f"--mcpu={e['arch']}", "-o", str(fly)],
                           capture_output=True, text=True)
        if r.returncode:
            print(f"{e['name']}: FAIL: fly-llc: {r.stderr.strip().splitlines()[0] if r.stderr.strip() else r.returncode}")
            failed += 1
            continue
        res = compare_entry(e, module, fly, flydsl, str(args.fly_bin / "fly-emu"), work / e["name"])
        status = "agree" if res["agrees"] else "FAIL"
        failed += not res["agrees"]
        print(f"{e['name']}: {status}: {res['detail']}")
    print(f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
