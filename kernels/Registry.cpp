#include "Registry.h"

#include "Families.h"

#include "fly/emu/FloatFormats.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/HostArgs.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <optional>
#include <cstring>
#include <random>
#include <sstream>

namespace fly::kernels {

const std::vector<Entry> &registry() {
  static const std::vector<Entry> entries = [] {
    std::vector<Entry> all;
    addElementwise(all);
    addReduce(all);
    addSoftmax(all);
    addNorms(all);
    addGemm(all);
    addPreshuffleGemm(all);
    addTiledCopy(all);
    addMoeGating(all);
    addMoeSorting(all);
    addMoeReduce(all);
    addMoeGemm(all);
    addRopeCache(all);
    addFlashAttention(all);
    addPagedAttention(all);
    addPagedAttentionReduce(all);
    addGatherScatter(all);
    addPreshuffleWeight(all);
    return all;
  }();
  return entries;
}

const Entry *findKernel(std::string_view name) {
  for (const Entry &e : registry())
    if (e.name == name) return &e;
  return nullptr;
}

bool supportsArch(const Entry &entry, std::string_view arch) {
  if (entry.archs.empty()) return true;
  for (const std::string &a : entry.archs)
    if (a == arch) return true;
  return false;
}

static llvm::Error fail(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Error parseParam(std::string_view text, Params &into) {
  size_t eq = text.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return fail("parameter '" + std::string(text) + "' is not KEY=VALUE");
  into[std::string(text.substr(0, eq))] = std::string(text.substr(eq + 1));
  return llvm::Error::success();
}

llvm::Expected<Params> parseParams(const std::vector<std::string> &texts) {
  Params all;
  for (const std::string &text : texts) {
    Params one;
    if (llvm::Error e = parseParam(text, one)) return std::move(e);
    for (const auto &[k, v] : one) {
      if (auto it = all.find(k); it != all.end() && it->second != v)
        return fail("parameter '" + k + "' is given twice: " + k + "=" + it->second + " and " + text);
      all[k] = v;
    }
  }
  return all;
}

llvm::Expected<Params> resolveParams(const Entry &entry, const Params &given) {
  Params out;
  for (const auto &[key, value] : given) {
    const Param *p = nullptr;
    for (const Param &q : entry.params)
      if (q.name == key) p = &q;
    if (!p) {
      std::string known;
      for (const Param &q : entry.params) known += (known.empty() ? "" : ", ") + q.name;
      return fail("kernel '" + entry.name + "' has no parameter '" + key + "' (parameters: " +
                  (known.empty() ? "none" : known) + ")");
    }
    if (!p->allowed.empty()) {
      bool ok = false;
      std::string choices;
      for (const std::string &a : p->allowed) {
        ok |= a == value;
        choices += (choices.empty() ? "" : ", ") + a;
      }
      if (!ok)
        return fail("parameter " + key + "=" + value + " of kernel '" + entry.name + "' is not one of: " + choices);
    } else {
      // Kernels compute with their integer parameters in int64 (tile products, offsets): a value past
      // i32 would overflow there (and one past int64 threw in std::stoll), so it is refused here.
      char *end = nullptr;
      errno = 0;
      long long v = std::strtoll(value.c_str(), &end, 10);
      if (value.empty() || *end || v <= 0 || errno == ERANGE || v > INT32_MAX)
        return fail("parameter " + key + "=" + value + " of kernel '" + entry.name +
                    "' must be a positive integer up to 2147483647");
    }
    out[key] = value;
  }
  for (const Param &p : entry.params)
    if (!out.count(p.name)) out[p.name] = p.defaultValue;
  return out;
}

llvm::Expected<std::string> compileKernel(const Entry &entry, const Params &params,
                                          const codegen::CompileOptions &options, codegen::EmitKind emit) {
  if (!options.arch) return fail("no target arch given (supported: " + target::supportedArchList() + ")");
  if (entry.validate) {
    std::string error = entry.validate(params, *options.arch, nullptr);
    if (!error.empty()) return fail(error);
  }
  fx::Module module(entry.name);
  {
    codegen::Timings::Scope scope(options.timings, "fly-build (fly::fx)", "fly");
    entry.build(module, params, *options.arch);
  }
  return runtime::compile(module, options, emit);
}

llvm::Expected<std::string> compileKernel(const Entry &entry, const Params &params, const target::Arch &arch,
                                          int optLevel, codegen::Timings *timings) {
  codegen::CompileOptions options;
  options.arch = &arch;
  options.optLevel = optLevel;
  options.timings = timings;
  return compileKernel(entry, params, options);
}

llvm::Expected<runtime::CachedCode> compileKernelCached(const Entry &entry, const Params &params,
                                                        const codegen::CompileOptions &options, codegen::EmitKind emit,
                                                        bool useCache, runtime::CompileCache *cache) {
  if (!options.arch) return fail("no target arch given (supported: " + target::supportedArchList() + ")");
  if (entry.validate) { // refused before any lookup: a cached entry cannot make a refused kernel run
    std::string error = entry.validate(params, *options.arch, nullptr);
    if (!error.empty()) return fail(error);
  }
  auto key = [&]() -> llvm::Expected<std::string> {
    std::vector<std::string> fields = {"fly-registry-kernel-v1", entry.name};
    for (const auto &[name, value] : params) fields.push_back(name + "=" + value);
    for (std::string &field : runtime::CompileCache::optionFields(options, emit)) fields.push_back(std::move(field));
    return runtime::CompileCache::keyForFields(fields);
  };
  return runtime::compileCached(key, [&] { return compileKernel(entry, params, options, emit); }, options, useCache,
                                cache);
}

static const char *roleName(Argument::Role r) {
  return r == Argument::Role::Input ? "input" : r == Argument::Role::Output ? "output" : "scalar";
}

std::string describe(const Entry &entry, const Params &params, const target::Arch &arch) {
  std::ostringstream os;
  os << entry.name << ": " << entry.summary << "\n";
  os << "parameters:\n";
  if (entry.params.empty()) os << "  (none)\n";
  for (const Param &p : entry.params) {
    os << "  " << p.name << " = " << params.at(p.name) << "   (default " << p.defaultValue;
    if (!p.allowed.empty()) {
      os << "; one of";
      for (const std::string &a : p.allowed) os << " " << a;
    }
    os << ")  " << p.help << "\n";
  }
  os << "archs:";
  for (const target::Arch &a : target::allArchs())
    if (supportsArch(entry, a.name)) os << " " << a.name;
  os << "\n";
  os << "problem:";
  for (size_t i = 0; i < entry.problemDims.size(); ++i)
    os << " " << entry.problemDims[i] << " (default " << entry.defaultProblem[i] << ")";
  os << "\n";
  Plan plan = entry.plan(params, entry.defaultProblem, arch);
  os << "arguments (kernel ABI, in order; tensors are row-major, one global pointer each or a memref: docs/abi.md):\n";
  for (size_t i = 0; i < plan.arguments.size(); ++i) {
    const Argument &a = plan.arguments[i];
    os << "  " << i << ": " << a.name << "  " << roleName(a.role) << "  ";
    if (a.role == Argument::Role::Scalar) os << a.type;
    else {
      if (a.layout.empty()) os << "!fly.ptr<" << a.type << ", global>  [";
      else os << "!fly.memref<" << a.type << ", global, " << a.layout << "> (pointer, then its ? leaves as i32)  [";
      for (size_t d = 0; d < a.shape.size(); ++d) os << (d ? "x" : "") << a.shape[d];
      os << " at the default problem]";
    }
    os << "  " << a.help << "\n";
  }
  os << "launch: " << entry.gridRule << "\n";
  const auto &g = plan.launch.grid, &b = plan.launch.block;
  os << "launch at the default problem: grid (" << g[0] << ", " << g[1] << ", " << g[2] << "), block (" << b[0] << ", "
     << b[1] << ", " << b[2] << ")\n";
  os << "check: " << entry.tolerance << "\n";
  return os.str();
}

// ---- host element encoding ----
namespace {
struct ElementCodec {
  unsigned bytes;
  std::function<double(const uint8_t *)> decode;
  std::function<void(double, uint8_t *)> encode;
};

llvm::Expected<ElementCodec> codecFor(const std::string &type) {
  using emu::FloatFormat;
  auto small = [](FloatFormat f, unsigned bytes) {
    return ElementCodec{bytes,
                        [f, bytes](const uint8_t *p) {
                          uint32_t bits = 0;
                          std::memcpy(&bits, p, bytes);
                          return emu::decodeFloat(f, bits);
                        },
                        [f, bytes](double x, uint8_t *p) {
                          uint32_t bits = emu::encodeFloat(f, x);
                          std::memcpy(p, &bits, bytes);
                        }};
  };
  if (type == "f32")
    return ElementCodec{4, [](const uint8_t *p) { float f; std::memcpy(&f, p, 4); return double(f); },
                        [](double x, uint8_t *p) { float f = float(x); std::memcpy(p, &f, 4); }};
  if (type == "f16") return small(FloatFormat::F16, 2);
  if (type == "bf16") return small(FloatFormat::BF16, 2);
  if (type == "f8E4M3FN") return small(FloatFormat::E4M3Fn, 1);
  if (type == "f8E4M3FNUZ") return small(FloatFormat::E4M3Fnuz, 1);
  if (type == "i8")
    return ElementCodec{1, [](const uint8_t *p) { return double(int8_t(*p)); },
                        [](double x, uint8_t *p) { *p = uint8_t(int8_t(x)); }};
  if (type == "i32")
    return ElementCodec{4, [](const uint8_t *p) { int32_t v; std::memcpy(&v, p, 4); return double(v); },
                        [](double x, uint8_t *p) { int32_t v = int32_t(x); std::memcpy(p, &v, 4); }};
  if (type == "i64")
    return ElementCodec{8, [](const uint8_t *p) { int64_t v; std::memcpy(&v, p, 8); return double(v); },
                        [](double x, uint8_t *p) { int64_t v = int64_t(x); std::memcpy(p, &v, 8); }};
  return fail("no host encoding for element type '" + type + "'");
}

int64_t elements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

// The elements of `shape` in checked arithmetic: std::nullopt if the product overflows or a
// dimension is negative.
std::optional<int64_t> checkedElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    if (d < 0 || __builtin_mul_overflow(n, d, &n)) return std::nullopt;
  return n;
}

std::string mebibytes(uint64_t bytes) {
  if (bytes % (1u << 20)) return std::to_string((bytes + 1023) >> 10) + " KiB";
  return std::to_string(bytes >> 20) + " MiB";
}

// An input file's bytes: a regular file of exactly `want` bytes, else an error (never a read of a
// device, a FIFO or an endless file).
llvm::Expected<std::vector<uint8_t>> readInputFile(const std::string &path, const std::string &argument, size_t want) {
  llvm::sys::fs::file_status st;
  if (std::error_code ec = llvm::sys::fs::status(path, st))
    return fail("cannot read '" + path + "' for input " + argument + ": " + ec.message());
  if (st.type() != llvm::sys::fs::file_type::regular_file)
    return fail("'" + path + "' (input " + argument + ") is not a regular file; it must hold exactly " +
                std::to_string(want) + " bytes");
  if (st.getSize() != want)
    return fail("'" + path + "' has " + std::to_string(st.getSize()) + " bytes, argument " + argument + " needs " +
                std::to_string(want));
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return fail("cannot read '" + path + "': " + buffer.getError().message());
  if ((*buffer)->getBufferSize() != want)
    return fail("'" + path + "' changed size while being read (input " + argument + ")");
  return std::vector<uint8_t>((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
}
} // namespace

llvm::Error checkProblem(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                         const target::Arch &arch) {
  if (problem.size() != entry.problemDims.size())
    return fail("kernel '" + entry.name + "' needs " + std::to_string(entry.problemDims.size()) + " problem sizes, got " +
                std::to_string(problem.size()));
  for (size_t i = 0; i < problem.size(); ++i) {
    if (problem[i] <= 0) return fail("problem sizes must be positive");
    // Kernels take their extents as i32 (and index with them): a larger one would wrap.
    if (problem[i] > INT32_MAX)
      return fail("problem size " + entry.problemDims[i] + "=" + std::to_string(problem[i]) +
                  " is more than the kernels' i32 extents allow (2147483647)");
  }
  if (entry.validate) {
    std::string error = entry.validate(params, arch, &problem);
    if (!error.empty()) return fail(error);
  }
  return llvm::Error::success();
}

std::string elementName(const Argument &argument, int64_t flat) {
  std::string index;
  for (size_t i = argument.shape.size(); i-- > 0;) {
    int64_t extent = std::max<int64_t>(argument.shape[i], 1);
    index = std::to_string(flat % extent) + (index.empty() ? "" : ", ") + index;
    flat /= extent;
  }
  return argument.name + "[" + index + "]";
}

llvm::Error checkInputs(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                        const Plan &plan, const std::vector<HostData> &inputs) {
  if (!entry.inspectInputs) return llvm::Error::success();
  if (inputs.size() != plan.arguments.size())
    return fail("kernel '" + entry.name + "': " + std::to_string(inputs.size()) + " host inputs for its " +
                std::to_string(plan.arguments.size()) + " arguments");
  for (size_t i = 0; i < inputs.size(); ++i) {
    const Argument &a = plan.arguments[i];
    if (a.role == Argument::Role::Input && int64_t(inputs[i].values.size()) != elements(a.shape))
      return fail("kernel '" + entry.name + "': input " + a.name + " holds " + std::to_string(inputs[i].values.size()) +
                  " values, its shape holds " + std::to_string(elements(a.shape)));
  }
  std::string error = entry.inspectInputs(params, problem, plan, inputs);
  if (!error.empty()) return fail(error);
  return llvm::Error::success();
}

llvm::Expected<RunResult> runKernel(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                                    runtime::Device &device, const RunOptions &options) {
  const target::Arch *arch = target::findArch(device.arch());
  if (!arch) return fail("device arch '" + device.arch() + "' is not one Fly compiles for");
  if (llvm::Error e = checkProblem(entry, params, problem, *arch)) return std::move(e);
  Plan plan = entry.plan(params, problem, *arch);
  // Every buffer's size in checked arithmetic, every i32 scalar in range, and the whole run (the
  // device's buffers, their host copies, the reference's doubles) within kMaxRunBytes, before
  // anything is allocated.
  const uint64_t maxBytes = std::min(options.maxBytes, kMaxRunBytes);
  uint64_t needed = 0;
  for (const Argument &a : plan.arguments) {
    if (a.role == Argument::Role::Scalar) {
      if (a.type != "f32" && (a.scalar < INT32_MIN || a.scalar > INT32_MAX))
        return fail("argument " + a.name + " = " + std::to_string(a.scalar) + " does not fit the kernel's i32");
      continue;
    }
    auto codec = codecFor(a.type);
    if (!codec) return codec.takeError();
    std::optional<int64_t> count = checkedElements(a.shape);
    uint64_t perElement = 2 * codec->bytes + sizeof(double), bytes = 0;
    if (!count || __builtin_mul_overflow(uint64_t(*count), perElement, &bytes) ||
        __builtin_add_overflow(needed, bytes, &needed) || needed > maxBytes) {
      std::string size;
      for (size_t i = 0; i < problem.size(); ++i)
        size += (i ? "," : "") + entry.problemDims[i] + "=" + std::to_string(problem[i]);
      return fail("problem " + size + " needs more than " + mebibytes(maxBytes) +
                  " (the run's limit: device buffers, their host copies and the reference's values" +
                  (count ? "; argument " + a.name + " alone holds " + std::to_string(*count) + " elements)"
                         : "; argument " + a.name + "'s element count overflows)"));
    }
  }
  std::mt19937_64 rng(options.seed);
  std::uniform_real_distribution<double> dist(entry.inputLow, entry.inputHigh);
  size_t n = plan.arguments.size();
  std::vector<HostData> data(n);
  std::vector<std::vector<uint8_t>> bytes(n);
  std::vector<runtime::HostTensor> tensors(n);
  std::vector<runtime::HostArg> args;
  std::vector<ElementCodec> codecs(n);
  for (size_t i = 0; i < n; ++i) {
    const Argument &a = plan.arguments[i];
    if (a.role == Argument::Role::Scalar) {
      if (a.type == "f32") args.push_back(a.scalarF32);
      else args.push_back(int32_t(a.scalar));
      continue;
    }
    auto codec = codecFor(a.type);
    if (!codec) return codec.takeError();
    codecs[i] = *codec;
    int64_t count = elements(a.shape);
    bytes[i].assign(size_t(count) * codec->bytes, 0);
    data[i].values.assign(size_t(count), 0.0);
    if (a.role == Argument::Role::Input) {
      auto file = options.inputFiles.find(a.name);
      if (file != options.inputFiles.end()) {
        auto read = readInputFile(file->second, a.name, bytes[i].size());
        if (!read) return read.takeError();
        bytes[i] = std::move(*read);
      } else if (a.generate) {
        std::vector<double> values = a.generate(rng, count);
        if (int64_t(values.size()) != count)
          return fail("kernel '" + entry.name + "': the generator of input " + a.name + " made " +
                      std::to_string(values.size()) + " values, the argument holds " + std::to_string(count));
        for (int64_t k = 0; k < count; ++k) codec->encode(values[size_t(k)], bytes[i].data() + k * codec->bytes);
      } else {
        std::uniform_real_distribution<double> own(a.low, a.high);
        auto &from = a.low < a.high ? own : dist;
        for (int64_t k = 0; k < count; ++k) codec->encode(from(rng), bytes[i].data() + k * codec->bytes);
      }
      // The reference sees exactly the values the device sees (after rounding to the type).
      for (int64_t k = 0; k < count; ++k) data[i].values[size_t(k)] = codec->decode(bytes[i].data() + k * codec->bytes);
    }
    tensors[i] = runtime::HostTensor{bytes[i].data(), a.type, codec->bytes, a.shape, {}};
    args.push_back(&tensors[i]);
  }
  // Inputs the kernel cannot take are refused before it is compiled or launched.
  if (llvm::Error e = checkInputs(entry, params, problem, plan, data)) return e;
  codegen::CompileOptions compileOptions;
  compileOptions.arch = arch;
  compileOptions.optLevel = options.optLevel;
  if (options.wavesPerEu) compileOptions.wavesPerEU = options.wavesPerEu;
  if (options.maxnreg) compileOptions.maxnreg = options.maxnreg;
  auto compiled = compileKernelCached(entry, params, compileOptions, codegen::EmitKind::CodeObject, options.useCache,
                                      options.cache);
  if (!compiled) return compiled.takeError();
  const std::string &object = *compiled->code;
  auto loaded = device.load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object.data()), object.size()));
  if (!loaded) return loaded.takeError();

  runtime::LaunchTimes times;
  times.repeats = options.timedLaunches;
  if (llvm::Error e = runtime::launchWithHostArgs(device, **loaded, entry.name, plan.launch, args, &times)) return e;

  entry.reference(params, problem, data);
  RunResult result;
  result.deviceStats = device.lastLaunchStats();
  result.instructions = device.lastLaunchInstructions();
  result.modelledCycles = device.lastLaunchModelledCycles();
  result.launchMilliseconds = std::move(times.milliseconds);
  result.compiled = compiled->outcome;
  result.pass = true;
  for (size_t i = 0; i < n; ++i) {
    const Argument &a = plan.arguments[i];
    if (a.role != Argument::Role::Output) continue;
    double worst = 0, worstRatio = 0;
    int64_t count = elements(a.shape), bad = 0;
    for (int64_t k = 0; k < count; ++k) {
      double got = codecs[i].decode(bytes[i].data() + k * codecs[i].bytes);
      double want = data[i].values[size_t(k)];
      // Equal values are no error, infinities included (a max over no elements is -inf).
      double err = got == want ? 0.0 : std::fabs(got - want);
      double allowed = data[i].allowed.size() == size_t(count) ? data[i].allowed[size_t(k)]
                                                                 : entry.allowedError(params, problem, a.type, want);
      double ratio = std::isnan(err) ? INFINITY : (allowed > 0 ? err / allowed : (err > 0 ? INFINITY : 0));
      if (std::isnan(err)) err = INFINITY;
      if (ratio > 1) ++bad;
      worst = std::max(worst, err);
      if (ratio > worstRatio || (k == 0 && result.worstAt.empty())) {
        worstRatio = std::max(worstRatio, ratio);
        std::ostringstream at;
        at << a.name << "[" << k << "]: got " << got << ", want " << want << " (allowed error " << allowed << ")";
        if (ratio >= result.worstRatio) result.worstAt = at.str();
      }
    }
    result.maxError = std::max(result.maxError, worst);
    result.worstRatio = std::max(result.worstRatio, worstRatio);
    if (bad) result.pass = false;
    std::ostringstream line;
    line << a.name << ": " << count << " " << a.type << " elements, max error " << worst << ", " << bad
         << " outside tolerance\n";
    result.summary += line.str();
  }
  return result;
}

} // namespace fly::kernels
