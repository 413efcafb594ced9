// ds_swizzle_b32 rotate with a mask (refused by fly-emu).
.include "kernel.inc"
fly_kernel_begin k, gfx942
  fly_load_lane_inputs_gfx9 0
  ds_swizzle_b32 v10, v0 offset:0xc021
  s_endpgm
fly_kernel k, gfx942, 64, 64, 16
