// Fly IR types. A Type is a handle to an immutable, uniqued TypeStorage owned
// by the Context: two types are equal exactly when their handles are equal.
// Every storage keeps its canonical printed form (str()), which is also the
// uniquing key, so printing a type is a string copy.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace fly::ir {

enum class TypeKind : uint8_t {
  Integer,   // iN
  Index,     // index
  Float,     // f16 bf16 f32 f64 f8E4M3FNUZ f8E4M3FN f8E5M2 f8E5M2FNUZ f4E2M1FN
  Vector,    // vector<4xf32>, vector<2x4xf16>
  LLVMPointer, // !llvm.ptr, !llvm.ptr<N> (buffer resources use !llvm.ptr<8>)
  LLVMStruct,  // !llvm.struct<(i32, f32)> (literal, unpacked: inline asm's several outputs)
  LLVMArray,   // !llvm.array<4 x i32>
  BuiltinMemRef, // memref<4x8xf32, #gpu.address_space<workgroup>> (MLIR's memref dialect)
  Opaque,    // any other `!dialect.name<...>`, kept verbatim
  IntTuple,  // !fly.int_tuple<...>
  Layout,    // !fly.layout<S:D>
  ComposedLayout, // !fly.composed_layout<inner o offset o outer>
  Swizzle,   // !fly.swizzle<S<m,b,s>>
  CoordSwizzle, // !fly.coord_swizzle<CS<mask,baseRow,[row path],baseCol,[col path]>>
  Tile,      // !fly.tile<[4:1|8:1]>
  Pointer,   // !fly.ptr<f32, global[, align<N>][, S<m,b,s>]>
  MemRef,    // !fly.memref<f32, global, layout[, align<N>][, S<m,b,s>]>
  CoordTensor, // !fly.coord_tensor<(0,0), (4,8):(1E0,1E1)>
  Basis,     // !fly.basis<1E0> (a scaled basis vector, CuTe's ScaledBasis / E<i>)
  CopyAtom,  // !fly.copy_atom<!fly.universal_copy<64>, 16>
  TiledCopy, // !fly.tiled_copy<ATOM, !fly.layout<...>, !fly.tile<[...]>>
  MmaAtom,   // !fly.mma_atom<...>
  TiledMma,  // !fly.tiled_mma<!fly.mma_atom<...>, !fly.layout<...>, !fly.tile<[...]>>
};

class TypeStorage {
public:
  TypeKind kind() const { return kind_; }
  const std::string &str() const { return text_; }

  virtual ~TypeStorage() = default;

protected:
  TypeStorage(TypeKind kind, std::string text) : kind_(kind), text_(std::move(text)) {}
  friend class Context;

private:
  TypeKind kind_;
  std::string text_;
};

// Nullable handle; compares by identity (types are uniqued).
class Type {
public:
  Type() = default;
  Type(const TypeStorage *impl) : impl_(impl) {}

  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(const Type &o) const { return impl_ == o.impl_; }
  bool operator!=(const Type &o) const { return impl_ != o.impl_; }

  TypeKind kind() const { return impl_->kind(); }
  const std::string &str() const { return impl_->str(); }
  const TypeStorage *impl() const { return impl_; }

  template <class T> bool isa() const { return impl_ && T::classof(impl_); }
  template <class T> const T *dyn_cast() const {
    return isa<T>() ? static_cast<const T *>(impl_) : nullptr;
  }
  // Precondition: isa<T>().
  template <class T> const T &cast() const { return *static_cast<const T *>(impl_); }

  // Convenience predicates used all over verifiers and codegen.
  bool isInteger(unsigned width = 0) const; // width 0: any width
  bool isIndex() const { return impl_ && kind() == TypeKind::Index; }
  bool isIntOrIndex() const { return isInteger() || isIndex(); }
  bool isFloat() const { return impl_ && kind() == TypeKind::Float; }
  bool isVector() const { return impl_ && kind() == TypeKind::Vector; }
  // Element type of a vector, the type itself otherwise.
  Type elementType() const;
  // Bit width of an integer/float type (index counts as 64); 0 otherwise.
  unsigned bitWidth() const;

private:
  const TypeStorage *impl_ = nullptr;
};

class IntegerType : public TypeStorage {
public:
  unsigned width() const { return width_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Integer; }

private:
  friend class Context;
  explicit IntegerType(unsigned w) : TypeStorage(TypeKind::Integer, "i" + std::to_string(w)), width_(w) {}
  unsigned width_;
};

class IndexType : public TypeStorage {
public:
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Index; }

private:
  friend class Context;
  IndexType() : TypeStorage(TypeKind::Index, "index") {}
};

enum class FloatKind : uint8_t { F16, BF16, F32, F64, F8E4M3FNUZ, F8E4M3FN, F8E5M2, F8E5M2FNUZ, F4E2M1FN, F6E2M3FN, F6E3M2FN };
// The last FloatKind (for loops over every kind).
inline constexpr FloatKind kLastFloatKind = FloatKind::F6E3M2FN;
const char *floatKindName(FloatKind k);
unsigned floatKindWidth(FloatKind k);

class FloatType : public TypeStorage {
public:
  FloatKind floatKind() const { return fk_; }
  unsigned width() const { return floatKindWidth(fk_); }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Float; }

private:
  friend class Context;
  explicit FloatType(FloatKind k) : TypeStorage(TypeKind::Float, floatKindName(k)), fk_(k) {}
  FloatKind fk_;
};

class VectorType : public TypeStorage {
public:
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t numElements() const;
  Type elementType() const { return elem_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Vector; }

private:
  friend class Context;
  VectorType(std::vector<int64_t> shape, Type elem, std::string text)
      : TypeStorage(TypeKind::Vector, std::move(text)), shape_(std::move(shape)), elem_(elem) {}
  std::vector<int64_t> shape_;
  Type elem_;
};

class LLVMPointerType : public TypeStorage {
public:
  unsigned addressSpace() const { return as_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::LLVMPointer; }

private:
  friend class Context;
  LLVMPointerType(unsigned as, std::string text) : TypeStorage(TypeKind::LLVMPointer, std::move(text)), as_(as) {}
  unsigned as_;
};

// MLIR's literal LLVM struct `!llvm.struct<(T, ...)>` (not packed, not named) and array
// `!llvm.array<N x T>`: the aggregates FlyDSL's inline assembly returns and extractvalue reads.
class LLVMAggregateType : public TypeStorage {
public:
  const std::vector<Type> &elements() const { return elems_; } // a struct's fields; an array's one element
  int64_t numElements() const { return count_; }
  Type element(int64_t i) const { return kind() == TypeKind::LLVMArray ? elems_[0] : elems_[size_t(i)]; }
  static bool classof(const TypeStorage *t) {
    return t->kind() == TypeKind::LLVMStruct || t->kind() == TypeKind::LLVMArray;
  }

private:
  friend class Context;
  LLVMAggregateType(TypeKind kind, std::vector<Type> elems, int64_t count, std::string text)
      : TypeStorage(kind, std::move(text)), elems_(std::move(elems)), count_(count) {}
  std::vector<Type> elems_;
  int64_t count_;
};

// MLIR's builtin memref type as FlyDSL's traced modules use it (SmemAllocator's LDS buffer and its
// views): a static shape (row-major, identity layout) of an element type in one memory space.
// Code generation gives it a plain pointer to its first element.
class BuiltinMemRefType : public TypeStorage {
public:
  const std::vector<int64_t> &shape() const { return shape_; }
  int64_t numElements() const;
  Type elementType() const { return elem_; }
  // LLVM's AMDGPU address space of the memory space: 0 (none), 1 global, 3 workgroup, 5 private.
  unsigned addressSpace() const { return as_; }
  // The memory space as written (`#gpu.address_space<workgroup>`, `3`), or "".
  const std::string &memorySpace() const { return space_; }
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::BuiltinMemRef; }

private:
  friend class Context;
  BuiltinMemRefType(std::vector<int64_t> shape, Type elem, std::string space, unsigned as, std::string text)
      : TypeStorage(TypeKind::BuiltinMemRef, std::move(text)), shape_(std::move(shape)), elem_(elem),
        space_(std::move(space)), as_(as) {}
  std::vector<int64_t> shape_;
  Type elem_;
  std::string space_;
  unsigned as_;
};

// A type the IR does not interpret (e.g. `!fly_rocdl.cdna3.mfma<...>`): kept
// verbatim so that it prints back exactly as it was read.
class OpaqueType : public TypeStorage {
public:
  static bool classof(const TypeStorage *t) { return t->kind() == TypeKind::Opaque; }

private:
  friend class Context;
  explicit OpaqueType(std::string text) : TypeStorage(TypeKind::Opaque, std::move(text)) {}
};

} // namespace fly::ir

template <> struct std::hash<fly::ir::Type> {
  size_t operator()(const fly::ir::Type &t) const noexcept { return std::hash<const void *>()(t.impl()); }
};
