// atom-lowering: tensor tiles (gfx1250's tensor data mover, docs/tdm.md; state, descriptor:
// TensorTile.h).
#include "AtomLoweringImpl.h"

namespace fly::transforms::atom_lowering {

// ---- tensor tiles (gfx1250's tensor data mover, docs/tdm.md; state, descriptor: TensorTile.h) ----

Result<AtomInfo> FunctionLowering::tensorTileAtom(Value *v, AtomInfo info) {
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
Result<bool> FunctionLowering::lowerTensorTile(Operation *op, const AtomInfo &atom, Value *pred) {
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
Result<Value *> FunctionLowering::tileWaveId(int W) {
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

} // namespace fly::transforms::atom_lowering
