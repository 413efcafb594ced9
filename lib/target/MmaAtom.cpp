// The MMA atom rows (see MmaAtom.h for what each column means).
//
// Sources: instruction set and operand placement -- AMD CDNA3/CDNA4 ISA guides ("Matrix Arithmetic
// Instructions"), RDNA4 ISA guide ("Wave Matrix Multiply Accumulate") and AMD's Matrix Instruction
// Calculator, the same placements lib/emu_matrix executes; intrinsic names, operand lists and
// register types -- LLVM 22 (IntrinsicsAMDGPU.td, checked against llvm::Intrinsic by
// tests/unit/codegen and by selecting each one with the AMDGPU backend); printed instruction names
// -- llvm-mc-22. Each row's A/B/C layouts are checked by tests/unit/target/MmaAtomEmulatorTest.cpp:
// values placed per the layouts, run through the emulator's matrix core, compared with a CPU matmul.
//
// The f8f6f4 WMMA of gfx1250 is listed for fp4 only: fp8/bf8 at 16x16x128 have their own
// instructions (same FlyDSL spelling, different register placement), which the rows above use.
//
// gfx11 (gfx1100, gfx1151) WMMA: RDNA3 ISA guide ("Wave Matrix Multiply Accumulate") and AMD
// GPUOpen's "How to accelerate AI applications on RDNA 3 using WMMA"; FlyDSL spells it
// `gfx11.wmma` (lib/Dialect/FlyROCDL/GFX11). Its 16-bit accumulators take one half of each of 8
// registers (op_sel), so their register vector has twice the values (MmaOperandForm).
//
// gfx1250's scaled WMMAs and the f4 32x16x128 WMMA: their register and scale placement is the one
// lib/emu_matrix executes, which tests/triton/validate.py checks against Triton's gfx1250 code
// objects (Triton's AMD backend encodes AMD's placement) run on the emulator against numpy.
//
// gfx1250's iu4 WMMA: LLVM 22 cannot select `llvm.amdgcn.wmma.i32.16x16x32.iu4` there, but its
// assembler encodes `v_wmma_i32_16x16x32_iu4`; the row says so (asmTemplate) and codegen emits the
// instruction as inline assembly.
//
// C layouts keep FlyDSL's nesting (its getThrValLayoutC, lib/Dialect/FlyROCDL/CDNA3 and CDNA4),
// since a tiled MMA's C partition has the atom's value mode as its mode 0 and FlyDSL's IR declares
// that shape: an M x M MFMA's C is ((M, 64/M), (4, M/4/(64/M))) : ((M, 4), (1, 4*64/M)), so 16x16's
// value mode is (4,1) (32x32's (4,4)), the same function as the flat 4:1. Where FlyDSL has no such
// atom (f64, the multi-block MFMAs) the layouts are Fly's own. Not FlyDSL's, on purpose (the
// layouts must be the hardware's; docs/flydsl.md): its 16-bit WMMA accumulator C,
// ((16,2),(4,2)):((16,8),(2,1)), numbers value 1 as row 2 where the register's element 1 is row 1;
// its gfx1250 32x16x128 f4 C, ((16,2),16):((16,16),1), sends lanes 1 and 16 to one element.
//
// Not here, on purpose: gfx1201's 16x16x16 forms on gfx1250 (not gfx1250 instructions).
//
// The 6-bit (fp6 E2M3, bf6 E3M2) rows of gfx950's scaled MFMAs and gfx1250's f8f6f4 WMMAs: which k a
// register slot holds is not documented in any source found (docs/emulator.md, "Matrix cores"); the
// rows label the slots like fp4's, and only what cannot tell labellings apart is checked: two 6-bit
// operands, unscaled or with scales equal along K (the emulator refuses the rest).
#include "fly/target/MmaAtom.h"

#include "fly/target/Arch.h"

#include <array>
#include <cstdio>
#include <iterator>
#include <vector>

namespace fly::target {
namespace {

constexpr MmaAtom kAtoms[] = {
    // UniversalFMA: one thread, one value per operand, on every arch.
    {"universal_fma", MmaKind::UniversalFma, kAllArchs, 1, 1, 1, 1, "f32", "f32", "f32", "f32", "f32", "f32",
     "", "", MmaOperandForm::Fma, 0, 0, 0, 0, 0, "1:0", "(1,1):(0,0)", "(1,1):(0,0)", "(1,1):(0,0)"},
    {"universal_fma", MmaKind::UniversalFma, kAllArchs, 1, 1, 1, 1, "f16", "f16", "f16", "f16", "f16", "f16",
     "", "", MmaOperandForm::Fma, 0, 0, 0, 0, 0, "1:0", "(1,1):(0,0)", "(1,1):(0,0)", "(1,1):(0,0)"},
    {"universal_fma", MmaKind::UniversalFma, kAllArchs, 1, 1, 1, 1, "f64", "f64", "f64", "f64", "f64", "f64",
     "", "", MmaOperandForm::Fma, 0, 0, 0, 0, 0, "1:0", "(1,1):(0,0)", "(1,1):(0,0)", "(1,1):(0,0)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 64, 1, 2, "f32", "f32", "f32", "f32", "f32", "vector<32xf32>",
     "llvm.amdgcn.mfma.f32.32x32x1f32", "v_mfma_f32_32x32x1_2b_f32", MmaOperandForm::MfmaCbszAbidBlgp, 1, 0, 0, 0, 0,
     "64:1", "((32,2),1):((1,0),0)", "(64,1):(1,0)", "((32,2),(4,4,2)):((32,4),(1,8,1024))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 64, 1, 4, "f32", "f32", "f32", "f32", "f32", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.16x16x1f32", "v_mfma_f32_16x16x1_4b_f32", MmaOperandForm::MfmaCbszAbidBlgp, 2, 0, 0, 0, 0,
     "64:1", "((16,4),1):((1,0),0)", "(64,1):(1,0)", "((16,4),(4,4)):((16,4),(1,256))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 4, 64, 1, 16, "f32", "f32", "f32", "f32", "f32", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.4x4x1f32", "v_mfma_f32_4x4x1_16b_f32", MmaOperandForm::MfmaCbszAbidBlgp, 4, 0, 0, 0, 0,
     "64:1", "((4,16),1):((1,0),0)", "(64,1):(1,0)", "(64,4):(4,1)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 32, 2, 1, "f32", "f32", "f32", "f32", "f32", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x2f32", "v_mfma_f32_32x32x2_f32", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "(64,1):(1,0)", "(64,1):(1,0)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 16, 4, 1, "f32", "f32", "f32", "f32", "f32", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x4f32", "v_mfma_f32_16x16x4_f32", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "(64,1):(1,0)", "(64,1):(1,0)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 64, 4, 2, "f16", "f16", "f32", "vector<4xf16>", "vector<4xf16>", "vector<32xf32>",
     "llvm.amdgcn.mfma.f32.32x32x4f16", "v_mfma_f32_32x32x4_2b_f16", MmaOperandForm::MfmaCbszAbidBlgp, 1, 0, 0, 0, 0,
     "64:1", "((32,2),4):((1,0),32)", "(64,4):(1,64)", "((32,2),(4,4,2)):((32,4),(1,8,1024))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 64, 4, 4, "f16", "f16", "f32", "vector<4xf16>", "vector<4xf16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.16x16x4f16", "v_mfma_f32_16x16x4_4b_f16", MmaOperandForm::MfmaCbszAbidBlgp, 2, 0, 0, 0, 0,
     "64:1", "((16,4),4):((1,0),16)", "(64,4):(1,64)", "((16,4),(4,4)):((16,4),(1,256))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 4, 64, 4, 16, "f16", "f16", "f32", "vector<4xf16>", "vector<4xf16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.4x4x4f16", "v_mfma_f32_4x4x4_16b_f16", MmaOperandForm::MfmaCbszAbidBlgp, 4, 0, 0, 0, 0,
     "64:1", "((4,16),4):((1,0),4)", "(64,4):(1,64)", "(64,4):(4,1)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 32, 8, 1, "f16", "f16", "f32", "vector<4xf16>", "vector<4xf16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x8f16", "v_mfma_f32_32x32x8_f16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),4):((1,128),32)", "((32,2),4):((1,128),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 16, 16, 1, "f16", "f16", "f32", "vector<4xf16>", "vector<4xf16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x16f16", "v_mfma_f32_16x16x16_f16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),4):((1,64),16)", "((16,4),4):((1,64),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 64, 4, 2, "bf16", "bf16", "f32", "vector<4xi16>", "vector<4xi16>", "vector<32xf32>",
     "llvm.amdgcn.mfma.f32.32x32x4bf16.1k", "v_mfma_f32_32x32x4_2b_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 1, 0, 0, 0, 0,
     "64:1", "((32,2),4):((1,0),32)", "(64,4):(1,64)", "((32,2),(4,4,2)):((32,4),(1,8,1024))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 64, 4, 4, "bf16", "bf16", "f32", "vector<4xi16>", "vector<4xi16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.16x16x4bf16.1k", "v_mfma_f32_16x16x4_4b_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 2, 0, 0, 0, 0,
     "64:1", "((16,4),4):((1,0),16)", "(64,4):(1,64)", "((16,4),(4,4)):((16,4),(1,256))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 4, 64, 4, 16, "bf16", "bf16", "f32", "vector<4xi16>", "vector<4xi16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.4x4x4bf16.1k", "v_mfma_f32_4x4x4_16b_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 4, 0, 0, 0, 0,
     "64:1", "((4,16),4):((1,0),4)", "(64,4):(1,64)", "(64,4):(4,1)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 32, 8, 1, "bf16", "bf16", "f32", "vector<4xi16>", "vector<4xi16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x8bf16.1k", "v_mfma_f32_32x32x8_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),4):((1,128),32)", "((32,2),4):((1,128),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 16, 16, 1, "bf16", "bf16", "f32", "vector<4xi16>", "vector<4xi16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "v_mfma_f32_16x16x16_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),4):((1,64),16)", "((16,4),4):((1,64),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 64, 4, 2, "i8", "i8", "i32", "i32", "i32", "vector<32xi32>",
     "llvm.amdgcn.mfma.i32.32x32x4i8", "v_mfma_i32_32x32x4_2b_i8", MmaOperandForm::MfmaCbszAbidBlgp, 1, 0, 0, 0, 0,
     "64:1", "((32,2),4):((1,0),32)", "(64,4):(1,64)", "((32,2),(4,4,2)):((32,4),(1,8,1024))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 64, 4, 4, "i8", "i8", "i32", "i32", "i32", "vector<16xi32>",
     "llvm.amdgcn.mfma.i32.16x16x4i8", "v_mfma_i32_16x16x4_4b_i8", MmaOperandForm::MfmaCbszAbidBlgp, 2, 0, 0, 0, 0,
     "64:1", "((16,4),4):((1,0),16)", "(64,4):(1,64)", "((16,4),(4,4)):((16,4),(1,256))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 4, 64, 4, 16, "i8", "i8", "i32", "i32", "i32", "vector<4xi32>",
     "llvm.amdgcn.mfma.i32.4x4x4i8", "v_mfma_i32_4x4x4_16b_i8", MmaOperandForm::MfmaCbszAbidBlgp, 4, 0, 0, 0, 0,
     "64:1", "((4,16),4):((1,0),4)", "(64,4):(1,64)", "(64,4):(4,1)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 32, 32, 16, 1, "i8", "i8", "i32", "i64", "i64", "vector<16xi32>",
     "llvm.amdgcn.mfma.i32.32x32x16.i8", "v_mfma_i32_32x32x16_i8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 16, 32, 1, "i8", "i8", "i32", "i64", "i64", "vector<4xi32>",
     "llvm.amdgcn.mfma.i32.16x16x32.i8", "v_mfma_i32_16x16x32_i8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 16, 16, 4, 1, "f64", "f64", "f64", "f64", "f64", "vector<4xf64>",
     "llvm.amdgcn.mfma.f64.16x16x4f64", "v_mfma_f64_16x16x4_f64", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "(64,1):(1,0)", "(64,1):(1,0)", "((16,4),4):((16,1),4)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942 | kGfx950, 4, 16, 4, 4, "f64", "f64", "f64", "f64", "f64", "f64",
     "llvm.amdgcn.mfma.f64.4x4x4f64", "v_mfma_f64_4x4x4_4b_f64", MmaOperandForm::MfmaCbszAbidBlgp, 2, 0, 0, 0, 0,
     "64:1", "((4,4,4),1):((1,0,4),0)", "(64,1):(1,0)", "((16,4),1):((4,1),0)"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 16, 16, 32, 1, "f8E4M3FNUZ", "f8E4M3FNUZ", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "v_mfma_f32_16x16x32_fp8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 16, 16, 32, 1, "f8E4M3FNUZ", "f8E5M2FNUZ", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", "v_mfma_f32_16x16x32_fp8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 16, 16, 32, 1, "f8E5M2FNUZ", "f8E4M3FNUZ", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", "v_mfma_f32_16x16x32_bf8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 16, 16, 32, 1, "f8E5M2FNUZ", "f8E5M2FNUZ", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", "v_mfma_f32_16x16x32_bf8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 32, 32, 16, 1, "f8E4M3FNUZ", "f8E4M3FNUZ", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", "v_mfma_f32_32x32x16_fp8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 32, 32, 16, 1, "f8E4M3FNUZ", "f8E5M2FNUZ", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", "v_mfma_f32_32x32x16_fp8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 32, 32, 16, 1, "f8E5M2FNUZ", "f8E4M3FNUZ", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", "v_mfma_f32_32x32x16_bf8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 32, 32, 16, 1, "f8E5M2FNUZ", "f8E5M2FNUZ", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", "v_mfma_f32_32x32x16_bf8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "f8E4M3FN", "f8E4M3FN", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "v_mfma_f32_16x16x32_fp8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "f8E4M3FN", "f8E5M2", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", "v_mfma_f32_16x16x32_fp8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "f8E5M2", "f8E4M3FN", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", "v_mfma_f32_16x16x32_bf8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "f8E5M2", "f8E5M2", "f32", "i64", "i64", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", "v_mfma_f32_16x16x32_bf8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "f8E4M3FN", "f8E4M3FN", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", "v_mfma_f32_32x32x16_fp8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "f8E4M3FN", "f8E5M2", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", "v_mfma_f32_32x32x16_fp8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "f8E5M2", "f8E4M3FN", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", "v_mfma_f32_32x32x16_bf8_fp8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "f8E5M2", "f8E5M2", "f32", "i64", "i64", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", "v_mfma_f32_32x32x16_bf8_bf8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 16, 16, 8, 1, "f32", "f32", "f32", "vector<2xf32>", "vector<2xf32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x8.xf32", "v_mfma_f32_16x16x8_xf32", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),2):((1,32),16)", "((16,4),2):((1,32),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx942, 32, 32, 4, 1, "f32", "f32", "f32", "vector<2xf32>", "vector<2xf32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x4.xf32", "v_mfma_f32_32x32x4_xf32", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),2):((1,64),32)", "((32,2),2):((1,64),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "f16", "f16", "f32", "vector<8xf16>", "vector<8xf16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.f16", "v_mfma_f32_16x16x32_f16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "f16", "f16", "f32", "vector<8xf16>", "vector<8xf16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.f16", "v_mfma_f32_32x32x16_f16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 32, 1, "bf16", "bf16", "f32", "vector<8xbf16>", "vector<8xbf16>", "vector<4xf32>",
     "llvm.amdgcn.mfma.f32.16x16x32.bf16", "v_mfma_f32_16x16x32_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),8):((1,128),16)", "((16,4),8):((1,128),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 16, 1, "bf16", "bf16", "f32", "vector<8xbf16>", "vector<8xbf16>", "vector<16xf32>",
     "llvm.amdgcn.mfma.f32.32x32x16.bf16", "v_mfma_f32_32x32x16_bf16", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),8):((1,256),32)", "((32,2),8):((1,256),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 16, 16, 64, 1, "i8", "i8", "i32", "vector<4xi32>", "vector<4xi32>", "vector<4xi32>",
     "llvm.amdgcn.mfma.i32.16x16x64.i8", "v_mfma_i32_16x16x64_i8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((16,4),16):((1,256),16)", "((16,4),16):((1,256),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna3.mfma", MmaKind::Mfma, kGfx950, 32, 32, 32, 1, "i8", "i8", "i32", "vector<4xi32>", "vector<4xi32>", "vector<16xi32>",
     "llvm.amdgcn.mfma.i32.32x32x32.i8", "v_mfma_i32_32x32x32_i8", MmaOperandForm::MfmaCbszAbidBlgp, 0, 0, 0, 0, 0,
     "64:1", "((32,2),16):((1,512),32)", "((32,2),16):((1,512),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 0, 0, 0,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 1, 0, 1,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 0, 1, 0,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E5M2", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 1, 1, 1,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f6E2M3FN", "f6E2M3FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 2, 0, 2, 2, 2,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f6E2M3FN", "f6E3M2FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 2, 0, 3, 2, 3,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f6E3M2FN", "f6E2M3FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 3, 0, 2, 3, 2,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f6E3M2FN", "f6E3M2FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 3, 0, 3, 3, 3,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<4xi32>", "vector<4xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 4, 4, 4,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E4M3FN", "f4E2M1FN", "f32", "vector<8xi32>", "vector<4xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 4, 0, 4,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f8E5M2", "f4E2M1FN", "f32", "vector<8xi32>", "vector<4xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 4, 1, 4,
     "64:1", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),32):((1,512),16)", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f4E2M1FN", "f8E4M3FN", "f32", "vector<4xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 0, 4, 0,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 16, 16, 128, 1, "f4E2M1FN", "f8E5M2", "f32", "vector<4xi32>", "vector<8xi32>", "vector<4xf32>",
     "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 1, 4, 1,
     "64:1", "((16,4),32):((1,512),16)", "((16,4),(16,2)):((1,256),(16,1024))", "((16,4),(4,1)):((16,4),(1,16))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 0, 0, 0,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 1, 0, 1,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 0, 1, 0,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E5M2", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 1, 1, 1,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f6E2M3FN", "f6E2M3FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 2, 0, 2, 2, 2,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f6E2M3FN", "f6E3M2FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 2, 0, 3, 2, 3,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f6E3M2FN", "f6E2M3FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 3, 0, 2, 3, 2,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f6E3M2FN", "f6E3M2FN", "f32", "vector<6xi32>", "vector<6xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 3, 0, 3, 3, 3,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<4xi32>", "vector<4xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 4, 4, 4,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E4M3FN", "f4E2M1FN", "f32", "vector<8xi32>", "vector<4xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 0, 0, 4, 0, 4,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f8E5M2", "f4E2M1FN", "f32", "vector<8xi32>", "vector<4xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 1, 0, 4, 1, 4,
     "64:1", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),32):((1,1024),32)", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f4E2M1FN", "f8E4M3FN", "f32", "vector<4xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 0, 4, 0,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"cdna4.mfma_scale", MmaKind::MfmaScale, kGfx950, 32, 32, 64, 1, "f4E2M1FN", "f8E5M2", "f32", "vector<4xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", MmaOperandForm::MfmaScale, 4, 0, 1, 4, 1,
     "64:1", "((32,2),32):((1,1024),32)", "((32,2),(16,2)):((1,512),(32,1024))", "((32,2),(4,4)):((32,4),(1,8))"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f16", "f16", "f32", "vector<8xf16>", "vector<8xf16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.f16", "v_wmma_f32_16x16x16_f16", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "bf16", "bf16", "f32", "vector<8xi16>", "vector<8xi16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.bf16", "v_wmma_f32_16x16x16_bf16", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f16", "f16", "f16", "vector<8xf16>", "vector<8xf16>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x16.f16", "v_wmma_f16_16x16x16_f16", MmaOperandForm::WmmaABCOpsel, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "bf16", "bf16", "bf16", "vector<8xi16>", "vector<8xi16>", "vector<8xi16>",
     "llvm.amdgcn.wmma.bf16.16x16x16.bf16", "v_wmma_bf16_16x16x16_bf16", MmaOperandForm::WmmaABCOpsel, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "i8", "i8", "i32", "vector<2xi32>", "vector<2xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x16.iu8", "v_wmma_i32_16x16x16_iu8", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "i4", "i4", "i32", "i32", "i32", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x16.iu4", "v_wmma_i32_16x16x16_iu4", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 32, 1, "i4", "i4", "i32", "vector<2xi32>", "vector<2xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x32.iu4", "v_wmma_i32_16x16x32_iu4", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<2xi32>", "vector<2xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", "v_wmma_f32_16x16x16_fp8_fp8", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<2xi32>", "vector<2xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8", "v_wmma_f32_16x16x16_fp8_bf8", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<2xi32>", "vector<2xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8", "v_wmma_f32_16x16x16_bf8_fp8", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    {"gfx120x.wmma", MmaKind::Wmma, kGfx1201, 16, 16, 16, 1, "f8E5M2", "f8E5M2", "f32", "vector<2xi32>", "vector<2xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8", "v_wmma_f32_16x16x16_bf8_bf8", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),8):((1,128),16)", "((16,2),8):((1,128),16)", "((16,2),8):((16,8),1)"},
    // gfx11 (RDNA3/3.5): each lane holds a whole row of A / column of B (16 k); the two half-waves
    // hold copies (stride 0). C/D rows interleave between the half-waves (M = 2v + lane/16).
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "f16", "f16", "f32", "vector<16xf16>", "vector<16xf16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.f16", "v_wmma_f32_16x16x16_f16", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "bf16", "bf16", "f32", "vector<16xi16>", "vector<16xi16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x16.bf16", "v_wmma_f32_16x16x16_bf16", MmaOperandForm::WmmaABC, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "f16", "f16", "f16", "vector<16xf16>", "vector<16xf16>", "vector<16xf16>",
     "llvm.amdgcn.wmma.f16.16x16x16.f16", "v_wmma_f16_16x16x16_f16", MmaOperandForm::WmmaABCOpselHalves, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "bf16", "bf16", "bf16", "vector<16xi16>", "vector<16xi16>", "vector<16xi16>",
     "llvm.amdgcn.wmma.bf16.16x16x16.bf16", "v_wmma_bf16_16x16x16_bf16", MmaOperandForm::WmmaABCOpselHalves, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "i8", "i8", "i32", "vector<4xi32>", "vector<4xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x16.iu8", "v_wmma_i32_16x16x16_iu8", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx11.wmma", MmaKind::Wmma, kGfx11, 16, 16, 16, 1, "i4", "i4", "i32", "vector<2xi32>", "vector<2xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x16.iu4", "v_wmma_i32_16x16x16_iu4", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),16):((1,0),16)", "((16,2),16):((1,0),16)", "((16,2),8):((16,1),2)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 4, 1, "f32", "f32", "f32", "vector<2xf32>", "vector<2xf32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x4.f32", "v_wmma_f32_16x16x4_f32", MmaOperandForm::WmmaNegMods, 0, 0, 0, 0, 0,
     "32:1", "((16,2),2):((1,32),16)", "((16,2),2):((1,32),16)", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 32, 1, "f16", "f16", "f32", "vector<16xf16>", "vector<16xf16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x32.f16", "v_wmma_f32_16x16x32_f16", MmaOperandForm::WmmaNegMods, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 32, 1, "bf16", "bf16", "f32", "vector<16xbf16>", "vector<16xbf16>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x32.bf16", "v_wmma_f32_16x16x32_bf16", MmaOperandForm::WmmaNegMods, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 32, 1, "f16", "f16", "f16", "vector<16xf16>", "vector<16xf16>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x32.f16", "v_wmma_f16_16x16x32_f16", MmaOperandForm::WmmaNegMods, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 32, 1, "bf16", "bf16", "bf16", "vector<16xbf16>", "vector<16xbf16>", "vector<8xbf16>",
     "llvm.amdgcn.wmma.bf16.16x16x32.bf16", "v_wmma_bf16_16x16x32_bf16", MmaOperandForm::WmmaNegMods, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "i8", "i8", "i32", "vector<8xi32>", "vector<8xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x64.iu8", "v_wmma_i32_16x16x64_iu8", MmaOperandForm::WmmaSignedIUReuse, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    // LLVM 22 cannot select this intrinsic on gfx1250 (any sign/clamp flags, SelectionDAG or
    // GlobalISel), but its assembler has the instruction: lowered as inline assembly (docs/atoms.md).
    // Hazard: llc-22 puts up to 9 v_nop between a gfx1250 WMMA and a dependent WMMA/VALU.
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 32, 1, "i4", "i4", "i32", "vector<2xi32>", "vector<2xi32>", "vector<8xi32>",
     "llvm.amdgcn.wmma.i32.16x16x32.iu4", "v_wmma_i32_16x16x32_iu4", MmaOperandForm::WmmaSignedIU, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),(8,2)):((1,128),(16,256))", "((16,2),8):((16,8),1)",
     32, "v_wmma_i32_16x16x32_iu4 $0, $1, $2, $3", "=&v,v,v,v", 9},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8", "v_wmma_f32_16x16x64_fp8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8", "v_wmma_f32_16x16x64_fp8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8", "v_wmma_f32_16x16x64_bf8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E5M2", "f8E5M2", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8", "v_wmma_f32_16x16x64_bf8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E4M3FN", "f8E4M3FN", "f16", "vector<8xi32>", "vector<8xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8", "v_wmma_f16_16x16x64_fp8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E4M3FN", "f8E5M2", "f16", "vector<8xi32>", "vector<8xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8", "v_wmma_f16_16x16x64_fp8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E5M2", "f8E4M3FN", "f16", "vector<8xi32>", "vector<8xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8", "v_wmma_f16_16x16x64_bf8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 64, 1, "f8E5M2", "f8E5M2", "f16", "vector<8xi32>", "vector<8xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8", "v_wmma_f16_16x16x64_bf8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),(8,4)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8", "v_wmma_f32_16x16x128_fp8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8", "v_wmma_f32_16x16x128_fp8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8", "v_wmma_f32_16x16x128_bf8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8", "v_wmma_f32_16x16x128_bf8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E4M3FN", "f16", "vector<16xi32>", "vector<16xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8", "v_wmma_f16_16x16x128_fp8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E5M2", "f16", "vector<16xi32>", "vector<16xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8", "v_wmma_f16_16x16x128_fp8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E4M3FN", "f16", "vector<16xi32>", "vector<16xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8", "v_wmma_f16_16x16x128_bf8_fp8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E5M2", "f16", "vector<16xi32>", "vector<16xi32>", "vector<8xf16>",
     "llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8", "v_wmma_f16_16x16x128_bf8_bf8", MmaOperandForm::WmmaCmod, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),(8,8)):((1,128),(16,256))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaFormats, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    // 6-bit A and B (fp6 E2M3 / bf6 E3M2, 12 registers): which k a slot holds is not established;
    // the rows label them like fp4 (runs of 32), which products of two 6-bit operands laid out alike
    // cannot tell apart (docs/atoms.md).
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaFormats, 0, 0, 0, 2, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaFormats, 0, 0, 0, 2, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaFormats, 0, 0, 0, 3, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", "v_wmma_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaFormats, 0, 0, 0, 3, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 1,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 0,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 1,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 2, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 2, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 3, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 3, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    // fp4 with fp8/bf8 (FlyDSL's a8w4 GEMM and MoE: fp4 weights as A, fp8 activations as B): each
    // operand in its own format's registers and layout (the instruction reads A and B by their own
    // format codes; the emulator pairs them by k).
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f8E4M3FN", "f32", "vector<8xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 0,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f8E5M2", "f32", "vector<8xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 1,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 4,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", "v_wmma_scale_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 4,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)"},
    // scale16: one E8M0 scale per 16 K elements, 64-bit scale operands (FlyDSL's blockSize = 16).
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 0,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 1,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E4M3FN", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 0,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f8E5M2", "f32", "vector<16xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 1,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<8xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 2, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E2M3FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 2, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E2M3FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 3, 2,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f6E3M2FN", "f6E3M2FN", "f32", "vector<12xi32>", "vector<12xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 3, 3,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    // fp4 with fp8/bf8, 16-element scale blocks.
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f8E4M3FN", "f32", "vector<8xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 0,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f4E2M1FN", "f8E5M2", "f32", "vector<8xi32>", "vector<16xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 4, 1,
     "32:1", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E4M3FN", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 0, 4,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 16, 16, 128, 1, "f8E5M2", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<8xf32>",
     "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4", MmaOperandForm::WmmaScale, 0, 0, 0, 1, 4,
     "32:1", "((16,2),(16,4)):((1,256),(16,512))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),8):((16,8),1)",
     16},
    // 32 rows of fp4 A: rows 16-31 in registers 8-15, laid out as rows 0-15 (a third value mode of
    // stride 16); C likewise (registers 8-15: rows 16-31).
    {"gfx1250.wmma", MmaKind::Wmma, kGfx1250, 32, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.wmma.f32.32x16x128.f4", "v_wmma_f32_32x16x128_f4", MmaOperandForm::WmmaF4, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2,2)):((1,1024),(32,2048,16))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(8,2)):((32,8),(1,16))"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 32, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.wmma.scale.f32.32x16x128.f4", "v_wmma_scale_f32_32x16x128_f4", MmaOperandForm::WmmaScaleF4, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2,2)):((1,1024),(32,2048,16))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(8,2)):((32,8),(1,16))"},
    {"gfx1250.wmma_scale", MmaKind::Wmma, kGfx1250, 32, 16, 128, 1, "f4E2M1FN", "f4E2M1FN", "f32", "vector<16xi32>", "vector<8xi32>", "vector<16xf32>",
     "llvm.amdgcn.wmma.scale16.f32.32x16x128.f4", "v_wmma_scale16_f32_32x16x128_f4", MmaOperandForm::WmmaScaleF4, 0, 0, 0, 4, 4,
     "32:1", "((16,2),(32,2,2)):((1,1024),(32,2048,16))", "((16,2),(32,2)):((1,512),(16,1024))", "((16,2),(8,2)):((32,8),(1,16))",
     16},
};

// FlyDSL's FNUZ spelling of the gfx950 fp8 atoms: its lowering emits the same intrinsic whatever the
// fp8 types (lib/Dialect/FlyROCDL/CDNA3/MmaAtom.cpp), and the gfx950 instruction reads OCP E4M3FN /
// E5M2 bytes: the bytes mean what OCP says, not what FNUZ says. Each is the OCP row with the FNUZ
// names and readsA/readsB the OCP types, listed after the run of OCP rows it comes from.
std::string_view fnuzSpelling(std::string_view ocp) {
  return ocp == "f8E4M3FN" ? "f8E4M3FNUZ" : ocp == "f8E5M2" ? "f8E5M2FNUZ" : std::string_view();
}

bool hasFnuzSpelling(const MmaAtom &atom) {
  return atom.dialectKind == "cdna3.mfma" && atom.archs == kGfx950 && !fnuzSpelling(atom.aType).empty() &&
         !fnuzSpelling(atom.bType).empty();
}

std::vector<MmaAtom> withFnuzSpellings() {
  std::vector<MmaAtom> atoms;
  const size_t n = std::size(kAtoms);
  size_t runStart = 0;
  for (size_t i = 0; i < n; ++i) {
    atoms.push_back(kAtoms[i]);
    if (!hasFnuzSpelling(kAtoms[i])) {
      runStart = i + 1;
      continue;
    }
    if (i + 1 < n && hasFnuzSpelling(kAtoms[i + 1])) continue;
    for (size_t j = runStart; j <= i; ++j) {
      MmaAtom fnuz = kAtoms[j];
      fnuz.aType = fnuzSpelling(kAtoms[j].aType);
      fnuz.bType = fnuzSpelling(kAtoms[j].bType);
      fnuz.readsA = kAtoms[j].aType;
      fnuz.readsB = kAtoms[j].bType;
      atoms.push_back(fnuz);
    }
  }
  return atoms;
}

const std::vector<MmaAtom> &atomRows() {
  static const std::vector<MmaAtom> rows = withFnuzSpellings();
  return rows;
}

Layout parsed(std::string_view text) {
  auto l = parseLayout(text);
  return l.ok() ? *l : Layout(); // every row parses (tested); 1:0 keeps a bad row visible, not fatal
}

uint32_t bitOf(const Arch &arch) {
  if (arch.name == "gfx942") return kGfx942;
  if (arch.name == "gfx950") return kGfx950;
  if (arch.name == "gfx1201") return kGfx1201;
  if (arch.name == "gfx1250") return kGfx1250;
  if (arch.name == "gfx1100") return kGfx1100;
  if (arch.name == "gfx1151") return kGfx1151;
  return 0;
}

int valueCount(const Layout &tv) {
  auto v = size(tv, 1);
  return v.ok() && v->isStatic() ? int(v->value()) : 0;
}

} // namespace

bool MmaAtom::availableOn(const Arch &arch) const { return (archs & bitOf(arch)) != 0; }

std::string MmaAtom::innerTypeText() const {
  if (kind == MmaKind::UniversalFma) return "!fly.universal_fma<" + std::string(cType) + ">";
  std::string text = "!fly_rocdl." + std::string(dialectKind) + "<" + std::to_string(m) + "x" +
                     std::to_string(n / blocks) + "x" + std::to_string(k) + ", (" + std::string(aType) + ", " +
                     std::string(bType) + ") -> " + std::string(cType);
  if (scaled()) text += ", opselA = 0, opselB = 0";
  if (scaled() && scaleBlock != 32) text += ", blockSize = " + std::to_string(scaleBlock);
  return text + ">";
}

Layout MmaAtom::thrIdLayout() const { return parsed(thrId); }
MmaAtomLayouts MmaAtom::layouts() const {
  return MmaAtomLayouts{Int(m), Int(n), Int(k), thrIdLayout(), aTV(), bTV(), cTV()};
}
Layout MmaAtom::aTV() const { return parsed(aLayout); }
Layout MmaAtom::bTV() const { return parsed(bLayout); }
Layout MmaAtom::cTV() const { return parsed(cLayout); }
int MmaAtom::threads() const {
  Int s = size(thrIdLayout());
  return s.isStatic() ? int(s.value()) : 0;
}
int MmaAtom::valuesA() const { return valueCount(aTV()); }
int MmaAtom::valuesB() const { return valueCount(bTV()); }
int MmaAtom::valuesC() const { return valueCount(cTV()); }

std::span<const MmaAtom> allMmaAtoms() { return atomRows(); }

std::vector<const MmaAtom *> mmaAtomsFor(const Arch &arch) {
  std::vector<const MmaAtom *> atoms;
  for (const MmaAtom &atom : atomRows())
    if (atom.availableOn(arch)) atoms.push_back(&atom);
  return atoms;
}

const MmaAtom *findMmaAtom(std::string_view dialectKind, int m, int n, int k, std::string_view aType,
                           std::string_view bType, std::string_view cType, const Arch *arch, int scaleBlock) {
  const MmaAtom *any = nullptr;
  for (const MmaAtom &atom : atomRows()) {
    if (atom.dialectKind != dialectKind || atom.m != m || atom.n / atom.blocks != n || atom.k != k ||
        atom.aType != aType || atom.bType != bType || atom.cType != cType ||
        (atom.scaled() && atom.scaleBlock != scaleBlock))
      continue;
    if (!arch || atom.availableOn(*arch)) return &atom;
    if (!any) any = &atom;
  }
  return arch ? nullptr : any;
}

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

bool parseInt(std::string_view s, int &out) {
  s = trim(s);
  if (s.empty() || s.size() > 6) return false;
  out = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    out = out * 10 + (c - '0');
  }
  return true;
}

// What follows the C type of a scaled atom: `opselA = N, opselB = N` (0..3 each; both required),
// then FlyDSL's optional WMMA keys `modC = 0`, `reuseA = B`, `reuseB = B`, `blockSize = 16|32`.
struct AtomModifiers {
  int opselA = 0, opselB = 0, blockSize = 32, modC = 0;
  bool opsel = false;                              // opselA/opselB given (both, or an error)
  bool signs = false;                              // signA/signB/clamp given
  bool signA = true, signB = true, clamp = false;  // without them: Fly's signed iu8/iu4
};

Result<AtomModifiers> parseModifiers(std::string_view mods) {
  AtomModifiers out;
  bool seen[2] = {false, false};
  while (!trim(mods).empty()) {
    size_t comma = mods.find(',');
    std::string_view item = trim(mods.substr(0, comma));
    mods = comma == std::string_view::npos ? std::string_view() : mods.substr(comma + 1);
    size_t eq = item.find('=');
    if (eq == std::string_view::npos) return Error("expected 'key = value', got '" + std::string(item) + "'");
    std::string_view key = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
    int number = 0;
    if (key == "opselA" || key == "opselB") {
      if (!parseInt(value, number)) return Error("expected '" + std::string(key) + " = N'");
      if (number > 3)
        return Error(std::string(key) + " = " + std::to_string(number) + " is out of range (a byte of the scale: 0..3)");
      (key == "opselA" ? out.opselA : out.opselB) = number;
      seen[key == "opselB"] = true;
    } else if (key == "blockSize") {
      if (!parseInt(value, number) || (number != 16 && number != 32))
        return Error("blockSize must be 16 or 32, got '" + std::string(value) + "'");
      out.blockSize = number;
    } else if (key == "modC") {
      // The intrinsic's i16 C modifier, ROCDL's WMMACModifier: none, neg, abs, neg_abs.
      if (!parseInt(value, number) || number > 3)
        return Error("modC = " + std::string(value) + " is not a C modifier (0 none, 1 neg, 2 abs, 3 neg of abs)");
      out.modC = number;
    } else if (key == "reuseA" || key == "reuseB") {
      if (value != "false" && value != "true") return Error("expected '" + std::string(key) + " = false|true'");
    } else if (key == "signA" || key == "signB" || key == "clamp") {
      // FlyDSL's integer WMMA keys (its assembly format always spells all three).
      if (value != "false" && value != "true") return Error("expected '" + std::string(key) + " = false|true'");
      if (!out.signs) out.signA = out.signB = out.clamp = false;
      out.signs = true;
      (key == "signA" ? out.signA : key == "signB" ? out.signB : out.clamp) = value == "true";
    } else {
      return Error("unknown atom key '" + std::string(key) +
                   "' (opselA, opselB, modC, reuseA, reuseB, blockSize, signA, signB, clamp)");
    }
  }
  out.opsel = seen[0] || seen[1];
  if (out.opsel && !seen[0]) return Error("expected 'opselA = N'");
  if (out.opsel && !seen[1]) return Error("expected 'opselB = N'");
  return out;
}

// `si8`/`ui8` (and other widths): the signless name `i8`; other names unchanged.
std::string_view signlessName(std::string_view t) {
  if (t.size() > 2 && (t[0] == 's' || t[0] == 'u') && t[1] == 'i' &&
      t.find_first_not_of("0123456789", 2) == std::string_view::npos)
    return t.substr(1);
  return t;
}

// The forms whose intrinsic takes an i16 C modifier (gfx1250's WMMAs).
bool cModifierForm(MmaOperandForm f) {
  using F = MmaOperandForm;
  return f == F::WmmaNegMods || f == F::WmmaCmod || f == F::WmmaFormats || f == F::WmmaScale || f == F::WmmaF4 ||
         f == F::WmmaScaleF4;
}

bool signedOperandForm(MmaOperandForm f) {
  return f == MmaOperandForm::WmmaSignedIU || f == MmaOperandForm::WmmaSignedIUReuse;
}

} // namespace

Result<MmaAtomSigns> parseMmaAtomSigns(std::string_view typeText) {
  std::string_view text = trim(typeText);
  size_t arrow = text.find("->");
  size_t comma = arrow == std::string_view::npos ? arrow : text.find(',', arrow);
  if (comma == std::string_view::npos) return MmaAtomSigns{};
  std::string_view mods = text.substr(comma + 1);
  if (!mods.empty() && mods.back() == '>') mods.remove_suffix(1);
  auto r = parseModifiers(mods);
  if (!r.ok()) return Error("invalid MMA atom type '" + std::string(typeText) + "': " + r.error().message);
  return MmaAtomSigns{r->signA, r->signB, r->clamp, r->modC};
}

Result<std::pair<int, int>> parseMmaAtomOpsel(std::string_view typeText) {
  std::string_view text = trim(typeText);
  size_t arrow = text.find("->");
  if (arrow == std::string_view::npos) return std::make_pair(0, 0);
  size_t comma = text.find(',', arrow);
  if (comma == std::string_view::npos) return std::make_pair(0, 0);
  std::string_view mods = text.substr(comma + 1);
  if (!mods.empty() && mods.back() == '>') mods.remove_suffix(1);
  auto r = parseModifiers(mods);
  if (!r.ok()) return Error("invalid MMA atom type '" + std::string(typeText) + "': " + r.error().message);
  return std::make_pair(r->opselA, r->opselB);
}

Result<const MmaAtom *> parseMmaAtomType(std::string_view typeText, const Arch *arch) {
  std::string_view text = trim(typeText);
  auto bad = [&](const std::string &why) {
    return Error("invalid MMA atom type '" + std::string(typeText) + "': " + why);
  };
  size_t open = text.find('<');
  if (open == std::string_view::npos || text.back() != '>') return bad("expected KIND<...>");
  std::string_view head = text.substr(0, open), body = text.substr(open + 1, text.size() - open - 2);
  std::string_view kind;
  if (head.starts_with("!fly_rocdl.")) kind = head.substr(11);
  else if (head == "!fly.universal_fma") kind = "universal_fma";
  else return bad("unknown atom kind '" + std::string(head) + "'");
  int m = 1, n = 1, k = 1;
  std::string_view aType, bType, cType;
  std::pair<int, int> opsels{0, 0};
  int blockSize = 32;
  AtomModifiers mods;
  if (kind == "universal_fma") {
    aType = bType = cType = trim(body);
  } else {
    // MxNxK, (A, B) -> C[, opselA = 0, opselB = 0]
    size_t comma = body.find(',');
    if (comma == std::string_view::npos) return bad("expected 'MxNxK, (A, B) -> C'");
    std::string_view shape = trim(body.substr(0, comma));
    size_t x1 = shape.find('x'), x2 = x1 == std::string_view::npos ? x1 : shape.find('x', x1 + 1);
    if (x2 == std::string_view::npos || !parseInt(shape.substr(0, x1), m) ||
        !parseInt(shape.substr(x1 + 1, x2 - x1 - 1), n) || !parseInt(shape.substr(x2 + 1), k))
      return bad("expected a shape MxNxK, got '" + std::string(shape) + "'");
    std::string_view rest = trim(body.substr(comma + 1));
    size_t close = rest.find(')'), arrow = rest.find("->");
    if (!rest.starts_with("(") || close == std::string_view::npos || arrow == std::string_view::npos || arrow < close)
      return bad("expected '(A, B) -> C' after the shape");
    std::string_view ab = rest.substr(1, close - 1);
    size_t abComma = ab.find(',');
    if (abComma == std::string_view::npos) return bad("expected two operand types '(A, B)'");
    aType = trim(ab.substr(0, abComma));
    bType = trim(ab.substr(abComma + 1));
    std::string_view after = trim(rest.substr(arrow + 2));
    size_t cEnd = after.find(',');
    cType = trim(after.substr(0, cEnd));
    if (cEnd != std::string_view::npos) {
      auto parsed = parseModifiers(after.substr(cEnd + 1));
      if (!parsed.ok()) return bad(parsed.error().message);
      mods = *parsed;
      opsels = {mods.opselA, mods.opselB};
      blockSize = mods.blockSize;
    }
    // MLIR's siN/uiN operand types are the integer atom's iN (signA/signB say how it reads them).
    aType = signlessName(aType);
    bType = signlessName(bType);
  }
  const MmaAtom *any = findMmaAtom(kind, m, n, k, aType, bType, cType, nullptr, blockSize);
  if (!any) return bad("no such atom (see docs/atoms.md for every atom and its spelling)");
  if (mods.opsel && !any->scaled()) return bad("opselA/opselB are keys of scaled atoms only");
  if (mods.signs && !signedOperandForm(any->form) && (mods.signA || mods.signB || mods.clamp))
    return bad("signA/signB/clamp apply to integer (iu8/iu4) WMMAs only; this atom has no such operands, so they "
               "must be false");
  if (mods.modC != 0 && !cModifierForm(any->form))
    return bad("modC = " + std::to_string(mods.modC) + ": this atom's instruction has no C modifier (the gfx1250 "
               "WMMAs have one)");
  if (any->scaled() && (opsels.first > any->maxOpselA() || opsels.second > any->maxOpselB()))
    return bad("opselA = " + std::to_string(opsels.first) + ", opselB = " + std::to_string(opsels.second) +
               " is out of range for this atom (opselA 0.." + std::to_string(any->maxOpselA()) + ", opselB 0.." +
               std::to_string(any->maxOpselB()) + (any->kind == MmaKind::MfmaScale ? ": a byte of the scale operand)"
                                                                                     : ": the half-wave holding the scales)"));
  if (!arch) return any;
  const MmaAtom *here = findMmaAtom(kind, m, n, k, aType, bType, cType, arch, blockSize);
  if (!here) return Error(mmaAtomUnavailableMessage(*any, typeText, arch->name));
  return here;
}

std::string mmaAtomUnavailableMessage(const MmaAtom &atom, std::string_view typeText, std::string_view arch) {
  uint32_t archs = 0;
  for (const MmaAtom &other : atomRows())
    if (other.dialectKind == atom.dialectKind && other.m == atom.m && other.n == atom.n && other.k == atom.k &&
        other.aType == atom.aType && other.bType == atom.bType && other.cType == atom.cType &&
        other.scaleBlock == atom.scaleBlock)
      archs |= other.archs;
  return "mma atom '" + std::string(trim(typeText)) + "' is not available on " + std::string(arch) +
         " (available on: " + archNames(archs) + ")";
}

std::string archNames(uint32_t archs) {
  std::string names;
  for (const Arch &arch : allArchs())
    if (archs & bitOf(arch)) names += (names.empty() ? "" : ", ") + std::string(arch.name);
  return names;
}

std::string renderMmaAtomTable() {
  std::string out =
      "| atom | archs | intrinsic (instruction) | A, B -> C | MxNxK (blocks) | ThrID | A (thr,val) | "
      "B (thr,val) | C (thr,val) | modifiers |\n"
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
  for (const MmaAtom &atom : atomRows()) {
    std::string intrinsic = atom.intrinsic.empty() ? "(fma)" : "`" + std::string(atom.intrinsic) + "` (`" +
                                                                   std::string(atom.instruction) + "`)";
    std::string shape = std::to_string(atom.m) + "x" + std::to_string(atom.n) + "x" + std::to_string(atom.k);
    if (atom.blocks > 1) shape += " (" + std::to_string(atom.blocks) + ")";
    std::string mods;
    if (atom.kind == MmaKind::Mfma || atom.kind == MmaKind::MfmaScale)
      mods = "cbsz=" + std::to_string(atom.cbsz) + " abid=" + std::to_string(atom.abid) +
             " blgp=" + std::to_string(atom.blgp);
    else if (atom.form == MmaOperandForm::WmmaFormats || atom.form == MmaOperandForm::WmmaScale)
      mods = "fmtA=" + std::to_string(atom.fmtA) + " fmtB=" + std::to_string(atom.fmtB);
    if (atom.scaled() && atom.kind != MmaKind::MfmaScale)
      mods += std::string(mods.empty() ? "" : " ") + "scale block " + std::to_string(atom.scaleBlock) + " (" +
              std::to_string(atom.scaleBits()) + "-bit scales)";
    if (atom.viaInlineAsm()) mods += std::string(mods.empty() ? "" : " ") + "inline asm (LLVM 22 cannot select it)";
    if (!atom.readsA.empty())
      mods += std::string(mods.empty() ? "" : " ") + "reads " + std::string(atom.readsA) + ", " + std::string(atom.readsB) +
              " (FlyDSL's FNUZ spelling; the instruction's encodings)";
    std::string inner = atom.innerTypeText();
    std::string escaped;
    for (char c : inner) escaped += c == '|' ? std::string("\\|") : std::string(1, c);
    out += "| `" + escaped + "` | " + archNames(atom.archs) + " | " + intrinsic + " | " + std::string(atom.aType) +
           ", " + std::string(atom.bType) + " -> " + std::string(atom.cType) + " | " + shape + " | `" +
           std::string(atom.thrId) + "` | `" + std::string(atom.aLayout) + "` | `" + std::string(atom.bLayout) +
           "` | `" + std::string(atom.cLayout) + "` | " + mods + " |\n";
  }
  return out;
}

} // namespace fly::target
