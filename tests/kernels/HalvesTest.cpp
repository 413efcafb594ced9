// cl/halves.cl: d16/d16_hi loads and stores (global, flat to global and LDS, LDS, scratch) and
// v_fma_mix* with f16 and bf16 halves, against references written from the ISA's definitions.
#include "KernelTest.h"

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Halves : public KernelTest {
protected:
  // Runs one of the d16 kernels on n elements and checks the three outputs.
  void checkD16(const std::string &kernel, int n, std::vector<ArgValue> extra = {}) {
    auto in = randomInts<uint32_t>(n, 0, 0xffffffffu);
    auto a = randomInts<uint16_t>(n, 0, 0xffff), b = randomInts<uint16_t>(n, 0, 0xffff);
    auto c = randomInts<uint8_t>(n, 0, 255);
    auto d = randomInts<int8_t>(n, -128, 127);
    uint64_t din = upload(in), dhs = alloc(n * 2), dhb = alloc(n), da = upload(a), db = upload(b), dc = upload(c),
             dd = upload(d), dout = alloc(n * 12);
    std::vector<ArgValue> args = {ptr(din), ptr(dhs), ptr(dhb), ptr(da), ptr(db), ptr(dc), ptr(dd), ptr(dout), i32(n)};
    args.insert(args.end(), extra.begin(), extra.end());
    run(kernel, {uint32_t((n + 255) / 256)}, {256}, args);
    auto hs = download<uint16_t>(dhs, n);
    auto hb = download<uint8_t>(dhb, n);
    auto out = download<uint32_t>(dout, 3 * n);
    for (int i = 0; i < n; ++i) {
      ASSERT_EQ(hs[i], in[i] >> 16) << kernel << " " << i;
      ASSERT_EQ(hb[i], (in[i] >> 16) & 0xff) << kernel << " " << i;
      uint32_t sc = uint16_t(int16_t(c[i])), sd = uint16_t(int16_t(d[i])); // c zero-, d sign-extended
      ASSERT_EQ(out[3 * i], a[i] | uint32_t(b[i]) << 16) << kernel << " " << i;
      ASSERT_EQ(out[3 * i + 1], sc | sd << 16) << kernel << " " << i;
      ASSERT_EQ(out[3 * i + 2], sd | sc << 16) << kernel << " " << i;
    }
  }
};

TEST_P(Halves, D16Global) { checkD16("d16_global", 1000); }
TEST_P(Halves, D16FlatToGlobal) { checkD16("d16_flat", 700, {i32(0)}); }
TEST_P(Halves, D16FlatToLds) { checkD16("d16_flat", 700, {i32(1)}); }
TEST_P(Halves, D16Lds) { checkD16("d16_lds", 613); }
TEST_P(Halves, D16Private) { checkD16("d16_private", 301); }

// Inputs: a = k/8, b = j/32 (exact in f16 and bf16), c = m/64, so that a*b+c and a*c are exact in
// f32 (at most 16 significant bits) and only the final rounding to 16 bits can round.
TEST_P(Halves, FmaMix) {
  for (bool bf16 : {false, true}) {
    int n = 777;
    std::vector<float> a(n), c(n);
    std::vector<uint16_t> b(n);
    std::vector<double> bv(n);
    auto ks = randomInts<int>(n, 1, 64), js = randomInts<int>(n, -128, 128), ms = randomInts<int>(n, -512, 512);
    for (int i = 0; i < n; ++i) {
      a[i] = float(i % 2 ? -ks[i] : ks[i]) / 8; // not zero: fma(0, c, +0) drops the sign of 0 * c
      bv[i] = double(js[i]) / 32;
      b[i] = bf16 ? bf16BitsExact(float(bv[i])) : halfBits(float(bv[i]));
      c[i] = float(ms[i]) / 64;
    }
    uint64_t da = upload(a), db = upload(b), dc = upload(c), dp = alloc(n * 2), ds = alloc(n * 2), dw = alloc(n * 4);
    run(bf16 ? "mix_bf16" : "mix_f16", {uint32_t((n + 127) / 128)}, {128},
        {ptr(da), ptr(db), ptr(dc), ptr(dp), ptr(ds), ptr(dw), i32(n)});
    auto prod = download<uint16_t>(dp, n), sum = download<uint16_t>(ds, n);
    auto wide = download<float>(dw, n);
    for (int i = 0; i < n; ++i) {
      double p = double(a[i]) * c[i], s = double(a[i]) * bv[i] + c[i];
      ASSERT_EQ(prod[i], round16(p, bf16)) << (bf16 ? "bf16 " : "f16 ") << i << ": " << p;
      ASSERT_EQ(sum[i], round16(s, bf16)) << (bf16 ? "bf16 " : "f16 ") << i << ": " << s;
      ASSERT_EQ(wide[i], float(s)) << i;
    }
  }
}

} // namespace

FLY_KERNEL_VARIANTS(Halves, "halves");
