// A code object loaded for emulation: the facts fly_codeobject reads (amdhsa.kernels note, NAME.kd
// descriptors, PT_LOAD image) turned into what the emulator needs to start waves, plus the image
// the instructions are decoded from.
#pragma once

#include "fly/codeobject/CodeObject.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace fly::emu {

class Program;

/// One entry of a kernel's `.args` list.
struct KernelArg {
  std::string name;      // may be empty
  std::string valueKind; // "global_buffer", "by_value", "hidden_block_count_x", ...
  uint32_t offset = 0;
  uint32_t size = 0;
  bool isHidden() const { return llvm::StringRef(valueKind).starts_with("hidden_"); }
};

/// What the hardware sets up before the first instruction of a wave runs (from NAME.kd).
struct KernelSetup {
  bool privateSegmentBuffer = false; // 4 user SGPRs
  bool dispatchPtr = false;          // 2
  bool queuePtr = false;             // 2
  bool kernargSegmentPtr = false;    // 2
  bool dispatchId = false;           // 2
  bool flatScratchInit = false;      // 2
  bool privateSegmentSize = false;   // 1
  unsigned userSgprCount = 0;
  unsigned kernargPreloadCount = 0;  // dwords of kernarg preloaded into user SGPRs
  bool workgroupIdX = false, workgroupIdY = false, workgroupIdZ = false;
  bool workgroupInfo = false;
  bool privateSegmentWaveOffset = false;
  unsigned vgprWorkitemIds = 0; // 0: x only, 1: x,y, 2: x,y,z
  bool wave32 = false;
};

struct Kernel {
  std::string name;
  std::vector<KernelArg> args; // explicit and hidden, in metadata order
  uint32_t kernargSize = 0;
  uint32_t kernargAlign = 8;
  uint32_t groupSegmentSize = 0;   // static LDS bytes
  uint32_t privateSegmentSize = 0; // scratch bytes per work-item
  uint32_t wavefrontSize = 64;
  uint32_t sgprCount = 0, vgprCount = 0, agprCount = 0;
  uint32_t maxFlatWorkgroupSize = 0;
  uint64_t entry = 0; // address of the first instruction
  KernelSetup setup;
  const codeobject::KernelInfo *info = nullptr; // the shared reader's view of this kernel

  /// Explicit arguments only (hidden ones excluded), in order.
  std::vector<const KernelArg *> explicitArgs() const;
};

class CodeObject {
public:
  /// Parses an ELF code object (copied: the caller's bytes may go away).
  static llvm::Expected<std::shared_ptr<CodeObject>> load(llvm::ArrayRef<uint8_t> bytes,
                                                          llvm::StringRef sourceName = "<code object>");
  static llvm::Expected<std::shared_ptr<CodeObject>> loadFile(llvm::StringRef path);

  llvm::StringRef arch() const { return arch_; } // e.g. "gfx942"
  /// Everything the shared code-object reader knows (metadata, descriptors, segments).
  const codeobject::CodeObject &metadata() const { return meta_; }
  const std::vector<Kernel> &kernels() const { return kernels_; }
  const Kernel *findKernel(llvm::StringRef name) const;
  /// Whether `k`'s resource requests (scratch per work-item, static LDS plus `dynamicLdsBytes`,
  /// registers, work-group size) fit this code object's arch (limits from fly/target); an error
  /// naming the request and the limit otherwise. An arch Fly does not know is an error too.
  llvm::Error checkLimits(const Kernel &k, uint64_t dynamicLdsBytes = 0) const;

  /// Code bytes at address `addr` (as loaded, i.e. ELF virtual address); empty if outside.
  llvm::ArrayRef<uint8_t> codeAt(uint64_t addr) const;
  uint64_t textBegin() const { return textAddr_; }
  uint64_t textEnd() const { return textAddr_ + text_.size(); }
  /// Name of the symbol containing addr (for diagnostics), or "".
  std::string symbolAt(uint64_t addr) const;

private:
  std::string arch_;
  codeobject::CodeObject meta_;
  std::vector<Kernel> kernels_;
  std::vector<uint8_t> text_;
  uint64_t textAddr_ = 0;
  std::vector<std::pair<uint64_t, std::string>> funcSymbols_; // sorted by address
  // Decoded instructions, created by the first launch (see lib/emu/Program.h).
  mutable std::shared_ptr<Program> program_[2]; // [0] wave64, [1] wave32
  mutable std::mutex programMutex_;
  friend class Program;
};

} // namespace fly::emu
