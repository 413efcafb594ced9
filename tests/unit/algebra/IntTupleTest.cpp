#include <gtest/gtest.h>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

IntTuple T(const char *s) {
  auto r = parseIntTuple(s);
  EXPECT_TRUE(r.ok()) << s << ": " << (r.ok() ? "" : r.error().message);
  return r.ok() ? *r : IntTuple();
}

TEST(IntTuple, ParsePrintRoundTrip) {
  for (const char *s : {"4", "(4,8)", "(4,(2,2))", "(8)", "()", "((2,2),?)", "(?{div=8},16)", "(*,3)", "-3"})
    EXPECT_EQ(T(s).str(), s);
  EXPECT_EQ(T(" ( 4 , ( 2, 2 ) ) ").str(), "(4,(2,2))");
  EXPECT_EQ(T("(_4,_8)").str(), "(4,8)");
  EXPECT_EQ(T("(4,?)").strSpaced(), "(4, ?)");
  EXPECT_NE(T("(8)"), T("8"));
}

TEST(IntTuple, ParseErrors) {
  for (const char *s : {"", "(", "(4,", "(4 8)", "4)", "?{div=0}", "x", "(4,8):(1,4)"}) {
    auto r = parseIntTuple(s);
    EXPECT_FALSE(r.ok()) << s;
    if (!r.ok()) {
      EXPECT_NE(r.error().message.find("parse error"), std::string::npos);
    }
  }
}

TEST(IntTuple, Structure) {
  IntTuple t = T("(4,(2,3),8)");
  EXPECT_EQ(rank(t), 3u);
  EXPECT_EQ(depth(t), 2u);
  EXPECT_EQ(depth(T("4")), 0u);
  EXPECT_EQ(size(t).value(), 192);
  EXPECT_EQ(flatten(t).str(), "(4,2,3,8)");
  EXPECT_EQ(get(t, 1)->str(), "(2,3)");
  EXPECT_EQ(get(t, std::vector<size_t>{1, 1})->str(), "3");
  EXPECT_FALSE(get(t, 3).ok());
  EXPECT_EQ(select(t, {2, 0})->str(), "(8,4)");
  EXPECT_EQ(take(t, 1, 3)->str(), "((2,3),8)");
  EXPECT_EQ(group(t, 0, 2)->str(), "((4,(2,3)),8)");
  EXPECT_EQ(append(t, 1).str(), "(4,(2,3),8,1)");
  EXPECT_EQ(prepend(IntTuple(4), 1).str(), "(1,4)");
  EXPECT_EQ(zip(T("(1,2)"), T("(3,4)"))->str(), "((1,3),(2,4))");
  EXPECT_EQ(prefix_product(T("(4,(2,3))")).str(), "(1,(4,8))");
  EXPECT_EQ(suffix_product(T("(4,(2,3))")).str(), "(6,(3,1))");
}

TEST(IntTuple, Arithmetic) {
  EXPECT_EQ(add(T("(1,(2,3))"), T("(4,(5,6))"))->str(), "(5,(7,9))");
  EXPECT_FALSE(add(T("(1,2)"), T("(1,2,3)")).ok());
  EXPECT_EQ(shape_div(T("(4,6)"), T("8"))->str(), "(1,3)");
  EXPECT_EQ(shape_div(T("12"), T("4"))->str(), "3");
  EXPECT_EQ(shape_div(T("4"), T("12"))->str(), "1");
  EXPECT_FALSE(shape_div(T("6"), T("4")).ok());
  EXPECT_EQ(ceil_div(T("(5,7)"), T("(2,2)"))->str(), "(3,4)");
  EXPECT_EQ(ceil_div(T("(4,6)"), T("8"))->str(), "(1,3)");
  EXPECT_TRUE(congruent(T("(1,(2,3))"), T("(4,(5,6))")));
  EXPECT_FALSE(congruent(T("(1,(2,3))"), T("(4,5)")));
  EXPECT_TRUE(compatible(T("(4,6)"), T("(4,(2,3))")));
  EXPECT_FALSE(compatible(T("(4,(2,3))"), T("(4,6)")));
  EXPECT_EQ(inner_product(T("(2,(3,4))"), T("(1,(10,100))"))->value(), 432);
}

TEST(Int, DynamicArithmetic) {
  Int a = Int::dynamic(8);
  EXPECT_EQ(a.str(), "?{div=8}");
  EXPECT_EQ((a * Int(4)).divisibility(), 32);
  EXPECT_EQ((a + Int(4)).divisibility(), 4);
  EXPECT_TRUE((a * Int(0)).is(0));
  Int x = Int::symbolic(SymExpr::var(0, 4));
  Int y = x * Int(2) + Int(0);
  EXPECT_EQ(y.expr().str(), "v0 * 2");
  EXPECT_EQ(y.divisibility(), 8);
  EXPECT_TRUE(mod(y, Int(8)).is(0));
  EXPECT_EQ(floorDiv(y, Int(2)).expr(), x.expr());
}

TEST(Layout, ParsePrint) {
  for (const char *s : {"(4,8):(1,4)", "8:1", "(8):(1)", "((2,2),4):((1,2),?)", "(4,?{div=4}):(?,1)"}) {
    auto l = parseLayout(s);
    ASSERT_TRUE(l.ok()) << s;
    EXPECT_EQ(l->str(), s);
  }
  EXPECT_EQ(parseLayout("(4, 8) : (1, 4)")->strSpaced(), "(4, 8) : (1, 4)");
  EXPECT_FALSE(parseLayout("(4,8):1").ok());
  EXPECT_FALSE(make_layout(T("(4,8)"), T("(1,(2,3))")).ok());
  EXPECT_EQ(make_layout(T("(4,(2,3))")).str(), "(4,(2,3)):(1,(4,8))");
  EXPECT_EQ(make_layout_right(T("(4,8)")).str(), "(4,8):(8,1)");
  EXPECT_EQ(make_ordered_layout(T("(4,8,2)"), T("(1,0,2)"))->str(), "(4,8,2):(8,1,32)");
  auto c = parseComposedLayout("Sw<3,4,3> o 0 o (8,64):(64,1)");
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->str(), "Sw<3,4,3> o 0 o (8,64):(64,1)");
}

} // namespace
