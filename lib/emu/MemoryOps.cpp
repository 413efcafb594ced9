// Memory instructions that reach global memory: SMEM (s_load, s_buffer_load), FLAT, GLOBAL,
// SCRATCH and MUBUF (buffer_*), including atomics. Memory is synchronous: a load's data is in
// its registers when the instruction retires.
#include "Float16.h"
#include "ValuLane.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace fly::emu {

namespace {
using u32 = uint32_t;
using u64 = uint64_t;

// aux layout for loads/stores: bytes in bits 0..7, then flags.
enum : u32 { kSext = 1u << 8, kD16 = 1u << 9, kD16Hi = 1u << 10 };

// ---- SMEM
// The SGPR offset of a scalar load; gfx1250's scale_offset counts it in units of the access size
// (LLVM selects it for base + index * size, e.g. s_load_b64 ... s2 offset:0x0 scale_offset).
u64 scalarOffset(Wave &w, const Inst &in, u32 accessBytes) {
  u64 off = in.numOps > 2 ? u64(w.sread32(in.ops[2])) : 0;
  return in.mods.scaleOffset ? off * accessBytes : off;
}

void sLoad(Wave &w, const Inst &in) {
  u64 base = w.sread64(in.ops[1]);
  u32 n = in.aux;
  u64 off = scalarOffset(w, in, n >= 0x100 ? (n >> 8) & 0xf : n * 4);
  u64 addr = base + off + int64_t(in.mods.offset);
  if (n >= 0x100) { // sub-dword scalar load (gfx12): bytes in bits 8..11, sign in bit 12
    u32 bytes = (n >> 8) & 0xf;
    uint8_t *p = w.global(in, 0, addr, bytes, false);
    if (!p) return;
    u32 v = 0;
    std::memcpy(&v, p, bytes);
    if (n & 0x1000) v = bytes == 1 ? u32(int32_t(int8_t(v))) : u32(int32_t(int16_t(v)));
    w.swrite32(in.ops[0], v);
    return;
  }
  uint8_t *p = w.global(in, 0, addr, n * 4, false);
  if (!p) return;
  for (u32 i = 0; i < n; ++i) {
    u32 v;
    std::memcpy(&v, p + 4 * i, 4);
    w.swrite32(in.ops[0], v, i);
  }
}

struct BufferDesc {
  u64 base;
  u32 stride, numRecords;
  bool swizzle;
};
BufferDesc readDesc(Wave &w, const Operand &o) {
  u32 d0 = w.sread32(o, 0), d1 = w.sread32(o, 1), d2 = w.sread32(o, 2), d3 = w.sread32(o, 3);
  BufferDesc d;
  if (w.launch->gfx1250BufferResource) {
    // gfx1250: base in bits [56:0], num_records in bits [101:57]. Structured (strided) resources
    // are not decoded for this target: idxen accesses are refused by the handlers.
    d.base = (u64(d0) | u64(d1) << 32) & ((1ull << 57) - 1);
    u64 records = (u64(d1) >> 25) | (u64(d2) << 7) | (u64(d3 & 0x3f) << 39);
    d.numRecords = u32(std::min<u64>(records, 0xffffffffu));
    d.stride = 0;
    d.swizzle = false;
    return d;
  }
  d.base = u64(d0) | u64(d1 & 0xffff) << 32;
  d.stride = (d1 >> 16) & 0x3fff;
  d.numRecords = d2;
  d.swizzle = (d3 >> 23) & 1;
  return d;
}

void sBufferLoad(Wave &w, const Inst &in) {
  BufferDesc d = readDesc(w, in.ops[1]);
  u64 off = scalarOffset(w, in, 4 * in.aux) + int64_t(in.mods.offset);
  for (u32 i = 0; i < in.aux; ++i) {
    u64 o = off + 4 * i;
    u32 v = 0;
    if (o + 4 <= d.numRecords) {
      uint8_t *p = w.global(in, 0, d.base + o, 4, false);
      if (!p) return;
      std::memcpy(&v, p, 4);
    }
    w.swrite32(in.ops[0], v, i);
  }
}

// ---- vector loads/stores: the register side
inline void loadToRegs(Wave &w, const Inst &in, const Operand &dst, unsigned lane, const uint8_t *p, u32 aux) {
  u32 n = aux & 0xff;
  if (aux & (kD16 | kD16Hi)) {
    u32 v = 0;
    std::memcpy(&v, p, n);
    if (aux & kSext) v = n == 1 ? u32(int32_t(int8_t(v))) : u32(int32_t(int16_t(v)));
    u32 old = w.vread32(dst, lane);
    w.vwrite32(dst, lane, (aux & kD16Hi) ? (old & 0xffff) | (v << 16) : (old & 0xffff0000u) | (v & 0xffff));
    return;
  }
  if (n < 4) {
    u32 v = 0;
    std::memcpy(&v, p, n);
    if (aux & kSext) v = n == 1 ? u32(int32_t(int8_t(v))) : u32(int32_t(int16_t(v)));
    w.vwrite32(dst, lane, v);
    return;
  }
  for (u32 i = 0; i < n / 4; ++i) {
    u32 v;
    std::memcpy(&v, p + 4 * i, 4);
    w.vwrite32(dst, lane, v, i);
  }
}
inline void storeFromRegs(Wave &w, const Operand &data, unsigned lane, uint8_t *p, u32 aux) {
  u32 n = aux & 0xff;
  if (n < 4) {
    u32 v = w.vread32(data, lane);
    if (aux & kD16Hi) v >>= 16;
    std::memcpy(p, &v, n);
    return;
  }
  for (u32 i = 0; i < n / 4; ++i) {
    u32 v = w.vread32(data, lane, i);
    std::memcpy(p + 4 * i, &v, 4);
  }
}

// Lane addresses, with what is uniform across lanes resolved once per instruction.
// GLOBAL: vaddr 64-bit, or a 32-bit offset + saddr. FLAT: vaddr 64-bit, or (gfx1250) a 32-bit
// offset + saddr. SCRATCH: an offset in the lane's private segment (vaddr and saddr optional).
enum Space { Global, Flat, Scratch };

struct LaneAddress {
  const uint32_t *vrow = nullptr; // VGPR address (pair) or offset
  uint64_t uniform = 0;           // saddr + offset
  uint64_t vscale = 1;            // gfx1250 scale_offset
  bool wide = false;              // vaddr is a 64-bit address

  template <Space S> static LaneAddress make(Wave &w, const Inst &in, const Operand &vaddr, const Operand &saddr,
                                              uint32_t accessBytes) {
    LaneAddress a;
    if (vaddr.kind == OpdKind::Vgpr) a.vrow = w.row(vaddr);
    if (in.mods.scaleOffset) a.vscale = accessBytes;
    a.uniform = uint64_t(int64_t(in.mods.offset));
    if (S == Scratch) {
      if (saddr.kind == OpdKind::Sgpr) a.uniform += w.sread32(saddr);
    } else if (S != Scratch && saddr.kind == OpdKind::Sgpr) {
      a.uniform += w.sread64(saddr);
    } else {
      a.wide = true;
    }
    return a;
  }
  template <Space S> [[gnu::always_inline]] uint64_t at(unsigned l) const {
    uint64_t r;
    if (wide) r = uniform + (vrow ? uint64_t(vrow[l]) | uint64_t(vrow[64 + l]) << 32 : 0);
    else r = uniform + (vrow ? uint64_t(vrow[l]) * vscale : 0);
    return S == Scratch ? uint32_t(r) : r;
  }
};

// Per-PC counters of a vector memory access. Scratch is counted as the hardware lays it out:
// consecutive lanes' dwords adjacent (offset/4 * lanes + lane) * 4.
template <Space S> void countAccess(Wave &w, const LaneAddress &A, u32 n) {
  if (S == Scratch)
    w.countGlobal(n, [&](unsigned l) { return (A.at<S>(l) / 4 * w.width + l) * 4 + A.at<S>(l) % 4; });
  else w.countGlobal(n, [&](unsigned l) { return A.at<S>(l); });
}

template <Space S> uint8_t *mem(Wave &w, const Inst &in, unsigned lane, u64 addr, u64 n, bool write) {
  if (S == Global) return w.global(in, lane, addr, n, write);
  if (S == Flat) return w.flat(in, lane, addr, n, write);
  return w.privateMem(in, lane, addr, n, write);
}

// The addresses of every active lane's `bytes`-byte global access, in addr[lane], when all of them
// lie inside the wave's cached allocation (looked up again from the lowest address if they do
// not): then `host + addr[lane]` is the lane's memory. The common case is checked once per
// instruction; false sends the caller to the per-lane path, which reports failures by lane.
template <Space S> bool wholeWaveInCache(Wave &w, const Inst &in, const LaneAddress &A, uint32_t bytes, uint64_t *addr,
                                         uint8_t *&host) {
  uint64_t lo = ~uint64_t(0), hi = 0;
  if (S == Global && A.wide && A.vrow && w.exec() == w.laneMask()) {
    // The common form (a 64-bit VGPR address, every lane on) as one loop without branches.
    const uint32_t *v = A.vrow;
    for (unsigned l = 0, n = w.width; l < n; ++l) {
      uint64_t a = A.uniform + (uint64_t(v[l]) | uint64_t(v[64 + l]) << 32);
      addr[l] = a;
      lo = a < lo ? a : lo;
      hi = a > hi ? a : hi;
    }
  } else {
    forExec(w, [&](unsigned l) {
      uint64_t a = A.at<S>(l);
      addr[l] = a;
      lo = std::min(lo, a);
      hi = std::max(hi, a);
    });
  }
  if (hi + bytes < hi) return false;
  if (!(lo >= w.cacheBase && hi + bytes <= w.cacheEnd)) {
    uint64_t exec = w.exec();
    if (!exec) return true;
    // Refill the cache from the allocation holding the lowest address (no error if there is none:
    // the per-lane path reports it).
    uint64_t base, end;
    uint8_t *h;
    if (!w.launch->device->findAllocation(lo, base, end, h)) return false;
    w.cacheBase = base;
    w.cacheEnd = end;
    w.cacheHost = h;
    if (!(lo >= base && hi + bytes <= end)) return false;
  }
  host = w.cacheHost - w.cacheBase;
  return true;
}

template <Space S> void vLoad(Wave &w, const Inst &in) {
  // dst, vaddr, saddr (flat: saddr only on gfx1250; an absent operand has kind None)
  const Operand &dst = in.ops[0], &vaddr = in.ops[1], &saddr = in.ops[2];
  u32 n = in.aux & 0xff;
  LaneAddress A = LaneAddress::make<S>(w, in, vaddr, saddr, n);
  if (w.counters) countAccess<S>(w, A, n);
  if (S == Global && n >= 4 && !(in.aux & (kD16 | kD16Hi))) {
    u32 *d = w.row(dst);
    w.stats->bytesRead += uint64_t(n) * std::popcount(w.exec());
    return withWords(n / 4, [&](auto words) {
      uint64_t addr[64];
      uint8_t *host;
      if (wholeWaveInCache<S>(w, in, A, words * 4, addr, host)) {
        forExec(w, [&](unsigned l) {
          for (u32 i = 0; i < words; ++i) std::memcpy(&d[i * 64 + l], host + addr[l] + 4 * i, 4);
        });
        return;
      }
      forExec(w, [&](unsigned l) {
        const uint8_t *p = w.globalUncounted(in, l, A.at<S>(l), words * 4, false);
        if (p)
          for (u32 i = 0; i < words; ++i) std::memcpy(&d[i * 64 + l], p + 4 * i, 4);
      });
    });
  }
  if (n >= 4 && !(in.aux & (kD16 | kD16Hi))) {
    u32 *d = w.row(dst);
    forExec(w, [&](unsigned l) {
      const uint8_t *p = mem<S>(w, in, l, A.at<S>(l), n, false);
      if (p)
        for (u32 i = 0; i < n / 4; ++i) std::memcpy(&d[i * 64 + l], p + 4 * i, 4);
    });
    return;
  }
  forExec(w, [&](unsigned l) {
    uint8_t *p = mem<S>(w, in, l, A.at<S>(l), n, false);
    if (p) loadToRegs(w, in, dst, l, p, in.aux);
  });
}
template <Space S> void vStore(Wave &w, const Inst &in) {
  // vaddr, data, saddr (flat: saddr only on gfx1250; an absent operand has kind None)
  const Operand &vaddr = in.ops[0], &data = in.ops[1], &saddr = in.ops[2];
  u32 n = in.aux & 0xff;
  LaneAddress A = LaneAddress::make<S>(w, in, vaddr, saddr, n);
  if (w.counters) countAccess<S>(w, A, n);
  if (S == Global && n >= 4) {
    const u32 *d = w.row(data);
    w.stats->bytesWritten += uint64_t(n) * std::popcount(w.exec());
    return withWords(n / 4, [&](auto words) {
      uint64_t addr[64];
      uint8_t *host;
      if (wholeWaveInCache<S>(w, in, A, words * 4, addr, host)) {
        forExec(w, [&](unsigned l) {
          for (u32 i = 0; i < words; ++i) std::memcpy(host + addr[l] + 4 * i, &d[i * 64 + l], 4);
        });
        return;
      }
      forExec(w, [&](unsigned l) {
        uint8_t *p = w.globalUncounted(in, l, A.at<S>(l), words * 4, true);
        if (p)
          for (u32 i = 0; i < words; ++i) std::memcpy(p + 4 * i, &d[i * 64 + l], 4);
      });
    });
  }
  forExec(w, [&](unsigned l) {
    uint8_t *p = mem<S>(w, in, l, A.at<S>(l), n, true);
    if (p) storeFromRegs(w, data, l, p, in.aux);
  });
}

// ---- atomics
enum AtomicOp : u32 { AAdd, ASub, ASmin, AUmin, ASmax, AUmax, AAnd, AOr, AXor, AInc, ADec, ASwap, ACmpSwap,
                      AAddF32, AAddF64, AMinF64, AMaxF64, APkAddF16, APkAddBf16, AMinF32, AMaxF32 };

template <class T> T atomicApply(u32 op, T old, T src, T cmp) {
  using S = std::make_signed_t<T>;
  switch (op) {
  case AAdd: return old + src;
  case ASub: return old - src;
  case ASmin: return T(std::min(S(old), S(src)));
  case AUmin: return std::min(old, src);
  case ASmax: return T(std::max(S(old), S(src)));
  case AUmax: return std::max(old, src);
  case AAnd: return old & src;
  case AOr: return old | src;
  case AXor: return old ^ src;
  case AInc: return old >= src ? 0 : old + 1;
  case ADec: return (old == 0 || old > src) ? src : old - 1;
  case ASwap: return src;
  case ACmpSwap: return old == cmp ? src : old;
  default: break;
  }
  if constexpr (sizeof(T) == 4) {
    float a = bitsF32(old), b = bitsF32(src);
    switch (op) {
    case AAddF32: return f32Bits(a + b);
    case AMinF32: return f32Bits(std::fmin(a, b));
    case AMaxF32: return f32Bits(std::fmax(a, b));
    case APkAddF16:
      return T(floatToHalf(halfToFloat(uint16_t(old)) + halfToFloat(uint16_t(src)))) |
             T(floatToHalf(halfToFloat(uint16_t(old >> 16)) + halfToFloat(uint16_t(src >> 16)))) << 16;
    case APkAddBf16:
      return T(floatToBf16(bf16ToFloat(uint16_t(old)) + bf16ToFloat(uint16_t(src)))) |
             T(floatToBf16(bf16ToFloat(uint16_t(old >> 16)) + bf16ToFloat(uint16_t(src >> 16)))) << 16;
    }
  } else {
    double a = bitsF64(old), b = bitsF64(src);
    switch (op) {
    case AAddF64: return f64Bits(a + b);
    case AMinF64: return f64Bits(std::fmin(a, b));
    case AMaxF64: return f64Bits(std::fmax(a, b));
    }
  }
  return old;
}

// aux: op | (is64 << 8)
template <Space S> void vAtomic(Wave &w, const Inst &in) {
  // Returning form: vdst, vaddr, vdata[, saddr]; otherwise vaddr, vdata[, saddr].
  // global prints saddr or "off"; flat has saddr only on gfx1250 (an SGPR pair, else absent).
  bool is64 = (in.aux >> 8) & 1;
  u32 op = in.aux & 0xff;
  bool flatSaddr = S == Flat && in.numOps > 0 && in.ops[in.numOps - 1].kind == OpdKind::Sgpr;
  int expectNoRet = S == Flat && !flatSaddr ? 2 : 3;
  bool ret = in.numOps > expectNoRet;
  int k = ret ? 1 : 0;
  const Operand &vaddr = in.ops[k], &data = in.ops[k + 1];
  Operand none;
  const Operand &saddr = S == Flat && !flatSaddr ? none : in.ops[k + 2];
  u32 n = is64 ? 8 : 4;
  LaneAddress A = LaneAddress::make<S>(w, in, vaddr, saddr, n);
  if (w.counters) countAccess<S>(w, A, n);
  forLanes(w, in, [&](auto &L) {
    u64 a = A.at<S>(L.lane);
    uint8_t *p = mem<S>(w, in, L.lane, a, n, true);
    if (!p) return;
    if (is64) {
      u64 old, src = w.vread64(data, L.lane), cmp = 0;
      if (op == ACmpSwap) cmp = u64(w.vread32(data, L.lane, 2)) | u64(w.vread32(data, L.lane, 3)) << 32;
      std::memcpy(&old, p, 8);
      u64 r = atomicApply<u64>(op, old, src, cmp);
      std::memcpy(p, &r, 8);
      if (ret) w.vwrite64(in.ops[0], L.lane, old);
    } else {
      u32 old, src = w.vread32(data, L.lane), cmp = op == ACmpSwap ? w.vread32(data, L.lane, 1) : 0;
      std::memcpy(&old, p, 4);
      u32 r = atomicApply<u32>(op, old, src, cmp);
      std::memcpy(p, &r, 4);
      if (ret) w.vwrite32(in.ops[0], L.lane, old);
    }
  });
}

// ---- MUBUF
struct BufAccess {
  BufferDesc d;
  u32 soffset;
};
// Operands: load: vdst, vaddr|off, srsrc, soffset; store: vdata, vaddr|off, srsrc, soffset.
// Returns the byte offset within the buffer, and whether [offset, offset+n) is in range.
inline bool bufferOffset(Wave &w, const Inst &in, const BufferDesc &d, const Operand &vaddr, unsigned lane, u32 n,
                         u64 &offset) {
  u64 index = 0, voff = 0;
  if (in.mods.idxen && in.mods.offen) {
    index = w.vread32(vaddr, lane, 0);
    voff = w.vread32(vaddr, lane, 1);
  } else if (in.mods.idxen) {
    index = w.vread32(vaddr, lane);
  } else if (in.mods.offen) {
    voff = w.vread32(vaddr, lane);
  }
  u64 inBuffer = voff + u64(in.mods.offset);
  if (d.stride) {
    offset = index * d.stride + inBuffer;
    return index < d.numRecords && inBuffer + n <= d.stride;
  }
  offset = inBuffer;
  return inBuffer + n <= d.numRecords;
}

void countBuffer(Wave &w, const Inst &in, const BufferDesc &d, u64 soff, u32 n, const Operand &vaddr) {
  w.countGlobal(n, [&](unsigned l) {
    u64 off;
    bufferOffset(w, in, d, vaddr, l, n, off);
    return d.base + soff + off;
  });
}

// One lane's n bytes of a buffer load into buf: each dword of a multi-dword access is range-checked on
// its own (out of range reads 0). False if a memory access failed (the launch fails).
bool bufferGather(Wave &w, const Inst &in, const BufferDesc &d, const Operand &vaddr, u64 soff, unsigned lane, u32 n,
                  uint8_t *buf) {
  u32 elem = std::min<u32>(n, 4);
  for (u32 e = 0; e < n; e += elem) {
    u64 off;
    if (!bufferOffset(w, in, d, vaddr, lane, e + elem, off)) continue;
    uint8_t *p = w.global(in, lane, d.base + soff + off + e, elem, false);
    if (!p) return false;
    std::memcpy(buf + e, p, elem);
  }
  return true;
}

// ---- LDS DMA (gfx9 loads with the LDS bit, gfx950 global_load_lds_*): the data goes to LDS, not to
// VGPRs. Lane L's n bytes land at M0 + inst_offset + L * n (the immediate offset applies to both the
// memory and the LDS address; LLVM's llvm.amdgcn.*.load.lds intrinsics document the same).
void ldsDmaWrite(Wave &w, const Inst &in, unsigned lane, const uint8_t *data, u32 n) {
  uint64_t a = uint64_t(w.s[kM0]) + uint64_t(uint32_t(in.mods.offset)) + uint64_t(lane) * n;
  uint8_t *p = w.lds(in, lane, a, n, true);
  if (p) std::memcpy(p, data, n);
}

// buffer_load_{dword,dwordx3,dwordx4} ... lds: vaddr|off, srsrc, soffset. Out-of-range dwords read 0.
void bufferLoadLds(Wave &w, const Inst &in) {
  if (in.mods.idxen && w.launch->gfx1250BufferResource)
    return w.fail(in, "structured (idxen) buffer accesses are not supported on gfx1250 yet");
  BufferDesc d = readDesc(w, in.ops[1]);
  if (d.swizzle) return w.fail(in, "swizzled buffer resources (ADD_TID_ENABLE) are not supported");
  u64 soff = w.sread32(in.ops[2]);
  u32 n = in.aux & 0xff;
  if (in.aux & (kD16 | kD16Hi | kSext) || (n != 4 && n != 12 && n != 16))
    return w.fail(in, "LDS DMA of other than 4, 12 or 16 bytes per lane is not supported");
  // The data comes from memory like any load's (the performance model counts its lines).
  if (w.counters) countBuffer(w, in, d, soff, n, in.ops[0]);
  forLanes(w, in, [&](auto &L) {
    uint8_t buf[16] = {};
    if (bufferGather(w, in, d, in.ops[0], soff, L.lane, n, buf)) ldsDmaWrite(w, in, L.lane, buf, n);
  });
}

// global_load_lds_{dword,dwordx3,dwordx4}: vaddr, saddr|off.
void globalLoadLds(Wave &w, const Inst &in) {
  u32 n = in.aux & 0xff;
  LaneAddress A = LaneAddress::make<Global>(w, in, in.ops[0], in.ops[1], n);
  if (w.counters) countAccess<Global>(w, A, n);
  forLanes(w, in, [&](auto &L) {
    const uint8_t *p = w.global(in, L.lane, A.at<Global>(L.lane), n, false);
    if (p) ldsDmaWrite(w, in, L.lane, p, n);
  });
}

void bufferLoad(Wave &w, const Inst &in) {
  if (in.mods.lds) return bufferLoadLds(w, in);
  if (in.mods.idxen && w.launch->gfx1250BufferResource)
    return w.fail(in, "structured (idxen) buffer accesses are not supported on gfx1250 yet");
  BufferDesc d = readDesc(w, in.ops[2]);
  if (d.swizzle) return w.fail(in, "swizzled buffer resources (ADD_TID_ENABLE) are not supported");
  u64 soff = w.sread32(in.ops[3]);
  u32 n = in.aux & 0xff;
  if (w.counters) countBuffer(w, in, d, soff, n, in.ops[1]);
  forLanes(w, in, [&](auto &L) {
    uint8_t buf[16] = {};
    if (bufferGather(w, in, d, in.ops[1], soff, L.lane, n, buf)) loadToRegs(w, in, in.ops[0], L.lane, buf, in.aux);
  });
}
void bufferStore(Wave &w, const Inst &in) {
  if (in.mods.idxen && w.launch->gfx1250BufferResource)
    return w.fail(in, "structured (idxen) buffer accesses are not supported on gfx1250 yet");
  BufferDesc d = readDesc(w, in.ops[2]);
  if (d.swizzle) return w.fail(in, "swizzled buffer resources (ADD_TID_ENABLE) are not supported");
  u64 soff = w.sread32(in.ops[3]);
  u32 n = in.aux & 0xff, elem = std::min<u32>(n, 4);
  if (w.counters) countBuffer(w, in, d, soff, n, in.ops[1]);
  forLanes(w, in, [&](auto &L) {
    uint8_t buf[16];
    storeFromRegs(w, in.ops[0], L.lane, buf, in.aux);
    for (u32 e = 0; e < n; e += elem) {
      u64 off;
      if (!bufferOffset(w, in, d, in.ops[1], L.lane, e + elem, off)) continue; // dropped
      uint8_t *p = w.global(in, L.lane, d.base + soff + off + e, elem, true);
      if (!p) return;
      std::memcpy(p, buf + e, elem);
    }
  });
}
// buffer atomics: vdata(+ret in place when glc/sc0), vaddr, srsrc, soffset
void bufferAtomic(Wave &w, const Inst &in) {
  BufferDesc d = readDesc(w, in.ops[2]);
  u64 soff = w.sread32(in.ops[3]);
  bool is64 = (in.aux >> 8) & 1;
  u32 op = in.aux & 0xff;
  bool ret = in.mods.glc || in.mods.sc0 || in.mods.raw.find("TH_ATOMIC_RETURN") != std::string::npos;
  u32 n = is64 ? 8 : 4;
  if (w.counters) countBuffer(w, in, d, soff, n, in.ops[1]);
  forLanes(w, in, [&](auto &L) {
    u64 off;
    if (!bufferOffset(w, in, d, in.ops[1], L.lane, n, off)) {
      if (ret) w.vwrite32(in.ops[0], L.lane, 0);
      return;
    }
    uint8_t *p = w.global(in, L.lane, d.base + soff + off, n, true);
    if (!p) return;
    if (is64) {
      u64 old, src = w.vread64(in.ops[0], L.lane), cmp = 0;
      if (op == ACmpSwap) cmp = u64(w.vread32(in.ops[0], L.lane, 2)) | u64(w.vread32(in.ops[0], L.lane, 3)) << 32;
      std::memcpy(&old, p, 8);
      u64 r = atomicApply<u64>(op, old, src, cmp);
      std::memcpy(p, &r, 8);
      if (ret) w.vwrite64(in.ops[0], L.lane, old);
    } else {
      u32 old, src = w.vread32(in.ops[0], L.lane), cmp = op == ACmpSwap ? w.vread32(in.ops[0], L.lane, 1) : 0;
      std::memcpy(&old, p, 4);
      u32 r = atomicApply<u32>(op, old, src, cmp);
      std::memcpy(p, &r, 4);
      if (ret) w.vwrite32(in.ops[0], L.lane, old);
    }
  });
}
} // namespace

void registerMemoryOps(OpTableBuilder &b) {
  static std::vector<std::string> keep;
  auto name = [&](const std::string &s) { return s.c_str(); };
  const std::pair<const char *, u32> smem[] = {{"dword", 1}, {"dwordx2", 2}, {"dwordx3", 3}, {"dwordx4", 4},
                                               {"dwordx8", 8}, {"dwordx16", 16}};
  for (auto &[suffix, n] : smem) {
    b.add(name(std::string("s_load_") + suffix), InstClass::SMEM, sLoad, 1, n);
    b.add(name(std::string("s_buffer_load_") + suffix), InstClass::SMEM, sBufferLoad, 1, n);
  }
  b.add("s_load_u8", InstClass::SMEM, sLoad, 1, 0x100);
  b.add("s_load_i8", InstClass::SMEM, sLoad, 1, 0x1100);
  b.add("s_load_u16", InstClass::SMEM, sLoad, 1, 0x200);
  b.add("s_load_i16", InstClass::SMEM, sLoad, 1, 0x1200);
  const std::pair<const char *, u32> loads[] = {
      {"dword", 4}, {"dwordx2", 8}, {"dwordx3", 12}, {"dwordx4", 16}, {"ubyte", 1}, {"sbyte", 1 | kSext},
      {"ushort", 2}, {"sshort", 2 | kSext}, {"short_d16", 2 | kD16}, {"short_d16_hi", 2 | kD16Hi},
      {"ubyte_d16", 1 | kD16}, {"ubyte_d16_hi", 1 | kD16Hi}, {"sbyte_d16", 1 | kD16 | kSext},
      {"sbyte_d16_hi", 1 | kD16Hi | kSext},
      // gfx12 spellings of the d16 loads
      {"d16_b16", 2 | kD16}, {"d16_hi_b16", 2 | kD16Hi}, {"d16_u8", 1 | kD16}, {"d16_hi_u8", 1 | kD16Hi},
      {"d16_i8", 1 | kD16 | kSext}, {"d16_hi_i8", 1 | kD16Hi | kSext}};
  const std::pair<const char *, u32> stores[] = {{"dword", 4}, {"dwordx2", 8}, {"dwordx3", 12}, {"dwordx4", 16},
                                                 {"byte", 1}, {"short", 2}, {"byte_d16_hi", 1 | kD16Hi},
                                                 {"short_d16_hi", 2 | kD16Hi}, {"d16_hi_b16", 2 | kD16Hi},
                                                 {"d16_hi_b8", 1 | kD16Hi}};
  auto M = InstClass::VMEM;
  for (auto &[suffix, aux] : loads) {
    b.add(name(std::string("global_load_") + suffix), M, vLoad<Global>, 1, aux);
    b.add(name(std::string("flat_load_") + suffix), M, vLoad<Flat>, 1, aux);
    b.add(name(std::string("scratch_load_") + suffix), M, vLoad<Scratch>, 1, aux);
    b.add(name(std::string("buffer_load_") + suffix), M, bufferLoad, 1, aux);
  }
  for (auto &[suffix, aux] : stores) {
    b.add(name(std::string("global_store_") + suffix), M, vStore<Global>, 0, aux);
    b.add(name(std::string("flat_store_") + suffix), M, vStore<Flat>, 0, aux);
    b.add(name(std::string("scratch_store_") + suffix), M, vStore<Scratch>, 0, aux);
    b.add(name(std::string("buffer_store_") + suffix), M, bufferStore, 0, aux);
  }
  b.add("global_load_lds_dword", M, globalLoadLds, 0, 4);
  b.add("global_load_lds_dwordx3", M, globalLoadLds, 0, 12);
  b.add("global_load_lds_dwordx4", M, globalLoadLds, 0, 16);
  const std::pair<const char *, u32> atomics[] = {
      {"add", AAdd}, {"sub", ASub}, {"smin", ASmin}, {"umin", AUmin}, {"smax", ASmax}, {"umax", AUmax},
      {"and", AAnd}, {"or", AOr}, {"xor", AXor}, {"inc", AInc}, {"dec", ADec}, {"swap", ASwap},
      {"cmpswap", ACmpSwap}, {"add_u32", AAdd}, {"sub_u32", ASub}, {"min_i32", ASmin}, {"min_u32", AUmin},
      {"max_i32", ASmax}, {"max_u32", AUmax}, {"and_b32", AAnd}, {"or_b32", AOr}, {"xor_b32", AXor},
      {"inc_u32", AInc}, {"dec_u32", ADec}, {"swap_b32", ASwap}, {"cmpswap_b32", ACmpSwap}};
  for (auto &[suffix, op] : atomics) {
    for (const char *sp : {"global_atomic_", "flat_atomic_", "buffer_atomic_"}) {
      Handler h32 = sp[0] == 'g' ? vAtomic<Global> : sp[0] == 'f' ? vAtomic<Flat> : bufferAtomic;
      b.add(name(std::string(sp) + suffix), M, h32, -3, op);
      if (std::string(suffix).find('_') == std::string::npos)
        b.add(name(std::string(sp) + suffix + "_x2"), M, h32, -3, op | 1u << 8);
    }
  }
  for (const char *sp : {"global_atomic_", "flat_atomic_", "buffer_atomic_"}) {
    Handler h = sp[0] == 'g' ? vAtomic<Global> : sp[0] == 'f' ? vAtomic<Flat> : bufferAtomic;
    b.add(name(std::string(sp) + "add_f32"), M, h, -3, AAddF32);
    b.add(name(std::string(sp) + "min_f32"), M, h, -3, AMinF32);
    b.add(name(std::string(sp) + "max_f32"), M, h, -3, AMaxF32);
    b.add(name(std::string(sp) + "min_num_f32"), M, h, -3, AMinF32);
    b.add(name(std::string(sp) + "max_num_f32"), M, h, -3, AMaxF32);
    b.add(name(std::string(sp) + "pk_add_f16"), M, h, -3, APkAddF16);
    b.add(name(std::string(sp) + "pk_add_bf16"), M, h, -3, APkAddBf16);
    b.add(name(std::string(sp) + "add_f64"), M, h, -3, AAddF64 | 1u << 8);
    b.add(name(std::string(sp) + "min_f64"), M, h, -3, AMinF64 | 1u << 8);
    b.add(name(std::string(sp) + "max_f64"), M, h, -3, AMaxF64 | 1u << 8);
    b.add(name(std::string(sp) + "min_num_f64"), M, h, -3, AMinF64 | 1u << 8); // gfx1250
    b.add(name(std::string(sp) + "max_num_f64"), M, h, -3, AMaxF64 | 1u << 8);
    for (auto &[suffix, op] : atomics)
      if (std::string(suffix).find('_') != std::string::npos) {
        std::string s = std::string(sp) + suffix;
        std::string s64 = s.substr(0, s.size() - 2) + "64";
        b.add(name(s64), M, h, -3, op | 1u << 8); // gfx12 *_u64/_i64/_b64
      }
  }
}

} // namespace fly::emu
