// layout-lowering: every layout op with a dynamic operand or result becomes
// integer arithmetic.
//
// Each dynamic leaf of an int_tuple built from SSA scalars (fly.make_int_tuple,
// make_shape, make_stride, make_coord) is seen as a SymExpr (IRSymbols: arith
// producers become expressions, other values variables with their range and
// divisibility facts, the int_tuple type's `?{div=d}` included). The layout
// algebra then runs on those symbolic values exactly as it runs on static ones
// (crd2idx, idx2crd, size, composition, divides, products, ...), the simplifier
// folding what the facts allow, and the result is rebuilt from its leaves:
// an int_tuple as fly.make_int_tuple of emitted arith values, a layout as
// fly.make_layout of two such tuples, a fully static result as fly.static,
// and fly.get_scalar as the emitted value itself. Emission shares common
// sub-expressions across all ops of a function (ArithEmitter). Ops left
// without uses are erased.
#include "fly/algebra/Algebra.h"
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/LayoutLowering.h"
#include "fly/transforms/PassRegistry.h"

#include <functional>
#include <unordered_set>

namespace fly::transforms {

using namespace ir;

namespace {

// The algebra value of a fly-typed SSA value, with expressions in its leaves.
struct SymVal {
  enum class Kind { Tuple, Layout, Composed, Swizzle, Tiler } kind = Kind::Tuple;
  IntTuple tuple;
  Layout layout;
  std::optional<ComposedLayout> composed;
  Swizzle swizzle;
  std::optional<Tiler> tiler;

  static SymVal of(IntTuple t) {
    SymVal v;
    v.kind = Kind::Tuple;
    v.tuple = std::move(t);
    return v;
  }
  static SymVal of(Layout l) {
    SymVal v;
    v.kind = Kind::Layout;
    v.layout = std::move(l);
    return v;
  }
  static SymVal of(ComposedLayout c) {
    SymVal v;
    v.kind = Kind::Composed;
    v.composed = std::move(c);
    return v;
  }
};

bool isConstructor(OpCode c) {
  switch (c) {
  case OpCode::FlyStatic:
  case OpCode::FlyMakeIntTuple:
  case OpCode::FlyMakeShape:
  case OpCode::FlyMakeStride:
  case OpCode::FlyMakeCoord:
  case OpCode::FlyMakeLayout:
  case OpCode::FlyMakeComposedLayout:
  case OpCode::FlyMakeTile:
    return true;
  default:
    return false;
  }
}

bool isStaticType(Type t) {
  if (auto *it = t.dyn_cast<IntTupleType>())
    return it->isStatic();
  if (auto *l = t.dyn_cast<LayoutType>())
    return l->isStatic();
  if (auto *c = t.dyn_cast<ComposedLayoutType>())
    return c->isStatic();
  if (auto *m = t.dyn_cast<MemRefType>())
    return isStaticType(m->layout());
  return true;
}

template <class T> Result<SymVal> wrapR(Result<T> r) {
  if (!r.ok())
    return r.error();
  return SymVal::of(std::move(*r));
}

class FunctionLowering {
public:
  FunctionLowering(Operation *func, std::vector<Diagnostic> &diags, LayoutLoweringStats *stats)
      : func_(func), ctx_(func->context()), syms_(launchBoundsOf(func)), b_(ctx_),
        emitter_(b_, [this](uint32_t id) { return syms_.valueOf(id); }), diags_(diags), stats_(stats) {}

  bool run() {
    std::vector<Operation *> work;
    func_->walk([&](Operation *op) { work.push_back(op); }, WalkOrder::PreOrder);
    bool ok = true;
    for (Operation *op : work) {
      if (!shouldLower(op))
        continue;
      bool afterFailure = false;
      for (unsigned i = 0; i < op->numOperands(); ++i)
        afterFailure |= failed_.count(op->operand(i)) != 0;
      if (afterFailure) { // reported once, where it started
        failed_.insert(op->result(0));
        continue;
      }
      b_.setInsertionPoint(op);
      b_.setLoc(op->loc());
      Value *repl = nullptr;
      auto r = lowerOne(op, repl);
      if (!r.ok()) {
        Diagnostic d = op->emitError("layout-lowering: " + r.error().message);
        diags_.push_back(d);
        failed_.insert(op->result(0));
        ok = false;
        continue;
      }
      if (repl) {
        op->result(0)->replaceAllUsesWith(repl);
        if (stats_)
          ++stats_->opsLowered;
      }
    }
    if (stats_)
      stats_->arithOpsCreated += emitter_.opsCreated();
    return ok;
  }

private:
  bool shouldLower(Operation *op) {
    if (op->numResults() != 1)
      return false;
    if (op->is(OpCode::FlyGetScalar))
      return true; // a static one becomes a constant
    if (op->is(OpCode::FlyGetLayout))
      return !isStaticType(op->operand(0)->type());
    if (!op->hasTrait(OpTrait::Layout) || isConstructor(op->code()))
      return false;
    // A tensor (memref) result is a view: atom-lowering resolves views with their pointers.
    if (op->result(0)->type().isa<MemRefType>())
      return false;
    if (!isStaticType(op->result(0)->type()))
      return true;
    for (unsigned i = 0; i < op->numOperands(); ++i)
      if (!isStaticType(op->operand(i)->type()))
        return true;
    return false;
  }

  Result<bool> lowerOne(Operation *op, Value *&repl) {
    FLY_TRY(val, valueOf(op->result(0)));
    Type rt = op->result(0)->type();
    if (op->is(OpCode::FlyGetScalar)) {
      if (val.kind != SymVal::Kind::Tuple || !val.tuple.isLeaf())
        return Error("fly.get_scalar of a non-scalar");
      FLY_TRY(v, scalar(val.tuple.leaf(), rt));
      repl = v;
      return true;
    }
    FLY_TRY(m, materialize(val, rt));
    repl = m;
    values_[m] = val;
    return true;
  }

  // ---- Scalars ----------------------------------------------------------------------

  // The integer type to compute an expression in: the widest of its variables'
  // types (index counts as widest), i32 without variables.
  Type typeFor(SymExpr e) {
    Type best;
    std::function<void(SymExpr)> visit = [&](SymExpr x) {
      if (!x || x.isConst())
        return;
      if (x.isVar()) {
        Value *v = syms_.valueOf(x.varId());
        if (!v)
          return;
        auto entry = entryType_.find(x.varId());
        Type t = entry != entryType_.end() ? entry->second : v->type();
        if (!best || t.isIndex() || (!best.isIndex() && t.bitWidth() > best.bitWidth()))
          best = t;
        return;
      }
      visit(x.lhs());
      visit(x.rhs());
    };
    visit(e);
    return best ? best : ctx_.i32();
  }

  // The scalars a layout is built from fix the integer type of its arithmetic:
  // a variable reached through an i32 operand is computed in i32 even if it is
  // an index value underneath (its value fits: the i32 operand equals it).
  void noteEntryType(SymExpr e, Type t) {
    if (!e || e.isConst())
      return;
    if (e.isVar()) {
      auto [it, fresh] = entryType_.emplace(e.varId(), t);
      if (!fresh && !it->second.isIndex() && (t.isIndex() || t.bitWidth() > it->second.bitWidth()))
        it->second = t;
      return;
    }
    noteEntryType(e.lhs(), t);
    noteEntryType(e.rhs(), t);
  }

  Result<Value *> scalar(const Int &leaf, Type type) {
    SymExpr e = leaf.expr();
    if (!e)
      return Error("a dynamic value has no expression (it does not come from SSA scalars)");
    Value *v = emitter_.emit(e, type);
    if (!v)
      return Error("cannot emit " + e.str());
    return v;
  }

  // ---- Rebuilding values as IR ----------------------------------------------------------

  Result<Value *> materializeTuple(const IntTuple &val, Type type) {
    auto *tt = type.dyn_cast<IntTupleType>();
    if (!tt)
      return Error("expected an int_tuple type, got " + type.str());
    if (tt->isStatic())
      return b_.flyStatic(type);
    std::vector<Int> want = leaves(tt->value()), have = leaves(val);
    if (want.size() != have.size() || rank(tt->value()) != rank(val))
      return Error("computed " + val.str() + " does not match the type " + type.str());
    std::vector<Value *> operands;
    for (size_t i = 0; i < want.size(); ++i) {
      if (!want[i].isDynamic()) { // a static leaf or a static basis stride: nothing to pass
        if (!(have[i] == want[i]))
          return Error("computed " + val.str() + " does not match the type " + type.str());
        continue;
      }
      SymExpr e = have[i].expr();
      if (!e)
        return Error("leaf " + std::to_string(i) + " of " + val.str() + " has no expression");
      Type st = typeFor(e);
      Value *v = emitter_.emit(e, st);
      if (!v)
        return Error("cannot emit " + e.str());
      operands.push_back(v);
    }
    Type ts[] = {type};
    return b_.create(OpCode::FlyMakeIntTuple, operands, ts)->result(0);
  }

  Result<Value *> materializeLayout(const Layout &val, Type type) {
    auto *lt = type.dyn_cast<LayoutType>();
    if (!lt)
      return Error("expected a layout type, got " + type.str());
    if (lt->isStatic())
      return b_.flyStatic(type);
    Type st = IntTupleType::get(ctx_, lt->value().shape()), dt = IntTupleType::get(ctx_, lt->value().stride());
    FLY_TRY(s, materializeTuple(val.shape(), st));
    FLY_TRY(d, materializeTuple(val.stride(), dt));
    Value *ops[] = {s, d};
    Type ts[] = {type};
    return b_.create(OpCode::FlyMakeLayout, ops, ts)->result(0);
  }

  Result<Value *> materialize(const SymVal &val, Type type) {
    switch (val.kind) {
    case SymVal::Kind::Tuple: return materializeTuple(val.tuple, type);
    case SymVal::Kind::Layout: return materializeLayout(val.layout, type);
    case SymVal::Kind::Composed: {
      auto *ct = type.dyn_cast<ComposedLayoutType>();
      if (!ct)
        return Error("expected a composed layout type, got " + type.str());
      if (ct->isStatic())
        return b_.flyStatic(type);
      const ComposedLayout &tv = ct->value();
      const ComposedLayout &c = *val.composed;
      Value *inner;
      if (c.innerIsSwizzle()) {
        inner = b_.flyStatic(SwizzleType::get(ctx_, std::get<Swizzle>(c.inner())));
      } else {
        if (!tv.innerIsSwizzle()) {
          FLY_TRY(li, materializeLayout(std::get<Layout>(c.inner()), LayoutType::get(ctx_, std::get<Layout>(tv.inner()))));
          inner = li;
        } else {
          return Error("composed layout inner mismatch");
        }
      }
      FLY_TRY(off, materializeTuple(IntTuple(c.offset()), IntTupleType::get(ctx_, IntTuple(tv.offset()))));
      FLY_TRY(outer, materializeLayout(c.outer(), LayoutType::get(ctx_, tv.outer())));
      Value *ops[] = {inner, off, outer};
      Type ts[] = {type};
      return b_.create(OpCode::FlyMakeComposedLayout, ops, ts)->result(0);
    }
    default:
      if (isStaticType(type))
        return b_.flyStatic(type);
      return Error("cannot rebuild a value of type " + type.str());
    }
  }

  // ---- Symbolic values ---------------------------------------------------------------------

  Result<SymVal> fromType(Type t) {
    if (auto *it = t.dyn_cast<IntTupleType>())
      if (it->isStatic())
        return SymVal::of(it->value());
    if (auto *l = t.dyn_cast<LayoutType>())
      if (l->isStatic())
        return SymVal::of(l->value());
    if (auto *c = t.dyn_cast<ComposedLayoutType>())
      if (c->isStatic())
        return SymVal::of(c->value());
    if (auto *s = t.dyn_cast<SwizzleType>()) {
      SymVal v;
      v.kind = SymVal::Kind::Swizzle;
      v.swizzle = s->value();
      return v;
    }
    if (auto *m = t.dyn_cast<MemRefType>())
      return fromType(m->layout());
    return Error("the dynamic leaves of '" + t.str() +
                 "' are not built from SSA scalars here (an argument of a function that is not a kernel: only "
                 "kernel tensor arguments are expanded, by expand-kernel-arguments; or an unsupported op)");
  }

  Result<SymVal> valueOf(Value *v) {
    if (auto it = values_.find(v); it != values_.end())
      return it->second;
    Operation *def = v->definingOp();
    Result<SymVal> r = def ? compute(def) : fromType(v->type());
    if (r.ok())
      values_[v] = *r;
    return r;
  }

  Result<IntTuple> tupleArg(Operation *op, unsigned i) {
    if (i >= op->numOperands())
      return Error("missing operand #" + std::to_string(i));
    FLY_TRY(v, valueOf(op->operand(i)));
    if (v.kind != SymVal::Kind::Tuple)
      return Error("operand #" + std::to_string(i) + " must be an int_tuple");
    return v.tuple;
  }

  Result<SymVal> layoutLikeArg(Operation *op, unsigned i) {
    if (i >= op->numOperands())
      return Error("missing operand #" + std::to_string(i));
    FLY_TRY(v, valueOf(op->operand(i)));
    if (v.kind != SymVal::Kind::Layout && v.kind != SymVal::Kind::Composed)
      return Error("operand #" + std::to_string(i) + " must be a layout");
    return v;
  }

  Result<Layout> layoutArg(Operation *op, unsigned i) {
    FLY_TRY(v, layoutLikeArg(op, i));
    if (v.kind != SymVal::Kind::Layout)
      return Error("operand #" + std::to_string(i) + " must be a plain layout");
    return v.layout;
  }

  Result<Tiler> tilerArg(Operation *op, unsigned i) {
    Type t = op->operand(i)->type();
    if (auto *tile = t.dyn_cast<TileType>()) {
      std::vector<Tiler> modes;
      for (const TileType::Mode &m : tile->modes())
        modes.push_back(m.layout ? Tiler(*m.layout) : Tiler::keep());
      if (modes.size() == 1)
        return modes[0];
      return Tiler::modes(modes);
    }
    FLY_TRY(v, valueOf(op->operand(i)));
    if (v.kind == SymVal::Kind::Layout)
      return Tiler(v.layout);
    if (v.kind == SymVal::Kind::Tuple)
      return Tiler::fromShape(v.tuple);
    return Error("operand #" + std::to_string(i) + " must be a layout, tile or int_tuple");
  }

  Result<std::vector<size_t>> indexList(Operation *op, std::string_view name) {
    Attribute a = op->attr(name);
    if (!a)
      return Error("needs the attribute '" + std::string(name) + "'");
    std::vector<size_t> out;
    if (a.is(AttrKind::DenseArray)) {
      for (int64_t x : a.denseArray())
        out.push_back(static_cast<size_t>(x));
    } else if (a.is(AttrKind::Integer)) {
      out.push_back(static_cast<size_t>(a.intValue()));
    } else if (a.is(AttrKind::Array)) {
      for (Attribute e : a.elements())
        out.push_back(static_cast<size_t>(e.intValue()));
    }
    return out;
  }

  // Applies f to a plain layout, or to the outer layout of a composed one.
  Result<SymVal> onLayoutLike(Operation *op, const std::function<Result<Layout>(const Layout &)> &f) {
    FLY_TRY(v, layoutLikeArg(op, 0));
    if (v.kind == SymVal::Kind::Layout)
      return wrapR(f(v.layout));
    FLY_TRY(outer, f(v.composed->outer()));
    return SymVal::of(ComposedLayout(v.composed->inner(), v.composed->offset(), outer));
  }

  Result<SymVal> compute(Operation *op) {
    unsigned n = op->numOperands();
    Type rt = op->numResults() ? op->result(0)->type() : Type();
    switch (op->code()) {
    case OpCode::FlyStatic: return fromType(rt);
    case OpCode::FlyMakeIntTuple:
    case OpCode::FlyMakeShape:
    case OpCode::FlyMakeStride:
    case OpCode::FlyMakeCoord: {
      auto *tt = rt.dyn_cast<IntTupleType>();
      if (!tt)
        return Error("result must be an int_tuple");
      unsigned next = 0;
      bool bad = false;
      // A shape's extents are positive (a kernel argument's size, say): enough
      // for unsigned division by them.
      std::optional<SymRange> shapeRange;
      if (op->is(OpCode::FlyMakeShape)) {
        unsigned w = 32;
        for (unsigned k = 0; k < n; ++k)
          w = std::min(w, op->operand(k)->type().isIndex() ? 64u : op->operand(k)->type().bitWidth());
        shapeRange = SymRange{1, w >= 63 ? (int64_t(1) << 62) : (int64_t(1) << (w - 1))};
      }
      std::function<IntTuple(const IntTuple &)> fill = [&](const IntTuple &t) -> IntTuple {
        if (t.isLeaf()) {
          if (!t.leaf().isDynamic())
            return t;
          if (next >= n) {
            bad = true;
            return t;
          }
          Value *x = op->operand(next++);
          if (!x->type().isIntOrIndex()) {
            bad = true;
            return t;
          }
          SymExpr e = syms_.getWithDivisibility(x, t.leaf().divisibility(), shapeRange);
          noteEntryType(e, x->type());
          return IntTuple(Int::symbolic(e));
        }
        std::vector<IntTuple> els;
        for (const IntTuple &e : t.elements())
          els.push_back(fill(e));
        return IntTuple(std::move(els));
      };
      IntTuple v = fill(tt->value());
      if (bad || next != n)
        return Error("operands do not match the dynamic leaves of " + rt.str());
      return SymVal::of(v);
    }
    case OpCode::FlyMakeLayout: {
      FLY_TRY(s, tupleArg(op, 0));
      FLY_TRY(d, tupleArg(op, 1));
      return wrapR(make_layout(s, d));
    }
    case OpCode::FlyMakeComposedLayout: {
      FLY_TRY(inner, valueOf(op->operand(0)));
      FLY_TRY(off, tupleArg(op, 1));
      FLY_TRY(outer, layoutArg(op, 2));
      if (!off.isLeaf())
        return Error("offset must be one integer");
      ComposedLayout::Inner in;
      if (inner.kind == SymVal::Kind::Swizzle)
        in = inner.swizzle;
      else if (inner.kind == SymVal::Kind::Layout)
        in = inner.layout;
      else
        return Error("inner must be a swizzle or layout");
      return SymVal::of(make_composed_layout(in, off.leaf(), outer));
    }
    case OpCode::FlyMakeView: return valueOf(op->operand(1));
    case OpCode::FlyGetLayout: return valueOf(op->operand(0));
    case OpCode::FlyGetScalar: return valueOf(op->operand(0));
    case OpCode::FlyGetShape: {
      FLY_TRY(v, layoutLikeArg(op, 0));
      return SymVal::of(v.kind == SymVal::Kind::Layout ? v.layout.shape() : v.composed->shape());
    }
    case OpCode::FlyGetStride: {
      FLY_TRY(l, layoutArg(op, 0));
      return SymVal::of(l.stride());
    }
    case OpCode::FlyGetLeaves: {
      FLY_TRY(t, tupleArg(op, 0));
      return SymVal::of(flatten(t));
    }
    case OpCode::FlyComposedGetOffset:
    case OpCode::FlyComposedGetOuter:
    case OpCode::FlyComposedGetInner: {
      FLY_TRY(v, layoutLikeArg(op, 0));
      if (v.kind != SymVal::Kind::Composed)
        return Error("operand must be a composed layout");
      if (op->is(OpCode::FlyComposedGetOffset))
        return SymVal::of(IntTuple(v.composed->offset()));
      if (op->is(OpCode::FlyComposedGetOuter))
        return SymVal::of(v.composed->outer());
      if (v.composed->innerIsSwizzle()) {
        SymVal s;
        s.kind = SymVal::Kind::Swizzle;
        s.swizzle = std::get<Swizzle>(v.composed->inner());
        return s;
      }
      return SymVal::of(std::get<Layout>(v.composed->inner()));
    }
    case OpCode::FlyIntTupleAdd:
    case OpCode::FlyIntTupleSub:
    case OpCode::FlyIntTupleMul:
    case OpCode::FlyIntTupleDiv:
    case OpCode::FlyIntTupleMod:
    case OpCode::FlyShapeDiv:
    case OpCode::FlyCeilDiv: {
      FLY_TRY(a, tupleArg(op, 0));
      FLY_TRY(b, tupleArg(op, 1));
      switch (op->code()) {
      case OpCode::FlyIntTupleAdd: return wrapR(add(a, b));
      case OpCode::FlyIntTupleSub: return wrapR(sub(a, b));
      case OpCode::FlyIntTupleMul: return wrapR(elem_scale(a, b));
      case OpCode::FlyShapeDiv: return wrapR(shape_div(a, b));
      case OpCode::FlyCeilDiv: return wrapR(ceil_div(a, b));
      default: break;
      }
      bool div = op->is(OpCode::FlyIntTupleDiv);
      std::function<Result<IntTuple>(const IntTuple &, const IntTuple &)> zip =
          [&](const IntTuple &x, const IntTuple &y) -> Result<IntTuple> {
        if (x.isLeaf() && y.isLeaf())
          return IntTuple(div ? floorDiv(x.leaf(), y.leaf()) : mod(x.leaf(), y.leaf()));
        if (x.isLeaf() != y.isLeaf() || x.rank() != y.rank())
          return Error("int tuples " + x.str() + " and " + y.str() + " are not congruent");
        std::vector<IntTuple> els;
        for (size_t i = 0; i < x.rank(); ++i) {
          FLY_TRY(e, zip(x[i], y[i]));
          els.push_back(e);
        }
        return IntTuple(std::move(els));
      };
      return wrapR(zip(a, b));
    }
    case OpCode::FlyMakeIdentityLayout: {
      FLY_TRY(shape, tupleArg(op, 0));
      return SymVal::of(make_identity_layout(shape));
    }
    case OpCode::FlyElemLess:
    case OpCode::FlyEqual: {
      FLY_TRY(a, tupleArg(op, 0));
      FLY_TRY(b, tupleArg(op, 1));
      return compare(op->is(OpCode::FlyEqual), a, b);
    }
    case OpCode::FlyIntTupleProduct: {
      FLY_TRY(t, tupleArg(op, 0));
      return SymVal::of(IntTuple(product(t)));
    }
    case OpCode::FlyIntTupleProductEach: {
      FLY_TRY(t, tupleArg(op, 0));
      if (t.isLeaf())
        return SymVal::of(t);
      std::vector<IntTuple> els;
      for (const IntTuple &e : t.elements())
        els.push_back(IntTuple(product(e)));
      return SymVal::of(IntTuple(std::move(els)));
    }
    case OpCode::FlySize: {
      FLY_TRY(v, valueOf(op->operand(0)));
      if (v.kind == SymVal::Kind::Tuple)
        return SymVal::of(IntTuple(size(v.tuple)));
      if (v.kind == SymVal::Kind::Layout)
        return SymVal::of(IntTuple(size(v.layout)));
      if (v.kind == SymVal::Kind::Composed)
        return SymVal::of(IntTuple(size(*v.composed)));
      return Error("operand must be an int_tuple or layout");
    }
    case OpCode::FlyCosize: {
      FLY_TRY(v, layoutLikeArg(op, 0));
      if (v.kind == SymVal::Kind::Layout)
        return SymVal::of(IntTuple(cosize(v.layout)));
      FLY_TRY(c, cosize(*v.composed));
      return SymVal::of(IntTuple(c));
    }
    case OpCode::FlyCrd2Idx: {
      FLY_TRY(c, tupleArg(op, 0));
      FLY_TRY(v, layoutLikeArg(op, 1));
      if (v.kind == SymVal::Kind::Layout && hasBasisStrides(v.layout))
        return wrapR(crd2coord(c, v.layout)); // basis strides: the value is a coordinate
      if (v.kind == SymVal::Kind::Layout) {
        FLY_TRY(i, crd2idx(c, v.layout));
        return SymVal::of(IntTuple(i));
      }
      FLY_TRY(i, crd2idx(c, *v.composed));
      return SymVal::of(IntTuple(i));
    }
    case OpCode::FlyIdx2Crd:
    case OpCode::FlyGetFlatCoord:
    case OpCode::FlyGet1DCoord: {
      FLY_TRY(c, tupleArg(op, 0));
      FLY_TRY(sv, valueOf(op->operand(1)));
      IntTuple shape;
      if (sv.kind == SymVal::Kind::Layout)
        shape = sv.layout.shape();
      else if (sv.kind == SymVal::Kind::Tuple)
        shape = sv.tuple;
      else
        return Error("operand #1 must be a layout or shape");
      if (op->is(OpCode::FlyGet1DCoord)) {
        FLY_TRY(i, crd2idx_colmajor(c, shape));
        return SymVal::of(IntTuple(i));
      }
      if (op->is(OpCode::FlyGetFlatCoord)) {
        if (!c.isLeaf())
          return Error("needs a one-integer index");
        IntTuple each = shape;
        if (!shape.isLeaf()) {
          std::vector<IntTuple> els;
          for (const IntTuple &e : shape.elements())
            els.push_back(IntTuple(product(e)));
          each = IntTuple(std::move(els));
        }
        return SymVal::of(idx2crd(c.leaf(), each));
      }
      return wrapR(idx2crd(c, shape));
    }
    case OpCode::FlyGet:
    case OpCode::FlySelect:
    case OpCode::FlyTake:
    case OpCode::FlyGroup: {
      std::vector<size_t> idx;
      size_t bIdx = static_cast<size_t>(op->intAttr("begin")), eIdx = static_cast<size_t>(op->intAttr("end"));
      if (op->is(OpCode::FlyGet) || op->is(OpCode::FlySelect)) {
        FLY_TRY(l, indexList(op, op->is(OpCode::FlyGet) ? "mode" : "indices"));
        idx = l;
      }
      FLY_TRY(v, valueOf(op->operand(0)));
      if (v.kind == SymVal::Kind::Tuple) {
        if (op->is(OpCode::FlyGet))
          return wrapR(get(v.tuple, idx));
        if (op->is(OpCode::FlySelect))
          return wrapR(select(v.tuple, idx));
        if (op->is(OpCode::FlyTake))
          return wrapR(take(v.tuple, bIdx, eIdx));
        return wrapR(group(v.tuple, bIdx, eIdx));
      }
      return onLayoutLike(op, [&](const Layout &l) -> Result<Layout> {
        if (op->is(OpCode::FlyGet))
          return get(l, idx);
        if (op->is(OpCode::FlySelect))
          return select(l, idx);
        if (op->is(OpCode::FlyTake))
          return take(l, bIdx, eIdx);
        return group(l, bIdx, eIdx);
      });
    }
    case OpCode::FlyAppend:
    case OpCode::FlyPrepend: {
      bool app = op->is(OpCode::FlyAppend);
      FLY_TRY(v, valueOf(op->operand(0)));
      FLY_TRY(x, valueOf(op->operand(1)));
      if (v.kind == SymVal::Kind::Tuple && x.kind == SymVal::Kind::Tuple) {
        Attribute na = op->attr("n");
        if (na && na.is(AttrKind::Integer) && app)
          return SymVal::of(append_to_rank(v.tuple, static_cast<size_t>(na.intValue()), x.tuple));
        return SymVal::of(app ? append(v.tuple, x.tuple) : prepend(v.tuple, x.tuple));
      }
      if (x.kind != SymVal::Kind::Layout)
        return Error("operand #1 must be a layout");
      return onLayoutLike(op, [&](const Layout &l) -> Result<Layout> {
        return app ? append(l, x.layout) : prepend(l, x.layout);
      });
    }
    case OpCode::FlySlice:
    case OpCode::FlyDice: {
      bool isSlice = op->is(OpCode::FlySlice);
      FLY_TRY(c, tupleArg(op, 1));
      FLY_TRY(v, valueOf(op->operand(0)));
      if (v.kind == SymVal::Kind::Tuple)
        return wrapR(isSlice ? slice(c, v.tuple) : dice(c, v.tuple));
      return onLayoutLike(op, [&](const Layout &l) { return isSlice ? slice(c, l) : dice(c, l); });
    }
    case OpCode::FlyCoalesce: {
      if (n == 2) {
        FLY_TRY(p, tupleArg(op, 1));
        return onLayoutLike(op, [&](const Layout &l) { return coalesce(l, p); });
      }
      return onLayoutLike(op, [&](const Layout &l) -> Result<Layout> { return coalesce(l); });
    }
    case OpCode::FlyComposition: {
      FLY_TRY(t, tilerArg(op, 1));
      return onLayoutLike(op, [&](const Layout &l) { return composition(l, t); });
    }
    case OpCode::FlyComplement: {
      FLY_TRY(l, layoutArg(op, 0));
      if (n == 2) {
        FLY_TRY(cot, tupleArg(op, 1));
        return wrapR(complement(l, cot));
      }
      return wrapR(complement(l));
    }
    case OpCode::FlyRightInverse: {
      FLY_TRY(l, layoutArg(op, 0));
      return wrapR(right_inverse(l));
    }
    case OpCode::FlyLeftInverse: {
      FLY_TRY(l, layoutArg(op, 0));
      return wrapR(left_inverse(l));
    }
    case OpCode::FlyLogicalDivide:
    case OpCode::FlyZippedDivide:
    case OpCode::FlyTiledDivide:
    case OpCode::FlyFlatDivide:
    case OpCode::FlyLogicalProduct:
    case OpCode::FlyZippedProduct:
    case OpCode::FlyTiledProduct:
    case OpCode::FlyFlatProduct: {
      FLY_TRY(t, tilerArg(op, 1));
      OpCode c = op->code();
      return onLayoutLike(op, [&](const Layout &l) -> Result<Layout> {
        switch (c) {
        case OpCode::FlyLogicalDivide: return logical_divide(l, t);
        case OpCode::FlyZippedDivide: return zipped_divide(l, t);
        case OpCode::FlyTiledDivide: return tiled_divide(l, t);
        case OpCode::FlyFlatDivide: return flat_divide(l, t);
        case OpCode::FlyLogicalProduct: return logical_product(l, t);
        case OpCode::FlyZippedProduct: return zipped_product(l, t);
        case OpCode::FlyTiledProduct: return tiled_product(l, t);
        default: return flat_product(l, t);
        }
      });
    }
    case OpCode::FlyBlockedProduct:
    case OpCode::FlyRakedProduct: {
      FLY_TRY(t, layoutArg(op, 1));
      bool blocked = op->is(OpCode::FlyBlockedProduct);
      return onLayoutLike(op, [&](const Layout &l) { return blocked ? blocked_product(l, t) : raked_product(l, t); });
    }
    case OpCode::FlyRecastLayout: {
      int64_t nb = op->intAttr("new_type_bits"), ob = op->intAttr("old_type_bits");
      if (nb <= 0 || ob <= 0 || nb > 4096 || ob > 4096)
        return Error("type bit widths must be in [1, 4096]");
      return onLayoutLike(op, [&](const Layout &l) {
        return recast_layout(l, static_cast<int>(ob), static_cast<int>(nb));
      });
    }
    case OpCode::FlyTileToShape: {
      FLY_TRY(l, layoutArg(op, 0));
      FLY_TRY(s, tupleArg(op, 1));
      FLY_TRY(o, tupleArg(op, 2));
      return wrapR(tile_to_shape(l, s, o));
    }
    default:
      if (op->numResults() == 1 && isStaticType(rt))
        return fromType(rt);
      return Error("'" + std::string(op->name()) + "' with dynamic operands is not supported by layout-lowering");
    }
  }

  // elem_less / equal: every leaf of a compared with its partner in b (CuTe's elem_less:
  // all a_i < b_i; equal: all a_i == b_i). Static pairs fold; dynamic ones become
  // arith.cmpi (signed, like coordinates and extents) and-ed together, as a 0/1 leaf.
  Result<SymVal> compare(bool equal, const IntTuple &a, const IntTuple &b) {
    if (!congruent(a, b))
      return Error("int tuples " + a.str() + " and " + b.str() + " are not congruent");
    std::vector<Int> la = leaves(a), lb = leaves(b);
    Value *all = nullptr;
    for (size_t i = 0; i < la.size(); ++i) {
      if (la[i].isStatic() && lb[i].isStatic()) {
        bool holds = equal ? la[i].value() == lb[i].value() : la[i].value() < lb[i].value();
        if (!holds)
          return SymVal::of(IntTuple(Int(0)));
        continue;
      }
      SymExpr ea = la[i].expr(), eb = lb[i].expr();
      if (!ea || !eb)
        return Error("a compared leaf has no expression (it does not come from SSA scalars)");
      Type ta = typeFor(ea), tb = typeFor(eb);
      Type t = ta.isIndex() || tb.isIndex() ? ctx_.indexType() : (ta.bitWidth() >= tb.bitWidth() ? ta : tb);
      Value *x = emitter_.emit(ea, t), *y = emitter_.emit(eb, t);
      if (!x || !y)
        return Error("cannot emit the compared leaves");
      Value *c = b_.cmpi(equal ? "eq" : "slt", x, y);
      all = all ? b_.binary(OpCode::ArithAndI, all, c) : c;
    }
    if (!all)
      return SymVal::of(IntTuple(Int(1)));
    Value *asInt = b_.cast(OpCode::ArithExtUI, all, ctx_.i32());
    SymExpr e = syms_.get(asInt);
    noteEntryType(e, ctx_.i32());
    return SymVal::of(IntTuple(Int::symbolic(e)));
  }

  Operation *func_;
  Context &ctx_;
  IRSymbols syms_;
  OpBuilder b_;
  ArithEmitter emitter_;
  std::vector<Diagnostic> &diags_;
  LayoutLoweringStats *stats_;
  std::unordered_map<Value *, SymVal> values_;
  std::unordered_map<uint32_t, Type> entryType_;
  std::unordered_set<Value *> failed_;
};

class LayoutLoweringPass : public Pass {
public:
  std::string_view name() const override { return "layout-lowering"; }
  std::string_view description() const override {
    return "lower layout ops on dynamic values to integer arithmetic, simplified with divisibility and range facts";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    return lowerLayouts(module, diags, nullptr);
  }
};

} // namespace

bool lowerLayouts(Operation *root, std::vector<Diagnostic> &diags, LayoutLoweringStats *stats) {
  std::vector<Operation *> funcs;
  if (root->is(OpCode::FuncFunc) || root->is(OpCode::GpuFunc))
    funcs.push_back(root);
  else
    root->walk([&](Operation *op) {
      if (op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc))
        funcs.push_back(op);
    });
  bool ok = true;
  for (Operation *f : funcs) {
    FunctionLowering fl(f, diags, stats);
    ok &= fl.run();
  }
  if (ok)
    eraseDeadOps(root);
  return ok;
}

std::unique_ptr<Pass> createLayoutLoweringPass() { return std::make_unique<LayoutLoweringPass>(); }

} // namespace fly::transforms
