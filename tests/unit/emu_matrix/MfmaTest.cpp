// Every MFMA op against a plain matmul per block, on random data.
//
// The packing here is written independently of lib/emu_matrix: it goes the other way round,
// from (lane, register slot) to the matrix element it holds, as the register tables of AMD's
// CDNA3 ISA guide (section 7.1, "Dependent arithmetic") and the Matrix Instruction Calculator
// print them ("--matrix-layout"):
//   inputs:  lane l holds row (A) / column (B) l % M of block (l / M) % B, and the K-slice
//            (l / (M*B)); its slots hold consecutive k within that slice -- except gfx950's 8-bit
//            f8f6f4 sources, whose lane groups take turns every 16 k (slot s of group g holds
//            k = 16*G*(s/16) + 16*g + s%16, G = 64/M groups; Triton's gfx950 code objects confirm
//            it, tests/triton/validate.py).
//   outputs: 16x16 and 32x32: lane l holds column l % N; register r holds, in block r / (M*N/64),
//            row 4*(64/N)*((r % (M*N/64)) / 4) + 4*(l / N) + r % 4.
//            4x4 (16 blocks): lane l holds column l % 4 of block l / 4, register r holds row r.
//            f64 16x16: register pair p, lane l: row 4*p + l / 16, column l % 16.
//            f64 4x4 (4 blocks): lane l: row l / 16, block (l / 4) % 4, column l % 4.
#include "fly/emu/MatrixCore.h"

#include "TestElements.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {

struct Coord {
  unsigned block, outer, k;
};

// Input element at (lane, slot): block, row-or-column, k.
Coord inputAt(const MatrixOpInfo& op, unsigned outerDim, unsigned lane, unsigned slot, unsigned bits = 0) {
  unsigned kPerLane = op.k * outerDim * op.blocks / 64;
  unsigned group = lane / outerDim;
  if (op.aType == MatrixType::F8F6F4 && bits == 8)
    return {0, lane % outerDim, 16 * (64 / outerDim) * (slot / 16) + 16 * group + slot % 16};
  return {group % op.blocks, lane % outerDim, (group / op.blocks) * kPerLane + slot};
}

// Output element at (lane, element index): block, row, column (in Coord's block/outer/k).
Coord outputAt(const MatrixOpInfo& op, unsigned lane, unsigned r) {
  unsigned M = op.m, N = op.n;
  if (op.dType == MatrixType::F64) {
    if (M == 16) return {0, 4 * r + lane / 16, lane % 16};
    return {(lane / 4) % 4, lane / 16, lane % 4};
  }
  if (M == 4) return {lane / 4, r, lane % 4};
  unsigned perBlock = M * N / 64;
  unsigned rr = r % perBlock;
  return {r / perBlock, 4 * (64 / N) * (rr / 4) + 4 * (lane / N) + rr % 4, lane % N};
}

struct Problem {
  const MatrixOpInfo& op;
  // [block][row][k], [block][k][col], [block][row][col]
  std::vector<Sample> a, b, c;
  std::vector<uint32_t> aRegs, bRegs, cRegs;

  unsigned aCode, bCode, aBits, bBits, aDwords, bDwords;

  // aCode/bCode: the f8f6f4 source formats (cbsz/blgp), ignored by other ops.
  explicit Problem(const MatrixOpInfo& op, std::mt19937& rng, unsigned aCode = 0, unsigned bCode = 0)
      : op(op), aCode(aCode), bCode(bCode) {
    unsigned M = op.m, N = op.n, K = op.k, B = op.blocks;
    aBits = elementBits(op.aType, op.fp8Flavor, aCode);
    bBits = elementBits(op.bType, op.fp8Flavor, bCode);
    MatrixModifiers mods;
    if (op.aType == MatrixType::F8F6F4) {
      mods.cbsz = uint8_t(aCode);
      mods.blgp = uint8_t(bCode);
    }
    aDwords = matrixOperandDwords(op, 0, mods);
    bDwords = matrixOperandDwords(op, 1, mods);
    a.resize(B * M * K);
    b.resize(B * K * N);
    c.resize(B * M * N);
    for (auto& s : a) s = randomElement(op.aType, op.fp8Flavor, rng, true, aCode);
    for (auto& s : b) s = randomElement(op.bType, op.fp8Flavor, rng, true, bCode);
    for (auto& s : c) s = randomElement(op.cType, op.fp8Flavor, rng);
    aRegs.assign(64 * aDwords, 0);
    bRegs.assign(64 * bDwords, 0);
    cRegs.assign(64 * op.cDwords, 0);
    unsigned aSlots = aDwords * 32 / aBits, bSlots = bDwords * 32 / bBits;
    unsigned cBits = elementBits(op.cType);
    for (unsigned lane = 0; lane < 64; ++lane) {
      for (unsigned s = 0; s < aSlots; ++s) {
        Coord x = inputAt(op, M, lane, s, aBits);
        putBits(aRegs, aDwords, lane, s, aBits, a[(x.block * M + x.outer) * K + x.k].raw);
      }
      for (unsigned s = 0; s < bSlots; ++s) {
        Coord x = inputAt(op, N, lane, s, bBits);
        putBits(bRegs, bDwords, lane, s, bBits, b[(x.block * K + x.k) * N + x.outer].raw);
      }
      for (unsigned r = 0; r < op.cDwords * 32 / cBits; ++r) {
        Coord x = outputAt(op, lane, r);
        putBits(cRegs, op.cDwords, lane, r, cBits, c[(x.block * M + x.outer) * N + x.k].raw);
      }
    }
  }

  // aBlockOf(block) and bLaneOf(lane) model the broadcast modifiers in the reference.
  void check(const std::vector<uint32_t>& dRegs, unsigned cbsz = 0, unsigned abid = 0) const {
    unsigned M = op.m, N = op.n, K = op.k;
    unsigned dBits = elementBits(op.dType);
    unsigned outputs = op.dDwords * 32 / dBits;
    for (unsigned lane = 0; lane < 64; ++lane)
      for (unsigned r = 0; r < outputs; ++r) {
        Coord x = outputAt(op, lane, r);
        unsigned blk = x.block, i = x.outer, j = x.k;
        unsigned aBlock = (blk >> cbsz << cbsz) + abid;
        long double ref = c[(blk * M + i) * N + j].value, magnitude = std::fabs(ref);
        for (unsigned k = 0; k < K; ++k) {
          long double p = a[(aBlock * M + i) * K + k].value * b[(blk * K + k) * N + j].value;
          ref += p;
          magnitude += std::fabs(p);
        }
        uint64_t raw = getBits(dRegs, op.dDwords, lane, r, dBits);
        std::string where = std::string(op.mnemonic) + " " + std::string(op.arch) + " block " +
                            std::to_string(blk) + " D[" + std::to_string(i) + "][" +
                            std::to_string(j) + "]";
        if (op.dType == MatrixType::I32) {
          EXPECT_EQ(int32_t(raw), int32_t(uint32_t(int64_t(ref)))) << where;
        } else if (op.dType == MatrixType::F64) {
          EXPECT_NEAR(std::bit_cast<double>(raw), double(ref), 1e-12 * double(magnitude) + 1e-300) << where;
        } else {
          EXPECT_NEAR(std::bit_cast<float>(uint32_t(raw)), double(ref), 2e-7 * double(magnitude) + 1e-30)
              << where;
        }
      }
  }
};

bool isMfmaUnderTest(const MatrixOpInfo& op) {
  // scaled ops: ScaledOpsApplyEachLanesBlockScale; sparse ops: SparseTest.cpp
  return op.kind == MatrixKind::Mfma && !op.scaled() && !op.sparse();
}

}  // namespace

TEST(Mfma, TableHasTheOpsLlvmPrints) {
  for (const char* arch : {"gfx942", "gfx950"}) {
    for (const char* m : {"v_mfma_f32_16x16x16_f16", "v_mfma_f32_32x32x8_f16",
                          "v_mfma_f32_16x16x4_f32", "v_mfma_i32_16x16x32_i8",
                          "v_mfma_f32_16x16x32_fp8_fp8", "v_mfma_f32_4x4x4_16b_f16",
                          "v_mfma_f64_16x16x4_f64"})
      EXPECT_NE(findMatrixOp(m, arch), nullptr) << m << " " << arch;
  }
  EXPECT_NE(findMatrixOp("v_mfma_f32_16x16x8_xf32", "gfx942"), nullptr);
  EXPECT_EQ(findMatrixOp("v_mfma_f32_16x16x8_xf32", "gfx950"), nullptr);
  EXPECT_NE(findMatrixOp("v_mfma_f32_16x16x32_f16", "gfx950"), nullptr);
  EXPECT_EQ(findMatrixOp("v_mfma_f32_16x16x32_f16", "gfx942"), nullptr);
  EXPECT_EQ(findMatrixOp("v_add_f32", "gfx942"), nullptr);
  EXPECT_EQ(findMatrixOp("v_mfma_f32_16x16x16_f16", "gfx1201"), nullptr);
  const MatrixOpInfo* op = findMatrixOp("v_mfma_f32_32x32x8_f16", "gfx942");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->m, 32u);
  EXPECT_EQ(op->k, 8u);
  EXPECT_EQ(op->aDwords, 2u);
  EXPECT_EQ(op->cDwords, 16u);
}

TEST(Mfma, EveryOpMatchesMatmulOnRandomData) {
  std::mt19937 rng(42);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (!isMfmaUnderTest(op)) continue;
    for (int round = 0; round < 2; ++round) {
      Problem p(op, rng);
      std::vector<uint32_t> d(64 * op.dDwords, 0xdeadbeef);
      auto err = executeMatrixOp(op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), {});
      ASSERT_FALSE(err) << *err;
      p.check(d);
    }
    ++tested;
  }
  EXPECT_GE(tested, 60u);
}

TEST(Mfma, DestinationMayAliasC) {
  std::mt19937 rng(7);
  const MatrixOpInfo* op = findMatrixOp("v_mfma_f32_32x32x8_f16", "gfx942");
  ASSERT_NE(op, nullptr);
  Problem p(*op, rng);
  std::vector<uint32_t> cd = p.cRegs;
  ASSERT_FALSE(executeMatrixOp(*op, p.aRegs.data(), p.bRegs.data(), cd.data(), cd.data(), {}));
  p.check(cd);
}

TEST(Mfma, CbszAbidBroadcastABlock) {
  std::mt19937 rng(9);
  for (const char* name : {"v_mfma_f32_4x4x4_16b_f16", "v_mfma_f32_16x16x4_4b_f16",
                           "v_mfma_f32_32x32x1_2b_f32", "v_mfma_i32_4x4x4_16b_i8"}) {
    const MatrixOpInfo* op = findMatrixOp(name, "gfx942");
    ASSERT_NE(op, nullptr) << name;
    for (unsigned cbsz = 0; (1u << cbsz) <= op->blocks && cbsz <= 4; ++cbsz)
      for (unsigned abid = 0; abid < (1u << cbsz); ++abid) {
        Problem p(*op, rng);
        std::vector<uint32_t> d(64 * op->dDwords);
        MatrixModifiers mods;
        mods.cbsz = uint8_t(cbsz);
        mods.abid = uint8_t(abid);
        auto err = executeMatrixOp(*op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), mods);
        ASSERT_FALSE(err) << *err;
        p.check(d, cbsz, abid);
      }
  }
}

TEST(Mfma, BlgpReadsBFromOtherLanes) {
  // BLGP (CDNA3 ISA guide, table "BLGP"): 1/2 broadcast lanes 0-31 / 32-63, 3 rotates by 16
  // lanes, 4..7 broadcast one group of 16 lanes. Checked by permuting B's registers the same
  // way by hand and running without the modifier.
  std::mt19937 rng(11);
  auto source = [](unsigned lane, unsigned blgp) -> unsigned {
    switch (blgp) {
    case 1: return lane & 31;
    case 2: return (lane & 31) + 32;
    case 3: return (lane + 16) & 63;
    default: return (blgp - 4) * 16 + (lane & 15);
    }
  };
  for (const char* name : {"v_mfma_f32_16x16x16_f16", "v_mfma_f32_32x32x2_f32", "v_mfma_i32_16x16x32_i8"}) {
    const MatrixOpInfo* op = findMatrixOp(name, "gfx942");
    ASSERT_NE(op, nullptr);
    for (unsigned blgp = 1; blgp < 8; ++blgp) {
      Problem p(*op, rng);
      std::vector<uint32_t> permuted(p.bRegs.size());
      for (unsigned lane = 0; lane < 64; ++lane)
        for (unsigned i = 0; i < op->bDwords; ++i)
          permuted[lane * op->bDwords + i] = p.bRegs[source(lane, blgp) * op->bDwords + i];
      std::vector<uint32_t> want(64 * op->dDwords), got(64 * op->dDwords);
      ASSERT_FALSE(executeMatrixOp(*op, p.aRegs.data(), permuted.data(), p.cRegs.data(), want.data(), {}));
      MatrixModifiers mods;
      mods.blgp = uint8_t(blgp);
      ASSERT_FALSE(executeMatrixOp(*op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), got.data(), mods));
      EXPECT_EQ(want, got) << name << " blgp " << blgp;
    }
  }
}

TEST(Mfma, UnsupportedModifiersAreErrorsNotAnswers) {
  const MatrixOpInfo* op = findMatrixOp("v_mfma_f32_16x16x16_f16", "gfx942");
  ASSERT_NE(op, nullptr);
  std::vector<uint32_t> a(64 * 2), b(64 * 2), c(64 * 4), d(64 * 4);
  MatrixModifiers mods;
  mods.cbsz = 1;  // single-block op: no block to broadcast
  EXPECT_TRUE(executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods));
  mods = {};
  mods.clamp = true;
  EXPECT_TRUE(executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods));
  mods = {};
  mods.negLo = 1;
  EXPECT_TRUE(executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods));
}

TEST(Mfma, F64NegatesSources) {
  std::mt19937 rng(13);
  const MatrixOpInfo* op = findMatrixOp("v_mfma_f64_16x16x4_f64", "gfx942");
  ASSERT_NE(op, nullptr);
  Problem p(*op, rng);
  // neg:[1,1,0] leaves the product unchanged.
  std::vector<uint32_t> d(64 * op->dDwords);
  MatrixModifiers mods;
  mods.negLo = 3;
  ASSERT_FALSE(executeMatrixOp(*op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), mods));
  p.check(d);
}

TEST(Mfma, F8F6F4EverySourceFormatPair) {
  // cbsz/blgp select A/B's formats: 0 fp8 (E4M3), 1 bf8 (E5M2), 2 fp6 (E2M3), 3 bf6 (E3M2),
  // 4 fp4 (E2M1); the register tuple shrinks to 8/6/4 dwords (llvm-mc checks the width).
  std::mt19937 rng(17);
  for (const char* name : {"v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4"}) {
    const MatrixOpInfo* op = findMatrixOp(name, "gfx950");
    ASSERT_NE(op, nullptr);
    for (unsigned fa = 0; fa < 5; ++fa)
      for (unsigned fb = 0; fb < 5; ++fb) {
        Problem p(*op, rng, fa, fb);
        EXPECT_EQ(p.aDwords, fa < 2 ? 8u : fa < 4 ? 6u : 4u);
        std::vector<uint32_t> d(64 * op->dDwords);
        MatrixModifiers mods;
        mods.cbsz = uint8_t(fa);
        mods.blgp = uint8_t(fb);
        auto err = executeMatrixOp(*op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), mods);
        if (p.aBits != p.bBits && (p.aBits == 6 || p.bBits == 6)) {  // 6-bit slots' k pairing is not modelled
          EXPECT_TRUE(err);
          continue;
        }
        ASSERT_FALSE(err) << *err;
        SCOPED_TRACE("formats " + std::to_string(fa) + "," + std::to_string(fb));
        p.check(d);
      }
    MatrixModifiers bad;
    bad.cbsz = 5;
    std::vector<uint32_t> regs(64 * 16), d(64 * 16);
    EXPECT_TRUE(executeMatrixOp(*op, regs.data(), regs.data(), regs.data(), d.data(), bad));
  }
}

TEST(Mfma, Fp8FlavourFollowsTheArch) {
  // The same bits mean different values on gfx942 (FNUZ) and gfx950 (OCP): 0x40 is 1.0 in
  // E4M3FNUZ and 2.0 in E4M3FN. A = B = all 0x40, C = 0: every D is K * product.
  for (auto [arch, expected] : {std::pair{"gfx942", 1.0f}, std::pair{"gfx950", 4.0f}}) {
    const MatrixOpInfo* op = findMatrixOp("v_mfma_f32_16x16x32_fp8_fp8", arch);
    ASSERT_NE(op, nullptr);
    std::vector<uint32_t> ab(64 * 2, 0x40404040u), c(64 * 4, 0), d(64 * 4);
    ASSERT_FALSE(executeMatrixOp(*op, ab.data(), ab.data(), c.data(), d.data(), {}));
    for (uint32_t v : d) EXPECT_EQ(std::bit_cast<float>(v), 32 * expected) << arch;
  }
}

// gfx950's v_mfma_scale_*: A's row i, K block b (32 values) is multiplied by 2^(e - 127), e the
// E8M0 byte op_sel[0] + 2*op_sel_hi[0] of lane i + M*b's scale operand; B's likewise with bit 1.
// (For fp4 that lane holds the block; 8-bit blocks are spread over two lane groups.) Random
// exponents, fp8/bf8/fp4 pairings (different widths included), every byte select; 6-bit sources
// take scales only when they are equal along K (an error otherwise).
TEST(Mfma, ScaledOpsApplyEachLanesBlockScale) {
  std::mt19937 rng(13);
  std::uniform_int_distribution<uint32_t> exponent(120, 134);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (!op.scaled() || op.kind != MatrixKind::Mfma) continue;
    for (auto [codeA, codeB] : {std::pair{0u, 0u}, {1u, 1u}, {4u, 4u}, {0u, 4u}, {4u, 1u}, {2u, 3u}})
      for (unsigned selA = 0; selA < 4; ++selA) {
        unsigned selB = 3 - selA;
        Problem p(op, rng, codeA, codeB);
        std::vector<uint32_t> sa(64), sb(64);
        for (auto* v : {&sa, &sb})
          for (uint32_t& s : *v)
            s = exponent(rng) | exponent(rng) << 8 | exponent(rng) << 16 | exponent(rng) << 24;
        MatrixModifiers mods;
        mods.cbsz = uint8_t(p.aCode);
        mods.blgp = uint8_t(p.bCode);
        mods.opSel = uint8_t((selA & 1) | (selB & 1) << 1);
        mods.opSelHi = uint8_t((selA >> 1) | (selB >> 1) << 1);
        mods.scaleA = sa.data();
        mods.scaleB = sb.data();
        std::vector<uint32_t> d(64 * op.dDwords, 0xdeadbeef);
        auto err = executeMatrixOp(op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), mods);
        unsigned M = op.m, N = op.n, K = op.k;
        if (codeA == 2) {
          // 6-bit: scales that differ along K are refused (which k a slot holds is not
          // established); scales equal over a row's (column's) K blocks, differing between rows and
          // columns, do not depend on it and are applied.
          ASSERT_TRUE(err);
          EXPECT_NE(err->find("differ along K on 6-bit"), std::string::npos) << *err;
          for (unsigned l = M; l < 64; ++l) sa[l] = sa[l % M];
          for (unsigned l = N; l < 64; ++l) sb[l] = sb[l % N];
          err = executeMatrixOp(op, p.aRegs.data(), p.bRegs.data(), p.cRegs.data(), d.data(), mods);
        }
        ASSERT_FALSE(err) << *err;
        auto factor = [](uint32_t scale, unsigned sel) { return std::ldexp(1.0L, int((scale >> (8 * sel)) & 0xff) - 127); };
        for (unsigned lane = 0; lane < 64; ++lane)
          for (unsigned r = 0; r < op.dDwords; ++r) {
            Coord x = outputAt(op, lane, r);
            unsigned i = x.outer, j = x.k;
            long double ref = p.c[i * N + j].value, magnitude = std::fabs(ref);
            for (unsigned k = 0; k < K; ++k) {
              long double prod = p.a[i * K + k].value * factor(sa[i + M * (k / 32)], selA) *
                                 p.b[k * N + j].value * factor(sb[j + N * (k / 32)], selB);
              ref += prod;
              magnitude += std::fabs(prod);
            }
            float got = std::bit_cast<float>(d[lane * op.dDwords + r]);
            EXPECT_NEAR(got, double(ref), 2e-7 * double(magnitude) + 1e-30)
                << op.mnemonic << " formats " << p.aCode << "/" << p.bCode << " sel " << selA << "/" << selB << " D["
                << i << "][" << j << "]";
          }
      }
    ++tested;
  }
  EXPECT_EQ(tested, 2u);
  // Without scale operands a scaled op is an error, never the unscaled product.
  const MatrixOpInfo* op = findMatrixOp("v_mfma_scale_f32_16x16x128_f8f6f4", "gfx950");
  ASSERT_NE(op, nullptr);
  std::vector<uint32_t> a(64 * 8), c(64 * 4), d(64 * 4);
  EXPECT_TRUE(executeMatrixOp(*op, a.data(), a.data(), c.data(), d.data(), {}));
}

// Which lane's scale multiplies which register slot, as measured on gfx950 hardware: AMD's
// composable_kernel test/mx_mfma_op/scale_mapping_{32x32x64,16x16x128}.{cpp,txt} (an MI350 run
// printed into the repository). The probe sets one fp8 A element (lane r + M*(t/32), byte t%32) to
// 1.0, B's column 0 to 1.0, every lane l's scale byte to 127 + l, and reads log2 D[r][0]: the lane
// whose scale was applied. The printed answers, per run of 16 t:
//   32x32x64:  a(r, t) <- lane r + {0, 32, 0, 32}[t / 16]
//   16x16x128: a(r, t) <- lane r + {0, 32, 0, 32, 16, 48, 16, 48}[t / 16], and b(t, c) the same
//              with column c for row r.
// So within a lane, slots 0-15 and 16-31 take different lanes' scales: an 8-bit lane does not hold
// one 32-element K block (IREE's layout says it does; Triton's code objects and this agree).
TEST(Mfma, ScaleLanesMatchTheHardwareProbe) {
  struct Probe {
    const char* name;
    unsigned table[8];
    bool b;  // probe B (column c) instead of A (row r)
  };
  for (const Probe& probe : {Probe{"v_mfma_scale_f32_32x32x64_f8f6f4", {0, 32, 0, 32}, false},
                             Probe{"v_mfma_scale_f32_16x16x128_f8f6f4", {0, 32, 0, 32, 16, 48, 16, 48}, false},
                             Probe{"v_mfma_scale_f32_16x16x128_f8f6f4", {0, 32, 0, 32, 16, 48, 16, 48}, true}}) {
    const MatrixOpInfo* op = findMatrixOp(probe.name, "gfx950");
    ASSERT_NE(op, nullptr);
    const unsigned M = op->m, K = op->k;  // M == N
    std::vector<uint32_t> lanesScale(64), ones(64, 127), c(64 * op->cDwords, 0), d(64 * op->dDwords);
    for (unsigned l = 0; l < 64; ++l) lanesScale[l] = 127 + l;
    MatrixModifiers mods;  // fp8 E4M3 both, op_sel byte 0
    mods.scaleA = probe.b ? ones.data() : lanesScale.data();
    mods.scaleB = probe.b ? lanesScale.data() : ones.data();
    // D[r][0]'s lane and register (the row/column under test is `outer`; the other index is 0).
    auto dAt = [&](unsigned i, unsigned j) {
      for (unsigned lane = 0; lane < 64; ++lane)
        for (unsigned r = 0; r < op->dDwords; ++r) {
          Coord x = outputAt(*op, lane, r);
          if (x.outer == i && x.k == j) return std::bit_cast<float>(d[lane * op->dDwords + r]);
        }
      ADD_FAILURE() << "no D[" << i << "][" << j << "]";
      return 0.0f;
    };
    for (unsigned outer = 0; outer < M; outer += 5)
      for (unsigned t = 0; t < K; ++t) {
        std::vector<uint32_t> probed(64 * 8, 0), full(64 * 8, 0);
        unsigned lane = outer + M * (t / 32), byte = t % 32;
        probed[lane * 8 + byte / 4] = 0x38u << (8 * (byte % 4));  // E4M3 1.0
        for (unsigned l = 0; l < 64; l += M)
          for (unsigned w = 0; w < 8; ++w) full[l * 8 + w] = 0x38383838u;  // row/column 0: all 1.0
        const std::vector<uint32_t>& a = probe.b ? full : probed;
        const std::vector<uint32_t>& b = probe.b ? probed : full;
        auto err = executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods);
        ASSERT_FALSE(err) << *err;
        float got = probe.b ? dAt(0, outer) : dAt(outer, 0);
        EXPECT_EQ(got, std::ldexp(1.0f, int(outer + probe.table[t / 16])))
            << probe.name << (probe.b ? " b(" : " a(") << outer << ", " << t << ")";
      }
  }
}

// The emulator passes register rows (dword i of lane l at row[i * 64 + l]) and writes D in place;
// every op must give the lane-major result bit for bit with D equal to C, D one register above C
// (a partial overlap) and D apart, on random bits (NaN, Inf and denormals included).
TEST(MatrixOp, RegisterRowsGiveTheLaneMajorResult) {
  std::mt19937 rng(21);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (op.scaled()) continue;
    MatrixModifiers mods;
    std::vector<uint32_t> index(64 * op.sparseIndexDwords);
    for (uint32_t& x : index) x = rng();
    if (op.sparse()) mods.sparseIndex = index.data();
    unsigned W = op.waveSize, ad = matrixOperandDwords(op, 0, mods), bd = matrixOperandDwords(op, 1, mods);
    unsigned cd = op.cDwords, dd = op.dDwords;
    std::vector<uint32_t> a(W * ad), b(W * bd), c(W * cd);
    for (auto* v : {&a, &b, &c})
      for (uint32_t& x : *v) x = rng();
    std::vector<uint32_t> want(W * dd);
    auto err = executeMatrixOp(op, a.data(), b.data(), c.data(), want.data(), mods);
    if (err) continue;  // gfx11 WMMA: random half-waves differ (an error either way)
    std::vector<uint32_t> ra(64 * ad), rb(64 * bd);
    for (unsigned l = 0; l < W; ++l) {
      for (unsigned i = 0; i < ad; ++i) ra[i * 64 + l] = a[l * ad + i];
      for (unsigned i = 0; i < bd; ++i) rb[i * 64 + l] = b[l * bd + i];
    }
    for (unsigned shift : {0u, 1u, cd + 1}) {
      std::vector<uint32_t> regs(64 * (cd + dd + 2), 0);
      for (unsigned l = 0; l < W; ++l)
        for (unsigned i = 0; i < cd; ++i) regs[i * 64 + l] = c[l * cd + i];
      ASSERT_FALSE(executeMatrixOp(op, {ra.data(), 1, 64}, {rb.data(), 1, 64}, {regs.data(), 1, 64},
                                   {regs.data() + 64 * shift, 1, 64}, mods));
      for (unsigned l = 0; l < W; ++l)
        for (unsigned i = 0; i < dd; ++i)
          ASSERT_EQ(regs[(shift + i) * 64 + l], want[l * dd + i])
              << op.mnemonic << " " << op.arch << " D " << shift << " registers above C, lane " << l << " dword " << i;
    }
    ++tested;
  }
  EXPECT_GE(tested, 100u);
}

// Which NaN's payload survives a host sum depends on the host compiler's operand order, so f32
// NaN results are the canonical quiet NaN.
TEST(MatrixOp, F32NanResultsAreCanonical) {
  const MatrixOpInfo* op = findMatrixOp("v_mfma_f32_16x16x16_f16", "gfx942");
  ASSERT_NE(op, nullptr);
  std::vector<uint32_t> a(64 * 2, 0x7e013c00u), b(64 * 2, 0xfd023c00u), c(64 * 4, 0xffc12345u), d(64 * 4);
  ASSERT_FALSE(executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), {}));
  for (uint32_t v : d) EXPECT_EQ(v, 0x7fc00000u);
}
