// gfx950's v_dot2c_f32_bf16 in its VOP2, VOP3 (neg/abs of the packed sources, clamp) and DPP
// forms, v_dot2c_f32_f16 with a negated source, v_dot2c_i32_i16, v_dot2_f32_f16 with clamp
// (applied on CDNA) (Inputs/packed-ops.py): lane L
// reads a, b, c (f32), old, a/b as f16 pairs, a/b as bf16 pairs at in[8L..]; out[32L + k].
.include "kernel.inc"
fly_kernel_begin k, gfx950
  fly_load_lane_inputs_gfx9 2
  v_mov_b32 v10, v2
  v_dot2c_f32_bf16_e32 v10, v6, v7
  v_mov_b32 v11, v2
  v_dot2c_f32_bf16_e64 v11, -v6, |v7|
  v_mov_b32 v12, v2
  v_dot2c_f32_bf16_e64 v12, v6, v7 clamp
  v_mov_b32 v13, v2
  v_dot2c_f32_bf16_dpp v13, v6, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  v_mov_b32 v14, v2
  v_dot2c_f32_f16_e64 v14, -v4, v5
  v_mov_b32 v15, v3
  v_dot2c_i32_i16_e32 v15, v0, v1
  v_pk_mad_i16 v16, v0, v1, v2 op_sel_hi:[1,1,0]
  v_dot2_f32_f16 v17, v4, v5, v2 clamp
  global_store_dwordx4 v62, v[10:13], s[6:7]
  global_store_dwordx4 v62, v[14:17], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16
