// A kernel whose descriptor and metadata ask for @SCRATCH@ bytes of scratch per work-item,
// @LDS@ bytes of LDS, @VGPRS@ VGPRs and @SGPRS@ SGPRs (hostile.test fills them in), with a
// zero-filled .bss (a loadable segment without file bytes).
.include "kernel.inc"
fly_kernel_begin greedy, gfx942
  s_endpgm
.bss
.p2align 6
zeros:
  .zero 256
// The descriptor stays small; only the metadata asks for the resources.
fly_kernel_descriptor greedy, 1, 8, 0, 0, .amdhsa_accum_offset 4
fly_kernel_metadata greedy, gfx942, 64, @VGPRS@, @SGPRS@, @LDS@, @SCRATCH@, 0, []
