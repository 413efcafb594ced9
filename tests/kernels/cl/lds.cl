#include "common.h"

// 16x16 tiles through LDS; the +1 column avoids bank conflicts. Work-group 16x16.
__kernel void transpose(__global const float *in, __global float *out, int w, int h) {
  __local float tile[16][17];
  int tx = TID_X(), ty = TID_Y();
  int bx = GID_X() * 16, by = GID_Y() * 16;
  if (bx + tx < w && by + ty < h) tile[ty][tx] = in[(by + ty) * w + bx + tx];
  BARRIER();
  if (by + tx < h && bx + ty < w) out[(bx + ty) * h + by + tx] = tile[tx][ty];
}

// Tree reduction of a 256-element block in LDS with a barrier per level.
__kernel void block_sum(__global const int *in, __global int *out, int n) {
  __local int s[256];
  int t = TID_X(), i = GLOBAL_X();
  s[t] = i < n ? in[i] : 0;
  BARRIER();
  for (int k = LSIZE_X() / 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    BARRIER();
  }
  if (t == 0) out[GID_X()] = s[0];
}

// LDS atomics.
__kernel void lds_histogram(__global const int *in, __global int *out, int n) {
  __local int h[16];
  int t = TID_X(), i = GLOBAL_X();
  if (t < 16) h[t] = 0;
  BARRIER();
  if (i < n) __atomic_fetch_add(&h[in[i] & 15], 1, __ATOMIC_RELAXED);
  BARRIER();
  if (t < 16) out[GID_X() * 16 + t] = h[t];
}

// Missing barrier: each thread reads a slot another wave writes in the same interval.
__kernel void racy_rotate(__global const int *in, __global int *out) {
  __local int s[256];
  int t = TID_X();
  s[t] = in[t];
  out[t] = s[(t + 64) % 256];
}
