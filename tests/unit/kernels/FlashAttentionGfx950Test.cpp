// flash_attn_fwd's gfx950 path (fast_path): K and V tiles by LDS DMA, V^T by ds_read_b64_tr_b16.
// The code object must hold both instructions where the path is taken (auto on gfx950, so a silent
// fall back to the register path fails here) and neither where it is not (fast_path=0, gfx942);
// the kernel runs on the emulator against the registry's CPU reference on random data (ragged
// lengths, causal, GQA/MQA, head dims 64 and 128, f16 and bf16, both atom sizes) with the LDS race
// check on; fast_path=1 where the path does not apply is refused with the reason.
#include "Registry.h"

#include "fly/codegen/Backend.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

std::string assembly(const kernels::Params &given, const char *arch) {
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  EXPECT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, given);
  EXPECT_TRUE(bool(params)) << llvm::toString(params.takeError());
  codegen::CompileOptions options;
  options.arch = target::findArch(arch);
  auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
  EXPECT_TRUE(bool(text)) << llvm::toString(text.takeError());
  return text ? *text : std::string();
}

bool hasLdsDma(const std::string &s) {
  for (size_t at = s.find("buffer_load_dwordx4"); at != std::string::npos; at = s.find("buffer_load_dwordx4", at + 1)) {
    size_t end = s.find('\n', at);
    if (s.substr(at, end - at).find(" lds") != std::string::npos) return true;
  }
  return false;
}

TEST(FlashAttentionGfx950, CodeObjectHasTransposeReadsAndLdsDma) {
  for (const kernels::Params &p : std::vector<kernels::Params>{
           {}, {{"dtype", "bf16"}, {"head_dim", "64"}, {"causal", "1"}}, {{"atom", "16"}, {"block_n", "32"}}}) {
    std::string s = assembly(p, "gfx950");
    EXPECT_NE(s.find("ds_read_b64_tr_b16"), std::string::npos);
    EXPECT_TRUE(hasLdsDma(s));
  }
  for (auto [p, arch] : std::vector<std::pair<kernels::Params, const char *>>{{{{"fast_path", "0"}}, "gfx950"},
                                                                              {{}, "gfx942"},
                                                                              {{{"dtype", "fp8"}}, "gfx950"}}) {
    std::string s = assembly(p, arch);
    EXPECT_EQ(s.find("ds_read_b64_tr_b16"), std::string::npos) << arch;
    EXPECT_FALSE(hasLdsDma(s)) << arch;
  }
}

TEST(FlashAttentionGfx950, FastPathRequestedWhereItDoesNotApply) {
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  auto on942 = kernels::resolveParams(*entry, {{"fast_path", "1"}});
  ASSERT_TRUE(bool(on942));
  EXPECT_EQ(entry->validate(*on942, *target::findArch("gfx942"), nullptr),
            "flash_attn_fwd: fast_path=1: gfx942 has no ds_read_b64_tr_b16 and 16-byte LDS DMA (gfx950 has)");
  auto fp8 = kernels::resolveParams(*entry, {{"fast_path", "1"}, {"dtype", "fp8"}});
  ASSERT_TRUE(bool(fp8));
  EXPECT_EQ(entry->validate(*fp8, *target::findArch("gfx950"), nullptr),
            "flash_attn_fwd: fast_path=1: dtype=fp8 (the fast path reads 16-bit V)");
}

struct Case {
  kernels::Params params;
  std::vector<std::vector<int64_t>> shapes; // B x SQ x SKV
};

void PrintTo(const Case &c, std::ostream *os) {
  for (const auto &[k, v] : c.params) *os << k << "=" << v << " ";
}

class FlashAttentionGfx950Run : public testing::TestWithParam<Case> {};

TEST_P(FlashAttentionGfx950Run, MatchesTheCpuReference) {
  const Case &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  kernels::Params given = c.params;
  given["fast_path"] = "1"; // refused, not silently replaced, where the path does not apply
  auto params = kernels::resolveParams(*entry, given);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice("gfx950", options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const std::vector<int64_t> &shape : c.shapes) {
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << shape[0] << "x" << shape[1] << "x" << shape[2] << ":\n"
                              << result->summary << "worst: " << result->worstAt;
  }
}

// Sequence lengths ragged against the query block (128 or 64 queries) and the key step (64 or 32),
// SQ > SKV and SQ < SKV, a single partial key step, several steps.
INSTANTIATE_TEST_SUITE_P(
    Variants, FlashAttentionGfx950Run,
    testing::Values(Case{{}, {{1, 37, 37}, {2, 70, 200}}},
                    Case{{{"dtype", "bf16"}, {"causal", "1"}, {"head_dim", "64"}}, {{1, 33, 100}, {1, 150, 33}}},
                    Case{{{"dtype", "bf16"}, {"q_heads", "8"}, {"kv_heads", "2"}}, {{1, 129, 129}}},
                    Case{{{"causal", "1"}, {"q_heads", "3"}, {"kv_heads", "1"}, {"block_n", "32"}, {"warps", "2"},
                          {"atom", "16"}},
                         {{1, 65, 130}}},
                    Case{{{"head_dim", "64"}, {"atom", "16"}, {"block_n", "128"}, {"warps", "8"}}, {{1, 200, 260}}},
                    Case{{{"dtype", "bf16"}, {"q_heads", "2"}, {"kv_heads", "2"}, {"warps", "1"}, {"causal", "1"}},
                         {{2, 17, 70}}}));

} // namespace
