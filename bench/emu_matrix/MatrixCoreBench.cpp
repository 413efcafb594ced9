// Matrix-core ops executed per second by the emulator's MatrixCore (one wave-level op each).
#include "fly/emu/MatrixCore.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

namespace {

void runOp(benchmark::State& state, const char* mnemonic, const char* arch) {
  const fly::emu::MatrixOpInfo* op = fly::emu::findMatrixOp(mnemonic, arch);
  if (!op) {
    state.SkipWithError("unknown op");
    return;
  }
  std::mt19937 rng(1);
  auto fill = [&](unsigned dwords) {
    std::vector<uint32_t> v(size_t(op->waveSize) * dwords);
    // Small finite values in every format: random low bits under a fixed, small exponent.
    for (auto& x : v) x = rng() & 0x3a3a3a3au;
    return v;
  };
  std::vector<uint32_t> a = fill(op->aDwords), b = fill(op->bDwords), c = fill(op->cDwords);
  std::vector<uint32_t> d(size_t(op->waveSize) * op->dDwords);
  fly::emu::MatrixModifiers mods;
  std::vector<uint32_t> index(size_t(op->waveSize) * op->sparseIndexDwords);
  for (auto& x : index) x = rng();  // any 2-bit positions
  if (op->sparse()) mods.sparseIndex = index.data();
  for (auto _ : state) {
    auto err = fly::emu::executeMatrixOp(*op, a.data(), b.data(), c.data(), d.data(), mods);
    benchmark::DoNotOptimize(d.data());
    if (err) {
      state.SkipWithError(err->c_str());
      return;
    }
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["MAC/s"] = benchmark::Counter(double(state.iterations()) * op->m * op->n * op->k * op->blocks,
                                               benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK_CAPTURE(runOp, mfma_f32_16x16x16_f16, "v_mfma_f32_16x16x16_f16", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_f32_32x32x8_f16, "v_mfma_f32_32x32x8_f16", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_f32_16x16x4_f32, "v_mfma_f32_16x16x4_f32", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_i32_16x16x32_i8, "v_mfma_i32_16x16x32_i8", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_f32_16x16x32_fp8_fp8, "v_mfma_f32_16x16x32_fp8_fp8", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_f32_4x4x4_16b_f16, "v_mfma_f32_4x4x4_16b_f16", "gfx942");
BENCHMARK_CAPTURE(runOp, mfma_f32_32x32x64_f8f6f4, "v_mfma_f32_32x32x64_f8f6f4", "gfx950");
BENCHMARK_CAPTURE(runOp, wmma_f32_16x16x16_f16, "v_wmma_f32_16x16x16_f16", "gfx1201");
BENCHMARK_CAPTURE(runOp, wmma_f32_16x16x128_fp8_fp8, "v_wmma_f32_16x16x128_fp8_fp8", "gfx1250");
BENCHMARK_CAPTURE(runOp, wmma_f16_16x16x16_f16, "v_wmma_f16_16x16x16_f16", "gfx1201");
BENCHMARK_CAPTURE(runOp, wmma_i32_16x16x16_iu8, "v_wmma_i32_16x16x16_iu8", "gfx1201");
BENCHMARK_CAPTURE(runOp, smfmac_f32_16x16x32_f16, "v_smfmac_f32_16x16x32_f16", "gfx942");
BENCHMARK_CAPTURE(runOp, swmmac_f32_16x16x32_f16, "v_swmmac_f32_16x16x32_f16", "gfx1201");
