#include "OpSyntax.h"

namespace fly::ir {

namespace {

constexpr std::string_view kDimensions[] = {"x", "y", "z"};
constexpr std::string_view kShuffleModes[] = {"xor", "up", "down", "idx"};
using T = SimpleForm::Types;

constexpr SimpleForm kForms[] = {
    {Syntax::Binary, "", {}, "", false, 2, true, T::Same, 0},
    {Syntax::Unary, "", {}, "", false, 1, true, T::Same, 0},
    {Syntax::Ternary, "", {}, "", false, 3, true, T::Same, 0},
    {Syntax::Compare, "predicate", {}, "expected a comparison predicate", true, 2, true, T::Operand, 2},
    {Syntax::Cast, "", {}, "", false, 1, true, T::CastTo, 0},
    {Syntax::GpuDim, "dimension", kDimensions, "expected a dimension 'x', 'y' or 'z'", false, 0, false, T::None, 0},
    {Syntax::Keyword, "", {}, "", false, 0, false, T::None, 0},
    {Syntax::GpuShuffle, "mode", kShuffleModes, "expected a shuffle mode (xor, up, down, idx)", false, 3, false,
     T::Operand, 1},
    {Syntax::VectorFromElements, "", {}, "", false, -1, false, T::Result, 0},
};

} // namespace

const SimpleForm *simpleForm(Syntax syntax) {
  for (const SimpleForm &f : kForms)
    if (f.syntax == syntax)
      return &f;
  return nullptr;
}

} // namespace fly::ir
