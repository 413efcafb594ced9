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
