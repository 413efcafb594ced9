//===- EmulatorDevice.cpp - The runtime's Device on Fly's CPU emulator ----===//

#include "fly/runtime/Device.h"

#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/emu/Profile.h"
#include "fly/runtime/PrintfBuffer.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/Twine.h"

#include <chrono>
#include <optional>

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

class EmulatorDevice;

// The emulator runs each launch before enqueue returns, so every stream is in order and an event
// is reached when it is recorded; its time is the host clock's.
class EmulatedStream final : public Stream {
public:
  explicit EmulatedStream(const EmulatorDevice *owner) : owner(owner) {}
  const EmulatorDevice *owner;
};

class EmulatedEvent final : public Event {
public:
  explicit EmulatedEvent(const EmulatorDevice *owner) : owner(owner) {}
  const EmulatorDevice *owner;
  std::optional<std::chrono::steady_clock::time_point> reached;
};

class EmulatorDevice final : public Device {
public:
  EmulatorDevice(std::string arch, const EmulatorOptions &options)
      : arch_(std::move(arch)), perPcCounters_(options.perInstructionCounters),
        checkLdsRaces_(options.checkLdsRaces) {}

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

  Expected<std::unique_ptr<Stream>> createStream() override {
    return std::make_unique<EmulatedStream>(this);
  }
  Expected<std::unique_ptr<Event>> createEvent() override {
    return std::make_unique<EmulatedEvent>(this);
  }
  Error recordEvent(Event &event, Stream *stream) override {
    if (Error e = checkOwned(stream))
      return e;
    auto ours = owned(event);
    if (!ours)
      return ours.takeError();
    (*ours)->reached = std::chrono::steady_clock::now();
    return Error::success();
  }
  Error synchronizeEvent(Event &event) override { return owned(event).takeError(); }
  Error synchronize(Stream *stream) override { return checkOwned(stream); }
  Expected<double> elapsedMilliseconds(Event &start, Event &end) override {
    auto from = owned(start), to = owned(end);
    if (!from)
      return from.takeError();
    if (!to)
      return to.takeError();
    if (!(*from)->reached || !(*to)->reached)
      return createStringError(inconvertibleErrorCode(),
                               "elapsed time between events: an event was never recorded");
    return std::chrono::duration<double, std::milli>(*(*to)->reached - *(*from)->reached).count();
  }

protected:
  Error submit(LoadedModule &loaded, const PreparedLaunch &launch, Stream *stream) override {
    // A module loaded on another device (a fly_module handle of another fly_device) is not ours to
    // launch: refused, as streams and events of another device are.
    bool ours = false;
    for (const auto &m : modules_) ours |= m.get() == &loaded;
    if (!ours)
      return createStringError(inconvertibleErrorCode(), "the module was loaded on another device");
    if (Error e = checkOwned(stream))
      return e;
    auto &module = static_cast<EmulatedModule &>(loaded);
    const LaunchConfig &config = launch.config;
    emu::LaunchOptions options;
    options.dynamicLdsBytes = config.dynamicLdsBytes;
    options.perPcCounters = perPcCounters_;
    options.checkLdsRaces = checkLdsRaces_;
    // A printing kernel gets a fresh printf buffer; its records are printed after the launch.
    uint64_t printfBuffer = 0;
    if (usesPrintfBuffer(*launch.kernel)) {
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
    // The emulator packs the arguments again with the hidden values only it knows (apertures).
    auto stats = device_.launch(module.emulated(), launch.kernel->name,
                                emu::Dim3(config.grid[0], config.grid[1], config.grid[2]),
                                emu::Dim3(config.block[0], config.block[1], config.block[2]),
                                *launch.args, options);
    if (!stats)
      return stats.takeError();
    lastStats_ = *stats;
    lastProfile_.reset();
    if (perPcCounters_) // the performance model needs the per-instruction counts
      if (const emu::Kernel *kernel = module.emulated().findKernel(launch.kernel->name)) {
        auto profile = emu::modelLaunch(*stats, *kernel, arch_, config.block[0] * config.block[1] * config.block[2],
                                        kernel->groupSegmentSize + config.dynamicLdsBytes);
        if (!profile)
          return profile.takeError();
        lastProfile_ = std::move(*profile);
      }
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

public:
  std::string lastLaunchStats() const override { return lastStats_.format(); }
  std::optional<uint64_t> lastLaunchInstructions() const override {
    return lastStats_.instructions();
  }
  std::optional<double> lastLaunchModelledCycles() const override {
    return lastProfile_ ? std::optional<double>(lastProfile_->cycles) : std::nullopt;
  }
  std::optional<emu::Profile> lastLaunchProfile() const override { return lastProfile_; }
  LaunchCost launchCost() const override {
    return perPcCounters_ ? LaunchCost::ModelledCycles : LaunchCost::Instructions;
  }

private:
  Error checkOwned(Stream *stream) const {
    if (stream && static_cast<EmulatedStream *>(stream)->owner != this)
      return createStringError(inconvertibleErrorCode(), "the stream belongs to another device");
    return Error::success();
  }
  Expected<EmulatedEvent *> owned(Event &event) const {
    auto *ours = static_cast<EmulatedEvent *>(&event);
    if (ours->owner != this)
      return createStringError(inconvertibleErrorCode(), "the event belongs to another device");
    return ours;
  }

  std::string arch_;
  bool perPcCounters_ = false;
  bool checkLdsRaces_ = false;
  emu::Device device_;
  std::vector<std::unique_ptr<LoadedModule>> modules_;
  emu::Stats lastStats_;
  std::optional<emu::Profile> lastProfile_;
};

} // namespace

Expected<std::unique_ptr<Device>> openEmulatorDevice(StringRef arch, bool perInstructionCounters) {
  EmulatorOptions options;
  options.perInstructionCounters = perInstructionCounters;
  return openEmulatorDevice(arch, options);
}

Expected<std::unique_ptr<Device>> openEmulatorDevice(StringRef arch, const EmulatorOptions &options) {
  if (!target::findArch(std::string_view(arch.data(), arch.size())))
    return createStringError(inconvertibleErrorCode(),
                             target::unsupportedArchMessage(std::string_view(arch.data(), arch.size())));
  return std::make_unique<EmulatorDevice>(arch.str(), options);
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
