// What the fx kernel tests share: a module compiled through the fly-llc pipeline for an arch and
// loaded on an emulator device of that arch, ready for runtime::launchWithHostArgs.
#pragma once

#include "fly/dsl/Module.h"
#include "fly/runtime/Device.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/target/Arch.h"

#include <memory>
#include <string>

namespace fly::dsltest {

// Compiles `m` for `arch` and loads the code object on `device`.
inline llvm::Expected<runtime::LoadedModule *> compileAndLoad(fx::Module &m, runtime::Device &device,
                                                              const target::Arch &arch) {
  codegen::CompileOptions options;
  options.arch = &arch;
  auto object = runtime::compile(m, options);
  if (!object) return object.takeError();
  return device.load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()));
}

// A module on a fresh emulator device; `error` is empty when both worked, else it says what failed.
struct EmulatedModule {
  std::unique_ptr<runtime::Device> device;
  runtime::LoadedModule *module = nullptr;
  std::string error;
};

inline EmulatedModule compileOnEmulator(fx::Module &m, const target::Arch &arch) {
  EmulatedModule r;
  auto device = runtime::openEmulatorDevice(arch.name);
  if (!device) {
    r.error = "emulator device for " + std::string(arch.name) + ": " + llvm::toString(device.takeError());
    return r;
  }
  r.device = std::move(*device);
  auto loaded = compileAndLoad(m, *r.device, arch);
  if (!loaded) {
    r.error = llvm::toString(loaded.takeError()) + "\n" + m.str();
    return r;
  }
  r.module = *loaded;
  return r;
}

} // namespace fly::dsltest
