.include "kernel.inc"
fly_kernel_begin k, gfx942
  s_mov_b32 s4, 0
  s_rfe_b64 s[0:1]
  s_endpgm
fly_kernel k, gfx942, 64, 1, 8, 0
