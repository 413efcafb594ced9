// MMA atoms: every matrix instruction Fly can emit, as data (CuTe's MMA_Traits form).
//
// One description per instruction (and per operand-format pairing where the instruction takes its
// formats from modifiers): the atom shape M x N x K, element types of A, B and C/D as Fly IR spells
// them, the thread layout ThrID and the A, B, C thread-value layouts, the LLVM intrinsic with the
// register types and operand form it takes, and the modifiers Fly passes. The archs that have it
// are a bit set. Nothing here is code per atom: passes and docs read these rows.
//
// Thread-value layouts map (thread, value) to the column-major index of the element in the atom's
// operand matrix: A is M x K (index m + M*k), B is N x K (index n + N*k), C/D is M x N
// (index m + M*n) -- CuTe's convention, so partitioning is layout algebra on these layouts.
//
// Multi-block MFMAs (`32x32x1_2b`, `16x16x4_4b`, `4x4x4_16b`, ...) compute B independent
// products per instruction. Fly describes them as one M x (N*B) x K atom: A is broadcast from block
// 0 to every block with cbsz = log2(B), abid = 0 (lanes of other blocks hold copies: stride 0 in
// the thread mode), B's blocks are consecutive column groups of N, and so are C's.
#pragma once

#include "fly/algebra/Layout.h"
#include "fly/algebra/Result.h"
#include "fly/algebra/TiledMma.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fly::target {

struct Arch;

// Bit per arch an atom exists on (names as in Arch::name).
enum ArchBit : uint32_t {
  kGfx942 = 1u << 0,
  kGfx950 = 1u << 1,
  kGfx1201 = 1u << 2,
  kGfx1250 = 1u << 3,
  kGfx1100 = 1u << 4,
  kGfx1151 = 1u << 5,
  kGfx11 = kGfx1100 | kGfx1151,
  kAllArchs = kGfx942 | kGfx950 | kGfx1201 | kGfx1250 | kGfx11,
};

enum class MmaKind : uint8_t { UniversalFma, Mfma, MfmaScale, Wmma };

// The operand list the intrinsic takes (LLVM 22's IntrinsicsAMDGPU.td; checked by
// tests/unit/codegen against LLVM's intrinsic signatures).
enum class MmaOperandForm : uint8_t {
  Fma,            // no intrinsic: d = a * b + c (llvm.fma / mul + add)
  MfmaCbszAbidBlgp, // (A, B, C, i32 cbsz, i32 abid, i32 blgp)
  MfmaScale,      // (A, B, C, i32 fmtA(cbsz), i32 fmtB(blgp), i32 opselA, i32 scaleA, i32 opselB, i32 scaleB)
  WmmaABC,        // gfx12: (A, B, C)
  WmmaABCOpsel,   // gfx12 16-bit C: (A, B, C, i1 opsel)
  WmmaABCOpselHalves, // gfx11 16-bit C: (A, B, C, i1 opsel) where C/D hold one value per register,
                  // in the low halves (op_sel = 0): twice the values' width, every second element
  WmmaSignedIU,   // gfx12 iu8/iu4: (i1 signA, A, i1 signB, B, C, i1 clamp)
  WmmaNegMods,    // gfx1250 16/32-bit: (i1 negA, A, i1 negB, B, i16 cmod, C, i1 reuseA, i1 reuseB)
  WmmaCmod,       // gfx1250 fp8/bf8: (A, B, i16 cmod, C, i1 reuseA, i1 reuseB)
  WmmaSignedIUReuse, // gfx1250 iu8: (i1 signA, A, i1 signB, B, C, i1 clamp, i1 reuseA, i1 reuseB)
  WmmaFormats,    // gfx1250 f8f6f4: (i32 fmtA, A, i32 fmtB, B, i16 cmod, C)
  WmmaScale,      // gfx1250 scaled: WmmaFormats + (i32 selA, i32 fmtScaleA, i32 scaleA, i32 selB,
                  //                 i32 fmtScaleB, i32 scaleB, i1 reuseA, i1 reuseB)
  WmmaF4,         // gfx1250 32x16x128 f4: (A, B, i16 cmod, C)
  WmmaScaleF4,    // gfx1250 scaled 32x16x128 f4: WmmaF4 + (i32 selA, i32 fmtScaleA, i32 scaleA, i32 selB,
                  //                 i32 fmtScaleB, i32 scaleB, i1 reuseA, i1 reuseB)
};

struct MmaAtom {
  // How FlyDSL spells the atom type inside `!fly.mma_atom<...>` (without the shape and types):
  // "cdna3.mfma", "cdna4.mfma_scale", "gfx120x.wmma", "gfx1250.wmma", "gfx1250.wmma_scale",
  // "universal_fma".
  std::string_view dialectKind;
  MmaKind kind;
  uint32_t archs;            // ArchBit set
  int m, n, k;               // atom shape (N counts every block, see above)
  int blocks;                // hardware blocks of the instruction (1 unless multi-block)
  std::string_view aType, bType, cType; // element types as Fly IR spells them
  std::string_view aReg, bReg, cReg;    // register types the intrinsic takes ("vector<4xf16>", "i64")
  std::string_view intrinsic;           // "llvm.amdgcn.mfma.f32.16x16x16f16" ("" for UniversalFma)
  std::string_view instruction;         // as LLVM 22 prints it: "v_mfma_f32_16x16x16_f16"
  MmaOperandForm form;
  int cbsz, abid, blgp;      // MFMA modifiers Fly passes (multi-block: A broadcast; f8f6f4: formats)
  int fmtA, fmtB;            // f8f6f4 format codes (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4), else 0
  std::string_view thrId, aLayout, bLayout, cLayout; // CuTe layouts, text (`((16,4),4):((1,64),16)`)
  // Scaled atoms: K elements that share one E8M0 scale (32; gfx1250's scale16 WMMAs: 16, whose
  // scale operands are 64 bits: FlyDSL's `blockSize = 16`).
  int scaleBlock = 32;
  // Where LLVM 22 cannot select the intrinsic on an arch that has the instruction (gfx1250's iu4
  // WMMA), the atom is lowered as this inline assembly instead: LLVM's `$N` template over the
  // register operands (D, then A, B, C) and its constraint string. The operand form's modifiers
  // (iu signedness, clamp) are appended by codegen, then `asmHazardNops` v_nop: LLVM's hazard
  // recognizer cannot see the instruction inside inline assembly, so the wait it would insert
  // before a dependent use (measured with llc-22 on the selectable WMMAs) is part of the text.
  std::string_view asmTemplate = {};
  std::string_view asmConstraints = {};
  int asmHazardNops = 0;
  // The encodings the instruction reads when they are not the declared element types: FlyDSL's
  // `cdna3.mfma` fp8 atoms spelled with the FNUZ types on gfx950, where FlyDSL lowers them to the
  // same intrinsic as on gfx942 and the gfx950 instruction reads OCP E4M3FN / E5M2 bytes. Empty:
  // the declared types.
  std::string_view readsA = {}, readsB = {};

  bool availableOn(const Arch &arch) const;
  // "!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>" (MFMA/WMMA) or
  // "!fly.universal_fma<f32>": the type `!fly.mma_atom<...>` wraps.
  std::string innerTypeText() const;
  // Parsed layouts (the rows are checked to parse by the tests).
  Layout thrIdLayout() const;
  Layout aTV() const;
  Layout bTV() const;
  Layout cTV() const;
  // The shape and layouts as fly::TiledMma takes them (CuTe's MMA_Traits).
  MmaAtomLayouts layouts() const;
  // Block-scaled atoms (gfx950 MFMA, gfx1250 WMMA): their type carries `opselA = N, opselB = N` and
  // they take the state `scale_a` / `scale_b` (fly.atom.set_value).
  bool scaled() const {
    return kind == MmaKind::MfmaScale || form == MmaOperandForm::WmmaScale || form == MmaOperandForm::WmmaScaleF4;
  }
  // The largest op-select the instruction has: MFMA, a byte of the scale operand (0..3); WMMA, the
  // half-wave whose lanes hold the scales (MATRIX_SCALE_ROW0/ROW1: 0..1; 0 for the 32-row f4 A,
  // whose scales fill the wave).
  // Bits of one lane's scale operand: 32 (MFMA: four E8M0 bytes, op-select picks one; WMMA: one
  // byte per K block), 64 for the scale16 WMMAs.
  int scaleBits() const { return kind == MmaKind::MfmaScale ? 32 : k / scaleBlock * 8; }
  // Lowered as inline assembly (asmTemplate), not as the intrinsic.
  bool viaInlineAsm() const { return !asmTemplate.empty(); }
  int maxOpselA() const { return kind == MmaKind::MfmaScale ? 3 : m == 32 ? 0 : 1; }
  int maxOpselB() const { return kind == MmaKind::MfmaScale ? 3 : 1; }
  int threads() const;       // size(ThrID)
  int valuesA() const;       // values per thread of A, B, C (size of the TV layout's value mode)
  int valuesB() const;
  int valuesC() const;
  // Register elements from one C/D value to the next: 2 where the accumulator takes one half of each
  // register (gfx11's 16-bit WMMA accumulators), else 1.
  int cRegisterStride() const { return form == MmaOperandForm::WmmaABCOpselHalves ? 2 : 1; }
};

// Every atom, in a stable order (docs/atoms.md lists them in this order).
std::span<const MmaAtom> allMmaAtoms();

// Atoms available on `arch`.
std::vector<const MmaAtom *> mmaAtomsFor(const Arch &arch);

// The atom a FlyDSL atom spelling names: kind ("cdna3.mfma"), shape and element types. nullptr
// if there is none. Several rows may share a spelling across archs (gfx942 and gfx950 share most
// cdna3.mfma rows); `arch` picks the one available there, or any row when arch is nullptr.
// `scaleBlock` picks between a scaled atom's block sizes (FlyDSL's `blockSize = 16 | 32`).
const MmaAtom *findMmaAtom(std::string_view dialectKind, int m, int n, int k, std::string_view aType,
                           std::string_view bType, std::string_view cType, const Arch *arch, int scaleBlock = 32);

// An MMA atom type read from its text (what `!fly.mma_atom<...>` wraps):
// `!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>`, `!fly.universal_fma<f32>`,
// `!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>`,
// `!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0,
// blockSize = 16>` (FlyDSL's further WMMA keys `modC = 0..3` -- the C operand modifier of the
// WMMAs that have one --, `reuseA`/`reuseB = false|true` -- operand reuse is a scheduling hint,
// Fly leaves it off -- are accepted), and
// `signA = B, signB = B, clamp = B` (FlyDSL always spells them; true only on integer WMMAs).
// The error names what is wrong with the text; an atom the arch lacks is an error naming the archs
// that have it (mmaAtomUnavailableMessage); `arch` null accepts any arch.
Result<const MmaAtom *> parseMmaAtomType(std::string_view typeText, const Arch *arch);

// The op-selects of a scaled atom type (`..., opselA = N, opselB = N>`; MFMA 0..3: which byte of the
// scale operands holds the E8M0 exponents; WMMA 0..1: which half-wave's lanes hold them); {0, 0} for
// an atom type without them.
Result<std::pair<int, int>> parseMmaAtomOpsel(std::string_view typeText);

// How an integer (iu8/iu4) WMMA reads its operands: FlyDSL's keys `signA = B, signB = B, clamp = B`
// (signed A, signed B, a saturating i32 accumulator); an atom type without them is Fly's spelling,
// signed A and B without clamp. Operand types siN/uiN are the atom's iN.
// Also the C modifier of a gfx1250 WMMA (FlyDSL's `modC`, the intrinsic's i16 C operand
// modifier, ROCDL's WMMACModifier): 0 C as it is, 1 -C, 2 |C|, 3 -|C|.
struct MmaAtomSigns {
  bool signA = true, signB = true, clamp = false;
  int modC = 0;
};
Result<MmaAtomSigns> parseMmaAtomSigns(std::string_view typeText);

// "mma atom '!fly_rocdl.cdna3.mfma<16x16x8, (f32, f32) -> f32>' is not available on gfx950
// (available on: gfx942)".
std::string mmaAtomUnavailableMessage(const MmaAtom &atom, std::string_view typeText, std::string_view arch);

// The archs an atom is on, by name: "gfx942, gfx950".
std::string archNames(uint32_t archs);

// docs/atoms.md's MMA section, generated from the rows (a test compares it with the file).
std::string renderMmaAtomTable();

} // namespace fly::target
