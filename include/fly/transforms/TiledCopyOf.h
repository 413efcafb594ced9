// The tiled copy an `!fly.tiled_copy<atom, layout_tv, tile>` type describes: the atom's thread-value
// layouts from its description in lib/target, the type's layout_tv and static tile. atom-lowering
// (partitions of tensors in memory) and layout-lowering (partitions of coordinate tensors) both read
// tiled copies through it.
#pragma once

#include "fly/algebra/TiledCopy.h"
#include "fly/algebra/TiledMma.h"
#include "fly/ir/FlyTypes.h"

namespace fly::transforms {

Result<TiledCopy> tiledCopyOf(const ir::TiledCopyType &type);

// The tiled MMA an `!fly.tiled_mma<atom, atom_layout, permutation>` type describes, its atom's
// thread-value layouts from lib/target (the same on every arch that has the atom), for
// layout-lowering's partitions of coordinate tensors (atom-lowering reads the atom for its arch).
Result<TiledMma> tiledMmaOf(const ir::TiledMmaType &type);

} // namespace fly::transforms
