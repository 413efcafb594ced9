#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

using namespace fly::runtime;

namespace {

// No machine Fly is tested on has an AMD GPU: opening one must fail with the
// documented message, without crashing or hanging. Where a GPU exists, the device
// must describe itself and hand out memory that round-trips.
TEST(HipDevice, OpensOrSaysNoGpuFound) {
  auto device = openHipDevice(0);
  if (!device) {
    std::string message = llvm::toString(device.takeError());
    EXPECT_EQ(message.rfind("no AMD GPU found: ", 0), 0u) << message;
    return;
  }
  EXPECT_EQ((*device)->arch().rfind("gfx", 0), 0u);
  auto address = (*device)->allocate(16);
  ASSERT_TRUE(static_cast<bool>(address)) << llvm::toString(address.takeError());
  int in[4] = {1, 2, 3, 4}, out[4] = {};
  ASSERT_FALSE(static_cast<bool>((*device)->copyToDevice(*address, in, sizeof(in))));
  ASSERT_FALSE(static_cast<bool>((*device)->copyFromDevice(out, *address, sizeof(out))));
  EXPECT_EQ(out[3], 4);
  ASSERT_FALSE(static_cast<bool>((*device)->release(*address)));
}

// Without a GPU, "hip" through openDevice fails the same way; with one, a stream and two events
// time nothing at all (elapsed >= 0).
TEST(HipDevice, StreamsAndEventsOrNoGpuFound) {
  auto device = openDevice("hip");
  if (!device) {
    std::string message = llvm::toString(device.takeError());
    EXPECT_EQ(message.rfind("no AMD GPU found: ", 0), 0u) << message;
    return;
  }
  auto stream = (*device)->createStream();
  auto start = (*device)->createEvent(), end = (*device)->createEvent();
  ASSERT_TRUE(stream && start && end);
  ASSERT_FALSE(static_cast<bool>((*device)->recordEvent(**start, stream->get())));
  ASSERT_FALSE(static_cast<bool>((*device)->recordEvent(**end, stream->get())));
  ASSERT_FALSE(static_cast<bool>((*device)->synchronizeEvent(**end)));
  auto ms = (*device)->elapsedMilliseconds(**start, **end);
  ASSERT_TRUE(static_cast<bool>(ms)) << llvm::toString(ms.takeError());
  EXPECT_GE(*ms, 0.0);
}

TEST(HipDevice, OutOfRangeIndexIsAnError) {
  auto device = openHipDevice(4096);
  ASSERT_FALSE(static_cast<bool>(device));
  std::string message = llvm::toString(device.takeError());
  EXPECT_TRUE(message.rfind("no AMD GPU found: ", 0) == 0 ||
              message.find("requested, but only") != std::string::npos)
      << message;
}

} // namespace
