#include "Common.h"

#include <algorithm>
#include <cassert>
#include <sstream>

namespace fly::kernels {

fx::Float32 combine(fx::Float32 a, fx::Float32 b, fx::Reduction kind) {
  switch (kind) {
  case fx::Reduction::Add: return a + b;
  case fx::Reduction::Mul: return a * b;
  case fx::Reduction::Max: return fx::max(a, b);
  case fx::Reduction::Min: return fx::min(a, b);
  }
  return a;
}

fx::Float32 waveReduce(fx::Float32 v, fx::Reduction kind, int waveSize) {
  for (int offset = waveSize / 2; offset > 0; offset /= 2) v = combine(v, fx::shuffle_xor(v, offset, waveSize), kind);
  return v;
}

fx::Float32 blockReduce(fx::Float32 v, fx::Reduction kind, int blockSize, int waveSize) {
  v = waveReduce(v, kind, waveSize);
  int waves = blockSize / waveSize;
  if (waves <= 1) return v;
  // One slot per wave, written once by the wave's lane 0 and read by everyone after the barrier;
  // every call gets its own slots, so no later write can race with these reads.
  auto partials = fx::lds_alloc<fx::Float32>(waves);
  fx::Index tid = fx::thread_idx.x();
  fx::if_(fx::lane_id() == 0, [&] { partials.store(tid / waveSize, v); });
  fx::barrier();
  fx::Float32 total = partials.load(fx::Index(0));
  for (int w = 1; w < waves; ++w) total = combine(total, partials.load(fx::Index(w)), kind);
  return total;
}

void rowProblem(Entry &e, int64_t defaultRows, int64_t defaultCols) {
  e.params.push_back(
      {"block", "256", {"64", "128", "256", "512"}, "threads per work-group (one work-group per row)", /*tunable=*/true});
  e.problemDims = {"M", "N"};
  e.defaultProblem = {defaultRows, defaultCols};
  e.gridRule = "block (BLOCK, 1, 1); grid (M, 1, 1)";
}

runtime::LaunchConfig rowLaunch(const Params &p, int64_t rows) {
  runtime::LaunchConfig launch;
  launch.block[0] = uint32_t(param(p, "block"));
  launch.grid[0] = uint32_t(rows);
  return launch;
}

int rowCacheVectors(int block, int vector) {
  // 16 KiB of the row (1024 128-bit vectors), at most 4 vectors (16 VGPRs as loaded) a thread.
  constexpr int64_t kCachedVectors = 1024;
  constexpr int64_t kMaxVectors = 4;
  (void)vector;
  return int(std::clamp<int64_t>(ceilDiv(kCachedVectors, int64_t(block)), 1, kMaxVectors));
}

void rowTiers(fx::Index n, int64_t stride, int kmax, const std::function<void(int K, int sure, bool rest)> &body) {
  std::function<void(int)> tier = [&](int K) {
    if (K >= kmax) return body(kmax, kmax / 2, true);
    fx::if_(n <= K * stride, [&] { body(K, K / 2, false); }, [&] { tier(2 * K); });
  };
  tier(1);
}

RowSpan rowSpan(fx::Index base, fx::Index n, int vector) {
  // In i32: the row's length and its misalignment (the low bits of base) both fit.
  fx::Int32 n32 = n.to<fx::Int32>();
  fx::Int32 misaligned = base.to<fx::Int32>() & fx::Int32(vector - 1);
  fx::Int32 head = fx::min((fx::Int32(vector) - misaligned) & fx::Int32(vector - 1), n32);
  fx::Int32 vecCols = (n32 - head) & fx::Int32(-vector);
  return {head.to<fx::Index>(), vecCols.to<fx::Index>(), (n32 - vecCols).to<fx::Index>()};
}

fx::Index RowSpan::extraColumn(fx::Index t) const { return fx::select(t < head, t, vecCols + t); }

double standardTolerance(const std::string &type, double want, double f32Relative) {
  double rel = f32Relative;
  if (type == "f16") rel = std::max(rel, 2.0 * 0x1p-11);
  else if (type == "bf16") rel = std::max(rel, 2.0 * 0x1p-8);
  return rel * std::fabs(want) + rel;
}

size_t argumentIndex(const Plan &plan, std::string_view name) {
  for (size_t i = 0; i < plan.arguments.size(); ++i)
    if (plan.arguments[i].name == name) return i;
  assert(false && "argumentIndex: no such argument in the plan");
  return plan.arguments.size();
}

std::string firstOutside(const std::string &kernel, const Plan &plan, const std::vector<HostData> &inputs,
                         std::string_view name, int64_t from, int64_t to, int64_t low, int64_t high,
                         const std::string &why, std::optional<int64_t> exempt) {
  size_t i = argumentIndex(plan, name);
  const std::vector<double> &values = inputs[i].values;
  to = std::min<int64_t>(to, int64_t(values.size()));
  for (int64_t k = std::max<int64_t>(from, 0); k < to; ++k) {
    double v = values[size_t(k)];
    if (exempt && v == double(*exempt)) continue;
    if (v >= double(low) && v < double(high)) continue;
    std::ostringstream at;
    at << kernel << ": " << elementName(plan.arguments[i], k) << " = " << int64_t(v) << " is outside [" << low << ", "
       << high << ") (" << why << ")";
    return at.str();
  }
  return "";
}

} // namespace fly::kernels
