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

// C = A * B^T in double precision from the values the device saw; bValue(n, k, K) is element
// (n, k) of B, read from the B argument wherever its layout keeps it.
void gemmReference(const std::vector<int64_t> &problem, std::vector<HostData> &data,
                   const std::function<double(int64_t n, int64_t k, int64_t K)> &bValue);

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

// The same with the vectors' places in C given by the caller: the 16-byte vector of tile row
// `row`, columns [col, col + V), goes to element offset at(pass, row, col) of `gc` (an offset
// past its end drops it); pass p is the p-th vector a thread stores (i = tid + p * threads).
template <class TOut>
void storeTileShuffled(const fx::Fragment &acc, const std::function<fx::Index(int v, int r, int c)> &rowOf,
                       const std::function<fx::Index(int v, int r, int c)> &colOf,
                       const fx::Ptr<TOut, ir::AddressSpace::Shared> &lds, int tileM, int tileN, int threads,
                       const std::function<fx::Int32(int pass, fx::Index row, fx::Index col)> &at,
                       const fx::Buffer<TOut> &gc) {
  constexpr int V = 128 / int(fx::elemBits(TOut::elem));
  const int chunksPerRow = tileN / V;
  int pow2 = 1; // the largest power of two (at most 8) dividing chunksPerRow: XOR stays inside the row
  while (pow2 < 8 && chunksPerRow % (pow2 * 2) == 0) pow2 *= 2;
  const int spread = pow2 / 2; // XOR patterns of chunk pairs (one 16-lane group writes 2 chunks of 16-bit values)
  auto place = [&](fx::Index row, fx::Index chunk) {
    if (spread <= 1) return row * tileN + chunk * V;
    return row * tileN + (chunk ^ (((row / 4) % spread) * 2)) * V;
  };
  for (int r = 0; r < acc.restRow(); ++r)
    for (int c = 0; c < acc.restCol(); ++c)
      for (int v = 0; v < acc.frgV(); ++v) {
        fx::Index row = rowOf(v, r, c), col = colOf(v, r, c);
        lds.store(place(row, col / V) + col % V, acc.get<fx::Float32>(v, r, c).template to<TOut>());
      }
  fx::barrier();
  fx::Index tid = fx::thread_idx.x();
  const int chunks = tileM * chunksPerRow;
  for (int base = 0; base < chunks; base += threads) {
    auto move = [&] {
      fx::Index i = tid + base;
      fx::Index row = i / chunksPerRow, chunk = i % chunksPerRow;
      auto vec = lds.template load<V>(place(row, chunk));
      gc.store(at(base / threads, row, chunk * V), vec);
    };
    if (base + threads <= chunks) move();
    else fx::if_(tid + base < chunks, move);
  }
}

// The C-shuffle epilogue (FlyDSL's c_shuffle_epilog, CK's CShuffle): every value of the f32
// accumulator fragment `acc`, converted to TOut, goes to its place (rowOf, colOf: its row and
// column within the tile_m x tile_n tile of C) in `lds`, a row-major tile in LDS (tile_m * tile_n
// elements; the caller's last reads of it must be behind a barrier); after a barrier the `threads`
// threads of the work-group read the tile back as rows of 16-byte vectors and store each with one
// buffer store at C[rowBlock + row][colBlock + col], dropped when the row is >= M or the column >= N.
// Needs N and tile_n multiples of 8 (a vector is wholly inside or outside C). The tile's 16-byte
// chunks are XOR-swizzled by (row / 4): the MFMA layout writes rows 4 apart from the four 16-lane
// groups of a wave, which then land in distinct banks.
template <class TOut>
void storeAccumulatorsShuffled(const fx::Fragment &acc, const std::function<fx::Index(int v, int r, int c)> &rowOf,
                               const std::function<fx::Index(int v, int r, int c)> &colOf,
                               const fx::Ptr<TOut, ir::AddressSpace::Shared> &lds, int tileM, int tileN, int threads,
                               fx::Int32 rowBlock, fx::Int32 colBlock, fx::Ptr<TOut> out, fx::Int32 M, fx::Int32 N) {
  const fx::Int32 bytes(int64_t(fx::elemBits(TOut::elem) / 8));
  fx::Buffer<TOut> gc(out, M * N * bytes);
  fx::Int32 past = M * N;
  storeTileShuffled<TOut>(acc, rowOf, colOf, lds, tileM, tileN, threads, [&](int, fx::Index row, fx::Index col) {
    fx::Int32 gRow = rowBlock + row.template to<fx::Int32>(), gCol = colBlock + col.template to<fx::Int32>();
    return fx::select(gRow < M && gCol < N, gRow * N + gCol, past);
  }, gc);
}

// The K loop of the preshuffled-B GEMMs (preshuffle_gemm, moe_gemm; FlyDSL's preshuffle design),
// software-pipelined: A goes through two LDS stages (ping-pong) and B from global memory straight
// into registers, both one K step ahead. Before the loop: loadA(0) stored to stage 0, loadB(0)
// held. Step `step` (K offset k0 = step * tk) issues the next step's global loads first (A's
// packs into registers, B's into a fragment), then runs mmas(acc, stage, k0, b) over the A tile
// in LDS stage `stage` = step % 2 and this step's B fragment `b` (loaded one step earlier), then
// stores the prefetched A into the other stage; one barrier per step. The last step loads
// nothing. The loop runs the prefetching steps two an iteration: B's two register sets
// alternate, so the carried set is dead by the time the loads that replace it are issued and
// LLVM keeps it in place (one step an iteration ends with copies of the loop-carried B, each
// waiting for its load). The one or two steps left (the last, and before it a prefetching one
// when the count is even) follow the loop, each stage a constant. loadB's fragment has one tile
// per B pack of a step (no tiles: the step loads its B itself).
template <class APack>
fx::Fragment pipelinedKLoop(fx::Fragment acc, fx::Index kSteps, int tk,
                            const std::function<std::vector<APack>(fx::Index k0)> &loadA,
                            const std::function<void(const std::vector<APack> &, fx::Index stage)> &storeA,
                            const std::function<fx::Fragment(fx::Index k0)> &loadB,
                            const std::function<void(fx::Fragment &acc, fx::Index stage, fx::Index k0, const fx::Fragment &b)> &mmas) {
  storeA(loadA(fx::Index(0)), fx::Index(0));
  fx::Fragment b0 = loadB(fx::Index(0));
  fx::barrier();
  // A prefetching step: load step at + 1's A and B, multiply step `at` (A in `stage`, B in b).
  auto step = [&](fx::Fragment &carried, fx::Index at, int stage, const fx::Fragment &b) {
    fx::Index next = at + 1;
    std::vector<APack> prefetched = loadA(next * tk);
    fx::Fragment bNext = loadB(next * tk);
    fx::rocdl::sched_barrier(0);
    mmas(carried, fx::Index(int64_t(stage)), at * tk, b);
    storeA(prefetched, fx::Index(int64_t(1 - stage)));
    fx::barrier();
    return bNext;
  };
  // The last step: nothing to load; the barrier after it keeps the LDS free for an epilogue that
  // reuses it (as every step's barrier does).
  auto last = [&](fx::Fragment &carried, int stage, const fx::Fragment &b) {
    mmas(carried, fx::Index(int64_t(stage)), (kSteps - 1) * tk, b);
    fx::barrier();
  };
  // Steps 0 .. 2 * pairs - 1, pairs = (kSteps - 1) / 2: all prefetch a step that exists.
  std::vector<fx::Fragment> out = fx::range(0, (kSteps - 1) / 2, 1, std::vector<fx::Fragment>{acc, b0},
                                            [&](fx::Index pair, std::vector<fx::Fragment> carried) {
    fx::Index first = pair * 2;
    fx::Fragment b1 = step(carried[0], first, 0, carried[1]);
    fx::Fragment b2 = step(carried[0], first + 1, 1, b1);
    return std::vector<fx::Fragment>{carried[0], b2};
  });
  // Left: steps kSteps - 2 (stage 0, prefetching) and kSteps - 1 (stage 1) for an even count, or
  // step kSteps - 1 (stage 0) for an odd one.
  return fx::if_((kSteps % 2) == 0, out[0], [&] {
    fx::Fragment a = out[0];
    fx::Fragment b = step(a, kSteps - 2, 0, out[1]);
    last(a, 1, b);
    return a;
  }, [&] {
    fx::Fragment a = out[0];
    last(a, 0, out[1]);
    return a;
  });
}

} // namespace fly::kernels
