// IEEE binary16 and bfloat16 <-> binary32 conversions, round to nearest even, bit-exact.
#pragma once

#include <cstdint>
#include <cstring>

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

inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  if (exp == 0x1f) return bitsF32(sign | 0x7f800000 | (man << 13));
  if (exp == 0) {
    if (man == 0) return bitsF32(sign);
    // Subnormal: value = man * 2^-24, exact in binary32.
    float v = float(man) * (1.0f / 16777216.0f);
    return sign ? -v : v;
  }
  return bitsF32(sign | ((exp + 112) << 23) | (man << 13));
}

inline uint16_t floatToHalf(float f) {
  uint32_t u = f32Bits(f);
  uint16_t sign = (u >> 16) & 0x8000;
  uint32_t exp = (u >> 23) & 0xff, man = u & 0x7fffff;
  if (exp == 0xff) return sign | 0x7c00 | (man ? 0x200 | (man >> 13) : 0);
  int e = int(exp) - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    man |= 0x800000;
    int shift = 14 - e;
    uint32_t half = man >> shift, rem = man & ((1u << shift) - 1), mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1))) ++half;
    return sign | half;
  }
  uint32_t half = (uint32_t(e) << 10) | (man >> 13), rem = man & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1))) ++half; // may carry into the exponent: correct
  return sign | half;
}

inline float bf16ToFloat(uint16_t b) { return bitsF32(uint32_t(b) << 16); }

inline uint16_t floatToBf16(float f) {
  uint32_t u = f32Bits(f);
  if ((u & 0x7fffffff) > 0x7f800000) return (u >> 16) | 0x40; // quiet NaN
  u += 0x7fff + ((u >> 16) & 1);
  return u >> 16;
}

} // namespace fly::emu
