#include "fly/codegen/Compiler.h"

#include "fly/codegen/IREmitter.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassManager.h"
#include "fly/transforms/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

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

StageSink resolveStageSink(const CompileOptions& options, std::string_view fileName) {
  if (options.irDump) return options.irDump;
  if (!options.arch) return {};
  if (auto directory = environmentDumpDirectory(fileName, *options.arch)) return directoryStageSink(*directory);
  return {};
}

bool debugInfoRequested(const CompileOptions& options) {
  if (options.debugInfo) return true;
  const char* value = std::getenv("FLY_DEBUG_INFO");
  return value && *value && std::string_view(value) != "0";
}

bool dumpRequested(const CompileOptions& options) {
  return options.irDump || (options.arch && environmentDumpDirectory("", *options.arch));
}

std::string defaultPipeline() { return std::string(transforms::loweringPipeline()); }

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
  return lowerFlyModule(irContext, root, context, options, fileName);
}

llvm::Expected<std::unique_ptr<llvm::Module>> lowerFlyModule(ir::Context& irContext, ir::Operation* root,
                                                             llvm::LLVMContext& context,
                                                             const CompileOptions& options, std::string_view fileName) {
  if (!options.arch)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target arch given (supported: " + target::supportedArchList() + ")");
  std::vector<ir::Diagnostic> diagnostics;
  {
    Timings::Scope scope(options.timings, "fly-verify", "fly");
    if (!ir::verify(root, diagnostics)) return diagnosticsError(irContext, diagnostics);
  }
  StageSink dump = resolveStageSink(options, fileName);
  if (dump) dump({"input", "fly", ir::printOp(root)});

  transforms::PassManagerOptions passOptions;
  passOptions.arch = options.arch;
  transforms::PassManager passes(passOptions);
  if (dump)
    passes.setAfterPassCallback(
        [&](std::string_view pass, ir::Operation* module) { dump({std::string(pass), "fly", ir::printOp(module)}); });
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
  emitOptions.maxnreg = options.maxnreg;
  emitOptions.debugInfo = debugInfoRequested(options);
  llvm::Expected<std::unique_ptr<llvm::Module>> module = [&] {
    Timings::Scope scope(options.timings, "fly-emit-llvm", "fly");
    return emitLLVMModule(root, context, emitOptions);
  }();
  if (module && dump) {
    std::string llvmText;
    llvm::raw_string_ostream os(llvmText);
    (*module)->print(os, nullptr);
    dump({"llvm-before-opt", "ll", llvmText});
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
  // One sink for both halves, so the stages are numbered in one sequence.
  CompileOptions resolved = options;
  resolved.irDump = resolveStageSink(options, fileName);
  auto module = lowerFlySource(text, fileName, context, resolved);
  if (!module) return module.takeError();
  return compileModule(**module, BackendOptions{options.arch, options.optLevel}, emit, options.timings,
                       resolved.irDump);
}

llvm::Expected<std::string> compileFlyModule(ir::Context& irContext, ir::Operation* root,
                                             std::string_view fileName, const CompileOptions& options,
                                             EmitKind emit) {
  llvm::LLVMContext context;
  CompileOptions resolved = options;
  resolved.irDump = resolveStageSink(options, fileName);
  auto module = lowerFlyModule(irContext, root, context, resolved, fileName);
  if (!module) return module.takeError();
  return compileModule(**module, BackendOptions{options.arch, options.optLevel}, emit, options.timings,
                       resolved.irDump);
}

} // namespace fly::codegen
