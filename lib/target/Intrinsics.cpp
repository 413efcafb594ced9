#include "fly/target/Intrinsics.h"

namespace fly::target {

namespace {
// Checked against LLVM 22 (llc -mcpu=<arch> selects the intrinsic) and the CDNA3/CDNA4/RDNA4 ISA
// guides; for the scaled conversions LLVM 22 also selects them for gfx942, whose ISA has none.
constexpr IntrinsicAvailability kRows[] = {
    {"llvm.amdgcn.permlane16.swap", "v_permlane16_swap_b32", {"gfx950", "gfx1250"}},
    {"llvm.amdgcn.permlane32.swap", "v_permlane32_swap_b32", {"gfx950"}},
    {"llvm.amdgcn.cvt.scalef32.", "v_cvt_scalef32_*", {"gfx950"}},
    {"llvm.amdgcn.s.barrier.signal", "s_barrier_signal", {"gfx1201", "gfx1250"}},
    {"llvm.amdgcn.s.barrier.wait", "s_barrier_wait", {"gfx1201", "gfx1250"}},
    {"llvm.amdgcn.raw.ptr.buffer.load.lds", "buffer_load_* lds", {"gfx942", "gfx950"}},
};
struct LdsDmaSizes {
  std::string_view arch;
  std::array<int, 5> bytes; // 0: none
};
constexpr LdsDmaSizes kLdsDma[] = {{"gfx942", {1, 2, 4}}, {"gfx950", {1, 2, 4, 12, 16}}};
} // namespace

bool ldsDmaSizeAvailable(std::string_view arch, int64_t bytes) {
  for (const LdsDmaSizes &row : kLdsDma)
    if (row.arch == arch)
      for (int n : row.bytes)
        if (n && n == bytes)
          return true;
  return false;
}

std::string ldsDmaSizes(std::string_view arch) {
  std::string s;
  for (const LdsDmaSizes &row : kLdsDma)
    if (row.arch == arch)
      for (int n : row.bytes)
        if (n)
          s += (s.empty() ? "" : ", ") + std::to_string(n);
  return s.empty() ? "none" : s;
}

int64_t vmcntWaitBits(std::string_view arch, int count) {
  bool gfx9 = false;
  for (const LdsDmaSizes &row : kLdsDma) gfx9 = gfx9 || row.arch == arch;
  if (!gfx9 || count < 0 || count > 63) return -1;
  return int64_t(count & 0xF) | int64_t(count >> 4) << 14 | 0x7 << 4 | 0xF << 8;
}

bool IntrinsicAvailability::availableOn(std::string_view arch) const {
  for (std::string_view a : archs)
    if (!a.empty() && a == arch)
      return true;
  return false;
}

std::string IntrinsicAvailability::archList() const {
  std::string s;
  for (std::string_view a : archs)
    if (!a.empty())
      s += (s.empty() ? "" : ", ") + std::string(a);
  return s;
}

const IntrinsicAvailability *findIntrinsicAvailability(std::string_view intrinsic) {
  for (const IntrinsicAvailability &row : kRows) {
    bool family = row.intrinsic.ends_with('.');
    if (family ? intrinsic.starts_with(row.intrinsic) : intrinsic == row.intrinsic)
      return &row;
  }
  return nullptr;
}

} // namespace fly::target
