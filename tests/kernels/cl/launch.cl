#include "common.h"

// Launch behaviour: LDS bank conflicts from actual addresses, and parallel work-groups giving the
// serial result.

// Each lane writes and reads LDS word tid*stride: stride 1 is conflict-free, stride 2 puts two
// lanes of a phase on each bank used (2-way conflicts) on 32- and 64-bank LDS alike.
__kernel void lds_stride(__global const int *in, __global int *out, int stride) {
  __local int buf[256 * 4];
  int t = TID_X(), i = GLOBAL_X();
  buf[t * stride] = in[i];
  BARRIER();
  out[i] = buf[((t + 1) % LSIZE_X()) * stride] + 1;
}

// Float sum with a compare-and-swap loop on global memory: the result depends on the order in
// which work-groups add (float addition does not associate), so it shows whether parallel
// work-groups keep the serial order for code with global atomics.
__kernel void float_sum_cas(__global const float *in, __global float *sum, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  __global int *p = (__global int *)sum;
  float x = in[i];
  int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, AS_INT(AS_FLOAT(old) + x), false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

// Many work-groups, each with its own output slice: the parallel run must match the serial one.
__kernel void scaled_rows(__global const float *in, __global float *out, int w) {
  __local float row[256];
  int t = TID_X(), g = GID_X();
  row[t] = t < w ? in[g * w + t] : 0.0f;
  BARRIER();
  float s = 0.0f;
  for (int k = 0; k < w; ++k) s += row[k];
  if (t < w) out[g * w + t] = row[t] * s;
}

// gfx12 architected SGPRs: the wave's index in its work-group is TTMP8[29:25] (what LLVM's and
// Triton's code read); other targets store -1.
__kernel void wave_in_group(__global int *out) {
  int id = -1;
#if defined(__gfx1201__) || defined(__gfx1250__)
  __asm__ volatile("s_bfe_u32 %0, ttmp8, 0x50019" : "=s"(id));
#endif
  out[GLOBAL_X()] = id;
}
