#include "fly/codegen/MixedPrecision.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <vector>

namespace fly::codegen {
namespace {

bool isHalfExtension(llvm::Value* v) {
  auto* ext = llvm::dyn_cast<llvm::FPExtInst>(v);
  return ext && ext->getSrcTy()->getScalarType()->isHalfTy() && ext->getDestTy()->getScalarType()->isFloatTy();
}

// The arithmetic instruction selection can fold into a mix instruction.
bool isMixArithmetic(llvm::Instruction* in) {
  switch (in->getOpcode()) {
  case llvm::Instruction::FMul:
  case llvm::Instruction::FAdd:
  case llvm::Instruction::FSub:
  case llvm::Instruction::FNeg: return true;
  default: break;
  }
  if (auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(in)) {
    llvm::Intrinsic::ID id = call->getIntrinsicID();
    return id == llvm::Intrinsic::fma || id == llvm::Intrinsic::fmuladd || id == llvm::Intrinsic::fabs;
  }
  return false;
}

// Every (user, operand index) under `root` whose operand is a half extension, through up to
// `depth` levels of mix arithmetic.
void collect(llvm::Instruction* root, int depth, std::vector<std::pair<llvm::Instruction*, unsigned>>& uses) {
  if (!isMixArithmetic(root)) return;
  for (unsigned i = 0; i < root->getNumOperands(); ++i) {
    llvm::Value* op = root->getOperand(i);
    if (isHalfExtension(op)) uses.push_back({root, i});
    else if (auto* in = llvm::dyn_cast<llvm::Instruction>(op); in && depth > 1) collect(in, depth - 1, uses);
  }
}

} // namespace

unsigned fenceHalfSourcesOfBfloat(llvm::Module& module) {
  std::vector<std::pair<llvm::Instruction*, unsigned>> uses;
  for (llvm::Function& f : module)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& in : bb)
        if (auto* trunc = llvm::dyn_cast<llvm::FPTruncInst>(&in); trunc && trunc->getDestTy()->getScalarType()->isBFloatTy())
          if (auto* src = llvm::dyn_cast<llvm::Instruction>(trunc->getOperand(0))) collect(src, 3, uses);
  for (auto [user, index] : uses) {
    llvm::Value* ext = user->getOperand(index);
    llvm::Type* type = ext->getType();
    // `=v,0`: the value in a VGPR, unchanged; selection sees an opaque definition.
    auto* asmType = llvm::FunctionType::get(type, {type}, false);
    auto* copy = llvm::InlineAsm::get(asmType, "", "=v,0", /*hasSideEffects=*/false);
    auto* call = llvm::CallInst::Create(asmType, copy, {ext}, "half.fenced", user->getIterator());
    user->setOperand(index, call);
  }
  return unsigned(uses.size());
}

} // namespace fly::codegen
