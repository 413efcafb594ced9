#include "fly/transforms/PassManager.h"

#include "fly/ir/Printer.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassRegistry.h"

#include <chrono>
#include <cstdio>

namespace fly::transforms {

static std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

Result<bool> PassManager::addPipeline(std::string_view pipeline) {
  pipeline = trim(pipeline);
  for (std::string_view wrapper : {"builtin.module(", "module("})
    if (pipeline.substr(0, wrapper.size()) == wrapper && !pipeline.empty() && pipeline.back() == ')')
      pipeline = trim(pipeline.substr(wrapper.size(), pipeline.size() - wrapper.size() - 1));
  if (pipeline.empty())
    return true;
  size_t start = 0;
  while (start <= pipeline.size()) {
    size_t comma = pipeline.find(',', start);
    std::string_view name = trim(pipeline.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (name.empty())
      return Error("empty pass name in pipeline '" + std::string(pipeline) + "'");
    const PassInfo *info = lookupPass(name);
    if (!info)
      return Error("unknown pass '" + std::string(name) + "' (fly-opt --help lists the passes)");
    addPass(info->create());
    if (comma == std::string_view::npos)
      break;
    start = comma + 1;
  }
  return true;
}

void PassManager::dump(const std::string &s) {
  if (sink_)
    sink_(s);
  else
    std::fputs(s.c_str(), stderr);
}

bool PassManager::run(ir::Operation *module, std::vector<ir::Diagnostic> &diags) {
  timings_.clear();
  for (auto &pass : passes_) {
    std::string name(pass->name());
    if (options_.printIRBefore.count(name))
      dump("// -----// IR Dump Before " + name + " //----- //\n" + ir::printOp(module) + "\n");
    auto t0 = std::chrono::steady_clock::now();
    pass->setArch(options_.arch);
    bool ok = pass->run(module, diags);
    auto t1 = std::chrono::steady_clock::now();
    timings_.push_back({name, std::chrono::duration<double, std::milli>(t1 - t0).count()});
    if (!ok) {
      if (diags.empty())
        diags.push_back(ir::Diagnostic{ir::Severity::Error, module->loc(), "pass '" + name + "' failed", {}});
      return false;
    }
    if (afterPass_)
      afterPass_(name, module);
    if (options_.printIRAfterAll || options_.printIRAfter.count(name))
      dump("// -----// IR Dump After " + name + " //----- //\n" + ir::printOp(module) + "\n");
    if (options_.verifyEach) {
      auto v0 = std::chrono::steady_clock::now();
      size_t before = diags.size();
      bool valid = ir::verify(module, diags);
      auto v1 = std::chrono::steady_clock::now();
      timings_.push_back({"(verifier)", std::chrono::duration<double, std::milli>(v1 - v0).count()});
      if (!valid) {
        if (diags.size() > before)
          diags[before].attachNote(module->loc(), "the IR became invalid after pass '" + name + "'");
        return false;
      }
    }
  }
  if (options_.timePasses)
    dump(timingReport());
  return true;
}

std::string PassManager::timingReport() const {
  // Verifier runs are summed into one row.
  std::vector<Timing> rows;
  double verifier = 0, total = 0;
  bool anyVerifier = false;
  for (const Timing &t : timings_) {
    total += t.ms;
    if (t.pass == "(verifier)") {
      verifier += t.ms;
      anyVerifier = true;
    } else {
      rows.push_back(t);
    }
  }
  if (anyVerifier)
    rows.push_back({"(verifier)", verifier});
  std::string out = "===-------------------------------------------------------------------------===\n";
  out += "                         Pass execution timing report\n";
  out += "===-------------------------------------------------------------------------===\n";
  char line[256];
  std::snprintf(line, sizeof line, "  %-28s %12s %9s\n", "pass", "wall ms", "% total");
  out += line;
  for (const Timing &t : rows) {
    std::snprintf(line, sizeof line, "  %-28s %12.3f %8.1f%%\n", t.pass.c_str(), t.ms, total > 0 ? 100.0 * t.ms / total : 0.0);
    out += line;
  }
  std::snprintf(line, sizeof line, "  %-28s %12.3f %8.1f%%\n", "total", total, total > 0 ? 100.0 : 0.0);
  out += line;
  return out;
}

} // namespace fly::transforms
