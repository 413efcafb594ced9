// fx kernels compile through the fly-llc pipeline and run on the emulator of every arch.
#include "fly/dsl/fx.h"
#include "DslTestSupport.h"
#include "fly/runtime/DslCompiler.h"
#include "fly/runtime/HostArgs.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

#include <random>

namespace fx = fly::fx;
using namespace fly;

namespace {

class DslRun : public testing::TestWithParam<std::string> {};

// Each thread sums a strip of `in` with a loop-carried accumulator, reduces across the
// wave with xor shuffles and writes one value per wave.
TEST_P(DslRun, LoopShuffleAndLds) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  const int wave = int(arch->waveSize);
  const int block = 128;
  fx::Module m;
  m.kernel("strip_sum", [&](fx::Ptr<fx::Float32> in, fx::Ptr<fx::Float32> out, fx::Int32 perThread) {
    fx::Index tid = fx::thread_idx.x();
    fx::Index count = perThread.to<fx::Index>();
    fx::Float32 acc = fx::range(0, count, 1, fx::Float32(0.0f),
                                [&](fx::Index i, fx::Float32 a) { return a + in.load(tid * count + i); });
    for (int offset = wave / 2; offset > 0; offset /= 2) acc = acc + fx::shuffle_xor(acc, offset, wave);
    auto partial = fx::lds_alloc<fx::Float32>(block / wave);
    fx::if_(fx::lane_id() == 0, [&] { partial.store(tid / wave, acc); });
    fx::barrier();
    fx::if_(tid == 0, [&] {
      fx::Float32 total = 0.0f;
      for (int w = 0; w < block / wave; ++w) total = total + partial.load(fx::Index(w));
      out.store(fx::Index(0), total);
    });
  }, {.block = {unsigned(block), 1, 1}});
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");

  const int perThread = 3;
  std::vector<float> in(block * perThread), out(1, -1.0f);
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dist(-8, 8); // small integers: every order of summation is exact
  double want = 0;
  for (float &x : in) want += (x = float(dist(rng)));
  runtime::HostTensor tin{in.data(), "f32", 4, {int64_t(in.size())}, {}};
  runtime::HostTensor tout{out.data(), "f32", 4, {1}, {}};
  runtime::LaunchConfig config;
  config.block[0] = block;
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "strip_sum", config,
                                              {&tin, &tout, int32_t(perThread)});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  EXPECT_EQ(out[0], float(want));
}

// shuffle_xor by every constant mask of the wave moves lane t's value to lane t ^ mask (ds_swizzle
// below 32; xor 32 over 64 lanes and wave - 1: ds_bpermute).
// Two waves, so a lane's wave-relative index differs from its thread index.
TEST_P(DslRun, ShuffleXorMovesEveryLaneToItsPartner) {
  const target::Arch *arch = target::findArch(GetParam());
  ASSERT_TRUE(arch);
  const int wave = int(arch->waveSize), block = 2 * wave;
  std::vector<int> masks;
  for (int mask = 1; mask < wave; mask *= 2) masks.push_back(mask);
  masks.push_back(wave - 1);
  fx::Module m;
  m.kernel("xor_lanes", [&](fx::Ptr<fx::Float32> in, fx::Ptr<fx::Float32> out) {
    fx::Index tid = fx::thread_idx.x();
    fx::Float32 x = in.load(tid);
    for (size_t i = 0; i < masks.size(); ++i) out.store(tid + int64_t(i) * block, fx::shuffle_xor(x, masks[i], wave));
  }, {.block = {unsigned(block), 1, 1}});
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");
  std::vector<float> in(static_cast<size_t>(block)), out(masks.size() * static_cast<size_t>(block), -1.0f);
  for (int t = 0; t < block; ++t) in[size_t(t)] = float(t + 1);
  runtime::HostTensor tin{in.data(), "f32", 4, {int64_t(in.size())}, {}};
  runtime::HostTensor tout{out.data(), "f32", 4, {int64_t(out.size())}, {}};
  runtime::LaunchConfig config;
  config.block[0] = unsigned(block);
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "xor_lanes", config, {&tin, &tout});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  for (size_t i = 0; i < masks.size(); ++i)
    for (int t = 0; t < block; ++t)
      EXPECT_EQ(out[i * size_t(block) + size_t(t)], float((t ^ masks[i]) + 1)) << "mask " << masks[i] << " lane " << t;
}

// A dynamic column-major layout (rows, n):(1, rows) addressed through crd2idx: thread t
// writes t to the element at coordinate (t % rows, t / rows), so out comes back as 0, 1, 2, ...
TEST_P(DslRun, DynamicLayoutIndexing) {
  const target::Arch *arch = target::findArch(GetParam());
  fx::Module m;
  m.kernel("layout_store", [&](fx::Ptr<fx::Int32> out, fx::Int32 rows, fx::Int32 cols) {
    fx::Index t = fx::thread_idx.x();
    fx::Index r = rows.to<fx::Index>();
    auto layout = fx::make_layout(fx::make_shape(rows, cols), fx::make_stride(1, rows));
    fx::if_(t < r * cols.to<fx::Index>(), [&] {
      out.store(fx::crd2idx(fx::make_coord(t % r, t / r), layout), t.to<fx::Int32>());
    });
  });
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");
  const int rows = 5, cols = 7;
  std::vector<int32_t> out(rows * cols, -1);
  runtime::HostTensor tout{out.data(), "i32", 4, {rows * cols}, {}};
  runtime::LaunchConfig config;
  config.block[0] = 64;
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "layout_store", config, {&tout, int32_t(rows), int32_t(cols)});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  for (int i = 0; i < rows * cols; ++i) EXPECT_EQ(out[size_t(i)], i);
}

// fx::printf: each `{}` takes the next value; the emulator device prints after the launch.
TEST_P(DslRun, PrintfFormatsValues) {
  const target::Arch *arch = target::findArch(GetParam());
  fx::Module m;
  m.kernel("hello", [&](fx::Int32 k) {
    fx::Index tid = fx::thread_idx.x();
    fx::if_(tid < 2, [&] { fx::printf("thread {} k = {} half = {}", tid, k, k.to<fx::Float32>() * 0.5f); });
  });
  auto k = dsltest::compileOnEmulator(m, *arch);
  ASSERT_EQ(k.error, "");
  std::string output;
  k.device->setPrintfOutput([&](llvm::StringRef text) { output += text.str(); });
  runtime::LaunchConfig config;
  config.block[0] = 64;
  llvm::Error e = runtime::launchWithHostArgs(*k.device, *k.module, "hello", config, {int32_t(7)});
  ASSERT_FALSE(bool(e)) << llvm::toString(std::move(e));
  EXPECT_EQ(output, "thread 0 k = 7 half = 3.5\nthread 1 k = 7 half = 3.5\n");
}

TEST(DslCompile, PrintfPlaceholderCountIsAnErrorAtTheUsersLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Int32 k) {
    fx::printf("{} and {}", k); line = __LINE__;
  });
  codegen::CompileOptions options;
  options.arch = target::findArch("gfx942");
  auto object = runtime::compile(m, options);
  ASSERT_FALSE(bool(object));
  std::string message = llvm::toString(object.takeError());
  EXPECT_NE(message.find("DslRunTest.cpp:" + std::to_string(line)), std::string::npos) << message;
  EXPECT_NE(message.find("2 placeholders"), std::string::npos) << message;
}

TEST(DslCompile, BuildErrorsNameTheCppLine) {
  fx::Module m;
  unsigned line = 0;
  m.kernel("k", [&](fx::Ptr<fx::Float32> out, fx::Vector<fx::Float32, 4> v) {
    out.store(fx::Index(0), fx::shuffle_xor(v, 1, 32)[0]);
    line = __LINE__ - 1;
  });
  codegen::CompileOptions options;
  options.arch = target::findArch("gfx942");
  auto object = runtime::compile(m, options);
  ASSERT_FALSE(bool(object));
  std::string message = llvm::toString(object.takeError());
  EXPECT_NE(message.find("DslRunTest.cpp:" + std::to_string(line)), std::string::npos) << message;
  EXPECT_NE(message.find("moves 32-bit values"), std::string::npos) << message;
}

INSTANTIATE_TEST_SUITE_P(Archs, DslRun, testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"),
                         [](const testing::TestParamInfo<std::string> &i) { return i.param; });

} // namespace
