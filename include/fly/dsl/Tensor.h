// Tensors: FlyDSL's tensor values (`!fly.memref<T, SPACE, LAYOUT>`, a pointer seen through a
// layout) and coordinate tensors (`make_identity_tensor`), with the operations on them under
// FlyDSL's names:
//
//   // a kernel argument: the layout's `?` leaves travel with the pointer (docs/abi.md)
//   m.kernel("k", [&](fx::TensorArg<fx::Float32, "(?,?):(?,1)"> A) {
//     auto tile = fx::make_tile(16, 64);
//     fx::Tensor<fx::Float32> gA = fx::local_tile(A, tile, {by, bx}); // (16,64) block of A
//     fx::Tensor<fx::Float32> row = gA(3, fx::_);                     // slice: row 3 of the block
//     fx::Float32 x = gA.load({i, j});                                 // one element
//     auto frag = fx::make_fragment_like(part);                        // registers shaped like part
//     auto smem = fx::make_lds_tensor<fx::Float32>(layout, swizzle);   // LDS, optionally swizzled
//   });
//
// A Tensor<T> is one IR value; each op appends IR (located at the caller's line) whose result
// type the layout algebra computes, so a shape that does not divide, a coordinate that does not
// fit, ... is an error at the C++ line. Tensors in global memory, LDS, registers and buffer
// tensors share the type; which ops a space allows is checked when the IR is lowered
// (docs/copies.md). Element load/store works on every space; a register tensor must be indexed
// with static coordinates (it becomes one SSA vector, regmem-promotion).
#pragma once

#include "fly/dsl/Layout.h"
#include "fly/dsl/Memory.h"
#include "fly/ir/FlyTypes.h"

#include <algorithm>
#include <optional>

namespace fly::fx {

namespace detail {
// `!fly.memref<E, SPACE, LAYOUT>` from the layout's text (for kernel arguments); a bad text is
// a std::logic_error naming `what`.
ir::Type tensorType(ir::Context &ctx, ir::Type element, ir::AddressSpace space, std::string_view layout,
                    std::string_view what);
ir::Value *tensorCoordOp(ir::OpCode code, ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc);
ir::Value *localTile(ir::Value *tensor, ir::Value *tile, const TupleSpec &coord, const SourceLoc &loc);
ir::Value *makeView(ir::Value *iter, ir::Value *layout, const SourceLoc &loc);
ir::Value *makeFragment(ir::Type element, ir::Value *layoutOrTensor, bool like, const SourceLoc &loc);
ir::Value *makeLdsTensor(ir::Type element, ir::Value *layout, const std::optional<Swizzle> &swizzle, int64_t align,
                         const SourceLoc &loc);
ir::Value *makeTileOf(std::span<const TupleSpec> modes, const SourceLoc &loc);
ir::Value *makeTileOfLayouts(std::span<ir::Value *const> modes, const SourceLoc &loc);
ir::Value *tensorLoad(ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc);
void tensorStore(ir::Value *value, ir::Value *tensor, const TupleSpec &coord, const SourceLoc &loc);
ir::Value *tensorLoadVec(ir::Value *tensor, int lanes, const SourceLoc &loc);
void tensorStoreVec(ir::Value *value, ir::Value *tensor, const SourceLoc &loc);
// The memref type of a tensor value (a logic_error naming `loc` if it is none).
const ir::MemRefType &memrefOf(ir::Value *tensor, const SourceLoc &loc);
// The element type of `T` checked against the tensor's.
void checkElement(ir::Value *tensor, Elem e, const SourceLoc &loc);
} // namespace detail

// A tiler: `!fly.tile<[M|N|...]>`, each mode a size, a layout or fx::_ (keep the mode).
class Tile {
public:
  Tile() = default;
  explicit Tile(ir::Value *v) : v_(v) {}
  ir::Value *ir() const { return v_; }

private:
  ir::Value *v_ = nullptr;
};
// make_tile(16, 64): sizes (FlyDSL's make_tile([make_layout(16, 1), make_layout(64, 1)])).
template <class... Ts>
  requires(std::is_convertible_v<const Ts &, TupleSpec> && ...)
Tile make_tile(LocatedSpec first, const Ts &...modes) {
  std::array<TupleSpec, sizeof...(Ts) + 1> specs{first.spec, TupleSpec(modes)...};
  return Tile(detail::makeTileOf(specs, first.loc));
}
// make_tile(l0, l1, ...): each mode a layout.
template <class... Ls>
  requires(sizeof...(Ls) > 0 && (std::is_same_v<Ls, Layout> && ...))
Tile make_tile(const Ls &...modes) {
  std::array<ir::Value *, sizeof...(Ls)> values{modes.ir()...};
  return Tile(detail::makeTileOfLayouts(values, SourceLoc::current()));
}

// A view of memory: elements of T (an fx scalar type) at a pointer, through a layout.
template <class T> class Tensor {
public:
  using Element = T;

  Tensor() = default;
  explicit Tensor(ir::Value *v) : v_(v) {}
  ir::Value *ir() const { return v_; }

  ir::AddressSpace space(SourceLoc loc = SourceLoc::current()) const {
    return detail::memrefOf(v_, loc).addressSpace();
  }
  // The layout as the type knows it (dynamic leaves `?`); a swizzled tensor's outer layout.
  fly::Layout layoutType(SourceLoc loc = SourceLoc::current()) const {
    ir::Type l = detail::memrefOf(v_, loc).layout();
    if (auto *c = l.dyn_cast<ir::ComposedLayoutType>()) return c->value().outer();
    return l.cast<ir::LayoutType>().value();
  }
  // fly.get_layout / fly.get_shape.
  Layout layout(SourceLoc loc = SourceLoc::current()) const {
    return Layout(detail::algebraOp(ir::OpCode::FlyGetLayout, {detail::use(v_, loc)}, loc));
  }
  IntTupleValue shape(SourceLoc loc = SourceLoc::current()) const {
    return IntTupleValue(detail::algebraOp(ir::OpCode::FlyGetShape, {layout(loc).ir()}, loc));
  }

  // Slicing: t(fx::_, j) is the sub-tensor of the modes left free (CuTe's tensor(_, j)).
  template <class... Cs>
    requires(std::is_convertible_v<const Cs &, TupleSpec> && ...)
  Tensor operator()(LocatedSpec first, const Cs &...coord) const {
    return Tensor(detail::tensorCoordOp(ir::OpCode::FlySlice, v_, TupleSpec{first.spec, TupleSpec(coord)...}, first.loc));
  }

  // One element at a coordinate (natural, or a 1-D index): fly.memref.load / store.
  T load(const TupleSpec &coord, SourceLoc loc = SourceLoc::current()) const {
    detail::checkElement(v_, T::elem, loc);
    return T(detail::tensorLoad(v_, coord, loc));
  }
  void store(const TupleSpec &coord, Operand<T::elem, 0> value) const {
    detail::checkElement(v_, T::elem, value.loc);
    detail::tensorStore(value.value, v_, coord, value.loc);
  }
  // All elements of a register tensor as one vector (in the layout's index order), and back.
  template <int N> Val<T::elem, N> load_vec(SourceLoc loc = SourceLoc::current()) const {
    detail::checkElement(v_, T::elem, loc);
    return Val<T::elem, N>(detail::tensorLoadVec(v_, N, loc));
  }
  template <int N> void store_vec(const Val<T::elem, N> &value, SourceLoc loc = SourceLoc::current()) const {
    detail::checkElement(v_, T::elem, loc);
    detail::tensorStoreVec(detail::use(value.ir(), loc), v_, loc);
  }

private:
  ir::Value *v_ = nullptr;
};

// A compile-time string (the layout text of a tensor argument).
template <size_t N> struct FixedString {
  char text[N]{};
  constexpr FixedString(const char (&s)[N]) { std::copy_n(s, N, text); }
  constexpr std::string_view view() const { return std::string_view(text, N - 1); }
};

// A kernel parameter that is a tensor in global memory with the layout spelled in Fly's text
// (`(?,?):(?,1)`, `(?,?{div=4}):(?{div=4},1)`, `(64,?):(1,64)`): each `?` leaf is passed at launch
// with the pointer (docs/abi.md; runtime::launch / launchWithHostArgs with a tensor description).
template <class T, FixedString LayoutText, ir::AddressSpace AS = ir::AddressSpace::Global>
class TensorArg : public Tensor<T> {
public:
  TensorArg() = default;
  explicit TensorArg(ir::Value *v) : Tensor<T>(v) {}
  static ir::Type type(ir::Context &ctx) {
    return detail::tensorType(ctx, T::type(ctx), AS, LayoutText.view(), "fx::TensorArg");
  }
};

// A coordinate tensor (FlyDSL's make_identity_tensor): its element at c is the coordinate
// base + layout(c), `layout` having basis strides (1E0, 1E1, ...). Held as its parts (a base
// int tuple and a layout value), so every op on it is a layout op that layout-lowering turns
// into index arithmetic. A thread's partition of one (ThrCopy::partition_S) is held in index
// form: an integer layout into the compact column-major index space of `indexShape`, plus an
// index offset; its element at c is base + idx2crd(offset + layout(c), indexShape).
class CoordTensor {
public:
  CoordTensor() = default;
  CoordTensor(IntTupleValue base, Layout layout) : base_(base), layout_(layout) {}
  CoordTensor(IntTupleValue base, Layout layout, IntTuple indexShape, Index indexOffset)
      : base_(base), layout_(layout), indexShape_(std::move(indexShape)), indexOffset_(indexOffset) {}
  const IntTupleValue &base() const { return base_; }
  const Layout &layout() const { return layout_; }
  const std::optional<IntTuple> &indexShape() const { return indexShape_; }
  // Slicing, as for tensors: the base moves to the slice's first element.
  template <class... Cs>
    requires(std::is_convertible_v<const Cs &, TupleSpec> && ...)
  CoordTensor operator()(LocatedSpec first, const Cs &...coord) const {
    return sliced(TupleSpec{first.spec, TupleSpec(coord)...}, first.loc);
  }
  CoordTensor sliced(const TupleSpec &coord, const SourceLoc &loc) const;
  // The coordinate held at `coord` (natural or 1-D).
  IntTupleValue get(const TupleSpec &coord, SourceLoc loc = SourceLoc::current()) const;

private:
  IntTupleValue base_;
  Layout layout_;
  std::optional<IntTuple> indexShape_;
  Index indexOffset_;
};

// CuTe's elem_less(a, b): every leaf of a below the matching leaf of b (a predicate).
Boolean elem_less(const IntTupleValue &a, const IntTupleValue &b, SourceLoc loc = SourceLoc::current());

// ---- making tensors ----
template <class T, ir::AddressSpace AS>
Tensor<T> make_tensor(const Ptr<T, AS> &iter, const Layout &layout, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::makeView(detail::use(iter.ir(), loc), detail::use(layout.ir(), loc), loc));
}
// The identity tensor of a shape: element c is c.
CoordTensor make_identity_tensor(const IntTupleValue &shape, SourceLoc loc = SourceLoc::current());
// A register tensor of `layout` (static): fly.memref.alloca.
template <class T> Tensor<T> make_fragment(const Layout &layout, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::makeFragment(T::type(state(loc).context()), detail::use(layout.ir(), loc), false, loc));
}
// CuTe's make_fragment_like: a register tensor of the same shape, compact (docs/copies.md).
template <class T> Tensor<T> make_fragment_like(const Tensor<T> &like, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::makeFragment(T::type(state(loc).context()), detail::use(like.ir(), loc), true, loc));
}
template <class T> Tensor<T> make_fragment_like(const Layout &like, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::makeFragment(T::type(state(loc).context()), detail::use(like.ir(), loc), true, loc));
}
// A static LDS allocation of cosize(layout) elements seen through `layout` (static), optionally
// swizzled (CuTe's Swizzle<B,M,S> on the element offset: composition(swizzle, layout)).
template <class T>
Tensor<T> make_lds_tensor(const Layout &layout, std::optional<Swizzle> swizzle = std::nullopt, int64_t align = 16,
                          SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::makeLdsTensor(T::type(state(loc).context()), detail::use(layout.ir(), loc), swizzle, align, loc));
}

// ---- tensor algebra (the layout ops on a tensor's layout; the result views the same memory) ----
#define FLY_FX_TENSOR_DIVIDE(name, code)                                                                               \
  template <class T> Tensor<T> name(const Tensor<T> &t, const Tile &tile, SourceLoc loc = SourceLoc::current()) {      \
    return Tensor<T>(detail::algebraOp(ir::OpCode::code, {t.ir(), tile.ir()}, loc));                                   \
  }                                                                                                                    \
  template <class T> Tensor<T> name(const Tensor<T> &t, const Layout &tiler, SourceLoc loc = SourceLoc::current()) {   \
    return Tensor<T>(detail::algebraOp(ir::OpCode::code, {t.ir(), tiler.ir()}, loc));                                  \
  }                                                                                                                    \
  inline CoordTensor name(const CoordTensor &t, const Tile &tile, SourceLoc loc = SourceLoc::current()) {              \
    return CoordTensor(t.base(), Layout(detail::algebraOp(ir::OpCode::code, {t.layout().ir(), tile.ir()}, loc)));      \
  }
FLY_FX_TENSOR_DIVIDE(logical_divide, FlyLogicalDivide)
FLY_FX_TENSOR_DIVIDE(zipped_divide, FlyZippedDivide)
FLY_FX_TENSOR_DIVIDE(tiled_divide, FlyTiledDivide)
FLY_FX_TENSOR_DIVIDE(flat_divide, FlyFlatDivide)
#undef FLY_FX_TENSOR_DIVIDE

template <class T> Tensor<T> slice(const Tensor<T> &t, const TupleSpec &coord, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::tensorCoordOp(ir::OpCode::FlySlice, t.ir(), coord, loc));
}
// CuTe's local_tile(t, tile, coord): the tile-shaped block at block coordinate `coord`,
// zipped_divide(t, tile) sliced at ((_, ...), coord).
template <class T>
Tensor<T> local_tile(const Tensor<T> &t, const Tile &tile, const TupleSpec &coord, SourceLoc loc = SourceLoc::current()) {
  return Tensor<T>(detail::localTile(detail::use(t.ir(), loc), detail::use(tile.ir(), loc), coord, loc));
}
CoordTensor local_tile(const CoordTensor &t, const Tile &tile, const TupleSpec &coord,
                       SourceLoc loc = SourceLoc::current());
template <class T> IntTupleValue size(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) {
  return IntTupleValue(detail::algebraOp(ir::OpCode::FlySize, {detail::use(t.ir(), loc)}, loc));
}

} // namespace fly::fx
