// FlyDSL's example 04 (preshuffle GEMM end to end) on the device: preshuffle_weight rearranges a
// row-major B, preshuffle_gemm (at the example's tile, 128 x 128 x 64, f16 and bf16) multiplies
// with it, and C matches A B^T from the row-major B (double precision). preshuffle_weight alone
// against kernels/Preshuffle.h's layout on every element type, with the LDS race check; the sizes
// it refuses.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

namespace {

using namespace fly;

TEST(PreshuffleWeight, MatchesThePreshuffledLayout) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_weight");
  ASSERT_TRUE(entry);
  for (const char *arch : {"gfx942", "gfx950"}) {
    runtime::EmulatorOptions options;
    options.checkLdsRaces = true;
    auto device = runtime::openEmulatorDevice(arch, options);
    ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
    for (const char *dtype : {"f16", "bf16", "fp8", "int8"})
      for (std::vector<int64_t> size : {std::vector<int64_t>{144, 256}, {16, 64}, {48, 192}}) {
        auto params = kernels::resolveParams(*entry, {{"dtype", dtype}});
        ASSERT_TRUE(bool(params));
        auto result = kernels::runKernel(*entry, *params, size, **device);
        ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
        EXPECT_TRUE(result->pass) << dtype << " on " << arch << " " << size[0] << "x" << size[1] << ":\n"
                                  << result->summary << "worst: " << result->worstAt;
      }
  }
}

TEST(PreshuffleWeight, RefusesWhatItCannotShuffle) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_weight");
  ASSERT_TRUE(entry);
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto run = [&](const char *dtype, std::vector<int64_t> size) {
    auto params = kernels::resolveParams(*entry, {{"dtype", dtype}});
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? std::string("ran") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run("f16", {20, 64}), "preshuffle_weight: preshuffle: N=20 is not a multiple of 16");
  EXPECT_EQ(run("f16", {16, 48}), "preshuffle_weight: preshuffle: K=48 is not a multiple of 32 (64 bytes)");
  EXPECT_EQ(run("int8", {16, 32}), "preshuffle_weight: preshuffle: K=32 is not a multiple of 64 (64 bytes)");
}

uint16_t encode(double x, bool bf16) {
  float f = float(x);
  if (!bf16) {
    _Float16 h = _Float16(f);
    uint16_t u;
    std::memcpy(&u, &h, 2);
    return u;
  }
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7FFFu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
double decode(uint16_t u, bool bf16) {
  if (!bf16) {
    _Float16 h;
    std::memcpy(&h, &u, 2);
    return double(h);
  }
  uint32_t w = uint32_t(u) << 16;
  float f;
  std::memcpy(&f, &w, 4);
  return f;
}

TEST(PreshuffleWeight, ExampleFourEndToEnd) {
  const kernels::Entry *shuffle = kernels::findKernel("preshuffle_weight"), *gemm = kernels::findKernel("preshuffle_gemm");
  ASSERT_TRUE(shuffle && gemm);
  const int64_t M = 200, N = 256, K = 256; // M not a multiple of the 128-row tile
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *dtype : {"f16", "bf16"}) {
      SCOPED_TRACE(std::string(dtype) + " on " + arch);
      const bool bf16 = std::string(dtype) == "bf16";
      const target::Arch &target = *target::findArch(arch);
      auto shuffleParams = kernels::resolveParams(*shuffle, {{"dtype", dtype}});
      auto gemmParams = kernels::resolveParams(
          *gemm, {{"dtype", dtype}, {"tile_m", "128"}, {"tile_n", "128"}, {"tile_k", "64"}});
      ASSERT_TRUE(shuffleParams && gemmParams);
      std::mt19937 rng(7);
      std::uniform_real_distribution<double> u(-2.0, 2.0);
      std::vector<uint16_t> a(size_t(M * K)), b(size_t(N * K)), bs(b.size()), c(size_t(M * N));
      std::vector<double> ad(a.size()), bd(b.size());
      for (size_t i = 0; i < a.size(); ++i) ad[i] = decode(a[i] = encode(u(rng), bf16), bf16);
      for (size_t i = 0; i < b.size(); ++i) bd[i] = decode(b[i] = encode(u(rng), bf16), bf16);
      auto device = runtime::openEmulatorDevice(arch);
      ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
      auto launch = [&](const kernels::Entry &e, const kernels::Params &p, const std::vector<int64_t> &problem,
                        const std::vector<runtime::HostArg> &args) {
        auto code = kernels::compileKernel(e, p, target);
        ASSERT_TRUE(bool(code)) << llvm::toString(code.takeError());
        auto module =
            (*device)->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(code->data()), code->size()));
        ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
        kernels::Plan plan = e.plan(p, problem, target);
        llvm::Error error = runtime::launchWithHostArgs(**device, **module, e.name, plan.launch, args);
        ASSERT_FALSE(bool(error)) << llvm::toString(std::move(error));
      };
      runtime::HostTensor tb{b.data(), dtype, 2, {N, K}, {}}, tbs{bs.data(), dtype, 2, {N, K}, {}},
          ta{a.data(), dtype, 2, {M, K}, {}}, tc{c.data(), dtype, 2, {M, N}, {}};
      launch(*shuffle, *shuffleParams, {N, K}, {&tb, &tbs, int32_t(N), int32_t(K)});
      launch(*gemm, *gemmParams, {M, N, K}, {&ta, &tbs, &tc, int32_t(M), int32_t(N), int32_t(K)});
      int wrong = 0;
      std::string first;
      for (int64_t i = 0; i < M; ++i)
        for (int64_t j = 0; j < N; ++j) {
          double want = 0;
          for (int64_t k = 0; k < K; ++k) want += ad[size_t(i * K + k)] * bd[size_t(j * K + k)];
          const double got = decode(c[size_t(i * N + j)], bf16);
          if (!(std::fabs(got - want) <= gemm->allowedError(*gemmParams, {M, N, K}, dtype, want)) && wrong++ == 0)
            first = "C[" + std::to_string(i) + "," + std::to_string(j) + "] = " + std::to_string(got) + ", want " +
                    std::to_string(want);
        }
      EXPECT_EQ(wrong, 0) << first;
    }
}

} // namespace
