// cl/lds.cl: LDS with barriers between the waves of a work-group.
#include "KernelTest.h"

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Lds : public KernelTest {};

TEST_P(Lds, TransposeRagged) {
  for (auto [w, h] : {std::pair{16, 16}, {37, 21}, {64, 5}}) {
    auto in = randomReals<float>(w * h, -1, 1);
    uint64_t di = upload(in), dout = alloc(w * h * 4);
    run("transpose", {uint32_t((w + 15) / 16), uint32_t((h + 15) / 16)}, {16, 16}, {ptr(di), ptr(dout), i32(w), i32(h)});
    auto out = download<float>(dout, w * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) ASSERT_EQ(out[x * h + y], in[y * w + x]) << w << "x" << h << " at " << x << "," << y;
  }
}

TEST_P(Lds, BlockSum) {
  int n = 256 * 6 - 100;
  auto in = randomInts<int32_t>(n, -1000, 1000);
  uint64_t di = upload(in), dout = alloc(6 * 4);
  run("block_sum", {6}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, 6);
  for (int g = 0; g < 6; ++g) {
    int s = 0;
    for (int i = g * 256; i < std::min(n, g * 256 + 256); ++i) s += in[i];
    ASSERT_EQ(out[g], s) << g;
  }
}

TEST_P(Lds, LdsAtomicHistogram) {
  int n = 1000;
  auto in = randomInts<int32_t>(n, 0, 1000);
  uint64_t di = upload(in), dout = alloc(4 * 16 * 4);
  run("lds_histogram", {4}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, 64);
  for (int g = 0; g < 4; ++g) {
    std::vector<int> want(16, 0);
    for (int i = g * 256; i < std::min(n, g * 256 + 256); ++i) want[in[i] & 15]++;
    for (int b = 0; b < 16; ++b) ASSERT_EQ(out[g * 16 + b], want[b]) << g << "," << b;
  }
}

TEST_P(Lds, RaceWithoutBarrierIsReported) {
  auto in = randomInts<int32_t>(256, 0, 100);
  uint64_t di = upload(in), dout = alloc(256 * 4);
  LaunchOptions opts;
  opts.checkLdsRaces = true;
  auto st = dev.launch(*co, "racy_rotate", {1}, {256}, {ptr(di), ptr(dout)}, opts);
  ASSERT_FALSE(bool(st));
  std::string msg = llvm::toString(st.takeError());
  EXPECT_NE(msg.find("LDS race: write after read by waves 0 and "), std::string::npos) << msg;
  // Without the check the kernel runs (with whatever the interleaving gives).
  EXPECT_TRUE(bool(dev.launch(*co, "racy_rotate", {1}, {256}, {ptr(di), ptr(dout)})));
}

FLY_KERNEL_VARIANTS(Lds, "lds");
} // namespace
