// Common-subexpression elimination shared by the cse and canonicalize passes.
#pragma once

#include "fly/ir/Operation.h"

#include <cstddef>

namespace fly::transforms {

// Replaces each pure, region-free op by an identical op (same opcode,
// operands, attributes and result types) that dominates it, and erases it.
// Returns how many ops were replaced.
size_t eliminateCommonSubexpressions(ir::Operation *root);

} // namespace fly::transforms
