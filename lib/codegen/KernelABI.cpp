#include "fly/codegen/KernelABI.h"

#include "fly/codegen/AMDGPUEmitter.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
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

std::vector<KernelParam> packLeafArguments(llvm::LLVMContext& context, const std::vector<KernelParam>& params,
                                           const std::vector<int64_t>& leafBits,
                                           std::vector<std::pair<unsigned, int>>& map) {
  std::vector<KernelParam> packed;
  std::vector<std::vector<llvm::Type*>> fields(params.size());
  map.clear();
  for (size_t i = 0; i < params.size(); ++i) {
    if (leafBits[i] == 0) {
      map.push_back({unsigned(packed.size()), -1});
      packed.push_back(params[i]);
      continue;
    }
    if (i == 0 || leafBits[i - 1] == 0) {
      KernelParam p;
      p.name = (packed.empty() ? std::string("arg") : packed.back().name) + ".layout";
      packed.push_back(p);
    }
    auto& f = fields[packed.size() - 1];
    f.push_back(llvm::Type::getIntNTy(context, unsigned(leafBits[i])));
    map.push_back({unsigned(packed.size() - 1), int(f.size() - 1)});
  }
  for (size_t k = 0; k < packed.size(); ++k) {
    if (packed[k].type) continue;
    packed[k].type = llvm::StructType::get(context, fields[k], /*isPacked=*/true);
    std::string text = "!llvm.struct<packed (";
    for (size_t j = 0; j < fields[k].size(); ++j)
      text += (j ? ", i" : "i") + std::to_string(fields[k][j]->getIntegerBitWidth());
    packed[k].typeName = text + ")>";
  }
  return packed;
}

} // namespace fly::codegen
