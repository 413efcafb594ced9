// The layout algebra under FlyDSL's names. A shape, stride or coordinate is
// written with C++ ints (static leaves), fx values (dynamic leaves), fx::_
// (FlyDSL's None: a free mode in slice) and braces for nesting:
//
//   auto l = fx::make_layout(fx::make_shape(4, {2, n}), fx::make_stride(1, {4, 8}));
//   fx::Index off = fx::crd2idx(fx::make_coord(i, {j, k}), l);
//   auto row = fx::slice(l, fx::make_coord(i, fx::_));
//
// Layouts known when the C++ compiles (fly::st, the Boost.Hana algebra) enter
// through make_layout(st::Layout) as a static layout. Either way the result is
// an fx::Layout: one spelling. Each op's result type is computed by the
// algebra as it is built (a static layout folds completely in canonicalize; a
// dynamic one becomes index arithmetic in layout-lowering); an operation the
// algebra refuses is an error at the C++ line that made it.
#pragma once

#include "fly/algebra/Layout.h"
#include "fly/algebra/static/ToDynamic.h"
#include "fly/dsl/Value.h"

#include <initializer_list>
#include <vector>

namespace fly::fx {

struct Underscore {};
inline constexpr Underscore _{};

// One node of an int tuple written in C++ (see above).
class TupleSpec {
public:
  TupleSpec(int v) : leaf_(true), value_(v) {}
  TupleSpec(int64_t v) : leaf_(true), value_(v) {}
  TupleSpec(const Index &v) : leaf_(true), dynamic_(v.ir()) {}
  TupleSpec(const Int32 &v) : leaf_(true), dynamic_(v.ir()) {}
  TupleSpec(Underscore) : leaf_(true), underscore_(true) {}
  TupleSpec(std::initializer_list<TupleSpec> children) : leaf_(false), children_(children) {}

  // The algebra value (dynamic leaves as `?`) and the dynamic leaves in order.
  IntTuple type(std::vector<ir::Value *> &dynamic, const SourceLoc &loc) const;
  // The same tuple with every fx::_ leaf replaced by 0 (where a slice starts).
  TupleSpec underscoresAsZero() const;
  bool hasUnderscore() const;

private:
  bool leaf_;
  int64_t value_ = 0;
  ir::Value *dynamic_ = nullptr;
  bool underscore_ = false;
  std::vector<TupleSpec> children_;
};

// The first element of a variadic coordinate, carrying the caller's location (a variadic
// function cannot take a defaulted SourceLoc after its pack).
struct LocatedSpec {
  TupleSpec spec;
  SourceLoc loc;
  template <class T>
    requires std::is_convertible_v<const T &, TupleSpec>
  LocatedSpec(const T &v, SourceLoc l = SourceLoc::current()) : spec(v), loc(l) {}
};

// Handles to IR values of the algebra's types.
class IntTupleValue {
public:
  IntTupleValue() = default;
  explicit IntTupleValue(ir::Value *v) : v_(v) {}
  ir::Value *ir() const { return v_; }

private:
  ir::Value *v_ = nullptr;
};
class Layout {
public:
  Layout() = default;
  explicit Layout(ir::Value *v) : v_(v) {}
  ir::Value *ir() const { return v_; }
  // The layout as the algebra knows it now (dynamic leaves as `?`).
  fly::Layout value() const;

private:
  ir::Value *v_ = nullptr;
};

namespace detail {
ir::Value *makeTuple(ir::OpCode code, const TupleSpec &spec, const SourceLoc &loc);
ir::Value *staticLayout(const fly::Layout &layout, const SourceLoc &loc);
// Builds `code(operands...)` with the result type the algebra infers.
ir::Value *algebraOp(ir::OpCode code, std::initializer_list<ir::Value *> operands, const SourceLoc &loc);
} // namespace detail

inline IntTupleValue make_int_tuple(const TupleSpec &t, SourceLoc loc = SourceLoc::current()) {
  return IntTupleValue(detail::makeTuple(ir::OpCode::FlyMakeIntTuple, t, loc));
}
// make_shape(4, {2, n}): the outer braces may be left out for the top level.
template <class... Ts> IntTupleValue make_shape(const Ts &...ts) {
  return IntTupleValue(detail::makeTuple(ir::OpCode::FlyMakeShape, TupleSpec{TupleSpec(ts)...}, SourceLoc::current()));
}
template <class... Ts> IntTupleValue make_stride(const Ts &...ts) {
  return IntTupleValue(detail::makeTuple(ir::OpCode::FlyMakeStride, TupleSpec{TupleSpec(ts)...}, SourceLoc::current()));
}
template <class... Ts> IntTupleValue make_coord(const Ts &...ts) {
  return IntTupleValue(detail::makeTuple(ir::OpCode::FlyMakeCoord, TupleSpec{TupleSpec(ts)...}, SourceLoc::current()));
}

inline Layout make_layout(const IntTupleValue &shape, const IntTupleValue &stride, SourceLoc loc = SourceLoc::current()) {
  return Layout(detail::algebraOp(ir::OpCode::FlyMakeLayout, {shape.ir(), stride.ir()}, loc));
}
// A layout fixed when the C++ compiles (fly::st::Layout, e.g. st::make_layout(st::shape<4, 8>())).
template <class S, class D> Layout make_layout(st::Layout<S, D> layout, SourceLoc loc = SourceLoc::current()) {
  return Layout(detail::staticLayout(st::to_dynamic(layout), loc));
}
// A layout from the run-time algebra value (all leaves static).
inline Layout make_layout(const fly::Layout &layout, SourceLoc loc = SourceLoc::current()) {
  return Layout(detail::staticLayout(layout, loc));
}

#define FLY_FX_LAYOUT_BINARY(name, code)                                                                               \
  inline Layout name(const Layout &a, const Layout &b, SourceLoc loc = SourceLoc::current()) {                         \
    return Layout(detail::algebraOp(ir::OpCode::code, {a.ir(), b.ir()}, loc));                                         \
  }
FLY_FX_LAYOUT_BINARY(composition, FlyComposition)
FLY_FX_LAYOUT_BINARY(logical_divide, FlyLogicalDivide)
FLY_FX_LAYOUT_BINARY(zipped_divide, FlyZippedDivide)
FLY_FX_LAYOUT_BINARY(tiled_divide, FlyTiledDivide)
FLY_FX_LAYOUT_BINARY(flat_divide, FlyFlatDivide)
FLY_FX_LAYOUT_BINARY(logical_product, FlyLogicalProduct)
FLY_FX_LAYOUT_BINARY(zipped_product, FlyZippedProduct)
FLY_FX_LAYOUT_BINARY(tiled_product, FlyTiledProduct)
FLY_FX_LAYOUT_BINARY(flat_product, FlyFlatProduct)
FLY_FX_LAYOUT_BINARY(blocked_product, FlyBlockedProduct)
FLY_FX_LAYOUT_BINARY(raked_product, FlyRakedProduct)
#undef FLY_FX_LAYOUT_BINARY

#define FLY_FX_LAYOUT_UNARY(name, code)                                                                                \
  inline Layout name(const Layout &a, SourceLoc loc = SourceLoc::current()) {                                          \
    return Layout(detail::algebraOp(ir::OpCode::code, {a.ir()}, loc));                                                 \
  }
FLY_FX_LAYOUT_UNARY(coalesce, FlyCoalesce)
FLY_FX_LAYOUT_UNARY(right_inverse, FlyRightInverse)
FLY_FX_LAYOUT_UNARY(left_inverse, FlyLeftInverse)
#undef FLY_FX_LAYOUT_UNARY

inline Layout complement(const Layout &a, const IntTupleValue &codomainSize, SourceLoc loc = SourceLoc::current()) {
  return Layout(detail::algebraOp(ir::OpCode::FlyComplement, {a.ir(), codomainSize.ir()}, loc));
}
// The sub-layout of the modes `coord` leaves free (fx::_).
inline Layout slice(const Layout &a, const IntTupleValue &coord, SourceLoc loc = SourceLoc::current()) {
  return Layout(detail::algebraOp(ir::OpCode::FlySlice, {a.ir(), coord.ir()}, loc));
}
inline IntTupleValue size(const Layout &a, SourceLoc loc = SourceLoc::current()) {
  return IntTupleValue(detail::algebraOp(ir::OpCode::FlySize, {a.ir()}, loc));
}
inline IntTupleValue cosize(const Layout &a, SourceLoc loc = SourceLoc::current()) {
  return IntTupleValue(detail::algebraOp(ir::OpCode::FlyCosize, {a.ir()}, loc));
}
// The index the layout maps a (natural or 1-D) coordinate to.
Index crd2idx(const IntTupleValue &coord, const Layout &layout, SourceLoc loc = SourceLoc::current());
// A one-integer int tuple as an index value.
Index get_scalar(const IntTupleValue &t, SourceLoc loc = SourceLoc::current());

} // namespace fly::fx
