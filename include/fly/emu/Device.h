// The emulated device: flat global memory made of allocations, and kernel launches.
//
//   auto co = fly::emu::CodeObject::loadFile("k.hsaco");
//   fly::emu::Device dev;
//   uint64_t a = *dev.allocate(n * 4);
//   dev.copyIn(a, host.data(), n * 4);
//   auto stats = dev.launch(**co, "vadd", {blocks}, {256}, {ArgValue::pointer(a), ArgValue::i32(n)});
#pragma once

#include "fly/codeobject/KernelArguments.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Stats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <cstring>
#include <map>
#include <memory>
#include <vector>

namespace fly::emu {

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  Dim3() = default;
  Dim3(uint32_t x, uint32_t y = 1, uint32_t z = 1) : x(x), y(y), z(z) {}
  uint64_t count() const { return uint64_t(x) * y * z; }
};

/// The bytes of one explicit kernel argument (shared with the HIP runtime).
using ArgValue = codeobject::ArgValue;

/// Where a long launch is, for progress reports.
struct LaunchProgress {
  uint64_t workgroupsDone = 0, workgroups = 0; // of the grid
  uint64_t instructions = 0;                   // wave instructions executed so far
  double seconds = 0;                          // since the launch began
};

struct LaunchOptions {
  uint32_t dynamicLdsBytes = 0;
  /// A wave executing more instructions than this is reported as hung.
  uint64_t maxInstructionsPerWave = 1ull << 32;
  /// The whole launch (every wave of every work-group) executing more wave instructions than this
  /// stops with an error: a bound on runaway grids. About two minutes of emulation by default.
  uint64_t maxInstructions = 1ull << 30;
  /// Called about every `progressIntervalSeconds` of a long launch (never when null).
  std::function<void(const LaunchProgress &)> progress;
  double progressIntervalSeconds = 5;
  /// Report two waves of a work-group touching the same LDS byte between barriers, one of them
  /// writing (atomics excepted). Costs memory and time proportional to the LDS size.
  bool checkLdsRaces = false;
  /// An LDS access outside the work-group's allocation: false (the default) stops the launch with
  /// the access located (it is almost always a bug); true does what AMD's ISA manuals say the
  /// hardware does -- the read returns 0, the write (or atomic) is dropped -- for kernels that
  /// read past their LDS on purpose and discard the value (docs/emulator.md, "Memory").
  bool ldsOutOfRangeAsHardware = false;
  /// Device address of the printf buffer handed to kernels with the hidden printf-buffer
  /// argument (0: none). The caller allocates and reads it (fly::runtime's emulator device).
  uint64_t printfBuffer = 0;
  /// Threads that run work-groups in parallel: 0 means FLY_EMU_THREADS if set, else the
  /// machine's hardware threads. Results equal a serial run (docs/emulator.md, "Parallel
  /// work-groups").
  unsigned threads = 0;
  /// Count per instruction address (Stats::perPc): executions, LDS cycles with bank conflicts,
  /// global bytes and cache lines. Costs time on DS and memory instructions.
  bool perPcCounters = false;
};

class ThreadPool;

class Device {
public:
  Device();
  ~Device();
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  /// A zero-filled buffer; returns its device address (never 0).
  llvm::Expected<uint64_t> allocate(uint64_t bytes);
  llvm::Error release(uint64_t address);
  llvm::Error copyIn(uint64_t dst, const void *src, uint64_t bytes);
  llvm::Error copyOut(void *dst, uint64_t src, uint64_t bytes) const;

  /// Runs kernel `name` on `grid` work-groups of `block` work-items (HIP's gridDim/blockDim).
  /// `args` are the explicit arguments in order; hidden arguments are filled as HIP does.
  llvm::Expected<Stats> launch(const CodeObject &co, llvm::StringRef name, Dim3 grid, Dim3 block,
                               llvm::ArrayRef<ArgValue> args, const LaunchOptions &opts = {});

  /// Host pointer to [address, address+bytes) if it lies inside one allocation, else null.
  uint8_t *translate(uint64_t address, uint64_t bytes);
  /// The allocation containing `address`: [base, end) and its host memory.
  bool findAllocation(uint64_t address, uint64_t &base, uint64_t &end, uint8_t *&host);

private:
  struct Allocation {
    uint64_t size;
    std::unique_ptr<uint8_t[]> data;
  };
  std::map<uint64_t, Allocation> allocations_; // by base address
  uint64_t nextAddress_;
  std::unique_ptr<ThreadPool> pool_; // created by the first parallel launch
  ThreadPool &pool();
};

} // namespace fly::emu
