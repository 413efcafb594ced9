#include "fly/runtime/DslCompiler.h"

namespace fly::runtime {

namespace {
// Errors found while building come first: they carry the user's C++ lines.
llvm::Error buildErrors(fx::Module &module) {
  std::string built = module.errors();
  if (built.empty()) return llvm::Error::success();
  while (!built.empty() && built.back() == '\n') built.pop_back();
  return llvm::createStringError(llvm::inconvertibleErrorCode(), built);
}
} // namespace

llvm::Expected<std::unique_ptr<llvm::Module>> lower(fx::Module &module, llvm::LLVMContext &context,
                                                    const codegen::CompileOptions &options) {
  if (llvm::Error e = buildErrors(module)) return e;
  return codegen::lowerFlyModule(module.context(), module.root(), context, options, module.name());
}

llvm::Expected<std::string> compile(fx::Module &module, const codegen::CompileOptions &options,
                                    codegen::EmitKind emit) {
  if (llvm::Error e = buildErrors(module)) return e;
  return codegen::compileFlyModule(module.context(), module.root(), module.name(), options, emit);
}

} // namespace fly::runtime
