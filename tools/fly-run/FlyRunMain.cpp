// fly-run's whole command: parses the command line, runs the kernel, prints the report. The tool's
// main is this call; the fly-run fuzzer (tests/fuzz/FlyRunFuzzer.cpp) calls it repeatedly.
#include "FlyRunMain.h"
#include "Registry.h"

#include "Autotune.h"
#include "OccupancyOptions.h"
#include "OptLevelOption.h"
#include "fly/runtime/Device.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace llvm;

namespace {
cl::OptionCategory category("fly-run options");
cl::opt<std::string> kernelName(cl::Positional, cl::desc("<kernel>"), cl::cat(category));
cl::list<std::string> kernelParams("p", cl::desc("A kernel parameter (repeatable)"), cl::value_desc("KEY=VALUE"),
                                   cl::Prefix, cl::cat(category));
cl::opt<std::string> deviceSpec("device", cl::desc("emu:ARCH (default emu:gfx942), hip or hip:N"),
                                cl::value_desc("device"), cl::init("emu:gfx942"), cl::cat(category));
cl::opt<std::string> sizes("size", cl::desc("Problem size, comma separated (default: the kernel's)"),
                           cl::value_desc("M,N"), cl::cat(category));
cl::opt<uint64_t> seed("seed", cl::desc("Seed of the random inputs"), cl::init(2026), cl::cat(category));
cl::list<std::string> inputs("input", cl::desc("Read input argument NAME from FILE (raw elements)"),
                             cl::value_desc("NAME=FILE"), cl::cat(category));
cl::opt<bool> ldsStats("lds-stats",
                      cl::desc("Emulator: count LDS cycles and bank-conflict cycles per instruction and print them"),
                      cl::cat(category));
cl::opt<bool> profile("profile",
                      cl::desc("Emulator: print the performance model's profile of the launch (modelled time, what "
                               "bounds it, occupancy, roofline; docs/emulator.md) and the executed instructions"),
                      cl::cat(category));
cl::opt<bool> autotuneOption("autotune",
                       cl::desc("First find the best configuration of the kernel's tunable parameters (those not "
                                "given with -p), waves-per-eu and maxnreg (unless given) for this problem and "
                                "device, cached on disk (docs/runtime.md), then run it"),
                       cl::cat(category));
cl::opt<bool> noCache("no-cache",
                      cl::desc("Compile without the compile cache (by default every compile is looked up in it and "
                               "stored: FLY_CACHE_DIR, docs/runtime.md)"),
                      cl::cat(category));
fly::tools::OccupancyOptions occupancy(category);
fly::tools::OptLevelOption optLevel(category);

} // namespace

namespace fly::tools {

int flyRunMain(int argc, const char *const *argv, raw_ostream &outs, raw_ostream &errs, const FlyRunLimits &limits) {
  auto fail = [&](const Twine &message) {
    WithColor::error(errs, "fly-run") << message << "\n";
    return 2;
  };
  // Options keep their values between calls in one process (a fuzzer calls this repeatedly).
  cl::ResetAllOptionOccurrences();
  const uint64_t errsBefore = errs.tell();
  cl::HideUnrelatedOptions(category);
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "Runs a Fly registry kernel and checks it against its CPU reference\n\n"
                                   "  fly-run softmax -p dtype=f16 --size 64,5000 --device emu:gfx1201\n"
                                   "  (fly-llc --list-kernels lists the kernels)\n"
                                   "The kernel is compiled through the compile cache (--no-cache: not)\n",
                                   &errs)) {
    // LLVM reports a bad option value on llvm::errs() whatever stream it is given: when `errs` is
    // another stream and got nothing, it still hears why.
    if (errs.tell() == errsBefore) fail("invalid command line (fly-run --help lists the options)");
    return 2;
  }
  if (kernelName.empty()) return fail("no kernel given (fly-llc --list-kernels lists them)");
  const fly::kernels::Entry *entry = fly::kernels::findKernel(kernelName);
  if (!entry) return fail("unknown kernel '" + kernelName + "' (fly-llc --list-kernels lists them)");
  auto parsed = fly::kernels::parseParams(kernelParams);
  if (!parsed) return fail(toString(parsed.takeError()));
  fly::kernels::Params given = *parsed;
  auto params = fly::kernels::resolveParams(*entry, given);
  if (!params) return fail(toString(params.takeError()));

  std::vector<int64_t> problem = entry->defaultProblem;
  if (!sizes.empty()) {
    problem.clear();
    SmallVector<StringRef> parts;
    StringRef(sizes).split(parts, ',');
    for (StringRef part : parts) {
      int64_t v = 0;
      if (part.trim().getAsInteger(10, v) || v <= 0)
        return fail("--size " + sizes + ": '" + part + "' is not a positive integer");
      problem.push_back(v);
    }
    if (problem.size() != entry->problemDims.size()) {
      std::string dims;
      for (const std::string &d : entry->problemDims) dims += (dims.empty() ? "" : ",") + d;
      return fail("kernel '" + entry->name + "' takes --size " + dims);
    }
  }
  fly::kernels::RunOptions options;
  options.seed = seed;
  if (!optLevel.level()) return fail(optLevel.message());
  options.optLevel = *optLevel.level();
  options.wavesPerEu = occupancy.wavesPerEU;
  options.maxnreg = occupancy.maxnreg;
  options.useCache = !noCache;
  options.maxBytes = limits.maxBytes;

  // Read now: compiling may parse LLVM's own options, which resets every option to its default.
  const bool wantProfile = profile;
  if (wantProfile && !StringRef(deviceSpec).starts_with("emu:"))
    return fail("--profile needs the emulator's performance model (--device emu:ARCH), not '" + deviceSpec + "'");
  auto device = fly::runtime::openDevice(deviceSpec, ldsStats || wantProfile);
  if (!device) return fail(toString(device.takeError()));
  const fly::target::Arch *arch = fly::target::findArch((*device)->arch());
  if (!arch) return fail("device arch '" + (*device)->arch() + "' is not one Fly compiles for");
  // --input names one of the kernel's inputs (not an output, not a scalar), once.
  std::string inputNames;
  // The plan names the inputs; it may only be made for a problem the kernel takes (a size past
  // i32 overflowed the plan's arithmetic; found by the fly-run fuzzer).
  if (Error e = fly::kernels::checkProblem(*entry, *params, problem, *arch)) return fail(toString(std::move(e)));
  fly::kernels::Plan plan = entry->plan(*params, problem, *arch);
  for (const fly::kernels::Argument &a : plan.arguments)
    if (a.role == fly::kernels::Argument::Role::Input) inputNames += (inputNames.empty() ? "" : ", ") + a.name;
  for (const std::string &in : inputs) {
    size_t eq = in.find('=');
    if (eq == std::string::npos) return fail("--input " + in + ": expected NAME=FILE");
    std::string name = in.substr(0, eq);
    bool known = false;
    for (const fly::kernels::Argument &a : plan.arguments)
      known |= a.name == name && a.role == fly::kernels::Argument::Role::Input;
    if (!known)
      return fail("--input " + in + ": kernel '" + entry->name + "' has no input named '" + name +
                  "' (its inputs: " + inputNames + ")");
    if (options.inputFiles.count(name)) return fail("--input " + in + ": input '" + name + "' is given twice");
    options.inputFiles[name] = in.substr(eq + 1);
  }

  outs << "kernel  " << entry->name;
  for (const auto &[k, v] : *params) outs << " " << k << "=" << v;
  outs << "\nproblem ";
  for (size_t i = 0; i < problem.size(); ++i) outs << " " << entry->problemDims[i] << "=" << problem[i];
  outs << "\ndevice   " << (*device)->name() << "\n";
  auto start = std::chrono::steady_clock::now();
  if (autotuneOption && !limits.allowAutotune) return fail("--autotune is not available here");
  if (autotuneOption) {
    fly::autotune::Options tuneOptions;
    tuneOptions.seed = seed;
    tuneOptions.optLevel = options.optLevel;
    tuneOptions.useCache = !noCache;
    if (occupancy.wavesPerEU.getNumOccurrences()) tuneOptions.wavesPerEu = {occupancy.wavesPerEU};
    if (occupancy.maxnreg.getNumOccurrences()) tuneOptions.maxnreg = {occupancy.maxnreg};
    // On the emulator, trials are costed by its performance model, which needs per-instruction
    // counters: the search runs on its own device opened with them.
    auto tuneDevice = fly::runtime::openDevice(deviceSpec, /*perInstructionCounters=*/true);
    if (!tuneDevice) return fail(toString(tuneDevice.takeError()));
    auto tuned = fly::autotune::tune(*entry, given, problem, **tuneDevice, tuneOptions);
    if (!tuned) return fail(toString(tuned.takeError()));
    for (const fly::autotune::Trial &t : tuned->trials) {
      if (t.ok) outs << format("  tried %-40s %14.0f", t.config.str().c_str(), t.cost) << "\n";
      else outs << "  tried " << t.config.str() << "  rejected: " << t.note << "\n";
    }
    outs << "autotune " << tuned->best.str() << "  (" << format("%.6g", tuned->cost) << " " << tuned->costUnit
           << (tuned->fromCache ? ", from the cache" : "") << ")\n";
    *params = tuned->best.params;
    options.wavesPerEu = tuned->best.wavesPerEu;
    options.maxnreg = tuned->best.maxnreg;
  }
  auto result = fly::kernels::runKernel(*entry, *params, problem, **device, options);
  if (!result) return fail(toString(result.takeError()));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  outs << "compile  " << fly::runtime::describeOutcome(result->compiled) << "\n";
  outs << result->summary;
  outs << "max error " << result->maxError << "  (worst: " << result->worstAt << ")\n";
  outs << "check    " << entry->tolerance << "\n";
  if (!result->deviceStats.empty()) outs << result->deviceStats << (result->deviceStats.back() == '\n' ? "" : "\n");
  if (wantProfile) {
    std::optional<fly::emu::Profile> p = (*device)->lastLaunchProfile();
    if (!p) return fail("--profile: the launch of '" + entry->name + "' has no profile");
    outs << p->format();
  }
  outs << format("compile + run + check: %.2f s\n", seconds);
  outs << (result->pass ? "PASS" : "FAIL") << "\n";
  return result->pass ? 0 : 1;
}

} // namespace fly::tools
