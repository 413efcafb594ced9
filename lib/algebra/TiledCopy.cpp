// CuTe's tiled-copy partitioning (include/cute/atom/copy_atom.hpp), step by step on fly::Layout.
#include "fly/algebra/TiledCopy.h"

#include <functional>

namespace fly {
namespace {

IntTuple pair(IntTuple a, IntTuple b) { return IntTuple(std::vector<IntTuple>{std::move(a), std::move(b)}); }

// A layout's modes zipped: ((s0,s1),(t0,t1)) -> ((s0,t0),(s1,t1)) (CuTe's zip of a layout).
Result<Layout> zipLayout(const Layout &l) {
  FLY_TRY(s, zip(l.shape()));
  FLY_TRY(d, zip(l.stride()));
  return make_layout(s, d);
}

// Appends the top-level modes of `l` to `modes` (CuTe's `repeat<R>(_)` slice of a nested mode).
Result<bool> appendModes(std::vector<Layout> &modes, const Layout &l, size_t from = 0) {
  for (size_t i = from; i < rank(l); ++i) {
    FLY_TRY(m, get(l, i));
    modes.push_back(m);
  }
  return true;
}

// CuTe's Layout::with_shape: the layout composed with the compact layout of `shape`.
Result<Layout> withShape(const Layout &l, const IntTuple &shape) { return composition(l, make_layout(shape)); }

IntTuple productEach(const IntTuple &shape) {
  if (shape.isLeaf())
    return shape;
  std::vector<IntTuple> els;
  for (const IntTuple &e : shape.elements())
    els.push_back(IntTuple(product(e)));
  return IntTuple(std::move(els));
}

// ((t...),(v...)) composed mode 0 with `f`, mode 1 kept: CuTe's layout.compose(f, _).
Result<Layout> composeFirst(const Layout &l, const Layout &f) {
  return composition(l, Tiler::modes({Tiler(f), Tiler::keep()}));
}

// CuTe's tile2thrfrg: `tensor` is zipped_divide(tensor, tile) = ((TileM,TileN),(RestM,RestN,...)).
Result<Layout> tile2thrfrg(const TiledCopy &tc, const Layout &tensor, const Layout &ref2trg) {
  Int atomThr = tc.atom.numThr(), atomVal = tc.atom.numVal();
  // ((atom_tid,atom_val),(rest_tid,rest_val)) -> (m,n)
  FLY_TRY(atomLayoutTV, zipped_divide(tc.layoutTV, Tiler::fromShape(pair(IntTuple(atomThr), IntTuple(atomVal)))));
  // ((trg_tid,trg_val),(rest_tid,rest_val)) -> (m,n)
  FLY_TRY(trgLayoutTV, composeFirst(atomLayoutTV, ref2trg));
  // ((trg_tid,rest_tid),(trg_val,rest_val)) -> (m,n), each of the three groups coalesced
  FLY_TRY(zipped, zipLayout(trgLayoutTV));
  FLY_TRY(thrval2mn, coalesce(zipped, pair(IntTuple(1), pair(IntTuple(1), IntTuple(1)))));
  // ((thr,val),(RestM,RestN,...))
  FLY_TRY(tvTensor, composeFirst(tensor, thrval2mn));
  // tv_tensor(make_coord(_,_), _) = (thr, val, (RestM,RestN,...))
  FLY_TRY(tv, get(tvTensor, 0));
  FLY_TRY(thr, get(tv, 0));
  FLY_TRY(val, get(tv, 1));
  FLY_TRY(rest, get(tvTensor, 1));
  return make_layout(std::vector<Layout>{thr, val, rest});
}

Result<Layout> tidfrg(const TiledCopy &tc, const Layout &tensor, const Layout &atomTrg) {
  if (rank(tensor) < rank(tc.tile))
    return Error("tiled copy: the tensor " + tensor.str() + " has a lower rank than the tile " + tc.tile.str());
  FLY_TRY(divided, zipped_divide(tensor, Tiler::fromShape(tc.tile)));
  FLY_TRY(refInv, right_inverse(tc.atom.ref));
  FLY_TRY(ref2trg, composition(refInv, atomTrg));
  return tile2thrfrg(tc, divided, ref2trg);
}

// thr_tensor(thr_idx, _, repeat<R>(_)): the thread mode (returned first, to be evaluated at the
// thread) fixed, the rest modes flattened one level.
Result<std::pair<Layout, Layout>> threadAndValues(const TiledCopy &tc, const Layout &tensor, bool src) {
  FLY_TRY(tf, src ? tidfrg_S(tc, tensor) : tidfrg_D(tc, tensor));
  FLY_TRY(thr, get(tf, 0));
  FLY_TRY(val, get(tf, 1));
  FLY_TRY(rest, get(tf, 2));
  std::vector<Layout> modes{val};
  FLY_TRY(ok, appendModes(modes, rest));
  (void)ok;
  return std::make_pair(thr, make_layout(modes));
}

Result<ThreadPartition> partition(const TiledCopy &tc, const Layout &tensor, const Int &thread, bool src) {
  FLY_TRY(parts, threadAndValues(tc, tensor, src));
  FLY_TRY(offset, crd2idx(IntTuple(thread), parts.first));
  return ThreadPartition{offset, parts.second};
}

Result<ThreadCoordPartition> partitionCoord(const TiledCopy &tc, const Layout &tensor, const Int &thread, bool src) {
  FLY_TRY(parts, threadAndValues(tc, tensor, src));
  FLY_TRY(offset, crd2coord(IntTuple(thread), parts.first));
  return ThreadCoordPartition{offset, parts.second};
}

} // namespace

Int CopyAtomLayouts::numThr() const { return size(ref[0]); }
Int CopyAtomLayouts::numVal() const { return size(ref[1]); }

Result<CopyAtomLayouts> make_copy_atom_layouts(const Layout &thrId, const Layout &srcBits, const Layout &dstBits,
                                               const Layout &refBits, int valBits) {
  if (valBits <= 0)
    return Error("copy atom: value width must be positive, got " + std::to_string(valBits));
  CopyAtomLayouts a;
  a.thrId = thrId;
  const Layout *bitLayouts[] = {&srcBits, &dstBits, &refBits};
  Layout *valLayouts[] = {&a.src, &a.dst, &a.ref};
  for (int i = 0; i < 3; ++i) {
    FLY_TRY(bitsPerThread, size(*bitLayouts[i], 1));
    if (!bitsPerThread.isStatic() || bitsPerThread.value() % valBits != 0)
      return Error("copy atom: " + bitsPerThread.str() + " bits per thread are not a whole number of " +
                   std::to_string(valBits) + "-bit values");
    FLY_TRY(v, recast_layout(*bitLayouts[i], 1, valBits));
    *valLayouts[i] = v;
  }
  return a;
}

Result<std::pair<Layout, IntTuple>> make_layout_tv(const Layout &thr, const Layout &val) {
  // (M,N) -> (thr_idx, val_idx)
  FLY_TRY(layoutMN, raked_product(thr, val));
  // (thr_idx, val_idx) -> (M,N)
  FLY_TRY(inv, right_inverse(layoutMN));
  FLY_TRY(layoutTV, withShape(inv, pair(IntTuple(size(thr)), IntTuple(size(val)))));
  return std::make_pair(layoutTV, productEach(layoutMN.shape()));
}

Result<TiledCopy> make_tiled_copy(const CopyAtomLayouts &atom, const Layout &layoutTV, const IntTuple &tile) {
  if (!layoutTV.isStatic() || !tile.isStatic())
    return Error("make_tiled_copy: the thread-value layout " + layoutTV.str() + " and the tile " + tile.str() +
                 " must be static");
  if (rank(layoutTV) != 2)
    return Error("make_tiled_copy: the thread-value layout " + layoutTV.str() + " must have rank 2 (thread, value)");
  FLY_TRY(thr, size(layoutTV, 0));
  FLY_TRY(val, size(layoutTV, 1));
  Int atomThr = atom.numThr(), atomVal = atom.numVal();
  if (!atomThr.isStatic() || !atomVal.isStatic() || thr.value() % atomThr.value() != 0 ||
      val.value() % atomVal.value() != 0)
    return Error("make_tiled_copy: the thread-value layout " + layoutTV.str() + " (" + thr.str() + " threads, " +
                 val.str() + " values) does not cover whole atoms of " + atomThr.str() + " threads and " +
                 atomVal.str() + " values");
  if (cosize(layoutTV).value() > size(tile).value())
    return Error("make_tiled_copy: the thread-value layout " + layoutTV.str() + " reaches past the tile " + tile.str());
  return TiledCopy{atom, layoutTV, tile};
}

Result<TiledCopy> make_tiled_copy_tv(const CopyAtomLayouts &atom, const Layout &thr, const Layout &val) {
  FLY_TRY(tv, make_layout_tv(thr, val));
  return make_tiled_copy(atom, tv.first, tv.second);
}

Result<Layout> tidfrg_S(const TiledCopy &tc, const Layout &tensor) { return tidfrg(tc, tensor, tc.atom.src); }
Result<Layout> tidfrg_D(const TiledCopy &tc, const Layout &tensor) { return tidfrg(tc, tensor, tc.atom.dst); }

Result<ThreadPartition> partition_S(const TiledCopy &tc, const Layout &tensor, const Int &thread) {
  return partition(tc, tensor, thread, true);
}
Result<ThreadPartition> partition_D(const TiledCopy &tc, const Layout &tensor, const Int &thread) {
  return partition(tc, tensor, thread, false);
}
Result<ThreadCoordPartition> partition_S_coord(const TiledCopy &tc, const Layout &tensor, const Int &thread) {
  return partitionCoord(tc, tensor, thread, true);
}
Result<ThreadCoordPartition> partition_D_coord(const TiledCopy &tc, const Layout &tensor, const Int &thread) {
  return partitionCoord(tc, tensor, thread, false);
}

Result<Layout> retile(const TiledCopy &tc, const Layout &fragment) {
  FLY_TRY(V, size(fragment, 0));
  FLY_TRY(numThr, size(tc.layoutTV, 0));
  // (m,n) -> v_idx: the shape and order of the V values inside layoutTV
  FLY_TRY(inv, right_inverse(tc.layoutTV));
  FLY_TRY(invMN, withShape(inv, tc.tile));
  if (!V.isStatic())
    return Error("retile: the fragment " + fragment.str() + " must have a static first mode");
  FLY_TRY(frgLayoutMN, upcast(invMN, (numThr * V).value()));
  // (atom_vals,rest_vals) -> (v,m,n)
  FLY_TRY(frgInv, right_inverse(frgLayoutMN));
  FLY_TRY(prod, logical_product(make_layout(IntTuple(V)), Tiler(frgInv)));
  FLY_TRY(frgLayoutV, zipped_divide(prod, Tiler(make_layout(IntTuple(tc.atom.numVal())))));
  // ((TileV,TileM,TileN,...),(1,RestM,RestN,...))
  FLY_TRY(tTensor, zipped_divide(fragment, Tiler::fromShape(prepend(productEach(frgLayoutMN.shape()), IntTuple(V)))));
  // ((atom_vals,rest_vals),(1,RestM,RestN,...))
  FLY_TRY(vTensor, composeFirst(tTensor, frgLayoutV));
  // v_tensor(_, append<R>(0,_)): mode 0 kept, mode 1's first element fixed at 0, the rest kept.
  FLY_TRY(m0, get(vTensor, 0));
  FLY_TRY(m1, get(vTensor, 1));
  std::vector<Layout> modes{m0};
  FLY_TRY(ok, appendModes(modes, m1, 1));
  (void)ok;
  return make_layout(modes);
}

Result<Layout> make_fragment_like(const Layout &layout) {
  size_t R = rank(layout);
  if (R > 1 && layout.shape().isStatic()) {
    Layout m0 = layout[0];
    // mode 0 column-major (a dynamic stride is not 0), its stride-0 modes kept at 0 (CuTe: compact_col_major(filter_zeros(stride, shape)))
    std::vector<Int> sh = leaves(m0.shape()), st = leaves(m0.stride());
    std::function<IntTuple(const IntTuple &, const IntTuple &, size_t &)> zeroed =
        [&](const IntTuple &s, const IntTuple &d, size_t &k) -> IntTuple {
      if (s.isLeaf()) {
        ++k;
        return d.leaf().is(0) ? IntTuple(1) : s;
      }
      std::vector<IntTuple> els;
      for (size_t i = 0; i < s.rank(); ++i)
        els.push_back(zeroed(s[i], d[i], k));
      return IntTuple(std::move(els));
    };
    size_t k = 0;
    IntTuple filtered = zeroed(m0.shape(), m0.stride(), k);
    Layout first(m0.shape(), compact_col_major(filtered));
    FLY_TRY(restShape, take(layout.shape(), 1, R));
    FLY_TRY(restStride, take(layout.stride(), 1, R));
    // The rest modes ordered like their strides; a dynamic stride comes after every static one
    // (and dynamic ones in mode order), as FlyDSL's layoutMakeFragmentLayout orders them: a
    // partition's run-time row stride ((4,2),2,3):((1,4),?,8) gives ((4,2),2,3):((1,4),24,8).
    int64_t maxStatic = 0;
    for (const Int &d : leaves(restStride))
      if (d.isStatic())
        maxStatic = std::max(maxStatic, d.value());
    int64_t nextDynamic = maxStatic + 1;
    std::function<IntTuple(const IntTuple &)> orderOf = [&](const IntTuple &d) -> IntTuple {
      if (d.isLeaf())
        return d.leaf().isStatic() ? d : IntTuple(Int(nextDynamic++));
      std::vector<IntTuple> els;
      for (size_t i = 0; i < d.rank(); ++i)
        els.push_back(orderOf(d[i]));
      return IntTuple(std::move(els));
    };
    FLY_TRY(rest, make_ordered_layout(restShape, orderOf(restStride)));
    // tiled_product(first, rest): (first, complement(first) o rest) with rest's modes unpacked one level.
    FLY_TRY(prod, logical_product(first, Tiler(rest)));
    FLY_TRY(p0, get(prod, 0));
    FLY_TRY(p1, get(prod, 1));
    std::vector<Layout> modes{p0};
    FLY_TRY(ok, appendModes(modes, p1));
    (void)ok;
    return make_layout(modes);
  }
  return make_layout(layout.shape());
}

} // namespace fly
