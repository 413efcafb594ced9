#include "fly/algebra/Int.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace fly {

namespace {

int64_t floorDiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

// The result of an operation with a dynamic operand: the expression when both
// sides have one, else only a divisibility fact.
Int combine(const Int &a, const Int &b, SymExpr (*op)(SymExpr, SymExpr), int64_t factIfOpaque) {
  SymExpr ea = a.expr(), eb = b.expr();
  if (ea && eb)
    return Int::symbolic(op(ea, eb));
  return Int::dynamic(factIfOpaque);
}

SymExpr addE(SymExpr a, SymExpr b) { return a + b; }
SymExpr subE(SymExpr a, SymExpr b) { return a - b; }
SymExpr mulE(SymExpr a, SymExpr b) { return a * b; }
SymExpr divE(SymExpr a, SymExpr b) { return floorDiv(a, b); }
SymExpr modE(SymExpr a, SymExpr b) { return mod(a, b); }
SymExpr xorE(SymExpr a, SymExpr b) { return a ^ b; }
SymExpr andE(SymExpr a, SymExpr b) { return a & b; }
SymExpr shlE(SymExpr a, SymExpr b) { return a << b; }
SymExpr shrE(SymExpr a, SymExpr b) { return a >> b; }

int64_t mulFact(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    return std::max(a, b);
  return r == 0 ? 1 : r;
}

} // namespace

int64_t gcd64(int64_t a, int64_t b) { return std::gcd(a, b); }

Int Int::dynamic(int64_t divisibility) {
  Int r;
  r.kind_ = Kind::Dynamic;
  r.value_ = divisibility <= 0 ? 1 : divisibility;
  return r;
}

Int Int::symbolic(SymExpr expr) {
  if (!expr)
    return dynamic(1);
  if (expr.isConst())
    return Int(expr.constValue());
  Int r;
  r.kind_ = Kind::Dynamic;
  r.value_ = expr.divisibility() <= 0 ? 1 : expr.divisibility();
  r.expr_ = expr;
  return r;
}

Int Int::underscore() {
  Int r;
  r.kind_ = Kind::Underscore;
  r.value_ = 1;
  return r;
}

Int Int::basis(const Int &scale, const std::vector<uint8_t> &path) {
  if (scale.isBasis() || scale.isUnderscore() || path.empty() || path.size() > 6)
    return Int::dynamic(1); // not a valid basis: an opaque value that no static check accepts
  if (scale.is(0))
    return Int(0);
  Int r;
  r.kind_ = Kind::Basis;
  r.scaleDynamic_ = scale.isDynamic();
  r.value_ = scale.isDynamic() ? scale.divisibility() : scale.value();
  r.expr_ = scale.isDynamic() ? scale.expr() : SymExpr();
  r.pathLen_ = static_cast<uint8_t>(path.size());
  for (size_t i = 0; i < path.size(); ++i)
    r.path_[i] = path[i];
  return r;
}

Int Int::basisScale() const {
  if (kind_ != Kind::Basis)
    return *this;
  if (!scaleDynamic_)
    return Int(value_);
  return expr_ ? Int::symbolic(expr_) : Int::dynamic(value_);
}

int64_t Int::divisibility() const {
  if (kind_ == Kind::Basis)
    return basisScale().divisibility();
  if (kind_ == Kind::Static)
    return value_ < 0 ? -value_ : value_;
  return value_;
}

SymExpr Int::expr() const {
  if (kind_ == Kind::Static)
    return SymExpr::constant(value_);
  if (kind_ == Kind::Basis)
    return SymExpr(); // a vector, not an integer
  return expr_;
}

std::string Int::str() const {
  switch (kind_) {
  case Kind::Static: return std::to_string(value_);
  case Kind::Underscore: return "*";
  case Kind::Basis: {
    std::string out = basisScale().str();
    for (uint8_t i = 0; i < pathLen_; ++i)
      out += "E" + std::to_string(path_[i]);
    return out;
  }
  case Kind::Dynamic:
    if (value_ == 1)
      return "?";
    return "?{div=" + std::to_string(value_) + "}";
  }
  return "?";
}

bool operator==(const Int &a, const Int &b) {
  if (a.kind_ != b.kind_ || a.value_ != b.value_ || a.expr_ != b.expr_)
    return false;
  if (a.kind_ != Int::Kind::Basis)
    return true;
  return a.scaleDynamic_ == b.scaleDynamic_ && a.basisPath() == b.basisPath();
}

bool knownEqual(const Int &a, const Int &b) {
  if (a.isBasis() || b.isBasis())
    return a.isBasis() && b.isBasis() && a.basisPath() == b.basisPath() &&
           knownEqual(a.basisScale(), b.basisScale());
  if (a.isStatic() && b.isStatic())
    return a.value() == b.value();
  SymExpr ea = a.expr(), eb = b.expr();
  return ea && eb && ea == eb;
}

namespace {
// Arithmetic where an operand is a basis vector: a vector times a number is a
// vector; vectors along the same basis add; anything else is not a leaf
// (callers that sum along different bases, like crd2coord, do it themselves)
// and gives an opaque value that no static check accepts.
Int basisAddSub(const Int &a, const Int &b, bool sub) {
  if (b.is(0))
    return a;
  if (a.is(0) && !sub)
    return b;
  if (a.isBasis() && b.isBasis() && a.basisPath() == b.basisPath())
    return Int::basis(sub ? a.basisScale() - b.basisScale() : a.basisScale() + b.basisScale(), a.basisPath());
  return Int::dynamic(1);
}
Int basisMul(const Int &a, const Int &b) {
  if (a.isBasis() && b.isBasis())
    return Int::dynamic(1);
  const Int &v = a.isBasis() ? a : b;
  const Int &k = a.isBasis() ? b : a;
  return Int::basis(v.basisScale() * k, v.basisPath());
}
} // namespace

// Static arithmetic that overflows int64 has no true value to give: the
// result becomes an opaque dynamic value, which every operation needing a
// static one then reports, instead of a wrapped-around number.
Int operator+(const Int &a, const Int &b) {
  int64_t r;
  if (a.isBasis() || b.isBasis())
    return basisAddSub(a, b, false);
  if (a.isStatic() && b.isStatic())
    return __builtin_add_overflow(a.value(), b.value(), &r) ? Int::dynamic(1) : Int(r);
  if (a.is(0))
    return b;
  if (b.is(0))
    return a;
  return combine(a, b, addE, std::gcd(a.divisibility(), b.divisibility()));
}

Int operator-(const Int &a, const Int &b) {
  int64_t r;
  if (a.isBasis() || b.isBasis())
    return basisAddSub(a, b, true);
  if (a.isStatic() && b.isStatic())
    return __builtin_sub_overflow(a.value(), b.value(), &r) ? Int::dynamic(1) : Int(r);
  if (b.is(0))
    return a;
  return combine(a, b, subE, std::gcd(a.divisibility(), b.divisibility()));
}

Int operator-(const Int &a) { return Int(0) - a; }

Int operator*(const Int &a, const Int &b) {
  int64_t r;
  if (a.isBasis() || b.isBasis())
    return basisMul(a, b);
  if (a.isStatic() && b.isStatic())
    return __builtin_mul_overflow(a.value(), b.value(), &r) ? Int::dynamic(1) : Int(r);
  if (a.is(0) || b.is(0))
    return Int(0);
  if (a.is(1))
    return b;
  if (b.is(1))
    return a;
  return combine(a, b, mulE, mulFact(a.divisibility(), b.divisibility()));
}

Int floorDiv(const Int &a, const Int &b) {
  if (a.isBasis() && !b.isBasis())
    return Int::basis(floorDiv(a.basisScale(), b), a.basisPath());
  if (a.isStatic() && b.isStatic() && b.value() != 0)
    return (a.value() == INT64_MIN && b.value() == -1) ? Int::dynamic(1) : Int(floorDiv64(a.value(), b.value()));
  if (b.is(1))
    return a;
  int64_t fact = 1;
  if (b.isStatic() && b.value() != 0 && a.divisibility() % b.value() == 0)
    fact = std::abs(a.divisibility() / b.value());
  return combine(a, b, divE, fact);
}

Int mod(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic() && b.value() != 0)
    return b.value() == -1 ? Int(0) : Int(a.value() - floorDiv64(a.value(), b.value()) * b.value());
  if (b.is(1))
    return Int(0);
  if (b.isStatic() && b.value() != 0 && a.divisibility() % b.value() == 0)
    return Int(0);
  return combine(a, b, modE, std::gcd(a.divisibility(), b.divisibility()));
}

Int ceilDiv(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic() && b.value() > 0) {
    int64_t t;
    if (__builtin_add_overflow(a.value(), b.value() - 1, &t))
      return Int::dynamic(1);
    return Int(floorDiv64(t, b.value()));
  }
  if (b.is(1))
    return a;
  if (b.isStatic() && b.value() > 0 && a.divisibility() % b.value() == 0)
    return floorDiv(a, b);
  return floorDiv(a + b - Int(1), b);
}

Int min(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(std::min(a.value(), b.value()));
  if (knownEqual(a, b))
    return a;
  return Int::dynamic(std::gcd(a.divisibility(), b.divisibility()));
}

Int max(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(std::max(a.value(), b.value()));
  if (knownEqual(a, b))
    return a;
  return Int::dynamic(std::gcd(a.divisibility(), b.divisibility()));
}

// Dynamic values standing in shapes and strides are taken to be positive
// (the algebra has no abs/sign node): abs is the value itself and signum 1,
// unless a known range says otherwise.
Int abs(const Int &a) {
  if (a.isBasis())
    return Int::basis(abs(a.basisScale()), a.basisPath());
  if (a.isStatic())
    return Int(a.value() < 0 ? -a.value() : a.value());
  if (auto r = a.expr().range(); r && r->hi <= 0)
    return -a;
  return a;
}

Int signum(const Int &a) {
  if (a.isBasis())
    return signum(a.basisScale());
  if (a.isStatic())
    return Int(a.value() > 0 ? 1 : (a.value() < 0 ? -1 : 0));
  if (auto r = a.expr().range(); r && r->hi <= 0)
    return Int(-1); // every value in [lo, hi) is negative
  return Int(1);
}

Int gcd(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(std::gcd(a.value(), b.value()));
  if (knownEqual(a, b))
    return abs(a);
  return Int::dynamic(1);
}

Int lcm(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(std::lcm(a.value(), b.value()));
  if (knownEqual(a, b))
    return abs(a);
  return Int::dynamic(std::lcm(a.divisibility(), b.divisibility()));
}

Int operator^(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(a.value() ^ b.value());
  return combine(a, b, xorE, 1);
}

Int operator&(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic())
    return Int(a.value() & b.value());
  if (a.is(0) || b.is(0))
    return Int(0);
  return combine(a, b, andE, 1);
}

Int operator<<(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic() && b.value() >= 0 && b.value() < 63)
    return Int(static_cast<int64_t>(static_cast<uint64_t>(a.value()) << b.value()));
  if (b.is(0))
    return a;
  int64_t fact = (b.isStatic() && b.value() >= 0 && b.value() < 62) ? mulFact(a.divisibility(), int64_t(1) << b.value()) : 1;
  return combine(a, b, shlE, fact);
}

Int operator>>(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic() && b.value() >= 0 && b.value() < 63)
    return Int(a.value() >> b.value());
  if (b.is(0))
    return a;
  return combine(a, b, shrE, 1);
}

} // namespace fly
