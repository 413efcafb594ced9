// ROCDL ops that are one amdgcn intrinsic call each and need nothing of the emitter but their
// operands (cross-lane swaps, gfx12 named barriers, LDS DMA, gfx950's scaled fp8/fp4 conversions):
// the call, its operands checked against the intrinsic's LLVM signature, and the op refused where
// the arch lacks the instruction (fly/target/Intrinsics.h).
#pragma once

#include "fly/ir/Operation.h"
#include "fly/target/Arch.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

#include <span>

namespace fly::codegen {

bool isRocdlIntrinsicOp(const ir::Operation *op);

// The op's result (null when it has none), or why it cannot be built. `resultType` is the converted
// type of result 0, or null.
llvm::Expected<llvm::Value *> emitRocdlIntrinsicOp(llvm::IRBuilder<> &b, const ir::Operation *op,
                                                   std::span<llvm::Value *const> operands, llvm::Type *resultType,
                                                   const target::Arch &arch);

} // namespace fly::codegen
