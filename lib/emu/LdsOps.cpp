// LDS (DS) instructions: reads, writes, two-address forms, atomics, and the cross-lane
// ds_permute/ds_bpermute/ds_swizzle, which move data between lanes without touching LDS.
#include "Float16.h"
#include "ValuLane.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>

namespace fly::emu {

namespace {
using u32 = uint32_t;
using u64 = uint64_t;

enum : u32 { kSext = 1u << 8, kD16 = 1u << 9, kD16Hi = 1u << 10 };

inline u32 ldsAddr(Wave &w, const Inst &in, const Operand &a, unsigned lane, u32 extra = 0) {
  return w.vread32(a, lane) + u32(in.mods.offset) + extra;
}

// Whether every active lane's `bytes` at addr[lane] + off (a 32-bit sum, as the per-lane path
// forms it) lie inside the work-group's LDS, with no race check on: then a DS instruction's lanes
// skip the per-lane check (the per-lane path reports failures and checks races). Adds the wave's
// LDS bytes to the counters when it returns true.
bool ldsWholeWave(Wave &w, const u32 *addr, u32 off, u32 bytes, bool write) {
  if (w.group->checkRaces || !w.group->tensorBarriers.empty() || w.group->lds.size() < bytes) return false;
  u32 limit = u32(w.group->lds.size() - bytes); // LDS is at most a few hundred KiB
  u32 outside = 0;
  if (w.exec() == w.laneMask()) {
    for (unsigned l = 0, n = w.width; l < n; ++l) outside |= u32(addr[l] + off > limit); // vectorizes
  } else {
    forExec(w, [&](unsigned l) { outside |= u32(addr[l] + off > limit); });
  }
  if (outside) return false;
  (write ? w.stats->ldsBytesWritten : w.stats->ldsBytesRead) += u64(bytes) * std::popcount(w.exec());
  return true;
}

// ds_read*: vdst, vaddr
void dsRead(Wave &w, const Inst &in) {
  u32 n = in.aux & 0xff, off = u32(in.mods.offset);
  u32 *dst = w.row(in.ops[0]);
  const u32 *addr = w.row(in.ops[1]);
  if (w.counters) w.countLds(addr, off, n);
  if (n >= 4)
    return withWords(n / 4, [&](auto words) {
      if (ldsWholeWave(w, addr, off, words * 4, false)) {
        const uint8_t *lds = w.group->lds.data();
        forExec(w, [&](unsigned l) {
          const uint8_t *p = lds + u32(addr[l] + off); // before the lane's first write: dst may be addr
          for (u32 i = 0; i < words; ++i) std::memcpy(&dst[i * 64 + l], p + 4 * i, 4);
        });
        return;
      }
      forExec(w, [&](unsigned l) {
        const uint8_t *p = w.lds(in, l, addr[l] + off, words * 4, false);
        if (p)
          for (u32 i = 0; i < words; ++i) std::memcpy(&dst[i * 64 + l], p + 4 * i, 4);
      });
    });
  forExec(w, [&](unsigned l) {
    uint8_t *p = w.lds(in, l, addr[l] + off, n, false);
    if (!p) return;
    u32 v = 0;
    std::memcpy(&v, p, n);
    if (in.aux & kSext) v = n == 1 ? u32(int32_t(int8_t(v))) : u32(int32_t(int16_t(v)));
    if (in.aux & (kD16 | kD16Hi)) {
      u32 old = dst[l];
      v = (in.aux & kD16Hi) ? (old & 0xffff) | (v << 16) : (old & 0xffff0000u) | (v & 0xffff);
    }
    dst[l] = v;
  });
}
// LDS transpose loads: vdst, vaddr; aux = element bits | bytes per lane << 8 | TrLayout << 16.
// Every lane reads `bytes` bytes (E = bytes * 8 / bits elements) at its address; each group of 16
// lanes then hands out the data transposed: lane i of the group gets, as its element j, element
// e of the data that lane s of the group read, (s, e) given by the layout:
//  - kTrRows: s = j * (16 / E) + i / E, e = i % E. gfx950's ds_read_b64_tr_b16/_b8/_b4 and
//    ds_read_b96_tr_b6 (for b4/b6, E = 16: a 16x16 transpose, s = j, e = i).
//  - kTrOctets: s = 8 * (i / 8) + j, e = i % 8 (an 8x8 transpose per 8 lanes). gfx1250's
//    ds_load_tr16_b128.
//  - kTrQuads: s = 4 * (i / 8) + 8 * (j / 4) + j % 4, e = i % 8 (lanes 0-3 and 8-11 of the group
//    form one 8x8 byte transpose, lanes 4-7 and 12-15 the other). gfx1250's ds_load_tr8_b64.
//  - kTrHalves: over 32 lanes, s = j % 8 + 8 * (i / 16) + 16 * (j / 8), e = i % 16 (lanes 0-15 take
//    their 16 elements from lanes 0-7 and 16-23, lanes 16-31 from 8-15 and 24-31). gfx1250's
//    ds_load_tr4_b64.
// Sources in docs/emulator.md ("LDS transpose loads"). EXEC must be all ones (the ISA's rule; an
// error otherwise).
enum TrLayout : u32 { kTrRows, kTrOctets, kTrQuads, kTrHalves };
void dsReadTr(Wave &w, const Inst &in) {
  u32 bits = in.aux & 0xff, bytes = (in.aux >> 8) & 0xff, elems = bytes * 8 / bits;
  auto layout = TrLayout(in.aux >> 16);
  if (w.exec() != w.laneMask()) return w.fail(in, in.mnemonic + " with EXEC not all ones is undefined");
  u32 off = u32(in.mods.offset);
  const u32 *addr = w.row(in.ops[1]);
  if (w.counters) w.countLds(addr, off, bytes);
  uint8_t loaded[64][16];
  for (unsigned l = 0; l < w.width; ++l) {
    const uint8_t *p = w.lds(in, l, addr[l] + off, bytes, false);
    if (!p) return;
    std::memcpy(loaded[l], p, bytes);
  }
  auto element = [&](unsigned lane, unsigned e) {
    unsigned bit = e * bits;
    u32 v = 0;
    std::memcpy(&v, &loaded[lane][bit / 8], std::min(4u, bytes - bit / 8));
    return (v >> (bit % 8)) & ((1u << bits) - 1);
  };
  u32 *dst = w.row(in.ops[0]);
  for (unsigned l = 0; l < w.width; ++l) {
    unsigned group = l & (layout == kTrHalves ? ~31u : ~15u), i = l - group;
    uint8_t out[16] = {};
    for (unsigned j = 0; j < elems; ++j) {
      unsigned s = layout == kTrRows     ? j * (16 / elems) + i / elems
                   : layout == kTrOctets ? (i & 8) + j
                   : layout == kTrHalves ? j % 8 + 8 * (i / 16) + 16 * (j / 8)
                                         : 4 * (i / 8) + 8 * (j / 4) + j % 4;
      u32 v = element(group + s, layout == kTrRows ? i % elems : layout == kTrHalves ? i % 16 : i % 8);
      unsigned bit = j * bits;
      for (unsigned b = 0; b < bits; ++b)
        if ((v >> b) & 1) out[(bit + b) / 8] |= uint8_t(1u << ((bit + b) % 8));
    }
    for (u32 d = 0; d < bytes / 4; ++d) std::memcpy(&dst[d * 64 + l], out + 4 * d, 4);
  }
}
// ds_write*: vaddr, vdata
void dsWrite(Wave &w, const Inst &in) {
  u32 n = in.aux & 0xff, off = u32(in.mods.offset);
  const u32 *addr = w.row(in.ops[0]), *data = w.row(in.ops[1]);
  if (w.counters) w.countLds(addr, off, n);
  if (n >= 4)
    return withWords(n / 4, [&](auto words) {
      if (ldsWholeWave(w, addr, off, words * 4, true)) {
        uint8_t *lds = w.group->lds.data();
        forExec(w, [&](unsigned l) {
          for (u32 i = 0; i < words; ++i) std::memcpy(lds + u32(addr[l] + off) + 4 * i, &data[i * 64 + l], 4);
        });
        return;
      }
      forExec(w, [&](unsigned l) {
        uint8_t *p = w.lds(in, l, addr[l] + off, words * 4, true);
        if (p)
          for (u32 i = 0; i < words; ++i) std::memcpy(p + 4 * i, &data[i * 64 + l], 4);
      });
    });
  forExec(w, [&](unsigned l) {
    uint8_t *p = w.lds(in, l, addr[l] + off, n, true);
    if (!p) return;
    u32 v = data[l];
    if (in.aux & kD16Hi) v >>= 16;
    std::memcpy(p, &v, n);
  });
}
// ds_read2*: vdst (2 elements), vaddr; offsets in element units (x64 for st64)
void dsRead2(Wave &w, const Inst &in) {
  u32 n = in.aux & 0xff, unit = n * ((in.aux & (1u << 12)) ? 64 : 1);
  u32 off0 = in.mods.offset0 * unit, off1 = in.mods.offset1 * unit;
  u32 *dst = w.row(in.ops[0]);
  const u32 *addr = w.row(in.ops[1]);
  if (w.counters) {
    w.countLds(addr, off0, n);
    w.countLds(addr, off1, n, false);
  }
  withWords(n / 4, [&](auto words) {
    if (!w.group->checkRaces && ldsWholeWave(w, addr, off0, words * 4, false)) {
      if (ldsWholeWave(w, addr, off1, words * 4, false)) {
        const uint8_t *lds = w.group->lds.data();
        forExec(w, [&](unsigned l) {
          const uint8_t *p0 = lds + u32(addr[l] + off0), *p1 = lds + u32(addr[l] + off1);
          for (u32 i = 0; i < words; ++i) std::memcpy(&dst[i * 64 + l], p0 + 4 * i, 4);
          for (u32 i = 0; i < words; ++i) std::memcpy(&dst[(words + i) * 64 + l], p1 + 4 * i, 4);
        });
        return;
      }
      w.stats->ldsBytesRead -= u64(words * 4) * std::popcount(w.exec()); // the per-lane path counts
    }
    forExec(w, [&](unsigned l) {
      const uint8_t *p0 = w.lds(in, l, addr[l] + off0, words * 4, false);
      const uint8_t *p1 = w.lds(in, l, addr[l] + off1, words * 4, false);
      if (!p0 || !p1) return;
      for (u32 i = 0; i < words; ++i) std::memcpy(&dst[i * 64 + l], p0 + 4 * i, 4);
      for (u32 i = 0; i < words; ++i) std::memcpy(&dst[(words + i) * 64 + l], p1 + 4 * i, 4);
    });
  });
}
// ds_write2*: vaddr, vdata0, vdata1
void dsWrite2(Wave &w, const Inst &in) {
  u32 n = in.aux & 0xff, unit = n * ((in.aux & (1u << 12)) ? 64 : 1);
  u32 off0 = in.mods.offset0 * unit, off1 = in.mods.offset1 * unit;
  const u32 *addr = w.row(in.ops[0]), *d0 = w.row(in.ops[1]), *d1 = w.row(in.ops[2]);
  if (w.counters) {
    w.countLds(addr, off0, n);
    w.countLds(addr, off1, n, false);
  }
  withWords(n / 4, [&](auto words) {
    if (!w.group->checkRaces && ldsWholeWave(w, addr, off0, words * 4, true)) {
      if (ldsWholeWave(w, addr, off1, words * 4, true)) {
        uint8_t *lds = w.group->lds.data();
        forExec(w, [&](unsigned l) {
          uint8_t *p0 = lds + u32(addr[l] + off0), *p1 = lds + u32(addr[l] + off1);
          for (u32 i = 0; i < words; ++i) std::memcpy(p0 + 4 * i, &d0[i * 64 + l], 4);
          for (u32 i = 0; i < words; ++i) std::memcpy(p1 + 4 * i, &d1[i * 64 + l], 4);
        });
        return;
      }
      w.stats->ldsBytesWritten -= u64(words * 4) * std::popcount(w.exec()); // the per-lane path counts
    }
    forExec(w, [&](unsigned l) {
      uint8_t *p0 = w.lds(in, l, addr[l] + off0, words * 4, true);
      if (!p0) return;
      for (u32 i = 0; i < words; ++i) std::memcpy(p0 + 4 * i, &d0[i * 64 + l], 4);
      uint8_t *p1 = w.lds(in, l, addr[l] + off1, words * 4, true);
      if (!p1) return;
      for (u32 i = 0; i < words; ++i) std::memcpy(p1 + 4 * i, &d1[i * 64 + l], 4);
    });
  });
}

enum LdsAtomic : u32 { LAdd, LSub, LRsub, LInc, LDec, LMinI, LMaxI, LMinU, LMaxU, LAnd, LOr, LXor, LMskor,
                       LWrxchg, LCmpst, LAddF32, LMinF32, LMaxF32, LCmpswap, LPkAddF16, LPkAddBf16,
                       LAddF64, LMinF64, LMaxF64 };
// aux: op | is64 << 8 | ret << 9
void dsAtomic(Wave &w, const Inst &in) {
  u32 op = in.aux & 0xff;
  bool is64 = (in.aux >> 8) & 1, ret = (in.aux >> 9) & 1;
  int k = ret ? 1 : 0;
  const Operand &addr = in.ops[k], &d0 = in.ops[k + 1], &d1 = in.ops[k + 2];
  u32 n = is64 ? 8 : 4;
  if (w.counters) w.countLds(w.row(addr), u32(in.mods.offset), n);
  forLanes(w, in, [&](auto &L) {
    uint8_t *p = w.lds(in, L.lane, ldsAddr(w, in, addr, L.lane), n, true, /*atomic=*/true);
    if (!p) return;
    u64 old = 0, a = is64 ? w.vread64(d0, L.lane) : w.vread32(d0, L.lane), b = 0;
    if (op == LMskor || op == LCmpst || op == LCmpswap) b = is64 ? w.vread64(d1, L.lane) : w.vread32(d1, L.lane);
    std::memcpy(&old, p, n);
    u64 r;
    auto sx = [&](u64 x) { return is64 ? int64_t(x) : int64_t(int32_t(u32(x))); };
    switch (op) {
    case LAdd: r = old + a; break;
    case LSub: r = old - a; break;
    case LRsub: r = a - old; break;
    case LInc: r = old >= a ? 0 : old + 1; break;
    case LDec: r = (old == 0 || old > a) ? a : old - 1; break;
    case LMinI: r = sx(old) < sx(a) ? old : a; break;
    case LMaxI: r = sx(old) > sx(a) ? old : a; break;
    case LMinU: r = std::min(old, a); break;
    case LMaxU: r = std::max(old, a); break;
    case LAnd: r = old & a; break;
    case LOr: r = old | a; break;
    case LXor: r = old ^ a; break;
    case LMskor: r = (old & ~a) | b; break;
    case LWrxchg: r = a; break;
    case LCmpst: r = old == a ? b : old; break;   // ds_cmpst: data0 is the compare value
    case LCmpswap: r = old == b ? a : old; break; // gfx10+: data1 is the compare value
    case LAddF32: r = f32Bits(bitsF32(u32(old)) + bitsF32(u32(a))); break;
    case LMinF32: r = f32Bits(std::fmin(bitsF32(u32(old)), bitsF32(u32(a)))); break;
    case LMaxF32: r = f32Bits(std::fmax(bitsF32(u32(old)), bitsF32(u32(a)))); break;
    case LAddF64: r = f64Bits(bitsF64(old) + bitsF64(a)); break;
    case LMinF64: r = f64Bits(std::fmin(bitsF64(old), bitsF64(a))); break;
    case LMaxF64: r = f64Bits(std::fmax(bitsF64(old), bitsF64(a))); break;
    case LPkAddF16:
      r = u32(floatToHalf(halfToFloat(uint16_t(old)) + halfToFloat(uint16_t(a)))) |
          u32(floatToHalf(halfToFloat(uint16_t(old >> 16)) + halfToFloat(uint16_t(a >> 16)))) << 16;
      break;
    default:
      r = u32(floatToBf16(bf16ToFloat(uint16_t(old)) + bf16ToFloat(uint16_t(a)))) |
          u32(floatToBf16(bf16ToFloat(uint16_t(old >> 16)) + bf16ToFloat(uint16_t(a >> 16)))) << 16;
      break;
    }
    std::memcpy(p, &r, n);
    if (ret) {
      if (is64) w.vwrite64(in.ops[0], L.lane, old);
      else w.vwrite32(in.ops[0], L.lane, u32(old));
    }
  });
}

// ds_bpermute_b32 vdst, vaddr, vdata: lane i reads vdata of lane (vaddr[i]+offset)/4 mod the wave
// size; an inactive source lane gives 0 (the ISA: "EXEC is applied to the source VGPR reads").
// gfx12 ds_bpermute_fi_b32 (FetchInactive) reads inactive source lanes too.
template <bool FetchInactive> void dsBpermute(Wave &w, const Inst &in) {
  u32 src[64];
  u64 exec = w.exec();
  for (unsigned l = 0; l < w.width; ++l) src[l] = FetchInactive || ((exec >> l) & 1) ? w.vread32(in.ops[2], l) : 0;
  forLanes(w, in, [&](auto &L) {
    u32 from = ((w.vread32(in.ops[1], L.lane) + u32(in.mods.offset)) >> 2) & (w.width - 1);
    w.vwrite32(in.ops[0], L.lane, src[from]);
  });
}
// ds_permute_b32 vdst, vaddr, vdata: lane i writes its vdata to lane (vaddr[i]+offset)/4.
void dsPermute(Wave &w, const Inst &in) {
  std::vector<u32> out(w.width, 0);
  u64 exec = w.exec();
  for (unsigned l = 0; l < w.width; ++l)
    if ((exec >> l) & 1) out[((w.vread32(in.ops[1], l) + u32(in.mods.offset)) >> 2) & (w.width - 1)] = w.vread32(in.ops[2], l);
  forLanes(w, in, [&](auto &L) { w.vwrite32(in.ops[0], L.lane, out[L.lane]); });
}
// ds_swizzle_b32 vdst, vaddr offset:pattern, as the ISA guides' pseudocode (CDNA3/4, RDNA3/3.5/4)
// defines the four modes; an inactive source lane reads 0. offset >= 0xe000: FFT, lane i reads
// (bit-reversed i[4:0] >> popcount(mask)) | (i & mask) of its 32-lane group; >= 0xc000: rotate by
// offset[9:5] lanes (right when offset[10]) within the group; else offset[15]: quad permute;
// else the and/or/xor lane masks. Rotate with a non-zero mask is refused: the guides' examples
// for it disagree with their pseudocode.
u32 swizzleSource(u32 off, unsigned lane) {
  unsigned i = lane & 31, group = lane & ~31u;
  if (off >= 0xe000) {
    u32 mask = off & 0x1f, rev = 0;
    for (int b = 0; b < 5; ++b) rev |= ((i >> b) & 1) << (4 - b);
    return group | (rev >> std::popcount(mask)) | (i & mask);
  }
  if (off >= 0xc000) {
    unsigned rotate = (off >> 5) & 0x1f;
    return group | (((off >> 10) & 1 ? i - rotate : i + rotate) & 31);
  }
  if (off & 0x8000) return (lane & ~3u) | ((off >> (2 * (lane & 3))) & 3);
  u32 andM = off & 0x1f, orM = (off >> 5) & 0x1f, xorM = (off >> 10) & 0x1f;
  return group | (((i & andM) | orM) ^ xorM);
}
void dsSwizzle(Wave &w, const Inst &in) {
  // The encoding's offset field (bits [15:0] of every DS encoding) rather than the printed
  // swizzle(...): LLVM prints ROTATE without its mask.
  u32 off = in.bytes.size() >= 2 ? u32(in.bytes[0]) | u32(in.bytes[1]) << 8 : u32(in.mods.offset) & 0xffff;
  if (off >= 0xc000 && off < 0xe000 && (off & 0x1f))
    return w.fail(in, "ds_swizzle rotate with a mask is not modelled by fly-emu (the ISA guides' examples and pseudocode disagree)");
  std::vector<u32> src(w.width);
  for (unsigned l = 0; l < w.width; ++l) src[l] = w.vread32(in.ops[1], l);
  u64 exec = w.exec();
  forLanes(w, in, [&](auto &L) {
    unsigned from = swizzleSource(off, L.lane);
    w.vwrite32(in.ops[0], L.lane, from < w.width && ((exec >> from) & 1) ? src[from] : 0);
  });
}
// ds_atomic_barrier_arrive_rtn_b64 vdst, vaddr, vdata (gfx1250): each active lane, in lane order,
// arrives with count vdata[31:0] on the LDS barrier at its address and gets the word before.
void dsBarrierArrive(Wave &w, const Inst &in) {
  forExec(w, [&](unsigned l) {
    uint8_t *p = w.lds(in, l, ldsAddr(w, in, in.ops[1], l), 8, true, /*atomic=*/true);
    if (!p) return;
    u64 old;
    std::memcpy(&old, p, 8);
    u64 word = ldsBarrierArrive(old, w.vread32(in.ops[2], l));
    std::memcpy(p, &word, 8);
    w.vwrite64(in.ops[0], l, old);
  });
}
} // namespace

uint64_t ldsBarrierArrive(uint64_t word, uint32_t count) {
  const uint64_t pendingMask = (1ull << kLdsBarrierPhaseBit) - 1;
  uint64_t pending = word & pendingMask, phase = word >> kLdsBarrierPhaseBit & 7, reload = word >> 32 & pendingMask;
  if (pending >= count) {
    pending -= count;
  } else {
    // The arrival that takes the count below zero completes the phase: the phase steps down (mod 8)
    // and the count starts again from the reload value, less what this arrival brought beyond zero.
    pending = (reload + 1 + pending - count) & pendingMask;
    phase = (phase - 1) & 7;
  }
  return (word & ~0xffffffffull) | phase << kLdsBarrierPhaseBit | pending;
}

void registerLdsOps(OpTableBuilder &b) {
  auto D = InstClass::DS;
  const std::pair<const char *, u32> reads[] = {
      {"ds_read_b32", 4}, {"ds_read_b64", 8}, {"ds_read_b96", 12}, {"ds_read_b128", 16}, {"ds_read_u8", 1},
      {"ds_read_i8", 1 | kSext}, {"ds_read_u16", 2}, {"ds_read_i16", 2 | kSext}, {"ds_read_u16_d16", 2 | kD16},
      {"ds_read_u16_d16_hi", 2 | kD16Hi}, {"ds_read_u8_d16", 1 | kD16}, {"ds_read_u8_d16_hi", 1 | kD16Hi},
      {"ds_read_i8_d16", 1 | kD16 | kSext}, {"ds_read_i8_d16_hi", 1 | kD16Hi | kSext}};
  for (auto &[n, aux] : reads) b.add(n, D, dsRead, 1, aux);
  const std::pair<const char *, u32> transposed[] = {
      {"ds_read_b64_tr_b16", 16 | 8 << 8 | kTrRows << 16}, {"ds_read_b64_tr_b8", 8 | 8 << 8 | kTrRows << 16},
      {"ds_read_b64_tr_b4", 4 | 8 << 8 | kTrRows << 16},   {"ds_read_b96_tr_b6", 6 | 12 << 8 | kTrRows << 16},
      {"ds_load_tr16_b128", 16 | 16 << 8 | kTrOctets << 16}, {"ds_load_tr8_b64", 8 | 8 << 8 | kTrQuads << 16},
      {"ds_load_tr4_b64", 4 | 8 << 8 | kTrHalves << 16}};
  for (auto &[n, aux] : transposed) b.add(n, D, dsReadTr, 1, aux);
  const std::pair<const char *, u32> writes[] = {{"ds_write_b32", 4}, {"ds_write_b64", 8}, {"ds_write_b96", 12},
                                                 {"ds_write_b128", 16}, {"ds_write_b8", 1}, {"ds_write_b16", 2},
                                                 {"ds_write_b8_d16_hi", 1 | kD16Hi}, {"ds_write_b16_d16_hi", 2 | kD16Hi}};
  for (auto &[n, aux] : writes) b.add(n, D, dsWrite, 0, aux);
  b.add("ds_read2_b32", D, dsRead2, 1, 4);
  b.add("ds_read2_b64", D, dsRead2, 1, 8);
  b.add("ds_read2st64_b32", D, dsRead2, 1, 4 | 1u << 12);
  b.add("ds_read2st64_b64", D, dsRead2, 1, 8 | 1u << 12);
  b.add("ds_write2_b32", D, dsWrite2, 0, 4);
  b.add("ds_write2_b64", D, dsWrite2, 0, 8);
  b.add("ds_write2st64_b32", D, dsWrite2, 0, 4 | 1u << 12);
  b.add("ds_write2st64_b64", D, dsWrite2, 0, 8 | 1u << 12);
  b.add("ds_bpermute_b32", D, dsBpermute<false>, 1);
  b.add("ds_bpermute_fi_b32", D, dsBpermute<true>, 1);
  b.add("ds_permute_b32", D, dsPermute, 1);
  b.add("ds_swizzle_b32", D, dsSwizzle, 1);
  const std::pair<const char *, u32> atomics[] = {
      {"add_u32", LAdd}, {"sub_u32", LSub}, {"rsub_u32", LRsub}, {"inc_u32", LInc}, {"dec_u32", LDec},
      {"min_i32", LMinI}, {"max_i32", LMaxI}, {"min_u32", LMinU}, {"max_u32", LMaxU}, {"and_b32", LAnd},
      {"or_b32", LOr}, {"xor_b32", LXor}, {"mskor_b32", LMskor}, {"wrxchg_rtn_b32", LWrxchg},
      {"cmpst_b32", LCmpst}, {"cmpstore_b32", LCmpswap}, {"add_f32", LAddF32}, {"min_f32", LMinF32},
      {"max_f32", LMaxF32}, {"min_num_f32", LMinF32}, {"max_num_f32", LMaxF32}, {"pk_add_f16", LPkAddF16},
      {"pk_add_bf16", LPkAddBf16}, {"add_u64", LAdd}, {"sub_u64", LSub}, {"min_i64", LMinI}, {"max_i64", LMaxI},
      {"min_u64", LMinU}, {"max_u64", LMaxU}, {"and_b64", LAnd}, {"or_b64", LOr}, {"xor_b64", LXor},
      {"inc_u64", LInc}, {"dec_u64", LDec}, {"cmpst_b64", LCmpst}, {"cmpstore_b64", LCmpswap},
      {"add_f64", LAddF64}, {"min_f64", LMinF64}, {"max_f64", LMaxF64}, {"min_num_f64", LMinF64},
      {"max_num_f64", LMaxF64}};
  for (auto &[suffix, op] : atomics) {
    std::string s(suffix);
    u32 is64 = s.find("64") != std::string::npos ? 1u << 8 : 0;
    if (s == "wrxchg_rtn_b32") {
      b.add("ds_wrxchg_rtn_b32", D, dsAtomic, 1, op | 1u << 9);
      continue;
    }
    // The returning form puts `_rtn` before the type: ds_max_num_rtn_f32, ds_pk_add_rtn_f16.
    std::string base = s.substr(0, s.rfind('_')), type = s.substr(s.rfind('_'));
    b.add(("ds_" + s).c_str(), D, dsAtomic, 0, op | is64);
    b.add(("ds_" + base + "_rtn" + type).c_str(), D, dsAtomic, 1, op | is64 | 1u << 9);
  }
  b.add("ds_nop", D, [](Wave &, const Inst &) {}, 0);
  b.add("ds_atomic_barrier_arrive_rtn_b64", D, dsBarrierArrive, 1);
}

} // namespace fly::emu
