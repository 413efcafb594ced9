// ds_bpermute_b32 on a wave64 with inactive lanes (Inputs/crosslane-inactive.py): lane L reads
// data, sel, old at in[8L..]; EXEC = 0xf00f5a5a3cc3e718; out[32L] = ds_bpermute_b32(sel * 4, data)
// into a copy of old, out[32L + 1] the same with offset:12.
.include "kernel.inc"
fly_kernel_begin k, gfx942
  fly_load_lane_inputs_gfx9 1
  v_lshlrev_b32 v6, 2, v1
  v_mov_b32 v10, v2
  v_mov_b32 v11, v2
  s_mov_b64 s[8:9], exec
  s_mov_b32 s10, 0x3cc3e718
  s_mov_b32 s11, 0xf00f5a5a
  s_mov_b64 exec, s[10:11]
  ds_bpermute_b32 v10, v6, v0
  ds_bpermute_b32 v11, v6, v0 offset:12
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, s[8:9]
  global_store_dwordx2 v62, v[10:11], s[6:7]
  s_endpgm
fly_kernel k, gfx942, 64, 64, 16
