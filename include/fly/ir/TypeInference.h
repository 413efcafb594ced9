// Result types of layout-algebra ops, computed from operand types (and the
// op's attributes) with the layout algebra. Used by the parser (a declared
// type must match), the verifier, builders, and canonicalize.
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Operation.h"

#include <optional>

namespace fly::ir {

// True if `code` has a result-type rule here.
bool hasTypeInference(OpCode code);
// The result type of `op` from its operands' types; an error value when the
// operands are not acceptable (the message explains why).
Result<Type> inferResultType(Operation *op);

} // namespace fly::ir
