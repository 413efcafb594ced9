// Where a fly::fx module meets the compiler: the same pipeline as fly-llc
// (verify, Fly passes, emission, LLVM, lld), starting from the built IR
// instead of text. Diagnostics name the C++ lines that built the ops.
#pragma once

#include "fly/codegen/Compiler.h"
#include "fly/dsl/Module.h"

#include "llvm/Support/Error.h"

#include <string>

namespace fly::runtime {

// Lowers `module` to LLVM IR (verify, Fly passes, emission); build errors come first.
llvm::Expected<std::unique_ptr<llvm::Module>> lower(fx::Module &module, llvm::LLVMContext &context,
                                                    const codegen::CompileOptions &options);

// Compiles `module` (its passes rewrite it: build a fresh module per compile).
llvm::Expected<std::string> compile(fx::Module &module, const codegen::CompileOptions &options,
                                    codegen::EmitKind emit = codegen::EmitKind::CodeObject);

} // namespace fly::runtime
