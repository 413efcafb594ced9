// The occupancy options of the tools that compile kernels (fly-llc, fly-run), declared once:
//   --waves-per-eu N   amdgpu-waves-per-eu (CompileOptions::wavesPerEU)
//   --maxnreg N        amdgpu-num-vgpr (CompileOptions::maxnreg), replacing rocdl.maxnreg
// A tool declares one OccupancyOptions at namespace scope, in its option category.
#pragma once

#include "llvm/Support/CommandLine.h"

#include <optional>

namespace fly::tools {

struct OccupancyOptions {
  llvm::cl::opt<unsigned> wavesPerEU;
  llvm::cl::opt<unsigned> maxnreg;

  explicit OccupancyOptions(llvm::cl::OptionCategory &category)
      : wavesPerEU("waves-per-eu",
                   llvm::cl::desc("Ask for at least N waves per SIMD (amdgpu-waves-per-eu on kernels; 0: the "
                                  "compiler's choice)"),
                   llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(category)),
        maxnreg("maxnreg",
                llvm::cl::desc("Let every kernel use at most N VGPRs per lane (amdgpu-num-vgpr, replacing a "
                               "rocdl.maxnreg attribute; 0: the compiler's choice)"),
                llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(category)) {}

  /// --maxnreg as given; std::nullopt when it was not (a kernel's rocdl.maxnreg then applies).
  std::optional<unsigned> maxnregGiven() const {
    return maxnreg.getNumOccurrences() ? std::optional<unsigned>(maxnreg) : std::nullopt;
  }
};

} // namespace fly::tools
