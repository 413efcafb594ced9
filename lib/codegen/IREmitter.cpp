#include "Emitter.h"

#include "fly/codegen/AMDGPUEmitter.h"
#include "fly/codegen/Backend.h"
#include "fly/codegen/LdsAllocator.h"
#include "fly/codegen/SourceLines.h"
#include "fly/ir/Block.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/SubByte.h"
#include "fly/ir/Verifier.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"


#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/Target/TargetMachine.h"

#include <bit>
#include <numeric>
#include <unordered_map>

namespace fly::codegen {
namespace detail {

llvm::Type* Emitter::scalarType(ir::Type t) {
  if (t.isIndex()) return b_.getInt64Ty();
  if (auto* i = t.dyn_cast<ir::IntegerType>()) return b_.getIntNTy(i->width());
  if (auto* f = t.dyn_cast<ir::FloatType>()) {
    switch (f->floatKind()) {
    case ir::FloatKind::F16: return b_.getHalfTy();
    case ir::FloatKind::BF16: return b_.getBFloatTy();
    case ir::FloatKind::F32: return b_.getFloatTy();
    case ir::FloatKind::F64: return b_.getDoubleTy();
    // 8- and 4-bit floats travel as integers: the MFMA/WMMA intrinsics take them packed.
    case ir::FloatKind::F4E2M1FN: return b_.getIntNTy(4);
    case ir::FloatKind::F6E2M3FN:
    case ir::FloatKind::F6E3M2FN: return b_.getIntNTy(6);
    default: return b_.getInt8Ty();
    }
  }
  return nullptr;
}

llvm::Expected<llvm::Type*> Emitter::type(ir::Type t, const ir::Operation* where) {
  if (llvm::Type* s = scalarType(t)) return s;
  if (auto* v = t.dyn_cast<ir::VectorType>()) {
    llvm::Type* element = scalarType(v->elementType());
    if (!element) return error(where, "unsupported vector element type '" + v->elementType().str() + "'");
    // n-D vectors are flattened: positions are linearized row-major.
    return llvm::FixedVectorType::get(element, unsigned(v->numElements()));
  }
  if (auto* p = t.dyn_cast<ir::LLVMPointerType>()) return llvm::PointerType::get(context_, p->addressSpace());
  if (auto* a = t.dyn_cast<ir::LLVMAggregateType>()) {
    std::vector<llvm::Type*> fields;
    for (ir::Type f : a->elements()) {
      auto ft = type(f, where);
      if (!ft) return ft.takeError();
      fields.push_back(*ft);
    }
    if (t.kind() == ir::TypeKind::LLVMArray) return llvm::ArrayType::get(fields[0], uint64_t(a->numElements()));
    return llvm::StructType::get(context_, fields);
  }
  if (auto* m = t.dyn_cast<ir::BuiltinMemRefType>()) return llvm::PointerType::get(context_, m->addressSpace());
  // A one-integer int_tuple is an integer by the time it reaches codegen (offsets, sizes).
  if (auto* it = t.dyn_cast<ir::IntTupleType>(); it && it->value().isLeaf()) return b_.getInt64Ty();
  if (auto* p = t.dyn_cast<ir::PointerType>()) {
    switch (p->addressSpace()) {
    // A buffer pointer is FlyDSL's BufferFatPtr: the resource and a byte offset into it.
    case ir::AddressSpace::BufferDesc:
      return llvm::StructType::get(context_, {llvm::PointerType::get(context_, addrspace::BufferResource),
                                              b_.getInt32Ty()});
    case ir::AddressSpace::Global: return llvm::PointerType::get(context_, addrspace::Global);
    case ir::AddressSpace::Shared: return llvm::PointerType::get(context_, addrspace::Local);
    case ir::AddressSpace::Register: return llvm::PointerType::get(context_, addrspace::Private);
    case ir::AddressSpace::Generic: return llvm::PointerType::get(context_, addrspace::Generic);
    }
  }
  return error(where, "type '" + t.str() + "' reaches code generation (lower it first)");
}

// Sub-byte elements are bit-packed: element i at bit i * bits of the storage (CuTe, FlyDSL). LLVM lays
// a vector of them out that way too, but the AMDGPU backend legalizes such loads poorly, so memory
// sees the same bits as whole dwords (or one integer) and a bitcast makes them the vector.
llvm::Expected<llvm::Type*> Emitter::storageType(const ir::Operation* op, ir::Type t, llvm::Type* natural) {
  if (!isSubByte(t.elementType())) return natural;
  auto* v = t.dyn_cast<ir::VectorType>();
  int64_t bits = v ? v->numElements() * int64_t(t.elementType().bitWidth()) : int64_t(t.bitWidth());
  if (!v || bits % 8 != 0)
    return error(op, "a memory access of " + t.str() + " is " + std::to_string(bits) +
                         " bits, not whole bytes: bit-packed " + t.elementType().str() +
                         " elements share their bytes, so only whole bytes of them can be loaded or stored");
  if (bits % 32 == 0) return llvm::FixedVectorType::get(b_.getInt32Ty(), unsigned(bits / 32));
  return b_.getIntNTy(unsigned(bits));
}

llvm::Value* Emitter::fromStorage(llvm::Value* v, llvm::Type* t) {
  return v->getType() == t ? v : b_.CreateBitCast(v, t);
}

// An element offset of a sub-byte pointer in bytes: offset * bits / 8, exact (ashr of a multiple of
// 8 / gcd(bits, 8) times bits / gcd).
llvm::Expected<llvm::Value*> Emitter::subByteOffset(const ir::Operation* op, unsigned bits, llvm::Value* offset) {
  if (auto* c = llvm::dyn_cast<llvm::ConstantInt>(offset); c && (c->getSExtValue() * int64_t(bits)) % 8 != 0)
    return error(op, "element offset " + std::to_string(c->getSExtValue()) + " of " + std::to_string(bits) +
                         "-bit elements is not on a byte boundary (bit " + std::to_string(c->getSExtValue() * bits) + ")");
  unsigned g = std::gcd(bits, 8u);
  llvm::Value* scaled = bits / g == 1 ? offset : b_.CreateMul(offset, llvm::ConstantInt::get(offset->getType(), bits / g));
  return b_.CreateAShr(scaled, llvm::ConstantInt::get(offset->getType(), std::countr_zero(8u / g)), "", /*isExact=*/true);
}

namespace {
// The swizzle a pointer type carries, if it is not the identity.
const Swizzle* pointerSwizzle(ir::Type pointerType) {
  auto* p = pointerType.dyn_cast<ir::PointerType>();
  return p && !(p->swizzle() == Swizzle()) ? &p->swizzle() : nullptr;
}
} // namespace

llvm::Value* Emitter::swizzledOffset(llvm::Value* x, ir::Type pointerType) {
  const Swizzle* sw = pointerSwizzle(pointerType);
  if (!sw) return x;
  llvm::Type* t = x->getType();
  llvm::Value* read = b_.CreateAnd(x, llvm::ConstantInt::get(t, uint64_t(sw->yyyMask())));
  llvm::Value* moved = sw->shift() >= 0 ? b_.CreateLShr(read, uint64_t(sw->shift())) : b_.CreateShl(read, uint64_t(-sw->shift()));
  return b_.CreateXor(x, moved);
}

llvm::Value* Emitter::swizzledPointer(llvm::Value* ptr, ir::Type pointerType) {
  if (!pointerSwizzle(pointerType)) return ptr;
  llvm::Type* intType = module_->getDataLayout().getIntPtrType(ptr->getType());
  return b_.CreateIntToPtr(swizzledOffset(b_.CreatePtrToInt(ptr, intType), pointerType), ptr->getType());
}

unsigned Emitter::alignmentOf(const ir::Operation* op, ir::Type pointerType, llvm::Type* accessType) {
  // The largest power of two dividing what is declared (an `alignment` of 12 promises 4 bytes); a
  // pointer's swizzle rewrites the address bits from its base M up, so at most 2^M survives.
  unsigned swizzleCap = 0;
  if (const Swizzle* sw = pointerSwizzle(pointerType)) swizzleCap = 1u << sw->base();
  auto capped = [&](unsigned a) { return swizzleCap ? std::min(a, swizzleCap) : a; };
  if (int64_t a = op->intAttr("alignment", 0); a > 0) return capped(unsigned(a & -a));
  if (auto* p = pointerType.dyn_cast<ir::PointerType>(); p && p->alignment() > 0) return capped(p->provenAlignment());
  // Without a known alignment, a vector access may only assume its element's.
  llvm::Type* element = accessType->getScalarType();
  return unsigned(module_->getDataLayout().getABITypeAlign(element).value());
}

llvm::Error Emitter::declareFunction(ir::Operation* func) {
  std::string name(func->symName());
  ir::Block* entry = func->region(0).front();
  if (!entry) return error(func, "function '" + name + "' has no body");
  bool kernel = func->is(OpCode::GpuFunc) && func->hasAttr("gpu.kernel");
  std::vector<llvm::Type*> paramTypes;
  std::vector<KernelParam> params;
  // Names and Fly types of the kernel ABI's pieces (expand-kernel-arguments records them).
  ir::Attribute argNames = func->attr("fly.arg_names"), argTypes = func->attr("fly.arg_types");
  auto nth = [&](ir::Attribute list, size_t i) -> ir::Attribute {
    if (!list || !list.is(ir::AttrKind::Array) || list.elements().size() != entry->numArguments()) return {};
    return list.elements()[i];
  };
  for (ir::BlockArgument* arg : entry->arguments()) {
    auto t = type(arg->type(), func);
    if (!t) return t.takeError();
    paramTypes.push_back(*t);
    KernelParam p;
    p.type = *t;
    ir::Attribute n = nth(argNames, arg->index()), ty = nth(argTypes, arg->index());
    p.name = n && n.is(ir::AttrKind::String) ? std::string(n.str()) : std::string(arg->sourceName());
    p.typeName = ty && ty.is(ir::AttrKind::TypeAttr) ? ty.type().str() : arg->type().str();
    p.noalias = func->hasAttr("fly.noalias");
    if (auto* fp = arg->type().dyn_cast<ir::PointerType>(); fp && fp->alignment() > 0) p.pointeeAlign = fp->provenAlignment();
    params.push_back(p);
  }
  if (kernel) {
    // FlyDSL's ABI (docs/abi.md): each tensor's leaf pieces travel as one by-value packed struct.
    if (ir::Attribute bits = func->attr("fly.arg_leaf_bits")) {
      std::vector<int64_t> widths;
      if (bits.is(ir::AttrKind::Array))
        for (ir::Attribute w : bits.elements()) widths.push_back(w.intValue());
      if (widths.size() != params.size())
        return error(func, "fly.arg_leaf_bits must give one width per kernel argument piece (" +
                               std::to_string(params.size()) + ")");
      std::vector<std::pair<unsigned, int>> map;
      params = packLeafArguments(context_, params, widths, map);
      auto& m = packedArgs_[name];
      for (auto [param, field] : map) m.push_back({param, field});
    }
    KernelAttributes attributes;
    ir::Attribute known = func->attr("known_block_size");
    if (!known) known = func->attr("gpu.known_block_size");
    if (known && known.is(ir::AttrKind::DenseArray) && known.denseArray().size() == 3) {
      auto dims = known.denseArray();
      attributes.knownBlockSize = std::array<unsigned, 3>{unsigned(dims[0]), unsigned(dims[1]), unsigned(dims[2])};
    }
    if (int64_t w = func->intAttr("rocdl.waves_per_eu", 0); w > 0) attributes.wavesPerEU = unsigned(w);
    if (options_.wavesPerEU) attributes.wavesPerEU = options_.wavesPerEU;
    if (attributes.wavesPerEU && *attributes.wavesPerEU > unsigned(options_.arch->maxWavesPerSimd))
      return error(func, "waves per EU " + std::to_string(*attributes.wavesPerEU) +
                             (options_.wavesPerEU ? " (compile option)" : " (rocdl.waves_per_eu)") + " is more than the " +
                             std::to_string(options_.arch->maxWavesPerSimd) + " wave slots of a " +
                             std::string(options_.arch->name) + " SIMD");
    // The compile option replaces the kernel's attribute. LLVM silently ignores a budget beyond
    // what one wave may use: say so instead.
    int64_t maxnreg = options_.maxnreg ? int64_t(*options_.maxnreg) : func->intAttr("rocdl.maxnreg", 0);
    if (maxnreg != 0) {
      if (maxnreg < 1 || maxnreg > options_.arch->maxVgprsPerWave())
        return error(func, "maxnreg " + std::to_string(maxnreg) + (options_.maxnreg ? " (compile option)" : "") +
                               " is outside 1.." + std::to_string(options_.arch->maxVgprsPerWave()) +
                               ", the VGPRs one " + std::string(options_.arch->name) + " wave may use");
      attributes.maxVgprs = unsigned(maxnreg);
    }
    llvm::Function* f = amd_.createKernel(name, params, attributes);
    if (maxnreg != 0) {
      // Where the budget came from, for the backend's "ran out of registers" (Backend.cpp).
      std::string where = func->emitError("").render(func->context());
      where = where.substr(0, where.find(": error:"));
      std::string what = "maxnreg " + std::to_string(maxnreg) + (options_.maxnreg ? " (compile option)" : " (rocdl.maxnreg)");
      llvm::LLVMContext& c = f->getContext();
      f->setMetadata("fly.register_budget",
                     llvm::MDNode::get(c, {llvm::MDString::get(c, where), llvm::MDString::get(c, what)}));
    }
    functions_[name] = f;
    return llvm::Error::success();
  }
  ir::Attribute results = func->attr("res_types");
  llvm::Type* returnType = b_.getVoidTy();
  if (results && results.is(ir::AttrKind::Array) && !results.elements().empty()) {
    // Several results (a tensor's pieces, say) are returned as one literal struct.
    std::vector<llvm::Type*> fields;
    for (ir::Attribute r : results.elements()) {
      auto t = type(r.type(), func);
      if (!t) return t.takeError();
      fields.push_back(*t);
    }
    returnType = fields.size() == 1 ? fields[0] : llvm::StructType::get(context_, fields);
  }
  auto* fnType = llvm::FunctionType::get(returnType, paramTypes, false);
  auto* f = llvm::Function::Create(fnType, llvm::GlobalValue::InternalLinkage, name, *module_);
  llvm::BasicBlock::Create(context_, "entry", f);
  functions_[name] = f;
  return llvm::Error::success();
}

llvm::Error Emitter::emitFunction(ir::Operation* func) {
  current_ = functions_.at(std::string(func->symName()));
  b_.SetInsertPoint(&current_->getEntryBlock(), current_->getEntryBlock().begin());
  if (lines_) {
    lines_->beginFunction(*current_, *func);
    b_.SetCurrentDebugLocation(lines_->locationOf(*func));
  }
  ir::Block* entry = func->region(0).front();
  if (auto packed = packedArgs_.find(std::string(func->symName())); packed != packedArgs_.end()) {
    // FlyDSL's ABI: a leaf is its field of the tensor's struct, at the declared width; Fly computes
    // with i32 leaves (docs/abi.md), so a 64-bit one is truncated.
    for (unsigned i = 0; i < entry->numArguments(); ++i) {
      auto [param, field] = packed->second[i];
      llvm::Value* v = current_->getArg(param);
      if (field >= 0) {
        v = b_.CreateExtractValue(v, {unsigned(field)});
        auto leafType = type(entry->argument(i)->type(), func);
        if (!leafType) return leafType.takeError();
        v = b_.CreateSExtOrTrunc(v, *leafType);
      }
      set(entry->argument(i), v);
    }
  } else {
    for (unsigned i = 0; i < entry->numArguments(); ++i) set(entry->argument(i), current_->getArg(i));
  }
  lds_ = LdsPlan();
  ldsBuffer_ = nullptr;
  auto plan = planLds(func, *options_.arch);
  if (!plan) return plan.takeError();
  lds_ = std::move(*plan);
  if (!lds_.allocations.empty())
    ldsBuffer_ = amd_.staticLds(std::string(func->symName()) + ".lds",
                                llvm::ArrayType::get(b_.getInt8Ty(), lds_.totalBytes), unsigned(lds_.align));
  if (entry->nextBlock()) return emitCfgBlocks(func->region(0));
  return emitBlock(entry);
}

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

llvm::Error Emitter::emitLlvm(ir::Operation* op) {
  auto alignment = [&]() -> llvm::MaybeAlign {
    ir::Attribute a = op->attr("alignment");
    if (a && a.is(ir::AttrKind::Integer) && a.intValue() > 0 && (a.intValue() & (a.intValue() - 1)) == 0)
      return llvm::Align(uint64_t(a.intValue()));
    return std::nullopt;
  };
  switch (op->code()) {
  case OpCode::LlvmGetElementPtr: {
    auto elem = type(op->attr("elem_type").type(), op);
    if (!elem) return elem.takeError();
    std::vector<llvm::Value*> indices;
    unsigned dynamic = 1;
    for (int64_t raw : op->attr("rawConstantIndices").denseArray())
      indices.push_back(raw == INT32_MIN ? get(op->operand(dynamic++)) : b_.getInt32(uint32_t(raw)));
    llvm::Value* base = get(op->operand(0));
    set(op->result(0), op->hasAttr("inbounds") ? b_.CreateInBoundsGEP(*elem, base, indices)
                                               : b_.CreateGEP(*elem, base, indices));
    return llvm::Error::success();
  }
  case OpCode::LlvmLoad: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    llvm::LoadInst* load = b_.CreateAlignedLoad(*t, get(op->operand(0)), alignment(), op->hasAttr("volatile_"));
    set(op->result(0), load);
    return llvm::Error::success();
  }
  case OpCode::LlvmStore:
    b_.CreateAlignedStore(get(op->operand(0)), get(op->operand(1)), alignment(), op->hasAttr("volatile_"));
    return llvm::Error::success();
  case OpCode::LlvmAlloca: {
    auto elem = type(op->attr("elem_type").type(), op);
    if (!elem) return elem.takeError();
    auto* count = llvm::dyn_cast<llvm::ConstantInt>(get(op->operand(0)));
    if (!count) return error(op, "llvm.alloca with a count that is not a constant is not supported");
    // Private memory is allocated once, in the entry block (a static frame object).
    llvm::BasicBlock& entry = current_->getEntryBlock();
    llvm::IRBuilder<> at(&entry, entry.getFirstInsertionPt());
    unsigned as = op->result(0)->type().cast<ir::LLVMPointerType>().addressSpace();
    llvm::AllocaInst* a = at.CreateAlloca(*elem, as, count);
    if (llvm::MaybeAlign al = alignment()) a->setAlignment(*al);
    set(op->result(0), a);
    return llvm::Error::success();
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

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

llvm::Error Emitter::emitGpu(ir::Operation* op) {
  auto dim = [&]() -> int {
    std::string_view d = op->strAttr("dimension");
    return d == "y" ? 1 : d == "z" ? 2 : 0;
  };
  auto asIndex = [&](llvm::Value* v) { return b_.CreateZExt(v, b_.getInt64Ty()); };
  switch (op->code()) {
  case OpCode::GpuThreadId: set(op->result(0), asIndex(amd_.threadId(dim()))); break;
  case OpCode::GpuBlockId: set(op->result(0), asIndex(amd_.blockId(dim()))); break;
  case OpCode::GpuBlockDim: set(op->result(0), asIndex(amd_.blockDim(dim()))); break;
  case OpCode::GpuGridDim: set(op->result(0), asIndex(amd_.gridDim(dim()))); break;
  case OpCode::GpuLaneId: set(op->result(0), asIndex(amd_.laneId())); break;
  case OpCode::GpuBarrier: amd_.barrier(); break;
  case OpCode::GpuShuffle: {
    std::string_view mode = op->strAttr("mode");
    ShuffleMode m = mode == "xor" ? ShuffleMode::Xor : mode == "up" ? ShuffleMode::Up
                  : mode == "down" ? ShuffleMode::Down : ShuffleMode::Idx;
    auto r = amd_.shuffle(m, get(op->operand(0)), get(op->operand(1)), get(op->operand(2)));
    if (!r) return error(op, std::string(op->name()) + ": " + llvm::toString(r.takeError()));
    set(op->result(0), r->first);
    set(op->result(1), r->second);
    break;
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
  return llvm::Error::success();
}

llvm::Error Emitter::emitVector(ir::Operation* op) {
  switch (op->code()) {
  case OpCode::VectorExtract:
  case OpCode::VectorInsert: {
    bool insert = op->is(OpCode::VectorInsert);
    llvm::Value* vector = get(op->operand(insert ? 1 : 0));
    ir::Type vectorIrType = op->operand(insert ? 1 : 0)->type();
    const auto& shape = vectorIrType.cast<ir::VectorType>().shape();
    auto positions = op->attr("static_position").denseArray();
    unsigned nextDynamic = insert ? 2 : 1;
    // Linearize the position over the (flattened) shape; a partial position addresses a
    // sub-vector, which only 1-D results of full rows are allowed to do.
    llvm::Value* linear = b_.getInt64(0);
    int64_t stride = 1;
    for (size_t d = shape.size(); d-- > 0;) {
      if (d < positions.size()) {
        llvm::Value* p = positions[d] == kDynamicPosition
                             ? toIndexWidth(get(op->operand(nextDynamic + unsigned(std::count(positions.begin(), positions.begin() + d, kDynamicPosition)))))
                             : b_.getInt64(positions[d]);
        linear = b_.CreateAdd(linear, b_.CreateMul(p, b_.getInt64(stride)));
      }
      stride *= shape[d];
    }
    if (positions.size() != shape.size()) {
      // Sub-vector: positions cover the leading dims; the rest is a contiguous run.
      int64_t run = 1;
      for (size_t d = positions.size(); d < shape.size(); ++d) run *= shape[d];
      auto* constant = llvm::dyn_cast<llvm::ConstantInt>(linear);
      if (!constant) return error(op, "dynamic sub-vector positions are not supported");
      int64_t start = constant->getSExtValue();
      if (!insert) {
        std::vector<int> mask;
        for (int64_t i = 0; i < run; ++i) mask.push_back(int(start + i));
        set(op->result(0), b_.CreateShuffleVector(vector, mask));
      } else {
        llvm::Value* part = get(op->operand(0));
        llvm::Value* result = vector;
        for (int64_t i = 0; i < run; ++i)
          result = b_.CreateInsertElement(result, b_.CreateExtractElement(part, uint64_t(i)), uint64_t(start + i));
        set(op->result(0), result);
      }
      return llvm::Error::success();
    }
    if (insert) set(op->result(0), b_.CreateInsertElement(vector, get(op->operand(0)), linear));
    else set(op->result(0), b_.CreateExtractElement(vector, linear));
    return llvm::Error::success();
  }
  case OpCode::VectorFromElements: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    llvm::Value* v = llvm::PoisonValue::get(*t);
    for (unsigned i = 0; i < op->numOperands(); ++i) v = b_.CreateInsertElement(v, get(op->operand(i)), uint64_t(i));
    set(op->result(0), v);
    return llvm::Error::success();
  }
  case OpCode::VectorShuffle: {
    std::vector<int> mask;
    for (int64_t m : op->attr("mask").denseArray()) mask.push_back(int(m));
    set(op->result(0), b_.CreateShuffleVector(get(op->operand(0)), get(op->operand(1)), mask));
    return llvm::Error::success();
  }
  case OpCode::VectorReduction: {
    std::string_view kind = op->strAttr("kind");
    llvm::Value* v = get(op->operand(0));
    llvm::Value* acc = op->numOperands() > 1 ? get(op->operand(1)) : nullptr;
    llvm::Type* element = v->getType()->getScalarType();
    bool isFloat = element->isFloatingPointTy();
    llvm::Value* r = nullptr;
    if (kind == "add") r = isFloat ? b_.CreateFAddReduce(acc ? acc : llvm::ConstantFP::getNegativeZero(element), v) : b_.CreateAddReduce(v);
    else if (kind == "mul") r = isFloat ? b_.CreateFMulReduce(acc ? acc : llvm::ConstantFP::get(element, 1.0), v) : b_.CreateMulReduce(v);
    else if (kind == "and") r = b_.CreateAndReduce(v);
    else if (kind == "or") r = b_.CreateOrReduce(v);
    else if (kind == "xor") r = b_.CreateXorReduce(v);
    else if (kind == "minsi") r = b_.CreateIntMinReduce(v, true);
    else if (kind == "maxsi") r = b_.CreateIntMaxReduce(v, true);
    else if (kind == "minui") r = b_.CreateIntMinReduce(v, false);
    else if (kind == "maxui") r = b_.CreateIntMaxReduce(v, false);
    else if (kind == "minnumf" || kind == "minf") r = b_.CreateFPMinReduce(v);
    else if (kind == "maxnumf" || kind == "maxf") r = b_.CreateFPMaxReduce(v);
    else if (kind == "minimumf") r = b_.CreateFPMinimumReduce(v);
    else if (kind == "maximumf") r = b_.CreateFPMaximumReduce(v);
    else return error(op, "unknown vector.reduction kind '" + std::string(kind) + "'");
    // The accumulator of add/mul floats is folded in above; for the others combine it now.
    if (acc && !(isFloat && (kind == "add" || kind == "mul"))) {
      if (kind == "add") r = b_.CreateAdd(r, acc);
      else if (kind == "mul") r = b_.CreateMul(r, acc);
      else if (kind == "and") r = b_.CreateAnd(r, acc);
      else if (kind == "or") r = b_.CreateOr(r, acc);
      else if (kind == "xor") r = b_.CreateXor(r, acc);
      else if (kind == "minsi") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::smin, r, acc);
      else if (kind == "maxsi") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::smax, r, acc);
      else if (kind == "minui") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, r, acc);
      else if (kind == "maxui") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::umax, r, acc);
      else if (kind == "minnumf" || kind == "minf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, r, acc);
      else if (kind == "maxnumf" || kind == "maxf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, r, acc);
      else if (kind == "minimumf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::minimum, r, acc);
      else if (kind == "maximumf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::maximum, r, acc);
    }
    set(op->result(0), r);
    return llvm::Error::success();
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

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

// fly.print(%a, %b) {format = "a = {}, b = {}"}: each `{}` takes the next value, printed as its
// type prints (%d / %ld for integers, %g for floats); a format without `{}` is a C printf format
// used as is; no format prints the values separated by spaces. A newline ends the line.
llvm::Error Emitter::emitPrint(ir::Operation* op) {
  std::string_view format = op->strAttr("format");
  bool braces = !op->hasAttr("format") || format.find("{}") != std::string_view::npos;
  std::string text;
  if (!op->hasAttr("format"))
    for (unsigned i = 0; i < op->numOperands(); ++i) text += i ? " {}" : "{}";
  else
    text = format;
  std::string out;
  std::vector<llvm::Value*> args;
  unsigned next = 0, placeholders = 0;
  auto take = [&](std::string& spec) -> llvm::Error {
    if (next >= op->numOperands()) return llvm::Error::success(); // counted, reported below
    ir::Value* value = op->operand(next++);
    ir::Type t = value->type();
    llvm::Value* v = get(value);
    if (t.isIntOrIndex()) {
      unsigned width = t.isIndex() ? 64 : t.bitWidth();
      if (width > 64) return error(op, "fly.print: integers wider than 64 bits are not supported");
      if (width <= 32) v = width == 1 ? b_.CreateZExt(v, b_.getInt32Ty()) : b_.CreateSExtOrTrunc(v, b_.getInt32Ty());
      else v = b_.CreateSExtOrTrunc(v, b_.getInt64Ty());
      if (spec.empty()) spec = width <= 32 ? "%d" : "%ld";
    } else if (t.isFloat()) {
      v = b_.CreateFPExt(v, b_.getDoubleTy()); // C's promotion of variadic floats
      if (spec.empty()) spec = "%g";
    } else {
      return error(op, "fly.print: value " + std::to_string(next - 1) + " is not an integer or float scalar");
    }
    args.push_back(v);
    return llvm::Error::success();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    if (braces) {
      if (text.compare(i, 2, "{}") == 0) {
        std::string spec;
        ++placeholders;
        if (llvm::Error e = take(spec)) return e;
        out += spec;
        ++i;
      } else if (text[i] == '%') {
        out += "%%";
      } else {
        out += text[i];
      }
      continue;
    }
    out += text[i];
    if (text[i] != '%') continue;
    if (i + 1 < text.size() && text[i + 1] == '%') {
      out += text[++i];
      continue;
    }
    // A C conversion: flags, width, precision, length, then the conversion letter.
    size_t end = text.find_first_of("diouxXeEfFgGaAcs", i + 1);
    if (end == std::string::npos) return error(op, "fly.print: incomplete conversion in the format");
    if (text[end] == 's') return error(op, "fly.print: %s is not supported (values are numbers)");
    out.append(text, i + 1, end - i);
    ++placeholders;
    std::string spec = "x";
    if (llvm::Error e = take(spec)) return e;
    i = end;
  }
  if (placeholders != op->numOperands())
    return error(op, "fly.print: the format has " + std::to_string(placeholders) + " placeholder" +
                         (placeholders == 1 ? "" : "s") + " but " + std::to_string(op->numOperands()) +
                         " value" + (op->numOperands() == 1 ? " is" : "s are") + " given");
  amd_.printf(out + "\n", args);
  return llvm::Error::success();
}

llvm::Error Emitter::emitOneInstruction(ir::Operation* op, const std::string& name, const InstructionBuilder& build) {
  llvm::Type* rt = nullptr;
  // MLIR prints an llvm.inline_asm without a result as one of type !llvm.void (`%0 = llvm.inline_asm
  // has_side_effects "s_nop 7", "" : () -> !llvm.void`): no value.
  bool voidResult = op->numResults() == 1 && op->result(0)->type().str() == "!llvm.void";
  if (voidResult && op->result(0)->use_begin() != op->result(0)->use_end()) return error(op, "a !llvm.void result has no value to use");
  if (op->numResults() == 1 && !voidResult) {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    rt = *t;
  }
  std::vector<llvm::Value*> args;
  for (unsigned i = 0; i < op->numOperands(); ++i) args.push_back(get(op->operand(i)));
  llvm::Expected<llvm::Value*> r = build(args, rt);
  if (!r) return error(op, name + ": " + llvm::toString(r.takeError()));
  if (rt) set(op->result(0), *r);
  return llvm::Error::success();
}

llvm::Error Emitter::emitOp(ir::Operation* op) {
  if (lines_) b_.SetCurrentDebugLocation(lines_->locationOf(*op));
  switch (op->code()) {
  case OpCode::ArithConstant: return emitConstant(op);
  case OpCode::ScfFor: return emitFor(op);
  case OpCode::ScfIf: return emitIf(op);
  case OpCode::ScfWhile: return emitWhile(op);
  case OpCode::ScfCondition: return error(op, "scf.condition outside scf.while");
  case OpCode::ScfYield: return error(op, "scf.yield outside scf.for/scf.if");
  case OpCode::CfBr:
  case OpCode::CfCondBr: return emitBranch(op);
  case OpCode::FlyPrint: return emitPrint(op);
  case OpCode::GpuReturn:
  case OpCode::FuncReturn:
    if (op->numOperands() == 0) b_.CreateRetVoid();
    else if (op->numOperands() == 1) b_.CreateRet(get(op->operand(0)));
    else {
      llvm::Value* all = llvm::UndefValue::get(current_->getReturnType());
      for (unsigned i = 0; i < op->numOperands(); ++i) all = b_.CreateInsertValue(all, get(op->operand(i)), {i});
      b_.CreateRet(all);
    }
    // Anything after a return in the same block is unreachable; keep the builder valid.
    b_.SetInsertPoint(llvm::BasicBlock::Create(context_, "after.return", current_));
    return llvm::Error::success();
  case OpCode::FuncCall: {
    std::string callee(op->strAttr("callee"));
    auto it = functions_.find(callee);
    if (it == functions_.end()) {
      ir::Operation* fn = ir::lookupCallee(op);
      if (fn && ir::isFunctionDeclaration(fn))
        return error(op, "calls '@" + callee + "', which is only declared: Fly compiles one module and links no "
                         "other code into the code object (define '@" + callee + "' in it)");
      return error(op, "call to unknown function '@" + callee + "'");
    }
    std::vector<llvm::Value*> args;
    for (unsigned i = 0; i < op->numOperands(); ++i) args.push_back(get(op->operand(i)));
    if (it->second->getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL)
      return error(op, "a kernel cannot be called from device code");
    llvm::Value* r = b_.CreateCall(it->second, args);
    if (op->numResults() == 1) set(op->result(0), r);
    for (unsigned i = 0; op->numResults() > 1 && i < op->numResults(); ++i)
      set(op->result(i), b_.CreateExtractValue(r, {i}));
    return llvm::Error::success();
  }
  case OpCode::ArithExtSI: case OpCode::ArithExtUI: case OpCode::ArithTruncI: case OpCode::ArithSIToFP:
  case OpCode::ArithUIToFP: case OpCode::ArithFPToSI: case OpCode::ArithFPToUI: case OpCode::ArithExtF:
  case OpCode::ArithTruncF: case OpCode::ArithBitcast: case OpCode::ArithIndexCast: case OpCode::ArithIndexCastUI:
  case OpCode::VectorBroadcast: case OpCode::VectorBitcast: case OpCode::VectorExtractStridedSlice:
  case OpCode::LlvmPtrToInt: case OpCode::LlvmIntToPtr: case OpCode::LlvmAddrSpaceCast: case OpCode::LlvmBitcast:
    return emitCast(op);
  case OpCode::LlvmGetElementPtr: case OpCode::LlvmLoad: case OpCode::LlvmStore: case OpCode::LlvmAlloca:
    return emitLlvm(op);
  case OpCode::MemRefGetGlobal: case OpCode::MemRefView: case OpCode::MemRefLoad: case OpCode::MemRefStore:
  case OpCode::MemRefAlloca: case OpCode::MemRefExtractAlignedPointerAsIndex: case OpCode::VectorLoad:
  case OpCode::VectorStore:
    return emitMemRefDialect(op);
  case OpCode::FlyRocdlGetBufferRsrc: return emitMemory(op); // fly_rocdl.*: not caught by the "fly." prefix
  case OpCode::LlvmInlineAsm: case OpCode::LlvmCallIntrinsic: case OpCode::LlvmAtomicRmw:
  case OpCode::LlvmExtractValue: case OpCode::LlvmInsertValue: case OpCode::LlvmUndef: case OpCode::LlvmPoison:
  case OpCode::LlvmZero: case OpCode::LlvmIntrExpect:
    return emitOneInstruction(op, std::string(op->name()), [&](std::span<llvm::Value* const> args, llvm::Type* rt) {
      return emitLlvmDialectOp(b_, op, args, rt);
    });
  case OpCode::RocdlPermlane16Swap: case OpCode::RocdlPermlane32Swap: case OpCode::RocdlSBarrierSignal:
  case OpCode::RocdlSBarrierWait: case OpCode::RocdlRawPtrBufferLoadLds: case OpCode::RocdlCvtScalef32:
    return emitRocdlIntrinsic(op);
  case OpCode::GpuThreadId: case OpCode::GpuBlockId: case OpCode::GpuBlockDim: case OpCode::GpuGridDim:
  case OpCode::GpuLaneId: case OpCode::GpuBarrier: case OpCode::GpuShuffle:
    return emitGpu(op);
  case OpCode::VectorExtract: case OpCode::VectorInsert: case OpCode::VectorFromElements:
  case OpCode::VectorShuffle: case OpCode::VectorReduction:
    return emitVector(op);
  default: break;
  }
  std::string_view name = op->name();
  if (name.rfind("arith.", 0) == 0 || name.rfind("math.", 0) == 0 || op->is(OpCode::VectorFma)) return emitArith(op);
  if (name.rfind("rocdl.", 0) == 0) return emitRocdl(op);
  if (name.rfind("fly.", 0) == 0) return emitMemory(op);
  return error(op, "'" + std::string(name) + "' is not supported by code generation");
}

llvm::Expected<std::unique_ptr<llvm::Module>> Emitter::run(ir::Operation* root) {
  std::vector<ir::Operation*> functions;
  // Device code only: a declaration has nothing to compile (a call of it is refused), and the
  // functions of a module holding gpu.modules (`gpu.container_module`) outside them are host code
  // (they launch kernels with gpu.launch_func): kept in the IR, not compiled.
  root->walk([&](ir::Operation* op) {
    if (!(op->is(OpCode::GpuFunc) || op->is(OpCode::FuncFunc)) || ir::isFunctionDeclaration(op)) return;
    ir::Operation* parent = op->parentOp();
    if (parent && parent->is(OpCode::Module) && parent->hasAttr("gpu.container_module")) return;
    functions.push_back(op);
  }, ir::WalkOrder::PreOrder);
  if (functions.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no gpu.func or func.func to compile");
  if (options_.debugInfo) lines_.emplace(*module_, root->context(), root->loc().fileId);
  std::vector<ir::Operation*> globals;
  root->walk([&](ir::Operation* op) {
    if (op->is(OpCode::MemRefGlobal)) globals.push_back(op);
  }, ir::WalkOrder::PreOrder);
  for (ir::Operation* g : globals)
    if (llvm::Error e = declareMemRefGlobal(g)) return e;
  for (ir::Operation* f : functions)
    if (llvm::Error e = declareFunction(f)) return e;
  for (ir::Operation* f : functions) {
    if (llvm::Error e = emitFunction(f)) return e;
    // A body that falls off its end (no return) still needs a terminator.
    if (!b_.GetInsertBlock()->getTerminator()) {
      if (current_->getReturnType()->isVoidTy()) b_.CreateRetVoid();
      else b_.CreateUnreachable();
    }
  }
  // Drop the empty blocks left after returns.
  for (llvm::Function& f : *module_)
    for (llvm::BasicBlock& bb : llvm::make_early_inc_range(f))
      if (bb.empty() && &bb != &f.getEntryBlock() && llvm::pred_empty(&bb)) bb.eraseFromParent();
      else if (!bb.getTerminator()) {
        llvm::IRBuilder<> tail(&bb);
        tail.CreateUnreachable();
      }
  amd_.finishModule();
  if (lines_) lines_->finish();
  return std::move(module_);
}

} // namespace detail

llvm::Expected<std::unique_ptr<llvm::Module>> emitLLVMModule(ir::Operation* root, llvm::LLVMContext& context,
                                                             const EmitOptions& options) {
  if (!options.arch)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target arch given (supported: " + target::supportedArchList() + ")");
  // The data layout decides ABI alignments of loads/stores: take it from the target machine.
  auto tm = sharedTargetMachine(BackendOptions{options.arch, 3});
  if (!tm) return tm.takeError();
  detail::Emitter emitter(context, options, **tm);
  return emitter.run(root);
}

} // namespace fly::codegen
