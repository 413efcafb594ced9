// The performance model checked against its own invariants (cl/profile.cl): a streaming copy is
// bandwidth-bound at the model's peak, a matrix loop without memory traffic is compute-bound at
// the model's matrix peak, and LDS accesses with 2-way bank conflicts cost more LDS cycles than
// conflict-free ones.
#include "KernelTest.h"

#include "fly/emu/Profile.h"
#include "fly/target/Arch.h"

using namespace fly::emu;
using namespace fly::emu::test;

namespace {
class ProfileModel : public KernelTest {
protected:
  const fly::target::Arch &arch() const { return *fly::target::findArch(GetParam().arch); }
  unsigned totalSimds() const { return unsigned(arch().perf.computeUnits * arch().simdsPerCU); }
  Profile profile(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<ArgValue> &args) {
    LaunchOptions opts;
    opts.perPcCounters = true;
    auto st = dev.launch(*co, kernel, grid, block, args, opts);
    EXPECT_TRUE(bool(st)) << llvm::toString(st.takeError());
    if (!st) return {};
    const Kernel *k = co->findKernel(kernel);
    auto p = modelLaunch(*st, *k, GetParam().arch, block.x, k->groupSegmentSize);
    EXPECT_TRUE(bool(p)) << llvm::toString(p.takeError());
    return p ? *p : Profile();
  }
};

TEST_P(ProfileModel, StreamingCopyIsBandwidthBound) {
  if (GetParam().opt != "O3") GTEST_SKIP() << "-O0 code waits for memory after every access";
  // Four waves per SIMD of the whole chip, each lane copying 16 bytes.
  unsigned groups = totalSimds() * 4 * waveSize() / 256;
  size_t n = size_t(groups) * 256;
  uint64_t in = alloc(n * 16), out = alloc(n * 16);
  Profile p = profile("stream_copy", {groups}, {256}, {ptr(in), ptr(out)});
  EXPECT_STREQ(p.bound, "memory") << p.format();
  EXPECT_EQ(p.bytes, double(n) * 32) << p.format(); // every byte read and written once, whole lines
  EXPECT_GT(p.bytesPerSecond(), 0.9 * p.peakBytes) << p.format();
  EXPECT_LE(p.bytesPerSecond(), 1.0001 * p.peakBytes) << p.format();
}

TEST_P(ProfileModel, MatrixLoopIsComputeBound) {
  if (GetParam().opt != "O3") GTEST_SKIP() << "-O0 spills the accumulators to scratch: not a loop without memory";
  // Four waves per SIMD of the whole chip (they hide the loop's VALU and scalar work behind the
  // matrix pipe).
  unsigned groups = totalSimds() * 4 * waveSize() / 256;
  uint64_t out = alloc(4);
  Profile p = profile("matrix_loop", {groups}, {256}, {ptr(out), i32(36), i32(0)});
  EXPECT_STREQ(p.bound, "compute") << p.format();
  EXPECT_EQ(p.bytes, 0) << p.format();
  ASSERT_GT(p.peakMatrixFlops, 0) << p.format();
  EXPECT_GT(p.flopsPerSecond(), 0.9 * p.peakMatrixFlops) << p.format();
  EXPECT_LE(p.flopsPerSecond(), 1.0001 * p.peakMatrixFlops) << p.format();
}

TEST_P(ProfileModel, BankConflictsCostLdsCycles) {
  // A stride of 2 * banks / (lanes per phase) dwords puts two lanes of a phase on each bank used.
  unsigned banks = unsigned(arch().ldsBanks), phase = std::min(waveSize(), banks);
  uint64_t out = alloc(256 * 4 * 8);
  Profile flat = profile("lds_stride", {8}, {256}, {ptr(out), i32(1)});
  Profile conflicted = profile("lds_stride", {8}, {256}, {ptr(out), i32(int32_t(2 * banks / phase))});
  EXPECT_GT(conflicted.ldsCycles, flat.ldsCycles) << flat.format() << conflicted.format();
  EXPECT_GE(conflicted.cycles, flat.cycles);
}

} // namespace

FLY_KERNEL_VARIANTS(ProfileModel, "profile");
