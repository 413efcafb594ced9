// fly::st: the layout algebra at C++ compile time, for kernels whose layouts
// are fixed in the source. Leaves are boost::hana::llong<N>
// (hana::integral_constant<long long, N>), tuples are hana::tuple, and a
// Layout<Shape, Stride> is an empty type: every result is a type, computed
// while compiling. Coordinates given to crd2idx/idx2crd may also be run-time
// integers (then the result is a run-time long long).
//
// Semantics are those of fly::Layout (and CuTe); the agreement is tested in
// tests/unit/algebra/StaticAlgebraTest.cpp. Each operation gathers its flat
// modes into constexpr arrays, runs the algorithm there and turns the result
// back into a type. Illegal requests fail to compile: the diagnostic names a
// function like `composition_stride_divisibility_fails`.
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>
#include <utility>

#include <boost/hana.hpp>

namespace fly::st {

namespace hana = boost::hana;
using ll = long long;

template <ll N>
using Int = hana::llong<N>;
template <ll N>
inline constexpr Int<N> int_c{};

template <class T>
struct IsInt : std::false_type {};
template <ll N>
struct IsInt<hana::integral_constant<ll, N>> : std::true_type {};
template <class T>
inline constexpr bool is_int_v = IsInt<std::remove_cvref_t<T>>::value;

template <class T>
struct IsTuple : std::false_type {};
template <class... T>
struct IsTuple<hana::tuple<T...>> : std::true_type {};
template <class T>
inline constexpr bool is_tuple_v = IsTuple<std::remove_cvref_t<T>>::value;

template <class T>
struct Rank : std::integral_constant<std::size_t, 1> {};
template <class... T>
struct Rank<hana::tuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};

template <class... T>
constexpr auto tuple(T... t) {
  return hana::make_tuple(t...);
}

template <class Shape, class Stride>
struct Layout {
  using shape_type = Shape;
  using stride_type = Stride;
  static constexpr Shape shape() { return {}; }
  static constexpr Stride stride() { return {}; }
};

// ---- Compile-time failures: calling one of these in a constant expression is
// the diagnostic ------------------------------------------------------------------
void make_layout_shape_and_stride_not_congruent();
void composition_stride_divisibility_fails();
void composition_shape_divisibility_fails();
void complement_layout_not_injective();
void static_layout_too_many_modes();
void crd2idx_coordinate_does_not_match_shape();

namespace detail {

inline constexpr int kMaxModes = 32;

// A flat layout: modes s[i]:d[i], and whether it is a tuple or one leaf.
struct Flat {
  ll s[kMaxModes]{};
  ll d[kMaxModes]{};
  int n = 0;
  bool tuple = false;
};

template <class T>
constexpr void leavesInto(ll *out, int &n) {
  if constexpr (is_int_v<T>) {
    if (n >= kMaxModes)
      static_layout_too_many_modes();
    out[n++] = std::remove_cvref_t<T>::value;
  } else {
    [&]<class... E>(hana::tuple<E...> *) { (leavesInto<E>(out, n), ...); }(static_cast<T *>(nullptr));
  }
}

template <class S, class D>
constexpr Flat flatOf() {
  Flat f;
  int n = 0;
  leavesInto<S>(f.s, n);
  n = 0;
  leavesInto<D>(f.d, n);
  f.n = n;
  f.tuple = is_tuple_v<S>;
  return f;
}

template <class S>
constexpr Flat flatShapeOf() {
  Flat f;
  int n = 0;
  leavesInto<S>(f.s, n);
  f.n = n;
  f.tuple = is_tuple_v<S>;
  return f;
}

constexpr ll absll(ll x) { return x < 0 ? -x : x; }
constexpr ll ceilDiv(ll a, ll b) { return (a + b - 1) / b; }
constexpr ll signum(ll x) { return x > 0 ? 1 : (x < 0 ? -1 : 0); }

// CuTe's bw_coalesce over old modes [0, n) from the back into (ns:nd).
constexpr Flat bwCoalesce(const ll *os, const ll *od, int n, ll ns, ll nd) {
  ll rs[kMaxModes]{}, rd[kMaxModes]{};
  int m = 1;
  rs[0] = ns;
  rd[0] = nd;
  bool tup = false;
  for (int k = n - 1; k >= 0; --k) {
    if (os[k] == 1)
      continue;
    if (!tup && rs[m - 1] == 1) {
      rs[m - 1] = os[k];
      rd[m - 1] = od[k];
    } else if (os[k] * od[k] == rd[m - 1]) {
      rs[m - 1] = os[k] * rs[m - 1];
      rd[m - 1] = od[k];
    } else {
      rs[m] = os[k];
      rd[m] = od[k];
      ++m;
      tup = true;
    }
  }
  Flat out;
  if (!tup && rs[0] == 1) {
    out.s[0] = 1;
    out.d[0] = 0;
    out.n = 1;
    return out;
  }
  for (int i = 0; i < m; ++i) {
    out.s[i] = rs[m - 1 - i];
    out.d[i] = rd[m - 1 - i];
  }
  out.n = m;
  out.tuple = tup;
  return out;
}

constexpr Flat coalesce(const Flat &f, bool keepOutside = false) {
  if (f.n == 0)
    return bwCoalesce(f.s, f.d, 0, 1, 0);
  ll last = (keepOutside && f.s[f.n - 1] == 1) ? 2 : f.s[f.n - 1];
  return bwCoalesce(f.s, f.d, f.n - 1, last, f.d[f.n - 1]);
}

constexpr Flat filter(Flat f) {
  for (int i = 0; i < f.n; ++i)
    if (f.d[i] == 0)
      f.s[i] = 1;
  return coalesce(f);
}

// composition(lhs, s:d) for a flat lhs (CuTe's composition_impl with the
// divisibility checks of fly::composition).
constexpr Flat compositionLeaf(const Flat &lhs, ll s, ll d) {
  Flat out;
  if (d == 0) {
    out.s[0] = s;
    out.d[0] = d;
    out.n = 1;
    return out;
  }
  if (!lhs.tuple) {
    out.s[0] = s;
    out.d[0] = d * lhs.d[0];
    out.n = 1;
    return out;
  }
  int r = lhs.n, m = 0;
  ll restShape = s, restStride = d;
  for (int i = 0; i + 1 < r; ++i) {
    ll cs = lhs.s[i], rs = absll(restStride);
    if (restShape != 1) {
      bool endsHere = rs < cs && (restShape - 1) * rs < cs;
      if (cs == 0 || rs == 0 || !(rs % cs == 0 || cs % rs == 0 || endsHere))
        composition_stride_divisibility_fails();
    }
    ll nextShape = ceilDiv(cs, rs);
    ll nextStride = ceilDiv(rs, cs) * signum(restStride);
    if (nextShape == 1 || restShape == 1) {
      restStride = nextStride;
      continue;
    }
    ll newShape = nextShape < restShape ? nextShape : restShape;
    if (restShape % newShape != 0)
      composition_shape_divisibility_fails();
    out.s[m] = newShape;
    out.d[m] = restStride * lhs.d[i];
    ++m;
    restShape /= newShape;
    restStride = nextStride;
  }
  if (m == 0) {
    out.s[0] = restShape;
    out.d[0] = restStride * lhs.d[r - 1];
    out.n = 1;
    return out;
  }
  if (restShape != 1) {
    out.s[m] = restShape;
    out.d[m] = restStride * lhs.d[r - 1];
    ++m;
  }
  out.n = m;
  out.tuple = m > 1;
  return out;
}

// The modes of b must not carry into the next coordinate of a (see
// fly::composition).
constexpr bool noCarry(const Flat &a, const Flat &b) {
  if (!a.tuple)
    return true;
  int moving = 0;
  for (int k = 0; k < b.n; ++k)
    if (b.s[k] != 1 && b.d[k] != 0) {
      ++moving;
      if (b.d[k] < 0)
        return true;
    }
  if (moving <= 1)
    return true;
  ll prefix = 1;
  for (int j = 0; j + 1 < a.n; ++j) {
    ll s = a.s[j], total = 0;
    for (int k = 0; k < b.n; ++k) {
      if (b.s[k] == 1 || b.d[k] == 0)
        continue;
      ll best = 0;
      for (ll c = 1; c < b.s[k] && best < s - 1; ++c) {
        ll dig = (b.d[k] * c / prefix) % s;
        best = dig > best ? dig : best;
      }
      total += best;
    }
    if (total >= s)
      return false;
    prefix *= s;
  }
  return true;
}

// complement(a, cotarget) where the cotarget is a shape given by its leaves.
constexpr Flat complement(const Flat &a, const Flat &cot) {
  Flat f = filter(a);
  Flat full;
  if (!f.tuple && f.d[0] == 0) {
    ll p = 1;
    for (int i = 0; i < cot.n; ++i)
      p *= cot.s[i];
    full.s[0] = p;
    full.d[0] = p == 1 ? 0 : 1;
    full.n = 1;
    return full;
  }
  ll shape[kMaxModes]{}, stride[kMaxModes]{};
  int r = f.n;
  for (int i = 0; i < r; ++i) {
    shape[i] = f.s[i];
    stride[i] = f.d[i];
    if (stride[i] < 0)
      complement_layout_not_injective();
  }
  ll lastStride = 1;
  int m = 0;
  for (int step = 0; step + 1 < f.n; ++step) {
    int minIdx = 0;
    for (int i = 1; i < r; ++i)
      if (stride[i] < stride[minIdx])
        minIdx = i;
    ll minStride = stride[minIdx];
    if (minStride % lastStride != 0 || minStride / lastStride == 0)
      complement_layout_not_injective();
    full.s[m] = minStride / lastStride;
    full.d[m] = lastStride;
    ++m;
    lastStride = minStride * shape[minIdx];
    for (int i = minIdx; i + 1 < r; ++i) {
      shape[i] = shape[i + 1];
      stride[i] = stride[i + 1];
    }
    --r;
  }
  if (stride[0] % lastStride != 0 || stride[0] / lastStride == 0)
    complement_layout_not_injective();
  full.s[m] = stride[0] / lastStride;
  full.d[m] = lastStride;
  ++m;
  ll newStride = stride[0] * shape[0];
  // ceil_div of the cotarget shape by newStride, from the left, then its product.
  ll rest = newStride, restShape = 1;
  for (int i = 0; i < cot.n; ++i) {
    restShape *= ceilDiv(cot.s[i], rest);
    rest = ceilDiv(rest, cot.s[i]);
  }
  full.s[m] = restShape;
  full.d[m] = restShape == 1 ? 0 : newStride;
  ++m;
  full.n = m;
  full.tuple = true;
  return coalesce(full);
}

constexpr ll cosize(const Flat &f) {
  ll acc = 1;
  for (int i = 0; i < f.n; ++i)
    acc += (f.s[i] - 1) * absll(f.d[i]);
  return acc;
}

template <Flat F>
constexpr auto decode() {
  if constexpr (!F.tuple) {
    return Layout<Int<F.s[0]>, Int<F.d[0]>>{};
  } else {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return Layout<hana::tuple<Int<F.s[I]>...>, hana::tuple<Int<F.d[I]>...>>{};
    }(std::make_index_sequence<static_cast<std::size_t>(F.n)>{});
  }
}

// Run-time or compile-time arithmetic, whichever the operands allow.
template <class A, class B>
constexpr auto add(A a, B b) {
  if constexpr (is_int_v<A> && is_int_v<B>)
    return Int<A::value + B::value>{};
  else
    return static_cast<ll>(a) + static_cast<ll>(b);
}
template <class A, class B>
constexpr auto mul(A a, B b) {
  if constexpr (is_int_v<A> && is_int_v<B>)
    return Int<A::value * B::value>{};
  else
    return static_cast<ll>(a) * static_cast<ll>(b);
}
template <class A, class B>
constexpr auto div(A a, B b) {
  if constexpr (is_int_v<A> && is_int_v<B>)
    return Int<A::value / B::value>{};
  else
    return static_cast<ll>(a) / static_cast<ll>(b);
}
template <class A, class B>
constexpr auto mod(A a, B b) {
  if constexpr (is_int_v<A> && is_int_v<B>)
    return Int<A::value % B::value>{};
  else
    return static_cast<ll>(a) % static_cast<ll>(b);
}

template <class... L>
constexpr auto concat(L...) {
  return Layout<hana::tuple<typename L::shape_type...>, hana::tuple<typename L::stride_type...>>{};
}

template <class S, class P>
constexpr auto compactColMajor(S, P) {
  if constexpr (is_int_v<S>) {
    using Stride = std::conditional_t<S::value == 1, Int<0>, P>;
    return hana::make_pair(Stride{}, Int<P::value * S::value>{});
  } else {
    return hana::fold_left(S{}, hana::make_pair(hana::make_tuple(), P{}), [](auto acc, auto s) {
      auto r = compactColMajor(s, hana::second(acc));
      return hana::make_pair(hana::append(hana::first(acc), hana::first(r)), hana::second(r));
    });
  }
}

template <class A, class B>
constexpr bool congruent() {
  if constexpr (is_int_v<A> || is_int_v<B>) {
    return is_int_v<A> && is_int_v<B>;
  } else if constexpr (Rank<A>::value != Rank<B>::value) {
    return false;
  } else {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (congruent<std::remove_cvref_t<decltype(hana::at_c<I>(A{}))>,
                        std::remove_cvref_t<decltype(hana::at_c<I>(B{}))>>() && ...);
    }(std::make_index_sequence<Rank<A>::value>{});
  }
}

} // namespace detail

// ---- Construction and queries ----------------------------------------------------------
template <class S, class D>
constexpr auto make_layout(S, D) {
  static_assert(detail::congruent<S, D>(), "make_layout: shape and stride are not congruent");
  return Layout<S, D>{};
}

// Compact column-major, stride 0 for size-1 modes (CuTe's make_layout(shape)).
template <class S>
constexpr auto make_layout(S s) {
  return Layout<S, std::remove_cvref_t<decltype(hana::first(detail::compactColMajor(s, Int<1>{})))>>{};
}

template <class S>
constexpr auto product(S s) {
  if constexpr (is_int_v<S>)
    return s;
  else
    return hana::fold_left(s, Int<1>{}, [](auto a, auto x) { return detail::mul(a, product(x)); });
}

template <class S, class D>
constexpr auto size(Layout<S, D>) {
  return product(S{});
}

template <class S, class D>
constexpr auto cosize(Layout<S, D>) {
  constexpr ll c = detail::cosize(detail::flatOf<S, D>());
  return Int<c>{};
}

// ---- Coordinates ---------------------------------------------------------------------------
template <class C, class S, class D>
constexpr auto crd2idx(C c, S s, D d) {
  if constexpr (is_tuple_v<C>) {
    static_assert(is_tuple_v<S> && Rank<C>::value == Rank<S>::value,
                  "crd2idx: coordinate does not match the shape");
    return []<std::size_t... I>(std::index_sequence<I...>, auto cc, auto ss, auto dd) {
      return hana::fold_left(hana::make_tuple(crd2idx(hana::at_c<I>(cc), hana::at_c<I>(ss), hana::at_c<I>(dd))...),
                             Int<0>{}, [](auto a, auto b) { return detail::add(a, b); });
    }(std::make_index_sequence<Rank<C>::value>{}, c, s, d);
  } else if constexpr (is_tuple_v<S>) {
    // A 1-D coordinate walks the modes colexicographically; the last takes the rest.
    constexpr std::size_t R = Rank<S>::value;
    if constexpr (R == 0) {
      return Int<0>{};
    } else {
      return []<std::size_t... I>(std::index_sequence<I...>, auto cc, auto ss, auto dd) {
        auto state = hana::make_pair(Int<0>{}, cc); // (sum, rest)
        auto step = [&](auto st, auto i) {
          constexpr std::size_t k = decltype(i)::value;
          auto sk = hana::at_c<k>(ss);
          if constexpr (k + 1 == R) {
            return hana::make_pair(detail::add(hana::first(st), crd2idx(hana::second(st), sk, hana::at_c<k>(dd))),
                                   Int<0>{});
          } else {
            auto p = product(sk);
            return hana::make_pair(
                detail::add(hana::first(st), crd2idx(detail::mod(hana::second(st), p), sk, hana::at_c<k>(dd))),
                detail::div(hana::second(st), p));
          }
        };
        return hana::first(hana::fold_left(hana::make_tuple(hana::size_c<I>...), state, step));
      }(std::make_index_sequence<R>{}, c, s, d);
    }
  } else {
    return detail::mul(c, d);
  }
}

template <class C, class S, class D>
constexpr auto crd2idx(C c, Layout<S, D>) {
  return crd2idx(c, S{}, D{});
}

// The natural coordinate of idx in shape s (colexicographic).
template <class I, class S>
constexpr auto idx2crd(I idx, S s) {
  if constexpr (is_int_v<S>) {
    return idx;
  } else {
    constexpr std::size_t R = Rank<S>::value;
    return []<std::size_t... K>(std::index_sequence<K...>, auto i0, auto ss) {
      auto step = [&](auto st, auto kc) {
        constexpr std::size_t k = decltype(kc)::value;
        auto sk = hana::at_c<k>(ss);
        auto rest = hana::second(st);
        if constexpr (k + 1 == R) {
          return hana::make_pair(hana::append(hana::first(st), idx2crd(rest, sk)), Int<0>{});
        } else {
          auto p = product(sk);
          return hana::make_pair(hana::append(hana::first(st), idx2crd(detail::mod(rest, p), sk)),
                                 detail::div(rest, p));
        }
      };
      return hana::first(hana::fold_left(hana::make_tuple(hana::size_c<K>...),
                                         hana::make_pair(hana::make_tuple(), i0), step));
    }(std::make_index_sequence<R>{}, idx, s);
  }
}

// ---- Algebra ---------------------------------------------------------------------------------
template <class S, class D>
constexpr auto coalesce(Layout<S, D>) {
  return detail::decode<detail::coalesce(detail::flatOf<S, D>())>();
}

namespace detail {
template <Flat FA, class S, class D>
constexpr auto compositionImpl(S, D) {
  if constexpr (is_tuple_v<S>) {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return concat(compositionImpl<FA>(hana::at_c<I>(S{}), hana::at_c<I>(D{}))...);
    }(std::make_index_sequence<Rank<S>::value>{});
  } else {
    // A named constexpr variable first: its initializer's failure names the failing check
    // (e.g. composition_stride_divisibility_fails) in every compiler's diagnostic.
    constexpr Flat leaf = compositionLeaf(FA, S::value, D::value);
    return decode<leaf>();
  }
}
} // namespace detail

// a o b: (a o b)(c) == a(b(c)) for c in b's domain.
template <class SA, class DA, class SB, class DB>
constexpr auto composition(Layout<SA, DA>, Layout<SB, DB>) {
  constexpr detail::Flat fa = detail::coalesce(detail::flatOf<SA, DA>(), true);
  static_assert(detail::noCarry(fa, detail::flatOf<SB, DB>()),
                "composition: the modes of the right operand interfere in the left operand");
  return detail::compositionImpl<detail::coalesce(detail::flatOf<SA, DA>(), true)>(SB{}, DB{});
}

// complement(a, cotarget): cotarget an integer or a shape.
template <class S, class D, class CoTarget>
constexpr auto complement(Layout<S, D>, CoTarget) {
  constexpr detail::Flat result = detail::complement(detail::flatOf<S, D>(), detail::flatShapeOf<CoTarget>());
  return detail::decode<result>();
}

template <class SA, class DA, class ST, class DT>
constexpr auto logical_divide(Layout<SA, DA> a, Layout<ST, DT> t) {
  auto c = complement(t, coalesce(a).shape());
  return composition(a, detail::concat(t, c));
}

template <class SA, class DA, class ST, class DT>
constexpr auto logical_product(Layout<SA, DA> a, Layout<ST, DT> t) {
  auto c = complement(a, detail::mul(size(a), cosize(t)));
  return detail::concat(a, composition(c, t));
}

} // namespace fly::st
