// The layout-lowering pass as a function, for tools, tests and benchmarks that
// want its statistics (the pass itself is `layout-lowering` in the registry).
#pragma once

#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"

#include <cstddef>
#include <vector>

namespace fly::transforms {

struct LayoutLoweringStats {
  size_t opsLowered = 0;      // layout ops replaced
  size_t arithOpsCreated = 0; // arith ops emitted (constants and casts included)
};

// Lowers every function under `root` (or `root` itself if it is a function).
// Returns false with diagnostics if an op cannot be lowered.
bool lowerLayouts(ir::Operation *root, std::vector<ir::Diagnostic> &diags, LayoutLoweringStats *stats = nullptr);

} // namespace fly::transforms
