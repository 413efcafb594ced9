// gather_rows and scatter_rows (FlyDSL's example 05) on the emulator, every arch, with the LDS race
// check: f32/f16/bf16 and every copy width, R not a multiple of the 8-row tile, N not a multiple
// of the 8-thread row, more indices than rows (the extra ones out of range), indices out of range
// among them; the exact CPU reference. And the launches they refuse.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace fly;

TEST(GatherScatter, MatchTheReferenceOnEveryArch) {
  struct Case {
    kernels::Params params;
    std::vector<int64_t> problem; // M, R, N
  };
  const std::vector<Case> cases = {{{}, {100, 37, 96}},
                                   {{{"dtype", "f16"}}, {50, 61, 200}},
                                   {{{"dtype", "bf16"}, {"bits", "32"}}, {9, 20, 34}},
                                   {{{"bits", "32"}}, {1, 3, 5}}};
  for (const char *name : {"gather_rows", "scatter_rows"}) {
    const kernels::Entry *entry = kernels::findKernel(name);
    ASSERT_TRUE(entry) << name;
    for (const target::Arch &arch : target::allArchs()) {
      runtime::EmulatorOptions options;
      options.checkLdsRaces = true;
      auto device = runtime::openEmulatorDevice(arch.name, options);
      ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
      for (const Case &c : cases) {
        auto params = kernels::resolveParams(*entry, c.params);
        ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
        auto result = kernels::runKernel(*entry, *params, c.problem, **device);
        ASSERT_TRUE(bool(result)) << name << " on " << arch.name << ": " << llvm::toString(result.takeError());
        EXPECT_TRUE(result->pass) << name << " on " << arch.name << " " << params->at("dtype") << " M,R,N = "
                                  << c.problem[0] << "," << c.problem[1] << "," << c.problem[2] << ":\n"
                                  << result->summary << "worst: " << result->worstAt;
      }
    }
  }
}

// The index vector the plan draws: in-range entries distinct, some out of range on both sides.
TEST(GatherScatter, IndicesAreDistinctWithSomeOutOfRange) {
  const kernels::Entry *entry = kernels::findKernel("scatter_rows");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  kernels::Plan plan = entry->plan(*params, {30, 40, 8}, *target::findArch("gfx942"));
  ASSERT_TRUE(plan.arguments[2].generate);
  std::mt19937_64 rng(5);
  std::vector<double> index = plan.arguments[2].generate(rng, 40);
  std::set<double> seen;
  int below = 0, above = 0;
  for (double v : index) {
    if (v < 0) ++below;
    else if (v >= 30) ++above;
    else EXPECT_TRUE(seen.insert(v).second) << v << " twice";
  }
  EXPECT_GT(below, 0);
  EXPECT_GT(above, 0);
  EXPECT_GT(seen.size(), 20u);
}

TEST(GatherScatter, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("gather_rows");
  ASSERT_TRUE(entry);
  auto run = [&](kernels::Params given, std::vector<int64_t> size) -> std::string {
    auto device = runtime::openEmulatorDevice("gfx942");
    if (!device) return llvm::toString(device.takeError());
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run({}, {10, 10, 30}),
            "gather_rows: N=30 is not a multiple of 4 (the 4 values of a 128-bit copy; a smaller bits= fits)");
  EXPECT_EQ(run({{"bits", "16"}}, {10, 10, 30}), "gather_rows: bits=16 is less than one f32 value");
  EXPECT_EQ(run({{"bits", "64"}}, {10, 10, 30}), "ran");
}

} // namespace
