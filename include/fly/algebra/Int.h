// fly::Int: one leaf of an IntTuple.
//
// A leaf is static (an int64 known now), dynamic (known when the kernel runs),
// a scaled basis vector (the strides of identity layouts, printed `1E0`), or
// the slicing wildcard `_` (only meaningful in coordinates given to
// slice/dice; it prints as `*` like the Fly dialect does). A dynamic leaf
// carries a divisibility fact (the value is a known multiple of it) and, when
// the algebra runs on IR values, a SymExpr telling how it is computed.
//
// Arithmetic: static op static is static; anything with a dynamic operand is
// dynamic, with the divisibility fact propagated and, when both sides have
// expressions (a static side always has one), a simplified expression.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fly/algebra/SymExpr.h"

namespace fly {

class Int {
public:
  enum class Kind : uint8_t { Static, Dynamic, Underscore, Basis };

  Int() = default; // static 0
  template <std::integral T>
  Int(T value) : value_(static_cast<int64_t>(value)) {}

  // A dynamic value known only by a divisibility fact (`?` or `?{div=d}`).
  static Int dynamic(int64_t divisibility = 1);
  // A dynamic value computed by `expr`; a constant expression gives a static Int.
  static Int symbolic(SymExpr expr);
  // The slicing wildcard `_`.
  static Int underscore();
  // A scaled basis vector scale*E<path> (CuTe's ScaledBasis): as a stride it
  // sends a coordinate into element `path` of a coordinate tuple. Printed
  // `1E0`, `4E1`, `1E1E0` (path outermost first). A scale of 0 gives static 0.
  static Int basis(const Int &scale, const std::vector<uint8_t> &path);

  Kind kind() const { return kind_; }
  bool isStatic() const { return kind_ == Kind::Static; }
  bool isDynamic() const { return kind_ == Kind::Dynamic; }
  bool isUnderscore() const { return kind_ == Kind::Underscore; }
  bool isBasis() const { return kind_ == Kind::Basis; }
  // Precondition: isBasis().
  Int basisScale() const;
  std::vector<uint8_t> basisPath() const { return std::vector<uint8_t>(path_, path_ + pathLen_); }

  // Precondition: isStatic().
  int64_t value() const { return value_; }
  std::optional<int64_t> staticValue() const {
    return isStatic() ? std::optional<int64_t>(value_) : std::nullopt;
  }
  // True iff static and equal to v.
  bool is(int64_t v) const { return isStatic() && value_ == v; }

  // Largest d known to divide the value: |v| for a static v (0 for 0), the
  // carried fact for a dynamic one.
  int64_t divisibility() const;
  // The expression computing a dynamic value (null if unknown); a static value
  // gives its constant expression.
  SymExpr expr() const;

  // `4`, `?`, `?{div=8}`, `*`.
  std::string str() const;

  // Structural identity: same kind, same static value, or same divisibility and
  // same expression. Two opaque `?` with the same fact are identical (as types
  // are) but not known to be equal values: see knownEqual.
  friend bool operator==(const Int &a, const Int &b);
  friend bool operator!=(const Int &a, const Int &b) { return !(a == b); }

private:
  Kind kind_ = Kind::Static;
  bool scaleDynamic_ = false; // basis only: the scale is dynamic (value_ is its divisibility)
  uint8_t pathLen_ = 0;       // basis only
  uint8_t path_[6] = {};
  int64_t value_ = 0; // static value, or the divisibility of a dynamic one
  SymExpr expr_;      // dynamic only (or a dynamic basis scale)
};

// True when a and b are provably the same value.
bool knownEqual(const Int &a, const Int &b);

Int operator+(const Int &a, const Int &b);
Int operator-(const Int &a, const Int &b);
Int operator-(const Int &a);
Int operator*(const Int &a, const Int &b);
// Floor division and a modulo with the divisor's sign; by a static 0 they give
// a dynamic value rather than trapping (callers that can divide by zero check).
Int floorDiv(const Int &a, const Int &b);
Int mod(const Int &a, const Int &b);
// ceil(a / b) for positive b.
Int ceilDiv(const Int &a, const Int &b);
// Static min/max; with a dynamic operand, a dynamic result (no min node).
Int min(const Int &a, const Int &b);
Int max(const Int &a, const Int &b);
Int abs(const Int &a);
Int signum(const Int &a);
Int gcd(const Int &a, const Int &b);
Int lcm(const Int &a, const Int &b);
Int operator^(const Int &a, const Int &b);
Int operator&(const Int &a, const Int &b);
Int operator<<(const Int &a, const Int &b);
Int operator>>(const Int &a, const Int &b);

int64_t gcd64(int64_t a, int64_t b);

} // namespace fly
