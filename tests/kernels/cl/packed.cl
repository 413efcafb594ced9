#include "common.h"
// Packed 16-bit math (v_pk_* on f16, bf16, i16/u16, gfx12's *_num/maximum/3-operand forms) and the
// integer dot products (v_dot4/v_dot8, signed, unsigned and mixed).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef __bf16 bf2 __attribute__((ext_vector_type(2)));
typedef half h2 __attribute__((ext_vector_type(2)));
typedef short s2 __attribute__((ext_vector_type(2)));
typedef ushort us2 __attribute__((ext_vector_type(2)));
__kernel void pk_bf16(__global const bf2 *a, __global const bf2 *b, __global const bf2 *c, __global bf2 *o, int n) {
  int i = GLOBAL_X();
  if (i < n) {
    bf2 x = a[i], y = b[i], z = c[i];
    o[6*i] = x + y;
    o[6*i+1] = x * y;
    o[6*i+2] = __builtin_elementwise_fma(x, y, z);
    o[6*i+3] = __builtin_elementwise_minnum(x, y);
    o[6*i+4] = __builtin_elementwise_maxnum(x, y);
    o[6*i+5] = x - y;
  }
}
__kernel void pk_f16(__global const h2 *a, __global const h2 *b, __global const h2 *c, __global h2 *o, int n) {
  int i = GLOBAL_X();
  if (i < n) {
    h2 x = a[i], y = b[i], z = c[i];
    o[6*i] = __builtin_elementwise_minnum(x, y);
    o[6*i+1] = __builtin_elementwise_maxnum(__builtin_elementwise_maxnum(x, y), z);
    o[6*i+2] = __builtin_elementwise_maximum(x, y);
    o[6*i+3] = __builtin_elementwise_minimum(__builtin_elementwise_minimum(x, y), z);
    o[6*i+4] = __builtin_elementwise_minnum(__builtin_elementwise_minnum(x, y), z);
    o[6*i+5] = __builtin_elementwise_maximum(__builtin_elementwise_maximum(x, y), z);
  }
}
__kernel void pk_i16(__global const s2 *a, __global const s2 *b, __global const s2 *c, __global s2 *o, int n) {
  int i = GLOBAL_X();
  if (i < n) {
    s2 x = a[i], y = b[i], z = c[i];
    o[6*i] = x * y + z;
    o[6*i+1] = __builtin_elementwise_max(__builtin_elementwise_max(x, y), z);
    o[6*i+2] = __builtin_elementwise_min(__builtin_elementwise_min(x, y), z);
    o[6*i+3] = __builtin_elementwise_max(x + y, z);
    o[6*i+4] = __builtin_bit_cast(s2, __builtin_elementwise_min(__builtin_bit_cast(us2, x) + __builtin_bit_cast(us2,y), __builtin_bit_cast(us2, z)));
    o[6*i+5] = __builtin_bit_cast(s2, __builtin_elementwise_max(__builtin_elementwise_max(__builtin_bit_cast(us2, x), __builtin_bit_cast(us2,y)), __builtin_bit_cast(us2, z)));
  }
}
__kernel void dots(__global const int *a, __global const int *b, __global const int *c, __global int *o, int n) {
  int i = GLOBAL_X();
  if (i < n) {
#if defined(__gfx1201__) || defined(__gfx1250__)
    o[4*i] = __builtin_amdgcn_sudot4(true, a[i], false, b[i], c[i], false);
    o[4*i+1] = __builtin_amdgcn_sudot8(false, a[i], true, b[i], c[i], false);
#endif
#if defined(__gfx942__) || defined(__gfx950__)
    o[4*i] = __builtin_amdgcn_sdot8(a[i], b[i], c[i], false);
#endif
    o[4*i+2] = __builtin_amdgcn_udot8(a[i], b[i], c[i], false);
    o[4*i+3] = __builtin_amdgcn_udot4(a[i], b[i], c[i], false);
  }
}
