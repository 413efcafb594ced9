#include "common.h"
// fp8/bf8 conversions (v_cvt_pk_{fp8,bf8}_f32 into either word, v_cvt_f32_{fp8,bf8} of each byte,
// v_cvt_pk_f32_{fp8,bf8} of each word). gfx942 uses the FNUZ formats, the others OCP's.
typedef float f2 __attribute__((ext_vector_type(2)));

__kernel void fp8(__global const float *a, __global int *packed, __global float *back, int n) {
  int i = GLOBAL_X();
  if (i < n) {
    int p = __builtin_amdgcn_cvt_pk_fp8_f32(a[4 * i], a[4 * i + 1], 0, false);
    p = __builtin_amdgcn_cvt_pk_fp8_f32(a[4 * i + 2], a[4 * i + 3], p, true);
    int q = __builtin_amdgcn_cvt_pk_bf8_f32(a[4 * i], a[4 * i + 1], 0, false);
    q = __builtin_amdgcn_cvt_pk_bf8_f32(a[4 * i + 2], a[4 * i + 3], q, true);
    packed[2 * i] = p;
    packed[2 * i + 1] = q;
    back[16 * i] = __builtin_amdgcn_cvt_f32_fp8(p, 0);
    back[16 * i + 1] = __builtin_amdgcn_cvt_f32_fp8(p, 1);
    back[16 * i + 2] = __builtin_amdgcn_cvt_f32_fp8(p, 2);
    back[16 * i + 3] = __builtin_amdgcn_cvt_f32_fp8(p, 3);
    back[16 * i + 4] = __builtin_amdgcn_cvt_f32_bf8(q, 0);
    back[16 * i + 5] = __builtin_amdgcn_cvt_f32_bf8(q, 1);
    back[16 * i + 6] = __builtin_amdgcn_cvt_f32_bf8(q, 2);
    back[16 * i + 7] = __builtin_amdgcn_cvt_f32_bf8(q, 3);
    f2 lo = __builtin_amdgcn_cvt_pk_f32_fp8(p, false), hi = __builtin_amdgcn_cvt_pk_f32_fp8(p, true);
    back[16 * i + 8] = lo.x;
    back[16 * i + 9] = lo.y;
    back[16 * i + 10] = hi.x;
    back[16 * i + 11] = hi.y;
    lo = __builtin_amdgcn_cvt_pk_f32_bf8(q, false);
    hi = __builtin_amdgcn_cvt_pk_f32_bf8(q, true);
    back[16 * i + 12] = lo.x;
    back[16 * i + 13] = lo.y;
    back[16 * i + 14] = hi.x;
    back[16 * i + 15] = hi.y;
  }
}

// gfx950's scaled conversions (v_cvt_scalef32_*): down by the scale's exponent part, into either
// word, and back up (one byte, and a word to two f32).
typedef short short2_ __attribute__((ext_vector_type(2)));
__kernel void fp8_scaled(__global const float *a, __global int *packed, __global float *back, float scale, int n) {
  int i = GLOBAL_X();
#ifdef __gfx950__
  if (i < n) {
    short2_ p = __builtin_amdgcn_cvt_scalef32_pk_fp8_f32((short2_)0, a[4 * i], a[4 * i + 1], scale, false);
    p = __builtin_amdgcn_cvt_scalef32_pk_fp8_f32(p, a[4 * i + 2], a[4 * i + 3], scale, true);
    int q = __builtin_bit_cast(int, p);
    packed[i] = q;
    back[4 * i] = __builtin_amdgcn_cvt_scalef32_f32_fp8(q, scale, 0);
    back[4 * i + 1] = __builtin_amdgcn_cvt_scalef32_f32_fp8(q, scale, 1);
    f2 hi = __builtin_amdgcn_cvt_scalef32_pk_f32_fp8(q, scale, true);
    back[4 * i + 2] = hi.x;
    back[4 * i + 3] = hi.y;
  }
#endif
}
