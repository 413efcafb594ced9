// The registry's tiled_copy (FlyDSL example 02) on the emulator of every arch: each element type,
// every copy width (one value to 128 bits per thread), plain and buffer tensors, at shapes that
// are whole tiles, ragged in both dimensions, and wider than one tile row; B must equal A
// exactly, and a row stride that is not a multiple of the copy's V values is refused at launch.
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

struct Case {
  std::string dtype, bits, buffer, arch;
};

void PrintTo(const Case &c, std::ostream *os) {
  *os << c.dtype << " bits=" << c.bits << " buffer=" << c.buffer << " on " << c.arch;
}

class TiledCopyKernel : public testing::TestWithParam<Case> {};

int valuesPerCopy(const Case &c) { return std::max(1, std::stoi(c.bits) / (c.dtype == "f32" ? 32 : 16)); }

TEST_P(TiledCopyKernel, CopiesEveryElementExactly) {
  const Case &c = GetParam();
  const kernels::Entry *entry = kernels::findKernel("tiled_copy");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"dtype", c.dtype}, {"bits", c.bits}, {"buffer", c.buffer}});
  ASSERT_TRUE(bool(params)) << llvm::toString(params.takeError());
  auto device = runtime::openEmulatorDevice(c.arch);
  ASSERT_TRUE(bool(device)) << llvm::toString(device.takeError());
  int64_t v = valuesPerCopy(c), tileN = 16 * v;
  // A whole tile, ragged rows and columns (N a multiple of V but not of the tile), several tiles.
  std::vector<std::vector<int64_t>> shapes = {{16, tileN}, {37, 3 * tileN + 2 * v}, {5, 1000 / v * v + v}};
  for (const auto &shape : shapes) {
    auto result = kernels::runKernel(*entry, *params, shape, **device);
    ASSERT_TRUE(bool(result)) << shape[0] << "x" << shape[1] << ": " << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << shape[0] << "x" << shape[1] << ":\n" << result->summary << result->worstAt;
    EXPECT_EQ(result->maxError, 0.0);
  }
}

std::vector<Case> cases() {
  std::vector<Case> out;
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"}) {
    for (const char *dtype : {"f32", "f16", "bf16"})
      out.push_back({dtype, "128", "0", arch});
    out.push_back({"f32", "32", "0", arch});
    out.push_back({"f16", "16", "0", arch});
    out.push_back({"f16", "64", "0", arch});
    out.push_back({"f32", "128", "1", arch});
    out.push_back({"bf16", "32", "1", arch});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Emulator, TiledCopyKernel, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<Case> &i) {
                           return i.param.dtype + "_b" + i.param.bits + (i.param.buffer == "1" ? "_buffer_" : "_") +
                                  i.param.arch;
                         });

// The tensors are declared with the row stride a multiple of V: another stride is refused by the
// launch, naming the argument, and nothing runs.
TEST(TiledCopyKernelLaunch, RowStrideNotAMultipleOfVIsRefused) {
  const kernels::Entry *entry = kernels::findKernel("tiled_copy");
  ASSERT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, {{"dtype", "f32"}, {"bits", "128"}});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {8, 30}, **device);
  ASSERT_FALSE(bool(result));
  std::string message = llvm::toString(result.takeError());
  EXPECT_NE(message.find("launch of kernel 'tiled_copy'"), std::string::npos) << message;
  EXPECT_NE(message.find("not a multiple of 4"), std::string::npos) << message;
}

} // namespace
