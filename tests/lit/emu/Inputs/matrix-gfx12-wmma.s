// v_wmma_f32_16x16x16_f16 (gfx1201's encoding; LLVM 22 also assembles and disassembles it for
// gfx1250): A[i][k] = i + 1 (lanes i and i + 16 hold row i), B = 1.0, C = 0.5, so
// D[i][j] = 16 * (i + 1) + 0.5; lane l stores its 8 D registers (rows 8 * (l / 16) + r) at out[l].
// Assemble with -defsym GFX1250=1 for gfx1250.
.include "kernel.inc"
.ifndef GFX1250
.set GFX1250, 0
.endif
.if GFX1250
fly_kernel_begin k, gfx1250
.else
fly_kernel_begin k, gfx1201
.endif
  s_load_b64 s[4:5], s[0:1], 0x8
  v_and_b32 v2, 15, v0
  v_add_nc_u32 v2, 1, v2
  v_cvt_f32_u32 v2, v2
  v_cvt_pk_rtz_f16_f32 v2, v2, v2
  v_mov_b32 v3, v2
  v_mov_b32 v4, v2
  v_mov_b32 v5, v2
  v_mov_b32 v6, 0x3c003c00
  v_mov_b32 v7, 0x3c003c00
  v_mov_b32 v8, 0x3c003c00
  v_mov_b32 v9, 0x3c003c00
  v_wmma_f32_16x16x16_f16 v[10:17], v[2:5], v[6:9], 0.5
  v_lshlrev_b32 v0, 5, v0
  s_wait_kmcnt 0
  global_store_b128 v0, v[10:13], s[4:5]
  global_store_b128 v0, v[14:17], s[4:5] offset:16
  s_endpgm
.if GFX1250
fly_kernel k, gfx1250, 32, 18, 8
.else
fly_kernel k, gfx1201, 32, 18, 8
.endif
