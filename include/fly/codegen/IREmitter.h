// Emission: one walk over lowered Fly IR that builds an llvm::Module with IRBuilder.
// Every gpu.func/func.func becomes an LLVM function (`gpu.func ... kernel` an amdgpu_kernel);
// arith/math/vector/scf/gpu/rocdl and the fly memory ops map to LLVM IR and amdgcn intrinsics
// (see docs/codegen.md). An op that should have been lowered by an earlier pass (layout algebra,
// atoms, memrefs) is a diagnostic naming it at its source location.
#pragma once

#include "fly/ir/Operation.h"
#include "fly/target/Arch.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>

namespace fly::codegen {

struct EmitOptions {
  const target::Arch* arch = nullptr;
  std::optional<unsigned> wavesPerEU; // amdgpu-waves-per-eu on every kernel
  std::optional<unsigned> maxnreg;    // amdgpu-num-vgpr on every kernel (CompileOptions::maxnreg)
  bool debugInfo = false;             // line tables: each instruction carries its op's .fly line
};

// `root` is a builtin.module (or any op whose regions hold the functions).
llvm::Expected<std::unique_ptr<llvm::Module>> emitLLVMModule(ir::Operation* root, llvm::LLVMContext& context,
                                                             const EmitOptions& options);

} // namespace fly::codegen
