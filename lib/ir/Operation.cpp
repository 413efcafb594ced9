#include "fly/ir/Operation.h"

#include "fly/ir/Block.h"
#include "fly/ir/Context.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace fly::ir {

// ---------------- Value / OpOperand ----------------

Operation *Value::definingOp() const {
  return kind_ == Kind::Result ? static_cast<const OpResult *>(this)->owner() : nullptr;
}

Block *Value::parentBlock() const {
  if (kind_ == Kind::BlockArgument)
    return static_cast<const BlockArgument *>(this)->owner();
  return static_cast<const OpResult *>(this)->owner()->block();
}

bool Value::hasOneUse() const { return firstUse_ && !firstUse_->next_; }

unsigned Value::numUses() const {
  unsigned n = 0;
  for (OpOperand *u = firstUse_; u; u = u->next_)
    ++n;
  return n;
}

void Value::replaceAllUsesWith(Value *other) {
  if (other == this)
    return;
  while (firstUse_)
    firstUse_->set(other);
}

Value::use_iterator &Value::use_iterator::operator++() {
  cur_ = cur_->nextUse();
  return *this;
}

void OpOperand::link() {
  if (!value_)
    return;
  next_ = value_->firstUse_;
  if (next_)
    next_->prevNext_ = &next_;
  prevNext_ = &value_->firstUse_;
  value_->firstUse_ = this;
}

void OpOperand::unlink() {
  if (!value_)
    return;
  *prevNext_ = next_;
  if (next_)
    next_->prevNext_ = prevNext_;
  next_ = nullptr;
  prevNext_ = nullptr;
}

void OpOperand::set(Value *v) {
  unlink();
  value_ = v;
  link();
}

unsigned OpOperand::operandNumber() const {
  return static_cast<unsigned>(this - &owner_->operandSlot(0));
}

// ---------------- Operation ----------------

Operation *Operation::create(Context &ctx, OpCode code, Location loc, std::span<Value *const> operands,
                             std::span<const Type> resultTypes, std::span<const NamedAttribute> attrs,
                             unsigned numRegions, std::span<Block *const> successors) {
  auto *op = new (ctx.allocate(sizeof(Operation), alignof(Operation))) Operation();
  op->ctx_ = &ctx;
  op->code_ = code;
  op->loc_ = loc;
  op->numOperands_ = op->operandCap_ = static_cast<uint32_t>(operands.size());
  op->operands_ = ctx.allocateArray<OpOperand>(operands.size());
  for (size_t i = 0; i < operands.size(); ++i) {
    OpOperand *slot = new (&op->operands_[i]) OpOperand();
    slot->owner_ = op;
    slot->value_ = operands[i];
    slot->link();
  }
  op->numResults_ = static_cast<uint32_t>(resultTypes.size());
  op->results_ = static_cast<OpResult *>(ctx.allocate(sizeof(OpResult) * resultTypes.size(), alignof(OpResult)));
  for (size_t i = 0; i < resultTypes.size(); ++i)
    new (&op->results_[i]) OpResult(op, resultTypes[i], static_cast<unsigned>(i));
  op->numAttrs_ = op->attrCap_ = static_cast<uint32_t>(attrs.size());
  op->attrs_ = ctx.allocateArray<NamedAttribute>(attrs.size());
  for (size_t i = 0; i < attrs.size(); ++i)
    new (&op->attrs_[i]) NamedAttribute{ctx.intern(attrs[i].name), attrs[i].value};
  op->numRegions_ = numRegions;
  op->regions_ = static_cast<Region *>(ctx.allocate(sizeof(Region) * numRegions, alignof(Region)));
  for (unsigned i = 0; i < numRegions; ++i) {
    Region *r = new (&op->regions_[i]) Region();
    r->parent_ = op;
  }
  op->numSuccessors_ = static_cast<uint32_t>(successors.size());
  op->successors_ = ctx.allocateArray<Block *>(successors.size());
  std::copy(successors.begin(), successors.end(), op->successors_);
  return op;
}

std::pair<unsigned, unsigned> Operation::successorOperandRange(unsigned i) const {
  Attribute seg = attr("operandSegmentSizes");
  if (!seg || !seg.is(AttrKind::DenseArray)) // one successor taking every operand
    return {0, numOperands_};
  auto sizes = seg.denseArray();
  // Segments: the non-successor operands first (e.g. cf.cond_br's condition), then one per
  // successor.
  size_t first = sizes.size() - numSuccessors_;
  unsigned begin = 0;
  for (size_t k = 0; k < first + i && k < sizes.size(); ++k)
    begin += static_cast<unsigned>(sizes[k]);
  unsigned n = first + i < sizes.size() ? static_cast<unsigned>(sizes[first + i]) : 0;
  return {begin, begin + n};
}

void Operation::setOperands(std::span<Value *const> vals) {
  for (unsigned i = 0; i < numOperands_; ++i)
    operands_[i].unlink();
  if (vals.size() > operandCap_) {
    operands_ = ctx_->allocateArray<OpOperand>(vals.size());
    operandCap_ = static_cast<uint32_t>(vals.size());
  }
  numOperands_ = static_cast<uint32_t>(vals.size());
  for (size_t i = 0; i < vals.size(); ++i) {
    OpOperand *slot = new (&operands_[i]) OpOperand();
    slot->owner_ = this;
    slot->value_ = vals[i];
    slot->link();
  }
}

void Operation::appendOperand(Value *v) {
  if (numOperands_ == operandCap_) {
    // Grow geometrically so repeated appends stay linear.
    uint32_t cap = std::max<uint32_t>(4, operandCap_ * 2);
    OpOperand *mem = ctx_->allocateArray<OpOperand>(cap);
    for (unsigned i = 0; i < numOperands_; ++i) {
      Value *val = operands_[i].get();
      operands_[i].unlink();
      OpOperand *slot = new (&mem[i]) OpOperand();
      slot->owner_ = this;
      slot->value_ = val;
      slot->link();
    }
    operands_ = mem;
    operandCap_ = cap;
  }
  OpOperand *slot = new (&operands_[numOperands_++]) OpOperand();
  slot->owner_ = this;
  slot->value_ = v;
  slot->link();
}

void Operation::eraseOperand(unsigned i) {
  std::vector<Value *> vals;
  for (unsigned j = 0; j < numOperands_; ++j)
    if (j != i)
      vals.push_back(operand(j));
  setOperands(vals);
}

std::vector<Type> Operation::operandTypes() const {
  std::vector<Type> ts;
  ts.reserve(numOperands_);
  for (unsigned i = 0; i < numOperands_; ++i)
    ts.push_back(operand(i)->type());
  return ts;
}

std::vector<Type> Operation::resultTypes() const {
  std::vector<Type> ts;
  ts.reserve(numResults_);
  for (unsigned i = 0; i < numResults_; ++i)
    ts.push_back(results_[i].type());
  return ts;
}

bool Operation::useEmpty() const {
  for (unsigned i = 0; i < numResults_; ++i)
    if (!results_[i].useEmpty())
      return false;
  return true;
}

Attribute Operation::attr(std::string_view name) const {
  for (unsigned i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name)
      return attrs_[i].value;
  return Attribute();
}

void Operation::setAttr(std::string_view name, Attribute value) {
  for (unsigned i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) {
      attrs_[i].value = value;
      return;
    }
  if (numAttrs_ == attrCap_) {
    uint32_t cap = std::max<uint32_t>(4, attrCap_ * 2);
    NamedAttribute *mem = ctx_->allocateArray<NamedAttribute>(cap);
    for (unsigned i = 0; i < numAttrs_; ++i)
      new (&mem[i]) NamedAttribute(attrs_[i]);
    attrs_ = mem;
    attrCap_ = cap;
  }
  new (&attrs_[numAttrs_++]) NamedAttribute{ctx_->intern(name), value};
}

void Operation::removeAttr(std::string_view name) {
  for (unsigned i = 0; i < numAttrs_; ++i)
    if (attrs_[i].name == name) {
      for (unsigned j = i + 1; j < numAttrs_; ++j)
        attrs_[j - 1] = attrs_[j];
      --numAttrs_;
      return;
    }
}

int64_t Operation::intAttr(std::string_view name, int64_t fallback) const {
  Attribute a = attr(name);
  if (a && (a.is(AttrKind::Integer) || a.is(AttrKind::Bool)))
    return a.intValue();
  return fallback;
}

std::string_view Operation::strAttr(std::string_view name) const {
  Attribute a = attr(name);
  if (a && (a.is(AttrKind::String) || a.is(AttrKind::SymbolRef)))
    return a.str();
  return {};
}

Region &Operation::region(unsigned i) const { return regions_[i]; }

Operation *Operation::parentOp() const { return block_ ? block_->parentOp() : nullptr; }

bool Operation::isAncestorOrSelf(const Operation *other) const {
  for (const Operation *op = this; op; op = op->parentOp())
    if (op == other)
      return true;
  return false;
}

bool Operation::isBeforeInBlock(const Operation *other) const {
  for (const Operation *op = next_; op; op = op->next_)
    if (op == other)
      return true;
  return false;
}

void Operation::replaceAllUsesWith(std::span<Value *const> values) {
  for (unsigned i = 0; i < numResults_ && i < values.size(); ++i)
    results_[i].replaceAllUsesWith(values[i]);
}

void Operation::replaceAllUsesWith(Operation *other) {
  for (unsigned i = 0; i < numResults_ && i < other->numResults_; ++i)
    results_[i].replaceAllUsesWith(other->result(i));
}

void Operation::dropAllReferences() {
  for (unsigned i = 0; i < numOperands_; ++i)
    operands_[i].set(nullptr);
  for (unsigned r = 0; r < numRegions_; ++r)
    for (Block *b : regions_[r])
      for (Operation *op : *b)
        op->dropAllReferences();
}

void Operation::remove() {
  if (!block_)
    return;
  Block *b = block_;
  if (prev_)
    prev_->next_ = next_;
  else
    b->first_ = next_;
  if (next_)
    next_->prev_ = prev_;
  else
    b->last_ = prev_;
  prev_ = next_ = nullptr;
  block_ = nullptr;
}

void Operation::erase() {
  remove();
  dropAllReferences();
}

void Operation::moveBefore(Operation *other) {
  remove();
  other->block_->insert(other, this);
}

void Operation::moveAfter(Operation *other) {
  remove();
  other->block_->insert(other->next_, this);
}

void Operation::walk(const std::function<void(Operation *)> &fn, WalkOrder order) {
  if (order == WalkOrder::PreOrder)
    fn(this);
  for (unsigned r = 0; r < numRegions_; ++r)
    for (Block *b : regions_[r])
      for (Operation *op = b->front(); op;) {
        Operation *next = op->nextOp();
        op->walk(fn, order);
        op = next;
      }
  if (order == WalkOrder::PostOrder)
    fn(this);
}

WalkResult Operation::walkInterruptible(const std::function<WalkResult(Operation *)> &fn, WalkOrder order) {
  if (order == WalkOrder::PreOrder) {
    WalkResult r = fn(this);
    if (r == WalkResult::Interrupt)
      return r;
    if (r == WalkResult::Skip)
      return WalkResult::Advance;
  }
  for (unsigned r = 0; r < numRegions_; ++r)
    for (Block *b : regions_[r])
      for (Operation *op = b->front(); op;) {
        Operation *next = op->nextOp();
        if (op->walkInterruptible(fn, order) == WalkResult::Interrupt)
          return WalkResult::Interrupt;
        op = next;
      }
  if (order == WalkOrder::PostOrder)
    return fn(this) == WalkResult::Interrupt ? WalkResult::Interrupt : WalkResult::Advance;
  return WalkResult::Advance;
}

Diagnostic Operation::emitError(std::string message) const {
  Diagnostic d{Severity::Error, loc_, std::move(message), {}};
  d.attachNote(loc_, "see operation '" + std::string(name()) + "'");
  return d;
}

// ---------------- Block / Region ----------------

BlockArgument *Block::addArgument(Type t) {
  if (numArgs_ == argCap_) {
    uint32_t cap = std::max<uint32_t>(4, argCap_ * 2);
    auto **mem = ctx_->allocateArray<BlockArgument *>(cap);
    std::copy(args_, args_ + numArgs_, mem);
    args_ = mem;
    argCap_ = cap;
  }
  auto *arg = new (ctx_->allocate(sizeof(BlockArgument), alignof(BlockArgument))) BlockArgument(this, t, numArgs_);
  args_[numArgs_++] = arg;
  return arg;
}

BlockArgument *Block::insertArgument(unsigned i, Type t) {
  BlockArgument *arg = addArgument(t);
  for (unsigned j = numArgs_ - 1; j > i; --j) {
    args_[j] = args_[j - 1];
    args_[j]->index_ = j;
  }
  args_[i] = arg;
  arg->index_ = i;
  return arg;
}

void Block::eraseArgument(unsigned i) {
  for (unsigned j = i + 1; j < numArgs_; ++j) {
    args_[j - 1] = args_[j];
    args_[j - 1]->index_ = j - 1;
  }
  --numArgs_;
}

Operation *Block::terminator() const {
  if (last_ && last_->hasTrait(OpTrait::Terminator))
    return last_;
  return nullptr;
}

void Block::insert(Operation *before, Operation *op) {
  assert(!op->block_ && "op already in a block");
  op->block_ = this;
  if (!before) {
    op->prev_ = last_;
    op->next_ = nullptr;
    if (last_)
      last_->next_ = op;
    else
      first_ = op;
    last_ = op;
    return;
  }
  op->next_ = before;
  op->prev_ = before->prev_;
  if (before->prev_)
    before->prev_->next_ = op;
  else
    first_ = op;
  before->prev_ = op;
}

void Block::push_back(Operation *op) { insert(nullptr, op); }
void Block::push_front(Operation *op) { insert(first_, op); }

size_t Block::size() const {
  size_t n = 0;
  for (Operation *op = first_; op; op = op->nextOp())
    ++n;
  return n;
}

Operation *Block::parentOp() const { return parent_ ? parent_->parentOp() : nullptr; }

Block *Region::addBlock() {
  Context &ctx = parent_->context();
  Block *b = new (ctx.allocate(sizeof(Block), alignof(Block))) Block(ctx);
  append(b);
  return b;
}

void Region::append(Block *b) {
  b->parent_ = this;
  b->prev_ = last_;
  if (last_)
    last_->next_ = b;
  else
    first_ = b;
  last_ = b;
}

void Region::removeBlock(Block *b) {
  if (b->prev_)
    b->prev_->next_ = b->next_;
  else
    first_ = b->next_;
  if (b->next_)
    b->next_->prev_ = b->prev_;
  else
    last_ = b->prev_;
  b->prev_ = b->next_ = nullptr;
  b->parent_ = nullptr;
}

void Region::moveToEnd(Block *b) {
  if (b == last_)
    return;
  removeBlock(b);
  append(b);
}

void Region::takeBlocks(Region &other) {
  while (Block *b = other.first_) {
    other.removeBlock(b);
    append(b);
  }
}

size_t Region::numBlocks() const {
  size_t n = 0;
  for (Block *b = first_; b; b = b->nextBlock())
    ++n;
  return n;
}

} // namespace fly::ir
