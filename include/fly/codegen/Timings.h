// Wall-clock time per compilation stage, in the order the stages ran. Fly's own stages (parse,
// passes, emission) and LLVM's (optimization, codegen, link) are recorded separately so that
// `--time-passes` shows the share of compile time spent in Fly.
#pragma once

#include <chrono>
#include <ostream>
#include <string>
#include <vector>

namespace fly::codegen {

class Timings {
public:
  struct Entry {
    std::string stage;
    std::string owner; // "fly" or "llvm"
    double seconds;
  };

  void add(std::string stage, std::string owner, double seconds);
  const std::vector<Entry>& entries() const { return entries_; }
  double total() const;
  double totalFor(const std::string& owner) const;
  void print(std::ostream& os) const;

  // Adds the time from construction to destruction as one stage (no-op if `timings` is null).
  class Scope {
  public:
    Scope(Timings* timings, std::string stage, std::string owner);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

  private:
    Timings* timings_;
    std::string stage_, owner_;
    std::chrono::steady_clock::time_point start_;
  };

private:
  std::vector<Entry> entries_;
};

} // namespace fly::codegen
