// vector_add: c = a + b on an M x N row-major matrix, one element per thread of a
// 64 x 4 work-group tile, predicated on the matrix bounds (FlyDSL's first example).
#include "Common.h"
#include "Families.h"

namespace fly::kernels {

namespace {
constexpr int kTileX = 64, kTileY = 4;

void buildVectorAdd(fx::Module &m, const Params &p, const target::Arch &) {
  withFloatType(p.at("dtype"), [&]<class T>() {
    m.kernel("vector_add", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<T> c, fx::Int32 rows, fx::Int32 cols) {
      fx::Index col = fx::block_idx.x() * kTileX + fx::thread_idx.x();
      fx::Index row = fx::block_idx.y() * kTileY + fx::thread_idx.y();
      fx::Index n = cols.to<fx::Index>();
      fx::if_(row < rows.to<fx::Index>() && col < n, [&] {
        fx::Index i = row * n + col;
        c.store(i, a.load(i) + b.load(i));
      });
    }, {.block = {kTileX, kTileY, 1}});
  });
}
} // namespace

void addElementwise(std::vector<Entry> &entries) {
  Entry e;
  e.name = "vector_add";
  e.summary = "c = a + b over an M x N matrix, predicated 2-D tiles (FlyDSL example 01)";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of a, b and c"}};
  e.problemDims = {"M", "N"};
  e.defaultProblem = {257, 1001};
  e.gridRule = "block (64, 4, 1); grid (ceil(N / 64), ceil(M / 4), 1)";
  e.tolerance = "exact: the sum rounded once to the element type";
  e.build = buildVectorAdd;
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    std::string t = p.at("dtype");
    Plan plan;
    plan.arguments = {{"a", Argument::Role::Input, t, {s[0], s[1]}, 0, 0, "M x N"},
                      {"b", Argument::Role::Input, t, {s[0], s[1]}, 0, 0, "M x N"},
                      {"c", Argument::Role::Output, t, {s[0], s[1]}, 0, 0, "M x N"},
                      {"M", Argument::Role::Scalar, "i32", {}, s[0], 0, "rows"},
                      {"N", Argument::Role::Scalar, "i32", {}, s[1], 0, "columns (= row stride)"}};
    plan.launch.block[0] = kTileX;
    plan.launch.block[1] = kTileY;
    plan.launch.grid[0] = uint32_t(ceilDiv(s[1], kTileX));
    plan.launch.grid[1] = uint32_t(ceilDiv(s[0], kTileY));
    return plan;
  };
  e.reference = [](const Params &, const std::vector<int64_t> &, std::vector<HostData> &d) {
    for (size_t i = 0; i < d[2].values.size(); ++i) d[2].values[i] = d[0].values[i] + d[1].values[i];
  };
  // The device rounds the exact sum once; half an ulp of the type (relative) bounds the difference.
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    double halfUlp = type == "f16" ? 0x1p-11 : type == "bf16" ? 0x1p-8 : 0x1p-24;
    return halfUlp * std::fabs(want);
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
