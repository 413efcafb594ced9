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
            "gfx1250)");
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
           {"warps = 3", "warps must be a positive power of two, got 3"},
           {"pad = 64, 0", "the pad interval and amount must both be zero or both non-zero"},
           {"pad = 48, 4", "the pad interval must be a power of two, got 48"},
           {"pad = 64", "'pad' takes INTERVAL, AMOUNT"},
           {"barrier = maybe", "'barrier' must be true or false"},
           {"rank = 2, rank = 3", "'rank' given twice"},
           {"lanes = 2", "unknown parameter 'lanes'"}}) {
    auto bad = parseCopyOp("!fly_rocdl.gfx1250.tdm<" + text + ">");
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_NE(bad.error().message.find(why), std::string::npos) << bad.error().message;
  }
}
