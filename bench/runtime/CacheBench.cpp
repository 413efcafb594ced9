// Compile-or-load costs: a warm hit (memory; disk as a new process sees it) against a compile.
// Goal (issue 13): a warm hit costs at most 1 ms. The hit includes computing the key (parse,
// verify and print the module, hash it), which is what every compileFly call pays.
#include "fly/runtime/CompileCache.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <benchmark/benchmark.h>

namespace {

std::string vectorAdd() {
  auto buffer = llvm::MemoryBuffer::getFile(FLY_SOURCE_DIR "/examples/vector_add.fly");
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

struct TempCache {
  llvm::SmallString<128> dir;
  TempCache() { (void)llvm::sys::fs::createUniqueDirectory("fly-cache-bench", dir); }
  ~TempCache() { llvm::sys::fs::remove_directories(dir); }
  fly::runtime::CacheConfig config() const {
    fly::runtime::CacheConfig c;
    c.directory = std::string(dir);
    return c;
  }
};

fly::codegen::CompileOptions gfx942() {
  fly::codegen::CompileOptions options;
  options.arch = fly::target::findArch("gfx942");
  return options;
}

void BM_WarmHitMemory(benchmark::State& state) {
  TempCache temp;
  fly::runtime::CompileCache cache(temp.config());
  std::string text = vectorAdd();
  auto options = gfx942();
  if (!fly::runtime::compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache))
    return state.SkipWithError("compile failed");
  for (auto _ : state) {
    auto code = fly::runtime::compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache);
    benchmark::DoNotOptimize(code);
    if (code) benchmark::DoNotOptimize((*code)->size());
  }
}
BENCHMARK(BM_WarmHitMemory)->Unit(benchmark::kMicrosecond);

void BM_WarmHitDisk(benchmark::State& state) {
  TempCache temp;
  fly::runtime::CompileCache cache(temp.config());
  std::string text = vectorAdd();
  auto options = gfx942();
  if (!fly::runtime::compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache))
    return state.SkipWithError("compile failed");
  for (auto _ : state) {
    cache.clearMemory(); // what a fresh process sees
    auto code = fly::runtime::compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache);
    benchmark::DoNotOptimize(code);
  }
}
BENCHMARK(BM_WarmHitDisk)->Unit(benchmark::kMicrosecond);

void BM_KeyOnly(benchmark::State& state) {
  std::string text = vectorAdd();
  auto options = gfx942();
  for (auto _ : state) {
    auto key = fly::runtime::CompileCache::keyFor(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject);
    benchmark::DoNotOptimize(key);
    if (!key) llvm::consumeError(key.takeError());
  }
}
BENCHMARK(BM_KeyOnly)->Unit(benchmark::kMicrosecond);

void BM_Compile(benchmark::State& state) {
  std::string text = vectorAdd();
  auto options = gfx942();
  for (auto _ : state) {
    auto code = fly::codegen::compileFlySource(text, "vector_add.fly", options);
    benchmark::DoNotOptimize(code);
    if (!code) llvm::consumeError(code.takeError());
  }
}
BENCHMARK(BM_Compile)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

BENCHMARK_MAIN();
