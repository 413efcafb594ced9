// Bit casts between floats and their encodings. The f16/bf16 conversions the VALU
// needs are fly_emu_matrix's (FloatFormats.h, tested on every bit pattern).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "fly/emu/FloatFormats.h"

namespace fly::emu {

// Float -> int conversions (VALU and gfx12 SALU) saturate; NaN gives 0.
inline int32_t cvtI32(double x) {
  if (std::isnan(x)) return 0;
  if (x >= 2147483647.0) return std::numeric_limits<int32_t>::max();
  if (x <= -2147483648.0) return std::numeric_limits<int32_t>::min();
  return int32_t(x);
}
inline uint32_t cvtU32(double x) {
  if (std::isnan(x) || x <= 0) return 0;
  if (x >= 4294967295.0) return std::numeric_limits<uint32_t>::max();
  return uint32_t(x);
}

inline uint32_t f32Bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
inline float bitsF32(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
inline uint64_t f64Bits(double f) {
  uint64_t u;
  std::memcpy(&u, &f, 8);
  return u;
}
inline double bitsF64(uint64_t u) {
  double f;
  std::memcpy(&f, &u, 8);
  return f;
}

// f32 -> f16 rounding toward zero (v_cvt_pkrtz_f16_f32, s_cvt_pk_rtz_f16_f32): the nearest-even
// result, stepped back toward zero when it rounded away.
inline uint16_t floatToHalfRtz(float f) {
  uint16_t h = floatToHalf(f);
  if (std::fabs(halfToFloat(h)) > std::fabs(f) && !std::isinf(f)) h -= 1;
  return h;
}

// IEEE maxNum/minNum (a NaN operand gives the other; -0 < +0), shared by the VALU and gfx12 SALU.
template <class F> inline F fmaxNum(F a, F b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class F> inline F fminNum(F a, F b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
// IEEE 754-2019 maximum/minimum (v_maximum*, v_minimum*): NaN if either is NaN, -0 < +0.
template <class F> inline F fmaximum(F a, F b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<F>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class F> inline F fminimum(F a, F b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<F>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
} // namespace fly::emu
