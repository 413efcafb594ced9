// Counters of one emulated launch.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>

namespace fly::emu {

enum class InstClass : uint8_t { SALU, VALU, Matrix, VMEM, SMEM, DS, Branch, Waitcnt, Other, Count };

const char *instClassName(InstClass c);

/// What one instruction address did in a launch (LaunchOptions::perPcCounters).
struct PcCounters {
  uint64_t executed = 0;       // wave-instructions
  uint64_t activeLanes = 0;    // lanes active in EXEC, summed over executions (memory instructions)
  uint64_t ldsCycles = 0;      // LDS cycles the accesses took, bank conflicts included (DS)
  uint64_t ldsIdealCycles = 0; // ... had no two lanes of a phase hit one bank with different dwords
  uint64_t globalBytes = 0;    // bytes of global/flat/buffer memory the active lanes moved
  uint64_t globalLines = 0;    // distinct cache lines those bytes fall in, summed over executions
  // The performance model's timing and caches (docs/emulator.md, "Performance model"):
  uint64_t waitCycles = 0; // SIMD-cycles waits stalled, in 1/256 cycle, summed over the waves
  uint64_t mallLines = 0;  // lines of these accesses that missed the L2 (or were written back)
  uint64_t dramLines = 0;  // ... that also missed the MALL (every one where there is none)
  void add(const PcCounters &o) {
    executed += o.executed;
    activeLanes += o.activeLanes;
    ldsCycles += o.ldsCycles;
    ldsIdealCycles += o.ldsIdealCycles;
    globalBytes += o.globalBytes;
    globalLines += o.globalLines;
    waitCycles += o.waitCycles;
    mallLines += o.mallLines;
    dramLines += o.dramLines;
  }
  uint64_t ldsConflictCycles() const { return ldsCycles - ldsIdealCycles; }
};

struct PcStats {
  PcCounters counters;
  InstClass cls = InstClass::Other;
  std::string text; // the instruction as LLVM prints it
};

struct Stats {
  std::array<uint64_t, size_t(InstClass::Count)> executed{}; // wave-instructions per class
  uint64_t bytesRead = 0;    // global/flat/buffer/scalar memory, per active lane
  uint64_t bytesWritten = 0;
  uint64_t ldsBytesRead = 0, ldsBytesWritten = 0;
  uint64_t workgroups = 0, waves = 0;
  unsigned threads = 1; // threads the work-groups ran on (1 for code with global atomics)
  unsigned modelWavesPerSimd = 0; // the occupancy the timing model assumed (0: per-PC counters off)
  /// Per instruction address; empty unless LaunchOptions::perPcCounters was set.
  std::map<uint64_t, PcStats> perPc;
  /// Sum of the per-PC counters (zero unless LaunchOptions::perPcCounters was set).
  PcCounters totals() const;

  uint64_t instructions() const {
    uint64_t n = 0;
    for (uint64_t c : executed) n += c;
    return n;
  }
  void add(const Stats &o);
  std::string format() const; // a few human-readable lines
};

} // namespace fly::emu
