#include "TestKernels.h"

#include "fly/codegen/Backend.h"
#include "fly/codegen/Occupancy.h"
#include "fly/target/MmaAtom.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"

#include <gtest/gtest.h>


#include <algorithm>
#include <cstdlib>
#include <thread>

using namespace fly;
using namespace fly::codegen;

namespace {

std::string compileOrFail(llvm::Module& module, const char* arch, EmitKind emit, int opt = 3) {
  BackendOptions options{target::findArch(arch), opt};
  auto out = compileModule(module, options, emit);
  if (!out) {
    ADD_FAILURE() << arch << ": " << llvm::toString(out.takeError());
    return {};
  }
  return *out;
}

class PerArch : public ::testing::TestWithParam<const char*> {};

TEST_P(PerArch, VectorAddBecomesAValidCodeObject) {
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  std::string hsaco = compileOrFail(*module, GetParam(), EmitKind::CodeObject);
  ASSERT_FALSE(hsaco.empty());
  auto info = test_kernels::parseCodeObject(hsaco);
  ASSERT_TRUE(bool(info)) << llvm::toString(info.takeError());
  EXPECT_EQ(info->target, std::string("amdgcn-amd-amdhsa--") + GetParam());
  const codeobject::KernelInfo* k = info->findKernel("vector_add");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->symbol, "vector_add.kd");
  EXPECT_EQ(k->wavefrontSize, uint32_t(target::findArch(GetParam())->waveSize));
  EXPECT_EQ(k->maxFlatWorkgroupSize, 256u);
  EXPECT_EQ(k->groupSegmentFixedSize, 0u);
  EXPECT_EQ(k->privateSegmentFixedSize, 0u);
  EXPECT_GT(k->vgprCount, 0u);
  // The reader found and decoded the NAME.kd descriptor symbol and the code it points at.
  EXPECT_NE(k->descriptorAddress, 0u);
  EXPECT_NE(k->entryAddress, 0u);
  EXPECT_EQ(k->descriptor.enableWavefrontSize32(), k->wavefrontSize == 32);
}

TEST_P(PerArch, LdsKernelReportsItsLdsAndBarrier) {
  llvm::LLVMContext context;
  auto forObject = test_kernels::buildLdsReverse(context);
  std::string hsaco = compileOrFail(*forObject, GetParam(), EmitKind::CodeObject);
  auto info = test_kernels::parseCodeObject(hsaco);
  ASSERT_TRUE(bool(info)) << llvm::toString(info.takeError());
  ASSERT_EQ(info->kernels.size(), 1u);
  EXPECT_EQ(info->kernels[0].groupSegmentFixedSize, 1024u);

  auto forAsm = test_kernels::buildLdsReverse(context);
  std::string assembly = compileOrFail(*forAsm, GetParam(), EmitKind::Assembly);
  EXPECT_NE(assembly.find(".amdhsa_kernel lds_reverse"), std::string::npos);
  EXPECT_NE(assembly.find("s_barrier"), std::string::npos) << assembly;
  EXPECT_NE(assembly.find("ds_"), std::string::npos);
}

TEST_P(PerArch, EveryOptimizationLevelCompiles) {
  for (int opt = 0; opt <= 3; ++opt) {
    llvm::LLVMContext context;
    auto module = test_kernels::buildLdsReverse(context);
    std::string hsaco = compileOrFail(*module, GetParam(), EmitKind::CodeObject, opt);
    EXPECT_TRUE(bool(test_kernels::parseCodeObject(hsaco))) << "-O" << opt;
  }
}

TEST_P(PerArch, RelocatableObjectIsNotLinked) {
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  std::string object = compileOrFail(*module, GetParam(), EmitKind::Object);
  ASSERT_GE(object.size(), 18u);
  EXPECT_EQ(object.substr(0, 4), "\x7f" "ELF");
  EXPECT_EQ(object[16], 1) << "ET_REL expected"; // e_type, little endian
}

INSTANTIATE_TEST_SUITE_P(Archs, PerArch, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

TEST(Backend, CompilesWithAnEmptyPathSoNoSubprocessIsUsed) {
  const char* saved = std::getenv("PATH");
  std::string savedPath = saved ? saved : "";
  ASSERT_EQ(setenv("PATH", "", 1), 0);
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  BackendOptions options{target::findArch("gfx942"), 2};
  auto out = compileModule(*module, options, EmitKind::CodeObject);
  setenv("PATH", savedPath.c_str(), 1);
  ASSERT_TRUE(bool(out)) << llvm::toString(out.takeError());
  EXPECT_TRUE(bool(test_kernels::parseCodeObject(*out)));
}

TEST(Backend, MissingArchIsAnErrorListingSupportedArchs) {
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  auto out = compileModule(*module, BackendOptions{nullptr, 3}, EmitKind::CodeObject);
  ASSERT_FALSE(bool(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151"), std::string::npos);
}

TEST(Backend, InvalidOptLevelIsAnError) {
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  auto out = compileModule(*module, BackendOptions{target::findArch("gfx942"), 7}, EmitKind::CodeObject);
  ASSERT_FALSE(bool(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("-O7"), std::string::npos);
}

TEST(Backend, MalformedIRIsAnErrorNotACrash) {
  llvm::LLVMContext context;
  llvm::Module module("broken", context);
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), false);
  auto* f = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "k", module);
  f->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
  llvm::BasicBlock::Create(context, "entry", f); // no terminator
  auto out = compileModule(module, BackendOptions{target::findArch("gfx942"), 3}, EmitKind::CodeObject);
  ASSERT_FALSE(bool(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("invalid LLVM IR"), std::string::npos);
}

TEST(Backend, MfmaOnAnArchWithoutMfmaIsADiagnosticNotAnAbort) {
  {
    llvm::LLVMContext context;
    auto module = test_kernels::buildMfmaCall(context);
    auto out = compileModule(*module, BackendOptions{target::findArch("gfx942"), 3}, EmitKind::CodeObject);
    EXPECT_TRUE(bool(out)) << llvm::toString(out.takeError());
  }
  for (const char* arch : {"gfx1201", "gfx1250", "gfx1100"}) {
    llvm::LLVMContext context;
    auto module = test_kernels::buildMfmaCall(context);
    auto out = compileModule(*module, BackendOptions{target::findArch(arch), 3}, EmitKind::CodeObject);
    ASSERT_FALSE(bool(out)) << arch;
    std::string message = llvm::toString(out.takeError());
    // Refused before LLVM's instruction selection, by the arch's atom table (no fatal error).
    EXPECT_NE(message.find("is an MFMA intrinsic, and " + std::string(arch) + " has no MFMA instructions"),
              std::string::npos)
        << message;
  }
  // The process is still healthy: a good kernel still compiles afterwards.
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  EXPECT_FALSE(compileOrFail(*module, "gfx1201", EmitKind::CodeObject).empty());
}

TEST(Backend, FatalErrorInsideRecoveryBecomesAnError) {
  llvm::Error e = runRecoveringFatalErrors("test stage", []() -> llvm::Error {
    llvm::report_fatal_error("something broke");
  });
  ASSERT_TRUE(bool(e));
  EXPECT_EQ(llvm::toString(std::move(e)), "test stage: something broke");
}

TEST(Backend, ConcurrentCompilationsBothSucceed) {
  std::string out[2];
  std::thread threads[2];
  for (int t = 0; t < 2; ++t)
    threads[t] = std::thread([&, t] {
      llvm::LLVMContext context;
      auto module = t == 0 ? test_kernels::buildVectorAdd(context) : test_kernels::buildLdsReverse(context);
      auto result = compileModule(*module, BackendOptions{target::findArch(t ? "gfx950" : "gfx1201"), 2},
                                  EmitKind::CodeObject);
      if (result) out[t] = *result;
      else llvm::consumeError(result.takeError());
    });
  for (auto& th : threads) th.join();
  for (int t = 0; t < 2; ++t) {
    auto info = test_kernels::parseCodeObject(out[t]);
    ASSERT_TRUE(bool(info)) << llvm::toString(info.takeError());
    EXPECT_EQ(info->kernels.size(), 1u);
  }
}

TEST(CodeObjectReader, RejectsBytesThatAreNotACodeObject) {
  auto info = test_kernels::parseCodeObject("definitely not an ELF file");
  ASSERT_FALSE(bool(info));
  llvm::consumeError(info.takeError());
  auto empty = test_kernels::parseCodeObject("");
  ASSERT_FALSE(bool(empty));
  llvm::consumeError(empty.takeError());
}

TEST(Targets, EveryListedMatrixOpIsAnLLVMIntrinsic) {
  for (const target::MmaAtom& atom : target::allMmaAtoms()) {
    if (atom.intrinsic.empty()) continue;
    EXPECT_NE(llvm::Intrinsic::lookupIntrinsicID(atom.intrinsic), llvm::Intrinsic::not_intrinsic) << atom.intrinsic;
  }
}

TEST(EmitKinds, ParseTheFourSpellings) {
  EXPECT_EQ(parseEmitKind("hsaco"), EmitKind::CodeObject);
  EXPECT_EQ(parseEmitKind("obj"), EmitKind::Object);
  EXPECT_EQ(parseEmitKind("asm"), EmitKind::Assembly);
  EXPECT_EQ(parseEmitKind("llvm"), EmitKind::LLVMIR);
  EXPECT_EQ(parseEmitKind("exe"), std::nullopt);
}

} // namespace
