// softmax over the rows of an M x N matrix: y = exp(x - max) / sum(exp(x - max)), computed
// with the hardware's exp2 (fx::exp2_approx: v_exp_f32, what Triton's tl.exp2 is) on
// x * log2(e). One work-group per row; each thread walks its row in 128-bit vectors (a scalar
// path covers the ragged end and rows whose start is not vector aligned).
//
// One pass over DRAM: the first K vectors of each thread's share of the row (K * block * V
// columns; K = 1, 2 or 4 chosen from N by a uniform branch, rowTiers: 4096 f32 or 8192 16-bit
// columns at the default block) are loaded once into registers, reduced, and written from the
// registers. Columns past that keep an online (max, sum) pair as loop-carried values and are
// read again to be written, so any N works.
#include "Common.h"
#include "Families.h"

#include <array>
#include <cfloat>
#include <tuple>

namespace fly::kernels {

namespace {
constexpr float kLog2e = 1.4426950408889634f;
void buildSoftmax(fx::Module &m, const Params &p, const target::Arch &arch) {
  const int block = int(param(p, "block"));
  withFloatType(p.at("dtype"), [&]<class T>() {
    constexpr int V = vector128<T>;
    const int Kmax = rowCacheVectors(block, V);
    using F32xV = fx::Vector<fx::Float32, V>;
    using TxV = decltype(std::declval<F32xV>().template to<T>());
    m.kernel("softmax", [&](fx::Ptr<T> in, fx::Ptr<T> out, fx::Int32 cols) {
      fx::Index row = fx::block_idx.x();
      fx::Index tid = fx::thread_idx.x();
      fx::Index n = cols.to<fx::Index>();
      fx::Index base = row * n;
      auto wholeVector = [&](fx::Index col) { return col + V <= n && (base + col) % V == 0; };
      // V elements from column col as f32; past the row's end they read `fill`.
      auto load = [&](fx::Index col, float fill) -> F32xV {
        return fx::if_(
            wholeVector(col), [&] { return in.template load<V>(base + col).template to<fx::Float32>(); },
            [&] {
              std::array<fx::Float32, V> xs;
              // Clamped in i32: the column always fits, and 64-bit min is a longer sequence.
              fx::Int32 col32 = col.to<fx::Int32>();
              for (int j = 0; j < V; ++j) {
                fx::Index clamped = fx::min(col32 + j, cols - 1).to<fx::Index>();
                fx::Float32 x = in.load(base + clamped).template to<fx::Float32>();
                xs[j] = fx::select(col + j < n, x, fill);
              }
              return fx::from_elements<F32xV>(xs);
            });
      };
      auto scaled = [&](F32xV x, fx::Float32 mx) { return fx::exp2_approx((x - mx) * kLog2e); };
      // Writes exp2((x - max) * log2e) * scale for the V columns from col (those before n); x()
      // gives the whole vector (only called when the V columns are whole and aligned).
      auto write = [&](fx::Index col, auto x, fx::Float32 rowMax, fx::Float32 scale) {
        fx::if_(
            wholeVector(col), [&] { out.store(base + col, (scaled(x(), rowMax) * scale).template to<T>()); },
            [&] {
              // The ragged end or a misaligned row: one scalar loop, not V guarded stores (fewer
              // basic blocks for LLVM's code generation, whose cost grows with the block
              // count; docs/performance.md). It reads the columns again: lines this work-group
              // has just read, so from the cache, not DRAM.
              fx::range(col, fx::min(col.to<fx::Int32>() + V, cols).to<fx::Index>(), 1, [&](fx::Index c) {
                fx::Float32 xc = in.load(base + c).template to<fx::Float32>();
                out.store(base + c, (fx::exp2_approx((xc - rowMax) * kLog2e) * scale).template to<T>());
              });
            });
      };
      const fx::Index first = tid * V;
      const int64_t stride = int64_t(block) * V;

      // The row with K vectors a thread kept in registers (K * stride columns, K chosen from N by
      // rowTiers); `rest`: the row may be longer, and what is past them is read twice. Vectors
      // below `sure` hold columns in every thread, so they go unguarded.
      auto softmaxRow = [&](int K, int sure, bool rest) {
        auto present = [&](int k) { return first + k * stride < n; };
        // The cached part: K vectors a thread, loaded once (columns past n read -FLT_MAX).
        // Past two vectors they are kept as loaded (V 16-bit values in V / 2 registers, not V)
        // and widened where used: the registers decide the occupancy, the widening is cheap.
        const bool narrow = K > 2;
        std::vector<F32xV> wide;
        std::vector<TxV> kept;
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          F32xV x = k < sure ? load(col, -FLT_MAX)
                             : fx::if_(present(k), [&] { return load(col, -FLT_MAX); },
                                       [&] { return F32xV::filled(-FLT_MAX); });
          if (narrow) kept.push_back(x.template to<T>());
          else wide.push_back(x);
        }
        auto xs = [&](int k) -> F32xV {
          return narrow ? kept[size_t(k)].template to<fx::Float32>() : wide[size_t(k)];
        };
        // Their max, then their sum of exp2((x - max) * log2e): only the vectors that hold
        // columns do the work.
        fx::Float32 cachedMax = -FLT_MAX;
        for (int k = 0; k < K; ++k) {
          auto step = [&] { return fx::max(cachedMax, fx::reduce_max(xs(k))); };
          cachedMax = k < sure ? step() : fx::if_(present(k), step, [&] { return cachedMax; });
        }
        fx::Float32 cachedSum = 0.0f;
        for (int k = 0; k < K; ++k) {
          auto step = [&] { return cachedSum + fx::reduce_add(scaled(xs(k), cachedMax)); };
          cachedSum = k < sure ? step() : fx::if_(present(k), step, [&] { return cachedSum; });
        }

        // The rest of the row: this thread's running max and sum of exp2((x - max) * log2e).
        const fx::Index restCol = first + K * stride;
        fx::Float32 mx = cachedMax, sum = cachedSum;
        if (rest)
          std::tie(mx, sum) = fx::range(restCol, n, stride, std::tuple{cachedMax, cachedSum},
                                        [&](fx::Index col, fx::Float32 m0, fx::Float32 s0) {
                                          F32xV x = load(col, -FLT_MAX);
                                          fx::Float32 m1 = fx::max(m0, fx::reduce_max(x));
                                          fx::Float32 s1 = s0 * fx::exp2_approx((m0 - m1) * kLog2e) +
                                                           fx::reduce_add(scaled(x, m1));
                                          return std::tuple{m1, s1};
                                        });
        fx::Float32 rowMax = blockReduce(mx, fx::Reduction::Max, block, arch.waveSize);
        fx::Float32 rowSum =
            blockReduce(sum * fx::exp2_approx((mx - rowMax) * kLog2e), fx::Reduction::Add, block, arch.waveSize);
        fx::Float32 scale = 1.0f / rowSum;

        // Write: the cached vectors from registers, the rest read again.
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          auto one = [&] { write(col, [&] { return xs(k); }, rowMax, scale); };
          if (k < sure) one();
          else fx::if_(present(k), one);
        }
        if (rest)
          fx::range(restCol, n, stride, [&](fx::Index col) {
            write(col, [&] { return in.template load<V>(base + col).template to<fx::Float32>(); }, rowMax, scale);
          });
      };
      rowTiers(n, stride, Kmax, softmaxRow);
    }, {.block = {unsigned(block), 1, 1}});
  });
}
} // namespace

void addSoftmax(std::vector<Entry> &entries) {
  Entry e;
  e.name = "softmax";
  e.summary = "softmax over each row of an M x N matrix (exp2, max subtracted, 128-bit loads, rows of up to 16 KiB read once, any N)";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of in and out (math in f32)"}};
  rowProblem(e, 64, 5000);
  e.tolerance = "f32: 2e-5 relative + 1e-9; f16: 2^-10 relative + 6e-8; bf16: 2^-7 relative + 1e-9";
  e.build = buildSoftmax;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    Plan plan;
    std::string t = p.at("dtype");
    plan.arguments = {{"in", Argument::Role::Input, t, {s[0], s[1]}, 0, 0, "M x N"},
                      {"out", Argument::Role::Output, t, {s[0], s[1]}, 0, 0, "M x N"},
                      {"N", Argument::Role::Scalar, "i32", {}, s[1], 0, "columns"}};
    plan.launch = rowLaunch(p, s[0]);
    return plan;
  };
  e.reference = [](const Params &, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    for (int64_t r = 0; r < s[0]; ++r) {
      const double *x = d[0].values.data() + r * s[1];
      double *y = d[1].values.data() + r * s[1];
      double mx = -INFINITY, sum = 0;
      for (int64_t c = 0; c < s[1]; ++c) mx = std::max(mx, x[c]);
      for (int64_t c = 0; c < s[1]; ++c) sum += std::exp(x[c] - mx);
      for (int64_t c = 0; c < s[1]; ++c) y[c] = std::exp(x[c] - mx) / sum;
    }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    if (type == "f16") return 0x1p-10 * std::fabs(want) + 6e-8;
    if (type == "bf16") return 0x1p-7 * std::fabs(want) + 1e-9;
    return 2e-5 * std::fabs(want) + 1e-9;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
