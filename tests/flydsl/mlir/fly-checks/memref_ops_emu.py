#!/usr/bin/env python3
"""Runs the functions of FlyDSL's tests/mlir/Conversion/memref_ops.mlir on the emulator.

  memref_ops_emu.py MEMREF_OPS.mlir FLY_LLC FLY_EMU WORK [--mcpu gfx942,gfx1201]

FlyDSL's functions are taken from its file as written and put in a gpu.module next to one driver
kernel per group, which calls them as FlyDSL means them and writes what they return or store:

  - a register tensor argument (FlyDSL passes a pointer to private memory): each of the 64 threads
    fills a 64-element register tensor (fly.memref.alloca) from memory, passes views of it with the
    function's layout L to @test_load_vec_X (result: r[L(i)] for i in 0..size-1, in value order)
    and to @test_store_vec_X (afterwards r[L(i)] = w[i], the rest unchanged), and writes r back;
  - global tensors: @test_memref_load reads element 5, @test_memref_store writes element 3;
  - coordinate tensors: @test_load_vec_coord_tensor ([0, 0, 1, 1, 2, 2]) and ..._i64_stride
    (stride s: [0, s, 2s]); @test_alloca_load_store (42.0).

The module is lowered by `fly-opt --convert-fly-to-rocdl` (Fly's lowest IR level, what FlyDSL's RUN
line prints) and that output compiled by fly-llc. The expected values are computed here from the
layouts, independently of Fly.
"""
import random
import re
import struct
import subprocess
import sys

src, llc, emu, work = sys.argv[1:5]
mcpus = (sys.argv[sys.argv.index("--mcpu") + 1] if "--mcpu" in sys.argv else "gfx942").split(",")
T = 64  # threads, one wave64 / two wave32

# FlyDSL's functions, as written.
text = open(src).read()
funcs = re.findall(r"^func\.func @\w+\(.*?^}$", text, re.S | re.M)
names = [re.match(r"func\.func @(\w+)", f).group(1) for f in funcs]


def flat(shape):
    return [x for s in shape for x in (flat(s) if isinstance(s, tuple) else [s])]


def layout_offsets(shape, stride):
    """L(i) for i in 0..size-1, colexicographic over the flattened modes."""
    sh, st = flat(shape), flat(stride)
    out = []
    n = 1
    for s in sh:
        n *= s
    for i in range(n):
        off, rest = 0, i
        for s, d in zip(sh, st):
            off += (rest % s) * d
            rest //= s
        out.append(off)
    return out


# (suffix, layout text, shape, stride) of each load/store pair taking a register tensor.
REG = [
    ("", "4:1", (4,), (1,)),
    ("_3d", "(3,4,2):(1,16,4)", (3, 4, 2), (1, 16, 4)),
    ("_nested", "((4,2),3):((1,4),16)", ((4, 2), 3), ((1, 4), 16)),
    ("_stride1_dim1", "(2,4,3):(24,1,8)", (2, 4, 3), (24, 1, 8)),
    ("_scalar", "(2,3):(4,8)", (2, 3), (4, 8)),
]
for suf, *_ in REG:
    assert f"test_load_vec{suf}" in names and f"test_store_vec{suf}" in names, suf

TID = """    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32"""


def at(ptr, elems, name):
    """%name = ptr + elems * t (elements)."""
    return f"""    %{name}_n = arith.constant {elems} : i32
    %{name}_o = arith.muli %t, %{name}_n : i32
    %{name}_i = fly.make_int_tuple(%{name}_o) : (i32) -> !fly.int_tuple<?>
    %{name} = fly.add_offset(%{ptr}, %{name}_i) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>"""


kernels = []
for k, (suf, lay, shape, stride) in enumerate(REG):
    n = len(layout_offsets(shape, stride))
    mt = f"!fly.memref<f32, register, {lay}>"
    kernels.append(f"""  gpu.func @drive{k}(%in: !fly.ptr<f32, global>, %w: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %back: !fly.ptr<f32, global>) kernel attributes {{known_block_size = array<i32: {T}, 1, 1>}} {{
{TID}
{at("in", 64, "src")}
    %vals = fly.ptr.load(%src) : (!fly.ptr<f32, global>) -> vector<64xf32>
    %l = fly.static : !fly.layout<64:1>
    %r = fly.memref.alloca(%l) : (!fly.layout<64:1>) -> !fly.memref<f32, register, 64:1>
    fly.memref.store_vec(%vals, %r) : (vector<64xf32>, !fly.memref<f32, register, 64:1>) -> ()
    %p = fly.get_iter(%r) : (!fly.memref<f32, register, 64:1>) -> !fly.ptr<f32, register>
    %vl = fly.static : !fly.layout<{lay}>
    %v = fly.make_view(%p, %vl) : (!fly.ptr<f32, register>, !fly.layout<{lay}>) -> {mt}
    %x = func.call @test_load_vec{suf}(%v) : ({mt}) -> vector<{n}xf32>
{at("out", n, "dst")}
    fly.ptr.store(%x, %dst) : (vector<{n}xf32>, !fly.ptr<f32, global>) -> ()
{at("w", n, "wsrc")}
    %wv = fly.ptr.load(%wsrc) : (!fly.ptr<f32, global>) -> vector<{n}xf32>
    func.call @test_store_vec{suf}(%v, %wv) : ({mt}, vector<{n}xf32>) -> ()
    %all = fly.memref.load_vec(%r) : (!fly.memref<f32, register, 64:1>) -> vector<64xf32>
{at("back", 64, "bdst")}
    fly.ptr.store(%all, %bdst) : (vector<64xf32>, !fly.ptr<f32, global>) -> ()
    gpu.return
  }}""")

# Global tensors, coordinate tensors, a register tensor made and used in one function.
kernels.append(f"""  gpu.func @drive_misc(%in: !fly.ptr<f32, global>, %io: !fly.ptr<f32, global>, %out: !fly.ptr<f32, global>, %ci: !fly.ptr<i32, global>, %cl: !fly.ptr<i64, global>) kernel attributes {{known_block_size = array<i32: {T}, 1, 1>}} {{
{TID}
{at("in", 32, "g")}
    %gl = fly.static : !fly.layout<32:1>
    %gv = fly.make_view(%g, %gl) : (!fly.ptr<f32, global>, !fly.layout<32:1>) -> !fly.memref<f32, global, 32:1>
    %e5 = func.call @test_memref_load(%gv) : (!fly.memref<f32, global, 32:1>) -> f32
{at("io", 32, "h")}
    %hv = fly.make_view(%h, %gl) : (!fly.ptr<f32, global>, !fly.layout<32:1>) -> !fly.memref<f32, global, 32:1>
    func.call @test_memref_store(%hv, %e5) : (!fly.memref<f32, global, 32:1>, f32) -> ()
    %ft = arith.sitofp %t : i32 to f32
    %a = func.call @test_alloca_load_store() : () -> f32
    %sum = arith.addf %a, %ft : f32
{at("out", 1, "o")}
    fly.ptr.store(%sum, %o) : (f32, !fly.ptr<f32, global>) -> ()
    %c = func.call @test_load_vec_coord_tensor() : () -> vector<6xi32>
    %n6 = arith.constant 6 : i32
    %o6 = arith.muli %t, %n6 : i32
    %i6 = fly.make_int_tuple(%o6) : (i32) -> !fly.int_tuple<?>
    %cp = fly.add_offset(%ci, %i6) : (!fly.ptr<i32, global>, !fly.int_tuple<?>) -> !fly.ptr<i32, global>
    fly.ptr.store(%c, %cp) : (vector<6xi32>, !fly.ptr<i32, global>) -> ()
    %three = arith.constant 3 : i32
    %s32 = arith.addi %t, %three : i32
    %s = arith.extsi %s32 : i32 to i64
    %d = func.call @test_load_vec_coord_tensor_i64_stride(%s) : (i64) -> vector<3xi64>
    %n3 = arith.constant 3 : i32
    %o3 = arith.muli %t, %n3 : i32
    %i3 = fly.make_int_tuple(%o3) : (i32) -> !fly.int_tuple<?>
    %dp = fly.add_offset(%cl, %i3) : (!fly.ptr<i64, global>, !fly.int_tuple<?>) -> !fly.ptr<i64, global>
    fly.ptr.store(%d, %dp) : (vector<3xi64>, !fly.ptr<i64, global>) -> ()
    gpu.return
  }}""")

module = "gpu.module @memref_ops {\n" + "\n".join(funcs) + "\n" + "\n".join(kernels) + "\n}\n"
with open(f"{work}.fly", "w") as f:
    f.write(module)


def write(path, fmt, vals):
    with open(path, "wb") as f:
        f.write(struct.pack(f"<{len(vals)}{fmt}", *vals))


def read(path, fmt, n):
    return list(struct.unpack(f"<{n}{fmt}", open(path, "rb").read()))


def run(kernel, args):
    subprocess.run([emu, "run", f"{work}.hsaco", "--kernel", kernel, "--grid", "1", "--block", str(T)] +
                   [a for x in args for a in ("--arg", x)], check=True, stdout=subprocess.DEVNULL)




def check(mcpu):
    # What fly-opt --convert-fly-to-rocdl prints (Fly's lowest IR level) is what runs.
    opt = llc.replace("fly-llc", "fly-opt")
    subprocess.run([opt, "--convert-fly-to-rocdl", f"--mcpu={mcpu}", f"{work}.fly", "-o", f"{work}.low.fly"], check=True)
    subprocess.run([llc, f"{work}.low.fly", f"--mcpu={mcpu}", "-o", f"{work}.hsaco"], check=True)
    rng = random.Random(25)
    for k, (suf, lay, shape, stride) in enumerate(REG):
        offs = layout_offsets(shape, stride)
        n = len(offs)
        x = [float(rng.randint(-1000, 1000)) for _ in range(64 * T)]
        w = [float(rng.randint(2000, 3000)) for _ in range(n * T)]
        write(f"{work}.in", "f", x)
        write(f"{work}.w", "f", w)
        run(f"drive{k}", [f"in={work}.in", f"in={work}.w", f"out={work}.out:{4 * n * T}", f"out={work}.back:{4 * 64 * T}"])
        out, back = read(f"{work}.out", "f", n * T), read(f"{work}.back", "f", 64 * T)
        bad = 0
        for t in range(T):
            r = x[64 * t:64 * t + 64]
            bad += sum(out[n * t + i] != r[o] for i, o in enumerate(offs))
            for i, o in enumerate(offs):
                r[o] = w[n * t + i]
            bad += sum(back[64 * t + j] != r[j] for j in range(64))
        print(f"{mcpu} test_load_vec{suf} / test_store_vec{suf} ({lay}): {bad} wrong")

    x = [float(rng.randint(-1000, 1000)) for _ in range(32 * T)]
    io = [float(rng.randint(-1000, 1000)) for _ in range(32 * T)]
    write(f"{work}.in", "f", x)
    write(f"{work}.io", "f", io)
    run("drive_misc", [f"in={work}.in", f"inout={work}.io", f"out={work}.out:{4 * T}", f"out={work}.ci:{24 * T}",
                       f"out={work}.cl:{24 * T}"])
    io2, out = read(f"{work}.io", "f", 32 * T), read(f"{work}.out", "f", T)
    ci, cl = read(f"{work}.ci", "i", 6 * T), read(f"{work}.cl", "q", 3 * T)
    bad = 0
    for t in range(T):
        want = io[32 * t:32 * t + 32]
        want[3] = x[32 * t + 5]
        bad += io2[32 * t:32 * t + 32] != want
    bad_a = sum(out[t] != 42.0 + t for t in range(T))
    bad_c = sum(ci[6 * t:6 * t + 6] != [0, 0, 1, 1, 2, 2] for t in range(T))
    bad_c += sum(cl[3 * t:3 * t + 3] != [0, t + 3, 2 * (t + 3)] for t in range(T))
    print(f"{mcpu} test_memref_load / test_memref_store: {bad} wrong")
    print(f"{mcpu} test_alloca_load_store: {bad_a} wrong")
    print(f"{mcpu} test_load_vec_coord_tensor, _i64_stride: {bad_c} wrong")


for mcpu in mcpus:
    check(mcpu)
