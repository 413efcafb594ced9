// Which archs have the instruction behind an amdgcn intrinsic that ROCDL ops (and llvm.call_intrinsic)
// reach directly. LLVM 22 does not always refuse one the arch lacks: for gfx942 it emits gfx950's
// v_cvt_scalef32_* without complaint, and it aborts ("Cannot select") on others. Codegen asks here
// first and refuses the op with its location.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace fly::target {

struct IntrinsicAvailability {
  std::string_view intrinsic;   // "llvm.amdgcn.permlane32.swap"; a trailing '.' names a family prefix
  std::string_view instruction; // what it selects, for messages ("v_permlane32_swap_b32")
  std::array<std::string_view, 4> archs;

  bool availableOn(std::string_view arch) const;
  std::string archList() const; // "gfx950, gfx1250"
};

// The row whose intrinsic (or family prefix) covers `intrinsic`; nullptr if Fly has no row for it
// (then LLVM's own checks are all there is).
const IntrinsicAvailability *findIntrinsicAvailability(std::string_view intrinsic);

// The bytes a lane an LDS DMA (buffer_load_* ... lds, llvm.amdgcn.raw.ptr.buffer.load.lds) moves on
// `arch`: 1, 2, 4 on gfx942; gfx950 adds 12 and 16 (buffer_load_dwordx3/x4 ... lds).
bool ldsDmaSizeAvailable(std::string_view arch, int64_t bytes);
std::string ldsDmaSizes(std::string_view arch); // "1, 2, 4"

} // namespace fly::target
