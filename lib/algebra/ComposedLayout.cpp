#include "fly/algebra/ComposedLayout.h"

#include <algorithm>

namespace fly {

std::string ComposedLayout::str() const {
  std::string in = innerIsSwizzle() ? std::get<0>(inner_).str() : std::get<1>(inner_).str();
  return in + " o " + offset_.str() + " o " + outer_.str();
}

ComposedLayout make_composed_layout(ComposedLayout::Inner inner, Int offset, Layout outer) {
  return ComposedLayout(std::move(inner), offset, std::move(outer));
}

Int size(const ComposedLayout &l) { return size(l.outer()); }

Result<Int> applyInner(const ComposedLayout::Inner &inner, const Int &idx) {
  if (inner.index() == 0)
    return std::get<0>(inner)(idx);
  return crd2idx(IntTuple(idx), std::get<1>(inner));
}

Result<Int> crd2idx(const IntTuple &coord, const ComposedLayout &l) {
  auto o = crd2idx(coord, l.outer());
  if (!o)
    return o;
  return applyInner(l.inner(), l.offset() + *o);
}

Result<Int> cosize(const ComposedLayout &l) {
  Int n = size(l);
  if (!n.isStatic() || !l.offset().isStatic() || !l.outer().isStatic())
    return Error("cosize: composed layout " + l.str() + " is not static");
  if (n.value() > (int64_t(1) << 24))
    return Error("cosize: composed layout " + l.str() + " is too large to enumerate");
  int64_t best = 0;
  for (int64_t i = 0; i < n.value(); ++i) {
    auto v = applyInner(l.inner(), l.offset() + evaluate(l.outer(), Int(i)));
    if (!v)
      return v;
    if (!v->isStatic())
      return Error("cosize: composed layout " + l.str() + " is not static");
    best = std::max(best, v->value() + 1);
  }
  return Int(best);
}

} // namespace fly

namespace fly {

ComposedLayout composition(const Swizzle &inner, const Layout &outer) {
  return ComposedLayout(inner, Int(0), outer);
}

namespace {
template <class F>
Result<ComposedLayout> onOuter(const ComposedLayout &a, F f) {
  auto r = f(a.outer());
  if (!r)
    return Error(r.error().message + " (outer layout of " + a.str() + ")");
  return ComposedLayout(a.inner(), a.offset(), std::move(r).value());
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
  auto s = slice(coord, a.outer());
  if (!s)
    return s.error();
  auto off = slice_offset(coord, a.outer());
  if (!off)
    return off.error();
  return ComposedLayout(a.inner(), a.offset() + *off, *s);
}

} // namespace fly
