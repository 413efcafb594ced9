// Compile latency of the LLVM half of Fly, per stage: optimization, code generation and the
// in-process lld link, for a small kernel (vector add) and an LDS + barrier kernel.
#include "TestKernels.h"

#include "fly/codegen/Backend.h"

#include "llvm/Target/TargetMachine.h"

#include <benchmark/benchmark.h>

using namespace fly;
using namespace fly::codegen;

namespace {

using Builder = std::unique_ptr<llvm::Module> (*)(llvm::LLVMContext&);

void compileWhole(benchmark::State& state, const char* arch, Builder build, int opt) {
  BackendOptions options{target::findArch(arch), opt};
  for (auto _ : state) {
    llvm::LLVMContext context;
    auto module = build(context);
    auto out = compileModule(*module, options, EmitKind::CodeObject);
    if (!out) state.SkipWithError(llvm::toString(out.takeError()).c_str());
    benchmark::DoNotOptimize(out);
  }
}

void linkOnly(benchmark::State& state) {
  BackendOptions options{target::findArch("gfx942"), 3};
  llvm::LLVMContext context;
  auto module = test_kernels::buildVectorAdd(context);
  auto object = compileModule(*module, options, EmitKind::Object);
  if (!object) {
    state.SkipWithError(llvm::toString(object.takeError()).c_str());
    return;
  }
  for (auto _ : state) {
    auto out = linkCodeObject(*object);
    if (!out) state.SkipWithError(llvm::toString(out.takeError()).c_str());
    benchmark::DoNotOptimize(out);
  }
}

} // namespace

BENCHMARK_CAPTURE(compileWhole, vector_add_gfx942_O3, "gfx942", test_kernels::buildVectorAdd, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(compileWhole, vector_add_gfx942_O0, "gfx942", test_kernels::buildVectorAdd, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(compileWhole, vector_add_gfx1201_O3, "gfx1201", test_kernels::buildVectorAdd, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(compileWhole, lds_reverse_gfx950_O3, "gfx950", test_kernels::buildLdsReverse, 3)->Unit(benchmark::kMillisecond);
BENCHMARK(linkOnly)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
