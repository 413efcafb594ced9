// atom-lowering: tiled copies for MMAs (fly.make_tiled_copy_A/B/C), tiled MMAs, their partition shapes,
// and fly.mma_atom_call / fly.gemm.
#include "AtomLoweringImpl.h"

namespace fly::transforms::atom_lowering {

bool FunctionLowering::isTiledCopyForMma(const Operation *op) {
  return op->is(OpCode::FlyMakeTiledCopyA) || op->is(OpCode::FlyMakeTiledCopyB) || op->is(OpCode::FlyMakeTiledCopyC);
}

// fly.make_tiled_copy_A/B/C(copy_atom, tiled_mma): CuTe's make_tiled_copy_impl(atom,
// tiled_mma.get_layoutX_TV(), (tile_size<row>, tile_size<col>)). The declared result type must be
// that tiled copy; the op becomes fly.make_tiled_copy(atom, layout, tile) of it.
bool FunctionLowering::lowerTiledCopiesForMma() {
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

Result<bool> FunctionLowering::lowerTiledCopyForMma(Operation *op) {
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

// ---- tiled MMAs --------------------------------------------------------------------------

// `operand_id = #fly<mma_operand a|b|c|d>` (FlyDSL's MmaOperand; D partitions like C).
Result<MmaOperand> FunctionLowering::mmaOperandOf(Operation *op) {
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
Result<const target::MmaAtom *> FunctionLowering::mmaAtomOf(Type t) {
  auto *at = t.dyn_cast<MmaAtomType>();
  if (!at)
    return Error("expected an !fly.mma_atom, got " + t.str());
  if (!arch_)
    return Error("needs a target arch to choose the matrix instruction (fly-opt --mcpu=ARCH)");
  return target::parseMmaAtomType(at->inner().str(), arch_);
}

Result<TiledMma> FunctionLowering::tiledMmaOf(Value *v, Operation *user, int operandIndex) {
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
Result<bool> FunctionLowering::foldPartitionShape(Operation *op) {
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
Result<bool> FunctionLowering::lowerGemm(Operation *op) {
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
Value *FunctionLowering::bitcastValues(Value *x, Type elem, int64_t count) {
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

} // namespace fly::transforms::atom_lowering
