// fx MMA objects: make_mma_atom, make_tiled_mma, thr_slice/partition_*, make_fragment_*,
// gemm. Each case builds a tiled GEMM D = A * B^T + C with fx (A: M x K row-major, B: N x K
// row-major, C/D: M x N row-major) whose fragments load straight from global memory, compiles it
// through the fly-llc pipeline and runs it on the emulator against a CPU matmul. Inputs are small
// integers, exact in every element type, so the comparison is exact.
#include "fly/dsl/fx.h"
#include "DslTestSupport.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"
#include "fly/target/MmaAtom.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

namespace fx = fly::fx;
using namespace fly;

namespace {

// Bits of a small integer in an element type of 16 or 32 bits.
uint32_t encodeSmall(const std::string &type, int x) {
  float f = float(x);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  if (type == "f32") return bits;
  if (type == "bf16") return bits >> 16; // exact: small integers have short mantissas
  _Float16 h = _Float16(f);
  uint16_t hb;
  std::memcpy(&hb, &h, 2);
  return hb;
}
double decode(const std::string &type, uint32_t bits) {
  if (type == "f32") {
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  if (type == "bf16") return decode("f32", bits << 16);
  uint16_t hb = uint16_t(bits);
  _Float16 h;
  std::memcpy(&h, &hb, 2);
  return double(h);
}

struct MmaCase {
  std::string arch;
  std::string atom; // atom type text
  int thrM, thrN;   // atom layout (ThrM, ThrN, 1)
  int M, N, K;      // the whole problem is one tiled-MMA tile multiple
};

void PrintTo(const MmaCase &c, std::ostream *os) {
  *os << c.atom << " " << c.thrM << "x" << c.thrN << " on " << c.arch << " " << c.M << "x" << c.N << "x" << c.K;
}

class DslMma : public testing::TestWithParam<MmaCase> {};

template <class T> using P = fx::Ptr<T>;

TEST_P(DslMma, TiledGemmMatchesTheCpu) {
  const MmaCase &mc = GetParam();
  const target::Arch *arch = target::findArch(mc.arch);
  ASSERT_TRUE(arch);
  const target::MmaAtom *row = *target::parseMmaAtomType(mc.atom, arch);
  const std::string at(row->aType), ct(row->cType);
  const int M = mc.M, N = mc.N, K = mc.K;
  fly::Layout atomLayout(IntTuple::of(Int(mc.thrM), Int(mc.thrN), Int(1)),
                         IntTuple::of(Int(1), Int(mc.thrM), Int(0)));
  int threads = 0;
  fx::Module m;
  auto body = [&]<class TA, class TC>(P<TA> a, P<TA> b, P<TC> c, P<TC> d) {
    fx::MmaAtom atom = fx::make_mma_atom(mc.atom);
    fx::TiledMma mma = fx::make_tiled_mma(atom, atomLayout);
    threads = mma.size();
    fx::ThrMma thr = mma.thr_slice(fx::thread_idx.x());
    fly::Layout la(IntTuple::of(Int(M), Int(K)), IntTuple::of(Int(K), Int(1)));
    fly::Layout lb(IntTuple::of(Int(N), Int(K)), IntTuple::of(Int(K), Int(1)));
    fly::Layout lc(IntTuple::of(Int(M), Int(N)), IntTuple::of(Int(N), Int(1)));
    fx::MmaPartition pa = thr.partition_A(la), pb = thr.partition_B(lb), pc = thr.partition_C(lc);
    fx::Fragment fa = thr.make_fragment_A(pa), fb = thr.make_fragment_B(pb), fc = thr.make_fragment_C(pc);
    fa.load(a, pa);
    fb.load(b, pb);
    fc.load(c, pc);
    // partition_fragment_C agrees with make_fragment_C of the partition.
    fx::Fragment shaped = thr.partition_fragment_C(lc);
    EXPECT_EQ(shaped.frgV(), fc.frgV());
    EXPECT_EQ(shaped.restRow() * shaped.restCol(), fc.restRow() * fc.restCol());
    fx::gemm(mma, fc, fa, fb, fc);
    fc.store(d, pc);
  };
  auto build = [&]<class TA, class TC>() {
    m.kernel("gemm", [&](P<TA> a, P<TA> b, P<TC> c, P<TC> d) { body.template operator()<TA, TC>(a, b, c, d); });
  };
  if (at == "f16") build.template operator()<fx::Float16, fx::Float32>();
  else if (at == "bf16") build.template operator()<fx::BFloat16, fx::Float32>();
  else build.template operator()<fx::Float32, fx::Float32>();
  ASSERT_EQ(m.errors(), "");

  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");

  std::mt19937 rng(12);
  std::uniform_int_distribution<int> small(-3, 3);
  std::vector<int> A(size_t(M) * K), B(size_t(N) * K), C(size_t(M) * N);
  for (int &x : A) x = small(rng);
  for (int &x : B) x = small(rng);
  for (int &x : C) x = small(rng);
  unsigned ab = at == "f32" ? 4 : 2;
  std::vector<uint8_t> ha(A.size() * ab), hb(B.size() * ab);
  auto fill = [&](std::vector<uint8_t> &h, const std::vector<int> &v) {
    for (size_t i = 0; i < v.size(); ++i) {
      uint32_t bits = encodeSmall(at, v[i]);
      std::memcpy(h.data() + i * ab, &bits, ab);
    }
  };
  fill(ha, A);
  fill(hb, B);
  std::vector<float> hc(C.begin(), C.end()), hd(C.size(), -999.0f);
  runtime::HostTensor ta{ha.data(), at, ab, {M, K}, {}}, tb{hb.data(), at, ab, {N, K}, {}};
  runtime::HostTensor tc{hc.data(), ct, 4, {M, N}, {}}, td{hd.data(), ct, 4, {M, N}, {}};
  runtime::LaunchConfig config;
  config.block[0] = unsigned(threads);
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "gemm", config, {&ta, &tb, &tc, &td});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  int wrong = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double want = C[size_t(i) * N + j];
      for (int k = 0; k < K; ++k) want += double(A[size_t(i) * K + k]) * B[size_t(j) * K + k];
      if (hd[size_t(i) * N + j] != want && wrong++ < 5)
        ADD_FAILURE() << "D(" << i << ", " << j << ") = " << hd[size_t(i) * N + j] << ", want " << want;
    }
  EXPECT_EQ(wrong, 0);
  (void)decode;
}

std::vector<MmaCase> cases() {
  return {
      {"gfx942", fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16), 2, 2, 32, 64, 32},
      {"gfx942", fx::rocdl::MFMA(32, 32, 8, fx::Elem::BF16), 1, 2, 32, 64, 16},
      {"gfx942", fx::rocdl::MFMA(16, 16, 4, fx::Elem::F32), 2, 1, 32, 16, 8},
      {"gfx950", fx::rocdl::MFMA(16, 16, 32, fx::Elem::F16), 2, 2, 32, 32, 64},
      {"gfx950", fx::rocdl::MFMA(16, 16, 16, fx::Elem::BF16), 1, 1, 32, 32, 32},
      {"gfx1201", fx::rocdl::WMMA(16, 16, 16, fx::Elem::F16), 2, 2, 32, 64, 32},
      {"gfx1201", fx::rocdl::WMMA(16, 16, 16, fx::Elem::BF16), 1, 2, 16, 32, 16},
      {"gfx1250", fx::rocdl::WMMA(16, 16, 32, fx::Elem::F16), 2, 1, 32, 16, 64},
      {"gfx1250", fx::rocdl::WMMA(16, 16, 4, fx::Elem::F32), 1, 2, 16, 32, 8},
      {"gfx1201", fx::UniversalFMA(fx::Elem::F32), 8, 8, 16, 8, 4},
  };
}

INSTANTIATE_TEST_SUITE_P(Atoms, DslMma, testing::ValuesIn(cases()), [](const testing::TestParamInfo<MmaCase> &i) {
  std::string name = i.param.arch + "_" + std::to_string(i.index);
  return name;
});

// The same GEMM written on fx::Tensor kernel arguments (static layouts): partition_A/B/C of a
// tensor give the thread's part as a tensor, fragments load from and store to it.
TEST(DslMmaTensors, TiledGemmOnTensorArguments) {
  for (const char *archName : {"gfx942", "gfx1201"}) {
    const target::Arch *arch = target::findArch(archName);
    bool wmma = std::string(archName) == "gfx1201";
    const int M = 32, N = 64, K = 32;
    int threads = 0;
    fx::Module m;
    using F16 = fx::Float16;
    using F32 = fx::Float32;
    m.kernel("gemm", [&](fx::TensorArg<F16, "(32,32):(32,1)"> a, fx::TensorArg<F16, "(64,32):(32,1)"> b,
                         fx::TensorArg<F32, "(32,64):(64,1)"> c, fx::TensorArg<F32, "(32,64):(64,1)"> d) {
      auto atom = fx::make_mma_atom(wmma ? fx::rocdl::WMMA(16, 16, 16, fx::Elem::F16)
                                         : fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16));
      auto mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(2), Int(2), Int(1)), IntTuple::of(Int(1), Int(2), Int(0))));
      threads = mma.size();
      auto thr = mma.thr_slice(fx::thread_idx.x());
      auto ta = thr.partition_A(a), tb = thr.partition_B(b);
      auto tc = thr.partition_C(c), td = thr.partition_C(d);
      fx::Fragment fa = thr.make_fragment_A(ta), fb = thr.make_fragment_B(tb), fc = thr.make_fragment_C(tc);
      fa.load(ta);
      fb.load(tb);
      fc.load(tc);
      fx::gemm(mma, fc, fa, fb, fc);
      fc.store(td);
    });
    ASSERT_EQ(m.errors(), "");
    auto k = dsltest::compileOnEmulator(m, *arch);
    ASSERT_EQ(k.error, "");
    std::mt19937 rng(5);
    std::uniform_int_distribution<int> small(-3, 3);
    std::vector<int> A(M * K), B(N * K), C(M * N);
    for (int &x : A) x = small(rng);
    for (int &x : B) x = small(rng);
    for (int &x : C) x = small(rng);
    std::vector<uint16_t> ha(A.size()), hb(B.size());
    for (size_t i = 0; i < A.size(); ++i) ha[i] = uint16_t(encodeSmall("f16", A[i]));
    for (size_t i = 0; i < B.size(); ++i) hb[i] = uint16_t(encodeSmall("f16", B[i]));
    std::vector<float> hc(C.begin(), C.end()), hd(C.size(), -999.0f);
    runtime::HostTensor ta{ha.data(), "f16", 2, {M, K}, {}}, tb{hb.data(), "f16", 2, {N, K}, {}};
    runtime::HostTensor tc{hc.data(), "f32", 4, {M, N}, {}}, td{hd.data(), "f32", 4, {M, N}, {}};
    runtime::LaunchConfig config;
    config.block[0] = unsigned(threads);
    llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "gemm", config, {&ta, &tb, &tc, &td});
    ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
    int wrong = 0;
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        double want = C[size_t(i) * N + j];
        for (int k = 0; k < K; ++k) want += double(A[size_t(i) * K + k]) * B[size_t(j) * K + k];
        if (hd[size_t(i) * N + j] != want && wrong++ < 5)
          ADD_FAILURE() << archName << " D(" << i << ", " << j << ") = " << hd[size_t(i) * N + j] << ", want " << want;
      }
    EXPECT_EQ(wrong, 0) << archName;
  }
}

TEST(DslMmaNames, AtomConstructorsSpellFlyDslTypes) {
  EXPECT_EQ(fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16), "!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>");
  EXPECT_EQ(fx::rocdl::WMMA(16, 16, 16, fx::Elem::BF16), "!fly_rocdl.gfx120x.wmma<16x16x16, (bf16, bf16) -> f32>");
  EXPECT_EQ(fx::rocdl::WMMA(16, 16, 32, fx::Elem::F16), "!fly_rocdl.gfx1250.wmma<16x16x32, (f16, f16) -> f32>");
  EXPECT_EQ(fx::UniversalFMA(fx::Elem::F32), "!fly.universal_fma<f32>");
}

// Errors name the C++ line that made the bad object.
TEST(DslMmaErrors, UnknownAtomIsLocated) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float32>) {
    fx::make_mma_atom(fx::rocdl::MFMA(16, 16, 5, fx::Elem::F16));
    line = __LINE__ - 1;
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("DslMmaTest.cpp:" + std::to_string(line)), std::string::npos) << errors;
  EXPECT_NE(errors.find("make_mma_atom"), std::string::npos) << errors;
}

TEST(DslMmaErrors, TensorTheTileDoesNotDivide) {
  fx::Module m;
  m.kernel("k", [&](fx::Ptr<fx::Float16>) {
    auto atom = fx::make_mma_atom(fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16));
    auto mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(2), Int(1), Int(1)), IntTuple::of(Int(1), Int(0), Int(0))));
    auto thr = mma.thr_slice(fx::thread_idx.x());
    thr.partition_A(fly::Layout(IntTuple::of(Int(24), Int(16)), IntTuple::of(Int(16), Int(1))));
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("partition_A of a tensor (24,16):(16,1)"), std::string::npos) << errors;
}

TEST(DslMmaErrors, GemmFragmentsThatDisagree) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float16> p) {
    auto atom = fx::make_mma_atom(fx::rocdl::MFMA(16, 16, 16, fx::Elem::F16));
    auto mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)), IntTuple::of(Int(0), Int(0), Int(0))));
    auto thr = mma.thr_slice(fx::thread_idx.x());
    fly::Layout a(IntTuple::of(Int(32), Int(16)), IntTuple::of(Int(16), Int(1)));
    fly::Layout b(IntTuple::of(Int(16), Int(32)), IntTuple::of(Int(32), Int(1)));
    fx::Fragment fa = thr.partition_fragment_A(a), fb = thr.partition_fragment_B(b);
    fx::Fragment fc = thr.partition_fragment_C(fly::Layout(IntTuple::of(Int(32), Int(16)), IntTuple::of(Int(16), Int(1))))
                          .filled(0.0);
    fa.fill(1.0);
    fb.fill(1.0);
    fx::gemm(mma, fc, fa, fb, fc);
    line = __LINE__ - 1;
    (void)p;
  });
  std::string errors = m.errors();
  EXPECT_NE(errors.find("DslMmaTest.cpp:" + std::to_string(line)), std::string::npos) << errors;
  EXPECT_NE(errors.find("do not agree on (M, N, K) tiles"), std::string::npos) << errors;
}

} // namespace

namespace {
// fx::make_tiled_copy_A/B/C: the tiled MMA's thread-value layouts over its tiles, derived by hand
// from CuTe's get_layoutA/B/C_TV for the MFMA 16x16x4 f32 atom on four waves (2,2,1):(1,2,0) (see
// tests/lit/transforms/tiled-copy-for-mma.fly for the derivation), and the IR op they build.
TEST(DslMmaTiledCopies, MakeTiledCopyABCFollowTheMmaLayouts) {
  fx::Module m;
  std::string tv[3], tile[3];
  m.kernel("k", [&](fx::Ptr<fx::Float32>) {
    auto atom = fx::make_mma_atom(fx::rocdl::MFMA(16, 16, 4, fx::Elem::F32));
    auto mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(2), Int(2), Int(1)), IntTuple::of(Int(1), Int(2), Int(0))));
    auto copy = fx::make_copy_atom(fx::UniversalCopy(32), fx::Elem::F32);
    fx::TiledCopy tcs[3] = {fx::make_tiled_copy_A(copy, mma), fx::make_tiled_copy_B(copy, mma), fx::make_tiled_copy_C(copy, mma)};
    for (int i = 0; i < 3; ++i) {
      tv[i] = tcs[i].value().layoutTV.str();
      tile[i] = tcs[i].value().tile.str();
    }
  });
  ASSERT_EQ(m.errors(), "");
  EXPECT_EQ(tv[0], "((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))");
  EXPECT_EQ(tv[1], "((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))");
  EXPECT_EQ(tv[2], "((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))");
  EXPECT_EQ(tile[0], "(32,4)");
  EXPECT_EQ(tile[1], "(32,4)");
  EXPECT_EQ(tile[2], "(32,32)");
  std::string text = m.str();
  EXPECT_NE(text.find("!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<32>, 32>, !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>, !fly.tile<[32|32]>>"),
            std::string::npos)
      << text;
}
} // namespace
