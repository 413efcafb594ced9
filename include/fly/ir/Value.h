// SSA values and their uses. A Value is an op result or a block argument; each
// use is an OpOperand threaded on the value's intrusive use list, so
// replaceAllUsesWith and use iteration cost O(uses).
#pragma once

#include "fly/ir/Types.h"

#include <cstdint>
#include <string_view>

namespace fly::ir {

class Operation;
class Block;
class OpOperand;

class Value {
public:
  enum class Kind : uint8_t { Result, BlockArgument };

  Type type() const { return type_; }
  void setType(Type t) { type_ = t; }
  Kind valueKind() const { return kind_; }
  bool isBlockArgument() const { return kind_ == Kind::BlockArgument; }

  // The op that defines this value; null for block arguments.
  Operation *definingOp() const;
  // The block this value is visible from the start of (block args) or the
  // defining op's block (results).
  Block *parentBlock() const;
  // Position among the owner's results or arguments.
  unsigned index() const { return index_; }

  bool useEmpty() const { return firstUse_ == nullptr; }
  bool hasOneUse() const;
  unsigned numUses() const;
  void replaceAllUsesWith(Value *other);

  // Forward iteration over uses; safe against erasing the current use.
  class use_iterator {
  public:
    explicit use_iterator(OpOperand *u) : cur_(u) {}
    OpOperand &operator*() const { return *cur_; }
    OpOperand *operator->() const { return cur_; }
    use_iterator &operator++();
    bool operator!=(const use_iterator &o) const { return cur_ != o.cur_; }
    bool operator==(const use_iterator &o) const { return cur_ == o.cur_; }

  private:
    OpOperand *cur_;
  };
  use_iterator use_begin() const { return use_iterator(firstUse_); }
  use_iterator use_end() const { return use_iterator(nullptr); }
  struct UseRange {
    use_iterator b, e;
    use_iterator begin() const { return b; }
    use_iterator end() const { return e; }
  };
  UseRange uses() const { return {use_begin(), use_end()}; }

protected:
  Value(Kind k, Type t, unsigned index) : type_(t), index_(index), kind_(k) {}
  friend class OpOperand;

  Type type_;
  OpOperand *firstUse_ = nullptr;
  uint32_t index_;
  Kind kind_;
};

class OpResult : public Value {
public:
  Operation *owner() const { return owner_; }

private:
  friend class Operation;
  OpResult(Operation *owner, Type t, unsigned index) : Value(Kind::Result, t, index), owner_(owner) {}
  Operation *owner_;
};

class BlockArgument : public Value {
public:
  Block *owner() const { return owner_; }
  // The name the source text gave it (`A` for `%A`), empty if none. Not printed (the
  // printer renames), but kept for kernel-argument names in code-object metadata.
  std::string_view sourceName() const { return sourceName_; }
  // `name` must outlive the IR (intern it in the Context).
  void setSourceName(std::string_view name) { sourceName_ = name; }

private:
  friend class Block;
  BlockArgument(Block *owner, Type t, unsigned index) : Value(Kind::BlockArgument, t, index), owner_(owner) {}
  Block *owner_;
  std::string_view sourceName_;
};

// One operand slot of an operation: links the op to a value's use list.
class OpOperand {
public:
  Value *get() const { return value_; }
  void set(Value *v);
  Operation *owner() const { return owner_; }
  unsigned operandNumber() const;
  OpOperand *nextUse() const { return next_; }

private:
  friend class Operation;
  friend class Value;
  void link();
  void unlink();

  Value *value_ = nullptr;
  Operation *owner_ = nullptr;
  OpOperand *next_ = nullptr;
  OpOperand **prevNext_ = nullptr;
};

} // namespace fly::ir
