#include "TestKernels.h"

#include "fly/codegen/Compiler.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

using namespace fly;
using namespace fly::codegen;

namespace {

std::string readExample(const char* name) {
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/examples/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Compiler, ExamplesCompileForEveryArchAndNameTheirKernels) {
  for (const char* example : {"vector_add.fly", "block_reduce.fly"}) {
    std::string source = readExample(example);
    ASSERT_FALSE(source.empty()) << example;
    for (const target::Arch& arch : target::allArchs()) {
      CompileOptions options;
      options.arch = &arch;
      Timings timings;
      options.timings = &timings;
      auto hsaco = compileFlySource(source, example, options);
      ASSERT_TRUE(bool(hsaco)) << example << " " << arch.name << ": " << llvm::toString(hsaco.takeError());
      auto object = test_kernels::parseCodeObject(*hsaco);
      ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
      ASSERT_EQ(object->kernels.size(), 1u);
      EXPECT_EQ(object->kernels[0].wavefrontSize, uint32_t(arch.waveSize));
      EXPECT_GT(timings.totalFor("fly"), 0.0);
      EXPECT_GT(timings.totalFor("llvm"), 0.0);
    }
  }
}

TEST(Compiler, ParseErrorsCarryFileLineAndColumn) {
  CompileOptions options;
  options.arch = target::findArch("gfx942");
  auto out = compileFlySource("gpu.module @m {\n  gpu.func @k() kernel {\n    %x = arith.bogus\n  }\n}\n", "bad.fly",
                              options);
  ASSERT_FALSE(bool(out));
  std::string message = llvm::toString(out.takeError());
  EXPECT_EQ(message.rfind("bad.fly:3:", 0), 0u) << message;
  EXPECT_NE(message.find("error:"), std::string::npos);
}

TEST(Compiler, UnknownPassIsAnError) {
  CompileOptions options;
  options.arch = target::findArch("gfx942");
  options.pipeline = "no-such-pass";
  auto out = compileFlySource(readExample("vector_add.fly"), "vector_add.fly", options);
  ASSERT_FALSE(bool(out));
  EXPECT_NE(llvm::toString(out.takeError()).find("no-such-pass"), std::string::npos);
}

// Kernel arguments are expanded first (docs/abi.md), so canonicalize folds the rebuilt views.
TEST(Compiler, DefaultPipelineExpandsKernelArgumentsThenCanonicalizes) {
  EXPECT_EQ(defaultPipeline().rfind("expand-kernel-arguments,canonicalize,", 0), 0u);
}

TEST(Compiler, IRDumpsCoverParsePassesAndEmission) {
  CompileOptions options;
  options.arch = target::findArch("gfx1201");
  std::string dumps;
  options.irDump = [&](const StageIR& stage) { dumps += stageBanner(stage); };
  auto out = compileFlySource(readExample("block_reduce.fly"), "block_reduce.fly", options, EmitKind::LLVMIR);
  ASSERT_TRUE(bool(out)) << llvm::toString(out.takeError());
  EXPECT_NE(dumps.find("IR Dump After parse"), std::string::npos);
  EXPECT_NE(dumps.find("IR Dump After canonicalize"), std::string::npos);
  EXPECT_NE(dumps.find("define amdgpu_kernel void @block_reduce"), std::string::npos);
}

} // namespace

// Compiles reuse one TargetMachine per thread, arch and level: reuse must not change a byte.
// Each kernel compiled after others on this thread equals the same kernel compiled first on a
// fresh thread (a fresh TargetMachine), at -O0 and -O3, for every arch.
TEST(Compiler, ReusedTargetMachineGivesTheSameBytesAsAFreshOne) {
  const std::vector<std::string> examples{"vector_add.fly", "block_reduce.fly", "vector_add.fly"};
  for (const target::Arch& arch : target::allArchs()) {
    for (int optLevel : {0, 3}) {
      CompileOptions options;
      options.arch = &arch;
      options.optLevel = optLevel;
      std::vector<std::string> reused;
      for (const std::string& example : examples) {
        auto hsaco = compileFlySource(readExample(example.c_str()), example, options);
        ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError());
        reused.push_back(*hsaco);
      }
      for (size_t i = 0; i < examples.size(); ++i) {
        std::string fresh;
        std::string error;
        std::thread([&] {
          auto hsaco = compileFlySource(readExample(examples[i].c_str()), examples[i], options);
          if (hsaco) fresh = *hsaco;
          else error = llvm::toString(hsaco.takeError());
        }).join();
        ASSERT_TRUE(error.empty()) << error;
        EXPECT_EQ(fresh, reused[i]) << examples[i] << " on " << arch.name << " -O" << optLevel;
      }
    }
  }
}
