// cl/launch.cl: LDS bank-conflict counts from actual addresses, and work-groups run in parallel
// giving exactly the serial result (global atomics included).
#include "KernelTest.h"
#include "fly/target/Arch.h"

#include <algorithm>
#include <cstring>

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class Launch : public KernelTest {
protected:
  llvm::Expected<Stats> launch(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<ArgValue> &args,
                         unsigned threads, bool perPc = false) {
    LaunchOptions opts;
    opts.threads = threads;
    opts.perPcCounters = perPc;
    opts.checkLdsRaces = true;
    return dev.launch(*co, kernel, grid, block, args, opts);
  }
  // The DS instructions' counters of one run of lds_stride.
  std::vector<PcStats> ldsStride(int stride) {
    int n = 256 * 3;
    auto in = randomInts<int32_t>(n, -1000, 1000);
    uint64_t di = upload(in), dout = alloc(n * 4);
    auto st = launch("lds_stride", {3}, {256}, {ptr(di), ptr(dout), i32(stride)}, 1, true);
    EXPECT_TRUE(bool(st)) << llvm::toString(st.takeError());
    auto out = download<int32_t>(dout, n);
    for (int i = 0; i < n; ++i) EXPECT_EQ(out[i], in[i / 256 * 256 + (i % 256 + 1) % 256] + 1) << i;
    std::vector<PcStats> ds;
    if (st)
      for (auto &[pc, ps] : st->perPc)
        if (ps.counters.ldsCycles) ds.push_back(ps);
    return ds;
  }
};

TEST_P(Launch, ConflictFreeLdsAccessHasNoConflictCycles) {
  auto ds = ldsStride(1);
  ASSERT_GE(ds.size(), 2u); // the write and the read
  for (const PcStats &ps : ds) {
    EXPECT_EQ(ps.counters.ldsConflictCycles(), 0u) << ps.text;
    EXPECT_GT(ps.counters.ldsIdealCycles, 0u) << ps.text;
  }
}

TEST_P(Launch, TwoWayConflictCostsTwiceTheLdsCycles) {
  // Lanes are served in phases of min(wave, banks) for 4-byte accesses: a stride of
  // 2 * banks / phase words puts exactly two lanes of a phase on each bank used.
  const fly::target::Arch *arch = fly::target::findArch(GetParam().arch);
  ASSERT_TRUE(arch);
  int phase = std::min<int>(int(waveSize()), arch->ldsBanks);
  auto ds = ldsStride(2 * arch->ldsBanks / phase);
  ASSERT_GE(ds.size(), 2u);
  for (const PcStats &ps : ds) EXPECT_EQ(ps.counters.ldsCycles, 2 * ps.counters.ldsIdealCycles) << ps.text;
}

TEST_P(Launch, ParallelWorkGroupsMatchSerial) {
  int w = 100, groups = 11;
  auto in = randomReals<float>(w * groups, -1, 1);
  uint64_t di = upload(in);
  std::vector<std::vector<float>> results;
  std::vector<Stats> stats;
  for (unsigned threads : {1u, 2u, 5u}) {
    uint64_t dout = alloc(w * groups * 4);
    auto st = launch("scaled_rows", {uint32_t(groups)}, {256}, {ptr(di), ptr(dout), i32(w)}, threads, true);
    ASSERT_TRUE(bool(st)) << llvm::toString(st.takeError());
    results.push_back(download<float>(dout, w * groups));
    stats.push_back(*st);
  }
  for (size_t r = 1; r < results.size(); ++r) {
    ASSERT_EQ(std::memcmp(results[r].data(), results[0].data(), results[0].size() * 4), 0) << r;
    EXPECT_EQ(stats[r].executed, stats[0].executed);
    EXPECT_EQ(stats[r].bytesRead, stats[0].bytesRead);
    EXPECT_EQ(stats[r].workgroups, uint64_t(groups));
    // No global atomics reachable from the kernel: parallel. (-O0 code calls through registers,
    // so the whole code object, which has an atomic kernel, counts: serial.)
    if (GetParam().opt == "O3") EXPECT_EQ(stats[r].threads, r == 1 ? 2u : 5u);
    EXPECT_EQ(stats[r].totals().ldsCycles, stats[0].totals().ldsCycles);
    EXPECT_EQ(stats[r].perPc.size(), stats[0].perPc.size());
  }
  // Against a CPU reference (same summation order as the kernel).
  for (int g = 0; g < groups; ++g) {
    float s = 0;
    for (int k = 0; k < w; ++k) s += in[g * w + k];
    for (int t = 0; t < w; ++t) ASSERT_EQ(results[0][g * w + t], in[g * w + t] * s) << g << "," << t;
  }
}

TEST_P(Launch, GlobalAtomicsKeepTheSerialOrder) {
  int n = 64 * 50 + 7;
  auto in = randomReals<float>(n, -1000, 1000);
  uint64_t di = upload(in);
  uint32_t bits[2];
  for (unsigned threads : {1u, 4u}) {
    uint64_t dsum = alloc(4);
    auto st = launch("float_sum_cas", {uint32_t((n + 63) / 64)}, {64}, {ptr(di), ptr(dsum), i32(n)}, threads);
    ASSERT_TRUE(bool(st)) << llvm::toString(st.takeError());
    EXPECT_EQ(st->threads, 1u); // global atomics: serial
    float s = download<float>(dsum, 1)[0];
    std::memcpy(&bits[threads == 1 ? 0 : 1], &s, 4);
  }
  EXPECT_EQ(bits[0], bits[1]);
  // The serial order is grid order, lanes in order within a work-group's wave.
  float want = 0;
  for (int i = 0; i < n; ++i) want += in[i];
  uint32_t wantBits;
  std::memcpy(&wantBits, &want, 4);
  EXPECT_EQ(bits[0], wantBits);
}

TEST_P(Launch, FirstFailingWorkGroupIsReportedAsInASerialRun) {
  // Out-of-bounds reads from work-group 5 on: the message names work-group 5 whatever the threads.
  int w = 200, groups = 12;
  uint64_t di = alloc(w * 5 * 4), dout = alloc(w * groups * 4);
  std::string first;
  for (unsigned threads : {1u, 3u}) {
    auto st = launch("scaled_rows", {uint32_t(groups)}, {256}, {ptr(di), ptr(dout), i32(w)}, threads);
    ASSERT_FALSE(bool(st));
    std::string msg = llvm::toString(st.takeError());
    EXPECT_NE(msg.find("work-group (5,0,0)"), std::string::npos) << msg;
    if (threads == 1) first = msg;
    else EXPECT_EQ(msg, first);
  }
}

FLY_KERNEL_VARIANTS(Launch, "launch");
TEST_P(Launch, Gfx12WaveIndexInTtmp8) {
  if (GetParam().arch.rfind("gfx12", 0) != 0) GTEST_SKIP() << "architected TTMP8 is gfx12's";
  uint64_t out = alloc(3 * 256 * 4);
  run("wave_in_group", {3}, {256}, {ptr(out)});
  auto ids = download<int32_t>(out, 3 * 256);
  for (int i = 0; i < 3 * 256; ++i) ASSERT_EQ(ids[i], (i % 256) / int(waveSize())) << i;
}

} // namespace
