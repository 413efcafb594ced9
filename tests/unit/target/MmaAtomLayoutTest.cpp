// The atoms' C thread-value layouts are FlyDSL's, shape and all: a tiled MMA's C partition has the
// atom's value mode as its mode 0, and FlyDSL's IR declares that mode as FlyDSL's atom nests it
// (`((4,1),2,2)` for a 16x16 MFMA). The expected layouts are FlyDSL's getThrValLayoutC
// (lib/Dialect/FlyROCDL/CDNA3/MmaAtom.cpp, CDNA4/MmaAtom.cpp; GFX1250/MmaAtom.cpp getThrValLayoutCD
// for 32-bit accumulators, which GFX120X uses too; GFX11/MmaAtom.cpp getThrValLayoutCD_F32), written
// out here from their formulas. FlyDSL's 16-bit WMMA accumulator layout is not the hardware's and
// is not taken (docs/flydsl.md). Whether the layouts compute the right product is
// MmaAtomEmulatorTest's part.
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <string>

namespace fly::target {
namespace {

std::string str(int v) { return std::to_string(v); }

// FlyDSL's MFMA C (M == N): ((N, 64/N), (4, M/4/(64/N))) : ((M, 4), (1, 4 * 64/N)).
std::string flydslMfmaC(int m, int n) {
  int groupM = 64 / n, valM1 = m / 4 / groupM;
  return "((" + str(n) + "," + str(groupM) + "),(4," + str(valM1) + ")):((" + str(m) + ",4),(1," + str(4 * groupM) +
         "))";
}

TEST(MmaAtomLayouts, CLayoutsAreFlyDslOnes) {
  int mfma = 0, wmma = 0;
  for (const MmaAtom& atom : allMmaAtoms()) {
    SCOPED_TRACE(atom.innerTypeText());
    std::string c = atom.cTV().str();
    std::string_view kind = atom.dialectKind;
    // FlyDSL's MFMAs: M == N, one block, f32/i32 accumulators (it has no f64 MFMA).
    if ((kind == "cdna3.mfma" || kind == "cdna4.mfma_scale") && atom.m == atom.n && atom.blocks == 1 &&
        atom.cType != "f64") {
      EXPECT_EQ(c, flydslMfmaC(atom.m, atom.n));
      ++mfma;
    } else if ((kind == "gfx1250.wmma" || kind == "gfx1250.wmma_scale" || kind == "gfx120x.wmma") && atom.m == 16 &&
               (atom.cType == "f32" || atom.cType == "i32")) {
      EXPECT_EQ(c, "((16,2),8):((16,8),1)");
      ++wmma;
    } else if (kind == "gfx11.wmma" && (atom.cType == "f32" || atom.cType == "i32")) {
      EXPECT_EQ(c, "((16,2),8):((16,1),2)");
      ++wmma;
    }
  }
  EXPECT_GT(mfma, 60);
  EXPECT_GT(wmma, 40);
}

// The 16x16 form FlyDSL's IR declares, spelled out (the formula above is easy to get wrong alike).
TEST(MmaAtomLayouts, SixteenBySixteenMfmaKeepsTheUnitValueMode) {
  const MmaAtom* f16 = findMmaAtom("cdna3.mfma", 16, 16, 16, "f16", "f16", "f32", nullptr);
  ASSERT_NE(f16, nullptr);
  EXPECT_EQ(f16->cTV().str(), "((16,4),(4,1)):((16,4),(1,16))");
  EXPECT_EQ(f16->valuesC(), 4);
  const MmaAtom* f8 = findMmaAtom("cdna4.mfma_scale", 32, 32, 64, "f8E4M3FN", "f8E4M3FN", "f32", nullptr);
  ASSERT_NE(f8, nullptr);
  EXPECT_EQ(f8->cTV().str(), "((32,2),(4,4)):((32,4),(1,8))");
}

// FlyDSL's FNUZ spelling of the gfx950 fp8 MFMAs is derived from the OCP rows: each is the OCP atom
// (same shape, intrinsic, layouts) that reads the OCP encodings, listed right after the OCP rows.
TEST(MmaAtomRows, FnuzSpellingsOnGfx950AreTheOcpRows) {
  auto ocpOf = [](std::string_view t) { return t == "f8E4M3FNUZ" ? "f8E4M3FN" : t == "f8E5M2FNUZ" ? "f8E5M2" : ""; };
  int found = 0;
  for (const MmaAtom& atom : allMmaAtoms()) {
    if (atom.dialectKind != "cdna3.mfma" || atom.archs != kGfx950 || std::string_view(ocpOf(atom.aType)).empty())
      continue;
    SCOPED_TRACE(atom.innerTypeText());
    ++found;
    EXPECT_EQ(atom.readsA, ocpOf(atom.aType));
    EXPECT_EQ(atom.readsB, ocpOf(atom.bType));
    const MmaAtom* ocp = findMmaAtom("cdna3.mfma", atom.m, atom.n, atom.k, atom.readsA, atom.readsB, atom.cType, nullptr);
    ASSERT_NE(ocp, nullptr);
    EXPECT_EQ(ocp->archs, kGfx950);
    EXPECT_TRUE(ocp->readsA.empty());
    EXPECT_EQ(atom.intrinsic, ocp->intrinsic);
    EXPECT_EQ(atom.instruction, ocp->instruction);
    EXPECT_EQ(atom.cReg, ocp->cReg);
    EXPECT_EQ(atom.aTV().str(), ocp->aTV().str());
    EXPECT_EQ(atom.bTV().str(), ocp->bTV().str());
    EXPECT_EQ(atom.cTV().str(), ocp->cTV().str());
  }
  EXPECT_EQ(found, 8);
}

} // namespace
} // namespace fly::target
