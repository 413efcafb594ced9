// What a linked AMD HSA code object says about its kernels, read back from its `amdhsa.kernels`
// metadata note (msgpack, code object v4+), plus the occupancy Fly derives from it.
#pragma once

#include "fly/target/Arch.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace fly::codegen {

struct KernelArgInfo {
  std::string name;
  std::string valueKind;    // "global_buffer", "by_value", "hidden_block_count_x", ...
  std::string addressSpace; // "global", "generic", ... or empty
  uint32_t offset = 0;
  uint32_t size = 0;
  bool isHidden() const { return valueKind.rfind("hidden_", 0) == 0; }
};

struct KernelInfo {
  std::string name;
  std::string symbol; // the kernel descriptor symbol, NAME.kd
  uint32_t sgprCount = 0;
  uint32_t vgprCount = 0; // on gfx90a+ this counts AGPRs too (unified register file)
  uint32_t agprCount = 0;
  uint32_t sgprSpillCount = 0;
  uint32_t vgprSpillCount = 0;
  uint32_t ldsBytes = 0;     // group_segment_fixed_size
  uint32_t scratchBytes = 0; // private_segment_fixed_size, per lane
  bool dynamicLds = false;   // .dynamic_lds_size / uses dynamic LDS
  uint32_t wavefrontSize = 0;
  uint32_t kernargSegmentSize = 0;
  uint32_t kernargSegmentAlign = 0;
  uint32_t maxFlatWorkgroupSize = 0;
  std::vector<KernelArgInfo> args;

  // Architectural VGPRs (without the AGPRs that vgprCount includes on unified-file archs).
  uint32_t archVgprCount(const target::Arch& arch) const;
};

struct CodeObjectInfo {
  std::string targetId; // amdhsa.target, e.g. "amdgcn-amd-amdhsa--gfx942"
  std::vector<int> version; // amdhsa.version
  std::vector<KernelInfo> kernels;
  const KernelInfo* find(llvm::StringRef name) const;
};

// Parses an ELF code object (as linked by lld) and decodes its metadata note.
llvm::Expected<CodeObjectInfo> readCodeObject(llvm::StringRef elf);

struct Occupancy {
  int wavesPerSimd = 0;
  std::string limitedBy; // "waves", "vgpr", "sgpr", "lds"
};

// Waves per SIMD a kernel can keep resident, from its register/LDS use and the arch's budgets.
Occupancy computeOccupancy(const KernelInfo& kernel, const target::Arch& arch);

// One line per kernel: VGPR, AGPR, SGPR, LDS, scratch, spills, occupancy (`fly-llc --report`).
void printReport(std::ostream& os, const CodeObjectInfo& info, const target::Arch& arch);

} // namespace fly::codegen

namespace fly::codegen {
// Names of the ELF symbols a code object defines (kernels, NAME.kd descriptors, ...).
llvm::Expected<std::vector<std::string>> listSymbols(llvm::StringRef elf);
} // namespace fly::codegen
