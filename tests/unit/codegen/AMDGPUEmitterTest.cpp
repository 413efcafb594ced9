#include "TestKernels.h"

#include "fly/codegen/AMDGPUEmitter.h"
#include "fly/codegen/Backend.h"

#include <gtest/gtest.h>

using namespace fly;
using namespace fly::codegen;

namespace {

struct Compiled {
  std::string assembly;
  std::string hsaco;
};

// Builds a kernel with `body` twice (assembly and code object) for `arch`.
template <typename Body>
Compiled compileBoth(const char* arch, Body body) {
  Compiled out;
  for (EmitKind kind : {EmitKind::Assembly, EmitKind::CodeObject}) {
    llvm::LLVMContext context;
    llvm::Module module("emitter_test", context);
    llvm::IRBuilder<> b(context);
    AMDGPUEmitter emitter(b, module, *target::findArch(arch));
    body(emitter, b);
    auto result = compileModule(module, BackendOptions{target::findArch(arch), 3}, kind);
    if (!result) {
      ADD_FAILURE() << arch << ": " << llvm::toString(result.takeError());
      return out;
    }
    (kind == EmitKind::Assembly ? out.assembly : out.hsaco) = *result;
  }
  return out;
}

llvm::PointerType* globalPtr(llvm::IRBuilder<>& b) { return llvm::PointerType::get(b.getContext(), addrspace::Global); }

KernelParam param(llvm::Type* type, const char* name, bool noalias = false) {
  KernelParam p;
  p.type = type;
  p.name = name;
  p.noalias = noalias;
  return p;
}

class Emitter : public ::testing::TestWithParam<const char*> {};

TEST_P(Emitter, EveryMathOpLowersWithoutLibraryCalls) {
  Compiled c = compileBoth(GetParam(), [](AMDGPUEmitter& e, llvm::IRBuilder<>& b) {
    e.createKernel("math_all", {param(globalPtr(b), "p")}, {});
    llvm::Value* p = e.builder().GetInsertBlock()->getParent()->getArg(0);
    llvm::Value* x = e.load(b.getFloatTy(), p, 4);
    llvm::Value* acc = x;
    for (const std::string& name : AMDGPUEmitter::mathOps()) {
      unsigned arity = name == "fma" || name == "clampf" ? 3 : (name == "copysign" || name == "powf") ? 2 : 1;
      std::vector<llvm::Value*> args(arity, acc);
      auto r = e.math(name, args);
      ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
      acc = b.CreateFAdd(acc, *r);
    }
    e.store(acc, p, 4);
    b.CreateRetVoid();
  });
  EXPECT_FALSE(c.hsaco.empty());
  EXPECT_EQ(c.assembly.find("s_swappc"), std::string::npos) << "a library call was emitted";
}

TEST_P(Emitter, UnknownMathOpIsAnError) {
  llvm::LLVMContext context;
  llvm::Module module("m", context);
  llvm::IRBuilder<> b(context);
  AMDGPUEmitter e(b, module, *target::findArch(GetParam()));
  e.createKernel("k", {}, {});
  auto r = e.math("erfcinv", {llvm::ConstantFP::get(b.getFloatTy(), 1.0)});
  ASSERT_FALSE(bool(r));
  EXPECT_EQ(llvm::toString(r.takeError()), "math.erfcinv has no AMDGPU lowering in Fly");
}

TEST_P(Emitter, ShufflesGoThroughDsBpermute) {
  Compiled c = compileBoth(GetParam(), [](AMDGPUEmitter& e, llvm::IRBuilder<>& b) {
    e.createKernel("shuffles", {param(globalPtr(b), "p")}, {});
    llvm::Value* p = e.builder().GetInsertBlock()->getParent()->getArg(0);
    llvm::Value* tid = b.CreateZExt(e.threadId(0), b.getInt64Ty());
    llvm::Value* f = e.load(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), p, tid), 4);
    auto x = e.shuffle(ShuffleMode::Xor, f, b.getInt32(1), b.getInt32(32));
    ASSERT_TRUE(bool(x));
    llvm::Value* d = b.CreateFPExt(x->first, b.getDoubleTy());
    auto y = e.shuffle(ShuffleMode::Down, d, b.getInt32(2), b.getInt32(16));
    ASSERT_TRUE(bool(y));
    llvm::Value* h = b.CreateFPTrunc(y->first, b.getHalfTy());
    auto z = e.shuffle(ShuffleMode::Idx, h, b.getInt32(0), b.getInt32(8));
    ASSERT_TRUE(bool(z));
    llvm::Value* r = b.CreateFPExt(z->first, b.getFloatTy());
    r = b.CreateSelect(y->second, r, f);
    e.store(r, b.CreateGEP(b.getFloatTy(), p, tid), 4);
    b.CreateRetVoid();
  });
  EXPECT_NE(c.assembly.find("ds_bpermute_b32"), std::string::npos);
  EXPECT_NE(c.assembly.find("v_mbcnt_lo_u32_b32"), std::string::npos);
}

TEST_P(Emitter, BufferLoadsUseTheArchDescriptorFlags) {
  const target::Arch& arch = *target::findArch(GetParam());
  Compiled c = compileBoth(GetParam(), [](AMDGPUEmitter& e, llvm::IRBuilder<>& b) {
    e.createKernel("buffers", {param(globalPtr(b), "in", true), param(globalPtr(b), "out", true)}, {});
    llvm::Function* f = e.builder().GetInsertBlock()->getParent();
    llvm::Value* off = b.CreateShl(e.threadId(0), 4);
    llvm::Value* in = e.makeBufferResource(f->getArg(0), b.getInt64(4096));
    llvm::Value* out = e.makeBufferResource(f->getArg(1));
    llvm::Value* v = e.bufferLoad(llvm::FixedVectorType::get(b.getFloatTy(), 4), in, off);
    e.bufferStore(v, out, off);
    b.CreateRetVoid();
  });
  if (arch.generation == 9) {
    EXPECT_NE(c.assembly.find("buffer_load_dwordx4"), std::string::npos);
    EXPECT_NE(c.assembly.find("buffer_store_dwordx4"), std::string::npos);
    EXPECT_NE(c.assembly.find("0x20000"), std::string::npos) << "word 3 of the V#";
  } else {
    EXPECT_NE(c.assembly.find("buffer_load_b128"), std::string::npos);
    EXPECT_NE(c.assembly.find("buffer_store_b128"), std::string::npos);
  }
  if (arch.name == "gfx1201") {
    EXPECT_NE(c.assembly.find("0x31004000"), std::string::npos);
  }
}

TEST_P(Emitter, StaticAndDynamicLdsAndBarrier) {
  Compiled c = compileBoth(GetParam(), [](AMDGPUEmitter& e, llvm::IRBuilder<>& b) {
    KernelAttributes attributes;
    attributes.knownBlockSize = {{128, 1, 1}};
    e.createKernel("lds", {param(globalPtr(b), "p")}, attributes);
    llvm::Value* p = e.builder().GetInsertBlock()->getParent()->getArg(0);
    auto* tileType = llvm::ArrayType::get(b.getFloatTy(), 128);
    llvm::GlobalVariable* tile = e.staticLds("tile", tileType, 16);
    llvm::GlobalVariable* dyn = e.dynamicLds(16);
    llvm::Value* tid = e.threadId(0);
    llvm::Value* v = e.load(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), p, b.CreateZExt(tid, b.getInt64Ty())), 4);
    e.store(v, b.CreateGEP(tileType, tile, {b.getInt32(0), tid}), 4);
    e.store(v, b.CreateGEP(b.getFloatTy(), dyn, tid), 4);
    e.barrier();
    llvm::Value* other = b.CreateSub(b.CreateSub(e.blockDim(0), b.getInt32(1)), tid);
    llvm::Value* w = e.load(b.getFloatTy(), b.CreateGEP(tileType, tile, {b.getInt32(0), other}), 4);
    llvm::Value* u = e.load(b.getFloatTy(), b.CreateGEP(b.getFloatTy(), dyn, other), 4);
    llvm::Value* blocks = b.CreateUIToFP(e.gridDim(0), b.getFloatTy());
    e.store(b.CreateFAdd(b.CreateFAdd(w, u), blocks),
            b.CreateGEP(b.getFloatTy(), p, b.CreateZExt(tid, b.getInt64Ty())), 4);
    b.CreateRetVoid();
  });
  auto object = test_kernels::parseCodeObject(c.hsaco);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  const codeobject::KernelInfo& k = object->kernels.at(0);
  EXPECT_EQ(k.groupSegmentFixedSize, 512u) << "static LDS only; the dynamic part is sized at launch";
  EXPECT_EQ(k.maxFlatWorkgroupSize, 128u);
  bool hasBlockCount = false;
  for (const codeobject::KernelArg& a : k.args) hasBlockCount |= a.kind == codeobject::ArgKind::HiddenBlockCountX;
  EXPECT_TRUE(hasBlockCount) << "gridDim reads hidden_block_count_x";
  EXPECT_NE(c.assembly.find("s_barrier"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Archs, Emitter, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

} // namespace
