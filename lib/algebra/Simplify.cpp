// The simplifying constructors of SymExpr and the facts (divisibility, range)
// derived for each node. Every rule here is local: it looks at a node's
// operands and their facts. Issue 6 extends this file with the fact-aware
// rules the layout-lowering pass needs (div/mod by powers of two through sums,
// range-based elimination across nested div/mod); add a rule by adding a
// branch to the matching simplifyX function.
#include <algorithm>
#include <limits>
#include <numeric>

#include "SymNode.h"

namespace fly {

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

int64_t gcdFact(int64_t a, int64_t b) { return std::gcd(a, b); } // gcd(0, d) = d

// Product of two divisibility facts; on overflow fall back to the larger
// (still a true, weaker fact).
int64_t mulFact(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    return std::max(a, b);
  return r;
}

bool addOv(int64_t a, int64_t b, int64_t &r) { return __builtin_add_overflow(a, b, &r); }
bool mulOv(int64_t a, int64_t b, int64_t &r) { return __builtin_mul_overflow(a, b, &r); }

int64_t floorDiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}
int64_t floorMod64(int64_t a, int64_t b) { return a - floorDiv64(a, b) * b; }

bool isConst(SymExpr e, int64_t v) { return e.isConst() && e.constValue() == v; }
bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

void deriveRange(SymNode &n, const SymNode *a, const SymNode *b) {
  if (!a->hasRange || !b->hasRange)
    return;
  int64_t alo = a->range.lo, ahi = a->range.hi - 1; // inclusive
  int64_t blo = b->range.lo, bhi = b->range.hi - 1;
  if (alo > ahi || blo > bhi)
    return;
  int64_t lo, hi;
  switch (n.kind) {
  case SymKind::Add:
    if (addOv(alo, blo, lo) || addOv(ahi, bhi, hi))
      return;
    break;
  case SymKind::Mul: {
    if (alo < 0 || blo < 0)
      return;
    if (mulOv(alo, blo, lo) || mulOv(ahi, bhi, hi))
      return;
    break;
  }
  case SymKind::FloorDiv:
    if (blo != bhi || blo <= 0)
      return;
    lo = floorDiv64(alo, blo);
    hi = floorDiv64(ahi, blo);
    break;
  case SymKind::Mod:
    if (blo != bhi || blo <= 0)
      return;
    if (alo >= 0 && ahi < blo) {
      lo = alo;
      hi = ahi;
    } else {
      lo = 0;
      hi = blo - 1;
    }
    break;
  case SymKind::And:
    if (alo < 0 || blo < 0)
      return;
    lo = 0;
    hi = std::min(ahi, bhi);
    break;
  case SymKind::Xor: {
    if (alo < 0 || blo < 0)
      return;
    int64_t m = std::max(ahi, bhi);
    int bitsNeeded = 64 - __builtin_clzll(static_cast<uint64_t>(m) | 1);
    if (bitsNeeded >= 62)
      return;
    lo = 0;
    hi = (int64_t(1) << bitsNeeded) - 1;
    break;
  }
  case SymKind::Shr:
    if (alo < 0 || blo != bhi || blo < 0 || blo > 62)
      return;
    lo = alo >> blo;
    hi = ahi >> blo;
    break;
  case SymKind::Shl:
    if (alo < 0 || blo != bhi || blo < 0 || blo > 62)
      return;
    if (ahi > (kMax >> blo))
      return;
    lo = alo << blo;
    hi = ahi << blo;
    break;
  default:
    return;
  }
  if (hi == kMax)
    return;
  n.hasRange = true;
  n.range = {lo, hi + 1};
}

} // namespace

SymExpr makeBinary(SymKind kind, SymExpr lhs, SymExpr rhs) {
  SymNode n;
  n.kind = kind;
  n.lhs = lhs.node();
  n.rhs = rhs.node();
  int64_t da = lhs.divisibility(), db = rhs.divisibility();
  switch (kind) {
  case SymKind::Add: n.divisibility = gcdFact(da, db); break;
  case SymKind::Mul: n.divisibility = mulFact(da, db); break;
  case SymKind::FloorDiv:
    n.divisibility = (rhs.isConst() && rhs.constValue() != 0 && da % rhs.constValue() == 0)
                         ? std::max<int64_t>(da / std::abs(rhs.constValue()), 1)
                         : 1;
    if (da == 0)
      n.divisibility = 0;
    break;
  case SymKind::Mod:
    n.divisibility = rhs.isConst() ? gcdFact(da, std::abs(rhs.constValue())) : gcdFact(da, db);
    if (n.divisibility == 0)
      n.divisibility = 1;
    break;
  case SymKind::Shl:
    n.divisibility = (rhs.isConst() && rhs.constValue() >= 0 && rhs.constValue() < 62)
                         ? mulFact(da, int64_t(1) << rhs.constValue())
                         : 1;
    break;
  case SymKind::And:
    // x & m keeps only m's bits: if m's low k bits are zero, so are the result's.
    if (rhs.isConst() && rhs.constValue() > 0)
      n.divisibility = int64_t(1) << __builtin_ctzll(static_cast<uint64_t>(rhs.constValue()));
    else
      n.divisibility = 1;
    if (da > 0 && isPow2(da))
      n.divisibility = std::max(n.divisibility, da);
    break;
  default: n.divisibility = 1; break;
  }
  if (n.divisibility == 0 && kind != SymKind::FloorDiv)
    n.divisibility = 1;
  deriveRange(n, lhs.node(), rhs.node());
  return internSymNode(n);
}

namespace {

// Moves a constant operand of a commutative node to the right.
void canonicalizeCommutative(SymExpr &a, SymExpr &b) {
  if (a.isConst() && !b.isConst())
    std::swap(a, b);
}

SymExpr simplifyAdd(SymExpr a, SymExpr b) {
  canonicalizeCommutative(a, b);
  if (a.isConst() && b.isConst()) {
    int64_t r;
    if (!addOv(a.constValue(), b.constValue(), r))
      return SymExpr::constant(r);
  }
  if (isConst(b, 0))
    return a;
  // (x + c1) + c2 -> x + (c1 + c2)
  if (b.isConst() && a.kind() == SymKind::Add && a.rhs().isConst()) {
    int64_t r;
    if (!addOv(a.rhs().constValue(), b.constValue(), r))
      return simplifyAdd(a.lhs(), SymExpr::constant(r));
  }
  // (x + c) + y -> (x + y) + c, so constants gather at the top.
  if (!b.isConst() && a.kind() == SymKind::Add && a.rhs().isConst())
    return simplifyAdd(simplifyAdd(a.lhs(), b), a.rhs());
  if (!b.isConst() && b.kind() == SymKind::Add && b.rhs().isConst())
    return simplifyAdd(simplifyAdd(a, b.lhs()), b.rhs());
  // x*c1 + x*c2 -> x*(c1+c2); x + x -> x*2
  auto splitScaled = [](SymExpr e, SymExpr &base, int64_t &c) {
    if (e.kind() == SymKind::Mul && e.rhs().isConst()) {
      base = e.lhs();
      c = e.rhs().constValue();
    } else {
      base = e;
      c = 1;
    }
  };
  if (!a.isConst() && !b.isConst()) {
    SymExpr ba, bb;
    int64_t ca, cb, cs;
    splitScaled(a, ba, ca);
    splitScaled(b, bb, cb);
    if (ba == bb && !addOv(ca, cb, cs))
      return ba * SymExpr::constant(cs);
  }
  return makeBinary(SymKind::Add, a, b);
}

SymExpr simplifyMul(SymExpr a, SymExpr b) {
  canonicalizeCommutative(a, b);
  if (a.isConst() && b.isConst()) {
    int64_t r;
    if (!mulOv(a.constValue(), b.constValue(), r))
      return SymExpr::constant(r);
  }
  if (isConst(b, 0))
    return b;
  if (isConst(b, 1))
    return a;
  if (b.isConst()) {
    // (x * c1) * c2 -> x * (c1 * c2)
    if (a.kind() == SymKind::Mul && a.rhs().isConst()) {
      int64_t r;
      if (!mulOv(a.rhs().constValue(), b.constValue(), r))
        return simplifyMul(a.lhs(), SymExpr::constant(r));
    }
    // (x + c1) * c2 -> x*c2 + c1*c2 keeps constants at the top of sums.
    if (a.kind() == SymKind::Add && a.rhs().isConst()) {
      int64_t r;
      if (!mulOv(a.rhs().constValue(), b.constValue(), r))
        return simplifyAdd(simplifyMul(a.lhs(), b), SymExpr::constant(r));
    }
  }
  return makeBinary(SymKind::Mul, a, b);
}

SymExpr simplifyFloorDiv(SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst() && b.constValue() != 0 &&
      !(a.constValue() == INT64_MIN && b.constValue() == -1))
    return SymExpr::constant(floorDiv64(a.constValue(), b.constValue()));
  if (isConst(b, 1))
    return a;
  if (isConst(a, 0) && !isConst(b, 0))
    return a;
  if (b.isConst() && b.constValue() > 0) {
    int64_t c = b.constValue();
    // x known to be a multiple of c*k: exact division of a product.
    if (a.kind() == SymKind::Mul && a.rhs().isConst() && a.rhs().constValue() % c == 0)
      return simplifyMul(a.lhs(), SymExpr::constant(a.rhs().constValue() / c));
    // A value in [0, c) divides to 0.
    if (auto r = a.range(); r && r->lo >= 0 && r->hi <= c)
      return SymExpr::constant(0);
    // (x floordiv c1) floordiv c2 -> x floordiv (c1*c2) for positive c1.
    if (a.kind() == SymKind::FloorDiv && a.rhs().isConst() && a.rhs().constValue() > 0) {
      int64_t r;
      if (!mulOv(a.rhs().constValue(), c, r))
        return simplifyFloorDiv(a.lhs(), SymExpr::constant(r));
    }
  }
  return makeBinary(SymKind::FloorDiv, a, b);
}

SymExpr simplifyMod(SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst() && b.constValue() != 0)
    return SymExpr::constant(floorMod64(a.constValue(), b.constValue()));
  if (isConst(b, 1) || isConst(b, -1))
    return SymExpr::constant(0);
  if (b.isConst() && b.constValue() > 0) {
    int64_t c = b.constValue();
    if (a.divisibility() != 0 && a.divisibility() % c == 0)
      return SymExpr::constant(0);
    if (a.divisibility() == 0)
      return SymExpr::constant(0);
    if (auto r = a.range(); r && r->lo >= 0 && r->hi <= c)
      return a;
    // (x mod c1) mod c2 -> x mod c2 when c2 divides c1.
    if (a.kind() == SymKind::Mod && a.rhs().isConst() && a.rhs().constValue() > 0 &&
        a.rhs().constValue() % c == 0)
      return simplifyMod(a.lhs(), b);
  }
  return makeBinary(SymKind::Mod, a, b);
}

SymExpr simplifyXor(SymExpr a, SymExpr b) {
  canonicalizeCommutative(a, b);
  if (a.isConst() && b.isConst())
    return SymExpr::constant(a.constValue() ^ b.constValue());
  if (isConst(b, 0))
    return a;
  if (a == b)
    return SymExpr::constant(0);
  return makeBinary(SymKind::Xor, a, b);
}

SymExpr simplifyAnd(SymExpr a, SymExpr b) {
  canonicalizeCommutative(a, b);
  if (a.isConst() && b.isConst())
    return SymExpr::constant(a.constValue() & b.constValue());
  if (isConst(b, 0))
    return b;
  if (isConst(b, -1) || a == b)
    return a;
  return makeBinary(SymKind::And, a, b);
}

SymExpr simplifyShift(SymKind kind, SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst() && b.constValue() >= 0 && b.constValue() < 63) {
    if (kind == SymKind::Shr)
      return SymExpr::constant(a.constValue() >> b.constValue());
    if (a.constValue() >= 0 && a.constValue() <= (kMax >> b.constValue()))
      return SymExpr::constant(a.constValue() << b.constValue());
  }
  if (isConst(b, 0) || isConst(a, 0))
    return a;
  return makeBinary(kind, a, b);
}

} // namespace

SymExpr operator+(SymExpr a, SymExpr b) { return simplifyAdd(a, b); }
SymExpr operator-(SymExpr a, SymExpr b) { return simplifyAdd(a, simplifyMul(b, SymExpr::constant(-1))); }
SymExpr operator*(SymExpr a, SymExpr b) { return simplifyMul(a, b); }
SymExpr floorDiv(SymExpr a, SymExpr b) { return simplifyFloorDiv(a, b); }
SymExpr mod(SymExpr a, SymExpr b) { return simplifyMod(a, b); }
SymExpr operator^(SymExpr a, SymExpr b) { return simplifyXor(a, b); }
SymExpr operator&(SymExpr a, SymExpr b) { return simplifyAnd(a, b); }
SymExpr operator<<(SymExpr a, SymExpr b) { return simplifyShift(SymKind::Shl, a, b); }
SymExpr operator>>(SymExpr a, SymExpr b) { return simplifyShift(SymKind::Shr, a, b); }

} // namespace fly
