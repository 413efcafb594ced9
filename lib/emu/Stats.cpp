#include "fly/emu/Stats.h"

#include <cstdio>

namespace fly::emu {

const char *instClassName(InstClass c) {
  switch (c) {
  case InstClass::SALU: return "SALU";
  case InstClass::VALU: return "VALU";
  case InstClass::Matrix: return "MFMA/WMMA";
  case InstClass::VMEM: return "VMEM";
  case InstClass::SMEM: return "SMEM";
  case InstClass::DS: return "DS";
  case InstClass::Branch: return "branch";
  case InstClass::Waitcnt: return "waitcnt";
  case InstClass::Other: return "other";
  default: return "?";
  }
}

void Stats::add(const Stats &o) {
  for (size_t i = 0; i < executed.size(); ++i) executed[i] += o.executed[i];
  bytesRead += o.bytesRead;
  bytesWritten += o.bytesWritten;
  ldsBytesRead += o.ldsBytesRead;
  ldsBytesWritten += o.ldsBytesWritten;
  workgroups += o.workgroups;
  waves += o.waves;
  for (const auto &[pc, ps] : o.perPc) {
    PcStats &mine = perPc[pc];
    mine.counters.add(ps.counters);
    mine.cls = ps.cls;
    mine.text = ps.text;
  }
}

PcCounters Stats::totals() const {
  PcCounters t;
  for (const auto &[pc, ps] : perPc) t.add(ps.counters);
  return t;
}

std::string Stats::format() const {
  std::string s;
  char buf[160];
  std::snprintf(buf, sizeof buf, "work-groups %llu, waves %llu, wave-instructions %llu\n",
                (unsigned long long)workgroups, (unsigned long long)waves, (unsigned long long)instructions());
  s += buf;
  for (size_t i = 0; i < executed.size(); ++i) {
    std::snprintf(buf, sizeof buf, "  %-10s %llu\n", instClassName(InstClass(i)), (unsigned long long)executed[i]);
    s += buf;
  }
  std::snprintf(buf, sizeof buf, "global bytes read %llu, written %llu; LDS bytes read %llu, written %llu\n",
                (unsigned long long)bytesRead, (unsigned long long)bytesWritten, (unsigned long long)ldsBytesRead,
                (unsigned long long)ldsBytesWritten);
  s += buf;
  if (!perPc.empty()) {
    PcCounters t = totals();
    std::snprintf(buf, sizeof buf,
                  "LDS cycles %llu (conflict-free %llu, bank-conflict cycles %llu); global cache lines %llu\n",
                  (unsigned long long)t.ldsCycles, (unsigned long long)t.ldsIdealCycles,
                  (unsigned long long)t.ldsConflictCycles(), (unsigned long long)t.globalLines);
    s += buf;
    bool header = false;
    for (const auto &[pc, ps] : perPc) {
      const PcCounters &c = ps.counters;
      if (c.ldsCycles == 0) continue;
      if (!header) {
        s += "  DS instructions (pc: executed, LDS cycles, conflict cycles):\n";
        header = true;
      }
      std::snprintf(buf, sizeof buf, "    %08llx: %llu, %llu, %llu  %s\n", (unsigned long long)pc,
                    (unsigned long long)c.executed, (unsigned long long)c.ldsCycles,
                    (unsigned long long)c.ldsConflictCycles(), ps.text.c_str());
      s += buf;
    }
  }
  return s;
}

} // namespace fly::emu
