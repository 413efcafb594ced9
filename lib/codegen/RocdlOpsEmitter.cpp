// ROCDL ops that need the emitter (RocdlEmitter.cpp has the ones that are one intrinsic call each):
// transcendentals, the rocdl.* dispatch, the tensor data mover, MFMA/WMMA and their inline-assembly form.
#include "Emitter.h"

#include <algorithm>

#include "fly/target/CopyAtom.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

namespace fly::codegen::detail {

llvm::Error Emitter::emitTranscendental(ir::Operation* op) {
  static const std::pair<OpCode, llvm::Intrinsic::ID> kIds[] = {
      {OpCode::RocdlExp2, llvm::Intrinsic::amdgcn_exp2}, {OpCode::RocdlLog, llvm::Intrinsic::amdgcn_log},
      {OpCode::RocdlRcp, llvm::Intrinsic::amdgcn_rcp},   {OpCode::RocdlSqrt, llvm::Intrinsic::amdgcn_sqrt},
      {OpCode::RocdlRsq, llvm::Intrinsic::amdgcn_rsq},   {OpCode::RocdlSin, llvm::Intrinsic::amdgcn_sin},
      {OpCode::RocdlCos, llvm::Intrinsic::amdgcn_cos}};
  llvm::Intrinsic::ID id = llvm::Intrinsic::not_intrinsic;
  for (const auto& [code, intrinsic] : kIds)
    if (op->is(code)) id = intrinsic;
  llvm::Value* x = get(op->operand(0));
  if (x->getType()->isBFloatTy() && !options_.arch->bf16Transcendentals)
    return error(op, std::string(op->name()) + " of bf16 needs the bf16 transcendental instructions, which " +
                         std::string(options_.arch->name) + " lacks (gfx1250 has them)");
  set(op->result(0), b_.CreateIntrinsic(id, {x->getType()}, {x}));
  return llvm::Error::success();
}

llvm::Error Emitter::emitRocdl(ir::Operation* op) {
  if (ir::isRocdlTranscendental(op->code())) return emitTranscendental(op);
  auto operand = [&](unsigned i) { return get(op->operand(i)); };
  auto resultType = [&]() { return type(op->result(0)->type(), op); };
  switch (op->code()) {
  case OpCode::RocdlMakeBufferRsrc: {
    llvm::Value* base = operand(0);
    if (op->numOperands() == 4) {
      // Explicit (base, stride, num_records, flags), as MLIR's rocdl spells it.
      llvm::Type* rsrcType = llvm::PointerType::get(context_, addrspace::BufferResource);
      llvm::Value* r = b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_make_buffer_rsrc, {rsrcType, base->getType()},
                                          {base, b_.CreateZExtOrTrunc(operand(1), b_.getInt16Ty()),
                                           b_.CreateZExtOrTrunc(operand(2), b_.getInt64Ty()),
                                           b_.CreateZExtOrTrunc(operand(3), b_.getInt32Ty())});
      set(op->result(0), r);
    } else {
      // (base[, num_records]): the descriptor flags come from the target arch.
      set(op->result(0), amd_.makeBufferResource(base, op->numOperands() > 1 ? operand(1) : nullptr));
    }
    return llvm::Error::success();
  }
  case OpCode::RocdlRawPtrBufferLoad: {
    auto t = resultType();
    if (!t) return t.takeError();
    llvm::Value* soffset = op->numOperands() > 2 ? operand(2) : nullptr;
    // The cache policy: a fourth operand, or MLIR's I32Attr `aux` (its current ROCDLOps.td).
    int64_t auxAttr = op->intAttr("aux", -1);
    if (auxAttr >= 0 && op->numOperands() > 3) return error(op, "the cache policy is given twice (operand and 'aux')");
    unsigned aux = auxAttr >= 0 ? unsigned(auxAttr) : 0;
    if (op->numOperands() > 3) {
      auto* c = llvm::dyn_cast<llvm::ConstantInt>(operand(3));
      if (!c) return error(op, "the cache-policy operand must be a constant");
      aux = unsigned(c->getZExtValue());
    }
    set(op->result(0), amd_.bufferLoad(*t, operand(0), operand(1), soffset, aux));
    return llvm::Error::success();
  }
  case OpCode::RocdlRawPtrBufferStore:
  case OpCode::RocdlRawPtrBufferAtomicFAdd: {
    llvm::Value* soffset = op->numOperands() > 3 ? operand(3) : b_.getInt32(0);
    int64_t auxAttr = op->intAttr("aux", -1);
    if (auxAttr >= 0 && op->numOperands() > 4) return error(op, "the cache policy is given twice (operand and 'aux')");
    llvm::Value* aux = op->numOperands() > 4 ? operand(4) : b_.getInt32(uint32_t(std::max<int64_t>(auxAttr, 0)));
    if (!llvm::isa<llvm::ConstantInt>(aux)) return error(op, "the cache-policy operand must be a constant");
    llvm::Value* value = operand(0);
    auto id = op->is(OpCode::RocdlRawPtrBufferStore) ? llvm::Intrinsic::amdgcn_raw_ptr_buffer_store
                                                     : llvm::Intrinsic::amdgcn_raw_ptr_buffer_atomic_fadd;
    llvm::Value* r = b_.CreateIntrinsic(id, {value->getType()},
                                        {value, operand(1), b_.CreateZExtOrTrunc(operand(2), b_.getInt32Ty()),
                                         b_.CreateZExtOrTrunc(soffset, b_.getInt32Ty()), aux});
    if (op->numResults() == 1) set(op->result(0), r);
    return llvm::Error::success();
  }
  case OpCode::RocdlReadFirstLane: set(op->result(0), amd_.readFirstLane(operand(0))); return llvm::Error::success();
  case OpCode::RocdlReadLane:
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_readlane, {operand(0)->getType()},
                                          {operand(0), b_.CreateZExtOrTrunc(operand(1), b_.getInt32Ty())}));
    return llvm::Error::success();
  case OpCode::RocdlUpdateDpp: {
    // The wave shifts/rotates and row broadcasts (0x130..0x143) are gfx9's; gfx10+ dropped them.
    if (options_.arch->generation > 9 && op->intAttr("dppCtrl") >= 0x130 && op->intAttr("dppCtrl") <= 0x143)
      return error(op, "rocdl.update.dpp: DPP control " + std::to_string(op->intAttr("dppCtrl")) + " (a wave shift, rotate or row "
                       "broadcast) is a gfx9 control; " + std::string(options_.arch->name) + " has none");
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_update_dpp, {operand(0)->getType()},
                                          {operand(0), operand(1), b_.getInt32(uint32_t(op->intAttr("dppCtrl"))),
                                           b_.getInt32(uint32_t(op->intAttr("rowMask"))),
                                           b_.getInt32(uint32_t(op->intAttr("bankMask"))),
                                           b_.getInt1(op->intAttr("boundCtrl") != 0)}));
    return llvm::Error::success();
  }
  case OpCode::RocdlBallot: {
    auto t = resultType();
    if (!t) return t.takeError();
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_ballot, {*t}, {operand(0)}));
    return llvm::Error::success();
  }
  case OpCode::RocdlDsBpermute:
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_ds_bpermute, {}, {operand(0), operand(1)}));
    return llvm::Error::success();
  case OpCode::RocdlDsSwizzle: {
    if (!llvm::isa<llvm::ConstantInt>(operand(1))) return error(op, "the ds_swizzle pattern must be a constant");
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_ds_swizzle, {}, {operand(0), operand(1)}));
    return llvm::Error::success();
  }
  case OpCode::RocdlDsReadTr4B64:
  case OpCode::RocdlDsReadTr8B64:
  case OpCode::RocdlDsReadTr6B96:
  case OpCode::RocdlDsReadTr16B64: {
    // LLVM cannot select these where the arch lacks them (a fatal error): the copy-atom table says where.
    auto [atom, read] = target::findTransposeRead(op->name());
    const target::Arch& arch = *options_.arch;
    if (!atom || !atom->availableOn(arch.name))
      return error(op, "'" + std::string(op->name()) + "' (" + std::string(read ? read->instr : "LDS transpose read") +
                           ") is not available on " + std::string(arch.name) + " (available on: " +
                           (atom ? atom->archList() : std::string("gfx950")) + ")");
    auto t = resultType();
    if (!t) return t.takeError();
    llvm::Intrinsic::ID id;
    llvm::Type* natural;
    switch (op->code()) {
    case OpCode::RocdlDsReadTr4B64:
      id = llvm::Intrinsic::amdgcn_ds_read_tr4_b64, natural = llvm::FixedVectorType::get(b_.getInt32Ty(), 2);
      break;
    case OpCode::RocdlDsReadTr8B64:
      id = llvm::Intrinsic::amdgcn_ds_read_tr8_b64, natural = llvm::FixedVectorType::get(b_.getInt32Ty(), 2);
      break;
    case OpCode::RocdlDsReadTr6B96:
      id = llvm::Intrinsic::amdgcn_ds_read_tr6_b96, natural = llvm::FixedVectorType::get(b_.getInt32Ty(), 3);
      break;
    default:
      id = llvm::Intrinsic::amdgcn_ds_read_tr16_b64, natural = llvm::FixedVectorType::get(b_.getInt16Ty(), 4);
      break;
    }
    llvm::Value* r = b_.CreateIntrinsic(id, {natural}, {operand(0)});
    set(op->result(0), *t == natural ? r : b_.CreateBitCast(r, *t));
    return llvm::Error::success();
  }
  case OpCode::RocdlMbcntLo:
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_lo, {}, {operand(0), operand(1)}));
    return llvm::Error::success();
  case OpCode::RocdlMbcntHi:
    set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_mbcnt_hi, {}, {operand(0), operand(1)}));
    return llvm::Error::success();
  case OpCode::RocdlSBarrier:
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier, llvm::ArrayRef<llvm::Type*>{}, llvm::ArrayRef<llvm::Value*>{});
    return llvm::Error::success();
  case OpCode::RocdlSWaitcnt:
  case OpCode::RocdlSchedBarrier: {
    int64_t immediate = op->numOperands() > 0 ? 0 : op->intAttr(op->is(OpCode::RocdlSWaitcnt) ? "bitfield" : "mask", 0);
    if (op->numOperands() > 0) {
      auto* c = llvm::dyn_cast<llvm::ConstantInt>(operand(0));
      if (!c) return error(op, "the immediate operand must be a constant");
      immediate = c->getSExtValue();
    }
    auto id = op->is(OpCode::RocdlSWaitcnt) ? llvm::Intrinsic::amdgcn_s_waitcnt : llvm::Intrinsic::amdgcn_sched_barrier;
    b_.CreateIntrinsic(id, {}, {b_.getInt32(uint32_t(immediate))});
    return llvm::Error::success();
  }
  case OpCode::RocdlSchedGroupBarrier:
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_sched_group_barrier, {},
                       {b_.getInt32(uint32_t(op->intAttr("mask", 0))), b_.getInt32(uint32_t(op->intAttr("size", 0))),
                        b_.getInt32(uint32_t(op->intAttr("groupId", 0)))});
    return llvm::Error::success();
  case OpCode::RocdlSSetPrio: {
    int64_t priority = op->intAttr("priority", 0);
    // The instruction's immediate is 16 bits (MLIR's I16Attr, LLVM's imm16); the wave priority is its
    // SIMM16[1:0] (CDNA3 ISA, s_setprio). FlyDSL's MLA decode writes 15: priority 3, as there.
    if (priority < 0 || priority > 0xffff)
      return error(op, "priority must be a 16-bit immediate (the wave priority is its low two bits), got " +
                           std::to_string(priority));
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_setprio, {}, {b_.getInt16(uint16_t(priority))});
    return llvm::Error::success();
  }
  case OpCode::RocdlIglpOpt:
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_iglp_opt, {}, {b_.getInt32(uint32_t(op->intAttr("variant", 0)))});
    return llvm::Error::success();
  case OpCode::RocdlSWaitDscnt:
  case OpCode::RocdlSWaitLoadcnt:
  case OpCode::RocdlSWaitStorecnt:
  case OpCode::RocdlSWaitExpcnt:
  case OpCode::RocdlSSleep:
  case OpCode::RocdlSNop: {
    int64_t count = op->intAttr("count", 0);
    bool wide = op->is(OpCode::RocdlSSleep);
    if (count < 0 || count > (wide ? INT32_MAX : 0xffff))
      return error(op, "count must be 0.." + std::to_string(wide ? INT32_MAX : 0xffff) + ", got " + std::to_string(count));
    llvm::Intrinsic::ID id = op->is(OpCode::RocdlSWaitDscnt)     ? llvm::Intrinsic::amdgcn_s_wait_dscnt
                             : op->is(OpCode::RocdlSWaitLoadcnt)  ? llvm::Intrinsic::amdgcn_s_wait_loadcnt
                             : op->is(OpCode::RocdlSWaitStorecnt) ? llvm::Intrinsic::amdgcn_s_wait_storecnt
                             : op->is(OpCode::RocdlSWaitExpcnt)   ? llvm::Intrinsic::amdgcn_s_wait_expcnt
                             : op->is(OpCode::RocdlSSleep)        ? llvm::Intrinsic::amdgcn_s_sleep
                                                                  : llvm::Intrinsic::amdgcn_s_nop;
    bool splitCounter = !op->is(OpCode::RocdlSSleep) && !op->is(OpCode::RocdlSNop);
    if (splitCounter && options_.arch->generation < 12)
      return error(op, std::string(op->name()) + " waits on gfx12's split counters, which " +
                           std::string(options_.arch->name) + " does not have (rocdl.s.waitcnt is its wait)");
    b_.CreateIntrinsic(id, {}, {wide ? b_.getInt32(uint32_t(count)) : b_.getInt16(uint16_t(count))});
    return llvm::Error::success();
  }
  case OpCode::RocdlCvtPkFp8F32:
  case OpCode::RocdlCvtPkF32Fp8: {
    if (options_.arch->fp8 == target::Fp8Format::None)
      return error(op, std::string(op->name()) + ": " + std::string(options_.arch->name) + " has no fp8 conversions");
    ir::Attribute sel = op->attr("wordSel");
    llvm::Value* word = b_.getInt1(sel && sel.is(ir::AttrKind::Bool) && sel.intValue() != 0);
    if (op->is(OpCode::RocdlCvtPkFp8F32))
      set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_cvt_pk_fp8_f32, {},
                                            {operand(0), operand(1), operand(2), word}));
    else
      set(op->result(0), b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_cvt_pk_f32_fp8, {}, {operand(0), word}));
    return llvm::Error::success();
  }
  case OpCode::RocdlMfma:
  case OpCode::RocdlWmma: return emitMatrix(op);
  case OpCode::RocdlTensorLoadToLds:
  case OpCode::RocdlTensorStoreFromLds:
  case OpCode::RocdlSWaitTensorcnt: return emitTensorDataMover(op);
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

// gfx1250's tensor data mover (docs/tdm.md). Refused on an arch without it here, before LLVM's
// instruction selection would stop with a fatal error.
llvm::Error Emitter::emitTensorDataMover(ir::Operation* op) {
  const target::Arch& arch = *options_.arch;
  const target::CopyAtomDesc* tdm = target::findCopyAtom("fly_rocdl.gfx1250.tdm");
  if (!tdm || !tdm->availableOn(arch.name))
    return error(op, "'" + std::string(op->name()) + "' (the tensor data mover) is not available on " +
                         std::string(arch.name) + " (available on: " + (tdm ? tdm->archList() : std::string()) + ")");
  if (op->is(OpCode::RocdlSWaitTensorcnt)) {
    int64_t count = op->intAttr("count", 0);
    if (count < 0 || count > 0xffff) return error(op, "count must be 0..65535, got " + std::to_string(count));
    b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_wait_tensorcnt, {}, {b_.getInt16(uint16_t(count))});
    return llvm::Error::success();
  }
  unsigned n = op->numOperands();
  if (n != 2 && n != 4) return error(op, "expects descriptor groups 0-1 or 0-3, got " + std::to_string(n) + " operands");
  const unsigned dwords[4] = {4, 8, 4, 4};
  std::vector<llvm::Value*> args;
  for (unsigned i = 0; i < n; ++i) {
    llvm::Value* g = get(op->operand(i));
    auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(g->getType());
    if (!vt || vt->getNumElements() != dwords[i] || !vt->getElementType()->isIntegerTy(32))
      return error(op, "descriptor group " + std::to_string(i) + " must be vector<" + std::to_string(dwords[i]) + "xi32>");
    args.push_back(g);
  }
  int64_t policy = op->intAttr("cachepolicy", 0);
  if (policy < 0 || (uint32_t(policy) & ~target::cachePolicyMask(arch)))
    return error(op, "cache policy " + std::to_string(policy) + " is not valid on " + std::string(arch.name));
  args.push_back(b_.getInt32(uint32_t(policy)));
  bool load = op->is(OpCode::RocdlTensorLoadToLds);
  auto id = n == 4 ? (load ? llvm::Intrinsic::amdgcn_tensor_load_to_lds : llvm::Intrinsic::amdgcn_tensor_store_from_lds)
                   : (load ? llvm::Intrinsic::amdgcn_tensor_load_to_lds_d2
                           : llvm::Intrinsic::amdgcn_tensor_store_from_lds_d2);
  b_.CreateIntrinsic(id, {}, args);
  return llvm::Error::success();
}

llvm::Error Emitter::emitMatrix(ir::Operation* op) {
  std::string family = op->is(OpCode::RocdlMfma) ? "mfma" : "wmma";
  // MLIR spells some of these ops with '_' where the intrinsic has '.' (`wmma.f32.16x16x16.fp8_fp8`
  // for llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8: ROCDLOps.td's op name is the intrinsic's record
  // name, whose '_' LLVM prints as '.'); no amdgcn intrinsic name has an '_'.
  std::string intrin(op->strAttr("intrin"));
  std::replace(intrin.begin(), intrin.end(), '_', '.');
  std::string name = "llvm.amdgcn." + family + "." + intrin;
  const target::Arch& arch = *options_.arch;
  if (!arch.hasMatrixOp(name))
    return error(op, "'rocdl." + family + "." + std::string(op->strAttr("intrin")) + "' is not available on " +
                         std::string(arch.name));
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic) return error(op, "LLVM has no intrinsic '" + name + "'");
  auto t = type(op->result(0)->type(), op);
  if (!t) return t.takeError();
  if (const target::MmaAtom* atom = arch.matrixOpAtom(name); atom && atom->viaInlineAsm())
    return emitMatrixAsm(op, *atom, *t);
  std::vector<llvm::Value*> args;
  std::vector<llvm::Type*> argTypes;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    args.push_back(get(op->operand(i)));
    argTypes.push_back(args.back()->getType());
  }
  llvm::SmallVector<llvm::Type*, 4> overloads;
  auto* fnType = llvm::FunctionType::get(*t, argTypes, false);
  if (!llvm::Intrinsic::getIntrinsicSignature(id, fnType, overloads))
    return error(op, "operand or result types do not match '" + name + "'");
  llvm::Function* decl = llvm::Intrinsic::getOrInsertDeclaration(module_.get(), id, overloads);
  set(op->result(0), b_.CreateCall(decl, args));
  return llvm::Error::success();
}

// A matrix op LLVM cannot select on this arch although the instruction exists (the atom row's
// asmTemplate, docs/atoms.md): the same operands as the intrinsic, emitted as inline assembly. The
// operand form's immediates become the instruction's modifiers; the call is convergent (a wave-wide
// instruction, like the intrinsic), and without side effects (LLVM may CSE or drop it like the
// intrinsic's pure call).
llvm::Error Emitter::emitMatrixAsm(ir::Operation* op, const target::MmaAtom& atom, llvm::Type* result) {
  std::string what = "'rocdl.wmma." + std::string(op->strAttr("intrin")) + "' on " + std::string(options_.arch->name);
  auto immediate = [&](unsigned i) -> std::optional<uint64_t> {
    if (i >= op->numOperands()) return std::nullopt;
    auto* c = llvm::dyn_cast<llvm::ConstantInt>(get(op->operand(i)));
    if (!c) return std::nullopt;
    return c->getZExtValue();
  };
  std::vector<llvm::Value*> registers;
  std::string modifiers;
  switch (atom.form) {
  case target::MmaOperandForm::WmmaSignedIU: { // (i1 signA, A, i1 signB, B, C, i1 clamp)
    if (op->numOperands() != 6) return error(op, what + " expects (signA, A, signB, B, C, clamp)");
    auto signA = immediate(0), signB = immediate(2), clamp = immediate(5);
    if (!signA || !signB || !clamp) return error(op, what + ": signA, signB and clamp must be constants");
    registers = {get(op->operand(1)), get(op->operand(3)), get(op->operand(4))};
    // The iu WMMAs read neg_lo[0]/[1] as "A/B signed" (what LLVM prints for the selectable ones).
    if (*signA || *signB) modifiers += " neg_lo:[" + std::to_string(*signA) + "," + std::to_string(*signB) + ",0]";
    if (*clamp) modifiers += " clamp";
    break;
  }
  default:
    return error(op, what + ": lowering its operand form as inline assembly is not implemented");
  }
  std::string text = std::string(atom.asmTemplate) + modifiers;
  for (int i = 0; i < atom.asmHazardNops; ++i) text += "\n\tv_nop";
  std::vector<llvm::Type*> argTypes;
  for (llvm::Value* v : registers) argTypes.push_back(v->getType());
  auto* fnType = llvm::FunctionType::get(result, argTypes, false);
  if (llvm::Error e = llvm::InlineAsm::verify(fnType, atom.asmConstraints))
    return error(op, what + ": the atom's inline-assembly constraints '" + std::string(atom.asmConstraints) +
                         "' do not fit its operands: " + llvm::toString(std::move(e)));
  auto* asmValue = llvm::InlineAsm::get(fnType, text, atom.asmConstraints, /*hasSideEffects=*/false);
  llvm::CallInst* call = b_.CreateCall(fnType, asmValue, registers);
  call->addFnAttr(llvm::Attribute::Convergent);
  set(op->result(0), call);
  return llvm::Error::success();
}

} // namespace fly::codegen::detail
