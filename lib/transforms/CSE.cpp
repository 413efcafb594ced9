// cse: dominance-scoped value numbering. A nested region sees the expressions
// of the regions around it (their ops dominate it); isolated ops start afresh.
#include "fly/transforms/CSE.h"

#include "fly/ir/Block.h"
#include "fly/transforms/PassRegistry.h"

#include <unordered_map>

namespace fly::transforms {

using namespace ir;

namespace {

struct OpKey {
  Operation *op;
};

struct KeyHash {
  size_t operator()(const OpKey &k) const {
    Operation *op = k.op;
    size_t h = static_cast<size_t>(op->code()) * 0x9E3779B97F4A7C15ull;
    for (unsigned i = 0; i < op->numOperands(); ++i)
      h = (h ^ std::hash<const void *>()(op->operand(i))) * 1099511628211ull;
    for (unsigned i = 0; i < op->numResults(); ++i)
      h = (h ^ std::hash<Type>()(op->result(i)->type())) * 1099511628211ull;
    for (const NamedAttribute &na : op->attrs())
      h = (h ^ std::hash<std::string_view>()(na.name) ^ na.value.hash()) * 1099511628211ull;
    return h;
  }
};

struct KeyEq {
  bool operator()(const OpKey &a, const OpKey &b) const {
    Operation *x = a.op, *y = b.op;
    if (x->code() != y->code() || x->numOperands() != y->numOperands() || x->numResults() != y->numResults() ||
        x->attrs().size() != y->attrs().size())
      return false;
    for (unsigned i = 0; i < x->numOperands(); ++i)
      if (x->operand(i) != y->operand(i))
        return false;
    for (unsigned i = 0; i < x->numResults(); ++i)
      if (x->result(i)->type() != y->result(i)->type())
        return false;
    for (const NamedAttribute &na : x->attrs())
      if (!na.value.equals(y->attr(na.name)))
        return false;
    return true;
  }
};

class CSE {
public:
  size_t replaced = 0;

  void runOnRegionsOf(Operation *op) {
    for (unsigned r = 0; r < op->numRegions(); ++r)
      for (Block *b : op->region(r))
        runOnBlock(b);
  }

private:
  std::unordered_map<OpKey, Operation *, KeyHash, KeyEq> table_;

  static bool eligible(Operation *op) {
    return op->hasTrait(OpTrait::Pure) && op->numRegions() == 0 && op->numResults() > 0 &&
           !op->hasTrait(OpTrait::Allocates);  // two alike fragments are two tensors, not one value
  }

  void runOnBlock(Block *b) {
    std::vector<OpKey> added;
    for (Operation *op = b->front(); op;) {
      Operation *next = op->nextOp();
      if (op->hasTrait(OpTrait::Isolated)) {
        CSE inner;
        inner.runOnRegionsOf(op);
        replaced += inner.replaced;
      } else if (op->numRegions() > 0) {
        runOnRegionsOf(op);
      } else if (eligible(op)) {
        auto it = table_.find(OpKey{op});
        if (it != table_.end()) {
          op->replaceAllUsesWith(it->second);
          op->erase();
          ++replaced;
        } else {
          table_.emplace(OpKey{op}, op);
          added.push_back(OpKey{op});
        }
      }
      op = next;
    }
    // Leaving the block: its expressions no longer dominate what follows.
    for (const OpKey &k : added)
      table_.erase(k);
  }
};

class CSEPass : public Pass {
public:
  std::string_view name() const override { return "cse"; }
  std::string_view description() const override { return "eliminate common subexpressions"; }
  bool run(Operation *module, std::vector<Diagnostic> &) override {
    eliminateCommonSubexpressions(module);
    return true;
  }
};

} // namespace

size_t eliminateCommonSubexpressions(Operation *root) {
  CSE cse;
  cse.runOnRegionsOf(root);
  return cse.replaced;
}

std::unique_ptr<Pass> createCSEPass() { return std::make_unique<CSEPass>(); }

} // namespace fly::transforms
