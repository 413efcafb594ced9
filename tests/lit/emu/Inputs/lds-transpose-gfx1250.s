// gfx1250 LDS transpose loads: every lane stores in[lane] (16 bytes) at LDS byte lane*16 and reads it
// back transposed from the same address into out[lane]: with ds_load_tr16_b128, or with
// `-defsym TR8=1` ds_load_tr8_b64, `-defsym TR4=1` ds_load_tr4_b64 (the first 8 bytes; the other 8
// bytes of out[lane] are zero).
.include "kernel.inc"
.ifndef TR8
.set TR8, 0
.endif
.ifndef TR4
.set TR4, 0
.endif
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  s_wait_kmcnt 0
  global_load_b128 v[2:5], v1, s[4:5]
  s_wait_loadcnt 0
  ds_store_b128 v1, v[2:5]
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
.if TR8
  ds_load_tr8_b64 v[6:7], v1
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
.elseif TR4
  ds_load_tr4_b64 v[6:7], v1
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0
.else
  ds_load_tr16_b128 v[6:9], v1
.endif
  s_wait_dscnt 0
  global_store_b128 v1, v[6:9], s[6:7]
  s_endpgm
fly_kernel k, gfx1250, 32, 10, 8, 2, 512
