// gather_rows and scatter_rows: row gather and scatter through an index vector (FlyDSL's example
// 05-gather_scatter.py):
//   gather_rows:  Dst[r, :] = Src[Idx[r], :]   (Src M x N, Dst R x N)
//   scatter_rows: Dst[Idx[r], :] = Src[r, :]   (Src R x N, Dst M x N)
// An index outside [0, M) reads zeros (gather) or writes nothing (scatter); scatter's indices are
// distinct where they are in range (two rows to one destination: either may land). As in the
// example, a work-group is 8 rows x 8 threads, each thread moving V = bits / element bits
// consecutive values of its row with one copy; here any R (rows past it idle) and any N that is a
// multiple of V (threads past it idle). The indexed side goes through a buffer resource whose
// range is the M x N matrix: an index out of range sends the access past it, which the hardware
// reads as 0 and drops on a store.
#include "Common.h"
#include "Families.h"

#include <algorithm>
#include <numeric>

namespace fly::kernels {

namespace {
constexpr int kRows = 8, kThreadsPerRow = 8;

int valuesPerCopy(const Params &p) {
  int elem = p.at("dtype") == "f32" ? 32 : 16;
  return std::max(1, int(param(p, "bits")) / elem);
}

template <class T, int V> void buildRows(fx::Module &m, const std::string &name, bool gather) {
  m.kernel(name, [&](fx::Ptr<T> src, fx::Ptr<T> dst, fx::Ptr<fx::Int32> index, fx::Int32 M, fx::Int32 R, fx::Int32 N) {
    fx::Index tid = fx::thread_idx.x();
    fx::Int32 row = (fx::block_idx.x() * int64_t(kRows) + tid / int64_t(kThreadsPerRow)).template to<fx::Int32>();
    fx::Int32 col = ((fx::block_idx.y() * int64_t(kThreadsPerRow) + tid % int64_t(kThreadsPerRow)) * int64_t(V))
                        .template to<fx::Int32>();
    fx::if_(row < R && col < N, [&] {
      fx::Int32 to = index.load(row.template to<fx::Index>());
      fx::Boolean inRange = to >= int32_t(0) && to < M;
      // The M x N side: element (to, col), or the first element past the matrix.
      fx::Int32 far = fx::select(inRange, to * N + col, M * N);
      fx::Buffer<T> matrix(gather ? src : dst, M * N * int32_t(fx::elemBits(T::elem) / 8));
      fx::Index near = (row * N + col).template to<fx::Index>();
      if (gather) {
        if constexpr (V == 1) dst.store(near, matrix.load(far));
        else dst.store(near, matrix.template load<V>(far));
      } else {
        if constexpr (V == 1) matrix.store(far, src.load(near));
        else matrix.store(far, src.template load<V>(near));
      }
    });
  }, {.block = {kRows * kThreadsPerRow, 1, 1}});
}

void build(fx::Module &m, const Params &p, const std::string &name, bool gather) {
  withFloatType(p.at("dtype"), [&]<class T>() {
    switch (valuesPerCopy(p)) {
    case 1: buildRows<T, 1>(m, name, gather); break;
    case 2: buildRows<T, 2>(m, name, gather); break;
    case 4: buildRows<T, 4>(m, name, gather); break;
    default: buildRows<T, 8>(m, name, gather); break;
    }
  });
}

// Row indices: distinct rows of [0, M) in random order, every fifth one out of range (-1, or M
// and beyond), and out of range past the M rows there are.
std::vector<double> rowIndices(std::mt19937_64 &rng, int64_t r, int64_t m) {
  std::vector<int64_t> rows(static_cast<size_t>(m));
  std::iota(rows.begin(), rows.end(), 0);
  std::shuffle(rows.begin(), rows.end(), rng);
  std::vector<double> out(static_cast<size_t>(r));
  for (int64_t i = 0; i < r; ++i)
    out[size_t(i)] = i % 5 == 3 ? (i % 2 ? -1.0 : double(m + i)) : i < m ? double(rows[size_t(i)]) : -double(i);
  return out;
}

Entry rowsEntry(bool gather) {
  Entry e;
  e.name = gather ? "gather_rows" : "scatter_rows";
  e.summary = gather ? "Dst[r, :] = Src[Idx[r], :] (rows gathered through an index vector; out-of-range index: zeros) "
                       "(FlyDSL example 05)"
                     : "Dst[Idx[r], :] = Src[r, :] (rows scattered through an index vector; out-of-range index: "
                       "dropped) (FlyDSL example 05)";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of Src and Dst"},
              {"bits", "128", {"16", "32", "64", "128"},
               "bits each thread moves per copy (V = bits / element bits values; N must be a multiple of V)"}};
  e.problemDims = {"M", "R", "N"};
  e.defaultProblem = {1000, 333, 2048};
  e.gridRule = "block (64, 1, 1); grid (ceil(R / 8), ceil(N / (8 V)), 1)";
  e.tolerance = "exact";
  e.build = [gather, name = e.name](fx::Module &m, const Params &p, const target::Arch &) { build(m, p, name, gather); };
  e.validate = [name = e.name](const Params &p, const target::Arch &, const std::vector<int64_t> *s) -> std::string {
    int elem = p.at("dtype") == "f32" ? 32 : 16, bits = int(param(p, "bits"));
    if (bits < elem) return name + ": bits=" + std::to_string(bits) + " is less than one " + p.at("dtype") + " value";
    if (!s) return "";
    const int v = bits / elem;
    if ((*s)[2] % v)
      return name + ": N=" + std::to_string((*s)[2]) + " is not a multiple of " + std::to_string(v) + " (the " +
             std::to_string(v) + " values of a " + std::to_string(bits) + "-bit copy; a smaller bits= fits)";
    if ((*s)[0] * (*s)[2] * (elem / 8) >= (int64_t(1) << 31))
      return name + ": the M x N matrix is 2 GiB or more (32-bit buffer offsets)";
    return "";
  };
  e.plan = [gather](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    const std::string t = p.at("dtype");
    const int64_t m = s[0], r = s[1], n = s[2], v = valuesPerCopy(p);
    Argument index{"Idx", Argument::Role::Input, "i32", {r}, 0, 0, "R row indices into the M rows"};
    index.generate = [m](std::mt19937_64 &rng, int64_t count) { return rowIndices(rng, count, m); };
    Plan plan;
    plan.arguments = {{"Src", Argument::Role::Input, t, {gather ? m : r, n}, 0, 0, gather ? "M x N" : "R x N"},
                      {"Dst", Argument::Role::Output, t, {gather ? r : m, n}, 0, 0, gather ? "R x N" : "M x N"},
                      index,
                      {"M", Argument::Role::Scalar, "i32", {}, m, 0, "rows of the indexed matrix"},
                      {"R", Argument::Role::Scalar, "i32", {}, r, 0, "indices"},
                      {"N", Argument::Role::Scalar, "i32", {}, n, 0, "columns"}};
    plan.launch.block[0] = kRows * kThreadsPerRow;
    plan.launch.grid[0] = uint32_t(ceilDiv(r, kRows));
    plan.launch.grid[1] = uint32_t(ceilDiv(n, kThreadsPerRow * v));
    return plan;
  };
  e.reference = [gather](const Params &, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    const int64_t m = s[0], r = s[1], n = s[2];
    const auto &src = d[0].values, &index = d[2].values;
    auto &dst = d[1].values;
    std::fill(dst.begin(), dst.end(), 0.0);
    for (int64_t i = 0; i < r; ++i) {
      const int64_t to = int64_t(index[size_t(i)]);
      if (to < 0 || to >= m) continue;
      for (int64_t c = 0; c < n; ++c) {
        if (gather) dst[size_t(i * n + c)] = src[size_t(to * n + c)];
        else dst[size_t(to * n + c)] = src[size_t(i * n + c)];
      }
    }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &, double) { return 0.0; };
  return e;
}
} // namespace

void addGatherScatter(std::vector<Entry> &entries) {
  entries.push_back(rowsEntry(true));
  entries.push_back(rowsEntry(false));
}

} // namespace fly::kernels
