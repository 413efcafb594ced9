// The fly dialect's ops left for code generation: pointer loads and stores (buffer, LDS, global),
// offsets, fly.make_ptr (buffer resources), int tuples as scalars, pointer/int conversions.
#include "Emitter.h"

#include "fly/ir/SubByte.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

namespace fly::codegen::detail {

llvm::Error Emitter::emitMemory(ir::Operation* op) {
  switch (op->code()) {
  case OpCode::FlyPtrLoad: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    auto storage = storageType(op, op->result(0)->type(), *t);
    if (!storage) return storage.takeError();
    if (isBufferPointer(op->operand(0))) {
      llvm::Value* fat = get(op->operand(0));
      llvm::Value* soffset = op->numOperands() == 2 ? get(op->operand(1)) : nullptr;
      llvm::Value* offset = swizzledOffset(b_.CreateExtractValue(fat, 1), op->operand(0)->type());
      set(op->result(0), fromStorage(amd_.bufferLoad(*storage, b_.CreateExtractValue(fat, 0), offset, soffset,
                                                     unsigned(op->intAttr("cache", 0))),
                                     *t));
      return llvm::Error::success();
    }
    unsigned align = alignmentOf(op, op->operand(0)->type(), *t);
    llvm::Value* at = swizzledPointer(get(op->operand(0)), op->operand(0)->type());
    set(op->result(0), fromStorage(amd_.load(*storage, at, align, op->hasAttr("volatile")), *t));
    return llvm::Error::success();
  }
  case OpCode::FlyPtrStore: {
    llvm::Value* value = get(op->operand(0));
    if (isSubByte(op->operand(0)->type().elementType())) {
      if (op->hasAttr("atomic")) return error(op, "an atomic store of sub-byte elements is not supported");
      auto storage = storageType(op, op->operand(0)->type(), value->getType());
      if (!storage) return storage.takeError();
      value = fromStorage(value, *storage);
    }
    // An atomic atom's read-modify-write (the verifier checks the op against the value type: integer
    // max/min signed, umax/umin unsigned, inc/dec wrapping; floats add/max/min).
    std::string_view rmw = op->hasAttr("atomic") ? op->strAttr("atomic") : std::string_view();
    bool fp = value->getType()->isFPOrFPVectorTy();
    if (isBufferPointer(op->operand(1))) {
      llvm::Value* fat = get(op->operand(1));
      llvm::Value* soffset = op->numOperands() == 3 ? get(op->operand(2)) : nullptr;
      llvm::Value* offset = swizzledOffset(b_.CreateExtractValue(fat, 1), op->operand(1)->type());
      if (!rmw.empty()) {
        llvm::Value* old = amd_.bufferAtomic(rmw, fp, value, b_.CreateExtractValue(fat, 0), offset, soffset);
        if (op->numResults() == 1) set(op->result(0), old); // the fetch form: the value it replaced
        return llvm::Error::success();
      }
      amd_.bufferStore(value, b_.CreateExtractValue(fat, 0), offset, soffset, unsigned(op->intAttr("cache", 0)));
      return llvm::Error::success();
    }
    unsigned align = alignmentOf(op, op->operand(1)->type(), value->getType());
    llvm::Value* at = swizzledPointer(get(op->operand(1)), op->operand(1)->type());
    if (!rmw.empty()) {
      // Monotonic at agent scope.
      using Bin = llvm::AtomicRMWInst::BinOp;
      Bin kind = rmw == "add"    ? (fp ? Bin::FAdd : Bin::Add)
               : rmw == "max"    ? (fp ? Bin::FMax : Bin::Max)
               : rmw == "min"    ? (fp ? Bin::FMin : Bin::Min)
               : rmw == "and"    ? Bin::And
               : rmw == "or"     ? Bin::Or
               : rmw == "inc"    ? Bin::UIncWrap
               : rmw == "dec"    ? Bin::UDecWrap
               : rmw == "umax"   ? Bin::UMax
                                 : Bin::UMin;
      llvm::Value* old = b_.CreateAtomicRMW(kind, at, value, llvm::MaybeAlign(align),
                                            llvm::AtomicOrdering::Monotonic,
                                            b_.getContext().getOrInsertSyncScopeID("agent"));
      if (op->numResults() == 1) set(op->result(0), old); // the fetch form: the value it replaced
      return llvm::Error::success();
    }
    amd_.store(value, at, align, op->hasAttr("volatile"));
    return llvm::Error::success();
  }
  case OpCode::FlyPtrLoadLds: {
    // LDS DMA: M0 = the wave's LDS base (LLVM reads it from the first active lane), lane L's data at
    // M0 + L * bytes; the immediate offset (`offset`, 0 unless an atom's imm_offset set it) moves
    // both addresses.
    for (unsigned i : {0u, 1u})
      if (pointerSwizzle(op->operand(i)->type()))
        return error(op, "fly.ptr.load_lds: the " + std::string(i ? "LDS destination" : "source") + " pointer " +
                             op->operand(i)->type().str() +
                             " carries a swizzle, which the instruction cannot apply (it moves whole wave rows); "
                             "swizzle the layout instead");
    llvm::Value* lds = get(op->operand(1));
    llvm::Value* size = b_.getInt32(uint32_t(op->intAttr("bytes", 4)));
    if (isBufferPointer(op->operand(0))) {
      llvm::Value* fat = get(op->operand(0));
      llvm::Value* soffset = op->numOperands() == 3 ? get(op->operand(2)) : b_.getInt32(0);
      b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_raw_ptr_buffer_load_lds, {},
                         {b_.CreateExtractValue(fat, 0), lds, size,
                          b_.CreateZExtOrTrunc(b_.CreateExtractValue(fat, 1), b_.getInt32Ty()), soffset,
                          b_.getInt32(uint32_t(op->intAttr("offset", 0))), b_.getInt32(0)});
      return llvm::Error::success();
    }
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_global_load_lds, {},
                       {get(op->operand(0)), lds, size, b_.getInt32(0), b_.getInt32(0)});
    return llvm::Error::success();
  }
  case OpCode::FlyAddOffset: {
    auto* p = op->operand(0)->type().dyn_cast<ir::PointerType>();
    if (!p) return error(op, "fly.add_offset needs a !fly.ptr operand");
    llvm::Type* element = scalarType(p->elementType());
    if (!element) return error(op, "pointer element type '" + p->elementType().str() + "' is not supported");
    llvm::Value* offset = get(op->operand(1));
    if (p->addressSpace() == ir::AddressSpace::BufferDesc) {
      // Buffer offsets are 32-bit byte offsets (the hardware range-checks them).
      unsigned bits = p->elementType().bitWidth();
      llvm::Value* fat = get(op->operand(0));
      llvm::Value* bytes;
      if (isSubByte(p->elementType())) {
        auto r = subByteOffset(op, bits, b_.CreateSExtOrTrunc(offset, b_.getInt32Ty()));
        if (!r) return r.takeError();
        bytes = *r;
      } else {
        bytes = b_.CreateMul(b_.CreateSExtOrTrunc(offset, b_.getInt32Ty()), b_.getInt32(std::max(bits / 8, 1u)));
      }
      set(op->result(0), b_.CreateInsertValue(fat, b_.CreateAdd(b_.CreateExtractValue(fat, 1), bytes), 1));
      return llvm::Error::success();
    }
    // LDS pointers are 32-bit: keep their offsets 32-bit too.
    offset = p->addressSpace() == ir::AddressSpace::Shared ? b_.CreateSExtOrTrunc(offset, b_.getInt32Ty())
                                                            : toIndexWidth(offset);
    if (isSubByte(p->elementType())) {
      // Bit-packed elements: offset * bits / 8 bytes, which must be whole (atom-lowering proves it for
      // the offsets it makes; a constant that is not is refused here).
      auto r = subByteOffset(op, p->elementType().bitWidth(), offset);
      if (!r) return r.takeError();
      set(op->result(0), b_.CreateGEP(b_.getInt8Ty(), get(op->operand(0)), *r));
      return llvm::Error::success();
    }
    set(op->result(0), b_.CreateGEP(element, get(op->operand(0)), offset));
    return llvm::Error::success();
  }
  case OpCode::FlyMakePtr: {
    auto* p = op->result(0)->type().dyn_cast<ir::PointerType>();
    if (p && p->addressSpace() == ir::AddressSpace::BufferDesc) return emitMakeBufferPointer(op);
    // fly.make_ptr() {dictAttrs = {allocBytes = N, allocAlign = A}} : () -> !fly.ptr<T, shared>
    // is a static LDS allocation of N bytes, at its offset in the function's LDS buffer
    // (LdsAllocator).
    if (const LdsAllocation* a = lds_.find(op)) {
      set(op->result(0), b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), ldsBuffer_, a->offset));
      return llvm::Error::success();
    }
    // fly.make_ptr() {dictAttrs = {allocSize = N}} : () -> !fly.ptr<T, register> that
    // regmem-promotion left in memory (FlyDSL's scratch): N elements of private memory, allocated
    // once in the entry block.
    if (p && p->addressSpace() == ir::AddressSpace::Register && op->numOperands() == 0) {
      ir::Attribute dict = op->attr("dictAttrs");
      ir::Attribute n = dict ? dict.dictGet("allocSize") : ir::Attribute();
      if (!n && dict) n = dict.dictGet("allocaSize");
      if (!n || !n.is(ir::AttrKind::Integer) || n.intValue() <= 0)
        return error(op, "a register allocation needs a positive allocSize");
      llvm::Type* element = scalarType(p->elementType());
      if (!element) return error(op, "pointer element type '" + p->elementType().str() + "' is not supported");
      llvm::BasicBlock& entry = current_->getEntryBlock();
      llvm::IRBuilder<> at(&entry, entry.getFirstInsertionPt());
      llvm::AllocaInst* a = at.CreateAlloca(element, addrspace::Private, at.getInt32(uint32_t(n.intValue())));
      if (p->alignment() > 0) a->setAlignment(llvm::Align(p->provenAlignment()));
      set(op->result(0), a);
      return llvm::Error::success();
    }
    break;
  }
  case OpCode::FlyRecastIter: {
    // The same address as a pointer to another element type (FlyDSL's SharedAllocator recasts
    // its i8 LDS block to the struct field's type): pointers are opaque, buffer pointers carry
    // byte offsets, so the value is unchanged.
    auto* from = op->numOperands() == 1 ? op->operand(0)->type().dyn_cast<ir::PointerType>() : nullptr;
    auto* to = op->result(0)->type().dyn_cast<ir::PointerType>();
    if (!from || !to || from->addressSpace() != to->addressSpace())
      return error(op, "fly.recast_iter must keep the pointer's address space");
    set(op->result(0), get(op->operand(0)));
    return llvm::Error::success();
  }
  case OpCode::FlyGetDynShared: {
    auto* p = op->result(0)->type().dyn_cast<ir::PointerType>();
    unsigned align = p && p->alignment() ? p->provenAlignment() : 16;
    set(op->result(0), amd_.dynamicLds(align));
    return llvm::Error::success();
  }
  case OpCode::FlyStatic:
  case OpCode::FlyMakeIntTuple:
  case OpCode::FlyMakeShape:
  case OpCode::FlyMakeStride:
  case OpCode::FlyMakeCoord: {
    // Only one-integer tuples survive lowering: a constant, or the one dynamic value given.
    auto* it = op->result(0)->type().dyn_cast<ir::IntTupleType>();
    if (!it || !it->value().isLeaf()) break;
    const Int& leaf = it->value().leaf();
    if (leaf.isStatic()) set(op->result(0), b_.getInt64(leaf.value()));
    else if (op->numOperands() == 1) set(op->result(0), toIndexWidth(get(op->operand(0))));
    else break;
    return llvm::Error::success();
  }
  case OpCode::FlyGetScalar: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    set(op->result(0), b_.CreateSExtOrTrunc(get(op->operand(0)), *t));
    return llvm::Error::success();
  }
  case OpCode::FlyIntToPtr: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    set(op->result(0), b_.CreateIntToPtr(get(op->operand(0)), *t));
    return llvm::Error::success();
  }
  case OpCode::FlyToLlvmPtr:
  case OpCode::FlyExtractAlignedPointerAsIndex: {
    // A fly.ptr already is an LLVM pointer in its address space. to_llvm_ptr names that space (FlyDSL's
    // conversion refuses another); extract_aligned_pointer_as_index casts to the one its result names.
    if (!op->operand(0)->type().isa<ir::PointerType>())
      return error(op, "the tensor operand was not replaced by its iterator (run canonicalize first)");
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    llvm::Value* p = get(op->operand(0));
    if (p->getType() == *t) {
      set(op->result(0), p);
      return llvm::Error::success();
    }
    if (op->is(OpCode::FlyToLlvmPtr))
      return error(op, "fly.to_llvm_ptr: requested LLVM address space " + std::to_string((*t)->getPointerAddressSpace()) + " but a " +
                           op->operand(0)->type().str() + " is in address space " +
                           std::to_string(p->getType()->getPointerAddressSpace()));
    set(op->result(0), b_.CreateAddrSpaceCast(p, *t));
    return llvm::Error::success();
  }
  case OpCode::FlyRocdlGetBufferRsrc:
    // A buffer pointer is {resource, byte offset}; the resource is field 0 (the offset is dropped).
    set(op->result(0), b_.CreateExtractValue(get(op->operand(0)), 0));
    return llvm::Error::success();
  case OpCode::FlyPtrToInt: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    set(op->result(0), b_.CreatePtrToInt(get(op->operand(0)), *t));
    return llvm::Error::success();
  }
  default: break;
  }
  return error(op, "'" + std::string(op->name()) + "' reaches code generation unlowered (run the lowering passes first)");
}

// fly.make_ptr(%global [, %num_records]) or (%global, %stride, %num_records, %flags) ->
// !fly.ptr<T, #fly_rocdl.buffer_desc>: a buffer resource over the global pointer (FlyDSL's
// make_buffer_tensor builds its tensors on it), at byte offset 0. Without explicit flags the
// descriptor flags are the target arch's.
llvm::Error Emitter::emitMakeBufferPointer(ir::Operation* op) {
  unsigned n = op->numOperands();
  if (n != 1 && n != 2 && n != 4)
    return error(op, "a buffer pointer is made from (pointer[, num_records]) or (pointer, stride, num_records, flags)");
  auto* from = op->operand(0)->type().dyn_cast<ir::PointerType>();
  if (!from || (from->addressSpace() != ir::AddressSpace::Global && from->addressSpace() != ir::AddressSpace::Generic))
    return error(op, "a buffer pointer is made from a global !fly.ptr, got '" + op->operand(0)->type().str() + "'");
  llvm::Value* base = get(op->operand(0));
  llvm::Value* rsrc;
  if (n == 4) {
    llvm::Type* rsrcType = llvm::PointerType::get(context_, addrspace::BufferResource);
    rsrc = b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_make_buffer_rsrc, {rsrcType, base->getType()},
                              {base, b_.CreateZExtOrTrunc(get(op->operand(1)), b_.getInt16Ty()),
                               b_.CreateZExtOrTrunc(get(op->operand(2)), b_.getInt64Ty()),
                               b_.CreateZExtOrTrunc(get(op->operand(3)), b_.getInt32Ty())});
  } else {
    rsrc = amd_.makeBufferResource(base, n == 2 ? get(op->operand(1)) : nullptr);
  }
  auto t = type(op->result(0)->type(), op);
  if (!t) return t.takeError();
  llvm::Value* fat = b_.CreateInsertValue(llvm::PoisonValue::get(*t), rsrc, 0);
  set(op->result(0), b_.CreateInsertValue(fat, b_.getInt32(0), 1));
  return llvm::Error::success();
}

} // namespace fly::codegen::detail
