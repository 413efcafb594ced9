//===- KernelArguments.h - Building a kernarg segment ---------------------===//
//
// The bytes a dispatch hands a kernel: explicit arguments at the offsets the
// metadata gives, and the hidden arguments filled as the HIP runtime fills them.
// Shared by the emulator and the HIP runtime so both run a kernel identically.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CODEOBJECT_KERNELARGUMENTS_H
#define FLY_CODEOBJECT_KERNELARGUMENTS_H

#include "fly/codeobject/CodeObject.h"

#include <cstdint>
#include <vector>

namespace fly::codeobject {

/// One explicit argument as the caller gives it: raw little-endian bytes whose
/// count must equal the metadata's `.size` (a pointer is 8 bytes, an int 4).
struct ArgValue {
  std::vector<uint8_t> bytes;

  static ArgValue pointer(uint64_t address);
  static ArgValue i8(int8_t value); // also an i1 argument (one byte)
  static ArgValue i16(int16_t value);
  static ArgValue i32(int32_t value);
  static ArgValue i64(int64_t value);
  static ArgValue f32(float value);
  static ArgValue f64(double value);
};

/// The shape of a dispatch: work-groups per dimension and work-items per group.
struct Dispatch {
  uint32_t gridBlocks[3] = {1, 1, 1};
  uint32_t blockSize[3] = {1, 1, 1};
  uint32_t dynamicLdsBytes = 0;
  /// Values only the device knows (0 means none): filled into the matching
  /// hidden arguments.
  uint64_t privateBase = 0;
  uint64_t sharedBase = 0;
  uint64_t queuePtr = 0;
  uint64_t heapV1 = 0;
  uint64_t printfBuffer = 0;
};

/// Checks the dispatch (non-zero sizes, block size within the kernel's limit,
/// the explicit argument count and sizes) and returns the kernarg segment.
/// Errors name the kernel and the offending argument.
llvm::Expected<std::vector<uint8_t>>
packKernelArguments(const KernelInfo &kernel, const std::vector<ArgValue> &args,
                    const Dispatch &dispatch);

} // namespace fly::codeobject

#endif
