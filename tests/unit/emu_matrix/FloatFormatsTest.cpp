// Every bit pattern of every narrow format: value, specials, and round trips; rounding at
// midpoints and overflow. Expected values come from the format definitions (OCP OFP8 and MX
// specifications, AMD CDNA3 ISA guide for the FNUZ types), written out here independently.
#include "fly/emu/FloatFormats.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <random>
#include <vector>

using namespace fly::emu;

namespace {

struct Facts {
  FloatFormat format;
  unsigned expBits, mantBits;
  int bias;
  double maxFinite;
  bool hasInf, hasNegZero;
  unsigned nanCount;  // number of NaN bit patterns
};

const Facts kFacts[] = {
    {FloatFormat::E4M3Fnuz, 4, 3, 8, 240.0, false, false, 1},
    {FloatFormat::E5M2Fnuz, 5, 2, 16, 57344.0, false, false, 1},
    {FloatFormat::E4M3Fn, 4, 3, 7, 448.0, false, true, 2},
    {FloatFormat::E5M2, 5, 2, 15, 57344.0, true, true, 6},
    {FloatFormat::E2M3, 2, 3, 1, 7.5, false, true, 0},
    {FloatFormat::E3M2, 3, 2, 3, 28.0, false, true, 0},
    {FloatFormat::E2M1, 2, 1, 1, 6.0, false, true, 0},
};

// The value of a finite, non-NaN pattern from sign/exponent/mantissa fields.
double fieldValue(const Facts& f, uint32_t bits) {
  uint32_t mant = bits & ((1u << f.mantBits) - 1);
  uint32_t exp = (bits >> f.mantBits) & ((1u << f.expBits) - 1);
  bool neg = (bits >> (f.expBits + f.mantBits)) & 1;
  double v = exp == 0 ? mant * std::pow(2.0, 1 - f.bias - int(f.mantBits))
                      : (1 + mant / std::pow(2.0, f.mantBits)) * std::pow(2.0, int(exp) - f.bias);
  return neg ? -v : v;
}

}  // namespace

TEST(FloatFormats, EveryPatternOfEveryNarrowFormat) {
  for (const Facts& f : kFacts) {
    SCOPED_TRACE(std::string(floatFormatName(f.format)));
    unsigned width = 1 + f.expBits + f.mantBits;
    ASSERT_EQ(floatFormatBits(f.format), width);
    unsigned nans = 0, infs = 0;
    double largest = 0;
    for (uint32_t bits = 0; bits < (1u << width); ++bits) {
      double v = decodeFloat(f.format, bits);
      if (std::isnan(v)) {
        ++nans;
        // A NaN stays a NaN through encode and decode.
        EXPECT_TRUE(std::isnan(decodeFloat(f.format, encodeFloat(f.format, v))));
        continue;
      }
      if (std::isinf(v)) {
        ++infs;
        EXPECT_EQ(encodeFloat(f.format, v), bits);
        continue;
      }
      if (f.format == FloatFormat::E4M3Fnuz || f.format == FloatFormat::E5M2Fnuz) {
        if (bits != 0x80) EXPECT_EQ(v, fieldValue(f, bits)) << bits;
      } else {
        EXPECT_EQ(v, fieldValue(f, bits)) << bits;
      }
      largest = std::max(largest, std::fabs(v));
      // Round trip, keeping the sign of zero where the format has -0.
      uint32_t back = encodeFloat(f.format, v);
      EXPECT_EQ(back, bits) << "pattern " << bits << " value " << v;
      EXPECT_EQ(encodeFloat(f.format, v, /*saturate=*/true), bits);
    }
    EXPECT_EQ(nans, f.nanCount);
    EXPECT_EQ(infs, f.hasInf ? 2u : 0u);
    EXPECT_EQ(largest, f.maxFinite);
    // -0.0: kept where the format has it, else +0.
    EXPECT_EQ(encodeFloat(f.format, -0.0), f.hasNegZero ? 1u << (width - 1) : 0u);
  }
}

TEST(FloatFormats, RoundsToNearestEvenBetweenNeighbours) {
  for (const Facts& f : kFacts) {
    SCOPED_TRACE(std::string(floatFormatName(f.format)));
    unsigned width = 1 + f.expBits + f.mantBits;
    // Positive finite values in increasing order are the patterns 0, 1, 2, ... up to the largest.
    std::vector<std::pair<double, uint32_t>> values;
    for (uint32_t bits = 0; bits < (1u << (width - 1)); ++bits) {
      double v = decodeFloat(f.format, bits);
      if (std::isfinite(v)) values.push_back({v, bits});
    }
    for (size_t n = 0; n + 1 < values.size(); ++n) {
      auto [lo, loBits] = values[n];
      auto [hi, hiBits] = values[n + 1];
      ASSERT_LT(lo, hi);
      double mid = (lo + hi) / 2;
      uint32_t even = (loBits & 1) == 0 ? loBits : hiBits;
      EXPECT_EQ(encodeFloat(f.format, mid), even) << lo << " .. " << hi;
      EXPECT_EQ(encodeFloat(f.format, std::nextafter(mid, 0.0)), loBits);
      EXPECT_EQ(encodeFloat(f.format, std::nextafter(mid, 1e9)), hiBits);
      // Negative values mirror positive ones (FNUZ has no -0: a value rounding to 0 is +0).
      uint32_t negLo = loBits == 0 && (f.format == FloatFormat::E4M3Fnuz ||
                                       f.format == FloatFormat::E5M2Fnuz)
                           ? 0
                           : loBits | (1u << (width - 1));
      EXPECT_EQ(encodeFloat(f.format, -std::nextafter(mid, 0.0)), negLo);
    }
  }
}

TEST(FloatFormats, OverflowSaturatesOrBecomesInfOrNan) {
  for (const Facts& f : kFacts) {
    SCOPED_TRACE(std::string(floatFormatName(f.format)));
    unsigned width = 1 + f.expBits + f.mantBits;
    double big = f.maxFinite * 4;
    uint32_t maxBits = encodeFloat(f.format, f.maxFinite);
    EXPECT_EQ(decodeFloat(f.format, maxBits), f.maxFinite);
    EXPECT_EQ(encodeFloat(f.format, big, true), maxBits);
    EXPECT_EQ(encodeFloat(f.format, -big, true), maxBits | (1u << (width - 1)));
    EXPECT_EQ(encodeFloat(f.format, INFINITY, true), maxBits);
    double got = decodeFloat(f.format, encodeFloat(f.format, big));
    if (f.hasInf) {
      EXPECT_TRUE(std::isinf(got));
    } else if (f.nanCount) {
      EXPECT_TRUE(std::isnan(got));
    } else {
      EXPECT_EQ(got, f.maxFinite);  // fp6/fp4 have neither: always saturate
    }
  }
  // Just above the largest value, below the rounding threshold: still the largest value.
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fn, encodeFloat(FloatFormat::E4M3Fn, 463.9)), 448.0);
  EXPECT_TRUE(std::isnan(decodeFloat(FloatFormat::E4M3Fn, encodeFloat(FloatFormat::E4M3Fn, 464.1))));
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fnuz, encodeFloat(FloatFormat::E4M3Fnuz, 247.9)), 240.0);
  EXPECT_TRUE(std::isinf(decodeFloat(FloatFormat::E5M2, encodeFloat(FloatFormat::E5M2, 61440.0))));
}

TEST(FloatFormats, KnownPatterns) {
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fnuz, 0x7f), 240.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fnuz, 0x08), 0.0078125);   // 2^-7, smallest normal
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fnuz, 0x01), 0.0009765625);  // 2^-10
  EXPECT_TRUE(std::isnan(decodeFloat(FloatFormat::E4M3Fnuz, 0x80)));
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fn, 0x7e), 448.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fn, 0x01), 0.001953125);  // 2^-9
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fn, 0x38), 1.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E4M3Fnuz, 0x40), 1.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E5M2, 0x3c), 1.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E5M2Fnuz, 0x40), 1.0);
  EXPECT_TRUE(std::isinf(decodeFloat(FloatFormat::E5M2, 0x7c)));
  EXPECT_EQ(decodeFloat(FloatFormat::E2M1, 0x7), 6.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E2M1, 0x1), 0.5);
  EXPECT_EQ(decodeFloat(FloatFormat::E2M1, 0xf), -6.0);
  EXPECT_EQ(decodeFloat(FloatFormat::E2M3, 0x1f), 7.5);
  EXPECT_EQ(decodeFloat(FloatFormat::E3M2, 0x1f), 28.0);
  EXPECT_EQ(decodeFloat(FloatFormat::F16, 0x3c00), 1.0);
  EXPECT_EQ(decodeFloat(FloatFormat::BF16, 0x3f80), 1.0);
}

TEST(FloatFormats, HalfMatchesTheCompilersFloat16) {
#ifdef __FLT16_MAX__
  for (uint32_t h = 0; h < 0x10000; ++h) {
    _Float16 ref = std::bit_cast<_Float16>(uint16_t(h));
    float f = halfToFloat(uint16_t(h));
    if (std::isnan(float(ref))) {
      EXPECT_TRUE(std::isnan(f));
      EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(f))));
      continue;
    }
    EXPECT_EQ(std::bit_cast<uint32_t>(f), std::bit_cast<uint32_t>(float(ref))) << h;
    EXPECT_EQ(floatToHalf(f), h);
  }
  std::mt19937 rng(1);
  for (int n = 0; n < 2000000; ++n) {
    float f = std::bit_cast<float>(uint32_t(rng()));
    if (std::isnan(f)) continue;
    EXPECT_EQ(floatToHalf(f), std::bit_cast<uint16_t>(_Float16(f))) << f;
  }
#else
  GTEST_SKIP() << "compiler has no _Float16";
#endif
}

TEST(FloatFormats, Bf16RoundsToNearestEven) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float f = bf16ToFloat(uint16_t(h));
    EXPECT_EQ(std::bit_cast<uint32_t>(f), h << 16);
    if (std::isnan(f)) {
      EXPECT_TRUE(std::isnan(bf16ToFloat(floatToBf16(f))));
      continue;
    }
    EXPECT_EQ(floatToBf16(f), h);
    EXPECT_EQ(encodeFloat(FloatFormat::BF16, f), h);
  }
  EXPECT_EQ(floatToBf16(std::bit_cast<float>(0x3f808000u)), 0x3f80);  // tie, to even
  EXPECT_EQ(floatToBf16(std::bit_cast<float>(0x3f818000u)), 0x3f82);  // tie, to even
  EXPECT_EQ(floatToBf16(std::bit_cast<float>(0x3f808001u)), 0x3f81);
  EXPECT_EQ(floatToBf16(std::bit_cast<float>(0x7f7fffffu)), 0x7f80);  // overflow to Inf
  std::mt19937 rng(2);
  for (int n = 0; n < 200000; ++n) {
    float f = std::bit_cast<float>(uint32_t(rng()));
    if (std::isnan(f)) continue;
    EXPECT_EQ(floatToBf16(f), encodeFloat(FloatFormat::BF16, f)) << f;
  }
}

// Doubles (53-bit significands, so ties and near-ties below float precision) to f16/bf16: the
// integer fast path encodeFloat takes for them against the compiler's _Float16 conversion and
// against the general rounding (which saturate = true selects; it only differs on overflow).
TEST(FloatFormats, SixteenBitFromDoubleMatchesTheGeneralRounding) {
  std::mt19937_64 rng(3);
  for (int n = 0; n < 400000; ++n) {
    bool bf = n & 1;
    double m = double(rng() >> 11) * 0x1p-53 + 1;  // [1, 2)
    if (n % 7 == 0) m = 1 + double(rng() % 2048) * 0x1p-11 + 0x1p-12 * double(int(rng() % 3) - 1) * (n % 3 ? 1 : 1e-9);
    int e = bf ? int(rng() % 280) - 140 : int(rng() % 50) - 27;
    double d = std::ldexp(rng() & 1 ? -m : m, e);
    FloatFormat f = bf ? FloatFormat::BF16 : FloatFormat::F16;
    double maxFinite = bf ? 0x1.fep127 : 65504.0;
    uint32_t fast = encodeFloat(f, d);
    if (std::fabs(d) < maxFinite) {
      EXPECT_EQ(fast, encodeFloat(f, d, true)) << d;
    }
#ifdef __FLT16_MAX__
    if (!bf) {
      EXPECT_EQ(fast, std::bit_cast<uint16_t>(_Float16(d))) << d;
    }
#endif
  }
  EXPECT_EQ(encodeFloat(FloatFormat::F16, 65520.0), 0x7c00u);   // the tie above the largest: Inf
  EXPECT_EQ(encodeFloat(FloatFormat::F16, 65519.99), 0x7bffu);
  EXPECT_EQ(encodeFloat(FloatFormat::F16, -0x1p-25), 0x8000u);  // half the smallest subnormal: to even, -0
  EXPECT_EQ(encodeFloat(FloatFormat::F16, 0x1.8p-25), 0x0001u);
  EXPECT_EQ(encodeFloat(FloatFormat::F16, std::nan("")), 0x7e00u);
  EXPECT_EQ(encodeFloat(FloatFormat::BF16, -INFINITY), 0xff80u);
  EXPECT_EQ(encodeFloat(FloatFormat::BF16, 0x1p-1070), 0x0000u);  // a double subnormal
}

// Directed rounding (the MODE register's round modes) against hand-computed neighbours: 1 + 2^-11
// lies between the halves 1.0 (0x3c00) and 1 + 2^-10 (0x3c01); -(1 + 2^-11) likewise.
TEST(FloatFormats, DirectedRounding) {
  double x = 1.0 + std::ldexp(1.0, -11);
  auto enc = [](double v, Rounding r) { return encodeFloat(FloatFormat::F16, v, false, RoundingSpec{r, 0, 0}); };
  EXPECT_EQ(enc(x, Rounding::NearestEven), 0x3c00u); // tie, even
  EXPECT_EQ(enc(x, Rounding::TowardZero), 0x3c00u);
  EXPECT_EQ(enc(x, Rounding::Up), 0x3c01u);
  EXPECT_EQ(enc(x, Rounding::Down), 0x3c00u);
  EXPECT_EQ(enc(-x, Rounding::Up), 0xbc00u);
  EXPECT_EQ(enc(-x, Rounding::Down), 0xbc01u);
  // Overflow: toward zero and away from the overflow side give the largest finite half (0x7bff).
  EXPECT_EQ(enc(70000, Rounding::TowardZero), 0x7bffu);
  EXPECT_EQ(enc(70000, Rounding::Down), 0x7bffu);
  EXPECT_EQ(enc(70000, Rounding::Up), 0x7c00u);
  EXPECT_EQ(enc(-70000, Rounding::Up), 0xfbffu);
  EXPECT_EQ(enc(-70000, Rounding::Down), 0xfc00u);
  EXPECT_EQ(enc(INFINITY, Rounding::TowardZero), 0x7c00u); // Inf is exact
  // The smallest subnormal half is 2^-24: 2^-26 rounds to it only upward.
  EXPECT_EQ(enc(std::ldexp(1.0, -26), Rounding::Up), 0x0001u);
  EXPECT_EQ(enc(std::ldexp(1.0, -26), Rounding::NearestEven), 0x0000u);
}

// Stochastic rounding: with 20 seed bits (f32 to E4M3), 1.0625 (half-way between 1.0 = 0x38 and
// 1.125 = 0x39) carries up exactly when seed's low 20 bits are >= 2^19; bits above 20 are ignored.
TEST(FloatFormats, StochasticRoundingCarriesAtTheSeedThreshold) {
  auto enc = [](double v, uint32_t seed) {
    return encodeFloat(FloatFormat::E4M3Fn, v, false, RoundingSpec{Rounding::Stochastic, seed, 20});
  };
  EXPECT_EQ(enc(1.0625, 0x7ffff), 0x38u);
  EXPECT_EQ(enc(1.0625, 0x80000), 0x39u);
  EXPECT_EQ(enc(1.0625, 0xfff7ffff), 0x38u);
  EXPECT_EQ(enc(-1.0625, 0x80000), 0xb9u);
  EXPECT_EQ(enc(1.125, 0xfffff), 0x39u); // exact values never move
  // 1 + 2^-20 (one seed unit above 1.0) carries only with the largest seed.
  EXPECT_EQ(enc(1.0 + std::ldexp(1.0, -23), 0xffffe), 0x38u);
  EXPECT_EQ(enc(1.0 + std::ldexp(1.0, -23), 0xfffff), 0x39u);
  // Beyond the largest finite value (448): NaN without saturation, 448 with it.
  EXPECT_EQ(enc(464, 0xfffff), 0x7fu);
  EXPECT_EQ(encodeFloat(FloatFormat::E4M3Fn, 464, true, RoundingSpec{Rounding::Stochastic, 0xfffff, 20}), 0x7eu);
}

// The exact value x + tail (a double pair): the tail decides on grid points and at half-way.
// Below 1.0 the half grid is finer (1 - 2^-11 = 0x3bff), which rounding down from 1 - tiny must find.
TEST(FloatFormats, TailDecidesOnGridPointsAndTies) {
  auto enc = [](double x, double tail, Rounding r) {
    return encodeFloat(FloatFormat::F16, x, false, RoundingSpec{r, 0, 0, tail});
  };
  double tiny = std::ldexp(1.0, -60), tie = 1.0 + std::ldexp(1.0, -11);
  EXPECT_EQ(enc(1.0, tiny, Rounding::Up), 0x3c01u);
  EXPECT_EQ(enc(1.0, tiny, Rounding::Down), 0x3c00u);
  EXPECT_EQ(enc(1.0, -tiny, Rounding::Down), 0x3bffu);
  EXPECT_EQ(enc(1.0, -tiny, Rounding::TowardZero), 0x3bffu);
  EXPECT_EQ(enc(1.0, -tiny, Rounding::NearestEven), 0x3c00u);
  EXPECT_EQ(enc(-1.0, tiny, Rounding::Up), 0xbbffu); // -1 + tiny toward +Inf: just above -1
  EXPECT_EQ(enc(tie, tiny, Rounding::NearestEven), 0x3c01u);
  EXPECT_EQ(enc(tie, -tiny, Rounding::NearestEven), 0x3c00u);
  EXPECT_EQ(enc(tie, 0, Rounding::NearestEven), 0x3c00u);
}
