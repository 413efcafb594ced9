#include "common.h"

// Sum of each 64-lane group via ds_bpermute butterflies (wave64 targets).
__kernel void reduce_bpermute(__global const float *in, __global float *out, int n) {
  int i = GLOBAL_X();
  float v = i < n ? in[i] : 0.0f;
  int lane = TID_X() & 63;
  for (int off = 32; off > 0; off >>= 1) {
    int o = __builtin_amdgcn_ds_bpermute(((lane ^ off) & 63) * 4, AS_INT(v));
    v += AS_FLOAT(o);
  }
  if (lane == 0) out[i / 64] = v;
}

// Inclusive prefix sum within rows of 16 lanes using DPP row shifts.
__kernel void scan_dpp(__global const int *in, __global int *out, int n) {
  int i = GLOBAL_X();
  int v = i < n ? in[i] : 0;
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false); // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false); // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false); // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false); // row_shr:8
  if (i < n) out[i] = v;
}

// quad_perm [3,2,1,0] and row_mirror, with bound_ctrl.
__kernel void dpp_perm(__global const int *in, __global int *out, int n) {
  int i = GLOBAL_X();
  int v = i < n ? in[i] : 0;
  int a = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, true);   // quad_perm:[3,2,1,0]
  int b = __builtin_amdgcn_update_dpp(7, v, 0x140, 0xf, 0xf, false); // row_mirror
  if (i < n) out[i] = a * 1000 + b;
}

// ds_swizzle: swap adjacent lanes (xor 1) within groups of 32.
__kernel void swizzle_swap(__global const int *in, __global int *out, int n) {
  int i = GLOBAL_X();
  int v = i < n ? in[i] : 0;
  int s = __builtin_amdgcn_ds_swizzle(v, 0x041f); // and 0x1f, or 0, xor 1
  if (i < n) out[i] = s;
}

// Lane 0's value broadcast with readfirstlane, and lane 5 via readlane.
__kernel void broadcast(__global const int *in, __global int *out, int n) {
  int i = GLOBAL_X();
  int v = i < n ? in[i] : 0;
  int first = __builtin_amdgcn_readfirstlane(v);
  int five = __builtin_amdgcn_readlane(v, 5);
  if (i < n) out[i] = first + five * 3 + v;
}

// Global atomics: histogram of values mod 16.
__kernel void histogram(__global const int *in, __global int *hist, int n) {
  int i = GLOBAL_X();
  if (i < n) __atomic_fetch_add(&hist[in[i] & 15], 1, __ATOMIC_RELAXED);
}

// v_permlane16/v_permlanex16 (gfx12) with lane selects from two SGPRs, and gfx950's
// v_permlane16_swap/v_permlane32_swap (each returns the new values of both operands).
typedef unsigned uint2_ __attribute__((ext_vector_type(2)));
__kernel void permlanes(__global const int *in, __global int *out, int s1, int s2) {
  int i = GLOBAL_X();
  int v = in[i];
#if defined(__gfx1201__) || defined(__gfx1250__)
  out[2 * i] = __builtin_amdgcn_permlane16(0, v, s1, s2, false, false);
  out[2 * i + 1] = __builtin_amdgcn_permlanex16(0, v, s1, s2, false, false);
#elif defined(__gfx950__)
  uint2_ r = __builtin_amdgcn_permlane16_swap(v, v * 3, false, false);
  uint2_ t = __builtin_amdgcn_permlane32_swap(v, v * 5, false, false);
  out[4 * i] = r.x;
  out[4 * i + 1] = r.y;
  out[4 * i + 2] = t.x;
  out[4 * i + 3] = t.y;
#endif
}
