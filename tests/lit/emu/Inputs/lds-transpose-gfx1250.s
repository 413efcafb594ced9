// gfx1250 ds_load_tr16_b128: every lane stores in[lane] (16 bytes) at LDS byte lane*16 and reads it
// back transposed from the same address into out[lane].
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b128 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v1, 4, v0
  s_wait_kmcnt 0
  global_load_b128 v[2:5], v1, s[4:5]
  s_wait_loadcnt 0
  ds_store_b128 v1, v[2:5]
  s_wait_dscnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_tr16_b128 v[6:9], v1
  s_wait_dscnt 0
  global_store_b128 v1, v[6:9], s[6:7]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 10
  .amdhsa_next_free_sgpr 8
  .amdhsa_wavefront_size32 1
  .amdhsa_group_segment_fixed_size 512
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx1250
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 512
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 8
    .vgpr_count: 10
    .max_flat_workgroup_size: 256
    .args:
      - { .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 8, .value_kind: global_buffer, .address_space: global }
...
.end_amdgpu_metadata
