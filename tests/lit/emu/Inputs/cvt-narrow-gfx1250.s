// gfx1250 narrow-float conversions. Lane L reads 32 dwords at in[128L]: v0 = a, v1 = b (f32), v2 =
// the scale (f32), v3 = a seed, v4 = two f16, v5 = four fp8 bytes, v6 = an E8M0 scale byte, v16..v31
// = 16 f32. It writes 32 dwords at out[128L] (see cvt-narrow.test for which conversion gives which).
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 7, v0
  s_wait_kmcnt 0
  global_load_b128 v[0:3], v63, s[4:5]
  global_load_b128 v[4:7], v63, s[4:5] offset:16
  global_load_b128 v[16:19], v63, s[4:5] offset:64
  global_load_b128 v[20:23], v63, s[4:5] offset:80
  global_load_b128 v[24:27], v63, s[4:5] offset:96
  global_load_b128 v[28:31], v63, s[4:5] offset:112
  s_wait_loadcnt 0
  v_cvt_scalef32_sr_pk8_fp8_f32 v[32:33], v[16:23], v3, v2
  v_cvt_scalef32_sr_pk8_fp4_f32 v34, v[24:31], v3, v2
  v_mov_b32 v35, 0x66666666
  v_cvt_sr_fp8_f32 v35, v0, v3 byte_sel:1
  v_cvt_scalef32_pk16_fp6_f32 v[36:38], v[16:31], v2
  v_mov_b32 v39, 0x77777777
  v_cvt_f16_fp8 v39.h, v5 byte_sel:3
  v_cvt_scale_pk16_f32_fp6 v[40:55], v[36:38], v6
  v_cvt_pk_f16_fp8 v56, v5.h
  v_mov_b32 v57, 0x88888888
  v_cvt_pk_fp8_f16 v57.l, v4
  v_cvt_sr_pk_f16_f32 v58, v0, v1, v3
  v_mov_b32 v59, 0x99999999
  v_cvt_sr_fp8_f16 v59, v4.h, v3 byte_sel:2
  global_store_b128 v63, v[32:35], s[6:7]
  global_store_b128 v63, v[36:39], s[6:7] offset:16
  global_store_b128 v63, v[40:43], s[6:7] offset:32
  global_store_b128 v63, v[44:47], s[6:7] offset:48
  global_store_b128 v63, v[48:51], s[6:7] offset:64
  global_store_b128 v63, v[52:55], s[6:7] offset:80
  global_store_b128 v63, v[56:59], s[6:7] offset:96
  s_endpgm
fly_kernel k, gfx1250, 32, 64, 8, 2, 0
