#include "fly/codegen/AMDGPUEmitter.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

#include <map>

namespace fly::codegen {
namespace {

llvm::Error makeError(const llvm::Twine& message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

// Offsets into the hidden (implicit) kernel arguments of code object v5 (AMDGPUUsage,
// "Code Object V5 Metadata": hidden_block_count_x/y/z at 0/4/8, hidden_group_size_x/y/z at
// 12/14/16, each group size 2 bytes).
constexpr unsigned kHiddenBlockCount = 0;
constexpr unsigned kHiddenGroupSize = 12;
constexpr unsigned kHiddenPrintfBuffer = 72; // code object v5
// The printf buffer starts with two dwords: bytes used so far (after the header), buffer size.
constexpr unsigned kPrintfHeaderBytes = 8;

} // namespace

AMDGPUEmitter::AMDGPUEmitter(llvm::IRBuilder<>& builder, llvm::Module& module, const target::Arch& arch)
    : b_(builder), module_(module), arch_(arch) {}

llvm::Value* AMDGPUEmitter::intrinsic(llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> types,
                                      llvm::ArrayRef<llvm::Value*> args) {
  return b_.CreateCall(llvm::Intrinsic::getOrInsertDeclaration(&module_, id, types), args);
}

llvm::Function* AMDGPUEmitter::createKernel(llvm::StringRef name, const std::vector<KernelParam>& params,
                                            const KernelAttributes& attributes) {
  llvm::LLVMContext& context = module_.getContext();
  std::vector<llvm::Type*> types;
  for (const KernelParam& p : params) types.push_back(p.type);
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), types, false);
  kernel_ = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
  kernel_->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  knownBlockSize_ = attributes.knownBlockSize;

  unsigned maxFlat = attributes.maxFlatBlockSize;
  unsigned minFlat = 1;
  if (knownBlockSize_) {
    maxFlat = minFlat = (*knownBlockSize_)[0] * (*knownBlockSize_)[1] * (*knownBlockSize_)[2];
    llvm::Metadata* dims[3];
    for (int d = 0; d < 3; ++d)
      dims[d] = llvm::ConstantAsMetadata::get(b_.getInt32((*knownBlockSize_)[d]));
    kernel_->setMetadata("reqd_work_group_size", llvm::MDNode::get(context, dims));
  }
  kernel_->addFnAttr("amdgpu-flat-work-group-size", std::to_string(minFlat) + "," + std::to_string(maxFlat));
  if (attributes.wavesPerEU) kernel_->addFnAttr("amdgpu-waves-per-eu", std::to_string(*attributes.wavesPerEU));
  if (attributes.maxVgprs) kernel_->addFnAttr("amdgpu-num-vgpr", std::to_string(*attributes.maxVgprs));
  if (attributes.uniformWorkGroupSize) kernel_->addFnAttr("uniform-work-group-size", "true");

  for (unsigned i = 0; i < params.size(); ++i) {
    const KernelParam& p = params[i];
    llvm::Argument* arg = kernel_->getArg(i);
    if (!p.name.empty()) arg->setName(p.name);
    arg->addAttr(llvm::Attribute::NoUndef);
    if (!p.type->isPointerTy()) continue;
    if (p.noalias) arg->addAttr(llvm::Attribute::NoAlias);
    if (p.readonly) arg->addAttr(llvm::Attribute::ReadOnly);
    if (p.pointeeAlign && *p.pointeeAlign > 1)
      arg->addAttr(llvm::Attribute::getWithAlignment(context, llvm::Align(*p.pointeeAlign)));
  }
  // `.type_name` in the code object's metadata comes from OpenCL's kernel_arg_type.
  bool anyTypeName = false;
  for (const KernelParam& p : params) anyTypeName |= !p.typeName.empty();
  if (anyTypeName) {
    std::vector<llvm::Metadata*> typeNames;
    for (const KernelParam& p : params) typeNames.push_back(llvm::MDString::get(context, p.typeName));
    kernel_->setMetadata("kernel_arg_type", llvm::MDNode::get(context, typeNames));
  }
  b_.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", kernel_));
  return kernel_;
}

llvm::Value* AMDGPUEmitter::threadId(int dim) {
  static const llvm::Intrinsic::ID ids[] = {llvm::Intrinsic::amdgcn_workitem_id_x,
                                            llvm::Intrinsic::amdgcn_workitem_id_y,
                                            llvm::Intrinsic::amdgcn_workitem_id_z};
  return intrinsic(ids[dim], {}, {});
}

llvm::Value* AMDGPUEmitter::blockId(int dim) {
  static const llvm::Intrinsic::ID ids[] = {llvm::Intrinsic::amdgcn_workgroup_id_x,
                                            llvm::Intrinsic::amdgcn_workgroup_id_y,
                                            llvm::Intrinsic::amdgcn_workgroup_id_z};
  return intrinsic(ids[dim], {}, {});
}

llvm::Value* AMDGPUEmitter::implicitArgU32(unsigned offset, unsigned bytes) {
  llvm::Value* base = intrinsic(llvm::Intrinsic::amdgcn_implicitarg_ptr, {}, {});
  llvm::Value* address = b_.CreateConstInBoundsGEP1_32(b_.getInt8Ty(), base, offset);
  llvm::Type* type = b_.getIntNTy(bytes * 8);
  auto* value = b_.CreateAlignedLoad(type, address, llvm::Align(bytes));
  value->setMetadata(llvm::LLVMContext::MD_invariant_load, llvm::MDNode::get(module_.getContext(), {}));
  return bytes == 4 ? static_cast<llvm::Value*>(value) : b_.CreateZExt(value, b_.getInt32Ty());
}

llvm::Function* AMDGPUEmitter::printfAlloc() {
  // LLVM's printf lowering (AMDGPUPrintfRuntimeBinding) turns each printf call into a call of
  // __printf_alloc(bytes) and stores the format id and the arguments where it points. Fly
  // defines it (ROCm's device library is not linked): a slot in the buffer the hidden
  // printf-buffer argument points to, or null when the buffer is absent or full.
  if (llvm::Function* existing = module_.getFunction("__printf_alloc")) return existing;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* global = llvm::PointerType::get(context, 1);
  auto* type = llvm::FunctionType::get(global, {b_.getInt32Ty()}, false);
  // weak_odr: kept until LLVM's printf lowering (which may run late) has called it.
  auto* f = llvm::Function::Create(type, llvm::GlobalValue::WeakODRLinkage, "__printf_alloc", module_);
  f->setVisibility(llvm::GlobalValue::HiddenVisibility);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", f));
  auto* full = llvm::BasicBlock::Create(context, "none", f);
  auto* check = llvm::BasicBlock::Create(context, "allocate", f);
  auto* fits = llvm::BasicBlock::Create(context, "fits", f);
  llvm::Value* implicitArgs = b.CreateCall(
      llvm::Intrinsic::getOrInsertDeclaration(&module_, llvm::Intrinsic::amdgcn_implicitarg_ptr), {});
  llvm::Value* slot = b.CreateConstInBoundsGEP1_32(b.getInt8Ty(), implicitArgs, kHiddenPrintfBuffer);
  llvm::Value* buffer = b.CreateAlignedLoad(global, slot, llvm::Align(8));
  b.CreateCondBr(b.CreateIsNull(buffer), full, check);
  b.SetInsertPoint(check);
  llvm::Value* bytes = f->getArg(0);
  llvm::Value* sizeSlot = b.CreateConstInBoundsGEP1_32(b.getInt8Ty(), buffer, 4);
  llvm::Value* size = b.CreateAlignedLoad(b.getInt32Ty(), sizeSlot, llvm::Align(4));
  llvm::Value* used = b.CreateAtomicRMW(llvm::AtomicRMWInst::Add, buffer, bytes, llvm::Align(4),
                                        llvm::AtomicOrdering::Monotonic,
                                        context.getOrInsertSyncScopeID("agent"));
  llvm::Value* end = b.CreateAdd(b.CreateAdd(b.CreateZExt(used, b.getInt64Ty()), b.CreateZExt(bytes, b.getInt64Ty())),
                                 b.getInt64(kPrintfHeaderBytes));
  b.CreateCondBr(b.CreateICmpUGT(end, b.CreateZExt(size, b.getInt64Ty())), full, fits);
  b.SetInsertPoint(fits);
  llvm::Value* offset = b.CreateAdd(b.CreateZExt(used, b.getInt64Ty()), b.getInt64(kPrintfHeaderBytes));
  b.CreateRet(b.CreateInBoundsGEP(b.getInt8Ty(), buffer, offset));
  b.SetInsertPoint(full);
  b.CreateRet(llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(global)));
  return f;
}

void AMDGPUEmitter::printf(llvm::StringRef format, llvm::ArrayRef<llvm::Value*> args) {
  printfAlloc();
  llvm::LLVMContext& context = module_.getContext();
  llvm::Constant* text = llvm::ConstantDataArray::getString(context, format);
  auto* string = new llvm::GlobalVariable(module_, text->getType(), /*isConstant=*/true,
                                          llvm::GlobalValue::PrivateLinkage, text, ".fly.printf.format", nullptr,
                                          llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
  string->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  string->setAlignment(llvm::Align(1));
  auto* type = llvm::FunctionType::get(b_.getInt32Ty(), {llvm::PointerType::get(context, 4)}, /*isVarArg=*/true);
  llvm::FunctionCallee callee = module_.getOrInsertFunction("printf", type);
  std::vector<llvm::Value*> operands{string};
  operands.insert(operands.end(), args.begin(), args.end());
  b_.CreateCall(callee, operands);
}

void AMDGPUEmitter::finishModule() {
  // Conservative across calls: any use of the intrinsic in the module keeps every kernel's
  // hidden arguments (Fly's device functions are internal and may be called from any kernel).
  llvm::Function* implicitArgs =
      llvm::Intrinsic::getDeclarationIfExists(&module_, llvm::Intrinsic::amdgcn_implicitarg_ptr);
  if (implicitArgs && !implicitArgs->use_empty()) return;
  for (llvm::Function& f : module_)
    if (f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL) f.addFnAttr("amdgpu-no-implicitarg-ptr");
}

llvm::Value* AMDGPUEmitter::blockDim(int dim) {
  if (knownBlockSize_) return b_.getInt32((*knownBlockSize_)[dim]);
  return implicitArgU32(kHiddenGroupSize + 2 * dim, 2);
}

llvm::Value* AMDGPUEmitter::gridDim(int dim) { return implicitArgU32(kHiddenBlockCount + 4 * dim, 4); }

llvm::Value* AMDGPUEmitter::laneId() {
  llvm::Value* lo = intrinsic(llvm::Intrinsic::amdgcn_mbcnt_lo, {}, {b_.getInt32(-1), b_.getInt32(0)});
  if (arch_.waveSize == 32) return lo;
  return intrinsic(llvm::Intrinsic::amdgcn_mbcnt_hi, {}, {b_.getInt32(-1), lo});
}

llvm::Value* AMDGPUEmitter::waveSize() { return b_.getInt32(arch_.waveSize); }

void AMDGPUEmitter::barrier() {
  llvm::LLVMContext& context = module_.getContext();
  auto scope = context.getOrInsertSyncScopeID("workgroup");
  b_.CreateFence(llvm::AtomicOrdering::Release, scope);
  intrinsic(llvm::Intrinsic::amdgcn_s_barrier, {}, {});
  b_.CreateFence(llvm::AtomicOrdering::Acquire, scope);
}

llvm::Value* AMDGPUEmitter::bpermute(llvm::Value* lane, llvm::Value* value32) {
  llvm::Value* address = b_.CreateShl(lane, 2);
  return intrinsic(llvm::Intrinsic::amdgcn_ds_bpermute, {}, {address, value32});
}

llvm::Expected<std::pair<llvm::Value*, llvm::Value*>> AMDGPUEmitter::shuffle(ShuffleMode mode, llvm::Value* value,
                                                                             llvm::Value* offset,
                                                                             llvm::Value* width) {
  unsigned bits = value->getType()->getPrimitiveSizeInBits().getFixedValue();
  if (bits != 16 && bits != 32 && bits != 64)
    return makeError("gpu.shuffle of a " + llvm::Twine(bits) + "-bit value (expected 16, 32 or 64 bits)");
  offset = b_.CreateZExtOrTrunc(offset, b_.getInt32Ty());
  width = b_.CreateZExtOrTrunc(width, b_.getInt32Ty());

  // xor by a constant below a constant power-of-two width never leaves its segment: valid is
  // true and there is no range test. Below 32 the move is one ds_swizzle in bit mode (source =
  // lane ^ mask inside each group of 32 lanes), which needs neither the lane id nor an address.
  auto* constOffset = llvm::dyn_cast<llvm::ConstantInt>(offset);
  auto* constWidth = llvm::dyn_cast<llvm::ConstantInt>(width);
  if (mode == ShuffleMode::Xor && constOffset && constWidth) {
    uint64_t mask = constOffset->getZExtValue(), w = constWidth->getZExtValue();
    if (llvm::isPowerOf2_64(w) && w <= uint64_t(arch_.waveSize) && mask < w) {
      llvm::Value* moved;
      if (mask < 32) {
        // ds_swizzle offset in bit mode: and_mask [4:0] = 0x1f, or_mask [9:5] = 0, xor_mask [14:10].
        llvm::Value* pattern = b_.getInt32(uint32_t(mask << 10 | 0x1f));
        moved = moveLanes(value, bits, [&](llvm::Value* value32) {
          return intrinsic(llvm::Intrinsic::amdgcn_ds_swizzle, {}, {value32, pattern});
        });
      } else {
        llvm::Value* from = b_.CreateXor(laneId(), offset);
        moved = moveLanes(value, bits, [&](llvm::Value* value32) { return bpermute(from, value32); });
      }
      return std::make_pair(moved, static_cast<llvm::Value*>(b_.getTrue()));
    }
  }

  llvm::Value* lane = laneId();
  llvm::Value* segmentStart = b_.CreateMul(b_.CreateUDiv(lane, width), width);
  llvm::Value* segmentEnd = b_.CreateAdd(segmentStart, width);
  llvm::Value* source = nullptr;
  switch (mode) {
  case ShuffleMode::Xor: source = b_.CreateXor(lane, offset); break;
  case ShuffleMode::Down: source = b_.CreateAdd(lane, offset); break;
  case ShuffleMode::Up: source = b_.CreateSub(lane, offset); break;
  case ShuffleMode::Idx: source = b_.CreateAdd(segmentStart, offset); break;
  }
  // Lanes are unsigned: `up` past the segment start wraps around and fails the >= test too.
  llvm::Value* valid = b_.CreateAnd(b_.CreateICmpUGE(source, segmentStart), b_.CreateICmpULT(source, segmentEnd));
  llvm::Value* from = b_.CreateSelect(valid, source, lane);

  llvm::Value* result = moveLanes(value, bits, [&](llvm::Value* value32) { return bpermute(from, value32); });
  return std::make_pair(result, valid);
}

llvm::Value* AMDGPUEmitter::moveLanes(llvm::Value* value, unsigned bits,
                                      llvm::function_ref<llvm::Value*(llvm::Value*)> move32) {
  llvm::Type* type = value->getType();
  if (bits == 64) {
    llvm::Value* pair = b_.CreateBitCast(value, llvm::FixedVectorType::get(b_.getInt32Ty(), 2));
    llvm::Value* lo = move32(b_.CreateExtractElement(pair, uint64_t(0)));
    llvm::Value* hi = move32(b_.CreateExtractElement(pair, uint64_t(1)));
    llvm::Value* joined = b_.CreateInsertElement(llvm::PoisonValue::get(pair->getType()), lo, uint64_t(0));
    joined = b_.CreateInsertElement(joined, hi, uint64_t(1));
    return b_.CreateBitCast(joined, type);
  }
  llvm::Value* asInt = b_.CreateBitCast(value, b_.getIntNTy(bits));
  llvm::Value* wide = bits == 32 ? asInt : b_.CreateZExt(asInt, b_.getInt32Ty());
  llvm::Value* moved = move32(wide);
  if (bits != 32) moved = b_.CreateTrunc(moved, b_.getIntNTy(bits));
  return b_.CreateBitCast(moved, type);
}

llvm::Value* AMDGPUEmitter::makeBufferResource(llvm::Value* basePointer, llvm::Value* numRecords) {
  if (!numRecords) numRecords = b_.getInt64(0xFFFFFFFFull);
  numRecords = b_.CreateZExtOrTrunc(numRecords, b_.getInt64Ty());
  llvm::Type* rsrcType = llvm::PointerType::get(module_.getContext(), addrspace::BufferResource);
  return intrinsic(llvm::Intrinsic::amdgcn_make_buffer_rsrc, {rsrcType, basePointer->getType()},
                   {basePointer, b_.getInt16(0), numRecords, b_.getInt32(arch_.bufferRsrcFlags)});
}

// The type a raw buffer access moves `type` as: LLVM's AMDGPU backend cannot split vectors of
// 8-bit elements (<4 x i8> ...), so such payloads travel as i16 or i32 words of the same bits.
static llvm::Type* bufferAccessType(llvm::Type* type) {
  auto* v = llvm::dyn_cast<llvm::FixedVectorType>(type);
  if (!v || v->getScalarSizeInBits() >= 16) return type;
  unsigned bits = unsigned(v->getPrimitiveSizeInBits().getFixedValue());
  llvm::LLVMContext& c = type->getContext();
  if (bits == 16) return llvm::Type::getInt16Ty(c);
  if (bits == 32) return llvm::Type::getInt32Ty(c);
  if (bits % 32 == 0) return llvm::FixedVectorType::get(llvm::Type::getInt32Ty(c), bits / 32);
  return type;
}

llvm::Value* AMDGPUEmitter::bufferLoad(llvm::Type* type, llvm::Value* resource, llvm::Value* byteOffset,
                                       llvm::Value* scalarOffset, unsigned cachePolicy) {
  byteOffset = b_.CreateZExtOrTrunc(byteOffset, b_.getInt32Ty());
  if (!scalarOffset) scalarOffset = b_.getInt32(0);
  llvm::Type* access = bufferAccessType(type);
  llvm::Value* v = intrinsic(llvm::Intrinsic::amdgcn_raw_ptr_buffer_load, {access},
                             {resource, byteOffset, scalarOffset, b_.getInt32(cachePolicy)});
  return access == type ? v : b_.CreateBitCast(v, type);
}

void AMDGPUEmitter::bufferStore(llvm::Value* value, llvm::Value* resource, llvm::Value* byteOffset,
                                llvm::Value* scalarOffset, unsigned cachePolicy) {
  byteOffset = b_.CreateZExtOrTrunc(byteOffset, b_.getInt32Ty());
  if (!scalarOffset) scalarOffset = b_.getInt32(0);
  llvm::Type* access = bufferAccessType(value->getType());
  if (access != value->getType()) value = b_.CreateBitCast(value, access);
  intrinsic(llvm::Intrinsic::amdgcn_raw_ptr_buffer_store, {access},
            {value, resource, byteOffset, scalarOffset, b_.getInt32(cachePolicy)});
}

llvm::Value* AMDGPUEmitter::bufferAtomic(std::string_view op, bool fp, llvm::Value* value, llvm::Value* resource,
                                 llvm::Value* byteOffset, llvm::Value* scalarOffset) {
  using namespace llvm::Intrinsic;
  ID id = op == "add"  ? (fp ? amdgcn_raw_ptr_buffer_atomic_fadd : amdgcn_raw_ptr_buffer_atomic_add)
        : op == "max"  ? (fp ? amdgcn_raw_ptr_buffer_atomic_fmax : amdgcn_raw_ptr_buffer_atomic_smax)
        : op == "min"  ? (fp ? amdgcn_raw_ptr_buffer_atomic_fmin : amdgcn_raw_ptr_buffer_atomic_smin)
        : op == "and"  ? amdgcn_raw_ptr_buffer_atomic_and
        : op == "or"   ? amdgcn_raw_ptr_buffer_atomic_or
        : op == "inc"  ? amdgcn_raw_ptr_buffer_atomic_inc
        : op == "dec"  ? amdgcn_raw_ptr_buffer_atomic_dec
        : op == "umax" ? amdgcn_raw_ptr_buffer_atomic_umax
                       : amdgcn_raw_ptr_buffer_atomic_umin;
  byteOffset = b_.CreateZExtOrTrunc(byteOffset, b_.getInt32Ty());
  if (!scalarOffset) scalarOffset = b_.getInt32(0);
  // Cache policy 0: LLVM sets sc0/glc itself when the returned value is used.
  return intrinsic(id, {value->getType()}, {value, resource, byteOffset, scalarOffset, b_.getInt32(0)});
}

llvm::GlobalVariable* AMDGPUEmitter::staticLds(llvm::StringRef name, llvm::Type* type, unsigned align) {
  auto* global = new llvm::GlobalVariable(module_, type, false, llvm::GlobalValue::InternalLinkage,
                                          llvm::PoisonValue::get(type), name, nullptr,
                                          llvm::GlobalValue::NotThreadLocal, addrspace::Local);
  global->setAlignment(llvm::Align(std::max(align, 1u)));
  return global;
}

llvm::GlobalVariable* AMDGPUEmitter::dynamicLds(unsigned align) {
  // The AMDGPU backend places a zero-sized external LDS array after all static LDS; its size is
  // the launch's dynamic shared memory.
  const char* name = "__fly_dynamic_lds";
  if (auto* existing = module_.getNamedGlobal(name)) {
    if (existing->getAlign().valueOrOne().value() < align) existing->setAlignment(llvm::Align(align));
    return existing;
  }
  auto* type = llvm::ArrayType::get(b_.getInt8Ty(), 0);
  auto* global = new llvm::GlobalVariable(module_, type, false, llvm::GlobalValue::ExternalLinkage, nullptr, name,
                                          nullptr, llvm::GlobalValue::NotThreadLocal, addrspace::Local);
  global->setAlignment(llvm::Align(std::max(align, 4u)));
  return global;
}

llvm::Value* AMDGPUEmitter::load(llvm::Type* type, llvm::Value* pointer, unsigned align, bool isVolatile) {
  return b_.CreateAlignedLoad(type, pointer, llvm::Align(std::max(align, 1u)), isVolatile);
}

void AMDGPUEmitter::store(llvm::Value* value, llvm::Value* pointer, unsigned align, bool isVolatile) {
  b_.CreateAlignedStore(value, pointer, llvm::Align(std::max(align, 1u)), isVolatile);
}

llvm::Value* AMDGPUEmitter::readFirstLane(llvm::Value* value) {
  return intrinsic(llvm::Intrinsic::amdgcn_readfirstlane, {value->getType()}, {value});
}

namespace {

struct MathOp {
  llvm::Intrinsic::ID id; // not_intrinsic: expanded by hand below
  unsigned arity;
};

// math ops the AMDGPU backend lowers itself, and those Fly expands (rsqrt, tanh).
const std::map<std::string, MathOp, std::less<>>& mathTable() {
  static const std::map<std::string, MathOp, std::less<>> table = {
      {"exp", {llvm::Intrinsic::exp, 1}},          {"exp2", {llvm::Intrinsic::exp2, 1}},
      {"log", {llvm::Intrinsic::log, 1}},          {"log2", {llvm::Intrinsic::log2, 1}},
      {"log10", {llvm::Intrinsic::log10, 1}},      {"sqrt", {llvm::Intrinsic::sqrt, 1}},
      {"rsqrt", {llvm::Intrinsic::not_intrinsic, 1}}, {"tanh", {llvm::Intrinsic::not_intrinsic, 1}},
      {"sin", {llvm::Intrinsic::sin, 1}},          {"cos", {llvm::Intrinsic::cos, 1}},
      {"fma", {llvm::Intrinsic::fma, 3}},          {"absf", {llvm::Intrinsic::fabs, 1}},
      {"floor", {llvm::Intrinsic::floor, 1}},      {"ceil", {llvm::Intrinsic::ceil, 1}},
      {"trunc", {llvm::Intrinsic::trunc, 1}},      {"round", {llvm::Intrinsic::round, 1}},
      {"roundeven", {llvm::Intrinsic::roundeven, 1}}, {"copysign", {llvm::Intrinsic::copysign, 2}},
      {"powf", {llvm::Intrinsic::pow, 2}},
      // x clamped to [lo, hi] as MLIR's math-to-rocdl lowers it for gfx9 and later: the median of
      // the three (llvm.amdgcn.fmed3, v_med3_f32 / v_med3_f16), per element of a vector.
      {"clampf", {llvm::Intrinsic::amdgcn_fmed3, 3}},
  };
  return table;
}

} // namespace

std::vector<std::string> AMDGPUEmitter::mathOps() {
  std::vector<std::string> names;
  for (const auto& [name, op] : mathTable()) names.push_back(name);
  return names;
}

llvm::Expected<llvm::Value*> AMDGPUEmitter::math(llvm::StringRef name, llvm::ArrayRef<llvm::Value*> operands) {
  auto it = mathTable().find(name);
  if (it == mathTable().end()) return makeError("math." + name + " has no AMDGPU lowering in Fly");
  if (operands.size() != it->second.arity)
    return makeError("math." + name + " takes " + llvm::Twine(it->second.arity) + " operands, got " +
                     llvm::Twine(operands.size()));
  llvm::Type* type = operands[0]->getType();
  if (!type->isFPOrFPVectorTy()) return makeError("math." + name + " on a non-float type");
  // exp2 on f32 with `afn` (approximate functions) is the hardware's v_exp_f32 itself
  // (llvm.amdgcn.exp2): no range reduction around it for results below 2^-126, which LLVM's
  // llvm.exp2 lowering adds even under afn (five more instructions per exp2). Vectors per element.
  if (name == "exp2" && b_.getFastMathFlags().approxFunc() && type->getScalarType()->isFloatTy()) {
    auto* vectorType = llvm::dyn_cast<llvm::FixedVectorType>(type);
    if (!vectorType) return intrinsic(llvm::Intrinsic::amdgcn_exp2, {type}, operands);
    llvm::Value* result = llvm::PoisonValue::get(type);
    for (unsigned i = 0; i < vectorType->getNumElements(); ++i) {
      llvm::Value* element = b_.CreateExtractElement(operands[0], uint64_t(i));
      result = b_.CreateInsertElement(result, intrinsic(llvm::Intrinsic::amdgcn_exp2, {element->getType()}, {element}),
                                      uint64_t(i));
    }
    return result;
  }
  if (name == "clampf") {
    llvm::Type* element = type->getScalarType();
    if (!element->isFloatTy() && !element->isHalfTy()) {
      std::string typeName;
      llvm::raw_string_ostream os(typeName);
      type->print(os);
      return makeError("math.clampf of " + os.str() +
                       ": it is fmed3 (v_med3_f32 / v_med3_f16), of f32 and f16 only, as FlyDSL's lowering has it");
    }
    auto* vectorType = llvm::dyn_cast<llvm::FixedVectorType>(type);
    if (!vectorType) return intrinsic(it->second.id, {type}, operands);
    llvm::Value* result = llvm::PoisonValue::get(type);
    for (unsigned i = 0; i < vectorType->getNumElements(); ++i) {
      std::vector<llvm::Value*> lanes;
      for (llvm::Value* v : operands) lanes.push_back(b_.CreateExtractElement(v, uint64_t(i)));
      result = b_.CreateInsertElement(result, intrinsic(it->second.id, {element}, lanes), uint64_t(i));
    }
    return result;
  }
  if (it->second.id != llvm::Intrinsic::not_intrinsic)
    return intrinsic(it->second.id, {type}, operands);
  llvm::Value* x = operands[0];
  llvm::Value* one = llvm::ConstantFP::get(type, 1.0);
  if (name == "rsqrt") return b_.CreateFDiv(one, intrinsic(llvm::Intrinsic::sqrt, {type}, {x}));
  // tanh(x) = sign(x) * (1 - e) / (1 + e) with e = exp(-2|x|): no overflow for large |x|.
  llvm::Value* e = intrinsic(llvm::Intrinsic::exp,
                             {type}, {b_.CreateFMul(llvm::ConstantFP::get(type, -2.0),
                                                    intrinsic(llvm::Intrinsic::fabs, {type}, {x}))});
  llvm::Value* magnitude = b_.CreateFDiv(b_.CreateFSub(one, e), b_.CreateFAdd(one, e));
  return intrinsic(llvm::Intrinsic::copysign, {type}, {magnitude, x});
}

} // namespace fly::codegen
