// fly::TiledMma: CuTe's TiledMMA as layout algebra (no IR, no arch): an MMA atom's layouts
// (MmaAtomLayouts, CuTe's MMA_Traits) tiled over an atom layout (ThrM, ThrN, ThrK) and an optional
// permutation of M, N and K. Everything here is defined exactly as CuTe defines it
// (cute/atom/mma_atom.hpp: thrfrg_A/B/C, get_slice, partition_A/B/C, partition_fragment_*,
// partition_shape_*, get_layoutA/B/C_TV, tile_size_mnk), on Fly's CuTe-equivalent algebra.
//
// Operand conventions (CuTe's): A is (M,K,...), B is (N,K,...), C is (M,N,...); an atom's TV layout
// maps (thread, value) to the column-major index of the element in its M x K, N x K or M x N tile.
#pragma once

#include <optional>
#include <vector>

#include "fly/algebra/Layout.h"
#include "fly/algebra/Result.h"
#include "fly/algebra/TiledCopy.h"

namespace fly {

// CuTe's MMA_Traits: atom shape and layouts.
struct MmaAtomLayouts {
  Int m, n, k;
  Layout thrId;   // atom-local thread id -> thread (CuTe's ThrID)
  Layout layoutA; // (thr, val) -> m + M*k
  Layout layoutB; // (thr, val) -> n + N*k
  Layout layoutC; // (thr, val) -> m + M*n
};

enum class MmaOperand : uint8_t { A, B, C };

// A partitioned operand: the layout of one thread's values and the offset of its first value in the
// partitioned tensor (CuTe: thr_tensor(thr_coord, (_, repeat(_))) = layout + offset).
struct MmaPartition {
  Layout layout; // (FrgV, RestM/N, RestK/N, extra modes...)
  Int offset;
};

class TiledMma {
public:
  // CuTe's make_tiled_mma(atom, atomLayoutMNK, permutationMNK). `atomLayout` has rank <= 3 and is
  // padded with 1:0 modes; each permutation entry is a layout or std::nullopt (CuTe's `_`).
  static Result<TiledMma> make(MmaAtomLayouts atom, const Layout &atomLayout,
                               std::vector<std::optional<Layout>> permutation = {});

  const MmaAtomLayouts &atom() const { return atom_; }
  const Layout &atomLayout() const { return atomLayout_; }               // (ThrM, ThrN, ThrK)
  const std::vector<std::optional<Layout>> &permutation() const { return permutation_; }
  // (ThrV, ThrM, ThrN, ThrK) -> thread index: tiled_product(ThrID, atomLayout).
  const Layout &threadLayoutVMNK() const { return thrLayoutVMNK_; }
  Int size() const; // threads

  // CuTe's tile_size_mnk<I>: size of the permutation's mode I, or atom extent * atom-layout extent.
  Int tileSize(unsigned mode) const;

  // CuTe's thrfrg_A/B/C: ((ThrV,(ThrM,ThrK)),(FrgV,(RestM,RestK,...))) for A, likewise B, C.
  Result<Layout> threadFragment(MmaOperand operand, const Layout &tensor) const;

  // The coordinate of thread `threadIndex` in (ThrV, ThrM, ThrN, ThrK) (CuTe's get_flat_coord of
  // thr_layout_vmnk_).
  Result<IntTuple> threadCoordinate(const Int &threadIndex) const;

  // CuTe's get_slice(threadIndex).partition_A/B/C(tensor layout).
  Result<MmaPartition> partition(MmaOperand operand, const Layout &tensor, const Int &threadIndex) const;

  // CuTe's partition_shape_A/B/C(mma, shape): the shape thread 0's partition of a compact tensor of
  // `shape` has.
  Result<IntTuple> partitionShape(MmaOperand operand, const IntTuple &shape) const;

  // CuTe's partition_fragment_A/B/C: the register fragment for a thread's partition of `tensor`.
  // A and B follow make_fragment_like (mode 0 compact column-major keeping stride-0 modes, the rest
  // ordered like the partition's strides); C is compact column-major. `stages` > 1 appends a mode of
  // that many copies (pipeline stages) after the fragment.
  Result<Layout> partitionFragment(MmaOperand operand, const Layout &tensor, int stages = 1) const;

  // CuTe's get_layoutA/B/C_TV: (thread index, value) -> coordinate index in the tiled MMA's
  // M x K, N x K or M x N tile (tileSize extents), what make_tiled_copy_A/B/C tile with.
  Result<Layout> layoutTV(MmaOperand operand) const;
  // The same construction over a whole operand tensor: (thread index, (FrgV, (RestRow, RestCol, ...)))
  // -> the tensor's index. Mode 0 at a thread index is that thread's partition offset, mode 1 its
  // partition layout (get_layoutX_TV is this on the tile's compact layout).
  Result<Layout> threadValueLayout(MmaOperand operand, const Layout &tensor) const;
  // (M,K), (N,K) or (M,N) extents of that tile.
  IntTuple tileShape(MmaOperand operand) const;

private:
  MmaAtomLayouts atom_;
  Layout atomLayout_;
  std::vector<std::optional<Layout>> permutation_;
  Layout thrLayoutVMNK_;
};

// CuTe's make_tiled_copy_A/B/C(copy_atom, mma): a tiled copy whose threads and values are the MMA's
// (layoutTV over the MMA's tile), so its partitions deliver data in the MMA's register layout.
Result<TiledCopy> make_tiled_copy_for(MmaOperand operand, const CopyAtomLayouts &atom, const TiledMma &mma);

} // namespace fly
