// Layout op -> layout algebra, once: type inference (values from types) and
// layout-lowering (symbolic values) both call evaluateLayoutOp. Nothing of the
// algebra is re-implemented here; this file reads operands and attributes,
// calls the algebra, and puts results in FlyDSL's canonical form where FlyDSL's
// algebra builds tuples (rank-1 tuples unwrapped).
#include "fly/ir/OpAlgebra.h"

#include "fly/algebra/TiledCopy.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"

namespace fly::ir {

Result<AlgebraValue> algebraValueOf(Type t) {
  if (!t)
    return Error("a missing type");
  if (auto *it = t.dyn_cast<IntTupleType>())
    return AlgebraValue::of(it->value());
  if (auto *l = t.dyn_cast<LayoutType>())
    return AlgebraValue::of(l->value());
  if (auto *c = t.dyn_cast<ComposedLayoutType>())
    return AlgebraValue::of(c->value());
  if (auto *s = t.dyn_cast<SwizzleType>())
    return AlgebraValue::of(s->value());
  if (auto *cs = t.dyn_cast<CoordSwizzleType>())
    return AlgebraValue::of(cs->value());
  if (auto *m = t.dyn_cast<MemRefType>())
    return algebraValueOf(m->layout());
  if (auto *b = t.dyn_cast<BasisType>()) // a scaled basis is a one-leaf tuple
    return AlgebraValue::of(IntTuple(b->value()));
  if (auto *c = t.dyn_cast<CoordTensorType>()) // layout ops see a coordinate tensor's layout
    return AlgebraValue::of(c->layout());
  if (auto *tile = t.dyn_cast<TileType>()) {
    std::vector<Tiler> modes;
    for (const TileType::Mode &m : tile->modes())
      modes.push_back(m.layout ? Tiler(*m.layout) : Tiler::keep());
    if (modes.size() == 1)
      return AlgebraValue::of(modes[0]);
    return AlgebraValue::of(Tiler::modes(modes));
  }
  return Error("'" + t.str() + "' holds no layout-algebra value");
}

Result<Type> typeOfAlgebraValue(Context &ctx, const AlgebraValue &v) {
  switch (v.kind) {
  case AlgebraValue::Kind::Tuple: return IntTupleType::get(ctx, v.tuple);
  case AlgebraValue::Kind::Layout: return LayoutType::get(ctx, v.layout);
  case AlgebraValue::Kind::Composed: return ComposedLayoutType::get(ctx, *v.composed);
  case AlgebraValue::Kind::Swizzle: return SwizzleType::get(ctx, v.swizzle);
  case AlgebraValue::Kind::CoordSwizzle: return CoordSwizzleType::get(ctx, v.coordSwizzle);
  case AlgebraValue::Kind::Tile:
  case AlgebraValue::Kind::None: break;
  }
  return Error("a tiler has no type of its own");
}

namespace {

enum AlgebraFlag : uint8_t { Algebra = 1, OnTensor = 2, KeepsBase = 4 };
constexpr uint8_t kTensor = Algebra | OnTensor, kTensorBase = Algebra | OnTensor | KeepsBase;

struct AlgebraOpRow {
  OpCode code;
  uint8_t flags;
};

constexpr AlgebraOpRow kAlgebraOps[] = {
    {OpCode::FlyMakeLayout, Algebra},          {OpCode::FlyMakeLayoutLike, Algebra},
    {OpCode::FlyMakeOrderedLayout, Algebra},   {OpCode::FlyMakeIdentityLayout, Algebra},
    {OpCode::FlyMakeComposedLayout, Algebra},  {OpCode::FlyGetShape, Algebra},
    {OpCode::FlyGetStride, Algebra},           {OpCode::FlyGetLeaves, Algebra},
    {OpCode::FlyComposedGetInner, Algebra},    {OpCode::FlyComposedGetOffset, Algebra},
    {OpCode::FlyComposedGetOuter, Algebra},    {OpCode::FlyIntTupleAdd, Algebra},
    {OpCode::FlyIntTupleSub, Algebra},         {OpCode::FlyIntTupleMul, Algebra},
    {OpCode::FlyIntTupleDiv, Algebra},         {OpCode::FlyIntTupleMod, Algebra},
    {OpCode::FlyShapeDiv, Algebra},            {OpCode::FlyCeilDiv, Algebra},
    {OpCode::FlyIntTupleProduct, Algebra},     {OpCode::FlyIntTupleProductEach, Algebra},
    {OpCode::FlyIntTupleProductLike, Algebra}, {OpCode::FlySize, Algebra},
    {OpCode::FlyCosize, Algebra},              {OpCode::FlyCoprofile, Algebra},
    {OpCode::FlyCoshape, Algebra},             {OpCode::FlyMakeFragmentLayoutLike, Algebra},
    {OpCode::FlyCrd2Idx, Algebra},             {OpCode::FlyIdx2Crd, Algebra},
    {OpCode::FlyGetFlatCoord, Algebra},        {OpCode::FlyGet1DCoord, Algebra},
    {OpCode::FlyComplement, Algebra},          {OpCode::FlyRightInverse, Algebra},
    {OpCode::FlyLeftInverse, Algebra},         {OpCode::FlyTileToShape, Algebra},
    {OpCode::FlyGet, kTensor},                 {OpCode::FlySelect, kTensorBase},
    {OpCode::FlyTake, kTensorBase},                {OpCode::FlyGroup, kTensorBase},
    {OpCode::FlyAppend, kTensor},              {OpCode::FlyPrepend, kTensor},
    {OpCode::FlySlice, kTensor},               {OpCode::FlyDice, kTensorBase},
    {OpCode::FlyLogicalProduct, kTensor},      {OpCode::FlyZippedProduct, kTensor},
    {OpCode::FlyTiledProduct, kTensor},        {OpCode::FlyFlatProduct, kTensor},
    {OpCode::FlyBlockedProduct, kTensor},      {OpCode::FlyRakedProduct, kTensor},
    {OpCode::FlyRecastLayout, kTensor},        {OpCode::FlyCoalesce, kTensorBase},
    {OpCode::FlyComposition, kTensorBase},     {OpCode::FlyLogicalDivide, kTensorBase},
    {OpCode::FlyZippedDivide, kTensorBase},    {OpCode::FlyTiledDivide, kTensorBase},
    {OpCode::FlyFlatDivide, kTensorBase},
};

uint8_t algebraFlags(OpCode code) {
  for (const AlgebraOpRow &r : kAlgebraOps)
    if (r.code == code)
      return r.flags;
  return 0;
}

} // namespace

bool isAlgebraOp(OpCode code) { return algebraFlags(code) & Algebra; }
bool keepsTensor(OpCode code) { return algebraFlags(code) & OnTensor; }
bool keepsCoordinateBase(OpCode code) { return algebraFlags(code) & KeepsBase; }

Error operandError(const Operation *op, unsigned i, const char *expected) {
  std::string got = i < op->numOperands() && op->operand(i) && op->operand(i)->type()
                        ? op->operand(i)->type().str()
                        : std::string("nothing");
  return Error("operand #" + std::to_string(i) + " must be " + expected + ", got '" + got + "'");
}

Error arityError(const Operation *op, const char *expected) {
  return Error("expects " + std::string(expected) + ", got " + std::to_string(op->numOperands()) + " operands");
}

namespace {

using Kind = AlgebraValue::Kind;

// Reads the operands of one op; messages name the operand and its type.
class Operands {
public:
  Operands(Operation *op, const std::vector<AlgebraValue> &vals) : op_(op), vals_(vals) {}

  size_t size() const { return vals_.size(); }
  Kind kind(unsigned i) const { return vals_[i].kind; }
  const AlgebraValue &operator[](unsigned i) const { return vals_[i]; }

  Error error(unsigned i, const char *expected) const { return operandError(op_, i, expected); }
  Error arity(const char *expected) const { return arityError(op_, expected); }

  const IntTuple *tuple(unsigned i) const {
    return i < size() && vals_[i].kind == Kind::Tuple ? &vals_[i].tuple : nullptr;
  }
  const Layout *layout(unsigned i) const {
    return i < size() && vals_[i].kind == Kind::Layout ? &vals_[i].layout : nullptr;
  }
  const ComposedLayout *composed(unsigned i) const {
    return i < size() && vals_[i].kind == Kind::Composed ? &*vals_[i].composed : nullptr;
  }
  Result<Tiler> tiler(unsigned i) const {
    if (i < size()) {
      const AlgebraValue &v = vals_[i];
      if (v.kind == Kind::Layout)
        return Tiler(v.layout);
      if (v.kind == Kind::Tuple)
        return Tiler::fromShape(v.tuple);
      if (v.kind == Kind::Tile)
        return *v.tile;
    }
    return error(i, "a layout, tile or int_tuple");
  }

private:
  Operation *op_;
  const std::vector<AlgebraValue> &vals_;
};

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

// (product(mode0), product(mode1), ...): a leaf stays itself.
IntTuple productEach(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> els;
  for (const IntTuple &e : t.elements())
    els.push_back(IntTuple(product(e)));
  return IntTuple(std::move(els));
}

// FlyDSL's int_tuple_product_like: the products of `t`'s modes grouped like
// `guide` (a leaf of guide takes the product of the whole mode under it).
Result<IntTuple> productLike(const IntTuple &t, const IntTuple &guide) {
  if (guide.isLeaf())
    return IntTuple(product(t));
  if (t.isLeaf() || t.rank() != guide.rank())
    return Error("int tuple " + t.str() + " is not shaped like " + guide.str());
  std::vector<IntTuple> els;
  for (size_t i = 0; i < t.rank(); ++i) {
    auto e = productLike(t[i], guide[i]);
    if (!e.ok())
      return e;
    els.push_back(*e);
  }
  return IntTuple(std::move(els));
}

template <class T> Result<AlgebraValue> wrap(Result<T> r) {
  if (!r.ok())
    return r.error();
  return AlgebraValue::of(std::move(*r));
}

// A layout-to-layout function on a layout, or on the outer layout of a
// composed one (inner and offset kept).
template <class F> Result<AlgebraValue> onLayoutLike(const Operands &in, F f) {
  if (const Layout *l = in.layout(0))
    return wrap(Result<Layout>(f(*l)));
  if (const ComposedLayout *c = in.composed(0)) {
    Result<Layout> r = f(c->domain());
    if (!r.ok())
      return r.error();
    return AlgebraValue::of(c->withDomain(*r));
  }
  return in.error(0, "a layout or composed layout");
}

// FlyDSL builds these results with fresh tuples: rank-1 tuples unwrap.
AlgebraValue unwrapped(AlgebraValue v) {
  switch (v.kind) {
  case Kind::Tuple: v.tuple = unwrap_singletons(v.tuple); break;
  case Kind::Layout: v.layout = Layout(unwrap_singletons(v.layout.shape()), unwrap_singletons(v.layout.stride())); break;
  case Kind::Composed: {
    const Layout &o = v.composed->domain();
    v.composed = v.composed->withDomain(Layout(unwrap_singletons(o.shape()), unwrap_singletons(o.stride())));
    break;
  }
  default: break;
  }
  return v;
}

Result<AlgebraValue> unwrapped(Result<AlgebraValue> r) {
  if (!r.ok())
    return r;
  return unwrapped(std::move(*r));
}

Result<AlgebraValue> evaluate(Operation *op, const Operands &in) {
  size_t n = in.size();
  switch (op->code()) {
  case OpCode::FlyMakeLayout: {
    const IntTuple *s = in.tuple(0), *d = in.tuple(1);
    if (n != 2 || !s || !d)
      return Error("expects (shape, stride) int tuples");
    return wrap(make_layout(*s, *d));
  }
  case OpCode::FlyMakeLayoutLike: {
    const Layout *l = in.layout(0);
    if (n != 1 || !l)
      return in.error(0, "a layout");
    if (!l->stride().isStatic())
      return AlgebraValue::of(make_layout(l->shape()));
    return wrap(make_ordered_layout(l->shape(), l->stride()));
  }
  case OpCode::FlyMakeOrderedLayout: {
    const IntTuple *s = in.tuple(0), *o = in.tuple(1);
    if (n != 2 || !s || !o)
      return Error("expects (shape, order) int tuples");
    // FlyDSL's op keeps the running stride on size-1 modes (its makeOrderedLayoutAttr).
    return wrap(make_ordered_layout(*s, *o, /*zeroUnitModes=*/false));
  }
  case OpCode::FlyMakeIdentityLayout: {
    const IntTuple *s = n == 1 ? in.tuple(0) : nullptr;
    if (!s)
      return in.error(0, "a shape int_tuple");
    return AlgebraValue::of(make_identity_layout(*s));
  }
  case OpCode::FlyMakeComposedLayout: {
    if (n != 3)
      return in.arity("(inner, offset, outer)");
    // FlyDSL's make_composed_layout: the inner function a swizzle, coordinate swizzle, layout or
    // composed layout; the offset an int tuple (a coordinate when the outer yields coordinates);
    // the outer a layout or a composed layout.
    ComposedLayout::Inner inner;
    if (in.kind(0) == Kind::Swizzle)
      inner = in[0].swizzle;
    else if (in.kind(0) == Kind::CoordSwizzle)
      inner = in[0].coordSwizzle;
    else if (const Layout *l = in.layout(0))
      inner = *l;
    else if (const ComposedLayout *c = in.composed(0))
      inner = std::make_shared<const ComposedLayout>(*c);
    else
      return in.error(0, "a swizzle, coordinate swizzle, layout or composed layout");
    const IntTuple *off = in.tuple(1);
    if (!off)
      return in.error(1, "an int_tuple");
    if (const Layout *outer = in.layout(2))
      return AlgebraValue::of(make_composed_layout(inner, *off, *outer));
    if (const ComposedLayout *outer = in.composed(2))
      return AlgebraValue::of(ComposedLayout(inner, *off, *outer));
    return in.error(2, "a layout or composed layout");
  }
  case OpCode::FlyGetShape: {
    if (n != 1)
      return in.arity("one layout");
    if (const Layout *l = in.layout(0))
      return AlgebraValue::of(l->shape());
    if (const ComposedLayout *c = in.composed(0))
      return AlgebraValue::of(c->shape());
    return in.error(0, "a layout, composed layout or memref");
  }
  case OpCode::FlyGetStride: {
    const Layout *l = n == 1 ? in.layout(0) : nullptr;
    if (!l)
      return in.error(0, "a layout or memref with a plain layout");
    return AlgebraValue::of(l->stride());
  }
  case OpCode::FlyGetLeaves: {
    const IntTuple *t = n == 1 ? in.tuple(0) : nullptr;
    if (!t)
      return in.error(0, "an int_tuple");
    return AlgebraValue::of(flatten(*t));
  }
  case OpCode::FlyComposedGetInner:
  case OpCode::FlyComposedGetOffset:
  case OpCode::FlyComposedGetOuter: {
    const ComposedLayout *c = n == 1 ? in.composed(0) : nullptr;
    if (!c)
      return in.error(0, "a composed layout");
    if (op->is(OpCode::FlyComposedGetOffset))
      return AlgebraValue::of(c->offset());
    if (op->is(OpCode::FlyComposedGetOuter)) {
      if (const ComposedLayout *o = c->outerComposed())
        return AlgebraValue::of(*o);
      return AlgebraValue::of(c->domain());
    }
    if (const Swizzle *sw = c->innerSwizzle())
      return AlgebraValue::of(*sw);
    if (const CoordSwizzle *cs = c->innerCoordSwizzle())
      return AlgebraValue::of(*cs);
    if (const ComposedLayout *ci = c->innerComposed())
      return AlgebraValue::of(*ci);
    return AlgebraValue::of(*c->innerLayout());
  }
  case OpCode::FlyIntTupleAdd:
  case OpCode::FlyIntTupleSub:
  case OpCode::FlyIntTupleMul:
  case OpCode::FlyIntTupleDiv:
  case OpCode::FlyIntTupleMod:
  case OpCode::FlyShapeDiv:
  case OpCode::FlyCeilDiv: {
    const IntTuple *a = in.tuple(0), *b = in.tuple(1);
    if (n != 2 || !a || !b)
      return Error("expects two int tuples");
    switch (op->code()) {
    case OpCode::FlyIntTupleAdd: return wrap(add(*a, *b));
    case OpCode::FlyIntTupleSub: return wrap(sub(*a, *b));
    case OpCode::FlyIntTupleMul: return wrap(elem_scale(*a, *b));
    case OpCode::FlyShapeDiv: return wrap(shape_div(*a, *b));
    default: break;
    }
    if (anyZero(*b))
      return Error("division by zero in " + b->str());
    if (op->is(OpCode::FlyCeilDiv))
      return wrap(ceil_div(*a, *b));
    if (op->is(OpCode::FlyIntTupleDiv))
      return wrap(zipLeaves(*a, *b, [](const Int &x, const Int &y) { return floorDiv(x, y); }));
    return wrap(zipLeaves(*a, *b, [](const Int &x, const Int &y) { return mod(x, y); }));
  }
  case OpCode::FlyIntTupleProduct: {
    const IntTuple *t = n == 1 ? in.tuple(0) : nullptr;
    if (!t)
      return in.error(0, "an int_tuple");
    return AlgebraValue::of(IntTuple(product(*t)));
  }
  case OpCode::FlyIntTupleProductEach: {
    const IntTuple *t = n == 1 ? in.tuple(0) : nullptr;
    if (!t)
      return in.error(0, "an int_tuple");
    return AlgebraValue::of(productEach(*t));
  }
  case OpCode::FlyIntTupleProductLike: {
    const IntTuple *t = in.tuple(0), *g = in.tuple(1);
    if (n != 2 || !t || !g)
      return Error("expects (tuple, guide) int tuples");
    return unwrapped(wrap(productLike(*t, *g)));
  }
  case OpCode::FlySize: {
    if (n != 1)
      return in.arity("one operand");
    if (const IntTuple *t = in.tuple(0))
      return AlgebraValue::of(IntTuple(size(*t)));
    if (const Layout *l = in.layout(0))
      return AlgebraValue::of(IntTuple(size(*l)));
    if (const ComposedLayout *c = in.composed(0))
      return AlgebraValue::of(IntTuple(size(*c)));
    return in.error(0, "an int_tuple, layout or memref");
  }
  case OpCode::FlyCosize: {
    if (n != 1)
      return in.arity("one layout");
    if (const Layout *l = in.layout(0))
      return AlgebraValue::of(IntTuple(cosize(*l)));
    if (const ComposedLayout *c = in.composed(0)) {
      auto r = cosize(*c);
      if (!r.ok())
        return r.error();
      return AlgebraValue::of(IntTuple(*r));
    }
    return in.error(0, "a layout or memref");
  }
  case OpCode::FlyCoprofile:
  case OpCode::FlyCoshape: {
    // CuTe's coshape: one past the value at the last coordinate, leaf by leaf
    // (cosize for integer strides, a coordinate tuple for basis strides);
    // coprofile: that tuple with 0 leaves.
    const Layout *l = n == 1 ? in.layout(0) : nullptr;
    if (!l && n == 1 && op->is(OpCode::FlyCoprofile)) {
      // A composed layout's codomain is its last function's: an index for a swizzle, a layout's
      // own coprofile, the innermost one's when nested.
      const ComposedLayout *c = in.composed(0);
      while (c && c->innerComposed())
        c = c->innerComposed();
      if (c && c->innerSwizzle())
        return AlgebraValue::of(IntTuple(Int(0)));
      if (c && c->innerLayout())
        l = c->innerLayout();
      else if (c)
        return in.error(0, "a layout or a composed layout whose last function is a swizzle or a layout");
    }
    if (!l)
      return in.error(0, "a layout");
    auto last = crd2coord(IntTuple(size(*l) - Int(1)), *l);
    if (!last.ok())
      return last.error();
    if (op->is(OpCode::FlyCoprofile))
      return AlgebraValue::of(repeat_like(*last, Int(0)));
    return wrap(add(*last, repeat_like(*last, Int(1))));
  }
  case OpCode::FlyCrd2Idx: {
    const IntTuple *c = in.tuple(0);
    if (n != 2 || !c)
      return in.error(0, "a coordinate int_tuple");
    if (const Layout *l = in.layout(1)) {
      // A layout with basis strides (an identity layout and what the algebra makes of it)
      // maps a coordinate to a coordinate (CuTe's ScaledBasis arithmetic).
      if (hasBasisStrides(*l))
        return wrap(crd2coord(*c, *l));
      auto r = crd2idx(*c, *l);
      if (!r.ok())
        return r.error();
      return AlgebraValue::of(IntTuple(*r));
    }
    // Through a composed layout: an index, or a coordinate when its last function yields one.
    if (const ComposedLayout *cl = in.composed(1))
      return wrap(crd2value(*c, *cl));
    // A coordinate swizzle applied to the coordinate itself (FlyDSL's crd2idx lowering does so).
    if (in.kind(1) == Kind::CoordSwizzle)
      return wrap(in[1].coordSwizzle(*c));
    return in.error(1, "a layout");
  }
  case OpCode::FlyIdx2Crd:
  case OpCode::FlyGetFlatCoord:
  case OpCode::FlyGet1DCoord: {
    const IntTuple *c = in.tuple(0);
    if (n != 2 || !c)
      return in.error(0, "an index int_tuple");
    IntTuple shape;
    const Layout *l = in.layout(1);
    if (l)
      shape = l->shape();
    else if (const IntTuple *s = in.tuple(1))
      shape = *s;
    else
      return in.error(1, "a layout");
    // fly.idx2crd of a layout is FlyDSL's: each mode's (index / stride) % shape, not the natural
    // coordinate in the shape (the two differ for a layout that is not compact column-major, e.g.
    // swa_gfx950's (wave, lane) = idx2crd(tid, (8,64):(64,1))). Of a shape (an int_tuple), the
    // natural coordinate.
    if (op->is(OpCode::FlyIdx2Crd) && l)
      return wrap(idx2crd(*c, l->shape(), l->stride()));
    if (op->is(OpCode::FlyGet1DCoord)) {
      auto r = crd2idx_colmajor(*c, shape);
      if (!r.ok())
        return r.error();
      return AlgebraValue::of(IntTuple(*r));
    }
    if (op->is(OpCode::FlyGetFlatCoord)) {
      if (!c->isLeaf())
        return in.error(0, "a one-integer index");
      return AlgebraValue::of(idx2crd(c->leaf(), productEach(shape)));
    }
    return wrap(idx2crd(*c, shape));
  }
  case OpCode::FlyGet:
  case OpCode::FlySelect:
  case OpCode::FlyTake:
  case OpCode::FlyGroup: {
    if (n != 1)
      return in.arity("one operand");
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
    OpCode code = op->code();
    // get returns the mode as it is; the others build new tuples.
    auto fix = [&](Result<AlgebraValue> r) { return code == OpCode::FlyGet ? r : unwrapped(std::move(r)); };
    if (const IntTuple *t = in.tuple(0)) {
      switch (code) {
      case OpCode::FlyGet: return wrap(get(*t, idx));
      case OpCode::FlySelect: return fix(wrap(select(*t, idx)));
      case OpCode::FlyTake: return fix(wrap(take(*t, b, e)));
      default: return fix(wrap(group(*t, b, e)));
      }
    }
    return fix(onLayoutLike(in, [&](const Layout &l) -> Result<Layout> {
      switch (code) {
      case OpCode::FlyGet: return get(l, idx);
      case OpCode::FlySelect: return select(l, idx);
      case OpCode::FlyTake: return take(l, b, e);
      default: return group(l, b, e);
      }
    }));
  }
  case OpCode::FlyAppend:
  case OpCode::FlyPrepend: {
    if (n != 2)
      return in.arity("(tuple, element)");
    bool app = op->is(OpCode::FlyAppend);
    Attribute na = op->attr("n");
    if (const IntTuple *t = in.tuple(0)) {
      const IntTuple *x = in.tuple(1);
      if (!x)
        return in.error(1, "an int_tuple");
      if (na && na.is(AttrKind::Integer)) {
        if (!app)
          return Error("prepend<n> is not supported");
        if (na.intValue() < 0 || na.intValue() > 1024)
          return Error("bad rank");
        return AlgebraValue::of(append_to_rank(*t, static_cast<size_t>(na.intValue()), *x));
      }
      return AlgebraValue::of(app ? append(*t, *x) : prepend(*t, *x));
    }
    const Layout *x = in.layout(1);
    if (!x)
      return in.error(1, "a layout");
    if (na)
      return Error("append<n> on layouts is not supported");
    return onLayoutLike(in, [&](const Layout &l) -> Result<Layout> { return app ? append(l, *x) : prepend(l, *x); });
  }
  case OpCode::FlySlice:
  case OpCode::FlyDice: {
    const IntTuple *c = in.tuple(1);
    if (n != 2 || !c)
      return in.error(1, "a coordinate int_tuple");
    bool isSlice = op->is(OpCode::FlySlice);
    if (const IntTuple *t = in.tuple(0))
      return unwrapped(wrap(isSlice ? slice(*c, *t) : dice(*c, *t)));
    if (const ComposedLayout *cl = in.composed(0); cl && isSlice) // the start moves into the offset
      return unwrapped(wrap(slice(*c, *cl)));
    return unwrapped(onLayoutLike(in, [&](const Layout &l) { return isSlice ? slice(*c, l) : dice(*c, l); }));
  }
  case OpCode::FlyCoalesce: {
    if (n == 2) {
      const IntTuple *profile = in.tuple(1);
      if (!profile)
        return in.error(1, "an int_tuple profile");
      return onLayoutLike(in, [&](const Layout &l) { return coalesce(l, *profile); });
    }
    if (n != 1)
      return in.arity("a layout and an optional profile");
    return onLayoutLike(in, [&](const Layout &l) -> Result<Layout> { return coalesce(l); });
  }
  case OpCode::FlyComposition: {
    if (n != 2)
      return in.arity("(layout, tiler)");
    auto tiler = in.tiler(1);
    if (!tiler.ok())
      return tiler.error();
    return onLayoutLike(in, [&](const Layout &l) { return composition(l, *tiler); });
  }
  case OpCode::FlyComplement: {
    const Layout *l = in.layout(0);
    if (!l || (n != 1 && n != 2))
      return in.error(0, "a layout");
    if (n == 2) {
      const IntTuple *cot = in.tuple(1);
      if (!cot)
        return in.error(1, "an int_tuple cotarget");
      return wrap(complement(*l, *cot));
    }
    return wrap(complement(*l));
  }
  case OpCode::FlyMakeFragmentLayoutLike: {
    // The layout a fragment like this one gets (CuTe's make_fragment_like of the layout, or of a
    // memref's layout): compact, mode 0 column-major, the rest ordered like the original.
    const Layout *l = n == 1 ? in.layout(0) : nullptr;
    if (!l)
      return in.error(0, "a layout or memref");
    return wrap(make_fragment_like(*l));
  }
  case OpCode::FlyRightInverse:
  case OpCode::FlyLeftInverse: {
    const Layout *l = n == 1 ? in.layout(0) : nullptr;
    if (!l)
      return in.error(0, "a layout");
    return wrap(op->is(OpCode::FlyRightInverse) ? right_inverse(*l) : left_inverse(*l));
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
      return in.arity("(layout, tiler)");
    auto tiler = in.tiler(1);
    if (!tiler.ok())
      return tiler.error();
    OpCode c = op->code();
    return onLayoutLike(in, [&](const Layout &l) -> Result<Layout> {
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
    const Layout *t = n == 2 ? in.layout(1) : nullptr;
    if (!t)
      return in.error(1, "a layout");
    bool blocked = op->is(OpCode::FlyBlockedProduct);
    return onLayoutLike(in, [&](const Layout &l) { return blocked ? blocked_product(l, *t) : raked_product(l, *t); });
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
      return in.arity("one layout");
    return unwrapped(onLayoutLike(in, [&](const Layout &l) {
      return recast_layout(l, static_cast<int>(*ob), static_cast<int>(*nb));
    }));
  }
  case OpCode::FlyTileToShape: {
    const Layout *b = in.layout(0);
    const IntTuple *s = in.tuple(1), *o = in.tuple(2);
    if (n != 3 || !b || !s || !o)
      return Error("expects (layout, target shape, order)");
    return wrap(tile_to_shape(*b, *s, *o));
  }
  default:
    return Error("has no layout-algebra rule");
  }
}

} // namespace

Result<AlgebraValue> evaluateLayoutOp(Operation *op, const std::vector<AlgebraValue> &operands) {
  return evaluate(op, Operands(op, operands));
}

Result<AlgebraValue> evaluateLayoutOp(Operation *op, const std::function<Result<AlgebraValue>(unsigned)> &operandValue) {
  std::vector<AlgebraValue> operands;
  operands.reserve(op->numOperands());
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Type t = op->operand(i)->type();
    Result<AlgebraValue> v = t.isa<TileType>() ? algebraValueOf(t) : operandValue(i);
    if (!v.ok())
      return v;
    operands.push_back(std::move(*v));
  }
  return evaluateLayoutOp(op, operands);
}

} // namespace fly::ir
