// A decoded instruction: what the MC disassembler found at one address, turned into operands
// and modifiers the executors read without further parsing.
#pragma once

#include "fly/emu/Stats.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace fly::emu {

// Scalar register file indices (the gfx9 operand encoding, used for every arch).
enum : uint16_t {
  kFlatScratch = 102,
  kXnackMask = 104,
  kVcc = 106,
  kTtmp0 = 108,
  kM0 = 124,
  kNull = 125,
  kExec = 126,
  kScalarFileSize = 128,
};
// The VGPRs an operand may name: 1024 (gfx1250 reaches v256-v1023 through s_set_vgpr_msb; the
// wave64 archs' 512 fit too).
constexpr unsigned kVectorFileSize = 1024;

enum class OpdKind : uint8_t { None, Sgpr, Vgpr, Agpr, Imm, Scc, Off, Special };
enum class Special : uint8_t { SharedBase, SharedLimit, PrivateBase, PrivateLimit, Vccz, Execz, Scc };

struct Operand {
  OpdKind kind = OpdKind::None;
  uint8_t count = 1; // dwords
  bool neg = false, abs = false, sext = false;
  bool isFloatConst = false; // written as a floating-point inline constant (1.0, 0.5, ...)
  bool isLiteral = false;    // written in hex: a literal constant
  uint8_t half = 0;          // real-true16 16-bit VGPR half: 0 none (a whole register), 1 `.l`, 2 `.h`
  uint16_t index = 0;        // register number, or Special
  uint16_t imm16 = 0;        // the constant as a 16-bit operand
  uint32_t imm32 = 0;        // ... as a 32-bit operand
  uint64_t imm64 = 0;        // ... as a 64-bit operand
};

enum class Sel : uint8_t { Byte0, Byte1, Byte2, Byte3, Word0, Word1, Dword };
enum class Unused : uint8_t { Pad, Sext, Preserve };

struct Mods {
  int32_t offset = 0;
  uint16_t offset0 = 0, offset1 = 0;
  bool glc = false, slc = false, nt = false, sc0 = false, sc1 = false;
  bool scaleOffset = false; // gfx1250: the VGPR (VMEM) or SGPR (SMEM) offset is in units of the access size
  bool offen = false, idxen = false, lds = false, gds = false, clamp = false, addr64 = false;
  uint8_t omod = 0; // 0 none, 1 *2, 2 *4, 3 /2
  uint8_t opSel = 0, opSelHi = 0, negLo = 0, negHi = 0;
  bool hasOpSelHi = false;
  // DPP
  bool dpp = false, boundCtrl = false, fetchInactive = false;
  uint16_t dppCtrl = 0;
  uint8_t rowMask = 0xf, bankMask = 0xf;
  bool dpp8 = false;
  uint32_t dpp8Sel = 0;
  // SDWA
  bool sdwa = false;
  Sel dstSel = Sel::Dword, src0Sel = Sel::Dword, src1Sel = Sel::Dword;
  Unused dstUnused = Unused::Pad;
  // MFMA
  uint8_t cbsz = 0, abid = 0, blgp = 0;
  uint8_t bitop3 = 0;
  uint8_t byteSel = 0; // byte_sel:N (gfx12 v_cvt_f32_fp8/bf8)
  uint8_t scaleSel = 0; // scale_sel:N (gfx1250 v_cvt_scale_*)
  uint8_t gprIdxMode = 0; // s_set_gpr_idx_on: bit 0 src0, 1 src1, 2 src2, 3 dst
  uint8_t neg = 0;              // neg:[a,b,c] (f64 MFMA)
  uint8_t aFormat = 0, bFormat = 0; // matrix_a_fmt / matrix_b_fmt (gfx1250 WMMA)
  uint8_t aScaleRow = 0, bScaleRow = 0; // matrix_a_scale / matrix_b_scale (gfx1250 scaled WMMA)
  uint8_t aScaleFmt = 0, bScaleFmt = 0; // matrix_a_scale_fmt / matrix_b_scale_fmt
  uint8_t indexKey = 0;                 // index_key:N (gfx12 sparse WMMA: which index set)
  // Anything else (hwreg(...), sendmsg, waitcnt fields) as text for the few handlers that need it.
  std::string raw;
};

class Wave;
struct Inst;
using Handler = void (*)(Wave &, const Inst &);

/// What the opcode table knows about a mnemonic.
struct OpInfo {
  Handler handler = nullptr;
  InstClass cls = InstClass::Other;
  int8_t numDst = 1; // leading operands that are written (-1: decided by the decoder)
  uint32_t aux = 0;  // handler-specific (compare kind, access size, ...)
};

struct Inst {
  uint64_t pc = 0;
  uint8_t size = 4;
  uint8_t numOps = 0;
  uint8_t numDst = 0;
  InstClass cls = InstClass::Other;
  Handler handler = nullptr;
  uint32_t aux = 0;
  uint32_t aux2 = 0;
  bool plainLanes = false; // no per-lane operand modifiers: lane loops use PlainLanes (ValuLane.h)
  std::array<Operand, 8> ops{};
  Mods mods;
  std::string mnemonic; // as printed, e.g. "v_add_f32_e32"
  std::string base;     // normalized: encoding suffix dropped, gfx12 spellings mapped
  std::string text;     // the whole printed instruction, for diagnostics
  std::vector<uint8_t> bytes;
  // DPP: source lane for each lane (-1: invalid), and lanes whose write the row/bank masks allow.
  std::shared_ptr<const std::array<int8_t, 64>> dppSource;
  uint64_t dppWriteMask = ~0ull;
  const void *matrix = nullptr; // matrix-core op description (MatrixOps.cpp)
  // VOPD (gfx11+ v_dual_*): the two halves, executed as one instruction.
  std::shared_ptr<Inst> dualX, dualY;

  const Operand &dst(int i = 0) const { return ops[i]; }
  const Operand &src(int i) const { return ops[numDst + i]; }
  int numSrc() const { return numOps - numDst; }
};

/// The table from normalized mnemonic to OpInfo, built once.
const OpInfo *lookupOp(const std::string &mnemonic);

// Each executor file registers its mnemonics.
struct OpTableBuilder {
  void add(const char *mnemonic, InstClass cls, Handler h, int numDst = 1, uint32_t aux = 0);
  /// What is registered under `mnemonic` so far (to wrap a handler), or null.
  const OpInfo *find(const char *mnemonic) const;
};
void registerSaluOps(OpTableBuilder &);
void registerValuOps(OpTableBuilder &);
void registerMemoryOps(OpTableBuilder &);
void registerLdsOps(OpTableBuilder &);
void registerControlOps(OpTableBuilder &);
void registerMatrixOps(OpTableBuilder &);
void registerConvertOps(OpTableBuilder &);
void registerFloatModeOps(OpTableBuilder &); // after registerValuOps: wraps some of its handlers
void registerTensorOps(OpTableBuilder &);

} // namespace fly::emu
