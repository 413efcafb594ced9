// expand-kernel-arguments (FlyDSL's fly-rewrite-func-signature): every tensor argument
// (`!fly.memref<T, SPACE, SHAPE : STRIDE>`) of a function becomes the pieces Fly's ABI gives it
// (fly/ir/KernelABI.h, docs/abi.md): its pointer, then one i32 per dynamic shape leaf, then one
// per dynamic stride leaf. The entry block rebuilds the tensor from them,
//
//   %s = fly.make_shape(%A.shape.0, ...)   (the memref type's `?{div=N}` facts kept)
//   %d = fly.make_stride(%A.stride.1, ...)
//   %l = fly.make_layout(%s, %d)
//   %A = fly.make_view(%A.ptr, %l)
//
// so layout-lowering computes with the leaves like with any SSA scalar, and atom-lowering sees a
// view. A kernel (`gpu.func ... kernel`) records each piece's name and type (`fly.arg_names`,
// `fly.arg_types`) for codegen, which writes them into the code object's metadata. A device
// function (`func.func`, a `gpu.func` that is not a kernel) takes tensors in any address space,
// and every `func.call` of it passes the pieces instead: the tensor's pointer (`fly.get_iter`)
// and its layout's dynamic leaves (`fly.get_scalar` of `fly.get` of `fly.get_shape/get_stride`
// of `fly.get_layout`), which atom-lowering and layout-lowering compute in the caller.
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/KernelABI.h"
#include "fly/ir/Verifier.h"
#include "fly/transforms/PassRegistry.h"

#include <unordered_map>

namespace fly::transforms {

using namespace ir;

namespace {

bool isKernel(Operation *op) { return op->is(OpCode::GpuFunc) && op->hasAttr("gpu.kernel"); }
bool isFunction(Operation *op) { return op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc); }

// Builds the int tuple `t` from `leafArgs` (one per dynamic leaf, in order).
Value *buildTuple(OpBuilder &b, OpCode code, Type t, std::span<Value *const> leafArgs) {
  if (leafArgs.empty())
    return b.flyStatic(t);
  std::vector<Type> ts{t};
  return b.create(code, leafArgs, ts)->result(0);
}

bool hasExpandedArgument(Operation *fn) {
  Block *entry = fn->region(0).front();
  if (!entry)
    return false;
  for (BlockArgument *a : entry->arguments())
    if (isExpandedArgument(a->type(), ArgOwner::Function))
      return true;
  return false;
}

// A layout of type `t` made from the leaf pieces of its shape and stride (fly.static if it has none).
Value *buildLayout(OpBuilder &b, Context &ctx, Type t, std::span<Value *const> shapeLeaves,
                   std::span<Value *const> strideLeaves) {
  auto *lt = t.dyn_cast<LayoutType>();
  if (!lt || (shapeLeaves.empty() && strideLeaves.empty()))
    return b.flyStatic(t);
  Value *shape = buildTuple(b, OpCode::FlyMakeShape, IntTupleType::get(ctx, lt->value().shape()), shapeLeaves);
  Value *stride = buildTuple(b, OpCode::FlyMakeStride, IntTupleType::get(ctx, lt->value().stride()), strideLeaves);
  return b.create(OpCode::FlyMakeLayout, {shape, stride}, {t})->result(0);
}

// Rewrites the arguments of `fn` into their pieces and rebuilds each value at entry: a tensor as a
// view of its pointer, a layout or an int tuple (device functions) from its leaves.
bool expandFunction(Operation *fn, ArgOwner owner, std::vector<Diagnostic> &diags) {
  bool kernel = owner == ArgOwner::Kernel;
  if (kernel && fn->hasAttr("fly.arg_names"))
    return true; // already expanded
  Context &ctx = fn->context();
  Block *entry = fn->region(0).front();
  if (!entry)
    return true;
  OpBuilder b(ctx);
  b.setLoc(fn->loc());
  std::vector<Attribute> names, types;
  Operation *firstOp = entry->front();
  unsigned original = entry->numArguments();
  for (unsigned i = 0, pos = 0; i < original; ++i) {
    BlockArgument *arg = entry->argument(pos);
    std::string name = arg->sourceName().empty() ? "arg" + std::to_string(i) : std::string(arg->sourceName());
    Type argType = arg->type();
    auto pieces = kernelArgPieces(ctx, argType, name, owner);
    if (!pieces.ok()) {
      diags.push_back(fn->emitError("expand-kernel-arguments: " + pieces.error().message));
      return false;
    }
    for (const KernelArgPiece &p : *pieces) {
      names.push_back(ctx.stringAttr(p.name));
      types.push_back(ctx.typeAttr(p.kind == KernelArgPiece::Kind::TensorPointer ? argType : p.type));
    }
    if (!isExpandedArgument(argType, owner)) {
      ++pos;
      continue;
    }
    // The pieces take the argument's place.
    Value *pointer = nullptr;
    std::vector<Value *> shapeLeaves, strideLeaves, tupleLeaves;
    for (size_t k = 0; k < pieces->size(); ++k) {
      const KernelArgPiece &p = (*pieces)[k];
      BlockArgument *piece = entry->insertArgument(pos + 1 + unsigned(k), p.type);
      piece->setSourceName(ctx.intern(p.name));
      switch (p.kind) {
      case KernelArgPiece::Kind::TensorPointer: pointer = piece; break;
      case KernelArgPiece::Kind::ShapeLeaf: shapeLeaves.push_back(piece); break;
      case KernelArgPiece::Kind::StrideLeaf: strideLeaves.push_back(piece); break;
      default: tupleLeaves.push_back(piece); break;
      }
    }
    if (firstOp)
      b.setInsertionPoint(firstOp);
    else
      b.setInsertionPointToEnd(entry);
    Value *rebuilt;
    if (auto *m = argType.dyn_cast<MemRefType>()) {
      Value *layout = buildLayout(b, ctx, m->layout(), shapeLeaves, strideLeaves);
      rebuilt = b.create(OpCode::FlyMakeView, {pointer, layout}, {argType})->result(0);
    } else if (argType.isa<LayoutType>()) {
      rebuilt = buildLayout(b, ctx, argType, shapeLeaves, strideLeaves);
    } else {
      rebuilt = buildTuple(b, OpCode::FlyMakeIntTuple, argType, tupleLeaves);
    }
    arg->replaceAllUsesWith(rebuilt);
    entry->eraseArgument(pos);
    pos += unsigned(pieces->size());
  }
  if (kernel) {
    fn->setAttr("fly.arg_names", ctx.arrayAttr(names));
    fn->setAttr("fly.arg_types", ctx.arrayAttr(types));
  }
  return true;
}

// The path (mode indices, outermost first) of leaf `index` of `t` in flattened order.
bool leafPath(const IntTuple &t, unsigned &index, std::vector<int64_t> &path) {
  if (t.isLeaf())
    return index-- == 0;
  for (size_t i = 0; i < t.elements().size(); ++i) {
    path.push_back(int64_t(i));
    if (leafPath(t.elements()[i], index, path))
      return true;
    path.pop_back();
  }
  return false;
}

// A call of a device function whose parameters `params` were expanded passes their pieces, taken
// from the caller's values: a tensor's pointer, and the dynamic leaves of a tensor's layout, of a
// layout or of an int tuple.
void rewriteCall(Operation *call, const std::vector<Type> &params) {
  Context &ctx = call->context();
  OpBuilder b(ctx);
  b.setInsertionPoint(call);
  b.setLoc(call->loc());
  std::vector<Value *> operands;
  for (unsigned i = 0; i < call->numOperands(); ++i) {
    Value *v = call->operand(i);
    Type t = i < params.size() ? params[i] : Type();
    if (!t || !isExpandedArgument(t, ArgOwner::Function)) {
      operands.push_back(v);
      continue;
    }
    auto pieces = kernelArgPieces(ctx, t, "", ArgOwner::Function);
    if (!pieces.ok()) // the callee was refused already
      return;
    // Where the leaves are: the tensor's layout, the layout, the int tuple.
    Value *layout = nullptr;
    Type layoutType = t;
    if (auto *m = t.dyn_cast<MemRefType>()) {
      layoutType = m->layout();
      if (pieces->size() > 1)
        layout = b.create(OpCode::FlyGetLayout, {v}, {layoutType})->result(0);
    } else {
      layout = v;
    }
    Value *shape = nullptr, *stride = nullptr;
    for (const KernelArgPiece &p : *pieces) {
      if (p.kind == KernelArgPiece::Kind::TensorPointer) {
        operands.push_back(b.create(OpCode::FlyGetIter, {v}, {p.type})->result(0));
        continue;
      }
      Value *tuple = layout;
      IntTuple full;
      if (p.kind == KernelArgPiece::Kind::TupleLeaf) {
        full = t.cast<IntTupleType>().value();
      } else {
        bool isShape = p.kind == KernelArgPiece::Kind::ShapeLeaf;
        const Layout &l = layoutType.cast<LayoutType>().value();
        full = isShape ? l.shape() : l.stride();
        Value *&part = isShape ? shape : stride;
        if (!part)
          part = b.create(isShape ? OpCode::FlyGetShape : OpCode::FlyGetStride, {layout}, {IntTupleType::get(ctx, full)})
                     ->result(0);
        tuple = part;
      }
      std::vector<int64_t> path;
      unsigned index = p.leaf;
      leafPath(full, index, path);
      Value *leaf = tuple;
      if (!path.empty()) {
        IntTuple at = full;
        for (int64_t m : path)
          at = IntTuple(at.elements()[size_t(m)]);
        leaf = b.create(OpCode::FlyGet, {tuple}, {IntTupleType::get(ctx, at)}, {{"mode", ctx.denseArrayAttr(path, 32)}})
                   ->result(0);
      }
      operands.push_back(b.create(OpCode::FlyGetScalar, {leaf}, {p.type})->result(0));
    }
  }
  call->setOperands(operands);
}

class ExpandKernelArgumentsPass : public Pass {
public:
  std::string_view name() const override { return "expand-kernel-arguments"; }
  std::string_view description() const override {
    return "pass tensor arguments of kernels and device functions as pointer + one i32 per dynamic leaf "
           "(docs/abi.md), calls of device functions too";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    std::vector<Operation *> functions, calls;
    module->walk([&](Operation *op) {
      if (isFunction(op))
        functions.push_back(op);
      else if (op->is(OpCode::FuncCall))
        calls.push_back(op);
    });
    bool ok = true;
    // The tensor parameters of each expanded device function, for its calls.
    std::unordered_map<Operation *, std::vector<Type>> expanded;
    for (Operation *fn : functions) {
      if (isKernel(fn)) {
        ok &= expandFunction(fn, ArgOwner::Kernel, diags);
        continue;
      }
      if (!hasExpandedArgument(fn))
        continue;
      std::vector<Type> params;
      for (BlockArgument *a : fn->region(0).front()->arguments())
        params.push_back(a->type());
      if (expandFunction(fn, ArgOwner::Function, diags))
        expanded[fn] = std::move(params);
      else
        ok = false;
    }
    for (Operation *call : calls) {
      Operation *callee = lookupCallee(call);
      if (callee && isKernel(callee)) { // its arguments are the kernarg segment's, not a caller's
        diags.push_back(call->emitError("expand-kernel-arguments: '@" + std::string(callee->symName()) +
                                        "' is a kernel: a kernel cannot be called from device code"));
        ok = false;
      } else if (callee && expanded.count(callee)) {
        rewriteCall(call, expanded[callee]);
      }
    }
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createExpandKernelArgumentsPass() { return std::make_unique<ExpandKernelArgumentsPass>(); }

} // namespace fly::transforms
