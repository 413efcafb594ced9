// Pieces the attention kernels share (flash_attn_fwd, pa_decode): operand coordinates of a tiled
// MMA evaluated while the kernel is built, the atoms for an element type, vector runs, and scf.for /
// scf.if carrying IR values.
#pragma once

#include "Common.h"

#include "fly/dsl/Lds.h"

#include "fly/algebra/TiledMma.h"
#include "fly/target/MmaAtom.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace fly::kernels::attention {

// f16 or bf16 (the attention kernels' MMA input types).
inline fx::Elem elemOf(const std::string &dtype) { return dtype == "f16" ? fx::Elem::F16 : fx::Elem::BF16; }

inline fly::Layout rowCoords(int rows, int cols) {
  return fly::Layout(IntTuple::of(Int(rows), Int(cols)), IntTuple::of(Int(1), Int(0)));
}
inline fly::Layout colCoords(int rows, int cols) {
  return fly::Layout(IntTuple::of(Int(rows), Int(cols)), IntTuple::of(Int(0), Int(1)));
}

// (row, column) of every value of every thread of one operand of a rows x cols tile: at[thread][value
// index v + frgV * (r + restRow * c)].
struct Coords {
  int frgV = 0, restRow = 0, restCol = 0;
  std::vector<std::vector<std::pair<int64_t, int64_t>>> at;
  std::pair<int64_t, int64_t> of(int thread, int v, int r, int c) const {
    return at[size_t(thread)][size_t(v + frgV * (r + restRow * c))];
  }
};
// The index of layout l at the integer coordinates 0 .. n - 1 (CuTe's crd2idx of an integer: split
// colexicographically over the shape's leaves, the last leaf taking what is left), when every leaf
// is a static integer; nullopt otherwise.
inline std::optional<std::vector<int64_t>> indexTable(const fly::Layout &l, int n) {
  if (!l.isStatic()) return std::nullopt;
  std::vector<Int> shapes = leaves(l.shape()), strides = leaves(l.stride());
  if (shapes.size() != strides.size() || shapes.empty()) return std::nullopt;
  for (const Int &x : strides)
    if (!x.isStatic()) return std::nullopt;
  std::vector<int64_t> table(static_cast<size_t>(n));
  for (int x = 0; x < n; ++x) {
    int64_t rest = x, index = 0;
    for (size_t i = 0; i < shapes.size(); ++i) {
      int64_t extent = shapes[i].value();
      bool last = i + 1 == shapes.size();
      index += (last ? rest : rest % extent) * strides[i].value();
      if (!last) rest /= extent;
    }
    table[size_t(x)] = index;
  }
  return table;
}

inline Result<Coords> coordsOf(const fly::TiledMma &mma, MmaOperand op, int rows, int cols, int threads) {
  auto rowTv = mma.threadValueLayout(op, rowCoords(rows, cols));
  auto colTv = mma.threadValueLayout(op, colCoords(rows, cols));
  if (!rowTv.ok()) return rowTv.error();
  if (!colTv.ok()) return colTv.error();
  fly::Layout values = (*rowTv)[1];
  if (!(values.rank() == 2 && values[1].rank() == 2)) return Error{"the partition is not (FrgV, (RestRow, RestCol))"};
  Coords c;
  c.frgV = int(size(values[0]).value());
  c.restRow = int(size(values[1][0]).value());
  c.restCol = int(size(values[1][1]).value());
  // The index is the sum over the modes (thread, (value, (rest row, rest column))) of each mode's
  // index at its coordinate: one table per mode and layout, not a crd2idx per value of every
  // thread (that cost flash_attn_fwd's registry build 4.7x its compile from text).
  struct Tables {
    std::optional<std::vector<int64_t>> t, v, r, c;
  };
  auto tablesOf = [&](const fly::Layout &tv) -> std::optional<Tables> {
    if (!(tv.rank() == 2 && tv[1].rank() == 2 && tv[1][1].rank() == 2)) return std::nullopt;
    Tables x{indexTable(tv[0], threads), indexTable(tv[1][0], c.frgV), indexTable(tv[1][1][0], c.restRow),
             indexTable(tv[1][1][1], c.restCol)};
    if (!x.t || !x.v || !x.r || !x.c) return std::nullopt;
    return x;
  };
  auto rows_ = tablesOf(*rowTv), cols_ = tablesOf(*colTv);
  for (int t = 0; t < threads; ++t) {
    std::vector<std::pair<int64_t, int64_t>> lane;
    for (int cc = 0; cc < c.restCol; ++cc)
      for (int r = 0; r < c.restRow; ++r)
        for (int v = 0; v < c.frgV; ++v) {
          if (rows_ && cols_) {
            auto at = [&](const Tables &x) { return (*x.t)[size_t(t)] + (*x.v)[size_t(v)] + (*x.r)[size_t(r)] + (*x.c)[size_t(cc)]; };
            lane.push_back({at(*rows_), at(*cols_)});
            continue;
          }
          // A layout with dynamic or basis leaves: evaluate the coordinate.
          IntTuple crd = IntTuple::of(Int(t), IntTuple::of(Int(v), IntTuple::of(Int(r), Int(cc))));
          auto row = crd2idx(crd, *rowTv), col = crd2idx(crd, *colTv);
          if (!row.ok() || !col.ok()) return Error{"a coordinate of the partition does not evaluate"};
          lane.push_back({row->value(), col->value()});
        }
    c.at.push_back(std::move(lane));
  }
  return c;
}

// The MMA atoms (not block-scaled) for `elem` inputs and f32 accumulation with M = N = mn on
// `arch`, largest K first.
inline std::vector<const target::MmaAtom *> atomsFor(const target::Arch &arch, fx::Elem elem, int mn) {
  std::vector<const target::MmaAtom *> out;
  for (const target::MmaAtom *a : target::mmaAtomsFor(arch))
    if (a->kind != target::MmaKind::UniversalFma && !a->scaled() && a->blocks == 1 && a->m == mn && a->n == mn &&
        a->aType == fx::elemName(elem) && a->bType == a->aType && a->cType == std::string_view("f32"))
      out.push_back(a);
  std::sort(out.begin(), out.end(), [](auto *x, auto *y) { return x->k > y->k; });
  return out;
}
inline std::vector<const target::MmaAtom *> atomsFor(const target::Arch &arch, const std::string &dtype, int mn) {
  return atomsFor(arch, elemOf(dtype), mn);
}

inline std::string atomName(const target::MmaAtom *a) {
  return std::to_string(a->m) + "x" + std::to_string(a->n) + "x" + std::to_string(a->k);
}

// The longest power-of-two run (at most `most`) in which values v .. v + g - 1 of each atom tile of a
// partition sit at consecutive coordinates, the first a multiple of g, for every thread.
inline int runOf(const Coords &k, bool second, int most) {
  for (int g = std::min(k.frgV, most); g > 1; g /= 2) {
    bool ok = k.frgV % g == 0;
    for (size_t t = 0; t < k.at.size() && ok; ++t)
      for (int cc = 0; cc < k.restCol && ok; ++cc)
        for (int r = 0; r < k.restRow && ok; ++r)
          for (int v = 0; v < k.frgV && ok; ++v) {
            auto at = [&](int w) {
              auto xy = k.of(int(t), w, r, cc);
              return second ? xy.second : xy.first;
            };
            ok = at(v) == at(v - v % g) + v % g && at(v - v % g) % g == 0;
          }
    if (ok) return g;
  }
  return 1;
}

template <class F> void withRun(int g, F &&f) {
  switch (g) {
  case 1: f.template operator()<1>(); break;
  case 2: f.template operator()<2>(); break;
  case 4: f.template operator()<4>(); break;
  default: f.template operator()<8>(); break;
  }
}

// Calls f.template operator()<N>() for an accumulator tile width N in {4, 8, 16}.
template <class F> void withTileWidth(int n, F &&f) {
  switch (n) {
  case 4: f.template operator()<4>(); break;
  case 8: f.template operator()<8>(); break;
  default: f.template operator()<16>(); break;
  }
}

// scf.for carrying any IR values: body(i, carried) returns the next ones.
inline std::vector<ir::Value *> loopCarrying(fx::Index lb, fx::Index ub, fx::Index step, const std::vector<ir::Value *> &init,
                                      const std::function<std::vector<ir::Value *>(fx::Index, std::vector<ir::Value *>)> &body,
                                      fx::SourceLoc loc = fx::SourceLoc::current()) {
  std::vector<ir::Value *> initValues;
  for (ir::Value *v : init) initValues.push_back(fx::detail::use(v, loc));
  ir::Operation *loop = fx::detail::beginFor(fx::detail::use(lb.ir(), loc), fx::detail::use(ub.ir(), loc),
                                             fx::detail::use(step.ir(), loc), initValues, loc);
  ir::Block *block = fx::detail::forBody(loop);
  fx::detail::buildYieldingBlock(block, [&] {
    std::vector<ir::Value *> carried;
    for (size_t i = 0; i < init.size(); ++i) carried.push_back(block->argument(unsigned(i + 1)));
    std::vector<ir::Value *> next = body(fx::Index(block->argument(0)), carried);
    for (ir::Value *&v : next) v = fx::detail::use(v, loc);
    return next;
  }, loc);
  std::vector<ir::Value *> out;
  for (size_t i = 0; i < init.size(); ++i) out.push_back(loop->result(unsigned(i)));
  return out;
}

// scf.if yielding IR values of `types` from either branch.
inline std::vector<ir::Value *> ifValues(fx::Boolean cond, const std::vector<ir::Type> &types,
                                  const std::function<std::vector<ir::Value *>()> &then,
                                  const std::function<std::vector<ir::Value *>()> &otherwise,
                                  fx::SourceLoc loc = fx::SourceLoc::current()) {
  ir::Operation *op = fx::detail::beginIf(fx::detail::use(cond.ir(), loc), types, true, loc);
  auto used = [&](const std::function<std::vector<ir::Value *>()> &f) {
    return [&f, &loc] {
      std::vector<ir::Value *> values = f();
      for (ir::Value *&v : values) v = fx::detail::use(v, loc);
      return values;
    };
  };
  fx::detail::buildYieldingBlock(op->region(0).front(), used(then), loc);
  fx::detail::buildYieldingBlock(op->region(1).front(), used(otherwise), loc);
  std::vector<ir::Value *> out;
  for (size_t i = 0; i < types.size(); ++i) out.push_back(op->result(unsigned(i)));
  return out;
}

// The two products of an attention kernel, S^T = K Q^T (bn keys x bm queries, contracting d) and
// O^T = V^T P^T (d x bm, contracting bn), on one tiled MMA layout of `threads` threads.
struct MmaPair {
  int d = 0, bn = 0, bm = 0, threads = 0, wave = 64;
  const target::MmaAtom *atomS = nullptr, *atomO = nullptr; // S^T = K Q^T, O^T = V^T P^T
  fly::Layout atomLayout;
  std::vector<int> reduceMasks; // xor lane masks between the lanes that share a query
  // Set by a kernel on an arch with v_permlane32_swap (gfx950): the xor-32 step of a reduction over
  // the query's lanes swaps the wave's halves in VALU instructions instead of a ds_bpermute and its
  // wait (queryReduce).
  bool permlane32 = false;
  // For value (v, c) of the P^T B fragment (index c * frgV + v): the S^T accumulator value (v', r').
  std::vector<std::pair<int, int>> pFrom;
  // Whether the second product may contract the keys in another order than the first's (set by
  // the kernel, whose V^T operand then stores key k at LDS column slotOf(k)); checkLayouts sets
  // slotBits when it needs the reordering, as the bit moves of the 4-key group index: bit i of
  // k / 4 goes to bit slotBits[i] of slotOf(k) / 4 (slotBits empty: the keys' own order).
  bool allowKeyOrder = false;
  std::vector<int> slotBits;
};

// Checks what the kernel assumes of an atom pair: every value of a lane's S^T and O^T accumulators
// and of its Q^T and P^T B fragments is one query (the lane's); the lanes sharing a query differ by
// a set of xor masks; each P^T B value is one S^T accumulator value, at the same place for every
// lane. Fills c.reduceMasks and c.pFrom; "" or what does not hold.
inline std::string checkLayouts(MmaPair &c) {
  auto make = [&](const target::MmaAtom *a) { return fly::TiledMma::make(a->layouts(), c.atomLayout); };
  auto mmaS = make(c.atomS), mmaO = make(c.atomO);
  if (!mmaS.ok()) return mmaS.error().message;
  if (!mmaO.ok()) return mmaO.error().message;
  auto sC = coordsOf(*mmaS, MmaOperand::C, c.bn, c.bm, c.threads);   // (key, query)
  auto qB = coordsOf(*mmaS, MmaOperand::B, c.bm, c.d, c.threads);    // (query, d)
  auto pB = coordsOf(*mmaO, MmaOperand::B, c.bm, c.bn, c.threads);   // (query, key)
  auto oC = coordsOf(*mmaO, MmaOperand::C, c.d, c.bm, c.threads);    // (d, query)
  for (auto *r : {&sC, &qB, &pB, &oC})
    if (!r->ok()) return r->error().message;
  std::vector<int64_t> query(size_t(c.threads));
  for (int t = 0; t < c.threads; ++t) {
    query[size_t(t)] = sC->of(t, 0, 0, 0).second;
    auto same = [&](const Coords &k, bool second) {
      for (const auto &xy : k.at[size_t(t)])
        if ((second ? xy.second : xy.first) != query[size_t(t)]) return false;
      return true;
    };
    if (!same(*sC, true) || !same(*qB, false) || !same(*pB, false) || !same(*oC, true))
      return "a lane's accumulator values are not all one query";
  }
  c.reduceMasks.clear();
  for (int m = 1; m < c.wave; m *= 2)
    if (query[size_t(m)] == query[0]) c.reduceMasks.push_back(m);
  for (int t = 0; t < c.threads; ++t) {
    int sharing = 0;
    for (int u = 0; u < c.threads; ++u) sharing += query[size_t(u)] == query[size_t(t)];
    if (sharing != (1 << c.reduceMasks.size())) return "the lanes sharing a query are not an xor group";
    for (int m : c.reduceMasks)
      if (query[size_t(t ^ m)] != query[size_t(t)]) return "the lanes sharing a query are not an xor group";
  }
  if (pB->restRow != 1 || sC->restCol != 1) return "more than one atom tile along the queries";
  if (sC->frgV != oC->frgV || (sC->frgV != 4 && sC->frgV != 8 && sC->frgV != 16))
    return "accumulator tiles of " + std::to_string(sC->frgV) + " and " + std::to_string(oC->frgV) +
           " values (the kernel takes 4, 8 or 16, the same for both products)";
  c.pFrom.clear();
  c.slotBits.clear();
  const std::string mismatch = "the P^T operand of " + atomName(c.atomO) + " does not take the S^T accumulator of " +
                               atomName(c.atomS) + " lane by lane";
  bool same = true;
  for (int cc = 0; cc < pB->restCol && same; ++cc)
    for (int v = 0; v < pB->frgV && same; ++v) {
      std::pair<int, int> found{-1, -1};
      for (int t = 0; t < c.threads && same; ++t) {
        int64_t key = pB->of(t, v, 0, cc).second;
        std::pair<int, int> here{-1, -1};
        for (int r = 0; r < sC->restRow && here.first < 0; ++r)
          for (int w = 0; w < sC->frgV; ++w)
            if (sC->of(t, w, r, 0).first == key) {
              here = {w, r};
              break;
            }
        same = here.first >= 0 && (t == 0 || here == found);
        found = here;
      }
      c.pFrom.push_back(found);
    }
  if (same) return "";
  if (!c.allowKeyOrder) return mismatch;
  // Contract the keys in another order: the i-th smallest contraction index of a lane's P^T values
  // takes the lane's i-th smallest key of S^T. That must be one accumulator value for every lane
  // and one key per contraction index (a permutation of the keys), moving whole aligned groups of 4
  // keys (the V^T stores) by a permutation of the group index's bits.
  const int nB = pB->frgV * pB->restCol;
  if (nB != sC->frgV * sC->restRow) return mismatch;
  c.pFrom.assign(size_t(nB), {-1, -1});
  std::vector<int64_t> keyOf(size_t(c.bn), -1); // contraction index -> key
  for (int t = 0; t < c.threads; ++t) {
    std::vector<std::pair<int64_t, int>> b, s;
    for (int cc = 0; cc < pB->restCol; ++cc)
      for (int v = 0; v < pB->frgV; ++v) b.push_back({pB->of(t, v, 0, cc).second, cc * pB->frgV + v});
    for (int r = 0; r < sC->restRow; ++r)
      for (int w = 0; w < sC->frgV; ++w) s.push_back({sC->of(t, w, r, 0).first, r * sC->frgV + w});
    std::sort(b.begin(), b.end());
    std::sort(s.begin(), s.end());
    for (size_t i = 0; i < b.size(); ++i) {
      std::pair<int, int> from{s[i].second % sC->frgV, s[i].second / sC->frgV};
      auto &slot = c.pFrom[size_t(b[i].second)];
      if (b[i].first < 0 || b[i].first >= c.bn || (t > 0 && slot != from)) return mismatch;
      slot = from;
      int64_t &key = keyOf[size_t(b[i].first)];
      if (key >= 0 && key != s[i].first) return mismatch;
      key = s[i].first;
    }
  }
  std::vector<int> slotOfGroup(size_t(c.bn / 4), -1);
  for (int k = 0; k < c.bn; ++k) {
    int64_t key = keyOf[size_t(k)], first = keyOf[size_t(k - k % 4)];
    if (key < 0 || key % 4 != k % 4 || key - k % 4 != first) return mismatch;
    if (k % 4 == 0) {
      if (slotOfGroup[size_t(key / 4)] >= 0) return mismatch;
      slotOfGroup[size_t(key / 4)] = k / 4;
    }
  }
  const int groups = c.bn / 4;
  if (groups & (groups - 1)) return mismatch;
  for (int i = 1; i < groups; i *= 2) {
    int to = slotOfGroup[size_t(i)];
    if (to <= 0 || (to & (to - 1))) return mismatch;
    c.slotBits.push_back(__builtin_ctz(unsigned(to)));
  }
  for (int g = 0; g < groups; ++g) {
    int want = 0;
    for (size_t i = 0; i < c.slotBits.size(); ++i)
      if (g >> i & 1) want |= 1 << c.slotBits[i];
    if (slotOfGroup[size_t(g)] != want) return mismatch;
  }
  return "";
}

// The largest score of the lane's query over the S^T accumulator tiles `st` and the lanes that
// share the query (c.reduceMasks).
// O^T = V^T P^T's atom: the first of `atoms` (largest K first) whose K divides c.bn and whose pairing
// with c.atomS checkLayouts accepts; sets c.atomO and returns "" when one fits, else what failed last
// ("" too when no atom's K divides block_n: then c.atomO stays null).
inline std::string pickOutputAtom(MmaPair &c, const std::vector<const target::MmaAtom *> &atoms) {
  std::string why;
  c.atomO = nullptr;
  for (const target::MmaAtom *a : atoms) {
    if (c.bn % a->k) continue;
    c.atomO = a;
    why = checkLayouts(c);
    if (why.empty()) return "";
  }
  return why.empty() ? "block_n=" + std::to_string(c.bn) + " is not a multiple of any atom's K" : why;
}

// x combined (max, or sum: max false) over the lanes that share a lane's query (c.reduceMasks).
inline fx::Float32 queryReduce(const MmaPair &c, fx::Float32 x, bool max) {
  auto combine = [&](fx::Float32 a, fx::Float32 b) { return max ? fx::max(a, b) : a + b; };
  for (int mask : c.reduceMasks) {
    if (mask == 32 && c.wave == 64 && c.permlane32) {
      fx::Int32 bits = fx::bitcast<fx::Int32>(x);
      auto [low, high] = fx::rocdl::permlane32_swap(bits, bits);
      x = combine(fx::bitcast<fx::Float32>(low), fx::bitcast<fx::Float32>(high));
    } else {
      x = combine(x, fx::shuffle_xor(x, mask, c.wave));
    }
  }
  return x;
}

template <class VF> fx::Float32 queryMax(const MmaPair &c, const std::vector<VF> &st) {
  fx::Float32 m = fx::reduce_max(st[0]);
  for (size_t r = 1; r < st.size(); ++r) m = fx::max(m, fx::reduce_max(st[r]));
  return queryReduce(c, m, true);
}

// The sum of every value of equal-width f32 tiles as a tree: the tiles added element-wise, then
// the vector halved (its halves added) down to one value; packed adds where the arch has them
// (half the instructions of a chain of scalar adds).
template <int N> fx::Float32 sumOfTiles(const std::vector<fx::Vector<fx::Float32, N>> &tiles) {
  fx::Vector<fx::Float32, N> total = tiles[0];
  for (size_t i = 1; i < tiles.size(); ++i) total = total + tiles[i];
  if constexpr (N == 1) {
    return total[0];
  } else if constexpr (N == 2) {
    return total[0] + total[1];
  } else {
    using Half = fx::Vector<fx::Float32, N / 2>;
    fx::SourceLoc loc = fx::SourceLoc::current();
    Half lo(fx::detail::slice(fx::Elem::F32, total.ir(), 0, N / 2, loc));
    Half hi(fx::detail::slice(fx::Elem::F32, total.ir(), N / 2, N / 2, loc));
    return sumOfTiles<N / 2>({lo + hi});
  }
}

// The second product's B operand P^T, straight from the first product's accumulator values:
// `probabilities` holds one IR vector per S^T accumulator tile, already in the MMA input type `e`;
// value (v, c) of P^T is the accumulator value c.pFrom names. Then the running output accumulator
// is rescaled by `alpha` (VF: the accumulator tile's f32 vector type; none: the caller rescales).
template <class VF>
void feedProbabilities(const MmaPair &c, fx::Elem e, const std::vector<ir::Value *> &probabilities,
                       fx::Fragment &pFrag, fx::Fragment &acc, std::optional<fx::Float32> alpha) {
  for (int cc = 0; cc < pFrag.restCol(); ++cc) {
    std::vector<ir::Value *> values;
    for (int w = 0; w < pFrag.frgV(); ++w) {
      auto [sv, sr] = c.pFrom[size_t(cc * pFrag.frgV() + w)];
      values.push_back(fx::detail::extract(e, probabilities[size_t(sr)], sv, fx::SourceLoc::current()));
    }
    pFrag.setTile(0, cc, pFrag.frgV() == 1 ? values[0] : fx::detail::fromElements(e, values, fx::SourceLoc::current()));
  }
  if (!alpha) return;
  VF alphaV = VF::filled(*alpha);
  for (ir::Value *&tile : acc.tiles()) tile = (VF(tile) * alphaV).ir();
}

} // namespace fly::kernels::attention
