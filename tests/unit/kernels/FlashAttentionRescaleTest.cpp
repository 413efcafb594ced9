// flash_attn_fwd's lazy rescaling: a lane keeps its running maximum until a key step's scores exceed
// it by more than the slack (8 in base 2 for 16-bit inputs), then takes the step's maximum and
// rescales O and its row sum in a branch only those lanes enter. Random inputs in [-2, 2] almost never
// grow the maximum by that much after the first step, so here the scores are made to: K's rows grow
// with their key step, and the queries alternate in sign, so that in one wave half the lanes see
// their scores rise step after step (rescaling, or keeping a stale maximum with p up to 2^8 where the
// rise is smaller) while the other half keep the first step's maximum. Every path of the kernel
// (gfx950's fast path, its register path, gfx942, wave32 gfx1201) against the registry's CPU
// reference, on ragged lengths.
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

namespace {

using namespace fly;

// A 16-bit float of a value exactly representable in it (normal or 0), little-endian bits.
uint16_t encode16(double x, bool bf16) {
  float f = float(x);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if (bf16) return uint16_t(bits >> 16); // exact: the low half is 0 for the values used here
  if (x == 0) return 0;
  int e;
  double m = std::frexp(std::fabs(x), &e); // |x| = m 2^e, m in [0.5, 1)
  uint16_t sign = x < 0 ? 0x8000 : 0;
  return uint16_t(sign | uint16_t(e - 1 + 15) << 10 | uint16_t(std::lround((m * 2 - 1) * 1024)));
}

struct RescaleCase {
  std::string arch;
  kernels::Params params;
  double growth; // K's rows grow by this factor per key step of 64 (block_n)
};

void PrintTo(const RescaleCase &c, std::ostream *os) {
  *os << c.arch << " growth " << c.growth << " ";
  for (const auto &[k, v] : c.params) *os << k << "=" << v << " ";
}

class FlashAttentionRescale : public testing::TestWithParam<RescaleCase> {};

TEST_P(FlashAttentionRescale, GrowingScoresMatchTheCpuReference) {
  const RescaleCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  const bool bf16 = params->at("dtype") == "bf16";
  const int64_t d = std::stoll(params->at("head_dim")), qh = std::stoll(params->at("q_heads")),
                kh = std::stoll(params->at("kv_heads"));
  const int64_t batch = 1, sq = 70, skv = 300; // ragged: 5 key steps of 64 and a partial one
  // Values in eighths (exact in f16 and bf16): Q = +-{0.5 .. 1} (sign by query), K = (1 + growth *
  // step) * {0.5 .. 1}, V in [-2, 2].
  std::mt19937 rng(26);
  std::uniform_int_distribution<int> eighth(4, 8), vEighth(-16, 16);
  auto write = [&](const std::string &name, int64_t rows, int64_t heads, auto value) {
    // The process id keeps the cases ctest runs in parallel off each other's files.
    std::string path = testing::TempDir() + std::to_string(getpid()) + "_fa_rescale_" + name + ".bin";
    std::ofstream f(path, std::ios::binary);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t h = 0; h < heads; ++h)
        for (int64_t x = 0; x < d; ++x) {
          uint16_t bits = encode16(value(r), bf16);
          f.write(reinterpret_cast<const char *>(&bits), 2);
        }
    return path;
  };
  kernels::RunOptions options;
  options.inputFiles["q"] = write("q", batch * sq, qh, [&](int64_t i) { return (i % 2 ? -1 : 1) * eighth(rng) / 8.0; });
  options.inputFiles["k"] = write("k", batch * skv, kh, [&](int64_t j) {
    return std::ldexp(std::round((1 + c.growth * double(j / 64)) * eighth(rng)), -3);
  });
  options.inputFiles["v"] = write("v", batch * skv, kh, [&](int64_t) { return vEighth(rng) / 8.0; });
  auto device = runtime::openEmulatorDevice(c.arch);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  auto result = kernels::runKernel(*entry, *params, {batch, sq, skv}, **device, options);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  EXPECT_TRUE(result->pass) << result->summary << "worst: " << result->worstAt;
  for (const char *name : {"q", "k", "v"}) std::filesystem::remove(options.inputFiles[name]);
}

// head_dim=64: a step's scores rise by about 6.5 (base 2) per unit of growth for the positive
// queries: growth 2 rescales every step, 0.5 keeps a stale maximum for two steps in three.
std::vector<RescaleCase> cases() {
  std::vector<RescaleCase> out;
  for (double growth : {2.0, 0.5})
    for (const char *dtype : {"f16", "bf16"}) {
      kernels::Params p = {{"dtype", dtype}, {"head_dim", "64"}, {"q_heads", "2"}, {"kv_heads", "1"}, {"block_n", "64"}};
      out.push_back({"gfx950", p, growth});
      kernels::Params reg = p;
      reg["fast_path"] = "0";
      out.push_back({"gfx950", reg, growth});
      out.push_back({"gfx942", p, growth});
    }
  out.push_back({"gfx1201", {{"head_dim", "64"}, {"q_heads", "2"}, {"kv_heads", "1"}}, 2.0});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Paths, FlashAttentionRescale, testing::ValuesIn(cases()));

} // namespace
