// ARCHS: gfx942 gfx950 gfx1201 gfx1250
// GEMMs through matrix-core builtins, for the emulator's kernel tests.
//
// D[M x N] = A[M x K] * B[K x N] + C, all row-major, any M, N, K (ragged edges are zero-padded on
// load and masked on store). Inputs are raw bit patterns (ushort for f16/bf16, uchar for
// fp8/bf8/i8, float for f32), so the kernels do no conversions. Each wave computes one
// OM x ON tile, stepping through K by OK; a work-group holds WAVES waves side by side along N.
// Grid: (ceil(N / (ON * WAVES)), ceil(M / OM)) work-groups of WAVES * wave-size work-items.
//
// Operand placement follows the documented register layouts (see docs/emulator.md, "Matrix
// cores"):
//   MFMA, lane l: A row / B column l % OM, k = (l / OM) * KPL + slot;
//                 D register r: row (r / 4) * (4 * 64 / ON) + 4 * (l / ON) + r % 4, column l % ON.
//   WMMA (gfx12), lane l: A row / B column l % 16, k = (slot / 8) * 16 + (l / 16) * 8 + slot % 8;
//                 D slot r: row 8 * (l / 16) + r, column l % 16.
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef short v4s __attribute__((ext_vector_type(4)));
typedef short v8s __attribute__((ext_vector_type(8)));
typedef __bf16 v8bf __attribute__((ext_vector_type(8)));
typedef float v2f_ __attribute__((ext_vector_type(2)));
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef int v2i __attribute__((ext_vector_type(2)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v8i __attribute__((ext_vector_type(8)));
typedef int v16i_ __attribute__((ext_vector_type(16)));

#ifndef WAVES
#define WAVES 2
#endif

#define TILE_SETUP(WAVESIZE, OM, ON)                                              \
  int tid = TID_X();                                                              \
  int lane = tid % WAVESIZE;                                                      \
  int wave = tid / WAVESIZE;                                                      \
  int row0 = GID_Y() * OM;                                                        \
  int col0 = (GID_X() * WAVES + wave) * ON;

#define IN_A(i, k) ((row0 + (i)) < M && (k) < K)
#define IN_B(k, j) ((k) < K && (col0 + (j)) < N)
#define IDX_A(i, k) ((row0 + (i)) * K + (k))
#define IDX_B(k, j) ((k) * N + col0 + (j))

// MFMA accumulator placement (single-block ops).
#define MFMA_ROW(r, ON) (((r) / 4) * (4 * 64 / (ON)) + 4 * (lane / (ON)) + (r) % 4)
// Vectors are filled and drained through unions with arrays: indexing a vector with a loop
// counter would make -O0 code use VGPR indexing; an array lives in scratch at -O0 and in
// registers at -O3 (the loops have constant trip counts and are unrolled).
#define MFMA_LOAD_C(acc, NREG, OM, ON)                                              \
  for (int r = 0; r < NREG; ++r) {                                                \
    int i = MFMA_ROW(r, ON), j = lane % (ON);                                     \
    acc.e[r] = (row0 + i < M && col0 + j < N) ? C[(row0 + i) * N + col0 + j] : 0; \
  }
#define MFMA_STORE_D(acc, NREG, OM, ON)                                             \
  for (int r = 0; r < NREG; ++r) {                                                \
    int i = MFMA_ROW(r, ON), j = lane % (ON);                                     \
    if (row0 + i < M && col0 + j < N) D[(row0 + i) * N + col0 + j] = acc.e[r];    \
  }

// A 16-bit-element MFMA (f16 or bf16): KPL elements of A and B per lane.
#define MFMA_16BIT(NAME, OM, ON, OK, KPL, NREG, AV, ET, CV, ELEM, BUILTIN)                  \
  kernel void NAME(global const ushort* A, global const ushort* B, global const float* C,   \
                   global float* D, int M, int N, int K) {                                  \
    TILE_SETUP(64, OM, ON)                                                                  \
    union { CV v; float e[NREG]; } acc;                                                     \
    MFMA_LOAD_C(acc, NREG, OM, ON)                                                          \
    int i = lane % (OM), kb = (lane / (OM)) * (KPL);                                        \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                                  \
      union { AV v; ET e[KPL]; } a, b;                                                      \
      for (int s = 0; s < (KPL); ++s) {                                                     \
        int k = k0 + kb + s;                                                                \
        a.e[s] = ELEM(IN_A(i, k) ? A[IDX_A(i, k)] : 0);                                     \
        b.e[s] = ELEM(IN_B(k, i) ? B[IDX_B(k, i)] : 0);                                     \
      }                                                                                     \
      acc.v = BUILTIN(a.v, b.v, acc.v, 0, 0, 0);                                            \
    }                                                                                       \
    MFMA_STORE_D(acc, NREG, OM, ON)                                                         \
  }

#define AS_HALF(x) as_half((ushort)(x))
#define AS_SHORT(x) ((short)(x))
#define AS_BF16(x) __builtin_bit_cast(__bf16, (ushort)(x))

#if defined(__gfx942__) || defined(__gfx950__)
MFMA_16BIT(mfma_f32_16x16x16_f16, 16, 16, 16, 4, 4, v4h, half, v4f, AS_HALF, __builtin_amdgcn_mfma_f32_16x16x16f16)
MFMA_16BIT(mfma_f32_32x32x8_f16, 32, 32, 8, 4, 16, v4h, half, v16f, AS_HALF, __builtin_amdgcn_mfma_f32_32x32x8f16)
MFMA_16BIT(mfma_f32_16x16x16_bf16, 16, 16, 16, 4, 4, v4s, short, v4f, AS_SHORT, __builtin_amdgcn_mfma_f32_16x16x16bf16_1k)
MFMA_16BIT(mfma_f32_32x32x8_bf16, 32, 32, 8, 4, 16, v4s, short, v16f, AS_SHORT, __builtin_amdgcn_mfma_f32_32x32x8bf16_1k)
#ifdef __gfx950__
MFMA_16BIT(mfma_f32_16x16x32_f16, 16, 16, 32, 8, 4, v8h, half, v4f, AS_HALF, __builtin_amdgcn_mfma_f32_16x16x32_f16)
MFMA_16BIT(mfma_f32_32x32x16_bf16, 32, 32, 16, 8, 16, v8bf, __bf16, v16f, AS_BF16, __builtin_amdgcn_mfma_f32_32x32x16_bf16)
#endif
#endif

// f32 MFMA: one element of A and B per lane.
#define MFMA_F32(NAME, OM, ON, OK, NREG, CV, BUILTIN)                                       \
  kernel void NAME(global const float* A, global const float* B, global const float* C,     \
                   global float* D, int M, int N, int K) {                                  \
    TILE_SETUP(64, OM, ON)                                                                  \
    union { CV v; float e[NREG]; } acc;                                                     \
    MFMA_LOAD_C(acc, NREG, OM, ON)                                                          \
    int i = lane % (OM), kb = lane / (OM);                                                  \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                                  \
      int k = k0 + kb;                                                                      \
      float a = IN_A(i, k) ? A[IDX_A(i, k)] : 0.0f;                                         \
      float b = IN_B(k, i) ? B[IDX_B(k, i)] : 0.0f;                                         \
      acc.v = BUILTIN(a, b, acc.v, 0, 0, 0);                                                \
    }                                                                                       \
    MFMA_STORE_D(acc, NREG, OM, ON)                                                         \
  }

#if defined(__gfx942__) || defined(__gfx950__)
MFMA_F32(mfma_f32_16x16x4_f32, 16, 16, 4, 4, v4f, __builtin_amdgcn_mfma_f32_16x16x4f32)
MFMA_F32(mfma_f32_32x32x2_f32, 32, 32, 2, 16, v16f, __builtin_amdgcn_mfma_f32_32x32x2f32)
#endif

// 8-bit MFMA (i8, fp8): 8 elements of A and B per lane packed into a long.
#define MFMA_8BIT(NAME, OM, ON, OK, NREG, CT, CV, BUILTIN)                                  \
  kernel void NAME(global const uchar* A, global const uchar* B, global const CT* C,        \
                   global CT* D, int M, int N, int K) {                                     \
    TILE_SETUP(64, OM, ON)                                                                  \
    union { CV v; CT e[NREG]; } acc;                                                        \
    MFMA_LOAD_C(acc, NREG, OM, ON)                                                          \
    int i = lane % (OM), kb = (lane / (OM)) * 8;                                            \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                                  \
      ulong a = 0, b = 0;                                                                   \
      for (int s = 0; s < 8; ++s) {                                                         \
        int k = k0 + kb + s;                                                                \
        a |= (ulong)(IN_A(i, k) ? A[IDX_A(i, k)] : 0) << (8 * s);                           \
        b |= (ulong)(IN_B(k, i) ? B[IDX_B(k, i)] : 0) << (8 * s);                           \
      }                                                                                     \
      acc.v = BUILTIN((long)a, (long)b, acc.v, 0, 0, 0);                                    \
    }                                                                                       \
    MFMA_STORE_D(acc, NREG, OM, ON)                                                         \
  }

#if defined(__gfx942__) || defined(__gfx950__)
MFMA_8BIT(mfma_i32_16x16x32_i8, 16, 16, 32, 4, int, v4i, __builtin_amdgcn_mfma_i32_16x16x32_i8)
MFMA_8BIT(mfma_i32_32x32x16_i8, 32, 32, 16, 16, int, v16i_, __builtin_amdgcn_mfma_i32_32x32x16_i8)
MFMA_8BIT(mfma_f32_16x16x32_fp8_fp8, 16, 16, 32, 4, float, v4f, __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8)
MFMA_8BIT(mfma_f32_32x32x16_bf8_fp8, 32, 32, 16, 16, float, v16f, __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8)
#endif

#if defined(__gfx942__) || defined(__gfx950__)
// 16 independent 4x4x4 f16 products in one wave (v_mfma_f32_4x4x4_16b_f16): lane l holds row
// (A) / column (B, C, D) l % 4 of block l / 4; A/B slot s is k = s, D register r is row r.
// A[16][4][4], B[16][4][4], C and D [16][4][4]. The variants set the broadcast modifiers: block b
// multiplies A of block (b >> cbsz << cbsz) + abid, and reads B through the blgp lane pattern.
#define MFMA_4X4_BATCH(NAME, CBSZ, ABID, BLGP)                                                   \
  kernel void NAME(global const ushort* A, global const ushort* B, global const float* C,        \
                   global float* D) {                                                            \
    int lane = TID_X(), blk = lane / 4, r = lane % 4;                                            \
    union { v4h v; half e[4]; } a, b;                                                            \
    union { v4f v; float e[4]; } acc;                                                            \
    for (int s = 0; s < 4; ++s) {                                                                \
      a.e[s] = AS_HALF(A[(blk * 4 + r) * 4 + s]);                                                \
      b.e[s] = AS_HALF(B[(blk * 4 + s) * 4 + r]);                                                \
      acc.e[s] = C[(blk * 4 + s) * 4 + r];                                                       \
    }                                                                                            \
    acc.v = __builtin_amdgcn_mfma_f32_4x4x4f16(a.v, b.v, acc.v, CBSZ, ABID, BLGP);               \
    for (int i = 0; i < 4; ++i) D[(blk * 4 + i) * 4 + r] = acc.e[i];                             \
  }
MFMA_4X4_BATCH(mfma_4x4x4_16b_f16_plain, 0, 0, 0)
MFMA_4X4_BATCH(mfma_4x4x4_16b_f16_cbsz2_abid1, 2, 1, 0)
MFMA_4X4_BATCH(mfma_4x4x4_16b_f16_cbsz4_abid9_blgp1, 4, 9, 1)
MFMA_4X4_BATCH(mfma_4x4x4_16b_f16_blgp3, 0, 0, 3)
MFMA_4X4_BATCH(mfma_4x4x4_16b_f16_blgp6, 0, 0, 6)
#endif

#if defined(__gfx942__) || defined(__gfx950__)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double v4d __attribute__((ext_vector_type(4)));
// f64: D register pair r of lane l holds row 4 * r + l / 16, column l % 16 (one row per pair).
kernel void mfma_f64_16x16x4_f64(global const double* A, global const double* B, global const double* C,
                                 global double* D, int M, int N, int K) {
  TILE_SETUP(64, 16, 16)
  union { v4d v; double e[4]; } acc;
  for (int r = 0; r < 4; ++r) {
    int i = 4 * r + lane / 16, j = lane % 16;
    acc.e[r] = (row0 + i < M && col0 + j < N) ? C[(row0 + i) * N + col0 + j] : 0;
  }
  int i = lane % 16, kb = lane / 16;
  for (int k0 = 0; k0 < K; k0 += 4) {
    int k = k0 + kb;
    double a = IN_A(i, k) ? A[IDX_A(i, k)] : 0.0, b = IN_B(k, i) ? B[IDX_B(k, i)] : 0.0;
    acc.v = __builtin_amdgcn_mfma_f64_16x16x4f64(a, b, acc.v, 0, 0, 0);
  }
  for (int r = 0; r < 4; ++r) {
    int i = 4 * r + lane / 16, j = lane % 16;
    if (row0 + i < M && col0 + j < N) D[(row0 + i) * N + col0 + j] = acc.e[r];
  }
}
#endif

#ifdef __gfx942__
// xf32: two f32 of A and B per lane (k = (l / 16) * 2 + slot); gfx942 only.
kernel void mfma_f32_16x16x8_xf32(global const float* A, global const float* B, global const float* C,
                                  global float* D, int M, int N, int K) {
  TILE_SETUP(64, 16, 16)
  union { v4f v; float e[4]; } acc;
  MFMA_LOAD_C(acc, 4, 16, 16)
  int i = lane % 16, kb = (lane / 16) * 2;
  for (int k0 = 0; k0 < K; k0 += 8) {
    union { v2f_ v; float e[2]; } a, b;
    for (int s = 0; s < 2; ++s) {
      int k = k0 + kb + s;
      a.e[s] = IN_A(i, k) ? A[IDX_A(i, k)] : 0.0f;
      b.e[s] = IN_B(k, i) ? B[IDX_B(k, i)] : 0.0f;
    }
    acc.v = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a.v, b.v, acc.v, 0, 0, 0);
  }
  MFMA_STORE_D(acc, 4, 16, 16)
}
#endif

#ifdef __gfx950__
// i8 with 16 bytes of A and B per lane.
kernel void mfma_i32_16x16x64_i8(global const uchar* A, global const uchar* B, global const int* C,
                                 global int* D, int M, int N, int K) {
  TILE_SETUP(64, 16, 16)
  union { v4i v; int e[4]; } acc;
  MFMA_LOAD_C(acc, 4, 16, 16)
  int i = lane % 16, kb = (lane / 16) * 16;
  for (int k0 = 0; k0 < K; k0 += 64) {
    union { v4i v; uchar e[16]; } a, b;
    for (int s = 0; s < 16; ++s) {
      int k = k0 + kb + s;
      a.e[s] = IN_A(i, k) ? A[IDX_A(i, k)] : 0;
      b.e[s] = IN_B(k, i) ? B[IDX_B(k, i)] : 0;
    }
    acc.v = __builtin_amdgcn_mfma_i32_16x16x64_i8(a.v, b.v, acc.v, 0, 0, 0);
  }
  MFMA_STORE_D(acc, 4, 16, 16)
}

// v_mfma_f32_16x16x128_f8f6f4 with A and B in format FMT (0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4),
// through the scaled builtin with zero scales, which LLVM selects as the unscaled op. Elements
// arrive one per byte (low BITS bits); each lane packs its 32 as one bit string.
#define MFMA_F8F6F4(NAME, FMT, BITS)                                                             \
  kernel void NAME(global const uchar* A, global const uchar* B, global const float* C,          \
                   global float* D, int M, int N, int K) {                                       \
    TILE_SETUP(64, 16, 16)                                                                       \
    union { v4f v; float e[4]; } acc;                                                            \
    MFMA_LOAD_C(acc, 4, 16, 16)                                                                  \
    int i = lane % 16, kb = (lane / 16) * 32;                                                    \
    for (int k0 = 0; k0 < K; k0 += 128) {                                                        \
      union { v8i v; uint w[8]; } a, b;                                                          \
      for (int q = 0; q < 8; ++q) a.w[q] = b.w[q] = 0;                                           \
      for (int s = 0; s < 32; ++s) {                                                             \
        int k = k0 + kb + s, bit = s * (BITS), word = bit / 32, shift = bit % 32;                \
        uint x = IN_A(i, k) ? A[IDX_A(i, k)] : 0, y = IN_B(k, i) ? B[IDX_B(k, i)] : 0;           \
        a.w[word] |= x << shift;                                                                 \
        b.w[word] |= y << shift;                                                                 \
        if (shift + (BITS) > 32) {                                                               \
          a.w[word + 1] |= x >> (32 - shift);                                                    \
          b.w[word + 1] |= y >> (32 - shift);                                                    \
        }                                                                                        \
      }                                                                                          \
      acc.v = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a.v, b.v, acc.v, FMT, FMT, 0, 0,  \
                                                               0, 0);                            \
    }                                                                                            \
    MFMA_STORE_D(acc, 4, 16, 16)                                                                 \
  }
MFMA_F8F6F4(mfma_f32_16x16x128_fp8, 0, 8)
MFMA_F8F6F4(mfma_f32_16x16x128_bf8, 1, 8)
MFMA_F8F6F4(mfma_f32_16x16x128_fp6, 2, 6)
MFMA_F8F6F4(mfma_f32_16x16x128_bf6, 3, 6)
MFMA_F8F6F4(mfma_f32_16x16x128_fp4, 4, 4)
#endif

#if defined(__gfx1201__) || defined(__gfx1250__)
typedef half v16h __attribute__((ext_vector_type(16)));
typedef float v2f __attribute__((ext_vector_type(2)));

// WMMA accumulator placement: slot r of lane l is row 8 * (l / 16) + r, column l % 16.
#define WMMA_ROW(r) (8 * (lane / 16) + (r))
// k of slot s for runs of K1 consecutive k alternating between the half-waves.
#define WMMA_K(k0, s, K1) ((k0) + ((s) / (K1)) * 2 * (K1) + (lane / 16) * (K1) + (s) % (K1))

#define WMMA_LOAD_C(acc, CONV)                                                            \
  for (int r = 0; r < 8; ++r) {                                                         \
    int i = WMMA_ROW(r), j = lane % 16;                                                 \
    acc.e[r] = CONV((row0 + i < M && col0 + j < N) ? C[(row0 + i) * N + col0 + j] : 0); \
  }
#define WMMA_STORE_D(acc, CONV)                                                           \
  for (int r = 0; r < 8; ++r) {                                                         \
    int i = WMMA_ROW(r), j = lane % 16;                                                 \
    if (row0 + i < M && col0 + j < N) D[(row0 + i) * N + col0 + j] = CONV(acc.e[r]);    \
  }
#define SAME(x) (x)
#define WIDEN(x) ((float)(x))

// Elementwise sources: SLOTS elements per lane, runs of K1.
// D_T: the element type D is stored as (f16 results are widened to f32 exactly).
#define WMMA_ELEMS(NAME, OK, SLOTS, K1, SRC_T, AV, ET, C_T, D_T, CV, CET, CIN, COUT, ELEM, CALL) \
  kernel void NAME(global const SRC_T* A, global const SRC_T* B, global const C_T* C,     \
                   global D_T* D, int M, int N, int K) {                                 \
    TILE_SETUP(32, 16, 16)                                                               \
    union { CV v; CET e[8]; } acc;                                                       \
    WMMA_LOAD_C(acc, CIN)                                                                \
    int i = lane % 16;                                                                   \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                               \
      union { AV v; ET e[SLOTS]; } a, b;                                                 \
      for (int s = 0; s < (SLOTS); ++s) {                                                \
        int k = WMMA_K(k0, s, K1);                                                       \
        a.e[s] = ELEM(IN_A(i, k) ? A[IDX_A(i, k)] : 0);                                  \
        b.e[s] = ELEM(IN_B(k, i) ? B[IDX_B(k, i)] : 0);                                  \
      }                                                                                  \
      acc.v = CALL;                                                                      \
    }                                                                                    \
    WMMA_STORE_D(acc, COUT)                                                              \
  }

// 8-bit sources packed four to a dword: SLOTS bytes per lane in runs of 8.
#define WMMA_BYTES(NAME, OK, SLOTS, C_T, CV, AV, CALL)                                    \
  kernel void NAME(global const uchar* A, global const uchar* B, global const C_T* C,     \
                   global C_T* D, int M, int N, int K) {                                 \
    TILE_SETUP(32, 16, 16)                                                               \
    union { CV v; C_T e[8]; } acc;                                                       \
    WMMA_LOAD_C(acc, SAME)                                                               \
    int i = lane % 16;                                                                   \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                               \
      union { AV v; uchar e[SLOTS]; } a, b;                                              \
      for (int s = 0; s < (SLOTS); ++s) {                                                \
        int k = WMMA_K(k0, s, 8);                                                        \
        a.e[s] = IN_A(i, k) ? A[IDX_A(i, k)] : 0;                                        \
        b.e[s] = IN_B(k, i) ? B[IDX_B(k, i)] : 0;                                        \
      }                                                                                  \
      acc.v = CALL;                                                                      \
    }                                                                                    \
    WMMA_STORE_D(acc, SAME)                                                              \
  }
#endif

#ifdef __gfx1201__
WMMA_ELEMS(wmma_f32_16x16x16_f16, 16, 8, 8, ushort, v8h, half, float, float, v8f, float, SAME, SAME, AS_HALF,
           __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a.v, b.v, acc.v))
WMMA_ELEMS(wmma_f32_16x16x16_bf16, 16, 8, 8, ushort, v8s, short, float, float, v8f, float, SAME, SAME, AS_SHORT,
           __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32_gfx12(a.v, b.v, acc.v))
WMMA_ELEMS(wmma_f16_16x16x16_f16, 16, 8, 8, ushort, v8h, half, ushort, float, v8h, half, AS_HALF, WIDEN, AS_HALF,
           __builtin_amdgcn_wmma_f16_16x16x16_f16_w32_gfx12(a.v, b.v, acc.v))
WMMA_BYTES(wmma_i32_16x16x16_iu8, 16, 8, int, v8i, v2i,
           __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32_gfx12(true, a.v, true, b.v, acc.v, false))
WMMA_BYTES(wmma_f32_16x16x16_fp8_fp8, 16, 8, float, v8f, v2i,
           __builtin_amdgcn_wmma_f32_16x16x16_fp8_fp8_w32_gfx12(a.v, b.v, acc.v))
WMMA_BYTES(wmma_f32_16x16x16_bf8_fp8, 16, 8, float, v8f, v2i,
           __builtin_amdgcn_wmma_f32_16x16x16_bf8_fp8_w32_gfx12(a.v, b.v, acc.v))

// Signed 4-bit sources, eight nibbles per lane (k = (l / 16) * 8 + slot), one element per byte.
kernel void wmma_i32_16x16x16_iu4(global const uchar* A, global const uchar* B, global const int* C,
                                  global int* D, int M, int N, int K) {
  TILE_SETUP(32, 16, 16)
  union { v8i v; int e[8]; } acc;
  WMMA_LOAD_C(acc, SAME)
  int i = lane % 16;
  for (int k0 = 0; k0 < K; k0 += 16) {
    uint a = 0, b = 0;
    for (int s = 0; s < 8; ++s) {
      int k = WMMA_K(k0, s, 8);
      a |= (uint)((IN_A(i, k) ? A[IDX_A(i, k)] : 0) & 15) << (4 * s);
      b |= (uint)((IN_B(k, i) ? B[IDX_B(k, i)] : 0) & 15) << (4 * s);
    }
    acc.v = __builtin_amdgcn_wmma_i32_16x16x16_iu4_w32_gfx12(true, (int)a, true, (int)b, acc.v, false);
  }
  WMMA_STORE_D(acc, SAME)
}
#endif

#ifdef __gfx1250__
WMMA_ELEMS(wmma_f32_16x16x32_f16, 32, 16, 8, ushort, v16h, half, float, float, v8f, float, SAME, SAME, AS_HALF,
           __builtin_amdgcn_wmma_f32_16x16x32_f16(false, a.v, false, b.v, (short)0, acc.v, false, false))
WMMA_ELEMS(wmma_f32_16x16x4_f32, 4, 2, 2, float, v2f, float, float, float, v8f, float, SAME, SAME, SAME,
           __builtin_amdgcn_wmma_f32_16x16x4_f32(false, a.v, false, b.v, (short)0, acc.v, false, false))
WMMA_BYTES(wmma_f32_16x16x64_fp8_fp8, 64, 32, float, v8f, v8i,
           __builtin_amdgcn_wmma_f32_16x16x64_fp8_fp8(a.v, b.v, (short)0, acc.v, false, false))
WMMA_BYTES(wmma_i32_16x16x64_iu8, 64, 32, int, v8i, v8i,
           __builtin_amdgcn_wmma_i32_16x16x64_iu8(true, a.v, true, b.v, acc.v, false, false))
#endif

// Sparse A (v_smfmac_*, v_swmmac_*): A is 2:4-sparse along K (the host zeroes two of every four
// consecutive k). Each lane takes its DENSE slots of A in the dense op's layout (KOF: the k of slot s,
// the layout B uses), keeps two values per group of four slots (the non-zero ones; zeros fill a group
// with fewer) and writes each kept value's position in its group (2 bits, value c at bits 2c) into
// the index operand, as the matrix cores expect (CDNA3/CDNA4 and RDNA4 ISA guides).
#define SPARSE_GEMM(NAME, WAVE, OM, OK, DENSE, KOF, SRC_T, AV, BV, ET, ELEM, C_T, CV, NREG, LOADC, STORED, CALL) \
  kernel void NAME(global const SRC_T* A, global const SRC_T* B, global const C_T* C, global C_T* D, int M,  \
                   int N, int K) {                                                                         \
    TILE_SETUP(WAVE, OM, OM)                                                                               \
    const int om = (OM), dense = (DENSE);                                                                  \
    union { CV v; C_T e[NREG]; } acc;                                                                      \
    LOADC                                                                                                  \
    int i = lane % om;                                                                                     \
    for (int k0 = 0; k0 < K; k0 += (OK)) {                                                                 \
      union { AV v; ET e[(DENSE) / 2]; } a;                                                                \
      union { BV v; ET e[DENSE]; } b;                                                                      \
      uint index = 0;                                                                                      \
      for (int g = 0; g < dense / 4; ++g) {                                                                \
        int n = 0, pos0 = 0, pos1 = 1;                                                                     \
        SRC_T v0 = 0, v1 = 0;                                                                              \
        for (int q = 0; q < 4; ++q) {                                                                      \
          int k = KOF(k0, 4 * g + q);                                                                      \
          SRC_T x = IN_A(i, k) ? A[IDX_A(i, k)] : 0;                                                       \
          if (x != 0 && n == 1) { pos1 = q; v1 = x; n = 2; }                                               \
          if (x != 0 && n == 0) { pos0 = q; v0 = x; n = 1; }                                               \
        }                                                                                                  \
        if (n == 1 && pos0 == 3) { pos0 = 2; pos1 = 3; v1 = v0; v0 = 0; }                                  \
        else if (n == 1) pos1 = pos0 + 1;                                                                  \
        a.e[2 * g] = ELEM(v0);                                                                             \
        a.e[2 * g + 1] = ELEM(v1);                                                                         \
        index |= (uint)(pos0 | pos1 << 2) << (4 * g);                                                      \
      }                                                                                                    \
      for (int s = 0; s < dense; ++s) {                                                                    \
        int k = KOF(k0, s);                                                                                \
        b.e[s] = ELEM(IN_B(k, i) ? B[IDX_B(k, i)] : 0);                                                    \
      }                                                                                                    \
      acc.v = CALL;                                                                                        \
    }                                                                                                      \
    STORED                                                                                                 \
  }
#define SP_NOCONV(x) (x)

#if defined(__gfx942__) || defined(__gfx950__)
// MFMA: lane group l / OM holds DENSE consecutive k.
#define SP_MFMA_K(k0, s) ((k0) + (lane / om) * dense + (s))
// abid picks the index set when cbsz is 0 (16-bit sources: four 8-bit sets; 8-bit: two 16-bit sets);
// with cbsz != 0 the instruction reads set 0.
SPARSE_GEMM(smfmac_f32_16x16x32_f16, 64, 16, 32, 8, SP_MFMA_K, ushort, v4h, v8h, half, AS_HALF, float, v4f, 4,
            MFMA_LOAD_C(acc, 4, 16, 16), MFMA_STORE_D(acc, 4, 16, 16),
            __builtin_amdgcn_smfmac_f32_16x16x32_f16(a.v, b.v, acc.v, (int)(index << 8), 0, 1))
SPARSE_GEMM(smfmac_f32_32x32x16_bf16, 64, 32, 16, 8, SP_MFMA_K, ushort, v4s, v8s, short, AS_SHORT, float, v16f,
            16, MFMA_LOAD_C(acc, 16, 32, 32), MFMA_STORE_D(acc, 16, 32, 32),
            __builtin_amdgcn_smfmac_f32_32x32x16_bf16(a.v, b.v, acc.v, (int)(index << 24), 0, 3))
SPARSE_GEMM(smfmac_i32_16x16x64_i8, 64, 16, 64, 16, SP_MFMA_K, uchar, v2i, v4i, uchar, SP_NOCONV, int, v4i, 4,
            MFMA_LOAD_C(acc, 4, 16, 16), MFMA_STORE_D(acc, 4, 16, 16),
            __builtin_amdgcn_smfmac_i32_16x16x64_i8(a.v, b.v, acc.v, (int)(index << 16), 0, 1))
SPARSE_GEMM(smfmac_f32_32x32x32_bf8_fp8, 64, 32, 32, 16, SP_MFMA_K, uchar, v2i, v4i, uchar, SP_NOCONV, float,
            v16f, 16, MFMA_LOAD_C(acc, 16, 32, 32), MFMA_STORE_D(acc, 16, 32, 32),
            __builtin_amdgcn_smfmac_f32_32x32x32_bf8_fp8(a.v, b.v, acc.v, (int)index, 1, 1))
#ifdef __gfx950__
typedef half v16h_ __attribute__((ext_vector_type(16)));
// gfx950's doubled K: 16-bit sources take two 16-bit sets, 8-bit ones the whole register.
SPARSE_GEMM(smfmac_f32_16x16x64_f16, 64, 16, 64, 16, SP_MFMA_K, ushort, v8h, v16h_, half, AS_HALF, float, v4f, 4,
            MFMA_LOAD_C(acc, 4, 16, 16), MFMA_STORE_D(acc, 4, 16, 16),
            __builtin_amdgcn_smfmac_f32_16x16x64_f16(a.v, b.v, acc.v, (int)(index << 16), 0, 1))
SPARSE_GEMM(smfmac_f32_16x16x128_fp8_fp8, 64, 16, 128, 32, SP_MFMA_K, uchar, v4i, v8i, uchar, SP_NOCONV, float,
            v4f, 4, MFMA_LOAD_C(acc, 4, 16, 16), MFMA_STORE_D(acc, 4, 16, 16),
            __builtin_amdgcn_smfmac_f32_16x16x128_fp8_fp8(a.v, b.v, acc.v, (int)index, 0, 0))
#endif
#endif

#ifdef __gfx1201__
// WMMA: runs of 8 k alternating between the half-waves (the dense 16x16x32 layout).
#define SP_WMMA_K(k0, s) WMMA_K(k0, s, 8)
SPARSE_GEMM(swmmac_f32_16x16x32_f16, 32, 16, 32, 16, SP_WMMA_K, ushort, v8h, v16h, half, AS_HALF, float, v8f, 8,
            WMMA_LOAD_C(acc, SAME), WMMA_STORE_D(acc, SAME),
            __builtin_amdgcn_swmmac_f32_16x16x32_f16_w32(a.v, b.v, acc.v, (int)index))
SPARSE_GEMM(swmmac_i32_16x16x32_iu8, 32, 16, 32, 16, SP_WMMA_K, uchar, v2i, v4i, uchar, SP_NOCONV, int, v8i, 8,
            WMMA_LOAD_C(acc, SAME), WMMA_STORE_D(acc, SAME),
            __builtin_amdgcn_swmmac_i32_16x16x32_iu8_w32(true, a.v, true, b.v, acc.v, (int)index, false))
SPARSE_GEMM(swmmac_f32_16x16x32_bf8_fp8, 32, 16, 32, 16, SP_WMMA_K, uchar, v2i, v4i, uchar, SP_NOCONV, float, v8f,
            8, WMMA_LOAD_C(acc, SAME), WMMA_STORE_D(acc, SAME),
            __builtin_amdgcn_swmmac_f32_16x16x32_bf8_fp8_w32(a.v, b.v, acc.v, (int)index))
#endif
