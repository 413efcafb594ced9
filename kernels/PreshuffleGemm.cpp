// preshuffle_gemm: C = A * B^T on gfx942/gfx950 MFMA with B preshuffled on the host
// (Preshuffle.h; FlyDSL's kernels/gemm/preshuffle_gemm.py design): f16/bf16 inputs, and fp8,
// int8 and W4A8 (int4 B) inputs with per-row (scale_a) / per-column (scale_b) f32 scales, and
// gfx950's MXFP4 (fp4 A and B, E8M0 scales per 32 K values in the scaled MFMA); C f16 or bf16.
//
// A work-group of four waves (2 x 2; 1 x 4 along N for 16-row tiles) computes a tile_m x tile_n
// tile of C. The K loop walks
// tile_k elements per step in 64-byte micro-steps (KB = 32 16-bit or 64 8-bit elements):
// - A goes through LDS, two stages (ping-pong): while the waves multiply out of one stage, each
//   thread holds its 16-byte chunks of the next A tile in registers (buffer loads issued a step
//   earlier, two steps ahead of their use; rows past M read 0) and stores them into the other
//   stage after the MMAs; one barrier per step. LDS rows are tile_k elements (in 16-bit units; 8-bit packs are bitcast), their
//   16-byte chunks XOR-swizzled by the row (chunk ^ (row / rows-per-bank-pass) %
//   chunks-per-row, the bank count from lib/target), so neither the row-contiguous stores nor
//   the MFMA's 16-rows-per-column reads hit one bank twice (docs/kernels.md has the emulator's
//   count: 0).
// - B is read straight from global memory into the MFMA's registers: lane l reads 16 bytes of
//   row l % 16, pack l / 16 of a 16 x 64-byte block, 1024 contiguous bytes per wave (int4: 8
//   bytes, unpacked to 16 int8 values in registers), two K steps ahead like A: step k's MFMAs
//   run on the B registers loaded during step k - 2, and each micro-step's registers take step
//   k + 2's B once its MFMAs have read them (GemmCommon.h pipelinedKLoop, shared with moe_gemm).
// - Per micro-step and 16 x 16 atom: lane l holds a 16-byte pack of K values of its A row and B
//   column (K permuted identically in A and B, so the sum is unchanged), split over the atoms:
//   16-bit: one 16x16x32 MFMA on gfx950, two 16x16x16 on gfx942; fp8: two 16x16x32; int8/int4:
//   one i32 16x16x64 on gfx950, two 16x16x32 on gfx942.
// - 8-bit inputs: the accumulators (f32, or i32 converted once) times scale_a[row] and
//   scale_b[column] before C's conversion.
// - Two epilogues (parameter `epilogue`): `direct` stores C row-major straight from the
//   accumulators (each value's row and column from the atom's C layout), dropped outside M x N;
//   `cshuffle` (FlyDSL's c_shuffle_epilog) writes the C tile to LDS (over the A stages) and stores
//   it back as 16-byte row vectors (GemmCommon.h storeAccumulatorsShuffled).
//
// Shape limits (checked at launch): N a multiple of 16 and K of tile_k (the preshuffled layout
// and the K loop have no ragged blocks; int4: K a multiple of 64); M any.
#include "Families.h"
#include "GemmCommon.h"
#include "Preshuffle.h"

#include "fly/target/MmaAtom.h"

#include <array>
#include <cmath>
#include <cstring>
#include <tuple>

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


Int4Place preshuffledInt4Place(int64_t n, int64_t k, int64_t K) {
  // The int8 layout's element index (16-value packs), then the pack's 8 bytes: value j and j + 8.
  int64_t e = preshuffledIndex(n, k, K, 1), j = e % 16;
  return {(e / 16) * 8 + j % 8, j >= 8};
}

std::string preshuffleInt4Limits(int64_t N, int64_t K) {
  if (N % 16) return "preshuffle: N=" + std::to_string(N) + " is not a multiple of 16";
  if (K % 64) return "preshuffle: K=" + std::to_string(K) + " is not a multiple of 64 (int4: 32 bytes)";
  return "";
}

std::vector<uint8_t> preshuffleBInt4(const uint8_t *packed, int64_t N, int64_t K) {
  std::vector<uint8_t> out(size_t(N * K / 2), 0);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t k = 0; k < K; ++k) {
      uint8_t v = (packed[(n * K + k) / 2] >> (k % 2 ? 4 : 0)) & 0xF;
      Int4Place at = preshuffledInt4Place(n, k, K);
      out[size_t(at.byte)] |= uint8_t(v << (at.high ? 4 : 0));
    }
  return out;
}

namespace {

constexpr int kWaves = 4, kWaveSize = 64, kThreads = kWaves * kWaveSize;

struct PreshuffleConfig {
  std::string dtype, out; // input kind (f16, bf16, fp8, int8, int4) and C's type (f16, bf16)
  int tileM, tileN, tileK;
  int elemBytes = 2;        // bytes of an A element (1: fp8, int8; W4A8's A is int8)
  fx::Elem elem = fx::Elem::F16; // A's element (and B's, int4 unpacked to int8)
  bool scaled = false;      // 8-bit inputs: per-row scale_a and per-column scale_b applied to C
  bool int4 = false;        // W4A8: B holds int4 values, two per byte
  bool fp4 = false;         // MXFP4 (gfx950): A and B fp4 E2M1, two per byte, E8M0 scales per 32 K values
  std::string atomText;
  int atomK = 0;            // the atom's K: 2 atoms per 64-byte micro-step, or 1
  int rowsPerBankCycle = 1; // LDS rows one pass over every bank covers (64 banks: 2 rows of 128 bytes)
  bool cshuffle = false;    // the C-shuffle epilogue (C through LDS, 16-byte row stores)
  int wavesM = 2;           // the four waves' layout: 2 x 2, or 1 x 4 (along N) for 16-row tiles
  int depth = 2;            // K steps the global loads run ahead (GemmCommon.h pipelinedKLoop)
};

// A's element type name on `arch` for dtype (fp8: FNUZ on gfx942, OCP on gfx950).
std::string inTypeName(const std::string &dtype, const target::Arch &arch) {
  if (dtype == "fp8") return arch.name == std::string_view("gfx942") ? "f8E4M3FNUZ" : "f8E4M3FN";
  if (dtype == "int8" || dtype == "int4" || dtype == "mxfp4") return "i8"; // mxfp4: raw bytes, two values each
  return dtype;
}
std::string outTypeName(const Params &p) {
  std::string out = p.at("out"), dtype = p.at("dtype");
  if (out != "auto") return out;
  return dtype == "f16" || dtype == "bf16" ? dtype : "f16";
}

std::string resolve(const Params &p, const target::Arch &arch, PreshuffleConfig &c) {
  c.dtype = p.at("dtype");
  c.out = outTypeName(p);
  c.tileM = int(param(p, "tile_m"));
  c.tileN = int(param(p, "tile_n"));
  c.tileK = int(param(p, "tile_k"));
  c.cshuffle = p.at("epilogue") == "cshuffle";
  std::string_view name = arch.name;
  if (name != "gfx942" && name != "gfx950")
    return "preshuffle_gemm runs on gfx942 and gfx950 (MFMA, wave64), not " + std::string(name);
  bool gfx950 = name == "gfx950";
  c.int4 = c.dtype == "int4";
  c.fp4 = c.dtype == "mxfp4";
  c.scaled = c.dtype == "fp8" || c.dtype == "int8" || c.int4;
  c.elemBytes = c.scaled || c.fp4 ? 1 : 2; // fp4: the kernel addresses bytes (two values each)
  fx::Elem acc = fx::Elem::F32;
  if (c.fp4) {
    if (!gfx950)
      return "preshuffle_gemm: dtype=mxfp4 needs gfx950's scaled MFMA (v_mfma_f32_16x16x128_f8f6f4), not " +
             std::string(name);
    c.elem = fx::Elem::F4E2M1FN;
    c.atomK = 64; // in bytes: one 16x16x128 atom per 64-byte micro-step
  } else if (c.dtype == "fp8") {
    c.elem = gfx950 ? fx::Elem::F8E4M3FN : fx::Elem::F8E4M3FNUZ;
    c.atomK = 32;
  } else if (c.scaled) {
    c.elem = fx::Elem::I8;
    acc = fx::Elem::I32;
    c.atomK = gfx950 ? 64 : 32;
  } else {
    c.elem = c.dtype == "bf16" ? fx::Elem::BF16 : fx::Elem::F16;
    c.atomK = gfx950 ? 32 : 16;
  }
  c.atomText = c.fp4 ? "!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>"
                      : fx::rocdl::MFMA(16, 16, c.atomK, c.elem, acc);
  if (!target::parseMmaAtomType(c.atomText, &arch).ok()) return "preshuffle_gemm: no atom " + c.atomText;
  c.wavesM = c.tileM == 16 ? 1 : 2;
  if (c.tileM == 16 ? c.tileN % 64 != 0 : c.tileM % 32 || c.tileN % 32)
    return "preshuffle_gemm: tile_m=" + std::to_string(c.tileM) + " and tile_n=" + std::to_string(c.tileN) +
           " must be multiples of 32 (2 x 2 waves of 16 x 16 atoms), or tile_m 16 and tile_n a multiple of 64 "
           "(1 x 4 waves)";
  int rowBytes = c.fp4 ? c.tileK / 2 : c.tileK * c.elemBytes, per64 = c.fp4 ? 128 : 64 / c.elemBytes;
  if (rowBytes < 64 || rowBytes > 512 || (rowBytes & (rowBytes - 1)) || (c.fp4 && c.tileK % 2))
    return "preshuffle_gemm: tile_k=" + std::to_string(c.tileK) + " for " + c.dtype + " must make A's LDS rows 64, " +
           "128, 256 or 512 bytes (" + std::to_string(per64) + ", " + std::to_string(2 * per64) + ", " +
           std::to_string(4 * per64) + " or " + std::to_string(8 * per64) + " elements)";
  c.rowsPerBankCycle = std::max(1, arch.ldsBanks * 4 / rowBytes);
  // VGPRs per thread: the accumulator (4 per 16 x 16 atom), one K step's A packs (16 bytes, 4
  // VGPRs each) and B packs (int4: 8 bytes).
  const int waves = 4 / c.wavesM, atoms = (c.tileM / c.wavesM / 16) * (c.tileN / waves / 16);
  const int aRegs = (c.tileM * rowBytes / 16 + kThreads - 1) / kThreads * 4;
  const int bRegs = (c.tileN / waves / 16) * (rowBytes / 64) * (c.int4 ? 2 : 4) * (c.fp4 ? 0 : 1);
  c.depth = pipelineDepth(p.at("prefetch"), atoms * 4, aRegs, bRegs);
  return "";
}

// T: A's element (and B's, int4 unpacked to int8; mxfp4: bytes); TOut: C's. scaleA/scaleB: the
// f32 row/column scales of 8-bit inputs; blockA/blockB: MXFP4's E8M0 block scales; else null.
template <class T, class TOut>
void preshuffleBody(const PreshuffleConfig &c, fx::Ptr<T> a, fx::Ptr<T> bs, fx::Ptr<TOut> out,
                    const fx::Ptr<fx::Float32> *scaleA, const fx::Ptr<fx::Float32> *scaleB,
                    const fx::Ptr<fx::Int8> *blockA, const fx::Ptr<fx::Int8> *blockB, fx::Int32 M, fx::Int32 N,
                    fx::Int32 Kvalues) {
  constexpr int EB = int(fx::elemBits(T::elem) / 8);
  constexpr int KP = 16 / EB; // A elements per 16-byte pack
  constexpr int KB = 4 * KP;  // A elements per 64-byte micro-step
  constexpr int SP = 8;       // LDS storage elements (TOut, 16-bit) per pack
  static_assert(fx::elemBits(TOut::elem) == 16, "C is f16 or bf16: the LDS holds 16-bit units");
  // MXFP4 addresses bytes: K and tile_k in bytes from here on (two fp4 values each).
  const fx::Int32 K = c.fp4 ? Kvalues / 2 : Kvalues;
  const int tm = c.tileM, tn = c.tileN, tk = c.fp4 ? c.tileK / 2 : c.tileK;
  const int chunksPerRow = tk / KP, rowStorage = chunksPerRow * SP, stageStorage = tm * rowStorage;
  const int wavesM = c.wavesM, waveM = tm / wavesM, waveN = tn / (4 / wavesM), restM = waveM / 16, restN = waveN / 16;
  const int atomsPerStep = KB / c.atomK, frgV = c.atomK / 4;
  fx::SourceLoc here = fx::SourceLoc::current();
  fx::Index tid = fx::thread_idx.x();
  fx::Index lane = tid % kWaveSize, wave = tid / kWaveSize;
  fx::Index waveRow = (wave % wavesM) * waveM, waveCol = (wave / wavesM) * waveN;
  fx::Int32 rowBlock = (fx::block_idx.x() * tm).template to<fx::Int32>();
  fx::Int32 colBlock = (fx::block_idx.y() * tn).template to<fx::Int32>();
  fx::Buffer<T> ga(a, M * K * fx::Int32(int64_t(EB)));
  // B's bytes: N * K elements, or N * K / 2 for int4.
  fx::Buffer<T> gb(bs, c.int4 ? N * K / 2 : N * K * fx::Int32(int64_t(EB)));
  // MXFP4: one E8M0 byte per 32 values of a row of A (B), M x K/32 (N x K/32) row-major.
  fx::Buffer<fx::Int8> bsa, bsb;
  if (c.fp4) {
    bsa = fx::Buffer<fx::Int8>(*blockA, M * (Kvalues / 32));
    bsb = fx::Buffer<fx::Int8>(*blockB, N * (Kvalues / 32));
  }
  // The two A stages, in 16-bit units (8-bit packs are bitcast); the C-shuffle epilogue reuses
  // the same LDS for the C tile.
  auto lds = fx::lds_alloc<TOut>(std::max(int64_t(2) * stageStorage, c.cshuffle ? int64_t(tm) * tn : 0));
  using Pack = fx::Vector<T, KP>;
  using Stored = fx::Vector<TOut, SP>;
  auto toStored = [](const Pack &p) {
    if constexpr (std::is_same_v<Pack, Stored>) return p;
    else return fx::bitcast<Stored>(p);
  };
  auto fromStored = [](const Stored &p) {
    if constexpr (std::is_same_v<Pack, Stored>) return p;
    else return fx::bitcast<Pack>(p);
  };

  // The storage offset in one LDS stage of the 16-byte chunk `chunk` of row `row`: the chunk
  // XOR-swizzled by the row's index among the rows one pass over the banks covers, so that the
  // 16 rows an MFMA reads at one chunk (and the chunks of the rows a store writes) fall in
  // distinct banks (FlyDSL's swizzle_xor16 for 32 banks; rows paired on 64 banks).
  const int rowsPerCycle = c.rowsPerBankCycle;
  auto swizzled = [&](fx::Index row, fx::Index chunk) {
    return row * rowStorage + ((chunk ^ ((row / rowsPerCycle) % chunksPerRow)) * SP);
  };

  // A tile k0 -> registers: this thread's 16-byte chunks (row-contiguous across the threads).
  const int chunks = tm * chunksPerRow, perThread = (chunks + kThreads - 1) / kThreads;
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
      auto st = [&] { lds.store(stage * stageStorage + swizzled(row, chunk), toStored(packs[size_t(j)])); };
      if (chunks % kThreads == 0) st();
      else fx::if_(i < chunks, st);
    }
  };
  // A pack split into the atoms of one micro-step: atom i takes values [i * frgV, (i + 1) * frgV).
  auto setPack = [&](fx::Fragment &f, int r, ir::Value *pack) {
    for (int i = 0; i < atomsPerStep; ++i)
      f.setTile(r, i, atomsPerStep == 1 ? pack : fx::detail::slice(T::elem, pack, i * frgV, frgV, here));
  };
  // W4A8: lane's 8 bytes of B -> its 16 int8 values. Byte j holds value j (low nibble) and j + 8
  // (high nibble); each nibble n becomes the byte ((n ^ 8) + 0x78) ^ 0x80 = n - 8 * (n >= 8)
  // without carries between the bytes of a register.
  auto unpackInt4 = [&](const fx::Vector<T, 8> &bytes, fx::Fragment &f, int r) {
    if constexpr (std::is_same_v<T, fx::Int8>) {
    using W = fx::Vector<fx::Int32, 2>;
    W w = fx::bitcast<W>(bytes);
    auto widen = [&](const W &nibbles) {
      W x = ((nibbles ^ int64_t(0x08080808)) + int64_t(0x78787878)) ^ int64_t(int32_t(0x80808080u));
      return x;
    };
    W lo = widen(w & int64_t(0x0F0F0F0F)), hi = widen((w >> 4) & int64_t(0x0F0F0F0F));
    if (atomsPerStep == 2) {
      f.setTile(r, 0, fx::bitcast<fx::Vector<T, 8>>(lo).ir());
      f.setTile(r, 1, fx::bitcast<fx::Vector<T, 8>>(hi).ir());
    } else {
      auto all = fx::from_elements<fx::Vector<fx::Int32, 4>>(lo[0], lo[1], hi[0], hi[1]);
      f.setTile(r, 0, fx::bitcast<fx::Vector<T, 16>>(all).ir());
    }
    }
  };

  fx::MmaAtom atom = fx::make_mma_atom(c.atomText);
  fx::TiledMma mma = fx::make_tiled_mma(atom, fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)),
                                                          IntTuple::of(Int(0), Int(0), Int(0))));
  fx::Fragment acc = fx::Fragment(atom.elemC(), 4, restM, restN).filled(0.0);

  fx::Index kpackLane = lane / 16, rowLane = lane % 16;
  // MXFP4 micro-step s of the K step at byte k0: lane l's 16 bytes of A (B) are 32 values of row
  // l % 16, the E8M0-scaled block l / 16 of the 128; each (rm, rn) atom gets its lanes' scale
  // bytes on the atom (fly.atom.set_value scale_a / scale_b, op_sel byte 0).
  auto mxfp4Step = [&](fx::Fragment &carried, fx::Index cur, fx::Index k0, int s) {
    using F4 = fx::Vector<fx::Float4E2M1FN, 32>;
    fx::Int32 kScale = ((k0 + s * KB) / 16 + kpackLane).template to<fx::Int32>(); // byte k0 = value 2 k0
    fx::Int32 scalesPerRow = Kvalues / 32;
    std::vector<ir::Value *> fa, fb;
    std::vector<fx::Int32> sa, sb;
    for (int rm = 0; rm < restM; ++rm) {
      fx::Index row = waveRow + rm * 16 + rowLane;
      fa.push_back(fx::bitcast<F4>(fromStored(lds.template load<SP>(cur * stageStorage + swizzled(row, kpackLane + s * 4)))).ir());
      fx::Int32 gRow = rowBlock + row.template to<fx::Int32>();
      sa.push_back(bsa.load(gRow * scalesPerRow + kScale).template to<fx::Int32>() & 0xFF);
    }
    for (int rn = 0; rn < restN; ++rn) {
      fx::Int32 nBlock = (colBlock + (waveCol + rn * 16).template to<fx::Int32>()) / 16;
      fx::Int32 kBlock = (k0 / KB + s).template to<fx::Int32>();
      fx::Int32 pack = (nBlock * (K / KB) + kBlock) * 4 + kpackLane.template to<fx::Int32>();
      fb.push_back(fx::bitcast<F4>(gb.template load<KP>(pack * (16 * KP) + rowLane.template to<fx::Int32>() * KP)).ir());
      fx::Int32 gCol = colBlock + (waveCol + rn * 16 + rowLane).template to<fx::Int32>();
      sb.push_back(bsb.load(gCol * scalesPerRow + kScale).template to<fx::Int32>() & 0xFF);
    }
    for (int rm = 0; rm < restM; ++rm)
      for (int rn = 0; rn < restN; ++rn) {
        fx::MmaAtom scaled = atom.set_value("scale_a", sa[size_t(rm)]).set_value("scale_b", sb[size_t(rn)]);
        fx::TiledMma one = fx::make_tiled_mma(scaled, fly::Layout(IntTuple::of(Int(1), Int(1), Int(1)),
                                                                  IntTuple::of(Int(0), Int(0), Int(0))));
        fx::Fragment a1(fx::Elem::F4E2M1FN, 32, 1, 1), b1(fx::Elem::F4E2M1FN, 32, 1, 1), c1(fx::Elem::F32, 4, 1, 1);
        a1.setTile(0, 0, fa[size_t(rm)]);
        b1.setTile(0, 0, fb[size_t(rn)]);
        c1.setTile(0, 0, carried.tile(rm, rn));
        fx::gemm(one, c1, a1, b1, c1);
        carried.setTile(rm, rn, c1.tile(0, 0));
      }
  };

  fx::Index kSteps = (K / tk).template to<fx::Index>();
  fx::Int32 kBlocks = K / KB;
  const int microSteps = tk / KB;
  // B of micro-step s of the K step at k0 -> registers: tile (rn, s) is lane's 16-byte pack
  // (int4: 8 bytes) for the wave's rn-th 16 columns (MXFP4 loads its B in mxfp4Step).
  fx::Fragment bShape(T::elem, c.int4 ? 8 : KP, c.fp4 ? 0 : restN, microSteps);
  auto loadB = [&](fx::Fragment &b, fx::Index k0, int s) {
    for (int rn = 0; rn < b.restRow(); ++rn) {
      fx::Int32 nBlock = (colBlock + (waveCol + rn * 16).template to<fx::Int32>()) / 16;
      fx::Int32 kBlock = (k0 / KB + s).template to<fx::Int32>();
      fx::Int32 pack = (nBlock * kBlocks + kBlock) * 4 + kpackLane.template to<fx::Int32>();
      fx::Int32 r16 = rowLane.template to<fx::Int32>();
      b.setTile(rn, s, c.int4 ? gb.template load<8>(pack * 128 + r16 * 8).ir()
                              : gb.template load<KP>(pack * (16 * KP) + r16 * KP).ir());
    }
  };
  // Micro-step s's A operand from LDS stage `cur` (MXFP4 reads its A in mxfp4Step).
  auto readA = [&](fx::Index cur, int s) {
    fx::Fragment fa(atom.elemA(), frgV, c.fp4 ? 0 : restM, atomsPerStep);
    for (int rm = 0; rm < fa.restRow(); ++rm) {
      fx::Index row = waveRow + rm * 16 + rowLane;
      setPack(fa, rm, fromStored(lds.template load<SP>(cur * stageStorage + swizzled(row, kpackLane + s * 4))).ir());
    }
    return fa;
  };
  auto microStep = [&](fx::Fragment &carried, fx::Index cur, fx::Index k0, int s, const fx::Fragment &fa,
                       const fx::Fragment &b) {
    if (c.fp4) {
      if constexpr (std::is_same_v<T, fx::Int8>)
        mxfp4Step(carried, cur, k0, s);
      return;
    }
    fx::Fragment fb(atom.elemB(), frgV, restN, atomsPerStep);
    for (int rn = 0; rn < restN; ++rn) {
      if (c.int4) unpackInt4(fx::Vector<T, 8>(b.tile(rn, s)), fb, rn);
      else setPack(fb, rn, b.tile(rn, s));
    }
    fx::gemm(mma, carried, fa, fb, carried);
  };
  acc = pipelinedKLoop<Pack>(acc, kSteps, tk, c.depth, microSteps, bShape, loadA, storeA, loadB, readA, microStep);

  // Epilogue: each accumulator value's row and column within its 16 x 16 atom from the atom's
  // C layout (coordinate layouts partitioned like C).
  fx::ThrMma thr = mma.thr_slice(lane);
  fx::MmaPartition rows = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(1), Int(0))));
  fx::MmaPartition cols = thr.partition_C(fly::Layout(IntTuple::of(Int(16), Int(16)), IntTuple::of(Int(0), Int(1))));
  fx::Index tileRow0 = waveRow + rows.offset, tileCol0 = waveCol + cols.offset;
  auto rowOf = [&](int v, int rm) { return tileRow0 + int64_t(rm * 16 + rows.valueOffset(v, 0, 0)); };
  auto colOf = [&](int v, int rn) { return tileCol0 + int64_t(rn * 16 + cols.valueOffset(v, 0, 0)); };
  // 8-bit inputs: C = acc (as f32) * scale_a[row] * scale_b[column], FlyDSL's per-token /
  // per-channel scales (rows past M, columns past N read 0 and are dropped).
  fx::Fragment result = acc;
  if (c.scaled) {
    fx::Buffer<fx::Float32> sa(*scaleA, M * 4), sb(*scaleB, N * 4);
    result = fx::Fragment(fx::Elem::F32, 4, restM, restN);
    using F4 = fx::Vector<fx::Float32, 4>;
    for (int rm = 0; rm < restM; ++rm) {
      std::array<fx::Float32, 4> rowScale;
      for (int v = 0; v < 4; ++v) rowScale[size_t(v)] = sa.load(rowBlock + rowOf(v, rm).template to<fx::Int32>());
      F4 rowScales = fx::from_elements<F4>(rowScale);
      for (int rn = 0; rn < restN; ++rn) {
        fx::Float32 colScale = sb.load(colBlock + colOf(0, rn).template to<fx::Int32>());
        F4 x = acc.elem() == fx::Elem::I32 ? fx::Vector<fx::Int32, 4>(acc.tile(rm, rn)).template to<fx::Float32>()
                                           : F4(acc.tile(rm, rn));
        result.setTile(rm, rn, (x * rowScales * colScale).ir());
      }
    }
  }
  if (c.cshuffle) {
    // The loop's last barrier is behind every wave's last LDS read: the C tile may overwrite A.
    storeAccumulatorsShuffled<TOut>(
        result, [&](int v, int rm, int) { return rowOf(v, rm); }, [&](int v, int, int rn) { return colOf(v, rn); },
        lds, tm, tn, kThreads, rowBlock, colBlock, out, M, N);
  } else {
    storeAccumulators<TOut>(
        result, [&](int v, int rm, int) { return rowBlock + rowOf(v, rm).template to<fx::Int32>(); },
        [&](int v, int, int rn) { return colBlock + colOf(v, rn).template to<fx::Int32>(); }, out, M, N);
  }
}

template <class T, class TOut> void buildPreshuffle(fx::Module &m, const PreshuffleConfig &c) {
  fx::KernelOptions options{.block = {unsigned(kThreads), 1, 1}};
  if (c.scaled)
    m.kernel("preshuffle_gemm", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<TOut> out, fx::Ptr<fx::Float32> scaleA,
                                    fx::Ptr<fx::Float32> scaleB, fx::Int32 M, fx::Int32 N, fx::Int32 K) {
      preshuffleBody<T, TOut>(c, a, b, out, &scaleA, &scaleB, nullptr, nullptr, M, N, K);
    }, options);
  else if (c.fp4)
    m.kernel("preshuffle_gemm", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<TOut> out, fx::Ptr<fx::Int8> scaleA,
                                    fx::Ptr<fx::Int8> scaleB, fx::Int32 M, fx::Int32 N, fx::Int32 K) {
      preshuffleBody<T, TOut>(c, a, b, out, nullptr, nullptr, &scaleA, &scaleB, M, N, K);
    }, options);
  else
    m.kernel("preshuffle_gemm", [&](fx::Ptr<T> a, fx::Ptr<T> b, fx::Ptr<TOut> out, fx::Int32 M, fx::Int32 N,
                                    fx::Int32 K) { preshuffleBody<T, TOut>(c, a, b, out, nullptr, nullptr, nullptr, nullptr, M, N, K); },
             options);
}

template <class TOut> void buildFor(fx::Module &m, const PreshuffleConfig &c) {
  switch (c.elem) {
  case fx::Elem::F16: buildPreshuffle<fx::Float16, TOut>(m, c); break;
  case fx::Elem::BF16: buildPreshuffle<fx::BFloat16, TOut>(m, c); break;
  case fx::Elem::F8E4M3FNUZ: buildPreshuffle<fx::Float8E4M3FNUZ, TOut>(m, c); break;
  case fx::Elem::F8E4M3FN: buildPreshuffle<fx::Float8E4M3FN, TOut>(m, c); break;
  default: buildPreshuffle<fx::Int8, TOut>(m, c); break;
  }
}

void build(fx::Module &m, const Params &p, const target::Arch &arch) {
  PreshuffleConfig c;
  if (!resolve(p, arch, c).empty()) return; // compileKernel and runKernel report validate's message
  if (c.out == "bf16") buildFor<fx::BFloat16>(m, c);
  else buildFor<fx::Float16>(m, c);
}

} // namespace

void addPreshuffleGemm(std::vector<Entry> &entries) {
  Entry e;
  e.name = "preshuffle_gemm";
  e.summary = "C = A * B^T, B preshuffled to (N/16, K/64B, 4, 16, 16B) (kernels/Preshuffle.h), A via XOR-swizzled "
              "LDS ping-pong, 64-byte K micro-steps; f16/bf16, fp8/int8/W4A8 with per-row/column scales (gfx942, "
              "gfx950), MXFP4 (gfx950)";
  e.archs = {"gfx942", "gfx950"};
  e.params = {{"dtype", "f16", {"f16", "bf16", "fp8", "int8", "int4", "mxfp4"},
               "A and B: f16, bf16; fp8 (E4M3: FNUZ on gfx942, OCP on gfx950) or int8 with f32 scale_a (per row of "
               "A) and scale_b (per row of B) applied to C; int4 = W4A8 (A int8, B int4 two per byte, unpacked in "
               "the kernel); mxfp4 (gfx950) = A and B fp4 E2M1 two per byte with E8M0 block scales scale_a (M x K/32) "
               "and scale_b (N x K/32) in the scaled MFMA. Accumulation f32 (int8/int4: i32)"},
              {"out", "auto", {"auto", "f16", "bf16"}, "C's type (auto: dtype for f16/bf16, f16 for 8-bit inputs)"},
              {"tile_m", "64", {}, "rows of C per work-group (multiple of 32: 2 x 2 waves; or 16: 1 x 4 waves)"},
              {"tile_n", "64", {}, "columns of C per work-group (multiple of 32; of 64 when tile_m is 16)"},
              {"tile_k", "64", {}, "K elements per LDS stage (A's LDS rows of 64, 128, 256 or 512 bytes)"},
              {"epilogue", "direct", {"direct", "cshuffle"},
               "direct: each accumulator value stored from its register; cshuffle: the C tile staged through LDS, then "
               "stored as 16-byte row vectors",
               /*tunable=*/true},
              {"prefetch", "auto", {"auto", "1", "2"},
               "K steps the global loads of A and B run ahead of their use (two register sets each for 2); auto: 2 "
               "when the accumulator and two sets of A and B fit in 128 VGPRs, else 1"}};
  // Tile shapes for autotune (256 threads, 2 x 2 waves, always): the default, deeper K, wider tiles
  // up to 256 x 128, 32- and 16-row tiles for skinny M.
  for (auto [m, n, k] : std::initializer_list<std::array<int, 3>>{{64, 64, 64},
                                                                  {64, 64, 128},
                                                                  {128, 64, 64},
                                                                  {64, 128, 64},
                                                                  {128, 128, 64},
                                                                  {128, 128, 128},
                                                                  {256, 128, 64},
                                                                  {128, 256, 64},
                                                                  {32, 64, 64},
                                                                  {32, 128, 64},
                                                                  {16, 64, 128},
                                                                  {16, 128, 64}})
    e.tuneShapes.push_back({{"tile_m", std::to_string(m)}, {"tile_n", std::to_string(n)}, {"tile_k", std::to_string(k)}});
  e.problemDims = {"M", "N", "K"};
  e.defaultProblem = {200, 144, 256};
  e.gridRule = "block (256, 1, 1); grid (ceil(M / tile_m), ceil(N / tile_n), 1); N a multiple of 16, K of tile_k";
  e.tolerance = std::string(kGemmTolerance) + "; 8-bit inputs: the same with |C| and the accumulation scaled, "
                                              "plus the scale products' rounding (int8/int4 sums are exact)";
  e.build = build;
  e.validate = [](const Params &p, const target::Arch &arch, const std::vector<int64_t> *problem) -> std::string {
    PreshuffleConfig c;
    std::string error = resolve(p, arch, c);
    if (!error.empty() || !problem) return error;
    int64_t M = (*problem)[0], N = (*problem)[1], K = (*problem)[2];
    std::string limits = c.int4 ? preshuffleInt4Limits(N, K) : preshuffleLimits(N, K, unsigned(c.elemBytes));
    if (c.fp4) limits = K % 128 ? "preshuffle: K=" + std::to_string(K) + " is not a multiple of 128 (fp4: 64 bytes)"
                                : preshuffleLimits(N, K / 2, 1);
    if (!limits.empty()) return "preshuffle_gemm: " + limits;
    if (K % c.tileK)
      return "preshuffle_gemm: K=" + std::to_string(K) + " is not a multiple of tile_k=" + std::to_string(c.tileK);
    return gemmSizeLimit("preshuffle_gemm", M, N, K, 2);
  };
  e.plan = [](const Params &p, const std::vector<int64_t> &s, const target::Arch &arch) {
    std::string dtype = p.at("dtype"), in = inTypeName(dtype, arch);
    bool int4 = dtype == "int4", fp4 = dtype == "mxfp4", scaled = dtype != "f16" && dtype != "bf16" && !fp4;
    Plan plan;
    plan.arguments = gemmArguments(s, in, outTypeName(p),
                                   int4 ? "N x K int4 preshuffled, two per byte (kernels/Preshuffle.h: preshuffleBInt4)"
                                        : "N x K preshuffled (kernels/Preshuffle.h: preshuffleB of the row-major N x K "
                                          "matrix)",
                                   "M x N, row-major");
    if (int4) plan.arguments[1].shape = {s[1], s[2] / 2};
    if (fp4) {
      // Raw bytes: every byte is two fp4 values; E8M0 scale bytes 118..127 (2^-9 .. 1).
      plan.arguments[0].help = "M x K fp4 E2M1, two per byte (value 2i in the low nibble of byte i), row-major";
      plan.arguments[1].help = "N x K fp4 preshuffled as bytes (kernels/Preshuffle.h: preshuffleB of the N x K/2 bytes)";
      plan.arguments[0].shape = {s[0], s[2] / 2};
      plan.arguments[1].shape = {s[1], s[2] / 2};
      for (int i : {0, 1}) std::tie(plan.arguments[size_t(i)].low, plan.arguments[size_t(i)].high) = std::pair{-128.0, 128.0};
      Argument sa{"scale_a", Argument::Role::Input, "i8", {s[0], s[2] / 32}, 0, 0,
                  "M x K/32 E8M0 exponents (2^(e-127)), one per 32 values of a row of A"};
      Argument sb{"scale_b", Argument::Role::Input, "i8", {s[1], s[2] / 32}, 0, 0,
                  "N x K/32 E8M0 exponents, one per 32 values of a row of B"};
      sa.low = sb.low = 118;
      sa.high = sb.high = 128;
      plan.arguments.insert(plan.arguments.begin() + 3, {sa, sb});
    }
    if (scaled) {
      // 8-bit values over their range (int8: all of it), scales keeping C well inside f16.
      double low = in == "i8" ? -128 : -kGemmInputBound, high = in == "i8" ? 128 : kGemmInputBound;
      for (int i : {0, 1}) std::tie(plan.arguments[size_t(i)].low, plan.arguments[size_t(i)].high) = std::pair{low, high};
      double scaleLow = in == "i8" ? 0x1p-9 : 0.25, scaleHigh = in == "i8" ? 0x1p-6 : 2.0;
      Argument sa{"scale_a", Argument::Role::Input, "f32", {s[0]}, 0, 0, "M f32 scales, one per row of A (and C)"};
      Argument sb{"scale_b", Argument::Role::Input, "f32", {s[1]}, 0, 0, "N f32 scales, one per row of B (column of C)"};
      sa.low = sb.low = scaleLow;
      sa.high = sb.high = scaleHigh;
      plan.arguments.insert(plan.arguments.begin() + 3, {sa, sb});
    }
    plan.launch.block[0] = kThreads;
    plan.launch.grid[0] = uint32_t(ceilDiv(s[0], param(p, "tile_m")));
    plan.launch.grid[1] = uint32_t(ceilDiv(s[1], param(p, "tile_n")));
    return plan;
  };
  // The device saw B preshuffled: the reference reads element (n, k) where the shuffle put it
  // (int4: the nibble, sign-extended); 8-bit inputs then get C scaled per row and column.
  e.reference = [](const Params &p, const std::vector<int64_t> &s, std::vector<HostData> &d) {
    std::string dtype = p.at("dtype");
    const std::vector<double> &b = d[1].values;
    auto byteOf = [](double v) { return static_cast<uint8_t>(static_cast<int8_t>(v)); };
    if (dtype == "mxfp4") {
      // fp4 E2M1: sign, 2 exponent bits (bias 1), 1 mantissa bit; times 2^(scale byte - 127).
      auto e2m1 = [](int nibble) {
        static const double magnitude[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
        return (nibble & 8 ? -1 : 1) * magnitude[nibble & 7];
      };
      const int64_t M = s[0], K = s[2];
      HostData scaledA = d[0];
      scaledA.values.assign(size_t(M * K), 0);
      for (int64_t i = 0; i < M; ++i)
        for (int64_t k = 0; k < K; ++k) {
          int nibble = (byteOf(d[0].values[size_t((i * K + k) / 2)]) >> (k % 2 ? 4 : 0)) & 0xF;
          scaledA.values[size_t(i * K + k)] =
              e2m1(nibble) * std::ldexp(1.0, int(byteOf(d[3].values[size_t(i * (K / 32) + k / 32)])) - 127);
        }
      std::vector<HostData> view = {scaledA, d[1], d[2]};
      gemmReference(s, view, [&](int64_t n, int64_t k, int64_t Kv) {
        int nibble = (byteOf(b[size_t(preshuffledIndex(n, k / 2, Kv / 2, 1))]) >> (k % 2 ? 4 : 0)) & 0xF;
        return e2m1(nibble) * std::ldexp(1.0, int(byteOf(d[4].values[size_t(n * (Kv / 32) + k / 32)])) - 127);
      });
      d[2] = view[2];
      return;
    }
    if (dtype == "int4")
      gemmReference(s, d, [&](int64_t n, int64_t k, int64_t K) {
        Int4Place at = preshuffledInt4Place(n, k, K);
        int nibble = (static_cast<uint8_t>(static_cast<int8_t>(b[size_t(at.byte)])) >> (at.high ? 4 : 0)) & 0xF;
        return double(nibble >= 8 ? nibble - 16 : nibble);
      });
    else {
      unsigned bytes = dtype == "f16" || dtype == "bf16" ? 2 : 1;
      gemmReference(s, d, [&](int64_t n, int64_t k, int64_t K) { return b[size_t(preshuffledIndex(n, k, K, bytes))]; });
    }
    if (dtype != "f16" && dtype != "bf16") // d[3], d[4]: scale_a, scale_b
      for (int64_t i = 0; i < s[0]; ++i)
        for (int64_t j = 0; j < s[1]; ++j) d[2].values[size_t(i * s[1] + j)] *= d[3].values[size_t(i)] * d[4].values[size_t(j)];
  };
  e.inputLow = -kGemmInputBound;
  e.inputHigh = kGemmInputBound;
  e.allowedError = [](const Params &p, const std::vector<int64_t> &s, const std::string &type, double want) {
    std::string dtype = p.at("dtype");
    if (dtype == "f16" || dtype == "bf16") return gemmAllowedError(s, type, want);
    if (dtype == "mxfp4") // products exact; f32 sums of at most K * 36 (values <= 6, scales <= 1)
      return (type == "bf16" ? 0x1p-7 : 0x1p-10) * std::fabs(want) + double(s[2]) * 36 * 0x1p-22 + 0x1p-25;
    // C's rounding (f16: at least half its smallest subnormal step), two f32 products with the
    // scales; fp8 sums also round in f32 (values and scales at most 2: |C| <= K * 16).
    double ulp = type == "bf16" ? 0x1p-7 : 0x1p-10, floor = type == "bf16" ? 0 : 0x1p-25;
    double accumulation = dtype == "fp8" ? double(s[2]) * 16 * 0x1p-22 : 0;
    return ulp * std::fabs(want) + 0x1p-21 * std::fabs(want) + floor + accumulation;
  };
  entries.push_back(std::move(e));
}

} // namespace fly::kernels
