// The tiled copy an `!fly.tiled_copy<atom, layout_tv, tile>` type describes: the atom's thread-value
// layouts from its description in lib/target, the type's layout_tv and static tile. atom-lowering
// (partitions of tensors in memory) and layout-lowering (partitions of coordinate tensors) both read
// tiled copies through it.
#pragma once

#include "fly/algebra/TiledCopy.h"
#include "fly/ir/FlyTypes.h"

namespace fly::transforms {

Result<TiledCopy> tiledCopyOf(const ir::TiledCopyType &type);

} // namespace fly::transforms
