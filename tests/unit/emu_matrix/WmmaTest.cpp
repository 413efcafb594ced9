// Every WMMA op (gfx1201, gfx1250) against a plain matmul on random data.
//
// Packing written from the documented register tables, lane/slot -> element (the RDNA4 ISA
// guide's WMMA VGPR layout tables; composable_kernel's ck_tile gfx12 WMMA traits describe the same
// distribution: 16 lanes along M (or N), 2 lane groups along K, runs of K1 consecutive k):
//   inputs:  lane l, slot s holds row/column l % 16 and k = (s / K1) * 2*K1 + (l / 16) * K1 + s % K1,
//            K1 = 8 elements (2 for f32; 16 for 8-bit and 32 for fp4 sources of the gfx1250
//            f8f6f4 op).
//   outputs: lane l, slot s holds row 8 * (l / 16) + s, column l % 16.
//   gfx1250's 32x16x128 fp4 op: rows 16-31 of A follow rows 0-15 (slots K/2 and up), rows 16-31 of
//   C/D likewise (slots 8-15).
//   Scaled ops: row i of A (column j of B) takes byte k / block of lane i + 16 * row-select's
//   scale bits (a 32-row A: lane i).
#include "fly/emu/MatrixCore.h"

#include "TestElements.h"

#include <gtest/gtest.h>

#include <string>
#include <tuple>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {

struct WmmaProblem {
  const MatrixOpInfo& op;
  MatrixModifiers mods;
  bool aSigned, bSigned;
  unsigned aBits, bBits, aDwords, bDwords, aK1, bK1;
  std::vector<Sample> a, b, c;  // [i][k], [k][j], [i][j]
  std::vector<uint32_t> aRegs, bRegs, cRegs;
  std::vector<uint8_t> aScale, bScale;      // [i][k / block], [j][k / block] (E8M0 bytes)
  std::vector<uint32_t> aScaleRegs, bScaleRegs;

  WmmaProblem(const MatrixOpInfo& op, std::mt19937& rng, MatrixModifiers m = {})
      : op(op), mods(m), aSigned(m.negLo & 1), bSigned(m.negLo & 2) {
    bool isInt = op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4;
    if (!isInt) aSigned = bSigned = true;
    aBits = elementBits(op.aType, op.fp8Flavor, m.aFormat);
    bBits = elementBits(op.bType, op.fp8Flavor, m.bFormat);
    aDwords = matrixOperandDwords(op, 0, m);
    bDwords = matrixOperandDwords(op, 1, m);
    auto k1 = [&](unsigned bits) {
      if (op.aType == MatrixType::F8F6F4 || op.aType == MatrixType::FP4) return bits == 8 ? 16u : 32u;
      return bits == 32 ? 2u : 8u;
    };
    aK1 = k1(aBits);
    bK1 = k1(bBits);
    unsigned M = op.m, N = op.n, K = op.k;
    a.resize(M * K);
    b.resize(K * N);
    c.resize(M * N);
    // A 16-bit D must not overflow: keep sources small then.
    bool narrowD = op.dType == MatrixType::F16 || op.dType == MatrixType::BF16;
    auto draw = [&](MatrixType t, bool isSigned, unsigned format) {
      for (;;) {
        Sample s = randomElement(t, op.fp8Flavor, rng, isSigned, format);
        if (!narrowD || std::fabs(s.value) <= 4) return s;
      }
    };
    for (auto& s : a) s = draw(op.aType, aSigned, m.aFormat);
    for (auto& s : b) s = draw(op.bType, bSigned, m.bFormat);
    for (auto& s : c) s = randomElement(op.cType, op.fp8Flavor, rng);
    aRegs.assign(32 * aDwords, 0);
    bRegs.assign(32 * bDwords, 0);
    cRegs.assign(32 * op.cDwords, 0);
    unsigned cBits = elementBits(op.cType);
    for (unsigned lane = 0; lane < 32; ++lane) {
      for (unsigned s = 0; s < aDwords * 32 / aBits; ++s) {
        unsigned t = s % (K / 2), row = lane % 16 + 16 * (s / (K / 2));
        unsigned k = (t / aK1) * 2 * aK1 + (lane / 16) * aK1 + t % aK1;
        putBits(aRegs, aDwords, lane, s, aBits, a[row * K + k].raw);
      }
      for (unsigned s = 0; s < bDwords * 32 / bBits; ++s) {
        unsigned k = (s / bK1) * 2 * bK1 + (lane / 16) * bK1 + s % bK1;
        putBits(bRegs, bDwords, lane, s, bBits, b[k * N + lane % 16].raw);
      }
      for (unsigned s = 0; s < M * N / 32; ++s)
        putBits(cRegs, op.cDwords, lane, s, cBits, c[outputRow(lane, s) * N + lane % 16].raw);
    }
    if (!op.scaled()) return;
    // Random E8M0 exponents around 1 (or E4M3 values 0.125..3.75 with scale format 2), placed in the
    // lanes the row selects name.
    std::uniform_int_distribution<unsigned> exponent(122, 132), e4m3(0x28, 0x4f);
    unsigned blocks = K / op.scaleBlock, sd = op.scaleDwords();
    aScale.resize(M * blocks);
    bScale.resize(N * blocks);
    for (auto& e : aScale) e = uint8_t(m.aScaleFmt == 2 ? e4m3(rng) : exponent(rng));
    for (auto& e : bScale) e = uint8_t(m.bScaleFmt == 2 ? e4m3(rng) : exponent(rng));
    aScaleRegs.assign(32 * sd, 0x7f7f7f7fu);  // lanes the op must not read: scale 1
    bScaleRegs.assign(32 * sd, 0x7f7f7f7fu);
    auto place = [&](std::vector<uint32_t>& regs, const std::vector<uint8_t>& bytes, unsigned rows, unsigned rowSel) {
      for (unsigned r = 0; r < rows; ++r) {
        unsigned lane = rows == 32 ? r : r + 16 * rowSel;
        for (unsigned kb = 0; kb < blocks; ++kb) {
          uint32_t& dword = regs[lane * sd + kb / 4];
          dword = (dword & ~(0xffu << (8 * (kb % 4)))) | uint32_t(bytes[r * blocks + kb]) << (8 * (kb % 4));
        }
      }
    };
    place(aScaleRegs, aScale, M, m.aScaleRow);
    place(bScaleRegs, bScale, N, m.bScaleRow);
    mods.scaleA = aScaleRegs.data();
    mods.scaleB = bScaleRegs.data();
  }

  // Row of C/D element slot s of lane `lane`.
  static unsigned outputRow(unsigned lane, unsigned s) { return 8 * (lane / 16) + s % 8 + 16 * (s / 8); }

  long double scaleOf(const std::vector<uint8_t>& bytes, unsigned outer, unsigned k, unsigned fmt) const {
    if (!op.scaled()) return 1;
    unsigned blocks = op.k / op.scaleBlock, b = bytes[outer * blocks + k / op.scaleBlock];
    if (fmt == 2) {  // OCP E4M3FN (positive, normal here)
      unsigned e = (b >> 3) & 15, m = b & 7;
      return std::ldexp(1.0L + m / 8.0L, int(e) - 7);
    }
    return std::ldexp(1.0L, int(b) - 127);
  }

  void check(const std::vector<uint32_t>& dRegs) const {
    unsigned N = op.n, K = op.k;
    unsigned dBits = elementBits(op.dType);
    long double aSign = (mods.negLo & 1) && aSigned && op.aType != MatrixType::IU8 &&
                                op.aType != MatrixType::IU4 ? -1 : 1;
    long double bSign = (mods.negLo & 2) && op.aType != MatrixType::IU8 &&
                                op.aType != MatrixType::IU4 ? -1 : 1;
    for (unsigned lane = 0; lane < 32; ++lane)
      for (unsigned s = 0; s < op.m * N / 32; ++s) {
        unsigned i = outputRow(lane, s), j = lane % 16;
        long double cv = c[i * N + j].value;
        if (mods.negHi & 4) cv = std::fabs(cv);
        if (mods.negLo & 4) cv = -cv;
        long double ref = cv, magnitude = std::fabs(cv);
        for (unsigned k = 0; k < K; ++k) {
          long double p = aSign * bSign * a[i * K + k].value * scaleOf(aScale, i, k, mods.aScaleFmt) * b[k * N + j].value *
                          scaleOf(bScale, j, k, mods.bScaleFmt);
          ref += p;
          magnitude += std::fabs(p);
        }
        uint64_t raw = getBits(dRegs, op.dDwords, lane, s, dBits);
        std::string where = std::string(op.mnemonic) + " " + std::string(op.arch) + " D[" +
                            std::to_string(i) + "][" + std::to_string(j) + "]";
        switch (op.dType) {
        case MatrixType::I32: {
          long double want = ref;
          if (mods.clamp) want = std::clamp<long double>(want, INT32_MIN, INT32_MAX);
          EXPECT_EQ(int32_t(raw), int32_t(uint32_t(int64_t(want)))) << where;
          break;
        }
        case MatrixType::F16:
        case MatrixType::BF16: {
          bool bf16 = op.dType == MatrixType::BF16;
          long double got = halfValue(uint32_t(raw), bf16);
          // One rounding to the 16-bit type, relative to the larger of result and terms.
          long double ulp = bf16 ? 0x1p-8L : 0x1p-11L;
          EXPECT_NEAR(double(got), double(ref), double(ulp * std::max(magnitude, std::fabs(ref)) + 1e-7))
              << where;
          break;
        }
        default:
          EXPECT_NEAR(std::bit_cast<float>(uint32_t(raw)), double(ref), 2e-7 * double(magnitude) + 1e-30)
              << where;
        }
      }
  }

  std::optional<std::string> run(std::vector<uint32_t>& d) const {
    d.assign(32 * op.dDwords, 0xdeadbeef);
    return executeMatrixOp(op, aRegs.data(), bRegs.data(), cRegs.data(), d.data(), mods);
  }
};

}  // namespace

TEST(Wmma, TableHasTheOpsLlvmPrints) {
  for (const char* m : {"v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16",
                        "v_wmma_bf16_16x16x16_bf16", "v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4",
                        "v_wmma_i32_16x16x32_iu4", "v_wmma_f32_16x16x16_fp8_fp8", "v_wmma_f32_16x16x16_bf8_fp8"})
    EXPECT_NE(findMatrixOp(m, "gfx1201"), nullptr) << m;
  for (const char* m : {"v_wmma_f32_16x16x4_f32", "v_wmma_f32_16x16x32_f16", "v_wmma_f16_16x16x32_f16",
                        "v_wmma_i32_16x16x64_iu8", "v_wmma_f32_16x16x64_fp8_fp8", "v_wmma_f32_16x16x128_fp8_bf8",
                        "v_wmma_f32_16x16x128_f8f6f4"})
    EXPECT_NE(findMatrixOp(m, "gfx1250"), nullptr) << m;
  // LLVM 22 assembles and disassembles the gfx1201 16x16x16 forms for gfx1250 with the same
  // encodings (its code generator does not select them there): the same ops.
  const MatrixOpInfo* on1250 = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1250");
  ASSERT_NE(on1250, nullptr);
  EXPECT_EQ(on1250->aDwords, 4u);
  EXPECT_EQ(on1250->k, 16u);
  EXPECT_EQ(findMatrixOp("v_wmma_f32_16x16x32_f16", "gfx1201"), nullptr);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1201");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->waveSize, 32u);
  EXPECT_EQ(op->aDwords, 4u);
  EXPECT_EQ(op->cDwords, 8u);
}

TEST(Wmma, EveryOpMatchesMatmulOnRandomData) {
  std::mt19937 rng(23);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (op.kind != MatrixKind::Wmma || op.sparse()) continue;  // sparse: SparseTest.cpp
    for (int round = 0; round < 2; ++round) {
      MatrixModifiers mods;
      if (op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4) mods.negLo = 3;  // signed
      WmmaProblem p(op, rng, mods);
      std::vector<uint32_t> d;
      auto err = p.run(d);
      ASSERT_FALSE(err) << *err;
      p.check(d);
    }
    ++tested;
  }
  EXPECT_GE(tested, 35u);
}

TEST(Wmma, IntegerSignednessAndClamp) {
  std::mt19937 rng(29);
  for (const char* name : {"v_wmma_i32_16x16x16_iu8", "v_wmma_i32_16x16x16_iu4", "v_wmma_i32_16x16x32_iu4"}) {
    const MatrixOpInfo* op = findMatrixOp(name, "gfx1201");
    ASSERT_NE(op, nullptr);
    for (uint8_t sign = 0; sign < 4; ++sign)
      for (bool clamp : {false, true}) {
        MatrixModifiers mods;
        mods.negLo = sign;
        mods.clamp = clamp;
        WmmaProblem p(*op, rng, mods);
        if (clamp)  // push C to the edge so that the products overflow i32
          for (unsigned lane = 0; lane < 32; ++lane)
            for (unsigned s = 0; s < 8; ++s) {
              int32_t edge = (lane + s) % 2 ? INT32_MAX - 5 : INT32_MIN + 5;
              p.c[(8 * (lane / 16) + s) * 16 + lane % 16] = {uint32_t(edge), (long double)edge};
              p.cRegs[lane * 8 + s] = uint32_t(edge);
            }
        std::vector<uint32_t> d;
        ASSERT_FALSE(p.run(d));
        SCOPED_TRACE(std::string(name) + " signs " + std::to_string(sign) + (clamp ? " clamp" : ""));
        p.check(d);
      }
  }
}

TEST(Wmma, NegAndAbsModifiers) {
  std::mt19937 rng(31);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1201");
  ASSERT_NE(op, nullptr);
  for (uint8_t negA : {0, 1})
    for (uint8_t negB : {0, 2})
      for (uint8_t negC : {0, 4})
        for (uint8_t absC : {0, 4}) {
          MatrixModifiers mods;
          mods.negLo = negA | negB | negC;
          mods.negHi = negA | negB | absC;
          WmmaProblem p(*op, rng, mods);
          std::vector<uint32_t> d;
          auto err = p.run(d);
          ASSERT_FALSE(err) << *err;
          p.check(d);
        }
  // Negating only one half of A's packed f16 pairs is not modelled: an error, not an answer.
  MatrixModifiers half;
  half.negLo = 1;
  WmmaProblem p(*op, rng, {});
  p.mods = half;
  std::vector<uint32_t> d;
  EXPECT_TRUE(p.run(d));
  // fp8 sources have no negation.
  const MatrixOpInfo* fp8 = findMatrixOp("v_wmma_f32_16x16x16_fp8_fp8", "gfx1201");
  ASSERT_NE(fp8, nullptr);
  WmmaProblem q(*fp8, rng, {});
  q.mods.negLo = q.mods.negHi = 1;
  EXPECT_TRUE(q.run(d));
}

TEST(Wmma, Gfx1250F8F6F4Formats) {
  std::mt19937 rng(37);
  const MatrixOpInfo* op = findMatrixOp("v_wmma_f32_16x16x128_f8f6f4", "gfx1250");
  ASSERT_NE(op, nullptr);
  for (uint8_t fa : {0, 1, 4})
    for (uint8_t fb : {0, 1, 4}) {
      MatrixModifiers mods;
      mods.aFormat = fa;
      mods.bFormat = fb;
      WmmaProblem p(*op, rng, mods);
      EXPECT_EQ(p.aDwords, fa == 4 ? 8u : 16u);
      std::vector<uint32_t> d;
      auto err = p.run(d);
      ASSERT_FALSE(err) << *err;
      SCOPED_TRACE("formats " + std::to_string(fa) + "," + std::to_string(fb));
      p.check(d);
    }
  // 6-bit A and B (fp6 E2M3, bf6 E3M2, any pairing; 12 registers): which k a slot holds is not
  // established, but a product of two 6-bit operands laid out alike does not depend on it.
  for (uint8_t fa : {2, 3})
    for (uint8_t fb : {2, 3}) {
      MatrixModifiers mods;
      mods.aFormat = fa;
      mods.bFormat = fb;
      WmmaProblem p(*op, rng, mods);
      EXPECT_EQ(p.aDwords, 12u);
      std::vector<uint32_t> d;
      auto err = p.run(d);
      ASSERT_FALSE(err) << *err;
      SCOPED_TRACE("formats " + std::to_string(fa) + "," + std::to_string(fb));
      p.check(d);
    }
  // A 6-bit source with a source of another width would show the placement: an error.
  for (auto [fa, fb] : {std::pair<uint8_t, uint8_t>{2, 0}, {4, 3}}) {
    MatrixModifiers mixed;
    mixed.aFormat = fa;
    mixed.bFormat = fb;
    WmmaProblem p(*op, rng, mixed);
    std::vector<uint32_t> d;
    auto err = p.run(d);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("6-bit source with a source of another width"), std::string::npos) << *err;
  }
}

// gfx1250's block-scaled WMMAs: every row select, scale and scale16, fp8/bf8/fp4 pairings
// (different widths included), the 32-row fp4 op; random E8M0 exponents.
TEST(Wmma, Gfx1250ScaledOps) {
  std::mt19937 rng(41);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (op.kind != MatrixKind::Wmma || !op.scaled()) continue;
    bool formats = op.aType == MatrixType::F8F6F4;
    for (uint8_t fa : {0, 1, 4})
      for (uint8_t fb : {0, 1, 4})
        for (uint8_t rows = 0; rows < 4; ++rows) {
          if (!formats && (fa || fb)) continue;
          if (op.m == 32 && (rows & 1)) continue;  // a 32-row A fills the wave: ROW1 is an error (below)
          MatrixModifiers mods;
          mods.aScaleFmt = rows == 1 ? 2 : 0;  // E4M3 scales on A, or on B, in some rounds
          mods.bScaleFmt = rows == 2 ? 2 : 0;
          mods.aFormat = formats ? fa : 0;
          mods.bFormat = formats ? fb : 0;
          mods.aScaleRow = rows & 1;
          mods.bScaleRow = rows >> 1;
          WmmaProblem p(op, rng, mods);
          std::vector<uint32_t> d;
          auto err = p.run(d);
          ASSERT_FALSE(err) << *err;
          SCOPED_TRACE(std::string(op.mnemonic) + " formats " + std::to_string(fa) + "," + std::to_string(fb) +
                       " rows " + std::to_string(rows));
          p.check(d);
        }
    ++tested;
  }
  EXPECT_EQ(tested, 4u);
  // 6-bit sources take scales equal along K (per row/column they may differ); scales that differ
  // along K would show which k a 6-bit slot holds, which is not established: an error.
  for (const char* name : {"v_wmma_scale_f32_16x16x128_f8f6f4", "v_wmma_scale16_f32_16x16x128_f8f6f4"})
    for (uint8_t rows = 0; rows < 4; ++rows) {
      const MatrixOpInfo* six = findMatrixOp(name, "gfx1250");
      ASSERT_NE(six, nullptr);
      MatrixModifiers mods;
      mods.aFormat = rows & 1 ? 3 : 2;
      mods.bFormat = rows & 2 ? 2 : 3;
      mods.aScaleRow = rows & 1;
      mods.bScaleRow = rows >> 1;
      WmmaProblem p(*six, rng, mods);
      std::vector<uint32_t> d;
      auto err = p.run(d);
      ASSERT_TRUE(err);
      EXPECT_NE(err->find("differ along K on 6-bit"), std::string::npos) << *err;
      unsigned blocks = six->k / six->scaleBlock;
      for (auto [scales, regs, outer, rowSel] :
           {std::tuple{&p.aScale, &p.aScaleRegs, six->m, mods.aScaleRow}, {&p.bScale, &p.bScaleRegs, six->n, mods.bScaleRow}})
        for (unsigned r = 0; r < outer; ++r) {
          uint8_t e = (*scales)[r * blocks];
          for (unsigned kb = 0; kb < blocks; ++kb) (*scales)[r * blocks + kb] = e;
          for (unsigned w = 0; w < six->scaleDwords(); ++w) (*regs)[(r + 16 * rowSel) * six->scaleDwords() + w] = e * 0x01010101u;
        }
      err = p.run(d);
      ASSERT_FALSE(err) << *err;
      SCOPED_TRACE(std::string(name) + " rows " + std::to_string(rows));
      p.check(d);
    }
  const MatrixOpInfo* op = findMatrixOp("v_wmma_scale16_f32_16x16x128_f8f6f4", "gfx1250");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->scaleBlock, 16u);
  EXPECT_EQ(op->scaleDwords(), 2u);
  // Without scales, or with E5M3 scales (not modelled), an error -- never an answer.
  WmmaProblem p(*op, rng, {});
  std::vector<uint32_t> d;
  p.mods.scaleA = nullptr;
  EXPECT_TRUE(p.run(d));
  WmmaProblem q(*op, rng, {});
  q.mods.aScaleFmt = 1;
  EXPECT_TRUE(q.run(d));
  // Row selects on an unscaled op are an error too.
  const MatrixOpInfo* plain = findMatrixOp("v_wmma_f32_16x16x128_f8f6f4", "gfx1250");
  ASSERT_NE(plain, nullptr);
  WmmaProblem r(*plain, rng, {});
  r.mods.aScaleRow = 1;
  EXPECT_TRUE(r.run(d));
  const MatrixOpInfo* f4 = findMatrixOp("v_wmma_scale_f32_32x16x128_f4", "gfx1250");
  ASSERT_NE(f4, nullptr);
  WmmaProblem s(*f4, rng, {});
  s.mods.aScaleRow = 1;
  EXPECT_TRUE(s.run(d));
}
