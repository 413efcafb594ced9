// flash_attn_fwd dtype=fp8 against a reference that owes nothing to Fly's number formats: Q, K and V
// are random e4m3 bytes (every finite code, so subnormals and the largest values too; OCP on
// gfx950, FNUZ on gfx942) decoded here from their bits, with per-tensor scales like FlyDSL's
// descales (amax / fp8 max), the bf16 output decoded from its bits. The reference runs the kernel's
// online softmax in double (steps of block_n keys, running maximum in base 2, moved lazily as the
// kernel moves it) and rounds each p to e4m3 as the kernel does for the second product, so the
// bound per output is tight: one e4m3 step
// of p only where the device's f32 p may round the other way, f32 slack, O's bf16 rounding. Ragged
// lengths, causal (SQ > SKV and SQ < SKV), GQA and MQA, with the LDS race check on; the output buffer
// starts as NaN so a dropped store fails.
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

// e4m3 from its bits: sign, 4 exponent bits, 3 mantissa bits. OCP (e4m3fn): bias 7, S.1111.111 is
// NaN, no infinities. FNUZ: bias 8, 0x80 is NaN (no negative zero), no infinities.
double decodeE4m3(uint8_t b, bool fnuz) {
  const int bias = fnuz ? 8 : 7;
  if (fnuz ? b == 0x80 : (b & 0x7f) == 0x7f) return NAN;
  const int e = (b >> 3) & 15, m = b & 7;
  const double mag = e == 0 ? std::ldexp(m / 8.0, 1 - bias) : std::ldexp(1.0 + m / 8.0, e - bias);
  return b & 0x80 ? -mag : mag;
}

double decodeBf16(uint16_t h) {
  uint32_t bits = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

struct Fp8Case {
  std::string arch;
  kernels::Params params;
  std::vector<int64_t> problem; // B, SQ, SKV
};

void PrintTo(const Fp8Case &c, std::ostream *os) {
  *os << "flash_attn_fwd dtype=fp8";
  for (const auto &[k, v] : c.params) *os << " " << k << "=" << v;
  *os << " on " << c.arch << " at " << c.problem[0] << "x" << c.problem[1] << "x" << c.problem[2];
}

class FlashAttentionFp8 : public testing::TestWithParam<Fp8Case> {};

TEST_P(FlashAttentionFp8, WithinTheBoundOfRoundingPToE4m3) {
  const Fp8Case &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("flash_attn_fwd");
  ASSERT_TRUE(entry);
  kernels::Params given = c.params;
  given["dtype"] = "fp8";
  auto params = kernels::resolveParams(*entry, given);
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  const target::Arch &arch = *target::findArch(c.arch);
  const bool fnuz = c.arch == "gfx942";
  const std::string fp8 = fnuz ? "f8E4M3FNUZ" : "f8E4M3FN";
  const int64_t batch = c.problem[0], sq = c.problem[1], skv = c.problem[2];
  const int64_t d = std::stoll(params->at("head_dim")), qh = std::stoll(params->at("q_heads")),
                kh = std::stoll(params->at("kv_heads"));
  const bool causal = params->at("causal") == "1";
  kernels::Plan plan = entry->plan(*params, c.problem, arch);
  ASSERT_EQ(plan.arguments.size(), 10u); // q, k, v, q_scale, k_scale, v_scale, o, B, SQ, SKV
  ASSERT_EQ(plan.arguments[0].type, fp8);
  ASSERT_EQ(plan.arguments[6].type, "bf16");

  std::mt19937_64 rng(uint64_t(sq * 1000 + skv));
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_real_distribution<double> jitter(0.5, 1.5);
  const double fp8Max = fnuz ? 240 : 448;
  // Random finite codes; their values (decoded here) for the reference.
  auto draw = [&](int64_t n, std::vector<uint8_t> &bytes, std::vector<double> &values) {
    for (int64_t i = 0; i < n; ++i) {
      uint8_t b;
      do b = uint8_t(byte(rng));
      while (std::isnan(decodeE4m3(b, fnuz)));
      bytes.push_back(b);
      values.push_back(decodeE4m3(b, fnuz));
    }
  };
  std::vector<uint8_t> qb, kb, vb;
  std::vector<double> q, k, v;
  draw(batch * sq * qh * d, qb, q);
  draw(batch * skv * kh * d, kb, k);
  draw(batch * skv * kh * d, vb, v);
  // Scales as FlyDSL's per-tensor quantization makes them (amax / fp8 max) for values up to about 2.
  float scales[3];
  for (float &s : scales) s = float(2.0 / fp8Max * jitter(rng));
  std::vector<uint16_t> out(size_t(batch * sq * qh * d), 0x7fc0); // NaN: every element must be written

  std::vector<runtime::HostTensor> tensors = {
      {qb.data(), fp8, 1, plan.arguments[0].shape, {}},     {kb.data(), fp8, 1, plan.arguments[1].shape, {}},
      {vb.data(), fp8, 1, plan.arguments[2].shape, {}},     {&scales[0], "f32", 4, {1}, {}},
      {&scales[1], "f32", 4, {1}, {}},                      {&scales[2], "f32", 4, {1}, {}},
      {out.data(), "bf16", 2, plan.arguments[6].shape, {}}};
  std::vector<runtime::HostArg> args;
  for (auto &t : tensors) args.push_back(&t);
  for (int64_t s : c.problem) args.push_back(int32_t(s));

  runtime::EmulatorOptions options;
  options.checkLdsRaces = true;
  auto device = runtime::openEmulatorDevice(c.arch, options);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  auto code = kernels::compileKernel(*entry, *params, arch);
  ASSERT_TRUE(bool(code)) << llvm::toString(code.takeError());
  auto module = (*device)->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(code->data()), code->size()));
  ASSERT_TRUE(bool(module)) << llvm::toString(module.takeError());
  llvm::Error launched = runtime::launchWithHostArgs(**device, **module, entry->name, plan.launch, args);
  ASSERT_FALSE(bool(launched)) << llvm::toString(std::move(launched));

  // The reference runs the kernel's online softmax in double: steps of block_n keys, the running
  // maximum in base 2, p = 2^(t - m) rounded to e4m3 here (nearest even) for the second product, the
  // row sum of the unrounded p. Where the device's f32 p may round the other way (p within 2^-16 of
  // a rounding midpoint) the bound takes one step of e4m3 at p; then f32 slack and O's bf16 rounding.
  const int64_t bn = std::stoll(params->at("block_n"));
  const double qs = scales[0], ks = scales[1], vs = scales[2], scaleLog2 = qs * ks / std::sqrt(double(d)) / std::log(2.0);
  const int minExp = fnuz ? -7 : -6; // e4m3's smallest normal exponent
  auto roundE4m3 = [&](double p, double &ulp, bool &nearMidpoint) {
    ulp = std::ldexp(1.0, std::max(int(std::floor(std::log2(p))), minExp) - 3);
    const double q = p / ulp, below = std::floor(q);
    nearMidpoint = std::fabs(q - below - 0.5) < 0x1p-16 * q;
    return std::nearbyint(q) * ulp; // the default rounding mode: to nearest, ties to even
  };
  int wrong = 0;
  double worst = 0;
  std::string first;
  std::vector<double> t(static_cast<size_t>(skv)), acc(static_cast<size_t>(d)), slack(static_cast<size_t>(d)),
      mass(static_cast<size_t>(d));
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t h = 0; h < qh; ++h)
      for (int64_t i = 0; i < sq; ++i) {
        const int64_t hk = h / (qh / kh);
        for (int64_t j = 0; j < skv; ++j) {
          t[size_t(j)] = -INFINITY;
          if (causal && j > i + skv - sq) continue;
          double dot = 0;
          for (int64_t x = 0; x < d; ++x) dot += q[size_t(((b * sq + i) * qh + h) * d + x)] * k[size_t(((b * skv + j) * kh + hk) * d + x)];
          t[size_t(j)] = dot * scaleLog2;
        }
        double m = -1e30, l = 0;
        std::fill(acc.begin(), acc.end(), 0.0);
        std::fill(slack.begin(), slack.end(), 0.0);
        std::fill(mass.begin(), mass.end(), 0.0);
        for (int64_t kv0 = 0; kv0 < skv; kv0 += bn) {
          double mStep = m;
          for (int64_t j = kv0; j < std::min(skv, kv0 + bn); ++j) mStep = std::max(mStep, t[size_t(j)]);
          // The kernel's lazy rescaling: the running maximum moves only when the step's exceeds it
          // by more than 7 (p <= 2^7 otherwise).
          const double mNew = mStep - m > 7 ? mStep : m;
          const double alpha = std::exp2(m - mNew);
          l *= alpha;
          for (int64_t x = 0; x < d; ++x) {
            acc[size_t(x)] *= alpha;
            slack[size_t(x)] *= alpha;
            mass[size_t(x)] *= alpha;
          }
          for (int64_t j = kv0; j < std::min(skv, kv0 + bn); ++j) {
            if (t[size_t(j)] == -INFINITY) continue;
            const double p = std::exp2(t[size_t(j)] - mNew);
            double ulp;
            bool near;
            const double pr = roundE4m3(p, ulp, near);
            l += p;
            for (int64_t x = 0; x < d; ++x) {
              const double vj = v[size_t(((b * skv + j) * kh + hk) * d + x)];
              acc[size_t(x)] += pr * vj;
              mass[size_t(x)] += p * std::fabs(vj);
              if (near) slack[size_t(x)] += ulp * std::fabs(vj);
            }
          }
          m = mNew;
        }
        for (int64_t x = 0; x < d; ++x) {
          const double want = l > 0 ? acc[size_t(x)] * vs / l : 0.0;
          const double allowed =
              l > 0 ? (slack[size_t(x)] + 0x1p-14 * mass[size_t(x)]) * vs / l + 0x1p-8 * std::fabs(want) + 0x1p-24 : 0.0;
          const size_t at = size_t(((b * sq + i) * qh + h) * d + x);
          const double got = decodeBf16(out[at]);
          const double err = std::fabs(got - want);
          worst = std::max(worst, allowed > 0 ? err / allowed : (err > 0 ? INFINITY : 0.0));
          if (!(err <= allowed) && wrong++ == 0)
            first = "o[" + std::to_string(at) + "] = " + std::to_string(got) + ", want " + std::to_string(want) +
                    " (allowed " + std::to_string(allowed) + ")";
        }
      }
  EXPECT_EQ(wrong, 0) << first;
  EXPECT_LE(worst, 1.0);
}

std::vector<Fp8Case> fp8Cases() {
  std::vector<Fp8Case> out;
  for (const char *arch : {"gfx950", "gfx942"}) {
    out.push_back({arch, {{"block_n", "64"}}, {1, 70, 45}});
    out.push_back({arch, {{"causal", "1"}, {"q_heads", "8"}, {"kv_heads", "2"}, {"block_n", "32"}}, {2, 100, 33}});
    out.push_back({arch, {{"causal", "1"}, {"q_heads", "2"}, {"kv_heads", "1"}, {"block_n", "64"}}, {1, 33, 130}});
    out.push_back({arch, {{"atom", "16"}, {"head_dim", "64"}, {"q_heads", "3"}, {"kv_heads", "1"}, {"block_n", "128"}},
                   {1, 65, 200}});
  }
  out.push_back({"gfx1201", {{"q_heads", "2"}, {"kv_heads", "2"}, {"block_n", "32"}}, {1, 37, 70}});
  out.push_back({"gfx1250", {{"causal", "1"}, {"q_heads", "2"}, {"kv_heads", "1"}, {"block_n", "64"}}, {1, 50, 77}});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, FlashAttentionFp8, testing::ValuesIn(fp8Cases()),
                         [](const testing::TestParamInfo<Fp8Case> &info) { return std::to_string(info.index) + "_" + info.param.arch; });

// A regression of the reference's own decoder: the codes named by the two formats' definitions.
TEST(FlashAttentionFp8, TheTestsDecoderReadsBothE4m3Formats) {
  EXPECT_EQ(decodeE4m3(0x7e, false), 448.0);
  EXPECT_EQ(decodeE4m3(0x01, false), 0x1p-9);
  EXPECT_EQ(decodeE4m3(0x08, false), 0x1p-6);
  EXPECT_EQ(decodeE4m3(0xb8, false), -1.0);
  EXPECT_TRUE(std::isnan(decodeE4m3(0xff, false)));
  EXPECT_EQ(decodeE4m3(0x7f, true), 240.0);
  EXPECT_EQ(decodeE4m3(0x01, true), 0x1p-10);
  EXPECT_EQ(decodeE4m3(0x40, true), 1.0);
  EXPECT_TRUE(std::isnan(decodeE4m3(0x80, true)));
  EXPECT_EQ(decodeBf16(0x3f80), 1.0);
}

} // namespace
