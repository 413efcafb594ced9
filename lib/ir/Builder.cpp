#include "fly/ir/Builder.h"

namespace fly::ir {

Operation *OpBuilder::create(OpCode code, std::span<Value *const> operands, std::span<const Type> resultTypes,
                             std::span<const NamedAttribute> attrs, unsigned numRegions) {
  Operation *op = Operation::create(*ctx_, code, loc_, operands, resultTypes, attrs, numRegions);
  insert(op);
  return op;
}

void OpBuilder::insert(Operation *op) {
  if (block_)
    block_->insert(before_, op);
}

Operation *OpBuilder::createModule() {
  Operation *m = Operation::create(*ctx_, OpCode::Module, loc_, {}, {}, {}, 1);
  m->region(0).addBlock();
  return m;
}

Operation *OpBuilder::createGpuModule(std::string_view name) {
  NamedAttribute attrs[] = {{"sym_name", ctx_->stringAttr(name)}};
  Operation *m = create(OpCode::GpuModule, {}, {}, attrs, 1);
  m->region(0).addBlock();
  return m;
}

Operation *OpBuilder::createFunc(std::string_view name, std::span<const Type> argTypes,
                                 std::span<const Type> resultTypes, bool gpu, bool kernel) {
  std::vector<Attribute> res;
  for (Type t : resultTypes)
    res.push_back(ctx_->typeAttr(t));
  std::vector<NamedAttribute> attrs{{"sym_name", ctx_->stringAttr(name)}, {"res_types", ctx_->arrayAttr(res)}};
  if (gpu && kernel)
    attrs.push_back({"gpu.kernel", ctx_->unitAttr()});
  Operation *f = create(gpu ? OpCode::GpuFunc : OpCode::FuncFunc, {}, {}, attrs, 1);
  Block *entry = f->region(0).addBlock();
  for (Type t : argTypes)
    entry->addArgument(t);
  return f;
}

Value *OpBuilder::constantInt(int64_t v, Type type) {
  Attribute value = type.isInteger(1) ? ctx_->boolAttr(v != 0) : ctx_->integerAttr(v, type);
  NamedAttribute attrs[] = {{"value", value}};
  Type ts[] = {type};
  return create(OpCode::ArithConstant, {}, ts, attrs)->result(0);
}

Value *OpBuilder::constantFloat(double v, Type type) {
  NamedAttribute attrs[] = {{"value", ctx_->floatAttr(v, type)}};
  Type ts[] = {type};
  return create(OpCode::ArithConstant, {}, ts, attrs)->result(0);
}

Value *OpBuilder::binary(OpCode code, Value *lhs, Value *rhs) {
  return create(code, {lhs, rhs}, {lhs->type()})->result(0);
}

Value *OpBuilder::unary(OpCode code, Value *x) { return create(code, {x}, {x->type()})->result(0); }

Value *OpBuilder::cast(OpCode code, Value *x, Type to) { return create(code, {x}, {to})->result(0); }

static Type i1Like(Context &ctx, Type t) {
  if (auto *vt = t.dyn_cast<VectorType>())
    return ctx.vectorType(vt->shape(), ctx.i1());
  return ctx.i1();
}

Value *OpBuilder::cmpi(std::string_view predicate, Value *lhs, Value *rhs) {
  return create(OpCode::ArithCmpI, {lhs, rhs}, {i1Like(*ctx_, lhs->type())}, {{"predicate", ctx_->stringAttr(predicate)}})
      ->result(0);
}

Value *OpBuilder::cmpf(std::string_view predicate, Value *lhs, Value *rhs) {
  return create(OpCode::ArithCmpF, {lhs, rhs}, {i1Like(*ctx_, lhs->type())}, {{"predicate", ctx_->stringAttr(predicate)}})
      ->result(0);
}

Value *OpBuilder::select(Value *cond, Value *a, Value *b) {
  return create(OpCode::ArithSelect, {cond, a, b}, {a->type()})->result(0);
}

Operation *OpBuilder::createFor(Value *lb, Value *ub, Value *step, std::span<Value *const> iterArgs) {
  std::vector<Value *> operands{lb, ub, step};
  std::vector<Type> results;
  for (Value *v : iterArgs) {
    operands.push_back(v);
    results.push_back(v->type());
  }
  Operation *op = create(OpCode::ScfFor, operands, results, {}, 1);
  Block *body = op->region(0).addBlock();
  body->addArgument(lb->type());
  for (Value *v : iterArgs)
    body->addArgument(v->type());
  return op;
}

Operation *OpBuilder::createIf(Value *cond, std::span<const Type> resultTypes, bool withElse) {
  Value *ops[] = {cond};
  Operation *op = create(OpCode::ScfIf, ops, resultTypes, {}, 2);
  op->region(0).addBlock();
  if (withElse)
    op->region(1).addBlock();
  return op;
}

Operation *OpBuilder::createWhile(std::span<Value *const> inits, std::span<const Type> resultTypes) {
  Operation *op = create(OpCode::ScfWhile, inits, resultTypes, {}, 2);
  Block *before = op->region(0).addBlock();
  for (Value *v : inits)
    before->addArgument(v->type());
  Block *after = op->region(1).addBlock();
  for (Type t : resultTypes)
    after->addArgument(t);
  return op;
}

Operation *OpBuilder::yield(std::span<Value *const> values) { return create(OpCode::ScfYield, values, {}); }

Operation *OpBuilder::createReturn(std::span<Value *const> values, bool gpu) {
  return create(gpu ? OpCode::GpuReturn : OpCode::FuncReturn, values, {});
}

Value *OpBuilder::gpuDim(OpCode code, char dim) {
  char s[2] = {dim, 0};
  return create(code, {}, {ctx_->indexType()}, {{"dimension", ctx_->stringAttr(s)}})->result(0);
}

Operation *OpBuilder::barrier() { return create(OpCode::GpuBarrier, {}, {}); }

Value *OpBuilder::flyStatic(Type type) { return create(OpCode::FlyStatic, {}, {type})->result(0); }

} // namespace fly::ir
