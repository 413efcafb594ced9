#include "fly/algebra/ComposedLayout.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace fly {

ComposedLayout ComposedLayout::withDomain(Layout d) const {
  if (outerComposed_)
    return ComposedLayout(inner_, offset_, outerComposed_->withDomain(std::move(d)));
  return ComposedLayout(inner_, offset_, std::move(d));
}

bool ComposedLayout::isStatic() const {
  bool innerStatic = true;
  if (const Layout *l = innerLayout())
    innerStatic = l->isKnown();
  else if (const ComposedLayout *c = innerComposed())
    innerStatic = c->isStatic();
  bool outerStatic = outerComposed_ ? outerComposed_->isStatic() : outer_.isKnown();
  return innerStatic && offset_.isKnown() && outerStatic;
}

std::string composedLayoutText(const ComposedLayout &l, bool dialectSwizzle) {
  std::string in;
  if (const Swizzle *s = l.innerSwizzle())
    in = dialectSwizzle ? "S<" + std::to_string(s->bits()) + "," + std::to_string(s->base()) + "," +
                              std::to_string(s->shift()) + ">"
                        : s->str();
  else if (const Layout *li = l.innerLayout())
    in = li->str();
  else if (const CoordSwizzle *cs = l.innerCoordSwizzle())
    in = cs->str();
  else
    in = composedLayoutText(*l.innerComposed(), dialectSwizzle);
  std::string out = l.outerComposed() ? "[" + composedLayoutText(*l.outerComposed(), dialectSwizzle) + "]"
                                      : l.domain().str();
  return in + " o " + l.offset().str() + " o " + out;
}

std::string ComposedLayout::str() const { return composedLayoutText(*this, false); }

bool operator==(const ComposedLayout &a, const ComposedLayout &b) {
  if (a.inner_.index() != b.inner_.index() || !(a.offset_ == b.offset_))
    return false;
  if (const ComposedLayout *ia = a.innerComposed()) {
    if (!(*ia == *b.innerComposed()))
      return false;
  } else if (!(a.inner_ == b.inner_)) {
    return false;
  }
  if ((a.outerComposed_ != nullptr) != (b.outerComposed_ != nullptr))
    return false;
  return a.outerComposed_ ? *a.outerComposed_ == *b.outerComposed_ : a.outer_ == b.outer_;
}

ComposedLayout make_composed_layout(ComposedLayout::Inner inner, IntTuple offset, Layout outer) {
  return ComposedLayout(std::move(inner), std::move(offset), std::move(outer));
}

Int size(const ComposedLayout &l) { return size(l.domain()); }

namespace {
// A plain layout's value: an index, or a coordinate for basis strides.
Result<IntTuple> layoutValue(const IntTuple &coord, const Layout &l) {
  if (hasBasisStrides(l))
    return crd2coord(coord, l);
  auto r = crd2idx(coord, l);
  if (!r)
    return r.error();
  return IntTuple(*r);
}

// offset + v: integers add, coordinates add mode by mode; a zero offset leaves v as it is.
Result<IntTuple> plusOffset(const IntTuple &offset, const IntTuple &v) {
  if (offset.isLeaf() && offset.leaf().is(0))
    return v;
  if (offset.isLeaf() && v.isLeaf())
    return IntTuple(offset.leaf() + v.leaf());
  auto r = add(offset, v);
  if (!r)
    return Error("the offset " + offset.str() + " does not fit the value " + v.str());
  return r;
}

Result<IntTuple> afterOuter(const ComposedLayout &l, const IntTuple &outerValue) {
  auto t = plusOffset(l.offset(), outerValue);
  if (!t)
    return t;
  return applyInner(l.inner(), *t);
}
} // namespace

Result<IntTuple> applyInner(const ComposedLayout::Inner &inner, const IntTuple &x) {
  if (const Swizzle *s = std::get_if<Swizzle>(&inner)) {
    if (!x.isLeaf())
      return Error("a swizzle applies to an index, got the coordinate " + x.str());
    return IntTuple((*s)(x.leaf()));
  }
  if (const Layout *l = std::get_if<Layout>(&inner))
    return layoutValue(x, *l);
  if (const CoordSwizzle *cs = std::get_if<CoordSwizzle>(&inner))
    return (*cs)(x);
  return crd2value(x, *std::get<std::shared_ptr<const ComposedLayout>>(inner));
}

Result<IntTuple> crd2value(const IntTuple &coord, const ComposedLayout &l) {
  auto o = l.outerComposed() ? crd2value(coord, *l.outerComposed()) : layoutValue(coord, l.domain());
  if (!o)
    return o;
  return afterOuter(l, *o);
}

Result<Int> crd2idx(const IntTuple &coord, const ComposedLayout &l) {
  auto v = crd2value(coord, l);
  if (!v)
    return v.error();
  if (!v->isLeaf())
    return Error("the composed layout " + l.str() + " maps " + coord.str() + " to the coordinate " + v->str() +
                 ", not to an index");
  return v->leaf();
}

Result<IntTuple> applyAfterDomain(const ComposedLayout &l, const IntTuple &v) {
  if (!l.outerComposed())
    return afterOuter(l, v);
  auto o = applyAfterDomain(*l.outerComposed(), v);
  if (!o)
    return o;
  return afterOuter(l, *o);
}

Result<IntTuple> decomposition_offset(const ComposedLayout &l) {
  IntTuple in = l.offset();
  if (const ComposedLayout *o = l.outerComposed()) {
    auto inner = decomposition_offset(*o);
    if (!inner)
      return inner;
    auto sum = plusOffset(in, *inner);
    if (!sum)
      return sum;
    in = *sum;
  }
  return applyInner(l.inner(), in);
}

Result<Int> cosize(const ComposedLayout &l) {
  Int n = size(l);
  if (!n.isStatic() || !l.isStatic())
    return Error("cosize: composed layout " + l.str() + " is not static");
  if (n.value() > (int64_t(1) << 24))
    return Error("cosize: composed layout " + l.str() + " is too large to enumerate");
  int64_t best = 0;
  for (int64_t i = 0; i < n.value(); ++i) {
    auto v = crd2idx(IntTuple(i), l);
    if (!v)
      return v;
    if (!v->isStatic())
      return Error("cosize: composed layout " + l.str() + " is not static");
    best = std::max(best, v->value() + 1);
  }
  return Int(best);
}

namespace {
// The coordinates' box: one extent per basis path, nested as the paths are (`1E1E0` is mode 0 of
// mode 1).
struct ExtentNode {
  std::optional<Int> extent; // a leaf (a path that ends here)
  std::vector<ExtentNode> children;
};
} // namespace

Result<LinearizedCoordinates> linearize_coordinates(const Layout &b, size_t dims) {
  std::vector<Int> shapes = leaves(b.shape()), strides = leaves(b.stride());
  ExtentNode root;
  root.children.resize(dims);
  auto bad = [&](const std::string &why) {
    return Error("the coordinate layout " + b.str() + " " + why);
  };
  for (size_t i = 0; i < strides.size(); ++i) {
    const Int &d = strides[i];
    if (d.is(0))
      continue;
    if (!d.isBasis() || d.basisPath().empty() || !d.basisScale().isStatic() || d.basisScale().value() < 0)
      return bad("needs basis strides with non-negative static scales (E0, 2E1, 1E1E0, ...)");
    const std::vector<uint8_t> path = d.basisPath();
    if (dims && path[0] >= dims)
      return bad("has a basis beyond its " + std::to_string(dims) + "-dimensional coordinates");
    ExtentNode *node = &root;
    for (size_t k = 0; k < path.size(); ++k) {
      if (node->extent)
        return bad("has a basis inside a mode that another basis uses as a whole");
      if (node->children.size() <= path[k])
        node->children.resize(path[k] + 1);
      node = &node->children[path[k]];
    }
    if (!node->children.empty())
      return bad("has a basis for a whole mode whose parts other bases use");
    Int grow = d.basisScale() * (shapes[i] - Int(1));
    node->extent = node->extent ? *node->extent + grow : Int(1) + grow;
  }
  if (root.children.empty())
    root.children.resize(1);
  // Colexicographic numbering over the flattened extents; a mode no basis reaches has extent 1.
  std::vector<Int> flatStride;
  Int next(1);
  std::function<IntTuple(ExtentNode &)> extentsOf = [&](ExtentNode &n) -> IntTuple {
    if (n.children.empty()) {
      Int e = n.extent ? *n.extent : Int(1);
      flatStride.push_back(next);
      next = next * e;
      return IntTuple(e);
    }
    std::vector<IntTuple> els;
    for (ExtentNode &c : n.children)
      els.push_back(extentsOf(c));
    return IntTuple(std::move(els));
  };
  IntTuple extents = extentsOf(root);
  // The flattened position of each path's extent.
  auto strideOf = [&](const std::vector<uint8_t> &path) {
    size_t flat = 0;
    std::function<size_t(const ExtentNode &)> count = [&](const ExtentNode &n) -> size_t {
      if (n.children.empty())
        return 1;
      size_t c = 0;
      for (const ExtentNode &ch : n.children)
        c += count(ch);
      return c;
    };
    const ExtentNode *node = &root;
    for (size_t k : path) {
      for (size_t j = 0; j < k; ++j)
        flat += count(node->children[j]);
      node = &node->children[k];
    }
    return flatStride[flat];
  };
  std::function<IntTuple(const IntTuple &)> restride = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf()) {
      const Int &d = t.leaf();
      if (!d.isBasis())
        return t;
      return IntTuple(d.basisScale() * strideOf(d.basisPath()));
    }
    std::vector<IntTuple> els;
    for (const IntTuple &e : t.elements())
      els.push_back(restride(e));
    return IntTuple(std::move(els));
  };
  return LinearizedCoordinates{Layout(b.shape(), restride(b.stride())), std::move(extents)};
}

} // namespace fly

namespace fly {

ComposedLayout composition(const Swizzle &inner, const Layout &outer) {
  return ComposedLayout(inner, IntTuple(Int(0)), outer);
}

namespace {
template <class F>
Result<ComposedLayout> onOuter(const ComposedLayout &a, F f) {
  auto r = f(a.domain());
  if (!r)
    return Error(r.error().message + " (outer layout of " + a.str() + ")");
  return a.withDomain(std::move(r).value());
}
} // namespace

#define FLY_COMPOSED_TILER_OP(op)                                                                  \
  Result<ComposedLayout> op(const ComposedLayout &a, const Tiler &t) {                             \
    return onOuter(a, [&](const Layout &o) { return op(o, t); });                                  \
  }
FLY_COMPOSED_TILER_OP(composition)
FLY_COMPOSED_TILER_OP(logical_divide)
FLY_COMPOSED_TILER_OP(zipped_divide)
FLY_COMPOSED_TILER_OP(tiled_divide)
FLY_COMPOSED_TILER_OP(flat_divide)
FLY_COMPOSED_TILER_OP(logical_product)
FLY_COMPOSED_TILER_OP(zipped_product)
FLY_COMPOSED_TILER_OP(tiled_product)
FLY_COMPOSED_TILER_OP(flat_product)
#undef FLY_COMPOSED_TILER_OP

Result<ComposedLayout> blocked_product(const ComposedLayout &a, const Layout &t) {
  return onOuter(a, [&](const Layout &o) { return blocked_product(o, t); });
}
Result<ComposedLayout> raked_product(const ComposedLayout &a, const Layout &t) {
  return onOuter(a, [&](const Layout &o) { return raked_product(o, t); });
}
Result<ComposedLayout> tile_to_shape(const ComposedLayout &a, const IntTuple &trg, const IntTuple &order) {
  return onOuter(a, [&](const Layout &o) { return tile_to_shape(o, trg, order); });
}

Result<ComposedLayout> slice(const IntTuple &coord, const ComposedLayout &a) {
  if (const ComposedLayout *o = a.outerComposed()) {
    auto inner = slice(coord, *o);
    if (!inner)
      return inner.error();
    return ComposedLayout(a.inner(), a.offset(), *inner);
  }
  auto s = slice(coord, a.domain());
  if (!s)
    return s.error();
  // Where the slice starts: an index, or a coordinate for basis strides.
  IntTuple start;
  if (hasBasisStrides(a.domain())) {
    auto c = slice_coord(coord, a.domain());
    if (!c)
      return c.error();
    start = *c;
  } else {
    auto off = slice_offset(coord, a.domain());
    if (!off)
      return off.error();
    start = IntTuple(*off);
  }
  auto offset = plusOffset(a.offset(), start);
  if (!offset)
    return offset.error();
  return ComposedLayout(a.inner(), *offset, *s);
}

} // namespace fly
