#include "fly/codegen/Occupancy.h"

#include <algorithm>
#include <cstdio>

namespace fly::codegen {

uint32_t archVgprCount(const codeobject::KernelInfo& kernel, const target::Arch& arch) {
  if (!arch.hasAgprs || kernel.agprCount == 0) return kernel.vgprCount;
  return kernel.vgprCount > kernel.agprCount ? kernel.vgprCount - kernel.agprCount : 0;
}

Occupancy computeOccupancy(const codeobject::KernelInfo& kernel, const target::Arch& arch) {
  Occupancy result{arch.maxWavesPerSimd, "waves"};
  auto limit = [&](int waves, const char* why) {
    waves = std::max(waves, 0);
    if (waves < result.wavesPerSimd) result = {waves, why};
  };

  // VGPRs are allocated in granules out of the per-SIMD file. On gfx90a+ vgpr_count already
  // includes the AGPRs of the unified file.
  if (kernel.vgprCount > 0) {
    uint32_t granule = uint32_t(arch.vgprAllocGranule);
    uint32_t rounded = (kernel.vgprCount + granule - 1) / granule * granule;
    limit(std::max<int>(1, int(uint32_t(arch.totalVgprsPerSimd) / rounded)), "vgpr");
  }

  // SGPRs: only gfx9 shares one SGPR file between a SIMD's waves; the steps are the GCN3+
  // ISA's SGPR-usage table (80/88/100 SGPRs for 10/9/8 waves).
  if (arch.sgprsLimitOccupancy) {
    uint32_t s = kernel.sgprCount;
    limit(s <= 80 ? 10 : s <= 88 ? 9 : s <= 100 ? 8 : 7, "sgpr");
  }

  // LDS: the workgroups that fit in one CU's LDS, their waves spread over the CU's SIMDs.
  if (kernel.groupSegmentFixedSize > 0) {
    uint32_t wgSize = kernel.maxFlatWorkgroupSize ? kernel.maxFlatWorkgroupSize : uint32_t(arch.maxWorkgroupSize);
    uint32_t waveSize = kernel.wavefrontSize ? kernel.wavefrontSize : uint32_t(arch.waveSize);
    uint32_t wavesPerGroup = (wgSize + waveSize - 1) / waveSize;
    uint32_t groups = arch.ldsBytesPerCU / kernel.groupSegmentFixedSize;
    uint32_t simds = uint32_t(arch.simdsPerCU);
    limit(int((groups * wavesPerGroup + simds - 1) / simds), "lds");
  }
  return result;
}

void printReport(std::ostream& os, const codeobject::CodeObject& object, const target::Arch& arch) {
  char line[256];
  os << "target: " << object.target << "\n";
  std::snprintf(line, sizeof line, "%-28s %5s %5s %5s %8s %8s %7s %7s  %s\n", "kernel", "VGPR", "AGPR", "SGPR",
                "LDS", "scratch", "spill-v", "spill-s", "occupancy (waves/SIMD)");
  os << line;
  for (const codeobject::KernelInfo& k : object.kernels) {
    Occupancy occ = computeOccupancy(k, arch);
    std::snprintf(line, sizeof line, "%-28s %5u %5u %5u %8u %8u %7u %7u  %d/%d (%s)\n", k.name.c_str(),
                  archVgprCount(k, arch), k.agprCount, k.sgprCount, k.groupSegmentFixedSize,
                  k.privateSegmentFixedSize, k.vgprSpillCount, k.sgprSpillCount, occ.wavesPerSimd,
                  arch.maxWavesPerSimd, occ.limitedBy.c_str());
    os << line;
  }
}

} // namespace fly::codegen
