// Real-true16 code (what Triton emits for gfx12): 16-bit halves `.l`/`.h` in the e32, VOP3 and
// VOPC encodings, v_cndmask_b16, v_mov_b16, v_and_b16. Lane L reads a = in[2L], b = in[2L+1] (each
// two f16 halves) and writes out[8L..8L+4].
.amdgcn_target "amdgcn-amd-amdhsa--gfx1201"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 3, v0
  v_lshlrev_b32 v9, 5, v0
  s_wait_kmcnt 0
  global_load_b64 v[2:3], v1, s[4:5]
  s_wait_loadcnt 0
  v_mov_b32 v4, 0x11112222
  v_add_f16 v4.h, v2.h, v3.l
  v_mov_b32 v5, 0x33334444
  v_mul_f16_e64 v5.l, v2.l, v3.h
  v_cmp_lt_f16 vcc_lo, v2.h, v3.h
  v_mov_b32 v6, 0x55556666
  v_cndmask_b16 v6.h, v2.l, v3.l, vcc_lo
  v_mov_b32 v7, 0x77778888
  v_mov_b16 v7.l, v3.h
  v_cvt_f32_f16 v8, v2.h
  v_mov_b32 v10, 0x9999aaaa
  v_and_b16 v10.h, v2.l, v3.l
  global_store_b128 v9, v[4:7], s[6:7]
  global_store_b64 v9, v[8:9], s[6:7] offset:16
  global_store_b32 v9, v10, s[6:7] offset:20
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 11
  .amdhsa_next_free_sgpr 8
  .amdhsa_wavefront_size32 1
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx1201
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 8
    .vgpr_count: 11
    .max_flat_workgroup_size: 256
    .args:
      - { .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 8, .value_kind: global_buffer, .address_space: global }
...
.end_amdgpu_metadata
