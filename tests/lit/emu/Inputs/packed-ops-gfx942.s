// VOP3P/VOP2 packed integer ops LLVM rarely selects (Inputs/packed-ops.py has the inputs and the
// reference): lane L reads a, b, c, old at in[8L..]; out[32L + k] for the k-th line below.
.include "kernel.inc"
fly_kernel_begin k, gfx942
  fly_load_lane_inputs_gfx9 2
  v_mov_b32 v10, v3
  v_dot2c_i32_i16_e32 v10, v0, v1
  v_mov_b32 v11, v0
  v_dot2c_i32_i16_e64 v11, v1, v2 clamp
  v_mov_b32 v12, v3
  v_dot2c_i32_i16_dpp v12, v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf
  v_pk_mad_i16 v13, v0, v1, v2
  v_pk_mad_i16 v14, v0, v1, v2 clamp
  v_pk_mad_i16 v15, v0, v1, v2 op_sel:[1,0,1] op_sel_hi:[0,1,0]
  v_pk_mad_u16 v16, v0, v1, v2 clamp
  v_pk_mad_i16 v17, v0, -1, v2
  global_store_dwordx4 v62, v[10:13], s[6:7]
  global_store_dwordx4 v62, v[14:17], s[6:7] offset:16
  s_endpgm
fly_kernel k, gfx942, 64, 64, 16
