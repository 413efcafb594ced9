// regmem-promotion: register tensors become SSA vectors.
//
// A register allocation (fly.memref.alloca or fly.make_fragment_like of a register memref, or fly.make_ptr() with
// {dictAttrs = {allocSize = N}} : !fly.ptr<T, register>; FlyDSL's older spelling `allocaSize` too) of N elements becomes one value of type
// vector<N x T>, starting as zeros. Every access must name its elements statically: pointers derived
// by fly.get_iter / fly.add_offset with static offsets and views by fly.make_view with static
// layouts, fly.slice at a static coordinate (a sub-view: the coordinate, `*` read as 0, moves the start;
// the kept modes are the view's layout); fly.ptr.load/store, fly.memref.load/store (static index),
// fly.memref.load_vec/store_vec.
// A load becomes vector.extract / vector.shuffle of the current value, a store a new value
// (vector.insert / vector.shuffle). Across scf.for the value is carried as an iter_arg, across scf.if
// as a result, wherever the region stores to it. A register tensor reached by a dynamic index (or
// used by any other op) cannot be promoted: it stays in private memory as in FlyDSL when every use
// can be served there (element accesses at static or run-time coordinates, whole-tensor loads and
// stores, its pointer; below), else a located error names the use.
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/PassRegistry.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace fly::transforms {

using namespace ir;

namespace {

// A register address: an allocation, a static element offset into it and, for views, a layout.
struct RegAddr {
  Operation *root = nullptr;
  int64_t offset = 0;
  std::optional<Layout> layout; // set for memref views
};

struct Alloc {
  Operation *op;
  Type elem;
  int64_t size;
  Type vecType;
};

class FunctionPromotion {
public:
  FunctionPromotion(Operation *func, std::vector<Diagnostic> &diags)
      : func_(func), ctx_(func->context()), diags_(diags), syms_(launchBoundsOf(func)) {}

  bool run() {
    std::vector<Operation *> roots;
    func_->walk([&](Operation *op) {
      if (isRegisterAlloc(op))
        roots.push_back(op);
    }, WalkOrder::PreOrder);
    if (roots.empty()) {
      // No allocation here; views of register memory the function is given are read through their
      // pointers.
      bool viewsOk = lowerMemoryViews();
      if (loweredViews_)
        eraseDeadOps(func_);
      return viewsOk;
    }
    bool ok = true;
    for (Operation *root : roots) {
      auto a = allocOf(root);
      if (!a.ok()) {
        diags_.push_back(root->emitError("regmem-promotion: " + a.error().message));
        ok = false;
        continue;
      }
      allocs_[root] = *a;
      size_t diagsBefore = diags_.size(), accessesBefore = accesses_.size(), derivedBefore = derived_.size();
      bool promotable = collect(root->result(0), RegAddr{root, 0, rootLayout(root)});
      if (!promotable && (root->is(OpCode::FlyMakePtr) || servableFromMemory(root))) {
        // FlyDSL's meaning: a register allocation it cannot promote (a dynamic index, a recast)
        // stays in private memory, the function's scratch. So does Fly's pointer form: code
        // generation makes it a private alloca, its accesses private loads and stores.
        diags_.erase(diags_.begin() + std::ptrdiff_t(diagsBefore), diags_.end());
        accesses_.resize(accessesBefore);
        derived_.resize(derivedBefore);
        for (auto it = addrs_.begin(); it != addrs_.end();)
          it = it->second.root == root ? addrs_.erase(it) : std::next(it);
        allocs_.erase(root);
        if (!root->is(OpCode::FlyMakePtr))
          inMemory_.push_back(root);
        continue;
      }
      ok &= promotable;
    }
    if (!ok)
      return false;
    // A region op carries a tensor's value out only when the tensor is made outside it (FlyDSL
    // makes a one-element register tensor inside `if idx < N:` to store one value).
    for (Operation *access : accesses_)
      if (isStore(access)) {
        Operation *root = addrs_[storedAddress(access)].root;
        for (Operation *p = access->parentOp(); p && p != func_ && !root->isAncestorOrSelf(p); p = p->parentOp())
          storesIn_[p].insert(root);
      }
    // Each register tensor lives in one block of the function (collect checks it), so each block
    // starts without values.
    for (Block *b : func_->region(0)) {
      std::map<Operation *, Value *> state;
      if (!promoteBlock(b, state))
        return false;
    }
    for (auto it = derived_.rbegin(); it != derived_.rend(); ++it)
      if ((*it)->useEmpty())
        (*it)->erase();
    // Last first: an allocation used only as the template of later ones (make_fragment_like of it)
    // has no use left once they are gone.
    for (auto it = roots.rbegin(); it != roots.rend(); ++it)
      if ((*it)->useEmpty() && std::find(inMemory_.begin(), inMemory_.end(), *it) == inMemory_.end())
        (*it)->erase();
    for (Operation *root : inMemory_)
      toPointerForm(root);
    if (!lowerMemoryViews())
      return false;
    eraseDeadOps(func_);
    return true;
  }

  // ---- register tensors in private memory -------------------------------------------------
  //
  // FlyDSL keeps a register tensor it cannot make SSA values in private memory (a pointer to it
  // passed to a function, a recast, a run-time offset of its pointer) and so does Fly: the
  // allocation becomes FlyDSL's pointer form, fly.make_ptr() {allocSize = N} : !fly.ptr<T,
  // register> (code generation: a private alloca, the function's scratch), and every view of
  // private memory -- such an allocation's, or a register tensor a function is given (its
  // pointer, after expand-kernel-arguments) -- is read and written through its pointer.

  // A tensor-form allocation whose tensor-level uses private memory can serve: a pointer
  // (fly.get_iter), element accesses at static coordinates, whole-tensor loads and stores.
  bool servableFromMemory(Operation *root) { return servableFromMemory(root->result(0)); }

  // The uses of a register tensor (an allocation or a slice of one) private memory can serve.
  bool servableFromMemory(Value *v) {
    auto *m = v->type().dyn_cast<MemRefType>();
    auto *l = m ? m->layout().dyn_cast<LayoutType>() : nullptr;
    if (!l || !l->isStatic())
      return false;
    for (OpOperand &use : v->uses()) {
      Operation *u = use.owner();
      switch (u->code()) {
      case OpCode::FlySlice:
        // A sub-view at a static or run-time coordinate (FlyDSL: a pointer moved by the slice's
        // offset, in private memory when the offset is dynamic).
        if (u->operand(0) != v || !u->operand(1)->type().isa<IntTupleType>() || !servableFromMemory(u->result(0)))
          return false;
        break;
      case OpCode::FlyGetIter:
      case OpCode::FlyMemRefLoadVec:
      case OpCode::FlyMakeFragmentLike: break;
      case OpCode::FlyMemRefStoreVec:
        if (u->operand(0) == v)
          return false;
        break;
      case OpCode::FlyMemRefLoad:
      case OpCode::FlyMemRefStore: {
        // A coordinate known only at run time too: its element's offset is computed (FlyDSL's
        // meaning: the tensor stays in private memory and is indexed there).
        Value *idx = u->operand(u->is(OpCode::FlyMemRefLoad) ? 1 : 2);
        if (!idx->type().isa<IntTupleType>())
          return false;
        break;
      }
      default: return false;
      }
    }
    return true;
  }

  // The allocation `root` as FlyDSL's pointer form and a view of it.
  void toPointerForm(Operation *root) {
    const MemRefType &m = root->result(0)->type().cast<MemRefType>();
    const Layout &l = m.layout().cast<LayoutType>().value();
    OpBuilder b(ctx_);
    b.setInsertionPoint(root);
    b.setLoc(root->loc());
    NamedAttribute size[] = {{"allocSize", ctx_.integerAttr(cosize(l).value(), ctx_.i64())}};
    NamedAttribute attrs[] = {{"dictAttrs", ctx_.dictAttr(size)}};
    Type pt[] = {PointerType::get(ctx_, m.elementType(), AddressSpace::Register)};
    Value *p = b.create(OpCode::FlyMakePtr, {}, pt, attrs)->result(0);
    Value *layout = b.flyStatic(m.layout());
    Value *view = b.create(OpCode::FlyMakeView, {p, layout}, {root->result(0)->type()})->result(0);
    root->result(0)->replaceAllUsesWith(view);
    root->erase();
  }

  // A coordinate whose dynamic leaves are the scalar operands of the fly.make_int_tuple /
  // fly.make_coord that builds it, as symbolic integers (crd2idx then gives the element offset).
  Result<IntTuple> symbolicCoord(Value *v) {
    const IntTuple &type = v->type().cast<IntTupleType>().value();
    Operation *def = v->definingOp();
    if (!def || !(def->is(OpCode::FlyMakeIntTuple) || def->is(OpCode::FlyMakeCoord)))
      return Error("its dynamic leaves are not built from scalars here (fly.make_int_tuple, fly.make_coord)");
    unsigned used = 0;
    std::optional<IntTuple> r = syms_.dynamicLeaves(type, def, used);
    if (!r || used != def->numOperands())
      return Error("the operands of '" + std::string(def->name()) + "' do not match its dynamic leaves");
    return *r;
  }

  // Every view of register memory left after promotion is read and written through its pointer.
  bool lowerMemoryViews() {
    std::vector<Operation *> views;
    func_->walk([&](Operation *op) {
      auto *m = op->is(OpCode::FlyMakeView) ? op->result(0)->type().dyn_cast<MemRefType>() : nullptr;
      if (m && m->addressSpace() == AddressSpace::Register)
        views.push_back(op);
    }, WalkOrder::PreOrder);
    bool ok = true;
    for (Operation *view : views)
      ok &= lowerMemoryView(view);
    loweredViews_ = !views.empty();
    return ok;
  }

  bool lowerMemoryView(Operation *view) {
    Value *v = view->result(0), *p = view->operand(0);
    auto *l = v->type().cast<MemRefType>().layout().dyn_cast<LayoutType>();
    if (!l || !l->isStatic())
      return v->useEmpty() || fail(view, "a register tensor in private memory needs a static plain layout, got " +
                                             v->type().cast<MemRefType>().layout().str());
    const Layout &layout = l->value();
    std::vector<Operation *> users;
    for (OpOperand &use : v->uses())
      if (std::find(users.begin(), users.end(), use.owner()) == users.end())
        users.push_back(use.owner());
    for (Operation *u : users) {
      OpBuilder b(ctx_);
      b.setInsertionPoint(u);
      b.setLoc(u->loc());
      auto at = [&](int64_t off) -> Value * {
        if (off == 0)
          return p;
        Value *o = b.flyStatic(IntTupleType::get(ctx_, IntTuple(off)));
        return b.create(OpCode::FlyAddOffset, {p, o}, {p->type()})->result(0);
      };
      // The element offsets of the whole tensor, in value order; one contiguous run or not.
      auto offsets = [&]() {
        std::vector<int64_t> out;
        for (int64_t i = 0, n = size(layout).value(); i < n; ++i)
          out.push_back(crd2idx(IntTuple(i), layout).value().value());
        return out;
      };
      auto contiguous = [](const std::vector<int64_t> &o) {
        for (size_t i = 1; i < o.size(); ++i)
          if (o[i] != o[0] + int64_t(i))
            return false;
        return true;
      };
      // The element offset of a coordinate (`*` leaves as 0 for a slice): a constant, or computed at
      // run time from the scalars a run-time coordinate is made of.
      auto offsetOf = [&](Value *idx, bool slice) -> Result<Value *> {
        auto *t = idx->type().dyn_cast<IntTupleType>();
        if (!t)
          return Error("the coordinate must be an int_tuple, got " + idx->type().str());
        IntTuple c = t->value();
        if (!t->isStatic() && !(slice && c.isKnown())) {
          auto sc = symbolicCoord(idx);
          if (!sc.ok())
            return Error("a register tensor in private memory indexed by " + idx->type().str() + ": " +
                         sc.error().message);
          c = *sc;
        }
        auto off = slice ? slice_offset(c, layout) : crd2idx(c, layout);
        if (!off.ok())
          return Error(off.error().message);
        SymExpr e = off->expr();
        if (e.isConst())
          return at(e.constValue());
        ArithEmitter emit(b, [this](uint32_t id) { return syms_.valueOf(id); });
        Value *x = emit.emit(e, ctx_.i32());
        Value *o =
            b.create(OpCode::FlyMakeIntTuple, {x}, {IntTupleType::get(ctx_, IntTuple(Int::dynamic(1)))})->result(0);
        return b.create(OpCode::FlyAddOffset, {p, o}, {p->type()})->result(0);
      };
      switch (u->code()) {
      case OpCode::FlyGetIter: u->result(0)->replaceAllUsesWith(p); break;
      case OpCode::FlySlice: {
        // A sub-view: a view of the moved pointer with the slice's layout, read through it in turn.
        if (u->operand(0) != v)
          return fail(u, "a register tensor is used as a slice coordinate");
        auto q = offsetOf(u->operand(1), true);
        if (!q.ok())
          return fail(u, q.error().message);
        auto *rl = u->result(0)->type().cast<MemRefType>().layout().dyn_cast<LayoutType>();
        if (!rl || !rl->isStatic())
          return fail(u, "a slice of a register tensor in private memory needs a static layout, got " +
                             u->result(0)->type().str());
        Value *lv = b.flyStatic(u->result(0)->type().cast<MemRefType>().layout());
        Operation *sub = b.create(OpCode::FlyMakeView, {*q, lv}, {u->result(0)->type()});
        u->result(0)->replaceAllUsesWith(sub->result(0));
        u->erase();
        if (!lowerMemoryView(sub))
          return false;
        continue;
      }
      case OpCode::FlyMakeFragmentLike: continue; // takes the type only
      case OpCode::FlyMemRefLoad:
      case OpCode::FlyMemRefStore: {
        bool load = u->is(OpCode::FlyMemRefLoad);
        Value *idx = u->operand(load ? 1 : 2);
        // A static coordinate, or one known only at run time: crd2idx(coordinate, layout) computed.
        auto qr = offsetOf(idx, false);
        if (!qr.ok())
          return fail(u, qr.error().message);
        Value *q = *qr;
        if (load) {
          Type ts[] = {u->result(0)->type()};
          Value *ops[] = {q};
          u->result(0)->replaceAllUsesWith(b.create(OpCode::FlyPtrLoad, ops, ts)->result(0));
        } else {
          b.create(OpCode::FlyPtrStore, {u->operand(0), q}, {});
        }
        break;
      }
      case OpCode::FlyMemRefLoadVec: {
        Type vt = u->result(0)->type();
        std::vector<int64_t> o = offsets();
        if (contiguous(o)) {
          Value *ops[] = {at(o.empty() ? 0 : o[0])};
          Type ts[] = {vt};
          u->result(0)->replaceAllUsesWith(b.create(OpCode::FlyPtrLoad, ops, ts)->result(0));
          break;
        }
        Type elem = vt.cast<VectorType>().elementType();
        std::vector<Value *> vals;
        for (int64_t off : o) {
          Value *ops[] = {at(off)};
          Type ts[] = {elem};
          vals.push_back(b.create(OpCode::FlyPtrLoad, ops, ts)->result(0));
        }
        Type ts[] = {vt};
        u->result(0)->replaceAllUsesWith(b.create(OpCode::VectorFromElements, vals, ts)->result(0));
        break;
      }
      case OpCode::FlyMemRefStoreVec: {
        if (u->operand(0) == v)
          return fail(u, "a register address is stored as a value");
        Value *vec = u->operand(0);
        std::vector<int64_t> o = offsets();
        if (contiguous(o)) {
          b.create(OpCode::FlyPtrStore, {vec, at(o.empty() ? 0 : o[0])}, {});
          break;
        }
        Type elem = vec->type().cast<VectorType>().elementType();
        for (size_t i = 0; i < o.size(); ++i) {
          int64_t pos[] = {int64_t(i)};
          Value *x = b.create(OpCode::VectorExtract, {vec}, {elem}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})
                         ->result(0);
          b.create(OpCode::FlyPtrStore, {x, at(o[i])}, {});
        }
        break;
      }
      default:
        return fail(u, "a register tensor in private memory is used by '" + std::string(u->name()) +
                           "', which Fly cannot read through its pointer");
      }
      u->erase();
    }
    if (v->useEmpty())
      view->erase();
    return true;
  }

private:
  static bool isRegisterAlloc(Operation *op) {
    if (op->is(OpCode::FlyMemRefAlloca) || op->is(OpCode::FlyMakeFragmentLike) || op->is(OpCode::FlyMmaMakeFragment) ||
        op->is(OpCode::FlyMmaMakeTileFragment)) {
      auto *m = op->result(0)->type().dyn_cast<MemRefType>();
      return m && m->addressSpace() == AddressSpace::Register;
    }
    if (op->is(OpCode::FlyMakePtr) && op->numResults() == 1) {
      auto *p = op->result(0)->type().dyn_cast<PointerType>();
      return p && p->addressSpace() == AddressSpace::Register;
    }
    return false;
  }

  static std::optional<Layout> rootLayout(Operation *root) {
    if (auto *m = root->result(0)->type().dyn_cast<MemRefType>())
      if (auto *l = m->layout().dyn_cast<LayoutType>())
        return l->value();
    return std::nullopt;
  }

  Result<Alloc> allocOf(Operation *root) {
    Alloc a{root, Type(), 0, Type()};
    if (auto *m = root->result(0)->type().dyn_cast<MemRefType>()) {
      auto *l = m->layout().dyn_cast<LayoutType>();
      if (!l || !l->isStatic())
        return Error("a register tensor needs a static plain layout, got " + m->layout().str());
      a.elem = m->elementType();
      a.size = cosize(l->value()).value();
    } else {
      const PointerType &p = root->result(0)->type().cast<PointerType>();
      Attribute dict = root->attr("dictAttrs");
      // FlyDSL spells it `allocSize` (`allocaSize` before its rename).
      Attribute n = dict ? dict.dictGet("allocSize") : Attribute();
      if (!n && dict)
        n = dict.dictGet("allocaSize");
      if (!n || !n.is(AttrKind::Integer) || n.intValue() <= 0)
        return Error("a register allocation needs a positive allocSize (fly.make_ptr() {dictAttrs = {allocSize = N}})");
      a.elem = p.elementType();
      a.size = n.intValue();
    }
    if (!a.elem.isInteger() && !a.elem.isFloat())
      return Error("register tensors of " + a.elem.str() + " cannot become vectors");
    if (a.size > 4096)
      return Error("a register tensor of " + std::to_string(a.size) + " elements is too large for registers");
    a.vecType = ctx_.vectorType(a.size, a.elem);
    return a;
  }

  static bool isStore(Operation *op) {
    return op->is(OpCode::FlyPtrStore) || op->is(OpCode::FlyMemRefStore) || op->is(OpCode::FlyMemRefStoreVec);
  }
  // ptr.store(value, ptr), memref.store(value, memref, index), memref.store_vec(vector, memref).
  static Value *storedAddress(Operation *op) { return op->operand(1); }

  std::optional<int64_t> staticLeaf(Value *v) {
    auto *t = v->type().dyn_cast<IntTupleType>();
    if (t && t->isStatic() && t->value().isLeaf())
      return t->value().leaf().value();
    return std::nullopt;
  }

  // The block of the function's body that holds `op` (directly or nested).
  Block *topBlock(Operation *op) const {
    while (op->parentOp() && op->parentOp() != func_)
      op = op->parentOp();
    return op->block();
  }

  bool fail(Operation *at, const std::string &msg) {
    diags_.push_back(at->emitError("regmem-promotion: " + msg));
    return false;
  }

  // Records the register address of `v` and of everything derived from it; checks every use.
  bool collect(Value *v, RegAddr addr) {
    addrs_[v] = addr;
    bool ok = true;
    std::vector<Operation *> users;
    for (OpOperand &use : v->uses())
      if (std::find(users.begin(), users.end(), use.owner()) == users.end())
        users.push_back(use.owner());
    for (Operation *u : users) {
      if (topBlock(u) != topBlock(addr.root))
        return fail(u, "a register tensor is used in another block of the function than the one that allocates "
                       "it; regmem-promotion carries values through scf regions, not across cf branches");
      switch (u->code()) {
      case OpCode::FlyGetIter:
        derived_.push_back(u);
        ok &= collect(u->result(0), RegAddr{addr.root, addr.offset, std::nullopt});
        break;
      case OpCode::FlyAddOffset: {
        if (u->operand(0) != v)
          return fail(u, "a register pointer is used as an offset");
        auto off = staticLeaf(u->operand(1));
        if (!off)
          return fail(u, "the register tensor is indexed by a dynamic offset; only static indices can become SSA "
                         "vector elements (unroll the loop or index with constants)");
        derived_.push_back(u);
        ok &= collect(u->result(0), RegAddr{addr.root, addr.offset + *off, std::nullopt});
        break;
      }
      case OpCode::FlyMakeView: {
        auto *l = u->operand(1)->type().dyn_cast<LayoutType>();
        if (!l || !l->isStatic())
          return fail(u, "a view of a register tensor needs a static layout, got " + u->operand(1)->type().str());
        derived_.push_back(u);
        ok &= collect(u->result(0), RegAddr{addr.root, addr.offset, l->value()});
        break;
      }
      case OpCode::FlySlice: {
        // A static slice of a register tensor is a sub-view of its registers: it starts where the
        // coordinate (`*` read as 0) points in the view's layout and keeps the `*` modes, as the
        // result type declares them.
        if (u->operand(0) != v)
          return fail(u, "a register tensor is used as a slice coordinate");
        auto *ct = u->operand(1)->type().dyn_cast<IntTupleType>();
        if (!ct || !ct->value().isKnown())
          return fail(u, "the register tensor is sliced at a dynamic coordinate " + u->operand(1)->type().str() +
                             "; only static coordinates can become SSA vector elements");
        if (!addr.layout)
          return fail(u, "a slice of a register pointer (not a tensor)");
        auto off = slice_offset(ct->value(), *addr.layout);
        if (!off.ok() || !off->isStatic())
          return fail(u, "slicing the register tensor " + addr.layout->str() + " at " + ct->value().str() + ": " +
                             (off.ok() ? std::string("the offset is not static") : off.error().message));
        auto *m = u->result(0)->type().dyn_cast<MemRefType>();
        auto *l = m ? m->layout().dyn_cast<LayoutType>() : nullptr;
        if (!l || !l->isStatic())
          return fail(u, "a slice of a register tensor needs a static layout, got " + u->result(0)->type().str());
        derived_.push_back(u);
        ok &= collect(u->result(0), RegAddr{addr.root, addr.offset + off->value(), l->value()});
        break;
      }
      case OpCode::FlyGroup: {
        // The same elements with modes [begin, end) made one (FlyDSL's copies group a fragment's
        // rest modes): a view with the result's layout.
        auto *m = u->result(0)->type().dyn_cast<MemRefType>();
        auto *l = m ? m->layout().dyn_cast<LayoutType>() : nullptr;
        if (!l || !l->isStatic())
          return fail(u, "a grouped register tensor needs a static layout, got " + u->result(0)->type().str());
        derived_.push_back(u);
        ok &= collect(u->result(0), RegAddr{addr.root, addr.offset, l->value()});
        break;
      }
      case OpCode::FlyMakeFragmentLike:
        // A new register tensor shaped like this one (FlyDSL's make_fragment_like(frag_C, bf16)):
        // it takes the type, not the values; it is a root of its own.
        break;
      case OpCode::FlyPtrLoad:
      case OpCode::FlyMemRefLoadVec:
        accesses_.push_back(u);
        break;
      case OpCode::FlyPtrStore:
      case OpCode::FlyMemRefStoreVec:
        if (u->operand(0) == v)
          return fail(u, "a register address is stored as a value");
        accesses_.push_back(u);
        break;
      case OpCode::FlyMemRefLoad:
      case OpCode::FlyMemRefStore: {
        Value *idx = u->operand(u->is(OpCode::FlyMemRefLoad) ? 1 : 2);
        auto *t = idx->type().dyn_cast<IntTupleType>();
        if (!t || !t->isStatic())
          return fail(u, "the register tensor is indexed by a dynamic coordinate " + idx->type().str() +
                             "; only static indices can become SSA vector elements");
        accesses_.push_back(u);
        break;
      }
      default:
        return fail(u, "a register tensor is used by '" + std::string(u->name()) +
                           "', which regmem-promotion cannot turn into SSA values");
      }
    }
    return ok;
  }

  // ---- rewriting ---------------------------------------------------------------------------

  // The element offsets (into the allocation) an access reads or writes, in value order.
  Result<std::vector<int64_t>> elementsOf(Operation *op, const RegAddr &a, Type valueType) {
    std::vector<int64_t> out;
    if (op->is(OpCode::FlyPtrLoad) || op->is(OpCode::FlyPtrStore)) {
      int64_t n = valueType.isVector() ? valueType.cast<VectorType>().numElements() : 1;
      for (int64_t i = 0; i < n; ++i)
        out.push_back(a.offset + i);
    } else if (op->is(OpCode::FlyMemRefLoad) || op->is(OpCode::FlyMemRefStore)) {
      Value *idx = op->operand(op->is(OpCode::FlyMemRefLoad) ? 1 : 2);
      FLY_TRY(i, crd2idx(idx->type().cast<IntTupleType>().value(), *a.layout));
      out.push_back(a.offset + i.value());
    } else {
      int64_t n = size(*a.layout).value();
      for (int64_t i = 0; i < n; ++i) {
        FLY_TRY(x, crd2idx(IntTuple(i), *a.layout));
        out.push_back(a.offset + x.value());
      }
    }
    const Alloc &al = allocs_.at(a.root);
    for (int64_t e : out)
      if (e < 0 || e >= al.size)
        return Error("element " + std::to_string(e) + " is outside the register tensor of " + std::to_string(al.size) +
                     " elements");
    return out;
  }

  Value *zero(OpBuilder &b, const Alloc &a) {
    Attribute z = a.elem.isFloat() ? ctx_.floatAttr(0.0, a.elem) : ctx_.integerAttr(0, a.elem);
    Attribute elems[] = {z};
    NamedAttribute attrs[] = {{"value", ctx_.denseElementsAttr(elems, a.vecType)}};
    Type ts[] = {a.vecType};
    return b.create(OpCode::ArithConstant, {}, ts, attrs)->result(0);
  }

  Value *shuffle(OpBuilder &b, Value *x, Value *y, const std::vector<int64_t> &mask, Type resultType) {
    // A shuffle that picks one operand whole is that operand.
    int64_t n = x->type().cast<VectorType>().numElements();
    if (resultType == x->type() && resultType == y->type()) {
      bool allX = true, allY = true;
      for (size_t i = 0; i < mask.size(); ++i) {
        allX &= mask[i] == int64_t(i);
        allY &= mask[i] == n + int64_t(i);
      }
      if (allX)
        return x;
      if (allY)
        return y;
    }
    return b.create(OpCode::VectorShuffle, {x, y}, {resultType}, {{"mask", ctx_.denseArrayAttr(mask, 64)}})->result(0);
  }

  bool rewriteAccess(Operation *op, std::map<Operation *, Value *> &state) {
    bool store = isStore(op);
    Value *addrValue = store ? storedAddress(op) : op->operand(0);
    const RegAddr &a = addrs_.at(addrValue);
    const Alloc &al = allocs_.at(a.root);
    Type valueType = store ? op->operand(0)->type() : op->result(0)->type();
    auto elems = elementsOf(op, a, valueType);
    if (!elems.ok())
      return fail(op, elems.error().message);
    OpBuilder b(ctx_);
    b.setInsertionPoint(op);
    b.setLoc(op->loc());
    Value *cur = state.at(a.root);
    if (!store) {
      Value *r;
      if (!valueType.isVector()) {
        int64_t pos[] = {(*elems)[0]};
        r = b.create(OpCode::VectorExtract, {cur}, {valueType}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})
                ->result(0);
      } else {
        r = shuffle(b, cur, cur, *elems, valueType);
      }
      op->result(0)->replaceAllUsesWith(r);
    } else {
      Value *val = op->operand(0);
      Value *next;
      if (!valueType.isVector()) {
        int64_t pos[] = {(*elems)[0]};
        next = b.create(OpCode::VectorInsert, {val, cur}, {al.vecType}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})
                   ->result(0);
      } else {
        // Lanes of `cur` except the stored ones, which come from `val` (indices N.. in the shuffle).
        std::vector<int64_t> mask(al.size);
        for (int64_t j = 0; j < al.size; ++j)
          mask[j] = j;
        for (size_t i = 0; i < elems->size(); ++i)
          mask[(*elems)[i]] = al.size + int64_t(i);
        // Both shuffle operands have the allocation's length (LLVM's shufflevector needs equal types).
        int64_t k = valueType.cast<VectorType>().numElements();
        if (k != al.size) {
          std::vector<int64_t> widen(al.size);
          for (int64_t j = 0; j < al.size; ++j)
            widen[j] = j < k ? j : 0;
          val = shuffle(b, val, val, widen, al.vecType);
        }
        next = shuffle(b, cur, val, mask, al.vecType);
      }
      state[a.root] = next;
    }
    op->erase();
    return true;
  }

  std::vector<Operation *> storedRoots(Operation *regionOp) {
    std::vector<Operation *> out;
    if (auto it = storesIn_.find(regionOp); it != storesIn_.end())
      for (Operation *r : it->second)
        if (allocs_.count(r) && !isInside(r, regionOp)) // a tensor made inside the region stays there
          out.push_back(r);
    return out;
  }

  static bool isInside(Operation *op, Operation *regionOp) {
    for (Operation *p = op->parentOp(); p; p = p->parentOp())
      if (p == regionOp)
        return true;
    return false;
  }

  static void moveBody(Block *from, Block *to) {
    while (Operation *op = from->front()) {
      op->remove();
      to->push_back(op);
    }
  }

  // `rebuilt` replaces `op`: its first nOld results are op's, the next ones the carried tensors' values.
  static void replaceRebuilt(Operation *op, Operation *rebuilt, unsigned nOld, const std::vector<Operation *> &carried,
                             std::map<Operation *, Value *> &state) {
    for (unsigned i = 0; i < nOld; ++i)
      op->result(i)->replaceAllUsesWith(rebuilt->result(i));
    for (size_t j = 0; j < carried.size(); ++j)
      state[carried[j]] = rebuilt->result(nOld + unsigned(j));
    op->erase();
  }

  bool promoteFor(Operation *op, std::map<Operation *, Value *> &state) {
    std::vector<Operation *> carried = storedRoots(op);
    Block *oldBody = op->region(0).front();
    if (carried.empty()) {
      std::map<Operation *, Value *> inner = state;
      return promoteBlock(oldBody, inner);
    }
    OpBuilder b(ctx_);
    b.setInsertionPoint(op);
    b.setLoc(op->loc());
    std::vector<Value *> inits;
    for (unsigned i = 3; i < op->numOperands(); ++i)
      inits.push_back(op->operand(i));
    unsigned nOld = unsigned(inits.size());
    for (Operation *r : carried)
      inits.push_back(state.at(r));
    Operation *nf = b.createFor(op->operand(0), op->operand(1), op->operand(2), inits);
    for (const NamedAttribute &a : op->attrs())
      nf->setAttr(a.name, a.value);
    Block *body = nf->region(0).front();
    for (unsigned i = 0; i < oldBody->numArguments(); ++i)
      oldBody->argument(i)->replaceAllUsesWith(body->argument(i));
    moveBody(oldBody, body);
    std::map<Operation *, Value *> inner = state;
    for (size_t j = 0; j < carried.size(); ++j)
      inner[carried[j]] = body->argument(1 + nOld + unsigned(j));
    if (!promoteBlock(body, inner))
      return false;
    Operation *yield = body->terminator();
    for (Operation *r : carried)
      yield->appendOperand(inner.at(r));
    replaceRebuilt(op, nf, nOld, carried, state);
    return true;
  }

  bool promoteIf(Operation *op, std::map<Operation *, Value *> &state) {
    std::vector<Operation *> carried = storedRoots(op);
    if (carried.empty()) {
      for (unsigned r = 0; r < op->numRegions(); ++r)
        for (Block *blk : op->region(r)) {
          std::map<Operation *, Value *> inner = state;
          if (!promoteBlock(blk, inner))
            return false;
        }
      return true;
    }
    OpBuilder b(ctx_);
    b.setInsertionPoint(op);
    b.setLoc(op->loc());
    std::vector<Type> types = op->resultTypes();
    unsigned nOld = unsigned(types.size());
    for (Operation *r : carried)
      types.push_back(allocs_.at(r).vecType);
    Operation *ni = b.createIf(op->operand(0), types, true);
    for (const NamedAttribute &a : op->attrs())
      ni->setAttr(a.name, a.value);
    for (unsigned r = 0; r < 2; ++r) {
      Block *to = ni->region(r).front();
      Block *from = op->region(r).empty() ? nullptr : op->region(r).front();
      if (from)
        moveBody(from, to);
      std::map<Operation *, Value *> inner = state;
      if (!promoteBlock(to, inner))
        return false;
      Operation *yield = to->empty() ? nullptr : to->terminator();
      if (!yield || !yield->is(OpCode::ScfYield)) {
        OpBuilder yb(ctx_);
        yb.setInsertionPointToEnd(to);
        yb.setLoc(op->loc());
        yield = yb.yield();
      }
      for (Operation *root : carried)
        yield->appendOperand(inner.at(root));
    }
    replaceRebuilt(op, ni, nOld, carried, state);
    return true;
  }

  // scf.while: a register tensor stored in either region is carried as one more value of each
  // kind: an initial value (its state before the loop), a before-region argument forwarded by
  // scf.condition (its state after the before region: a result and an after-region argument),
  // and a yielded value (its state after the after region).
  bool promoteWhile(Operation *op, std::map<Operation *, Value *> &state) {
    std::vector<Operation *> carried = storedRoots(op);
    Block *oldBefore = op->region(0).front(), *oldAfter = op->region(1).front();
    if (carried.empty()) {
      for (Block *blk : {oldBefore, oldAfter}) {
        std::map<Operation *, Value *> inner = state;
        if (blk && !promoteBlock(blk, inner))
          return false;
      }
      return true;
    }
    OpBuilder b(ctx_);
    b.setInsertionPoint(op);
    b.setLoc(op->loc());
    std::vector<Value *> inits;
    for (unsigned i = 0; i < op->numOperands(); ++i)
      inits.push_back(op->operand(i));
    std::vector<Type> types = op->resultTypes();
    const unsigned nInits = unsigned(inits.size()), nResults = unsigned(types.size());
    for (Operation *r : carried) {
      inits.push_back(state.at(r));
      types.push_back(allocs_.at(r).vecType);
    }
    Operation *nw = b.createWhile(inits, types);
    for (const NamedAttribute &a : op->attrs())
      nw->setAttr(a.name, a.value);
    Block *before = nw->region(0).front(), *after = nw->region(1).front();
    for (unsigned i = 0; i < oldBefore->numArguments(); ++i)
      oldBefore->argument(i)->replaceAllUsesWith(before->argument(i));
    for (unsigned i = 0; i < oldAfter->numArguments(); ++i)
      oldAfter->argument(i)->replaceAllUsesWith(after->argument(i));
    moveBody(oldBefore, before);
    moveBody(oldAfter, after);
    std::map<Operation *, Value *> inBefore = state, inAfter = state;
    for (size_t j = 0; j < carried.size(); ++j) {
      inBefore[carried[j]] = before->argument(nInits + unsigned(j));
      inAfter[carried[j]] = after->argument(nResults + unsigned(j));
    }
    if (!promoteBlock(before, inBefore) || !promoteBlock(after, inAfter))
      return false;
    Operation *condition = before->terminator(), *yield = after->terminator();
    for (Operation *r : carried) {
      condition->appendOperand(inBefore.at(r));
      yield->appendOperand(inAfter.at(r));
    }
    replaceRebuilt(op, nw, nResults, carried, state);
    return true;
  }

  bool promoteBlock(Block *block, std::map<Operation *, Value *> &state) {
    std::set<Operation *> accessSet(accesses_.begin(), accesses_.end());
    for (Operation *op = block->front(); op;) {
      Operation *next = op->nextOp();
      if (allocs_.count(op)) {
        OpBuilder b(ctx_);
        b.setInsertionPointAfter(op);
        b.setLoc(op->loc());
        state[op] = zero(b, allocs_.at(op));
      } else if (accessSet.count(op)) {
        if (!rewriteAccess(op, state))
          return false;
      } else if (op->is(OpCode::ScfFor)) {
        if (!promoteFor(op, state))
          return false;
      } else if (op->is(OpCode::ScfIf)) {
        if (!promoteIf(op, state))
          return false;
      } else if (op->is(OpCode::ScfWhile)) {
        if (!promoteWhile(op, state))
          return false;
      } else if (op->numRegions() > 0) {
        if (!storedRoots(op).empty())
          return fail(op, "a register tensor is stored inside '" + std::string(op->name()) +
                              "', whose values regmem-promotion cannot carry out");
        for (unsigned r = 0; r < op->numRegions(); ++r)
          for (Block *blk : op->region(r)) {
            std::map<Operation *, Value *> inner = state;
            if (!promoteBlock(blk, inner))
              return false;
          }
      }
      op = next;
    }
    return true;
  }

  Operation *func_;
  Context &ctx_;
  std::vector<Diagnostic> &diags_;
  IRSymbols syms_; // the scalars of run-time coordinates into private memory
  std::map<Operation *, Alloc> allocs_;
  std::unordered_map<Value *, RegAddr> addrs_;
  std::vector<Operation *> accesses_;
  std::vector<Operation *> derived_;
  std::vector<Operation *> inMemory_; // tensor-form allocations kept in private memory
  bool loweredViews_ = false;
  std::map<Operation *, std::set<Operation *>> storesIn_;
};

class RegMemPromotionPass : public Pass {
public:
  std::string_view name() const override { return "regmem-promotion"; }
  std::string_view description() const override {
    return "turn register tensors into SSA vectors (static indices only; a dynamic index is an error)";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    bool ok = true;
    std::vector<Operation *> funcs;
    module->walk([&](Operation *op) {
      if (op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc))
        funcs.push_back(op);
    });
    for (Operation *f : funcs)
      ok &= FunctionPromotion(f, diags).run();
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createRegMemPromotionPass() { return std::make_unique<RegMemPromotionPass>(); }

} // namespace fly::transforms
