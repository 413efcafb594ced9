// The simple custom forms as data: `[word[,]] [operands] [flags] [attr-dict] [: types]`, one
// row per syntax family, read by the parser and by the printer (so the two cannot disagree).
// The forms with regions, positions, successors or functional types keep their own routines.
#pragma once

#include "fly/ir/OpCode.h"

#include <span>
#include <string_view>

namespace fly::ir {

struct SimpleForm {
  Syntax syntax;
  // A leading bare word stored as this string attribute ("predicate", "dimension", "mode"), or "".
  std::string_view wordAttr;
  std::span<const std::string_view> words; // the words allowed; empty: any bare word
  std::string_view wordError;              // the message when the word is missing or not allowed
  bool commaAfterWord;
  int numOperands;                         // -1: any number
  bool flags;                              // `fastmath<...>` / `overflow<...>` after the operands
  enum class Types : uint8_t {
    None,    // no `:` part; the results follow from the op (gpu.thread_id: index)
    Same,    // `: T`, the type of every operand and of the result
    Operand, // `: T`, the type of the first `typedOperands` operands; the results follow from T
    CastTo,  // `: A to B`, the operand's and the result's types
    Result,  // `: R`, the result type
  } types;
  int typedOperands; // for Types::Operand: how many leading operands have type T
};

// The row of `syntax`, or null when the syntax has its own routines.
const SimpleForm *simpleForm(Syntax syntax);

} // namespace fly::ir
