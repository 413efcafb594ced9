// ARCHS: gfx942 gfx950 gfx1100 gfx1201 gfx1250
#include "common.h"
// Dot products and the last packed and cross-lane ops, from clang's builtins: integer dot2 with and
// without clamp (gfx9), f16/bf16 dots into f32 and into f16/bf16 (gfx950, gfx11, gfx12), the
// fp8/bf8 dot4s (gfx12), gfx1250's packed add-max/min, gfx12's per-lane permlanes and
// ds_bpermute_fi_b32. Each arch runs what its ISA has (the rest of a kernel is compiled out).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef short s2 __attribute__((ext_vector_type(2)));
typedef ushort us2 __attribute__((ext_vector_type(2)));
typedef half h2 __attribute__((ext_vector_type(2)));
#if defined(__gfx942__) || defined(__gfx950__)
#define GFX9 1
#else
#define GFX9 0
#endif
#if defined(__gfx1100__) || defined(__gfx1201__)
#define GFX11_12 1
#else
#define GFX11_12 0
#endif

// o[4i..]: sdot2, sdot2 clamp, udot2, udot2 clamp.
__kernel void int_dots(__global const int *a, __global const int *b, __global const int *c, __global int *o, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
#if GFX9
  s2 x = __builtin_bit_cast(s2, a[i]), y = __builtin_bit_cast(s2, b[i]);
  us2 ux = __builtin_bit_cast(us2, a[i]), uy = __builtin_bit_cast(us2, b[i]);
  o[4 * i] = __builtin_amdgcn_sdot2(x, y, c[i], false);
  o[4 * i + 1] = __builtin_amdgcn_sdot2(x, y, c[i], true);
  o[4 * i + 2] = (int)__builtin_amdgcn_udot2(ux, uy, (uint)c[i], false);
  o[4 * i + 3] = (int)__builtin_amdgcn_udot2(ux, uy, (uint)c[i], true);
#endif
}

// a, b: two f16 (or bf16) per int; c: f32 accumulators; ch: 16-bit accumulators (f16 or bf16).
// of[4i..]: fdot2(a, b, c), fdot2_f32_bf16(a, b, c), fdot2(-a, b, -|c|), fdot2_f32_bf16(a, -b, -c);
// oh[4i..]: fdot2_f16_f16(a, b, ch), fdot2_bf16_bf16(a, b, ch), fdot2_f16_f16(a, -b, ch),
// fdot2_bf16_bf16(-a, b, ch).
__kernel void half_dots(__global const int *a, __global const int *b, __global const float *c,
                        __global const ushort *ch, __global float *of, __global ushort *oh, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
  h2 x = __builtin_bit_cast(h2, a[i]), y = __builtin_bit_cast(h2, b[i]);
  s2 sx = __builtin_bit_cast(s2, a[i]), sy = __builtin_bit_cast(s2, b[i]);
#if GFX9 || GFX11_12
  of[4 * i] = __builtin_amdgcn_fdot2(x, y, c[i], false);
  of[4 * i + 2] = __builtin_amdgcn_fdot2(-x, y, -__builtin_fabsf(c[i]), false);
#endif
#if defined(__gfx950__) || GFX11_12
  of[4 * i + 1] = __builtin_amdgcn_fdot2_f32_bf16(sx, sy, c[i], false);
  of[4 * i + 3] = __builtin_amdgcn_fdot2_f32_bf16(sx, __builtin_bit_cast(s2, a[i] ^ 0x80008000), -c[i], false);
#endif
#if GFX11_12
  half hc = __builtin_bit_cast(half, ch[i]);
  oh[4 * i] = __builtin_bit_cast(ushort, __builtin_amdgcn_fdot2_f16_f16(x, y, hc));
  oh[4 * i + 1] = (ushort)__builtin_amdgcn_fdot2_bf16_bf16(sx, sy, (short)ch[i]);
  oh[4 * i + 2] = __builtin_bit_cast(ushort, __builtin_amdgcn_fdot2_f16_f16(x, -y, hc));
  oh[4 * i + 3] = (ushort)__builtin_amdgcn_fdot2_bf16_bf16(__builtin_bit_cast(s2, a[i] ^ 0x80008000), sy, (short)ch[i]);
#endif
}

// o[5i..]: dot4_f32 fp8.fp8, fp8.bf8, bf8.fp8, bf8.bf8 of a, b, c, and fp8.fp8 with -|c|.
__kernel void fp8_dots(__global const int *a, __global const int *b, __global const float *c, __global float *o, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
#if defined(__gfx1201__)
  o[5 * i] = __builtin_amdgcn_dot4_f32_fp8_fp8(a[i], b[i], c[i]);
  o[5 * i + 1] = __builtin_amdgcn_dot4_f32_fp8_bf8(a[i], b[i], c[i]);
  o[5 * i + 2] = __builtin_amdgcn_dot4_f32_bf8_fp8(a[i], b[i], c[i]);
  o[5 * i + 3] = __builtin_amdgcn_dot4_f32_bf8_bf8(a[i], b[i], c[i]);
  o[5 * i + 4] = __builtin_amdgcn_dot4_f32_fp8_fp8(a[i], b[i], -__builtin_fabsf(c[i]));
#endif
}

// o[8i..]: add_max_i16, add_max_u16, add_min_i16, add_min_u16, then the same with clamp.
__kernel void pk_add_minmax(__global const int *a, __global const int *b, __global const int *c, __global int *o, int n) {
  int i = GLOBAL_X();
  if (i >= n) return;
#if defined(__gfx1250__)
  s2 x = __builtin_bit_cast(s2, a[i]), y = __builtin_bit_cast(s2, b[i]), z = __builtin_bit_cast(s2, c[i]);
  us2 ux = __builtin_bit_cast(us2, a[i]), uy = __builtin_bit_cast(us2, b[i]), uz = __builtin_bit_cast(us2, c[i]);
  o[8 * i] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_max_i16(x, y, z, false));
  o[8 * i + 1] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_max_u16(ux, uy, uz, false));
  o[8 * i + 2] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_min_i16(x, y, z, false));
  o[8 * i + 3] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_min_u16(ux, uy, uz, false));
  o[8 * i + 4] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_max_i16(x, y, z, true));
  o[8 * i + 5] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_max_u16(ux, uy, uz, true));
  o[8 * i + 6] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_min_i16(x, y, z, true));
  o[8 * i + 7] = __builtin_bit_cast(int, __builtin_amdgcn_pk_add_min_u16(ux, uy, uz, true));
#endif
}

// Whole waves (EXEC full): o[3i..] = permlane16_var(v, sel), permlanex16_var(v, sel),
// ds_bpermute_fi_b32(sel * 4, v).
__kernel void permlane_var(__global const int *v, __global const int *sel, __global int *o) {
  int i = GLOBAL_X();
#if defined(__gfx1201__) || defined(__gfx1250__)
  o[3 * i] = __builtin_amdgcn_permlane16_var(-1, v[i], sel[i], false, false);
  o[3 * i + 1] = __builtin_amdgcn_permlanex16_var(-1, v[i], sel[i], false, false);
  o[3 * i + 2] = __builtin_amdgcn_ds_bpermute_fi_b32(sel[i] * 4, v[i]);
#endif
}
