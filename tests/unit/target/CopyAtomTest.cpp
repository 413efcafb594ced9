#include "GeneratedDocs.h"
#include "fly/target/CopyAtom.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace fly::target;

TEST(CopyAtom, EveryDescriptionParsesFromItsOwnSpelling) {
  for (const CopyAtomDesc& d : allCopyAtoms()) {
    for (const AtomicVariant& v : d.atomics)
      for (std::string_view t : v.valTypes) {
        std::string text = "!" + std::string(d.opName) + "<#fly<atomic_op " + std::string(v.op) + ">, " + std::string(t) + ">";
        auto spec = parseCopyOp(text);
        ASSERT_TRUE(spec.ok()) << text << ": " << spec.error().message;
        EXPECT_EQ(spec->desc, &d);
        EXPECT_EQ(spec->atomic, &v);
        EXPECT_EQ(spec->bits, t == "i64" || t == "f64" ? 64 : 32) << text;
        for (std::string_view arch : v.archs) EXPECT_TRUE(spec->availableOn(arch)) << text << " " << arch;
      }
    if (d.isAtomic()) continue;
    for (const TransposeRead& r : d.transposeReads) {
      std::string text = "!" + std::string(d.opName) + "<trans = " + std::to_string(r.granularity) + "b, " +
                         std::to_string(r.bits) + ">";
      auto spec = parseCopyOp(text);
      ASSERT_TRUE(spec.ok()) << text << ": " << spec.error().message;
      EXPECT_EQ(spec->transpose, &r);
      EXPECT_EQ(spec->bits, r.bits);
      auto found = findTransposeRead(r.rocdlOp);
      EXPECT_EQ(found.first, &d);
      EXPECT_EQ(found.second, &r);
      EXPECT_TRUE(spec->valueLayouts(r.granularity).ok()) << text;
    }
    if (d.isTransposeRead()) continue;
    for (int bits : d.bits) {
      std::string text = "!" + std::string(d.opName) + "<" + std::to_string(bits) + ">";
      auto spec = parseCopyOp(text);
      ASSERT_TRUE(spec.ok()) << text << ": " << spec.error().message;
      EXPECT_EQ(spec->desc, &d);
      EXPECT_EQ(spec->bits, bits);
    }
    EXPECT_FALSE(d.archs.empty());
    for (std::string_view arch : d.archs) EXPECT_NE(findArch(arch), nullptr) << arch;
    // One-thread atoms: (1,BITS):(0,1) in bits, as CuTe's Copy_Traits of UniversalCopy.
    EXPECT_EQ(d.srcLayoutBits(64).str(), "(1,64):(0,1)");
  }
}

TEST(CopyAtom, CacheModifierIsParsedWhereTheAtomHasOne) {
  auto spec = parseCopyOp("!fly_rocdl.cdna3.buffer_copy<128, cache = 2>");
  ASSERT_TRUE(spec.ok()) << spec.error().message;
  EXPECT_EQ(spec->cacheModifier, 2);
  auto bad = parseCopyOp("!fly.universal_copy<128, cache = 2>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("unexpected parameter 'cache = 2'"), std::string::npos) << bad.error().message;
  EXPECT_FALSE(parseCopyOp("!fly.universal_copy<x>").ok());
  EXPECT_FALSE(parseCopyOp("!fly.universal_copy").ok());
}

TEST(CopyAtom, UnavailableMessageNamesAtomArchAndTheArchsThatHaveIt) {
  const CopyAtomDesc* d = findCopyAtom("fly_rocdl.cdna3.buffer_copy");
  ASSERT_NE(d, nullptr);
  CopyOpSpec spec;
  spec.desc = d;
  EXPECT_EQ(copyAtomUnavailableMessage(spec, "gfx90a"),
            "copy atom 'fly_rocdl.cdna3.buffer_copy' is not available on gfx90a (available on: gfx942, gfx950, "
            "gfx1201, gfx1250, gfx1100, gfx1151)");
  // An atomic atom names its op and value type, and the archs of that variant.
  auto fmax = parseCopyOp("!fly_rocdl.cdna3.buffer_atomic<#fly<atomic_op max>, f32>");
  ASSERT_TRUE(fmax.ok()) << fmax.error().message;
  EXPECT_FALSE(fmax->availableOn("gfx942"));
  EXPECT_EQ(copyAtomUnavailableMessage(*fmax, "gfx942"),
            "copy atom 'fly_rocdl.cdna3.buffer_atomic<max, f32>' is not available on gfx942 (available on: gfx1201, "
            "gfx1250, gfx1100, gfx1151)");
  // gfx11 (measured with llc-22): no packed f16/bf16 and no f64 buffer atomics; every universal atomic.
  auto pk = parseCopyOp("!fly_rocdl.cdna3.buffer_atomic<#fly<atomic_op add>, vector<2xf16>>");
  ASSERT_TRUE(pk.ok()) << pk.error().message;
  EXPECT_FALSE(pk->availableOn("gfx1100"));
  EXPECT_TRUE(pk->availableOn("gfx942"));
  EXPECT_FALSE(parseCopyOp("!fly_rocdl.cdna3.buffer_atomic<#fly<atomic_op add>, f64>")->availableOn("gfx1151"));
  EXPECT_TRUE(parseCopyOp("!fly.universal_atomic<#fly<atomic_op add>, f64>")->availableOn("gfx1100"));
  auto bf16 = parseCopyOp("!fly_rocdl.cdna3.buffer_atomic<#fly<atomic_op add>, vector<2xbf16>>");
  ASSERT_TRUE(bf16.ok()) << bf16.error().message;
  EXPECT_FALSE(bf16->availableOn("gfx942"));
  EXPECT_TRUE(bf16->availableOn("gfx950"));
}

TEST(CopyAtom, AtomicOpAndValueTypeAreChecked) {
  auto unknown = parseCopyOp("!fly.universal_atomic<#fly<atomic_op xor>, i32>");
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().message, "copy operation '!fly.universal_atomic<#fly<atomic_op xor>, i32>': unknown "
                                     "atomic_op 'xor' (known: add, max, min, and, or, inc, dec, umax, umin)");
  auto badType = parseCopyOp("!fly.universal_atomic<#fly<atomic_op and>, f32>");
  ASSERT_FALSE(badType.ok());
  EXPECT_EQ(badType.error().message, "atomic atom 'fly.universal_atomic' has no 'and' on f32 (it has 'and' on i32, i64)");
  EXPECT_FALSE(parseCopyOp("!fly.universal_atomic<32>").ok());
  EXPECT_FALSE(parseCopyOp("!fly_rocdl.cdna3.buffer_atomic<#fly<atomic_op add>>").ok());
}

TEST(CopyAtom, CachePolicyBitsPerArchFamily) {
  EXPECT_EQ(cachePolicyMask(*findArch("gfx942")), 0x13u);
  EXPECT_EQ(cachePolicyMask(*findArch("gfx1201")), 0x1Fu);
  EXPECT_EQ(cachePolicyMask(*findArch("gfx1100")), 0x07u);
}

// The transpose read's layouts in values and a tiled copy's partitions, against what the instruction
// does (lane t of a 16-lane group gives the address of its 4 contiguous b16 elements; it receives
// element t % 4 of lanes j * 4 + t / 4, j = 0..3: the 16x4 block's positions t, t+16, t+32, t+48),
// derived by hand.
TEST(CopyAtom, TransposeReadLayoutsAndPartitionsAreTheInstructions) {
  auto spec = parseCopyOp("!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>");
  ASSERT_TRUE(spec.ok()) << spec.error().message;
  auto l = spec->valueLayouts(16);
  ASSERT_TRUE(l.ok()) << l.error().message;
  EXPECT_EQ(fly::size(l->thrId).value(), 16);
  for (int t = 0; t < 16; ++t)
    for (int v = 0; v < 4; ++v) {
      // The block position of lane t's value v: source 4t + v (its address + v), destination t + 16v.
      EXPECT_EQ(fly::crd2idx(fly::IntTuple::of(fly::Int(t), fly::Int(v)), l->src)->value(), 4 * t + v);
      EXPECT_EQ(fly::crd2idx(fly::IntTuple::of(fly::Int(t), fly::Int(v)), l->dst)->value(), t + 16 * v);
    }
  // 64 threads over a 16x16 tile, thread t0 + 16 t1 holding (m, n) = (t0, 4 t1 + j): from an M-contiguous
  // LDS tile (16,16):(1,16) thread t reads the 4 elements at 4t (m = 4 (t0 % 4) .. +3, n = 4 t1 + t0 / 4),
  // and writes (t0, 4 t1 .. 4 t1 + 3) of a row-major (16,16):(16,1) tile: offset 16 t0 + 4 t1.
  auto tc = fly::make_tiled_copy(*l, *fly::parseLayout("((16,4),4):((1,64),16)"), fly::IntTuple::of(fly::Int(16), fly::Int(16)));
  ASSERT_TRUE(tc.ok()) << tc.error().message;
  for (int t = 0; t < 64; ++t) {
    auto s = fly::partition_S(*tc, *fly::parseLayout("(16,16):(1,16)"), fly::Int(t));
    auto d = fly::partition_D(*tc, *fly::parseLayout("(16,16):(16,1)"), fly::Int(t));
    ASSERT_TRUE(s.ok() && d.ok());
    EXPECT_EQ(s->offset.value(), 4 * t) << "thread " << t;
    EXPECT_EQ(d->offset.value(), 16 * (t % 16) + 4 * (t / 16)) << "thread " << t;
    for (int v = 0; v < 4; ++v) {
      EXPECT_EQ(fly::crd2idx(fly::IntTuple(fly::Int(v)), s->layout)->value(), v);
      EXPECT_EQ(fly::crd2idx(fly::IntTuple(fly::Int(v)), d->layout)->value(), v);
    }
  }
  // b8: lane t receives positions t + 16 j of the 16x8 block (its element j is element t % 8 of lane 2j + t / 8).
  auto b8 = parseCopyOp("!fly_rocdl.cdna4.lds_read_trans<trans = 8b, 64>")->valueLayouts(8);
  ASSERT_TRUE(b8.ok()) << b8.error().message;
  for (int t = 0; t < 16; ++t)
    for (int j = 0; j < 8; ++j) {
      EXPECT_EQ(fly::crd2idx(fly::IntTuple::of(fly::Int(t), fly::Int(j)), b8->dst)->value(), t + 16 * j);
      EXPECT_EQ(fly::crd2idx(fly::IntTuple::of(fly::Int(t), fly::Int(j)), b8->src)->value(), 8 * t + j);
    }
  auto bad = parseCopyOp("!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 96>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("no transpose read of 16-bit elements in 96 bits"), std::string::npos);
  EXPECT_FALSE(parseCopyOp("!fly_rocdl.cdna4.lds_read_trans<64>").ok());
}

// docs/copies.md embeds the generated table: it cannot drift from the descriptions.
TEST(CopyAtom, DocsTableIsTheGeneratedOne) {
  test_support::expectGeneratedSection("docs/copies.md", "copy-atoms", copyAtomTable(), "build/bin/fly-atoms --copy");
}

// The tensor data mover atom's parameters, FlyDSL's spelling, and the errors for bad ones.
TEST(CopyAtom, TensorTileParameters) {
  auto spec = parseCopyOp("!fly_rocdl.gfx1250.tdm<rank = 3, warps = 4, pad = 64, 8, cache = 1, barrier = false, timeout = false>");
  ASSERT_TRUE(spec.ok()) << spec.error().message;
  EXPECT_TRUE(spec->desc->tensorTile);
  EXPECT_EQ(spec->tile.rank, 3);
  EXPECT_EQ(spec->tile.warps, 4);
  EXPECT_EQ(spec->tile.padInterval, 64);
  EXPECT_EQ(spec->tile.padAmount, 8);
  EXPECT_EQ(spec->cacheModifier, 1);
  EXPECT_TRUE(spec->availableOn("gfx1250"));
  EXPECT_FALSE(spec->availableOn("gfx950"));
  for (auto [text, why] : std::vector<std::pair<std::string, std::string>>{
           {"rank = 6", "rank must be 1..5, got 6"},
           {"warps = 3", "numWarps must be a positive power of two, got 3"},
           {"pad = 64, 0", "padInterval and padAmount must both be zero or both non-zero"},
           {"pad = 48, 4", "padInterval must be a power of two (in elements), got 48"},
           {"pad = 64", "'pad' takes INTERVAL, AMOUNT"},
           {"barrier = maybe", "'barrier' must be true or false"},
           {"rank = 2, rank = 3", "'rank' given twice"},
           {"lanes = 2", "unknown parameter 'lanes'"}}) {
    auto bad = parseCopyOp("!fly_rocdl.gfx1250.tdm<" + text + ">");
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_NE(bad.error().message.find(why), std::string::npos) << bad.error().message;
  }
}

// ds_read_b64_tr_b4 and ds_read_b96_tr_b6 in values of their granularity: a 16 x 16 transpose. Lane t's
// source is its 16 contiguous elements (16t ..), and its value j is element t of lane j's block
// (position t + 16j), the lane map fly-emu runs (rocRoller's gfx950 hardware test).
TEST(CopyAtom, SubByteTransposeReadsAreA16By16Transpose) {
  for (const char* text : {"!fly_rocdl.cdna4.lds_read_trans<trans = 4b, 64>", "!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 96>"}) {
    auto spec = parseCopyOp(text);
    ASSERT_TRUE(spec.ok()) << text << ": " << spec.error().message;
    ASSERT_NE(spec->transpose, nullptr);
    EXPECT_EQ(spec->transpose->alignBytes, spec->bits == 96 ? 16 : 8) << text;
    auto l = spec->valueLayouts(spec->transpose->granularity);
    ASSERT_TRUE(l.ok()) << text << ": " << l.error().message;
    EXPECT_EQ(l->thrId.str(), "16:1") << text;
    for (int t = 0; t < 16; ++t)
      for (int j = 0; j < 16; ++j) {
        fly::IntTuple c = fly::IntTuple::of(fly::IntTuple(fly::Int(t)), fly::IntTuple(fly::Int(j)));
        EXPECT_EQ(fly::crd2idx(c, l->src)->value(), 16 * t + j) << text << " src " << t << "," << j;
        EXPECT_EQ(fly::crd2idx(c, l->dst)->value(), t + 16 * j) << text << " dst " << t << "," << j;
      }
  }
  // A pair the atom lacks names the four it has.
  auto bad = parseCopyOp("!fly_rocdl.cdna4.lds_read_trans<trans = 6b, 64>");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("(it has <trans = 4b, 64>, <trans = 6b, 96>, <trans = 8b, 64>, <trans = 16b, 64>)"),
            std::string::npos)
      << bad.error().message;
}
