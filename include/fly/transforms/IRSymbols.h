// IRSymbols: integer SSA values seen as fly::SymExpr, so that the layout
// algebra and the fact-aware simplifier can run on them.
//
// An integer/index value computed by arith ops whose result provably fits its
// type becomes the matching expression node (addi -> +, shrsi by a constant ->
// floordiv by 2^k, andi -> &, divui of non-negative values -> floordiv, ...);
// anything else becomes a variable carrying what is known about it:
//  - gpu.thread_id d: [0, block size) when the enclosing gpu.func declares
//    `known_block_size = array<i32: X, Y, Z>`, else [0, 1024) (the hardware limit);
//  - gpu.block_id d: [0, grid size) with `known_grid_size`, else [0, 2^31);
//  - gpu.block_dim / grid_dim: [1, limit]; gpu.lane_id: [0, 64);
//  - an op that may wrap keeps only the power-of-two divisibility of its value
//    (which survives wrapping).
// Each variable id maps back to the SSA value it stands for.
#pragma once

#include "fly/algebra/IntTuple.h"
#include "fly/algebra/SymExpr.h"
#include "fly/ir/Operation.h"

#include <array>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace fly::transforms {

struct LaunchBounds {
  std::array<std::optional<int64_t>, 3> blockSize;
  std::array<std::optional<int64_t>, 3> gridSize;
};

// Reads `known_block_size` / `known_grid_size` (dense arrays, also with a
// `gpu.` prefix) from `func` or its nearest enclosing function.
LaunchBounds launchBoundsOf(ir::Operation *op);

class IRSymbols {
public:
  explicit IRSymbols(LaunchBounds bounds = {}) : bounds_(bounds) {}

  // The expression of an integer or index value.
  SymExpr get(ir::Value *v);
  // A variable for `v` with at least the given divisibility (a type's `?{div=d}`
  // fact); an expression for v is used instead when v is computed by arith ops.
  // `assumed` is a range the value has by construction when nothing better is
  // known (a shape leaf is at least 1).
  SymExpr getWithDivisibility(ir::Value *v, int64_t divisibility,
                              std::optional<SymRange> assumed = std::nullopt);
  // `type` with its dynamic leaves, in order, as the expressions of `def`'s operands from the
  // first (each with at least its leaf's divisibility; `assumed` as above; `seen`, if given, is
  // told each leaf's expression and operand). Null when an operand is missing or is not an
  // integer or index; `used` receives how many operands the leaves took.
  std::optional<IntTuple> dynamicLeaves(const IntTuple &type, ir::Operation *def, unsigned &used,
                                        std::optional<SymRange> assumed = std::nullopt,
                                        const std::function<void(SymExpr, ir::Value *)> &seen = {});
  // The SSA value a variable stands for (null if the id is not one of ours).
  ir::Value *valueOf(uint32_t varId) const;

private:
  SymExpr compute(ir::Value *v);
  SymExpr newVar(ir::Value *v, int64_t divisibility, std::optional<SymRange> range);

  LaunchBounds bounds_;
  std::unordered_map<ir::Value *, SymExpr> memo_;
  std::vector<ir::Value *> vars_;
};

// True if every value of `e` fits the signed range of `type` (an integer or index type).
bool fitsType(SymExpr e, ir::Type type);

} // namespace fly::transforms
