// cl/crosslane.cl: ds_bpermute, DPP, ds_swizzle, readlane, global atomics.
#include "KernelTest.h"

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class CrossLane : public KernelTest {};

TEST_P(CrossLane, ReduceBpermute) {
  if (!wave64()) GTEST_SKIP() << "kernel assumes 64-lane waves";
  int n = 64 * 20 - 13;
  auto in = randomInts<int32_t>(n, -1000, 1000);
  std::vector<float> f(in.begin(), in.end()); // integers: the float sum is exact
  uint64_t di = upload(f), dout = alloc(20 * 4);
  run("reduce_bpermute", {5}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<float>(dout, 20);
  for (int g = 0; g < 20; ++g) {
    float s = 0;
    for (int i = g * 64; i < std::min(n, g * 64 + 64); ++i) s += f[i];
    ASSERT_EQ(out[g], s) << g;
  }
}

TEST_P(CrossLane, ScanDppRows) {
  int n = 1000;
  auto in = randomInts<int32_t>(n, -100, 100);
  uint64_t di = upload(in), dout = alloc(n * 4);
  run("scan_dpp", {uint32_t(n + 255) / 256}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, n);
  for (int i = 0; i < n; ++i) {
    int s = 0;
    for (int j = i & ~15; j <= i; ++j) s += in[j];
    ASSERT_EQ(out[i], s) << i;
  }
}

TEST_P(CrossLane, DppQuadPermAndMirror) {
  int n = 512;
  auto in = randomInts<int32_t>(n, 0, 999);
  uint64_t di = upload(in), dout = alloc(n * 4);
  run("dpp_perm", {2}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, n);
  for (int i = 0; i < n; ++i) {
    int a = in[(i & ~3) + 3 - (i & 3)];
    int b = in[(i & ~15) + 15 - (i & 15)];
    ASSERT_EQ(out[i], a * 1000 + b) << i;
  }
}

TEST_P(CrossLane, SwizzleSwap) {
  int n = 256;
  auto in = randomInts<int32_t>(n, -5000, 5000);
  uint64_t di = upload(in), dout = alloc(n * 4);
  run("swizzle_swap", {1}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, n);
  for (int i = 0; i < n; ++i) ASSERT_EQ(out[i], in[i ^ 1]) << i;
}

TEST_P(CrossLane, Broadcast) {
  int n = 256;
  auto in = randomInts<int32_t>(n, -5000, 5000);
  uint64_t di = upload(in), dout = alloc(n * 4);
  run("broadcast", {1}, {256}, {ptr(di), ptr(dout), i32(n)});
  auto out = download<int32_t>(dout, n);
  int w = int(waveSize());
  for (int i = 0; i < n; ++i) {
    int base = i / w * w;
    ASSERT_EQ(out[i], in[base] + in[base + 5] * 3 + in[i]) << i;
  }
}

TEST_P(CrossLane, GlobalAtomicHistogram) {
  int n = 3000;
  auto in = randomInts<int32_t>(n, 0, 1 << 20);
  uint64_t di = upload(in), dh = upload(std::vector<int32_t>(16, 0));
  run("histogram", {uint32_t(n + 255) / 256}, {256}, {ptr(di), ptr(dh), i32(n)});
  auto h = download<int32_t>(dh, 16);
  std::vector<int32_t> want(16, 0);
  for (int x : in) want[x & 15]++;
  EXPECT_EQ(h, want);
}

FLY_KERNEL_VARIANTS(CrossLane, "crosslane");
TEST_P(CrossLane, Permlanes) {
  const std::string &arch = GetParam().arch;
  bool gfx12 = arch.rfind("gfx12", 0) == 0;
  if (!gfx12 && arch != "gfx950") GTEST_SKIP() << "no v_permlane16/x16 or permlane swaps on " << arch;
  int n = 256;
  auto in = randomInts<int32_t>(n, -100000, 100000);
  // Lane selects: a random permutation-with-repeats of 0..15 in 4-bit fields.
  auto sels = randomInts<uint32_t>(16, 0, 15);
  uint64_t sel = 0;
  for (int k = 0; k < 16; ++k) sel |= uint64_t(sels[k]) << (4 * k);
  uint64_t di = upload(in), dout = alloc(n * 16);
  run("permlanes", {1}, {256}, {ptr(di), ptr(dout), i32(int32_t(uint32_t(sel))), i32(int32_t(uint32_t(sel >> 32)))});
  if (gfx12) {
    auto out = download<int32_t>(dout, 2 * n);
    for (int i = 0; i < n; ++i) {
      int row = i / 16, sub = int(sels[i % 16]);
      ASSERT_EQ(out[2 * i], in[row * 16 + sub]) << "permlane16 lane " << i;
      ASSERT_EQ(out[2 * i + 1], in[(row ^ 1) * 16 + sub]) << "permlanex16 lane " << i;
    }
  } else {
    auto out = download<int32_t>(dout, 4 * n);
    for (int i = 0; i < n; ++i) {
      int l = i % 64, base = i - l;
      // permlane16_swap(old = v, src = 3v): odd rows of old take src's even rows and vice versa.
      int32_t v16 = (l / 16) % 2 ? 3 * in[base + l - 16] : in[i];
      int32_t s16 = (l / 16) % 2 ? 3 * in[i] : in[base + l + 16];
      int32_t v32 = l >= 32 ? 5 * in[base + l - 32] : in[i];
      int32_t s32 = l >= 32 ? 5 * in[i] : in[base + l + 32];
      ASSERT_EQ(out[4 * i], v16) << "permlane16_swap old, lane " << i;
      ASSERT_EQ(out[4 * i + 1], s16) << "permlane16_swap src, lane " << i;
      ASSERT_EQ(out[4 * i + 2], v32) << "permlane32_swap old, lane " << i;
      ASSERT_EQ(out[4 * i + 3], s32) << "permlane32_swap src, lane " << i;
    }
  }
}

} // namespace
