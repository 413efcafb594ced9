#include "fly/codegen/CodeObject.h"

#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELF.h"

#include <algorithm>
#include <cstdio>

namespace fly::codegen {
namespace {

llvm::Error makeError(const llvm::Twine& message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

// Looks up `key` in a msgpack map; an empty node when absent.
llvm::msgpack::DocNode lookup(llvm::msgpack::DocNode& map, llvm::StringRef key) {
  if (!map.isMap()) return {};
  llvm::msgpack::MapDocNode& m = map.getMap();
  auto it = m.find(key);
  if (it == m.end()) return {};
  return it->second;
}

uint32_t asU32(llvm::msgpack::DocNode node) {
  if (node.isEmpty()) return 0;
  switch (node.getKind()) {
  case llvm::msgpack::Type::UInt: return uint32_t(node.getUInt());
  case llvm::msgpack::Type::Int: return uint32_t(node.getInt());
  default: return 0;
  }
}

std::string asString(llvm::msgpack::DocNode node) {
  if (node.isEmpty() || !node.isString()) return {};
  return node.getString().str();
}

llvm::Expected<KernelInfo> readKernel(llvm::msgpack::DocNode& kernel) {
  if (!kernel.isMap()) return makeError("amdhsa.kernels entry is not a map");
  KernelInfo info;
  info.name = asString(lookup(kernel, ".name"));
  info.symbol = asString(lookup(kernel, ".symbol"));
  info.sgprCount = asU32(lookup(kernel, ".sgpr_count"));
  info.vgprCount = asU32(lookup(kernel, ".vgpr_count"));
  info.agprCount = asU32(lookup(kernel, ".agpr_count"));
  info.sgprSpillCount = asU32(lookup(kernel, ".sgpr_spill_count"));
  info.vgprSpillCount = asU32(lookup(kernel, ".vgpr_spill_count"));
  info.ldsBytes = asU32(lookup(kernel, ".group_segment_fixed_size"));
  info.scratchBytes = asU32(lookup(kernel, ".private_segment_fixed_size"));
  llvm::msgpack::DocNode dynamicLds = lookup(kernel, ".uses_dynamic_lds");
  if (!dynamicLds.isEmpty() && dynamicLds.getKind() == llvm::msgpack::Type::Boolean)
    info.dynamicLds = dynamicLds.getBool();
  info.wavefrontSize = asU32(lookup(kernel, ".wavefront_size"));
  info.kernargSegmentSize = asU32(lookup(kernel, ".kernarg_segment_size"));
  info.kernargSegmentAlign = asU32(lookup(kernel, ".kernarg_segment_align"));
  info.maxFlatWorkgroupSize = asU32(lookup(kernel, ".max_flat_workgroup_size"));
  if (info.name.empty() || info.symbol.empty())
    return makeError("amdhsa.kernels entry without .name or .symbol");
  llvm::msgpack::DocNode args = lookup(kernel, ".args");
  if (!args.isEmpty() && args.isArray()) {
    for (llvm::msgpack::DocNode& arg : args.getArray()) {
      KernelArgInfo a;
      a.name = asString(lookup(arg, ".name"));
      a.valueKind = asString(lookup(arg, ".value_kind"));
      a.addressSpace = asString(lookup(arg, ".address_space"));
      a.offset = asU32(lookup(arg, ".offset"));
      a.size = asU32(lookup(arg, ".size"));
      info.args.push_back(std::move(a));
    }
  }
  return info;
}

llvm::Expected<CodeObjectInfo> decodeMetadata(llvm::StringRef blob) {
  llvm::msgpack::Document doc;
  if (!doc.readFromBlob(blob, /*Multi=*/false)) return makeError("malformed amdhsa metadata (msgpack)");
  llvm::msgpack::DocNode& root = doc.getRoot();
  if (!root.isMap()) return makeError("amdhsa metadata root is not a map");
  CodeObjectInfo info;
  info.targetId = asString(lookup(root, "amdhsa.target"));
  llvm::msgpack::DocNode version = lookup(root, "amdhsa.version");
  if (!version.isEmpty() && version.isArray())
    for (llvm::msgpack::DocNode& v : version.getArray()) info.version.push_back(int(asU32(v)));
  llvm::msgpack::DocNode kernels = lookup(root, "amdhsa.kernels");
  if (kernels.isEmpty() || !kernels.isArray()) return makeError("amdhsa metadata has no amdhsa.kernels");
  for (llvm::msgpack::DocNode& kernel : kernels.getArray()) {
    auto k = readKernel(kernel);
    if (!k) return k.takeError();
    info.kernels.push_back(std::move(*k));
  }
  return info;
}

} // namespace

uint32_t KernelInfo::archVgprCount(const target::Arch& arch) const {
  if (!arch.hasAgprs || agprCount == 0) return vgprCount;
  return vgprCount > agprCount ? vgprCount - agprCount : 0;
}

const KernelInfo* CodeObjectInfo::find(llvm::StringRef name) const {
  for (const KernelInfo& k : kernels)
    if (k.name == name) return &k;
  return nullptr;
}

llvm::Expected<CodeObjectInfo> readCodeObject(llvm::StringRef elf) {
  auto file = llvm::object::ELF64LEFile::create(elf);
  if (!file) return makeError("not an ELF64 code object: " + llvm::toString(file.takeError()));
  if (file->getHeader().e_machine != llvm::ELF::EM_AMDGPU)
    return makeError("ELF file is not an AMDGPU code object");
  auto sections = file->sections();
  if (!sections) return sections.takeError();
  for (const auto& section : *sections) {
    if (section.sh_type != llvm::ELF::SHT_NOTE) continue;
    llvm::Error noteError = llvm::Error::success();
    for (const auto& note : file->notes(section, noteError)) {
      if (note.getName() != "AMDGPU" || note.getType() != llvm::ELF::NT_AMDGPU_METADATA) continue;
      llvm::StringRef blob = note.getDescAsStringRef(4);
      llvm::consumeError(std::move(noteError));
      return decodeMetadata(blob);
    }
    if (noteError) return noteError;
  }
  return makeError("code object has no AMDGPU metadata note (NT_AMDGPU_METADATA)");
}

Occupancy computeOccupancy(const KernelInfo& kernel, const target::Arch& arch) {
  Occupancy result{arch.maxWavesPerSimd, "waves"};
  auto limit = [&](int waves, const char* why) {
    waves = std::max(waves, 0);
    if (waves < result.wavesPerSimd) result = {waves, why};
  };

  // VGPRs: allocated in granules out of the per-SIMD file. On gfx90a+ vgpr_count already
  // includes the AGPRs (arch VGPRs rounded to 4, then AGPRs) of the unified file.
  if (kernel.vgprCount > 0) {
    uint32_t granule = uint32_t(arch.vgprAllocGranule);
    uint32_t rounded = (std::max<uint32_t>(kernel.vgprCount, 1) + granule - 1) / granule * granule;
    limit(std::max<int>(1, int(uint32_t(arch.totalVgprsPerSimd) / rounded)), "vgpr");
  }

  // SGPRs: only gfx9 shares one SGPR file between a SIMD's waves (GCN3+ ISA, "SGPR allocation").
  if (arch.sgprsLimitOccupancy) {
    uint32_t s = kernel.sgprCount;
    int waves = s <= 80 ? 10 : s <= 88 ? 9 : s <= 100 ? 8 : 7;
    limit(waves, "sgpr");
  }

  // LDS: workgroups that fit in one CU's LDS, their waves spread over the CU's SIMDs.
  if (kernel.ldsBytes > 0) {
    uint32_t wgSize = kernel.maxFlatWorkgroupSize ? kernel.maxFlatWorkgroupSize : 1024;
    uint32_t waveSize = kernel.wavefrontSize ? kernel.wavefrontSize : uint32_t(arch.waveSize);
    uint32_t wavesPerGroup = (wgSize + waveSize - 1) / waveSize;
    uint32_t groups = arch.ldsBytesPerCU / kernel.ldsBytes;
    uint32_t simds = uint32_t(arch.simdsPerCU);
    limit(int((groups * wavesPerGroup + simds - 1) / simds), "lds");
  }
  return result;
}

void printReport(std::ostream& os, const CodeObjectInfo& info, const target::Arch& arch) {
  char line[256];
  std::snprintf(line, sizeof line, "%-32s %5s %5s %5s %8s %8s %7s %7s %10s\n", "kernel", "VGPR", "AGPR",
                "SGPR", "LDS", "scratch", "spill-v", "spill-s", "occupancy");
  os << "target: " << info.targetId << "\n" << line;
  for (const KernelInfo& k : info.kernels) {
    Occupancy occ = computeOccupancy(k, arch);
    std::snprintf(line, sizeof line, "%-32s %5u %5u %5u %8u %8u %7u %7u %4d/%-2d %s\n", k.name.c_str(),
                  k.archVgprCount(arch), k.agprCount, k.sgprCount, k.ldsBytes, k.scratchBytes,
                  k.vgprSpillCount, k.sgprSpillCount, occ.wavesPerSimd, arch.maxWavesPerSimd,
                  occ.limitedBy.c_str());
    os << line;
  }
}

} // namespace fly::codegen

namespace fly::codegen {

llvm::Expected<std::vector<std::string>> listSymbols(llvm::StringRef elf) {
  auto file = llvm::object::ELF64LEFile::create(elf);
  if (!file) return file.takeError();
  auto sections = file->sections();
  if (!sections) return sections.takeError();
  std::vector<std::string> names;
  for (const auto& section : *sections) {
    if (section.sh_type != llvm::ELF::SHT_SYMTAB && section.sh_type != llvm::ELF::SHT_DYNSYM) continue;
    auto symbols = file->symbols(&section);
    if (!symbols) return symbols.takeError();
    auto strtab = file->getStringTableForSymtab(section);
    if (!strtab) return strtab.takeError();
    for (const auto& symbol : *symbols) {
      auto name = symbol.getName(*strtab);
      if (!name) return name.takeError();
      if (!name->empty()) names.push_back(name->str());
    }
  }
  return names;
}

} // namespace fly::codegen
