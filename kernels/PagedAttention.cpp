// pa_decode: paged-attention decode (FlyDSL's kernels/attention/pa_decode_tile.py and
// pa_decode_swa.py for the design, its tests' torch reference, torch_mha_extend, for the semantics).
// One query token per sequence against a paged KV cache:
//   O[s, h, :] = sum_j softmax_j(Q[s, h, :] . K_j * ks_j * scale) V_j * vs_j,  j in [lo, ctx[s])
// with K_j, V_j the cache rows of token j of sequence s: block table[s, j / block_size], slot
// j % block_size, KV head h / (QH / KH) (GQA), scale = 1 / sqrt(D), lo = max(0, ctx - 1 - window)
// with a sliding window (FlyDSL's reference keeps the window + 1 last tokens), else 0. A sequence
// with no tokens gets 0. Caches (vLLM's layout, FlyDSL's test): keys [blocks, KH, D / X, block_size,
// X] with X = 16 bytes of elements, values [blocks, KH, D, block_size]. bf16/f16 caches, or fp8
// (e4m3: FNUZ on gfx942, OCP on gfx950) with f32 scales per tensor ([1]) or per token ([blocks, KH,
// block_size]); without fp8 the scales are 1 and not arguments.
//
// One work-group of `warps` waves per (sequence, KV head): grid (SEQS, KH). The G = QH / KH query
// heads of the KV head are the N = 16 columns of a 16x16 MFMA/WMMA atom (G <= 16; columns past G
// read 0 and are not stored). As in flash_attn_fwd the kernel computes S^T = K Q^T and
// O^T = V^T P^T so each lane holds one query's column: the softmax statistics are the lane's values
// plus a butterfly over the lanes sharing its query, and P^T is the second product's B operand
// straight from the S^T accumulator (the pairing derived from the atoms' layouts and checked for
// every lane while the kernel is built). Both A operands come from global memory into registers
// with no LDS: the key layout keeps X consecutive dims of a token together (K's runs along D), the
// value layout keeps a block's tokens together for each dim (V^T's runs along the tokens), and a
// run never crosses a cache block (block_size a multiple of 16). The waves split the sequence
// (split-K): wave w takes the steps of block_n tokens w, w + warps, ... with its own online softmax
// (base 2, as flash_attn_fwd), and the waves' (max, sum, O) meet in LDS at the end, where the
// work-group combines them and writes O. fp8 values are widened to the MMA type exactly (e4m3 fits
// f16 and bf16); a per-tensor key scale folds into the score scale, a per-tensor value scale into
// the output, per-token scales multiply the scores' rows and P's rows (the row sums stay unscaled).
// Tokens past ctx (and before lo) score -inf and read 0 (their addresses are sent past the buffer's
// range); a block table entry pointing outside the cache reads 0 the same way.
// mma=fp8 (paBodyFp8): Q and P rounded to e4m3, both products on the fp8 MFMA, each lane's loads
// whole 16-byte runs, the next step's loads in flight during this step (see there).
#include "Attention.h"
#include "Common.h"
#include "Families.h"

#include "fly/dsl/Lds.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fly::kernels {

namespace {
using namespace attention;
constexpr double kLog2e = 1.4426950408889634;
constexpr double kInputBound = 2.0;              // Q, K, V uniform in [-2, 2]
constexpr double kScaleLow = 0.5, kScaleHigh = 1.5; // fp8 scales uniform in [0.5, 1.5]
// mma=fp8: Q and P are scaled to at most 240, the largest e4m3 FNUZ value (an OCP e4m3 value too),
// on both formats, so the rounding of Q does not depend on the arch but below 2^-6 (OCP's
// subnormals).
constexpr double kFp8Max = 240.0;

struct PaConfig : MmaPair {
  std::string dtype, cache;
  int qh = 0, kh = 0, group = 0, bs = 0, warps = 0, window = 0;
  int partitions = 1; // split-K over the sequence: partials for pa_decode_reduce when > 1
  bool fp8 = false, perToken = false;
  bool mmaFp8 = false; // mma=fp8: Q and P rounded to e4m3, both products on the fp8 MFMA
  int x = 0; // elements of a 16-byte key run
};

// The fp8 element type of the cache on `arch` (FlyDSL: FNUZ on gfx942, OCP e4m3 on the others).
std::string fp8Name(const target::Arch &arch) {
  return std::string_view(arch.name) == "gfx942" ? "f8E4M3FNUZ" : "f8E4M3FN";
}

// mma=fp8: the arch's fp8 16x16x32 MFMA atom, with the register layout paBodyFp8 assumes (A and B:
// row or column L % 16, contraction indices 8 * (L / 16) + v; C: rows 4 * (L / 16) + v of column
// L % 16), checked lane by lane.
std::string resolveFp8(const target::Arch &arch, PaConfig &c) {
  const std::string name = "pa_decode: mma=fp8: ";
  if (!c.fp8) return name + "needs kv_cache=fp8 (the MMA takes the cache's e4m3 as it is)";
  if (c.bn % 64) return name + "block_n=" + std::to_string(c.bn) + " is not a multiple of 64 (a lane's 16-token runs)";
  if (c.d % 64) return name + "head_dim=" + std::to_string(c.d) + " is not a multiple of 64";
  c.bm = 16;
  c.threads = c.wave;
  c.atomLayout = fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)), IntTuple::of(Int(0), Int(0), Int(0)));
  const fx::Elem f8 = std::string_view(arch.name) == "gfx942" ? fx::Elem::F8E4M3FNUZ : fx::Elem::F8E4M3FN;
  c.atomS = c.atomO = nullptr;
  for (const target::MmaAtom *a : atomsFor(arch, f8, 16))
    if (a->k == 32 && a->threads() == c.wave) c.atomS = c.atomO = a;
  if (!c.atomS) return name + std::string(arch.name) + " has no one-wave 16x16x32 " + fx::elemName(f8) + " MFMA";
  auto mma = fly::TiledMma::make(c.atomS->layouts(), c.atomLayout);
  if (!mma.ok()) return name + mma.error().message;
  auto a = coordsOf(*mma, MmaOperand::A, 16, 32, c.threads), b = coordsOf(*mma, MmaOperand::B, 16, 32, c.threads);
  auto acc = coordsOf(*mma, MmaOperand::C, 16, 16, c.threads);
  if (!a.ok() || !b.ok() || !acc.ok()) return name + "the atom's operand coordinates do not evaluate";
  bool ok = a->frgV == 8 && b->frgV == 8 && acc->frgV == 4;
  for (int t = 0; t < c.threads && ok; ++t)
    for (int v = 0; v < 8 && ok; ++v) {
      std::pair<int64_t, int64_t> want{t % 16, 8 * (t / 16) + v};
      ok = a->of(t, v, 0, 0) == want && b->of(t, v, 0, 0) == want &&
           (v >= 4 || acc->of(t, v, 0, 0) == std::pair<int64_t, int64_t>{4 * (t / 16) + v, t % 16});
    }
  if (!ok) return name + "the atom " + atomName(c.atomS) + " on " + std::string(arch.name) + " has another register layout than the kernel's";
  c.reduceMasks = {16, 32};
  return "";
}

std::string resolve(const Params &p, const target::Arch &arch, PaConfig &c) {
  const std::string name = "pa_decode: ";
  c.dtype = p.at("dtype");
  c.cache = p.at("kv_cache");
  c.d = int(param(p, "head_dim"));
  c.qh = int(param(p, "q_heads"));
  c.kh = int(param(p, "kv_heads"));
  c.bs = int(param(p, "block_size"));
  c.warps = int(param(p, "warps"));
  c.bn = int(param(p, "block_n"));
  c.window = int(param(p, "window"));
  c.partitions = int(param(p, "partitions"));
  c.fp8 = c.cache == "fp8";
  c.perToken = p.at("kv_scale") == "token";
  c.wave = int(arch.waveSize);
  c.x = c.fp8 ? 16 : 8;
  if (!c.fp8 && c.cache != c.dtype)
    return name + "kv_cache=" + c.cache + " with dtype=" + c.dtype + ": the cache holds the query's type or fp8";
  if (c.qh % c.kh)
    return name + "q_heads=" + std::to_string(c.qh) + " is not a multiple of kv_heads=" + std::to_string(c.kh) +
           " (each KV head serves q_heads / kv_heads query heads)";
  c.group = c.qh / c.kh;
  if (c.group > 16)
    return name + "q_heads / kv_heads = " + std::to_string(c.group) +
           " query heads per KV head: at most 16 (the columns of one 16x16 atom)";
  if (c.bs % 16)
    return name + "block_size=" + std::to_string(c.bs) + " is not a multiple of 16 (the token runs of the loads)";
  if (c.bn % 16) return name + "block_n=" + std::to_string(c.bn) + " is not a multiple of 16";
  if (c.window < 0) return name + "window=" + std::to_string(c.window) + " is negative";
  const int64_t lds = int64_t(c.warps) * 16 * (c.d + 4 + 2) * 4; // the waves' (O, max, sum) in f32
  if (lds > int64_t(arch.ldsBytesPerWorkgroup))
    return name + "warps=" + std::to_string(c.warps) + " with head_dim=" + std::to_string(c.d) + " needs " +
           std::to_string(lds) + " bytes of LDS to combine the waves, more than " + std::string(arch.name) + "'s " +
           std::to_string(arch.ldsBytesPerWorkgroup);
  c.mmaFp8 = p.at("mma") == "fp8";
  if (c.mmaFp8) return resolveFp8(arch, c);
  auto atoms = atomsFor(arch, c.dtype, 16);
  if (atoms.empty())
    return name + std::string(arch.name) + " has no 16x16 MFMA/WMMA atom with " + c.dtype +
           " inputs and f32 accumulation";
  for (const target::MmaAtom *a : atoms)
    if (a->threads() != c.wave) return name + "the atom " + atomName(a) + " is not one wave";
  c.bm = 16;
  c.threads = c.wave; // the tiled MMA is one wave's: each wave runs its own steps
  c.atomLayout = fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)), IntTuple::of(Int(0), Int(0), Int(0)));
  c.atomS = nullptr;
  for (const target::MmaAtom *a : atoms)
    if (c.d % a->k == 0 && c.d % 16 == 0) {
      c.atomS = a;
      break;
    }
  if (!c.atomS) return name + "head_dim=" + std::to_string(c.d) + " is not a multiple of 16 and of an atom's K";
  std::string why = pickOutputAtom(c, atoms);
  if (why.empty()) return "";
  return name + "no 16x16 atom on " + std::string(arch.name) + " fits the kernel's register layout (" + why + ")";
}

// Two fp8 values of `word` (bits 15:0, or 31:16 when `high`) to f32, exactly: v_cvt_pk_f32_fp8
// (the arch's e4m3: FNUZ on gfx942, OCP on gfx950).
fx::Vector<fx::Float32, 2> fp8PairToF32(fx::Int32 word, bool high, fx::SourceLoc loc = fx::SourceLoc::current()) {
  fx::BuildState &s = fx::state(loc);
  ir::Context &c = s.context();
  ir::Operation *op = s.create(ir::OpCode::RocdlCvtPkF32Fp8, {fx::detail::use(word.ir(), loc)},
                               {c.vectorType(2, c.f32())}, {{"wordSel", c.boolAttr(high)}}, loc);
  return fx::Vector<fx::Float32, 2>(op->result(0));
}

// The tokens a work-group attends: [lo, ctx) (lo > 0 with a sliding window), and of them its
// partition's steps [partStart, partEnd). Split-K: the steps from lo rounded down to block_n come in
// tiles of warps x block_n tokens; partition z takes ceil(tiles / partitions) consecutive tiles
// (FlyDSL's pa_decode_tile: tiles_per_part), the last ones may have none.
struct Span {
  fx::Int32 lo, partStart, partEnd;
};
Span spanOf(const PaConfig &c, fx::Int32 ctx) {
  fx::Int32 lo(int32_t(0));
  if (c.window > 0) lo = fx::select(ctx > c.window + 1, ctx - (c.window + 1), fx::Int32(int32_t(0)));
  fx::Int32 first = (lo / c.bn) * c.bn; // steps start at multiples of block_n
  fx::Int32 partStart = first, partEnd = ctx;
  if (c.partitions > 1) {
    const int32_t tile = c.warps * c.bn;
    fx::Int32 span = fx::select(ctx > first, ctx - first, fx::Int32(int32_t(0)));
    fx::Int32 perPart = ((span + (tile - 1)) / tile + (c.partitions - 1)) / c.partitions * tile;
    partStart = first + fx::block_idx.z().template to<fx::Int32>() * perPart;
    partEnd = fx::select(partStart + perPart < ctx, partStart + perPart, ctx);
  }
  return {lo, partStart, partEnd};
}

using LdsF32 = fx::Ptr<fx::Float32, ir::AddressSpace::Shared>;
// Where a work-group's waves meet: each wave's running max m (base 2) and row sum l of its query
// `query` (l already summed over the lanes sharing the query), and its O^T rows, which `writeO`
// stores at sO[row + dim] (row: the wave's and query's row of d + 4 floats; + 4: the lanes of a
// store phase write the same dims of different queries). Then the work-group combines them and
// writes O times outScale / l (with partitions: this partition's O / l, and its max (natural log)
// and sum to max_logits and exp_sums, [SEQS, KH, partitions, G]; an empty partition: -inf, 0, O = 0).
template <class T>
void combineWaves(const PaConfig &c, fx::Float32 m, fx::Float32 l, fx::Index query, fx::Index tid,
                  const std::function<void(LdsF32 sO, fx::Index row)> &writeO, fx::Float32 outScale, fx::Ptr<T> o,
                  fx::Ptr<fx::Float32> expSums, fx::Ptr<fx::Float32> maxLogits, fx::Int32 qBase, fx::Int32 kvHead) {
  const int d = c.d, G = c.group;
  const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));
  fx::Index lane = tid % c.wave, warp = tid / c.wave;
  fx::Index seqI = fx::block_idx.x(), part = fx::block_idx.z();
  const int strideO = d + 4;
  auto sM = fx::lds_alloc<fx::Float32>(int64_t(c.warps) * 16);
  auto sL = fx::lds_alloc<fx::Float32>(int64_t(c.warps) * 16);
  auto sO = fx::lds_alloc<fx::Float32>(int64_t(c.warps) * 16 * strideO);
  fx::Index slot = warp * 16 + query;
  int leaderMask = 0;
  for (int mask : c.reduceMasks) leaderMask |= mask;
  fx::if_((lane & int64_t(leaderMask)) == int64_t(0), [&] {
    sM.store(slot, m);
    sL.store(slot, l);
  });
  writeO(sO, slot * strideO);
  fx::barrier();

  // Combine: each thread takes runs of 4 dims of one query head.
  constexpr int kRun = 4;
  const int items = G * d / kRun, threadsAll = c.warps * c.wave;
  fx::Index partRow = ((seqI * int64_t(c.kh) + kvHead.template to<fx::Index>()) * int64_t(c.partitions) + part) * int64_t(G);
  fx::Ptr<T> out = c.partitions > 1 ? o + partRow * int64_t(d) : o + qBase.template to<fx::Index>();
  for (int base = 0; base < items; base += threadsAll) {
    auto combine = [&] {
      fx::Index i = tid + base;
      fx::Index g = i / (d / kRun), dim = (i % (d / kRun)) * kRun;
      fx::Float32 mAll = sM.load(g);
      for (int w = 1; w < c.warps; ++w) mAll = fx::max(mAll, sM.load(g + w * 16));
      fx::Float32 lAll = 0.0f;
      std::array<fx::Float32, kRun> sum;
      for (int e = 0; e < kRun; ++e) sum[size_t(e)] = 0.0f;
      for (int w = 0; w < c.warps; ++w) {
        fx::Float32 f = fx::exp2_approx(sM.load(g + w * 16) - mAll);
        lAll = lAll + f * sL.load(g + w * 16);
        auto partO = sO.template load<kRun>((g + w * 16) * strideO + dim);
        for (int e = 0; e < kRun; ++e) sum[size_t(e)] = sum[size_t(e)] + f * partO[e];
      }
      // A sequence with no tokens (l = 0) gets 0.
      fx::Float32 inv = fx::select(lAll > 0.0f, outScale / lAll, fx::Float32(0.0f));
      if (c.partitions > 1)
        fx::if_(dim == int64_t(0), [&] {
          maxLogits.store(partRow + g, fx::select(lAll > 0.0f, mAll * float(1.0 / kLog2e), minusInf));
          expSums.store(partRow + g, lAll);
        });
      for (int e = 0; e < kRun; ++e) sum[size_t(e)] = sum[size_t(e)] * inv;
      storeFromF32<T, kRun>(out, g * d + dim, sum.data());
    };
    if (base + threadsAll <= items) combine();
    else fx::if_(tid + base < items, combine);
  }
}

// T: the query (and MMA) type; KT: the cache's element type.
template <class T, class KT>
void paBody(const PaConfig &c, fx::Ptr<T> q, fx::Ptr<KT> keyCache, fx::Ptr<KT> valueCache, fx::Ptr<fx::Int32> tables,
            fx::Ptr<fx::Int32> lengths, fx::Ptr<fx::Float32> keyScale, fx::Ptr<fx::Float32> valueScale, fx::Ptr<T> o,
            fx::Ptr<fx::Float32> expSums, fx::Ptr<fx::Float32> maxLogits, fx::Int32 maxBlocks, fx::Int32 numBlocks) {
  const int d = c.d, bn = c.bn, bs = c.bs, X = c.x, G = c.group;
  const fx::Elem E = T::elem;
  constexpr bool kWiden = KT::elem != T::elem;
  fx::Index tid = fx::thread_idx.x();
  fx::Index lane = tid % c.wave, warp = tid / c.wave;
  fx::Index seqI = fx::block_idx.x();
  fx::Int32 seq = seqI.template to<fx::Int32>();
  fx::Int32 kvHead = fx::block_idx.y().template to<fx::Int32>();
  fx::Int32 ctx = lengths.load(seqI);
  auto [lo, partStart, partEnd] = spanOf(c, ctx);

  // Buffers: the caches whole (entries past them read 0), this sequence's block table row, and the
  // KV head's G query rows (columns past G read 0).
  const int64_t cacheBytesPerBlock = int64_t(c.kh) * d * bs * (fx::elemBits(KT::elem) / 8);
  fx::Int32 cacheBytes = numBlocks * int32_t(cacheBytesPerBlock);
  fx::Int32 past = numBlocks * int32_t(int64_t(c.kh) * d * bs); // the first element past the caches
  fx::Buffer<KT> gk(keyCache, cacheBytes), gv(valueCache, cacheBytes);
  fx::Buffer<fx::Int32> table(tables + (seq * maxBlocks).template to<fx::Index>(), maxBlocks * 4);
  fx::Int32 qBase = (seq * c.qh + kvHead * G) * d;
  fx::Buffer<T> gq(q + qBase.template to<fx::Index>(), fx::Int32(int32_t(G * d * (fx::elemBits(E) / 8))));

  fx::TiledMma mmaS = fx::make_tiled_mma(fx::make_mma_atom(c.atomS->innerTypeText()), c.atomLayout);
  fx::TiledMma mmaO = fx::make_tiled_mma(fx::make_mma_atom(c.atomO->innerTypeText()), c.atomLayout);
  fx::ThrMma thrS = mmaS.thr_slice(lane), thrO = mmaO.thr_slice(lane);
  auto algS = fly::TiledMma::make(c.atomS->layouts(), c.atomLayout);
  auto algO = fly::TiledMma::make(c.atomO->layouts(), c.atomLayout);
  Coords kA = *coordsOf(*algS, MmaOperand::A, bn, d, c.threads), qB = *coordsOf(*algS, MmaOperand::B, 16, d, c.threads);
  Coords vA = *coordsOf(*algO, MmaOperand::A, d, bn, c.threads), oC = *coordsOf(*algO, MmaOperand::C, d, 16, c.threads);
  // Runs along the key dims (within X), the value tokens, the query dims and the output dims.
  const int gK = runOf(kA, true, std::min(8, X)), gV = runOf(vA, true, 8), gQ = runOf(qB, true, 8);
  const int gO = runOf(oC, false, 4);

  auto gatherTile = [&](fx::Elem elem, int frgV, int g, const std::function<ir::Value *(int v, int g)> &load) -> ir::Value * {
    fx::SourceLoc loc = fx::SourceLoc::current();
    if (g == frgV) return load(0, g);
    std::vector<ir::Value *> values;
    for (int w = 0; w < frgV; w += g) {
      ir::Value *unit = load(w, g);
      if (g == 1) values.push_back(unit);
      else
        for (int e = 0; e < g; ++e) values.push_back(fx::detail::extract(elem, unit, e, loc));
    }
    return frgV == 1 ? values[0] : fx::detail::fromElements(elem, values, loc);
  };
  // fp8 e4m3 to T, exactly: v_cvt_pk_f32_fp8 widens two fp8 of a 32-bit word to f32 (the arch's
  // e4m3), and the f32 holds no more than T's bits (3 mantissa bits): f16 by conversion, bf16 by
  // its high half. A run of fewer than 4 is zero-extended to a word.
  auto widen = [&]<int R>(const fx::Val<KT::elem, R> &v) -> ir::Value * {
    constexpr int n = R == 0 ? 1 : R;
    std::array<fx::Float32, n> f;
    auto convert = [&](fx::Int32 word, int first, int count) {
      for (int half = 0; half * 2 < count; ++half) {
        fx::Vector<fx::Float32, 2> pair = fp8PairToF32(word, half == 1);
        for (int e = 0; e < 2 && half * 2 + e < count; ++e) f[size_t(first + half * 2 + e)] = pair[e];
      }
    };
    if constexpr (n == 4) {
      convert(fx::bitcast<fx::Int32>(v), 0, 4);
    } else if constexpr (n % 4 == 0) {
      auto words = fx::bitcast<fx::Vector<fx::Int32, n / 4>>(v);
      for (int w = 0; w < n / 4; ++w) convert(words[w], 4 * w, 4);
    } else if constexpr (n == 2) {
      convert(fx::bitcast<fx::Int16>(v).template to<fx::Int32>(), 0, 2);
    } else {
      static_assert(n == 1, "fp8 runs are 1, 2 or a multiple of 4 elements");
      convert(fx::bitcast<fx::Int8>(v).template to<fx::Int32>(), 0, 1);
    }
    auto narrow = [](fx::Float32 x) {
      if constexpr (T::elem == fx::Elem::F16) return x.template to<T>();
      else return fx::bitcast<T>((fx::bitcast<fx::Int32>(x) >> fx::Int32(int32_t(16))).template to<fx::Int16>());
    };
    if constexpr (R == 0) return narrow(f[0]).ir();
    else {
      std::array<T, n> out;
      for (int e = 0; e < n; ++e) out[size_t(e)] = narrow(f[size_t(e)]);
      return fx::from_elements<fx::Vector<T, n>>(out).ir();
    }
  };
  // g elements of `buf` from `at`, widened to T.
  // (Raw: in the cache's type; a step loads all its K and V runs before widening any, so the
  // loads are in flight together.)
  auto loadRun = [&](const fx::Buffer<KT> &buf, fx::Int32 at, int g) -> ir::Value * {
    ir::Value *out = nullptr;
    withRun(g, [&]<int R>() {
      if constexpr (R == 1) out = buf.load(at).ir();
      else out = buf.template load<R>(at).ir();
    });
    return out;
  };
  // A fragment tile of n raw cache values widened to T.
  auto widenTile = [&](ir::Value *raw, int n) -> ir::Value * {
    if constexpr (!kWiden) {
      (void)n;
      return raw;
    } else {
      ir::Value *out = nullptr;
      withRun(n, [&]<int R>() {
        if constexpr (R == 1) out = widen.template operator()<0>(fx::Val<KT::elem, 0>(raw));
        else out = widen.template operator()<R>(fx::Val<KT::elem, R>(raw));
      });
      return out;
    }
  };

  // Q^T, the B operand of S^T = K Q^T, loaded once.
  fx::MmaPartition qRows = thrS.partition_B(rowCoords(16, d)), qCols = thrS.partition_B(colCoords(16, d));
  fx::Fragment qFrag = thrS.make_fragment_B(qRows);
  {
    fx::Int32 row0 = qRows.offset.template to<fx::Int32>(), col0 = qCols.offset.template to<fx::Int32>();
    for (int cc = 0; cc < qFrag.restCol(); ++cc)
      for (int r = 0; r < qFrag.restRow(); ++r)
        qFrag.setTile(r, cc, gatherTile(E, qFrag.frgV(), gQ, [&](int w, int g) {
          fx::Int32 at = (row0 + int32_t(qRows.valueOffset(w, r, cc))) * d + col0 + int32_t(qCols.valueOffset(w, r, cc));
          ir::Value *out = nullptr;
          withRun(g, [&]<int R>() {
            if constexpr (R == 1) out = gq.load(at).ir();
            else out = gq.template load<R>(at).ir();
          });
          return out;
        }));
  }

  fx::MmaPartition kRows = thrS.partition_A(rowCoords(bn, d)), kCols = thrS.partition_A(colCoords(bn, d));
  fx::MmaPartition sRows = thrS.partition_C(rowCoords(bn, 16)), sCols = thrS.partition_C(colCoords(bn, 16));
  fx::MmaPartition vRows = thrO.partition_A(rowCoords(d, bn)), vCols = thrO.partition_A(colCoords(d, bn));
  fx::MmaPartition pRows = thrO.partition_B(rowCoords(16, bn)), pCols = thrO.partition_B(colCoords(16, bn));
  fx::MmaPartition oRows = thrO.partition_C(rowCoords(d, 16)), oCols = thrO.partition_C(colCoords(d, 16));
  fx::Fragment oAcc =
      thrO.partition_fragment_C(fly::Layout(IntTuple::of(Int(d), Int(16)), IntTuple::of(Int(1), Int(d)))).filled(0.0);
  const fx::Fragment sZero =
      thrS.partition_fragment_C(fly::Layout(IntTuple::of(Int(bn), Int(16)), IntTuple::of(Int(1), Int(bn)))).filled(0.0);
  const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));
  const double scaleLog2 = kLog2e / std::sqrt(double(d));
  // Per-tensor scales: the key scale folds into the score scale, the value scale into O.
  fx::Float32 scoreScale = fx::Float32(float(scaleLog2));
  fx::Float32 outScale = fx::Float32(1.0f);
  if (c.fp8 && !c.perToken) {
    scoreScale = scoreScale * keyScale.load(fx::Index(int64_t(0)));
    outScale = valueScale.load(fx::Index(int64_t(0)));
  }
  // Per-token scales: element (block, head, slot) of [blocks, KH, block_size].
  fx::Buffer<fx::Float32> gks, gvs;
  if (c.fp8 && c.perToken) {
    gks = fx::Buffer<fx::Float32>(keyScale, numBlocks * int32_t(c.kh * bs * 4));
    gvs = fx::Buffer<fx::Float32>(valueScale, numBlocks * int32_t(c.kh * bs * 4));
  }

  // The cache block holding token `tok` (an i32 element offset of its (block, KV head) slab), or
  // `past` for tokens outside [lo, ctx). One table load per distinct constant token offset.
  // `span` tokens from `tok` (a run in one block): valid when any of them is in [lo, ctx).
  auto tokenInfo = [&](fx::Int32 tok, int span = 1) {
    fx::Boolean inside = tok < ctx;
    if (c.window > 0) inside = inside && tok + (span - 1) >= lo;
    fx::Int32 blk = table.load(fx::select(inside, tok / bs, fx::Int32(int32_t(0))));
    fx::Int32 slab = (blk * c.kh + kvHead) * int32_t(int64_t(d) * bs);
    return std::pair<fx::Int32, fx::Boolean>(slab, inside);
  };

  std::vector<ir::Value *> init = oAcc.tiles();
  const size_t nAcc = init.size();
  init.push_back(fx::Float32(-1e30f).ir()); // running max (base 2)
  init.push_back(fx::Float32(0.0f).ir());   // this lane's part of the row sum
  fx::Index start = partStart.template to<fx::Index>() + warp * bn;
  std::vector<ir::Value *> done = loopCarrying(
      start, partEnd.template to<fx::Index>(), fx::Index(int64_t(c.warps * bn)), init,
      [&](fx::Index t0Index, std::vector<ir::Value *> carried) {
        fx::Fragment acc = oAcc;
        for (size_t i = 0; i < nAcc; ++i) acc.tiles()[i] = carried[i];
        fx::Float32 mOld(carried[nAcc]), lOld(carried[nAcc + 1]);
        fx::Int32 t0 = t0Index.template to<fx::Int32>();

        // K rows of this step: token row0 + constant, dims col0 + constant.
        fx::Int32 kRow0 = t0 + kRows.offset.template to<fx::Int32>(), kCol0 = kCols.offset.template to<fx::Int32>();
        std::map<int64_t, std::pair<fx::Int32, fx::Boolean>> kTok;
        fx::Fragment kFrag = thrS.make_fragment_A(kRows);
        std::vector<ir::Value *> kRaw, vRaw;
        for (int cc = 0; cc < kFrag.restCol(); ++cc)
          for (int r = 0; r < kFrag.restRow(); ++r)
            kRaw.push_back(gatherTile(KT::elem, kFrag.frgV(), gK, [&](int w, int g) {
              int64_t rowOff = kRows.valueOffset(w, r, cc);
              fx::Int32 tok = kRow0 + int32_t(rowOff);
              if (!kTok.count(rowOff)) kTok.emplace(rowOff, tokenInfo(tok));
              auto [slab, inside] = kTok.at(rowOff);
              fx::Int32 dim = kCol0 + int32_t(kCols.valueOffset(w, r, cc));
              fx::Int32 at = slab + (dim / X) * int32_t(bs * X) + (tok % bs) * X + dim % X;
              return loadRun(gk, fx::select(inside, at, past), g);
            }));
        // V^T rows: dims row0 + constant, tokens col0 + constant (runs of gV tokens in one block).
        fx::Int32 vRow0 = vRows.offset.template to<fx::Int32>(), vCol0 = t0 + vCols.offset.template to<fx::Int32>();
        std::map<int64_t, std::pair<fx::Int32, fx::Boolean>> vTok;
        fx::Fragment vFrag = thrO.make_fragment_A(vRows);
        for (int cc = 0; cc < vFrag.restCol(); ++cc)
          for (int r = 0; r < vFrag.restRow(); ++r)
            vRaw.push_back(gatherTile(KT::elem, vFrag.frgV(), gV, [&](int w, int g) {
              int64_t colOff = vCols.valueOffset(w, r, cc);
              fx::Int32 tok = vCol0 + int32_t(colOff);
              if (!vTok.count(colOff)) vTok.emplace(colOff, tokenInfo(tok, g));
              auto [slab, inside] = vTok.at(colOff);
              fx::Int32 dim = vRow0 + int32_t(vRows.valueOffset(w, r, cc));
              fx::Int32 at = slab + dim * bs + tok % bs;
              return loadRun(gv, fx::select(inside, at, past), g);
            }));
        for (int cc = 0, i = 0; cc < kFrag.restCol(); ++cc)
          for (int r = 0; r < kFrag.restRow(); ++r) kFrag.setTile(r, cc, widenTile(kRaw[size_t(i++)], kFrag.frgV()));
        for (int cc = 0, i = 0; cc < vFrag.restCol(); ++cc)
          for (int r = 0; r < vFrag.restRow(); ++r) vFrag.setTile(r, cc, widenTile(vRaw[size_t(i++)], vFrag.frgV()));

        fx::Fragment s = sZero;
        fx::gemm(mmaS, s, kFrag, qFrag, s);

        // Scores: per-token key scales, tokens outside [lo, ctx) -inf.
        fx::Int32 sRow0 = t0 + sRows.offset.template to<fx::Int32>();
        for (int r = 0; r < s.restRow(); ++r) {
          std::vector<ir::Value *> values;
          for (int w = 0; w < s.frgV(); ++w) {
            fx::Int32 tok = sRow0 + int32_t(sRows.valueOffset(w, r, 0));
            fx::Boolean inside = tok < ctx;
            if (c.window > 0) inside = inside && tok >= lo;
            fx::Float32 x = s.get<fx::Float32>(w, r, 0);
            if (c.fp8 && c.perToken) {
              auto [slab, ok] = tokenInfo(tok);
              (void)ok;
              fx::Int32 at = slab / int32_t(d) + tok % bs;
              x = x * gks.load(fx::select(inside, at, past));
            }
            values.push_back(fx::select(inside, x, minusInf).ir());
          }
          s.setTile(r, 0, s.frgV() == 1 ? values[0] : fx::detail::fromElements(fx::Elem::F32, values, fx::SourceLoc::current()));
        }

        fx::Fragment pFrag = thrO.make_fragment_B(pRows);
        fx::Float32 mNew, lNew;
        withTileWidth(s.frgV(), [&]<int N>() {
          using VF = fx::Vector<fx::Float32, N>;
          std::vector<VF> st;
          for (ir::Value *t : s.tiles()) st.push_back(VF(t));
          fx::Float32 tileMax = queryMax(c, st);
          mNew = fx::max(mOld, tileMax * scoreScale);
          fx::Float32 alpha = fx::exp2_approx(mOld - mNew);
          VF scaleV = VF::filled(scoreScale), minusM = VF::filled(fx::Float32(0.0f) - mNew);
          fx::Float32 sum = 0.0f;
          std::vector<ir::Value *> pT;
          for (size_t r = 0; r < st.size(); ++r) {
            VF pi = fx::exp2_approx(fx::fma(st[r], scaleV, minusM));
            sum = sum + fx::reduce_add(pi);
            if (c.fp8 && c.perToken) {
              std::array<fx::Float32, N> scaled;
              for (int w = 0; w < N; ++w) {
                fx::Int32 tok = sRow0 + int32_t(sRows.valueOffset(w, int(r), 0));
                fx::Boolean inside = tok < ctx;
                auto [slab, ok] = tokenInfo(tok);
                (void)ok;
                fx::Int32 at = slab / int32_t(d) + tok % bs;
                scaled[size_t(w)] = pi[w] * gvs.load(fx::select(inside, at, past));
              }
              pi = fx::from_elements<VF>(scaled);
            }
            pT.push_back(pi.template to<T>().ir());
          }
          lNew = lOld * alpha + sum;
          // P^T as the B operand, straight from the accumulator values; O rescaled.
          feedProbabilities<VF>(c, E, pT, pFrag, acc, alpha);
        });
        fx::gemm(mmaO, acc, vFrag, pFrag, acc);
        std::vector<ir::Value *> next = acc.tiles();
        next.push_back(mNew.ir());
        next.push_back(lNew.ir());
        return next;
      });
  fx::Fragment acc = oAcc;
  for (size_t i = 0; i < acc.tiles().size(); ++i) acc.tiles()[i] = done[i];
  fx::Float32 m(done[nAcc]), l(done[nAcc + 1]);
  for (int mask : c.reduceMasks) l = l + fx::shuffle_xor(l, mask, c.wave);

  fx::Index oRow0 = oRows.offset;
  auto writeO = [&](LdsF32 sO, fx::Index row) {
    for (int r = 0; r < acc.restRow(); ++r)
      for (int w = 0; w < acc.frgV(); w += gO) {
        fx::Index at = row + oRow0 + oRows.valueOffset(w, r, 0);
        withRun(gO, [&]<int R>() {
          if constexpr (R == 1) {
            sO.store(at, acc.get<fx::Float32>(w, r, 0));
          } else {
            std::array<fx::Float32, R> xs;
            for (int e = 0; e < R; ++e) xs[size_t(e)] = acc.get<fx::Float32>(w + e, r, 0);
            sO.store(at, fx::from_elements<fx::Vector<fx::Float32, R>>(xs));
          }
        });
      }
  };
  (void)oCols;
  (void)pCols;
  combineWaves<T>(c, m, l, sCols.offset, tid, writeO, outScale, o, expSums, maxLogits, qBase, kvHead);
}

// mma=fp8 (FlyDSL's pa_decode_tile numerics, with a power-of-two Q scale): both products on the
// arch's fp8 16x16x32 MFMA. Q is rounded to e4m3 once per query row with the smallest power-of-two
// scale 2^e for which max|q| / 2^e <= F = 240 (kFp8Max, on both e4m3 formats): exact
// scaling, so q / 2^e rounds (to nearest even) the same on the device and in the reference. P is
// computed as F * 2^(s - m) (the running max m, base 2) and rounded to e4m3; the row sum l sums the
// unrounded values, so O = sum(rounded P * V) / l. The cache's fp8 goes to the MMA as it is.
// Per-tensor scales: the key scale (and Q's) fold into the score scale, the value scale into O.
// Register layout (checked against the atom while the kernel is built, resolve()): the MFMA's A and
// B operands take row (or column) L % 16 and contraction indices 8 * (L / 16) .. + 7 on lane L, its
// accumulator rows 4 * (L / 16) .. + 3 of column L % 16. The contraction orders are the kernel's to
// pick, so each lane's loads are whole 16-byte runs:
// - dims: lane group G = L / 16 owns dims G * d/4 .. + d/4 - 1 for K and Q; contraction step c
//   takes its dims 8c .. 8c + 7.
// - tokens: within each 64 tokens of a step, the S^T accumulator row 4G + j of tile 4 * quad + 2s + h
//   is token 64 * quad + 16G + 8s + 4h + j, so lane (query, G) holds tokens 16G .. 16G + 15 of each
//   quad, the P^T B operand of contraction step 2 * quad + s is its own values (tiles 2s, 2s + 1),
//   and the V^T A operand of lane (dim, G) is the 16 tokens 16G .. + 15 of the dim: one 16-byte run
//   of the value cache (block_size a multiple of 16) for both contraction steps of the quad.
// The next step's K and V runs are loaded while this step computes (carried by the loop), and the
// block table entries of the step after that are loaded with uniform (scalar) loads one step ahead.
template <class T, class KT>
void paBodyFp8(const PaConfig &c, fx::Ptr<T> q, fx::Ptr<KT> keyCache, fx::Ptr<KT> valueCache, fx::Ptr<fx::Int32> tables,
               fx::Ptr<fx::Int32> lengths, fx::Ptr<fx::Float32> keyScale, fx::Ptr<fx::Float32> valueScale, fx::Ptr<T> o,
               fx::Ptr<fx::Float32> expSums, fx::Ptr<fx::Float32> maxLogits, fx::Int32 maxBlocks, fx::Int32 numBlocks) {
  const int d = c.d, bn = c.bn, bs = c.bs, G = c.group;
  const int quads = bn / 64, dq = d / 4, runs = d / 64, kSteps = d / 32, sTiles = bn / 16, dTiles = d / 16;
  const fx::Elem F8 = KT::elem;
  const double fp8Max = kFp8Max;
  fx::Index tid = fx::thread_idx.x();
  fx::Int32 lane = (tid % c.wave).template to<fx::Int32>();
  fx::Int32 warp = fx::rocdl::readfirstlane((tid / c.wave).template to<fx::Int32>());
  fx::Int32 row = lane % 16, grp = lane / 16;
  fx::Index seqI = fx::block_idx.x();
  fx::Int32 seq = seqI.template to<fx::Int32>();
  fx::Int32 kvHead = fx::block_idx.y().template to<fx::Int32>();
  fx::Int32 ctx = lengths.load(seqI);
  auto [lo, partStart, partEnd] = spanOf(c, ctx);

  const int64_t slabElems = int64_t(d) * bs; // one (block, KV head) of a cache
  fx::Int32 cacheBytes = numBlocks * int32_t(int64_t(c.kh) * slabElems);
  fx::Int32 past = cacheBytes; // the first byte (= element) past the caches: loads there read 0
  fx::Buffer<KT> gk(keyCache, cacheBytes), gv(valueCache, cacheBytes);
  fx::Int32 qBase = (seq * c.qh + kvHead * G) * d;
  fx::Buffer<T> gq(q + qBase.template to<fx::Index>(), fx::Int32(int32_t(G * d * (fx::elemBits(T::elem) / 8))));

  fx::TiledMma mma = fx::make_tiled_mma(fx::make_mma_atom(c.atomS->innerTypeText()), c.atomLayout);

  const double scaleLog2 = kLog2e / std::sqrt(double(d));
  // Per-tensor scales: the key scale folds into the score scale, the value scale and 1 / F into O.
  // Per-token ([blocks, KH, block_size]): see the loop.
  fx::Float32 outScale =
      c.perToken ? fx::Float32(1.0f) : valueScale.load(fx::Index(int64_t(0))) / float(fp8Max);
  fx::Buffer<fx::Float32> gks, gvs;
  if (c.perToken) {
    gks = fx::Buffer<fx::Float32>(keyScale, numBlocks * int32_t(c.kh * bs * 4));
    gvs = fx::Buffer<fx::Float32>(valueScale, numBlocks * int32_t(c.kh * bs * 4));
  }
  const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));

  // Block table entries of the 16-token runs of the step at t0 (uniform: scalar loads), clamped to
  // the sequence's row (entries past its tokens are not used).
  auto entriesOf = [&](fx::Int32 t0) {
    std::vector<ir::Value *> out;
    for (int k = 0; k < 4 * quads; ++k) {
      fx::Int32 at = fx::min((t0 + 16 * k) / bs, maxBlocks - 1);
      out.push_back(tables.load((seq * maxBlocks + at).template to<fx::Index>()).ir());
    }
    return out;
  };
  // The slab (first element of its block and KV head) of run `k4` of quad `quad` for this lane, or
  // `past` when the run has no token in [lo, ctx).
  auto slabOf = [&](const std::vector<ir::Value *> &entries, fx::Int32 t0, int quad, fx::Int32 k4) {
    fx::Int32 blk(entries[size_t(4 * quad + 3)]);
    for (int k = 2; k >= 0; --k) blk = fx::select(k4 == k, fx::Int32(entries[size_t(4 * quad + k)]), blk);
    fx::Int32 tok = t0 + 64 * quad + k4 * 16;
    fx::Boolean inside = tok < ctx;
    if (c.window > 0) inside = inside && tok + 15 >= lo;
    return std::pair(fx::select(inside, (blk * c.kh + kvHead) * int32_t(slabElems), past), tok);
  };
  // The step's K runs [quad][tile in quad][run] and V runs [quad][dim tile], 16 bytes each.
  auto loadK = [&](fx::Int32 t0, const std::vector<ir::Value *> &entries) {
    std::vector<ir::Value *> raw;
    for (int qd = 0; qd < quads; ++qd) {
      auto [slab, tok] = slabOf(entries, t0, qd, row / 4);
      fx::Int32 base = slab + (tok % bs + row % 4) * 16 + grp * (runs * bs * 16);
      for (int t = 0; t < 4; ++t)
        for (int u = 0; u < runs; ++u)
          raw.push_back(gk.template load<16>(base + ((t / 2) * 8 + (t % 2) * 4) * 16 + u * (bs * 16)).ir());
    }
    return raw;
  };
  // Per-token scales: the lane's 16 tokens of each quad (those of its S^T values, 4 per tile), key
  // scales then value scales, after the V runs.
  auto loadV = [&](fx::Int32 t0, const std::vector<ir::Value *> &entries) {
    std::vector<ir::Value *> raw, scales;
    for (int qd = 0; qd < quads; ++qd) {
      auto [slab, tok] = slabOf(entries, t0, qd, grp);
      fx::Int32 base = slab + row * bs + tok % bs;
      for (int dt = 0; dt < dTiles; ++dt) raw.push_back(gv.template load<16>(base + dt * 16 * bs).ir());
      if (c.perToken) {
        fx::Int32 at = slab / int32_t(d) + tok % bs; // (block, KV head, slot); past / d is past the scales
        for (const fx::Buffer<fx::Float32> *b : {&gks, &gvs})
          for (int t = 0; t < 4; ++t) scales.push_back(b->template load<4>(at + 4 * t).ir());
      }
    }
    raw.insert(raw.end(), scales.begin(), scales.end());
    return raw;
  };
  auto half = [&](ir::Value *run16, int h) {
    auto words = fx::bitcast<fx::Vector<fx::Int64, 2>>(fx::Val<KT::elem, 16>(run16));
    return fx::bitcast<fx::Vector<KT, 8>>(words[h]).ir();
  };

  // The first step's loads before Q's (they do not wait for each other).
  const int32_t stride = c.warps * bn;
  fx::Int32 start = partStart + warp * bn;
  std::vector<ir::Value *> entries0 = entriesOf(start);
  std::vector<ir::Value *> k0 = loadK(start, entries0), v0 = loadV(start, entries0);
  std::vector<ir::Value *> entries1 = entriesOf(start + stride);

  // Q: lane (query row, G) loads its d/4 dims (rows past G read 0) and rounds them to e4m3 with the
  // row's power-of-two scale 2^e: e = E - Emax + (mantissa of max|q| > F's), with max|q| = 1.m * 2^E
  // and F = 1.f * 2^Emax.
  std::vector<fx::Float32> qf;
  for (int u = 0; u < dq / 8; ++u) {
    auto v = gq.template load<8>(row * d + grp * dq + 8 * u).template to<fx::Float32>();
    for (int e = 0; e < 8; ++e) qf.push_back(v[e]);
  }
  fx::Float32 amax = fx::abs(qf[0]);
  for (size_t i = 1; i < qf.size(); ++i) amax = fx::max(amax, fx::abs(qf[i]));
  for (int mask : c.reduceMasks) amax = fx::max(amax, fx::shuffle_xor(amax, mask, c.wave));
  int fExp = 0;
  const double fMant = std::frexp(fp8Max, &fExp) * 2; // F = fMant * 2^(fExp - 1), fMant in [1, 2)
  const int32_t fMantBits = int32_t((fMant - 1) * double(1 << 23));
  fx::Int32 bits = fx::bitcast<fx::Int32>(amax);
  fx::Int32 expo = (bits >> fx::Int32(int32_t(23))) - (127 + fExp - 1) +
                   fx::select<fx::Int32>((bits & int32_t(0x7fffff)) > fMantBits, 1, 0);
  // max|q| = 0 (or tiny): any scale; keep 2^e in the normal range.
  expo = fx::max(expo, fx::Int32(int32_t(-100)));
  fx::Float32 invScale = fx::bitcast<fx::Float32>((fx::Int32(int32_t(127)) - expo) << fx::Int32(int32_t(23)));
  fx::Float32 qScale = fx::bitcast<fx::Float32>((expo + int32_t(127)) << fx::Int32(int32_t(23)));
  fx::Fragment qFrag(F8, 8, 1, kSteps);
  for (int k = 0; k < kSteps; ++k) {
    std::array<fx::Float32, 8> xs;
    for (int e = 0; e < 8; ++e) xs[size_t(e)] = qf[size_t(8 * k + e)] * invScale;
    qFrag.setTile(0, k, fx::from_elements<fx::Vector<fx::Float32, 8>>(xs).template to<KT>().ir());
  }

  fx::Float32 scoreScale = fx::Float32(float(scaleLog2)) * qScale;
  if (!c.perToken) scoreScale = scoreScale * keyScale.load(fx::Index(int64_t(0)));
  fx::Fragment oAcc = fx::Fragment(fx::Elem::F32, 4, dTiles, 1).filled(0.0);
  const fx::Fragment sZero = fx::Fragment(fx::Elem::F32, 4, sTiles, 1).filled(0.0);
  std::vector<ir::Value *> init = oAcc.tiles();
  const size_t nAcc = init.size();
  init.push_back(fx::Float32(-1e30f).ir()); // running max (base 2)
  init.push_back(fx::Float32(0.0f).ir());   // this lane's part of the row sum
  init.push_back(fx::Float32(1e-30f).ir()); // per-token: the running value-scale bound R
  const size_t nK = k0.size(), nV = v0.size();
  init.insert(init.end(), k0.begin(), k0.end());
  init.insert(init.end(), v0.begin(), v0.end());
  init.insert(init.end(), entries1.begin(), entries1.end());
  // At least one step (a wave without tokens runs one that reads zeros and adds nothing), so the
  // first step's loads stay ahead of the loop (no guard between them and the loop).
  fx::Int32 steps = fx::max((partEnd - start + (stride - 1)) / stride, fx::Int32(int32_t(1)));
  std::vector<ir::Value *> done = loopCarrying(
      fx::Index(int64_t(0)), steps.template to<fx::Index>(), fx::Index(int64_t(1)), init,
      [&](fx::Index step, std::vector<ir::Value *> carried) {
        fx::Fragment acc = oAcc;
        for (size_t i = 0; i < nAcc; ++i) acc.tiles()[i] = carried[i];
        fx::Float32 mOld(carried[nAcc]), lOld(carried[nAcc + 1]), rOld(carried[nAcc + 2]);
        auto from = carried.begin() + long(nAcc + 3);
        std::vector<ir::Value *> rawK(from, from + long(nK)), rawV(from + long(nK), from + long(nK + nV));
        std::vector<ir::Value *> entriesNext(from + long(nK + nV), carried.end());
        fx::Int32 t0 = start + step.template to<fx::Int32>() * stride;
        std::vector<ir::Value *> entriesAfter = entriesOf(t0 + 2 * stride);

        fx::Fragment kFrag(F8, 8, sTiles, kSteps), vFrag(F8, 8, dTiles, bn / 32);
        for (int qd = 0, i = 0; qd < quads; ++qd)
          for (int t = 0; t < 4; ++t)
            for (int u = 0; u < runs; ++u, ++i)
              for (int h = 0; h < 2; ++h) kFrag.setTile(4 * qd + t, 2 * u + h, half(rawK[size_t(i)], h));
        for (int qd = 0; qd < quads; ++qd)
          for (int dt = 0; dt < dTiles; ++dt)
            for (int s = 0; s < 2; ++s) vFrag.setTile(dt, 2 * qd + s, half(rawV[size_t(qd * dTiles + dt)], s));
        fx::Fragment s = sZero;
        fx::gemm(mma, s, kFrag, qFrag, s);
        // The next step's loads, each after this step's last use of its registers (past partEnd they
        // read 0 and are not used).
        std::vector<ir::Value *> kNext = loadK(t0 + stride, entriesNext);
        fx::rocdl::sched_barrier(); // issued before the softmax and P V that hide their latency

        // Scores of tokens outside [lo, ctx) are -inf: only a step that reaches past ctx (or starts
        // before lo) has any.
        using VF = fx::Vector<fx::Float32, 4>;
        std::vector<VF> st;
        for (ir::Value *tile : s.tiles()) st.push_back(VF(tile));
        // Per-token key scales multiply the scores (the lane's tile t: scales 4 (t % 4) .. + 3 of its
        // quad's 16).
        const size_t scaleAt = size_t(quads * dTiles);
        if (c.perToken)
          for (int t = 0; t < sTiles; ++t) st[size_t(t)] = st[size_t(t)] * VF(rawV[scaleAt + size_t(8 * (t / 4) + t % 4)]);
        fx::Boolean edge = t0 + bn > ctx;
        if (c.window > 0) edge = edge || t0 < lo;
        std::vector<ir::Type> types(st.size(), VF::type(fx::state(fx::SourceLoc::current()).context()));
        std::vector<ir::Value *> masked = ifValues(edge, types, [&] {
          std::vector<ir::Value *> out;
          for (int t = 0; t < sTiles; ++t) {
            std::array<fx::Float32, 4> xs;
            for (int j = 0; j < 4; ++j) {
              fx::Int32 tok = t0 + (t / 4) * 64 + grp * 16 + ((t % 4) / 2) * 8 + (t % 2) * 4 + j;
              fx::Boolean inside = tok < ctx;
              if (c.window > 0) inside = inside && tok >= lo;
              xs[size_t(j)] = fx::select(inside, st[size_t(t)][j], minusInf);
            }
            out.push_back(fx::from_elements<VF>(xs).ir());
          }
          return out;
        }, [&] {
          std::vector<ir::Value *> out;
          for (const VF &v : st) out.push_back(v.ir());
          return out;
        });
        for (size_t i = 0; i < st.size(); ++i) st[i] = VF(masked[i]);

        fx::Float32 tileMax = queryMax(c, st);
        fx::Float32 mNew = fx::max(mOld, tileMax * scoreScale);
        fx::Float32 alpha = fx::exp2_approx(mOld - mNew);
        // F * 2^(s * scale - m): the e4m3 operand's range.
        VF scaleV = VF::filled(scoreScale), shift = VF::filled(fx::Float32(float(std::log2(fp8Max))) - mNew);
        // Per-token value scales go into P (F p vs / R, R >= every vs so far: the running bound,
        // wave-uniform), and O's accumulator is kept in units of R (rescaled with alpha).
        fx::Float32 rNew = rOld, ratio = 1.0f;
        VF vsScale;
        if (c.perToken) {
          fx::Float32 vMax = 0.0f;
          for (int t = 0; t < sTiles; ++t)
            vMax = fx::max(vMax, fx::reduce_max(VF(rawV[scaleAt + size_t(8 * (t / 4) + 4 + t % 4)])));
          for (int mask : {16, 32}) vMax = fx::max(vMax, fx::shuffle_xor(vMax, mask, c.wave));
          rNew = fx::max(rOld, vMax);
          ratio = rOld / rNew;
          vsScale = VF::filled(fx::Float32(1.0f) / rNew);
        }
        fx::Float32 sum = 0.0f;
        std::vector<ir::Value *> words;
        for (size_t t = 0; t < st.size(); ++t) {
          VF p = fx::exp2_approx(fx::fma(st[t], scaleV, shift));
          sum = sum + fx::reduce_add(p);
          if (c.perToken) p = p * VF(rawV[scaleAt + size_t(8 * (t / 4) + 4 + t % 4)]) * vsScale;
          words.push_back(fx::bitcast<fx::Int32>(p.template to<KT>()).ir());
        }
        fx::Fragment pFrag(F8, 8, 1, bn / 32);
        for (int k = 0; k < bn / 32; ++k)
          pFrag.setTile(0, k, fx::bitcast<fx::Vector<KT, 8>>(fx::from_elements<fx::Vector<fx::Int32, 2>>(
                                  fx::Int32(words[size_t(2 * k)]), fx::Int32(words[size_t(2 * k + 1)]))).ir());
        fx::Float32 lNew = lOld * alpha + sum;
        VF alphaV = VF::filled(c.perToken ? alpha * ratio : alpha);
        for (ir::Value *&tile : acc.tiles()) tile = (VF(tile) * alphaV).ir();
        fx::gemm(mma, acc, vFrag, pFrag, acc);
        std::vector<ir::Value *> vNext = loadV(t0 + stride, entriesNext);
        fx::rocdl::sched_barrier();
        std::vector<ir::Value *> next = acc.tiles();
        next.push_back(mNew.ir());
        next.push_back(lNew.ir());
        next.push_back(rNew.ir());
        next.insert(next.end(), kNext.begin(), kNext.end());
        next.insert(next.end(), vNext.begin(), vNext.end());
        next.insert(next.end(), entriesAfter.begin(), entriesAfter.end());
        return next;
      });
  fx::Fragment acc = oAcc;
  for (size_t i = 0; i < nAcc; ++i) acc.tiles()[i] = done[i];
  // l and O sum F * p: both divided by F (l here, O in outScale, per-token with R here).
  fx::Float32 m(done[nAcc]), l(done[nAcc + 1]), r(done[nAcc + 2]);
  for (int mask : c.reduceMasks) l = l + fx::shuffle_xor(l, mask, c.wave);
  l = l / float(fp8Max);
  // O^T tile dt, value j: dim 16 dt + 4G + j of query `row`.
  fx::Vector<fx::Float32, 4> unit = fx::Vector<fx::Float32, 4>::filled(r / float(fp8Max));
  auto writeO = [&](LdsF32 sO, fx::Index at) {
    for (int dt = 0; dt < dTiles; ++dt) {
      fx::Vector<fx::Float32, 4> o4(acc.tile(dt, 0));
      sO.store(at + (grp * 4 + dt * 16).template to<fx::Index>(), c.perToken ? o4 * unit : o4);
    }
  };
  combineWaves<T>(c, m, l, row.template to<fx::Index>(), tid, writeO, outScale, o, expSums, maxLogits, qBase, kvHead);
}

void buildPagedAttention(fx::Module &m, const Params &p, const target::Arch &arch) {
  PaConfig c;
  if (!resolve(p, arch, c).empty()) return; // compileKernel and runKernel report Entry::validate's message first
  auto kernel = [&]<class T, class KT>() {
    const fx::KernelOptions options{.block = {unsigned(c.warps * c.wave), 1, 1}};
    using F32P = fx::Ptr<fx::Float32>;
    // Arguments: q, caches, tables, lengths, [key/value scales (fp8)], then the output, or with
    // partitions exp_sums, max_logits and the partial outputs; then max_blocks, num_blocks.
    if (c.fp8 && c.partitions > 1)
      m.kernel("pa_decode", [&](fx::Ptr<T> q, fx::Ptr<KT> kc, fx::Ptr<KT> vc, fx::Ptr<fx::Int32> tables,
                                fx::Ptr<fx::Int32> lengths, F32P ks, F32P vs, F32P sums, F32P maxes, fx::Ptr<T> o,
                                fx::Int32 maxBlocks, fx::Int32 numBlocks) {
        if constexpr (KT::elem != T::elem)
          if (c.mmaFp8) return paBodyFp8<T, KT>(c, q, kc, vc, tables, lengths, ks, vs, o, sums, maxes, maxBlocks, numBlocks);
        paBody<T, KT>(c, q, kc, vc, tables, lengths, ks, vs, o, sums, maxes, maxBlocks, numBlocks);
      }, options);
    else if (c.fp8)
      m.kernel("pa_decode", [&](fx::Ptr<T> q, fx::Ptr<KT> kc, fx::Ptr<KT> vc, fx::Ptr<fx::Int32> tables,
                                fx::Ptr<fx::Int32> lengths, F32P ks, F32P vs, fx::Ptr<T> o, fx::Int32 maxBlocks,
                                fx::Int32 numBlocks) {
        if constexpr (KT::elem != T::elem)
          if (c.mmaFp8) return paBodyFp8<T, KT>(c, q, kc, vc, tables, lengths, ks, vs, o, F32P(), F32P(), maxBlocks, numBlocks);
        paBody<T, KT>(c, q, kc, vc, tables, lengths, ks, vs, o, F32P(), F32P(), maxBlocks, numBlocks);
      }, options);
    else if (c.partitions > 1)
      m.kernel("pa_decode", [&](fx::Ptr<T> q, fx::Ptr<KT> kc, fx::Ptr<KT> vc, fx::Ptr<fx::Int32> tables,
                                fx::Ptr<fx::Int32> lengths, F32P sums, F32P maxes, fx::Ptr<T> o, fx::Int32 maxBlocks,
                                fx::Int32 numBlocks) {
        paBody<T, KT>(c, q, kc, vc, tables, lengths, F32P(), F32P(), o, sums, maxes, maxBlocks, numBlocks);
      }, options);
    else
      m.kernel("pa_decode", [&](fx::Ptr<T> q, fx::Ptr<KT> kc, fx::Ptr<KT> vc, fx::Ptr<fx::Int32> tables,
                                fx::Ptr<fx::Int32> lengths, fx::Ptr<T> o, fx::Int32 maxBlocks, fx::Int32 numBlocks) {
        paBody<T, KT>(c, q, kc, vc, tables, lengths, F32P(), F32P(), o, F32P(), F32P(), maxBlocks, numBlocks);
      }, options);
  };
  auto withCache = [&]<class T>() {
    if (!c.fp8) kernel.template operator()<T, T>();
    else if (fp8Name(arch) == "f8E4M3FNUZ") kernel.template operator()<T, fx::Float8E4M3FNUZ>();
    else kernel.template operator()<T, fx::Float8E4M3FN>();
  };
  if (c.dtype == "f16") withCache.template operator()<fx::Float16>();
  else withCache.template operator()<fx::BFloat16>();
}

// Context lengths of a problem (SEQS, CTX): sequence 0 has CTX tokens, sequence 1 none when there
// are three or more, the others uniform in [1, CTX] (a fixed draw per problem, so the block table's
// generator sees the same lengths).
std::vector<int64_t> contextLengths(int64_t seqs, int64_t ctx) {
  std::mt19937_64 rng(uint64_t(seqs) * 1000003u + uint64_t(ctx));
  std::vector<int64_t> out(static_cast<size_t>(seqs));
  for (int64_t s = 0; s < seqs; ++s)
    out[size_t(s)] = s == 0 ? ctx : (s == 1 && seqs >= 3) ? 0 : 1 + int64_t(rng() % uint64_t(ctx));
  return out;
}
int64_t maxBlocksOf(int64_t ctx, int64_t bs) { return ceilDiv(ctx, bs) + 1; } // one spare column: a hole
int64_t cacheBlocksOf(int64_t seqs, int64_t ctx, int64_t bs) { return seqs * maxBlocksOf(ctx, bs) + 3; }
} // namespace

void addPagedAttention(std::vector<Entry> &entries) {
  Entry e;
  e.name = "pa_decode";
  e.summary = "paged-attention decode: one query token per sequence against a paged KV cache (block table), GQA, "
              "bf16/f16 or fp8 cache with per-tensor or per-token scales, sliding window, MFMA/WMMA, the "
              "sequence split over the waves, mma=fp8: Q and P rounded to e4m3 for the fp8 MFMA (FlyDSL's "
              "pa_decode_tile / pa_decode_swa)";
  e.params = {{"dtype", "bf16", {"bf16", "f16"}, "element type of the query and output (and of the MMA)"},
              {"kv_cache", "bf16", {"bf16", "f16", "fp8"},
               "element type of the KV cache: the query's type, or fp8 e4m3 (FNUZ on gfx942, OCP elsewhere)"},
              {"kv_scale", "tensor", {"tensor", "token"},
               "fp8 scales: one per tensor ([1]) or one per token ([blocks, KH, block_size])"},
              {"head_dim", "128", {"64", "128", "256"}, "D"},
              {"q_heads", "8", {}, "query heads QH"},
              {"kv_heads", "1", {}, "key/value heads KH (QH / KH <= 16 query heads per KV head)"},
              {"block_size", "16", {}, "tokens per cache block (a multiple of 16)"},
              {"window", "0", {}, "sliding window: the window + 1 last tokens are attended (0: all)"},
              {"partitions", "1", {}, "split-K over the sequence: grid z; above 1 the kernel writes each partition's "
               "max, sum and O / sum for pa_decode_reduce instead of the output"},
              {"mma", "dtype", {"dtype", "fp8"},
               "MMA inputs: dtype (an fp8 cache widened exactly to the query's type), or fp8 (kv_cache=fp8, per-tensor "
               "scales: Q rounded to e4m3 per query row with a power-of-two scale, P = F * 2^(s - max) rounded to "
               "e4m3, F the format's largest value, both products on the fp8 16x16x32 MFMA, as FlyDSL's "
               "pa_decode_tile; block_n a multiple of 64)"},
              {"block_n", "64", {"16", "32", "64", "128"}, "tokens per wave step", true},
              {"warps", "4", {"1", "2", "4", "8"}, "waves per work-group (they split the sequence)", true}};
  e.archs = {"gfx942", "gfx950"};
  e.problemDims = {"SEQS", "CTX"};
  e.defaultProblem = {5, 700};
  e.gridRule = "block (warps * wave, 1, 1); grid (SEQS, kv_heads, partitions); partition p takes tiles "
               "[p * T, (p + 1) * T) of warps * block_n tokens from the first step, T = ceil(tiles / partitions)";
  e.tolerance = "u * (2 * max|V| + |O|) + 2^-16, u = 2^-8 (bf16) or 2^-11 (f16): P rounded to the MMA type, O "
                "rounded once; Q, K, V in [-2, 2] (fp8: rounded to e4m3, scales in [0.5, 1.5]); with partitions "
                "exp_sums and max_logits (f32): 2^-14 * (|want| + 1). mma=fp8, per output from the data: the reference "
                "rounds Q as the kernel does (exactly, but below 2^-6 where the e4m3 formats differ: a slack on the "
                "scores), and bounds P's rounding: sum_j max(2^-4 p_j, 2^-10 / 240) |v_j| / sum_j p_j, plus (e^(2 slack) "
                "- 1) max|v|, 1e-5 max|v| (f32) and O's rounding";
  e.inputLow = -kInputBound;
  e.inputHigh = kInputBound;
  e.build = buildPagedAttention;
  e.validate = [](const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) -> std::string {
    PaConfig c;
    std::string error = resolve(p, arch, c);
    if (!error.empty() || !problem) return error;
    int64_t seqs = (*problem)[0], ctx = (*problem)[1];
    int64_t blocks = cacheBlocksOf(seqs, ctx, c.bs);
    if (blocks * c.kh * c.d * c.bs * (c.fp8 ? 1 : 2) >= (int64_t(1) << 31))
      return "pa_decode: the KV cache of " + std::to_string(blocks) + " blocks is 2 GiB or more (32-bit buffer offsets)";
    return "";
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    PaConfig c;
    std::string error = resolve(p, arch, c);
    const std::string t = p.at("dtype");
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads"),
                  bs = param(p, "block_size");
    const bool fp8 = p.at("kv_cache") == "fp8", perToken = p.at("kv_scale") == "token";
    const std::string kt = fp8 ? fp8Name(arch) : p.at("kv_cache");
    const int64_t seqs = s[0], ctx = s[1], maxBlocks = maxBlocksOf(ctx, bs), blocks = cacheBlocksOf(seqs, ctx, bs);
    const int64_t x = fp8 ? 16 : 8;
    std::vector<int64_t> lens = contextLengths(seqs, ctx);
    Argument lengths{"context_lengths", Argument::Role::Input, "i32", {seqs}, 0, 0, "SEQS tokens per sequence"};
    lengths.generate = [lens](std::mt19937_64 &, int64_t) { return std::vector<double>(lens.begin(), lens.end()); };
    // Each sequence's blocks: distinct cache blocks in random order; entries past its length -1.
    Argument tables{"block_tables", Argument::Role::Input, "i32", {seqs, maxBlocks}, 0, 0,
                    "SEQS x max_blocks cache blocks (-1: none)"};
    tables.generate = [lens, bs, blocks, maxBlocks](std::mt19937_64 &rng, int64_t n) {
      std::vector<double> all(static_cast<size_t>(blocks));
      std::iota(all.begin(), all.end(), 0.0);
      std::shuffle(all.begin(), all.end(), rng);
      std::vector<double> out(static_cast<size_t>(n), -1.0);
      size_t next = 0;
      for (size_t sq = 0; sq < lens.size(); ++sq)
        for (int64_t b = 0; b < ceilDiv(lens[sq], bs); ++b) out[sq * size_t(maxBlocks) + size_t(b)] = all[next++];
      return out;
    };
    std::vector<int64_t> scaleShape = perToken ? std::vector<int64_t>{blocks, kh, bs} : std::vector<int64_t>{1};
    Plan plan;
    plan.arguments = {{"query", Argument::Role::Input, t, {seqs, qh, d}, 0, 0, "SEQS x QH x D"},
                      {"key_cache", Argument::Role::Input, kt, {blocks, kh, d / x, bs, x}, 0, 0,
                       "blocks x KH x D/X x block_size x X (X: 16 bytes)"},
                      {"value_cache", Argument::Role::Input, kt, {blocks, kh, d, bs}, 0, 0, "blocks x KH x D x block_size"},
                      tables,
                      lengths};
    if (fp8) {
      plan.arguments.push_back({"key_scale", Argument::Role::Input, "f32", scaleShape, 0, 0, "key scales", "", kScaleLow,
                                kScaleHigh});
      plan.arguments.push_back({"value_scale", Argument::Role::Input, "f32", scaleShape, 0, 0, "value scales", "",
                                kScaleLow, kScaleHigh});
    }
    const int64_t np = param(p, "partitions"), g = kh ? qh / kh : 0;
    if (np > 1) {
      plan.arguments.push_back({"exp_sums", Argument::Role::Output, "f32", {seqs, kh, np, g}, 0, 0,
                                "SEQS x KH x partitions x QH/KH: sum of exp(score - max) per partition"});
      plan.arguments.push_back({"max_logits", Argument::Role::Output, "f32", {seqs, kh, np, g}, 0, 0,
                                "SEQS x KH x partitions x QH/KH: max score per partition (-inf: no tokens)"});
      plan.arguments.push_back({"tmp_out", Argument::Role::Output, t, {seqs, kh, np, g, d}, 0, 0,
                                "SEQS x KH x partitions x QH/KH x D: the partition's softmax(scores) V"});
    } else {
      plan.arguments.push_back({"output", Argument::Role::Output, t, {seqs, qh, d}, 0, 0, "SEQS x QH x D"});
    }
    plan.arguments.push_back({"max_blocks", Argument::Role::Scalar, "i32", {}, maxBlocks, 0, "block table columns"});
    plan.arguments.push_back({"num_blocks", Argument::Role::Scalar, "i32", {}, blocks, 0, "cache blocks"});
    plan.launch.block[0] = uint32_t(error.empty() ? c.warps * c.wave : 1);
    plan.launch.grid[0] = uint32_t(seqs);
    plan.launch.grid[1] = uint32_t(kh);
    plan.launch.grid[2] = uint32_t(np);
    return plan;
  };
  // A sequence's length within its row of the block table, and the entries of the blocks holding
  // the tokens it attends ([lo, ctx)) within the cache: the kernel would read another sequence's
  // keys there, or zeros past the cache (entries past the length, holes, are not read).
  e.inspectInputs = [](const Params &p, const std::vector<int64_t> &, const Plan &plan,
                       const std::vector<HostData> &in) -> std::string {
    const int64_t bs = param(p, "block_size"), window = param(p, "window");
    const int64_t maxBlocks = plan.arguments[argumentIndex(plan, "max_blocks")].scalar;
    const int64_t blocks = plan.arguments[argumentIndex(plan, "num_blocks")].scalar;
    const std::vector<double> &lens = in[argumentIndex(plan, "context_lengths")].values;
    std::string error = firstOutside("pa_decode", plan, in, "context_lengths", 0, int64_t(lens.size()), 0,
                                     maxBlocks * bs + 1,
                                     "a sequence's tokens fit its row of block_tables: max_blocks=" +
                                         std::to_string(maxBlocks) + " x block_size=" + std::to_string(bs));
    for (size_t sq = 0; error.empty() && sq < lens.size(); ++sq) {
      const int64_t ctx = int64_t(lens[sq]), lo = window > 0 ? std::max<int64_t>(0, ctx - 1 - window) : 0;
      const int64_t row = int64_t(sq) * maxBlocks;
      error = firstOutside("pa_decode", plan, in, "block_tables", row + lo / bs, row + ceilDiv(ctx, bs), 0, blocks,
                           "the cache holds num_blocks=" + std::to_string(blocks) + " blocks; sequence " +
                               std::to_string(sq) + " reads this entry for its tokens below context_lengths[" +
                               std::to_string(sq) + "] = " + std::to_string(ctx));
    }
    return error;
  };
  // Double precision from the definition (torch_mha_extend): gather the sequence's tokens through the
  // block table, dequantize, softmax(q . k * scale) over [lo, ctx), P V. With partitions, the same
  // over each partition's tokens, and its max and sum.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &dd) {
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads"),
                  bs = param(p, "block_size"), window = param(p, "window"), np = param(p, "partitions"),
                  bn = param(p, "block_n"), tile = param(p, "warps") * bn;
    const bool fp8 = p.at("kv_cache") == "fp8", perToken = p.at("kv_scale") == "token";
    const int64_t seqs = s[0], maxBlocks = maxBlocksOf(s[1], bs), x = fp8 ? 16 : 8, g = qh / kh;
    const auto &q = dd[0].values, &kc = dd[1].values, &vc = dd[2].values, &tab = dd[3].values, &len = dd[4].values;
    const std::vector<double> *ks = fp8 ? &dd[5].values : nullptr, *vs = fp8 ? &dd[6].values : nullptr;
    const size_t outs = fp8 ? 7 : 5;
    const double scale = 1.0 / std::sqrt(double(d));
    const bool mmaFp8 = p.at("mma") == "fp8";
    // mma=fp8: each output's bound (HostData::allowed) from the terms below.
    if (mmaFp8)
      for (size_t i = outs; i < dd.size(); ++i) dd[i].allowed.assign(dd[i].values.size(), 0.0);
    const double uOut = p.at("dtype") == "f16" ? 0x1p-11 : 0x1p-8;
    for (int64_t sq = 0; sq < seqs; ++sq) {
      const int64_t ctx = int64_t(len[size_t(sq)]), lo = window > 0 ? std::max<int64_t>(0, ctx - 1 - window) : 0;
      for (int64_t h = 0; h < qh; ++h) {
        const int64_t hk = h / g;
        // mma=fp8: the query row rounded to e4m3 with its power-of-two scale 2^e (the smallest with
        // max|q| / 2^e <= 240, at least 2^-100). Below 2^-6 the two e4m3 formats round differently
        // (OCP's subnormals, spacing 2^-9; FNUZ's 2^-10 from 2^-7): those elements are rounded as
        // FNUZ here and may differ by 2^-9 * 2^e on the device (qLoose).
        std::vector<double> qRow(q.begin() + (sq * qh + h) * d, q.begin() + (sq * qh + h + 1) * d);
        std::vector<bool> qLoose(size_t(d), false);
        double qStep = 0;
        if (mmaFp8) {
          double amax = 0;
          for (double v : qRow) amax = std::max(amax, std::fabs(v));
          int e = -100;
          while (amax > kFp8Max * std::ldexp(1.0, e)) ++e;
          qStep = std::ldexp(0x1p-9, e);
          for (int64_t i = 0; i < d; ++i) {
            const double y = std::ldexp(qRow[size_t(i)], -e), a = std::fabs(y);
            const int ex = a > 0 ? std::max(std::ilogb(a), -7) : -7; // FNUZ: normal from 2^-7
            const double step = std::ldexp(1.0, ex - 3);
            qRow[size_t(i)] = std::copysign(std::nearbyint(a / step) * step, y) * std::ldexp(1.0, e);
            qLoose[size_t(i)] = a < 0x1p-6;
          }
        }
        // Scores and value scales of tokens lo .. ctx - 1 (and with mma=fp8 the bound of each
        // score's error from the loosely rounded query elements).
        std::vector<double> score, vscale, scoreSlack;
        std::vector<int64_t> blockOf;
        for (int64_t j = lo; j < ctx; ++j) {
          const int64_t blk = int64_t(tab[size_t(sq * maxBlocks + j / bs)]), slot = j % bs;
          blockOf.push_back(blk);
          double kscale = 1.0;
          vscale.push_back(1.0);
          if (fp8) {
            kscale = perToken ? (*ks)[size_t((blk * kh + hk) * bs + slot)] : (*ks)[0];
            vscale.back() = perToken ? (*vs)[size_t((blk * kh + hk) * bs + slot)] : (*vs)[0];
          }
          double dot = 0, slack = 0;
          for (int64_t i = 0; i < d; ++i) {
            const double k = kc[size_t((((blk * kh + hk) * (d / x) + i / x) * bs + slot) * x + i % x)];
            dot += qRow[size_t(i)] * k;
            if (qLoose[size_t(i)]) slack += qStep * std::fabs(k);
          }
          score.push_back(dot * kscale * scale);
          scoreSlack.push_back(slack * kscale * scale);
        }
        // softmax(scores) V over tokens [j0, j1) into out (0 when none): the max and the sum.
        auto attend = [&](int64_t j0, int64_t j1, double *out, double *allowed) {
          j0 = std::max(j0, lo);
          j1 = std::min(j1, ctx);
          std::fill(out, out + d, 0.0);
          double mx = -INFINITY, sum = 0, slack = 0;
          double vsMax = 0;
          for (int64_t j = j0; j < j1; ++j) {
            mx = std::max(mx, score[size_t(j - lo)]);
            vsMax = std::max(vsMax, vscale[size_t(j - lo)]);
          }
          std::vector<double> pRounding(size_t(d), 0.0), vMax(size_t(d), 0.0);
          for (int64_t j = j0; j < j1; ++j) {
            const double w = std::exp(score[size_t(j - lo)] - mx);
            sum += w;
            slack = std::max(slack, scoreSlack[size_t(j - lo)]);
            const int64_t blk = blockOf[size_t(j - lo)], slot = j % bs;
            const double vs = vscale[size_t(j - lo)], spread = vs > 0 ? vsMax / vs : 0;
            for (int64_t i = 0; i < d; ++i) {
              const double v = vscale[size_t(j - lo)] * vc[size_t(((blk * kh + hk) * d + i) * bs + slot)];
              out[i] += w * v;
              // mma=fp8: P' = 240 w rounded to e4m3 (relative 2^-4 in the normal range, 2^-10 absolute
              // below it, OCP's subnormals; the running max only scales both down). Per-token: P' =
              // 240 w vs / R with R <= the largest scale (spread), v here includes vs.
              pRounding[size_t(i)] += std::max(0x1p-4 * w, 0x1p-10 / kFp8Max * spread) * std::fabs(v);
              vMax[size_t(i)] = std::max(vMax[size_t(i)], std::fabs(v));
            }
          }
          if (sum > 0)
            for (int64_t i = 0; i < d; ++i) out[i] /= sum;
          // The bound: P's rounding, the scores' slack (a softmax moves by at most e^(2 slack) - 1 of
          // max|V|), f32 arithmetic (1e-5 of max|V|), O's rounding.
          if (allowed)
            for (int64_t i = 0; i < d; ++i)
              allowed[i] = (sum > 0 ? pRounding[size_t(i)] / sum : 0) + std::expm1(2 * slack) * vMax[size_t(i)] +
                           1e-5 * vMax[size_t(i)] + uOut * std::fabs(out[i]) + 0x1p-16;
          return std::tuple<double, double, double>(mx, sum, slack);
        };
        if (np == 1) {
          const int64_t at = (sq * qh + h) * d;
          attend(lo, ctx, dd[outs].values.data() + at, mmaFp8 ? dd[outs].allowed.data() + at : nullptr);
          continue;
        }
        const int64_t first = lo / bn * bn, tiles = ceilDiv(std::max<int64_t>(0, ctx - first), tile),
                      per = ceilDiv(tiles, np) * tile;
        for (int64_t part = 0; part < np; ++part) {
          const size_t row = size_t(((sq * kh + hk) * np + part) * g + h % g);
          auto [mx, sum, slack] = attend(first + part * per, first + (part + 1) * per, dd[outs + 2].values.data() + row * d,
                                         mmaFp8 ? dd[outs + 2].allowed.data() + row * d : nullptr);
          dd[outs].values[row] = sum;
          dd[outs + 1].values[row] = sum > 0 ? mx : -INFINITY;
          if (mmaFp8) { // as allowedError's f32 bound, and the scores' slack
            dd[outs].allowed[row] = 0x1p-14 * (sum + 1) + sum * std::expm1(2 * slack);
            dd[outs + 1].allowed[row] = 0x1p-14 * (std::fabs(dd[outs + 1].values[row]) + 1) + slack;
          }
        }
      }
    }
  };
  e.allowedError = [](const Params &p, const std::vector<int64_t> &, const std::string &type, double want) {
    // Partition maxima and sums (f32): the scores' f32 dot products and exp2 (a few ulps each).
    if (type == "f32") return 0x1p-14 * (std::fabs(want) + 1);
    const double u = type == "f16" ? 0x1p-11 : 0x1p-8;
    const double vMax = kInputBound * (p.at("kv_cache") == "fp8" ? kScaleHigh : 1.0);
    return u * (2 * vMax + std::fabs(want)) + 0x1p-16;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
