// DWARF line tables for emitted code: each LLVM instruction carries the line and column of the
// Fly op it came from — a `.fly` line, or for fly::fx kernels the C++ line that built the op (in
// whichever file: helpers in other files than the kernel's get that file) (line-tables-only debug info: a compile unit, one subprogram per
// function, locations). Asked for with `-g` / CompileOptions::debugInfo / FLY_DEBUG_INFO=1.
#pragma once

#include "fly/ir/Operation.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugLoc.h"

#include <memory>
#include <unordered_map>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace fly::codegen {

class SourceLines {
public:
  SourceLines(llvm::Module& module, const ir::Context& context, uint32_t mainFileId);

  // Attaches a subprogram for `func` (the op that defines it) to `function`.
  void beginFunction(llvm::Function& function, const ir::Operation& func);
  // The location of `op` in the current function; an op without a known location (one a pass
  // made up) gets the function's line, so every call still has a location.
  llvm::DebugLoc locationOf(const ir::Operation& op);
  // Completes the debug info (call once, after the last function).
  void finish();

private:
  llvm::DIFile* fileFor(uint32_t fileId);
  // The current function's scope for lines of `fileId` (a lexical block file for other files).
  llvm::DIScope* scopeFor(uint32_t fileId);

  const ir::Context& context_;
  llvm::DIBuilder builder_;
  llvm::DICompileUnit* unit_ = nullptr;
  llvm::DISubprogram* current_ = nullptr;
  unsigned currentLine_ = 0;
  uint32_t currentFileId_ = 0;
  std::unordered_map<uint32_t, llvm::DIScope*> scopes_; // of the current function, per file
  std::unordered_map<uint32_t, llvm::DIFile*> files_;
};

} // namespace fly::codegen
