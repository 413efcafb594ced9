// Packed and mixed-precision float ops under MODE (gfx950; Inputs/float-mode-packed.py): lane L
// reads at in[8L..]: x, y (f16 pairs), A = v[2:3], B = v[4:5] (f32 pairs), z (f16 pair), C (f32). Group g
// sets MODE[7:0] (groups 0-3: round mode g for f32 and f16, denormals kept; groups 4-6: nearest
// even, FP_DENORM g - 4 for both) and writes 13 dwords at out[128L + 13g ..]: pk_add_f16(x, y),
// pk_mul_f16(x, y), pk_fma_f16(x, y, z), pk_fmac_f16 (into z), pk_add_f32(A, B), pk_mul_f32(A, B),
// pk_fma_f32(A, B, (B.hi, C)), fma_mix_f32(x.lo, A.lo, z.hi), fma_mixlo_f16(A.lo, A.hi, C) into z,
// fma_mixhi_f16(x.hi, y.hi, z.lo) into z.
.include "kernel.inc"
.macro group mode, g
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), \mode
  v_pk_add_f16 v16, v0, v1
  v_pk_mul_f16 v17, v0, v1
  v_pk_fma_f16 v18, v0, v1, v6
  v_mov_b32 v19, v6
  v_pk_fmac_f16 v19, v0, v1
  v_pk_add_f32 v[20:21], v[2:3], v[4:5]
  v_pk_mul_f32 v[22:23], v[2:3], v[4:5]
  v_pk_fma_f32 v[24:25], v[2:3], v[4:5], v[8:9]
  v_fma_mix_f32 v26, v0, v2, v6 op_sel:[0,0,1] op_sel_hi:[1,0,1]
  v_mov_b32 v27, v6
  v_fma_mixlo_f16 v27, v2, v3, v7
  v_mov_b32 v28, v6
  v_fma_mixhi_f16 v28, v0, v1, v6 op_sel:[1,1,0] op_sel_hi:[1,1,1]
  .set fly_k, 0
  .rept 13
  global_store_dword v61, v[16 + fly_k], s[6:7] offset:(\g * 52 + fly_k * 4)
  .set fly_k, fly_k + 1
  .endr
.endm
fly_kernel_begin k, gfx950
  fly_load_lane_inputs_gfx9 2
  v_lshlrev_b32 v61, 4, v63
  v_mov_b32 v8, v5
  v_mov_b32 v9, v7
  group 0xf0, 0
  group 0xf5, 1
  group 0xfa, 2
  group 0xff, 3
  group 0x00, 4
  group 0x50, 5
  group 0xa0, 6
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16
