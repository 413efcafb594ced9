# What Fly does with each of FlyDSL's tests/mlir inputs (conformance.py checks it; docs/flydsl.md
# shows it as a table generated from this file).
#   fly:    same | meaning | refused | differs   (conformance.py's docstring says what each checks)
#   errors: texts Fly's output must contain (its refusal, located), for refused and differs
#   why:    the reason, for the table (a FlyDSL user should accept it, or it says what is missing)

EXPECT = {
    # ---- LayoutAlgebra: the layout algebra, printed IR in FlyDSL's canonical form ----
    "LayoutAlgebra/coalesce.mlir": dict(fly="same"),
    "LayoutAlgebra/composition.mlir": dict(fly="same"),
    "LayoutAlgebra/construction.mlir": dict(fly="same"),
    "LayoutAlgebra/coord_swizzle.mlir": dict(fly="same"),
    "LayoutAlgebra/coordinate.mlir": dict(fly="same"),
    "LayoutAlgebra/int_tuple.mlir": dict(fly="same"),
    "LayoutAlgebra/product.mlir": dict(fly="same"),
    "LayoutAlgebra/size_cosize.mlir": dict(fly="same"),
    "LayoutAlgebra/divide.mlir": dict(
        fly="differs",
        errors=["divide.mlir:144:13: error: fly.logical_divide: logical_divide((14,6,9):(19,69,1), (2,3,6):(7,14,1)): "
                "complement((2,3,6):(7,14,1), (14,6,9)): CuTe's divisibility condition fails: stride 7 is not a multiple of 6"],
        why="4 of 18 cases refused on purpose: the logical, zipped, tiled and flat divide of `(14,6,9):(19,69,1)` by "
            "`(2,3,6):(7,14,1)` need the complement of a divisor whose strides break CuTe's divisibility condition "
            "(stride 7 is not a multiple of 6, what `6:1` spans); FlyDSL's complement divides with floor there, and the "
            "results its test expects (`((2,3,6),(2,9))`, 648 elements) miss 108 of the 756 elements of the divided "
            "layout, which a divide keeps (size(logical_divide(A, B)) = size(A)); CuTe refuses this divisor; Fly "
            "refuses it at the op. The other 14 "
            "cases pass FlyDSL's own CHECK lines (fly-checks)"),
    "LayoutAlgebra/mma_make_fragment_stages.mlir": dict(
        fly="meaning",
        why="same layouts; FlyDSL's layout-lowering expands the op to make_layout + make_ptr, Fly's atom-lowering "
            "makes the registers (tests/lit/flydsl/mma-fragment-stages.fly runs it)"),

    # ---- Transforms ----
    "Transforms/canonicalize.mlir": dict(
        fly="meaning",
        why="same values: FlyDSL spells static tuples as nullary `fly.make_int_tuple()`, Fly folds to `fly.static`"),
    "Transforms/int_swizzle_simplify.mlir": dict(
        fly="meaning",
        why="the inputs' swizzles feed nothing, and Fly's pass also erases dead arithmetic; the peeling is "
            "tested on used values in tests/lit/transforms/swizzle-simplify.fly"),
    "Transforms/promote_regmem_to_ssa_copy_pred.mlir": dict(
        fly="meaning",
        why="Fly's atom-lowering makes the loads, stores and the predicate's `scf.if` in the same pass"),
    "Transforms/expand_copy_reduced_pred.mlir": dict(
        fly="meaning",
        why="same meaning: the copy's value mode `(4,4)` is split into four 128-bit atom calls, call b guarded by "
            "element b of the `(4,1,1)` predicate (FlyDSL's recursion over the modes); Fly keeps `fly.copy` through "
            "layout-lowering and makes the calls in atom-lowering (fly-checks; tests/lit/flydsl/reduced-pred.test "
            "runs it on the emulator for every mask)"),
    "Transforms/convert-atom-call-to-ssa-form.mlir": dict(
        fly="differs",
        errors=["convert-atom-call-to-ssa-form.mlir:144:5: error: fly.copy_atom_call: source 4:1 and destination (4,2):(1,8) differ in size"],
        why="the universal copies and MFMA calls lower without --mcpu (the atoms' family picks gfx942); two cases "
            "are refused on purpose: a copy and an MMA call whose register tensor `(4,2):(1,8)` (8 values, 12 "
            "registers, of an 8-register allocation) does not match the atom's 4 values: the view reaches past its allocation, and "
            "CuTe's Copy_Atom::call refuses a destination whose size is not the atom's; FlyDSL's pass does not check "
            "the sizes, and its lowering copies the atom's bits to the view's start, ignoring the layout"),
    "Transforms/expand_copy_tdm_wholetile.mlir": dict(
        fly="meaning",
        why="same meaning: the TDM atom in FlyDSL's spelling (`valBits` 0) is read; Fly's layout-lowering keeps "
            "the whole-tile `fly.copy` of the rank-2 tensors (FlyDSL's makes it one `fly.copy_atom_call`), and "
            "atom-lowering makes it one `tensor_load_to_lds` of the 128 x 64 tile (fly-checks)"),
    "Transforms/layout_lowering.mlir": dict(
        fly="meaning",
        why="same values: `fly.decomposition` (the domain layout's view at the iterator moved by the offsets), "
            "`fly.get_leaves` as scalars and `fly.equal` on basis leaves are read and lowered as FlyDSL's "
            "layout-lowering does (tests/lit/flydsl/decomposition.test runs them on the emulator); Fly makes fresh "
            "static ops where FlyDSL reuses the operand's (fly-checks)"),
    "Transforms/promote_regmem_to_ssa.mlir": dict(
        fly="meaning",
        why="Fly promotes every register tensor, through scf.for, scf.if and scf.while as FlyDSL does (its kernels run "
            "on the emulator to FlyDSL's values); it spells vector updates with vector.shuffle/vector.insert where "
            "FlyDSL writes insert_strided_slice"),
    "Transforms/promote_regmem_to_ssa_invalid.mlir": dict(
        fly="meaning",
        why="same meaning: a register allocation that cannot become SSA values (a recast, a dynamic offset) "
            "stays in private memory, as FlyDSL leaves it, and code generation makes it scratch (a private "
            "alloca; fly-checks: the LLVM IR; tests/lit/flydsl/regmem-scratch.test computes with it); the "
            "promotable one beside it is promoted"),
    "Transforms/rewrite_func_signature.mlir": dict(
        fly="meaning",
        why="same meaning: static values sunk, dynamic ones as their leaves, tensors as pointer + leaves, in "
            "declarations (types only), results (returns pass the pieces, calls rebuild the value), calls, "
            "`gpu.launch_func` and kernel int tuple arguments; FlyDSL packs one value's leaves into one "
            "`!llvm.struct<packed (i32...)>` where Fly passes separate i32 (the same values in the same order; "
            "tests/lit/flydsl/func-signature.test runs results, kernel int tuples and a launched kernel)"),

    # ---- Conversion: --convert-fly-to-rocdl is Fly's lowering to its lowest IR level ----
    "Conversion/type_conversion.mlir": dict(
        fly="meaning",
        why="tensor arguments become their `!fly.ptr` (codegen gives them FlyDSL's address spaces)"),
    "Conversion/dyn_shared.mlir": dict(
        fly="meaning",
        why="`fly.get_dyn_shared` stays for codegen, which makes one external 1024-aligned LDS array per module "
            "(fly-checks: the LLVM IR)"),
    "Conversion/copy_atom_stateful.mlir": dict(
        fly="meaning",
        why="same meaning: an atom argument travels as its i32 soffset (FlyDSL: `!llvm.struct<(i32)>`), the "
            "soffset counts elements (scaled by the element size before the access); Fly's lowest level keeps "
            "fly.ptr.load/store for codegen (tests/lit/flydsl/soffset-emu.test computes with it)"),
    "Conversion/nested_add_offset.mlir": dict(
        fly="meaning",
        why="same meaning: the swizzle a pointer type carries is applied to the access's final byte address "
            "(fly-checks: the LLVM IR); Fly keeps fly.add_offset/fly.ptr.load until codegen"),
    "Conversion/ptr_alignment.mlir": dict(
        fly="meaning",
        why="same alignments (fly-checks: the LLVM IR): the type's, at most 2^M under a swizzle S<_,M,_>, "
            "and align<12> as 4"),
    "Conversion/async_load_lds.mlir": dict(
        fly="meaning",
        why="same meaning: both atoms are Fly's (`cdna4.buffer_load_async_lds` with its soffset and imm_offset "
            "state, the immediate reaching the instruction); the one `1:1` LDS tensor every lane passes is the "
            "wave's LDS base, as FlyDSL's conversion takes it (lane L's bytes at base + imm_offset + L * bytes); "
            "MLIR's `--convert-arith-to-llvm` is the empty pipeline in fly-opt (Fly keeps arith ops to its LLVM "
            "IR emission); fly-checks/lds_dma_emu.py runs every copying function on the emulator (gfx950)"),
    "Conversion/buffer_copy_lds.mlir": dict(
        fly="differs",
        errors=["buffer_copy_lds.mlir:75:3: error: fly.copy_atom_call: copy atom 'fly_rocdl.cdna3.buffer_copy_lds': imm_offset must be a constant (the instruction's immediate offset)",
                "buffer_copy_lds.mlir:96:3: error: fly.copy_atom_call: copy atom 'fly_rocdl.cdna3.buffer_copy_lds' moves 32, 96, 128 (gfx942: 32) bits on gfx942, not 128"],
        why="the atom's soffset and imm_offset state are read as FlyDSL reads them, and the `1:1` LDS tensor "
            "every lane passes is the wave's base, as FlyDSL's conversion takes it (the hardware writes lane L's "
            "value at base + imm_offset + 4L): the other functions run on the emulator (fly-checks; "
            "tests/lit/flydsl/buffer-copy-lds-imm.test); on purpose: two functions set imm_offset from a "
            "function argument, which FlyDSL passes to the intrinsic's immediate operand and LLVM's verifier "
            "rejects (\"immarg operand has non-immediate parameter\", as FlyDSL's own async_load_lds.mlir "
            "says), so Fly refuses it at the call; and a 128-bit LDS DMA is gfx950's (FlyDSL's verifier says "
            "so; LLVM cannot select it for gfx942), where the test, naming no target, is lowered for gfx942 "
            "(cdna3's first arch); `--convert-arith-to-llvm` is the empty pipeline"),
    "Conversion/gpu_ops.mlir": dict(
        fly="meaning",
        why="same meaning: two top-level modules are read as MLIR reads them (ops of the implicit module); "
            "tensor arguments of kernels and of the host function become their pointers and `gpu.launch_func` "
            "passes them; the host code is kept and fly-llc compiles the device modules (fly-checks: the LLVM "
            "IR; tests/lit/flydsl/func-signature.test runs a launched kernel)"),
    "Conversion/memref_ops.mlir": dict(
        fly="meaning",
        why="same meaning: a register tensor a function is given is a pointer to private memory, as in FlyDSL "
            "(read and written through it at the layout's offsets), and a register allocation passed to a "
            "function is kept in private memory (scratch); `fly.memref.load_vec` of a coordinate tensor gives "
            "FlyDSL's values (base + layout(i)); fly-checks/memref_ops_emu.py runs every function on the "
            "emulator (gfx942, gfx1201)"),
    "Conversion/mma_atom.mlir": dict(
        fly="meaning",
        why="same meaning: fp8 operands given as `vector<8xi8>` are the atom's registers; the atoms lowered alike (fly-checks; tests/lit/flydsl/mfma-fp8-bits.test runs it)"),
    "Conversion/mma_atom_stateful.mlir": dict(
        fly="meaning",
        why="same meaning: the scaled MFMA atoms, mixed-format f4 x f8 included (cbsz/blgp the two formats, as "
            "FlyDSL passes them), opsel and the scales set with `fly.atom.set_value` reach the intrinsic "
            "(fly-checks, at atom-lowering: the results feed nothing and Fly's lowest level drops the calls); "
            "every mixed f8/f4 atom's product is computed on the emulator (tests/unit/target/MmaAtomEmulatorTest.cpp)"),
    "Conversion/mma_scale_gfx1250.mlir": dict(
        fly="differs",
        errors=["mma_scale_gfx1250.mlir:90:3: error: fly.mma_atom_call: mode 0 of operand A of fly.mma_atom_call (32:1) must hold the atom's 64 values per thread"],
        why="on purpose: FlyDSL's test gives 32 f4 values where the 16x16x128 f4 atom takes 64 per lane: by "
            "FlyDSL's own operand rule (rows x K x bits / 1024 i32; its A layout is 32 threads x 64 values, and its "
            "32x16x128 case in the same file gives 128 and 64) the operand is 8 i32, so its conversion reads 32 "
            "bytes from the 16-byte allocation; every other case, `modC = 1` included (the C "
            "modifier reaches the intrinsic; tests/lit/flydsl/wmma-modc.test computes each modC), lowers as "
            "FlyDSL lowers it (fly-checks, case by case)"),
    "Conversion/pointer_ops.mlir": dict(
        fly="meaning",
        why="same meaning: Fly's lowest level keeps `fly.to_llvm_ptr`, which codegen makes the pointer itself (no "
            "cast), as FlyDSL's conversion does (fly-checks; tests/lit/flydsl/pointer-ops.test computes with it)"),
    "Conversion/tdm_gfx1250.mlir": dict(
        fly="meaning",
        why="same meaning: FlyDSL's TDM atom state (`extent_D`, `stride_D` with its -2^31 \"unset\", "
            "`imm_offset` bytes, `workgroup_mask`), `barrier`/`timeout` bits, padding and waves give the "
            "descriptor FlyDSL's conversion writes (fly-checks); unset extents are the tile's own where FlyDSL "
            "writes INT32_MAX (the same elements move); tests/lit/flydsl/tdm-flydsl.test computes with it, and fly-checks/tdm_emu.py runs FlyDSL's loading functions of this file on the emulator, `barrier = true` (the LDS-barrier arrive) and a `workgroup_mask` naming the issuing work-group included"),
    "Conversion/wmma_gfx11.mlir": dict(
        fly="meaning",
        why="same meaning: signA/signB/clamp reach the iu8/iu4 intrinsic's i1 operands, `ui8`/`si8` are Fly's signless i8 (fly-checks; tests/lit/flydsl/wmma-signs.test computes each combination on the emulator)"),
    "Conversion/wmma_gfx120x.mlir": dict(
        fly="meaning",
        why="same meaning: the keys signA/signB/clamp are read (false on float WMMAs, as FlyDSL requires) and the atoms lowered alike (fly-checks)"),
    "Conversion/wmma_gfx1250.mlir": dict(
        fly="meaning",
        why="same meaning: the iu4 atom with FlyDSL's keys is read; the calls' results feed nothing and Fly drops them (fly-checks)"),

    # ---- negative inputs ----
    "Conversion/gfx1250_atoms_neg.mlir": dict(
        fly="refused",
        errors=["gfx1250_atoms_neg.mlir:10:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x32x64",
                "gfx1250_atoms_neg.mlir:19:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<32x16x128",
                "gfx1250_atoms_neg.mlir:28:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx1250.wmma_scale<16x16x128",
                "gfx1250_atoms_neg.mlir:64:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32, signA = tr",
                "gfx1250_atoms_neg.mlir:36:1: error: func.func: argument of type !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 3",
                "numWarps must be a positive power of two, got 3",
                "gfx1250_atoms_neg.mlir:44:1: error: func.func: argument of type !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 64, 0",
                "padInterval and padAmount must both be zero or both non-zero",
                "gfx1250_atoms_neg.mlir:54:1: error: func.func: argument of type !fly.copy_atom<!fly_rocdl.gfx1250.tdm<rank = 2, warps = 1, pad = 48, 8",
                "padInterval must be a power of two (in elements), got 48"],
        why="each case refused where the atom type is written, for FlyDSL's reason (the MMA cases: no such atom "
            "shape, fp4-only 32x16x128, blockSize, signs on a float WMMA; the TDM cases with FlyDSL's words)"),
    "Conversion/tdm_gfx1250_neg.mlir": dict(
        fly="refused",
        errors=["tdm_gfx1250_neg.mlir:20:3: error: fly.copy_atom_call: gfx1250 TDM: padding (interval=2, amount=8 elements at 16-bit) is not encodable"],
        why="refused at the copy (the element type decides), with FlyDSL's message"),
    "Conversion/wmma_gfx11_neg.mlir": dict(
        fly="refused",
        errors=["wmma_gfx11_neg.mlir:15:11: error: fly.make_mma_atom: invalid MMA atom type '!fly_rocdl.gfx11.wmma<16x16x16, (bf16, bf16) -> f32, signA = true, signB = false, clamp = false>': signA/signB/clamp apply to integer (iu8/iu4) WMMAs only"],
        why="refused where the atom type is written, for FlyDSL's reason (a float WMMA has no sign/clamp operands)"),
    "Conversion/wmma_gfx120x_neg.mlir": dict(
        fly="differs",
        errors=["wmma_gfx120x_neg.mlir:13:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x32",
                "wmma_gfx120x_neg.mlir:32:1: error: func.func: argument of type !fly.mma_atom<!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32, signA = true"],
        why="2 of 3 cases refused where the atom type is written, for FlyDSL's reasons (no 16x16x32 WMMA on gfx12; "
            "no sign/clamp on a float WMMA); the third, an fp8 WMMA on gfx120x, is an atom Fly has (v_wmma_f32_16x16x16_fp8_fp8; "
            "FlyDSL's verifier says only its fp16/bf16 forms are wired so far; Fly's tiled-MMA GEMMs run fp8 WMMAs "
            "on gfx1201 on the emulator, tests/unit/atoms/TiledMmaKernelTest.cpp)"),
}
