// The kernel registry: every kernel Fly ships, written with fly::fx, described
// so that tools can build, describe, run and check it without knowing it.
// Tools (fly-llc --kernel, fly-run) reach kernels only through this header.
#pragma once

#include "fly/codegen/Compiler.h"
#include "fly/codegen/Timings.h"
#include "fly/dsl/Module.h"
#include "fly/runtime/CompileCache.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace fly::kernels {

struct Param {
  std::string name;
  std::string defaultValue;
  std::vector<std::string> allowed; // empty: any positive integer
  std::string help;
  // Changes speed only (results stay within the kernel's tolerance): fly::autotune searches it.
  bool tunable = false;
  // The values autotune tries when `allowed` is empty (any positive integer).
  std::vector<std::string> candidates = {};
};
using Params = std::map<std::string, std::string>;

// One kernel argument for a concrete problem. Tensors are row-major.
struct Argument {
  enum class Role { Input, Output, Scalar };
  std::string name;
  Role role = Role::Input;
  std::string type;           // element (tensors) or value (scalars) type: f32, f16, bf16, i8, i32, i64
  std::vector<int64_t> shape; // tensors
  int64_t scalar = 0;         // i32 scalars: the value the launch passes
  float scalarF32 = 0;        // f32 scalars
  std::string help;
  // A tensor the kernel takes as `!fly.memref<type, global, layout>` (fx::TensorArg): its shape and
  // strides travel with the pointer (docs/abi.md). Empty: a bare pointer.
  std::string layout = {};
  // Inputs: the range of random values (low < high), else the entry's inputLow .. inputHigh.
  double low = 0, high = 0;
  // Inputs whose values are not independent draws (a permutation of cache slots, a block table
  // with holes): the `count` values, drawn from `rng`. Set, it replaces low .. high.
  std::function<std::vector<double>(std::mt19937_64 &rng, int64_t count)> generate = {};
};

struct Plan {
  std::vector<Argument> arguments;
  runtime::LaunchConfig launch;
};

// Host data of one argument as doubles (decoded from / encoded to its element type).
struct HostData {
  std::vector<double> values;
  // Outputs: the allowed |got - want| of each element, when the reference sets it (an error that
  // accumulates from the terms, which `want` alone does not tell: atomics rounding each partial
  // sum); empty: Entry::allowedError.
  std::vector<double> allowed = {};
};

struct Entry {
  std::string name;    // registry name, also the gpu.func name
  std::string summary; // one line
  std::vector<Param> params;
  // Values of parameters that only make sense together (a GEMM's tile shape and wave layout), which
  // fly::autotune tries as one choice each, crossed with the tunable parameters; a shape that sets a
  // parameter the caller fixed to another value is not tried, and one the problem or the arch
  // refuses (validate) is rejected before it is compiled.
  std::vector<Params> tuneShapes;
  std::vector<std::string> archs;        // the archs it runs on; empty: every arch of lib/target
  std::vector<std::string> problemDims;  // e.g. {"M", "N"}
  std::vector<int64_t> defaultProblem;
  std::string gridRule;                  // the launch rule, for --describe
  std::string tolerance;                 // how outputs are compared, for --describe
  // Builds the kernel into `module` for resolved params and an arch.
  std::function<void(fx::Module &, const Params &, const target::Arch &)> build;
  // Parameters (and, when given, a problem size) the kernel cannot take on `arch`: a message
  // naming the limit, or "". compileKernel and runKernel refuse what it refuses. Optional.
  std::function<std::string(const Params &, const target::Arch &, const std::vector<int64_t> *problem)> validate;
  // Arguments and launch for a problem size.
  std::function<Plan(const Params &, const std::vector<int64_t> &problem, const target::Arch &)> plan;
  // CPU reference: fills the outputs of `data` (one entry per argument, inputs already
  // filled with the values the device saw) in double precision.
  std::function<void(const Params &, const std::vector<int64_t> &problem, std::vector<HostData> &data)> reference;
  // Input values the kernel cannot take: an index into another buffer that points outside it (a
  // block table entry past the cache, a sorted id past the tokens, an expert id past the experts,
  // a slot past the cache), which the kernel would follow into memory it was not given or into the
  // wrong rows. Called with the plan and the host inputs (one HostData per plan argument; inputs
  // filled with the values the device would see; outputs zeros, scalars empty) before anything is
  // compiled or launched; returns a message naming the argument, the element (elementName) and
  // the bound, or "". runKernel refuses what it refuses (checkInputs below); callers that launch a
  // registry kernel with their own data call checkInputs first. Optional.
  std::function<std::string(const Params &, const std::vector<int64_t> &problem, const Plan &plan,
                            const std::vector<HostData> &inputs)>
      inspectInputs;
  // Allowed |got - want| for an output element of type `type` whose reference is `want`.
  std::function<double(const Params &, const std::vector<int64_t> &problem, const std::string &type, double want)>
      allowedError;
  // Range of random inputs (an Argument may narrow or widen its own).
  double inputLow = -4.0, inputHigh = 4.0;
};

const std::vector<Entry> &registry();
const Entry *findKernel(std::string_view name);
// Whether `entry` runs on the arch named `arch`.
bool supportsArch(const Entry &entry, std::string_view arch);

// Defaults filled in; unknown keys and values outside `allowed` are errors naming the choices.
llvm::Expected<Params> resolveParams(const Entry &entry, const Params &given);
// "KEY=VALUE" -> (KEY, VALUE).
llvm::Error parseParam(std::string_view text, Params &into);
// Several "KEY=VALUE" (a tool's repeated -p): a key given twice with different values is an error
// naming both (the same value twice is harmless).
llvm::Expected<Params> parseParams(const std::vector<std::string> &texts);

// The kernel as a code object (or other EmitKind) for `arch`.
// The kernel compiled with `options` (arch required; the pipeline must be the default) to `emit`.
llvm::Expected<std::string> compileKernel(const Entry &entry, const Params &params,
                                          const codegen::CompileOptions &options,
                                          codegen::EmitKind emit = codegen::EmitKind::CodeObject);
// The same with the common options.
llvm::Expected<std::string> compileKernel(const Entry &entry, const Params &params, const target::Arch &arch,
                                          int optLevel = 3, codegen::Timings *timings = nullptr);

// compileKernel through the compile cache (docs/runtime.md): the key hashes the kernel's name, its
// resolved parameters, what of `options` changes the output (CompileCache::optionFields), Fly's build
// and LLVM's version. `useCache` false (or FLY_ENABLE_CACHE=0) compiles without reading or writing it;
// `cache`: the process's (CompileCache::global()) by default. What the kernel refuses is refused first.
llvm::Expected<runtime::CachedCode> compileKernelCached(const Entry &entry, const Params &params,
                                                        const codegen::CompileOptions &options,
                                                        codegen::EmitKind emit = codegen::EmitKind::CodeObject,
                                                        bool useCache = true, runtime::CompileCache *cache = nullptr);

// Human-readable description: parameters, problem dims, argument ABI, launch rule.
std::string describe(const Entry &entry, const Params &params, const target::Arch &arch);

struct RunOptions {
  uint64_t seed = 2026;
  // Per input argument name: a file of raw little-endian elements to use instead of random data.
  std::map<std::string, std::string> inputFiles;
  int optLevel = 3;
  unsigned wavesPerEu = 0; // amdgpu-waves-per-eu on the kernel (CompileOptions::wavesPerEU); 0: the compiler's choice
  unsigned maxnreg = 0;    // VGPRs per lane the kernel may use (CompileOptions::maxnreg); 0: the compiler's choice
  // Launches timed with device events before the checked one (RunResult::launchMilliseconds).
  unsigned timedLaunches = 0;
  // Compile through the compile cache (compileKernelCached; `cache` null: the process's). Off by
  // default for library callers that compile many variants once (autotune trials); fly-run turns it on.
  bool useCache = false;
  runtime::CompileCache *cache = nullptr;
  // The most memory the run may use (kMaxRunBytes unless lowered, e.g. by a fuzzer that wants
  // every accepted problem to be small).
  uint64_t maxBytes = uint64_t(4) << 30;
};
struct RunResult {
  double maxError = 0;       // max |got - want| over all outputs
  double worstRatio = 0;     // max |got - want| / allowed
  std::string worstAt;       // "out[12]: got .. want .."
  bool pass = false;
  std::string deviceStats;   // what the device measured
  std::string summary;       // one line per output
  std::optional<uint64_t> instructions;   // wave instructions of the launch (the emulator)
  std::optional<double> modelledCycles;   // Device::lastLaunchModelledCycles of the launch
  std::vector<double> launchMilliseconds; // RunOptions::timedLaunches device-event timings
  runtime::CacheOutcome compiled = runtime::CacheOutcome::Bypassed; // where the code object came from
};
// The most memory one runKernel may use (device buffers, their host copies, the reference's
// doubles): a larger problem is refused before anything is allocated, naming the size.
inline constexpr uint64_t kMaxRunBytes = uint64_t(4) << 30;
// What runKernel checks before making the plan: the problem's rank, every size positive and
// within i32, and what the kernel's validate refuses. A plan may be made only for what passes.
llvm::Error checkProblem(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                         const target::Arch &arch);
// "NAME[i, j]": the element at row-major offset `flat` of a tensor argument, for messages.
std::string elementName(const Argument &argument, int64_t flat);
// Entry::inspectInputs on host inputs (one HostData per argument of `plan`): its message as an
// error prefixed with the kernel's name when it refuses them, else success (also when the entry
// has no hook).
llvm::Error checkInputs(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                        const Plan &plan, const std::vector<HostData> &inputs);
// Compiles, runs on `device` with random (or file) inputs, checks against the reference. Problem
// sizes are checked first: positive, within i32, the run within kMaxRunBytes; an input file must
// be a regular file of exactly the argument's bytes; inputs the kernel cannot take (checkInputs)
// are refused before the kernel is compiled or launched. options.maxBytes bounds the run (at most
// kMaxRunBytes).
llvm::Expected<RunResult> runKernel(const Entry &entry, const Params &params, const std::vector<int64_t> &problem,
                                    runtime::Device &device, const RunOptions &options = {});

} // namespace fly::kernels
