// pa_decode on the emulator with the LDS race check on: every variant (bf16/f16 caches, fp8 with
// per-tensor and per-token scales, GQA group sizes up to 16, sliding window, 1..8 waves, block
// sizes 16..64) on the archs it claims, at ragged context lengths (sequence 0 the longest, sequence
// 1 empty, the others random, none a multiple of the block size by design), against the
// double-precision reference; the block tables the plan draws (holes, blocks out of order); the
// launches it refuses.
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
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
    // Split-K: partitions of 4 x 64 tokens (the last ones empty at 37 tokens, none at 0, ragged at
    // 700), fp8 with per-token scales and 2 x 32-token tiles, a window with one-wave tiles.
    out.push_back({arch, {{"partitions", "3"}}, {{5, 700}, {3, 37}}});
    out.push_back({arch, {{"partitions", "4"}, {"kv_cache", "fp8"}, {"kv_scale", "token"}, {"warps", "2"},
                          {"block_n", "32"}, {"q_heads", "4"}, {"kv_heads", "2"}, {"block_size", "32"}},
                   {{4, 250}}});
    out.push_back({arch, {{"partitions", "2"}, {"window", "100"}, {"warps", "1"}, {"dtype", "f16"}, {"kv_cache", "f16"}},
                   {{3, 333}}});
    // Window starts at every offset within a 4- and 8-token V run (lo = ctx - 41).
    out.push_back({arch, {{"window", "40"}, {"q_heads", "1"}, {"warps", "2"}}, {{1, 42}, {1, 43}, {1, 44}, {1, 130}, {1, 350}}});
    // mma=fp8 (Q and P rounded to e4m3, the fp8 MFMA), per-tensor scales: FlyDSL's job (8 heads on one KV head, D = 128,
    // 16-token blocks), GQA 16 with D = 64 in 32-token blocks on 2 waves, D = 256 with 128-token
    // steps and a window starting at every offset of a 16-token run, split-K, f16 queries.
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}}, {{5, 700}, {3, 37}, {4, 33}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}, {"q_heads", "16"}, {"kv_heads", "2"}, {"head_dim", "64"},
                          {"block_size", "32"}, {"warps", "2"}},
                   {{4, 161}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}, {"head_dim", "256"}, {"block_n", "128"}, {"warps", "1"},
                          {"window", "40"}, {"q_heads", "3"}, {"dtype", "f16"}},
                   {{1, 42}, {1, 50}, {1, 57}, {3, 300}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}, {"partitions", "3"}, {"q_heads", "6"}, {"kv_heads", "3"},
                          {"block_size", "64"}},
                   {{5, 700}, {3, 37}}});
    // mma=fp8 with per-token scales: 64-token blocks and 128-token steps; split-K on 2 waves with a
    // window.
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}, {"kv_scale", "token"}, {"q_heads", "5"}, {"block_size", "64"},
                          {"block_n", "128"}},
                   {{4, 250}, {2, 700}}});
    out.push_back({arch, {{"kv_cache", "fp8"}, {"mma", "fp8"}, {"kv_scale", "token"}, {"partitions", "4"}, {"warps", "2"},
                          {"q_heads", "4"}, {"kv_heads", "2"}, {"block_size", "32"}, {"window", "300"}},
                   {{4, 250}, {3, 701}}});
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

// pa_decode_reduce on every arch: partitions with and without tokens (a sequence with none, one
// with all), one partition, many, GQA groups.
TEST(PagedAttentionReduce, MatchesTheReferenceOnEveryArch) {
  const kernels::Entry *entry = kernels::findKernel("pa_decode_reduce");
  ASSERT_TRUE(entry);
  struct Case {
    kernels::Params params;
    int64_t seqs;
  };
  const std::vector<Case> cases = {{{}, 7},
                                   {{{"dtype", "f16"}, {"head_dim", "64"}, {"q_heads", "4"}, {"kv_heads", "2"},
                                     {"partitions", "1"}},
                                    3},
                                   {{{"head_dim", "256"}, {"q_heads", "6"}, {"kv_heads", "3"}, {"partitions", "37"}}, 5}};
  for (const target::Arch &arch : target::allArchs()) {
    auto device = runtime::openEmulatorDevice(arch.name);
    ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
    for (const Case &c : cases) {
      auto params = kernels::resolveParams(*entry, c.params);
      ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
      auto result = kernels::runKernel(*entry, *params, {c.seqs}, **device);
      ASSERT_TRUE(bool(result)) << arch.name << ": " << llvm::toString(result.takeError());
      EXPECT_TRUE(result->pass) << arch.name << " " << params->at("partitions") << " partitions:\n"
                                << result->summary << "worst: " << result->worstAt;
    }
  }
}

uint16_t toBf16(double x) {
  float f = float(x);
  uint32_t u;
  std::memcpy(&u, &f, 4);
  u += 0x7FFFu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
double fromBf16(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

// Split-K end to end: pa_decode with partitions, then pa_decode_reduce on its partials, gives what
// pa_decode computes in one pass (the reference without partitions), on ragged contexts.
TEST(PagedAttentionSplitK, DecodeThenReduceIsTheAttention) {
  const kernels::Entry *decode = kernels::findKernel("pa_decode"), *reduce = kernels::findKernel("pa_decode_reduce");
  ASSERT_TRUE(decode && reduce);
  for (const char *archName : {"gfx942", "gfx950"}) {
    for (const char *np : {"2", "5"}) {
      SCOPED_TRACE(std::string(archName) + " partitions=" + np);
      const target::Arch &arch = *target::findArch(archName);
      const std::vector<int64_t> problem = {6, 900};
      kernels::Params given = {{"partitions", np}, {"q_heads", "6"}, {"kv_heads", "2"}, {"warps", "2"}};
      auto split = kernels::resolveParams(*decode, given);
      given.erase("partitions");
      auto whole = kernels::resolveParams(*decode, given);
      auto combine = kernels::resolveParams(*reduce, {{"partitions", np}, {"q_heads", "6"}, {"kv_heads", "2"}});
      ASSERT_TRUE(split && whole && combine);
      kernels::Plan plan = decode->plan(*split, problem, arch);
      kernels::Plan plan2 = reduce->plan(*combine, {problem[0]}, arch);
      ASSERT_EQ(plan.arguments.size(), 10u); // q, caches, tables, lengths, sums, maxes, partials, 2 scalars
      // Inputs as the registry draws them: bf16 values in [-2, 2], the plan's tables and lengths.
      std::mt19937_64 rng(99);
      std::vector<std::vector<double>> values(plan.arguments.size());
      std::vector<std::vector<uint8_t>> bytes(plan.arguments.size());
      std::vector<runtime::HostTensor> tensors(plan.arguments.size());
      std::vector<runtime::HostArg> args;
      for (size_t i = 0; i < plan.arguments.size(); ++i) {
        const kernels::Argument &a = plan.arguments[i];
        if (a.role == kernels::Argument::Role::Scalar) {
          args.push_back(int32_t(a.scalar));
          continue;
        }
        int64_t n = 1;
        for (int64_t x : a.shape) n *= x;
        std::uniform_real_distribution<double> u(-2.0, 2.0);
        if (a.generate) values[i] = a.generate(rng, n);
        else
          for (int64_t k = 0; k < n; ++k) values[i].push_back(a.role == kernels::Argument::Role::Input ? u(rng) : 0.0);
        const unsigned eb = a.type == "bf16" ? 2 : 4;
        bytes[i].resize(size_t(n) * eb);
        for (int64_t k = 0; k < n; ++k) {
          if (a.type == "bf16") {
            uint16_t h = toBf16(values[i][size_t(k)]);
            values[i][size_t(k)] = fromBf16(h);
            std::memcpy(bytes[i].data() + 2 * k, &h, 2);
          } else if (a.type == "i32") {
            int32_t v = int32_t(values[i][size_t(k)]);
            std::memcpy(bytes[i].data() + 4 * k, &v, 4);
          } else {
            float v = float(values[i][size_t(k)]);
            std::memcpy(bytes[i].data() + 4 * k, &v, 4);
          }
        }
        tensors[i] = {bytes[i].data(), a.type, eb, a.shape, {}};
        args.push_back(&tensors[i]);
      }
      auto device = runtime::openEmulatorDevice(archName);
      ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
      auto run = [&](const kernels::Entry &e, const kernels::Params &p, const runtime::LaunchConfig &launch,
                     const std::vector<runtime::HostArg> &a) {
        auto code = kernels::compileKernel(e, p, arch);
        ASSERT_TRUE(bool(code)) << llvm::toString(code.takeError());
        auto module = (*device)->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(code->data()), code->size()));
        ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
        ASSERT_FALSE(bool(runtime::launchWithHostArgs(**device, **module, e.name, launch, a)));
      };
      run(*decode, *split, plan.launch, args);
      // The reduce: the partials pa_decode wrote, the output.
      std::vector<uint16_t> out(size_t(problem[0] * 6 * 128));
      runtime::HostTensor outTensor{out.data(), "bf16", 2, plan2.arguments[3].shape, {}};
      run(*reduce, *combine, plan2.launch, {&tensors[5], &tensors[6], &tensors[7], &outTensor});
      std::vector<kernels::HostData> data(6);
      for (size_t i = 0; i < 5; ++i) data[i].values = values[i];
      data[5].values.assign(out.size(), 0.0);
      decode->reference(*whole, problem, data);
      int wrong = 0;
      std::string first;
      for (size_t i = 0; i < out.size(); ++i) {
        const double want = data[5].values[i], got = fromBf16(out[i]);
        // The partials are rounded to bf16 once more than the one-pass output: twice its tolerance.
        if (!(std::fabs(got - want) <= 2 * decode->allowedError(*whole, problem, "bf16", want)) && wrong++ == 0)
          first = "out[" + std::to_string(i) + "] = " + std::to_string(got) + ", want " + std::to_string(want);
      }
      EXPECT_EQ(wrong, 0) << first;
    }
  }
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
  EXPECT_EQ(run("gfx942", {{"mma", "fp8"}}, {2, 20}), "pa_decode: mma=fp8: needs kv_cache=fp8 (the MMA takes the cache's e4m3 as it is)");
  EXPECT_EQ(run("gfx942", {{"mma", "fp8"}, {"kv_cache", "fp8"}, {"block_n", "32"}}, {2, 20}),
            "pa_decode: mma=fp8: block_n=32 is not a multiple of 64 (a lane's 16-token runs)");
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
