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

TEST(HipDevice, OutOfRangeIndexIsAnError) {
  auto device = openHipDevice(4096);
  ASSERT_FALSE(static_cast<bool>(device));
  std::string message = llvm::toString(device.takeError());
  EXPECT_TRUE(message.rfind("no AMD GPU found: ", 0) == 0 ||
              message.find("requested, but only") != std::string::npos)
      << message;
}

} // namespace
