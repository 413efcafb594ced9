// The swizzle-simplify pass as a function (the pass is `swizzle-simplify` in
// the registry).
#pragma once

#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"

#include <cstddef>
#include <vector>

namespace fly::transforms {

// Rewrites every arith.xori under `root` whose value the fact-aware simplifier
// can write more simply (a swizzle x ^ ((x & mask) >> s) with a period-aligned
// addend peeled out, an addend below its bits split off, or the swizzle gone
// because the masked bits are known zero). Returns the number of xori rewritten.
size_t simplifySwizzles(ir::Operation *root);

} // namespace fly::transforms
