// Pass lookup by pipeline name (the list is Passes.def).
#pragma once

#include "fly/transforms/Pass.h"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace fly::transforms {

#define FLY_PASS(Create, Name, Desc) std::unique_ptr<Pass> Create();
#include "fly/transforms/Passes.def"
#undef FLY_PASS

struct PassInfo {
  std::string_view name;
  std::string_view description;
  std::unique_ptr<Pass> (*create)();
};

// Every registered pass, in Passes.def order.
const std::vector<PassInfo> &registeredPasses();
// FlyDSL's pass names for Fly's passes: (alias, Fly's name), from Passes.def.
const std::vector<std::pair<std::string_view, std::string_view>> &passAliases();
// Null if no pass has that name (Fly's or FlyDSL's).
const PassInfo *lookupPass(std::string_view name);

// Fly's lowering to its lowest IR level, what fly-llc runs before code generation:
// "expand-kernel-arguments,canonicalize,layout-lowering,swizzle-simplify,atom-lowering,regmem-promotion".
std::string_view loweringPipeline();
// The pipeline a pipeline name stands for: FlyDSL's `convert-fly-to-rocdl` (its lowering of fly ops
// to the LLVM and ROCDL dialects) is Fly's loweringPipeline(); MLIR's `convert-arith-to-llvm`, which
// FlyDSL's tests run after it, is the empty pipeline (Fly keeps arith ops to its LLVM IR emission,
// which makes them LLVM instructions: the conversion is part of Fly's code generation). nullopt for
// any other name.
std::optional<std::string_view> pipelineAlias(std::string_view name);

} // namespace fly::transforms
