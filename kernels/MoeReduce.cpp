// moe_reduce: the top-k sum after the second MoE GEMM in its partial-sum mode (FlyDSL's
// kernels/moe/moe_gemm_2stage/moe_reduce.py): Y[t, d] = sum over k of X[t, k, d], in f32, stored
// in the input's type; with use_mask, a (t, k) whose expert is disabled in expert_mask (expert
// parallelism: expert_mask[topk_ids[t, k]] == 0) adds nothing.
//
// Work-group (BLOCK, 1, 1) per (token, tile of BLOCK * V columns), V the elements of a 128-bit
// load: each thread loads its V columns of the K rows (the K loads issued before any add), adds
// in f32 in slot order and stores V results; a partial vector at the end of a row (D not a
// multiple of V) takes scalar loads.
#include "Common.h"
#include "Families.h"

namespace fly::kernels {

namespace {
constexpr int kReduceBlock = 256;

void buildMoeReduce(fx::Module &m, const Params &p, const target::Arch &) {
  const int64_t topk = param(p, "topk");
  const bool useMask = p.at("use_mask") == "1";
  withFloatType(p.at("dtype"), [&]<class T>() {
    constexpr int V = vector128<T>;
    m.kernel("moe_reduce", [&](fx::Ptr<T> x, fx::Ptr<T> y, fx::Ptr<fx::Int32> expertMask, fx::Ptr<fx::Int32> topkIds,
                               fx::Int32 dim32) {
      fx::Index token = fx::block_idx.x();
      fx::Index col = (fx::block_idx.y() * kReduceBlock + fx::thread_idx.x()) * V;
      fx::Index d = dim32.to<fx::Index>();
      fx::Index rowIn = token * topk * d, rowOut = token * d;
      // The slots that count: all of them, or those whose expert the mask enables.
      std::vector<fx::Boolean> live;
      if (useMask)
        for (int64_t k = 0; k < topk; ++k)
          live.push_back(expertMask.load(topkIds.load(token * topk + k).to<fx::Index>()) != 0);
      fx::if_(col < d, [&] {
        fx::if_(
            col + V <= d && d % V == 0,
            [&] {
              std::vector<fx::Vector<fx::Float32, V>> rows;
              for (int64_t k = 0; k < topk; ++k)
                rows.push_back(x.template load<V>(rowIn + k * d + col).template to<fx::Float32>());
              auto acc = fx::Vector<fx::Float32, V>::filled(fx::Float32(0.0f));
              for (int64_t k = 0; k < topk; ++k)
                acc = useMask ? fx::select(live[size_t(k)], acc + rows[size_t(k)], acc) : acc + rows[size_t(k)];
              y.store(rowOut + col, acc.template to<T>());
            },
            [&] {
              for (int j = 0; j < V; ++j)
                fx::if_(col + j < d, [&] {
                  fx::Float32 acc = 0.0f;
                  for (int64_t k = 0; k < topk; ++k) {
                    fx::Float32 v = x.load(rowIn + k * d + col + j).template to<fx::Float32>();
                    acc = useMask ? fx::select(live[size_t(k)], acc + v, acc) : acc + v;
                  }
                  y.store(rowOut + col + j, acc.template to<T>());
                });
            });
      });
    }, {.block = {unsigned(kReduceBlock), 1, 1}});
  });
}
} // namespace

void addMoeReduce(std::vector<Entry> &entries) {
  Entry e;
  e.name = "moe_reduce";
  e.summary = "MoE top-k reduction after the second GEMM's partial-sum output: Y[t, d] = sum_k X[t, k, d] in f32, "
              "optionally masking slots whose expert is disabled (FlyDSL's moe_reduce)";
  e.params = {{"dtype", "bf16", {"f32", "f16", "bf16"}, "element type of X and Y (sums in f32)"},
              {"topk", "8", {}, "slots per token K"},
              {"use_mask", "0", {"0", "1"}, "1: slot (t, k) counts only if expert_mask[topk_ids[t, k]] != 0"},
              {"experts", "8", {}, "expert count E (the mask's length)"}};
  e.problemDims = {"T", "D"};
  e.defaultProblem = {129, 4096};
  e.gridRule = "block (256, 1, 1); grid (T, ceil(D / (256 * V)), 1), V = 128 bits of dtype";
  e.tolerance = "f32: 1e-6 relative (the order of K f32 additions); f16/bf16: half an ulp of the output, doubled";
  e.build = buildMoeReduce;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    int64_t topk = param(p, "topk"), experts = param(p, "experts");
    int v = p.at("dtype") == "f32" ? 4 : 8;
    Plan plan;
    Argument mask{"expert_mask", Argument::Role::Input, "i32", {experts}, 0, 0, "E: 0 disables an expert"};
    mask.generate = [](std::mt19937_64 &rng, int64_t n) {
      std::vector<double> out;
      for (int64_t i = 0; i < n; ++i) out.push_back(double(rng() % 3 != 0)); // about a third disabled
      return out;
    };
    Argument ids{"topk_ids", Argument::Role::Input, "i32", {s[0], topk}, 0, 0, "T x K expert of each slot"};
    ids.generate = [experts](std::mt19937_64 &rng, int64_t n) {
      std::vector<double> out;
      for (int64_t i = 0; i < n; ++i) out.push_back(double(rng() % uint64_t(experts)));
      return out;
    };
    plan.arguments = {{"x", Argument::Role::Input, p.at("dtype"), {s[0], topk, s[1]}, 0, 0, "T x K x D partial sums"},
                      {"y", Argument::Role::Output, p.at("dtype"), {s[0], s[1]}, 0, 0, "T x D"},
                      mask,
                      ids,
                      {"D", Argument::Role::Scalar, "i32", {}, s[1], 0, "columns"}};
    plan.launch.block[0] = kReduceBlock;
    plan.launch.grid[0] = uint32_t(s[0]);
    plan.launch.grid[1] = uint32_t(ceilDiv(s[1], int64_t(kReduceBlock) * v));
    return plan;
  };
  e.validate = [](const Params &p, const target::Arch &, const std::vector<int64_t> *problem) -> std::string {
    if (problem && problem->size() == 2 && (*problem)[0] * param(p, "topk") * (*problem)[1] > INT32_MAX)
      return "moe_reduce: T x topk x D = " + std::to_string((*problem)[0] * param(p, "topk") * (*problem)[1]) +
             " elements is more than the kernel's 32-bit offsets reach";
    return "";
  };
  // With the mask, each slot's expert indexes expert_mask.
  e.inspectInputs = [](const Params &p, const std::vector<int64_t> &s, const Plan &plan,
                       const std::vector<HostData> &in) -> std::string {
    if (p.at("use_mask") != "1") return "";
    return firstOutside("moe_reduce", plan, in, "topk_ids", 0, s[0] * param(p, "topk"), 0, param(p, "experts"),
                        "use_mask=1 reads expert_mask at it: experts=" + p.at("experts"));
  };
  // sum over the K slots in double, masked slots left out.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    int64_t topk = param(p, "topk");
    bool useMask = p.at("use_mask") == "1";
    for (int64_t t = 0; t < s[0]; ++t)
      for (int64_t c = 0; c < s[1]; ++c) {
        double acc = 0;
        for (int64_t k = 0; k < topk; ++k) {
          if (useMask && d[2].values[size_t(d[3].values[size_t(t * topk + k)])] == 0) continue;
          acc += d[0].values[size_t((t * topk + k) * s[1] + c)];
        }
        d[1].values[size_t(t * s[1] + c)] = acc;
      }
  };
  e.allowedError = [](const Params &p, const std::vector<int64_t> &, const std::string &type, double want) {
    // K f32 additions of values up to 4: relative 1e-6 of the sum can be less than one rounding of a
    // partial sum; allow K roundings of the largest partial (K * 4 * 2^-24) on top.
    double floor = double(param(p, "topk")) * 4.0 * 0x1p-24;
    return standardTolerance(type, want, 1e-6) + floor;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
