// Result types of layout-algebra ops, computed from operand types (and the
// op's attributes) with the layout algebra. Used by the parser (a declared
// type must match), the verifier, builders, and canonicalize.
#pragma once

#include "fly/algebra/Int.h"
#include "fly/algebra/Result.h"
#include "fly/ir/Operation.h"

#include <optional>
#include <vector>

namespace fly::ir {

// True if `code` has a result-type rule here.
bool hasTypeInference(OpCode code);
// Per op: false for FlyDSL's scalar form of fly.get_leaves (checked by getLeavesScalarCheck).
bool hasTypeInference(const Operation *op);
// fly.get_leaves in FlyDSL's form: one integer result per leaf of the flattened int_tuple (i32, or
// i32/i64 for a dynamic leaf, whose width Fly does not keep), only the dynamic leaves with
// `dynamicOnly = true`; Fly's own form has one int_tuple result.
bool isScalarGetLeaves(const Operation *op);
// The leaves fly.get_leaves in that form yields (dynamicOnly applied); an error when the results
// do not match them.
Result<std::vector<Int>> getLeavesScalarCheck(const Operation *op);
// The result type of `op` from its operands' types; an error value when the
// operands are not acceptable (the message explains why).
Result<Type> inferResultType(Operation *op);
// Does the declared result type agree with the inferred one? Equal types do; so does `i1` for
// fly.elem_less / fly.equal, whose 0/1 leaf FlyDSL's newer op definitions type as `i1`.
bool declaredTypeMatches(const Operation *op, Type inferred, Type declared);

} // namespace fly::ir
