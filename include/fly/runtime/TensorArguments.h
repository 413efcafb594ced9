//===- TensorArguments.h - Kernel arguments as the kernel's source declares them -===//
//
// A kernel written with tensor arguments (`%A: !fly.memref<f32, global, (?,?):(1,?)>`)
// receives each tensor as several pieces (Fly's kernel ABI, fly/ir/KernelABI.h,
// docs/abi.md). The host gives one TensorDesc per tensor; the pieces are built by
// reading the ABI back from the code object's metadata (each piece's `.name`,
// the tensor's memref type in `.type_name`), after checking the description
// against the type. A mismatch is an error naming the kernel and the argument,
// and nothing is launched.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_RUNTIME_TENSORARGUMENTS_H
#define FLY_RUNTIME_TENSORARGUMENTS_H

#include "fly/runtime/Device.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace fly::runtime {

/// A tensor in device memory: base address, then per leaf of its layout (flattened, left
/// to right) the extent and the stride in elements; the element type as Fly spells it
/// ("f32", "f16", "i32", ...).
struct TensorDesc {
  uint64_t address = 0;
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;
  std::string elementType;
};

/// One argument as the kernel's source declares it: a tensor or a plain value.
using KernelArgument = std::variant<ArgValue, TensorDesc>;

/// The explicit arguments in kernarg order for `kernel`, from source-level arguments.
/// Checks per tensor: it is given where the kernel takes one (and only there), element
/// type, rank (leaf count), every static extent and stride equal to the type's, every
/// dynamic one positive (extents), within i32 and a multiple of its declared `?{div=N}`,
/// and the base address aligned as the type's `align<N>` says.
llvm::Expected<std::vector<ArgValue>> buildKernelArguments(const codeobject::KernelInfo &kernel,
                                                           const std::vector<KernelArgument> &args);

/// Per source-level argument of `kernel` (as its metadata declares them): true for a tensor.
llvm::Expected<std::vector<bool>> tensorParameters(const codeobject::KernelInfo &kernel);

/// buildKernelArguments, then Device::launch.
llvm::Error launch(Device &device, LoadedModule &module, llvm::StringRef kernel, const LaunchConfig &config,
                   const std::vector<KernelArgument> &args);

} // namespace fly::runtime

#endif
