#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

const std::vector<PassInfo> &registeredPasses() {
  static const std::vector<PassInfo> passes = {
#define FLY_PASS(Create, Name, Desc) {Name, Desc, &Create},
#include "fly/transforms/Passes.def"
#undef FLY_PASS
  };
  return passes;
}

const PassInfo *lookupPass(std::string_view name) {
  for (const PassInfo &p : registeredPasses())
    if (p.name == name)
      return &p;
  return nullptr;
}

} // namespace fly::transforms
