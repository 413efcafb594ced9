#include "fly/emu/CodeObject.h"
#include "fly/target/Arch.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cstring>

using namespace llvm;

namespace fly::emu {

static Error fail(const Twine &msg) { return createStringError(inconvertibleErrorCode(), msg); }

std::vector<const KernelArg *> Kernel::explicitArgs() const {
  std::vector<const KernelArg *> out;
  for (const KernelArg &a : args)
    if (!a.isHidden()) out.push_back(&a);
  return out;
}

namespace {
KernelSetup setupOf(const codeobject::KernelDescriptor &d) {
  KernelSetup s;
  s.privateSegmentBuffer = d.enableSgprPrivateSegmentBuffer();
  s.dispatchPtr = d.enableSgprDispatchPtr();
  s.queuePtr = d.enableSgprQueuePtr();
  s.kernargSegmentPtr = d.enableSgprKernargSegmentPtr();
  s.dispatchId = d.enableSgprDispatchId();
  s.flatScratchInit = d.enableSgprFlatScratchInit();
  s.privateSegmentSize = d.enableSgprPrivateSegmentSize();
  s.wave32 = d.enableWavefrontSize32();
  s.userSgprCount = d.userSgprCount();
  s.kernargPreloadCount = d.kernargPreload & 0x7f;
  s.privateSegmentWaveOffset = d.enablePrivateSegment();
  s.workgroupIdX = d.enableSgprWorkgroupIdX();
  s.workgroupIdY = d.enableSgprWorkgroupIdY();
  s.workgroupIdZ = d.enableSgprWorkgroupIdZ();
  s.workgroupInfo = d.enableSgprWorkgroupInfo();
  s.vgprWorkitemIds = d.enableVgprWorkitemId();
  return s;
}
} // namespace

Expected<std::shared_ptr<CodeObject>> CodeObject::loadFile(StringRef path) {
  // A regular file of at most 1 GiB: never a device (/dev/zero reads forever) or a FIFO.
  sys::fs::file_status st;
  if (std::error_code ec = sys::fs::status(path, st)) return fail(path + ": " + ec.message());
  if (st.type() != sys::fs::file_type::regular_file) return fail(path + ": not a regular file");
  if (st.getSize() > (uint64_t(1) << 30)) return fail(path + ": more than 1 GiB, larger than any code object");
  auto buf = MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buf) return fail(path + ": " + buf.getError().message());
  auto co = load(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>((*buf)->getBufferStart()),
                                   (*buf)->getBufferSize()),
                 path);
  return co;
}

Expected<std::shared_ptr<CodeObject>> CodeObject::load(ArrayRef<uint8_t> bytes, StringRef sourceName) {
  auto metaOr = codeobject::CodeObject::parse(bytes, sourceName);
  if (!metaOr) return metaOr.takeError();
  auto co = std::shared_ptr<CodeObject>(new CodeObject());
  co->meta_ = std::move(*metaOr);
  const codeobject::CodeObject &meta = co->meta_;
  co->arch_ = meta.processor;
  if (co->arch_.empty()) return fail(sourceName + ": code object names no processor");

  // The image of every loadable segment at its virtual address; code is decoded from it.
  uint64_t lo = UINT64_MAX, hi = 0;
  for (const codeobject::Segment &s : meta.segments)
    if (s.memorySize) {
      lo = std::min(lo, s.virtualAddress);
      hi = std::max(hi, s.virtualAddress + s.memorySize);
    }
  if (lo >= hi) return fail("code object has no loadable segments");
  if (hi - lo > (1ull << 30)) return fail("code object image is implausibly large");
  co->textAddr_ = lo;
  co->text_.assign(hi - lo, 0);
  for (const codeobject::Segment &s : meta.segments)
    if (s.memorySize && !s.fileBytes.empty()) // a segment without file bytes stays zero-filled
      std::memcpy(co->text_.data() + (s.virtualAddress - lo), s.fileBytes.data(),
                  std::min<uint64_t>(s.fileBytes.size(), s.memorySize));

  for (const codeobject::KernelInfo &ki : meta.kernels) {
    Kernel k;
    k.name = ki.name;
    for (const codeobject::KernelArg &a : ki.args) {
      KernelArg ka;
      ka.name = a.name;
      ka.valueKind = codeobject::argKindName(a.kind).str();
      ka.offset = a.offset;
      ka.size = a.size;
      k.args.push_back(std::move(ka));
    }
    k.kernargSize = ki.kernargSegmentSize;
    k.kernargAlign = ki.kernargSegmentAlign;
    k.groupSegmentSize = std::max(ki.groupSegmentFixedSize, ki.descriptor.groupSegmentFixedSize);
    k.privateSegmentSize = std::max(ki.privateSegmentFixedSize, ki.descriptor.privateSegmentFixedSize);
    k.setup = setupOf(ki.descriptor);
    k.wavefrontSize = k.setup.wave32 ? 32 : (ki.wavefrontSize ? ki.wavefrontSize : 64);
    k.sgprCount = ki.sgprCount;
    k.vgprCount = ki.vgprCount;
    k.agprCount = ki.agprCount;
    k.maxFlatWorkgroupSize = ki.maxFlatWorkgroupSize;
    k.entry = ki.entryAddress;
    k.info = &ki;
    if (k.entry < lo || k.entry >= hi) return fail("kernel " + k.name + ": entry outside the loaded image");
    if (ki.usesDynamicStack)
      return fail("kernel " + k.name + " uses a dynamic stack, which fly-emu does not support");
    co->kernels_.push_back(std::move(k));
  }

  // Function symbols, only to name the function containing a failing instruction.
  StringRef data(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  if (auto elf = object::ELF64LEFile::create(data)) {
    if (auto sections = elf->sections()) {
      for (auto &sh : *sections) {
        if (sh.sh_type != ELF::SHT_SYMTAB) continue;
        auto syms = elf->symbols(&sh);
        auto strtab = elf->getStringTableForSymtab(sh);
        if (!syms || !strtab) {
          if (!syms) consumeError(syms.takeError());
          if (!strtab) consumeError(strtab.takeError());
          continue;
        }
        for (auto &sym : *syms)
          if (sym.getType() == ELF::STT_FUNC)
            if (auto name = sym.getName(*strtab)) co->funcSymbols_.push_back({sym.st_value, name->str()});
            else consumeError(name.takeError());
      }
    } else {
      consumeError(sections.takeError());
    }
  } else {
    consumeError(elf.takeError());
  }
  std::sort(co->funcSymbols_.begin(), co->funcSymbols_.end());
  return co;
}

const Kernel *CodeObject::findKernel(StringRef name) const {
  for (const Kernel &k : kernels_)
    if (k.name == name) return &k;
  return nullptr;
}

Error CodeObject::checkLimits(const Kernel &k, uint64_t dynamicLdsBytes) const {
  const target::Arch *arch = target::findArch(std::string_view(arch_.data(), arch_.size()));
  if (!arch) return fail("kernel " + k.name + ": " + target::unsupportedArchMessage(arch_));
  const std::string where = "kernel " + k.name + " (" + arch_ + ")";
  uint64_t scratchPerWave = uint64_t(k.privateSegmentSize) * k.wavefrontSize;
  if (scratchPerWave > arch->maxScratchBytesPerWave)
    return fail(where + " asks for " + Twine(k.privateSegmentSize) + " bytes of scratch per work-item; " + arch_ +
                " allows at most " + Twine(arch->maxScratchBytesPerWave / k.wavefrontSize) + " (" +
                Twine(arch->maxScratchBytesPerWave) + " bytes per wave of " + Twine(k.wavefrontSize) + ")");
  uint64_t lds = uint64_t(k.groupSegmentSize) + dynamicLdsBytes;
  if (lds > arch->ldsBytesPerWorkgroup)
    return fail(where + " needs " + Twine(lds) + " bytes of LDS (" + Twine(k.groupSegmentSize) + " static + " +
                Twine(dynamicLdsBytes) + " dynamic); " + arch_ + " has " + Twine(arch->ldsBytesPerWorkgroup) +
                " per work-group");
  uint64_t vgprs = uint64_t(k.vgprCount) + k.agprCount;
  if (vgprs > uint64_t(arch->totalVgprsPerSimd))
    return fail(where + " asks for " + Twine(k.vgprCount) + " VGPRs and " + Twine(k.agprCount) + " AGPRs; a " +
                arch_ + " SIMD has " + Twine(arch->totalVgprsPerSimd) + " per lane");
  // The metadata's count includes VCC, FLAT_SCRATCH and XNACK_MASK (up to 6) beyond the addressable ones.
  if (k.sgprCount > uint64_t(arch->maxSgprsPerWave) + 6)
    return fail(where + " asks for " + Twine(k.sgprCount) + " SGPRs; a " + arch_ + " wave has " +
                Twine(arch->maxSgprsPerWave) + " (plus VCC, FLAT_SCRATCH, XNACK_MASK)");
  if (k.maxFlatWorkgroupSize > uint64_t(arch->maxWorkgroupSize))
    return fail(where + " declares work-groups of up to " + Twine(k.maxFlatWorkgroupSize) + " work-items; " + arch_ +
                " allows " + Twine(arch->maxWorkgroupSize));
  return Error::success();
}

ArrayRef<uint8_t> CodeObject::codeAt(uint64_t addr) const {
  if (addr < textAddr_ || addr >= textAddr_ + text_.size()) return {};
  return ArrayRef<uint8_t>(text_).drop_front(addr - textAddr_);
}

std::string CodeObject::symbolAt(uint64_t addr) const {
  auto it = std::upper_bound(funcSymbols_.begin(), funcSymbols_.end(), std::make_pair(addr, std::string("\xff")));
  if (it == funcSymbols_.begin()) return "";
  --it;
  return it->second;
}

} // namespace fly::emu
