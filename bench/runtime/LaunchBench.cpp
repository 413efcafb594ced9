// Launch overhead (issue 13): a launch of a cached, loaded kernel has at most 5 us of host
// overhead before the device call. BM_LaunchHostOverhead times exactly that part of
// Device::enqueue — Device::prepareLaunch: the kernel looked up in the code object, the
// arguments checked against its metadata and packed — on the emulator device, whose execution is
// excluded. HIP's submit adds hipModuleLaunchKernel itself (cached function handle), which needs
// a GPU to measure. BM_LaunchEmulatedOneWave is the whole launch of one wave on the emulator,
// for scale (emulation included).
#include "fly/runtime/CompileCache.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include "llvm/Support/MemoryBuffer.h"

#include <benchmark/benchmark.h>

namespace {

using fly::runtime::ArgValue;

struct LoadedVectorAdd {
  std::unique_ptr<fly::runtime::Device> device;
  fly::runtime::LoadedModule *module = nullptr;
  std::vector<ArgValue> args;
  fly::runtime::LaunchConfig config;
  std::string error;

  explicit LoadedVectorAdd(int32_t n) {
    auto buffer = llvm::MemoryBuffer::getFile(FLY_SOURCE_DIR "/examples/vector_add.fly");
    if (!buffer) { error = "examples/vector_add.fly not found"; return; }
    fly::codegen::CompileOptions options;
    options.arch = fly::target::findArch("gfx942");
    auto code = fly::runtime::compileFly((*buffer)->getBuffer(), "vector_add.fly", options);
    auto opened = fly::runtime::openDevice("emu:gfx942");
    if (!code || !opened) {
      error = !code ? llvm::toString(code.takeError()) : llvm::toString(opened.takeError());
      if (code) llvm::consumeError(opened.takeError());
      return;
    }
    device = std::move(*opened);
    const std::string &bytes = **code;
    auto loaded = device->load(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size()));
    if (!loaded) { error = llvm::toString(loaded.takeError()); return; }
    module = *loaded;
    for (int i = 0; i < 3; ++i) {
      auto address = device->allocate(size_t(n) * 4);
      if (!address) { error = llvm::toString(address.takeError()); return; }
      args.push_back(ArgValue::pointer(*address));
    }
    args.push_back(ArgValue::i32(n));
    config.block[0] = 256;
    config.grid[0] = uint32_t((n + 1023) / 1024);
  }
};

void BM_LaunchHostOverhead(benchmark::State &state) {
  LoadedVectorAdd k(1 << 20);
  if (!k.error.empty()) return state.SkipWithError(k.error.c_str());
  for (auto _ : state) {
    auto launch = k.device->prepareLaunch(*k.module, "vector_add", k.config, k.args);
    if (!launch) return state.SkipWithError(llvm::toString(launch.takeError()).c_str());
    benchmark::DoNotOptimize(launch->explicitSegment.data());
  }
}
BENCHMARK(BM_LaunchHostOverhead)->Unit(benchmark::kMicrosecond);

void BM_LaunchEmulatedOneWave(benchmark::State &state) {
  LoadedVectorAdd k(256);
  if (!k.error.empty()) return state.SkipWithError(k.error.c_str());
  for (auto _ : state)
    if (llvm::Error e = k.device->launch(*k.module, "vector_add", k.config, k.args))
      return state.SkipWithError(llvm::toString(std::move(e)).c_str());
}
BENCHMARK(BM_LaunchEmulatedOneWave)->Unit(benchmark::kMicrosecond);

} // namespace
