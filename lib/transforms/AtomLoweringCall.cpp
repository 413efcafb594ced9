// atom-lowering: one call of a copy atom: address spaces, offsets, pointers and alignment, buffer
// modifiers, memory and register loads and stores; atoms of several lanes and LDS DMA.
#include "AtomLoweringImpl.h"

namespace fly::transforms::atom_lowering {

uint8_t FunctionLowering::spaceBit(AddressSpace s) {
  switch (s) {
  case AddressSpace::Global: return target::MemGlobal;
  case AddressSpace::Shared: return target::MemShared;
  case AddressSpace::Register: return target::MemRegister;
  case AddressSpace::BufferDesc: return target::MemBuffer;
  default: return 0;
  }
}

std::string FunctionLowering::spaceName(AddressSpace s) {
  return s == AddressSpace::BufferDesc ? std::string("buffer") : std::string(addressSpaceName(s));
}

Result<bool> FunctionLowering::checkSpaces(const AtomInfo &atom, const View &src, const View &dst) {
  const target::CopyAtomDesc &d = *atom.spec.desc;
  auto hint = [&](const View &v) {
    return v.space == AddressSpace::Global && (d.srcSpaces | d.dstSpaces) & target::MemBuffer
               ? std::string(" (make a buffer tensor: fly.make_ptr(%ptr, %bytes) : !fly.ptr<T, #fly_rocdl.buffer_desc>)")
               : std::string();
  };
  if (!(spaceBit(src.space) & d.srcSpaces))
    return Error("copy atom '" + std::string(d.opName) + "' reads from " + target::memSpaceList(d.srcSpaces) +
                 ", not from " + spaceName(src.space) + hint(src));
  if (!(spaceBit(dst.space) & d.dstSpaces))
    return Error("copy atom '" + std::string(d.opName) + "' writes to " + target::memSpaceList(d.dstSpaces) +
                 ", not to " + spaceName(dst.space) + hint(dst));
  if (!d.ldsDma && src.space != AddressSpace::Register && dst.space != AddressSpace::Register &&
      (src.space == AddressSpace::BufferDesc || dst.space == AddressSpace::BufferDesc))
    return Error("a buffer copy moves between a buffer tensor and registers");
  return true;
}

// Offsets of values [first, first+count) of a view, relative to its base.
Result<std::vector<SymExpr>> FunctionLowering::offsets(const View &v, int64_t first, int64_t count) {
  std::vector<SymExpr> out;
  for (int64_t i = first; i < first + count; ++i) {
    FLY_TRY(idx, crd2idx(IntTuple(i), v.layout));
    FLY_TRY(off, physical(v, (Int::symbolic(v.offset) + idx).expr()));
    out.push_back(off);
  }
  return out;
}

bool FunctionLowering::contiguous(const std::vector<SymExpr> &offs) {
  for (size_t i = 1; i < offs.size(); ++i) {
    SymExpr d = (Int::symbolic(offs[i]) - Int::symbolic(offs[0])).expr();
    if (!d.isConst() || d.constValue() != int64_t(i))
      return false;
  }
  return true;
}

Value *FunctionLowering::offsetTuple(SymExpr e) {
  if (e.isConst())
    return b_.flyStatic(IntTupleType::get(ctx_, IntTuple(e.constValue())));
  Value *x = emitter_.emit(e, ctx_.i32());
  return b_.create(OpCode::FlyMakeIntTuple, {x}, {IntTupleType::get(ctx_, IntTuple(Int::dynamic(1)))})->result(0);
}

Value *FunctionLowering::pointerAt(const View &v, SymExpr off) {
  Operation *op = b_.create(OpCode::FlyAddOffset, {v.base, offsetTuple(off)}, {v.base->type()});
  // The offset pointer keeps what the IR can prove of its alignment (ir's type rule).
  if (Result<Type> t = inferResultType(op); t.ok())
    op->result(0)->setType(*t);
  return op->result(0);
}

// What the IR proves of a pointer's alignment in bytes (0: nothing beyond its element): its type's
// `align<N>`, a static LDS allocation's allocAlign (16 by default), and through fly.add_offset and
// fly.recast_iter the base's alignment and the byte divisibility of the offset's value -- from the
// SSA arithmetic that computes it (IRSymbols: constants, products, rocdl.readfirstlane of a
// multiple, ...), where the offset's int_tuple type (FlyDSL's `?`, which its add_offset rule turns
// into the element's alignment) says nothing. FlyDSL's hgemm adds readfirstlane(wave * 1024 bytes) to
// an align<16> LDS pointer: 16 here, 2 (bf16) by the types.
int64_t FunctionLowering::pointerAlignment(Value *p, int depth) {
  auto *pt = p->type().dyn_cast<PointerType>();
  int64_t typed = pt && pt->alignment() ? pt->alignment() : 0;
  Operation *def = p->definingOp();
  if (!def || depth > 64)
    return typed;
  if (def->is(OpCode::FlyMakePtr) && def->numOperands() == 0 && pt && pt->addressSpace() == AddressSpace::Shared) {
    Attribute dict = def->attr("dictAttrs");
    Attribute a = dict ? dict.dictGet("allocAlign") : Attribute();
    return std::max(typed, a && a.is(AttrKind::Integer) ? a.intValue() : int64_t(16));
  }
  if (def->is(OpCode::FlyRecastIter) && def->numOperands() == 1)
    return std::max(typed, pointerAlignment(def->operand(0), depth + 1));
  if (def->is(OpCode::FlyAddOffset) && def->numOperands() == 2 && pt) {
    int64_t base = pointerAlignment(def->operand(0), depth + 1);
    if (base == 0)
      return typed;
    Result<IntTuple> off = symTuple(def->operand(1));
    if (!off.ok() || !off->isLeaf())
      return typed;
    Int o = off->leaf();
    int64_t div = o.isStatic() ? (o.value() == 0 ? (int64_t(1) << 30) : std::abs(o.value())) : o.divisibility();
    int64_t bytes = byteDivisibility(pt->elementType(), div);
    if (bytes <= 0)
      return typed;
    int64_t g = std::gcd(base, bytes);
    return std::max(typed, g & -g);
  }
  return typed;
}

// The alignment in bytes an access of `bytes` at element offset `off` of view `v` may assume.
Result<int64_t> FunctionLowering::alignment(const View &v, SymExpr off, int64_t bytes) {
  int64_t elemBytes = std::max<int64_t>(1, byteDivisibility(v.elem, 1));
  int64_t baseAlign = std::max(elemBytes, pointerAlignment(v.base)); // a multiple of it, not a power of two
  int64_t offDiv = off.isConst() ? (off.constValue() == 0 ? (int64_t(1) << 30) : std::abs(off.constValue()))
                                 : Int::symbolic(off).divisibility();
  int64_t offBytes = byteDivisibility(v.elem, offDiv);
  if (offBytes == 0)
    return Error("element offset " + off.str() + " of the " + v.elem.str() +
                 " tensor is not provably on a byte boundary (bit-packed " + std::to_string(v.elem.bitWidth()) +
                 "-bit elements: an access must start at a multiple of " +
                 std::to_string(8 / std::gcd<int64_t>(8, v.elem.bitWidth())) + " elements)");
  // The largest power of two dividing every address the access may start at (a 12-aligned base:
  // 4, never 8), at most the largest power of two in the access's size (a 12-byte access at a
  // 16-byte boundary: 8).
  int64_t g = std::gcd(baseAlign, offBytes);
  int64_t cap = bytes;
  while (!isPowerOfTwo(cap))
    cap &= cap - 1;
  return std::min(g & -g, cap);
}

// The atom's soffset, counted in elements of the buffer tensor `elem` (FlyDSL's meaning, its
// computeSoffset), as the scalar byte offset the hardware adds: soffset * bits / 8 (floored for
// sub-byte elements). Emitted just before `access`, which takes it as its last operand.
Value *FunctionLowering::soffsetBytes(const AtomInfo &atom, Type elem, Operation *access) {
  Block *block = b_.insertionBlock();
  Operation *before = b_.insertionPointOp();
  b_.setInsertionPoint(access);
  Value *s = scaledSoffset(atom, elem);
  if (before)
    b_.setInsertionPoint(before);
  else
    b_.setInsertionPointToEnd(block);
  return s;
}

Value *FunctionLowering::scaledSoffset(const AtomInfo &atom, Type elem) {
  Value *s = emitter_.castTo(atom.soffset, ctx_.i32());
  int64_t bits = elem.bitWidth();
  if (bits == 8)
    return s;
  if (bits % 8 == 0)
    return b_.binary(OpCode::ArithMulI, s, b_.constantInt(bits / 8, ctx_.i32()));
  return b_.binary(OpCode::ArithDivUI, b_.binary(OpCode::ArithMulI, s, b_.constantInt(bits, ctx_.i32())),
                   b_.constantInt(8, ctx_.i32()));
}

// Through a buffer tensor, the atom's cache policy and soffset go on the access.
void FunctionLowering::bufferModifiers(const AtomInfo &atom, const View &v, Operation *access) {
  if (v.space != AddressSpace::BufferDesc)
    return;
  if (atom.spec.cacheModifier)
    access->setAttr("cache", ctx_.i32Attr(atom.spec.cacheModifier));
  if (atom.soffset)
    access->appendOperand(soffsetBytes(atom, v.elem, access));
}

Result<Value *> FunctionLowering::memoryLoad(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs) {
  Type t = accessType(v.elem, int64_t(offs.size()));
  FLY_TRY(align, alignment(v, offs[0], atom.spec.bits / 8));
  if (const target::TransposeRead *tr = atom.spec.transpose) {
    // One lane's 64 (96) bits of the group's block, read at its own address.
    // A view at the lane's own address (FlyDSL's form, checkLaneGroups) is the instruction at that
    // address: FlyDSL's pointers carry no alignment to prove, the address is the program's.
    FLY_TRY(laneAlign, alignment(v, offs[0], tr->alignBytes));
    if (laneAlign < tr->alignBytes && !v.thread.isNull())
      return Error("copy atom '" + atom.spec.name() + "' (" + std::string(tr->instr) + ") reads " +
                   std::to_string(tr->bits / 8) + " bytes per lane at " + std::to_string(tr->alignBytes) +
                   "-byte aligned addresses: the LDS offset " + offs[0].str() + " (" + v.elem.str() +
                   " elements) is not provably " + std::to_string(tr->alignBytes) + "-byte aligned");
    std::optional<OpCode> code = lookupOpCode(tr->rocdlOp);
    if (!code || !t.isa<VectorType>())
      return Error("copy atom '" + atom.spec.name() + "' delivers " + std::to_string(atom.spec.bits / tr->granularity) +
                   " elements per lane, not one " + t.str());
    return b_.create(*code, {pointerAt(v, offs[0])}, {t})->result(0);
  }
  Operation *ld = b_.create(OpCode::FlyPtrLoad, {pointerAt(v, offs[0])}, {t});
  if (v.space != AddressSpace::BufferDesc)
    ld->setAttr("alignment", ctx_.i64Attr(align));
  bufferModifiers(atom, v, ld);
  return ld->result(0);
}

// `fetch`: an atomic store that returns the value it replaced.
Result<Operation *> FunctionLowering::memoryStore(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs,
                                                  Value *value, bool fetch) {
  FLY_TRY(align, alignment(v, offs[0], atom.spec.bits / 8));
  std::vector<Type> results;
  if (fetch)
    results.push_back(value->type());
  Value *operands[] = {value, pointerAt(v, offs[0])};
  Operation *st = b_.create(OpCode::FlyPtrStore, operands, results);
  if (v.space != AddressSpace::BufferDesc)
    st->setAttr("alignment", ctx_.i64Attr(align));
  // An atomic atom's store is a read-modify-write of the destination (codegen: atomicrmw).
  if (atom.spec.atomic)
    st->setAttr("atomic", ctx_.stringAttr(atom.spec.atomicOp));
  bufferModifiers(atom, v, st);
  return st;
}

Result<Value *> FunctionLowering::registerLoad(const View &v, const std::vector<SymExpr> &offs) {
  for (const SymExpr &o : offs)
    if (!o.isConst())
      return Error("a register tensor is indexed by a dynamic offset (" + o.str() + ")");
  if (contiguous(offs)) {
    Operation *ld = b_.create(OpCode::FlyPtrLoad, {pointerAt(v, offs[0])}, {accessType(v.elem, int64_t(offs.size()))});
    return ld->result(0);
  }
  std::vector<Value *> elems;
  for (const SymExpr &o : offs)
    elems.push_back(b_.create(OpCode::FlyPtrLoad, {pointerAt(v, o)}, {v.elem})->result(0));
  Type vt[] = {accessType(v.elem, int64_t(offs.size()))};
  return b_.create(OpCode::VectorFromElements, elems, vt)->result(0);
}

Result<bool> FunctionLowering::registerStore(const View &v, const std::vector<SymExpr> &offs, Value *value) {
  for (const SymExpr &o : offs)
    if (!o.isConst())
      return Error("a register tensor is indexed by a dynamic offset (" + o.str() + ")");
  if (contiguous(offs)) {
    b_.create(OpCode::FlyPtrStore, {value, pointerAt(v, offs[0])}, {});
    return true;
  }
  for (size_t i = 0; i < offs.size(); ++i) {
    int64_t pos[] = {int64_t(i)};
    Value *e = b_.create(OpCode::VectorExtract, {value}, {v.elem},
                         {{"static_position", ctx_.denseArrayAttr(pos, 64)}})->result(0);
    b_.create(OpCode::FlyPtrStore, {e, pointerAt(v, offs[i])}, {});
  }
  return true;
}

Result<bool> FunctionLowering::emitCall(const AtomInfo &atom, const View &src, const View &dst, int64_t first, int64_t count) {
  FLY_TRY(so, offsets(src, first, count));
  FLY_TRY(doffs, offsets(dst, first, count));
  bool srcReg = src.space == AddressSpace::Register, dstReg = dst.space == AddressSpace::Register;
  if (!srcReg && !contiguous(so))
    return Error("values " + std::to_string(first) + ".." + std::to_string(first + count - 1) + " of the source " +
                 src.layout.str() + " are not contiguous, so one " + std::to_string(atom.spec.bits) +
                 "-bit access cannot move them");
  if (!dstReg && !contiguous(doffs))
    return Error("values " + std::to_string(first) + ".." + std::to_string(first + count - 1) +
                 " of the destination " + dst.layout.str() + " are not contiguous, so one " +
                 std::to_string(atom.spec.bits) + "-bit access cannot move them");
  for (auto [v, offs] : {std::pair<const View *, std::vector<SymExpr> *>{&src, &so}, {&dst, &doffs}}) {
    if (v->space == AddressSpace::Register)
      continue;
    SymExpr o = (*offs)[0];
    int64_t bytes = atom.spec.bits / 8;
    // Bit-packed sub-byte elements: a memory access starts on a byte (checked by alignment()).
    if (isSubByte(v->elem)) {
      FLY_TRY(a, alignment(*v, o, bytes));
      (void)a;
    }
    if (o.isConst() && byteDivisibility(v->elem, o.constValue()) % std::min<int64_t>(bytes, 4) != 0 &&
        v->space == AddressSpace::Shared)
      return Error("the LDS access at element offset " + std::to_string(o.constValue()) + " is not " +
                   std::to_string(std::min<int64_t>(bytes, 4)) + "-byte aligned");
  }
  if (atom.spec.desc->ldsDma)
    return emitLdsDma(atom, src, dst, so[0], doffs[0]);
  Value *value;
  if (srcReg) {
    FLY_TRY(x, registerLoad(src, so));
    value = x;
  } else {
    FLY_TRY(x, memoryLoad(atom, src, so));
    value = x;
  }
  if (src.elem != dst.elem) { // one width (lowerCopy): the same bits, seen as the destination's type
    Value *from[] = {value};
    Type to[] = {accessType(dst.elem, count)};
    value = b_.create(OpCode::ArithBitcast, from, to)->result(0);
  }
  if (dstReg) {
    FLY_TRY(ok, registerStore(dst, doffs, value));
    (void)ok;
  } else {
    FLY_TRY(ok, memoryStore(atom, dst, doffs, value));
    (void)ok;
  }
  return true;
}

// ---- atoms of several lanes ----------------------------------------------------------------

// An atom whose call is one instruction shared by groups of `threads` lanes (the LDS transpose
// reads): its thread-value layouts say what lane t of a group gets from the group's addresses, so
// the tiled copy's thread index must be the lane's (the source a partition by gpu.thread_id x), and
// every lane of every wave must take part (the instruction is undefined with EXEC not all ones: no
// predicate, and a block of whole waves). FlyDSL's form, a view of one call's values at each lane's
// own address (no partition: `oneCall`), is the instruction itself with that address, the group's
// exchange as the hardware does it (FlyDSL's swa_gfx950 computes its transposed-read addresses so).
Result<bool> FunctionLowering::checkLaneGroups(const AtomInfo &atom, const View &src, bool predicated, bool oneCall) {
  std::string name = atom.spec.name(), lanes = std::to_string(atom.spec.desc->threads);
  if (predicated)
    return Error("copy atom '" + name + "' is one instruction for each group of " + lanes +
                 " lanes and needs every lane of the wave: it cannot be predicated");
  SymExpr tid = threadIdVar(src.thread);
  if (!(src.thread.isNull() && oneCall) &&
      (src.thread.isNull() || !tid || !(Int::symbolic(src.thread) - Int::symbolic(tid)).expr().isConst() ||
       (Int::symbolic(src.thread) - Int::symbolic(tid)).expr().constValue() % arch_->waveSize != 0))
    return Error("copy atom '" + name + "' hands each of " + lanes +
                 " lanes its part of the group's data, so its source must be a tiled-copy partition "
                 "(fly.tiled_copy.partition_src) by the lane's thread index gpu.thread_id x, or one call's "
                 "values at the lane's own address");
  LaunchBounds bounds = launchBoundsOf(func_);
  int64_t bx = bounds.blockSize[0].value_or(0);
  if (bx == 0 || bx % arch_->waveSize != 0)
    return Error("copy atom '" + name + "' needs every lane of each wave: the block needs known_block_size with an "
                 "x size that is a multiple of " + std::to_string(arch_->waveSize));
  return true;
}

// ---- LDS DMA -----------------------------------------------------------------------------

// The thread-index variable (gpu.thread_id x) an expression uses, or the null expression.
SymExpr FunctionLowering::threadIdVar(SymExpr e) {
  if (e.isNull() || e.isConst())
    return SymExpr();
  if (e.isVar()) {
    Value *v = syms_.valueOf(e.varId());
    Operation *def = v ? v->definingOp() : nullptr;
    if (def && def->is(OpCode::GpuThreadId) && def->strAttr("dimension") != "y" && def->strAttr("dimension") != "z")
      return e;
    return SymExpr();
  }
  if (SymExpr a = threadIdVar(e.lhs()))
    return a;
  return threadIdVar(e.rhs());
}

// One LDS DMA call: the hardware writes lane L's bytes at the wave's LDS base + L * bytes, so the
// thread's LDS destination must be exactly that. Checked here for every thread of the block from the
// destination's offset (thread t of wave w: off(64w + i) - off(64w) == i * bytes); the wave's base
// is the offset of its first lane, off(64 * floor(t / 64)).
Result<bool> FunctionLowering::emitLdsDma(const AtomInfo &atom, const View &src, const View &dst, SymExpr srcOff, SymExpr dstOff) {
  int64_t bytes = atom.spec.bits / 8;
  int64_t wave = arch_->waveSize;
  std::string name(atom.spec.desc->opName);
  // FlyDSL's imm_offset: the instruction's immediate offset, in bytes (it moves the source and the
  // LDS destination alike); FlyDSL passes it to the intrinsic's immediate operand, which LLVM takes
  // only as a constant.
  int64_t immOffset = 0;
  if (atom.immOffset) {
    std::optional<int64_t> c = constantIntValue(atom.immOffset);
    if (!c)
      return Error("copy atom '" + name + "': imm_offset must be a constant (the instruction's immediate offset)");
    if (*c < 0 || *c > 4095)
      return Error("copy atom '" + name + "': imm_offset " + std::to_string(*c) +
                   " does not fit the instruction's 12-bit immediate offset (0..4095 bytes)");
    immOffset = *c;
  }
  // One fly.ptr.load_lds: each lane's source, the wave's LDS base `ldsBase`.
  auto emit = [&](SymExpr ldsBase) -> Result<bool> {
    Operation *op = b_.create(OpCode::FlyPtrLoadLds, {pointerAt(src, srcOff), pointerAt(dst, ldsBase)}, {});
    op->setAttr("bytes", ctx_.i32Attr(int32_t(bytes)));
    if (immOffset)
      op->setAttr("offset", ctx_.i32Attr(int32_t(immOffset)));
    if (src.space == AddressSpace::BufferDesc && atom.soffset)
      op->appendOperand(soffsetBytes(atom, src.elem, op));
    return true;
  };
  SymExpr tid = threadIdVar(dstOff);
  if (!tid) {
    // FlyDSL's form: the destination does not depend on the lane (a wave-uniform address, e.g. through
    // rocdl.readfirstlane), so it is the wave's LDS base itself, as the atom call's LDS pointer is in
    // FlyDSL (its buffer_copy_lds passes it to raw.ptr.buffer.load.lds as the base the hardware adds
    // L * bytes to). The source is each lane's own address, as FlyDSL computes it (its layouts
    // carry no divisibility, so nothing about it can be proved here: the instruction is FlyDSL's).
    FLY_TRY(align, alignment(dst, dstOff, 4));
    if (align < 4)
      return Error("copy atom '" + name + "' moves whole dwords: the LDS base offset " + dstOff.str() +
                   " is not provably 4-byte aligned");
    return emit(dstOff);
  }
  LaunchBounds bounds = launchBoundsOf(func_);
  int64_t bx = bounds.blockSize[0].value_or(0);
  bool oneDim = bounds.blockSize[1].value_or(0) == 1 && bounds.blockSize[2].value_or(0) == 1;
  if (bx == 0 || !(bx % wave == 0 || oneDim))
    return Error("copy atom '" + name + "' needs the block's shape (known_block_size with an x size that is a "
                 "multiple of " + std::to_string(wave) + ", or a one-dimensional block) to check its LDS destinations");
  auto at = [&](int64_t t) {
    return dstOff.substitute({{tid.varId(), SymExpr::constant(t)}});
  };
  for (int64_t w = 0; w * wave < bx; ++w) {
    SymExpr first = at(w * wave);
    for (int64_t i = 1; i < wave && w * wave + i < bx; ++i) {
      SymExpr d = (Int::symbolic(at(w * wave + i)) - Int::symbolic(first)).expr();
      if (!d.isConst() || byteDivisibility(dst.elem, d.constValue()) != i * bytes)
        return Error("copy atom '" + name + "' writes lane L's " + std::to_string(bytes) +
                     " bytes at the wave's LDS base + L * " + std::to_string(bytes) + ", but thread " +
                     std::to_string(w * wave + i) + "'s LDS destination " + dstOff.str() + " is " +
                     (d.isConst() ? std::to_string(byteDivisibility(dst.elem, d.constValue())) + " bytes" : "not a constant offset") +
                     " from its wave's first lane, not " + std::to_string(i * bytes));
    }
  }
  for (auto [v, o] : {std::pair<const View *, SymExpr>{&src, srcOff}, {&dst, dstOff}}) {
    FLY_TRY(align, alignment(*v, o, 4));
    if (align < 4)
      return Error("copy atom '" + name + "' moves whole dwords: the " + (v == &src ? "source" : "LDS destination") +
                   " offset " + o.str() + " is not provably 4-byte aligned");
  }
  SymExpr waveFirst = floorDiv(tid, SymExpr::constant(wave)) * SymExpr::constant(wave);
  SymExpr base = dstOff.substitute({{tid.varId(), waveFirst}});
  return emit(base);
}

} // namespace fly::transforms::atom_lowering
