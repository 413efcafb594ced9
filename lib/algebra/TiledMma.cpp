// CuTe's TiledMMA on fly::Layout (see TiledMma.h; each function names the CuTe function it is).
#include "fly/algebra/TiledMma.h"

#include "fly/algebra/LayoutAlgebra.h"
#include "fly/algebra/TiledCopy.h"

namespace fly {
namespace {

Error tiledMmaError(const std::string &what) { return Error("tiled_mma: " + what); }

// The (row, col) mode indices of an operand in (M, N, K) and in (ThrV, ThrM, ThrN, ThrK).
struct OperandModes {
  unsigned row, col;       // into M,N,K
  unsigned thrRow, thrCol; // into V,M,N,K
};

OperandModes modesOf(MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A: return {0, 2, 1, 3};
  case MmaOperand::B: return {1, 2, 2, 3};
  case MmaOperand::C: break;
  }
  return {0, 1, 1, 2};
}

const Layout &atomTV(const MmaAtomLayouts &atom, MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A: return atom.layoutA;
  case MmaOperand::B: return atom.layoutB;
  case MmaOperand::C: break;
  }
  return atom.layoutC;
}

Int atomExtent(const MmaAtomLayouts &atom, unsigned mode) { return mode == 0 ? atom.m : mode == 1 ? atom.n : atom.k; }

Int staticSize(const Layout &l, size_t mode) {
  auto s = fly::size(l, mode);
  return s.ok() ? *s : Int(1);
}

// CuTe's Layout::get_hier_coord then flattened per top mode (get_flat_coord): the coordinate of
// index `idx` under a layout's strides, one integer per top-level mode.
Result<IntTuple> flatCoordinate(const Layout &layout, const Int &idx) {
  if (!idx.isStatic()) return tiledMmaError("a dynamic thread index needs layout lowering");
  std::vector<IntTuple> coords;
  for (size_t i = 0; i < layout.rank(); ++i) {
    Layout mode = flatten(layout[i]);
    int64_t flat = 0, scale = 1;
    for (size_t j = 0; j < mode.rank(); ++j) {
      const IntTuple &s = mode.shape()[j], &d = mode.stride()[j];
      if (!s.isLeaf() || !d.isLeaf() || !s.leaf().isStatic() || !d.leaf().isStatic())
        return tiledMmaError("thread layout " + layout.str() + " must be static");
      int64_t extent = s.leaf().value(), stride = d.leaf().value();
      int64_t c = (extent == 1 || stride == 0) ? 0 : (idx.value() / stride) % extent;
      flat += c * scale;
      scale *= extent;
    }
    coords.push_back(IntTuple(Int(flat)));
  }
  return IntTuple(std::move(coords));
}

} // namespace

Result<TiledMma> TiledMma::make(MmaAtomLayouts atom, const Layout &atomLayout,
                                std::vector<std::optional<Layout>> permutation) {
  if (atomLayout.rank() > 3)
    return tiledMmaError("atom layout " + atomLayout.str() + " has rank " + std::to_string(atomLayout.rank()) +
                         ", expected at most 3 (M, N, K)");
  if (permutation.size() > 3)
    return tiledMmaError("permutation has " + std::to_string(permutation.size()) + " modes, expected at most 3");
  std::vector<Layout> modes;
  for (size_t i = 0; i < 3; ++i) modes.push_back(i < atomLayout.rank() ? atomLayout[i] : Layout());
  permutation.resize(3);
  TiledMma t;
  t.atom_ = std::move(atom);
  t.atomLayout_ = make_layout(modes);
  t.permutation_ = std::move(permutation);
  auto vmnk = tiled_product(t.atom_.thrId, Tiler(t.atomLayout_));
  if (!vmnk.ok()) return vmnk.error();
  t.thrLayoutVMNK_ = *vmnk;
  if (t.thrLayoutVMNK_.rank() != 4)
    return tiledMmaError("thread layout " + t.thrLayoutVMNK_.str() + " is not (ThrV, ThrM, ThrN, ThrK)");
  return t;
}

Int TiledMma::size() const { return fly::size(thrLayoutVMNK_); }

Int TiledMma::tileSize(unsigned mode) const {
  if (permutation_[mode]) return fly::size(*permutation_[mode]);
  Int extent = atomExtent(atom_, mode), count = staticSize(atomLayout_, mode);
  if (extent.isStatic() && count.isStatic()) return Int(extent.value() * count.value());
  return Int::dynamic();
}

Result<Layout> TiledMma::threadFragment(MmaOperand operand, const Layout &tensor) const {
  OperandModes m = modesOf(operand);
  if (tensor.rank() < 2)
    return tiledMmaError("operand layout " + tensor.str() + " must have rank >= 2");
  auto perm = [&](unsigned mode) {
    return permutation_[mode] ? Tiler(*permutation_[mode]) : Tiler::keep();
  };
  // Apply the permutation, then split into atom tiles: ((AtomRow,AtomCol),(RestRow,RestCol,...)).
  auto permuted = logical_divide(tensor, Tiler::modes({perm(m.row), perm(m.col)}));
  if (!permuted.ok()) return permuted.error();
  Tiler atomTile = Tiler::modes({Tiler(make_layout(IntTuple(atomExtent(atom_, m.row)))),
                                 Tiler(make_layout(IntTuple(atomExtent(atom_, m.col))))});
  auto tiles = zipped_divide(*permuted, atomTile);
  if (!tiles.ok()) return tiles.error();
  // ((ThrV,FrgV),(RestRow,RestCol,...)): compose the atom tile with the atom's TV layout.
  auto tv = composition(*tiles, Tiler::modes({Tiler(atomTV(atom_, operand)), Tiler::keep()}));
  if (!tv.ok()) return tv.error();
  // ((ThrV,(ThrRow,ThrCol)),(FrgV,(RestRow,RestCol,...))).
  Tiler thrTile = Tiler::modes(
      {Tiler::keep(), Tiler::modes({Tiler(make_layout(IntTuple(staticSize(thrLayoutVMNK_, m.thrRow)))),
                                    Tiler(make_layout(IntTuple(staticSize(thrLayoutVMNK_, m.thrCol))))})});
  return zipped_divide(*tv, thrTile);
}

Result<IntTuple> TiledMma::threadCoordinate(const Int &threadIndex) const {
  return flatCoordinate(thrLayoutVMNK_, threadIndex);
}

Result<MmaPartition> TiledMma::partition(MmaOperand operand, const Layout &tensor, const Int &threadIndex) const {
  if (!threadIndex.isStatic()) {
    // Every thread's part has thread 0's layout; where it starts is the thread mode of the
    // thread-value layout at the (symbolic) thread index, as a tiled copy's partition computes it.
    auto first = partition(operand, tensor, Int(0));
    if (!first.ok()) return first.error();
    auto tv = threadValueLayout(operand, tensor);
    if (!tv.ok()) return tv.error();
    auto offset = crd2idx(IntTuple(threadIndex), (*tv)[0]);
    if (!offset.ok()) return offset.error();
    return MmaPartition{first->layout, *offset};
  }
  auto frag = threadFragment(operand, tensor);
  if (!frag.ok()) return frag.error();
  auto vmnk = threadCoordinate(threadIndex);
  if (!vmnk.ok()) return vmnk.error();
  OperandModes m = modesOf(operand);
  IntTuple thr = IntTuple::of((*vmnk)[0], IntTuple::of((*vmnk)[m.thrRow], (*vmnk)[m.thrCol]));
  // (_, (_, _, ...)) over mode 1: keep every value mode.
  const IntTuple &rest = frag->shape()[1][1];
  std::vector<IntTuple> keepRest(rest.rank(), IntTuple(Int::underscore()));
  IntTuple coord = IntTuple::of(thr, IntTuple::of(IntTuple(Int::underscore()), IntTuple(std::move(keepRest))));
  auto layout = slice(coord, *frag);
  if (!layout.ok()) return layout.error();
  auto offset = slice_offset(coord, *frag);
  if (!offset.ok()) return offset.error();
  return MmaPartition{*layout, *offset};
}

Result<IntTuple> TiledMma::partitionShape(MmaOperand operand, const IntTuple &shape) const {
  auto p = partition(operand, make_layout(shape), Int(0));
  if (!p.ok()) return p.error();
  return p->layout.shape();
}

Result<Layout> TiledMma::partitionFragment(MmaOperand operand, const Layout &tensor, int stages) const {
  if (stages < 1) return tiledMmaError("pipeline stages must be >= 1, got " + std::to_string(stages));
  auto p = partition(operand, tensor, Int(0));
  if (!p.ok()) return p.error();
  Result<Layout> frag = operand == MmaOperand::C ? Result<Layout>(make_layout(p->layout.shape()))
                                                 : make_fragment_like(p->layout);
  if (!frag.ok() || stages == 1) return frag;
  return append(*frag, Layout(IntTuple(Int(stages)), IntTuple(cosize(*frag))));
}

Result<TiledCopy> make_tiled_copy_for(MmaOperand operand, const CopyAtomLayouts &atom, const TiledMma &mma) {
  auto tv = mma.layoutTV(operand);
  if (!tv.ok()) return tv.error();
  return make_tiled_copy(atom, *tv, mma.tileShape(operand));
}

IntTuple TiledMma::tileShape(MmaOperand operand) const {
  OperandModes m = modesOf(operand);
  return IntTuple::of(tileSize(m.row), tileSize(m.col));
}

Result<Layout> TiledMma::layoutTV(MmaOperand operand) const {
  return threadValueLayout(operand, make_layout(tileShape(operand)));
}

Result<Layout> TiledMma::threadValueLayout(MmaOperand operand, const Layout &tensor) const {
  // (thr, val) -> index in the tensor, still indexed by (ThrV,(ThrRow,ThrCol)).
  auto frag = threadFragment(operand, tensor);
  if (!frag.ok()) return frag.error();
  auto thrIdxToThrId = right_inverse(thrLayoutVMNK_);
  if (!thrIdxToThrId.ok()) return thrIdxToThrId.error();
  Layout tv = *frag;
  if (operand != MmaOperand::C) {
    // (ThrV,(ThrRow,ThrK)) -> (ThrV,(ThrM,ThrN,ThrK)): the other thread mode of M/N broadcasts.
    Int thrM = staticSize(thrLayoutVMNK_, 1), thrN = staticSize(thrLayoutVMNK_, 2);
    Layout mn = operand == MmaOperand::A ? Layout(IntTuple::of(thrM, thrN), IntTuple::of(Int(1), Int(0)))
                                         : Layout(IntTuple::of(thrM, thrN), IntTuple::of(Int(0), Int(1)));
    auto widened = composition(
        tv, Tiler::modes({Tiler::modes({Tiler::keep(), Tiler::modes({Tiler(mn), Tiler::keep()})}), Tiler::keep()}));
    if (!widened.ok()) return widened.error();
    tv = *widened;
  }
  return composition(tv, Tiler::modes({Tiler(*thrIdxToThrId), Tiler::keep()}));
}

} // namespace fly
