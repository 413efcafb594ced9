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
#include "fly/ir/OpAlgebra.h"
#include "fly/ir/TypeInference.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/Folding.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/LayoutLowering.h"
#include "fly/transforms/TiledCopyOf.h"
#include "fly/transforms/PassRegistry.h"

#include <functional>
#include <unordered_set>

namespace fly::transforms {

using namespace ir;

namespace {

// The algebra value of a fly-typed SSA value, with expressions in its leaves.
using SymVal = AlgebraValue;

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

// Static layout values (what canonicalize folds), tensors with static layouts, and values of other
// types (nothing for layout-lowering to compute).
bool isStaticType(Type t) {
  if (t.isa<IntTupleType>() || t.isa<LayoutType>() || t.isa<ComposedLayoutType>())
    return isStaticLayoutType(t);
  if (auto *m = t.dyn_cast<MemRefType>())
    return isStaticType(m->layout());
  if (auto *c = t.dyn_cast<CoordTensorType>())
    return c->base().isStatic() && c->layout().isStatic();
  return true;
}

// Known when the kernel is built, basis strides with static scales included: its value is its type's.
bool isKnownType(Type t) {
  if (auto *l = t.dyn_cast<LayoutType>())
    return l->value().isKnown();
  if (auto *it = t.dyn_cast<IntTupleType>())
    return it->value().isKnown();
  return isStaticType(t);
}

// A use of a coordinate tensor that yields coordinates: fly.get_iter (its base), fly.memref.load
// (the coordinate at an index) and fly.memref.load_vec (all of them, as a vector).
bool readsCoordTensor(Operation *op) {
  return (op->is(OpCode::FlyGetIter) || op->is(OpCode::FlyMemRefLoad) || op->is(OpCode::FlyMemRefLoadVec)) &&
         op->numOperands() >= 1 &&
         op->operand(0)->type().isa<CoordTensorType>();
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
      if (op->is(OpCode::FlyDecomposition) || isScalarGetLeaves(op)) { // replaces its results itself
        b_.setInsertionPoint(op);
        b_.setLoc(op->loc());
        auto r = op->is(OpCode::FlyDecomposition) ? lowerDecomposition(op) : lowerScalarLeaves(op);
        if (!r.ok()) {
          diags_.push_back(op->emitError("layout-lowering: " + r.error().message));
          ok = false;
        }
        continue;
      }
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
        // A read of a coordinate tensor has no memory behind it: it goes, and the coordinate
        // tensors with it once unused.
        if (readsCoordTensor(op))
          op->erase();
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
    if (readsCoordTensor(op))
      return true;
    if (!op->hasTrait(OpTrait::Layout) || isConstructor(op->code()))
      return false;
    // A tensor (memref) result is a view: atom-lowering resolves views with their pointers. A
    // coordinate tensor is resolved here, where its coordinates are read (readsCoordTensor).
    if (op->result(0)->type().isa<MemRefType>() || op->result(0)->type().isa<CoordTensorType>())
      return false;
    if (!isStaticType(op->result(0)->type()))
      return true;
    for (unsigned i = 0; i < op->numOperands(); ++i)
      if (!isStaticType(op->operand(i)->type()))
        return true;
    return false;
  }

  Result<bool> lowerOne(Operation *op, Value *&repl) {
    if (op->is(OpCode::FlyMemRefLoadVec))
      return lowerCoordLoadVec(op, repl);
    FLY_TRY(val, valueOf(op->result(0)));
    Type rt = op->result(0)->type();
    if (op->is(OpCode::FlyGetScalar)) {
      IntTuple leaf = val.kind == SymVal::Kind::Tuple ? unwrap_singletons(val.tuple) : IntTuple();
      if (val.kind != SymVal::Kind::Tuple || !leaf.isLeaf())
        return Error("fly.get_scalar of a non-scalar");
      FLY_TRY(v, scalar(leaf.leaf(), rt));
      repl = v;
      return true;
    }
    if (rt.isInteger(1)) { // elem_less / equal typed i1: the 0/1 leaf as a condition
      if (val.kind != SymVal::Kind::Tuple || !val.tuple.isLeaf())
        return Error("an i1 result needs a 0/1 leaf");
      const Int &leaf = val.tuple.leaf();
      if (leaf.isStatic()) {
        repl = b_.constantInt(leaf.value() != 0, rt);
        return true;
      }
      FLY_TRY(v, scalar(leaf, ctx_.i32()));
      repl = b_.cmpi("ne", v, b_.constantInt(0, ctx_.i32()));
      return true;
    }
    FLY_TRY(m, materialize(val, rt));
    repl = m;
    values_[m] = val;
    return true;
  }

  // fly.decomposition (FlyDSL's DecompositionOpLowering): a view through a composed layout becomes
  // the view of its domain layout at the iterator moved by decomposition_offset; a tensor with a
  // plain layout is itself.
  Result<bool> lowerDecomposition(Operation *op) {
    Value *t = op->operand(0);
    Value *repl = t;
    if (op->result(0)->type() != t->type()) {
      Operation *view = t->definingOp();
      if (!view || !view->is(OpCode::FlyMakeView) || view->numOperands() != 2)
        return Error("the tensor must be a fly.make_view here (its composed layout's values are needed)");
      FLY_TRY(lv, valueOf(view->operand(1)));
      if (lv.kind != SymVal::Kind::Composed)
        return Error("expected a tensor through a composed layout");
      FLY_TRY(off, decomposition_offset(*lv.composed));
      if (!off.isLeaf())
        return Error("the composed layout moves the iterator by the coordinate " + off.str() + ", not by an index");
      FLY_TRY(offV, materializeTuple(off, IntTupleType::get(ctx_, typeLevel(off))));
      Operation *moved = b_.create(OpCode::FlyAddOffset, {view->operand(0), offV}, {view->operand(0)->type()});
      FLY_TRY(pt, inferResultType(moved));
      moved->result(0)->setType(pt);
      const Layout &domain = lv.composed->domain();
      FLY_TRY(layout, materializeLayout(domain, LayoutType::get(ctx_, typeLevel(domain))));
      repl = b_.create(OpCode::FlyMakeView, {moved->result(0), layout}, {op->result(0)->type()})->result(0);
    }
    op->result(0)->replaceAllUsesWith(repl);
    op->erase();
    if (stats_)
      ++stats_->opsLowered;
    return true;
  }

  // fly.get_leaves in FlyDSL's scalar form: each (dynamicOnly: each dynamic) leaf of the flattened
  // int_tuple as an integer of its result's type; static leaves are constants.
  Result<bool> lowerScalarLeaves(Operation *op) {
    FLY_TRY(want, getLeavesScalarCheck(op));
    FLY_TRY(val, valueOf(op->operand(0)));
    if (val.kind != SymVal::Kind::Tuple)
      return Error("the operand must be an int_tuple");
    std::vector<Int> have = leaves(val.tuple);
    Attribute dyn = op->attr("dynamicOnly");
    bool dynamicOnly = dyn && dyn.intValue() != 0;
    auto *tt = op->operand(0)->type().dyn_cast<IntTupleType>();
    std::vector<Int> typed = leaves(tt->value());
    std::vector<Value *> out;
    for (size_t i = 0; i < have.size() && i < typed.size(); ++i) {
      if (dynamicOnly && !typed[i].isDynamic())
        continue;
      Type rt = op->result(unsigned(out.size()))->type();
      if (have[i].isStatic()) {
        out.push_back(b_.constantInt(have[i].value(), rt));
        continue;
      }
      FLY_TRY(v, scalar(have[i], rt));
      out.push_back(v);
    }
    if (out.size() != want.size())
      return Error("the int_tuple's leaves do not match the results");
    for (unsigned i = 0; i < out.size(); ++i)
      op->result(i)->replaceAllUsesWith(out[i]);
    op->erase();
    if (stats_)
      ++stats_->opsLowered;
    return true;
  }

  // fly.memref.load_vec of a coordinate tensor (FlyDSL's lowerCoordTensor1D): element i of the
  // vector is the tensor's element at index i, base + layout(i), an integer (scalar strides), in
  // the vector's element type.
  Result<bool> lowerCoordLoadVec(Operation *op, Value *&repl) {
    auto *vt = op->result(0)->type().dyn_cast<VectorType>();
    if (!vt || !vt->elementType().isInteger() || vt->shape().size() != 1)
      return Error("the result of fly.memref.load_vec of a coordinate tensor must be a 1-D vector of integers, got " +
                   op->result(0)->type().str());
    FLY_TRY(base, coordBase(op->operand(0)));
    FLY_TRY(layout, valueOf(op->operand(0)));
    if (layout.kind != SymVal::Kind::Layout)
      return Error("expects a coordinate tensor with a layout");
    Int n = size(layout.layout);
    if (!n.isStatic() || n.value() != vt->numElements())
      return Error("the coordinate tensor has " + n.str() + " elements, the result " + op->result(0)->type().str() +
                   " " + std::to_string(vt->numElements()));
    std::vector<Value *> elems;
    for (int64_t i = 0; i < n.value(); ++i) {
      FLY_TRY(at, crd2coord(IntTuple(i), layout.layout));
      FLY_TRY(sum, add_coords(base, at));
      IntTuple leaf = unwrap_singletons(sum);
      if (!leaf.isLeaf())
        return Error("element " + std::to_string(i) + " of the coordinate tensor is the coordinate " + sum.str() +
                     ", not an integer: fly.memref.load_vec needs scalar elements");
      FLY_TRY(v, scalar(leaf.leaf(), vt->elementType()));
      elems.push_back(v);
    }
    Type results[] = {op->result(0)->type()};
    repl = b_.create(OpCode::VectorFromElements, elems, results)->result(0);
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

  // A composed layout as fly.make_composed_layout of its parts (`tv`: the type's value, which
  // has the same structure), each part static or rebuilt from its leaves.
  Result<Value *> materializeComposed(const ComposedLayout &c, const ComposedLayout &tv) {
    Type type = ComposedLayoutType::get(ctx_, tv);
    if (tv.isStatic())
      return b_.flyStatic(type);
    if (c.inner().index() != tv.inner().index() || (c.outerComposed() != nullptr) != (tv.outerComposed() != nullptr))
      return Error("the computed composed layout " + c.str() + " does not match the type " + type.str());
    Value *inner;
    if (const Swizzle *sw = c.innerSwizzle()) {
      inner = b_.flyStatic(SwizzleType::get(ctx_, *sw));
    } else if (const CoordSwizzle *cs = c.innerCoordSwizzle()) {
      inner = b_.flyStatic(CoordSwizzleType::get(ctx_, *cs));
    } else if (const Layout *li = c.innerLayout()) {
      FLY_TRY(v, materializeLayout(*li, LayoutType::get(ctx_, *tv.innerLayout())));
      inner = v;
    } else {
      FLY_TRY(v, materializeComposed(*c.innerComposed(), *tv.innerComposed()));
      inner = v;
    }
    FLY_TRY(off, materializeTuple(c.offset(), IntTupleType::get(ctx_, tv.offset())));
    Value *outer;
    if (const ComposedLayout *oc = c.outerComposed()) {
      FLY_TRY(v, materializeComposed(*oc, *tv.outerComposed()));
      outer = v;
    } else {
      FLY_TRY(v, materializeLayout(c.domain(), LayoutType::get(ctx_, tv.domain())));
      outer = v;
    }
    Value *ops[] = {inner, off, outer};
    Type ts[] = {type};
    return b_.create(OpCode::FlyMakeComposedLayout, ops, ts)->result(0);
  }

  Result<Value *> materialize(const SymVal &val, Type type) {
    switch (val.kind) {
    case SymVal::Kind::Tuple: return materializeTuple(val.tuple, type);
    case SymVal::Kind::Layout: return materializeLayout(val.layout, type);
    case SymVal::Kind::Composed: {
      auto *ct = type.dyn_cast<ComposedLayoutType>();
      if (!ct)
        return Error("expected a composed layout type, got " + type.str());
      return materializeComposed(*val.composed, ct->value());
    }
    default:
      if (isStaticType(type))
        return b_.flyStatic(type);
      return Error("cannot rebuild a value of type " + type.str());
    }
  }

  // ---- Symbolic values ---------------------------------------------------------------------

  Result<SymVal> fromType(Type t) {
    if (auto *m = t.dyn_cast<MemRefType>())
      return fromType(m->layout());
    if (isKnownType(t))
      if (auto v = algebraValueOf(t); v.ok() && v->kind != SymVal::Kind::Tile)
        return v;
    return Error("the dynamic leaves of '" + t.str() +
                 "' are not built from SSA scalars here (a function argument that expand-kernel-arguments "
                 "does not expand, or that pass did not run; or an unsupported op)");
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

  Result<SymVal> compute(Operation *op) {
    unsigned n = op->numOperands();
    Type rt = op->numResults() ? op->result(0)->type() : Type();
    switch (op->code()) {
    case OpCode::FlyStatic:
      if (auto *it = rt.dyn_cast<IntTupleType>()) // `*` leaves included (a slice coordinate)
        return SymVal::of(it->value());
      return fromType(rt);
    case OpCode::FlyMakeIntTuple:
    case OpCode::FlyMakeShape:
    case OpCode::FlyMakeStride:
    case OpCode::FlyMakeCoord: {
      auto *tt = rt.dyn_cast<IntTupleType>();
      if (!tt)
        return Error("result must be an int_tuple");
      unsigned next = 0;
      // A shape's extents are positive (a kernel argument's size, say): enough
      // for unsigned division by them.
      std::optional<SymRange> shapeRange;
      if (op->is(OpCode::FlyMakeShape)) {
        unsigned w = 32;
        for (unsigned k = 0; k < n; ++k)
          w = std::min(w, op->operand(k)->type().isIndex() ? 64u : op->operand(k)->type().bitWidth());
        shapeRange = SymRange{1, w >= 63 ? (int64_t(1) << 62) : (int64_t(1) << (w - 1))};
      }
      std::optional<IntTuple> v = syms_.dynamicLeaves(tt->value(), op, next, shapeRange,
                                                      [&](SymExpr e, Value *x) { noteEntryType(e, x->type()); });
      if (!v || next != n)
        return Error("operands do not match the dynamic leaves of " + rt.str());
      return SymVal::of(*v);
    }
    case OpCode::FlyElemLess:
    case OpCode::FlyEqual: {
      FLY_TRY(a, valueOf(op->operand(0)));
      FLY_TRY(b, valueOf(op->operand(1)));
      if (a.kind != SymVal::Kind::Tuple || b.kind != SymVal::Kind::Tuple)
        return Error("operands must be int tuples");
      return compare(op->is(OpCode::FlyEqual), a.tuple, b.tuple);
    }
    case OpCode::FlyMakeView: return valueOf(op->operand(1));
    case OpCode::FlyGetLayout: return valueOf(op->operand(0));
    case OpCode::FlyTiledCopyPartitionSrc:
    case OpCode::FlyTiledCopyPartitionDst: {
      if (n < 2 || !op->operand(1)->type().isa<CoordTensorType>())
        break;
      FLY_TRY(p, coordPartition(op));
      return SymVal::of(p.layout);
    }
    case OpCode::FlyTiledMmaPartition: {
      if (n < 3 || !op->operand(1)->type().isa<CoordTensorType>())
        break;
      FLY_TRY(p, coordMmaPartition(op));
      return SymVal::of(p.layout);
    }
    case OpCode::FlyMakeIdentityTensor: {
      // A coordinate tensor's value is its layout; its base is coordBase.
      FLY_TRY(shape, valueOf(op->operand(0)));
      if (shape.kind != SymVal::Kind::Tuple)
        return Error("the shape must be an int_tuple");
      return SymVal::of(make_identity_layout(shape.tuple));
    }
    case OpCode::FlyGetIter:
    case OpCode::FlyMemRefLoad: {
      if (!op->operand(0)->type().isa<CoordTensorType>())
        break;
      FLY_TRY(base, coordBase(op->operand(0)));
      if (op->is(OpCode::FlyGetIter))
        return SymVal::of(base);
      // The coordinate at c: base + the layout at c (its strides are basis vectors).
      FLY_TRY(layout, valueOf(op->operand(0)));
      FLY_TRY(c, valueOf(op->operand(1)));
      if (layout.kind != SymVal::Kind::Layout || c.kind != SymVal::Kind::Tuple)
        return Error("expects a coordinate tensor with a layout and an int_tuple coordinate");
      FLY_TRY(at, crd2coord(c.tuple, layout.layout));
      FLY_TRY(sum, add_coords(base, at));
      return SymVal::of(sum);
    }
    case OpCode::FlyGetScalar: return valueOf(op->operand(0));
    default:
      if (isAlgebraOp(op->code()))
        return evaluateLayoutOp(op, [&](unsigned i) { return valueOf(op->operand(i)); });
      break;
    }
    if (op->numResults() == 1 && isStaticType(rt) && !rt.isa<CoordTensorType>())
      return fromType(rt);
    return Error("'" + std::string(op->name()) + "' with dynamic operands is not supported by layout-lowering");
  }

  // Where a coordinate tensor starts (its base, FlyDSL's iterator): the identity tensor's zeros,
  // fly.make_view's int_tuple, moved by each slice to the coordinate it starts at; the divides,
  // composition and coalesce keep it.
  Result<IntTuple> coordBase(Value *v) {
    auto *ct = v->type().dyn_cast<CoordTensorType>();
    if (!ct)
      return Error("expected a coordinate tensor, got " + v->type().str());
    Operation *def = v->definingOp();
    if (!def || ct->base().isStatic()) {
      if (!ct->base().isStatic())
        return Error("the base of " + v->type().str() + " is not built from SSA scalars here");
      return ct->base();
    }
    switch (def->code()) {
    case OpCode::FlyMakeView: {
      FLY_TRY(b, valueOf(def->operand(0)));
      if (b.kind != SymVal::Kind::Tuple)
        return Error("the iterator of a coordinate tensor must be an int_tuple");
      return b.tuple;
    }
    case OpCode::FlySlice: {
      FLY_TRY(base, coordBase(def->operand(0)));
      FLY_TRY(layout, valueOf(def->operand(0)));
      FLY_TRY(c, valueOf(def->operand(1)));
      if (layout.kind != SymVal::Kind::Layout || c.kind != SymVal::Kind::Tuple)
        return Error("fly.slice of a coordinate tensor needs an int_tuple coordinate");
      FLY_TRY(start, slice_coord(c.tuple, layout.layout));
      return add_coords(base, start);
    }
    case OpCode::FlyTiledCopyPartitionSrc:
    case OpCode::FlyTiledCopyPartitionDst: {
      FLY_TRY(base, coordBase(def->operand(1)));
      FLY_TRY(p, coordPartition(def));
      return add_coords(base, p.offset);
    }
    case OpCode::FlyTiledMmaPartition: {
      FLY_TRY(base, coordBase(def->operand(1)));
      FLY_TRY(p, coordMmaPartition(def));
      return add_coords(base, IntTuple(p.offset));
    }
    default:
      if (keepsCoordinateBase(def->code()))
        return coordBase(def->operand(0));
      return Error("a coordinate tensor made by '" + std::string(def->name()) + "' is not lowered");
    }
  }

  // fly.tiled_copy.partition_src/dst(tiled_copy, coordinate tensor, thread): the thread's coordinates
  // (CuTe's partition_S/D of an identity tensor): the layout of its values, and where they start
  // relative to the tensor's base. The declared result type is checked here, where the atom's
  // layouts are known: its layout must be the computed one and its base congruent with the
  // computed base (static leaves equal).
  Result<ThreadCoordPartition> coordPartition(Operation *op) {
    if (auto it = coordParts_.find(op); it != coordParts_.end())
      return it->second;
    auto *tct = op->operand(0)->type().dyn_cast<TiledCopyType>();
    if (!tct || op->numOperands() != 3)
      return Error("expects (tiled_copy, coordinate tensor, thread index)");
    FLY_TRY(tc, tiledCopyOf(*tct));
    FLY_TRY(layout, valueOf(op->operand(1)));
    FLY_TRY(thread, valueOf(op->operand(2)));
    if (layout.kind != SymVal::Kind::Layout || thread.kind != SymVal::Kind::Tuple || !thread.tuple.isLeaf())
      return Error("expects a coordinate tensor and one integer thread index");
    Result<ThreadCoordPartition> p = op->is(OpCode::FlyTiledCopyPartitionSrc)
                                         ? partition_S_coord(tc, layout.layout, thread.tuple.leaf())
                                         : partition_D_coord(tc, layout.layout, thread.tuple.leaf());
    if (!p.ok())
      return p.error();
    auto *declared = op->result(0)->type().dyn_cast<CoordTensorType>();
    FLY_TRY(inBase, coordBase(op->operand(1)));
    FLY_TRY(base, add_coords(inBase, p->offset));
    Type computed = CoordTensorType::get(ctx_, typeLevel(base), typeLevel(p->layout));
    if (!declared || declared->layout() != typeLevel(p->layout) || !congruent(declared->base(), typeLevel(base)))
      return Error("the thread's part of the coordinate tensor is " + computed.str() + ", but the result type declares " +
                   op->result(0)->type().str());
    std::vector<Int> want = leaves(declared->base()), have = leaves(typeLevel(base));
    for (size_t i = 0; i < want.size(); ++i)
      if (!want[i].isDynamic() && !(want[i] == have[i]))
        return Error("the thread's part of the coordinate tensor is " + computed.str() +
                     ", but the result type declares " + op->result(0)->type().str());
    coordParts_[op] = *p;
    return *p;
  }

  // The same values in the same order: equal, or (both static) the same mode sizes and the same
  // index at every position (a unit mode kept or dropped, `(4,1):(1,0)` or `4:1`).
  static bool sameValues(const Layout &declared, const Layout &computed) {
    if (declared == computed)
      return true;
    if (!declared.isStatic() || !computed.isStatic() || rank(declared) != rank(computed))
      return false;
    for (size_t m = 0; m < rank(computed); ++m) {
      auto a = size(declared, m), b = size(computed, m);
      if (!a.ok() || !b.ok() || a->value() != b->value())
        return false;
    }
    for (int64_t i = 0; i < size(computed).value(); ++i) {
      auto a = crd2idx(IntTuple(i), declared), b = crd2idx(IntTuple(i), computed);
      if (!a.ok() || !b.ok() || a->value() != b->value())
        return false;
    }
    return true;
  }

  // fly.tiled_mma.partition(tiled_mma, coordinate tensor, thread) {operand_id}: the thread's values of
  // a coordinate tensor whose strides are integers (FlyDSL's hgemm partitions `make_view(0, (M,N):(1,0))`
  // with the C operand to get each value's row, and `(0,1)` its column): CuTe's partition_C of that
  // layout, starting at the base moved by the thread's offset. Basis strides (an identity tensor's)
  // would need the offset as a coordinate: refused. The declared type is checked as for tiled copies.
  Result<MmaPartition> coordMmaPartition(Operation *op) {
    if (auto it = coordMmaParts_.find(op); it != coordMmaParts_.end())
      return it->second;
    auto *tmt = op->operand(0)->type().dyn_cast<TiledMmaType>();
    if (!tmt)
      return Error("expects (tiled_mma, coordinate tensor, thread index)");
    Attribute a = op->attr("operand_id");
    std::string_view id = a && a.is(AttrKind::Opaque) ? a.str() : std::string_view();
    MmaOperand operand = id == "#fly<mma_operand a>"   ? MmaOperand::A
                         : id == "#fly<mma_operand b>" ? MmaOperand::B
                                                       : MmaOperand::C;
    if (id != "#fly<mma_operand a>" && id != "#fly<mma_operand b>" && id != "#fly<mma_operand c>" &&
        id != "#fly<mma_operand d>")
      return Error("needs an attribute operand_id = #fly<mma_operand a|b|c|d>");
    FLY_TRY(mma, tiledMmaOf(*tmt));
    FLY_TRY(layout, valueOf(op->operand(1)));
    FLY_TRY(thread, valueOf(op->operand(2)));
    if (layout.kind != SymVal::Kind::Layout || thread.kind != SymVal::Kind::Tuple || !thread.tuple.isLeaf())
      return Error("expects a coordinate tensor and one integer thread index");
    if (hasBasisStrides(layout.layout))
      return Error("a coordinate tensor with basis strides (" + layout.layout.str() +
                   ") partitioned by a tiled MMA is not lowered yet (integer strides are)");
    FLY_TRY(p, mma.partition(operand, layout.layout, thread.tuple.leaf()));
    auto *declared = op->result(0)->type().dyn_cast<CoordTensorType>();
    FLY_TRY(inBase, coordBase(op->operand(1)));
    FLY_TRY(base, add_coords(inBase, IntTuple(p.offset)));
    Type computed = CoordTensorType::get(ctx_, typeLevel(base), typeLevel(p.layout));
    if (!declared || !sameValues(declared->layout(), typeLevel(p.layout)) || !congruent(declared->base(), typeLevel(base)))
      return Error("the thread's part of the coordinate tensor is " + computed.str() + ", but the result type declares " +
                   op->result(0)->type().str());
    p.layout = declared->layout(); // FlyDSL's form: its partition keeps the MFMA's (4,1) value mode
    coordMmaParts_[op] = p;
    return p;
  }

  // elem_less / equal: every leaf of a compared with its partner in b (CuTe's elem_less:
  // all a_i < b_i; equal: all a_i == b_i). Static pairs fold; dynamic ones become
  // arith.cmpi (signed, like coordinates and extents) and-ed together, as a 0/1 leaf.
  Result<SymVal> compare(bool equal, const IntTuple &a, const IntTuple &b) {
    if (!congruent(a, b)) {
      if (equal) // FlyDSL's intTupleEqual: tuples of another shape are not equal
        return SymVal::of(IntTuple(Int(0)));
      return Error("int tuples " + a.str() + " and " + b.str() + " are not congruent");
    }
    std::vector<Int> la = leaves(a), lb = leaves(b);
    Value *all = nullptr;
    for (size_t i = 0; i < la.size(); ++i) {
      if (la[i].isBasis() || lb[i].isBasis()) { // scaled basis leaves (E0, 2E1, ...)
        if (!equal)
          return Error("elem_less of the basis leaves " + la[i].str() + " and " + lb[i].str() + " is not defined");
        if (!la[i].isBasis() || !lb[i].isBasis() || la[i].basisPath() != lb[i].basisPath())
          return SymVal::of(IntTuple(Int(0)));
        Int sa = la[i].basisScale(), sb = lb[i].basisScale();
        if (!sa.isStatic() || !sb.isStatic())
          return Error("equal of basis leaves with dynamic scales (" + la[i].str() + ", " + lb[i].str() + ") is not supported");
        if (sa.value() != sb.value())
          return SymVal::of(IntTuple(Int(0)));
        continue;
      }
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
  std::unordered_map<Operation *, ThreadCoordPartition> coordParts_;
  std::unordered_map<Operation *, MmaPartition> coordMmaParts_;
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
