// The timing half of the performance model, run while the emulator executes (docs/emulator.md,
// "Performance model"): each wave keeps a clock of the SIMD-cycles its own instructions take, the
// memory accesses it has in flight (per wait counter, with the clock their data is back), and the
// global cache lines it touches with the clock it touched them. From these the launch gets, per
// instruction address, the wait cycles still outstanding when an s_waitcnt executes, and (after
// the launch, CacheModel.cpp) which line accesses reach the MALL and DRAM through the L2s.
// Everything is in integer fixed point so that parallel runs give the serial result.
#pragma once

#include "fly/emu/Stats.h"
#include "fly/target/Arch.h"

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace fly::emu {

struct Inst;
class Wave;

/// Cycles in fixed point: 1/256 of a SIMD-cycle.
constexpr uint64_t kTimeUnit = 256;

/// The wait counters the model keeps queues for. gfx9: vmcnt (loads and stores), lgkmcnt (LDS and
/// scalar); gfx10/11 add vscnt (stores); gfx12 has loadcnt, storecnt, dscnt, kmcnt separately, and
/// gfx1250 tensorcnt.
enum WaitQueue : uint8_t { QLoad, QStore, QLds, QScalar, QTensor, QCount };

/// What one instruction address does for the timing model (computed once per worker and address).
struct TimingOp {
  bool known = false;
  uint64_t cost = 0;          // the wave's clock advances by this (fixed point)
  int8_t queue = -1;          // the counter an access is counted in (WaitQueue), -1 none
  uint64_t latency = 0;       // ... and the clock it takes to come back (fixed point)
  bool writes = false;        // a global access that writes (store, atomic)
  bool isWait = false;
  uint8_t keep[QCount] = {0xff, 0xff, 0xff, 0xff, 0xff}; // per queue: wait until at most this many remain
};

/// Occupancy as the model computes it (Profile.cpp).
struct Occupancy {
  unsigned wavesPerSimd = 1;
  const char *limit = "";
};
Occupancy modelOccupancy(const target::Arch &arch, unsigned vgprs, unsigned agprs, unsigned waveSize,
                         unsigned workItemsPerGroup, uint32_t ldsBytesPerGroup, uint64_t waves);

/// SIMD-cycles one wave-instruction of class `cls` costs (Matrix: of the op named by `text`).
double instructionCost(InstClass cls, const std::string &text, const target::Arch &arch, unsigned waveSize,
                       double *matrixFlops = nullptr, int *matrixRate = nullptr);

/// The launch-wide parameters of the timing model.
struct TimingModel {
  const target::Arch *arch = nullptr;
  unsigned waveSize = 64, wavesPerSimd = 1;
  TimingOp describe(const Inst &in) const;
};

/// One global cache line a wave touched: when (the wave's clock), which, from which instruction.
struct LineAccess {
  uint64_t time;
  uint64_t line;
  uint32_t slot; // (pc - text begin) / 4
  bool write;
};

/// A wave's timing state.
struct WaveTiming {
  uint64_t clock = 0;
  std::deque<uint64_t> queue[QCount]; // completion clocks, oldest first
  bool writes = false;                // the current instruction's global accesses write
  uint32_t slot = 0;                  // the current instruction's address slot
  std::vector<LineAccess> *trace = nullptr; // the work-group's line accesses
  void reset() {
    clock = 0;
    for (auto &q : queue) q.clear();
  }
  /// Before the instruction executes: the wait's stall (returned, fixed point; the clock moves
  /// past it), or the access's issue. The caller adds the instruction's cost after it executed.
  uint64_t step(const TimingOp &op);
};

/// The L2/MALL simulation over the recorded line accesses of all work-groups (CacheModel.cpp):
/// fills `mallLines` and `dramLines` of `pcs` (indexed by slot).
struct GroupTrace {
  std::vector<LineAccess> accesses; // in the wave clocks' order
  uint64_t duration = 0;            // the group's last wave clock
};
void simulateCaches(const target::Arch &arch, unsigned groupsPerCU, std::vector<GroupTrace> &groups,
                    std::vector<PcCounters> &pcs);

} // namespace fly::emu
