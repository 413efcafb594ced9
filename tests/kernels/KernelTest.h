// Fixture for the OpenCL validation suite: one test instance per (kernel file, arch, -O level).
#pragma once

#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace fly::emu::test {

struct Variant {
  std::string file, arch, opt, path;
};
inline void PrintTo(const Variant &v, std::ostream *os) { *os << v.file << ".cl " << v.arch << " -" << v.opt; }

/// Every compiled variant of cl/FILE.cl (from the build's manifest).
std::vector<Variant> variants(const std::string &file);
std::string variantName(const testing::TestParamInfo<Variant> &info);

class KernelTest : public testing::TestWithParam<Variant> {
protected:
  void SetUp() override;

  bool wave64() const { return waveSize() == 64; }
  unsigned waveSize() const;

  uint64_t alloc(size_t bytes) {
    auto a = dev.allocate(bytes);
    EXPECT_TRUE(bool(a)) << llvm::toString(a.takeError());
    return a ? *a : 0;
  }
  template <class T> uint64_t upload(const std::vector<T> &v) {
    uint64_t a = alloc(v.size() * sizeof(T));
    llvm::Error e = dev.copyIn(a, v.data(), v.size() * sizeof(T));
    EXPECT_FALSE(bool(e)) << llvm::toString(std::move(e));
    return a;
  }
  template <class T> std::vector<T> download(uint64_t a, size_t n) {
    std::vector<T> v(n);
    llvm::Error e = dev.copyOut(v.data(), a, n * sizeof(T));
    EXPECT_FALSE(bool(e)) << llvm::toString(std::move(e));
    return v;
  }
  /// Runs and fails the test on any emulator error.
  Stats run(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<ArgValue> &args,
            uint32_t dynamicLds = 0);

  template <class T> std::vector<T> randomInts(size_t n, T lo, T hi) {
    std::uniform_int_distribution<long long> d(lo, hi);
    std::vector<T> v(n);
    for (T &x : v) x = T(d(rng));
    return v;
  }
  template <class T> std::vector<T> randomReals(size_t n, double lo, double hi) {
    std::uniform_real_distribution<double> d(lo, hi);
    std::vector<T> v(n);
    for (T &x : v) x = T(d(rng));
    return v;
  }

  std::shared_ptr<CodeObject> co;
  Device dev;
  std::mt19937_64 rng{12345};
};

inline ArgValue ptr(uint64_t a) { return ArgValue::pointer(a); }
inline ArgValue i32(int32_t v) { return ArgValue::i32(v); }
inline ArgValue f32(float v) { return ArgValue::f32(v); }

/// binary16 encoding of f (round to nearest even), written independently of the emulator.
inline uint16_t halfBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  uint32_t sign = (u >> 16) & 0x8000;
  int e = int((u >> 23) & 0xff) - 127 + 15;
  uint32_t m = u & 0x7fffff;
  if (((u >> 23) & 0xff) == 0xff) return uint16_t(sign | 0x7c00 | (m ? 0x200 : 0));
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
/// bfloat16 encoding of a value bf16 represents exactly.
inline uint16_t bf16BitsExact(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return uint16_t(u >> 16);
}

/// f16 (or bf16) bits of x rounded to nearest even, for x zero or in the normal range of the
/// format (what the tests' inputs produce), written independently of the emulator.
inline uint16_t round16(double x, bool bf16) {
  int mant = bf16 ? 7 : 10, bias = bf16 ? 127 : 15;
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  if (x == 0) return sign;
  double m = std::fabs(x);
  int e = std::ilogb(m);
  double r = std::nearbyint(std::ldexp(m, mant - e)); // in [2^mant, 2^(mant+1)]; host rounds to even
  if (r == std::ldexp(1.0, mant + 1)) {
    r /= 2;
    ++e;
  }
  return uint16_t(sign | uint32_t(e + bias) << mant | (uint32_t(r) - (1u << mant)));
}
/// The value of f16 / bf16 bits (finite).
inline double value16(uint16_t h, bool bf16) {
  int mant = bf16 ? 7 : 10, bias = bf16 ? 127 : 15;
  int e = (h & 0x7fff) >> mant;
  double m = h & ((1u << mant) - 1);
  double v = e ? std::ldexp(m + std::ldexp(1.0, mant), e - bias - mant) : std::ldexp(m, 1 - bias - mant);
  return h & 0x8000 ? -v : v;
}

/// |a-b| within rel*max(1,|b|).
inline bool near(double a, double b, double rel) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

} // namespace fly::emu::test

#define FLY_KERNEL_VARIANTS(Suite, file)                                                           \
  INSTANTIATE_TEST_SUITE_P(Cl, Suite, testing::ValuesIn(fly::emu::test::variants(file)),            \
                           fly::emu::test::variantName)
