// Dead-code elimination helpers shared by the dce and canonicalize passes.
#pragma once

#include "fly/ir/Operation.h"

#include <cstddef>

namespace fly::transforms {

// Erases pure, region-free ops without uses under `root`, to a fixpoint.
// Returns how many ops were erased.
size_t eraseDeadOps(ir::Operation *root);

} // namespace fly::transforms
