// GPU operations: work-item and work-group ids and sizes, lane id, barrier,
// cross-lane shuffles, and LDS (shared memory) allocation.
#pragma once

#include "fly/dsl/Memory.h"
#include "fly/dsl/Value.h"

#include <array>
#include <string_view>

namespace fly::fx {

namespace detail {
ir::Value *gpuDim(ir::OpCode code, char dim, const SourceLoc &loc);
ir::Value *shuffle(const char *mode, ir::Value *v, ir::Value *offset, ir::Value *width, const SourceLoc &loc);
ir::Value *ldsAlloc(ir::Type pointerType, int64_t bytes, int64_t align, const SourceLoc &loc);
ir::Value *dynamicShared(ir::Type pointerType, const SourceLoc &loc);
void print(std::string_view format, bool hasFormat, std::span<ir::Value *const> values, const SourceLoc &loc);
} // namespace detail

// fx::thread_idx.x(), fx::block_idx.y(), fx::block_dim.x(), fx::grid_dim.z().
struct GpuDims {
  ir::OpCode code;
  Index x(SourceLoc loc = SourceLoc::current()) const { return Index(detail::gpuDim(code, 'x', loc)); }
  Index y(SourceLoc loc = SourceLoc::current()) const { return Index(detail::gpuDim(code, 'y', loc)); }
  Index z(SourceLoc loc = SourceLoc::current()) const { return Index(detail::gpuDim(code, 'z', loc)); }
};
inline constexpr GpuDims thread_idx{ir::OpCode::GpuThreadId};
inline constexpr GpuDims block_idx{ir::OpCode::GpuBlockId};
inline constexpr GpuDims block_dim{ir::OpCode::GpuBlockDim};
inline constexpr GpuDims grid_dim{ir::OpCode::GpuGridDim};

Index lane_id(SourceLoc loc = SourceLoc::current());
// Work-group barrier (gpu.barrier): also orders LDS accesses.
void barrier(SourceLoc loc = SourceLoc::current());

// Cross-lane shuffles within segments of `width` lanes (a power of two up to the
// wave size); lanes whose source is outside the segment keep their own value.
#define FLY_FX_SHUFFLE(name, mode)                                                                                     \
  template <Elem E, int N>                                                                                             \
  Val<E, N> name(const Val<E, N> &v, Operand<Elem::I32, 0> offset, Operand<Elem::I32, 0> width) {                      \
    return Val<E, N>(detail::shuffle(mode, detail::use(v.ir(), offset.loc), offset.value, width.value, offset.loc));    \
  }
FLY_FX_SHUFFLE(shuffle_xor, "xor")
FLY_FX_SHUFFLE(shuffle_up, "up")
FLY_FX_SHUFFLE(shuffle_down, "down")
FLY_FX_SHUFFLE(shuffle_idx, "idx")
#undef FLY_FX_SHUFFLE

// A static LDS allocation of `count` elements of T (bytes = count * sizeof T).
template <class T>
Ptr<T, ir::AddressSpace::Shared> lds_alloc(int64_t count, int64_t align = 16, SourceLoc loc = SourceLoc::current()) {
  auto type = Ptr<T, ir::AddressSpace::Shared>::type(state(loc).context());
  return Ptr<T, ir::AddressSpace::Shared>(detail::ldsAlloc(type, count * int64_t(elemBits(T::elem) / 8), align, loc));
}
// The dynamic LDS segment (its size is the launch's LDS bytes).
template <class T> Ptr<T, ir::AddressSpace::Shared> dyn_shared(SourceLoc loc = SourceLoc::current()) {
  return Ptr<T, ir::AddressSpace::Shared>(
      detail::dynamicShared(Ptr<T, ir::AddressSpace::Shared>::type(state(loc).context()), loc));
}

// Device printf (fly.print, docs/runtime.md): each `{}` takes the next value, printed as its type
// prints; a format without `{}` is a C printf format. A newline ends every print.
//   fx::printf("block {} thread {}: x = {}", fx::block_idx.x(), tid, x);
struct PrintFormat {
  std::string_view text;
  SourceLoc loc;
  PrintFormat(const char *s, SourceLoc l = SourceLoc::current()) : text(s), loc(l) {}
};
template <Elem... Es> void printf(PrintFormat format, const Val<Es, 0> &...values) {
  std::array<ir::Value *, sizeof...(Es)> v{detail::use(values.ir(), format.loc)...};
  detail::print(format.text, true, v, format.loc);
}

} // namespace fly::fx
