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
//
// Atoms, tiled copies and tiled MMAs are descriptions: the callee makes them with fly.static. The
// state a caller sets on an atom (fly.atom.set_value) is a value, though: a copy atom with a
// `soffset` (buffer copies, FlyDSL's `!llvm.struct<(i32)>` atom state) takes one more i32 piece,
// NAME.soffset, which the entry block sets on the rebuilt atom and every call passes (the caller's
// soffset, 0 if it set none). Other state set before a call (an MMA atom's scales, a tensor-tile
// atom's extents, a tiled copy's atom's soffset) is refused at the call rather than lost.
//
// A tensor yielded by scf.if travels the same way: each branch yields its pieces and the tensor is
// rebuilt after the if (FlyDSL's pass does the same to the types scf regions carry).
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/KernelABI.h"
#include "fly/ir/Verifier.h"
#include "fly/target/CopyAtom.h"
#include "fly/transforms/PassRegistry.h"

#include <functional>
#include <map>
#include <unordered_map>

namespace fly::transforms {

using namespace ir;

namespace {

bool isKernel(Operation *op) { return op->is(OpCode::GpuFunc) && op->hasAttr("gpu.kernel"); }
bool isFunction(Operation *op) { return op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc); }

// A device function's copy-atom parameter of type `t` carries a soffset piece.
bool hasSoffsetPiece(Type t) {
  auto *at = t.dyn_cast<CopyAtomType>();
  if (!at)
    return false;
  auto spec = target::parseCopyOp(at->copyOp().str());
  return spec.ok() && spec->desc->hasSoffset;
}

// The soffset the caller's atom `v` carries at a call (0 if none was set), or an error naming why it
// cannot be told: the atom is a block argument or the result of an op other than the atom's own.
Result<Value *> callerSoffset(OpBuilder &b, Value *v) {
  Value *soffset = nullptr;
  for (Value *x = v;;) {
    Operation *def = x->definingOp();
    if (def && def->is(OpCode::FlyAtomSetValue)) {
      if (def->strAttr("field") == "imm_offset")
        return Error("the copy atom passed here carries an imm_offset, which Fly cannot pass to a device function "
                     "(only a copy atom's soffset travels): set it in the callee");
      if (def->strAttr("field") == "soffset" && !soffset)
        soffset = def->operand(1); // the latest set
      x = def->operand(0);
      continue;
    }
    if (soffset)
      return soffset;
    if (def && (def->is(OpCode::FlyMakeCopyAtom) || def->is(OpCode::FlyStatic)))
      return b.constantInt(0, b.context().i32());
    return Error("the soffset of the copy atom passed here is not known at the call (it comes from " +
                 (def ? "'" + std::string(def->name()) + "'" : std::string("a block argument")) +
                 "): set it with fly.atom.set_value in this block's function");
  }
}

// State set with fly.atom.set_value on a value passed to a parameter that cannot carry it: the
// first field found walking back through set_value and make_tiled_copy, or "".
std::string stateSetOn(Value *v) {
  for (Operation *def = v->definingOp(); def; def = def->numOperands() ? def->operand(0)->definingOp() : nullptr) {
    if (def->is(OpCode::FlyAtomSetValue))
      return std::string(def->strAttr("field"));
    if (!def->is(OpCode::FlyMakeTiledCopy) && !def->is(OpCode::FlyMakeTiledMma))
      break;
  }
  return "";
}

// Builds the int tuple `t` from `leafArgs` (one per dynamic leaf, in order).
Value *buildTuple(OpBuilder &b, OpCode code, Type t, std::span<Value *const> leafArgs) {
  if (leafArgs.empty())
    return b.flyStatic(t);
  std::vector<Type> ts{t};
  return b.create(code, leafArgs, ts)->result(0);
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

// The leaf pieces of one argument, by the part they belong to (KernelArgPiece::where) and kind.
using LeafKey = std::pair<std::vector<uint8_t>, KernelArgPiece::Kind>;
using LeafMap = std::map<LeafKey, std::vector<Value *>>;

std::span<Value *const> leavesAt(const LeafMap &m, const std::vector<uint8_t> &where, KernelArgPiece::Kind kind) {
  auto it = m.find({where, kind});
  if (it == m.end())
    return {};
  return it->second;
}

std::vector<uint8_t> step(std::vector<uint8_t> where, uint8_t s) {
  where.push_back(s);
  return where;
}

// A composed layout made from its leaf pieces: make_composed_layout(inner, offset, outer), each
// part made from the pieces at its place (fly.static where it has none).
Value *buildComposed(OpBuilder &b, Context &ctx, const ComposedLayout &c, const LeafMap &m,
                     const std::vector<uint8_t> &where) {
  using K = KernelArgPiece::Kind;
  Type ct = ComposedLayoutType::get(ctx, c);
  if (c.isStatic())
    return b.flyStatic(ct);
  std::vector<uint8_t> o = step(where, 0), f = step(where, 1), i = step(where, 2);
  Value *outer = c.outerComposed() ? buildComposed(b, ctx, *c.outerComposed(), m, o)
                                   : buildLayout(b, ctx, LayoutType::get(ctx, c.domain()), leavesAt(m, o, K::ShapeLeaf),
                                                 leavesAt(m, o, K::StrideLeaf));
  Value *offset = buildTuple(b, OpCode::FlyMakeIntTuple, IntTupleType::get(ctx, c.offset()), leavesAt(m, f, K::TupleLeaf));
  Value *inner;
  if (const Layout *l = c.innerLayout())
    inner = buildLayout(b, ctx, LayoutType::get(ctx, *l), leavesAt(m, i, K::ShapeLeaf), leavesAt(m, i, K::StrideLeaf));
  else if (const ComposedLayout *ic = c.innerComposed())
    inner = buildComposed(b, ctx, *ic, m, i);
  else if (const Swizzle *sw = c.innerSwizzle())
    inner = b.flyStatic(SwizzleType::get(ctx, *sw));
  else
    inner = b.flyStatic(CoordSwizzleType::get(ctx, *c.innerCoordSwizzle()));
  return b.create(OpCode::FlyMakeComposedLayout, {inner, offset, outer}, {ct})->result(0);
}

// The type of the part of composed layout `c` at `where` (composed_get_outer/offset/inner).
Type partType(Context &ctx, const ComposedLayout &c, const std::vector<uint8_t> &where, size_t from = 0) {
  if (from == where.size())
    return ComposedLayoutType::get(ctx, c);
  switch (where[from]) {
  case 0:
    if (const ComposedLayout *o = c.outerComposed())
      return partType(ctx, *o, where, from + 1);
    return LayoutType::get(ctx, c.domain());
  case 1: return IntTupleType::get(ctx, c.offset());
  default:
    if (const ComposedLayout *ic = c.innerComposed())
      return partType(ctx, *ic, where, from + 1);
    return LayoutType::get(ctx, *c.innerLayout());
  }
}

// The value of type `t` (not a static description) rebuilt from its pieces: a tensor as a view of
// its pointer, a layout, a composed layout or an int tuple from its leaves.
Value *rebuildFromPieces(OpBuilder &b, Type t, Value *pointer, const LeafMap &leaves) {
  Context &ctx = b.context();
  using K = KernelArgPiece::Kind;
  auto build = [&](Type x) -> Value * {
    if (auto *ct = x.dyn_cast<ComposedLayoutType>())
      return buildComposed(b, ctx, ct->value(), leaves, {});
    if (x.isa<LayoutType>())
      return buildLayout(b, ctx, x, leavesAt(leaves, {}, K::ShapeLeaf), leavesAt(leaves, {}, K::StrideLeaf));
    return buildTuple(b, OpCode::FlyMakeIntTuple, x, leavesAt(leaves, {}, K::TupleLeaf));
  };
  if (auto *m = t.dyn_cast<MemRefType>())
    return b.create(OpCode::FlyMakeView, {pointer, build(m->layout())}, {t})->result(0);
  return build(t);
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
  std::vector<Attribute> names, types, leafBits;
  // FlyDSL's kernel ABI (docs/abi.md, "FlyDSL's ABI"): the leaves travel at the widths the parser
  // recorded (fly.leaf_bits, one array per argument); codegen packs each tensor's into one struct.
  std::string_view abi = kernel ? fn->strAttr("fly.kernel_abi") : std::string_view();
  if (!abi.empty() && abi != "flydsl" && abi != "fly") {
    diags.push_back(fn->emitError("expand-kernel-arguments: unknown kernel ABI '" + std::string(abi) +
                                  "' (fly.kernel_abi: \"fly\", Fly's own, or \"flydsl\", FlyDSL's packed leaves)"));
    return false;
  }
  bool flydslAbi = abi == "flydsl";
  Attribute declaredBits = fn->attr("fly.leaf_bits");
  if (flydslAbi && declaredBits &&
      (!declaredBits.is(AttrKind::Array) || declaredBits.elements().size() != entry->numArguments())) {
    diags.push_back(fn->emitError("expand-kernel-arguments: fly.leaf_bits must hold one array per argument (" +
                                  std::to_string(entry->numArguments()) + ")"));
    return false;
  }
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
    size_t leafIndex = 0;
    for (const KernelArgPiece &p : *pieces) {
      names.push_back(ctx.stringAttr(p.name));
      types.push_back(ctx.typeAttr(p.kind == KernelArgPiece::Kind::TensorPointer ? argType : p.type));
      bool leaf = p.kind == KernelArgPiece::Kind::ShapeLeaf || p.kind == KernelArgPiece::Kind::StrideLeaf;
      int64_t bits = 0;
      if (leaf) {
        bits = 32;
        if (flydslAbi && declaredBits) {
          Attribute widths = declaredBits.elements()[i];
          if (!widths.is(AttrKind::DenseArray) || leafIndex >= widths.denseArray().size()) {
            diags.push_back(fn->emitError("expand-kernel-arguments: argument #" + std::to_string(i) + " (" +
                                          argType.str() + ") has more dynamic leaves than fly.leaf_bits gives it"));
            return false;
          }
          bits = widths.denseArray()[leafIndex];
          if (bits != 32 && bits != 64) {
            diags.push_back(fn->emitError("expand-kernel-arguments: argument #" + std::to_string(i) +
                                          ": a leaf width must be 32 or 64, not " + std::to_string(bits)));
            return false;
          }
        }
        ++leafIndex;
      }
      leafBits.push_back(ctx.integerAttr(bits, ctx.i32()));
    }
    if (flydslAbi && declaredBits && declaredBits.elements()[i].is(AttrKind::DenseArray) &&
        declaredBits.elements()[i].denseArray().size() != leafIndex) {
      diags.push_back(fn->emitError("expand-kernel-arguments: argument #" + std::to_string(i) + " (" + argType.str() +
                                    ") has " + std::to_string(leafIndex) + " dynamic leaves, fly.leaf_bits gives " +
                                    std::to_string(declaredBits.elements()[i].denseArray().size())));
      return false;
    }
    if (!isExpandedArgument(argType, owner)) {
      ++pos;
      continue;
    }
    // The pieces take the argument's place.
    Value *pointer = nullptr;
    LeafMap leaves;
    for (size_t k = 0; k < pieces->size(); ++k) {
      const KernelArgPiece &p = (*pieces)[k];
      BlockArgument *piece = entry->insertArgument(pos + 1 + unsigned(k), p.type);
      piece->setSourceName(ctx.intern(p.name));
      switch (p.kind) {
      case KernelArgPiece::Kind::TensorPointer: pointer = piece; break;
      default: leaves[{p.where, p.kind}].push_back(piece); break;
      }
    }
    if (firstOp)
      b.setInsertionPoint(firstOp);
    else
      b.setInsertionPointToEnd(entry);
    Value *rebuilt;
    if (isStaticDescriptionArgument(argType)) {
      rebuilt = b.flyStatic(argType);
      if (!kernel && hasSoffsetPiece(argType)) {
        BlockArgument *soffset = entry->insertArgument(pos + 1, ctx.i32());
        soffset->setSourceName(ctx.intern(name + ".soffset"));
        rebuilt = b.create(OpCode::FlyAtomSetValue, {rebuilt, soffset}, {argType}, {{"field", ctx.stringAttr("soffset")}})
                      ->result(0);
        arg->replaceAllUsesWith(rebuilt);
        entry->eraseArgument(pos);
        pos += 1;
        continue;
      }
    }
    else
      rebuilt = rebuildFromPieces(b, argType, pointer, leaves);
    arg->replaceAllUsesWith(rebuilt);
    entry->eraseArgument(pos);
    pos += unsigned(pieces->size());
  }
  if (kernel) {
    fn->setAttr("fly.arg_names", ctx.arrayAttr(names));
    fn->setAttr("fly.arg_types", ctx.arrayAttr(types));
    if (flydslAbi)
      fn->setAttr("fly.arg_leaf_bits", ctx.arrayAttr(leafBits));
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

// The pieces a caller passes for value `v` of parameter type `t` (expanded for `owner`): a
// tensor's pointer, and the dynamic leaves of a tensor's layout, of a layout or of an int tuple
// (built before the insertion point of `b`); a copy atom's soffset. Error: state that cannot travel.
Result<std::vector<Value *>> piecesOfValue(OpBuilder &b, Value *v, Type t, ArgOwner owner) {
  Context &ctx = b.context();
  std::vector<Value *> operands;
  if (owner == ArgOwner::Function && hasSoffsetPiece(t)) {
    FLY_TRY(soffset, callerSoffset(b, v));
    operands.push_back(soffset);
    return operands;
  }
  if (isStaticDescriptionArgument(t)) {
    if (std::string field = stateSetOn(v); !field.empty())
      return Error(" (" + t.str() + ") carries state set with fly.atom.set_value (field '" + field +
                   "'), which Fly cannot pass to a device function (only a copy atom's soffset travels): set it "
                   "in the callee");
  }
  auto pieces = kernelArgPieces(ctx, t, "", owner);
  if (!pieces.ok())
    return pieces.error();
  // Where the leaves are: the tensor's layout, the layout, the composed layout, the int tuple;
  // the parts of a composed layout by composed_get_outer/offset/inner.
  Type top = t;
  if (auto *m = t.dyn_cast<MemRefType>())
    top = m->layout();
  std::map<std::vector<uint8_t>, Value *> parts;
  std::function<Value *(const std::vector<uint8_t> &)> partAt = [&](const std::vector<uint8_t> &w) -> Value * {
    if (auto it = parts.find(w); it != parts.end())
      return it->second;
    Value *x;
    if (w.empty()) {
      x = t.isa<MemRefType>() ? b.create(OpCode::FlyGetLayout, {v}, {top})->result(0) : v;
    } else {
      std::vector<uint8_t> up(w.begin(), w.end() - 1);
      const ComposedLayout &c = top.cast<ComposedLayoutType>().value();
      OpCode get = w.back() == 0   ? OpCode::FlyComposedGetOuter
                   : w.back() == 1 ? OpCode::FlyComposedGetOffset
                                   : OpCode::FlyComposedGetInner;
      x = b.create(get, {partAt(up)}, {partType(ctx, c, w)})->result(0);
    }
    return parts[w] = x;
  };
  std::map<std::pair<std::vector<uint8_t>, bool>, Value *> shapesAndStrides;
  for (const KernelArgPiece &p : *pieces) {
    if (p.kind == KernelArgPiece::Kind::Whole) {
      operands.push_back(v);
      continue;
    }
    if (p.kind == KernelArgPiece::Kind::TensorPointer) {
      operands.push_back(b.create(OpCode::FlyGetIter, {v}, {p.type})->result(0));
      continue;
    }
    Value *tuple = partAt(p.where);
    IntTuple full;
    Type at = p.where.empty() ? top : partType(ctx, top.cast<ComposedLayoutType>().value(), p.where);
    if (p.kind == KernelArgPiece::Kind::TupleLeaf) {
      full = at.cast<IntTupleType>().value();
    } else {
      bool isShape = p.kind == KernelArgPiece::Kind::ShapeLeaf;
      const Layout &l = at.cast<LayoutType>().value();
      full = isShape ? l.shape() : l.stride();
      Value *&part = shapesAndStrides[{p.where, isShape}];
      if (!part)
        part = b.create(isShape ? OpCode::FlyGetShape : OpCode::FlyGetStride, {tuple}, {IntTupleType::get(ctx, full)})
                   ->result(0);
      tuple = part;
    }
    std::vector<int64_t> path;
    unsigned index = p.leaf;
    leafPath(full, index, path);
    Value *leaf = tuple;
    if (!path.empty()) {
      IntTuple sub = full;
      for (int64_t m : path)
        sub = IntTuple(sub.elements()[size_t(m)]);
      leaf = b.create(OpCode::FlyGet, {tuple}, {IntTupleType::get(ctx, sub)}, {{"mode", ctx.denseArrayAttr(path, 32)}})
                 ->result(0);
    }
    operands.push_back(b.create(OpCode::FlyGetScalar, {leaf}, {p.type})->result(0));
  }
  return operands;
}

// Operands `from`.. of `op` (a func.call, a gpu.launch_func) are values of the parameters `params`
// of a function or kernel (expanded for `owner`): they become the values' pieces.
bool rewriteOperands(Operation *op, unsigned from, const std::vector<Type> &params, ArgOwner owner,
                     std::vector<Diagnostic> &diags) {
  OpBuilder b(op->context());
  b.setInsertionPoint(op);
  b.setLoc(op->loc());
  std::vector<Value *> operands;
  for (unsigned i = 0; i < op->numOperands(); ++i) {
    Value *v = op->operand(i);
    Type t = i >= from && i - from < params.size() ? params[i - from] : Type();
    if (!t || !(isExpandedArgument(t, owner) || (owner == ArgOwner::Function && hasSoffsetPiece(t)))) {
      operands.push_back(v);
      continue;
    }
    auto pieces = piecesOfValue(b, v, t, owner);
    if (!pieces.ok()) {
      const std::string &m = pieces.error().message; // " (TYPE) carries ...", or a sentence
      diags.push_back(op->emitError("expand-kernel-arguments: argument #" + std::to_string(i - from) +
                                    (m.rfind(" (", 0) == 0 ? "" : ": ") + m));
      return false;
    }
    operands.insert(operands.end(), pieces->begin(), pieces->end());
  }
  op->setOperands(operands);
  return true;
}

// The types a value of type `t` travels as between device functions (its pieces' types): a
// parameter's or a result's.
Result<std::vector<Type>> pieceTypes(Context &ctx, Type t) {
  std::vector<Type> out;
  if (hasSoffsetPiece(t)) {
    out.push_back(ctx.i32());
    return out;
  }
  if (!isExpandedArgument(t, ArgOwner::Function)) {
    out.push_back(t);
    return out;
  }
  FLY_TRY(pieces, kernelArgPieces(ctx, t, "", ArgOwner::Function));
  for (const KernelArgPiece &p : pieces)
    out.push_back(p.type);
  return out;
}

bool expandsAny(const std::vector<Type> &types) {
  for (Type t : types)
    if (isExpandedArgument(t, ArgOwner::Function))
      return true;
  return false;
}

// A declaration's parameters are only types: they become their pieces' types.
bool expandDeclaration(Operation *fn, std::vector<Diagnostic> &diags) {
  Context &ctx = fn->context();
  std::vector<Attribute> types;
  for (Type t : functionArgTypes(fn)) {
    auto ts = pieceTypes(ctx, t);
    if (!ts.ok()) {
      diags.push_back(fn->emitError("expand-kernel-arguments: " + ts.error().message));
      return false;
    }
    for (Type x : *ts)
      types.push_back(ctx.typeAttr(x));
  }
  fn->setAttr("arg_types", ctx.arrayAttr(types));
  return true;
}

// A device function's results travel as their pieces too (FlyDSL converts result types with the
// arguments'): `res_types` becomes the pieces' types and each return passes the returned values'
// pieces. A copy atom's soffset is refused as a result (an atom is rebuilt by the caller).
bool expandResults(Operation *fn, std::vector<Diagnostic> &diags) {
  Context &ctx = fn->context();
  std::vector<Type> results = functionResultTypes(fn);
  std::vector<Attribute> types;
  for (Type t : results) {
    if (hasSoffsetPiece(t)) {
      diags.push_back(fn->emitError("expand-kernel-arguments: a function returning a copy atom with state (" +
                                    t.str() + ") is not supported: return its soffset as an i32"));
      return false;
    }
    auto ts = pieceTypes(ctx, t);
    if (!ts.ok()) {
      diags.push_back(fn->emitError("expand-kernel-arguments: result: " + ts.error().message));
      return false;
    }
    for (Type x : *ts)
      types.push_back(ctx.typeAttr(x));
  }
  fn->setAttr("res_types", ctx.arrayAttr(types));
  std::vector<Operation *> returns;
  fn->walk([&](Operation *op) {
    if ((op->is(OpCode::FuncReturn) || op->is(OpCode::GpuReturn)) && op->parentOp() == fn)
      returns.push_back(op);
  });
  for (Operation *ret : returns) {
    OpBuilder b(ctx);
    b.setInsertionPoint(ret);
    b.setLoc(ret->loc());
    std::vector<Value *> operands;
    for (unsigned i = 0; i < ret->numOperands(); ++i) {
      Type t = results[i];
      if (!isExpandedArgument(t, ArgOwner::Function)) {
        operands.push_back(ret->operand(i));
        continue;
      }
      auto pieces = piecesOfValue(b, ret->operand(i), t, ArgOwner::Function);
      if (!pieces.ok()) {
        const std::string &m = pieces.error().message;
        diags.push_back(ret->emitError("expand-kernel-arguments: result #" + std::to_string(i) +
                                       (m.rfind(" (", 0) == 0 ? "" : ": ") + m));
        return false;
      }
      operands.insert(operands.end(), pieces->begin(), pieces->end());
    }
    ret->setOperands(operands);
  }
  return true;
}

// A call of a function whose results were expanded: a new call returns the pieces, and each
// original result is rebuilt from them after the call.
bool rewriteCallResults(Operation *call, const std::vector<Type> &results, std::vector<Diagnostic> &diags) {
  Context &ctx = call->context();
  OpBuilder b(ctx);
  b.setInsertionPoint(call);
  b.setLoc(call->loc());
  std::vector<Type> newTypes;
  std::vector<std::vector<KernelArgPiece>> piecesPer;
  for (Type t : results) {
    piecesPer.emplace_back();
    if (!isExpandedArgument(t, ArgOwner::Function)) {
      newTypes.push_back(t);
      continue;
    }
    auto pieces = kernelArgPieces(ctx, t, "", ArgOwner::Function);
    if (!pieces.ok()) {
      diags.push_back(call->emitError("expand-kernel-arguments: " + pieces.error().message));
      return false;
    }
    for (const KernelArgPiece &p : *pieces)
      newTypes.push_back(p.type);
    piecesPer.back() = std::move(*pieces);
  }
  std::vector<Value *> operands;
  for (unsigned i = 0; i < call->numOperands(); ++i)
    operands.push_back(call->operand(i));
  std::vector<NamedAttribute> attrs(call->attrs().begin(), call->attrs().end());
  Operation *nc = b.create(OpCode::FuncCall, operands, newTypes, attrs);
  b.setInsertionPointAfter(nc);
  unsigned next = 0;
  for (unsigned r = 0; r < results.size(); ++r) {
    Type t = results[r];
    if (!isExpandedArgument(t, ArgOwner::Function)) {
      call->result(r)->replaceAllUsesWith(nc->result(next++));
      continue;
    }
    Value *pointer = nullptr;
    LeafMap leaves;
    for (const KernelArgPiece &p : piecesPer[r]) {
      Value *piece = nc->result(next++);
      if (p.kind == KernelArgPiece::Kind::TensorPointer)
        pointer = piece;
      else
        leaves[{p.where, p.kind}].push_back(piece);
    }
    Value *rebuilt = isStaticDescriptionArgument(t) ? b.flyStatic(t) : rebuildFromPieces(b, t, pointer, leaves);
    call->result(r)->replaceAllUsesWith(rebuilt);
  }
  call->erase();
  return true;
}

// An scf.if yielding tensors (not register tensors, which regmem-promotion carries as values), as
// FlyDSL's pass rewrites it: each branch yields a tensor's pieces (its pointer and its layout's dynamic
// leaves, computed where the branch ends), and the tensor is rebuilt after the if as a view of them,
// so the passes after see the usual form (fly.make_view of a pointer).
bool yieldsTensor(Type t) {
  auto *m = t.dyn_cast<MemRefType>();
  return m && m->addressSpace() != AddressSpace::Register;
}

bool rewriteIfTensors(Operation *op, std::vector<Diagnostic> &diags) {
  Context &ctx = op->context();
  std::vector<Type> results = op->resultTypes();
  std::vector<Type> newTypes;
  std::vector<std::vector<KernelArgPiece>> piecesPer;
  for (Type t : results) {
    piecesPer.emplace_back();
    if (!yieldsTensor(t)) {
      newTypes.push_back(t);
      continue;
    }
    auto pieces = kernelArgPieces(ctx, t, "", ArgOwner::Function);
    if (!pieces.ok()) {
      diags.push_back(op->emitError("expand-kernel-arguments: a tensor yielded by scf.if: " + pieces.error().message));
      return false;
    }
    for (const KernelArgPiece &p : *pieces)
      newTypes.push_back(p.type);
    piecesPer.back() = std::move(*pieces);
  }
  OpBuilder b(ctx);
  b.setInsertionPoint(op);
  b.setLoc(op->loc());
  Operation *ni = b.createIf(op->operand(0), newTypes, true);
  for (const NamedAttribute &a : op->attrs())
    ni->setAttr(a.name, a.value);
  for (unsigned r = 0; r < 2; ++r) {
    Block *from = op->region(r).empty() ? nullptr : op->region(r).front();
    Block *to = ni->region(r).front();
    if (!from)
      continue; // an if with results has both branches (the verifier says so)
    while (Operation *x = from->front()) {
      x->remove();
      to->push_back(x);
    }
    Operation *yield = to->empty() ? nullptr : to->terminator();
    if (!yield || !yield->is(OpCode::ScfYield) || yield->numOperands() != results.size())
      return true; // the verifier reports it
    OpBuilder yb(ctx);
    yb.setInsertionPoint(yield);
    yb.setLoc(yield->loc());
    std::vector<Value *> operands;
    for (unsigned i = 0; i < results.size(); ++i) {
      if (!yieldsTensor(results[i])) {
        operands.push_back(yield->operand(i));
        continue;
      }
      auto pieces = piecesOfValue(yb, yield->operand(i), results[i], ArgOwner::Function);
      if (!pieces.ok()) {
        diags.push_back(yield->emitError("expand-kernel-arguments: result #" + std::to_string(i) + ": " +
                                         pieces.error().message));
        return false;
      }
      operands.insert(operands.end(), pieces->begin(), pieces->end());
    }
    yield->setOperands(operands);
  }
  b.setInsertionPointAfter(ni);
  unsigned next = 0;
  for (unsigned r = 0; r < results.size(); ++r) {
    if (!yieldsTensor(results[r])) {
      op->result(r)->replaceAllUsesWith(ni->result(next++));
      continue;
    }
    Value *pointer = nullptr;
    LeafMap leaves;
    for (const KernelArgPiece &p : piecesPer[r]) {
      Value *piece = ni->result(next++);
      if (p.kind == KernelArgPiece::Kind::TensorPointer)
        pointer = piece;
      else
        leaves[{p.where, p.kind}].push_back(piece);
    }
    op->result(r)->replaceAllUsesWith(rebuildFromPieces(b, results[r], pointer, leaves));
  }
  op->erase();
  return true;
}

// A gpu.launch_func passes the launched kernel's pieces (its arguments after the grid, block and
// dynamic LDS sizes), as a host passes them.
bool rewriteLaunch(Operation *launch, const std::vector<Type> &params, std::vector<Diagnostic> &diags) {
  Attribute seg = launch->attr("operandSegmentSizes");
  unsigned from = 6 + unsigned(seg.denseArray()[10]);
  if (!rewriteOperands(launch, from, params, ArgOwner::Kernel, diags))
    return false;
  std::vector<int64_t> sizes(seg.denseArray().begin(), seg.denseArray().end());
  sizes[11] = int64_t(launch->numOperands() - from);
  launch->setAttr("operandSegmentSizes", launch->context().denseArrayAttr(sizes, 32));
  return true;
}

class ExpandKernelArgumentsPass : public Pass {
public:
  std::string_view name() const override { return "expand-kernel-arguments"; }
  std::string_view description() const override {
    return "pass tensor arguments of kernels and device functions as pointer + one i32 per dynamic leaf "
           "(docs/abi.md), calls of device functions too";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    std::vector<Operation *> functions, calls, launches, ifs;
    module->walk([&](Operation *op) {
      if (isFunction(op))
        functions.push_back(op);
      else if (op->is(OpCode::FuncCall))
        calls.push_back(op);
      else if (op->is(OpCode::GpuLaunchFunc))
        launches.push_back(op);
      else if (op->is(OpCode::ScfIf) && op->numResults() > 0)
        ifs.push_back(op);
    });
    bool ok = true;
    for (Operation *op : ifs) {
      bool tensors = false;
      for (Type t : op->resultTypes())
        tensors |= yieldsTensor(t);
      if (tensors)
        ok &= rewriteIfTensors(op, diags);
    }
    // The parameters (and results) of each expanded device function, for its calls; each kernel's
    // parameters, for its launches.
    std::unordered_map<Operation *, std::vector<Type>> expanded, expandedResults, kernels;
    for (Operation *fn : functions) {
      if (isKernel(fn)) {
        kernels[fn] = functionArgTypes(fn);
        ok &= expandFunction(fn, ArgOwner::Kernel, diags);
        continue;
      }
      std::vector<Type> params = functionArgTypes(fn), results = functionResultTypes(fn);
      if (expandsAny(results)) {
        if (expandResults(fn, diags))
          expandedResults[fn] = results;
        else
          ok = false;
      }
      bool soffset = false;
      for (Type t : params)
        soffset |= hasSoffsetPiece(t);
      if (!expandsAny(params) && !soffset)
        continue;
      if (isFunctionDeclaration(fn) ? expandDeclaration(fn, diags) : expandFunction(fn, ArgOwner::Function, diags))
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
        continue;
      }
      if (callee && expanded.count(callee))
        ok &= rewriteOperands(call, 0, expanded[callee], ArgOwner::Function, diags);
      if (callee && expandedResults.count(callee))
        ok &= rewriteCallResults(call, expandedResults[callee], diags);
    }
    for (Operation *launch : launches)
      if (Operation *kernel = lookupLaunchedKernel(launch); kernel && kernels.count(kernel))
        ok &= rewriteLaunch(launch, kernels[kernel], diags);
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createExpandKernelArgumentsPass() { return std::make_unique<ExpandKernelArgumentsPass>(); }

} // namespace fly::transforms
