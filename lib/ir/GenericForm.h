// MLIR's generic operation form ("name"(operands) [succs] <{props}> (regions) {attrs} : fn-type)
// against Fly's op representation. Most attributes are stored as MLIR stores them; the few
// that Fly keeps in a simpler shape (enums as strings, a function's result types) are mapped
// here, in one table used by the parser (generic text -> Fly) and the printer (Fly -> generic).
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Attributes.h"
#include "fly/ir/OpCode.h"

#include <span>
#include <string>
#include <vector>

namespace fly::ir {

class Context;
class Operation;

// MLIR's split of an op's attributes: inherent ones (properties, `<{...}>`) have plain names,
// discardable ones are prefixed by their dialect (`gpu.kernel`, `llvm.emit_c_interface`).
bool isInherentAttrName(std::string_view name);

// Rewrites attributes read from the generic form into Fly's shapes (an enum attribute
// `#gpu<dim x>` becomes "x", a cmpi predicate `2 : i64` becomes "slt", ...). Errors name the
// attribute. `function_type` is not handled here (the parser reads it into types).
Result<bool> attrsFromGeneric(Context &ctx, OpCode code, std::vector<NamedAttribute> &attrs);

// The attributes of `op` as the generic form writes them, without `function_type` (the printer
// writes it from the entry block and `res_types`) and without what the op name carries.
std::vector<NamedAttribute> attrsToGeneric(Context &ctx, const Operation *op);

// arith's comparison predicates in enum order (cmpi's, or cmpf's when isFloat).
std::span<const char *const> cmpPredicateNames(bool isFloat);

// True for branch terminators (their generic form lists successors `[^bb1, ^bb2]`).
inline bool hasSuccessors(OpCode code) { return opInfo(code).syntax == Syntax::Branch; }

// How many regions an op of this code has (generic text must give exactly these).
unsigned regionCount(OpCode code);

} // namespace fly::ir
