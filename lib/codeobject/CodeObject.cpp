//===- CodeObject.cpp - Reading AMD HSA code objects ----------------------===//

#include "fly/codeobject/CodeObject.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackReader.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>

using namespace llvm;

namespace fly::codeobject {
namespace {

struct ArgKindSpelling {
  ArgKind kind;
  const char *name;
};

constexpr ArgKindSpelling kArgKinds[] = {
    {ArgKind::ByValue, "by_value"},
    {ArgKind::GlobalBuffer, "global_buffer"},
    {ArgKind::DynamicSharedPointer, "dynamic_shared_pointer"},
    {ArgKind::Image, "image"},
    {ArgKind::Sampler, "sampler"},
    {ArgKind::Pipe, "pipe"},
    {ArgKind::Queue, "queue"},
    {ArgKind::HiddenGlobalOffsetX, "hidden_global_offset_x"},
    {ArgKind::HiddenGlobalOffsetY, "hidden_global_offset_y"},
    {ArgKind::HiddenGlobalOffsetZ, "hidden_global_offset_z"},
    {ArgKind::HiddenNone, "hidden_none"},
    {ArgKind::HiddenPrintfBuffer, "hidden_printf_buffer"},
    {ArgKind::HiddenHostcallBuffer, "hidden_hostcall_buffer"},
    {ArgKind::HiddenDefaultQueue, "hidden_default_queue"},
    {ArgKind::HiddenCompletionAction, "hidden_completion_action"},
    {ArgKind::HiddenMultigridSyncArg, "hidden_multigrid_sync_arg"},
    {ArgKind::HiddenBlockCountX, "hidden_block_count_x"},
    {ArgKind::HiddenBlockCountY, "hidden_block_count_y"},
    {ArgKind::HiddenBlockCountZ, "hidden_block_count_z"},
    {ArgKind::HiddenGroupSizeX, "hidden_group_size_x"},
    {ArgKind::HiddenGroupSizeY, "hidden_group_size_y"},
    {ArgKind::HiddenGroupSizeZ, "hidden_group_size_z"},
    {ArgKind::HiddenRemainderX, "hidden_remainder_x"},
    {ArgKind::HiddenRemainderY, "hidden_remainder_y"},
    {ArgKind::HiddenRemainderZ, "hidden_remainder_z"},
    {ArgKind::HiddenGridDims, "hidden_grid_dims"},
    {ArgKind::HiddenHeapV1, "hidden_heap_v1"},
    {ArgKind::HiddenDynamicLdsSize, "hidden_dynamic_lds_size"},
    {ArgKind::HiddenPrivateBase, "hidden_private_base"},
    {ArgKind::HiddenSharedBase, "hidden_shared_base"},
    {ArgKind::HiddenQueuePtr, "hidden_queue_ptr"},
};

using ELFT = object::ELF64LE;

Error fail(StringRef source, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), source + ": error: " + message);
}

bool bit(uint32_t word, uint32_t shift) { return (word >> shift) & 1u; }

/// A MessagePack value, read with LLVM's low-level reader into a tree of our own so
/// that malformed input (non-string keys, absurd lengths, deep nesting) is an
/// error rather than undefined behaviour.
struct MsgNode {
  msgpack::Type kind = msgpack::Type::Nil;
  int64_t intValue = 0;
  uint64_t uintValue = 0;
  bool boolValue = false;
  std::string string;
  std::vector<MsgNode> items;                          // Array
  // Map: keys[i] names values[i]. (Two vectors, not a vector of pairs: a pair of the node's own,
  // still incomplete, type is ill-formed and clang with libstdc++ rejects it.)
  std::vector<std::string> keys;
  std::vector<MsgNode> values;

  bool isMap() const { return kind == msgpack::Type::Map; }
  bool isArray() const { return kind == msgpack::Type::Array; }
  bool isString() const { return kind == msgpack::Type::String; }
  const MsgNode *find(StringRef key) const {
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == key)
        return &values[i];
    return nullptr;
  }
};

Expected<MsgNode> readMsgNode(msgpack::Reader &reader, unsigned depth) {
  if (depth > 32)
    return createStringError(inconvertibleErrorCode(), "nested more than 32 levels deep");
  msgpack::Object object;
  auto more = reader.read(object);
  if (!more)
    return more.takeError();
  if (!*more)
    return createStringError(inconvertibleErrorCode(), "ends in the middle of a value");
  MsgNode node;
  node.kind = object.Kind;
  switch (object.Kind) {
  case msgpack::Type::Int:
    node.intValue = object.Int;
    break;
  case msgpack::Type::UInt:
    node.uintValue = object.UInt;
    break;
  case msgpack::Type::Boolean:
    node.boolValue = object.Bool;
    break;
  case msgpack::Type::String:
  case msgpack::Type::Binary:
    node.string = object.Raw.str();
    break;
  case msgpack::Type::Array:
    for (size_t i = 0; i < object.Length; ++i) {
      auto item = readMsgNode(reader, depth + 1);
      if (!item)
        return item.takeError();
      node.items.push_back(std::move(*item));
    }
    break;
  case msgpack::Type::Map:
    for (size_t i = 0; i < object.Length; ++i) {
      auto key = readMsgNode(reader, depth + 1);
      if (!key)
        return key.takeError();
      if (!key->isString())
        return createStringError(inconvertibleErrorCode(), "has a map key that is not a string");
      auto value = readMsgNode(reader, depth + 1);
      if (!value)
        return value.takeError();
      node.keys.push_back(std::move(key->string));
      node.values.push_back(std::move(*value));
    }
    break;
  default:
    break;
  }
  return node;
}

/// Typed, checked access to one metadata map; every mistake names the key.
class MetadataMap {
public:
  MetadataMap(const MsgNode &map, StringRef source, std::string context)
      : map_(map), source_(source), context_(std::move(context)) {}

  bool has(StringRef key) { return map_.find(key) != nullptr; }

  Expected<const MsgNode *> get(StringRef key) {
    const MsgNode *node = map_.find(key);
    if (!node)
      return fail(source_, context_ + ": missing metadata key '" + key + "'");
    return node;
  }

  Expected<uint64_t> getUInt(StringRef key) {
    auto node = get(key);
    if (!node)
      return node.takeError();
    if ((*node)->kind == msgpack::Type::UInt)
      return (*node)->uintValue;
    if ((*node)->kind == msgpack::Type::Int && (*node)->intValue >= 0)
      return static_cast<uint64_t>((*node)->intValue);
    return fail(source_, context_ + ": metadata key '" + key +
                             "' is not a non-negative integer");
  }

  /// A missing key reads as \p fallback; a present key of the wrong kind is an error.
  Expected<uint32_t> getU32Or(StringRef key, uint32_t fallback) {
    if (!has(key))
      return fallback;
    auto value = getUInt(key);
    if (!value)
      return value.takeError();
    if (*value > UINT32_MAX)
      return fail(source_, context_ + ": metadata key '" + key + "' is out of range");
    return static_cast<uint32_t>(*value);
  }

  Expected<std::string> getString(StringRef key) {
    auto node = get(key);
    if (!node)
      return node.takeError();
    if (!(*node)->isString())
      return fail(source_, context_ + ": metadata key '" + key + "' is not a string");
    return (*node)->string;
  }

  Expected<std::string> getStringOr(StringRef key, StringRef fallback) {
    if (!has(key))
      return fallback.str();
    return getString(key);
  }

  const std::string &context() const { return context_; }

private:
  const MsgNode &map_;
  StringRef source_;
  std::string context_;
};

Expected<KernelArg> readArg(const MsgNode &node, StringRef source, const std::string &context) {
  if (!node.isMap())
    return fail(source, context + ": argument entry is not a map");
  MetadataMap map(node, source, context);
  KernelArg arg;
  auto name = map.getStringOr(".name", "");
  auto typeName = map.getStringOr(".type_name", "");
  auto offset = map.getUInt(".offset");
  auto size = map.getUInt(".size");
  auto kind = map.getString(".value_kind");
  auto space = map.getStringOr(".address_space", "");
  if (!name) return name.takeError();
  if (!typeName) return typeName.takeError();
  if (!offset) return offset.takeError();
  if (!size) return size.takeError();
  if (!kind) return kind.takeError();
  if (!space) return space.takeError();
  auto parsedKind = parseArgKind(*kind);
  if (!parsedKind)
    return fail(source, context + ": unknown argument value kind '" + *kind + "'");
  if (*offset > UINT32_MAX || *size > UINT32_MAX)
    return fail(source, context + ": argument offset or size out of range");
  arg.name = *name;
  arg.typeName = *typeName;
  arg.offset = static_cast<uint32_t>(*offset);
  arg.size = static_cast<uint32_t>(*size);
  arg.kind = *parsedKind;
  arg.addressSpace = *space;
  return arg;
}

Expected<KernelInfo> readKernel(const MsgNode &node, StringRef source, size_t index) {
  if (!node.isMap())
    return fail(source, "amdhsa.kernels[" + Twine(index) + "] is not a map");
  MetadataMap map(node, source, "amdhsa.kernels[" + std::to_string(index) + "]");
  KernelInfo kernel;
  auto name = map.getString(".name");
  if (!name)
    return name.takeError();
  kernel.name = *name;
  MetadataMap named(node, source, "kernel '" + kernel.name + "'");
  auto symbol = named.getString(".symbol");
  if (!symbol)
    return symbol.takeError();
  kernel.symbol = *symbol;

  struct U32Field {
    const char *key;
    uint32_t *out;
    bool required;
  };
  U32Field fields[] = {
      {".kernarg_segment_size", &kernel.kernargSegmentSize, true},
      {".kernarg_segment_align", &kernel.kernargSegmentAlign, true},
      {".group_segment_fixed_size", &kernel.groupSegmentFixedSize, true},
      {".private_segment_fixed_size", &kernel.privateSegmentFixedSize, true},
      {".wavefront_size", &kernel.wavefrontSize, true},
      {".sgpr_count", &kernel.sgprCount, true},
      {".vgpr_count", &kernel.vgprCount, true},
      {".agpr_count", &kernel.agprCount, false},
      {".sgpr_spill_count", &kernel.sgprSpillCount, false},
      {".vgpr_spill_count", &kernel.vgprSpillCount, false},
      {".max_flat_workgroup_size", &kernel.maxFlatWorkgroupSize, true},
  };
  for (const U32Field &field : fields) {
    if (field.required && !named.has(field.key))
      return fail(source, named.context() + ": missing metadata key '" + field.key + "'");
    auto value = named.getU32Or(field.key, 0);
    if (!value)
      return value.takeError();
    *field.out = *value;
  }
  if (kernel.wavefrontSize != 32 && kernel.wavefrontSize != 64)
    return fail(source, named.context() + ": wavefront size " +
                            Twine(kernel.wavefrontSize) + " is neither 32 nor 64");

  if (named.has(".uses_dynamic_stack")) {
    auto flag = named.get(".uses_dynamic_stack");
    if (!flag)
      return flag.takeError();
    if ((*flag)->kind != msgpack::Type::Boolean)
      return fail(source, named.context() + ": '.uses_dynamic_stack' is not a boolean");
    kernel.usesDynamicStack = (*flag)->boolValue;
  }
  if (named.has(".reqd_workgroup_size")) {
    auto sizes = named.get(".reqd_workgroup_size");
    if (!sizes)
      return sizes.takeError();
    if (!(*sizes)->isArray() || (*sizes)->items.size() != 3)
      return fail(source, named.context() + ": '.reqd_workgroup_size' is not 3 integers");
    std::array<uint32_t, 3> dims{};
    for (unsigned i = 0; i < 3; ++i) {
      const MsgNode &dim = (*sizes)->items[i];
      if (dim.kind != msgpack::Type::UInt || dim.uintValue > UINT32_MAX)
        return fail(source, named.context() + ": '.reqd_workgroup_size' is not 3 integers");
      dims[i] = static_cast<uint32_t>(dim.uintValue);
    }
    kernel.reqdWorkgroupSize = dims;
  }

  if (named.has(".args")) {
    auto args = named.get(".args");
    if (!args)
      return args.takeError();
    if (!(*args)->isArray())
      return fail(source, named.context() + ": '.args' is not an array");
    size_t argIndex = 0;
    for (const MsgNode &argNode : (*args)->items) {
      auto arg = readArg(argNode, source,
                         named.context() + " argument " + std::to_string(argIndex++));
      if (!arg)
        return arg.takeError();
      if (uint64_t(arg->offset) + arg->size > kernel.kernargSegmentSize)
        return fail(source, named.context() + ": argument at offset " + Twine(arg->offset) +
                                " of size " + Twine(arg->size) +
                                " lies outside the kernarg segment of " +
                                Twine(kernel.kernargSegmentSize) + " bytes");
      kernel.args.push_back(std::move(*arg));
    }
  }
  return kernel;
}

KernelDescriptor decodeDescriptor(const uint8_t *bytes) {
  amdhsa::kernel_descriptor_t raw;
  static_assert(sizeof(raw) == 64, "the kernel descriptor is 64 bytes");
  std::memcpy(&raw, bytes, sizeof(raw));
  KernelDescriptor kd;
  kd.groupSegmentFixedSize = raw.group_segment_fixed_size;
  kd.privateSegmentFixedSize = raw.private_segment_fixed_size;
  kd.kernargSize = raw.kernarg_size;
  kd.kernelCodeEntryByteOffset = raw.kernel_code_entry_byte_offset;
  kd.computePgmRsrc1 = raw.compute_pgm_rsrc1;
  kd.computePgmRsrc2 = raw.compute_pgm_rsrc2;
  kd.computePgmRsrc3 = raw.compute_pgm_rsrc3;
  kd.kernelCodeProperties = raw.kernel_code_properties;
  kd.kernargPreload = raw.kernarg_preload;
  return kd;
}

} // namespace

StringRef argKindName(ArgKind kind) {
  for (const ArgKindSpelling &s : kArgKinds)
    if (s.kind == kind)
      return s.name;
  return "unknown";
}

std::optional<ArgKind> parseArgKind(StringRef name) {
  for (const ArgKindSpelling &s : kArgKinds)
    if (name == s.name)
      return s.kind;
  return std::nullopt;
}

bool isHidden(ArgKind kind) { return argKindName(kind).starts_with("hidden_"); }

#define FLY_KCP(NAME) bit(kernelCodeProperties, amdhsa::KERNEL_CODE_PROPERTY_##NAME##_SHIFT)
bool KernelDescriptor::enableSgprPrivateSegmentBuffer() const { return FLY_KCP(ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER); }
bool KernelDescriptor::enableSgprDispatchPtr() const { return FLY_KCP(ENABLE_SGPR_DISPATCH_PTR); }
bool KernelDescriptor::enableSgprQueuePtr() const { return FLY_KCP(ENABLE_SGPR_QUEUE_PTR); }
bool KernelDescriptor::enableSgprKernargSegmentPtr() const { return FLY_KCP(ENABLE_SGPR_KERNARG_SEGMENT_PTR); }
bool KernelDescriptor::enableSgprDispatchId() const { return FLY_KCP(ENABLE_SGPR_DISPATCH_ID); }
bool KernelDescriptor::enableSgprFlatScratchInit() const { return FLY_KCP(ENABLE_SGPR_FLAT_SCRATCH_INIT); }
bool KernelDescriptor::enableSgprPrivateSegmentSize() const { return FLY_KCP(ENABLE_SGPR_PRIVATE_SEGMENT_SIZE); }
bool KernelDescriptor::enableWavefrontSize32() const { return FLY_KCP(ENABLE_WAVEFRONT_SIZE32); }
bool KernelDescriptor::usesDynamicStack() const { return FLY_KCP(USES_DYNAMIC_STACK); }
#undef FLY_KCP

#define FLY_RSRC2(NAME) bit(computePgmRsrc2, amdhsa::COMPUTE_PGM_RSRC2_##NAME##_SHIFT)
bool KernelDescriptor::enablePrivateSegment() const { return FLY_RSRC2(ENABLE_PRIVATE_SEGMENT); }
bool KernelDescriptor::enableSgprWorkgroupIdX() const { return FLY_RSRC2(ENABLE_SGPR_WORKGROUP_ID_X); }
bool KernelDescriptor::enableSgprWorkgroupIdY() const { return FLY_RSRC2(ENABLE_SGPR_WORKGROUP_ID_Y); }
bool KernelDescriptor::enableSgprWorkgroupIdZ() const { return FLY_RSRC2(ENABLE_SGPR_WORKGROUP_ID_Z); }
bool KernelDescriptor::enableSgprWorkgroupInfo() const { return FLY_RSRC2(ENABLE_SGPR_WORKGROUP_INFO); }
#undef FLY_RSRC2

unsigned KernelDescriptor::userSgprCount() const {
  // USER_SGPR_COUNT is bits 1..5 of compute_pgm_rsrc2 on every target Fly supports.
  return (computePgmRsrc2 >> 1) & 0x1f;
}

unsigned KernelDescriptor::enableVgprWorkitemId() const {
  return (computePgmRsrc2 >> amdhsa::COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID_SHIFT) & 0x3;
}

std::vector<const KernelArg *> KernelInfo::explicitArgs() const {
  std::vector<const KernelArg *> result;
  for (const KernelArg &arg : args)
    if (!isHidden(arg.kind))
      result.push_back(&arg);
  return result;
}

std::string processorFromTarget(StringRef target) {
  // The processor is the last dash-separated part before the target features, whatever the
  // triple before it spells out.
  return target.split(':').first.rsplit('-').second.str();
}

Expected<CodeObject> CodeObject::parse(ArrayRef<uint8_t> bytes, StringRef source) {
  StringRef data(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  if (bytes.size() < 4 || std::memcmp(bytes.data(), "\x7f" "ELF", 4) != 0)
    return fail(source, "not an ELF file");
  if (bytes.size() < 5 || bytes[4] != ELF::ELFCLASS64)
    return fail(source, "not a 64-bit ELF file (AMD HSA code objects are ELF64)");
  auto elfOrErr = object::ELFFile<ELFT>::create(data);
  if (!elfOrErr)
    return fail(source, "malformed ELF: " + toString(elfOrErr.takeError()));
  const object::ELFFile<ELFT> &elf = *elfOrErr;
  if (elf.getHeader().e_machine != ELF::EM_AMDGPU)
    return fail(source, "ELF machine is " + Twine(elf.getHeader().e_machine) +
                            ", not EM_AMDGPU (224)");
  if (elf.getHeader().e_ident[ELF::EI_OSABI] != ELF::ELFOSABI_AMDGPU_HSA)
    return fail(source, "ELF OS/ABI is not AMDGPU_HSA");

  CodeObject result;
  auto phdrs = elf.program_headers();
  if (!phdrs)
    return fail(source, "malformed program headers: " + toString(phdrs.takeError()));

  std::optional<StringRef> metadataBlob;
  for (const auto &phdr : *phdrs) {
    if (phdr.p_type == ELF::PT_LOAD) {
      if (phdr.p_offset > bytes.size() || phdr.p_filesz > bytes.size() - phdr.p_offset)
        return fail(source, "a PT_LOAD segment lies outside the file");
      if (phdr.p_memsz < phdr.p_filesz || phdr.p_memsz > (uint64_t(1) << 32))
        return fail(source, "a PT_LOAD segment has an invalid memory size");
      if (phdr.p_vaddr > UINT64_MAX - phdr.p_memsz)
        return fail(source, "a PT_LOAD segment's addresses wrap around the address space");
      Segment segment;
      segment.virtualAddress = phdr.p_vaddr;
      segment.memorySize = phdr.p_memsz;
      segment.fileBytes.assign(bytes.begin() + phdr.p_offset,
                               bytes.begin() + phdr.p_offset + phdr.p_filesz);
      segment.executable = (phdr.p_flags & ELF::PF_X) != 0;
      result.segments.push_back(std::move(segment));
      continue;
    }
    if (phdr.p_type != ELF::PT_NOTE)
      continue;
    if (phdr.p_offset > bytes.size() || phdr.p_filesz > bytes.size() - phdr.p_offset)
      return fail(source, "a PT_NOTE segment lies outside the file");
    // LLVM's note iterator reads notes at an alignment of max(p_align, 4) and asserts a power of
    // two: any other alignment is an error here, and descriptors are read at that same alignment.
    if (phdr.p_align > 1 && phdr.p_align != 4 && phdr.p_align != 8)
      return fail(source, "a PT_NOTE segment has alignment " + Twine(phdr.p_align) + " (expected 4 or 8)");
    const uint64_t noteAlign = std::max<uint64_t>(phdr.p_align, 4);
    Error noteError = Error::success();
    for (const auto &note : elf.notes(phdr, noteError)) {
      if (note.getName() == "AMDGPU" && note.getType() == ELF::NT_AMDGPU_METADATA) {
        ArrayRef<uint8_t> desc = note.getDesc(noteAlign);
        metadataBlob = StringRef(reinterpret_cast<const char *>(desc.data()), desc.size());
      }
    }
    if (noteError)
      return fail(source, "malformed note: " + toString(std::move(noteError)));
  }
  if (!metadataBlob)
    return fail(source, "no AMDGPU metadata note (NT_AMDGPU_METADATA); is this a code object "
                        "of version 3 or later?");

  msgpack::Reader reader(*metadataBlob);
  auto root = readMsgNode(reader, 0);
  if (!root)
    return fail(source, "the AMDGPU metadata note is not valid MessagePack: it " +
                            toString(root.takeError()));
  if (!root->isMap())
    return fail(source, "the AMDGPU metadata is not a map");
  MetadataMap top(*root, source, "metadata");
  auto target = top.getString("amdhsa.target");
  if (!target)
    return target.takeError();
  result.target = *target;
  result.processor = processorFromTarget(result.target);
  if (top.has("amdhsa.version")) {
    auto version = top.get("amdhsa.version");
    if (!version)
      return version.takeError();
    if ((*version)->isArray())
      for (const MsgNode &v : (*version)->items)
        if (v.kind == msgpack::Type::UInt)
          result.metadataVersion.push_back(static_cast<uint32_t>(v.uintValue));
  }
  if (top.has("amdhsa.printf")) {
    auto formats = top.get("amdhsa.printf");
    if (!formats)
      return formats.takeError();
    if (!(*formats)->isArray())
      return fail(source, "'amdhsa.printf' is not an array");
    size_t i = 0;
    for (const MsgNode &node : (*formats)->items) {
      std::string where = "amdhsa.printf[" + std::to_string(i++) + "]";
      if (!node.isString())
        return fail(source, where + " is not a string");
      // ID:NARGS:SIZE...:FORMAT; the format may itself contain ':'.
      PrintfFormat format;
      StringRef rest = node.string;
      auto [id, afterId] = rest.split(':');
      auto [count, afterCount] = afterId.split(':');
      uint32_t argCount;
      if (id.getAsInteger(10, format.id) || count.getAsInteger(10, argCount) || argCount > 1024)
        return fail(source, where + " is not 'ID:NARGS:SIZES:FORMAT'");
      rest = afterCount;
      for (uint32_t a = 0; a < argCount; ++a) {
        auto [size, after] = rest.split(':');
        uint32_t bytes;
        if (size.getAsInteger(10, bytes) || bytes == 0 || bytes > 1024)
          return fail(source, where + ": argument " + Twine(a) + " has no valid size");
        format.argSizes.push_back(bytes);
        rest = after;
      }
      format.format = rest.str();
      result.printfFormats.push_back(std::move(format));
    }
  }
  auto kernels = top.get("amdhsa.kernels");
  if (!kernels)
    return kernels.takeError();
  if (!(*kernels)->isArray())
    return fail(source, "'amdhsa.kernels' is not an array");
  size_t index = 0;
  for (const MsgNode &node : (*kernels)->items) {
    auto kernel = readKernel(node, source, index++);
    if (!kernel)
      return kernel.takeError();
    result.kernels.push_back(std::move(*kernel));
  }

  // Each kernel's descriptor, found through the symbol table.
  auto sections = elf.sections();
  if (!sections)
    return fail(source, "malformed section headers: " + toString(sections.takeError()));
  for (KernelInfo &kernel : result.kernels) {
    bool found = false;
    for (const auto &section : *sections) {
      if (section.sh_type != ELF::SHT_SYMTAB && section.sh_type != ELF::SHT_DYNSYM)
        continue;
      auto symbols = elf.symbols(&section);
      auto names = elf.getStringTableForSymtab(section);
      if (!symbols || !names) {
        consumeError(symbols.takeError());
        consumeError(names.takeError());
        return fail(source, "malformed symbol table");
      }
      for (const auto &symbol : *symbols) {
        auto name = symbol.getName(*names);
        if (!name) {
          consumeError(name.takeError());
          continue;
        }
        if (*name != kernel.symbol)
          continue;
        if (symbol.st_size < 64)
          return fail(source, "kernel descriptor '" + kernel.symbol + "' is smaller than 64 bytes");
        kernel.descriptorAddress = symbol.st_value;
        found = true;
        break;
      }
      if (found)
        break;
    }
    if (!found)
      return fail(source, "kernel '" + kernel.name + "' has no descriptor symbol '" +
                              kernel.symbol + "'");
    uint8_t raw[64];
    if (Error e = result.readImage(kernel.descriptorAddress, raw, sizeof(raw)))
      return fail(source, "kernel descriptor '" + kernel.symbol +
                              "' is not in a loadable segment: " + toString(std::move(e)));
    kernel.descriptor = decodeDescriptor(raw);
    kernel.entryAddress = kernel.descriptorAddress + kernel.descriptor.kernelCodeEntryByteOffset;
  }
  return result;
}

Expected<CodeObject> CodeObject::readFile(StringRef path) {
  auto buffer = MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail(path, "cannot read: " + buffer.getError().message());
  ArrayRef<uint8_t> bytes(reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
                          (*buffer)->getBufferSize());
  return parse(bytes, path);
}

const KernelInfo *CodeObject::findKernel(StringRef name) const {
  for (const KernelInfo &kernel : kernels)
    if (kernel.name == name)
      return &kernel;
  return nullptr;
}

Error CodeObject::readImage(uint64_t address, void *out, uint64_t size) const {
  for (const Segment &segment : segments) {
    if (address < segment.virtualAddress || address - segment.virtualAddress > segment.memorySize ||
        size > segment.memorySize - (address - segment.virtualAddress))
      continue;
    uint64_t offset = address - segment.virtualAddress;
    auto *dst = static_cast<uint8_t *>(out);
    for (uint64_t i = 0; i < size; ++i)
      dst[i] = offset + i < segment.fileBytes.size() ? segment.fileBytes[offset + i] : 0;
    return Error::success();
  }
  return createStringError(inconvertibleErrorCode(),
                           "address 0x" + utohexstr(address) + " (+" + Twine(size) +
                               " bytes) is outside every loadable segment");
}

} // namespace fly::codeobject
