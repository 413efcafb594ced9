// -O0 .. -O3 of the tools that compile (fly-llc, fly-run), declared once. LLVM's cl::opt<char> reads
// only the first character (-O10 was -O1): this one reads the whole text and refuses the rest.
#pragma once

#include "llvm/Support/CommandLine.h"

#include <optional>
#include <string>

namespace fly::tools {

struct OptLevelOption {
  llvm::cl::opt<std::string> text;

  explicit OptLevelOption(llvm::cl::OptionCategory &category)
      : text("O", llvm::cl::desc("Optimization level: -O0, -O1, -O2 or -O3 (default -O3)"), llvm::cl::Prefix,
             llvm::cl::init("3"), llvm::cl::cat(category)) {}

  /// 0..3, or std::nullopt for anything else (message() says what was wrong).
  std::optional<int> level() const {
    const std::string &t = text.getValue();
    if (t.size() == 1 && t[0] >= '0' && t[0] <= '3') return t[0] - '0';
    return std::nullopt;
  }
  std::string message() const {
    return "invalid optimization level -O" + text.getValue() + " (expected -O0, -O1, -O2 or -O3)";
  }
};

} // namespace fly::tools
