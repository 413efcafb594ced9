// Blocks (an op list plus arguments) and regions (a list of blocks owned by
// an op). Both are intrusive lists in arena memory.
#pragma once

#include "fly/ir/Operation.h"

#include <iterator>

namespace fly::ir {

class Region;

class Block {
public:
  // ---- arguments ----
  unsigned numArguments() const { return numArgs_; }
  BlockArgument *argument(unsigned i) const { return args_[i]; }
  std::span<BlockArgument *const> arguments() const { return {args_, numArgs_}; }
  BlockArgument *addArgument(Type t);
  // Inserts a new argument at position `i` (later ones shift up).
  BlockArgument *insertArgument(unsigned i, Type t);
  // Precondition: the argument has no uses.
  void eraseArgument(unsigned i);

  // ---- operations ----
  Operation *front() const { return first_; }
  Operation *back() const { return last_; }
  bool empty() const { return first_ == nullptr; }
  // The terminator, if the last op is one.
  Operation *terminator() const;
  void push_back(Operation *op);
  void push_front(Operation *op);
  // Inserts `op` before `before` (null: at the end).
  void insert(Operation *before, Operation *op);
  size_t size() const;

  class iterator {
  public:
    using value_type = Operation *;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    explicit iterator(Operation *op) : cur_(op) {}
    Operation *operator*() const { return cur_; }
    iterator &operator++() { cur_ = cur_->nextOp(); return *this; }
    iterator operator++(int) { auto t = *this; ++*this; return t; }
    bool operator==(const iterator &o) const { return cur_ == o.cur_; }
    bool operator!=(const iterator &o) const { return cur_ != o.cur_; }

  private:
    Operation *cur_ = nullptr;
  };
  iterator begin() const { return iterator(first_); }
  iterator end() const { return iterator(nullptr); }

  Region *parent() const { return parent_; }
  Operation *parentOp() const;
  Block *nextBlock() const { return next_; }
  Block *prevBlock() const { return prev_; }

private:
  friend class Region;
  friend class Operation;
  explicit Block(Context &ctx) : ctx_(&ctx) {}

  Context *ctx_;
  Region *parent_ = nullptr;
  Block *prev_ = nullptr, *next_ = nullptr;
  Operation *first_ = nullptr, *last_ = nullptr;
  BlockArgument **args_ = nullptr;
  uint32_t numArgs_ = 0, argCap_ = 0;
};

class Region {
public:
  Block *front() const { return first_; }
  bool empty() const { return first_ == nullptr; }
  // Creates a new block at the end of the region.
  Block *addBlock();
  // Moves `b` (a block of this region) to the end of the region.
  void moveToEnd(Block *b);
  // Moves every block of `other` to the end of this region, in order.
  void takeBlocks(Region &other);
  // Unlinks `b` (a block of this region, no longer a successor of any op) from the region;
  // its ops must already be erased or moved.
  void removeBlock(Block *b);
  size_t numBlocks() const;
  Operation *parentOp() const { return parent_; }

private:
  // Links the unlinked block `b` at the end of the region.
  void append(Block *b);

public:

  class iterator {
  public:
    iterator() = default;
    explicit iterator(Block *b) : cur_(b) {}
    Block *operator*() const { return cur_; }
    iterator &operator++() { cur_ = cur_->nextBlock(); return *this; }
    bool operator!=(const iterator &o) const { return cur_ != o.cur_; }
    bool operator==(const iterator &o) const { return cur_ == o.cur_; }

  private:
    Block *cur_ = nullptr;
  };
  iterator begin() const { return iterator(first_); }
  iterator end() const { return iterator(nullptr); }

private:
  friend class Operation;
  Region() = default;
  Operation *parent_ = nullptr;
  Block *first_ = nullptr, *last_ = nullptr;
};

} // namespace fly::ir
