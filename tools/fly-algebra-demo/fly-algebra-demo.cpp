// fly-algebra-demo: Fly's main job until the compiler exists. Prints a few
// layouts and what the algebra makes of them, then checks every printed
// result as a function (brute force over its domain) and prints one
// self-check line; exits nonzero if any check fails.
#include <cstdio>
#include <string>

#include "fly/algebra/Algebra.h"

using namespace fly;

namespace {

int failures = 0;
int checks = 0;

Layout L(const char *text) {
  auto l = parseLayout(text);
  if (!l) {
    std::printf("bad layout %s: %s\n", text, l.error().message.c_str());
    ++failures;
    return Layout();
  }
  return *l;
}

int64_t at(const Layout &l, int64_t i) { return evaluate(l, Int(i)).value(); }

void expect(bool ok, const std::string &what) {
  ++checks;
  if (!ok) {
    ++failures;
    std::printf("  CHECK FAILED: %s\n", what.c_str());
  }
}

void show(const char *what, const Result<Layout> &r) {
  if (r)
    std::printf("  %-44s = %s\n", what, r->str().c_str());
  else
    std::printf("  %-44s : %s\n", what, r.error().message.c_str());
}

} // namespace

int main() {
  std::printf("Fly layout algebra demo (CuTe semantics)\n\n");

  Layout a = L("(4,8):(1,4)");      // a 4x8 column-major tile
  Layout b = L("(2,4):(1,2)");
  Layout rowMajor = make_layout_right(IntTuple::of(8, 8));
  std::printf("layouts\n");
  std::printf("  A = %s   size %s  cosize %s\n", a.str().c_str(), size(a).str().c_str(), cosize(a).str().c_str());
  std::printf("  B = %s\n", b.str().c_str());
  std::printf("  make_layout_right((8,8)) = %s\n\n", rowMajor.str().c_str());

  std::printf("composition, divide, product\n");
  auto comp = composition(a, b);
  show("composition(A, B)", comp);
  if (comp)
    for (int64_t i = 0; i < size(b).value(); ++i)
      expect(at(*comp, i) == at(a, at(b, i)), "composition(A,B)(" + std::to_string(i) + ") == A(B(i))");

  Layout gemmA = L("(128,64):(64,1)");
  Tiler tile = Tiler::modes({Tiler(L("32:1")), Tiler(L("16:1"))});
  auto zd = zipped_divide(gemmA, tile);
  show("zipped_divide((128,64):(64,1), (32:1,16:1))", zd);
  if (zd) {
    expect(size(*zd).value() == size(gemmA).value(), "zipped_divide keeps the size");
    Layout tile0 = (*zd)[0];
    expect(size(tile0).value() == 32 * 16, "tile mode has 32x16 elements");
  }
  auto ld = logical_divide(L("24:1"), L("4:2"));
  show("logical_divide(24:1, 4:2)", ld);
  if (ld) {
    expect(size(*ld).value() == 24, "logical_divide(24:1, 4:2) keeps the size");
    // Mode 0 is the tile 4:2 of 24:1: elements 0,2,4,6.
    for (int64_t i = 0; i < 4; ++i)
      expect(at((*ld)[0], i) == 2 * i, "logical_divide tile element " + std::to_string(i));
  }

  Layout block = L("(2,2):(1,2)");
  Layout grid = L("(3,4):(1,3)");
  auto bp = blocked_product(block, grid);
  auto rp = raked_product(block, grid);
  auto lp = logical_product(block, Tiler(grid));
  show("logical_product((2,2):(1,2), (3,4):(1,3))", lp);
  show("blocked_product((2,2):(1,2), (3,4):(1,3))", bp);
  show("raked_product((2,2):(1,2), (3,4):(1,3))", rp);
  for (const Result<Layout> *p : {&lp, &bp, &rp}) {
    if (!*p) {
      expect(false, "product computed");
      continue;
    }
    // A product of compact layouts is a bijection onto [0, size).
    int64_t n = size(**p).value();
    std::vector<bool> seen(n, false);
    bool bij = true;
    for (int64_t i = 0; i < n; ++i) {
      int64_t v = at(**p, i);
      if (v < 0 || v >= n || seen[v])
        bij = false;
      else
        seen[v] = true;
    }
    expect(bij, (*p)->str() + " is a bijection onto [0," + std::to_string(n) + ")");
  }

  std::printf("\ncomplement and inverses\n");
  auto c = complement(L("(2,2):(1,6)"), IntTuple(24));
  show("complement((2,2):(1,6), 24)", c);
  auto ri = right_inverse(L("(4,8):(8,1)"));
  show("right_inverse((4,8):(8,1))", ri);
  if (ri)
    for (int64_t i = 0; i < size(*ri).value(); ++i)
      expect(at(L("(4,8):(8,1)"), at(*ri, i)) == i, "L(right_inverse(L)(i)) == i");
  std::printf("  coalesce((2,(1,6)):(1,(6,2)))               = %s\n", coalesce(L("(2,(1,6)):(1,(6,2))")).str().c_str());

  std::printf("\nswizzle\n");
  ComposedLayout sw(Swizzle::make(3, 0, 3).value(), Int(0), rowMajor);
  std::printf("  %s : row 1 = ", sw.str().c_str());
  for (int64_t j = 0; j < 8; ++j)
    std::printf("%lld ", static_cast<long long>(crd2idx(IntTuple::of(1, j), sw)->value()));
  std::printf("\n");
  for (int64_t r = 0; r < 8; ++r) {
    std::vector<bool> seen(8, false);
    bool perm = true;
    for (int64_t j = 0; j < 8; ++j) {
      int64_t v = crd2idx(IntTuple::of(r, j), sw)->value();
      if (v / 8 != r || seen[v % 8])
        perm = false;
      else
        seen[v % 8] = true;
    }
    expect(perm, "swizzled row " + std::to_string(r) + " is a permutation of the row");
  }

  std::printf("\ndynamic leaves\n");
  Int m = Int::symbolic(SymExpr::var(0, 16)), ld2 = Int::symbolic(SymExpr::var(1, 8));
  Layout dyn(IntTuple::of(m, 64), IntTuple::of(Int(1), ld2));
  auto dd = logical_divide(dyn, Tiler::modes({Tiler(L("16:1")), Tiler(L("16:1"))}));
  show("logical_divide((v0,64):(1,v1), (16:1,16:1))", dd);
  auto off = crd2idx(IntTuple::of(Int::symbolic(SymExpr::var(2)), Int::symbolic(SymExpr::var(3))), dyn);
  std::printf("  crd2idx((v2,v3), (v0,64):(1,v1))             = %s\n", off ? off->expr().str().c_str() : off.error().message.c_str());

  std::printf("\nself-check: %d of %d checks passed%s\n", checks - failures, checks, failures ? " -- FAILED" : "");
  return failures ? 1 : 0;
}
