#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// Kernels whose modelled profile has a known shape (ProfileTest.cpp): a streaming copy, a matrix
// loop without memory traffic, and LDS accesses with and without bank conflicts.

__kernel void stream_copy(__global const float4 *in, __global float4 *out) {
  int i = GLOBAL_X();
  out[i] = in[i];
}

typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));

// `iters` rounds of four independent matrix ops; the result is stored only when `flag` is set
// (the test passes 0, so the loop runs without memory traffic).
__kernel void matrix_loop(__global float *out, int iters, int flag) {
  float seed = (float)(TID_X() & 7);
#if defined(__gfx942__) || defined(__gfx950__)
  v4h a = seed, b = 1;
  v4f c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < iters; ++i) {
    c0 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c0, 0, 0, 0);
    c1 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c1, 0, 0, 0);
    c2 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c2, 0, 0, 0);
    c3 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c3, 0, 0, 0);
  }
  float r = c0[0] + c1[1] + c2[2] + c3[3];
#elif defined(__gfx1201__)
  v8h a = seed, b = 1;
  v8f c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < iters; ++i) {
    c0 = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c0);
    c1 = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c1);
    c2 = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c2);
    c3 = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c3);
  }
  float r = c0[0] + c1[1] + c2[2] + c3[3];
#else
  v16h a = seed, b = 1;
  v8f c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < iters; ++i) {
    c0 = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c0, false, false);
    c1 = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c1, false, false);
    c2 = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c2, false, false);
    c3 = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a, false, b, (short)0, c3, false, false);
  }
  float r = c0[0] + c1[1] + c2[2] + c3[3];
#endif
  if (flag) out[GLOBAL_X()] = r;
}

// Each lane writes and reads the LDS dword lane * stride (stride 2: two lanes of a phase per bank).
__kernel void lds_stride(__global int *out, int stride) {
  __local int s[64 * 64 * 2];
  int t = TID_X();
  s[t * stride] = t;
  BARRIER();
  out[GLOBAL_X()] = s[t * stride] + 1;
}
