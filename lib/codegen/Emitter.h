// The LLVM IR emitter's state and its op families, shared by the units that emit them:
// IREmitter.cpp (types, functions, llvm/gpu ops, fly.print, the op dispatch), ArithCastEmitter.cpp
// (arith/math ops and casts), VectorEmitter.cpp (vector element ops), FlyDialectEmitter.cpp (fly
// pointer and tuple ops), RocdlOpsEmitter.cpp (ROCDL ops, tensor data mover, MFMA/WMMA),
// ControlFlowEmitter.cpp (scf.for/if/while, cf blocks and branches), MemRefEmitter.cpp (MLIR's
// memref dialect). Private to lib/codegen.
#pragma once

#include "LlvmDialectEmitter.h"

#include "fly/codegen/AMDGPUEmitter.h"
#include "fly/codegen/Backend.h"
#include "fly/codegen/IREmitter.h"
#include "fly/codegen/LdsAllocator.h"
#include "fly/codegen/SourceLines.h"
#include "fly/ir/Block.h"
#include "fly/ir/FlyTypes.h"
#include "fly/target/MmaAtom.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/Target/TargetMachine.h"

#include <functional>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace fly::codegen::detail {

using ir::OpCode;

// Positions in vector.extract/insert that are SSA operands (the parser's marker).
constexpr int64_t kDynamicPosition = INT64_MIN;

class Emitter {
public:
  Emitter(llvm::LLVMContext& context, const EmitOptions& options, llvm::TargetMachine& tm)
      : context_(context), options_(options), module_(std::make_unique<llvm::Module>("fly", context)),
        b_(context), amd_(b_, *module_, *options.arch) {
    prepareModule(*module_, tm);
  }

  llvm::Expected<std::unique_ptr<llvm::Module>> run(ir::Operation* root);

private:
  // ---- errors ----
  llvm::Error error(const ir::Operation* op, const std::string& message) {
    std::string text = op->emitError(message).render(op->context());
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return llvm::createStringError(llvm::inconvertibleErrorCode(), text);
  }

  // ---- types ----
  llvm::Expected<llvm::Type*> type(ir::Type t, const ir::Operation* where);
  llvm::Type* scalarType(ir::Type t);
  llvm::Expected<llvm::Value*> truncToFp8(ir::Operation* op, llvm::Value* x, ir::FloatKind to);

  // ---- values ----
  llvm::Value* get(ir::Value* v) { return values_.at(v); }
  void set(ir::Value* v, llvm::Value* llvmValue) { values_[v] = llvmValue; }

  // ---- structure ----
  llvm::Error declareFunction(ir::Operation* func);
  llvm::Error emitFunction(ir::Operation* func);
  llvm::Error emitBlock(ir::Block* block);
  // The blocks after the entry of a multi-block body (cf.br / cf.cond_br between them): one LLVM
  // block each, block arguments as phis, emitted in reverse post-order so that a value's
  // definition is emitted before its uses (dominance); unreachable blocks are left out.
  llvm::Error emitCfgBlocks(ir::Region& body);
  llvm::Error emitBranch(ir::Operation* op);
  llvm::Error emitLlvm(ir::Operation* op);
  // ROCDL ops that are one checked intrinsic call (RocdlEmitter.cpp).
  llvm::Error emitRocdlIntrinsic(ir::Operation* op);
  // An op that is one LLVM instruction built from its emitted operands (LLVM-dialect ops, ROCDL
  // intrinsics): `build` gets the operands and result 0's type (null without results); its error is
  // reported at the op, prefixed with `name`.
  using InstructionBuilder = std::function<llvm::Expected<llvm::Value*>(std::span<llvm::Value* const>, llvm::Type*)>;
  llvm::Error emitOneInstruction(ir::Operation* op, const std::string& name, const InstructionBuilder& build);
  // MLIR's memref dialect (and vector.load/store): a memref<...> value is a pointer to its first
  // element; indices address it row-major.
  llvm::Error emitMemRefDialect(ir::Operation* op);
  llvm::Error declareMemRefGlobal(ir::Operation* op);
  llvm::Error emitOp(ir::Operation* op);
  llvm::Error emitFor(ir::Operation* op);
  llvm::Error emitIf(ir::Operation* op);
  llvm::Error emitWhile(ir::Operation* op);
  // Emits a region's single block up to (not including) its terminator; returns the yielded values.
  llvm::Expected<std::vector<llvm::Value*>> emitRegionBody(ir::Block* block);

  // ---- op families ----
  llvm::Error emitConstant(ir::Operation* op);
  llvm::Error emitArith(ir::Operation* op);
  llvm::Error emitCast(ir::Operation* op);
  llvm::Error emitGpu(ir::Operation* op);
  llvm::Error emitVector(ir::Operation* op);
  llvm::Error emitMemory(ir::Operation* op);
  llvm::Error emitRocdl(ir::Operation* op);
  llvm::Error emitTensorDataMover(ir::Operation* op);
  llvm::Error emitMatrix(ir::Operation* op);
  llvm::Error emitTranscendental(ir::Operation* op); // rocdl.exp2, ... (isRocdlTranscendental)
  llvm::Error emitMatrixAsm(ir::Operation* op, const target::MmaAtom& atom, llvm::Type* result);

  llvm::Error emitMakeBufferPointer(ir::Operation* op);
  llvm::Error emitPrint(ir::Operation* op);
  bool isBufferPointer(ir::Value* v) {
    auto* p = v->type().dyn_cast<ir::PointerType>();
    return p && p->addressSpace() == ir::AddressSpace::BufferDesc;
  }

  unsigned alignmentOf(const ir::Operation* op, ir::Type pointerType, llvm::Type* accessType);
  // A swizzle carried on a pointer type (`!fly.ptr<T, SPACE, S<B,M,S>>`) applied to the final byte
  // address of an access through it, as FlyDSL does (its applySwizzleOnPtr / swizzleByteOffset):
  // a plain pointer (ptrtoint, xor, inttoptr) or a buffer pointer's byte offset.
  llvm::Value* swizzledPointer(llvm::Value* ptr, ir::Type pointerType);
  llvm::Value* swizzledOffset(llvm::Value* offset, ir::Type pointerType);
  llvm::Expected<llvm::Type*> storageType(const ir::Operation* op, ir::Type t, llvm::Type* natural);
  llvm::Value* fromStorage(llvm::Value* v, llvm::Type* t);
  llvm::Expected<llvm::Value*> subByteOffset(const ir::Operation* op, unsigned bits, llvm::Value* offset);
  llvm::Value* toIndexWidth(llvm::Value* v) { return b_.CreateSExtOrTrunc(v, b_.getInt64Ty()); }

  std::optional<SourceLines> lines_; // set when emitting debug info
  llvm::LLVMContext& context_;
  EmitOptions options_;
  std::unique_ptr<llvm::Module> module_;
  llvm::IRBuilder<> b_;
  AMDGPUEmitter amd_;
  std::unordered_map<ir::Value*, llvm::Value*> values_;
  std::unordered_map<std::string, llvm::Function*> functions_;
  // A kernel in FlyDSL's ABI: for each entry-block argument, its LLVM parameter and, for a leaf
  // packed into a tensor's struct, its field (-1: the parameter itself). Absent: one parameter each.
  struct PackedArg {
    unsigned param;
    int field;
  };
  std::unordered_map<std::string, std::vector<PackedArg>> packedArgs_;
  llvm::Function* current_ = nullptr;
  std::unordered_map<ir::Block*, llvm::BasicBlock*> blocks_;
  // memref.global symbols (LDS buffers of FlyDSL's SmemAllocator).
  std::unordered_map<std::string, llvm::GlobalVariable*> memrefGlobals_;
  // The current kernel's static LDS: one buffer, each allocation at its planned offset.
  LdsPlan lds_;
  llvm::GlobalVariable* ldsBuffer_ = nullptr;
};

// The swizzle a pointer type carries, if it is not the identity (IREmitter.cpp).
const Swizzle* pointerSwizzle(ir::Type pointerType);

} // namespace fly::codegen::detail
