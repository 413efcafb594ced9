// gfx1250's scaled WMMA with fp4 on one side and fp8/bf8 on the other (FlyDSL's a8w4 GEMM and MoE
// spell `!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, ...>`): the atom rows,
// run through the emulator's matrix core on random bit patterns (every fp4 code, every finite fp8
// code) with E8M0 block scales that change along K, against a CPU reference that decodes fp4 and
// fp8 from their bits here (not with the emulator's float tables).
#include "MmaAtomPlacement.h"

#include "fly/emu/MatrixCore.h"
#include "fly/target/Arch.h"
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

namespace fly::target {
namespace {

using namespace fly::target::test_support;

// E2M1: sign, 2 exponent bits (bias 1), 1 mantissa bit; exponent 0 is subnormal (m * 0.5).
double decodeE2M1(uint32_t bits) {
  double sign = (bits & 8) ? -1 : 1;
  unsigned e = (bits >> 1) & 3, m = bits & 1;
  return sign * (e == 0 ? m * 0.5 : std::ldexp(1.0 + m / 2.0, int(e) - 1));
}

// OCP E4M3FN: bias 7, 3 mantissa bits, no infinities, S.1111.111 is NaN. E5M2: bias 15, 2 mantissa
// bits, IEEE-like (exponent 31: inf/NaN, excluded from the random codes).
double decodeFp8(uint32_t bits, bool e5m2) {
  double sign = (bits & 0x80) ? -1 : 1;
  unsigned mBits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  unsigned e = (bits & 0x7f) >> mBits, m = bits & ((1u << mBits) - 1);
  double frac = double(m) / double(1u << mBits);
  return sign * (e == 0 ? std::ldexp(frac, 1 - int(bias)) : std::ldexp(1.0 + frac, int(e) - int(bias)));
}

bool finiteFp8(uint32_t bits, bool e5m2) {
  return e5m2 ? ((bits >> 2) & 31) != 31 : (bits & 0x7f) != 0x7f;
}

struct Operand {
  std::string_view type;
  bool fp4() const { return type == "f4E2M1FN"; }
  bool e5m2() const { return type == "f8E5M2"; }
  unsigned bits() const { return fp4() ? 4 : 8; }
  double value(uint32_t raw) const { return fp4() ? decodeE2M1(raw) : decodeFp8(raw, e5m2()); }
  uint32_t random(std::mt19937 &rng) const {
    if (fp4()) return rng() & 15;
    for (;;)
      if (uint32_t b = rng() & 0xff; finiteFp8(b, e5m2())) return b;
  }
};

class MixedScaledWmma : public ::testing::TestWithParam<int> {};

TEST_P(MixedScaledWmma, Fp4TimesFp8WithBlockScalesMatchesTheBitDecodedProduct) {
  const Arch &gfx1250 = *findArch("gfx1250");
  const int scaleBlock = GetParam();
  const std::pair<std::string_view, std::string_view> pairs[] = {
      {"f4E2M1FN", "f8E4M3FN"}, {"f4E2M1FN", "f8E5M2"}, {"f8E4M3FN", "f4E2M1FN"}, {"f8E5M2", "f4E2M1FN"}};
  std::mt19937 rng(20261129u + unsigned(scaleBlock));
  for (auto [aType, bType] : pairs) {
    const MmaAtom *atom = findMmaAtom("gfx1250.wmma_scale", 16, 16, 128, aType, bType, "f32", &gfx1250, scaleBlock);
    ASSERT_NE(atom, nullptr) << aType << " x " << bType << " blockSize " << scaleBlock;
    SCOPED_TRACE(atom->innerTypeText());
    EXPECT_EQ(atom->scaleBlock, scaleBlock);
    Operand A{aType}, B{bType};
    // The instruction reads each operand by its own format code; registers are the operand's bits.
    EXPECT_EQ(atom->fmtA, A.fp4() ? 4 : A.e5m2() ? 1 : 0);
    EXPECT_EQ(atom->fmtB, B.fp4() ? 4 : B.e5m2() ? 1 : 0);
    EXPECT_EQ(atom->aReg, A.fp4() ? "vector<8xi32>" : "vector<16xi32>");
    EXPECT_EQ(atom->bReg, B.fp4() ? "vector<8xi32>" : "vector<16xi32>");
    const emu::MatrixOpInfo *op = emu::findMatrixOp(atom->instruction, "gfx1250");
    ASSERT_NE(op, nullptr);
    const int M = 16, N = 16, K = 128, T = 32, blocks = K / scaleBlock;
    ASSERT_EQ(atom->valuesA() * int(A.bits()), 32 * (A.fp4() ? 8 : 16));
    ASSERT_EQ(atom->valuesB() * int(B.bits()), 32 * (B.fp4() ? 8 : 16));

    emu::MatrixModifiers mods;
    mods.aFormat = uint8_t(atom->fmtA);
    mods.bFormat = uint8_t(atom->fmtB);
    const unsigned aDw = emu::matrixOperandDwords(*op, 0, mods), bDw = emu::matrixOperandDwords(*op, 1, mods);
    ASSERT_EQ(aDw, A.fp4() ? 8u : 16u);
    ASSERT_EQ(bDw, B.fp4() ? 8u : 16u);

    for (int trial = 0; trial < 3; ++trial) {
      // Raw codes by matrix position (A: m + M*k, B: n + N*k), placed per the atom's layouts.
      std::vector<uint32_t> aRaw(size_t(M) * K), bRaw(size_t(N) * K);
      for (auto &x : aRaw) x = A.random(rng);
      for (auto &x : bRaw) x = B.random(rng);
      std::vector<uint32_t> a(size_t(T) * aDw, 0), b(size_t(T) * bDw, 0), c(size_t(T) * 8, 0), d(size_t(T) * 8, 0);
      Layout aTV = atom->aTV(), bTV = atom->bTV(), cTV = atom->cTV();
      std::vector<int> seenA(aRaw.size(), 0), seenB(bRaw.size(), 0);
      for (int t = 0; t < T; ++t) {
        for (int v = 0; v < atom->valuesA(); ++v) {
          int64_t i = tvAt(aTV, t, v);
          ASSERT_TRUE(i >= 0 && i < int64_t(aRaw.size()));
          ++seenA[size_t(i)];
          writeSlot(&a[size_t(t) * aDw], unsigned(v), A.bits(), aRaw[size_t(i)]);
        }
        for (int v = 0; v < atom->valuesB(); ++v) {
          int64_t i = tvAt(bTV, t, v);
          ASSERT_TRUE(i >= 0 && i < int64_t(bRaw.size()));
          ++seenB[size_t(i)];
          writeSlot(&b[size_t(t) * bDw], unsigned(v), B.bits(), bRaw[size_t(i)]);
        }
      }
      for (int s : seenA) ASSERT_EQ(s, 1);  // every A and B element in exactly one slot
      for (int s : seenB) ASSERT_EQ(s, 1);
      // C: small random floats.
      std::vector<float> C(size_t(M) * N);
      for (int t = 0; t < T; ++t)
        for (int v = 0; v < 8; ++v) {
          int64_t i = tvAt(cTV, t, v);
          C[size_t(i)] = float(int(rng() % 9) - 4) * 0.25f;
          c[size_t(t) * 8 + v] = std::bit_cast<uint32_t>(C[size_t(i)]);
        }
      // E8M0 scales 2^(e-127), e in [118, 136], one per row (column) and K block, different along K:
      // row i's (column j's) block kb is byte kb of lane i's (j's) scale bits (MATRIX_SCALE_ROW0).
      const unsigned sd = unsigned(atom->scaleBits() / 32);
      std::vector<uint32_t> sa(size_t(T) * sd, 0), sb(size_t(T) * sd, 0);
      std::vector<int> ea(size_t(M) * blocks), eb(size_t(N) * blocks);
      for (int i = 0; i < M; ++i)
        for (int kb = 0; kb < blocks; ++kb) {
          ea[size_t(i * blocks + kb)] = 118 + int(rng() % 19);
          eb[size_t(i * blocks + kb)] = 118 + int(rng() % 19);
          sa[size_t(i) * sd + kb / 4] |= uint32_t(ea[size_t(i * blocks + kb)]) << (8 * (kb % 4));
          sb[size_t(i) * sd + kb / 4] |= uint32_t(eb[size_t(i * blocks + kb)]) << (8 * (kb % 4));
        }
      mods.scaleA = sa.data();
      mods.scaleB = sb.data();
      auto err = emu::executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods);
      ASSERT_FALSE(err) << *err;
      for (int t = 0; t < T; ++t)
        for (int v = 0; v < 8; ++v) {
          int64_t idx = tvAt(cTV, t, v);
          int m = int(idx % M), n = int(idx / M);
          // Exact in double: products of 2-bit by 4-bit significands, scales within 2^+-9.
          double sum = 0;
          for (int k = 0; k < K; ++k)
            sum += std::ldexp(A.value(aRaw[size_t(m + M * k)]), ea[size_t(m * blocks + k / scaleBlock)] - 127) *
                   std::ldexp(B.value(bRaw[size_t(n + N * k)]), eb[size_t(n * blocks + k / scaleBlock)] - 127);
          float want = float(sum + double(C[size_t(m + M * n)]));
          float got = std::bit_cast<float>(d[size_t(t) * 8 + v]);
          ASSERT_EQ(got, want) << "D(" << m << "," << n << ") at thread " << t << " value " << v << ", trial " << trial;
        }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BlockSizes, MixedScaledWmma, ::testing::Values(32, 16));

// FlyDSL's spelling of the a8w4 kernels' atom names the mixed row.
TEST(MixedScaledWmma, FlyDslSpellingParses) {
  const Arch &gfx1250 = *findArch("gfx1250");
  auto atom = parseMmaAtomType("!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, "
                               "opselB = 0, modC = 0, reuseA = false, reuseB = false, blockSize = 32>",
                               &gfx1250);
  ASSERT_TRUE(atom.ok()) << atom.error().message;
  EXPECT_EQ((*atom)->aType, "f4E2M1FN");
  EXPECT_EQ((*atom)->bType, "f8E4M3FN");
  EXPECT_EQ((*atom)->instruction, "v_wmma_scale_f32_16x16x128_f8f6f4");
  EXPECT_FALSE(parseMmaAtomType("!fly_rocdl.gfx1250.wmma_scale<16x16x128, (f4E2M1FN, f8E4M3FN) -> f32, opselA = 0, "
                                "opselB = 0>",
                                findArch("gfx950"))
                   .ok());
}

} // namespace
} // namespace fly::target
