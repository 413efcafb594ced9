// Lowering time of layout-lowering (one crd2idx; a GEMM kernel's worth of
// layout ops), of swizzle-simplify on the lowered GEMM kernel, and of the
// symbolic crd2idx itself (algebra + simplifier, no IR).
#include <benchmark/benchmark.h>

#include "GemmLayoutKernel.h"
#include "fly/algebra/Algebra.h"
#include "fly/ir/Context.h"
#include "fly/ir/Parser.h"
#include "fly/transforms/LayoutLowering.h"
#include "fly/transforms/SwizzleSimplify.h"

using namespace fly;
using namespace fly::ir;
using namespace fly::transforms;

namespace {

const char *kSingle = R"(
gpu.module @m {
  gpu.func @k(%p: !fly.ptr<f32, global>, %ld: i32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %c = fly.make_coord(%t) : (i32) -> !fly.int_tuple<?>
    %s = fly.static : !fly.int_tuple<(16, 8)>
    %d = fly.make_stride(%ld) : (i32) -> !fly.int_tuple<(1, ?{div=16})>
    %l = fly.make_layout(%s, %d) : (!fly.int_tuple<(16, 8)>, !fly.int_tuple<(1, ?{div=16})>) -> !fly.layout<(16, 8) : (1, ?{div=16})>
    %i = fly.crd2idx(%c, %l) : (!fly.int_tuple<?>, !fly.layout<(16, 8) : (1, ?{div=16})>) -> !fly.int_tuple<?>
    %q = fly.add_offset(%p, %i) : (!fly.ptr<f32, global>, !fly.int_tuple<?>) -> !fly.ptr<f32, global>
    %v = fly.ptr.load(%q) : (!fly.ptr<f32, global>) -> f32
    fly.ptr.store(%v, %p) : (f32, !fly.ptr<f32, global>) -> ()
    gpu.return
  }
}
)";

void BM_LowerSingleCrd2Idx(benchmark::State &state) {
  for (auto _ : state) {
    state.PauseTiming();
    Context ctx;
    std::vector<Diagnostic> diags;
    Operation *m = parseSource(ctx, kSingle, ctx.addFile("single.fly"), diags);
    state.ResumeTiming();
    bool ok = lowerLayouts(m, diags);
    benchmark::DoNotOptimize(ok);
    state.PauseTiming();
    if (!ok)
      state.SkipWithError("lowering failed");
    state.ResumeTiming();
  }
}
BENCHMARK(BM_LowerSingleCrd2Idx)->Unit(benchmark::kMicrosecond);

void BM_LowerGemmKernel(benchmark::State &state) {
  size_t lowered = 0, arith = 0;
  for (auto _ : state) {
    state.PauseTiming();
    Context ctx;
    gemmtest::GemmLayoutKernel g = gemmtest::buildGemmLayoutKernel(ctx);
    std::vector<Diagnostic> diags;
    LayoutLoweringStats stats;
    state.ResumeTiming();
    bool ok = lowerLayouts(g.module, diags, &stats);
    benchmark::DoNotOptimize(ok);
    state.PauseTiming();
    if (!ok)
      state.SkipWithError("lowering failed");
    lowered = stats.opsLowered;
    arith = stats.arithOpsCreated;
    state.ResumeTiming();
  }
  state.counters["layout_ops_lowered"] = static_cast<double>(lowered);
  state.counters["arith_ops_emitted"] = static_cast<double>(arith);
  state.counters["ops_lowered_per_s"] =
      benchmark::Counter(static_cast<double>(lowered), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_LowerGemmKernel)->Unit(benchmark::kMicrosecond);

void BM_SwizzleSimplifyGemmKernel(benchmark::State &state) {
  for (auto _ : state) {
    state.PauseTiming();
    Context ctx;
    gemmtest::GemmLayoutKernel g = gemmtest::buildGemmLayoutKernel(ctx);
    std::vector<Diagnostic> diags;
    lowerLayouts(g.module, diags);
    state.ResumeTiming();
    benchmark::DoNotOptimize(simplifySwizzles(g.module));
  }
}
BENCHMARK(BM_SwizzleSimplifyGemmKernel)->Unit(benchmark::kMicrosecond);

// The algebra alone: crd2idx of a symbolic thread id in a swizzled 2-level tile.
void BM_SymbolicCrd2Idx(benchmark::State &state) {
  SymExpr tid = SymExpr::var(0, 1, SymRange{0, 256});
  SymExpr k = SymExpr::var(1, 1, SymRange{0, 8});
  ComposedLayout cl(*Swizzle::make(3, 3, 3), Int(0), *parseLayout("((8,64),(4,8)):((64,1),(512,2048))"));
  for (auto _ : state) {
    auto r = crd2idx(IntTuple::of(Int::symbolic(tid), Int::symbolic(k * SymExpr::constant(4) + k)), cl);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_SymbolicCrd2Idx)->Unit(benchmark::kMicrosecond);

} // namespace
