// Operations per second of the layout algebra on GEMM-typical layouts.
//   build/bin/fly-bench-algebra [--benchmark_min_time=0.2]
#include <benchmark/benchmark.h>

#include "fly/algebra/Algebra.h"
#include "fly/algebra/static/StaticLayout.h"

using namespace fly;

namespace {

Layout P(const char *s) { return parseLayout(s).value(); }

// A 128x64 fp16 tile of A, K-major (row-major), as staged in LDS.
const Layout kTileA = P("(128,64):(64,1)");
// A thread-value layout: 256 threads x 32 values covering the tile.
const Layout kThrVal = P("((4,64),(8,4)):((8,256),(1,32))");
// The whole matrix, column-major, with a 128x128 CTA tiler.
const Layout kMatrix = P("(4096,4096):(1,4096)");
const Tiler kCtaTiler = Tiler::modes({Tiler(P("128:1")), Tiler(P("128:1"))});
// A tiler that is itself a layout: 16x16 blocks of the 128-row tile's index space.
const Layout kMmaTiler = P("(16,16):(1,128)");

void BM_Composition_TileA_ThrVal(benchmark::State &state) {
  auto check = composition(kTileA, kThrVal);
  if (!check) {
    state.SkipWithError(check.error().message.c_str());
    return;
  }
  for (auto _ : state)
    benchmark::DoNotOptimize(composition(kTileA, kThrVal));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Composition_TileA_ThrVal);

void BM_Composition_Simple(benchmark::State &state) {
  Layout a = P("(64,32):(32,1)"), b = P("(16,8):(1,16)");
  for (auto _ : state)
    benchmark::DoNotOptimize(composition(a, b));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Composition_Simple);

void BM_LogicalDivide_ByMode(benchmark::State &state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(logical_divide(kMatrix, kCtaTiler));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LogicalDivide_ByMode);

void BM_ZippedDivide_LayoutTiler(benchmark::State &state) {
  auto check = zipped_divide(kTileA, kMmaTiler);
  if (!check) {
    state.SkipWithError(check.error().message.c_str());
    return;
  }
  for (auto _ : state)
    benchmark::DoNotOptimize(zipped_divide(kTileA, kMmaTiler));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ZippedDivide_LayoutTiler);

void BM_LogicalDivide_Dynamic(benchmark::State &state) {
  Layout dyn(IntTuple::of(Int::symbolic(SymExpr::var(0, 128)), Int::symbolic(SymExpr::var(1, 128))),
             IntTuple::of(Int(1), Int::symbolic(SymExpr::var(2, 8))));
  for (auto _ : state)
    benchmark::DoNotOptimize(logical_divide(dyn, kCtaTiler));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LogicalDivide_Dynamic);

void BM_Crd2Idx_Natural(benchmark::State &state) {
  IntTuple c = idx2crd(Int(1234), kThrVal.shape());
  for (auto _ : state)
    benchmark::DoNotOptimize(crd2idx(c, kThrVal));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Crd2Idx_Natural);

void BM_Crd2Idx_1D(benchmark::State &state) {
  int64_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(crd2idx(IntTuple(i), kThrVal));
    i = (i + 97) & 8191;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Crd2Idx_1D);

void BM_Crd2Idx_Symbolic(benchmark::State &state) {
  // What layout-lowering does: a thread id and a value index become variables.
  IntTuple c = IntTuple::of(Int::symbolic(SymExpr::var(10, 1, SymRange{0, 256})),
                            Int::symbolic(SymExpr::var(11, 1, SymRange{0, 32})));
  for (auto _ : state)
    benchmark::DoNotOptimize(crd2idx(c, kThrVal));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Crd2Idx_Symbolic);

void BM_Crd2Idx_StaticHana(benchmark::State &state) {
  namespace h = fly::st;
  constexpr auto tv = h::make_layout(
      h::tuple(h::tuple(h::int_c<4>, h::int_c<64>), h::tuple(h::int_c<8>, h::int_c<4>)),
      h::tuple(h::tuple(h::int_c<8>, h::int_c<256>), h::tuple(h::int_c<1>, h::int_c<32>)));
  long long i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(h::crd2idx(i, tv));
    i = (i + 97) & 8191;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Crd2Idx_StaticHana);

} // namespace

BENCHMARK_MAIN();
