#include "LlvmDialectEmitter.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

#include <algorithm>
#include <array>
#include <utility>

namespace fly::codegen {

using ir::OpCode;

namespace {

llvm::Error fail(const std::string &message) { return llvm::createStringError(message); }

// LLVMOps.td's AtomicBinOp and AtomicOrdering spellings, LLVM's enumerators.
constexpr std::pair<std::string_view, llvm::AtomicRMWInst::BinOp> kBinOps[] = {
    {"xchg", llvm::AtomicRMWInst::Xchg},          {"add", llvm::AtomicRMWInst::Add},
    {"sub", llvm::AtomicRMWInst::Sub},            {"and", llvm::AtomicRMWInst::And},
    {"nand", llvm::AtomicRMWInst::Nand},          {"or", llvm::AtomicRMWInst::Or},
    {"xor", llvm::AtomicRMWInst::Xor},            {"max", llvm::AtomicRMWInst::Max},
    {"min", llvm::AtomicRMWInst::Min},            {"umax", llvm::AtomicRMWInst::UMax},
    {"umin", llvm::AtomicRMWInst::UMin},          {"fadd", llvm::AtomicRMWInst::FAdd},
    {"fsub", llvm::AtomicRMWInst::FSub},          {"fmax", llvm::AtomicRMWInst::FMax},
    {"fmin", llvm::AtomicRMWInst::FMin},          {"uinc_wrap", llvm::AtomicRMWInst::UIncWrap},
    {"udec_wrap", llvm::AtomicRMWInst::UDecWrap},
};
constexpr std::pair<std::string_view, llvm::AtomicOrdering> kOrderings[] = {
    {"monotonic", llvm::AtomicOrdering::Monotonic},
    {"acquire", llvm::AtomicOrdering::Acquire},
    {"release", llvm::AtomicOrdering::Release},
    {"acq_rel", llvm::AtomicOrdering::AcquireRelease},
    {"seq_cst", llvm::AtomicOrdering::SequentiallyConsistent},
};

template <class Row, size_t N> const Row *lookup(const Row (&table)[N], std::string_view key) {
  for (const auto &row : table)
    if (row.first == key)
      return &row;
  return nullptr;
}

llvm::Expected<llvm::Value *> inlineAsm(llvm::IRBuilder<> &b, const ir::Operation *op,
                                        std::span<llvm::Value *const> operands, llvm::Type *resultType) {
  std::vector<llvm::Type *> params;
  for (llvm::Value *v : operands)
    params.push_back(v->getType());
  auto *fnType = llvm::FunctionType::get(resultType ? resultType : b.getVoidTy(), params, false);
  std::string constraints(op->strAttr("constraints"));
  if (llvm::Error e = llvm::InlineAsm::verify(fnType, constraints))
    return fail("the constraints \"" + constraints + "\" do not fit the operand and result types: " +
                llvm::toString(std::move(e)));
  llvm::InlineAsm *asmValue =
      llvm::InlineAsm::get(fnType, std::string(op->strAttr("asm_string")), constraints,
                           op->hasAttr("has_side_effects"), op->hasAttr("is_align_stack"), llvm::InlineAsm::AD_ATT);
  llvm::CallInst *call = b.CreateCall(fnType, asmValue, std::vector<llvm::Value *>(operands.begin(), operands.end()));
  return resultType ? call : nullptr;
}

llvm::Expected<llvm::Value *> callIntrinsic(llvm::IRBuilder<> &b, const ir::Operation *op,
                                            std::span<llvm::Value *const> operands, llvm::Type *resultType) {
  std::string name(op->strAttr("intrin"));
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic)
    return fail("'" + name + "' is not an intrinsic LLVM knows");
  std::vector<llvm::Type *> params;
  for (llvm::Value *v : operands)
    params.push_back(v->getType());
  auto *fnType = llvm::FunctionType::get(resultType ? resultType : b.getVoidTy(), params, false);
  // The overloaded types follow from the call's signature (as MLIR's translation finds them).
  llvm::SmallVector<llvm::Type *, 4> overloads;
  if (!llvm::Intrinsic::getIntrinsicSignature(id, fnType, overloads))
    return fail("the signature (" + std::to_string(params.size()) + " operands) does not match intrinsic '" + name + "'");
  llvm::Module *m = b.GetInsertBlock()->getModule();
  llvm::Function *decl = llvm::Intrinsic::getOrInsertDeclaration(m, id, overloads);
  if (decl->getName() != name)
    return fail("intrinsic '" + name + "' with these types is '" + decl->getName().str() + "'");
  llvm::CallInst *call = b.CreateCall(decl, std::vector<llvm::Value *>(operands.begin(), operands.end()));
  return resultType ? call : nullptr;
}

llvm::Expected<llvm::Value *> atomicRmw(llvm::IRBuilder<> &b, const ir::Operation *op,
                                        std::span<llvm::Value *const> operands) {
  const auto *binOp = lookup(kBinOps, op->strAttr("bin_op"));
  const auto *ordering = lookup(kOrderings, op->strAttr("ordering"));
  if (!binOp || !ordering)
    return fail("unknown bin_op or ordering");
  llvm::Type *t = operands[1]->getType();
  bool fp = binOp->second >= llvm::AtomicRMWInst::FAdd && binOp->second <= llvm::AtomicRMWInst::FMin;
  if (fp != t->getScalarType()->isFloatingPointTy() && binOp->second != llvm::AtomicRMWInst::Xchg)
    return fail(std::string(binOp->first) + " needs " + (fp ? "a float" : "an integer") + " value");
  llvm::MaybeAlign align;
  if (int64_t a = op->intAttr("alignment", 0); a > 0 && (a & (a - 1)) == 0)
    align = llvm::Align(uint64_t(a));
  llvm::SyncScope::ID scope = llvm::SyncScope::System;
  if (std::string_view s = op->strAttr("syncscope"); !s.empty())
    scope = b.getContext().getOrInsertSyncScopeID(s);
  llvm::AtomicRMWInst *rmw = b.CreateAtomicRMW(binOp->second, operands[0], operands[1], align, ordering->second, scope);
  if (op->hasAttr("volatile_"))
    rmw->setVolatile(true);
  return rmw;
}

std::vector<unsigned> position(const ir::Operation *op) {
  std::vector<unsigned> idx;
  for (int64_t i : op->attr("position").denseArray())
    idx.push_back(unsigned(i));
  return idx;
}

} // namespace

bool isLlvmDialectOp(const ir::Operation *op) {
  switch (op->code()) {
  case OpCode::LlvmInlineAsm:
  case OpCode::LlvmCallIntrinsic:
  case OpCode::LlvmAtomicRmw:
  case OpCode::LlvmExtractValue:
  case OpCode::LlvmInsertValue:
  case OpCode::LlvmUndef:
  case OpCode::LlvmPoison:
  case OpCode::LlvmZero:
  case OpCode::LlvmIntrExpect: return true;
  default: return false;
  }
}

llvm::Expected<llvm::Value *> emitLlvmDialectOp(llvm::IRBuilder<> &b, const ir::Operation *op,
                                                std::span<llvm::Value *const> operands, llvm::Type *resultType) {
  switch (op->code()) {
  case OpCode::LlvmInlineAsm: return inlineAsm(b, op, operands, resultType);
  case OpCode::LlvmCallIntrinsic: return callIntrinsic(b, op, operands, resultType);
  case OpCode::LlvmAtomicRmw: return atomicRmw(b, op, operands);
  case OpCode::LlvmExtractValue: return b.CreateExtractValue(operands[0], position(op));
  case OpCode::LlvmInsertValue: return b.CreateInsertValue(operands[1], operands[0], position(op));
  case OpCode::LlvmUndef: return llvm::UndefValue::get(resultType);
  case OpCode::LlvmPoison: return llvm::PoisonValue::get(resultType);
  case OpCode::LlvmZero: return llvm::Constant::getNullValue(resultType);
  case OpCode::LlvmIntrExpect:
    return b.CreateIntrinsic(llvm::Intrinsic::expect, {operands[0]->getType()}, {operands[0], operands[1]});
  default: return fail("not an LLVM dialect op");
  }
}

} // namespace fly::codegen
