// Scalar ALU: SOP1, SOP2, SOPK, SOPC.
#include <cmath>
#include "Float16.h"
#include "Wave.h"

#include <bit>

namespace fly::emu {

namespace {
using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;

// The f16 in an SGPR's low half, and an f16 result (rounded once, zero-extended).
double hf(u32 a) { return double(halfToFloat(uint16_t(a))); }
u32 rh(double x) { return encodeFloat(FloatFormat::F16, x); }

// Two 32-bit sources, one 32-bit result; F may update scc.
template <auto F> void sop2(Wave &w, const Inst &in) {
  u32 a = w.sread32(in.src(0)), b = w.sread32(in.src(1));
  bool scc = w.scc;
  u32 r = F(a, b, scc);
  w.swrite32(in.dst(), r);
  w.scc = scc;
}
template <auto F> void sop2_64(Wave &w, const Inst &in) {
  u64 a = w.sread64(in.src(0)), b = w.sread64(in.src(1));
  bool scc = w.scc;
  u64 r = F(a, b, scc);
  w.swrite64(in.dst(), r);
  w.scc = scc;
}
// 64-bit first source, 32-bit second (shifts, bfe).
template <auto F> void sop2_64_32(Wave &w, const Inst &in) {
  u64 a = w.sread64(in.src(0));
  u32 b = w.sread32(in.src(1));
  bool scc = w.scc;
  u64 r = F(a, b, scc);
  w.swrite64(in.dst(), r);
  w.scc = scc;
}
template <auto F> void sop1(Wave &w, const Inst &in) {
  bool scc = w.scc;
  u32 r = F(w.sread32(in.src(0)), scc);
  w.swrite32(in.dst(), r);
  w.scc = scc;
}
template <auto F> void sop1_64(Wave &w, const Inst &in) {
  bool scc = w.scc;
  u64 r = F(w.sread64(in.src(0)), scc);
  w.swrite64(in.dst(), r);
  w.scc = scc;
}
// 64-bit source, 32-bit result (bcnt, ff1, flbit).
template <auto F> void sop1_64to32(Wave &w, const Inst &in) {
  bool scc = w.scc;
  u32 r = F(w.sread64(in.src(0)), scc);
  w.swrite32(in.dst(), r);
  w.scc = scc;
}
template <auto F> void sopc(Wave &w, const Inst &in) { w.scc = F(w.sread32(in.ops[0]), w.sread32(in.ops[1])); }
template <auto F> void sopc64(Wave &w, const Inst &in) { w.scc = F(w.sread64(in.ops[0]), w.sread64(in.ops[1])); }

// s_<op>_saveexec: sdst = exec; exec = op(src, exec); scc = exec != 0.
template <auto F> void saveexec(Wave &w, const Inst &in) {
  u64 exec = w.exec(), src = w.readMask(in.src(0));
  w.writeMask(in.dst(), exec);
  u64 r = F(src, exec) & w.laneMask();
  w.setExec(r);
  w.scc = r != 0;
}
// s_<op>_wrexec: exec = op(src, exec); sdst = exec; scc = exec != 0.
template <auto F> void wrexec(Wave &w, const Inst &in) {
  u64 r = F(w.readMask(in.src(0)), w.exec()) & w.laneMask();
  w.setExec(r);
  w.writeMask(in.dst(), r);
  w.scc = r != 0;
}

// SOPK: the 16-bit immediate is the last operand.
i32 simm16(const Operand &o) { return i32(int16_t(uint16_t(o.imm32))); }

void sMovk(Wave &w, const Inst &in) { w.swrite32(in.dst(), u32(simm16(in.ops[1]))); }
void sCmovk(Wave &w, const Inst &in) {
  if (w.scc) w.swrite32(in.dst(), u32(simm16(in.ops[1])));
}
void sAddk(Wave &w, const Inst &in) {
  i32 a = i32(w.sread32(in.dst())), b = simm16(in.ops[1]);
  i32 r = i32(u32(a) + u32(b));
  w.scc = ((a >= 0) == (b >= 0)) && ((r >= 0) != (a >= 0));
  w.swrite32(in.dst(), u32(r));
}
void sMulk(Wave &w, const Inst &in) { w.swrite32(in.dst(), u32(i32(w.sread32(in.dst())) * simm16(in.ops[1]))); }
template <auto F, bool Signed> void sCmpk(Wave &w, const Inst &in) {
  u32 a = w.sread32(in.ops[0]);
  u32 b = Signed ? u32(simm16(in.ops[1])) : (in.ops[1].imm32 & 0xffff);
  w.scc = F(a, b);
}

u32 bfe32(u32 v, u32 ctl, bool sgn) {
  u32 off = ctl & 31, width = (ctl >> 16) & 0x7f;
  if (width == 0) return 0;
  if (width > 32 - off) width = 32 - off;
  u32 r = (v >> off) & (width == 32 ? ~0u : ((1u << width) - 1));
  if (sgn && width < 32 && (r >> (width - 1)) & 1) r |= ~0u << width;
  return r;
}
u64 bfe64(u64 v, u32 ctl, bool sgn) {
  u32 off = ctl & 63, width = (ctl >> 16) & 0x7f;
  if (width == 0) return 0;
  if (width > 64 - off) width = 64 - off;
  u64 r = (v >> off) & (width == 64 ? ~0ull : ((1ull << width) - 1));
  if (sgn && width < 64 && (r >> (width - 1)) & 1) r |= ~0ull << width;
  return r;
}
i32 addOverflow(i32 a, i32 b, bool &scc) {
  i32 r = i32(u32(a) + u32(b));
  scc = ((a >= 0) == (b >= 0)) && ((r >= 0) != (a >= 0));
  return r;
}
i32 subOverflow(i32 a, i32 b, bool &scc) {
  i32 r = i32(u32(a) - u32(b));
  scc = ((a >= 0) != (b >= 0)) && ((r >= 0) != (a >= 0));
  return r;
}
} // namespace

void registerSaluOps(OpTableBuilder &b) {
  auto S = InstClass::SALU;
#define SOP2(name, expr) b.add(#name, S, sop2<([](u32 a, u32 b, bool &scc) -> u32 { expr; })>)
#define SOP2_64(name, expr) b.add(#name, S, sop2_64<([](u64 a, u64 b, bool &scc) -> u64 { expr; })>)
#define SOP2_64_32(name, expr) b.add(#name, S, sop2_64_32<([](u64 a, u32 b, bool &scc) -> u64 { expr; })>)
#define SOP1(name, expr) b.add(#name, S, sop1<([](u32 a, bool &scc) -> u32 { expr; })>)
#define SOP1_64(name, expr) b.add(#name, S, sop1_64<([](u64 a, bool &scc) -> u64 { expr; })>)
#define SOP1_64TO32(name, expr) b.add(#name, S, sop1_64to32<([](u64 a, bool &scc) -> u32 { expr; })>)
#define SOPC(name, expr) b.add(#name, S, sopc<([](u32 a, u32 b) -> bool { expr; })>, 0)
#define SOPC64(name, expr) b.add(#name, S, sopc64<([](u64 a, u64 b) -> bool { expr; })>, 0)
  SOP2(s_add_u32, u64 r = u64(a) + b; scc = r >> 32; return u32(r));
  SOP2(s_sub_u32, scc = b > a; return a - b);
  SOP2(s_addc_u32, u64 r = u64(a) + b + scc; scc = r >> 32; return u32(r));
  SOP2(s_subb_u32, u64 r = u64(a) - b - scc; scc = (r >> 32) != 0; return u32(r));
  SOP2(s_add_i32, return u32(addOverflow(i32(a), i32(b), scc)));
  SOP2(s_sub_i32, return u32(subOverflow(i32(a), i32(b), scc)));
  SOP2(s_min_i32, scc = i32(a) < i32(b); return scc ? a : b);
  SOP2(s_min_u32, scc = a < b; return scc ? a : b);
  SOP2(s_max_i32, scc = i32(a) > i32(b); return scc ? a : b);
  SOP2(s_max_u32, scc = a > b; return scc ? a : b);
  SOP2(s_cselect_b32, return scc ? a : b);
  SOP2(s_and_b32, u32 r = a & b; scc = r; return r);
  SOP2(s_or_b32, u32 r = a | b; scc = r; return r);
  SOP2(s_xor_b32, u32 r = a ^ b; scc = r; return r);
  SOP2(s_andn2_b32, u32 r = a & ~b; scc = r; return r);
  SOP2(s_orn2_b32, u32 r = a | ~b; scc = r; return r);
  SOP2(s_nand_b32, u32 r = ~(a & b); scc = r; return r);
  SOP2(s_nor_b32, u32 r = ~(a | b); scc = r; return r);
  SOP2(s_xnor_b32, u32 r = ~(a ^ b); scc = r; return r);
  SOP2(s_lshl_b32, u32 r = a << (b & 31); scc = r; return r);
  SOP2(s_lshr_b32, u32 r = a >> (b & 31); scc = r; return r);
  SOP2(s_ashr_i32, u32 r = u32(i32(a) >> (b & 31)); scc = r; return r);
  SOP2(s_bfm_b32, (void)scc; return ((1u << (a & 31)) - 1) << (b & 31));
  SOP2(s_mul_i32, (void)scc; return a * b);
  SOP2(s_mul_hi_u32, (void)scc; return u32((u64(a) * b) >> 32));
  SOP2(s_mul_hi_i32, (void)scc; return u32(u64(i64(i32(a)) * i32(b)) >> 32));
  SOP2(s_bfe_u32, u32 r = bfe32(a, b, false); scc = r; return r);
  SOP2(s_bfe_i32, u32 r = bfe32(a, b, true); scc = r; return r);
  SOP2(s_absdiff_i32, i32 d = i32(a) - i32(b); u32 r = u32(d < 0 ? -d : d); scc = r; return r);
  SOP2(s_lshl1_add_u32, u64 r = (u64(a) << 1) + b; scc = r >> 32; return u32(r));
  SOP2(s_lshl2_add_u32, u64 r = (u64(a) << 2) + b; scc = r >> 32; return u32(r));
  SOP2(s_lshl3_add_u32, u64 r = (u64(a) << 3) + b; scc = r >> 32; return u32(r));
  SOP2(s_lshl4_add_u32, u64 r = (u64(a) << 4) + b; scc = r >> 32; return u32(r));
  SOP2(s_pack_ll_b32_b16, (void)scc; return (a & 0xffff) | (b << 16));
  SOP2(s_pack_lh_b32_b16, (void)scc; return (a & 0xffff) | (b & 0xffff0000u));
  SOP2(s_pack_hh_b32_b16, (void)scc; return (a >> 16) | (b & 0xffff0000u));
  SOP2(s_pack_hl_b32_b16, (void)scc; return (a >> 16) | (b << 16));
  SOP2_64(s_and_b64, u64 r = a & b; scc = r; return r);
  SOP2_64(s_or_b64, u64 r = a | b; scc = r; return r);
  SOP2_64(s_xor_b64, u64 r = a ^ b; scc = r; return r);
  SOP2_64(s_andn2_b64, u64 r = a & ~b; scc = r; return r);
  SOP2_64(s_orn2_b64, u64 r = a | ~b; scc = r; return r);
  SOP2_64(s_nand_b64, u64 r = ~(a & b); scc = r; return r);
  SOP2_64(s_nor_b64, u64 r = ~(a | b); scc = r; return r);
  SOP2_64(s_xnor_b64, u64 r = ~(a ^ b); scc = r; return r);
  SOP2_64(s_cselect_b64, return scc ? a : b);
  SOP2_64(s_add_u64, (void)scc; return a + b);
  SOP2_64(s_add_nc_u64, (void)scc; return a + b);
  SOP2_64(s_sub_nc_u64, (void)scc; return a - b);
  SOP2_64(s_sub_u64, (void)scc; return a - b);
  SOP2_64(s_mul_u64, (void)scc; return a * b);
  SOP2_64_32(s_lshl_b64, u64 r = a << (b & 63); scc = r; return r);
  SOP2_64_32(s_lshr_b64, u64 r = a >> (b & 63); scc = r; return r);
  SOP2_64_32(s_ashr_i64, u64 r = u64(i64(a) >> (b & 63)); scc = r; return r);
  SOP2_64_32(s_bfe_u64, u64 r = bfe64(a, b, false); scc = r; return r);
  SOP2_64_32(s_bfe_i64, u64 r = bfe64(a, b, true); scc = r; return r);
  b.add("s_bfm_b64", S, [](Wave &w, const Inst &in) {
    u32 a = w.sread32(in.src(0)), c = w.sread32(in.src(1));
    w.swrite64(in.dst(), ((1ull << (a & 63)) - 1) << (c & 63));
  });

  // gfx12's scalar float ops (they leave SCC alone).
  // gfx12 transcendental VALU ops on scalars (VOP3 with an SGPR result, uniform operands).
  SOP1(v_s_sqrt_f32, (void)scc; return f32Bits(std::sqrt(bitsF32(a))));
  SOP1(v_s_rsq_f32, (void)scc; return f32Bits(1.0f / std::sqrt(bitsF32(a))));
  SOP1(v_s_rcp_f32, (void)scc; return f32Bits(1.0f / bitsF32(a)));
  SOP1(v_s_exp_f32, (void)scc; return f32Bits(std::exp2(bitsF32(a))));
  SOP1(v_s_log_f32, (void)scc; return f32Bits(std::log2(bitsF32(a))));
  SOP1(s_cvt_f32_i32, (void)scc; return f32Bits(float(i32(a))));
  SOP1(s_cvt_f32_u32, (void)scc; return f32Bits(float(a)));
  SOP1(s_cvt_i32_f32, (void)scc; return u32(cvtI32(bitsF32(a))));
  SOP1(s_cvt_u32_f32, (void)scc; return cvtU32(bitsF32(a)));
  b.add("s_fmac_f32", S, [](Wave &w, const Inst &in) {
    float acc = bitsF32(w.sread32(in.dst()));
    w.swrite32(in.dst(), f32Bits(std::fma(bitsF32(w.sread32(in.src(0))), bitsF32(w.sread32(in.src(1))), acc)));
  });
  SOP2(s_add_f32, (void)scc; return f32Bits(bitsF32(a) + bitsF32(b)));
  SOP2(s_min_num_f32, (void)scc; return f32Bits(fminNum(bitsF32(a), bitsF32(b))));
  SOP2(s_max_num_f32, (void)scc; return f32Bits(fmaxNum(bitsF32(a), bitsF32(b))));
  SOP2(s_min_f32, (void)scc; return f32Bits(fminNum(bitsF32(a), bitsF32(b))));
  SOP2(s_max_f32, (void)scc; return f32Bits(fmaxNum(bitsF32(a), bitsF32(b))));
  SOP2(s_minimum_f32, (void)scc; return f32Bits(fminimum(bitsF32(a), bitsF32(b))));
  SOP2(s_maximum_f32, (void)scc; return f32Bits(fmaximum(bitsF32(a), bitsF32(b))));
  SOP1(s_ceil_f32, (void)scc; return f32Bits(std::ceil(bitsF32(a))));
  SOP1(s_floor_f32, (void)scc; return f32Bits(std::floor(bitsF32(a))));
  SOP1(s_trunc_f32, (void)scc; return f32Bits(std::trunc(bitsF32(a))));
  SOP1(s_rndne_f32, (void)scc; return f32Bits(std::nearbyint(bitsF32(a))));
  // s_fmaak_f32 D, S0, S1, K and s_fmamk_f32 D, S0, K, S1: S0 * (next) + (last), as printed.
  for (const char *name : {"s_fmaak_f32", "s_fmamk_f32"})
    b.add(name, S, [](Wave &w, const Inst &in) {
      w.swrite32(in.dst(), f32Bits(std::fma(bitsF32(w.sread32(in.src(0))), bitsF32(w.sread32(in.src(1))),
                                            bitsF32(w.sread32(in.src(2))))));
    });
  SOP1(s_cvt_f32_f16, (void)scc; return f32Bits(halfToFloat(uint16_t(a))));
  SOP1(s_cvt_hi_f32_f16, (void)scc; return f32Bits(halfToFloat(uint16_t(a >> 16))));
  SOP1(s_cvt_f16_f32, (void)scc; return floatToHalf(bitsF32(a)));
  SOP2(s_cvt_pk_rtz_f16_f32, (void)scc; return u32(floatToHalfRtz(bitsF32(a))) | u32(floatToHalfRtz(bitsF32(b))) << 16);
  // gfx1250's scalar f16 ops: the low 16 bits of the SGPRs, the result zero-extended; computed
  // exactly in double and rounded once to f16 (nearest even).
  SOP2(s_add_f16, (void)scc; return rh(hf(a) + hf(b)));
  SOP2(s_sub_f16, (void)scc; return rh(hf(a) - hf(b)));
  SOP2(s_mul_f16, (void)scc; return rh(hf(a) * hf(b)));
  SOP2(s_min_num_f16, (void)scc; return rh(fminNum(hf(a), hf(b))));
  SOP2(s_max_num_f16, (void)scc; return rh(fmaxNum(hf(a), hf(b))));
  SOP2(s_min_f16, (void)scc; return rh(fminNum(hf(a), hf(b))));
  SOP2(s_max_f16, (void)scc; return rh(fmaxNum(hf(a), hf(b))));
  SOP2(s_minimum_f16, (void)scc; return rh(fminimum(hf(a), hf(b))));
  SOP2(s_maximum_f16, (void)scc; return rh(fmaximum(hf(a), hf(b))));
  SOP1(s_ceil_f16, (void)scc; return rh(std::ceil(hf(a))));
  SOP1(s_floor_f16, (void)scc; return rh(std::floor(hf(a))));
  SOP1(s_trunc_f16, (void)scc; return rh(std::trunc(hf(a))));
  SOP1(s_rndne_f16, (void)scc; return rh(std::nearbyint(hf(a))));
  b.add("s_fmac_f16", S, [](Wave &w, const Inst &in) {
    double acc = hf(w.sread32(in.dst()));
    w.swrite32(in.dst(), rh(std::fma(hf(w.sread32(in.src(0))), hf(w.sread32(in.src(1))), acc)));
  });
  SOP2(s_sub_f32, (void)scc; return f32Bits(bitsF32(a) - bitsF32(b)));
  SOP2(s_mul_f32, (void)scc; return f32Bits(bitsF32(a) * bitsF32(b)));
  SOP1(s_mov_b32, (void)scc; return a);
  b.add("s_cmov_b32", S, [](Wave &w, const Inst &in) { if (w.scc) w.swrite32(in.dst(), w.sread32(in.src(0))); });
  b.add("s_cmov_b64", S, [](Wave &w, const Inst &in) { if (w.scc) w.swrite64(in.dst(), w.sread64(in.src(0))); });
  SOP1_64(s_mov_b64, (void)scc; return a);
  SOP1(s_not_b32, u32 r = ~a; scc = r; return r);
  SOP1_64(s_not_b64, u64 r = ~a; scc = r; return r);
  SOP1(s_brev_b32, (void)scc; u32 r = 0; for (int i = 0; i < 32; ++i) r |= ((a >> i) & 1) << (31 - i); return r);
  SOP1_64(s_brev_b64, (void)scc; u64 r = 0; for (int i = 0; i < 64; ++i) r |= ((a >> i) & 1) << (63 - i); return r);
  SOP1(s_bcnt0_i32_b32, u32 r = 32 - std::popcount(a); scc = r; return r);
  SOP1(s_bcnt1_i32_b32, u32 r = std::popcount(a); scc = r; return r);
  SOP1_64TO32(s_bcnt0_i32_b64, u32 r = 64 - std::popcount(a); scc = r; return r);
  SOP1_64TO32(s_bcnt1_i32_b64, u32 r = std::popcount(a); scc = r; return r);
  SOP1(s_ff0_i32_b32, (void)scc; return ~a ? u32(std::countr_zero(~a)) : ~0u);
  SOP1(s_ff1_i32_b32, (void)scc; return a ? u32(std::countr_zero(a)) : ~0u);
  SOP1_64TO32(s_ff0_i32_b64, (void)scc; return ~a ? u32(std::countr_zero(~a)) : ~0u);
  SOP1_64TO32(s_ff1_i32_b64, (void)scc; return a ? u32(std::countr_zero(a)) : ~0u);
  SOP1(s_flbit_i32_b32, (void)scc; return a ? u32(std::countl_zero(a)) : ~0u);
  SOP1_64TO32(s_flbit_i32_b64, (void)scc; return a ? u32(std::countl_zero(a)) : ~0u);
  SOP1(s_flbit_i32, (void)scc; u32 x = i32(a) < 0 ? ~a : a; return (a == 0 || a == ~0u) ? ~0u : u32(std::countl_zero(x)));
  SOP1(s_sext_i32_i8, (void)scc; return u32(i32(int8_t(a))));
  SOP1(s_sext_i32_i16, (void)scc; return u32(i32(int16_t(a))));
  SOP1(s_abs_i32, u32 r = i32(a) < 0 ? 0u - a : a; scc = r; return r);
  b.add("s_bitset0_b32", S, [](Wave &w, const Inst &in) { w.swrite32(in.dst(), w.sread32(in.dst()) & ~(1u << (w.sread32(in.src(0)) & 31))); });
  b.add("s_bitset1_b32", S, [](Wave &w, const Inst &in) { w.swrite32(in.dst(), w.sread32(in.dst()) | (1u << (w.sread32(in.src(0)) & 31))); });
  b.add("s_bitset0_b64", S, [](Wave &w, const Inst &in) { w.swrite64(in.dst(), w.sread64(in.dst()) & ~(1ull << (w.sread32(in.src(0)) & 63))); });
  b.add("s_bitset1_b64", S, [](Wave &w, const Inst &in) { w.swrite64(in.dst(), w.sread64(in.dst()) | (1ull << (w.sread32(in.src(0)) & 63))); });
  SOP1_64(s_wqm_b64, u64 r = 0; for (int q = 0; q < 16; ++q) if ((a >> (4 * q)) & 0xf) r |= 0xfull << (4 * q); scc = r; return r);
  SOP1(s_wqm_b32, u32 r = 0; for (int q = 0; q < 8; ++q) if ((a >> (4 * q)) & 0xf) r |= 0xfu << (4 * q); scc = r; return r);
  SOP1_64(s_quadmask_b64, u64 r = 0; for (int q = 0; q < 16; ++q) if ((a >> (4 * q)) & 0xf) r |= 1ull << q; scc = r; return r);
  SOP1(s_quadmask_b32, u32 r = 0; for (int q = 0; q < 8; ++q) if ((a >> (4 * q)) & 0xf) r |= 1u << q; scc = r; return r);

#define SAVEEXEC(name, expr)                                                                        \
  b.add(#name "_b64", S, saveexec<([](u64 s, u64 e) -> u64 { expr; })>);                              \
  b.add(#name "_b32", S, saveexec<([](u64 s, u64 e) -> u64 { expr; })>)
  SAVEEXEC(s_and_saveexec, return s & e);
  SAVEEXEC(s_or_saveexec, return s | e);
  SAVEEXEC(s_xor_saveexec, return s ^ e);
  SAVEEXEC(s_andn2_saveexec, return s & ~e);
  SAVEEXEC(s_orn2_saveexec, return s | ~e);
  SAVEEXEC(s_nand_saveexec, return ~(s & e));
  SAVEEXEC(s_nor_saveexec, return ~(s | e));
  SAVEEXEC(s_xnor_saveexec, return ~(s ^ e));
  SAVEEXEC(s_andn1_saveexec, return ~s & e);
  SAVEEXEC(s_orn1_saveexec, return ~s | e);
  b.add("s_andn1_wrexec_b64", S, wrexec<([](u64 s, u64 e) -> u64 { return ~s & e; })>);
  b.add("s_andn2_wrexec_b64", S, wrexec<([](u64 s, u64 e) -> u64 { return s & ~e; })>);
  b.add("s_andn1_wrexec_b32", S, wrexec<([](u64 s, u64 e) -> u64 { return ~s & e; })>);
  b.add("s_andn2_wrexec_b32", S, wrexec<([](u64 s, u64 e) -> u64 { return s & ~e; })>);

  SOPC(s_cmp_eq_i32, return a == b);
  SOPC(s_cmp_lg_i32, return a != b);
  SOPC(s_cmp_gt_i32, return i32(a) > i32(b));
  SOPC(s_cmp_ge_i32, return i32(a) >= i32(b));
  SOPC(s_cmp_lt_i32, return i32(a) < i32(b));
  SOPC(s_cmp_le_i32, return i32(a) <= i32(b));
  SOPC(s_cmp_eq_u32, return a == b);
  SOPC(s_cmp_lg_u32, return a != b);
  SOPC(s_cmp_gt_u32, return a > b);
  SOPC(s_cmp_ge_u32, return a >= b);
  SOPC(s_cmp_lt_u32, return a < b);
  SOPC(s_cmp_le_u32, return a <= b);
  // gfx12 SALU float compares: the ordered forms are false on NaN, the n* forms their negations.
  SOPC(s_cmp_lt_f32, return bitsF32(a) < bitsF32(b));
  SOPC(s_cmp_eq_f32, return bitsF32(a) == bitsF32(b));
  SOPC(s_cmp_le_f32, return bitsF32(a) <= bitsF32(b));
  SOPC(s_cmp_gt_f32, return bitsF32(a) > bitsF32(b));
  SOPC(s_cmp_lg_f32, return bitsF32(a) < bitsF32(b) || bitsF32(a) > bitsF32(b));
  SOPC(s_cmp_ge_f32, return bitsF32(a) >= bitsF32(b));
  SOPC(s_cmp_o_f32, return !std::isnan(bitsF32(a)) && !std::isnan(bitsF32(b)));
  SOPC(s_cmp_u_f32, return std::isnan(bitsF32(a)) || std::isnan(bitsF32(b)));
  SOPC(s_cmp_nge_f32, return !(bitsF32(a) >= bitsF32(b)));
  SOPC(s_cmp_nlg_f32, return !(bitsF32(a) < bitsF32(b) || bitsF32(a) > bitsF32(b)));
  SOPC(s_cmp_ngt_f32, return !(bitsF32(a) > bitsF32(b)));
  SOPC(s_cmp_nle_f32, return !(bitsF32(a) <= bitsF32(b)));
  SOPC(s_cmp_neq_f32, return !(bitsF32(a) == bitsF32(b)));
  SOPC(s_cmp_nlt_f32, return !(bitsF32(a) < bitsF32(b)));
  SOPC(s_cmp_lt_f16, return hf(a) < hf(b));
  SOPC(s_cmp_eq_f16, return hf(a) == hf(b));
  SOPC(s_cmp_le_f16, return hf(a) <= hf(b));
  SOPC(s_cmp_gt_f16, return hf(a) > hf(b));
  SOPC(s_cmp_lg_f16, return hf(a) < hf(b) || hf(a) > hf(b));
  SOPC(s_cmp_ge_f16, return hf(a) >= hf(b));
  SOPC(s_cmp_o_f16, return !std::isnan(hf(a)) && !std::isnan(hf(b)));
  SOPC(s_cmp_u_f16, return std::isnan(hf(a)) || std::isnan(hf(b)));
  SOPC(s_cmp_nge_f16, return !(hf(a) >= hf(b)));
  SOPC(s_cmp_nlg_f16, return !(hf(a) < hf(b) || hf(a) > hf(b)));
  SOPC(s_cmp_ngt_f16, return !(hf(a) > hf(b)));
  SOPC(s_cmp_nle_f16, return !(hf(a) <= hf(b)));
  SOPC(s_cmp_neq_f16, return !(hf(a) == hf(b)));
  SOPC(s_cmp_nlt_f16, return !(hf(a) < hf(b)));
  SOPC(s_bitcmp0_b32, return !((a >> (b & 31)) & 1));
  SOPC(s_bitcmp1_b32, return (a >> (b & 31)) & 1);
  SOPC64(s_cmp_eq_u64, return a == b);
  SOPC64(s_cmp_lg_u64, return a != b);
  b.add("s_bitcmp0_b64", S, [](Wave &w, const Inst &in) { w.scc = !((w.sread64(in.ops[0]) >> (w.sread32(in.ops[1]) & 63)) & 1); }, 0);
  b.add("s_bitcmp1_b64", S, [](Wave &w, const Inst &in) { w.scc = (w.sread64(in.ops[0]) >> (w.sread32(in.ops[1]) & 63)) & 1; }, 0);

  b.add("s_movk_i32", S, sMovk);
  b.add("s_cmovk_i32", S, sCmovk);
  b.add("s_addk_i32", S, sAddk);
  b.add("s_addk_co_i32", S, sAddk);
  b.add("s_mulk_i32", S, sMulk);
#define SOPK_CMP(name, sgn, expr) b.add(#name, S, sCmpk<([](u32 a, u32 b) -> bool { expr; }), sgn>, 0)
  SOPK_CMP(s_cmpk_eq_i32, true, return a == b);
  SOPK_CMP(s_cmpk_lg_i32, true, return a != b);
  SOPK_CMP(s_cmpk_gt_i32, true, return i32(a) > i32(b));
  SOPK_CMP(s_cmpk_ge_i32, true, return i32(a) >= i32(b));
  SOPK_CMP(s_cmpk_lt_i32, true, return i32(a) < i32(b));
  SOPK_CMP(s_cmpk_le_i32, true, return i32(a) <= i32(b));
  SOPK_CMP(s_cmpk_eq_u32, false, return a == b);
  SOPK_CMP(s_cmpk_lg_u32, false, return a != b);
  SOPK_CMP(s_cmpk_gt_u32, false, return a > b);
  SOPK_CMP(s_cmpk_ge_u32, false, return a >= b);
  SOPK_CMP(s_cmpk_lt_u32, false, return a < b);
  SOPK_CMP(s_cmpk_le_u32, false, return a <= b);
}

} // namespace fly::emu
