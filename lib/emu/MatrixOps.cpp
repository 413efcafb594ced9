// MFMA/WMMA: operand fetch and write-back here (register tuples in VGPRs or AGPRs, inline-constant
// C), arithmetic and register layouts in fly_emu_matrix (include/fly/emu/MatrixCore.h).
#include "Wave.h"
#include "fly/emu/MatrixCore.h"

#include <string>
#include <vector>

namespace fly::emu {

namespace {

bool isSixteenBit(MatrixType t) { return t == MatrixType::F16 || t == MatrixType::BF16; }

// Operand `o` of every lane as x[lane * dwords + i]; false (and the wave failed) on a mismatch.
bool gather(Wave &w, const Inst &in, const Operand &o, unsigned dwords, unsigned lanes, MatrixType type,
            std::vector<uint32_t> &x, const char *what) {
  x.assign(size_t(lanes) * dwords, 0);
  if (o.kind == OpdKind::Imm) {
    uint32_t v = isSixteenBit(type) ? (uint32_t(o.imm16) | uint32_t(o.imm16) << 16) : o.imm32;
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned i = 0; i < dwords; ++i) {
        if (type == MatrixType::F64) x[l * dwords + i] = uint32_t(o.imm64 >> (32 * (i & 1)));
        else x[l * dwords + i] = v;
      }
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
  const uint32_t *r = w.row(o);
  for (unsigned i = 0; i < dwords; ++i)
    for (unsigned l = 0; l < lanes; ++l) x[l * dwords + i] = r[i * 64 + l];
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
  unsigned lanes = op.waveSize;
  unsigned ad = matrixOperandDwords(op, 0, mods), bd = matrixOperandDwords(op, 1, mods);
  unsigned cd = matrixOperandDwords(op, 2, mods), dd = matrixOperandDwords(op, 3, mods);
  // Reused across instructions (one set per thread): no allocation per matrix op.
  thread_local std::vector<uint32_t> a, b, c, d;
  d.assign(size_t(lanes) * dd, 0);
  if (!gather(w, in, in.ops[1], ad, lanes, op.aType, a, "A") || !gather(w, in, in.ops[2], bd, lanes, op.bType, b, "B") ||
      !gather(w, in, in.ops[3], cd, lanes, op.cType, c, "C"))
    return;
  const Operand &dst = in.ops[0];
  if ((dst.kind != OpdKind::Vgpr && dst.kind != OpdKind::Agpr) || dst.count != dd)
    return w.fail(in, "matrix destination must be a tuple of " + std::to_string(dd) + " VGPRs/AGPRs");
  if (auto err = executeMatrixOp(op, a.data(), b.data(), c.data(), d.data(), mods)) return w.fail(in, *err);
  uint32_t *r = w.row(dst);
  for (unsigned i = 0; i < dd; ++i)
    for (unsigned l = 0; l < lanes; ++l) r[i * 64 + l] = d[l * dd + i];
}

} // namespace

void registerMatrixOps(OpTableBuilder &b) {
  // The table lists each mnemonic once per arch; the arch's entry is chosen at decode time.
  for (const MatrixOpInfo &op : allMatrixOps()) b.add(std::string(op.mnemonic).c_str(), InstClass::Matrix, matrixOp, 1);
}

} // namespace fly::emu
