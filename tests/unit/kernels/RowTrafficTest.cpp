// The row kernels read each row from memory once (docs/kernels.md, "One pass over the row"):
// the emulator's global byte counters (every active lane's bytes, no cache) against the
// matrix's size, on a wave64 and a wave32 arch, for rows the registers hold and rows past them.
#include "Registry.h"

#include "fly/runtime/Device.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace {

using namespace fly;

struct Traffic {
  unsigned long long read = 0, written = 0;
};

// Runs `kernel` with `config` at rows x cols on the emulator of `arch` (it must pass) and
// returns the global bytes it read and wrote.
Traffic traffic(const std::string &kernel, const kernels::Params &config, const char *arch, int64_t rows, int64_t cols) {
  const kernels::Entry *entry = kernels::findKernel(kernel);
  EXPECT_TRUE(entry);
  auto params = kernels::resolveParams(*entry, config);
  EXPECT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice(arch);
  EXPECT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {rows, cols}, **device);
  EXPECT_TRUE(bool(result)) << llvm::toString(result.takeError());
  Traffic t;
  if (!result) return t;
  EXPECT_TRUE(result->pass) << result->summary << result->worstAt;
  size_t at = result->deviceStats.find("global bytes read ");
  EXPECT_NE(at, std::string::npos) << result->deviceStats;
  if (at != std::string::npos)
    EXPECT_EQ(std::sscanf(result->deviceStats.c_str() + at, "global bytes read %llu, written %llu", &t.read, &t.written), 2);
  return t;
}

unsigned long long bytesOf(const std::string &dtype) { return dtype == "f32" ? 4 : 2; }

// Reads are counted with the kernel arguments every wave loads (scalar loads, at most 32 bytes
// a wave here): `want` global bytes plus those.
void expectReads(unsigned long long got, unsigned long long want, int64_t rows, int waves) {
  EXPECT_GE(got, want);
  EXPECT_LE(got, want + 32ull * rows * waves);
}

// softmax: the matrix read once and written once, up to 16 KiB of row at the default block
// (4096 f32 or 8192 16-bit columns; the two-pass kernel read it twice).
TEST(RowTraffic, SoftmaxReadsEachRowOnce) {
  for (const char *arch : {"gfx942", "gfx1201"})
    for (std::string dtype : {"f32", "f16", "bf16"})
      for (int64_t cols : {1000, 2048, 4096, 8192}) {
        if (dtype == "f32" && cols > 4096) continue;
        SCOPED_TRACE(dtype + " " + std::to_string(cols) + " on " + arch);
        Traffic t = traffic("softmax", {{"dtype", dtype}}, arch, 3, cols);
        unsigned long long matrix = 3ull * cols * bytesOf(dtype);
        expectReads(t.read, matrix, 3, std::string(arch) == "gfx942" ? 4 : 8);
        EXPECT_EQ(t.written, matrix);
      }
}

// Past what the registers hold (block 64, f32: 4 vectors of 4 a thread, 1024 columns) the
// rest of the row is read a second time, and only the rest.
TEST(RowTraffic, SoftmaxRereadsOnlyPastTheRegisters) {
  Traffic t = traffic("softmax", {{"dtype", "f32"}, {"block", "64"}}, "gfx942", 2, 3072);
  expectReads(t.read, 2ull * (3072 + 2048) * 4, 2, 1);
  EXPECT_EQ(t.written, 2ull * 3072 * 4);
}

// block_reduce reads its row as 128-bit vectors: at 4096 columns and block 256 each wave issues
// 4096 / (256 V) vector loads (V = 4 f32, 8 16-bit values) and its kernel-argument loads, where
// one element a thread took 16 loads a wave (f32); the row is read once either way.
TEST(RowTraffic, BlockReduceReadsVectors) {
  for (const char *arch : {"gfx942", "gfx1201"})
    for (std::string dtype : {"f32", "bf16"}) {
      SCOPED_TRACE(dtype + " on " + arch);
      const kernels::Entry *entry = kernels::findKernel("block_reduce");
      auto params = kernels::resolveParams(*entry, {{"dtype", dtype}});
      ASSERT_TRUE(bool(params));
      auto device = runtime::openEmulatorDevice(arch);
      ASSERT_TRUE(bool(device));
      const int64_t rows = 2, cols = 4096;
      auto result = kernels::runKernel(*entry, *params, {rows, cols}, **device);
      ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
      EXPECT_TRUE(result->pass) << result->summary;
      size_t at = result->deviceStats.find("VMEM");
      ASSERT_NE(at, std::string::npos) << result->deviceStats;
      unsigned long long vmem = std::stoull(result->deviceStats.substr(at + 4));
      const int waves = std::string(arch) == "gfx942" ? 4 : 8;
      const unsigned long long vectorLoads = cols / (256 * (dtype == "f32" ? 4 : 8));
      // Per wave: its vector loads and the result's one store (wave 0); the arguments are scalar loads.
      EXPECT_LE(vmem, rows * waves * vectorLoads + rows) << result->deviceStats;
      EXPECT_GE(vmem, rows * waves * vectorLoads) << result->deviceStats;
    }
}

} // namespace
