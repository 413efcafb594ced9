#include "TestKernels.h"

#include "fly/codegen/Backend.h"
#include "fly/codegen/Occupancy.h"
#include "fly/codegen/KernelABI.h"

#include "llvm/Target/TargetMachine.h"

#include <gtest/gtest.h>

using namespace fly;
using namespace fly::codegen;

namespace {

class ArgLayout : public ::testing::TestWithParam<const char*> {};

// The layout Fly computes (and will pack launches with) is the one the code object declares.
TEST_P(ArgLayout, MatchesTheCodeObjectMetadata) {
  BackendOptions options{target::findArch(GetParam()), 2};
  auto tm = createTargetMachine(options);
  ASSERT_TRUE(bool(tm)) << llvm::toString(tm.takeError());
  llvm::LLVMContext context;
  auto module = test_kernels::buildMixedArgs(context);
  prepareModule(*module, **tm);
  KernelArgLayout layout = computeKernelArgLayout(*module->getFunction("mixed_args"), module->getDataLayout());

  // By hand, from the ABI alignment of each type.
  const uint32_t offsets[] = {0, 8, 16, 24, 32, 48, 64, 72, 80, 84};
  const uint32_t sizes[] = {1, 8, 2, 8, 4, 16, 8, 8, 2, 4};
  ASSERT_EQ(layout.args.size(), 10u);
  for (size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(layout.args[i].offset, offsets[i]) << "arg " << i;
    EXPECT_EQ(layout.args[i].size, sizes[i]) << "arg " << i;
  }
  EXPECT_EQ(layout.explicitSize, 88u);

  auto hsaco = compileModule(*module, options, EmitKind::CodeObject);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError());
  auto info = test_kernels::parseCodeObject(*hsaco);
  ASSERT_TRUE(bool(info)) << llvm::toString(info.takeError());
  const codeobject::KernelInfo* k = info->findKernel("mixed_args");
  ASSERT_NE(k, nullptr);
  std::vector<codeobject::KernelArg> explicitArgs;
  for (const codeobject::KernelArg* a : k->explicitArgs()) explicitArgs.push_back(*a);
  ASSERT_EQ(explicitArgs.size(), layout.args.size());
  for (size_t i = 0; i < explicitArgs.size(); ++i) {
    EXPECT_EQ(explicitArgs[i].offset, layout.args[i].offset) << "arg " << i;
    EXPECT_EQ(explicitArgs[i].size, layout.args[i].size) << "arg " << i;
    EXPECT_EQ(explicitArgs[i].offset % layout.args[i].align, 0u) << "arg " << i;
  }
  EXPECT_EQ(explicitArgs[1].kind, codeobject::ArgKind::GlobalBuffer);
  EXPECT_EQ(explicitArgs[0].kind, codeobject::ArgKind::ByValue);
  // Hidden arguments, if any, come after the explicit ones.
  for (const codeobject::KernelArg& a : k->args) {
    if (codeobject::isHidden(a.kind)) {
      EXPECT_GE(a.offset, layout.explicitSize) << codeobject::argKindName(a.kind).str();
    }
  }
  EXPECT_GE(k->kernargSegmentSize, layout.explicitSize);
  EXPECT_GE(k->kernargSegmentAlign, 16u);
}

INSTANTIATE_TEST_SUITE_P(Archs, ArgLayout, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

} // namespace
