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
// software-pipelined two K steps deep: A goes through two LDS stages (ping-pong) and B from global
// memory straight into registers. Step `step` (K offset k0 = step * tk) multiplies the A tile in
// LDS stage step % 2 by the B registers loaded two steps earlier, micro-step by micro-step
// (mma(acc, stage, k0, s, b) for s < microSteps), and stores into the other stage the A tile
// loaded two steps earlier too; one barrier per step. Its own global loads are for step + 2: A's
// packs into registers at the step's top, B's micro-step s (loadB(b, k0, s) fills tiles (., s)
// of b) right after micro-step s's MFMAs have read the registers step's B occupies, so B needs
// two register sets (steps k and k + 2 share one) and A two; each load has two steps' MFMAs to
// hide behind (a chain of one step and a wait per step before). Scheduling barriers keep
// the loads where they are written (LLVM sinks them next to their use otherwise), letting LDS
// reads and address arithmetic move across. The prologue loads steps 0 and 1 (step 1 of a one-
// step loop reads zeros or data it does not use: buffer loads past the end read 0) and stores
// step 0's A. Steps 0 .. kSteps - 3 load; the loop runs them two an iteration (constant stages;
// B's and A's two register sets alternate, so nothing is copied at the back edge); the rest (a
// loading step when kSteps is odd, then the last two steps, or the only one) follow the loop,
// each stage a constant. `bShape` gives B's fragment per step (no tiles: mma loads its B itself).
template <class APack>
fx::Fragment pipelinedKLoop(fx::Fragment acc, fx::Index kSteps, int tk, int microSteps, const fx::Fragment &bShape,
                            const std::function<std::vector<APack>(fx::Index k0)> &loadA,
                            const std::function<void(const std::vector<APack> &, fx::Index stage)> &storeA,
                            const std::function<void(fx::Fragment &b, fx::Index k0, int s)> &loadB,
                            const std::function<void(fx::Fragment &acc, fx::Index stage, fx::Index k0, int s,
                                                     const fx::Fragment &b)> &mma) {
  // What may cross the scheduling barriers: VALU, SALU and LDS reads (LLVM's sched_barrier mask).
  constexpr int kMovable = 0x2 | 0x4 | 0x100;
  // A's packs carried through the loop as a fragment (one tile per pack).
  auto packsOf = [](const fx::Fragment &f) {
    std::vector<APack> packs;
    for (ir::Value *v : f.tiles()) packs.push_back(APack(v));
    return packs;
  };
  auto fragmentOf = [](const std::vector<APack> &packs) {
    fx::Fragment f(APack::elem, APack::lanes, int(packs.size()), 1);
    for (size_t j = 0; j < packs.size(); ++j) f.setTile(int(j), 0, packs[j].ir());
    return f;
  };
  auto loadWholeB = [&](fx::Index k0) {
    fx::Fragment b = bShape;
    for (int s = 0; s < microSteps; ++s) loadB(b, k0, s);
    return b;
  };
  std::vector<APack> a0 = loadA(fx::Index(0));
  fx::Fragment b0 = loadWholeB(fx::Index(0));
  fx::Fragment a1 = fragmentOf(loadA(fx::Index(int64_t(tk))));
  fx::Fragment b1 = loadWholeB(fx::Index(int64_t(tk)));
  fx::rocdl::sched_barrier(0);
  storeA(a0, fx::Index(0));
  fx::barrier();
  // Step `at` (A in `stage`, B in `b`): with `aNext` (step at + 1's A) stored after the MMAs; with
  // `load`, step at + 2's A and B loaded (returned in aNext and b, whose registers they reuse).
  struct Carried {
    fx::Fragment aNext, b;
  };
  auto step = [&](fx::Fragment &carried, fx::Index at, int stage, const fx::Fragment &b, const fx::Fragment *aNext,
                  bool load) {
    Carried out{fx::Fragment(), bShape};
    fx::Index later = (at + 2) * tk;
    if (load) {
      out.aNext = fragmentOf(loadA(later));
      fx::rocdl::sched_barrier(kMovable);
    }
    for (int s = 0; s < microSteps; ++s) {
      mma(carried, fx::Index(int64_t(stage)), at * tk, s, b);
      if (load) {
        fx::rocdl::sched_barrier(kMovable);
        loadB(out.b, later, s);
        fx::rocdl::sched_barrier(kMovable);
      }
    }
    if (aNext) storeA(packsOf(*aNext), fx::Index(int64_t(1 - stage)));
    // The last step's barrier keeps the LDS free for an epilogue that reuses it.
    fx::barrier();
    return out;
  };
  // Loading steps 0 .. 2 * pairs - 1, pairs = (kSteps - 2) / 2 (none for one or two steps).
  // Carried: the accumulator, step k + 1's A, steps k and k + 1's B.
  std::vector<fx::Fragment> out = fx::range(0, (kSteps - 2) / 2, 1, std::vector<fx::Fragment>{acc, a1, b0, b1},
                                            [&](fx::Index pair, std::vector<fx::Fragment> c) {
    fx::Index first = pair * 2;
    Carried s0 = step(c[0], first, 0, c[2], &c[1], true);
    Carried s1 = step(c[0], first + 1, 1, c[3], &s0.aNext, true);
    return std::vector<fx::Fragment>{c[0], s1.aNext, s0.b, s1.b};
  });
  // Left: kSteps even: steps kSteps - 2 (stage 0) and kSteps - 1 (stage 1); odd: a loading step
  // kSteps - 3 (stage 0), then kSteps - 2 (stage 1) and kSteps - 1 (stage 0); or the only step.
  return fx::if_((kSteps % 2) == 0, out[0], [&] {
    fx::Fragment a = out[0];
    step(a, kSteps - 2, 0, out[2], &out[1], false);
    step(a, kSteps - 1, 1, out[3], nullptr, false);
    return a;
  }, [&] {
    return fx::if_(kSteps == 1, out[0], [&] {
      fx::Fragment a = out[0];
      step(a, fx::Index(0), 0, out[2], nullptr, false);
      return a;
    }, [&] {
      fx::Fragment a = out[0];
      Carried s0 = step(a, kSteps - 3, 0, out[2], &out[1], true);
      step(a, kSteps - 2, 1, out[3], &s0.aNext, false);
      step(a, kSteps - 1, 0, s0.b, nullptr, false);
      return a;
    });
  });
}

} // namespace fly::kernels
