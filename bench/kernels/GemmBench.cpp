// The GEMM figures of issue 12 for each GEMM variant and arch, the same ones docs/kernels.md
// lists (scripts/kernel_report.py): per benchmark the code object's VGPR/AGPR/SGPR, spills, LDS
// bytes and occupancy, and from one emulated launch (checked against the CPU reference) its
// wave-instructions, the share of MFMA/WMMA among them (executed, the whole kernel; the report's
// column is the static share of the main loop) and the LDS bank-conflict cycles per executed DS
// instruction. The timed loop is the emulated launch (host time; no GPU here).
//   bench_gemm --benchmark_filter=preshuffle
#include "Registry.h"

#include "fly/codegen/Occupancy.h"
#include "fly/codeobject/CodeObject.h"
#include "fly/runtime/Device.h"

#include <benchmark/benchmark.h>

#include <regex>

namespace {

using namespace fly;

struct Variant {
  std::string kernel;
  kernels::Params params;
  std::vector<int64_t> problem;
};

const std::vector<Variant> &variants() {
  static const std::vector<Variant> all = {
      {"tiled_mma_gemm", {{"dtype", "f16"}}, {128, 128, 128}},
      {"tiled_mma_gemm", {{"dtype", "bf16"}, {"tile_m", "32"}, {"warps_m", "1"}}, {128, 128, 128}},
      {"tiled_mma_gemm", {{"dtype", "fp8"}, {"tile_k", "64"}}, {128, 128, 128}},
      // gfx1250's tensor data mover for the A and B tiles (the other archs skip: no TDM).
      {"tiled_mma_gemm", {{"dtype", "f16"}, {"loads", "tdm"}}, {128, 128, 128}},
      {"tiled_mma_gemm", {{"dtype", "fp8"}, {"tile_k", "64"}, {"loads", "tdm"}}, {128, 128, 128}},
      {"tiled_mma_gemm_splitk", {{"dtype", "f16"}}, {128, 128, 256}},
      {"preshuffle_gemm", {{"dtype", "f16"}}, {128, 192, 256}},
      {"preshuffle_gemm", {{"dtype", "f16"}, {"epilogue", "cshuffle"}}, {128, 192, 256}},
      {"preshuffle_gemm", {{"dtype", "fp8"}, {"tile_k", "128"}}, {128, 192, 256}},
      {"preshuffle_gemm", {{"dtype", "int8"}, {"tile_k", "128"}, {"epilogue", "cshuffle"}}, {128, 192, 256}},
      {"preshuffle_gemm", {{"dtype", "int4"}, {"tile_k", "128"}}, {128, 192, 256}},
      {"preshuffle_gemm", {{"dtype", "mxfp4"}, {"tile_k", "256"}}, {128, 192, 512}},
  };
  return all;
}

uint64_t statCount(const std::string &stats, const std::string &pattern) {
  std::smatch m;
  if (!std::regex_search(stats, m, std::regex(pattern))) return 0;
  return std::stoull(m[1].str());
}

void gemmFigures(benchmark::State &state, const Variant *v, const target::Arch *arch) {
  const kernels::Entry *entry = kernels::findKernel(v->kernel);
  auto params = kernels::resolveParams(*entry, v->params);
  if (!params) return state.SkipWithError(llvm::toString(params.takeError()).c_str());
  if (entry->validate) {
    std::string refused = entry->validate(*params, *arch, &v->problem);
    if (!refused.empty()) return state.SkipWithError(refused.c_str());
  }
  auto object = kernels::compileKernel(*entry, *params, *arch);
  if (!object) return state.SkipWithError(llvm::toString(object.takeError()).c_str());
  auto parsed = codeobject::CodeObject::parse(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()));
  if (!parsed) return state.SkipWithError(llvm::toString(parsed.takeError()).c_str());
  const codeobject::KernelInfo *info = parsed->findKernel(entry->name);
  if (!info) return state.SkipWithError("no kernel in the code object");
  auto device = runtime::openEmulatorDevice(arch->name, /*perInstructionCounters=*/true);
  if (!device) return state.SkipWithError(llvm::toString(device.takeError()).c_str());
  std::string stats;
  for (auto _ : state) {
    auto result = kernels::runKernel(*entry, *params, v->problem, **device);
    if (!result) return state.SkipWithError(llvm::toString(result.takeError()).c_str());
    if (!result->pass) return state.SkipWithError(("wrong result: " + result->worstAt).c_str());
    stats = result->deviceStats;
  }
  state.counters["vgpr"] = double(codegen::archVgprCount(*info, *arch));
  state.counters["agpr"] = double(info->agprCount);
  state.counters["sgpr"] = double(info->sgprCount);
  state.counters["spills"] = double(info->vgprSpillCount + info->sgprSpillCount);
  state.counters["lds_bytes"] = double(info->groupSegmentFixedSize);
  state.counters["occupancy"] = double(codegen::computeOccupancy(*info, *arch).wavesPerSimd);
  double insts = double(statCount(stats, "wave-instructions (\\d+)"));
  double matrix = double(statCount(stats, "MFMA/WMMA\\s+(\\d+)"));
  double ds = double(statCount(stats, "\\n\\s+DS\\s+(\\d+)"));
  state.counters["wave_insts"] = insts;
  state.counters["matrix_share"] = insts > 0 ? matrix / insts : 0;
  state.counters["lds_conflicts_per_ds"] = ds > 0 ? double(statCount(stats, "bank-conflict cycles (\\d+)")) / ds : 0;
}

const bool registered = [] {
  for (const Variant &v : variants()) {
    const kernels::Entry *entry = kernels::findKernel(v.kernel);
    std::string name = "gemm/" + v.kernel;
    for (const auto &[key, value] : v.params) name += "/" + key + "=" + value;
    for (const target::Arch &arch : target::allArchs())
      if (entry && kernels::supportsArch(*entry, arch.name))
        benchmark::RegisterBenchmark((name + "/" + std::string(arch.name)).c_str(), gemmFigures, &v, &arch)
            ->Unit(benchmark::kMillisecond)
            ->Iterations(1);
  }
  return true;
}();

} // namespace

BENCHMARK_MAIN();
