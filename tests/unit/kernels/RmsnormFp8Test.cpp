// rmsnorm with an fp8 (E4M3) quantized output on the emulator of every arch, in the arch's fp8
// format (FNUZ on gfx942, OCP on gfx950/gfx12): codegen's f32 -> fp8 conversion
// (v_cvt_pk_fp8_f32) against a CPU reference that rounds to the format exactly (nearest, ties to
// even), with the per-row scale; and the other format on an arch is a located compile error.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

std::string formatOf(const std::string &arch) { return arch == "gfx942" ? "f8E4M3FNUZ" : "f8E4M3FN"; }

class RmsnormFp8 : public testing::TestWithParam<std::string> {};

TEST_P(RmsnormFp8, MatchesTheCpuReferenceInTheArchsFormat) {
  const std::string arch = GetParam();
  const kernels::Entry *entry = kernels::findKernel("rmsnorm");
  ASSERT_TRUE(entry);
  auto device = runtime::openEmulatorDevice(arch);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (auto [dtype, fused] : {std::pair<const char *, const char *>{"f32", "0"}, {"bf16", "1"}, {"f16", "0"}}) {
    auto params = kernels::resolveParams(*entry, {{"dtype", dtype}, {"out", formatOf(arch)}, {"fused_add", fused}});
    ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
    for (const std::vector<int64_t> &shape : {std::vector<int64_t>{3, 37}, {4, 999}, {2, 2051}}) {
      auto result = kernels::runKernel(*entry, *params, shape, **device);
      ASSERT_TRUE(bool(result)) << dtype << " " << shape[0] << "x" << shape[1] << ": "
                                << llvm::toString(result.takeError());
      EXPECT_TRUE(result->pass) << dtype << " fused_add=" << fused << " " << shape[0] << "x" << shape[1] << ":\n"
                                << result->summary << "worst: " << result->worstAt;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Emulator, RmsnormFp8, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

// OCP fp8 on gfx942 (and FNUZ elsewhere) is refused by code generation, naming the format.
TEST(RmsnormFp8Errors, TheOtherFormatIsACompileError) {
  const kernels::Entry *entry = kernels::findKernel("rmsnorm");
  ASSERT_TRUE(entry);
  for (auto [arch, out, want] : {std::tuple<const char *, const char *, const char *>{
                                     "gfx942", "f8E4M3FN", "gfx942 converts to FNUZ fp8"},
                                 {"gfx1201", "f8E4M3FNUZ", "gfx1201 converts to OCP fp8"}}) {
    auto params = kernels::resolveParams(*entry, {{"out", out}});
    ASSERT_TRUE(bool(params));
    auto object = kernels::compileKernel(*entry, *params, *target::findArch(arch));
    ASSERT_FALSE(bool(object)) << arch << " " << out;
    std::string message = llvm::toString(object.takeError());
    EXPECT_NE(message.find(want), std::string::npos) << message;
    EXPECT_NE(message.find("Norms.cpp:"), std::string::npos) << message; // located at the kernel's line
  }
}

} // namespace
