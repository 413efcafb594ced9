#include "fly/emu/FloatFormats.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace fly::emu {
namespace {

enum class Specials : uint8_t {
  Ieee,      // exponent all ones: Inf (mantissa 0) or NaN
  Fnuz,      // sign bit alone is the only NaN; no Inf, no -0
  AllOnes,   // S.1111.111 is NaN (E4M3Fn); no Inf
  None,      // every pattern is a finite number
};

struct Desc {
  unsigned expBits, mantBits;
  int bias;
  Specials specials;
};

Desc describe(FloatFormat f) {
  switch (f) {
  case FloatFormat::F16: return {5, 10, 15, Specials::Ieee};
  case FloatFormat::BF16: return {8, 7, 127, Specials::Ieee};
  case FloatFormat::E4M3Fnuz: return {4, 3, 8, Specials::Fnuz};
  case FloatFormat::E5M2Fnuz: return {5, 2, 16, Specials::Fnuz};
  case FloatFormat::E4M3Fn: return {4, 3, 7, Specials::AllOnes};
  case FloatFormat::E5M2: return {5, 2, 15, Specials::Ieee};
  case FloatFormat::E2M3: return {2, 3, 1, Specials::None};
  case FloatFormat::E3M2: return {3, 2, 3, Specials::None};
  case FloatFormat::E2M1: return {2, 1, 1, Specials::None};
  }
  return {5, 10, 15, Specials::Ieee};
}

// The largest finite magnitude's exponent field and mantissa.
void maxFinite(const Desc& d, uint32_t& exp, uint32_t& mant) {
  uint32_t expAll = (1u << d.expBits) - 1, mantAll = (1u << d.mantBits) - 1;
  switch (d.specials) {
  case Specials::Ieee: exp = expAll - 1; mant = mantAll; return;
  case Specials::AllOnes: exp = expAll; mant = mantAll - 1; return;
  case Specials::Fnuz:
  case Specials::None: exp = expAll; mant = mantAll; return;
  }
}

uint32_t nanPattern(const Desc& d, bool negative) {
  unsigned bits = 1 + d.expBits + d.mantBits;
  uint32_t sign = negative ? 1u << (bits - 1) : 0;
  uint32_t expAll = (1u << d.expBits) - 1, mantAll = (1u << d.mantBits) - 1;
  switch (d.specials) {
  case Specials::Ieee: return sign | (expAll << d.mantBits) | (1u << (d.mantBits - 1));
  case Specials::Fnuz: return 1u << (bits - 1);
  case Specials::AllOnes: return sign | (expAll << d.mantBits) | mantAll;
  case Specials::None: break;
  }
  uint32_t e = 0, m = 0;
  maxFinite(d, e, m);
  return sign | (e << d.mantBits) | m;
}

}  // namespace

std::string_view floatFormatName(FloatFormat f) {
  switch (f) {
  case FloatFormat::F16: return "f16";
  case FloatFormat::BF16: return "bf16";
  case FloatFormat::E4M3Fnuz: return "f8E4M3FNUZ";
  case FloatFormat::E5M2Fnuz: return "f8E5M2FNUZ";
  case FloatFormat::E4M3Fn: return "f8E4M3FN";
  case FloatFormat::E5M2: return "f8E5M2";
  case FloatFormat::E2M3: return "f6E2M3FN";
  case FloatFormat::E3M2: return "f6E3M2FN";
  case FloatFormat::E2M1: return "f4E2M1FN";
  }
  return "?";
}

unsigned floatFormatBits(FloatFormat f) {
  Desc d = describe(f);
  return 1 + d.expBits + d.mantBits;
}

double decodeFloat(FloatFormat f, uint32_t bits) {
  Desc d = describe(f);
  unsigned width = 1 + d.expBits + d.mantBits;
  bits &= (width == 32 ? ~0u : (1u << width) - 1);
  bool negative = (bits >> (width - 1)) & 1;
  uint32_t exp = (bits >> d.mantBits) & ((1u << d.expBits) - 1);
  uint32_t mant = bits & ((1u << d.mantBits) - 1);
  uint32_t expAll = (1u << d.expBits) - 1;
  switch (d.specials) {
  case Specials::Ieee:
    if (exp == expAll) {
      if (mant != 0) return std::nan("");
      return negative ? -INFINITY : INFINITY;
    }
    break;
  case Specials::Fnuz:
    if (negative && exp == 0 && mant == 0) return std::nan("");
    break;
  case Specials::AllOnes:
    if (exp == expAll && mant == (1u << d.mantBits) - 1) return std::nan("");
    break;
  case Specials::None: break;
  }
  double magnitude = exp == 0 ? std::ldexp(double(mant), 1 - d.bias - int(d.mantBits))
                              : std::ldexp(double(mant | (1u << d.mantBits)),
                                           int(exp) - d.bias - int(d.mantBits));
  return negative ? -magnitude : magnitude;
}

uint32_t encodeFloat(FloatFormat f, double x, bool saturate) { return encodeFloat(f, x, saturate, {}); }

// f16/bf16 from a double, nearest even, overflow to Inf (encodeFloat's result for them, by integer
// rounding of the double's significand: the executor's hot path for 16-bit WMMA results).
static uint32_t encodeIeee16(double x, unsigned expBits, unsigned mantBits, int bias) {
  uint64_t u = std::bit_cast<uint64_t>(x), m = u & ((uint64_t(1) << 52) - 1);
  uint32_t sign = uint32_t(u >> 63) << (expBits + mantBits), expAll = (1u << expBits) - 1;
  int e = int((u >> 52) & 0x7ff);
  if (e == 0x7ff) return sign | (expAll << mantBits) | (m ? 1u << (mantBits - 1) : 0);
  if (e == 0) return sign;  // a double subnormal is below half the smallest f16/bf16 subnormal
  int ue = e - 1023, minNormal = 1 - bias;
  uint64_t sig = m | (uint64_t(1) << 52);
  // Drop the significand bits below the target quantum (2^(max(ue, minNormal) - mantBits)).
  int shift = 52 - int(mantBits) + (ue < minNormal ? minNormal - ue : 0);
  if (shift > 60) return sign;  // below half the smallest subnormal
  uint64_t kept = sig >> shift, rem = sig & ((uint64_t(1) << shift) - 1), halfway = uint64_t(1) << (shift - 1);
  if (rem > halfway || (rem == halfway && (kept & 1))) ++kept;
  // Subnormal: the kept count is the field (a carry to 2^mantBits is the smallest normal); normal:
  // exponent and significand add (a carry bumps the exponent).
  uint64_t bits = ue < minNormal ? kept : (uint64_t(ue + bias - 1) << mantBits) + kept;
  if (bits >= uint64_t(expAll) << mantBits) return sign | (expAll << mantBits);  // overflow: Inf
  return sign | uint32_t(bits);
}

uint32_t encodeFloat(FloatFormat f, double x, bool saturate, RoundingSpec rounding) {
  if ((f == FloatFormat::F16 || f == FloatFormat::BF16) && !saturate && rounding.mode == Rounding::NearestEven &&
      rounding.tail == 0)
    return f == FloatFormat::F16 ? encodeIeee16(x, 5, 10, 15) : encodeIeee16(x, 8, 7, 127);
  Desc d = describe(f);
  unsigned width = 1 + d.expBits + d.mantBits;
  bool negative = std::signbit(x);
  uint32_t sign = negative ? 1u << (width - 1) : 0;
  if (std::isnan(x)) return nanPattern(d, negative);

  uint32_t maxExp = 0, maxMant = 0;
  maxFinite(d, maxExp, maxMant);
  auto largest = [&] { return sign | (maxExp << d.mantBits) | maxMant; };
  // Directed rounding away from the overflow side stops at the largest finite value (IEEE 754).
  bool towardFinite = rounding.mode == Rounding::TowardZero || (rounding.mode == Rounding::Up && negative) ||
                      (rounding.mode == Rounding::Down && !negative);
  auto overflow = [&]() -> uint32_t {
    if (saturate || d.specials == Specials::None || towardFinite) return largest();
    if (d.specials == Specials::Ieee) return sign | (((1u << d.expBits) - 1) << d.mantBits);
    return nanPattern(d, negative);
  };

  double a = std::fabs(x);
  if (std::isinf(a)) {  // exact: Inf stays Inf whatever the rounding
    if (saturate || d.specials == Specials::None) return largest();
    if (d.specials == Specials::Ieee) return sign | (((1u << d.expBits) - 1) << d.mantBits);
    return nanPattern(d, negative);
  }
  if (a == 0) return d.specials == Specials::Fnuz ? 0 : sign;

  // Quantum of a's binade (clamped to the subnormal binade), then round to an integer multiple
  // (a / quantum and its fraction are exact in double: quantum is a power of two).
  int minNormalExp = 1 - d.bias;
  int e = std::ilogb(a);
  if (e < minNormalExp) e = minNormalExp;
  double quantum = std::ldexp(1.0, e - int(d.mantBits));
  double q = a / quantum, steps = std::floor(q), frac = q - steps;
  // The tail only matters where it decides a side: on a grid point or exactly half-way.
  int tailSide = rounding.tail == 0 ? 0 : (std::signbit(rounding.tail) == negative ? 1 : -1);
  bool inexact = frac > 0 || tailSide != 0;
  int vsHalf = frac > 0.5 ? 1 : frac < 0.5 ? -1 : tailSide; // the exact fraction against 1/2
  if (frac == 0 && tailSide < 0) { // just below a grid point: the step below, fraction near 1
    if (e > minNormalExp && a == std::ldexp(1.0, e)) { // below a power of two the grid is finer
      quantum /= 2;
      steps = a / quantum;
    }
    steps -= 1;
    vsHalf = 1;
  }
  bool up = false;
  switch (rounding.mode) {
  case Rounding::NearestEven: up = vsHalf > 0 || (vsHalf == 0 && frac == 0.5 && std::fmod(steps, 2.0) != 0); break;
  case Rounding::TowardZero: break;
  case Rounding::Up: up = !negative && inexact; break;
  case Rounding::Down: up = negative && inexact; break;
  case Rounding::Stochastic: {
    unsigned n = std::min(rounding.seedBits, 31u);
    double kept = std::floor(std::ldexp(frac, int(n)));
    up = kept + double(rounding.seed & ((1u << n) - 1)) >= std::ldexp(1.0, int(n));
    break;
  }
  }
  double rounded = (steps + (up ? 1 : 0)) * quantum;
  double maxValue = std::ldexp(double(maxMant | (1u << d.mantBits)),
                               int(maxExp) - d.bias - int(d.mantBits));
  if (rounded > maxValue) return overflow();
  if (rounded == 0) return d.specials == Specials::Fnuz ? 0 : sign;

  int re = std::ilogb(rounded);
  if (re < minNormalExp) {
    uint32_t mant = uint32_t(std::ldexp(rounded, d.bias - 1 + int(d.mantBits)));
    return sign | mant;
  }
  uint32_t mant = uint32_t(std::ldexp(rounded, int(d.mantBits) - re)) - (1u << d.mantBits);
  return sign | (uint32_t(re + d.bias) << d.mantBits) | mant;
}

uint16_t floatToHalf(float f) {
  uint32_t u = std::bit_cast<uint32_t>(f);
  if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu))  // keep NaN payload's top bits, quiet
    return uint16_t(((u >> 16) & 0x8000) | 0x7e00 | ((u >> 13) & 0x3ff));
  return uint16_t(encodeFloat(FloatFormat::F16, double(f)));
}

float bf16ToFloat(uint16_t h) { return std::bit_cast<float>(uint32_t(h) << 16); }

uint16_t floatToBf16(float f) {
  uint32_t u = std::bit_cast<uint32_t>(f);
  if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu)) return uint16_t((u >> 16) | 0x40);
  uint32_t lsb = (u >> 16) & 1;
  return uint16_t((u + 0x7fffu + lsb) >> 16);
}

}  // namespace fly::emu
