// Text printer. Output is MLIR syntax with the fly dialect's spellings and
// parses back to the same IR; print(parse(print(x))) == print(x) byte for byte.
// Values are renamed canonically: `%argN` for block arguments and `%N` for op
// results, numbered per function (per isolated-from-above op).
#pragma once

#include "fly/ir/Attributes.h"
#include "fly/ir/Operation.h"

#include <string>

namespace fly::ir {

struct PrintOptions {
  // MLIR's generic form for every op: `"name"(operands) <{props}> ({regions}) {attrs} : type`
  // (fly-opt --mlir-print-op-generic). It parses back to the same IR.
  bool generic = false;
};

// Prints an op (a module prints as `module { ... }`) followed by a newline.
std::string printOp(Operation *op, const PrintOptions &options = {});
void printOp(Operation *op, std::string &out, const PrintOptions &options = {});
void printAttribute(Attribute attr, std::string &out);
std::string printAttribute(Attribute attr);
// Float literal as MLIR writes it: `%e` with 6 digits when that reads back
// exactly at the type's precision, else the bit pattern in hex.
std::string formatFloat(double v, Type type);

} // namespace fly::ir
