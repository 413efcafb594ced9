// cl/packed.cl: packed 16-bit math (f16, bf16, i16/u16) and integer dot products, against
// references written from the ISA's definitions (IEEE maximum/minimum for v_pk_maximum*,
// maximumNumber/minimumNumber for the *_num forms, round-to-nearest-even for bf16).
#include "KernelTest.h"

#include <algorithm>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Packed : public KernelTest {
protected:
  // Random normal 16-bit floats with exponents in [-e, e] (few NaNs and zeros when `specials`).
  std::vector<uint16_t> randomHalves(size_t n, bool bf16, int e, bool specials) {
    int mant = bf16 ? 7 : 10, bias = bf16 ? 127 : 15;
    auto m = randomInts<uint32_t>(n, 0, (1u << mant) - 1);
    auto x = randomInts<int>(n, -e, e), s = randomInts<int>(n, 0, 1), pick = randomInts<int>(n, 0, 15);
    std::vector<uint16_t> v(n);
    for (size_t i = 0; i < n; ++i) {
      v[i] = uint16_t(s[i] << 15 | uint32_t(x[i] + bias) << mant | m[i]);
      if (specials && pick[i] == 0) v[i] = bf16 ? 0x7fc0 : 0x7e00; // quiet NaN
      if (specials && pick[i] == 1) v[i] = uint16_t(s[i] << 15);   // +0 or -0
    }
    return v;
  }
  template <class T> std::vector<T> launch(const std::string &kernel, const std::vector<T> &a, const std::vector<T> &b,
                                           const std::vector<T> &c, int perLane, int n) {
    uint64_t da = upload(a), db = upload(b), dc = upload(c), dout = alloc(a.size() * perLane * sizeof(T));
    run(kernel, {uint32_t((n + 63) / 64)}, {64}, {ptr(da), ptr(db), ptr(dc), ptr(dout), i32(n)});
    return download<T>(dout, a.size() * perLane);
  }
};

bool isNan16(uint16_t h, bool bf16) { return bf16 ? (h & 0x7f80) == 0x7f80 && (h & 0x7f) : (h & 0x7c00) == 0x7c00 && (h & 0x3ff); }

TEST_P(Packed, Bf16Arithmetic) {
  int n = 333; // pairs
  auto a = randomHalves(2 * n, true, 2, false), b = randomHalves(2 * n, true, 2, false), c = randomHalves(2 * n, true, 2, false);
  auto o = launch<uint16_t>("pk_bf16", a, b, c, 6, n);
  for (int i = 0; i < 2 * n; ++i) {
    double x = value16(a[i], true), y = value16(b[i], true), z = value16(c[i], true);
    int p = i / 2 * 12 + i % 2; // element i of pair i/2, in output slot k: p + 2k
    ASSERT_EQ(o[p], round16(x + y, true)) << "add " << i;
    ASSERT_EQ(o[p + 2], round16(x * y, true)) << "mul " << i;
    ASSERT_EQ(o[p + 4], round16(x * y + z, true)) << "fma " << i; // exact in double
    ASSERT_EQ(value16(o[p + 6], true), std::min(x, y)) << "min " << i;
    ASSERT_EQ(value16(o[p + 8], true), std::max(x, y)) << "max " << i;
    ASSERT_EQ(o[p + 10], round16(x - y, true)) << "sub " << i;
  }
}

// maximumNumber/minimumNumber: NaN only when both are NaN; zeros of either sign compare equal.
double maxNum(double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : std::max(x, y); }
double minNum(double x, double y) { return std::isnan(x) ? y : std::isnan(y) ? x : std::min(x, y); }
// IEEE 754-2019 maximum/minimum: NaN if either is, -0 < +0.
double maximum(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return NAN;
  if (x == y) return std::signbit(x) ? y : x;
  return std::max(x, y);
}
double minimum(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return NAN;
  if (x == y) return std::signbit(x) ? x : y;
  return std::min(x, y);
}

TEST_P(Packed, F16MinMax) {
  int n = 500;
  auto a = randomHalves(2 * n, false, 6, true), b = randomHalves(2 * n, false, 6, true), c = randomHalves(2 * n, false, 6, true);
  auto o = launch<uint16_t>("pk_f16", a, b, c, 6, n);
  auto val = [](uint16_t h) { return isNan16(h, false) ? NAN : value16(h, false); };
  for (int i = 0; i < 2 * n; ++i) {
    double x = val(a[i]), y = val(b[i]), z = val(c[i]);
    int p = i / 2 * 12 + i % 2;
    const double want[6] = {minNum(x, y), maxNum(maxNum(x, y), z), maximum(x, y), minimum(minimum(x, y), z),
                            minNum(minNum(x, y), z), maximum(maximum(x, y), z)};
    for (int k = 0; k < 6; ++k) {
      uint16_t got = o[p + 2 * k];
      if (std::isnan(want[k])) {
        ASSERT_TRUE(isNan16(got, false)) << "op " << k << " element " << i;
      } else if (k == 2 || k == 3 || k == 5) {
        ASSERT_EQ(got, round16(want[k], false)) << "op " << k << " element " << i; // sign of zero too
      } else {
        ASSERT_FALSE(isNan16(got, false)) << "op " << k << " element " << i;
        ASSERT_EQ(value16(got, false), want[k]) << "op " << k << " element " << i;
      }
    }
  }
}

TEST_P(Packed, I16) {
  int n = 400;
  auto a = randomInts<int16_t>(2 * n, -32768, 32767), b = randomInts<int16_t>(2 * n, -32768, 32767),
       c = randomInts<int16_t>(2 * n, -32768, 32767);
  auto o = launch<int16_t>("pk_i16", a, b, c, 6, n);
  for (int i = 0; i < 2 * n; ++i) {
    int16_t x = a[i], y = b[i], z = c[i];
    uint16_t ux = uint16_t(x), uy = uint16_t(y), uz = uint16_t(z);
    int p = i / 2 * 12 + i % 2;
    ASSERT_EQ(o[p], int16_t(x * y + z)) << i;
    ASSERT_EQ(o[p + 2], std::max({x, y, z})) << i;
    ASSERT_EQ(o[p + 4], std::min({x, y, z})) << i;
    ASSERT_EQ(o[p + 6], std::max(int16_t(x + y), z)) << i;
    ASSERT_EQ(uint16_t(o[p + 8]), std::min(uint16_t(ux + uy), uz)) << i;
    ASSERT_EQ(uint16_t(o[p + 10]), std::max({ux, uy, uz})) << i;
  }
}

int64_t dotRef(uint32_t a, uint32_t b, int bits, bool sa, bool sb) {
  int64_t s = 0;
  for (int i = 0; i < 32 / bits; ++i) {
    int64_t x = (a >> (i * bits)) & ((1u << bits) - 1), y = (b >> (i * bits)) & ((1u << bits) - 1);
    if (sa && x >= (1 << (bits - 1))) x -= 1 << bits;
    if (sb && y >= (1 << (bits - 1))) y -= 1 << bits;
    s += x * y;
  }
  return s;
}

TEST_P(Packed, IntegerDots) {
  int n = 300;
  auto a = randomInts<int32_t>(n, INT32_MIN, INT32_MAX), b = randomInts<int32_t>(n, INT32_MIN, INT32_MAX),
       c = randomInts<int32_t>(n, -1000000, 1000000);
  auto o = launch<int32_t>("dots", a, b, c, 4, n);
  bool gfx12 = GetParam().arch.rfind("gfx12", 0) == 0;
  for (int i = 0; i < n; ++i) {
    uint32_t x = uint32_t(a[i]), y = uint32_t(b[i]);
    if (gfx12) {
      ASSERT_EQ(o[4 * i], int32_t(dotRef(x, y, 8, true, false) + c[i])) << "sudot4 " << i;
      ASSERT_EQ(o[4 * i + 1], int32_t(dotRef(x, y, 4, false, true) + c[i])) << "sudot8 " << i;
    } else {
      ASSERT_EQ(o[4 * i], int32_t(dotRef(x, y, 4, true, true) + c[i])) << "sdot8 " << i;
    }
    ASSERT_EQ(uint32_t(o[4 * i + 2]), uint32_t(dotRef(x, y, 4, false, false) + uint32_t(c[i]))) << "udot8 " << i;
    ASSERT_EQ(uint32_t(o[4 * i + 3]), uint32_t(dotRef(x, y, 8, false, false) + uint32_t(c[i]))) << "udot4 " << i;
  }
}

} // namespace

FLY_KERNEL_VARIANTS(Packed, "packed");
