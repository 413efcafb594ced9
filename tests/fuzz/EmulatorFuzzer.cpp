// Fuzzes fly-emu: mutated code objects and launch arguments. The input's last bytes choose the
// launch (block, grid, dynamic LDS, scalar argument values), the rest is a code object (seeds:
// compiled kernels). Every kernel that loads and fits its arch runs on the emulator with bounded
// instruction counts; bad code objects, bad kernels and bad launches must be errors. Nothing may
// crash, hang, leak or allocate without bound. Mutations are structure-aware (ElfMutator.h) on the
// code object and libFuzzer's own on the launch bytes.
#include "ElfMutator.h"
#include "fly/emu/CodeObject.h"
#include "fly/emu/Device.h"

#include "llvm/Support/Error.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <string>
#include <vector>

using namespace fly::emu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  // The tail chooses the launch; the rest is the code object (seeds: compiled kernels).
  const uint32_t blockX = in.ConsumeIntegralInRange<uint32_t>(1, 256);
  const uint32_t gridX = in.ConsumeIntegralInRange<uint32_t>(1, 4);
  const uint32_t lds = in.ConsumeIntegralInRange<uint32_t>(0, 1 << 16);
  const bool scalarsFromInput = in.ConsumeBool();
  const uint64_t scalarBits = in.ConsumeIntegral<uint64_t>();
  std::vector<uint8_t> bytes = in.ConsumeRemainingBytes<uint8_t>();
  auto co = CodeObject::load(bytes, "fuzz.hsaco");
  if (!co) {
    llvm::consumeError(co.takeError());
    return 0;
  }
  for (const Kernel &k : (*co)->kernels()) {
    if (llvm::Error e = (*co)->checkLimits(k, lds)) {
      llvm::consumeError(std::move(e));
      continue;
    }
    Device dev;
    std::vector<ArgValue> args;
    bool ok = true;
    for (const KernelArg *a : k.explicitArgs()) {
      if (a->size == 8 && !scalarsFromInput) {
        auto buffer = dev.allocate(4096);
        if (!buffer) {
          llvm::consumeError(buffer.takeError());
          ok = false;
          break;
        }
        args.push_back(ArgValue::pointer(*buffer));
      } else if (a->size == 8) {
        args.push_back(ArgValue::i64(int64_t(scalarBits)));
      } else if (a->size == 4) {
        args.push_back(ArgValue::i32(int32_t(scalarBits)));
      } else {
        ok = false; // sizes the command line cannot express either
        break;
      }
    }
    if (!ok)
      continue;
    LaunchOptions opts;
    opts.dynamicLdsBytes = lds;
    opts.maxInstructionsPerWave = 20000;
    opts.maxInstructions = 200000;
    auto stats = dev.launch(**co, k.name, Dim3(gridX, 1, 1), Dim3(blockX, 1, 1), args, opts);
    if (!stats)
      llvm::consumeError(stats.takeError());
  }
  return 0;
}

// The last kLaunchBytes choose the launch (FuzzedDataProvider reads from the end; the seeds carry
// 21 such bytes): the code object before them gets the ELF-aware mutations, the launch bytes one
// mutation in eight.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned seed) {
  constexpr size_t kLaunchBytes = 21;
  if (size <= kLaunchBytes || maxSize < size) return LLVMFuzzerMutate(data, size, maxSize);
  const size_t object = size - kLaunchBytes;
  if (seed % 8 == 0) {
    LLVMFuzzerMutate(data + object, kLaunchBytes, kLaunchBytes);
    return size;
  }
  // The ELF mutations keep the object's length: the launch bytes stay where they are.
  const size_t got = fly::fuzz::ElfMutator(data, object, object, seed).mutate();
  if (got == object) return size;
  std::vector<uint8_t> launch(data + object, data + size);
  std::memmove(data + got, launch.data(), launch.size());
  return got + kLaunchBytes;
}
