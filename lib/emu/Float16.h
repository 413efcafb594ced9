// Bit casts between floats and their encodings. The f16/bf16 conversions the VALU
// needs are fly_emu_matrix's (FloatFormats.h, tested on every bit pattern).
#pragma once

#include <cstdint>
#include <cstring>

#include "fly/emu/FloatFormats.h"

namespace fly::emu {

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
