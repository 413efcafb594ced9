// cl/elementwise.cl: one work-item per element, ragged tails, strided access.
#include "KernelTest.h"

#include <cmath>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Elementwise : public KernelTest {};

TEST_P(Elementwise, VaddRaggedTails) {
  for (int n : {1, 63, 64, 65, 1000, 4099}) {
    auto a = randomReals<float>(n, -10, 10), b = randomReals<float>(n, -10, 10);
    uint64_t da = upload(a), db = upload(b), dc = alloc(n * 4);
    unsigned block = 256;
    run("vadd", {(n + block - 1) / block}, {block}, {ptr(da), ptr(db), ptr(dc), i32(n)});
    auto c = download<float>(dc, n);
    for (int i = 0; i < n; ++i) ASSERT_EQ(c[i], a[i] + b[i]) << "n=" << n << " i=" << i;
  }
}

TEST_P(Elementwise, VaddOddBlock) {
  // A block that is not a multiple of the wave size leaves the last wave partly empty.
  int n = 777;
  auto a = randomReals<float>(n, -1, 1), b = randomReals<float>(n, -1, 1);
  uint64_t da = upload(a), db = upload(b), dc = alloc(n * 4);
  run("vadd", {uint32_t(n + 99) / 100}, {100}, {ptr(da), ptr(db), ptr(dc), i32(n)});
  auto c = download<float>(dc, n);
  for (int i = 0; i < n; ++i) ASSERT_EQ(c[i], a[i] + b[i]) << i;
}

TEST_P(Elementwise, SaxpyStrided) {
  for (int stride : {1, 3, 17}) {
    int n = 300;
    auto x = randomReals<float>(n * stride, -5, 5), y = randomReals<float>(n * stride, -5, 5);
    uint64_t dx = upload(x), dy = upload(y);
    run("saxpy_strided", {uint32_t(n + 127) / 128}, {128}, {ptr(dy), ptr(dx), f32(1.5f), i32(n), i32(stride)});
    auto r = download<float>(dy, n * stride);
    for (int i = 0; i < n * stride; ++i) {
      float want = i % stride == 0 ? std::fma(1.5f, x[i], y[i]) : y[i];
      // The compiler may or may not contract to fma.
      ASSERT_TRUE(r[i] == want || r[i] == 1.5f * x[i] + y[i]) << "stride " << stride << " i " << i;
    }
  }
}

TEST_P(Elementwise, IntMix) {
  int n = 1000;
  auto a = randomInts<int32_t>(n, -100000, 100000), b = randomInts<int32_t>(n, -300, 300);
  b[0] = 0;
  a[1] = INT32_MIN / 2;
  uint64_t da = upload(a), db = upload(b), dq = alloc(n * 4), dl = alloc(n * 8), du = alloc(n * 4);
  run("int_mix", {uint32_t(n + 255) / 256}, {256}, {ptr(da), ptr(db), ptr(dq), ptr(dl), ptr(du), i32(n)});
  auto q = download<int32_t>(dq, n);
  auto l = download<int64_t>(dl, n);
  auto u = download<uint32_t>(du, n);
  for (int i = 0; i < n; ++i) {
    int32_t x = a[i], y = b[i];
    // Wrapping sums, as the kernel's arith.addi (signed overflow would be undefined here).
    int32_t wq = int32_t(uint32_t(y != 0 ? x / y : 0) + uint32_t(y != 0 ? x % y : 0) * 3u + uint32_t(x >> 3) -
                         (uint32_t(y) << 2) + uint32_t(x & y) + uint32_t(x | ~y) + uint32_t(x ^ y));
    int64_t wl = int64_t(x) * y + (int64_t(uint64_t(int64_t(x)) << 33)) / 7 - (int64_t(y) >> 5);
    uint32_t ux = uint32_t(x);
    uint32_t wu = (ux / 7u) ^ (ux % 13u) ^ uint32_t(__builtin_popcount(ux)) ^ uint32_t(ux ? __builtin_clz(ux) : 32) ^
                  (x < y ? 0x100u : 0x200u) ^ uint32_t(x > y ? x : y) ^ uint32_t(x < y ? x : y);
    ASSERT_EQ(q[i], wq) << i;
    ASSERT_EQ(l[i], wl) << i;
    ASSERT_EQ(u[i], wu) << i;
  }
}

TEST_P(Elementwise, FloatMix) {
  int n = 1000;
  auto a = randomReals<float>(n, -50, 50), b = randomReals<float>(n, 0, 50);
  uint64_t da = upload(a), db = upload(b), d = alloc(n * 4);
  run("float_mix", {uint32_t(n + 255) / 256}, {256}, {ptr(da), ptr(db), ptr(d), i32(n)});
  auto o = download<float>(d, n);
  for (int i = 0; i < n; ++i) {
    float x = a[i], y = b[i];
    double r = double(x) * y + double(x) / (y + 3.0) - std::fabs(double(x) - y) + std::fmin(x, y) * std::fmax(x, y);
    r += std::sqrt(std::fabs(x)) + std::floor(y * 4.0f) + float(int(x * 100.0f));
    double want = x < y ? r : -r;
    ASSERT_TRUE(near(o[i], want, 1e-4)) << i << ": " << o[i] << " vs " << want;
  }
}

TEST_P(Elementwise, DoubleMix) {
  int n = 500;
  auto a = randomReals<double>(n, -50, 50), b = randomReals<double>(n, -50, 50);
  for (double &x : a)
    if (std::fabs(x + 4.0) < 1e-3) x = 1.0;
  uint64_t da = upload(a), db = upload(b), d = alloc(n * 8);
  run("double_mix", {uint32_t(n + 127) / 128}, {128}, {ptr(da), ptr(db), ptr(d), i32(n)});
  auto o = download<double>(d, n);
  for (int i = 0; i < n; ++i) {
    double x = a[i], y = b[i];
    double want = x * 2.5 + y / (x + 4.0) - std::floor(y * 3.0) + std::sqrt(std::fabs(x)) + double(int64_t(y * 1000.0));
    ASSERT_TRUE(near(o[i], want, 1e-12)) << i << ": " << o[i] << " vs " << want;
  }
}

uint16_t toHalf(float f) {
  // Reference binary16 rounding (round to nearest even) through the host's conversion rules.
  uint32_t u;
  std::memcpy(&u, &f, 4);
  uint32_t sign = (u >> 16) & 0x8000;
  int e = int((u >> 23) & 0xff) - 127 + 15;
  uint32_t m = u & 0x7fffff;
  if (e >= 31) return uint16_t(sign | 0x7c00);
  if (e <= 0) {
    if (e < -10) return uint16_t(sign);
    m |= 0x800000;
    int shift = 14 - e;
    uint32_t h = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return uint16_t(sign | h);
  }
  uint32_t h = (uint32_t(e) << 10) | (m >> 13), rem = m & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (h & 1))) ++h;
  return uint16_t(sign | h);
}

TEST_P(Elementwise, HalfConvert) {
  int n = 513;
  auto a = randomReals<float>(n, -70000, 70000);
  for (int i = 0; i < 100; ++i) a[i] = float(a[i] * 1e-4);
  a[0] = 1e-6f; // subnormal in binary16
  uint64_t da = upload(a), dh = alloc(n * 2), db = alloc(n * 4);
  run("half_convert", {uint32_t(n + 255) / 256}, {256}, {ptr(da), ptr(dh), ptr(db), i32(n)});
  auto h = download<uint16_t>(dh, n);
  for (int i = 0; i < n; ++i) ASSERT_EQ(h[i], toHalf(a[i])) << i << " " << a[i];
}

TEST_P(Elementwise, NarrowTypes) {
  int n = 700;
  auto c = randomInts<int8_t>(n, -128, 127);
  auto s = randomInts<uint16_t>(n, 0, 65535);
  uint64_t dc = upload(c), ds = upload(s), d = alloc(n * 2), db = alloc(n);
  run("narrow", {uint32_t(n + 255) / 256}, {256}, {ptr(dc), ptr(ds), ptr(d), ptr(db), i32(n)});
  auto o = download<int16_t>(d, n);
  auto ob = download<uint8_t>(db, n);
  for (int i = 0; i < n; ++i) {
    ASSERT_EQ(o[i], int16_t(c[i] * 3 + int16_t(s[i]))) << i;
    ASSERT_EQ(ob[i], uint8_t(c[i] + 1)) << i;
  }
}

TEST_P(Elementwise, OutOfBoundsIsReported) {
  // n larger than the buffers: the emulator must stop with an error naming the access.
  int n = 100;
  auto a = randomReals<float>(n, 0, 1);
  uint64_t da = upload(a), db = upload(a), dc = alloc(n * 4);
  auto st = dev.launch(*co, "vadd", {1}, {256}, {ptr(da), ptr(db), ptr(dc), i32(200)});
  ASSERT_FALSE(bool(st));
  std::string msg = llvm::toString(st.takeError());
  EXPECT_NE(msg.find("out-of-bounds global read"), std::string::npos) << msg;
  EXPECT_NE(msg.find("lane"), std::string::npos) << msg;
  EXPECT_NE(msg.find("work-group (0,0,0)"), std::string::npos) << msg;
}

TEST_P(Elementwise, WrongArgumentCount) {
  auto st = dev.launch(*co, "vadd", {1}, {64}, {ptr(0)});
  ASSERT_FALSE(bool(st));
  EXPECT_NE(llvm::toString(st.takeError()).find("expects 4 arguments, got 1"), std::string::npos);
}

FLY_KERNEL_VARIANTS(Elementwise, "elementwise");
} // namespace
