// The MODE register on gfx950. Lane L reads 8 dwords at in[32L]: v0 = a, v1 = b, v2 = c, v3 = d (a
// denormal), v4 = m, v5 = t (f32), v6 = two f16 (x, y), v7 = two f16 (z, w). It writes 32 dwords at
// out[128L]: the initial MODE, then results under the modes float-mode.test lists.
.include "kernel.inc"
// add, mul, fma of a, b, c into v[BASE], v[BASE+1], v[BASE+2]
.macro arith base
  v_add_f32 v[\base], v0, v1
  v_mul_f32 v[\base+1], v0, v1
  v_fma_f32 v[\base+2], v0, v1, v2
.endm
fly_kernel_begin k, gfx950
  s_getreg_b32 s8, hwreg(HW_REG_MODE)
  fly_load_lane_inputs_gfx9 2
  v_mov_b32 v10, s8
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xf0
  arith 11
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3
  arith 14
  v_mov_b32 v38, v2
  v_fmac_f32 v38, v0, v1
  s_mov_b32 s9, 1
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s9
  arith 17
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 2
  arith 20
  v_sub_f32 v23, v0, v0
  s_getreg_b32 s10, hwreg(HW_REG_MODE, 0, 4)
  v_mov_b32 v24, s10
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x00
  v_mul_f32 v25, v3, v4
  v_mul_f32 v26, v5, v5
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 1
  v_mul_f32 v27, v3, v4
  v_mul_f32 v28, v5, v5
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 2
  v_mul_f32 v29, v3, v4
  v_mul_f32 v30, v5, v5
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xfc
  v_add_f16 v31, v6, v6 src0_sel:WORD_0 src1_sel:WORD_1
  v_cvt_f16_f32 v32, v0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 1
  v_add_f16 v33, v6, v6 src0_sel:WORD_0 src1_sel:WORD_1
  v_cvt_f16_f32 v34, v0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x30
  v_cvt_f32_f16 v35, v7
  v_mul_f16 v36, v6, v7
  v_cvt_f32_f16 v37, v7 src0_sel:WORD_1
  global_store_dwordx4 v62, v[10:13], s[6:7]
  global_store_dwordx4 v62, v[14:17], s[6:7] offset:16
  global_store_dwordx4 v62, v[18:21], s[6:7] offset:32
  global_store_dwordx4 v62, v[22:25], s[6:7] offset:48
  global_store_dwordx4 v62, v[26:29], s[6:7] offset:64
  global_store_dwordx4 v62, v[30:33], s[6:7] offset:80
  global_store_dwordx4 v62, v[34:37], s[6:7] offset:96
  global_store_dword v62, v38, s[6:7] offset:112
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16, 2, 0
