// The two grouped GEMMs of a 2-stage MoE layer (FlyDSL's kernels/moe/moe_gemm_2stage/gemm1.py and
// gemm2.py), int8 or fp8 inputs with a per-token (per-row) scale and a per-channel weight scale, on
// gfx942/gfx950 MFMA. Both read the output of moe_sorting: sorted_token_ids ((k << 24) | t, padded
// per expert to tile_m with the sentinel), sorted_expert_ids (the expert of each tile_m block),
// num_valid_ids[0] (the padded total; blocks past it exit at once) and sorted_weights.
//
// moe_gemm1 (stage 1): for the pair (t, k) on expert e,
//   out[t, k, n] = act(g) * u [* w(t, k)], g = sx[t] * sw1[e, n] * sum_d x[t, d] W1[e, n, d],
//                                          u = sx[t] * sw1[e, I + n] * sum_d x[t, d] W1[e, I + n, d],
// act silu or gelu (tanh form: 0.5 g (1 + tanh(sqrt(2/pi) (g + 0.044715 g^3)))), W1[e] the expert's 2I x D matrix (gate rows then up rows), out bf16.
// moe_gemm2 (stage 2): y[n] = sa[t, k] * sw2[e, n] * sum_i a2[t, k, i] W2[e, n, i] [* w(t, k)], then
// `atomic`: out[t, n] += y (f32 atomics; out must hold zeros, as moe_sorting leaves moe_buf),
// `atomic_bf16`: the same into bf16 out[t, n], two adjacent columns per packed atomic
// (global_atomic_pk_add_bf16, gfx942 and gfx950; the neighbouring lane's column through a lane
// shuffle), or `partial`: out[t, k, n] = y in bf16, summed over k by moe_reduce.
//
// The tile machinery is preshuffle_gemm's (PreshuffleGemm.cpp): four waves (2 x 2) per tile_m x
// tile_n tile; A gathered row by row through sorted_token_ids (a sentinel row reads past the end
// of the buffer, so 0) into a two-stage XOR-swizzled LDS ping-pong; each expert's B preshuffled on
// the host (Preshuffle.h, per expert) and read straight into the MFMA's registers two K steps
// ahead (the K loop is GemmCommon.h pipelinedKLoop, preshuffle_gemm's); 64-byte K
// micro-steps. Stage 1 carries the gate and the up columns of its tile in one accumulator fragment
// (the up half at fragment columns restN ..), so each A read from LDS feeds both.
#include "Families.h"
#include "GemmCommon.h"
#include "Preshuffle.h"

#include "fly/target/MmaAtom.h"

#include <array>
#include <map>
#include <memory>
#include <numeric>
#include <sstream>
#include <tuple>

namespace fly::kernels {

namespace {

constexpr int kWaves = 4, kWaveSize = 64, kThreads = kWaves * kWaveSize;
constexpr float kLog2e = 1.4426950408889634f;

struct MoeGemmConfig {
  int stage = 1;
  bool fp8 = false, gelu = false, doweight = false, atomic = false, atomicBf16 = false;
  int tileM = 32, tileN = 64, tileK = 128;
  int64_t experts = 8, topk = 2;
  fx::Elem elem = fx::Elem::I8;
  std::string atomText;
  int atomK = 32, rowsPerBankCycle = 1;
};

std::string inType(const Params &p, const target::Arch &arch) {
  if (p.at("dtype") == "int8") return "i8";
  return arch.name == std::string_view("gfx942") ? "f8E4M3FNUZ" : "f8E4M3FN";
}

std::string resolve(const std::string &kernel, const Params &p, const target::Arch &arch, MoeGemmConfig &c) {
  c.stage = kernel == "moe_gemm1" ? 1 : 2;
  c.fp8 = p.at("dtype") == "fp8";
  c.gelu = c.stage == 1 && p.at("act") == "gelu";
  c.doweight = p.at("doweight") == "1";
  c.atomic = c.stage == 2 && (p.at("mode") == "atomic" || p.at("mode") == "atomic_bf16");
  c.atomicBf16 = c.stage == 2 && p.at("mode") == "atomic_bf16";
  c.tileM = int(param(p, "unit_size"));
  c.tileN = int(param(p, "tile_n"));
  c.tileK = int(param(p, "tile_k"));
  c.experts = param(p, "experts");
  c.topk = param(p, "topk");
  std::string_view name = arch.name;
  if (name != "gfx942" && name != "gfx950")
    return kernel + " runs on gfx942 and gfx950 (MFMA, wave64), not " + std::string(name);
  bool gfx950 = name == "gfx950";
  if (c.topk > c.experts)
    return kernel + ": topk=" + std::to_string(c.topk) + " is larger than the expert count (experts=" +
           std::to_string(c.experts) + ")";
  if (c.fp8) {
    c.elem = gfx950 ? fx::Elem::F8E4M3FN : fx::Elem::F8E4M3FNUZ;
    c.atomK = 32;
    c.atomText = fx::rocdl::MFMA(16, 16, 32, c.elem, fx::Elem::F32);
  } else {
    c.elem = fx::Elem::I8;
    c.atomK = gfx950 ? 64 : 32;
    c.atomText = fx::rocdl::MFMA(16, 16, c.atomK, c.elem, fx::Elem::I32);
  }
  if (!target::parseMmaAtomType(c.atomText, &arch).ok()) return kernel + ": no atom " + c.atomText;
  if (c.tileM % 32 || c.tileN % 32)
    return kernel + ": unit_size=" + std::to_string(c.tileM) + " (the M tile) and tile_n=" + std::to_string(c.tileN) +
           " must be multiples of 32 (2 x 2 waves of 16 x 16 atoms)";
  if (c.tileK < 64 || c.tileK > 512 || (c.tileK & (c.tileK - 1)))
    return kernel + ": tile_k=" + std::to_string(c.tileK) + " must be 64, 128, 256 or 512 (A's LDS rows of 8-bit values)";
  c.rowsPerBankCycle = std::max(1, arch.ldsBanks * 4 / c.tileK);
  return "";
}

// Problem (T, D, I): tokens, model dim, inter dim. Stage 1: K = D, N = I (gate and up: 2I rows of
// W1); stage 2: K = I, N = D.
struct MoeShape {
  int64_t tokens, model, inter, experts, topk, unit;
  int64_t maxPadded() const { return tokens * topk + experts * unit - topk; }
  int64_t maxBlocks() const { return ceilDiv(maxPadded(), unit); }
};
MoeShape moeShape(const Params &p, const std::vector<int64_t> &s) {
  return {s[0], s[1], s[2], param(p, "experts"), param(p, "topk"), param(p, "unit_size")};
}

template <class T>
void moeGemmBody(const MoeGemmConfig &c, fx::Ptr<T> a, fx::Ptr<T> w, fx::Ptr<fx::Float32> scaleA,
                 fx::Ptr<fx::Float32> scaleW, fx::Ptr<fx::Int32> sortedIds, fx::Ptr<fx::Float32> sortedWeights,
                 fx::Ptr<fx::Int32> sortedExperts, fx::Ptr<fx::Int32> numValid, fx::Ptr<fx::BFloat16> outBf16,
                 fx::Ptr<fx::Float32> outF32, fx::Int32 tokens, fx::Int32 model, fx::Int32 inter) {
  constexpr int KP = 16, KB = 64, SP = 8; // 8-bit: 16 values a pack, 64 a micro-step; LDS in 16-bit units
  const bool stage1 = c.stage == 1;
  const int halves = stage1 ? 2 : 1;
  const fx::Int32 K = stage1 ? model : inter;      // the reduction
  const fx::Int32 N = stage1 ? inter : model;      // output columns
  const fx::Int32 wRows = stage1 ? inter * 2 : model; // rows of one expert's W
  const int tm = c.tileM, tn = c.tileN, tk = c.tileK;
  const int chunksPerRow = tk / KP, rowStorage = chunksPerRow * SP, stageStorage = tm * rowStorage;
  const int waveM = tm / 2, waveN = tn / 2, restM = waveM / 16, restN = waveN / 16;
  const int atomsPerStep = KB / c.atomK, frgV = c.atomK / 4;
  fx::SourceLoc here = fx::SourceLoc::current();
  fx::Index tid = fx::thread_idx.x();
  fx::Index lane = tid % kWaveSize, wave = tid / kWaveSize;
  fx::Index waveRow = (wave % 2) * waveM, waveCol = (wave / 2) * waveN;
  fx::Index mBlock = fx::block_idx.x();
  fx::Int32 rowBlock = (mBlock * tm).template to<fx::Int32>();
  fx::Int32 colBlock = (fx::block_idx.y() * tn).template to<fx::Int32>();
  // Blocks past the padded total hold no pair.
  fx::if_(rowBlock < numValid.load(fx::Index(0)), [&] {
    fx::Int32 expert = sortedExperts.load(mBlock);
    // A's rows: stage 1 row t of x (T x D); stage 2 row t * topk + k of a2 (T * topk x I).
    const fx::Int32 aRows = stage1 ? tokens : tokens * int32_t(c.topk);
    fx::Buffer<T> ga(a, aRows * K);
    fx::Buffer<T> gb(w, wRows * K * int32_t(c.experts));
    fx::Int32 expertBase = expert * wRows * K;
    // Partial stage 2 (bf16 out[t, k, :]): C shuffled through LDS (over the A stages) and stored as
    // 16-byte row vectors (GemmCommon.h storeTileShuffled), FlyDSL's epilogue: 0.93-0.97x FlyDSL's
    // modelled time against 1.06-1.11x with a store per value. Stage 1 stores each value (the
    // shuffle measured 2-12% slower there: its LDS round trip and barrier are not paid back).
    const bool shuffled = !stage1 && !c.atomic;
    auto lds = fx::lds_alloc<fx::BFloat16>(std::max(int64_t(2) * stageStorage, shuffled ? int64_t(tm) * tn : 0));
    using Pack = fx::Vector<T, KP>;
    using Stored = fx::Vector<fx::BFloat16, SP>;
    const int rowsPerCycle = c.rowsPerBankCycle;
    auto swizzled = [&](fx::Index row, fx::Index chunk) {
      return row * rowStorage + ((chunk ^ ((row / rowsPerCycle) % chunksPerRow)) * SP);
    };
    // The A row of a sorted entry: its element offset, or past the buffer for a sentinel.
    auto aRowOf = [&](fx::Int32 sid) {
      fx::Int32 token = sid & 0xFFFFFF, slot = sid >> 24;
      fx::Int32 row = stage1 ? token : token * int32_t(c.topk) + slot;
      return fx::select(token < tokens, row * K, aRows * K);
    };
    const int chunks = tm * chunksPerRow, perThread = (chunks + kThreads - 1) / kThreads;
    std::vector<fx::Int32> aBase;
    for (int j = 0; j < perThread; ++j) {
      fx::Index i = tid + j * kThreads;
      fx::Index row = i / chunksPerRow;
      fx::Index r = chunks % kThreads == 0 ? row : fx::select(i < chunks, row, fx::Index(0));
      aBase.push_back(aRowOf(sortedIds.load(mBlock * tm + r)));
    }
    auto loadA = [&](fx::Index k0) {
      std::vector<Pack> packs;
      for (int j = 0; j < perThread; ++j) {
        fx::Index chunk = (tid + j * kThreads) % chunksPerRow;
        packs.push_back(ga.template load<KP>(aBase[size_t(j)] + (k0 + chunk * KP).template to<fx::Int32>()));
      }
      return packs;
    };
    auto storeA = [&](const std::vector<Pack> &packs, fx::Index stage) {
      for (int j = 0; j < perThread; ++j) {
        fx::Index i = tid + j * kThreads;
        fx::Index row = i / chunksPerRow, chunk = i % chunksPerRow;
        auto st = [&] { lds.store(stage * stageStorage + swizzled(row, chunk), fx::bitcast<Stored>(packs[size_t(j)])); };
        if (chunks % kThreads == 0) st();
        else fx::if_(i < chunks, st);
      }
    };
    auto setPack = [&](fx::Fragment &f, int r, ir::Value *pack) {
      for (int i = 0; i < atomsPerStep; ++i)
        f.setTile(r, i, atomsPerStep == 1 ? pack : fx::detail::slice(T::elem, pack, i * frgV, frgV, here));
    };

    fx::MmaAtom atom = fx::make_mma_atom(c.atomText);
    fx::TiledMma mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)),
                                                            IntTuple::of(Int(0), Int(0), Int(0))));
    fx::Fragment acc = fx::Fragment(atom.elemC(), 4, restM, halves * restN).filled(0.0);
    fx::Index kpackLane = lane / 16, rowLane = lane % 16;
    fx::Int32 kBlocks = K / KB;

    // The epilogue's per-row and per-column values, loaded before the main loop so that their
    // latency hides behind it: each accumulator value's row and column within its atom (the
    // atom's C layout), the rows' sorted ids, A scales and routed weights, the columns' W scales.
    fx::ThrMma thr = mma.thr_slice(lane);
    fx::MmaPartition rows = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(1), Int(0))));
    fx::MmaPartition cols = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(0), Int(1))));
    fx::Index tileRow0 = waveRow + rows.offset, tileCol0 = waveCol + cols.offset;
    fx::Buffer<fx::Float32> gsa(scaleA, aRows * 4);
    fx::Buffer<fx::Float32> gsw(scaleW, wRows * int32_t(c.experts) * 4);
    std::vector<fx::Boolean> live;
    std::vector<fx::Int32> outRows;
    std::vector<fx::Float32> rowScales, routedWeights;
    for (int rm = 0; rm < restM; ++rm)
      for (int v = 0; v < 4; ++v) {
        fx::Index row = tileRow0 + int64_t(rm * 16 + rows.valueOffset(v, 0, 0));
        fx::Int32 sid = sortedIds.load(mBlock * tm + row);
        fx::Int32 token = sid & 0xFFFFFF, slot = sid >> 24;
        live.push_back(token < tokens);
        fx::Int32 aRow = stage1 ? token : token * int32_t(c.topk) + slot;
        rowScales.push_back(gsa.load(fx::select(live.back(), aRow, aRows)));
        routedWeights.push_back(c.doweight ? sortedWeights.load(mBlock * tm + row) : fx::Float32(1.0f));
        // Stage 1 and partial stage 2: out[t, k, :]; atomic stage 2: out[t, :].
        outRows.push_back(stage1 || !c.atomic ? token * int32_t(c.topk) + slot : token);
      }
    // A column's W scale, once per distinct column of the lane (the C layout gives a lane one
    // column across its four values v on the MFMA atoms here).
    std::map<std::tuple<int, int64_t, int>, fx::Float32> colScales;
    auto columnOf = [&](int rn, int v) {
      return colBlock + (tileCol0 + int64_t(rn * 16 + cols.valueOffset(v, 0, 0))).template to<fx::Int32>();
    };
    for (int rn = 0; rn < restN; ++rn)
      for (int v = 0; v < 4; ++v)
        for (int h = 0; h < halves; ++h) {
          auto key = std::make_tuple(rn, cols.valueOffset(v, 0, 0), h);
          if (!colScales.count(key))
            colScales.emplace(key, gsw.load(expert * wRows + columnOf(rn, v) + (h ? inter : fx::Int32(0))));
        }
    // The shuffled store's rows: the p-th 16-byte vector a thread stores is of tile row
    // (tid + p * 256) / (tn / 8); its output row's first element (row t * topk + k), or past the
    // output for padding.
    const fx::Int32 outCount = stage1 || !c.atomic ? tokens * int32_t(c.topk) * N : tokens * N;
    std::vector<fx::Int32> shuffledRowAt;
    if (shuffled) {
      const int vecsPerRow = tn / 8, vecs = tm * vecsPerRow;
      for (int base = 0; base < vecs; base += kThreads) {
        fx::Index i = tid + base;
        fx::Index row = base + kThreads <= vecs ? i / vecsPerRow : fx::select(i < vecs, i / vecsPerRow, fx::Index(0));
        fx::Int32 sid = sortedIds.load(mBlock * tm + row);
        fx::Int32 token = sid & 0xFFFFFF, slot = sid >> 24;
        shuffledRowAt.push_back(fx::select(token < tokens, (token * int32_t(c.topk) + slot) * N, outCount));
      }
    }

    fx::Index kSteps = (K / tk).template to<fx::Index>();
    const int microSteps = tk / KB;
    // W of micro-step s of the K step at k0 -> registers: tile (h * restN + rn, s) is lane's
    // 16-byte pack for the wave's rn-th 16 columns of half h (stage 1: gate, up).
    fx::Fragment bShape(T::elem, KP, halves * restN, microSteps);
    auto loadB = [&](fx::Fragment &b, fx::Index k0, int s) {
      for (int h = 0; h < halves; ++h)
        for (int rn = 0; rn < restN; ++rn) {
          fx::Int32 nRow = colBlock + (waveCol + rn * 16).template to<fx::Int32>() + (h ? inter : fx::Int32(0));
          fx::Int32 kBlock = (k0 / KB + s).template to<fx::Int32>();
          fx::Int32 pack = ((nRow / 16) * kBlocks + kBlock) * 4 + kpackLane.template to<fx::Int32>();
          fx::Int32 r16 = rowLane.template to<fx::Int32>();
          b.setTile(h * restN + rn, s, gb.template load<KP>(expertBase + pack * (16 * KP) + r16 * KP).ir());
        }
    };
    auto readA = [&](fx::Index cur, int s) {
      fx::Fragment fa(atom.elemA(), frgV, restM, atomsPerStep);
      for (int rm = 0; rm < restM; ++rm) {
        fx::Index row = waveRow + rm * 16 + rowLane;
        setPack(fa, rm, fx::bitcast<Pack>(lds.template load<SP>(cur * stageStorage + swizzled(row, kpackLane + s * 4))).ir());
      }
      return fa;
    };
    auto microStep = [&](fx::Fragment &carried, fx::Index, fx::Index, int s, const fx::Fragment &fa, const fx::Fragment &b) {
      fx::Fragment fb(atom.elemB(), frgV, halves * restN, atomsPerStep);
      for (int j = 0; j < halves * restN; ++j) setPack(fb, j, b.tile(j, s));
      fx::gemm(mma, carried, fa, fb, carried);
    };
    // Two K steps deep when the registers allow it (GemmCommon.h pipelineDepth).
    const int depth = pipelineDepth("auto", restM * halves * restN * 4, perThread * 4, halves * restN * microSteps * 4);
    acc = pipelinedKLoop<Pack>(acc, kSteps, tk, depth, microSteps, bShape, loadA, storeA, loadB, readA, microStep);

    // Epilogue.
    fx::Fragment outTile(fx::Elem::F32, 4, restM, restN); // shuffled: the values y, one tile per atom
    for (int rm = 0; rm < restM; ++rm) {
      auto at4 = [&](auto &values, int v) -> decltype(values[0]) & { return values[size_t(rm * 4 + v)]; };
      for (int rn = 0; rn < restN; ++rn) {
        std::vector<fx::Float32> ys;
        std::vector<fx::Int32> cols_;
        for (int v = 0; v < 4; ++v) {
          fx::Int32 n = columnOf(rn, v);
          auto value = [&](int h) {
            fx::Float32 x = acc.elem() == fx::Elem::I32 ? acc.get<fx::Int32>(v, rm, h * restN + rn).template to<fx::Float32>()
                                                          : acc.get<fx::Float32>(v, rm, h * restN + rn);
            return x * at4(rowScales, v) * colScales.at(std::make_tuple(rn, cols.valueOffset(v, 0, 0), h));
          };
          fx::Float32 y = value(0);
          if (stage1) {
            fx::Float32 g = y, u = value(1);
            // gelu (tanh form): g * sigmoid(2 * sqrt(2 / pi) * (g + 0.044715 g^3)), the same exp2 as silu;
            // the sigmoid's 1 / (1 + e) by v_rcp_f32 (1 ulp, as FlyDSL's silu).
            fx::Float32 z = c.gelu ? (g + 0.044715f * g * g * g) * (2.0f * 0.7978845608028654f) : g;
            fx::Float32 sum = 1.0f + fx::exp2_approx(z * -kLog2e);
            fx::Float32 inv(fx::detail::unaryMath(ir::OpCode::RocdlRcp, sum.ir(), here));
            y = g * inv * u;
          }
          if (c.doweight) y = y * at4(routedWeights, v); // after the activation
          fx::Int32 at = at4(outRows, v) * N + n;
          if (c.atomicBf16 || shuffled) {
            ys.push_back(y);
            cols_.push_back(n);
          } else if (c.atomic) {
            fx::if_(at4(live, v), [&] { outF32.atomic_add(at.template to<fx::Index>(), y); });
          } else {
            fx::Buffer<fx::BFloat16> go(outBf16, outCount * 2);
            go.store(fx::select(at4(live, v), at, outCount), y.template to<fx::BFloat16>());
          }
        }
        if (shuffled) {
          outTile.setTile(rm, rn, fx::from_elements<fx::Vector<fx::Float32, 4>>(std::array<fx::Float32, 4>{ys[0], ys[1], ys[2], ys[3]}).ir());
          continue;
        }
        if (!c.atomicBf16) continue;
        // Packed bf16 atomics, two adjacent columns each: the C layout gives a lane one column and
        // its four rows (v), the neighbouring lane (lane ^ 1) the next column. The even lane adds
        // rows v = 0, 1 of both columns, the odd lane rows 2, 3: each sends the other the two values
        // it does not add.
        fx::Int32 n = cols_[0];
        fx::Boolean odd = (n & 1) == 1;
        for (int j = 0; j < 2; ++j) {
          fx::Float32 send = fx::select(odd, ys[size_t(j)], ys[size_t(j + 2)]);
          fx::Float32 got = fx::shuffle_xor(send, 1, kWaveSize);
          fx::Float32 lo = fx::select(odd, got, ys[size_t(j)]), hi = fx::select(odd, ys[size_t(j + 2)], got);
          fx::Boolean rowLive = fx::select(odd, at4(live, j + 2), at4(live, j));
          fx::Int32 at = fx::select(odd, at4(outRows, j + 2), at4(outRows, j)) * N + (n - (n & 1));
          std::array<fx::Float32, 2> pair = {lo, hi};
          auto packed = fx::from_elements<fx::Vector<fx::Float32, 2>>(pair).template to<fx::BFloat16>();
          fx::if_(rowLive, [&] { outBf16.atomic_add(at.template to<fx::Index>(), packed); });
        }
      }
    }
    if (shuffled) {
      // The loop's last barrier is behind every wave's last LDS read: the tile may overwrite A.
      fx::Buffer<fx::BFloat16> go(outBf16, outCount * 2);
      storeTileShuffled<fx::BFloat16>(
          outTile, [&](int v, int rm, int) { return tileRow0 + int64_t(rm * 16 + rows.valueOffset(v, 0, 0)); },
          [&](int v, int, int rn) { return tileCol0 + int64_t(rn * 16 + cols.valueOffset(v, 0, 0)); }, lds, tm, tn,
          kThreads,
          [&](int pass, fx::Index, fx::Index col) { return shuffledRowAt[size_t(pass)] + colBlock + col.template to<fx::Int32>(); },
          go);
    }
  });
}

template <class T> void buildMoeGemmFor(fx::Module &m, const std::string &name, const MoeGemmConfig &c) {
  fx::KernelOptions options{.block = {unsigned(kThreads), 1, 1}};
  if (c.atomic && !c.atomicBf16)
    m.kernel(name, [&](fx::Ptr<T> a, fx::Ptr<T> w, fx::Ptr<fx::Float32> scaleA, fx::Ptr<fx::Float32> scaleW,
                       fx::Ptr<fx::Int32> sortedIds, fx::Ptr<fx::Float32> sortedWeights, fx::Ptr<fx::Int32> sortedExperts,
                       fx::Ptr<fx::Int32> numValid, fx::Ptr<fx::Float32> out, fx::Int32 tokens, fx::Int32 model,
                       fx::Int32 inter) {
      moeGemmBody<T>(c, a, w, scaleA, scaleW, sortedIds, sortedWeights, sortedExperts, numValid, {}, out, tokens, model,
                     inter);
    }, options);
  else
    m.kernel(name, [&](fx::Ptr<T> a, fx::Ptr<T> w, fx::Ptr<fx::Float32> scaleA, fx::Ptr<fx::Float32> scaleW,
                       fx::Ptr<fx::Int32> sortedIds, fx::Ptr<fx::Float32> sortedWeights, fx::Ptr<fx::Int32> sortedExperts,
                       fx::Ptr<fx::Int32> numValid, fx::Ptr<fx::BFloat16> out, fx::Int32 tokens, fx::Int32 model,
                       fx::Int32 inter) {
      moeGemmBody<T>(c, a, w, scaleA, scaleW, sortedIds, sortedWeights, sortedExperts, numValid, out, {}, tokens, model,
                     inter);
    }, options);
}

// The routing a plan launches with: the router's K distinct experts per token (a fixed draw for
// the problem, with a skew so that some experts get no token), sorted as moe_sorting sorts them.
struct Routing {
  std::vector<double> ids, weights, blocks, valid, topkWeights;
};
Routing makeRouting(const MoeShape &s) {
  std::mt19937_64 rng(uint64_t(s.tokens * 7919 + s.experts * 104729 + s.topk));
  std::uniform_real_distribution<double> u(1e-12, 1.0);
  std::vector<int64_t> topkIds;
  Routing r;
  std::vector<std::pair<double, int64_t>> keys(static_cast<size_t>(s.experts));
  for (int64_t t = 0; t < s.tokens; ++t) {
    for (int64_t e = 0; e < s.experts; ++e) keys[size_t(e)] = {-std::log(u(rng)) * std::exp(2.0 * double(e) / double(s.experts)), e};
    std::partial_sort(keys.begin(), keys.begin() + s.topk, keys.end());
    for (int64_t k = 0; k < s.topk; ++k) {
      topkIds.push_back(keys[size_t(k)].second);
      r.topkWeights.push_back(u(rng));
    }
  }
  const double sentinel = double((s.topk << 24) | s.tokens);
  r.ids.assign(size_t(s.maxPadded()), sentinel);
  r.weights.assign(size_t(s.maxPadded()), 0.0);
  r.blocks.assign(size_t(s.maxBlocks()), -1.0);
  int64_t cursor = 0, blockCursor = 0;
  for (int64_t e = 0; e < s.experts; ++e) {
    int64_t count = 0;
    for (int64_t i = 0; i < s.tokens * s.topk; ++i)
      if (topkIds[size_t(i)] == e) {
        r.ids[size_t(cursor + count)] = double(((i % s.topk) << 24) | (i / s.topk));
        r.weights[size_t(cursor + count)] = r.topkWeights[size_t(i)];
        ++count;
      }
    if (!count) continue;
    int64_t n = ceilDiv(count, s.unit);
    for (int64_t b = 0; b < n; ++b) r.blocks[size_t(blockCursor + b)] = double(e);
    cursor += n * s.unit;
    blockCursor += n;
  }
  r.valid = {double(cursor), double(s.tokens)};
  return r;
}

void addMoeGemmStage(std::vector<Entry> &entries, int stage) {
  const std::string name = stage == 1 ? "moe_gemm1" : "moe_gemm2";
  Entry e;
  e.name = name;
  e.summary = stage == 1 ? "MoE stage-1 grouped GEMM: tokens gathered by moe_sorting's ids x their expert's W1 "
                           "(gate and up rows, preshuffled), act(gate) * up, int8/fp8 with per-token and per-channel "
                           "scales, bf16 out (FlyDSL's moe_gemm_2stage gemm1)"
                         : "MoE stage-2 grouped GEMM: each (token, slot) row of the stage-1 output x its expert's W2 "
                           "(preshuffled), int8/fp8 with per-row and per-channel scales; f32 or packed bf16 atomic "
                           "accumulation into out[T, D], or bf16 partial sums out[T, K, D] for moe_reduce (FlyDSL's "
                           "moe_gemm_2stage gemm2)";
  e.params = {{"dtype", "int8", {"int8", "fp8"}, "A and W element type (fp8: E4M3, FNUZ on gfx942, OCP on gfx950)"},
              {"experts", "8", {}, "expert count E"},
              {"topk", "2", {}, "experts per token K (at most E)"},
              {"unit_size", "32", {}, "the M tile: moe_sorting's unit_size (a multiple of 32)"},
              {"tile_n", "64", {"32", "64", "96", "128", "256"}, "output columns per work-group", true},
              {"tile_k", "128", {"64", "128", "256"}, "K per main-loop step", true},
              {"doweight", "0", {"0", "1"}, "1: the routed weight multiplies the result"}};
  if (stage == 1) e.params.push_back({"act", "silu", {"silu", "gelu"}, "the gate's activation (gelu: tanh form)"});
  else
    e.params.push_back({"mode", "atomic", {"atomic", "atomic_bf16", "partial"},
                        "atomic: f32 out[T, D] += ; atomic_bf16: bf16 out[T, D] += (packed bf16 atomics, two columns "
                        "each: global_atomic_pk_add_bf16); partial: bf16 out[T, K, D]"});
  e.archs = {"gfx942", "gfx950"};
  e.problemDims = {"T", "D", "I"};
  e.defaultProblem = {77, 256, 256};
  e.gridRule = stage == 1 ? "block (256, 1, 1); grid (ceil((T*K + E*unit_size - K) / unit_size), I / tile_n, 1)"
                          : "block (256, 1, 1); grid (ceil((T*K + E*unit_size - K) / unit_size), D / tile_n, 1)";
  e.tolerance = "f32 scaling and activation in another order: 1e-5 relative + 1e-6, and bf16 rounding of the output; "
                "atomic_bf16: also half a bf16 ulp of the magnitudes' sum for each add (the partial sums are rounded)";
  e.build = [name](fx::Module &m, const Params &p, const target::Arch &arch) {
    MoeGemmConfig c;
    std::string error = resolve(name, p, arch, c);
    if (!error.empty()) return; // validate refuses it first
    switch (c.elem) {
    case fx::Elem::F8E4M3FNUZ: buildMoeGemmFor<fx::Float8E4M3FNUZ>(m, name, c); break;
    case fx::Elem::F8E4M3FN: buildMoeGemmFor<fx::Float8E4M3FN>(m, name, c); break;
    default: buildMoeGemmFor<fx::Int8>(m, name, c); break;
    }
  };
  e.validate = [name, stage](const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) {
    MoeGemmConfig c;
    std::string error = resolve(name, p, arch, c);
    if (!error.empty() || !problem || problem->size() != 3) return error;
    MoeShape s = moeShape(p, *problem);
    int64_t n = stage == 1 ? s.inter : s.model, k = stage == 1 ? s.model : s.inter;
    if (n % c.tileN)
      return name + ": " + (stage == 1 ? "I=" : "D=") + std::to_string(n) + " is not a multiple of tile_n=" +
             std::to_string(c.tileN);
    if (k % c.tileK)
      return name + ": " + (stage == 1 ? "D=" : "I=") + std::to_string(k) + " is not a multiple of tile_k=" +
             std::to_string(c.tileK);
    int64_t wBytes = s.experts * (stage == 1 ? 2 * s.inter : s.model) * k;
    int64_t aBytes = s.tokens * (stage == 1 ? 1 : s.topk) * k;
    if (wBytes > INT32_MAX || aBytes > INT32_MAX || s.tokens * s.topk * n * 2 > INT32_MAX)
      return name + ": the weights (" + std::to_string(wBytes) + " bytes) or activations (" + std::to_string(aBytes) +
             " bytes) are more than 32-bit buffer offsets reach";
    if (s.tokens >= (int64_t(1) << 24)) return name + ": T=" + std::to_string(s.tokens) + " does not fit a sorted id's 24 bits";
    return std::string();
  };
  e.plan = [stage](const Params &p, const std::vector<int64_t> &prob, const target::Arch &arch) {
    MoeShape s = moeShape(p, prob);
    std::string t = inType(p, arch);
    bool atomic = stage == 2 && p.at("mode") != "partial", f32 = atomic && p.at("mode") == "atomic";
    int64_t k = stage == 1 ? s.model : s.inter, wRows = stage == 1 ? 2 * s.inter : s.model;
    int64_t n = stage == 1 ? s.inter : s.model;
    auto routing = std::make_shared<Routing>(makeRouting(s));
    auto fixed = [routing](std::vector<double> Routing::*field) {
      return [routing, field](std::mt19937_64 &, int64_t) { return (*routing).*field; };
    };
    Plan plan;
    Argument a{stage == 1 ? "x" : "a2", Argument::Role::Input, t,
               stage == 1 ? std::vector<int64_t>{s.tokens, k} : std::vector<int64_t>{s.tokens, s.topk, k}, 0, 0,
               stage == 1 ? "T x D activations" : "T x K x I stage-1 outputs, quantized"};
    Argument w{stage == 1 ? "w1" : "w2", Argument::Role::Input, t, {s.experts, wRows, k}, 0, 0,
               stage == 1 ? "E x 2I x D (gate rows, then up rows), each expert preshuffled (Preshuffle.h)"
                          : "E x D x I, each expert preshuffled (Preshuffle.h)"};
    double bound = t == "i8" ? 128.0 : 2.0;
    a.low = w.low = -bound;
    a.high = w.high = bound;
    Argument sa{stage == 1 ? "x_scale" : "a2_scale", Argument::Role::Input, "f32",
                {stage == 1 ? s.tokens : s.tokens * s.topk}, 0, 0, "per-row scale of A"};
    Argument sw{stage == 1 ? "w1_scale" : "w2_scale", Argument::Role::Input, "f32", {s.experts, wRows}, 0, 0,
                "per-channel scale of W"};
    sa.low = sw.low = t == "i8" ? 0.5 / 128 : 0.25;
    sa.high = sw.high = t == "i8" ? 1.0 / 128 : 0.5;
    Argument ids{"sorted_token_ids", Argument::Role::Input, "i32", {s.maxPadded()}, 0, 0, "moe_sorting's"};
    ids.generate = fixed(&Routing::ids);
    Argument ws{"sorted_weights", Argument::Role::Input, "f32", {s.maxPadded()}, 0, 0, "moe_sorting's"};
    ws.generate = fixed(&Routing::weights);
    Argument blocks{"sorted_expert_ids", Argument::Role::Input, "i32", {s.maxBlocks()}, 0, 0, "moe_sorting's"};
    blocks.generate = fixed(&Routing::blocks);
    Argument valid{"num_valid_ids", Argument::Role::Input, "i32", {2}, 0, 0, "moe_sorting's"};
    valid.generate = fixed(&Routing::valid);
    Argument out{"out", Argument::Role::Output, f32 ? "f32" : "bf16",
                 atomic ? std::vector<int64_t>{s.tokens, n} : std::vector<int64_t>{s.tokens, s.topk, n}, 0, 0,
                 stage == 1 ? "T x K x I" : (atomic ? "T x D, accumulated (zeros on entry)" : "T x K x D partial sums")};
    plan.arguments = {a, w, sa, sw, ids, ws, blocks, valid, out,
                      {"T", Argument::Role::Scalar, "i32", {}, s.tokens, 0, "tokens"},
                      {"D", Argument::Role::Scalar, "i32", {}, s.model, 0, "model dim"},
                      {"I", Argument::Role::Scalar, "i32", {}, s.inter, 0, "inter dim"}};
    plan.launch.block[0] = kThreads;
    plan.launch.grid[0] = uint32_t(s.maxBlocks());
    plan.launch.grid[1] = uint32_t(n / param(p, "tile_n"));
    return plan;
  };
  // moe_sorting's output as the kernel follows it: num_valid_ids[0] within sorted_token_ids, each
  // pair below it of a token under T on a slot under topk (an id of a token at or past T is
  // padding, skipped; a slot past topk would write another pair's output row), and the expert of
  // each block holding such rows under `experts` (the weights it reads are that expert's).
  e.inspectInputs = [name](const Params &p, const std::vector<int64_t> &prob, const Plan &plan,
                           const std::vector<HostData> &in) -> std::string {
    MoeShape s = moeShape(p, prob);
    std::string error = firstOutside(name, plan, in, "num_valid_ids", 0, 1, 0, s.maxPadded() + 1,
                                     "the rows of sorted_token_ids: T*topk + experts*unit_size - topk");
    if (!error.empty()) return error;
    const int64_t valid = int64_t(in[argumentIndex(plan, "num_valid_ids")].values[0]);
    const std::vector<double> &ids = in[argumentIndex(plan, "sorted_token_ids")].values;
    for (int64_t i = 0; i < valid; ++i) {
      const int64_t id = int64_t(ids[size_t(i)]), token = id & 0xFFFFFF, slot = id >> 24;
      if (id >= 0 && (token >= s.tokens || slot < s.topk)) continue;
      std::ostringstream why;
      why << name << ": " << elementName(plan.arguments[argumentIndex(plan, "sorted_token_ids")], i) << " = " << id;
      if (id < 0) why << " is negative";
      else why << " is token " << token << " on slot " << slot << ", past topk=" << s.topk;
      why << " ((slot << 24) | token, slot < topk; a token >= T=" << s.tokens << " is padding), below num_valid_ids[0] = "
          << valid;
      return why.str();
    }
    return firstOutside(name, plan, in, "sorted_expert_ids", 0, ceilDiv(valid, s.unit), 0, s.experts,
                        "the expert of a block of unit_size=" + std::to_string(s.unit) +
                            " sorted rows below num_valid_ids[0] = " + std::to_string(valid));
  };
  // FlyDSL's torch_moe_gemm1 / torch_moe_gemm2 in double: each routed (t, k) on its expert, from the
  // sorted arrays the kernel read; W read where the preshuffle put it.
  e.reference = [stage](const Params &p, const std::vector<int64_t> &prob, std::vector<HostData> &d) {
    MoeShape s = moeShape(p, prob);
    bool gelu = stage == 1 && p.at("act") == "gelu", doweight = p.at("doweight") == "1";
    bool atomic = stage == 2 && p.at("mode") != "partial", bf16Atomics = atomic && p.at("mode") == "atomic_bf16";
    int64_t k = stage == 1 ? s.model : s.inter, wRows = stage == 1 ? 2 * s.inter : s.model;
    int64_t n = stage == 1 ? s.inter : s.model;
    const auto &A = d[0].values, &W = d[1].values, &SA = d[2].values, &SW = d[3].values;
    const auto &ids = d[4].values, &ws = d[5].values, &blocks = d[6].values;
    auto &out = d[8].values;
    std::fill(out.begin(), out.end(), 0.0);
    // bf16 atomics round every partial sum to bf16, in an order the launch picks: each of the
    // element's adds may cost half an ulp of a partial sum, at most the sum of the magnitudes.
    std::vector<double> magnitude, adds;
    if (bf16Atomics) magnitude.assign(out.size(), 0.0), adds.assign(out.size(), 0.0);
    int64_t valid = int64_t(d[7].values[0]);
    for (int64_t i = 0; i < valid; ++i) {
      int64_t sid = int64_t(ids[size_t(i)]), token = sid & 0xFFFFFF, slot = sid >> 24;
      if (token >= s.tokens) continue;
      int64_t e = int64_t(blocks[size_t(i / s.unit)]);
      int64_t aRow = stage == 1 ? token : token * s.topk + slot;
      auto dot = [&](int64_t row) {
        double sum = 0;
        for (int64_t j = 0; j < k; ++j)
          sum += A[size_t(aRow * k + j)] * W[size_t(e * wRows * k + preshuffledIndex(row, j, k, 1))];
        return sum * SA[size_t(aRow)] * SW[size_t(e * wRows + row)];
      };
      for (int64_t c = 0; c < n; ++c) {
        double y = dot(c);
        if (stage == 1) {
          double g = y, u = dot(s.inter + c);
          double act = gelu ? 0.5 * g * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (g + 0.044715 * g * g * g)))
                            : g / (1.0 + std::exp(-g));
          y = act * u;
        }
        if (doweight) y *= ws[size_t(i)];
        if (atomic) out[size_t(token * n + c)] += y;
        else out[size_t((token * s.topk + slot) * n + c)] = y;
        if (bf16Atomics) magnitude[size_t(token * n + c)] += std::fabs(y), adds[size_t(token * n + c)] += 1;
      }
    }
    if (bf16Atomics) {
      d[8].allowed.resize(out.size());
      for (size_t i = 0; i < out.size(); ++i)
        d[8].allowed[i] = standardTolerance("bf16", out[i], 1e-5) + 1e-6 + adds[i] * 0x1p-8 * magnitude[i];
    }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    return standardTolerance(type, want, 1e-5) + 1e-6;
  };
  entries.push_back(std::move(e));
}

} // namespace

void addMoeGemm(std::vector<Entry> &entries) {
  addMoeGemmStage(entries, 1);
  addMoeGemmStage(entries, 2);
}

} // namespace fly::kernels
