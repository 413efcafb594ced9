// MFMA/WMMA: operand fetch and write-back here (register tuples in VGPRs or AGPRs, inline-constant
// C), arithmetic and register layouts in fly_emu_matrix (include/fly/emu/MatrixCore.h).
#include "Wave.h"
#include "fly/emu/MatrixCore.h"

#include <string>
#include <vector>

namespace fly::emu {

namespace {

bool isSixteenBit(MatrixType t) { return t == MatrixType::F16 || t == MatrixType::BF16; }

// Operand `o` as the matrix core reads it: its register rows (dword i of lane l at row[i * 64 + l]),
// or an inline constant's value in every slot of `constant` (one lane's dwords, every lane the
// same); false (and the wave failed) on a mismatch.
bool operandRegs(Wave &w, const Inst &in, const Operand &o, unsigned dwords, MatrixType type, uint32_t *constant,
                 MatrixRegs &x, const char *what) {
  if (o.kind == OpdKind::Imm) {
    uint32_t v = isSixteenBit(type) ? (uint32_t(o.imm16) | uint32_t(o.imm16) << 16) : o.imm32;
    for (unsigned i = 0; i < dwords; ++i)
      constant[i] = type == MatrixType::F64 ? uint32_t(o.imm64 >> (32 * (i & 1))) : v;
    x = {constant, 0, 1};
    return true;
  }
  if (o.kind != OpdKind::Vgpr && o.kind != OpdKind::Agpr) {
    w.fail(in, std::string("matrix operand ") + what + " must be a VGPR/AGPR tuple or a constant");
    return false;
  }
  if (o.count != dwords) {
    w.fail(in, std::string("matrix operand ") + what + " is " + std::to_string(o.count) + " registers; the op reads " +
                   std::to_string(dwords));
    return false;
  }
  x = {w.row(o), 1, 64};
  return true;
}

void matrixOp(Wave &w, const Inst &in) {
  const MatrixOpInfo &op = *static_cast<const MatrixOpInfo *>(in.matrix);
  if (w.width != op.waveSize)
    return w.fail(in, "matrix op needs " + std::to_string(op.waveSize) + "-lane waves, this wave has " +
                          std::to_string(w.width));
  if (in.numOps < 4) return w.fail(in, "matrix op with fewer than 4 operands");
  // The matrix cores compute every lane's part; a partially active wave is undefined on hardware.
  if (w.exec() != w.laneMask()) return w.fail(in, in.mnemonic + " with EXEC not all ones is undefined");
  MatrixModifiers mods;
  mods.cbsz = in.mods.cbsz;
  mods.abid = in.mods.abid;
  mods.blgp = in.mods.blgp;
  mods.negLo = in.mods.negLo | in.mods.neg;
  mods.negHi = in.mods.negHi;
  mods.opSel = in.mods.opSel;
  mods.opSelHi = in.mods.hasOpSelHi ? in.mods.opSelHi : 0;
  mods.clamp = in.mods.clamp;
  mods.aFormat = in.mods.aFormat;
  mods.bFormat = in.mods.bFormat;
  mods.aScaleRow = in.mods.aScaleRow;
  mods.bScaleRow = in.mods.bScaleRow;
  mods.aScaleFmt = in.mods.aScaleFmt;
  mods.bScaleFmt = in.mods.bScaleFmt;
  // Scaled ops: (D, A, B, C, scaleA, scaleB), each scale one (scale16: two) dwords per lane; on MFMA
  // op_sel_hi, when not printed, is VOP3P's default 1s.
  thread_local std::vector<uint32_t> scaleA, scaleB;
  if (op.scaled()) {
    if (in.numOps < 6) return w.fail(in, "scaled matrix op without its two scale operands");
    if (op.kind == MatrixKind::Mfma && !in.mods.hasOpSelHi) mods.opSelHi = 7;
    unsigned sd = op.scaleDwords();
    for (unsigned s = 0; s < 2; ++s) {
      const Operand &o = in.ops[4 + s];
      if ((o.kind == OpdKind::Vgpr || o.kind == OpdKind::Agpr) && o.count != sd)
        return w.fail(in, std::string("scale operand ") + (s ? "B" : "A") + " is " + std::to_string(o.count) +
                              " registers; the op reads " + std::to_string(sd));
      auto &x = s ? scaleB : scaleA;
      x.assign(size_t(64) * sd, 0);
      for (unsigned l = 0; l < op.waveSize; ++l)
        for (unsigned i = 0; i < sd; ++i) x[l * sd + i] = w.vread32(o, l, i);
    }
    mods.scaleA = scaleA.data();
    mods.scaleB = scaleB.data();
  }
  // Sparse ops: (D, A, B, index); D accumulates into itself, so C is D's registers.
  thread_local std::vector<uint32_t> sparseIndex;
  if (op.sparse()) {
    const Operand &o = in.ops[3];
    unsigned sd = op.sparseIndexDwords;
    if (o.kind != OpdKind::Vgpr || o.count != sd)
      return w.fail(in, "sparse index operand must be " + std::to_string(sd) + " VGPR" + (sd > 1 ? "s" : ""));
    sparseIndex.assign(size_t(64) * sd, 0);
    for (unsigned l = 0; l < op.waveSize; ++l)
      for (unsigned i = 0; i < sd; ++i) sparseIndex[l * sd + i] = w.vread32(o, l, i);
    mods.sparseIndex = sparseIndex.data();
    mods.indexKey = in.mods.indexKey;
  } else if (in.mods.indexKey) {
    return w.fail(in, "index_key on a dense matrix op");
  }
  unsigned ad = matrixOperandDwords(op, 0, mods), bd = matrixOperandDwords(op, 1, mods);
  unsigned cd = matrixOperandDwords(op, 2, mods), dd = matrixOperandDwords(op, 3, mods);
  // Sources are read in place from the register rows; executeMatrixOp reads them all before it
  // writes D, so D may overlap them.
  uint32_t aConst[32], bConst[32], cConst[32];
  MatrixRegs a, b, c;
  if (ad > 32 || bd > 32 || cd > 32) return w.fail(in, "matrix operand wider than 32 registers");
  if (!operandRegs(w, in, in.ops[1], ad, op.aType, aConst, a, "A") ||
      !operandRegs(w, in, in.ops[2], bd, op.bType, bConst, b, "B") ||
      !operandRegs(w, in, op.sparse() ? in.ops[0] : in.ops[3], cd, op.cType, cConst, c, "C"))
    return;
  const Operand &dst = in.ops[0];
  if ((dst.kind != OpdKind::Vgpr && dst.kind != OpdKind::Agpr) || dst.count != dd)
    return w.fail(in, "matrix destination must be a tuple of " + std::to_string(dd) + " VGPRs/AGPRs");
  if (auto err = executeMatrixOp(op, a, b, c, {w.row(dst), 1, 64}, mods)) return w.fail(in, *err);
}

} // namespace

void registerMatrixOps(OpTableBuilder &b) {
  // The table lists each mnemonic once per arch; the arch's entry is chosen at decode time.
  for (const MatrixOpInfo &op : allMatrixOps()) b.add(std::string(op.mnemonic).c_str(), InstClass::Matrix, matrixOp, 1);
}

} // namespace fly::emu
