// v_smfmac_f32_16x16x64_f16 on gfx950 holds 8 values per lane, so a 16-bit index set: abid 0 and 1
// select one, abid:2 would be bits 32-47 of a 32-bit index operand.
.include "kernel.inc"
fly_kernel_begin k, gfx950
  v_smfmac_f32_16x16x64_f16 v[0:3], v[4:7], v[8:15], v16 abid:2
  s_endpgm
fly_kernel k, gfx950, 64, 17, 8, 0
