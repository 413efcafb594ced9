// Emulated wave-instructions per second on GEMM-like kernels (counter "wave_insts/s"), and the
// cost of decoding (first launch) against running from the decode cache. Launches run on one
// thread (LaunchOptions::threads = 1): the rate is per thread, and Google Benchmark's CPU time
// counts only the calling thread, so work-groups on a pool would not be measured.
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

using namespace fly::emu;

namespace {

struct Gemm {
  std::shared_ptr<CodeObject> co;
  Device dev;
  uint64_t a = 0, b = 0, c = 0;
  int n;
  explicit Gemm(int n, const char *hsaco = FLY_BENCH_GEMM_HSACO) : n(n) {
    auto loaded = CodeObject::loadFile(hsaco);
    if (!loaded) {
      llvm::consumeError(loaded.takeError());
      return;
    }
    co = *loaded;
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> d(-1, 1);
    std::vector<float> host(size_t(n) * n);
    for (float &x : host) x = d(rng);
    a = *dev.allocate(host.size() * 4);
    b = *dev.allocate(host.size() * 4);
    c = *dev.allocate(host.size() * 4);
    llvm::consumeError(dev.copyIn(a, host.data(), host.size() * 4));
    llvm::consumeError(dev.copyIn(b, host.data(), host.size() * 4));
  }
  bool run(const char *kernel, Dim3 block, Stats &st) {
    std::vector<ArgValue> args = {ArgValue::pointer(a), ArgValue::pointer(b), ArgValue::pointer(c),
                                  ArgValue::i32(n),     ArgValue::i32(n),     ArgValue::i32(n)};
    LaunchOptions opts;
    opts.threads = 1;
    auto r = dev.launch(*co, kernel, {uint32_t(n / 16), uint32_t(n / 16)}, block, args, opts);
    if (!r) {
      llvm::consumeError(r.takeError());
      return false;
    }
    st = *r;
    return true;
  }
};

void runGemm(benchmark::State &state, const char *kernel, Dim3 block, const char *hsaco = FLY_BENCH_GEMM_HSACO) {
  Gemm g(int(state.range(0)), hsaco);
  if (!g.co) return state.SkipWithError((std::string("cannot load ") + hsaco).c_str());
  Stats st;
  if (!g.run(kernel, block, st)) return state.SkipWithError("launch failed"); // warms the decode cache
  uint64_t insts = 0;
  for (auto _ : state) {
    g.run(kernel, block, st);
    insts += st.instructions();
  }
  state.counters["wave_insts/s"] = benchmark::Counter(double(insts), benchmark::Counter::kIsRate);
  state.counters["wave_insts"] = double(st.instructions());
}

void BM_SgemmTiledLds(benchmark::State &state) { runGemm(state, "sgemm_tiled", {16, 16}); }
void BM_SgemmMfma(benchmark::State &state) { runGemm(state, "sgemm_mfma", {64}); }
// gfx1201: one wave32 per 16x16 tile, v_wmma_f32_16x16x16_f16.
void BM_HgemmWmma(benchmark::State &state) { runGemm(state, "hgemm_wmma", {32}, FLY_BENCH_GEMM_WMMA_HSACO); }

// Loading and decoding: a fresh code object each iteration, so every instruction is decoded.
void BM_FirstLaunchWithDecode(benchmark::State &state) {
  for (auto _ : state) {
    Gemm g(16);
    Stats st;
    if (!g.co || !g.run("sgemm_tiled", {16, 16}, st)) return state.SkipWithError("launch failed");
  }
}

} // namespace

BENCHMARK(BM_SgemmTiledLds)->Arg(64)->Arg(128)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SgemmMfma)->Arg(64)->Arg(128)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_HgemmWmma)->Arg(64)->Arg(128)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FirstLaunchWithDecode)->Unit(benchmark::kMillisecond);
