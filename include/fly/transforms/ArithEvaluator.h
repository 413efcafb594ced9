// ArithEvaluator: computes integer SSA values on concrete inputs by
// interpreting the ops that define them (arith integer ops with their exact
// widths, signedness and wrap-around, casts, cmpi/select, constants, and
// fly.get_scalar of a fly.make_int_tuple). Values not computed by such ops
// (function arguments, gpu ids) are given with set(). The property tests use
// it to check that the arithmetic the passes emit equals the algebra.
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Operation.h"

#include <cstdint>
#include <unordered_map>

namespace fly::transforms {

class ArithEvaluator {
public:
  // Gives `v` a value (wrapped to its type's width).
  void set(ir::Value *v, int64_t value);
  // Forgets computed values (keeps the ones given with set()).
  void clearComputed();
  // The value of `v`, sign-extended from its type's width (index is 64-bit);
  // an error naming the op that cannot be evaluated.
  Result<int64_t> evaluate(ir::Value *v);

private:
  std::unordered_map<ir::Value *, int64_t> given_;
  std::unordered_map<ir::Value *, int64_t> computed_;
};

} // namespace fly::transforms
