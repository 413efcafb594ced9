#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = GLOBAL_X();
  if (i < n) c[i] = a[i] + b[i];
}

// y[i*stride] = a*x[i*stride] + y[i*stride]
__kernel void saxpy_strided(__global float *y, __global const float *x, float a, int n, int stride) {
  int i = GLOBAL_X();
  if (i < n) y[i * stride] = a * x[i * stride] + y[i * stride];
}

// Integer arithmetic the compiler expands into long sequences (division, 64-bit multiply).
__kernel void int_mix(__global const int *a, __global const int *b, __global int *q, __global long *l,
                      __global uint *u, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  int x = a[i], y = b[i];
  q[i] = (y != 0 ? x / y : 0) + (y != 0 ? x % y : 0) * 3 + (x >> 3) - (y << 2) + (x & y) + (x | ~y) + (x ^ y);
  l[i] = (long)x * (long)y + ((long)x << 33) / 7 - (((long)y) >> 5);
  uint ux = (uint)x;
  u[i] = (ux / 7u) ^ (ux % 13u) ^ (uint)__builtin_popcount(ux) ^ (uint)(ux ? __builtin_clz(ux) : 32) ^
         (x < y ? 0x100u : 0x200u) ^ (uint)(x > y ? x : y) ^ (uint)(x < y ? x : y);
}

__kernel void float_mix(__global const float *a, __global const float *b, __global float *o, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  float x = a[i], y = b[i];
  float r = x * y + x / (y + 3.0f) - __builtin_fabsf(x - y) + __builtin_fminf(x, y) * __builtin_fmaxf(x, y);
  r += __builtin_sqrtf(__builtin_fabsf(x)) + __builtin_floorf(y * 4.0f) + (float)(int)(x * 100.0f);
  o[i] = x < y ? r : -r;
}

__kernel void double_mix(__global const double *a, __global const double *b, __global double *o, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  double x = a[i], y = b[i];
  o[i] = x * 2.5 + y / (x + 4.0) - __builtin_floor(y * 3.0) + __builtin_sqrt(__builtin_fabs(x)) + (double)(long)(y * 1000.0);
}

__kernel void half_convert(__global const float *a, __global ushort *h, __global float *back, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  half v = (half)a[i];
  h[i] = __builtin_bit_cast(ushort, v);
  back[i] = (float)(v * (half)2.0f);
}

// Bytes and shorts: sub-dword loads and stores, sign and zero extension.
__kernel void narrow(__global const char *c, __global const ushort *s, __global short *o, __global uchar *ob, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  o[i] = (short)(c[i] * 3 + (short)s[i]);
  ob[i] = (uchar)(c[i] + 1);
}
