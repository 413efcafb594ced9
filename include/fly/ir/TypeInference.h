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
// Does the declared result type agree with the inferred one? Equal types do; so does `i1` for
// fly.elem_less / fly.equal, whose 0/1 leaf FlyDSL's newer op definitions type as `i1`.
bool declaredTypeMatches(const Operation *op, Type inferred, Type declared);

} // namespace fly::ir
