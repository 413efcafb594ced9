// pa_decode_reduce: combines the partitions of a split-K pa_decode (partitions > 1) into the output
// (FlyDSL's pa_decode_swa.py compile_pa_decode_sw_reduce for the semantics). Per sequence s, KV head
// k and query head g of its group, partition p left its max score m_p (natural log, -inf: no
// tokens), its sum l_p = sum exp(score - m_p) and its normalized output O_p = sum exp(score - m_p)
// V / l_p; with M = max over the partitions with l_p > 0 of m_p and w_p = l_p exp(m_p - M),
//   out[s, k * G + g, :] = sum_p w_p O_p / sum_p w_p
// (0 when no partition has tokens, as pa_decode gives an empty sequence). Partitions with l_p = 0
// take no part, whatever their max. One work-group of D threads per (s, k, g), thread i one dim;
// two passes over the partitions (the max, then the weighted sum), exp in base 2.
#include "Attention.h"
#include "Common.h"
#include "Families.h"

#include <cmath>

namespace fly::kernels {

namespace {
using attention::loopCarrying;
constexpr double kLog2e = 1.4426950408889634;

struct ReduceConfig {
  std::string dtype;
  int d = 0, qh = 0, kh = 0, group = 0, partitions = 0;
};

std::string resolve(const Params &p, ReduceConfig &c) {
  c.dtype = p.at("dtype");
  c.d = int(param(p, "head_dim"));
  c.qh = int(param(p, "q_heads"));
  c.kh = int(param(p, "kv_heads"));
  c.partitions = int(param(p, "partitions"));
  if (c.qh % c.kh)
    return "pa_decode_reduce: q_heads=" + std::to_string(c.qh) + " is not a multiple of kv_heads=" +
           std::to_string(c.kh) + " (each KV head serves q_heads / kv_heads query heads)";
  c.group = c.qh / c.kh;
  return "";
}

template <class T>
void reduceBody(const ReduceConfig &c, fx::Ptr<fx::Float32> expSums, fx::Ptr<fx::Float32> maxLogits, fx::Ptr<T> partial,
                fx::Ptr<T> out) {
  fx::Index dim = fx::thread_idx.x();
  fx::Index seq = fx::block_idx.x(), kvHead = fx::block_idx.y(), g = fx::block_idx.z();
  // Row of partition 0 in [SEQS, KH, partitions, G]; partition p is G rows further.
  fx::Index row0 = (seq * int64_t(c.kh) + kvHead) * int64_t(c.partitions * c.group) + g;
  const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));
  const fx::Index zero(int64_t(0)), np(int64_t(c.partitions)), one(int64_t(1));
  // Pass 1: the largest max of a partition with tokens (-inf when none has).
  std::vector<ir::Value *> top = loopCarrying(zero, np, one, {minusInf.ir()}, [&](fx::Index p, std::vector<ir::Value *> v) {
    fx::Index at = row0 + p * int64_t(c.group);
    fx::Float32 m = maxLogits.load(at), l = expSums.load(at);
    return std::vector<ir::Value *>{fx::select(l > 0.0f, fx::max(fx::Float32(v[0]), m), fx::Float32(v[0])).ir()};
  });
  fx::Float32 mAll(top[0]);
  // Pass 2: w_p = l_p 2^((m_p - M) log2 e), their sum and sum w_p O_p[dim].
  std::vector<ir::Value *> sums =
      loopCarrying(zero, np, one, {fx::Float32(0.0f).ir(), fx::Float32(0.0f).ir()}, [&](fx::Index p, std::vector<ir::Value *> v) {
        fx::Index at = row0 + p * int64_t(c.group);
        fx::Float32 m = maxLogits.load(at), l = expSums.load(at);
        fx::Float32 w = fx::select(l > 0.0f, l * fx::exp2_approx((m - mAll) * float(kLog2e)), fx::Float32(0.0f));
        fx::Float32 o = partial.load(at * int64_t(c.d) + dim).template to<fx::Float32>();
        return std::vector<ir::Value *>{(fx::Float32(v[0]) + w).ir(), fx::fma(w, o, fx::Float32(v[1])).ir()};
      });
  fx::Float32 wAll(sums[0]), acc(sums[1]);
  fx::Float32 result = fx::select(wAll > 0.0f, acc / wAll, fx::Float32(0.0f));
  fx::Index outAt = (seq * int64_t(c.qh) + kvHead * int64_t(c.group) + g) * int64_t(c.d) + dim;
  out.store(outAt, result.template to<T>());
}

void buildReduce(fx::Module &m, const Params &p, const target::Arch &) {
  ReduceConfig c;
  if (!resolve(p, c).empty()) return; // compileKernel and runKernel report Entry::validate's message first
  auto kernel = [&]<class T>() {
    m.kernel("pa_decode_reduce",
             [&](fx::Ptr<fx::Float32> sums, fx::Ptr<fx::Float32> maxes, fx::Ptr<T> partial, fx::Ptr<T> out) {
               reduceBody<T>(c, sums, maxes, partial, out);
             },
             fx::KernelOptions{.block = {unsigned(c.d), 1, 1}});
  };
  if (c.dtype == "f16") kernel.template operator()<fx::Float16>();
  else kernel.template operator()<fx::BFloat16>();
}

// Partitions of sequence s with tokens: the first (3 s + 1) mod (partitions + 1) (some sequences
// none, some all), as a split-K pa_decode leaves them (empty partitions at the end).
int64_t filledPartitions(int64_t s, int64_t partitions) { return (3 * s + 1) % (partitions + 1); }
} // namespace

void addPagedAttentionReduce(std::vector<Entry> &entries) {
  Entry e;
  e.name = "pa_decode_reduce";
  e.summary = "combines a split-K pa_decode's partitions (max, sum, normalized partial output each) into the "
              "attention output (FlyDSL's pa_decode reduce kernel)";
  e.params = {{"dtype", "bf16", {"bf16", "f16"}, "element type of the partial outputs and the output"},
              {"head_dim", "128", {"64", "128", "256"}, "D (the work-group's threads)"},
              {"q_heads", "8", {}, "query heads QH"},
              {"kv_heads", "1", {}, "key/value heads KH"},
              {"partitions", "4", {}, "partitions of the sequence pa_decode wrote"}};
  e.problemDims = {"SEQS"};
  e.defaultProblem = {7};
  e.gridRule = "block (head_dim, 1, 1); grid (SEQS, kv_heads, q_heads / kv_heads)";
  e.tolerance = "u * |O| + 2^-14, u = 2^-8 (bf16) or 2^-11 (f16): the output rounded once; partial outputs in "
                "[-2, 2], maxima in [-8, 8], sums in [0.5, 40] (0 and -inf for partitions without tokens)";
  e.inputLow = -2.0;
  e.inputHigh = 2.0;
  e.build = buildReduce;
  e.validate = [](const Params &p, const target::Arch &, const std::vector<int64_t> *) {
    ReduceConfig c;
    return resolve(p, c);
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    const std::string t = p.at("dtype");
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads"),
                  np = param(p, "partitions"), g = qh % kh ? 1 : qh / kh, seqs = s[0];
    // Element k of [SEQS, KH, partitions, G]: its sequence and partition.
    auto filled = [=](int64_t k) { return (k / g) % np < filledPartitions(k / (kh * np * g), np); };
    Argument sums{"exp_sums", Argument::Role::Input, "f32", {seqs, kh, np, g}, 0, 0,
                  "SEQS x KH x partitions x QH/KH: each partition's sum (0: no tokens)"};
    sums.generate = [=](std::mt19937_64 &rng, int64_t n) {
      std::uniform_real_distribution<double> u(0.5, 40.0);
      std::vector<double> out(static_cast<size_t>(n));
      for (int64_t k = 0; k < n; ++k) out[size_t(k)] = filled(k) ? u(rng) : 0.0;
      return out;
    };
    Argument maxes{"max_logits", Argument::Role::Input, "f32", {seqs, kh, np, g}, 0, 0,
                   "SEQS x KH x partitions x QH/KH: each partition's max score (-inf: no tokens)"};
    maxes.generate = [=](std::mt19937_64 &rng, int64_t n) {
      std::uniform_real_distribution<double> u(-8.0, 8.0);
      std::vector<double> out(static_cast<size_t>(n));
      for (int64_t k = 0; k < n; ++k) out[size_t(k)] = filled(k) ? u(rng) : -INFINITY;
      return out;
    };
    Plan plan;
    plan.arguments = {sums, maxes,
                      {"tmp_out", Argument::Role::Input, t, {seqs, kh, np, g, d}, 0, 0,
                       "SEQS x KH x partitions x QH/KH x D: each partition's normalized output"},
                      {"output", Argument::Role::Output, t, {seqs, qh, d}, 0, 0, "SEQS x QH x D"}};
    plan.launch.block[0] = uint32_t(d);
    plan.launch.grid[0] = uint32_t(seqs);
    plan.launch.grid[1] = uint32_t(kh);
    plan.launch.grid[2] = uint32_t(g);
    return plan;
  };
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &dd) {
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads"),
                  np = param(p, "partitions"), g = qh / kh;
    const auto &sums = dd[0].values, &maxes = dd[1].values, &part = dd[2].values;
    auto &out = dd[3].values;
    for (int64_t sq = 0; sq < s[0]; ++sq)
      for (int64_t h = 0; h < qh; ++h) {
        const int64_t row0 = ((sq * kh + h / g) * np) * g + h % g;
        double top = -INFINITY, total = 0;
        for (int64_t p0 = 0; p0 < np; ++p0)
          if (sums[size_t(row0 + p0 * g)] > 0) top = std::max(top, maxes[size_t(row0 + p0 * g)]);
        std::vector<double> acc(size_t(d), 0.0);
        for (int64_t p0 = 0; p0 < np; ++p0) {
          const size_t at = size_t(row0 + p0 * g);
          if (!(sums[at] > 0)) continue;
          const double w = sums[at] * std::exp(maxes[at] - top);
          total += w;
          for (int64_t i = 0; i < d; ++i) acc[size_t(i)] += w * part[at * size_t(d) + size_t(i)];
        }
        for (int64_t i = 0; i < d; ++i) out[size_t((sq * qh + h) * d + i)] = total > 0 ? acc[size_t(i)] / total : 0.0;
      }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    return (type == "f16" ? 0x1p-11 : 0x1p-8) * std::fabs(want) + 0x1p-14;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
