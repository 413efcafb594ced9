// Pieces the kernel families share: element-type dispatch, block reductions,
// tolerances.
#pragma once

#include "Registry.h"

#include "fly/dsl/fx.h"

#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace fly::kernels {

namespace fx = fly::fx;

// Calls f.template operator()<T>() with T the fx type named by `dtype` (f32, f16, bf16).
template <class F> void withFloatType(const std::string &dtype, F &&f) {
  if (dtype == "f16") f.template operator()<fx::Float16>();
  else if (dtype == "bf16") f.template operator()<fx::BFloat16>();
  else f.template operator()<fx::Float32>();
}

// Elements of T in one 128-bit access.
template <class T> constexpr int vector128 = int(128 / fx::elemBits(T::elem));

// C consecutive elements of `p` from `at` as f32, into out[0 .. C) (C = 1: a scalar load).
template <class T, int C, class P> void loadAsF32(const P &p, fx::Index at, fx::Float32 *out) {
  if constexpr (C == 1) {
    out[0] = p.load(at).template to<fx::Float32>();
  } else {
    auto v = p.template load<C>(at).template to<fx::Float32>();
    for (int i = 0; i < C; ++i) out[i] = v[i];
  }
}
// in[0 .. C) rounded to T, stored as C consecutive elements of `p` from `at`.
template <class T, int C, class P> void storeFromF32(const P &p, fx::Index at, const fx::Float32 *in) {
  if constexpr (C == 1) {
    p.store(at, in[0].template to<T>());
  } else {
    std::array<fx::Float32, C> xs;
    for (int i = 0; i < C; ++i) xs[i] = in[i];
    p.store(at, fx::from_elements<fx::Vector<fx::Float32, C>>(xs).template to<T>());
  }
}
// Calls f.template operator()<C>() for a runtime C in {1, 2, 4, 8} (a vector width).
template <class F> void withWidth(int c, F &&f) {
  switch (c) {
  case 1: f.template operator()<1>(); break;
  case 2: f.template operator()<2>(); break;
  case 4: f.template operator()<4>(); break;
  default: f.template operator()<8>(); break;
  }
}

inline int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
inline int64_t param(const Params &p, const std::string &key) { return std::stoll(p.at(key)); }

// Reduces v across the wave with xor shuffles (every lane gets the result).
fx::Float32 waveReduce(fx::Float32 v, fx::Reduction kind, int waveSize);
// Reduces v across the work-group of `blockSize` threads (x only); every thread gets the result.
fx::Float32 blockReduce(fx::Float32 v, fx::Reduction kind, int blockSize, int waveSize);
fx::Float32 combine(fx::Float32 a, fx::Float32 b, fx::Reduction kind);

// The per-row kernels (block_reduce, softmax, layernorm, rmsnorm): one work-group of BLOCK
// threads per row of an M x N matrix. rowProblem sets the problem dims, the grid rule and
// adds the `block` parameter; rowLaunch is the launch for M rows.
void rowProblem(Entry &e, int64_t defaultRows, int64_t defaultCols);
runtime::LaunchConfig rowLaunch(const Params &p, int64_t rows);
// How many 128-bit vectors of its share of a row each of `block` threads keeps in registers at
// most (V elements a vector): 16 KiB of the row (1024 vectors) over the block, at most 4 a thread
// (16 VGPRs as loaded), so 4096 f32 or 8192 16-bit columns at block 256.
int rowCacheVectors(int block, int vector);
// The row kernels' register cache, its depth chosen from the row's length `n` (a uniform
// branch, so a short row carries no vectors or loops it does not use): body(K, sure, rest) is
// built for K = 1, 2, 4 .. kmax vectors of `stride` columns (block * V) a thread, the branch
// for K taken when (K / 2) * stride < n <= K * stride, so the first `sure` = K / 2 vectors
// hold columns in every thread; the last (K = kmax) takes every longer row, with `rest` true:
// columns past kmax * stride are the body's to stream.
void rowTiers(fx::Index n, int64_t stride, int kmax, const std::function<void(int K, int sure, bool rest)> &body);
// A row of `n` columns starting at element `base` of a tensor whose start is 16-byte aligned,
// split for 128-bit access of V elements a vector: the `head` columns before the row's first
// V-aligned element (fewer than V, none when the row starts aligned), `vecCols` columns of whole
// aligned vectors after them (a multiple of V; vector j starts at column head + j * V), and the
// tail after those. The head and the tail are `extras` = n - vecCols columns (fewer than 2V), one
// a thread: thread t < extras takes column extraColumn(t). Rows of any N then stream 128-bit
// vectors only; the row kernels pass vecCols to rowTiers.
struct RowSpan {
  fx::Index head, vecCols, extras;
  fx::Index extraColumn(fx::Index t) const;
};
RowSpan rowSpan(fx::Index base, fx::Index n, int vector);

// |got - want| allowed for an output of `type`: `relative` of |want| plus the same absolute
// floor, where `relative` is what f32 arithmetic in a different order costs (given) or the
// rounding of the narrower type (half an ulp of f16/bf16, doubled for the accumulated error).
double standardTolerance(const std::string &type, double want, double f32Relative);

// Entry::inspectInputs helpers. The position of the argument named `name` in `plan` (it must be
// there).
size_t argumentIndex(const Plan &plan, std::string_view name);
// The first element at row-major offsets [from, to) of input `name` whose value is outside
// [low, high) (and not `exempt`, when given) as "KERNEL: NAME[i, j] = V is outside [low, high)
// (WHY)", or "".
std::string firstOutside(const std::string &kernel, const Plan &plan, const std::vector<HostData> &inputs,
                         std::string_view name, int64_t from, int64_t to, int64_t low, int64_t high,
                         const std::string &why, std::optional<int64_t> exempt = std::nullopt);

} // namespace fly::kernels
