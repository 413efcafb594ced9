// fly-run as a function: the tool's main calls it once, the fly-run fuzzer calls it per input.
#pragma once

#include "Registry.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace fly::tools {

struct FlyRunLimits {
  // The most memory one run may use (RunOptions::maxBytes; at most kernels::kMaxRunBytes).
  uint64_t maxBytes = kernels::kMaxRunBytes;
  // --autotune compiles and times every configuration: a fuzzer turns it off (an error then).
  bool allowAutotune = true;
};

/// Runs fly-run's command line (argv[0] is the program name): 0 when the kernel ran and its outputs
/// match the CPU reference, 1 when they do not, 2 on any error (the message on `errs`). Command-line
/// options are reset first, so it may be called again in the same process.
int flyRunMain(int argc, const char *const *argv, llvm::raw_ostream &outs, llvm::raw_ostream &errs,
               const FlyRunLimits &limits = {});

} // namespace fly::tools
