// ds_swizzle_b32's FFT and rotate modes (gfx942, wave64; Inputs/swizzle-modes.py): lane L holds
// L + 1; out[32L + k] = the k-th swizzle below; the last runs with EXEC = 0xf0f0f0f0ffff0f0f
// into 0xdead.
.include "kernel.inc"
fly_kernel_begin k, gfx942
  fly_load_lane_inputs_gfx9 0
  v_add_u32 v1, 1, v0
  ds_swizzle_b32 v10, v1 offset:swizzle(FFT,0)
  ds_swizzle_b32 v11, v1 offset:swizzle(FFT,16)
  ds_swizzle_b32 v12, v1 offset:swizzle(FFT,31)
  ds_swizzle_b32 v13, v1 offset:swizzle(FFT,3)
  ds_swizzle_b32 v14, v1 offset:swizzle(ROTATE,0,1)
  ds_swizzle_b32 v15, v1 offset:swizzle(ROTATE,1,1)
  ds_swizzle_b32 v16, v1 offset:swizzle(ROTATE,0,5)
  v_mov_b32 v17, 0xdead
  s_mov_b64 s[8:9], exec
  s_mov_b32 s10, 0xffff0f0f
  s_mov_b32 s11, 0xf0f0f0f0
  s_mov_b64 exec, s[10:11]
  ds_swizzle_b32 v17, v1 offset:swizzle(FFT,3)
  s_mov_b64 exec, s[8:9]
  s_waitcnt lgkmcnt(0)
  global_store_dwordx4 v62, v[10:13], s[6:7]
  global_store_dwordx4 v62, v[14:17], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx942, 64, 64, 16
