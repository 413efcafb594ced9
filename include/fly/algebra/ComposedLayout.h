// fly::ComposedLayout: inner o offset o outer, i.e. crd -> inner(offset + outer(crd)).
// CuTe uses it to put a Swizzle (or any layout) after a plain layout; the
// algebra that reshapes coordinates (composition on the right, divides,
// products, slicing) acts on the layout applied first and keeps the rest.
//
// FlyDSL's composed layouts are more general, and so are these:
// - the inner function may be a swizzle, a layout, a coordinate swizzle (CS<...>, a function on
//   coordinates), or itself a composed layout (printed flat: `CS o (0,0) o L1 o 0 o L2`);
// - the offset is an int tuple: a coordinate when the outer function's values are coordinates
//   (a layout with basis strides, `(0,0,0)`), an integer otherwise;
// - the outer function may be a composed layout (printed in brackets: `L o 0 o [CS o (0,0) o B]`).
// Whatever the nesting, one plain layout is applied first: domain(); shape() is its shape and
// the coordinate-reshaping algebra replaces it (withDomain).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "fly/algebra/Layout.h"
#include "fly/algebra/Swizzle.h"

namespace fly {

class ComposedLayout {
public:
  using Inner = std::variant<Swizzle, Layout, CoordSwizzle, std::shared_ptr<const ComposedLayout>>;

  ComposedLayout(Inner inner, IntTuple offset, Layout outer)
      : inner_(std::move(inner)), offset_(std::move(offset)), outer_(std::move(outer)) {}
  // A composed outer function (FlyDSL's bracketed `[...]` outer).
  ComposedLayout(Inner inner, IntTuple offset, ComposedLayout outer)
      : inner_(std::move(inner)), offset_(std::move(offset)),
        outerComposed_(std::make_shared<const ComposedLayout>(std::move(outer))) {}

  const Inner &inner() const { return inner_; }
  bool innerIsSwizzle() const { return inner_.index() == 0; }
  const Swizzle *innerSwizzle() const { return std::get_if<Swizzle>(&inner_); }
  const Layout *innerLayout() const { return std::get_if<Layout>(&inner_); }
  const CoordSwizzle *innerCoordSwizzle() const { return std::get_if<CoordSwizzle>(&inner_); }
  const ComposedLayout *innerComposed() const {
    auto *p = std::get_if<std::shared_ptr<const ComposedLayout>>(&inner_);
    return p ? p->get() : nullptr;
  }
  const IntTuple &offset() const { return offset_; }
  // The outer function when it is a composed layout (null when it is a plain layout).
  const ComposedLayout *outerComposed() const { return outerComposed_.get(); }
  // The plain layout applied first (the outer layout, or the composed outer's domain).
  const Layout &domain() const { return outerComposed_ ? outerComposed_->domain() : outer_; }
  // Kept for the common case: the outer function as a plain layout (the domain when nested).
  const Layout &outer() const { return domain(); }
  const IntTuple &shape() const { return domain().shape(); }
  // The same functions after the domain layout, over a new domain layout.
  ComposedLayout withDomain(Layout d) const;

  // No part has a dynamic leaf (basis strides and coordinate offsets with static values count as
  // static: a composed layout over an identity layout is known when the kernel is built).
  bool isStatic() const;

  // `Sw<3,4,3> o 0 o (8,8):(8,1)` (CuTe prints the three parts joined by " o ").
  std::string str() const;

  friend bool operator==(const ComposedLayout &a, const ComposedLayout &b);

private:
  Inner inner_;
  IntTuple offset_;
  Layout outer_;
  std::shared_ptr<const ComposedLayout> outerComposed_;
};

Result<ComposedLayout> parseComposedLayout(std::string_view text);
// The text of a composed layout; swizzles spelled `S<b,m,s>` (the Fly dialect's spelling) when
// dialectSwizzle, `Sw<b,m,s>` (CuTe's) otherwise. A composed outer is bracketed.
std::string composedLayoutText(const ComposedLayout &l, bool dialectSwizzle);

ComposedLayout make_composed_layout(ComposedLayout::Inner inner, IntTuple offset, Layout outer);
Int size(const ComposedLayout &l);
// Applies the inner function to a value (an index, or a coordinate for a coordinate swizzle, a
// layout with basis strides or a composed inner).
Result<IntTuple> applyInner(const ComposedLayout::Inner &inner, const IntTuple &x);
// The value of a composed layout at a coordinate: an index, or a coordinate when the last function
// applied yields coordinates.
Result<IntTuple> crd2value(const IntTuple &coord, const ComposedLayout &l);
// crd2value where the value must be one integer.
Result<Int> crd2idx(const IntTuple &coord, const ComposedLayout &l);
// What follows the domain layout: inner(offset + ...) through every level, given the domain
// layout's value `v` (what a view computes for its elements).
Result<IntTuple> applyAfterDomain(const ComposedLayout &l, const IntTuple &v);
// FlyDSL's fly.decomposition: where the domain layout's origin lands, inner(offset + the outer
// levels' own such offsets) through every level; a view through `l` is the view of domain() at
// the iterator moved by it when the functions after the domain are additive.
Result<IntTuple> decomposition_offset(const ComposedLayout &l);
// Largest index + 1 over the domain (static layouts only: it evaluates every point).
Result<Int> cosize(const ComposedLayout &l);

// A layout with basis strides (E0, E1, ...; nested paths 1E1E0 too: the values are coordinates,
// nested as the paths are) seen as a layout with integer strides: coordinates numbered
// colexicographically over `extents`, the smallest box holding every value (nested like the
// paths; symbolic where the layout's shapes are). idx2crd(index, extents) gives the coordinate
// back. `dims` > 0 fixes the coordinate's top-level rank (extents of 1 pad it; a path beyond it
// is an error).
struct LinearizedCoordinates {
  Layout layout;
  IntTuple extents; // a tuple, one extent per coordinate mode
};
Result<LinearizedCoordinates> linearize_coordinates(const Layout &basisLayout, size_t dims = 0);

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
