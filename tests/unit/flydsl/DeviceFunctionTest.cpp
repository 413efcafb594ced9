// Device functions taking tensors, called from kernels (tests/lit/flydsl/Inputs/device-functions.fly):
// FlyDSL's fly-rewrite-func-signature form, where a function's `!fly.memref` argument travels as
// its pointer and the dynamic leaves of its layout. Compiled through fly-llc's path for every arch
// and run on the emulator on random data against CPU references written here:
//   column_axpy: B[r][k] += a * A[k][r] for r < M, k < K, with padded row pitches (the column of A
//                passed as a tensor with a dynamic extent and stride, the row of B with a dynamic
//                extent; a gpu.func passes both on to a func.func);
//   lds_reverse: out[t] = in[63 - t] (0 past n) for t < n, through two functions of an LDS tile.
// Padding and a guard past each output must stay untouched.
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

using namespace fly;

namespace {

constexpr float kUntouched = -7.5f;

std::shared_ptr<emu::CodeObject> compileModule(const target::Arch *arch) {
  std::string file = "tests/lit/flydsl/Inputs/device-functions.fly";
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + file);
  std::stringstream text;
  text << in.rdbuf();
  codegen::CompileOptions options;
  options.arch = arch;
  auto hsaco = codegen::compileFlySource(text.str(), file, options);
  if (!hsaco) {
    ADD_FAILURE() << file << " for " << arch->name << ": " << llvm::toString(hsaco.takeError());
    return nullptr;
  }
  auto object = emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(hsaco->data()), hsaco->size()));
  if (!object) {
    ADD_FAILURE() << llvm::toString(object.takeError());
    return nullptr;
  }
  return *object;
}

class DeviceFunctionRun : public testing::TestWithParam<std::string> {};

TEST_P(DeviceFunctionRun, ColumnAxpyThroughTwoCalls) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  auto object = compileModule(arch);
  ASSERT_TRUE(object);
  struct Shape { int K, M, padA, padB; };
  const Shape shapes[] = {{1, 1, 0, 0}, {5, 3, 2, 1}, {17, 37, 3, 0}, {64, 100, 0, 5}, {33, 128, 1, 2}};
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  for (const Shape &s : shapes) {
    SCOPED_TRACE("K=" + std::to_string(s.K) + " M=" + std::to_string(s.M) + " on " + std::string(arch->name));
    int lda = s.M + s.padA, ldb = s.K + s.padB;
    // A: K x M, B: M x K, both row-major with their pitch; one guard row past B.
    std::vector<float> A(size_t(s.K * lda)), B(size_t((s.M + 1) * ldb), kUntouched);
    for (float &x : A) x = dist(rng);
    for (int r = 0; r < s.M; ++r)
      for (int k = 0; k < s.K; ++k) B[size_t(r * ldb + k)] = dist(rng);
    float a = dist(rng);
    std::vector<float> want = B;
    for (int r = 0; r < s.M; ++r)
      for (int k = 0; k < s.K; ++k) want[size_t(r * ldb + k)] = a * A[size_t(k * lda + r)] + B[size_t(r * ldb + k)];

    emu::Device device;
    auto dA = device.allocate(A.size() * 4), dB = device.allocate(B.size() * 4);
    ASSERT_TRUE(dA && dB);
    ASSERT_FALSE(bool(device.copyIn(*dA, A.data(), A.size() * 4)));
    ASSERT_FALSE(bool(device.copyIn(*dB, B.data(), B.size() * 4)));
    using emu::ArgValue;
    auto stats = device.launch(*object, "column_axpy", emu::Dim3(1), emu::Dim3(128),
                               {ArgValue::pointer(*dA), ArgValue::i32(s.K), ArgValue::i32(s.M), ArgValue::i32(lda),
                                ArgValue::pointer(*dB), ArgValue::i32(s.M), ArgValue::i32(s.K), ArgValue::i32(ldb),
                                ArgValue::f32(a)});
    ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
    std::vector<float> out(B.size());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dB, out.size() * 4)));
    int wrong = 0;
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != want[i] && wrong++ < 5)
        ADD_FAILURE() << "B element " << i << " = " << out[i] << ", want " << want[i];
    EXPECT_EQ(wrong, 0);
  }
}

TEST_P(DeviceFunctionRun, LdsReverseThroughCalls) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  auto object = compileModule(arch);
  ASSERT_TRUE(object);
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  for (int n : {1, 13, 63, 64}) {
    SCOPED_TRACE("n=" + std::to_string(n) + " on " + std::string(arch->name));
    std::vector<float> in(static_cast<size_t>(n));
    std::vector<float> out(static_cast<size_t>(n + 8), kUntouched);
    for (float &x : in) x = dist(rng);
    std::vector<float> want = out;
    for (int t = 0; t < n; ++t) want[size_t(t)] = 63 - t < n ? in[size_t(63 - t)] : 0.0f;
    emu::Device device;
    auto din = device.allocate(in.size() * 4), dout = device.allocate(out.size() * 4);
    ASSERT_TRUE(din && dout);
    ASSERT_FALSE(bool(device.copyIn(*din, in.data(), in.size() * 4)));
    ASSERT_FALSE(bool(device.copyIn(*dout, out.data(), out.size() * 4)));
    using emu::ArgValue;
    auto stats = device.launch(*object, "lds_reverse", emu::Dim3(1), emu::Dim3(64),
                               {ArgValue::pointer(*din), ArgValue::i32(n), ArgValue::pointer(*dout), ArgValue::i32(n)});
    ASSERT_TRUE(bool(stats)) << llvm::toString(stats.takeError());
    ASSERT_FALSE(bool(device.copyOut(out.data(), *dout, out.size() * 4)));
    int wrong = 0;
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i] != want[i] && wrong++ < 5)
        ADD_FAILURE() << "out element " << i << " = " << out[i] << ", want " << want[i];
    EXPECT_EQ(wrong, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, DeviceFunctionRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace
