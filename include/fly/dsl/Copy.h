// Copy atoms and tiled copies under FlyDSL's names (flydsl.expr: make_copy_atom,
// make_tiled_copy, make_tiled_copy_tv, get_slice, partition_S/D, retile, copy):
//
//   auto atom = fx::make_copy_atom(fx::UniversalCopy(128), fx::Elem::F32);     // 4 f32 per call
//   auto tc = fx::make_tiled_copy_tv(atom, thrLayout, valLayout);            // (16,16) threads x (1,4)
//   auto thr = tc.get_slice(fx::thread_idx.x());
//   fx::Tensor<fx::Float32> src = thr.partition_S(gA), dst = thr.partition_D(gB);
//   auto frag = fx::make_fragment_like(src);
//   fx::copy(atom, src, frag, pred);                                         // pred: an optional Boolean
//   fx::copy(atom, frag, dst, pred);
//
// The atom is a row of lib/target (CopyAtom.h: its thread-value layouts, the archs that have it);
// the ops are `fly.make_copy_atom`, `fly.make_tiled_copy`, `fly.tiled_copy.partition_src/dst`,
// `fly.tiled_copy.retile` and `fly.copy`, whose result types the tiled-copy algebra
// (fly/algebra/TiledCopy.h) computes while the kernel is built; atom-lowering turns the copies into
// loads and stores for the arch being compiled (docs/copies.md). A partition of a coordinate
// tensor (fx::make_identity_tensor) gives each value's coordinate, for predicates.
#pragma once

#include "fly/algebra/TiledCopy.h"
#include "fly/dsl/Tensor.h"

#include <string>

namespace fly::fx {

// Copy operations, as the type text `!fly.copy_atom<...>` wraps (docs/copies.md lists them).
// fx.UniversalCopy(bits): global/LDS/register loads and stores of `bits` (8..128).
std::string UniversalCopy(int bits);
namespace rocdl {
// fx.rocdl.BufferCopy(bits[, cache]) (FlyDSL's BufferLDST32b/64b/128b): raw buffer loads and
// stores through a buffer tensor, `cache` the intrinsic's cache-policy bits.
std::string BufferCopy(int bits, int cache = 0);
// gfx1250's tensor data mover (FlyDSL's `fly_rocdl.gfx1250.tdm`, docs/tdm.md): a whole-tile atom;
// fx::copy(atom, globalTile, ldsTile) loads, (atom, ldsTile, globalTile) stores. `warps` waves of
// the block share the tile; `padInterval`/`padAmount` elements of LDS padding (0, 0: none).
std::string TensorDataMover(int rank, int warps = 1, int padInterval = 0, int padAmount = 0, int cache = 0);
// rocdl.s.wait.tensorcnt: waits until at most `count` of the wave's TDM copies are in flight.
void wait_tensorcnt(int count, SourceLoc loc = SourceLoc::current());
// rocdl.sched.barrier (llvm.amdgcn.sched.barrier, FlyDSL's rocdl.sched_barrier): the backend's
// scheduler moves no instruction across it but those of the classes `mask` lets through (0: none;
// LLVM's AMDGPU mask bits: 1 non-memory, 2 VALU, 4 SALU, 8 MFMA/WMMA, 16 all VMEM, ...). E.g. after
// a prefetch's loads, so that they are issued before the work that hides their latency.
void sched_barrier(int mask = 0, SourceLoc loc = SourceLoc::current());
} // namespace rocdl

class TiledMma;

class CopyAtom {
public:
  CopyAtom() = default;
  CopyAtom(ir::Value *v, CopyAtomLayouts layouts) : v_(v), layouts_(std::move(layouts)) {}
  ir::Value *ir() const { return v_; }
  // CuTe's Copy_Atom layouts in values: thread id, source, destination, reference.
  const CopyAtomLayouts &layouts() const { return layouts_; }
  // A copy of the atom with one field set (`soffset` of a buffer copy, in elements of the buffer
  // tensor, docs/copies.md): fly.atom.set_value.
  CopyAtom set_value(std::string_view field, Operand<Elem::I32, 0> value) const;

private:
  ir::Value *v_ = nullptr;
  CopyAtomLayouts layouts_;
};

// make_copy_atom(op, valueType): the atom moving values of `valueType` (Elem::F32, ...) or of
// `valueBits` bits. An unknown operation or a payload that is not whole values is an error at
// the caller's line.
CopyAtom make_copy_atom(const std::string &op, Elem valueType, SourceLoc loc = SourceLoc::current());
CopyAtom make_copy_atom_bits(const std::string &op, int valueBits, SourceLoc loc = SourceLoc::current());

class ThrCopy;

class TiledCopy {
public:
  TiledCopy() = default;
  TiledCopy(ir::Value *v, fly::TiledCopy algebra) : v_(v), tc_(std::move(algebra)) {}
  ir::Value *ir() const { return v_; }
  // The tiled-copy algebra: TV layout, tile, atom layouts.
  const fly::TiledCopy &value() const { return tc_; }
  // The thread's view (CuTe's get_slice / get_thread_slice).
  ThrCopy get_slice(const Index &thread, SourceLoc loc = SourceLoc::current()) const;
  ThrCopy get_slice(const Int32 &thread, SourceLoc loc = SourceLoc::current()) const;
  // A thread's fragment regrouped as ((atom values, rest values), rest...) (retile_S/D).
  template <class T> Tensor<T> retile(const Tensor<T> &fragment, SourceLoc loc = SourceLoc::current()) const {
    return Tensor<T>(retileValue(detail::use(fragment.ir(), loc), loc));
  }

private:
  ir::Value *retileValue(ir::Value *fragment, const SourceLoc &loc) const;
  ir::Value *v_ = nullptr;
  fly::TiledCopy tc_;
};

// make_tiled_copy(atom, layout_tv, tile): TV maps (thread, value) to a tile coordinate (static).
TiledCopy make_tiled_copy(const CopyAtom &atom, const Layout &layoutTV, const Tile &tile,
                          SourceLoc loc = SourceLoc::current());
// make_tiled_copy_A/B/C(atom, tiled_mma): CuTe's; the tiled MMA's A, B or C thread-value layout over
// its (M,K), (N,K) or (M,N) tile, so a thread's partitions hold what its MMA registers hold.
TiledCopy make_tiled_copy_A(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc = SourceLoc::current());
TiledCopy make_tiled_copy_B(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc = SourceLoc::current());
TiledCopy make_tiled_copy_C(const CopyAtom &atom, const TiledMma &mma, SourceLoc loc = SourceLoc::current());
// make_tiled_copy_tv(atom, thr, val): threads laid out as `thr`, each moving `val` (static
// layouts), TV = right_inverse(raked_product(thr, val)) (docs/copies.md).
TiledCopy make_tiled_copy_tv(const CopyAtom &atom, const Layout &thr, const Layout &val,
                             SourceLoc loc = SourceLoc::current());

class ThrCopy {
public:
  ThrCopy(const TiledCopy &tc, ir::Value *thread) : tc_(tc), thread_(thread) {}
  // This thread's part of a tile-shaped tensor: (atom values, rest M, rest N, ...).
  template <class T> Tensor<T> partition_S(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) const {
    return Tensor<T>(partition(true, detail::use(t.ir(), loc), loc));
  }
  template <class T> Tensor<T> partition_D(const Tensor<T> &t, SourceLoc loc = SourceLoc::current()) const {
    return Tensor<T>(partition(false, detail::use(t.ir(), loc), loc));
  }
  // The coordinates of this thread's values (a coordinate tensor of the tile's shape).
  CoordTensor partition_S(const CoordTensor &t, SourceLoc loc = SourceLoc::current()) const {
    return partitionCoords(true, t, loc);
  }
  CoordTensor partition_D(const CoordTensor &t, SourceLoc loc = SourceLoc::current()) const {
    return partitionCoords(false, t, loc);
  }

private:
  ir::Value *partition(bool src, ir::Value *tensor, const SourceLoc &loc) const;
  CoordTensor partitionCoords(bool src, const CoordTensor &t, const SourceLoc &loc) const;
  TiledCopy tc_;
  ir::Value *thread_;
};

namespace detail {
void copy(ir::Value *atomOrTiledCopy, ir::Value *src, ir::Value *dst, ir::Value *pred, const SourceLoc &loc);
}
// fly.copy: every value of src to dst in calls of the atom (atom-lowering); with `pred`, the whole
// copy happens only where it is true.
template <class T>
void copy(const CopyAtom &atom, const Tensor<T> &src, const Tensor<T> &dst, SourceLoc loc = SourceLoc::current()) {
  detail::copy(atom.ir(), src.ir(), dst.ir(), nullptr, loc);
}
template <class T>
void copy(const CopyAtom &atom, const Tensor<T> &src, const Tensor<T> &dst, const Boolean &pred,
          SourceLoc loc = SourceLoc::current()) {
  detail::copy(atom.ir(), src.ir(), dst.ir(), detail::use(pred.ir(), loc), loc);
}
template <class T>
void copy(const TiledCopy &tc, const Tensor<T> &src, const Tensor<T> &dst, SourceLoc loc = SourceLoc::current()) {
  detail::copy(tc.ir(), src.ir(), dst.ir(), nullptr, loc);
}
template <class T>
void copy(const TiledCopy &tc, const Tensor<T> &src, const Tensor<T> &dst, const Boolean &pred,
          SourceLoc loc = SourceLoc::current()) {
  detail::copy(tc.ir(), src.ir(), dst.ir(), detail::use(pred.ir(), loc), loc);
}

// FlyDSL's make_buffer_tensor: the global tensor seen through a buffer resource over its
// cosize elements (out-of-range loads read 0, stores are dropped; docs/ir.md).
template <class T> Tensor<T> make_buffer_tensor(const Tensor<T> &t, SourceLoc loc = SourceLoc::current());
namespace detail {
ir::Value *makeBufferTensor(ir::Value *tensor, const SourceLoc &loc);
}
template <class T> Tensor<T> make_buffer_tensor(const Tensor<T> &t, SourceLoc loc) {
  return Tensor<T>(detail::makeBufferTensor(detail::use(t.ir(), loc), loc));
}

} // namespace fly::fx
