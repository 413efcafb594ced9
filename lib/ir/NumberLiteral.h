// A number literal read against the type written after it, with MLIR's rules:
// - integer and index types: decimal or hex (`0x..`), optionally negative; the value must fit
//   the type's width as a signed or an unsigned number (`255 : i8` and `-128 : i8` are fine,
//   `256 : i8` and `-129 : i8` are errors);
// - float types: a float spelling (`1.0`, `1.`, `2.5e3`) is that number; a hex integer is the
//   type's bit pattern (`0x3C00 : f16` and `0x3F80 : bf16` are 1.0), at most as wide as the type
//   and without a minus; a decimal integer (`1 : f32`) is an error, as in MLIR.
#pragma once

#include "fly/ir/Attributes.h"
#include "fly/ir/Context.h"

#include <string>
#include <string_view>

namespace fly::ir {

struct NumberLiteral {
  bool negative = false;   // a leading '-', in the token or before it
  std::string_view digits; // the spelling without the sign: `12`, `0x3C00`, `1.5e3`
  bool isFloat = false;    // a float token (has a '.')

  // From a number token's text (which may start with '-'), and whether a separate '-' preceded it.
  static NumberLiteral fromToken(std::string_view text, bool isFloatToken, bool minusBefore);
  bool isHex() const { return digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'); }
};

struct LiteralError {
  std::string message;
  std::string note; // empty when there is none
};

// The attribute `literal : type` (an integer or float attribute), or a null attribute with `err`
// set. `type` must be an integer, index or float type; anything else is an error too.
Attribute numberAttribute(Context &ctx, const NumberLiteral &literal, Type type, LiteralError &err);

} // namespace fly::ir
