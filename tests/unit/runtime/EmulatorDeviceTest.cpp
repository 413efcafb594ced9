#include "fly/runtime/Device.h"

#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <random>

using namespace fly::runtime;

namespace {

std::vector<uint8_t> readCodeObject(const std::string &arch) {
  std::string path = std::string(FLY_TEST_KERNELS_DIR) + "/kernels-" + arch + ".hsaco";
  auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
  EXPECT_TRUE(static_cast<bool>(buffer)) << path;
  if (!buffer)
    return {};
  return std::vector<uint8_t>((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
}

class EmulatorDevicePerArch : public ::testing::TestWithParam<const char *> {};

// The clang-built `scale` kernel (out[i] = in[i] * factor for i < n) through the
// runtime's Device interface, on sizes with ragged tails, against the CPU.
TEST_P(EmulatorDevicePerArch, RunsAKernelThroughTheDeviceInterface) {
  std::string arch = GetParam();
  auto device = openDevice("emu:" + arch);
  ASSERT_TRUE(static_cast<bool>(device)) << llvm::toString(device.takeError());
  EXPECT_EQ((*device)->arch(), arch);
  auto module = (*device)->load(readCodeObject(arch));
  ASSERT_TRUE(static_cast<bool>(module)) << llvm::toString(module.takeError());
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-100.f, 100.f);
  for (uint32_t n : {1u, 63u, 64u, 200u, 1000u}) {
    std::vector<float> in(n), out(n, -1.f);
    for (float &x : in)
      x = dist(rng);
    float factor = dist(rng);
    auto inBuf = (*device)->allocate(n * 4);
    auto outBuf = (*device)->allocate(n * 4);
    ASSERT_TRUE(inBuf && outBuf);
    ASSERT_FALSE(static_cast<bool>((*device)->copyToDevice(*inBuf, in.data(), n * 4)));
    LaunchConfig config;
    config.block[0] = 64;
    config.grid[0] = (n + 63) / 64;
    llvm::Error error = (*device)->launch(
        **module, "scale", config,
        {ArgValue::pointer(*outBuf), ArgValue::pointer(*inBuf), ArgValue::f32(factor),
         ArgValue::i32(static_cast<int32_t>(n))});
    ASSERT_FALSE(static_cast<bool>(error)) << llvm::toString(std::move(error));
    ASSERT_FALSE(static_cast<bool>((*device)->copyFromDevice(out.data(), *outBuf, n * 4)));
    for (uint32_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], in[i] * factor) << "n=" << n << " i=" << i;
    ASSERT_FALSE(static_cast<bool>((*device)->release(*inBuf)));
    ASSERT_FALSE(static_cast<bool>((*device)->release(*outBuf)));
  }
}

// Streams are in order: three launches chained through one buffer (each scales the previous
// result) give factor^3 * x; events around them measure a time; events and streams of another
// device, and an event never recorded, are errors.
TEST_P(EmulatorDevicePerArch, StreamsRunInOrderAndEventsTimeThem) {
  std::string arch = GetParam();
  auto device = openDevice("emu:" + arch);
  ASSERT_TRUE(static_cast<bool>(device)) << llvm::toString(device.takeError());
  auto module = (*device)->load(readCodeObject(arch));
  ASSERT_TRUE(static_cast<bool>(module)) << llvm::toString(module.takeError());
  auto stream = (*device)->createStream();
  auto start = (*device)->createEvent(), end = (*device)->createEvent();
  ASSERT_TRUE(stream && start && end);
  const uint32_t n = 333;
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> dist(-4.f, 4.f);
  std::vector<float> in(n), out(n);
  for (float &x : in)
    x = dist(rng);
  const float factors[3] = {1.5f, -0.25f, 3.0f};
  auto a = (*device)->allocate(n * 4), b = (*device)->allocate(n * 4);
  ASSERT_TRUE(a && b);
  ASSERT_FALSE(static_cast<bool>((*device)->copyToDevice(*a, in.data(), n * 4)));
  LaunchConfig config;
  config.block[0] = 64;
  config.grid[0] = (n + 63) / 64;
  ASSERT_FALSE(static_cast<bool>((*device)->recordEvent(**start, stream->get())));
  uint64_t from = *a, to = *b;
  for (float factor : factors) {
    llvm::Error e = (*device)->enqueue(**module, "scale", config,
                                       {ArgValue::pointer(to), ArgValue::pointer(from),
                                        ArgValue::f32(factor), ArgValue::i32(int32_t(n))},
                                       stream->get());
    ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));
    std::swap(from, to);
  }
  ASSERT_FALSE(static_cast<bool>((*device)->recordEvent(**end, stream->get())));
  ASSERT_FALSE(static_cast<bool>((*device)->synchronize(stream->get())));
  ASSERT_FALSE(static_cast<bool>((*device)->synchronizeEvent(**end)));
  auto ms = (*device)->elapsedMilliseconds(**start, **end);
  ASSERT_TRUE(static_cast<bool>(ms)) << llvm::toString(ms.takeError());
  EXPECT_GT(*ms, 0.0);
  ASSERT_TRUE((*device)->lastLaunchInstructions().has_value());
  EXPECT_GT(*(*device)->lastLaunchInstructions(), 0u);
  ASSERT_FALSE(static_cast<bool>((*device)->copyFromDevice(out.data(), from, n * 4)));
  for (uint32_t i = 0; i < n; ++i)
    ASSERT_EQ(out[i], in[i] * factors[0] * factors[1] * factors[2]) << i;

  auto never = (*device)->createEvent();
  ASSERT_TRUE(static_cast<bool>(never));
  auto unrecorded = (*device)->elapsedMilliseconds(**start, **never);
  ASSERT_FALSE(static_cast<bool>(unrecorded));
  EXPECT_NE(llvm::toString(unrecorded.takeError()).find("never recorded"), std::string::npos);
  auto other = openDevice("emu:" + arch);
  ASSERT_TRUE(static_cast<bool>(other));
  auto foreignStream = (*other)->createStream();
  ASSERT_TRUE(static_cast<bool>(foreignStream));
  llvm::Error foreign = (*device)->recordEvent(**start, foreignStream->get());
  ASSERT_TRUE(static_cast<bool>(foreign));
  EXPECT_EQ(llvm::toString(std::move(foreign)), "the stream belongs to another device");
  ASSERT_FALSE(static_cast<bool>((*device)->release(*a)));
  ASSERT_FALSE(static_cast<bool>((*device)->release(*b)));
}

INSTANTIATE_TEST_SUITE_P(Archs, EmulatorDevicePerArch, ::testing::Values("gfx942", "gfx950"));

TEST(EmulatorDevice, BadRequestsArePreciseErrors) {
  auto unknown = openDevice("emu:gfx90a");
  ASSERT_FALSE(static_cast<bool>(unknown));
  EXPECT_EQ(llvm::toString(unknown.takeError()),
            "unsupported target 'gfx90a' (supported: gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151)");
  auto nonsense = openDevice("cuda");
  ASSERT_FALSE(static_cast<bool>(nonsense));
  EXPECT_EQ(llvm::toString(nonsense.takeError()),
            "unknown device 'cuda' (expected hip, hip:N or emu:ARCH)");

  auto device = openDevice("emu:gfx950");
  ASSERT_TRUE(static_cast<bool>(device));
  auto wrongArch = (*device)->load(readCodeObject("gfx942"));
  ASSERT_FALSE(static_cast<bool>(wrongArch));
  EXPECT_EQ(llvm::toString(wrongArch.takeError()),
            "code object is for gfx942, the device is gfx950");

  auto module = (*device)->load(readCodeObject("gfx950"));
  ASSERT_TRUE(static_cast<bool>(module));
  LaunchConfig config;
  config.block[0] = 64;
  llvm::Error tooFew = (*device)->launch(**module, "scale", config, {ArgValue::pointer(0)});
  ASSERT_TRUE(static_cast<bool>(tooFew));
  EXPECT_EQ(llvm::toString(std::move(tooFew)),
            "launch of kernel 'scale': expects 4 arguments, got 1");
  llvm::Error missing = (*device)->launch(**module, "nope", config, {});
  ASSERT_TRUE(static_cast<bool>(missing));
  EXPECT_NE(llvm::toString(std::move(missing)).find("nope"), std::string::npos);
}

} // namespace
