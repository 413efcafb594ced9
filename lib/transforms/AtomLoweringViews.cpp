// atom-lowering: copy atoms (atomOf) and views: tensors resolved to a base pointer, an element offset
// and a static layout (computeView), and the layouts, tuples and tilers they are built from.
#include "AtomLoweringImpl.h"

namespace fly::transforms::atom_lowering {

// ---- atoms -------------------------------------------------------------------------------

Result<AtomInfo> FunctionLowering::atomOf(Value *v) {
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
Result<IntTuple> FunctionLowering::symTuple(Value *v) {
  auto *tt = v->type().dyn_cast<IntTupleType>();
  if (!tt)
    return Error("expected an int_tuple, got " + v->type().str());
  Operation *def = v->definingOp();
  if (tt->isStatic() || (def && def->is(OpCode::FlyStatic)))
    return tt->value(); // `*` leaves included
  if (!def || !(def->is(OpCode::FlyMakeIntTuple) || def->is(OpCode::FlyMakeShape) ||
                def->is(OpCode::FlyMakeStride) || def->is(OpCode::FlyMakeCoord)))
    return Error("the dynamic leaves of " + v->type().str() + " are not built from SSA scalars here");
  unsigned used = 0;
  std::optional<IntTuple> r = syms_.dynamicLeaves(tt->value(), def, used);
  if (!r)
    return Error("operands do not match the dynamic leaves of " + v->type().str());
  return *r;
}

Result<Layout> FunctionLowering::symLayout(Value *v) {
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
Result<ComposedLayout> FunctionLowering::symComposed(Value *v) {
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
Result<SymExpr> FunctionLowering::physical(const View &v, SymExpr o) {
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
Result<Layout> FunctionLowering::layoutLike(Value *like) {
  if (like->type().isa<MemRefType>()) {
    FLY_TRY(inner, viewOf(like));
    return inner.layout;
  }
  return symLayout(like);
}

// The view of a register tensor `v` made by `def` with layout `l`: its own registers, from 0.
View FunctionLowering::registerRoot(Operation *def, Value *v, View view, const Layout &l) {
  b_.setInsertionPointAfter(def);
  b_.setLoc(def->loc());
  Type pt = PointerType::get(ctx_, view.elem, AddressSpace::Register);
  view.base = b_.create(OpCode::FlyGetIter, {v}, {pt})->result(0);
  view.root = def;
  view.offset = SymExpr::constant(0);
  view.layout = l;
  return view;
}

Result<View> FunctionLowering::viewOf(Value *v) {
  if (auto it = views_.find(v); it != views_.end())
    return it->second;
  Result<View> r = computeView(v);
  if (r.ok())
    views_[v] = *r;
  else if (!errorAt_)
    errorAt_ = v->definingOp();
  return r;
}

Result<View> FunctionLowering::computeView(Value *v) {
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
      // Of a register tensor (FlyDSL's make_fragment_like(frag_C, bf16) of an MMA fragment), the
      // declared layout may nest mode 0 as the source's declaration does where Fly's view of the
      // fragment nests it otherwise: the same registers, as for the MMA fragment itself.
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
  case OpCode::FlyCoalesce:
  case OpCode::FlyComposition: {
    // A tensor seen through its coalesced layout, or composed with a layout or tiler (FlyDSL's
    // LayoutLowering): the same elements where they were, the transformed layout.
    FLY_TRY(inner, viewOf(def->operand(0)));
    Result<Layout> l = Error("");
    if (def->is(OpCode::FlyComposition)) {
      FLY_TRY(tiler, tilerOf(def->operand(1)));
      l = composition(inner.layout, tiler);
    } else if (def->numOperands() == 2) {
      FLY_TRY(profile, symTuple(def->operand(1)));
      l = coalesce(inner.layout, profile);
    } else {
      l = coalesce(inner.layout);
    }
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

Result<Tiler> FunctionLowering::tilerOf(Value *v) {
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

std::string FunctionLowering::layoutBodyText(Type t) {
  if (auto *l = t.dyn_cast<LayoutType>())
    return l->value().str();
  return t.str();
}

// The declared layout is the computed one: equal, or (both static) the same shape and the same
// index at every coordinate (the stride of an extent-1 mode is unobservable and printers differ on
// it). With `unitModesFree` (an MMA fragment: registers, not a partition), the same modes of the
// same sizes at the same offsets suffice: FlyDSL's scaled 16x16x128 MFMA declares its A fragment
// (32,1,2) where Fly's atom nests the values ((16,2),1,2), the same registers. (C partitions and
// fragments need no such freedom: the atoms' C layouts nest as FlyDSL's do, lib/target/MmaAtom.cpp.)
bool FunctionLowering::typeLevelEqual(const Layout &declared, const Layout &computed, bool unitModesFree) {
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

} // namespace fly::transforms::atom_lowering
