// Every registry kernel, in each of its variants, on the emulator of every arch, at three
// shapes (ragged ones included), against its CPU reference with the tolerance the registry
// states (fly-llc --kernel NAME --describe prints it), with the LDS race check on (a read or write
// of LDS that another wave of the work-group wrote or read since their last common barrier fails
// the launch).
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

struct Case {
  std::string kernel;
  kernels::Params params;
  std::string arch;
  std::vector<std::vector<int64_t>> shapes = {}; // empty: kShapes
};

void PrintTo(const Case &c, std::ostream *os) {
  *os << c.kernel;
  for (const auto &[k, v] : c.params) *os << " " << k << "=" << v;
  *os << " on " << c.arch;
}

std::string caseName(const testing::TestParamInfo<Case> &info) {
  std::string name = info.param.kernel;
  for (const auto &[k, v] : info.param.params) name += "_" + k + "_" + v;
  name += "_" + info.param.arch;
  for (char &c : name)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

// Shapes: rows x columns. Columns not a multiple of any vector width, one smaller than a
// wave, and one larger than what a 256-thread work-group covers with 128-bit vectors of
// 16-bit elements (2048), so the loops run more than once.
const std::vector<std::vector<int64_t>> kShapes = {{3, 37}, {4, 999}, {2, 2051}};

class RegistryKernel : public testing::TestWithParam<Case> {};

TEST_P(RegistryKernel, MatchesTheCpuReference) {
  const Case &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel(c.kernel);
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(c.arch, options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const std::vector<int64_t> &shape : c.shapes.empty() ? kShapes : c.shapes) {
    std::string at;
    for (int64_t d : shape) at += (at.empty() ? "" : "x") + std::to_string(d);
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    if (!result) {
      std::string message = llvm::toString(result.takeError());
      // An instruction the emulator does not execute yet is a gap in fly-emu, not in the kernel.
      if (message.find("is not implemented by fly-emu") != std::string::npos) GTEST_SKIP() << message;
      FAIL() << "shape " << at << ": " << message;
    }
    EXPECT_TRUE(result->pass) << "shape " << at << ":\n"
                              << result->summary << "worst: " << result->worstAt;
  }
}

std::vector<Case> cases() {
  std::vector<Case> out;
  const char *archs[] = {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"};
  // The GEMM kernels' archs (gfx11: WMMA for f16/bf16, the FMA atom for f32, no fp8).
  const char *gemmArchs[] = {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"};
  std::vector<std::pair<std::string, kernels::Params>> variants;
  for (const char *t : {"f32", "f16", "bf16"}) {
    variants.push_back({"vector_add", {{"dtype", t}}});
    variants.push_back({"softmax", {{"dtype", t}}});
    variants.push_back({"block_reduce", {{"dtype", t}, {"op", "sum"}}});
    variants.push_back({"layernorm", {{"dtype", t}}});
    variants.push_back({"rmsnorm", {{"dtype", t}}});
  }
  variants.push_back({"block_reduce", {{"op", "max"}, {"block", "128"}}});
  variants.push_back({"softmax", {{"block", "64"}}});
  variants.push_back({"layernorm", {{"dtype", "f32"}, {"out", "bf16"}, {"fused_add", "1"}}});
  variants.push_back({"layernorm", {{"dtype", "f16"}, {"fused_add", "1"}}});
  variants.push_back({"rmsnorm", {{"dtype", "bf16"}, {"fused_add", "1"}}});
  variants.push_back({"rmsnorm", {{"dtype", "f32"}, {"out", "i8"}}});
  variants.push_back({"rmsnorm", {{"dtype", "f16"}, {"out", "i8"}, {"fused_add", "1"}}});
  // f16 in, bf16 out: on gfx1250 LLVM 22 folded the f16 weight into v_fma_mixlo_bf16 as an f32 and
  // stored 0s (found by the fly-run fuzzer; fly/codegen/MixedPrecision.h).
  variants.push_back({"rmsnorm", {{"dtype", "f16"}, {"out", "bf16"}, {"fused_add", "1"}}});
  variants.push_back({"layernorm", {{"dtype", "f16"}, {"out", "bf16"}}});
  // softmax f32 also at rows across the ends of what it keeps in registers at block 256 (one
  // vector a thread up to 1024 columns, two to 2048, four to 4096; the rest read twice):
  // exactly at them, and ragged past them.
  auto withShapes = [](const std::string &kernel, const kernels::Params &params) -> std::vector<std::vector<int64_t>> {
    if (kernel == "softmax" && params.size() == 1 && params.count("dtype") && params.at("dtype") == "f32") {
      auto shapes = kShapes;
      for (int64_t n : {1024, 1025, 2048, 2051, 4096, 4101, 8197}) shapes.push_back({2, n});
      return shapes;
    }
    // The norms keep 1 or 2 vectors a thread at block 256 (2 only unfused): rows at and ragged
    // past 1024, 2048 and 4096 columns (the ends of each depth for f32 and 16-bit types), with
    // misaligned rows (an odd N) taking the scalar path.
    if (kernel == "layernorm" || kernel == "rmsnorm") {
      auto shapes = kShapes;
      for (int64_t n : {1024, 1027, 2048, 2050, 4096, 4103}) shapes.push_back({2, n});
      return shapes;
    }
    // vector_add: rows whose N is a multiple of 16 bytes take 128-bit vectors (N ragged against
    // the 64-thread row of vectors), the others V predicated elements a thread.
    if (kernel == "vector_add") {
      auto shapes = kShapes;
      for (std::vector<int64_t> s : {std::vector<int64_t>{3, 64}, {5, 40}, {2, 520}, {6, 1024}}) shapes.push_back(s);
      return shapes;
    }
    // block_reduce folds 128-bit aligned vectors and the columns around them one a thread: rows
    // shorter than a vector, rows starting unaligned (odd N), several vectors a thread.
    if (kernel == "block_reduce") {
      auto shapes = kShapes;
      for (std::vector<int64_t> s : {std::vector<int64_t>{5, 3}, {3, 1}, {3, 4099}, {2, 8200}}) shapes.push_back(s);
      return shapes;
    }
    return {};
  };
  for (const auto &[kernel, params] : variants)
    for (const char *arch : archs) out.push_back({kernel, params, arch, withShapes(kernel, params)});
  // 16-bit rows across the ends of what softmax keeps in registers at block 64 (512, 1024 and
  // 2048 columns): exactly at them, and ragged past them.
  for (const char *arch : archs) {
    out.push_back({"softmax", {{"dtype", "bf16"}, {"block", "64"}}, arch, {{3, 512}, {2, 520}, {3, 1024}, {3, 2048}, {2, 2052}, {2, 4100}, {5, 37}}});
    out.push_back({"softmax", {{"dtype", "f16"}, {"block", "64"}}, arch, {{2, 1023}, {2, 2049}, {2, 4103}}});
  }

  // GEMMs, shapes M x N x K: two tile configurations (the default 64 x 64 x 64 with 2 x 2 atoms,
  // and one row of atoms over 32 x 64 with K steps of 32), M and N ragged against both, K one step
  // and more; the default software-pipelined K loop (prefetch=auto: two steps ahead) and the
  // unpipelined one-stage loop. int8 (i32 C, exact): K ragged against the tile too (80 = 64 + 16).
  std::vector<kernels::Params> configs = {
      {}, {{"tile_m", "32"}, {"tile_n", "64"}, {"warps_m", "1"}, {"tile_k", "32"}}, {{"stages", "1"}, {"prefetch", "0"}}};
  auto kStep = [](const kernels::Params &p) { return p.count("tile_k") ? int64_t(std::stoi(p.at("tile_k"))) : 64; };
  for (const char *arch : gemmArchs)
    for (const char *dtype : {"f16", "bf16", "f32", "fp8", "int8"})
      for (kernels::Params p : configs) {
        if (std::string(arch).starts_with("gfx11") && std::string(dtype) == "fp8") continue;
        p["dtype"] = dtype;
        // 8-bit: K steps of 64 (gfx950's int8 MFMA and gfx1250's fp8/int8 WMMAs have K = 64).
        bool fp8 = std::string(dtype) == "fp8", int8 = std::string(dtype) == "int8";
        if (fp8 || int8) p["tile_k"] = "64";
        std::vector<std::vector<int64_t>> shapes = {{67, 45, 64}, {33, 130, fp8 || int8 ? 128 : kStep(p)}};
        // (The default tile's loop is pipelined on every arch; 32 x 64's int8 register sets are past
        // the wave32 archs' prefetch budget, and stages=auto may keep one stage: K whole steps there.)
        if (int8 && !p.count("prefetch") && !p.count("tile_m")) shapes.push_back({45, 97, 80});
        out.push_back({"tiled_mma_gemm", p, arch, shapes});
      }
  // gfx1250's tensor data mover for the A and B tiles (loads=tdm): every dtype, both tile
  // configurations, M and N ragged (the descriptor's extents zero-fill the rows past the matrix).
  for (const char *dtype : {"f16", "bf16", "f32", "fp8", "int8"})
    for (kernels::Params p : configs) {
      p["dtype"] = dtype;
      p["loads"] = "tdm";
      bool fp8 = std::string(dtype) == "fp8" || std::string(dtype) == "int8";
      if (fp8) p["tile_k"] = "64";
      out.push_back({"tiled_mma_gemm", p, "gfx1250", {{67, 45, 64}, {33, 130, fp8 ? 128 : kStep(p)}, {1, 1, kStep(p)}}});
    }
  // gfx950's LDS DMA for the A and B tiles (loads=dma): the 8- and 16-bit dtypes, both tile
  // configurations and the one-stage loop, M and N ragged (rows past the matrix read 0); split-K.
  for (const char *dtype : {"f16", "bf16", "fp8", "int8"})
    for (kernels::Params p : configs) {
      p["dtype"] = dtype;
      p["loads"] = "dma";
      bool fp8 = std::string(dtype) == "fp8" || std::string(dtype) == "int8";
      if (fp8) p["tile_k"] = "64";
      out.push_back({"tiled_mma_gemm", p, "gfx950", {{67, 45, 64}, {33, 130, fp8 ? 128 : kStep(p)}, {1, 1, kStep(p)}}});
    }
  out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f16"}, {"loads", "dma"}}, "gfx950", {{67, 45, 128}}});
  // tile_k whose LDS rows are not a power of two of swizzle units (96: 12 units of 8).
  out.push_back({"tiled_mma_gemm", {{"dtype", "f16"}, {"tile_k", "96"}}, "gfx942", {{64, 70, 192}}});
  out.push_back({"tiled_mma_gemm", {{"dtype", "bf16"}, {"tile_k", "96"}}, "gfx1250", {{64, 70, 192}}});
  // Other atoms: the 32 x 32 MFMAs, and the scalar-FMA atom on an MFMA arch.
  out.push_back({"tiled_mma_gemm", {{"dtype", "f16"}, {"atom", "32x32x8"}}, "gfx942", {{100, 70, 64}}});
  out.push_back({"tiled_mma_gemm", {{"dtype", "bf16"}, {"atom", "32x32x16"}}, "gfx950", {{100, 70, 64}}});
  out.push_back({"tiled_mma_gemm", {{"dtype", "f32"}, {"atom", "fma"}, {"tile_k", "16"}}, "gfx942", {{40, 50, 32}}});
  // Split-K: partial tiles added with atomics, every GEMM arch, two split counts.
  for (const char *arch : gemmArchs) {
    out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f16"}}, arch, {{67, 45, 128}, {33, 130, 256}}});
    out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "bf16"}, {"split_k", "2"}, {"tile_m", "32"}, {"warps_m", "1"}},
                   arch, {{40, 70, 64}}});
  }
  out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f32"}, {"split_k", "3"}}, "gfx1201", {{50, 20, 96}}});
  out.push_back({"tiled_mma_gemm_splitk", {{"dtype", "f16"}, {"loads", "tdm"}}, "gfx1250", {{67, 45, 128}}});
  // Preshuffle GEMM: N a multiple of 16 but ragged against the tile, M ragged; one K step and several;
  // both epilogues (direct stores, C shuffled through LDS).
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *dtype : {"f16", "bf16"})
      for (const char *epilogue : {"direct", "cshuffle"}) {
        out.push_back({"preshuffle_gemm", {{"dtype", dtype}, {"epilogue", epilogue}}, arch, {{67, 48, 192}, {33, 144, 64}}});
        out.push_back({"preshuffle_gemm",
                       {{"dtype", dtype}, {"epilogue", epilogue}, {"tile_m", "32"}, {"tile_n", "96"}, {"tile_k", "32"}},
                       arch,
                       {{45, 112, 96}}});
        // 16-row tiles: four waves side by side along N (1 x 4).
        out.push_back({"preshuffle_gemm",
                       {{"dtype", dtype}, {"epilogue", epilogue}, {"tile_m", "16"}, {"tile_n", "64"}, {"tile_k", "128"}},
                       arch,
                       {{37, 144, 256}, {16, 64, 128}}});
      }
  // The K loop (GemmCommon.h pipelinedKLoop) one and two K steps deep: 1 to 6 steps (the loop
  // run none, once or twice, with the odd counts' extra loading step).
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *depth : {"1", "2"}) {
      out.push_back({"preshuffle_gemm",
                     {{"dtype", "bf16"}, {"tile_m", "16"}, {"tile_n", "64"}, {"tile_k", "32"}, {"prefetch", depth}}, arch,
                     {{37, 80, 160}, {20, 64, 192}, {9, 48, 128}, {17, 32, 64}, {5, 16, 32}}});
      out.push_back({"preshuffle_gemm", {{"dtype", "int8"}, {"epilogue", "cshuffle"}, {"prefetch", depth}}, arch,
                     {{45, 112, 320}, {33, 48, 128}}});
    }
  // 8-bit inputs with per-row/column scales: fp8 (FNUZ on gfx942, OCP on gfx950), int8 and W4A8
  // (int4 B), each with the default tile, direct epilogue and f16 C, and a 32 x 96 x 128 tile with
  // the C-shuffle epilogue and bf16 C.
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *dtype : {"fp8", "int8", "int4"}) {
      out.push_back({"preshuffle_gemm", {{"dtype", dtype}}, arch, {{67, 48, 256}, {33, 144, 128}}});
      if (std::string(dtype) == "fp8")
        out.push_back({"preshuffle_gemm", {{"dtype", dtype}, {"tile_m", "16"}, {"tile_n", "128"}, {"tile_k", "128"}}, arch,
                       {{21, 256, 384}}});
      out.push_back({"preshuffle_gemm",
                     {{"dtype", dtype}, {"epilogue", "cshuffle"}, {"out", "bf16"}, {"tile_m", "32"}, {"tile_n", "96"},
                      {"tile_k", "128"}},
                     arch,
                     {{45, 112, 256}}});
    }
  // MXFP4 (gfx950's scaled MFMA): fp4 A and B with E8M0 block scales, two configurations.
  out.push_back({"preshuffle_gemm", {{"dtype", "mxfp4"}, {"tile_k", "128"}}, "gfx950", {{67, 48, 256}, {33, 144, 128}}});
  out.push_back({"preshuffle_gemm",
                 {{"dtype", "mxfp4"}, {"epilogue", "cshuffle"}, {"out", "bf16"}, {"tile_m", "32"}, {"tile_n", "96"},
                  {"tile_k", "256"}},
                 "gfx950",
                 {{45, 112, 512}}});
  // MoE gating, shapes T (tokens): one token, a ragged count, several work-groups. Layouts from one
  // lane per token (E = 8) to 16 logits on each of 16 lanes (E = 256), and expert counts that are
  // not a power of two (40: 5 of 8 lanes hold logits; 60); bf16 logits tie often, so the
  // lower-index rule is exercised on random data.
  for (const char *arch : archs) {
    std::vector<std::vector<int64_t>> tokens = {{1}, {37}, {333}};
    out.push_back({"topk_gating_softmax", {{"dtype", "bf16"}}, arch, tokens});
    out.push_back({"topk_gating_softmax", {{"dtype", "f32"}, {"experts", "64"}, {"topk", "6"}, {"renormalize", "0"}}, arch, tokens});
    out.push_back({"topk_gating_softmax", {{"dtype", "f16"}, {"experts", "8"}, {"topk", "2"}}, arch, tokens});
    out.push_back({"topk_gating_softmax", {{"dtype", "bf16"}, {"experts", "256"}, {"topk", "8"}}, arch, {{45}}});
    out.push_back({"topk_gating_softmax", {{"dtype", "f32"}, {"experts", "40"}, {"topk", "40"}, {"renormalize", "0"}}, arch, {{9}}});
    out.push_back({"topk_gating_softmax", {{"dtype", "bf16"}, {"experts", "60"}, {"topk", "4"}}, arch, {{70}}});
  }
  // Fused RoPE + KV cache, shapes T x BLOCKS: one token, tokens filling the cache but for the
  // skipped (-1) slots, and a ragged count. Head dims from one element per lane (64 on a wave64)
  // to 8 (256 on a wave32); 96 (partner lanes 24 apart, not a power of two); GQA and KH > QH;
  // both cache layouts; i32 and i64 positions.
  for (const char *arch : archs) {
    std::vector<std::vector<int64_t>> sizes = {{1, 1}, {48, 3}, {77, 6}};
    out.push_back({"fused_rope_cache", {}, arch, sizes});
    out.push_back({"fused_rope_cache", {{"layout", "x16"}, {"pos", "i32"}, {"dtype", "f16"}}, arch, sizes});
    out.push_back({"fused_rope_cache", {{"head_dim", "64"}, {"q_heads", "8"}, {"kv_heads", "2"}, {"layout", "x16"}}, arch, {{37, 5}}});
    out.push_back({"fused_rope_cache", {{"head_dim", "96"}, {"q_heads", "4"}, {"kv_heads", "4"}, {"dtype", "f16"}}, arch, {{37, 5}}});
    out.push_back({"fused_rope_cache", {{"head_dim", "256"}, {"q_heads", "2"}, {"kv_heads", "3"}, {"block_size", "8"}, {"layout", "x16"}},
                   arch, {{37, 5}}});
  }
  // Flash attention, shapes B x SQ x SKV: sequence lengths ragged against the query block and the key
  // step, SQ > SKV and SQ < SKV (causal: bottom-right aligned, so with SQ > SKV the first queries see
  // no key and get 0); GQA (4 query heads on 2 KV heads) and MQA (3 on 1); head dims 64 and 128; both
  // atom sizes on the MFMA archs; 1, 2 and 4 waves; key steps of 32 and 64 (gfx1250's builds of
  // the first and third reach v256+ through s_set_vgpr_msb).
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"}) {
    bool mfma = std::string(arch) == "gfx942" || std::string(arch) == "gfx950";
    out.push_back({"flash_attn_fwd", {}, arch, {{1, 37, 37}, {2, 70, 45}}});
    out.push_back({"flash_attn_fwd", {{"dtype", "bf16"}, {"causal", "1"}, {"head_dim", "64"}}, arch, {{1, 33, 100}, {1, 100, 33}}});
    out.push_back({"flash_attn_fwd",
                   {{"causal", "1"}, {"q_heads", "3"}, {"kv_heads", "1"}, {"block_n", "32"}, {"warps", "2"},
                    {"atom", mfma ? "16" : "auto"}},
                   arch,
                   {{1, 65, 130}}});
    out.push_back({"flash_attn_fwd", {{"dtype", "bf16"}, {"q_heads", "2"}, {"kv_heads", "2"}, {"warps", "1"}}, arch, {{2, 17, 70}}});
  }
  out.push_back({"flash_attn_fwd", {{"block_n", "64"}, {"q_heads", "2"}, {"kv_heads", "2"}}, "gfx1250", {{1, 16, 16}, {1, 37, 100}}});
  // gfx950 takes its fast path by default (FlashAttentionGfx950Test.cpp); its register path too.
  out.push_back({"flash_attn_fwd", {{"fast_path", "0"}}, "gfx950", {{1, 37, 37}, {2, 70, 45}}});
  out.push_back({"flash_attn_fwd", {{"fast_path", "0"}, {"dtype", "bf16"}, {"causal", "1"}, {"head_dim", "64"}}, "gfx950",
                 {{1, 100, 33}}});
  // fp8 Q/K/V with per-tensor scales (FlyDSL's flash_attn_fp8_gfx950; FNUZ on gfx942), bf16 O: ragged
  // lengths, causal with GQA, MQA with 16x16 atoms (its own bound per output: FlashAttentionFp8Test).
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"}) {
    bool mfma = std::string(arch) == "gfx942" || std::string(arch) == "gfx950";
    out.push_back({"flash_attn_fwd", {{"dtype", "fp8"}}, arch, {{1, 37, 37}, {2, 70, 45}}});
    out.push_back({"flash_attn_fwd", {{"dtype", "fp8"}, {"causal", "1"}, {"q_heads", "8"}, {"kv_heads", "2"}}, arch,
                   {{1, 33, 100}, {1, 100, 33}}});
    if (mfma) {
      out.push_back({"flash_attn_fwd", {{"dtype", "fp8"}, {"atom", "16"}, {"q_heads", "3"}, {"kv_heads", "1"}, {"head_dim", "64"}},
                     arch, {{1, 65, 130}}});
      // fp8 takes 16x16 atoms and 128 keys a step by default on wave64: the 32x32 atoms too.
      out.push_back({"flash_attn_fwd", {{"dtype", "fp8"}, {"atom", "32"}, {"block_n", "64"}}, arch, {{2, 70, 45}}});
    }
  }
  // pa_decode (more variants, with the LDS race check, in PagedAttentionTest.cpp).
  for (const char *arch : {"gfx942", "gfx950"}) {
    out.push_back({"pa_decode", {}, arch, {{5, 700}, {4, 33}}});
    out.push_back({"pa_decode", {{"kv_cache", "fp8"}, {"kv_scale", "token"}, {"q_heads", "4"}, {"kv_heads", "2"}}, arch, {{3, 129}}});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, RegistryKernel, testing::ValuesIn(cases()), caseName);

TEST(Registry, ParametersAreChecked) {
  const kernels::Entry *softmax = kernels::findKernel("softmax");
  ASSERT_TRUE(softmax);
  auto bad = kernels::resolveParams(*softmax, {{"dtype", "f64"}});
  ASSERT_FALSE(bool(bad));
  EXPECT_EQ(llvm::toString(bad.takeError()), "parameter dtype=f64 of kernel 'softmax' is not one of: f32, f16, bf16");
  auto unknown = kernels::resolveParams(*softmax, {{"rows", "4"}});
  ASSERT_FALSE(bool(unknown));
  EXPECT_EQ(llvm::toString(unknown.takeError()), "kernel 'softmax' has no parameter 'rows' (parameters: dtype, block)");
  kernels::Params p;
  EXPECT_FALSE(bool(llvm::errorToBool(kernels::parseParam("dtype=f16", p))));
  EXPECT_EQ(p.at("dtype"), "f16");
  EXPECT_TRUE(llvm::errorToBool(kernels::parseParam("dtype", p)));
}

// An integer parameter past int64 threw std::out_of_range out of the kernel's param() (fly-run
// aborted; found by the fly-run fuzzer); one past i32 would overflow the kernels' tile arithmetic.
// Both are refused when the parameters are resolved, naming the range.
TEST(Registry, IntegerParametersAreWithinI32) {
  const kernels::Entry *gemm = kernels::findKernel("tiled_mma_gemm");
  ASSERT_TRUE(gemm);
  for (const char *value : {"99999999999999999999", "9223372036854775807", "2147483648", "0", "-4", "8x", ""}) {
    auto bad = kernels::resolveParams(*gemm, {{"tile_k", value}});
    ASSERT_FALSE(bool(bad)) << value;
    EXPECT_EQ(llvm::toString(bad.takeError()), std::string("parameter tile_k=") + value +
                                                   " of kernel 'tiled_mma_gemm' must be a positive integer up to "
                                                   "2147483647");
  }
  auto ok = kernels::resolveParams(*gemm, {{"tile_k", "2147483647"}});
  ASSERT_TRUE(bool(ok));
  EXPECT_EQ(ok->at("tile_k"), "2147483647");
}

TEST(Registry, EveryEntryIsComplete) {
  for (const kernels::Entry &e : kernels::registry()) {
    EXPECT_TRUE(e.build && e.plan && e.reference && e.allowedError) << e.name;
    EXPECT_EQ(e.problemDims.size(), e.defaultProblem.size()) << e.name;
    EXPECT_FALSE(e.gridRule.empty()) << e.name;
    EXPECT_FALSE(e.tolerance.empty()) << e.name;
  }
}

} // namespace
