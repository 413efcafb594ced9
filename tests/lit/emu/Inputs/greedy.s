// A kernel whose descriptor and metadata ask for @SCRATCH@ bytes of scratch per work-item,
// @LDS@ bytes of LDS, @VGPRS@ VGPRs and @SGPRS@ SGPRs (hostile.test fills them in), with a
// zero-filled .bss (a loadable segment without file bytes).
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl greedy
.p2align 8
.type greedy,@function
greedy:
  s_endpgm
.bss
.p2align 6
zeros:
  .zero 256
.rodata
.p2align 6
.amdhsa_kernel greedy
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.kernels:
  - .name: greedy
    .symbol: greedy.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: @LDS@
    .private_segment_fixed_size: @SCRATCH@
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: @SGPRS@
    .vgpr_count: @VGPRS@
    .max_flat_workgroup_size: 256
    .args: []
...
.end_amdgpu_metadata
