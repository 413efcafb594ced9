// vector_add: c = a + b on an M x N row-major matrix over 64 x 4 work-group tiles, predicated on the
// matrix bounds (FlyDSL's first example, one element a thread there). Each thread takes V = 16
// bytes of consecutive elements of a row: when N is a multiple of V (a uniform branch; then every
// row, and the thread's first column, start 16-byte aligned) one 128-bit load of a and of b and
// one 128-bit store, else V predicated scalar elements.
#include "Common.h"
#include "Families.h"

namespace fly::kernels {

namespace {
constexpr int kTileX = 64, kTileY = 4;

int valuesPerThread(const std::string &dtype) { return dtype == "f32" ? 4 : 8; }

void buildVectorAdd(fx::Module &m, const Params &p, const target::Arch &) {
  withFloatType(p.at("dtype"), [&]<class T>() {
    constexpr int V = vector128<T>;
    m.kernel("vector_add", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<T> c, fx::Int32 rows, fx::Int32 cols) {
      fx::Index col = (fx::block_idx.x() * kTileX + fx::thread_idx.x()) * V;
      fx::Index row = fx::block_idx.y() * kTileY + fx::thread_idx.y();
      fx::Index n = cols.to<fx::Index>();
      fx::Index at = row * n + col;
      fx::Boolean inRows = row < rows.to<fx::Index>();
      fx::if_((cols & fx::Int32(V - 1)) == fx::Int32(0),
              [&] {
                fx::if_(inRows && col < n, [&] {
                  c.store(at, a.template load<V>(at) + b.template load<V>(at));
                });
              },
              [&] {
                for (int e = 0; e < V; ++e)
                  fx::if_(inRows && col + e < n, [&] { c.store(at + e, a.load(at + e) + b.load(at + e)); });
              });
    }, {.block = {kTileX, kTileY, 1}});
  });
}
} // namespace

void addElementwise(std::vector<Entry> &entries) {
  Entry e;
  e.name = "vector_add";
  e.summary = "c = a + b over an M x N matrix, predicated 2-D tiles of 128-bit vectors (FlyDSL example 01)";
  e.params = {{"dtype", "f32", {"f32", "f16", "bf16"}, "element type of a, b and c"}};
  e.problemDims = {"M", "N"};
  e.defaultProblem = {257, 1001};
  e.gridRule = "block (64, 4, 1); grid (ceil(N / (64 V)), ceil(M / 4), 1), V = 16 bytes of elements (4 f32, 8 "
               "f16/bf16) a thread";
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
    plan.launch.grid[0] = uint32_t(ceilDiv(s[1], kTileX * valuesPerThread(t)));
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
