// Typed host arguments of a launch. A host tensor (pointer, element type,
// shape and strides in elements) is copied to device memory before the
// launch and back after it; scalars are passed by value. Where the kernel
// takes a tensor (`!fly.memref`, fx::TensorArg; docs/abi.md), the host
// tensor's shape and strides travel with its pointer as the ABI says, checked
// against the kernel's type (runtime::launch); where it takes a pointer, only
// the pointer is passed (shape/strides travel as scalars the kernel declares).
#pragma once

#include "fly/runtime/Device.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace fly::runtime {

struct HostTensor {
  void *data = nullptr;
  std::string elementType; // IR spelling: f32, f16, bf16, i8, f8E4M3FN, ...
  unsigned elementBytes = 4;
  std::vector<int64_t> shape;
  std::vector<int64_t> strides; // empty: row-major
  // Elements spanned from data[0] to the last addressed element, plus one.
  int64_t spanElements() const;
  // Bytes those elements occupy: spanElements() * elementBytes, or for a sub-byte element type (i4,
  // f4E2M1FN, f6E2M3FN, f6E3M2FN: bit-packed, element i at bit i * bits) the bytes their bits need.
  int64_t storageBytes() const;
};

using HostArg = std::variant<HostTensor *, int32_t, int64_t, float>;

// Launches timed with device events before the launch whose results are kept.
struct LaunchTimes {
  unsigned repeats = 0;                 // timed launches to run
  std::vector<double> milliseconds;     // filled: one per timed launch
};

// Allocates and fills device copies of the tensors, launches, copies every
// tensor back, releases the device memory (also on error). With `times`, first
// runs times->repeats launches each between two events on a stream, then copies
// the tensors in again (a kernel may update its outputs) for the kept launch.
llvm::Error launchWithHostArgs(Device &device, LoadedModule &module, llvm::StringRef kernel,
                               const LaunchConfig &config, const std::vector<HostArg> &args,
                               LaunchTimes *times = nullptr);

} // namespace fly::runtime
