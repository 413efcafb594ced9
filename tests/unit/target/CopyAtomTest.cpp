#include "GeneratedDocs.h"
#include "fly/target/CopyAtom.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace fly::target;

TEST(CopyAtom, EveryDescriptionParsesFromItsOwnSpelling) {
  for (const CopyAtomDesc& d : allCopyAtoms()) {
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
  EXPECT_EQ(copyAtomUnavailableMessage(*d, "gfx90a"),
            "copy atom 'fly_rocdl.cdna3.buffer_copy' is not available on gfx90a (available on: gfx942, gfx950, "
            "gfx1201, gfx1250)");
}

TEST(CopyAtom, CachePolicyBitsPerArchFamily) {
  EXPECT_EQ(cachePolicyMask(*findArch("gfx942")), 0x13u);
  EXPECT_EQ(cachePolicyMask(*findArch("gfx1201")), 0x1Fu);
}

// docs/copies.md embeds the generated table: it cannot drift from the descriptions.
TEST(CopyAtom, DocsTableIsTheGeneratedOne) {
  test_support::expectGeneratedSection("docs/copies.md", "copy-atoms", copyAtomTable(), "build/bin/fly-atoms --copy");
}
