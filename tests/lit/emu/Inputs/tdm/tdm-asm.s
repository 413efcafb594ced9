// tdm-asm.test's kernel: one wave32 issues one tensor_load_to_lds whose 20-dword descriptor
// (groups 0..3) comes from memory, with the global address patched in from `src`, then copies the
// first 512 bytes of LDS (0xa5 bytes before the load) to `out` (lane l: bytes 16l..16l+15).
//   args: desc (20 dwords), src, out, mode (i32): 0 waits with s_wait_tensorcnt 0 before reading
//   LDS; 1 reads LDS with the load still in flight (a race the emulator must report).
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b256 s[4:11], s[0:1], 0x0     // desc, src, out, mode
  s_wait_kmcnt 0
  s_load_b128 s[12:15], s[4:5], 0x0    // group 0
  s_load_b256 s[16:23], s[4:5], 0x10   // group 1
  s_load_b256 s[24:31], s[4:5], 0x30   // groups 2, 3
  // LDS starts as 0xa5 bytes, so that the load's zero fill and what it leaves alone both show.
  v_lshlrev_b32 v1, 5, v0
  v_mov_b32 v2, 0xa5a5a5a5
  v_mov_b32 v3, v2
  v_mov_b32 v4, v2
  v_mov_b32 v5, v2
  ds_store_b128 v1, v[2:5]
  ds_store_b128 v1, v[2:5] offset:16
  s_wait_kmcnt 0
  s_wait_dscnt 0
  s_mov_b32 s14, s6
  s_and_b32 s15, s15, 0xfe000000       // keep type and the bits above the address
  s_and_b32 s2, s7, 0x01ffffff
  s_or_b32 s15, s15, s2
  tensor_load_to_lds s[12:15], s[16:23], s[24:27], s[28:31]
  s_cmp_eq_u32 s10, 1
  s_cbranch_scc1 .Lread
  s_wait_tensorcnt 0
.Lread:
  v_lshlrev_b32 v1, 4, v0
  ds_load_b128 v[2:5], v1
  s_wait_dscnt 0
  global_store_b128 v1, v[2:5], s[8:9]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 6
  .amdhsa_next_free_sgpr 32
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
    .kernarg_segment_size: 32
    .group_segment_fixed_size: 1024
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 32
    .sgpr_count: 32
    .vgpr_count: 6
    .max_flat_workgroup_size: 32
    .args:
      - { .size: 8, .offset: 0, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 8, .value_kind: global_buffer, .address_space: global }
      - { .size: 8, .offset: 16, .value_kind: global_buffer, .address_space: global }
      - { .size: 4, .offset: 24, .value_kind: by_value }
...
.end_amdgpu_metadata
