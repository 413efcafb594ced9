// gfx1250: v_pk_add_max_i16 / v_pk_add_min_u16 with op_sel, v_pk_mad_i16 and v_pk_add_min_i16 with clamp (Inputs/packed-ops.py): lane L reads a, b, c (f32), old (f16 pair), a/b as f16 pairs,
// a/b as bf16 pairs at in[8L..]; out[32L + k] for the k-th result.
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  fly_load_lane_inputs_gfx1x 2, 12
  v_pk_add_max_i16 v10, v0, v1, v2 op_sel:[1,0,0] op_sel_hi:[0,1,1]
  v_pk_add_min_u16 v11, v0, v1, v2 op_sel:[0,1,1] clamp
  v_pk_mad_i16 v12, v0, v1, v2 clamp
  v_pk_add_min_i16 v13, v0, v1, v2 clamp
  global_store_b128 v62, v[10:13], s[6:7]
  s_endpgm
fly_kernel k, gfx1250, 32, 64, 10
