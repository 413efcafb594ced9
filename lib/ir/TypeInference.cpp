// Result-type rules of the layout ops. Every rule reads the operands' types,
// calls the layout algebra, and wraps the answer in a type; nothing of the
// algebra is re-implemented here.
#include "fly/ir/TypeInference.h"

#include "fly/algebra/Algebra.h"
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/OpAlgebra.h"
#include "fly/ir/SubByte.h"

#include <numeric>

namespace fly::ir {

namespace {

const IntTuple *intTupleOf(Operation *op, unsigned i) {
  if (i >= op->numOperands())
    return nullptr;
  auto *t = op->operand(i)->type().dyn_cast<IntTupleType>();
  return t ? &t->value() : nullptr;
}

Type leafType(Context &ctx, const Int &i) { return IntTupleType::get(ctx, IntTuple(i)); }

// The tuple of zeros congruent to t (a coordinate tensor's base).
IntTuple zerosLike(const IntTuple &t) {
  if (t.isLeaf())
    return IntTuple(Int(0));
  std::vector<IntTuple> els;
  for (const IntTuple &e : t.elements())
    els.push_back(zerosLike(e));
  return IntTuple(std::move(els));
}

// A layout op on a coordinate tensor (FlyDSL's coord_tensor, CuTe's ArithmeticTuple tensor): the
// same coordinates seen through the new layout. The divides, composition and coalesce keep the base;
// a slice moves it to the coordinate where the slice starts (base + the layout at the coordinate
// with `*` read as 0). Other tensor ops are not defined on coordinate tensors here.
Result<Type> coordTensorResult(Context &ctx, Operation *op, const CoordTensorType &ct, const Result<Type> &t) {
  if (!t.ok())
    return t;
  auto *l = t->dyn_cast<LayoutType>();
  if (!l)
    return Error("on a coordinate tensor the result is a layout, got '" + t->str() + "'");
  if (keepsCoordinateBase(op->code()))
    return CoordTensorType::get(ctx, ct.base(), l->value());
  if (!op->is(OpCode::FlySlice))
    return Error("is not defined on a coordinate tensor (composition, the divides, coalesce, take, select, group, dice "
                 "and slice are)");
  const IntTuple *coord = intTupleOf(op, 1);
  if (!coord)
    return operandError(op, 1, "a coordinate int_tuple");
  auto start = slice_coord(*coord, ct.layout());
  if (!start.ok())
    return start.error();
  auto base = add_coords(ct.base(), *start);
  if (!base.ok())
    return base.error();
  return CoordTensorType::get(ctx, *base, l->value());
}

Result<Type> inferImpl(Operation *op) {
  Context &ctx = op->context();
  unsigned n = op->numOperands();
  switch (op->code()) {
  case OpCode::FlyMakeTile: {
    std::vector<TileType::Mode> modes;
    for (unsigned i = 0; i < n; ++i) {
      TileType::Mode m;
      Type t = op->operand(i)->type();
      if (auto *l = t.dyn_cast<LayoutType>()) {
        m.layout = l->value();
      } else if (auto *it = t.dyn_cast<IntTupleType>()) {
        if (it->value().isLeaf() && it->value().leaf().isUnderscore()) {
          modes.push_back(m);
          continue;
        }
        m.layout = make_layout(it->value());
        m.sizeOnly = true;
      } else {
        return operandError(op, i, "a layout or int_tuple");
      }
      modes.push_back(m);
    }
    if (modes.empty())
      return Error("needs at least one mode");
    return TileType::get(ctx, modes);
  }
  case OpCode::FlyMakeIdentityTensor: {
    const IntTuple *s = intTupleOf(op, 0);
    if (n != 1 || !s)
      return operandError(op, 0, "a shape int_tuple");
    return CoordTensorType::get(ctx, zerosLike(*s), make_identity_layout(*s));
  }
  case OpCode::FlyMakeView: {
    if (n != 2)
      return arityError(op, "(iterator, layout)");
    Type layout = op->operand(1)->type();
    if (const IntTuple *base = intTupleOf(op, 0)) { // an int_tuple iterator: a coordinate tensor
      auto *l = layout.dyn_cast<LayoutType>();
      if (!l)
        return operandError(op, 1, "a layout (for a coordinate tensor)");
      return CoordTensorType::get(ctx, *base, l->value());
    }
    if (!layout.isa<LayoutType>() && !layout.isa<ComposedLayoutType>())
      return operandError(op, 1, "a layout or composed layout");
    auto *p = op->operand(0)->type().dyn_cast<PointerType>();
    if (!p)
      return operandError(op, 0, "a !fly.ptr");
    return MemRefType::get(ctx, p->elementType(), p->addressSpace(), layout, p->alignment(), p->swizzle());
  }
  case OpCode::FlyGetIter: {
    if (auto *c = n == 1 ? op->operand(0)->type().dyn_cast<CoordTensorType>() : nullptr)
      return IntTupleType::get(ctx, c->base());
    auto *m = n == 1 ? op->operand(0)->type().dyn_cast<MemRefType>() : nullptr;
    if (!m)
      return operandError(op, 0, "a !fly.memref");
    return PointerType::get(ctx, m->elementType(), m->addressSpace(), m->alignment(), m->swizzle());
  }
  case OpCode::FlyGetLayout: {
    if (auto *c = n == 1 ? op->operand(0)->type().dyn_cast<CoordTensorType>() : nullptr)
      return LayoutType::get(ctx, c->layout());
    auto *m = n == 1 ? op->operand(0)->type().dyn_cast<MemRefType>() : nullptr;
    if (!m)
      return operandError(op, 0, "a !fly.memref");
    return m->layout();
  }
  case OpCode::FlyAddOffset: {
    if (n != 2)
      return arityError(op, "(iterator, offset)");
    const IntTuple *off = intTupleOf(op, 1);
    if (!off || !off->isLeaf())
      return operandError(op, 1, "a one-integer int_tuple");
    if (const IntTuple *base = intTupleOf(op, 0)) {
      auto r = add(*base, *off);
      if (!r.ok())
        return r.error();
      return IntTupleType::get(ctx, *r);
    }
    auto *p = op->operand(0)->type().dyn_cast<PointerType>();
    if (!p)
      return operandError(op, 0, "a !fly.ptr or int_tuple");
    // Alignment that survives the offset: gcd of the old alignment and the
    // offset's known byte divisibility.
    unsigned align = p->alignment();
    if (align) {
      int64_t elemBytes = std::max<int64_t>(1, byteDivisibility(p->elementType(), 1));
      int64_t d = off->leaf().divisibility();
      if (d != 0) {
        int64_t bytes = byteDivisibility(p->elementType(), d);
        align = bytes == 0 ? 0 : static_cast<unsigned>(std::gcd<int64_t>(align, bytes));
        if (align <= elemBytes)
          align = 0;
      }
    }
    return PointerType::get(ctx, p->elementType(), p->addressSpace(), align, p->swizzle());
  }
  case OpCode::FlyDecomposition: {
    // FlyDSL's DecompositionOp: the plain view of the composed layout's domain, at the iterator
    // moved by decomposition_offset (a memref keeps the alignment that survives that offset; a
    // coordinate tensor's base moves by it). A plain layout's tensor is itself.
    Type t = n == 1 ? op->operand(0)->type() : Type();
    auto *m = t ? t.dyn_cast<MemRefType>() : nullptr;
    auto *c = t ? t.dyn_cast<CoordTensorType>() : nullptr;
    if (!m && !c)
      return operandError(op, 0, "a !fly.memref or !fly.coord_tensor");
    if (c || m->layout().isa<LayoutType>())
      return t;
    auto *cl = m->layout().dyn_cast<ComposedLayoutType>();
    if (!cl)
      return operandError(op, 0, "a tensor with a layout or composed layout");
    auto off = decomposition_offset(cl->value());
    if (!off.ok())
      return off.error();
    if (!off->isLeaf())
      return Error("the composed layout " + cl->value().str() + " moves the iterator by the coordinate " + off->str() +
                   ", not by an index");
    unsigned align = m->alignment();
    if (align) {
      int64_t elemBytes = std::max<int64_t>(1, byteDivisibility(m->elementType(), 1));
      int64_t d = off->leaf().divisibility();
      if (d != 0) {
        int64_t bytes = byteDivisibility(m->elementType(), d);
        align = bytes == 0 ? 0 : static_cast<unsigned>(std::gcd<int64_t>(align, bytes));
        if (align <= elemBytes)
          align = 0;
      }
    }
    return MemRefType::get(ctx, m->elementType(), m->addressSpace(), LayoutType::get(ctx, cl->value().domain()), align,
                           m->swizzle());
  }
  case OpCode::FlyApplySwizzle: {
    auto *p = n == 2 ? op->operand(0)->type().dyn_cast<PointerType>() : nullptr;
    auto *s = n == 2 ? op->operand(1)->type().dyn_cast<SwizzleType>() : nullptr;
    if (!p)
      return operandError(op, 0, "a !fly.ptr");
    if (!s)
      return operandError(op, 1, "a !fly.swizzle");
    return PointerType::get(ctx, p->elementType(), p->addressSpace(), p->alignment(), s->value());
  }
  case OpCode::FlyMakeTiledCopy: {
    // (atom, thread-value layout, tile) -> !fly.tiled_copy<atom, layout, tile>
    auto *tvt = n == 3 ? op->operand(1)->type().dyn_cast<LayoutType>() : nullptr;
    if (n != 3 || !op->operand(0)->type().isa<CopyAtomType>())
      return operandError(op, 0, "a !fly.copy_atom");
    if (!tvt || !tvt->value().isStatic())
      return operandError(op, 1, "a static layout");
    if (!op->operand(2)->type().isa<TileType>())
      return operandError(op, 2, "a !fly.tile");
    return TiledCopyType::get(ctx, op->operand(0)->type(), tvt->value(), op->operand(2)->type());
  }
  case OpCode::FlyMakeTiledMma: {
    // (atom, atom layout[, permutation]) -> !fly.tiled_mma<atom, layout, permutation>; no
    // permutation is `[*|*|*]` (CuTe's Tile<_,_,_>).
    auto *lt = n >= 2 ? op->operand(1)->type().dyn_cast<LayoutType>() : nullptr;
    if ((n != 2 && n != 3) || !op->operand(0)->type().isa<MmaAtomType>())
      return operandError(op, 0, "a !fly.mma_atom");
    if (!lt || !lt->value().isStatic())
      return operandError(op, 1, "a static layout");
    if (rank(lt->value()) > 3)
      return Error("the atom layout " + lt->value().str() + " has more than 3 modes (ThrM, ThrN, ThrK)");
    Type perm = n == 3 ? op->operand(2)->type() : TileType::get(ctx, std::vector<TileType::Mode>(3));
    if (!perm.isa<TileType>())
      return operandError(op, 2, "a !fly.tile");
    if (perm.cast<TileType>().modes().size() > 3)
      return Error("the permutation " + perm.str() + " has more than 3 modes (M, N, K)");
    return TiledMmaType::get(ctx, op->operand(0)->type(), lt->value(), perm);
  }
  case OpCode::FlyElemLess:
  case OpCode::FlyEqual: {
    const IntTuple *a = intTupleOf(op, 0), *b = intTupleOf(op, 1);
    if (n != 2 || !a || !b)
      return Error("expects two int tuples");
    auto la = leaves(*a), lb = leaves(*b);
    if (!congruent(*a, *b))
      return Error("int tuples " + a->str() + " and " + b->str() + " are not congruent");
    bool isStatic = true, value = true;
    for (size_t i = 0; i < la.size(); ++i) {
      if (!la[i].isStatic() || !lb[i].isStatic()) {
        isStatic = false;
        continue;
      }
      value &= op->is(OpCode::FlyEqual) ? la[i].value() == lb[i].value() : la[i].value() < lb[i].value();
    }
    // A static false decides the answer even with dynamic leaves elsewhere.
    if (!isStatic && value)
      return leafType(ctx, Int::dynamic());
    return leafType(ctx, Int(value ? 1 : 0));
  }
  default: {
    if (!isAlgebraOp(op->code()))
      return Error("has no result-type rule");
    // The values the operand types hold; another type gets none (the op's rule says what it needs).
    auto r = evaluateLayoutOp(op, [&](unsigned i) -> Result<AlgebraValue> {
      auto v = algebraValueOf(op->operand(i)->type());
      return v.ok() ? std::move(*v) : AlgebraValue();
    });
    if (!r.ok())
      return r.error();
    auto t = typeOfAlgebraValue(ctx, *r);
    if (auto *ct = n ? op->operand(0)->type().dyn_cast<CoordTensorType>() : nullptr; ct && keepsTensor(op->code()))
      return coordTensorResult(ctx, op, *ct, t);
    auto *m = n ? op->operand(0)->type().dyn_cast<MemRefType>() : nullptr;
    if (t.ok() && m && keepsTensor(op->code()) && (t->isa<LayoutType>() || t->isa<ComposedLayoutType>())) {
      unsigned align = m->alignment();
      // A slice starts at the layout's value at the coordinate: the alignment that survives that
      // offset (gcd with its byte divisibility, as for fly.add_offset; FlyDSL's slice inference
      // combines the value divisibility with the offset's). A composed layout keeps it.
      const IntTuple *coord = op->is(OpCode::FlySlice) && n == 2 ? intTupleOf(op, 1) : nullptr;
      if (auto *l = m->layout().dyn_cast<LayoutType>(); align && coord && l) {
        auto off = slice_offset(*coord, l->value());
        if (!off.ok())
          return off.error();
        int64_t d = off->isStatic() ? std::abs(off->value()) : off->divisibility();
        if (d != 0) {
          int64_t elemBytes = std::max<int64_t>(1, byteDivisibility(m->elementType(), 1));
          int64_t bytes = byteDivisibility(m->elementType(), d);
          align = bytes == 0 ? 0 : static_cast<unsigned>(std::gcd<int64_t>(align, bytes));
          if (align <= elemBytes)
            align = 0;
        }
      }
      return MemRefType::get(ctx, m->elementType(), m->addressSpace(), *t, align, m->swizzle());
    }
    return t;
  }
  }
}

} // namespace

bool declaredTypeMatches(const Operation *op, Type inferred, Type declared) {
  if (inferred == declared)
    return true;
  return (op->is(OpCode::FlyElemLess) || op->is(OpCode::FlyEqual)) && declared.isInteger(1);
}

bool hasTypeInference(OpCode code) {
  switch (code) {
  case OpCode::FlyStatic:
  case OpCode::FlyMakeIntTuple:
  case OpCode::FlyMakeShape:
  case OpCode::FlyMakeStride:
  case OpCode::FlyMakeCoord:
  case OpCode::FlyGetScalar:
    return false;
  case OpCode::FlyMakeView:
  case OpCode::FlyMakeIdentityTensor:
  case OpCode::FlyGetIter:
  case OpCode::FlyGetLayout:
  case OpCode::FlyAddOffset:
  case OpCode::FlyDecomposition:
  case OpCode::FlyApplySwizzle:
  case OpCode::FlyMakeTiledCopy:
  case OpCode::FlyMakeTiledMma:
    return true;
  default:
    return opInfo(code).traits & OpTrait::Layout;
  }
}

bool isScalarGetLeaves(const Operation *op) {
  return op->is(OpCode::FlyGetLeaves) && !(op->numResults() == 1 && op->result(0)->type().isa<IntTupleType>());
}

bool hasTypeInference(const Operation *op) { return !isScalarGetLeaves(op) && hasTypeInference(op->code()); }

Result<std::vector<Int>> getLeavesScalarCheck(const Operation *op) {
  auto *t = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<IntTupleType>() : nullptr;
  if (!t)
    return Error("the operand must be an int_tuple");
  Attribute dyn = op->attr("dynamicOnly");
  if (dyn && !dyn.is(AttrKind::Bool))
    return Error("'dynamicOnly' must be true or false");
  bool dynamicOnly = dyn && dyn.intValue() != 0;
  std::vector<Int> out;
  for (const Int &leaf : leaves(t->value()))
    if (!dynamicOnly || leaf.isDynamic())
      out.push_back(leaf);
  std::string want;
  for (const Int &leaf : out)
    want += (want.empty() ? "" : ", ") + std::string(leaf.isDynamic() ? "i32 or i64" : "i32");
  if (op->numResults() != out.size())
    return Error("the int_tuple " + t->value().str() + " has " + std::to_string(out.size()) + " " +
                 (dynamicOnly ? "dynamic " : "") + "leaves (" + want + "), but " + std::to_string(op->numResults()) +
                 " results are declared");
  for (unsigned i = 0; i < out.size(); ++i) {
    Type r = op->result(i)->type();
    if (!r.isInteger(32) && !(out[i].isDynamic() && r.isInteger(64)))
      return Error("result #" + std::to_string(i) + " is " + r.str() + ", but leaf " + out[i].str() + " gives " +
                   (out[i].isDynamic() ? "i32 or i64" : "i32"));
  }
  return out;
}

Result<Type> inferResultType(Operation *op) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!op->operand(i) || !op->operand(i)->type())
      return Error("operand #" + std::to_string(i) + " is missing");
  return inferImpl(op);
}

} // namespace fly::ir
