// atom-lowering: copy atoms become target operations for the module's arch.
//
// Tensors (memrefs) are resolved to views: a base pointer, an element offset (a SymExpr over SSA
// values) and a static layout. Views come from fly.make_view, fly.memref.alloca (registers) and the
// tiled-copy partitions (fly.tiled_copy.partition_src/dst, retile), which are layout algebra
// (fly/algebra/TiledCopy.h) on the view's layout with the thread index as a symbolic value.
//
// fly.copy_atom_call(atom, src, dst) and fly.copy(atom or tiled copy, src, dst[, pred]) move size(src) values
// in calls of the atom's payload (BITS / VALBITS values, consecutive in the tensors' colexicographic
// order): each call is one access on each memory side (which must be contiguous there) and element
// or vector accesses on the register side (all under `scf.if %pred` when an i1 predicate is given).
// What a call becomes is read from the atom's description
// in lib/target (CopyAtom.h): a plain load/store (global, LDS, registers), an atomic read-modify-write
// of one value (atomic atoms: fly.ptr.store {atomic = "add"|"max"|...}, through a buffer tensor's
// pointer for buffer atomics), or a load/store through a
// buffer tensor's pointer (#fly_rocdl.buffer_desc; codegen makes it a raw buffer access) carrying the
// atom's cache policy and soffset (fly.atom.set_value(%atom, "soffset", %v)). An atom the arch lacks, a payload the atom does not
// move, a misaligned or non-contiguous access: located errors.
//
// fly.copy_atom_call_ssa is one call on SSA values: a load returning the values, a store, or an atomic
// atom's fetch form (fly.ptr.store {atomic} with a result: the value the read-modify-write replaced).
//
// Register storage stays pointer-based here (fly.ptr.load/store on fly.get_iter of the alloca);
// regmem-promotion turns it into SSA vectors.
#include "fly/algebra/TiledCopy.h"
#include "fly/ir/Block.h"
#include "fly/ir/Builder.h"
#include "fly/ir/FlyTypes.h"
#include "fly/ir/Parser.h"
#include "fly/ir/SubByte.h"
#include "fly/ir/TypeInference.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/MmaAtom.h"
#include "fly/target/TensorDescriptor.h"
#include "fly/transforms/ArithEmitter.h"
#include "fly/transforms/CopyPredicate.h"
#include "fly/transforms/DCE.h"
#include "fly/transforms/Folding.h"
#include "fly/transforms/IRSymbols.h"
#include "fly/transforms/MmaLowering.h"
#include "fly/transforms/ModuleArch.h"
#include "fly/transforms/PassRegistry.h"
#include "fly/transforms/TensorTile.h"
#include "fly/transforms/TiledCopyOf.h"

#include <array>
#include <bit>
#include <functional>
#include <optional>
#include <numeric>
#include <unordered_map>

namespace fly::transforms {

using namespace ir;

namespace {

struct View {
  Value *base = nullptr; // pointer value (global, shared, register) at the root view's start
  Operation *root = nullptr; // the op that made the root view (make_view, memref.alloca)
  SymExpr offset;        // elements from base
  Layout layout;         // static
  AddressSpace space = AddressSpace::Global;
  Type elem;
  // A view through a composed layout (CuTe's swizzled smem layouts `S o 0 o L`, FlyDSL's
  // coordinate swizzles `L o 0 o [CS o (0,0) o B]`): `layout` (and every slice/divide after) works
  // on its domain layout, and the element at offset o is at through(o), the functions after the
  // domain (applyAfterDomain). A domain with basis strides (its values coordinates) is seen over
  // coordinate numbers (linearize_coordinates): o becomes the coordinate idx2crd(o, coordExtents).
  std::optional<ComposedLayout> through;
  std::optional<IntTuple> coordExtents;
  // A tiled-copy partition's thread index (the partition op's coordinate), null for other views.
  SymExpr thread;
};

struct AtomInfo {
  target::CopyOpSpec spec;
  unsigned valBits = 0;
  Value *soffset = nullptr; // set_value(..., "soffset", v)
  Value *immOffset = nullptr; // set_value(..., "imm_offset", c): LDS DMA atoms that have one
  CopyAtomLayouts layouts;
  // Tensor-tile (TDM) atoms: the state set with fly.atom.set_value (extent_D, stride_D, imm_offset,
  // workgroup_mask; TensorTile.h).
  TensorTileState tile;
};

bool isPowerOfTwo(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

// How many tensor elements make one of the atom's values. A copy atom may be wider than the
// tensor's element (FlyDSL's `!fly.copy_atom<!fly.universal_copy<32>, 32>` on an i8 LDS tensor: one
// 32-bit value is 4 bytes): its values are recast, each r = valBits / elemBits contiguous elements.
// Atomic and multi-lane atoms move values of their own type only.
Result<int64_t> elementsPerValue(const target::CopyOpSpec &spec, unsigned valBits, Type elem) {
  unsigned eb = elem.bitWidth();
  if (eb == valBits)
    return int64_t(1);
  if (eb == 0 || eb > valBits || valBits % eb != 0 || spec.atomic || spec.desc->threads > 1)
    return Error("the atom moves " + std::to_string(valBits) + "-bit values but the tensor holds " + elem.str() +
                 (spec.atomic || spec.desc->threads > 1 || eb > valBits
                      ? std::string()
                      : std::string(" (a wider atom value must be a whole number of elements)")));
  return int64_t(valBits / eb);
}

// A partition in atom values seen in tensor elements: each value becomes r contiguous elements
// (CuTe's recast of the thread's part back to the element type): mode 0 gains an inner (r):(1),
// every stride scales by r.
Layout valuesAsElements(const Layout &l, int64_t r) {
  std::function<IntTuple(const IntTuple &)> scale = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf())
      return IntTuple(t.leaf() * Int(r));
    std::vector<IntTuple> els;
    for (const IntTuple &e : t.elements())
      els.push_back(scale(e));
    return IntTuple(std::move(els));
  };
  std::vector<IntTuple> shape, stride;
  for (size_t i = 0; i < rank(l); ++i) {
    Layout m = l[i];
    if (i == 0) {
      shape.push_back(IntTuple::of(IntTuple(Int(r)), m.shape()));
      stride.push_back(IntTuple::of(IntTuple(Int(1)), scale(m.stride())));
    } else {
      shape.push_back(m.shape());
      stride.push_back(scale(m.stride()));
    }
  }
  return Layout(IntTuple(std::move(shape)), IntTuple(std::move(stride)));
}

class FunctionLowering {
public:
  FunctionLowering(Operation *func, const target::Arch *arch, std::vector<Diagnostic> &diags)
      : func_(func), ctx_(func->context()), arch_(arch), syms_(launchBoundsOf(func)), b_(ctx_),
        emitter_(b_, [this](uint32_t id) { return syms_.valueOf(id); }), diags_(diags) {}

  bool run() {
    if (!lowerTiledCopiesForMma()) return false;
    std::vector<Operation *> copies;
    func_->walk([&](Operation *op) {
      if (op->is(OpCode::FlyCopyAtomCall) || op->is(OpCode::FlyCopyAtomCallSSA) || op->is(OpCode::FlyCopy) ||
          isMemoryElementAccess(op) || isMemoryVectorAccess(op) || isTensorIterator(op) ||
          op->is(OpCode::FlyMmaAtomCall) || op->is(OpCode::FlyGemm) || op->is(OpCode::FlyTiledMmaPartitionShape))
        copies.push_back(op);
    }, WalkOrder::PreOrder);
    bool ok = true;
    for (Operation *op : copies) {
      errorAt_ = nullptr;
      auto r = isMemoryElementAccess(op)                                     ? lowerElementAccess(op)
               : isMemoryVectorAccess(op)                                    ? lowerVectorAccess(op)
               : isTensorIterator(op)                                        ? lowerTensorIterator(op)
               : op->is(OpCode::FlyMmaAtomCall) || op->is(OpCode::FlyGemm) ? lowerGemm(op)
               : op->is(OpCode::FlyTiledMmaPartitionShape)                 ? foldPartitionShape(op)
               : op->is(OpCode::FlyCopyAtomCallSSA)                        ? lowerCopySsa(op)
                                                                           : lowerCopy(op);
      if (!r.ok()) {
        // An error found while resolving a tensor is reported at the op that made it.
        Operation *at = errorAt_ ? errorAt_ : op;
        diags_.push_back(at->emitError(std::string(at->name()) + ": " + r.error().message));
        ok = false;
        continue;
      }
      op->erase();
    }
    // Views, partitions and atoms whose copies are gone go away with everything else left unused.
    if (ok && !copies.empty())
      eraseDeadOps(func_);
    return ok;
  }

private:
  static bool isTiledCopyForMma(const Operation *op) {
    return op->is(OpCode::FlyMakeTiledCopyA) || op->is(OpCode::FlyMakeTiledCopyB) || op->is(OpCode::FlyMakeTiledCopyC);
  }

  // fly.make_tiled_copy_A/B/C(copy_atom, tiled_mma): CuTe's make_tiled_copy_impl(atom,
  // tiled_mma.get_layoutX_TV(), (tile_size<row>, tile_size<col>)). The declared result type must be
  // that tiled copy; the op becomes fly.make_tiled_copy(atom, layout, tile) of it.
  bool lowerTiledCopiesForMma() {
    std::vector<Operation *> ops;
    func_->walk([&](Operation *op) {
      if (isTiledCopyForMma(op)) ops.push_back(op);
    }, WalkOrder::PreOrder);
    bool ok = true;
    for (Operation *op : ops) {
      auto r = lowerTiledCopyForMma(op);
      if (!r.ok()) {
        diags_.push_back(op->emitError(std::string(op->name()) + ": " + r.error().message));
        ok = false;
      }
    }
    return ok;
  }

  Result<bool> lowerTiledCopyForMma(Operation *op) {
    if (op->numOperands() != 2 || op->numResults() != 1)
      return Error("expects (copy_atom, tiled_mma) -> !fly.tiled_copy");
    auto *declared = op->result(0)->type().dyn_cast<TiledCopyType>();
    if (!declared) return Error("the result must be a !fly.tiled_copy, got " + op->result(0)->type().str());
    if (!op->operand(0)->type().isa<CopyAtomType>())
      return Error("operand #0 must be a !fly.copy_atom, got " + op->operand(0)->type().str());
    if (declared->atom() != op->operand(0)->type())
      return Error("the result's copy atom " + declared->atom().str() + " is not operand #0's " +
                   op->operand(0)->type().str());
    MmaOperand operand = op->is(OpCode::FlyMakeTiledCopyA)   ? MmaOperand::A
                         : op->is(OpCode::FlyMakeTiledCopyB) ? MmaOperand::B
                                                             : MmaOperand::C;
    FLY_TRY(mma, tiledMmaOf(op->operand(1), op, 1));
    FLY_TRY(atom, atomOf(op->operand(0)));
    FLY_TRY(tc, make_tiled_copy_for(operand, atom.layouts, mma));
    std::vector<TileType::Mode> modes;
    for (const IntTuple &n : tc.tile.isLeaf() ? std::vector<IntTuple>{tc.tile} : tc.tile.elements()) {
      TileType::Mode m;
      m.layout = make_layout(n);
      m.sizeOnly = true;
      modes.push_back(m);
    }
    Type tile = TileType::get(ctx_, std::move(modes));
    Type want = TiledCopyType::get(ctx_, op->operand(0)->type(), tc.layoutTV, tile);
    if (want != op->result(0)->type())
      return Error("the tiled copy is " + want.str() + ", but the result type declares " + op->result(0)->type().str());
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    Value *operands[] = {op->operand(0), b_.flyStatic(LayoutType::get(ctx_, tc.layoutTV)), b_.flyStatic(tile)};
    Type results[] = {want};
    Value *made = b_.create(OpCode::FlyMakeTiledCopy, operands, results)->result(0);
    op->result(0)->replaceAllUsesWith(made);
    op->erase();
    return true;
  }

  // ---- atoms -------------------------------------------------------------------------------

  Result<AtomInfo> atomOf(Value *v) {
    Type t = v->type();
    if (auto *tc = t.dyn_cast<TiledCopyType>())
      t = tc->atom();
    auto *at = t.dyn_cast<CopyAtomType>();
    if (!at)
      return Error("expected a !fly.copy_atom or !fly.tiled_copy, got " + v->type().str());
    FLY_TRY(spec, target::parseCopyOp(at->copyOp().str()));
    AtomInfo info;
    info.spec = spec;
    info.valBits = at->valBits();
    if (!arch_)
      return Error("needs a target arch to choose instructions (fly-opt --mcpu=ARCH)");
    if (!spec.availableOn(arch_->name))
      return Error(target::copyAtomUnavailableMessage(spec, arch_->name));
    if (spec.desc->tensorTile)
      return tensorTileAtom(v, info);
    if (!spec.atomic && !spec.desc->supportsBits(arch_->name, spec.bits))
      return Error("copy atom '" + std::string(spec.desc->opName) + "' moves " + spec.desc->bitsList() +
                   " bits on " + std::string(arch_->name) + ", not " + std::to_string(spec.bits));
    if (spec.bits % int(info.valBits) != 0)
      return Error("a " + std::to_string(spec.bits) + "-bit copy cannot move whole " + std::to_string(info.valBits) +
                   "-bit values");
    if (spec.desc->hasCacheModifier && (uint32_t(spec.cacheModifier) & ~target::cachePolicyMask(*arch_)))
      return Error("cache modifier " + std::to_string(spec.cacheModifier) + " is not valid on " +
                   std::string(arch_->name));
    const target::CopyAtomDesc &d = *spec.desc;
    FLY_TRY(layouts, spec.valueLayouts(int(info.valBits)));
    info.layouts = layouts;
    // Walk set_value / make_tiled_copy back to the atom, collecting its state.
    for (Operation *def = v->definingOp(); def; def = def->numOperands() ? def->operand(0)->definingOp() : nullptr) {
      if (def->is(OpCode::FlyAtomSetValue)) {
        std::string_view field = def->strAttr("field");
        if (field == "imm_offset" && d.hasImmOffset) {
          if (!info.immOffset)
            info.immOffset = def->operand(1);
          continue;
        }
        if (field != "soffset" || !d.hasSoffset)
          return Error("copy atom '" + std::string(d.opName) + "' has no field '" + std::string(field) + "'");
        if (!info.soffset)
          info.soffset = def->operand(1);
      } else if (!def->is(OpCode::FlyMakeTiledCopy) && !isTiledCopyForMma(def)) {
        break;
      }
    }
    return info;
  }

  // ---- views -------------------------------------------------------------------------------

  // An int tuple value with its dynamic leaves as expressions of SSA values.
  Result<IntTuple> symTuple(Value *v) {
    auto *tt = v->type().dyn_cast<IntTupleType>();
    if (!tt)
      return Error("expected an int_tuple, got " + v->type().str());
    Operation *def = v->definingOp();
    if (tt->isStatic() || (def && def->is(OpCode::FlyStatic)))
      return tt->value(); // `*` leaves included
    if (!def || !(def->is(OpCode::FlyMakeIntTuple) || def->is(OpCode::FlyMakeShape) ||
                  def->is(OpCode::FlyMakeStride) || def->is(OpCode::FlyMakeCoord)))
      return Error("the dynamic leaves of " + v->type().str() + " are not built from SSA scalars here");
    unsigned next = 0;
    bool bad = false;
    std::function<IntTuple(const IntTuple &)> fill = [&](const IntTuple &t) -> IntTuple {
      if (t.isLeaf()) {
        if (!t.leaf().isDynamic())
          return t;
        if (next >= def->numOperands()) {
          bad = true;
          return t;
        }
        return IntTuple(Int::symbolic(syms_.getWithDivisibility(def->operand(next++), t.leaf().divisibility())));
      }
      std::vector<IntTuple> els;
      for (const IntTuple &e : t.elements())
        els.push_back(fill(e));
      return IntTuple(std::move(els));
    };
    IntTuple r = fill(tt->value());
    if (bad)
      return Error("operands do not match the dynamic leaves of " + v->type().str());
    return r;
  }

  Result<Layout> symLayout(Value *v) {
    if (auto *lt = v->type().dyn_cast<LayoutType>(); lt && lt->value().isKnown())
      return lt->value();
    // A coordinate tensor's static layout (fly.make_fragment_like of a coordinate tensor: FlyDSL's
    // predicate tensors).
    if (auto *ct = v->type().dyn_cast<CoordTensorType>(); ct && ct->layout().isKnown())
      return ct->layout();
    Operation *def = v->definingOp();
    if (def && def->is(OpCode::FlyMakeLayout)) {
      FLY_TRY(s, symTuple(def->operand(0)));
      FLY_TRY(d, symTuple(def->operand(1)));
      return make_layout(s, d);
    }
    return Error("the layout " + v->type().str() + " is not static or built by fly.make_layout here");
  }

  // A composed layout with its dynamic leaves as expressions of SSA values: of its first-applied
  // layout, its inner layout (a row pitch), its offset (a tile's place) and of composed parts,
  // from the fly.make_composed_layout (and make_layout / make_int_tuple) that built them.
  Result<ComposedLayout> symComposed(Value *v) {
    const ComposedLayout &c = v->type().cast<ComposedLayoutType>().value();
    if (c.isStatic())
      return c;
    Operation *def = v->definingOp();
    if (!def || !def->is(OpCode::FlyMakeComposedLayout))
      return Error("the composed layout " + v->type().str() + " is not static or built by fly.make_composed_layout here");
    ComposedLayout::Inner inner = c.inner();
    if (const Layout *l = c.innerLayout(); l && !l->isStatic()) {
      FLY_TRY(sl, symLayout(def->operand(0)));
      inner = sl;
    } else if (const ComposedLayout *ic = c.innerComposed(); ic && !ic->isStatic()) {
      FLY_TRY(sc, symComposed(def->operand(0)));
      inner = std::make_shared<const ComposedLayout>(std::move(sc));
    }
    IntTuple offset = c.offset();
    if (!offset.isStatic()) {
      FLY_TRY(so, symTuple(def->operand(1)));
      offset = so;
    }
    if (c.outerComposed()) {
      FLY_TRY(outer, symComposed(def->operand(2)));
      return ComposedLayout(std::move(inner), std::move(offset), std::move(outer));
    }
    FLY_TRY(outer, symLayout(def->operand(2)));
    return ComposedLayout(std::move(inner), std::move(offset), std::move(outer));
  }

  // The element offset (from the base) of offset `o` of a view: through the view's composed
  // layout if it has one.
  static Result<SymExpr> physical(const View &v, SymExpr o) {
    if (!v.through)
      return o;
    Int at = Int::symbolic(o);
    IntTuple x = v.coordExtents ? idx2crd(at, *v.coordExtents) : IntTuple(at);
    FLY_TRY(r, applyAfterDomain(*v.through, x));
    if (!r.isLeaf() || r.leaf().isBasis())
      return Error("the tensor's composed layout " + v.through->str() + " maps an element to the coordinate " +
                   r.str() + ", not to an offset");
    return r.leaf().expr();
  }

  // What a fragment is made like: a tensor (its view's layout) or a layout value.
  Result<Layout> layoutLike(Value *like) {
    if (like->type().isa<MemRefType>()) {
      FLY_TRY(inner, viewOf(like));
      return inner.layout;
    }
    return symLayout(like);
  }

  // The view of a register tensor `v` made by `def` with layout `l`: its own registers, from 0.
  View registerRoot(Operation *def, Value *v, View view, const Layout &l) {
    b_.setInsertionPointAfter(def);
    b_.setLoc(def->loc());
    Type pt = PointerType::get(ctx_, view.elem, AddressSpace::Register);
    view.base = b_.create(OpCode::FlyGetIter, {v}, {pt})->result(0);
    view.root = def;
    view.offset = SymExpr::constant(0);
    view.layout = l;
    return view;
  }

  Result<View> viewOf(Value *v) {
    if (auto it = views_.find(v); it != views_.end())
      return it->second;
    Result<View> r = computeView(v);
    if (r.ok())
      views_[v] = *r;
    else if (!errorAt_)
      errorAt_ = v->definingOp();
    return r;
  }

  Result<View> computeView(Value *v) {
    auto *mt = v->type().dyn_cast<MemRefType>();
    if (!mt)
      return Error("expected a !fly.memref, got " + v->type().str());
    Operation *def = v->definingOp();
    if (!def)
      return Error("the tensor " + v->type().str() + " is a function argument: expand-kernel-arguments "
                   "(fly-rewrite-func-signature) rebuilds function tensor arguments as views; run it first");
    View view;
    view.elem = mt->elementType();
    view.space = mt->addressSpace();
    switch (def->code()) {
    case OpCode::FlyMakeView: {
      if (def->operand(1)->type().isa<ComposedLayoutType>()) {
        FLY_TRY(c, symComposed(def->operand(1)));
        view.base = def->operand(0);
        view.root = def;
        return throughView(view, c);
      }
      FLY_TRY(l, symLayout(def->operand(1)));
      view.base = def->operand(0);
      view.root = def;
      view.offset = SymExpr::constant(0);
      view.layout = l;
      return view;
    }
    case OpCode::FlyMemRefAlloca:
    case OpCode::FlyMakeFragmentLike: {
      // A register tensor: alloca of a layout, or CuTe's make_fragment_like of a layout or tensor.
      Layout l;
      if (def->is(OpCode::FlyMemRefAlloca)) {
        FLY_TRY(al, symLayout(def->operand(0)));
        l = al;
      } else {
        FLY_TRY(src, layoutLike(def->operand(0)));
        FLY_TRY(fl, make_fragment_like(src));
        l = fl;
        // Of a register tensor (FlyDSL's make_fragment_like(frag_C, bf16) of an MMA C fragment), the
        // declared layout keeps the source's declared unit modes, ((4,1),1,1) where Fly's view of the
        // MMA fragment is (4,1,1): the same registers, as for the MMA fragment itself.
        auto *srcMemref = def->operand(0)->type().dyn_cast<MemRefType>();
        bool ofRegisters = srcMemref && srcMemref->addressSpace() == AddressSpace::Register;
        if (auto *lt = mt->layout().dyn_cast<LayoutType>(); !lt || !typeLevelEqual(lt->value(), l, ofRegisters))
          return Error("make_fragment_like of " + src.str() + " is " + l.str() + ", but the result type declares " +
                       layoutBodyText(mt->layout()));
      }
      if (!l.isStatic() || mt->addressSpace() != AddressSpace::Register)
        return Error("register tensors need a static layout, got " + l.str());
      return registerRoot(def, v, view, l);
    }
    case OpCode::FlyTiledCopyPartitionSrc:
    case OpCode::FlyTiledCopyPartitionDst: {
      auto *tct = def->operand(0)->type().dyn_cast<TiledCopyType>();
      if (!tct)
        return Error("operand #0 of " + std::string(def->name()) + " must be a !fly.tiled_copy");
      FLY_TRY(tc, tiledCopyOf(*tct));
      FLY_TRY(inner, viewOf(def->operand(1)));
      FLY_TRY(coord, symTuple(def->operand(2)));
      if (!coord.isLeaf())
        return Error("the thread index of " + std::string(def->name()) + " must be one integer, got " + coord.str());
      // An atom wider than the element: partition the tensor seen in atom values, then back in elements.
      auto *cat = tct->atom().dyn_cast<CopyAtomType>();
      FLY_TRY(spec, target::parseCopyOp(cat->copyOp().str()));
      FLY_TRY(r, elementsPerValue(spec, cat->valBits(), inner.elem));
      Layout inValues = inner.layout;
      if (r > 1) {
        Result<Layout> up = recast_layout(inner.layout, int(inner.elem.bitWidth()), int(cat->valBits()));
        if (!up.ok())
          return Error("the " + std::to_string(cat->valBits()) + "-bit values of the atom cannot tile the " +
                       inner.elem.str() + " tensor " + inner.layout.str() + ": " + up.error().message);
        inValues = *up;
      }
      Result<ThreadPartition> p = def->is(OpCode::FlyTiledCopyPartitionSrc) ? partition_S(tc, inValues, coord.leaf())
                                                                           : partition_D(tc, inValues, coord.leaf());
      if (!p.ok())
        return p.error();
      if (r > 1) {
        p->layout = valuesAsElements(p->layout, r);
        p->offset = p->offset * Int(r);
        // FlyDSL partitions in the tensor's elements whatever the atom's value width (its partition
        // type rule sees the layout only): a result type declaring that partition is read so (its
        // MoE GEMM partitions an i8 view of byte offsets with a 16-bit atom's tiled copy).
        if (auto *lt = mt->layout().dyn_cast<LayoutType>(); lt && !typeLevelEqual(lt->value(), p->layout)) {
          Result<ThreadPartition> e = def->is(OpCode::FlyTiledCopyPartitionSrc)
                                          ? partition_S(tc, inner.layout, coord.leaf())
                                          : partition_D(tc, inner.layout, coord.leaf());
          if (e.ok() && typeLevelEqual(lt->value(), e->layout))
            p = e;
        }
      }
      View out = inner;
      out.offset = (Int::symbolic(inner.offset) + p->offset).expr();
      out.layout = p->layout;
      out.thread = coord.leaf().isStatic() ? SymExpr::constant(coord.leaf().value()) : coord.leaf().expr();
      if (mt->layout().isa<LayoutType>()) {
        const Layout &declared = mt->layout().cast<LayoutType>().value();
        if (!typeLevelEqual(declared, p->layout))
          return Error("the thread's part has the layout " + p->layout.str() + ", but the result type declares " +
                       declared.str());
      }
      return out;
    }
    case OpCode::FlyTiledMmaPartition: {
      // CuTe's thr_mma.partition_A/B/C(tensor): the thread's values of the operand.
      FLY_TRY(mma, tiledMmaOf(def->operand(0), def));
      FLY_TRY(operand, mmaOperandOf(def));
      FLY_TRY(inner, viewOf(def->operand(1)));
      FLY_TRY(coord, symTuple(def->operand(2)));
      if (!coord.isLeaf())
        return Error("the thread index of fly.tiled_mma.partition must be one integer, got " + coord.str());
      FLY_TRY(p, mma.partition(operand, inner.layout, coord.leaf()));
      View out = inner;
      out.offset = (Int::symbolic(inner.offset) + p.offset).expr();
      out.layout = p.layout;
      if (auto *lt = mt->layout().dyn_cast<LayoutType>(); !lt || !typeLevelEqual(lt->value(), p.layout))
        return Error("the thread's part of " + std::string(operandName(operand)) + " has the layout " +
                     typeLevel(p.layout).str() + ", but the result type declares " + layoutBodyText(mt->layout()));
      return out;
    }
    case OpCode::FlyMmaMakeFragment:
    case OpCode::FlyMmaMakeTileFragment: {
      // CuTe's thr_mma.make_fragment_A/B/C(partitioned tensor): registers for the thread's values (A, B
      // like make_fragment_like, C compact column-major). FlyDSL's fly.mma.make_fragment(x, %tm, %tile
      // [, stages = N]) partitions the operand tile itself (the layout is the same for every thread),
      // orders C like A and B (make_fragment_like, as its dumps show), and appends a mode of N
      // pipeline stages after the fragment (partitionFragment).
      FLY_TRY(mma, tiledMmaOf(def->operand(0), def));
      FLY_TRY(operand, mmaOperandOf(def));
      FLY_TRY(src, layoutLike(def->operand(1)));
      Layout l;
      if (def->is(OpCode::FlyMmaMakeTileFragment)) {
        Attribute st = def->attr("stages");
        int stages = st && st.is(AttrKind::Integer) ? static_cast<int>(st.intValue()) : 1;
        // With `stages`, FlyDSL partitions the tile's first two modes and puts the stages where its
        // further modes were (its MmaMakeFragmentOp inference): a staged rank-3 view's third mode
        // (example 04's K tiles of B) is not a fragment mode.
        if (st && rank(src) > 2) {
          FLY_TRY(m0, get(src, 0));
          FLY_TRY(m1, get(src, 1));
          src = make_layout(std::vector<Layout>{m0, m1});
        }
        if (operand == MmaOperand::C) {
          FLY_TRY(p, mma.partition(MmaOperand::C, src, Int(0)));
          FLY_TRY(fl, make_fragment_like(p.layout));
          l = stages == 1 ? fl : append(fl, Layout(IntTuple(Int(stages)), IntTuple(cosize(fl))));
        } else {
          FLY_TRY(fl, mma.partitionFragment(operand, src, stages));
          l = fl;
        }
        l = canonical_form(l); // FlyDSL's algebra result: unit modes get stride 0
      } else if (operand == MmaOperand::C) {
        l = make_layout(src.shape());
      } else {
        FLY_TRY(fl, make_fragment_like(src));
        l = fl;
      }
      if (auto *lt = mt->layout().dyn_cast<LayoutType>(); !lt || !typeLevelEqual(lt->value(), l, true))
        return Error("the " + std::string(operandName(operand)) + " fragment of " + src.str() + " is " + l.str() +
                     ", but the result type declares " + layoutBodyText(mt->layout()));
      if (!l.isStatic() || mt->addressSpace() != AddressSpace::Register)
        return Error("an MMA fragment is a register tensor with a static layout, got " + mt->str());
      return registerRoot(def, v, view, l);
    }
    case OpCode::FlyTiledCopyRetile: {
      auto *tct = def->operand(0)->type().dyn_cast<TiledCopyType>();
      if (!tct)
        return Error("operand #0 of fly.tiled_copy.retile must be a !fly.tiled_copy");
      FLY_TRY(tc, tiledCopyOf(*tct));
      FLY_TRY(inner, viewOf(def->operand(1)));
      if (auto *cat = tct->atom().dyn_cast<CopyAtomType>(); cat && inner.elem.bitWidth() != cat->valBits())
        return Error("fly.tiled_copy.retile of a " + inner.elem.str() + " fragment with " +
                     std::to_string(cat->valBits()) + "-bit atom values is not lowered (retile works on the atom's values)");
      auto r = retile(tc, inner.layout);
      if (!r.ok())
        return r.error();
      if (auto *lt = mt->layout().dyn_cast<LayoutType>(); !lt || !typeLevelEqual(lt->value(), *r))
        return Error("the retiled fragment has the layout " + r->str() + ", but the result type declares " +
                     layoutBodyText(mt->layout()));
      View out = inner;
      out.layout = *r;
      return out;
    }
    case OpCode::FlySlice: {
      // A slice of a tensor starts where the coordinate (with `*` read as 0) points.
      FLY_TRY(inner, viewOf(def->operand(0)));
      FLY_TRY(coord, symTuple(def->operand(1)));
      FLY_TRY(off, slice_offset(coord, inner.layout));
      FLY_TRY(l, slice(coord, inner.layout));
      View out = inner;
      out.offset = (Int::symbolic(inner.offset) + off).expr();
      // As the op's type has it (OpAlgebra): rank-1 tuples unwrap, so a zipped divide's tile
      // sliced out, ((64,8)):((s,1)), is the rank-2 tensor (64,8):(s,1).
      out.layout = Layout(unwrap_singletons(l.shape()), unwrap_singletons(l.stride()));
      return out;
    }
    case OpCode::FlyLogicalDivide:
    case OpCode::FlyZippedDivide:
    case OpCode::FlyTiledDivide:
    case OpCode::FlyFlatDivide: {
      FLY_TRY(inner, viewOf(def->operand(0)));
      FLY_TRY(tiler, tilerOf(def->operand(1)));
      Result<Layout> l = def->is(OpCode::FlyLogicalDivide) ? logical_divide(inner.layout, tiler)
                         : def->is(OpCode::FlyZippedDivide) ? zipped_divide(inner.layout, tiler)
                         : def->is(OpCode::FlyTiledDivide)  ? tiled_divide(inner.layout, tiler)
                                                            : flat_divide(inner.layout, tiler);
      if (!l.ok())
        return l.error();
      View out = inner;
      out.layout = *l;
      return out;
    }
    case OpCode::FlyGroup: {
      // fly.group(t) {begin, end}: the same elements, modes [begin, end) made one mode.
      FLY_TRY(inner, viewOf(def->operand(0)));
      Attribute b = def->attr("begin"), e = def->attr("end");
      if (!b || !e || b.intValue() < 0 || e.intValue() < b.intValue())
        return Error("fly.group needs 0 <= begin <= end");
      FLY_TRY(l, group(inner.layout, size_t(b.intValue()), size_t(e.intValue())));
      View out = inner;
      out.layout = l;
      return out;
    }
    default:
      return Error("cannot copy a tensor made by '" + std::string(def->name()) + "' yet");
    }
  }

  Result<Tiler> tilerOf(Value *v) {
    if (auto *tile = v->type().dyn_cast<TileType>()) {
      std::vector<Tiler> modes;
      for (const TileType::Mode &m : tile->modes())
        modes.push_back(m.layout ? Tiler(*m.layout) : Tiler::keep());
      return modes.size() == 1 ? modes[0] : Tiler::modes(modes);
    }
    if (v->type().isa<LayoutType>()) {
      FLY_TRY(l, symLayout(v));
      return Tiler(l);
    }
    FLY_TRY(t, symTuple(v));
    return Tiler::fromShape(t);
  }

  static std::string layoutBodyText(Type t) {
    if (auto *l = t.dyn_cast<LayoutType>())
      return l->value().str();
    return t.str();
  }

  // The declared layout is the computed one: equal, or (both static) the same shape and the same
  // index at every coordinate (the stride of an extent-1 mode is unobservable and printers differ on
  // it). With `unitModesFree` (an MMA fragment: registers, not a partition), the same modes of the
  // same sizes suffice: FlyDSL keeps the MFMA C values' (4,1) where Fly's partition of a tile with a
  // run-time stride gives 4, the same registers.
  static bool typeLevelEqual(const Layout &declared, const Layout &computed, bool unitModesFree = false) {
    Layout c = typeLevel(computed);
    if (declared == c)
      return true;
    if (!declared.isStatic() || !c.isStatic())
      return false;
    if (!unitModesFree && declared.shape() != c.shape())
      return false;
    if (rank(declared) != rank(c))
      return false;
    for (size_t m = 0; m < rank(c); ++m) {
      auto a = size(declared, m), b = size(c, m);
      if (!a.ok() || !b.ok() || a->value() != b->value())
        return false;
    }
    for (int64_t i = 0; i < size(c).value(); ++i) {
      auto a = crd2idx(IntTuple(i), declared), b = crd2idx(IntTuple(i), c);
      if (!a.ok() || !b.ok() || a->value() != b->value())
        return false;
    }
    return true;
  }

  // ---- tiled MMAs --------------------------------------------------------------------------

  static const char *operandName(MmaOperand o) { return o == MmaOperand::A ? "A" : o == MmaOperand::B ? "B" : "C"; }

  // `operand_id = #fly<mma_operand a|b|c|d>` (FlyDSL's MmaOperand; D partitions like C).
  static Result<MmaOperand> mmaOperandOf(Operation *op) {
    Attribute a = op->attr("operand_id");
    if (!a || !a.is(AttrKind::Opaque))
      return Error("needs an attribute operand_id = #fly<mma_operand a|b|c|d>");
    std::string_view t = a.str();
    if (t == "#fly<mma_operand a>") return MmaOperand::A;
    if (t == "#fly<mma_operand b>") return MmaOperand::B;
    if (t == "#fly<mma_operand c>" || t == "#fly<mma_operand d>") return MmaOperand::C;
    return Error("operand_id must be #fly<mma_operand a>, b, c or d, got " + std::string(t));
  }

  // The atom row of an `!fly.mma_atom<...>` on this arch.
  Result<const target::MmaAtom *> mmaAtomOf(Type t) {
    auto *at = t.dyn_cast<MmaAtomType>();
    if (!at)
      return Error("expected an !fly.mma_atom, got " + t.str());
    if (!arch_)
      return Error("needs a target arch to choose the matrix instruction (fly-opt --mcpu=ARCH)");
    return target::parseMmaAtomType(at->inner().str(), arch_);
  }

  Result<TiledMma> tiledMmaOf(Value *v, Operation *user, int operandIndex = 0) {
    auto *tt = v->type().dyn_cast<TiledMmaType>();
    if (!tt)
      return Error("operand #" + std::to_string(operandIndex) + " of " + std::string(user->name()) +
                   " must be a !fly.tiled_mma, got " + v->type().str());
    FLY_TRY(atom, mmaAtomOf(tt->atom()));
    std::vector<std::optional<Layout>> perm;
    for (const TileType::Mode &m : tt->permutation().cast<TileType>().modes())
      perm.push_back(m.layout);
    return TiledMma::make(atom->layouts(), tt->atomLayout(), perm);
  }

  // fly.tiled_mma.partition_shape(tiled_mma, shape) {operand_id}: a static int tuple.
  Result<bool> foldPartitionShape(Operation *op) {
    if (op->numOperands() != 2 || op->numResults() != 1)
      return Error("expects (tiled_mma, shape) -> int_tuple");
    FLY_TRY(mma, tiledMmaOf(op->operand(0), op));
    FLY_TRY(operand, mmaOperandOf(op));
    FLY_TRY(shape, symTuple(op->operand(1)));
    FLY_TRY(r, mma.partitionShape(operand, shape));
    Type t = IntTupleType::get(ctx_, typeLevel(r));
    if (op->result(0)->type() != t)
      return Error("the partition shape is " + t.str() + ", but the result type declares " +
                   op->result(0)->type().str());
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    Value *folded = r.isStatic() ? b_.flyStatic(t) : nullptr;
    if (!folded)
      return Error("the partition shape " + r.str() + " is not static");
    op->result(0)->replaceAllUsesWith(folded);
    return true;
  }

  // fly.mma_atom_call(atom, D, A, B, C) on register fragments of one atom call (mode 0 of each holds
  // the atom's values), and fly.gemm(atom, D, A, B, C) on fragments (V, M, K), (V, N, K), (V, M, N):
  // one fly.mma_atom_call_ssa per (m, n, k) in CuTe's order (k outer; m, then n serpentine), the
  // accumulator C for k = 0 and D after. The SSA calls are lowered with the other MMA calls.
  Result<bool> lowerGemm(Operation *op) {
    bool isGemm = op->is(OpCode::FlyGemm);
    std::string what = isGemm ? "fly.gemm" : "fly.mma_atom_call";
    if (op->numOperands() != 5 || op->numResults() != 0)
      return Error("expects (atom, D, A, B, C) and no results");
    Value *atomValue = op->operand(0);
    Type atomType = atomValue->type();
    if (auto *tm = atomType.dyn_cast<TiledMmaType>())
      atomType = tm->atom();
    FLY_TRY(atom, mmaAtomOf(atomType));
    View views[4];
    const char *names[4] = {"D", "A", "B", "C"};
    for (int i = 0; i < 4; ++i) {
      FLY_TRY(vw, viewOf(op->operand(unsigned(i + 1))));
      if (vw.space != AddressSpace::Register)
        return Error("operand " + std::string(names[i]) + " of " + what + " must be a register tensor, got " +
                     std::string(addressSpaceName(vw.space)) + " memory");
      views[i] = vw;
    }
    const View &D = views[0], &A = views[1], &B = views[2], &C = views[3];
    std::string_view elemOf[4] = {atom->cType, atom->aType, atom->bType, atom->cType};
    int valuesOf[4] = {atom->valuesC(), atom->valuesA(), atom->valuesB(), atom->valuesC()};
    // A and B may hold the atom's values by their bits in another element type (FlyDSL's fp8 GEMMs
    // keep 32 fp8 in 8 i32): mode 0 then holds as many of those as make the same bits, and each
    // call's values are bitcast to the atom's.
    Type atomElem[4];
    for (int i = 0; i < 4; ++i) {
      if (views[i].elem.str() == elemOf[i])
        continue;
      Result<Type> want = parseType(ctx_, elemOf[i]);
      int64_t bits = want.ok() ? int64_t(valuesOf[i]) * want->bitWidth() : 0;
      int64_t have = views[i].elem.bitWidth();
      if (i == 0 || i == 3 || !want.ok() || have == 0 || bits % have != 0)
        return Error("operand " + std::string(names[i]) + " of " + what + " holds " + views[i].elem.str() +
                     ", the atom " + atom->innerTypeText() + " takes " + std::string(elemOf[i]) +
                     (i == 1 || i == 2 ? " (or its " + std::to_string(bits) + " bits per thread)" : std::string()));
      atomElem[i] = *want;
      valuesOf[i] = int(bits / have);
    }
    for (int i = 0; i < 4; ++i) {
      Int v = rank(views[i].layout) == 0 ? size(views[i].layout) : size(views[i].layout, 0).value();
      if (!v.isStatic() || v.value() != valuesOf[i])
        return Error("mode 0 of operand " + std::string(names[i]) + " of " + what + " (" + views[i].layout.str() +
                     ") must hold the atom's " + std::to_string(valuesOf[i]) + " values per thread");
    }
    // Extents of the rest modes: A (V,M,K), B (V,N,K), C/D (V,M,N); a missing mode is 1.
    auto extent = [&](const View &v, size_t mode) -> int64_t {
      if (rank(v.layout) <= mode)
        return 1;
      Int s = *size(v.layout, mode);
      return s.isStatic() ? s.value() : -1;
    };
    int64_t M = extent(A, 1), K = extent(A, 2), N = extent(B, 1);
    if (!isGemm && (M != 1 || N != 1 || K != 1 || size(D.layout).value() != valuesOf[0]))
      return Error("fly.mma_atom_call takes one atom call's fragments (the atom's values only); use fly.gemm for "
                   "tiled fragments");
    if (M < 0 || N < 0 || K < 0 || extent(B, 2) != K || extent(C, 1) != M || extent(C, 2) != N ||
        extent(D, 1) != M || extent(D, 2) != N || rank(A.layout) > 3 || rank(B.layout) > 3 || rank(C.layout) > 3 ||
        rank(D.layout) > 3)
      return Error(what + " needs fragments A (V,M,K), B (V,N,K), C and D (V,M,N) of matching extents, got A " +
                   A.layout.str() + ", B " + B.layout.str() + ", C " + C.layout.str() + ", D " + D.layout.str());
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    // The SSA call takes the atom value itself.
    Value *atomSsa = atomValue;
    if (atomValue->type().isa<TiledMmaType>()) {
      // The atom the tiled MMA was made from (it may carry set_value state); a tiled MMA that
      // arrives as an argument (FlyDSL's test_gemm_from_tiled_mma_arg) is all in its type, so
      // its atom is the type's atom.
      Operation *def = atomValue->definingOp();
      if (def && def->is(OpCode::FlyMakeTiledMma)) {
        atomSsa = def->operand(0);
      } else {
        Type atomType = atomValue->type().cast<TiledMmaType>().atom();
        atomSsa = b_.create(OpCode::FlyMakeMmaAtom, {}, std::span<const Type>(&atomType, 1))->result(0);
      }
    }
    auto sliceOffsets = [&](const View &v, int64_t r, int64_t c, int values) -> Result<std::vector<SymExpr>> {
      std::vector<SymExpr> out;
      for (int i = 0; i < values; ++i) {
        IntTuple coord = rank(v.layout) <= 1 ? IntTuple(Int(i))
                         : rank(v.layout) == 2 ? IntTuple::of(Int(i), Int(r))
                                               : IntTuple::of(Int(i), Int(r), Int(c));
        FLY_TRY(idx, crd2idx(coord, v.layout));
        out.push_back((Int::symbolic(v.offset) + idx).expr());
      }
      return out;
    };
    for (int64_t k = 0; k < K; ++k)
      for (int64_t m = 0; m < M; ++m)
        for (int64_t j = 0; j < N; ++j) {
          int64_t n = (m % 2) ? N - 1 - j : j; // serpentine
          FLY_TRY(ao, sliceOffsets(A, m, k, valuesOf[1]));
          FLY_TRY(bo, sliceOffsets(B, n, k, valuesOf[2]));
          const View &acc = k == 0 ? C : D;
          FLY_TRY(co, sliceOffsets(acc, m, n, valuesOf[3]));
          FLY_TRY(dofs, sliceOffsets(D, m, n, valuesOf[0]));
          FLY_TRY(va, registerLoad(A, ao));
          FLY_TRY(vb, registerLoad(B, bo));
          va = atomElem[1] ? bitcastValues(va, atomElem[1], atom->valuesA()) : va;
          vb = atomElem[2] ? bitcastValues(vb, atomElem[2], atom->valuesB()) : vb;
          FLY_TRY(vc, registerLoad(acc, co));
          Value *ops[] = {atomSsa, va, vb, vc};
          Type ts[] = {vc->type()};
          Value *vd = b_.create(OpCode::FlyMmaAtomCallSSA, ops, ts)->result(0);
          FLY_TRY(stored, registerStore(D, dofs, vd));
          (void)stored;
        }
    return true;
  }

  // `x`'s bits as `count` values of `elem`.
  Value *bitcastValues(Value *x, Type elem, int64_t count) {
    Type to[] = {accessType(elem, count)};
    if (!x->type().isa<VectorType>()) { // one value: as a vector of one
      Value *els[] = {x};
      Type one[] = {ctx_.vectorType(1, x->type())};
      x = b_.create(OpCode::VectorFromElements, els, one)->result(0);
    }
    Value *from[] = {x};
    if (!to[0].isa<VectorType>()) {
      Type one[] = {ctx_.vectorType(1, elem)};
      Value *v = b_.create(OpCode::VectorBitcast, from, one)->result(0);
      int64_t pos[] = {0};
      return b_.create(OpCode::VectorExtract, {v}, {elem}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})->result(0);
    }
    return b_.create(OpCode::VectorBitcast, from, to)->result(0);
  }

  // ---- copies ------------------------------------------------------------------------------

  Result<bool> lowerCopy(Operation *op) {
    if (op->numOperands() < 3 || op->numOperands() > 4)
      return Error("expects (atom, src, dst) or (atom, src, dst, pred)");
    Value *pred = op->numOperands() == 4 ? op->operand(3) : nullptr;
    bool predTensor = pred && pred->type().isa<MemRefType>();
    if (pred && !predTensor && !pred->type().isInteger(1))
      return Error("the predicate must be an i1 (the whole copy happens or not) or a register tensor of i1 (one "
                   "per group of atom calls, CuTe's copy_if), got " + pred->type().str());
    FLY_TRY(atom, atomOf(op->operand(0)));
    if (atom.spec.desc->tensorTile)
      return lowerTensorTile(op, atom, pred);
    FLY_TRY(src, viewOf(op->operand(1)));
    FLY_TRY(dst, viewOf(op->operand(2)));
    if (src.elem != dst.elem && src.space == AddressSpace::Register)
      recastAddressOnly(op, dst, src.elem, atom.spec.bits);
    else if (src.elem != dst.elem && dst.space == AddressSpace::Register)
      recastAddressOnly(op, src, dst.elem, atom.spec.bits);
    // Element types that differ in width are refused; of one width (f32 and i32, i8 and fp8) the
    // copy moves the bits, as FlyDSL's atoms do (they load and store the atom's iN and bitcast).
    if (src.elem != dst.elem && src.elem.bitWidth() != dst.elem.bitWidth())
      return Error(src.elem.bitWidth() != atom.valBits || dst.elem.bitWidth() != atom.valBits
                       ? "the atom moves " + std::to_string(atom.valBits) + "-bit values but the tensors hold " +
                             src.elem.str() + " and " + dst.elem.str()
                       : "source and destination element types differ in width (" + src.elem.str() + ", " +
                             dst.elem.str() + ")");
    Result<int64_t> perValueOr = elementsPerValue(atom.spec, atom.valBits, src.elem);
    if (!perValueOr.ok())
      return Error("the atom moves " + std::to_string(atom.valBits) + "-bit values but the tensors hold " +
                   src.elem.str() + " and " + dst.elem.str());
    int64_t perValue = *perValueOr;
    FLY_TRY(atomicOk, atomicElementMatches(atom, src.elem, "the tensors hold"));
    (void)atomicOk;
    int64_t perCall = atom.spec.bits / int(atom.valBits) * perValue; // tensor elements per call
    addressOnly(src, perCall);
    addressOnly(dst, perCall);
    // FlyDSL's fly.copy is one atom call per slice of the first mode (its ExpandCopyOpLowering):
    // a memory tensor whose first mode is one element (a view at an address, as FlyDSL's fp8 GEMMs
    // slice a buffer tensor for each 16-byte LDS DMA or 4-float scale load) is a call moving the
    // atom's bits from there on, into a first mode of the call's values or another such view.
    if (op->is(OpCode::FlyCopy) && perCall > 1) {
      bool unitS = unitFirstMode(src), unitD = unitFirstMode(dst);
      if ((unitS || unitD) && (unitS || firstModeIs(src, perCall)) && (unitD || firstModeIs(dst, perCall))) {
        if (unitS)
          widenFirstMode(src, perCall);
        if (unitD)
          widenFirstMode(dst, perCall);
      }
    }
    Int n = size(src.layout), m = size(dst.layout);
    if (!n.isStatic() || !m.isStatic() || n.value() != m.value())
      return Error("source " + src.layout.str() + " and destination " + dst.layout.str() + " differ in size");
    if (n.value() % perCall != 0)
      return Error("the tensors hold " + std::to_string(n.value()) + " values, not a multiple of the atom's " +
                   std::to_string(perCall));
    if (op->is(OpCode::FlyCopy)) {
      FLY_TRY(mode0, size(src.layout, 0));
      if (!mode0.isStatic() || mode0.value() % perCall != 0)
        return Error("the first mode of the source " + src.layout.str() + " must hold whole atoms of " +
                     std::to_string(perCall) + " values");
    }
    FLY_TRY(ok, checkSpaces(atom, src, dst));
    (void)ok;
    if (atom.spec.desc->threads > 1) {
      FLY_TRY(lanes, checkLaneGroups(atom, src, pred != nullptr));
      (void)lanes;
    }
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    if (pred && !predTensor) {
      // The calls go into `scf.if %pred`.
      enterIf(pred);
    }
    // CuTe's copy_if: with a predicate tensor, value i of the source belongs to group
    // i / size(src, 0) (fly.copy_atom_call: one group), and the calls of group g happen if pred(g).
    View pv;
    std::vector<int64_t> callPred; // the predicate element of each call (FlyDSL's reduced predicate)
    int64_t groupSize = n.value();
    if (predTensor) {
      FLY_TRY(v, viewOf(pred));
      pv = v;
      if (pv.space != AddressSpace::Register || !pv.elem.isInteger(1))
        return Error("a predicate tensor must be a register tensor of i1, got " + pred->type().str());
      if (op->is(OpCode::FlyCopy)) {
        FLY_TRY(m0, size(src.layout, 0));
        groupSize = m0.value();
      }
      Int groups = size(pv.layout);
      // FlyDSL's reduced predicate (one per atom call of a nested value mode): its recursion over
      // the modes picks each call's element (CopyPredicate.h); else CuTe's one per group.
      Result<std::vector<int64_t>> flyDsl = Error("");
      if (op->is(OpCode::FlyCopy) && groups.isStatic() && groups.value() != n.value() / groupSize)
        flyDsl = flyDslCopyPredicates(src.layout.shape(), pv.layout.shape(), perCall);
      if (flyDsl.ok() && int64_t(flyDsl->size()) == n.value() / perCall)
        callPred = *flyDsl;
      else if (!groups.isStatic() || groups.value() != n.value() / groupSize)
        return Error("the predicate tensor " + pv.layout.str() + " holds " + groups.str() + " values, but the copy has " +
                     std::to_string(n.value() / groupSize) + " groups (size(src) / size(src, 0) of " + src.layout.str() +
                     ")" + (flyDsl.ok() ? std::string() : ", nor one per atom call (" + flyDsl.error().message + ")"));
    }
    Operation *anchor = op;
    for (int64_t c = 0; c < n.value() / perCall; ++c) {
      if (predTensor) {
        b_.setInsertionPoint(anchor);
        FLY_TRY(po, offsets(pv, callPred.empty() ? c * perCall / groupSize : callPred[size_t(c)], 1));
        FLY_TRY(p, registerLoad(pv, po));
        enterIf(p);
      }
      FLY_TRY(done, emitCall(atom, src, dst, c * perCall, perCall));
      (void)done;
    }
    return true;
  }

  // A memory view (not a register tensor, not through a composed layout) whose first mode is one
  // element.
  static bool unitFirstMode(const View &v) {
    if (v.space == AddressSpace::Register || v.through)
      return false;
    Result<Int> m0 = size(v.layout, 0);
    return m0.ok() && m0->isStatic() && m0->value() == 1;
  }
  static bool firstModeIs(const View &v, int64_t count) {
    Result<Int> m0 = size(v.layout, 0);
    return m0.ok() && m0->isStatic() && m0->value() == count;
  }
  // Its first mode becomes the `count` contiguous elements from there.
  static void widenFirstMode(View &v, int64_t count) {
    std::vector<Layout> modes = {Layout(IntTuple(count), IntTuple(1))};
    for (size_t i = 1; i < v.layout.rank(); ++i)
      modes.push_back(v.layout[i]);
    v.layout = modes.size() == 1 ? modes[0] : make_layout(modes);
  }

  // fly.copy_atom_call_ssa(atom, src[, dst][, pred]) (FlyDSL's operandSegmentSizes = [atom, src, dst,
  // pred]): one atom call on SSA values. A load: src a tensor holding the call's values, no dst, the
  // result their value (T, or vector<N x T>). A store: src the value, dst the tensor, no result. An
  // atomic atom's call with a result is the fetch form: the result is the value the read-modify-write
  // replaced. An i1 predicate guards a call without a result.
  Result<bool> lowerCopySsa(Operation *op) {
    unsigned n = op->numOperands();
    if (n < 2 || n > 4 || op->numResults() > 1)
      return Error("expects (atom, src[, dst][, pred]) and at most one result");
    unsigned dstCount = n >= 3 && op->operand(2)->type().isa<MemRefType>() ? 1 : 0;
    unsigned predCount = n - 2 - dstCount;
    if (predCount > 1 || (predCount == 1 && !op->operand(n - 1)->type().isInteger(1)))
      return Error("expects (atom, src[, dst][, pred]) with pred an i1, got " + std::to_string(n) + " operands");
    if (Attribute seg = op->attr("operandSegmentSizes")) {
      std::vector<int64_t> want = {1, 1, dstCount, predCount};
      std::span<const int64_t> got = seg.is(AttrKind::DenseArray) ? seg.denseArray() : std::span<const int64_t>();
      if (!std::equal(got.begin(), got.end(), want.begin(), want.end()))
        return Error("operandSegmentSizes must be array<i32: 1, 1, " + std::to_string(dstCount) + ", " +
                     std::to_string(predCount) + "> for these operands");
    }
    Value *pred = predCount ? op->operand(n - 1) : nullptr;
    bool result = op->numResults() == 1;
    FLY_TRY(atom, atomOf(op->operand(0)));
    if (atom.spec.desc->ldsDma || atom.spec.desc->tensorTile)
      return Error("copy atom '" + std::string(atom.spec.desc->opName) +
                   "' moves data without registers: use fly.copy or fly.copy_atom_call on tensors");
    int64_t perCall = atom.spec.bits / int(atom.valBits);
    bool srcTensor = op->operand(1)->type().isa<MemRefType>();
    if (srcTensor == bool(dstCount))
      return Error(srcTensor ? "a call reads a tensor into its result or stores a value into a tensor, not both"
                             : "a call that stores an SSA value needs the destination tensor");
    if (pred && result)
      return Error("a predicated call that returns a value is not lowered (the result has no value where the "
                   "predicate is false)");
    if (srcTensor && atom.spec.atomic)
      return Error("atomic atom '" + atom.spec.name() + "' writes memory: call it as (atom, value, dst)");
    if (!srcTensor && result && !atom.spec.atomic)
      return Error("a store returns nothing (only an atomic atom's call returns the value it replaced)");
    if (srcTensor && !result)
      return Error("a load from a tensor needs a result to hold the values");
    View mem;
    if (srcTensor) {
      FLY_TRY(v, viewOf(op->operand(1)));
      mem = v;
    } else {
      FLY_TRY(v, viewOf(op->operand(2)));
      mem = v;
    }
    FLY_TRY(perValue, elementsPerValue(atom.spec, atom.valBits, mem.elem));
    perCall *= perValue; // in the tensor's elements (a wider atom value is several of them)
    FLY_TRY(atomicOk, atomicElementMatches(atom, mem.elem, "the tensor holds"));
    (void)atomicOk;
    addressOnly(mem, perCall);
    Int size = fly::size(mem.layout);
    if (!size.isStatic() || size.value() != perCall)
      return Error("one call moves the atom's " + std::to_string(perCall) + " values, but the tensor " +
                   mem.layout.str() + " holds " + size.str());
    // One value travels as T or, as FlyDSL's SSA values do, as vector<1xT>; a memory access also as
    // any type of the access's width (FlyDSL's buffer loads return vector<4xi32> for eight f16): a
    // bitcast of the tensor's values.
    Type valueType = accessType(mem.elem, perCall);
    Type one = ctx_.vectorType(1, mem.elem);
    Type got = srcTensor ? op->result(0)->type() : op->operand(1)->type();
    bool wrapped = perCall == 1 && got == one;
    bool reinterpreted = got != valueType && !wrapped && mem.space != AddressSpace::Register && !atom.spec.atomic &&
                         totalBits(got) == totalBits(valueType);
    if (got != valueType && !wrapped && !reinterpreted)
      return Error("one call of the atom moves " + valueType.str() + (perCall == 1 ? " (or " + one.str() + ")" : "") +
                   ", but the " + (srcTensor ? std::string("result is ") : std::string("value is ")) + got.str());
    if (result && !srcTensor && op->result(0)->type() != got)
      return Error("the fetch form returns the old " + got.str() + ", not " + op->result(0)->type().str());
    auto unwrap = [&](Value *x) -> Value * {
      if (reinterpreted)
        return bitcast(x, valueType);
      if (!wrapped)
        return x;
      int64_t pos[] = {0};
      return b_.create(OpCode::VectorExtract, {x}, {mem.elem}, {{"static_position", ctx_.denseArrayAttr(pos, 64)}})
          ->result(0);
    };
    auto wrap = [&](Value *x) -> Value * {
      if (reinterpreted)
        return bitcast(x, got);
      if (!wrapped)
        return x;
      Value *els[] = {x};
      Type vt[] = {one};
      return b_.create(OpCode::VectorFromElements, els, vt)->result(0);
    };
    const target::CopyAtomDesc &d = *atom.spec.desc;
    uint8_t allowed = srcTensor ? d.srcSpaces : d.dstSpaces;
    if (!(spaceBit(mem.space) & allowed))
      return Error("copy atom '" + std::string(d.opName) + "' " + (srcTensor ? "reads from " : "writes to ") +
                   target::memSpaceList(allowed) + ", not " + (srcTensor ? "from " : "to ") + spaceName(mem.space));
    FLY_TRY(offs, offsets(mem, 0, perCall));
    if (mem.space != AddressSpace::Register && !contiguous(offs))
      return Error("the values of " + mem.layout.str() + " are not contiguous, so one " +
                   std::to_string(atom.spec.bits) + "-bit access cannot move them");
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    if (pred)
      enterIf(pred);
    if (srcTensor) {
      Value *x;
      if (mem.space == AddressSpace::Register) {
        FLY_TRY(r, registerLoad(mem, offs));
        x = r;
      } else {
        FLY_TRY(r, memoryLoad(atom, mem, offs));
        x = r;
      }
      op->result(0)->replaceAllUsesWith(wrap(x));
      return true;
    }
    Value *value = unwrap(op->operand(1));
    if (mem.space == AddressSpace::Register) {
      FLY_TRY(ok, registerStore(mem, offs, value));
      (void)ok;
      return true;
    }
    FLY_TRY(st, memoryStore(atom, mem, offs, value, result));
    if (result)
      op->result(0)->replaceAllUsesWith(wrap(st->result(0)));
    return true;
  }

  // FlyDSL's copy of a one-element tensor in memory with a wider atom: the tensor only says where the
  // atom's values start (its ExpandCopyOpLowering makes one atom call on a rank-1 leaf tensor, and the
  // call moves the atom's bits from the tensor's address: FlyDSL's kernels slice a buffer to `1:0` or
  // view LDS as `1:1` at the start of each access). Seen so, the tensor holds the call's values
  // contiguously from there.
  static void addressOnly(View &v, int64_t perCall) {
    Int n = fly::size(v.layout);
    if (perCall > 1 && n.isStatic() && n.value() == 1 && v.space != AddressSpace::Register && !v.through)
      v.layout = Layout(IntTuple(Int(perCall)), IntTuple(Int(1)));
  }

  // FlyDSL's address-only memory tensor (one element, see addressOnly) of another element type than
  // the registers it is copied to or from (four i32 stored at an f16 buffer address): the atom's bits go
  // to its address, so it is seen from there in the registers' element type (fly.recast_iter of the
  // pointer at its start; pointers and buffer offsets are bytes).
  void recastAddressOnly(Operation *op, View &mem, Type regElem, int bits) {
    Int n = fly::size(mem.layout);
    if (mem.space == AddressSpace::Register || mem.through || !n.isStatic() || n.value() != 1 ||
        !(regElem.isInteger() || regElem.isFloat()) || regElem.bitWidth() == 0 || bits % int(regElem.bitWidth()) != 0)
      return;
    auto *pt = mem.base->type().dyn_cast<PointerType>();
    if (!pt)
      return;
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    Value *start = pointerAt(mem, mem.offset);
    Type to = PointerType::get(ctx_, regElem, pt->addressSpace());
    Value *from[] = {start};
    Type ts[] = {to};
    mem.base = b_.create(OpCode::FlyRecastIter, from, ts)->result(0);
    mem.offset = SymExpr::constant(0);
    mem.elem = regElem;
  }

  static int64_t totalBits(Type t) {
    if (auto *vt = t.dyn_cast<VectorType>())
      return vt->numElements() * int64_t(vt->elementType().bitWidth());
    return (t.isInteger() || t.isFloat()) ? int64_t(t.bitWidth()) : -1;
  }

  Value *bitcast(Value *x, Type to) {
    bool vectors = x->type().isa<VectorType>() && to.isa<VectorType>();
    Type ts[] = {to};
    Value *xs[] = {x};
    return b_.create(vectors ? OpCode::VectorBitcast : OpCode::LlvmBitcast, xs, ts)->result(0);
  }

  // An atomic atom's value type is the tensors' element type (a packed vector<2xT>: of T).
  static Result<bool> atomicElementMatches(const AtomInfo &atom, Type elem, const char *holder) {
    if (atom.spec.atomic && elem.str() != atom.spec.atomicElementType())
      return Error("atomic atom '" + atom.spec.name() + "' works on " + atom.spec.atomicElementType() +
                   " values, but " + holder + " " + elem.str());
    return true;
  }

  // fly.memref.load/store of one element of a tensor in memory (global, LDS, buffer); register
  // tensors are left to regmem-promotion.
  static bool isMemoryElementAccess(Operation *op) {
    bool load = op->is(OpCode::FlyMemRefLoad) || op->is(OpCode::FlyMemRefLoadVec);
    if (!load && !op->is(OpCode::FlyMemRefStore) && !op->is(OpCode::FlyMemRefStoreVec))
      return false;
    auto *m = op->operand(load ? 0 : 1)->type().dyn_cast<MemRefType>();
    return m && m->addressSpace() != AddressSpace::Register;
  }

  // fly.memref.load_vec/store_vec of a tensor in memory (FlyDSL's kernels store a vector<4xbf16> so
  // into a global slice); register tensors are regmem-promotion's.
  static bool isMemoryVectorAccess(Operation *op) {
    if (!op->is(OpCode::FlyMemRefLoadVec) && !op->is(OpCode::FlyMemRefStoreVec))
      return false;
    bool load = op->is(OpCode::FlyMemRefLoadVec);
    if (op->numOperands() != (load ? 1u : 2u))
      return false;
    auto *m = op->operand(load ? 0 : 1)->type().dyn_cast<MemRefType>();
    return m && m->addressSpace() != AddressSpace::Register;
  }

  // fly.get_iter of a tensor in memory that is part of a view (a slice, a divide, a partition): the
  // pointer to its first element. (Of a view itself canonicalize folds it to the view's pointer;
  // register tensors are regmem-promotion's.) A call of a device function passes tensors so
  // (expand-kernel-arguments).
  static bool isTensorIterator(Operation *op) {
    if (!op->is(OpCode::FlyGetIter) || op->numOperands() != 1)
      return false;
    auto *m = op->operand(0)->type().dyn_cast<MemRefType>();
    Operation *def = op->operand(0)->definingOp();
    return m && m->addressSpace() != AddressSpace::Register && def && !def->is(OpCode::FlyMakeView);
  }

  Result<bool> lowerTensorIterator(Operation *op) {
    FLY_TRY(view, viewOf(op->operand(0)));
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    // A part of a view through a composed layout keeps the view's pointer: the part's place is in
    // its type's composed layout (its offset), as FlyDSL's algebra gives it. The type must find the
    // same elements from that pointer.
    if (view.through) {
      FLY_TRY(same, typeFindsElements(view, op->operand(0)->type()));
      (void)same;
    }
    SymExpr at = view.through ? SymExpr::constant(0) : view.offset;
    Type declared = op->result(0)->type();
    Value *p = view.base;
    if (!(at.isConst() && at.constValue() == 0) || p->type() != declared) {
      // The tensor's type states its pointer's alignment (the pointer type the op declares).
      p = pointerAt(view, at);
      p->setType(declared);
    }
    op->result(0)->replaceAllUsesWith(p);
    return true;
  }

  // The view of a tensor through the composed layout `c` made at a pointer (fly.make_view).
  Result<View> throughView(View view, const ComposedLayout &c) {
    view.through = c;
    view.layout = c.domain();
    if (hasBasisStrides(c.domain())) {
      FLY_TRY(lin, linearize_coordinates(c.domain()));
      view.layout = lin.layout;
      view.coordExtents = lin.extents;
    }
    view.offset = SymExpr::constant(0);
    return view;
  }

  // True if a view made at `view`'s pointer with the composed layout of `type` addresses every
  // element where `view` does.
  Result<bool> typeFindsElements(const View &view, Type type) {
    auto *mt = type.dyn_cast<MemRefType>();
    auto *ct = mt ? mt->layout().dyn_cast<ComposedLayoutType>() : nullptr;
    if (!ct || !ct->isStatic())
      return Error("the tensor " + type.str() + " is a part of a view through the composed layout " +
                   view.through->str() + ": its type must be a static composed layout");
    FLY_TRY(typed, throughView(view, ct->value()));
    Int n = size(view.layout);
    if (!n.isStatic() || size(typed.layout) != n)
      return Error("the tensor " + type.str() + " does not have the size of the part of the view it names");
    for (int64_t i = 0; i < n.value(); ++i) {
      FLY_TRY(a, crd2idx(IntTuple(i), view.layout));
      FLY_TRY(b, crd2idx(IntTuple(i), typed.layout));
      FLY_TRY(pa, physical(view, (Int::symbolic(view.offset) + a).expr()));
      FLY_TRY(pb, physical(typed, b.expr()));
      if (!((Int::symbolic(pa) - Int::symbolic(pb)).expr().isConst() &&
            (Int::symbolic(pa) - Int::symbolic(pb)).expr().constValue() == 0))
        return Error("the tensor's type " + type.str() + " does not find its elements from the pointer of the view "
                     "through " + view.through->str() + " it is part of (element " + std::to_string(i) + ")");
    }
    return true;
  }

  // The element at the coordinate: a fly.ptr.load/store at the view's offset plus crd2idx.
  Result<bool> lowerElementAccess(Operation *op) {
    if (op->is(OpCode::FlyMemRefLoadVec) || op->is(OpCode::FlyMemRefStoreVec))
      return lowerVectorAccess(op);
    bool load = op->is(OpCode::FlyMemRefLoad);
    FLY_TRY(view, viewOf(op->operand(load ? 0 : 1)));
    FLY_TRY(coord, symTuple(op->operand(load ? 1 : 2)));
    FLY_TRY(idx, crd2idx(coord, view.layout));
    FLY_TRY(off, physical(view, (Int::symbolic(view.offset) + idx).expr()));
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    Value *ptr = pointerAt(view, off);
    if (load) {
      Value *x = b_.create(OpCode::FlyPtrLoad, {ptr}, {view.elem})->result(0);
      op->result(0)->replaceAllUsesWith(x);
    } else {
      b_.create(OpCode::FlyPtrStore, {op->operand(0), ptr}, {});
    }
    return true;
  }

  // fly.memref.load_vec / store_vec of a tensor in memory (FlyDSL's MemRefLoadVecOpLowering): all
  // its values in index order as one vector, one access where they are contiguous, else one per
  // element.
  Result<bool> lowerVectorAccess(Operation *op) {
    bool load = op->is(OpCode::FlyMemRefLoadVec);
    FLY_TRY(view, viewOf(op->operand(load ? 0 : 1)));
    Type vt = load ? op->result(0)->type() : op->operand(0)->type();
    auto *vec = vt.dyn_cast<VectorType>();
    Int n = size(view.layout);
    if (!vec || !n.isStatic() || n.value() != vec->numElements() || vec->elementType() != view.elem)
      return Error("the tensor " + view.layout.str() + " of " + view.elem.str() + " is not loaded or stored as " +
                   vt.str());
    FLY_TRY(offs, offsets(view, 0, n.value()));
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    if (contiguous(offs)) {
      int64_t bytes = std::max<int64_t>(1, byteDivisibility(view.elem, n.value()));
      FLY_TRY(align, alignment(view, offs[0], bytes));
      Operation *access = load ? b_.create(OpCode::FlyPtrLoad, {pointerAt(view, offs[0])}, {vt})
                               : b_.create(OpCode::FlyPtrStore, {op->operand(0), pointerAt(view, offs[0])}, {});
      if (view.space != AddressSpace::BufferDesc)
        access->setAttr("alignment", ctx_.i64Attr(align));
      if (load)
        op->result(0)->replaceAllUsesWith(access->result(0));
      return true;
    }
    if (isSubByte(view.elem))
      return Error("the values of " + view.layout.str() + " are not contiguous: bit-packed " + view.elem.str() +
                   " elements are moved by whole bytes");
    std::vector<Value *> elems;
    for (size_t i = 0; i < offs.size(); ++i) {
      if (load) {
        elems.push_back(b_.create(OpCode::FlyPtrLoad, {pointerAt(view, offs[i])}, {view.elem})->result(0));
        continue;
      }
      int64_t pos[] = {int64_t(i)};
      Value *e = b_.create(OpCode::VectorExtract, {op->operand(0)}, {view.elem},
                           {{"static_position", ctx_.denseArrayAttr(pos, 64)}})->result(0);
      b_.create(OpCode::FlyPtrStore, {e, pointerAt(view, offs[i])}, {});
    }
    if (load) {
      Type t[] = {vt};
      op->result(0)->replaceAllUsesWith(b_.create(OpCode::VectorFromElements, elems, t)->result(0));
    }
    return true;
  }

  static uint8_t spaceBit(AddressSpace s) {
    switch (s) {
    case AddressSpace::Global: return target::MemGlobal;
    case AddressSpace::Shared: return target::MemShared;
    case AddressSpace::Register: return target::MemRegister;
    case AddressSpace::BufferDesc: return target::MemBuffer;
    default: return 0;
    }
  }

  static std::string spaceName(AddressSpace s) {
    return s == AddressSpace::BufferDesc ? std::string("buffer") : std::string(addressSpaceName(s));
  }

  Result<bool> checkSpaces(const AtomInfo &atom, const View &src, const View &dst) {
    const target::CopyAtomDesc &d = *atom.spec.desc;
    auto hint = [&](const View &v) {
      return v.space == AddressSpace::Global && (d.srcSpaces | d.dstSpaces) & target::MemBuffer
                 ? std::string(" (make a buffer tensor: fly.make_ptr(%ptr, %bytes) : !fly.ptr<T, #fly_rocdl.buffer_desc>)")
                 : std::string();
    };
    if (!(spaceBit(src.space) & d.srcSpaces))
      return Error("copy atom '" + std::string(d.opName) + "' reads from " + target::memSpaceList(d.srcSpaces) +
                   ", not from " + spaceName(src.space) + hint(src));
    if (!(spaceBit(dst.space) & d.dstSpaces))
      return Error("copy atom '" + std::string(d.opName) + "' writes to " + target::memSpaceList(d.dstSpaces) +
                   ", not to " + spaceName(dst.space) + hint(dst));
    if (!d.ldsDma && src.space != AddressSpace::Register && dst.space != AddressSpace::Register &&
        (src.space == AddressSpace::BufferDesc || dst.space == AddressSpace::BufferDesc))
      return Error("a buffer copy moves between a buffer tensor and registers");
    return true;
  }

  // Offsets of values [first, first+count) of a view, relative to its base.
  Result<std::vector<SymExpr>> offsets(const View &v, int64_t first, int64_t count) {
    std::vector<SymExpr> out;
    for (int64_t i = first; i < first + count; ++i) {
      FLY_TRY(idx, crd2idx(IntTuple(i), v.layout));
      FLY_TRY(off, physical(v, (Int::symbolic(v.offset) + idx).expr()));
      out.push_back(off);
    }
    return out;
  }

  static bool contiguous(const std::vector<SymExpr> &offs) {
    for (size_t i = 1; i < offs.size(); ++i) {
      SymExpr d = (Int::symbolic(offs[i]) - Int::symbolic(offs[0])).expr();
      if (!d.isConst() || d.constValue() != int64_t(i))
        return false;
    }
    return true;
  }

  Type accessType(Type elem, int64_t count) { return count == 1 ? elem : ctx_.vectorType(count, elem); }

  Value *offsetTuple(SymExpr e) {
    if (e.isConst())
      return b_.flyStatic(IntTupleType::get(ctx_, IntTuple(e.constValue())));
    Value *x = emitter_.emit(e, ctx_.i32());
    return b_.create(OpCode::FlyMakeIntTuple, {x}, {IntTupleType::get(ctx_, IntTuple(Int::dynamic(1)))})->result(0);
  }

  Value *pointerAt(const View &v, SymExpr off) {
    Operation *op = b_.create(OpCode::FlyAddOffset, {v.base, offsetTuple(off)}, {v.base->type()});
    // The offset pointer keeps what the IR can prove of its alignment (ir's type rule).
    if (Result<Type> t = inferResultType(op); t.ok())
      op->result(0)->setType(*t);
    return op->result(0);
  }

  // The alignment in bytes an access of `bytes` at element offset `off` of view `v` may assume.
  Result<int64_t> alignment(const View &v, SymExpr off, int64_t bytes) {
    int64_t elemBytes = std::max<int64_t>(1, byteDivisibility(v.elem, 1));
    auto *pt = v.base->type().dyn_cast<PointerType>();
    int64_t baseAlign = pt && pt->alignment() ? pt->alignment() : elemBytes; // a multiple of it, not a power of two
    // A static LDS allocation is aligned as it asks (allocAlign, 16 by default).
    if (Operation *def = v.base->definingOp(); def && def->is(OpCode::FlyMakePtr) && def->numOperands() == 0 &&
                                               v.space == AddressSpace::Shared) {
      Attribute dict = def->attr("dictAttrs");
      Attribute a = dict ? dict.dictGet("allocAlign") : Attribute();
      baseAlign = std::max(baseAlign, a && a.is(AttrKind::Integer) ? a.intValue() : int64_t(16));
    }
    int64_t offDiv = off.isConst() ? (off.constValue() == 0 ? (int64_t(1) << 30) : std::abs(off.constValue()))
                                   : Int::symbolic(off).divisibility();
    int64_t offBytes = byteDivisibility(v.elem, offDiv);
    if (offBytes == 0)
      return Error("element offset " + off.str() + " of the " + v.elem.str() +
                   " tensor is not provably on a byte boundary (bit-packed " + std::to_string(v.elem.bitWidth()) +
                   "-bit elements: an access must start at a multiple of " +
                   std::to_string(8 / std::gcd<int64_t>(8, v.elem.bitWidth())) + " elements)");
    // The largest power of two dividing every address the access may start at (a 12-aligned base:
    // 4, never 8), at most the largest power of two in the access's size (a 12-byte access at a
    // 16-byte boundary: 8).
    int64_t g = std::gcd(baseAlign, offBytes);
    int64_t cap = bytes;
    while (!isPowerOfTwo(cap))
      cap &= cap - 1;
    return std::min(g & -g, cap);
  }

  // The atom's soffset, counted in elements of the buffer tensor `elem` (FlyDSL's meaning, its
  // computeSoffset), as the scalar byte offset the hardware adds: soffset * bits / 8 (floored for
  // sub-byte elements). Emitted just before `access`, which takes it as its last operand.
  Value *soffsetBytes(const AtomInfo &atom, Type elem, Operation *access) {
    Block *block = b_.insertionBlock();
    Operation *before = b_.insertionPointOp();
    b_.setInsertionPoint(access);
    Value *s = scaledSoffset(atom, elem);
    if (before)
      b_.setInsertionPoint(before);
    else
      b_.setInsertionPointToEnd(block);
    return s;
  }
  Value *scaledSoffset(const AtomInfo &atom, Type elem) {
    Value *s = emitter_.castTo(atom.soffset, ctx_.i32());
    int64_t bits = elem.bitWidth();
    if (bits == 8)
      return s;
    if (bits % 8 == 0)
      return b_.binary(OpCode::ArithMulI, s, b_.constantInt(bits / 8, ctx_.i32()));
    return b_.binary(OpCode::ArithDivUI, b_.binary(OpCode::ArithMulI, s, b_.constantInt(bits, ctx_.i32())),
                     b_.constantInt(8, ctx_.i32()));
  }

  // Through a buffer tensor, the atom's cache policy and soffset go on the access.
  void bufferModifiers(const AtomInfo &atom, const View &v, Operation *access) {
    if (v.space != AddressSpace::BufferDesc)
      return;
    if (atom.spec.cacheModifier)
      access->setAttr("cache", ctx_.i32Attr(atom.spec.cacheModifier));
    if (atom.soffset)
      access->appendOperand(soffsetBytes(atom, v.elem, access));
  }

  Result<Value *> memoryLoad(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs) {
    Type t = accessType(v.elem, int64_t(offs.size()));
    FLY_TRY(align, alignment(v, offs[0], atom.spec.bits / 8));
    if (const target::TransposeRead *tr = atom.spec.transpose) {
      // One lane's 64 (96) bits of the group's block, read at its own address.
      FLY_TRY(laneAlign, alignment(v, offs[0], tr->alignBytes));
      if (laneAlign < tr->alignBytes)
        return Error("copy atom '" + atom.spec.name() + "' (" + std::string(tr->instr) + ") reads " +
                     std::to_string(tr->bits / 8) + " bytes per lane at " + std::to_string(tr->alignBytes) +
                     "-byte aligned addresses: the LDS offset " + offs[0].str() + " (" + v.elem.str() +
                     " elements) is not provably " + std::to_string(tr->alignBytes) + "-byte aligned");
      std::optional<OpCode> code = lookupOpCode(tr->rocdlOp);
      if (!code || !t.isa<VectorType>())
        return Error("copy atom '" + atom.spec.name() + "' delivers " + std::to_string(atom.spec.bits / tr->granularity) +
                     " elements per lane, not one " + t.str());
      return b_.create(*code, {pointerAt(v, offs[0])}, {t})->result(0);
    }
    Operation *ld = b_.create(OpCode::FlyPtrLoad, {pointerAt(v, offs[0])}, {t});
    if (v.space != AddressSpace::BufferDesc)
      ld->setAttr("alignment", ctx_.i64Attr(align));
    bufferModifiers(atom, v, ld);
    return ld->result(0);
  }

  // `fetch`: an atomic store that returns the value it replaced.
  Result<Operation *> memoryStore(const AtomInfo &atom, const View &v, const std::vector<SymExpr> &offs, Value *value,
                                  bool fetch = false) {
    FLY_TRY(align, alignment(v, offs[0], atom.spec.bits / 8));
    std::vector<Type> results;
    if (fetch)
      results.push_back(value->type());
    Value *operands[] = {value, pointerAt(v, offs[0])};
    Operation *st = b_.create(OpCode::FlyPtrStore, operands, results);
    if (v.space != AddressSpace::BufferDesc)
      st->setAttr("alignment", ctx_.i64Attr(align));
    // An atomic atom's store is a read-modify-write of the destination (codegen: atomicrmw).
    if (atom.spec.atomic)
      st->setAttr("atomic", ctx_.stringAttr(atom.spec.atomicOp));
    bufferModifiers(atom, v, st);
    return st;
  }

  Result<Value *> registerLoad(const View &v, const std::vector<SymExpr> &offs) {
    for (const SymExpr &o : offs)
      if (!o.isConst())
        return Error("a register tensor is indexed by a dynamic offset (" + o.str() + ")");
    if (contiguous(offs)) {
      Operation *ld = b_.create(OpCode::FlyPtrLoad, {pointerAt(v, offs[0])}, {accessType(v.elem, int64_t(offs.size()))});
      return ld->result(0);
    }
    std::vector<Value *> elems;
    for (const SymExpr &o : offs)
      elems.push_back(b_.create(OpCode::FlyPtrLoad, {pointerAt(v, o)}, {v.elem})->result(0));
    Type vt[] = {accessType(v.elem, int64_t(offs.size()))};
    return b_.create(OpCode::VectorFromElements, elems, vt)->result(0);
  }

  Result<bool> registerStore(const View &v, const std::vector<SymExpr> &offs, Value *value) {
    for (const SymExpr &o : offs)
      if (!o.isConst())
        return Error("a register tensor is indexed by a dynamic offset (" + o.str() + ")");
    if (contiguous(offs)) {
      b_.create(OpCode::FlyPtrStore, {value, pointerAt(v, offs[0])}, {});
      return true;
    }
    for (size_t i = 0; i < offs.size(); ++i) {
      int64_t pos[] = {int64_t(i)};
      Value *e = b_.create(OpCode::VectorExtract, {value}, {v.elem},
                           {{"static_position", ctx_.denseArrayAttr(pos, 64)}})->result(0);
      b_.create(OpCode::FlyPtrStore, {e, pointerAt(v, offs[i])}, {});
    }
    return true;
  }

  Result<bool> emitCall(const AtomInfo &atom, const View &src, const View &dst, int64_t first, int64_t count) {
    FLY_TRY(so, offsets(src, first, count));
    FLY_TRY(doffs, offsets(dst, first, count));
    bool srcReg = src.space == AddressSpace::Register, dstReg = dst.space == AddressSpace::Register;
    if (!srcReg && !contiguous(so))
      return Error("values " + std::to_string(first) + ".." + std::to_string(first + count - 1) + " of the source " +
                   src.layout.str() + " are not contiguous, so one " + std::to_string(atom.spec.bits) +
                   "-bit access cannot move them");
    if (!dstReg && !contiguous(doffs))
      return Error("values " + std::to_string(first) + ".." + std::to_string(first + count - 1) +
                   " of the destination " + dst.layout.str() + " are not contiguous, so one " +
                   std::to_string(atom.spec.bits) + "-bit access cannot move them");
    for (auto [v, offs] : {std::pair<const View *, std::vector<SymExpr> *>{&src, &so}, {&dst, &doffs}}) {
      if (v->space == AddressSpace::Register)
        continue;
      SymExpr o = (*offs)[0];
      int64_t bytes = atom.spec.bits / 8;
      // Bit-packed sub-byte elements: a memory access starts on a byte (checked by alignment()).
      if (isSubByte(v->elem)) {
        FLY_TRY(a, alignment(*v, o, bytes));
        (void)a;
      }
      if (o.isConst() && byteDivisibility(v->elem, o.constValue()) % std::min<int64_t>(bytes, 4) != 0 &&
          v->space == AddressSpace::Shared)
        return Error("the LDS access at element offset " + std::to_string(o.constValue()) + " is not " +
                     std::to_string(std::min<int64_t>(bytes, 4)) + "-byte aligned");
    }
    if (atom.spec.desc->ldsDma)
      return emitLdsDma(atom, src, dst, so[0], doffs[0]);
    Value *value;
    if (srcReg) {
      FLY_TRY(x, registerLoad(src, so));
      value = x;
    } else {
      FLY_TRY(x, memoryLoad(atom, src, so));
      value = x;
    }
    if (src.elem != dst.elem) { // one width (lowerCopy): the same bits, seen as the destination's type
      Value *from[] = {value};
      Type to[] = {accessType(dst.elem, count)};
      value = b_.create(OpCode::ArithBitcast, from, to)->result(0);
    }
    if (dstReg) {
      FLY_TRY(ok, registerStore(dst, doffs, value));
      (void)ok;
    } else {
      FLY_TRY(ok, memoryStore(atom, dst, doffs, value));
      (void)ok;
    }
    return true;
  }

  // ---- atoms of several lanes ----------------------------------------------------------------

  // An atom whose call is one instruction shared by groups of `threads` lanes (the LDS transpose
  // reads): its thread-value layouts say what lane t of a group gets from the group's addresses, so
  // the tiled copy's thread index must be the lane's (the source a partition by gpu.thread_id x), and
  // every lane of every wave must take part (the instruction is undefined with EXEC not all ones: no
  // predicate, and a block of whole waves).
  Result<bool> checkLaneGroups(const AtomInfo &atom, const View &src, bool predicated) {
    std::string name = atom.spec.name(), lanes = std::to_string(atom.spec.desc->threads);
    if (predicated)
      return Error("copy atom '" + name + "' is one instruction for each group of " + lanes +
                   " lanes and needs every lane of the wave: it cannot be predicated");
    SymExpr tid = threadIdVar(src.thread);
    if (src.thread.isNull() || !tid || !(Int::symbolic(src.thread) - Int::symbolic(tid)).expr().isConst() ||
        (Int::symbolic(src.thread) - Int::symbolic(tid)).expr().constValue() % arch_->waveSize != 0)
      return Error("copy atom '" + name + "' hands each of " + lanes +
                   " lanes its part of the group's data, so its source must be a tiled-copy partition "
                   "(fly.tiled_copy.partition_src) by the lane's thread index gpu.thread_id x");
    LaunchBounds bounds = launchBoundsOf(func_);
    int64_t bx = bounds.blockSize[0].value_or(0);
    if (bx == 0 || bx % arch_->waveSize != 0)
      return Error("copy atom '" + name + "' needs every lane of each wave: the block needs known_block_size with an "
                   "x size that is a multiple of " + std::to_string(arch_->waveSize));
    return true;
  }

  // ---- LDS DMA -----------------------------------------------------------------------------

  // The thread-index variable (gpu.thread_id x) an expression uses, or the null expression.
  SymExpr threadIdVar(SymExpr e) {
    if (e.isNull() || e.isConst())
      return SymExpr();
    if (e.isVar()) {
      Value *v = syms_.valueOf(e.varId());
      Operation *def = v ? v->definingOp() : nullptr;
      if (def && def->is(OpCode::GpuThreadId) && def->strAttr("dimension") != "y" && def->strAttr("dimension") != "z")
        return e;
      return SymExpr();
    }
    if (SymExpr a = threadIdVar(e.lhs()))
      return a;
    return threadIdVar(e.rhs());
  }

  // One LDS DMA call: the hardware writes lane L's bytes at the wave's LDS base + L * bytes, so the
  // thread's LDS destination must be exactly that. Checked here for every thread of the block from the
  // destination's offset (thread t of wave w: off(64w + i) - off(64w) == i * bytes); the wave's base
  // is the offset of its first lane, off(64 * floor(t / 64)).
  Result<bool> emitLdsDma(const AtomInfo &atom, const View &src, const View &dst, SymExpr srcOff, SymExpr dstOff) {
    int64_t bytes = atom.spec.bits / 8;
    int64_t wave = arch_->waveSize;
    std::string name(atom.spec.desc->opName);
    SymExpr tid = threadIdVar(dstOff);
    if (!tid) {
      // FlyDSL's form: the destination does not depend on the lane (a wave-uniform address, e.g. through
      // rocdl.readfirstlane), so it is the wave's LDS base itself, as the atom call's LDS pointer is in
      // FlyDSL (its buffer_copy_lds passes it to raw.ptr.buffer.load.lds as the base the hardware adds
      // L * bytes to). The source is each lane's own address, as FlyDSL computes it (its layouts
      // carry no divisibility, so nothing about it can be proved here: the instruction is FlyDSL's).
      FLY_TRY(align, alignment(dst, dstOff, 4));
      if (align < 4)
        return Error("copy atom '" + name + "' moves whole dwords: the LDS base offset " + dstOff.str() +
                     " is not provably 4-byte aligned");
      Operation *op = b_.create(OpCode::FlyPtrLoadLds, {pointerAt(src, srcOff), pointerAt(dst, dstOff)}, {});
      op->setAttr("bytes", ctx_.i32Attr(int32_t(bytes)));
      if (src.space == AddressSpace::BufferDesc && atom.soffset)
        op->appendOperand(soffsetBytes(atom, src.elem, op));
      return true;
    }
    LaunchBounds bounds = launchBoundsOf(func_);
    int64_t bx = bounds.blockSize[0].value_or(0);
    bool oneDim = bounds.blockSize[1].value_or(0) == 1 && bounds.blockSize[2].value_or(0) == 1;
    if (bx == 0 || !(bx % wave == 0 || oneDim))
      return Error("copy atom '" + name + "' needs the block's shape (known_block_size with an x size that is a "
                   "multiple of " + std::to_string(wave) + ", or a one-dimensional block) to check its LDS destinations");
    auto at = [&](int64_t t) {
      return dstOff.substitute({{tid.varId(), SymExpr::constant(t)}});
    };
    for (int64_t w = 0; w * wave < bx; ++w) {
      SymExpr first = at(w * wave);
      for (int64_t i = 1; i < wave && w * wave + i < bx; ++i) {
        SymExpr d = (Int::symbolic(at(w * wave + i)) - Int::symbolic(first)).expr();
        if (!d.isConst() || byteDivisibility(dst.elem, d.constValue()) != i * bytes)
          return Error("copy atom '" + name + "' writes lane L's " + std::to_string(bytes) +
                       " bytes at the wave's LDS base + L * " + std::to_string(bytes) + ", but thread " +
                       std::to_string(w * wave + i) + "'s LDS destination " + dstOff.str() + " is " +
                       (d.isConst() ? std::to_string(byteDivisibility(dst.elem, d.constValue())) + " bytes" : "not a constant offset") +
                       " from its wave's first lane, not " + std::to_string(i * bytes));
      }
    }
    for (auto [v, o] : {std::pair<const View *, SymExpr>{&src, srcOff}, {&dst, dstOff}}) {
      FLY_TRY(align, alignment(*v, o, 4));
      if (align < 4)
        return Error("copy atom '" + name + "' moves whole dwords: the " + (v == &src ? "source" : "LDS destination") +
                     " offset " + o.str() + " is not provably 4-byte aligned");
    }
    SymExpr waveFirst = floorDiv(tid, SymExpr::constant(wave)) * SymExpr::constant(wave);
    SymExpr base = dstOff.substitute({{tid.varId(), waveFirst}});
    // FlyDSL's imm_offset: the instruction's immediate offset, in bytes (it moves the source and the
    // LDS destination alike); FlyDSL passes it to the intrinsic's immediate, so it is a constant.
    int64_t immOffset = 0;
    if (atom.immOffset) {
      std::optional<int64_t> c = constantIntValue(atom.immOffset);
      if (!c)
        return Error("copy atom '" + name + "': imm_offset must be a constant (the instruction's immediate offset)");
      if (*c < 0 || *c > 4095)
        return Error("copy atom '" + name + "': imm_offset " + std::to_string(*c) +
                     " does not fit the instruction's 12-bit immediate offset (0..4095 bytes)");
      immOffset = *c;
    }
    Operation *op = b_.create(OpCode::FlyPtrLoadLds, {pointerAt(src, srcOff), pointerAt(dst, base)}, {});
    op->setAttr("bytes", ctx_.i32Attr(int32_t(bytes)));
    if (immOffset)
      op->setAttr("offset", ctx_.i32Attr(int32_t(immOffset)));
    if (src.space == AddressSpace::BufferDesc && atom.soffset)
      op->appendOperand(soffsetBytes(atom, src.elem, op));
    return true;
  }

  // ---- tensor tiles (gfx1250's tensor data mover, docs/tdm.md; state, descriptor: TensorTile.h) ----

  Result<AtomInfo> tensorTileAtom(Value *v, AtomInfo info) {
    FLY_TRY(state, readTensorTileState(v, info.spec.tile, info.spec.desc->opName));
    info.tile = state;
    return info;
  }

  // fly.copy / fly.copy_atom_call(tdm atom, src, dst[, pred]): the whole tile in one instruction per
  // wave. The global tensor's modes, outermost first, are the tile's dimensions (its last mode,
  // stride 1, is the TDM's dimension 0; the atom's stride_D replace its other strides); the LDS
  // tensor starts where the TDM writes the tile: row-major over the same shape with the atom's
  // padding, and its layout must say so, or (FlyDSL's spelling, whose conversion reads the LDS
  // tensor's pointer only) be the unpadded row-major tile. With warps = W, wave w of the block moves
  // slab w of the outermost mode.
  Result<bool> lowerTensorTile(Operation *op, const AtomInfo &atom, Value *pred) {
    const target::TensorTileParams &p = atom.spec.tile;
    const TensorTileState &state = atom.tile;
    std::string name(atom.spec.desc->opName);
    if (pred && !pred->type().isInteger(1))
      return Error("copy atom '" + name + "' moves a whole tile: its predicate is one i1, not " + pred->type().str());
    FLY_TRY(src, viewOf(op->operand(1)));
    FLY_TRY(dst, viewOf(op->operand(2)));
    bool load = src.space == AddressSpace::Global && dst.space == AddressSpace::Shared;
    bool store = src.space == AddressSpace::Shared && dst.space == AddressSpace::Global;
    if (!load && !store)
      return Error("copy atom '" + name + "' moves a tile from a global tensor to an LDS tensor (tensor_load_to_lds) "
                   "or back (tensor_store_from_lds), not from " + spaceName(src.space) + " to " + spaceName(dst.space));
    if (src.elem != dst.elem)
      return Error("source and destination element types differ (" + src.elem.str() + ", " + dst.elem.str() + ")");
    const View &g = load ? src : dst, &l = load ? dst : src;
    if (g.through || l.through)
      return Error("copy atom '" + name + "' writes LDS row-major (with padding): a tensor through a composed "
                   "(swizzled) layout is not a TDM tile");
    int64_t elemBits = g.elem.bitWidth();
    if (elemBits != 8 && elemBits != 16 && elemBits != 32 && elemBits != 64)
      return Error("copy atom '" + name + "' moves 8-, 16-, 32- or 64-bit elements, not " + g.elem.str());
    if (atom.valBits != 0 && int64_t(atom.valBits) != elemBits)
      return Error("the atom is declared for " + std::to_string(atom.valBits) + "-bit values but the tensors hold " +
                   g.elem.str());
    int64_t elemBytes = elemBits / 8;
    const int R = p.rank;
    auto modesOf = [](const IntTuple &t) {
      return t.isLeaf() ? std::vector<IntTuple>{t} : t.elements();
    };
    std::vector<IntTuple> gShape = modesOf(g.layout.shape()), gStride = modesOf(g.layout.stride());
    if (int(gShape.size()) != R)
      return Error("copy atom '" + name + "' has rank " + std::to_string(R) + ", but the global tensor " +
                   g.layout.str() + " has " + std::to_string(gShape.size()) + " modes");
    // dim k (0 innermost) is mode R-1-k.
    int64_t tile[target::kTdmMaxDims] = {1, 1, 1, 1, 1};
    std::vector<Int> stride(R);
    for (int k = 0; k < R; ++k) {
      const IntTuple &sh = gShape[size_t(R - 1 - k)], &st = gStride[size_t(R - 1 - k)];
      if (!sh.isLeaf() || !st.isLeaf())
        return Error("the global tensor " + g.layout.str() + " has a nested mode: a TDM tile's modes are flat");
      if (!sh.leaf().isStatic() || sh.leaf().value() < 1 || sh.leaf().value() > 0xffff)
        return Error("the tile's extents must be static and 1..65535, got " + g.layout.str());
      tile[k] = sh.leaf().value();
      stride[k] = st.leaf();
      if (stride[k].isStatic() && stride[k].value() < 0)
        return Error("the global tensor " + g.layout.str() + " has a negative stride");
    }
    if (!stride[0].is(1))
      return Error("the last mode of the global tensor " + g.layout.str() +
                   " must have stride 1 (it is the tensor data mover's contiguous dimension 0)");
    // LDS: the tile in row-major order (dim 0 fastest), `pad.amount` elements after every
    // `pad.interval` elements.
    if (p.padInterval) {
      int64_t iv = p.padInterval * elemBytes, am = p.padAmount * elemBytes;
      int64_t ivDw = iv / 4, amDw = am / 4;
      if (iv % 4 || am % 4 || ivDw < 2 || ivDw > 256 || amDw < 1 || amDw > 128 || (ivDw & (ivDw - 1)))
        return Error("gfx1250 TDM: padding (interval=" + std::to_string(p.padInterval) + ", amount=" +
                     std::to_string(p.padAmount) + " elements at " + std::to_string(elemBits) +
                     "-bit) is not encodable: the interval must be 2..256 dwords, a power of two, and the amount "
                     "1..128 dwords");
    }
    auto padded = [&](int64_t e) { return p.padInterval ? e + e / p.padInterval * p.padAmount : e; };
    if (!l.layout.isStatic())
      return Error("the LDS tensor " + l.layout.str() + " must have a static layout");
    Int lsize = size(l.layout);
    int64_t elems = tile[0] * tile[1] * tile[2] * tile[3] * tile[4];
    if (!lsize.isStatic() || lsize.value() != elems)
      return Error("the LDS tensor " + l.layout.str() + " and the global tile " + g.layout.str() + " differ in size");
    std::vector<IntTuple> lShape = modesOf(l.layout.shape());
    if (int(lShape.size()) != R)
      return Error("the LDS tensor " + l.layout.str() + " must have the global tile's " + std::to_string(R) + " modes");
    for (int k = 0; k < R; ++k)
      if (!(lShape[size_t(R - 1 - k)] == gShape[size_t(R - 1 - k)]))
        return Error("the LDS tensor " + l.layout.str() + " and the global tile " + g.layout.str() +
                     " differ in shape");
    FLY_TRY(origin, crd2idx(IntTuple(int64_t(0)), l.layout));
    bool asWritten = true, unpadded = p.padInterval != 0;
    std::string firstMismatch;
    for (int64_t e = 0; e < elems && (asWritten || unpadded); ++e) {
      std::vector<IntTuple> crd(size_t(R), IntTuple(int64_t(0)));
      int64_t rest = e;
      for (int k = 0; k < R; ++k) {
        crd[size_t(R - 1 - k)] = IntTuple(rest % tile[k]);
        rest /= tile[k];
      }
      FLY_TRY(at, crd2idx(R == 1 ? crd[0] : IntTuple(crd), l.layout));
      int64_t rel = at.isStatic() ? at.value() - origin.value() : -1;
      if (asWritten && rel != padded(e)) {
        asWritten = false;
        firstMismatch = "element " + std::to_string(e) + " is at " + at.str() + ", not " +
                        std::to_string(padded(e) + origin.value());
      }
      unpadded &= rel == e;
    }
    if (!asWritten && !unpadded) {
      std::string want = "row-major over the tile" + std::string(p.padInterval ? " with the atom's padding, or "
                                                                                   "without it (FlyDSL's spelling)"
                                                                                 : "");
      return Error("the LDS tensor " + l.layout.str() + " is not laid out as the tensor data mover writes it (" +
                   want + "): " + firstMismatch);
    }
    // Waves: W slabs of the outermost dimension.
    const int W = p.warps, outer = R - 1;
    if (tile[outer] % W)
      return Error("warps = " + std::to_string(W) + " must divide the outermost extent " + std::to_string(tile[outer]));
    int64_t slab = tile[outer] / W, below = elems / tile[outer];
    if (W > 1 && p.padInterval && (slab * below) % p.padInterval)
      return Error("with warps = " + std::to_string(W) + " each wave's slab (" + std::to_string(slab * below) +
                   " elements) must be a whole number of padding intervals (" + std::to_string(p.padInterval) + ")");
    b_.setInsertionPoint(op);
    b_.setLoc(op->loc());
    if (pred)
      enterIf(pred);
    Value *waveId = nullptr;
    if (W > 1) {
      FLY_TRY(id, tileWaveId(W));
      waveId = id;
    }
    TdmDescriptorBuilder d(b_, ctx_);
    FLY_TRY(ok0, d.set(target::TdmField::Predicate, 1));
    FLY_TRY(ok1, d.set(target::TdmField::Type, int64_t(target::kTdmTensorType)));
    FLY_TRY(ok2, d.set(target::TdmField::DataSize, int64_t(std::countr_zero(uint64_t(elemBytes)))));
    FLY_TRY(ok3, d.set(target::TdmField::BarrierEnable, p.barrier ? 1 : 0));
    FLY_TRY(ok4, d.set(target::TdmField::EarlyTimeout, p.timeout ? 1 : 0));
    (void)ok0, (void)ok1, (void)ok2, (void)ok3, (void)ok4;
    if (state.workgroupMask)
      d.set(target::TdmField::MulticastMask, emitter_.castTo(state.workgroupMask, ctx_.i32()));
    if (p.padInterval) {
      int64_t ivDw = p.padInterval * elemBytes / 4, amDw = p.padAmount * elemBytes / 4;
      FLY_TRY(a, d.set(target::TdmField::PadEnable, 1));
      FLY_TRY(b, d.set(target::TdmField::PadInterval, int64_t(std::countr_zero(uint64_t(ivDw))) - 1));
      FLY_TRY(c, d.set(target::TdmField::PadAmount, amDw - 1));
      (void)a, (void)b, (void)c;
    }
    // Strides (dims 1..R-1): the atom's stride_D where set (FlyDSL's -2^31 keeps the layout's), else
    // the global tensor's layout stride. i32 where dynamic (element offsets below 2^31).
    std::vector<Value *> dynStride(size_t(R), nullptr);
    for (int k = 1; k < R; ++k) {
      Value *set = state.strides[size_t(R - 1 - k)];
      if (!set)
        continue;
      if (auto c = constantIntValue(set)) {
        if (*c != kTdmStrideUnset)
          stride[k] = Int(*c);
        if (stride[k].isStatic() && stride[k].value() < 0)
          return Error("stride_" + std::to_string(R - 1 - k) + " is negative (" + std::to_string(*c) + ")");
        continue;
      }
      Value *v64 = emitter_.castTo(set, ctx_.i64());
      Value *layoutStride = stride[k].isStatic() ? b_.constantInt(stride[k].value(), ctx_.i64())
                                                 : emitter_.castTo(emitter_.emit(stride[k].expr(), ctx_.i32()), ctx_.i64());
      Value *unset = b_.cmpi("eq", v64, b_.constantInt(kTdmStrideUnset, ctx_.i64()));
      dynStride[size_t(k)] = b_.create(OpCode::ArithSelect, {unset, layoutStride, v64}, {ctx_.i64()})->result(0);
    }
    auto strideValue = [&](int k) -> Value * {
      if (dynStride[size_t(k)])
        return b_.cast(OpCode::ArithTruncI, dynStride[size_t(k)], ctx_.i32());
      return stride[k].isStatic() ? b_.constantInt(stride[k].value(), ctx_.i32())
                                  : emitter_.emit(stride[k].expr(), ctx_.i32());
    };
    // Addresses: the tile's first element (plus the wave's slab).
    SymExpr gOff = g.offset, lOff = (Int::symbolic(l.offset) + origin).expr();
    Value *slabIndex = waveId;
    for (int k = 0; k < R; ++k) {
      int64_t t = k == outer ? slab : tile[k];
      FLY_TRY(okt, d.set(target::tdmTileDim(unsigned(k)), t));
      (void)okt;
      if (k > 0) {
        if (dynStride[size_t(k)]) {
          d.set(target::tdmStride(unsigned(k)), dynStride[size_t(k)]);
        } else if (stride[k].isStatic()) {
          FLY_TRY(oks, d.set(target::tdmStride(unsigned(k)), stride[k].value()));
          (void)oks;
        } else {
          d.set(target::tdmStride(unsigned(k)), emitter_.emit(stride[k].expr(), ctx_.i32()));
        }
      }
      // Elements from the (wave's) tile start to the tensor's edge.
      Value *extent = state.extents[size_t(R - 1 - k)];
      if (!extent && !(k == outer && slabIndex)) {
        FLY_TRY(oke, d.set(target::tdmTensorDim(unsigned(k)), t));
        (void)oke;
        continue;
      }
      Value *e = extent ? emitter_.castTo(extent, ctx_.i32()) : b_.constantInt(tile[k], ctx_.i32());
      if (k == outer && slabIndex)
        e = b_.binary(OpCode::ArithSubI, e, b_.binary(OpCode::ArithMulI, slabIndex, b_.constantInt(slab, ctx_.i32())));
      e = b_.binary(OpCode::ArithMaxSI, e, b_.constantInt(0, ctx_.i32()));
      d.set(target::tdmTensorDim(unsigned(k)), e);
    }
    Value *gPtr, *lPtr;
    if (slabIndex) {
      Value *gStep = b_.binary(OpCode::ArithMulI, slabIndex,
                               b_.binary(OpCode::ArithMulI, strideValue(outer), b_.constantInt(slab, ctx_.i32())));
      Value *lStep = b_.binary(OpCode::ArithMulI, slabIndex, b_.constantInt(padded(slab * below), ctx_.i32()));
      gPtr = b_.create(OpCode::FlyAddOffset, {pointerAt(g, gOff), intTuple(gStep)}, {g.base->type()})->result(0);
      lPtr = b_.create(OpCode::FlyAddOffset, {pointerAt(l, lOff), intTuple(lStep)}, {l.base->type()})->result(0);
    } else {
      gPtr = pointerAt(g, gOff);
      lPtr = pointerAt(l, lOff);
    }
    Value *gAddr = b_.create(OpCode::FlyPtrToInt, {gPtr}, {ctx_.i64()})->result(0);
    if (state.immOffset) // bytes, added in i64 (FlyDSL: a K loop moves the tile by bumping one scalar)
      gAddr = b_.binary(OpCode::ArithAddI, gAddr, emitter_.castTo(state.immOffset, ctx_.i64()));
    d.set(target::TdmField::GlobalAddress, gAddr);
    d.set(target::TdmField::LdsAddress, b_.create(OpCode::FlyPtrToInt, {lPtr}, {ctx_.i32()})->result(0));
    std::vector<Value *> groups;
    for (unsigned grp = 0; grp < (R > 2 ? 4u : 2u); ++grp)
      groups.push_back(d.group(grp));
    Operation *mover = b_.create(load ? OpCode::RocdlTensorLoadToLds : OpCode::RocdlTensorStoreFromLds, groups, {});
    mover->setAttr("cachepolicy", ctx_.i32Attr(atom.spec.cacheModifier));
    return true;
  }

  // The wave's number among the W that share a tile (entering `scf.if wave < W` when the block may
  // have more waves): thread x / wave size for a one-dimensional block, else the linear thread id
  // (x fastest, as waves are formed; FlyDSL reads rocdl.wave.id) / wave size.
  Result<Value *> tileWaveId(int W) {
    LaunchBounds bounds = launchBoundsOf(func_);
    int64_t wave = arch_->waveSize;
    bool oneDim = bounds.blockSize[1].value_or(0) == 1 && bounds.blockSize[2].value_or(0) == 1;
    int64_t bx = oneDim ? bounds.blockSize[0].value_or(0) : 0;
    if (bx && bx < W * wave)
      return Error("warps = " + std::to_string(W) + " but the block has " + std::to_string((bx + wave - 1) / wave) +
                   " waves of " + std::to_string(wave));
    auto dim = [&](OpCode code, char c) { return b_.cast(OpCode::ArithIndexCast, b_.gpuDim(code, c), ctx_.i32()); };
    Value *tid = dim(OpCode::GpuThreadId, 'x');
    if (!oneDim) {
      Value *yz = b_.binary(OpCode::ArithAddI, dim(OpCode::GpuThreadId, 'y'),
                            b_.binary(OpCode::ArithMulI, dim(OpCode::GpuBlockDim, 'y'), dim(OpCode::GpuThreadId, 'z')));
      tid = b_.binary(OpCode::ArithAddI, tid, b_.binary(OpCode::ArithMulI, dim(OpCode::GpuBlockDim, 'x'), yz));
    }
    Value *waveId = b_.binary(OpCode::ArithDivUI, tid, b_.constantInt(wave, ctx_.i32()));
    if (bx != W * wave)
      enterIf(b_.cmpi("ult", waveId, b_.constantInt(W, ctx_.i32())));
    return waveId;
  }

  // Continues building inside a new `scf.if %cond` (no results) at the insertion point.
  void enterIf(Value *cond) {
    Operation *guard = b_.createIf(cond, {}, false);
    Block *then = guard->region(0).front();
    b_.setInsertionPointToEnd(then);
    b_.yield();
    b_.setInsertionPoint(then->terminator());
  }

  Value *intTuple(Value *x) {
    return b_.create(OpCode::FlyMakeIntTuple, {x}, {IntTupleType::get(ctx_, IntTuple(Int::dynamic(1)))})->result(0);
  }

  Operation *func_;
  Context &ctx_;
  const target::Arch *arch_;
  IRSymbols syms_;
  OpBuilder b_;
  ArithEmitter emitter_;
  std::vector<Diagnostic> &diags_;
  std::unordered_map<Value *, View> views_;
  Operation *errorAt_ = nullptr;
};

class AtomLoweringPass : public Pass {
public:
  std::string_view name() const override { return "atom-lowering"; }
  std::string_view description() const override {
    return "lower copy atoms (fly.copy, fly.copy_atom_call, tiled-copy partitions) to loads, stores and buffer "
           "intrinsics, and MMA atom calls to MFMA/WMMA intrinsics, for the target arch";
  }
  bool run(Operation *module, std::vector<Diagnostic> &diags) override {
    // --mcpu, else the module's #rocdl.target, else the atoms' family (ModuleArch.h).
    auto arch = moduleArch(module, this->arch());
    if (!arch.ok()) {
      diags.push_back(Diagnostic{Severity::Error, module->loc(), "atom-lowering: " + arch.error().message, {}});
      return false;
    }
    bool ok = true;
    module->walk([&](Operation *op) {
      if (op->is(OpCode::FuncFunc) || op->is(OpCode::GpuFunc))
        ok &= FunctionLowering(op, *arch, diags).run();
    });
    // The MMA half (lib/transforms/MmaLowering.cpp).
    return lowerMmaAtomCalls(module, *arch, diags) && ok;
  }
};

} // namespace

std::unique_ptr<Pass> createAtomLoweringPass() { return std::make_unique<AtomLoweringPass>(); }

} // namespace fly::transforms
