// Fuzzes the code-object reader: fly_codeobject (ELF headers, PT_LOAD segments, the amdhsa.kernels
// note read as MessagePack, NAME.kd kernel descriptors) and the emulator's loader and limit checks
// on top of it. Any byte string must load or be an error; nothing may crash, leak or allocate
// without bound. What loads must describe itself consistently (entry points inside the image).
// Mutations are structure-aware (ElfMutator.h): ELF, program and section headers, notes, text,
// kernel descriptors.
#include "ElfMutator.h"
#include "fly/codeobject/CodeObject.h"
#include "fly/emu/CodeObject.h"

#include "llvm/Support/Error.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::ArrayRef<uint8_t> bytes(data, size);
  auto meta = fly::codeobject::CodeObject::parse(bytes, "fuzz.hsaco");
  if (!meta)
    llvm::consumeError(meta.takeError());
  auto co = fly::emu::CodeObject::load(bytes, "fuzz.hsaco");
  if (!co) {
    llvm::consumeError(co.takeError());
    return 0;
  }
  for (const fly::emu::Kernel &k : (*co)->kernels()) {
    if ((*co)->codeAt(k.entry).empty()) {
      std::fprintf(stderr, "fuzz invariant broken: kernel %s's entry is outside the image\n", k.name.c_str());
      std::abort();
    }
    (void)k.explicitArgs();
    if (llvm::Error e = (*co)->checkLimits(k))
      llvm::consumeError(std::move(e));
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize, unsigned seed) {
  return fly::fuzz::ElfMutator(data, size, maxSize, seed).mutate();
}
