// Tiled-copy partitioning against CuTe's rules, each case derived by hand from CuTe's definitions
// (include/cute/atom/copy_atom.hpp): make_tiled_copy = raked_product + right_inverse, tidfrg_S =
// tile2thrfrg(zipped_divide(tensor, tile), right_inverse(ref) o src), partition_S = slice at the thread.
// Layouts are compared by shape and by the index of every coordinate: the stride of an extent-1 mode
// is unobservable (CuTe itself prints _0 or _1 there depending on the path taken).
#include "fly/algebra/TiledCopy.h"

#include <gtest/gtest.h>

namespace fly {
namespace {

Layout L(std::string_view text) {
  auto r = parseLayout(text);
  EXPECT_TRUE(r.ok()) << text;
  return *r;
}

// Same shape, same index at every coordinate.
void expectSameLayout(const Layout &got, const Layout &want) {
  ASSERT_EQ(got.shape(), want.shape()) << "got " << got.str() << ", want " << want.str();
  int64_t n = size(want).value();
  for (int64_t i = 0; i < n; ++i) {
    auto a = crd2idx(IntTuple(i), got), b = crd2idx(IntTuple(i), want);
    ASSERT_TRUE(a.ok() && b.ok());
    ASSERT_EQ(a->value(), b->value()) << "at " << i << ": got " << got.str() << ", want " << want.str();
  }
}

// A one-thread atom moving `vals` values: ref = src = dst = (1,vals):(0,1) after recasting bits to values.
CopyAtomLayouts oneThreadAtom(int bits, int valBits) {
  Layout b(IntTuple::of(1, bits), IntTuple::of(0, 1));
  auto a = make_copy_atom_layouts(Layout(IntTuple(1), IntTuple(0)), b, b, b, valBits);
  EXPECT_TRUE(a.ok());
  return *a;
}

TEST(TiledCopy, AtomLayoutsRecastBitsToValues) {
  // Copy_Atom<UniversalCopy<uint64_t>, half_t>: (1,64):(0,1) bits -> (1,4):(0,1) values.
  CopyAtomLayouts a = oneThreadAtom(64, 16);
  expectSameLayout(a.src, L("(1,4):(0,1)"));
  EXPECT_EQ(a.numThr().value(), 1);
  EXPECT_EQ(a.numVal().value(), 4);
  auto bad = make_copy_atom_layouts(Layout(IntTuple(1), IntTuple(0)), L("(1,48):(0,1)"), L("(1,48):(0,1)"),
                                    L("(1,48):(0,1)"), 32);
  EXPECT_FALSE(bad.ok());
}

// thr = (2,2):(1,2), val = (2,1):(1,0).
// raked_product: complement(thr, 4*2) = 2:4, o val = (2,1):(4,0); zip(rest, block) and coalesce by mode:
//   layout_mn = ((2,2),2):((4,1),2)  ((m,n) -> thr + 4*val, shape (4,2))
// right_inverse(layout_mn): strides 1,2,4 sit at domain strides 2,4,1 -> (2,2,2):(2,4,1) = (4,2):(2,1);
// with_shape((4,2)) keeps it.  tile = product_each(((2,2),2)) = (4,2).
TEST(TiledCopy, MakeLayoutTV) {
  auto tv = make_layout_tv(L("(2,2):(1,2)"), L("(2,1):(1,0)"));
  ASSERT_TRUE(tv.ok()) << tv.error().message;
  expectSameLayout(tv->first, L("(4,2):(2,1)"));
  EXPECT_EQ(tv->second, IntTuple::of(4, 2));
}

// CuTe's tutorial shape: 32x8 threads (column-major), 4x1 values, a 64-bit atom of 16-bit values.
// layout_mn = raked_product((32,8):(1,32), (4,1):(1,0)) = ((4,32),8):((256,1),32) (val stride 256 = size(thr));
// right_inverse: stride 1 (32 at domain 4), 32 (8 at domain 128), 256 (4 at domain 1)
//   -> (32,8,4):(4,128,1) = layout_tv (256,4):(4,1) after with_shape((256,4)) (the first two merge: 128 = 32*4).
TEST(TiledCopy, MakeTiledCopyTvTutorial) {
  auto tc = make_tiled_copy_tv(oneThreadAtom(64, 16), L("(32,8):(1,32)"), L("(4,1):(1,0)"));
  ASSERT_TRUE(tc.ok()) << tc.error().message;
  expectSameLayout(tc->layoutTV, L("(256,4):(4,1)"));
  EXPECT_EQ(tc->tile, IntTuple::of(128, 8));
}

// Tiled copy of MakeLayoutTV with a 32-bit atom of 16-bit values (2 values), tensor (8,4):(1,8).
// zipped_divide(tensor, (4,2)) = ((4,2),(2,2)):((1,8),(4,16)).
// atom_layout_TV = zipped_divide((4,2):(2,1), (1,2)) = ((1,2),(4,1)):((_,1),(2,_)); ref2trg = identity on (1,2);
// zip + coalesce by (1,(1,1)): thrval2mn = (4,(2,1)):(2,(1,_)).
// Tile mode (4,2):(1,8) o 4:2 = (2,2):(2,8) (thread), o 2:1 = 2:1 (value):
//   tidfrg_S = ((2,2):(2,8), (2,1):(1,_), (2,2):(4,16)).
// partition_S(tid): offset = crd2idx(tid, (2,2):(2,8)), layout ((2,1),2,2):((1,_),4,16).
TEST(TiledCopy, TidfrgAndPartition) {
  auto tc = make_tiled_copy(oneThreadAtom(32, 16), L("(4,2):(2,1)"), IntTuple::of(4, 2));
  ASSERT_TRUE(tc.ok()) << tc.error().message;
  auto tf = tidfrg_S(*tc, L("(8,4):(1,8)"));
  ASSERT_TRUE(tf.ok()) << tf.error().message;
  expectSameLayout(*tf, L("((2,2),(2,1),(2,2)):((2,8),(1,0),(4,16))"));
  for (int tid = 0; tid < 4; ++tid) {
    auto p = partition_S(*tc, L("(8,4):(1,8)"), Int(tid));
    ASSERT_TRUE(p.ok()) << p.error().message;
    EXPECT_EQ(p->offset.value(), 2 * (tid % 2) + 8 * (tid / 2));
    expectSameLayout(p->layout, L("((2,1),2,2):((1,0),4,16)"));
  }
  // The destination side of a one-thread atom partitions the same way.
  auto d = partition_D(*tc, L("(8,4):(1,8)"), Int(3));
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->offset.value(), 10);
}

// Every element of a tensor is covered exactly once by the threads' partitions (the tiled copy is a
// bijection from (thread, value, rest) onto the tensor), here for the tutorial tiled copy on 256x16.
TEST(TiledCopy, PartitionsCoverTheTensorOnce) {
  auto tc = make_tiled_copy_tv(oneThreadAtom(64, 16), L("(32,8):(1,32)"), L("(4,1):(1,0)"));
  ASSERT_TRUE(tc.ok());
  Layout tensor = L("(256,16):(16,1)"); // row-major
  std::vector<int> hits(256 * 16, 0);
  for (int tid = 0; tid < 256; ++tid) {
    auto p = partition_S(*tc, tensor, Int(tid));
    ASSERT_TRUE(p.ok()) << p.error().message;
    int64_t n = size(p->layout).value();
    ASSERT_EQ(n, 16);
    for (int64_t i = 0; i < n; ++i)
      ++hits[p->offset.value() + crd2idx(IntTuple(i), p->layout)->value()];
  }
  for (int h : hits)
    ASSERT_EQ(h, 1);
}

TEST(TiledCopy, RejectsLayoutsThatSplitAtoms) {
  // 3 values per thread cannot be covered by a 2-value atom.
  auto tc = make_tiled_copy(oneThreadAtom(32, 16), L("(4,3):(3,1)"), IntTuple::of(12));
  ASSERT_FALSE(tc.ok());
  EXPECT_NE(tc.error().message.find("does not cover whole atoms"), std::string::npos) << tc.error().message;
}

// make_fragment_like(((2,1),2,2):((1,0),4,16)):
// mode 0 column-major with its stride-0 mode kept 0 -> (2,1):(1,0); rest (2,2) ordered by (4,16) -> (2,2):(1,2);
// tiled_product: complement((2,1):(1,0), 8) = 4:2, o (2,2):(1,2) = (2,2):(2,4) -> ((2,1),2,2):((1,0),2,4).
TEST(TiledCopy, MakeFragmentLike) {
  auto f = make_fragment_like(L("((2,1),2,2):((1,0),4,16)"));
  ASSERT_TRUE(f.ok()) << f.error().message;
  expectSameLayout(*f, L("((2,1),2,2):((1,0),2,4)"));
  // Mode 0 becomes column-major whatever its order: (4,2):(2,1) -> 4:1 tiled by (2):(1) = (4,2):(1,4).
  auto g = make_fragment_like(L("(4,2):(2,1)"));
  ASSERT_TRUE(g.ok());
  expectSameLayout(*g, L("(4,2):(1,4)"));
  // Rank 1: the compact column-major layout of the shape.
  auto h = make_fragment_like(L("((2,4)):((4,1))"));
  ASSERT_TRUE(h.ok());
  expectSameLayout(*h, L("((2,4)):((1,2))"));
}

// retile of a thread's fragment keeps its elements (same offsets, in the tiled copy's value order).
TEST(TiledCopy, RetileKeepsTheFragmentsElements) {
  auto tc = make_tiled_copy(oneThreadAtom(32, 16), L("(4,2):(2,1)"), IntTuple::of(4, 2));
  ASSERT_TRUE(tc.ok());
  Layout frag = L("((2,1),2,2):((1,0),2,4)");
  auto r = retile(*tc, frag);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(size(*r).value(), 8);
  std::vector<int64_t> seen;
  for (int64_t i = 0; i < 8; ++i)
    seen.push_back(crd2idx(IntTuple(i), *r)->value());
  std::sort(seen.begin(), seen.end());
  for (int64_t i = 0; i < 8; ++i)
    EXPECT_EQ(seen[i], i);
}

} // namespace
} // namespace fly
