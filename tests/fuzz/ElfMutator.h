// A structure-aware mutator for AMDGPU code objects (ELF64), for libFuzzer's custom-mutator hook:
// most mutations keep the file an ELF and change one thing in it — an ELF header field, a program
// header field (offsets, addresses, sizes, alignment, type, flags), a section header field, a note
// header or its MessagePack descriptor bytes, an instruction word of the executable segment (an
// interesting encoding, a word from elsewhere in the text, a flipped encoding field), a kernel
// descriptor word — with values that sit on the reader's edges (0, 1, the file size, one past it,
// all ones, overflowing sums). What is not an ELF, and one mutation in eight, goes to libFuzzer's
// own byte mutator.
#pragma once

#include <elf.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace fly::fuzz {

class ElfMutator {
public:
  ElfMutator(uint8_t *data, size_t size, size_t maxSize, unsigned seed)
      : data_(data), size_(size), maxSize_(maxSize), rng_(seed) {}

  size_t mutate() {
    if (!isElf() || pick(8) == 0) return LLVMFuzzerMutate(data_, size_, maxSize_);
    for (int attempt = 0; attempt < 4; ++attempt) {
      bool done = false;
      switch (pick(7)) {
      case 0: done = mutateElfHeader(); break;
      case 1: done = mutateProgramHeader(); break;
      case 2: done = mutateSectionHeader(); break;
      case 3: done = mutateNote(); break;
      case 4:
      case 5: done = mutateText(); break;
      case 6: done = mutateDescriptor(); break;
      }
      if (done) return size_;
    }
    return LLVMFuzzerMutate(data_, size_, maxSize_);
  }

private:
  uint8_t *data_;
  size_t size_, maxSize_;
  std::minstd_rand rng_;

  size_t pick(size_t n) { return n ? std::uniform_int_distribution<size_t>(0, n - 1)(rng_) : 0; }

  bool isElf() const {
    return size_ >= sizeof(Elf64_Ehdr) && std::memcmp(data_, ELFMAG, SELFMAG) == 0 && data_[EI_CLASS] == ELFCLASS64;
  }
  Elf64_Ehdr header() const {
    Elf64_Ehdr h;
    std::memcpy(&h, data_, sizeof h);
    return h;
  }
  template <typename T> T load(size_t at) const {
    T v;
    std::memcpy(&v, data_ + at, sizeof v);
    return v;
  }
  template <typename T> void store(size_t at, T v) { std::memcpy(data_ + at, &v, sizeof v); }

  // A value on an edge of `current` and the file: small constants, the file size and one past it,
  // all ones, a power of two, an overflowing value, `current` nudged.
  uint64_t edge(uint64_t current) {
    switch (pick(12)) {
    case 0: return 0;
    case 1: return 1;
    case 2: return size_;
    case 3: return size_ + 1;
    case 4: return ~uint64_t(0);
    case 5: return uint64_t(1) << pick(64);
    case 6: return ~uint64_t(0) - pick(4096);
    case 7: return current + 1;
    case 8: return current - 1;
    case 9: return current + (uint64_t(1) << pick(40));
    case 10: return current ^ (uint64_t(1) << pick(64));
    default: return pick(size_ + 64);
    }
  }
  template <typename T> void mutateField(size_t at) {
    if (at + sizeof(T) > size_) return;
    store<T>(at, T(edge(load<T>(at))));
  }
  // One field of the record at `base`: its offset and width chosen from `fields`.
  bool mutateRecord(size_t base, const std::vector<std::pair<size_t, size_t>> &fields) {
    const auto [offset, width] = fields[pick(fields.size())];
    if (base + offset + width > size_) return false;
    switch (width) {
    case 1: mutateField<uint8_t>(base + offset); break;
    case 2: mutateField<uint16_t>(base + offset); break;
    case 4: mutateField<uint32_t>(base + offset); break;
    default: mutateField<uint64_t>(base + offset); break;
    }
    return true;
  }

  bool mutateElfHeader() {
    static const std::vector<std::pair<size_t, size_t>> fields = {
        {EI_DATA, 1},
        {EI_OSABI, 1},
        {EI_ABIVERSION, 1},
        {offsetof(Elf64_Ehdr, e_type), 2},
        {offsetof(Elf64_Ehdr, e_machine), 2},
        {offsetof(Elf64_Ehdr, e_entry), 8},
        {offsetof(Elf64_Ehdr, e_phoff), 8},
        {offsetof(Elf64_Ehdr, e_shoff), 8},
        {offsetof(Elf64_Ehdr, e_flags), 4}, // the arch (EF_AMDGPU_MACH) and xnack/sramecc bits
        {offsetof(Elf64_Ehdr, e_phentsize), 2},
        {offsetof(Elf64_Ehdr, e_phnum), 2},
        {offsetof(Elf64_Ehdr, e_shentsize), 2},
        {offsetof(Elf64_Ehdr, e_shnum), 2},
        {offsetof(Elf64_Ehdr, e_shstrndx), 2}};
    if (pick(4) == 0) { // another arch: a nearby EF_AMDGPU_MACH value, keeping the feature bits
      uint32_t flags = load<uint32_t>(offsetof(Elf64_Ehdr, e_flags));
      store<uint32_t>(offsetof(Elf64_Ehdr, e_flags), (flags & ~0xffu) | uint32_t(0x20 + pick(0x40)));
      return true;
    }
    return mutateRecord(0, fields);
  }

  // The byte offset of program header `i`, when it lies inside the file.
  bool programHeader(size_t i, size_t &at) const {
    const Elf64_Ehdr h = header();
    if (h.e_phentsize != sizeof(Elf64_Phdr) || i >= h.e_phnum) return false;
    at = h.e_phoff + i * sizeof(Elf64_Phdr);
    return h.e_phoff < size_ && at + sizeof(Elf64_Phdr) <= size_;
  }
  bool mutateProgramHeader() {
    static const std::vector<std::pair<size_t, size_t>> fields = {
        {offsetof(Elf64_Phdr, p_type), 4},   {offsetof(Elf64_Phdr, p_flags), 4}, {offsetof(Elf64_Phdr, p_offset), 8},
        {offsetof(Elf64_Phdr, p_vaddr), 8},  {offsetof(Elf64_Phdr, p_paddr), 8}, {offsetof(Elf64_Phdr, p_filesz), 8},
        {offsetof(Elf64_Phdr, p_memsz), 8},  {offsetof(Elf64_Phdr, p_align), 8}};
    size_t at = 0;
    if (!programHeader(pick(header().e_phnum), at)) return false;
    if (pick(5) == 0) { // move a segment: offset and address together (the writable one "far up")
      const uint64_t delta = uint64_t(1) << (12 + pick(20));
      store<uint64_t>(at + offsetof(Elf64_Phdr, p_vaddr), load<uint64_t>(at + offsetof(Elf64_Phdr, p_vaddr)) + delta);
      if (pick(2)) store<uint64_t>(at + offsetof(Elf64_Phdr, p_offset), load<uint64_t>(at + offsetof(Elf64_Phdr, p_offset)) + delta);
      return true;
    }
    if (pick(6) == 0) { // a segment's type becomes another one the reader knows
      static const uint32_t types[] = {PT_NULL, PT_LOAD, PT_DYNAMIC, PT_NOTE, PT_PHDR, PT_GNU_STACK, PT_GNU_RELRO};
      store<uint32_t>(at + offsetof(Elf64_Phdr, p_type), types[pick(std::size(types))]);
      return true;
    }
    return mutateRecord(at, fields);
  }

  bool sectionHeader(size_t i, size_t &at) const {
    const Elf64_Ehdr h = header();
    if (h.e_shentsize != sizeof(Elf64_Shdr) || i >= h.e_shnum) return false;
    at = h.e_shoff + i * sizeof(Elf64_Shdr);
    return h.e_shoff < size_ && at + sizeof(Elf64_Shdr) <= size_;
  }
  bool mutateSectionHeader() {
    static const std::vector<std::pair<size_t, size_t>> fields = {
        {offsetof(Elf64_Shdr, sh_name), 4},   {offsetof(Elf64_Shdr, sh_type), 4},
        {offsetof(Elf64_Shdr, sh_flags), 8},  {offsetof(Elf64_Shdr, sh_addr), 8},
        {offsetof(Elf64_Shdr, sh_offset), 8}, {offsetof(Elf64_Shdr, sh_size), 8},
        {offsetof(Elf64_Shdr, sh_link), 4},   {offsetof(Elf64_Shdr, sh_info), 4},
        {offsetof(Elf64_Shdr, sh_addralign), 8}, {offsetof(Elf64_Shdr, sh_entsize), 8}};
    size_t at = 0;
    if (!sectionHeader(pick(header().e_shnum), at)) return false;
    return mutateRecord(at, fields);
  }

  // [begin, end) of the first segment of `type` whose flags include `flags`, inside the file.
  bool segment(uint32_t type, uint32_t flags, size_t &begin, size_t &end, size_t *headerAt = nullptr) const {
    for (size_t i = 0; i < header().e_phnum; ++i) {
      size_t at = 0;
      if (!programHeader(i, at)) return false;
      const Elf64_Phdr p = load<Elf64_Phdr>(at);
      if (p.p_type != type || (p.p_flags & flags) != flags) continue;
      if (p.p_offset >= size_ || p.p_filesz == 0 || p.p_filesz > size_ - p.p_offset) continue;
      begin = p.p_offset;
      end = p.p_offset + p.p_filesz;
      if (headerAt) *headerAt = at;
      return true;
    }
    return false;
  }

  // A note's header (namesz, descsz, type) or bytes of its descriptor (the amdhsa.kernels
  // MessagePack map): MessagePack type bytes swapped for others, lengths and numbers on edges.
  bool mutateNote() {
    size_t begin = 0, end = 0;
    if (!segment(PT_NOTE, 0, begin, end)) return false;
    std::vector<std::pair<size_t, size_t>> notes; // header offset, descriptor size
    for (size_t at = begin; at + 12 <= end && notes.size() < 16;) {
      const uint32_t nameSize = load<uint32_t>(at), descSize = load<uint32_t>(at + 4);
      notes.push_back({at, descSize});
      const uint64_t next = at + 12 + ((uint64_t(nameSize) + 3) & ~3ull) + ((uint64_t(descSize) + 3) & ~3ull);
      if (next <= at || next > end) break;
      at = size_t(next);
    }
    if (notes.empty()) return false;
    const auto [at, descSize] = notes[pick(notes.size())];
    if (pick(3) == 0) {
      mutateField<uint32_t>(at + 4 * pick(3));
      return true;
    }
    const size_t nameSize = load<uint32_t>(at);
    const size_t desc = at + 12 + ((nameSize + 3) & ~size_t(3));
    if (desc >= end || descSize == 0) return false;
    const size_t length = std::min<size_t>(descSize, end - desc);
    const size_t where = desc + pick(length);
    static const uint8_t markers[] = {0xc0, 0xc2, 0xc3, 0xcc, 0xcd, 0xce, 0xcf, 0xd0, 0xd3, 0xd9, 0xda, 0xdb,
                                      0xdc, 0xdd, 0xde, 0xdf, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0x7f, 0xff};
    switch (pick(4)) {
    case 0: data_[where] = markers[pick(std::size(markers))]; break;          // another MessagePack type
    case 1: data_[where] = uint8_t(edge(data_[where])); break;                // a length or fixint on an edge
    case 2: if (where + 4 <= end) store<uint32_t>(where, uint32_t(edge(load<uint32_t>(where)))); break;
    default: {                                                                 // libFuzzer's bytes, same length
      std::vector<uint8_t> piece(data_ + desc, data_ + desc + length);
      const size_t got = LLVMFuzzerMutate(piece.data(), piece.size(), piece.size());
      std::memcpy(data_ + desc, piece.data(), std::min(got, length));
    }
    }
    return true;
  }

  // An instruction word of the executable segment.
  bool mutateText() {
    size_t begin = 0, end = 0;
    if (!segment(PT_LOAD, PF_X, begin, end)) return false;
    begin = (begin + 3) & ~size_t(3);
    if (begin + 4 > end) return false;
    const size_t words = (end - begin) / 4;
    const size_t at = begin + 4 * pick(words);
    // Encodings that steer control and memory (gfx9 and gfx12 forms): s_endpgm, s_branch far,
    // s_cbranch backwards, s_setpc, s_waitcnt, s_barrier, s_sleep, s_trap, s_set_vgpr_msb, a
    // global atomic's first word, v_mov to v255, s_mov m0.
    static const uint32_t interesting[] = {0xbf810000, 0xbf827fff, 0xbf84fff0, 0xbe801d00, 0xbf8c0000,
                                           0xbf8a0000, 0xbf8e0064, 0xbf920002, 0xdd088000, 0x7ffe0300,
                                           0xbefc00c1, 0xbfb00000, 0xbfa07fff, 0xbfa1fff0, 0xbe804800,
                                           0xbf830064, 0xbf900002, 0xbf860041, 0xbf8600ff, 0xee0d4000,
                                           0xffffffff, 0x00000000};
    switch (pick(4)) {
    case 0: store<uint32_t>(at, interesting[pick(std::size(interesting))]); break;
    case 1: store<uint32_t>(at, load<uint32_t>(begin + 4 * pick(words))); break; // a word from elsewhere
    case 2: store<uint32_t>(at, load<uint32_t>(at) ^ (uint32_t(1) << (23 + pick(9)))); break; // encoding/opcode bits
    default: store<uint32_t>(at, load<uint32_t>(at) ^ (uint32_t(1) << pick(32))); break;
    }
    return true;
  }

  // A dword of a read-only loaded segment: where the kernel descriptors (NAME.kd, 64 bytes) live.
  bool mutateDescriptor() {
    size_t begin = 0, end = 0;
    for (size_t i = 0; i < header().e_phnum; ++i) {
      size_t at = 0;
      if (!programHeader(i, at)) return false;
      const Elf64_Phdr p = load<Elf64_Phdr>(at);
      if (p.p_type == PT_LOAD && !(p.p_flags & (PF_X | PF_W)) && p.p_offset < size_ && p.p_filesz >= 64 &&
          p.p_filesz <= size_ - p.p_offset) {
        begin = p.p_offset;
        end = p.p_offset + p.p_filesz;
      }
    }
    if (end < begin + 64) return false;
    // Descriptors are 64-byte aligned at the end of the segment: their dwords most of the time.
    const size_t last = (end - 64) & ~size_t(63);
    const size_t base = last >= begin && pick(4) ? last : begin + (pick(end - begin) & ~size_t(3));
    const size_t at = base + 4 * pick(16);
    if (at + 4 > end) return false;
    mutateField<uint32_t>(at);
    return true;
  }
};

} // namespace fly::fuzz
