// fly::autotune: the best configuration of a registry kernel for one problem on one device.
//
// The configurations are every combination of the allowed values (or, for open-ended ones, the
// candidates) of the kernel's tunable parameters (Param::tunable: parameters that change speed, never the result beyond the
// kernel's tolerance) that the caller did not fix, times a list of amdgpu-waves-per-eu values,
// times a list of maxnreg values (amdgpu-num-vgpr: the VGPRs per lane the kernel may use).
// Each one is compiled, run on random inputs and checked against the CPU reference (a config
// that fails to compile or to match is rejected, with the reason); the cost of the others is
//   - on a GPU: the median of `timedRuns` launches timed with device events (milliseconds);
//   - on the emulator (no GPU): the launch's cycles in the emulator's performance model
//     (Device::lastLaunchModelledCycles, emu::modelLaunch: occupancy, pipes, waitcnt latency,
//     LDS, DRAM) when the device was opened with per-instruction counters (fly-run --autotune
//     does); otherwise the wave instructions the launch executed (Device::lastLaunchInstructions)
//     — a count, not a timing model: it knows nothing of latency, occupancy or bandwidth.
// By default the search is staged (Options::staged): the kernel's parameters at the compiler's
// register choice first, then waves-per-eu and maxnreg for the winner.
// The unit is the device's (Device::launchCost), fixed before the first trial: a trial the device
// did not measure in it is rejected, so costs in different units are never compared. The lowest
// cost wins (ties: the earlier config in search order). The winner is kept in the compile cache's
// directory, keyed by (kernel, fixed parameters, problem, arch, device, cost unit, the lists
// searched, -O level, Fly and LLVM build), so the next tune of the same question is a lookup, and
// a winner measured in one unit is never taken for the answer in another.
#pragma once

#include "Registry.h"

#include "fly/runtime/CompileCache.h"

#include <optional>

namespace fly::autotune {

struct Config {
  kernels::Params params; // every parameter of the kernel, resolved
  unsigned wavesPerEu = 0; // 0: the compiler's choice
  unsigned maxnreg = 0;    // 0: the compiler's choice
  std::string str() const; // "block=128 dtype=f32 waves_per_eu=2 maxnreg=128"
};

struct Trial {
  Config config;
  bool ok = false;
  double cost = 0;  // in Result::costUnit
  std::string note; // why the config was rejected
};

struct Options {
  std::vector<unsigned> wavesPerEu = {0, 1, 2, 4};
  // The compiler's choice, and half the 256 VGPRs a wave addresses (a cap that trades spills for
  // occupancy; waves-per-eu asks for occupancy and lets the allocator find the budget).
  std::vector<unsigned> maxnreg = {0, 128};
  unsigned maxConfigs = 256; // a larger search space is an error
  // Search in two stages: every combination of the kernel's parameters (tunable values and tile
  // shapes) at the first waves-per-eu and maxnreg values (the compiler's choice), then the other
  // register values for the winner: #params + #registers - 1 trials instead of their product (a
  // GEMM at 1024^3 costs seconds of emulation per trial). false: the whole product.
  bool staged = true;
  unsigned timedRuns = 5;    // GPU only: timed launches per config
  bool useCache = true;      // look up and store the winner
  runtime::CompileCache *cache = nullptr; // the process's cache by default
  uint64_t seed = 2026;
  int optLevel = 3;
};

struct Result {
  Config best;
  double cost = 0;
  std::string costUnit; // "modelled cycles (emulator)", "wave instructions (emulator)" or "ms (device events)"
  bool fromCache = false;
  std::vector<Trial> trials; // in search order; empty when the winner came from the cache
};

// The configurations tune() tries, in order.
llvm::Expected<std::vector<Config>> searchSpace(const kernels::Entry &entry, const kernels::Params &fixed,
                                                const Options &options);

// Tunes `entry` on `device` for `problem`; `fixed` parameters are not searched.
llvm::Expected<Result> tune(const kernels::Entry &entry, const kernels::Params &fixed,
                            const std::vector<int64_t> &problem, runtime::Device &device,
                            const Options &options = {});

} // namespace fly::autotune
