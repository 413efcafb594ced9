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

namespace {
// Splits at top-level commas (not inside (), {}); an error names unbalanced text.
Result<std::vector<std::string_view>> splitPipeline(std::string_view text) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : ',';
    if (c == '(' || c == '{')
      ++depth;
    else if (c == ')' || c == '}')
      --depth;
    if (depth < 0)
      return Error("unbalanced ')' or '}' in pipeline '" + std::string(text) + "'");
    if (c == ',' && depth == 0) {
      out.push_back(trim(text.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (depth != 0)
    return Error("unbalanced '(' or '{' in pipeline '" + std::string(text) + "'");
  return out;
}
} // namespace

// Fly's `a,b,c`, or MLIR/FlyDSL's `builtin.module(a, gpu.module(b{opt=1}), func.func(c))`:
// an op anchor runs its passes on the whole module (Fly's passes walk every
// function), pass options in `{...}` are accepted and ignored (Fly's passes
// take none).
Result<bool> PassManager::addPipeline(std::string_view pipeline) {
  pipeline = trim(pipeline);
  if (pipeline.empty())
    return true;
  auto parts = splitPipeline(pipeline);
  if (!parts.ok())
    return parts.error();
  for (std::string_view part : *parts) {
    if (part.empty())
      return Error("empty pass name in pipeline '" + std::string(pipeline) + "'");
    size_t paren = part.find('(');
    if (paren != std::string_view::npos && part.back() == ')') {
      std::string_view anchor = trim(part.substr(0, paren));
      if (anchor != "builtin.module" && anchor != "module" && anchor != "gpu.module" && anchor != "func.func" &&
          anchor != "gpu.func")
        return Error("unknown op anchor '" + std::string(anchor) + "' in pipeline (builtin.module, gpu.module, func.func, gpu.func)");
      auto r = addPipeline(part.substr(paren + 1, part.size() - paren - 2));
      if (!r.ok())
        return r;
      continue;
    }
    std::string_view name = part;
    if (size_t brace = part.find('{'); brace != std::string_view::npos) {
      if (part.back() != '}')
        return Error("text after the options of '" + std::string(part) + "'");
      name = trim(part.substr(0, brace));
    }
    if (std::optional<std::string_view> alias = pipelineAlias(name)) {
      if (alias->empty())
        continue;
      auto r = addPipeline(*alias);
      if (!r.ok())
        return r;
      continue;
    }
    const PassInfo *info = lookupPass(name);
    if (!info)
      return Error("unknown pass '" + std::string(name) + "' (fly-opt --help lists the passes)");
    addPass(info->create());
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
