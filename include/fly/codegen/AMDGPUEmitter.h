// The AMDGPU-specific pieces of emission, on top of llvm::IRBuilder: kernel ABI and attributes,
// work-item ids and sizes, the workgroup barrier with its fences, lane shuffles through
// ds_bpermute, buffer resources with the arch's descriptor flags, LDS (static and dynamic), and
// math through intrinsics the AMDGPU backend lowers itself (no ROCm device libraries).
// The Fly-IR walk (IREmitter) calls these; they are also usable on their own.
#pragma once

#include "fly/target/Arch.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace fly::codegen {

// LLVM address spaces of the AMDGPU backend.
namespace addrspace {
constexpr unsigned Generic = 0, Global = 1, Local = 3, Constant = 4, Private = 5, BufferResource = 8;
}

struct KernelParam {
  llvm::Type* type = nullptr;      // for pointers: ptr addrspace(1|3|...)
  std::string name;                // the metadata's `.name`
  std::string typeName;            // the metadata's `.type_name` (Fly's type, e.g. a tensor's memref type)
  bool noalias = false;            // pointers only
  std::optional<unsigned> pointeeAlign; // pointers only: known alignment of what it points at
  bool readonly = false;           // pointers only
};

// FlyDSL's kernel ABI (docs/abi.md): `params` has one parameter per piece; `leafBits` gives each
// piece's leaf width (0: not a leaf). Every run of leaf pieces (a tensor's dynamic leaves, after its
// pointer) becomes one packed struct parameter `<{iW, ...}>` named after the pointer (`A.layout`).
// `map` gets, per piece, its parameter and its field in that struct (-1: the parameter itself).
std::vector<KernelParam> packLeafArguments(llvm::LLVMContext& context, const std::vector<KernelParam>& params,
                                           const std::vector<int64_t>& leafBits,
                                           std::vector<std::pair<unsigned, int>>& map);

struct KernelAttributes {
  std::optional<std::array<unsigned, 3>> knownBlockSize; // workgroup shape, when known at compile time
  unsigned maxFlatBlockSize = 1024;   // upper bound on threads per workgroup when not known
  std::optional<unsigned> wavesPerEU; // minimum waves per SIMD to aim for
  std::optional<unsigned> maxVgprs;   // VGPRs per lane the kernel may use (amdgpu-num-vgpr)
  bool uniformWorkGroupSize = true;   // every workgroup is full (no partial blocks)
};

enum class ShuffleMode { Xor, Down, Up, Idx };

class AMDGPUEmitter {
public:
  AMDGPUEmitter(llvm::IRBuilder<>& builder, llvm::Module& module, const target::Arch& arch);

  const target::Arch& arch() const { return arch_; }
  llvm::IRBuilder<>& builder() { return b_; }

  // An amdgpu_kernel with the given parameters, in order; its entry block is the insert point.
  llvm::Function* createKernel(llvm::StringRef name, const std::vector<KernelParam>& params,
                               const KernelAttributes& attributes);

  // dim: 0 = x, 1 = y, 2 = z. All i32.
  llvm::Value* threadId(int dim);
  llvm::Value* blockId(int dim);
  llvm::Value* blockDim(int dim); // a constant when the kernel's block size is known in x
  llvm::Value* gridDim(int dim);  // number of workgroups, from the hidden kernel arguments
  llvm::Value* laneId();
  llvm::Value* waveSize();

  // Workgroup barrier: release fence, s_barrier, acquire fence (workgroup scope), which is what
  // LLVM's AMDGPU memory model needs for LDS and global writes to be seen across the barrier.
  void barrier();

  // gpu.shuffle: the value from lane `offset`-related source within segments of `width` lanes,
  // and whether that source lane was inside the segment (else the own value is returned).
  // Values of 16, 32 or 64 bits (and vectors of those totalling 32/64 bits).
  llvm::Expected<std::pair<llvm::Value*, llvm::Value*>> shuffle(ShuffleMode mode, llvm::Value* value,
                                                                llvm::Value* offset, llvm::Value* width);

  // Buffer resources and raw buffer accesses. `numRecords` in bytes (i64), null = 0xFFFFFFFF.
  llvm::Value* makeBufferResource(llvm::Value* basePointer, llvm::Value* numRecords = nullptr);
  llvm::Value* bufferLoad(llvm::Type* type, llvm::Value* resource, llvm::Value* byteOffset,
                          llvm::Value* scalarOffset = nullptr, unsigned cachePolicy = 0);
  void bufferStore(llvm::Value* value, llvm::Value* resource, llvm::Value* byteOffset,
                   llvm::Value* scalarOffset = nullptr, unsigned cachePolicy = 0);
  // A raw buffer atomic: `op` add, max, min (float or signed by `fp`), and, or, inc, dec, umax, umin
  // (llvm.amdgcn.raw.ptr.buffer.atomic.*). Returns the old value; the backend selects the returning
  // instruction (sc0/glc, TH_ATOMIC_RETURN) only when that value is used.
  llvm::Value* bufferAtomic(std::string_view op, bool fp, llvm::Value* value, llvm::Value* resource, llvm::Value* byteOffset,
                    llvm::Value* scalarOffset = nullptr);

  // LDS. Static: an addrspace(3) global of `type`. Dynamic: the kernel's dynamically sized LDS
  // (size given at launch), as a zero-sized external addrspace(3) array; one per module.
  llvm::GlobalVariable* staticLds(llvm::StringRef name, llvm::Type* type, unsigned align);
  llvm::GlobalVariable* dynamicLds(unsigned align);

  // Loads and stores with explicit alignment (bytes).
  llvm::Value* load(llvm::Type* type, llvm::Value* pointer, unsigned align, bool isVolatile = false);
  void store(llvm::Value* value, llvm::Value* pointer, unsigned align, bool isVolatile = false);

  // math.<name> (exp, exp2, log, log2, sqrt, rsqrt, tanh, sin, cos, fma, absf, floor, ceil, ...)
  // on a float scalar or vector; an error names an unknown op.
  llvm::Expected<llvm::Value*> math(llvm::StringRef name, llvm::ArrayRef<llvm::Value*> operands);

  // The names math() understands.
  static std::vector<std::string> mathOps();

  llvm::Value* readFirstLane(llvm::Value* value);

  // printf(format, args...) on the device through AMDGPU's printf-buffer protocol: LLVM's printf
  // lowering records the format in the code object's `amdhsa.printf` metadata and adds the
  // hidden printf-buffer argument; arguments follow C's promotions (the caller applies them).
  void printf(llvm::StringRef format, llvm::ArrayRef<llvm::Value*> args);

  // Once the module is complete: kernels that cannot reach the hidden (implicit) kernel arguments
  // say so ("amdgpu-no-implicitarg-ptr"), so the code object declares no hidden arguments and
  // the kernarg segment holds only the explicit ones, at every optimization level.
  void finishModule();

private:
  llvm::Value* intrinsic(llvm::Intrinsic::ID id, llvm::ArrayRef<llvm::Type*> types,
                         llvm::ArrayRef<llvm::Value*> args);
  llvm::Value* implicitArgU32(unsigned offset, unsigned bytes);
  llvm::Function* printfAlloc();
  llvm::Value* bpermute(llvm::Value* lane, llvm::Value* value32);
  // A 16-, 32- or 64-bit value moved between lanes by `move32` on 32-bit words (16-bit values
  // widened, 64-bit ones split in two).
  llvm::Value* moveLanes(llvm::Value* value, unsigned bits, llvm::function_ref<llvm::Value*(llvm::Value*)> move32);

  llvm::IRBuilder<>& b_;
  llvm::Module& module_;
  const target::Arch& arch_;
  llvm::Function* kernel_ = nullptr;
  std::optional<std::array<unsigned, 3>> knownBlockSize_;
};

} // namespace fly::codegen
