// Warm in-process compile time of whole Fly files (text -> code object), per file and arch, the
// figure the compile-speed goal is stated in (docs/performance.md). Counters split the time into
// Fly's own stages and LLVM's (optimization, code generation, lld).
//
//   bench_compile                          every examples/*.fly for gfx942 and gfx950
//   bench_compile --arch=gfx1201 a.fly     the given files for the given archs (comma separated)
//   bench_compile --iterations=N           exactly N compiles each (for callgrind: Ir per compile)
// Google Benchmark's own flags (--benchmark_format=json, --benchmark_repetitions=N, ...) apply.
#include "fly/codegen/Compiler.h"
#include "fly/codegen/Timings.h"
#include "fly/target/Arch.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Job {
  std::string path;
  std::string text;
  const fly::target::Arch* arch;
};

void compileFile(benchmark::State& state, const Job& job) {
  fly::codegen::Timings timings;
  fly::codegen::CompileOptions options;
  options.arch = job.arch;
  options.optLevel = 3;
  options.timings = &timings;
  for (auto _ : state) {
    auto out = fly::codegen::compileFlySource(job.text, job.path, options);
    if (!out) {
      state.SkipWithError(llvm::toString(out.takeError()).c_str());
      return;
    }
    benchmark::DoNotOptimize(out->data());
  }
  const double total = timings.total();
  const double iterations = static_cast<double>(state.iterations());
  state.counters["fly_ms"] = 1e3 * timings.totalFor("fly") / iterations;
  state.counters["llvm_ms"] = 1e3 * timings.totalFor("llvm") / iterations;
  state.counters["fly_share"] = total > 0 ? timings.totalFor("fly") / total : 0;
  for (const char* stage : {"llvm-optimize", "llvm-codegen", "lld-link"}) {
    double seconds = 0;
    for (const auto& entry : timings.entries())
      if (entry.stage == stage) seconds += entry.seconds;
    state.counters[std::string(stage) + "_ms"] = 1e3 * seconds / iterations;
  }
}

std::vector<std::string> splitCommas(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  for (std::string part; std::getline(stream, part, ',');)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

} // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::vector<std::string> archNames{"gfx942", "gfx950"};
  std::vector<std::string> files;
  int iterations = 0; // 0: let Google Benchmark decide
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--arch=", 0) == 0) {
      archNames = splitCommas(arg.substr(7));
    } else if (arg.rfind("--iterations=", 0) == 0) {
      iterations = std::atoi(arg.c_str() + 13);
      if (iterations <= 0) {
        std::cerr << "bench_compile: error: --iterations takes a positive count, got " << arg << "\n";
        return 2;
      }
    } else if (arg.rfind("--", 0) == 0) {
      std::cerr << "bench_compile: error: unknown option " << arg << "\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    for (const auto& entry : std::filesystem::directory_iterator(FLY_EXAMPLES_DIR))
      if (entry.path().extension() == ".fly") files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
  }
  static std::vector<Job> jobs; // outlives the registered benchmarks
  jobs.reserve(files.size() * archNames.size());
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in || std::filesystem::is_directory(file)) {
      std::cerr << "bench_compile: error: cannot read " << file << "\n";
      return 2;
    }
    for (const std::string& name : archNames) {
      const fly::target::Arch* arch = fly::target::findArch(name);
      if (!arch) {
        std::cerr << "bench_compile: error: " << fly::target::unsupportedArchMessage(name) << "\n";
        return 2;
      }
      jobs.push_back({file, text.str(), arch});
    }
  }
  for (const Job& job : jobs) {
    std::string stem = std::filesystem::path(job.path).stem().string();
    auto* bench = benchmark::RegisterBenchmark((stem + "/" + std::string(job.arch->name)).c_str(),
                                               [&job](benchmark::State& state) { compileFile(state, job); });
    bench->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
    if (iterations) bench->Iterations(iterations);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
