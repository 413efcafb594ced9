// atom-lowering: fly.copy, fly.copy_atom_call and fly.copy_atom_call_ssa, and the element and vector
// accesses and iterators of memory tensors.
#include "AtomLoweringImpl.h"

namespace fly::transforms::atom_lowering {

// ---- copies ------------------------------------------------------------------------------

Result<bool> FunctionLowering::lowerCopy(Operation *op) {
  if (op->numOperands() < 3 || op->numOperands() > 4)
    return Error("expects (atom, src, dst) or (atom, src, dst, pred)");
  Value *pred = op->numOperands() == 4 ? op->operand(3) : nullptr;
  bool predTensor = pred && pred->type().isa<MemRefType>();
  if (pred && !predTensor && !pred->type().isInteger(1))
    return Error("the predicate must be an i1 (the whole copy happens or not) or a register tensor of i1 (one "
                 "per group of atom calls, CuTe's copy_if), got " + pred->type().str());
  FLY_TRY(atom, atomOf(op->operand(0)));
  if (atom.spec.desc->tensorTile)
    return lowerTensorTile(op, atom, pred);
  FLY_TRY(src, viewOf(op->operand(1)));
  FLY_TRY(dst, viewOf(op->operand(2)));
  if (src.elem != dst.elem && src.space == AddressSpace::Register)
    recastAddressOnly(op, dst, src.elem, atom.spec.bits);
  else if (src.elem != dst.elem && dst.space == AddressSpace::Register)
    recastAddressOnly(op, src, dst.elem, atom.spec.bits);
  // Element types that differ in width are refused; of one width (f32 and i32, i8 and fp8) the
  // copy moves the bits, as FlyDSL's atoms do (they load and store the atom's iN and bitcast).
  if (src.elem != dst.elem && src.elem.bitWidth() != dst.elem.bitWidth())
    return Error(src.elem.bitWidth() != atom.valBits || dst.elem.bitWidth() != atom.valBits
                     ? "the atom moves " + std::to_string(atom.valBits) + "-bit values but the tensors hold " +
                           src.elem.str() + " and " + dst.elem.str()
                     : "source and destination element types differ in width (" + src.elem.str() + ", " +
                           dst.elem.str() + ")");
  Result<int64_t> perValueOr = elementsPerValue(atom.spec, atom.valBits, src.elem);
  if (!perValueOr.ok())
    return Error("the atom moves " + std::to_string(atom.valBits) + "-bit values but the tensors hold " +
                 src.elem.str() + " and " + dst.elem.str());
  int64_t perValue = *perValueOr;
  FLY_TRY(atomicOk, atomicElementMatches(atom, src.elem, "the tensors hold"));
  (void)atomicOk;
  int64_t perCall = atom.spec.bits / int(atom.valBits) * perValue; // tensor elements per call
  addressOnly(src, perCall);
  addressOnly(dst, perCall);
  // FlyDSL's fly.copy is one atom call per slice of the first mode (its ExpandCopyOpLowering):
  // a memory tensor whose first mode is one element (a view at an address, as FlyDSL's fp8 GEMMs
  // slice a buffer tensor for each 16-byte LDS DMA or 4-float scale load) is a call moving the
  // atom's bits from there on, into a first mode of the call's values or another such view.
  if (op->is(OpCode::FlyCopy) && perCall > 1) {
    bool unitS = unitFirstMode(src), unitD = unitFirstMode(dst);
    if ((unitS || unitD) && (unitS || firstModeIs(src, perCall)) && (unitD || firstModeIs(dst, perCall))) {
      if (unitS)
        widenFirstMode(src, perCall);
      if (unitD)
        widenFirstMode(dst, perCall);
    }
  }
  Int n = size(src.layout), m = size(dst.layout);
  if (!n.isStatic() || !m.isStatic() || n.value() != m.value())
    return Error("source " + src.layout.str() + " and destination " + dst.layout.str() + " differ in size");
  if (n.value() % perCall != 0)
    return Error("the tensors hold " + std::to_string(n.value()) + " values, not a multiple of the atom's " +
                 std::to_string(perCall));
  if (op->is(OpCode::FlyCopy)) {
    FLY_TRY(mode0, size(src.layout, 0));
    if (!mode0.isStatic() || mode0.value() % perCall != 0)
      return Error("the first mode of the source " + src.layout.str() + " must hold whole atoms of " +
                   std::to_string(perCall) + " values");
  }
  FLY_TRY(ok, checkSpaces(atom, src, dst));
  (void)ok;
  if (atom.spec.desc->threads > 1) {
    FLY_TRY(lanes, checkLaneGroups(atom, src, pred != nullptr));
    (void)lanes;
  }
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  if (pred && !predTensor) {
    // The calls go into `scf.if %pred`.
    enterIf(pred);
  }
  // CuTe's copy_if: with a predicate tensor, value i of the source belongs to group
  // i / size(src, 0) (fly.copy_atom_call: one group), and the calls of group g happen if pred(g).
  View pv;
  std::vector<int64_t> callPred; // the predicate element of each call (FlyDSL's reduced predicate)
  int64_t groupSize = n.value();
  if (predTensor) {
    FLY_TRY(v, viewOf(pred));
    pv = v;
    if (pv.space != AddressSpace::Register || !pv.elem.isInteger(1))
      return Error("a predicate tensor must be a register tensor of i1, got " + pred->type().str());
    if (op->is(OpCode::FlyCopy)) {
      FLY_TRY(m0, size(src.layout, 0));
      groupSize = m0.value();
    }
    Int groups = size(pv.layout);
    // FlyDSL's reduced predicate (one per atom call of a nested value mode): its recursion over
    // the modes picks each call's element (CopyPredicate.h); else CuTe's one per group.
    Result<std::vector<int64_t>> flyDsl = Error("");
    if (op->is(OpCode::FlyCopy) && groups.isStatic() && groups.value() != n.value() / groupSize)
      flyDsl = flyDslCopyPredicates(src.layout.shape(), pv.layout.shape(), perCall);
    if (flyDsl.ok() && int64_t(flyDsl->size()) == n.value() / perCall)
      callPred = *flyDsl;
    else if (!groups.isStatic() || groups.value() != n.value() / groupSize)
      return Error("the predicate tensor " + pv.layout.str() + " holds " + groups.str() + " values, but the copy has " +
                   std::to_string(n.value() / groupSize) + " groups (size(src) / size(src, 0) of " + src.layout.str() +
                   ")" + (flyDsl.ok() ? std::string() : ", nor one per atom call (" + flyDsl.error().message + ")"));
  }
  Operation *anchor = op;
  for (int64_t c = 0; c < n.value() / perCall; ++c) {
    if (predTensor) {
      b_.setInsertionPoint(anchor);
      FLY_TRY(po, offsets(pv, callPred.empty() ? c * perCall / groupSize : callPred[size_t(c)], 1));
      FLY_TRY(p, registerLoad(pv, po));
      enterIf(p);
    }
    FLY_TRY(done, emitCall(atom, src, dst, c * perCall, perCall));
    (void)done;
  }
  return true;
}

// A memory view (not a register tensor, not through a composed layout) whose first mode is one
// element.
bool FunctionLowering::unitFirstMode(const View &v) {
  if (v.space == AddressSpace::Register || v.through)
    return false;
  Result<Int> m0 = size(v.layout, 0);
  return m0.ok() && m0->isStatic() && m0->value() == 1;
}

bool FunctionLowering::firstModeIs(const View &v, int64_t count) {
  Result<Int> m0 = size(v.layout, 0);
  return m0.ok() && m0->isStatic() && m0->value() == count;
}

// Its first mode becomes the `count` contiguous elements from there.
void FunctionLowering::widenFirstMode(View &v, int64_t count) {
  std::vector<Layout> modes = {Layout(IntTuple(count), IntTuple(1))};
  for (size_t i = 1; i < v.layout.rank(); ++i)
    modes.push_back(v.layout[i]);
  v.layout = modes.size() == 1 ? modes[0] : make_layout(modes);
}

// fly.copy_atom_call_ssa(atom, src[, dst][, pred]) (FlyDSL's operandSegmentSizes = [atom, src, dst,
// pred]): one atom call on SSA values. A load: src a tensor holding the call's values, no dst, the
// result their value (T, or vector<N x T>). A store: src the value, dst the tensor, no result. An
// atomic atom's call with a result is the fetch form: the result is the value the read-modify-write
// replaced. An i1 predicate guards a call without a result.
Result<bool> FunctionLowering::lowerCopySsa(Operation *op) {
  unsigned n = op->numOperands();
  if (n < 2 || n > 4 || op->numResults() > 1)
    return Error("expects (atom, src[, dst][, pred]) and at most one result");
  unsigned dstCount = n >= 3 && op->operand(2)->type().isa<MemRefType>() ? 1 : 0;
  unsigned predCount = n - 2 - dstCount;
  if (predCount > 1 || (predCount == 1 && !op->operand(n - 1)->type().isInteger(1)))
    return Error("expects (atom, src[, dst][, pred]) with pred an i1, got " + std::to_string(n) + " operands");
  if (Attribute seg = op->attr("operandSegmentSizes")) {
    std::vector<int64_t> want = {1, 1, dstCount, predCount};
    std::span<const int64_t> got = seg.is(AttrKind::DenseArray) ? seg.denseArray() : std::span<const int64_t>();
    if (!std::equal(got.begin(), got.end(), want.begin(), want.end()))
      return Error("operandSegmentSizes must be array<i32: 1, 1, " + std::to_string(dstCount) + ", " +
                   std::to_string(predCount) + "> for these operands");
  }
  Value *pred = predCount ? op->operand(n - 1) : nullptr;
  bool result = op->numResults() == 1;
  FLY_TRY(atom, atomOf(op->operand(0)));
  if (atom.spec.desc->ldsDma || atom.spec.desc->tensorTile)
    return Error("copy atom '" + std::string(atom.spec.desc->opName) +
                 "' moves data without registers: use fly.copy or fly.copy_atom_call on tensors");
  int64_t perCall = atom.spec.bits / int(atom.valBits);
  bool srcTensor = op->operand(1)->type().isa<MemRefType>();
  if (srcTensor == bool(dstCount))
    return Error(srcTensor ? "a call reads a tensor into its result or stores a value into a tensor, not both"
                           : "a call that stores an SSA value needs the destination tensor");
  if (pred && result)
    return Error("a predicated call that returns a value is not lowered (the result has no value where the "
                 "predicate is false)");
  if (srcTensor && atom.spec.atomic)
    return Error("atomic atom '" + atom.spec.name() + "' writes memory: call it as (atom, value, dst)");
  if (!srcTensor && result && !atom.spec.atomic)
    return Error("a store returns nothing (only an atomic atom's call returns the value it replaced)");
  if (srcTensor && !result)
    return Error("a load from a tensor needs a result to hold the values");
  View mem;
  if (srcTensor) {
    FLY_TRY(v, viewOf(op->operand(1)));
    mem = v;
  } else {
    FLY_TRY(v, viewOf(op->operand(2)));
    mem = v;
  }
  FLY_TRY(perValue, elementsPerValue(atom.spec, atom.valBits, mem.elem));
  perCall *= perValue; // in the tensor's elements (a wider atom value is several of them)
  FLY_TRY(atomicOk, atomicElementMatches(atom, mem.elem, "the tensor holds"));
  (void)atomicOk;
  addressOnly(mem, perCall);
  Int size = fly::size(mem.layout);
  if (!size.isStatic() || size.value() != perCall)
    return Error("one call moves the atom's " + std::to_string(perCall) + " values, but the tensor " +
                 mem.layout.str() + " holds " + size.str());
  // One value travels as T or, as FlyDSL's SSA values do, as vector<1xT>; a memory access also as
  // any type of the access's width (FlyDSL's buffer loads return vector<4xi32> for eight f16): a
  // bitcast of the tensor's values.
  Type valueType = accessType(mem.elem, perCall);
  Type one = ctx_.vectorType(1, mem.elem);
  Type got = srcTensor ? op->result(0)->type() : op->operand(1)->type();
  bool wrapped = perCall == 1 && got == one;
  bool reinterpreted = got != valueType && !wrapped && mem.space != AddressSpace::Register && !atom.spec.atomic &&
                       totalBits(got) == totalBits(valueType);
  if (got != valueType && !wrapped && !reinterpreted)
    return Error("one call of the atom moves " + valueType.str() + (perCall == 1 ? " (or " + one.str() + ")" : "") +
                 ", but the " + (srcTensor ? std::string("result is ") : std::string("value is ")) + got.str());
  if (result && !srcTensor && op->result(0)->type() != got)
    return Error("the fetch form returns the old " + got.str() + ", not " + op->result(0)->type().str());
  auto unwrap = [&](Value *x) -> Value * {
    if (reinterpreted)
      return bitcast(x, valueType);
    if (!wrapped)
      return x;
    int64_t pos[] = {0};
    return b_.create(OpCode::VectorExtract, {x}, {mem.elem}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})
        ->result(0);
  };
  auto wrap = [&](Value *x) -> Value * {
    if (reinterpreted)
      return bitcast(x, got);
    if (!wrapped)
      return x;
    Value *els[] = {x};
    Type vt[] = {one};
    return b_.create(OpCode::VectorFromElements, els, vt)->result(0);
  };
  const target::CopyAtomDesc &d = *atom.spec.desc;
  uint8_t allowed = srcTensor ? d.srcSpaces : d.dstSpaces;
  if (!(spaceBit(mem.space) & allowed))
    return Error("copy atom '" + std::string(d.opName) + "' " + (srcTensor ? "reads from " : "writes to ") +
                 target::memSpaceList(allowed) + ", not " + (srcTensor ? "from " : "to ") + spaceName(mem.space));
  FLY_TRY(offs, offsets(mem, 0, perCall));
  if (mem.space != AddressSpace::Register && !contiguous(offs))
    return Error("the values of " + mem.layout.str() + " are not contiguous, so one " +
                 std::to_string(atom.spec.bits) + "-bit access cannot move them");
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  if (pred)
    enterIf(pred);
  if (srcTensor) {
    Value *x;
    if (mem.space == AddressSpace::Register) {
      FLY_TRY(r, registerLoad(mem, offs));
      x = r;
    } else {
      FLY_TRY(r, memoryLoad(atom, mem, offs));
      x = r;
    }
    op->result(0)->replaceAllUsesWith(wrap(x));
    return true;
  }
  Value *value = unwrap(op->operand(1));
  if (mem.space == AddressSpace::Register) {
    FLY_TRY(ok, registerStore(mem, offs, value));
    (void)ok;
    return true;
  }
  FLY_TRY(st, memoryStore(atom, mem, offs, value, result));
  if (result)
    op->result(0)->replaceAllUsesWith(wrap(st->result(0)));
  return true;
}

// FlyDSL's copy of a one-element tensor in memory with a wider atom: the tensor only says where the
// atom's values start (its ExpandCopyOpLowering makes one atom call on a rank-1 leaf tensor, and the
// call moves the atom's bits from the tensor's address: FlyDSL's kernels slice a buffer to `1:0` or
// view LDS as `1:1` at the start of each access). Seen so, the tensor holds the call's values
// contiguously from there.
void FunctionLowering::addressOnly(View &v, int64_t perCall) {
  Int n = fly::size(v.layout);
  if (perCall > 1 && n.isStatic() && n.value() == 1 && v.space != AddressSpace::Register && !v.through)
    v.layout = Layout(IntTuple(Int(perCall)), IntTuple(Int(1)));
}

// FlyDSL's address-only memory tensor (one element, see addressOnly) of another element type than
// the registers it is copied to or from (four i32 stored at an f16 buffer address): the atom's bits go
// to its address, so it is seen from there in the registers' element type (fly.recast_iter of the
// pointer at its start; pointers and buffer offsets are bytes).
void FunctionLowering::recastAddressOnly(Operation *op, View &mem, Type regElem, int bits) {
  Int n = fly::size(mem.layout);
  if (mem.space == AddressSpace::Register || mem.through || !n.isStatic() || n.value() != 1 ||
      !(regElem.isInteger() || regElem.isFloat()) || regElem.bitWidth() == 0 || bits % int(regElem.bitWidth()) != 0)
    return;
  auto *pt = mem.base->type().dyn_cast<PointerType>();
  if (!pt)
    return;
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  Value *start = pointerAt(mem, mem.offset);
  Type to = PointerType::get(ctx_, regElem, pt->addressSpace());
  Value *from[] = {start};
  Type ts[] = {to};
  mem.base = b_.create(OpCode::FlyRecastIter, from, ts)->result(0);
  mem.offset = SymExpr::constant(0);
  mem.elem = regElem;
}

int64_t FunctionLowering::totalBits(Type t) {
  if (auto *vt = t.dyn_cast<VectorType>())
    return vt->numElements() * int64_t(vt->elementType().bitWidth());
  return (t.isInteger() || t.isFloat()) ? int64_t(t.bitWidth()) : -1;
}

Value *FunctionLowering::bitcast(Value *x, Type to) {
  bool vectors = x->type().isa<VectorType>() && to.isa<VectorType>();
  Type ts[] = {to};
  Value *xs[] = {x};
  return b_.create(vectors ? OpCode::VectorBitcast : OpCode::LlvmBitcast, xs, ts)->result(0);
}

// An atomic atom's value type is the tensors' element type (a packed vector<2xT>: of T).
Result<bool> FunctionLowering::atomicElementMatches(const AtomInfo &atom, Type elem, const char *holder) {
  if (atom.spec.atomic && elem.str() != atom.spec.atomicElementType())
    return Error("atomic atom '" + atom.spec.name() + "' works on " + atom.spec.atomicElementType() +
                 " values, but " + holder + " " + elem.str());
  return true;
}

// fly.memref.load/store of one element of a tensor in memory (global, LDS, buffer); register
// tensors are left to regmem-promotion.
bool FunctionLowering::isMemoryElementAccess(Operation *op) {
  bool load = op->is(OpCode::FlyMemRefLoad) || op->is(OpCode::FlyMemRefLoadVec);
  if (!load && !op->is(OpCode::FlyMemRefStore) && !op->is(OpCode::FlyMemRefStoreVec))
    return false;
  auto *m = op->operand(load ? 0 : 1)->type().dyn_cast<MemRefType>();
  return m && m->addressSpace() != AddressSpace::Register;
}

// fly.memref.load_vec/store_vec of a tensor in memory (FlyDSL's kernels store a vector<4xbf16> so
// into a global slice); register tensors are regmem-promotion's.
bool FunctionLowering::isMemoryVectorAccess(Operation *op) {
  if (!op->is(OpCode::FlyMemRefLoadVec) && !op->is(OpCode::FlyMemRefStoreVec))
    return false;
  bool load = op->is(OpCode::FlyMemRefLoadVec);
  if (op->numOperands() != (load ? 1u : 2u))
    return false;
  auto *m = op->operand(load ? 0 : 1)->type().dyn_cast<MemRefType>();
  return m && m->addressSpace() != AddressSpace::Register;
}

// fly.get_iter of a tensor in memory that is part of a view (a slice, a divide, a partition): the
// pointer to its first element. (Of a view itself canonicalize folds it to the view's pointer;
// register tensors are regmem-promotion's.) A call of a device function passes tensors so
// (expand-kernel-arguments).
bool FunctionLowering::isTensorIterator(Operation *op) {
  if (!op->is(OpCode::FlyGetIter) || op->numOperands() != 1)
    return false;
  auto *m = op->operand(0)->type().dyn_cast<MemRefType>();
  Operation *def = op->operand(0)->definingOp();
  return m && m->addressSpace() != AddressSpace::Register && def && !def->is(OpCode::FlyMakeView);
}

Result<bool> FunctionLowering::lowerTensorIterator(Operation *op) {
  FLY_TRY(view, viewOf(op->operand(0)));
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  // A part of a view through a composed layout keeps the view's pointer: the part's place is in
  // its type's composed layout (its offset), as FlyDSL's algebra gives it. The type must find the
  // same elements from that pointer.
  if (view.through) {
    FLY_TRY(same, typeFindsElements(view, op->operand(0)->type()));
    (void)same;
  }
  SymExpr at = view.through ? SymExpr::constant(0) : view.offset;
  Type declared = op->result(0)->type();
  Value *p = view.base;
  if (!(at.isConst() && at.constValue() == 0) || p->type() != declared) {
    // The tensor's type states its pointer's alignment (the pointer type the op declares).
    p = pointerAt(view, at);
    p->setType(declared);
  }
  op->result(0)->replaceAllUsesWith(p);
  return true;
}

// The view of a tensor through the composed layout `c` made at a pointer (fly.make_view).
Result<View> FunctionLowering::throughView(View view, const ComposedLayout &c) {
  view.through = c;
  view.layout = c.domain();
  if (hasBasisStrides(c.domain())) {
    FLY_TRY(lin, linearize_coordinates(c.domain()));
    view.layout = lin.layout;
    view.coordExtents = lin.extents;
  }
  view.offset = SymExpr::constant(0);
  return view;
}

// True if a view made at `view`'s pointer with the composed layout of `type` addresses every
// element where `view` does.
Result<bool> FunctionLowering::typeFindsElements(const View &view, Type type) {
  auto *mt = type.dyn_cast<MemRefType>();
  auto *ct = mt ? mt->layout().dyn_cast<ComposedLayoutType>() : nullptr;
  if (!ct || !ct->isStatic())
    return Error("the tensor " + type.str() + " is a part of a view through the composed layout " +
                 view.through->str() + ": its type must be a static composed layout");
  FLY_TRY(typed, throughView(view, ct->value()));
  Int n = size(view.layout);
  if (!n.isStatic() || size(typed.layout) != n)
    return Error("the tensor " + type.str() + " does not have the size of the part of the view it names");
  for (int64_t i = 0; i < n.value(); ++i) {
    FLY_TRY(a, crd2idx(IntTuple(i), view.layout));
    FLY_TRY(b, crd2idx(IntTuple(i), typed.layout));
    FLY_TRY(pa, physical(view, (Int::symbolic(view.offset) + a).expr()));
    FLY_TRY(pb, physical(typed, b.expr()));
    if (!((Int::symbolic(pa) - Int::symbolic(pb)).expr().isConst() &&
          (Int::symbolic(pa) - Int::symbolic(pb)).expr().constValue() == 0))
      return Error("the tensor's type " + type.str() + " does not find its elements from the pointer of the view "
                   "through " + view.through->str() + " it is part of (element " + std::to_string(i) + ")");
  }
  return true;
}

// The element at the coordinate: a fly.ptr.load/store at the view's offset plus crd2idx.
Result<bool> FunctionLowering::lowerElementAccess(Operation *op) {
  if (op->is(OpCode::FlyMemRefLoadVec) || op->is(OpCode::FlyMemRefStoreVec))
    return lowerVectorAccess(op);
  bool load = op->is(OpCode::FlyMemRefLoad);
  FLY_TRY(view, viewOf(op->operand(load ? 0 : 1)));
  FLY_TRY(coord, symTuple(op->operand(load ? 1 : 2)));
  FLY_TRY(idx, crd2idx(coord, view.layout));
  FLY_TRY(off, physical(view, (Int::symbolic(view.offset) + idx).expr()));
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  Value *ptr = pointerAt(view, off);
  if (load) {
    Value *x = b_.create(OpCode::FlyPtrLoad, {ptr}, {view.elem})->result(0);
    op->result(0)->replaceAllUsesWith(x);
  } else {
    b_.create(OpCode::FlyPtrStore, {op->operand(0), ptr}, {});
  }
  return true;
}

// fly.memref.load_vec / store_vec of a tensor in memory (FlyDSL's MemRefLoadVecOpLowering): all
// its values in index order as one vector, one access where they are contiguous, else one per
// element.
Result<bool> FunctionLowering::lowerVectorAccess(Operation *op) {
  bool load = op->is(OpCode::FlyMemRefLoadVec);
  FLY_TRY(view, viewOf(op->operand(load ? 0 : 1)));
  Type vt = load ? op->result(0)->type() : op->operand(0)->type();
  auto *vec = vt.dyn_cast<VectorType>();
  Int n = size(view.layout);
  if (!vec || !n.isStatic() || n.value() != vec->numElements() || vec->elementType() != view.elem)
    return Error("the tensor " + view.layout.str() + " of " + view.elem.str() + " is not loaded or stored as " +
                 vt.str());
  FLY_TRY(offs, offsets(view, 0, n.value()));
  b_.setInsertionPoint(op);
  b_.setLoc(op->loc());
  if (contiguous(offs)) {
    int64_t bytes = std::max<int64_t>(1, byteDivisibility(view.elem, n.value()));
    FLY_TRY(align, alignment(view, offs[0], bytes));
    Operation *access = load ? b_.create(OpCode::FlyPtrLoad, {pointerAt(view, offs[0])}, {vt})
                             : b_.create(OpCode::FlyPtrStore, {op->operand(0), pointerAt(view, offs[0])}, {});
    if (view.space != AddressSpace::BufferDesc)
      access->setAttr("alignment", ctx_.i64Attr(align));
    if (load)
      op->result(0)->replaceAllUsesWith(access->result(0));
    return true;
  }
  if (isSubByte(view.elem))
    return Error("the values of " + view.layout.str() + " are not contiguous: bit-packed " + view.elem.str() +
                 " elements are moved by whole bytes");
  std::vector<Value *> elems;
  for (size_t i = 0; i < offs.size(); ++i) {
    if (load) {
      elems.push_back(b_.create(OpCode::FlyPtrLoad, {pointerAt(view, offs[i])}, {view.elem})->result(0));
      continue;
    }
    int64_t pos[] = {int64_t(i)};
    Value *e = b_.create(OpCode::VectorExtract, {op->operand(0)}, {view.elem},
                         {{"static_position", ctx_.denseArrayAttr(pos, 64)}})->result(0);
    b_.create(OpCode::FlyPtrStore, {e, pointerAt(view, offs[i])}, {});
  }
  if (load) {
    Type t[] = {vt};
    op->result(0)->replaceAllUsesWith(b_.create(OpCode::VectorFromElements, elems, t)->result(0));
  }
  return true;
}

} // namespace fly::transforms::atom_lowering
