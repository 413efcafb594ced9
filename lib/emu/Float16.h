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

} // namespace fly::emu
