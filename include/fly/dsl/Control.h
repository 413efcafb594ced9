// Runtime control flow through C++ lambdas that build scf ops. Compile-time
// loops and branches are ordinary C++ `for` and `if`.
//
//   fx::range(lb, ub, step, [&](fx::Index i) { ... });                 // scf.for
//   auto [s, m] = fx::range(0, n, 1, std::tuple{s0, m0},               // loop-carried values
//                           [&](fx::Index i, fx::Float32 s, fx::Float32 m) { return std::tuple{s + 1, m}; });
//   fx::if_(cond, [&] { ... });                                         // scf.if
//   fx::Float32 r = fx::if_(cond, [&] { return a; }, [&] { return b; }); // with results
#pragma once

#include "fly/dsl/Value.h"

#include <functional>
#include <tuple>
#include <type_traits>
#include <utility>

namespace fly::fx {

namespace detail {
// scf.for: returns the op; its body block has (iv, carried...).
ir::Operation *beginFor(ir::Value *lb, ir::Value *ub, ir::Value *step, std::span<ir::Value *const> init,
                        const SourceLoc &loc);
ir::Block *forBody(ir::Operation *loop);
ir::Operation *beginIf(ir::Value *cond, std::span<const ir::Type> results, bool withElse, const SourceLoc &loc);
// Runs `build` with the insertion point in `block`, then terminates it with scf.yield of what it returns.
void buildYieldingBlock(ir::Block *block, const std::function<std::vector<ir::Value *>()> &build, const SourceLoc &loc);

template <class T> struct Results;
template <> struct Results<void> {
  static std::vector<ir::Type> types(ir::Context &) { return {}; }
  static std::vector<ir::Value *> values() { return {}; }
  static void from(ir::Operation *) {}
};
template <Elem E, int N> struct Results<Val<E, N>> {
  static std::vector<ir::Type> types(ir::Context &c) { return {Val<E, N>::type(c)}; }
  static std::vector<ir::Value *> values(const Val<E, N> &v) { return {v.ir()}; }
  static Val<E, N> from(ir::Operation *op) { return Val<E, N>(op->result(0)); }
};
template <class... Ts> struct Results<std::tuple<Ts...>> {
  static std::vector<ir::Type> types(ir::Context &c) { return {Ts::type(c)...}; }
  static std::vector<ir::Value *> values(const std::tuple<Ts...> &t) {
    return std::apply([](const auto &...v) { return std::vector<ir::Value *>{v.ir()...}; }, t);
  }
  static std::tuple<Ts...> from(ir::Operation *op) {
    return [&]<size_t... I>(std::index_sequence<I...>) { return std::tuple<Ts...>{Ts(op->result(I))...}; }(
        std::index_sequence_for<Ts...>{});
  }
};
template <class F> std::vector<ir::Value *> runAndCollect(F &f) {
  using R = std::invoke_result_t<F &>;
  if constexpr (std::is_void_v<R>) {
    f();
    return {};
  } else {
    return Results<R>::values(f());
  }
}
} // namespace detail

// for i in [lb, ub) step step (index values).
template <class F>
  requires std::is_invocable_v<F &, Index>
void range(Operand<Elem::Index, 0> lb, Operand<Elem::Index, 0> ub, Operand<Elem::Index, 0> step, F body) {
  ir::Operation *loop = detail::beginFor(lb.value, ub.value, step.value, {}, lb.loc);
  ir::Block *block = detail::forBody(loop);
  detail::buildYieldingBlock(block, [&] {
    body(Index(block->argument(0)));
    return std::vector<ir::Value *>{};
  }, lb.loc);
}

// With loop-carried values: body(i, carried...) returns the next values (a
// tuple of the same types); the loop returns the final ones.
template <class... Ts, class F>
std::tuple<Ts...> range(Operand<Elem::Index, 0> lb, Operand<Elem::Index, 0> ub, Operand<Elem::Index, 0> step,
                        const std::tuple<Ts...> &init, F body) {
  std::vector<ir::Value *> initValues = detail::Results<std::tuple<Ts...>>::values(init);
  for (ir::Value *v : initValues) detail::use(v, lb.loc);
  ir::Operation *loop = detail::beginFor(lb.value, ub.value, step.value, initValues, lb.loc);
  ir::Block *block = detail::forBody(loop);
  detail::buildYieldingBlock(block, [&] {
    auto next = [&]<size_t... I>(std::index_sequence<I...>) {
      return body(Index(block->argument(0)), Ts(block->argument(unsigned(I + 1)))...);
    }(std::index_sequence_for<Ts...>{});
    static_assert(std::is_same_v<decltype(next), std::tuple<Ts...>>,
                  "the loop body must return std::tuple of the carried types");
    return detail::Results<std::tuple<Ts...>>::values(next);
  }, lb.loc);
  return detail::Results<std::tuple<Ts...>>::from(loop);
}
// One carried value.
template <Elem E, int N, class F>
Val<E, N> range(Operand<Elem::Index, 0> lb, Operand<Elem::Index, 0> ub, Operand<Elem::Index, 0> step,
                const Val<E, N> &init, F body) {
  auto [out] = range(lb, ub, step, std::tuple<Val<E, N>>{init},
                     [&](Index i, Val<E, N> v) { return std::tuple<Val<E, N>>{body(i, v)}; });
  return out;
}

// scf.if without results.
template <class Then>
  requires std::is_void_v<std::invoke_result_t<Then &>>
void if_(const Boolean &cond, Then then, SourceLoc loc = SourceLoc::current()) {
  ir::Operation *op = detail::beginIf(detail::use(cond.ir(), loc), {}, false, loc);
  detail::buildYieldingBlock(op->region(0).front(), [&] { return detail::runAndCollect(then); }, loc);
}
// scf.if with an else branch; both lambdas return the same type (void, a Val or a tuple of Vals).
template <class Then, class Else>
auto if_(const Boolean &cond, Then then, Else otherwise, SourceLoc loc = SourceLoc::current())
    -> std::invoke_result_t<Then &> {
  using R = std::invoke_result_t<Then &>;
  static_assert(std::is_same_v<R, std::invoke_result_t<Else &>>, "both branches of fx::if_ must return the same type");
  std::vector<ir::Type> types = detail::Results<R>::types(state(loc).context());
  ir::Operation *op = detail::beginIf(detail::use(cond.ir(), loc), types, true, loc);
  detail::buildYieldingBlock(op->region(0).front(), [&] { return detail::runAndCollect(then); }, loc);
  detail::buildYieldingBlock(op->region(1).front(), [&] { return detail::runAndCollect(otherwise); }, loc);
  return detail::Results<R>::from(op);
}

} // namespace fly::fx
