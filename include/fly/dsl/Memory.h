// Pointers (fly.ptr) with element offsets, scalar and vector loads and stores,
// and AMD buffer resources (raw buffer loads/stores: out-of-range loads read 0,
// out-of-range stores are dropped, so ragged edges need no branch).
#pragma once

#include "fly/dsl/Value.h"
#include "fly/ir/FlyTypes.h"

namespace fly::fx {

namespace detail {
ir::Value *addOffset(ir::Value *ptr, ir::Value *offset, const SourceLoc &loc);
ir::Value *load(ir::Value *ptr, ir::Type result, const SourceLoc &loc);
void store(ir::Value *value, ir::Value *ptr, const SourceLoc &loc);
// One read-modify-write (`fly.ptr.store {atomic = "add"}`, an LLVM atomicrmw at agent scope).
void atomicAdd(ir::Value *value, ir::Value *ptr, const SourceLoc &loc);
ir::Value *makeBufferResource(ir::Value *ptr, ir::Value *numBytes, const SourceLoc &loc);
ir::Value *bufferLoad(ir::Value *rsrc, ir::Value *byteOffset, ir::Type result, const SourceLoc &loc);
void bufferStore(ir::Value *value, ir::Value *rsrc, ir::Value *byteOffset, const SourceLoc &loc);
} // namespace detail

// A pointer to elements of T (an fx scalar type) in address space AS.
template <class T, ir::AddressSpace AS = ir::AddressSpace::Global> class Ptr {
  static_assert(elemBits(T::elem) >= 8, "sub-byte elements (fp4) are addressed as bytes: a pointer to i8, then bitcast");

public:
  using Element = T;
  static constexpr ir::AddressSpace addressSpace = AS;

  Ptr() = default;
  explicit Ptr(ir::Value *v) : v_(v) {}
  ir::Value *ir() const { return v_; }
  static ir::Type type(ir::Context &ctx) { return ir::PointerType::get(ctx, T::type(ctx), AS); }

  // The pointer `offset` elements further.
  friend Ptr operator+(const Ptr &p, Operand<Elem::Index, 0> offset) {
    return Ptr(detail::addOffset(detail::use(p.v_, offset.loc), offset.value, offset.loc));
  }
  // Lanes consecutive elements from p + offset (Lanes = 0: one scalar).
  template <int Lanes = 0> Val<T::elem, Lanes> load(Operand<Elem::Index, 0> offset) const {
    ir::Value *p = detail::addOffset(detail::use(v_, offset.loc), offset.value, offset.loc);
    return Val<T::elem, Lanes>(detail::load(p, Val<T::elem, Lanes>::type(state(offset.loc).context()), offset.loc));
  }
  template <int Lanes> void store(Operand<Elem::Index, 0> offset, const Val<T::elem, Lanes> &value) const {
    ir::Value *p = detail::addOffset(detail::use(v_, offset.loc), offset.value, offset.loc);
    detail::store(detail::use(value.ir(), offset.loc), p, offset.loc);
  }
  // *(p + offset) += value, atomically (global or LDS; a 32/64-bit integer or a float scalar).
  void atomic_add(Operand<Elem::Index, 0> offset, const Val<T::elem, 0> &value) const {
    ir::Value *p = detail::addOffset(detail::use(v_, offset.loc), offset.value, offset.loc);
    detail::atomicAdd(detail::use(value.ir(), offset.loc), p, offset.loc);
  }
  // The pair at p + offset (4-byte aligned) += value, both halves in one atomic (global f16/bf16:
  // global_atomic_pk_add_f16 / _bf16 where the arch has it, else LLVM's compare-and-swap loop).
  void atomic_add(Operand<Elem::Index, 0> offset, const Val<T::elem, 2> &value) const {
    static_assert(T::elem == Elem::F16 || T::elem == Elem::BF16, "a packed atomic add takes two f16 or bf16");
    static_assert(AS == ir::AddressSpace::Global, "a packed atomic add writes global memory");
    ir::Value *p = detail::addOffset(detail::use(v_, offset.loc), offset.value, offset.loc);
    detail::atomicAdd(detail::use(value.ir(), offset.loc), p, offset.loc);
  }

private:
  ir::Value *v_ = nullptr;
};

// A buffer resource over `numBytes` bytes from a global pointer.
template <class T> class Buffer {
  static_assert(elemBits(T::elem) >= 8, "sub-byte elements (fp4) are addressed as bytes: a buffer of i8, then bitcast");

public:
  Buffer() = default;
  Buffer(const Ptr<T> &base, Operand<Elem::I32, 0> numBytes)
      : v_(detail::makeBufferResource(detail::use(base.ir(), numBytes.loc), numBytes.value, numBytes.loc)) {}
  // Lanes consecutive elements from element `offset` (an i32 element index).
  template <int Lanes = 0> Val<T::elem, Lanes> load(Operand<Elem::I32, 0> offset) const {
    ir::Value *bytes = detail::binary(BinOp::Mul, Elem::I32, offset.value,
                                      Int32(int64_t(elemBits(T::elem) / 8), offset.loc).ir(), offset.loc);
    return Val<T::elem, Lanes>(
        detail::bufferLoad(v_, bytes, Val<T::elem, Lanes>::type(state(offset.loc).context()), offset.loc));
  }
  template <int Lanes> void store(Operand<Elem::I32, 0> offset, const Val<T::elem, Lanes> &value) const {
    ir::Value *bytes = detail::binary(BinOp::Mul, Elem::I32, offset.value,
                                      Int32(int64_t(elemBits(T::elem) / 8), offset.loc).ir(), offset.loc);
    detail::bufferStore(detail::use(value.ir(), offset.loc), v_, bytes, offset.loc);
  }

private:
  ir::Value *v_ = nullptr;
};

} // namespace fly::fx
