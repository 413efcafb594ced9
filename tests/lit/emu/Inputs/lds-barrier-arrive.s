// lds-barrier-arrive.test's kernel: 64 threads (two waves of 32). Thread 0 writes `init` to the LDS
// barrier at byte 8; after a work-group barrier every thread arrives on it with count `count`
// (ds_atomic_barrier_arrive_rtn_b64) and writes the word it got back to out[t]; after a second
// barrier thread 0 writes the final word to out[64].   args: out (65 x u64), init (u64), count (i32)
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b128 s[4:7], s[0:1], 0x0      // out, init
  s_load_b32 s8, s[0:1], 0x10          // count
  s_wait_kmcnt 0
  v_mov_b32 v1, 8                      // the barrier's LDS address
  v_mov_b32 v2, s6
  v_mov_b32 v3, s7
  v_cmp_eq_u32 vcc_lo, 0, v0
  s_and_saveexec_b32 s9, vcc_lo
  ds_store_b64 v1, v[2:3]
  s_wait_dscnt 0
  s_mov_b32 exec_lo, s9
  s_barrier_signal -1
  s_barrier_wait -1
  v_mov_b32 v4, s8
  v_mov_b32 v5, 0
  ds_atomic_barrier_arrive_rtn_b64 v[6:7], v1, v[4:5]
  s_wait_dscnt 0
  v_lshlrev_b32 v8, 3, v0
  global_store_b64 v8, v[6:7], s[4:5]
  s_barrier_signal -1
  s_barrier_wait -1
  s_and_saveexec_b32 s9, vcc_lo
  ds_load_b64 v[6:7], v1
  s_wait_dscnt 0
  v_mov_b32 v8, 0x200
  global_store_b64 v8, v[6:7], s[4:5]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 9
  .amdhsa_next_free_sgpr 10
  .amdhsa_wavefront_size32 1
  .amdhsa_group_segment_fixed_size 64
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx1250
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 24
    .group_segment_fixed_size: 64
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 10
    .vgpr_count: 9
    .max_flat_workgroup_size: 64
    .args:
      - { .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 8, .value_kind: by_value }
      - { .size: 4, .offset: 16, .value_kind: by_value }
...
.end_amdgpu_metadata
