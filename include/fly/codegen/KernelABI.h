// The explicit kernel-argument layout of an amdgpu_kernel as the AMDGPU backend lays it out:
// arguments in declared order, each at the next offset aligned to its ABI alignment, sized by
// its store size. Fly uses this to pack arguments for launches; tests check it against the
// code object's own metadata.
#pragma once

#include <cstdint>
#include <vector>

namespace llvm {
class Function;
class DataLayout;
} // namespace llvm

namespace fly::codegen {

struct KernelArgSlot {
  uint32_t offset;
  uint32_t size;
  uint32_t align;
};

struct KernelArgLayout {
  std::vector<KernelArgSlot> args;
  uint32_t explicitSize = 0; // bytes of explicit arguments, before hidden ones
};

KernelArgLayout computeKernelArgLayout(const llvm::Function& kernel, const llvm::DataLayout& dl);

} // namespace fly::codegen
