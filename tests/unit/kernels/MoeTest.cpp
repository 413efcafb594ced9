// The MoE kernels on the emulator with the LDS race check on. moe_gemm1/moe_gemm2: int8 and fp8,
// both activations, stage 2's two output modes, over routings with empty experts and ragged
// token counts; fp8 against values decoded from the bits here. moe_reduce: every dtype, masked and
// not, rows a multiple of the 128-bit vector or not. moe_sorting: random router choices
// (drawn with a skew, so short batches leave experts without tokens) at ragged token counts, expert
// counts below, at and above the sorting work-group's 256 threads, unit sizes 1..64, K = E (every
// expert on every token), batches over several mesh chunks; a hand-worked example of the output
// format; moe_buf zeroed over what it held; the launches it refuses.
#include "Preshuffle.h"
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <set>

namespace {

using namespace fly;

struct MoeCase {
  std::string kernel;
  std::string arch;
  kernels::Params params;
  std::vector<std::vector<int64_t>> shapes;
};

class MoeKernel : public testing::TestWithParam<MoeCase> {};

TEST_P(MoeKernel, MatchesTheReferenceWithoutLdsRaces) {
  const MoeCase &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel(c.kernel);
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, c.params);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(c.arch, options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  for (const auto &shape : c.shapes) {
    std::string at;
    for (int64_t d : shape) at += (at.empty() ? "" : "x") + std::to_string(d);
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    ASSERT_TRUE(bool(result)) << at << ": " << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << at << ":\n" << result->summary << "worst: " << result->worstAt;
  }
}

std::vector<MoeCase> moeCases() {
  std::vector<MoeCase> out;
  for (const char *arch : {"gfx942", "gfx950"}) {
    // T = 1 and 5: most of the 256 experts get no token; 333: ragged against the 16-token mesh
    // chunks (E = 256: 16 rows) and unit_size.
    out.push_back({"moe_sorting", arch, {}, {{1, 64}, {5, 100}, {333, 129}}});
    // FlyDSL's traced case (E = 4, K = 2, T = 8) and a batch over five mesh chunks (1024 rows).
    out.push_back({"moe_sorting", arch, {{"experts", "4"}, {"topk", "2"}}, {{8, 64}, {4500, 3}}});
    // E above the work-group: two experts a thread, the second run partly empty; unit sizes 16 and 1.
    out.push_back({"moe_sorting", arch, {{"experts", "300"}, {"topk", "6"}, {"unit_size", "16"}}, {{77, 33}, {2, 1}}});
    out.push_back({"moe_sorting", arch, {{"experts", "513"}, {"topk", "3"}, {"unit_size", "1"}}, {{40, 8}}});
    // K = E: every token on every expert; unit 64 larger than the tokens.
    out.push_back({"moe_sorting", arch, {{"experts", "8"}, {"topk", "8"}, {"unit_size", "64"}}, {{3, 5}, {70, 5}}});
  }
  // wave32: 8 waves in the scan.
  out.push_back({"moe_sorting", "gfx1201", {{"experts", "64"}, {"topk", "4"}}, {{37, 40}}});
  // moe_reduce, shapes T x D: D a multiple of the vector over several 2048-column tiles, D ragged
  // (the scalar path: the rows start off 16-byte alignment), D below one vector.
  for (const char *arch : {"gfx942", "gfx950"}) {
    out.push_back({"moe_reduce", arch, {}, {{3, 4104}, {5, 1001}, {2, 3}}});
    out.push_back({"moe_reduce", arch, {{"dtype", "f32"}, {"topk", "3"}}, {{7, 1028}, {4, 333}}});
    out.push_back({"moe_reduce", arch, {{"dtype", "f16"}, {"topk", "6"}, {"use_mask", "1"}, {"experts", "16"}},
                   {{9, 2056}, {6, 77}}});
  }
  out.push_back({"moe_reduce", "gfx1201", {{"use_mask", "1"}, {"topk", "2"}}, {{4, 520}}});
  // The grouped GEMMs, shapes T x D x I: one token (most experts and blocks empty), token counts
  // ragged against the 32-row tile; int8 and fp8 (FNUZ on gfx942, OCP on gfx950); silu and gelu;
  // the routed weight; stage 2 atomic and partial; K over one and several tile_k steps.
  for (const char *arch : {"gfx942", "gfx950"}) {
    out.push_back({"moe_gemm1", arch, {}, {{1, 128, 64}, {37, 256, 128}}});
    out.push_back({"moe_gemm1", arch, {{"dtype", "fp8"}, {"act", "gelu"}, {"doweight", "1"}, {"tile_n", "32"}},
                   {{45, 128, 96}}});
    out.push_back({"moe_gemm1", arch, {{"experts", "16"}, {"topk", "4"}, {"tile_k", "64"}, {"tile_n", "128"}},
                   {{20, 192, 128}}});
    // Four to six K steps: the pipelined K loop's own loop (GemmCommon.h pipelinedKLoop), two K
    // steps deep, and one deep (a 256-column tile's registers).
    out.push_back({"moe_gemm1", arch, {{"tile_k", "64"}}, {{29, 320, 64}, {7, 256, 128}}});
    out.push_back({"moe_gemm1", arch, {{"tile_k", "64"}, {"tile_n", "256"}}, {{13, 320, 256}}});
    out.push_back({"moe_gemm2", arch, {{"tile_k", "64"}, {"mode", "partial"}}, {{21, 64, 384}}});
    out.push_back({"moe_gemm2", arch, {}, {{1, 64, 128}, {37, 128, 256}}});
    out.push_back({"moe_gemm2", arch, {{"dtype", "fp8"}, {"doweight", "1"}, {"mode", "partial"}}, {{29, 128, 128}}});
    out.push_back({"moe_gemm2", arch, {{"mode", "partial"}, {"unit_size", "64"}}, {{70, 64, 256}}});
    // Packed bf16 atomics: top-4 (four rounded adds per element), fp8 with the routed weight, a
    // 96-column tile (three atoms a wave: the lane pairs across each).
    out.push_back({"moe_gemm2", arch, {{"mode", "atomic_bf16"}, {"topk", "4"}}, {{1, 64, 128}, {37, 128, 256}}});
    out.push_back({"moe_gemm2", arch, {{"mode", "atomic_bf16"}, {"dtype", "fp8"}, {"doweight", "1"}, {"tile_n", "96"}},
                   {{29, 192, 128}}});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, MoeKernel, testing::ValuesIn(moeCases()),
                         [](const testing::TestParamInfo<MoeCase> &info) {
                           std::string name = info.param.kernel + "_" + info.param.arch;
                           for (const auto &[k, v] : info.param.params) name += "_" + k + "_" + v;
                           return name;
                         });

// One launch of moe_sorting with the given ids and weights and moe_buf holding `fill` bits.
struct SortOutput {
  std::vector<int32_t> ids, blocks, valid;
  std::vector<float> weights;
  std::vector<uint16_t> buf;
};
SortOutput runSort(const char *arch, kernels::Params given, int64_t tokens, int64_t dim, std::vector<int32_t> topkIds,
                   std::vector<float> topkWeights, uint16_t fill) {
  SortOutput out;
  const kernels::Entry *entry = kernels::findKernel("moe_sorting");
  EXPECT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, given);
  EXPECT_TRUE(bool(params));
  const target::Arch *a = target::findArch(arch);
  kernels::Plan plan = entry->plan(*params, {tokens, dim}, *a);
  auto object = kernels::compileKernel(*entry, *params, *a);
  EXPECT_TRUE(bool(object)) << llvm::toString(object.takeError());
  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(arch, options);
  EXPECT_TRUE(bool(device));
  auto loaded = (*device)->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()));
  EXPECT_TRUE(bool(loaded));
  out.ids.assign(size_t(plan.arguments[2].shape[0]), 12345);
  out.weights.assign(out.ids.size(), 7.0f);
  out.blocks.assign(size_t(plan.arguments[4].shape[0]), 12345);
  out.valid.assign(2, 12345);
  out.buf.assign(size_t(tokens * dim), fill);
  runtime::HostTensor tIds{topkIds.data(), "i32", 4, {tokens, int64_t(topkIds.size()) / tokens}, {}};
  runtime::HostTensor tW{topkWeights.data(), "f32", 4, {tokens, int64_t(topkWeights.size()) / tokens}, {}};
  runtime::HostTensor tS{out.ids.data(), "i32", 4, {int64_t(out.ids.size())}, {}};
  runtime::HostTensor tSw{out.weights.data(), "f32", 4, {int64_t(out.weights.size())}, {}};
  runtime::HostTensor tB{out.blocks.data(), "i32", 4, {int64_t(out.blocks.size())}, {}};
  runtime::HostTensor tV{out.valid.data(), "i32", 4, {2}, {}};
  runtime::HostTensor tBuf{out.buf.data(), "bf16", 2, {tokens, dim}, {}};
  llvm::Error e = runtime::launchWithHostArgs(**device, **loaded, "moe_sorting", plan.launch,
                                              {&tIds, &tW, &tS, &tSw, &tB, &tV, &tBuf, int32_t(tokens), int32_t(dim)});
  EXPECT_FALSE(bool(e)) << llvm::toString(std::move(e));
  return out;
}

// Worked by hand from FlyDSL's reference: E = 4, K = 2, unit 4, tokens choosing {1, 0}, {1, 3},
// {0, 1}: expert 0 holds (t0, k1), (t2, k0); expert 1 (t0, k0), (t1, k0), (t2, k1); expert 2 nothing;
// expert 3 (t1, k1); each padded to 4 with (2 << 24) | 3.
TEST(MoeSorting, HandWorkedExample) {
  for (const char *arch : {"gfx942", "gfx950"}) {
    SortOutput o = runSort(arch, {{"experts", "4"}, {"topk", "2"}, {"unit_size", "4"}}, 3, 8, {1, 0, 1, 3, 0, 1},
                           {0.5f, 0.25f, 0.125f, 2.0f, 3.0f, 4.0f}, 0x3f80);
    const int32_t s = (2 << 24) | 3;
    std::vector<int32_t> ids = {(1 << 24) | 0, 2, s, s, 0, 1, (1 << 24) | 2, s, (1 << 24) | 1, s, s, s};
    ids.resize(3 * 2 + 4 * 4 - 2, s); // the sorted arrays hold T*K + E*unit - K = 20 entries
    EXPECT_EQ(o.ids, ids) << arch;
    std::vector<float> w = {0.25f, 3.0f, 0, 0, 0.5f, 0.125f, 4.0f, 0, 2.0f, 0, 0, 0};
    w.resize(20, 0.0f);
    EXPECT_EQ(o.weights, w) << arch;
    EXPECT_EQ(o.blocks, (std::vector<int32_t>{0, 1, 3, -1, -1})) << arch;
    EXPECT_EQ(o.valid, (std::vector<int32_t>{12, 3})) << arch;
    EXPECT_EQ(o.buf, std::vector<uint16_t>(24, 0)) << arch;
  }
}

// moe_buf is zeroed whatever it held, at sizes not a multiple of the 8-element stores, by one zeroing
// work-group and by the most (64, with the grid-stride loop running more than once).
TEST(MoeSorting, ZeroesMoeBuf) {
  for (auto [tokens, dim] : {std::pair<int64_t, int64_t>{3, 5}, {7, 301}, {300, 700}}) {
    std::vector<int32_t> ids;
    for (int64_t t = 0; t < tokens; ++t) ids.insert(ids.end(), {int32_t(t % 8), int32_t((t + 3) % 8)});
    SortOutput o = runSort("gfx942", {{"experts", "8"}, {"topk", "2"}}, tokens, dim, ids,
                           std::vector<float>(size_t(2 * tokens), 1.0f), 0xffff);
    size_t nonzero = 0;
    for (uint16_t v : o.buf) nonzero += v != 0;
    EXPECT_EQ(nonzero, 0u) << tokens << "x" << dim;
    EXPECT_EQ(o.valid[1], tokens);
  }
}

// The plan's router ids: K distinct experts per token; a short batch leaves experts without a token.
TEST(MoeSorting, RouterIdsAreDistinctAndSkewed) {
  const kernels::Entry *entry = kernels::findKernel("moe_sorting");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  kernels::Plan plan = entry->plan(*params, {20, 8}, *target::findArch("gfx942"));
  ASSERT_TRUE(plan.arguments[0].generate);
  std::mt19937_64 rng(3);
  std::vector<double> ids = plan.arguments[0].generate(rng, 20 * 8);
  std::set<int> used;
  for (int t = 0; t < 20; ++t) {
    std::set<int> row;
    for (int k = 0; k < 8; ++k) {
      double e = ids[size_t(t * 8 + k)];
      EXPECT_GE(e, 0);
      EXPECT_LT(e, 256);
      row.insert(int(e));
      used.insert(int(e));
    }
    EXPECT_EQ(row.size(), 8u) << "token " << t;
  }
  EXPECT_LT(used.size(), 160u); // 160 draws over 256 experts, skewed: many experts empty
}

TEST(MoeSorting, RefusesWhatItCannotLaunch) {
  const kernels::Entry *entry = kernels::findKernel("moe_sorting");
  ASSERT_TRUE(entry);
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto run = [&](kernels::Params given, std::vector<int64_t> size) -> std::string {
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run({{"experts", "8"}, {"topk", "9"}}, {4, 4}),
            "moe_sorting: topk=9 is larger than the expert count (experts=8)");
  EXPECT_EQ(run({{"experts", "300"}, {"topk", "256"}}, {4, 4}),
            "moe_sorting: topk=256 does not fit the 8 bits of a sorted id's slot (at most 255)");
  EXPECT_EQ(run({{"experts", "5000"}}, {4, 4}),
            "moe_sorting: experts=5000 is more than the mesh's 4096 LDS words hold in one token row");
  EXPECT_EQ(run({}, {16777216, 1}),
            "moe_sorting: T=16777216 does not fit the 24 bits of a sorted id's token (at most 16777215)");
  EXPECT_NE(run({{"topk", "0"}}, {4, 4}), "ran");
  EXPECT_EQ(run({{"experts", "8"}, {"topk", "8"}}, {4, 4}), "ran");
}

// fp8 E4M3 decoded here from the bits (not by the emulator's number formats): sign, 4 exponent bits,
// 3 mantissa bits; OCP (gfx950) bias 7, FNUZ (gfx942) bias 8; exponent 0 subnormal.
double decodeE4M3(uint8_t b, bool fnuz) {
  int sign = b >> 7, exp = (b >> 3) & 15, mant = b & 7, bias = fnuz ? 8 : 7;
  double v = exp ? std::ldexp(1.0 + mant / 8.0, exp - bias) : std::ldexp(mant / 8.0, 1 - bias);
  return sign ? -v : v;
}

// moe_gemm1 on fp8 inputs against values computed here: three tokens routed to two experts by hand
// (expert 0 gets token 1, expert 1 tokens 0 and 2), x and W1 random bytes of moderate exponent, the
// expected outputs from the bytes decoded above, silu(gate) * up in double.
TEST(MoeGemm, Fp8AgainstValuesDecodedByHand) {
  for (const char *arch : {"gfx942", "gfx950"}) {
    const bool fnuz = std::string(arch) == "gfx942";
    const kernels::Entry *entry = kernels::findKernel("moe_gemm1");
    ASSERT_TRUE(entry);
    auto params = kernels::resolveParams(
        *entry, {{"dtype", "fp8"}, {"experts", "2"}, {"topk", "1"}, {"tile_n", "32"}, {"tile_k", "64"}});
    ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
    const int64_t T = 3, D = 64, I = 32, E = 2;
    const target::Arch *a = target::findArch(arch);
    kernels::Plan plan = entry->plan(*params, {T, D, I}, *a);
    auto object = kernels::compileKernel(*entry, *params, *a);
    ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
    auto device = runtime::openEmulatorDevice(arch, runtime::EmulatorOptions{false, true});
    ASSERT_TRUE(bool(device));
    auto loaded = (*device)->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()));
    ASSERT_TRUE(bool(loaded));
    std::mt19937 rng(11);
    auto byte = [&] { return uint8_t((rng() & 0x80) | ((4 + rng() % 6) << 3) | (rng() & 7)); }; // |v| in [2^-4, 2^2)
    std::vector<uint8_t> x(size_t(T * D)), w(size_t(E * 2 * I * D)), logical(w.size());
    for (auto &v : x) v = byte();
    for (auto &v : logical) v = byte();
    for (int64_t e = 0; e < E; ++e)
      for (int64_t n = 0; n < 2 * I; ++n)
        for (int64_t k = 0; k < D; ++k)
          w[size_t(e * 2 * I * D + kernels::preshuffledIndex(n, k, D, 1))] = logical[size_t((e * 2 * I + n) * D + k)];
    std::vector<float> xs = {0.5f, 0.25f, 1.0f}, ws(size_t(E * 2 * I));
    for (size_t i = 0; i < ws.size(); ++i) ws[i] = 0.25f + 0.125f * float(i % 5);
    const int32_t sentinel = (1 << 24) | 3;
    std::vector<int32_t> ids(66, sentinel), blocks = {0, 1, -1}, valid = {64, 3};
    ids[0] = 1;
    ids[32] = 0;
    ids[33] = 2;
    std::vector<float> sw(66, 0.0f);
    std::vector<uint16_t> out(size_t(T * I), 0xffff);
    const int expertOf[3] = {1, 0, 1};
    runtime::HostTensor tx{x.data(), fnuz ? "f8E4M3FNUZ" : "f8E4M3FN", 1, {T, D}, {}};
    runtime::HostTensor tw{w.data(), fnuz ? "f8E4M3FNUZ" : "f8E4M3FN", 1, {E, 2 * I, D}, {}};
    runtime::HostTensor txs{xs.data(), "f32", 4, {T}, {}}, tws{ws.data(), "f32", 4, {E, 2 * I}, {}};
    runtime::HostTensor tids{ids.data(), "i32", 4, {66}, {}}, tsw{sw.data(), "f32", 4, {66}, {}};
    runtime::HostTensor tb{blocks.data(), "i32", 4, {3}, {}}, tv{valid.data(), "i32", 4, {2}, {}};
    runtime::HostTensor to{out.data(), "bf16", 2, {T, 1, I}, {}};
    llvm::Error err = runtime::launchWithHostArgs(**device, **loaded, "moe_gemm1", plan.launch,
                                                  {&tx, &tw, &txs, &tws, &tids, &tsw, &tb, &tv, &to, int32_t(T),
                                                   int32_t(D), int32_t(I)});
    ASSERT_FALSE(bool(err)) << llvm::toString(std::move(err));
    for (int64_t t = 0; t < T; ++t)
      for (int64_t n = 0; n < I; ++n) {
        int e = expertOf[t];
        auto dot = [&](int64_t row) {
          double s = 0;
          for (int64_t k = 0; k < D; ++k)
            s += decodeE4M3(x[size_t(t * D + k)], fnuz) * decodeE4M3(logical[size_t((e * 2 * I + row) * D + k)], fnuz);
          return s * xs[size_t(t)] * ws[size_t(e * 2 * I + row)];
        };
        double g = dot(n), u = dot(I + n), want = g / (1 + std::exp(-g)) * u;
        uint32_t bits = uint32_t(out[size_t(t * I + n)]) << 16;
        float got;
        std::memcpy(&got, &bits, 4);
        EXPECT_NEAR(got, want, std::fabs(want) * 0x1p-7 + 1e-3) << arch << " t=" << t << " n=" << n;
      }
  }
}

TEST(MoeGemm, RefusesWhatItCannotLaunch) {
  auto run = [&](const char *kernel, const char *arch, kernels::Params given, std::vector<int64_t> size) -> std::string {
    const kernels::Entry *entry = kernels::findKernel(kernel);
    if (!entry) return "no kernel";
    auto device = runtime::openEmulatorDevice(arch);
    if (!device) return llvm::toString(device.takeError());
    auto params = kernels::resolveParams(*entry, given);
    if (!params) return llvm::toString(params.takeError());
    auto result = kernels::runKernel(*entry, *params, size, **device);
    return result ? (result->pass ? "ran" : "wrong") : llvm::toString(result.takeError());
  };
  EXPECT_EQ(run("moe_gemm1", "gfx942", {{"experts", "4"}, {"topk", "5"}}, {4, 128, 64}),
            "moe_gemm1: topk=5 is larger than the expert count (experts=4)");
  EXPECT_EQ(run("moe_gemm1", "gfx942", {}, {4, 128, 96}), "moe_gemm1: I=96 is not a multiple of tile_n=64");
  EXPECT_EQ(run("moe_gemm2", "gfx950", {}, {4, 64, 200}), "moe_gemm2: I=200 is not a multiple of tile_k=128");
  EXPECT_EQ(run("moe_gemm2", "gfx950", {{"unit_size", "48"}}, {4, 64, 128}),
            "moe_gemm2: unit_size=48 (the M tile) and tile_n=64 must be multiples of 32 (2 x 2 waves of 16 x 16 atoms)");
  EXPECT_NE(run("moe_gemm1", "gfx1201", {}, {4, 128, 64}).find("gfx1201"), std::string::npos);
  EXPECT_EQ(run("moe_gemm2", "gfx942", {{"experts", "4"}, {"topk", "4"}}, {3, 64, 128}), "ran");
}

} // namespace
