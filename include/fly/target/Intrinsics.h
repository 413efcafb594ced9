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

// The s_waitcnt immediate (llvm.amdgcn.s.waitcnt, rocdl.s.waitcnt's bitfield) that waits until at
// most `count` of the wave's vector memory loads are outstanding and nothing else: the gfx9 layout
// (vmcnt bits 3:0 and 15:14, expcnt 6:4 and lgkmcnt 11:8 at their maxima), on the archs with LDS
// DMA; -1 elsewhere or for a count outside 0..63. Kernels that load LDS by DMA wait with it before
// the barrier that publishes the tiles (LLVM waits only before the wave's own LDS reads).
int64_t vmcntWaitBits(std::string_view arch, int count);

} // namespace fly::target
