#include "fly/dsl/Builder.h"

#include "fly/ir/Operation.h"

#include <stdexcept>

namespace fly::fx {
namespace {
thread_local BuildState *activeState = nullptr;
} // namespace

ir::Location BuildState::locate(const SourceLoc &loc) {
  std::string file = loc.file_name();
  auto it = files_.find(file);
  if (it == files_.end()) it = files_.emplace(file, ctx_.addFile(file)).first;
  return ir::Location{it->second, uint32_t(loc.line()), uint32_t(loc.column() ? loc.column() : 1)};
}

void BuildState::error(const SourceLoc &loc, std::string message) {
  diagnostics_.push_back(ir::Diagnostic{ir::Severity::Error, locate(loc), std::move(message), {}});
}

ir::Operation *BuildState::create(ir::OpCode code, std::span<ir::Value *const> operands,
                                  std::span<const ir::Type> results, std::span<const ir::NamedAttribute> attrs,
                                  const SourceLoc &loc, unsigned regions) {
  builder_.setLoc(locate(loc));
  return builder_.create(code, operands, results, attrs, regions);
}

BuildState &state(const SourceLoc &loc) {
  if (!activeState)
    throw std::logic_error(std::string(loc.file_name()) + ":" + std::to_string(loc.line()) + ":" +
                           std::to_string(loc.column()) +
                           ": error: fx operation outside a kernel body (build ops inside fx::Module::kernel)");
  return *activeState;
}

BuildScope::BuildScope(BuildState &s) : previous_(activeState) { activeState = &s; }
BuildScope::~BuildScope() { activeState = previous_; }

InsertionGuard::InsertionGuard(BuildState &s, ir::Block *block)
    : state_(s), block_(s.builder().insertionBlock()), before_(s.builder().insertionPointOp()) {
  s.builder().setInsertionPointToEnd(block);
}
InsertionGuard::~InsertionGuard() {
  if (before_) state_.builder().setInsertionPoint(before_);
  else if (block_) state_.builder().setInsertionPointToEnd(block_);
  else state_.builder().clearInsertionPoint();
}

} // namespace fly::fx
