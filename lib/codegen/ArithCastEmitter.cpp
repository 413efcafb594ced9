// arith and math ops (arith.constant, integer and float arithmetic, comparisons, selects, math.*,
// vector.fma) and the casts between scalar and vector types (arith/vector/llvm casts, fp8 truncation).
#include "Emitter.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

#include <unordered_map>

namespace fly::codegen::detail {

llvm::Error Emitter::emitConstant(ir::Operation* op) {
  ir::Attribute value = op->attr("value");
  auto t = type(op->result(0)->type(), op);
  if (!t) return t.takeError();
  llvm::Type* scalar = (*t)->getScalarType();
  // 8-, 6- and 4-bit floats travel as integers (scalarType): a constant is its encoding, rounded to
  // nearest even in the format (LLVM's APFloat semantics of the same names).
  const llvm::fltSemantics* narrow = nullptr;
  if (auto* f = op->result(0)->type().elementType().dyn_cast<ir::FloatType>(); f && scalar->isIntegerTy()) {
    switch (f->floatKind()) {
    case ir::FloatKind::F8E4M3FNUZ: narrow = &llvm::APFloat::Float8E4M3FNUZ(); break;
    case ir::FloatKind::F8E4M3FN: narrow = &llvm::APFloat::Float8E4M3FN(); break;
    case ir::FloatKind::F8E5M2: narrow = &llvm::APFloat::Float8E5M2(); break;
    case ir::FloatKind::F8E5M2FNUZ: narrow = &llvm::APFloat::Float8E5M2FNUZ(); break;
    case ir::FloatKind::F4E2M1FN: narrow = &llvm::APFloat::Float4E2M1FN(); break;
    case ir::FloatKind::F6E2M3FN: narrow = &llvm::APFloat::Float6E2M3FN(); break;
    case ir::FloatKind::F6E3M2FN: narrow = &llvm::APFloat::Float6E3M2FN(); break;
    default: break;
    }
  }
  auto element = [&](ir::Attribute a) -> llvm::Constant* {
    if (narrow) {
      llvm::APFloat v(a.is(ir::AttrKind::Float) ? a.floatValue() : double(a.intValue()));
      bool lost = false;
      v.convert(*narrow, llvm::APFloat::rmNearestTiesToEven, &lost);
      return llvm::ConstantInt::get(scalar, v.bitcastToAPInt().getZExtValue());
    }
    if (a.is(ir::AttrKind::Float)) return llvm::ConstantFP::get(scalar, a.floatValue());
    if (scalar->isFloatingPointTy()) return llvm::ConstantFP::get(scalar, double(a.intValue()));
    return llvm::ConstantInt::get(scalar, uint64_t(a.intValue()), /*IsSigned=*/true);
  };
  if (value.is(ir::AttrKind::DenseElements)) {
    auto elements = value.elements();
    auto* vectorType = llvm::dyn_cast<llvm::FixedVectorType>(*t);
    if (!vectorType) return error(op, "dense constant of a non-vector type");
    if (elements.size() == 1) {
      set(op->result(0), llvm::ConstantVector::getSplat(vectorType->getElementCount(), element(elements[0])));
      return llvm::Error::success();
    }
    if (elements.size() != vectorType->getNumElements()) return error(op, "dense constant has the wrong element count");
    std::vector<llvm::Constant*> items;
    for (ir::Attribute a : elements) items.push_back(element(a));
    set(op->result(0), llvm::ConstantVector::get(items));
    return llvm::Error::success();
  }
  if (value.is(ir::AttrKind::Bool)) {
    set(op->result(0), b_.getInt1(value.intValue() != 0));
    return llvm::Error::success();
  }
  llvm::Constant* c = element(value);
  if (auto* vectorType = llvm::dyn_cast<llvm::FixedVectorType>(*t))
    c = llvm::ConstantVector::getSplat(vectorType->getElementCount(), c);
  set(op->result(0), c);
  return llvm::Error::success();
}

llvm::Error Emitter::emitArith(ir::Operation* op) {
  auto operand = [&](unsigned i) { return get(op->operand(i)); };
  // `fastmath = "fast"` (or a comma/space separated list of flags) becomes LLVM fast-math flags.
  llvm::IRBuilderBase::FastMathFlagGuard fastMathGuard(b_);
  if (std::string_view fm = op->strAttr("fastmath"); !fm.empty()) {
    llvm::FastMathFlags flags;
    auto has = [&](std::string_view flag) { return fm.find(flag) != std::string_view::npos; };
    if (has("fast")) flags.setFast();
    if (has("reassoc")) flags.setAllowReassoc();
    if (has("nnan")) flags.setNoNaNs();
    if (has("ninf")) flags.setNoInfs();
    if (has("nsz")) flags.setNoSignedZeros();
    if (has("arcp")) flags.setAllowReciprocal();
    if (has("contract")) flags.setAllowContract();
    if (has("afn")) flags.setApproxFunc();
    b_.setFastMathFlags(flags);
  }
  llvm::Value* r = nullptr;
  auto binaryIntrinsic = [&](llvm::Intrinsic::ID id) {
    return b_.CreateBinaryIntrinsic(id, operand(0), operand(1));
  };
  switch (op->code()) {
  case OpCode::ArithAddI: r = b_.CreateAdd(operand(0), operand(1)); break;
  case OpCode::ArithSubI: r = b_.CreateSub(operand(0), operand(1)); break;
  case OpCode::ArithMulI: r = b_.CreateMul(operand(0), operand(1)); break;
  case OpCode::ArithDivSI: r = b_.CreateSDiv(operand(0), operand(1)); break;
  case OpCode::ArithDivUI: r = b_.CreateUDiv(operand(0), operand(1)); break;
  case OpCode::ArithRemSI: r = b_.CreateSRem(operand(0), operand(1)); break;
  case OpCode::ArithRemUI: r = b_.CreateURem(operand(0), operand(1)); break;
  case OpCode::ArithAndI: r = b_.CreateAnd(operand(0), operand(1)); break;
  case OpCode::ArithOrI: r = b_.CreateOr(operand(0), operand(1)); break;
  case OpCode::ArithXOrI: r = b_.CreateXor(operand(0), operand(1)); break;
  case OpCode::ArithShLI: r = b_.CreateShl(operand(0), operand(1)); break;
  case OpCode::ArithShRSI: r = b_.CreateAShr(operand(0), operand(1)); break;
  case OpCode::ArithShRUI: r = b_.CreateLShr(operand(0), operand(1)); break;
  case OpCode::ArithMaxSI: r = binaryIntrinsic(llvm::Intrinsic::smax); break;
  case OpCode::ArithMaxUI: r = binaryIntrinsic(llvm::Intrinsic::umax); break;
  case OpCode::ArithMinSI: r = binaryIntrinsic(llvm::Intrinsic::smin); break;
  case OpCode::ArithMinUI: r = binaryIntrinsic(llvm::Intrinsic::umin); break;
  case OpCode::ArithCeilDivUI: {
    // (a + b - 1) / b without overflow: a / b + (a % b != 0)
    llvm::Value* q = b_.CreateUDiv(operand(0), operand(1));
    llvm::Value* rem = b_.CreateURem(operand(0), operand(1));
    r = b_.CreateAdd(q, b_.CreateZExt(b_.CreateICmpNE(rem, llvm::Constant::getNullValue(rem->getType())), q->getType()));
    break;
  }
  case OpCode::ArithCeilDivSI:
  case OpCode::ArithFloorDivSI: {
    // Truncating quotient, corrected by one when the remainder is non-zero and its sign says so.
    llvm::Value* a = operand(0);
    llvm::Value* d = operand(1);
    llvm::Value* q = b_.CreateSDiv(a, d);
    llvm::Value* rem = b_.CreateSRem(a, d);
    llvm::Value* zero = llvm::Constant::getNullValue(a->getType());
    llvm::Value* inexact = b_.CreateICmpNE(rem, zero);
    llvm::Value* sameSign = b_.CreateICmpEQ(b_.CreateICmpSLT(a, zero), b_.CreateICmpSLT(d, zero));
    bool ceil = op->is(OpCode::ArithCeilDivSI);
    llvm::Value* adjust = b_.CreateAnd(inexact, ceil ? sameSign : b_.CreateNot(sameSign));
    llvm::Value* one = llvm::ConstantInt::get(a->getType(), 1);
    r = b_.CreateSelect(adjust, ceil ? b_.CreateAdd(q, one) : b_.CreateSub(q, one), q);
    break;
  }
  case OpCode::ArithAddF: r = b_.CreateFAdd(operand(0), operand(1)); break;
  case OpCode::ArithSubF: r = b_.CreateFSub(operand(0), operand(1)); break;
  case OpCode::ArithMulF: r = b_.CreateFMul(operand(0), operand(1)); break;
  case OpCode::ArithDivF: r = b_.CreateFDiv(operand(0), operand(1)); break;
  case OpCode::ArithRemF: r = b_.CreateFRem(operand(0), operand(1)); break;
  case OpCode::ArithMaximumF: r = binaryIntrinsic(llvm::Intrinsic::maximum); break;
  case OpCode::ArithMinimumF: r = binaryIntrinsic(llvm::Intrinsic::minimum); break;
  case OpCode::ArithMaxNumF: r = binaryIntrinsic(llvm::Intrinsic::maxnum); break;
  case OpCode::ArithMinNumF: r = binaryIntrinsic(llvm::Intrinsic::minnum); break;
  case OpCode::ArithNegF: r = b_.CreateFNeg(operand(0)); break;
  case OpCode::ArithSelect: r = b_.CreateSelect(operand(0), operand(1), operand(2)); break;
  case OpCode::ArithCmpI: {
    static const std::unordered_map<std::string_view, llvm::CmpInst::Predicate> predicates = {
        {"eq", llvm::CmpInst::ICMP_EQ},   {"ne", llvm::CmpInst::ICMP_NE},   {"slt", llvm::CmpInst::ICMP_SLT},
        {"sle", llvm::CmpInst::ICMP_SLE}, {"sgt", llvm::CmpInst::ICMP_SGT}, {"sge", llvm::CmpInst::ICMP_SGE},
        {"ult", llvm::CmpInst::ICMP_ULT}, {"ule", llvm::CmpInst::ICMP_ULE}, {"ugt", llvm::CmpInst::ICMP_UGT},
        {"uge", llvm::CmpInst::ICMP_UGE}};
    auto it = predicates.find(op->strAttr("predicate"));
    if (it == predicates.end()) return error(op, "unknown arith.cmpi predicate '" + std::string(op->strAttr("predicate")) + "'");
    r = b_.CreateICmp(it->second, operand(0), operand(1));
    break;
  }
  case OpCode::ArithCmpF: {
    static const std::unordered_map<std::string_view, llvm::CmpInst::Predicate> predicates = {
        {"false", llvm::CmpInst::FCMP_FALSE}, {"oeq", llvm::CmpInst::FCMP_OEQ}, {"ogt", llvm::CmpInst::FCMP_OGT},
        {"oge", llvm::CmpInst::FCMP_OGE},     {"olt", llvm::CmpInst::FCMP_OLT}, {"ole", llvm::CmpInst::FCMP_OLE},
        {"one", llvm::CmpInst::FCMP_ONE},     {"ord", llvm::CmpInst::FCMP_ORD}, {"ueq", llvm::CmpInst::FCMP_UEQ},
        {"ugt", llvm::CmpInst::FCMP_UGT},     {"uge", llvm::CmpInst::FCMP_UGE}, {"ult", llvm::CmpInst::FCMP_ULT},
        {"ule", llvm::CmpInst::FCMP_ULE},     {"une", llvm::CmpInst::FCMP_UNE}, {"uno", llvm::CmpInst::FCMP_UNO},
        {"true", llvm::CmpInst::FCMP_TRUE}};
    auto it = predicates.find(op->strAttr("predicate"));
    if (it == predicates.end()) return error(op, "unknown arith.cmpf predicate '" + std::string(op->strAttr("predicate")) + "'");
    r = b_.CreateFCmp(it->second, operand(0), operand(1));
    break;
  }
  case OpCode::MathAbsI: r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, operand(0), b_.getFalse()); break;
  case OpCode::VectorFma:
    r = b_.CreateIntrinsic(llvm::Intrinsic::fma, {operand(0)->getType()}, {operand(0), operand(1), operand(2)});
    break;
  default: {
    // math.*: the AMDGPU emitter knows which intrinsic (or expansion) the backend lowers.
    std::string_view name = op->name();
    if (name.rfind("math.", 0) == 0) {
      std::vector<llvm::Value*> args;
      for (unsigned i = 0; i < op->numOperands(); ++i) args.push_back(operand(i));
      auto v = amd_.math(name.substr(5), args);
      if (!v) return error(op, llvm::toString(v.takeError()));
      r = *v;
      break;
    }
    return error(op, "'" + std::string(name) + "' is not supported by code generation");
  }
  }
  set(op->result(0), r);
  return llvm::Error::success();
}

// f32 (or f16/bf16, extended first) to an 8-bit float: v_cvt_pk_fp8_f32 (E4M3) or
// v_cvt_pk_bf8_f32 (E5M2), two values per instruction, round to nearest even, out-of-range values
// to the format's NaN (or max); the arch decides FNUZ (gfx942) or OCP (gfx950, gfx12) encodings.
llvm::Expected<llvm::Value*> Emitter::truncToFp8(ir::Operation* op, llvm::Value* x, ir::FloatKind to) {
  const target::Arch& arch = *options_.arch;
  bool fnuz = to == ir::FloatKind::F8E4M3FNUZ || to == ir::FloatKind::F8E5M2FNUZ;
  bool e5m2 = to == ir::FloatKind::F8E5M2 || to == ir::FloatKind::F8E5M2FNUZ;
  if (arch.fp8 == target::Fp8Format::None)
    return error(op, "truncf to " + std::string(floatKindName(to)) + ": " + std::string(arch.name) +
                         " has no fp8 conversion instructions");
  if (fnuz != (arch.fp8 == target::Fp8Format::Fnuz))
    return error(op, "truncf to " + std::string(floatKindName(to)) + ": " + std::string(arch.name) + " converts to " +
                         (arch.fp8 == target::Fp8Format::Fnuz ? "FNUZ fp8 (f8E4M3FNUZ, f8E5M2FNUZ)"
                                                              : "OCP fp8 (f8E4M3FN, f8E5M2)") +
                         " only");
  llvm::Type* f32 = b_.getFloatTy();
  auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(x->getType());
  unsigned n = vt ? unsigned(vt->getNumElements()) : 1;
  if (x->getType()->getScalarType() != f32) x = b_.CreateFPExt(x, vt ? llvm::FixedVectorType::get(f32, n) : f32);
  auto id = e5m2 ? llvm::Intrinsic::amdgcn_cvt_pk_bf8_f32 : llvm::Intrinsic::amdgcn_cvt_pk_fp8_f32;
  auto element = [&](unsigned i) { return vt ? b_.CreateExtractElement(x, b_.getInt32(i)) : x; };
  std::vector<llvm::Value*> bytes;
  for (unsigned i = 0; i < n; i += 2) {
    llvm::Value* a = element(i);
    llvm::Value* b = i + 1 < n ? element(i + 1) : a;
    llvm::Value* packed = b_.CreateIntrinsic(id, {}, {a, b, b_.getInt32(0), b_.getFalse()});
    bytes.push_back(b_.CreateTrunc(packed, b_.getInt8Ty()));
    if (i + 1 < n) bytes.push_back(b_.CreateTrunc(b_.CreateLShr(packed, 8), b_.getInt8Ty()));
  }
  if (!vt) return bytes[0];
  llvm::Value* out = llvm::PoisonValue::get(llvm::FixedVectorType::get(b_.getInt8Ty(), n));
  for (unsigned i = 0; i < n; ++i) out = b_.CreateInsertElement(out, bytes[i], b_.getInt32(i));
  return out;
}

llvm::Error Emitter::emitCast(ir::Operation* op) {
  llvm::Value* x = get(op->operand(0));
  auto t = type(op->result(0)->type(), op);
  if (!t) return t.takeError();
  llvm::Value* r = nullptr;
  switch (op->code()) {
  case OpCode::ArithExtSI: r = b_.CreateSExt(x, *t); break;
  case OpCode::ArithExtUI: r = b_.CreateZExt(x, *t); break;
  case OpCode::ArithTruncI: r = b_.CreateTrunc(x, *t); break;
  case OpCode::ArithSIToFP: r = b_.CreateSIToFP(x, *t); break;
  case OpCode::ArithUIToFP: r = b_.CreateUIToFP(x, *t); break;
  case OpCode::ArithFPToSI: r = b_.CreateFPToSI(x, *t); break;
  case OpCode::ArithFPToUI: r = b_.CreateFPToUI(x, *t); break;
  case OpCode::ArithExtF: r = b_.CreateFPExt(x, *t); break;
  case OpCode::ArithTruncF: {
    ir::Type to = op->result(0)->type();
    if (auto* v = to.dyn_cast<ir::VectorType>()) to = v->elementType();
    if (auto* f = to.dyn_cast<ir::FloatType>(); f && floatKindWidth(f->floatKind()) == 8) {
      auto q = truncToFp8(op, x, f->floatKind());
      if (!q) return q.takeError();
      r = *q;
      break;
    }
    r = b_.CreateFPTrunc(x, *t);
    break;
  }
  case OpCode::ArithBitcast:
  case OpCode::VectorBitcast: r = b_.CreateBitCast(x, *t); break;
  case OpCode::ArithIndexCast: r = b_.CreateSExtOrTrunc(x, *t); break;
  case OpCode::ArithIndexCastUI: r = b_.CreateZExtOrTrunc(x, *t); break;
  case OpCode::LlvmPtrToInt: r = b_.CreatePtrToInt(x, *t); break;
  case OpCode::LlvmIntToPtr: r = b_.CreateIntToPtr(x, *t); break;
  case OpCode::LlvmAddrSpaceCast: r = b_.CreateAddrSpaceCast(x, *t); break;
  case OpCode::LlvmBitcast: r = b_.CreateBitCast(x, *t); break;
  case OpCode::VectorBroadcast:
    if (x->getType()->isVectorTy()) {
      if (x->getType() != *t) return error(op, "vector.broadcast between different vector shapes is not supported");
      r = x;
    } else {
      r = b_.CreateVectorSplat(llvm::cast<llvm::FixedVectorType>(*t)->getNumElements(), x);
    }
    break;
  case OpCode::VectorExtractStridedSlice: {
    ir::Attribute offsets = op->attr("offsets"), strides = op->attr("strides");
    auto* resultType = llvm::cast<llvm::FixedVectorType>(*t);
    int64_t offset = offsets && offsets.is(ir::AttrKind::DenseArray) && !offsets.denseArray().empty()
                         ? offsets.denseArray()[0] : 0;
    int64_t stride = strides && strides.is(ir::AttrKind::DenseArray) && !strides.denseArray().empty()
                         ? strides.denseArray()[0] : 1;
    std::vector<int> mask;
    for (unsigned i = 0; i < resultType->getNumElements(); ++i) mask.push_back(int(offset + i * stride));
    r = b_.CreateShuffleVector(x, mask);
    break;
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
  set(op->result(0), r);
  return llvm::Error::success();
}

} // namespace fly::codegen::detail
