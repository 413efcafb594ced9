// The one place where a layout op meets the layout algebra: given the algebra
// values of an op's operands (and its attributes), compute the algebra value
// of its result. Type inference runs it on the values the operand types hold
// (dynamic leaves as `?`); layout-lowering runs it on symbolic values (leaves
// that are expressions of SSA scalars). Results are in FlyDSL's canonical
// form (docs/algebra.md, docs/flydsl.md).
#pragma once

#include "fly/algebra/Algebra.h"
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/algebra/Tiler.h"
#include "fly/ir/Operation.h"

#include <functional>
#include <optional>
#include <vector>

namespace fly::ir {

// The algebra value of a fly-typed SSA value.
struct AlgebraValue {
  // None: a value of another type (the op's rule then says what it needs).
  enum class Kind { None, Tuple, Layout, Composed, Swizzle, CoordSwizzle, Tile } kind = Kind::None;
  IntTuple tuple;
  Layout layout;
  std::optional<ComposedLayout> composed;
  Swizzle swizzle;
  CoordSwizzle coordSwizzle;
  std::optional<Tiler> tile;

  static AlgebraValue of(IntTuple t) { return with(Kind::Tuple, [&](AlgebraValue &v) { v.tuple = std::move(t); }); }
  static AlgebraValue of(Layout l) { return with(Kind::Layout, [&](AlgebraValue &v) { v.layout = std::move(l); }); }
  static AlgebraValue of(ComposedLayout c) { return with(Kind::Composed, [&](AlgebraValue &v) { v.composed = std::move(c); }); }
  static AlgebraValue of(Swizzle s) { return with(Kind::Swizzle, [&](AlgebraValue &v) { v.swizzle = s; }); }
  static AlgebraValue of(CoordSwizzle s) {
    return with(Kind::CoordSwizzle, [&](AlgebraValue &v) { v.coordSwizzle = std::move(s); });
  }
  static AlgebraValue of(Tiler t) { return with(Kind::Tile, [&](AlgebraValue &v) { v.tile = std::move(t); }); }

private:
  template <class F> static AlgebraValue with(Kind k, F set) {
    AlgebraValue v;
    v.kind = k;
    set(v);
    return v;
  }
};

// The value a type holds: an int_tuple, layout, composed layout, swizzle, coordinate swizzle or
// tile (a tiler); a memref stands for its layout. An error for other types.
Result<AlgebraValue> algebraValueOf(Type t);
// The type holding a value (a tile value has no type here: an error).
Result<Type> typeOfAlgebraValue(Context &ctx, const AlgebraValue &v);

// The layout ops, one table (OpAlgebra.cpp): computed by evaluateLayoutOp; of those, the ones that act
// on a tensor's layout (on a memref they give a memref, the same memory seen through the new
// layout); of those, the ones that keep a coordinate tensor's base (composition, the divides,
// coalesce; fly.slice moves it).
bool isAlgebraOp(OpCode code);
bool keepsTensor(OpCode code);
bool keepsCoordinateBase(OpCode code);

// The result of a layout op from its operands' values (operands[i] is the
// value of op->operand(i)) and op's attributes. Messages say what is wrong
// without naming the op (callers add it).
Result<AlgebraValue> evaluateLayoutOp(Operation *op, const std::vector<AlgebraValue> &operands);
// The same with operand i's value from `operandValue(i)` (a tile operand, a static tiler, is read
// from its type): type inference gives the values the types hold, layout-lowering symbolic ones.
Result<AlgebraValue> evaluateLayoutOp(Operation *op, const std::function<Result<AlgebraValue>(unsigned)> &operandValue);

// The messages of every result-type rule: "operand #i must be EXPECTED, got 'TYPE'" and
// "expects EXPECTED, got N operands".
Error operandError(const Operation *op, unsigned i, const char *expected);
Error arityError(const Operation *op, const char *expected);

} // namespace fly::ir
