// Rounding modes on random operands (gfx950): lane L reads 8 dwords at in[32L]: a, b, c (f32), x, y,
// z (f16 in the low halves). For each round mode r = 0..3 (f32 and f16 alike, denormals kept) it
// writes add, mul, fma of a, b, c and of x, y, z: out[128L + 24r ..].
.include "kernel.inc"
.macro ops r, base
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xf0 | \r | (\r << 2)
  v_add_f32 v[\base], v0, v1
  v_mul_f32 v[\base+1], v0, v1
  v_fma_f32 v[\base+2], v0, v1, v2
  v_add_f16 v[\base+3], v3, v4
  v_mul_f16 v[\base+4], v3, v4
  v_fma_f16 v[\base+5], v3, v4, v5
.endm
fly_kernel_begin k, gfx950
  fly_load_lane_inputs_gfx9 2
  ops 0, 8
  ops 1, 14
  ops 2, 20
  ops 3, 26
  global_store_dwordx4 v62, v[8:11], s[6:7]
  global_store_dwordx4 v62, v[12:15], s[6:7] offset:16
  global_store_dwordx4 v62, v[16:19], s[6:7] offset:32
  global_store_dwordx4 v62, v[20:23], s[6:7] offset:48
  global_store_dwordx4 v62, v[24:27], s[6:7] offset:64
  global_store_dwordx4 v62, v[28:31], s[6:7] offset:80
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16, 2, 0
