// Per-op simplifications used by canonicalize: layout ops with static results
// become fly.static, arith ops on constants become constants, and algebraic
// identities (x+0, x*1, select(c,x,x), ...) forward an operand.
#pragma once

#include "fly/ir/Operation.h"

#include <optional>

namespace fly::transforms {

// Simplifies `op` if it can: replaces the uses of its results (new ops are
// inserted right before it) and leaves `op` dead for DCE. Returns true if
// anything changed.
bool foldOp(ir::Operation *op);

// An int_tuple, layout or composed layout without dynamic leaves (basis strides count as dynamic
// here), a swizzle or a tile: a layout value canonicalize replaces by fly.static.
bool isStaticLayoutType(ir::Type t);

// The value of an arith.constant scalar integer/index/i1, if `v` is one.
std::optional<int64_t> constantIntValue(ir::Value *v);
std::optional<double> constantFloatValue(ir::Value *v);

} // namespace fly::transforms
