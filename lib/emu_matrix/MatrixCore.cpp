// Execution of MFMA/WMMA ops on per-lane register images.
//
// Register layouts (where each matrix element lives: lane, and element slot within the lane's
// consecutive dwords):
//
// MFMA (gfx942, gfx950), from AMD's Matrix Instruction Calculator (ROCm/amd_matrix_instruction_
// calculator, class InstCalcGfx9) and the CDNA3 ISA guide section 7 "Matrix Arithmetic":
//   A[i][k] of block b (B blocks, K-slice kPerLane = M*K*B/64 elements per lane):
//       lane = b*M + (k / kPerLane) * M*B + i,   slot = k % kPerLane
//   B[k][j]: the same with (N, j) for (M, i).
//   C/D[i][j] of block b, 32-bit elements (rows grouped by 4 into "multi-rows"):
//       multirowsPerReg = 64/N, blocksPerReg = ceil(64 / (M*N/4))
//       reg  = b*(M*N/64) + (i / (4*multirowsPerReg))*4 + i%4
//       lane = (b % blocksPerReg)*N + ((i/4) % multirowsPerReg)*blocksPerReg*N + j
//     64-bit elements (f64): the same with multi-row height 1, reg counting register pairs.
//   CBSZ/ABID: block b reads A from block (b / 2^cbsz) * 2^cbsz + abid.
//   BLGP: block-lane group pattern, B of lane l is read from lane blgpSource(l) (see below).
//   gfx950's doubled-K ops (16x16x32 f16/bf16, 32x32x16 f16/bf16, i8 16x16x64/32x32x32, the
//   f8f6f4 ops) use the same formula with their larger kPerLane. Which k a slot is labelled with
//   does not change D as long as A and B are laid out alike (see kMixedWidths below); the lane,
//   block and C/D placement, which do change D, are the documented ones.
//
// WMMA (gfx1201, gfx1250; wave32), from the RDNA4 ISA guide section 7.9 "Wave Matrix Multiply
// Accumulate" and AMD's composable_kernel (ck_tile WmmaTraitsBase<gfx12_t>, LayoutFromDataType):
//   A[i][k]: lane = i + 16*((k / K1) % 2),  slot = (k / (2*K1))*K1 + k % K1
//            where K1 = 8 elements (2 for 32-bit types): each half-wave holds alternating runs of
//            K1 consecutive k. The gfx1250 f8f6f4 op uses K1 = 16 (8-bit) and 32 (fp4).
//   B[k][j]: the same with j for i.
//   C/D[i][j]: lane = j + 16*(i / 8), slot = i % 8 (16-bit C/D: two per dword, low half first).
//   Modifiers: for f16/bf16 sources neg_lo and neg_hi together negate A or B (bits 0, 1); for a
//   float C, neg_lo[2] negates and neg_hi[2] takes the absolute value; for iu8/iu4, neg_lo[0/1]
//   mark A/B as signed and clamp saturates the i32 result.
//
// WMMA on gfx11 (gfx1100, gfx1151; wave32), from the RDNA3 ISA guide section 7.9 and AMD GPUOpen's
// "How to accelerate AI applications on RDNA 3 using WMMA":
//   A[i][k]: lanes i and i + 16 (the two half-waves must hold the same data), slot k.
//   B[k][j]: the same with j for i.
//   C/D[i][j]: lane j + 16*(i % 2), register i / 2 (rows interleave between the half-waves).
//     16-bit C/D: the low half of the register, or the high half with op_sel[2]; the other half of
//     D keeps C's bits (LLVM's untied intrinsic leaves it undefined, so compilers never read it).
//   A or B whose half-waves differ is an error (the hardware result is undefined).
//   Modifiers as on gfx12.
//
// Elements narrower than a dword are packed from the least significant bit: slot s of a lane
// occupies bits [s*w, s*w + w) of the lane's dwords taken as one little-endian bit string.
#include "fly/emu/MatrixCore.h"

#include "fly/emu/FloatFormats.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

namespace fly::emu {
namespace {

unsigned typeBits(MatrixType t) {
  switch (t) {
  case MatrixType::F64: return 64;
  case MatrixType::F32:
  case MatrixType::XF32:
  case MatrixType::I32: return 32;
  case MatrixType::F16:
  case MatrixType::BF16: return 16;
  case MatrixType::FP8:
  case MatrixType::BF8:
  case MatrixType::I8:
  case MatrixType::IU8:
  case MatrixType::F8F6F4: return 8;
  case MatrixType::FP4:
  case MatrixType::IU4: return 4;
  }
  return 32;
}

// The small helpers here are forced inline: the MFMA code in this file made GCC stop inlining
// them into the WMMA loops (30% slower per WMMA op).
// Raw bits of slot `slot` (width `bits` <= 32) in a lane's dword range.
[[gnu::always_inline]] inline uint32_t readSlot(const uint32_t* lane, unsigned slot, unsigned bits) {
  unsigned bit = slot * bits;
  unsigned dword = bit / 32, shift = bit % 32;
  uint64_t window = lane[dword];
  if (shift + bits > 32) window |= uint64_t(lane[dword + 1]) << 32;
  return uint32_t((window >> shift) & ((uint64_t(1) << bits) - 1));
}

[[gnu::always_inline]] inline void writeSlot(uint32_t* lane, unsigned slot, unsigned bits, uint32_t value) {
  unsigned bit = slot * bits;
  unsigned dword = bit / 32, shift = bit % 32;
  uint32_t mask = bits == 32 ? ~0u : ((1u << bits) - 1) << shift;
  lane[dword] = (lane[dword] & ~mask) | ((value << shift) & mask);
}

// f32 rounded to the 10 explicit mantissa bits xf32 multiplies with (nearest, ties to even).
double roundToXf32(float f) {
  uint32_t u = std::bit_cast<uint32_t>(f);
  if ((u & 0x7f800000u) == 0x7f800000u) return double(f);
  uint32_t lsb = (u >> 13) & 1;
  u = (u + 0xfffu + lsb) & ~0x1fffu;
  return double(std::bit_cast<float>(u));
}

// An f32 result from its exact-then-rounded double. A NaN is the canonical quiet NaN: which NaN
// operand's payload survives a host sum depends on the order the host compiler adds in, and the
// hardware's NaN payloads are not modelled.
inline uint32_t f32Result(double v) {
  float f = float(v);
  uint32_t bits = std::bit_cast<uint32_t>(f);
  return f != f ? 0x7fc00000u : bits;
}

// Values of every pattern of an 8-bit-or-narrower float format, computed once.
const double* decodeTable(FloatFormat f) {
  static const auto tables = [] {
    std::array<std::array<double, 256>, 9> t{};
    for (unsigned fmt = 0; fmt < t.size(); ++fmt) {
      FloatFormat format = FloatFormat(fmt);
      if (floatFormatBits(format) > 8) continue;
      for (uint32_t bits = 0; bits < (1u << floatFormatBits(format)); ++bits)
        t[fmt][bits] = decodeFloat(format, bits);
    }
    return t;
  }();
  return tables[unsigned(f)].data();
}

// What one source element is, as the op reads it.
struct ElementReader {
  MatrixType type;
  FloatFormat format;  // for the 8/6/4-bit floats
  unsigned bits;
  bool isSigned;       // for the integer types
  const double* table = nullptr;

  [[gnu::always_inline]] double asDouble(uint32_t raw) const {
    switch (type) {
    case MatrixType::F32: return double(std::bit_cast<float>(raw));
    case MatrixType::XF32: return roundToXf32(std::bit_cast<float>(raw));
    case MatrixType::F16: return double(halfToFloat(uint16_t(raw)));
    case MatrixType::BF16: return double(bf16ToFloat(uint16_t(raw)));
    default: return table[raw];
    }
  }
  [[gnu::always_inline]] int64_t asInt(uint32_t raw) const {
    if (!isSigned) return int64_t(raw);
    uint32_t signBit = 1u << (bits - 1);
    return int64_t(int32_t(raw ^ signBit) - int32_t(signBit));
  }
};

bool isIntegerType(MatrixType t) {
  return t == MatrixType::I8 || t == MatrixType::IU8 || t == MatrixType::IU4 ||
         t == MatrixType::I32;
}

std::optional<FloatFormat> f8f6f4Format(unsigned code, Fp8Flavor flavor) {
  switch (code) {
  case 0: return flavor == Fp8Flavor::Fnuz ? FloatFormat::E4M3Fnuz : FloatFormat::E4M3Fn;
  case 1: return flavor == Fp8Flavor::Fnuz ? FloatFormat::E5M2Fnuz : FloatFormat::E5M2;
  case 2: return FloatFormat::E2M3;
  case 3: return FloatFormat::E3M2;
  case 4: return FloatFormat::E2M1;
  default: return std::nullopt;
  }
}

std::optional<ElementReader> makeReader(MatrixType t, Fp8Flavor flavor, unsigned formatCode,
                                        bool integerSigned) {
  ElementReader r{t, FloatFormat::F16, typeBits(t), true};
  switch (t) {
  case MatrixType::FP8:
    r.format = flavor == Fp8Flavor::Fnuz ? FloatFormat::E4M3Fnuz : FloatFormat::E4M3Fn;
    break;
  case MatrixType::BF8:
    r.format = flavor == Fp8Flavor::Fnuz ? FloatFormat::E5M2Fnuz : FloatFormat::E5M2;
    break;
  case MatrixType::FP4: r.format = FloatFormat::E2M1; break;
  case MatrixType::F8F6F4: {
    auto f = f8f6f4Format(formatCode, flavor);
    if (!f) return std::nullopt;
    r.format = *f;
    r.bits = floatFormatBits(*f);
    break;
  }
  case MatrixType::IU8:
  case MatrixType::IU4: r.isSigned = integerSigned; break;
  default: break;
  }
  if (r.bits <= 8 && !isIntegerType(t)) r.table = decodeTable(r.format);
  return r;
}

bool isInteger(MatrixType t) { return isIntegerType(t); }

// Lane whose B registers lane `lane` reads under BLGP (CDNA3 ISA, "BLGP"; calculator
// _get_blgp_transformed_lane).
unsigned blgpSource(unsigned lane, unsigned blgp) {
  switch (blgp) {
  case 1: return lane % 32;               // broadcast lanes 0-31
  case 2: return lane < 32 ? lane + 32 : lane;  // broadcast lanes 32-63
  case 3: return (lane + 16) % 64;        // rotate down by 16
  case 4: return lane % 16;               // broadcast lanes 0-15 ...
  case 5: return 16 + lane % 16;          // ... 16-31
  case 6: return 32 + lane % 16;          // ... 32-47
  case 7: return 48 + lane % 16;          // ... 48-63
  default: return lane;
  }
}

// Where element (block, row/col, k) of an input matrix lives.
struct Place {
  unsigned lane, slot;
};

struct Layout {
  const MatrixOpInfo& op;

  // run: consecutive k per lane group before the next group's run (0: the lane's whole K slice).
  Place mfmaInput(unsigned outer, unsigned k, unsigned block, unsigned outerDim, unsigned run = 0) const {
    unsigned kPerLane = outerDim * op.k * op.blocks / 64;
    if (run && run < kPerLane) {
      unsigned groups = 64 / (outerDim * op.blocks);
      unsigned g = (k / run) % groups, slot = (k / (run * groups)) * run + k % run;
      return {block * outerDim + g * outerDim * op.blocks + outer, slot};
    }
    return {block * outerDim + (k / kPerLane) * outerDim * op.blocks + outer, k % kPerLane};
  }
  // Output slot counted in elements of the output type (so 64-bit outputs count pairs).
  Place mfmaOutput(unsigned i, unsigned j, unsigned block, bool wide) const {
    unsigned M = op.m, N = op.n;
    unsigned multirowsPerReg = 64 / N;
    unsigned height = wide ? 1 : 4;
    unsigned perMultirow = M * N / height;
    unsigned blocksPerReg = (64 + perMultirow - 1) / perMultirow;
    unsigned reg = block * (M * N / 64) + (i / (height * multirowsPerReg)) * height + i % height;
    unsigned lane = (block % blocksPerReg) * N + ((i / height) % multirowsPerReg) * blocksPerReg * N + j;
    return {lane, reg};
  }
};

// An input element's bits: dword `off` of its operand (lane and register resolved with the
// operand's strides), from bit `shift`; `spans`: it continues into the next register (6-bit
// elements, f64 register pairs).
struct Loc {
  uint32_t off;
  uint8_t shift;
  bool spans;
};

// Where an MFMA op with given element widths, B lane pattern (blgp) and operand strides reads and
// writes each element: A [block][i][k], B [block][k][j]; C and D by row ([block][i]): element j of
// a row is in lane lane0 + j of one register (every MFMA layout), so a row is its first element's
// dword (f64: the low dword of the pair) and the lane stride. Built once per combination and
// thread: the layout formulas divide.
struct MfmaPlan {
  const MatrixOpInfo* op = nullptr;
  unsigned runA = 0, runB = 0, aBits = 0, bBits = 0, blgp = 0;
  unsigned strides[8] = {};  // A, B, C, D: lane stride, dword stride
  std::vector<Loc> a, b;
  std::vector<uint32_t> cRow, dRow;
};
const MfmaPlan& mfmaPlan(const MatrixOpInfo& op, unsigned runA, unsigned runB, unsigned aBits, unsigned bBits,
                         unsigned blgp, const MatrixRegs& a, const MatrixRegs& b, const MatrixRegs& c,
                         unsigned dLaneStride, unsigned dDwordStride) {
  const unsigned strides[8] = {a.laneStride, a.dwordStride, b.laneStride, b.dwordStride,
                               c.laneStride, c.dwordStride, dLaneStride,  dDwordStride};
  thread_local std::vector<std::unique_ptr<MfmaPlan>> cache;
  for (auto& p : cache)
    if (p->op == &op && p->runA == runA && p->runB == runB && p->aBits == aBits && p->bBits == bBits &&
        p->blgp == blgp && std::equal(strides, strides + 8, p->strides))
      return *p;
  auto p = std::make_unique<MfmaPlan>();
  p->op = &op;
  p->runA = runA;
  p->runB = runB;
  p->aBits = aBits;
  p->bBits = bBits;
  p->blgp = blgp;
  std::copy(strides, strides + 8, p->strides);
  Layout layout{op};
  bool f64 = op.aType == MatrixType::F64;
  auto locate = [](Place pl, unsigned bits, const MatrixRegs& x) {
    unsigned bit = pl.slot * bits;
    return Loc{pl.lane * x.laneStride + (bit / 32) * x.dwordStride, uint8_t(bit % 32), bit % 32 + bits > 32};
  };
  for (unsigned blk = 0; blk < op.blocks; ++blk) {
    for (unsigned i = 0; i < op.m && !op.sparse(); ++i)  // sparse A: expandSparseA
      for (unsigned k = 0; k < op.k; ++k) p->a.push_back(locate(layout.mfmaInput(i, k, blk, op.m, runA), aBits, a));
    for (unsigned k = 0; k < op.k; ++k)
      for (unsigned j = 0; j < op.n; ++j) {
        Place pl = layout.mfmaInput(j, k, blk, op.n, runB);
        pl.lane = blgpSource(pl.lane, blgp);
        p->b.push_back(locate(pl, bBits, b));
      }
    for (unsigned i = 0; i < op.m; ++i) {
      Place pl = layout.mfmaOutput(i, 0, blk, f64);  // (i, j): lane pl.lane + j, the same slot
      unsigned dword = f64 ? 2 * pl.slot : pl.slot;
      p->cRow.push_back(pl.lane * c.laneStride + dword * c.dwordStride);
      p->dRow.push_back(pl.lane * dLaneStride + dword * dDwordStride);
    }
  }
  cache.push_back(std::move(p));
  return *cache.back();
}

// dst[at] = decode(the bits of element locs[at] in x). Bits: the element width, which decides
// whether an element can straddle two registers (6-bit, 64-bit).
template <unsigned Bits, class T, class Decode>
void decodeElements(T* dst, const std::vector<Loc>& locs, const MatrixRegs& x, Decode decode) {
  const Loc* l = locs.data();
  const uint32_t* base = x.base;
  for (size_t at = 0, n = locs.size(); at < n; ++at) {
    if constexpr (Bits == 32) {
      dst[at] = decode(base[l[at].off]);
    } else if constexpr (Bits == 16 || Bits == 8 || Bits == 4) {
      dst[at] = decode((base[l[at].off] >> l[at].shift) & ((1u << Bits) - 1));
    } else {
      uint64_t window = base[l[at].off];
      if (l[at].spans) window |= uint64_t(base[l[at].off + x.dwordStride]) << 32;
      dst[at] = decode(Bits == 64 ? window : (window >> l[at].shift) & ((uint64_t(1) << Bits) - 1));
    }
  }
}

// Every element as the op reads it: a double (floats; products of two are exact) or an int64.
void decodeElements(double* dst, const std::vector<Loc>& locs, const MatrixRegs& x, const ElementReader& r) {
  switch (r.type) {
  case MatrixType::F32:
    return decodeElements<32>(dst, locs, x, [](uint64_t raw) { return double(std::bit_cast<float>(uint32_t(raw))); });
  case MatrixType::XF32:
    return decodeElements<32>(dst, locs, x, [](uint64_t raw) { return roundToXf32(std::bit_cast<float>(uint32_t(raw))); });
  case MatrixType::F16:
    return decodeElements<16>(dst, locs, x, [](uint64_t raw) { return double(halfToFloat(uint16_t(raw))); });
  case MatrixType::BF16:
    return decodeElements<16>(dst, locs, x, [](uint64_t raw) { return double(bf16ToFloat(uint16_t(raw))); });
  case MatrixType::F64:
    return decodeElements<64>(dst, locs, x, [](uint64_t raw) { return std::bit_cast<double>(raw); });
  default: {
    const double* table = r.table;
    auto lookup = [table](uint64_t raw) { return table[raw]; };
    if (r.bits == 8) return decodeElements<8>(dst, locs, x, lookup);
    if (r.bits == 4) return decodeElements<4>(dst, locs, x, lookup);
    return decodeElements<6>(dst, locs, x, lookup);
  }
  }
}
void decodeElements(int64_t* dst, const std::vector<Loc>& locs, const MatrixRegs& x, const ElementReader& r) {
  auto asInt = [&r](uint64_t raw) { return r.asInt(uint32_t(raw)); };
  if (r.bits == 8) return decodeElements<8>(dst, locs, x, asInt);
  if (r.bits == 4) return decodeElements<4>(dst, locs, x, asInt);
  return decodeElements<32>(dst, locs, x, asInt);
}

// acc[j] (j < n) = the sum over k of arow[k] * b[k * n + j], added in k order to 0: the j loop is
// innermost so it vectorizes, and each acc[j] sees the operations a k loop per element would, in
// the same order. NC: n known at compile time (0: runtime, n <= 64).
template <unsigned NC, class T>
inline void rowProducts(T* __restrict acc, const T* __restrict arow, const T* __restrict b, unsigned K, unsigned n) {
  if constexpr (NC != 0 && std::is_same_v<T, double>) {
    // Two lanes per vector, spelled out: left to itself GCC vectorizes the k loop with shuffles.
    using V2 = double __attribute__((vector_size(16)));
    V2 sum[NC / 2] = {};
    for (unsigned k = 0; k < K; ++k) {
      V2 av = {arow[k], arow[k]};
      const T* bk = b + size_t(k) * NC;
      for (unsigned j = 0; j < NC / 2; ++j) {
        V2 bv;
        std::memcpy(&bv, bk + 2 * j, sizeof bv);
        sum[j] += av * bv;
      }
    }
    std::memcpy(acc, sum, sizeof sum);
  } else if constexpr (NC != 0) {
    T sum[NC] = {};
    for (unsigned k = 0; k < K; ++k) {
      T av = arow[k];
      const T* bk = b + size_t(k) * NC;
      for (unsigned j = 0; j < NC; ++j) sum[j] += av * bk[j];
    }
    std::copy(sum, sum + NC, acc);
  } else {
    std::fill(acc, acc + n, T(0));
    for (unsigned k = 0; k < K; ++k) {
      T av = arow[k];
      const T* bk = b + size_t(k) * n;
      for (unsigned j = 0; j < n; ++j) acc[j] += av * bk[j];
    }
  }
}
template <class T>
void rowProducts(T* acc, const T* arow, const T* b, unsigned K, unsigned n) {
  switch (n) {
  case 4: return rowProducts<4>(acc, arow, b, K, n);
  case 16: return rowProducts<16>(acc, arow, b, K, n);
  case 32: return rowProducts<32>(acc, arow, b, K, n);
  default: return rowProducts<0>(acc, arow, b, K, n);
  }
}

// A sparse op's A as the dense [M][K] matrix it stands for (op.blocks == 1): lane l's stored value c
// (slot c of its A registers, P = the lane's stored values) is the lane's dense slot
// t = 4*(c/2) + idx_c, idx_c the 2-bit field c of index set `set` of the lane's index dwords;
// rowOf(l) is the A row lane l holds and kOf(l, t) the k of dense slot t there (B's layout). Every
// other element is 0; two values naming the same slot add. An error message when the set is not
// inside the index operand.
template <class T, class Decode, class RowOf, class KOf>
[[gnu::noinline]] std::optional<std::string> expandSparseA(T* dense, const MatrixOpInfo& op, const MatrixRegs& a, unsigned bits,
                                         const uint32_t* index, unsigned set, Decode decode, RowOf rowOf, KOf kOf) {
  unsigned lanes = op.waveSize, perLane = op.m * op.k / 2 / lanes, setBits = 2 * perLane;
  if ((set + 1) * setBits > 32 * op.sparseIndexDwords)
    return "index set " + std::to_string(set) + " of " + std::to_string(setBits) +
           " bits is outside the " + std::to_string(32 * op.sparseIndexDwords) + "-bit index operand";
  std::fill(dense, dense + size_t(op.m) * op.k, T(0));
  for (unsigned l = 0; l < lanes; ++l) {
    const uint32_t* idx = index + size_t(l) * op.sparseIndexDwords;
    unsigned row = rowOf(l);
    for (unsigned c = 0; c < perLane; ++c) {
      unsigned bit = c * bits, ibit = set * setBits + 2 * c;
      uint32_t raw = (a.base[size_t(l) * a.laneStride + size_t(bit / 32) * a.dwordStride] >> (bit % 32)) &
                     ((uint64_t(1) << bits) - 1);
      unsigned t = 4 * (c / 2) + ((idx[ibit / 32] >> (ibit % 32)) & 3);
      dense[size_t(row) * op.k + kOf(l, t)] += decode(raw);
    }
  }
  return std::nullopt;
}

// Which k a register slot holds cannot be observed when A and B share one layout: D sums the
// products of equal (lane group, slot) pairs, whatever k they are labelled with. It can be observed
// with block scales and when A and B have different element widths (f8f6f4 with, say, fp8 A and
// fp4 B). For the gfx950 f8f6f4 ops the k runs are known for 8-bit (16 k per lane group, then the
// next group) and 4-bit (the lane's whole 32-k slice) elements -- checked against Triton's gfx950
// code objects (tests/triton/validate.py and tests/lit/emu/mfma-scale-triton.test: tl.dot_scaled
// with random scales and mixed widths) and, for which lane's scale each 8-bit slot takes, against
// AMD's hardware probe (MfmaTest ScaleLanesMatchTheHardwareProbe); 6-bit slots are placed like
// 4-bit ones, which only the same-width unscaled product cannot tell apart.
constexpr std::string_view kMixedWidths =
    "A and B formats of different widths (their register pairing is not documented)";

std::string unsupported(const MatrixOpInfo& op, std::string_view what) {
  return std::string(op.mnemonic) + " on " + std::string(op.arch) + ": " + std::string(what) +
         " is not supported by the emulator";
}

// Writes a result held dword-major (out[i * lanes + l]) to D.
void writeOut(const MatrixRegsOut& d, const uint32_t* out, unsigned lanes, unsigned dwords) {
  for (unsigned i = 0; i < dwords; ++i)
    for (unsigned l = 0; l < lanes; ++l) d.base[size_t(l) * d.laneStride + size_t(i) * d.dwordStride] = out[i * lanes + l];
}

// A sparse MFMA's dense A (into ai or af). Lane l holds row l % M; lane group g = l / M holds
// M*K/64 consecutive k of the dense matrix, the same k for A and B (CDNA3 ISA; AMD's Matrix
// Instruction Calculator, "--compression"). Index set: abid when cbsz is 0, else set 0. Out of line:
// keeps the dense executor's code as it was.
[[gnu::noinline]] std::optional<std::string> sparseMfmaA(const MatrixOpInfo& op, const MatrixRegs& a,
                                                         const ElementReader& r, const MatrixModifiers& mods,
                                                         int64_t* ai, double* af) {
  unsigned M = op.m, kPerGroup = op.k * M / 64, set = mods.cbsz ? 0 : mods.abid;
  auto rowOf = [M](unsigned l) { return l % M; };
  auto kOf = [M, kPerGroup](unsigned l, unsigned t) { return (l / M) * kPerGroup + t; };
  if (ai) return expandSparseA(ai, op, a, r.bits, mods.sparseIndex, set, [&r](uint32_t raw) { return r.asInt(raw); }, rowOf, kOf);
  return expandSparseA(af, op, a, r.bits, mods.sparseIndex, set, [&r](uint32_t raw) { return r.asDouble(raw); }, rowOf, kOf);
}

std::optional<std::string> executeMfma(const MatrixOpInfo& op, const MatrixRegs& a, const MatrixRegs& b,
                                       const MatrixRegs& c, const MatrixRegsOut& d, const MatrixModifiers& mods) {
  bool scaledFormats = op.aType == MatrixType::F8F6F4;
  bool f64 = op.aType == MatrixType::F64;
  // Scaled ops: op_sel/op_sel_hi bit 0 (A) and bit 1 (B) choose the scale byte.
  uint8_t opSelUsed = op.scaled() ? 3 : 0;
  if (mods.clamp || (mods.opSel & ~opSelUsed) || (mods.opSelHi & ~opSelUsed & ~4u) || mods.negHi || mods.aFormat ||
      mods.bFormat)
    return unsupported(op, "a modifier other than cbsz/abid/blgp/neg");
  if (op.scaled() && (!mods.scaleA || !mods.scaleB)) return unsupported(op, "a scaled op without its scale operands");
  if (!f64 && mods.negLo) return unsupported(op, "neg");
  if (f64 && mods.blgp) return unsupported(op, "blgp");
  if (scaledFormats && mods.abid) return unsupported(op, "abid");
  if (mods.indexKey) return unsupported(op, "index_key");
  if (op.sparse() && (!mods.sparseIndex || mods.blgp))
    return unsupported(op, mods.blgp ? "blgp on a sparse op" : "a sparse op without its index operand");
  if (!scaledFormats && !op.sparse() && op.blocks == 1 && (mods.cbsz || mods.abid))
    return unsupported(op, "cbsz/abid on a single-block op");
  if (!scaledFormats && op.blocks > 1 && (mods.cbsz > 4 || (1u << mods.cbsz) > op.blocks ||
                                          mods.abid >= (1u << mods.cbsz)))
    return unsupported(op, "this cbsz/abid combination");

  unsigned aCode = scaledFormats ? mods.cbsz : 0, bCode = scaledFormats ? mods.blgp : 0;
  auto ra = makeReader(op.aType, op.fp8Flavor, aCode, true);
  auto rb = makeReader(op.bType, op.fp8Flavor, bCode, true);
  if (!ra || !rb) return unsupported(op, "this cbsz/blgp source format");
  // f8f6f4: 8-bit elements run 16 k per lane group; 4-bit ones fill the lane's slice (run 0).
  unsigned runA = scaledFormats && ra->bits == 8 ? 16 : 0, runB = scaledFormats && rb->bits == 8 ? 16 : 0;
  bool sixBit = ra->bits == 6 || rb->bits == 6;
  if (ra->bits != rb->bits && sixBit) return unsupported(op, kMixedWidths);
  // The E8M0 byte the op-selects pick (operand 0: A, 1: B) of lane `lane`'s scale.
  auto scaleByte = [&](const uint32_t* scales, unsigned lane, unsigned operand) {
    unsigned byte = ((mods.opSel >> operand) & 1) | (((mods.opSelHi >> operand) & 1) << 1);
    return (scales[lane] >> (8 * byte)) & 0xff;
  };
  if (op.scaled() && sixBit) {
    // Which k a 6-bit slot holds is not established, so block scales can only be applied where it
    // does not matter: every K block of a row (column) scaled alike. Scales may differ per row/column.
    unsigned blocks = op.k / 32;
    for (unsigned operand = 0; operand < 2; ++operand) {
      const uint32_t* scales = operand == 0 ? mods.scaleA : mods.scaleB;
      unsigned outerDim = operand == 0 ? op.m : op.n;
      for (unsigned outer = 0; outer < outerDim; ++outer)
        for (unsigned b = 1; b < blocks; ++b)
          if (scaleByte(scales, outer + outerDim * b, operand) != scaleByte(scales, outer, operand))
            return unsupported(op, std::string("block scales that differ along K on 6-bit formats (") +
                                       (operand == 0 ? "A row " : "B column ") + std::to_string(outer) + ", K block " +
                                       std::to_string(b) + "; which k a 6-bit slot holds is not established)");
    }
  }
  unsigned blgp = scaledFormats ? 0 : mods.blgp;

  // D is written in place while C is read when that is safe: D is C (each element's C is read just
  // before its D is written) or D does not overlap C. Otherwise through a dword-major buffer.
  unsigned dDpl = op.dDwords;
  auto extent = [](const uint32_t* base, unsigned ls, unsigned ds, unsigned dwords) {
    uintptr_t lo = uintptr_t(base);
    return std::pair{lo, lo + 4 * (size_t(63) * ls + size_t(dwords - 1) * ds + 1)};
  };
  auto [cLo, cHi] = extent(c.base, c.laneStride, c.dwordStride, op.cDwords);
  auto [dLo, dHi] = extent(d.base, d.laneStride, d.dwordStride, dDpl);
  bool inPlace = (d.base == c.base && d.laneStride == c.laneStride && d.dwordStride == c.dwordStride) ||
                 dHi <= cLo || cHi <= dLo;
  thread_local std::vector<uint32_t> buffer;
  MatrixRegsOut o = d;
  if (!inPlace) {
    buffer.resize(size_t(64) * dDpl);
    o = {buffer.data(), 1, 64};
  }

  // Decode every source element once (A [block][row][k], B [block][k][col]), then multiply.
  const MfmaPlan& plan =
      mfmaPlan(op, runA, runB, f64 ? 64 : ra->bits, f64 ? 64 : rb->bits, blgp, a, b, c, o.laneStride, o.dwordStride);
  unsigned M = op.m, N = op.n, K = op.k, B = op.blocks;
  bool integer = isInteger(op.aType);
  thread_local std::vector<double> af, bf;  // reused: no allocation per op
  thread_local std::vector<int64_t> ai, bi;
  if (integer) {
    ai.resize(plan.a.size());
    bi.resize(plan.b.size());
    decodeElements(ai.data(), plan.a, a, *ra);
    decodeElements(bi.data(), plan.b, b, *rb);
  } else {
    af.resize(plan.a.size());
    bf.resize(plan.b.size());
    decodeElements(af.data(), plan.a, a, *ra);
    decodeElements(bf.data(), plan.b, b, *rb);
  }
  if (op.sparse()) {  // (the plan has no A elements for a sparse op)
    integer ? ai.resize(size_t(M) * K) : af.resize(size_t(M) * K);
    if (auto err = sparseMfmaA(op, a, *ra, mods, integer ? ai.data() : nullptr, integer ? nullptr : af.data()))
      return std::string(op.mnemonic) + " on " + std::string(op.arch) + ": " + *err;
  }
  if (f64) {
    if (mods.negLo & 1)
      for (double& x : af) x = -x;
    if (mods.negLo & 2)
      for (double& x : bf) x = -x;
  }
  if (op.scaled()) {
    // E8M0 block scale of row/column `outer`, element k: the byte the op-selects pick of the scale
    // of lane outer + outerDim * (k / 32) (K block k / 32).
    auto scaleOf = [&](const uint32_t* scales, unsigned outer, unsigned k, unsigned outerDim, unsigned operand) {
      uint32_t e = scaleByte(scales, outer + outerDim * (k / 32), operand);
      return e == 0xff ? std::nan("") : std::ldexp(1.0, int(e) - 127);
    };
    for (size_t at = 0; at < af.size(); ++at) af[at] *= scaleOf(mods.scaleA, unsigned(at / K) % M, unsigned(at % K), M, 0);
    for (size_t at = 0; at < bf.size(); ++at) bf[at] *= scaleOf(mods.scaleB, unsigned(at % N), unsigned(at / N) % K, N, 1);
  }

  const uint32_t* cRow = plan.cRow.data();
  const uint32_t* dRow = plan.dRow.data();
  const unsigned cls = c.laneStride, dls = o.laneStride;
  double dacc[64];
  int64_t iacc[64];
  // cbsz/abid broadcast A blocks (a sparse op's choose its index set instead).
  unsigned aCbsz = op.sparse() ? 0 : mods.cbsz, aAbid = op.sparse() ? 0 : mods.abid;
  for (unsigned blk = 0; blk < B; ++blk) {
    unsigned aBlock = scaledFormats ? blk : (blk >> aCbsz << aCbsz) + aAbid;
    size_t br = size_t(blk) * K * N;
    for (unsigned i = 0; i < M; ++i, ++cRow, ++dRow) {
      size_t ar = (size_t(aBlock) * M + i) * K;
      const uint32_t* cr = c.base + *cRow;
      uint32_t* dr = o.base + *dRow;
      if (integer) {
        rowProducts(iacc, &ai[ar], &bi[br], K, N);
        for (unsigned j = 0; j < N; ++j) dr[j * dls] = cr[j * cls] + uint32_t(iacc[j]);  // i32 accumulation wraps
      } else if (f64) {
        // Fused multiply-adds in k order, starting from C.
        for (unsigned j = 0; j < N; ++j) {
          double cv = std::bit_cast<double>(uint64_t(cr[j * cls]) | uint64_t(cr[j * cls + c.dwordStride]) << 32);
          dacc[j] = (mods.negLo & 4) ? -cv : cv;
        }
        for (unsigned k = 0; k < K; ++k)
          for (unsigned j = 0; j < N; ++j) dacc[j] = std::fma(af[ar + k], bf[br + size_t(k) * N + j], dacc[j]);
        for (unsigned j = 0; j < N; ++j) {
          uint64_t bits = std::bit_cast<uint64_t>(dacc[j]);
          dr[j * dls] = uint32_t(bits);
          dr[j * dls + o.dwordStride] = uint32_t(bits >> 32);
        }
      } else {
        // Products of these inputs are exact in double; the sum is rounded to f32 once.
        rowProducts(dacc, &af[ar], &bf[br], K, N);
        if (cls == 1 && dls == 1)
          for (unsigned j = 0; j < N; ++j) dr[j] = f32Result(dacc[j] + double(std::bit_cast<float>(cr[j])));
        else
          for (unsigned j = 0; j < N; ++j) dr[j * dls] = f32Result(dacc[j] + double(std::bit_cast<float>(cr[j * cls])));
      }
    }
  }
  if (!inPlace) writeOut(d, buffer.data(), 64, dDpl);
  return std::nullopt;
}

[[gnu::always_inline]] inline uint32_t encodeOutput(MatrixType t, double v) {
  switch (t) {
  case MatrixType::F16: return encodeFloat(FloatFormat::F16, v);
  case MatrixType::BF16: return encodeFloat(FloatFormat::BF16, v);
  default: return f32Result(v);
  }
}

[[gnu::always_inline]] inline double decodeAccumulator(MatrixType t, uint32_t raw) {
  switch (t) {
  case MatrixType::F16: return double(halfToFloat(uint16_t(raw)));
  case MatrixType::BF16: return double(bf16ToFloat(uint16_t(raw)));
  default: return double(std::bit_cast<float>(raw));
  }
}

// Where C/D element (i, j) lives on each WMMA generation (slots count elements of the accumulator
// type). A/B: executeWmma's decode, lane by lane.
struct WmmaPlaces {
  bool gfx11;
  unsigned half;  // gfx11 16-bit C/D: 0 low halves, 1 high halves (op_sel[2])
  [[gnu::always_inline]] Place output(unsigned i, unsigned j, unsigned bits) const {
    if (!gfx11) return {j + 16 * ((i % 16) / 8), i % 8 + 8 * (i / 16)};  // 32-row C: rows 16-31 in registers 8-15
    return {j + 16 * (i % 2), bits == 16 ? 2 * (i / 2) + half : i / 2};
  }
};

// Operand x as a lane-major array (x[lane * dwords + i]): x's own memory when it is one, else a
// copy in `buf`.
const uint32_t* laneMajor(const MatrixRegs& x, unsigned dwords, unsigned lanes, std::vector<uint32_t>& buf) {
  if (x.laneStride == dwords && (x.dwordStride == 1 || dwords == 1)) return x.base;
  buf.resize(size_t(lanes) * dwords);
  for (unsigned l = 0; l < lanes; ++l)
    for (unsigned i = 0; i < dwords; ++i) buf[l * dwords + i] = x.base[size_t(l) * x.laneStride + size_t(i) * x.dwordStride];
  return buf.data();
}

std::optional<std::string> executeWmma(const MatrixOpInfo& op, const MatrixRegs& aRegs, const MatrixRegs& bRegs,
                                       const MatrixRegs& cRegs, const MatrixRegsOut& d, const MatrixModifiers& mods) {
  bool integer = isInteger(op.aType);
  bool gfx11 = op.kind == MatrixKind::WmmaGfx11;
  bool scaledFormats = op.aType == MatrixType::F8F6F4;
  bool sixteenBitSources = op.aType == MatrixType::F16 || op.aType == MatrixType::BF16;
  bool sixteenBitC = op.cType == MatrixType::F16 || op.cType == MatrixType::BF16;
  // gfx11's 16-bit accumulators choose their register half with op_sel[2].
  unsigned opSel = mods.opSel;
  if (gfx11 && sixteenBitC) opSel &= ~4u;
  if (mods.cbsz || mods.abid || mods.blgp || opSel || mods.opSelHi)
    return unsupported(op, "cbsz/abid/blgp/op_sel");
  if (!scaledFormats && (mods.aFormat || mods.bFormat)) return unsupported(op, "matrix_a/b_fmt");
  if (op.scaled() && (!mods.scaleA || !mods.scaleB)) return unsupported(op, "a scaled op without its scale operands");
  if (op.sparse() && !mods.sparseIndex) return unsupported(op, "a sparse op without its index operand");
  if (!op.sparse() && mods.indexKey) return unsupported(op, "index_key on a dense op");
  if (!op.scaled() && (mods.aScaleRow || mods.bScaleRow || mods.aScaleFmt || mods.bScaleFmt))
    return unsupported(op, "matrix_a/b_scale(_fmt) on an unscaled op");
  if (mods.aScaleFmt == 1 || mods.bScaleFmt == 1 || mods.aScaleFmt > 2 || mods.bScaleFmt > 2)
    return unsupported(op, "E5M3 scales (matrix_a/b_scale_fmt; E8M0 and E4M3 are modelled)");
  if (mods.aScaleRow > 1 || mods.bScaleRow > 1) return unsupported(op, "this matrix_a/b_scale");
  // A 32-row A's scales fill the wave (row i in lane i); what ROW1 would select is not established.
  if (op.m == 32 && mods.aScaleRow) return unsupported(op, "matrix_a_scale:MATRIX_SCALE_ROW1 with a 32-row A");
  if (mods.clamp && !integer) return unsupported(op, "clamp");
  if (integer) {
    if (mods.negHi || (mods.negLo & 4)) return unsupported(op, "neg_hi or neg on C");
  } else {
    unsigned sourceBits = (mods.negLo | mods.negHi) & 3;
    if (sourceBits && !sixteenBitSources) return unsupported(op, "negating A/B");
    if ((mods.negLo & 3) != (mods.negHi & 3))
      return unsupported(op, "negating only the low or the high halves of A/B");
    if ((mods.negLo | mods.negHi) & 4 && op.cType != MatrixType::F32)
      return unsupported(op, "neg/abs on a 16-bit C");
  }

  auto ra = makeReader(op.aType, op.fp8Flavor, mods.aFormat, mods.negLo & 1);
  auto rb = makeReader(op.bType, op.fp8Flavor, mods.bFormat, mods.negLo & 2);
  if (!ra || !rb) return unsupported(op, "this matrix_a/b_fmt");
  // gfx1250's f8f6f4 and f4 ops hold runs of 16 (8-bit) or 32 (4-bit) consecutive k per half-wave.
  // Which k a 6-bit slot holds is not established (no producer or document says); 6-bit slots are
  // labelled like 4-bit ones, which only products that cannot tell the labellings apart may use:
  // 6-bit A and B (fp6/bf6 in any pairing) without scales or with scales equal along K.
  bool longRuns = scaledFormats || op.aType == MatrixType::FP4;
  auto k1For = [&](const ElementReader& r) -> unsigned {
    if (!longRuns) return r.bits == 32 ? 2u : 8u;
    return r.bits == 8 ? 16u : 32u;
  };
  // Every element is placed by its k (the per-format layouts above), so A and B of different widths
  // pair up by k: checked against Triton's gfx1250 code objects (tests/triton/validate.py).
  const unsigned aK1 = k1For(*ra), bK1 = k1For(*rb);
  bool sixBit = ra->bits == 6 || rb->bits == 6;
  if (sixBit && ra->bits != rb->bits)
    return unsupported(op, "a 6-bit source with a source of another width (which k a 6-bit slot holds is not established)");
  unsigned aDpl = matrixOperandDwords(op, 0, mods), bDpl = matrixOperandDwords(op, 1, mods);
  thread_local std::vector<uint32_t> aBuf, bBuf, cBuf;
  const uint32_t* a = laneMajor(aRegs, aDpl, 32, aBuf);
  const uint32_t* b = laneMajor(bRegs, bDpl, 32, bBuf);
  const uint32_t* c = laneMajor(cRegs, op.cDwords, 32, cBuf);
  unsigned cBits = typeBits(op.cType), dBits = typeBits(op.dType);
  double aSign = (mods.negLo & 1) && !integer ? -1 : 1;
  double bSign = (mods.negLo & 2) && !integer ? -1 : 1;
  WmmaPlaces places{gfx11, (mods.opSel & 4) ? 1u : 0u};
  // Block scale of A row i (B column j) at element k: byte k / scaleBlock of the scale bits of lane
  // i + 16 * row-select (a 32-row A: lane i), an E8M0 exponent or (scale format 2) an E4M3 value.
  auto scaleOf = [&](const uint32_t* scales, unsigned outer, unsigned k, unsigned rowSel, unsigned rows,
                     unsigned fmt) {
    if (!op.scaled()) return 1.0;
    unsigned lane = rows == 32 ? outer : outer + 16 * rowSel, sd = op.scaleDwords(), byte = k / op.scaleBlock;
    uint32_t e = (scales[lane * sd + byte / 4] >> (8 * (byte % 4))) & 0xff;
    if (fmt == 2) return decodeTable(FloatFormat::E4M3Fn)[e];
    return e == 0xff ? std::nan("") : std::ldexp(1.0, int(e) - 127);
  };

  if (sixBit && op.scaled())
    for (unsigned operand = 0; operand < 2; ++operand) {
      unsigned outerDim = operand == 0 ? op.m : op.n;
      for (unsigned outer = 0; outer < outerDim; ++outer)
        for (unsigned k = op.scaleBlock; k < op.k; k += op.scaleBlock) {
          double first = operand == 0 ? scaleOf(mods.scaleA, outer, 0, mods.aScaleRow, op.m, mods.aScaleFmt)
                                      : scaleOf(mods.scaleB, outer, 0, mods.bScaleRow, op.n, mods.bScaleFmt);
          double here = operand == 0 ? scaleOf(mods.scaleA, outer, k, mods.aScaleRow, op.m, mods.aScaleFmt)
                                     : scaleOf(mods.scaleB, outer, k, mods.bScaleRow, op.n, mods.bScaleFmt);
          if (!(here == first) && !(std::isnan(here) && std::isnan(first)))
            return unsupported(op, std::string("block scales that differ along K on 6-bit formats (") +
                                       (operand == 0 ? "A row " : "B column ") + std::to_string(outer) + ", K block " +
                                       std::to_string(k / op.scaleBlock) +
                                       "; which k a 6-bit slot holds is not established)");
        }
    }

  if (gfx11) {
    // Both half-waves feed the same rows: copies that differ have no defined result.
    for (unsigned lane = 0; lane < 16; ++lane) {
      if (!std::equal(a + lane * aDpl, a + (lane + 1) * aDpl, a + (lane + 16) * aDpl))
        return std::string(op.mnemonic) + " on " + std::string(op.arch) + ": A in lane " + std::to_string(lane) +
               " differs from lane " + std::to_string(lane + 16) +
               " (gfx11 WMMA needs A and B replicated in both half-waves; the result is undefined)";
      if (!std::equal(b + lane * bDpl, b + (lane + 1) * bDpl, b + (lane + 16) * bDpl))
        return std::string(op.mnemonic) + " on " + std::string(op.arch) + ": B in lane " + std::to_string(lane) +
               " differs from lane " + std::to_string(lane + 16) +
               " (gfx11 WMMA needs A and B replicated in both half-waves; the result is undefined)";
    }
  }

  unsigned M = op.m, N = op.n, K = op.k;
  if (N != 16) return unsupported(op, "N other than 16");
  // Every source element once, lane by lane and slot by slot (the inverse of WmmaPlaces::input): A
  // as [i][k], B as [k][j], so that a row of D is a run of vectorizable row products.
  thread_local std::vector<double> af, bf;  // reused: no allocation per op
  thread_local std::vector<int64_t> ai, bi;
  (integer ? ai.resize(size_t(M) * K) : af.resize(size_t(M) * K));
  (integer ? bi.resize(size_t(N) * K) : bf.resize(size_t(N) * K));
  // operand 0: A (x holds its rows), 1: B (columns); element (outer, k) goes to dst[outer * so + k * sk].
  auto decode = [&](auto* dst, unsigned so, unsigned sk, const uint32_t* x, unsigned dpl, const ElementReader& r,
                    unsigned k1, double sign, unsigned operand) {
    unsigned lanes = gfx11 ? 16 : 32, slots = dpl * 32 / r.bits, half = gfx11 ? slots : K / 2;
    for (unsigned l = 0; l < lanes; ++l) {
      const uint32_t* lane = x + size_t(l) * dpl;
      // gfx12: half-wave l / 16 holds runs of k1 k, taking turns with the other half-wave; a 32-row A
      // holds rows 16-31 after rows 0-15. gfx11: lane l holds row (column) l, slot s is k = s.
      unsigned step = gfx11 ? half : k1, stride = gfx11 ? half : 2 * k1, first = gfx11 ? 0 : (l / 16) * k1;
      for (unsigned s0 = 0, block = 0; s0 < slots; s0 += half, ++block) {
        unsigned outer = (gfx11 ? l : l % 16) + 16 * block;
        for (unsigned run = 0; run < half / step; ++run)
          for (unsigned e = 0; e < step; ++e) {
            unsigned s = s0 + run * step + e, k = run * stride + first + e;
            uint32_t raw = readSlot(lane, s, r.bits);
            auto& out = dst[size_t(outer) * so + size_t(k) * sk];
            if constexpr (std::is_same_v<std::remove_reference_t<decltype(out)>, int64_t>) {
              out = r.asInt(raw);
            } else if (!op.scaled()) {
              out = sign * r.asDouble(raw);
            } else {
              out = sign * r.asDouble(raw) *
                    (operand == 0 ? scaleOf(mods.scaleA, outer, k, mods.aScaleRow, M, mods.aScaleFmt)
                                  : scaleOf(mods.scaleB, outer, k, mods.bScaleRow, N, mods.bScaleFmt));
            }
          }
      }
    }
  };
  if (integer) {
    if (!op.sparse()) decode(ai.data(), K, 1, a, aDpl, *ra, aK1, 1, 0);  // sparse A: below
    decode(bi.data(), 1, N, b, bDpl, *rb, bK1, 1, 1);
  } else {
    if (!op.sparse()) decode(af.data(), K, 1, a, aDpl, *ra, aK1, aSign, 0);
    decode(bf.data(), 1, N, b, bDpl, *rb, bK1, bSign, 1);
  }

  if (op.sparse()) {
    // Lane l holds row l % 16 in both A and B's half-wave layout (RDNA4 ISA, "SWMMAC"): its dense
    // slot t is B's slot t, k = (t / K1) * 2K1 + (l / 16) * K1 + t % K1. Index set: index_key.
    unsigned k1 = bK1;
    auto rowOf = [](unsigned l) { return l % 16; };
    auto kOf = [k1](unsigned l, unsigned t) { return (t / k1) * 2 * k1 + (l / 16) * k1 + t % k1; };
    const ElementReader& r = *ra;
    MatrixRegs ar{a, aDpl, 1};
    auto err = integer ? expandSparseA(ai.data(), op, ar, r.bits, mods.sparseIndex, mods.indexKey,
                                       [&r](uint32_t raw) { return r.asInt(raw); }, rowOf, kOf)
                       : expandSparseA(af.data(), op, ar, r.bits, mods.sparseIndex, mods.indexKey,
                                       [&r, aSign](uint32_t raw) { return aSign * r.asDouble(raw); }, rowOf, kOf);
    if (err) return std::string(op.mnemonic) + " on " + std::string(op.arch) + ": " + *err;
  }

  thread_local std::vector<uint32_t> out;
  out.assign(size_t(32) * op.dDwords, 0);
  if (gfx11 && dBits == 16) std::copy(c, c + size_t(32) * op.cDwords, out.begin());  // the unselected halves
  double dacc[16];
  int64_t iacc[16];
  for (unsigned i = 0; i < M; ++i) {
    // The K products of row i and every column, each added in k order to 0 (then C).
    // (Every WMMA has N = 16; the MFMA executor keeps its own, inlined, dispatch over N.)
    if (integer) rowProducts<16>(iacc, &ai[size_t(i) * K], bi.data(), K, N);
    else rowProducts<16>(dacc, &af[size_t(i) * K], bf.data(), K, N);
    for (unsigned j = 0; j < N; ++j) {
      Place pc = places.output(i, j, cBits);
      uint32_t cRaw = readSlot(c + pc.lane * op.cDwords, pc.slot, cBits);
      uint32_t result;
      if (integer) {
        int64_t acc = int64_t(int32_t(cRaw)) + iacc[j];
        if (mods.clamp) acc = std::clamp<int64_t>(acc, INT32_MIN, INT32_MAX);
        result = uint32_t(acc);
      } else {
        double acc = dacc[j];
        double cv = decodeAccumulator(op.cType, cRaw);
        if (mods.negHi & 4) cv = std::fabs(cv);
        if (mods.negLo & 4) cv = -cv;
        result = encodeOutput(op.dType, acc + cv);
      }
      Place pd = places.output(i, j, dBits);
      writeSlot(out.data() + pd.lane * op.dDwords, pd.slot, dBits, result);
    }
  }
  for (unsigned l = 0; l < 32; ++l)
    for (unsigned i = 0; i < op.dDwords; ++i)
      d.base[size_t(l) * d.laneStride + size_t(i) * d.dwordStride] = out[l * op.dDwords + i];
  return std::nullopt;
}

}  // namespace

unsigned matrixOperandDwords(const MatrixOpInfo& op, unsigned operand, const MatrixModifiers& mods) {
  switch (operand) {
  case 0:
  case 1: {
    unsigned full = operand == 0 ? op.aDwords : op.bDwords;
    if (op.aType != MatrixType::F8F6F4) return full;
    unsigned code = op.kind == MatrixKind::Mfma ? (operand == 0 ? mods.cbsz : mods.blgp)
                                                : (operand == 0 ? mods.aFormat : mods.bFormat);
    auto f = f8f6f4Format(code, op.fp8Flavor);
    return f ? full * floatFormatBits(*f) / 8 : full;
  }
  case 2: return op.cDwords;
  default: return op.dDwords;
  }
}

std::optional<std::string> executeMatrixOp(const MatrixOpInfo& op, MatrixRegs a, MatrixRegs b, MatrixRegs c,
                                           MatrixRegsOut d, const MatrixModifiers& mods) {
  if (op.kind == MatrixKind::Mfma) return executeMfma(op, a, b, c, d, mods);
  return executeWmma(op, a, b, c, d, mods);
}

std::optional<std::string> executeMatrixOp(const MatrixOpInfo& op, const uint32_t* a,
                                           const uint32_t* b, const uint32_t* c, uint32_t* d,
                                           const MatrixModifiers& mods) {
  return executeMatrixOp(op, {a, matrixOperandDwords(op, 0, mods), 1}, {b, matrixOperandDwords(op, 1, mods), 1},
                         {c, op.cDwords, 1}, {d, op.dDwords, 1}, mods);
}

}  // namespace fly::emu
