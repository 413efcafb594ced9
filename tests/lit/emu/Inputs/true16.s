// Real-true16 code (what Triton emits for gfx12): 16-bit halves `.l`/`.h` in the e32, VOP3 and
// VOPC encodings, v_cndmask_b16, v_mov_b16, v_and_b16. Lane L reads a = in[2L], b = in[2L+1] (each
// two f16 halves) and writes out[8L..8L+4].
.include "kernel.inc"
fly_kernel_begin k, gfx1201
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 3, v0
  v_lshlrev_b32 v9, 5, v0
  s_wait_kmcnt 0
  global_load_b64 v[2:3], v1, s[4:5]
  s_wait_loadcnt 0
  v_mov_b32 v4, 0x11112222
  v_add_f16 v4.h, v2.h, v3.l
  v_mov_b32 v5, 0x33334444
  v_mul_f16_e64 v5.l, v2.l, v3.h
  v_cmp_lt_f16 vcc_lo, v2.h, v3.h
  v_mov_b32 v6, 0x55556666
  v_cndmask_b16 v6.h, v2.l, v3.l, vcc_lo
  v_mov_b32 v7, 0x77778888
  v_mov_b16 v7.l, v3.h
  v_cvt_f32_f16 v8, v2.h
  v_mov_b32 v10, 0x9999aaaa
  v_and_b16 v10.h, v2.l, v3.l
  global_store_b128 v9, v[4:7], s[6:7]
  global_store_b64 v9, v[8:9], s[6:7] offset:16
  global_store_b32 v9, v10, s[6:7] offset:20
  s_endpgm
fly_kernel k, gfx1201, 32, 11, 8
