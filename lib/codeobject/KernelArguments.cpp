//===- KernelArguments.cpp - Building a kernarg segment -------------------===//

#include "fly/codeobject/KernelArguments.h"

#include "llvm/ADT/Twine.h"

#include <cstring>

using namespace llvm;

namespace fly::codeobject {
namespace {

template <typename T> ArgValue bytesOf(T value) {
  ArgValue arg;
  arg.bytes.resize(sizeof(T));
  std::memcpy(arg.bytes.data(), &value, sizeof(T));
  return arg;
}

Error launchError(const KernelInfo &kernel, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           "launch of kernel '" + kernel.name + "': " + message);
}

/// Writes the low `size` bytes of `value` (a hidden argument may be declared
/// narrower or wider than its natural type; wider is zero-extended).
void put(std::vector<uint8_t> &segment, const KernelArg &arg, uint64_t value) {
  for (uint32_t i = 0; i < arg.size; ++i)
    segment[arg.offset + i] = i < 8 ? static_cast<uint8_t>(value >> (8 * i)) : 0;
}

const char *kDimNames[3] = {"x", "y", "z"};

} // namespace

ArgValue ArgValue::pointer(uint64_t address) { return bytesOf(address); }
ArgValue ArgValue::i8(int8_t value) { return bytesOf(value); }
ArgValue ArgValue::i16(int16_t value) { return bytesOf(value); }
ArgValue ArgValue::i32(int32_t value) { return bytesOf(value); }
ArgValue ArgValue::i64(int64_t value) { return bytesOf(value); }
ArgValue ArgValue::f32(float value) { return bytesOf(value); }
ArgValue ArgValue::f64(double value) { return bytesOf(value); }

Expected<std::vector<uint8_t>> packKernelArguments(const KernelInfo &kernel,
                                                   const std::vector<ArgValue> &args,
                                                   const Dispatch &dispatch) {
  uint64_t threads = 1;
  for (unsigned d = 0; d < 3; ++d) {
    if (dispatch.gridBlocks[d] == 0 || dispatch.blockSize[d] == 0)
      return launchError(kernel, Twine("grid and block sizes must be positive (") +
                                     kDimNames[d] + " is 0)");
    if (dispatch.blockSize[d] > 0xffff)
      return launchError(kernel, Twine("block size in ") + kDimNames[d] + " is " +
                                     Twine(dispatch.blockSize[d]) + ", above 65535");
    threads *= dispatch.blockSize[d];
  }
  if (kernel.maxFlatWorkgroupSize != 0 && threads > kernel.maxFlatWorkgroupSize)
    return launchError(kernel, "block of " + Twine(threads) +
                                   " work-items exceeds the kernel's maximum of " +
                                   Twine(kernel.maxFlatWorkgroupSize));
  if (kernel.reqdWorkgroupSize) {
    const auto &reqd = *kernel.reqdWorkgroupSize;
    for (unsigned d = 0; d < 3; ++d)
      if (reqd[d] != dispatch.blockSize[d])
        return launchError(kernel, "the kernel requires a block of " + Twine(reqd[0]) + "x" +
                                       Twine(reqd[1]) + "x" + Twine(reqd[2]) + ", got " +
                                       Twine(dispatch.blockSize[0]) + "x" +
                                       Twine(dispatch.blockSize[1]) + "x" +
                                       Twine(dispatch.blockSize[2]));
  }

  std::vector<const KernelArg *> explicitArgs = kernel.explicitArgs();
  if (args.size() != explicitArgs.size())
    return launchError(kernel, "expects " + Twine(explicitArgs.size()) + " argument" +
                                   (explicitArgs.size() == 1 ? "" : "s") + ", got " +
                                   Twine(args.size()));

  std::vector<uint8_t> segment(kernel.kernargSegmentSize, 0);
  for (size_t i = 0; i < explicitArgs.size(); ++i) {
    const KernelArg &meta = *explicitArgs[i];
    if (args[i].bytes.size() != meta.size)
      return launchError(kernel, "argument " + Twine(i) +
                                     (meta.name.empty() ? "" : " '" + meta.name + "'") +
                                     " takes " + Twine(meta.size) + " bytes, got " +
                                     Twine(args[i].bytes.size()));
    std::memcpy(segment.data() + meta.offset, args[i].bytes.data(), meta.size);
  }

  // Hidden arguments, as HIP fills them for a grid given in work-groups: the
  // remainders are 0 because every work-group is full, and a HIP dispatch is
  // always three-dimensional.
  for (const KernelArg &arg : kernel.args) {
    switch (arg.kind) {
    case ArgKind::HiddenBlockCountX: put(segment, arg, dispatch.gridBlocks[0]); break;
    case ArgKind::HiddenBlockCountY: put(segment, arg, dispatch.gridBlocks[1]); break;
    case ArgKind::HiddenBlockCountZ: put(segment, arg, dispatch.gridBlocks[2]); break;
    case ArgKind::HiddenGroupSizeX: put(segment, arg, dispatch.blockSize[0]); break;
    case ArgKind::HiddenGroupSizeY: put(segment, arg, dispatch.blockSize[1]); break;
    case ArgKind::HiddenGroupSizeZ: put(segment, arg, dispatch.blockSize[2]); break;
    case ArgKind::HiddenRemainderX:
    case ArgKind::HiddenRemainderY:
    case ArgKind::HiddenRemainderZ: put(segment, arg, 0); break;
    case ArgKind::HiddenGridDims: put(segment, arg, 3); break;
    case ArgKind::HiddenDynamicLdsSize: put(segment, arg, dispatch.dynamicLdsBytes); break;
    case ArgKind::HiddenPrivateBase: put(segment, arg, dispatch.privateBase); break;
    case ArgKind::HiddenSharedBase: put(segment, arg, dispatch.sharedBase); break;
    case ArgKind::HiddenQueuePtr: put(segment, arg, dispatch.queuePtr); break;
    case ArgKind::HiddenHeapV1: put(segment, arg, dispatch.heapV1); break;
    case ArgKind::HiddenPrintfBuffer: put(segment, arg, dispatch.printfBuffer); break;
    default: break; // global offsets 0, everything else null
    }
  }
  return segment;
}

} // namespace fly::codeobject
