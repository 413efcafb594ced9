// expand-kernel-arguments: every tensor argument of a `gpu.func ... kernel`
// (`!fly.memref<T, global, SHAPE : STRIDE>`) becomes the pieces Fly's kernel ABI
// gives it (fly/ir/KernelABI.h, docs/abi.md): its pointer, then one i32 per
// dynamic shape leaf, then one per dynamic stride leaf. The entry block rebuilds
// the tensor from them,
//
//   %s = fly.make_shape(%A.shape.0, ...)   (the memref type's `?{div=N}` facts kept)
//   %d = fly.make_stride(%A.stride.1, ...)
//   %l = fly.make_layout(%s, %d)
//   %A = fly.make_view(%A.ptr, %l)
//
// so layout-lowering computes with the leaves like with any SSA scalar. The
// kernel records each piece's name and type (`fly.arg_names`, `fly.arg_types`)
// for codegen, which writes them into the code object's metadata.
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/KernelABI.h"
#include "fly/transforms/PassRegistry.h"

namespace fly::transforms {

using namespace ir;

namespace {

bool isKernel(Operation *op) { return op->is(OpCode::GpuFunc) && op->hasAttr("gpu.kernel"); }

// Builds the int tuple `t` from `leafArgs` (one per dynamic leaf, in order).
Value *buildTuple(OpBuilder &b, OpCode code, Type t, std::span<Value *const> leafArgs) {
  if (leafArgs.empty())
    return b.flyStatic(t);
  std::vector<Type> ts{t};
  return b.create(code, leafArgs, ts)->result(0);
}

bool expandKernel(Operation *kernel, std::vector<Diagnostic> &diags) {
  if (kernel->hasAttr("fly.arg_names"))
    return true; // already expanded
  Context &ctx = kernel->context();
  Block *entry = kernel->region(0).front();
  if (!entry)
    return true;
  OpBuilder b(ctx);
  b.setLoc(kernel->loc());
  std::vector<Attribute> names, types;
  Operation *firstOp = entry->front();
  unsigned original = entry->numArguments();
  for (unsigned i = 0, pos = 0; i < original; ++i) {
    BlockArgument *arg = entry->argument(pos);
    std::string name = arg->sourceName().empty() ? "arg" + std::to_string(i) : std::string(arg->sourceName());
    Type argType = arg->type();
    auto pieces = kernelArgPieces(ctx, argType, name);
    if (!pieces.ok()) {
      diags.push_back(kernel->emitError("expand-kernel-arguments: " + pieces.error().message));
      return false;
    }
    for (const KernelArgPiece &p : *pieces) {
      names.push_back(ctx.stringAttr(p.name));
      types.push_back(ctx.typeAttr(p.kind == KernelArgPiece::Kind::TensorPointer ? argType : p.type));
    }
    if (!isTensorArgument(argType)) {
      ++pos;
      continue;
    }
    // The pointer takes the argument's place; the leaves follow it.
    arg->setType((*pieces)[0].type);
    std::vector<Value *> shapeLeaves, strideLeaves;
    for (size_t k = 1; k < pieces->size(); ++k) {
      const KernelArgPiece &p = (*pieces)[k];
      BlockArgument *leaf = entry->insertArgument(pos + unsigned(k), p.type);
      leaf->setSourceName(ctx.intern(p.name));
      (p.kind == KernelArgPiece::Kind::ShapeLeaf ? shapeLeaves : strideLeaves).push_back(leaf);
    }
    pos += unsigned(pieces->size());

    if (firstOp)
      b.setInsertionPoint(firstOp);
    else
      b.setInsertionPointToEnd(entry);
    Type layoutType = argType.cast<MemRefType>().layout();
    Value *layout;
    if (auto *lt = layoutType.dyn_cast<LayoutType>(); lt && !lt->isStatic()) {
      Value *shape = buildTuple(b, OpCode::FlyMakeShape, IntTupleType::get(ctx, lt->value().shape()), shapeLeaves);
      Value *stride = buildTuple(b, OpCode::FlyMakeStride, IntTupleType::get(ctx, lt->value().stride()), strideLeaves);
      layout = b.create(OpCode::FlyMakeLayout, {shape, stride}, {layoutType})->result(0);
    } else {
      layout = b.flyStatic(layoutType);
    }
    Operation *view = b.create(OpCode::FlyMakeView, {arg, layout}, {argType});
    arg->replaceAllUsesWith(view->result(0));
    view->setOperand(0, arg);
  }
  kernel->setAttr("fly.arg_names", ctx.arrayAttr(names));
  kernel->setAttr("fly.arg_types", ctx.arrayAttr(types));
  return true;
}

class ExpandKernelArgumentsPass : public Pass {
public:
  std::string_view name() const override { return "expand-kernel-arguments"; }
  std::string_view description() const override {
    return "pass tensor kernel arguments as pointer + one i32 per dynamic leaf (docs/abi.md)";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    std::vector<Operation *> kernels;
    module->walk([&](Operation *op) {
      if (isKernel(op))
        kernels.push_back(op);
    });
    bool ok = true;
    for (Operation *k : kernels)
      ok &= expandKernel(k, diags);
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createExpandKernelArgumentsPass() { return std::make_unique<ExpandKernelArgumentsPass>(); }

} // namespace fly::transforms
