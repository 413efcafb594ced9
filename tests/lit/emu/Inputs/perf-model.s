// Hand-written gfx942 kernels for the performance model's tests (perf-model.test). Each takes
// two pointers (in, out); v0 is the lane id. A code object holds one kernel's metadata, so the
// test assembles the kernel it wants with --defsym K=N (1 wait_far, 2 vm_chain, 3 shared_tile,
// 4 lds_dma, 5 agprs) and --defsym FILL=N (wait_far's VALU ops).
.include "kernel.inc"

.if K == 1
// wait_far: a global load, FILL  dependent-free VALU ops (4 SIMD-cycles each in
// wave64), then the wait for the load. With 200 of them (800 cycles) the load's 700 cycles of
// latency are over before the wait.
fly_kernel_begin wait_far, gfx942
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v63, s[4:5]
  .rept FILL
  v_add_u32 v2, v2, v0
  .endr
  s_waitcnt vmcnt(0)
  global_store_dword v63, v1, s[6:7]
  s_endpgm
fly_kernel wait_far, gfx942, 64, 64, 8

.endif

.if K == 2
// vm_chain: four loads waited for one by one (vmcnt(3) ... vmcnt(0)), as LLVM emits them: the
// four complete together, so only the first wait may stall.
fly_kernel_begin vm_chain, gfx942
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 2, v0
  s_waitcnt lgkmcnt(0)
  global_load_dword v1, v63, s[4:5]
  global_load_dword v2, v63, s[4:5] offset:256
  global_load_dword v3, v63, s[4:5] offset:512
  global_load_dword v4, v63, s[4:5] offset:768
  s_waitcnt vmcnt(3)
  v_add_u32 v5, v1, v1
  s_waitcnt vmcnt(2)
  v_add_u32 v5, v5, v2
  s_waitcnt vmcnt(1)
  v_add_u32 v5, v5, v3
  s_waitcnt vmcnt(0)
  v_add_u32 v5, v5, v4
  global_store_dword v63, v5, s[6:7]
  s_endpgm
fly_kernel vm_chain, gfx942, 64, 64, 8

.endif

.if K == 3
// shared_tile: every work-group of 256 lanes reads the same 64 KiB of `in` (16 loads of 16 bytes
// per lane) and stores nothing: the tile comes from DRAM once, into each L2 once.
fly_kernel_begin shared_tile, gfx942
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 4, v0
  s_waitcnt lgkmcnt(0)
  .set fly_i, 0
  .rept 16
  global_load_dwordx4 v[0:3], v63, s[4:5]
  s_add_u32 s4, s4, 4096
  s_addc_u32 s5, s5, 0
  .set fly_i, fly_i + 1
  .endr
  s_waitcnt vmcnt(0)
  s_endpgm
fly_kernel shared_tile, gfx942, 64, 8, 8

.endif

.if K == 4
// lds_dma: each lane copies one dword of `in` to LDS with an LDS-DMA load (global_load_lds_dword,
// M0 the LDS base): 256 bytes of DRAM per wave, none through VGPRs.
fly_kernel_begin lds_dma, gfx942
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  v_lshlrev_b32 v63, 2, v0
  s_mov_b32 m0, 0
  s_waitcnt lgkmcnt(0)
  global_load_lds_dword v63, s[4:5]
  s_waitcnt vmcnt(0)
  s_endpgm
fly_kernel lds_dma, gfx942, 64, 64, 8, 2, 256

.endif

.if K == 5
// agprs: a kernel whose 512 registers are 256 VGPRs and 256 AGPRs (accum_offset 256): the code
// object's .vgpr_count (512) already includes the AGPRs.
fly_kernel_begin agprs, gfx942
  v_accvgpr_write_b32 a255, 0
  s_endpgm
fly_kernel_descriptor agprs, 512, 8, 0, 0, .amdhsa_accum_offset 256
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.kernels:
  - .name: agprs
    .symbol: agprs.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 8
    .vgpr_count: 512
    .agpr_count: 256
    .max_flat_workgroup_size: 256
    .args: []
...
.end_amdgpu_metadata
.endif
