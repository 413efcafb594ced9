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
// offset is pushed past the end). `atomic` (TOut f32): added with atomics, predicated. TOut i32:
// an i32 accumulator stored as it is.
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
        if constexpr (std::is_same_v<TOut, fx::Int32>) {
          gc.store(fx::select(row < M && col < N, row * N + col, past), acc.get<fx::Int32>(v, r, c));
          continue;
        }
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
// software-pipelined `depth` K steps deep (1 or 2): A goes through two LDS stages (ping-pong) and
// B from global memory straight into registers. Step k (K offset k0 = k * tk) multiplies the A
// tile in LDS stage k % 2 (readA(stage, s): micro-step s's A operand) by the B registers loaded
// `depth` steps earlier, micro-step by micro-step (mma(acc, stage, k0, s, a, b) for s <
// microSteps), stores step k + 1's A tile (in registers since step k + 1 - depth) into the other
// stage, and ends with a barrier. Its own global loads are for step k + depth: A's packs into
// registers at the step's top, B's micro-step s (loadB(b, k0, s) fills tiles (., s) of b) right
// after micro-step s's MFMAs have read the registers step k's B occupies, so B and A each need
// `depth` register sets and a load has `depth` steps of MFMAs to hide behind (at depth 1, A's
// wait comes at the end of the step that loaded it). Scheduling barriers keep the loads where they
// are written (LLVM sinks them next to their use otherwise), letting LDS reads and address
// arithmetic move across. The prologue loads steps 0 .. depth - 1 (past the last step they read
// data they do not use, or zeros past the end of a buffer) and stores step 0's A. Steps 0 ..
// kSteps - depth - 1 load; the loop runs them two an iteration (constant stages; the register
// sets alternate, so nothing is copied at the back edge); the rest (one more loading step when
// their count is odd, then the last `depth` steps) follow the loop, each stage a constant.
// `bShape` gives B's fragment per step (no tiles: mma loads its B itself).
// pipelinedKLoop's depth for parameter value `prefetch` ("1", "2" or "auto"): auto takes 2 when
// the accumulator and two register sets of A and B (VGPRs per thread) stay within 128 VGPRs, so
// that deep tiles keep their registers (and occupancy) and no tile spills, else 1.
inline int pipelineDepth(const std::string &prefetch, int accRegs, int aRegs, int bRegs) {
  if (prefetch == "1" || prefetch == "2") return prefetch[0] - '0';
  return accRegs + 2 * (aRegs + bRegs) <= 128 ? 2 : 1;
}

template <class APack>
fx::Fragment pipelinedKLoop(fx::Fragment acc, fx::Index kSteps, int tk, int depth, int microSteps,
                            const fx::Fragment &bShape,
                            const std::function<std::vector<APack>(fx::Index k0)> &loadA,
                            const std::function<void(const std::vector<APack> &, fx::Index stage)> &storeA,
                            const std::function<void(fx::Fragment &b, fx::Index k0, int s)> &loadB,
                            const std::function<fx::Fragment(fx::Index stage, int s)> &readA,
                            const std::function<void(fx::Fragment &acc, fx::Index stage, fx::Index k0, int s,
                                                     const fx::Fragment &a, const fx::Fragment &b)> &mma) {
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
  // Entering step k: the accumulator, then steps k + 1 .. k + depth - 1's A, then steps k ..
  // k + depth - 1's B.
  std::vector<fx::Fragment> state{acc};
  std::vector<APack> a0 = loadA(fx::Index(0));
  std::vector<fx::Fragment> bs{loadWholeB(fx::Index(0))};
  for (int d = 1; d < depth; ++d) {
    state.push_back(fragmentOf(loadA(fx::Index(int64_t(d * tk)))));
    bs.push_back(loadWholeB(fx::Index(int64_t(d * tk))));
  }
  state.insert(state.end(), bs.begin(), bs.end());
  fx::rocdl::sched_barrier(0);
  storeA(a0, fx::Index(0));
  fx::barrier();

  // Step `at` (its A in `stage`): loads step at + depth when `load`, stores step at + 1's A when
  // `storeNext`; returns the state entering step at + 1.
  auto step = [&](std::vector<fx::Fragment> st, fx::Index at, int stage, bool load, bool storeNext) {
    fx::Index later = (at + int64_t(depth)) * tk;
    fx::Fragment aLoaded, bLoaded = bShape;
    if (load) {
      aLoaded = fragmentOf(loadA(later));
      fx::rocdl::sched_barrier(kMovable);
    }
    const fx::Fragment &b = st[size_t(depth)];
    for (int s = 0; s < microSteps; ++s) {
      mma(st[0], fx::Index(int64_t(stage)), at * tk, s, readA(fx::Index(int64_t(stage)), s), b);
      if (load) {
        fx::rocdl::sched_barrier(kMovable);
        loadB(bLoaded, later, s);
        fx::rocdl::sched_barrier(kMovable);
      }
    }
    if (storeNext) storeA(packsOf(depth == 1 ? aLoaded : st[1]), fx::Index(int64_t(1 - stage)));
    // The last step's barrier keeps the LDS free for an epilogue that reuses it.
    fx::barrier();
    // Without loads the new places hold fragments with no values, which no later step reads.
    std::vector<fx::Fragment> next{st[0]};
    if (depth > 1) {
      next.insert(next.end(), st.begin() + 2, st.begin() + depth); // A of steps at + 2 ..
      next.push_back(aLoaded);
    }
    next.insert(next.end(), st.begin() + depth + 1, st.end()); // B of steps at + 1 ..
    next.push_back(bLoaded);
    return next;
  };
  // The loop carries A's and B's tiles as vectors of i32: carried as 8-bit vectors, LLVM's
  // bitcasts from the loaded words land in the loop header, more than LoopRotate takes (16
  // instructions), and the unrotated loop copies every carried register at its back edge.
  auto asWords = [&](std::vector<fx::Fragment> st, bool words) {
    ir::Context &ctx = fx::state().context();
    for (size_t i = 1; i < st.size(); ++i) {
      const fx::Fragment &shape = state[i];
      int bits = int(fx::elemBits(shape.elem())) * shape.frgV();
      if (shape.elem() == fx::Elem::I32 || bits % 32 || shape.tiles().empty()) continue;
      fx::Fragment to = words ? fx::Fragment(fx::Elem::I32, bits / 32, shape.restRow(), shape.restCol()) : shape;
      for (size_t t = 0; t < to.tiles().size(); ++t)
        to.tiles()[t] = fx::detail::bitcast(st[i].tiles()[t], to.tileType(ctx), fx::SourceLoc::current());
      st[i] = to;
    }
    return st;
  };
  // Loading steps 0 .. 2 * pairs - 1, pairs = (kSteps - depth) / 2.
  std::vector<fx::Fragment> out = fx::range(0, (kSteps - int64_t(depth)) / 2, 1, asWords(state, true),
                                            [&](fx::Index pair, std::vector<fx::Fragment> c) {
    fx::Index first = pair * 2;
    return asWords(step(step(asWords(c, false), first, 0, true, true), first + 1, 1, true, true), true);
  });
  out = asWords(out, false);
  // The last `depth` steps (no loads) from stage `stage`.
  auto finish = [&](std::vector<fx::Fragment> st, fx::Index first, int stage) {
    for (int d = 0; d < depth; ++d) st = step(st, first + int64_t(d), (stage + d) % 2, false, d + 1 < depth);
    return st[0];
  };
  // Left: an even count of loading steps: the last steps from stage 0; an odd count: one more
  // loading step (stage 0), then the last steps from stage 1; or (depth 2) a one-step loop.
  return fx::if_((kSteps - int64_t(depth)) % 2 == 0, out[0], [&] { return finish(out, kSteps - int64_t(depth), 0); },
                 [&] {
    auto odd = [&] { return finish(step(out, kSteps - int64_t(depth + 1), 0, true, true), kSteps - int64_t(depth), 1); };
    if (depth == 1) return odd();
    return fx::if_(kSteps < int64_t(depth), out[0], [&] { return step(out, fx::Index(0), 0, false, false)[0]; }, odd);
  });
}

} // namespace fly::kernels
