#include "fly/codeobject/KernelArguments.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace fly::codeobject;

namespace {

std::string kernelsPath(const std::string &arch) {
  return std::string(FLY_CODEOBJECT_TEST_DIR) + "/kernels-" + arch + ".hsaco";
}

template <typename T> T readAt(const std::vector<uint8_t> &segment, uint32_t offset) {
  T value;
  std::memcpy(&value, segment.data() + offset, sizeof(T));
  return value;
}

const KernelArg *hidden(const KernelInfo &kernel, ArgKind kind) {
  for (const KernelArg &arg : kernel.args)
    if (arg.kind == kind)
      return &arg;
  return nullptr;
}

TEST(KernelArguments, PlacesExplicitAndHiddenArguments) {
  auto object = CodeObject::readFile(kernelsPath("gfx942"));
  ASSERT_TRUE(static_cast<bool>(object)) << llvm::toString(object.takeError());
  const KernelInfo *scale = object->findKernel("scale");
  ASSERT_NE(scale, nullptr);
  Dispatch dispatch;
  dispatch.gridBlocks[0] = 7;
  dispatch.blockSize[0] = 128;
  auto segment = packKernelArguments(
      *scale,
      {ArgValue::pointer(0x1000), ArgValue::pointer(0x2000), ArgValue::f32(2.5f),
       ArgValue::i32(-3)},
      dispatch);
  ASSERT_TRUE(static_cast<bool>(segment)) << llvm::toString(segment.takeError());
  ASSERT_EQ(segment->size(), scale->kernargSegmentSize);
  EXPECT_EQ(readAt<uint64_t>(*segment, 0), 0x1000u);
  EXPECT_EQ(readAt<uint64_t>(*segment, 8), 0x2000u);
  EXPECT_EQ(readAt<float>(*segment, 16), 2.5f);
  EXPECT_EQ(readAt<int32_t>(*segment, 20), -3);
  const KernelArg *groupSizeX = hidden(*scale, ArgKind::HiddenGroupSizeX);
  ASSERT_NE(groupSizeX, nullptr);
  EXPECT_EQ(readAt<uint16_t>(*segment, groupSizeX->offset), 128u);
  if (const KernelArg *count = hidden(*scale, ArgKind::HiddenBlockCountX))
    EXPECT_EQ(readAt<uint32_t>(*segment, count->offset), 7u);
  if (const KernelArg *groupSizeY = hidden(*scale, ArgKind::HiddenGroupSizeY))
    EXPECT_EQ(readAt<uint16_t>(*segment, groupSizeY->offset), 1u);
}

std::string packError(const KernelInfo &kernel, const std::vector<ArgValue> &args,
                      const Dispatch &dispatch) {
  auto segment = packKernelArguments(kernel, args, dispatch);
  if (segment)
    return "";
  return llvm::toString(segment.takeError());
}

TEST(KernelArguments, WrongLaunchesArePreciseErrors) {
  auto object = CodeObject::readFile(kernelsPath("gfx942"));
  ASSERT_TRUE(static_cast<bool>(object)) << llvm::toString(object.takeError());
  const KernelInfo &scale = *object->findKernel("scale");
  Dispatch dispatch;
  dispatch.blockSize[0] = 64;
  EXPECT_EQ(packError(scale, {ArgValue::pointer(0)}, dispatch),
            "launch of kernel 'scale': expects 4 arguments, got 1");
  EXPECT_EQ(packError(scale,
                      {ArgValue::pointer(0), ArgValue::pointer(0), ArgValue::f64(1.0),
                       ArgValue::i32(1)},
                      dispatch),
            "launch of kernel 'scale': argument 2 'factor' takes 4 bytes, got 8");
  Dispatch empty = dispatch;
  empty.gridBlocks[1] = 0;
  EXPECT_EQ(packError(scale,
                      {ArgValue::pointer(0), ArgValue::pointer(0), ArgValue::f32(1),
                       ArgValue::i32(1)},
                      empty),
            "launch of kernel 'scale': grid and block sizes must be positive (y is 0)");
  Dispatch huge = dispatch;
  huge.blockSize[0] = 2048;
  EXPECT_NE(packError(scale,
                      {ArgValue::pointer(0), ArgValue::pointer(0), ArgValue::f32(1),
                       ArgValue::i32(1)},
                      huge)
                .find("exceeds the kernel's maximum"),
            std::string::npos);
  const KernelInfo &lds = *object->findKernel("lds_reverse");
  Dispatch wrongBlock;
  wrongBlock.blockSize[0] = 32;
  EXPECT_EQ(packError(lds, {ArgValue::pointer(0)}, wrongBlock),
            "launch of kernel 'lds_reverse': the kernel requires a block of 64x1x1, got 32x1x1");
}

} // namespace
