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
// Where the atoms' layouts put a lane's keys of S^T and of the P^T operand in different orders
// (the 32x32x16 MFMAs: a lane holds keys 4h + {0-3, 8-11, ...} of S^T and 8h + {0-7} of P^T), the
// second product contracts the keys in the accumulator's order: V^T is stored in LDS with its
// 4-key groups in that order (checkLayouts, Attention.h), so P^T still comes from registers.
//
// dtype=fp8 (FlyDSL's flash_attn_fp8_gfx950): Q, K, V in e4m3 with one f32 scale per tensor, both
// products on the fp8 MMA (raw fp8 in, the Q and K scales folded into the score scale, V's into O),
// P rounded to e4m3 (v_cvt_pk_fp8_f32) for the second product, O in bf16.
//
// gfx950 (fast_path, auto: on for f16/bf16; FlyDSL's flash_attn_gfx950 for the instructions): K and
// V go from global memory to LDS by DMA (buffer_load_dwordx4 ... lds, no registers), both as key
// rows of d with the 16-byte chunks of a row xor-swizzled by the row (no bank conflicts on 64
// banks), two buffers of each: the next step's tiles land in the other buffers during the step.
// V^T, the A operand of O^T = V^T P^T, is read from V's key rows by ds_read_b64_tr_b16 (each group
// of 16 lanes transposes 4 keys x 16 d), so V needs no transposing store; the key order of the
// contraction (above) is the rows each lane reads. One barrier a step, after each wave waited for
// its DMA (vmcnt). fast_path=0 keeps the register path there.
//
// gfx11 (gfx1100, gfx1151) is refused: its WMMA accumulator layout is not its B operand's layout,
// so P^T would need a cross-lane shuffle.
#include "Attention.h"
#include "Common.h"
#include "Families.h"

#include "fly/dsl/Lds.h"

#include "fly/algebra/TiledMma.h"
#include "fly/target/CopyAtom.h"
#include "fly/target/Intrinsics.h"
#include "fly/target/MmaAtom.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace fly::kernels {

namespace {
using namespace attention;
constexpr double kLog2e = 1.4426950408889634;
constexpr double kInputBound = 2.0; // inputs uniform in [-2, 2]
constexpr double kScaleLow = 0.5, kScaleHigh = 1.5; // fp8 per-tensor scales uniform in [0.5, 1.5]

struct FaConfig : MmaPair {
  std::string dtype;
  fx::Elem elem = fx::Elem::F16; // of Q, K, V and both products' inputs
  int qh = 0, kh = 0, warps = 0, atomMN = 0;
  bool causal = false, fp8 = false;
  // gfx950's path (fast_path): K and V tiles by LDS DMA into swizzled key rows, V^T read with
  // ds_read_b64_tr_b16.
  bool fast = false;
  int ldsBanks = 32;
};

constexpr const char *kTr16 = "rocdl.ds.read.tr16.b64";

// Whether the arch has what the fast path uses: ds_read_b64_tr_b16 and 16-byte LDS DMA.
bool archHasFastPath(const target::Arch &arch) {
  auto [atom, read] = target::findTransposeRead(kTr16);
  return atom && read && atom->availableOn(arch.name) && target::ldsDmaSizeAvailable(arch.name, 16);
}

// The fast path's reads of V^T (the A operand of O^T = V^T P^T) by ds_read_b64_tr_b16: each group of
// 16 lanes takes, for every block of 4 consecutive values of an atom tile, 4 consecutive
// contraction indices k0 .. k0 + 3 (k0 a multiple of 4, the same for the group) of 16 consecutive
// rows d0 + (lane % 16) (d0 a multiple of 4). "" or what does not hold.
std::string checkTransposeReads(const FaConfig &c) {
  auto alg = fly::TiledMma::make(c.atomO->layouts(), c.atomLayout);
  if (!alg.ok()) return alg.error().message;
  auto vA = coordsOf(*alg, MmaOperand::A, c.d, c.bn, c.threads);
  if (!vA.ok()) return vA.error().message;
  if (vA->frgV % 4) return "the V^T operand has " + std::to_string(vA->frgV) + " values a tile, not a multiple of 4";
  for (int g = 0; g * 16 < c.threads; ++g)
    for (int cc = 0; cc < vA->restCol; ++cc)
      for (int r = 0; r < vA->restRow; ++r)
        for (int b = 0; b < vA->frgV; b += 4) {
          auto [d0, k0] = vA->of(16 * g, b, r, cc);
          if (k0 % 4 || d0 % 4) return "a V^T tile of 4 values does not start at a multiple of 4";
          for (int i = 0; i < 16; ++i)
            for (int j = 0; j < 4; ++j)
              if (vA->of(16 * g + i, b + j, r, cc) != std::pair<int64_t, int64_t>{d0 + i, k0 + j})
                return "the lanes of a 16-lane group do not hold 16 consecutive rows of V^T at 4 consecutive keys";
        }
  return "";
}

// dtype=fp8: e4m3 in the encoding the arch's conversions produce (FNUZ on gfx942, OCP elsewhere),
// the encoding of its fp8 MMA inputs; none where the arch converts to no fp8.
fx::Elem inputElem(const std::string &dtype, const target::Arch &arch) {
  if (dtype != "fp8") return elemOf(dtype);
  return arch.fp8 == target::Fp8Format::Fnuz ? fx::Elem::F8E4M3FNUZ : fx::Elem::F8E4M3FN;
}


std::string resolve(const Params &p, const target::Arch &arch, FaConfig &c) {
  c.dtype = p.at("dtype");
  c.fp8 = c.dtype == "fp8";
  c.elem = inputElem(c.dtype, arch);
  c.d = int(param(p, "head_dim"));
  c.qh = int(param(p, "q_heads"));
  c.kh = int(param(p, "kv_heads"));
  // auto: 64 keys per step on wave64, 32 on wave32 (whose lanes each stage twice the elements);
  // fp8 on wave64: 128 (with 16x16 atoms: on the model, gfx950 0.90x and gfx942 0.97x the time of
  // 32x32 atoms and 64 keys on a problem that fills the machine, 0.48x on a small one).
  const bool fp8Wave64 = c.fp8 && arch.waveSize == 64;
  c.bn = p.at("block_n") == "auto" ? (arch.waveSize == 64 ? (fp8Wave64 ? 128 : 64) : 32) : int(param(p, "block_n"));
  c.warps = int(param(p, "warps"));
  // auto: 32x32 atoms where the arch has them (MFMA), else 16x16 (WMMA); fp8 on wave64: 16x16.
  c.atomMN = p.at("atom") == "auto"
                 ? (fp8Wave64 && !atomsFor(arch, c.elem, 16).empty() ? 16 : atomsFor(arch, c.elem, 32).empty() ? 16 : 32)
                 : int(param(p, "atom"));
  c.causal = p.at("causal") == "1";
  c.wave = int(arch.waveSize);
  c.ldsBanks = arch.ldsBanks;
  const std::string name = "flash_attn_fwd: ";
  if (c.qh % c.kh)
    return name + "q_heads=" + std::to_string(c.qh) + " is not a multiple of kv_heads=" + std::to_string(c.kh) +
           " (each KV head serves q_heads / kv_heads query heads)";
  if (c.fp8 && arch.fp8 == target::Fp8Format::None)
    return name + "dtype=fp8: " + std::string(arch.name) + " has no fp8 conversions (P is rounded to fp8 on the device)";
  auto atoms = atomsFor(arch, c.elem, c.atomMN);
  // auto block_n: at least the smallest atom K (gfx1250's fp8 WMMA contracts 64 keys).
  if (p.at("block_n") == "auto" && !atoms.empty()) c.bn = std::max(c.bn, atoms.back()->k);
  if (atoms.empty())
    return name + std::string(arch.name) + " has no " + std::to_string(c.atomMN) + "x" + std::to_string(c.atomMN) +
           " MFMA/WMMA atom with " + fx::elemName(c.elem) + " inputs and f32 accumulation";
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
  c.allowKeyOrder = true; // V^T is staged in LDS by this kernel, in the order O^T = V^T P^T contracts
  std::string why = pickOutputAtom(c, atoms);
  if (why.empty()) {
    // fast_path: auto takes it where it applies; 1 asks for it (an error where it does not apply).
    const std::string fast = p.count("fast_path") ? p.at("fast_path") : "auto";
    std::string no;
    if (!archHasFastPath(arch))
      no = std::string(arch.name) + " has no ds_read_b64_tr_b16 and 16-byte LDS DMA (gfx950 has)";
    else if (c.fp8)
      no = "dtype=fp8 (the fast path reads 16-bit V)";
    else if ((c.bn * c.d / 8) % c.wave)
      no = "block_n x head_dim is not a whole number of wave DMA rows";
    else if (int64_t(4) * c.bn * c.d * 2 > int64_t(arch.ldsBytesPerWorkgroup))
      no = "two K and two V tiles of block_n x head_dim do not fit the work-group's LDS";
    else
      no = checkTransposeReads(c);
    c.fast = fast != "0" && no.empty();
    if (fast == "1" && !no.empty()) return name + "fast_path=1: " + no;
    return "";
  }
  return name + "no " + std::to_string(c.atomMN) + "x" + std::to_string(c.atomMN) + " atom on " +
         std::string(arch.name) + " fits the kernel's register layout (" + why + ")";
}


// Per-tensor scales of fp8 inputs (dtype=fp8): the scores are multiplied by qScale * kScale, the
// output by vScale.
struct InputScales {
  fx::Float32 q, k, v;
};

template <class T, class Out>
void faBody(const FaConfig &c, fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<Out> o,
            const std::optional<InputScales> &scales, fx::Int32 batch, fx::Int32 sq, fx::Int32 skv) {
  constexpr int V = vector128<T>;
  const int d = c.d, bn = c.bn, bm = c.bm, threads = c.threads;
  const fx::Elem E = T::elem;
  ir::Context &ctx = fx::state().context();
  fx::Index tid = fx::thread_idx.x();
  fx::Int32 qBlock = (fx::block_idx.x() * bm).template to<fx::Int32>();
  fx::Int32 head = fx::block_idx.y().template to<fx::Int32>();
  fx::Int32 b = fx::block_idx.z().template to<fx::Int32>();
  fx::Int32 kvHead = head / (c.qh / c.kh);
  const fx::Int32 bytes(int64_t(fx::elemBits(E) / 8)), outBytes(int64_t(fx::elemBits(Out::elem) / 8));
  // Buffers over this batch's rows from this head on: element (row, col) of the head at row * stride
  // + col, and rows past SQ (Q, O) or SKV (K, V) fall outside the buffer's range, so their loads
  // read 0 and their stores are dropped with no compare (buffer range checking).
  const int qStride = c.qh * d, kvStride = c.kh * d;
  fx::Int32 qBase = (b * sq * c.qh + head) * d, kvBase = (b * skv * c.kh + kvHead) * d;
  fx::Int32 qRange = (sq * c.qh - head) * d, kvRange = (skv * c.kh - kvHead) * d;
  fx::Buffer<T> gq(q + qBase.template to<fx::Index>(), qRange * bytes);
  fx::Buffer<Out> go(o + qBase.template to<fx::Index>(), qRange * outBytes);
  // K and V: loads to registers, or (the fast path) by LDS DMA.
  fx::Buffer<T> gk, gv;
  if (!c.fast) {
    gk = fx::Buffer<T>(k + kvBase.template to<fx::Index>(), kvRange * bytes);
    gv = fx::Buffer<T>(v + kvBase.template to<fx::Index>(), kvRange * bytes);
  }
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
  // The fast path (c.fast) keeps both K and V as bn key rows of d, unpadded (the DMA writes whole
  // wave rows), swizzled instead.
  const int padK = std::max(gK, 4), padV = std::max(gV, 4), strideK = d + padK, strideV = bn + padV;
  // The fast path keeps two of each (the next step's DMA lands in the other).
  const int64_t tile = int64_t(bn) * d;
  auto sK = fx::lds_alloc<T>(c.fast ? 2 * tile : int64_t(bn) * strideK);
  auto sV = fx::lds_alloc<T>(c.fast ? 2 * tile : int64_t(d) * strideV);

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
  // fp8: the per-tensor scales of Q and K fold into the score scale (the MMA takes the raw fp8).
  const fx::Float32 scoreScale = scales ? fx::Float32(scaleLog2) * (scales->q * scales->k) : fx::Float32(scaleLog2);

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
  // The LDS column group of key group g of V^T: the order the second product contracts the keys in
  // (c.slotBits: a permutation of g's bits; none: g).
  auto slotOf = [&](fx::Index g) -> fx::Index {
    if (c.slotBits.empty()) return g;
    fx::Index out(int64_t(0));
    for (size_t b = 0; b < c.slotBits.size(); ++b) {
      fx::Index bit = (g / (int64_t(1) << b)) % 2; // bit b of g
      out = out + bit * (int64_t(1) << c.slotBits[b]);
    }
    return out;
  };
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
        // Else pieces as long as the rows' alignment allows (the padding keeps it a multiple of 4).
        int piece = V;
        while (strideK % piece) piece /= 2;
        withRun(piece, [&]<int P>() {
          for (int u = 0; u < V; u += P)
            sK.store(r * strideK + col + u, fx::Vector<T, P>(fx::detail::slice(E, vec, u, P, fx::SourceLoc::current())));
        });
      };
      if (base + threads <= kVectors) move();
      else fx::if_(tid + base < kVectors, move);
    }
    for (int base = 0; !keys && base < vItems; base += threads) {
      std::array<fx::Vector<T, V>, R> rows;
      for (int j = 0; j < R; ++j) rows[size_t(j)] = fx::Vector<T, V>(regs[next++]);
      auto move = [&] {
        fx::Index i = tid + base;
        fx::Index key = slotOf(i % groups) * R, col = (i / groups) * V;
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

  // The fast path's LDS tiles: key row `row`, column `col` (an element of d) at row * d + col with
  // the 16-byte chunk index col / V xor-ed with f(row). A phase of K's reads (16 lanes of
  // ds_read_b128) takes one chunk of 16 consecutive rows; one of V's transposing reads (32 lanes of
  // ds_read_b64_tr_b16) chunks 0-3 (of an aligned 4) of 4 consecutive rows. With x = row / p (p rows
  // share the banks' width) and q = 4 / p of those rows in a V phase, f = (x % q) << 2 | (x / q) %
  // (chunks / q) sends the 16 rows to distinct chunks and the V phase's rows of one bank sweep to
  // disjoint groups of 4 chunks: no bank conflict in either (64 banks, d = 64 or 128). Elsewhere
  // f = x % chunks.
  const int chunks = d / V;
  const int sweepRows = std::max(1, c.ldsBanks * 4 / (d * int(fx::elemBits(E) / 8)));
  const int inPhase = std::max(1, 4 / sweepRows);
  const bool split = chunks / inPhase == 4 && 4 % sweepRows == 0;
  auto rowSwizzle = [&](fx::Index row) -> fx::Index {
    fx::Index x = row / int64_t(sweepRows);
    if (!split) return x % int64_t(chunks);
    return (x % int64_t(inPhase)) * 4 + (x / int64_t(inPhase)) % 4;
  };
  auto swizzled = [&](fx::Index row, fx::Index col) -> fx::Index {
    return row * int64_t(d) + (((col / int64_t(V)) ^ rowSwizzle(row)) * int64_t(V)) + col % int64_t(V);
  };
  // One tile of bn rows from key kv0 on, global -> LDS by DMA: wave instruction n of wave w moves
  // LDS chunks 64 (n * warps + w) .. + 63 (64 lanes x 16 bytes, M0 = their first), lane L the chunk of
  // its LDS position. Rows past SKV read 0 (the buffer's range).
  const int waveRows = bn * chunks / c.wave; // wave instructions a tile
  fx::Index waveId = tid / int64_t(c.wave), lane = tid % int64_t(c.wave);
  // The lanes' offsets are the same every step: the step's first row goes into the buffer
  // resource (scalar work; its range ends at row SKV as the whole tensor's does, 0 past it).
  fx::Index waveUniform = fx::rocdl::readfirstlane(waveId.template to<fx::Int32>()).template to<fx::Index>();
  auto dmaTile = [&](fx::Ptr<T> tensor, const fx::Ptr<T, ir::AddressSpace::Shared> &lds, fx::Int32 kv0, int scope) {
    fx::Int32 first = kvBase + kv0 * kvStride;
    fx::rocdl::LdsDmaBuffer<T> g(tensor + first.template to<fx::Index>(),
                                 fx::max(kvRange - kv0 * kvStride, fx::Int32(0)) * bytes);
    for (int n = 0; n * c.warps < waveRows; ++n) {
      auto move = [&] {
        fx::Index gi = waveId + int64_t(n * c.warps);
        fx::Index pos = gi * int64_t(c.wave) + lane;
        fx::Index row = pos / int64_t(chunks), chunk = (pos % int64_t(chunks)) ^ rowSwizzle(row);
        fx::Int32 at = kvAt(row.template to<fx::Int32>(), (chunk * int64_t(V)).template to<fx::Int32>());
        g.template load_lds<16>(at, lds + (waveUniform + int64_t(n * c.warps)) * int64_t(c.wave * V), scope);
      };
      if ((n + 1) * c.warps <= waveRows) move();
      else fx::if_(waveId + int64_t(n * c.warps) < int64_t(waveRows), move); // wave-uniform
    }
  };
  // K's A operand from the swizzled rows: runs of gK (at most one 16-byte chunk, aligned).
  auto loadKSwizzled = [&](fx::Fragment &f, int64_t buffer, int scope) {
    for (int cc = 0; cc < f.restCol(); ++cc)
      for (int r = 0; r < f.restRow(); ++r)
        f.setTile(r, cc, gatherTile(f.frgV(), gK, [&](int w, int gg) {
          fx::Index at = swizzled(kRows.offset + kRows.valueOffset(w, r, cc), kCols.offset + kCols.valueOffset(w, r, cc));
          ir::Value *out = nullptr;
          withRun(gg, [&]<int G>() {
            if constexpr (G == 1) {
              auto x = sK.load(at + buffer);
              fx::rocdl::lds_scope(x, scope);
              out = x.ir();
            } else {
              auto x = sK.template load<G>(at + buffer);
              fx::rocdl::lds_scope(x, scope);
              out = x.ir();
            }
          });
          return out;
        }));
  };
  // V^T's A operand by ds_read_b64_tr_b16 (checkTransposeReads): for a block of 4 values, lane s of a
  // 16-lane group reads key k0 + s / 4 (the contraction index's key: the group of 4 keys whose slot
  // is k0 / 4) at columns d0 + 4 (s % 4) .. + 3, so lane i receives rows d0 + i at keys k0 .. k0 + 3.
  auto keyGroupOfSlot = [&](fx::Index slot) -> fx::Index {
    if (c.slotBits.empty()) return slot;
    fx::Index out(int64_t(0));
    for (size_t b = 0; b < c.slotBits.size(); ++b)
      out = out + ((slot / (int64_t(1) << c.slotBits[b])) % 2) * (int64_t(1) << b);
    return out;
  };
  auto loadVTransposed = [&](fx::Fragment &f, int64_t buffer, int scope) {
    fx::Index inGroup = lane % 16;
    for (int cc = 0; cc < f.restCol(); ++cc)
      for (int r = 0; r < f.restRow(); ++r)
        f.setTile(r, cc, gatherTile(f.frgV(), 4, [&](int w, int) {
          fx::Index k0 = vCols.offset + vCols.valueOffset(w, r, cc);
          fx::Index d0 = vRows.offset + vRows.valueOffset(w, r, cc) - inGroup;
          fx::Index key = keyGroupOfSlot(k0 / 4) * 4 + inGroup / 4;
          ir::Value *out = nullptr; // (fp8 never takes the fast path)
          if constexpr (fx::elemBits(T::elem) == 16) out = fx::rocdl::ds_read_tr16_b64(sV + (swizzled(key, d0 + (inGroup % 4) * 4) + buffer), scope).ir();
          return out;
        }));
  };

  std::vector<ir::Value *> init = oAcc.tiles();
  const size_t nAcc = init.size();
  init.push_back(fx::Float32(-1e30f).ir()); // running max (base 2)
  init.push_back(fx::Float32(0.0f).ir());   // this lane's part of the row sum

  // Keys past SKV and causally masked keys score -inf: only in the steps that hold such keys (the
  // last one; causal: those reaching past the block's first query's last key). `through` (values
  // used on both sides) passes through the branch too: so the next step's loaded registers stay
  // where they were issued, before S^T, instead of being sunk to their first use.
  auto maskScores = [&](fx::Fragment &s, fx::Int32 kv0, std::vector<ir::Value *> &through) {
    fx::Int32 key0 = kv0 + sRows.offset.template to<fx::Int32>();
    fx::Boolean needMask = kv0 + bn > skv;
    if (c.causal) needMask = needMask || kv0 + (bn - 1) > qBlock + delta;
    std::vector<ir::Type> tileTypes;
    for (ir::Value *t : s.tiles()) tileTypes.push_back(t->type());
    for (ir::Value *t : through) tileTypes.push_back(t->type());
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
      tiles.insert(tiles.end(), through.begin(), through.end());
      return tiles;
    }, [&] {
      std::vector<ir::Value *> tiles = s.tiles();
      tiles.insert(tiles.end(), through.begin(), through.end());
      return tiles;
    });
    s.tiles().assign(joined.begin(), joined.begin() + long(s.tiles().size()));
    through.assign(joined.begin() + long(s.tiles().size()), joined.end());
  };
  // The step's max over the lanes of this query; p = exp2(s * scale * log2 e - m), one fma per
  // score; the O accumulator and the row sum rescaled by exp2(m_old - m). Whole atom tiles at a
  // time (vector ops: packed f32 multiplies and fmas where the arch has them). Returns P^T as the
  // B operand of the second product, straight from the accumulator values.
  auto softmaxStep = [&](const fx::Fragment &s, fx::Fragment &acc, fx::Float32 mOld, fx::Float32 lOld,
                         fx::Float32 &mNew, fx::Float32 &lNew) {
    fx::Fragment pFrag = thrO.make_fragment_B(pRows);
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
      for (const VF &t : st) {
        VF pi = fx::exp2_approx(fx::fma(t, scaleV, minusM));
        sum = sum + fx::reduce_add(pi);
        pT.push_back(pi.template to<T>().ir());
      }
      lNew = lOld * alpha + sum;
      feedProbabilities<VF>(c, E, pT, pFrag, acc, alpha);
    });
    return pFrag;
  };

  std::vector<ir::Value *> done;
  if (c.fast) {
    // gfx950: K and V go from global memory to LDS by DMA (no registers), in key rows of d
    // swizzled by 16-byte chunks, two buffers of each; V^T comes out of LDS transposed by
    // ds_read_b64_tr_b16. Step (buffer b): K read from buffer b; the next step's K and V DMA into
    // buffers 1 - b; S^T and the softmax; V^T read from buffer b; O^T += V^T P^T; wait for the DMA;
    // barrier. The DMA has the whole step to land. The loop takes two steps (b = 0, 1) at a time so
    // that every access names its buffer (lds_scope): LLVM then does not make the reads of buffer b
    // wait for the DMA into buffer 1 - b. K and V^T are not in registers at the same time.
    constexpr int kScope[2] = {0, 1}, vScope[2] = {2, 3};
    dmaTile(k, sK, fx::Int32(0), kScope[0]);
    dmaTile(v, sV, fx::Int32(0), vScope[0]);
    fx::rocdl::wait_vmcnt(0);
    fx::barrier();
    auto step = [&](fx::Int32 kv0, int b, const std::vector<ir::Value *> &carried) {
      fx::Fragment acc = oAcc;
      for (size_t i = 0; i < nAcc; ++i) acc.tiles()[i] = carried[i];
      fx::Float32 mOld(carried[nAcc]), lOld(carried[nAcc + 1]);
      const int64_t cur = b * tile, next = (1 - b) * tile;
      fx::Fragment kFrag = thrS.make_fragment_A(kRows);
      loadKSwizzled(kFrag, cur, kScope[b]);
      dmaTile(k, sK + next, kv0 + bn, kScope[1 - b]);
      dmaTile(v, sV + next, kv0 + bn, vScope[1 - b]);
      fx::rocdl::sched_barrier(0); // every K read out before the first MFMA: one wait for them all
      fx::Fragment s = sZero;
      fx::gemm(mmaS, s, kFrag, qFrag, s);
      fx::Fragment vFrag = thrO.make_fragment_A(vRows);
      loadVTransposed(vFrag, cur, vScope[b]);
      fx::rocdl::sched_barrier(0); // the V^T reads land while the softmax runs
      std::vector<ir::Value *> none;
      maskScores(s, kv0, none);
      fx::Float32 mNew, lNew;
      fx::Fragment pFrag = softmaxStep(s, acc, mOld, lOld, mNew, lNew);
      fx::gemm(mmaO, acc, vFrag, pFrag, acc);
      fx::rocdl::sched_barrier(0); // the step's work stays before the wait for the DMA
      fx::rocdl::wait_vmcnt(0);
      fx::barrier(); // the next K and V in LDS; every wave is past its reads of this step's
      std::vector<ir::Value *> out = acc.tiles();
      out.push_back(mNew.ir());
      out.push_back(lNew.ir());
      return out;
    };
    done = loopCarrying(
        fx::Index(int64_t(0)), kvEnd.template to<fx::Index>(), fx::Index(int64_t(2 * bn)), init,
        [&](fx::Index kvIndex, std::vector<ir::Value *> carried) {
          fx::Int32 kv0 = kvIndex.template to<fx::Int32>();
          std::vector<ir::Value *> first = step(kv0, 0, carried);
          std::vector<ir::Type> types;
          for (ir::Value *v : first) types.push_back(v->type());
          return ifValues(kv0 + bn < kvEnd, types, [&] { return step(kv0 + bn, 1, first); }, [&] { return first; });
        });
  } else {
  // The step's K tile is in LDS when the step starts, its V tile in registers. Step: loads of the
  // next step issued; S^T from K; V stored (its buffer was freed by the previous step's last
  // barrier) while the softmax runs; barrier; the next K stored (every wave is past its K reads)
  // while O^T takes V; barrier. The LDS stores' latency hides behind the other half's work.
  std::vector<ir::Value *> first = loadStep(fx::Int32(0));
  storeStep(first, true);
  fx::barrier();
  init.insert(init.end(), first.begin() + long(kRegs), first.end());
  done = loopCarrying(
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
        maskScores(s, kv0, prefetched);
        fx::Float32 mNew, lNew;
        fx::Fragment pFrag = softmaxStep(s, acc, mOld, lOld, mNew, lNew);
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
  }
  fx::Fragment acc = oAcc;
  for (size_t i = 0; i < acc.tiles().size(); ++i) acc.tiles()[i] = done[i];
  fx::Float32 l(done[nAcc + 1]);
  for (int m : c.reduceMasks) l = l + fx::shuffle_xor(l, m, c.wave);
  // A query with every key masked has l = 0 and gets 0.
  fx::Float32 inv = fx::select(l > 0.0f, 1.0f / l, fx::Float32(0.0f));
  if (scales) inv = inv * scales->v; // fp8: V's per-tensor scale

  // O rows (queries past SQ dropped), runs of gO consecutive d.
  fx::Int32 d0 = oRows.offset.template to<fx::Int32>();
  for (int r = 0; r < acc.restRow(); ++r)
    for (int w = 0; w < acc.frgV(); w += gO) {
      fx::Int32 col = d0 + int32_t(oRows.valueOffset(w, r, 0));
      fx::Int32 at = qAt(query, col);
      withRun(gO, [&]<int G>() {
        if constexpr (G == 1) {
          go.store(at, (acc.get<fx::Float32>(w, r, 0) * inv).template to<Out>());
        } else {
          std::array<fx::Float32, G> xs;
          for (int e = 0; e < G; ++e) xs[size_t(e)] = acc.get<fx::Float32>(w + e, r, 0) * inv;
          go.store(at, fx::from_elements<fx::Vector<fx::Float32, G>>(xs).template to<Out>());
        }
      });
    }
  (void)oCols;
  (void)ctx;
}

void buildFlashAttention(fx::Module &m, const Params &p, const target::Arch &arch) {
  FaConfig c;
  if (!resolve(p, arch, c).empty()) return; // compileKernel and runKernel report Entry::validate's message first
  const fx::KernelOptions options{.block = {unsigned(c.threads), 1, 1}};
  auto kernel = [&]<class T>() {
    m.kernel("flash_attn_fwd", [&](fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<T> o, fx::Int32 batch,
                                   fx::Int32 sq, fx::Int32 skv) { faBody<T, T>(c, q, k, v, o, std::nullopt, batch, sq, skv); },
             options);
  };
  // fp8: Q, K, V in fp8 with a per-tensor f32 scale each ([1] tensors, FlyDSL's descales), O in bf16.
  auto fp8Kernel = [&]<class T>() {
    m.kernel("flash_attn_fwd",
             [&](fx::Ptr<T> q, fx::Ptr<T> k, fx::Ptr<T> v, fx::Ptr<fx::Float32> qScale, fx::Ptr<fx::Float32> kScale,
                 fx::Ptr<fx::Float32> vScale, fx::Ptr<fx::BFloat16> o, fx::Int32 batch, fx::Int32 sq, fx::Int32 skv) {
               InputScales scales{qScale.load(fx::Index(int64_t(0))), kScale.load(fx::Index(int64_t(0))),
                                  vScale.load(fx::Index(int64_t(0)))};
               faBody<T, fx::BFloat16>(c, q, k, v, o, scales, batch, sq, skv);
             },
             options);
  };
  if (c.elem == fx::Elem::F8E4M3FN) fp8Kernel.template operator()<fx::Float8E4M3FN>();
  else if (c.elem == fx::Elem::F8E4M3FNUZ) fp8Kernel.template operator()<fx::Float8E4M3FNUZ>();
  else if (c.dtype == "f16") kernel.template operator()<fx::Float16>();
  else kernel.template operator()<fx::BFloat16>();
}

} // namespace

void addFlashAttention(std::vector<Entry> &entries) {
  Entry e;
  e.name = "flash_attn_fwd";
  e.summary = "flash attention forward: softmax(Q K^T / sqrt(D) [causal]) V, BSHD, GQA/MQA, MFMA/WMMA, online "
              "softmax in exp2, K/V tiles through LDS, any sequence lengths (FlyDSL's flash_attn_generic)";
  e.params = {{"dtype", "f16", {"f16", "bf16", "fp8"},
               "element type of Q, K, V and O (f32 accumulation); fp8: Q, K, V in e4m3 (FNUZ on gfx942, OCP "
               "elsewhere) with a per-tensor f32 scale each, P rounded to e4m3 for the second product, O in bf16 "
               "(FlyDSL's flash_attn_fp8_gfx950)"},
              {"head_dim", "128", {"64", "128"}, "D"},
              {"causal", "0", {"0", "1"}, "1: key j is masked for query i when j > i + SKV - SQ"},
              {"q_heads", "4", {}, "query heads H"},
              {"kv_heads", "2", {}, "key/value heads HK (H a multiple of HK: GQA; 1: MQA)"},
              {"atom", "auto", {"auto", "32", "16"},
               "MFMA/WMMA atom M = N: 32 (32x32xK), 16 (16x16xK), auto (32 where the arch has it, else 16; fp8 on "
               "wave64: 16)",
               true},
              {"block_n", "auto", {"auto", "32", "64", "128"},
               "keys per step through LDS (auto: 64 on wave64, 32 on wave32; fp8 on wave64: 128)", true},
              {"warps", "4", {"1", "2", "4", "8"}, "waves per work-group (queries per work-group: warps x atom)", true},
              {"fast_path", "auto", {"auto", "0", "1"},
               "gfx950's path: K and V tiles by LDS DMA (buffer_load ... lds, 16 bytes a lane) into swizzled key rows, "
               "V^T read with ds_read_b64_tr_b16; auto: where the arch has both and dtype is f16/bf16, 0: off (V "
               "through registers, stored transposed), 1: required",
               true}};
  e.archs = {"gfx942", "gfx950", "gfx1201", "gfx1250"}; // gfx11: its WMMA C layout is not the P^T B layout
  e.problemDims = {"B", "SQ", "SKV"};
  e.defaultProblem = {2, 100, 100};
  e.gridRule = "block (warps * wave, 1, 1); grid (ceil(SQ / (warps * atom M)), q_heads, B)";
  e.tolerance = "u * (2 * max|V| + |O|) + 2^-16, u = 2^-11 (f16) or 2^-8 (bf16): P rounded to the input type for "
                "the second product, O rounded once; inputs in [-2, 2]. fp8: 5e-2 + 2^-8 * |O| (FlyDSL's fp8 gate, max "
                "error < 5e-2, plus O's bf16 rounding: the reference takes the fp8 inputs times their scales and keeps "
                "P exact, as FlyDSL's test does, while the kernel rounds P to e4m3; inputs in [-2, 2] rounded to e4m3, "
                "scales in [0.5, 1.5]; a bound per output is checked in tests/unit/kernels/FlashAttentionFp8Test.cpp)";
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
    const bool fp8 = p.at("dtype") == "fp8";
    const std::string t = fx::elemName(inputElem(p.at("dtype"), arch)), out = fp8 ? "bf16" : t;
    const int64_t d = param(p, "head_dim"), qh = param(p, "q_heads"), kh = param(p, "kv_heads");
    Plan plan;
    plan.arguments = {{"q", Argument::Role::Input, t, {s[0], s[1], qh, d}, 0, 0, "B x SQ x H x D"},
                      {"k", Argument::Role::Input, t, {s[0], s[2], kh, d}, 0, 0, "B x SKV x HK x D"},
                      {"v", Argument::Role::Input, t, {s[0], s[2], kh, d}, 0, 0, "B x SKV x HK x D"}};
    if (fp8)
      for (const char *n : {"q_scale", "k_scale", "v_scale"})
        plan.arguments.push_back({n, Argument::Role::Input, "f32", {1}, 0, 0, "per-tensor scale", "", kScaleLow, kScaleHigh});
    plan.arguments.push_back({"o", Argument::Role::Output, out, {s[0], s[1], qh, d}, 0, 0, "B x SQ x H x D"});
    plan.arguments.push_back({"B", Argument::Role::Scalar, "i32", {}, s[0], 0, "batch"});
    plan.arguments.push_back({"SQ", Argument::Role::Scalar, "i32", {}, s[1], 0, "query sequence length"});
    plan.arguments.push_back({"SKV", Argument::Role::Scalar, "i32", {}, s[2], 0, "key/value sequence length"});
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
    const bool fp8 = p.at("dtype") == "fp8";
    // fp8: the inputs times their per-tensor scales (q_scale, k_scale, v_scale follow V).
    const double qs = fp8 ? dd[3].values[0] : 1, ks = fp8 ? dd[4].values[0] : 1, vs = fp8 ? dd[5].values[0] : 1;
    const double scale = qs * ks / std::sqrt(double(d));
    const auto &q = dd[0].values, &k = dd[1].values, &v = dd[2].values;
    auto &o = dd[fp8 ? 6 : 3].values;
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
          for (int64_t x = 0; x < d; ++x) oi[x] = oi[x] * vs / sum;
        }
      }
  };
  e.allowedError = [](const Params &p, const std::vector<int64_t> &, const std::string &type, double want) {
    if (p.at("dtype") == "fp8") return 5e-2 + 0x1p-8 * std::fabs(want);
    double u = type == "f16" ? 0x1p-11 : 0x1p-8;
    return u * (2 * kInputBound + std::fabs(want)) + 0x1p-16;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
