// gfx1250's v_fma_mix_f32_bf16 (and v_fma_mix_f32) with inline constants as 16-bit sources, as LLVM
// selects them for a bf16 -> f32 conversion (`x * 1.0` with op_sel:[0,1,0]): lane L reads a dword of
// two bf16 (or f16) halves and an f32 at in[32L..]; out[128L + 4k] is the k-th result
// (Inputs/mix-inline-const.py).
.include "kernel.inc"
fly_kernel_begin k, gfx1250
  fly_load_lane_inputs_gfx1x 1, 12
  v_fma_mix_f32_bf16 v10, v0, 1.0, 0 op_sel:[0,1,0] op_sel_hi:[1,1,0]
  v_fma_mix_f32_bf16 v11, v0, 1.0, 0 op_sel:[1,0,0] op_sel_hi:[1,1,0]
  v_fma_mix_f32_bf16 v12, v0, 2.0, v1 op_sel_hi:[1,1,0]
  v_fma_mix_f32 v13, v0, 1.0, 0 op_sel:[0,1,0] op_sel_hi:[1,1,0]
  global_store_b128 v62, v[10:13], s[6:7]
  s_endpgm
fly_kernel k, gfx1250, 32, 64, 10
