// Matrix-core GEMMs (cl/matrix.cl) on the emulator against a CPU matmul, element by element.
//
// Each kernel computes D = A * B + C for any M, N, K through one MFMA/WMMA builtin, with operands
// placed per the documented register layouts; shapes include exact tile multiples, ragged edges
// on every dimension, and K smaller than one step.
#include "KernelTest.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

namespace fly::emu::test {
namespace {

enum class Elem { F32, F16, BF16, Fp8, Bf8, I8, Fp6, Bf6, Fp4, I4, F64 };

struct GemmKernel {
  const char* name;
  std::vector<std::string> archs;
  unsigned tileM, tileN;
  Elem a, b;
  enum { OutF32, OutI32, OutF16, OutF64 } out;
  bool sparseA = false;  // A is 2:4-sparse along K (v_smfmac_*, v_swmmac_*)
};

// Every kernel of cl/matrix.cl and the archs it is built for there.
const GemmKernel kKernels[] = {
    {"mfma_f32_16x16x16_f16", {"gfx942", "gfx950"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32},
    {"mfma_f32_32x32x8_f16", {"gfx942", "gfx950"}, 32, 32, Elem::F16, Elem::F16, GemmKernel::OutF32},
    {"mfma_f32_16x16x16_bf16", {"gfx942", "gfx950"}, 16, 16, Elem::BF16, Elem::BF16, GemmKernel::OutF32},
    {"mfma_f32_32x32x8_bf16", {"gfx942", "gfx950"}, 32, 32, Elem::BF16, Elem::BF16, GemmKernel::OutF32},
    {"mfma_f32_16x16x32_f16", {"gfx950"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32},
    {"mfma_f32_32x32x16_bf16", {"gfx950"}, 32, 32, Elem::BF16, Elem::BF16, GemmKernel::OutF32},
    {"mfma_f32_16x16x4_f32", {"gfx942", "gfx950"}, 16, 16, Elem::F32, Elem::F32, GemmKernel::OutF32},
    {"mfma_f32_32x32x2_f32", {"gfx942", "gfx950"}, 32, 32, Elem::F32, Elem::F32, GemmKernel::OutF32},
    {"mfma_i32_16x16x32_i8", {"gfx942", "gfx950"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32},
    {"mfma_i32_32x32x16_i8", {"gfx942", "gfx950"}, 32, 32, Elem::I8, Elem::I8, GemmKernel::OutI32},
    {"mfma_f32_16x16x32_fp8_fp8", {"gfx942", "gfx950"}, 16, 16, Elem::Fp8, Elem::Fp8, GemmKernel::OutF32},
    {"mfma_f32_32x32x16_bf8_fp8", {"gfx942", "gfx950"}, 32, 32, Elem::Bf8, Elem::Fp8, GemmKernel::OutF32},
    {"mfma_f64_16x16x4_f64", {"gfx942", "gfx950"}, 16, 16, Elem::F64, Elem::F64, GemmKernel::OutF64},
    {"mfma_f32_16x16x8_xf32", {"gfx942"}, 16, 16, Elem::F32, Elem::F32, GemmKernel::OutF32},
    {"mfma_i32_16x16x64_i8", {"gfx950"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32},
    {"mfma_f32_16x16x128_fp8", {"gfx950"}, 16, 16, Elem::Fp8, Elem::Fp8, GemmKernel::OutF32},
    {"mfma_f32_16x16x128_bf8", {"gfx950"}, 16, 16, Elem::Bf8, Elem::Bf8, GemmKernel::OutF32},
    {"mfma_f32_16x16x128_fp6", {"gfx950"}, 16, 16, Elem::Fp6, Elem::Fp6, GemmKernel::OutF32},
    {"mfma_f32_16x16x128_bf6", {"gfx950"}, 16, 16, Elem::Bf6, Elem::Bf6, GemmKernel::OutF32},
    {"mfma_f32_16x16x128_fp4", {"gfx950"}, 16, 16, Elem::Fp4, Elem::Fp4, GemmKernel::OutF32},
    {"wmma_f32_16x16x16_f16", {"gfx1201"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32},
    {"wmma_f32_16x16x16_bf16", {"gfx1201"}, 16, 16, Elem::BF16, Elem::BF16, GemmKernel::OutF32},
    {"wmma_f16_16x16x16_f16", {"gfx1201"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF16},
    {"wmma_i32_16x16x16_iu8", {"gfx1201"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32},
    {"wmma_f32_16x16x16_fp8_fp8", {"gfx1201"}, 16, 16, Elem::Fp8, Elem::Fp8, GemmKernel::OutF32},
    {"wmma_f32_16x16x16_bf8_fp8", {"gfx1201"}, 16, 16, Elem::Bf8, Elem::Fp8, GemmKernel::OutF32},
    {"wmma_i32_16x16x16_iu4", {"gfx1201"}, 16, 16, Elem::I4, Elem::I4, GemmKernel::OutI32},
    {"wmma_f32_16x16x32_f16", {"gfx1250"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32},
    {"wmma_f32_16x16x4_f32", {"gfx1250"}, 16, 16, Elem::F32, Elem::F32, GemmKernel::OutF32},
    {"wmma_f32_16x16x64_fp8_fp8", {"gfx1250"}, 16, 16, Elem::Fp8, Elem::Fp8, GemmKernel::OutF32},
    {"wmma_i32_16x16x64_iu8", {"gfx1250"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32},
    {"smfmac_f32_16x16x32_f16", {"gfx942", "gfx950"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32, true},
    {"smfmac_f32_32x32x16_bf16", {"gfx942", "gfx950"}, 32, 32, Elem::BF16, Elem::BF16, GemmKernel::OutF32, true},
    {"smfmac_i32_16x16x64_i8", {"gfx942", "gfx950"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32, true},
    {"smfmac_f32_32x32x32_bf8_fp8", {"gfx942", "gfx950"}, 32, 32, Elem::Bf8, Elem::Fp8, GemmKernel::OutF32, true},
    {"smfmac_f32_16x16x64_f16", {"gfx950"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32, true},
    {"smfmac_f32_16x16x128_fp8_fp8", {"gfx950"}, 16, 16, Elem::Fp8, Elem::Fp8, GemmKernel::OutF32, true},
    {"swmmac_f32_16x16x32_f16", {"gfx1201"}, 16, 16, Elem::F16, Elem::F16, GemmKernel::OutF32, true},
    {"swmmac_i32_16x16x32_iu8", {"gfx1201"}, 16, 16, Elem::I8, Elem::I8, GemmKernel::OutI32, true},
    {"swmmac_f32_16x16x32_bf8_fp8", {"gfx1201"}, 16, 16, Elem::Bf8, Elem::Fp8, GemmKernel::OutF32, true},
};
constexpr unsigned kWaves = 2;  // waves per work-group, side by side along N (WAVES in matrix.cl)

// Value of a float bit pattern with `expBits`/`mantBits` fields; `fnuz`: bias + 1, 0x80 is NaN.
double fieldValue(uint32_t raw, unsigned expBits, unsigned mantBits, int bias) {
  uint32_t mant = raw & ((1u << mantBits) - 1), exp = (raw >> mantBits) & ((1u << expBits) - 1);
  bool neg = (raw >> (expBits + mantBits)) & 1;
  double v = exp == 0 ? std::ldexp(double(mant), 1 - bias - int(mantBits))
                      : std::ldexp(double(mant | (1u << mantBits)), int(exp) - bias - int(mantBits));
  return neg ? -v : v;
}

struct Matrix {
  std::vector<uint8_t> bytes;  // raw elements as the kernel reads them
  std::vector<double> value;   // their exact values
};

class MatrixTest : public KernelTest {
protected:
  bool fnuz() const { return GetParam().arch == "gfx942"; }

  // Random elements with small magnitudes (sums stay far from overflow, also in f16).
  Matrix random(Elem e, size_t n, bool smallForHalfOutput) {
    Matrix m;
    m.value.resize(n);
    auto bits = [&](uint32_t max) { return uint32_t(rng() % (uint64_t(max) + 1)); };
    for (size_t i = 0; i < n; ++i) {
      switch (e) {
      case Elem::F32: {
        float v = std::ldexp(float(int(bits(2046)) - 1023), -int(bits(10)));
        uint32_t raw = std::bit_cast<uint32_t>(v);
        m.bytes.insert(m.bytes.end(), {uint8_t(raw), uint8_t(raw >> 8), uint8_t(raw >> 16), uint8_t(raw >> 24)});
        m.value[i] = v;
        break;
      }
      case Elem::F16:
      case Elem::BF16: {
        bool bf = e == Elem::BF16;
        unsigned mantBits = bf ? 7 : 10, bias = bf ? 127 : 15;
        unsigned span = smallForHalfOutput ? 4 : 8;
        uint32_t exp = bias - span + bits(span + (smallForHalfOutput ? 1 : 4));
        uint32_t raw = (bits(1) << 15) | (exp << mantBits) | bits((1u << mantBits) - 1);
        m.bytes.insert(m.bytes.end(), {uint8_t(raw), uint8_t(raw >> 8)});
        m.value[i] = fieldValue(raw, bf ? 8 : 5, mantBits, int(bias));
        break;
      }
      case Elem::I8: {
        uint8_t raw = uint8_t(bits(255));
        m.bytes.push_back(raw);
        m.value[i] = int8_t(raw);
        break;
      }
      case Elem::F64: {
        double v = std::ldexp(double(int64_t(rng() % 2000001) - 1000000), -int(bits(20)));
        uint64_t raw = std::bit_cast<uint64_t>(v);
        for (int byte = 0; byte < 8; ++byte) m.bytes.push_back(uint8_t(raw >> (8 * byte)));
        m.value[i] = v;
        break;
      }
      case Elem::I4: {
        uint8_t raw = uint8_t(bits(15));
        m.bytes.push_back(raw);
        m.value[i] = int(raw ^ 8) - 8;
        break;
      }
      case Elem::Fp6:
      case Elem::Bf6:
      case Elem::Fp4: {  // OCP MX formats: no Inf/NaN, every pattern finite
        unsigned expBits = e == Elem::Fp6 ? 2 : e == Elem::Bf6 ? 3 : 2;
        unsigned mantBits = e == Elem::Fp6 ? 3 : e == Elem::Bf6 ? 2 : 1;
        int bias = e == Elem::Bf6 ? 3 : 1;
        uint8_t raw = uint8_t(bits((1u << (1 + expBits + mantBits)) - 1));
        m.bytes.push_back(raw);
        m.value[i] = fieldValue(raw, expBits, mantBits, bias);
        break;
      }
      case Elem::Fp8:
      case Elem::Bf8: {
        bool e4m3 = e == Elem::Fp8;
        unsigned expBits = e4m3 ? 4 : 5, mantBits = e4m3 ? 3 : 2;
        int bias = fnuz() ? (e4m3 ? 8 : 16) : (e4m3 ? 7 : 15);
        uint32_t raw;
        for (;;) {  // any finite pattern; no NaN/Inf of either flavour
          raw = bits(255);
          uint32_t exp = (raw >> mantBits) & ((1u << expBits) - 1), mant = raw & ((1u << mantBits) - 1);
          if (fnuz() && raw == 0x80) continue;
          if (!fnuz() && e4m3 && exp == 15 && mant == 7) continue;
          if (!fnuz() && !e4m3 && exp == 31) continue;
          break;
        }
        m.bytes.push_back(uint8_t(raw));
        m.value[i] = fieldValue(raw, expBits, mantBits, bias);
        break;
      }
      }
    }
    return m;
  }

  void runGemm(const GemmKernel& k, int M, int N, int K) {
    SCOPED_TRACE(std::string(k.name) + " M=" + std::to_string(M) + " N=" + std::to_string(N) +
                 " K=" + std::to_string(K));
    bool halfOut = k.out == GemmKernel::OutF16;
    Matrix a = random(k.a, size_t(M) * K, halfOut), b = random(k.b, size_t(K) * N, halfOut);
    if (k.sparseA) {
      // Two random positions of every four consecutive k keep their values; the others are 0.
      size_t bytes = a.bytes.size() / a.value.size();
      for (int i = 0; i < M; ++i)
        for (int g = 0; g < K; g += 4) {
          unsigned keep0 = unsigned(rng() % 4), keep1 = (keep0 + 1 + unsigned(rng() % 3)) % 4;
          for (int q = 0; q < 4 && g + q < K; ++q) {
            if (unsigned(q) == keep0 || unsigned(q) == keep1) continue;
            size_t at = size_t(i) * K + g + q;
            a.value[at] = 0;
            std::fill_n(a.bytes.begin() + ptrdiff_t(at * bytes), bytes, uint8_t(0));
          }
        }
    }
    Matrix c;
    c.value.resize(size_t(M) * N);
    for (size_t i = 0; i < c.value.size(); ++i) {
      if (k.out == GemmKernel::OutI32) {
        int32_t v = int32_t(rng());
        c.value[i] = v;
        c.bytes.insert(c.bytes.end(), {uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), uint8_t(v >> 24)});
      } else if (k.out == GemmKernel::OutF64) {
        double v = double(int(rng() % 2001) - 1000) / 64;
        uint64_t raw = std::bit_cast<uint64_t>(v);
        c.value[i] = v;
        for (int byte = 0; byte < 8; ++byte) c.bytes.push_back(uint8_t(raw >> (8 * byte)));
      } else if (halfOut) {
        uint32_t raw = uint32_t((rng() & 1) << 15 | (12 + rng() % 6) << 10 | (rng() & 0x3ff));
        c.value[i] = fieldValue(raw, 5, 10, 15);
        c.bytes.insert(c.bytes.end(), {uint8_t(raw), uint8_t(raw >> 8)});
      } else {
        float v = float(int(rng() % 2001) - 1000) / 64;
        uint32_t raw = std::bit_cast<uint32_t>(v);
        c.value[i] = v;
        c.bytes.insert(c.bytes.end(), {uint8_t(raw), uint8_t(raw >> 8), uint8_t(raw >> 16), uint8_t(raw >> 24)});
      }
    }
    uint64_t da = upload(a.bytes), db = upload(b.bytes), dc = upload(c.bytes);
    // f16 results come back widened to f32; f64 ones take 8 bytes.
    size_t dBytes = size_t(M) * N * (k.out == GemmKernel::OutF64 ? 8 : 4);
    uint64_t dd = alloc(dBytes);
    Dim3 grid((N + k.tileN * kWaves - 1) / (k.tileN * kWaves), (M + k.tileM - 1) / k.tileM);
    run(k.name, grid, Dim3(kWaves * waveSize()), {ptr(da), ptr(db), ptr(dc), ptr(dd), i32(M), i32(N), i32(K)});
    std::vector<uint8_t> d = download<uint8_t>(dd, dBytes);

    unsigned failures = 0;
    for (int i = 0; i < M && failures < 10; ++i)
      for (int j = 0; j < N && failures < 10; ++j) {
        long double ref = c.value[size_t(i) * N + j], magnitude = std::fabs(ref);
        for (int kk = 0; kk < K; ++kk) {
          long double p = (long double)a.value[size_t(i) * K + kk] * b.value[size_t(kk) * N + j];
          ref += p;
          magnitude += std::fabs(p);
        }
        size_t at = size_t(i) * N + j;
        bool ok;
        double got;
        if (k.out == GemmKernel::OutI32) {
          int32_t g;
          std::memcpy(&g, &d[at * 4], 4);
          got = g;
          ok = g == int32_t(uint32_t(int64_t(ref)));  // i32 accumulation wraps
        } else if (k.out == GemmKernel::OutF64) {
          double g;
          std::memcpy(&g, &d[at * 8], 8);
          got = g;
          ok = std::fabs(got - double(ref)) <= 1e-14 * double(magnitude) + 1e-300;
        } else if (halfOut) {
          float g;
          std::memcpy(&g, &d[at * 4], 4);
          got = g;
          // An f16 result: exactly representable in f16, within one f16 rounding of the sum.
          ok = double(float(_Float16(g))) == got &&
               std::fabs(got - double(ref)) <= 0x1p-10 * double(std::max(magnitude, std::fabs(ref))) + 1e-6;
        } else {
          float g;
          std::memcpy(&g, &d[at * 4], 4);
          got = g;
          ok = std::fabs(got - double(ref)) <= 1e-6 * double(magnitude) + 1e-30;
        }
        if (!ok) {
          ++failures;
          ADD_FAILURE() << "D[" << i << "][" << j << "] = " << got << ", expected " << double(ref);
        }
      }
  }
};

TEST_P(MatrixTest, GemmsMatchCpuReference) {
  const std::string& arch = GetParam().arch;
  unsigned ran = 0;
  for (const GemmKernel& k : kKernels) {
    if (std::find(k.archs.begin(), k.archs.end(), arch) == k.archs.end()) continue;
    ASSERT_EQ(waveSize(), arch.starts_with("gfx9") ? 64u : 32u);
    int tm = int(k.tileM), tn = int(k.tileN);
    runGemm(k, 2 * tm, 2 * kWaves * tn, 64);           // whole tiles, several k steps
    runGemm(k, tm + 5, kWaves * tn + 3, 37);            // ragged edges everywhere
    runGemm(k, 3, 7, 1);                                // a single partial tile, K below one step
    ++ran;
  }
  EXPECT_GT(ran, 0u) << "no matrix kernel for " << arch;
}

TEST_P(MatrixTest, BatchedFourByFourWithBroadcastModifiers) {
  // v_mfma_f32_4x4x4_16b_f16: 16 blocks; block b uses A of block (b >> cbsz << cbsz) + abid and
  // B read through the blgp lane pattern (lane l of block l / 4 reads lane src(l)).
  if (!GetParam().arch.starts_with("gfx9")) GTEST_SKIP() << "MFMA only";
  struct Variant {
    const char* kernel;
    unsigned cbsz, abid, blgp;
  };
  auto blgpSource = [](unsigned lane, unsigned blgp) -> unsigned {
    switch (blgp) {
    case 1: return lane % 32;
    case 3: return (lane + 16) % 64;
    case 6: return 32 + lane % 16;
    default: return lane;
    }
  };
  for (Variant v : {Variant{"mfma_4x4x4_16b_f16_plain", 0, 0, 0}, Variant{"mfma_4x4x4_16b_f16_cbsz2_abid1", 2, 1, 0},
                    Variant{"mfma_4x4x4_16b_f16_cbsz4_abid9_blgp1", 4, 9, 1},
                    Variant{"mfma_4x4x4_16b_f16_blgp3", 0, 0, 3}, Variant{"mfma_4x4x4_16b_f16_blgp6", 0, 0, 6}}) {
    SCOPED_TRACE(v.kernel);
    Matrix a = random(Elem::F16, 256, false), b = random(Elem::F16, 256, false);
    std::vector<float> c(256);
    for (float& x : c) x = float(int(rng() % 2001) - 1000) / 64;
    uint64_t da = upload(a.bytes), db = upload(b.bytes), dc = upload(c), dd = alloc(256 * 4);
    run(v.kernel, Dim3(1), Dim3(64), {ptr(da), ptr(db), ptr(dc), ptr(dd)});
    std::vector<float> d = download<float>(dd, 256);
    for (unsigned blk = 0; blk < 16; ++blk)
      for (unsigned i = 0; i < 4; ++i)
        for (unsigned j = 0; j < 4; ++j) {
          unsigned aBlk = (blk >> v.cbsz << v.cbsz) + v.abid;
          unsigned bLane = blgpSource(blk * 4 + j, v.blgp), bBlk = bLane / 4, bCol = bLane % 4;
          long double ref = c[(blk * 4 + i) * 4 + j], magnitude = std::fabs(ref);
          for (unsigned k = 0; k < 4; ++k) {
            long double p = (long double)a.value[(aBlk * 4 + i) * 4 + k] * b.value[(bBlk * 4 + k) * 4 + bCol];
            ref += p;
            magnitude += std::fabs(p);
          }
          float got = d[(blk * 4 + i) * 4 + j];
          EXPECT_LE(std::fabs(got - double(ref)), 1e-6 * double(magnitude) + 1e-30)
              << "block " << blk << " D[" << i << "][" << j << "] = " << got << ", expected " << double(ref);
        }
  }
}

}  // namespace

FLY_KERNEL_VARIANTS(MatrixTest, "matrix");

}  // namespace fly::emu::test
