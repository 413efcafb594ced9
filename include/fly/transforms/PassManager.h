// Runs a pipeline of passes on a module, verifying after each pass (unless
// disabled), dumping IR before/after passes on request, and timing them.
#pragma once

#include "fly/algebra/Result.h"
#include "fly/transforms/Pass.h"

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace fly::transforms {

struct PassManagerOptions {
  bool verifyEach = true;
  bool printIRAfterAll = false;
  std::set<std::string, std::less<>> printIRBefore; // pass names
  std::set<std::string, std::less<>> printIRAfter;
  bool timePasses = false;
  const target::Arch *arch = nullptr; // given to every pass (Pass::setArch)
};

class PassManager {
public:
  explicit PassManager(PassManagerOptions options = {}) : options_(std::move(options)) {}

  void addPass(std::unique_ptr<Pass> pass) { passes_.push_back(std::move(pass)); }
  // Appends the passes of "canonicalize,cse" (comma separated; whitespace and
  // an enclosing `builtin.module(...)` are accepted). An unknown name is an error.
  Result<bool> addPipeline(std::string_view pipeline);
  size_t size() const { return passes_.size(); }
  const std::vector<std::unique_ptr<Pass>> &passes() const { return passes_; }

  // Where IR dumps and the timing table go (default: stderr).
  void setDumpSink(std::function<void(const std::string &)> sink) { sink_ = std::move(sink); }

  // Called after each pass that succeeded, with the pass name and the module (before verifying).
  void setAfterPassCallback(std::function<void(std::string_view, ir::Operation *)> callback) {
    afterPass_ = std::move(callback);
  }

  // Runs every pass in order; stops at the first failure (a pass error or a
  // verifier error after a pass). Returns true on success.
  bool run(ir::Operation *module, std::vector<ir::Diagnostic> &diags);

  struct Timing {
    std::string pass;
    double ms;
  };
  const std::vector<Timing> &timings() const { return timings_; }
  // The --time-passes table: pass, wall ms, % of total.
  std::string timingReport() const;

private:
  void dump(const std::string &s);
  PassManagerOptions options_;
  std::vector<std::unique_ptr<Pass>> passes_;
  std::function<void(const std::string &)> sink_;
  std::function<void(std::string_view, ir::Operation *)> afterPass_;
  std::vector<Timing> timings_;
};

} // namespace fly::transforms
