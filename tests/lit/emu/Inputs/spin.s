.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl spin
.p2align 8
.type spin,@function
spin:
  s_add_u32 s4, s4, 1
  s_branch 65534
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel spin
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.kernels:
  - .name: spin
    .symbol: spin.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 1
    .max_flat_workgroup_size: 256
    .args: []
...
.end_amdgpu_metadata
