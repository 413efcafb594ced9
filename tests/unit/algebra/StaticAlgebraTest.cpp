// The compile-time algebra (fly::st, Boost.Hana): static_assert checks, and
// agreement with the run-time algebra on the same inputs.
#include <gtest/gtest.h>

#include "fly/algebra/Algebra.h"
#include "fly/algebra/static/ToDynamic.h"

using namespace fly;
using fly::st::int_c;
using fly::st::tuple;
namespace hana = boost::hana;

namespace {

template <class A, class B>
constexpr bool same(A, B) {
  return std::is_same_v<A, B>;
}

// ---- static_assert-level tests ----------------------------------------------------------
constexpr auto A = st::make_layout(tuple(int_c<4>, int_c<8>), tuple(int_c<1>, int_c<4>));
static_assert(st::size(A) == int_c<32>);
static_assert(st::cosize(A) == int_c<32>);
static_assert(st::crd2idx(tuple(int_c<3>, int_c<2>), A) == int_c<11>);
static_assert(st::crd2idx(int_c<13>, A) == int_c<13>);
static_assert(st::crd2idx(13LL, A) == 13, "run-time coordinates work too");
static_assert(same(st::idx2crd(int_c<13>, tuple(int_c<4>, int_c<8>)), tuple(int_c<1>, int_c<3>)));
static_assert(same(st::make_layout(tuple(int_c<4>, tuple(int_c<2>, int_c<3>))),
                   st::make_layout(tuple(int_c<4>, tuple(int_c<2>, int_c<3>)),
                                   tuple(int_c<1>, tuple(int_c<4>, int_c<8>)))));
static_assert(same(st::coalesce(A), st::make_layout(int_c<32>, int_c<1>)));
// composition (20:2) o (5,4):(4,1) = (5,4):(8,2)  (CuTe documentation)
static_assert(same(st::composition(st::make_layout(int_c<20>, int_c<2>),
                                   st::make_layout(tuple(int_c<5>, int_c<4>), tuple(int_c<4>, int_c<1>))),
                   st::make_layout(tuple(int_c<5>, int_c<4>), tuple(int_c<8>, int_c<2>))));
// complement((2,2):(1,6), 24) = (3,2):(2,12)
static_assert(same(st::complement(st::make_layout(tuple(int_c<2>, int_c<2>), tuple(int_c<1>, int_c<6>)), int_c<24>),
                   st::make_layout(tuple(int_c<3>, int_c<2>), tuple(int_c<2>, int_c<12>))));
// logical_divide((4,2,3):(2,1,8), 4:2) = ((2,2),(2,3)):((4,1),(2,8))
static_assert(same(st::logical_divide(st::make_layout(tuple(int_c<4>, int_c<2>, int_c<3>),
                                                      tuple(int_c<2>, int_c<1>, int_c<8>)),
                                      st::make_layout(int_c<4>, int_c<2>)),
                   st::make_layout(tuple(tuple(int_c<2>, int_c<2>), tuple(int_c<2>, int_c<3>)),
                                   tuple(tuple(int_c<4>, int_c<1>), tuple(int_c<2>, int_c<8>)))));
// logical_product((2,2):(4,1), 6:1) = ((2,2),(2,3)):((4,1),(2,8))
static_assert(same(st::logical_product(st::make_layout(tuple(int_c<2>, int_c<2>), tuple(int_c<4>, int_c<1>)),
                                       st::make_layout(int_c<6>, int_c<1>)),
                   st::make_layout(tuple(tuple(int_c<2>, int_c<2>), tuple(int_c<2>, int_c<3>)),
                                   tuple(tuple(int_c<4>, int_c<1>), tuple(int_c<2>, int_c<8>)))));

// ---- Agreement with the run-time algebra -----------------------------------------------------
template <class L>
Layout dyn(L l) {
  return st::to_dynamic(l);
}

Layout P(const char *s) { return parseLayout(s).value(); }

template <class LA, class LB>
void checkComposition(LA a, LB b) {
  SCOPED_TRACE(dyn(a).str() + " o " + dyn(b).str());
  auto r = composition(dyn(a), dyn(b));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(dyn(st::composition(a, b)).str(), r->str());
}
template <class LA, class LB>
void checkDivide(LA a, LB b) {
  SCOPED_TRACE(dyn(a).str() + " / " + dyn(b).str());
  auto r = logical_divide(dyn(a), dyn(b));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(dyn(st::logical_divide(a, b)).str(), r->str());
  auto c = complement(dyn(b), IntTuple(size(dyn(a))));
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(dyn(st::complement(b, st::size(a))).str(), c->str());
}
template <class LA, class LB>
void checkProduct(LA a, LB b) {
  SCOPED_TRACE(dyn(a).str() + " * " + dyn(b).str());
  auto r = logical_product(dyn(a), dyn(b));
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(dyn(st::logical_product(a, b)).str(), r->str());
}

template <class L>
void checkUnary(L l) {
  Layout d = dyn(l);
  SCOPED_TRACE(d.str());
  EXPECT_EQ(st::size(l).value, size(d).value());
  EXPECT_EQ(st::cosize(l).value, cosize(d).value());
  EXPECT_EQ(dyn(st::coalesce(l)).str(), coalesce(d).str());
  for (long long i = 0; i < st::size(l).value; ++i) {
    EXPECT_EQ(st::crd2idx(i, l), evaluate(d, Int(i)).value());
    // The natural coordinate of i, as a run-time hana tuple, indexes the same element.
    auto c = st::idx2crd(i, l.shape());
    EXPECT_EQ(st::crd2idx(c, l), evaluate(d, Int(i)).value());
  }
}

TEST(StaticAlgebra, AgreesWithDynamic) {
  auto a = st::make_layout(tuple(int_c<128>, int_c<64>), tuple(int_c<64>, int_c<1>));
  auto t = st::make_layout(tuple(int_c<32>, int_c<16>), tuple(int_c<1>, int_c<128>));
  checkUnary(a);
  checkUnary(t);
  checkComposition(a, t);
  checkDivide(a, t);
  checkProduct(t, st::make_layout(tuple(int_c<2>, int_c<2>)));
  auto b = st::make_layout(tuple(int_c<4>, tuple(int_c<2>, int_c<3>)), tuple(int_c<2>, tuple(int_c<1>, int_c<8>)));
  auto u = st::make_layout(int_c<4>, int_c<2>);
  checkUnary(b);
  checkComposition(b, u);
  checkDivide(b, u);
  checkProduct(b, u);
  auto c = st::make_layout(tuple(int_c<2>, int_c<5>), tuple(int_c<5>, int_c<1>));
  auto v = st::make_layout(tuple(int_c<3>, int_c<4>), tuple(int_c<1>, int_c<3>));
  checkProduct(c, v);
  checkComposition(st::make_layout(int_c<20>, int_c<2>), v);
  auto w = st::make_layout(tuple(tuple(int_c<2>, int_c<2>), int_c<8>), tuple(tuple(int_c<1>, int_c<16>), int_c<2>));
  checkUnary(w);
  checkComposition(st::make_layout(int_c<64>, int_c<1>), w);
  checkDivide(st::make_layout(int_c<64>, int_c<1>), w);
  // A swizzle-free GEMM staging tile: (128,32) row-major divided by (16,8):(1,16).
  auto g = st::make_layout(tuple(int_c<128>, int_c<32>), tuple(int_c<32>, int_c<1>));
  checkDivide(g, st::make_layout(tuple(int_c<16>, int_c<8>), tuple(int_c<1>, int_c<16>)));
  // idx2crd with run-time and static indices.
  auto s = tuple(int_c<4>, tuple(int_c<2>, int_c<3>));
  for (long long i = 0; i < 24; ++i)
    EXPECT_EQ(st::to_int_tuple(st::idx2crd(i, s)).str(), idx2crd(Int(i), st::to_int_tuple(s)).str());
  EXPECT_EQ(st::to_int_tuple(st::idx2crd(int_c<23>, s)).str(), "(3,(1,2))");
}

} // namespace
