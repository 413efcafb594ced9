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
  return s;
}

} // namespace fly::emu
