// Compile time of every registry kernel (default parameters) for every arch, from the fly::fx
// build to the code object, split into Fly's stages (fx build, verify, passes, emission) and
// LLVM's (optimization, codegen, lld). Counters: fly_ms, llvm_ms and fly_share (goal: <= 0.10).
#include "Registry.h"

#include <benchmark/benchmark.h>

namespace {

using namespace fly;

void compileKernel(benchmark::State &state, const kernels::Entry *entry, const target::Arch *arch) {
  auto params = kernels::resolveParams(*entry, {});
  if (!params) {
    state.SkipWithError(llvm::toString(params.takeError()).c_str());
    return;
  }
  double fly = 0, llvm = 0;
  for (auto _ : state) {
    codegen::Timings timings;
    auto object = kernels::compileKernel(*entry, *params, *arch, 3, &timings);
    if (!object) {
      state.SkipWithError(llvm::toString(object.takeError()).c_str());
      return;
    }
    benchmark::DoNotOptimize(object->data());
    fly += timings.totalFor("fly");
    llvm += timings.totalFor("llvm");
  }
  double n = double(state.iterations());
  state.counters["fly_ms"] = 1e3 * fly / n;
  state.counters["llvm_ms"] = 1e3 * llvm / n;
  state.counters["fly_share"] = fly / (fly + llvm);
}

const bool registered = [] {
  for (const kernels::Entry &e : kernels::registry())
    for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"})
      if (kernels::supportsArch(e, arch))
        benchmark::RegisterBenchmark(("compile/" + e.name + "/" + arch).c_str(), compileKernel, &e,
                                     target::findArch(arch))
            ->Unit(benchmark::kMillisecond);
  return true;
}();

} // namespace

BENCHMARK_MAIN();
