#include "fly/dsl/Module.h"

#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"

namespace fly::fx {

Module::Module(std::string gpuModuleName)
    : name_(gpuModuleName), context_(std::make_unique<ir::Context>()), state_(std::make_unique<BuildState>(*context_)) {
  ir::OpBuilder &b = state_->builder();
  root_ = b.createModule();
  b.setInsertionPointToEnd(ir::OpBuilder::entryBlock(root_));
  gpuModule_ = b.createGpuModule(gpuModuleName);
}

Module::~Module() = default;

ir::Block *Module::beginKernel(std::string_view name, const std::vector<ir::Type> &types,
                               const KernelOptions &options, const SourceLoc &loc) {
  ir::OpBuilder &b = state_->builder();
  b.setInsertionPointToEnd(ir::OpBuilder::entryBlock(gpuModule_));
  b.setLoc(state_->locate(loc));
  ir::Operation *func = b.createFunc(name, types, {}, /*gpu=*/true, /*kernel=*/true);
  if (options.block[0]) {
    int64_t dims[] = {options.block[0], options.block[1] ? options.block[1] : 1, options.block[2] ? options.block[2] : 1};
    func->setAttr("known_block_size", context_->denseArrayAttr(dims, 32));
  }
  if (options.noalias) func->setAttr("fly.noalias", context_->unitAttr());
  return ir::OpBuilder::entryBlock(func);
}

void Module::endKernel(ir::Block *entry, const SourceLoc &loc) {
  ir::OpBuilder &b = state_->builder();
  b.setInsertionPointToEnd(entry);
  b.setLoc(state_->locate(loc));
  b.createReturn({}, /*gpu=*/true);
}

std::vector<ir::Diagnostic> Module::check() {
  std::vector<ir::Diagnostic> all = state_->diagnostics();
  if (all.empty()) ir::verify(root_, all);
  return all;
}

std::string Module::errors() {
  std::string text;
  for (const ir::Diagnostic &d : check()) text += d.render(*context_);
  return text;
}

std::string Module::str() { return ir::printOp(root_); }

} // namespace fly::fx
