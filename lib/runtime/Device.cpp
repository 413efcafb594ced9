//===- Device.cpp - What every device shares: launch preparation, printf ---===//

#include "fly/runtime/Device.h"

#include "llvm/ADT/Twine.h"

#include <cstdio>

using namespace llvm;

namespace fly::runtime {

LoadedModule::~LoadedModule() = default;
Device::~Device() = default;
Stream::~Stream() = default;
Event::~Event() = default;

Expected<PreparedLaunch> Device::prepareLaunch(LoadedModule &module, StringRef kernelName,
                                               const LaunchConfig &config,
                                               const std::vector<ArgValue> &args) const {
  const codeobject::CodeObject &object = module.codeObject();
  const codeobject::KernelInfo *kernel = object.findKernel(kernelName);
  if (!kernel) {
    std::string known;
    for (const codeobject::KernelInfo &k : object.kernels)
      known += (known.empty() ? "" : ", ") + k.name;
    return createStringError(inconvertibleErrorCode(), "no kernel named '" + kernelName +
                                                           "' in the code object (kernels: " +
                                                           known + ")");
  }
  codeobject::Dispatch dispatch;
  for (unsigned d = 0; d < 3; ++d) {
    dispatch.gridBlocks[d] = config.grid[d];
    dispatch.blockSize[d] = config.block[d];
  }
  dispatch.dynamicLdsBytes = config.dynamicLdsBytes;
  auto segment = codeobject::packKernelArguments(*kernel, args, dispatch);
  if (!segment)
    return segment.takeError();
  // The device fills the hidden arguments itself: keep the explicit part.
  size_t explicitBytes = 0;
  for (const codeobject::KernelArg &arg : kernel->args)
    if (!codeobject::isHidden(arg.kind))
      explicitBytes = std::max<size_t>(explicitBytes, arg.offset + arg.size);
  segment->resize(explicitBytes);
  PreparedLaunch launch;
  launch.kernel = kernel;
  launch.config = config;
  launch.explicitSegment = std::move(*segment);
  launch.args = &args;
  return launch;
}

Error Device::enqueue(LoadedModule &module, StringRef kernel, const LaunchConfig &config,
                      const std::vector<ArgValue> &args, Stream *stream) {
  auto launch = prepareLaunch(module, kernel, config, args);
  if (!launch)
    return launch.takeError();
  return submit(module, *launch, stream);
}

Error Device::launch(LoadedModule &module, StringRef kernel, const LaunchConfig &config,
                     const std::vector<ArgValue> &args) {
  if (Error e = enqueue(module, kernel, config, args))
    return e;
  return synchronize();
}

void Device::writePrintfOutput(StringRef text) {
  if (text.empty())
    return;
  if (printfOutput_) {
    printfOutput_(text);
    return;
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

} // namespace fly::runtime
