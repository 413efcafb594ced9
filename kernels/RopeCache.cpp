// fused_rope_cache: one launch for the attention prologue of a decode/prefill step (FlyDSL's
// kernels/attention/fused_rope_cache_kernel.py, vLLM's rotary_embedding + reshape_and_cache):
//   q_out = rope(q), k_out = rope(k), and rope(k), v written to the paged KV cache at each
//   token's slot (slot < 0: the token is not cached).
// RoPE is NeoX-style over the whole head: with h = D / 2 and j = d mod h,
//   out[d] = x[d] * cos[pos, j] - x[d + h] * sin[pos, j]   (d < h)
//   out[d] = x[d] * cos[pos, j] + x[d - h] * sin[pos, j]   (d >= h)
// cos/sin caches hold the first half only ([max_pos, D / 2]).
// KV cache layouts: flash [blocks, block_size, KH, D] for both; x16 (vLLM's default) keys
// [blocks, KH, D / 16, block_size, 16] and values [blocks, KH, D, block_size].
//
// Grid (max(QH, KH), T): work-group (head, token), one wave; lane l holds elements
// [l * VEC, l * VEC + VEC) of the head (VEC = ceil(D / wave)), loads them with one vector
// access, and takes its rotation partner's elements (VEC lanes away by a half head) with a
// cross-lane shuffle instead of a second load. Math in f32, one rounding per output.
#include "Common.h"
#include "Families.h"

#include <algorithm>
#include <numeric>

namespace fly::kernels {

namespace {
constexpr int kMaxVec = 8;

struct RopeShape {
  int d, qh, kh, bs, vec, perHalf, perHead;
  bool flash, pos64;
};

RopeShape ropeShape(const Params &p, const target::Arch &arch) {
  RopeShape s;
  s.d = int(param(p, "head_dim"));
  s.qh = int(param(p, "q_heads"));
  s.kh = int(param(p, "kv_heads"));
  s.bs = int(param(p, "block_size"));
  s.vec = int(ceilDiv(s.d, arch.waveSize));
  while (s.vec & (s.vec - 1)) ++s.vec; // a vector width: 1, 2, 4 or 8
  s.perHalf = s.d / 2 / s.vec;
  s.perHead = s.d / s.vec;
  s.flash = p.at("layout") == "flash";
  s.pos64 = p.at("pos") == "i64";
  return s;
}

template <class T> void withHalfType(const std::string &dtype, T &&f) {
  if (dtype == "f16") f.template operator()<fx::Float16>();
  else f.template operator()<fx::BFloat16>();
}

void buildRopeCache(fx::Module &m, const Params &p, const target::Arch &arch) {
  const RopeShape s = ropeShape(p, arch);
  const int wave = arch.waveSize, half = s.d / 2;
  auto build = [&]<class T, class PosT, int V>() {
    m.kernel("fused_rope_cache", [&](fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<PosT> positions,
                                     fx::Ptr<T> cosCache, fx::Ptr<T> sinCache, fx::Ptr<PosT> slots,
                                     fx::Ptr<T> keyCache, fx::Ptr<T> valueCache, fx::Ptr<T> qOut, fx::Ptr<T> kOut) {
      fx::Index head = fx::block_idx.x(), t = fx::block_idx.y(), lane = fx::thread_idx.x();
      fx::if_(lane < s.perHead, [&] {
        fx::Index d0 = lane * V;
        fx::Boolean firstHalf = lane < s.perHalf;
        fx::Int32 partner = ((lane + s.perHalf) % s.perHead).to<fx::Int32>();
        fx::Index pos = positions.load(t).template to<fx::Index>();
        fx::Index at = pos * half + (lane % s.perHalf) * V;
        std::array<fx::Float32, V> c, sn;
        loadAsF32<T, V>(cosCache, at, c.data());
        loadAsF32<T, V>(sinCache, at, sn.data());
        // rope of this lane's V elements of row `row` of x (D elements), written to out; returns
        // the rounded outputs as f32.
        auto rope = [&](const fx::Ptr<T> &x, const fx::Ptr<T> &out, fx::Index row) {
          std::array<fx::Float32, V> e, y;
          loadAsF32<T, V>(x, row * s.d + d0, e.data());
          for (int i = 0; i < V; ++i) {
            fx::Float32 term = fx::shuffle_idx(e[i], partner, wave) * sn[i];
            y[i] = e[i] * c[i] + fx::select(firstHalf, -term, term);
          }
          storeFromF32<T, V>(out, row * s.d + d0, y.data());
          for (int i = 0; i < V; ++i) y[i] = y[i].template to<T>().template to<fx::Float32>();
          return y;
        };
        fx::if_(head < s.qh, [&] { rope(q, qOut, t * s.qh + head); });
        fx::if_(head < s.kh, [&] {
          std::array<fx::Float32, V> kr = rope(k, kOut, t * s.kh + head);
          fx::Index slot = slots.load(t).template to<fx::Index>();
          fx::if_(slot >= 0, [&] {
            std::array<fx::Float32, V> ve;
            loadAsF32<T, V>(v, (t * s.kh + head) * s.d + d0, ve.data());
            if (s.flash) {
              fx::Index off = (slot * s.kh + head) * s.d + d0;
              storeFromF32<T, V>(keyCache, off, kr.data());
              storeFromF32<T, V>(valueCache, off, ve.data());
            } else {
              fx::Index block = slot / s.bs, inBlock = slot % s.bs;
              fx::Index headBase = (block * s.kh + head) * (s.d * s.bs);
              // Keys: 16 consecutive dims of one slot are contiguous; V divides 16.
              fx::Index keyOff = headBase + (d0 / 16) * (s.bs * 16) + inBlock * 16 + d0 % 16;
              storeFromF32<T, V>(keyCache, keyOff, kr.data());
              // Values: dim-major, a slot's dims block_size apart.
              for (int i = 0; i < V; ++i)
                valueCache.store(headBase + (d0 + i) * s.bs + inBlock, ve[size_t(i)].template to<T>());
            }
          });
        });
      });
    }, {.block = {unsigned(wave), 1, 1}});
  };
  withHalfType(p.at("dtype"), [&]<class T>() {
    withWidth(s.vec, [&]<int V>() {
      if (s.pos64) build.template operator()<T, fx::Int64, V>();
      else build.template operator()<T, fx::Int32, V>();
    });
  });
}

std::string validateRopeCache(const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) {
  const RopeShape s = ropeShape(p, arch);
  std::string name = "fused_rope_cache: ";
  if (s.d % 2 || s.vec > kMaxVec || (s.d / 2) % s.vec)
    return name + "head_dim=" + std::to_string(s.d) + " is not supported on " + std::string(arch.name) +
           ": it must be even, at most " + std::to_string(kMaxVec * arch.waveSize) + " (" +
           std::to_string(kMaxVec) + " elements on each of the wave's " + std::to_string(arch.waveSize) +
           " lanes), and its half a multiple of the elements per lane (" + std::to_string(s.vec) + ")";
  if (!s.flash && s.d % 16)
    return name + "head_dim=" + std::to_string(s.d) + " is not a multiple of 16, which layout=x16 packs keys by";
  if (problem && (*problem)[1] * s.bs < (*problem)[0])
    return name + "the cache of BLOCKS=" + std::to_string((*problem)[1]) + " blocks of block_size=" +
           std::to_string(s.bs) + " slots cannot hold T=" + std::to_string((*problem)[0]) + " tokens";
  return "";
}
} // namespace

void addRopeCache(std::vector<Entry> &entries) {
  Entry e;
  e.name = "fused_rope_cache";
  e.summary = "NeoX RoPE on q and k, and k, v written to a paged KV cache at each token's slot, in one launch "
              "(FlyDSL's fused_rope_cache)";
  e.params = {{"dtype", "bf16", {"bf16", "f16"}, "element type of q, k, v, cos/sin and the caches (math in f32)"},
              {"head_dim", "128", {}, "D: even, at most 8 x the wave size"},
              {"q_heads", "8", {}, "query heads QH"},
              {"kv_heads", "1", {}, "key/value heads KH"},
              {"block_size", "16", {}, "slots per cache block"},
              {"layout", "flash", {"flash", "x16"},
               "cache layout: flash [blocks, block_size, KH, D]; x16 keys [blocks, KH, D/16, block_size, 16], "
               "values [blocks, KH, D, block_size]"},
              {"pos", "i64", {"i32", "i64"}, "element type of positions and slot_mapping"},
              {"max_pos", "2048", {}, "rows of the cos/sin caches"}};
  e.problemDims = {"T", "BLOCKS"};
  e.defaultProblem = {77, 6};
  e.gridRule = "block (wave, 1, 1); grid (max(QH, KH), T, 1)";
  e.tolerance = "q_out, k_out, key cache: bf16 2^-8, f16 2^-11 relative + 2^-20 (f32 math, one rounding); "
                "value cache exact; slots not written stay 0";
  e.build = buildRopeCache;
  e.validate = validateRopeCache;
  e.plan = [](const Params &p, const std::vector<int64_t> &pr, const target::Arch &arch) {
    const RopeShape s = ropeShape(p, arch);
    const std::string t = p.at("dtype"), it = p.at("pos");
    const int64_t tokens = pr[0], slots = pr[1] * s.bs, maxPos = param(p, "max_pos");
    std::vector<int64_t> keyShape = s.flash ? std::vector<int64_t>{pr[1], s.bs, s.kh, s.d}
                                            : std::vector<int64_t>{pr[1], s.kh, s.d / 16, s.bs, 16};
    std::vector<int64_t> valueShape = s.flash ? keyShape : std::vector<int64_t>{pr[1], s.kh, s.d, s.bs};
    Argument positions{"positions", Argument::Role::Input, it, {tokens}, 0, 0, "T positions in [0, max_pos)"};
    positions.generate = [maxPos](std::mt19937_64 &rng, int64_t n) {
      std::vector<double> v(static_cast<size_t>(n));
      for (double &x : v) x = double(rng() % uint64_t(maxPos));
      return v;
    };
    // Distinct slots in random order (a race otherwise), every fifth token not cached (-1).
    Argument slotMapping{"slot_mapping", Argument::Role::Input, it, {tokens}, 0, 0, "T slots, distinct, -1: skip"};
    slotMapping.generate = [slots](std::mt19937_64 &rng, int64_t n) {
      std::vector<double> all(static_cast<size_t>(slots));
      std::iota(all.begin(), all.end(), 0.0);
      std::shuffle(all.begin(), all.end(), rng);
      all.resize(size_t(n));
      for (size_t i = 4; i < all.size(); i += 5) all[i] = -1;
      return all;
    };
    Plan plan;
    plan.arguments = {{"q", Argument::Role::Input, t, {tokens, s.qh, s.d}, 0, 0, "T x QH x D"},
                      {"k", Argument::Role::Input, t, {tokens, s.kh, s.d}, 0, 0, "T x KH x D"},
                      {"v", Argument::Role::Input, t, {tokens, s.kh, s.d}, 0, 0, "T x KH x D"},
                      positions,
                      {"cos_cache", Argument::Role::Input, t, {maxPos, s.d / 2}, 0, 0, "max_pos x D/2", "", -1, 1},
                      {"sin_cache", Argument::Role::Input, t, {maxPos, s.d / 2}, 0, 0, "max_pos x D/2", "", -1, 1},
                      slotMapping,
                      {"key_cache", Argument::Role::Output, t, keyShape, 0, 0, "paged keys"},
                      {"value_cache", Argument::Role::Output, t, valueShape, 0, 0, "paged values"},
                      {"q_out", Argument::Role::Output, t, {tokens, s.qh, s.d}, 0, 0, "T x QH x D"},
                      {"k_out", Argument::Role::Output, t, {tokens, s.kh, s.d}, 0, 0, "T x KH x D"}};
    plan.launch.block[0] = uint32_t(arch.waveSize);
    plan.launch.grid[0] = uint32_t(std::max(s.qh, s.kh));
    plan.launch.grid[1] = uint32_t(tokens);
    return plan;
  };
  // Positions index the cos/sin rows, slots the cache (-1: the token is not cached).
  e.inspectInputs = [](const Params &p, const std::vector<int64_t> &pr, const Plan &plan,
                       const std::vector<HostData> &in) -> std::string {
    const int64_t maxPos = param(p, "max_pos"), slots = pr[1] * param(p, "block_size");
    std::string error = firstOutside("fused_rope_cache", plan, in, "positions", 0, pr[0], 0, maxPos,
                                     "a row of cos_cache / sin_cache: max_pos=" + std::to_string(maxPos));
    if (!error.empty()) return error;
    return firstOutside("fused_rope_cache", plan, in, "slot_mapping", 0, pr[0], 0, slots,
                        "a slot of the cache: BLOCKS=" + std::to_string(pr[1]) + " x block_size=" + p.at("block_size") +
                            ", or -1 for a token not cached",
                        -1);
  };
  // Double precision from the definitions above, with the layouts' index formulas.
  e.reference = [](const Params &p, const std::vector<int64_t> &pr, std::vector<HostData> &dd) {
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads"),
                  bs = param(p, "block_size"), h = d / 2;
    const bool flash = p.at("layout") == "flash";
    auto &q = dd[0].values, &k = dd[1].values, &v = dd[2].values, &pos = dd[3].values, &cs = dd[4].values,
         &sn = dd[5].values, &slot = dd[6].values, &keyCache = dd[7].values, &valueCache = dd[8].values,
         &qOut = dd[9].values, &kOut = dd[10].values;
    auto rope = [&](const std::vector<double> &x, std::vector<double> &out, int64_t row, int64_t t) {
      int64_t base = row * d, cb = int64_t(pos[size_t(t)]) * h;
      for (int64_t i = 0; i < d; ++i) {
        int64_t j = i % h;
        double other = x[size_t(base + (i < h ? i + h : i - h))];
        double term = other * sn[size_t(cb + j)];
        out[size_t(base + i)] = x[size_t(base + i)] * cs[size_t(cb + j)] + (i < h ? -term : term);
      }
    };
    for (int64_t t = 0; t < pr[0]; ++t) {
      for (int64_t hd = 0; hd < qh; ++hd) rope(q, qOut, t * qh + hd, t);
      for (int64_t hd = 0; hd < kh; ++hd) {
        int64_t row = t * kh + hd;
        rope(k, kOut, row, t);
        int64_t sl = int64_t(slot[size_t(t)]);
        if (sl < 0) continue;
        int64_t block = sl / bs, in = sl % bs;
        for (int64_t i = 0; i < d; ++i) {
          int64_t keyAt = flash ? (sl * kh + hd) * d + i : ((block * kh + hd) * (d / 16) + i / 16) * bs * 16 + in * 16 + i % 16;
          int64_t valueAt = flash ? keyAt : ((block * kh + hd) * d + i) * bs + in;
          keyCache[size_t(keyAt)] = kOut[size_t(row * d + i)];
          valueCache[size_t(valueAt)] = v[size_t(row * d + i)];
        }
      }
    }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    return (type == "f16" ? 0x1p-11 : 0x1p-8) * std::fabs(want) + 0x1p-20;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
