// MMA atom calls -> target matrix operations (the MMA half of atom-lowering, which calls it).
//
// `fly.mma_atom_call_ssa(%atom, %a, %b, %c)` becomes the atom's intrinsic as a `rocdl.mfma.*` /
// `rocdl.wmma.*` op (UniversalFMA: `math.fma`, or mul + add for integers) with the modifiers the
// atom's description carries (cbsz/abid/blgp, f8f6f4 formats, WMMA signs, clamp, reuse, op-select)
// as constant operands, and the operands packed into the register types the intrinsic takes
// (vector.bitcast; e.g. vector<8xf8E4M3FN> -> i64, vector<4xbf16> -> vector<4xi16>).
//
// Operand types: A is vector<VA x aType> (VA = the atom's values per thread, a scalar when VA = 1) or
// the intrinsic's own register type; likewise B and C; the result has C's type. The atom is looked up
// in lib/target's MMA atom rows by its type text; an atom the arch lacks, an unknown atom, operands of
// another type or count: a located error naming the atom, the arch and what was expected.
#pragma once

#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"
#include "fly/target/Arch.h"

#include <vector>

namespace fly::transforms {

// Lowers every MMA atom call under `root`. Returns false (with diagnostics) on an error.
bool lowerMmaAtomCalls(ir::Operation *root, const target::Arch *arch, std::vector<ir::Diagnostic> &diags);

} // namespace fly::transforms
