// tiled_mma_gemm's software-pipelined K loops (stages, prefetch): against the CPU reference on random data
// with the emulator's LDS race check on, at K ragged against tile_k (an odd and an even number of
// steps), K smaller than one tile, and exactly one step; on every arch the kernel claims.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

struct PipelineCase {
  const char *arch;
  kernels::Params params;
  std::vector<std::vector<int64_t>> shapes; // M, N, K
};

void PrintTo(const PipelineCase &c, std::ostream *os) {
  *os << "tiled_mma_gemm";
  for (const auto &[k, v] : c.params) *os << " " << k << "=" << v;
  *os << " on " << c.arch;
}

class TiledMmaGemmPipeline : public testing::TestWithParam<PipelineCase> {};

TEST_P(TiledMmaGemmPipeline, MatchesTheReferenceWithoutLdsRaces) {
  const PipelineCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(c.arch, options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const auto &s : c.shapes) {
    std::string shape = std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]);
    auto result = kernels::runKernel(*entry, *params, s, **device);
    ASSERT_TRUE(bool(result)) << shape << ": " << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << shape << ":\n" << result->summary << "worst: " << result->worstAt;
    EXPECT_LE(result->worstRatio, 1.0) << shape;
  }
}

std::vector<PipelineCase> pipelineCases() {
  std::vector<PipelineCase> out;
  // K in elements of one 16-byte vector (v): less than one tile, one tile, ragged with an odd
  // step count (3) and an even one (4), for the default 64 x 64 x 64 tile and a 32 x 64 x 32 one.
  auto shapes = [](int64_t tk, int64_t v) {
    return std::vector<std::vector<int64_t>>{
        {67, 45, 3 * v}, {33, 70, tk}, {40, 70, 2 * tk + v}, {67, 130, 3 * tk + 5 * v}};
  };
  // Two LDS stages with the loads one step ahead (prefetch=1; the default prefetch, 2, below).
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"})
    for (const char *dtype : {"f16", "bf16", "fp8", "f32", "int8"}) {
      std::string a = arch, d = dtype;
      if (a.starts_with("gfx11") && d == "fp8") continue;
      int64_t v = d == "fp8" || d == "int8" ? 16 : d == "f32" ? 4 : 8;
      // f32's padded 64 x 64 x 64 stages do not fit twice in 64 KiB: 32 x 64 x 32 tiles.
      if (d == "f32")
        out.push_back({arch, {{"dtype", dtype}, {"stages", "2"}, {"prefetch", "1"}, {"tile_m", "32"}, {"warps_m", "1"}, {"tile_k", "32"}},
                       shapes(32, v)});
      else
        out.push_back({arch, {{"dtype", dtype}, {"stages", "2"}, {"prefetch", "1"}}, shapes(64, v)});
      if (d == "f16" || d == "bf16")
        out.push_back({arch, {{"dtype", dtype}, {"stages", "2"}, {"prefetch", "1"}, {"tile_m", "32"}, {"warps_m", "1"}, {"tile_k", "32"}},
                       shapes(32, v)});
    }
  // gfx1250's tensor data mover copying the next step's tiles during the MMAs (zeros past K).
  out.push_back({"gfx1250", {{"dtype", "f16"}, {"loads", "tdm"}, {"stages", "2"}}, shapes(64, 8)});
  out.push_back({"gfx1250", {{"dtype", "fp8"}, {"loads", "tdm"}, {"stages", "2"}}, shapes(64, 16)});
  // The 32 x 32 MFMA atoms (gfx942's 32x32x8 f16/bf16 and 32x32x16 fp8 take the K pack: two atom
  // K steps per 16-byte LDS read), both loops; stages=1 with K a multiple of tile_k.
  for (const char *arch : {"gfx942", "gfx950"}) {
    for (const char *dtype : {"f16", "bf16"}) {
      out.push_back({arch, {{"dtype", dtype}, {"atom", "32x32x8"}, {"stages", "2"}, {"prefetch", "1"}}, shapes(64, 8)});
      out.push_back({arch, {{"dtype", dtype}, {"atom", "32x32x8"}, {"stages", "1"}, {"prefetch", "0"}},
                     {{67, 45, 64}, {97, 130, 192}}});
    }
    out.push_back({arch, {{"dtype", "fp8"}, {"atom", "32x32x16"}, {"tile_k", "64"}, {"stages", "2"}, {"prefetch", "1"}},
                   shapes(64, 16)});
    out.push_back({arch, {{"dtype", "fp8"}, {"atom", "32x32x16"}, {"tile_k", "64"}, {"stages", "1"}, {"prefetch", "0"}},
                   {{67, 45, 64}, {97, 130, 192}}});
  }
  out.push_back({"gfx950", {{"dtype", "f16"}, {"atom", "32x32x16"}, {"stages", "2"}, {"prefetch", "1"}}, shapes(64, 8)});
  // int8's 32 x 32 atoms (gfx942's 32x32x16 with the K pack, gfx950's 32x32x32).
  out.push_back({"gfx942", {{"dtype", "int8"}, {"atom", "32x32x16"}}, shapes(64, 16)});
  out.push_back({"gfx950", {{"dtype", "int8"}, {"atom", "32x32x32"}}, shapes(64, 16)});
  // The loads two steps ahead (prefetch=2: two register sets in flight, carried through the loop),
  // and one LDS stage refilled from registers (stages=1 with prefetch 1 or 2) on every arch.
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100"})
    for (auto [stages, prefetch] : std::initializer_list<std::pair<const char *, const char *>>{{"2", "2"}, {"1", "1"}, {"1", "2"}}) {
      out.push_back({arch, {{"dtype", "f16"}, {"stages", stages}, {"prefetch", prefetch}}, shapes(64, 8)});
      if (std::string(arch).starts_with("gfx11")) continue;
      out.push_back({arch, {{"dtype", "fp8"}, {"stages", stages}, {"prefetch", prefetch}, {"tile_k", "64"}}, shapes(64, 16)});
    }
  // int8 (i32 accumulators and C) with each K loop on every arch (gfx11's iu8 WMMA included).
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100"})
    for (auto [stages, prefetch] : std::initializer_list<std::pair<const char *, const char *>>{{"2", "2"}, {"1", "1"}, {"1", "2"}})
      out.push_back({arch, {{"dtype", "int8"}, {"stages", stages}, {"prefetch", prefetch}}, shapes(64, 16)});
  out.push_back({"gfx942", {{"dtype", "bf16"}, {"stages", "1"}, {"prefetch", "2"}, {"tile_m", "128"}, {"tile_n", "128"}}, shapes(64, 8)});
  out.push_back({"gfx950", {{"dtype", "f32"}, {"stages", "2"}, {"prefetch", "2"}, {"tile_m", "32"}, {"warps_m", "1"}, {"tile_k", "32"}},
                 shapes(32, 4)});
  // gfx950's LDS DMA (loads=dma): the next step's tiles loaded straight into the other LDS stage
  // during the MMAs (a ragged last step zero-filled, nothing loaded past K), every 8- and 16-bit
  // dtype, 128 x 128 tiles, one row of waves for decode, the 32 x 32 atom; the one-stage loop too.
  for (const char *dtype : {"f16", "bf16", "fp8", "int8"}) {
    int64_t v = std::string(dtype) == "fp8" || std::string(dtype) == "int8" ? 16 : 8;
    out.push_back({"gfx950", {{"dtype", dtype}, {"loads", "dma"}, {"stages", "2"}}, shapes(64, v)});
  }
  out.push_back({"gfx950", {{"dtype", "bf16"}, {"loads", "dma"}, {"stages", "2"}, {"tile_m", "128"}, {"tile_n", "128"}},
                 shapes(64, 8)});
  out.push_back({"gfx950", {{"dtype", "f16"}, {"loads", "dma"}, {"stages", "2"}, {"tile_m", "16"}, {"warps_m", "1"}, {"warps_n", "4"}},
                 shapes(64, 8)});
  out.push_back({"gfx950", {{"dtype", "f16"}, {"loads", "dma"}, {"stages", "2"}, {"atom", "32x32x16"}}, shapes(64, 8)});
  out.push_back({"gfx950", {{"dtype", "fp8"}, {"loads", "dma"}, {"stages", "1"}, {"tile_k", "64"}}, {{67, 45, 64}, {33, 70, 192}}});
  // The old loop, K a multiple of tile_k, with the race check too.
  for (const char *arch : {"gfx942", "gfx950"}) {
    out.push_back({arch, {{"dtype", "f16"}, {"stages", "1"}, {"prefetch", "0"}}, {{67, 45, 64}, {33, 70, 192}}});
    out.push_back({arch, {{"dtype", "int8"}, {"stages", "1"}, {"prefetch", "0"}}, {{67, 45, 64}, {33, 70, 192}}});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Kernels, TiledMmaGemmPipeline, testing::ValuesIn(pipelineCases()));

// Shapes the pipelined loop refuses, and the old loop's rule.
TEST(TiledMmaGemmPipelineChecks, KInWholeVectors) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto error = [&](kernels::Params given, std::vector<int64_t> shape) -> std::string {
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    return result ? "" : llvm::toString(result.takeError());
  };
  EXPECT_EQ(error({{"stages", "2"}}, {64, 64, 36}),
            "tiled_mma_gemm: K=36 is not a multiple of 8 (the pipelined loop reads rows of A and B as 16-byte vectors; "
            "pad K)");
  EXPECT_EQ(error({{"stages", "1"}, {"prefetch", "2"}}, {64, 64, 40}), "") << "one stage refilled from registers: ragged K";
  EXPECT_EQ(error({{"stages", "2"}, {"prefetch", "0"}}, {64, 64, 64}),
            "tiled_mma_gemm: stages=2 prefetches the next step's tiles (prefetch=1 or 2, not 0)");
  EXPECT_EQ(error({{"stages", "1"}, {"prefetch", "0"}}, {64, 64, 40}),
            "tiled_mma_gemm: K=40 is not a multiple of tile_k=64 (the K loop has no ragged step; pad K or choose "
            "tile_k, or stages=2)");
  EXPECT_NE(error({{"stages", "3"}}, {64, 64, 64}).find("stages=3 of kernel 'tiled_mma_gemm' is not one of"),
            std::string::npos);
  // The defaults (stages=auto, prefetch=auto: two steps ahead) pipeline the loop on every arch: K
  // needs only whole 16-byte vectors (f16: 8, int8: 16 elements).
  EXPECT_EQ(error({{"dtype", "f16"}}, {64, 64, 40}), "");
  EXPECT_EQ(error({{"dtype", "f32"}}, {64, 64, 40}), "");
  EXPECT_EQ(error({{"dtype", "int8"}}, {64, 64, 80}), "");
  EXPECT_EQ(error({{"dtype", "int8"}}, {64, 64, 40}),
            "tiled_mma_gemm: K=40 is not a multiple of 16 (the pipelined loop reads rows of A and B as 16-byte "
            "vectors; pad K)");
  // stages=auto on gfx942 (64 KiB of LDS per CU), seen through prefetch=0 (which two stages refuse,
  // and with which one stage needs K a multiple of tile_k): two stages where they keep 4 waves per
  // SIMD of LDS room (16 x 64 x 32 tiles, 4 waves), one where they would halve it (the default
  // 64 x 64 x 64) or do not fit (f32 64 x 64 x 64: 2 x 34 KiB of padded rows).
  const std::string twoStages = "tiled_mma_gemm: stages=2 prefetches the next step's tiles (prefetch=1 or 2, not 0)";
  EXPECT_EQ(error({{"dtype", "f16"}, {"tile_m", "16"}, {"warps_m", "1"}, {"warps_n", "4"}, {"tile_k", "32"}, {"prefetch", "0"}},
                  {64, 64, 40}),
            twoStages);
  EXPECT_NE(error({{"dtype", "f16"}, {"prefetch", "0"}}, {64, 64, 40}).find("K=40 is not a multiple of tile_k=64"),
            std::string::npos);
  EXPECT_NE(error({{"dtype", "f32"}, {"prefetch", "0"}}, {64, 64, 40}).find("K=40 is not a multiple of tile_k=64"),
            std::string::npos);
}

// prefetch=auto: two steps ahead where the tiles go through registers and the two register sets
// take at most an eighth of a wave's VGPRs; stages - 1 past that, where the tiles do not go through
// registers (loads=dma and tdm write LDS directly) and for split-K (its one-stage loop). Seen through
// the shape rules: the unpipelined loop needs K a multiple of tile_k, the pipelined one 16-byte vectors.
TEST(TiledMmaGemmPipelineChecks, AutoPrefetch) {
  auto error = [&](const char *kernel, const char *arch, kernels::Params given, std::vector<int64_t> shape) -> std::string {
    const kernels::Entry *entry = kernels::findKernel(kernel);
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    return entry->validate(*params, *target::findArch(arch), &shape);
  };
  // 64 x 64 x 64, 2 x 2 atoms: f16's sets are 16 VGPRs a lane with 256 threads (wave64; 512 VGPRs),
  // 32 with 128 (wave32; 256 VGPRs: past the budget); the 8-bit types' half that.
  for (const char *arch : {"gfx942", "gfx950"}) {
    EXPECT_EQ(error("tiled_mma_gemm", arch, {{"stages", "1"}}, {64, 64, 40}), "") << arch << ": stages=1 prefetch=auto";
    EXPECT_EQ(error("tiled_mma_gemm", arch, {{"stages", "1"}, {"dtype", "f32"}}, {64, 64, 40}), "") << arch;
  }
  for (const char *arch : {"gfx1201", "gfx1250", "gfx1100"}) {
    EXPECT_NE(error("tiled_mma_gemm", arch, {{"stages", "1"}}, {64, 64, 40}).find("K=40 is not a multiple"),
              std::string::npos)
        << arch << ": f16 prefetch=auto is stages - 1";
    EXPECT_EQ(error("tiled_mma_gemm", arch, {{"stages", "1"}, {"dtype", "int8"}}, {64, 64, 80}), "")
        << arch << ": int8 prefetch=auto is 2";
  }
  EXPECT_NE(error("tiled_mma_gemm", "gfx950", {{"stages", "1"}, {"loads", "dma"}}, {64, 64, 40}).find("K=40 is not a multiple"),
            std::string::npos)
      << "loads=dma stages=1: prefetch=auto is 0";
  EXPECT_NE(error("tiled_mma_gemm", "gfx1250", {{"stages", "1"}, {"loads", "tdm"}}, {64, 64, 40}).find("K=40 is not a multiple"),
            std::string::npos)
      << "loads=tdm stages=1: prefetch=auto is 0";
  EXPECT_EQ(error("tiled_mma_gemm", "gfx950", {{"stages", "2"}, {"loads", "dma"}}, {64, 64, 40}), "");
  EXPECT_NE(error("tiled_mma_gemm_splitk", "gfx942", {{"split_k", "1"}}, {64, 64, 40}).find("K=40 is not a multiple"),
            std::string::npos)
      << "split-K: prefetch=auto is 0";
}

// loads=dma: 16-byte LDS DMA is gfx950's; it writes LDS directly (so no stage refilled from registers
// and no load further ahead than the stages allow); f32 fragments have no 16-byte units.
TEST(TiledMmaGemmPipelineChecks, LdsDmaLimits) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto error = [&](const char *arch, kernels::Params given) -> std::string {
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    return entry->validate(*params, *target::findArch(arch), nullptr);
  };
  EXPECT_EQ(error("gfx950", {{"loads", "dma"}}), "");
  EXPECT_EQ(error("gfx942", {{"loads", "dma"}}),
            "tiled_mma_gemm: loads=dma needs 16-byte LDS DMA loads, which gfx942 lacks (LDS DMA sizes there: 1, 2, 4); "
            "use loads=vector");
  EXPECT_NE(error("gfx1201", {{"loads", "dma"}}).find("loads=dma needs 16-byte LDS DMA loads, which gfx1201 lacks"),
            std::string::npos);
  EXPECT_EQ(error("gfx950", {{"loads", "dma"}, {"stages", "1"}, {"prefetch", "1"}}),
            "tiled_mma_gemm: loads=dma copies into LDS directly: prefetch=1 with stages=1 would overwrite the stage "
            "being read (use prefetch=auto)");
  EXPECT_NE(error("gfx950", {{"loads", "dma"}, {"stages", "2"}, {"prefetch", "2"}}).find("would overwrite"), std::string::npos);
  EXPECT_NE(error("gfx950", {{"loads", "dma"}, {"dtype", "f32"}}).find("f32 fragments"), std::string::npos);
}

} // namespace
