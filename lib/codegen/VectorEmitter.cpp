// The vector dialect's element ops: vector.extract/insert, from_elements, shuffle, reduction.
#include "Emitter.h"

#include "llvm/IR/Intrinsics.h"

namespace fly::codegen::detail {

llvm::Error Emitter::emitVector(ir::Operation* op) {
  switch (op->code()) {
  case OpCode::VectorExtract:
  case OpCode::VectorInsert: {
    bool insert = op->is(OpCode::VectorInsert);
    llvm::Value* vector = get(op->operand(insert ? 1 : 0));
    ir::Type vectorIrType = op->operand(insert ? 1 : 0)->type();
    const auto& shape = vectorIrType.cast<ir::VectorType>().shape();
    auto positions = op->attr("static_position").denseArray();
    unsigned nextDynamic = insert ? 2 : 1;
    // Linearize the position over the (flattened) shape; a partial position addresses a
    // sub-vector, which only 1-D results of full rows are allowed to do.
    llvm::Value* linear = b_.getInt64(0);
    int64_t stride = 1;
    for (size_t d = shape.size(); d-- > 0;) {
      if (d < positions.size()) {
        llvm::Value* p = positions[d] == kDynamicPosition
                             ? toIndexWidth(get(op->operand(nextDynamic + unsigned(std::count(positions.begin(), positions.begin() + d, kDynamicPosition)))))
                             : b_.getInt64(positions[d]);
        linear = b_.CreateAdd(linear, b_.CreateMul(p, b_.getInt64(stride)));
      }
      stride *= shape[d];
    }
    if (positions.size() != shape.size()) {
      // Sub-vector: positions cover the leading dims; the rest is a contiguous run.
      int64_t run = 1;
      for (size_t d = positions.size(); d < shape.size(); ++d) run *= shape[d];
      auto* constant = llvm::dyn_cast<llvm::ConstantInt>(linear);
      if (!constant) return error(op, "dynamic sub-vector positions are not supported");
      int64_t start = constant->getSExtValue();
      if (!insert) {
        std::vector<int> mask;
        for (int64_t i = 0; i < run; ++i) mask.push_back(int(start + i));
        set(op->result(0), b_.CreateShuffleVector(vector, mask));
      } else {
        llvm::Value* part = get(op->operand(0));
        llvm::Value* result = vector;
        for (int64_t i = 0; i < run; ++i)
          result = b_.CreateInsertElement(result, b_.CreateExtractElement(part, uint64_t(i)), uint64_t(start + i));
        set(op->result(0), result);
      }
      return llvm::Error::success();
    }
    if (insert) set(op->result(0), b_.CreateInsertElement(vector, get(op->operand(0)), linear));
    else set(op->result(0), b_.CreateExtractElement(vector, linear));
    return llvm::Error::success();
  }
  case OpCode::VectorFromElements: {
    auto t = type(op->result(0)->type(), op);
    if (!t) return t.takeError();
    llvm::Value* v = llvm::PoisonValue::get(*t);
    for (unsigned i = 0; i < op->numOperands(); ++i) v = b_.CreateInsertElement(v, get(op->operand(i)), uint64_t(i));
    set(op->result(0), v);
    return llvm::Error::success();
  }
  case OpCode::VectorShuffle: {
    std::vector<int> mask;
    for (int64_t m : op->attr("mask").denseArray()) mask.push_back(int(m));
    set(op->result(0), b_.CreateShuffleVector(get(op->operand(0)), get(op->operand(1)), mask));
    return llvm::Error::success();
  }
  case OpCode::VectorReduction: {
    std::string_view kind = op->strAttr("kind");
    llvm::Value* v = get(op->operand(0));
    llvm::Value* acc = op->numOperands() > 1 ? get(op->operand(1)) : nullptr;
    llvm::Type* element = v->getType()->getScalarType();
    bool isFloat = element->isFloatingPointTy();
    llvm::Value* r = nullptr;
    if (kind == "add") r = isFloat ? b_.CreateFAddReduce(acc ? acc : llvm::ConstantFP::getNegativeZero(element), v) : b_.CreateAddReduce(v);
    else if (kind == "mul") r = isFloat ? b_.CreateFMulReduce(acc ? acc : llvm::ConstantFP::get(element, 1.0), v) : b_.CreateMulReduce(v);
    else if (kind == "and") r = b_.CreateAndReduce(v);
    else if (kind == "or") r = b_.CreateOrReduce(v);
    else if (kind == "xor") r = b_.CreateXorReduce(v);
    else if (kind == "minsi") r = b_.CreateIntMinReduce(v, true);
    else if (kind == "maxsi") r = b_.CreateIntMaxReduce(v, true);
    else if (kind == "minui") r = b_.CreateIntMinReduce(v, false);
    else if (kind == "maxui") r = b_.CreateIntMaxReduce(v, false);
    else if (kind == "minnumf" || kind == "minf") r = b_.CreateFPMinReduce(v);
    else if (kind == "maxnumf" || kind == "maxf") r = b_.CreateFPMaxReduce(v);
    else if (kind == "minimumf") r = b_.CreateFPMinimumReduce(v);
    else if (kind == "maximumf") r = b_.CreateFPMaximumReduce(v);
    else return error(op, "unknown vector.reduction kind '" + std::string(kind) + "'");
    // The accumulator of add/mul floats is folded in above; for the others combine it now.
    if (acc && !(isFloat && (kind == "add" || kind == "mul"))) {
      if (kind == "add") r = b_.CreateAdd(r, acc);
      else if (kind == "mul") r = b_.CreateMul(r, acc);
      else if (kind == "and") r = b_.CreateAnd(r, acc);
      else if (kind == "or") r = b_.CreateOr(r, acc);
      else if (kind == "xor") r = b_.CreateXor(r, acc);
      else if (kind == "minsi") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::smin, r, acc);
      else if (kind == "maxsi") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::smax, r, acc);
      else if (kind == "minui") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, r, acc);
      else if (kind == "maxui") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::umax, r, acc);
      else if (kind == "minnumf" || kind == "minf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, r, acc);
      else if (kind == "maxnumf" || kind == "maxf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, r, acc);
      else if (kind == "minimumf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::minimum, r, acc);
      else if (kind == "maximumf") r = b_.CreateBinaryIntrinsic(llvm::Intrinsic::maximum, r, acc);
    }
    set(op->result(0), r);
    return llvm::Error::success();
  }
  default: return error(op, "'" + std::string(op->name()) + "' is not supported by code generation");
  }
}

} // namespace fly::codegen::detail
