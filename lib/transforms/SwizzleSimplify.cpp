// swizzle-simplify: XOR swizzles `x ^ ((x & mask) >> s)` in any IR, rewritten
// with the fact-aware simplifier.
//
// Every integer value of a function is read as a SymExpr (IRSymbols: arith ops
// whose results provably fit their type become expression nodes, others
// variables with their facts). For each arith.xori the simplifier's xor rules
// apply (lib/algebra/Simplify.cpp):
//   (H + L) ^ z = (L ^ z) + H   when 0 <= z < 2^t and 2^t | H
//     - swizzle(x + k*P) = swizzle(x) + k*P with P = 2^(B+M+S): the period-aligned
//       addend leaves the swizzle;
//   (H + L) ^ z = (H ^ z) + L   when z's low t bits are zero, 2^t | H, 0 <= L < 2^t
//     - an addend below the written bits leaves the swizzle;
//   z = 0 (the masked bits of x known zero from its range or divisibility)
//     - the swizzle disappears.
// When a rule fired, the new expression is emitted in front of the xori,
// reusing every value the function already computes, and the xori's uses move
// to it; the old ops die (DCE).
#include "fly/transforms/SwizzleSimplify.h"

#include <functional>
#include <unordered_map>
#include <unordered_set>

#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

using namespace ir;

namespace {

// Ops that become dead when `root` goes: root, then every pure integer op all
// of whose uses are by dying ops (constants excluded: they are free).
size_t dyingWith(Operation *root) {
  std::unordered_set<Operation *> dying{root};
  std::vector<Operation *> work{root};
  size_t n = 1;
  while (!work.empty()) {
    Operation *op = work.back();
    work.pop_back();
    for (unsigned i = 0; i < op->numOperands(); ++i) {
      Operation *d = op->operand(i)->definingOp();
      if (!d || dying.count(d) || d->numResults() != 1 || !d->hasTrait(OpTrait::Pure) ||
          d->is(OpCode::ArithConstant))
        continue;
      bool allDying = true;
      for (OpOperand &u : d->result(0)->uses())
        allDying &= dying.count(u.owner()) != 0;
      if (!allDying)
        continue;
      dying.insert(d);
      work.push_back(d);
      ++n;
    }
  }
  return n;
}

size_t simplifyFunction(Operation *func) {
  IRSymbols syms(launchBoundsOf(func));
  OpBuilder b(func->context());
  ArithEmitter emitter(b, [&](uint32_t id) { return syms.valueOf(id); });
  std::vector<Operation *> ops;
  func->walk([&](Operation *op) { ops.push_back(op); }, WalkOrder::PreOrder);
  size_t rewritten = 0;
  for (Operation *op : ops) {
    if (op->numResults() != 1 || !op->result(0)->type().isIntOrIndex())
      continue;
    Value *v = op->result(0);
    SymExpr e = syms.get(v);
    if (op->is(OpCode::ArithXOrI) && !e.isVar()) {
      SymExpr a = syms.get(op->operand(0)), c = syms.get(op->operand(1));
      bool unchanged = e.kind() == SymKind::Xor &&
                       ((e.lhs() == a && e.rhs() == c) || (e.lhs() == c && e.rhs() == a));
      if (!unchanged) {
        b.setInsertionPoint(op);
        b.setLoc(op->loc());
        // Values computed from the swizzle's inputs would keep the old
        // computation alive: rebuild from what they were built of instead.
        std::unordered_map<Value *, bool> memo;
        std::function<bool(Value *, int)> dependsOnInputs = [&](Value *x, int depth) -> bool {
          if (x == op->operand(0) || x == op->operand(1))
            return true;
          if (auto it = memo.find(x); it != memo.end())
            return it->second;
          bool dep = false;
          Operation *d = x->definingOp();
          if (d && depth < 64 && d->hasTrait(OpTrait::IntOp))
            for (unsigned i = 0; i < d->numOperands() && !dep; ++i)
              dep = dependsOnInputs(d->operand(i), depth + 1);
          return memo[x] = dep;
        };
        emitter.setReuseFilter([&](Value *x) { return !dependsOnInputs(x, 0); });
        // Rewrite only if it does not cost more ops than the rewrite frees: the
        // xori and the non-constant ops used only by what dies with it.
        size_t cost = emitter.costToEmit(e, v->type());
        Value *nv = cost <= dyingWith(op) ? emitter.emit(e, v->type()) : nullptr;
        emitter.setReuseFilter(nullptr);
        if (nv) {
          v->replaceAllUsesWith(nv);
          ++rewritten;
          continue;
        }
      }
    }
    emitter.reuse(e, v, op->block());
  }
  return rewritten;
}

class SwizzleSimplifyPass : public Pass {
public:
  std::string_view name() const override { return "swizzle-simplify"; }
  std::string_view description() const override {
    return "peel period-aligned addends out of xor swizzles, split off low addends, drop swizzles of known-zero bits";
  }
  bool run(Operation *module, std::vector<Diagnostic> &) override {
    simplifySwizzles(module);
    return true;
  }
};

} // namespace

size_t simplifySwizzles(Operation *root) {
  std::vector<Operation *> funcs;
  if (root->is(OpCode::FuncFunc) || root->is(OpCode::GpuFunc))
    funcs.push_back(root);
  else
    root->walk([&](Operation *op) {
      if (op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc))
        funcs.push_back(op);
    });
  size_t n = 0;
  for (Operation *f : funcs)
    n += simplifyFunction(f);
  if (n)
    eraseDeadOps(root);
  return n;
}

std::unique_ptr<Pass> createSwizzleSimplifyPass() { return std::make_unique<SwizzleSimplifyPass>(); }

} // namespace fly::transforms
