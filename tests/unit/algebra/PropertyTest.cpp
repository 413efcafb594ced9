// Property tests of the layout algebra on random layouts (fixed seeds, so a
// failure reproduces). Each property is checked as a function, by brute force
// over the domain, independently of how the algebra builds its results.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

constexpr int kIterations = 400;

int64_t at(const Layout &l, int64_t i) { return evaluate(l, Int(i)).value(); }

struct Gen {
  std::mt19937_64 rng;
  explicit Gen(uint64_t seed) : rng(seed) {}

  int64_t pick(std::initializer_list<int64_t> xs) {
    std::uniform_int_distribution<size_t> d(0, xs.size() - 1);
    return *(xs.begin() + d(rng));
  }
  int64_t uniform(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); }

  // Shapes of at most 256 elements keep the brute-force checks fast.
  IntTuple shape() {
    while (true) {
      IntTuple s = anyShape(2);
      if (size(s).value() <= 256)
        return s;
    }
  }

  IntTuple anyShape(int depth) {
    int64_t kind = uniform(0, 3);
    if (kind == 0 || depth == 0)
      return IntTuple(pick({1, 2, 3, 4, 6, 8}));
    size_t r = static_cast<size_t>(uniform(1, 3));
    std::vector<IntTuple> e;
    for (size_t i = 0; i < r; ++i)
      e.push_back(uniform(0, 2) == 0 ? anyShape(depth - 1) : IntTuple(pick({1, 2, 3, 4, 6, 8})));
    return IntTuple(std::move(e));
  }

  // A compact layout of a random shape in a random mode order, optionally with
  // gaps (each step multiplies by an extra factor): injective.
  Layout injective(bool gaps) {
    IntTuple s = shape();
    std::vector<Int> ls = leaves(s);
    std::vector<size_t> order(ls.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    std::vector<Int> strides(ls.size());
    int64_t running = 1;
    for (size_t k : order) {
      strides[k] = Int(running);
      running *= ls[k].value() * (gaps ? pick({1, 1, 2, 3}) : 1);
    }
    size_t idx = 0;
    return Layout(s, rebuild(s, strides, idx));
  }

  // Any layout: random strides including 0 and non-divisible values.
  Layout any() {
    IntTuple s = shape();
    std::vector<Int> ls = leaves(s);
    std::vector<Int> strides;
    for (size_t i = 0; i < ls.size(); ++i)
      strides.push_back(Int(pick({0, 1, 2, 3, 4, 6, 8, 12, 16, 24})));
    size_t idx = 0;
    return Layout(s, rebuild(s, strides, idx));
  }

  static IntTuple rebuild(const IntTuple &profile, const std::vector<Int> &vals, size_t &idx) {
    if (profile.isLeaf())
      return IntTuple(vals[idx++]);
    std::vector<IntTuple> e;
    for (const IntTuple &c : profile.elements())
      e.push_back(rebuild(c, vals, idx));
    return IntTuple(std::move(e));
  }
};

bool sameFunction(const Layout &a, const Layout &b, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (at(a, i) != at(b, i))
      return false;
  return true;
}

TEST(AlgebraProperty, CoalescePreservesFunction) {
  Gen g(1);
  for (int it = 0; it < kIterations; ++it) {
    Layout l = g.any();
    Layout c = coalesce(l);
    ASSERT_TRUE(knownEqual(size(c), size(l))) << l.str() << " -> " << c.str();
    ASSERT_LE(depth(c), 1u) << c.str();
    ASSERT_TRUE(sameFunction(l, c, size(l).value())) << l.str() << " -> " << c.str();
    // Coalescing twice changes nothing.
    ASSERT_EQ(coalesce(c), c) << l.str();
  }
}

TEST(AlgebraProperty, CompactLayoutsRoundTripCoordinates) {
  Gen g(2);
  for (int it = 0; it < kIterations; ++it) {
    IntTuple s = g.shape();
    Layout l = make_layout(s);
    int64_t n = size(l).value();
    for (int64_t i = 0; i < n; ++i) {
      IntTuple c = idx2crd(Int(i), s);
      ASSERT_TRUE(compatible(c, s) || congruent(c, s)) << c.str() << " vs " << s.str();
      auto idx = crd2idx(c, l);
      ASSERT_TRUE(idx.ok());
      ASSERT_EQ(idx->value(), i) << l.str() << " at " << c.str();
      ASSERT_EQ(idx2crd(Int(idx->value()), s), c);
    }
  }
}

TEST(AlgebraProperty, RightInverseIsIdentityOnImage) {
  Gen g(3);
  for (int it = 0; it < kIterations; ++it) {
    Layout l = it % 2 ? g.injective(it % 4 == 1) : g.any();
    auto r = right_inverse(l);
    ASSERT_TRUE(r.ok()) << l.str();
    for (int64_t i = 0; i < size(*r).value(); ++i)
      ASSERT_EQ(at(l, at(*r, i)), i) << l.str() << " right_inverse " << r->str();
    auto lr = composition(l, *r);
    ASSERT_TRUE(lr.ok()) << l.str() << " o " << r->str() << ": " << lr.error().message;
    for (int64_t i = 0; i < size(*r).value(); ++i)
      ASSERT_EQ(at(*lr, i), i) << l.str() << " o " << r->str() << " = " << lr->str();
    // For a compact layout the inverse covers everything.
    if (it % 4 == 3)
      ASSERT_EQ(size(*r).value(), size(l).value()) << l.str();
  }
}

TEST(AlgebraProperty, LeftInverseUndoesInjectiveLayouts) {
  Gen g(4);
  for (int it = 0; it < kIterations; ++it) {
    Layout l = g.injective(it % 2 == 0);
    auto r = left_inverse(l);
    ASSERT_TRUE(r.ok()) << l.str() << ": " << r.error().message;
    for (int64_t i = 0; i < size(l).value(); ++i)
      ASSERT_EQ(at(*r, at(l, i)), i) << l.str() << " left_inverse " << r->str();
  }
}

TEST(AlgebraProperty, ComplementMakesABijection) {
  Gen g(5);
  int checked = 0;
  for (int it = 0; it < kIterations; ++it) {
    Layout l = g.injective(it % 2 == 0);
    Layout f = filter(l);
    // A cotarget that is a multiple of every shape*stride of the layout.
    int64_t m = 1;
    for (size_t i = 0; i < leaves(f.shape()).size(); ++i)
      m = std::max(m, leaves(f.shape())[i].value() * leaves(f.stride())[i].value());
    m *= g.pick({1, 2, 3});
    auto c = complement(l, IntTuple(m));
    ASSERT_TRUE(c.ok()) << l.str() << ", " << m << ": " << c.error().message;
    int64_t nl = size(l).value(), nc = size(*c).value();
    // Strictly increasing...
    for (int64_t j = 1; j < nc; ++j)
      ASSERT_LT(at(*c, j - 1), at(*c, j)) << "complement(" << l.str() << "," << m << ") = " << c->str();
    // ... and (l, c) hits every index of [0, m) exactly once.
    std::set<int64_t> hit;
    for (int64_t j = 0; j < nc; ++j)
      for (int64_t i = 0; i < nl; ++i)
        if (size(f).value() > 1 || i == 0)
          ASSERT_TRUE(hit.insert(at(l, i) + at(*c, j)).second || size(f).value() != nl)
              << "overlap: complement(" << l.str() << "," << m << ") = " << c->str();
    if (size(f).value() == nl) {
      ASSERT_EQ(static_cast<int64_t>(hit.size()), nl * nc);
      ASSERT_EQ(*hit.rbegin() + 1, nl * nc) << "complement(" << l.str() << "," << m << ") = " << c->str();
      ASSERT_GE(nl * nc, m);
      ++checked;
    }
  }
  EXPECT_GT(checked, kIterations / 2);
}

TEST(AlgebraProperty, DividesPreserveSizeAndFunction) {
  Gen g(6);
  int ok = 0, exact = 0;
  for (int it = 0; it < kIterations; ++it) {
    Layout a = it % 2 ? g.injective(true) : g.any();
    Layout t = g.injective(false);
    auto ld = logical_divide(a, t);
    if (!ld.ok()) {
      EXPECT_NE(ld.error().message.find("logical_divide("), std::string::npos) << ld.error().message;
      continue;
    }
    ++ok;
    int64_t n = size(a).value();
    // CuTe rounds the rest mode up when the tile does not divide the shape.
    ASSERT_GE(size(*ld).value(), n) << a.str() << " / " << t.str() << " = " << ld->str();
    ASSERT_EQ(ld->rank(), 2u);
    // logical_divide(a, t) == a o (t, complement(t, shape(coalesce(a)))).
    auto c = complement(t, coalesce(a).shape());
    ASSERT_TRUE(c.ok());
    Layout b = make_layout(std::vector<Layout>{t, *c});
    for (int64_t i = 0; i < size(*ld).value(); ++i)
      if (at(b, i) < n)
        ASSERT_EQ(at(*ld, i), at(a, at(b, i))) << a.str() << " / " << t.str() << " = " << ld->str();
    if (size(a).value() % size(t).value() == 0 && knownEqual(size(*ld), size(a)))
      ++exact;
    // The first mode is a composed with the tile.
    for (int64_t i = 0; i < size(t).value(); ++i)
      ASSERT_EQ(at((*ld)[0], i), at(a, at(t, i)));
    // zipped/tiled/flat only regroup modes: same size, same 1-D function.
    for (auto r : {zipped_divide(a, t), tiled_divide(a, t), flat_divide(a, t)}) {
      ASSERT_TRUE(r.ok());
      ASSERT_EQ(size(*r).value(), size(*ld).value());
      ASSERT_TRUE(sameFunction(*r, *ld, size(*ld).value())) << r->str() << " vs " << ld->str();
    }
  }
  EXPECT_GT(ok, kIterations / 4);
  EXPECT_GT(exact, kIterations / 10);
}

TEST(AlgebraProperty, ProductsPreserveSizeAndBlock) {
  Gen g(7);
  int ok = 0;
  for (int it = 0; it < kIterations; ++it) {
    Layout a = g.injective(it % 3 == 0);
    Layout t = it % 2 ? g.injective(false) : g.any();
    auto lp = logical_product(a, t);
    if (!lp.ok()) {
      EXPECT_NE(lp.error().message.find("logical_product("), std::string::npos) << lp.error().message;
      continue;
    }
    ++ok;
    int64_t n = size(a).value() * size(t).value();
    ASSERT_EQ(size(*lp).value(), n) << lp->str();
    for (int64_t i = 0; i < size(a).value(); ++i)
      ASSERT_EQ(at(*lp, i), at(a, i));
    // The repetition never lands on the block's own image except at offset 0.
    auto c = complement(a, IntTuple(size(a) * cosize(t)));
    ASSERT_TRUE(c.ok());
    for (int64_t j = 0; j < size(t).value(); ++j)
      ASSERT_EQ(at((*lp)[1], j), at(*c, at(t, j)));
    for (auto r : {zipped_product(a, t), tiled_product(a, t), flat_product(a, t)}) {
      ASSERT_TRUE(r.ok());
      ASSERT_TRUE(sameFunction(*r, *lp, n)) << r->str() << " vs " << lp->str();
    }
    for (auto r : {blocked_product(a, t), raked_product(a, t)}) {
      ASSERT_TRUE(r.ok()) << r.error().message;
      ASSERT_EQ(size(*r).value(), n);
      // (a rank-1 result is a pair of (block, tile) modes, unwrapped by the canonical form)
      if (std::max(a.rank(), t.rank()) > 1)
        ASSERT_EQ(r->rank(), std::max(a.rank(), t.rank()));
      // Same set of indices as the logical product.
      std::multiset<int64_t> x, y;
      for (int64_t i = 0; i < n; ++i) {
        x.insert(at(*r, i));
        y.insert(at(*lp, i));
      }
      ASSERT_EQ(x, y) << r->str() << " vs " << lp->str();
    }
  }
  EXPECT_GT(ok, kIterations / 2);
}

TEST(AlgebraProperty, CompositionIsFunctionComposition) {
  Gen g(8);
  int ok = 0;
  for (int it = 0; it < kIterations; ++it) {
    Layout a = it % 2 ? g.injective(true) : g.any();
    Layout b = g.any();
    auto c = composition(a, b);
    if (!c.ok()) {
      EXPECT_NE(c.error().message.find("composition("), std::string::npos) << c.error().message;
      continue;
    }
    // Only meaningful where b stays inside a's domain.
    bool inside = true;
    for (int64_t i = 0; i < size(b).value(); ++i)
      inside = inside && at(b, i) < size(a).value();
    if (!inside)
      continue;
    ++ok;
    ASSERT_TRUE(compatible(b.shape(), c->shape()) || congruent(b.shape(), c->shape()) ||
                knownEqual(size(b), size(*c)))
        << a.str() << " o " << b.str() << " = " << c->str();
    for (int64_t i = 0; i < size(b).value(); ++i)
      ASSERT_EQ(at(*c, i), at(a, at(b, i))) << a.str() << " o " << b.str() << " = " << c->str();
  }
  EXPECT_GT(ok, kIterations / 10);
}

// ---- Dynamic leaves agree with static ones once variables are substituted ----

// Replaces some leaves by variables v<id> that carry the divisibility of the
// value they stand for, and records the value.
IntTuple symbolize(const IntTuple &t, Gen &g, uint32_t &nextVar, std::unordered_map<uint32_t, int64_t> &env) {
  if (t.isLeaf()) {
    int64_t v = t.leaf().value();
    if (v <= 1 || g.uniform(0, 2) != 0)
      return t;
    uint32_t id = nextVar++;
    env[id] = v;
    int64_t div = v & -v; // largest power of two dividing v
    return IntTuple(Int::symbolic(SymExpr::var(id, div)));
  }
  std::vector<IntTuple> e;
  for (const IntTuple &c : t.elements())
    e.push_back(symbolize(c, g, nextVar, env));
  return IntTuple(std::move(e));
}

Result<IntTuple> concretize(const IntTuple &t, const std::unordered_map<uint32_t, int64_t> &env) {
  if (t.isLeaf()) {
    if (t.leaf().isStatic())
      return t;
    if (!t.leaf().expr())
      return Error("opaque dynamic leaf");
    auto v = t.leaf().expr().evaluate(env);
    if (!v)
      return v.error();
    return IntTuple(*v);
  }
  std::vector<IntTuple> e;
  for (const IntTuple &c : t.elements()) {
    auto r = concretize(c, env);
    if (!r)
      return r;
    e.push_back(*r);
  }
  return IntTuple(std::move(e));
}

Layout concretize(const Layout &l, const std::unordered_map<uint32_t, int64_t> &env) {
  auto s = concretize(l.shape(), env), d = concretize(l.stride(), env);
  EXPECT_TRUE(s.ok() && d.ok()) << l.str();
  if (!s.ok() || !d.ok())
    return Layout();
  return Layout(*s, *d);
}

int64_t eval(const Int &x, const std::unordered_map<uint32_t, int64_t> &env) {
  auto v = x.expr().evaluate(env);
  EXPECT_TRUE(v.ok()) << x.str() << ": " << (v.ok() ? "" : v.error().message);
  return v.ok() ? *v : INT64_MIN;
}

TEST(AlgebraProperty, DynamicAgreesWithStatic) {
  Gen g(9);
  int divided = 0;
  for (int it = 0; it < kIterations; ++it) {
    Layout a = it % 2 ? g.injective(true) : g.any();
    uint32_t nextVar = 0;
    std::unordered_map<uint32_t, int64_t> env;
    Layout d(symbolize(a.shape(), g, nextVar, env), symbolize(a.stride(), g, nextVar, env));
    ASSERT_EQ(concretize(d, env), a);
    int64_t n = size(a).value();
    // crd2idx of a symbolic 1-D coordinate, then of every natural coordinate.
    uint32_t crdVar = nextVar++;
    auto sym = crd2idx(IntTuple(Int::symbolic(SymExpr::var(crdVar, 1, SymRange{0, n}))), d);
    ASSERT_TRUE(sym.ok());
    for (int64_t i = 0; i < n; ++i) {
      env[crdVar] = i;
      ASSERT_EQ(eval(*sym, env), at(a, i)) << d.str() << " at " << i << ": " << sym->expr().str();
      IntTuple c = idx2crd(Int(i), a.shape());
      auto di = crd2idx(c, d);
      ASSERT_TRUE(di.ok());
      ASSERT_EQ(eval(*di, env), at(a, i));
    }
    ASSERT_EQ(eval(size(d), env), n);
    ASSERT_EQ(eval(cosize(d), env), cosize(a).value());
    // Divides by a static tile: where the dynamic algebra answers, it agrees.
    Layout t = g.injective(false);
    auto sd = logical_divide(a, t);
    auto dd = logical_divide(d, t);
    if (sd.ok() && dd.ok()) {
      Layout c = concretize(*dd, env);
      ASSERT_EQ(size(c).value(), size(*sd).value()) << d.str() << " / " << t.str() << " = " << dd->str() << " vs " << sd->str();
      ASSERT_TRUE(sameFunction(c, *sd, size(*sd).value())) << dd->str() << " vs " << sd->str();
      ++divided;
    } else if (!dd.ok()) {
      ASSERT_NE(dd.error().message.find("logical_divide("), std::string::npos) << dd.error().message;
    }
  }
  EXPECT_GT(divided, 20);
}

} // namespace

namespace {

// Every operation answers every input with a result or an Error naming it:
// no crash, no hang (also run under ASan/UBSan while developing).
TEST(AlgebraProperty, OperationsAreTotal) {
  Gen g(10);
  auto named = [](const char *op, const auto &r) {
    if (!r.ok())
      EXPECT_NE(r.error().message.find(op), std::string::npos) << r.error().message;
  };
  for (int it = 0; it < kIterations; ++it) {
    Layout a = g.any(), b = it % 3 ? g.any() : g.injective(it % 2 == 0);
    named("composition", composition(a, b));
    named("complement", complement(a, IntTuple(g.pick({1, 7, 24, 64}))));
    named("right_inverse", right_inverse(a));
    named("left_inverse", left_inverse(a));
    named("divide", logical_divide(a, b));
    named("divide", zipped_divide(a, b));
    named("divide", tiled_divide(a, b));
    named("divide", flat_divide(a, b));
    named("product", logical_product(a, b));
    named("product", blocked_product(a, b));
    named("product", raked_product(a, b));
    named("recast_layout", recast_layout(a, static_cast<int>(g.pick({8, 16, 32})), static_cast<int>(g.pick({4, 8, 64}))));
    named("tile_to_shape", tile_to_shape(b, IntTuple::of(g.pick({4, 8, 12}), g.pick({6, 8, 16}), 2)));
  }
  // Degenerate and huge inputs.
  std::vector<std::string> texts = {"0:0", "(0,4):(1,0)", "(4,0):(1,1)", "(-4,8):(1,-4)", "(4,8):(-1,-4)",
                                    "(9223372036854775807,2):(1,9223372036854775807)",
                                    "(3037000500,3037000500):(1,3037000500)", "(4,?):(?,4)",
                                    "((4,8),(2,?{div=4})):((1,4),(32,?))", "(4,8):(1E0,1E1)", "(4,8):(1E0,4)"};
  // Text that is not a layout is an error, never a crash.
  std::mt19937_64 rng(11);
  const std::string alphabet = "()(),,::0123456789?*E99999999999 -";
  for (int it = 0; it < 5000; ++it) {
    std::string text;
    if (static_cast<size_t>(it) < texts.size()) {
      text = texts[it];
    } else {
      size_t n = rng() % 24;
      for (size_t k = 0; k < n; ++k)
        text += alphabet[rng() % alphabet.size()];
    }
    auto l = parseLayout(text);
    if (l.ok()) {
      EXPECT_EQ(parseLayout(l->str())->str(), l->str()) << text;
      // Whatever was parsed (zeros, huge or dynamic values) goes through the algebra safely.
      (void)coalesce(*l);
      (void)composition(*l, *l);
      (void)complement(*l, IntTuple(64));
      (void)right_inverse(*l);
      (void)left_inverse(*l);
      (void)logical_divide(*l, *l);
      (void)logical_product(*l, *l);
      (void)crd2idx(IntTuple(3), *l);
      (void)crd2coord(IntTuple(3), *l);
      (void)cosize(*l);
    }
    auto t = parseIntTuple(text);
    if (t.ok())
      EXPECT_EQ(parseIntTuple(t->str())->str(), t->str()) << text;
  }
}

} // namespace
