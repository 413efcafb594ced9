#include "fly/ir/KernelABI.h"

#include "fly/algebra/IntTuple.h"
#include "fly/ir/Context.h"
#include "fly/ir/FlyTypes.h"

namespace fly::ir {

Type kernelLeafType(Context &ctx) { return ctx.i32(); }

bool isTensorArgument(Type type) { return type && type.isa<MemRefType>(); }

bool isExpandedArgument(Type type, ArgOwner owner) {
  return isTensorArgument(type) ||
         (owner == ArgOwner::Function && type && (type.isa<IntTupleType>() || type.isa<LayoutType>()));
}

namespace {
// One piece per dynamic leaf of `t` (flattened order), named NAME.WHAT.K.
Result<bool> addLeafPieces(Context &ctx, std::vector<KernelArgPiece> &pieces, const IntTuple &t,
                           KernelArgPiece::Kind kind, std::string_view name, const char *what, Type type) {
  std::vector<Int> ls = leaves(t);
  for (unsigned i = 0; i < ls.size(); ++i) {
    if (ls[i].isBasis() && !ls[i].basisScale().isStatic())
      return Error("argument '" + std::string(name) + "' of type " + type.str() +
                   ": a basis with a dynamic scale cannot be passed");
    if (!ls[i].isDynamic())
      continue;
    KernelArgPiece p;
    p.kind = kind;
    p.name = std::string(name) + "." + what + (what[0] ? "." : "") + std::to_string(i);
    p.type = kernelLeafType(ctx);
    p.leaf = i;
    p.divisibility = std::max<int64_t>(1, ls[i].divisibility());
    pieces.push_back(p);
  }
  return true;
}
} // namespace

Result<std::vector<KernelArgPiece>> kernelArgPieces(Context &ctx, Type type, std::string_view name, ArgOwner owner) {
  std::vector<KernelArgPiece> pieces;
  auto *m = type ? type.dyn_cast<MemRefType>() : nullptr;
  if (owner == ArgOwner::Function && type && !m) {
    if (auto *it = type.dyn_cast<IntTupleType>()) {
      FLY_TRY(ok, addLeafPieces(ctx, pieces, it->value(), KernelArgPiece::Kind::TupleLeaf, name, "", type));
      (void)ok;
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
    if (auto *c = m->layout().dyn_cast<ComposedLayoutType>(); c && !c->isStatic())
      return Error("tensor argument '" + std::string(name) + "' of type " + type.str() +
                   ": a composed (swizzled) layout with dynamic leaves cannot be passed to a " +
                   (kernel ? "kernel" : "function") + " (pass the plain tensor and compose inside)");
    return pieces;
  }
  FLY_TRY(a, addLeafPieces(ctx, pieces, layout->value().shape(), KernelArgPiece::Kind::ShapeLeaf, name, "shape", type));
  FLY_TRY(c, addLeafPieces(ctx, pieces, layout->value().stride(), KernelArgPiece::Kind::StrideLeaf, name, "stride", type));
  (void)a;
  (void)c;
  return pieces;
}

} // namespace fly::ir
