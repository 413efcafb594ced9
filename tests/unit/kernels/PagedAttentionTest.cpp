// pa_decode on the emulator with the LDS race check on: every variant (bf16/f16 caches, fp8 with
// per-tensor and per-token scales, GQA group sizes up to 16, sliding window, 1..8 waves, block
// sizes 16..64) on the archs it claims, at ragged context lengths (sequence 0 the longest, sequence
// 1 empty, the others random, none a multiple of the block size by design), against the
// double-precision reference; the block tables the plan draws (holes, blocks out of order); the
// launches it refuses.
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace {

using namespace fly;

struct PaCase {
  std::string arch;
  kernels::Params params;
  std::vector<std::vector<int64_t>> shapes;
};

void PrintTo(const PaCase &c, std::ostream *os) {
  *os << "pa_decode";
  for (const auto &[k, v] : c.params) *os << " " << k << "=" << v;
  *os << " on " << c.arch;
}

class PagedAttention : public testing::TestWithParam<PaCase> {};

TEST_P(PagedAttention, MatchesTheReferenceWithoutLdsRaces) {
  const PaCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("pa_decode");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(c.arch, options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const auto &shape : c.shapes) {
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    ASSERT_TRUE(bool(result)) << shape[0] << "x" << shape[1] << ": " << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << shape[0] << "x" << shape[1] << ":\n" << result->summary << "worst: " << result->worstAt;
    EXPECT_LE(result->worstRatio, 1.0);
  }
}

std::vector<PaCase> paCases() {
  std::vector<PaCase> out;
  for (const char *arch : {"gfx942", "gfx950"}) {
    out.push_back({arch, {}, {{5, 700}, {3, 37}}});
    out.push_back({arch, {{"dtype", "f16"}, {"kv_cache", "f16"}, {"q_heads", "4"}, {"kv_heads", "2"}, {"head_dim", "64"},
                          {"block_size", "32"}, {"warps", "2"}},
                   {{4, 161}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"q_heads", "16"}, {"kv_heads", "2"}}, {{3, 300}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"kv_scale", "token"}, {"q_heads", "5"}, {"kv_heads", "1"},
                          {"block_size", "64"}, {"block_n", "32"}},
                   {{4, 250}}});
    out.push_back({arch, {{"window", "100"}, {"q_heads", "6"}, {"kv_heads", "3"}, {"warps", "1"}, {"block_n", "128"}},
                   {{3, 333}}});
    out.push_back({arch, {{"head_dim", "256"}, {"kv_cache", "fp8"}, {"window", "40"}, {"warps", "2"}, {"block_n", "16"}},
                   {{3, 90}, {1, 334}}});
    // Window starts at every offset within a 4- and 8-token V run (lo = ctx - 41).
    out.push_back({arch, {{"window", "40"}, {"q_heads", "1"}, {"warps", "2"}}, {{1, 42}, {1, 43}, {1, 44}, {1, 130}, {1, 350}}});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, PagedAttention, testing::ValuesIn(paCases()),
                         [](const testing::TestParamInfo<PaCase> &info) {
                           std::string name = info.param.arch;
                           for (const auto &[k, v] : info.param.params) name += "_" + k + "_" + v;
                           return name;
                         });

// The block table of a plan: each sequence's first ceil(len / block_size) entries are distinct cache
// blocks, not in order, the rest -1; the lengths are ragged, one sequence empty, one the longest.
TEST(PagedAttentionPlan, BlockTablesHaveHolesAndScatteredBlocks) {
  const kernels::Entry *entry = kernels::findKernel("pa_decode");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"block_size", "16"}});
  ASSERT_TRUE(bool(params));
  const target::Arch *arch = target::findArch("gfx942");
  ASSERT_TRUE(arch);
  kernels::Plan plan = entry->plan(*params, {6, 200}, *arch);
  const kernels::Argument *tables = nullptr, *lengths = nullptr;
  for (const auto &a : plan.arguments) {
    if (a.name == "block_tables") tables = &a;
    if (a.name == "context_lengths") lengths = &a;
  }
  ASSERT_TRUE(tables && lengths && tables->generate && lengths->generate);
  std::mt19937_64 rng(7);
  std::vector<double> lens = lengths->generate(rng, 6);
  std::vector<double> table = tables->generate(rng, tables->shape[0] * tables->shape[1]);
  EXPECT_EQ(lens[0], 200);
  EXPECT_EQ(lens[1], 0);
  const int64_t cols = tables->shape[1];
  std::set<double> used;
  bool outOfOrder = false;
  for (int64_t s = 0; s < 6; ++s) {
    const int64_t need = (int64_t(lens[size_t(s)]) + 15) / 16;
    for (int64_t b = 0; b < cols; ++b) {
      double v = table[size_t(s * cols + b)];
      if (b >= need) {
        EXPECT_EQ(v, -1) << s << "," << b;
        continue;
      }
      EXPECT_TRUE(used.insert(v).second) << "block " << v << " used twice";
      if (b > 0 && v != table[size_t(s * cols + b - 1)] + 1) outOfOrder = true;
    }
  }
  EXPECT_TRUE(outOfOrder);
  EXPECT_LT(*used.rbegin(), double(entry->plan(*params, {6, 200}, *arch).arguments[1].shape[0]));
}

TEST(PagedAttention, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("pa_decode");
  ASSERT_TRUE(entry);
  auto run = [&](const char *arch, kernels::Params given, std::vector<int64_t> size) -> std::string {
    auto device = runtime::openEmulatorDevice(arch);
    if (!device) return llvm::toString(device.takeError());
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run("gfx942", {{"q_heads", "6"}, {"kv_heads", "4"}}, {2, 20}),
            "pa_decode: q_heads=6 is not a multiple of kv_heads=4 (each KV head serves q_heads / kv_heads query heads)");
  EXPECT_EQ(run("gfx942", {{"q_heads", "32"}, {"kv_heads", "1"}}, {2, 20}),
            "pa_decode: q_heads / kv_heads = 32 query heads per KV head: at most 16 (the columns of one 16x16 atom)");
  EXPECT_EQ(run("gfx950", {{"block_size", "24"}}, {2, 20}),
            "pa_decode: block_size=24 is not a multiple of 16 (the token runs of the loads)");
  EXPECT_EQ(run("gfx942", {{"kv_cache", "f16"}}, {2, 20}),
            "pa_decode: kv_cache=f16 with dtype=bf16: the cache holds the query's type or fp8");
  EXPECT_EQ(run("gfx942", {{"head_dim", "96"}}, {2, 20}),
            "parameter head_dim=96 of kernel 'pa_decode' is not one of: 64, 128, 256");
  EXPECT_EQ(run("gfx942", {{"kv_heads", "8"}, {"q_heads", "8"}, {"head_dim", "256"}, {"warps", "2"}, {"block_size", "1024"}}, {4096, 1024}),
            "pa_decode: the KV cache of 8195 blocks is 2 GiB or more (32-bit buffer offsets)");
  EXPECT_EQ(run("gfx942", {{"warps", "8"}, {"head_dim", "256"}}, {2, 20}),
            "pa_decode: warps=8 with head_dim=256 needs 134144 bytes of LDS to combine the waves, more than gfx942's 65536");
  EXPECT_EQ(run("gfx1100", {}, {2, 20}).find("pa_decode") != std::string::npos ||
                run("gfx1100", {}, {2, 20}).find("gfx1100") != std::string::npos,
            true);
  EXPECT_EQ(run("gfx942", {{"q_heads", "2"}, {"kv_heads", "1"}, {"head_dim", "64"}}, {1, 1}), "ran");
}

} // namespace
