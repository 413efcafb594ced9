//===- EmulatorDevice.cpp - The runtime's Device on Fly's CPU emulator ----===//

#include "fly/runtime/Device.h"

#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/runtime/PrintfBuffer.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;

namespace fly::runtime {
namespace {

class EmulatedModule final : public LoadedModule {
public:
  explicit EmulatedModule(std::shared_ptr<emu::CodeObject> object) : object_(std::move(object)) {}
  const codeobject::CodeObject &codeObject() const override { return object_->metadata(); }
  const emu::CodeObject &emulated() const { return *object_; }

private:
  std::shared_ptr<emu::CodeObject> object_;
};

class EmulatorDevice final : public Device {
public:
  EmulatorDevice(std::string arch, bool perPcCounters) : arch_(std::move(arch)), perPcCounters_(perPcCounters) {}

  std::string name() const override { return "emulator (" + arch_ + ")"; }
  std::string arch() const override { return arch_; }

  Expected<uint64_t> allocate(size_t bytes) override { return device_.allocate(bytes); }
  Error release(uint64_t address) override { return device_.release(address); }
  Error copyToDevice(uint64_t address, const void *source, size_t bytes) override {
    return device_.copyIn(address, source, bytes);
  }
  Error copyFromDevice(void *destination, uint64_t address, size_t bytes) override {
    return device_.copyOut(destination, address, bytes);
  }

  Expected<LoadedModule *> load(ArrayRef<uint8_t> bytes) override {
    auto object = emu::CodeObject::load(bytes);
    if (!object)
      return object.takeError();
    if ((*object)->arch() != arch_)
      return createStringError(inconvertibleErrorCode(),
                               "code object is for " + (*object)->arch() + ", the device is " +
                                   arch_);
    modules_.push_back(std::make_unique<EmulatedModule>(std::move(*object)));
    return modules_.back().get();
  }

  Error launch(LoadedModule &loaded, StringRef kernel, const LaunchConfig &config,
               const std::vector<ArgValue> &args) override {
    auto &module = static_cast<EmulatedModule &>(loaded);
    emu::LaunchOptions options;
    options.dynamicLdsBytes = config.dynamicLdsBytes;
    options.perPcCounters = perPcCounters_;
    // A printing kernel gets a fresh printf buffer; its records are printed after the launch.
    const codeobject::KernelInfo *info = module.codeObject().findKernel(kernel);
    uint64_t printfBuffer = 0;
    if (info && usesPrintfBuffer(*info)) {
      auto buffer = device_.allocate(kPrintfBufferBytes);
      if (!buffer)
        return buffer.takeError();
      printfBuffer = *buffer;
      std::vector<uint8_t> header = printfBufferHeader(kPrintfBufferBytes);
      if (Error e = device_.copyIn(printfBuffer, header.data(), header.size()))
        return e;
      options.printfBuffer = printfBuffer;
    }
    auto releaseBuffer = make_scope_exit([&] {
      if (printfBuffer)
        consumeError(device_.release(printfBuffer));
    });
    auto stats = device_.launch(module.emulated(), kernel,
                                emu::Dim3(config.grid[0], config.grid[1], config.grid[2]),
                                emu::Dim3(config.block[0], config.block[1], config.block[2]),
                                args, options);
    if (!stats)
      return stats.takeError();
    lastStats_ = *stats;
    if (printfBuffer) {
      std::vector<uint8_t> contents(kPrintfBufferBytes);
      if (Error e = device_.copyOut(contents.data(), printfBuffer, contents.size()))
        return e;
      auto text = formatPrintfBuffer(contents, module.codeObject().printfFormats);
      if (!text)
        return text.takeError();
      writePrintfOutput(*text);
    }
    return Error::success();
  }

  std::string lastLaunchStats() const override { return lastStats_.format(); }

private:
  std::string arch_;
  bool perPcCounters_ = false;
  emu::Device device_;
  std::vector<std::unique_ptr<LoadedModule>> modules_;
  emu::Stats lastStats_;
};

} // namespace

Expected<std::unique_ptr<Device>> openEmulatorDevice(StringRef arch, bool perInstructionCounters) {
  if (!target::findArch(std::string_view(arch.data(), arch.size())))
    return createStringError(inconvertibleErrorCode(),
                             target::unsupportedArchMessage(std::string_view(arch.data(), arch.size())));
  return std::make_unique<EmulatorDevice>(arch.str(), perInstructionCounters);
}

Expected<std::unique_ptr<Device>> openDevice(StringRef spec, bool perInstructionCounters) {
  if (spec == "hip" || spec.starts_with("hip:")) {
    unsigned index = 0;
    if (spec.starts_with("hip:") && spec.drop_front(4).getAsInteger(10, index))
      return createStringError(inconvertibleErrorCode(),
                               "device '" + spec + "': expected hip or hip:N");
    return openHipDevice(index);
  }
  if (spec.starts_with("emu:"))
    return openEmulatorDevice(spec.drop_front(4), perInstructionCounters);
  return createStringError(inconvertibleErrorCode(),
                           "unknown device '" + spec + "' (expected hip, hip:N or emu:ARCH)");
}

} // namespace fly::runtime
