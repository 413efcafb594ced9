// dce: erases pure ops whose results are unused (nested regions included).
#include "fly/transforms/DCE.h"

#include "fly/ir/Block.h"
#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

using namespace ir;

static bool isTriviallyDead(Operation *op) {
  return op->hasTrait(OpTrait::Pure) && op->numRegions() == 0 && op->numResults() > 0 && op->useEmpty();
}

static size_t dceBlock(Block *b) {
  size_t erased = 0;
  // Backwards, so that a chain of dead ops goes in one sweep.
  for (Operation *op = b->back(); op;) {
    Operation *prev = op->prevOp();
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block *inner : op->region(r))
        erased += dceBlock(inner);
    if (isTriviallyDead(op)) {
      op->erase();
      ++erased;
    }
    op = prev;
  }
  return erased;
}

size_t eraseDeadOps(Operation *root) {
  size_t total = 0;
  for (;;) {
    size_t n = 0;
    for (unsigned r = 0; r < root->numRegions(); ++r)
      for (Block *b : root->region(r))
        n += dceBlock(b);
    total += n;
    if (n == 0)
      return total;
  }
}

namespace {
class DCEPass : public Pass {
public:
  std::string_view name() const override { return "dce"; }
  std::string_view description() const override { return "erase pure ops whose results are unused"; }
  bool run(Operation *module, std::vector<Diagnostic> &) override {
    eraseDeadOps(module);
    return true;
  }
};
} // namespace

std::unique_ptr<Pass> createDCEPass() { return std::make_unique<DCEPass>(); }

} // namespace fly::transforms
