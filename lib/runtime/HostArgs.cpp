#include "fly/runtime/HostArgs.h"

#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/ir/SubByte.h"
#include "fly/runtime/TensorArguments.h"

#include <algorithm>

namespace fly::runtime {

int64_t HostTensor::spanElements() const {
  int64_t last = 0;
  int64_t rowMajor = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] == 0) return 0;
    int64_t stride = strides.empty() ? rowMajor : strides[d];
    last += (shape[d] - 1) * stride;
    rowMajor *= shape[d];
  }
  return last + 1;
}

int64_t HostTensor::storageBytes() const {
  int64_t n = spanElements();
  ir::Context ctx;
  if (auto t = ir::parseType(ctx, elementType); t.ok() && ir::isSubByte(*t)) return (n * t->bitWidth() + 7) / 8;
  return n * int64_t(elementBytes);
}

static llvm::Error timeLaunches(Device &device, LoadedModule &module, llvm::StringRef kernel,
                                const LaunchConfig &config, const std::vector<ArgValue> &values, LaunchTimes &times) {
  auto stream = device.createStream();
  if (!stream) return stream.takeError();
  auto start = device.createEvent();
  if (!start) return start.takeError();
  auto end = device.createEvent();
  if (!end) return end.takeError();
  for (unsigned r = 0; r < times.repeats; ++r) {
    if (llvm::Error e = device.recordEvent(**start, stream->get())) return e;
    if (llvm::Error e = device.enqueue(module, kernel, config, values, stream->get())) return e;
    if (llvm::Error e = device.recordEvent(**end, stream->get())) return e;
    if (llvm::Error e = device.synchronizeEvent(**end)) return e;
    auto ms = device.elapsedMilliseconds(**start, **end);
    if (!ms) return ms.takeError();
    times.milliseconds.push_back(*ms);
  }
  return llvm::Error::success();
}

llvm::Error launchWithHostArgs(Device &device, LoadedModule &module, llvm::StringRef kernel,
                               const LaunchConfig &config, const std::vector<HostArg> &args,
                               LaunchTimes *times) {
  struct Copy {
    HostTensor *tensor;
    uint64_t address;
    size_t bytes;
  };
  std::vector<Copy> copies;
  std::vector<ArgValue> values;
  // A kernel with tensor parameters (docs/abi.md) takes a host tensor there as its description.
  std::vector<bool> tensorParams;
  if (const codeobject::KernelInfo *info = module.codeObject().findKernel(kernel)) {
    auto params = tensorParameters(*info);
    if (!params) return params.takeError();
    tensorParams = std::move(*params);
  }
  std::vector<KernelArgument> described;
  auto releaseAll = [&](llvm::Error error) -> llvm::Error {
    for (Copy &c : copies)
      if (llvm::Error e = device.release(c.address)) error = llvm::joinErrors(std::move(error), std::move(e));
    return error;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const HostArg &arg = args[i];
    if (auto *t = std::get_if<HostTensor *>(&arg)) {
      HostTensor &tensor = **t;
      if (!tensor.strides.empty() && tensor.strides.size() != tensor.shape.size())
        return releaseAll(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                                  "argument " + std::to_string(i) + ": " +
                                                      std::to_string(tensor.shape.size()) + " dimensions but " +
                                                      std::to_string(tensor.strides.size()) + " strides"));
      size_t bytes = size_t(tensor.storageBytes());
      auto address = device.allocate(bytes ? bytes : 4);
      if (!address) return releaseAll(address.takeError());
      copies.push_back({&tensor, *address, bytes});
      if (bytes)
        if (llvm::Error e = device.copyToDevice(*address, tensor.data, bytes)) return releaseAll(std::move(e));
      values.push_back(ArgValue::pointer(*address));
      if (i < tensorParams.size() && tensorParams[i]) {
        TensorDesc desc{*address, tensor.shape, tensor.strides, tensor.elementType};
        if (desc.strides.empty()) { // row-major
          desc.strides.assign(tensor.shape.size(), 1);
          for (size_t d = tensor.shape.size(); d-- > 1;) desc.strides[d - 1] = desc.strides[d] * tensor.shape[d];
        }
        described.push_back(desc);
      } else {
        described.push_back(values.back());
      }
      continue;
    } else if (auto *v = std::get_if<int32_t>(&arg)) {
      values.push_back(ArgValue::i32(*v));
    } else if (auto *v = std::get_if<int64_t>(&arg)) {
      values.push_back(ArgValue::i64(*v));
    } else {
      values.push_back(ArgValue::f32(std::get<float>(arg)));
    }
    described.push_back(values.back());
  }
  bool anyTensor = std::find(tensorParams.begin(), tensorParams.end(), true) != tensorParams.end();
  if (times && times->repeats) {
    // The timed launches take the arguments as the device sees them (tensors expanded).
    std::vector<ArgValue> expanded = values;
    if (anyTensor) {
      const codeobject::KernelInfo *info = module.codeObject().findKernel(kernel);
      if (!info)
        return releaseAll(llvm::createStringError(llvm::inconvertibleErrorCode(),
                                                  "no kernel '" + kernel + "' in the code object"));
      auto built = buildKernelArguments(*info, described);
      if (!built) return releaseAll(built.takeError());
      expanded = std::move(*built);
    }
    if (llvm::Error e = timeLaunches(device, module, kernel, config, expanded, *times)) return releaseAll(std::move(e));
    for (Copy &c : copies)
      if (c.bytes)
        if (llvm::Error e = device.copyToDevice(c.address, c.tensor->data, c.bytes)) return releaseAll(std::move(e));
  }
  llvm::Error launched = anyTensor ? launch(device, module, kernel, config, described)
                                   : device.launch(module, kernel, config, values);
  if (launched) return releaseAll(std::move(launched));
  for (Copy &c : copies)
    if (c.bytes)
      if (llvm::Error e = device.copyFromDevice(c.tensor->data, c.address, c.bytes)) return releaseAll(std::move(e));
  return releaseAll(llvm::Error::success());
}

} // namespace fly::runtime
