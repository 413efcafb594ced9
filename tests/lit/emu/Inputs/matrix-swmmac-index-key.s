// v_swmmac_f32_16x16x32_f16 with both 16-bit index sets of one index VGPR: every stored A value is
// 1.0, B's slot s holds s + 1 in every lane, C = 0. Set 0 (bits 15:0, index_key:0) names slots 2
// and 3 of every group of four, set 1 (bits 31:16, index_key:1) slots 0 and 1. A lane's part of a
// row of D is the sum over its four groups g of B(4g + p0) + B(4g + p1): with (0, 1) 60, with
// (2, 3) 76; two half-waves per row, so every D element is 120 (index_key:1) or 152 (index_key:0).
// Lane l stores the index_key:1 result at out[l * 64] and the index_key:0 one at out[l * 64 + 32].
.include "kernel.inc"
fly_kernel_begin k, gfx1201
  s_load_b64 s[4:5], s[0:1], 0x8
  v_mov_b32 v2, 0x3c003c00
  v_mov_b32 v3, 0x3c003c00
  v_mov_b32 v4, 0x3c003c00
  v_mov_b32 v5, 0x3c003c00
  v_mov_b32 v6, 0x40003c00
  v_mov_b32 v7, 0x44004200
  v_mov_b32 v8, 0x46004500
  v_mov_b32 v9, 0x48004700
  v_mov_b32 v10, 0x49004880
  v_mov_b32 v11, 0x4a004980
  v_mov_b32 v12, 0x4b004a80
  v_mov_b32 v13, 0x4c004b80
  v_mov_b32 v14, 0x4444eeee
.irp r, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
  v_mov_b32 v\r, 0
.endr
  v_swmmac_f32_16x16x32_f16 v[16:23], v[2:5], v[6:13], v14 index_key:1
  v_swmmac_f32_16x16x32_f16 v[24:31], v[2:5], v[6:13], v14
  v_lshlrev_b32 v1, 6, v0
  s_wait_kmcnt 0
  global_store_b128 v1, v[16:19], s[4:5]
  global_store_b128 v1, v[20:23], s[4:5] offset:16
  global_store_b128 v1, v[24:27], s[4:5] offset:32
  global_store_b128 v1, v[28:31], s[4:5] offset:48
  s_endpgm
fly_kernel k, gfx1201, 32, 32, 8
