// MLIR's memref dialect (memref.global/get_global/view/load/store/alloca, vector.load/store on
// memrefs): a memref value is a pointer to its first element, indices address it row-major.
#include "Emitter.h"

namespace fly::codegen::detail {

llvm::Error Emitter::declareMemRefGlobal(ir::Operation* op) {
  auto& mt = op->attr("type").type().cast<ir::BuiltinMemRefType>();
  std::string name(op->symName());
  if (mt.addressSpace() != addrspace::Local)
    return error(op, "memref.global '@" + name + "': only workgroup (LDS) globals are supported, got memory space '" +
                         (mt.memorySpace().empty() ? std::string("none") : mt.memorySpace()) + "'");
  auto element = type(mt.elementType(), op);
  if (!element) return element.takeError();
  uint64_t bytes = 0;
  bool overflow = __builtin_mul_overflow(uint64_t(module_->getDataLayout().getTypeAllocSize(*element)),
                                         uint64_t(mt.numElements()), &bytes);
  if (overflow) bytes = UINT64_MAX;
  if (bytes > options_.arch->ldsBytesPerWorkgroup)
    return error(op, "memref.global '@" + name + "' needs " + std::to_string(bytes) + " bytes of LDS, more than " +
                         std::string(options_.arch->name) + "'s " + std::to_string(options_.arch->ldsBytesPerWorkgroup) +
                         " bytes per work-group");
  auto* array = llvm::ArrayType::get(*element, uint64_t(mt.numElements()));
  auto* global = new llvm::GlobalVariable(*module_, array, false, llvm::GlobalValue::InternalLinkage,
                                          llvm::PoisonValue::get(array), name, nullptr,
                                          llvm::GlobalValue::NotThreadLocal, addrspace::Local);
  if (int64_t a = op->intAttr("alignment", 0); a > 0) global->setAlignment(llvm::Align(uint64_t(a)));
  memrefGlobals_[name] = global;
  return llvm::Error::success();
}

llvm::Error Emitter::emitMemRefDialect(ir::Operation* op) {
  // The address of element (i, j, ...) of a memref: row-major over its static shape.
  auto address = [&](unsigned memref, unsigned firstIndex, llvm::Type* element) {
    auto& mt = op->operand(memref)->type().cast<ir::BuiltinMemRefType>();
    llvm::Value* linear = b_.getInt64(0);
    for (size_t d = 0; d < mt.shape().size(); ++d) {
      linear = b_.CreateMul(linear, b_.getInt64(uint64_t(mt.shape()[d])));
      linear = b_.CreateAdd(linear, toIndexWidth(get(op->operand(firstIndex + unsigned(d)))));
    }
    // LDS pointers are 32-bit: keep their offsets 32-bit too.
    if (mt.addressSpace() == addrspace::Local) linear = b_.CreateTrunc(linear, b_.getInt32Ty());
    return b_.CreateGEP(element, get(op->operand(memref)), linear);
  };
  auto markNontemporal = [&](llvm::Instruction* access) {
    ir::Attribute nt = op->attr("nontemporal");
    if (nt && nt.is(ir::AttrKind::Bool) && nt.intValue())
      access->setMetadata(llvm::LLVMContext::MD_nontemporal,
                          llvm::MDNode::get(context_, llvm::ConstantAsMetadata::get(b_.getInt32(1))));
  };
  switch (op->code()) {
  case OpCode::MemRefGetGlobal: {
    auto it = memrefGlobals_.find(std::string(op->strAttr("name")));
    if (it == memrefGlobals_.end()) return error(op, "no memref.global named '@" + std::string(op->strAttr("name")) + "'");
    set(op->result(0), it->second);
    return llvm::Error::success();
  }
  case OpCode::MemRefView: {
    auto& mt = op->operand(0)->type().cast<ir::BuiltinMemRefType>();
    llvm::Value* shift = get(op->operand(1));
    shift = mt.addressSpace() == addrspace::Local ? b_.CreateTrunc(shift, b_.getInt32Ty()) : toIndexWidth(shift);
    set(op->result(0), b_.CreateGEP(b_.getInt8Ty(), get(op->operand(0)), shift));
    return llvm::Error::success();
  }
  case OpCode::MemRefLoad:
  case OpCode::VectorLoad: {
    auto element = type(op->operand(0)->type().cast<ir::BuiltinMemRefType>().elementType(), op);
    auto result = type(op->result(0)->type(), op);
    if (!element) return element.takeError();
    if (!result) return result.takeError();
    llvm::Value* at = address(0, 1, *element);
    llvm::LoadInst* load = b_.CreateAlignedLoad(*result, at, llvm::Align(alignmentOf(op, {}, *result)));
    markNontemporal(load);
    set(op->result(0), load);
    return llvm::Error::success();
  }
  case OpCode::MemRefStore:
  case OpCode::VectorStore: {
    auto element = type(op->operand(1)->type().cast<ir::BuiltinMemRefType>().elementType(), op);
    if (!element) return element.takeError();
    llvm::Value* value = get(op->operand(0));
    llvm::Value* at = address(1, 2, *element);
    llvm::StoreInst* store = b_.CreateAlignedStore(value, at, llvm::Align(alignmentOf(op, {}, value->getType())));
    markNontemporal(store);
    return llvm::Error::success();
  }
  case OpCode::MemRefAlloca: {
    auto& mt = op->result(0)->type().cast<ir::BuiltinMemRefType>();
    auto element = type(mt.elementType(), op);
    if (!element) return element.takeError();
    // Private memory is allocated once, in the entry block (a static frame object).
    llvm::BasicBlock& entry = current_->getEntryBlock();
    llvm::IRBuilder<> at(&entry, entry.getFirstInsertionPt());
    llvm::AllocaInst* a = at.CreateAlloca(*element, addrspace::Private, at.getInt32(uint32_t(mt.numElements())));
    if (int64_t al = op->intAttr("alignment", 0); al > 0) a->setAlignment(llvm::Align(uint64_t(al)));
    llvm::Value* result = a;
    if (mt.addressSpace() != addrspace::Private)
      result = b_.CreateAddrSpaceCast(a, llvm::PointerType::get(context_, mt.addressSpace()));
    set(op->result(0), result);
    return llvm::Error::success();
  }
  case OpCode::MemRefExtractAlignedPointerAsIndex:
    set(op->result(0), b_.CreatePtrToInt(get(op->operand(0)), b_.getInt64Ty()));
    return llvm::Error::success();
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

} // namespace fly::codegen::detail
