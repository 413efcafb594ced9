// gfx1250 ds_load_tr8_b64: lane L stores in[8L..8L+7] at LDS byte 8L and reads it back transposed
// from the same address into out[8L..].
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 3, v0
  s_wait_kmcnt 0
  global_load_b64 v[2:3], v1, s[4:5]
  s_wait_loadcnt 0
  ds_store_b64 v1, v[2:3]
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_tr8_b64 v[4:5], v1
  s_wait_dscnt 0
  global_store_b64 v1, v[4:5], s[6:7]
  s_endpgm
fly_kernel k, gfx1250, 32, 6, 8, 2, 256
