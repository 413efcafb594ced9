#include "Autotune.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace fly::autotune {
namespace {

llvm::Error fail(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

// The unit of a device's costs (Device::launchCost). Part of the cache key: a winner measured in
// one unit is never taken for the answer in another.
const char *costUnit(runtime::Device::LaunchCost cost) {
  switch (cost) {
  case runtime::Device::LaunchCost::ModelledCycles: return "modelled cycles (emulator)";
  case runtime::Device::LaunchCost::Instructions: return "wave instructions (emulator)";
  case runtime::Device::LaunchCost::EventTime: break;
  }
  return "ms (device events)";
}

std::string joinProblem(const std::vector<int64_t> &problem) {
  std::string text;
  for (int64_t d : problem) text += (text.empty() ? "" : ",") + std::to_string(d);
  return text;
}

std::string paramsText(const kernels::Params &params) {
  std::string text;
  for (const auto &[key, value] : params) text += (text.empty() ? "" : " ") + key + "=" + value;
  return text;
}

// What the cache keeps: the winner, one KEY=VALUE per line.
std::string serialize(const Result &result) {
  std::ostringstream os;
  for (const auto &[key, value] : result.best.params) os << "param " << key << "=" << value << "\n";
  os << "waves_per_eu " << result.best.wavesPerEu << "\n";
  os << "maxnreg " << result.best.maxnreg << "\n";
  os << "cost " << std::setprecision(17) << result.cost << "\n"; // 17 digits: the same double read back
  os << "unit " << result.costUnit << "\n";
  return os.str();
}

std::optional<Result> deserialize(const kernels::Entry &entry, llvm::StringRef text, llvm::StringRef unit) {
  Result result;
  result.fromCache = true;
  kernels::Params given;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, false);
  for (llvm::StringRef line : lines) {
    auto [word, rest] = line.split(' ');
    if (word == "param") {
      auto [key, value] = rest.split('=');
      given[key.str()] = value.str();
    } else if (word == "waves_per_eu") {
      if (rest.getAsInteger(10, result.best.wavesPerEu)) return std::nullopt;
    } else if (word == "maxnreg") {
      if (rest.getAsInteger(10, result.best.maxnreg)) return std::nullopt;
    } else if (word == "cost") {
      if (rest.getAsDouble(result.cost)) return std::nullopt;
    } else if (word == "unit") {
      result.costUnit = rest.str();
    } else {
      return std::nullopt;
    }
  }
  // An entry in another unit (the key has the unit: only a damaged entry): tune again.
  if (result.costUnit != unit) return std::nullopt;
  // A registry that changed since the entry was written: tune again.
  auto params = kernels::resolveParams(entry, given);
  if (!params) {
    llvm::consumeError(params.takeError());
    return std::nullopt;
  }
  result.best.params = std::move(*params);
  return result;
}

std::string cacheKey(const kernels::Entry &entry, const kernels::Params &fixed, const std::vector<int64_t> &problem,
                     runtime::Device &device, const Options &options) {
  auto list = [](const std::vector<unsigned> &values) {
    std::string text;
    for (unsigned v : values) text += std::to_string(v) + ",";
    return text;
  };
  return runtime::CompileCache::keyForFields({"fly-autotune-v4", entry.name, paramsText(fixed), joinProblem(problem),
                                              device.arch(), device.name(), costUnit(device.launchCost()),
                                              list(options.wavesPerEu), list(options.maxnreg),
                                              options.staged ? "staged" : "full",
                                              std::to_string(options.optLevel)});
}

} // namespace

std::string Config::str() const {
  return paramsText(params) + (params.empty() ? "" : " ") + "waves_per_eu=" + std::to_string(wavesPerEu) +
         " maxnreg=" + std::to_string(maxnreg);
}

llvm::Expected<std::vector<Config>> searchSpace(const kernels::Entry &entry, const kernels::Params &fixed,
                                                const Options &options) {
  auto base = kernels::resolveParams(entry, fixed);
  if (!base) return base.takeError();
  if (options.wavesPerEu.empty()) return fail("autotune: no waves_per_eu values to try");
  if (options.maxnreg.empty()) return fail("autotune: no maxnreg values to try");
  std::vector<kernels::Params> combos;
  for (const kernels::Params &shape : entry.tuneShapes) {
    bool agrees = std::all_of(shape.begin(), shape.end(), [&](const auto &kv) {
      auto f = fixed.find(kv.first);
      return f == fixed.end() || f->second == kv.second;
    });
    if (!agrees) continue;
    kernels::Params next = *base;
    for (const auto &[key, value] : shape) next[key] = value;
    if (std::find(combos.begin(), combos.end(), next) == combos.end()) combos.push_back(std::move(next));
  }
  // No shapes, or the caller fixed every shape's parameters otherwise: the resolved parameters.
  if (combos.empty()) combos.push_back(*base);
  for (const kernels::Param &p : entry.params) {
    if (!p.tunable || fixed.count(p.name)) continue;
    const std::vector<std::string> &values = p.allowed.empty() ? p.candidates : p.allowed;
    if (values.empty())
      return fail("autotune: tunable parameter '" + p.name + "' of kernel '" + entry.name + "' lists no values");
    std::vector<kernels::Params> grown;
    for (const kernels::Params &c : combos)
      for (const std::string &value : values) {
        kernels::Params next = c;
        next[p.name] = value;
        grown.push_back(std::move(next));
      }
    combos = std::move(grown);
  }
  std::vector<Config> configs;
  for (const kernels::Params &c : combos)
    for (unsigned w : options.wavesPerEu)
      for (unsigned r : options.maxnreg) configs.push_back({c, w, r});
  if (configs.size() > options.maxConfigs)
    return fail("autotune: kernel '" + entry.name + "' has " + std::to_string(configs.size()) +
                " configurations, more than the limit of " + std::to_string(options.maxConfigs) +
                " (fix some parameters with -p)");
  return configs;
}

llvm::Expected<Result> tune(const kernels::Entry &entry, const kernels::Params &fixed,
                            const std::vector<int64_t> &problem, runtime::Device &device, const Options &options) {
  if (problem.size() != entry.problemDims.size())
    return fail("autotune: kernel '" + entry.name + "' needs " + std::to_string(entry.problemDims.size()) +
                " problem sizes, got " + std::to_string(problem.size()));
  auto configs = searchSpace(entry, fixed, options);
  if (!configs) return configs.takeError();
  runtime::CompileCache &cache = options.cache ? *options.cache : runtime::CompileCache::global();
  std::string key = cacheKey(entry, fixed, problem, device, options);
  const runtime::Device::LaunchCost measure = device.launchCost();
  const char *unit = costUnit(measure);
  if (options.useCache)
    if (auto hit = cache.lookup(key))
      if (auto cached = deserialize(entry, **hit, unit)) return *cached;

  Result result;
  result.costUnit = unit;
  std::optional<size_t> best;
  // Staged (Options::staged): the kernel's parameters first at the first waves-per-eu and maxnreg
  // values, then the other register values for the parameters that won.
  std::vector<Config> order;
  if (options.staged) {
    for (const Config &c : *configs)
      if (c.wavesPerEu == options.wavesPerEu.front() && c.maxnreg == options.maxnreg.front()) order.push_back(c);
  } else {
    order = *configs;
  }
  size_t firstStage = order.size();
  for (size_t i = 0; i < order.size(); ++i) {
    const Config config = order[i];
    Trial trial;
    trial.config = config;
    kernels::RunOptions run;
    run.seed = options.seed;
    run.optLevel = options.optLevel;
    run.wavesPerEu = config.wavesPerEu;
    run.maxnreg = config.maxnreg;
    run.timedLaunches = options.timedRuns;
    auto ran = kernels::runKernel(entry, config.params, problem, device, run);
    if (!ran) {
      trial.note = llvm::toString(ran.takeError());
    } else if (!ran->pass) {
      trial.note = "wrong result: " + ran->worstAt;
    } else if (measure == runtime::Device::LaunchCost::ModelledCycles && ran->modelledCycles) {
      trial.ok = true;
      trial.cost = *ran->modelledCycles;
    } else if (measure == runtime::Device::LaunchCost::Instructions && ran->instructions) {
      trial.ok = true;
      trial.cost = double(*ran->instructions);
    } else if (measure == runtime::Device::LaunchCost::EventTime && !ran->launchMilliseconds.empty()) {
      std::vector<double> ms = ran->launchMilliseconds;
      std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
      trial.ok = true;
      trial.cost = ms[ms.size() / 2];
    } else {
      trial.note = std::string("the device measured no ") + unit;
    }
    if (trial.ok && (!best || trial.cost < result.trials[*best].cost)) best = result.trials.size();
    result.trials.push_back(std::move(trial));
    // The second stage is appended once the first is done.
    if (options.staged && i + 1 == firstStage && best) {
      const kernels::Params winner = result.trials[*best].config.params;
      for (const Config &c : *configs)
        if (c.params == winner && !(c.wavesPerEu == options.wavesPerEu.front() && c.maxnreg == options.maxnreg.front()))
          order.push_back(c);
    }
  }
  if (!best) {
    std::string why;
    for (const Trial &t : result.trials) why += "\n  " + t.config.str() + ": " + t.note;
    return fail("autotune: no configuration of kernel '" + entry.name + "' ran correctly:" + why);
  }
  result.best = result.trials[*best].config;
  result.cost = result.trials[*best].cost;
  if (options.useCache) cache.store(key, std::make_shared<const std::string>(serialize(result)));
  return result;
}

} // namespace fly::autotune
