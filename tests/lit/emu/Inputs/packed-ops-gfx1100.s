// gfx1100: v_pk_mad_i16, v_dot2acc_f32_f16 (VOP2 and DPP), v_dot2_f16_f16 with op_sel halves, v_dot2_f32_f16
// with clamp (ignored on RDNA3) (Inputs/packed-ops.py): lane L reads a, b, c (f32), old (f16 pair), a/b as f16 pairs,
// a/b as bf16 pairs at in[8L..]; out[32L + k] for the k-th result.
.include "kernel.inc"
fly_kernel_begin k, gfx1100
  fly_load_lane_inputs_gfx1x 2, 11
  v_pk_mad_i16 v10, v0, v1, v2 clamp
  v_mov_b32 v11, v2
  v_dot2acc_f32_f16 v11, v4, v5
  v_mov_b32 v12, v2
  v_dot2acc_f32_f16_dpp v12, v4, v5 row_shr:1 row_mask:0xf bank_mask:0xf
  v_mov_b32 v13, v3
  v_dot2_f16_f16 v13, v4, v5, v3 op_sel:[0,0,1,1]
  v_dot2_f32_f16 v14, v4, v5, v2 clamp
  global_store_b128 v62, v[10:13], s[6:7]
  global_store_b32 v62, v14, s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx1100, 32, 64, 10
