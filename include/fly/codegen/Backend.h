// The LLVM half of Fly: llvm::Module -> optimized module -> ELF object (in memory) -> code object
// linked in-process by lld. No subprocess, no file left behind, no abort on bad input: LLVM
// fatal errors and backend diagnostics come back as llvm::Error.
#pragma once

#include "fly/codegen/StageDump.h"
#include "fly/codegen/Timings.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace fly::codegen {

enum class EmitKind { CodeObject, Object, Assembly, LLVMIR };

// Parses "hsaco", "obj", "asm", "llvm".
std::optional<EmitKind> parseEmitKind(llvm::StringRef text);

struct BackendOptions {
  const target::Arch* arch = nullptr;
  int optLevel = 3; // 0..3
};

// Registers the AMDGPU target with LLVM (idempotent, thread-safe).
void initializeAMDGPUTarget();

// A TargetMachine for amdgcn-amd-amdhsa and the arch (-mcpu), at the given opt level.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>> createTargetMachine(const BackendOptions& options);

// The calling thread's TargetMachine for these options, built on first use and reused after
// (compiling with it gives the same bytes as with a fresh one; tests/unit/codegen checks).
llvm::Expected<llvm::TargetMachine*> sharedTargetMachine(const BackendOptions& options);

// Sets the module's triple and data layout for `tm`.
void prepareModule(llvm::Module& module, llvm::TargetMachine& tm);

// Runs LLVM's new-pass-manager default pipeline for -O<optLevel> on the module.
llvm::Error optimizeModule(llvm::Module& module, llvm::TargetMachine& tm, int optLevel);

// Lowers the module to an ELF relocatable object or to assembly text, in memory.
llvm::Expected<std::string> emitMachineCode(llvm::Module& module, llvm::TargetMachine& tm,
                                            bool assembly);

// Links one relocatable object into a shared code object with lld, in-process. Calls are
// serialized (lld keeps global state); the files lld needs live in a private temp dir that is
// removed before returning.
llvm::Expected<std::string> linkCodeObject(llvm::StringRef object);

// The whole backend: prepare, optimize, emit; for EmitKind::CodeObject also link. Returns the
// bytes of the requested output (LLVM IR text for EmitKind::LLVMIR, after optimization).
// `dump`, when set, receives "llvm-after-opt" and (unless emitting LLVM IR) "isa".
llvm::Expected<std::string> compileModule(llvm::Module& module, const BackendOptions& options,
                                          EmitKind emit, Timings* timings = nullptr,
                                          const StageSink& dump = {});

// Runs `work` so that an LLVM fatal error inside it becomes an llvm::Error (prefixed by `what`)
// instead of exiting the process.
llvm::Error runRecoveringFatalErrors(llvm::StringRef what, llvm::function_ref<llvm::Error()> work);

} // namespace fly::codegen
