// An operation: opcode, operands, results, attributes and regions, all held
// in arena memory (one allocation for the op and its result/operand/region
// arrays). Ops live in a Block's intrusive list.
#pragma once

#include "fly/ir/Attributes.h"
#include "fly/ir/Diagnostic.h"
#include "fly/ir/OpCode.h"
#include "fly/ir/Value.h"

#include <functional>
#include <utility>
#include <span>
#include <string_view>

namespace fly::ir {

class Block;
class Context;
class Region;

enum class WalkOrder { PreOrder, PostOrder };
enum class WalkResult { Advance, Skip, Interrupt };

class Operation {
public:
  // Creates a detached op. Results get `resultTypes`; `numRegions` empty regions.
  static Operation *create(Context &ctx, OpCode code, Location loc, std::span<Value *const> operands,
                           std::span<const Type> resultTypes, std::span<const NamedAttribute> attrs = {},
                           unsigned numRegions = 0, std::span<Block *const> successors = {});

  OpCode code() const { return code_; }
  bool is(OpCode c) const { return code_ == c; }
  const OpInfo &info() const { return opInfo(code_); }
  std::string_view name() const { return info().name; }
  bool hasTrait(uint32_t t) const { return (info().traits & t) != 0; }
  Location loc() const { return loc_; }
  void setLoc(Location l) { loc_ = l; }
  Context &context() const { return *ctx_; }

  // ---- operands ----
  unsigned numOperands() const { return numOperands_; }
  Value *operand(unsigned i) const { return operands_[i].get(); }
  OpOperand &operandSlot(unsigned i) { return operands_[i]; }
  std::span<OpOperand> operandSlots() { return {operands_, numOperands_}; }
  void setOperand(unsigned i, Value *v) { operands_[i].set(v); }
  void setOperands(std::span<Value *const> vals);
  void appendOperand(Value *v);
  void eraseOperand(unsigned i);
  // Operand types, in order.
  std::vector<Type> operandTypes() const;

  // ---- results ----
  unsigned numResults() const { return numResults_; }
  OpResult *result(unsigned i = 0) const { return &results_[i]; }
  std::vector<Type> resultTypes() const;
  bool useEmpty() const; // no result has a use

  // ---- attributes ----
  std::span<const NamedAttribute> attrs() const { return {attrs_, numAttrs_}; }
  Attribute attr(std::string_view name) const;
  bool hasAttr(std::string_view name) const { return bool(attr(name)); }
  void setAttr(std::string_view name, Attribute value);
  void removeAttr(std::string_view name);
  // Common shapes of attributes.
  int64_t intAttr(std::string_view name, int64_t fallback = 0) const;
  std::string_view strAttr(std::string_view name) const; // String or SymbolRef; "" if absent
  std::string_view symName() const { return strAttr("sym_name"); }

  // ---- regions ----
  unsigned numRegions() const { return numRegions_; }
  Region &region(unsigned i = 0) const;

  // ---- successors (branch terminators: the blocks control may go to) ----
  unsigned numSuccessors() const { return numSuccessors_; }
  Block *successor(unsigned i) const { return successors_[i]; }
  std::span<Block *const> successors() const { return {successors_, numSuccessors_}; }
  void setSuccessor(unsigned i, Block *b) { successors_[i] = b; }
  // The operands passed to successor `i`'s arguments (cf.br: all operands; cf.cond_br: the
  // segments after the condition, per `operandSegmentSizes`).
  std::pair<unsigned, unsigned> successorOperandRange(unsigned i) const;

  // ---- position ----
  Block *block() const { return block_; }
  Operation *parentOp() const;
  Operation *nextOp() const { return next_; }
  Operation *prevOp() const { return prev_; }
  // True if this op is `other` or nested in one of its regions.
  bool isAncestorOrSelf(const Operation *other) const;
  // True if this op comes before `other` in the same block.
  bool isBeforeInBlock(const Operation *other) const;

  // ---- mutation ----
  void replaceAllUsesWith(std::span<Value *const> values);
  void replaceAllUsesWith(Operation *other);
  // Unlinks from its block and drops all operand uses (nested ops too). The
  // memory stays in the arena; results must have no uses left.
  void erase();
  // Unlinks from its block, keeping operands (to move it elsewhere).
  void remove();
  void moveBefore(Operation *other);
  void moveAfter(Operation *other);
  // Drops all operand uses of this op and of every op nested in it.
  void dropAllReferences();

  // ---- traversal ----
  // Calls fn on this op and every nested op. The callback may erase the op it
  // is given in PostOrder.
  void walk(const std::function<void(Operation *)> &fn, WalkOrder order = WalkOrder::PostOrder);
  // Walk with early exit / skipping of nested regions (PreOrder only for Skip).
  WalkResult walkInterruptible(const std::function<WalkResult(Operation *)> &fn,
                               WalkOrder order = WalkOrder::PreOrder);

  // Emits a diagnostic located at this op with a note naming it.
  Diagnostic emitError(std::string message) const;

private:
  Operation() = default;
  friend class Block;

  Context *ctx_ = nullptr;
  OpCode code_{};
  Location loc_;
  Block *block_ = nullptr;
  Operation *prev_ = nullptr;
  Operation *next_ = nullptr;
  OpOperand *operands_ = nullptr;
  OpResult *results_ = nullptr;
  NamedAttribute *attrs_ = nullptr;
  Region *regions_ = nullptr;
  Block **successors_ = nullptr;
  uint32_t numSuccessors_ = 0;
  uint32_t numOperands_ = 0, operandCap_ = 0;
  uint32_t numResults_ = 0;
  uint32_t numAttrs_ = 0, attrCap_ = 0;
  uint32_t numRegions_ = 0;
};

} // namespace fly::ir
