#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// 16-bit halves of registers: d16 and d16_hi loads and stores through every address space, and
// the mixed-precision fma (v_fma_mix*: f32 operations on f16/bf16 halves, results rounded once).
typedef ushort ushort2_ __attribute__((ext_vector_type(2)));
typedef short short2_ __attribute__((ext_vector_type(2)));

// The high half of a dword stored as a short and a byte (d16_hi stores).
#define HI_HALVES(in, hs, hb, i)                                                                   \
  do {                                                                                             \
    uint x_ = (in)[i];                                                                             \
    (hs)[i] = (ushort)(x_ >> 16);                                                                  \
    (hb)[i] = (uchar)(x_ >> 16);                                                                   \
  } while (0)
// 16-bit values loaded into one half of a register whose other half is already set (d16 loads).
#define PACK_HALVES(a, b, c, d, out, i, o)                                                         \
  do {                                                                                             \
    ushort2_ v_ = {(a)[i], (b)[i]};                                                                \
    short2_ w_ = {(short)(c)[i], (short)(d)[i]};                                                   \
    short2_ u_ = {(short)(d)[i], (short)(c)[i]};                                                   \
    (out)[3 * (o)] = __builtin_bit_cast(uint, v_);                                                 \
    (out)[3 * (o) + 1] = __builtin_bit_cast(uint, w_);                                             \
    (out)[3 * (o) + 2] = __builtin_bit_cast(uint, u_);                                             \
  } while (0)

#define D16_ARGS                                                                                   \
  __global const uint *in, __global ushort *hs, __global uchar *hb, __global const ushort *a,      \
      __global const ushort *b, __global const uchar *c, __global const char *d, __global uint *out, int n

__kernel void d16_global(D16_ARGS) {
  int i = GLOBAL_X();
  if (i < n) {
    HI_HALVES(in, hs, hb, i);
    PACK_HALVES(a, b, c, d, out, i, i);
  }
}

// Through generic pointers that may point to global or local memory (flat instructions).
__kernel void d16_flat(D16_ARGS, int viaLds) {
  __local uint lin[256];
  __local ushort lhs[256];
  __local uchar lhb[256];
  int i = GLOBAL_X(), t = TID_X();
  lin[t] = i < n ? in[i] : 0;
  BARRIER();
  if (i < n) {
    const uint *src = viaLds ? (const uint *)lin : (const uint *)in + (i - t);
    ushort *ds = viaLds ? (ushort *)lhs : (ushort *)hs + (i - t);
    uchar *db = viaLds ? (uchar *)lhb : (uchar *)hb + (i - t);
    HI_HALVES(src, ds, db, t);
    const ushort *ga = a, *gb = b;
    const uchar *gc = c;
    const char *gd = d;
    uint *go = out;
    PACK_HALVES(ga, gb, gc, gd, go, i, i);
  }
  BARRIER();
  if (viaLds && i < n) {
    hs[i] = lhs[t];
    hb[i] = lhb[t];
  }
}

// Staged in local memory (ds_write_b16_d16_hi, ds_read_u16_d16_hi, ...).
__kernel void d16_lds(D16_ARGS) {
  __local uint lin[256], lout[3 * 256];
  __local ushort lhs[256], la[256], lb[256];
  __local uchar lhb[256], lc[256];
  __local char ld[256];
  int i = GLOBAL_X(), t = TID_X();
  if (i < n) {
    lin[t] = in[i];
    la[t] = a[i];
    lb[t] = b[i];
    lc[t] = c[i];
    ld[t] = d[i];
  }
  BARRIER();
  if (i < n) {
    HI_HALVES(lin, lhs, lhb, t);
    PACK_HALVES(la, lb, lc, ld, lout, t, t);
  }
  BARRIER();
  if (i < n) {
    hs[i] = lhs[t];
    hb[i] = lhb[t];
    for (int k = 0; k < 3; ++k) out[3 * i + k] = lout[3 * t + k];
  }
}

// Kept in private arrays indexed at run time (scratch instructions).
__kernel void d16_private(D16_ARGS) {
  int i = GLOBAL_X();
  if (i >= n) return;
  volatile uint pin[4];
  volatile ushort pa[4], pb[4], phs[4];
  volatile uchar pc[4], phb[4];
  volatile char pd[4];
  int k = i & 3;
  pin[k] = in[i];
  pa[k] = a[i];
  pb[k] = b[i];
  pc[k] = c[i];
  pd[k] = d[i];
  HI_HALVES(pin, phs, phb, k);
  hs[i] = phs[k];
  hb[i] = phb[k];
  PACK_HALVES(pa, pb, pc, pd, out, k, i);
}

// v_fma_mixlo_{f16,bf16} and v_fma_mix_f32{,_bf16}: a*c and a*b+c with b a 16-bit float.
#define MIX_KERNEL(NAME, T)                                                                        \
  __kernel void NAME(__global const float *a, __global const T *b, __global const float *c,       \
                     __global T *prod, __global T *sum, __global float *wide, int n) {            \
    int i = GLOBAL_X();                                                                            \
    if (i < n) {                                                                                   \
      prod[i] = (T)(a[i] * c[i]);                                                                  \
      sum[i] = (T)__builtin_fmaf(a[i], (float)b[i], c[i]);                                         \
      wide[i] = __builtin_fmaf(a[i], (float)b[i], c[i]);                                           \
    }                                                                                              \
  }
MIX_KERNEL(mix_f16, half)
MIX_KERNEL(mix_bf16, __bf16)
