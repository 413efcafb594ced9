#include "fly/codegen/KernelABI.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/Alignment.h"

namespace fly::codegen {

KernelArgLayout computeKernelArgLayout(const llvm::Function& kernel, const llvm::DataLayout& dl) {
  KernelArgLayout layout;
  uint64_t offset = 0;
  for (const llvm::Argument& arg : kernel.args()) {
    llvm::Type* type = arg.getType();
    // byref arguments live in the kernarg segment as their pointee, with the given alignment.
    // (For other pointers an `align` attribute describes the pointee, not the slot.)
    llvm::Align align = dl.getABITypeAlign(type);
    if (llvm::Type* byRef = arg.getParamByRefType()) {
      type = byRef;
      align = arg.getParamAlign().value_or(dl.getABITypeAlign(type));
    }
    uint64_t size = dl.getTypeAllocSize(type);
    offset = llvm::alignTo(offset, align);
    layout.args.push_back({uint32_t(offset), uint32_t(size), uint32_t(align.value())});
    offset += size;
  }
  layout.explicitSize = uint32_t(offset);
  return layout;
}

} // namespace fly::codegen
