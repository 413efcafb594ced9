// gfx1250 scalar float ops: s[8:11] = in[0..3] (a, b: f32; c, d: f16 in the low halves); the
// results go to out[0..15] through v0.
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  s_wait_kmcnt 0
  s_load_b128 s[8:11], s[4:5], 0x0
  s_wait_kmcnt 0
  s_max_num_f32 s12, s8, s9
  s_minimum_f32 s13, s8, s9
  s_floor_f32 s14, s8
  s_rndne_f32 s15, s9
  s_fmamk_f32 s16, s8, 0x40400000, s9
  s_cvt_f32_f16 s17, s10
  s_cvt_hi_f32_f16 s18, s11
  s_cvt_f16_f32 s19, s8
  s_cvt_pk_rtz_f16_f32 s20, s8, s9
  s_add_f16 s21, s10, s11
  s_mul_f16 s22, s10, s11
  s_mov_b32 s23, s10
  s_fmac_f16 s23, s11, s11
  s_max_num_f16 s24, s10, s11
  s_trunc_f16 s25, s11
  s_cmp_lt_f16 s10, s11
  s_cselect_b32 s26, 1, 0
  s_mov_b32 s28, s9
  s_fmac_f32 s28, s8, s8
  s_cmp_nlt_f32 s8, s9
  s_cselect_b32 s27, 1, 0
  v_mov_b32 v0, 0
  v_mov_b32 v1, s12
  global_store_b32 v0, v1, s[6:7]
  v_mov_b32 v1, s13
  global_store_b32 v0, v1, s[6:7] offset:4
  v_mov_b32 v1, s14
  global_store_b32 v0, v1, s[6:7] offset:8
  v_mov_b32 v1, s15
  global_store_b32 v0, v1, s[6:7] offset:12
  v_mov_b32 v1, s16
  global_store_b32 v0, v1, s[6:7] offset:16
  v_mov_b32 v1, s17
  global_store_b32 v0, v1, s[6:7] offset:20
  v_mov_b32 v1, s18
  global_store_b32 v0, v1, s[6:7] offset:24
  v_mov_b32 v1, s19
  global_store_b32 v0, v1, s[6:7] offset:28
  v_mov_b32 v1, s20
  global_store_b32 v0, v1, s[6:7] offset:32
  v_mov_b32 v1, s21
  global_store_b32 v0, v1, s[6:7] offset:36
  v_mov_b32 v1, s22
  global_store_b32 v0, v1, s[6:7] offset:40
  v_mov_b32 v1, s23
  global_store_b32 v0, v1, s[6:7] offset:44
  v_mov_b32 v1, s24
  global_store_b32 v0, v1, s[6:7] offset:48
  v_mov_b32 v1, s25
  global_store_b32 v0, v1, s[6:7] offset:52
  v_mov_b32 v1, s26
  global_store_b32 v0, v1, s[6:7] offset:56
  v_mov_b32 v1, s27
  global_store_b32 v0, v1, s[6:7] offset:60
  v_mov_b32 v1, s28
  global_store_b32 v0, v1, s[6:7] offset:64
  s_endpgm
fly_kernel k, gfx1250, 32, 2, 29
