#include "fly/codeobject/CodeObject.h"

#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace fly::codeobject;

namespace {

std::vector<uint8_t> readBytes(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, false, false);
  EXPECT_TRUE(static_cast<bool>(buffer)) << path;
  if (!buffer)
    return {};
  return std::vector<uint8_t>((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
}

std::string path(const std::string &arch) {
  return std::string(FLY_CODEOBJECT_TEST_DIR) + "/kernels-" + arch + ".hsaco";
}

class CodeObjectPerArch : public ::testing::TestWithParam<const char *> {};

TEST_P(CodeObjectPerArch, ReadsKernelsArgsAndDescriptors) {
  std::string arch = GetParam();
  auto object = CodeObject::readFile(path(arch));
  ASSERT_TRUE(static_cast<bool>(object)) << llvm::toString(object.takeError());
  EXPECT_EQ(object->processor, arch);
  EXPECT_EQ(object->target, "amdgcn-amd-amdhsa--" + arch);
  ASSERT_EQ(object->kernels.size(), 2u);
  unsigned expectedWave = arch.starts_with("gfx9") ? 64 : 32;

  const KernelInfo *scale = object->findKernel("scale");
  ASSERT_NE(scale, nullptr);
  EXPECT_EQ(scale->symbol, "scale.kd");
  EXPECT_EQ(scale->wavefrontSize, expectedWave);
  EXPECT_EQ(scale->descriptor.enableWavefrontSize32(), expectedWave == 32);
  EXPECT_TRUE(scale->descriptor.enableSgprKernargSegmentPtr());
  EXPECT_TRUE(scale->descriptor.enableSgprWorkgroupIdX());
  auto explicitArgs = scale->explicitArgs();
  ASSERT_EQ(explicitArgs.size(), 4u);
  EXPECT_EQ(explicitArgs[0]->kind, ArgKind::GlobalBuffer);
  EXPECT_EQ(explicitArgs[0]->offset, 0u);
  EXPECT_EQ(explicitArgs[0]->size, 8u);
  EXPECT_EQ(explicitArgs[0]->name, "out");
  EXPECT_EQ(explicitArgs[1]->offset, 8u);
  EXPECT_EQ(explicitArgs[2]->kind, ArgKind::ByValue);
  EXPECT_EQ(explicitArgs[2]->offset, 16u);
  EXPECT_EQ(explicitArgs[2]->size, 4u);
  EXPECT_EQ(explicitArgs[3]->offset, 20u);
  // workgroup_size_x reads a hidden argument, so the hidden block is described.
  bool hasGroupSizeX = false;
  for (const KernelArg &arg : scale->args)
    if (arg.kind == ArgKind::HiddenGroupSizeX) {
      hasGroupSizeX = true;
      EXPECT_EQ(arg.size, 2u);
    }
  EXPECT_TRUE(hasGroupSizeX);
  EXPECT_EQ(scale->descriptor.kernargSize, scale->kernargSegmentSize);
  EXPECT_GT(scale->vgprCount, 0u);

  const KernelInfo *lds = object->findKernel("lds_reverse");
  ASSERT_NE(lds, nullptr);
  EXPECT_EQ(lds->groupSegmentFixedSize, 64u * 4u);
  EXPECT_EQ(lds->descriptor.groupSegmentFixedSize, 64u * 4u);
  ASSERT_TRUE(lds->reqdWorkgroupSize.has_value());
  EXPECT_EQ((*lds->reqdWorkgroupSize)[0], 64u);

  // The entry point lies in an executable segment.
  uint32_t firstWord = 0;
  ASSERT_FALSE(static_cast<bool>(object->readImage(scale->entryAddress, &firstWord, 4)));
  bool inExecutable = false;
  for (const Segment &segment : object->segments)
    if (segment.executable && scale->entryAddress >= segment.virtualAddress &&
        scale->entryAddress < segment.virtualAddress + segment.memorySize)
      inExecutable = true;
  EXPECT_TRUE(inExecutable);
}

INSTANTIATE_TEST_SUITE_P(Archs, CodeObjectPerArch,
                         ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

std::string parseError(const std::vector<uint8_t> &bytes) {
  auto object = CodeObject::parse(bytes, "input.hsaco");
  if (object)
    return "";
  return llvm::toString(object.takeError());
}

TEST(CodeObject, RejectsWhatIsNotACodeObject) {
  EXPECT_EQ(parseError({}), "input.hsaco: error: not an ELF file");
  EXPECT_EQ(parseError({'h', 'e', 'l', 'l', 'o'}), "input.hsaco: error: not an ELF file");
  std::vector<uint8_t> elf32 = {0x7f, 'E', 'L', 'F', 1, 1, 1, 0};
  EXPECT_NE(parseError(elf32).find("not a 64-bit ELF"), std::string::npos);
  auto missing = CodeObject::readFile("/nonexistent/k.hsaco");
  ASSERT_FALSE(static_cast<bool>(missing));
  EXPECT_NE(llvm::toString(missing.takeError()).find("/nonexistent/k.hsaco: error: cannot read"),
            std::string::npos);
}

TEST(CodeObject, TruncatedFilesAreErrorsNotCrashes) {
  std::vector<uint8_t> bytes = readBytes(path("gfx942"));
  ASSERT_FALSE(bytes.empty());
  for (size_t cut = 0; cut < bytes.size(); cut += 1 + cut / 8) {
    std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + cut);
    EXPECT_FALSE(parseError(prefix).empty()) << "cut at " << cut;
  }
}

TEST(CodeObject, CorruptedBytesNeverCrash) {
  std::vector<uint8_t> bytes = readBytes(path("gfx942"));
  ASSERT_FALSE(bytes.empty());
  std::mt19937 rng(7);
  for (int trial = 0; trial < 3000; ++trial) {
    std::vector<uint8_t> copy = bytes;
    int flips = 1 + trial % 4;
    for (int i = 0; i < flips; ++i)
      copy[rng() % copy.size()] ^= static_cast<uint8_t>(1u << (rng() % 8));
    auto object = CodeObject::parse(copy, "fuzzed");
    if (!object)
      llvm::consumeError(object.takeError());
  }
}

} // namespace

TEST(CodeObject, ProcessorFromEveryTargetSpelling) {
  EXPECT_EQ(processorFromTarget("amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"), "gfx942");
  EXPECT_EQ(processorFromTarget("amdgcn-amd-amdhsa--gfx1201"), "gfx1201");
  EXPECT_EQ(processorFromTarget("amdgpu9.42-amd-amdhsa-unknown-gfx942"), "gfx942"); // Triton 3.9
  EXPECT_EQ(processorFromTarget("amdgcn-amd-amdhsa-"), "");
  EXPECT_EQ(processorFromTarget(""), "");
}
