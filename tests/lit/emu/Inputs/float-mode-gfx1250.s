// The MODE register on gfx1250 (s_round_mode, s_denorm_mode, HW_REG_WAVE_MODE). Inputs as
// float-mode.s; out[128L]: the initial MODE, fma(a, b, c) toward zero and toward +Inf, d * m and
// t * t with f32 input denormals flushed, MODE[7:0] read back.
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 5, v0
  v_lshlrev_b32 v62, 7, v0
  s_wait_kmcnt 0
  global_load_b128 v[0:3], v63, s[4:5]
  global_load_b128 v[4:7], v63, s[4:5] offset:16
  s_wait_loadcnt 0
  s_getreg_b32 s8, hwreg(HW_REG_WAVE_MODE)
  v_mov_b32 v10, s8
  s_round_mode 0x3
  v_fma_f32 v11, v0, v1, v2
  s_round_mode 0x1
  v_fma_f32 v12, v0, v1, v2
  s_denorm_mode 0xe
  v_mul_f32 v13, v3, v4
  v_mul_f32 v14, v5, v5
  s_getreg_b32 s9, hwreg(HW_REG_WAVE_MODE, 0, 8)
  v_mov_b32 v15, s9
  global_store_b128 v62, v[10:13], s[6:7]
  global_store_b64 v62, v[14:15], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx1250, 32, 64, 16, 2, 0
