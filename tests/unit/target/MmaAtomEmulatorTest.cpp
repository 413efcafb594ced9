// Every MMA atom's A, B and C thread-value layouts, checked against the emulator's matrix core.
//
// For each atom and each arch it is on: random A (M x K), B (N x K) and C (M x N) are placed into
// per-lane registers exactly as the atom's layouts say (value v of thread t of A holds element
// aTV(t, v), column-major in M x K), the emulator's implementation of the atom's instruction runs
// with the modifiers the atom passes, and D, read back through the C layout, must equal A * B^T + C
// computed on the CPU. Elements are small integers, exact in every format, so the comparison is exact.
// Multi-block atoms also check that every thread holds the A value of its position (the broadcast
// copies are real copies).
#include "MmaAtomPlacement.h"

#include "fly/emu/MatrixCore.h"
#include "fly/target/Arch.h"
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <random>
#include <set>
#include <string>

namespace fly::target {
namespace {

using namespace fly::target::test_support;

emu::MatrixModifiers modifiersOf(const MmaAtom& atom) {
  emu::MatrixModifiers mods;
  mods.cbsz = uint8_t(atom.cbsz);
  mods.abid = uint8_t(atom.abid);
  mods.blgp = uint8_t(atom.blgp);
  if (atom.form == MmaOperandForm::WmmaFormats || atom.form == MmaOperandForm::WmmaScale) {
    mods.aFormat = uint8_t(atom.fmtA);
    mods.bFormat = uint8_t(atom.fmtB);
  }
  // Fly passes sign_a = sign_b = 1 for iu8/iu4: LLVM encodes them as neg_lo:[1,1,0].
  if (atom.form == MmaOperandForm::WmmaSignedIU || atom.form == MmaOperandForm::WmmaSignedIUReuse) mods.negLo = 3;
  // Scaled WMMA atoms with their scales unset: E8M0 1.0 in every byte (what the lowering passes).
  static const std::vector<uint32_t> ones(64 * 2, 0x7f7f7f7fu);
  if (atom.form == MmaOperandForm::WmmaScale || atom.form == MmaOperandForm::WmmaScaleF4)
    mods.scaleA = mods.scaleB = ones.data();
  return mods;
}

class MmaAtomOnEmulator : public ::testing::TestWithParam<std::string> {};

TEST_P(MmaAtomOnEmulator, LayoutsComputeTheProductTheInstructionComputes) {
  const Arch& arch = *findArch(GetParam());
  std::mt19937 rng(1234);
  int checked = 0;
  for (const MmaAtom* atom : mmaAtomsFor(arch)) {
    if (atom->kind == MmaKind::UniversalFma) continue;
    SCOPED_TRACE(atom->innerTypeText() + " on " + std::string(arch.name));
    const emu::MatrixOpInfo* op = emu::findMatrixOp(atom->instruction, arch.name);
    ASSERT_NE(op, nullptr) << "the emulator lacks " << atom->instruction;
    // The bytes are written in the encodings the instruction reads (an atom's readsA/readsB).
    auto ca = codecFor(atom->readsA.empty() ? atom->aType : atom->readsA);
    auto cb = codecFor(atom->readsB.empty() ? atom->bType : atom->readsB), cc = codecFor(atom->cType);
    ASSERT_TRUE(ca && cb && cc);
    const int M = atom->m, N = atom->n, K = atom->k, T = atom->threads();
    ASSERT_EQ(T, int(op->waveSize));
    ASSERT_EQ(N, int(op->n * op->blocks));
    ASSERT_EQ(M, int(op->m));
    ASSERT_EQ(K, int(op->k));
    Layout aTV = atom->aTV(), bTV = atom->bTV(), cTV = atom->cTV();
    ASSERT_EQ(size(aTV).value(), int64_t(T) * atom->valuesA());
    ASSERT_EQ(size(cTV).value(), int64_t(T) * atom->valuesC());
    // C's layout must be a bijection onto M x N (every output once).
    std::vector<int> seen(size_t(M) * N, 0);
    for (int t = 0; t < T; ++t)
      for (int v = 0; v < atom->valuesC(); ++v) {
        int64_t i = tvAt(cTV, t, v);
        ASSERT_TRUE(i >= 0 && i < int64_t(M) * N);
        ++seen[size_t(i)];
      }
    for (int s : seen) ASSERT_EQ(s, 1);

    emu::MatrixModifiers mods = modifiersOf(*atom);
    unsigned aDw = emu::matrixOperandDwords(*op, 0, mods), bDw = emu::matrixOperandDwords(*op, 1, mods);
    unsigned cDw = op->cDwords, dDw = op->dDwords;
    ASSERT_LE(unsigned(atom->valuesA() * ca->bits), aDw * 32);
    ASSERT_LE(unsigned(atom->valuesC() * atom->cRegisterStride() * cc->bits), cDw * 32);

    for (int trial = 0; trial < 2; ++trial) {
      AtomOperands o = placeOperands(*atom, rng, aDw, bDw, cDw, atom->cRegisterStride());
      std::vector<uint32_t> d(size_t(T) * dDw);
      auto err = emu::executeMatrixOp(*op, o.a.data(), o.b.data(), o.c.data(), d.data(), mods);
      ASSERT_FALSE(err) << *err;
      for (int t = 0; t < T; ++t)
        for (int v = 0; v < atom->valuesC(); ++v) {
          int64_t idx = tvAt(cTV, t, v);
          int m = int(idx % M), n = int(idx / M);
          double got = decode(*cc, readSlot(&d[size_t(t) * dDw], unsigned(v * atom->cRegisterStride()), cc->bits));
          ASSERT_EQ(got, double(referenceD(*atom, o, m, n))) << "D(" << m << "," << n << ") at thread " << t << " value " << v;
        }
    }
    ++checked;
  }
  EXPECT_GT(checked, 5);
}

INSTANTIATE_TEST_SUITE_P(Archs, MmaAtomOnEmulator, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250", "gfx1100",
                                                                     "gfx1151"));

TEST(MmaAtoms, RowsParseAndAreDistinct) {
  std::set<std::string> seen;
  for (const MmaAtom& atom : allMmaAtoms()) {
    for (std::string_view text : {atom.thrId, atom.aLayout, atom.bLayout, atom.cLayout})
      EXPECT_TRUE(parseLayout(text).ok()) << text;
    for (const Arch& arch : allArchs()) {
      if (!atom.availableOn(arch)) continue;
      EXPECT_TRUE(seen.insert(atom.innerTypeText() + " " + std::string(arch.name)).second)
          << atom.innerTypeText() << " twice on " << arch.name;
    }
    EXPECT_EQ(atom.threads() * atom.valuesC(), atom.m * atom.n);
    EXPECT_EQ(findMmaAtom(atom.dialectKind, atom.m, atom.n / atom.blocks, atom.k, atom.aType, atom.bType,
                          atom.cType, nullptr) != nullptr,
              true);
  }
}

TEST(MmaAtoms, ScaledAtomOpselsAreRangeChecked) {
  const Arch* gfx1250 = findArch("gfx1250");
  const Arch* gfx950 = findArch("gfx950");
  auto parse = [](std::string_view text, const Arch* arch) { return parseMmaAtomType(text, arch); };
  auto wmma = [](const char* shape, const char* types, int a, int b) {
    return std::string("!fly_rocdl.gfx1250.wmma_scale<") + shape + ", " + types + " -> f32, opselA = " +
           std::to_string(a) + ", opselB = " + std::to_string(b) + ">";
  };
  EXPECT_TRUE(parse(wmma("16x16x128", "(f8E4M3FN, f8E5M2)", 1, 1), gfx1250).ok());
  auto half = parse(wmma("16x16x128", "(f8E4M3FN, f8E5M2)", 2, 0), gfx1250);
  ASSERT_FALSE(half.ok());
  EXPECT_NE(half.error().message.find("out of range for this atom (opselA 0..1, opselB 0..1: the half-wave"),
            std::string::npos)
      << half.error().message;
  // The 32-row f4 A fills the wave with its scales: opselA must be 0.
  EXPECT_TRUE(parse(wmma("32x16x128", "(f4E2M1FN, f4E2M1FN)", 0, 1), gfx1250).ok());
  EXPECT_FALSE(parse(wmma("32x16x128", "(f4E2M1FN, f4E2M1FN)", 1, 0), gfx1250).ok());
  const MmaAtom* f4 = *parse(wmma("32x16x128", "(f4E2M1FN, f4E2M1FN)", 0, 0), gfx1250);
  EXPECT_EQ(f4->innerTypeText(), wmma("32x16x128", "(f4E2M1FN, f4E2M1FN)", 0, 0));
  EXPECT_TRUE(f4->scaled());
  EXPECT_TRUE(parse("!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 3, opselB = 2>", gfx950).ok());
  EXPECT_FALSE(parse("!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 4, opselB = 2>", gfx950).ok());
}

// FlyDSL's gfx1250 scaled-WMMA spelling: `blockSize = 16` names the scale16 instruction (64-bit
// scales), 32 (or nothing) the 32-element one; `modC = 0` and `reuseA/B` are accepted; anything else
// is an error naming the key.
TEST(MmaAtoms, ScaledWmmaBlockSizeAndFlyDslKeys) {
  const Arch* gfx1250 = findArch("gfx1250");
  const std::string head = "!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0";
  auto s16 = parseMmaAtomType(head + ", modC = 0, reuseA = false, reuseB = true, blockSize = 16>", gfx1250);
  ASSERT_TRUE(s16.ok()) << s16.error().message;
  EXPECT_EQ((*s16)->instruction, "v_wmma_scale16_f32_16x16x128_f8f6f4");
  EXPECT_EQ((*s16)->scaleBits(), 64);
  EXPECT_EQ((*s16)->innerTypeText(), head + ", blockSize = 16>");
  auto s32 = parseMmaAtomType(head + ", blockSize = 32>", gfx1250);
  ASSERT_TRUE(s32.ok());
  EXPECT_EQ((*s32)->instruction, "v_wmma_scale_f32_16x16x128_f8f6f4");
  EXPECT_EQ((*s32)->scaleBits(), 32);
  EXPECT_EQ(*s32, *parseMmaAtomType(head + ">", gfx1250));
  auto f4 = parseMmaAtomType(
      "!fly_rocdl.gfx1250.wmma_scale<32x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1, blockSize = 16>", gfx1250);
  ASSERT_TRUE(f4.ok());
  EXPECT_EQ((*f4)->instruction, "v_wmma_scale16_f32_32x16x128_f4");
  for (auto [mods, why] : {std::pair{", blockSize = 8>", "blockSize must be 16 or 32"},
                           std::pair{", modC = 4>", "modC = 4 is not a C modifier"},
                           std::pair{", clampD = true>", "unknown atom key 'clampD'"}}) {
    auto bad = parseMmaAtomType(head + mods, gfx1250);
    ASSERT_FALSE(bad.ok()) << mods;
    EXPECT_NE(bad.error().message.find(why), std::string::npos) << bad.error().message;
  }
  // modC, the C modifier (ROCDL's WMMACModifier), is read for the lowering: 0 C, 1 -C, 2 |C|, 3 -|C|.
  for (int m = 0; m <= 3; ++m) {
    std::string text = head + ", modC = " + std::to_string(m) + ", reuseA = true, reuseB = true>";
    ASSERT_TRUE(parseMmaAtomType(text, gfx1250).ok()) << text;
    auto signs = parseMmaAtomSigns(text);
    ASSERT_TRUE(signs.ok());
    EXPECT_EQ(signs->modC, m);
  }
  auto mfmaModC = parseMmaAtomType(
      "!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0, modC = 1>",
      findArch("gfx950"));
  ASSERT_FALSE(mfmaModC.ok());
  EXPECT_NE(mfmaModC.error().message.find("has no C modifier"), std::string::npos) << mfmaModC.error().message;
  // The iu4 WMMA is an atom on gfx1250, lowered as inline assembly.
  const MmaAtom* iu4 = findMmaAtom("gfx1250.wmma", 16, 16, 32, "i4", "i4", "i32", gfx1250);
  ASSERT_NE(iu4, nullptr);
  EXPECT_TRUE(iu4->viaInlineAsm());
  EXPECT_EQ(gfx1250->matrixOpAtom("llvm.amdgcn.wmma.i32.16x16x32.iu4"), iu4);
}

TEST(MmaAtoms, UniversalFmaIsOnEveryArch) {
  for (const Arch& arch : allArchs())
    EXPECT_NE(findMmaAtom("universal_fma", 1, 1, 1, "f32", "f32", "f32", &arch), nullptr) << arch.name;
}

TEST(MmaAtoms, LookupHonoursTheArch) {
  const Arch* gfx942 = findArch("gfx942");
  const Arch* gfx950 = findArch("gfx950");
  EXPECT_NE(findMmaAtom("cdna3.mfma", 16, 16, 8, "f32", "f32", "f32", gfx942), nullptr); // xf32
  EXPECT_EQ(findMmaAtom("cdna3.mfma", 16, 16, 8, "f32", "f32", "f32", gfx950), nullptr);
  EXPECT_NE(findMmaAtom("cdna3.mfma", 16, 16, 32, "f8E4M3FNUZ", "f8E4M3FNUZ", "f32", gfx942), nullptr);
  EXPECT_NE(findMmaAtom("cdna3.mfma", 16, 16, 32, "f8E4M3FN", "f8E4M3FN", "f32", gfx950), nullptr);
  EXPECT_EQ(findMmaAtom("cdna3.mfma", 16, 16, 32, "f8E4M3FN", "f8E4M3FN", "f32", gfx942), nullptr);
  // FlyDSL's FNUZ spelling on gfx950: the same instruction as the OCP atom, which reads OCP bytes
  // (on gfx942 the FNUZ atom reads FNUZ bytes: no readsA).
  const MmaAtom* fnuz950 = findMmaAtom("cdna3.mfma", 16, 16, 32, "f8E4M3FNUZ", "f8E5M2FNUZ", "f32", gfx950);
  ASSERT_NE(fnuz950, nullptr);
  EXPECT_EQ(fnuz950->instruction, "v_mfma_f32_16x16x32_fp8_bf8");
  EXPECT_EQ(fnuz950->readsA, "f8E4M3FN");
  EXPECT_EQ(fnuz950->readsB, "f8E5M2");
  EXPECT_TRUE(findMmaAtom("cdna3.mfma", 32, 32, 16, "f8E4M3FNUZ", "f8E4M3FNUZ", "f32", gfx942)->readsA.empty());
  // The intrinsic's atom on gfx950 stays the OCP one (codegen and the emulator look atoms up by it).
  EXPECT_EQ(gfx950->matrixOpAtom("llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8")->aType, "f8E4M3FN");
  // A multi-block op is spelled with its per-block shape and described with N * blocks.
  const MmaAtom* twoBlock = findMmaAtom("cdna3.mfma", 32, 32, 1, "f32", "f32", "f32", gfx942);
  ASSERT_NE(twoBlock, nullptr);
  EXPECT_EQ(twoBlock->n, 64);
  EXPECT_EQ(twoBlock->cbsz, 1);
}

} // namespace
} // namespace fly::target
