// A pass transforms a module in place. A pass reports failure by appending
// diagnostics and returning false; it never aborts on bad IR.
#pragma once

#include "fly/ir/Diagnostic.h"
#include "fly/ir/Operation.h"
#include "fly/target/Arch.h"

#include <memory>
#include <string_view>
#include <vector>

namespace fly::transforms {

class Pass {
public:
  virtual ~Pass() = default;
  // The pipeline name (`canonicalize`, `layout-lowering`, ...).
  virtual std::string_view name() const = 0;
  virtual std::string_view description() const = 0;
  // Runs on a builtin.module. Returns false (with diagnostics) on failure.
  virtual bool run(ir::Operation *module, std::vector<ir::Diagnostic> &diags) = 0;

  // The arch the module is compiled for (fly-llc --mcpu, fly-opt --mcpu); null if none was given.
  // Passes that choose target operations (atom-lowering) need it; others ignore it.
  void setArch(const target::Arch *arch) { arch_ = arch; }
  const target::Arch *arch() const { return arch_; }

private:
  const target::Arch *arch_ = nullptr;
};

} // namespace fly::transforms
