#include "fly/runtime/HostArgs.h"

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

llvm::Error launchWithHostArgs(Device &device, LoadedModule &module, llvm::StringRef kernel,
                               const LaunchConfig &config, const std::vector<HostArg> &args) {
  struct Copy {
    HostTensor *tensor;
    uint64_t address;
    size_t bytes;
  };
  std::vector<Copy> copies;
  std::vector<ArgValue> values;
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
      size_t bytes = size_t(tensor.spanElements()) * tensor.elementBytes;
      auto address = device.allocate(bytes ? bytes : 4);
      if (!address) return releaseAll(address.takeError());
      copies.push_back({&tensor, *address, bytes});
      if (bytes)
        if (llvm::Error e = device.copyToDevice(*address, tensor.data, bytes)) return releaseAll(std::move(e));
      values.push_back(ArgValue::pointer(*address));
    } else if (auto *v = std::get_if<int32_t>(&arg)) {
      values.push_back(ArgValue::i32(*v));
    } else if (auto *v = std::get_if<int64_t>(&arg)) {
      values.push_back(ArgValue::i64(*v));
    } else {
      values.push_back(ArgValue::f32(std::get<float>(arg)));
    }
  }
  if (llvm::Error e = device.launch(module, kernel, config, values)) return releaseAll(std::move(e));
  for (Copy &c : copies)
    if (c.bytes)
      if (llvm::Error e = device.copyFromDevice(c.tensor->data, c.address, c.bytes)) return releaseAll(std::move(e));
  return releaseAll(llvm::Error::success());
}

} // namespace fly::runtime
