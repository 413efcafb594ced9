#include "fly/codegen/SourceLines.h"

#include "fly/ir/Context.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "fly/Version.h"

namespace fly::codegen {

SourceLines::SourceLines(llvm::Module& module, const ir::Context& context, uint32_t mainFileId)
    : context_(context), builder_(module) {
  // DWARF 5, as the AMDGPU toolchains use; line tables only.
  module.addModuleFlag(llvm::Module::Max, "Dwarf Version", 5);
  module.addModuleFlag(llvm::Module::Warning, "Debug Info Version", llvm::DEBUG_METADATA_VERSION);
  unit_ = builder_.createCompileUnit(llvm::DISourceLanguageName(llvm::dwarf::DW_LANG_C_plus_plus_14),
                                     fileFor(mainFileId), "Fly " FLY_VERSION_STRING, /*isOptimized=*/true,
                                     /*Flags=*/"", /*RV=*/0, /*SplitName=*/"",
                                     llvm::DICompileUnit::DebugEmissionKind::LineTablesOnly);
}

llvm::DIFile* SourceLines::fileFor(uint32_t fileId) {
  auto it = files_.find(fileId);
  if (it != files_.end()) return it->second;
  std::string path = context_.fileName(fileId);
  if (path.empty() || path == "-") path = "<stdin>";
  llvm::SmallString<256> directory;
  llvm::StringRef name = path;
  if (llvm::sys::path::is_absolute(path)) {
    directory = llvm::sys::path::parent_path(path);
    name = llvm::sys::path::filename(path);
  } else {
    llvm::sys::fs::current_path(directory);
  }
  llvm::DIFile* file = builder_.createFile(name, directory);
  files_.emplace(fileId, file);
  return file;
}

void SourceLines::beginFunction(llvm::Function& function, const ir::Operation& func) {
  ir::Location loc = func.loc();
  llvm::DIFile* file = fileFor(loc.fileId);
  currentLine_ = loc.line;
  currentFileId_ = loc.fileId;
  scopes_.clear();
  llvm::DISubroutineType* type = builder_.createSubroutineType(builder_.getOrCreateTypeArray({}));
  current_ = builder_.createFunction(file, function.getName(), function.getName(), file, loc.line, type, loc.line,
                                     llvm::DINode::FlagZero, llvm::DISubprogram::SPFlagDefinition |
                                                                 llvm::DISubprogram::SPFlagOptimized);
  function.setSubprogram(current_);
}

llvm::DIScope* SourceLines::scopeFor(uint32_t fileId) {
  if (fileId == currentFileId_) return current_;
  llvm::DIScope*& scope = scopes_[fileId];
  if (!scope) scope = builder_.createLexicalBlockFile(current_, fileFor(fileId));
  return scope;
}

llvm::DebugLoc SourceLines::locationOf(const ir::Operation& op) {
  if (!current_) return {};
  ir::Location loc = op.loc();
  if (!loc.known()) return llvm::DILocation::get(current_->getContext(), currentLine_, 0, current_);
  return llvm::DILocation::get(current_->getContext(), loc.line, loc.col, scopeFor(loc.fileId));
}

void SourceLines::finish() { builder_.finalize(); }

} // namespace fly::codegen
