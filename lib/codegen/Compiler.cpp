#include "fly/codegen/Compiler.h"

#include "fly/codegen/IREmitter.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"
#include "fly/transforms/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

namespace fly::codegen {
namespace {

llvm::Error diagnosticsError(const ir::Context& context, const std::vector<ir::Diagnostic>& diagnostics) {
  std::string text;
  for (const ir::Diagnostic& d : diagnostics) text += d.render(context);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (text.empty()) text = "compilation failed";
  return llvm::createStringError(llvm::inconvertibleErrorCode(), text);
}

} // namespace

std::string defaultPipeline() {
  std::string pipeline;
  for (const char* name : {"expand-kernel-arguments", "canonicalize", "layout-lowering", "swizzle-simplify", "atom-lowering", "regmem-promotion"})
    if (transforms::lookupPass(name)) pipeline += std::string(pipeline.empty() ? "" : ",") + name;
  return pipeline;
}

llvm::Expected<std::unique_ptr<llvm::Module>> lowerFlySource(std::string_view text, std::string_view fileName,
                                                             llvm::LLVMContext& context,
                                                             const CompileOptions& options) {
  if (!options.arch)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target arch given (supported: " + target::supportedArchList() + ")");
  ir::Context irContext;
  uint32_t fileId = irContext.addFile(std::string(fileName));
  std::vector<ir::Diagnostic> diagnostics;
  ir::Operation* root;
  {
    Timings::Scope scope(options.timings, "fly-parse", "fly");
    root = ir::parseSource(irContext, text, fileId, diagnostics);
  }
  if (!root) return diagnosticsError(irContext, diagnostics);
  {
    Timings::Scope scope(options.timings, "fly-verify", "fly");
    if (!ir::verify(root, diagnostics)) return diagnosticsError(irContext, diagnostics);
  }
  if (options.irDump) options.irDump("// -----// IR Dump After parse //----- //\n" + ir::printOp(root));

  transforms::PassManagerOptions passOptions;
  passOptions.printIRAfterAll = bool(options.irDump);
  transforms::PassManager passes(passOptions);
  if (options.irDump) passes.setDumpSink(options.irDump);
  std::string pipeline = options.pipeline == "default" ? defaultPipeline()
                         : options.pipeline == "none"  ? std::string()
                                                       : options.pipeline;
  auto added = passes.addPipeline(pipeline);
  if (!added) return llvm::createStringError(llvm::inconvertibleErrorCode(), added.error().message);
  bool passed = passes.run(root, diagnostics);
  if (options.timings)
    for (const auto& t : passes.timings())
      options.timings->add(t.pass == "(verifier)" ? "fly-verify (after passes)" : "fly pass " + t.pass, "fly",
                           t.ms / 1000.0);
  if (!passed) return diagnosticsError(irContext, diagnostics);

  EmitOptions emitOptions;
  emitOptions.arch = options.arch;
  emitOptions.wavesPerEU = options.wavesPerEU;
  llvm::Expected<std::unique_ptr<llvm::Module>> module = [&] {
    Timings::Scope scope(options.timings, "fly-emit-llvm", "fly");
    return emitLLVMModule(root, context, emitOptions);
  }();
  if (module && options.irDump) {
    std::string llvmText;
    llvm::raw_string_ostream os(llvmText);
    (*module)->print(os, nullptr);
    options.irDump("; *** IR Dump After emission (LLVM IR, before optimization) ***\n" + llvmText);
  }
  return module;
}

llvm::Expected<std::string> canonicalFlyText(std::string_view text, std::string_view fileName) {
  ir::Context irContext;
  uint32_t fileId = irContext.addFile(std::string(fileName));
  std::vector<ir::Diagnostic> diagnostics;
  ir::Operation* root = ir::parseSource(irContext, text, fileId, diagnostics);
  if (!root || !ir::verify(root, diagnostics)) return diagnosticsError(irContext, diagnostics);
  return ir::printOp(root);
}

llvm::Expected<std::string> compileFlySource(std::string_view text, std::string_view fileName,
                                             const CompileOptions& options, EmitKind emit) {
  llvm::LLVMContext context;
  auto module = lowerFlySource(text, fileName, context, options);
  if (!module) return module.takeError();
  return compileModule(**module, BackendOptions{options.arch, options.optLevel}, emit, options.timings);
}

} // namespace fly::codegen
