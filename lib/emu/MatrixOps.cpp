// MFMA/WMMA dispatch: gathers A, B, C of every lane, runs fly_emu_matrix's executeMatrixOp
// (include/fly/emu/MatrixCore.h: op table, register layouts, numerics), scatters D.
#include "Inst.h"
#include "Wave.h"

#include "fly/emu/MatrixCore.h"

#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace fly::emu {
namespace {

// Modifiers the parser keeps as text: `neg:[a,b,c]` (f64 MFMA) and gfx1250's
// `matrix_a_fmt:MATRIX_FMT_*` / `matrix_b_fmt:...`; reuse hints change nothing.
bool parseRawModifiers(const std::string &raw, MatrixModifiers &m, std::string &error) {
  size_t pos = 0;
  while (pos < raw.size()) {
    size_t end = raw.find(' ', pos);
    std::string tok = raw.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    pos = end == std::string::npos ? raw.size() : end + 1;
    if (tok.empty() || tok == "matrix_a_reuse" || tok == "matrix_b_reuse") continue;
    if (tok.rfind("neg:[", 0) == 0) {
      uint8_t bits = 0;
      unsigned i = 0;
      for (char ch : tok.substr(5)) {
        if (ch == '1') bits |= uint8_t(1u << i);
        if (ch == '0' || ch == '1') ++i;
      }
      m.negLo = bits;
      continue;
    }
    bool isA = tok.rfind("matrix_a_fmt:", 0) == 0, isB = tok.rfind("matrix_b_fmt:", 0) == 0;
    if (isA || isB) {
      std::string f = tok.substr(tok.find(':') + 1);
      static const char *const names[] = {"MATRIX_FMT_FP8", "MATRIX_FMT_BF8", "MATRIX_FMT_FP6",
                                          "MATRIX_FMT_BF6", "MATRIX_FMT_FP4"};
      int code = -1;
      for (int n = 0; n < 5; ++n)
        if (f == names[n]) code = n;
      if (code < 0) {
        error = "unknown matrix format '" + f + "'";
        return false;
      }
      (isA ? m.aFormat : m.bFormat) = uint8_t(code);
      continue;
    }
    error = "modifier '" + tok + "' is not supported on a matrix instruction";
    return false;
  }
  return true;
}

std::string baseMnemonic(const std::string &m) {
  for (const char *suf : {"_e64", "_vop3p"})
    if (m.size() > std::strlen(suf) && m.compare(m.size() - std::strlen(suf), std::string::npos, suf) == 0)
      return m.substr(0, m.size() - std::strlen(suf));
  return m;
}

void matrixOp(Wave &w, const Inst &in) {
  std::string arch = w.launch->co->arch().str();
  const MatrixOpInfo *op = findMatrixOp(baseMnemonic(in.mnemonic), arch);
  if (!op) return w.fail(in, "matrix instruction '" + in.mnemonic + "' is not implemented for " + arch);
  if (in.numDst != 1 || in.numSrc() != 3) return w.fail(in, "unexpected operands for " + in.mnemonic);
  if (w.width != op->waveSize)
    return w.fail(in, in.mnemonic + " needs wave" + std::to_string(op->waveSize) + ", the wave is wave" +
                          std::to_string(w.width));
  // The matrix cores compute every lane's part; a partially active wave is undefined on hardware.
  if (w.exec() != w.laneMask()) return w.fail(in, in.mnemonic + " with EXEC not all ones is undefined");

  MatrixModifiers mods;
  mods.cbsz = in.mods.cbsz;
  mods.abid = in.mods.abid;
  mods.blgp = in.mods.blgp;
  mods.negLo = in.mods.negLo;
  mods.negHi = in.mods.negHi;
  mods.opSel = in.mods.opSel;
  mods.opSelHi = in.mods.hasOpSelHi ? in.mods.opSelHi : 0;
  mods.clamp = in.mods.clamp;
  std::string error;
  if (!parseRawModifiers(in.mods.raw, mods, error)) return w.fail(in, error);

  unsigned lanes = op->waveSize;
  unsigned dw[4] = {matrixOperandDwords(*op, 0, mods), matrixOperandDwords(*op, 1, mods),
                    matrixOperandDwords(*op, 2, mods), matrixOperandDwords(*op, 3, mods)};
  const Operand *src[3] = {&in.src(0), &in.src(1), &in.src(2)};
  for (int s = 0; s < 2; ++s)
    if (src[s]->kind != OpdKind::Vgpr && src[s]->kind != OpdKind::Agpr)
      return w.fail(in, "matrix source " + std::to_string(s) + " must be a register tuple");
  for (int s = 0; s < 3; ++s)
    if ((src[s]->kind == OpdKind::Vgpr || src[s]->kind == OpdKind::Agpr) && src[s]->count < dw[s])
      return w.fail(in, "register tuple too short for " + in.mnemonic);

  std::vector<uint32_t> regs[4];
  for (int s = 0; s < 4; ++s) regs[s].resize(size_t(lanes) * dw[s]);
  for (int s = 0; s < 3; ++s) {
    const Operand &o = *src[s];
    bool constant = o.kind != OpdKind::Vgpr && o.kind != OpdKind::Agpr;
    for (unsigned lane = 0; lane < lanes; ++lane)
      for (unsigned i = 0; i < dw[s]; ++i) {
        uint32_t v;
        if (!constant) v = w.vread32(o, lane, i);
        else if (op->cType == MatrixType::F64) v = uint32_t(w.sreadF64(o) >> (32 * (i % 2)));
        else if (op->cType == MatrixType::F16 || op->cType == MatrixType::BF16)
          v = o.kind == OpdKind::Imm ? uint32_t(o.imm16) * 0x10001u : w.sread32(o);
        else v = w.sread32(o);
        regs[s][size_t(lane) * dw[s] + i] = v;
      }
  }
  if (auto err = executeMatrixOp(*op, regs[0].data(), regs[1].data(), regs[2].data(), regs[3].data(), mods))
    return w.fail(in, *err);
  for (unsigned lane = 0; lane < lanes; ++lane)
    for (unsigned i = 0; i < dw[3]; ++i) w.vwrite32(in.dst(), lane, regs[3][size_t(lane) * dw[3] + i], i);
}

} // namespace

void registerMatrixOps(OpTableBuilder &b) {
  std::set<std::string_view> seen;
  for (const MatrixOpInfo &op : allMatrixOps())
    if (seen.insert(op.mnemonic).second) b.add(std::string(op.mnemonic).c_str(), InstClass::Matrix, matrixOp);
}

} // namespace fly::emu
