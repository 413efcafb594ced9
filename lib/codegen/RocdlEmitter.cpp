#include "RocdlEmitter.h"
#include "Emitter.h"

#include "fly/target/Intrinsics.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace fly::codegen {

using ir::OpCode;

namespace {

llvm::Error fail(const std::string &message) { return llvm::createStringError(message); }

std::string str(const llvm::Type *t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t->print(os);
  return s;
}

std::string signature(const llvm::FunctionType *ft) {
  std::string s = "(";
  for (unsigned i = 0; i < ft->getNumParams(); ++i)
    s += (i ? ", " : "") + str(ft->getParamType(i));
  return s + ") -> " + str(ft->getReturnType());
}

// A call of the (not overloaded) intrinsic `id` with `args`, after checking them and the result type
// against its declaration; `immediates` are the argument positions LLVM needs as constants.
llvm::Expected<llvm::Value *> call(llvm::IRBuilder<> &b, llvm::Intrinsic::ID id, std::vector<llvm::Value *> args,
                                   llvm::Type *resultType, std::initializer_list<unsigned> immediates = {}) {
  llvm::Module *m = b.GetInsertBlock()->getModule();
  llvm::Function *decl = llvm::Intrinsic::getOrInsertDeclaration(m, id);
  llvm::FunctionType *ft = decl->getFunctionType();
  bool ok = ft->getNumParams() == args.size() &&
            (resultType ? ft->getReturnType() == resultType : ft->getReturnType()->isVoidTy());
  for (unsigned i = 0; ok && i < args.size(); ++i)
    ok = ft->getParamType(i) == args[i]->getType();
  if (!ok) {
    std::vector<llvm::Type *> given;
    for (llvm::Value *a : args)
      given.push_back(a->getType());
    return fail(decl->getName().str() + " takes " + signature(ft) + ", given " +
                signature(llvm::FunctionType::get(resultType ? resultType : b.getVoidTy(), given, false)));
  }
  for (unsigned i : immediates)
    if (!llvm::isa<llvm::ConstantInt>(args[i]))
      return fail("operand #" + std::to_string(i) + " of " + decl->getName().str() + " must be a constant");
  llvm::CallInst *c = b.CreateCall(decl, args);
  return resultType ? c : nullptr;
}

std::string intrinsicName(const ir::Operation *op) {
  switch (op->code()) {
  case OpCode::RocdlPermlane16Swap: return "llvm.amdgcn.permlane16.swap";
  case OpCode::RocdlPermlane32Swap: return "llvm.amdgcn.permlane32.swap";
  case OpCode::RocdlSBarrierSignal: return "llvm.amdgcn.s.barrier.signal";
  case OpCode::RocdlSBarrierWait: return "llvm.amdgcn.s.barrier.wait";
  case OpCode::RocdlRawPtrBufferLoadLds: return "llvm.amdgcn.raw.ptr.buffer.load.lds";
  case OpCode::RocdlCvtScalef32: return "llvm.amdgcn.cvt.scalef32." + std::string(op->strAttr("intrin"));
  default: return "";
  }
}

} // namespace

bool isRocdlIntrinsicOp(const ir::Operation *op) { return !intrinsicName(op).empty(); }

llvm::Expected<llvm::Value *> emitRocdlIntrinsicOp(llvm::IRBuilder<> &b, const ir::Operation *op,
                                                   std::span<llvm::Value *const> operands, llvm::Type *resultType,
                                                   const target::Arch &arch) {
  std::string name = intrinsicName(op);
  llvm::Intrinsic::ID id = llvm::Intrinsic::lookupIntrinsicID(name);
  if (id == llvm::Intrinsic::not_intrinsic)
    return fail("no intrinsic LLVM knows ('" + name + "')");
  if (const target::IntrinsicAvailability *row = target::findIntrinsicAvailability(name);
      row && !row->availableOn(arch.name))
    return fail(std::string(row->instruction) + " is not available on " + std::string(arch.name) +
                " (available on: " + row->archList() + ")");
  std::vector<llvm::Value *> args(operands.begin(), operands.end());
  switch (op->code()) {
  case OpCode::RocdlPermlane16Swap:
  case OpCode::RocdlPermlane32Swap:
    args.push_back(b.getInt1(op->intAttr("fi", 0) != 0));
    args.push_back(b.getInt1(op->intAttr("boundControl", 0) != 0));
    return call(b, id, args, resultType);
  case OpCode::RocdlSBarrierSignal:
  case OpCode::RocdlSBarrierWait:
    if (!op->hasAttr("id") || !operands.empty())
      return fail("takes no operands and the barrier's {id}");
    args.push_back(op->is(OpCode::RocdlSBarrierWait) ? b.getInt16(uint16_t(op->intAttr("id")))
                                                     : b.getInt32(uint32_t(op->intAttr("id"))));
    return call(b, id, args, nullptr);
  case OpCode::RocdlRawPtrBufferLoadLds: {
    if (operands.size() != 6)
      return fail("takes (rsrc, lds pointer, size, voffset, soffset, offset), got " + std::to_string(operands.size()) +
                  " operands");
    args.push_back(b.getInt32(uint32_t(op->intAttr("aux", 0))));
    if (auto *size = llvm::dyn_cast<llvm::ConstantInt>(args[2]);
        size && !target::ldsDmaSizeAvailable(arch.name, size->getSExtValue()))
      return fail("an LDS DMA of " + std::to_string(size->getSExtValue()) + " bytes a lane is not available on " +
                  std::string(arch.name) + " (sizes: " + target::ldsDmaSizes(arch.name) + ")");
    return call(b, id, args, nullptr, {2, 5, 6});
  }
  case OpCode::RocdlCvtScalef32: {
    if (llvm::Intrinsic::isOverloaded(id))
      return fail("'" + name + "' is overloaded; Fly reads the scaled conversions with fixed types only");
    llvm::FunctionType *ft = llvm::Intrinsic::getOrInsertDeclaration(b.GetInsertBlock()->getModule(), id)->getFunctionType();
    ir::Attribute sel = op->attr("sel");
    if (sel) {
      if (ft->getNumParams() != args.size() + 1 || !ft->getParamType(args.size())->isIntegerTy())
        return fail(name + " takes " + signature(ft) + ": no selector operand after " + std::to_string(args.size()) +
                    " values");
      llvm::Type *selType = ft->getParamType(args.size());
      if (selType->isIntegerTy(1) && sel.intValue() > 1)
        return fail(name + " selects the low or high word: [false] or [true], not [" +
                    std::to_string(sel.intValue()) + "]");
      args.push_back(llvm::ConstantInt::get(selType, uint64_t(sel.intValue())));
    }
    return call(b, id, args, resultType);
  }
  default: return fail("not a ROCDL intrinsic op");
  }
}

} // namespace fly::codegen

namespace fly::codegen::detail {

llvm::Error Emitter::emitRocdlIntrinsic(ir::Operation* op) {
  std::string name(op->name());
  if (op->is(ir::OpCode::RocdlCvtScalef32)) name += "." + std::string(op->strAttr("intrin"));
  return emitOneInstruction(op, name, [&](std::span<llvm::Value* const> args, llvm::Type* rt) {
    return emitRocdlIntrinsicOp(b_, op, args, rt, *options_.arch);
  });
}

} // namespace fly::codegen::detail
