// The whole compiler as a library call: Fly text -> parse -> verify -> Fly passes -> emission
// -> LLVM optimization -> code generation -> lld. fly-llc, the tests and the demo use it.
#pragma once

#include "fly/codegen/Backend.h"
#include "fly/codegen/StageDump.h"
#include "fly/codegen/Timings.h"
#include "fly/target/Arch.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace fly::ir {
class Context;
class Operation;
} // namespace fly::ir

namespace fly::codegen {

struct CompileOptions {
  const target::Arch* arch = nullptr;
  int optLevel = 3;
  // Fly passes run before emission, comma separated; "default" = defaultPipeline(), "none" = none.
  std::string pipeline = "default";
  std::optional<unsigned> wavesPerEU;
  // VGPRs per lane every kernel may use (amdgpu-num-vgpr, FlyDSL's rocdl.maxnreg; replaces that
  // kernel attribute): 1 .. Arch::maxVgprsPerWave().
  std::optional<unsigned> maxnreg;
  // DWARF line tables mapping the ISA to .fly lines (-g); FLY_DEBUG_INFO=1 turns it on too.
  bool debugInfo = false;
  // When set, receives the IR of every stage: the input, after every Fly pass, LLVM IR before and
  // after optimization, the ISA. When not set, FLY_DUMP_IR=1 writes them as numbered files.
  StageSink irDump;
  Timings* timings = nullptr;
};

// options.irDump if set, else the FLY_DUMP_IR=1 directory sink for `fileName`, else none. Resolve
// once per compilation: the sink numbers the stages it sees.
StageSink resolveStageSink(const CompileOptions& options, std::string_view fileName);

// options.debugInfo, or FLY_DEBUG_INFO=1 in the environment.
bool debugInfoRequested(const CompileOptions& options);

// Whether a compilation with these options dumps its stages (then a cache must not skip it).
bool dumpRequested(const CompileOptions& options);

// canonicalize, then every lowering pass this build registers, in pipeline order.
std::string defaultPipeline();

// Fly text to an llvm::Module (not yet optimized). Diagnostics come back as one error whose
// text is `file:line:col: error: ...` lines.
llvm::Expected<std::unique_ptr<llvm::Module>> lowerFlySource(std::string_view text, std::string_view fileName,
                                                             llvm::LLVMContext& context,
                                                             const CompileOptions& options);

// The module's canonical text: parsed, verified and printed again (comments, spacing and SSA
// names normalized), the form the compile cache hashes. Errors read `file:line:col: error: ...`.
llvm::Expected<std::string> canonicalFlyText(std::string_view text, std::string_view fileName);

// A module already in memory (built with fly::fx, or parsed): verify, Fly passes (which
// rewrite `root` in place), emission. `fileName` names it for FLY_DUMP_IR.
llvm::Expected<std::unique_ptr<llvm::Module>> lowerFlyModule(ir::Context& irContext, ir::Operation* root,
                                                             llvm::LLVMContext& context,
                                                             const CompileOptions& options,
                                                             std::string_view fileName);
llvm::Expected<std::string> compileFlyModule(ir::Context& irContext, ir::Operation* root,
                                             std::string_view fileName, const CompileOptions& options,
                                             EmitKind emit = EmitKind::CodeObject);

// Fly text to the requested output bytes (code object by default).
llvm::Expected<std::string> compileFlySource(std::string_view text, std::string_view fileName,
                                             const CompileOptions& options,
                                             EmitKind emit = EmitKind::CodeObject);

} // namespace fly::codegen
