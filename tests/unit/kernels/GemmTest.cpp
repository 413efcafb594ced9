// The GEMM registry kernels on the emulator of every arch they claim, at ragged M and N and
// two tile configurations, random data, against the registry's CPU reference (fp32 accumulation,
// the tolerance `fly-llc --kernel tiled_mma_gemm --describe` states); and their launch-time
// shape checks.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

struct GemmCase {
  std::string kernel;
  kernels::Params params;
  std::string arch;
  std::vector<std::vector<int64_t>> shapes; // (M, N, K)
};

void PrintTo(const GemmCase &c, std::ostream *os) {
  *os << c.kernel;
  for (const auto &[k, v] : c.params) *os << " " << k << "=" << v;
  *os << " on " << c.arch;
}

std::string caseName(const testing::TestParamInfo<GemmCase> &info) {
  std::string name = info.param.kernel;
  for (const auto &[k, v] : info.param.params) name += "_" + k + "_" + v;
  name += "_" + info.param.arch;
  for (char &c : name)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class GemmKernel : public testing::TestWithParam<GemmCase> {};

TEST_P(GemmKernel, MatchesTheCpuReference) {
  const GemmCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel(c.kernel);
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  auto device = runtime::openEmulatorDevice(c.arch);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const std::vector<int64_t> &shape : c.shapes) {
    std::string at = std::to_string(shape[0]) + "x" + std::to_string(shape[1]) + "x" + std::to_string(shape[2]);
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    ASSERT_TRUE(bool(result)) << at << ": " << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << at << ":\n" << result->summary << "worst: " << result->worstAt;
  }
}

std::vector<GemmCase> cases() {
  std::vector<GemmCase> out;
  // Two tile configurations: the default (64 x 64 x 32, 2 x 2 atoms) and a narrow one (one row
  // of atoms, 32 x 64, one K step per 32). M and N ragged against both.
  std::vector<kernels::Params> configs = {{}, {{"tile_m", "32"}, {"tile_n", "64"}, {"warps_m", "1"}}};
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"})
    for (const char *dtype : {"f16", "bf16", "f32"})
      for (size_t i = 0; i < configs.size(); ++i) {
        kernels::Params p = configs[i];
        p["dtype"] = dtype;
        out.push_back({"tiled_mma_gemm", p, arch, {{67, 45, 64}, {33, 130, 32}}});
      }
  // Other atoms: the 32 x 32 MFMAs, and the scalar-FMA atom on an MFMA arch.
  out.push_back({"tiled_mma_gemm", {{"dtype", "f16"}, {"atom", "32x32x8"}}, "gfx942", {{100, 70, 64}}});
  out.push_back({"tiled_mma_gemm", {{"dtype", "bf16"}, {"atom", "32x32x16"}}, "gfx950", {{100, 70, 64}}});
  out.push_back({"tiled_mma_gemm", {{"dtype", "f32"}, {"atom", "fma"}, {"tile_k", "16"}}, "gfx942", {{40, 50, 32}}});
  // Split-K: partial tiles added with atomics, every arch, two split counts.
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"}) {
    out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f16"}}, arch, {{67, 45, 128}, {33, 130, 256}}});
    out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "bf16"}, {"split_k", "2"}, {"tile_m", "32"}, {"warps_m", "1"}},
                   arch, {{40, 70, 64}}});
  }
  out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f32"}, {"split_k", "3"}}, "gfx1201", {{50, 20, 96}}});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, GemmKernel, testing::ValuesIn(cases()), caseName);

std::string runError(const std::string &arch, kernels::Params given, std::vector<int64_t> shape) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, given);
  if (!params) return llvm::toString(params.takeError());
  auto device = runtime::openEmulatorDevice(arch);
  if (!device) return llvm::toString(device.takeError());
  auto result = kernels::runKernel(*entry, *params, shape, **device);
  if (result) return "";
  return llvm::toString(result.takeError());
}

TEST(GemmChecks, KMustBeAMultipleOfTileK) {
  EXPECT_EQ(runError("gfx942", {}, {64, 64, 40}),
            "tiled_mma_gemm: K=40 is not a multiple of tile_k=32 (the K loop has no ragged step; pad K or choose "
            "tile_k)");
}

TEST(GemmChecks, SplitKNeedsKAMultipleOfSplitTimesTileK) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm_splitk");
  auto params = kernels::resolveParams(*entry, {{"split_k", "4"}});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx950");
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {64, 64, 96}, **device);
  ASSERT_FALSE(bool(result));
  EXPECT_EQ(llvm::toString(result.takeError()),
            "tiled_mma_gemm_splitk: K=96 is not a multiple of split_k * tile_k=128 (the K loop has no ragged step; pad K "
            "or choose tile_k)");
}

TEST(GemmChecks, AtomNotOnTheArchNamesTheChoices) {
  std::string e = runError("gfx942", {{"atom", "16x16x32"}}, {64, 64, 64});
  EXPECT_NE(e.find("atom=16x16x32 for f16 on gfx942 is not an MMA atom there"), std::string::npos) << e;
  EXPECT_NE(e.find("16x16x16"), std::string::npos) << e;
  std::string f32 = runError("gfx1201", {{"dtype", "f32"}, {"atom", "16x16x4"}}, {64, 64, 64});
  EXPECT_NE(f32.find("none (use atom=fma)"), std::string::npos) << f32;
}

TEST(GemmChecks, TilesTheTiledMmaDoesNotDivide) {
  std::string e = runError("gfx942", {{"tile_m", "48"}}, {64, 64, 64});
  EXPECT_NE(e.find("tile_m=48 and tile_n=64 must be multiples of the tiled MMA's 32 x 32"), std::string::npos) << e;
  std::string k = runError("gfx950", {{"tile_k", "16"}}, {64, 64, 64});
  EXPECT_NE(k.find("tile_k=16 must be a multiple of the atom's K (32)"), std::string::npos) << k;
}

// fly-run --lds-stats: the emulator device counts LDS cycles per instruction (docs/kernels.md's
// bank-conflict column comes from these lines).
TEST(GemmFigures, EmulatorCountsLdsCyclesPerInstruction) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx950", /*perInstructionCounters=*/true);
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {64, 64, 64}, **device);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  EXPECT_NE(result->deviceStats.find("bank-conflict cycles"), std::string::npos) << result->deviceStats;
  EXPECT_NE(result->deviceStats.find("ds_read"), std::string::npos) << result->deviceStats;
}

TEST(GemmChecks, CompileRefusesWhatValidateRefuses) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, {{"atom", "32x32x8"}, {"dtype", "f32"}});
  ASSERT_TRUE(bool(params));
  auto object = kernels::compileKernel(*entry, *params, *target::findArch("gfx1250"));
  ASSERT_FALSE(bool(object));
  EXPECT_NE(llvm::toString(object.takeError()).find("is not an MMA atom there"), std::string::npos);
}

} // namespace
