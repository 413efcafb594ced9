// The performance model (docs/emulator.md, "Performance model").
#include "fly/emu/Profile.h"

#include "Timing.h"

#include "fly/emu/MatrixCore.h"
#include "fly/target/Arch.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace fly::emu {

llvm::Expected<Profile> modelLaunch(const Stats &stats, const Kernel &kernel, const std::string &archName,
                                    unsigned workItemsPerGroup, uint32_t ldsBytesPerGroup) {
  const target::Arch *arch = target::findArch(archName);
  if (!arch) return llvm::createStringError(target::unsupportedArchMessage(archName));
  if (stats.perPc.empty() && stats.instructions() > 0)
    return llvm::createStringError("the performance model needs per-PC counters (LaunchOptions::perPcCounters)");
  const target::PerfModel &m = arch->perf;
  Profile p;
  p.arch = archName;
  p.clockGHz = m.clockGHz;
  unsigned wave = kernel.wavefrontSize ? kernel.wavefrontSize : unsigned(arch->waveSize);

  // Occupancy.
  unsigned totalSimds = unsigned(m.computeUnits * arch->simdsPerCU);
  uint64_t waves = std::max<uint64_t>(stats.waves, 1);
  Occupancy occ = modelOccupancy(*arch, kernel.vgprCount, kernel.agprCount, wave, workItemsPerGroup,
                                 ldsBytesPerGroup, waves);
  p.wavesPerSimd = occ.wavesPerSimd;
  p.occupancyLimit = occ.limit;
  p.activeSimds = unsigned(std::min<uint64_t>(totalSimds, waves));
  p.activeCUs = unsigned(std::min<uint64_t>(m.computeUnits, std::max<uint64_t>(stats.workgroups, 1)));

  // The launch's timing (waits) and caches ran with the emulator (Timing.h); a Stats made without
  // them (modelWavesPerSimd 0) counts every line at DRAM and no waits.
  const bool timed = stats.modelWavesPerSimd > 0;
  const double line = m.lineBytes;
  double bytesPerCycle = m.memoryGBs / m.clockGHz; // DRAM bytes per engine cycle, whole chip
  double issue = 0; // one instruction per cycle per SIMD
  int dominantRate = 0;
  double dominantFlops = 0;
  struct PcCost {
    double simd, lds, bytes;
  };
  std::vector<std::pair<const std::pair<const uint64_t, PcStats> *, PcCost>> costs;
  for (const auto &entry : stats.perPc) {
    const PcStats &ps = entry.second;
    const PcCounters &c = ps.counters;
    double n = double(c.executed), flops = 0, stall = double(c.waitCycles) / kTimeUnit;
    int rate = 0;
    issue += n;
    double cost = n * instructionCost(ps.cls, ps.text, *arch, wave, &flops, &rate);
    if (ps.cls == InstClass::Matrix) {
      p.matrixFlops += n * flops;
      if (n * flops > dominantFlops) dominantFlops = n * flops, dominantRate = rate;
    }
    double dram = double(timed ? c.dramLines : c.globalLines) * line;
    p.classCycles[size_t(ps.cls)] += cost;
    p.stallCycles += stall;
    costs.push_back({&entry, {cost + stall, double(c.ldsCycles), dram}});
    p.ldsCycles += double(c.ldsCycles);
    p.bytes += dram;
    p.l2Bytes += double(c.globalLines) * line;
    p.mallBytes += double(timed ? c.mallLines : c.globalLines) * line;
  }
  // Pipes: VALU, matrix, scalar (SALU, SMEM, branches, waits, other), memory issue (VMEM, DS), and
  // instruction issue. Resident waves overlap the pipes; one wave alone runs them one after another.
  const auto &cc = p.classCycles;
  auto at = [&](InstClass k) { return cc[size_t(k)]; };
  double pipes[] = {at(InstClass::VALU), at(InstClass::Matrix),
                    at(InstClass::SALU) + at(InstClass::SMEM) + at(InstClass::Branch) + at(InstClass::Waitcnt) +
                        at(InstClass::Other),
                    at(InstClass::VMEM) + at(InstClass::DS)};
  double sum = 0, top = issue;
  for (double x : pipes) sum += x, top = std::max(top, x);
  double busy = top + std::max(0.0, sum - top) / p.wavesPerSimd;
  p.simdCycles = (busy + p.stallCycles) / p.activeSimds;
  p.ldsCycles /= p.activeCUs;
  // Memory: the slowest level. The L2s deliver their bandwidth each (work-groups spread over all
  // of them), the MALL and DRAM theirs.
  p.dramCycles = p.bytes / bytesPerCycle;
  p.l2Cycles = p.l2Bytes / (double(m.l2BytesPerCycle) * std::max(1, m.l2Instances));
  p.mallCycles = m.mallBytes > 0 ? p.mallBytes / (m.mallGBs / m.clockGHz) : 0;
  p.memoryCycles = p.dramCycles, p.memoryLevel = "DRAM";
  if (p.mallCycles > p.memoryCycles) p.memoryCycles = p.mallCycles, p.memoryLevel = "MALL";
  if (p.l2Cycles > p.memoryCycles) p.memoryCycles = p.l2Cycles, p.memoryLevel = "L2";
  p.cycles = p.simdCycles, p.bound = "compute";
  if (p.ldsCycles > p.cycles) p.cycles = p.ldsCycles, p.bound = "LDS";
  if (p.memoryCycles > p.cycles) p.cycles = p.memoryCycles, p.bound = "memory";
  p.peakMatrixFlops = double(dominantRate) * totalSimds * m.clockGHz * 1e9;
  p.peakBytes = m.memoryGBs * 1e9;
  for (auto &[entry, c] : costs) {
    double cyc = c.simd / p.activeSimds + c.lds / p.activeCUs + c.bytes / bytesPerCycle;
    p.hotspots.push_back({entry->first, cyc, entry->second.counters.executed, entry->second.text});
  }
  std::stable_sort(p.hotspots.begin(), p.hotspots.end(),
                   [](const Profile::Hotspot &a, const Profile::Hotspot &b) { return a.cycles > b.cycles; });
  return p;
}

namespace {
std::string fmt(const char *f, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}
std::string si(double x, const char *unit) {
  const char *pre[] = {"", "K", "M", "G", "T", "P"};
  int i = 0;
  while (std::fabs(x) >= 1000 && i < 5) x /= 1000, ++i;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3g %s%s", x, pre[i], unit);
  return buf;
}
// The rows both format() and formatSideBySide() print: label, value.
std::vector<std::pair<std::string, std::string>> rows(const Profile &p) {
  std::vector<std::pair<std::string, std::string>> r;
  r.push_back({"modelled time", si(p.seconds(), "s") + " (" + fmt("%.0f", p.cycles) + " cycles at " +
                                     fmt("%.2f", p.clockGHz) + " GHz, " + p.bound + "-bound)"});
  r.push_back({"occupancy", std::to_string(p.wavesPerSimd) + " waves/SIMD (limit: " + p.occupancyLimit + "), " +
                                std::to_string(p.activeSimds) + " SIMDs, " + std::to_string(p.activeCUs) + " CUs"});
  r.push_back({"SIMD cycles", fmt("%.0f", p.simdCycles) + " (waits exposed: " + fmt("%.0f", p.stallCycles / std::max(1u, p.activeSimds)) + ")"});
  r.push_back({"LDS cycles", fmt("%.0f", p.ldsCycles)});
  r.push_back({"memory cycles", fmt("%.0f", p.memoryCycles) + " (" + p.memoryLevel + "; L2 " + fmt("%.0f", p.l2Cycles) +
                                    ", MALL " + fmt("%.0f", p.mallCycles) + ", DRAM " + fmt("%.0f", p.dramCycles) + ")"});
  r.push_back({"bytes L2/MALL/DRAM", fmt("%.0f", p.l2Bytes) + " / " + fmt("%.0f", p.mallBytes) + " / " + fmt("%.0f", p.bytes)});
  std::string fl = si(p.flopsPerSecond(), "FLOP/s");
  if (p.peakMatrixFlops > 0) fl += " of " + si(p.peakMatrixFlops, "FLOP/s") + " (" + fmt("%.1f", 100 * p.flopsPerSecond() / p.peakMatrixFlops) + "%)";
  r.push_back({"matrix FLOP/s", fl});
  r.push_back({"DRAM bytes/s", si(p.bytesPerSecond(), "B/s") + " of " + si(p.peakBytes, "B/s") + " (" +
                                   fmt("%.1f", p.peakBytes > 0 ? 100 * p.bytesPerSecond() / p.peakBytes : 0) + "%)"});
  for (size_t i = 0; i < size_t(InstClass::Count); ++i)
    if (p.classCycles[i] > 0)
      r.push_back({std::string("  ") + instClassName(InstClass(i)) + " SIMD-cycles", fmt("%.0f", p.classCycles[i])});
  return r;
}
} // namespace

std::string Profile::format(unsigned topPcs) const {
  std::string s = "profile (" + arch + " machine model" + (target::findArch(arch) && target::findArch(arch)->perf.assumed ? ", assumed figures" : "") + "):\n";
  for (auto &[k, v] : rows(*this)) s += "  " + k + ": " + v + "\n";
  if (!hotspots.empty()) {
    s += "  top instructions by modelled cycles (pc: cycles, executed):\n";
    for (unsigned i = 0; i < std::min<size_t>(topPcs, hotspots.size()); ++i) {
      char buf[96];
      std::snprintf(buf, sizeof buf, "    %08llx: %.0f, %llu  ", (unsigned long long)hotspots[i].pc, hotspots[i].cycles,
                    (unsigned long long)hotspots[i].executed);
      s += buf + hotspots[i].text + "\n";
    }
  }
  return s;
}

std::string formatSideBySide(const Profile &a, const Profile &b, const std::string &nameA, const std::string &nameB) {
  auto ra = rows(a), rb = rows(b);
  size_t w = std::max<size_t>(nameA.size(), 12);
  for (auto &[k, v] : ra) w = std::max(w, v.size());
  char buf[512];
  std::string s;
  std::snprintf(buf, sizeof buf, "  %-22s %-*s  %s\n", "", int(w), nameA.c_str(), nameB.c_str());
  s += buf;
  // Rows are matched by label (class rows may exist on one side only).
  std::vector<std::string> labels;
  for (auto &r : ra) labels.push_back(r.first);
  for (auto &r : rb)
    if (std::find(labels.begin(), labels.end(), r.first) == labels.end()) labels.push_back(r.first);
  auto find = [](const auto &rs, const std::string &k) {
    for (auto &r : rs)
      if (r.first == k) return r.second;
    return std::string("-");
  };
  for (const std::string &k : labels) {
    std::snprintf(buf, sizeof buf, "  %-22s %-*s  %s\n", k.c_str(), int(w), find(ra, k).c_str(), find(rb, k).c_str());
    s += buf;
  }
  if (a.cycles > 0 && b.cycles > 0) s += "  modelled time ratio " + nameB + "/" + nameA + ": " + fmt("%.3f", b.cycles / a.cycles) + "\n";
  return s;
}

} // namespace fly::emu
