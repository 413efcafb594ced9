#include "NumberLiteral.h"

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace fly::ir {

NumberLiteral NumberLiteral::fromToken(std::string_view text, bool isFloatToken, bool minusBefore) {
  NumberLiteral lit;
  lit.isFloat = isFloatToken;
  lit.negative = minusBefore;
  if (!text.empty() && text[0] == '-') {
    lit.negative = !lit.negative;
    text.remove_prefix(1);
  }
  lit.digits = text;
  return lit;
}

namespace {

// The magnitude of an integer spelling; false when it does not fit 64 bits.
bool magnitudeOf(const NumberLiteral &lit, uint64_t &out) {
  std::string s(lit.isHex() ? lit.digits.substr(2) : lit.digits);
  errno = 0;
  char *end = nullptr;
  out = std::strtoull(s.c_str(), &end, lit.isHex() ? 16 : 10);
  return errno != ERANGE && end == s.c_str() + s.size();
}

// The value of a 16-bit IEEE half bit pattern (exact in a double).
double halfBitsToDouble(uint64_t bits) {
  double sign = (bits >> 15) & 1 ? -1.0 : 1.0;
  int exponent = static_cast<int>((bits >> 10) & 0x1f);
  double mantissa = static_cast<double>(bits & 0x3ff);
  if (exponent == 0)
    return sign * std::ldexp(mantissa, -24);
  if (exponent == 0x1f)
    return mantissa != 0 ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
  return sign * std::ldexp(mantissa + 1024.0, exponent - 25);
}

Attribute integerAttribute(Context &ctx, const NumberLiteral &lit, Type type, LiteralError &err) {
  if (lit.isFloat) {
    err.message = "floating point value not valid for specified type '" + type.str() + "'";
    return {};
  }
  unsigned width = type.bitWidth();
  uint64_t magnitude = 0;
  bool fits = magnitudeOf(lit, magnitude);
  if (fits) {
    // A width-bit integer holds -2^(w-1) .. 2^w - 1 (read as signed or unsigned). Wider than 64
    // bits, the attribute's int64 storage is the limit.
    uint64_t maxPositive = width >= 64 ? (width == 64 ? UINT64_MAX : static_cast<uint64_t>(INT64_MAX))
                                       : (uint64_t{1} << width) - 1;
    uint64_t maxNegative = width >= 64 ? uint64_t{1} << 63 : uint64_t{1} << (width - 1);
    fits = lit.negative ? magnitude <= maxNegative : magnitude <= maxPositive;
  }
  if (!fits) {
    err.message = "integer constant " + std::string(lit.negative ? "-" : "") + std::string(lit.digits) +
                  " out of range for type '" + type.str() + "'";
    return {};
  }
  int64_t value = lit.negative ? static_cast<int64_t>(uint64_t{0} - magnitude) : static_cast<int64_t>(magnitude);
  return ctx.integerAttr(value, type);
}

Attribute floatAttribute(Context &ctx, const NumberLiteral &lit, Type type, LiteralError &err) {
  if (lit.isFloat) {
    double v = std::strtod(std::string(lit.digits).c_str(), nullptr);
    return ctx.floatAttr(lit.negative ? -v : v, type);
  }
  if (!lit.isHex()) {
    err.message = "unexpected decimal integer literal for a floating point value";
    err.note = "add a trailing dot to make the literal a float (`" + std::string(lit.negative ? "-" : "") +
               std::string(lit.digits) + ". : " + type.str() + "`)";
    return {};
  }
  if (lit.negative) {
    err.message = "hexadecimal float literal should not have a leading minus";
    return {};
  }
  unsigned width = type.bitWidth();
  uint64_t bits = 0;
  if (!magnitudeOf(lit, bits) || (width < 64 && bits >> width != 0)) {
    err.message = "hexadecimal float constant out of range for type '" + type.str() + "'";
    return {};
  }
  double v;
  switch (type.cast<FloatType>().floatKind()) {
  case FloatKind::F64:
    std::memcpy(&v, &bits, sizeof v);
    break;
  case FloatKind::F32: {
    uint32_t b32 = static_cast<uint32_t>(bits);
    float f;
    std::memcpy(&f, &b32, sizeof f);
    v = f;
    break;
  }
  case FloatKind::BF16: {
    uint32_t b32 = static_cast<uint32_t>(bits) << 16; // bf16 is the top half of an f32
    float f;
    std::memcpy(&f, &b32, sizeof f);
    v = f;
    break;
  }
  case FloatKind::F16:
    v = halfBitsToDouble(bits);
    break;
  default:
    err.message = "hexadecimal literals of type '" + type.str() +
                  "' are not supported (write the value, e.g. `1.0 : " + type.str() + "`)";
    return {};
  }
  return ctx.floatAttr(v, type);
}

} // namespace

Attribute numberAttribute(Context &ctx, const NumberLiteral &literal, Type type, LiteralError &err) {
  if (type.isIntOrIndex())
    return integerAttribute(ctx, literal, type, err);
  if (type.isFloat())
    return floatAttribute(ctx, literal, type, err);
  err.message = std::string(literal.isFloat ? "float" : "integer") + " literal needs " +
                (literal.isFloat ? "a float type" : "an integer, index or float type") + ", got '" +
                type.str() + "'";
  return {};
}

} // namespace fly::ir
