// Vector ALU: VOP1, VOP2, VOP3, VOPC and the non-matrix VOP3P instructions, with their DPP and
// SDWA forms (operand selection lives in ValuLane.h).
#include "ValuLane.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>

namespace fly::emu {

namespace {
using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;

// v_max/v_min (and their _num, 3-operand and packed forms): maximumNumber/minimumNumber — a NaN
// operand is ignored — with +0 > -0, as the ISA's pseudocode orders them.
template <class T> T med3(T a, T b, T c) { return std::max(std::min(a, b), std::min(std::max(a, b), c)); }
float fmed3(float a, float b, float c) {
  if (std::isnan(a) || std::isnan(b) || std::isnan(c)) return fminNum(fminNum(a, b), c);
  return med3(a, b, c);
}

// Round to bf16 once (operations on bf16 values are computed exactly, or nearly, in double).
uint16_t rbf(double x) { return uint16_t(encodeFloat(FloatFormat::BF16, x)); }

// v_cmp_class mask bits: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denorm, 5 -0, 6 +0, 7 +denorm, 8 +normal, 9 +inf.
template <class F> bool fpClass(F x, u32 mask) {
  int bit;
  bool neg = std::signbit(x);
  switch (std::fpclassify(x)) {
  case FP_NAN: {
    bool quiet;
    if constexpr (sizeof(F) == 8) quiet = (f64Bits(double(x)) >> 51) & 1;
    else quiet = (f32Bits(float(x)) >> 22) & 1;
    bit = quiet ? 1 : 0;
    break;
  }
  case FP_INFINITE: bit = neg ? 2 : 9; break;
  case FP_NORMAL: bit = neg ? 3 : 8; break;
  case FP_SUBNORMAL: bit = neg ? 4 : 7; break;
  default: bit = neg ? 5 : 6; break;
  }
  return (mask >> bit) & 1;
}
bool halfClass(uint16_t h, u32 mask) {
  u32 e = (h >> 10) & 0x1f, m = h & 0x3ff;
  bool neg = h >> 15;
  int bit;
  if (e == 0x1f) bit = m ? ((m >> 9) & 1 ? 1 : 0) : (neg ? 2 : 9);
  else if (e == 0) bit = m ? (neg ? 4 : 7) : (neg ? 5 : 6);
  else bit = neg ? 3 : 8;
  return (mask >> bit) & 1;
}

enum Cmp { F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU };
template <class T> bool compare(int c, T a, T b) {
  switch (c) {
  case F: return false;
  case LT: return a < b;
  case EQ: return a == b;
  case LE: return a <= b;
  case GT: return a > b;
  case LG: return a < b || a > b; // for integers: ne
  case GE: return a >= b;
  case O: return a == a && b == b;
  case U: return a != a || b != b;
  case NGE: return !(a >= b);
  case NLG: return !(a < b || a > b);
  case NGT: return !(a > b);
  case NLE: return !(a <= b);
  case NEQ: return !(a == b);
  case NLT: return !(a < b);
  default: return true;
  }
}

enum CmpType { TF16, TF32, TF64, TI16, TU16, TI32, TU32, TI64, TU64, TCLASS16, TCLASS32, TCLASS64 };

template <int Type, bool Exec> void vcmp(Wave &w, const Inst &in) {
  u64 result = 0;
  int c = int(in.aux & 0xff);
  forLanes(w, in, [&](auto &L) {
    bool r;
    switch (Type) {
    case TF16: r = compare(c, L.h(0), L.h(1)); break;
    case TF32: r = compare(c, L.f(0), L.f(1)); break;
    case TF64: r = compare(c, L.d(0), L.d(1)); break;
    case TI16: r = compare(c, int16_t(L.h16(0)), int16_t(L.h16(1))); break;
    case TU16: r = compare(c, L.h16(0), L.h16(1)); break;
    case TI32: r = compare(c, L.s(0), L.s(1)); break;
    case TU32: r = compare(c, L.u(0), L.u(1)); break;
    case TI64: r = compare(c, i64(L.u64(0)), i64(L.u64(1))); break;
    case TU64: r = compare(c, L.u64(0), L.u64(1)); break;
    case TCLASS16: r = halfClass(uint16_t(L.h16(0) ^ (in.src(0).neg ? 0x8000 : 0)), L.u(1)); break;
    case TCLASS32: r = fpClass(L.f(0), L.u(1)); break;
    default: r = fpClass(L.d(0), L.u(1)); break;
    }
    if (r) result |= 1ull << L.lane;
  });
  if (Exec) w.setExec(result);
  if (in.numDst) w.writeMask(in.dst(0), result);
}

void vCndmask(Wave &w, const Inst &in) {
  u64 mask = w.readMask(in.src(2));
  forLanes(w, in, [&](auto &L) {
    bool sel = (mask >> L.lane) & 1;
    // abs/neg on the sources are float modifiers.
    L.write((in.src(0).abs || in.src(0).neg || in.src(1).abs || in.src(1).neg)
                ? f32Bits(sel ? L.f(1) : L.f(0))
                : (sel ? L.u(1) : L.u(0)));
  });
}

// v_cndmask_b16 (gfx11+): the 16-bit select, halves by op_sel / real-true16 `.h`.
void vCndmask16(Wave &w, const Inst &in) {
  u64 mask = w.readMask(in.src(2));
  forLanes(w, in, [&](auto &L) {
    bool sel = (mask >> L.lane) & 1;
    uint16_t x = L.h16(sel ? 1 : 0);
    const Operand &o = in.src(sel ? 1 : 0);
    if (o.abs) x &= 0x7fff;  // abs/neg are f16 modifiers
    if (o.neg) x ^= 0x8000;
    L.write16(x);
  });
}

// Carry-producing adds: dst, sdst(carry out), src0, src1 [, carry in].
// Integer VOP3 `clamp` (add/sub): the exact result saturated to the destination's unsigned or
// signed range; without it the result wraps (the caller truncates). LLVM selects it for
// uadd.sat/usub.sat/sadd.sat/ssub.sat, e.g. `v_sub_u32_e64 v4, v0, 31 clamp` for usub.sat(x, 31).
int64_t intClamp(bool clamp, int64_t exact, int64_t lo, int64_t hi) { return clamp ? std::clamp(exact, lo, hi) : exact; }

template <int Kind> void vCarry(Wave &w, const Inst &in) {
  u64 carryIn = (Kind >= 3) ? w.readMask(in.src(2)) : 0;
  u64 carryOut = 0;
  forLanes(w, in, [&](auto &L) {
    u64 a = L.u(0), b = L.u(1), ci = (carryIn >> L.lane) & 1, r;
    bool co;
    switch (Kind) {
    case 0: r = a + b; co = r >> 32; break;                       // add_co
    case 1: r = a - b; co = b > a; break;                          // sub_co
    case 2: r = b - a; co = a > b; break;                          // subrev_co
    case 3: r = a + b + ci; co = r >> 32; break;                   // addc
    case 4: r = a - b - ci; co = b + ci > a; break;                // subb
    default: r = b - a - ci; co = a + ci > b; break;               // subbrev
    }
    if (co && in.mods.clamp) r = Kind == 0 || Kind == 3 ? 0xffffffffu : 0; // unsigned saturation
    L.write(u32(r));
    if (co) carryOut |= 1ull << L.lane;
  });
  w.writeMask(in.dst(1), carryOut);
}

template <bool Signed> void vMad64(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    u64 r;
    if (Signed) r = u64(i64(L.s(0)) * i64(L.s(1)) + i64(L.u64(2)));
    else r = u64(L.u(0)) * L.u(1) + L.u64(2);
    L.write64(r);
  });
  // The carry-out (sdst) is rarely consumed; report no overflow.
  if (in.numDst > 1) w.writeMask(in.dst(1), 0);
}

void vReadlane(Wave &w, const Inst &in) {
  u32 lane = w.sread32(in.src(1)) & (w.width - 1);
  w.swrite32(in.dst(0), w.vread32(in.src(0), lane));
}
void vReadfirstlane(Wave &w, const Inst &in) {
  u64 e = w.exec();
  unsigned lane = e ? unsigned(std::countr_zero(e)) : 0;
  w.swrite32(in.dst(0), w.vread32(in.src(0), lane));
}
void vWritelane(Wave &w, const Inst &in) {
  u32 lane = w.sread32(in.src(1)) & (w.width - 1);
  w.vwrite32(in.dst(0), lane, w.sread32(in.src(0)));
}
// v_permlane16/x16 (gfx10+): lane l reads lane `sel` of its own row of 16 (x16: of the other
// row of its 32-lane half), sel = 4-bit field l%16 of {S2, S1}; the gfx12 _var forms take sel from
// bits [3:0] of lane l's VGPR S1 instead. op_sel[0] is FETCH_INACTIVE (read inactive source
// lanes), op_sel[1] BOUND_CTRL (an inactive source gives 0 instead of keeping D).
template <bool X16, bool Var> void vPermlane16(Wave &w, const Inst &in) {
  uint64_t sel = Var ? 0 : uint64_t(w.sread32(in.src(2))) << 32 | w.sread32(in.src(1));
  bool fi = in.mods.opSel & 1, bc = (in.mods.opSel >> 1) & 1;
  u64 exec = w.exec();
  u32 src[64];
  for (unsigned l = 0; l < w.width; ++l) src[l] = w.vread32(in.src(0), l);
  forExec(w, [&](unsigned l) {
    unsigned row = l / 16;
    if (X16) row ^= 1;
    unsigned lsel = Var ? w.vread32(in.src(1), l) & 0xf : unsigned((sel >> (4 * (l % 16))) & 0xf);
    unsigned from = row * 16 + lsel;
    if (fi || ((exec >> from) & 1)) w.vwrite32(in.dst(0), l, src[from]);
    else if (bc) w.vwrite32(in.dst(0), l, 0);
  });
}
// v_permlane64 (gfx11+ wave64): each lane reads the lane 32 away; a wave32 copies.
void vPermlane64(Wave &w, const Inst &in) {
  u32 src[64];
  for (unsigned l = 0; l < w.width; ++l) src[l] = w.vread32(in.src(0), l);
  forExec(w, [&](unsigned l) { w.vwrite32(in.dst(0), l, src[w.width == 64 ? l ^ 32 : l]); });
}
// gfx950 v_permlane16_swap/v_permlane32_swap VDST, VSRC: the odd rows of 16 lanes of VDST trade
// places with the even rows of VSRC (32_swap: VDST's upper 32 lanes with VSRC's lower 32). A pair
// is swapped when VDST's lane of it is active.
template <unsigned Span> void vPermlaneSwap(Wave &w, const Inst &in) {
  forExec(w, [&](unsigned l) {
    if ((l / Span) % 2 == 0) return;
    u32 x = w.vread32(in.ops[0], l), y = w.vread32(in.ops[1], l - Span);
    w.vwrite32(in.ops[0], l, y);
    w.vwrite32(in.ops[1], l - Span, x);
  });
}

// fp8/bf8 conversions: FNUZ formats on gfx94x, OCP E4M3FN/E5M2 on gfx950 and gfx12; nearest even;
// out of range gives NaN (Inf for OCP bf8), or the largest finite value with `clamp`.
FloatFormat f8Format(const Wave &w, bool bf8) {
  if (w.launch->fp8Fnuz) return bf8 ? FloatFormat::E5M2Fnuz : FloatFormat::E4M3Fnuz;
  return bf8 ? FloatFormat::E5M2 : FloatFormat::E4M3Fn;
}
// Unscaled up conversions from fp8/bf8 (the scaled ones and the down conversions are in
// ConvertOps.cpp). Dst: 0 one f32 of the byte byte_sel (gfx12) or the SDWA select (gfx9) picks; 1
// two f32 (a register pair) of the word op_sel[0] or the SDWA select picks.
template <bool Bf8, int Dst> void vCvtF8Up(Wave &w, const Inst &in) {
  FloatFormat f = f8Format(w, Bf8);
  forLanes(w, in, [&](auto &L) {
    if (Dst == 0) {
      w.vwrite32(in.dst(0), L.lane, f32Bits(float(decodeFloat(f, (L.u(0) >> (8 * in.mods.byteSel)) & 0xff))));
      return;
    }
    u32 v = L.u(0) >> (in.mods.opSel & 1 ? 16 : 0);
    w.vwrite32(in.dst(0), L.lane, f32Bits(float(decodeFloat(f, v & 0xff))), 0);
    w.vwrite32(in.dst(0), L.lane, f32Bits(float(decodeFloat(f, (v >> 8) & 0xff))), 1);
  });
}

// v_movrel*: M0 offsets the source (s), the destination (d), or both.
template <bool RelSrc, bool RelDst> void vMovrel(Wave &w, const Inst &in) {
  Operand src = in.src(0), dst = in.dst(0);
  uint32_t m0 = w.s[kM0];
  if (RelSrc && src.kind == OpdKind::Vgpr) src.index = uint16_t(src.index + m0);
  if (RelDst) dst.index = uint16_t(dst.index + m0);
  if (src.index >= 512 || dst.index >= 512) return w.fail(in, "v_movrel register index out of range");
  forLanes(w, in, [&](auto &L) { w.vwrite32(dst, L.lane, w.vread32(src, L.lane)); });
}

void vSwap(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    u32 x = w.vread32(in.ops[0], L.lane), y = w.vread32(in.ops[1], L.lane);
    w.vwrite32(in.ops[0], L.lane, y);
    w.vwrite32(in.ops[1], L.lane, x);
  });
}

// Division helpers. Scaling by 2^64 only matters for quotients near the limits of the exponent
// range; the emulator does not scale (div_scale returns its input, VCC=0) so div_fmas is a plain
// fma, and div_fixup deals with the special values as the ISA specifies.
template <class T> T divFixup(T q, T den, T num) {
  if (std::isnan(den) || std::isnan(num)) return std::numeric_limits<T>::quiet_NaN();
  if (den == 0 && num == 0) return std::numeric_limits<T>::quiet_NaN();
  if (std::isinf(den) && std::isinf(num)) return std::numeric_limits<T>::quiet_NaN();
  bool neg = std::signbit(den) != std::signbit(num);
  if (den == 0 || std::isinf(num)) return neg ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
  if (std::isinf(den) || num == 0) return neg ? T(-0.0) : T(0.0);
  if (std::isnan(q)) return num / den;
  return q;
}

float fract32(float x) { return std::isinf(x) ? 0.0f : std::min(x - std::floor(x), 0x1.fffffep-1f); }
double fract64(double x) { return std::isinf(x) ? 0.0 : std::min(x - std::floor(x), 0x1.fffffffffffffp-1); }

u32 ffbhI(u32 a) {
  if (a == 0 || a == ~0u) return ~0u;
  return u32(std::countl_zero(i32(a) < 0 ? ~a : a));
}

u32 perm(u32 s0, u32 s1, u32 sel) {
  u64 v = (u64(s0) << 32) | s1;
  u32 r = 0;
  for (int i = 0; i < 4; ++i) {
    u32 k = (sel >> (8 * i)) & 0xff, b;
    if (k <= 7) b = (v >> (8 * k)) & 0xff;
    else if (k == 8) b = (s1 >> 15) & 1 ? 0xff : 0;
    else if (k == 9) b = (s1 >> 31) & 1 ? 0xff : 0;
    else if (k == 10) b = (s0 >> 15) & 1 ? 0xff : 0;
    else if (k == 11) b = (s0 >> 31) & 1 ? 0xff : 0;
    else if (k == 12) b = 0;
    else b = 0xff;
    r |= b << (8 * i);
  }
  return r;
}

// The fused a*b+c of v_fma_mix*, rounded once to `fmt` (the product of two floats is exact in
// double, so only the sum rounds before the final rounding), clamp and omod applied.
template <bool Bf16, class LT> uint16_t mix16(LT &L) {
  double x = std::fma(double(mixSource<Bf16>(L, 0)), double(mixSource<Bf16>(L, 1)), double(mixSource<Bf16>(L, 2)));
  const Mods &m = L.in.mods;
  if (m.omod == 1) x *= 2;
  else if (m.omod == 2) x *= 4;
  else if (m.omod == 3) x *= 0.5;
  if (m.clamp) x = std::isnan(x) ? 0.0 : std::fmin(std::fmax(x, 0.0), 1.0);
  return uint16_t(encodeFloat(Bf16 ? FloatFormat::BF16 : FloatFormat::F16, x));
}

// v_fma_mixlo/mixhi: the 16-bit result replaces one half of the destination, keeping the other.
template <bool Hi, bool Bf16> void vFmaMix16(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    u32 h = mix16<Bf16>(L);
    u32 old = L.dst32();
    w.vwrite32(in.dst(0), L.lane, Hi ? (old & 0xffffu) | h << 16 : (old & 0xffff0000u) | h);
  });
}

u32 bitop3(u32 a, u32 b, u32 c, uint8_t table) {
  u32 r = 0;
  for (int i = 0; i < 32; ++i) {
    unsigned idx = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1);
    r |= u32((table >> idx) & 1) << i;
  }
  return r;
}

enum : u32 { kSignA = 1, kSignB = 2, kUnsignedResult = 4, kSignFromNeg = 8, kClampIgnoredOnRdna4 = 16 };
int64_t dotElements(u32 a, u32 b, int bits, bool signA, bool signB) {
  int64_t sum = 0;
  u32 mask = (1u << bits) - 1;
  for (int i = 0; i < 32; i += bits) {
    int64_t x = (a >> i) & mask, y = (b >> i) & mask;
    if (signA && x >> (bits - 1)) x -= int64_t(1) << bits;
    if (signB && y >> (bits - 1)) y -= int64_t(1) << bits;
    sum += x * y;
  }
  return sum;
}
template <bool AccD> void vDot(Wave &w, const Inst &in) {
  int bits = int(in.aux & 0xff);
  u32 sign = in.aux >> 8;
  bool signA = sign & kSignA, signB = sign & kSignB, uns = sign & kUnsignedResult;
  if (sign & kSignFromNeg) signA = in.mods.negLo & 1, signB = (in.mods.negLo >> 1) & 1;
  bool clamp = in.mods.clamp && !((sign & kClampIgnoredOnRdna4) && w.launch->intDot4ClampIgnored);
  forLanes(w, in, [&](auto &L) {
    u32 c = AccD ? L.dst32() : L.u(2);
    int64_t s = dotElements(L.u(0), L.u(1), bits, signA, signB) + (uns ? int64_t(c) : int64_t(i32(c)));
    if (clamp)
      s = uns ? std::clamp<int64_t>(s, 0, UINT32_MAX) : std::clamp<int64_t>(s, INT32_MIN, INT32_MAX);
    L.write(u32(s));
  });
}

// Float dot products as the ISA's pseudocode writes them (CDNA3/4, RDNA3/4): tmp = C, then
// tmp += A[k] * B[k] for k = 0, 1, ... in f32. Products of 16- and 8-bit floats are exact in f32,
// so only the sums round (nearest even; MODE is not applied to dots). `clamp` is ignored where the
// arch's ISA guide says so (LaunchContext::floatDotClampIgnored).
enum : u32 { kDotAccD = 1, kDotBf16 = 2 };
template <u32 Flags> void vDot2F32(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    Packed P{L, (Flags & kDotBf16) != 0};
    float t = Flags & kDotAccD ? bitsF32(L.dst32()) : vop3pF32(L, 2, false);
    t += P.value(0, false) * P.value(1, false);
    t += P.value(0, true) * P.value(1, true);
    if (in.mods.clamp && w.launch->floatDotClampIgnored) L.write(f32Bits(t));
    else L.writeF(t);
  });
}
// gfx11+ v_dot2_f16_f16 / v_dot2_bf16_bf16 (VOP3): S0 and S1 are whole packed registers, S2 the
// 16-bit half op_sel[2] (or `.h`) picks, D the half op_sel[3] (or `.l`/`.h`) picks. The ISA writes
// tmp = S2; tmp += S0[k] * S1[k] in the 16-bit type without saying how wide the adder is; modelled
// with f32 sums (products exact) and one rounding to the 16-bit type at the end.
template <bool Bf16> void vDot2Half(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    Packed P{L, Bf16};
    const Operand &c = in.src(2);
    uint16_t ch = c.kind == OpdKind::Imm && Bf16 && c.isFloatConst ? uint16_t(c.imm32 >> 16) : L.h16(2);
    if (c.abs) ch &= 0x7fff;
    if (c.neg) ch ^= 0x8000;
    float t = Bf16 ? float(bf16ToFloat(ch)) : halfToFloat(ch);
    t += P.value(0, false) * P.value(1, false);
    t += P.value(0, true) * P.value(1, true);
    L.write16(Bf16 ? rbf(t) : floatToHalf(t));
  });
}
// gfx12 v_dot4_f32_{fp8,bf8}_{fp8,bf8}: four fp8/bf8 products (OCP E4M3/E5M2) added to the f32 S2.
template <bool ABf8, bool BBf8> void vDot4F8(Wave &w, const Inst &in) {
  FloatFormat fa = f8Format(w, ABf8), fb = f8Format(w, BBf8);
  forLanes(w, in, [&](auto &L) {
    u32 a = L.u(0), b = L.u(1);
    float t = vop3pF32(L, 2, true);
    for (int k = 0; k < 32; k += 8) t += float(decodeFloat(fa, (a >> k) & 0xff)) * float(decodeFloat(fb, (b >> k) & 0xff));
    L.writeF(t);
  });
}

// gfx1250 v_pk_add_{max,min}_{i16,u16}: max/min(a + b, c) per half. `clamp` saturates the sum to
// the 16-bit range, else it wraps (clang's AMDGPU builtin reference: "Computes max(a + b, c) ...
// The clamp flag saturates the result").
template <bool Signed, bool Max> uint16_t addMinMax16(uint16_t a, uint16_t b, uint16_t c, bool clamp) {
  auto val = [](uint16_t x) { return Signed ? i64(int16_t(x)) : i64(x); };
  i64 s = val(a) + val(b);
  s = clamp ? std::clamp<i64>(s, Signed ? INT16_MIN : 0, Signed ? INT16_MAX : UINT16_MAX) : val(uint16_t(s));
  return uint16_t(Max ? std::max(s, val(c)) : std::min(s, val(c)));
}
template <bool Signed, bool Max> void vPkAddMinMax(Wave &w, const Inst &in) {
  forLanes(w, in, [&](auto &L) {
    Packed P{L};
    L.write(u32(addMinMax16<Signed, Max>(P.ilo(0), P.ilo(1), P.ilo(2), in.mods.clamp)) |
            u32(addMinMax16<Signed, Max>(P.ihi(0), P.ihi(1), P.ihi(2), in.mods.clamp)) << 16);
  });
}

} // namespace

void vopd(Wave &w, const Inst &in) {
  // Both halves read their sources before either writes: Y must see X's destination unchanged.
  const Inst &X = *in.dualX, &Y = *in.dualY;
  const Operand &xd = X.ops[0];
  u32 saved[64], xres[64];
  for (unsigned l = 0; l < w.width; ++l) saved[l] = w.vread32(xd, l);
  X.handler(w, X);
  for (unsigned l = 0; l < w.width; ++l) {
    xres[l] = w.vread32(xd, l);
    w.vwrite32(xd, l, saved[l]);
  }
  Y.handler(w, Y);
  for (unsigned l = 0; l < w.width; ++l) w.vwrite32(xd, l, xres[l]);
}

void registerValuOps(OpTableBuilder &b) {
  auto V = InstClass::VALU;
#define VOP(name, ...) b.add(#name, V, [](Wave &w, const Inst &in) { forLanes(w, in, [&](auto &L) { __VA_ARGS__; }); })
#define VF(name, ...) VOP(name, L.writeF(__VA_ARGS__))
#define VD(name, ...) VOP(name, L.writeD(__VA_ARGS__))
#define VU(name, ...) VOP(name, L.write(u32(__VA_ARGS__)))
#define VU64(name, ...) VOP(name, L.write64(u64(__VA_ARGS__)))
#define VH(name, ...) VOP(name, L.writeH(__VA_ARGS__))
#define VU16(name, ...) VOP(name, L.write16(uint16_t(__VA_ARGS__)))
#define A L.f(0)
#define B L.f(1)
#define C L.f(2)
#define DA L.d(0)
#define DB L.d(1)
#define DC L.d(2)
#define UA L.u(0)
#define UB L.u(1)
#define UC L.u(2)
#define SA L.s(0)
#define SB L.s(1)
#define SC L.s(2)
#define HA L.h(0)
#define HB L.h(1)
#define HC L.h(2)

  // ---- moves and lane ops
  VU(v_mov_b32, UA);
  VU64(v_mov_b64, L.u64(0));
  b.add("v_nop", V, [](Wave &, const Inst &) {}, 0);
  b.add("v_readlane_b32", V, vReadlane);
  b.add("v_readfirstlane_b32", V, vReadfirstlane);
  b.add("v_writelane_b32", V, vWritelane);
  b.add("v_swap_b32", V, vSwap, 2);
  b.add("v_cvt_f32_fp8", V, vCvtF8Up<false, 0>);
  b.add("v_cvt_f32_bf8", V, vCvtF8Up<true, 0>);
  b.add("v_cvt_pk_f32_fp8", V, vCvtF8Up<false, 1>);
  b.add("v_cvt_pk_f32_bf8", V, vCvtF8Up<true, 1>);
  b.add("v_permlane16_b32", V, vPermlane16<false, false>);
  b.add("v_permlanex16_b32", V, vPermlane16<true, false>);
  b.add("v_permlane16_var_b32", V, vPermlane16<false, true>);
  b.add("v_permlanex16_var_b32", V, vPermlane16<true, true>);
  b.add("v_permlane64_b32", V, vPermlane64);
  b.add("v_permlane16_swap_b32", V, vPermlaneSwap<16>, 2);
  b.add("v_permlane32_swap_b32", V, vPermlaneSwap<32>, 2);
  b.add("v_movrels_b32", V, vMovrel<true, false>);
  b.add("v_movreld_b32", V, vMovrel<false, true>);
  b.add("v_movrelsd_b32", V, vMovrel<true, true>);
  b.add("v_cndmask_b32", V, vCndmask);
  b.add("v_cndmask_b16", V, vCndmask16);
  VU(v_accvgpr_read_b32, UA);
  VU(v_accvgpr_write_b32, UA);
  VU(v_accvgpr_mov_b32, UA);
  VU(v_mbcnt_lo_u32_b32, std::popcount(UA & ((L.lane < 32 ? (1u << L.lane) : 0u) - 1u) & 0xffffffffu) + UB);
  VU(v_mbcnt_hi_u32_b32,
     std::popcount(UA & (L.lane >= 32 ? u32((1ull << (L.lane - 32)) - 1) : 0u)) + UB);

  // ---- f32
  VF(v_add_f32, A + B);
  VF(v_sub_f32, A - B);
  VF(v_subrev_f32, B - A);
  VF(v_mul_f32, A * B);
  VF(v_mul_legacy_f32, (A == 0 || B == 0) ? 0.0f : A * B);
  VF(v_min_f32, fminNum(A, B));
  VF(v_max_f32, fmaxNum(A, B));
  VF(v_min_num_f32, fminNum(A, B));
  VF(v_max_num_f32, fmaxNum(A, B));
  VF(v_maxmin_num_f32, fminNum(fmaxNum(A, B), C)); // gfx12: min(max(S0, S1), S2), IEEE maxNum/minNum
  VF(v_minmax_num_f32, fmaxNum(fminNum(A, B), C));
  VF(v_minimum_f32, fminimum(A, B));
  VF(v_maximum_f32, fmaximum(A, B));
  VF(v_minimum3_f32, fminimum(fminimum(A, B), C)); // gfx950/gfx1250: NaN if any source is NaN
  VF(v_maximum3_f32, fmaximum(fmaximum(A, B), C));
  VF(v_min3_f32, fminNum(fminNum(A, B), C));
  VF(v_max3_f32, fmaxNum(fmaxNum(A, B), C));
  VF(v_min3_num_f32, fminNum(fminNum(A, B), C));
  VF(v_max3_num_f32, fmaxNum(fmaxNum(A, B), C));
  VF(v_med3_f32, fmed3(A, B, C));
  VF(v_med3_num_f32, fmed3(A, B, C));
  VF(v_ldexp_f32, std::ldexp(A, std::clamp(SB, -1000, 1000)));
  VF(v_fma_f32, std::fma(A, B, C));
  VF(v_fmaak_f32, std::fma(A, B, C));
  VF(v_fmamk_f32, std::fma(A, B, C));
  VF(v_mad_f32, A * B + C);
  VF(v_madak_f32, A * B + C);
  VF(v_madmk_f32, A * B + C);
  VF(v_mad_legacy_f32, ((A == 0 || B == 0) ? 0.0f : A * B) + C);
  VF(v_fma_legacy_f32, std::fma(A, B, C));
  VOP(v_fmac_f32, L.writeF(std::fma(A, B, bitsF32(L.dst32()))));
  VOP(v_mac_f32, L.writeF(A * B + bitsF32(L.dst32())));
  VF(v_rcp_f32, 1.0f / A);
  VF(v_rcp_iflag_f32, 1.0f / A);
  VF(v_rsq_f32, 1.0f / std::sqrt(A));
  VF(v_sqrt_f32, std::sqrt(A));
  VF(v_exp_f32, std::exp2(A));
  VF(v_log_f32, std::log2(A));
  VF(v_exp_legacy_f32, std::exp2(A));
  VF(v_log_legacy_f32, std::log2(A));
  VF(v_sin_f32, std::sin(A * 6.283185307179586));
  VF(v_cos_f32, std::cos(A * 6.283185307179586));
  VF(v_floor_f32, std::floor(A));
  VF(v_ceil_f32, std::ceil(A));
  VF(v_trunc_f32, std::trunc(A));
  VF(v_rndne_f32, std::nearbyint(A));
  VF(v_fract_f32, fract32(A));
  VF(v_frexp_mant_f32, (std::isinf(A) || std::isnan(A)) ? A : [](float x) { int e; return std::frexp(x, &e); }(A));
  VU(v_frexp_exp_i32_f32, (std::isinf(A) || std::isnan(A)) ? 0 : [](float x) { int e; std::frexp(x, &e); return e; }(A));
  VF(v_div_fixup_f32, divFixup(A, B, C));
  VF(v_div_fmas_f32, std::fma(A, B, C));
  b.add("v_div_scale_f32", V, [](Wave &w, const Inst &in) {
    forLanes(w, in, [&](auto &L) { L.writeF(L.f(0)); });
    w.writeMask(in.dst(1), 0);
  }, 2);
  VF(v_cvt_f32_i32, float(SA));
  VF(v_cvt_f32_u32, float(UA));
  VU(v_cvt_i32_f32, cvtI32(A));
  VU(v_cvt_u32_f32, cvtU32(A));
  VU(v_cvt_rpi_i32_f32, cvtI32(std::floor(double(A) + 0.5)));
  VU(v_cvt_flr_i32_f32, cvtI32(std::floor(A)));
  // A nibble as a signed 4-bit integer over 16, -0.5 .. 0.4375 (SDWA selects the byte it comes from).
  VF(v_cvt_off_f32_i4, float(int32_t(UA << 28) >> 28) / 16.0f);
  VF(v_cvt_f32_ubyte0, float(UA & 0xff));
  VF(v_cvt_f32_ubyte1, float((UA >> 8) & 0xff));
  VF(v_cvt_f32_ubyte2, float((UA >> 16) & 0xff));
  VF(v_cvt_f32_ubyte3, float(UA >> 24));
  VF(v_cvt_f32_f16, halfToFloat(L.h16(0) ^ (in.src(0).neg ? 0x8000 : 0)));
  VOP(v_cvt_f16_f32, L.write16(floatToHalf(L.outMods(A))));
  VF(v_cvt_f32_f64, float(DA));
  VD(v_cvt_f64_f32, double(A));
  VF(v_cvt_f32_bf16, bf16ToFloat(L.h16(0)));
  // Both halves rounded to nearest even (gfx950, gfx12).
  VU(v_cvt_pk_f16_f32, u32(floatToHalf(A)) | u32(floatToHalf(B)) << 16);
  VU(v_cvt_pkrtz_f16_f32, u32(floatToHalfRtz(A)) | u32(floatToHalfRtz(B)) << 16);
  VU(v_cvt_pk_bf16_f32, u32(floatToBf16(A)) | u32(floatToBf16(B)) << 16);
  VU(v_pack_b32_f16, u32(L.h16(0) ^ (in.src(0).neg ? 0x8000 : 0)) | u32(L.h16(1) ^ (in.src(1).neg ? 0x8000 : 0)) << 16);
  VU(v_cvt_pk_u16_u32, (std::min(UA, 0xffffu)) | (std::min(UB, 0xffffu) << 16));
  VU(v_cvt_pk_i16_i32, (u32(std::clamp(SA, -32768, 32767)) & 0xffff) | (u32(std::clamp(SB, -32768, 32767)) << 16));
  VU(v_cvt_pknorm_i16_f32, (u32(i32(std::nearbyint(std::clamp(A, -1.0f, 1.0f) * 32767))) & 0xffff) |
                               (u32(i32(std::nearbyint(std::clamp(B, -1.0f, 1.0f) * 32767))) << 16));

  // ---- f64
  VD(v_add_f64, DA + DB);
  VD(v_mul_f64, DA * DB);
  VD(v_fma_f64, std::fma(DA, DB, DC));
  VOP(v_fmac_f64, L.writeD(std::fma(DA, DB, bitsF64(w.vread64(in.dst(0), L.lane)))));
  VD(v_min_f64, fminNum(DA, DB));
  VD(v_max_f64, fmaxNum(DA, DB));
  VD(v_min_num_f64, fminNum(DA, DB));
  VD(v_max_num_f64, fmaxNum(DA, DB));
  VD(v_ldexp_f64, std::ldexp(DA, std::clamp(SB, -3000, 3000)));
  VD(v_rcp_f64, 1.0 / DA);
  VD(v_rsq_f64, 1.0 / std::sqrt(DA));
  VD(v_sqrt_f64, std::sqrt(DA));
  VD(v_floor_f64, std::floor(DA));
  VD(v_ceil_f64, std::ceil(DA));
  VD(v_trunc_f64, std::trunc(DA));
  VD(v_rndne_f64, std::nearbyint(DA));
  VD(v_fract_f64, fract64(DA));
  VD(v_frexp_mant_f64, (std::isinf(DA) || std::isnan(DA)) ? DA : [](double x) { int e; return std::frexp(x, &e); }(DA));
  VU(v_frexp_exp_i32_f64, (std::isinf(DA) || std::isnan(DA)) ? 0 : [](double x) { int e; std::frexp(x, &e); return e; }(DA));
  VD(v_div_fixup_f64, divFixup(DA, DB, DC));
  VD(v_div_fmas_f64, std::fma(DA, DB, DC));
  b.add("v_div_scale_f64", V, [](Wave &w, const Inst &in) {
    forLanes(w, in, [&](auto &L) { L.writeD(L.d(0)); });
    w.writeMask(in.dst(1), 0);
  }, 2);
  VD(v_cvt_f64_i32, double(SA));
  VD(v_cvt_f64_u32, double(UA));
  VU(v_cvt_i32_f64, cvtI32(DA));
  VU(v_cvt_u32_f64, cvtU32(DA));

  // ---- f16 (VOP1/2/3 with op_sel)
  VH(v_add_f16, HA + HB);
  VH(v_sub_f16, HA - HB);
  VH(v_subrev_f16, HB - HA);
  VH(v_mul_f16, HA * HB);
  VH(v_min_f16, fminNum(HA, HB));
  VH(v_max_f16, fmaxNum(HA, HB));
  VH(v_minimum3_f16, fminimum(fminimum(HA, HB), HC)); // gfx1250: NaN if any source is NaN
  VH(v_maximum3_f16, fmaximum(fmaximum(HA, HB), HC));
  VH(v_fma_f16, std::fma(HA, HB, HC));
  VH(v_mad_f16, HA * HB + HC);
  VOP(v_fmac_f16, L.writeH(std::fma(HA, HB, halfToFloat(uint16_t(L.dst32()))))); 
  VOP(v_mac_f16, L.writeH(HA * HB + halfToFloat(uint16_t(L.dst32()))));
  VH(v_fmaak_f16, std::fma(HA, HB, HC));
  VH(v_fmamk_f16, std::fma(HA, HB, HC));
  VH(v_ldexp_f16, std::ldexp(HA, std::clamp(int(int16_t(L.u(1))), -100, 100)));
  VH(v_rcp_f16, 1.0f / HA);
  VH(v_sqrt_f16, std::sqrt(HA));
  VH(v_rsq_f16, 1.0f / std::sqrt(HA));
  VH(v_exp_f16, std::exp2(HA));
  VH(v_log_f16, std::log2(HA));
  VH(v_floor_f16, std::floor(HA));
  VH(v_ceil_f16, std::ceil(HA));
  VH(v_trunc_f16, std::trunc(HA));
  VH(v_rndne_f16, std::nearbyint(HA));
  VH(v_max3_f16, fmaxNum(fmaxNum(HA, HB), HC));
  VH(v_min3_f16, fminNum(fminNum(HA, HB), HC));
  VH(v_med3_f16, fmed3(HA, HB, HC));
  VH(v_div_fixup_f16, divFixup(HA, HB, HC));
  VH(v_cvt_f16_u16, float(L.h16(0)));
  VH(v_cvt_f16_i16, float(int16_t(L.h16(0))));
  VU16(v_cvt_u16_f16, uint16_t(std::clamp(HA, 0.0f, 65535.0f)));
  VU16(v_cvt_i16_f16, uint16_t(int16_t(std::clamp(HA, -32768.0f, 32767.0f))));
  VF(v_fma_mix_f32, std::fma(mixSource<false>(L, 0), mixSource<false>(L, 1), mixSource<false>(L, 2)));
  VF(v_fma_mix_f32_bf16, std::fma(mixSource<true>(L, 0), mixSource<true>(L, 1), mixSource<true>(L, 2)));
  VF(v_mad_mix_f32, mixSource<false>(L, 0) * mixSource<false>(L, 1) + mixSource<false>(L, 2));
  b.add("v_fma_mixlo_f16", V, vFmaMix16<false, false>);
  b.add("v_fma_mixhi_f16", V, vFmaMix16<true, false>);
  b.add("v_fma_mixlo_bf16", V, vFmaMix16<false, true>);
  b.add("v_fma_mixhi_bf16", V, vFmaMix16<true, true>);

  // ---- 16-bit integer
  VU16(v_mov_b16, L.h16(0));
  VU16(v_and_b16, L.h16(0) & L.h16(1));
  VU16(v_or_b16, L.h16(0) | L.h16(1));
  VU16(v_xor_b16, L.h16(0) ^ L.h16(1));
  VU16(v_not_b16, ~L.h16(0));
  VU(v_cvt_i32_i16, u32(int32_t(int16_t(L.h16(0)))));
  VU(v_cvt_u32_u16, u32(L.h16(0)));
// L.clamp() is a constant false in PlainLanes (no clamp), so those lane loops have no clamp test.
#define SAT_U16(x) intClamp(L.clamp(), (x), 0, UINT16_MAX)
#define SAT_I16(x) intClamp(L.clamp(), (x), INT16_MIN, INT16_MAX)
#define SAT_U32(x) intClamp(L.clamp(), (x), 0, UINT32_MAX)
#define SAT_I32(x) intClamp(L.clamp(), (x), INT32_MIN, INT32_MAX)
#define PSAT_U16(x) intClamp(in.mods.clamp, (x), 0, UINT16_MAX)
#define PSAT_I16(x) intClamp(in.mods.clamp, (x), INT16_MIN, INT16_MAX)
  VU16(v_add_u16, SAT_U16(i64(L.h16(0)) + L.h16(1)));
  VU16(v_mad_u16, u32(L.h16(0)) * L.h16(1) + L.h16(2));
  VU16(v_mad_legacy_u16, u32(L.h16(0)) * L.h16(1) + L.h16(2));
  VU16(v_mad_i16, int16_t(L.h16(0)) * int16_t(L.h16(1)) + int16_t(L.h16(2)));
  VU16(v_mad_legacy_i16, int16_t(L.h16(0)) * int16_t(L.h16(1)) + int16_t(L.h16(2)));
  VH(v_mad_legacy_f16, HA * HB + HC);
  VH(v_fma_legacy_f16, std::fma(HA, HB, HC));
  VU16(v_sub_u16, SAT_U16(i64(L.h16(0)) - L.h16(1)));
  VU16(v_add_i16, SAT_I16(i64(int16_t(L.h16(0))) + int16_t(L.h16(1))));
  VU16(v_sub_i16, SAT_I16(i64(int16_t(L.h16(0))) - int16_t(L.h16(1))));
  VU16(v_subrev_u16, SAT_U16(i64(L.h16(1)) - L.h16(0)));
  VU16(v_mul_lo_u16, u32(L.h16(0)) * L.h16(1));  // u32: u16 * u16 overflows int
  VU16(v_lshlrev_b16, L.h16(1) << (L.h16(0) & 15));
  VU16(v_lshrrev_b16, L.h16(1) >> (L.h16(0) & 15));
  VU16(v_ashrrev_i16, int16_t(L.h16(1)) >> (L.h16(0) & 15));
  VU16(v_max_u16, std::max(L.h16(0), L.h16(1)));
  VU16(v_min_u16, std::min(L.h16(0), L.h16(1)));
  VU16(v_max_i16, std::max(int16_t(L.h16(0)), int16_t(L.h16(1))));
  VU16(v_min_i16, std::min(int16_t(L.h16(0)), int16_t(L.h16(1))));

  // ---- 32-bit integer
  VU(v_add_u32, SAT_U32(i64(UA) + UB));
  VU(v_sub_u32, SAT_U32(i64(UA) - UB));
  VU(v_subrev_u32, SAT_U32(i64(UB) - UA));
  VU(v_add_i32, SAT_I32(i64(SA) + SB));
  VU(v_sub_i32, SAT_I32(i64(SA) - SB));
  b.add("v_add_co_u32", V, vCarry<0>, 2);
  b.add("v_sub_co_u32", V, vCarry<1>, 2);
  b.add("v_subrev_co_u32", V, vCarry<2>, 2);
  b.add("v_addc_co_u32", V, vCarry<3>, 2);
  b.add("v_subb_co_u32", V, vCarry<4>, 2);
  b.add("v_subbrev_co_u32", V, vCarry<5>, 2);
  VU(v_mul_lo_u32, UA * UB);
  VU(v_mul_hi_u32, (u64(UA) * UB) >> 32);
  VU(v_mul_hi_i32, u64(i64(SA) * SB) >> 32);
  VU(v_mul_u32_u24, (UA & 0xffffff) * (UB & 0xffffff));
  VU(v_mul_hi_u32_u24, (u64(UA & 0xffffff) * (UB & 0xffffff)) >> 32);
  VU(v_mul_i32_i24, i32(SA << 8 >> 8) * i32(SB << 8 >> 8));
  VU(v_mul_hi_i32_i24, u64(i64(SA << 8 >> 8) * i64(SB << 8 >> 8)) >> 32);
  VU(v_mad_u32_u24, (UA & 0xffffff) * (UB & 0xffffff) + UC);
  VU(v_mad_i32_i24, i32(SA << 8 >> 8) * i32(SB << 8 >> 8) + SC);
  VU(v_mad_u32_u16, (UA & 0xffff) * (UB & 0xffff) + UC);
  VU(v_mad_u32, UA * UB + UC);
  b.add("v_mad_u64_u32", V, vMad64<false>, 2);
  b.add("v_mad_i64_i32", V, vMad64<true>, 2);
  b.add("v_mad_nc_u64_u32", V, vMad64<false>, 1); // gfx1250: no carry-out operand
  b.add("v_mad_nc_i64_i32", V, vMad64<true>, 1);
  VU(v_and_b32, UA & UB);
  VU(v_or_b32, UA | UB);
  VU(v_xor_b32, UA ^ UB);
  VU(v_xnor_b32, ~(UA ^ UB));
  VU(v_not_b32, ~UA);
  VU(v_lshlrev_b32, UB << (UA & 31));
  VU(v_lshrrev_b32, UB >> (UA & 31));
  VU(v_ashrrev_i32, SB >> (UA & 31));
  VU(v_lshl_b32, UA << (UB & 31));
  VU(v_lshr_b32, UA >> (UB & 31));
  VU(v_ashr_i32, SA >> (UB & 31));
  VU64(v_lshlrev_b64, L.u64(1) << (UA & 63));
  VU64(v_lshrrev_b64, L.u64(1) >> (UA & 63));
  VU64(v_ashrrev_i64, i64(L.u64(1)) >> (UA & 63));
  VU64(v_lshl_add_u64, (L.u64(0) << (L.u(1) & 7)) + L.u64(2));
  VU64(v_add_u64, L.u64(0) + L.u64(1));
  VU64(v_add_nc_u64, L.u64(0) + L.u64(1));
  VU64(v_sub_nc_u64, L.u64(0) - L.u64(1));
  VD(v_fmamk_f64, std::fma(DA, DB, DC));
  VD(v_fmaak_f64, std::fma(DA, DB, DC));
  VU64(v_sub_u64, L.u64(0) - L.u64(1));
  VU64(v_mul_u64, L.u64(0) * L.u64(1));
  // gfx1250's 64-bit integer min/max (llc selects v_max_i64 for smax, e.g. |x| of an i64).
  VU64(v_max_i64, std::max(i64(L.u64(0)), i64(L.u64(1))));
  VU64(v_min_i64, std::min(i64(L.u64(0)), i64(L.u64(1))));
  VU64(v_max_u64, std::max(L.u64(0), L.u64(1)));
  VU64(v_min_u64, std::min(L.u64(0), L.u64(1)));
  VU(v_bfe_u32, [](u32 v, u32 off, u32 wd) { off &= 31; wd &= 31; return wd ? (v >> off) & ((1u << wd) - 1) : 0u; }(UA, UB, UC));
  VU(v_bfe_i32, [](u32 v, u32 off, u32 wd) {
    off &= 31; wd &= 31;
    if (!wd) return 0u;
    u32 r = (v >> off) & ((1u << wd) - 1);
    if ((r >> (wd - 1)) & 1) r |= ~0u << wd;
    return r;
  }(UA, UB, UC));
  VU(v_bfi_b32, (UA & UB) | (~UA & UC));
  VU(v_bitop3_b32, bitop3(UA, UB, UC, in.mods.bitop3));
  VU(v_bitop2_b32, bitop3(UA, UB, 0, in.mods.bitop3)); // gfx1250: the two-source form, src2 = 0
  VU16(v_bitop3_b16, bitop3(L.h16(0), L.h16(1), L.h16(2), in.mods.bitop3));
  VU(v_bfm_b32, ((1u << (UA & 31)) - 1) << (UB & 31));
  VU(v_alignbit_b32, u32(((u64(UA) << 32) | UB) >> (UC & 31)));
  VU(v_alignbyte_b32, u32(((u64(UA) << 32) | UB) >> (8 * (UC & 3))));
  VU(v_perm_b32, perm(UA, UB, UC));
  VU(v_lshl_add_u32, (UA << (UB & 31)) + UC);
  VU(v_add_lshl_u32, (UA + UB) << (UC & 31));
  VU(v_lshl_or_b32, (UA << (UB & 31)) | UC);
  VU(v_and_or_b32, (UA & UB) | UC);
  VU(v_or3_b32, UA | UB | UC);
  VU(v_xor3_b32, UA ^ UB ^ UC);
  VU(v_xad_u32, (UA ^ UB) + UC);
  VU(v_add3_u32, UA + UB + UC);
  VU(v_min_i32, std::min(SA, SB));
  VU(v_max_i32, std::max(SA, SB));
  VU(v_min_u32, std::min(UA, UB));
  VU(v_max_u32, std::max(UA, UB));
  VU(v_min3_i32, std::min(std::min(SA, SB), SC));
  VU(v_max3_i32, std::max(std::max(SA, SB), SC));
  VU(v_min3_u32, std::min(std::min(UA, UB), UC));
  VU(v_max3_u32, std::max(std::max(UA, UB), UC));
  // gfx11+: maxmin = min(max(a, b), c), minmax = max(min(a, b), c) (llc -mcpu=gfx1201 selects
  // v_maxmin_u32 for umin(umax(a, b), c)). Found missing by the differential tester.
  VU(v_maxmin_i32, std::min(std::max(SA, SB), SC));
  VU(v_minmax_i32, std::max(std::min(SA, SB), SC));
  VU(v_maxmin_u32, std::min(std::max(UA, UB), UC));
  VU(v_minmax_u32, std::max(std::min(UA, UB), UC));
  VU(v_med3_i32, med3(SA, SB, SC));
  VU(v_med3_u32, med3(UA, UB, UC));
  VU(v_bcnt_u32_b32, std::popcount(UA) + UB);
  VU(v_ffbh_u32, UA ? u32(std::countl_zero(UA)) : ~0u);
  VU(v_ffbl_b32, UA ? u32(std::countr_zero(UA)) : ~0u);
  VU(v_ffbh_i32, ffbhI(UA));
  VU(v_bfrev_b32, [](u32 a) { u32 r = 0; for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1) << (31 - i); return r; }(UA));
  VU(v_sad_u32, (SA > SB ? UA - UB : UB - UA) + UC);
  VU(v_sad_u8, [](u32 a, u32 b2, u32 c) {
    for (int i = 0; i < 4; ++i) {
      int x = (a >> (8 * i)) & 0xff, y = (b2 >> (8 * i)) & 0xff;
      c += u32(x > y ? x - y : y - x);
    }
    return c;
  }(UA, UB, UC));
  // Integer dot products (aux: element bits, A signed, B signed, unsigned result, clamp ignored on
  // RDNA4 -- its ISA guide lists v_dot4_i32_iu8/v_dot4_u32_u8 among the ops clamp does not apply to); the iu forms
  // take A's and B's signedness from neg_lo[0]/neg_lo[1]; the dot*c forms accumulate into D.
  auto dot = [&b](const char *name, int bits, int sign, bool accD = false) {
    b.add(name, InstClass::VALU, accD ? vDot<true> : vDot<false>, 1, u32(bits) | u32(sign) << 8);
  };
  dot("v_dot4_i32_i8", 8, kSignA | kSignB);
  dot("v_dot4c_i32_i8", 8, kSignA | kSignB, true);
  dot("v_dot4_u32_u8", 8, kUnsignedResult | kClampIgnoredOnRdna4);
  dot("v_dot4_i32_iu8", 8, kSignFromNeg | kClampIgnoredOnRdna4);
  dot("v_dot8_i32_i4", 4, kSignA | kSignB);
  dot("v_dot8c_i32_i4", 4, kSignA | kSignB, true);
  dot("v_dot8_u32_u4", 4, kUnsignedResult);
  dot("v_dot8_i32_iu4", 4, kSignFromNeg);
  dot("v_dot2_i32_i16", 16, kSignA | kSignB);
  dot("v_dot2c_i32_i16", 16, kSignA | kSignB, true);
  dot("v_dot2_u32_u16", 16, kUnsignedResult);

  // ---- packed (VOP3P)
#define VPK16F(name, lo, ...)                                                                        \
  VOP(name, {                                                                                       \
    Packed P{L};                                                                                    \
    L.write(u32(floatToHalf(L.outMods(lo))) | u32(floatToHalf(L.outMods(__VA_ARGS__))) << 16);               \
  })
  VPK16F(v_pk_add_f16, P.flo(0) + P.flo(1), P.fhi(0) + P.fhi(1));
  VPK16F(v_pk_mul_f16, P.flo(0) * P.flo(1), P.fhi(0) * P.fhi(1));
  VPK16F(v_pk_fma_f16, std::fma(P.flo(0), P.flo(1), P.flo(2)), std::fma(P.fhi(0), P.fhi(1), P.fhi(2)));
  VPK16F(v_pk_min_f16, fminNum(P.flo(0), P.flo(1)), fminNum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_max_f16, fmaxNum(P.flo(0), P.flo(1)), fmaxNum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_min_num_f16, fminNum(P.flo(0), P.flo(1)), fminNum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_max_num_f16, fmaxNum(P.flo(0), P.flo(1)), fmaxNum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_minimum_f16, fminimum(P.flo(0), P.flo(1)), fminimum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_maximum_f16, fmaximum(P.flo(0), P.flo(1)), fmaximum(P.fhi(0), P.fhi(1)));
  VPK16F(v_pk_min3_num_f16, fminNum(fminNum(P.flo(0), P.flo(1)), P.flo(2)),
         fminNum(fminNum(P.fhi(0), P.fhi(1)), P.fhi(2)));
  VPK16F(v_pk_max3_num_f16, fmaxNum(fmaxNum(P.flo(0), P.flo(1)), P.flo(2)),
         fmaxNum(fmaxNum(P.fhi(0), P.fhi(1)), P.fhi(2)));
  VPK16F(v_pk_minimum3_f16, fminimum(fminimum(P.flo(0), P.flo(1)), P.flo(2)),
         fminimum(fminimum(P.fhi(0), P.fhi(1)), P.fhi(2)));
  VPK16F(v_pk_maximum3_f16, fmaximum(fmaximum(P.flo(0), P.flo(1)), P.flo(2)),
         fmaximum(fmaximum(P.fhi(0), P.fhi(1)), P.fhi(2)));
  VOP(v_pk_fmac_f16, {
    Packed P{L};
    u32 d = L.dst32();
    float dlo = halfToFloat(uint16_t(d)), dhi = halfToFloat(uint16_t(d >> 16));
    L.write(u32(floatToHalf(L.outMods(std::fma(P.flo(0), P.flo(1), dlo)))) |
            u32(floatToHalf(L.outMods(std::fma(P.fhi(0), P.fhi(1), dhi)))) << 16);
  });
  // gfx1250 packed bf16: computed in double (products of bf16 values are exact), rounded once.
#define VPK16B(name, lo, ...)                                                                      \
  VOP(name, {                                                                                      \
    Packed P{L, true};                                                                             \
    L.write(u32(rbf(L.outMods(float(lo)))) | u32(rbf(L.outMods(float(__VA_ARGS__)))) << 16);       \
  })
  VOP(v_pk_add_bf16, {
    Packed P{L, true};
    L.write(u32(rbf(P.blo(0) + P.blo(1))) | u32(rbf(P.bhi(0) + P.bhi(1))) << 16);
  });
  VOP(v_pk_mul_bf16, {
    Packed P{L, true};
    L.write(u32(rbf(P.blo(0) * P.blo(1))) | u32(rbf(P.bhi(0) * P.bhi(1))) << 16);
  });
  VOP(v_pk_fma_bf16, {
    Packed P{L, true};
    L.write(u32(rbf(std::fma(P.blo(0), P.blo(1), P.blo(2)))) | u32(rbf(std::fma(P.bhi(0), P.bhi(1), P.bhi(2)))) << 16);
  });
  VPK16B(v_pk_min_num_bf16, fminNum(P.blo(0), P.blo(1)), fminNum(P.bhi(0), P.bhi(1)));
  VPK16B(v_pk_max_num_bf16, fmaxNum(P.blo(0), P.blo(1)), fmaxNum(P.bhi(0), P.bhi(1)));
#define VPK16I(name, lo, ...) VOP(name, { Packed P{L}; L.write(u32(uint16_t(lo)) | u32(uint16_t(__VA_ARGS__)) << 16); })
  VPK16I(v_pk_add_u16, PSAT_U16(i64(P.ilo(0)) + P.ilo(1)), PSAT_U16(i64(P.ihi(0)) + P.ihi(1)));
  VPK16I(v_pk_add_i16, PSAT_I16(i64(int16_t(P.ilo(0))) + int16_t(P.ilo(1))),
         PSAT_I16(i64(int16_t(P.ihi(0))) + int16_t(P.ihi(1))));
  VPK16I(v_pk_sub_u16, PSAT_U16(i64(P.ilo(0)) - P.ilo(1)), PSAT_U16(i64(P.ihi(0)) - P.ihi(1)));
  VPK16I(v_pk_sub_i16, PSAT_I16(i64(int16_t(P.ilo(0))) - int16_t(P.ilo(1))),
         PSAT_I16(i64(int16_t(P.ihi(0))) - int16_t(P.ihi(1))));
  VPK16I(v_pk_mul_lo_u16, u32(P.ilo(0)) * P.ilo(1), u32(P.ihi(0)) * P.ihi(1));
  VPK16I(v_pk_lshlrev_b16, P.ilo(1) << (P.ilo(0) & 15), P.ihi(1) << (P.ihi(0) & 15));
  VPK16I(v_pk_lshrrev_b16, P.ilo(1) >> (P.ilo(0) & 15), P.ihi(1) >> (P.ihi(0) & 15));
  VPK16I(v_pk_ashrrev_i16, int16_t(P.ilo(1)) >> (P.ilo(0) & 15), int16_t(P.ihi(1)) >> (P.ihi(0) & 15));
  VPK16I(v_pk_max_u16, std::max(P.ilo(0), P.ilo(1)), std::max(P.ihi(0), P.ihi(1)));
  VPK16I(v_pk_min_u16, std::min(P.ilo(0), P.ilo(1)), std::min(P.ihi(0), P.ihi(1)));
  VPK16I(v_pk_max_i16, std::max(int16_t(P.ilo(0)), int16_t(P.ilo(1))), std::max(int16_t(P.ihi(0)), int16_t(P.ihi(1))));
  VPK16I(v_pk_min_i16, std::min(int16_t(P.ilo(0)), int16_t(P.ilo(1))), std::min(int16_t(P.ihi(0)), int16_t(P.ihi(1))));
  VPK16I(v_pk_mad_u16, PSAT_U16(i64(P.ilo(0)) * P.ilo(1) + P.ilo(2)), PSAT_U16(i64(P.ihi(0)) * P.ihi(1) + P.ihi(2)));
  VPK16I(v_pk_mad_i16, PSAT_I16(i64(int16_t(P.ilo(0))) * int16_t(P.ilo(1)) + int16_t(P.ilo(2))),
         PSAT_I16(i64(int16_t(P.ihi(0))) * int16_t(P.ihi(1)) + int16_t(P.ihi(2))));
  b.add("v_pk_add_max_i16", V, vPkAddMinMax<true, true>);
  b.add("v_pk_add_max_u16", V, vPkAddMinMax<false, true>);
  b.add("v_pk_add_min_i16", V, vPkAddMinMax<true, false>);
  b.add("v_pk_add_min_u16", V, vPkAddMinMax<false, false>);
  VPK16I(v_pk_max3_u16, std::max({P.ilo(0), P.ilo(1), P.ilo(2)}), std::max({P.ihi(0), P.ihi(1), P.ihi(2)}));
  VPK16I(v_pk_min3_u16, std::min({P.ilo(0), P.ilo(1), P.ilo(2)}), std::min({P.ihi(0), P.ihi(1), P.ihi(2)}));
  VPK16I(v_pk_max3_i16, std::max({int16_t(P.ilo(0)), int16_t(P.ilo(1)), int16_t(P.ilo(2))}),
         std::max({int16_t(P.ihi(0)), int16_t(P.ihi(1)), int16_t(P.ihi(2))}));
  VPK16I(v_pk_min3_i16, std::min({int16_t(P.ilo(0)), int16_t(P.ilo(1)), int16_t(P.ilo(2))}),
         std::min({int16_t(P.ihi(0)), int16_t(P.ihi(1)), int16_t(P.ihi(2))}));
#define VPK32F(name, lo, ...)                                                                        \
  VOP(name, {                                                                                       \
    PackedF32 P{L};                                                                                 \
    float rlo = L.outMods(lo), rhi = L.outMods(__VA_ARGS__);                                                 \
    w.vwrite32(in.dst(0), L.lane, f32Bits(rlo), 0);                                                 \
    w.vwrite32(in.dst(0), L.lane, f32Bits(rhi), 1);                                                 \
  })
  VPK32F(v_pk_add_f32, P.lo(0) + P.lo(1), P.hi(0) + P.hi(1));
  VPK32F(v_pk_mul_f32, P.lo(0) * P.lo(1), P.hi(0) * P.hi(1));
  VPK32F(v_pk_fma_f32, std::fma(P.lo(0), P.lo(1), P.lo(2)), std::fma(P.hi(0), P.hi(1), P.hi(2)));
  VOP(v_pk_mov_b32, {
    PackedF32 P{L};
    u32 lo = f32Bits(P.get(0, (in.mods.opSel >> 0) & 1)), hi = f32Bits(P.get(1, (in.mods.opSel >> 1) & 1));
    w.vwrite32(in.dst(0), L.lane, lo, 0);
    w.vwrite32(in.dst(0), L.lane, hi, 1);
  });
  b.add("v_dot2_f32_f16", V, vDot2F32<0>);
  b.add("v_dot2c_f32_f16", V, vDot2F32<kDotAccD>); // gfx11+ v_dot2acc_f32_f16
  b.add("v_dot2_f32_bf16", V, vDot2F32<kDotBf16>);
  b.add("v_dot2c_f32_bf16", V, vDot2F32<kDotAccD | kDotBf16>); // gfx950, gfx11+ v_dot2acc_f32_bf16
  b.add("v_dot2_f16_f16", V, vDot2Half<false>);
  b.add("v_dot2_bf16_bf16", V, vDot2Half<true>);
  b.add("v_dot4_f32_fp8_fp8", V, vDot4F8<false, false>);
  b.add("v_dot4_f32_fp8_bf8", V, vDot4F8<false, true>);
  b.add("v_dot4_f32_bf8_fp8", V, vDot4F8<true, false>);
  b.add("v_dot4_f32_bf8_bf8", V, vDot4F8<true, true>);

  // ---- compares
  static const char *const fconds[] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};
  static const char *const iconds[] = {"f", "lt", "eq", "le", "gt", "ne", "ge", "t"};
  static const int iCondCode[] = {F, LT, EQ, LE, GT, LG, GE, TRU};
  struct T { const char *name; Handler cmp, cmpx; bool isFloat; };
  const T types[] = {
      {"f16", vcmp<TF16, false>, vcmp<TF16, true>, true}, {"f32", vcmp<TF32, false>, vcmp<TF32, true>, true},
      {"f64", vcmp<TF64, false>, vcmp<TF64, true>, true}, {"i16", vcmp<TI16, false>, vcmp<TI16, true>, false},
      {"u16", vcmp<TU16, false>, vcmp<TU16, true>, false}, {"i32", vcmp<TI32, false>, vcmp<TI32, true>, false},
      {"u32", vcmp<TU32, false>, vcmp<TU32, true>, false}, {"i64", vcmp<TI64, false>, vcmp<TI64, true>, false},
      {"u64", vcmp<TU64, false>, vcmp<TU64, true>, false}};
  static std::vector<std::string> names; // OpTableBuilder keeps the pointers
  names.reserve(1024);
  for (const T &t : types) {
    int n = t.isFloat ? 16 : 8;
    for (int c = 0; c < n; ++c) {
      const char *cond = t.isFloat ? fconds[c] : iconds[c];
      uint32_t code = t.isFloat ? uint32_t(c) : uint32_t(iCondCode[c]);
      names.push_back(std::string("v_cmp_") + cond + "_" + t.name);
      b.add(names.back().c_str(), V, t.cmp, -1, code);
      names.push_back(std::string("v_cmpx_") + cond + "_" + t.name);
      b.add(names.back().c_str(), V, t.cmpx, -1, code);
    }
  }
  b.add("v_cmp_class_f16", V, vcmp<TCLASS16, false>, -1);
  b.add("v_cmpx_class_f16", V, vcmp<TCLASS16, true>, -1);
  b.add("v_cmp_class_f32", V, vcmp<TCLASS32, false>, -1);
  b.add("v_cmpx_class_f32", V, vcmp<TCLASS32, true>, -1);
  b.add("v_cmp_class_f64", V, vcmp<TCLASS64, false>, -1);
  b.add("v_cmpx_class_f64", V, vcmp<TCLASS64, true>, -1);
}

} // namespace fly::emu
