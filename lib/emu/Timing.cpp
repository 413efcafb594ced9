// The timing model run during emulation (Timing.h; docs/emulator.md, "Performance model").
#include "Timing.h"

#include "Inst.h"
#include "fly/emu/MatrixCore.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace fly::emu {

Occupancy modelOccupancy(const target::Arch &arch, unsigned vgprs, unsigned agprs, unsigned waveSize,
                         unsigned workItemsPerGroup, uint32_t ldsBytesPerGroup, uint64_t waves) {
  Occupancy o;
  unsigned occ = unsigned(arch.maxWavesPerSimd);
  o.limit = "wave slots";
  // Where VGPRs and AGPRs share one file (gfx90a+), a code object's VGPR count (LLVM's
  // .vgpr_count, the descriptor's granulated count) already covers both: the AGPRs start at the
  // accumulation offset after the VGPRs. Elsewhere there are no AGPRs.
  unsigned regs = arch.hasAgprs ? std::max(vgprs, agprs) : vgprs + agprs;
  if (regs > 0) {
    unsigned granule = unsigned(arch.vgprAllocGranule);
    unsigned alloc = (regs + granule - 1) / granule * granule;
    unsigned byRegs = std::max(1u, unsigned(arch.totalVgprsPerSimd) / alloc);
    if (byRegs < occ) occ = byRegs, o.limit = "VGPRs";
  }
  if (ldsBytesPerGroup > 0) {
    unsigned groupsPerCU = std::max(1u, arch.ldsBytesPerCU / ldsBytesPerGroup);
    unsigned wavesPerGroup = std::max(1u, (workItemsPerGroup + waveSize - 1) / waveSize);
    unsigned byLds = std::max(1u, groupsPerCU * wavesPerGroup / unsigned(arch.simdsPerCU));
    if (byLds < occ) occ = byLds, o.limit = "LDS";
  }
  unsigned totalSimds = unsigned(arch.perf.computeUnits * arch.simdsPerCU);
  waves = std::max<uint64_t>(waves, 1);
  unsigned byGrid = unsigned(std::min<uint64_t>((waves + totalSimds - 1) / totalSimds, 1u << 20));
  if (byGrid < occ) occ = byGrid, o.limit = "grid";
  o.wavesPerSimd = std::max(1u, occ);
  return o;
}

namespace {
std::string firstWord(const std::string &text) {
  std::string w = text.substr(0, text.find(' '));
  for (const char *suf : {"_e64", "_e32"})
    if (w.size() > 4 && w.ends_with(suf)) w.resize(w.size() - 4);
  return w;
}

int rateOf(const target::PerfModel &m, MatrixType t) {
  switch (t) {
  case MatrixType::F64: return m.matrixF64;
  case MatrixType::F32: return m.matrixF32;
  case MatrixType::XF32: return m.matrixXf32;
  case MatrixType::F16:
  case MatrixType::BF16: return m.matrixF16;
  case MatrixType::FP8:
  case MatrixType::BF8:
  case MatrixType::F8F6F4: return m.matrixF8;
  case MatrixType::FP4:
  case MatrixType::IU4: return m.matrixF4;
  default: return m.matrixI8;
  }
}

bool has(const std::string &s, const char *x) { return s.find(x) != std::string::npos; }

// The value of `field(N)` in a printed s_waitcnt, or -1.
int fieldOf(const std::string &text, const char *field) {
  size_t at = text.find(field);
  if (at == std::string::npos) return -1;
  at += std::string(field).size();
  if (at >= text.size() || text[at] != '(') return -1;
  return int(std::strtol(text.c_str() + at + 1, nullptr, 0));
}

// The last operand of a wait printed as `s_wait_x 0x3` or `s_waitcnt_vscnt null, 0x0`.
int lastNumber(const std::string &text) {
  size_t at = text.find_last_of(" ,");
  if (at == std::string::npos) return -1;
  char *end = nullptr;
  long v = std::strtol(text.c_str() + at + 1, &end, 0);
  return end && end != text.c_str() + at + 1 ? int(v) : -1;
}
} // namespace

double instructionCost(InstClass cls, const std::string &text, const target::Arch &arch, unsigned waveSize,
                       double *matrixFlops, int *matrixRate) {
  const target::PerfModel &m = arch.perf;
  switch (cls) {
  case InstClass::VALU: return double(waveSize) / m.valuLanesPerCycle;
  case InstClass::VMEM: return double(waveSize) / 16;
  case InstClass::Matrix: {
    const MatrixOpInfo *op = findMatrixOp(firstWord(text), arch.name);
    // A sparse op multiplies only the stored half of A: the cycles and FLOPs of a dense K/2.
    double flops = op ? 2.0 * op->m * op->n * op->k * op->blocks / (op->sparse() ? 2 : 1) : 0;
    int rate = op ? rateOf(m, op->aType) : 0;
    if (rate == 0) rate = m.matrixF16 ? m.matrixF16 : 256;
    if (matrixFlops) *matrixFlops = flops;
    if (matrixRate) *matrixRate = rate;
    return std::max(4.0, flops / rate);
  }
  default: return 1;
  }
}

TimingOp TimingModel::describe(const Inst &in) const {
  TimingOp op;
  op.known = true;
  const target::PerfModel &m = arch->perf;
  op.cost = uint64_t(std::llround(instructionCost(in.cls, in.text, *arch, waveSize) * kTimeUnit));
  // A latency as this wave sees it: the other resident waves issue in between (they hide the rest).
  auto latency = [&](int cycles) { return uint64_t(std::llround(double(cycles) * kTimeUnit / wavesPerSimd)); };
  const std::string &t = in.text;
  const std::string mn = firstWord(t);
  const bool gfx9 = arch->generation == 9, gfx12 = arch->generation >= 12;
  if (in.cls == InstClass::VMEM) {
    bool tensor = mn.starts_with("tensor_");
    bool store = has(mn, "store") || (has(mn, "atomic") && !gfx9);
    op.writes = has(mn, "store") || has(mn, "atomic");
    if (tensor) op.queue = QTensor;
    else op.queue = store && !gfx9 ? QStore : QLoad;
    op.latency = latency(m.globalLatency);
  } else if (in.cls == InstClass::DS) {
    op.queue = QLds;
    op.latency = latency(m.ldsLatency);
  } else if (in.cls == InstClass::SMEM) {
    // gfx9-gfx11 count scalar loads in lgkmcnt with LDS; gfx12 in kmcnt.
    op.queue = gfx12 ? QScalar : QLds;
    op.latency = latency(m.scalarLatency);
  } else if (in.cls == InstClass::Waitcnt) {
    op.isWait = true;
    auto set = [&](WaitQueue q, int n) {
      if (n >= 0) op.keep[q] = uint8_t(std::min(n, 0xfe));
    };
    if (mn == "s_waitcnt") {
      set(QLoad, fieldOf(t, "vmcnt"));
      if (gfx9) set(QStore, fieldOf(t, "vmcnt"));
      set(QLds, fieldOf(t, "lgkmcnt"));
    } else if (mn == "s_waitcnt_vmcnt") {
      set(QLoad, lastNumber(t));
    } else if (mn == "s_waitcnt_vscnt") {
      set(QStore, lastNumber(t));
    } else if (mn == "s_waitcnt_lgkmcnt") {
      set(QLds, lastNumber(t));
    } else if (mn == "s_wait_loadcnt") {
      set(QLoad, lastNumber(t));
    } else if (mn == "s_wait_storecnt") {
      set(QStore, lastNumber(t));
    } else if (mn == "s_wait_dscnt") {
      set(QLds, lastNumber(t));
    } else if (mn == "s_wait_kmcnt") {
      set(QScalar, lastNumber(t));
    } else if (mn == "s_wait_tensorcnt") {
      set(QTensor, lastNumber(t));
    } else if (mn == "s_wait_loadcnt_dscnt" || mn == "s_wait_storecnt_dscnt") {
      int v = lastNumber(t);
      if (v >= 0) {
        set(mn == "s_wait_loadcnt_dscnt" ? QLoad : QStore, v >> 8 & 0x3f);
        set(QLds, v & 0x3f);
      }
    } else if (mn == "s_wait_idle") {
      for (int q = 0; q < QCount; ++q) set(WaitQueue(q), 0);
    }
  }
  return op;
}

uint64_t WaveTiming::step(const TimingOp &op) {
  uint64_t stall = 0;
  if (op.isWait) {
    uint64_t ready = clock;
    for (int q = 0; q < QCount; ++q) {
      auto &d = queue[q];
      while (d.size() > op.keep[q]) {
        ready = std::max(ready, d.front());
        d.pop_front();
      }
    }
    stall = ready - clock;
    clock = ready;
  } else if (op.queue >= 0) {
    // In-order return within a counter: an access is back no earlier than the one before it.
    auto &d = queue[size_t(op.queue)];
    uint64_t done = clock + op.latency;
    if (!d.empty()) done = std::max(done, d.back());
    d.push_back(done);
    // Counters are 6 bits (gfx9 vmcnt) or more; a wave never has more in flight than they count.
    if (d.size() > 64) d.pop_front();
  }
  return stall;
}

} // namespace fly::emu
