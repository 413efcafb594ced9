// fx value types: one template Val<Elem, Lanes> for scalars (Lanes = 0) and
// vectors (fx::Vector<T, N>), with C++ operators that build arith/math/vector
// ops. C++ numbers mix in as constants (`x * 2.0f`); different element types
// never mix implicitly (use `.to<T>()` or `bitcast<T>`). A Val has no
// conversion to bool: a runtime condition goes through fx::if_ / fx::select.
#pragma once

#include "fly/dsl/Builder.h"
#include "fly/ir/OpCode.h"
#include "fly/ir/Value.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

namespace fly::fx {

enum class Elem : uint8_t {
  Bool, I8, I16, I32, I64, Index,
  F16, BF16, F32, F64, F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ,
  F4E2M1FN, // fp4 (OCP MX E2M1): vectors of it bit-pack, two values per byte (value 0 in the low nibble)
};

constexpr bool isFloat(Elem e) { return e >= Elem::F16; }
constexpr bool isInteger(Elem e) { return e >= Elem::I8 && e <= Elem::Index; }
// Bit width of an element (index counts as 64).
constexpr unsigned elemBits(Elem e) {
  switch (e) {
  case Elem::Bool: return 1;
  case Elem::I8: case Elem::F8E4M3FN: case Elem::F8E4M3FNUZ: case Elem::F8E5M2: case Elem::F8E5M2FNUZ: return 8;
  case Elem::I16: case Elem::F16: case Elem::BF16: return 16;
  case Elem::F4E2M1FN: return 4;
  case Elem::I32: case Elem::F32: return 32;
  case Elem::I64: case Elem::Index: case Elem::F64: return 64;
  }
  return 0;
}
const char *elemName(Elem e); // the IR spelling: i32, bf16, f8E4M3FN, ...

ir::Type elemType(ir::Context &ctx, Elem e);
// The element type, or vector<lanes x element> when lanes > 0.
ir::Type valueType(ir::Context &ctx, Elem e, int lanes);

enum class BinOp : uint8_t { Add, Sub, Mul, Div, Rem, And, Or, Xor, Shl, Shr, Min, Max, MinimumF, MaximumF };
enum class CmpOp : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
enum class Reduction : uint8_t { Add, Mul, Min, Max };

namespace detail {
ir::Value *constantInt(Elem e, int lanes, int64_t v, const SourceLoc &loc);
ir::Value *constantFloat(Elem e, int lanes, double v, const SourceLoc &loc);
ir::Value *binary(BinOp op, Elem e, ir::Value *a, ir::Value *b, const SourceLoc &loc);
ir::Value *compare(CmpOp op, Elem e, ir::Value *a, ir::Value *b, const SourceLoc &loc);
ir::Value *negate(Elem e, ir::Value *a, const SourceLoc &loc);
ir::Value *convert(Elem from, Elem to, int lanes, ir::Value *a, const SourceLoc &loc);
ir::Value *bitcast(ir::Value *a, ir::Type to, const SourceLoc &loc);
ir::Value *unaryMath(ir::OpCode code, ir::Value *a, const SourceLoc &loc, std::string_view fastmath = {});
ir::Value *fma(ir::Value *a, ir::Value *b, ir::Value *c, const SourceLoc &loc);
ir::Value *select(ir::Value *cond, ir::Value *a, ir::Value *b, const SourceLoc &loc);
ir::Value *broadcast(Elem e, int lanes, ir::Value *scalar, const SourceLoc &loc);
ir::Value *fromElements(Elem e, std::span<ir::Value *const> elements, const SourceLoc &loc);
ir::Value *extract(Elem e, ir::Value *vector, int64_t position, const SourceLoc &loc);
ir::Value *insert(ir::Value *vector, ir::Value *scalar, int64_t position, const SourceLoc &loc);
ir::Value *slice(Elem e, ir::Value *vector, int64_t offset, int64_t size, const SourceLoc &loc);
ir::Value *reduce(Reduction kind, Elem e, ir::Value *vector, const SourceLoc &loc);
// The null-value check every op does: using a default-constructed Val is a
// programming error reported at the user's line.
ir::Value *use(ir::Value *v, const SourceLoc &loc);
} // namespace detail

template <Elem E, int N = 0> class Val;

// One operand of a value operator: a Val, a C++ number (a constant) or, for a
// vector operator, a scalar of the element type (broadcast). It carries the
// location of the expression that produced it: the user's line.
template <Elem E, int N> struct Operand {
  ir::Value *value;
  SourceLoc loc;
  Operand(const Val<E, N> &v, SourceLoc l = SourceLoc::current()) : value(detail::use(v.ir(), l)), loc(l) {}
  template <class C>
    requires std::is_arithmetic_v<C>
  Operand(C c, SourceLoc l = SourceLoc::current()) : value(Val<E, N>(c, l).ir()), loc(l) {}
  template <int M = N>
    requires(M > 0)
  Operand(const Val<E, 0> &s, SourceLoc l = SourceLoc::current())
      : value(detail::broadcast(E, N, detail::use(s.ir(), l), l)), loc(l) {}
};

template <Elem E, int N> class Val {
public:
  static constexpr Elem elem = E;
  static constexpr int lanes = N;
  using Scalar = Val<E, 0>;
  using Mask = Val<Elem::Bool, N>;

  Val() = default;
  explicit Val(ir::Value *v) : v_(v) {}
  // A compile-time constant (a splat for vectors).
  template <class C>
    requires std::is_arithmetic_v<C>
  Val(C c, SourceLoc loc = SourceLoc::current())
      : v_(isFloat(E) ? detail::constantFloat(E, N, double(c), loc) : detail::constantInt(E, N, int64_t(c), loc)) {}

  ir::Value *ir() const { return v_; }
  static ir::Type type(ir::Context &ctx) { return valueType(ctx, E, N); }

  // Value conversion to element type T::elem (same lane count): ext/trunc,
  // int<->float, index casts, bool -> int (zero extension).
  template <class T> Val<T::elem, N> to(SourceLoc loc = SourceLoc::current()) const {
    return Val<T::elem, N>(detail::convert(E, T::elem, N, detail::use(v_, loc), loc));
  }

  // ---- vectors ----
  template <int M = N>
    requires(M > 0)
  static Val filled(Operand<E, 0> x) {
    return Val(detail::broadcast(E, N, x.value, x.loc));
  }
  template <int M = N>
    requires(M > 0)
  Scalar operator[](int64_t i) const {
    return Scalar(detail::extract(E, detail::use(v_, SourceLoc::current()), i, SourceLoc::current()));
  }
  template <int M = N>
    requires(M > 0)
  Scalar extract(int64_t i, SourceLoc loc = SourceLoc::current()) const {
    return Scalar(detail::extract(E, detail::use(v_, loc), i, loc));
  }
  // A copy with element i replaced.
  template <int M = N>
    requires(M > 0)
  Val insert(int64_t i, Operand<E, 0> x) const {
    return Val(detail::insert(detail::use(v_, x.loc), x.value, i, x.loc));
  }
  // Elements [Offset, Offset + Size).
  template <int Offset, int Size, int M = N>
    requires(M > 0 && Offset >= 0 && Size > 0 && Offset + Size <= N)
  Val<E, Size> slice(SourceLoc loc = SourceLoc::current()) const {
    return Val<E, Size>(detail::slice(E, detail::use(v_, loc), Offset, Size, loc));
  }

  // ---- operators ----
  friend Val operator+(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Add, E, a.value, b.value, a.loc)); }
  friend Val operator-(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Sub, E, a.value, b.value, a.loc)); }
  friend Val operator*(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Mul, E, a.value, b.value, a.loc)); }
  friend Val operator/(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Div, E, a.value, b.value, a.loc)); }
  friend Val operator%(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Rem, E, a.value, b.value, a.loc)); }
  friend Val operator&(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::And, E, a.value, b.value, a.loc)); }
  friend Val operator|(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Or, E, a.value, b.value, a.loc)); }
  friend Val operator^(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Xor, E, a.value, b.value, a.loc)); }
  friend Val operator<<(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Shl, E, a.value, b.value, a.loc)); }
  friend Val operator>>(Operand<E, N> a, Operand<E, N> b) { return Val(detail::binary(BinOp::Shr, E, a.value, b.value, a.loc)); }
  friend Val operator&&(Operand<E, N> a, Operand<E, N> b)
    requires(E == Elem::Bool)
  { return Val(detail::binary(BinOp::And, E, a.value, b.value, a.loc)); }
  friend Val operator||(Operand<E, N> a, Operand<E, N> b)
    requires(E == Elem::Bool)
  { return Val(detail::binary(BinOp::Or, E, a.value, b.value, a.loc)); }
  friend Val operator-(Operand<E, N> a) { return Val(detail::negate(E, a.value, a.loc)); }
  friend Val operator!(Operand<E, N> a)
    requires(E == Elem::Bool)
  { return Val(detail::binary(BinOp::Xor, E, a.value, Val(true, a.loc).ir(), a.loc)); }

  friend Mask operator==(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Eq, E, a.value, b.value, a.loc)); }
  friend Mask operator!=(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Ne, E, a.value, b.value, a.loc)); }
  friend Mask operator<(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Lt, E, a.value, b.value, a.loc)); }
  friend Mask operator<=(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Le, E, a.value, b.value, a.loc)); }
  friend Mask operator>(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Gt, E, a.value, b.value, a.loc)); }
  friend Mask operator>=(Operand<E, N> a, Operand<E, N> b) { return Mask(detail::compare(CmpOp::Ge, E, a.value, b.value, a.loc)); }

  // Compound assignment rebinds this handle to the new SSA value.
  Val &operator+=(Operand<E, N> b) { return *this = Val(detail::binary(BinOp::Add, E, detail::use(v_, b.loc), b.value, b.loc)); }
  Val &operator-=(Operand<E, N> b) { return *this = Val(detail::binary(BinOp::Sub, E, detail::use(v_, b.loc), b.value, b.loc)); }
  Val &operator*=(Operand<E, N> b) { return *this = Val(detail::binary(BinOp::Mul, E, detail::use(v_, b.loc), b.value, b.loc)); }
  Val &operator/=(Operand<E, N> b) { return *this = Val(detail::binary(BinOp::Div, E, detail::use(v_, b.loc), b.value, b.loc)); }

private:
  ir::Value *v_ = nullptr;
};

// ---- the value types ----
using Boolean = Val<Elem::Bool>;
using Int8 = Val<Elem::I8>;
using Int16 = Val<Elem::I16>;
using Int32 = Val<Elem::I32>;
using Int64 = Val<Elem::I64>;
using Index = Val<Elem::Index>;
using Float16 = Val<Elem::F16>;
using BFloat16 = Val<Elem::BF16>;
using Float32 = Val<Elem::F32>;
using Float64 = Val<Elem::F64>;
using Float8E4M3FN = Val<Elem::F8E4M3FN>;
using Float8E4M3FNUZ = Val<Elem::F8E4M3FNUZ>;
using Float8E5M2 = Val<Elem::F8E5M2>;
using Float8E5M2FNUZ = Val<Elem::F8E5M2FNUZ>;
using Float4E2M1FN = Val<Elem::F4E2M1FN>;
template <class T, int N> using Vector = Val<T::elem, N>;

template <class T> inline constexpr bool isVal = false;
template <Elem E, int N> inline constexpr bool isVal<Val<E, N>> = true;

// ---- free functions (FlyDSL's names) ----
// Reinterprets the bits: T must have the same total width.
template <class T, Elem E, int N> T bitcast(const Val<E, N> &x, SourceLoc loc = SourceLoc::current()) {
  static_assert(elemBits(T::elem) * (T::lanes ? T::lanes : 1) == elemBits(E) * (N ? N : 1),
                "bitcast needs the same total bit width");
  return T(detail::bitcast(detail::use(x.ir(), loc), T::type(state(loc).context()), loc));
}
template <class V> V filled(Operand<V::elem, 0> x) { return V::filled(x); }
template <class V, class... Ts>
  requires(sizeof...(Ts) == V::lanes)
V from_elements(const Ts &...xs) {
  SourceLoc loc = SourceLoc::current();
  std::array<ir::Value *, sizeof...(Ts)> values{Operand<V::elem, 0>(xs, loc).value...};
  return V(detail::fromElements(V::elem, values, loc));
}
template <class V, size_t K>
  requires(int(K) == V::lanes)
V from_elements(const std::array<Val<V::elem, 0>, K> &xs, SourceLoc loc = SourceLoc::current()) {
  std::array<ir::Value *, K> values;
  for (size_t i = 0; i < K; ++i) values[i] = detail::use(xs[i].ir(), loc);
  return V(detail::fromElements(V::elem, values, loc));
}
template <Elem E, int N, int C>
  requires(C == 0 || C == N)
Val<E, N> select(const Val<Elem::Bool, C> &cond, const Val<E, N> &a, std::type_identity_t<Operand<E, N>> b) {
  return Val<E, N>(detail::select(detail::use(cond.ir(), b.loc), detail::use(a.ir(), b.loc), b.value, b.loc));
}
// select with two C++ numbers needs the result type spelled: select<Float32>(c, 1, 0).
template <class T, int C, class A, class B>
T select(const Val<Elem::Bool, C> &cond, const A &a, const B &b, SourceLoc loc = SourceLoc::current()) {
  return T(detail::select(detail::use(cond.ir(), loc), Operand<T::elem, T::lanes>(a, loc).value,
                          Operand<T::elem, T::lanes>(b, loc).value, loc));
}

#define FLY_FX_BINARY_FN(name, op)                                                                                     \
  template <Elem E, int N> Val<E, N> name(const Val<E, N> &a, std::type_identity_t<Operand<E, N>> b) {                                       \
    return Val<E, N>(detail::binary(op, E, detail::use(a.ir(), b.loc), b.value, b.loc));                                \
  }
// max/min: maxsi/minsi on integers, maxnumf/minnumf on floats (a NaN operand yields the other).
FLY_FX_BINARY_FN(max, BinOp::Max)
FLY_FX_BINARY_FN(min, BinOp::Min)
#undef FLY_FX_BINARY_FN
template <Elem E, int N>
  requires(isFloat(E))
Val<E, N> maximumf(const Val<E, N> &a, std::type_identity_t<Operand<E, N>> b) {
  return Val<E, N>(detail::binary(BinOp::MaximumF, E, detail::use(a.ir(), b.loc), b.value, b.loc));
}
template <Elem E, int N>
  requires(isFloat(E))
Val<E, N> minimumf(const Val<E, N> &a, std::type_identity_t<Operand<E, N>> b) {
  return Val<E, N>(detail::binary(BinOp::MinimumF, E, detail::use(a.ir(), b.loc), b.value, b.loc));
}

#define FLY_FX_MATH_FN(name, code)                                                                                     \
  template <Elem E, int N>                                                                                             \
    requires(isFloat(E))                                                                                               \
  Val<E, N> name(const Val<E, N> &x, SourceLoc loc = SourceLoc::current()) {                                           \
    return Val<E, N>(detail::unaryMath(ir::OpCode::code, detail::use(x.ir(), loc), loc));                              \
  }
FLY_FX_MATH_FN(exp, MathExp)
FLY_FX_MATH_FN(exp2, MathExp2)
FLY_FX_MATH_FN(log, MathLog)
FLY_FX_MATH_FN(log2, MathLog2)
FLY_FX_MATH_FN(sqrt, MathSqrt)
FLY_FX_MATH_FN(rsqrt, MathRsqrt)
FLY_FX_MATH_FN(tanh, MathTanh)
FLY_FX_MATH_FN(sin, MathSin)
FLY_FX_MATH_FN(cos, MathCos)
FLY_FX_MATH_FN(erf, MathErf)
FLY_FX_MATH_FN(floor, MathFloor)
FLY_FX_MATH_FN(ceil, MathCeil)
#undef FLY_FX_MATH_FN
// 2^x with `fastmath<afn>`: on f32 the hardware's v_exp_f32 alone (about 1 ulp; results below
// 2^-126 may flush to zero), what Triton's tl.exp2 compiles to. fx::exp2 stays exact.
template <Elem E, int N>
  requires(isFloat(E))
Val<E, N> exp2_approx(const Val<E, N> &x, SourceLoc loc = SourceLoc::current()) {
  return Val<E, N>(detail::unaryMath(ir::OpCode::MathExp2, detail::use(x.ir(), loc), loc, "afn"));
}
template <Elem E, int N> Val<E, N> abs(const Val<E, N> &x, SourceLoc loc = SourceLoc::current()) {
  return Val<E, N>(detail::unaryMath(isFloat(E) ? ir::OpCode::MathAbsF : ir::OpCode::MathAbsI, detail::use(x.ir(), loc), loc));
}
template <Elem E, int N>
  requires(isFloat(E))
Val<E, N> fma(const Val<E, N> &a, std::type_identity_t<Operand<E, N>> b, std::type_identity_t<Operand<E, N>> c) {
  return Val<E, N>(detail::fma(detail::use(a.ir(), b.loc), b.value, c.value, b.loc));
}

// Reductions of a vector to its element type (max/min: maxnumf/minnumf on floats).
#define FLY_FX_REDUCE(name, kind)                                                                                      \
  template <Elem E, int N>                                                                                             \
    requires(N > 0)                                                                                                    \
  Val<E, 0> name(const Val<E, N> &v, SourceLoc loc = SourceLoc::current()) {                                           \
    return Val<E, 0>(detail::reduce(Reduction::kind, E, detail::use(v.ir(), loc), loc));                               \
  }
FLY_FX_REDUCE(reduce_add, Add)
FLY_FX_REDUCE(reduce_mul, Mul)
FLY_FX_REDUCE(reduce_max, Max)
FLY_FX_REDUCE(reduce_min, Min)
#undef FLY_FX_REDUCE

} // namespace fly::fx
