// Device memory and code-object loading errors.
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include <gtest/gtest.h>

using namespace fly::emu;

namespace {

TEST(Device, AllocationsAreZeroedAndSeparated) {
  Device dev;
  uint64_t a = *dev.allocate(100), b = *dev.allocate(100);
  EXPECT_NE(a, 0u);
  EXPECT_GT(b, a + 100); // a gap: running off a's end does not reach b
  std::vector<uint8_t> out(100, 0xff);
  ASSERT_FALSE(bool(dev.copyOut(out.data(), a, 100)));
  for (uint8_t x : out) EXPECT_EQ(x, 0);
  EXPECT_EQ(dev.translate(a + 100, 1), nullptr);
  EXPECT_EQ(dev.translate(a + 99, 2), nullptr);
  EXPECT_NE(dev.translate(a + 99, 1), nullptr);
}

TEST(Device, CopiesOutsideAllocationsFail) {
  Device dev;
  uint64_t a = *dev.allocate(16);
  std::vector<uint8_t> buf(32);
  llvm::Error e = dev.copyIn(a, buf.data(), 32);
  ASSERT_TRUE(bool(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("not inside one allocation"), std::string::npos);
  ASSERT_FALSE(bool(dev.release(a)));
  llvm::Error e2 = dev.copyOut(buf.data(), a, 4);
  EXPECT_TRUE(bool(e2));
  llvm::consumeError(std::move(e2));
  llvm::Error e3 = dev.release(a);
  EXPECT_TRUE(bool(e3));
  llvm::consumeError(std::move(e3));
}

TEST(CodeObject, GarbageIsAnError) {
  std::vector<uint8_t> junk(200, 0x42);
  auto co = CodeObject::load(junk);
  ASSERT_FALSE(bool(co));
  llvm::consumeError(co.takeError());
  std::vector<uint8_t> truncated = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  auto co2 = CodeObject::load(truncated);
  ASSERT_FALSE(bool(co2));
  llvm::consumeError(co2.takeError());
  auto co3 = CodeObject::loadFile("/nonexistent/k.hsaco");
  ASSERT_FALSE(bool(co3));
  EXPECT_NE(llvm::toString(co3.takeError()).find("/nonexistent/k.hsaco"), std::string::npos);
}

} // namespace
