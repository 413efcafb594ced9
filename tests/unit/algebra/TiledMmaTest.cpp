// TiledMma against CuTe's definitions (cute/atom/mma_atom.hpp), with hand derivations.
//
// Atom used by the exact cases: the MFMA 16x16x16 f16 atom (lib/target): ThrID 64:1,
// A = B = ((16,4),4):((1,64),16), C = ((16,4),(4,1)):((16,4),(1,16)) (FlyDSL's nesting: the value
// mode keeps its unit mode, so C partitions are ((4,1),RestM,RestN)); tiled over (2,2,1):(1,2,0), i.e. four
// waves, wave w at (ThrM, ThrN) = (w % 2, w / 2); thr_layout_vmnk = (64,2,2,1):(1,64,128,0).
#include "fly/algebra/LayoutAlgebra.h"
#include "fly/algebra/TiledMma.h"

#include <gtest/gtest.h>

#include <set>

namespace fly {
namespace {

Layout L(const char *text) {
  auto l = parseLayout(text);
  EXPECT_TRUE(l.ok()) << text;
  return *l;
}

MmaAtomLayouts mfma16x16x16() {
  return {Int(16), Int(16), Int(16), L("64:1"), L("((16,4),4):((1,64),16)"), L("((16,4),4):((1,64),16)"),
          L("((16,4),(4,1)):((16,4),(1,16))")};
}

// MFMA 32x32x8 f16: A = B = ((32,2),4):((1,128),32), C = ((32,2),(4,4)):((32,4),(1,8)).
MmaAtomLayouts mfma32x32x8() {
  return {Int(32), Int(32), Int(8), L("64:1"), L("((32,2),4):((1,128),32)"), L("((32,2),4):((1,128),32)"),
          L("((32,2),(4,4)):((32,4),(1,8))")};
}

// WMMA 16x16x16 (gfx1201): wave32, A = B = ((16,2),8):((1,128),16), C = ((16,2),8):((16,8),1).
MmaAtomLayouts wmma16x16x16() {
  return {Int(16), Int(16), Int(16), L("32:1"), L("((16,2),8):((1,128),16)"), L("((16,2),8):((1,128),16)"),
          L("((16,2),8):((16,8),1)")};
}

MmaAtomLayouts universalFma() {
  return {Int(1), Int(1), Int(1), L("1:0"), L("(1,1):(0,0)"), L("(1,1):(0,0)"), L("(1,1):(0,0)")};
}

int64_t eval(const Layout &l, int64_t i) { return evaluate(l, Int(i)).value(); }

TEST(TiledMma, ThreadLayoutIsTheTiledProductOfThrIdAndTheAtomLayout) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(t->threadLayoutVMNK().str(), "(64,2,2,1):(1,64,128,0)");
  EXPECT_EQ(t->size().value(), 256);
  EXPECT_EQ(t->tileSize(0).value(), 32);
  EXPECT_EQ(t->tileSize(1).value(), 32);
  EXPECT_EQ(t->tileSize(2).value(), 16);
  // Thread 70 is lane 6 of wave 1: (ThrV, ThrM, ThrN, ThrK) = (6, 1, 0, 0); thread 130: (2, 0, 1, 0).
  EXPECT_EQ(t->threadCoordinate(Int(70))->str(), "(6,1,0,0)");
  EXPECT_EQ(t->threadCoordinate(Int(130))->str(), "(2,0,1,0)");
}

// partition_C of a 64x64 column-major C, derived by hand:
//  zipped_divide((64,64):(1,64), (16,16)) = ((16,16),(4,4)):((1,64),(16,1024))
//  mode 0 composed with C_TV: (t,v) -> i = 16(t%16) + 4(t/16) + v, and i -> i%16 + 64(i/16), so
//    ((16,4),(4,1)):((64,4),(1,0)) (the unit value mode kept, its stride 0)
//  zipped_divide by (_, (2,2)) splits the rest (4,4):(16,1024) into thread (2,2):(16,1024) and
//  rest (2,2):(32,2048): (((16,4),(2,2)),((4,1),(2,2))):(((64,4),(16,1024)),((1,0),(32,2048)))
//  thread 70 = (6,(1,0)): offset 6*64 + 16 = 400; values ((4,1),2,2):((1,0),32,2048).
TEST(TiledMma, PartitionCMatchesTheHandDerivation) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(t.ok());
  auto frag = t->threadFragment(MmaOperand::C, L("(64,64):(1,64)"));
  ASSERT_TRUE(frag.ok()) << frag.error().message;
  EXPECT_EQ(frag->str(), "(((16,4),(2,2)),((4,1),(2,2))):(((64,4),(16,1024)),((1,0),(32,2048)))");
  auto p = t->partition(MmaOperand::C, L("(64,64):(1,64)"), Int(70));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->layout.str(), "((4,1),2,2):((1,0),32,2048)");
  EXPECT_EQ(p->offset.value(), 400);
  EXPECT_EQ(t->partitionShape(MmaOperand::C, IntTuple::of(Int(64), Int(64)))->str(), "((4,1),2,2)");
  // partition_fragment_C: make_tensor(shape) -> compact column-major; 2 stages append a mode.
  EXPECT_EQ(t->partitionFragment(MmaOperand::C, L("(64,64):(1,64)"))->str(), "((4,1),2,2):((1,0),4,8)");
  EXPECT_EQ(t->partitionFragment(MmaOperand::C, L("(64,64):(1,64)"), 2)->str(), "((4,1),2,2,2):((1,0),4,8,16)");
}

// partition_A of a 64x32 column-major A (M=64, K=32):
//  zipped_divide by (16,16): ((16,16),(4,2)):((1,64),(16,1024))
//  mode 0 o A_TV: (t,v) -> i = (t%16) + 64(t/16) + 16v, m = i%16 = t%16, k = i/16 = 4(t/16)+v,
//    index m + 64k -> ((16,4),4):((1,256),64)
//  thread tile (ThrM=2, ThrK=1): rest M (4):(16) -> thread 2:16, rest 2:32; rest K 2:1024 stays.
//  thread 70 (lane 6, ThrM 1): offset 6 + 16 = 22; values (4,2,2):(64,32,1024).
//  make_fragment_like: mode 0 4:64 -> 4:1, rest ordered by stride -> (4,2,2):(1,4,8).
TEST(TiledMma, PartitionAMatchesTheHandDerivation) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(t.ok());
  auto p = t->partition(MmaOperand::A, L("(64,32):(1,64)"), Int(70));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->layout.str(), "(4,2,2):(64,32,1024)");
  EXPECT_EQ(p->offset.value(), 22);
  EXPECT_EQ(t->partitionFragment(MmaOperand::A, L("(64,32):(1,64)"))->str(), "(4,2,2):(1,4,8)");
  EXPECT_EQ(t->partitionFragment(MmaOperand::A, L("(64,32):(1,64)"), 3)->str(), "(4,2,2,3):(1,4,8,16)");
  // B of thread 130 (lane 2, ThrN 1) in a 64x32 (N,K) column-major B: offset 2 + 16.
  auto pb = t->partition(MmaOperand::B, L("(64,32):(1,64)"), Int(130));
  ASSERT_TRUE(pb.ok());
  EXPECT_EQ(pb->layout.str(), "(4,2,2):(64,32,1024)");
  EXPECT_EQ(pb->offset.value(), 18);
}

// A multi-block atom (16x16x4_4b as 16x64x4, A broadcast from block 0): lane 17 (block 1) holds the
// same A elements as lane 1, the stride-0 thread mode at work.
TEST(TiledMma, MultiBlockAtomBroadcastsA) {
  MmaAtomLayouts fourBlocks{Int(16), Int(64), Int(4), L("64:1"), L("((16,4),4):((1,0),16)"), L("(64,4):(1,64)"),
                            L("((16,4),(4,4)):((16,4),(1,256))")};
  auto t = TiledMma::make(fourBlocks, L("(1,1,1):(0,0,0)"));
  ASSERT_TRUE(t.ok());
  auto p = t->partition(MmaOperand::A, L("(16,8):(1,16)"), Int(17));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->layout.str(), "(4,1,2):(16,0,64)");
  EXPECT_EQ(p->offset.value(), 1);
  EXPECT_EQ(t->partition(MmaOperand::A, L("(16,8):(1,16)"), Int(1))->offset.value(), 1);
  EXPECT_EQ(t->partitionFragment(MmaOperand::A, L("(16,8):(1,16)"))->str(), "(4,1,2):(1,0,4)");
}

// Whatever the atom, atom layout and permutation: the threads' partitions of C cover every element
// of C exactly once, and element (m, n) of thread t's value (v, rm, rn) is where CuTe puts it:
// atom tile (rm, rn) of the tiled tile grid, wave position (ThrM, ThrN) inside the tile, and the
// atom's C layout inside the wave's sub-tile.
struct Case {
  const char *name;
  MmaAtomLayouts atom;
  const char *atomLayout;
  int M, N;
};

class TiledMmaCoverage : public ::testing::TestWithParam<int> {};

TEST(TiledMma, PartitionsCoverCExactlyOnceWithTheAtomPlacement) {
  const Case cases[] = {
      {"mfma16 2x2", mfma16x16x16(), "(2,2,1):(1,2,0)", 64, 96},
      {"mfma16 1x4", mfma16x16x16(), "(1,4,1):(0,1,0)", 32, 128},
      {"mfma16 2x2 row-major", mfma16x16x16(), "(2,2,1):(2,1,0)", 64, 64},
      {"mfma32 2x1", mfma32x32x8(), "(2,1,1):(1,0,0)", 128, 64},
      {"wmma16 2x2", wmma16x16x16(), "(2,2,1):(1,2,0)", 64, 32},
      {"fma 4x8", universalFma(), "(4,8,1):(8,1,0)", 8, 16},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(c.name);
    auto t = TiledMma::make(c.atom, L(c.atomLayout));
    ASSERT_TRUE(t.ok()) << t.error().message;
    Layout tensor = make_layout(IntTuple::of(Int(c.M), Int(c.N)));
    int64_t atomM = c.atom.m.value(), atomN = c.atom.n.value();
    int64_t threadsPerAtom = size(c.atom.thrId).value();
    const Layout &vmnk = t->threadLayoutVMNK();
    int64_t thrM = size(vmnk, 1)->value(), thrN = size(vmnk, 2)->value();
    std::vector<int> hits(size_t(c.M) * c.N, 0);
    for (int64_t thr = 0; thr < t->size().value(); ++thr) {
      auto p = t->partition(MmaOperand::C, tensor, Int(thr));
      ASSERT_TRUE(p.ok()) << p.error().message;
      auto coord = t->threadCoordinate(Int(thr));
      int64_t v0 = (*coord)[0].leaf().value(), wm = (*coord)[1].leaf().value(), wn = (*coord)[2].leaf().value();
      int64_t values = size(c.atom.layoutC, 1)->value();
      Layout restShape = make_layout(p->layout.shape());
      for (int64_t i = 0; i < size(p->layout).value(); ++i) {
        int64_t idx = p->offset.value() + eval(p->layout, i);
        ASSERT_TRUE(idx >= 0 && idx < int64_t(c.M) * c.N);
        ++hits[size_t(idx)];
        // Expected: value i = (v, rm, rn) colexicographically.
        int64_t v = i % values, rest = i / values;
        int64_t rm = rest % (c.M / (atomM * thrM)), rn = rest / (c.M / (atomM * thrM));
        int64_t inAtom = evaluate(c.atom.layoutC, Int(v0 % threadsPerAtom + threadsPerAtom * v)).value();
        int64_t m = rm * atomM * thrM + wm * atomM + inAtom % atomM;
        int64_t n = rn * atomN * thrN + wn * atomN + inAtom / atomM;
        ASSERT_EQ(idx, m + int64_t(c.M) * n) << "thread " << thr << " value " << i;
      }
      (void)restShape;
    }
    for (int h : hits) ASSERT_EQ(h, 1);
  }
}

// get_layoutC_TV agrees with partition_C of the reference tile, thread by thread; get_layoutA_TV
// gives every thread of the same (ThrM, ThrK) the same A elements (ThrN broadcasts).
TEST(TiledMma, LayoutTVAgreesWithPartitions) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(t.ok());
  for (MmaOperand op : {MmaOperand::A, MmaOperand::B, MmaOperand::C}) {
    auto tv = t->layoutTV(op);
    ASSERT_TRUE(tv.ok()) << tv.error().message;
    IntTuple shape = t->tileShape(op);
    Layout tile = make_layout(shape);
    int64_t values = size(*tv, 1)->value();
    for (int64_t thr = 0; thr < t->size().value(); ++thr) {
      auto p = t->partition(op, tile, Int(thr));
      ASSERT_TRUE(p.ok());
      ASSERT_EQ(size(p->layout).value(), values);
      for (int64_t v = 0; v < values; ++v)
        ASSERT_EQ(crd2idx(IntTuple::of(Int(thr), Int(v)), *tv)->value(), p->offset.value() + eval(p->layout, v))
            << "thread " << thr << " value " << v;
    }
  }
}

// threadValueLayout over a tensor bigger than the tile: mode 0 at a thread is the thread's
// partition offset, mode 1 its partition layout.
TEST(TiledMma, ThreadValueLayoutIsEveryThreadsPartition) {
  auto t = TiledMma::make(mfma32x32x8(), L("(1,2,1):(0,1,0)"));
  ASSERT_TRUE(t.ok());
  for (MmaOperand op : {MmaOperand::A, MmaOperand::B, MmaOperand::C}) {
    Layout tensor = op == MmaOperand::C ? L("(64,128):(128,1)") : L("(64,24):(1,64)");
    auto tv = t->threadValueLayout(op, tensor);
    ASSERT_TRUE(tv.ok()) << tv.error().message;
    for (int64_t thr = 0; thr < t->size().value(); thr += 7) {
      auto p = t->partition(op, tensor, Int(thr));
      ASSERT_TRUE(p.ok()) << p.error().message;
      EXPECT_EQ(evaluate((*tv)[0], Int(thr)).value(), p->offset.value()) << "thread " << thr;
      for (int64_t v = 0; v < size(p->layout).value(); ++v)
        ASSERT_EQ(evaluate((*tv)[1], Int(v)).value(), eval(p->layout, v)) << "thread " << thr << " value " << v;
    }
  }
}

// make_tiled_copy_C with a one-value copy atom: a thread's copy partition of C (partition_D) holds
// exactly the elements its MMA partition holds, in the same order (CuTe's make_tiled_copy_C).
TEST(TiledMma, TiledCopyForCDeliversTheMmaLayout) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(t.ok());
  Layout bits(IntTuple::of(1, 32), IntTuple::of(0, 1));
  auto atom = make_copy_atom_layouts(Layout(IntTuple(1), IntTuple(0)), bits, bits, bits, 32);
  ASSERT_TRUE(atom.ok()) << atom.error().message;
  for (MmaOperand op : {MmaOperand::A, MmaOperand::C}) {
    auto tc = make_tiled_copy_for(op, *atom, *t);
    ASSERT_TRUE(tc.ok()) << tc.error().message;
    Layout tensor = op == MmaOperand::C ? L("(64,64):(1,64)") : L("(64,32):(1,64)");
    for (int64_t thr = 0; thr < 256; thr += 37) {
      auto copy = partition_D(*tc, tensor, Int(thr));
      auto mma = t->partition(op, tensor, Int(thr));
      ASSERT_TRUE(copy.ok() && mma.ok());
      ASSERT_EQ(size(copy->layout).value(), size(mma->layout).value());
      for (int64_t v = 0; v < size(mma->layout).value(); ++v)
        ASSERT_EQ(copy->offset.value() + eval(copy->layout, v), mma->offset.value() + eval(mma->layout, v))
            << "thread " << thr << " value " << v;
    }
  }
}

TEST(TiledMma, PermutationReordersRows) {
  // Permuting M by (16,2):(2,1) interleaves the two waves' rows: a C element of wave ThrM=1 row r
  // lands at row 2r+1 instead of 16 + r.
  auto plain = TiledMma::make(mfma16x16x16(), L("(2,1,1):(1,0,0)"));
  auto permuted = TiledMma::make(mfma16x16x16(), L("(2,1,1):(1,0,0)"), {L("(16,2):(2,1)"), std::nullopt, std::nullopt});
  ASSERT_TRUE(plain.ok() && permuted.ok());
  EXPECT_EQ(permuted->tileSize(0).value(), 32);
  Layout c = make_layout(IntTuple::of(Int(32), Int(16)));
  auto a = plain->partition(MmaOperand::C, c, Int(64 + 5));
  auto b = permuted->partition(MmaOperand::C, c, Int(64 + 5));
  ASSERT_TRUE(a.ok() && b.ok());
  for (int64_t v = 0; v < 4; ++v) {
    int64_t rowPlain = (a->offset.value() + eval(a->layout, v)) % 32;
    int64_t rowPermuted = (b->offset.value() + eval(b->layout, v)) % 32;
    EXPECT_EQ(rowPlain, 16 + v);
    EXPECT_EQ(rowPermuted, 2 * v + 1);
  }
}

TEST(TiledMma, RejectsBadShapes) {
  auto t = TiledMma::make(mfma16x16x16(), L("(2,2,1,2):(1,2,0,4)"));
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.error().message.find("rank 4"), std::string::npos) << t.error().message;
  auto ok = TiledMma::make(mfma16x16x16(), L("(2,2,1):(1,2,0)"));
  ASSERT_TRUE(ok.ok());
  EXPECT_FALSE(ok->partition(MmaOperand::C, L("64:1"), Int(0)).ok());
  EXPECT_FALSE(ok->partitionFragment(MmaOperand::A, L("(64,32):(1,64)"), 0).ok());
}

} // namespace
} // namespace fly
