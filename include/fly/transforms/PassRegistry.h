// Pass lookup by pipeline name (the list is Passes.def).
#pragma once

#include "fly/transforms/Pass.h"

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

} // namespace fly::transforms
