// moe_sorting: the tokens of an MoE layer sorted by expert, the input the grouped expert GEMMs
// read (FlyDSL's kernels/moe/moe_sorting_kernel.py, CK's moe_sorting). From the router's
// T x K expert ids and weights:
// - sorted_token_ids: for each expert in order, its (token, slot) pairs as (k << 24) | t, in token
//   order, padded to a multiple of unit_size (the GEMM's M tile) with the sentinel (K << 24) | T;
//   experts without tokens take no room; past the last expert's padding, sentinels to the end of
//   the T * K + E * unit_size - K entries;
// - sorted_weights: the pair's router weight (0 on sentinels);
// - sorted_expert_ids: the expert of each unit_size block of sorted_token_ids (-1 past the last);
// - num_valid_ids: {entries up to the end of the last expert's padding, T};
// - moe_buf (T x D bf16, the second GEMM's atomically accumulated output): zeroed.
// The expert ids of one token must be distinct (as a router's top-k are).
//
// One work-group (block 0) sorts; blocks 1.. zero moe_buf with 16-byte stores. The sort is a
// counting sort that keeps the reference's order without atomics deciding it:
// 1. per-expert counts with LDS atomic adds;
// 2. each thread pads the counts of its run of consecutive experts to unit_size, an exclusive
//    scan over the work-group (shuffles within a wave, wave totals through LDS) gives each expert
//    its start; the thread writes its experts' block ids and padding sentinels, the threads the
//    tail;
// 3. the tokens in chunks of C rows (C x E i32 of LDS): a "mesh" row per token holds k + 1 at its
//    experts' columns (and, in a second C x E array, the pair's weight, so the walk below reads
//    no global memory); then the thread owning expert e (e = tid + q * BLOCK, so a wave reads
//    consecutive words of a row) walks the chunk's rows in order, writing each pair at its
//    expert's cursor and clearing the cell, so the mesh is clean for the next chunk.
#include "Common.h"
#include "Families.h"

#include <algorithm>
#include <numeric>

namespace fly::kernels {

namespace {
constexpr int kSortBlock = 256;       // threads of the sorting work-group
constexpr int64_t kMeshWords = 4096;  // the token x expert mesh (slots, and weights beside): 32 KiB of LDS
constexpr int kZeroBlocksMax = 64;    // work-groups zeroing moe_buf
constexpr int kZeroVector = 8;        // bf16 per 16-byte store

struct SortShape {
  int64_t experts, topk, unit, tokens, dim;
  int64_t maxPadded() const { return tokens * topk + experts * unit - topk; }
  int64_t maxBlocks() const { return ceilDiv(maxPadded(), unit); }
  int64_t meshRows() const { return std::max<int64_t>(1, kMeshWords / experts); }
  int64_t zeroBlocks() const {
    return std::clamp<int64_t>(ceilDiv(tokens * dim, int64_t(kSortBlock) * kZeroVector), 1, kZeroBlocksMax);
  }
};

SortShape sortShape(const Params &p, const std::vector<int64_t> &s) {
  return {param(p, "experts"), param(p, "topk"), param(p, "unit_size"), s.empty() ? 1 : s[0],
          s.size() > 1 ? s[1] : 1};
}

// Exclusive scan of `x` over the work-group's `block` threads, and the total (every thread gets
// it): inclusive shuffle-up scan within each wave, wave totals through `waveTotals` (LDS).
std::pair<fx::Int32, fx::Int32> blockExclusiveScan(fx::Int32 x, fx::Ptr<fx::Int32, ir::AddressSpace::Shared> waveTotals,
                                                   int block, int wave) {
  fx::Index tid = fx::thread_idx.x();
  fx::Index lane = tid % wave, w = tid / wave;
  fx::Int32 inclusive = x;
  for (int off = 1; off < wave; off *= 2) {
    fx::Int32 up = fx::shuffle_up(inclusive, off, wave);
    inclusive = fx::select(lane >= off, inclusive + up, inclusive);
  }
  fx::if_(lane == wave - 1, [&] { waveTotals.store(w, inclusive); });
  fx::barrier();
  fx::Int32 before = 0, total = 0;
  for (int v = 0; v < block / wave; ++v) {
    fx::Int32 t = waveTotals.load(fx::Index(v));
    before = fx::select(w > v, before + t, before);
    total = total + t;
  }
  return {before + inclusive - x, total};
}

void buildMoeSorting(fx::Module &m, const Params &p, const target::Arch &arch) {
  const SortShape shape = sortShape(p, {});
  const int64_t experts = shape.experts, topk = shape.topk, unit = shape.unit;
  const int64_t rows = shape.meshRows();
  const int block = kSortBlock, wave = arch.waveSize;
  const int64_t run = ceilDiv(experts, block);    // consecutive experts a thread scans (step 2)
  const int64_t owned = ceilDiv(experts, block);  // experts a thread owns in step 3 (strided)
  m.kernel("moe_sorting", [&](fx::Ptr<fx::Int32> ids, fx::Ptr<fx::Float32> weights, fx::Ptr<fx::Int32> sortedIds,
                              fx::Ptr<fx::Float32> sortedWeights, fx::Ptr<fx::Int32> sortedExperts,
                              fx::Ptr<fx::Int32> numValid, fx::Ptr<fx::BFloat16> moeBuf, fx::Int32 tokens32,
                              fx::Int32 dim32) {
    fx::Index tid = fx::thread_idx.x();
    fx::Index bid = fx::block_idx.x();
    fx::Index tokens = tokens32.to<fx::Index>();
    // Blocks 1..: moe_buf = 0, 16-byte stores over whole vectors, then the odd tail.
    fx::if_(bid > 0, [&] {
      fx::Index n = tokens * dim32.to<fx::Index>();
      fx::Index vectors = n / kZeroVector;
      fx::Index stride = (fx::grid_dim.x() - 1) * block;
      auto zero = fx::Vector<fx::BFloat16, kZeroVector>::filled(fx::BFloat16(0.0f));
      fx::range((bid - 1) * block + tid, vectors, stride, [&](fx::Index v) { moeBuf.store(v * kZeroVector, zero); });
      fx::Index tail = vectors * kZeroVector + (bid - 1) * block + tid;
      fx::if_(tail < n, [&] { moeBuf.store(tail, fx::BFloat16(0.0f)); });
    });
    fx::if_(bid == 0, [&] {
      auto counts = fx::lds_alloc<fx::Int32>(experts);
      auto waveTotals = fx::lds_alloc<fx::Int32>(block / wave);
      auto mesh = fx::lds_alloc<fx::Int32>(rows * experts);
      auto meshWeights = fx::lds_alloc<fx::Float32>(rows * experts);
      const fx::Int32 zero = 0;
      // Step 1: counts.
      fx::range(tid, fx::Index(experts), block, [&](fx::Index e) { counts.store(e, zero); });
      fx::Index meshUsed = fx::min(tokens, fx::Index(rows)) * experts;
      fx::range(tid, meshUsed, block, [&](fx::Index i) { mesh.store(i, zero); });
      fx::barrier();
      fx::range(tid, tokens * topk, block, [&](fx::Index i) {
        counts.atomic_add(ids.load(i).to<fx::Index>(), fx::Int32(1));
      });
      fx::barrier();

      // Step 2: padded counts of this thread's run of experts, their starts, the expert table.
      std::vector<fx::Int32> count, padded;
      fx::Int32 mine = 0;
      for (int64_t r = 0; r < run; ++r) {
        fx::Index e = tid * run + r;
        fx::Int32 c = fx::if_(e < experts, [&] { return counts.load(e); }, [&] { return zero; });
        fx::Int32 pad = (c + int32_t(unit - 1)) / int32_t(unit) * int32_t(unit);
        count.push_back(c);
        padded.push_back(pad);
        mine = mine + pad;
      }
      auto [start, total] = blockExclusiveScan(mine, waveTotals, block, wave);
      // (The scan's barrier orders every count read before the cursors overwrite them.)
      const fx::Int32 sentinel = fx::Int32(int32_t(topk << 24)) | tokens32;
      for (int64_t r = 0; r < run; ++r) {
        fx::Index e = tid * run + r;
        fx::Int32 s = start;
        fx::if_(e < experts, [&] {
          counts.store(e, s);
          fx::Int32 e32 = e.to<fx::Int32>();
          fx::range((s / int32_t(unit)).to<fx::Index>(), ((s + padded[r]) / int32_t(unit)).to<fx::Index>(), 1,
                    [&](fx::Index b) { sortedExperts.store(b, e32); });
          fx::range((s + count[r]).to<fx::Index>(), (s + padded[r]).to<fx::Index>(), 1, [&](fx::Index i) {
            sortedIds.store(i, sentinel);
            sortedWeights.store(i, fx::Float32(0.0f));
          });
        });
        start = start + padded[r];
      }
      fx::Index end = total.to<fx::Index>();
      fx::range(end + tid, fx::Index(0) + tokens * topk + (experts * unit - topk), block, [&](fx::Index i) {
        sortedIds.store(i, sentinel);
        sortedWeights.store(i, fx::Float32(0.0f));
      });
      fx::Index maxBlocks = (tokens * topk + (experts * unit - topk) + (unit - 1)) / unit;
      fx::range(end / unit + tid, maxBlocks, block, [&](fx::Index b) { sortedExperts.store(b, fx::Int32(-1)); });
      fx::if_(tid == 0, [&] {
        numValid.store(fx::Index(0), total);
        numValid.store(fx::Index(1), tokens32);
      });
      fx::barrier();

      // Step 3: the pairs, a chunk of `rows` tokens at a time.
      fx::range(fx::Index(0), tokens, rows, [&](fx::Index first) {
        fx::Index chunk = fx::min(tokens - first, fx::Index(rows));
        fx::range(tid, chunk * topk, block, [&](fx::Index i) {
          fx::Index e = ids.load(first * topk + i).to<fx::Index>();
          mesh.store(i / topk * experts + e, (i % topk).to<fx::Int32>() + 1);
          meshWeights.store(i / topk * experts + e, weights.load(first * topk + i));
        });
        fx::barrier();
        for (int64_t q = 0; q < owned; ++q) {
          fx::Index e = tid + q * block;
          auto walk = [&] {
            fx::Int32 cursor = counts.load(e);
            cursor = fx::range(fx::Index(0), chunk, 1, cursor, [&](fx::Index t, fx::Int32 at) {
              fx::Int32 slot = mesh.load(t * experts + e);
              fx::Boolean hit = slot != 0;
              fx::if_(hit, [&] {
                fx::Int32 k = slot - 1;
                fx::Index token = first + t;
                fx::Index where = at.to<fx::Index>();
                sortedIds.store(where, (k << 24) | token.to<fx::Int32>());
                sortedWeights.store(where, meshWeights.load(t * experts + e));
                mesh.store(t * experts + e, zero);
              });
              return fx::select(hit, at + 1, at);
            });
            counts.store(e, cursor);
          };
          if ((q + 1) * block <= experts) walk();
          else fx::if_(e < experts, walk);
        }
        fx::barrier();
      });
    });
  }, {.block = {unsigned(block), 1, 1}});
}

std::string validateMoeSorting(const Params &p, const target::Arch &, const std::vector<int64_t> *problem) {
  int64_t experts = param(p, "experts"), topk = param(p, "topk"), unit = param(p, "unit_size");
  if (topk > experts)
    return "moe_sorting: topk=" + std::to_string(topk) + " is larger than the expert count (experts=" +
           std::to_string(experts) + ")";
  if (topk > 255)
    return "moe_sorting: topk=" + std::to_string(topk) + " does not fit the 8 bits of a sorted id's slot (at most 255)";
  if (experts > kMeshWords)
    return "moe_sorting: experts=" + std::to_string(experts) + " is more than the mesh's " +
           std::to_string(kMeshWords) + " LDS words hold in one token row";
  if (unit > (int64_t(1) << 20))
    return "moe_sorting: unit_size=" + std::to_string(unit) + " is larger than 1048576";
  if (problem && !problem->empty()) {
    SortShape s = sortShape(p, *problem);
    if (s.tokens >= (int64_t(1) << 24))
      return "moe_sorting: T=" + std::to_string(s.tokens) + " does not fit the 24 bits of a sorted id's token (at most 16777215)";
    if (s.maxPadded() > INT32_MAX || s.tokens * s.dim > INT32_MAX)
      return "moe_sorting: T=" + std::to_string(s.tokens) + " gives more than 2^31 sorted entries or moe_buf elements";
  }
  return "";
}

// The router's choice for a token: K distinct experts, drawn without replacement with weights
// falling exponentially over the expert index (so the high experts of a short batch get no
// token), in the order drawn.
std::vector<double> routerIds(std::mt19937_64 &rng, int64_t tokens, int64_t experts, int64_t topk) {
  std::vector<double> out;
  std::uniform_real_distribution<double> u(1e-12, 1.0);
  std::vector<std::pair<double, int64_t>> keys(static_cast<size_t>(experts));
  for (int64_t t = 0; t < tokens; ++t) {
    for (int64_t e = 0; e < experts; ++e)
      keys[size_t(e)] = {-std::log(u(rng)) * std::exp(3.0 * double(e) / double(experts)), e};
    std::partial_sort(keys.begin(), keys.begin() + topk, keys.end());
    for (int64_t k = 0; k < topk; ++k) out.push_back(double(keys[size_t(k)].second));
  }
  return out;
}
} // namespace

void addMoeSorting(std::vector<Entry> &entries) {
  Entry e;
  e.name = "moe_sorting";
  e.summary = "MoE token sorting: (token, slot) pairs grouped by expert in token order, padded per expert to "
              "unit_size, their weights, the expert of each block, the padded total; moe_buf zeroed (FlyDSL's "
              "moe_sorting)";
  e.params = {{"experts", "256", {}, "expert count E (at most 4096)"},
              {"topk", "8", {}, "experts per token K (at most E and 255)"},
              {"unit_size", "32", {}, "the grouped GEMM's M tile: each expert's pairs are padded to a multiple"}};
  e.problemDims = {"T", "D"};
  e.defaultProblem = {333, 4096};
  e.gridRule = "block (256, 1, 1); grid (1 + min(64, ceil(T * D / 2048)), 1, 1): block 0 sorts, the others zero moe_buf";
  e.tolerance = "exact: ids, expert ids and counts equal; weights are copies (f32 equal)";
  e.build = buildMoeSorting;
  e.validate = validateMoeSorting;
  // Each router id names an expert (the kernel counts and places pairs by it).
  e.inspectInputs = [](const Params &p, const std::vector<int64_t> &s, const Plan &plan,
                       const std::vector<HostData> &in) -> std::string {
    SortShape sh = sortShape(p, s);
    return firstOutside("moe_sorting", plan, in, "topk_ids", 0, sh.tokens * sh.topk, 0, sh.experts,
                        "an expert of experts=" + std::to_string(sh.experts));
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    SortShape sh = sortShape(p, s);
    Plan plan;
    Argument ids{"topk_ids", Argument::Role::Input, "i32", {sh.tokens, sh.topk}, 0, 0,
                 "T x K expert of each (token, slot), distinct within a token"};
    ids.generate = [sh](std::mt19937_64 &rng, int64_t) { return routerIds(rng, sh.tokens, sh.experts, sh.topk); };
    Argument weights{"topk_weights", Argument::Role::Input, "f32", {sh.tokens, sh.topk}, 0, 0, "T x K router weights"};
    weights.low = 0.0;
    weights.high = 1.0;
    plan.arguments = {ids,
                      weights,
                      {"sorted_token_ids", Argument::Role::Output, "i32", {sh.maxPadded()}, 0, 0,
                       "T*K + E*unit_size - K: (k << 24) | t by expert, sentinel (K << 24) | T"},
                      {"sorted_weights", Argument::Role::Output, "f32", {sh.maxPadded()}, 0, 0, "weights of sorted_token_ids"},
                      {"sorted_expert_ids", Argument::Role::Output, "i32", {sh.maxBlocks()}, 0, 0,
                       "expert of each unit_size block (-1 past the last)"},
                      {"num_valid_ids", Argument::Role::Output, "i32", {2}, 0, 0, "{padded total, T}"},
                      {"moe_buf", Argument::Role::Output, "bf16", {sh.tokens, sh.dim}, 0, 0, "T x D, zeroed"},
                      {"T", Argument::Role::Scalar, "i32", {}, sh.tokens, 0, "tokens"},
                      {"D", Argument::Role::Scalar, "i32", {}, sh.dim, 0, "moe_buf columns"}};
    plan.launch.block[0] = kSortBlock;
    plan.launch.grid[0] = uint32_t(1 + sh.zeroBlocks());
    return plan;
  };
  // FlyDSL's test reference (moe_sorting_reference), written again: for each expert in order, the
  // positions where topk_ids equals it in row-major order.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    SortShape sh = sortShape(p, s);
    const double sentinel = double((sh.topk << 24) | sh.tokens);
    std::vector<double> &ids = d[2].values, &w = d[3].values, &blocks = d[4].values;
    std::fill(ids.begin(), ids.end(), sentinel);
    std::fill(w.begin(), w.end(), 0.0);
    std::fill(blocks.begin(), blocks.end(), -1.0);
    int64_t cursor = 0, blockCursor = 0;
    for (int64_t expert = 0; expert < sh.experts; ++expert) {
      int64_t count = 0;
      for (int64_t t = 0; t < sh.tokens; ++t)
        for (int64_t k = 0; k < sh.topk; ++k)
          if (int64_t(d[0].values[size_t(t * sh.topk + k)]) == expert) {
            ids[size_t(cursor + count)] = double((k << 24) | t);
            w[size_t(cursor + count)] = d[1].values[size_t(t * sh.topk + k)];
            ++count;
          }
      if (!count) continue;
      int64_t n = ceilDiv(count, sh.unit);
      for (int64_t b = 0; b < n; ++b) blocks[size_t(blockCursor + b)] = double(expert);
      cursor += n * sh.unit;
      blockCursor += n;
    }
    d[5].values = {double(cursor), double(sh.tokens)};
    std::fill(d[6].values.begin(), d[6].values.end(), 0.0);
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &, double) { return 0.0; };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
