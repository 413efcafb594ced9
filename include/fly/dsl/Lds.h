// gfx9 LDS DMA and gfx950's transposing LDS reads in fly::fx (FlyDSL's buffer_copy_lds /
// buffer_load_async_lds, rocdl.ds_read_tr16_b64 and s_waitcnt vmcnt). Not part of fx.h: a kernel
// that uses them includes this header.
#pragma once

#include "fly/dsl/Memory.h"

#include <utility>

namespace fly::fx {

namespace detail {
// rocdl.raw.ptr.buffer.load.lds: lane L's `bytes` at byteOffset go to LDS at ldsBase + L * bytes.
void bufferLoadLds(ir::Value *rsrc, ir::Value *byteOffset, ir::Value *ldsBase, int bytes, int scope, const SourceLoc &loc);
// rocdl.readfirstlane of an i32.
ir::Value *readFirstLane(ir::Value *v, const SourceLoc &loc);
// Sets `lds_scope = scope` on the op defining v (scope >= 0).
void setLdsScope(ir::Value *v, int scope, const SourceLoc &loc);
// rocdl.ds.read.tr16.b64 from an LDS pointer: `result` (a vector of 4 16-bit elements).
ir::Value *dsReadTr16(ir::Value *ptr, ir::Type result, const SourceLoc &loc);
// rocdl.s.waitcnt with gfx9's encoding of vmcnt(n) (expcnt, lgkmcnt not waited for).
void waitVmcnt(int n, const SourceLoc &loc);
// rocdl.s.waitcnt with gfx9's encoding of lgkmcnt(n) (vmcnt, expcnt not waited for).
void waitLgkmcnt(int n, const SourceLoc &loc);
// rocdl.permlane32.swap of two i32 values: the two results.
std::pair<ir::Value *, ir::Value *> permlane32Swap(ir::Value *old, ir::Value *src, const SourceLoc &loc);
} // namespace detail

namespace rocdl {

// A buffer resource over `numBytes` bytes from a global pointer whose loads go to LDS without
// registers (LDS DMA, gfx9 `buffer_load_dword{,x3,x4} ... lds`; 12 and 16 bytes on gfx950 only).
template <class T> class LdsDmaBuffer {
  static_assert(elemBits(T::elem) >= 8, "sub-byte elements are addressed as bytes");

public:
  LdsDmaBuffer() = default;
  LdsDmaBuffer(const Ptr<T> &base, Operand<Elem::I32, 0> numBytes)
      : v_(detail::makeBufferResource(detail::use(base.ir(), numBytes.loc), numBytes.value, numBytes.loc)) {}
  // Collective over the wave: lane L's Bytes bytes from element `offset` go to LDS at ldsBase + L *
  // Bytes, ldsBase the same for every lane of the wave (it goes to M0). Out-of-range bytes read 0.
  // The data is in LDS once the wave's vmcnt says so: another wave may read it after this one
  // waited (wait_vmcnt) and both met at a barrier.
  // `scope` (0..7, or -1: none): the LDS region written (lds_scope below).
  template <int Bytes>
  void load_lds(Operand<Elem::I32, 0> offset, const Ptr<T, ir::AddressSpace::Shared> &ldsBase, int scope = -1) const {
    static_assert(Bytes == 4 || Bytes == 12 || Bytes == 16, "an LDS DMA moves 4, 12 or 16 bytes a lane");
    ir::Value *bytes = detail::binary(BinOp::Mul, Elem::I32, offset.value,
                                      Int32(int64_t(elemBits(T::elem) / 8), offset.loc).ir(), offset.loc);
    detail::bufferLoadLds(v_, bytes, detail::use(ldsBase.ir(), offset.loc), Bytes, scope, offset.loc);
  }

private:
  ir::Value *v_ = nullptr;
};

// gfx950's ds_read_b64_tr_b16 (rocdl.ds.read.tr16.b64): every lane reads 4 16-bit elements at p,
// then each group of 16 lanes exchanges them transposed: lane i's element j is element i % 4 of
// what lane 4j + i / 4 of its group read (docs/emulator.md, "LDS transpose loads"). Needs every
// lane of the wave (no divergent branch around it) and an 8-byte aligned p.
template <class T>
Val<T::elem, 4> ds_read_tr16_b64(const Ptr<T, ir::AddressSpace::Shared> &p, int scope = -1,
                                 SourceLoc loc = SourceLoc::current()) {
  static_assert(elemBits(T::elem) == 16, "ds_read_b64_tr_b16 moves 16-bit elements");
  Val<T::elem, 4> out(detail::dsReadTr16(detail::use(p.ir(), loc), Val<T::elem, 4>::type(state(loc).context()), loc));
  if (scope >= 0) detail::setLdsScope(out.ir(), scope, loc);
  return out;
}

// lds_scope: the LDS region (0..7) an access of LDS touches, where a kernel keeps regions apart (two
// buffers, one written by DMA while the other is read): codegen gives each tagged access the alias
// scope of its region and no alias with the others, so LLVM does not make a read of one region wait
// for a DMA into another. A claim of the kernel: accesses of different regions never overlap. Tags
// the op that made `v` (an LDS load's result).
template <Elem E, int N> void lds_scope(const Val<E, N> &v, int scope, SourceLoc loc = SourceLoc::current()) {
  detail::setLdsScope(v.ir(), scope, loc);
}

// rocdl.readfirstlane: the value of the wave's first active lane, in a scalar register (a value the
// same on every lane, which the compiler cannot prove uniform, e.g. the wave's index).
inline Int32 readfirstlane(const Int32 &v, SourceLoc loc = SourceLoc::current()) {
  return Int32(detail::readFirstLane(detail::use(v.ir(), loc), loc));
}

// s_waitcnt vmcnt(n) in gfx9's encoding (the archs with LDS DMA): the wave waits until at most n
// of its vector-memory loads, LDS DMA included, are in flight.
inline void wait_vmcnt(int n, SourceLoc loc = SourceLoc::current()) { detail::waitVmcnt(n, loc); }

// s_waitcnt lgkmcnt(n) in gfx9's encoding: the wave waits until at most n of its LDS (and scalar
// memory) accesses are in flight. One wait after a batch of LDS reads, where LLVM would wait before
// each read's first use (a kernel that issues the batch before a sched_barrier).
inline void wait_lgkmcnt(int n, SourceLoc loc = SourceLoc::current()) { detail::waitLgkmcnt(n, loc); }

// gfx950's v_permlane32_swap (rocdl.permlane32.swap): lanes 32-63 of `old` trade places with lanes
// 0-31 of `src`; the results are the new `old` and `src`. With old = src = x, the first holds x's
// lanes 0-31 in both halves and the second its lanes 32-63: an operation of the two combines lane L
// with lane L ^ 32 in every lane, in VALU instructions only (no LDS access, no wait).
inline std::pair<Int32, Int32> permlane32_swap(const Int32 &old, const Int32 &src, SourceLoc loc = SourceLoc::current()) {
  auto [a, b] = detail::permlane32Swap(detail::use(old.ir(), loc), detail::use(src.ir(), loc), loc);
  return {Int32(a), Int32(b)};
}

} // namespace rocdl
} // namespace fly::fx
