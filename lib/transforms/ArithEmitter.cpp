#include "fly/transforms/ArithEmitter.h"

#include <unordered_set>

namespace fly::transforms {

using namespace ir;

namespace {

bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }
int log2i(int64_t v) { return 63 - __builtin_clzll(static_cast<uint64_t>(v)); }
bool nonNegative(SymExpr e) {
  auto r = e.range();
  return r && r->lo >= 0;
}
bool positive(SymExpr e) {
  auto r = e.range();
  return r && r->lo >= 1;
}
bool isConstPow2(SymExpr e) { return e.isConst() && isPow2(e.constValue()); }

// Is `inner` visible from `from` (the same block or an enclosing one)?
bool encloses(Block *inner, Block *from) {
  for (Block *b = from; b;) {
    if (b == inner)
      return true;
    Operation *p = b->parentOp();
    b = p ? p->block() : nullptr;
  }
  return false;
}

unsigned widthOf(Type t) { return t.isIndex() ? 64 : t.bitWidth(); }

} // namespace

Value *ArithEmitter::lookup(SymExpr e, Type type) const {
  auto t = byType_.find(type);
  if (t == byType_.end())
    return nullptr;
  auto it = t->second.find(e.node());
  if (it == t->second.end())
    return nullptr;
  // The earliest value computing e: it was there first (an input, or the
  // simplest spelling), so later computations of e can die.
  for (const Entry &r : it->second)
    if (encloses(r.block, b_.insertionBlock()) && (!allowReuse_ || allowReuse_(r.value)))
      return r.value;
  return nullptr;
}

void ArithEmitter::remember(SymExpr e, Type type, Value *v) {
  byType_[type][e.node()].push_back({b_.insertionBlock(), v});
}

size_t ArithEmitter::costToEmit(SymExpr e, Type type) const {
  std::unordered_set<const void *> seen;
  std::function<size_t(SymExpr)> cost = [&](SymExpr x) -> size_t {
    if (!x || x.isConst() || !seen.insert(x.node()).second || lookup(x, type))
      return 0;
    if (x.isVar()) {
      Value *v = varValue_(x.varId());
      return v && v->type() != type ? 1 : 0;
    }
    return 1 + cost(x.lhs()) + cost(x.rhs());
  };
  return cost(e);
}

void ArithEmitter::reuse(SymExpr e, Value *v, Block *where) {
  if (e && !e.isVar())
    byType_[v->type()][e.node()].push_back({where, v});
}

Value *ArithEmitter::op(OpCode code, Value *a, Value *b) {
  ++created_;
  return b_.binary(code, a, b);
}

Value *ArithEmitter::constant(int64_t v, Type type) { return emit(SymExpr::constant(v), type); }

Value *ArithEmitter::castTo(Value *v, Type type) {
  Type from = v->type();
  if (from == type)
    return v;
  ++created_;
  if (from.isIndex() || type.isIndex())
    return b_.cast(OpCode::ArithIndexCast, v, type);
  if (widthOf(from) < widthOf(type))
    return b_.cast(OpCode::ArithExtSI, v, type);
  return b_.cast(OpCode::ArithTruncI, v, type);
}

Value *ArithEmitter::emit(SymExpr e, Type type) {
  if (!e)
    return nullptr;
  if (Value *v = lookup(e, type))
    return v;
  Value *v = emitNode(e, type);
  if (v)
    remember(e, type, v);
  return v;
}

Value *ArithEmitter::emitNode(SymExpr e, Type type) {
  if (e.isConst()) {
    ++created_;
    return b_.constantInt(e.constValue(), type);
  }
  if (e.isVar()) {
    Value *v = varValue_(e.varId());
    return v ? castTo(v, type) : nullptr;
  }
  SymExpr l = e.lhs(), r = e.rhs();
  auto E = [&](SymExpr x) { return emit(x, type); };
  auto both = [&](OpCode code) -> Value * {
    Value *a = E(l), *b = E(r);
    return a && b ? op(code, a, b) : nullptr;
  };
  switch (e.kind()) {
  case SymKind::Add: {
    // x + (-k) and x + y*(-k) subtract.
    if (r.isConst() && r.constValue() < 0 && r.constValue() != INT64_MIN) {
      Value *a = E(l);
      return a ? op(OpCode::ArithSubI, a, constant(-r.constValue(), type)) : nullptr;
    }
    for (int side = 0; side < 2; ++side) {
      SymExpr keep = side ? r : l, neg = side ? l : r;
      if (neg.kind() == SymKind::Mul && neg.rhs().isConst() && neg.rhs().constValue() < 0 &&
          neg.rhs().constValue() != INT64_MIN) {
        Value *a = E(keep), *b = E(neg.lhs() * SymExpr::constant(-neg.rhs().constValue()));
        return a && b ? op(OpCode::ArithSubI, a, b) : nullptr;
      }
    }
    return both(OpCode::ArithAddI);
  }
  case SymKind::Mul: {
    if (r.isConst()) {
      int64_t k = r.constValue();
      if (isPow2(k)) {
        int c = log2i(k);
        // A bit field ((x floordiv 2^a) mod 2^w) * 2^c: one mask and at most one shift.
        if (l.kind() == SymKind::Mod && isConstPow2(l.rhs()) && l.lhs().kind() == SymKind::FloorDiv &&
            isConstPow2(l.lhs().rhs())) {
          SymExpr x = l.lhs().lhs();
          int a = log2i(l.lhs().rhs().constValue());
          int64_t w = l.rhs().constValue();
          if (a + log2i(w) < static_cast<int>(widthOf(type)) - 1) {
            Value *xv = E(x);
            if (!xv)
              return nullptr;
            Value *masked = op(OpCode::ArithAndI, xv, constant((w - 1) << a, type));
            if (a > c)
              return op(OpCode::ArithShRUI, masked, constant(a - c, type));
            if (a < c)
              return op(OpCode::ArithShLI, masked, constant(c - a, type));
            return masked;
          }
        }
        Value *a = E(l);
        return a ? op(OpCode::ArithShLI, a, constant(c, type)) : nullptr;
      }
      if (k == -1) {
        Value *a = E(l);
        return a ? op(OpCode::ArithSubI, constant(0, type), a) : nullptr;
      }
    }
    return both(OpCode::ArithMulI);
  }
  case SymKind::FloorDiv: {
    if (isConstPow2(r)) {
      Value *a = E(l);
      return a ? op(nonNegative(l) ? OpCode::ArithShRUI : OpCode::ArithShRSI, a,
                    constant(log2i(r.constValue()), type))
               : nullptr;
    }
    if (nonNegative(l) && positive(r))
      return both(OpCode::ArithDivUI);
    return both(OpCode::ArithFloorDivSI);
  }
  case SymKind::Mod: {
    if (isConstPow2(r)) {
      Value *a = E(l);
      return a ? op(OpCode::ArithAndI, a, constant(r.constValue() - 1, type)) : nullptr;
    }
    if (nonNegative(l) && positive(r))
      return both(OpCode::ArithRemUI);
    // Remainder with the divisor's sign: remsi, then add the divisor when the
    // signs of a non-zero remainder and the divisor differ.
    Value *a = E(l), *b = E(r);
    if (!a || !b)
      return nullptr;
    Value *rem = op(OpCode::ArithRemSI, a, b);
    Value *zero = constant(0, type);
    if (positive(r)) {
      created_ += 2;
      Value *neg = b_.cmpi("slt", rem, zero);
      return b_.select(neg, op(OpCode::ArithAddI, rem, b), rem);
    }
    created_ += 5;
    Value *remNeg = b_.cmpi("slt", rem, zero);
    Value *divNeg = b_.cmpi("slt", b, zero);
    Value *nonZero = b_.cmpi("ne", rem, zero);
    Value *differ = b_.binary(OpCode::ArithXOrI, remNeg, divNeg);
    Value *fix = b_.binary(OpCode::ArithAndI, differ, nonZero);
    Value *adjusted = op(OpCode::ArithAddI, rem, b);
    ++created_;
    return b_.select(fix, adjusted, rem);
  }
  case SymKind::Xor: return both(OpCode::ArithXOrI);
  case SymKind::And: return both(OpCode::ArithAndI);
  case SymKind::Shl: return both(OpCode::ArithShLI);
  case SymKind::Shr: return both(nonNegative(l) ? OpCode::ArithShRUI : OpCode::ArithShRSI);
  default: return nullptr;
  }
}

} // namespace fly::transforms
