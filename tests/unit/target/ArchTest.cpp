#include "fly/target/Arch.h"
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <set>

using namespace fly::target;

TEST(Arch, FindsEverySupportedArchByName) {
  for (const char* name : {"gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100", "gfx1151"}) {
    const Arch* arch = findArch(name);
    ASSERT_NE(arch, nullptr) << name;
    EXPECT_EQ(arch->name, name);
  }
  EXPECT_EQ(allArchs().size(), 6u);
}

TEST(Arch, UnknownArchIsAnErrorListingTheSupportedOnes) {
  EXPECT_EQ(findArch("gfx90a"), nullptr);
  EXPECT_EQ(findArch("GFX942"), nullptr);
  EXPECT_EQ(findArch(""), nullptr);
  EXPECT_EQ(unsupportedArchMessage("gfx90a"),
            "unsupported target 'gfx90a' (supported: gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151)");
}

TEST(Arch, CdnaIsWave64WithMfmaAndRdnaIsWave32WithWmma) {
  for (const Arch& arch : allArchs()) {
    if (arch.generation == 9) {
      EXPECT_EQ(arch.waveSize, 64) << arch.name;
      EXPECT_TRUE(arch.hasMfma()) << arch.name;
      EXPECT_FALSE(arch.hasWmma()) << arch.name;
      EXPECT_TRUE(arch.hasAgprs) << arch.name;
      EXPECT_EQ(arch.bufferWord3, 0x00020000u) << arch.name;
    } else {
      EXPECT_EQ(arch.waveSize, 32) << arch.name;
      EXPECT_TRUE(arch.hasWmma()) << arch.name;
      EXPECT_FALSE(arch.hasMfma()) << arch.name;
      EXPECT_FALSE(arch.hasAgprs) << arch.name;
    }
  }
}

TEST(Arch, MatrixOpsAreDistinctAndWellFormed) {
  for (const Arch& arch : allArchs()) {
    for (const MmaAtom* atom : mmaAtomsFor(arch)) {
      EXPECT_GT(atom->m * atom->n * atom->k, 0);
      if (!atom->intrinsic.empty()) {
        EXPECT_TRUE(arch.hasMatrixOp(atom->intrinsic));
      }
    }
  }
  EXPECT_TRUE(findArch("gfx942")->hasMatrixOp("llvm.amdgcn.mfma.f32.16x16x8.xf32"));
  EXPECT_FALSE(findArch("gfx950")->hasMatrixOp("llvm.amdgcn.mfma.f32.16x16x8.xf32"));
  EXPECT_TRUE(findArch("gfx950")->hasMatrixOp("llvm.amdgcn.mfma.f32.16x16x32.f16"));
  EXPECT_FALSE(findArch("gfx942")->hasMatrixOp("llvm.amdgcn.mfma.f32.16x16x32.f16"));
}

TEST(Arch, LdsBudgets) {
  EXPECT_EQ(findArch("gfx942")->ldsBytesPerWorkgroup, 65536u);
  EXPECT_EQ(findArch("gfx950")->ldsBytesPerWorkgroup, 163840u);
  EXPECT_EQ(findArch("gfx1201")->ldsBytesPerWorkgroup, 65536u);
  EXPECT_EQ(findArch("gfx1250")->ldsBytesPerWorkgroup, 327680u);
}
