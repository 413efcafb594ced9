#include "fly/transforms/IRSymbols.h"

#include "fly/ir/Block.h"
#include "fly/ir/FlyTypes.h"
#include "fly/transforms/Folding.h"

#include <numeric>

namespace fly::transforms {

using namespace ir;

namespace {

constexpr int64_t kMaxBlockThreads = 1024;
constexpr int64_t kMaxGrid = int64_t(1) << 31;

int dimIndex(Operation *op) {
  std::string_view d = op->strAttr("dimension");
  return d == "y" ? 1 : d == "z" ? 2 : 0;
}

std::array<std::optional<int64_t>, 3> readDims(Operation *func, std::string_view name) {
  std::array<std::optional<int64_t>, 3> out;
  Attribute a = func->attr(name);
  if (!a)
    a = func->attr("gpu." + std::string(name));
  if (a && a.is(AttrKind::DenseArray)) {
    auto v = a.denseArray();
    for (size_t i = 0; i < 3 && i < v.size(); ++i)
      if (v[i] > 0)
        out[i] = v[i];
  }
  return out;
}

int64_t pow2Part(int64_t d) {
  if (d == 0)
    return int64_t(1) << 62;
  return int64_t(1) << std::min(__builtin_ctzll(static_cast<uint64_t>(d)), 62);
}

unsigned widthOf(Type t) { return t.isIndex() ? 64 : t.bitWidth(); }

bool nonNegative(SymExpr e) {
  auto r = e.range();
  return r && r->lo >= 0;
}

} // namespace

LaunchBounds launchBoundsOf(Operation *op) {
  LaunchBounds b;
  for (Operation *p = op; p; p = p->parentOp()) {
    if (p->is(OpCode::GpuFunc) || p->is(OpCode::FuncFunc)) {
      b.blockSize = readDims(p, "known_block_size");
      b.gridSize = readDims(p, "known_grid_size");
      break;
    }
  }
  return b;
}

bool fitsType(SymExpr e, Type type) {
  if (e.isConst() && widthOf(type) >= 64)
    return true;
  auto r = e.range();
  if (!r)
    return false;
  unsigned w = widthOf(type);
  if (w >= 64)
    return true; // the range itself was derived without 64-bit overflow
  int64_t lo = -(int64_t(1) << (w - 1)), hi = int64_t(1) << (w - 1);
  return r->lo >= lo && r->hi <= hi;
}

SymExpr IRSymbols::newVar(Value *v, int64_t divisibility, std::optional<SymRange> range) {
  uint32_t id = static_cast<uint32_t>(vars_.size());
  vars_.push_back(v);
  return SymExpr::var(id, divisibility, range);
}

Value *IRSymbols::valueOf(uint32_t varId) const { return varId < vars_.size() ? vars_[varId] : nullptr; }

SymExpr IRSymbols::get(Value *v) {
  if (auto it = memo_.find(v); it != memo_.end())
    return it->second;
  SymExpr e = compute(v);
  memo_[v] = e;
  return e;
}

std::optional<IntTuple> IRSymbols::dynamicLeaves(const IntTuple &type, Operation *def, unsigned &used,
                                                std::optional<SymRange> assumed,
                                                const std::function<void(SymExpr, Value *)> &seen) {
  used = 0;
  bool bad = false;
  std::function<IntTuple(const IntTuple &)> fill = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf()) {
      if (!t.leaf().isDynamic())
        return t;
      if (used >= def->numOperands() || !def->operand(used)->type().isIntOrIndex()) {
        bad = true;
        return t;
      }
      Value *x = def->operand(used++);
      SymExpr e = getWithDivisibility(x, t.leaf().divisibility(), assumed);
      if (seen)
        seen(e, x);
      return IntTuple(Int::symbolic(e));
    }
    std::vector<IntTuple> els;
    for (const IntTuple &e : t.elements())
      els.push_back(fill(e));
    return IntTuple(std::move(els));
  };
  IntTuple r = fill(type);
  if (bad)
    return std::nullopt;
  return r;
}

SymExpr IRSymbols::getWithDivisibility(Value *v, int64_t divisibility, std::optional<SymRange> assumed) {
  SymExpr e = get(v);
  if (!e.isVar())
    return e;
  int64_t have = e.divisibility();
  bool moreDiv = divisibility > 1 && have != 0 && have % divisibility != 0;
  bool moreRange = assumed && !e.range();
  if (!moreDiv && !moreRange)
    return e;
  // The type (or the op) promises more than we knew: a variable with the stronger facts.
  int64_t d = moreDiv ? std::lcm(have, divisibility) : have;
  std::optional<SymRange> r = moreRange ? assumed : e.range();
  if (r && d > 1) {
    // Keep the range's bounds consistent with the divisibility.
    int64_t lo = ((r->lo + d - 1) / d) * d;
    if (r->lo <= 0)
      lo = r->lo;
    r->lo = lo;
  }
  SymExpr stronger = newVar(v, d, r);
  memo_[v] = stronger;
  return stronger;
}

SymExpr IRSymbols::compute(Value *v) {
  Type t = v->type();
  if (!t.isIntOrIndex())
    return newVar(v, 1, std::nullopt);
  if (auto c = constantIntValue(v)) {
    // The constant as its type reads it (an i32 0xFFFFFFFF is -1).
    unsigned w = widthOf(t);
    int64_t x = *c;
    if (w < 64) {
      uint64_t m = (uint64_t(1) << w) - 1, u = static_cast<uint64_t>(x) & m;
      if ((u >> (w - 1)) & 1)
        u |= ~m;
      x = static_cast<int64_t>(u);
    }
    return SymExpr::constant(x);
  }
  Operation *op = v->definingOp();
  if (!op) {
    // The induction variable of scf.for lb to ub step s (s > 0) is in [lb, ub)
    // and a multiple of gcd(lb, s).
    auto *arg = static_cast<BlockArgument *>(v);
    Operation *parent = arg->owner() ? arg->owner()->parentOp() : nullptr;
    if (parent && parent->is(OpCode::ScfFor) && arg->index() == 0 && parent->numOperands() >= 3) {
      SymExpr lb = get(parent->operand(0)), ub = get(parent->operand(1)), step = get(parent->operand(2));
      auto rl = lb.range(), ru = ub.range();
      if (step.isConst() && step.constValue() > 0 && rl && ru && rl->lo < ru->hi) {
        int64_t d = std::gcd(lb.divisibility(), step.constValue());
        return newVar(v, d == 0 ? step.constValue() : d, SymRange{rl->lo, ru->hi - 1 > rl->lo ? ru->hi - 1 : rl->lo + 1});
      }
    }
    return newVar(v, 1, std::nullopt);
  }

  switch (op->code()) {
  case OpCode::GpuThreadId: {
    int d = dimIndex(op);
    int64_t n = bounds_.blockSize[d].value_or(kMaxBlockThreads);
    return newVar(v, 1, SymRange{0, n});
  }
  case OpCode::GpuBlockId: {
    int d = dimIndex(op);
    int64_t n = bounds_.gridSize[d].value_or(kMaxGrid);
    return newVar(v, 1, SymRange{0, n});
  }
  case OpCode::GpuBlockDim: {
    int d = dimIndex(op);
    if (auto n = bounds_.blockSize[d])
      return SymExpr::constant(*n);
    return newVar(v, 1, SymRange{1, kMaxBlockThreads + 1});
  }
  case OpCode::GpuGridDim: {
    int d = dimIndex(op);
    if (auto n = bounds_.gridSize[d])
      return SymExpr::constant(*n);
    return newVar(v, 1, SymRange{1, kMaxGrid + 1});
  }
  case OpCode::GpuLaneId: return newVar(v, 1, SymRange{0, 64});
  case OpCode::FlyPtrToInt: {
    // A pointer's address: a multiple of the alignment its type proves (FlyDSL's stage stride is
    // the difference of two LDS allocations' addresses).
    auto *pt = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<PointerType>() : nullptr;
    int64_t a = pt ? pt->alignment() : 0;
    return newVar(v, a > 1 ? pow2Part(a) : 1, std::nullopt);
  }
  case OpCode::RocdlReadFirstLane: {
    // One lane's value of the operand: not the operand's expression (other lanes' values differ),
    // but every fact that holds in every lane -- divisibility, range -- holds of it.
    if (op->numOperands() != 1 || !op->operand(0)->type().isIntOrIndex())
      return newVar(v, 1, std::nullopt);
    SymExpr x = get(op->operand(0));
    if (x.isConst())
      return x;
    return newVar(v, pow2Part(x.divisibility()), x.range());
  }
  case OpCode::FlyGetScalar: {
    Operation *def = op->operand(0)->definingOp();
    if (def && (def->is(OpCode::FlyMakeIntTuple) || def->is(OpCode::FlyMakeShape) ||
                def->is(OpCode::FlyMakeStride) || def->is(OpCode::FlyMakeCoord)) &&
        def->numOperands() == 1) {
      auto *tt = op->operand(0)->type().dyn_cast<IntTupleType>();
      int64_t d = tt ? tt->value().leaf().divisibility() : 1;
      SymExpr inner = getWithDivisibility(def->operand(0), d);
      if (fitsType(inner, t) || (inner.isVar() && valueOf(inner.varId()) &&
                                 valueOf(inner.varId())->type() == t))
        return inner;
    }
    if (auto *tt = op->operand(0)->type().dyn_cast<IntTupleType>())
      if (tt->value().isLeaf() && tt->value().leaf().isStatic())
        return SymExpr::constant(tt->value().leaf().value());
    break;
  }
  default: break;
  }

  if (op->numOperands() == 1 && (op->is(OpCode::ArithIndexCast) || op->is(OpCode::ArithExtSI) ||
                                 op->is(OpCode::ArithExtUI) || op->is(OpCode::ArithTruncI) ||
                                 op->is(OpCode::ArithIndexCastUI))) {
    Value *x = op->operand(0);
    if (!x->type().isIntOrIndex())
      return newVar(v, 1, std::nullopt);
    SymExpr e = get(x);
    bool unsignedCast = op->is(OpCode::ArithExtUI) || op->is(OpCode::ArithIndexCastUI);
    bool ok = unsignedCast ? nonNegative(e) && fitsType(e, x->type()) : true;
    if (ok && (widthOf(t) >= widthOf(x->type()) || fitsType(e, t)))
      return e;
    return newVar(v, pow2Part(e.divisibility()), std::nullopt);
  }

  if (op->numOperands() != 2 || !op->hasTrait(OpTrait::IntOp))
    return newVar(v, 1, std::nullopt);
  SymExpr a = get(op->operand(0)), b = get(op->operand(1));
  auto positive = [](SymExpr e) {
    auto r = e.range();
    return r && r->lo >= 1;
  };
  SymExpr e;
  switch (op->code()) {
  case OpCode::ArithAddI: e = a + b; break;
  case OpCode::ArithSubI: e = a - b; break;
  case OpCode::ArithMulI: e = a * b; break;
  case OpCode::ArithAndI: e = a & b; break;
  case OpCode::ArithXOrI: e = a ^ b; break;
  case OpCode::ArithDivUI:
  case OpCode::ArithDivSI:
    // Unsigned, or truncating, division agrees with floor division for a
    // non-negative dividend (within the type) and a positive divisor.
    if (nonNegative(a) && fitsType(a, t) && positive(b) && fitsType(b, t))
      e = floorDiv(a, b);
    break;
  case OpCode::ArithRemUI:
  case OpCode::ArithRemSI:
    if (nonNegative(a) && fitsType(a, t) && positive(b) && fitsType(b, t))
      e = mod(a, b);
    break;
  case OpCode::ArithFloorDivSI:
    if (positive(b))
      e = floorDiv(a, b);
    break;
  case OpCode::ArithShRSI:
    if (b.isConst() && b.constValue() >= 0 && b.constValue() < static_cast<int64_t>(widthOf(t)))
      e = a >> b;
    break;
  case OpCode::ArithShRUI:
    if (b.isConst() && b.constValue() >= 0 && b.constValue() < static_cast<int64_t>(widthOf(t)) &&
        nonNegative(a) && fitsType(a, t))
      e = a >> b;
    break;
  case OpCode::ArithShLI:
    if (b.isConst() && b.constValue() >= 0 && b.constValue() < static_cast<int64_t>(widthOf(t)))
      e = a << b;
    break;
  default: break;
  }
  if (!e)
    return newVar(v, 1, std::nullopt);
  // Bitwise results of in-range operands stay in range; sums and products must be checked.
  bool bitwise = op->is(OpCode::ArithAndI) || op->is(OpCode::ArithXOrI) || op->is(OpCode::ArithShRSI);
  if (bitwise || fitsType(e, t))
    return e;
  return newVar(v, pow2Part(e.divisibility()), std::nullopt);
}

} // namespace fly::transforms
