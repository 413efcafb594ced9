#include "fly/algebra/IntTuple.h"

#include <algorithm>
#include <numeric>

namespace fly {

bool IntTuple::isStatic() const {
  if (isLeaf_)
    return leaf_.isStatic();
  for (const IntTuple &e : elements_)
    if (!e.isStatic())
      return false;
  return true;
}

bool IntTuple::isKnown() const {
  if (isLeaf_)
    return !leaf_.isDynamic() && !(leaf_.isBasis() && leaf_.basisScale().isDynamic());
  for (const IntTuple &e : elements_)
    if (!e.isKnown())
      return false;
  return true;
}

bool IntTuple::hasUnderscore() const {
  if (isLeaf_)
    return leaf_.isUnderscore();
  for (const IntTuple &e : elements_)
    if (e.hasUnderscore())
      return true;
  return false;
}

namespace {
void printTuple(const IntTuple &t, std::string &out, const char *sep) {
  if (t.isLeaf()) {
    out += t.leaf().str();
    return;
  }
  out += '(';
  bool first = true;
  for (const IntTuple &e : t.elements()) {
    if (!first)
      out += sep;
    first = false;
    printTuple(e, out, sep);
  }
  out += ')';
}
} // namespace

std::string IntTuple::str() const {
  std::string out;
  printTuple(*this, out, ",");
  return out;
}

std::string IntTuple::strSpaced() const {
  std::string out;
  printTuple(*this, out, ", ");
  return out;
}

bool operator==(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf_ != b.isLeaf_)
    return false;
  if (a.isLeaf_)
    return a.leaf_ == b.leaf_;
  return a.elements_ == b.elements_;
}

size_t rank(const IntTuple &t) { return t.rank(); }

size_t depth(const IntTuple &t) {
  if (t.isLeaf())
    return 0;
  size_t d = 0;
  for (const IntTuple &e : t.elements())
    d = std::max(d, depth(e));
  return d + 1;
}

Int product(const IntTuple &t) {
  if (t.isLeaf())
    return t.leaf();
  Int p(1);
  for (const IntTuple &e : t.elements())
    p = p * product(e);
  return p;
}

Int size(const IntTuple &t) { return product(t); }

Int sum(const IntTuple &t) {
  if (t.isLeaf())
    return t.leaf();
  Int s(0);
  for (const IntTuple &e : t.elements())
    s = s + sum(e);
  return s;
}

namespace {
void collectLeaves(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isLeaf()) {
    out.push_back(t);
    return;
  }
  for (const IntTuple &e : t.elements())
    collectLeaves(e, out);
}
} // namespace

IntTuple flatten(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> out;
  collectLeaves(t, out);
  return IntTuple(std::move(out));
}

std::vector<Int> leaves(const IntTuple &t) {
  std::vector<IntTuple> out;
  collectLeaves(t, out);
  std::vector<Int> r;
  r.reserve(out.size());
  for (const IntTuple &e : out)
    r.push_back(e.leaf());
  return r;
}

Result<IntTuple> get(const IntTuple &t, size_t i) {
  if (i >= t.rank())
    return Error("get: mode " + std::to_string(i) + " out of range for " + t.str() + " of rank " +
                 std::to_string(t.rank()));
  return t[i];
}

Result<IntTuple> get(const IntTuple &t, const std::vector<size_t> &path) {
  IntTuple cur = t;
  for (size_t i : path) {
    if (i >= cur.rank())
      return Error("get: mode " + std::to_string(i) + " out of range for " + cur.str() +
                   " (in " + t.str() + ")");
    IntTuple next = cur[i];
    cur = std::move(next);
  }
  return cur;
}

Result<IntTuple> select(const IntTuple &t, const std::vector<size_t> &indices) {
  std::vector<IntTuple> out;
  for (size_t i : indices) {
    if (i >= t.rank())
      return Error("select: mode " + std::to_string(i) + " out of range for " + t.str());
    out.push_back(t[i]);
  }
  return IntTuple(std::move(out));
}

Result<IntTuple> take(const IntTuple &t, size_t b, size_t e) {
  if (b > e || e > t.rank())
    return Error("take: range [" + std::to_string(b) + "," + std::to_string(e) + ") invalid for " +
                 t.str());
  std::vector<IntTuple> out;
  for (size_t i = b; i < e; ++i)
    out.push_back(t[i]);
  return IntTuple(std::move(out));
}

Result<IntTuple> group(const IntTuple &t, size_t b, size_t e) {
  if (b > e || e > t.rank())
    return Error("group: range [" + std::to_string(b) + "," + std::to_string(e) + ") invalid for " +
                 t.str());
  std::vector<IntTuple> out, mid;
  for (size_t i = 0; i < b; ++i)
    out.push_back(t[i]);
  for (size_t i = b; i < e; ++i)
    mid.push_back(t[i]);
  out.push_back(IntTuple(std::move(mid)));
  for (size_t i = e; i < t.rank(); ++i)
    out.push_back(t[i]);
  return IntTuple(std::move(out));
}

IntTuple append(const IntTuple &t, const IntTuple &x) {
  std::vector<IntTuple> out;
  if (t.isLeaf())
    out.push_back(t);
  else
    out = t.elements();
  out.push_back(x);
  return IntTuple(std::move(out));
}

IntTuple prepend(const IntTuple &t, const IntTuple &x) {
  std::vector<IntTuple> out;
  out.push_back(x);
  if (t.isLeaf())
    out.push_back(t);
  else
    out.insert(out.end(), t.elements().begin(), t.elements().end());
  return IntTuple(std::move(out));
}

IntTuple append_to_rank(const IntTuple &t, size_t n, const IntTuple &x) {
  if (t.rank() >= n && !(t.isLeaf() && n > 1))
    return t;
  std::vector<IntTuple> out;
  if (t.isLeaf())
    out.push_back(t);
  else
    out = t.elements();
  while (out.size() < n)
    out.push_back(x);
  return IntTuple(std::move(out));
}

Result<IntTuple> zip(const IntTuple &t) {
  // CuTe: a leaf stays; a tuple whose first element is a leaf is wrapped as
  // one mode; otherwise transpose by the rank of the first element.
  if (t.isLeaf())
    return t;
  if (t.rank() == 0 || t[0].isLeaf())
    return IntTuple::of(t);
  size_t r = t[0].rank();
  for (const IntTuple &e : t.elements())
    if (e.rank() < r && !(e.isLeaf() && r == 1))
      return Error("zip: modes of " + t.str() + " have different ranks");
  std::vector<IntTuple> out;
  for (size_t i = 0; i < r; ++i) {
    std::vector<IntTuple> col;
    for (const IntTuple &e : t.elements())
      col.push_back(e[i]);
    out.push_back(IntTuple(std::move(col)));
  }
  return IntTuple(std::move(out));
}

Result<IntTuple> zip(const IntTuple &a, const IntTuple &b) { return zip(IntTuple::of(a, b)); }

IntTuple unwrap_singletons(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  if (t.rank() == 1)
    return unwrap_singletons(t[0]);
  std::vector<IntTuple> out;
  out.reserve(t.rank());
  for (const IntTuple &e : t.elements())
    out.push_back(unwrap_singletons(e));
  return IntTuple(std::move(out));
}

IntTuple repeat_like(const IntTuple &profile, const Int &value) {
  if (profile.isLeaf())
    return IntTuple(value);
  std::vector<IntTuple> out;
  for (const IntTuple &e : profile.elements())
    out.push_back(repeat_like(e, value));
  return IntTuple(std::move(out));
}

bool congruent(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() || b.isLeaf())
    return a.isLeaf() && b.isLeaf();
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!congruent(a[i], b[i]))
      return false;
  return true;
}

bool weakly_congruent(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf())
    return true;
  if (b.isLeaf())
    return false;
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!weakly_congruent(a[i], b[i]))
      return false;
  return true;
}

bool compatible(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf())
    return knownEqual(a.leaf(), size(b));
  if (b.isLeaf())
    return false;
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!compatible(a[i], b[i]))
      return false;
  return true;
}

namespace {
template <class F>
Result<IntTuple> elementwise(const char *opName, const IntTuple &a, const IntTuple &b, F f) {
  if (a.isLeaf() && b.isLeaf())
    return IntTuple(f(a.leaf(), b.leaf()));
  if (a.isLeaf() || b.isLeaf() || a.rank() != b.rank())
    return Error(std::string(opName) + ": operands " + a.str() + " and " + b.str() +
                 " are not congruent");
  std::vector<IntTuple> out;
  out.reserve(a.rank());
  for (size_t i = 0; i < a.rank(); ++i) {
    auto r = elementwise(opName, a[i], b[i], f);
    if (!r)
      return r;
    out.push_back(std::move(r).value());
  }
  return IntTuple(std::move(out));
}
} // namespace

Result<IntTuple> add(const IntTuple &a, const IntTuple &b) {
  return elementwise("add", a, b, [](const Int &x, const Int &y) { return x + y; });
}
Result<IntTuple> add_coords(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() && b.isLeaf())
    return IntTuple(a.leaf() + b.leaf());
  // A static 0 is the zero of every coordinate (a layout of integer 0 strides over a coordinate
  // tensor adds nothing to its base, as in CuTe and FlyDSL).
  auto isZero = [](const IntTuple &t) { return t.isLeaf() && t.leaf().isStatic() && t.leaf().value() == 0; };
  if (isZero(b)) return a;
  if (isZero(a)) return b;
  if (a.isLeaf() || b.isLeaf())
    return Error("add_coords: operands " + a.str() + " and " + b.str() + " are not coordinates of the same kind");
  std::vector<IntTuple> out;
  for (size_t i = 0; i < std::max(a.rank(), b.rank()); ++i) {
    if (i >= a.rank()) { out.push_back(b[i]); continue; }
    if (i >= b.rank()) { out.push_back(a[i]); continue; }
    auto r = add_coords(a[i], b[i]);
    if (!r)
      return r;
    out.push_back(std::move(r).value());
  }
  return IntTuple(std::move(out));
}
Result<IntTuple> sub(const IntTuple &a, const IntTuple &b) {
  return elementwise("sub", a, b, [](const Int &x, const Int &y) { return x - y; });
}
Result<IntTuple> elem_scale(const IntTuple &a, const IntTuple &b) {
  return elementwise("elem_scale", a, b, [](const Int &x, const Int &y) { return x * y; });
}

Result<Int> inner_product(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() && b.isLeaf())
    return a.leaf() * b.leaf();
  if (a.isLeaf() || b.isLeaf() || a.rank() != b.rank())
    return Error("inner_product: operands " + a.str() + " and " + b.str() + " are not congruent");
  Int s(0);
  for (size_t i = 0; i < a.rank(); ++i) {
    auto r = inner_product(a[i], b[i]);
    if (!r)
      return r;
    s = s + *r;
  }
  return s;
}

IntTuple scale(const IntTuple &t, const Int &c) {
  if (t.isLeaf())
    return IntTuple(t.leaf() * c);
  std::vector<IntTuple> out;
  out.reserve(t.rank());
  for (const IntTuple &e : t.elements())
    out.push_back(scale(e, c));
  return IntTuple(std::move(out));
}

namespace {
IntTuple prefixRec(const IntTuple &t, Int &running) {
  if (t.isLeaf()) {
    IntTuple r(running);
    running = running * t.leaf();
    return r;
  }
  std::vector<IntTuple> out;
  out.reserve(t.rank());
  for (const IntTuple &e : t.elements())
    out.push_back(prefixRec(e, running));
  return IntTuple(std::move(out));
}
IntTuple suffixRec(const IntTuple &t, Int &running) {
  if (t.isLeaf()) {
    IntTuple r(running);
    running = running * t.leaf();
    return r;
  }
  std::vector<IntTuple> out(t.rank());
  for (size_t i = t.rank(); i-- > 0;)
    out[i] = suffixRec(t[i], running);
  return IntTuple(std::move(out));
}
} // namespace

IntTuple prefix_product(const IntTuple &t, const Int &init) {
  Int running = init;
  return prefixRec(t, running);
}

IntTuple suffix_product(const IntTuple &t, const Int &init) {
  Int running = init;
  return suffixRec(t, running);
}

Result<Int> shape_div(const Int &a, const Int &b) {
  if (a.isStatic() && b.isStatic()) {
    int64_t x = a.value(), y = b.value();
    if (y == 0)
      return Error("shape_div: division of " + a.str() + " by 0");
    if (x == 0)
      return Int(0);
    if (y == -1 || x == -1)
      return (x == INT64_MIN || y == INT64_MIN) ? Result<Int>(Error("shape_div: " + a.str() + " / " + b.str() + " overflows"))
                                                : Result<Int>(Int(x * y));
    if (x % y != 0 && y % x != 0)
      return Error("shape_div: neither of " + a.str() + " and " + b.str() + " divides the other");
    int64_t q = x / y;
    if (q != 0)
      return Int(q);
    return Int(((x > 0) == (y > 0)) ? 1 : -1);
  }
  if (b.is(1))
    return a;
  if (knownEqual(a, b))
    return Int(1);
  // a dynamic value divided by a static divisor its fact covers is exact.
  if (b.isStatic() && b.value() != 0 && a.divisibility() % b.value() == 0)
    return floorDiv(a, b);
  // Product-shaped dynamic expressions: x*k / y with y | k, handled by the simplifier.
  if (b.isStatic() && b.value() > 0) {
    // Exact exactly when the simplifier proves the remainder zero.
    if (a.expr() && mod(a, b).is(0))
      return floorDiv(a, b);
  }
  return Error("shape_div: cannot decide whether " + b.str() + " divides " + a.str() +
               " (dynamic operand without a sufficient divisibility fact)");
}

Result<IntTuple> shape_div(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple()) {
    if (b.isTuple()) {
      if (a.rank() != b.rank())
        return Error("shape_div: ranks of " + a.str() + " and " + b.str() + " differ");
      std::vector<IntTuple> out;
      for (size_t i = 0; i < a.rank(); ++i) {
        auto r = shape_div(a[i], b[i]);
        if (!r)
          return r;
        out.push_back(std::move(r).value());
      }
      return IntTuple(std::move(out));
    }
    // tuple / int: divide through the modes from the left.
    std::vector<IntTuple> out;
    IntTuple rest = b;
    for (const IntTuple &ai : a.elements()) {
      auto q = shape_div(ai, rest);
      if (!q)
        return q;
      auto r = shape_div(rest, IntTuple(product(ai)));
      if (!r)
        return r;
      out.push_back(std::move(q).value());
      rest = std::move(r).value();
    }
    return IntTuple(std::move(out));
  }
  if (b.isTuple())
    return shape_div(a, IntTuple(product(b)));
  auto r = shape_div(a.leaf(), b.leaf());
  if (!r)
    return r.error();
  return IntTuple(*r);
}

Result<IntTuple> ceil_div(const IntTuple &a, const IntTuple &b) {
  if (a.isTuple()) {
    if (b.isTuple()) {
      if (a.rank() < b.rank())
        return Error("ceil_div: rank of " + b.str() + " exceeds rank of " + a.str());
      std::vector<IntTuple> out;
      for (size_t i = 0; i < a.rank(); ++i) {
        auto r = i < b.rank() ? ceil_div(a[i], b[i]) : Result<IntTuple>(a[i]);
        if (!r)
          return r;
        out.push_back(std::move(r).value());
      }
      return IntTuple(std::move(out));
    }
    std::vector<IntTuple> out;
    Int rest = b.leaf();
    for (const IntTuple &ai : a.elements()) {
      Int p = product(ai);
      auto q = ceil_div(ai, IntTuple(rest));
      if (!q)
        return q;
      out.push_back(std::move(q).value());
      rest = ceilDiv(rest, p);
    }
    return IntTuple(std::move(out));
  }
  Int bb = product(b);
  if (bb.is(0))
    return Error("ceil_div: division of " + a.str() + " by 0");
  return IntTuple(ceilDiv(a.leaf(), bb));
}

Result<Int> shape_min(const Int &a, const Int &b) {
  if (a.is(1))
    return a;
  if (b.is(1))
    return b;
  if (a.isStatic() && b.isStatic())
    return Int(std::min(a.value(), b.value()));
  if (knownEqual(a, b))
    return a;
  return Error("shape_min: cannot decide the smaller of " + a.str() + " and " + b.str());
}

} // namespace fly
