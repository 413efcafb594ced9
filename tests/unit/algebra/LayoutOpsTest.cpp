// Operations the CuTe oracle corpus does not cover (tilers, slicing, recast,
// tile_to_shape, swizzles, composed layouts) and the errors of illegal requests.
#include <gtest/gtest.h>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

Layout L(const char *s) {
  auto r = parseLayout(s);
  EXPECT_TRUE(r.ok()) << s;
  return r.ok() ? *r : Layout();
}
IntTuple T(const char *s) {
  auto r = parseIntTuple(s);
  EXPECT_TRUE(r.ok()) << s;
  return r.ok() ? *r : IntTuple();
}
template <class X>
std::string S(const Result<X> &r) {
  return r.ok() ? r->str() : "error: " + r.error().message;
}
template <class X>
void expectError(const Result<X> &r, const std::string &mustContain) {
  ASSERT_FALSE(r.ok()) << "expected an error, got " << r->str();
  EXPECT_NE(r.error().message.find(mustContain), std::string::npos) << r.error().message;
}

TEST(LayoutOps, ByModeTilers) {
  Layout a = L("(8,16):(1,8)");
  Tiler t = Tiler::fromShape(T("(2,4)"));
  EXPECT_EQ(S(logical_divide(a, t)), "((2,4),(4,4)):((1,2),(8,32))");
  EXPECT_EQ(S(zipped_divide(a, t)), "((2,4),(4,4)):((1,8),(2,32))");
  EXPECT_EQ(S(tiled_divide(a, t)), "((2,4),4,4):((1,8),2,32)");
  EXPECT_EQ(S(flat_divide(a, t)), "(2,4,4,4):(1,8,2,32)");
  // `*` keeps a mode.
  EXPECT_EQ(S(logical_divide(a, Tiler::fromShape(T("(2,*)")))), "((2,4),16):((1,2),8)");
  EXPECT_EQ(S(composition(a, Tiler::fromShape(T("(4,2)")))), "(4,2):(1,8)");
  EXPECT_EQ(S(zipped_product(L("(2,2):(1,2)"), Tiler::modes({Tiler(L("3:1")), Tiler(L("2:1"))}))),
            "((2,2),(3,2)):((1,2),(2,1))");
  expectError(logical_divide(L("8:1"), Tiler::fromShape(T("(2,2)"))), "logical_divide(8:1");
}

TEST(LayoutOps, CoalesceByMode) {
  EXPECT_EQ(S(coalesce(L("((2,4),(3,5)):((1,2),(8,24))"), T("(1,1)"))), "(8,15):(1,8)");
  EXPECT_EQ(S(coalesce(L("((2,4),(3,5)):((1,2),(8,24))"), T("(1)"))), "(8,(3,5)):(1,(8,24))");
  EXPECT_EQ(coalesce(L("((2,4),(3,5)):((1,2),(8,24))")).str(), "120:1");
  EXPECT_EQ(filter(L("(4,2,3):(1,0,4)")).str(), "12:1");
  EXPECT_EQ(coalesce(T("(2,(3,?),4)")).str(), "(6,?,4)");
}

TEST(LayoutOps, SliceAndDice) {
  Layout a = L("(4,8):(1,4)");
  EXPECT_EQ(S(slice(T("(*,3)"), a)), "(4):(1)"); // CuTe's form; fly.slice unwraps it (OpAlgebra)
  EXPECT_EQ(S(dice(T("(*,3)"), a)), "(8):(4)");
  EXPECT_EQ(S(slice_offset(T("(*,3)"), a)), "12");
  Layout b = L("(4,(2,8)):(1,(4,8))");
  EXPECT_EQ(S(slice(T("(*,(1,*))"), b)), "(4,8):(1,8)");
  EXPECT_EQ(S(dice(T("(*,(1,*))"), b)), "(2):(4)");
  EXPECT_EQ(S(slice_offset(T("(2,(1,*))"), b)), "6");
  expectError(slice(T("(*,*,*)"), a), "slice");
  // Basis strides (a coordinate tensor's layout): the coordinate a slice starts at.
  Layout id = L("((2,4),(2,2)):((1E0,1E1),(2E0,4E1))");
  EXPECT_EQ(S(slice_coord(T("((*,*),(1,1))"), id)), "(2,4)");
  EXPECT_EQ(S(slice_coord(T("((1,*),(0,1))"), id)), "(1,4)");
  EXPECT_EQ(S(slice_coord(T("(*,3)"), L("(4,8):(1E0,1E1)"))), "(0,3)");
  EXPECT_EQ(S(slice_coord(T("(*,3)"), a)), "12"); // integer strides: the slice_offset
}

TEST(LayoutOps, Recast) {
  EXPECT_EQ(S(recast_layout(L("(4,8):(1,4)"), 16, 32)), "(2,8):(1,2)");
  EXPECT_EQ(S(recast_layout(L("(4,8):(8,1)"), 32, 16)), "(4,16):(16,1)");
  EXPECT_EQ(S(recast_layout(L("(4,8):(8,1)"), 8, 8)), "(4,8):(8,1)");
  expectError(upcast(L("(4,6):(1,3)"), 2), "upcast((4,6):(1,3), 2)");
  expectError(downcast(L("(4,6):(2,8)"), 2), "downcast");
  expectError(recast_layout(L("(4,8):(1,4)"), 16, 24), "recast_layout");
}

TEST(LayoutOps, TileToShapeAndOrderedLayouts) {
  EXPECT_EQ(S(tile_to_shape(L("(2,2):(1,2)"), T("(4,6)"))), "((2,2),(2,3)):((1,4),(2,8))");
  EXPECT_EQ(S(tile_to_shape(L("(2,2):(1,2)"), T("(4,6)"), T("(1,0)"))), "((2,2),(2,3)):((1,12),(2,4))");
  expectError(tile_to_shape(L("(3,2):(1,3)"), T("(4,6)")), "does not divide");
  EXPECT_EQ(S(make_ordered_layout(T("(2,(3,4))"), T("(1,(2,0))"))), "(2,(3,4)):(4,(8,1))");
  EXPECT_EQ(make_layout(T("(4,1,2)")).str(), "(4,1,2):(1,0,4)");
}

TEST(LayoutOps, IllegalRequestsNameTheOperation) {
  expectError(make_layout(T("(4,8)"), T("(1,(2,3))")), "make_layout");
  expectError(composition(L("(4,8):(2,16)"), L("3:3")), "composition((4,8):(2,16), 3:3)");
  // Each mode alone composes, but 3 + 1 carries into a's second coordinate.
  expectError(composition(L("(4,8):(1,8)"), L("(2,2):(3,1)")), "interfere");
  EXPECT_EQ(S(composition(L("(4,8):(1,8)"), L("(2,3):(2,4)"))), "(2,3):(2,8)");
  expectError(complement(L("(2,2):(1,1)"), T("8")), "complement((2,2):(1,1), 8)");
  // An injective layout whose strides break CuTe's divisibility condition (FlyDSL's divide.mlir
  // case): the error says which condition fails, not that the layout is not injective.
  auto injective = complement(L("(2,3,6):(7,14,1)"), T("(14,6,9)"));
  expectError(injective, "CuTe's divisibility condition fails: stride 7 is not a multiple of 6");
  EXPECT_EQ(injective.error().message.find("injective"), std::string::npos) << injective.error().message;
  expectError(crd2idx(T("(1,2,3)"), L("(4,8):(1,4)")), "crd2idx");
  expectError(right_inverse(Layout(T("(4,?)"), T("(1,4)"))), "right_inverse((4,?):(1,4))");
  // As in CuTe, a non-injective layout gets a quasi-inverse: L(R(L(i))) == L(i).
  Layout ni = L("(2,2):(1,1)");
  auto qi = left_inverse(ni);
  ASSERT_TRUE(qi.ok());
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(evaluate(ni, evaluate(*qi, evaluate(ni, i))).value(), evaluate(ni, i).value());
  expectError(get(L("(4,8):(1,4)"), 2), "get");
  expectError(shape_div(T("6"), T("4")), "shape_div");
}

TEST(LayoutOps, Swizzle) {
  Swizzle sw = Swizzle::make(3, 4, 3).value();
  EXPECT_EQ(sw.str(), "Sw<3,4,3>");
  EXPECT_EQ(sw(128), 128 ^ 16);
  EXPECT_EQ(sw(15), 15);
  for (int64_t x = 0; x < 1024; ++x)
    EXPECT_EQ(sw(sw(x)), x) << "a swizzle is an involution";
  expectError(Swizzle::make(3, 4, 2), "Sw<3,4,2>");
  auto p = parseSwizzle("Sw<2,3,-3>");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->str(), "Sw<2,3,-3>");
  EXPECT_EQ((*p)(8), 8 ^ (8 << 3)) << "negative shift moves bits up";
  // On a dynamic value the swizzle is an expression of it.
  Int x = Int::symbolic(SymExpr::var(7, 1, SymRange{0, 1024}));
  Int y = sw(x);
  ASSERT_TRUE(y.isDynamic());
  for (int64_t v : {0, 1, 128, 200, 1023})
    EXPECT_EQ(y.expr().evaluate({{7, v}}).value(), sw(v));
}

TEST(LayoutOps, ComposedLayouts) {
  ComposedLayout c = composition(Swizzle::make(3, 0, 3).value(), L("(8,8):(8,1)"));
  EXPECT_EQ(c.str(), "Sw<3,0,3> o 0 o (8,8):(8,1)");
  EXPECT_EQ(S(crd2idx(T("(1,0)"), c)), "9");
  auto d = zipped_divide(c, Tiler::fromShape(T("(4,4)")));
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->str(), "Sw<3,0,3> o 0 o ((4,4),(2,2)):((8,1),(32,4))");
  auto s = slice(T("(*,(1,1))"), *d);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->str(), "Sw<3,0,3> o 36 o ((4,4)):((8,1))");
  for (int64_t i = 0; i < 4; ++i)
    for (int64_t j = 0; j < 4; ++j)
      EXPECT_EQ(crd2idx(IntTuple::of(IntTuple::of(i, j)), *s)->value(),
                crd2idx(IntTuple::of(i + 4, j + 4), c)->value());
  auto p = parseComposedLayout("(4,4):(4,1) o 2 o (2,2):(1,2)");
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(S(crd2idx(T("(1,1)"), *p)), "5") << "inner((2,2):(4,1)... of offset 2 + 3";
  EXPECT_EQ(S(cosize(c)), "64");
}

} // namespace

namespace {

// A basis-stride layout numbered over its coordinates' box: flat paths, nested paths (the box
// nested like them), run-time extents, and what cannot be numbered.
TEST(LayoutOps, LinearizeCoordinates) {
  auto flat = linearize_coordinates(L("((2,4),(2,3)):((1E0,2E1),(8E1,1E0))"));
  ASSERT_TRUE(flat.ok()) << flat.error().message;
  EXPECT_EQ(flat->extents.str(), "(4,15)"); // 1 + 1*(2-1) + 1*(3-1), 1 + 2*(4-1) + 8*(2-1)
  EXPECT_EQ(flat->layout.str(), "((2,4),(2,3)):((1,8),(32,1))");
  auto nested = linearize_coordinates(make_identity_layout(T("(4,(2,3))")));
  ASSERT_TRUE(nested.ok()) << nested.error().message;
  EXPECT_EQ(nested->extents.str(), "(4,(2,3))");
  EXPECT_EQ(nested->layout.str(), "(4,(2,3)):(1,(4,8))");
  // Every coordinate comes back from its number.
  Layout id = make_identity_layout(T("(4,(2,3))"));
  for (int64_t i = 0; i < 24; ++i) {
    auto c = crd2coord(IntTuple(i), id);
    auto n = crd2idx(IntTuple(i), nested->layout);
    ASSERT_TRUE(c.ok() && n.ok());
    EXPECT_EQ(idx2crd(*n, nested->extents).str(), c->str()) << i;
  }
  // dims pads the top level; a path beyond it is refused.
  EXPECT_EQ(linearize_coordinates(L("4:1E1"), 3)->extents.str(), "(1,4,1)");
  auto refused = [](const Result<LinearizedCoordinates> &r, const std::string &why) {
    ASSERT_FALSE(r.ok()) << "expected an error, got " << r->layout.str();
    EXPECT_NE(r.error().message.find(why), std::string::npos) << r.error().message;
  };
  refused(linearize_coordinates(L("4:1E3"), 2), "beyond its 2-dimensional coordinates");
  // A mode used whole and in parts cannot be numbered.
  refused(linearize_coordinates(L("(4,2):(1E1,1E1E0)")), "inside a mode that another basis uses as a whole");
  refused(linearize_coordinates(L("(2,4):(1E1E0,1E1)")), "a whole mode whose parts other bases use");
  // Run-time extents: the box and the strides are expressions of them.
  Int r = Int::symbolic(SymExpr::var(1, 1, SymRange{1, 1024})), c = Int::symbolic(SymExpr::var(2, 1, SymRange{1, 1024}));
  auto dyn = linearize_coordinates(make_identity_layout(IntTuple::of(IntTuple(r), IntTuple(c))));
  ASSERT_TRUE(dyn.ok()) << dyn.error().message;
  ASSERT_EQ(dyn->extents.elements().size(), 2u);
  EXPECT_EQ(dyn->extents.elements()[0].leaf().expr(), r.expr());
  EXPECT_EQ(dyn->extents.elements()[1].leaf().expr(), c.expr());
  EXPECT_EQ(dyn->layout.stride().elements()[1].leaf().expr(), r.expr()); // column-major over (R, C)
}

TEST(LayoutOps, IdentityLayouts) {
  Layout id = make_identity_layout(T("(4,8)"));
  EXPECT_EQ(id.str(), "(4,8):(1E0,1E1)");
  EXPECT_EQ(make_identity_layout(T("(4,(2,3))")).str(), "(4,(2,3)):(1E0,(1E1E0,1E1E1))");
  EXPECT_EQ(make_identity_layout(T("8")).str(), "8:1");
  EXPECT_EQ(S(crd2coord(T("(3,5)"), id)), "(3,5)");
  EXPECT_EQ(S(crd2coord(T("13"), id)), "(1,3)");
  EXPECT_EQ(S(crd2coord(T("(1,(1,2))"), make_identity_layout(T("(4,(2,3))")))), "(1,(1,2))");
  expectError(crd2idx(T("(3,5)"), id), "crd2coord");
  EXPECT_EQ(cosize(id).value(), 32);
  // Parsing: Fly's `1E0` and CuTe's `_1@0`.
  EXPECT_EQ(S(parseLayout("(4,8):(_1@0,_1@1)")), "(4,8):(1E0,1E1)");
  EXPECT_EQ(S(parseLayout("(4, 8) : (1E0, 1E1)")), "(4,8):(1E0,1E1)");
  EXPECT_EQ(parseLayout("(4,8):(1E0,1E1)")->strSpaced(), "(4, 8) : (1E0, 1E1)");
  EXPECT_FALSE(id.isStatic()) << "integer-only operations must not take basis strides for numbers";
  // Tiling the identity of a 128x64 problem: each element knows its coordinate.
  Layout big = make_identity_layout(T("(128,64)"));
  auto tiles = zipped_divide(big, Tiler::fromShape(T("(32,16)")));
  ASSERT_TRUE(tiles.ok()) << tiles.error().message;
  EXPECT_EQ(tiles->str(), "((32,16),(4,4)):((1E0,1E1),(32E0,16E1))");
  EXPECT_EQ(S(crd2coord(T("((5,7),(2,3))"), *tiles)), "(69,55)");
  auto tile = slice(T("(*,(2,3))"), *tiles);
  ASSERT_TRUE(tile.ok());
  EXPECT_EQ(tile->str(), "((32,16)):((1E0,1E1))");
  expectError(complement(id, T("64")), "complement");
  expectError(composition(L("(4,8):(1,4)"), id), "basis strides");
}

TEST(LayoutOps, IdentityAgreesWithCompactLayouts) {
  // Whatever the algebra does to make_layout(s), it does to the identity of s:
  // the identity's value is the natural coordinate of the compact layout's index.
  // (The identity keeps modes apart that a compact layout may coalesce, so a
  // tile that straddles modes without dividing them fails only for it.)
  int compared = 0;
  for (const char *shape : {"(8,6)", "(4,(2,4))", "(16,8,2)"}) {
    IntTuple s = T(shape);
    Layout compact = make_layout(s), id = make_identity_layout(s);
    for (const char *tiler : {"(2,3)", "(4,2)", "(4,*)", "(2,(2,2))"}) {
      Tiler t = Tiler::fromShape(T(tiler));
      auto a = zipped_divide(compact, t), b = zipped_divide(id, t);
      if (!a.ok() || !b.ok())
        continue;
      ++compared;
      for (int64_t i = 0; i < size(*a).value(); ++i) {
        auto c = crd2coord(IntTuple(i), *b);
        ASSERT_TRUE(c.ok()) << c.error().message;
        // Past a ragged edge the identity gives a coordinate outside the shape
        // (what predication tests) where the compact layout wraps around.
        std::vector<Int> cl = leaves(*c), sl = leaves(s);
        bool inside = cl.size() == sl.size();
        for (size_t k = 0; inside && k < cl.size(); ++k)
          inside = cl[k].value() < sl[k].value();
        if (inside)
          EXPECT_EQ(c->str(), idx2crd(evaluate(*a, Int(i)), s).str()) << shape << " / " << tiler << " at " << i;
      }
    }
  }
  EXPECT_GE(compared, 6);
}

} // namespace

// FlyDSL's canonical form: rank-1 tuples unwrap at every level, size-1 modes get
// stride 0; composition, the divides and the products return it (CuTe keeps
// `(4):(1)`, `((3),32)`, `(1,32):(1,3)`).
namespace {
TEST(CanonicalForm, UnwrapsSingletonsAndZeroesSizeOneStrides) {
  EXPECT_EQ(unwrap_singletons(T("((4),(2,(3)))")).str(), "(4,(2,3))");
  EXPECT_EQ(unwrap_singletons(T("(((((?)))))")).str(), "?");
  EXPECT_EQ(unwrap_singletons(T("()")).str(), "()");
  EXPECT_EQ(canonical_form(L("(2):(1)")).str(), "2:1");
  EXPECT_EQ(canonical_form(L("((4),4):((1),4)")).str(), "(4,4):(1,4)");
  EXPECT_EQ(canonical_form(L("(1,32):(1,3)")).str(), "(1,32):(0,3)");
  EXPECT_EQ(canonical_form(L("((1,(8)),1):((5,(2)),7)")).str(), "((1,8),1):((0,2),0)");
  // Dynamic shapes are not known to be 1: their strides stay.
  EXPECT_EQ(canonical_form(L("(?,1):(3,3)")).str(), "(?,1):(3,0)");
}

TEST(CanonicalForm, AlgebraResults) {
  EXPECT_EQ(S(composition(L("(4):(1)"), L("(2):(1)"))), "2:1");
  EXPECT_EQ(S(composition(L("((4,3),1):((4,6),6)"), L("1:1"))), "1:0");
  EXPECT_EQ(S(logical_product(L("(3):(1)"), L("32:4"))), "(3,32):(1,12)");
  // Same function as CuTe's form.
  Layout cute = L("(32,((2,4))):(2,((1,64)))");
  auto fly = flat_product(L("32:2"), L("(8):(1)"));
  ASSERT_TRUE(fly.ok());
  EXPECT_EQ(fly->str(), "(32,(2,4)):(2,(1,64))");
  for (int64_t i = 0; i < 256; ++i)
    EXPECT_EQ(evaluate(*fly, Int(i)).value(), evaluate(cute, Int(i)).value());
  // Constructors keep what they are given.
  EXPECT_EQ(S(make_layout(T("(2)"), T("(1)"))), "(2):(1)");
}
} // namespace
