// MODE on the conversions to f32 (gfx950): lane L reads 8 dwords at in[32L]: i (i32), u (u32), d
// (f64). For each group g = 0..6 (Inputs/float-mode-cvt.py GROUPS: the four f32 round modes with
// denormals kept, then FP_DENORM 0, 1, 2 in both the f32 and the f16/f64 fields under nearest even;
// the f16/f64 round field holds the opposite mode, which must not matter) it writes v_cvt_f32_i32 i,
// v_cvt_f32_u32 u, v_cvt_f32_f64 d: 3 dwords at out[128L + 12g].
.include "kernel.inc"
.include "float-mode-groups.inc"
.macro group g, r, d
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), (\d << 6) | (\d << 4) | (((3 - \r) & 3) << 2) | \r
  v_cvt_f32_i32 v8, v0
  v_cvt_f32_u32 v9, v1
  v_cvt_f32_f64 v10, v[2:3]
  global_store_dwordx3 v62, v[8:10], s[6:7] offset:12*\g
.endm
fly_kernel_begin k, gfx950
  fly_load_lane_inputs_gfx9 1
  fly_mode_groups
  s_endpgm
fly_kernel k, gfx950, 64, 64, 16, 2, 0
