// gfx1250 s_set_vgpr_msb: VGPRs v256-v1023 reached through the MSB mode (2 bits per operand field:
// [1:0] src0, [3:2] src1, [5:4] src2, [7:6] dst; for global loads and stores vaddr is src0, vdata
// src1, vdst dst). Lane L reads in[L] = (a, b, c, d) and writes
// out[L] = (a - (c + d), b, a + b + c + d, L + 7, d, c, b, a), every value passing through high VGPRs.
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  v_lshlrev_b32 v11, 5, v0
  v_add_nc_u32 v10, 7, v0            // the low v10: no instruction below may write it
  s_wait_kmcnt 0
  s_set_vgpr_msb 0x40                // dst +256: the load writes v[258:261]
  global_load_b128 v[2:5], v1, s[4:5]
  s_wait_loadcnt 0
  s_set_vgpr_msb 0xc1                // dst +768, src0 +256
  v_mov_b32 v10, v2                  // v778 = a
  s_set_vgpr_msb 0x85                // dst +512, src0 and src1 +256
  v_add_nc_u32 v10, v4, v5           // v522 = c + d
  s_set_vgpr_msb 0x41                // dst +256, src0 +256
  v_mov_b32 v10, v3                  // v266 = b
  v_mov_b32 v6, v5                   // v262 = d
  v_mov_b32 v7, v4                   // v263 = c
  v_mov_b32 v8, v3                   // v264 = b
  v_mov_b32 v9, v2                   // v265 = a
  s_set_vgpr_msb 0x0b                // src0 +768, src1 +512; the mode holds across the branch
  s_branch .Lnext
  s_trap 2
.Lnext:
  v_sub_nc_u32 v6, v10, v10          // v6 = v778 - v522
  s_set_vgpr_msb 0x01
  v_mov_b32 v7, v10                  // v7 = v266
  s_set_vgpr_msb 0x25                // src0 and src1 +256, src2 +512
  v_add3_u32 v8, v2, v3, v10         // v8 = v258 + v259 + v522
  s_set_vgpr_msb 0                   // back to v0-v255 (the high byte, a previous mode, is ignored)
  v_mov_b32 v9, v10                  // v9 = the low v10
  global_store_b128 v11, v[6:9], s[6:7]
  s_set_vgpr_msb 0x4004              // src1 +256: the stored data is v[262:265]
  global_store_b128 v11, v[6:9], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx1250, 32, 800, 8, 2
