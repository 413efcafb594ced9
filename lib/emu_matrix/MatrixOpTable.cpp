// The matrix ops per arch, with the mnemonics LLVM 22's MC printer prints (checked by assembling
// each candidate with `llvm-mc -mcpu=ARCH --show-encoding` and reading the printed name back) and
// the register-tuple widths the assembler accepts for A, B and C/D.
#include "fly/emu/MatrixCore.h"

#include <vector>

namespace fly::emu {
namespace {

using T = MatrixType;

struct Shape {
  std::string_view mnemonic;
  unsigned m, n, k, blocks;
  T a, b, c, d;
  unsigned aDwords, bDwords, cDwords, dDwords;
};

// MFMA ops common to gfx942 and gfx950 (CDNA3 ISA guide, "Matrix Arithmetic Instructions").
constexpr Shape kCdna3Common[] = {
    {"v_mfma_f32_32x32x1_2b_f32", 32, 32, 1, 2, T::F32, T::F32, T::F32, T::F32, 1, 1, 32, 32},
    {"v_mfma_f32_16x16x1_4b_f32", 16, 16, 1, 4, T::F32, T::F32, T::F32, T::F32, 1, 1, 16, 16},
    {"v_mfma_f32_4x4x1_16b_f32", 4, 4, 1, 16, T::F32, T::F32, T::F32, T::F32, 1, 1, 4, 4},
    {"v_mfma_f32_32x32x2_f32", 32, 32, 2, 1, T::F32, T::F32, T::F32, T::F32, 1, 1, 16, 16},
    {"v_mfma_f32_16x16x4_f32", 16, 16, 4, 1, T::F32, T::F32, T::F32, T::F32, 1, 1, 4, 4},
    {"v_mfma_f32_32x32x4_2b_f16", 32, 32, 4, 2, T::F16, T::F16, T::F32, T::F32, 2, 2, 32, 32},
    {"v_mfma_f32_16x16x4_4b_f16", 16, 16, 4, 4, T::F16, T::F16, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_4x4x4_16b_f16", 4, 4, 4, 16, T::F16, T::F16, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_32x32x8_f16", 32, 32, 8, 1, T::F16, T::F16, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_16x16x16_f16", 16, 16, 16, 1, T::F16, T::F16, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_32x32x4_2b_bf16", 32, 32, 4, 2, T::BF16, T::BF16, T::F32, T::F32, 2, 2, 32, 32},
    {"v_mfma_f32_16x16x4_4b_bf16", 16, 16, 4, 4, T::BF16, T::BF16, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_4x4x4_16b_bf16", 4, 4, 4, 16, T::BF16, T::BF16, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_32x32x8_bf16", 32, 32, 8, 1, T::BF16, T::BF16, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_16x16x16_bf16", 16, 16, 16, 1, T::BF16, T::BF16, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_i32_32x32x4_2b_i8", 32, 32, 4, 2, T::I8, T::I8, T::I32, T::I32, 1, 1, 32, 32},
    {"v_mfma_i32_16x16x4_4b_i8", 16, 16, 4, 4, T::I8, T::I8, T::I32, T::I32, 1, 1, 16, 16},
    {"v_mfma_i32_4x4x4_16b_i8", 4, 4, 4, 16, T::I8, T::I8, T::I32, T::I32, 1, 1, 4, 4},
    {"v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, T::I8, T::I8, T::I32, T::I32, 2, 2, 16, 16},
    {"v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, T::I8, T::I8, T::I32, T::I32, 2, 2, 4, 4},
    {"v_mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_16x16x32_fp8_bf8", 16, 16, 32, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_16x16x32_bf8_fp8", 16, 16, 32, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_16x16x32_bf8_bf8", 16, 16, 32, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_32x32x16_fp8_fp8", 32, 32, 16, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_32x32x16_fp8_bf8", 32, 32, 16, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_32x32x16_bf8_fp8", 32, 32, 16, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f32_32x32x16_bf8_bf8", 32, 32, 16, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 2, 16, 16},
    {"v_mfma_f64_16x16x4_f64", 16, 16, 4, 1, T::F64, T::F64, T::F64, T::F64, 2, 2, 8, 8},
    {"v_mfma_f64_4x4x4_4b_f64", 4, 4, 4, 4, T::F64, T::F64, T::F64, T::F64, 2, 2, 2, 2},
};

// gfx942 only: dropped on gfx950.
constexpr Shape kGfx942Only[] = {
    {"v_mfma_f32_16x16x8_xf32", 16, 16, 8, 1, T::XF32, T::XF32, T::F32, T::F32, 2, 2, 4, 4},
    {"v_mfma_f32_32x32x4_xf32", 32, 32, 4, 1, T::XF32, T::XF32, T::F32, T::F32, 2, 2, 16, 16},
};

// gfx950 additions (CDNA4 ISA guide).
constexpr Shape kGfx950Only[] = {
    {"v_mfma_f32_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F32, T::F32, 4, 4, 4, 4},
    {"v_mfma_f32_32x32x16_f16", 32, 32, 16, 1, T::F16, T::F16, T::F32, T::F32, 4, 4, 16, 16},
    {"v_mfma_f32_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 4, 4, 4},
    {"v_mfma_f32_32x32x16_bf16", 32, 32, 16, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 4, 16, 16},
    {"v_mfma_i32_16x16x64_i8", 16, 16, 64, 1, T::I8, T::I8, T::I32, T::I32, 4, 4, 4, 4},
    {"v_mfma_i32_32x32x32_i8", 32, 32, 32, 1, T::I8, T::I8, T::I32, T::I32, 4, 4, 16, 16},
    {"v_mfma_f32_16x16x128_f8f6f4", 16, 16, 128, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 8, 8, 4, 4},
    {"v_mfma_f32_32x32x64_f8f6f4", 32, 32, 64, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 8, 8, 16, 16},
};

// gfx950's block-scaled f8f6f4 MFMAs: the f8f6f4 ops with one E8M0 scale per lane for A and B.
constexpr Shape kGfx950Scaled[] = {
    {"v_mfma_scale_f32_16x16x128_f8f6f4", 16, 16, 128, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 8, 8, 4, 4},
    {"v_mfma_scale_f32_32x32x64_f8f6f4", 32, 32, 64, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 8, 8, 16, 16},
};

// RDNA4 (gfx1201) WMMA, wave32 (RDNA4 ISA guide, "Wave Matrix Multiply Accumulate").
constexpr Shape kGfx12Wmma[] = {
    {"v_wmma_f32_16x16x16_f16", 16, 16, 16, 1, T::F16, T::F16, T::F32, T::F32, 4, 4, 8, 8},
    {"v_wmma_f32_16x16x16_bf16", 16, 16, 16, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 4, 8, 8},
    {"v_wmma_f16_16x16x16_f16", 16, 16, 16, 1, T::F16, T::F16, T::F16, T::F16, 4, 4, 4, 4},
    {"v_wmma_bf16_16x16x16_bf16", 16, 16, 16, 1, T::BF16, T::BF16, T::BF16, T::BF16, 4, 4, 4, 4},
    {"v_wmma_i32_16x16x16_iu8", 16, 16, 16, 1, T::IU8, T::IU8, T::I32, T::I32, 2, 2, 8, 8},
    {"v_wmma_i32_16x16x16_iu4", 16, 16, 16, 1, T::IU4, T::IU4, T::I32, T::I32, 1, 1, 8, 8},
    {"v_wmma_i32_16x16x32_iu4", 16, 16, 32, 1, T::IU4, T::IU4, T::I32, T::I32, 2, 2, 8, 8},
    {"v_wmma_f32_16x16x16_fp8_fp8", 16, 16, 16, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 2, 8, 8},
    {"v_wmma_f32_16x16x16_fp8_bf8", 16, 16, 16, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 2, 8, 8},
    {"v_wmma_f32_16x16x16_bf8_fp8", 16, 16, 16, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 2, 8, 8},
    {"v_wmma_f32_16x16x16_bf8_bf8", 16, 16, 16, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 2, 8, 8},
};

// RDNA3/RDNA3.5 (gfx1100, gfx1151) WMMA, wave32 (RDNA3 ISA guide, "Wave Matrix Multiply
// Accumulate"): a lane holds a whole row of A (16 k), so A and B take twice gfx12's registers;
// 16-bit C/D take one half of each of 8 registers (op_sel).
constexpr Shape kGfx11Wmma[] = {
    {"v_wmma_f32_16x16x16_f16", 16, 16, 16, 1, T::F16, T::F16, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x16_bf16", 16, 16, 16, 1, T::BF16, T::BF16, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f16_16x16x16_f16", 16, 16, 16, 1, T::F16, T::F16, T::F16, T::F16, 8, 8, 8, 8},
    {"v_wmma_bf16_16x16x16_bf16", 16, 16, 16, 1, T::BF16, T::BF16, T::BF16, T::BF16, 8, 8, 8, 8},
    {"v_wmma_i32_16x16x16_iu8", 16, 16, 16, 1, T::IU8, T::IU8, T::I32, T::I32, 4, 4, 8, 8},
    {"v_wmma_i32_16x16x16_iu4", 16, 16, 16, 1, T::IU4, T::IU4, T::I32, T::I32, 2, 2, 8, 8},
};

// gfx1250 WMMA, wave32: doubled K, 16-bit and 32-bit accumulators, f8f6f4. gfx1250 also has all of
// kGfx12Wmma: LLVM 22's assembler and disassembler take them for gfx1250 with gfx1201's encodings
// (its code generator selects only the ops below).
constexpr Shape kGfx1250Wmma[] = {
    {"v_wmma_f32_16x16x4_f32", 16, 16, 4, 1, T::F32, T::F32, T::F32, T::F32, 2, 2, 8, 8},
    {"v_wmma_f32_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f16_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F16, T::F16, 8, 8, 4, 4},
    {"v_wmma_bf16_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::BF16, T::BF16, 8, 8, 4, 4},
    {"v_wmma_bf16f32_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::F32, T::BF16, 8, 8, 8, 4},
    {"v_wmma_i32_16x16x64_iu8", 16, 16, 64, 1, T::IU8, T::IU8, T::I32, T::I32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x64_fp8_fp8", 16, 16, 64, 1, T::FP8, T::FP8, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x64_fp8_bf8", 16, 16, 64, 1, T::FP8, T::BF8, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x64_bf8_fp8", 16, 16, 64, 1, T::BF8, T::FP8, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f32_16x16x64_bf8_bf8", 16, 16, 64, 1, T::BF8, T::BF8, T::F32, T::F32, 8, 8, 8, 8},
    {"v_wmma_f16_16x16x64_fp8_fp8", 16, 16, 64, 1, T::FP8, T::FP8, T::F16, T::F16, 8, 8, 4, 4},
    {"v_wmma_f16_16x16x64_fp8_bf8", 16, 16, 64, 1, T::FP8, T::BF8, T::F16, T::F16, 8, 8, 4, 4},
    {"v_wmma_f16_16x16x64_bf8_fp8", 16, 16, 64, 1, T::BF8, T::FP8, T::F16, T::F16, 8, 8, 4, 4},
    {"v_wmma_f16_16x16x64_bf8_bf8", 16, 16, 64, 1, T::BF8, T::BF8, T::F16, T::F16, 8, 8, 4, 4},
    {"v_wmma_f32_16x16x128_fp8_fp8", 16, 16, 128, 1, T::FP8, T::FP8, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_f32_16x16x128_fp8_bf8", 16, 16, 128, 1, T::FP8, T::BF8, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_f32_16x16x128_bf8_fp8", 16, 16, 128, 1, T::BF8, T::FP8, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_f32_16x16x128_bf8_bf8", 16, 16, 128, 1, T::BF8, T::BF8, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_f16_16x16x128_fp8_fp8", 16, 16, 128, 1, T::FP8, T::FP8, T::F16, T::F16, 16, 16, 4, 4},
    {"v_wmma_f16_16x16x128_fp8_bf8", 16, 16, 128, 1, T::FP8, T::BF8, T::F16, T::F16, 16, 16, 4, 4},
    {"v_wmma_f16_16x16x128_bf8_fp8", 16, 16, 128, 1, T::BF8, T::FP8, T::F16, T::F16, 16, 16, 4, 4},
    {"v_wmma_f16_16x16x128_bf8_bf8", 16, 16, 128, 1, T::BF8, T::BF8, T::F16, T::F16, 16, 16, 4, 4},
    {"v_wmma_f32_16x16x128_f8f6f4", 16, 16, 128, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 16, 16, 8, 8},
    // 32 rows of fp4 A: two 16-row halves, each laid out as the 16x16x128 fp4 A (registers 0-7 and
    // 8-15), sharing B; C/D likewise (registers 0-7: rows 0-15, 8-15: rows 16-31).
    {"v_wmma_f32_32x16x128_f4", 32, 16, 128, 1, T::FP4, T::FP4, T::F32, T::F32, 16, 8, 16, 16},
};

// gfx1250's block-scaled WMMAs: the f8f6f4 and f4 ops with one scale per 32 (scale) or 16 (scale16)
// K elements of each row of A and column of B.
constexpr Shape kGfx1250Scaled[] = {
    {"v_wmma_scale_f32_16x16x128_f8f6f4", 16, 16, 128, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_scale_f32_32x16x128_f4", 32, 16, 128, 1, T::FP4, T::FP4, T::F32, T::F32, 16, 8, 16, 16},
};
constexpr Shape kGfx1250Scaled16[] = {
    {"v_wmma_scale16_f32_16x16x128_f8f6f4", 16, 16, 128, 1, T::F8F6F4, T::F8F6F4, T::F32, T::F32, 16, 16, 8, 8},
    {"v_wmma_scale16_f32_32x16x128_f4", 32, 16, 128, 1, T::FP4, T::FP4, T::F32, T::F32, 16, 8, 16, 16},
};

// Sparse MFMA (CDNA3 ISA guide, "SMFMAC"; CDNA4 doubles K): A 2:4-sparse along K, held compressed
// (aDwords hold half of the lane's K), one index VGPR. K is the dense K.
constexpr Shape kCdna3Sparse[] = {
    {"v_smfmac_f32_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_32x32x16_f16", 32, 32, 16, 1, T::F16, T::F16, T::F32, T::F32, 2, 4, 16, 16},
    {"v_smfmac_f32_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_32x32x16_bf16", 32, 32, 16, 1, T::BF16, T::BF16, T::F32, T::F32, 2, 4, 16, 16},
    {"v_smfmac_i32_16x16x64_i8", 16, 16, 64, 1, T::I8, T::I8, T::I32, T::I32, 2, 4, 4, 4},
    {"v_smfmac_i32_32x32x32_i8", 32, 32, 32, 1, T::I8, T::I8, T::I32, T::I32, 2, 4, 16, 16},
    {"v_smfmac_f32_16x16x64_fp8_fp8", 16, 16, 64, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_16x16x64_fp8_bf8", 16, 16, 64, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_16x16x64_bf8_fp8", 16, 16, 64, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_16x16x64_bf8_bf8", 16, 16, 64, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 4, 4, 4},
    {"v_smfmac_f32_32x32x32_fp8_fp8", 32, 32, 32, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 4, 16, 16},
    {"v_smfmac_f32_32x32x32_fp8_bf8", 32, 32, 32, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 4, 16, 16},
    {"v_smfmac_f32_32x32x32_bf8_fp8", 32, 32, 32, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 4, 16, 16},
    {"v_smfmac_f32_32x32x32_bf8_bf8", 32, 32, 32, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 4, 16, 16},
};
constexpr Shape kGfx950Sparse[] = {
    {"v_smfmac_f32_16x16x64_f16", 16, 16, 64, 1, T::F16, T::F16, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_32x32x32_f16", 32, 32, 32, 1, T::F16, T::F16, T::F32, T::F32, 4, 8, 16, 16},
    {"v_smfmac_f32_16x16x64_bf16", 16, 16, 64, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_32x32x32_bf16", 32, 32, 32, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 8, 16, 16},
    {"v_smfmac_i32_16x16x128_i8", 16, 16, 128, 1, T::I8, T::I8, T::I32, T::I32, 4, 8, 4, 4},
    {"v_smfmac_i32_32x32x64_i8", 32, 32, 64, 1, T::I8, T::I8, T::I32, T::I32, 4, 8, 16, 16},
    {"v_smfmac_f32_16x16x128_fp8_fp8", 16, 16, 128, 1, T::FP8, T::FP8, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_16x16x128_fp8_bf8", 16, 16, 128, 1, T::FP8, T::BF8, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_16x16x128_bf8_fp8", 16, 16, 128, 1, T::BF8, T::FP8, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_16x16x128_bf8_bf8", 16, 16, 128, 1, T::BF8, T::BF8, T::F32, T::F32, 4, 8, 4, 4},
    {"v_smfmac_f32_32x32x64_fp8_fp8", 32, 32, 64, 1, T::FP8, T::FP8, T::F32, T::F32, 4, 8, 16, 16},
    {"v_smfmac_f32_32x32x64_fp8_bf8", 32, 32, 64, 1, T::FP8, T::BF8, T::F32, T::F32, 4, 8, 16, 16},
    {"v_smfmac_f32_32x32x64_bf8_fp8", 32, 32, 64, 1, T::BF8, T::FP8, T::F32, T::F32, 4, 8, 16, 16},
    {"v_smfmac_f32_32x32x64_bf8_bf8", 32, 32, 64, 1, T::BF8, T::BF8, T::F32, T::F32, 4, 8, 16, 16},
};

// RDNA4 sparse WMMA (RDNA4 ISA guide, "SWMMAC"): A 2:4-sparse along K, held compressed, one index
// VGPR; the gfx12 WMMA layouts otherwise. K is the dense K.
constexpr Shape kGfx12Sparse[] = {
    {"v_swmmac_f32_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F32, T::F32, 4, 8, 8, 8},
    {"v_swmmac_f32_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::F32, T::F32, 4, 8, 8, 8},
    {"v_swmmac_f16_16x16x32_f16", 16, 16, 32, 1, T::F16, T::F16, T::F16, T::F16, 4, 8, 4, 4},
    {"v_swmmac_bf16_16x16x32_bf16", 16, 16, 32, 1, T::BF16, T::BF16, T::BF16, T::BF16, 4, 8, 4, 4},
    {"v_swmmac_i32_16x16x32_iu8", 16, 16, 32, 1, T::IU8, T::IU8, T::I32, T::I32, 2, 4, 8, 8},
    {"v_swmmac_i32_16x16x32_iu4", 16, 16, 32, 1, T::IU4, T::IU4, T::I32, T::I32, 1, 2, 8, 8},
    {"v_swmmac_i32_16x16x64_iu4", 16, 16, 64, 1, T::IU4, T::IU4, T::I32, T::I32, 2, 4, 8, 8},
    {"v_swmmac_f32_16x16x32_fp8_fp8", 16, 16, 32, 1, T::FP8, T::FP8, T::F32, T::F32, 2, 4, 8, 8},
    {"v_swmmac_f32_16x16x32_fp8_bf8", 16, 16, 32, 1, T::FP8, T::BF8, T::F32, T::F32, 2, 4, 8, 8},
    {"v_swmmac_f32_16x16x32_bf8_fp8", 16, 16, 32, 1, T::BF8, T::FP8, T::F32, T::F32, 2, 4, 8, 8},
    {"v_swmmac_f32_16x16x32_bf8_bf8", 16, 16, 32, 1, T::BF8, T::BF8, T::F32, T::F32, 2, 4, 8, 8},
};

template <size_t N>
void add(std::vector<MatrixOpInfo>& ops, const Shape (&shapes)[N], std::string_view arch,
         MatrixKind kind, Fp8Flavor flavor, unsigned waveSize, unsigned scaleBlock = 0,
         unsigned sparseIndexDwords = 0) {
  for (const Shape& s : shapes)
    ops.push_back(MatrixOpInfo{s.mnemonic, arch, kind, s.m, s.n, s.k, s.blocks, s.a, s.b, s.c, s.d,
                               flavor, waveSize, s.aDwords, s.bDwords, s.cDwords, s.dDwords, scaleBlock,
                               sparseIndexDwords});
}

const std::vector<MatrixOpInfo>& table() {
  static const std::vector<MatrixOpInfo> ops = [] {
    std::vector<MatrixOpInfo> v;
    add(v, kCdna3Common, "gfx942", MatrixKind::Mfma, Fp8Flavor::Fnuz, 64);
    add(v, kGfx942Only, "gfx942", MatrixKind::Mfma, Fp8Flavor::Fnuz, 64);
    add(v, kCdna3Common, "gfx950", MatrixKind::Mfma, Fp8Flavor::Ocp, 64);
    add(v, kGfx950Only, "gfx950", MatrixKind::Mfma, Fp8Flavor::Ocp, 64);
    add(v, kGfx950Scaled, "gfx950", MatrixKind::Mfma, Fp8Flavor::Ocp, 64, 32);
    add(v, kCdna3Sparse, "gfx942", MatrixKind::Mfma, Fp8Flavor::Fnuz, 64, 0, 1);
    add(v, kCdna3Sparse, "gfx950", MatrixKind::Mfma, Fp8Flavor::Ocp, 64, 0, 1);
    add(v, kGfx950Sparse, "gfx950", MatrixKind::Mfma, Fp8Flavor::Ocp, 64, 0, 1);
    add(v, kGfx12Sparse, "gfx1201", MatrixKind::Wmma, Fp8Flavor::Ocp, 32, 0, 1);
    add(v, kGfx12Sparse, "gfx1250", MatrixKind::Wmma, Fp8Flavor::Ocp, 32, 0, 1);
    add(v, kGfx12Wmma, "gfx1201", MatrixKind::Wmma, Fp8Flavor::Ocp, 32);
    add(v, kGfx12Wmma, "gfx1250", MatrixKind::Wmma, Fp8Flavor::Ocp, 32);
    add(v, kGfx1250Wmma, "gfx1250", MatrixKind::Wmma, Fp8Flavor::Ocp, 32);
    add(v, kGfx1250Scaled, "gfx1250", MatrixKind::Wmma, Fp8Flavor::Ocp, 32, 32);
    add(v, kGfx1250Scaled16, "gfx1250", MatrixKind::Wmma, Fp8Flavor::Ocp, 32, 16);
    add(v, kGfx11Wmma, "gfx1100", MatrixKind::WmmaGfx11, Fp8Flavor::Ocp, 32);
    add(v, kGfx11Wmma, "gfx1151", MatrixKind::WmmaGfx11, Fp8Flavor::Ocp, 32);
    return v;
  }();
  return ops;
}

}  // namespace

std::span<const MatrixOpInfo> allMatrixOps() { return table(); }

const MatrixOpInfo* findMatrixOp(std::string_view mnemonic, std::string_view arch) {
  // The e32/e64 suffixes some printers append are not part of the op's identity.
  for (std::string_view suffix : {"_e64", "_e32", "_vop3p"})
    if (mnemonic.size() > suffix.size() && mnemonic.ends_with(suffix))
      mnemonic.remove_suffix(suffix.size());
  for (const MatrixOpInfo& op : table())
    if (op.mnemonic == mnemonic && op.arch == arch) return &op;
  return nullptr;
}

}  // namespace fly::emu
