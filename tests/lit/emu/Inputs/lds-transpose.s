// gfx950 LDS transpose loads: every lane stores in[lane] (8 bytes) at LDS byte lane*8, then reads
// it back with ds_read_b64_tr_b16 and ds_read_b64_tr_b8 from the same address; out[2*lane] and
// out[2*lane+1] get the two results.
.include "kernel.inc"
fly_kernel_begin k, gfx950
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 3, v0
  v_mov_b32 v8, 0
  s_waitcnt lgkmcnt(0)
  global_load_dwordx2 v[2:3], v1, s[4:5]
  s_waitcnt vmcnt(0)
  ds_write_b64 v1, v[2:3]
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b64_tr_b16 v[4:5], v1
  ds_read_b64_tr_b8 v[6:7], v1
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v9, 4, v0
  global_store_dwordx4 v9, v[4:7], s[6:7]
  s_endpgm
fly_kernel k, gfx950, 64, 10, 8, 2, 512
