// Narrow-float conversions of gfx942/gfx950/gfx1250 described as data: which values a conversion
// reads (how many, of what type, from which operands), the target or source format, whether it
// is scaled (gfx950's `scalef32`: divide or multiply by the scale's exponent part; gfx1250's
// `scale`: an E8M0 byte) and whether it rounds stochastically (`_sr_`: a seed operand), and where
// the result goes (whole registers, or one byte/half of the destination picked by op_sel or
// byte_sel, the rest kept). One handler per direction reads the description; the semantics and
// their sources are in docs/emulator.md ("Conversions").
#include "ValuLane.h"

#include "fly/emu/FloatFormats.h"

namespace fly::emu {

namespace {
using u32 = uint32_t;
using u64 = uint64_t;

enum Fmt : uint8_t { Fp8, Bf8, Fp4, Fp6, Bf6, F16, Bf16, F32 };
// Where the values of a down conversion come from: Tuple, `count` consecutive 32-bit values (or
// 16-bit halves, low first) of source 0; PerOperand, one f32 value in each of sources 0..count-1;
// TwoTuples, the first count/2 values in source 0 and the rest in source 1.
enum Layout : uint8_t { Tuple, PerOperand, TwoTuples };
// Where a result goes: Regs, the packed bits fill registers from dst's first; SelByte, the low
// 8 bits of the packed result go to the byte byte_sel (gfx1250) or op_sel[3:2] (gfx950) picks;
// SelHalf, the 16 bits go to the half the destination's op_sel bit (op_sel[number of sources])
// picks; Half16, a 16-bit result written as the instruction's 16-bit destination (op_sel[3] or a
// real-true16 half).
enum Place : uint8_t { Regs, SelByte, SelHalf, Half16, ByteSel };

struct Down {
  Fmt to, from;
  uint8_t count;
  Layout layout;
  bool scaled, sr;
  Place place;
};
struct Up {
  Fmt from, to;
  uint8_t count;
  // Source: Regs, the packed values from source 0's first register; SelByte, the values in the
  // byte op_sel[1:0] picks (gfx950); ByteSel, ... byte_sel picks (gfx1250, whose op_sel then
  // carries real-true16 halves); SelHalf, the 16 bits op_sel[0] picks.
  Place src;
  // Result: Regs (f32 per register, 16-bit values two per register), SelHalf (one 16-bit value
  // into the half op_sel[number of sources] picks, the other kept), Half16 (one 16-bit destination).
  Place dst;
  uint8_t scale; // 0 none, 1 the f32 scale's exponent part (scalef32), 2 an E8M0 byte (scale)
};

FloatFormat format(const Wave &w, Fmt f) {
  switch (f) {
  case Fp8: return w.launch->fp8Fnuz ? FloatFormat::E4M3Fnuz : FloatFormat::E4M3Fn;
  case Bf8: return w.launch->fp8Fnuz ? FloatFormat::E5M2Fnuz : FloatFormat::E5M2;
  case Fp4: return FloatFormat::E2M1;
  case Fp6: return FloatFormat::E2M3;
  case Bf6: return FloatFormat::E3M2;
  case F16: return FloatFormat::F16;
  default: return FloatFormat::BF16;
  }
}
constexpr unsigned bitsOf(Fmt f) {
  return f == Fp4 ? 4 : f == Fp6 || f == Bf6 ? 6 : f == F16 || f == Bf16 ? 16 : f == F32 ? 32 : 8;
}
constexpr unsigned mantissaBits(Fmt f) {
  return f == Fp8 ? 3 : f == Bf8 ? 2 : f == Fp4 ? 1 : f == Fp6 ? 3 : f == Bf6 ? 2 : f == F16 ? 10 : f == Bf16 ? 7 : 23;
}
// gfx950 scalef32: 2^(the scale's biased exponent - 127), its sign and mantissa ignored (MLIR's
// arith.scaling_truncf/scaling_extf, which lower to these instructions, define it so).
double exponentPart(u32 scaleBits) { return std::ldexp(1.0, int((scaleBits >> 23) & 0xff) - 127); }

// The value of source operand `op`'s element e (an f32 register, or a 16-bit half; a lone 16-bit
// value is in the half op_sel[0] picks).
double element(Wave &w, const Inst &in, const Operand &op, unsigned lane, Fmt from, unsigned e, bool lone) {
  if (from == F32) return bitsF32(w.vread32(op, lane, e));
  unsigned half = lone ? in.mods.opSel & 1 : e % 2;
  uint16_t h = uint16_t(w.vread32(op, lane, e / 2) >> (16 * half));
  return from == F16 ? halfToFloat(h) : bf16ToFloat(h);
}

bool lanesUnmodelled(Wave &w, const Inst &in) {
  if (!in.mods.dpp && !in.mods.sdwa) return false;
  w.fail(in, "DPP/SDWA on this conversion is not modelled by fly-emu");
  return true;
}

template <Down D> void cvtDown(Wave &w, const Inst &in) {
  constexpr unsigned bits = bitsOf(D.to);
  if (lanesUnmodelled(w, in)) return;
  const unsigned nValues = D.layout == PerOperand ? D.count : D.layout == TwoTuples ? 2 : 1;
  for (unsigned i = 0; i < nValues; ++i)
    if ((in.src(i).neg || in.src(i).abs) && !(D.from == F32 && (D.layout == PerOperand || D.count == 1)))
      return w.fail(in, "abs/neg on a packed or multi-register conversion source is not modelled by fly-emu");
  if (D.place == Regs && in.mods.opSel) return w.fail(in, "op_sel on this conversion is not modelled by fly-emu");
  FloatFormat f = format(w, D.to);
  const Operand &seedOp = in.src(nValues), &scaleOp = in.src(nValues + (D.sr ? 1 : 0));
  forExec(w, [&](unsigned lane) {
    double k = D.scaled ? 1 / exponentPart(w.vread32(scaleOp, lane)) : 1.0;
    RoundingSpec r;
    if (D.sr) r = {Rounding::Stochastic, w.vread32(seedOp, lane), 23 - mantissaBits(D.to)};
    u32 packed[6] = {};
    for (unsigned e = 0; e < D.count; ++e) {
      double x;
      if (D.layout == PerOperand || (D.from == F32 && D.count == 1)) {
        const Operand &o = in.src(D.layout == PerOperand ? e : 0);
        u32 b = w.vread32(o, lane);
        if (o.abs) b &= 0x7fffffffu;
        if (o.neg) b ^= 0x80000000u;
        x = bitsF32(b);
      } else if (D.layout == TwoTuples) {
        x = element(w, in, in.src(e / (D.count / 2)), lane, D.from, e % (D.count / 2), false);
      } else {
        x = element(w, in, in.src(0), lane, D.from, e, D.count == 1);
      }
      // Scaling by a power of two is exact in double; the result is rounded once.
      u32 v = encodeFloat(f, x * k, in.mods.clamp, r);
      unsigned bit = e * bits;
      packed[bit / 32] |= v << (bit % 32);
      if (bit % 32 + bits > 32) packed[bit / 32 + 1] |= v >> (32 - bit % 32);
    }
    if (D.place == Regs) {
      for (unsigned d = 0; d < (D.count * bits + 31) / 32; ++d) w.vwrite32(in.dst(0), lane, packed[d], d);
      return;
    }
    if (D.place == Half16) {
      Lanes L{w, in, lane};
      L.write16(uint16_t(packed[0]));
      return;
    }
    unsigned shift = D.place == SelHalf ? 16 * ((in.mods.opSel >> in.numSrc()) & 1)
                                        : 8 * (in.mods.byteSel ? in.mods.byteSel : (in.mods.opSel >> 2) & 3);
    u32 mask = (D.place == SelHalf ? 0xffffu : 0xffu) << shift;
    u32 old = w.vread32(in.dst(0), lane);
    w.vwrite32(in.dst(0), lane, (old & ~mask) | ((packed[0] << shift) & mask));
  });
}

template <Up U> void cvtUp(Wave &w, const Inst &in) {
  constexpr unsigned bits = bitsOf(U.from);
  if (lanesUnmodelled(w, in)) return;
  if (in.src(0).neg || in.src(0).abs) return w.fail(in, "abs/neg on a packed conversion source is not modelled by fly-emu");
  if (U.scale == 2 && in.mods.scaleSel)
    return w.fail(in, "scale_sel other than 0 is not modelled by fly-emu");
  FloatFormat f = format(w, U.from);
  forExec(w, [&](unsigned lane) {
    double k = 1.0;
    if (U.scale == 1) k = exponentPart(w.vread32(in.src(1), lane));
    if (U.scale == 2) {
      u32 e = w.vread32(in.src(1), lane) & 0xff;
      k = e == 0xff ? std::nan("") : std::ldexp(1.0, int(e) - 127);
    }
    u32 packed[6] = {};
    if (U.src == Regs)
      for (unsigned d = 0; d < (U.count * bits + 31) / 32; ++d) packed[d] = w.vread32(in.src(0), lane, d);
    else {
      u32 v = w.vread32(in.src(0), lane);
      unsigned shift = U.src == SelHalf ? 16 * (in.mods.opSel & 1)
                       : U.src == ByteSel ? 8 * in.mods.byteSel
                                          : 8 * (in.mods.opSel & 3);
      packed[0] = v >> shift;
    }
    u32 out[32] = {};
    for (unsigned e = 0; e < U.count; ++e) {
      unsigned bit = e * bits;
      u64 word = packed[bit / 32] | (bit / 32 + 1 < 6 ? uint64_t(packed[bit / 32 + 1]) << 32 : 0);
      double x = k * decodeFloat(f, u32(word >> (bit % 32)) & ((1u << bits) - 1));
      if (U.to == F32) out[e] = f32Bits(float(x));
      else out[e / 2] |= encodeFloat(U.to == F16 ? FloatFormat::F16 : FloatFormat::BF16, x) << (16 * (e % 2));
    }
    if (U.dst == Regs) {
      unsigned regs = U.to == F32 ? U.count : (U.count + 1) / 2;
      for (unsigned d = 0; d < regs; ++d) w.vwrite32(in.dst(0), lane, out[d], d);
    } else if (U.dst == Half16) {
      Lanes L{w, in, lane};
      L.write16(uint16_t(out[0]));
    } else {
      unsigned shift = 16 * ((in.mods.opSel >> in.numSrc()) & 1);
      u32 old = w.vread32(in.dst(0), lane);
      w.vwrite32(in.dst(0), lane, (old & ~(0xffffu << shift)) | ((out[0] & 0xffff) << shift));
    }
  });
}
} // namespace

void registerConvertOps(OpTableBuilder &b) {
  auto V = InstClass::VALU;
#define DOWN(name, ...) b.add(#name, V, cvtDown<Down{__VA_ARGS__}>)
#define UP(name, ...) b.add(#name, V, cvtUp<Up{__VA_ARGS__}>)
  // Two values to two fp8/bf8 bytes in the word op_sel picks: gfx942/gfx950/gfx12 unscaled from
  // f32, gfx950 scaled from f32/f16/bf16.
  DOWN(v_cvt_pk_fp8_f32, Fp8, F32, 2, PerOperand, false, false, SelHalf);
  DOWN(v_cvt_pk_bf8_f32, Bf8, F32, 2, PerOperand, false, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_fp8_f32, Fp8, F32, 2, PerOperand, true, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_bf8_f32, Bf8, F32, 2, PerOperand, true, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_fp8_f16, Fp8, F16, 2, Tuple, true, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_bf8_f16, Bf8, F16, 2, Tuple, true, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_fp8_bf16, Fp8, Bf16, 2, Tuple, true, false, SelHalf);
  DOWN(v_cvt_scalef32_pk_bf8_bf16, Bf8, Bf16, 2, Tuple, true, false, SelHalf);
  // gfx950 scaled fp8/bf8 up conversions: one byte (op_sel[1:0]) to f32, a word (op_sel[0]) to
  // two f32/f16/bf16.
  UP(v_cvt_scalef32_f32_fp8, Fp8, F32, 1, SelByte, Regs, 1);
  UP(v_cvt_scalef32_f32_bf8, Bf8, F32, 1, SelByte, Regs, 1);
  UP(v_cvt_scalef32_pk_f32_fp8, Fp8, F32, 2, SelHalf, Regs, 1);
  UP(v_cvt_scalef32_pk_f32_bf8, Bf8, F32, 2, SelHalf, Regs, 1);
  UP(v_cvt_scalef32_pk_f16_fp8, Fp8, F16, 2, SelHalf, Regs, 1);
  UP(v_cvt_scalef32_pk_f16_bf8, Bf8, F16, 2, SelHalf, Regs, 1);
  UP(v_cvt_scalef32_pk_bf16_fp8, Fp8, Bf16, 2, SelHalf, Regs, 1);
  UP(v_cvt_scalef32_pk_bf16_bf8, Bf8, Bf16, 2, SelHalf, Regs, 1);
  // gfx1250: eight values to fp8/bf8 (two registers) or fp4 (one), scaled; and back with an E8M0
  // scale byte (scale_sel other than 0 is an error: which byte it picks is not established here).
  DOWN(v_cvt_scalef32_pk8_fp8_f32, Fp8, F32, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_fp8_f16, Fp8, F16, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_fp8_bf16, Fp8, Bf16, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_bf8_f32, Bf8, F32, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_bf8_f16, Bf8, F16, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_bf8_bf16, Bf8, Bf16, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_fp4_f32, Fp4, F32, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_fp4_f16, Fp4, F16, 8, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk8_fp4_bf16, Fp4, Bf16, 8, Tuple, true, false, Regs);
  UP(v_cvt_scale_pk8_f32_fp8, Fp8, F32, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_f16_fp8, Fp8, F16, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_bf16_fp8, Fp8, Bf16, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_f32_bf8, Bf8, F32, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_f16_bf8, Bf8, F16, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_bf16_bf8, Bf8, Bf16, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_f32_fp4, Fp4, F32, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_f16_fp4, Fp4, F16, 8, Regs, Regs, 2);
  UP(v_cvt_scale_pk8_bf16_fp4, Fp4, Bf16, 8, Regs, Regs, 2);
  // gfx950: two values to an fp4 byte (op_sel[3:2]), scaled; and stochastically rounded.
  DOWN(v_cvt_scalef32_pk_fp4_f32, Fp4, F32, 2, PerOperand, true, false, SelByte);
  DOWN(v_cvt_scalef32_pk_fp4_f16, Fp4, F16, 2, Tuple, true, false, SelByte);
  DOWN(v_cvt_scalef32_pk_fp4_bf16, Fp4, Bf16, 2, Tuple, true, false, SelByte);
  DOWN(v_cvt_scalef32_sr_pk_fp4_f32, Fp4, F32, 2, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_pk_fp4_f16, Fp4, F16, 2, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_pk_fp4_bf16, Fp4, Bf16, 2, Tuple, true, true, SelByte);
  // gfx950: one value to an fp8/bf8 byte (op_sel[3:2]), scaled, stochastically rounded.
  DOWN(v_cvt_scalef32_sr_fp8_f32, Fp8, F32, 1, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_fp8_f16, Fp8, F16, 1, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_fp8_bf16, Fp8, Bf16, 1, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_bf8_f32, Bf8, F32, 1, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_bf8_f16, Bf8, F16, 1, Tuple, true, true, SelByte);
  DOWN(v_cvt_scalef32_sr_bf8_bf16, Bf8, Bf16, 1, Tuple, true, true, SelByte);
  // gfx950: 32 values to fp6/bf6 (six registers), scaled; stochastically rounded; 2 x 16 f32.
  DOWN(v_cvt_scalef32_pk32_fp6_f16, Fp6, F16, 32, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk32_fp6_bf16, Fp6, Bf16, 32, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk32_bf6_f16, Bf6, F16, 32, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk32_bf6_bf16, Bf6, Bf16, 32, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_2xpk16_fp6_f32, Fp6, F32, 32, TwoTuples, true, false, Regs);
  DOWN(v_cvt_scalef32_2xpk16_bf6_f32, Bf6, F32, 32, TwoTuples, true, false, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_fp6_f32, Fp6, F32, 32, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_fp6_f16, Fp6, F16, 32, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_fp6_bf16, Fp6, Bf16, 32, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_bf6_f32, Bf6, F32, 32, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_bf6_f16, Bf6, F16, 32, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk32_bf6_bf16, Bf6, Bf16, 32, Tuple, true, true, Regs);
  // Unscaled stochastic rounding: fp8/bf8 byte (gfx942/gfx950 op_sel[3:2], gfx1250 byte_sel), f16/bf16
  // half (gfx950 op_sel[2]).
  DOWN(v_cvt_sr_fp8_f32, Fp8, F32, 1, Tuple, false, true, SelByte);
  DOWN(v_cvt_sr_bf8_f32, Bf8, F32, 1, Tuple, false, true, SelByte);
  DOWN(v_cvt_sr_f16_f32, F16, F32, 1, Tuple, false, true, SelHalf);
  DOWN(v_cvt_sr_bf16_f32, Bf16, F32, 1, Tuple, false, true, SelHalf);
  // gfx950 up conversions: an fp4 pair from the byte op_sel[1:0] picks; 32 fp6/bf6 values; one
  // fp8/bf8 byte (op_sel[1:0]) into the f16 half op_sel[2] picks.
  UP(v_cvt_scalef32_pk_f32_fp4, Fp4, F32, 2, SelByte, Regs, 1);
  UP(v_cvt_scalef32_pk_f16_fp4, Fp4, F16, 2, SelByte, Regs, 1);
  UP(v_cvt_scalef32_pk_bf16_fp4, Fp4, Bf16, 2, SelByte, Regs, 1);
  UP(v_cvt_scalef32_pk32_f32_fp6, Fp6, F32, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_pk32_f32_bf6, Bf6, F32, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_pk32_f16_fp6, Fp6, F16, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_pk32_f16_bf6, Bf6, F16, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_pk32_bf16_fp6, Fp6, Bf16, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_pk32_bf16_bf6, Bf6, Bf16, 32, Regs, Regs, 1);
  UP(v_cvt_scalef32_f16_fp8, Fp8, F16, 1, SelByte, SelHalf, 1);
  UP(v_cvt_scalef32_f16_bf8, Bf8, F16, 1, SelByte, SelHalf, 1);
  // gfx1250: 16 values to fp6/bf6 (three registers) and stochastically rounded 8/16-value packs.
  DOWN(v_cvt_scalef32_pk16_fp6_f32, Fp6, F32, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk16_fp6_f16, Fp6, F16, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk16_fp6_bf16, Fp6, Bf16, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk16_bf6_f32, Bf6, F32, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk16_bf6_f16, Bf6, F16, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_pk16_bf6_bf16, Bf6, Bf16, 16, Tuple, true, false, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_fp6_f32, Fp6, F32, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_fp6_f16, Fp6, F16, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_fp6_bf16, Fp6, Bf16, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_bf6_f32, Bf6, F32, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_bf6_f16, Bf6, F16, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk16_bf6_bf16, Bf6, Bf16, 16, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp8_f32, Fp8, F32, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp8_f16, Fp8, F16, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp8_bf16, Fp8, Bf16, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_bf8_f32, Bf8, F32, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_bf8_f16, Bf8, F16, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_bf8_bf16, Bf8, Bf16, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp4_f32, Fp4, F32, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp4_f16, Fp4, F16, 8, Tuple, true, true, Regs);
  DOWN(v_cvt_scalef32_sr_pk8_fp4_bf16, Fp4, Bf16, 8, Tuple, true, true, Regs);
  UP(v_cvt_scale_pk16_f32_fp6, Fp6, F32, 16, Regs, Regs, 2);
  UP(v_cvt_scale_pk16_f32_bf6, Bf6, F32, 16, Regs, Regs, 2);
  UP(v_cvt_scale_pk16_f16_fp6, Fp6, F16, 16, Regs, Regs, 2);
  UP(v_cvt_scale_pk16_f16_bf6, Bf6, F16, 16, Regs, Regs, 2);
  UP(v_cvt_scale_pk16_bf16_fp6, Fp6, Bf16, 16, Regs, Regs, 2);
  UP(v_cvt_scale_pk16_bf16_bf6, Bf6, Bf16, 16, Regs, Regs, 2);
  // gfx1250 unscaled: stochastic rounding into the byte byte_sel picks, f16 <-> fp8/bf8.
  DOWN(v_cvt_sr_fp8_f16, Fp8, F16, 1, Tuple, false, true, SelByte);
  DOWN(v_cvt_sr_bf8_f16, Bf8, F16, 1, Tuple, false, true, SelByte);
  DOWN(v_cvt_pk_fp8_f16, Fp8, F16, 2, Tuple, false, false, Half16);
  DOWN(v_cvt_pk_bf8_f16, Bf8, F16, 2, Tuple, false, false, Half16);
  DOWN(v_cvt_sr_pk_f16_f32, F16, F32, 2, PerOperand, false, true, Regs);
  DOWN(v_cvt_sr_pk_bf16_f32, Bf16, F32, 2, PerOperand, false, true, Regs);
  UP(v_cvt_f16_fp8, Fp8, F16, 1, ByteSel, Half16, 0);
  UP(v_cvt_f16_bf8, Bf8, F16, 1, ByteSel, Half16, 0);
  UP(v_cvt_pk_f16_fp8, Fp8, F16, 2, SelHalf, Regs, 0);
  UP(v_cvt_pk_f16_bf8, Bf8, F16, 2, SelHalf, Regs, 0);
#undef DOWN
#undef UP
}

} // namespace fly::emu
