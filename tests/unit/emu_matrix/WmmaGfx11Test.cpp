// gfx11 (RDNA3/RDNA3.5: gfx1100, gfx1151) WMMA against a plain matmul on random data.
//
// Packing written from the RDNA3 ISA guide's WMMA register tables (section 7.9) and AMD GPUOpen's
// "How to accelerate AI applications on RDNA 3 using WMMA" (wave32):
//   A: lane l holds row l % 16, slot k holds k = 0..15 (16-bit: 8 registers, iu8: 4, iu4: 2); lanes
//      16-31 hold copies of lanes 0-15. B likewise with column l % 16.
//   C/D: lane l, register r holds row 2r + l / 16, column l % 16; a 16-bit C/D sits in the low halves
//      (op_sel[2] = 0) or the high halves (op_sel[2] = 1) of the 8 registers.
#include "fly/emu/MatrixCore.h"

#include "TestElements.h"

#include <gtest/gtest.h>

#include <string>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {

struct Gfx11Problem {
  const MatrixOpInfo& op;
  MatrixModifiers mods;
  unsigned aBits, cBits, half;
  std::vector<Sample> a, b, c;  // [i][k], [k][j], [i][j]
  std::vector<uint32_t> aRegs, bRegs, cRegs;

  Gfx11Problem(const MatrixOpInfo& op, std::mt19937& rng, MatrixModifiers m = {})
      : op(op), mods(m), aBits(elementBits(op.aType)), cBits(elementBits(op.cType)), half((m.opSel & 4) ? 1 : 0) {
    bool isInt = op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4;
    bool aSigned = isInt ? (m.negLo & 1) : true, bSigned = isInt ? (m.negLo & 2) : true;
    bool narrowD = cBits == 16;
    auto draw = [&](MatrixType t, bool isSigned) {
      for (;;) {
        Sample s = randomElement(t, op.fp8Flavor, rng, isSigned);
        if (!narrowD || std::fabs(s.value) <= 4) return s;
      }
    };
    a.resize(256);
    b.resize(256);
    c.resize(256);
    for (auto& s : a) s = draw(op.aType, aSigned);
    for (auto& s : b) s = draw(op.bType, bSigned);
    for (auto& s : c) s = randomElement(op.cType, op.fp8Flavor, rng);
    aRegs.assign(32 * op.aDwords, 0);
    bRegs.assign(32 * op.bDwords, 0);
    cRegs.assign(32 * op.cDwords, 0);
    for (unsigned lane = 0; lane < 32; ++lane) {
      for (unsigned k = 0; k < 16; ++k) {
        putBits(aRegs, op.aDwords, lane, k, aBits, a[(lane % 16) * 16 + k].raw);
        putBits(bRegs, op.bDwords, lane, k, aBits, b[k * 16 + lane % 16].raw);
      }
      for (unsigned r = 0; r < 8; ++r) {
        unsigned i = 2 * r + lane / 16, j = lane % 16;
        if (cBits == 16) {
          putBits(cRegs, op.cDwords, lane, 2 * r + half, 16, c[i * 16 + j].raw);
          putBits(cRegs, op.cDwords, lane, 2 * r + 1 - half, 16, 0x5a5a);  // must survive in D
        } else {
          putBits(cRegs, op.cDwords, lane, r, 32, c[i * 16 + j].raw);
        }
      }
    }
  }

  std::optional<std::string> run(std::vector<uint32_t>& d) const {
    d.assign(32 * op.dDwords, 0xdeadbeef);
    return executeMatrixOp(op, aRegs.data(), bRegs.data(), cRegs.data(), d.data(), mods);
  }

  void check(const std::vector<uint32_t>& d) const {
    bool isInt = op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4;
    for (unsigned lane = 0; lane < 32; ++lane)
      for (unsigned r = 0; r < 8; ++r) {
        unsigned i = 2 * r + lane / 16, j = lane % 16;
        long double ref = c[i * 16 + j].value, magnitude = std::fabs(ref);
        for (unsigned k = 0; k < 16; ++k) {
          long double p = a[i * 16 + k].value * b[k * 16 + j].value;
          ref += p;
          magnitude += std::fabs(p);
        }
        std::string where = std::string(op.mnemonic) + " " + std::string(op.arch) + " D[" + std::to_string(i) + "][" +
                            std::to_string(j) + "]";
        if (isInt) {
          long double want = mods.clamp ? std::clamp<long double>(ref, INT32_MIN, INT32_MAX) : ref;
          EXPECT_EQ(int32_t(getBits(d, op.dDwords, lane, r, 32)), int32_t(uint32_t(int64_t(want)))) << where;
        } else if (cBits == 16) {
          bool bf16 = op.dType == MatrixType::BF16;
          long double got = halfValue(uint32_t(getBits(d, op.dDwords, lane, 2 * r + half, 16)), bf16);
          long double ulp = bf16 ? 0x1p-8L : 0x1p-11L;
          EXPECT_NEAR(double(got), double(ref), double(ulp * std::max(magnitude, std::fabs(ref)) + 1e-7)) << where;
          EXPECT_EQ(getBits(d, op.dDwords, lane, 2 * r + 1 - half, 16), 0x5a5au) << where << " other half";
        } else {
          float got = std::bit_cast<float>(uint32_t(getBits(d, op.dDwords, lane, r, 32)));
          EXPECT_NEAR(got, double(ref), 2e-7 * double(magnitude) + 1e-30) << where;
        }
      }
  }
};

}  // namespace

TEST(WmmaGfx11, TableHasTheSixOpsOnBothArchs) {
  for (const char* arch : {"gfx1100", "gfx1151"}) {
    for (const char* m : {"v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16",
                          "v_wmma_bf16_16x16x16_bf16", "v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4"}) {
      const MatrixOpInfo* op = findMatrixOp(m, arch);
      ASSERT_NE(op, nullptr) << m << " " << arch;
      EXPECT_EQ(op->kind, MatrixKind::WmmaGfx11);
      EXPECT_EQ(op->cDwords, 8u);
    }
    EXPECT_EQ(findMatrixOp("v_wmma_f32_16x16x16_fp8_fp8", arch), nullptr);  // gfx12 only
    EXPECT_EQ(findMatrixOp("v_wmma_f32_16x16x16_f16", arch)->aDwords, 8u);
    EXPECT_EQ(findMatrixOp("v_wmma_i32_16x16x16_iu8", arch)->aDwords, 4u);
    EXPECT_EQ(findMatrixOp("v_wmma_i32_16x16x16_iu4", arch)->aDwords, 2u);
  }
}

TEST(WmmaGfx11, EveryOpMatchesMatmulOnRandomData) {
  std::mt19937 rng(41);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (op.kind != MatrixKind::WmmaGfx11) continue;
    bool isInt = op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4;
    bool sixteenBitC = op.cType == MatrixType::F16 || op.cType == MatrixType::BF16;
    for (uint8_t variant = 0; variant < 4; ++variant) {
      MatrixModifiers mods;
      if (isInt) mods.negLo = variant;                   // every signedness pairing
      if (sixteenBitC && (variant & 1)) mods.opSel = 4;  // high halves
      Gfx11Problem p(op, rng, mods);
      std::vector<uint32_t> d;
      auto err = p.run(d);
      ASSERT_FALSE(err) << *err;
      SCOPED_TRACE(std::string(op.mnemonic) + " variant " + std::to_string(variant));
      p.check(d);
    }
    ++tested;
  }
  EXPECT_EQ(tested, 12u);
}

TEST(WmmaGfx11, IntegerClampSaturates) {
  std::mt19937 rng(43);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_i32_16x16x16_iu8", "gfx1100");
  ASSERT_NE(op, nullptr);
  MatrixModifiers mods;
  mods.negLo = 3;
  mods.clamp = true;
  Gfx11Problem p(*op, rng, mods);
  for (unsigned lane = 0; lane < 32; ++lane)
    for (unsigned r = 0; r < 8; ++r) {
      int32_t edge = (lane + r) % 2 ? INT32_MAX - 3 : INT32_MIN + 3;
      p.c[(2 * r + lane / 16) * 16 + lane % 16] = {uint32_t(edge), (long double)edge};
      p.cRegs[lane * 8 + r] = uint32_t(edge);
    }
  std::vector<uint32_t> d;
  ASSERT_FALSE(p.run(d));
  p.check(d);
}

TEST(WmmaGfx11, HalfWavesThatDifferAreAnError) {
  std::mt19937 rng(47);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1151");
  ASSERT_NE(op, nullptr);
  for (int operand = 0; operand < 2; ++operand) {
    Gfx11Problem p(*op, rng);
    (operand == 0 ? p.aRegs : p.bRegs)[21 * op->aDwords + 3] ^= 0x8000;  // lane 21 no longer copies lane 5
    std::vector<uint32_t> d;
    auto err = p.run(d);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find(std::string(operand == 0 ? "A" : "B") + " in lane 5 differs from lane 21"), std::string::npos)
        << *err;
  }
}

TEST(WmmaGfx11, OpSelOnAThirtyTwoBitAccumulatorIsRejected) {
  std::mt19937 rng(53);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1100");
  MatrixModifiers mods;
  mods.opSel = 4;
  Gfx11Problem p(*op, rng, mods);
  std::vector<uint32_t> d;
  EXPECT_TRUE(p.run(d));
}
