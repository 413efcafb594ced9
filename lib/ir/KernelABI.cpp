#include "fly/ir/KernelABI.h"

#include "fly/algebra/IntTuple.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"

namespace fly::ir {

Type kernelLeafType(Context &ctx) { return ctx.i32(); }

bool isTensorArgument(Type type) { return type && type.isa<MemRefType>(); }

bool isStaticDescriptionArgument(Type type) {
  return type && (type.isa<CopyAtomType>() || type.isa<MmaAtomType>() || type.isa<TiledCopyType>() ||
                  type.isa<TiledMmaType>());
}

bool isExpandedArgument(Type type, ArgOwner owner) {
  return isTensorArgument(type) || isStaticDescriptionArgument(type) ||
         (type && (type.isa<IntTupleType>() || type.isa<LayoutType>())) ||
         (owner == ArgOwner::Function && type && type.isa<ComposedLayoutType>());
}

namespace {
// One piece per dynamic leaf of `t` (flattened order), named NAME.WHAT.K.
Result<bool> addLeafPieces(Context &ctx, std::vector<KernelArgPiece> &pieces, const IntTuple &t,
                           KernelArgPiece::Kind kind, std::string_view name, const std::string &what, Type type,
                           const std::vector<uint8_t> &where = {}) {
  std::vector<Int> ls = leaves(t);
  for (unsigned i = 0; i < ls.size(); ++i) {
    if (ls[i].isBasis() && !ls[i].basisScale().isStatic())
      return Error("argument '" + std::string(name) + "' of type " + type.str() +
                   ": a basis with a dynamic scale cannot be passed");
    if (!ls[i].isDynamic())
      continue;
    KernelArgPiece p;
    p.kind = kind;
    p.name = std::string(name) + "." + what + (what.empty() ? "" : ".") + std::to_string(i);
    p.where = where;
    p.type = kernelLeafType(ctx);
    p.leaf = i;
    p.divisibility = std::max<int64_t>(1, ls[i].divisibility());
    pieces.push_back(p);
  }
  return true;
}
// The pieces of a composed layout's dynamic leaves, in FlyDSL's order: outer, offset, inner.
Result<bool> addComposedPieces(Context &ctx, std::vector<KernelArgPiece> &pieces, const ComposedLayout &c,
                               std::string_view name, const std::string &prefix, std::vector<uint8_t> where,
                               Type type) {
  auto part = [&](uint8_t step) {
    std::vector<uint8_t> w = where;
    w.push_back(step);
    return w;
  };
  auto layoutPieces = [&](const Layout &l, const std::string &what, std::vector<uint8_t> w) -> Result<bool> {
    FLY_TRY(a, addLeafPieces(ctx, pieces, l.shape(), KernelArgPiece::Kind::ShapeLeaf, name, what + "shape", type, w));
    FLY_TRY(b, addLeafPieces(ctx, pieces, l.stride(), KernelArgPiece::Kind::StrideLeaf, name, what + "stride", type, w));
    (void)a;
    (void)b;
    return true;
  };
  if (const ComposedLayout *o = c.outerComposed()) {
    FLY_TRY(r, addComposedPieces(ctx, pieces, *o, name, prefix + "outer.", part(0), type));
    (void)r;
  } else {
    FLY_TRY(r, layoutPieces(c.domain(), prefix + "outer.", part(0)));
    (void)r;
  }
  FLY_TRY(off, addLeafPieces(ctx, pieces, c.offset(), KernelArgPiece::Kind::TupleLeaf, name, prefix + "offset", type,
                             part(1)));
  (void)off;
  if (const Layout *l = c.innerLayout()) {
    FLY_TRY(r, layoutPieces(*l, prefix + "inner.", part(2)));
    (void)r;
  } else if (const ComposedLayout *ic = c.innerComposed()) {
    FLY_TRY(r, addComposedPieces(ctx, pieces, *ic, name, prefix + "inner.", part(2), type));
    (void)r;
  }
  return true;
}
} // namespace

Result<std::vector<KernelArgPiece>> kernelArgPieces(Context &ctx, Type type, std::string_view name, ArgOwner owner) {
  std::vector<KernelArgPiece> pieces;
  if (isStaticDescriptionArgument(type))
    return pieces;
  auto *m = type ? type.dyn_cast<MemRefType>() : nullptr;
  if (type && !m) {
    if (auto *it = type.dyn_cast<IntTupleType>()) {
      FLY_TRY(ok, addLeafPieces(ctx, pieces, it->value(), KernelArgPiece::Kind::TupleLeaf, name, "", type));
      (void)ok;
      return pieces;
    }
    if (auto *ct = type.dyn_cast<ComposedLayoutType>(); ct && owner == ArgOwner::Function) {
      FLY_TRY(r, addComposedPieces(ctx, pieces, ct->value(), name, "", {}, type));
      (void)r;
      return pieces;
    }
    if (auto *lt = type.dyn_cast<LayoutType>()) {
      FLY_TRY(a, addLeafPieces(ctx, pieces, lt->value().shape(), KernelArgPiece::Kind::ShapeLeaf, name, "shape", type));
      FLY_TRY(c, addLeafPieces(ctx, pieces, lt->value().stride(), KernelArgPiece::Kind::StrideLeaf, name, "stride", type));
      (void)a;
      (void)c;
      return pieces;
    }
  }
  if (!m) {
    pieces.push_back({KernelArgPiece::Kind::Whole, std::string(name), type});
    return pieces;
  }
  bool kernel = owner == ArgOwner::Kernel;
  if (kernel && m->addressSpace() == AddressSpace::BufferDesc)
    return Error("tensor argument '" + std::string(name) + "' of type " + type.str() +
                 " must be in global (or generic) memory: pass the global tensor and make the buffer tensor "
                 "inside the kernel (fly.make_ptr + fly.make_view)");
  if (kernel && m->addressSpace() != AddressSpace::Global && m->addressSpace() != AddressSpace::Generic)
    return Error("tensor argument '" + std::string(name) + "' of type " + type.str() +
                 " must be in global (or generic) memory: a kernel cannot receive " +
                 (m->addressSpace() == AddressSpace::Shared ? "LDS" : "register") + " memory");
  KernelArgPiece pointer;
  pointer.kind = KernelArgPiece::Kind::TensorPointer;
  pointer.name = std::string(name);
  pointer.type = PointerType::get(ctx, m->elementType(), m->addressSpace(), m->alignment(), m->swizzle());
  pieces.push_back(pointer);
  auto *layout = m->layout().dyn_cast<LayoutType>();
  if (!layout) {
    auto *c = m->layout().dyn_cast<ComposedLayoutType>();
    if (c && !c->isStatic() && !kernel) {
      FLY_TRY(r, addComposedPieces(ctx, pieces, c->value(), name, "", {}, type));
      (void)r;
      return pieces;
    }
    if (c && !c->isStatic())
      return Error("tensor argument '" + std::string(name) + "' of type " + type.str() +
                   ": a composed (swizzled) layout with dynamic leaves cannot be passed to a kernel "
                   "(pass the plain tensor and compose inside)");
    return pieces;
  }
  FLY_TRY(a, addLeafPieces(ctx, pieces, layout->value().shape(), KernelArgPiece::Kind::ShapeLeaf, name, "shape", type));
  FLY_TRY(c, addLeafPieces(ctx, pieces, layout->value().stride(), KernelArgPiece::Kind::StrideLeaf, name, "stride", type));
  (void)a;
  (void)c;
  return pieces;
}

} // namespace fly::ir
