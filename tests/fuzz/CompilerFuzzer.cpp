// Fuzzes fly-llc's whole path: Fly text -> parse, verify, Fly passes, LLVM IR, the AMDGPU backend,
// lld -> a code object, for one arch chosen by the input's first byte (all four are reached).
// Every input must compile or fail with an error; what compiles must be a code object the reader
// accepts and whose kernels fit the arch (fly-emu's limit checks).
#include "fly/codegen/Compiler.h"
#include "fly/emu/CodeObject.h"
#include "fly/target/Arch.h"

#include "llvm/Support/Error.h"

#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  auto archs = fly::target::allArchs();
  fly::codegen::CompileOptions options;
  options.arch = &archs[data[0] % archs.size()];
  options.optLevel = (data[0] / archs.size()) % 2 ? 0 : 3;
  std::string text(reinterpret_cast<const char *>(data + 1), size - 1);
  auto object = fly::codegen::compileFlySource(text, "fuzz.fly", options);
  if (!object) {
    std::string message = llvm::toString(object.takeError());
    if (message.empty()) {
      std::fprintf(stderr, "fuzz invariant broken: a compile error without a message\n");
      std::abort();
    }
    return 0;
  }
  auto loaded = fly::emu::CodeObject::load(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()), "fuzz.hsaco");
  if (!loaded) {
    std::fprintf(stderr, "fuzz invariant broken: fly-llc's code object does not load: %s\n",
                 llvm::toString(loaded.takeError()).c_str());
    std::abort();
  }
  for (const fly::emu::Kernel &k : (*loaded)->kernels())
    if (llvm::Error e = (*loaded)->checkLimits(k)) {
      std::fprintf(stderr, "fuzz invariant broken: a compiled kernel exceeds its arch: %s\n",
                   llvm::toString(std::move(e)).c_str());
      std::abort();
    }
  return 0;
}
