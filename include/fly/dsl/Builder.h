// Where fly::fx ops go. A kernel body runs inside a BuildScope: every fx value
// operation appends IR at the scope's insertion point, located at the C++ line
// that made it (std::source_location), so verifier diagnostics and IR dumps name
// the user's file:line:col. Outside a scope, building an op is a programming
// error (std::logic_error naming the call site).
#pragma once

#include "fly/ir/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/Diagnostic.h"

#include <initializer_list>
#include <map>
#include <source_location>
#include <span>
#include <string>
#include <vector>

namespace fly::fx {

using SourceLoc = std::source_location;

// The state of one module under construction: its context, the builder, the
// source files seen, and diagnostics found while building (for instance a
// shuffle width that is not a power of two).
class BuildState {
public:
  explicit BuildState(ir::Context &ctx) : ctx_(ctx), builder_(ctx) {}
  ir::Context &context() { return ctx_; }
  ir::OpBuilder &builder() { return builder_; }
  ir::Location locate(const SourceLoc &loc);
  void error(const SourceLoc &loc, std::string message);
  std::vector<ir::Diagnostic> &diagnostics() { return diagnostics_; }

  // Creates an op at the insertion point, located at `loc`.
  ir::Operation *create(ir::OpCode code, std::span<ir::Value *const> operands, std::span<const ir::Type> results,
                        std::span<const ir::NamedAttribute> attrs, const SourceLoc &loc, unsigned regions = 0);
  ir::Operation *create(ir::OpCode code, std::initializer_list<ir::Value *> operands,
                        std::initializer_list<ir::Type> results, std::initializer_list<ir::NamedAttribute> attrs,
                        const SourceLoc &loc, unsigned regions = 0) {
    return create(code, std::span<ir::Value *const>(operands.begin(), operands.size()),
                  std::span<const ir::Type>(results.begin(), results.size()),
                  std::span<const ir::NamedAttribute>(attrs.begin(), attrs.size()), loc, regions);
  }

private:
  ir::Context &ctx_;
  ir::OpBuilder builder_;
  std::map<std::string, uint32_t> files_;
  std::vector<ir::Diagnostic> diagnostics_;
};

// The innermost active state; throws std::logic_error naming `loc` when no
// kernel is being built.
BuildState &state(const SourceLoc &loc = SourceLoc::current());

// Makes `s` the active state for its lifetime (scopes nest).
class BuildScope {
public:
  explicit BuildScope(BuildState &s);
  ~BuildScope();
  BuildScope(const BuildScope &) = delete;
  BuildScope &operator=(const BuildScope &) = delete;

private:
  BuildState *previous_;
};

// Moves the insertion point into `block` for its lifetime.
class InsertionGuard {
public:
  InsertionGuard(BuildState &s, ir::Block *block);
  ~InsertionGuard();

private:
  BuildState &state_;
  ir::Block *block_;
  ir::Operation *before_;
};

} // namespace fly::fx
