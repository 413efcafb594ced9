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

// The machine model's CDNA figures against AMD's published ones (docs/emulator.md, "Agreement with
// published figures", lists the sources): chip totals from the per-unit fields the model uses.
TEST(Arch, CdnaPerfModelMatchesPublishedFigures) {
  struct Published {
    const char* arch;
    double f16Tflops, fp8Tflops, hbmGBs;
    int xcds;
    uint64_t l2PerXcd, mall;
  };
  constexpr uint64_t MiB = 1024 * 1024;
  // MI300X: 1307.4 TFLOP/s f16 and 2614.9 fp8 dense at 2.1 GHz, 5.3 TB/s HBM3, 8 XCDs of 4 MiB L2,
  // 256 MiB Infinity Cache. MI355X: 2.5 PFLOP/s f16, 5 PFLOP/s fp8 dense at 2.4 GHz, 8 TB/s HBM3E,
  // 8 XCDs of 4 MiB L2, 256 MiB Infinity Cache.
  for (Published want : {Published{"gfx942", 1307.4, 2614.9, 5300, 8, 4 * MiB, 256 * MiB},
                         Published{"gfx950", 2516.6, 5033.2, 8000, 8, 4 * MiB, 256 * MiB}}) {
    const Arch* arch = findArch(want.arch);
    ASSERT_NE(arch, nullptr);
    const PerfModel& m = arch->perf;
    double simdGHz = double(m.computeUnits) * arch->simdsPerCU * m.clockGHz; // SIMD-cycles per ns
    EXPECT_NEAR(simdGHz * m.matrixF16 / 1000, want.f16Tflops, 0.1) << want.arch;
    EXPECT_NEAR(simdGHz * m.matrixF8 / 1000, want.fp8Tflops, 0.1) << want.arch;
    EXPECT_EQ(m.memoryGBs, want.hbmGBs) << want.arch;
    EXPECT_EQ(m.l2Instances, want.xcds) << want.arch;
    EXPECT_EQ(m.l2Bytes, want.l2PerXcd) << want.arch;
    EXPECT_EQ(m.l2Ways, 16) << want.arch;
    EXPECT_EQ(m.lineBytes, 128) << want.arch;
    // 16 channels of 128 bytes a clock per XCD (CDNA3 white paper).
    EXPECT_EQ(m.l2BytesPerCycle, 16 * 128) << want.arch;
    EXPECT_EQ(m.mallBytes, want.mall) << want.arch;
    EXPECT_EQ(m.mallGBs, 17200) << want.arch; // MI300X's published peak; assumed for MI355X
  }
}
