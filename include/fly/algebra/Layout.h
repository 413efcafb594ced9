// fly::Layout: a function from coordinates to indices, shape : stride
// (CuTe's Layout). Printing and parsing use CuTe's notation `(4,8):(1,4)`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fly/algebra/IntTuple.h"
#include "fly/algebra/Result.h"

namespace fly {

class Layout {
public:
  Layout() : shape_(1), stride_(0) {} // 1:0
  // Precondition: congruent(shape, stride). make_layout checks it.
  Layout(IntTuple shape, IntTuple stride)
      : shape_(std::move(shape)), stride_(std::move(stride)) {}

  const IntTuple &shape() const { return shape_; }
  const IntTuple &stride() const { return stride_; }
  size_t rank() const { return shape_.rank(); }
  size_t depth() const;
  bool isStatic() const { return shape_.isStatic() && stride_.isStatic(); }
  // No dynamic leaf (basis strides with static scales allowed): see IntTuple::isKnown.
  bool isKnown() const { return shape_.isKnown() && stride_.isKnown(); }
  // Mode i as a layout. Precondition: i < rank().
  Layout operator[](size_t i) const { return Layout(shape_[i], stride_[i]); }

  std::string str() const;       // CuTe: `(4,8):(1,4)`
  std::string strSpaced() const; // Fly IR types: `(4, 8) : (1, 4)`

  friend bool operator==(const Layout &a, const Layout &b) {
    return a.shape_ == b.shape_ && a.stride_ == b.stride_;
  }
  friend bool operator!=(const Layout &a, const Layout &b) { return !(a == b); }

private:
  IntTuple shape_;
  IntTuple stride_;
};

// Parses `(4,8):(1,4)`, `8:1`, `((2,2)):((1,2))`, with `?` leaves; whitespace allowed.
Result<Layout> parseLayout(std::string_view text);

// ---- Construction ---------------------------------------------------------------
// An error if shape and stride are not congruent.
Result<Layout> make_layout(const IntTuple &shape, const IntTuple &stride);
// Compact strides as CuTe's compact_major: prefix (column-major) or suffix
// (row-major) products starting at init, with stride 0 for static size-1 modes.
IntTuple compact_col_major(const IntTuple &shape, const Int &init = 1);
IntTuple compact_row_major(const IntTuple &shape, const Int &init = 1);
// Compact column-major (CuTe's default, LayoutLeft).
Layout make_layout(const IntTuple &shape);
Layout make_layout_left(const IntTuple &shape);
// Compact row-major (LayoutRight).
Layout make_layout_right(const IntTuple &shape);
// The concatenation (l0, l1, ...) of layouts as modes.
Layout make_layout(const std::vector<Layout> &modes);
// FlyDSL's canonical form (its canonicalizeStridePair, applied to every
// composition result): unwrap_singletons on shape and stride, and stride 0
// for every mode of static shape 1. Same function on the domain.
Layout canonical_form(const Layout &l);
// Compact layout whose modes are ordered by `order` (smallest order varies
// fastest); order congruent to shape (or a flat ranking of its modes).
// CuTe gives a static size-1 mode stride 0; FlyDSL's fly.make_ordered_layout
// keeps the running product there (`(1),(0)` is `1:1`): `zeroUnitModes`
// chooses.
Result<Layout> make_ordered_layout(const IntTuple &shape, const IntTuple &order, bool zeroUnitModes = true);

// The identity layout of a shape: shape : (1E0, 1E1, ...) (nested modes get
// nested bases, 1E1E0), mapping a coordinate to itself; see crd2coord.
Layout make_identity_layout(const IntTuple &shape);
// True if some stride is a basis vector (an identity layout or what the
// algebra made of one).
bool hasBasisStrides(const Layout &layout);

// ---- Queries ----------------------------------------------------------------------
Int size(const Layout &l);
// Mode i's size.
Result<Int> size(const Layout &l, size_t mode);
// One past the largest index the layout maps to (0 for an empty layout).
Int cosize(const Layout &l);
size_t rank(const Layout &l);
size_t depth(const Layout &l);
Result<Layout> get(const Layout &l, size_t i);
Result<Layout> get(const Layout &l, const std::vector<size_t> &path);
Result<Layout> select(const Layout &l, const std::vector<size_t> &modes);
Result<Layout> take(const Layout &l, size_t b, size_t e);
Result<Layout> group(const Layout &l, size_t b, size_t e);
Layout append(const Layout &l, const Layout &x);
Layout prepend(const Layout &l, const Layout &x);
Layout flatten(const Layout &l);

// ---- Coordinates --------------------------------------------------------------------
// Index of a coordinate (layouts with integer strides; an error for basis
// strides, use crd2coord). The coordinate may be an int (a 1-D coordinate, colexicographic over the
// whole shape), a full hierarchical coordinate, or a partly hierarchical one
// (an int standing for a nested mode). An error if the coordinate does not
// fit the shape's profile.
Result<Int> crd2idx(const IntTuple &coord, const IntTuple &shape, const IntTuple &stride);
Result<Int> crd2idx(const IntTuple &coord, const Layout &layout);
// The value of a layout at a coordinate: an integer leaf for integer strides,
// a coordinate tuple for basis strides (crd2coord((3,5), identity (4,8)) = (3,5)).
// Mixing integer and basis strides in one layout is an error.
Result<IntTuple> crd2coord(const IntTuple &coord, const Layout &layout);
// The natural (colexicographic) coordinate of index `idx` in `shape`.
IntTuple idx2crd(const Int &idx, const IntTuple &shape);
// Converts a coordinate (int or partly hierarchical) to the natural, fully
// hierarchical coordinate of `shape`.
Result<IntTuple> idx2crd(const IntTuple &coord, const IntTuple &shape);
// FlyDSL's idx2crd of an index by a layout (fly.idx2crd with a layout operand): the coordinate
// of each mode is (idx / stride) % shape, 0 for a mode of extent 1; a nested mode gives each of
// its modes the same index; a coordinate tuple is taken mode by mode. Not the inverse of crd2idx
// unless the layout is compact column-major (then it is the natural coordinate, the last mode
// reduced modulo its extent too). A static stride 0 on a mode of extent > 1 is an error.
Result<IntTuple> idx2crd(const IntTuple &coord, const IntTuple &shape, const IntTuple &stride);
// Index of coordinate under the compact column-major layout of shape.
Result<Int> crd2idx_colmajor(const IntTuple &coord, const IntTuple &shape);
// The layout as a function of a 1-D coordinate. Precondition-free: indices
// outside [0,size) follow the colexicographic extension like CuTe's.
Int evaluate(const Layout &l, const Int &idx);

} // namespace fly
