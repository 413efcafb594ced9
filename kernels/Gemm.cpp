// tiled_mma_gemm: C = A * B^T with a tiled MMA (FlyDSL's 03-tiledMma example grown up).
// A is M x K row-major, B is N x K row-major (both K-contiguous), C is M x N row-major; f32
// accumulation, C rounded once to the element type.
//
// One work-group computes a tile_m x tile_n tile of C with warps_m x warps_n MMA atoms (one wave
// each; the scalar-FMA atom spreads the same thread count as 16 x T/16 threads). Per tile_k step:
// every thread moves 128-bit vectors of A's and B's tiles from global memory (buffer loads: rows
// past M or N read 0, so ragged edges need no branch) into LDS; after a barrier each thread loads
// its MMA fragments from LDS and fx::gemm runs the atoms; the accumulator fragment is carried
// through the K loop. Where each fragment value sits in the LDS tiles comes from fx::ThrMma
// partitions of coordinate layouts ((row, k) -> row and -> k). The LDS rows are XOR-swizzled in
// units of a fragment's consecutive K values (the rows one pass over the arch's banks covers
// share a pattern), so the MMA's column reads and the row-contiguous stores are conflict-free
// for the 16-bit and 8-bit atoms (docs/kernels.md has the emulator's counts); fragments with one
// value per atom tile keep plain rows padded by one vector. The epilogue partitions two coordinate
// layouts of the C tile the same way, so each accumulator value knows its row and column, and
// stores it through a buffer whose offset is pushed past the end (dropped) when the row or column
// is outside M x N.
//
// stages=2 (stages=auto where two LDS stages keep the LDS-bound occupancy): the K loop is
// software-pipelined over two LDS stages, step k+1's loads in flight during step k's MMAs, one
// barrier per step, K ragged against tile_k allowed (docs/gemm.md "Software pipelining").
//
// tiled_mma_gemm_splitk: the same kernel with K cut into split_k equal ranges along grid z; each
// work-group adds its f32 partial tile to C with atomic adds (`Ptr::atomic_add`, predicated on
// the bounds), so C must hold zeros (or a bias) on entry and is f32.
//
// loads=tdm (gfx1250): A's and B's tiles reach LDS through the tensor data mover instead (one
// tensor_load_to_lds per wave and operand per K step, descriptor extents for the ragged edges,
// LDS rows padded by one vector instead of swizzled; docs/tdm.md).
//
// loads=dma (gfx950): the tiles reach LDS by 16-byte LDS DMA (buffer_load_dwordx4 ... lds), each
// lane's unit of the swizzled tile straight from global memory, k0 in the scalar offset; in the
// pipelined loop the next step's DMA is issued after the step's LDS reads (LLVM makes any LDS read
// wait for all LDS DMA in flight) and waited for (vmcnt(0)) before the step's barrier.
//
// dtype=int8: signed 8-bit A and B through the i8 MFMA/WMMA atoms (i32 accumulation), C i32: the
// exact sums, stored as they are (no scales: a user wanting a scaled f16/bf16 C applies them, or
// uses preshuffle_gemm's int8 path).
//
// Shape limits (checked at launch): K a multiple of tile_k (split-K: of split_k * tile_k; stages=2:
// of one 16-byte vector); M, N any size.
#include "Families.h"
#include "GemmCommon.h"

#include "fly/target/CopyAtom.h"
#include "fly/target/Intrinsics.h"
#include "fly/target/MmaAtom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <tuple>

namespace fly::kernels {

namespace {

struct GemmConfig {
  std::string dtype;
  int tileM, tileN, tileK, warpsM, warpsN;
  const target::MmaAtom *atom = nullptr;
  std::string atomText;
  int threads = 0;
  int ldsBanks = 32;
  int waveSize = 64;
  fly::Layout atomLayout;
  bool tdm = false; // loads=tdm: A and B tiles with gfx1250's tensor data mover
  bool dma = false; // loads=dma: A and B tiles by LDS DMA (gfx950's 16-byte buffer_load ... lds)
  int64_t vmcntZero = -1; // loads=dma: the s_waitcnt bits of vmcnt(0)
  int stages = 1;   // LDS stages of the A and B tiles (1 or 2)
  int prefetch = 0; // K steps the global loads run ahead of the MMAs (0: the unpipelined loop)
  int tdmWarpsA = 1, tdmWarpsB = 1;
};

// The input element type dtype names on `arch`: fp8 is E4M3 in the arch's format (FNUZ on
// gfx942, OCP elsewhere).
fx::Elem elemOf(const std::string &dtype, const target::Arch &arch) {
  if (dtype == "fp8") return arch.name == std::string_view("gfx942") ? fx::Elem::F8E4M3FNUZ : fx::Elem::F8E4M3FN;
  if (dtype == "int8") return fx::Elem::I8;
  return dtype == "f16" ? fx::Elem::F16 : dtype == "bf16" ? fx::Elem::BF16 : fx::Elem::F32;
}
// C's element type: the input's, f16 for fp8 inputs, i32 (the exact sums) for int8 inputs.
std::string outTypeOf(const std::string &dtype) { return dtype == "fp8" ? "f16" : dtype == "int8" ? "i32" : dtype; }
// The accumulator's element type: i32 for int8 inputs, f32 otherwise.
const char *accTypeOf(const std::string &dtype) { return dtype == "int8" ? "i32" : "f32"; }

// The atom `atom` (MxNxK, "auto" or "fma") names on `arch` for dtype inputs and f32 accumulation
// (int8: i32).
std::string atomTextFor(const std::string &atom, const std::string &dtype, const target::Arch &arch) {
  fx::Elem e = elemOf(dtype, arch);
  std::string shape = atom;
  bool gfx12 = arch.name == std::string_view("gfx1201"), gfx1250 = arch.name == std::string_view("gfx1250");
  bool gfx11 = arch.name == std::string_view("gfx1100") || arch.name == std::string_view("gfx1151");
  if (atom == "fma") return fx::UniversalFMA(fx::Elem::F32);
  if (atom == "auto") {
    if (dtype == "f32") shape = gfx12 || gfx11 ? "fma" : "16x16x4";
    else if (dtype == "fp8") shape = gfx12 ? "16x16x16" : gfx1250 ? "16x16x64" : "16x16x32";
    // int8: gfx950's and gfx1250's K = 64 atoms (twice gfx942's 16x16x32 per instruction); the
    // RDNA WMMAs (iu8, signed) take 16.
    else if (dtype == "int8")
      shape = gfx12 || gfx11 ? "16x16x16" : (arch.name == std::string_view("gfx950") || gfx1250) ? "16x16x64" : "16x16x32";
    else shape = (arch.name == std::string_view("gfx950") || gfx1250) ? "16x16x32" : "16x16x16";
    if (shape == "fma") return fx::UniversalFMA(fx::Elem::F32);
  }
  int m = 0, n = 0, k = 0;
  if (std::sscanf(shape.c_str(), "%dx%dx%d", &m, &n, &k) != 3) return "";
  std::string kind = gfx12 ? "gfx120x.wmma" : gfx1250 ? "gfx1250.wmma" : gfx11 ? "gfx11.wmma" : "cdna3.mfma";
  return "!fly_rocdl." + kind + "<" + shape + ", (" + fx::elemName(e) + ", " + fx::elemName(e) + ") -> " +
         accTypeOf(dtype) + ">";
}

// Resolves the configuration; an error message when the parameters do not fit the arch.
std::string resolve(const Params &p, const target::Arch &arch, GemmConfig &c) {
  c.dtype = p.at("dtype");
  c.tileM = int(param(p, "tile_m"));
  c.tileN = int(param(p, "tile_n"));
  c.tileK = int(param(p, "tile_k"));
  c.warpsM = int(param(p, "warps_m"));
  c.warpsN = int(param(p, "warps_n"));
  c.atomText = atomTextFor(p.at("atom"), c.dtype, arch);
  auto found = target::parseMmaAtomType(c.atomText, &arch);
  if (c.atomText.empty() || !found.ok()) {
    std::string available;
    for (const target::MmaAtom *a : target::mmaAtomsFor(arch))
      if (a->aType == fx::elemName(elemOf(c.dtype, arch)) && a->bType == a->aType && a->cType == std::string_view(accTypeOf(c.dtype)) &&
          a->blocks == 1 && a->kind != target::MmaKind::UniversalFma)
        available += (available.empty() ? "" : ", ") + std::to_string(a->m) + "x" + std::to_string(a->n) + "x" +
                     std::to_string(a->k);
    return "tiled_mma_gemm: atom=" + p.at("atom") + " for " + c.dtype + " on " + std::string(arch.name) +
           " is not an MMA atom there (" + (c.atomText.empty() ? "expected MxNxK" : found.error().message) +
           "); atoms with " + c.dtype + " inputs and " + accTypeOf(c.dtype) + " accumulation on " +
           std::string(arch.name) + ": " + (available.empty() ? "none" : available) +
           (c.dtype == "int8" ? "" : available.empty() ? " (use atom=fma), fma" : ", fma");
  }
  c.atom = *found;
  c.ldsBanks = arch.ldsBanks;
  c.waveSize = int(arch.waveSize);
  if (c.atom->kind == target::MmaKind::UniversalFma && c.dtype != "f32")
    return "tiled_mma_gemm: atom=fma multiplies f32 values; dtype=" + c.dtype + " needs an MFMA/WMMA atom";
  if (c.atom->blocks != 1) return "tiled_mma_gemm: multi-block atoms are not supported (" + c.atomText + ")";
  int wave = int(arch.waveSize);
  if (c.atom->kind == target::MmaKind::UniversalFma) {
    c.threads = c.warpsM * c.warpsN * wave;
    c.atomLayout = fly::Layout(IntTuple::of(Int(16), Int(c.threads / 16), Int(1)),
                               IntTuple::of(Int(1), Int(16), Int(0)));
  } else {
    c.threads = c.warpsM * c.warpsN * c.atom->threads();
    c.atomLayout = fly::Layout(IntTuple::of(Int(c.warpsM), Int(c.warpsN), Int(1)),
                               IntTuple::of(Int(1), Int(c.warpsM), Int(0)));
  }
  int stepM = int(size(c.atomLayout[0]).value()) * c.atom->m, stepN = int(size(c.atomLayout[1]).value()) * c.atom->n;
  int vector = 128 / int(fx::elemBits(elemOf(c.dtype, arch)));
  auto bad = [&](const std::string &why) { return "tiled_mma_gemm with " + c.atomText + ": " + why; };
  if (c.tileM % stepM || c.tileN % stepN)
    return bad("tile_m=" + std::to_string(c.tileM) + " and tile_n=" + std::to_string(c.tileN) +
               " must be multiples of the tiled MMA's " + std::to_string(stepM) + " x " + std::to_string(stepN));
  if (c.tileK % c.atom->k || c.tileK % vector)
    return bad("tile_k=" + std::to_string(c.tileK) + " must be a multiple of the atom's K (" +
               std::to_string(c.atom->k) + ") and of the " + std::to_string(vector) + "-element vector");
  if (c.threads > 1024) return bad(std::to_string(c.threads) + " threads per work-group (at most 1024)");
  c.tdm = p.count("loads") && p.at("loads") == "tdm";
  c.dma = p.count("loads") && p.at("loads") == "dma";
  // stages=auto: two when both stages fit the arch's LDS for a work-group and leave a CU's LDS
  // room for the work-groups of 4 waves per SIMD (or as many as one stage does): on the model the
  // pipelined loop gains 9-30% where the grid, not LDS, bounds the waves, and loses 18% (gfx942,
  // 4096 x 4096 x 1024) where halving the LDS-bound occupancy costs more (docs/gemm.md). Rows of
  // at most tile_k + 2 vectors: the padded layouts' widest.
  const std::string stages = p.count("stages") ? p.at("stages") : "1";
  const int64_t stageBytes = int64_t(c.tileM + c.tileN) * (c.tileK + 2 * vector) * (fx::elemBits(elemOf(c.dtype, arch)) / 8);
  auto ldsWaves = [&](int64_t bytes) {
    return std::min<int64_t>(4, int64_t(arch.ldsBytesPerCU) / bytes * (c.threads / wave) / arch.simdsPerCU);
  };
  const bool twoFit = 2 * stageBytes <= int64_t(arch.ldsBytesPerWorkgroup) && ldsWaves(2 * stageBytes) >= ldsWaves(stageBytes);
  c.stages = stages == "auto" ? (twoFit ? 2 : 1) : stages == "2" ? 2 : 1;
  // prefetch=auto: the loads two steps ahead (two register sets in flight) wherever the tiles go
  // through registers and the two sets take at most an eighth of the VGPRs a wave may have. On
  // the model a load issued one 64-deep step ahead is still outstanding at its wait when one wave
  // per SIMD runs (the grid smaller than the machine): prefetch=2 took 0.50-0.71x the time of
  // prefetch=stages-1 on every gfx942/gfx950 problem bench/model measured, with one stage as with
  // two (docs/gemm.md). Past that budget (64 x 64 x 64 f16 on the wave32 archs: two sets of 32
  // VGPRs out of 256, which spilled on gfx11) it is stages - 1, as are loads=dma/tdm (they write
  // LDS directly) and split-K (short ranges, one stage: the unpipelined loop).
  const std::string prefetch = p.count("prefetch") ? p.at("prefetch") : "auto";
  const int64_t setVgprs = int64_t(c.tileM + c.tileN) * c.tileK * (fx::elemBits(elemOf(c.dtype, arch)) / 8) / c.threads / 4;
  const bool registers = !c.tdm && !c.dma && !p.count("split_k") && 2 * setVgprs <= arch.maxVgprsPerWave() / 8;
  c.prefetch = prefetch != "auto" ? int(prefetch[0] - '0') : registers ? 2 : c.stages - 1;
  if (c.stages == 2 && c.prefetch == 0)
    return "tiled_mma_gemm: stages=2 prefetches the next step's tiles (prefetch=1 or 2, not 0)";
  if ((c.tdm || c.dma) && !(c.prefetch == c.stages - 1))
    return std::string("tiled_mma_gemm: loads=") + (c.tdm ? "tdm" : "dma") + " copies into LDS directly: prefetch=" +
           prefetch + " with stages=" + std::to_string(c.stages) +
           " would overwrite the stage being read (use prefetch=auto)";
  if (c.dma) {
    // 16 bytes a lane (buffer_load_dwordx4 ... lds): one swizzled unit of the tile per lane.
    if (!target::ldsDmaSizeAvailable(arch.name, 16) || (c.vmcntZero = target::vmcntWaitBits(arch.name, 0)) < 0)
      return "tiled_mma_gemm: loads=dma needs 16-byte LDS DMA loads, which " + std::string(arch.name) +
             " lacks (LDS DMA sizes there: " + target::ldsDmaSizes(arch.name) + "); use loads=vector";
    if (c.dtype == "f32" || c.atom->kind == target::MmaKind::UniversalFma)
      return "tiled_mma_gemm: loads=dma moves whole 16-byte units of the swizzled tiles, which f32 fragments "
             "(one value per atom tile, padded rows) do not have; use loads=vector";
  }
  if (c.tdm) {
    const target::CopyAtomDesc *tdm = target::findCopyAtom("fly_rocdl.gfx1250.tdm");
    if (!tdm->availableOn(arch.name))
      return "tiled_mma_gemm: loads=tdm needs the tensor data mover, which " + std::string(arch.name) +
             " lacks (available on: " + tdm->archList() + "); use loads=vector";
    // The LDS rows are padded by one 16-byte vector after every tk elements: the TDM's padding
    // interval must be a power of two of 2..256 dwords.
    int rowDwords = c.tileK * int(fx::elemBits(elemOf(c.dtype, arch))) / 32;
    if (rowDwords < 2 || rowDwords > 256 || (rowDwords & (rowDwords - 1)))
      return bad("loads=tdm pads LDS rows of tile_k=" + std::to_string(c.tileK) + " elements (" +
                 std::to_string(rowDwords) + " dwords), which must be a power of two of 2..256 dwords");
    // Each operand's tile is shared by the largest power of two of the block's waves that divides
    // its rows.
    int waves = c.threads / wave;
    auto share = [&](int rows) {
      int w = 1;
      while (w * 2 <= waves && rows % (w * 2) == 0) w *= 2;
      return w;
    };
    c.tdmWarpsA = share(c.tileM);
    c.tdmWarpsB = share(c.tileN);
  }
  return "";
}

// LDS tiles for fragments without runs of consecutive K (f32 MFMAs, the FMA atom), read one element
// at a time. Two layouts are weighed: rows of tk + pad elements stored in aligned pieces of `piece`
// elements (a divisor of pad and of the vector), or rows of tk elements whose V-element units are
// XOR-swizzled by (row / xorRows) (whole-vector stores; each element read swizzled). The winner has
// the fewest LDS cycles in the emulator's bank model (docs/emulator.md "LDS bank conflicts": phases
// of min(wave, banks * 4 / bytes) lanes, each as long as the most distinct dwords one bank
// delivers), counting what wave 0 does in one k step: the stores of both tiles and every fragment
// read. Ties go to fewer store pieces, then to padding (no XOR arithmetic).
struct LdsPadding {
  int pad = 0, piece = 0;
  int xorRows = 0; // > 0: the unit XOR swizzle, pad 0
  int xorBlock = 1;
};
LdsPadding quietestPadding(const GemmConfig &c, const fly::TiledMma &mma, int V, int elemBytes) {
  const int tk = c.tileK, wave = c.waveSize, banks = c.ldsBanks;
  // Cycles of one access of `bytes` per lane starting at the element addresses `at` (-1: inactive).
  auto cycles = [&](const std::vector<int64_t> &at, int bytes) {
    const int phase = std::min(wave, banks * 4 / bytes), dwords = std::max(1, bytes / 4);
    int64_t total = 0;
    for (int first = 0; first < wave; first += phase) {
      std::vector<std::vector<int64_t>> perBank(static_cast<size_t>(banks));
      bool any = false;
      for (int l = first; l < std::min(wave, first + phase); ++l) {
        if (at[size_t(l)] < 0) continue;
        any = true;
        for (int d = 0; d < dwords; ++d) {
          int64_t dword = at[size_t(l)] * elemBytes / 4 + d;
          auto &bank = perBank[size_t(dword % banks)];
          if (std::find(bank.begin(), bank.end(), dword) == bank.end()) bank.push_back(dword);
        }
      }
      size_t worst = 0;
      for (auto &bank : perBank) worst = std::max(worst, bank.size());
      total += any ? int64_t(std::max<size_t>(1, worst)) : 0;
    }
    return total;
  };
  int unitBlock = 1;
  while ((tk / V) % (unitBlock * 2) == 0) unitBlock *= 2;
  auto costOf = [&](int pad, int piece, int xorRows) {
    const int stride = tk + pad;
    auto addr = [&](int64_t r, int64_t k) {
      return xorRows ? r * tk + ((k / V) ^ ((r / xorRows) % unitBlock)) * V + k % V : r * stride + k;
    };
    int64_t total = 0;
    for (MmaOperand operand : {MmaOperand::A, MmaOperand::B}) {
      const int rows = operand == MmaOperand::A ? c.tileM : c.tileN;
      const int perRow = tk / V, vectors = rows * perRow;
      for (int base = 0; base < vectors; base += c.threads)
        for (int u = 0; u < V / piece; ++u) {
          std::vector<int64_t> at(static_cast<size_t>(wave), -1);
          for (int l = 0; l < wave && l + base < vectors; ++l)
            at[size_t(l)] = addr((l + base) / perRow, int64_t((l + base) % perRow) * V + u * piece);
          total += cycles(at, piece * elemBytes);
        }
      fly::Layout rowOf(IntTuple::of(Int(rows), Int(tk)), IntTuple::of(Int(1), Int(0)));
      fly::Layout kOf(IntTuple::of(Int(rows), Int(tk)), IntTuple::of(Int(0), Int(1)));
      std::vector<Result<MmaPartition>> rowParts, kParts;
      for (int l = 0; l < wave; ++l) {
        rowParts.push_back(mma.partition(operand, rowOf, Int(l)));
        kParts.push_back(mma.partition(operand, kOf, Int(l)));
        if (!rowParts.back().ok() || !kParts.back().ok()) return int64_t(-1);
      }
      const int64_t values = size(rowParts[0]->layout).value();
      for (int64_t i = 0; i < values; ++i) {
        std::vector<int64_t> at(static_cast<size_t>(wave));
        for (int l = 0; l < wave; ++l) {
          const MmaPartition &r = *rowParts[size_t(l)], &k = *kParts[size_t(l)];
          at[size_t(l)] = addr(r.offset.value() + evaluate(r.layout, Int(i)).value(),
                               k.offset.value() + evaluate(k.layout, Int(i)).value());
        }
        total += cycles(at, elemBytes);
      }
    }
    return total;
  };
  LdsPadding best{V, V};
  int64_t bestCost = costOf(V, V, 0);
  if (bestCost < 0) return best;
  for (int pad = 1; pad <= 2 * V; ++pad) {
    int piece = V;
    while (pad % piece) piece /= 2;
    int64_t cost = costOf(pad, piece, 0);
    if (cost >= 0 && (cost < bestCost || (cost == bestCost && piece > best.piece))) {
      best = {pad, piece};
      bestCost = cost;
    }
  }
  for (int xorRows = 1; unitBlock > 1 && xorRows <= 16; xorRows *= 2) {
    int64_t cost = costOf(0, V, xorRows);
    if (cost >= 0 && (cost < bestCost || (cost == bestCost && V > best.piece))) {
      best = {0, V, xorRows, unitBlock};
      bestCost = cost;
    }
  }
  return best;
}

// The K pack: whether each lane's fragment tiles of two consecutive atom K steps can come from one
// LDS read of twice the bytes (at most 16). The MMA sums over K, so permuting K identically in A and B
// leaves C unchanged: within each block of 2D K values (D the atom's K step) the value the atom takes
// as k = s * D + o (s the step, o its lane's offset within the step, a multiple of the run g) is read
// from 2 * o + s * g, so the lane's g values of step 0 and of step 1 sit side by side. gfx942's
// 16-bit atoms (8 bytes per lane) and the 8-bit atoms with 8 bytes per lane then read and store LDS
// in 16-byte units (ds_read_b128 / ds_write_b128). Needs fragments of one run of g values, an even
// number of K steps per tile, steps D apart starting at multiples of 2D, and lane offsets inside the
// step (every thread's partition checked).
bool kPack(const GemmConfig &c, const fly::TiledMma &mma, const fx::MmaPartition &ksA, const fx::MmaPartition &ksB,
           int g, int V, int elemBytes) {
  if (c.tdm || g <= 1 || 2 * g > V || 2 * g * elemBytes > 16) return false;
  int64_t D = -1;
  for (const fx::MmaPartition *k : {&ksA, &ksB}) {
    if (k->frgV() != g || k->restCol() % 2) return false;
    for (int r = 0; r < k->restRow(); ++r)
      for (int cc = 0; cc < k->restCol(); cc += 2) {
        int64_t step0 = k->valueOffset(0, r, cc), d = k->valueOffset(0, r, cc + 1) - step0;
        if (D < 0) D = d;
        if (d != D || D % g || step0 % (2 * D)) return false;
      }
  }
  if (D <= 0) return false;
  for (MmaOperand operand : {MmaOperand::A, MmaOperand::B}) {
    const int rows = operand == MmaOperand::A ? c.tileM : c.tileN;
    fly::Layout kOf(IntTuple::of(Int(rows), Int(c.tileK)), IntTuple::of(Int(0), Int(1)));
    for (int l = 0; l < c.threads; ++l) {
      Result<MmaPartition> part = mma.partition(operand, kOf, Int(l));
      if (!part.ok()) return false;
      int64_t o = part->offset.value();
      if (o % g || o + g > D) return false;
    }
  }
  return true;
}

// The kernel body for inputs of T and an output of TOut. splitK > 1: work-group z takes the
// z-th of splitK equal K ranges and adds its partial tile to C (f32) with atomics.
template <class T, class TOut>
void gemmBody(const GemmConfig &c, int splitK, fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<TOut> out, fx::Int32 M,
              fx::Int32 N, fx::Int32 K) {
  constexpr int V = vector128<T>;
  const int tm = c.tileM, tn = c.tileN, tk = c.tileK, threads = c.threads;
  fx::Index tid = fx::thread_idx.x();
  fx::Int32 rowBlock = (fx::block_idx.x() * tm).template to<fx::Int32>();
  fx::Int32 colBlock = (fx::block_idx.y() * tn).template to<fx::Int32>();
  const fx::Int32 bytes(int64_t(fx::elemBits(T::elem) / 8));
  fx::Buffer<T> ga(a, M * K * bytes), gb(b, N * K * bytes);

  fx::MmaAtom atom = fx::make_mma_atom(c.atomText);
  fx::TiledMma mma = fx::make_tiled_mma(atom, c.atomLayout);
  fx::ThrMma thr = mma.thr_slice(tid);
  // Where each fragment value sits in the (rows, tk) LDS tiles: the partitions of coordinate
  // layouts ((row, k) -> row and -> k), exactly like the operands.
  auto coordinates = [&](int rows, bool isA) {
    fly::Layout rowOf(IntTuple::of(Int(rows), Int(tk)), IntTuple::of(Int(1), Int(0)));
    fly::Layout kOf(IntTuple::of(Int(rows), Int(tk)), IntTuple::of(Int(0), Int(1)));
    return isA ? std::pair{thr.partition_A(rowOf), thr.partition_A(kOf)}
               : std::pair{thr.partition_B(rowOf), thr.partition_B(kOf)};
  };
  auto [rowsA, ksA] = coordinates(tm, true);
  auto [rowsB, ksB] = coordinates(tn, false);
  // The LDS tiles are rows of tk elements whose units of g elements (one fragment tile's
  // consecutive values, when they are) are XOR-swizzled by the row's index among the rows one
  // pass over the banks covers: the MMA's column reads (one unit from each of many rows) and
  // the row-contiguous stores spread over the banks.
  // The longest power-of-two run of consecutive K values (each run starting at a multiple of its
  // length) a fragment tile splits into: gfx1250's 16x16x32 WMMA holds two runs of 8.
  auto runOf = [&](const fx::MmaPartition &k) {
    for (int run = k.frgV(); run > 1; run /= 2) {
      if (k.frgV() % run) continue;
      bool ok = true;
      for (int v = 0; v < k.frgV() && ok; ++v)
        ok = k.valueOffset(v, 0, 0) == k.valueOffset(v - v % run, 0, 0) + v % run &&
             k.valueOffset(v - v % run, 0, 0) % run == 0;
      if (ok) return run;
    }
    return 1;
  };
  // Fragments without such runs (one value per atom tile: f32 MFMAs, the FMA atom) keep plain
  // rows padded by one vector instead: element-wise swizzling would cost more address
  // arithmetic than the conflicts it saves.
  const int run = std::min({runOf(ksA), runOf(ksB), V});
  const int elemBytes = int(fx::elemBits(T::elem) / 8);
  // Two atom K steps per LDS read where the fragments allow it (kPack): the swizzle unit doubles.
  const bool pack = kPack(c, mma.algebra(), ksA, ksB, run, V, elemBytes);
  const int g = pack ? 2 * run : run;
  // The tensor data mover writes LDS row-major (with padding), so its tiles are not swizzled.
  const bool swizzle = g > 1 && !c.tdm;
  // The FMA atom's fragments read whole rows of K, which LLVM merges into wide loads the one-element
  // model does not see; its padded rows measure conflict-free (docs/kernels.md), so they stay.
  // loads=tdm: the rows are padded by one vector, the padding the TDM descriptor asks for (stageTdm).
  const LdsPadding padding = swizzle                                                     ? LdsPadding{0, V}
                             : c.tdm || c.atom->kind == target::MmaKind::UniversalFma ? LdsPadding{V, V}
                                                                                       : quietestPadding(c, mma.algebra(), V, elemBytes);
  const int stride = swizzle ? tk : tk + padding.pad, unitsPerRow = tk / g;
  const int rowsPerSweep = std::max(1, c.ldsBanks * 4 / (tk * elemBytes));
  // The XOR stays inside an aligned block of units whose count is a power of two dividing the
  // row (a pattern past the row's last unit would land in the next row).
  int xorBlock = 1;
  while (unitsPerRow % (xorBlock * 2) == 0) xorBlock *= 2;
  // One LDS phase of fragment reads (the lanes one pass over the banks serves) covers `spread`
  // consecutive units of each row (the atom's lanes beyond its M rows read the next units): the
  // rows' patterns step by `spread` so those units do not meet (gfx950/gfx1250 fp8: 2), and
  // adjacent sweeps differ in the low bits too, so the row-contiguous stores of one unit of
  // every vector (even units, then odd ones) do not meet either.
  const int phaseLanes = std::min(int(c.atom->threads()), c.ldsBanks * 4 / std::max(1, g * elemBytes));
  const int spread = std::max(1, phaseLanes / std::max(1, int(c.atom->m)));
  auto swizzled = [&](fx::Index row, fx::Index k) {
    if (!swizzle && padding.xorRows)
      return row * tk + (((k / V) ^ ((row / padding.xorRows) % padding.xorBlock)) * V) + k % V;
    if (!swizzle) return row * stride + k;
    fx::Index sweep = row / rowsPerSweep;
    return row * tk + (((k / g) ^ (((sweep * spread) ^ (sweep % spread)) % xorBlock)) * g) + k % g;
  };
  if (c.dma && !(swizzle && g == V))
    fx::state().error(fx::SourceLoc::current(),
                      "tiled_mma_gemm loads=dma: the fragments of " + c.atomText + " read " + std::to_string(g) +
                          "-element units of the LDS tiles, not whole " + std::to_string(V) +
                          "-element vectors, which the LDS DMA moves (use loads=vector)");
  // stages=2: two copies of each tile (the step's and the next one's), stage 1 after stage 0.
  const int stages = c.stages;
  const int64_t stageA = int64_t(tm) * stride, stageB = int64_t(tn) * stride;
  auto sA = fx::lds_alloc<T>(stages * stageA);
  auto sB = fx::lds_alloc<T>(stages * stageB);
  fly::Layout cTile(IntTuple::of(Int(tm), Int(tn)), IntTuple::of(Int(1), Int(tm)));
  fx::Fragment acc = thr.partition_fragment_C(cTile).filled(0.0);

  // Global -> registers: rows x tk elements of one operand from column k0 on, V-element vectors
  // spread over the threads (threads past the tile read row 0 again). masked: vectors at or past
  // column kEnd read 0 (their offset is pushed past the end of the matrix), for a ragged last
  // step and the pipelined loop's prefetch past the end.
  using Vec = fx::Vector<T, V>;
  auto loadTile = [&](const fx::Buffer<T> &gm, int rows, fx::Int32 firstRow, fx::Int32 totalRows, fx::Index k0,
                      fx::Index kEnd, bool masked) {
    const int perRow = tk / V, vectors = rows * perRow;
    std::vector<Vec> out;
    for (int base = 0; base < vectors; base += threads) {
      fx::Index i = tid + base;
      fx::Index r = i / perRow, v = i % perRow;
      if (base + threads > vectors) r = fx::select(i < vectors, r, fx::Index(0));
      fx::Int32 offset = (firstRow + r.template to<fx::Int32>()) * K + (k0 + v * V).template to<fx::Int32>();
      if (masked) offset = fx::select(v * V < kEnd - k0, offset, totalRows * K);
      out.push_back(gm.template load<V>(offset));
    }
    return out;
  };
  // Registers -> LDS at element `stageOffset` of s: each vector stored as V / g swizzled units
  // (padded rows: aligned pieces).
  auto storeTile = [&](const std::vector<Vec> &vecs, const fx::Ptr<T, ir::AddressSpace::Shared> &s, int rows,
                       int64_t stageOffset) {
    const int perRow = tk / V, vectors = rows * perRow;
    auto at = [&](fx::Index offset) {
      return fx::detail::addOffset(s.ir(), (offset + stageOffset).ir(), fx::SourceLoc::current());
    };
    for (int base = 0, j = 0; base < vectors; base += threads, ++j) {
      auto move = [&] {
        fx::Index i = tid + base;
        fx::Index r = i / perRow, v = i % perRow;
        const Vec &vec = vecs[size_t(j)];
        if (!swizzle && padding.piece == V) {
          fx::detail::store(vec.ir(), at(swizzled(r, v * V)), fx::SourceLoc::current());
          return;
        }
        if (!swizzle) { // rows of tk + pad elements: aligned pieces of padding.piece elements
          for (int u = 0; u < V / padding.piece; ++u) {
            ir::Value *piece = fx::detail::slice(T::elem, vec.ir(), u * padding.piece, padding.piece, fx::SourceLoc::current());
            fx::detail::store(piece, at(swizzled(r, v * V + u * padding.piece)), fx::SourceLoc::current());
          }
          return;
        }
        for (int u = 0; u < V / g; ++u) {
          ir::Value *piece = g == V ? vec.ir() : fx::detail::slice(T::elem, vec.ir(), u * g, g, fx::SourceLoc::current());
          fx::detail::store(piece, at(swizzled(r, v * V + u * g)), fx::SourceLoc::current());
        }
      };
      if (base + threads <= vectors) move();
      else fx::if_(tid + base < vectors, move);
    }
  };
  // LDS -> a fragment: each tile's values at their swizzled places (one load when they are a unit).
  ir::Context &ctx = fx::state().context();
  auto loadFragment = [&](fx::Fragment &f, const fx::Ptr<T, ir::AddressSpace::Shared> &s, const fx::MmaPartition &rows,
                          const fx::MmaPartition &ks) {
    fx::SourceLoc loc = fx::SourceLoc::current();
    for (int cc = 0; cc < f.restCol(); ++cc)
      for (int r = 0; r < f.restRow(); ++r) {
        auto at = [&](int v) {
          fx::Index row = rows.offset + rows.valueOffset(v, r, cc), k = ks.offset + ks.valueOffset(v, r, cc);
          return fx::detail::addOffset(s.ir(), swizzled(row, k).ir(), loc);
        };
        if (pack) { // steps cc and cc + 1 from one read at 2 * (lane offset) + (step cc's block)
          if (cc % 2) continue;
          fx::Index k = fx::Index(ks.valueOffset(0, r, cc)) + ks.offset * 2;
          fx::Index row = rows.offset + rows.valueOffset(0, r, cc);
          ir::Value *both = fx::detail::load(fx::detail::addOffset(s.ir(), swizzled(row, k).ir(), loc),
                                             fx::valueType(ctx, T::elem, g), loc);
          f.setTile(r, cc, fx::detail::slice(T::elem, both, 0, run, loc));
          f.setTile(r, cc + 1, fx::detail::slice(T::elem, both, run, run, loc));
          continue;
        }
        if (g == f.frgV()) {
          f.setTile(r, cc, fx::detail::load(at(0), f.tileType(ctx), loc));
          continue;
        }
        std::vector<ir::Value *> values;
        for (int v = 0; v < f.frgV(); v += g) {
          if (g == 1) {
            values.push_back(fx::detail::load(at(v), fx::elemType(ctx, T::elem), loc));
            continue;
          }
          ir::Value *unit = fx::detail::load(at(v), fx::valueType(ctx, T::elem, g), loc);
          for (int e = 0; e < g; ++e) values.push_back(fx::detail::extract(T::elem, unit, e, loc));
        }
        f.setTile(r, cc, f.frgV() == 1 ? values[0] : fx::detail::fromElements(T::elem, values, loc));
      }
  };

  // Global -> LDS by DMA (loads=dma): buffer_load_dwordx4 ... lds writes lane L's 16 bytes at the
  // wave's LDS base (M0) + 16 L, so thread i of the block fills the tile's i-th 16-byte unit (rows of
  // tk elements, no padding) and reads from global memory the vector the swizzle puts there: the
  // XOR acts inside the row and is its own inverse, so unit u of row r holds the row's vector
  // swizzled(r, u * V) / V. The lane's byte offset of that vector at k0 = 0 is loop-invariant; k0
  // goes into the instruction's scalar offset (soffset), so a step costs no vector arithmetic. Rows
  // past the matrix read 0 (the vector offset is past the buffer's range, which the scalar offset
  // does not enter). pipelined: a step at or past kEnd (the prefetch beyond the last step) loads
  // nothing, a ragged last step pushes the vectors at or past kEnd past the end (they read 0).
  ir::Value *rsrcA = nullptr, *rsrcB = nullptr;
  fx::Index waveFirst;
  if (c.dma) {
    fx::SourceLoc loc = fx::SourceLoc::current();
    rsrcA = fx::detail::makeBufferResource(a.ir(), (M * K * bytes).ir(), loc);
    rsrcB = fx::detail::makeBufferResource(b.ir(), (N * K * bytes).ir(), loc);
    // The wave's first thread, made wave-uniform (readfirstlane), so M0 comes from scalar arithmetic.
    fx::Int32 wave = (tid / c.waveSize).template to<fx::Int32>();
    fx::Int32 first(fx::state().create(ir::OpCode::RocdlReadFirstLane, {fx::detail::use(wave.ir(), loc)},
                                       {fx::state().context().i32()}, {}, loc)->result(0));
    waveFirst = first.template to<fx::Index>() * c.waveSize;
  }
  auto stageDma = [&](ir::Value *rsrc, const fx::Ptr<T, ir::AddressSpace::Shared> &s, int rows, int64_t stageOffset,
                      fx::Int32 firstRow, fx::Int32 totalRows, fx::Index k0, fx::Index kEnd, bool pipelined) {
    const int perRow = tk / V, vectors = rows * perRow;
    fx::SourceLoc loc = fx::SourceLoc::current();
    fx::BuildState &st = fx::state();
    fx::Int32 soffset = k0.template to<fx::Int32>() * bytes;
    auto issue = [&](bool masked) {
      for (int base = 0; base < vectors; base += threads) {
        auto move = [&] {
          fx::Index i = tid + base;
          fx::Index r = i / perRow, u = i % perRow;
          fx::Index col = swizzled(r, u * V) - r * tk; // the row's element the unit starts with
          fx::Int32 offset = (firstRow + r.template to<fx::Int32>()) * K + col.template to<fx::Int32>();
          if (masked) offset = fx::select(col < kEnd - k0, offset, totalRows * K);
          fx::Int32 voffset = offset * bytes, zero(int64_t(0)), size(int64_t(16));
          ir::Value *lds = fx::detail::addOffset(s.ir(), ((waveFirst + base) * V + stageOffset).ir(), loc);
          st.create(ir::OpCode::RocdlRawPtrBufferLoadLds,
                    {rsrc, lds, fx::detail::use(size.ir(), loc), fx::detail::use(voffset.ir(), loc),
                     fx::detail::use(soffset.ir(), loc), fx::detail::use(zero.ir(), loc)},
                    {}, {{"aux", st.context().i32Attr(0)}}, loc);
        };
        if (base + threads <= vectors) move();
        else fx::if_(tid + base < vectors, move);
      }
    };
    if (!pipelined) return issue(false);
    // Wave-uniform i32 tests (scalar compares; gfx9 has no signed 64-bit one).
    fx::Int32 k032 = k0.template to<fx::Int32>(), kEnd32 = kEnd.template to<fx::Int32>();
    fx::if_(k032 + tk <= kEnd32, [&] { issue(false); }, [&] { fx::if_(k032 < kEnd32, [&] { issue(true); }); });
  };
  // Waits for the wave's LDS DMA loads (LLVM waits for them only before the wave's own LDS reads;
  // the barrier after this publishes them to the other waves).
  auto waitDma = [&] {
    fx::BuildState &st = fx::state();
    st.create(ir::OpCode::RocdlSWaitcnt, {}, {}, {{"bitfield", st.context().i32Attr(int32_t(c.vmcntZero))}},
              fx::SourceLoc::current());
  };

  // Global -> LDS with the tensor data mover: the block's first `warps` waves each move a slab of
  // the rows x tk tile (one tensor_load_to_lds per wave); the descriptor's extents make rows past
  // the matrix read as 0. The LDS rows are padded by one vector (the TDM's padding).
  auto stageTdm = [&](fx::Ptr<T> gm, const fx::Ptr<T, ir::AddressSpace::Shared> &s, int rows, int warps,
                      fx::Int32 firstRow, fx::Int32 totalRows, fx::Index k0) {
    fx::CopyAtom atom = fx::make_copy_atom(fx::rocdl::TensorDataMover(2, warps, tk, V), T::elem);
    // Past K (the pipelined loop's prefetch beyond the last step) the extent is 0: zeros.
    fx::Int32 kLeft = K - k0.template to<fx::Int32>();
    atom = atom.set_value("extent_0", totalRows - firstRow).set_value("extent_1", fx::select(kLeft > 0, kLeft, fx::Int32(0)));
    fx::Index start = (firstRow * K).template to<fx::Index>() + k0;
    auto tile = fx::make_tensor(gm + start, fx::make_layout(fx::make_shape(rows, tk), fx::make_stride(K, 1)));
    auto lds = fx::make_tensor(s, fx::make_layout(fly::Layout(IntTuple::of(Int(rows), Int(tk)),
                                                              IntTuple::of(Int(stride), Int(1)))));
    fx::copy(atom, tile, lds);
  };

  fx::Index kBegin = 0, kEnd = K.template to<fx::Index>();
  if (splitK > 1) {
    fx::Index part = kEnd / splitK;
    kBegin = fx::block_idx.z() * part;
    kEnd = kBegin + part;
  }
  // One K step's MMAs out of LDS stage `stage`; `afterReads` (if any) is issued between the step's
  // LDS reads and its MMAs.
  auto mmaStep = [&](fx::Fragment &carried, int stage, const std::function<void()> &afterReads = {}) {
    fx::Fragment fa = thr.make_fragment_A(rowsA), fb = thr.make_fragment_B(rowsB);
    loadFragment(fa, stage ? sA + fx::Index(stageA) : sA, rowsA, ksA);
    loadFragment(fb, stage ? sB + fx::Index(stageB) : sB, rowsB, ksB);
    // Every LDS read of the step issued before its first MMA (LLVM's scheduler would interleave
    // them, each read then waited for on its own): the waits count down as the MMAs run.
    fx::rocdl::sched_barrier(0);
    if (afterReads) {
      afterReads();
      fx::rocdl::sched_barrier(0);
    }
    fx::gemm(mma, carried, fa, fb, carried);
  };
  if (stages == 1 && c.prefetch == 0) {
    acc = fx::range(kBegin, kEnd, tk, acc, [&](fx::Index k0, fx::Fragment carried) {
      if (c.tdm) {
        stageTdm(a, sA, tm, c.tdmWarpsA, rowBlock, M, k0);
        stageTdm(b, sB, tn, c.tdmWarpsB, colBlock, N, k0);
        fx::rocdl::wait_tensorcnt(0);
      } else if (c.dma) {
        stageDma(rsrcA, sA, tm, 0, rowBlock, M, k0, kEnd, false);
        stageDma(rsrcB, sB, tn, 0, colBlock, N, k0, kEnd, false);
        waitDma();
      } else {
        storeTile(loadTile(ga, tm, rowBlock, M, k0, kEnd, false), sA, tm, 0);
        storeTile(loadTile(gb, tn, colBlock, N, k0, kEnd, false), sB, tn, 0);
      }
      fx::barrier();
      mmaStep(carried, 0);
      fx::barrier(); // the next step overwrites the tiles
      return carried;
    });
  } else {
    // Software pipelined: step s multiplies out of LDS stage s % L (L = stages, 1 or 2) while the
    // global loads of step s + d (d = prefetch, 1 or 2) are in flight into registers; after the
    // MMAs the registers of step s + 1 are stored into its stage, then one barrier (it also keeps
    // the stage the next step overwrites from being read; with one stage a barrier before the
    // store too: every wave's fragment reads of the stage are done). d = 2 keeps two register sets
    // in flight, carried through the loop (a load has two steps' MMAs to land). Two steps per
    // iteration, so each step's stage (and every LDS address) is a constant; an odd step count
    // ends with one more step out of stage 0. Loads at or past kEnd read 0 (a ragged last step,
    // and the prefetches past the end).
    const int L = stages, d = c.prefetch;
    fx::Index steps = (kEnd - kBegin + (tk - 1)) / tk;
    // load: step k0's tiles into registers (loads=tdm: the tensor data mover's copies straight
    // into LDS stage `stage`, nothing in registers); store: into stage `stage` (tdm: wait for them).
    using Tiles = std::pair<std::vector<Vec>, std::vector<Vec>>;
    auto load = [&](fx::Index k0, int stage) {
      if (c.tdm) {
        stageTdm(a, sA + fx::Index(stage * stageA), tm, c.tdmWarpsA, rowBlock, M, k0);
        stageTdm(b, sB + fx::Index(stage * stageB), tn, c.tdmWarpsB, colBlock, N, k0);
        return Tiles{};
      }
      if (c.dma) {
        stageDma(rsrcA, sA, tm, stage * stageA, rowBlock, M, k0, kEnd, true);
        stageDma(rsrcB, sB, tn, stage * stageB, colBlock, N, k0, kEnd, true);
        return Tiles{};
      }
      return Tiles{loadTile(ga, tm, rowBlock, M, k0, kEnd, true), loadTile(gb, tn, colBlock, N, k0, kEnd, true)};
    };
    auto store = [&](const Tiles &tiles, int stage) {
      if (c.tdm) return fx::rocdl::wait_tensorcnt(0);
      if (c.dma) {
        // After the step's MMAs: LLVM's scheduler would hoist the wait (and the barrier) above them.
        fx::rocdl::sched_barrier(0);
        return waitDma();
      }
      storeTile(tiles.first, sA, tm, stage * stageA);
      storeTile(tiles.second, sB, tn, stage * stageB);
    };
    Tiles first = load(kBegin, 0);
    Tiles ahead = d == 2 ? load(kBegin + tk, 1 % L) : Tiles{}; // step 1's registers (d = 2)
    store(first, 0);
    fx::barrier();
    // The loop carries the accumulators and (d = 2) the registers of the step after the
    // iteration's first, still in flight.
    fx::SourceLoc loc = fx::SourceLoc::current();
    auto flat = [](const Tiles &t) {
      std::vector<ir::Value *> out;
      for (const Vec &v : t.first) out.push_back(v.ir());
      for (const Vec &v : t.second) out.push_back(v.ir());
      return out;
    };
    std::vector<ir::Value *> init;
    for (ir::Value *v : acc.tiles()) init.push_back(fx::detail::use(v, loc));
    for (ir::Value *v : flat(ahead)) init.push_back(fx::detail::use(v, loc));
    const size_t accTiles = acc.tiles().size();
    fx::Index zero(int64_t(0)), one(int64_t(1)), pairs = steps / 2;
    ir::Operation *loop = fx::detail::beginFor(fx::detail::use(zero.ir(), loc), fx::detail::use(pairs.ir(), loc),
                                               fx::detail::use(one.ir(), loc), init, loc);
    ir::Block *block = fx::detail::forBody(loop);
    fx::detail::buildYieldingBlock(block, [&] {
      fx::Index pair(block->argument(0));
      fx::Fragment carried = acc;
      for (size_t i = 0; i < accTiles; ++i) carried.tiles()[i] = block->argument(unsigned(i + 1));
      Tiles pending;
      for (size_t i = 0, arg = accTiles + 1; i < ahead.first.size() + ahead.second.size(); ++i, ++arg)
        (i < ahead.first.size() ? pending.first : pending.second).push_back(Vec(block->argument(unsigned(arg))));
      fx::Index k0 = kBegin + pair * (2 * tk);
      for (int half = 0; half < 2; ++half) { // step 2 * pair + half
        Tiles issued;
        if (c.dma) {
          // The DMA after the step's LDS reads: LLVM makes every LDS read wait for all of the wave's
          // LDS DMA loads in flight (it cannot tell the stages apart), so a DMA issued before them
          // would be waited for at once.
          mmaStep(carried, half % L, [&] { issued = load(k0 + (half + d) * tk, (half + d) % L); });
        } else {
          issued = load(k0 + (half + d) * tk, (half + d) % L);
          // Keep LLVM's scheduler from sinking the loads towards their stores (it would: a load
          // issued late is in flight during fewer MMAs).
          fx::rocdl::sched_barrier(0);
          mmaStep(carried, half % L);
        }
        if (L == 1) fx::barrier(); // the one stage is overwritten next
        store(d == 1 ? issued : pending, (half + 1) % L);
        fx::barrier();
        if (d == 2) pending = issued;
      }
      std::vector<ir::Value *> out;
      for (ir::Value *v : carried.tiles()) out.push_back(fx::detail::use(v, loc));
      for (ir::Value *v : flat(pending)) out.push_back(fx::detail::use(v, loc));
      return out;
    }, loc);
    for (size_t i = 0; i < accTiles; ++i) acc.tiles()[i] = loop->result(unsigned(i));
    acc = fx::if_(steps % 2 == 1, acc, [&] {
      fx::Fragment last = acc;
      mmaStep(last, 0);
      return last;
    }, [&] { return acc; });
  }

  // Epilogue: each value's (row, column) from two coordinate layouts of the C tile.
  fx::MmaPartition rows = thr.partition_C(fly::Layout(IntTuple::of(Int(tm), Int(tn)), IntTuple::of(Int(1), Int(0))));
  fx::MmaPartition cols = thr.partition_C(fly::Layout(IntTuple::of(Int(tm), Int(tn)), IntTuple::of(Int(0), Int(1))));
  fx::Int32 row0 = rowBlock + rows.offset.template to<fx::Int32>();
  fx::Int32 col0 = colBlock + cols.offset.template to<fx::Int32>();
  storeAccumulators<TOut>(
      acc, [&](int v, int r, int cc) { return row0 + int32_t(rows.valueOffset(v, r, cc)); },
      [&](int v, int r, int cc) { return col0 + int32_t(cols.valueOffset(v, r, cc)); }, out, M, N, splitK > 1);
}

void build(fx::Module &m, const Params &p, const target::Arch &arch, int splitK) {
  GemmConfig c;
  std::string error = resolve(p, arch, c);
  if (!error.empty()) return; // compileKernel and runKernel report Entry::validate's message first
  fx::KernelOptions options{.block = {unsigned(c.threads), 1, 1}};
  auto kernel = [&]<class T, class TOut>() {
    if (splitK > 1)
      m.kernel("tiled_mma_gemm_splitk", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<fx::Float32> out, fx::Int32 M,
                                            fx::Int32 N, fx::Int32 K) { gemmBody(c, splitK, a, b, out, M, N, K); },
               options);
    else
      m.kernel("tiled_mma_gemm", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<TOut> out, fx::Int32 M, fx::Int32 N,
                                     fx::Int32 K) { gemmBody(c, 1, a, b, out, M, N, K); },
               options);
  };
  if (c.dtype == "int8") kernel.template operator()<fx::Int8, fx::Int32>();
  else if (c.dtype != "fp8") withFloatType(c.dtype, [&]<class T>() { kernel.template operator()<T, T>(); });
  else if (elemOf(c.dtype, arch) == fx::Elem::F8E4M3FNUZ) kernel.template operator()<fx::Float8E4M3FNUZ, fx::Float16>();
  else kernel.template operator()<fx::Float8E4M3FN, fx::Float16>();
}

} // namespace

namespace {
// tiled_mma_gemm and its split-K variant: one builder, one set of checks.
Entry gemmEntry(bool splitK) {
  Entry e;
  e.name = splitK ? "tiled_mma_gemm_splitk" : "tiled_mma_gemm";
  e.summary = splitK ? "tiled_mma_gemm with K split over grid z: f32 partial tiles added to C with atomics "
                       "(C must hold zeros, or the bias to add to)"
                     : "C = A * B^T with a tiled MMA (MFMA/WMMA/FMA atom), A and B tiles through LDS, any M and N";
  std::vector<std::string> dtypes = {"f16", "bf16", "f32", "fp8"};
  if (!splitK) dtypes.push_back("int8");
  e.params = {{"dtype", "f16", dtypes,
               splitK ? "element type of A and B (C is f32); fp8: E4M3, FNUZ on gfx942, OCP elsewhere"
                      : "element type of A, B and C (f32 accumulation); fp8: E4M3 inputs (FNUZ on gfx942, OCP "
                        "elsewhere), C f16; int8: signed 8-bit inputs, i32 accumulation, C i32 (the exact sums, "
                        "no scaling; they wrap past 2^31, which K <= 131072 cannot reach)"},
              {"atom", "auto", {"auto", "fma", "16x16x16", "16x16x32", "32x32x8", "32x32x16", "16x16x4", "32x32x2",
                                "16x16x8", "32x32x4", "16x16x64", "32x32x32"},
               "MMA atom MxNxK (MFMA on gfx942/gfx950, WMMA on gfx1201/gfx1250), fma (f32 only), or auto"},
              {"tile_m", "64", {}, "rows of C per work-group"},
              {"tile_n", "64", {}, "columns of C per work-group"},
              // 64: two 32-wide K steps' MFMAs per barrier pair; on fly-emu's model 1.5x faster than 32
              // at 1024^3 and 1.47x at the default problem (docs/gemm.md). Split-K's ranges are shorter.
              {"tile_k", splitK ? "32" : "64", {}, "K step through LDS (K must be a multiple)"},
              {"warps_m", "2", {}, "atoms (waves) along M"},
              {"warps_n", "2", {}, "atoms (waves) along N"},
              {"stages", splitK ? "1" : "auto", {"auto", "1", "2"},
               "LDS stages of the K loop: 1 (with prefetch=0 each step's loads waited for before its MMAs, "
               "two barriers a step), 2 (software pipelined: later steps' loads in flight during this step's "
               "MMAs, one barrier a step, any K that is a multiple of 16 bytes) or auto (2 when both stages "
               "fit the arch's LDS and keep its LDS-bound occupancy)"},
              {"prefetch", "auto", {"auto", "0", "1", "2"},
               "K steps the global loads run ahead of the MMAs, into registers: 0 (stages=1 only: each "
               "step's loads waited for before its MMAs), 1 (the next step's loads in flight during this "
               "step's MMAs), 2 (two steps ahead, two register sets in flight) or auto (2 where the two "
               "register sets take at most an eighth of a wave's VGPRs, else stages - 1; stages - 1 with "
               "loads=dma or tdm" + std::string(splitK ? " and for split-K" : "") + "); with "
               "stages=1 and prefetch >= 1 the one LDS stage is refilled after every step (two barriers a step)"},
              {"loads", "vector", {"vector", "tdm", "dma"},
               "how A and B tiles reach LDS: vector (128-bit buffer loads + LDS stores, XOR-swizzled rows), "
               "tdm (gfx1250's tensor data mover: one whole-tile copy per wave, rows padded) or dma (gfx950's "
               "16-byte LDS DMA, buffer_load_dwordx4 ... lds: each lane's unit of the swizzled tile straight "
               "from global memory; prefetch = stages - 1)"}};
  if (splitK) e.params.push_back({"split_k", "4", {}, "K ranges (work-groups along grid z) per C tile"});
  // Tile shapes, wave layouts and K loops for autotune: the default first, then every shape with
  // each K loop (stages, prefetch: the unpipelined loop, two LDS stages with the loads one or two
  // steps ahead, one LDS stage refilled from registers one or two steps ahead): the default tile,
  // shallower K, wider tiles up to 256 x 256 with 4 to 16 waves, one row of waves for skinny
  // (decode) M. Shapes the atom or the problem do not divide, and stages that do not fit the LDS,
  // are rejected before they run.
  if (!splitK) e.tuneShapes.push_back({{"tile_m", "64"}, {"tile_n", "64"}, {"tile_k", "64"}, {"warps_m", "2"}, {"warps_n", "2"}});
  for (auto [m, n, k, wm, wn] : std::initializer_list<std::array<int, 5>>{
           {64, 64, 64, 2, 2},   {64, 64, 32, 2, 2},   {128, 64, 64, 2, 2}, {64, 128, 64, 2, 2},
           {128, 128, 64, 2, 2}, {128, 128, 32, 4, 2}, {128, 256, 32, 2, 4}, {256, 128, 32, 4, 2},
           {256, 256, 32, 4, 4}, {32, 64, 64, 1, 2},   {16, 64, 64, 1, 4}})
    for (auto [stages, prefetch] : std::initializer_list<std::array<const char *, 2>>{{"1", "0"}, {"2", "1"}, {"1", "1"}, {"2", "2"}, {"1", "2"}}) {
      if (splitK && std::string(prefetch) != "0") continue; // split-K keeps the unpipelined loop
      e.tuneShapes.push_back({{"tile_m", std::to_string(m)}, {"tile_n", std::to_string(n)},
                              {"tile_k", std::to_string(k)}, {"warps_m", std::to_string(wm)},
                              {"warps_n", std::to_string(wn)}, {"stages", stages}, {"prefetch", prefetch}});
    }
  e.problemDims = {"M", "N", "K"};
  e.defaultProblem = {200, 136, 256};
  e.gridRule = splitK ? "block (warps_m * warps_n * atom threads, 1, 1); grid (ceil(M / tile_m), ceil(N / tile_n), "
                        "split_k); K a multiple of split_k * tile_k"
                      : "block (warps_m * warps_n * atom threads, 1, 1); grid (ceil(M / tile_m), ceil(N / tile_n), 1); "
                        "K a multiple of tile_k";
  e.tolerance = splitK ? kGemmTolerance : std::string(kGemmTolerance) + "; int8: exact (i32 sums)";
  e.build = [splitK](fx::Module &m, const Params &p, const target::Arch &arch) {
    build(m, p, arch, splitK ? int(param(p, "split_k")) : 1);
  };
  e.validate = [splitK, name = e.name](const Params &p, const target::Arch &arch,
                                       const std::vector<int64_t> *problem) -> std::string {
    GemmConfig c;
    std::string error = resolve(p, arch, c);
    if (!error.empty() || !problem) return error;
    int64_t M = (*problem)[0], N = (*problem)[1], K = (*problem)[2];
    int64_t split = splitK ? param(p, "split_k") : 1;
    int64_t bytes = int64_t(fx::elemBits(elemOf(c.dtype, arch)) / 8);
    if (c.prefetch > 0 && split == 1) {
      // The pipelined loop masks the vectors past K: K needs only whole 16-byte vectors.
      if (K % (16 / bytes))
        return name + ": K=" + std::to_string(K) + " is not a multiple of " + std::to_string(16 / bytes) +
               " (the pipelined loop reads rows of A and B as 16-byte vectors; pad K)";
      return gemmSizeLimit(name, M, N, K, bytes);
    }
    if (K % (split * c.tileK))
      return name + ": K=" + std::to_string(K) + " is not a multiple of " +
             (splitK ? "split_k * tile_k=" + std::to_string(split * c.tileK) : "tile_k=" + std::to_string(c.tileK)) +
             " (the K loop has no ragged step; pad K or choose tile_k" + (splitK ? ")" : ", or stages=2)");
    return gemmSizeLimit(name, M, N, K, std::max<int64_t>(bytes, splitK ? 4 : 0));
  };
  e.plan = [splitK](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    GemmConfig c;
    std::string error = resolve(p, arch, c);
    std::string t = fx::elemName(elemOf(p.at("dtype"), arch));
    Plan plan;
    plan.arguments = gemmArguments(s, t, splitK ? "f32" : outTypeOf(p.at("dtype")), "N x K, row-major",
                                   splitK ? "M x N, row-major, accumulated into (zeros on entry)" : "M x N, row-major");
    if (p.at("dtype") == "int8") // every int8 value (the sums stay exact in i32)
      for (int i : {0, 1}) std::tie(plan.arguments[size_t(i)].low, plan.arguments[size_t(i)].high) = std::pair{-128.0, 128.0};
    plan.launch.block[0] = uint32_t(error.empty() ? c.threads : 1);
    plan.launch.grid[0] = uint32_t(ceilDiv(s[0], param(p, "tile_m")));
    plan.launch.grid[1] = uint32_t(ceilDiv(s[1], param(p, "tile_n")));
    plan.launch.grid[2] = uint32_t(splitK ? param(p, "split_k") : 1);
    return plan;
  };
  e.reference = [](const Params &, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    gemmReference(s, d, [&](int64_t n, int64_t k, int64_t K) { return d[1].values[size_t(n * K + k)]; });
  };
  e.inputLow = -kGemmInputBound;
  e.inputHigh = kGemmInputBound;
  e.allowedError = [](const Params &, const std::vector<int64_t> &s, const std::string &type, double want) {
    return type == "i32" ? 0.0 : gemmAllowedError(s, type, want); // int8: i32 sums are exact
  };
  return e;
}
} // namespace

void addGemm(std::vector<Entry> &entries) {
  entries.push_back(gemmEntry(false));
  entries.push_back(gemmEntry(true));
}

} // namespace fly::kernels
