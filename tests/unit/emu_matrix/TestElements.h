// Random matrix elements with their exact values, derived here from the format definitions
// (not from lib/emu_matrix), and bit packing of per-lane registers, for the MFMA/WMMA tests.
#pragma once

#include "fly/emu/MatrixCore.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace fly::emu::test {

struct Sample {
  uint64_t raw;
  long double value;
};

// A small float format: sign, expBits, mantBits, bias; `special` excludes NaN/Inf patterns.
struct MiniFloat {
  unsigned expBits, mantBits;
  int bias;
  enum { None, Fnuz, AllOnesNan, Ieee } special;
};

inline MiniFloat miniFloat(MatrixType t, Fp8Flavor flavor, unsigned f8f6f4Code = 0) {
  bool fnuz = flavor == Fp8Flavor::Fnuz;
  if (t == MatrixType::F8F6F4) {
    switch (f8f6f4Code) {
    case 1: t = MatrixType::BF8; break;
    case 2: return {2, 3, 1, MiniFloat::None};
    case 3: return {3, 2, 3, MiniFloat::None};
    case 4: return {2, 1, 1, MiniFloat::None};
    default: t = MatrixType::FP8; break;
    }
  }
  if (t == MatrixType::FP8) return fnuz ? MiniFloat{4, 3, 8, MiniFloat::Fnuz} : MiniFloat{4, 3, 7, MiniFloat::AllOnesNan};
  if (t == MatrixType::BF8) return fnuz ? MiniFloat{5, 2, 16, MiniFloat::Fnuz} : MiniFloat{5, 2, 15, MiniFloat::Ieee};
  if (t == MatrixType::FP4) return {2, 1, 1, MiniFloat::None};
  return {0, 0, 0, MiniFloat::None};
}

inline unsigned miniFloatBits(const MiniFloat& f) { return 1 + f.expBits + f.mantBits; }

inline Sample randomMiniFloat(const MiniFloat& f, std::mt19937& rng) {
  unsigned width = miniFloatBits(f);
  for (;;) {
    uint32_t raw = rng() & ((1u << width) - 1);
    uint32_t sign = raw >> (width - 1), exp = (raw >> f.mantBits) & ((1u << f.expBits) - 1),
             mant = raw & ((1u << f.mantBits) - 1);
    uint32_t expAll = (1u << f.expBits) - 1, mantAll = (1u << f.mantBits) - 1;
    if (f.special == MiniFloat::Fnuz && raw == 1u << (width - 1)) continue;
    if (f.special == MiniFloat::AllOnesNan && exp == expAll && mant == mantAll) continue;
    if (f.special == MiniFloat::Ieee && exp == expAll) continue;
    long double v = exp == 0 ? std::ldexp((long double)mant, 1 - f.bias - int(f.mantBits))
                             : std::ldexp((long double)(mant + (1u << f.mantBits)),
                                          int(exp) - f.bias - int(f.mantBits));
    return {raw, sign ? -v : v};
  }
}

// An element of type t. Integers: `isSigned` picks the interpretation of 8/4-bit patterns.
inline Sample randomElement(MatrixType t, Fp8Flavor flavor, std::mt19937& rng, bool isSigned = true,
                            unsigned f8f6f4Code = 0) {
  std::uniform_int_distribution<uint32_t> u32;
  switch (t) {
  case MatrixType::F64: {
    double v = std::ldexp(double(int32_t(u32(rng) % 2001) - 1000), -7);
    return {std::bit_cast<uint64_t>(v), v};
  }
  case MatrixType::F32:
  case MatrixType::XF32: {
    // At most 11 significant bits, so that xf32's reduced precision does not matter.
    float v = std::ldexp(float(int32_t(u32(rng) % 2047) - 1023), -int(u32(rng) % 12));
    return {std::bit_cast<uint32_t>(v), v};
  }
  case MatrixType::F16: {
    uint32_t sign = u32(rng) & 1, exp = 8 + u32(rng) % 14, mant = u32(rng) & 0x3ff;
    long double v = std::ldexp((long double)(1024 + mant), int(exp) - 15 - 10);
    return {(sign << 15) | (exp << 10) | mant, sign ? -v : v};
  }
  case MatrixType::BF16: {
    uint32_t sign = u32(rng) & 1, exp = 120 + u32(rng) % 14, mant = u32(rng) & 0x7f;
    long double v = std::ldexp((long double)(128 + mant), int(exp) - 127 - 7);
    return {(sign << 15) | (exp << 7) | mant, sign ? -v : v};
  }
  case MatrixType::I8:
  case MatrixType::IU8: {
    uint32_t raw = u32(rng) & 0xff;
    return {raw, isSigned ? (long double)int8_t(raw) : (long double)raw};
  }
  case MatrixType::IU4: {
    uint32_t raw = u32(rng) & 0xf;
    return {raw, isSigned ? (long double)(int(raw ^ 8) - 8) : (long double)raw};
  }
  case MatrixType::I32: {
    int32_t v = int32_t(u32(rng));
    return {uint32_t(v), (long double)v};
  }
  default: return randomMiniFloat(miniFloat(t, flavor, f8f6f4Code), rng);
  }
}

inline unsigned elementBits(MatrixType t, Fp8Flavor flavor = Fp8Flavor::Ocp, unsigned code = 0) {
  switch (t) {
  case MatrixType::F64: return 64;
  case MatrixType::F32: case MatrixType::XF32: case MatrixType::I32: return 32;
  case MatrixType::F16: case MatrixType::BF16: return 16;
  case MatrixType::IU4: case MatrixType::FP4: return 4;
  case MatrixType::F8F6F4: return miniFloatBits(miniFloat(t, flavor, code));
  default: return 8;
  }
}

// Registers as one little-endian bit string per lane.
inline void putBits(std::vector<uint32_t>& regs, unsigned dwordsPerLane, unsigned lane,
                    unsigned slot, unsigned bits, uint64_t raw) {
  for (unsigned b = 0; b < bits; ++b) {
    unsigned bit = slot * bits + b;
    uint32_t& w = regs[lane * dwordsPerLane + bit / 32];
    w = (w & ~(1u << (bit % 32))) | (uint32_t((raw >> b) & 1) << (bit % 32));
  }
}

inline uint64_t getBits(const std::vector<uint32_t>& regs, unsigned dwordsPerLane, unsigned lane,
                        unsigned slot, unsigned bits) {
  uint64_t raw = 0;
  for (unsigned b = 0; b < bits; ++b) {
    unsigned bit = slot * bits + b;
    raw |= uint64_t((regs[lane * dwordsPerLane + bit / 32] >> (bit % 32)) & 1) << b;
  }
  return raw;
}

// The value of a 16-bit float result, from its fields.
inline long double halfValue(uint32_t raw, bool bf16) {
  unsigned expBits = bf16 ? 8 : 5, mantBits = bf16 ? 7 : 10;
  int bias = bf16 ? 127 : 15;
  uint32_t sign = (raw >> 15) & 1, exp = (raw >> mantBits) & ((1u << expBits) - 1),
           mant = raw & ((1u << mantBits) - 1);
  if (exp == (1u << expBits) - 1) return mant ? NAN : (sign ? -INFINITY : INFINITY);
  long double v = exp == 0 ? std::ldexp((long double)mant, 1 - bias - int(mantBits))
                           : std::ldexp((long double)(mant + (1u << mantBits)), int(exp) - bias - int(mantBits));
  return sign ? -v : v;
}

}  // namespace fly::emu::test
