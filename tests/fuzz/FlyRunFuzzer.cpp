// Fuzzes fly-run's command line, structure-aware: each input is decoded into an argv built from
// what fly-run takes (a registry kernel or a wrong name; -p KEY=VALUE from the kernel's own
// parameters and their allowed values, unknown keys, repeats, malformed pairs; --size with the
// right or wrong number of extents, edge values and non-numbers; --device over every arch and bad
// specs; -O, --waves-per-eu, --maxnreg, --seed, --no-cache, --lds-stats; --input NAME=FILE with
// the kernel's inputs, outputs and unknown names, and files of exactly the argument's bytes, a
// byte off, empty, /dev/zero, /dev/null, a FIFO, a directory, a symlink, a missing path) and run
// through the same function as the tool (tools/fly-run/FlyRunMain.cpp) with the run's memory
// bounded (FlyRunLimits) so that every accepted problem is small.
// Invariants beyond "no crash, hang, leak, UB": the exit status is 0, 1 or 2; status 2 comes with
// a message on stderr; a run on generated inputs (no --input) that gets to its check passes it (a
// failed check there is a wrong answer of a registry kernel).
#include "FlyRunMain.h"
#include "Registry.h"

#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

// Per-process scratch: the compile cache and the input files live here.
const std::string &scratch() {
  static const std::string dir = [] {
    char templ[] = "/tmp/fly-run-fuzz-XXXXXX";
    const char *made = mkdtemp(templ);
    if (!made) std::abort();
    std::string d = made;
    setenv("FLY_CACHE_DIR", (d + "/cache").c_str(), 1);
    mkfifo((d + "/fifo").c_str(), 0600);
    std::filesystem::create_directory(d + "/dir");
    std::filesystem::create_symlink("/dev/zero", d + "/zero-link");
    return d;
  }();
  return dir;
}

// A token from the input that cannot be read as an option (so no --help or --version).
std::string token(FuzzedDataProvider &in, size_t maxLength) {
  std::string s = in.ConsumeRandomLengthString(maxLength);
  if (!s.empty() && s[0] == '-') s[0] = '_';
  return s;
}

std::string integerText(FuzzedDataProvider &in) {
  static const char *const edges[] = {"0",          "-1",         "1",          "2147483647",
                                      "2147483648", "4294967297", "4611686018427387904",
                                      "6148914691236517206",      "9223372036854775807",
                                      "99999999999999999999",     "", "abc", "7x", " 3", "+5", "0x10", "1e3"};
  switch (in.ConsumeIntegralInRange<int>(0, 5)) {
  case 0: return edges[in.ConsumeIntegralInRange<size_t>(0, std::size(edges) - 1)];
  case 1: return token(in, 12);
  case 2: return std::to_string(in.ConsumeIntegralInRange<int64_t>(1, 1 << 16));
  default: return std::to_string(in.ConsumeIntegralInRange<int64_t>(1, 300));
  }
}

std::string paramValue(FuzzedDataProvider &in, const fly::kernels::Param &p) {
  if (!p.allowed.empty() && in.ConsumeIntegralInRange<int>(0, 7) != 0)
    return p.allowed[in.ConsumeIntegralInRange<size_t>(0, p.allowed.size() - 1)];
  if (p.allowed.empty() && !p.candidates.empty() && in.ConsumeBool())
    return p.candidates[in.ConsumeIntegralInRange<size_t>(0, p.candidates.size() - 1)];
  if (in.ConsumeBool()) return p.defaultValue;
  return p.allowed.empty() && in.ConsumeBool() ? integerText(in) : token(in, 10);
}

// The bytes the file for input argument `name` should hold, when the fuzzer can tell safely: the
// same checks fly-run makes first (parameters resolve and validate, sizes within i32).
std::optional<uint64_t> expectedBytes(const fly::kernels::Entry &entry, const std::vector<std::string> &texts,
                                      const std::vector<int64_t> &problem, const std::string &archName,
                                      const std::string &name) {
  const fly::target::Arch *arch = fly::target::findArch(archName);
  if (!arch || problem.size() != entry.problemDims.size()) return std::nullopt;
  for (int64_t v : problem)
    if (v <= 0 || v > (1 << 20)) return std::nullopt;
  auto given = fly::kernels::parseParams(texts);
  if (!given) {
    llvm::consumeError(given.takeError());
    return std::nullopt;
  }
  auto params = fly::kernels::resolveParams(entry, *given);
  if (!params) {
    llvm::consumeError(params.takeError());
    return std::nullopt;
  }
  if (entry.validate && !entry.validate(*params, *arch, &problem).empty()) return std::nullopt;
  fly::kernels::Plan plan = entry.plan(*params, problem, *arch);
  for (const fly::kernels::Argument &a : plan.arguments) {
    if (a.name != name || a.role != fly::kernels::Argument::Role::Input) continue;
    uint64_t count = 1;
    for (int64_t d : a.shape) count *= uint64_t(d);
    uint64_t bytes = a.type == "f32" || a.type == "i32" ? 4 : a.type == "i64" ? 8 : a.type == "i8" ? 1 : 2;
    if (count > (1u << 22)) return std::nullopt;
    return count * bytes;
  }
  return std::nullopt;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string &dir = scratch();
  FuzzedDataProvider in(data, size);
  const auto &registry = fly::kernels::registry();
  std::vector<std::string> args = {"fly-run"};

  const fly::kernels::Entry *entry = nullptr;
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0) {
    args.push_back(token(in, 16));
  } else {
    entry = &registry[in.ConsumeIntegralInRange<size_t>(0, registry.size() - 1)];
    args.push_back(entry->name);
  }

  std::vector<std::string> paramTexts;
  if (entry) {
    for (const fly::kernels::Param &p : entry->params) {
      if (!in.ConsumeBool()) continue;
      paramTexts.push_back(p.name + "=" + paramValue(in, p));
      if (in.ConsumeIntegralInRange<int>(0, 15) == 0) paramTexts.push_back(p.name + "=" + paramValue(in, p));
    }
  }
  switch (in.ConsumeIntegralInRange<int>(0, 15)) {
  case 0: paramTexts.push_back(token(in, 8) + "=" + token(in, 8)); break;
  case 1: paramTexts.push_back(token(in, 12)); break;
  case 2: paramTexts.push_back("=" + token(in, 4)); break;
  default: break;
  }
  for (const std::string &p : paramTexts) {
    args.push_back("-p");
    args.push_back(p);
  }

  std::vector<int64_t> problem;
  if (entry && in.ConsumeIntegralInRange<int>(0, 3) != 0) {
    size_t dims = entry->problemDims.size();
    if (in.ConsumeIntegralInRange<int>(0, 15) == 0) dims = in.ConsumeIntegralInRange<size_t>(0, 4);
    std::string text;
    for (size_t i = 0; i < dims; ++i) {
      std::string v = in.ConsumeIntegralInRange<int>(0, 5) == 0 ? integerText(in)
                                                                 : std::to_string(in.ConsumeIntegralInRange<int>(1, 200));
      problem.push_back(std::atoll(v.c_str()));
      text += (i ? "," : "") + v;
    }
    args.push_back("--size=" + text);
  } else if (entry) {
    problem = entry->defaultProblem;
  }

  std::string arch = "gfx942";
  if (in.ConsumeBool()) {
    static const char *const specs[] = {"emu:gfx942", "emu:gfx950", "emu:gfx1201", "emu:gfx1250", "emu:gfx1100",
                                        "emu:gfx1151", "emu:",      "emu:gfx9000", "gfx942",      "emu:GFX942",
                                        "hip:x",       ""};
    std::string spec = in.ConsumeIntegralInRange<int>(0, 9) == 0
                           ? "emu:" + token(in, 8)
                           : specs[in.ConsumeIntegralInRange<size_t>(0, std::size(specs) - 1)];
    if (spec.rfind("emu:", 0) == 0) arch = spec.substr(4);
    args.push_back("--device=" + spec);
  }
  if (in.ConsumeIntegralInRange<int>(0, 3) == 0) {
    static const char *const levels[] = {"0", "1", "2", "3", "10", "3x", "", "-1", "s"};
    args.push_back(std::string("-O") + levels[in.ConsumeIntegralInRange<size_t>(0, std::size(levels) - 1)]);
  }
  if (in.ConsumeIntegralInRange<int>(0, 5) == 0) args.push_back("--waves-per-eu=" + integerText(in));
  if (in.ConsumeIntegralInRange<int>(0, 5) == 0) args.push_back("--maxnreg=" + integerText(in));
  if (in.ConsumeIntegralInRange<int>(0, 5) == 0) args.push_back("--seed=" + integerText(in));
  if (in.ConsumeIntegralInRange<int>(0, 3) == 0) args.push_back("--no-cache");
  if (in.ConsumeIntegralInRange<int>(0, 7) == 0) args.push_back("--lds-stats");
  if (in.ConsumeIntegralInRange<int>(0, 31) == 0) args.push_back("--autotune");
  if (in.ConsumeIntegralInRange<int>(0, 31) == 0) args.push_back(token(in, 8)); // a stray positional

  bool fromFiles = false;
  const int inputCount = in.ConsumeIntegralInRange<int>(0, 7) == 0 ? in.ConsumeIntegralInRange<int>(1, 3) : 0;
  for (int i = 0; i < inputCount; ++i) {
    std::string name;
    if (entry && in.ConsumeIntegralInRange<int>(0, 3) != 0) {
      // One of the plan's arguments (inputs mostly, outputs and scalars too) when the plan is safe to make.
      std::vector<std::string> names;
      auto params = fly::kernels::resolveParams(*entry, {});
      if (!params) llvm::consumeError(params.takeError());
      else if (const fly::target::Arch *a = fly::target::findArch(entry->archs.empty() ? "gfx942" : entry->archs[0]))
        for (const auto &arg : entry->plan(*params, entry->defaultProblem, *a).arguments) names.push_back(arg.name);
      name = names.empty() ? token(in, 6) : names[in.ConsumeIntegralInRange<size_t>(0, names.size() - 1)];
    } else {
      name = token(in, 6);
    }
    std::string file;
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
    case 0: file = "/dev/zero"; break;
    case 1: file = "/dev/null"; break;
    case 2: file = dir + "/fifo"; break;
    case 3: file = dir + "/dir"; break;
    case 4: file = dir + "/zero-link"; break;
    case 5: file = dir + "/missing"; break;
    default: {
      // A regular file of the argument's bytes, or a few bytes off, filled from the input.
      uint64_t bytes = in.ConsumeIntegralInRange<uint64_t>(0, 4096);
      if (entry)
        if (auto want = expectedBytes(*entry, paramTexts, problem, arch, name)) {
          const int off = in.ConsumeIntegralInRange<int>(-1, 3);
          bytes = off >= 2 ? *want : uint64_t(std::max<int64_t>(0, int64_t(*want) + off));
        }
      file = dir + "/input" + std::to_string(i);
      std::ofstream out(file, std::ios::binary | std::ios::trunc);
      std::vector<uint8_t> fill = in.ConsumeBytes<uint8_t>(in.ConsumeIntegralInRange<size_t>(0, 64));
      if (fill.empty()) fill.push_back(0x3c);
      for (uint64_t b = 0; b < bytes; ++b) out.put(char(fill[b % fill.size()]));
      break;
    }
    }
    fromFiles = true;
    args.push_back("--input=" + (in.ConsumeIntegralInRange<int>(0, 15) == 0 ? token(in, 8) : name + "=" + file));
  }

  std::vector<const char *> argv;
  for (const std::string &a : args) argv.push_back(a.c_str());
  argv.push_back(nullptr);
  std::string out, err;
  llvm::raw_string_ostream outStream(out), errStream(err);
  fly::tools::FlyRunLimits limits;
  limits.maxBytes = 1 << 20; // every accepted problem stays small enough to emulate at once
  limits.allowAutotune = false;
  const int status = fly::tools::flyRunMain(int(args.size()), argv.data(), outStream, errStream, limits);
  outStream.flush();
  errStream.flush();

  auto broken = [&](const char *what) {
    std::fprintf(stderr, "fuzz invariant broken: %s\nargv:", what);
    for (const std::string &a : args) std::fprintf(stderr, " '%s'", a.c_str());
    std::fprintf(stderr, "\nstatus %d\nstdout:\n%s\nstderr:\n%s\n", status, out.c_str(), err.c_str());
    std::abort();
  };
  if (status < 0 || status > 2) broken("exit status outside 0..2");
  // LLVM's command-line parser words its own errors without "error:" ("Too many positional arguments").
  if (status == 2 && err.find_first_not_of(" \n") == std::string::npos) broken("status 2 without an error message");
  if (status != 2 && out.find(status == 0 ? "PASS" : "FAIL") == std::string::npos) broken("no verdict");
  if (status == 1 && !fromFiles) broken("a registry kernel failed its check on generated inputs");
  return 0;
}
