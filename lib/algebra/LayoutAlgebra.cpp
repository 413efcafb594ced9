// CuTe's layout algebra on fly::Layout. The procedures follow the published
// semantics of CuTe (cute/layout.hpp, docs/03_layout_algebra): the same
// intermediate steps are taken so that results have CuTe's exact form
// (nesting, leftover size-1 modes), which the oracle corpus checks.
#include "fly/algebra/LayoutAlgebra.h"

#include <algorithm>

namespace fly {

// CuTe's form of each result (what the oracle corpus holds); the public
// functions at the end of this file return FlyDSL's canonical form of it.
static Result<Layout> cute_composition(const Layout &a, const Layout &b);
static Result<Layout> cute_composition(const Layout &a, const Tiler &b);
static Result<Layout> cute_logical_divide(const Layout &a, const Tiler &tiler);
static Result<Layout> cute_zipped_divide(const Layout &a, const Tiler &tiler);
static Result<Layout> cute_tiled_divide(const Layout &a, const Tiler &tiler);
static Result<Layout> cute_flat_divide(const Layout &a, const Tiler &tiler);
static Result<Layout> cute_logical_product(const Layout &block, const Tiler &tiler);
static Result<Layout> cute_zipped_product(const Layout &block, const Tiler &tiler);
static Result<Layout> cute_tiled_product(const Layout &block, const Tiler &tiler);
static Result<Layout> cute_flat_product(const Layout &block, const Tiler &tiler);
static Result<Layout> cute_blocked_product(const Layout &block, const Layout &tiler);
static Result<Layout> cute_raked_product(const Layout &block, const Layout &tiler);

namespace {

std::string q(const Layout &l) { return l.str(); }

Error opError(const std::string &op, const std::string &operands, const std::string &why) {
  return Error(op + "(" + operands + "): " + why);
}

// Flattened leaves of a layout, as parallel vectors.
struct FlatModes {
  std::vector<Int> shape;
  std::vector<Int> stride;
};

FlatModes flatModes(const Layout &l) { return {leaves(l.shape()), leaves(l.stride())}; }

Layout fromModes(const std::vector<Int> &shape, const std::vector<Int> &stride, bool asTuple) {
  if (!asTuple && shape.size() == 1)
    return Layout(shape[0], stride[0]);
  std::vector<IntTuple> s(shape.begin(), shape.end()), d(stride.begin(), stride.end());
  return Layout(IntTuple(std::move(s)), IntTuple(std::move(d)));
}

// CuTe's bw_coalesce: walks old modes [0, n) from the back, merging each into
// the front of the new layout when old_shape*old_stride == front stride.
Layout bwCoalesce(const std::vector<Int> &oldShape, const std::vector<Int> &oldStride, size_t n,
                  Int newShape, Int newStride) {
  std::vector<Int> shapes{newShape}, strides{newStride}; // reversed: front is back()
  bool isTuple = false;
  for (size_t k = n; k-- > 0;) {
    const Int &s = oldShape[k];
    const Int &d = oldStride[k];
    if (s.is(1))
      continue;
    if (!isTuple && shapes.back().is(1)) {
      shapes.back() = s;
      strides.back() = d;
      continue;
    }
    if (shapes.back().isStatic() && knownEqual(s * d, strides.back())) {
      shapes.back() = s * shapes.back();
      strides.back() = d;
      continue;
    }
    shapes.push_back(s);
    strides.push_back(d);
    isTuple = true;
  }
  if (!isTuple && shapes.back().is(1))
    return Layout(Int(1), Int(0));
  std::reverse(shapes.begin(), shapes.end());
  std::reverse(strides.begin(), strides.end());
  return fromModes(shapes, strides, isTuple);
}

// Coalesce that also keeps the function outside the domain (CuTe's coalesce_x):
// a trailing size-1 mode keeps its stride as a size-2 mode.
Layout coalesceX(const Layout &layout) {
  FlatModes f = flatModes(layout);
  if (f.shape.empty())
    return Layout(Int(1), Int(0));
  size_t r = f.shape.size();
  Int last = f.shape[r - 1].is(1) ? Int(2) : f.shape[r - 1];
  return bwCoalesce(f.shape, f.stride, r - 1, last, f.stride[r - 1]);
}

Result<Layout> compositionImpl(const Layout &lhs, const IntTuple &rs, const IntTuple &rd,
                               const Layout &origA, const Layout &origB) {
  if (rs.isTuple()) {
    std::vector<Layout> modes;
    modes.reserve(rs.rank());
    for (size_t i = 0; i < rs.rank(); ++i) {
      auto m = compositionImpl(lhs, rs[i], rd[i], origA, origB);
      if (!m)
        return m;
      modes.push_back(std::move(m).value());
    }
    return make_layout(modes);
  }
  const Int &s = rs.leaf();
  const Int &d = rd.leaf();
  if (d.is(0))
    return Layout(rs, rd);
  if (d.isBasis())
    return opError("composition", q(origA) + ", " + q(origB),
                   "a right operand with basis strides is not supported");
  if (lhs.shape().isLeaf())
    return Layout(rs, IntTuple(d * lhs.stride().leaf()));

  auto fail = [&](const std::string &why) {
    return opError("composition", q(origA) + ", " + q(origB), why);
  };
  FlatModes f = flatModes(lhs);
  size_t r = f.shape.size();
  // Walk the lhs modes: the rhs stride is divided out of them (the stride
  // divisibility condition), then the rhs shape is taken from what is left
  // (the shape divisibility condition).
  std::vector<Int> resultShape, resultStride;
  Int restShape = s, restStride = d;
  for (size_t i = 0; i + 1 < r; ++i) {
    const Int &currShape = f.shape[i];
    const Int &currStride = f.stride[i];
    // CuTe accepts a stride smaller than the shape without dividing it, and then
    // computes a wrong function; Fly requires one to divide the other (only
    // where there is still shape left to place).
    if (currShape.isStatic() && restStride.isStatic() && !restShape.is(1)) {
      int64_t rs = restStride.value() < 0 ? -restStride.value() : restStride.value();
      int64_t cs = currShape.value();
      // A stride that does not divide the shape is fine when the rest of the
      // rhs ends inside this mode.
      bool endsHere = rs > 0 && restShape.isStatic() && rs < cs &&
                      static_cast<__int128>(restShape.value() - 1) * rs < cs;
      if (cs == 0 || rs == 0 || !(rs % cs == 0 || cs % rs == 0 || endsHere))
        return fail("stride divisibility condition fails: stride " + restStride.str() +
                    " and shape " + currShape.str() + " do not divide one another");
    }
    Int absStride = abs(restStride);
    Int nextShape = ceilDiv(currShape, absStride);
    Int nextStride = ceilDiv(absStride, currShape) * signum(restStride);
    if (nextShape.is(1) || restShape.is(1)) {
      restStride = nextStride;
      continue;
    }
    Int newShape;
    if (nextShape.isStatic() && restShape.isStatic()) {
      newShape = Int(std::min(nextShape.value(), restShape.value()));
      if (newShape.value() == 0 || restShape.value() % newShape.value() != 0)
        return fail("shape divisibility condition fails: shape " + restShape.str() +
                    " is not a multiple of " + newShape.str());
    } else if (knownEqual(nextShape, restShape)) {
      newShape = restShape;
    } else if (restShape.isStatic() && restShape.value() > 0 &&
               nextShape.divisibility() % restShape.value() == 0) {
      newShape = restShape; // a positive multiple of restShape is at least restShape
    } else {
      return fail("cannot decide min(" + nextShape.str() + ", " + restShape.str() +
                  ") for dynamic values");
    }
    resultShape.push_back(newShape);
    resultStride.push_back(restStride * currStride);
    auto qs = shape_div(restShape, newShape);
    if (!qs)
      return fail(qs.error().message);
    restShape = *qs;
    restStride = nextStride;
  }
  if (resultShape.empty())
    return Layout(restShape, restStride * f.stride[r - 1]);
  if (restShape.is(1))
    return fromModes(resultShape, resultStride, false);
  resultShape.push_back(restShape);
  resultStride.push_back(restStride * f.stride[r - 1]);
  return fromModes(resultShape, resultStride, true);
}

// make_layout(l, x) padded with 1:0 modes up to rank n (CuTe's append<N>).
Layout appendToRank(const Layout &l, size_t n) {
  if (l.rank() >= n && !(l.shape().isLeaf() && n > 1))
    return l;
  return Layout(append_to_rank(l.shape(), n, IntTuple(1)), append_to_rank(l.stride(), n, IntTuple(0)));
}

bool layoutsOk(const Layout &a) { return congruent(a.shape(), a.stride()); }

} // namespace

// ---- Tiler ----------------------------------------------------------------------------------

Tiler Tiler::fromShape(const IntTuple &shape) {
  if (shape.isLeaf()) {
    if (shape.leaf().isUnderscore())
      return keep();
    return Tiler(make_layout(shape));
  }
  std::vector<Tiler> m;
  for (const IntTuple &e : shape.elements())
    m.push_back(fromShape(e));
  return modes(std::move(m));
}

std::string Tiler::str() const {
  switch (kind_) {
  case Kind::Layout: return layout_.str();
  case Kind::Keep: return "_";
  case Kind::Modes: {
    std::string s = "[";
    for (size_t i = 0; i < modes_.size(); ++i)
      s += (i ? ", " : "") + modes_[i].str();
    return s + "]";
  }
  }
  return "";
}

// ---- Coalesce ------------------------------------------------------------------------------

Layout coalesce(const Layout &layout) {
  FlatModes f = flatModes(layout);
  if (f.shape.empty())
    return Layout(Int(1), Int(0));
  size_t r = f.shape.size();
  return bwCoalesce(f.shape, f.stride, r - 1, f.shape[r - 1], f.stride[r - 1]);
}

Result<Layout> coalesce(const Layout &layout, const IntTuple &profile) {
  if (profile.isLeaf())
    return coalesce(layout);
  if (profile.rank() > layout.rank() || layout.shape().isLeaf())
    return opError("coalesce", q(layout) + ", " + profile.str(), "profile has more modes than the layout");
  std::vector<Layout> modes;
  for (size_t i = 0; i < layout.rank(); ++i) {
    if (i < profile.rank()) {
      auto m = coalesce(layout[i], profile[i]);
      if (!m)
        return m;
      modes.push_back(std::move(m).value());
    } else {
      modes.push_back(layout[i]);
    }
  }
  return make_layout(modes);
}

IntTuple coalesce(const IntTuple &shape) {
  std::vector<Int> ls = leaves(shape);
  if (ls.empty())
    return IntTuple(1);
  std::vector<IntTuple> out{IntTuple(ls[0])};
  for (size_t i = 1; i < ls.size(); ++i) {
    Int back = out.back().leaf();
    if (back.isStatic() == ls[i].isStatic())
      out.back() = IntTuple(back * ls[i]);
    else
      out.push_back(IntTuple(ls[i]));
  }
  if (out.size() == 1)
    return out[0];
  return IntTuple(std::move(out));
}

namespace {
IntTuple filterZerosShape(const IntTuple &shape, const IntTuple &stride) {
  if (shape.isLeaf())
    return stride.leaf().is(0) ? IntTuple(1) : shape;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i)
    out.push_back(filterZerosShape(shape[i], stride[i]));
  return IntTuple(std::move(out));
}
} // namespace

Layout filter_zeros(const Layout &layout) {
  return Layout(filterZerosShape(layout.shape(), layout.stride()), layout.stride());
}

Layout filter(const Layout &layout) { return coalesce(filter_zeros(layout)); }

// ---- Composition ------------------------------------------------------------------------------

namespace {
// CuTe composes mode by mode (right-distributivity), which is only right when
// a is additive over the sum of b's modes: no mode of b may carry into the
// next coordinate of a. Checks that per a-digit the largest digits reached by
// b's leaf modes add up to less than the extent (cost: sum of b's extents).
Result<bool> checkNoCarry(const Layout &flatA, const Layout &b, const Layout &origA) {
  if (flatA.shape().isLeaf())
    return true; // a single mode is linear
  FlatModes fa = flatModes(flatA), fb = flatModes(b);
  std::vector<size_t> moving;
  for (size_t k = 0; k < fb.shape.size(); ++k)
    if (!fb.shape[k].is(1) && !fb.stride[k].is(0))
      moving.push_back(k);
  if (moving.size() <= 1)
    return true;
  auto cannot = [&](const std::string &why) {
    return opError("composition", q(origA) + ", " + q(b), why);
  };
  for (size_t j = 0; j + 1 < fa.shape.size(); ++j)
    if (!fa.shape[j].isStatic())
      return cannot("cannot verify that the modes of the right operand do not interfere in the "
                    "dynamic left operand (compose mode by mode with a tiler instead)");
  for (size_t k : moving) {
    if (!fb.shape[k].isStatic() || !fb.stride[k].isStatic())
      return cannot("cannot verify that the dynamic modes of the right operand do not interfere "
                    "in the left operand (compose mode by mode with a tiler instead)");
    if (fb.stride[k].value() < 0)
      return true; // negative strides: CuTe's result is taken as is
  }
  int64_t prefix = 1;
  for (size_t j = 0; j + 1 < fa.shape.size(); ++j) {
    int64_t s = fa.shape[j].value();
    if (s <= 0)
      return true;
    // (d*c / prefix) mod s repeats with period s*prefix in c.
    __int128 period = static_cast<__int128>(s) * prefix;
    int64_t total = 0;
    for (size_t k : moving) {
      int64_t d = fb.stride[k].value(), n = fb.shape[k].value(), best = 0;
      __int128 limit = std::min<__int128>(n, period);
      if (limit > (int64_t(1) << 22))
        return cannot("the operands are too large to verify that the modes of the right operand do not interfere");
      for (int64_t c = 1; c < limit && best < s - 1; ++c)
        best = std::max(best, static_cast<int64_t>((static_cast<__int128>(d) * c / prefix) % s));
      total += best;
    }
    if (total >= s)
      return cannot("the modes of the right operand interfere in the left operand's coordinate " +
                    std::to_string(j) + " (extent " + std::to_string(s) +
                    "): the result would not be the composed function");
    if (__builtin_mul_overflow(prefix, s, &prefix))
      return true; // no later coordinate can be reached by a carry
  }
  return true;
}
} // namespace

Result<Layout> cute_composition(const Layout &a, const Layout &b) {
  if (!layoutsOk(a) || !layoutsOk(b))
    return opError("composition", q(a) + ", " + q(b), "shape and stride are not congruent");
  Layout flatA = coalesceX(a);
  auto r = compositionImpl(flatA, b.shape(), b.stride(), a, b);
  if (!r)
    return r;
  auto ok = checkNoCarry(flatA, b, a);
  if (!ok)
    return ok.error();
  return r;
}

Result<Layout> cute_composition(const Layout &a, const Tiler &b) {
  switch (b.kind()) {
  case Tiler::Kind::Layout: return cute_composition(a, b.layout());
  case Tiler::Kind::Keep: return a;
  case Tiler::Kind::Modes: {
    if (b.modes().size() > a.rank() || (a.shape().isLeaf() && b.modes().size() > 1))
      return opError("composition", q(a) + ", " + b.str(), "tiler has more modes than the layout");
    std::vector<Layout> modes;
    for (size_t i = 0; i < b.modes().size(); ++i) {
      auto m = cute_composition(a[i], b.modes()[i]);
      if (!m)
        return m;
      modes.push_back(std::move(m).value());
    }
    return make_layout(modes);
  }
  }
  return a;
}

// ---- Complement --------------------------------------------------------------------------------

Result<Layout> complement(const Layout &a, const IntTuple &cotarget) {
  auto fail = [&](const std::string &why) { return opError("complement", q(a) + ", " + cotarget.str(), why); };
  if (!layoutsOk(a))
    return fail("shape and stride are not congruent");
  Layout filt = filter(a);
  if (filt.stride().isLeaf() && filt.stride().leaf().is(0))
    return make_layout(coalesce(cotarget));
  FlatModes f = flatModes(filt);
  size_t r = f.shape.size();
  for (size_t i = 0; i < r; ++i) {
    if (r > 1 && !f.stride[i].isStatic())
      return fail("a layout of rank > 1 needs static strides");
    if (f.stride[i].isStatic() && f.stride[i].value() < 0)
      return fail("negative strides are not supported");
  }
  std::vector<Int> shape = f.shape, stride = f.stride;
  std::vector<Int> resultShape, resultStride{Int(1)};
  auto exactQuotient = [&](const Int &num, const Int &den) -> Result<Int> {
    if (num.isStatic() && den.isStatic()) {
      if (den.value() == 0 || num.value() % den.value() != 0 || num.value() / den.value() == 0)
        return fail("CuTe's divisibility condition fails: stride " + num.str() + " is not a multiple of " +
                    den.str() + ", what the modes with smaller strides span (each stride, in ascending order, "
                    "must be a multiple of the one before times its shape)");
      return Int(num.value() / den.value());
    }
    auto qd = shape_div(num, den);
    if (!qd)
      return fail("cannot decide divisibility: " + qd.error().message);
    return *qd;
  };
  for (size_t step = 0; step + 1 < r; ++step) {
    size_t minIdx = 0;
    for (size_t i = 1; i < stride.size(); ++i)
      if (stride[i].value() < stride[minIdx].value())
        minIdx = i;
    Int minStride = stride[minIdx];
    auto newShape = exactQuotient(minStride, resultStride.back());
    if (!newShape)
      return newShape.error();
    if (!shape[minIdx].isStatic())
      return fail("a layout of rank > 1 needs static shapes");
    Int newStride = minStride * shape[minIdx];
    shape.erase(shape.begin() + minIdx);
    stride.erase(stride.begin() + minIdx);
    resultShape.push_back(*newShape);
    resultStride.push_back(newStride);
  }
  auto lastShape = exactQuotient(stride[0], resultStride.back());
  if (!lastShape)
    return lastShape.error();
  resultShape.push_back(*lastShape);
  Int newStride = stride[0] * shape[0];
  if (newStride.is(0))
    return fail("the layout is not injective");
  auto restDiv = ceil_div(cotarget, IntTuple(newStride));
  if (!restDiv)
    return fail(restDiv.error().message);
  IntTuple restShape = coalesce(*restDiv);
  IntTuple restStride = compact_col_major(restShape, newStride);
  std::vector<IntTuple> rs(resultShape.begin(), resultShape.end()), rd(resultStride.begin(), resultStride.end());
  Layout full(IntTuple::of(IntTuple(std::move(rs)), restShape), IntTuple::of(IntTuple(std::move(rd)), restStride));
  return coalesce(full);
}

Result<Layout> complement(const Layout &a) {
  if (!layoutsOk(a))
    return opError("complement", q(a), "shape and stride are not congruent");
  return complement(a, IntTuple(cosize(filter(a))));
}

// ---- Inverses ----------------------------------------------------------------------------------

namespace {
// Modes of coalesce(a) sorted by stride (stable), with exclusive prefix
// products of the shape: the common ground of both inverses.
struct InverseModes {
  std::vector<Int> shape, stride, preprod;
  std::vector<size_t> sorted;
};

InverseModes inverseModes(const Layout &a) {
  InverseModes m;
  FlatModes f = flatModes(coalesce(a));
  m.shape = f.shape;
  m.stride = f.stride;
  Int p(1);
  for (const Int &s : m.shape) {
    m.preprod.push_back(p);
    p = p * s;
  }
  for (size_t i = 0; i < m.stride.size(); ++i)
    m.sorted.push_back(i);
  std::stable_sort(m.sorted.begin(), m.sorted.end(),
                   [&](size_t x, size_t y) { return m.stride[x].value() < m.stride[y].value(); });
  return m;
}
} // namespace

Result<Layout> right_inverse(const Layout &a) {
  if (!layoutsOk(a))
    return opError("right_inverse", q(a), "shape and stride are not congruent");
  if (!a.isStatic())
    return opError("right_inverse", q(a), "needs a static layout");
  InverseModes m = inverseModes(a);
  // Follow the strides from 1: each mode whose stride equals the size covered
  // so far extends the inverse.
  std::vector<IntTuple> shape{IntTuple(1)}, stride{IntTuple(0)};
  int64_t curr = 1;
  for (size_t i : m.sorted) {
    if (m.stride[i].value() == curr) {
      shape.push_back(m.shape[i]);
      stride.push_back(m.preprod[i]);
      if (__builtin_mul_overflow(m.shape[i].value(), m.stride[i].value(), &curr))
        break;
    }
  }
  return coalesce(Layout(IntTuple(std::move(shape)), IntTuple(std::move(stride))));
}

Result<Layout> left_inverse(const Layout &a) {
  if (!layoutsOk(a))
    return opError("left_inverse", q(a), "shape and stride are not congruent");
  if (!a.isStatic())
    return opError("left_inverse", q(a), "needs a static layout");
  InverseModes m = inverseModes(a);
  std::vector<IntTuple> shape, stride{IntTuple(0)};
  int64_t covered = 1;
  for (size_t i : m.sorted) {
    int64_t d = m.stride[i].value();
    if (d == 0)
      continue;
    if (d % covered != 0)
      return opError("left_inverse", q(a),
                     "divisibility condition fails: stride " + std::to_string(d) +
                         " is not a multiple of " + std::to_string(covered) + " (the layout is not injective)");
    shape.push_back(Int(d / covered));
    stride.push_back(m.preprod[i]);
    covered *= d / covered;
  }
  shape.push_back(m.shape[m.sorted.back()]);
  return coalesce(Layout(IntTuple(std::move(shape)), IntTuple(std::move(stride))));
}

// ---- Zip helpers -----------------------------------------------------------------------------

Result<Layout> zip(const Layout &a, const Layout &b) {
  auto s = zip(a.shape(), b.shape());
  if (!s)
    return opError("zip", q(a) + ", " + q(b), s.error().message);
  auto d = zip(a.stride(), b.stride());
  if (!d)
    return opError("zip", q(a) + ", " + q(b), d.error().message);
  return Layout(*s, *d);
}

namespace {
// zip2_by: a rank-2 (tile, rest) result at each terminal of the tiler becomes
// ((tiles...), (rests...)); modes beyond the tiler go to the rests.
Result<std::pair<IntTuple, IntTuple>> zip2By(const IntTuple &t, const Tiler &g, const std::string &ctx) {
  if (g.kind() != Tiler::Kind::Modes) {
    if (t.isLeaf() || t.rank() != 2)
      return Error("tile_unzip(" + ctx + "): expected a rank-2 (tile, rest) mode, got " + t.str());
    return std::make_pair(t[0], t[1]);
  }
  if (t.isLeaf() || t.rank() < g.modes().size())
    return Error("tile_unzip(" + ctx + "): " + t.str() + " has fewer modes than the tiler");
  std::vector<IntTuple> firsts, seconds;
  for (size_t i = 0; i < g.modes().size(); ++i) {
    auto p = zip2By(t[i], g.modes()[i], ctx);
    if (!p)
      return p.error();
    firsts.push_back(p->first);
    seconds.push_back(p->second);
  }
  for (size_t i = g.modes().size(); i < t.rank(); ++i)
    seconds.push_back(t[i]);
  return std::make_pair(IntTuple(std::move(firsts)), IntTuple(std::move(seconds)));
}

// Keep-tilers (`_`) divide/multiply into (mode, 1:0)... CuTe keeps such a mode as
// is, which is not rank-2; zip2_by would then fail as it does in CuTe.
} // namespace

Result<Layout> tile_unzip(const Layout &layout, const Tiler &tiler) {
  if (tiler.kind() != Tiler::Kind::Modes)
    return layout;
  auto s = zip2By(layout.shape(), tiler, q(layout) + ", " + tiler.str());
  if (!s)
    return s.error();
  auto d = zip2By(layout.stride(), tiler, q(layout) + ", " + tiler.str());
  if (!d)
    return d.error();
  return Layout(IntTuple::of(s->first, s->second), IntTuple::of(d->first, d->second));
}

// ---- Divides -----------------------------------------------------------------------------------

Result<Layout> cute_logical_divide(const Layout &a, const Tiler &tiler) {
  switch (tiler.kind()) {
  case Tiler::Kind::Keep: return a;
  case Tiler::Kind::Modes: {
    if (tiler.modes().size() > a.rank() || (a.shape().isLeaf() && tiler.modes().size() > 1))
      return opError("logical_divide", q(a) + ", " + tiler.str(), "tiler has more modes than the layout");
    std::vector<Layout> modes;
    for (size_t i = 0; i < a.rank(); ++i) {
      if (i < tiler.modes().size()) {
        auto m = cute_logical_divide(a[i], tiler.modes()[i]);
        if (!m)
          return m;
        modes.push_back(std::move(m).value());
      } else {
        modes.push_back(a[i]);
      }
    }
    return make_layout(modes);
  }
  case Tiler::Kind::Layout: break;
  }
  const Layout &t = tiler.layout();
  if (Int ts = size(t); ts.isStatic() && ts.value() == 1 && !a.isStatic()) {
    // A one-element tiler (FlyDSL's logical_divide(tensor, 1:1), which makes a tensor (1, tensor)):
    // its complement is all of `a`, so the divide is (1:0, a) -- said directly, because with dynamic
    // extents the composition cannot split `?` over a's modes.
    return make_layout(std::vector<Layout>{Layout(IntTuple(Int(1)), IntTuple(Int(0))), a});
  }
  auto c = complement(t, coalesce(a).shape());
  if (!c)
    return opError("logical_divide", q(a) + ", " + q(t), c.error().message);
  auto r = cute_composition(a, make_layout(std::vector<Layout>{t, *c}));
  if (!r)
    return opError("logical_divide", q(a) + ", " + q(t), r.error().message);
  return r;
}

namespace {
// result(_, repeat<R1>(_)) / result(repeat<R0>(_), repeat<R1>(_)) on a rank-2 layout.
Layout unpackModes(const Layout &l, bool unpackFirst) {
  std::vector<IntTuple> s, d;
  auto push = [&](const IntTuple &ss, const IntTuple &dd, bool unpack) {
    if (unpack && ss.isTuple() && ss.rank() > 1) { // repeat<1>(_) is `_`: a rank-1 mode stays whole
      for (size_t i = 0; i < ss.rank(); ++i) {
        s.push_back(ss[i]);
        d.push_back(dd[i]);
      }
    } else {
      s.push_back(ss);
      d.push_back(dd);
    }
  };
  push(l.shape()[0], l.stride()[0], unpackFirst);
  push(l.shape()[1], l.stride()[1], true);
  return Layout(IntTuple(std::move(s)), IntTuple(std::move(d)));
}
} // namespace

Result<Layout> cute_zipped_divide(const Layout &a, const Tiler &tiler) {
  auto r = cute_logical_divide(a, tiler);
  if (!r)
    return r;
  auto z = tile_unzip(*r, tiler);
  if (!z)
    return opError("zipped_divide", q(a) + ", " + tiler.str(), z.error().message);
  return z;
}

Result<Layout> cute_tiled_divide(const Layout &a, const Tiler &tiler) {
  auto z = cute_zipped_divide(a, tiler);
  if (!z)
    return z;
  if (z->rank() != 2 || z->shape().isLeaf())
    return opError("tiled_divide", q(a) + ", " + tiler.str(), "result is not rank 2");
  return unpackModes(*z, false);
}

Result<Layout> cute_flat_divide(const Layout &a, const Tiler &tiler) {
  auto z = cute_zipped_divide(a, tiler);
  if (!z)
    return z;
  if (z->rank() != 2 || z->shape().isLeaf())
    return opError("flat_divide", q(a) + ", " + tiler.str(), "result is not rank 2");
  return unpackModes(*z, true);
}

// ---- Products ----------------------------------------------------------------------------------

Result<Layout> cute_logical_product(const Layout &block, const Tiler &tiler) {
  switch (tiler.kind()) {
  case Tiler::Kind::Keep: return block;
  case Tiler::Kind::Modes: {
    if (tiler.modes().size() > block.rank() || (block.shape().isLeaf() && tiler.modes().size() > 1))
      return opError("logical_product", q(block) + ", " + tiler.str(), "tiler has more modes than the layout");
    std::vector<Layout> modes;
    for (size_t i = 0; i < block.rank(); ++i) {
      if (i < tiler.modes().size()) {
        auto m = cute_logical_product(block[i], tiler.modes()[i]);
        if (!m)
          return m;
        modes.push_back(std::move(m).value());
      } else {
        modes.push_back(block[i]);
      }
    }
    return make_layout(modes);
  }
  case Tiler::Kind::Layout: break;
  }
  const Layout &t = tiler.layout();
  auto c = complement(block, IntTuple(size(block) * cosize(t)));
  if (!c)
    return opError("logical_product", q(block) + ", " + q(t), c.error().message);
  auto ct = cute_composition(*c, t);
  if (!ct)
    return opError("logical_product", q(block) + ", " + q(t), ct.error().message);
  return make_layout(std::vector<Layout>{block, *ct});
}

Result<Layout> cute_zipped_product(const Layout &block, const Tiler &tiler) {
  auto r = cute_logical_product(block, tiler);
  if (!r)
    return r;
  auto z = tile_unzip(*r, tiler);
  if (!z)
    return opError("zipped_product", q(block) + ", " + tiler.str(), z.error().message);
  return z;
}

Result<Layout> cute_tiled_product(const Layout &block, const Tiler &tiler) {
  auto z = cute_zipped_product(block, tiler);
  if (!z)
    return z;
  if (z->rank() != 2 || z->shape().isLeaf())
    return opError("tiled_product", q(block) + ", " + tiler.str(), "result is not rank 2");
  return unpackModes(*z, false);
}

Result<Layout> cute_flat_product(const Layout &block, const Tiler &tiler) {
  auto z = cute_zipped_product(block, tiler);
  if (!z)
    return z;
  if (z->rank() != 2 || z->shape().isLeaf())
    return opError("flat_product", q(block) + ", " + tiler.str(), "result is not rank 2");
  return unpackModes(*z, true);
}

namespace {
Result<Layout> rankedProduct(const char *op, const Layout &block, const Layout &tiler, bool raked) {
  size_t r = std::max(block.rank(), tiler.rank());
  auto p = cute_logical_product(appendToRank(block, r), Tiler(appendToRank(tiler, r)));
  if (!p)
    return opError(op, q(block) + ", " + q(tiler), p.error().message);
  Layout b = (*p)[0], t = (*p)[1];
  auto z = raked ? zip(t, b) : zip(b, t);
  if (!z)
    return opError(op, q(block) + ", " + q(tiler), z.error().message);
  return z;
}
} // namespace

Result<Layout> cute_blocked_product(const Layout &block, const Layout &tiler) {
  return rankedProduct("blocked_product", block, tiler, false);
}

Result<Layout> cute_raked_product(const Layout &block, const Layout &tiler) {
  return rankedProduct("raked_product", block, tiler, true);
}

Result<Layout> tile_to_shape(const Layout &block, const IntTuple &trgShape, const IntTuple &order) {
  auto fail = [&](const std::string &why) {
    return opError("tile_to_shape", q(block) + ", " + trgShape.str() + (order.rank() ? ", " + order.str() : ""), why);
  };
  size_t r = trgShape.rank();
  if (block.rank() > r)
    return fail("the block has more modes than the target shape");
  Layout padded = appendToRank(block, r);
  std::vector<IntTuple> blockShape, targetShape, productShape;
  for (size_t i = 0; i < r; ++i) {
    Int bs = product(padded.shape()[i]);
    Int ts = product(trgShape[i]);
    if (bs.isStatic() && ts.isStatic()) {
      if (bs.value() == 0 || ts.value() % bs.value() != 0)
        return fail("block extent " + bs.str() + " does not divide target extent " + ts.str());
    }
    productShape.push_back(IntTuple(ceilDiv(ts, bs)));
  }
  IntTuple prodShape = trgShape.isLeaf() ? productShape[0] : IntTuple(productShape);
  Layout rep = make_layout(prodShape);
  if (order.isTuple() && order.rank() == 0) {
    rep = make_layout(prodShape);
  } else {
    auto o = make_ordered_layout(prodShape, order);
    if (!o)
      return fail(o.error().message);
    rep = *o;
  }
  auto bp = cute_blocked_product(padded, rep);
  if (!bp)
    return fail(bp.error().message);
  return bp;
}

// ---- Slicing -------------------------------------------------------------------------------------

namespace {
// CuTe's filter_tuple with lift_slice / lift_dice: a `*` (slice) or an integer
// (dice) keeps the mode, a nested coordinate splices its own result in.
Result<bool> sliceInto(const IntTuple &c, const IntTuple &t, bool dice, std::vector<IntTuple> &out) {
  if (t.isLeaf() || c.rank() != t.rank())
    return Error(std::string(dice ? "dice" : "slice") + ": coordinate " + c.str() + " does not match " + t.str());
  for (size_t i = 0; i < c.rank(); ++i) {
    if (c[i].isTuple()) {
      auto r = sliceInto(c[i], t[i], dice, out);
      if (!r)
        return r;
    } else if (c[i].leaf().isUnderscore() != dice) {
      out.push_back(t[i]);
    }
  }
  return true;
}
} // namespace

Result<IntTuple> slice(const IntTuple &coord, const IntTuple &t) {
  if (coord.isLeaf())
    return coord.leaf().isUnderscore() ? t : IntTuple();
  std::vector<IntTuple> out;
  auto r = sliceInto(coord, t, false, out);
  if (!r)
    return r.error();
  return IntTuple(std::move(out));
}

Result<IntTuple> dice(const IntTuple &coord, const IntTuple &t) {
  if (coord.isLeaf())
    return coord.leaf().isUnderscore() ? IntTuple() : t;
  std::vector<IntTuple> out;
  auto r = sliceInto(coord, t, true, out);
  if (!r)
    return r.error();
  return IntTuple(std::move(out));
}

Result<Layout> slice(const IntTuple &coord, const Layout &layout) {
  auto s = slice(coord, layout.shape());
  if (!s)
    return opError("slice", coord.str() + ", " + q(layout), s.error().message);
  return Layout(*s, *slice(coord, layout.stride()));
}

Result<Layout> dice(const IntTuple &coord, const Layout &layout) {
  auto s = dice(coord, layout.shape());
  if (!s)
    return opError("dice", coord.str() + ", " + q(layout), s.error().message);
  return Layout(*s, *dice(coord, layout.stride()));
}

namespace {
IntTuple underscoreToZero(const IntTuple &c) {
  if (c.isLeaf())
    return c.leaf().isUnderscore() ? IntTuple(0) : c;
  std::vector<IntTuple> out;
  for (const IntTuple &e : c.elements())
    out.push_back(underscoreToZero(e));
  return IntTuple(std::move(out));
}
} // namespace

Result<Int> slice_offset(const IntTuple &coord, const Layout &layout) {
  auto r = crd2idx(underscoreToZero(coord), layout);
  if (!r)
    return opError("slice_offset", coord.str() + ", " + q(layout), r.error().message);
  return r;
}

Result<IntTuple> slice_coord(const IntTuple &coord, const Layout &layout) {
  auto r = crd2coord(underscoreToZero(coord), layout);
  if (!r)
    return opError("slice_coord", coord.str() + ", " + q(layout), r.error().message);
  return r;
}

// ---- Element-width changes ----------------------------------------------------------------------

namespace {
Result<IntTuple> upcastStride(const IntTuple &s, const IntTuple &d, int64_t n, IntTuple &newShape) {
  if (s.isTuple()) {
    std::vector<IntTuple> ns, nd;
    for (size_t i = 0; i < s.rank(); ++i) {
      IntTuple si;
      auto di = upcastStride(s[i], d[i], n, si);
      if (!di)
        return di;
      ns.push_back(si);
      nd.push_back(*di);
    }
    newShape = IntTuple(std::move(ns));
    return IntTuple(std::move(nd));
  }
  const Int &dd = d.leaf();
  if (dd.is(0)) {
    newShape = s;
    return d;
  }
  if (dd.isStatic()) {
    int64_t v = dd.value() < 0 ? -dd.value() : dd.value();
    if (!(v % n == 0 || n % v == 0))
      return Error("stride " + dd.str() + " and factor " + std::to_string(n) + " do not divide each other");
    newShape = IntTuple(ceilDiv(s.leaf(), ceilDiv(Int(n), Int(v))));
    return IntTuple(signum(dd) * ceilDiv(Int(v), Int(n)));
  }
  // A dynamic stride is assumed a multiple of n, as CuTe does.
  newShape = s;
  auto st = shape_div(dd, Int(n));
  if (st)
    return IntTuple(*st);
  return IntTuple(floorDiv(dd, Int(n)));
}

IntTuple downcastShape(const IntTuple &s, const IntTuple &d, int64_t n, IntTuple &newStride) {
  if (s.isTuple()) {
    std::vector<IntTuple> ns, nd;
    for (size_t i = 0; i < s.rank(); ++i) {
      IntTuple di;
      ns.push_back(downcastShape(s[i], d[i], n, di));
      nd.push_back(di);
    }
    newStride = IntTuple(std::move(nd));
    return IntTuple(std::move(ns));
  }
  if (d.leaf().is(1) || d.leaf().is(-1)) {
    newStride = d;
    return IntTuple(s.leaf() * Int(n));
  }
  newStride = IntTuple(d.leaf() * Int(n));
  return s;
}

bool hasStrideOne(const IntTuple &d) {
  for (const Int &x : leaves(d))
    if (x.is(1) || x.is(-1))
      return true;
  return false;
}
} // namespace

Result<Layout> upcast(const Layout &layout, int64_t n) {
  if (n <= 0)
    return opError("upcast", q(layout) + ", " + std::to_string(n), "factor must be positive");
  IntTuple shape;
  auto stride = upcastStride(layout.shape(), layout.stride(), n, shape);
  if (!stride)
    return opError("upcast", q(layout) + ", " + std::to_string(n), stride.error().message);
  return Layout(shape, *stride);
}

Result<Layout> downcast(const Layout &layout, int64_t n) {
  if (n <= 0)
    return opError("downcast", q(layout) + ", " + std::to_string(n), "factor must be positive");
  if (!hasStrideOne(layout.stride()))
    return opError("downcast", q(layout) + ", " + std::to_string(n), "needs a stride-1 mode (adjacent elements)");
  IntTuple stride;
  IntTuple shape = downcastShape(layout.shape(), layout.stride(), n, stride);
  return Layout(shape, stride);
}

Result<Layout> recast_layout(const Layout &layout, int oldBits, int newBits) {
  std::string ops = q(layout) + ", " + std::to_string(oldBits) + " bits -> " + std::to_string(newBits) + " bits";
  if (oldBits <= 0 || newBits <= 0)
    return opError("recast_layout", ops, "element widths must be positive");
  int64_t g = gcd64(oldBits, newBits);
  int64_t num = newBits / g, den = oldBits / g;
  if (num == 1 && den == 1)
    return layout;
  if (num != 1 && den != 1)
    return opError("recast_layout", ops, "neither width is a multiple of the other");
  auto r = num == 1 ? downcast(layout, den) : upcast(layout, num);
  if (!r)
    return opError("recast_layout", ops, r.error().message);
  return r;
}

// ---- FlyDSL's canonical form --------------------------------------------------------------------
// FlyDSL's algebra canonicalizes every composition result (rank-1 tuples
// unwrapped, stride 0 for size-1 modes), and the divides and products are
// built on composition. Fly computes CuTe's form (so that modes are split
// and zipped exactly as CuTe does) and returns its canonical form.

namespace {
Result<Layout> canonical(Result<Layout> r) {
  if (!r)
    return r;
  return canonical_form(*r);
}
} // namespace

Result<Layout> composition(const Layout &a, const Layout &b) { return canonical(cute_composition(a, b)); }
Result<Layout> composition(const Layout &a, const Tiler &b) { return canonical(cute_composition(a, b)); }
Result<Layout> logical_divide(const Layout &a, const Tiler &t) { return canonical(cute_logical_divide(a, t)); }
Result<Layout> zipped_divide(const Layout &a, const Tiler &t) { return canonical(cute_zipped_divide(a, t)); }
Result<Layout> tiled_divide(const Layout &a, const Tiler &t) { return canonical(cute_tiled_divide(a, t)); }
Result<Layout> flat_divide(const Layout &a, const Tiler &t) { return canonical(cute_flat_divide(a, t)); }
Result<Layout> logical_product(const Layout &b, const Tiler &t) { return canonical(cute_logical_product(b, t)); }
Result<Layout> zipped_product(const Layout &b, const Tiler &t) { return canonical(cute_zipped_product(b, t)); }
Result<Layout> tiled_product(const Layout &b, const Tiler &t) { return canonical(cute_tiled_product(b, t)); }
Result<Layout> flat_product(const Layout &b, const Tiler &t) { return canonical(cute_flat_product(b, t)); }
Result<Layout> blocked_product(const Layout &b, const Layout &t) { return canonical(cute_blocked_product(b, t)); }
Result<Layout> raked_product(const Layout &b, const Layout &t) { return canonical(cute_raked_product(b, t)); }

} // namespace fly
