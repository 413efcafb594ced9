//===- Device.h - Where kernels run: an AMD GPU through HIP, or the emulator -===//
#ifndef FLY_RUNTIME_DEVICE_H
#define FLY_RUNTIME_DEVICE_H

#include "fly/codeobject/KernelArguments.h"
#include "fly/emu/Profile.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fly::runtime {

using codeobject::ArgValue;

/// Work-groups per dimension, work-items per work-group, dynamic LDS bytes.
struct LaunchConfig {
  uint32_t grid[3] = {1, 1, 1};
  uint32_t block[3] = {1, 1, 1};
  uint32_t dynamicLdsBytes = 0;
};

/// An in-order queue of work on a device (HIP: a hipStream_t). Work on one stream runs in the
/// order it was enqueued; the null stream is the device's default stream.
class Stream {
public:
  virtual ~Stream();
};

/// A point in a stream's work, and the time the device reached it (HIP: a hipEvent_t).
class Event {
public:
  virtual ~Event();
};

/// A launch as the device receives it: the kernel, the checked kernel-argument segment and the
/// arguments it was packed from (valid for the duration of Device::submit only).
struct PreparedLaunch {
  const codeobject::KernelInfo *kernel = nullptr;
  LaunchConfig config;
  std::vector<uint8_t> explicitSegment; // the explicit arguments; the device adds hidden ones
  const std::vector<ArgValue> *args = nullptr;
};

/// A code object loaded on a device; owned by the device that loaded it.
class LoadedModule {
public:
  virtual ~LoadedModule();
  virtual const codeobject::CodeObject &codeObject() const = 0;
};

class Device {
public:
  virtual ~Device();
  /// e.g. "HIP device 0 (gfx942)" or "emulator (gfx942)".
  virtual std::string name() const = 0;
  /// The processor, e.g. "gfx942".
  virtual std::string arch() const = 0;

  /// Device memory; addresses are what kernels see.
  virtual llvm::Expected<uint64_t> allocate(size_t bytes) = 0;
  virtual llvm::Error release(uint64_t address) = 0;
  virtual llvm::Error copyToDevice(uint64_t address, const void *source, size_t bytes) = 0;
  virtual llvm::Error copyFromDevice(void *destination, uint64_t address, size_t bytes) = 0;

  /// Loads a code object; its processor must match the device's.
  virtual llvm::Expected<LoadedModule *> load(llvm::ArrayRef<uint8_t> codeObject) = 0;
  /// Where a launch's device-side printf output goes, once the launch is done (default:
  /// stdout). The HIP runtime prints on its own; the emulator device hands it here.
  void setPrintfOutput(std::function<void(llvm::StringRef)> output) { printfOutput_ = std::move(output); }

  /// Runs a kernel to completion: enqueue on the default stream, then synchronize.
  llvm::Error launch(LoadedModule &module, llvm::StringRef kernel, const LaunchConfig &config,
                     const std::vector<ArgValue> &args);
  /// Enqueues a launch on \p stream (null: the default stream) and returns. The argument count
  /// and sizes are checked against the code object's metadata before anything is sent to the
  /// device. (The emulator runs the work before enqueue returns; its streams are in order.)
  llvm::Error enqueue(LoadedModule &module, llvm::StringRef kernel, const LaunchConfig &config,
                      const std::vector<ArgValue> &args, Stream *stream = nullptr);
  /// The host work of enqueue before the device is called: the kernel looked up, the arguments
  /// checked and packed. Public for the launch-overhead benchmark (bench/runtime).
  llvm::Expected<PreparedLaunch> prepareLaunch(LoadedModule &module, llvm::StringRef kernel,
                                               const LaunchConfig &config,
                                               const std::vector<ArgValue> &args) const;

  virtual llvm::Expected<std::unique_ptr<Stream>> createStream() = 0;
  virtual llvm::Expected<std::unique_ptr<Event>> createEvent() = 0;
  /// Records \p event at the current end of \p stream's work (null: the default stream).
  virtual llvm::Error recordEvent(Event &event, Stream *stream = nullptr) = 0;
  /// Waits until \p event has been reached.
  virtual llvm::Error synchronizeEvent(Event &event) = 0;
  /// Waits for \p stream's work (null: all work on the device).
  virtual llvm::Error synchronize(Stream *stream = nullptr) = 0;
  /// Milliseconds between two reached events (both recorded and synchronized). On a GPU the
  /// device's clock; on the emulator, host time spent emulating the work between them.
  virtual llvm::Expected<double> elapsedMilliseconds(Event &start, Event &end) = 0;
  /// What the device measured in the last launch, as a few human-readable lines (the
  /// emulator's instruction and memory counters); "" when it measures nothing.
  virtual std::string lastLaunchStats() const { return ""; }
  /// The wave instructions the last launch executed, on a device that counts them (the
  /// emulator); std::nullopt elsewhere.
  virtual std::optional<uint64_t> lastLaunchInstructions() const { return std::nullopt; }
  /// The last launch's cycles in the emulator's performance model (emu::modelLaunch: occupancy,
  /// pipes, waitcnt latency, LDS and DRAM, from the arch's machine model), on an emulator device
  /// opened with per-instruction counters; std::nullopt elsewhere.
  virtual std::optional<double> lastLaunchModelledCycles() const { return std::nullopt; }
  /// The whole performance model of the last launch (what `fly-emu run --profile` prints: cycles,
  /// occupancy, bound, roofline, hot instructions), on an emulator device opened with
  /// per-instruction counters; std::nullopt elsewhere.
  virtual std::optional<emu::Profile> lastLaunchProfile() const { return std::nullopt; }
  /// What every launch on this device measures that compares launches, the finest of: modelled
  /// cycles (lastLaunchModelledCycles), wave instructions (lastLaunchInstructions), or only the
  /// time between events (elapsedMilliseconds; a GPU's clock). Fixed when the device is opened.
  enum class LaunchCost { EventTime, Instructions, ModelledCycles };
  virtual LaunchCost launchCost() const { return LaunchCost::EventTime; }

protected:
  /// Hands a prepared launch to the device.
  virtual llvm::Error submit(LoadedModule &module, const PreparedLaunch &launch, Stream *stream) = 0;
  void writePrintfOutput(llvm::StringRef text);

private:
  std::function<void(llvm::StringRef)> printfOutput_;
};

/// The AMD GPU number \p index through the HIP runtime, loaded at run time
/// (dlopen), so Fly builds and runs on machines without ROCm. Without a GPU the
/// error reads "no AMD GPU found: ...".
llvm::Expected<std::unique_ptr<Device>> openHipDevice(unsigned index = 0);

/// Fly's CPU emulator of AMD code objects, emulating processor \p arch
/// ("gfx942"); an unsupported arch is an error listing the supported ones.
/// \p perInstructionCounters: launches also count per instruction (LDS cycles and
/// bank-conflict cycles, emu::LaunchOptions::perPcCounters), which lastLaunchStats prints.
llvm::Expected<std::unique_ptr<Device>> openEmulatorDevice(llvm::StringRef arch, bool perInstructionCounters = false);

/// What an emulator device does on every launch beyond running it.
struct EmulatorOptions {
  /// Per-instruction counters and the performance model (lastLaunchProfile).
  bool perInstructionCounters = false;
  /// LDS races between waves of a work-group are errors (fly-emu --check-races; emu::LaunchOptions).
  bool checkLdsRaces = false;
};
llvm::Expected<std::unique_ptr<Device>> openEmulatorDevice(llvm::StringRef arch, const EmulatorOptions &options);

/// "hip", "hip:N" or "emu:ARCH" (\p perInstructionCounters: see openEmulatorDevice).
llvm::Expected<std::unique_ptr<Device>> openDevice(llvm::StringRef spec, bool perInstructionCounters = false);

} // namespace fly::runtime

#endif
