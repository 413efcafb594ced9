// flash_attn_fwd: the flash-attention forward pass (FlyDSL's kernels/attention/flash_attn_generic.py
// for the design, its tests' torch reference for the semantics):
//   O[b, i, h, :] = sum_j softmax_j(Q[b, i, h, :] . K[b, j, hk, :] * scale [masked]) V[b, j, hk, :]
// with Q, O of B x SQ x H x D and K, V of B x SKV x HK x D (BSHD, row-major), hk = h / (H / HK)
// (GQA/MQA: H a multiple of HK), scale = 1 / sqrt(D). causal=1 masks key j of query i when
// j > i + (SKV - SQ) (bottom-right aligned, torch's reference for SQ != SKV); a query whose keys
// are all masked gets 0.
//
// One work-group of `warps` waves per (block of BM queries, head, batch): grid (ceil(SQ / BM), H,
// B). Each wave owns one MMA atom's width of queries (BM = warps * atom N). The kernel computes
// the transposed products, S^T = K Q^T and O^T = V^T P^T, so that in the accumulator layout of
// every MFMA/WMMA atom a lane holds one query's column: the softmax row statistics are a lane's
// own values plus a butterfly over the few lanes that share its query, and P^T, rounded to the
// input type, is already the B operand of the second product (each P value goes from the S
// accumulator to the B fragment in registers; the pairing is derived from the atoms' layouts while
// the kernel is built and checked for every lane). Per BN-key step the work-group stages K
// (rows of D, padded) and V transposed (rows of BN keys, so the A operand V^T reads runs of
// consecutive keys) in LDS; Q stays in registers for the whole loop. The next step's K and V are
// loaded into registers at the start of a step (pinned there by a scheduling barrier); V is
// stored while the softmax runs, the next K while O^T takes V, so two barriers a step and no
// wait on a fresh load. Rows past SQ and SKV lie outside the per-(batch, head) buffers' ranges:
// their loads read 0 and their stores are dropped, without compares. The online softmax works in
// base 2: s = q.k * scale * log2(e), m = running max, p = exp2(s - m), the O accumulator and each
// lane's partial row sum rescaled by exp2(m_old - m) (the partial sums meet across lanes once, at
// the end). Keys past SKV, and masked keys, score -inf (compares only in the steps that hold such
// keys); the running max starts at -1e30 so a wholly masked tile leaves everything as it was.
// Causal launches stop the key loop at the block's last visible key.
//
// gfx11 (gfx1100, gfx1151) is refused: its WMMA accumulator layout is not its B operand's layout,
// so P^T would need a cross-lane shuffle. fp8 Q/K/V, gfx950's transposing LDS reads
// (ds_read_b64_tr_b16) and async global->LDS loads are not used yet.
#include "Attention.h"
#include "Common.h"
#include "Families.h"

#include "fly/algebra/TiledMma.h"
#include "fly/target/MmaAtom.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace fly::kernels {

namespace {
using namespace attention;
constexpr double kLog2e = 1.4426950408889634;
constexpr double kInputBound = 2.0; // inputs uniform in [-2, 2]

struct FaConfig : MmaPair {
  std::string dtype;
  int qh = 0, kh = 0, warps = 0, atomMN = 0;
  bool causal = false;
};


std::string resolve(const Params &p, const target::Arch &arch, FaConfig &c) {
  c.dtype = p.at("dtype");
  c.d = int(param(p, "head_dim"));
  c.qh = int(param(p, "q_heads"));
  c.kh = int(param(p, "kv_heads"));
  // auto: 64 keys per step on wave64, 32 on wave32 (whose lanes each stage twice the elements).
  c.bn = p.at("block_n") == "auto" ? (arch.waveSize == 64 ? 64 : 32) : int(param(p, "block_n"));
  c.warps = int(param(p, "warps"));
  // auto: 32x32 atoms where the arch has them (MFMA), else 16x16 (WMMA).
  c.atomMN = p.at("atom") == "auto" ? (atomsFor(arch, p.at("dtype"), 32).empty() ? 16 : 32) : int(param(p, "atom"));
  c.causal = p.at("causal") == "1";
  c.wave = int(arch.waveSize);
  const std::string name = "flash_attn_fwd: ";
  if (c.qh % c.kh)
    return name + "q_heads=" + std::to_string(c.qh) + " is not a multiple of kv_heads=" + std::to_string(c.kh) +
           " (each KV head serves q_heads / kv_heads query heads)";
  auto atoms = atomsFor(arch, c.dtype, c.atomMN);
  if (atoms.empty())
    return name + std::string(arch.name) + " has no " + std::to_string(c.atomMN) + "x" + std::to_string(c.atomMN) +
           " MFMA/WMMA atom with " + c.dtype + " inputs and f32 accumulation";
  if (c.bn % c.atomMN)
    return name + "block_n=" + std::to_string(c.bn) + " is not a multiple of the atom's " + std::to_string(c.atomMN) +
           " keys";
  c.bm = c.warps * c.atomMN;
  c.threads = 0;
  for (const target::MmaAtom *a : atoms)
    if (a->threads() != int(arch.waveSize)) return name + "the atom " + atomName(a) + " is not one wave";
  c.threads = c.warps * c.wave;
  c.atomLayout = fly::Layout(IntTuple::of(Int(1), Int(c.warps), Int(1)), IntTuple::of(Int(0), Int(1), Int(0)));
  // S^T = K Q^T contracts over D: the largest K dividing it. O^T = V^T P^T: the largest K whose
  // B operand takes P^T straight from the S^T accumulator.
  c.atomS = nullptr;
  for (const target::MmaAtom *a : atoms)
    if (c.d % a->k == 0) {
      c.atomS = a;
      break;
    }
  if (!c.atomS) return name + "head_dim=" + std::to_string(c.d) + " is not a multiple of any atom's K";
  std::string why = pickOutputAtom(c, atoms);
  if (why.empty()) return "";
  return name + "no " + std::to_string(c.atomMN) + "x" + std::to_string(c.atomMN) + " atom on " +
         std::string(arch.name) + " fits the kernel's register layout (" + why + ")";
}


template <class T>
void faBody(const FaConfig &c, fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<T> o, fx::Int32 batch, fx::Int32 sq,
            fx::Int32 skv) {
  constexpr int V = vector128<T>;
  const int d = c.d, bn = c.bn, bm = c.bm, threads = c.threads;
  const fx::Elem E = T::elem;
  ir::Context &ctx = fx::state().context();
  fx::Index tid = fx::thread_idx.x();
  fx::Int32 qBlock = (fx::block_idx.x() * bm).template to<fx::Int32>();
  fx::Int32 head = fx::block_idx.y().template to<fx::Int32>();
  fx::Int32 b = fx::block_idx.z().template to<fx::Int32>();
  fx::Int32 kvHead = head / (c.qh / c.kh);
  const fx::Int32 bytes(int64_t(fx::elemBits(E) / 8));
  // Buffers over this batch's rows from this head on: element (row, col) of the head at row * stride
  // + col, and rows past SQ (Q, O) or SKV (K, V) fall outside the buffer's range, so their loads
  // read 0 and their stores are dropped with no compare (buffer range checking).
  const int qStride = c.qh * d, kvStride = c.kh * d;
  fx::Int32 qBase = (b * sq * c.qh + head) * d, kvBase = (b * skv * c.kh + kvHead) * d;
  fx::Int32 qRange = (sq * c.qh - head) * d, kvRange = (skv * c.kh - kvHead) * d;
  fx::Buffer<T> gq(q + qBase.template to<fx::Index>(), qRange * bytes), go(o + qBase.template to<fx::Index>(), qRange * bytes);
  fx::Buffer<T> gk(k + kvBase.template to<fx::Index>(), kvRange * bytes), gv(v + kvBase.template to<fx::Index>(), kvRange * bytes);
  auto qAt = [&](fx::Int32 row, fx::Int32 col) { return row * qStride + col; };
  auto kvAt = [&](fx::Int32 row, fx::Int32 col) { return row * kvStride + col; };

  fx::TiledMma mmaS = fx::make_tiled_mma(fx::make_mma_atom(c.atomS->innerTypeText()), c.atomLayout);
  fx::TiledMma mmaO = fx::make_tiled_mma(fx::make_mma_atom(c.atomO->innerTypeText()), c.atomLayout);
  fx::ThrMma thrS = mmaS.thr_slice(tid), thrO = mmaO.thr_slice(tid);
  auto algS = fly::TiledMma::make(c.atomS->layouts(), c.atomLayout);
  auto algO = fly::TiledMma::make(c.atomO->layouts(), c.atomLayout);
  // Coordinates of every fragment value (row, column) for all threads (runs of consecutive
  // columns), and the thread's own as partitions (runtime offset + constant value offsets).
  Coords kA = *coordsOf(*algS, MmaOperand::A, bn, d, threads), qB = *coordsOf(*algS, MmaOperand::B, bm, d, threads);
  Coords vA = *coordsOf(*algO, MmaOperand::A, d, bn, threads), oC = *coordsOf(*algO, MmaOperand::C, d, bm, threads);
  const int gK = runOf(kA, true, 8), gQ = runOf(qB, true, 8), gV = runOf(vA, true, 8), gO = runOf(oC, false, 8);

  // LDS: K as bn rows of d (+ padK) elements, V transposed as d rows of bn (+ padV) keys. Each row
  // is padded by one fragment read (gK, gV elements, at least the 4 keys of a V store): the lanes of
  // one LDS phase read the same columns of consecutive rows, which the padding spreads over the
  // banks.
  const int padK = std::max(gK, 4), padV = std::max(gV, 4), strideK = d + padK, strideV = bn + padV;
  auto sK = fx::lds_alloc<T>(int64_t(bn) * strideK);
  auto sV = fx::lds_alloc<T>(int64_t(d) * strideV);

  // Q^T as the B operand of S^T = K Q^T, loaded once (queries past SQ read 0).
  fx::MmaPartition qRows = thrS.partition_B(rowCoords(bm, d)), qCols = thrS.partition_B(colCoords(bm, d));
  fx::Fragment qFrag = thrS.make_fragment_B(qRows);
  auto gatherTile = [&](int frgV, int g, const std::function<ir::Value *(int v, int g)> &load) -> ir::Value * {
    fx::SourceLoc loc = fx::SourceLoc::current();
    if (g == frgV) return load(0, g);
    std::vector<ir::Value *> values;
    for (int w = 0; w < frgV; w += g) {
      ir::Value *unit = load(w, g);
      if (g == 1) values.push_back(unit);
      else
        for (int e = 0; e < g; ++e) values.push_back(fx::detail::extract(E, unit, e, loc));
    }
    return frgV == 1 ? values[0] : fx::detail::fromElements(E, values, loc);
  };
  {
    fx::Int32 row0 = qRows.offset.template to<fx::Int32>();
    fx::Int32 col0 = qCols.offset.template to<fx::Int32>();
    for (int cc = 0; cc < qFrag.restCol(); ++cc)
      for (int r = 0; r < qFrag.restRow(); ++r)
        qFrag.setTile(r, cc, gatherTile(qFrag.frgV(), gQ, [&](int w, int g) {
          fx::Int32 row = qBlock + row0 + int32_t(qRows.valueOffset(w, r, cc));
          fx::Int32 col = col0 + int32_t(qCols.valueOffset(w, r, cc));
          fx::Int32 at = qAt(row, col);
          ir::Value *out = nullptr;
          withRun(g, [&]<int G>() { out = gq.template load<G>(at).ir(); });
          return out;
        }));
  }

  fx::MmaPartition kRows = thrS.partition_A(rowCoords(bn, d)), kCols = thrS.partition_A(colCoords(bn, d));
  fx::MmaPartition sRows = thrS.partition_C(rowCoords(bn, bm)), sCols = thrS.partition_C(colCoords(bn, bm));
  fx::MmaPartition vRows = thrO.partition_A(rowCoords(d, bn)), vCols = thrO.partition_A(colCoords(d, bn));
  fx::MmaPartition pRows = thrO.partition_B(rowCoords(bm, bn));
  fx::MmaPartition oRows = thrO.partition_C(rowCoords(d, bm)), oCols = thrO.partition_C(colCoords(d, bm));
  fx::Fragment oAcc = thrO.partition_fragment_C(fly::Layout(IntTuple::of(Int(d), Int(bm)), IntTuple::of(Int(1), Int(d))))
                          .filled(0.0);
  const fx::Fragment sZero =
      thrS.partition_fragment_C(fly::Layout(IntTuple::of(Int(bn), Int(bm)), IntTuple::of(Int(1), Int(bn)))).filled(0.0);

  // This lane's query (every value of its accumulators has it).
  fx::Int32 query = qBlock + sCols.offset.template to<fx::Int32>();
  fx::Int32 delta = skv - sq;
  // Keys [0, kvEnd): causal blocks stop after the last key their last query sees.
  fx::Int32 kvEnd = c.causal ? fx::max(fx::min(skv, qBlock + bm + delta), fx::Int32(0)) : skv;
  const fx::Float32 minusInf = fx::bitcast<fx::Float32>(fx::Int32(int32_t(0xff800000u)));
  const float scaleLog2 = float(kLog2e / std::sqrt(double(d)));

  // Global -> registers -> LDS of one key step, split so that the next step's loads are in flight
  // while this step computes. K: 128-bit vectors of a key row (lanes along d), stored as 64-bit
  // pieces where the padded rows are only 8-byte aligned. V: each item is R = 4 consecutive keys of V
  // consecutive d (lanes along the keys), written transposed as V runs of 4 keys. Rows past SKV
  // read 0; a partial last pass loads for every thread (past the items: 0) and stores for those
  // with an item.
  constexpr int R = 4;
  const fx::Int32 pastKv = kvRange; // out of range
  const int perRow = d / V, kVectors = bn * perRow, groups = bn / R, vItems = groups * perRow;
  auto loadStep = [&](fx::Int32 kv0) {
    std::vector<ir::Value *> regs;
    for (int base = 0; base < kVectors; base += threads) {
      fx::Index i = tid + base;
      fx::Int32 row = kv0 + (i / perRow).template to<fx::Int32>(), col = ((i % perRow) * V).template to<fx::Int32>();
      fx::Int32 at = kvAt(row, col);
      if (base + threads > kVectors) at = fx::select(i < kVectors, at, pastKv);
      regs.push_back(gk.template load<V>(at).ir());
    }
    for (int base = 0; base < vItems; base += threads) {
      fx::Index i = tid + base;
      fx::Int32 key = kv0 + ((i % groups) * R).template to<fx::Int32>(), col = ((i / groups) * V).template to<fx::Int32>();
      for (int j = 0; j < R; ++j) {
        fx::Int32 at = kvAt(key + j, col);
        if (base + threads > vItems) at = fx::select(i < vItems, at, pastKv);
        regs.push_back(gv.template load<V>(at).ir());
      }
    }
    return regs;
  };
  const size_t kRegs = size_t((kVectors + threads - 1) / threads);
  // Stores the K part (regs[0, kRegs)) or the V part (the rest) of loadStep's registers.
  auto storeStep = [&](const std::vector<ir::Value *> &regs, bool keys) {
    size_t next = keys ? 0 : kRegs;
    for (int base = 0; keys && base < kVectors; base += threads) {
      ir::Value *vec = regs[next++];
      auto move = [&] {
        fx::Index i = tid + base;
        fx::Index r = i / perRow, col = (i % perRow) * V;
        if (strideK % V == 0) { // 16-byte aligned rows: one store
          sK.store(r * strideK + col, fx::Vector<T, V>(vec));
          return;
        }
        for (int u = 0; u < V; u += 4)
          sK.store(r * strideK + col + u, fx::Vector<T, 4>(fx::detail::slice(E, vec, u, 4, fx::SourceLoc::current())));
      };
      if (base + threads <= kVectors) move();
      else fx::if_(tid + base < kVectors, move);
    }
    for (int base = 0; !keys && base < vItems; base += threads) {
      std::array<fx::Vector<T, V>, R> rows;
      for (int j = 0; j < R; ++j) rows[size_t(j)] = fx::Vector<T, V>(regs[next++]);
      auto move = [&] {
        fx::Index i = tid + base;
        fx::Index key = (i % groups) * R, col = (i / groups) * V;
        for (int e = 0; e < V; ++e) {
          std::array<T, R> column;
          for (int j = 0; j < R; ++j) column[size_t(j)] = rows[size_t(j)][e];
          sV.store((col + e) * strideV + key, fx::from_elements<fx::Vector<T, R>>(column));
        }
      };
      if (base + threads <= vItems) move();
      else fx::if_(tid + base < vItems, move);
    }
  };
  auto loadFromLds = [&](fx::Fragment &f, const fx::Ptr<T, ir::AddressSpace::Shared> &s, int stride,
                         const fx::MmaPartition &rows, const fx::MmaPartition &cols, int g) {
    for (int cc = 0; cc < f.restCol(); ++cc)
      for (int r = 0; r < f.restRow(); ++r)
        f.setTile(r, cc, gatherTile(f.frgV(), g, [&](int w, int gg) {
          fx::Index at = (rows.offset + rows.valueOffset(w, r, cc)) * stride + cols.offset + cols.valueOffset(w, r, cc);
          ir::Value *out = nullptr;
          withRun(gg, [&]<int G>() {
            if constexpr (G == 1) out = s.load(at).ir();
            else out = s.template load<G>(at).ir();
          });
          return out;
        }));
  };

  std::vector<ir::Value *> init = oAcc.tiles();
  const size_t nAcc = init.size();
  init.push_back(fx::Float32(-1e30f).ir()); // running max (base 2)
  init.push_back(fx::Float32(0.0f).ir());   // this lane's part of the row sum
  // The step's K tile is in LDS when the step starts, its V tile in registers. Step: loads of the
  // next step issued; S^T from K; V stored (its buffer was freed by the previous step's last
  // barrier) while the softmax runs; barrier; the next K stored (every wave is past its K reads)
  // while O^T takes V; barrier. The LDS stores' latency hides behind the other half's work.
  std::vector<ir::Value *> first = loadStep(fx::Int32(0));
  storeStep(first, true);
  fx::barrier();
  init.insert(init.end(), first.begin() + long(kRegs), first.end());
  std::vector<ir::Value *> done = loopCarrying(
      fx::Index(int64_t(0)), kvEnd.template to<fx::Index>(), fx::Index(int64_t(bn)), init,
      [&](fx::Index kvIndex, std::vector<ir::Value *> carried) {
        fx::Fragment acc = oAcc;
        for (size_t i = 0; i < nAcc; ++i) acc.tiles()[i] = carried[i];
        fx::Float32 mOld(carried[nAcc]), lOld(carried[nAcc + 1]);
        fx::Int32 kv0 = kvIndex.template to<fx::Int32>();
        std::vector<ir::Value *> vRegs(kRegs, nullptr);
        vRegs.insert(vRegs.end(), carried.begin() + long(nAcc + 2), carried.end());
        std::vector<ir::Value *> prefetched = loadStep(kv0 + bn);
        fx::rocdl::sched_barrier(0); // the loads go out before this step's work, which hides them
        fx::Fragment kFrag = thrS.make_fragment_A(kRows);
        loadFromLds(kFrag, sK, strideK, kRows, kCols, gK);
        fx::Fragment s = sZero;
        fx::gemm(mmaS, s, kFrag, qFrag, s);
        storeStep(vRegs, false);

        // Keys past SKV and causally masked keys score -inf: only in the steps that hold such keys
        // (the last one; causal: those reaching past the block's first query's last key).
        fx::Int32 key0 = kv0 + sRows.offset.template to<fx::Int32>();
        fx::Boolean needMask = kv0 + bn > skv;
        if (c.causal) needMask = needMask || kv0 + (bn - 1) > qBlock + delta;
        // The next step's loaded registers pass through the branch too: used on both sides, their
        // loads stay here, issued before S^T, instead of being sunk to their first use.
        std::vector<ir::Type> tileTypes;
        for (ir::Value *t : s.tiles()) tileTypes.push_back(t->type());
        for (ir::Value *t : prefetched) tileTypes.push_back(t->type());
        std::vector<ir::Value *> joined = ifValues(needMask, tileTypes, [&] {
          std::vector<ir::Value *> tiles;
          for (int r = 0; r < s.restRow(); ++r) {
            std::vector<ir::Value *> values;
            for (int w = 0; w < s.frgV(); ++w) {
              fx::Int32 key = key0 + int32_t(sRows.valueOffset(w, r, 0));
              fx::Boolean masked = key >= skv;
              if (c.causal) masked = masked || key > query + delta;
              values.push_back(fx::select(masked, minusInf, s.get<fx::Float32>(w, r, 0)).ir());
            }
            tiles.push_back(s.frgV() == 1 ? values[0] : fx::detail::fromElements(fx::Elem::F32, values, fx::SourceLoc::current()));
          }
          tiles.insert(tiles.end(), prefetched.begin(), prefetched.end());
          return tiles;
        }, [&] {
          std::vector<ir::Value *> tiles = s.tiles();
          tiles.insert(tiles.end(), prefetched.begin(), prefetched.end());
          return tiles;
        });
        s.tiles().assign(joined.begin(), joined.begin() + long(s.tiles().size()));
        prefetched.assign(joined.begin() + long(s.tiles().size()), joined.end());

        // The step's max over the lanes of this query; p = exp2(s * scale * log2 e - m), one fma
        // per score; the O accumulator and the row sum rescaled by exp2(m_old - m). Whole atom
        // tiles at a time (vector ops: packed f32 multiplies and fmas where the arch has them).
        fx::Fragment pFrag = thrO.make_fragment_B(pRows);
        fx::Float32 mNew, lNew;
        withTileWidth(s.frgV(), [&]<int N>() {
          using VF = fx::Vector<fx::Float32, N>;
          std::vector<VF> st;
          for (ir::Value *t : s.tiles()) st.push_back(VF(t));
          fx::Float32 tileMax = queryMax(c, st);
          mNew = fx::max(mOld, tileMax * scaleLog2);
          fx::Float32 alpha = fx::exp2_approx(mOld - mNew);
          VF scaleV = VF::filled(fx::Float32(scaleLog2)), minusM = VF::filled(fx::Float32(0.0f) - mNew);
          fx::Float32 sum = 0.0f;
          std::vector<ir::Value *> pT;
          for (const VF &t : st) {
            VF pi = fx::exp2_approx(fx::fma(t, scaleV, minusM));
            sum = sum + fx::reduce_add(pi);
            pT.push_back(pi.template to<T>().ir());
          }
          lNew = lOld * alpha + sum;
          // P^T as the B operand, straight from the accumulator values; O rescaled.
          feedProbabilities<VF>(c, E, pT, pFrag, acc, alpha);
        });
        fx::barrier(); // V visible; every wave is past its K reads
        storeStep(prefetched, true);
        fx::Fragment vFrag = thrO.make_fragment_A(vRows);
        loadFromLds(vFrag, sV, strideV, vRows, vCols, gV);
        fx::gemm(mmaO, acc, vFrag, pFrag, acc);
        fx::barrier(); // the next K visible; every wave is past its V reads
        std::vector<ir::Value *> next = acc.tiles();
        next.push_back(mNew.ir());
        next.push_back(lNew.ir());
        next.insert(next.end(), prefetched.begin() + long(kRegs), prefetched.end());
        return next;
      });
  fx::Fragment acc = oAcc;
  for (size_t i = 0; i < acc.tiles().size(); ++i) acc.tiles()[i] = done[i];
  fx::Float32 l(done[nAcc + 1]);
  for (int m : c.reduceMasks) l = l + fx::shuffle_xor(l, m, c.wave);
  // A query with every key masked has l = 0 and gets 0.
  fx::Float32 inv = fx::select(l > 0.0f, 1.0f / l, fx::Float32(0.0f));

  // O rows (queries past SQ dropped), runs of gO consecutive d.
  fx::Int32 d0 = oRows.offset.template to<fx::Int32>();
  for (int r = 0; r < acc.restRow(); ++r)
    for (int w = 0; w < acc.frgV(); w += gO) {
      fx::Int32 col = d0 + int32_t(oRows.valueOffset(w, r, 0));
      fx::Int32 at = qAt(query, col);
      withRun(gO, [&]<int G>() {
        if constexpr (G == 1) {
          go.store(at, (acc.get<fx::Float32>(w, r, 0) * inv).template to<T>());
        } else {
          std::array<fx::Float32, G> xs;
          for (int e = 0; e < G; ++e) xs[size_t(e)] = acc.get<fx::Float32>(w + e, r, 0) * inv;
          go.store(at, fx::from_elements<fx::Vector<fx::Float32, G>>(xs).template to<T>());
        }
      });
    }
  (void)oCols;
  (void)ctx;
}

void buildFlashAttention(fx::Module &m, const Params &p, const target::Arch &arch) {
  FaConfig c;
  if (!resolve(p, arch, c).empty()) return; // compileKernel and runKernel report Entry::validate's message first
  auto kernel = [&]<class T>() {
    m.kernel("flash_attn_fwd", [&](fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<T> o, fx::Int32 batch,
                                   fx::Int32 sq, fx::Int32 skv) { faBody<T>(c, q, k, v, o, batch, sq, skv); },
             {.block = {unsigned(c.threads), 1, 1}});
  };
  if (c.dtype == "f16") kernel.template operator()<fx::Float16>();
  else kernel.template operator()<fx::BFloat16>();
}

} // namespace

void addFlashAttention(std::vector<Entry> &entries) {
  Entry e;
  e.name = "flash_attn_fwd";
  e.summary = "flash attention forward: softmax(Q K^T / sqrt(D) [causal]) V, BSHD, GQA/MQA, MFMA/WMMA, online "
              "softmax in exp2, K/V tiles through LDS, any sequence lengths (FlyDSL's flash_attn_generic)";
  e.params = {{"dtype", "f16", {"f16", "bf16"}, "element type of Q, K, V and O (f32 accumulation)"},
              {"head_dim", "128", {"64", "128"}, "D"},
              {"causal", "0", {"0", "1"}, "1: key j is masked for query i when j > i + SKV - SQ"},
              {"q_heads", "4", {}, "query heads H"},
              {"kv_heads", "2", {}, "key/value heads HK (H a multiple of HK: GQA; 1: MQA)"},
              {"atom", "auto", {"auto", "32", "16"},
               "MFMA/WMMA atom M = N: 32 (32x32xK), 16 (16x16xK), auto (32 where the arch has it, else 16)", true},
              {"block_n", "auto", {"auto", "32", "64", "128"}, "keys per step through LDS (auto: 64 on wave64, 32 on wave32)",
               true},
              {"warps", "4", {"1", "2", "4", "8"}, "waves per work-group (queries per work-group: warps x atom)", true}};
  e.archs = {"gfx942", "gfx950", "gfx1201", "gfx1250"}; // gfx11: its WMMA C layout is not the P^T B layout
  e.problemDims = {"B", "SQ", "SKV"};
  e.defaultProblem = {2, 100, 100};
  e.gridRule = "block (warps * wave, 1, 1); grid (ceil(SQ / (warps * atom M)), q_heads, B)";
  e.tolerance = "u * (2 * max|V| + |O|) + 2^-16, u = 2^-11 (f16) or 2^-8 (bf16): P rounded to the input type for "
                "the second product, O rounded once; inputs in [-2, 2]";
  e.inputLow = -kInputBound;
  e.inputHigh = kInputBound;
  e.build = buildFlashAttention;
  e.validate = [](const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) -> std::string {
    FaConfig c;
    std::string error = resolve(p, arch, c);
    if (!error.empty() || !problem) return error;
    int64_t b = (*problem)[0], sq = (*problem)[1], skv = (*problem)[2];
    if (std::max(b * sq * c.qh, b * skv * c.kh) * c.d * 2 >= (int64_t(1) << 31))
      return "flash_attn_fwd: Q, K, V or O of B=" + std::to_string(b) + " x " + std::to_string(std::max(sq, skv)) +
             " rows is 2 GiB or more (32-bit buffer offsets)";
    return "";
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    FaConfig c;
    std::string error = resolve(p, arch, c);
    const std::string t = p.at("dtype");
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads");
    Plan plan;
    plan.arguments = {{"q", Argument::Role::Input, t, {s[0], s[1], qh, d}, 0, 0, "B x SQ x H x D"},
                      {"k", Argument::Role::Input, t, {s[0], s[2], kh, d}, 0, 0, "B x SKV x HK x D"},
                      {"v", Argument::Role::Input, t, {s[0], s[2], kh, d}, 0, 0, "B x SKV x HK x D"},
                      {"o", Argument::Role::Output, t, {s[0], s[1], qh, d}, 0, 0, "B x SQ x H x D"},
                      {"B", Argument::Role::Scalar, "i32", {}, s[0], 0, "batch"},
                      {"SQ", Argument::Role::Scalar, "i32", {}, s[1], 0, "query sequence length"},
                      {"SKV", Argument::Role::Scalar, "i32", {}, s[2], 0, "key/value sequence length"}};
    plan.launch.block[0] = uint32_t(error.empty() ? c.threads : 1);
    plan.launch.grid[0] = uint32_t(ceilDiv(s[1], error.empty() ? c.bm : 1));
    plan.launch.grid[1] = uint32_t(qh);
    plan.launch.grid[2] = uint32_t(s[0]);
    return plan;
  };
  // Double precision from the definition: scores, the causal mask, softmax (all-masked rows 0), P V.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &dd) {
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads");
    const int64_t batch = s[0], sq = s[1], skv = s[2];
    const bool causal = p.at("causal") == "1";
    const double scale = 1.0 / std::sqrt(double(d));
    const auto &q = dd[0].values, &k = dd[1].values, &v = dd[2].values;
    auto &o = dd[3].values;
    std::vector<double> score(static_cast<size_t>(skv));
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t h = 0; h < qh; ++h) {
        const int64_t hk = h / (qh / kh);
        for (int64_t i = 0; i < sq; ++i) {
          const double *qi = q.data() + ((b * sq + i) * qh + h) * d;
          double mx = -INFINITY;
          for (int64_t j = 0; j < skv; ++j) {
            if (causal && j > i + skv - sq) {
              score[size_t(j)] = -INFINITY;
              continue;
            }
            const double *kj = k.data() + ((b * skv + j) * kh + hk) * d;
            double dot = 0;
            for (int64_t x = 0; x < d; ++x) dot += qi[x] * kj[x];
            score[size_t(j)] = dot * scale;
            mx = std::max(mx, score[size_t(j)]);
          }
          double *oi = o.data() + ((b * sq + i) * qh + h) * d;
          std::fill(oi, oi + d, 0.0);
          if (mx == -INFINITY) continue;
          double sum = 0;
          for (int64_t j = 0; j < skv; ++j) {
            double w = score[size_t(j)] == -INFINITY ? 0.0 : std::exp(score[size_t(j)] - mx);
            sum += w;
            if (w == 0) continue;
            const double *vj = v.data() + ((b * skv + j) * kh + hk) * d;
            for (int64_t x = 0; x < d; ++x) oi[x] += w * vj[x];
          }
          for (int64_t x = 0; x < d; ++x) oi[x] /= sum;
        }
      }
  };
  e.allowedError = [](const Params &, const std::vector<int64_t> &, const std::string &type, double want) {
    double u = type == "f16" ? 0x1p-11 : 0x1p-8;
    return u * (2 * kInputBound + std::fabs(want)) + 0x1p-16;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
