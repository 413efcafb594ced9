// cl/convert.cl: fp8/bf8 conversions against an encoder written from the formats' definitions
// (FNUZ on gfx942, OCP E4M3FN/E5M2 elsewhere), round to nearest even, subnormals included.
#include "KernelTest.h"

#include <algorithm>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Convert : public KernelTest {};

struct Fmt {
  int mant, bias;
  bool fnuz;
};

// Encoding of x (finite, within the format's range) rounded to nearest even.
uint8_t encode8(double x, Fmt f) {
  uint8_t sign = std::signbit(x) ? 0x80 : 0;
  double m = std::fabs(x);
  if (m == 0) return f.fnuz ? 0 : sign;
  int e = std::max(std::ilogb(m), 1 - f.bias);
  double r = std::nearbyint(std::ldexp(m, f.mant - e));
  if (r == std::ldexp(1.0, f.mant + 1)) {
    r /= 2;
    ++e;
  }
  uint32_t ri = uint32_t(r);
  if (ri == 0) return f.fnuz ? 0 : sign; // rounded to zero (FNUZ has no -0)
  uint32_t field = ri < (1u << f.mant) ? 0 : uint32_t(e + f.bias);
  uint32_t frac = ri & ((1u << f.mant) - 1);
  return uint8_t(sign | field << f.mant | frac);
}
double decode8(uint8_t b, Fmt f) {
  int e = (b & 0x7f) >> f.mant;
  double m = b & ((1u << f.mant) - 1);
  double v = e ? std::ldexp(m + std::ldexp(1.0, f.mant), e - f.bias - f.mant) : std::ldexp(m, 1 - f.bias - f.mant);
  return b & 0x80 ? -v : v;
}

TEST_P(Convert, Fp8Bf8RoundTrip) {
  bool fnuz = GetParam().arch == "gfx942";
  Fmt fp8 = fnuz ? Fmt{3, 8, true} : Fmt{3, 7, false};
  Fmt bf8 = fnuz ? Fmt{2, 16, true} : Fmt{2, 15, false};
  int n = 300;
  // Magnitudes from 2^-12 (fp8 subnormals, bf8 normals) to 200 (below every format's maximum).
  auto mant = randomReals<double>(4 * n, 1.0, 2.0);
  auto ex = randomInts<int>(4 * n, -12, 7), sg = randomInts<int>(4 * n, 0, 1);
  std::vector<float> a(4 * n);
  for (int k = 0; k < 4 * n; ++k) a[k] = float(std::ldexp(mant[k], ex[k]) * (sg[k] ? -1 : 1) * (ex[k] == 7 ? 0.75 : 1));
  a[0] = 0.0f;
  a[1] = -0.0f;
  uint64_t da = upload(a), dp = alloc(8 * n), db = alloc(64 * n);
  run("fp8", {uint32_t((n + 63) / 64)}, {64}, {ptr(da), ptr(dp), ptr(db), i32(n)});
  auto packed = download<uint32_t>(dp, 2 * n);
  auto back = download<float>(db, 16 * n);
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < 4; ++k) {
      uint8_t p = uint8_t(packed[2 * i] >> (8 * k)), q = uint8_t(packed[2 * i + 1] >> (8 * k));
      ASSERT_EQ(p, encode8(a[4 * i + k], fp8)) << "fp8 of " << a[4 * i + k] << " element " << i;
      ASSERT_EQ(q, encode8(a[4 * i + k], bf8)) << "bf8 of " << a[4 * i + k] << " element " << i;
      ASSERT_EQ(back[16 * i + k], float(decode8(p, fp8))) << "f32 of fp8 byte " << k << " element " << i;
      ASSERT_EQ(back[16 * i + 4 + k], float(decode8(q, bf8))) << "f32 of bf8 byte " << k << " element " << i;
      ASSERT_EQ(back[16 * i + 8 + k], float(decode8(p, fp8))) << "pk f32 of fp8 byte " << k << " element " << i;
      ASSERT_EQ(back[16 * i + 12 + k], float(decode8(q, bf8))) << "pk f32 of bf8 byte " << k << " element " << i;
    }
  }
}

// gfx950: v_cvt_scalef32_pk_fp8_f32 encodes x / 2^e and the up conversions return 2^e * value,
// e the unbiased exponent of the f32 scale (its mantissa is ignored), as MLIR's
// arith.scaling_truncf/scaling_extf define the operations that lower to them.
TEST_P(Convert, Gfx950ScaledFp8) {
  if (GetParam().arch != "gfx950") GTEST_SKIP() << "v_cvt_scalef32_* are gfx950 instructions";
  Fmt fp8{3, 7, false};
  int n = 200;
  auto a = randomReals<float>(4 * n, -1500.0, 1500.0);
  for (float scale : {1.0f, 4.0f, 6.0f /* exponent part 4 */, 0.125f}) {
    double k = scale == 6.0f ? 4.0 : scale;
    std::vector<float> in(a);
    for (float &x : in) x = float(std::clamp(double(x), -400 * k, 400 * k)); // within E4M3FN's range after / k
    uint64_t da = upload(in), dp = alloc(4 * n), db = alloc(16 * n);
    run("fp8_scaled", {uint32_t((n + 63) / 64)}, {64}, {ptr(da), ptr(dp), ptr(db), f32(scale), i32(n)});
    auto packed = download<uint32_t>(dp, n);
    auto back = download<float>(db, 4 * n);
    for (int i = 0; i < n; ++i)
      for (int k4 = 0; k4 < 4; ++k4) {
        uint8_t p = uint8_t(packed[i] >> (8 * k4));
        ASSERT_EQ(p, encode8(in[4 * i + k4] / k, fp8)) << "scale " << scale << " element " << 4 * i + k4;
        ASSERT_EQ(back[4 * i + k4], float(k * decode8(p, fp8))) << "scale " << scale << " element " << 4 * i + k4;
      }
  }
}

} // namespace

FLY_KERNEL_VARIANTS(Convert, "convert");
