// The fact-aware simplifier (lib/algebra/Simplify.cpp): every rule checked by
// evaluating the simplified expression against the unsimplified one, on random
// expressions and exhaustively over small ranges; facts (divisibility, range)
// checked against evaluated values; and the shapes the lowering relies on.
#include <functional>
#include <random>
#include <unordered_set>

#include <gtest/gtest.h>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

SymExpr C(int64_t v) { return SymExpr::constant(v); }

// An expression built twice: simplified (through the operators) and raw.
struct Pair {
  SymExpr simp, raw;
};

Pair binop(SymKind k, Pair a, Pair b) {
  SymExpr s;
  switch (k) {
  case SymKind::Add: s = a.simp + b.simp; break;
  case SymKind::Mul: s = a.simp * b.simp; break;
  case SymKind::FloorDiv: s = floorDiv(a.simp, b.simp); break;
  case SymKind::Mod: s = mod(a.simp, b.simp); break;
  case SymKind::Xor: s = a.simp ^ b.simp; break;
  case SymKind::And: s = a.simp & b.simp; break;
  case SymKind::Shl: s = a.simp << b.simp; break;
  case SymKind::Shr: s = a.simp >> b.simp; break;
  default: break;
  }
  return {s, makeRawSymExpr(k, a.raw, b.raw)};
}

struct VarSpec {
  uint32_t id;
  int64_t div;
  std::optional<SymRange> range;
  SymExpr expr() const { return SymExpr::var(id, div, range); }
  int64_t sample(std::mt19937_64 &rng) const {
    int64_t lo = range ? range->lo : -4096, hi = range ? range->hi : 4096;
    int64_t first = lo + ((div - lo % div) % div);
    int64_t n = (hi - 1 - first) / div + 1;
    return first + div * static_cast<int64_t>(rng() % static_cast<uint64_t>(n));
  }
};

const std::vector<VarSpec> &vars() {
  static const std::vector<VarSpec> v = {
      {0, 1, SymRange{0, 64}},   // a thread id
      {1, 16, SymRange{0, 2048}}, // a multiple of 16
      {2, 1, SymRange{-8, 8}},   // small, signed
      {3, 4, std::nullopt},      // a multiple of 4, range unknown
      {4, 1, SymRange{1, 9}},    // a positive symbolic divisor
      {5, 1, SymRange{0, 16}},
  };
  return v;
}

Pair randomExpr(std::mt19937_64 &rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  if (depth == 0 || pick(4) == 0) {
    if (pick(3) == 0) {
      int64_t c = static_cast<int64_t>(rng() % 41) - 8;
      return {C(c), C(c)};
    }
    SymExpr v = vars()[pick(static_cast<int>(vars().size()))].expr();
    return {v, v};
  }
  static const int64_t divisors[] = {1, 2, 3, 4, 8, 12, 16, 32, 64, 128, 6, 256};
  auto cst = [&](int64_t c) { return Pair{C(c), C(c)}; };
  Pair a = randomExpr(rng, depth - 1);
  switch (pick(10)) {
  case 0: return binop(SymKind::Add, a, randomExpr(rng, depth - 1));
  case 1: return binop(SymKind::Add, a, binop(SymKind::Mul, randomExpr(rng, depth - 1), cst(-1)));
  case 2: return binop(SymKind::Mul, a, cst(divisors[pick(12)] * (pick(5) == 0 ? -1 : 1)));
  case 3: return binop(SymKind::FloorDiv, a, cst(divisors[pick(12)]));
  case 4: return binop(SymKind::Mod, a, cst(divisors[pick(12)]));
  case 5: {
    SymExpr s = vars()[4].expr();
    return binop(pick(2) ? SymKind::FloorDiv : SymKind::Mod, a, {s, s});
  }
  case 6: return binop(SymKind::Xor, a, randomExpr(rng, depth - 1));
  case 7: {
    static const int64_t masks[] = {7, 15, 0x70, 0x380, 0x5, -16, 255, 0x1c};
    return binop(SymKind::And, a, cst(masks[pick(8)]));
  }
  case 8: return binop(SymKind::Shr, a, cst(pick(6)));
  default: return binop(SymKind::Shl, a, cst(pick(4)));
  }
}

std::unordered_map<uint32_t, int64_t> randomEnv(std::mt19937_64 &rng) {
  std::unordered_map<uint32_t, int64_t> env;
  for (const VarSpec &v : vars())
    env[v.id] = v.sample(rng);
  return env;
}

// Every node of e: its value under env respects its divisibility and range facts.
void checkFacts(SymExpr e, const std::unordered_map<uint32_t, int64_t> &env,
                std::unordered_set<const void *> &seen, const std::string &where) {
  if (!seen.insert(e.node()).second)
    return;
  auto v = e.evaluate(env);
  ASSERT_TRUE(v.ok());
  int64_t d = e.divisibility();
  if (d == 0)
    EXPECT_EQ(*v, 0) << e.str() << " in " << where;
  else
    EXPECT_EQ(*v % d, 0) << e.str() << " claims divisibility " << d << " in " << where;
  if (auto r = e.range()) {
    EXPECT_GE(*v, r->lo) << e.str() << " in " << where;
    EXPECT_LT(*v, r->hi) << e.str() << " in " << where;
  }
  if (!e.isConst() && !e.isVar()) {
    checkFacts(e.lhs(), env, seen, where);
    checkFacts(e.rhs(), env, seen, where);
  }
}

bool containsKind(SymExpr e, SymKind k) {
  if (!e || e.isConst() || e.isVar())
    return false;
  return e.kind() == k || containsKind(e.lhs(), k) || containsKind(e.rhs(), k);
}

size_t nodeCount(SymExpr e, std::unordered_set<const void *> &seen) {
  if (!e || !seen.insert(e.node()).second || e.isConst() || e.isVar())
    return 0;
  return 1 + nodeCount(e.lhs(), seen) + nodeCount(e.rhs(), seen);
}

// Evaluates a against b for every assignment of the given variables over their ranges.
void expectSameExhaustive(SymExpr simp, SymExpr ref, const std::vector<VarSpec> &vs) {
  std::unordered_map<uint32_t, int64_t> env;
  std::function<void(size_t)> rec = [&](size_t i) {
    if (i == vs.size()) {
      auto x = simp.evaluate(env), y = ref.evaluate(env);
      ASSERT_TRUE(x.ok() && y.ok());
      ASSERT_EQ(*x, *y) << simp.str() << " vs " << ref.str();
      return;
    }
    for (int64_t v = vs[i].range->lo; v < vs[i].range->hi; ++v) {
      if (v % vs[i].div != 0)
        continue;
      env[vs[i].id] = v;
      rec(i + 1);
    }
  };
  rec(0);
}

} // namespace

TEST(SymSimplify, RandomExpressionsEvaluateLikeTheUnsimplified) {
  std::mt19937_64 rng(1234);
  int simplifiedSmaller = 0;
  for (int iter = 0; iter < 4000; ++iter) {
    Pair p = randomExpr(rng, 4);
    for (int k = 0; k < 12; ++k) {
      auto env = randomEnv(rng);
      auto s = p.simp.evaluate(env), r = p.raw.evaluate(env);
      ASSERT_TRUE(r.ok());
      ASSERT_TRUE(s.ok()) << p.simp.str();
      ASSERT_EQ(*s, *r) << "simplified " << p.simp.str() << "\n raw " << p.raw.str();
      std::unordered_set<const void *> seen;
      checkFacts(p.simp, env, seen, p.simp.str());
    }
    std::unordered_set<const void *> s1, s2;
    simplifiedSmaller += nodeCount(p.simp, s1) < nodeCount(p.raw, s2);
  }
  EXPECT_GT(simplifiedSmaller, 1000); // the rules do fire
}

TEST(SymSimplify, SumsAreCanonical) {
  SymExpr a = SymExpr::var(10), b = SymExpr::var(11), c = SymExpr::var(12);
  EXPECT_EQ((a + b) + c, (c + a) + b);
  EXPECT_EQ(a * C(4) + b + a * C(-4), b);
  EXPECT_EQ((a + C(3)) * C(4), a * C(4) + C(12));
  EXPECT_EQ(((a + b) * C(2)) + C(1), (b * C(2) + C(1)) + a * C(2));
  EXPECT_EQ(a - a, C(0));
  EXPECT_EQ((a * b) * C(3), (a * C(3)) * b);
}

TEST(SymSimplify, ShiftsAndMasksArePowerOfTwoArithmetic) {
  SymExpr x = SymExpr::var(20); // no facts at all: the rules hold for negative x too
  EXPECT_EQ(x >> C(3), floorDiv(x, C(8)));
  EXPECT_EQ(x << C(2), x * C(4));
  EXPECT_EQ(x & C(15), mod(x, C(16)));
  EXPECT_EQ(x & C(0x70), mod(floorDiv(x, C(16)), C(8)) * C(16));
  EXPECT_EQ(x & C(-16), floorDiv(x, C(16)) * C(16));
  VarSpec xs{20, 1, SymRange{-300, 300}};
  for (int64_t m : {15, 0x70, -16, 0x1f0, 1})
    expectSameExhaustive(x & C(m), makeRawSymExpr(SymKind::And, x, C(m)), {xs});
  for (int64_t k : {1, 3, 5})
    expectSameExhaustive(x >> C(k), makeRawSymExpr(SymKind::Shr, x, C(k)), {xs});
}

TEST(SymSimplify, QuotientAndRemainderOfTiledIndex) {
  VarSpec as{30, 1, SymRange{0, 40}}, bs{31, 1, SymRange{0, 16}};
  SymExpr a = as.expr(), b = bs.expr();
  SymExpr x = a * C(16) + b;
  EXPECT_EQ(floorDiv(x, C(16)), a);
  EXPECT_EQ(mod(x, C(16)), b);
  // A factor of the divisor: floor((16a + b) / 64) = floor(a / 4).
  EXPECT_EQ(floorDiv(x, C(64)), floorDiv(a, C(4)));
  EXPECT_EQ(mod(x, C(64)), mod(a, C(4)) * C(16) + b);
  expectSameExhaustive(floorDiv(x, C(64)), makeRawSymExpr(SymKind::FloorDiv, x, C(64)), {as, bs});
  expectSameExhaustive(mod(x, C(64)), makeRawSymExpr(SymKind::Mod, x, C(64)), {as, bs});
  // Divisibility fact of a variable: a leading dimension known to be a multiple of 16.
  VarSpec ld{32, 16, SymRange{0, 512}};
  SymExpr l = ld.expr();
  EXPECT_EQ(mod(l + b, C(16)), b);
  EXPECT_EQ(floorDiv(l + b, C(16)), floorDiv(l, C(16)));
  expectSameExhaustive(floorDiv(l + b, C(8)), makeRawSymExpr(SymKind::FloorDiv, makeRawSymExpr(SymKind::Add, l, b), C(8)), {ld, bs});
  // A remainder by a bound the value cannot reach vanishes.
  EXPECT_EQ(mod(b, C(16)), b);
  EXPECT_EQ(floorDiv(b, C(16)), C(0));
  EXPECT_EQ(mod(b + C(32), C(16)), b);
  // Nested: (x mod 64) floordiv 16 = (x floordiv 16) mod 4.
  SymExpr t = SymExpr::var(33, 1, SymRange{0, 4096});
  EXPECT_EQ(floorDiv(mod(t, C(64)), C(16)), mod(floorDiv(t, C(16)), C(4)));
  EXPECT_EQ(floorDiv(floorDiv(t, C(4)), C(8)), floorDiv(t, C(32)));
  // idx2crd then crd2idx of a compact layout is the identity.
  SymExpr back = mod(t, C(64)) + mod(floorDiv(t, C(64)), C(8)) * C(64) + floorDiv(t, C(512)) * C(512);
  EXPECT_EQ(back, t);
}

TEST(SymSimplify, SymbolicDivisor) {
  VarSpec ss{40, 1, SymRange{1, 12}}, as{41, 1, SymRange{0, 10}}, ys{42, 1, SymRange{-20, 40}};
  SymExpr s = ss.expr(), a = as.expr(), y = ys.expr();
  SymExpr x = a * s + mod(y, s);
  EXPECT_EQ(floorDiv(x, s), a);
  EXPECT_EQ(mod(x, s), mod(y, s));
  EXPECT_EQ(floorDiv(a * s, s), a);
  EXPECT_EQ(mod(a * s * C(3), s), C(0));
  SymExpr z = a * s + y;
  expectSameExhaustive(floorDiv(z, s), makeRawSymExpr(SymKind::FloorDiv, z, s), {ss, as, ys});
  expectSameExhaustive(mod(z, s), makeRawSymExpr(SymKind::Mod, z, s), {ss, as, ys});
}

TEST(SymSimplify, SwizzleRules) {
  Swizzle sw = *Swizzle::make(3, 4, 3); // reads bits [7,10), writes bits [4,7); period 2^10
  auto swz = [&](SymExpr x) { return sw(Int::symbolic(x)).expr(); };
  VarSpec xs{50, 1, SymRange{0, 1024}}, ks{51, 1, SymRange{0, 8}}, ls{52, 1, SymRange{0, 16}},
      hs{53, 1, SymRange{0, 64}};
  SymExpr x = xs.expr(), k = ks.expr(), l = ls.expr(), h = hs.expr();
  // A period-aligned addend leaves the swizzle.
  EXPECT_EQ(swz(x + k * C(1024)), swz(x) + k * C(1024));
  EXPECT_EQ(swz(x + C(3072)), swz(x) + C(3072));
  // Masked bits known zero: the swizzle vanishes.
  SymExpr small = SymExpr::var(54, 1, SymRange{0, 128});
  EXPECT_EQ(swz(small), small);
  // A multiple of the period: the masked bits are zero by divisibility.
  SymExpr aligned = SymExpr::var(55, 1024, SymRange{0, 1 << 20});
  EXPECT_EQ(swz(aligned), aligned);
  // An addend below the written bits splits off.
  EXPECT_EQ(swz(h * C(16) + l), swz(h * C(16)) + l);
  // Everything checked against the direct evaluation over whole ranges.
  SymExpr e1 = x + k * C(1024);
  std::unordered_map<uint32_t, int64_t> env;
  for (int64_t xv = 0; xv < 1024; ++xv)
    for (int64_t kv = 0; kv < 8; ++kv) {
      env = {{50, xv}, {51, kv}};
      ASSERT_EQ(*swz(e1).evaluate(env), sw(xv + kv * 1024));
    }
  for (int64_t hv = 0; hv < 64; ++hv)
    for (int64_t lv = 0; lv < 16; ++lv) {
      env = {{53, hv}, {52, lv}};
      ASSERT_EQ(*swz(h * C(16) + l).evaluate(env), sw(hv * 16 + lv));
    }
  // Negative S (bits moved up) and other parameters, exhaustively.
  for (auto [b, m, s] : std::vector<std::tuple<int, int, int>>{{2, 3, -3}, {1, 0, 1}, {3, 3, 4}, {2, 2, 2}}) {
    Swizzle w = *Swizzle::make(b, m, s);
    SymExpr e = h * C(8) + l * C(2) + C(1);
    Int r = w(Int::symbolic(e));
    for (int64_t hv = 0; hv < 64; ++hv)
      for (int64_t lv = 0; lv < 16; ++lv)
        ASSERT_EQ(*r.expr().evaluate({{53, hv}, {52, lv}}), w(hv * 8 + lv * 2 + 1)) << w.str();
  }
}

TEST(SymSimplify, XorRulesExhaustive) {
  VarSpec ps{60, 1, SymRange{-40, 40}}, zs{61, 1, SymRange{0, 8}}, ws{62, 8, SymRange{-64, 64}},
      ls{63, 1, SymRange{0, 8}};
  SymExpr p = ps.expr(), z = zs.expr(), w = ws.expr(), l = ls.expr();
  // Addend divisible by 2^t, z below 2^t.
  SymExpr e1 = p * C(8) + l;
  EXPECT_EQ(e1 ^ z, (l ^ z) + p * C(8));
  expectSameExhaustive(e1 ^ z, makeRawSymExpr(SymKind::Xor, e1, z), {ps, ls, zs});
  // z with low bits zero, addend below.
  EXPECT_EQ((p * C(8) + l) ^ w, ((p * C(8)) ^ w) + l);
  expectSameExhaustive(e1 ^ w, makeRawSymExpr(SymKind::Xor, e1, w), {ps, ls, ws});
}

TEST(SymSimplify, CommonSubexpressionsAreShared) {
  // Two coordinates of the same thread id through idx2crd of (4,16) share
  // tid floordiv 4.
  SymExpr tid = SymExpr::var(70, 1, SymRange{0, 64});
  IntTuple crd = idx2crd(Int::symbolic(tid), IntTuple::of(4, 16));
  SymExpr c0 = crd[0].leaf().expr(), c1 = crd[1].leaf().expr();
  EXPECT_EQ(c0, mod(tid, C(4)));
  EXPECT_EQ(c1, floorDiv(tid, C(4)));
  // Re-linearising with a row-major layout is the transposition only.
  auto idx = crd2idx(crd, *parseLayout("(4,16):(16,1)"));
  ASSERT_TRUE(idx.ok());
  EXPECT_EQ(idx->expr(), mod(tid, C(4)) * C(16) + floorDiv(tid, C(4)));
}
