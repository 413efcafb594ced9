#include "TestKernels.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

namespace fly::codegen::test_kernels {
namespace {

constexpr unsigned kGlobal = 1, kLocal = 3;

llvm::Function* makeKernel(llvm::Module& module, llvm::StringRef name, llvm::ArrayRef<llvm::Type*> params,
                           int workgroupSize) {
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(module.getContext()), params, false);
  auto* f = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module);
  f->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  f->addFnAttr("amdgpu-flat-work-group-size", "1," + std::to_string(workgroupSize));
  return f;
}

llvm::Value* call(llvm::IRBuilder<>& b, llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> types = {},
                  llvm::ArrayRef<llvm::Value*> args = {}) {
  llvm::Module* m = b.GetInsertBlock()->getModule();
  return b.CreateCall(llvm::Intrinsic::getOrInsertDeclaration(m, id, types), args);
}

llvm::Value* globalIndex(llvm::IRBuilder<>& b, int blockSize) {
  llvm::Value* tid = call(b, llvm::Intrinsic::amdgcn_workitem_id_x);
  llvm::Value* bid = call(b, llvm::Intrinsic::amdgcn_workgroup_id_x);
  return b.CreateAdd(b.CreateMul(bid, b.getInt32(blockSize)), tid, "i");
}

// The workgroup barrier as the AMDGPU memory model wants it: release fence, s_barrier, acquire.
void barrier(llvm::IRBuilder<>& b) {
  llvm::LLVMContext& c = b.getContext();
  b.CreateFence(llvm::AtomicOrdering::Release, c.getOrInsertSyncScopeID("workgroup"));
  call(b, llvm::Intrinsic::amdgcn_s_barrier);
  b.CreateFence(llvm::AtomicOrdering::Acquire, c.getOrInsertSyncScopeID("workgroup"));
}

} // namespace

std::unique_ptr<llvm::Module> buildVectorAdd(llvm::LLVMContext& context) {
  auto module = std::make_unique<llvm::Module>("vector_add", context);
  llvm::IRBuilder<> b(context);
  auto* ptr = llvm::PointerType::get(context, kGlobal);
  llvm::Function* f = makeKernel(*module, "vector_add", {ptr, ptr, ptr, b.getInt32Ty()}, 256);
  for (unsigned i = 0; i < 3; ++i) f->addParamAttr(i, llvm::Attribute::NoAlias);
  auto* entry = llvm::BasicBlock::Create(context, "entry", f);
  auto* body = llvm::BasicBlock::Create(context, "body", f);
  auto* exit = llvm::BasicBlock::Create(context, "exit", f);
  b.SetInsertPoint(entry);
  llvm::Value* i = globalIndex(b, 256);
  b.CreateCondBr(b.CreateICmpULT(i, f->getArg(3)), body, exit);
  b.SetInsertPoint(body);
  llvm::Value* i64 = b.CreateZExt(i, b.getInt64Ty());
  llvm::Value* x = b.CreateAlignedLoad(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), f->getArg(0), i64), llvm::Align(4));
  llvm::Value* y = b.CreateAlignedLoad(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), f->getArg(1), i64), llvm::Align(4));
  b.CreateAlignedStore(b.CreateFAdd(x, y), b.CreateGEP(b.getFloatTy(), f->getArg(2), i64), llvm::Align(4));
  b.CreateBr(exit);
  b.SetInsertPoint(exit);
  b.CreateRetVoid();
  return module;
}

std::unique_ptr<llvm::Module> buildLdsReverse(llvm::LLVMContext& context) {
  auto module = std::make_unique<llvm::Module>("lds_reverse", context);
  llvm::IRBuilder<> b(context);
  auto* ptr = llvm::PointerType::get(context, kGlobal);
  auto* tileType = llvm::ArrayType::get(b.getFloatTy(), 256);
  auto* tile = new llvm::GlobalVariable(*module, tileType, false, llvm::GlobalValue::InternalLinkage,
                                        llvm::PoisonValue::get(tileType), "tile", nullptr,
                                        llvm::GlobalValue::NotThreadLocal, kLocal);
  tile->setAlignment(llvm::Align(16));
  llvm::Function* f = makeKernel(*module, "lds_reverse", {ptr, ptr}, 256);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", f));
  llvm::Value* tid = call(b, llvm::Intrinsic::amdgcn_workitem_id_x);
  llvm::Value* bid = call(b, llvm::Intrinsic::amdgcn_workgroup_id_x);
  llvm::Value* i = b.CreateZExt(b.CreateAdd(b.CreateMul(bid, b.getInt32(256)), tid), b.getInt64Ty());
  llvm::Value* v = b.CreateAlignedLoad(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), f->getArg(0), i), llvm::Align(4));
  b.CreateAlignedStore(v, b.CreateGEP(tileType, tile, {b.getInt32(0), tid}), llvm::Align(4));
  barrier(b);
  llvm::Value* mirrored = b.CreateSub(b.getInt32(255), tid);
  llvm::Value* w = b.CreateAlignedLoad(b.getFloatTy(), b.CreateGEP(tileType, tile, {b.getInt32(0), mirrored}),
                                       llvm::Align(4));
  b.CreateAlignedStore(w, b.CreateGEP(b.getFloatTy(), f->getArg(1), i), llvm::Align(4));
  b.CreateRetVoid();
  return module;
}

std::unique_ptr<llvm::Module> buildMixedArgs(llvm::LLVMContext& context) {
  auto module = std::make_unique<llvm::Module>("mixed_args", context);
  llvm::IRBuilder<> b(context);
  auto* ptr = llvm::PointerType::get(context, kGlobal);
  llvm::Type* params[] = {b.getInt8Ty(),  ptr,
                          b.getInt16Ty(), b.getDoubleTy(),
                          b.getInt32Ty(), llvm::FixedVectorType::get(b.getFloatTy(), 4),
                          ptr,            b.getInt64Ty(),
                          b.getHalfTy(),  llvm::FixedVectorType::get(b.getInt16Ty(), 2)};
  llvm::Function* f = makeKernel(*module, "mixed_args", params, 64);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", f));
  // Use every argument so none is dropped: out[k] = sum of all of them as double.
  llvm::Value* sum = b.CreateUIToFP(f->getArg(0), b.getDoubleTy());
  sum = b.CreateFAdd(sum, b.CreateSIToFP(f->getArg(2), b.getDoubleTy()));
  sum = b.CreateFAdd(sum, f->getArg(3));
  sum = b.CreateFAdd(sum, b.CreateSIToFP(f->getArg(4), b.getDoubleTy()));
  sum = b.CreateFAdd(sum, b.CreateFPExt(b.CreateExtractElement(f->getArg(5), uint64_t(3)), b.getDoubleTy()));
  sum = b.CreateFAdd(sum, b.CreateSIToFP(f->getArg(7), b.getDoubleTy()));
  sum = b.CreateFAdd(sum, b.CreateFPExt(f->getArg(8), b.getDoubleTy()));
  sum = b.CreateFAdd(sum, b.CreateSIToFP(b.CreateExtractElement(f->getArg(9), uint64_t(1)), b.getDoubleTy()));
  llvm::Value* in = b.CreateAlignedLoad(b.getDoubleTy(), f->getArg(1), llvm::Align(8));
  b.CreateAlignedStore(b.CreateFAdd(sum, in), f->getArg(6), llvm::Align(8));
  b.CreateRetVoid();
  return module;
}

std::unique_ptr<llvm::Module> buildPressure(llvm::LLVMContext& context, int liveValues, int ldsBytes,
                                            int workgroupSize) {
  auto module = std::make_unique<llvm::Module>("pressure", context);
  llvm::IRBuilder<> b(context);
  auto* ptr = llvm::PointerType::get(context, kGlobal);
  llvm::Function* f = makeKernel(*module, "pressure", {ptr, ptr, b.getInt32Ty()}, workgroupSize);
  auto* entry = llvm::BasicBlock::Create(context, "entry", f);
  auto* loop = llvm::BasicBlock::Create(context, "loop", f);
  auto* exit = llvm::BasicBlock::Create(context, "exit", f);
  b.SetInsertPoint(entry);
  llvm::Value* tid = call(b, llvm::Intrinsic::amdgcn_workitem_id_x);
  llvm::Value* base = b.CreateMul(b.CreateZExt(tid, b.getInt64Ty()), b.getInt64(liveValues));
  std::vector<llvm::Value*> initial;
  for (int k = 0; k < liveValues; ++k)
    initial.push_back(b.CreateAlignedLoad(
        b.getFloatTy(), b.CreateGEP(b.getFloatTy(), f->getArg(0), b.CreateAdd(base, b.getInt64(k))), llvm::Align(4),
        /*isVolatile=*/true));
  llvm::GlobalVariable* lds = nullptr;
  if (ldsBytes > 0) {
    auto* type = llvm::ArrayType::get(b.getInt8Ty(), ldsBytes);
    lds = new llvm::GlobalVariable(*module, type, false, llvm::GlobalValue::InternalLinkage,
                                   llvm::PoisonValue::get(type), "scratchpad", nullptr,
                                   llvm::GlobalValue::NotThreadLocal, kLocal);
    lds->setAlignment(llvm::Align(16));
    b.CreateStore(b.getInt8(1), b.CreateGEP(type, lds, {b.getInt32(0), tid}), /*isVolatile=*/true);
  }
  b.CreateBr(loop);
  b.SetInsertPoint(loop);
  llvm::PHINode* counter = b.CreatePHI(b.getInt32Ty(), 2);
  counter->addIncoming(b.getInt32(0), entry);
  std::vector<llvm::PHINode*> phis;
  for (int k = 0; k < liveValues; ++k) {
    phis.push_back(b.CreatePHI(b.getFloatTy(), 2));
    phis.back()->addIncoming(initial[k], entry);
  }
  // Each value depends on its neighbour so that all of them stay live through the loop.
  for (int k = 0; k < liveValues; ++k) {
    llvm::Value* next = b.CreateFMul(phis[k], phis[(k + 1) % liveValues]);
    next = b.CreateFAdd(next, llvm::ConstantFP::get(b.getFloatTy(), 1.0 + k));
    phis[k]->addIncoming(next, loop);
  }
  llvm::Value* step = b.CreateAdd(counter, b.getInt32(1));
  counter->addIncoming(step, loop);
  b.CreateCondBr(b.CreateICmpULT(step, f->getArg(2)), loop, exit);
  b.SetInsertPoint(exit);
  for (int k = 0; k < liveValues; ++k)
    b.CreateAlignedStore(phis[k], b.CreateGEP(b.getFloatTy(), f->getArg(1), b.CreateAdd(base, b.getInt64(k))),
                         llvm::Align(4), /*isVolatile=*/true);
  b.CreateRetVoid();
  return module;
}

std::unique_ptr<llvm::Module> buildMfmaCall(llvm::LLVMContext& context) {
  auto module = std::make_unique<llvm::Module>("mfma_call", context);
  llvm::IRBuilder<> b(context);
  auto* ptr = llvm::PointerType::get(context, kGlobal);
  llvm::Function* f = makeKernel(*module, "mfma_call", {ptr}, 64);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", f));
  auto* v4f16 = llvm::FixedVectorType::get(b.getHalfTy(), 4);
  auto* v4f32 = llvm::FixedVectorType::get(b.getFloatTy(), 4);
  llvm::Value* a = b.CreateAlignedLoad(v4f16, f->getArg(0), llvm::Align(8));
  llvm::Value* acc = llvm::ConstantAggregateZero::get(v4f32);
  llvm::Value* d = call(b, llvm::Intrinsic::amdgcn_mfma_f32_16x16x16f16, {},
                        {a, a, acc, b.getInt32(0), b.getInt32(0), b.getInt32(0)});
  b.CreateAlignedStore(d, f->getArg(0), llvm::Align(16));
  b.CreateRetVoid();
  return module;
}

} // namespace fly::codegen::test_kernels
