// OpBuilder: creates ops at an insertion point. The generic create() covers
// every op; the helpers below build the common ones with the types and
// attributes their verifiers expect.
#pragma once

#include "fly/ir/Block.h"
#include "fly/ir/Context.h"

#include <initializer_list>
#include <string_view>

namespace fly::ir {

class OpBuilder {
public:
  explicit OpBuilder(Context &ctx) : ctx_(&ctx) {}
  Context &context() const { return *ctx_; }

  // ---- insertion point ----
  void setInsertionPointToEnd(Block *b) { block_ = b; before_ = nullptr; }
  void setInsertionPointToStart(Block *b) { block_ = b; before_ = b->front(); }
  void setInsertionPoint(Operation *op) { block_ = op->block(); before_ = op; }
  void setInsertionPointAfter(Operation *op) { block_ = op->block(); before_ = op->nextOp(); }
  void clearInsertionPoint() { block_ = nullptr; before_ = nullptr; }
  Block *insertionBlock() const { return block_; }
  Operation *insertionPointOp() const { return before_; }
  void setLoc(Location loc) { loc_ = loc; }
  Location loc() const { return loc_; }

  // Creates an op and inserts it at the insertion point (if any).
  Operation *create(OpCode code, std::span<Value *const> operands, std::span<const Type> resultTypes,
                    std::span<const NamedAttribute> attrs = {}, unsigned numRegions = 0);
  Operation *create(OpCode code, std::initializer_list<Value *> operands, std::initializer_list<Type> resultTypes,
                    std::initializer_list<NamedAttribute> attrs = {}, unsigned numRegions = 0) {
    return create(code, std::span<Value *const>(operands.begin(), operands.size()),
                  std::span<const Type>(resultTypes.begin(), resultTypes.size()),
                  std::span<const NamedAttribute>(attrs.begin(), attrs.size()), numRegions);
  }
  void insert(Operation *op);

  // ---- containers ----
  // A builtin.module with one empty block (not inserted anywhere).
  Operation *createModule();
  // func.func / gpu.func with entry block arguments of `argTypes`; inserted at
  // the insertion point. `kernel` marks a gpu.func as a kernel.
  Operation *createFunc(std::string_view name, std::span<const Type> argTypes, std::span<const Type> resultTypes,
                        bool gpu = false, bool kernel = false);
  Operation *createGpuModule(std::string_view name);
  static Block *entryBlock(Operation *regionOp) { return regionOp->region(0).front(); }

  // ---- arith / math ----
  Value *constantInt(int64_t v, Type type);
  Value *constantIndex(int64_t v) { return constantInt(v, ctx_->indexType()); }
  Value *constantFloat(double v, Type type);
  Value *binary(OpCode code, Value *lhs, Value *rhs); // result type = lhs type
  Value *unary(OpCode code, Value *x);
  Value *cast(OpCode code, Value *x, Type to);
  Value *cmpi(std::string_view predicate, Value *lhs, Value *rhs);
  Value *cmpf(std::string_view predicate, Value *lhs, Value *rhs);
  Value *select(Value *cond, Value *a, Value *b);

  // ---- scf ----
  // scf.for with iter_args; the body block has (iv, iter_args...) and no
  // terminator yet: add one with yield().
  Operation *createFor(Value *lb, Value *ub, Value *step, std::span<Value *const> iterArgs = {});
  // scf.if with results of `resultTypes`; `withElse` adds the else region's block.
  Operation *createIf(Value *cond, std::span<const Type> resultTypes, bool withElse);
  // scf.while taking `inits`, with `resultTypes`: its before block takes the inits' types, its
  // after block the results'; both empty (the caller adds the ops and the terminators).
  Operation *createWhile(std::span<Value *const> inits, std::span<const Type> resultTypes);
  Operation *yield(std::span<Value *const> values = {});
  Operation *createReturn(std::span<Value *const> values = {}, bool gpu = false);

  // ---- gpu ----
  // gpu.thread_id / block_id / block_dim / grid_dim with dim 'x', 'y' or 'z'.
  Value *gpuDim(OpCode code, char dim);
  Operation *barrier();

  // ---- fly ----
  // fly.static of a type (int tuple, layout, ...).
  Value *flyStatic(Type type);

private:
  Context *ctx_;
  Block *block_ = nullptr;
  Operation *before_ = nullptr;
  Location loc_;
};

} // namespace fly::ir
