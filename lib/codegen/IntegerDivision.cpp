#include "fly/codegen/IntegerDivision.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <vector>

namespace fly::codegen {
namespace {

// Marks the i64 divisions this pass leaves to LLVM (operands beyond 32 bits), so that running it
// again (fly-llc on its own --emit=llvm output) does not wrap them a second time.
constexpr const char* kWideDivision = "fly.wide-division";

struct QuotientRemainder {
  llvm::Value* quotient;
  llvm::Value* remainder;
};

bool isDivision(const llvm::Instruction& inst) {
  switch (inst.getOpcode()) {
  case llvm::Instruction::UDiv:
  case llvm::Instruction::URem:
  case llvm::Instruction::SDiv:
  case llvm::Instruction::SRem: return true;
  default: return false;
  }
}

bool isSigned(const llvm::Instruction& inst) {
  return inst.getOpcode() == llvm::Instruction::SDiv || inst.getOpcode() == llvm::Instruction::SRem;
}

bool wantsQuotient(const llvm::Instruction& inst) {
  return inst.getOpcode() == llvm::Instruction::UDiv || inst.getOpcode() == llvm::Instruction::SDiv;
}

// The divisions to rewrite: elements of 2 to 64 bits (narrower than 32: LLVM promotes them to i32,
// and InstCombine narrows i32 divisions of extended values to them), a divisor that is not a
// constant (LLVM turns constant divisors into a multiplication by a magic number, which is exact).
bool needsExpansion(const llvm::Instruction& inst) {
  if (!isDivision(inst) || inst.getMetadata(kWideDivision)) return false;
  if (!inst.getType()->isIntegerTy() && !llvm::isa<llvm::FixedVectorType>(inst.getType())) return false;
  unsigned width = inst.getType()->getScalarSizeInBits();
  if (width < 2 || width > 64) return false;
  llvm::Value* divisor = inst.getOperand(1);
  return !llvm::isa<llvm::Constant>(divisor) || llvm::isa<llvm::ConstantExpr>(divisor);
}

// High 32 bits of the 64-bit product of two i32 values.
llvm::Value* mulHigh(llvm::IRBuilder<>& b, llvm::Value* x, llvm::Value* y) {
  llvm::Value* product = b.CreateMul(b.CreateZExt(x, b.getInt64Ty()), b.CreateZExt(y, b.getInt64Ty()));
  return b.CreateTrunc(b.CreateLShr(product, 32), b.getInt32Ty());
}

// x / y and x % y of i32 values (y != 0), exact for every value. The reciprocal of y is estimated
// in f32 (v_rcp_f32 may be off by one ulp), scaled by 2^32 - 512 so that the integer estimate z
// stays below 2^32 / y, refined by one Newton-Raphson step (z += z * (-y * z) / 2^32); the quotient
// estimate x * z / 2^32 is then at most two too small, which two compare-and-subtract steps fix.
QuotientRemainder unsignedDivRem32(llvm::IRBuilder<>& b, llvm::Value* x, llvm::Value* y) {
  llvm::Type* f32 = b.getFloatTy();
  llvm::Value* reciprocal = b.CreateUnaryIntrinsic(llvm::Intrinsic::amdgcn_rcp, b.CreateUIToFP(y, f32));
  llvm::Value* scaled = b.CreateFMul(reciprocal, llvm::ConstantFP::get(f32, 4294966784.0)); // 0x4f7ffffe
  // In range for every y >= 1; y == 0 gives poison, a refinement of the division's undefined
  // behaviour (fptoui.sat would cost a compare and a select per division: LLVM does not know that
  // v_cvt_u32_f32 saturates).
  llvm::Value* z = b.CreateFPToUI(scaled, b.getInt32Ty());
  llvm::Value* negYZ = b.CreateMul(b.CreateNeg(y), z);
  z = b.CreateAdd(z, mulHigh(b, z, negYZ));
  llvm::Value* q = mulHigh(b, x, z);
  llvm::Value* r = b.CreateSub(x, b.CreateMul(q, y));
  llvm::Value* one = b.getInt32(1);
  for (int step = 0; step < 2; ++step) {
    llvm::Value* tooSmall = b.CreateICmpUGE(r, y);
    q = b.CreateSelect(tooSmall, b.CreateAdd(q, one), q);
    r = b.CreateSelect(tooSmall, b.CreateSub(r, y), r);
  }
  return {q, r};
}

// |v| as an unsigned value of v's width (the minimum maps to 2^(w-1)), and v's sign (0 or -1).
std::pair<llvm::Value*, llvm::Value*> magnitude(llvm::IRBuilder<>& b, llvm::Value* v) {
  unsigned width = v->getType()->getIntegerBitWidth();
  llvm::Value* sign = b.CreateAShr(v, width - 1);
  return {b.CreateSub(b.CreateXor(v, sign), sign), sign};
}

// Applies a sign (0 or -1) to an unsigned result.
llvm::Value* withSign(llvm::IRBuilder<>& b, llvm::Value* v, llvm::Value* sign) {
  return b.CreateSub(b.CreateXor(v, sign), sign);
}

// Unsigned i64 x / y, x % y: in 32 bits when both fit (known at compile time, else tested at run
// time), else LLVM's 64-bit division, which is reached only by operands beyond 32 bits and so never
// by one that LLVM could prove narrow. Leaves `b` after the result.
QuotientRemainder unsignedDivRem64(llvm::IRBuilder<>& b, llvm::Value* x, llvm::Value* y, bool knownNarrow) {
  llvm::Type* i32 = b.getInt32Ty();
  llvm::Type* i64 = b.getInt64Ty();
  auto narrow = [&](llvm::IRBuilder<>& nb) {
    QuotientRemainder qr = unsignedDivRem32(nb, nb.CreateTrunc(x, i32), nb.CreateTrunc(y, i32));
    return QuotientRemainder{nb.CreateZExt(qr.quotient, i64), nb.CreateZExt(qr.remainder, i64)};
  };
  if (knownNarrow) return narrow(b);
  llvm::Value* fits = b.CreateICmpEQ(b.CreateLShr(b.CreateOr(x, y), 32), b.getInt64(0));
  llvm::Instruction *thenTerm = nullptr, *elseTerm = nullptr;
  SplitBlockAndInsertIfThenElse(fits, b.GetInsertPoint(), &thenTerm, &elseTerm);
  llvm::IRBuilder<> thenBuilder(thenTerm);
  QuotientRemainder small = narrow(thenBuilder);
  llvm::IRBuilder<> elseBuilder(elseTerm);
  auto* wideQ = llvm::cast<llvm::Instruction>(elseBuilder.CreateUDiv(x, y));
  auto* wideR = llvm::cast<llvm::Instruction>(elseBuilder.CreateURem(x, y));
  llvm::MDNode* mark = llvm::MDNode::get(b.getContext(), {});
  wideQ->setMetadata(kWideDivision, mark);
  wideR->setMetadata(kWideDivision, mark);
  llvm::BasicBlock* join = thenTerm->getSuccessor(0);
  b.SetInsertPoint(join, join->begin());
  auto merge = [&](llvm::Value* fromThen, llvm::Value* fromElse) {
    llvm::PHINode* phi = b.CreatePHI(i64, 2);
    phi->addIncoming(fromThen, thenTerm->getParent());
    phi->addIncoming(fromElse, elseTerm->getParent());
    return phi;
  };
  QuotientRemainder result{merge(small.quotient, wideQ), merge(small.remainder, wideR)};
  b.SetInsertPoint(join, join->getFirstInsertionPt());
  return result;
}

// Replaces one scalar division by its exact expansion.
void expandScalar(llvm::BinaryOperator* inst) {
  const llvm::DataLayout& layout = inst->getModule()->getDataLayout();
  llvm::IRBuilder<> b(inst);
  llvm::Value* x = inst->getOperand(0);
  llvm::Value* y = inst->getOperand(1);
  unsigned width = inst->getType()->getIntegerBitWidth();
  bool is64 = width == 64;
  if (width < 32) { // in i32, extended as the division reads its operands
    x = isSigned(*inst) ? b.CreateSExt(x, b.getInt32Ty()) : b.CreateZExt(x, b.getInt32Ty());
    y = isSigned(*inst) ? b.CreateSExt(y, b.getInt32Ty()) : b.CreateZExt(y, b.getInt32Ty());
  }
  QuotientRemainder qr;
  if (!isSigned(*inst)) {
    bool knownNarrow = is64 && llvm::computeKnownBits(x, layout, nullptr, inst).countMinLeadingZeros() >= 32 &&
                       llvm::computeKnownBits(y, layout, nullptr, inst).countMinLeadingZeros() >= 32;
    qr = is64 ? unsignedDivRem64(b, x, y, knownNarrow) : unsignedDivRem32(b, x, y);
  } else {
    // Through magnitudes: the quotient is negative when the signs differ, the remainder takes the
    // numerator's sign (truncating division, as LLVM's sdiv/srem and MLIR's divsi/remsi).
    auto [ux, signX] = magnitude(b, x);
    auto [uy, signY] = magnitude(b, y);
    // Both within 33 sign bits: the magnitudes fit 32 bits (at most 2^31).
    bool knownNarrow = is64 && llvm::ComputeNumSignBits(x, layout, nullptr, inst) > 32 &&
                       llvm::ComputeNumSignBits(y, layout, nullptr, inst) > 32;
    QuotientRemainder u = is64 ? unsignedDivRem64(b, ux, uy, knownNarrow) : unsignedDivRem32(b, ux, uy);
    qr = {withSign(b, u.quotient, b.CreateXor(signX, signY)), withSign(b, u.remainder, signX)};
  }
  llvm::Value* result = wantsQuotient(*inst) ? qr.quotient : qr.remainder;
  if (width < 32) result = b.CreateTrunc(result, inst->getType());
  result->takeName(inst);
  inst->replaceAllUsesWith(result);
  inst->eraseFromParent();
}

// A vector division becomes one scalar division per lane (then expanded like any scalar one).
std::vector<llvm::BinaryOperator*> scalarize(llvm::BinaryOperator* inst) {
  auto* type = llvm::cast<llvm::FixedVectorType>(inst->getType());
  llvm::IRBuilder<> b(inst);
  llvm::Value* result = llvm::PoisonValue::get(type);
  std::vector<llvm::BinaryOperator*> lanes;
  for (unsigned i = 0; i < type->getNumElements(); ++i) {
    llvm::Value* lane = b.CreateBinOp(inst->getOpcode(), b.CreateExtractElement(inst->getOperand(0), i),
                                      b.CreateExtractElement(inst->getOperand(1), i));
    if (auto* op = llvm::dyn_cast<llvm::BinaryOperator>(lane); op && needsExpansion(*op)) lanes.push_back(op);
    result = b.CreateInsertElement(result, lane, i);
  }
  result->takeName(inst);
  inst->replaceAllUsesWith(result);
  inst->eraseFromParent();
  return lanes;
}

} // namespace

unsigned expandIntegerDivision(llvm::Module& module) {
  std::vector<llvm::BinaryOperator*> work;
  for (llvm::Function& function : module)
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block)
        if (needsExpansion(inst)) work.push_back(llvm::cast<llvm::BinaryOperator>(&inst));
  unsigned expanded = 0;
  for (llvm::BinaryOperator* inst : work) {
    if (llvm::isa<llvm::FixedVectorType>(inst->getType())) {
      for (llvm::BinaryOperator* lane : scalarize(inst)) expandScalar(lane), ++expanded;
      continue;
    }
    expandScalar(inst), ++expanded;
  }
  return expanded;
}

} // namespace fly::codegen
