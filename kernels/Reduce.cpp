// block_reduce: out[r] = sum or max of row r of an M x N matrix; one work-group per row. Each
// thread folds its share of the row as 16-byte aligned 128-bit vectors (V lanes of f32
// accumulators carried through the loop, so the vector's V combines are independent), the at most
// 2V - 1 columns before the row's first aligned vector and after its last one a thread (rowSpan:
// rows of any N, aligned or not); then its V lanes, the wave (xor shuffles) and the work-group
// (LDS) combine.
#include "Common.h"
#include "Families.h"

#include <limits>

namespace fly::kernels {

namespace {
fx::Reduction kindOf(const Params &p) { return p.at("op") == "max" ? fx::Reduction::Max : fx::Reduction::Add; }

void buildBlockReduce(fx::Module &m, const Params &p, const target::Arch &arch) {
  const int block = int(param(p, "block"));
  const fx::Reduction kind = kindOf(p);
  const float identity = kind == fx::Reduction::Max ? -std::numeric_limits<float>::infinity() : 0.0f;
  withFloatType(p.at("dtype"), [&]<class T>() {
    constexpr int V = vector128<T>;
    using F32xV = fx::Vector<fx::Float32, V>;
    m.kernel("block_reduce", [&](fx::Ptr<T> in, fx::Ptr<fx::Float32> out, fx::Int32 cols) {
      fx::Index row = fx::block_idx.x();
      fx::Index tid = fx::thread_idx.x();
      fx::Index n = cols.to<fx::Index>();
      fx::Index base = row * n;
      const RowSpan span = rowSpan(base, n, V);
      const fx::Index vbase = base + span.head;
      F32xV lanes = fx::range(tid * V, span.vecCols, int64_t(block) * V, F32xV::filled(identity),
                              [&](fx::Index col, F32xV a) {
                                F32xV x = in.template load<V>(vbase + col).template to<fx::Float32>();
                                return kind == fx::Reduction::Max ? fx::max(a, x) : a + x;
                              });
      fx::Float32 acc = lanes[0];
      for (int i = 1; i < V; ++i) acc = combine(acc, lanes[i], kind);
      fx::Index extraCol = span.extraColumn(tid);
      acc = fx::if_(tid < span.extras, [&] { return combine(acc, in.load(base + extraCol).template to<fx::Float32>(), kind); },
                    [&] { return acc; });
      fx::Float32 total = blockReduce(acc, kind, block, arch.waveSize);
      fx::if_(tid == 0, [&] { out.store(row, total); });
    }, {.block = {unsigned(block), 1, 1}});
  });
}
} // namespace

void addReduce(std::vector<Entry> &entries) {
  Entry e;
  e.name = "block_reduce";
  e.summary = "out[r] = sum or max over row r of an M x N matrix, one work-group per row";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "input element type (the result is f32)"},
              {"op", "sum", {"sum", "max"}, "the reduction"}};
  rowProblem(e, 64, 3000);
  e.tolerance = "max: exact; sum: 2 N ulps of the largest input (f32 accumulation in another order)";
  e.build = buildBlockReduce;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    Plan plan;
    plan.arguments = {{"in", Argument::Role::Input, p.at("dtype"), {s[0], s[1]}, 0, 0, "M x N"},
                      {"out", Argument::Role::Output, "f32", {s[0]}, 0, 0, "M"},
                      {"N", Argument::Role::Scalar, "i32", {}, s[1], 0, "columns"}};
    plan.launch = rowLaunch(p, s[0]);
    return plan;
  };
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    bool max = p.at("op") == "max";
    for (int64_t r = 0; r < s[0]; ++r) {
      double acc = max ? -INFINITY : 0.0;
      for (int64_t c = 0; c < s[1]; ++c) {
        double x = d[0].values[size_t(r * s[1] + c)];
        acc = max ? std::max(acc, x) : acc + x;
      }
      d[1].values[size_t(r)] = acc;
    }
  };
  // Inputs lie in [-4, 4]: a sum of N of them loses at most ~N ulps of 4 in f32.
  e.allowedError = [](const Params &p, const std::vector<int64_t> &s, const std::string &, double) {
    if (p.at("op") == "max") return 0.0;
    return double(s[1]) * 4.0 * 0x1p-24 * 2;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
