// Result-type rules of the layout ops. Every rule reads the operands' types,
// calls the layout algebra, and wraps the answer in a type; nothing of the
// algebra is re-implemented here.
#include "fly/ir/TypeInference.h"

#include "fly/algebra/Algebra.h"
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"

#include <numeric>

namespace fly::ir {

namespace {

std::string describe(Type t) { return t ? t.str() : std::string("<null>"); }

Error operandError(Operation *op, unsigned i, const char *expected) {
  std::string got = i < op->numOperands() ? describe(op->operand(i)->type()) : std::string("nothing");
  return Error("operand #" + std::to_string(i) + " must be " + expected + ", got '" + got + "'");
}

Error arityError(Operation *op, const char *expected) {
  return Error("expects " + std::string(expected) + ", got " + std::to_string(op->numOperands()) + " operands");
}

const IntTuple *intTupleOf(Operation *op, unsigned i) {
  if (i >= op->numOperands())
    return nullptr;
  auto *t = op->operand(i)->type().dyn_cast<IntTupleType>();
  return t ? &t->value() : nullptr;
}

const Layout *layoutOf(Operation *op, unsigned i) {
  if (i >= op->numOperands())
    return nullptr;
  Type t = op->operand(i)->type();
  if (auto *l = t.dyn_cast<LayoutType>())
    return &l->value();
  if (auto *m = t.dyn_cast<MemRefType>())
    if (auto *l = m->layout().dyn_cast<LayoutType>())
      return &l->value();
  if (auto *c = t.dyn_cast<CoordTensorType>())
    return &c->layout();
  return nullptr;
}

// The tuple of zeros congruent to t (a coordinate tensor's base).
IntTuple zerosLike(const IntTuple &t) {
  if (t.isLeaf())
    return IntTuple(Int(0));
  std::vector<IntTuple> els;
  for (const IntTuple &e : t.elements())
    els.push_back(zerosLike(e));
  return IntTuple(std::move(els));
}

const ComposedLayout *composedOf(Operation *op, unsigned i) {
  if (i >= op->numOperands())
    return nullptr;
  Type t = op->operand(i)->type();
  if (auto *c = t.dyn_cast<ComposedLayoutType>())
    return &c->value();
  if (auto *m = t.dyn_cast<MemRefType>())
    if (auto *c = m->layout().dyn_cast<ComposedLayoutType>())
      return &c->value();
  return nullptr;
}

Result<Tiler> tilerOf(Operation *op, unsigned i) {
  Type t = op->operand(i)->type();
  if (auto *l = t.dyn_cast<LayoutType>())
    return Tiler(l->value());
  if (auto *it = t.dyn_cast<IntTupleType>())
    return Tiler::fromShape(it->value());
  if (auto *tile = t.dyn_cast<TileType>()) {
    std::vector<Tiler> modes;
    for (const TileType::Mode &m : tile->modes())
      modes.push_back(m.layout ? Tiler(*m.layout) : Tiler::keep());
    if (modes.size() == 1)
      return modes[0];
    return Tiler::modes(modes);
  }
  return operandError(op, i, "a layout, tile or int_tuple");
}

// Reads an integer list attribute (array<i32: ...>, [a, b] or a single integer).
Result<std::vector<size_t>> indexListAttr(Operation *op, std::string_view name) {
  Attribute a = op->attr(name);
  if (!a)
    return Error("needs the attribute '" + std::string(name) + "'");
  std::vector<size_t> out;
  auto push = [&](int64_t v) -> bool {
    if (v < 0)
      return false;
    out.push_back(static_cast<size_t>(v));
    return true;
  };
  if (a.is(AttrKind::DenseArray)) {
    for (int64_t v : a.denseArray())
      if (!push(v))
        return Error("'" + std::string(name) + "' must hold non-negative indices");
  } else if (a.is(AttrKind::Integer)) {
    if (!push(a.intValue()))
      return Error("'" + std::string(name) + "' must be non-negative");
  } else if (a.is(AttrKind::Array)) {
    for (Attribute e : a.elements())
      if (!e.is(AttrKind::Integer) || !push(e.intValue()))
        return Error("'" + std::string(name) + "' must hold non-negative integers");
  } else {
    return Error("'" + std::string(name) + "' must be an integer list");
  }
  return out;
}

Result<int64_t> intAttr(Operation *op, std::string_view name) {
  Attribute a = op->attr(name);
  if (!a || !a.is(AttrKind::Integer))
    return Error("needs the integer attribute '" + std::string(name) + "'");
  return a.intValue();
}

template <class F>
Result<IntTuple> zipLeaves(const IntTuple &a, const IntTuple &b, F f, int depth = 0) {
  if (depth > 64)
    return Error("int tuples nested too deeply");
  if (a.isLeaf() && b.isLeaf())
    return IntTuple(f(a.leaf(), b.leaf()));
  if (a.isLeaf() != b.isLeaf() || a.rank() != b.rank())
    return Error("int tuples " + a.str() + " and " + b.str() + " are not congruent");
  std::vector<IntTuple> els;
  for (size_t i = 0; i < a.rank(); ++i) {
    auto r = zipLeaves(a[i], b[i], f, depth + 1);
    if (!r.ok())
      return r.error();
    els.push_back(*r);
  }
  return IntTuple(std::move(els));
}

bool anyZero(const IntTuple &t) {
  if (t.isLeaf())
    return t.leaf().is(0);
  for (const IntTuple &e : t.elements())
    if (anyZero(e))
      return true;
  return false;
}

// Lifts a layout-to-layout function to composed layouts (acting on `outer`).
// A layout op on a tensor (memref) gives a tensor: the same memory seen through the new layout.
Type sameTensor(Context &ctx, Operation *op, Type layout) {
  auto *m = op->operand(0)->type().dyn_cast<MemRefType>();
  return m ? MemRefType::get(ctx, m->elementType(), m->addressSpace(), layout, m->alignment(), m->swizzle()) : layout;
}

template <class F> Result<Type> onLayoutLike(Context &ctx, Operation *op, F f) {
  if (const Layout *l = layoutOf(op, 0)) {
    Result<Layout> r = f(*l);
    if (!r.ok())
      return r.error();
    return sameTensor(ctx, op, LayoutType::get(ctx, *r));
  }
  if (const ComposedLayout *c = composedOf(op, 0)) {
    Result<Layout> r = f(c->outer());
    if (!r.ok())
      return r.error();
    return sameTensor(ctx, op, ComposedLayoutType::get(ctx, ComposedLayout(c->inner(), c->offset(), *r)));
  }
  return operandError(op, 0, "a layout or composed layout");
}

Type leafType(Context &ctx, const Int &i) { return IntTupleType::get(ctx, IntTuple(i)); }

Result<Type> inferImpl(Operation *op) {
  Context &ctx = op->context();
  unsigned n = op->numOperands();
  switch (op->code()) {
  case OpCode::FlyMakeLayout: {
    const IntTuple *s = intTupleOf(op, 0), *d = intTupleOf(op, 1);
    if (n != 2 || !s || !d)
      return Error("expects (shape, stride) int tuples");
    auto l = make_layout(*s, *d);
    if (!l.ok())
      return l.error();
    return LayoutType::get(ctx, *l);
  }
  case OpCode::FlyMakeLayoutLike: {
    const Layout *l = layoutOf(op, 0);
    if (n != 1 || !l)
      return operandError(op, 0, "a layout");
    if (!l->stride().isStatic())
      return LayoutType::get(ctx, make_layout(l->shape()));
    auto r = make_ordered_layout(l->shape(), l->stride());
    if (!r.ok())
      return r.error();
    return LayoutType::get(ctx, *r);
  }
  case OpCode::FlyMakeOrderedLayout: {
    const IntTuple *s = intTupleOf(op, 0), *o = intTupleOf(op, 1);
    if (n != 2 || !s || !o)
      return Error("expects (shape, order) int tuples");
    auto l = make_ordered_layout(*s, *o);
    if (!l.ok())
      return l.error();
    return LayoutType::get(ctx, *l);
  }
  case OpCode::FlyMakeIdentityLayout: {
    const IntTuple *s = intTupleOf(op, 0);
    if (n != 1 || !s)
      return operandError(op, 0, "a shape int_tuple");
    return LayoutType::get(ctx, make_identity_layout(*s));
  }
  case OpCode::FlyMakeComposedLayout: {
    if (n != 3)
      return arityError(op, "(inner, offset, outer)");
    ComposedLayout::Inner inner;
    Type it = op->operand(0)->type();
    if (auto *sw = it.dyn_cast<SwizzleType>())
      inner = sw->value();
    else if (auto *l = it.dyn_cast<LayoutType>())
      inner = l->value();
    else
      return operandError(op, 0, "a swizzle or layout");
    const IntTuple *off = intTupleOf(op, 1);
    if (!off || !off->isLeaf())
      return operandError(op, 1, "a one-integer int_tuple");
    const Layout *outer = layoutOf(op, 2);
    if (!outer)
      return operandError(op, 2, "a layout");
    return ComposedLayoutType::get(ctx, make_composed_layout(inner, off->leaf(), *outer));
  }
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
      int64_t elemBytes = std::max<int64_t>(1, p->elementType().bitWidth() / 8);
      int64_t d = off->leaf().divisibility();
      if (d != 0) {
        int64_t bytes = d * elemBytes;
        align = static_cast<unsigned>(std::gcd<int64_t>(align, bytes));
        if (align <= elemBytes)
          align = 0;
      }
    }
    return PointerType::get(ctx, p->elementType(), p->addressSpace(), align, p->swizzle());
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
  case OpCode::FlyGetShape: {
    if (n != 1)
      return arityError(op, "one layout");
    if (const Layout *l = layoutOf(op, 0))
      return IntTupleType::get(ctx, l->shape());
    if (const ComposedLayout *c = composedOf(op, 0))
      return IntTupleType::get(ctx, c->shape());
    return operandError(op, 0, "a layout, composed layout or memref");
  }
  case OpCode::FlyGetStride: {
    const Layout *l = n == 1 ? layoutOf(op, 0) : nullptr;
    if (!l)
      return operandError(op, 0, "a layout or memref with a plain layout");
    return IntTupleType::get(ctx, l->stride());
  }
  case OpCode::FlyGetLeaves: {
    const IntTuple *t = n == 1 ? intTupleOf(op, 0) : nullptr;
    if (!t)
      return operandError(op, 0, "an int_tuple");
    return IntTupleType::get(ctx, flatten(*t));
  }
  case OpCode::FlyComposedGetInner:
  case OpCode::FlyComposedGetOffset:
  case OpCode::FlyComposedGetOuter: {
    auto *c = n == 1 ? op->operand(0)->type().dyn_cast<ComposedLayoutType>() : nullptr;
    if (!c)
      return operandError(op, 0, "a composed layout");
    const ComposedLayout &v = c->value();
    if (op->is(OpCode::FlyComposedGetOffset))
      return leafType(ctx, v.offset());
    if (op->is(OpCode::FlyComposedGetOuter))
      return LayoutType::get(ctx, v.outer());
    if (v.innerIsSwizzle())
      return SwizzleType::get(ctx, std::get<Swizzle>(v.inner()));
    return LayoutType::get(ctx, std::get<Layout>(v.inner()));
  }
  case OpCode::FlyIntTupleAdd:
  case OpCode::FlyIntTupleSub:
  case OpCode::FlyIntTupleMul:
  case OpCode::FlyIntTupleDiv:
  case OpCode::FlyIntTupleMod:
  case OpCode::FlyShapeDiv:
  case OpCode::FlyCeilDiv:
  case OpCode::FlyElemLess:
  case OpCode::FlyEqual: {
    const IntTuple *a = intTupleOf(op, 0), *b = intTupleOf(op, 1);
    if (n != 2 || !a || !b)
      return Error("expects two int tuples");
    Result<IntTuple> r = IntTuple();
    switch (op->code()) {
    case OpCode::FlyIntTupleAdd: r = add(*a, *b); break;
    case OpCode::FlyIntTupleSub: r = sub(*a, *b); break;
    case OpCode::FlyIntTupleMul: r = elem_scale(*a, *b); break;
    case OpCode::FlyIntTupleDiv:
    case OpCode::FlyIntTupleMod:
      if (anyZero(*b))
        return Error("division by zero in " + b->str());
      r = op->is(OpCode::FlyIntTupleDiv) ? zipLeaves(*a, *b, [](const Int &x, const Int &y) { return floorDiv(x, y); })
                                        : zipLeaves(*a, *b, [](const Int &x, const Int &y) { return mod(x, y); });
      break;
    case OpCode::FlyShapeDiv: r = shape_div(*a, *b); break;
    case OpCode::FlyCeilDiv:
      if (anyZero(*b))
        return Error("division by zero in " + b->str());
      r = ceil_div(*a, *b);
      break;
    case OpCode::FlyElemLess:
    case OpCode::FlyEqual: {
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
    default: break;
    }
    if (!r.ok())
      return r.error();
    return IntTupleType::get(ctx, *r);
  }
  case OpCode::FlyIntTupleProduct: {
    const IntTuple *t = n == 1 ? intTupleOf(op, 0) : nullptr;
    if (!t)
      return operandError(op, 0, "an int_tuple");
    return leafType(ctx, product(*t));
  }
  case OpCode::FlyIntTupleProductEach: {
    const IntTuple *t = n == 1 ? intTupleOf(op, 0) : nullptr;
    if (!t)
      return operandError(op, 0, "an int_tuple");
    if (t->isLeaf())
      return IntTupleType::get(ctx, *t);
    std::vector<IntTuple> els;
    for (const IntTuple &e : t->elements())
      els.push_back(IntTuple(product(e)));
    return IntTupleType::get(ctx, IntTuple(std::move(els)));
  }
  case OpCode::FlySize: {
    if (n != 1)
      return arityError(op, "one operand");
    if (const IntTuple *t = intTupleOf(op, 0))
      return leafType(ctx, size(*t));
    if (const Layout *l = layoutOf(op, 0))
      return leafType(ctx, size(*l));
    if (const ComposedLayout *c = composedOf(op, 0))
      return leafType(ctx, size(*c));
    return operandError(op, 0, "an int_tuple, layout or memref");
  }
  case OpCode::FlyCosize: {
    if (n != 1)
      return arityError(op, "one layout");
    if (const Layout *l = layoutOf(op, 0))
      return leafType(ctx, cosize(*l));
    if (const ComposedLayout *c = composedOf(op, 0)) {
      auto r = cosize(*c);
      if (!r.ok())
        return r.error();
      return leafType(ctx, *r);
    }
    return operandError(op, 0, "a layout or memref");
  }
  case OpCode::FlyCrd2Idx: {
    const IntTuple *c = intTupleOf(op, 0);
    if (n != 2 || !c)
      return operandError(op, 0, "a coordinate int_tuple");
    if (const Layout *l = layoutOf(op, 1)) {
      // A layout with basis strides (an identity layout and what the algebra makes of it)
      // maps a coordinate to a coordinate (CuTe's ScaledBasis arithmetic).
      if (hasBasisStrides(*l)) {
        auto r = crd2coord(*c, *l);
        if (!r.ok())
          return r.error();
        return IntTupleType::get(ctx, *r);
      }
      auto r = crd2idx(*c, *l);
      if (!r.ok())
        return r.error();
      return leafType(ctx, *r);
    }
    if (const ComposedLayout *cl = composedOf(op, 1)) {
      auto r = crd2idx(*c, *cl);
      if (!r.ok())
        return r.error();
      return leafType(ctx, *r);
    }
    return operandError(op, 1, "a layout");
  }
  case OpCode::FlyIdx2Crd:
  case OpCode::FlyGetFlatCoord:
  case OpCode::FlyGet1DCoord: {
    const IntTuple *c = intTupleOf(op, 0);
    if (n != 2 || !c)
      return operandError(op, 0, "an index int_tuple");
    IntTuple shape;
    if (const Layout *l = layoutOf(op, 1))
      shape = l->shape();
    else if (const IntTuple *s = intTupleOf(op, 1))
      shape = *s;
    else
      return operandError(op, 1, "a layout");
    if (op->is(OpCode::FlyGet1DCoord)) {
      auto r = crd2idx_colmajor(*c, shape);
      if (!r.ok())
        return r.error();
      return leafType(ctx, *r);
    }
    if (op->is(OpCode::FlyGetFlatCoord)) {
      if (!c->isLeaf())
        return operandError(op, 0, "a one-integer index");
      IntTuple each = shape;
      if (!shape.isLeaf()) {
        std::vector<IntTuple> els;
        for (const IntTuple &e : shape.elements())
          els.push_back(IntTuple(product(e)));
        each = IntTuple(std::move(els));
      }
      return IntTupleType::get(ctx, idx2crd(c->leaf(), each));
    }
    auto r = idx2crd(*c, shape);
    if (!r.ok())
      return r.error();
    return IntTupleType::get(ctx, *r);
  }
  case OpCode::FlyGet:
  case OpCode::FlySelect:
  case OpCode::FlyTake:
  case OpCode::FlyGroup: {
    if (n != 1)
      return arityError(op, "one operand");
    std::vector<size_t> idx;
    size_t b = 0, e = 0;
    if (op->is(OpCode::FlyGet) || op->is(OpCode::FlySelect)) {
      auto r = indexListAttr(op, op->is(OpCode::FlyGet) ? "mode" : "indices");
      if (!r.ok())
        return r.error();
      idx = *r;
    } else {
      auto rb = intAttr(op, "begin"), re = intAttr(op, "end");
      if (!rb.ok())
        return rb.error();
      if (!re.ok())
        return re.error();
      if (*rb < 0 || *re < *rb)
        return Error("needs 0 <= begin <= end");
      b = static_cast<size_t>(*rb);
      e = static_cast<size_t>(*re);
    }
    if (const IntTuple *t = intTupleOf(op, 0)) {
      Result<IntTuple> r = IntTuple();
      if (op->is(OpCode::FlyGet))
        r = get(*t, idx);
      else if (op->is(OpCode::FlySelect))
        r = select(*t, idx);
      else if (op->is(OpCode::FlyTake))
        r = take(*t, b, e);
      else
        r = group(*t, b, e);
      if (!r.ok())
        return r.error();
      return IntTupleType::get(ctx, *r);
    }
    return onLayoutLike(ctx, op, [&](const Layout &l) -> Result<Layout> {
      if (op->is(OpCode::FlyGet))
        return get(l, idx);
      if (op->is(OpCode::FlySelect))
        return select(l, idx);
      if (op->is(OpCode::FlyTake))
        return take(l, b, e);
      return group(l, b, e);
    });
  }
  case OpCode::FlyAppend:
  case OpCode::FlyPrepend: {
    if (n != 2)
      return arityError(op, "(tuple, element)");
    bool app = op->is(OpCode::FlyAppend);
    Attribute na = op->attr("n");
    if (const IntTuple *t = intTupleOf(op, 0)) {
      const IntTuple *x = intTupleOf(op, 1);
      if (!x)
        return operandError(op, 1, "an int_tuple");
      if (na && na.is(AttrKind::Integer)) {
        if (!app)
          return Error("prepend<n> is not supported");
        if (na.intValue() < 0 || na.intValue() > 1024)
          return Error("bad rank");
        return IntTupleType::get(ctx, append_to_rank(*t, static_cast<size_t>(na.intValue()), *x));
      }
      return IntTupleType::get(ctx, app ? append(*t, *x) : prepend(*t, *x));
    }
    const Layout *x = layoutOf(op, 1);
    if (!x)
      return operandError(op, 1, "a layout");
    if (na)
      return Error("append<n> on layouts is not supported");
    return onLayoutLike(ctx, op, [&](const Layout &l) -> Result<Layout> { return app ? append(l, *x) : prepend(l, *x); });
  }
  case OpCode::FlySlice:
  case OpCode::FlyDice: {
    const IntTuple *c = intTupleOf(op, 1);
    if (n != 2 || !c)
      return operandError(op, 1, "a coordinate int_tuple");
    bool isSlice = op->is(OpCode::FlySlice);
    if (const IntTuple *t = intTupleOf(op, 0)) {
      auto r = isSlice ? slice(*c, *t) : dice(*c, *t);
      if (!r.ok())
        return r.error();
      return IntTupleType::get(ctx, *r);
    }
    return onLayoutLike(ctx, op, [&](const Layout &l) { return isSlice ? slice(*c, l) : dice(*c, l); });
  }
  case OpCode::FlyCoalesce: {
    if (n == 2) {
      const IntTuple *profile = intTupleOf(op, 1);
      if (!profile)
        return operandError(op, 1, "an int_tuple profile");
      return onLayoutLike(ctx, op, [&](const Layout &l) { return coalesce(l, *profile); });
    }
    if (n != 1)
      return arityError(op, "a layout and an optional profile");
    return onLayoutLike(ctx, op, [&](const Layout &l) -> Result<Layout> { return coalesce(l); });
  }
  case OpCode::FlyComposition: {
    if (n != 2)
      return arityError(op, "(layout, tiler)");
    auto tiler = tilerOf(op, 1);
    if (!tiler.ok())
      return tiler.error();
    return onLayoutLike(ctx, op, [&](const Layout &l) { return composition(l, *tiler); });
  }
  case OpCode::FlyComplement: {
    const Layout *l = layoutOf(op, 0);
    if (!l || (n != 1 && n != 2))
      return operandError(op, 0, "a layout");
    Result<Layout> r = Layout();
    if (n == 2) {
      const IntTuple *cot = intTupleOf(op, 1);
      if (!cot)
        return operandError(op, 1, "an int_tuple cotarget");
      r = complement(*l, *cot);
    } else {
      r = complement(*l);
    }
    if (!r.ok())
      return r.error();
    return LayoutType::get(ctx, *r);
  }
  case OpCode::FlyRightInverse:
  case OpCode::FlyLeftInverse: {
    const Layout *l = n == 1 ? layoutOf(op, 0) : nullptr;
    if (!l)
      return operandError(op, 0, "a layout");
    auto r = op->is(OpCode::FlyRightInverse) ? right_inverse(*l) : left_inverse(*l);
    if (!r.ok())
      return r.error();
    return LayoutType::get(ctx, *r);
  }
  case OpCode::FlyLogicalDivide:
  case OpCode::FlyZippedDivide:
  case OpCode::FlyTiledDivide:
  case OpCode::FlyFlatDivide:
  case OpCode::FlyLogicalProduct:
  case OpCode::FlyZippedProduct:
  case OpCode::FlyTiledProduct:
  case OpCode::FlyFlatProduct: {
    if (n != 2)
      return arityError(op, "(layout, tiler)");
    auto tiler = tilerOf(op, 1);
    if (!tiler.ok())
      return tiler.error();
    OpCode c = op->code();
    return onLayoutLike(ctx, op, [&](const Layout &l) -> Result<Layout> {
      switch (c) {
      case OpCode::FlyLogicalDivide: return logical_divide(l, *tiler);
      case OpCode::FlyZippedDivide: return zipped_divide(l, *tiler);
      case OpCode::FlyTiledDivide: return tiled_divide(l, *tiler);
      case OpCode::FlyFlatDivide: return flat_divide(l, *tiler);
      case OpCode::FlyLogicalProduct: return logical_product(l, *tiler);
      case OpCode::FlyZippedProduct: return zipped_product(l, *tiler);
      case OpCode::FlyTiledProduct: return tiled_product(l, *tiler);
      default: return flat_product(l, *tiler);
      }
    });
  }
  case OpCode::FlyBlockedProduct:
  case OpCode::FlyRakedProduct: {
    const Layout *t = n == 2 ? layoutOf(op, 1) : nullptr;
    if (!t)
      return operandError(op, 1, "a layout");
    bool blocked = op->is(OpCode::FlyBlockedProduct);
    return onLayoutLike(ctx, op, [&](const Layout &l) { return blocked ? blocked_product(l, *t) : raked_product(l, *t); });
  }
  case OpCode::FlyRecastLayout: {
    auto nb = intAttr(op, "new_type_bits"), ob = intAttr(op, "old_type_bits");
    if (!nb.ok())
      return nb.error();
    if (!ob.ok())
      return ob.error();
    if (*nb <= 0 || *ob <= 0 || *nb > 4096 || *ob > 4096)
      return Error("type bit widths must be in [1, 4096]");
    if (n != 1)
      return arityError(op, "one layout");
    return onLayoutLike(ctx, op, [&](const Layout &l) {
      return recast_layout(l, static_cast<int>(*ob), static_cast<int>(*nb));
    });
  }
  case OpCode::FlyTileToShape: {
    const Layout *b = layoutOf(op, 0);
    const IntTuple *s = intTupleOf(op, 1), *o = intTupleOf(op, 2);
    if (n != 3 || !b || !s || !o)
      return Error("expects (layout, target shape, order)");
    auto r = tile_to_shape(*b, *s, *o);
    if (!r.ok())
      return r.error();
    return LayoutType::get(ctx, *r);
  }
  case OpCode::FlyMakeTiledCopy: {
    // (atom, thread-value layout, tile) -> !fly.tiled_copy<atom, layout, tile>
    const Layout *tv = n == 3 ? layoutOf(op, 1) : nullptr;
    if (n != 3 || !op->operand(0)->type().isa<CopyAtomType>())
      return operandError(op, 0, "a !fly.copy_atom");
    if (!tv || !tv->isStatic())
      return operandError(op, 1, "a static layout");
    if (!op->operand(2)->type().isa<TileType>())
      return operandError(op, 2, "a !fly.tile");
    return TiledCopyType::get(ctx, op->operand(0)->type(), *tv, op->operand(2)->type());
  }
  case OpCode::FlyIntTupleProductLike:
  case OpCode::FlyCoprofile:
  case OpCode::FlyCoshape:
    return Error("is not supported by Fly's algebra yet");
  default:
    return Error("has no result-type rule");
  }
}

} // namespace

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
  case OpCode::FlyApplySwizzle:
  case OpCode::FlyMakeTiledCopy:
    return true;
  default:
    return opInfo(code).traits & OpTrait::Layout;
  }
}

Result<Type> inferResultType(Operation *op) {
  for (unsigned i = 0; i < op->numOperands(); ++i)
    if (!op->operand(i) || !op->operand(i)->type())
      return Error("operand #" + std::to_string(i) + " is missing");
  return inferImpl(op);
}

} // namespace fly::ir
