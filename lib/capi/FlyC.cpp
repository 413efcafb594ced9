//===- FlyC.cpp - The C API (include/fly/fly-c.h) over fly::runtime -------===//

#include "fly/fly-c.h"

#include "fly/Version.h"
#include "fly/codegen/Compiler.h"
#include "Registry.h"
#include "fly/runtime/CompileCache.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include "fly/codegen/Occupancy.h"
#include "fly/codeobject/CodeObject.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>

struct fly_device {
  std::unique_ptr<fly::runtime::Device> device;
  std::string name;
  std::string arch;
};

// fly_module is never defined: a fly_module* is the runtime's LoadedModule*, owned by the device.

namespace {

char *copyString(const std::string &text) {
  char *copy = static_cast<char *>(std::malloc(text.size() + 1));
  if (copy) std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

fly_status fail(char **error, const std::string &message) {
  if (error) *error = copyString(message);
  return FLY_ERROR;
}

fly_status fail(char **error, llvm::Error e) { return fail(error, llvm::toString(std::move(e))); }

fly_status succeed(char **error) {
  if (error) *error = nullptr;
  return FLY_SUCCESS;
}

fly_status check(char **error, llvm::Error e) { return e ? fail(error, std::move(e)) : succeed(error); }

// The integer a C caller stored in an enum field. C lets any int stand there; reading a value
// outside the enumerators through the C++ enum type is undefined (UBSan's -fsanitize=enum).
template <class E> std::underlying_type_t<E> storedValue(const E &field) {
  std::underlying_type_t<E> value;
  std::memcpy(&value, &field, sizeof value);
  return value;
}

// How many bytes of fly_compile_options each version of fly-c.h declares: a caller's options are
// read up to what its header declared (the unsuffixed functions: version 1).
constexpr size_t kOptionsSizeV1 = offsetof(fly_compile_options, use_cache) + sizeof(int);
constexpr size_t kOptionsSizeV2 = FLY_COMPILE_OPTIONS_SIZE;
// Version 3 added functions, no option fields.
static_assert(FLY_C_API_VERSION == 3, "a new version of fly_compile_options: add its size here");

// The fields of fly_compile_options (the first `size` bytes the caller's header declared),
// checked; the emit kind separately.
fly_status readOptions(const fly_compile_options *options, size_t size, fly::codegen::CompileOptions &compileOptions,
                       fly::codegen::EmitKind &emit, char **error) {
  if (size < kOptionsSizeV1)
    return fail(error, "fly_compile_options of " + std::to_string(size) + " bytes: fewer than any fly-c.h declares (" +
                           std::to_string(kOptionsSizeV1) + ")");
  // A newer header's fields this library does not know: refused unless left at their default (0).
  const auto *bytes = reinterpret_cast<const unsigned char *>(options);
  for (size_t i = kOptionsSizeV2; i < size; ++i)
    if (bytes[i])
      return fail(error, "fly_compile_options of " + std::to_string(size) + " bytes sets fields this library (C API version " +
                             std::to_string(FLY_C_API_VERSION) + ", " + std::to_string(kOptionsSizeV2) +
                             " bytes) does not know: built against a newer fly-c.h?");
  if (!options->arch)
    return fail(error, "no target arch given (supported: " + fly::target::supportedArchList() + ")");
  compileOptions.arch = fly::target::findArch(options->arch);
  if (!compileOptions.arch) return fail(error, fly::target::unsupportedArchMessage(options->arch));
  if (options->opt_level < 0 || options->opt_level > 3)
    return fail(error, "invalid optimization level " + std::to_string(options->opt_level) + " (expected 0..3)");
  compileOptions.optLevel = options->opt_level;
  if (options->pipeline) compileOptions.pipeline = options->pipeline;
  if (options->waves_per_eu) compileOptions.wavesPerEU = options->waves_per_eu;
  // The range (1..the arch's VGPRs) is checked where the budget is applied, as for fly-llc.
  if (unsigned maxnreg = size >= kOptionsSizeV2 ? options->maxnreg : 0u)
    compileOptions.maxnreg = maxnreg;
  switch (storedValue(options->emit)) {
  case FLY_EMIT_CODE_OBJECT: emit = fly::codegen::EmitKind::CodeObject; break;
  case FLY_EMIT_OBJECT: emit = fly::codegen::EmitKind::Object; break;
  case FLY_EMIT_ASSEMBLY: emit = fly::codegen::EmitKind::Assembly; break;
  case FLY_EMIT_LLVM_IR: emit = fly::codegen::EmitKind::LLVMIR; break;
  default: return fail(error, "invalid emit kind " + std::to_string(storedValue(options->emit)));
  }
  return succeed(error);
}

fly_status giveBytes(const std::string &bytes, void **code, size_t *code_size, char **error) {
  void *buffer = std::malloc(bytes.size() ? bytes.size() : 1);
  if (!buffer) return fail(error, "out of memory");
  std::memcpy(buffer, bytes.data(), bytes.size());
  *code = buffer;
  *code_size = bytes.size();
  return succeed(error);
}

// One JSON document as a new C string.
char *jsonString(llvm::json::Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return copyString(text);
}

fly_status giveJson(llvm::json::Value value, char **json, char **error) {
  char *text = jsonString(std::move(value));
  if (!text) return fail(error, "out of memory");
  *json = text;
  return succeed(error);
}

// fly_compile_with_info's "info": where the bytes came from, and the stages' times.
llvm::json::Value compileInfo(fly::runtime::CacheOutcome outcome, const fly::codegen::Timings &timings) {
  llvm::json::Array stages;
  for (const fly::codegen::Timings::Entry &e : timings.entries())
    stages.push_back(llvm::json::Object{{"stage", e.stage}, {"owner", e.owner}, {"seconds", e.seconds}});
  return llvm::json::Object{{"cache", fly::runtime::describeOutcome(outcome)}, {"timings", std::move(stages)}};
}

llvm::json::Array integers(const std::vector<int64_t> &values) {
  llvm::json::Array array;
  for (int64_t v : values) array.push_back(v);
  return array;
}

llvm::json::Array strings(const std::vector<std::string> &values) {
  llvm::json::Array array;
  for (const std::string &v : values) array.push_back(v);
  return array;
}

const fly::kernels::Entry *findKernelOrFail(const char *name, char **error) {
  const fly::kernels::Entry *entry = fly::kernels::findKernel(name);
  if (!entry) {
    std::string known;
    for (const fly::kernels::Entry &e : fly::kernels::registry()) known += (known.empty() ? "" : ", ") + e.name;
    fail(error, std::string("unknown kernel '") + name + "' (kernels: " + known + ")");
  }
  return entry;
}

// "KEY=VALUE" strings to the kernel's resolved parameters.
llvm::Expected<fly::kernels::Params> resolveGiven(const fly::kernels::Entry &entry, const char *const *params,
                                                  size_t param_count) {
  fly::kernels::Params given;
  for (size_t i = 0; i < param_count; ++i) {
    if (!params[i])
      return llvm::createStringError(llvm::inconvertibleErrorCode(), "params[" + std::to_string(i) + "] is NULL");
    if (llvm::Error e = fly::kernels::parseParam(params[i], given)) return std::move(e);
  }
  return fly::kernels::resolveParams(entry, given);
}

fly_status compileSource(const char *source, size_t source_size, const char *file_name,
                         const fly_compile_options *options, size_t options_size, void **code, size_t *code_size,
                         char **info, char **error) {
  if (!source || !options || !code || !code_size)
    return fail(error, "fly_compile: source, options, code and code_size must not be NULL");
  *code = nullptr;
  *code_size = 0;
  if (info) *info = nullptr;
  fly::codegen::CompileOptions compileOptions;
  fly::codegen::EmitKind emit;
  if (readOptions(options, options_size, compileOptions, emit, error) != FLY_SUCCESS) return FLY_ERROR;
  fly::codegen::Timings timings;
  compileOptions.timings = &timings;
  std::string_view text(source, source_size);
  std::string_view name = file_name ? std::string_view(file_name) : std::string_view("<input>");
  auto compiled = fly::runtime::compileCached(
      [&] { return fly::runtime::CompileCache::keyFor(text, name, compileOptions, emit); },
      [&] { return fly::codegen::compileFlySource(text, name, compileOptions, emit); }, compileOptions,
      options->use_cache != 0);
  if (!compiled) return fail(error, compiled.takeError());
  if (giveBytes(*compiled->code, code, code_size, error) != FLY_SUCCESS) return FLY_ERROR;
  if (info && !(*info = jsonString(compileInfo(compiled->outcome, timings)))) return fail(error, "out of memory");
  return FLY_SUCCESS;
}

fly_status compileRegistryKernel(const char *name, const char *const *params, size_t param_count,
                                 const fly_compile_options *options, size_t options_size, void **code,
                                 size_t *code_size, char **info, char **error) {
  if (!name || !options || !code || !code_size || (param_count && !params))
    return fail(error, "fly_compile_kernel: name, options, code, code_size (and params when param_count > 0) "
                       "must not be NULL");
  *code = nullptr;
  *code_size = 0;
  if (info) *info = nullptr;
  fly::codegen::CompileOptions compileOptions;
  fly::codegen::EmitKind emit;
  if (readOptions(options, options_size, compileOptions, emit, error) != FLY_SUCCESS) return FLY_ERROR;
  const fly::kernels::Entry *entry = findKernelOrFail(name, error);
  if (!entry) return FLY_ERROR;
  auto resolved = resolveGiven(*entry, params, param_count);
  if (!resolved) return fail(error, resolved.takeError());
  fly::codegen::Timings timings;
  compileOptions.timings = &timings;
  auto compiled = fly::kernels::compileKernelCached(*entry, *resolved, compileOptions, emit, options->use_cache != 0);
  if (!compiled) return fail(error, compiled.takeError());
  if (giveBytes(*compiled->code, code, code_size, error) != FLY_SUCCESS) return FLY_ERROR;
  if (info && !(*info = jsonString(compileInfo(compiled->outcome, timings)))) return fail(error, "out of memory");
  return FLY_SUCCESS;
}

} // namespace

extern "C" {

const char *fly_version(void) { return FLY_VERSION_STRING " (LLVM " LLVM_VERSION_STRING ")"; }

void fly_free(void *memory) { std::free(memory); }

void fly_compile_options_init_sized(fly_compile_options *options, size_t options_size) {
  if (!options || options_size < kOptionsSizeV1) return;
  // Fields a newer header declares and this library does not know: their default is 0.
  if (options_size > kOptionsSizeV2)
    std::memset(reinterpret_cast<unsigned char *>(options) + kOptionsSizeV2, 0, options_size - kOptionsSizeV2);
  options->arch = nullptr;
  options->opt_level = 3;
  options->pipeline = nullptr;
  options->waves_per_eu = 0;
  options->emit = FLY_EMIT_CODE_OBJECT;
  options->use_cache = 1;
  if (options_size >= kOptionsSizeV2) options->maxnreg = 0;
}

// fly-c.h's macros name the _sized functions; the parentheses define the unsuffixed ones, which
// programs built against version 1 call.
void(fly_compile_options_init)(fly_compile_options *options) { fly_compile_options_init_sized(options, kOptionsSizeV1); }

fly_status(fly_compile)(const char *source, size_t source_size, const char *file_name,
                        const fly_compile_options *options, void **code, size_t *code_size, char **error) {
  return fly_compile_sized(source, source_size, file_name, options, kOptionsSizeV1, code, code_size, error);
}

fly_status(fly_compile_kernel)(const char *name, const char *const *params, size_t param_count,
                               const fly_compile_options *options, void **code, size_t *code_size, char **error) {
  return fly_compile_kernel_sized(name, params, param_count, options, kOptionsSizeV1, code, code_size, error);
}

fly_status fly_compile_sized(const char *source, size_t source_size, const char *file_name,
                             const fly_compile_options *options, size_t options_size, void **code, size_t *code_size,
                             char **error) {
  return compileSource(source, source_size, file_name, options, options_size, code, code_size, nullptr, error);
}

fly_status fly_compile_kernel_sized(const char *name, const char *const *params, size_t param_count,
                                    const fly_compile_options *options, size_t options_size, void **code,
                                    size_t *code_size, char **error) {
  return compileRegistryKernel(name, params, param_count, options, options_size, code, code_size, nullptr, error);
}

fly_status fly_compile_with_info_sized(const char *source, size_t source_size, const char *file_name,
                                       const fly_compile_options *options, size_t options_size, void **code,
                                       size_t *code_size, char **info, char **error) {
  return compileSource(source, source_size, file_name, options, options_size, code, code_size, info, error);
}

fly_status fly_compile_kernel_with_info_sized(const char *name, const char *const *params, size_t param_count,
                                              const fly_compile_options *options, size_t options_size,
                                              void **code, size_t *code_size, char **info, char **error) {
  return compileRegistryKernel(name, params, param_count, options, options_size, code, code_size, info, error);
}

char *fly_list_kernels(void) {
  std::string text;
  for (const fly::kernels::Entry &e : fly::kernels::registry()) text += e.name + "\t" + e.summary + "\n";
  return copyString(text);
}

fly_status fly_device_open(const char *spec, fly_device **device, char **error) {
  if (!spec || !device) return fail(error, "fly_device_open: spec and device must not be NULL");
  *device = nullptr;
  auto opened = fly::runtime::openDevice(spec);
  if (!opened) return fail(error, opened.takeError());
  auto *handle = new fly_device;
  handle->name = (*opened)->name();
  handle->arch = (*opened)->arch();
  handle->device = std::move(*opened);
  *device = handle;
  return succeed(error);
}

void fly_device_close(fly_device *device) { delete device; }

const char *fly_device_name(const fly_device *device) { return device ? device->name.c_str() : ""; }

const char *fly_device_arch(const fly_device *device) { return device ? device->arch.c_str() : ""; }

fly_status fly_device_alloc(fly_device *device, size_t bytes, uint64_t *address, char **error) {
  if (!device || !address) return fail(error, "fly_device_alloc: device and address must not be NULL");
  auto allocated = device->device->allocate(bytes);
  if (!allocated) return fail(error, allocated.takeError());
  *address = *allocated;
  return succeed(error);
}

fly_status fly_device_release(fly_device *device, uint64_t address, char **error) {
  if (!device) return fail(error, "fly_device_release: device must not be NULL");
  return check(error, device->device->release(address));
}

fly_status fly_copy_to_device(fly_device *device, uint64_t destination, const void *source, size_t bytes,
                              char **error) {
  if (!device || (!source && bytes)) return fail(error, "fly_copy_to_device: device and source must not be NULL");
  return check(error, device->device->copyToDevice(destination, source, bytes));
}

fly_status fly_copy_from_device(fly_device *device, void *destination, uint64_t source, size_t bytes,
                                char **error) {
  if (!device || (!destination && bytes))
    return fail(error, "fly_copy_from_device: device and destination must not be NULL");
  return check(error, device->device->copyFromDevice(destination, source, bytes));
}

fly_status fly_module_load(fly_device *device, const void *code, size_t code_size, fly_module **module,
                           char **error) {
  if (!device || !code || !module) return fail(error, "fly_module_load: device, code and module must not be NULL");
  *module = nullptr;
  auto loaded = device->device->load(llvm::ArrayRef<uint8_t>(static_cast<const uint8_t *>(code), code_size));
  if (!loaded) return fail(error, loaded.takeError());
  *module = reinterpret_cast<fly_module *>(*loaded);
  return succeed(error);
}

fly_status fly_launch(fly_device *device, fly_module *module, const char *kernel, const fly_launch_config *config,
                      const fly_arg *args, size_t num_args, char **error) {
  if (!device || !module || !kernel || !config || (!args && num_args))
    return fail(error, "fly_launch: device, module, kernel, config and args must not be NULL");
  std::vector<fly::runtime::ArgValue> values;
  values.reserve(num_args);
  for (size_t i = 0; i < num_args; ++i) {
    auto kind = storedValue(args[i].kind);
    switch (kind) {
    case FLY_ARG_POINTER: values.push_back(fly::runtime::ArgValue::pointer(args[i].value.pointer)); break;
    case FLY_ARG_I32: values.push_back(fly::runtime::ArgValue::i32(args[i].value.i32)); break;
    case FLY_ARG_I64: values.push_back(fly::runtime::ArgValue::i64(args[i].value.i64)); break;
    case FLY_ARG_F32: values.push_back(fly::runtime::ArgValue::f32(args[i].value.f32)); break;
    case FLY_ARG_F64: values.push_back(fly::runtime::ArgValue::f64(args[i].value.f64)); break;
    default:
      return fail(error, "kernel '" + std::string(kernel) + "': argument " + std::to_string(i) +
                             " has an invalid kind " + std::to_string(kind));
    }
  }
  fly::runtime::LaunchConfig launch;
  for (int d = 0; d < 3; ++d) {
    launch.grid[d] = config->grid[d];
    launch.block[d] = config->block[d];
  }
  launch.dynamicLdsBytes = config->dynamic_lds_bytes;
  auto *loaded = reinterpret_cast<fly::runtime::LoadedModule *>(module);
  return check(error, device->device->launch(*loaded, kernel, launch, values));
}

fly_status fly_code_object_info(const void *code, size_t code_size, char **json, char **error) {
  if (!code || !json) return fail(error, "fly_code_object_info: code and json must not be NULL");
  *json = nullptr;
  auto object = fly::codeobject::CodeObject::parse(
      llvm::ArrayRef<uint8_t>(static_cast<const uint8_t *>(code), code_size));
  if (!object) return fail(error, object.takeError());
  const fly::target::Arch *arch = fly::target::findArch(object->processor);
  if (!arch) return fail(error, "code object for " + fly::target::unsupportedArchMessage(object->processor));
  llvm::json::Array kernels;
  for (const fly::codeobject::KernelInfo &k : object->kernels) {
    llvm::json::Array args;
    for (const fly::codeobject::KernelArg *a : k.explicitArgs())
      args.push_back(llvm::json::Object{{"name", a->name},
                                        {"type_name", a->typeName},
                                        {"offset", a->offset},
                                        {"size", a->size},
                                        {"value_kind", fly::codeobject::argKindName(a->kind)},
                                        {"address_space", a->addressSpace}});
    fly::codegen::Occupancy occupancy = fly::codegen::computeOccupancy(k, *arch);
    kernels.push_back(llvm::json::Object{{"name", k.name},
                                         {"vgprs", fly::codegen::archVgprCount(k, *arch)},
                                         {"agprs", k.agprCount},
                                         {"sgprs", k.sgprCount},
                                         {"lds_bytes", k.groupSegmentFixedSize},
                                         {"scratch_bytes", k.privateSegmentFixedSize},
                                         {"vgpr_spills", k.vgprSpillCount},
                                         {"sgpr_spills", k.sgprSpillCount},
                                         {"occupancy", occupancy.wavesPerSimd},
                                         {"max_occupancy", arch->maxWavesPerSimd},
                                         {"occupancy_limited_by", occupancy.limitedBy},
                                         {"wavefront_size", k.wavefrontSize},
                                         {"max_workgroup_size", k.maxFlatWorkgroupSize},
                                         {"kernarg_bytes", k.kernargSegmentSize},
                                         {"args", std::move(args)}});
  }
  return giveJson(llvm::json::Object{{"arch", object->processor},
                                     {"target", object->target},
                                     {"kernels", std::move(kernels)}},
                  json, error);
}

fly_status fly_kernel_info(const char *name, char **json, char **error) {
  if (!name || !json) return fail(error, "fly_kernel_info: name and json must not be NULL");
  *json = nullptr;
  const fly::kernels::Entry *entry = findKernelOrFail(name, error);
  if (!entry) return FLY_ERROR;
  llvm::json::Array params;
  for (const fly::kernels::Param &p : entry->params)
    params.push_back(llvm::json::Object{{"name", p.name},
                                        {"default", p.defaultValue},
                                        {"allowed", strings(p.allowed)},
                                        {"help", p.help},
                                        {"tunable", p.tunable}});
  return giveJson(llvm::json::Object{{"name", entry->name},
                                     {"summary", entry->summary},
                                     {"params", std::move(params)},
                                     {"archs", strings(entry->archs)},
                                     {"problem_dims", strings(entry->problemDims)},
                                     {"default_problem", integers(entry->defaultProblem)},
                                     {"grid_rule", entry->gridRule},
                                     {"tolerance", entry->tolerance}},
                  json, error);
}

fly_status fly_kernel_plan(const char *name, const char *const *params, size_t param_count, const char *arch,
                           const int64_t *problem, size_t problem_size, char **json, char **error) {
  if (!name || !arch || !json || (param_count && !params) || (problem_size && !problem))
    return fail(error, "fly_kernel_plan: name, arch, json (and params, problem when their counts are > 0) must "
                       "not be NULL");
  *json = nullptr;
  const fly::kernels::Entry *entry = findKernelOrFail(name, error);
  if (!entry) return FLY_ERROR;
  const fly::target::Arch *target = fly::target::findArch(arch);
  if (!target) return fail(error, fly::target::unsupportedArchMessage(arch));
  if (!fly::kernels::supportsArch(*entry, arch))
    return fail(error, "kernel '" + entry->name + "' does not run on " + arch + " (archs: " +
                           llvm::join(entry->archs, ", ") + ")");
  auto resolved = resolveGiven(*entry, params, param_count);
  if (!resolved) return fail(error, resolved.takeError());
  std::vector<int64_t> sizes = entry->defaultProblem;
  if (problem_size) {
    if (problem_size != entry->problemDims.size())
      return fail(error, "kernel '" + entry->name + "' takes " + std::to_string(entry->problemDims.size()) +
                             " problem sizes (" + llvm::join(entry->problemDims, ", ") + "), " +
                             std::to_string(problem_size) + " given");
    sizes.assign(problem, problem + problem_size);
    for (size_t i = 0; i < sizes.size(); ++i)
      if (sizes[i] <= 0 || sizes[i] > INT32_MAX)
        return fail(error, "kernel '" + entry->name + "': problem size " + entry->problemDims[i] + " = " +
                               std::to_string(sizes[i]) + " is not in 1..2147483647");
  }
  if (entry->validate)
    if (std::string why = entry->validate(*resolved, *target, &sizes); !why.empty())
      return fail(error, "kernel '" + entry->name + "': " + why);
  fly::kernels::Plan plan = entry->plan(*resolved, sizes, *target);
  llvm::json::Array arguments;
  for (const fly::kernels::Argument &a : plan.arguments) {
    const char *role = a.role == fly::kernels::Argument::Role::Input    ? "input"
                       : a.role == fly::kernels::Argument::Role::Output ? "output"
                                                                        : "scalar";
    llvm::json::Object argument{{"name", a.name}, {"role", role},         {"type", a.type},
                                {"shape", integers(a.shape)}, {"layout", a.layout}, {"help", a.help}};
    if (a.role == fly::kernels::Argument::Role::Scalar) {
      if (a.type == "f32") argument["value"] = double(a.scalarF32);
      else argument["value"] = a.scalar;
    }
    arguments.push_back(std::move(argument));
  }
  const fly::runtime::LaunchConfig &launch = plan.launch;
  return giveJson(
      llvm::json::Object{{"arguments", std::move(arguments)},
                         {"grid", llvm::json::Array{launch.grid[0], launch.grid[1], launch.grid[2]}},
                         {"block", llvm::json::Array{launch.block[0], launch.block[1], launch.block[2]}},
                         {"dynamic_lds_bytes", launch.dynamicLdsBytes}},
      json, error);
}

char *fly_cache_info(void) {
  fly::runtime::CompileCache &cache = fly::runtime::CompileCache::global();
  const fly::runtime::CacheConfig &config = cache.config();
  fly::runtime::CacheStats stats = cache.stats();
  return jsonString(llvm::json::Object{{"enabled", config.enabled},
                                       {"directory", config.directory},
                                       {"max_disk_bytes", int64_t(config.maxDiskBytes)},
                                       {"memory_hits", int64_t(stats.memoryHits)},
                                       {"disk_hits", int64_t(stats.diskHits)},
                                       {"misses", int64_t(stats.misses)},
                                       {"corrupt_entries", int64_t(stats.corruptEntries)},
                                       {"disk_evictions", int64_t(stats.diskEvictions)}});
}

const char *fly_supported_archs(void) {
  static const std::string archs = fly::target::supportedArchList();
  return archs.c_str();
}

fly_status fly_device_open_emulator(const char *arch, unsigned flags, fly_device **device, char **error) {
  if (!arch || !device) return fail(error, "fly_device_open_emulator: arch and device must not be NULL");
  *device = nullptr;
  if (flags & ~(FLY_EMU_PROFILE | FLY_EMU_CHECK_RACES))
    return fail(error, "fly_device_open_emulator: unknown flags " + std::to_string(flags & ~(FLY_EMU_PROFILE | FLY_EMU_CHECK_RACES)));
  fly::runtime::EmulatorOptions options;
  options.perInstructionCounters = flags & FLY_EMU_PROFILE;
  options.checkLdsRaces = flags & FLY_EMU_CHECK_RACES;
  auto opened = fly::runtime::openEmulatorDevice(arch, options);
  if (!opened) return fail(error, opened.takeError());
  auto *handle = new fly_device;
  handle->name = (*opened)->name();
  handle->arch = (*opened)->arch();
  handle->device = std::move(*opened);
  *device = handle;
  return succeed(error);
}

fly_status fly_device_last_launch(const fly_device *device, char **json, char **error) {
  if (!device || !json) return fail(error, "fly_device_last_launch: device and json must not be NULL");
  *json = nullptr;
  const fly::runtime::Device &d = *device->device;
  llvm::json::Object report;
  if (std::optional<uint64_t> instructions = d.lastLaunchInstructions()) report["instructions"] = int64_t(*instructions);
  if (std::string stats = d.lastLaunchStats(); !stats.empty()) report["stats"] = stats;
  if (std::optional<fly::emu::Profile> p = d.lastLaunchProfile())
    report["profile"] = llvm::json::Object{{"cycles", p->cycles},
                                           {"seconds", p->seconds()},
                                           {"clock_ghz", p->clockGHz},
                                           {"bound", p->bound},
                                           {"waves_per_simd", p->wavesPerSimd},
                                           {"occupancy_limit", p->occupancyLimit},
                                           {"active_simds", p->activeSimds},
                                           {"active_cus", p->activeCUs},
                                           {"simd_cycles", p->simdCycles},
                                           {"stall_cycles", p->stallCycles},
                                           {"lds_cycles", p->ldsCycles},
                                           {"memory_cycles", p->memoryCycles},
                                           {"memory_level", p->memoryLevel},
                                           {"matrix_flops", p->matrixFlops},
                                           {"dram_bytes", p->bytes},
                                           {"l2_bytes", p->l2Bytes},
                                           {"mall_bytes", p->mallBytes},
                                           {"text", p->format()}};
  return giveJson(std::move(report), json, error);
}

} // extern "C"
