#include "fly/algebra/Layout.h"

namespace fly {

size_t Layout::depth() const { return fly::depth(shape_); }

std::string Layout::str() const { return shape_.str() + ":" + stride_.str(); }
std::string Layout::strSpaced() const { return shape_.strSpaced() + " : " + stride_.strSpaced(); }

Result<Layout> make_layout(const IntTuple &shape, const IntTuple &stride) {
  if (!congruent(shape, stride))
    return Error("make_layout: shape " + shape.str() + " and stride " + stride.str() +
                 " are not congruent");
  for (const Int &extent : leaves(shape))
    if (extent.isStatic() && extent.value() < 0)
      return Error("make_layout: negative extent " + extent.str() + " in shape " + shape.str());
  return Layout(shape, stride);
}

Layout make_layout(const IntTuple &shape) { return make_layout_left(shape); }
namespace {
// CuTe's compact_major: a static size-1 mode gets stride 0 (it never moves).
IntTuple zeroUnitModes(const IntTuple &shape, const IntTuple &stride) {
  if (shape.isLeaf())
    return shape.leaf().is(1) ? IntTuple(0) : stride;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i)
    out.push_back(zeroUnitModes(shape[i], stride[i]));
  return IntTuple(std::move(out));
}
} // namespace

IntTuple compact_col_major(const IntTuple &shape, const Int &init) {
  return zeroUnitModes(shape, prefix_product(shape, init));
}
IntTuple compact_row_major(const IntTuple &shape, const Int &init) {
  return zeroUnitModes(shape, suffix_product(shape, init));
}
Layout make_layout_left(const IntTuple &shape) { return Layout(shape, compact_col_major(shape)); }
Layout make_layout_right(const IntTuple &shape) { return Layout(shape, compact_row_major(shape)); }

Layout make_layout(const std::vector<Layout> &modes) {
  std::vector<IntTuple> shapes, strides;
  shapes.reserve(modes.size());
  strides.reserve(modes.size());
  for (const Layout &m : modes) {
    shapes.push_back(m.shape());
    strides.push_back(m.stride());
  }
  return Layout(IntTuple(std::move(shapes)), IntTuple(std::move(strides)));
}

namespace {
// canonicalizeStridePair on congruent (shape, stride).
void canonicalInto(const IntTuple &s, const IntTuple &d, IntTuple &os, IntTuple &od) {
  if (s.isLeaf() || d.isLeaf()) {
    os = s;
    od = s.isLeaf() && s.leaf().is(1) ? IntTuple(0) : d;
    return;
  }
  if (s.rank() == 1 && d.rank() == 1)
    return canonicalInto(s[0], d[0], os, od);
  std::vector<IntTuple> ss(s.rank()), dd(s.rank());
  for (size_t i = 0; i < s.rank() && i < d.rank(); ++i)
    canonicalInto(s[i], d[i], ss[i], dd[i]);
  os = IntTuple(std::move(ss));
  od = IntTuple(std::move(dd));
}
} // namespace

Layout canonical_form(const Layout &l) {
  IntTuple s, d;
  canonicalInto(l.shape(), l.stride(), s, d);
  return Layout(std::move(s), std::move(d));
}

namespace {
// product_like: the product of each mode of `shape` under a leaf of `order`.
Result<IntTuple> productLike(const IntTuple &shape, const IntTuple &order) {
  if (order.isLeaf())
    return IntTuple(product(shape));
  if (shape.isLeaf() || shape.rank() != order.rank())
    return Error("make_ordered_layout: order " + order.str() + " does not match shape " +
                 shape.str());
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i) {
    auto r = productLike(shape[i], order[i]);
    if (!r)
      return r;
    out.push_back(std::move(r).value());
  }
  return IntTuple(std::move(out));
}

IntTuple orderedStrides(const IntTuple &shape, const IntTuple &order, const std::vector<Int> &refShape,
                        const std::vector<Int> &refOrder, bool zeroUnit) {
  if (order.isTuple()) {
    std::vector<IntTuple> out;
    for (size_t i = 0; i < order.rank(); ++i)
      out.push_back(orderedStrides(shape[i], order[i], refShape, refOrder, zeroUnit));
    return IntTuple(std::move(out));
  }
  Int stride(1);
  for (size_t i = 0; i < refOrder.size(); ++i)
    if (refOrder[i].value() < order.leaf().value())
      stride = stride * refShape[i];
  return zeroUnit ? compact_col_major(shape, stride) : prefix_product(shape, stride);
}
} // namespace

Result<Layout> make_ordered_layout(const IntTuple &shape, const IntTuple &order, bool zeroUnitModes) {
  if (!order.isStatic())
    return Error("make_ordered_layout: order " + order.str() + " must be static");
  auto pl = productLike(shape, order);
  if (!pl)
    return pl.error();
  std::vector<Int> refShape = leaves(*pl), refOrder = leaves(order);
  return Layout(shape, orderedStrides(shape, order, refShape, refOrder, zeroUnitModes));
}

namespace {
IntTuple basisLike(const IntTuple &shape, std::vector<uint8_t> &path) {
  if (shape.isLeaf())
    return path.empty() ? IntTuple(1) : IntTuple(Int::basis(Int(1), path));
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i) {
    path.push_back(static_cast<uint8_t>(i));
    out.push_back(basisLike(shape[i], path));
    path.pop_back();
  }
  return IntTuple(std::move(out));
}
} // namespace

Layout make_identity_layout(const IntTuple &shape) {
  std::vector<uint8_t> path;
  return Layout(shape, basisLike(shape, path));
}

bool hasBasisStrides(const Layout &layout) {
  for (const Int &d : leaves(layout.stride()))
    if (d.isBasis())
      return true;
  return false;
}

Int size(const Layout &l) { return product(l.shape()); }

Result<Int> size(const Layout &l, size_t mode) {
  if (mode >= l.rank())
    return Error("size: mode " + std::to_string(mode) + " out of range for " + l.str());
  return product(l.shape()[mode]);
}

Int cosize(const Layout &l) {
  if (hasBasisStrides(l)) {
    // The size of the coordinate box the layout reaches (CuTe's size(coshape)).
    auto last = crd2coord(IntTuple(size(l) - Int(1)), l);
    if (!last)
      return Int::dynamic(1);
    Int p(1);
    for (const Int &c : leaves(*last))
      p = p * (c + Int(1));
    return p;
  }
  // 1 + sum over leaves of (shape-1)*|stride|; an empty layout has cosize 0... but CuTe's
  // formula on a size-0 layout is not meaningful, so keep the formula.
  std::vector<Int> s = leaves(l.shape()), d = leaves(l.stride());
  Int acc(1);
  for (size_t i = 0; i < s.size(); ++i)
    acc = acc + (s[i] - Int(1)) * abs(d[i]);
  return acc;
}

size_t rank(const Layout &l) { return l.rank(); }
size_t depth(const Layout &l) { return l.depth(); }

Result<Layout> get(const Layout &l, size_t i) {
  if (i >= l.rank())
    return Error("get: mode " + std::to_string(i) + " out of range for layout " + l.str());
  return l[i];
}

Result<Layout> get(const Layout &l, const std::vector<size_t> &path) {
  auto s = get(l.shape(), path);
  if (!s)
    return Error("get: path invalid for layout " + l.str());
  auto d = get(l.stride(), path);
  return Layout(*s, *d);
}

Result<Layout> select(const Layout &l, const std::vector<size_t> &modes) {
  auto s = select(l.shape(), modes);
  if (!s)
    return Error("select: " + s.error().message + " (layout " + l.str() + ")");
  return Layout(*s, *select(l.stride(), modes));
}

Result<Layout> take(const Layout &l, size_t b, size_t e) {
  auto s = take(l.shape(), b, e);
  if (!s)
    return Error("take: " + s.error().message + " (layout " + l.str() + ")");
  return Layout(*s, *take(l.stride(), b, e));
}

Result<Layout> group(const Layout &l, size_t b, size_t e) {
  auto s = group(l.shape(), b, e);
  if (!s)
    return Error("group: " + s.error().message + " (layout " + l.str() + ")");
  return Layout(*s, *group(l.stride(), b, e));
}

Layout append(const Layout &l, const Layout &x) {
  return Layout(append(l.shape(), x.shape()), append(l.stride(), x.stride()));
}
Layout prepend(const Layout &l, const Layout &x) {
  return Layout(prepend(l.shape(), x.shape()), prepend(l.stride(), x.stride()));
}
Layout flatten(const Layout &l) { return Layout(flatten(l.shape()), flatten(l.stride())); }

namespace {
Result<Int> crd2idxInt(const Int &coord, const IntTuple &shape, const IntTuple &stride) {
  if (shape.isLeaf())
    return coord * stride.leaf();
  if (shape.rank() == 0)
    return Int(0);
  Int acc(0);
  Int rest = coord;
  for (size_t i = 0; i < shape.rank(); ++i) {
    Int part = rest;
    if (i + 1 < shape.rank()) {
      Int s = product(shape[i]);
      part = mod(rest, s);
      rest = floorDiv(rest, s);
    }
    auto r = crd2idxInt(part, shape[i], stride[i]);
    if (!r)
      return r;
    acc = acc + *r;
  }
  return acc;
}
} // namespace

Result<Int> crd2idx(const IntTuple &coord, const IntTuple &shape, const IntTuple &stride) {
  if (!congruent(shape, stride))
    return Error("crd2idx: shape " + shape.str() + " and stride " + stride.str() +
                 " are not congruent");
  for (const Int &d : leaves(stride))
    if (d.isBasis())
      return Error("crd2idx: layout " + shape.str() + ":" + stride.str() +
                   " has basis strides; its values are coordinates (use crd2coord)");
  if (coord.isLeaf()) {
    if (coord.leaf().isUnderscore())
      return Error("crd2idx: coordinate `*` is only valid in slice/dice");
    return crd2idxInt(coord.leaf(), shape, stride);
  }
  if (shape.isLeaf() || coord.rank() != shape.rank())
    return Error("crd2idx: coordinate " + coord.str() + " does not match shape " + shape.str());
  Int acc(0);
  for (size_t i = 0; i < coord.rank(); ++i) {
    auto r = crd2idx(coord[i], shape[i], stride[i]);
    if (!r)
      return r;
    acc = acc + *r;
  }
  return acc;
}

Result<Int> crd2idx(const IntTuple &coord, const Layout &layout) {
  return crd2idx(coord, layout.shape(), layout.stride());
}

IntTuple idx2crd(const Int &idx, const IntTuple &shape) {
  if (shape.isLeaf())
    return IntTuple(idx);
  std::vector<IntTuple> out;
  out.reserve(shape.rank());
  Int rest = idx;
  for (size_t i = 0; i < shape.rank(); ++i) {
    Int part = rest;
    if (i + 1 < shape.rank()) {
      Int s = product(shape[i]);
      part = mod(rest, s);
      rest = floorDiv(rest, s);
    }
    out.push_back(idx2crd(part, shape[i]));
  }
  return IntTuple(std::move(out));
}

Result<IntTuple> idx2crd(const IntTuple &coord, const IntTuple &shape, const IntTuple &stride) {
  if (shape.isLeaf() != stride.isLeaf() || (!shape.isLeaf() && shape.rank() != stride.rank()))
    return Error("idx2crd: shape " + shape.str() + " and stride " + stride.str() + " differ in profile");
  if (!coord.isLeaf()) {
    if (shape.isLeaf() || coord.rank() != shape.rank())
      return Error("idx2crd: coordinate " + coord.str() + " does not match shape " + shape.str());
    std::vector<IntTuple> out;
    for (size_t i = 0; i < coord.rank(); ++i) {
      auto r = idx2crd(coord[i], shape[i], stride[i]);
      if (!r)
        return r;
      out.push_back(std::move(r).value());
    }
    return IntTuple(std::move(out));
  }
  if (shape.isLeaf()) {
    if (shape.leaf().is(1))
      return IntTuple(Int(0));
    if (stride.leaf().is(0))
      return Error("idx2crd: index " + coord.str() + " by a mode of stride 0 (shape " + shape.str() + ")");
    return IntTuple(mod(floorDiv(coord.leaf(), stride.leaf()), shape.leaf()));
  }
  std::vector<IntTuple> out;
  for (size_t i = 0; i < shape.rank(); ++i) {
    auto r = idx2crd(coord, shape[i], stride[i]);
    if (!r)
      return r;
    out.push_back(std::move(r).value());
  }
  return IntTuple(std::move(out));
}

Result<IntTuple> idx2crd(const IntTuple &coord, const IntTuple &shape) {
  if (coord.isLeaf())
    return idx2crd(coord.leaf(), shape);
  if (shape.isLeaf() || coord.rank() != shape.rank())
    return Error("idx2crd: coordinate " + coord.str() + " does not match shape " + shape.str());
  std::vector<IntTuple> out;
  for (size_t i = 0; i < coord.rank(); ++i) {
    auto r = idx2crd(coord[i], shape[i]);
    if (!r)
      return r;
    out.push_back(std::move(r).value());
  }
  return IntTuple(std::move(out));
}

namespace {
// The (coordinate component, stride) pairs whose products sum to the value at
// `coord`, with crd2idx's rules for 1-D and partly hierarchical coordinates.
Result<bool> collectTerms(const IntTuple &coord, const IntTuple &shape, const IntTuple &stride,
                          std::vector<std::pair<Int, Int>> &terms) {
  if (coord.isLeaf()) {
    if (coord.leaf().isUnderscore())
      return Error("crd2coord: coordinate `*` is only valid in slice/dice");
    if (shape.isLeaf()) {
      terms.emplace_back(coord.leaf(), stride.leaf());
      return true;
    }
    Int rest = coord.leaf();
    for (size_t i = 0; i < shape.rank(); ++i) {
      Int part = rest;
      if (i + 1 < shape.rank()) {
        Int s = product(shape[i]);
        part = mod(rest, s);
        rest = floorDiv(rest, s);
      }
      auto r = collectTerms(IntTuple(part), shape[i], stride[i], terms);
      if (!r)
        return r;
    }
    return true;
  }
  if (shape.isLeaf() || coord.rank() != shape.rank())
    return Error("crd2coord: coordinate " + coord.str() + " does not match shape " + shape.str());
  for (size_t i = 0; i < coord.rank(); ++i) {
    auto r = collectTerms(coord[i], shape[i], stride[i], terms);
    if (!r)
      return r;
  }
  return true;
}

struct CoordNode {
  bool isLeaf = true;
  Int value;
  std::vector<CoordNode> children;
};

Result<bool> addAt(CoordNode &n, const std::vector<uint8_t> &path, size_t depth, const Int &v) {
  if (depth == path.size()) {
    if (!n.isLeaf)
      return Error("crd2coord: basis paths disagree on the coordinate's nesting");
    n.value = n.value + v;
    return true;
  }
  if (n.isLeaf && !n.value.is(0))
    return Error("crd2coord: basis paths disagree on the coordinate's nesting");
  n.isLeaf = false;
  if (n.children.size() <= path[depth])
    n.children.resize(path[depth] + 1);
  return addAt(n.children[path[depth]], path, depth + 1, v);
}

IntTuple toTuple(const CoordNode &n) {
  if (n.isLeaf)
    return IntTuple(n.value);
  std::vector<IntTuple> out;
  for (const CoordNode &c : n.children)
    out.push_back(toTuple(c));
  return IntTuple(std::move(out));
}
} // namespace

Result<IntTuple> crd2coord(const IntTuple &coord, const Layout &layout) {
  std::vector<std::pair<Int, Int>> terms;
  auto ok = collectTerms(coord, layout.shape(), layout.stride(), terms);
  if (!ok)
    return Error(ok.error().message + " (layout " + layout.str() + ")");
  bool anyBasis = false, anyPlain = false;
  for (auto &[c, d] : terms) {
    if (d.isBasis())
      anyBasis = true;
    else if (!d.is(0))
      anyPlain = true;
  }
  if (!anyBasis) {
    Int acc(0);
    for (auto &[c, d] : terms)
      acc = acc + c * d;
    return IntTuple(acc);
  }
  if (anyPlain)
    return Error("crd2coord: layout " + layout.str() + " mixes integer and basis strides");
  CoordNode root;
  root.isLeaf = false;
  for (auto &[c, d] : terms) {
    if (!d.isBasis())
      continue;
    auto r = addAt(root, d.basisPath(), 0, c * d.basisScale());
    if (!r)
      return Error(r.error().message + " (layout " + layout.str() + ")");
  }
  return toTuple(root);
}

Result<Int> crd2idx_colmajor(const IntTuple &coord, const IntTuple &shape) {
  return crd2idx(coord, shape, prefix_product(shape));
}

Int evaluate(const Layout &l, const Int &idx) { return crd2idxInt(idx, l.shape(), l.stride()).value(); }

} // namespace fly
