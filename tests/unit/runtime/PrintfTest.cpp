// fly.print through AMDGPU's printf-buffer protocol, printed by the emulator device after the
// launch: every work-item's lines, each in that work-item's program order, formatted as C's
// printf formats them on the host.
#include "fly/codegen/Compiler.h"
#include "fly/runtime/Device.h"
#include "fly/runtime/PrintfBuffer.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <set>

using namespace fly::runtime;

namespace {

std::string printKernel() {
  auto buffer = llvm::MemoryBuffer::getFile(FLY_SOURCE_DIR "/tests/unit/runtime/print.fly");
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

class RuntimePrintf : public ::testing::TestWithParam<const char*> {};

TEST_P(RuntimePrintf, EveryWorkItemPrintsItsLinesInOrder) {
  std::string arch = GetParam();
  fly::codegen::CompileOptions options;
  options.arch = fly::target::findArch(arch);
  auto code = fly::codegen::compileFlySource(printKernel(), "print.fly", options);
  ASSERT_TRUE(static_cast<bool>(code)) << llvm::toString(code.takeError());
  auto device = openDevice("emu:" + arch);
  ASSERT_TRUE(static_cast<bool>(device));
  std::string output;
  (*device)->setPrintfOutput([&](llvm::StringRef text) { output += text.str(); });
  auto module = (*device)->load(llvm::arrayRefFromStringRef(*code));
  ASSERT_TRUE(static_cast<bool>(module)) << llvm::toString(module.takeError());
  EXPECT_EQ((*module)->codeObject().printfFormats.size(), 3u);

  const float scale = 0.37f;
  const int64_t big = 0x123456789abcLL;
  const unsigned blocks = 3, threads = 40; // ragged: not a whole wave
  LaunchConfig config;
  config.grid[0] = blocks;
  config.block[0] = threads;
  llvm::Error e = (*device)->launch(**module, "hello", config, {ArgValue::f32(scale), ArgValue::i64(big)});
  ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));

  // What each work-item must print, in its order, formatted by the host's printf.
  std::map<std::string, std::pair<unsigned, unsigned>> owner; // line -> (work-item, position)
  for (unsigned b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < threads; ++t) {
      double x = double(float(t) * scale);
      char lines[3][128];
      std::snprintf(lines[0], sizeof lines[0], "block %u thread %u: x = %g", b, t, x);
      std::snprintf(lines[1], sizeof lines[1], "then %04u %% %llx b%u", t, (unsigned long long)big, b);
      std::snprintf(lines[2], sizeof lines[2], "%u %g b%u", t, x, b);
      (void)lines;
    }
  llvm::SmallVector<llvm::StringRef> got;
  llvm::StringRef(output).split(got, '\n', -1, /*KeepEmpty=*/false);
  ASSERT_EQ(got.size(), size_t(3 * blocks * threads)) << output.substr(0, 2000);
  ASSERT_TRUE(llvm::StringRef(output).ends_with("\n"));

  // Lines 2 and 3 do not name the block: count them per thread, and check that each thread's
  // "block" line comes before as many "then" and value lines of that thread as blocks printed.
  std::map<std::string, unsigned> count;
  for (llvm::StringRef line : got) ++count[line.str()];
  for (unsigned t = 0; t < threads; ++t) {
    double x = double(float(t) * scale);
    char line[128];
    for (unsigned b = 0; b < blocks; ++b) {
      std::snprintf(line, sizeof line, "block %u thread %u: x = %g", b, t, x);
      EXPECT_EQ(count[line], 1u) << line;
    }
    std::snprintf(line, sizeof line, "then %04u %% %llx", t, (unsigned long long)big);
    EXPECT_EQ(count[line], blocks) << line;
    std::snprintf(line, sizeof line, "%u %g", t, x);
    EXPECT_EQ(count[line], blocks) << line;
  }
  // Program order per work-item: the i-th "block b thread t" line of thread t precedes the
  // i-th "then" line of thread t, which precedes its i-th value line.
  for (unsigned t = 0; t < threads; ++t) {
    double x = double(float(t) * scale);
    char first[64], second[64], third[64];
    std::snprintf(first, sizeof first, "thread %u: x = ", t);
    std::snprintf(second, sizeof second, "then %04u %% %llx", t, (unsigned long long)big);
    std::snprintf(third, sizeof third, "%u %g", t, x);
    std::vector<size_t> a, b, c;
    for (size_t i = 0; i < got.size(); ++i) {
      if (got[i].starts_with("block ") && got[i].contains(first)) a.push_back(i);
      if (got[i] == second) b.push_back(i);
      if (got[i] == third) c.push_back(i);
    }
    ASSERT_EQ(a.size(), size_t(blocks));
    ASSERT_EQ(b.size(), size_t(blocks));
    ASSERT_EQ(c.size(), size_t(blocks));
    for (unsigned i = 0; i < blocks; ++i) {
      EXPECT_LT(a[i], b[i]) << "thread " << t;
      EXPECT_LT(b[i], c[i]) << "thread " << t;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Archs, RuntimePrintf, ::testing::Values("gfx942", "gfx950", "gfx1201", "gfx1250"));

TEST(PrintfBuffer, FormatsRecordsAndReportsBadOnes) {
  std::vector<fly::codeobject::PrintfFormat> formats = {{1, {4, 8}, "a=%d b=%.2f\\n"}, {2, {}, "tab\\there\\72\\n"}};
  std::vector<uint8_t> buffer = printfBufferHeader(64);
  buffer.resize(64, 0);
  auto put = [&](size_t at, uint64_t v, unsigned n) {
    for (unsigned i = 0; i < n; ++i) buffer[at + i] = uint8_t(v >> (8 * i));
  };
  double d = 2.5;
  uint64_t bits;
  std::memcpy(&bits, &d, 8);
  put(8, 1, 4);
  put(12, uint32_t(-7), 4);
  put(16, bits, 8);
  put(24, 2, 4);
  put(0, 20, 4); // bytes used
  auto text = formatPrintfBuffer(buffer, formats);
  ASSERT_TRUE(static_cast<bool>(text)) << llvm::toString(text.takeError());
  EXPECT_EQ(*text, "a=-7 b=2.50\ntab\there:\n");

  put(24, 9, 4); // unknown id
  auto bad = formatPrintfBuffer(buffer, formats);
  ASSERT_FALSE(static_cast<bool>(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find("unknown format id 9"), std::string::npos);

  put(24, 2, 4);
  put(0, 1000, 4); // the device ran out of room: records that fit, then a note
  auto full = formatPrintfBuffer(buffer, formats);
  ASSERT_TRUE(static_cast<bool>(full));
  EXPECT_NE(full->find("filled up"), std::string::npos);
  EXPECT_EQ(full->rfind("a=-7 b=2.50\n", 0), 0u);
  EXPECT_FALSE(static_cast<bool>(formatPrintfBuffer(llvm::ArrayRef<uint8_t>(buffer.data(), 4), formats)));
}

} // namespace
