.include "kernel.inc"
fly_kernel_begin spin, gfx942
  s_add_u32 s4, s4, 1
  s_branch 65534
  s_endpgm
fly_kernel spin, gfx942, 64, 1, 8, 0
