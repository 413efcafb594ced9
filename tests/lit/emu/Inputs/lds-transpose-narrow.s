// gfx950 ds_read_b64_tr_b4 and ds_read_b96_tr_b6: lane L stores in[32L..32L+31] at LDS byte 32L,
// reads bytes 32L..+7 back with ds_read_b64_tr_b4 and bytes 32L+16..+27 with ds_read_b96_tr_b6;
// out[32L..]: the b4 result (8 bytes), the b6 result (12 bytes), 4 zero bytes.
.include "kernel.inc"
fly_kernel_begin k, gfx950
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 5, v0
  s_waitcnt lgkmcnt(0)
  global_load_dwordx4 v[2:5], v1, s[4:5]
  global_load_dwordx4 v[6:9], v1, s[4:5] offset:16
  s_waitcnt vmcnt(0)
  ds_write_b128 v1, v[2:5]
  ds_write_b128 v1, v[6:9] offset:16
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b64_tr_b4 v[10:11], v1
  ds_read_b96_tr_b6 v[12:14], v1 offset:16
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v15, 0
  global_store_dwordx4 v1, v[10:13], s[6:7]
  global_store_dwordx2 v1, v[14:15], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx950, 64, 16, 8, 2, 2048
