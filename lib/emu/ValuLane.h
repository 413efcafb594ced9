// Per-lane operand access for vector ALU instructions: DPP lane selection, SDWA selects,
// floating-point abs/neg, op_sel halves, and the lane loop over EXEC.
#pragma once

#include "Float16.h"
#include "Wave.h"

#include <bit>
#include <cmath>

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
  // 16-bit result: the high half when op_sel[3] says so (keeping the low half), else the low half
  // with the high half cleared.
  void write16(uint16_t r) {
    if ((in.mods.opSel >> 3) & 1) {
      uint32_t old = w.vread32(in.dst(0), lane);
      w.vwrite32(in.dst(0), lane, (old & 0xffff) | uint32_t(r) << 16);
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

/// Runs fn(Lanes&) for every lane active in EXEC (and allowed by DPP masks).
template <class Fn> inline void forLanes(Wave &w, const Inst &in, Fn fn) {
  uint64_t m = w.exec();
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

} // namespace fly::emu
