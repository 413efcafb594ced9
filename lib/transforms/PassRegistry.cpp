#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

// Atom types are checked where they are written (AtomTypes.cpp): registered with the IR verifier
// by every program that links the passes (this file is linked whenever a pass is looked up).
void registerAtomTypeCheck();
namespace {
const bool kAtomTypeCheckRegistered = (registerAtomTypeCheck(), true);
} // namespace

const std::vector<PassInfo> &registeredPasses() {
  static const std::vector<PassInfo> passes = {
#define FLY_PASS(Create, Name, Desc) {Name, Desc, &Create},
#include "fly/transforms/Passes.def"
#undef FLY_PASS
  };
  return passes;
}

const std::vector<std::pair<std::string_view, std::string_view>> &passAliases() {
  static const std::vector<std::pair<std::string_view, std::string_view>> aliases = {
#define FLY_PASS(Create, Name, Desc)
#define FLY_PASS_ALIAS(Alias, Name) {Alias, Name},
#include "fly/transforms/Passes.def"
#undef FLY_PASS
  };
  return aliases;
}

const PassInfo *lookupPass(std::string_view name) {
  for (const auto &[alias, real] : passAliases())
    if (alias == name)
      name = real;
  for (const PassInfo &p : registeredPasses())
    if (p.name == name)
      return &p;
  return nullptr;
}

std::string_view loweringPipeline() {
  return "expand-kernel-arguments,canonicalize,layout-lowering,swizzle-simplify,atom-lowering,regmem-promotion";
}

std::optional<std::string_view> pipelineAlias(std::string_view name) {
  if (name == "convert-fly-to-rocdl")
    return loweringPipeline();
  if (name == "convert-arith-to-llvm")
    return std::string_view{};
  return std::nullopt;
}

} // namespace fly::transforms
