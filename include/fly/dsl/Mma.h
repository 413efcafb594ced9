// MMA atoms and tiled MMAs under FlyDSL's names (flydsl.expr: make_mma_atom, make_tiled_mma,
// thr_slice / get_slice, partition_A/B/C, partition_fragment_*, make_fragment_*, gemm):
//
//   auto atom = fx::make_mma_atom(fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16));
//   auto mma = fx::make_tiled_mma(atom, fly::Layout(...(2, 2, 1)...));       // 2 x 2 atoms (waves)
//   auto thr = mma.get_slice(fx::thread_idx.x());
//   auto pA = thr.partition_A(sALayout);        // this thread's part of an M x K tile
//   fx::Fragment a = thr.make_fragment_A(pA);    // its registers
//   a.load(sA, pA);                               // from memory (a pointer + the partition)
//   fx::Fragment c = thr.partition_fragment_C(cTileLayout).filled(0.0);
//   fx::gemm(mma, c, a, b, c);                    // c = a * b^T + c over every atom of the tile
//
// The atom is a row of lib/target (MmaAtom.h): make_mma_atom builds `fly.make_mma_atom` of its
// type, gemm builds one `fly.mma_atom_call_ssa` per atom tile (atom-lowering turns them into
// MFMA/WMMA intrinsics for the arch being compiled). Partitioning is fly::TiledMma (CuTe's
// TiledMMA) evaluated while the kernel is built: a partition is the thread's offset (fly.crd2idx of
// the thread index on the static thread layout, integer arithmetic after layout-lowering) plus
// the static layout of its values, so every value's address is that offset plus a constant.
//
// Operand conventions are CuTe's: A is (M, K), B is (N, K), C and D are (M, N); so gemm computes
// D = A * B^T + C. A fragment keeps one SSA vector per atom (FrgV values each), the operand form
// the atom call takes.
#pragma once

#include "fly/algebra/TiledMma.h"
#include "fly/dsl/Layout.h"
#include "fly/dsl/Memory.h"
#include "fly/dsl/Tensor.h"
#include "fly/dsl/Value.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fly::target {
struct MmaAtom;
}

namespace fly::fx {

namespace detail {
// fly.get_iter of a tensor: the pointer its layout indexes from.
ir::Value *tensorIter(ir::Value *tensor, const SourceLoc &loc);
} // namespace detail

// FlyDSL's atom constructors, spelled as the atom type text `!fly.mma_atom<...>` wraps.
namespace rocdl {
// fx.rocdl.MFMA(m, n, k, ab[, acc]): a CDNA3 MFMA (`!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>`).
std::string MFMA(int m, int n, int k, Elem ab, Elem acc = Elem::F32);
// fx.rocdl.WMMA(m, n, k, ab[, acc]): an RDNA4 (gfx120x) WMMA, or the gfx1250 one when only gfx1250
// has that shape and types.
std::string WMMA(int m, int n, int k, Elem ab, Elem acc = Elem::F32);
} // namespace rocdl
// fx.UniversalFMA(acc): the 1 x 1 x 1 scalar FMA atom (`!fly.universal_fma<f32>`), every arch.
std::string UniversalFMA(Elem acc);

class MmaAtom {
public:
  MmaAtom() = default;
  MmaAtom(ir::Value *v, const target::MmaAtom *description) : v_(v), d_(description) {}
  ir::Value *ir() const { return v_; }
  const target::MmaAtom &description() const { return *d_; }
  // CuTe's MMA_Traits of the atom: shape and thread-value layouts.
  MmaAtomLayouts layouts() const;
  std::array<int, 3> shape_mnk() const;
  int threads() const;
  Elem elemA() const;
  Elem elemB() const;
  Elem elemC() const;
  // A copy of the atom with one field set (fly.atom.set_value): the scaled MFMAs' per-lane
  // "scale_a" / "scale_b" (four E8M0 exponents per dword; the atom type's op_sel picks one).
  MmaAtom set_value(std::string_view field, Operand<Elem::I32, 0> value) const;

private:
  ir::Value *v_ = nullptr;
  const target::MmaAtom *d_ = nullptr;
};

// `fly.make_mma_atom` of the atom `typeText` names (an `fx::rocdl::MFMA(...)` result or the text
// itself). An unknown atom is an error at the caller's line (the module's check() reports it).
MmaAtom make_mma_atom(std::string_view typeText, SourceLoc loc = SourceLoc::current());

// The part of a tensor one thread owns under an MMA: its first element's offset and the static
// layout of its values, (FrgV, (RestRow, RestCol)) -> offset from the first element (CuTe's
// thr_mma.partition_X of a layout).
struct MmaPartition {
  Index offset;
  fly::Layout values;
  int frgV() const;
  int restRow() const;
  int restCol() const;
  // The constant offset of value v of the (r, c) atom tile.
  int64_t valueOffset(int v, int r, int c) const;
};

// A thread's registers for one MMA operand: FrgV values per atom tile, RestRow x RestCol tiles
// ((RestM, RestK) for A, (RestN, RestK) for B, (RestM, RestN) for C), one SSA vector per tile
// (a scalar when FrgV is 1). Fragments are values: load, filled and gemm give new ones.
class Fragment {
public:
  Fragment() = default;
  Fragment(Elem elem, int frgV, int restRow, int restCol)
      : elem_(elem), frgV_(frgV), restRow_(restRow), restCol_(restCol), tiles_(size_t(restRow) * restCol, nullptr) {}

  Elem elem() const { return elem_; }
  int frgV() const { return frgV_; }
  int restRow() const { return restRow_; }
  int restCol() const { return restCol_; }
  // The IR type of one tile's value (vector<FrgV x elem> or the element).
  ir::Type tileType(ir::Context &ctx) const;
  ir::Value *tile(int r, int c) const { return tiles_[size_t(c) * restRow_ + r]; }
  void setTile(int r, int c, ir::Value *v) { tiles_[size_t(c) * restRow_ + r] = v; }
  const std::vector<ir::Value *> &tiles() const { return tiles_; }
  std::vector<ir::Value *> &tiles() { return tiles_; }

  // Every value set to the constant x (FlyDSL's frag.fill(x)).
  Fragment filled(double x, SourceLoc loc = SourceLoc::current()) const;
  void fill(double x, SourceLoc loc = SourceLoc::current()) { *this = filled(x, loc); }
  // Value v of tile (r, c) as a scalar of the fragment's element type.
  ir::Value *element(int v, int r, int c, SourceLoc loc = SourceLoc::current()) const;
  template <class T> T get(int v, int r, int c, SourceLoc loc = SourceLoc::current()) const {
    if (T::elem != elem_) state(loc).error(loc, std::string("fragment of ") + elemName(elem_) + " read as " + elemName(T::elem));
    return T(element(v, r, c, loc));
  }

  // Loads the values of `part` from `base` (vector loads where a tile's values are consecutive).
  template <class T, ir::AddressSpace AS>
  void load(const Ptr<T, AS> &base, const MmaPartition &part, SourceLoc loc = SourceLoc::current()) {
    loadFrom(detail::use(base.ir(), loc), T::elem, part, loc);
  }
  template <class T, ir::AddressSpace AS>
  void store(const Ptr<T, AS> &base, const MmaPartition &part, SourceLoc loc = SourceLoc::current()) const {
    storeTo(detail::use(base.ir(), loc), T::elem, part, loc);
  }
  // The same from/to a partitioned tensor (ThrMma::partition_X of an fx::Tensor, static layout).
  template <class T> void load(const Tensor<T> &part, SourceLoc loc = SourceLoc::current()) {
    loadFrom(detail::tensorIter(detail::use(part.ir(), loc), loc), T::elem,
             MmaPartition{Index(int64_t(0), loc), part.layoutType(loc)}, loc);
  }
  template <class T> void store(const Tensor<T> &part, SourceLoc loc = SourceLoc::current()) const {
    storeTo(detail::tensorIter(detail::use(part.ir(), loc), loc), T::elem,
            MmaPartition{Index(int64_t(0), loc), part.layoutType(loc)}, loc);
  }

private:
  void loadFrom(ir::Value *base, Elem memElem, const MmaPartition &part, const SourceLoc &loc);
  void storeTo(ir::Value *base, Elem memElem, const MmaPartition &part, const SourceLoc &loc) const;
  bool checkShape(const MmaPartition &part, const SourceLoc &loc) const;

  Elem elem_ = Elem::F32;
  int frgV_ = 0, restRow_ = 0, restCol_ = 0;
  std::vector<ir::Value *> tiles_;
};

class TiledMma;

// One thread's view of a tiled MMA (CuTe's ThrMMA; FlyDSL's tiled_mma.thr_slice(tid)).
class ThrMma {
public:
  ThrMma(const TiledMma &mma, Index threadIndex) : mma_(&mma), tid_(threadIndex) {}
  MmaPartition partition_A(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;
  MmaPartition partition_B(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;
  MmaPartition partition_C(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;
  // Of a tensor with a static layout: the thread's part as a tensor ((FrgV, (RestRow, RestCol))
  // over the thread's first element), CuTe's thr_mma.partition_X(tensor).
  template <class T> Tensor<T> partition_A(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) const {
    return partitionTensor(MmaOperand::A, t, loc);
  }
  template <class T> Tensor<T> partition_B(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) const {
    return partitionTensor(MmaOperand::B, t, loc);
  }
  template <class T> Tensor<T> partition_C(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) const {
    return partitionTensor(MmaOperand::C, t, loc);
  }
  // Registers for a partitioned tensor.
  template <class T> Fragment make_fragment_A(const Tensor<T> &part, SourceLoc loc = SourceLoc::current()) const {
    return make_fragment_A(MmaPartition{Index(int64_t(0), loc), part.layoutType(loc)});
  }
  template <class T> Fragment make_fragment_B(const Tensor<T> &part, SourceLoc loc = SourceLoc::current()) const {
    return make_fragment_B(MmaPartition{Index(int64_t(0), loc), part.layoutType(loc)});
  }
  template <class T> Fragment make_fragment_C(const Tensor<T> &part, SourceLoc loc = SourceLoc::current()) const {
    return make_fragment_C(MmaPartition{Index(int64_t(0), loc), part.layoutType(loc)});
  }
  // Registers for a partition (values unset: load them, or fill).
  Fragment make_fragment_A(const MmaPartition &part) const;
  Fragment make_fragment_B(const MmaPartition &part) const;
  Fragment make_fragment_C(const MmaPartition &part) const;
  // Registers for this thread's part of a tensor of `tensor`'s shape (no offset computed).
  Fragment partition_fragment_A(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;
  Fragment partition_fragment_B(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;
  Fragment partition_fragment_C(const fly::Layout &tensor, SourceLoc loc = SourceLoc::current()) const;

private:
  template <class T> Tensor<T> partitionTensor(MmaOperand operand, const Tensor<T> &t, const SourceLoc &loc) const {
    MmaPartition p = partition(operand, t.layoutType(loc), loc);
    ir::Value *first = detail::addOffset(detail::tensorIter(detail::use(t.ir(), loc), loc), p.offset.ir(), loc);
    return Tensor<T>(detail::makeView(first, make_layout(p.values, loc).ir(), loc));
  }
  MmaPartition partition(MmaOperand operand, const fly::Layout &tensor, const SourceLoc &loc) const;
  Fragment fragment(MmaOperand operand, const fly::Layout &tensor, const SourceLoc &loc) const;
  const TiledMma *mma_;
  Index tid_;
};

class TiledMma {
public:
  TiledMma(MmaAtom atom, fly::TiledMma algebra) : atom_(atom), algebra_(std::move(algebra)) {}
  const MmaAtom &atom() const { return atom_; }
  const fly::TiledMma &algebra() const { return algebra_; }
  // Threads the tiled MMA spans (size of its thread layout).
  int size() const;
  // CuTe's tile_size_mnk<mode>: M, N or K extent one pass of the tiled MMA covers.
  int tile_size(unsigned mode) const;
  ThrMma get_slice(const Index &threadIndex) const { return ThrMma(*this, threadIndex); }
  ThrMma thr_slice(const Index &threadIndex) const { return ThrMma(*this, threadIndex); }

private:
  MmaAtom atom_;
  fly::TiledMma algebra_;
};

// CuTe's make_tiled_mma(atom, atomLayout (ThrM, ThrN, ThrK), permutation (M, N, K; nullopt = `_`)).
// A layout the algebra refuses is an error at the caller's line.
TiledMma make_tiled_mma(const MmaAtom &atom, const fly::Layout &atomLayout,
                        std::vector<std::optional<fly::Layout>> permutation = {},
                        SourceLoc loc = SourceLoc::current());

// D = A * B^T + C over every atom tile of the fragments, in CuTe's order (K outermost, then M,
// then N serpentine): one `fly.mma_atom_call_ssa` per (m, n, k). D may be C.
void gemm(const TiledMma &mma, Fragment &d, const Fragment &a, const Fragment &b, const Fragment &c,
          SourceLoc loc = SourceLoc::current());

// scf.for with a fragment carried (FlyDSL's range(..., init=acc)): body(i, acc) returns the next.
Fragment range(Operand<Elem::Index, 0> lb, Operand<Elem::Index, 0> ub, Operand<Elem::Index, 0> step,
               const Fragment &init, const std::function<Fragment(Index, Fragment)> &body);

// scf.if with a fragment as its result: `then` runs when cond holds, `otherwise` when not; both
// return a fragment of init's shape (init gives the shape and the element type).
Fragment if_(const Boolean &cond, const Fragment &init, const std::function<Fragment()> &then,
             const std::function<Fragment()> &otherwise, SourceLoc loc = SourceLoc::current());

} // namespace fly::fx
