// The LLM kernels beyond random data. topk_gating_softmax: logits full of ties (the lower expert index must
// win, in the kernel's cross-lane reduction as in its per-lane scan), -inf logits (a real
// -inf must stay selectable, unlike the kernel's masked entries), and the refusals of
// launches the kernel cannot take.
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

#include <unistd.h>

namespace {

using namespace fly;

// Writes `values` as raw f32 to a temporary file; returns its path.
std::string writeF32(const std::string &name, const std::vector<float> &values) {
  // The process id keeps two runs of the suite (two checkouts, ctest -j) from sharing the file.
  std::string path = testing::TempDir() + std::to_string(getpid()) + "_" + name;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char *>(values.data()), std::streamsize(values.size() * sizeof(float)));
  return path;
}

struct GatingCase {
  const char *arch;
  int experts, topk;
};

class MoeGatingTies : public testing::TestWithParam<GatingCase> {};

TEST_P(MoeGatingTies, LowerIndexWinsAndMinusInfinityIsSelectable) {
  const GatingCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("topk_gating_softmax");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"dtype", "f32"},
                                                {"experts", std::to_string(c.experts)},
                                                {"topk", std::to_string(c.topk)},
                                                {"renormalize", "0"}});
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  auto device = runtime::openEmulatorDevice(c.arch);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  // Token rows: all equal; three values repeating (every lane holds ties, and so do lanes
  // against each other); descending with the tail at -inf and K reaching into it; all -inf
  // but one.
  const int64_t tokens = 5, e = c.experts;
  std::vector<float> logits;
  for (int64_t j = 0; j < e; ++j) logits.push_back(0.5f);
  for (int64_t j = 0; j < e; ++j) logits.push_back(float((j * 7) % 3) - 1.0f);
  for (int64_t j = 0; j < e; ++j) logits.push_back(j < 2 ? float(-j) : -INFINITY);
  for (int64_t j = 0; j < e; ++j) logits.push_back(j == e - 1 ? 1.0f : -INFINITY);
  for (int64_t j = 0; j < e; ++j) logits.push_back(float((e - j) % 4));
  std::string file = writeF32("moe_gating_ties_" + std::string(c.arch) + "_" + std::to_string(e) + ".bin", logits);
  kernels::RunOptions options;
  options.inputFiles["gating"] = file;
  auto result = kernels::runKernel(*entry, *params, {tokens}, **device, options);
  std::remove(file.c_str());
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  EXPECT_TRUE(result->pass) << result->summary << "worst: " << result->worstAt;
}

INSTANTIATE_TEST_SUITE_P(Emulator, MoeGatingTies,
                         testing::Values(GatingCase{"gfx942", 8, 4}, GatingCase{"gfx942", 128, 8},
                                         GatingCase{"gfx942", 64, 64}, GatingCase{"gfx950", 256, 8},
                                         GatingCase{"gfx1201", 32, 5}, GatingCase{"gfx1201", 512, 3},
                                         GatingCase{"gfx1250", 128, 8}, GatingCase{"gfx1100", 16, 16},
                                         GatingCase{"gfx942", 40, 7}, GatingCase{"gfx1201", 6, 6}),
                         [](const testing::TestParamInfo<GatingCase> &info) {
                           return std::string(info.param.arch) + "_E" + std::to_string(info.param.experts) + "_K" +
                                  std::to_string(info.param.topk);
                         });

TEST(MoeGating, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("topk_gating_softmax");
  ASSERT_TRUE(entry);
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto run = [&](kernels::Params given) -> std::string {
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, {4}, **device);
    return result ? "ran" : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run({{"experts", "8"}, {"topk", "9"}}),
            "topk_gating_softmax: topk=9 is larger than the expert count (experts=8)");
  EXPECT_EQ(run({{"experts", "1000"}, {"topk", "2"}}),
            "topk_gating_softmax: experts=1000 has no lane layout on gfx942: at most 1024 experts (16 logits on each of "
            "the wave's 64 lanes), and E / VPT lanes for the largest VPT in {16, 8, 4, 2, 1} dividing E must fit in the "
            "wave");
  EXPECT_NE(run({{"experts", "2048"}}).find("experts=2048 has no lane layout"), std::string::npos);
  EXPECT_NE(run({{"topk", "0"}}), "ran");
  EXPECT_EQ(run({{"experts", "1024"}, {"topk", "1"}}), "ran");
}

// fused_rope_cache refuses what its lane layout or its cache cannot take, before compiling.
TEST(RopeCache, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("fused_rope_cache");
  ASSERT_TRUE(entry);
  auto device = runtime::openEmulatorDevice("gfx1201");
  ASSERT_TRUE(bool(device));
  auto run = [&](kernels::Params given, std::vector<int64_t> size) -> std::string {
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run({{"head_dim", "512"}}, {4, 1}),
            "fused_rope_cache: head_dim=512 is not supported on gfx1201: it must be even, at most 256 (8 elements on "
            "each of the wave's 32 lanes), and its half a multiple of the elements per lane (16)");
  EXPECT_EQ(run({{"head_dim", "76"}}, {4, 1}).substr(0, 46), "fused_rope_cache: head_dim=76 is not supported");
  EXPECT_EQ(run({{"head_dim", "40"}, {"layout", "x16"}}, {4, 1}),
            "fused_rope_cache: head_dim=40 is not a multiple of 16, which layout=x16 packs keys by");
  EXPECT_EQ(run({}, {33, 2}),
            "fused_rope_cache: the cache of BLOCKS=2 blocks of block_size=16 slots cannot hold T=33 tokens");
  EXPECT_EQ(run({{"head_dim", "40"}}, {32, 2}), "ran");
}

// flash_attn_fwd refuses what its heads, its atoms or its 32-bit offsets cannot take, before compiling.
TEST(FlashAttention, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  auto run = [&](const char *arch, kernels::Params given, std::vector<int64_t> size) -> std::string {
    auto device = runtime::openEmulatorDevice(arch);
    if (!device) return llvm::toString(device.takeError());
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run("gfx942", {{"q_heads", "6"}, {"kv_heads", "4"}}, {1, 8, 8}),
            "flash_attn_fwd: q_heads=6 is not a multiple of kv_heads=4 (each KV head serves q_heads / kv_heads query "
            "heads)");
  EXPECT_EQ(run("gfx1201", {{"atom", "32"}}, {1, 8, 8}),
            "flash_attn_fwd: gfx1201 has no 32x32 MFMA/WMMA atom with f16 inputs and f32 accumulation");
  EXPECT_EQ(run("gfx942", {{"atom", "32"}, {"block_n", "32"}, {"head_dim", "96"}}, {1, 8, 8}),
            "parameter head_dim=96 of kernel 'flash_attn_fwd' is not one of: 64, 128");
  EXPECT_EQ(run("gfx942", {{"q_heads", "64"}, {"kv_heads", "64"}}, {64, 2048, 8}),
            "flash_attn_fwd: Q, K, V or O of B=64 x 2048 rows is 2 GiB or more (32-bit buffer offsets)");
  EXPECT_EQ(run("gfx942", {{"q_heads", "6"}, {"kv_heads", "3"}, {"head_dim", "64"}}, {1, 9, 5}), "ran");
}

} // namespace
