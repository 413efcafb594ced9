// gfx950 narrow-float conversions. Lane L reads 32 dwords at in[128L]: v0 = a, v1 = b (f32), v2 =
// the scale (f32), v3 = a seed, v4 = two f16, v5 = four fp8 bytes, v6 = unused, v16..v31 = 16 f32.
// It writes 32 dwords at out[128L] (see cvt-narrow.test for which conversion gives which dword).
.include "kernel.inc"
fly_kernel_begin k, gfx950
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 7, v0
  s_waitcnt lgkmcnt(0)
  global_load_dwordx4 v[0:3], v63, s[4:5]
  global_load_dwordx4 v[4:7], v63, s[4:5] offset:16
  global_load_dwordx4 v[16:19], v63, s[4:5] offset:64
  global_load_dwordx4 v[20:23], v63, s[4:5] offset:80
  global_load_dwordx4 v[24:27], v63, s[4:5] offset:96
  global_load_dwordx4 v[28:31], v63, s[4:5] offset:112
  s_waitcnt vmcnt(0)
  v_mov_b32 v32, 0x11111111
  v_cvt_scalef32_pk_fp4_f32 v32, v0, v1, v2 op_sel:[0,0,1,0]
  v_mov_b32 v33, 0x22222222
  v_cvt_scalef32_sr_fp8_f32 v33, v0, v3, v2 op_sel:[0,0,0,1]
  v_cvt_scalef32_pk_f32_fp4 v[34:35], v32, v2 op_sel:[1,0,0]
  v_mov_b32 v36, 0
  v_cvt_scalef32_sr_pk_fp4_f32 v36, v[0:1], v3, v2
  v_mov_b32 v37, 0x33333333
  v_cvt_sr_f16_f32 v37, v0, v3 op_sel:[0,0,1]
  v_mov_b32 v38, 0x44444444
  v_cvt_scalef32_f16_fp8 v38, v5, v2 op_sel:[1,1,1]
  v_mov_b32 v39, 0x55555555
  v_cvt_sr_bf16_f32 v39, v1, v3
  v_cvt_scalef32_2xpk16_fp6_f32 v[40:45], v[16:31], v[16:31], v2
  v_cvt_scalef32_pk32_f16_fp6 v[46:61], v[40:45], v2
  global_store_dwordx4 v63, v[32:35], s[6:7]
  global_store_dwordx4 v63, v[36:39], s[6:7] offset:16
  global_store_dwordx4 v63, v[40:43], s[6:7] offset:32
  global_store_dwordx4 v63, v[44:47], s[6:7] offset:48
  global_store_dwordx4 v63, v[48:51], s[6:7] offset:64
  global_store_dwordx4 v63, v[52:55], s[6:7] offset:80
  global_store_dwordx4 v63, v[56:59], s[6:7] offset:96
  global_store_dwordx2 v63, v[60:61], s[6:7] offset:112
  s_endpgm
fly_kernel k, gfx950, 64, 64, 8, 2, 0
