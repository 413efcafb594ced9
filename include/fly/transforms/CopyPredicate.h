// FlyDSL's predicate tensor of a fly.copy (its ExpandCopyOpLowering, lib/Dialect/Fly/Transforms/
// LayoutLowering.cpp): the copy recurses over the source's modes 1.. (each a loop), then into mode
// 0; at every level a predicate one rank short gets a unit mode in front (it is the same for all of
// that level's mode 0), and the last level's atom calls take the predicate element left. This gives,
// for every atom call in order, the element of the predicate tensor (its index, colexicographic)
// that guards it: with CuTe's copy_if predicate (one per group of mode 0) the same as Fly's rule,
// with FlyDSL's reduced predicate (one per atom call of a nested value mode, `(4,1,1)` for
// `((4,4),1,1)`) one per call.
#pragma once

#include "fly/algebra/IntTuple.h"
#include "fly/algebra/Result.h"

#include <vector>

namespace fly::transforms {

// srcShape: the copy's source shape; predShape: the predicate tensor's shape; perCall: the source
// values one atom call moves. An error when the shapes do not follow FlyDSL's recursion.
Result<std::vector<int64_t>> flyDslCopyPredicates(const IntTuple &srcShape, const IntTuple &predShape, int64_t perCall);

} // namespace fly::transforms
