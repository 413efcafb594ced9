// preshuffle_gemm: C = A * B^T on gfx942/gfx950 MFMA with B preshuffled on the host
// (Preshuffle.h; FlyDSL's kernels/gemm/preshuffle_gemm.py design, f16 and bf16).
//
// A work-group of four waves (2 x 2) computes a tile_m x tile_n tile of C. The K loop walks
// tile_k elements per step in 64-byte micro-steps (KB = 32 16-bit elements):
// - A goes through LDS, two stages (ping-pong): while the waves multiply out of one stage, each
//   thread has already loaded its 16-byte chunks of the next A tile from global memory (buffer
//   loads; rows past M read 0) and stores them into the other stage after the MMAs; one barrier
//   per step. LDS rows are tile_k elements, their 16-byte chunks XOR-swizzled by the row
//   (chunk ^ (row / rows-per-bank-pass) % chunks-per-row, the bank count from lib/target), so
//   neither the row-contiguous stores nor the MFMA's 16-rows-per-column reads hit one bank
//   twice (docs/kernels.md has the emulator's count: 0).
// - B is read straight from global memory into the MFMA's registers: lane l reads 16 bytes of
//   row l % 16, pack l / 16 of a 16 x 64-byte block, 1024 contiguous bytes per wave.
// - Per micro-step and 16 x 16 atom: lane l holds 8 consecutive K elements of its A row and B
//   column (K permuted identically in A and B, so the sum is unchanged): one 16x16x32 MFMA on
//   gfx950, two 16x16x16 MFMAs (elements 0-3, then 4-7) on gfx942.
// - Two epilogues (parameter `epilogue`): `direct` stores C row-major straight from the
//   accumulators (each value's row and column from the atom's C layout), dropped outside M x N;
//   `cshuffle` (FlyDSL's c_shuffle_epilog) writes the C tile to LDS (over the A stages) and stores
//   it back as 16-byte row vectors (GemmCommon.h storeAccumulatorsShuffled). fp8/int8/int4
//   inputs and scales of FlyDSL's design are not implemented.
//
// Shape limits (checked at launch): N a multiple of 16 and K of tile_k (the preshuffled layout
// and the K loop have no ragged blocks); M any.
#include "Families.h"
#include "GemmCommon.h"
#include "Preshuffle.h"

#include "fly/target/MmaAtom.h"

#include <cmath>
#include <cstring>

namespace fly::kernels {

int64_t preshuffledIndex(int64_t n, int64_t k, int64_t K, unsigned elementBytes) {
  const int64_t kp = 16 / elementBytes, kb = 4 * kp; // elements per pack, per 64-byte K block
  return (((n / 16) * (K / kb) + k / kb) * 4 + (k % kb) / kp) * 16 * kp + (n % 16) * kp + k % kp;
}

std::string preshuffleLimits(int64_t N, int64_t K, unsigned elementBytes) {
  if (elementBytes == 0 || 16 % elementBytes) return "preshuffle: elements of " + std::to_string(elementBytes) + " bytes";
  if (N % 16) return "preshuffle: N=" + std::to_string(N) + " is not a multiple of 16";
  if ((K * elementBytes) % 64)
    return "preshuffle: K=" + std::to_string(K) + " is not a multiple of " + std::to_string(64 / elementBytes) +
           " (64 bytes)";
  return "";
}

std::vector<uint8_t> preshuffleB(const uint8_t *b, int64_t N, int64_t K, unsigned elementBytes) {
  std::vector<uint8_t> out(size_t(N * K) * elementBytes);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t k = 0; k < K; ++k)
      std::memcpy(out.data() + preshuffledIndex(n, k, K, elementBytes) * elementBytes,
                  b + (n * K + k) * elementBytes, elementBytes);
  return out;
}

namespace {

constexpr int kWaves = 4, kWaveSize = 64, kThreads = kWaves * kWaveSize;

struct PreshuffleConfig {
  std::string dtype;
  int tileM, tileN, tileK;
  std::string atomText;
  int atomK = 0; // 16 (gfx942: two atoms per micro-step) or 32 (gfx950: one)
  int rowsPerBankCycle = 1; // LDS rows one pass over every bank covers (64 banks: 2 rows of 128 bytes)
  bool cshuffle = false;    // the C-shuffle epilogue (C through LDS, 16-byte row stores)
};

std::string resolve(const Params &p, const target::Arch &arch, PreshuffleConfig &c) {
  c.dtype = p.at("dtype");
  c.tileM = int(param(p, "tile_m"));
  c.tileN = int(param(p, "tile_n"));
  c.tileK = int(param(p, "tile_k"));
  c.cshuffle = p.at("epilogue") == "cshuffle";
  std::string_view name = arch.name;
  if (name != "gfx942" && name != "gfx950")
    return "preshuffle_gemm runs on gfx942 and gfx950 (MFMA, wave64), not " + std::string(name);
  c.atomK = name == "gfx950" ? 32 : 16;
  c.rowsPerBankCycle = std::max(1, arch.ldsBanks * 4 / (c.tileK * 2));
  fx::Elem e = c.dtype == "bf16" ? fx::Elem::BF16 : fx::Elem::F16;
  c.atomText = fx::rocdl::MFMA(16, 16, c.atomK, e);
  if (!target::parseMmaAtomType(c.atomText, &arch).ok()) return "preshuffle_gemm: no atom " + c.atomText;
  if (c.tileM % 32 || c.tileN % 32)
    return "preshuffle_gemm: tile_m=" + std::to_string(c.tileM) + " and tile_n=" + std::to_string(c.tileN) +
           " must be multiples of 32 (2 x 2 waves of 16 x 16 atoms)";
  if (c.tileK % 32 || c.tileK > 256)
    return "preshuffle_gemm: tile_k=" + std::to_string(c.tileK) + " must be a multiple of 32 (64-byte micro-steps), at most 256";
  return "";
}

template <class T> void buildPreshuffle(fx::Module &m, const PreshuffleConfig &c) {
  constexpr int KP = 8;      // 16-bit elements per 16-byte pack
  constexpr int KB = 4 * KP; // elements per 64-byte micro-step
  const int tm = c.tileM, tn = c.tileN, tk = c.tileK;
  const int chunksPerRow = tk / KP, stageElems = tm * tk;
  const int waveM = tm / 2, waveN = tn / 2, restM = waveM / 16, restN = waveN / 16;
  const int atomsPerStep = KB / c.atomK, frgV = c.atomK / 4;
  m.kernel("preshuffle_gemm", [&](fx::Ptr<T> a, fx::Ptr<T> bs, fx::Ptr<T> out, fx::Int32 M, fx::Int32 N,
                                  fx::Int32 K) {
    fx::Index tid = fx::thread_idx.x();
    fx::Index lane = tid % kWaveSize, wave = tid / kWaveSize;
    fx::Index waveRow = (wave % 2) * waveM, waveCol = (wave / 2) * waveN;
    fx::Int32 rowBlock = (fx::block_idx.x() * tm).template to<fx::Int32>();
    fx::Int32 colBlock = (fx::block_idx.y() * tn).template to<fx::Int32>();
    const fx::Int32 bytes(2);
    fx::Buffer<T> ga(a, M * K * bytes), gb(bs, N * K * bytes);
    // The two A stages; the C-shuffle epilogue reuses the same LDS for the C tile.
    auto lds = fx::lds_alloc<T>(std::max(int64_t(2) * stageElems, c.cshuffle ? int64_t(tm) * tn : 0));

    // The element offset in one LDS stage of the 16-byte chunk `chunk` of row `row`: the chunk
    // XOR-swizzled by the row's index among the rows one pass over the banks covers, so that the
    // 16 rows an MFMA reads at one chunk (and the chunks of the rows a store writes) fall in
    // distinct banks (FlyDSL's swizzle_xor16 for 32 banks; rows paired on 64 banks).
    const int rowsPerCycle = c.rowsPerBankCycle;
    auto swizzled = [&](fx::Index row, fx::Index chunk) {
      return row * tk + ((chunk ^ ((row / rowsPerCycle) % chunksPerRow)) * KP);
    };

    // A tile k0 -> registers: this thread's 16-byte chunks (row-contiguous across the threads).
    const int chunks = tm * chunksPerRow, perThread = (chunks + kThreads - 1) / kThreads;
    using Pack = fx::Vector<T, KP>;
    auto loadA = [&](fx::Index k0) {
      std::vector<Pack> packs;
      for (int j = 0; j < perThread; ++j) {
        fx::Index i = tid + j * kThreads;
        fx::Index row = i / chunksPerRow, chunk = i % chunksPerRow;
        // Threads past the tile (when it is not a multiple of the work-group) read row 0 again.
        fx::Index r = chunks % kThreads == 0 ? row : fx::select(i < chunks, row, fx::Index(0));
        fx::Int32 offset = (rowBlock + r.template to<fx::Int32>()) * K + (k0 + chunk * KP).template to<fx::Int32>();
        packs.push_back(ga.template load<KP>(offset));
      }
      return packs;
    };
    auto storeA = [&](const std::vector<Pack> &packs, fx::Index stage) {
      for (int j = 0; j < perThread; ++j) {
        fx::Index i = tid + j * kThreads;
        fx::Index row = i / chunksPerRow, chunk = i % chunksPerRow;
        auto st = [&] { lds.store(stage * stageElems + swizzled(row, chunk), packs[size_t(j)]); };
        if (chunks % kThreads == 0) st();
        else fx::if_(i < chunks, st);
      }
    };

    fx::MmaAtom atom = fx::make_mma_atom(c.atomText);
    fx::TiledMma mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)),
                                                            IntTuple::of(Int(0), Int(0), Int(0))));
    fx::Fragment acc = fx::Fragment(fx::Elem::F32, 4, restM, restN).filled(0.0);

    storeA(loadA(fx::Index(0)), fx::Index(0));
    fx::barrier();
    fx::Index kSteps = (K / tk).template to<fx::Index>();
    fx::Index kpackLane = lane / 16, rowLane = lane % 16;
    fx::Int32 kBlocks = K / KB;
    acc = fx::range(0, kSteps, 1, acc, [&](fx::Index step, fx::Fragment carried) {
      fx::Index k0 = step * tk;
      fx::Index cur = step % 2;
      // Prefetch the next A tile into registers (the last step reloads its own: harmless).
      fx::Index next = fx::min(step + 1, kSteps - 1);
      std::vector<Pack> prefetched = loadA(next * tk);
      for (int s = 0; s < tk / KB; ++s) {
        fx::Fragment fa(atom.elemA(), frgV, restM, atomsPerStep), fb(atom.elemB(), frgV, restN, atomsPerStep);
        for (int rm = 0; rm < restM; ++rm) {
          fx::Index row = waveRow + rm * 16 + rowLane;
          Pack pa = lds.template load<KP>(cur * stageElems + swizzled(row, kpackLane + s * 4));
          if (atomsPerStep == 1) fa.setTile(rm, 0, pa.ir());
          else {
            fa.setTile(rm, 0, pa.template slice<0, 4>().ir());
            fa.setTile(rm, 1, pa.template slice<4, 4>().ir());
          }
        }
        for (int rn = 0; rn < restN; ++rn) {
          fx::Int32 nBlock = (colBlock + (waveCol + rn * 16).template to<fx::Int32>()) / 16;
          fx::Int32 kBlock = (k0 / KB + s).template to<fx::Int32>();
          fx::Int32 offset = ((nBlock * kBlocks + kBlock) * 4 + kpackLane.template to<fx::Int32>()) * (16 * KP) +
                             rowLane.template to<fx::Int32>() * KP;
          Pack pb = gb.template load<KP>(offset);
          if (atomsPerStep == 1) fb.setTile(rn, 0, pb.ir());
          else {
            fb.setTile(rn, 0, pb.template slice<0, 4>().ir());
            fb.setTile(rn, 1, pb.template slice<4, 4>().ir());
          }
        }
        fx::gemm(mma, carried, fa, fb, carried);
      }
      storeA(prefetched, 1 - cur);
      fx::barrier();
      return carried;
    });

    // Epilogue: each accumulator value's row and column within its 16 x 16 atom from the atom's
    // C layout (coordinate layouts partitioned like C).
    fx::ThrMma thr = mma.thr_slice(lane);
    fx::MmaPartition rows = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(1), Int(0))));
    fx::MmaPartition cols = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(0), Int(1))));
    if (c.cshuffle) {
      // The loop's last barrier is behind every wave's last LDS read: the C tile may overwrite A.
      fx::Index tileRow0 = waveRow + rows.offset, tileCol0 = waveCol + cols.offset;
      storeAccumulatorsShuffled<T>(
          acc, [&](int v, int rm, int) { return tileRow0 + int64_t(rm * 16 + rows.valueOffset(v, 0, 0)); },
          [&](int v, int, int rn) { return tileCol0 + int64_t(rn * 16 + cols.valueOffset(v, 0, 0)); }, lds, tm, tn,
          kThreads, rowBlock, colBlock, out, M, N);
    } else {
      fx::Int32 row0 = rowBlock + (waveRow + rows.offset).template to<fx::Int32>();
      fx::Int32 col0 = colBlock + (waveCol + cols.offset).template to<fx::Int32>();
      storeAccumulators<T>(
          acc, [&](int v, int rm, int) { return row0 + int32_t(rm * 16 + rows.valueOffset(v, 0, 0)); },
          [&](int v, int, int rn) { return col0 + int32_t(rn * 16 + cols.valueOffset(v, 0, 0)); }, out, M, N);
    }
  }, {.block = {unsigned(kThreads), 1, 1}});
}

void build(fx::Module &m, const Params &p, const target::Arch &arch) {
  PreshuffleConfig c;
  if (!resolve(p, arch, c).empty()) return; // compileKernel and runKernel report validate's message
  if (c.dtype == "bf16") buildPreshuffle<fx::BFloat16>(m, c);
  else buildPreshuffle<fx::Float16>(m, c);
}

} // namespace

void addPreshuffleGemm(std::vector<Entry> &entries) {
  Entry e;
  e.name = "preshuffle_gemm";
  e.summary = "C = A * B^T, B preshuffled to (N/16, K/64B, 4, 16, 16B) (kernels/Preshuffle.h), A via XOR-swizzled "
              "LDS ping-pong, 64-byte K micro-steps (gfx942, gfx950)";
  e.archs = {"gfx942", "gfx950"};
  e.params = {{"dtype", "f16", {"f16", "bf16"}, "element type of A, B and C (f32 accumulation)"},
              {"tile_m", "64", {}, "rows of C per work-group (multiple of 32)"},
              {"tile_n", "64", {}, "columns of C per work-group (multiple of 32)"},
              {"tile_k", "64", {}, "K elements per LDS stage (multiple of 32)"},
              {"epilogue", "direct", {"direct", "cshuffle"},
               "direct: each accumulator value stored from its register; cshuffle: the C tile staged through LDS, then "
               "stored as 16-byte row vectors",
               /*tunable=*/true}};
  e.problemDims = {"M", "N", "K"};
  e.defaultProblem = {200, 144, 256};
  e.gridRule = "block (256, 1, 1); grid (ceil(M / tile_m), ceil(N / tile_n), 1); N a multiple of 16, K of tile_k";
  e.tolerance = kGemmTolerance;
  e.build = build;
  e.validate = [](const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) -> std::string {
    PreshuffleConfig c;
    std::string error = resolve(p, arch, c);
    if (!error.empty() || !problem) return error;
    int64_t M = (*problem)[0], N = (*problem)[1], K = (*problem)[2];
    std::string limits = preshuffleLimits(N, K, 2);
    if (!limits.empty()) return "preshuffle_gemm: " + limits;
    if (K % c.tileK)
      return "preshuffle_gemm: K=" + std::to_string(K) + " is not a multiple of tile_k=" + std::to_string(c.tileK);
    return gemmSizeLimit("preshuffle_gemm", M, N, K, 2);
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &) {
    std::string t = p.at("dtype");
    Plan plan;
    plan.arguments = gemmArguments(s, t, t, "N x K preshuffled (kernels/Preshuffle.h: preshuffleB of the row-major N x K matrix)",
                                   "M x N, row-major");
    plan.launch.block[0] = kThreads;
    plan.launch.grid[0] = uint32_t(ceilDiv(s[0], param(p, "tile_m")));
    plan.launch.grid[1] = uint32_t(ceilDiv(s[1], param(p, "tile_n")));
    return plan;
  };
  // The device saw B preshuffled: the reference reads element (n, k) where the shuffle put it.
  e.reference = [](const Params &, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    gemmReference(s, d, [](int64_t n, int64_t k, int64_t K) { return preshuffledIndex(n, k, K, 2); });
  };
  e.inputLow = -kGemmInputBound;
  e.inputHigh = kGemmInputBound;
  e.allowedError = [](const Params &, const std::vector<int64_t> &s, const std::string &type, double want) {
    return gemmAllowedError(s, type, want);
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
