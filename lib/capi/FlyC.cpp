//===- FlyC.cpp - The C API (include/fly/fly-c.h) over fly::runtime -------===//

#include "fly/fly-c.h"

#include "fly/Version.h"
#include "fly/codegen/Compiler.h"
#include "Registry.h"
#include "fly/runtime/CompileCache.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Error.h"

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
static_assert(FLY_C_API_VERSION == 2, "a new version of fly_compile_options: add its size here");

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
  if (!source || !options || !code || !code_size)
    return fail(error, "fly_compile: source, options, code and code_size must not be NULL");
  *code = nullptr;
  *code_size = 0;
  fly::codegen::CompileOptions compileOptions;
  fly::codegen::EmitKind emit;
  if (readOptions(options, options_size, compileOptions, emit, error) != FLY_SUCCESS) return FLY_ERROR;
  std::string_view text(source, source_size);
  std::string_view name = file_name ? std::string_view(file_name) : std::string_view("<input>");
  std::string bytes;
  if (options->use_cache) {
    auto compiled = fly::runtime::compileFly(text, name, compileOptions, emit);
    if (!compiled) return fail(error, compiled.takeError());
    bytes = **compiled;
  } else {
    auto compiled = fly::codegen::compileFlySource(text, name, compileOptions, emit);
    if (!compiled) return fail(error, compiled.takeError());
    bytes = std::move(*compiled);
  }
  return giveBytes(bytes, code, code_size, error);
}

fly_status fly_compile_kernel_sized(const char *name, const char *const *params, size_t param_count,
                                    const fly_compile_options *options, size_t options_size, void **code,
                                    size_t *code_size, char **error) {
  if (!name || !options || !code || !code_size || (param_count && !params))
    return fail(error, "fly_compile_kernel: name, options, code, code_size (and params when param_count > 0) "
                       "must not be NULL");
  *code = nullptr;
  *code_size = 0;
  fly::codegen::CompileOptions compileOptions;
  fly::codegen::EmitKind emit;
  if (readOptions(options, options_size, compileOptions, emit, error) != FLY_SUCCESS) return FLY_ERROR;
  const fly::kernels::Entry *entry = fly::kernels::findKernel(name);
  if (!entry) {
    std::string known;
    for (const fly::kernels::Entry &e : fly::kernels::registry()) known += (known.empty() ? "" : ", ") + e.name;
    return fail(error, std::string("unknown kernel '") + name + "' (kernels: " + known + ")");
  }
  fly::kernels::Params given;
  for (size_t i = 0; i < param_count; ++i) {
    if (!params[i]) return fail(error, "fly_compile_kernel: params[" + std::to_string(i) + "] is NULL");
    if (llvm::Error e = fly::kernels::parseParam(params[i], given)) return fail(error, std::move(e));
  }
  auto resolved = fly::kernels::resolveParams(*entry, given);
  if (!resolved) return fail(error, resolved.takeError());
  auto compiled = fly::kernels::compileKernelCached(*entry, *resolved, compileOptions, emit, options->use_cache != 0);
  if (!compiled) return fail(error, compiled.takeError());
  return giveBytes(*compiled->code, code, code_size, error);
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

} // extern "C"
