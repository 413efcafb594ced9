// softmax over the rows of an M x N matrix: y = exp(x - max) / sum(exp(x - max)), computed
// with the hardware's exp2 (fx::exp2_approx: v_exp_f32, what Triton's tl.exp2 is) on
// x * log2(e). One work-group per row; each thread walks its row in 16-byte aligned 128-bit
// vectors, and the at most 2V - 1 columns before the first aligned one and after the last
// whole one are one a thread (rowSpan: rows of any N, aligned or not, stream vectors only).
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
      // The row as whole 16-byte aligned vectors from column `head` and at most 2V - 1 columns
      // around them (its unaligned start, its ragged end), one a thread (rowSpan).
      const RowSpan span = rowSpan(base, n, V);
      const fx::Index vbase = base + span.head;
      // V elements of the vector at vector-relative column col (whole and aligned), as f32.
      auto load = [&](fx::Index col) -> F32xV { return in.template load<V>(vbase + col).template to<fx::Float32>(); };
      auto scaled = [&](F32xV x, fx::Float32 mx) { return fx::exp2_approx((x - mx) * kLog2e); };
      const fx::Index first = tid * V;
      const int64_t stride = int64_t(block) * V;
      // The row's code is made twice, behind a uniform branch: rows with extra columns, and rows
      // without (aligned rows whose N is a multiple of V, the common case), which then carry no
      // extra-column work at all.
      auto rowBody = [&](const bool extras) {
      // This thread's extra column (the head or the tail), -FLT_MAX in the others.
      const fx::Boolean hasExtra = tid < span.extras;
      const fx::Index extraCol = span.extraColumn(tid);
      fx::Float32 extra = !extras ? fx::Float32(-FLT_MAX)
                                  : fx::if_(hasExtra, [&] { return in.load(base + extraCol).template to<fx::Float32>(); },
                                            [&] { return fx::Float32(-FLT_MAX); });

      // The row with K vectors a thread kept in registers (K * stride columns, K chosen from the
      // vector columns by rowTiers); `rest`: the row may be longer, and what is past them is read
      // twice. Vectors below `sure` hold columns in every thread, so they go unguarded.
      auto softmaxRow = [&](int K, int sure, bool rest) {
        auto present = [&](int k) { return first + k * stride < span.vecCols; };
        // The cached part: K vectors a thread, loaded once (-FLT_MAX where a thread has none).
        // Past two vectors they are kept as loaded (V 16-bit values in V / 2 registers, not V)
        // and widened where used: the registers decide the occupancy, the widening is cheap.
        const bool narrow = K > 2;
        std::vector<F32xV> wide;
        std::vector<TxV> kept;
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          F32xV x = k < sure ? load(col)
                             : fx::if_(present(k), [&] { return load(col); }, [&] { return F32xV::filled(-FLT_MAX); });
          if (narrow) kept.push_back(x.template to<T>());
          else wide.push_back(x);
        }
        auto xs = [&](int k) -> F32xV {
          return narrow ? kept[size_t(k)].template to<fx::Float32>() : wide[size_t(k)];
        };
        // Their max and the extra column's, then their sum of exp2((x - max) * log2e): only the
        // vectors that hold columns do the work.
        fx::Float32 cachedMax = extra;
        for (int k = 0; k < K; ++k) {
          auto step = [&] { return fx::max(cachedMax, fx::reduce_max(xs(k))); };
          cachedMax = k < sure ? step() : fx::if_(present(k), step, [&] { return cachedMax; });
        }
        if (!rest) {
          // The whole row is in registers: the row's max first, then each exp2 once, kept for
          // the write (the online form below would take them twice).
          fx::Float32 rowMax = blockReduce(cachedMax, fx::Reduction::Max, block, arch.waveSize);
          std::vector<F32xV> ps;
          fx::Float32 sum = extras ? fx::select(hasExtra, fx::exp2_approx((extra - rowMax) * kLog2e), 0.0f)
                                   : fx::Float32(0.0f);
          for (int k = 0; k < K; ++k) {
            auto p = [&] { return scaled(xs(k), rowMax); };
            ps.push_back(k < sure ? p() : fx::if_(present(k), p, [&] { return F32xV::filled(0.0f); }));
          }
          F32xV total = ps[0];
          for (int k = 1; k < K; ++k) total = total + ps[size_t(k)];
          sum = sum + fx::reduce_add(total);
          fx::Float32 rowSum = blockReduce(sum, fx::Reduction::Add, block, arch.waveSize);
          fx::Float32 scale = 1.0f / rowSum;
          for (int k = 0; k < K; ++k) {
            fx::Index col = first + k * stride;
            auto one = [&] { out.store(vbase + col, (ps[size_t(k)] * scale).template to<T>()); };
            if (k < sure) one();
            else fx::if_(present(k), one);
          }
          if (extras)
            fx::if_(hasExtra, [&] {
              out.store(base + extraCol, (fx::exp2_approx((extra - rowMax) * kLog2e) * scale).template to<T>());
            });
          return;
        }
        fx::Float32 cachedSum =
            extras ? fx::select(hasExtra, fx::exp2_approx((extra - cachedMax) * kLog2e), 0.0f) : fx::Float32(0.0f);
        for (int k = 0; k < K; ++k) {
          auto step = [&] { return cachedSum + fx::reduce_add(scaled(xs(k), cachedMax)); };
          cachedSum = k < sure ? step() : fx::if_(present(k), step, [&] { return cachedSum; });
        }

        // The rest of the row: this thread's running max and sum of exp2((x - max) * log2e).
        const fx::Index restCol = first + K * stride;
        fx::Float32 mx = cachedMax, sum = cachedSum;
        if (rest)
          std::tie(mx, sum) = fx::range(restCol, span.vecCols, stride, std::tuple{cachedMax, cachedSum},
                                        [&](fx::Index col, fx::Float32 m0, fx::Float32 s0) {
                                          F32xV x = load(col);
                                          fx::Float32 m1 = fx::max(m0, fx::reduce_max(x));
                                          fx::Float32 s1 = s0 * fx::exp2_approx((m0 - m1) * kLog2e) +
                                                           fx::reduce_add(scaled(x, m1));
                                          return std::tuple{m1, s1};
                                        });
        fx::Float32 rowMax = blockReduce(mx, fx::Reduction::Max, block, arch.waveSize);
        fx::Float32 rowSum =
            blockReduce(sum * fx::exp2_approx((mx - rowMax) * kLog2e), fx::Reduction::Add, block, arch.waveSize);
        fx::Float32 scale = 1.0f / rowSum;

        // Write: the cached vectors from registers, the rest read again, the extra column.
        auto write = [&](fx::Index col, F32xV x) { out.store(vbase + col, (scaled(x, rowMax) * scale).template to<T>()); };
        for (int k = 0; k < K; ++k) {
          fx::Index col = first + k * stride;
          auto one = [&] { write(col, xs(k)); };
          if (k < sure) one();
          else fx::if_(present(k), one);
        }
        if (rest) fx::range(restCol, span.vecCols, stride, [&](fx::Index col) { write(col, load(col)); });
        if (extras)
          fx::if_(hasExtra, [&] {
            out.store(base + extraCol, (fx::exp2_approx((extra - rowMax) * kLog2e) * scale).template to<T>());
          });
      };
      rowTiers(span.vecCols, stride, Kmax, softmaxRow);
      };
      fx::if_(span.extras == fx::Index(0), [&] { rowBody(false); }, [&] { rowBody(true); });
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
