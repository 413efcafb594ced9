// fly::ComposedLayout: inner o offset o outer, i.e. crd -> inner(offset + outer(crd)).
// CuTe uses it to put a Swizzle (or any layout) after a plain layout; the
// algebra that reshapes coordinates (composition on the right, divides,
// products, slicing) acts on `outer` and keeps `inner` and `offset`.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fly/algebra/Layout.h"
#include "fly/algebra/Swizzle.h"

namespace fly {

class ComposedLayout {
public:
  using Inner = std::variant<Swizzle, Layout>;

  ComposedLayout(Inner inner, Int offset, Layout outer)
      : inner_(std::move(inner)), offset_(offset), outer_(std::move(outer)) {}

  const Inner &inner() const { return inner_; }
  bool innerIsSwizzle() const { return inner_.index() == 0; }
  const Int &offset() const { return offset_; }
  const Layout &outer() const { return outer_; }
  const IntTuple &shape() const { return outer_.shape(); }

  // `Sw<3,4,3> o 0 o (8,8):(8,1)` (CuTe prints the three parts joined by " o ").
  std::string str() const;

  friend bool operator==(const ComposedLayout &a, const ComposedLayout &b) {
    return a.inner_ == b.inner_ && a.offset_ == b.offset_ && a.outer_ == b.outer_;
  }

private:
  Inner inner_;
  Int offset_;
  Layout outer_;
};

Result<ComposedLayout> parseComposedLayout(std::string_view text);

ComposedLayout make_composed_layout(ComposedLayout::Inner inner, Int offset, Layout outer);
Int size(const ComposedLayout &l);
// Applies the inner function to an index.
Result<Int> applyInner(const ComposedLayout::Inner &inner, const Int &idx);
Result<Int> crd2idx(const IntTuple &coord, const ComposedLayout &l);
// Largest index + 1 over the domain (static layouts only: it evaluates every point).
Result<Int> cosize(const ComposedLayout &l);

} // namespace fly

#include "fly/algebra/LayoutAlgebra.h"

namespace fly {

// ---- The algebra on composed layouts: acts on `outer`, keeps inner and offset ----
// swizzle o layout.
ComposedLayout composition(const Swizzle &inner, const Layout &outer);
// (inner o offset o outer) o b = inner o offset o (outer o b).
Result<ComposedLayout> composition(const ComposedLayout &a, const Tiler &b);
Result<ComposedLayout> logical_divide(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> zipped_divide(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> tiled_divide(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> flat_divide(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> logical_product(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> zipped_product(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> tiled_product(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> flat_product(const ComposedLayout &a, const Tiler &tiler);
Result<ComposedLayout> blocked_product(const ComposedLayout &a, const Layout &tiler);
Result<ComposedLayout> raked_product(const ComposedLayout &a, const Layout &tiler);
Result<ComposedLayout> tile_to_shape(const ComposedLayout &a, const IntTuple &trg_shape,
                                     const IntTuple &order = IntTuple());
// The slice's start moves into the offset: inner o (offset + outer(c with * = 0)) o slice(c, outer).
Result<ComposedLayout> slice(const IntTuple &coord, const ComposedLayout &a);

} // namespace fly
