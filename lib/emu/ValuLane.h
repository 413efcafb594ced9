// Per-lane operand access for vector ALU instructions: DPP lane selection, SDWA selects,
// floating-point abs/neg, op_sel halves, and the lane loop over EXEC.
#pragma once

#include "Float16.h"
#include "Wave.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <type_traits>

namespace fly::emu {

inline uint32_t applySel(uint32_t v, Sel s, bool sext) {
  switch (s) {
  case Sel::Byte0: case Sel::Byte1: case Sel::Byte2: case Sel::Byte3: {
    uint32_t b = (v >> (8 * (int(s) - int(Sel::Byte0)))) & 0xff;
    return sext ? uint32_t(int32_t(int8_t(b))) : b;
  }
  case Sel::Word0: case Sel::Word1: {
    uint32_t h = (v >> (s == Sel::Word1 ? 16 : 0)) & 0xffff;
    return sext ? uint32_t(int32_t(int16_t(h))) : h;
  }
  default: return v;
  }
}

struct Lanes {
  Wave &w;
  const Inst &in;
  unsigned lane = 0;
  int dppLane = 0; // source lane of src0 under DPP, -1 reads 0
  const uint64_t *dppSrc = nullptr; // src0 of every lane, read before any lane writes

  // Raw 32 bits of source i (DPP and SDWA applied, no float modifiers).
  uint32_t raw(int i, unsigned dword = 0) const {
    const Operand &o = in.src(i);
    uint32_t v;
    if (i == 0 && in.mods.dpp) v = dppLane < 0 ? 0 : uint32_t(dppSrc[dppLane] >> (32 * dword));
    else v = w.vread32(o, lane, dword);
    if (in.mods.sdwa && i < 2) v = applySel(v, i == 0 ? in.mods.src0Sel : in.mods.src1Sel, o.sext);
    return v;
  }
  uint64_t raw64(int i) const {
    const Operand &o = in.src(i);
    if (i == 0 && in.mods.dpp) return dppLane < 0 ? 0 : dppSrc[dppLane];
    return w.vread64(o, lane);
  }
  bool clamp() const { return in.mods.clamp; }
  // The destination's current value (accumulating ops: v_fmac, v_mac, dots with an accumulator).
  uint32_t dst32() const { return w.vread32(in.dst(0), lane); }
  uint32_t u(int i) const { return raw(i); }
  int32_t s(int i) const { return int32_t(raw(i)); }
  uint64_t u64(int i) const { return raw64(i); }
  float f(int i) const {
    uint32_t b = raw(i);
    const Operand &o = in.src(i);
    if (o.abs) b &= 0x7fffffffu;
    if (o.neg) b ^= 0x80000000u;
    return bitsF32(b);
  }
  double d(int i) const {
    const Operand &o = in.src(i);
    uint64_t b = (i == 0 && in.mods.dpp) ? raw64(0) : w.vreadF64(o, lane);
    if (o.abs) b &= ~(1ull << 63);
    if (o.neg) b ^= 1ull << 63;
    return bitsF64(b);
  }
  // 16-bit source: low half, or high half when op_sel selects it.
  uint16_t h16(int i) const {
    const Operand &o = in.src(i);
    uint32_t v = o.kind == OpdKind::Imm ? o.imm16 : raw(i);
    return uint16_t((in.mods.opSel >> i) & 1 ? v >> 16 : v);
  }
  float h(int i) const {
    uint16_t b = h16(i);
    const Operand &o = in.src(i);
    if (o.abs) b &= 0x7fff;
    if (o.neg) b ^= 0x8000;
    return halfToFloat(b);
  }

  // ---- results
  void write(uint32_t r) {
    const Operand &d = in.dst(0);
    if (in.mods.sdwa && in.mods.dstSel != Sel::Dword) {
      uint32_t old = w.vread32(d, lane), mask, shift;
      switch (in.mods.dstSel) {
      case Sel::Word0: case Sel::Word1: mask = 0xffff; shift = in.mods.dstSel == Sel::Word1 ? 16 : 0; break;
      default: mask = 0xff; shift = 8 * (int(in.mods.dstSel) - int(Sel::Byte0)); break;
      }
      uint32_t part = (r & mask) << shift;
      uint32_t v;
      if (in.mods.dstUnused == Unused::Preserve) v = (old & ~(mask << shift)) | part;
      else if (in.mods.dstUnused == Unused::Sext) {
        v = part;
        bool neg = (r >> (mask == 0xff ? 7 : 15)) & 1;
        if (neg) v |= ~0u << (shift + (mask == 0xff ? 8 : 16));
      } else v = part;
      w.vwrite32(d, lane, v);
      return;
    }
    w.vwrite32(d, lane, r);
  }
  void write64(uint64_t r) { w.vwrite64(in.dst(0), lane, r); }
  void writeF(float x) {
    x = outMods(x);
    write(f32Bits(x));
  }
  void writeD(double x) {
    if (in.mods.omod == 1) x *= 2;
    else if (in.mods.omod == 2) x *= 4;
    else if (in.mods.omod == 3) x *= 0.5;
    if (in.mods.clamp) x = std::isnan(x) ? 0.0 : std::fmin(std::fmax(x, 0.0), 1.0);
    write64(f64Bits(x));
  }
  // 16-bit result: the high half when op_sel[3] says so (keeping the low half); a real-true16 `.l`
  // destination keeps the high half (gfx11+ 16-bit registers are separate); else the low half with
  // the high half cleared.
  void write16(uint16_t r) {
    if ((in.mods.opSel >> 3) & 1) {
      uint32_t old = w.vread32(in.dst(0), lane);
      w.vwrite32(in.dst(0), lane, (old & 0xffff) | uint32_t(r) << 16);
    } else if (in.dst(0).half == 1) {
      uint32_t old = w.vread32(in.dst(0), lane);
      w.vwrite32(in.dst(0), lane, (old & 0xffff0000u) | r);
    } else if (in.mods.sdwa) {
      write(r);
    } else {
      w.vwrite32(in.dst(0), lane, r);
    }
  }
  void writeH(float x) { write16(floatToHalf(outMods(x))); }
  float outMods(float x) const {
    if (in.mods.omod == 1) x *= 2;
    else if (in.mods.omod == 2) x *= 4;
    else if (in.mods.omod == 3) x *= 0.5f;
    if (in.mods.clamp) x = std::isnan(x) ? 0.0f : std::fmin(std::fmax(x, 0.0f), 1.0f);
    return x;
  }
};

// Calls fn with the dword count (1..4) as a compile-time constant, so lane loops copy registers
// without an inner loop.
template <class Fn> inline void withWords(uint32_t words, Fn fn) {
  switch (words) {
  case 1: return fn(std::integral_constant<uint32_t, 1>{});
  case 2: return fn(std::integral_constant<uint32_t, 2>{});
  case 3: return fn(std::integral_constant<uint32_t, 3>{});
  default: return fn(std::integral_constant<uint32_t, 4>{});
  }
}

/// Runs fn(lane) for every lane active in EXEC.
template <class Fn> inline void forExec(Wave &w, Fn fn) {
  uint64_t m = w.exec();
  if (m == w.laneMask()) {
    for (unsigned lane = 0, n = w.width; lane < n; ++lane) fn(lane);
    return;
  }
  while (m) {
    unsigned lane = unsigned(std::countr_zero(m));
    m &= m - 1;
    fn(lane);
  }
}

/// The lane view of an instruction without per-lane modifiers (no DPP, SDWA, abs/neg/sext,
/// op_sel, omod or clamp; decided once at decode: Inst::plainLanes) whose destination, if any, is
/// a vector register. Sources are resolved once per instruction into register rows; a uniform
/// source (SGPR, constant) is broadcast into a row of its own, so a lane's access is one load
/// without a branch and lane loops can vectorize. Same interface as Lanes; handlers are generic
/// lambdas instantiated for both.
struct PlainLanes {
  Wave &w;
  const Inst &in;
  unsigned lane = 0;
  static constexpr int kMaxSrc = 4;
  const uint32_t *src[kMaxSrc] = {};  // every source: dwords 0 and 1 of lane l at src[i][l], [64 + l]
  const uint32_t *vrow[kMaxSrc] = {}; // VGPR/AGPR sources only: dword d of lane l at vrow[i][d * 64 + l]
  uint32_t s32[kMaxSrc] = {};         // uniform sources: as 32-bit, 64-bit, 64-bit float, 16-bit
  uint64_t s64[kMaxSrc] = {}, sf64[kMaxSrc] = {};
  uint16_t s16[kMaxSrc] = {};
  uint32_t *out = nullptr;            // destination row (a sink when the instruction has none)

  /// `sink`: 128 dwords written when there is no destination; `broadcast`: kMaxSrc * 128 dwords
  /// for the uniform sources' rows (outside the view, so that the view fits in registers).
  [[gnu::always_inline]] PlainLanes(Wave &wv, const Inst &inst, uint32_t *sink, uint32_t *broadcast)
      : w(wv), in(inst), out(sink) {
    int n = std::min(in.numSrc(), kMaxSrc);
    for (int i = 0; i < n; ++i) {
      const Operand &o = in.src(i);
      if (o.kind == OpdKind::Vgpr) vrow[i] = src[i] = &w.v[size_t(o.index) * 64];
      else if (o.kind == OpdKind::Agpr) vrow[i] = src[i] = &w.a[size_t(o.index) * 64];
      else {
        s32[i] = w.sread32(o);
        s64[i] = w.sread64(o);
        sf64[i] = w.sreadF64(o);
        s16[i] = o.kind == OpdKind::Imm ? o.imm16 : uint16_t(s32[i]);
        uint32_t *b = broadcast + 128 * i;
        std::fill_n(b, 64, s32[i]);
        std::fill_n(b + 64, 64, uint32_t(s64[i] >> 32));
        src[i] = b;
      }
    }
    if (in.numDst) {
      const Operand &d = in.dst(0);
      if (d.kind == OpdKind::Vgpr) out = &w.v[size_t(d.index) * 64];
      else if (d.kind == OpdKind::Agpr) out = &w.a[size_t(d.index) * 64];
    }
  }
  /// Whether PlainLanes can run `in`: it writes only vector registers through write*().
  static bool destinationIsVector(const Inst &in) {
    return !in.numDst || in.dst(0).kind == OpdKind::Vgpr || in.dst(0).kind == OpdKind::Agpr;
  }

  // Accessors are forced inline: the lane loop of forLanes then keeps the view in registers.
#define FLY_LANE [[gnu::always_inline]]
  FLY_LANE uint32_t raw(int i, unsigned dword = 0) const {
    if (dword < 2) return src[i][dword * 64 + lane];
    return vrow[i] ? vrow[i][dword * 64 + lane] : uint32_t(s64[i] >> 32);
  }
  FLY_LANE uint64_t raw64(int i) const { return uint64_t(src[i][lane]) | uint64_t(src[i][64 + lane]) << 32; }
  static constexpr bool clamp() { return false; }
  FLY_LANE uint32_t dst32() const { return out[lane]; }
  FLY_LANE uint32_t u(int i) const { return src[i][lane]; }
  FLY_LANE int32_t s(int i) const { return int32_t(u(i)); }
  FLY_LANE uint64_t u64(int i) const { return raw64(i); }
  FLY_LANE float f(int i) const { return bitsF32(u(i)); }
  FLY_LANE double d(int i) const { return bitsF64(vrow[i] ? raw64(i) : sf64[i]); }
  FLY_LANE uint16_t h16(int i) const { return vrow[i] ? uint16_t(vrow[i][lane]) : s16[i]; }
  FLY_LANE float h(int i) const { return halfToFloat(h16(i)); }

  FLY_LANE void write(uint32_t r) { out[lane] = r; }
  FLY_LANE void write64(uint64_t r) {
    out[lane] = uint32_t(r);
    out[64 + lane] = uint32_t(r >> 32);
  }
  FLY_LANE void writeF(float x) { write(f32Bits(x)); }
  FLY_LANE void writeD(double x) { write64(f64Bits(x)); }
  FLY_LANE void write16(uint16_t r) { write(r); }
  FLY_LANE void writeH(float x) { write16(floatToHalf(x)); }
  FLY_LANE float outMods(float x) const { return x; }
#undef FLY_LANE
};

/// Whether an instruction can use PlainLanes (computed once when it is decoded).
inline bool plainLanesApply(const Inst &in) {
  const Mods &m = in.mods;
  if (m.dpp || m.sdwa || m.omod || m.clamp || m.opSel) return false;
  if (in.numSrc() > PlainLanes::kMaxSrc) return false;
  for (int i = 0; i < in.numOps; ++i)
    if (in.ops[i].half) return false; // real-true16 halves: Lanes keeps the other half
  for (int i = 0; i < in.numSrc(); ++i) {
    const Operand &o = in.src(i);
    if (o.neg || o.abs || o.sext) return false;
  }
  return true;
}

/// Runs fn(L) for every lane active in EXEC (and allowed by DPP masks); L is a Lanes, or a
/// PlainLanes when the instruction has no per-lane modifiers.
template <class Fn> inline void forLanes(Wave &w, const Inst &in, Fn fn) {
  uint64_t m = w.exec();
  if (in.plainLanes && PlainLanes::destinationIsVector(in)) {
    uint32_t sink[128], broadcast[PlainLanes::kMaxSrc * 128];
    PlainLanes P(w, in, sink, broadcast);
    if (m == w.laneMask()) {
      for (unsigned lane = 0, n = w.width; lane < n; ++lane) {
        P.lane = lane;
        fn(P);
      }
      return;
    }
    while (m) {
      P.lane = unsigned(std::countr_zero(m));
      m &= m - 1;
      fn(P);
    }
    return;
  }
  Lanes L{w, in};
  if (in.mods.dpp) {
    m &= in.dppWriteMask;
    uint64_t exec = w.exec();
    uint64_t src0[64];
    const Operand &o = in.src(0);
    for (unsigned l = 0; l < w.width; ++l)
      src0[l] = o.count >= 2 ? w.vread64(o, l) : w.vread32(o, l);
    L.dppSrc = src0;
    while (m) {
      unsigned lane = unsigned(std::countr_zero(m));
      m &= m - 1;
      int src = (*in.dppSource)[lane];
      bool valid = src >= 0 && src < int(w.width) && (((exec >> src) & 1) || in.mods.fetchInactive);
      if (!valid && !in.mods.boundCtrl) continue;
      L.lane = lane;
      L.dppLane = valid ? src : -1;
      fn(L);
    }
    return;
  }
  while (m) {
    L.lane = unsigned(std::countr_zero(m));
    m &= m - 1;
    fn(L);
  }
}

// Packed 16-bit sources: halves of source i for the low and high result. VOP3P picks them with
// op_sel/op_sel_hi and negates them with neg_lo/neg_hi; a packed source of a VOP2/VOP3 encoding
// (v_dot2c_*, gfx11+ v_dot2_f16_f16) is the whole register, and its abs/neg apply to both halves
// (LLVM folds fneg/fabs of the <2 x half> value into them).
template <class LT> struct Packed {
  LT &L;
  bool bf16 = false; // a bf16 operation: float inline constants are their bf16 encodings
  uint16_t lo(int i) const { return half(i, (L.in.mods.opSel >> i) & 1, (L.in.mods.negLo >> i) & 1, true); }
  uint16_t hi(int i) const { return half(i, selHi(i), (L.in.mods.negHi >> i) & 1, true); }
  bool selHi(int i) const { return L.in.mods.hasOpSelHi ? (L.in.mods.opSelHi >> i) & 1 : true; }
  uint16_t half(int i, bool high, bool neg, bool floatMods) const {
    const Operand &o = L.in.src(i);
    uint32_t v;
    if (o.kind == OpdKind::Imm && !o.isLiteral) {
      uint16_t k = bf16 && o.isFloatConst ? uint16_t(o.imm32 >> 16) : o.imm16;
      v = uint32_t(k) | uint32_t(k) << 16;
    }
    else v = L.raw(i);
    uint16_t h = uint16_t(high ? v >> 16 : v);
    if (floatMods && o.abs) h &= 0x7fff;
    if (floatMods && o.neg) h ^= 0x8000;
    return neg ? uint16_t(h ^ 0x8000) : h;
  }
  float flo(int i) const { return halfToFloat(lo(i)); }
  float fhi(int i) const { return halfToFloat(hi(i)); }
  double blo(int i) const { return bf16ToFloat(lo(i)); }
  double bhi(int i) const { return bf16ToFloat(hi(i)); }
  // The value of half `high` of source i as f16 (or bf16 when `bf16`), float modifiers applied.
  float value(int i, bool high) const {
    uint16_t h = high ? hi(i) : lo(i);
    return bf16 ? float(bf16ToFloat(h)) : halfToFloat(h);
  }
  // Integer halves: neg_lo/neg_hi do not apply.
  uint16_t ilo(int i) const { return half(i, (L.in.mods.opSel >> i) & 1, false, false); }
  uint16_t ihi(int i) const { return half(i, selHi(i), false, false); }
};

// A 32-bit float source of a VOP3P instruction (the f32 accumulator of v_dot2_f32_*, v_dot4_f32_*):
// neg_lo negates it. neg_hi is its absolute value (taken first) where `negHiIsAbs` -- gfx12's
// v_dot4_f32_*, whose f32 source LLVM 22 selects fabs into as neg_hi -- and is ignored otherwise:
// LLVM 22 selects fneg of v_dot2_f32_f16/bf16's accumulator as neg_lo and neg_hi together, as for
// a packed operand, and never folds fabs there. The ISA guides only say that neg_hi is an absolute
// value for the v_fma_mix* ops, so this follows the compiler.
template <class LT> float vop3pF32(const LT &L, int i, bool negHiIsAbs) {
  float x = bitsF32(L.raw(i));
  const Operand &o = L.in.src(i);
  if ((negHiIsAbs && ((L.in.mods.negHi >> i) & 1)) || o.abs) x = std::fabs(x);
  if (((L.in.mods.negLo >> i) & 1) != o.neg) x = -x;
  return x;
}

// Packed f32 (gfx90a+ v_pk_*_f32): each source is a register pair; op_sel picks the dword for the
// low result, op_sel_hi for the high result.
template <class LT> struct PackedF32 {
  LT &L;
  float get(int i, bool high) const {
    const Operand &o = L.in.src(i);
    uint32_t bits;
    if (o.kind == OpdKind::Vgpr || o.kind == OpdKind::Agpr || (o.kind == OpdKind::Sgpr && o.count == 2))
      bits = L.w.vread32(o, L.lane, high ? 1 : 0);
    else bits = L.w.vread32(o, L.lane, 0);
    return bitsF32(bits);
  }
  float lo(int i) const {
    float x = get(i, (L.in.mods.opSel >> i) & 1);
    return (L.in.mods.negLo >> i) & 1 ? -x : x;
  }
  float hi(int i) const {
    bool selHi = L.in.mods.hasOpSelHi ? (L.in.mods.opSelHi >> i) & 1 : true;
    float x = get(i, selHi);
    return (L.in.mods.negHi >> i) & 1 ? -x : x;
  }
};

// v_fma_mix*: op_sel_hi[i] says source i is 16-bit (op_sel[i] picks its half) — f16, or bf16 for
// the gfx1250 *_bf16 forms — else f32.
inline bool mixIsHalf(const Inst &in, int i) { return in.mods.hasOpSelHi && ((in.mods.opSelHi >> i) & 1); }
template <bool Bf16, class LT> float mixSource(LT &L, int i) {
  const Operand &o = L.in.src(i);
  float x;
  if (mixIsHalf(L.in, i)) {
    // An inline constant is the constant in both halves (as in Packed::half), its bf16 encoding for
    // the bf16 forms: LLVM converts bf16 to f32 as `v_fma_mix_f32_bf16 v, x, 1.0, 0 op_sel:[0,1,0]`.
    uint32_t v;
    if (o.kind == OpdKind::Imm && !o.isLiteral) {
      uint16_t k = Bf16 && o.isFloatConst ? uint16_t(o.imm32 >> 16) : o.imm16;
      v = uint32_t(k) | uint32_t(k) << 16;
    } else {
      v = o.kind == OpdKind::Imm ? o.imm16 : L.raw(i);
    }
    uint16_t h = uint16_t((L.in.mods.opSel >> i) & 1 ? v >> 16 : v);
    x = Bf16 ? bf16ToFloat(h) : halfToFloat(h);
  } else {
    x = bitsF32(L.raw(i));
  }
  if (o.abs) x = std::fabs(x);
  if (o.neg) x = -x;
  return x;
}

} // namespace fly::emu
