// ArithEmitter: builds `arith` ops computing a fly::SymExpr.
//
// Powers of two become shifts and masks (`floordiv 2^k` -> shrui/shrsi,
// `mod 2^k` -> andi, `* 2^k` -> shli, a bit field
// `((x floordiv 2^a) mod 2^b) * 2^c` -> andi + one shift); unsigned division and
// remainder are used where the range facts prove the dividend non-negative,
// floor-division forms elsewhere, so the emitted code computes exactly the
// expression's value (assuming, as the source program does, that the type is
// wide enough). Every node is emitted once per block: a node already emitted in
// the current block or an enclosing one is reused (common sub-expressions of
// different coordinates are shared).
#pragma once

#include "fly/algebra/SymExpr.h"
#include "fly/ir/Builder.h"

#include <functional>
#include <unordered_map>
#include <vector>

namespace fly::transforms {

class ArithEmitter {
public:
  // varValue maps a variable id to the SSA value it stands for.
  ArithEmitter(ir::OpBuilder &builder, std::function<ir::Value *(uint32_t)> varValue)
      : b_(builder), varValue_(std::move(varValue)) {}

  // Emits `e` as a value of `type` (integer or index) at the builder's
  // insertion point; null if a variable has no value.
  ir::Value *emit(SymExpr e, ir::Type type);
  // A value of `type` from `v` (index_cast / extsi / trunci as needed).
  ir::Value *castTo(ir::Value *v, ir::Type type);
  // Declares that `v` (defined at the insertion point's block or an enclosing
  // one, before the insertion point) already computes `e`: emit() reuses it.
  void reuse(SymExpr e, ir::Value *v, ir::Block *where);
  // Values emit() may not reuse (null: any). swizzle-simplify uses it so that the
  // rewritten expression does not keep the old swizzle's input alive.
  void setReuseFilter(std::function<bool(ir::Value *)> allow) { allowReuse_ = std::move(allow); }
  // How many ops emit(e, type) would create at the insertion point now
  // (constants not counted): for cost decisions before emitting.
  size_t costToEmit(SymExpr e, ir::Type type) const;
  // Number of arith ops created so far.
  size_t opsCreated() const { return created_; }

private:
  ir::Value *emitNode(SymExpr e, ir::Type type);
  ir::Value *lookup(SymExpr e, ir::Type type) const;
  void remember(SymExpr e, ir::Type type, ir::Value *v);
  ir::Value *op(ir::OpCode code, ir::Value *a, ir::Value *b);
  ir::Value *constant(int64_t v, ir::Type type);

  ir::OpBuilder &b_;
  std::function<ir::Value *(uint32_t)> varValue_;
  struct Entry {
    ir::Block *block;
    ir::Value *value;
  };
  std::unordered_map<ir::Type, std::unordered_map<const void *, std::vector<Entry>>> byType_;
  size_t created_ = 0;
  std::function<bool(ir::Value *)> allowReuse_;
};

} // namespace fly::transforms
