// Matrix-core semantics for the emulator: MFMA (gfx942, gfx950) and WMMA (gfx1100, gfx1151, gfx1201,
// gfx1250).
//
// Pure C++ (no LLVM): the wave executor decodes an instruction, looks it up here by the mnemonic
// LLVM's MC instruction printer prints, and calls executeMatrixOp on the A, B and C register rows
// of the wave (MatrixRegs: where dword i of lane L is), which writes D for every lane.
//
// Operand arrays (the lane-major form; MatrixRegs describes any other placement of the same
// dwords): operand X of lane L, dword i is x[L * dwordsPerLane(X) + i], for every lane of
// the wave (64 lanes for MFMA, 32 for WMMA), whatever EXEC holds (the hardware computes the whole
// matrix; the caller decides what to do with EXEC). A C operand given as an inline constant or
// literal is passed as that value in every element slot of every lane: the 32-bit value in every
// dword for f32/i32 C, the 16-bit encoding in both halves of every dword for f16/bf16 C (WMMA),
// the 64-bit value in every register pair for f64 C.
//
// Modifier spelling in LLVM's printed assembly -> MatrixModifiers: cbsz:N abid:N blgp:N (MFMA;
// on v_smfmac_* cbsz/abid select the index set); index_key:N (v_swmmac_*) -> indexKey;
// neg:[a,b,c] on f64 MFMA -> negLo bits; neg_lo:[a,b,c] / neg_hi:[a,b,c] -> negLo / negHi bits;
// op_sel:[0,0,1] on gfx11's 16-bit-accumulator WMMA -> opSel bit 2 (C/D in the high halves);
// clamp -> clamp; matrix_a_fmt:MATRIX_FMT_{FP8,BF8,FP6,BF6,FP4} -> aFormat 0..4 (likewise B);
// matrix_a_reuse / matrix_b_reuse are performance hints with no effect on the result.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace fly::emu {

// Wmma: gfx12's register layout (gfx1201, gfx1250); WmmaGfx11: RDNA3/RDNA3.5's (gfx1100, gfx1151),
// where every lane holds a whole row of A (column of B) and the two half-waves hold copies.
enum class MatrixKind : uint8_t { Mfma, Wmma, WmmaGfx11 };

// Element type of an operand. The 8-bit float types are read in the arch's flavour
// (MatrixOpInfo::fp8Flavor). F8F6F4 is the gfx950/gfx1250 family whose A/B format is chosen by
// modifiers (MFMA: cbsz selects A's format, blgp selects B's; WMMA: matrix_a_fmt/matrix_b_fmt).
enum class MatrixType : uint8_t {
  F64,
  F32,
  XF32,  // f32 registers, multiplied at reduced (tf32-like) precision on gfx942
  F16,
  BF16,
  FP8,   // E4M3 (FNUZ on gfx942, OCP E4M3FN on gfx950/gfx12)
  BF8,   // E5M2 (FNUZ on gfx942, OCP E5M2 on gfx950/gfx12)
  F8F6F4,
  FP4,   // E2M1
  I8,    // signed 8-bit
  IU8,   // 8-bit, signedness chosen by the neg_lo modifier bits (WMMA)
  IU4,   // 4-bit, signedness chosen by the neg_lo modifier bits (WMMA)
  I32,
};

enum class Fp8Flavor : uint8_t { Fnuz, Ocp };

struct MatrixOpInfo {
  std::string_view mnemonic;  // as LLVM 22's MC printer prints it for `arch`
  std::string_view arch;      // "gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"
  MatrixKind kind;
  unsigned m, n, k;           // per block: D[m x n] = A[m x k] * B[k x n] + C[m x n]
  unsigned blocks;            // independent products computed at once (4x4x*_16b: 16)
  MatrixType aType, bType, cType, dType;
  Fp8Flavor fp8Flavor;
  unsigned waveSize;          // 64 (MFMA) or 32 (WMMA)
  unsigned aDwords, bDwords;  // per lane (for F8F6F4: the register count the encoding reserves)
  unsigned cDwords;           // per lane, also D's
  unsigned dDwords;           // per lane (differs from cDwords only for ops whose C/D types differ)
  // Block-scaled ops (MatrixModifiers::scaleA/scaleB): gfx950's v_mfma_scale_* and gfx1250's
  // v_wmma_scale_* / v_wmma_scale16_*. scaleBlock is how many consecutive K elements of a row of A
  // (column of B) share one scale: 32, or 16 for gfx1250's scale16 ops (0: not scaled).
  unsigned scaleBlock = 0;
  bool scaled() const { return scaleBlock != 0; }
  // Dwords per lane of each scale operand (1; 2 for scale16's 64-bit scales).
  unsigned scaleDwords() const { return scaleBlock == 16 ? 2 : 1; }
  // Sparse ops (gfx942/gfx950 v_smfmac_*, gfx12 v_swmmac_*): A is 2:4 structured-sparse along K and
  // held compressed (aDwords per lane hold half of the lane's K); each stored value has a 2-bit
  // position in the index operand (MatrixModifiers::sparseIndex), sparseIndexDwords per lane. k is
  // the dense K. D accumulates into itself: C is D's old value (the instruction has no C operand).
  unsigned sparseIndexDwords = 0;
  bool sparse() const { return sparseIndexDwords != 0; }
};

// Instruction modifiers as the encoding carries them. Unused fields must stay zero; a non-zero
// value the op does not define is reported as an error, never ignored.
struct MatrixModifiers {
  // MFMA: broadcast controls (CDNA3 ISA 7.1): cbsz/abid broadcast A across blocks, blgp permutes
  // B across lane groups. On the f8f6f4 ops cbsz/blgp instead choose A/B's formats.
  uint8_t cbsz = 0, abid = 0, blgp = 0;
  // VOP3P (WMMA; f64 MFMA neg): bit s of negLo/negHi applies to source s (0 = A, 1 = B, 2 = C).
  uint8_t negLo = 0, negHi = 0;
  uint8_t opSel = 0, opSelHi = 0;
  bool clamp = false;
  // gfx1250 WMMA f8f6f4: A/B formats (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4).
  uint8_t aFormat = 0, bFormat = 0;
  // Scaled ops (MatrixOpInfo::scaled): the scale operands of every lane, scaleDwords() per lane
  // (lane l's dword i at scaleA[l * scaleDwords() + i]).
  //  - gfx950 MFMA: K block b (32 values) of row i of A is multiplied by 2^(e - 127), e the E8M0
  //    byte op_sel[0] + 2*op_sel_hi[0] of scaleA[i + M*b] (255: NaN); B's column j likewise with
  //    bit 1 of op_sel/op_sel_hi and scaleB[j + N*b]. An fp4 lane holds its own block; an 8-bit
  //    lane's slots 0-15 and 16-31 belong to different blocks (docs/emulator.md, "Matrix cores").
  //    6-bit sources take scales only when they are equal over each row's (column's) K blocks.
  //  - gfx1250 WMMA: row i of A (column j of B) takes its scales from lane i + 16 * aScaleRow
  //    (j + 16 * bScaleRow): byte b of the lane's scale bits (little-endian over its dwords) scales
  //    K elements [b * scaleBlock, (b + 1) * scaleBlock). A 32-row A (32x16x128) takes row i's
  //    scales from lane i (ROW1 on it is reported as unsupported). Formats (aScaleFmt/bScaleFmt, `matrix_a_scale_fmt`): 0 E8M0
  //    (2^(e-127), 255 NaN), 2 E4M3 (the OCP E4M3FN value of the byte); 1 E5M3 is reported as
  //    unsupported (no producer to check it against).
  const uint32_t *scaleA = nullptr, *scaleB = nullptr;
  uint8_t aScaleRow = 0, bScaleRow = 0;  // matrix_a_scale / matrix_b_scale: MATRIX_SCALE_ROW0/ROW1
  uint8_t aScaleFmt = 0, bScaleFmt = 0;  // matrix_a_scale_fmt / matrix_b_scale_fmt
  // Sparse ops (MatrixOpInfo::sparse): the index operand of every lane, sparseIndexDwords per lane
  // (lane l's dword i at sparseIndex[l * sparseIndexDwords + i]). The lane's P stored A values
  // (slot c of its A registers) are in pairs, pair p standing for the lane's dense slots
  // 4p .. 4p+3 (the slots of the dense op of the same K, which B uses): value c is dense slot
  // 4*(c/2) + the 2-bit field c of the selected index set. A set is 2P bits (little-endian over the
  // lane's index dwords); MFMA selects set `abid` when cbsz is 0 (set 0 otherwise), WMMA set
  // `index_key` (indexKey). Two values naming the same slot both count.
  const uint32_t* sparseIndex = nullptr;
  uint8_t indexKey = 0;
};

// The op named `mnemonic` on `arch`, or nullptr if it is not a matrix op there (or not supported
// by this emulator).
const MatrixOpInfo* findMatrixOp(std::string_view mnemonic, std::string_view arch);

// Dwords per lane that operand `operand` (0 = A, 1 = B, 2 = C, 3 = D) occupies under `mods`:
// the register-tuple width the emulator gathers. Equals aDwords/bDwords/cDwords/dDwords except for
// the F8F6F4 ops, where A and B shrink for the 6- and 4-bit formats.
unsigned matrixOperandDwords(const MatrixOpInfo& op, unsigned operand, const MatrixModifiers& mods);

// Every op this module implements (for tools, docs and tests).
std::span<const MatrixOpInfo> allMatrixOps();

// Where an operand's registers are: dword i of lane l is base[l * laneStride + i * dwordStride].
// The lane-major arrays described above are {x, dwordsPerLane, 1}; register rows of a register
// file that holds register r of every lane together (r[i * 64 + l]) are {row, 1, 64}; a C given as
// one value for every lane is {values, 0, 1} (values: the C dwords of one lane).
struct MatrixRegs {
  const uint32_t* base;
  unsigned laneStride, dwordStride;
};
struct MatrixRegsOut {
  uint32_t* base;
  unsigned laneStride, dwordStride;
};

// D = A * B + C for every block, reading and writing the per-lane register layouts documented in
// MatrixCore.cpp. D may overlap A, B or C: every source is read before D is written. Returns an
// error message for modifiers or types this module does not implement (never a wrong answer);
// std::nullopt on success (D is not written on an error).
[[nodiscard]] std::optional<std::string> executeMatrixOp(const MatrixOpInfo& op, MatrixRegs a, MatrixRegs b,
                                                         MatrixRegs c, MatrixRegsOut d,
                                                         const MatrixModifiers& mods);
// The same on lane-major arrays (x[lane * dwordsPerLane + i], widths from matrixOperandDwords).
[[nodiscard]] std::optional<std::string> executeMatrixOp(const MatrixOpInfo& op, const uint32_t* a,
                                                         const uint32_t* b, const uint32_t* c,
                                                         uint32_t* d, const MatrixModifiers& mods);

}  // namespace fly::emu
