// Cross-lane reads of inactive lanes (Inputs/crosslane-inactive.py checks them). Lane L reads
// data, sel, old at in[8L..8L+2]; with EXEC = 0x9f3c5a6e it runs, each into a copy of old:
// permlane16_var, with fi (op_sel:[1,0]), with bound_ctrl (op_sel:[0,1]); the same for
// permlanex16_var; ds_bpermute_b32 and ds_bpermute_fi_b32 at address sel * 4, and ds_bpermute_b32
// with offset:8. out[8L..8L+7] gets the first eight results, out[256 + L] the last.
.include "kernel.inc"
fly_kernel_begin k, gfx1201
  fly_load_lane_inputs_gfx1x 1, 12
  v_lshrrev_b32 v21, 3, v63
  v_lshlrev_b32 v6, 2, v1
  v_mov_b32 v10, v2
  v_mov_b32 v11, v2
  v_mov_b32 v12, v2
  v_mov_b32 v13, v2
  v_mov_b32 v14, v2
  v_mov_b32 v15, v2
  v_mov_b32 v16, v2
  v_mov_b32 v17, v2
  v_mov_b32 v18, v2
  s_mov_b32 s8, exec_lo
  s_mov_b32 exec_lo, 0x9f3c5a6e
  v_permlane16_var_b32 v10, v0, v1
  v_permlane16_var_b32 v11, v0, v1 op_sel:[1,0]
  v_permlane16_var_b32 v12, v0, v1 op_sel:[0,1]
  v_permlanex16_var_b32 v13, v0, v1
  v_permlanex16_var_b32 v14, v0, v1 op_sel:[1,0]
  v_permlanex16_var_b32 v15, v0, v1 op_sel:[0,1]
  ds_bpermute_b32 v16, v6, v0
  ds_bpermute_fi_b32 v17, v6, v0
  ds_bpermute_b32 v18, v6, v0 offset:8
  s_wait_dscnt 0
  s_mov_b32 exec_lo, s8
  global_store_b128 v63, v[10:13], s[6:7]
  global_store_b128 v63, v[14:17], s[6:7] offset:16
  global_store_b32 v21, v18, s[6:7] offset:1024
  s_endpgm
fly_kernel k, gfx1201, 32, 64, 10
