// What the GEMM families (Gemm.cpp, PreshuffleGemm.cpp) share: the (M, N, K) argument list, the
// CPU reference and tolerance, the 32-bit buffer-offset limit, and the epilogue that writes
// accumulator values to a row-major C with the ragged edges predicated.
#pragma once

#include "Common.h"

#include <functional>
#include <type_traits>

namespace fly::kernels {

// A (M x K), B (N x K, `bHelp` says how it is laid out), C (M x N) and the scalars M, N, K.
std::vector<Argument> gemmArguments(const std::vector<int64_t> &problem, const std::string &inType,
                                    const std::string &outType, const std::string &bHelp, const std::string &cHelp);

// C = A * B^T in double precision from the values the device saw; bIndex(n, k, K) is where
// element (n, k) of B is in the B argument.
void gemmReference(const std::vector<int64_t> &problem, std::vector<HostData> &data,
                   const std::function<int64_t(int64_t n, int64_t k, int64_t K)> &bIndex);

// f32 accumulation in another order, then C rounded to its type.
inline constexpr const char *kGemmTolerance =
    "ulp of the type * |C| + K * max|A| * max|B| * 2^-22 (f32 accumulation in another order)";
double gemmAllowedError(const std::vector<int64_t> &problem, const std::string &type, double want);
// Inputs in [-2, 2] (the bound kGemmTolerance uses).
inline constexpr double kGemmInputBound = 2.0;

// "" or why 32-bit buffer offsets cannot address operands of `bytes`-byte elements.
std::string gemmSizeLimit(const std::string &kernel, int64_t M, int64_t N, int64_t K, int64_t bytes);

// Writes value (v, r, c) of the f32 accumulator fragment to C[rowOf(v, r, c)][colOf(v, r, c)]
// (M x N row-major), converted to TOut; values outside M x N are dropped (a buffer store whose
// offset is pushed past the end). `atomic` (TOut f32): added with atomics, predicated.
template <class TOut>
void storeAccumulators(const fx::Fragment &acc, const std::function<fx::Int32(int v, int r, int c)> &rowOf,
                       const std::function<fx::Int32(int v, int r, int c)> &colOf, fx::Ptr<TOut> out, fx::Int32 M,
                       fx::Int32 N, bool atomic = false) {
  const fx::Int32 bytes(int64_t(fx::elemBits(TOut::elem) / 8));
  fx::Buffer<TOut> gc(out, M * N * bytes);
  fx::Int32 past = M * N;
  for (int r = 0; r < acc.restRow(); ++r)
    for (int c = 0; c < acc.restCol(); ++c)
      for (int v = 0; v < acc.frgV(); ++v) {
        fx::Int32 row = rowOf(v, r, c), col = colOf(v, r, c);
        fx::Float32 value = acc.get<fx::Float32>(v, r, c);
        if constexpr (std::is_same_v<TOut, fx::Float32>) {
          if (atomic) {
            fx::if_(row < M && col < N, [&] { out.atomic_add((row * N + col).template to<fx::Index>(), value); });
            continue;
          }
        }
        gc.store(fx::select(row < M && col < N, row * N + col, past), value.template to<TOut>());
      }
}

} // namespace fly::kernels
