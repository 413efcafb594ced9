// The VGPR budget (LLVM's amdgpu-num-vgpr) Fly gives a kernel that names none: where LLVM 22 would
// allocate more VGPRs than Fly lets one wave address (Arch::maxVgprsPerWave), the kernel is held to
// that many. gfx1250: LLVM allocates v256-v1023 and switches their high address bits with
// s_set_vgpr_msb; LLVM 22.1.8 places that switch one instruction too early when the instruction
// needing it follows a wait or barrier (the switch lands before the VALU preceding the wait, which
// then writes or reads the wrong register bank: FlyDSL's a8w4 GEMM wrote `v_add_nc_u32 v19` to
// v275 and read v19). Fixed upstream by llvm/llvm-project#176206; until Fly links an LLVM with the
// fix, gfx1250 kernels stay in v0-v255 (and spill beyond). The facts are here as data.
#pragma once

namespace fly::target {
struct Arch;

// The budget to give a kernel without one, or 0 for LLVM's default.
int defaultVgprBudget(const Arch &arch);

} // namespace fly::target
