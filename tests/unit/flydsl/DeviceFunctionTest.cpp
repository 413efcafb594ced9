// Device functions taking tensors, called from kernels (tests/lit/flydsl/Inputs/device-functions.fly):
// FlyDSL's fly-rewrite-func-signature form, where a function's `!fly.memref` argument travels as
// its pointer and the dynamic leaves of its layout. Compiled through fly-llc's path for every arch
// and run on the emulator on random data against CPU references written here:
//   column_axpy: B[r][k] += a * A[k][r] for r < M, k < K, with padded row pitches (the column of A
//                passed as a tensor with a dynamic extent and stride, the row of B with a dynamic
//                extent; a gpu.func passes both on to a func.func);
//   lds_reverse: out[t] = in[63 - t] (0 past n) for t < n, through two functions of an LDS tile;
//   swizzled_row: a row of a swizzled LDS view passed to a function (the row's place in its type):
//                 the tile read back raw holds in[i] at CuTe's Swizzle<2,2,3> of 96 + i;
//   buffer_shift: a buffer tensor passed to a function reading element t + 1 (0 past the end);
//   compact:      a layout and a coordinate passed to a function as their dynamic leaves (and a
//                 static int tuple sunk into it) address a padded matrix: out[t] = A[t / N][t % N].
// Padding and a guard past each output must stay untouched.
#include "EmulatorRun.h"

#include <fstream>
#include <random>
#include <sstream>

using namespace fly;
using namespace fly::testing_support;

namespace {

constexpr float kUntouched = -7.5f;

std::shared_ptr<emu::CodeObject> compileModule(const target::Arch *arch) {
  std::string file = "tests/lit/flydsl/Inputs/device-functions.fly";
  std::ifstream in(std::string(FLY_SOURCE_DIR) + "/" + file);
  std::stringstream text;
  text << in.rdbuf();
  return compileForEmulator(text.str(), file, arch);
}

// The module compiled for the test's arch.
class DeviceFunctionRun : public testing::TestWithParam<std::string> {
protected:
  void SetUp() override {
    arch_ = target::findArch(GetParam());
    ASSERT_TRUE(arch_);
    object_ = compileModule(arch_);
    ASSERT_TRUE(object_);
  }
  const target::Arch *arch_ = nullptr;
  std::shared_ptr<emu::CodeObject> object_;
};

TEST_P(DeviceFunctionRun, ColumnAxpyThroughTwoCalls) {
  struct Shape { int K, M, padA, padB; };
  const Shape shapes[] = {{1, 1, 0, 0}, {5, 3, 2, 1}, {17, 37, 3, 0}, {64, 100, 0, 5}, {33, 128, 1, 2}};
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-4.0f, 4.0f);
  for (const Shape &s : shapes) {
    SCOPED_TRACE("K=" + std::to_string(s.K) + " M=" + std::to_string(s.M) + " on " + std::string(arch_->name));
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

    EmulatorRun run;
    uint64_t dA = run.buffer(A), dB = run.buffer(B);
    using emu::ArgValue;
    ASSERT_TRUE(run.launch(*object_, "column_axpy", 128,
                           {ArgValue::pointer(dA), ArgValue::i32(s.K), ArgValue::i32(s.M), ArgValue::i32(lda),
                            ArgValue::pointer(dB), ArgValue::i32(s.M), ArgValue::i32(s.K), ArgValue::i32(ldb),
                            ArgValue::f32(a)}));
    expectElementsEqual(B, want, "B");
  }
}

TEST_P(DeviceFunctionRun, LdsReverseThroughCalls) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  for (int n : {1, 13, 63, 64}) {
    SCOPED_TRACE("n=" + std::to_string(n) + " on " + std::string(arch_->name));
    std::vector<float> in(static_cast<size_t>(n));
    std::vector<float> out(static_cast<size_t>(n + 8), kUntouched);
    for (float &x : in) x = dist(rng);
    std::vector<float> want = out;
    for (int t = 0; t < n; ++t) want[size_t(t)] = 63 - t < n ? in[size_t(63 - t)] : 0.0f;
    EmulatorRun run;
    uint64_t din = run.buffer(in), dout = run.buffer(out);
    using emu::ArgValue;
    ASSERT_TRUE(run.launch(*object_, "lds_reverse", 64,
                           {ArgValue::pointer(din), ArgValue::i32(n), ArgValue::pointer(dout), ArgValue::i32(n)}));
    expectElementsEqual(out, want, "out");
  }
}

// CuTe's Swizzle<B, M, S> of an offset: the B bits at M + S xor-ed into the B bits at M.
int cuteSwizzle(int x, int b, int m, int sh) {
  int mask = ((1 << b) - 1) << (m + sh);
  return x ^ ((x & mask) >> sh);
}

TEST_P(DeviceFunctionRun, SwizzledRowKeepsTheViewPointer) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  std::vector<float> in(32);
  for (float &x : in) x = dist(rng);
  std::vector<float> out(40, kUntouched), want(40, kUntouched);
  for (int i = 0; i < 32; ++i) want[size_t(cuteSwizzle(96 + i, 2, 2, 3) - 96)] = in[size_t(i)];
  EmulatorRun run;
  uint64_t din = run.buffer(in), dout = run.buffer(out);
  ASSERT_TRUE(run.launch(*object_, "swizzled_row", 32, {emu::ArgValue::pointer(din), emu::ArgValue::pointer(dout)}));
  expectElementsEqual(out, want, "out");
  EXPECT_NE(want[0], in[0]); // the swizzle moved elements
}

TEST_P(DeviceFunctionRun, BufferTensorThroughACall) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  for (int n : {1, 2, 37, 64}) {
    SCOPED_TRACE("n=" + std::to_string(n) + " on " + std::string(arch_->name));
    // The input sits in a larger allocation whose next element is not zero: only the buffer's
    // size stops the last thread's read.
    std::vector<float> in(static_cast<size_t>(n + 4), 99.0f);
    for (int i = 0; i < n; ++i) in[size_t(i)] = dist(rng);
    std::vector<float> out(static_cast<size_t>(n + 8), kUntouched);
    std::vector<float> want = out;
    for (int t = 0; t < n; ++t) want[size_t(t)] = t + 1 < n ? in[size_t(t + 1)] : 0.0f;
    EmulatorRun run;
    uint64_t din = run.buffer(in), dout = run.buffer(out);
    using emu::ArgValue;
    ASSERT_TRUE(run.launch(*object_, "buffer_shift", 64,
                           {ArgValue::pointer(din), ArgValue::i32(n), ArgValue::pointer(dout), ArgValue::i32(n)}));
    expectElementsEqual(out, want, "out");
  }
}

TEST_P(DeviceFunctionRun, LayoutAndCoordinateArguments) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
  struct Shape { int M, N, pad; };
  for (Shape s : {Shape{1, 1, 0}, Shape{3, 5, 2}, Shape{7, 17, 1}, Shape{4, 32, 0}}) {
    SCOPED_TRACE(std::to_string(s.M) + "x" + std::to_string(s.N) + " on " + std::string(arch_->name));
    int lda = s.N + s.pad;
    std::vector<float> A(static_cast<size_t>(s.M * lda));
    for (float &x : A) x = dist(rng);
    std::vector<float> out(static_cast<size_t>(s.M * s.N + 8), kUntouched);
    std::vector<float> want = out;
    for (int r = 0; r < s.M; ++r)
      for (int c = 0; c < s.N; ++c) want[size_t(r * s.N + c)] = A[size_t(r * lda + c)];
    EmulatorRun run;
    uint64_t dA = run.buffer(A), dout = run.buffer(out);
    using emu::ArgValue;
    ASSERT_TRUE(run.launch(*object_, "compact", 128,
                           {ArgValue::pointer(dA), ArgValue::i32(s.M), ArgValue::i32(s.N), ArgValue::i32(lda),
                            ArgValue::pointer(dout), ArgValue::i32(s.M * s.N)}));
    expectElementsEqual(out, want, "out");
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, DeviceFunctionRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace
