// Entry::inspectInputs: input values a kernel cannot take (an index into another buffer pointing
// outside it) are refused by runKernel with a message naming the argument and its element, before
// the kernel is compiled or launched; what the kernels' own generators make passes.
#include "Registry.h"

#include "fly/runtime/CompileCache.h"
#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

using namespace fly;

std::string writeI32(const std::string &name, const std::vector<int32_t> &values) {
  std::string path = testing::TempDir() + std::to_string(getpid()) + "_inspect_" + name;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char *>(values.data()), std::streamsize(values.size() * sizeof(int32_t)));
  return path;
}

std::string writeI64(const std::string &name, const std::vector<int64_t> &values) {
  std::string path = testing::TempDir() + std::to_string(getpid()) + "_inspect_" + name;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char *>(values.data()), std::streamsize(values.size() * sizeof(int64_t)));
  return path;
}

struct Case {
  const kernels::Entry *entry = nullptr;
  kernels::Params params;
  std::vector<int64_t> problem;
  kernels::Plan plan;
  std::vector<kernels::HostData> inputs; // the plan's inputs as the kernel's generators make them
};

// The plan and the inputs of `name` (random inputs drawn the way runKernel draws them only for
// the arguments with a generator: the index arguments these tests change).
Case setup(const std::string &name, const kernels::Params &given, std::vector<int64_t> problem) {
  Case s;
  s.entry = kernels::findKernel(name);
  EXPECT_TRUE(s.entry) << name;
  auto params = kernels::resolveParams(*s.entry, given);
  EXPECT_TRUE(bool(params)) << llvm::toString(params.takeError());
  s.params = *params;
  s.problem = std::move(problem);
  s.plan = s.entry->plan(s.params, s.problem, *target::findArch("gfx942"));
  std::mt19937_64 rng(7);
  for (const kernels::Argument &a : s.plan.arguments) {
    kernels::HostData d;
    if (a.role != kernels::Argument::Role::Scalar) {
      int64_t n = 1;
      for (int64_t e : a.shape) n *= e;
      d.values = a.role == kernels::Argument::Role::Input && a.generate ? a.generate(rng, n)
                                                                        : std::vector<double>(size_t(n), 0.0);
    }
    s.inputs.push_back(std::move(d));
  }
  return s;
}

size_t indexOf(const kernels::Plan &plan, const std::string &name) {
  for (size_t i = 0; i < plan.arguments.size(); ++i)
    if (plan.arguments[i].name == name) return i;
  ADD_FAILURE() << "no argument " << name;
  return 0;
}

std::vector<double> &values(Case &s, const std::string &name) {
  for (size_t i = 0; i < s.plan.arguments.size(); ++i)
    if (s.plan.arguments[i].name == name) return s.inputs[i].values;
  ADD_FAILURE() << "no argument " << name;
  static std::vector<double> none;
  return none;
}

// checkInputs' message, or "" when it accepts.
std::string check(const Case &s) {
  llvm::Error e = kernels::checkInputs(*s.entry, s.params, s.problem, s.plan, s.inputs);
  return e ? llvm::toString(std::move(e)) : std::string();
}

TEST(InspectInputs, ElementNamesAreRowMajorIndices) {
  kernels::Argument a{"block_tables", kernels::Argument::Role::Input, "i32", {5, 45}};
  EXPECT_EQ(kernels::elementName(a, 0), "block_tables[0, 0]");
  EXPECT_EQ(kernels::elementName(a, 3 * 45 + 7), "block_tables[3, 7]");
  kernels::Argument v{"num_valid_ids", kernels::Argument::Role::Input, "i32", {2}};
  EXPECT_EQ(kernels::elementName(v, 1), "num_valid_ids[1]");
}

TEST(InspectInputs, PagedAttentionBlockTable) {
  Case s = setup("pa_decode", {}, {5, 700});
  EXPECT_EQ(check(s), "");
  const int64_t maxBlocks = s.plan.arguments[indexOf(s.plan, "max_blocks")].scalar;
  const int64_t blocks = s.plan.arguments[indexOf(s.plan, "num_blocks")].scalar;
  auto &table = values(s, "block_tables");
  const auto &lens = values(s, "context_lengths");
  // An entry past the sequence's length (a hole) is not read: anything goes there. Sequence 0
  // holds the whole context (700 tokens: 44 blocks of 16, one spare column).
  ASSERT_EQ(lens[0], 700);
  table[size_t(44)] = 1e6;
  EXPECT_EQ(check(s), "");
  // One the sequence reads, past the cache.
  table[size_t(43)] = double(blocks);
  std::string error = check(s);
  EXPECT_NE(error.find("pa_decode: block_tables[0, 43] = " + std::to_string(blocks) + " is outside [0, " +
                       std::to_string(blocks) + ")"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("num_blocks=" + std::to_string(blocks)), std::string::npos) << error;
  table[size_t(43)] = -1; // a hole inside the sequence
  EXPECT_NE(check(s).find("block_tables[0, 43] = -1"), std::string::npos);
  table[size_t(43)] = 0;
  // A length past the table's row.
  values(s, "context_lengths")[2] = double(maxBlocks * 16 + 1);
  EXPECT_NE(check(s).find("context_lengths[2] = " + std::to_string(maxBlocks * 16 + 1)), std::string::npos);
}

TEST(InspectInputs, PagedAttentionSlidingWindowReadsOnlyItsBlocks) {
  Case s = setup("pa_decode", {{"window", "40"}}, {2, 300});
  const int64_t maxBlocks = s.plan.arguments[indexOf(s.plan, "max_blocks")].scalar;
  const int64_t ctx = int64_t(values(s, "context_lengths")[0]);
  ASSERT_GT(ctx, 41 + 32);
  const int64_t firstRead = (ctx - 41) / 16;
  auto &table = values(s, "block_tables");
  table[0] = -1; // before the window: freed
  EXPECT_EQ(check(s), "");
  table[size_t(firstRead)] = -1;
  EXPECT_NE(check(s).find("block_tables[0, " + std::to_string(firstRead) + "] = -1"), std::string::npos) << check(s);
  (void)maxBlocks;
}

TEST(InspectInputs, MoeGemmSortedIds) {
  for (const char *name : {"moe_gemm1", "moe_gemm2"}) {
    SCOPED_TRACE(name);
    Case s = setup(name, {}, {77, 256, 256});
    EXPECT_EQ(check(s), "");
    auto &ids = values(s, "sorted_token_ids");
    auto &experts = values(s, "sorted_expert_ids");
    auto &valid = values(s, "num_valid_ids");
    const double keep = ids[0];
    ids[0] = double((2 << 24) | 5); // token 5 on slot 2 of topk=2
    EXPECT_NE(check(s).find(std::string(name) + ": sorted_token_ids[0] = " + std::to_string((2 << 24) | 5) +
                            " is token 5 on slot 2, past topk=2"),
              std::string::npos)
        << check(s);
    ids[0] = -3;
    EXPECT_NE(check(s).find("sorted_token_ids[0] = -3 is negative"), std::string::npos);
    ids[0] = double((1 << 24) | 9999); // a token past T: padding
    EXPECT_EQ(check(s), "");
    ids[0] = keep;
    experts[1] = 8;
    EXPECT_NE(check(s).find("sorted_expert_ids[1] = 8 is outside [0, 8)"), std::string::npos) << check(s);
    // Blocks past num_valid_ids[0] are not read.
    experts[1] = 0;
    experts.back() = 12345;
    EXPECT_EQ(check(s), "");
    valid[0] = double(ids.size() + 1);
    EXPECT_NE(check(s).find("num_valid_ids[0] = " + std::to_string(ids.size() + 1) + " is outside [0, " +
                            std::to_string(ids.size() + 1) + ")"),
              std::string::npos)
        << check(s);
  }
}

TEST(InspectInputs, MoeSortingReduceAndRopeIndices) {
  Case sort = setup("moe_sorting", {{"experts", "16"}, {"topk", "4"}}, {33, 64});
  EXPECT_EQ(check(sort), "");
  values(sort, "topk_ids")[4 * 7 + 2] = 16;
  EXPECT_NE(check(sort).find("moe_sorting: topk_ids[7, 2] = 16 is outside [0, 16)"), std::string::npos) << check(sort);

  Case reduce = setup("moe_reduce", {{"use_mask", "1"}}, {9, 512});
  EXPECT_EQ(check(reduce), "");
  values(reduce, "topk_ids")[3] = -1;
  EXPECT_NE(check(reduce).find("moe_reduce: topk_ids[0, 3] = -1 is outside [0, 8)"), std::string::npos);
  Case unmasked = setup("moe_reduce", {{"use_mask", "0"}}, {9, 512});
  values(unmasked, "topk_ids")[3] = -1; // not read without the mask
  EXPECT_EQ(check(unmasked), "");

  Case rope = setup("fused_rope_cache", {}, {77, 6});
  EXPECT_EQ(check(rope), "");
  values(rope, "slot_mapping")[4] = -1; // not cached
  EXPECT_EQ(check(rope), "");
  values(rope, "slot_mapping")[5] = 96;
  EXPECT_NE(check(rope).find("fused_rope_cache: slot_mapping[5] = 96 is outside [0, 96)"), std::string::npos)
      << check(rope);
  values(rope, "slot_mapping")[5] = 0;
  values(rope, "positions")[76] = 2048;
  EXPECT_NE(check(rope).find("positions[76] = 2048 is outside [0, 2048)"), std::string::npos);
}

// Through runKernel, with an input file as a user gives it: refused with the located message, and
// nothing compiled (so nothing launched).
TEST(InspectInputs, RunKernelRefusesBeforeCompiling) {
  const kernels::Entry *entry = kernels::findKernel("pa_decode");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  const std::vector<int64_t> problem = {2, 40};
  kernels::Plan plan = entry->plan(*params, problem, *target::findArch("gfx942"));
  const kernels::Argument &tables = plan.arguments[indexOf(plan, "block_tables")];
  const int64_t blocks = plan.arguments[indexOf(plan, "num_blocks")].scalar;
  std::vector<int32_t> table(size_t(tables.shape[0] * tables.shape[1]), 0);
  for (size_t i = 0; i < table.size(); ++i) table[i] = int32_t(i % size_t(blocks));
  table[size_t(tables.shape[1])] = int32_t(blocks + 100); // sequence 1, block 0
  runtime::CacheConfig config;
  config.directory = "";
  runtime::CompileCache cache(config);
  kernels::RunOptions options;
  options.inputFiles["block_tables"] = writeI32("pa_table.bin", table);
  options.useCache = true;
  options.cache = &cache;
  auto result = kernels::runKernel(*entry, *params, problem, **device, options);
  ASSERT_FALSE(bool(result));
  std::string error = llvm::toString(result.takeError());
  EXPECT_NE(error.find("pa_decode: block_tables[1, 0] = " + std::to_string(blocks + 100) + " is outside [0, " +
                       std::to_string(blocks) + ")"),
            std::string::npos)
      << error;
  EXPECT_EQ(cache.stats().misses, 0u);
  EXPECT_EQ(cache.stats().memoryHits, 0u);
  // The same table with the entry inside the cache runs and checks.
  table[size_t(tables.shape[1])] = int32_t(blocks - 1);
  options.inputFiles["block_tables"] = writeI32("pa_table_ok.bin", table);
  auto ok = kernels::runKernel(*entry, *params, problem, **device, options);
  ASSERT_TRUE(bool(ok)) << llvm::toString(ok.takeError());
  EXPECT_TRUE(ok->pass) << ok->worstAt;
  EXPECT_EQ(cache.stats().misses, 1u);
}

TEST(InspectInputs, RunKernelRefusesRopeSlotsFromAFile) {
  const kernels::Entry *entry = kernels::findKernel("fused_rope_cache");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx950");
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  std::vector<int64_t> slots = {3, 4, 17, -1, 200};
  kernels::RunOptions options;
  options.inputFiles["slot_mapping"] = writeI64("rope_slots.bin", slots);
  auto result = kernels::runKernel(*entry, *params, {5, 2}, **device, options);
  ASSERT_FALSE(bool(result));
  std::string error = llvm::toString(result.takeError());
  EXPECT_NE(error.find("fused_rope_cache: slot_mapping[4] = 200 is outside [0, 32)"), std::string::npos) << error;
}

} // namespace
