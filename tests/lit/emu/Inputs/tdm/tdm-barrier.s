// tdm-barrier.test's kernel: two waves (wave32, 64 threads). LDS [0, 1024) starts as 0xa5 bytes and
// the 8-byte LDS barrier the descriptor names (8 * barrier_addr) as `init`; wave 1 then issues the
// same tensor_load_to_lds (descriptor from memory, global address patched from `src`) `n` times.
//   mode 0: wave 1 waits with s_wait_tensorcnt 0, then a work-group barrier;
//   mode 1: no s_wait_tensorcnt: both waves wait on the LDS barrier as Gluon's mbarrier.wait does
//           (s_sleep, then read the word, until its phase differs from init's).
// Then every lane copies 16 bytes of LDS to `out` (lane t: bytes 16t..16t+15).
//   args: desc (20 dwords), src, out, init (u64), n (i32), mode (i32)
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b256 s[4:11], s[0:1], 0x0     // desc, src, out, init
  s_load_b64 s[34:35], s[0:1], 0x20    // n, mode
  s_wait_kmcnt 0
  s_load_b128 s[12:15], s[4:5], 0x0    // group 0
  s_load_b256 s[16:23], s[4:5], 0x10   // group 1
  s_load_b256 s[24:31], s[4:5], 0x30   // groups 2, 3
  v_lshlrev_b32 v1, 4, v0
  v_mov_b32 v2, 0xa5a5a5a5
  v_mov_b32 v3, v2
  v_mov_b32 v4, v2
  v_mov_b32 v5, v2
  ds_store_b128 v1, v[2:5]
  s_wait_dscnt 0
  s_wait_kmcnt 0
  s_bfe_u32 s2, ttmp8, 0x50019         // the wave's index in the work-group
  s_and_b32 s36, s17, 0xffff           // barrier_addr (group 1 bits 32..47)
  s_lshl_b32 s36, s36, 3
  v_mov_b32 v6, s36
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc0 .Lsync
  s_mov_b32 s3, exec_lo                // wave 0, lane 0: the barrier's first word
  s_mov_b32 exec_lo, 1
  v_mov_b32 v8, s10
  v_mov_b32 v9, s11
  ds_store_b64 v6, v[8:9]
  s_wait_dscnt 0
  s_mov_b32 exec_lo, s3
.Lsync:
  s_barrier_signal -1
  s_barrier_wait -1
  s_mov_b32 s14, s6
  s_and_b32 s15, s15, 0xfe000000       // keep type and the bits above the address
  s_and_b32 s37, s7, 0x01ffffff
  s_or_b32 s15, s15, s37
  s_cmp_eq_u32 s2, 1
  s_cbranch_scc0 .Lwait
  s_mov_b32 s38, s34
.Lissue:
  s_cmp_eq_u32 s38, 0
  s_cbranch_scc1 .Lwait
  tensor_load_to_lds s[12:15], s[16:23], s[24:27], s[28:31]
  s_sub_co_u32 s38, s38, 1
  s_branch .Lissue
.Lwait:
  s_cmp_eq_u32 s35, 1
  s_cbranch_scc1 .Lpoll
  s_wait_tensorcnt 0
  s_barrier_signal -1
  s_barrier_wait -1
  s_branch .Lread
.Lpoll:
  s_lshr_b32 s39, s10, 29              // init's phase
  s_and_b32 s39, s39, 7
.Lspin:
  s_sleep 1
  ds_load_b64 v[8:9], v6
  s_wait_dscnt 0
  v_readfirstlane_b32 s40, v8
  s_lshr_b32 s40, s40, 29
  s_cmp_eq_u32 s40, s39
  s_cbranch_scc1 .Lspin
.Lread:
  ds_load_b128 v[2:5], v1
  s_wait_dscnt 0
  global_store_b128 v1, v[2:5], s[8:9]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 10
  .amdhsa_next_free_sgpr 41
  .amdhsa_wavefront_size32 1
  .amdhsa_group_segment_fixed_size 1024
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.target: amdgcn-amd-amdhsa--gfx1250
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 40
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 41
    .vgpr_count: 10
    .max_flat_workgroup_size: 64
    .args:
      - { .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 8, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 16, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 24, .value_kind: by_value }
      - { .size: 4, .offset: 32, .value_kind: by_value }
      - { .size: 4, .offset: 36, .value_kind: by_value }
...
.end_amdgpu_metadata
