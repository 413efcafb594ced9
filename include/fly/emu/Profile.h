// fly-emu's performance model: modelled cycles of one launch from what the emulator counted
// (per-PC executions, LDS cycles with bank conflicts, cache lines) and the arch's machine model
// (fly/target/Arch.h, PerfModel). docs/emulator.md ("Performance model") states the model and its
// limits; it ranks code for the same job, it does not predict a GPU's time to the percent.
#pragma once

#include "fly/emu/CodeObject.h"
#include "fly/emu/Stats.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace fly::emu {

struct Profile {
  std::string arch;
  double clockGHz = 0;
  // Occupancy: waves resident per SIMD (the least of the hardware slots, the VGPR and LDS limits
  // and the waves the grid has per SIMD), and the SIMDs / CUs the grid keeps busy.
  unsigned wavesPerSimd = 0, activeSimds = 0, activeCUs = 0;
  const char *occupancyLimit = ""; // "wave slots", "VGPRs", "LDS", "grid"
  // SIMD-cycles each pipe is busy, summed over the launch, by instruction class.
  double classCycles[size_t(InstClass::Count)] = {};
  double stallCycles = 0;   // exposed s_waitcnt latency (SIMD-cycles)
  double simdCycles = 0;    // critical path of the busiest SIMD
  double ldsCycles = 0;     // of the busiest CU's LDS
  double memoryCycles = 0;  // the slowest memory level's transfer time (memoryLevel)
  double l2Cycles = 0, mallCycles = 0, dramCycles = 0; // each level's bytes at its bandwidth
  const char *memoryLevel = ""; // "L2", "MALL", "DRAM"
  double cycles = 0;        // the launch: max of the three above
  const char *bound = "";   // "compute", "LDS", "memory"
  // Roofline.
  double matrixFlops = 0;   // FLOP (or OP) of the matrix instructions
  double peakMatrixFlops = 0; // FLOP/s of the chip for the dominant matrix type (0: no matrix op)
  double bytes = 0;         // DRAM bytes (lines that missed the L2s and the MALL, write-backs)
  double l2Bytes = 0;       // bytes of the lines the accesses asked the L2s for
  double mallBytes = 0;     // bytes that left the L2s (misses and write-backs)
  double peakBytes = 0;     // bytes/s
  double seconds() const { return clockGHz > 0 ? cycles / (clockGHz * 1e9) : 0; }
  double flopsPerSecond() const { return seconds() > 0 ? matrixFlops / seconds() : 0; }
  double bytesPerSecond() const { return seconds() > 0 ? bytes / seconds() : 0; }
  struct Hotspot {
    uint64_t pc;
    double cycles; // SIMD-cycles attributed to the instruction
    uint64_t executed;
    std::string text;
  };
  std::vector<Hotspot> hotspots; // every executed PC, most cycles first

  std::string format(unsigned topPcs = 10) const;
};

/// Models `stats` (which must have per-PC counters: LaunchOptions::perPcCounters) of a launch of
/// `kernel` from a code object for `arch` with `block` work-items per work-group and
/// `ldsBytesPerGroup` (static + dynamic) LDS.
llvm::Expected<Profile> modelLaunch(const Stats &stats, const Kernel &kernel, const std::string &arch,
                                    unsigned workItemsPerGroup, uint32_t ldsBytesPerGroup);

/// Two profiles side by side (fly-emu compare).
std::string formatSideBySide(const Profile &a, const Profile &b, const std::string &nameA, const std::string &nameB);

} // namespace fly::emu
