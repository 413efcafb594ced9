// Narrow floating-point formats the matrix cores (and conversion instructions) read and write.
//
// Facts per format (OCP "OFP8" and "MX" specifications; AMD CDNA3 ISA guide for the FNUZ pair):
//   name      exp/mant bias  Inf  NaN                        max finite  -0
//   F16       5/10     15    yes  exp all ones, mant != 0     65504      yes
//   BF16      8/7      127   yes  exp all ones, mant != 0     ~3.39e38   yes
//   E4M3Fnuz  4/3      8     no   0x80 only                   240        no (0x80 is NaN)
//   E5M2Fnuz  5/2      16    no   0x80 only                   57344      no
//   E4M3Fn    4/3      7     no   S.1111.111                  448        yes
//   E5M2      5/2      15    yes  exp all ones, mant != 0     57344      yes
//   E2M3      2/3      1     no   none (fp6)                  7.5        yes
//   E3M2      3/2      3     no   none (bf6)                  28         yes
//   E2M1      2/1      1     no   none (fp4)                  6          yes
// All formats have subnormals (exponent field 0).
#pragma once

#include <bit>
#include <cstdint>
#include <string_view>

namespace fly::emu {

enum class FloatFormat : uint8_t { F16, BF16, E4M3Fnuz, E5M2Fnuz, E4M3Fn, E5M2, E2M3, E3M2, E2M1 };

std::string_view floatFormatName(FloatFormat f);
unsigned floatFormatBits(FloatFormat f);

// Exact value of the bit pattern `bits` (low floatFormatBits(f) bits used). Every value of every
// format here is exactly representable as a double (and as a float, except nothing: all fit).
double decodeFloat(FloatFormat f, uint32_t bits);

// Rounds x to the nearest value of f, ties to even. Out of range: with `saturate`, the largest
// finite value of that sign; without, Inf where the format has it, else NaN (formats without NaN
// saturate regardless). NaN maps to the format's NaN (or, without one, to the largest value).
uint32_t encodeFloat(FloatFormat f, double x, bool saturate = false);

// How encodeFloat rounds: nearest even (the default), toward zero, toward +Inf, toward -Inf (the
// MODE register's round modes), or stochastically (AMD's `_sr_` conversions): the magnitude is
// truncated to the format's precision and rounded up when the discarded fraction's top `seedBits`
// bits plus the low `seedBits` bits of `seed` carry into the kept bits. Out of range under a
// directed mode: the largest finite value where IEEE rounding goes there (toward zero; toward +Inf
// for negative values, toward -Inf for positive ones), else as with nearest even.
enum class Rounding : uint8_t { NearestEven, TowardZero, Up, Down, Stochastic };
struct RoundingSpec {
  Rounding mode = Rounding::NearestEven;
  uint32_t seed = 0;
  unsigned seedBits = 0;
  // The value to round is x + tail exactly (|tail| at most half an ulp of x in double): lets a
  // result computed as an unevaluated double pair (sums, fused products) round correctly.
  double tail = 0;
};
uint32_t encodeFloat(FloatFormat f, double x, bool saturate, RoundingSpec rounding);

// Convenience wrappers for the 16-bit types, which the executor uses on hot paths.
inline float halfToFloat(uint16_t h) {  // exact
  uint32_t sign = uint32_t(h >> 15) << 31, exp = (h >> 10) & 0x1f, mant = h & 0x3ffu;
  if (exp == 0x1f) return std::bit_cast<float>(sign | 0x7f800000u | (mant << 13));
  if (exp == 0) {
    float v = float(mant) * 0x1p-24f;  // subnormal: mant * 2^-24, exact
    return sign ? -v : v;
  }
  return std::bit_cast<float>(sign | ((exp + 112) << 23) | (mant << 13));
}
uint16_t floatToHalf(float f);  // round to nearest even, overflow to Inf
float bf16ToFloat(uint16_t h);
uint16_t floatToBf16(float f);  // round to nearest even, NaN stays NaN

}  // namespace fly::emu
