// The MODE register: reading and writing it (s_getreg/s_setreg on HW_REG_MODE, s_denorm_mode,
// s_round_mode) and its float controls applied to f32/f16 add, sub, mul, fma/mad/mac, the
// f32 <-> f16 conversions, the conversions to f32 from i32/u32/f64 and f64 add, mul, fma/fmac and
// ldexp. With the default mode (nearest even, denormals kept) those instructions
// run their ordinary handlers; otherwise the handler here rounds the exact result (an unevaluated
// double pair) in the mode's direction and flushes denormal inputs/outputs as FP_DENORM says.
// docs/emulator.md ("Float behaviour") says what is exact and what is modelled.
#include "ValuLane.h"

#include "fly/emu/FloatFormats.h"

#include <cctype>
#include <cfenv>
#include <cstdlib>

namespace fly::emu {

namespace {
using u32 = uint32_t;

bool defaultMode(const Wave &w) { return (w.mode & 0xff) == Wave::kDefaultFloatMode; }

// ---- the register
// hwreg(NAME_OR_ID[, OFFSET, SIZE]) as printed by LLVM; MODE is register 1.
bool parseHwreg(const std::string &raw, unsigned &id, unsigned &offset, unsigned &size) {
  size_t open = raw.find("hwreg("), close = raw.find(')', open);
  if (open == std::string::npos || close == std::string::npos) return false;
  std::string body = raw.substr(open + 6, close - open - 6), parts[3];
  unsigned n = 0;
  for (char c : body) {
    if (c == ',') {
      if (++n > 2) return false;
    } else if (c != ' ') {
      parts[n] += c;
    }
  }
  if (parts[0] == "HW_REG_MODE" || parts[0] == "HW_REG_WAVE_MODE") id = 1;
  else if (!parts[0].empty() && std::isdigit(uint8_t(parts[0][0]))) id = unsigned(std::strtoul(parts[0].c_str(), nullptr, 0));
  else id = ~0u; // another named register
  offset = n >= 1 ? unsigned(std::strtoul(parts[1].c_str(), nullptr, 0)) : 0;
  size = n >= 2 ? unsigned(std::strtoul(parts[2].c_str(), nullptr, 0)) : 32;
  return offset < 32 && size >= 1 && size <= 32 && offset + size <= 32;
}

void sGetreg(Wave &w, const Inst &in) {
  unsigned id, offset, size;
  if (!parseHwreg(in.mods.raw, id, offset, size)) return w.fail(in, "cannot read the hwreg operand");
  // Only MODE is modelled; the other hardware registers (status, ids, ...) read as 0.
  u32 v = id == 1 ? w.mode >> offset : 0;
  w.swrite32(in.ops[0], size == 32 ? v : v & ((1u << size) - 1));
}
template <bool Imm> void sSetreg(Wave &w, const Inst &in) {
  unsigned id, offset, size;
  if (!parseHwreg(in.mods.raw, id, offset, size)) return w.fail(in, "cannot read the hwreg operand");
  if (id != 1) return; // writes to other registers (trap/exception controls) have no modelled effect
  u32 v = Imm ? in.ops[0].imm32 : w.sread32(in.ops[0]);
  u32 mask = (size == 32 ? ~0u : (1u << size) - 1) << offset;
  w.mode = (w.mode & ~mask) | ((v << offset) & mask);
}
void sDenormMode(Wave &w, const Inst &in) { w.mode = (w.mode & ~0xf0u) | (in.ops[0].imm32 & 0xf) << 4; }
void sRoundMode(Wave &w, const Inst &in) { w.mode = (w.mode & ~0xfu) | (in.ops[0].imm32 & 0xf); }

// ---- arithmetic under the mode
// FmaAk/FmaMk/MadAk/MadMk compute as Fma/Mad (LLVM prints their constant where it multiplies or
// adds), each with its own slot for the handler it wraps.
enum Op : uint8_t { Add, Sub, SubRev, Mul, Fma, FmaAcc, Mad, MadAcc, FmaAk, FmaMk, MadAk, MadMk, kOps };
Handler fast32[kOps], fast16[kOps];

struct Controls {
  unsigned round; // 0 nearest even, 1 toward +Inf, 2 toward -Inf, 3 toward zero
  bool keepIn, keepOut;
};
Controls controls(const Wave &w, bool half) {
  u32 r = half ? (w.mode >> 2) & 3 : w.mode & 3, d = half ? (w.mode >> 6) & 3 : (w.mode >> 4) & 3;
  return {r, (d & 1) != 0, (d & 2) != 0};
}
Rounding rounding(unsigned r) {
  return r == 1 ? Rounding::Up : r == 2 ? Rounding::Down : r == 3 ? Rounding::TowardZero : Rounding::NearestEven;
}

double flushIn(double x, bool half, bool keep) {
  double minNormal = half ? 0x1p-14 : 0x1p-126;
  return !keep && x != 0 && std::fabs(x) < minNormal ? std::copysign(0.0, x) : x;
}

// a + b exactly as hi + lo (Knuth's TwoSum, exact in the host's nearest-even arithmetic).
void twoSum(double a, double b, double &hi, double &lo) {
  hi = a + b;
  double bb = hi - a;
  lo = (a - (hi - bb)) + (b - bb);
}

// The exact value hi + lo rounded to f32 in direction `round` (1..3): float(hi) is the float
// just above or just below the exact value; the residual's sign says which, and one step toward
// the wanted side fixes it.
float directedF32(double hi, double lo, unsigned round) {
  float f = float(hi);
  if (std::isnan(f) || std::isinf(hi)) return f; // an infinite exact value stays infinite
  double r = std::isinf(f) && !std::isinf(hi) ? -hi : (hi - double(f)) + lo; // exact - f
  if (r == 0) return f;
  if (round == 1 && r > 0) return std::nextafter(f, INFINITY);
  if (round == 2 && r < 0) return std::nextafter(f, -INFINITY);
  if (round == 3 && std::signbit(r) != std::signbit(f)) return std::nextafter(f, 0.0f);
  return f;
}

// Arithmetic under the mode for one result type (f32, or f16 when `half`): exact results rounded
// once in the mode's direction, denormal inputs (`in`) and results flushed as FP_DENORM says.
struct ModeMath {
  Controls c;
  bool half;
  double minNormal() const { return half ? 0x1p-14 : 0x1p-126; }
  double in(double x) const { return flushIn(x, half, c.keepIn); }
  double flushOut(double r) const { return !c.keepOut && r != 0 && std::fabs(r) < minNormal() ? std::copysign(0.0, r) : r; }
  // The sign of an exact zero sum x + y (IEEE 754): the terms' sign when both are zeros of one
  // sign, else -0 toward -Inf and +0 otherwise.
  double zeroSum(double x, double y) const {
    return x == 0 && y == 0 && std::signbit(x) == std::signbit(y) ? x : (c.round == 2 ? -0.0 : 0.0);
  }
  // Rounds the exact hi + lo (an exact zero is `zero`, which carries its sign).
  double round(double hi, double lo, double zero) const {
    double r;
    if (hi == 0 && lo == 0) r = zero;
    else if (half) r = halfToFloat(uint16_t(encodeFloat(FloatFormat::F16, hi, false, RoundingSpec{rounding(c.round), 0, 0, lo})));
    else if (c.round == 0) r = double(float(hi)); // reached with lo == 0 only (products); sums and fmas round on floats
    else r = directedF32(hi, lo, c.round);
    return flushOut(r);
  }
  double sum(double x, double y) const {
    if (!half && c.round == 0) return flushOut(double(float(x) + float(y))); // IEEE's add (x, y are floats)
    double hi, lo;
    twoSum(x, y, hi, lo);
    return round(hi, lo, zeroSum(x, y));
  }
  double product(double x, double y) const { return round(x * y, 0, x * y); } // exact in double
  double fused(double x, double y, double z) const {
    double p = x * y; // exact: at most 48 significant bits
    if (!half && c.round == 0) return flushOut(double(std::fma(float(x), float(y), float(z))));
    double hi, lo;
    twoSum(p, z, hi, lo);
    return round(hi, lo, zeroSum(p, z));
  }
};

template <bool Half> void modeOp(Wave &w, const Inst &in, Op op) {
  ModeMath m{controls(w, Half), Half};
  if (Half && (in.mods.omod || in.mods.clamp))
    return w.fail(in, "omod/clamp under a non-default MODE is not modelled by fly-emu");
  forLanes(w, in, [&](auto &L) {
    auto src = [&](int i) { return m.in(Half ? double(L.h(i)) : double(L.f(i))); };
    auto acc = [&] {
      u32 d = w.vread32(in.dst(0), L.lane);
      return m.in(Half ? double(halfToFloat(uint16_t(d))) : double(bitsF32(d)));
    };
    double r = 0;
    switch (op) {
    case Add: r = m.sum(src(0), src(1)); break;
    case Sub: r = m.sum(src(0), -src(1)); break;
    case SubRev: r = m.sum(src(1), -src(0)); break;
    case Mul: r = m.product(src(0), src(1)); break;
    case Fma: case FmaAk: case FmaMk: r = m.fused(src(0), src(1), src(2)); break;
    case FmaAcc: r = m.fused(src(0), src(1), acc()); break;
    case Mad: case MadAk: case MadMk: r = m.sum(m.product(src(0), src(1)), src(2)); break;
    case MadAcc: r = m.sum(m.product(src(0), src(1)), acc()); break;
    default: break;
    }
    if (Half) L.write16(uint16_t(encodeFloat(FloatFormat::F16, r)));
    else L.writeF(float(r));
  });
}

// Packed f16 (v_pk_add/mul/fma/fmac_f16: the f16 controls) and f32 (v_pk_add/mul/fma_f32: the
// f32 controls) under the mode, each half rounded on its own; `clamp` applies after the rounding
// (0 and 1 are representable, so clamping the rounded value equals rounding the clamped one).
enum PkOp : uint8_t { PkAdd, PkMul, PkFma, PkFmac, kPkOps };
Handler fastPk16[kPkOps], fastPk32[kPkOps];
template <PkOp O, bool F32> void pkModeAware(Wave &w, const Inst &in) {
  if (defaultMode(w)) return (F32 ? fastPk32 : fastPk16)[O](w, in);
  ModeMath m{controls(w, !F32), !F32};
  auto clampOut = [&](double r) { return !in.mods.clamp ? r : std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0); };
  forLanes(w, in, [&](auto &L) {
    double r[2];
    for (int h = 0; h < 2; ++h) {
      auto src = [&](int i) -> double {
        if constexpr (F32) return m.in(h ? PackedF32{L}.hi(i) : PackedF32{L}.lo(i));
        else return m.in(h ? Packed{L}.fhi(i) : Packed{L}.flo(i));
      };
      switch (O) {
      case PkAdd: r[h] = m.sum(src(0), src(1)); break;
      case PkMul: r[h] = m.product(src(0), src(1)); break;
      case PkFma: r[h] = m.fused(src(0), src(1), src(2)); break;
      default: r[h] = m.fused(src(0), src(1), m.in(halfToFloat(uint16_t(L.dst32() >> (16 * h))))); break;
      }
      r[h] = clampOut(r[h]);
    }
    if constexpr (F32) {
      w.vwrite32(in.dst(0), L.lane, f32Bits(float(r[0])), 0);
      w.vwrite32(in.dst(0), L.lane, f32Bits(float(r[1])), 1);
    } else {
      L.write(encodeFloat(FloatFormat::F16, r[0]) | encodeFloat(FloatFormat::F16, r[1]) << 16);
    }
  });
}

// v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16 under the mode: each f16 source is flushed by
// the f16 input control and each f32 source by the f32 one (as v_cvt_f32_f16 and f32 ops read
// them); the fused result is rounded once by the result type's controls (f32, or f16 for
// mixlo/mixhi, as v_cvt_f16_f32 rounds).
Handler fastMix[3];
template <int Kind> void mixModeAware(Wave &w, const Inst &in) { // 0 mix_f32, 1 mixlo, 2 mixhi
  if (defaultMode(w)) return fastMix[Kind](w, in);
  if (in.mods.omod) return w.fail(in, "omod under a non-default MODE is not modelled by fly-emu");
  ModeMath out{controls(w, Kind != 0), Kind != 0}, in16{controls(w, true), true}, in32{controls(w, false), false};
  forLanes(w, in, [&](auto &L) {
    auto src = [&](int i) { return (mixIsHalf(in, i) ? in16 : in32).in(mixSource<false>(L, i)); };
    double r = out.fused(src(0), src(1), src(2));
    if (in.mods.clamp) r = std::isnan(r) ? 0.0 : std::fmin(std::fmax(r, 0.0), 1.0);
    if (Kind == 0) return L.write(f32Bits(float(r)));
    u32 h = encodeFloat(FloatFormat::F16, r), old = L.dst32();
    w.vwrite32(in.dst(0), L.lane, Kind == 2 ? (old & 0xffffu) | h << 16 : (old & 0xffff0000u) | h);
  });
}

template <Op O, bool Half> void modeAware(Wave &w, const Inst &in) {
  if (defaultMode(w)) return (Half ? fast16 : fast32)[O](w, in);
  modeOp<Half>(w, in, O);
}

// v_cvt_f16_f32 (the f16 round mode and denormal outputs, f32 denormal inputs) and
// v_cvt_f32_f16 (f16 denormal inputs; every f16 is a normal f32).
Handler fastCvtF16F32, fastCvtF32F16;
void cvtF16F32(Wave &w, const Inst &in) {
  if (defaultMode(w)) return fastCvtF16F32(w, in);
  Controls in32 = controls(w, false), c16 = controls(w, true);
  if (in.mods.omod || in.mods.clamp) return w.fail(in, "omod/clamp under a non-default MODE is not modelled by fly-emu");
  forLanes(w, in, [&](auto &L) {
    double x = flushIn(L.f(0), false, in32.keepIn);
    u32 h = encodeFloat(FloatFormat::F16, x, false, RoundingSpec{rounding(c16.round)});
    if (!c16.keepOut && (h & 0x7c00) == 0) h &= 0x8000;
    L.write16(uint16_t(h));
  });
}
void cvtF32F16(Wave &w, const Inst &in) {
  if (defaultMode(w) || controls(w, true).keepIn) return fastCvtF32F16(w, in);
  forLanes(w, in, [&](auto &L) {
    uint16_t h = L.h16(0) ^ (in.src(0).neg ? 0x8000 : 0);
    if (in.src(0).abs) h &= 0x7fff;
    if ((h & 0x7c00) == 0) h &= 0x8000;
    L.writeF(halfToFloat(h));
  });
}
// v_cvt_f32_i32/u32 (integers above 2^24 round in the f32 direction) and v_cvt_f32_f64 (the f32
// round mode and output denormals, the f64 input denormal control): the source is exact in a
// double, so it is rounded once as an f32 result.
enum CvtOp : uint8_t { CvtI32, CvtU32, CvtF64, kCvtOps };
Handler fastCvtF32[kCvtOps];
template <CvtOp O> void cvtToF32(Wave &w, const Inst &in) {
  if (defaultMode(w)) return fastCvtF32[O](w, in);
  if (in.mods.omod || in.mods.clamp) return w.fail(in, "omod/clamp under a non-default MODE is not modelled by fly-emu");
  ModeMath m{controls(w, false), false};
  bool keep64 = controls(w, true).keepIn;
  forLanes(w, in, [&](auto &L) {
    double x = O == CvtI32 ? double(int32_t(L.u(0))) : O == CvtU32 ? double(L.u(0)) : L.d(0);
    if (O == CvtF64 && !keep64 && x != 0 && std::fabs(x) < 0x1p-1022) x = std::copysign(0.0, x);
    L.writeF(float(m.round(x, 0, x)));
  });
}

// f64 under the mode (the f16/f64 controls, MODE[3:2] and MODE[7:6]): the host's IEEE double
// arithmetic run in the mode's direction (fesetround) is the exactly rounded result, with IEEE's
// signs for exact zeros and overflow to the largest finite value where directed rounding stops.
// The operands go through volatiles and the helper is out of line so that no operation moves
// across the fesetround calls (the build does not use -frounding-math).
enum F64Op : uint8_t { DAdd, DMul, DFma, DFmac, DFmaAk, DFmaMk, DLdexp, kF64Ops };
Handler fast64[kF64Ops];
[[gnu::noinline]] double roundedF64(F64Op op, double a, double b, double c, int e, unsigned round) {
  static const int dir[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  volatile double va = a, vb = b, vc = c;
  volatile int ve = e;
  int saved = std::fegetround();
  std::fesetround(dir[round & 3]);
  volatile double r;
  switch (op) {
  case DAdd: r = va + vb; break;
  case DMul: r = va * vb; break;
  case DLdexp: r = std::ldexp(double(va), ve); break;
  default: r = std::fma(double(va), double(vb), double(vc)); break;
  }
  std::fesetround(saved);
  return r;
}
bool defaultMode64(const Wave &w) { return (w.mode & 0xcc) == (Wave::kDefaultFloatMode & 0xcc); }
template <F64Op O> void f64ModeAware(Wave &w, const Inst &in) {
  if (defaultMode64(w)) return fast64[O](w, in);
  if (in.mods.omod || in.mods.clamp) return w.fail(in, "omod/clamp under a non-default MODE is not modelled by fly-emu");
  Controls c = controls(w, true);
  auto flush = [](double x, bool keep) {
    return !keep && x != 0 && std::fabs(x) < 0x1p-1022 ? std::copysign(0.0, x) : x;
  };
  forLanes(w, in, [&](auto &L) {
    auto src = [&](int i) { return flush(L.d(i), c.keepIn); };
    double r;
    if constexpr (O == DLdexp) {
      r = roundedF64(O, src(0), 0, 0, std::clamp(int32_t(L.s(1)), -3000, 3000), c.round);
    } else if constexpr (O == DFmac) {
      r = roundedF64(O, src(0), src(1), flush(bitsF64(w.vread64(in.dst(0), L.lane)), c.keepIn), 0, c.round);
    } else {
      r = roundedF64(O, src(0), src(1), O == DAdd || O == DMul ? 0.0 : src(2), 0, c.round);
    }
    L.writeD(flush(r, c.keepOut));
  });
}
} // namespace

void registerFloatModeOps(OpTableBuilder &b) {
  auto S = InstClass::SALU;
  b.add("s_getreg_b32", S, sGetreg, 1);
  b.add("s_setreg_b32", S, sSetreg<false>, 0);
  b.add("s_setreg_imm32_b32", S, sSetreg<true>, 0);
  b.add("s_denorm_mode", S, sDenormMode, 0);
  b.add("s_round_mode", S, sRoundMode, 0);
  // Wrap the ordinary handlers (registered by registerValuOps, which runs first).
  auto wrap = [&](const char *name, Handler &fast, Handler mode) {
    const OpInfo *info = b.find(name);
    if (!info) return;
    fast = info->handler;
    b.add(name, info->cls, mode, info->numDst, info->aux);
  };
  wrap("v_add_f32", fast32[Add], modeAware<Add, false>);
  wrap("v_sub_f32", fast32[Sub], modeAware<Sub, false>);
  wrap("v_subrev_f32", fast32[SubRev], modeAware<SubRev, false>);
  wrap("v_mul_f32", fast32[Mul], modeAware<Mul, false>);
  wrap("v_fma_f32", fast32[Fma], modeAware<Fma, false>);
  wrap("v_fmac_f32", fast32[FmaAcc], modeAware<FmaAcc, false>);
  wrap("v_fmaak_f32", fast32[FmaAk], modeAware<FmaAk, false>);
  wrap("v_fmamk_f32", fast32[FmaMk], modeAware<FmaMk, false>);
  wrap("v_mad_f32", fast32[Mad], modeAware<Mad, false>);
  wrap("v_madak_f32", fast32[MadAk], modeAware<MadAk, false>);
  wrap("v_madmk_f32", fast32[MadMk], modeAware<MadMk, false>);
  wrap("v_mac_f32", fast32[MadAcc], modeAware<MadAcc, false>);
  wrap("v_add_f16", fast16[Add], modeAware<Add, true>);
  wrap("v_sub_f16", fast16[Sub], modeAware<Sub, true>);
  wrap("v_subrev_f16", fast16[SubRev], modeAware<SubRev, true>);
  wrap("v_mul_f16", fast16[Mul], modeAware<Mul, true>);
  wrap("v_fma_f16", fast16[Fma], modeAware<Fma, true>);
  wrap("v_fmac_f16", fast16[FmaAcc], modeAware<FmaAcc, true>);
  wrap("v_cvt_f16_f32", fastCvtF16F32, cvtF16F32);
  wrap("v_cvt_f32_f16", fastCvtF32F16, cvtF32F16);
  wrap("v_pk_add_f16", fastPk16[PkAdd], pkModeAware<PkAdd, false>);
  wrap("v_pk_mul_f16", fastPk16[PkMul], pkModeAware<PkMul, false>);
  wrap("v_pk_fma_f16", fastPk16[PkFma], pkModeAware<PkFma, false>);
  wrap("v_pk_fmac_f16", fastPk16[PkFmac], pkModeAware<PkFmac, false>);
  wrap("v_pk_add_f32", fastPk32[PkAdd], pkModeAware<PkAdd, true>);
  wrap("v_pk_mul_f32", fastPk32[PkMul], pkModeAware<PkMul, true>);
  wrap("v_pk_fma_f32", fastPk32[PkFma], pkModeAware<PkFma, true>);
  wrap("v_fma_mix_f32", fastMix[0], mixModeAware<0>);
  wrap("v_fma_mixlo_f16", fastMix[1], mixModeAware<1>);
  wrap("v_fma_mixhi_f16", fastMix[2], mixModeAware<2>);
  wrap("v_cvt_f32_i32", fastCvtF32[CvtI32], cvtToF32<CvtI32>);
  wrap("v_cvt_f32_u32", fastCvtF32[CvtU32], cvtToF32<CvtU32>);
  wrap("v_cvt_f32_f64", fastCvtF32[CvtF64], cvtToF32<CvtF64>);
  wrap("v_add_f64", fast64[DAdd], f64ModeAware<DAdd>);
  wrap("v_mul_f64", fast64[DMul], f64ModeAware<DMul>);
  wrap("v_fma_f64", fast64[DFma], f64ModeAware<DFma>);
  wrap("v_fmac_f64", fast64[DFmac], f64ModeAware<DFmac>);
  wrap("v_fmaak_f64", fast64[DFmaAk], f64ModeAware<DFmaAk>);
  wrap("v_fmamk_f64", fast64[DFmaMk], f64ModeAware<DFmaMk>);
  wrap("v_ldexp_f64", fast64[DLdexp], f64ModeAware<DLdexp>);
}

} // namespace fly::emu
