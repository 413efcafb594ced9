// GEMM-like kernels for bench_emu. C[MxN] = A[MxK] * B[KxN], row-major f32.
#define TID_X() ((int)__builtin_amdgcn_workitem_id_x())
#define TID_Y() ((int)__builtin_amdgcn_workitem_id_y())
#define GID_X() ((int)__builtin_amdgcn_workgroup_id_x())
#define GID_Y() ((int)__builtin_amdgcn_workgroup_id_y())
#define BARRIER()                                                                                  \
  do {                                                                                             \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                                          \
    __builtin_amdgcn_s_barrier();                                                                  \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                                          \
  } while (0)

// 16x16 work-group, 16x16 tiles staged through LDS (M, N, K multiples of 16).
__kernel void sgemm_tiled(__global const float *A, __global const float *B, __global float *C, int M, int N, int K) {
  __local float as[16][17], bs[16][17];
  int tx = TID_X(), ty = TID_Y();
  int row = GID_Y() * 16 + ty, col = GID_X() * 16 + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 16) {
    as[ty][tx] = A[row * K + k0 + tx];
    bs[ty][tx] = B[(k0 + ty) * N + col];
    BARRIER();
    for (int k = 0; k < 16; ++k) acc += as[ty][k] * bs[k][tx];
    BARRIER();
  }
  C[row * N + col] = acc;
}

#ifdef __gfx942__
typedef float v4f __attribute__((ext_vector_type(4)));
// One wave per 16x16 tile of C, K stepped by 4 with v_mfma_f32_16x16x4_f32.
__kernel void sgemm_mfma(__global const float *A, __global const float *B, __global float *C, int M, int N, int K) {
  int l = TID_X(), r = l % 16, g = l / 16;
  int row0 = GID_Y() * 16, col0 = GID_X() * 16;
  v4f acc = {0, 0, 0, 0};
  for (int k0 = 0; k0 < K; k0 += 4)
    acc = __builtin_amdgcn_mfma_f32_16x16x4f32(A[(row0 + r) * K + k0 + g], B[(k0 + g) * N + col0 + r], acc, 0, 0, 0);
  for (int i = 0; i < 4; ++i) C[(row0 + 4 * g + i) * N + col0 + r] = acc[i];
}
#endif

#ifdef __gfx1201__
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half v8h __attribute__((ext_vector_type(8)));
typedef float v8f __attribute__((ext_vector_type(8)));
// One wave32 per 16x16 tile of C, K stepped by 16 with v_wmma_f32_16x16x16_f16 (A and B rounded to
// f16 as they are loaded): lane l holds row/column l % 16, k = 8 * (l / 16) + slot.
__kernel void hgemm_wmma(__global const float *A, __global const float *B, __global float *C, int M, int N, int K) {
  int l = TID_X(), r = l % 16, h = l / 16;
  int row0 = GID_Y() * 16, col0 = GID_X() * 16;
  v8f acc = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int k0 = 0; k0 < K; k0 += 16) {
    v8h a, b;
    for (int s = 0; s < 8; ++s) {
      int k = k0 + 8 * h + s;
      a[s] = (half)A[(row0 + r) * K + k];
      b[s] = (half)B[k * N + col0 + r];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, acc);
  }
  for (int i = 0; i < 8; ++i) C[(row0 + 8 * h + i) * N + col0 + r] = acc[i];
}
#endif
