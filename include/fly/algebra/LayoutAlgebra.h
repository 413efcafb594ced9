// The operations of CuTe's layout algebra on fly::Layout. Semantics (and the
// exact form of every result, e.g. which modes stay nested) follow CuTe; see
// docs/algebra.md for one example of each. Operations that cannot be decided
// for the given operands (divisibility that fails, a non-injective complement,
// dynamic values where static ones are needed, mismatched ranks) return an
// Error whose message names the operation and its operands.
#pragma once

#include "fly/algebra/Layout.h"
#include "fly/algebra/Tiler.h"

namespace fly {

// ---- Coalesce and filter -------------------------------------------------------------
// Same function on [0,size), depth <= 1, fewest modes.
Layout coalesce(const Layout &layout);
// Coalesces each mode that is a leaf of `profile` (by-mode coalesce); modes
// beyond profile's rank are kept.
Result<Layout> coalesce(const Layout &layout, const IntTuple &profile);
// A shape's leaves multiplied together where both are static (CuTe's coalesce of a shape).
IntTuple coalesce(const IntTuple &shape);
// Modes with stride 0 get shape 1.
Layout filter_zeros(const Layout &layout);
// coalesce(filter_zeros(layout)): only the modes that move.
Layout filter(const Layout &layout);

// ---- Composition -----------------------------------------------------------------------
// (a o b)(c) = a(b(c)) for every c in b's domain, with b's shape.
Result<Layout> composition(const Layout &a, const Layout &b);
Result<Layout> composition(const Layout &a, const Tiler &b);

// ---- Complement and inverses -----------------------------------------------------------------
// The layout R, ordered and disjoint from a's image, such that (a, R) covers
// [0, size(cotarget)) (cotarget a shape; an integer M means [0,M)).
Result<Layout> complement(const Layout &a, const IntTuple &cotarget);
// complement with cotarget cosize(filter(a)).
Result<Layout> complement(const Layout &a);
// R with a(R(i)) == i for i < size(R), as large as possible (static layouts).
Result<Layout> right_inverse(const Layout &a);
// R with R(a(i)) == i for i < size(a) when a is injective; for other layouts
// CuTe's quasi-inverse, a(R(a(i))) == a(i). Static layouts only.
Result<Layout> left_inverse(const Layout &a);

// ---- Divides (a tiler splits a layout into (tile, rest)) -----------------------------------------
Result<Layout> logical_divide(const Layout &a, const Tiler &tiler);
// ((tiles...), (rests...))
Result<Layout> zipped_divide(const Layout &a, const Tiler &tiler);
// ((tiles...), rest0, rest1, ...)
Result<Layout> tiled_divide(const Layout &a, const Tiler &tiler);
// (tile0, tile1, ..., rest0, rest1, ...)
Result<Layout> flat_divide(const Layout &a, const Tiler &tiler);

// ---- Products (a block repeated by a tiler) ----------------------------------------------
// (block, complement(block, size(block)*cosize(tiler)) o tiler)
Result<Layout> logical_product(const Layout &block, const Tiler &tiler);
Result<Layout> zipped_product(const Layout &block, const Tiler &tiler);
Result<Layout> tiled_product(const Layout &block, const Tiler &tiler);
Result<Layout> flat_product(const Layout &block, const Tiler &tiler);
// Rank-sensitive: mode i is (block_i, tile_i) (blocked) or (tile_i, block_i) (raked).
Result<Layout> blocked_product(const Layout &block, const Layout &tiler);
Result<Layout> raked_product(const Layout &block, const Layout &tiler);
// Repeats block (blocked_product) until it has shape trg_shape; `order` ranks
// the modes of the repetition (default column-major).
Result<Layout> tile_to_shape(const Layout &block, const IntTuple &trg_shape,
                             const IntTuple &order = IntTuple());

// ---- Slicing ------------------------------------------------------------------------------
// Keeps the modes where `coord` has `*`: slice((*,3), (4,8):(1,4)) = (4):(1).
Result<Layout> slice(const IntTuple &coord, const Layout &layout);
// Keeps the modes where `coord` has an integer: dice((*,3), (4,8):(1,4)) = (8):(4).
Result<Layout> dice(const IntTuple &coord, const Layout &layout);
Result<IntTuple> slice(const IntTuple &coord, const IntTuple &t);
Result<IntTuple> dice(const IntTuple &coord, const IntTuple &t);
// The offset a slice starts at: crd2idx with every `*` read as 0.
Result<Int> slice_offset(const IntTuple &coord, const Layout &layout);
// The coordinate a slice of a layout with basis strides (a coordinate tensor's) starts at:
// crd2coord with every `*` read as 0 (slice_coord((*,3), identity (4,8)) = (0,3); with integer
// strides it is slice_offset).
Result<IntTuple> slice_coord(const IntTuple &coord, const Layout &layout);

// ---- Element-width changes -------------------------------------------------------------------
// The layout of the same memory seen as elements of newBits instead of oldBits
// (both powers of two, or one a multiple of the other).
Result<Layout> recast_layout(const Layout &layout, int oldBits, int newBits);
// n elements become one: stride-1 modes shrink by n, other strides divide by n.
Result<Layout> upcast(const Layout &layout, int64_t n);
// One element becomes n: stride-1 modes grow by n, other strides scale by n.
Result<Layout> downcast(const Layout &layout, int64_t n);

// ---- Zip / unzip helpers (exposed for the IR's by-mode ops) -------------------------------------
// CuTe's zip of a layout's modes: ((s0,t0),(s1,t1)) from (s0,s1) and (t0,t1).
Result<Layout> zip(const Layout &a, const Layout &b);
// Regroups a logical_divide/product result by a tiler's profile into
// ((tiles...), (rests...)).
Result<Layout> tile_unzip(const Layout &layout, const Tiler &tiler);

} // namespace fly
