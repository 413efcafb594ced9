// fly::fx builds the IR its spelling promises, located at the user's lines.
#include "fly/dsl/fx.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace fx = fly::fx;

namespace {

TEST(DslValue, OperatorsBuildArithAtTheUsersLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Float32 a, fx::Int32 n) {
    fx::Float32 b = a * 2.0f + 1.0f;
    line = __LINE__ - 1;
    fx::Int32 k = (n << 1) % 7;
    out.store(fx::Index(0), fx::maximumf(b, k.to<fx::Float32>()));
  });
  ASSERT_EQ(m.errors(), "");
  std::string text = m.str();
  EXPECT_NE(text.find("arith.mulf"), std::string::npos) << text;
  EXPECT_NE(text.find("arith.addf"), std::string::npos);
  EXPECT_NE(text.find("arith.shli"), std::string::npos);
  EXPECT_NE(text.find("arith.remsi"), std::string::npos);
  EXPECT_NE(text.find("arith.sitofp"), std::string::npos);
  EXPECT_NE(text.find("arith.maximumf"), std::string::npos);
  // The multiply's location is this file at the line of `a * 2.0f + 1.0f`.
  fly::ir::Operation *mul = nullptr;
  m.root()->walk([&](fly::ir::Operation *op) {
    if (op->is(fly::ir::OpCode::ArithMulF)) mul = op;
  });
  ASSERT_TRUE(mul);
  EXPECT_EQ(mul->loc().line, line);
  EXPECT_NE(m.context().fileName(mul->loc().fileId).find("DslValueTest.cpp"), std::string::npos);
}

TEST(DslValue, ConversionsPickTheArithCast) {
  fx::Module m;
  m.kernel("k", [&](fx::Ptr<fx::Float16> out, fx::Float32 a, fx::Int32 i) {
    fx::Float16 h = a.to<fx::Float16>();
    fx::BFloat16 b = h.to<fx::BFloat16>();
    fx::Int64 w = i.to<fx::Int64>();
    fx::Index x = w.to<fx::Index>();
    fx::Int32 bits = fx::bitcast<fx::Int32>(a);
    fx::Vector<fx::Float16, 2> pair = fx::bitcast<fx::Vector<fx::Float16, 2>>(bits);
    out.store(x, b.to<fx::Float16>() + pair[1]);
  });
  ASSERT_EQ(m.errors(), "");
  std::string text = m.str();
  for (const char *op : {"arith.truncf", "arith.extf", "arith.extsi", "arith.index_cast", "arith.bitcast",
                         "vector.bitcast", "vector.extract"})
    EXPECT_NE(text.find(op), std::string::npos) << op << "\n" << text;
}

TEST(DslValue, VectorsAndReductions) {
  fx::Module m;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Float32 a) {
    auto v = fx::Vector<fx::Float32, 4>::filled(a);
    auto w = fx::from_elements<fx::Vector<fx::Float32, 4>>(a, 1.0f, 2.0f, a);
    auto s = fx::exp2(v * w - a);
    auto lo = s.slice<0, 2>();
    out.store(fx::Index(0), fx::reduce_add(s) + fx::reduce_max(lo));
    out.store(fx::Index(1), fx::select(a > 0.0f, a, -a));
  });
  ASSERT_EQ(m.errors(), "");
  std::string text = m.str();
  for (const char *op : {"vector.broadcast", "vector.from_elements", "math.exp2", "vector.reduction",
                         "vector.extract_strided_slice", "arith.select", "arith.cmpf"})
    EXPECT_NE(text.find(op), std::string::npos) << op << "\n" << text;
}

// fx::exp2_approx is math.exp2 with fastmath<afn>; fx::exp2 carries no flags.
TEST(DslValue, Exp2ApproxCarriesAfn) {
  fx::Module m;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Float32 a) {
    out.store(fx::Index(0), fx::exp2_approx(a));
    out.store(fx::Index(1), fx::exp2(a));
  });
  ASSERT_EQ(m.errors(), "");
  std::string text = m.str();
  EXPECT_NE(text.find("math.exp2 %"), std::string::npos) << text;
  size_t afn = text.find("fastmath<afn>");
  ASSERT_NE(afn, std::string::npos) << text;
  EXPECT_EQ(text.find("fastmath<afn>", afn + 1), std::string::npos) << "only the approximate one\n" << text;
}

TEST(DslValue, LoopCarriedValuesAndIfWithResults) {
  fx::Module m;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Int32 n) {
    auto [sum, count] = fx::range(0, n.to<fx::Index>(), 1, std::tuple{fx::Float32(0.0f), fx::Int32(0)},
                                  [&](fx::Index i, fx::Float32 s, fx::Int32 c) {
                                    return std::tuple{s + out.load(i), c + 1};
                                  });
    fx::Float32 r = fx::if_(count > 0, [&] { return sum / count.to<fx::Float32>(); }, [&] { return fx::Float32(0.0f); });
    out.store(fx::Index(0), r);
  });
  ASSERT_EQ(m.errors(), "");
  std::string text = m.str();
  EXPECT_NE(text.find("scf.for"), std::string::npos) << text;
  EXPECT_NE(text.find("iter_args"), std::string::npos) << text;
  EXPECT_NE(text.find("scf.if"), std::string::npos) << text;
  EXPECT_NE(text.find("-> (f32)"), std::string::npos) << text;
}

TEST(DslValue, BadShuffleWidthIsAnErrorAtTheUsersLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Float32 a) {
    fx::Float32 s = fx::shuffle_xor(a, 1, 48);
    line = __LINE__ - 1;
    out.store(fx::Index(0), s);
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("DslValueTest.cpp:" + std::to_string(line) + ":"), std::string::npos) << errors;
  EXPECT_NE(errors.find("error: shuffle width 48 is not a power of two"), std::string::npos) << errors;
}

TEST(DslValue, OpsOutsideAKernelAreALogicError) {
  EXPECT_THROW(fx::Float32(1.0f), std::logic_error);
}

} // namespace

namespace {

// Results checked against CuTe's documented examples (layout algebra docs: composition
// and logical_divide).
TEST(DslLayout, StaticAlgebraFollowsCuTe) {
  fx::Module m;
  std::string composed, divided, sliced;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out) {
    auto a = fx::make_layout(fx::make_shape(6, 2), fx::make_stride(8, 2));
    auto b = fx::make_layout(fx::make_shape(4, 3), fx::make_stride(3, 1));
    composed = fx::composition(a, b).value().str();
    auto c = fx::make_layout(fx::make_shape(4, 2, 3), fx::make_stride(2, 1, 8));
    auto tiler = fx::make_layout(fx::make_shape(4), fx::make_stride(2));
    divided = fx::logical_divide(c, tiler).value().str();
    sliced = fx::slice(c, fx::make_coord(1, fx::_, 2)).value().str();
    out.store(fx::Index(0), fx::Float32(0.0f));
  });
  ASSERT_EQ(m.errors(), "");
  EXPECT_EQ(composed, "((2,2),3):((24,2),8)");
  EXPECT_EQ(divided, "((2,2),(2,3)):((4,1),(2,8))");
  EXPECT_EQ(sliced, "2:1"); // FlyDSL's canonical form (CuTe: (2):(1)), docs/flydsl.md
}

TEST(DslLayout, StaticHanaLayoutsAndDynamicOnesShareTheSpelling) {
  fx::Module m;
  std::string fromHana;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Int32 n) {
    auto s = fx::make_layout(fly::st::make_layout(fly::st::tuple(fly::st::int_c<4>, fly::st::int_c<8>)));
    fromHana = s.value().str();
    auto d = fx::make_layout(fx::make_shape(4, n), fx::make_stride(n, 1));
    out.store(fx::crd2idx(fx::make_coord(1, 2), d), fx::Float32(1.0f));
    out.store(fx::crd2idx(fx::make_coord(1, 2), s), fx::Float32(2.0f));
  });
  ASSERT_EQ(m.errors(), "");
  EXPECT_EQ(fromHana, "(4,8):(1,4)");
  EXPECT_NE(m.str().find("fly.crd2idx"), std::string::npos);
}

TEST(DslLayout, AlgebraErrorsNameTheUsersLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out) {
    auto a = fx::make_layout(fx::make_shape(4, 8), fx::make_stride(1, 4));
    auto bad = fx::slice(a, fx::make_coord(1, 2, 3));
    line = __LINE__ - 1;
    (void)bad;
    out.store(fx::Index(0), fx::Float32(0.0f));
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("DslValueTest.cpp:" + std::to_string(line) + ":"), std::string::npos) << errors;
  EXPECT_NE(errors.find("fly.slice"), std::string::npos) << errors;
}

} // namespace
