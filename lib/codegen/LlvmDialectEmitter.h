// The LLVM-dialect ops FlyDSL's kernels write themselves (llvm.inline_asm, llvm.call_intrinsic,
// llvm.atomicrmw, extractvalue/insertvalue, mlir.undef/poison/zero, intr.expect) as LLVM IR: one
// instruction each, built from the op's already emitted operands.
#pragma once

#include "fly/ir/Operation.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

#include <span>
#include <string>

namespace fly::codegen {

// Whether `op` is one of them.
bool isLlvmDialectOp(const ir::Operation *op);

// The op's result (null when it has none), or a message saying why it cannot be built (an unknown
// intrinsic, constraints LLVM rejects, ...). `resultType` is the converted type of result 0, or null.
llvm::Expected<llvm::Value *> emitLlvmDialectOp(llvm::IRBuilder<> &b, const ir::Operation *op,
                                                std::span<llvm::Value *const> operands, llvm::Type *resultType);

} // namespace fly::codegen
