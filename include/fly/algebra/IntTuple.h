// fly::IntTuple: an Int or a (possibly nested, possibly empty) tuple of them,
// with CuTe's operations on it. Value semantics; printing and parsing use
// CuTe's notation (`(4,(2,2))`, `?` for a dynamic leaf, `?{div=8}`, `*` for
// the slicing wildcard). A rank-1 tuple `(8)` is not the leaf `8`.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "fly/algebra/Int.h"
#include "fly/algebra/Result.h"

namespace fly {

class IntTuple {
public:
  IntTuple() : isLeaf_(false) {} // the empty tuple `()`
  IntTuple(Int leaf) : leaf_(leaf) {}
  template <std::integral T>
  IntTuple(T value) : leaf_(value) {}
  explicit IntTuple(std::vector<IntTuple> elements)
      : isLeaf_(false), elements_(std::move(elements)) {}

  // A tuple of the given elements: IntTuple::of(4, IntTuple::of(2, 2)).
  template <class... T>
  static IntTuple of(T &&...elems) {
    std::vector<IntTuple> v;
    v.reserve(sizeof...(T));
    (v.emplace_back(std::forward<T>(elems)), ...);
    return IntTuple(std::move(v));
  }

  bool isLeaf() const { return isLeaf_; }
  bool isTuple() const { return !isLeaf_; }
  // Precondition: isLeaf().
  const Int &leaf() const { return leaf_; }

  // Number of top-level modes; a leaf has rank 1.
  size_t rank() const { return isLeaf_ ? 1 : elements_.size(); }
  // Mode i; mode 0 of a leaf is the leaf. Precondition: i < rank().
  const IntTuple &operator[](size_t i) const { return isLeaf_ ? *this : elements_[i]; }
  // Precondition: isTuple().
  const std::vector<IntTuple> &elements() const { return elements_; }
  std::vector<IntTuple> &elements() { return elements_; }

  // Every leaf static (no `?`, no `*`, no basis vector).
  bool isStatic() const;
  // No leaf is dynamic: known when the kernel is built (basis vectors with static scales and `*`
  // included), what fly.static may hold.
  bool isKnown() const;
  bool hasUnderscore() const;

  std::string str() const;   // CuTe: `(4,(2,2))`
  std::string strSpaced() const; // Fly IR types: `(4, (2, 2))`

  friend bool operator==(const IntTuple &a, const IntTuple &b);
  friend bool operator!=(const IntTuple &a, const IntTuple &b) { return !(a == b); }

private:
  bool isLeaf_ = true;
  Int leaf_;
  std::vector<IntTuple> elements_;
};

// Parses `4`, `(4,8)`, `((2,2),?{div=4})`, `()`, `*`/`_`; whitespace allowed.
Result<IntTuple> parseIntTuple(std::string_view text);

// ---- Structure -------------------------------------------------------------
size_t rank(const IntTuple &t);
// Nesting depth: a leaf is 0, `(4,8)` is 1, `(4,(2,2))` is 2.
size_t depth(const IntTuple &t);
// Product of the leaves (CuTe's size/product; the empty tuple gives 1).
Int product(const IntTuple &t);
Int size(const IntTuple &t);
Int sum(const IntTuple &t);
// Every leaf, in order, as a depth-1 tuple (a leaf stays a leaf).
IntTuple flatten(const IntTuple &t);
std::vector<Int> leaves(const IntTuple &t);
// Mode i, or the mode at a path of indices; errors name the path.
Result<IntTuple> get(const IntTuple &t, size_t i);
Result<IntTuple> get(const IntTuple &t, const std::vector<size_t> &path);
// (t[i0], t[i1], ...)
Result<IntTuple> select(const IntTuple &t, const std::vector<size_t> &indices);
// Modes [b, e) taken as one tuple.
Result<IntTuple> take(const IntTuple &t, size_t b, size_t e);
// Modes [b, e) replaced by one nested mode holding them.
Result<IntTuple> group(const IntTuple &t, size_t b, size_t e);
IntTuple append(const IntTuple &t, const IntTuple &x);
IntTuple prepend(const IntTuple &t, const IntTuple &x);
// Appends x until rank n (a leaf becomes a 1-tuple first); no-op if rank >= n.
IntTuple append_to_rank(const IntTuple &t, size_t n, const IntTuple &x);
// Transposes a tuple of equal-rank tuples: ((a,b),(c,d)) -> ((a,c),(b,d)).
Result<IntTuple> zip(const IntTuple &t);
// zip of two: (a0,a1),(b0,b1) -> ((a0,b0),(a1,b1)).
Result<IntTuple> zip(const IntTuple &a, const IntTuple &b);
// FlyDSL's canonical form of a tuple the algebra builds: every rank-1 tuple,
// at every level, becomes its only element (`((4),(2,(3)))` -> `(4,(2,3))`).
IntTuple unwrap_singletons(const IntTuple &t);
// A tuple shaped like `profile` with every leaf replaced by `value`.
IntTuple repeat_like(const IntTuple &profile, const Int &value);

// ---- Comparisons of profiles ---------------------------------------------------
// Same tree shape (leaves anywhere match leaves).
bool congruent(const IntTuple &a, const IntTuple &b);
// a's profile is a prefix-refinement of b's: a leaf of a may stand for a subtree of b.
bool weakly_congruent(const IntTuple &a, const IntTuple &b);
// Coordinates of shape a can be used for shape b: same size, and a leaf of a
// covers any subtree of b with the same size. Dynamic sizes compare by knownEqual.
bool compatible(const IntTuple &a, const IntTuple &b);

// ---- Arithmetic -----------------------------------------------------------------
// Elementwise; ranks must match at each level (a leaf on one side and a tuple
// on the other is an error).
Result<IntTuple> add(const IntTuple &a, const IntTuple &b);
Result<IntTuple> sub(const IntTuple &a, const IntTuple &b);
// CuTe's ArithmeticTuple sum of coordinates: like add, but at each level the tuple of lower rank is
// padded with zeros, so a coordinate along E0 only, (x), plus (a, b) is (x + a, b).
Result<IntTuple> add_coords(const IntTuple &a, const IntTuple &b);
Result<IntTuple> elem_scale(const IntTuple &a, const IntTuple &b);
// Sum of products of matching leaves (a and b congruent).
Result<Int> inner_product(const IntTuple &a, const IntTuple &b);
// Multiplies every leaf by c.
IntTuple scale(const IntTuple &t, const Int &c);
// Exclusive prefix products in colexicographic order (compact column-major
// strides): (4,(2,3)) -> (1,(4,8)).
IntTuple prefix_product(const IntTuple &t, const Int &init = 1);
// Exclusive suffix products (compact row-major strides).
IntTuple suffix_product(const IntTuple &t, const Int &init = 1);
// CuTe's shape_div: a / b where b divides a, else 1 (signed) when a divides b;
// tuple / int divides mode by mode from the left. An error if neither divides.
Result<IntTuple> shape_div(const IntTuple &a, const IntTuple &b);
Result<Int> shape_div(const Int &a, const Int &b);
// Elementwise ceil(a/b); a tuple by an int divides through the modes from the
// left (CuTe's ceil_div).
Result<IntTuple> ceil_div(const IntTuple &a, const IntTuple &b);
// CuTe's shape_min on leaves.
Result<Int> shape_min(const Int &a, const Int &b);

} // namespace fly
