#include "common.h"
typedef uint v4u __attribute__((ext_vector_type(4)));

// Raw buffer loads and stores with the resource's range check: out-of-range loads read 0,
// out-of-range stores are dropped.
__kernel void buffer_copy(__global float *in, __global float *out, int nIn, int nOut, int total) {
  int i = GLOBAL_X();
  __amdgpu_buffer_rsrc_t rin = __builtin_amdgcn_make_buffer_rsrc(in, 0, nIn * 4, 0x00020000);
  __amdgpu_buffer_rsrc_t rout = __builtin_amdgcn_make_buffer_rsrc(out, 0, nOut * 4, 0x00020000);
  if (i < total) {
    float v = AS_FLOAT(__builtin_amdgcn_raw_buffer_load_b32(rin, i * 4, 0, 0));
    __builtin_amdgcn_raw_buffer_store_b32(AS_INT(v + 1.0f), rout, i * 4, 0, 0);
  }
}

// 16-byte accesses, and a scalar offset.
__kernel void buffer_x4(__global uint *in, __global uint *out, int nIn, int total4, int soff) {
  int i = GLOBAL_X();
  __amdgpu_buffer_rsrc_t rin = __builtin_amdgcn_make_buffer_rsrc(in, 0, nIn * 4, 0x00020000);
  __amdgpu_buffer_rsrc_t rout = __builtin_amdgcn_make_buffer_rsrc(out, 0, total4 * 16, 0x00020000);
  if (i < total4) {
    v4u v = __builtin_amdgcn_raw_buffer_load_b128(rin, i * 16, soff, 0);
    __builtin_amdgcn_raw_buffer_store_b128(v * 2u + 1u, rout, i * 16, 0, 0);
  }
}
