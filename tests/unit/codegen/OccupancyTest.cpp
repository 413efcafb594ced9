// Fly computes occupancy from the arch description (fly/target) and the code object's metadata.
// LLVM's AMDGPU AsmPrinter writes its own estimate as "; Occupancy: N" into the assembly: the
// two are computed independently, so agreement checks the arch facts.
#include "TestKernels.h"

#include "fly/codegen/Backend.h"
#include "fly/codegen/Occupancy.h"

#include <gtest/gtest.h>

#include <regex>

using namespace fly;
using namespace fly::codegen;

namespace {

struct Case {
  const char* arch;
  int liveValues;
  int ldsBytes;
  int workgroupSize;
};

std::ostream& operator<<(std::ostream& os, const Case& c) {
  return os << c.arch << " live=" << c.liveValues << " lds=" << c.ldsBytes << " wg=" << c.workgroupSize;
}

class OccupancyVsLLVM : public ::testing::TestWithParam<Case> {};

TEST_P(OccupancyVsLLVM, Agrees) {
  const Case& c = GetParam();
  BackendOptions options{target::findArch(c.arch), 3};
  llvm::LLVMContext context;
  auto forAsm = test_kernels::buildPressure(context, c.liveValues, c.ldsBytes, c.workgroupSize);
  auto assembly = compileModule(*forAsm, options, EmitKind::Assembly);
  ASSERT_TRUE(bool(assembly)) << llvm::toString(assembly.takeError());
  std::smatch match;
  ASSERT_TRUE(std::regex_search(*assembly, match, std::regex("; Occupancy: ([0-9]+)")));
  int llvmOccupancy = std::stoi(match[1]);

  auto forObject = test_kernels::buildPressure(context, c.liveValues, c.ldsBytes, c.workgroupSize);
  auto hsaco = compileModule(*forObject, options, EmitKind::CodeObject);
  ASSERT_TRUE(bool(hsaco)) << llvm::toString(hsaco.takeError());
  auto info = test_kernels::parseCodeObject(*hsaco);
  ASSERT_TRUE(bool(info)) << llvm::toString(info.takeError());
  Occupancy ours = computeOccupancy(info->kernels.at(0), *options.arch);
  EXPECT_EQ(ours.wavesPerSimd, llvmOccupancy)
      << c << " vgpr=" << info->kernels[0].vgprCount << " sgpr=" << info->kernels[0].sgprCount
      << " lds=" << info->kernels[0].groupSegmentFixedSize << " limited by " << ours.limitedBy;
}

std::vector<Case> cases() {
  std::vector<Case> all;
  for (const char* arch : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"}) {
    all.push_back({arch, 4, 0, 256});
    all.push_back({arch, 60, 0, 256});
    all.push_back({arch, 120, 0, 256});
    all.push_back({arch, 8, 16384, 256});
    all.push_back({arch, 8, 65536, 1024});
    all.push_back({arch, 8, 32768, 128});
  }
  return all;
}

INSTANTIATE_TEST_SUITE_P(Kernels, OccupancyVsLLVM, ::testing::ValuesIn(cases()));

} // namespace
