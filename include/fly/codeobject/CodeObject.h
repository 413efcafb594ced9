//===- CodeObject.h - What an AMD HSA code object says about its kernels --===//
//
// One reader of code-object facts, shared by codegen (reports, tests), the
// emulator (loader) and the runtime (argument packing): the `amdhsa.kernels`
// metadata note, each kernel's descriptor (`NAME.kd`) and the loadable image.
//
//===----------------------------------------------------------------------===//
#ifndef FLY_CODEOBJECT_CODEOBJECT_H
#define FLY_CODEOBJECT_CODEOBJECT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fly::codeobject {

/// The `.value_kind` of a kernel argument (code object v5 metadata).
enum class ArgKind {
  ByValue,
  GlobalBuffer,
  DynamicSharedPointer,
  Image,
  Sampler,
  Pipe,
  Queue,
  HiddenGlobalOffsetX,
  HiddenGlobalOffsetY,
  HiddenGlobalOffsetZ,
  HiddenNone,
  HiddenPrintfBuffer,
  HiddenHostcallBuffer,
  HiddenDefaultQueue,
  HiddenCompletionAction,
  HiddenMultigridSyncArg,
  HiddenBlockCountX,
  HiddenBlockCountY,
  HiddenBlockCountZ,
  HiddenGroupSizeX,
  HiddenGroupSizeY,
  HiddenGroupSizeZ,
  HiddenRemainderX,
  HiddenRemainderY,
  HiddenRemainderZ,
  HiddenGridDims,
  HiddenHeapV1,
  HiddenDynamicLdsSize,
  HiddenPrivateBase,
  HiddenSharedBase,
  HiddenQueuePtr,
};

/// The metadata spelling of \p kind (e.g. "hidden_block_count_x").
llvm::StringRef argKindName(ArgKind kind);
/// Parses a metadata spelling; std::nullopt when unknown.
std::optional<ArgKind> parseArgKind(llvm::StringRef name);
/// True for the arguments the runtime fills itself (hidden_*).
bool isHidden(ArgKind kind);

struct KernelArg {
  std::string name;        // may be empty
  std::string typeName;    // may be empty
  uint32_t offset = 0;     // byte offset in the kernarg segment
  uint32_t size = 0;       // bytes
  ArgKind kind = ArgKind::ByValue;
  std::string addressSpace; // "global", "local", ... or empty
};

/// The 64-byte kernel descriptor, with the fields the loaders need decoded.
struct KernelDescriptor {
  uint32_t groupSegmentFixedSize = 0;
  uint32_t privateSegmentFixedSize = 0;
  uint32_t kernargSize = 0;
  int64_t kernelCodeEntryByteOffset = 0;
  uint32_t computePgmRsrc1 = 0;
  uint32_t computePgmRsrc2 = 0;
  uint32_t computePgmRsrc3 = 0;
  uint16_t kernelCodeProperties = 0;
  uint16_t kernargPreload = 0;

  // kernel_code_properties: which user SGPRs are set up, in this order.
  bool enableSgprPrivateSegmentBuffer() const;
  bool enableSgprDispatchPtr() const;
  bool enableSgprQueuePtr() const;
  bool enableSgprKernargSegmentPtr() const;
  bool enableSgprDispatchId() const;
  bool enableSgprFlatScratchInit() const;
  bool enableSgprPrivateSegmentSize() const;
  bool enableWavefrontSize32() const;
  bool usesDynamicStack() const;
  // compute_pgm_rsrc2: system SGPRs after the user SGPRs, and work-item ids.
  bool enablePrivateSegment() const;
  unsigned userSgprCount() const;
  bool enableSgprWorkgroupIdX() const;
  bool enableSgprWorkgroupIdY() const;
  bool enableSgprWorkgroupIdZ() const;
  bool enableSgprWorkgroupInfo() const;
  /// 0: only X in v0, 1: X and Y, 2: X, Y and Z (packed or in v0..v2 by arch).
  unsigned enableVgprWorkitemId() const;
};

struct KernelInfo {
  std::string name;
  std::string symbol;               // "NAME.kd"
  std::vector<KernelArg> args;      // explicit and hidden, in metadata order
  uint32_t kernargSegmentSize = 0;
  uint32_t kernargSegmentAlign = 0;
  uint32_t groupSegmentFixedSize = 0;   // static LDS bytes
  uint32_t privateSegmentFixedSize = 0; // scratch bytes per work-item
  uint32_t wavefrontSize = 0;
  uint32_t sgprCount = 0;
  uint32_t vgprCount = 0;
  uint32_t agprCount = 0;
  uint32_t sgprSpillCount = 0;
  uint32_t vgprSpillCount = 0;
  uint32_t maxFlatWorkgroupSize = 0;
  std::optional<std::array<uint32_t, 3>> reqdWorkgroupSize;
  bool usesDynamicStack = false;
  KernelDescriptor descriptor;
  uint64_t descriptorAddress = 0; // virtual address of NAME.kd
  uint64_t entryAddress = 0;      // virtual address of the first instruction

  /// The arguments a caller passes (hidden ones excluded), in order.
  std::vector<const KernelArg *> explicitArgs() const;
};

/// A loadable piece of the image (a PT_LOAD segment).
struct Segment {
  uint64_t virtualAddress = 0;
  uint64_t memorySize = 0;           // bytes >= fileBytes.size(); the rest is zero
  std::vector<uint8_t> fileBytes;
  bool executable = false;
};

// The processor named by an `amdhsa.target` string: "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"
// (LLVM's spelling) and "amdgpu9.42-amd-amdhsa-unknown-gfx942" (Triton's) both give "gfx942".
std::string processorFromTarget(llvm::StringRef target);

/// One `amdhsa.printf` entry: "ID:NARGS:SIZE0:...:FORMAT" (the format as the metadata holds it,
/// with C escapes such as `\n` still spelled out).
struct PrintfFormat {
  uint32_t id = 0;
  std::vector<uint32_t> argSizes; // bytes each argument takes in the printf buffer
  std::string format;
};

struct CodeObject {
  std::string target;    // "amdgcn-amd-amdhsa--gfx942" (from metadata)
  std::string processor; // "gfx942"
  std::vector<uint32_t> metadataVersion; // e.g. {1, 2} for code object v5
  std::vector<KernelInfo> kernels;
  std::vector<Segment> segments;
  std::vector<PrintfFormat> printfFormats; // from `amdhsa.printf`; empty when nothing prints

  /// Reads \p bytes. \p sourceName names the input in error messages.
  static llvm::Expected<CodeObject> parse(llvm::ArrayRef<uint8_t> bytes,
                                          llvm::StringRef sourceName = "<code object>");
  /// Reads a file.
  static llvm::Expected<CodeObject> readFile(llvm::StringRef path);

  const KernelInfo *findKernel(llvm::StringRef name) const;
  /// Copies \p size bytes at virtual address \p address out of the image.
  llvm::Error readImage(uint64_t address, void *out, uint64_t size) const;
};

} // namespace fly::codeobject

#endif
