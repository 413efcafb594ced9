// topk_gating_softmax: the MoE router. For each token (a row of T x E gating logits):
// softmax over the E experts, the top K experts, and their weights (optionally renormalized
// to sum to 1) — FlyDSL's kernels/moe/topk_gating_softmax_kernel.py, vLLM's
// topkGatingSoftmax. Outputs: topk_weights (f32), topk_indices (i32) and
// token_expert_indices (i32, k * T + t: the row of the (t, k) pair in the k-major
// flattening the MoE sorting step reads).
//
// Layout: THREADS_PER_TOKEN (TPT) lanes share a token, each holding VPT consecutive logits
// in registers (VPT in {16, 8, 4, 2, 1} as large as possible dividing E, TPT = E / VPT
// rounded up to a power of two, at most the wave size: FlyDSL's layout when E is a power of
// two; other expert counts, which FlyDSL refuses, leave the lanes past E empty); a work-group of 4 waves covers 4 * wave / TPT tokens. The row
// max and sum are butterfly reductions over the TPT lanes. Top-K is K rounds of
// argmax-then-mask on the logits themselves (softmax is monotone, so the choice never
// depends on the rounding of exp): each lane's local argmax, then a butterfly over the TPT
// lanes keeping the larger logit, the lower expert index on ties, so every lane agrees on
// the winner, whose owner masks it. A masked logit is a NaN: it never wins a comparison,
// so a real -inf logit is still selectable.
#include "Common.h"
#include "Families.h"

#include <array>
#include <cfloat>

namespace fly::kernels {

namespace {
constexpr float kLog2e = 1.4426950408889634f;
constexpr int kWavesPerBlock = 4;
constexpr int kMaxVpt = 16;

struct GatingLayout {
  int vpt = 0, tpt = 0; // logits per lane, lanes per token; 0: no layout
};

// FlyDSL's choice for a power-of-two E: the largest VPT in {16, 8, 4, 2, 1} dividing E with
// E / VPT lanes no more than the wave. Any other E (FlyDSL refuses them) rounds the lane count
// up to a power of two; the lanes past E hold no logits.
GatingLayout gatingLayout(int64_t experts, int waveSize) {
  for (int vpt = kMaxVpt; vpt >= 1; vpt /= 2) {
    if (experts % vpt) continue;
    int64_t tpt = 1;
    while (tpt < experts / vpt) tpt *= 2;
    if (tpt > waveSize) continue;
    return {vpt, int(tpt)};
  }
  return {};
}

int tokensPerBlock(const GatingLayout &l, int waveSize) { return kWavesPerBlock * (waveSize / l.tpt); }

void buildTopkGating(fx::Module &m, const Params &p, const target::Arch &arch) {
  const int experts = int(param(p, "experts")), topk = int(param(p, "topk"));
  const bool renormalize = p.at("renormalize") == "1";
  const int wave = arch.waveSize;
  const GatingLayout layout = gatingLayout(experts, wave);
  const int vpt = layout.vpt, tpt = layout.tpt;
  const int perBlock = tokensPerBlock(layout, wave);
  withFloatType(p.at("dtype"), [&]<class T>() {
    const int chunk = std::min(vpt, vector128<T>);
    m.kernel("topk_gating_softmax", [&](fx::Ptr<T> gating, fx::Ptr<fx::Float32> weights, fx::Ptr<fx::Int32> indices,
                                        fx::Ptr<fx::Int32> tokenExpert, fx::Int32 tokens) {
      fx::Index tid = fx::thread_idx.x();
      fx::Index token = fx::block_idx.x() * perBlock + tid / tpt;
      fx::Index n = tokens.to<fx::Index>();
      fx::Boolean live = token < n;
      // Lanes past the last token read its row (their results are not stored).
      fx::Index row = fx::select(live, token, n - 1);
      fx::Int32 first = (tid % tpt).to<fx::Int32>() * vpt; // the expert index of this lane's x[0]
      // Lanes past the last expert (E not a power of two) read the row's start, then hold -inf:
      // nothing for the max and the sum, and masked for the selection.
      fx::Boolean padding = first >= experts;
      fx::Index base = row * experts + fx::select(padding, fx::Index(0), (tid % tpt) * vpt);
      std::array<fx::Float32, kMaxVpt> x;
      withWidth(chunk, [&]<int C>() {
        for (int j = 0; j < vpt; j += C) loadAsF32<T, C>(gating, base + j, &x[j]);
      });
      const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));
      if (tpt * vpt != experts)
        for (int j = 0; j < vpt; ++j) x[j] = fx::select(padding, minusInf, x[j]);

      // Row max and sum of exp(x - max) over the token's TPT lanes.
      fx::Float32 mx = x[0];
      for (int j = 1; j < vpt; ++j) mx = fx::max(mx, x[j]);
      for (int off = tpt / 2; off > 0; off /= 2) mx = fx::max(mx, fx::shuffle_xor(mx, off, tpt));
      fx::Float32 sum = 0.0f;
      for (int j = 0; j < vpt; ++j) sum += fx::exp2_approx((x[j] - mx) * kLog2e);
      for (int off = tpt / 2; off > 0; off /= 2) sum += fx::shuffle_xor(sum, off, tpt);

      // K rounds of argmax-then-mask.
      const fx::Float32 masked = fx::bitcast<fx::Float32>(fx::Int32(0x7fc00000)); // a quiet NaN
      if (tpt * vpt != experts)
        for (int j = 0; j < vpt; ++j) x[j] = fx::select(padding, masked, x[j]);
      std::vector<fx::Float32> picked;
      std::vector<fx::Int32> pickedIndex;
      fx::Float32 pickedSum = 0.0f;
      for (int k = 0; k < topk; ++k) {
        fx::Float32 best = x[0];
        fx::Int32 bestIndex = first;
        for (int j = 1; j < vpt; ++j) {
          fx::Boolean take = x[j] > best || best != best;
          best = fx::select(take, x[j], best);
          bestIndex = fx::select(take, first + j, bestIndex);
        }
        for (int off = tpt / 2; off > 0; off /= 2) {
          fx::Float32 other = fx::shuffle_xor(best, off, tpt);
          fx::Int32 otherIndex = fx::shuffle_xor(bestIndex, off, tpt);
          // Symmetric: both lanes of a pair keep the same (logit, index), NaNs (masked) losing
          // to any logit and to each other by index.
          fx::Boolean take = other > best || (other == best && otherIndex < bestIndex) ||
                             (best != best && (other == other || otherIndex < bestIndex));
          best = fx::select(take, other, best);
          bestIndex = fx::select(take, otherIndex, bestIndex);
        }
        fx::Float32 w = fx::exp2_approx((best - mx) * kLog2e);
        picked.push_back(w);
        pickedIndex.push_back(bestIndex);
        pickedSum += w;
        if (k + 1 < topk)
          for (int j = 0; j < vpt; ++j) x[j] = fx::select(bestIndex == first + j, masked, x[j]);
      }
      fx::Float32 scale = 1.0f / (renormalize ? pickedSum : sum);
      fx::if_(live && tid % tpt == 0, [&] {
        fx::Index out = token * topk;
        fx::Int32 token32 = token.to<fx::Int32>();
        for (int k = 0; k < topk; ++k) {
          weights.store(out + k, picked[k] * scale);
          indices.store(out + k, pickedIndex[k]);
          tokenExpert.store(out + k, tokens * k + token32);
        }
      });
    }, {.block = {unsigned(kWavesPerBlock * wave), 1, 1}});
  });
}

std::string validateTopkGating(const Params &p, const target::Arch &arch, const std::vector<int64_t> *) {
  int64_t experts = param(p, "experts"), topk = param(p, "topk");
  if (!gatingLayout(experts, arch.waveSize).vpt)
    return "topk_gating_softmax: experts=" + std::to_string(experts) +
           " has no lane layout on " + std::string(arch.name) + ": at most " +
           std::to_string(kMaxVpt * arch.waveSize) + " experts (16 logits on each of the wave's " +
           std::to_string(arch.waveSize) + " lanes), and E / VPT lanes for the largest VPT in {16, 8, 4, 2, 1} "
           "dividing E must fit in the wave";
  if (topk > experts)
    return "topk_gating_softmax: topk=" + std::to_string(topk) + " is larger than the expert count (experts=" +
           std::to_string(experts) + ")";
  return "";
}
} // namespace

void addMoeGating(std::vector<Entry> &entries) {
  Entry e;
  e.name = "topk_gating_softmax";
  e.summary = "MoE router: softmax over E experts per token, the top K experts (ties: lower index) and their "
              "weights, optionally renormalized (FlyDSL's topk_gating_softmax)";
  e.params = {{"dtype", "bf16", {"f32", "f16", "bf16"}, "element type of the gating logits (math in f32)"},
              {"experts", "128", {}, "expert count E (at most 16 x the wave size)"},
              {"topk", "8", {}, "experts chosen per token (at most E)"},
              {"renormalize", "1", {"0", "1"}, "1: the K weights are rescaled to sum to 1"}};
  e.problemDims = {"T"};
  e.defaultProblem = {333};
  e.gridRule = "block (4 * wave, 1, 1); grid (ceil(T / (4 * wave / TPT)), 1, 1), TPT = E / VPT lanes per token";
  e.tolerance = "indices exact; weights f32: 2e-5 relative + 1e-9";
  e.inputLow = -2.0; // FlyDSL's test: uniform in [-2, 2)
  e.inputHigh = 2.0;
  e.build = buildTopkGating;
  e.validate = validateTopkGating;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    int64_t experts = param(p, "experts"), topk = param(p, "topk");
    Plan plan;
    plan.arguments = {{"gating", Argument::Role::Input, p.at("dtype"), {s[0], experts}, 0, 0, "T x E logits"},
                      {"topk_weights", Argument::Role::Output, "f32", {s[0], topk}, 0, 0, "T x K"},
                      {"topk_indices", Argument::Role::Output, "i32", {s[0], topk}, 0, 0, "T x K expert indices"},
                      {"token_expert_indices", Argument::Role::Output, "i32", {s[0], topk}, 0, 0, "T x K: k * T + t"},
                      {"T", Argument::Role::Scalar, "i32", {}, s[0], 0, "tokens"}};
    plan.launch.block[0] = uint32_t(kWavesPerBlock * arch.waveSize);
    plan.launch.grid[0] = uint32_t(ceilDiv(s[0], tokensPerBlock(gatingLayout(experts, arch.waveSize), arch.waveSize)));
    return plan;
  };
  // Double precision, written from the definition: the K largest logits (lower index first
  // among equal ones), softmax weights exp(x - max) / sum, renormalized over the K if asked.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    int64_t experts = param(p, "experts"), topk = param(p, "topk");
    bool renormalize = p.at("renormalize") == "1";
    for (int64_t t = 0; t < s[0]; ++t) {
      const double *x = d[0].values.data() + t * experts;
      double mx = -INFINITY, sum = 0;
      for (int64_t j = 0; j < experts; ++j) mx = std::max(mx, x[j]);
      for (int64_t j = 0; j < experts; ++j) sum += std::exp(x[j] - mx);
      std::vector<bool> taken(static_cast<size_t>(experts), false);
      std::vector<double> w(static_cast<size_t>(topk));
      std::vector<int64_t> at(static_cast<size_t>(topk));
      double pickedSum = 0;
      for (int64_t k = 0; k < topk; ++k) {
        int64_t best = -1;
        for (int64_t j = 0; j < experts; ++j)
          if (!taken[size_t(j)] && (best < 0 || x[j] > x[best])) best = j;
        taken[size_t(best)] = true;
        at[size_t(k)] = best;
        w[size_t(k)] = std::exp(x[best] - mx);
        pickedSum += w[size_t(k)];
      }
      for (int64_t k = 0; k < topk; ++k) {
        int64_t o = t * topk + k;
        d[1].values[size_t(o)] = w[size_t(k)] / (renormalize ? pickedSum : sum);
        d[2].values[size_t(o)] = double(at[size_t(k)]);
        d[3].values[size_t(o)] = double(k * s[0] + t);
      }
    }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    return type == "i32" ? 0.0 : 2e-5 * std::fabs(want) + 1e-9;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
