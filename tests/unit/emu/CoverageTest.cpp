// fly-emu coverage: the instruction list comes from LLVM, and the implemented count per arch and
// group never goes down (tests/data/emu-coverage.txt holds the last recorded counts: raise them
// when you implement instructions).
#include "fly/emu/Coverage.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

using namespace fly::emu;

namespace {

std::map<std::string, unsigned> baseline(const std::string &arch) {
  std::ifstream f(std::string(FLY_TEST_DATA_DIR) + "/emu-coverage.txt");
  std::map<std::string, unsigned> m;
  std::string line;
  while (std::getline(f, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream is(line);
    std::string a, group;
    unsigned n;
    if (std::getline(is, a, '\t') && std::getline(is, group, '\t') && is >> n && a == arch) m[group] = n;
  }
  return m;
}

class Coverage : public testing::TestWithParam<const char *> {};

TEST_P(Coverage, ImplementedCountsDoNotGoDown) {
  auto r = instructionCoverage(GetParam());
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  auto want = baseline(GetParam());
  ASSERT_FALSE(want.empty()) << "no baseline for " << GetParam() << " in tests/data/emu-coverage.txt";
  for (unsigned g = 0; g < unsigned(CoverageGroup::Count); ++g) {
    std::string name = coverageGroupName(CoverageGroup(g));
    unsigned have = r->implemented(CoverageGroup(g));
    EXPECT_GE(have, want[name]) << GetParam() << " " << name << ": fewer instructions implemented than recorded";
    EXPECT_LE(have, r->total(CoverageGroup(g)));
  }
}

TEST(CoverageList, ComesFromLlvmPerArch) {
  auto has = [](const CoverageReport &r, const std::string &m) {
    for (const CoverageEntry &e : r.entries)
      if (e.mnemonic == m) return &e;
    return static_cast<const CoverageEntry *>(nullptr);
  };
  auto g942 = instructionCoverage("gfx942"), g1201 = instructionCoverage("gfx1201");
  ASSERT_TRUE(bool(g942) && bool(g1201));
  // MFMA only on CDNA, WMMA only on gfx12; VOPD only on gfx11+.
  ASSERT_TRUE(has(*g942, "v_mfma_f32_16x16x4_f32"));
  EXPECT_TRUE(has(*g942, "v_mfma_f32_16x16x4_f32")->implemented);
  EXPECT_FALSE(has(*g1201, "v_mfma_f32_16x16x4_f32"));
  EXPECT_TRUE(has(*g1201, "v_wmma_f32_16x16x16_f16"));
  EXPECT_FALSE(has(*g942, "v_dual_add_f32"));
  const CoverageEntry *add = has(*g942, "v_add_f32_e32") ? has(*g942, "v_add_f32_e32") : has(*g942, "v_add_f32");
  ASSERT_TRUE(add);
  EXPECT_TRUE(add->implemented);
  EXPECT_EQ(add->group, CoverageGroup::VALU);
  // Legacy MFMA spellings the assembler still accepts count as the op they name.
  ASSERT_TRUE(has(*g942, "v_mfma_f32_16x16x4f32"));
  EXPECT_TRUE(has(*g942, "v_mfma_f32_16x16x4f32")->implemented);
  ASSERT_TRUE(has(*g942, "ds_read_b32"));
  EXPECT_EQ(has(*g942, "ds_read_b32")->group, CoverageGroup::DS);
  ASSERT_TRUE(has(*g942, "global_load_dword"));
  EXPECT_EQ(has(*g942, "global_load_dword")->group, CoverageGroup::Global);
  EXPECT_TRUE(has(*g942, "image_sample") == nullptr || !has(*g942, "image_sample")->implemented);
  EXPECT_FALSE(bool(instructionCoverage("gfx9999")));
}

INSTANTIATE_TEST_SUITE_P(Archs, Coverage, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100"));

} // namespace
