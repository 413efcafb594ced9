// MODE on f64 arithmetic (gfx950): lane L reads 8 dwords at in[32L]: a, b, c (f64), e (i32). For
// each group g = 0..6 (Inputs/float-mode-f64.py GROUPS: the four round modes with denormals kept,
// then FP_DENORM 0, 1, 2 under nearest even, all in the f16/f64 fields MODE[3:2] and MODE[7:6];
// the f32 fields hold the opposite round mode and flush everything, which f64 must ignore) it
// writes v_add_f64 a+b, v_mul_f64 a*b, v_fma_f64 a*b+c, v_fmac_f64 (accumulator c) and
// v_ldexp_f64 a*2^e: 10 dwords at out[512L + 40g].
.include "kernel.inc"
.include "float-mode-groups.inc"
.macro group g, r, d
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), (\d << 6) | ((3 - \r) & 3) | (\r << 2)
  v_add_f64 v[8:9], v[0:1], v[2:3]
  v_mul_f64 v[10:11], v[0:1], v[2:3]
  v_fma_f64 v[12:13], v[0:1], v[2:3], v[4:5]
  v_mov_b32 v14, v4
  v_mov_b32 v15, v5
  v_fmac_f64 v[14:15], v[0:1], v[2:3]
  v_ldexp_f64 v[16:17], v[0:1], v6
  global_store_dwordx4 v61, v[8:11], s[6:7] offset:40*\g
  global_store_dwordx4 v61, v[12:15], s[6:7] offset:40*\g+16
  global_store_dwordx2 v61, v[16:17], s[6:7] offset:40*\g+32
.endm
fly_kernel_begin k, gfx950
  fly_load_lane_inputs_gfx9 2
  v_lshlrev_b32 v61, 4, v63
  fly_mode_groups
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16, 2, 0
