// gfx1250 8-wide scaled conversions: lane L reads in[8L..8L+7] (f32) and a scale s (f32, per
// lane at in[256+L]); writes out[8L..]: pk8 fp8 (2 dwords), pk8 bf8 (2), pk8 fp4 (1), then
// fp8 -> f32 back with scale byte 0x7f (1.0): 8 dwords at out[256 + 8L..].
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 5, v0
  v_lshlrev_b32 v20, 2, v0
  s_wait_kmcnt 0
  global_load_b128 v[2:5], v1, s[4:5]
  global_load_b128 v[6:9], v1, s[4:5] offset:16
  global_load_b32 v10, v20, s[4:5] offset:1024
  s_wait_loadcnt 0
  v_cvt_scalef32_pk8_fp8_f32 v[12:13], v[2:9], v10
  v_cvt_scalef32_pk8_bf8_f32 v[14:15], v[2:9], v10
  v_cvt_scalef32_pk8_fp4_f32 v16, v[2:9], v10
  v_mov_b32 v17, 0
  v_cvt_scale_pk8_f32_fp8 v[22:29], v[12:13], 0x7f
  global_store_b128 v1, v[12:15], s[6:7]
  global_store_b64 v1, v[16:17], s[6:7] offset:16
  global_store_b128 v1, v[22:25], s[6:7] offset:1024
  global_store_b128 v1, v[26:29], s[6:7] offset:1040
  s_endpgm
fly_kernel k, gfx1250, 32, 30, 8
