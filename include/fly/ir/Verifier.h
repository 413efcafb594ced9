// Verifier: structure (terminators, isolation), dominance, and each op's
// operand/result types (layout ops: their declared result type must equal the
// one the algebra infers). Run after parsing and after every pass.
#pragma once

#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"

#include <vector>

namespace fly::ir {

// Appends one diagnostic per problem found (at most `maxErrors`); returns true
// if there were none.
bool verify(Operation *root, std::vector<Diagnostic> &diags, unsigned maxErrors = 20);

// A check of a type's meaning that needs more than the IR knows (an atom type must name one of
// the target's atoms: lib/target knows them), made where the type is written — every result and
// block-argument type — as FlyDSL's type verifiers do at parse time. Returns the error, or "".
// Registered once by a layer that can (lib/transforms does, transforms/AtomTypes.cpp); none: no check.
using TypeCheck = std::string (*)(Type);
void setTypeCheck(TypeCheck check);

// The checks of a single op, without nested ops or dominance.
std::optional<Diagnostic> verifyOp(Operation *op);

// The function (func.func or gpu.func) a func.call calls, looked up in the module (builtin.module
// or gpu.module) enclosing the call as the verifier looks it up; null if there is none.
Operation *lookupCallee(Operation *call);

// A function's parameter types: its entry block's argument types, or a declaration's (a function
// without a body: `func.func private @f(i32)`) `arg_types` attribute. Its result types (`res_types`).
std::vector<Type> functionArgTypes(Operation *fn);
std::vector<Type> functionResultTypes(Operation *fn);
bool isFunctionDeclaration(Operation *fn);

// The kernel a gpu.launch_func launches (`@module::@kernel`: a gpu.func with `kernel` in the
// gpu.module of that name in the module enclosing the launch), or null.
Operation *lookupLaunchedKernel(Operation *launch);

} // namespace fly::ir
