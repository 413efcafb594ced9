// Tiled copies: CuTe's TiledCopy / ThrCopy partitioning as layout algebra, no IR and no arch.
// A copy atom contributes its thread-value layouts (in values); a tiled copy adds the (thread, value)
// -> tile-coordinate layout `layoutTV` and the tile it covers. Every function computes exactly what
// CuTe computes for the same inputs (include/cute/atom/copy_atom.hpp: make_tiled_copy, tidfrg_S/D,
// tile2thrfrg, retile; include/cute/tensor.hpp: make_fragment_like); docs/copies.md has a worked example.
#pragma once

#include "fly/algebra/LayoutAlgebra.h"

#include <utility>

namespace fly {

// A copy atom's layouts in values (CuTe's Copy_Atom: the Copy_Traits bit layouts recast to ValType).
struct CopyAtomLayouts {
  Layout thrId; // atom thread id -> thread index
  Layout src;   // (atom thread, value) -> source value offset
  Layout dst;
  Layout ref;
  Int numThr() const;
  Int numVal() const;
};
// From the operation's bit layouts ((thr, bit) -> bit) and the atom's value width.
Result<CopyAtomLayouts> make_copy_atom_layouts(const Layout &thrId, const Layout &srcBits, const Layout &dstBits,
                                               const Layout &refBits, int valBits);

struct TiledCopy {
  CopyAtomLayouts atom;
  Layout layoutTV; // (thread, value) -> coordinate in the tile (colexicographic index)
  IntTuple tile;   // the tile's shape (M, N, ...)
};

// CuTe's make_layout_tv(thr, val): layout_mn = raked_product(thr, val);
// layout_tv = right_inverse(layout_mn) with shape (size(thr), size(val)); tile = product_each(shape(layout_mn)).
Result<std::pair<Layout, IntTuple>> make_layout_tv(const Layout &thr, const Layout &val);
// CuTe DSL's make_tiled_copy(atom, layout_tv, tile): checks the layout covers whole atoms.
Result<TiledCopy> make_tiled_copy(const CopyAtomLayouts &atom, const Layout &layoutTV, const IntTuple &tile);
// CuTe C++'s make_tiled_copy(atom, thr_layout, val_layout) (CuTe DSL: make_tiled_copy_tv).
Result<TiledCopy> make_tiled_copy_tv(const CopyAtomLayouts &atom, const Layout &thr, const Layout &val);

// tidfrg_S / tidfrg_D: a tensor layout (M, N, ...) becomes (thread, atom value, (RestM, RestN, ...)).
Result<Layout> tidfrg_S(const TiledCopy &tc, const Layout &tensor);
Result<Layout> tidfrg_D(const TiledCopy &tc, const Layout &tensor);

// One thread's part of a tensor (ThrCopy::partition_S/D): the layout (atom value, RestM, RestN, ...)
// starting at `offset` from the tensor's start. `thread` may be symbolic.
struct ThreadPartition {
  Int offset;
  Layout layout;
};
Result<ThreadPartition> partition_S(const TiledCopy &tc, const Layout &tensor, const Int &thread);
Result<ThreadPartition> partition_D(const TiledCopy &tc, const Layout &tensor, const Int &thread);
// The same of a coordinate tensor (an identity tensor's layout, basis strides such as (1E0,1E1)):
// the thread's part starts at the coordinate `offset` (CuTe's ArithmeticTuple iterator moved by the
// thread's layout at `thread`), the layout is the value layout as above.
struct ThreadCoordPartition {
  IntTuple offset;
  Layout layout;
};
Result<ThreadCoordPartition> partition_S_coord(const TiledCopy &tc, const Layout &tensor, const Int &thread);
Result<ThreadCoordPartition> partition_D_coord(const TiledCopy &tc, const Layout &tensor, const Int &thread);

// ThrCopy::retile_S/D: a thread's fragment (of the tiled copy's value order) regrouped as
// ((atom values, rest values), RestM, RestN, ...), the form copy() iterates over.
Result<Layout> retile(const TiledCopy &tc, const Layout &fragment);

// CuTe's make_fragment_like(layout): a compact layout of the same shape; mode 0 column-major (its
// stride-0 modes stay 0), the other modes ordered like the original's strides, tiled after mode 0.
// A rank-1 or dynamic-shape layout gives the compact column-major layout of its shape.
Result<Layout> make_fragment_like(const Layout &layout);

} // namespace fly
