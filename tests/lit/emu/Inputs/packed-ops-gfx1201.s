// gfx1201: v_pk_mad_i16 (clamp, op_sel), v_dot2_f16_f16 / v_dot2_bf16_bf16 with op_sel halves
// and a negated source, VOPD v_dual_dot2acc_f32_bf16, v_dot4_f32_bf8_fp8 with -|c|, v_dot2_f32_f16
// with neg_lo/neg_hi, v_dot2_f32_f16 and v_dot4_i32_iu8 with clamp (ignored on RDNA4) (Inputs/packed-ops.py): lane L reads a, b, c (f32), old (f16 pair), a/b as f16 pairs,
// a/b as bf16 pairs at in[8L..]; out[32L + k] for the k-th result.
.include "kernel.inc"
fly_kernel_begin k, gfx1201
  fly_load_lane_inputs_gfx1x 2, 12
  v_pk_mad_i16 v10, v0, v1, v2 clamp
  v_pk_mad_i16 v11, v0, v1, v2 op_sel:[0,1,1] op_sel_hi:[1,0,1]
  v_mov_b32 v12, v3
  v_dot2_f16_f16 v12, v4, v5, v3 op_sel:[0,0,1,1]
  v_dot2_bf16_bf16 v13, v6, -v7, v3 op_sel:[0,0,1,0]
  v_mov_b32 v14, v2
  v_dual_dot2acc_f32_bf16 v14, v6, v7 :: v_dual_mov_b32 v15, v0
  v_dot4_f32_bf8_fp8 v16, v0, v1, v2 neg_lo:[0,0,1] neg_hi:[0,0,1]
  v_dot2_f32_f16 v17, v4, v5, v2 neg_lo:[1,0,1] neg_hi:[0,1,0]
  v_dot2_f32_f16 v18, v4, v5, v2 clamp
  v_dot4_i32_iu8 v19, v1, v1, 0x7ffffff0 neg_lo:[1,1,0] clamp
  global_store_b128 v62, v[10:13], s[6:7]
  global_store_b128 v62, v[14:17], s[6:7] offset:16
  global_store_b64 v62, v[18:19], s[6:7] offset:32
  s_endpgm
fly_kernel k, gfx1201, 32, 64, 10
