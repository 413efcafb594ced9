// canonicalize: folds (static layout algebra to fly.static, arith constants,
// identities), then DCE and CSE, repeated until nothing changes.
#include "fly/ir/Block.h"
#include "fly/transforms/CSE.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/Folding.h"
#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

using namespace ir;

namespace {

class CanonicalizePass : public Pass {
public:
  std::string_view name() const override { return "canonicalize"; }
  std::string_view description() const override {
    return "fold static layout algebra to fly.static, fold arith constants and identities, CSE, DCE";
  }
  bool run(Operation *module, std::vector<Diagnostic> &) override {
    // Each round strictly shrinks or simplifies the IR; the bound only guards
    // against a folding rule that would undo another.
    for (int round = 0; round < 32; ++round) {
      size_t changes = 0;
      module->walk([&](Operation *op) { changes += foldOp(op) ? 1 : 0; }, WalkOrder::PreOrder);
      changes += eraseDeadOps(module);
      changes += eliminateCommonSubexpressions(module);
      if (changes == 0)
        break;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createCanonicalizePass() { return std::make_unique<CanonicalizePass>(); }

} // namespace fly::transforms
