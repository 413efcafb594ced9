// Sparse matrix ops (gfx942/gfx950 v_smfmac_*, gfx12 v_swmmac_*) against a dense CPU product.
//
// The test builds a 2:4-sparse dense A (two of every four consecutive k non-zero), places it the way
// the documented model says (each lane holds its part of A in the dense op's layout -- the layout B
// uses -- compresses it within the lane, two values per group of four slots, and writes each value's
// position in the group as a 2-bit field of the selected index set: CDNA3/CDNA4 ISA guides and AMD's
// Matrix Instruction Calculator ("--compression"); composable_kernel's compress_a_impl for gfx12), and
// compares D with C + A * B computed here on the dense matrices.
#include "TestElements.h"

#include <gtest/gtest.h>

#include <string>

namespace fly::emu::test {
namespace {

struct Layout {
  const MatrixOpInfo& op;
  bool mfma() const { return op.kind == MatrixKind::Mfma; }
  unsigned lanes() const { return op.waveSize; }
  // Dense k of slot t of lane l's part of A (row l % M) or B (column l % N).
  unsigned k(unsigned l, unsigned t, unsigned outerDim) const {
    if (mfma()) return (l / outerDim) * (outerDim * op.k / 64) + t;  // lane groups hold K/G consecutive k
    return (t / 8) * 16 + (l / 16) * 8 + t % 8;                      // gfx12: runs of 8 k per half-wave
  }
  unsigned slotsPerLane(unsigned outerDim) const { return outerDim * op.k / lanes(); }
  // Lane and register of C/D element (i, j).
  std::pair<unsigned, unsigned> out(unsigned i, unsigned j) const {
    if (!mfma()) return {j + 16 * (i / 8), i % 8};
    unsigned N = op.n, groups = 64 / N;
    return {((i / 4) % groups) * N + j, (i / (4 * groups)) * 4 + i % 4};
  }
};

bool isFloatOut(MatrixType t) { return t != MatrixType::I32; }

struct SparseProblem {
  const MatrixOpInfo& op;
  Layout lay{op};
  unsigned bitsA, bitsB;
  std::vector<long double> a, b, c;  // dense A [M][K], B [K][N], C [M][N]
  std::vector<uint32_t> aRegs, bRegs, dRegs, index;

  SparseProblem(const MatrixOpInfo& o, std::mt19937& rng, unsigned set, bool isSigned)
      : op(o), bitsA(elementBits(o.aType)), bitsB(elementBits(o.bType)) {
    unsigned M = op.m, N = op.n, K = op.k, W = lay.lanes();
    a.assign(size_t(M) * K, 0);
    b.assign(size_t(K) * N, 0);
    c.assign(size_t(M) * N, 0);
    aRegs.assign(size_t(W) * op.aDwords, 0);
    bRegs.assign(size_t(W) * op.bDwords, 0);
    dRegs.assign(size_t(W) * op.dDwords, 0);
    index.assign(size_t(W) * op.sparseIndexDwords, 0);
    for (uint32_t& x : index) x = rng();  // bits outside the selected set must not matter
    static const unsigned kPairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    unsigned denseSlots = lay.slotsPerLane(M), setBits = denseSlots;  // 2 bits per stored value
    for (unsigned l = 0; l < W; ++l) {
      unsigned i = l % M;
      for (unsigned g = 0; g < denseSlots / 4; ++g) {
        const unsigned* pair = kPairs[rng() % 6];
        for (unsigned e = 0; e < 2; ++e) {
          Sample s = randomElement(op.aType, op.fp8Flavor, rng, isSigned);
          unsigned slot = 2 * g + e, t = 4 * g + pair[e];
          a[size_t(i) * K + lay.k(l, t, M)] = s.value;
          putBits(aRegs, op.aDwords, l, slot, bitsA, s.raw);
          unsigned bit = set * setBits + 2 * slot;
          uint32_t& w = index[l * op.sparseIndexDwords + bit / 32];
          w = (w & ~(3u << (bit % 32))) | (pair[e] << (bit % 32));
        }
      }
    }
    for (unsigned l = 0; l < W; ++l)
      for (unsigned t = 0; t < lay.slotsPerLane(N); ++t) {
        Sample s = randomElement(op.bType, op.fp8Flavor, rng, isSigned);
        b[size_t(lay.k(l, t, N)) * N + l % N] = s.value;
        putBits(bRegs, op.bDwords, l, t, bitsB, s.raw);
      }
    unsigned cBits = elementBits(op.cType);
    for (unsigned i = 0; i < M; ++i)
      for (unsigned j = 0; j < N; ++j) {
        Sample s = randomElement(op.cType, op.fp8Flavor, rng);
        if (op.cType == MatrixType::I32) s = {uint32_t(int32_t(rng() % 20001) - 10000), 0};
        if (op.cType == MatrixType::I32) s.value = (long double)int32_t(uint32_t(s.raw));
        c[size_t(i) * N + j] = s.value;
        auto [lane, slot] = lay.out(i, j);
        putBits(dRegs, op.dDwords, lane, slot, cBits, s.raw);
      }
  }

  // D = A * B + C, accumulated into D's registers (the sparse ops' C is D).
  void checkResult(const std::string& what) const {
    unsigned M = op.m, N = op.n, K = op.k, bits = elementBits(op.dType);
    bool half = bits == 16;
    for (unsigned i = 0; i < M; ++i)
      for (unsigned j = 0; j < N; ++j) {
        long double want = c[size_t(i) * N + j], mag = std::fabs(want);
        for (unsigned k = 0; k < K; ++k) {
          long double p = a[size_t(i) * K + k] * b[size_t(k) * N + j];
          want += p;
          mag += std::fabs(p);
        }
        auto [lane, slot] = lay.out(i, j);
        uint64_t raw = getBits(dRegs, op.dDwords, lane, slot, bits);
        SCOPED_TRACE(what + " D[" + std::to_string(i) + "][" + std::to_string(j) + "]");
        if (!isFloatOut(op.dType)) {
          EXPECT_EQ(int32_t(uint32_t(raw)), int32_t(int64_t(want)));
        } else {
          long double got = half ? halfValue(uint32_t(raw), op.dType == MatrixType::BF16)
                                 : (long double)std::bit_cast<float>(uint32_t(raw));
          long double tol = mag * (half ? (op.dType == MatrixType::BF16 ? 0x1p-7L : 0x1p-10L) : 0x1p-22L);
          EXPECT_NEAR(double(got), double(want), double(tol) + 1e-30);
        }
      }
  }
};

TEST(Sparse, TableHasTheOpsLlvmPrints) {
  for (const char* arch : {"gfx942", "gfx950"})
    for (const char* m : {"v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_bf16", "v_smfmac_i32_16x16x64_i8",
                          "v_smfmac_f32_32x32x32_bf8_fp8"})
      EXPECT_NE(findMatrixOp(m, arch), nullptr) << m << " " << arch;
  EXPECT_NE(findMatrixOp("v_smfmac_f32_16x16x128_fp8_fp8", "gfx950"), nullptr);
  EXPECT_EQ(findMatrixOp("v_smfmac_f32_16x16x128_fp8_fp8", "gfx942"), nullptr);
  for (const char* arch : {"gfx1201", "gfx1250"})
    EXPECT_NE(findMatrixOp("v_swmmac_i32_16x16x64_iu4", arch), nullptr) << arch;
  const MatrixOpInfo* op = findMatrixOp("v_smfmac_f32_32x32x16_f16", "gfx942");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->aDwords, 2u);
  EXPECT_EQ(op->bDwords, 4u);
  EXPECT_EQ(op->sparseIndexDwords, 1u);
}

// Every sparse op, every index set its width allows (cbsz 0 + abid on MFMA, index_key on WMMA; MFMA
// with cbsz != 0 reads set 0 whatever abid says), signed and unsigned integers.
TEST(Sparse, EveryOpMatchesTheDenseProductOnRandomData) {
  std::mt19937 rng(77);
  unsigned tested = 0;
  for (const MatrixOpInfo& op : allMatrixOps()) {
    if (!op.sparse()) continue;
    Layout lay{op};
    unsigned sets = 32 * op.sparseIndexDwords / lay.slotsPerLane(op.m);
    bool isInt = op.aType == MatrixType::IU8 || op.aType == MatrixType::IU4;
    for (unsigned set = 0; set < sets; ++set)
      for (int variant = 0; variant < (op.kind == MatrixKind::Mfma ? 2 : 1) + (isInt ? 1 : 0); ++variant) {
        bool unsignedInts = isInt && variant == 1;
        SparseProblem p(op, rng, set, !unsignedInts);
        MatrixModifiers mods;
        mods.sparseIndex = p.index.data();
        if (op.kind == MatrixKind::Mfma) {
          if (variant == 1) mods.cbsz = 1, mods.abid = uint8_t(set ^ 1);  // cbsz != 0: set 0 only
          else mods.abid = uint8_t(set);
          if (variant == 1 && set) continue;
        } else {
          mods.indexKey = uint8_t(set);
          if (isInt && !unsignedInts) mods.negLo = 3;
        }
        std::vector<uint32_t> d = p.dRegs;
        auto err = executeMatrixOp(op, {p.aRegs.data(), op.aDwords, 1}, {p.bRegs.data(), op.bDwords, 1},
                                   {d.data(), op.cDwords, 1}, {d.data(), op.dDwords, 1}, mods);
        ASSERT_FALSE(err) << *err;
        p.dRegs = d;
        p.checkResult(std::string(op.mnemonic) + " on " + std::string(op.arch) + " set " + std::to_string(set) +
                      " variant " + std::to_string(variant));
        if (HasFailure()) return;
      }
    ++tested;
  }
  EXPECT_EQ(tested, 14u + 28u + 11u + 11u);
}

TEST(Sparse, BadIndexSetsAndMissingIndexAreErrors) {
  const MatrixOpInfo* mfma = findMatrixOp("v_smfmac_f32_16x16x64_f16", "gfx950");  // 16-bit sets: abid 0..1
  const MatrixOpInfo* wmma = findMatrixOp("v_swmmac_i32_16x16x64_iu4", "gfx1201");  // one 32-bit set
  ASSERT_TRUE(mfma && wmma);
  std::vector<uint32_t> a(64 * 8), b(64 * 8), d(64 * 8), index(64);
  MatrixModifiers mods;
  auto run = [&](const MatrixOpInfo& op) {
    return executeMatrixOp(op, {a.data(), op.aDwords, 1}, {b.data(), op.bDwords, 1}, {d.data(), op.cDwords, 1},
                           {d.data(), op.dDwords, 1}, mods);
  };
  auto err = run(*mfma);
  ASSERT_TRUE(err);
  EXPECT_NE(err->find("index operand"), std::string::npos) << *err;
  mods.sparseIndex = index.data();
  mods.abid = 2;
  err = run(*mfma);
  ASSERT_TRUE(err);
  EXPECT_NE(err->find("index set 2"), std::string::npos) << *err;
  mods.abid = 0;
  mods.blgp = 1;
  EXPECT_TRUE(run(*mfma));
  mods.blgp = 0;
  EXPECT_FALSE(run(*mfma));
  mods.indexKey = 1;
  EXPECT_TRUE(run(*wmma));
  mods.indexKey = 0;
  EXPECT_FALSE(run(*wmma));
  // index_key on a dense op is an error.
  const MatrixOpInfo* dense = findMatrixOp("v_wmma_f32_16x16x16_f16", "gfx1201");
  ASSERT_TRUE(dense);
  mods.indexKey = 1;
  EXPECT_TRUE(run(*dense));
}

}  // namespace
}  // namespace fly::emu::test
