// The simplifying constructors of SymExpr and the facts (divisibility, range)
// derived for each node.
//
// Canonical form (so that equal values built along different paths are the
// same node, and common sub-expressions of different coordinates are shared):
//  - sums are flat lists of terms `base * coef`, ordered by structural hash,
//    like terms combined, the constant last: `((a + b*4) + c*16) + 3`;
//  - a constant factor sits at the top of a product and is distributed over sums;
//  - shifts by a constant are divisions/multiplications by a power of two
//    (`x >> k` is `x floordiv 2^k`, exact for negative x too since both round
//    toward -inf; `x << k` is `x * 2^k`), a mask of low bits is a modulo
//    (`x & (2^k-1)` is `x mod 2^k`), a contiguous mask is a bit field
//    `((x floordiv 2^m) mod 2^b) * 2^m`. The arithmetic emitter turns these back
//    into shifts and masks; the rules below only need to know one spelling.
//
// Rules using facts (d | c means d divides c; ranges are half-open):
//  - floor((H + L) / c) = floor(H / c)       when d | c, d | H, 0 <= L < d
//  - (H + L) mod c = (H mod c) + L           when d | c, d | H, 0 <= L < d
//  - floor((Q + R) / c) = Q/c + floor(R / c) when c | Q (Q divides cleanly)
//  - (Q + R) mod c = R mod c                 when c | Q
//  - floor(x / c) = k and x mod c = x - k*c  when x is in [k*c, (k+1)*c)
//  - (x*k) mod c = ((x*(k/g)) mod (c/g)) * g, floor(x*k / c) = floor(x*(k/g) / (c/g)), g = gcd(k, c)
//  - floor((x mod c1) / c2) = floor(x / c2) mod (c1/c2) when c2 | c1
//  - the same quotient/remainder rules for a symbolic divisor s >= 1 whose
//    multiples appear as factors (`(a*s + (y mod s)) floordiv s = a`)
//  - (H + L) ^ z = (H ^ z) + L  when z's low t bits are zero, 2^t | H, 0 <= L < 2^t
//  - (H + L) ^ z = (L ^ z) + H  when 0 <= z < 2^t and 2^t | H
//    (the swizzle rules: a period-aligned addend leaves the swizzle, an addend
//    below the swizzle's bits leaves it, a zero mask makes it vanish).
// Every rule is exact on 64-bit integers with floor division; the unit tests
// check each against evaluation of the unsimplified expression.
#include <algorithm>
#include <limits>
#include <numeric>
#include <vector>

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
int64_t absSat(int64_t v) { return v == INT64_MIN ? INT64_MAX : (v < 0 ? -v : v); }

// d divides every value of e (divisibility 0 means e is 0).
bool dividesFact(int64_t d, SymExpr e) {
  int64_t f = e.divisibility();
  return f == 0 || f % d == 0;
}

// Positive lower bound of a symbolic divisor, 0 if not known positive.
int64_t positiveLowerBound(SymExpr e) {
  auto r = e.range();
  return (r && r->lo >= 1) ? r->lo : 0;
}

void deriveRange(SymNode &n, const SymNode *a, const SymNode *b) {
  bool ha = a->hasRange && a->range.lo < a->range.hi;
  bool hb = b->hasRange && b->range.lo < b->range.hi;
  int64_t alo = a->range.lo, ahi = a->range.hi - 1; // inclusive
  int64_t blo = b->range.lo, bhi = b->range.hi - 1;
  int64_t lo, hi;
  switch (n.kind) {
  case SymKind::Add:
    if (!ha || !hb || addOv(alo, blo, lo) || addOv(ahi, bhi, hi))
      return;
    break;
  case SymKind::Mul: {
    if (!ha || !hb)
      return;
    int64_t c[4];
    if (mulOv(alo, blo, c[0]) || mulOv(alo, bhi, c[1]) || mulOv(ahi, blo, c[2]) ||
        mulOv(ahi, bhi, c[3]))
      return;
    lo = *std::min_element(c, c + 4);
    hi = *std::max_element(c, c + 4);
    break;
  }
  case SymKind::FloorDiv:
    if (!ha || !hb || blo <= 0)
      return;
    if (blo == bhi) {
      lo = floorDiv64(alo, blo);
      hi = floorDiv64(ahi, blo);
    } else if (alo >= 0) {
      lo = alo / bhi;
      hi = ahi / blo;
    } else {
      return;
    }
    break;
  case SymKind::Mod:
    if (!hb || blo <= 0)
      return;
    if (blo == bhi && ha && floorDiv64(alo, blo) == floorDiv64(ahi, blo)) {
      int64_t k = floorDiv64(alo, blo) * blo;
      lo = alo - k;
      hi = ahi - k;
    } else {
      lo = 0;
      hi = bhi - 1;
      if (ha && alo >= 0)
        hi = std::min(hi, ahi);
    }
    break;
  case SymKind::And:
    // x & m with m >= 0 lies in [0, m] whatever x is.
    if (ha && alo >= 0 && hb && blo >= 0) {
      lo = 0;
      hi = std::min(ahi, bhi);
    } else if (ha && alo >= 0) {
      lo = 0;
      hi = ahi;
    } else if (hb && blo >= 0) {
      lo = 0;
      hi = bhi;
    } else {
      return;
    }
    break;
  case SymKind::Xor: {
    if (!ha || !hb || alo < 0 || blo < 0)
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
    if (!ha || !hb || blo != bhi || blo < 0 || blo > 62)
      return;
    lo = alo >> blo;
    hi = ahi >> blo;
    break;
  case SymKind::Shl:
    if (!ha || !hb || alo < 0 || blo != bhi || blo < 0 || blo > 62)
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
  case SymKind::Mul: n.divisibility = (da == 0 || db == 0) ? 0 : mulFact(da, db); break;
  case SymKind::FloorDiv:
    n.divisibility = (rhs.isConst() && rhs.constValue() != 0 && da % rhs.constValue() == 0)
                         ? std::max<int64_t>(da / absSat(rhs.constValue()), 1)
                         : 1;
    if (da == 0)
      n.divisibility = 0;
    break;
  case SymKind::Mod:
    n.divisibility = rhs.isConst() ? gcdFact(da, absSat(rhs.constValue())) : gcdFact(da, db);
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
    if (rhs.isConst() && rhs.constValue() != 0)
      n.divisibility = int64_t(1) << __builtin_ctzll(static_cast<uint64_t>(rhs.constValue()));
    else
      n.divisibility = 1;
    if (da > 0 && isPow2(da))
      n.divisibility = std::max(n.divisibility, da);
    break;
  case SymKind::Xor: {
    // Both operands' low k bits zero: so are the result's.
    auto low = [](int64_t d) { return d == 0 ? 62 : __builtin_ctzll(static_cast<uint64_t>(d)); };
    int k = std::min(low(da), low(db));
    n.divisibility = int64_t(1) << std::min(k, 62);
    break;
  }
  default: n.divisibility = 1; break;
  }
  if (n.divisibility == 0 && kind != SymKind::FloorDiv && kind != SymKind::Mul)
    n.divisibility = 1;
  deriveRange(n, lhs.node(), rhs.node());
  return internSymNode(n);
}

namespace {

SymExpr simplifyAdd(SymExpr a, SymExpr b);
SymExpr simplifyMul(SymExpr a, SymExpr b);
SymExpr simplifyFloorDiv(SymExpr a, SymExpr b);
SymExpr simplifyMod(SymExpr a, SymExpr b);
SymExpr simplifyXor(SymExpr a, SymExpr b);

SymExpr C(int64_t v) { return SymExpr::constant(v); }

uint64_t orderKey(SymExpr e) { return e.node()->structuralHash; }

// a before b in commutative operands: constants last, then by structural hash.
bool before(SymExpr a, SymExpr b) {
  if (a.isConst() != b.isConst())
    return !a.isConst();
  if (orderKey(a) != orderKey(b))
    return orderKey(a) < orderKey(b);
  return a.node() < b.node(); // only on a hash collision
}

void orderCommutative(SymExpr &a, SymExpr &b) {
  if (before(b, a))
    std::swap(a, b);
}

// ---- Sums as term lists ----------------------------------------------------------

struct Term {
  SymExpr base; // never a constant, an Add, or a product with a constant
  int64_t coef;
};

struct Sum {
  std::vector<Term> terms;
  int64_t constant = 0;
  bool overflow = false;
};

void collectSum(SymExpr e, int64_t scale, Sum &s) {
  if (s.overflow)
    return;
  if (e.isConst()) {
    int64_t v;
    if (mulOv(e.constValue(), scale, v) || addOv(s.constant, v, s.constant))
      s.overflow = true;
    return;
  }
  if (e.kind() == SymKind::Add) {
    collectSum(e.lhs(), scale, s);
    collectSum(e.rhs(), scale, s);
    return;
  }
  if (e.kind() == SymKind::Mul && e.rhs().isConst()) {
    int64_t v;
    if (mulOv(e.rhs().constValue(), scale, v)) {
      s.overflow = true;
      return;
    }
    collectSum(e.lhs(), v, s);
    return;
  }
  s.terms.push_back({e, scale});
}

Sum sumOf(SymExpr e) {
  Sum s;
  collectSum(e, 1, s);
  return s;
}

SymExpr termExpr(const Term &t) {
  if (t.coef == 1)
    return t.base;
  return makeBinary(SymKind::Mul, t.base, C(t.coef));
}

int64_t termDivisibility(const Term &t) {
  int64_t d = t.base.divisibility();
  return d == 0 ? 0 : mulFact(d, absSat(t.coef));
}

// (y mod m)*k + (y floordiv m)*(k*m) = y*k: idx2crd followed by the crd2idx of
// the same compact shape gives the index back.
bool recombineQuotientRemainder(std::vector<Term> &terms, int64_t &constant) {
  for (size_t i = 0; i < terms.size(); ++i) {
    SymExpr b = terms[i].base;
    if (b.kind() != SymKind::Mod || !b.rhs().isConst() || b.rhs().constValue() <= 0)
      continue;
    int64_t m = b.rhs().constValue(), want;
    if (mulOv(terms[i].coef, m, want))
      continue;
    SymExpr q = simplifyFloorDiv(b.lhs(), b.rhs());
    for (size_t j = 0; j < terms.size(); ++j) {
      if (j == i || terms[j].base != q || terms[j].coef != want)
        continue;
      int64_t k = terms[i].coef;
      terms.erase(terms.begin() + std::max(i, j));
      terms.erase(terms.begin() + std::min(i, j));
      Sum s;
      collectSum(b.lhs(), k, s);
      if (s.overflow || addOv(constant, s.constant, constant))
        return false;
      terms.insert(terms.end(), s.terms.begin(), s.terms.end());
      return true;
    }
  }
  return false;
}

// Builds the canonical node of a sum: like terms combined, ordered, constant last.
SymExpr buildSum(std::vector<Term> terms, int64_t constant) {
  std::vector<Term> merged;
  for (int round = 0; round < 64; ++round) {
    std::sort(terms.begin(), terms.end(),
              [](const Term &x, const Term &y) { return before(x.base, y.base); });
    merged.clear();
    for (const Term &t : terms) {
      if (!merged.empty() && merged.back().base == t.base) {
        int64_t c;
        if (addOv(merged.back().coef, t.coef, c))
          return SymExpr(); // caller falls back
        merged.back().coef = c;
      } else {
        merged.push_back(t);
      }
    }
    std::erase_if(merged, [](const Term &t) { return t.coef == 0; });
    if (merged.size() < 2 || !recombineQuotientRemainder(merged, constant))
      break;
    terms = merged;
  }
  SymExpr acc;
  for (const Term &t : merged) {
    SymExpr te = termExpr(t);
    acc = acc ? makeBinary(SymKind::Add, acc, te) : te;
  }
  if (!acc)
    return C(constant);
  if (constant != 0)
    acc = makeBinary(SymKind::Add, acc, C(constant));
  return acc;
}

SymExpr buildSum(const Sum &s) { return buildSum(s.terms, s.constant); }

// e / d when it divides without leaving a division node (constants, products
// with a constant multiple of d, sums of such); null otherwise.
SymExpr cleanExactDiv(SymExpr e, int64_t d) {
  if (d == 1)
    return e;
  if (e.isConst())
    return e.constValue() % d == 0 ? C(e.constValue() / d) : SymExpr();
  if (e.kind() == SymKind::Mul && e.rhs().isConst()) {
    int64_t k = e.rhs().constValue();
    int64_t g = std::gcd(absSat(k), d);
    if (g == d)
      return simplifyMul(e.lhs(), C(k / d));
    SymExpr inner = cleanExactDiv(e.lhs(), d / g);
    return inner ? simplifyMul(inner, C(k / g)) : SymExpr();
  }
  if (e.kind() == SymKind::Mul) {
    if (SymExpr l = cleanExactDiv(e.lhs(), d))
      return simplifyMul(l, e.rhs());
    if (SymExpr r = cleanExactDiv(e.rhs(), d))
      return simplifyMul(e.lhs(), r);
    return SymExpr();
  }
  if (e.kind() == SymKind::Add) {
    SymExpr l = cleanExactDiv(e.lhs(), d), r = l ? cleanExactDiv(e.rhs(), d) : SymExpr();
    return (l && r) ? simplifyAdd(l, r) : SymExpr();
  }
  return SymExpr();
}

// Quotient of a term by a symbolic divisor s when s is one of its factors; null otherwise.
SymExpr factorQuotient(SymExpr e, SymExpr s) {
  if (e == s)
    return C(1);
  if (e.kind() != SymKind::Mul)
    return SymExpr();
  if (SymExpr l = factorQuotient(e.lhs(), s))
    return simplifyMul(l, e.rhs());
  if (SymExpr r = factorQuotient(e.rhs(), s))
    return simplifyMul(e.lhs(), r);
  return SymExpr();
}

// A split of a sum into H (every term divisible by d) and L (the rest plus the
// constant's remainder by d); `ok` when L is provably in [0, d) and non-empty.
struct Split {
  bool ok = false;
  SymExpr high, low;
};

Split splitBelow(const Sum &s, int64_t d) {
  Split sp;
  std::vector<Term> hi, lo;
  for (const Term &t : s.terms)
    (termDivisibility(t) == 0 || termDivisibility(t) % d == 0 ? hi : lo).push_back(t);
  int64_t lc = floorMod64(s.constant, d);
  int64_t hc = s.constant - lc;
  if (lo.empty() && lc == 0)
    return sp;
  SymExpr low = buildSum(lo, lc);
  SymExpr high = buildSum(hi, hc);
  if (!low || !high)
    return sp;
  auto r = low.range();
  if (!r || r->lo < 0 || r->hi > d)
    return sp;
  sp.ok = true;
  sp.high = high;
  sp.low = low;
  return sp;
}

// Candidate d's for splitBelow against divisor c: common factors of c with the
// terms' divisibility, largest first.
std::vector<int64_t> splitCandidates(const Sum &s, int64_t c) {
  std::vector<int64_t> ds;
  for (const Term &t : s.terms) {
    int64_t g = std::gcd(termDivisibility(t), c);
    if (g > 1)
      ds.push_back(g);
  }
  int64_t g = std::gcd(s.constant, c);
  if (g > 1)
    ds.push_back(g);
  std::sort(ds.begin(), ds.end(), std::greater<>());
  ds.erase(std::unique(ds.begin(), ds.end()), ds.end());
  return ds;
}

// ---- Add / Mul -------------------------------------------------------------------------

SymExpr simplifyAdd(SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst()) {
    int64_t r;
    if (!addOv(a.constValue(), b.constValue(), r))
      return C(r);
  }
  if (isConst(b, 0))
    return a;
  if (isConst(a, 0))
    return b;
  Sum s;
  collectSum(a, 1, s);
  collectSum(b, 1, s);
  if (!s.overflow)
    if (SymExpr r = buildSum(s))
      return r;
  orderCommutative(a, b);
  return makeBinary(SymKind::Add, a, b);
}

SymExpr simplifyMul(SymExpr a, SymExpr b) {
  orderCommutative(a, b);
  if (a.isConst() && b.isConst()) {
    int64_t r;
    if (!mulOv(a.constValue(), b.constValue(), r))
      return C(r);
    return makeBinary(SymKind::Mul, a, b);
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
        return simplifyMul(a.lhs(), C(r));
    }
    // A constant distributes over a sum, so sums stay flat.
    if (a.kind() == SymKind::Add) {
      Sum s;
      collectSum(a, b.constValue(), s);
      if (!s.overflow)
        if (SymExpr r = buildSum(s))
          return r;
    }
    return makeBinary(SymKind::Mul, a, b);
  }
  // Constants move to the top of a product.
  if (a.kind() == SymKind::Mul && a.rhs().isConst())
    return simplifyMul(simplifyMul(a.lhs(), b), a.rhs());
  if (b.kind() == SymKind::Mul && b.rhs().isConst())
    return simplifyMul(simplifyMul(a, b.lhs()), b.rhs());
  return makeBinary(SymKind::Mul, a, b);
}

// ---- Division and remainder by a positive constant ----------------------------------

SymExpr divConst(SymExpr a, int64_t c) {
  if (auto r = a.range(); r && r->lo < r->hi && floorDiv64(r->lo, c) == floorDiv64(r->hi - 1, c))
    return C(floorDiv64(r->lo, c));
  if (a.kind() == SymKind::Mul && a.rhs().isConst()) {
    int64_t k = a.rhs().constValue();
    int64_t g = std::gcd(absSat(k), c);
    if (g == c)
      return simplifyMul(a.lhs(), C(k / c));
    if (g > 1)
      return simplifyFloorDiv(simplifyMul(a.lhs(), C(k / g)), C(c / g));
  }
  if (a.kind() == SymKind::FloorDiv && a.rhs().isConst() && a.rhs().constValue() > 0) {
    int64_t r;
    if (!mulOv(a.rhs().constValue(), c, r))
      return simplifyFloorDiv(a.lhs(), C(r));
  }
  if (a.kind() == SymKind::Mod && a.rhs().isConst() && a.rhs().constValue() > 0 &&
      a.rhs().constValue() % c == 0)
    return simplifyMod(simplifyFloorDiv(a.lhs(), C(c)), C(a.rhs().constValue() / c));
  if (a.kind() == SymKind::Add) {
    Sum s = sumOf(a);
    if (!s.overflow) {
      // Terms that c divides cleanly leave the division.
      std::vector<Term> rest;
      SymExpr quotient = C(floorDiv64(s.constant, c));
      int64_t restConst = floorMod64(s.constant, c);
      for (const Term &t : s.terms) {
        SymExpr q = termDivisibility(t) % c == 0 ? cleanExactDiv(termExpr(t), c) : SymExpr();
        if (q)
          quotient = simplifyAdd(quotient, q);
        else
          rest.push_back(t);
      }
      if (rest.size() != s.terms.size() || restConst != s.constant) {
        SymExpr r = buildSum(rest, restConst);
        if (r)
          return simplifyAdd(quotient, simplifyFloorDiv(r, C(c)));
      }
      // An addend below a factor of c that divides the rest cannot carry into the quotient.
      for (int64_t d : splitCandidates(s, c)) {
        Split sp = splitBelow(s, d);
        if (sp.ok)
          return simplifyFloorDiv(sp.high, C(c));
      }
      // A factor common to every term and c cancels.
      int64_t g = c;
      for (const Term &t : s.terms)
        g = std::gcd(g, termDivisibility(t));
      g = std::gcd(g, s.constant);
      if (g > 1)
        if (SymExpr q = cleanExactDiv(a, g))
          return simplifyFloorDiv(q, C(c / g));
    }
  }
  return makeBinary(SymKind::FloorDiv, a, C(c));
}

SymExpr modConst(SymExpr a, int64_t c) {
  if (dividesFact(c, a))
    return C(0);
  if (auto r = a.range(); r && r->lo < r->hi && floorDiv64(r->lo, c) == floorDiv64(r->hi - 1, c)) {
    int64_t k = floorDiv64(r->lo, c);
    return k == 0 ? a : simplifyAdd(a, C(-k * c));
  }
  if (a.kind() == SymKind::Mul && a.rhs().isConst()) {
    int64_t k = a.rhs().constValue();
    int64_t g = std::gcd(absSat(k), c);
    if (g > 1)
      return simplifyMul(simplifyMod(simplifyMul(a.lhs(), C(k / g)), C(c / g)), C(g));
  }
  if (a.kind() == SymKind::Mod && a.rhs().isConst() && a.rhs().constValue() > 0 &&
      a.rhs().constValue() % c == 0)
    return simplifyMod(a.lhs(), C(c));
  if (a.kind() == SymKind::Add) {
    Sum s = sumOf(a);
    if (!s.overflow) {
      // Multiples of c vanish.
      std::vector<Term> rest;
      for (const Term &t : s.terms)
        if (!(termDivisibility(t) == 0 || termDivisibility(t) % c == 0))
          rest.push_back(t);
      int64_t restConst = floorMod64(s.constant, c);
      if (rest.size() != s.terms.size() || restConst != s.constant)
        if (SymExpr r = buildSum(rest, restConst))
          return simplifyMod(r, C(c));
      // An addend below a factor of c that divides the rest passes through.
      for (int64_t d : splitCandidates(s, c)) {
        Split sp = splitBelow(s, d);
        if (sp.ok)
          return simplifyAdd(simplifyMod(sp.high, C(c)), sp.low);
      }
      int64_t g = c;
      for (const Term &t : s.terms)
        g = std::gcd(g, termDivisibility(t));
      g = std::gcd(g, s.constant);
      if (g > 1)
        if (SymExpr q = cleanExactDiv(a, g))
          return simplifyMul(simplifyMod(q, C(c / g)), C(g));
    }
  }
  return makeBinary(SymKind::Mod, a, C(c));
}

// ---- Division and remainder by a symbolic divisor s >= 1 ---------------------------------

bool belowDivisor(SymExpr e, SymExpr s) {
  if (e.kind() == SymKind::Mod && e.rhs() == s)
    return true;
  auto r = e.range();
  return r && r->lo >= 0 && r->hi <= positiveLowerBound(s);
}

SymExpr divSym(SymExpr a, SymExpr s) {
  if (a == s)
    return C(1);
  if (belowDivisor(a, s))
    return C(0);
  if (SymExpr q = factorQuotient(a, s))
    return q;
  if (a.kind() == SymKind::Add) {
    Sum sum = sumOf(a);
    if (!sum.overflow) {
      SymExpr quotient = C(0);
      std::vector<Term> rest;
      for (const Term &t : sum.terms) {
        if (SymExpr q = factorQuotient(t.base, s))
          quotient = simplifyAdd(quotient, simplifyMul(q, C(t.coef)));
        else
          rest.push_back(t);
      }
      if (rest.size() != sum.terms.size())
        if (SymExpr r = buildSum(rest, sum.constant))
          return simplifyAdd(quotient, simplifyFloorDiv(r, s));
    }
  }
  return makeBinary(SymKind::FloorDiv, a, s);
}

SymExpr modSym(SymExpr a, SymExpr s) {
  if (a == s || factorQuotient(a, s))
    return C(0);
  if (belowDivisor(a, s))
    return a;
  if (a.kind() == SymKind::Add) {
    Sum sum = sumOf(a);
    if (!sum.overflow) {
      std::vector<Term> rest;
      for (const Term &t : sum.terms)
        if (!factorQuotient(t.base, s))
          rest.push_back(t);
      if (rest.size() != sum.terms.size())
        if (SymExpr r = buildSum(rest, sum.constant))
          return simplifyMod(r, s);
    }
  }
  return makeBinary(SymKind::Mod, a, s);
}

SymExpr simplifyFloorDiv(SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst() && b.constValue() != 0 &&
      !(a.constValue() == INT64_MIN && b.constValue() == -1))
    return C(floorDiv64(a.constValue(), b.constValue()));
  if (isConst(b, 1))
    return a;
  if (isConst(a, 0) && !isConst(b, 0))
    return a;
  if (b.isConst() && b.constValue() > 0)
    return divConst(a, b.constValue());
  if (!b.isConst() && positiveLowerBound(b) > 0)
    return divSym(a, b);
  return makeBinary(SymKind::FloorDiv, a, b);
}

SymExpr simplifyMod(SymExpr a, SymExpr b) {
  if (a.isConst() && b.isConst() && b.constValue() != 0)
    return C(floorMod64(a.constValue(), b.constValue()));
  if (isConst(b, 1) || isConst(b, -1))
    return C(0);
  if (b.isConst() && b.constValue() > 0)
    return modConst(a, b.constValue());
  if (!b.isConst() && positiveLowerBound(b) > 0)
    return modSym(a, b);
  return makeBinary(SymKind::Mod, a, b);
}

// ---- Bitwise ------------------------------------------------------------------------------

// p ^ z with z's low t bits zero (t >= 1): an addend of p in [0, 2^t) below a
// part divisible by 2^t is untouched by the xor.
SymExpr xorPeelLow(SymExpr p, SymExpr z) {
  int64_t dz = z.divisibility();
  int t = dz == 0 ? 62 : __builtin_ctzll(static_cast<uint64_t>(dz));
  t = std::min(t, 62);
  if (t == 0)
    return SymExpr();
  Sum s = sumOf(p);
  if (s.overflow)
    return SymExpr();
  for (int tt = t; tt >= 1; --tt) {
    Split sp = splitBelow(s, int64_t(1) << tt);
    if (sp.ok)
      return simplifyAdd(simplifyXor(sp.high, z), sp.low);
  }
  return SymExpr();
}

// p ^ z with 0 <= z < 2^t: addends of p divisible by 2^t are untouched.
SymExpr xorPeelHigh(SymExpr p, SymExpr z) {
  auto r = z.range();
  if (!r || r->lo < 0 || r->hi <= 1)
    return SymExpr();
  int t = 64 - __builtin_clzll(static_cast<uint64_t>(r->hi - 1));
  if (t >= 62)
    return SymExpr();
  int64_t P = int64_t(1) << t;
  Sum s = sumOf(p);
  if (s.overflow)
    return SymExpr();
  std::vector<Term> hi, lo;
  for (const Term &tm : s.terms)
    (termDivisibility(tm) == 0 || termDivisibility(tm) % P == 0 ? hi : lo).push_back(tm);
  int64_t lc = s.constant & (P - 1);
  int64_t hc = s.constant - lc;
  if (hi.empty() && hc == 0)
    return SymExpr();
  SymExpr high = buildSum(hi, hc), low = buildSum(lo, lc);
  if (!high || !low)
    return SymExpr();
  return simplifyAdd(simplifyXor(low, z), high);
}

SymExpr simplifyXor(SymExpr a, SymExpr b) {
  orderCommutative(a, b);
  if (a.isConst() && b.isConst())
    return C(a.constValue() ^ b.constValue());
  if (isConst(b, 0))
    return a;
  if (isConst(a, 0))
    return b;
  if (a == b)
    return C(0);
  for (int side = 0; side < 2; ++side) {
    SymExpr p = side ? b : a, z = side ? a : b;
    if (SymExpr r = xorPeelHigh(p, z))
      return r;
    if (SymExpr r = xorPeelLow(p, z))
      return r;
  }
  return makeBinary(SymKind::Xor, a, b);
}

SymExpr simplifyAnd(SymExpr a, SymExpr b) {
  orderCommutative(a, b);
  if (a.isConst() && b.isConst())
    return C(a.constValue() & b.constValue());
  if (isConst(b, 0))
    return b;
  if (isConst(b, -1) || a == b)
    return a;
  if (b.isConst()) {
    int64_t m = b.constValue();
    if (m > 0) {
      int lowBit = __builtin_ctzll(static_cast<uint64_t>(m));
      int64_t field = m >> lowBit;
      if (isPow2(field + 1)) {
        int64_t width = field + 1;
        if (lowBit == 0)
          return simplifyMod(a, C(width));
        int64_t scale = int64_t(1) << lowBit;
        return simplifyMul(simplifyMod(simplifyFloorDiv(a, C(scale)), C(width)), C(scale));
      }
      // Value known below 2^t and the mask keeps all of its bits.
      if (auto r = a.range(); r && r->lo >= 0) {
        int t = 64 - __builtin_clzll(static_cast<uint64_t>(std::max<int64_t>(r->hi - 1, 1)));
        int64_t low = t >= 63 ? -1 : (int64_t(1) << t) - 1;
        if ((m & low) == low)
          return a;
        if ((m & low) == 0)
          return C(0);
      }
    } else if (m < 0 && isPow2(-m)) {
      // ~(2^k - 1): round down to a multiple of 2^k.
      return simplifyMul(simplifyFloorDiv(a, C(-m)), C(-m));
    }
  }
  return makeBinary(SymKind::And, a, b);
}

SymExpr simplifyShift(SymKind kind, SymExpr a, SymExpr b) {
  if (isConst(b, 0) || isConst(a, 0))
    return a;
  if (b.isConst() && b.constValue() > 0) {
    int64_t k = b.constValue();
    if (kind == SymKind::Shr && k <= 62)
      return simplifyFloorDiv(a, C(int64_t(1) << k));
    if (kind == SymKind::Shl && k <= 62)
      return simplifyMul(a, C(int64_t(1) << k));
  }
  if (a.isConst() && b.isConst() && b.constValue() >= 0 && b.constValue() < 63 &&
      kind == SymKind::Shr)
    return C(a.constValue() >> b.constValue());
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
