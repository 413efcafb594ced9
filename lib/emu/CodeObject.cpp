#include "fly/emu/CodeObject.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
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
uint64_t getUnsigned(msgpack::MapDocNode &map, StringRef key, uint64_t dflt = 0) {
  auto it = map.find(key);
  if (it == map.end()) return dflt;
  msgpack::DocNode &n = it->second;
  if (n.getKind() == msgpack::Type::UInt) return n.getUInt();
  if (n.getKind() == msgpack::Type::Int) return uint64_t(n.getInt());
  return dflt;
}
std::string getString(msgpack::MapDocNode &map, StringRef key) {
  auto it = map.find(key);
  if (it == map.end() || it->second.getKind() != msgpack::Type::String) return "";
  return it->second.getString().str();
}

// Fills `kernels` and `arch` from the NT_AMDGPU_METADATA note's msgpack blob.
Error parseMetadata(StringRef blob, std::vector<Kernel> &kernels, std::string &arch) {
  msgpack::Document doc;
  if (!doc.readFromBlob(blob, /*Multi=*/false)) return fail("malformed amdhsa metadata note");
  if (doc.getRoot().getKind() != msgpack::Type::Map) return fail("amdhsa metadata is not a map");
  msgpack::MapDocNode &root = doc.getRoot().getMap();
  std::string target = getString(root, "amdhsa.target");
  if (size_t p = target.find("--"); p != std::string::npos) {
    arch = target.substr(p + 2);
    if (size_t c = arch.find(':'); c != std::string::npos) arch.resize(c);
  }
  auto ks = root.find("amdhsa.kernels");
  if (ks == root.end() || ks->second.getKind() != msgpack::Type::Array)
    return fail("amdhsa metadata has no amdhsa.kernels list");
  for (msgpack::DocNode &kn : ks->second.getArray()) {
    if (kn.getKind() != msgpack::Type::Map) return fail("amdhsa.kernels entry is not a map");
    msgpack::MapDocNode &km = kn.getMap();
    Kernel k;
    k.name = getString(km, ".name");
    k.kernargSize = getUnsigned(km, ".kernarg_segment_size");
    k.kernargAlign = getUnsigned(km, ".kernarg_segment_align", 8);
    k.groupSegmentSize = getUnsigned(km, ".group_segment_fixed_size");
    k.privateSegmentSize = getUnsigned(km, ".private_segment_fixed_size");
    k.wavefrontSize = getUnsigned(km, ".wavefront_size", 64);
    k.sgprCount = getUnsigned(km, ".sgpr_count");
    k.vgprCount = getUnsigned(km, ".vgpr_count");
    k.agprCount = getUnsigned(km, ".agpr_count");
    k.maxFlatWorkgroupSize = getUnsigned(km, ".max_flat_workgroup_size");
    auto args = km.find(".args");
    if (args != km.end() && args->second.getKind() == msgpack::Type::Array) {
      for (msgpack::DocNode &an : args->second.getArray()) {
        if (an.getKind() != msgpack::Type::Map) return fail("kernel '" + k.name + "': bad .args entry");
        msgpack::MapDocNode &am = an.getMap();
        KernelArg a;
        a.name = getString(am, ".name");
        a.valueKind = getString(am, ".value_kind");
        a.offset = getUnsigned(am, ".offset");
        a.size = getUnsigned(am, ".size");
        k.args.push_back(std::move(a));
      }
    }
    if (k.name.empty()) return fail("amdhsa.kernels entry without .name");
    kernels.push_back(std::move(k));
  }
  return Error::success();
}

KernelSetup decodeDescriptor(const amdhsa::kernel_descriptor_t &kd, StringRef arch) {
  KernelSetup s;
  uint16_t props = kd.kernel_code_properties;
  auto prop = [&](int shift, int width) { return (props >> shift) & ((1u << width) - 1); };
#define FLY_PROP(NAME) prop(amdhsa::NAME##_SHIFT, amdhsa::NAME##_WIDTH)
  s.privateSegmentBuffer = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER);
  s.dispatchPtr = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR);
  s.queuePtr = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR);
  s.kernargSegmentPtr = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR);
  s.dispatchId = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID);
  s.flatScratchInit = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT);
  s.privateSegmentSize = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE);
  s.wave32 = FLY_PROP(KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32);
#undef FLY_PROP
  uint32_t r2 = kd.compute_pgm_rsrc2;
  auto bits = [&](int shift, int width) { return (r2 >> shift) & ((1u << width) - 1); };
  bool gfx125 = arch.starts_with("gfx125");
  s.userSgprCount = gfx125 ? bits(1, 6) : bits(1, 5);
  s.privateSegmentWaveOffset = bits(0, 1);
  s.workgroupIdX = bits(7, 1);
  s.workgroupIdY = bits(8, 1);
  s.workgroupIdZ = bits(9, 1);
  s.workgroupInfo = bits(10, 1);
  s.vgprWorkitemIds = bits(11, 2);
  s.kernargPreloadCount = kd.kernarg_preload & 0x7f;
  return s;
}
} // namespace

Expected<std::shared_ptr<CodeObject>> CodeObject::loadFile(StringRef path) {
  auto buf = MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buf) return fail(path + ": " + buf.getError().message());
  auto co = load(ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>((*buf)->getBufferStart()),
                                   (*buf)->getBufferSize()));
  if (!co) return fail(path + ": " + toString(co.takeError()));
  return co;
}

Expected<std::shared_ptr<CodeObject>> CodeObject::load(ArrayRef<uint8_t> bytes) {
  auto co = std::shared_ptr<CodeObject>(new CodeObject());
  StringRef data(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  if (!data.starts_with("\x7f" "ELF") || bytes.size() < 64 || bytes[4] != ELF::ELFCLASS64 || bytes[5] != ELF::ELFDATA2LSB)
    return fail("not an ELF64 code object");
  auto elfOr = object::ELF64LEFile::create(data);
  if (!elfOr) return fail("not an ELF64 code object: " + toString(elfOr.takeError()));
  object::ELF64LEFile &elf = *elfOr;
  if (elf.getHeader().e_machine != ELF::EM_AMDGPU) return fail("ELF is not for AMDGPU (e_machine)");
  auto sections = elf.sections();
  if (!sections) return fail(toString(sections.takeError()));

  // The image of every allocated section at its virtual address; code and descriptors are read
  // from it.
  uint64_t lo = UINT64_MAX, hi = 0;
  for (auto &sh : *sections)
    if ((sh.sh_flags & ELF::SHF_ALLOC) && sh.sh_size) {
      lo = std::min<uint64_t>(lo, sh.sh_addr);
      hi = std::max<uint64_t>(hi, sh.sh_addr + sh.sh_size);
    }
  if (lo >= hi) return fail("code object has no loadable sections");
  if (hi - lo > (1ull << 30)) return fail("code object image is implausibly large");
  co->textAddr_ = lo;
  co->text_.assign(hi - lo, 0);
  bool haveMetadata = false;
  for (auto &sh : *sections) {
    if ((sh.sh_flags & ELF::SHF_ALLOC) && sh.sh_size && sh.sh_type != ELF::SHT_NOBITS) {
      auto contents = elf.getSectionContents(sh);
      if (!contents) return fail(toString(contents.takeError()));
      if (sh.sh_offset + sh.sh_size > bytes.size()) return fail("section extends past end of file");
      std::memcpy(co->text_.data() + (sh.sh_addr - lo), contents->data(), contents->size());
    }
    if (sh.sh_type == ELF::SHT_NOTE) {
      Error err = Error::success();
      for (auto note : elf.notes(sh, err)) {
        if (note.getName() == "AMDGPU" && note.getType() == ELF::NT_AMDGPU_METADATA) {
          ArrayRef<uint8_t> desc = note.getDesc(sh.sh_addralign);
          if (Error e = parseMetadata(StringRef(reinterpret_cast<const char *>(desc.data()), desc.size()),
                                      co->kernels_, co->arch_))
            return std::move(e);
          haveMetadata = true;
        }
      }
      if (err) return fail("bad note section: " + toString(std::move(err)));
    }
  }
  if (!haveMetadata) return fail("code object has no NT_AMDGPU_METADATA note (code object v3+ expected)");
  if (co->arch_.empty()) return fail("amdhsa.target missing from metadata");

  // Symbols: NAME.kd descriptors, and function symbols for diagnostics.
  for (auto &sh : *sections) {
    if (sh.sh_type != ELF::SHT_SYMTAB && sh.sh_type != ELF::SHT_DYNSYM) continue;
    auto syms = elf.symbols(&sh);
    if (!syms) return fail(toString(syms.takeError()));
    auto strtab = elf.getStringTableForSymtab(sh);
    if (!strtab) return fail(toString(strtab.takeError()));
    for (auto &sym : *syms) {
      auto name = sym.getName(*strtab);
      if (!name || name->empty()) continue;
      if (sym.getType() == ELF::STT_FUNC)
        co->funcSymbols_.push_back({sym.st_value, name->str()});
      if (!name->ends_with(".kd")) continue;
      StringRef kname = name->drop_back(3);
      for (Kernel &k : co->kernels_) {
        if (k.name != kname || k.entry) continue;
        uint64_t at = sym.st_value;
        if (at < lo || at + sizeof(amdhsa::kernel_descriptor_t) > hi)
          return fail("kernel descriptor " + *name + " outside the loaded image");
        amdhsa::kernel_descriptor_t kd;
        std::memcpy(&kd, co->text_.data() + (at - lo), sizeof kd);
        k.entry = at + kd.kernel_code_entry_byte_offset;
        k.setup = decodeDescriptor(kd, co->arch_);
        if (k.entry < lo || k.entry >= hi) return fail("kernel " + k.name + ": entry outside the image");
        if (!k.groupSegmentSize) k.groupSegmentSize = kd.group_segment_fixed_size;
        if (!k.privateSegmentSize) k.privateSegmentSize = kd.private_segment_fixed_size;
        if (k.setup.wave32) k.wavefrontSize = 32;
      }
    }
  }
  std::sort(co->funcSymbols_.begin(), co->funcSymbols_.end());
  for (Kernel &k : co->kernels_)
    if (!k.entry) return fail("kernel " + k.name + " has no " + k.name + ".kd descriptor symbol");
  return co;
}

const Kernel *CodeObject::findKernel(StringRef name) const {
  for (const Kernel &k : kernels_)
    if (k.name == name) return &k;
  return nullptr;
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
