#include "fly/codegen/Timings.h"

#include <cstdio>

namespace fly::codegen {

void Timings::add(std::string stage, std::string owner, double seconds) {
  entries_.push_back({std::move(stage), std::move(owner), seconds});
}

double Timings::total() const {
  double sum = 0;
  for (const Entry& e : entries_) sum += e.seconds;
  return sum;
}

double Timings::totalFor(const std::string& owner) const {
  double sum = 0;
  for (const Entry& e : entries_)
    if (e.owner == owner) sum += e.seconds;
  return sum;
}

void Timings::print(std::ostream& os) const {
  const double all = total();
  auto percent = [&](double s) { return all > 0 ? 100.0 * s / all : 0.0; };
  char line[160];
  os << "===-------------------------------------------------------------------------===\n"
        "                          Fly compile time report\n"
        "===-------------------------------------------------------------------------===\n";
  std::snprintf(line, sizeof line, "  %10s  %7s  %-5s  %s\n", "wall (s)", "share", "owner", "stage");
  os << line;
  for (const Entry& e : entries_) {
    std::snprintf(line, sizeof line, "  %10.6f  %6.1f%%  %-5s  %s\n", e.seconds, percent(e.seconds),
                  e.owner.c_str(), e.stage.c_str());
    os << line;
  }
  for (const char* owner : {"fly", "llvm"}) {
    double s = totalFor(owner);
    std::snprintf(line, sizeof line, "  %10.6f  %6.1f%%  %-5s  (all %s stages)\n", s, percent(s), owner,
                  owner);
    os << line;
  }
  std::snprintf(line, sizeof line, "  %10.6f  %6.1f%%  total\n", all, 100.0);
  os << line;
}

Timings::Scope::Scope(Timings* timings, std::string stage, std::string owner)
    : timings_(timings), stage_(std::move(stage)), owner_(std::move(owner)),
      start_(std::chrono::steady_clock::now()) {}

Timings::Scope::~Scope() {
  if (!timings_) return;
  std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start_;
  timings_->add(std::move(stage_), std::move(owner_), elapsed.count());
}

} // namespace fly::codegen
