#include "Wave.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace fly::emu {

uint32_t Wave::special(const Operand &o, unsigned dword) const {
  switch (Special(o.index)) {
  case Special::SharedBase: return dword ? kSharedApertureHi : 0;
  case Special::SharedLimit: return dword ? kSharedApertureHi : 0xffffffffu;
  case Special::PrivateBase: return dword ? kPrivateApertureHi : 0;
  case Special::PrivateLimit: return dword ? kPrivateApertureHi : 0xffffffffu;
  case Special::Vccz: return vcc() == 0;
  case Special::Execz: return exec() == 0;
  case Special::Scc: return scc;
  }
  return 0;
}

std::string Wave::where(const Inst &in) const {
  char buf[256];
  std::snprintf(buf, sizeof buf, "kernel %s, pc 0x%llx, work-group (%u,%u,%u), wave %u",
                launch->kernel->name.c_str(), (unsigned long long)in.pc, group->id[0], group->id[1],
                group->id[2], waveInGroup);
  return buf;
}

void Wave::fail(const Inst &in, const std::string &msg) {
  if (state == State::Failed) return;
  state = State::Failed;
  error = msg + " [" + where(in) + ": " + in.text + "]";
}

void Wave::failLane(const Inst &in, unsigned lane, uint64_t address, const std::string &what) {
  char buf[96];
  std::snprintf(buf, sizeof buf, ", lane %u, address 0x%llx", lane, (unsigned long long)address);
  if (state == State::Failed) return;
  state = State::Failed;
  error = what + " [" + where(in) + buf + ": " + in.text + "]";
}

uint8_t *Wave::globalSlow(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write) {
  uint64_t base, end;
  uint8_t *host;
  if (!launch->device->findAllocation(addr, base, end, host) || addr + n > end || addr + n < addr) {
    failLane(in, lane, addr,
             std::string("out-of-bounds global ") + (write ? "write" : "read") + " of " + std::to_string(n) +
                 " bytes (no allocation contains it)");
    return nullptr;
  }
  cacheBase = base;
  cacheEnd = end;
  cacheHost = host;
  return host + (addr - base);
}

uint8_t *Wave::ldsSlow(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write, bool atomic) {
  if (addr + n > group->lds.size() || addr + n < addr) {
    if (group->outOfRangeAsHardware) {
      // The hardware's rule: reads of out-of-range LDS return 0, writes and atomics are dropped.
      group->outOfRangeSink.assign(std::max<uint64_t>(n, group->outOfRangeSink.size()), 0);
      return group->outOfRangeSink.data();
    }
    failLane(in, lane, addr,
             std::string("out-of-bounds LDS ") + (write ? "write" : "read") + " of " + std::to_string(n) +
                 " bytes (the work-group has " + std::to_string(group->lds.size()) + " bytes of LDS)");
    return nullptr;
  }
  if (!group->tensorBarriers.empty() && !retiringTensor) {
    std::string err;
    if (!retireTensorArrivals(*group, addr, n, err)) {
      if (ok()) {
        state = State::Failed;
        error = err;
      }
      return nullptr;
    }
  }
  if (write) stats->ldsBytesWritten += n;
  else stats->ldsBytesRead += n;
  if (group->checkRaces && !retiringTensor && !group->pendingTensor.empty())
    if (const char *why = pendingTensorConflict(*group, addr, n, write)) {
      failLane(in, lane, addr, why);
      return nullptr;
    }
  if (group->checkRaces && !atomic) {
    uint16_t me = uint16_t(waveInGroup + 1);
    uint32_t e = group->epoch;
    for (uint64_t b = addr; b < addr + n; ++b) {
      WorkGroupContext::ByteAccess &x = group->access[b];
      int other = -1;
      const char *kind = nullptr;
      if (x.writeEpoch == e && x.writer != me) {
        other = x.writer - 1;
        kind = write ? "write after write" : "read after write";
      } else if (write && x.readEpoch == e && (x.reader != me || x.manyReaders)) {
        other = x.reader != me ? x.reader - 1 : -1;
        kind = "write after read";
      }
      if (kind) {
        failLane(in, lane, b,
                 std::string("LDS race: ") + kind + " by waves " +
                     (other >= 0 ? std::to_string(other) : std::string("(several)")) + " and " +
                     std::to_string(waveInGroup) + " with no barrier between");
        return nullptr;
      }
      if (write) {
        x.writeEpoch = e;
        x.writer = me;
      } else if (x.readEpoch != e) {
        x.readEpoch = e;
        x.reader = me;
        x.manyReaders = false;
      } else if (x.reader != me) {
        x.manyReaders = true;
      }
    }
  }
  return group->lds.data() + addr;
}

uint8_t *Wave::privateMem(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write) {
  if (addr + n > privateSize || addr + n < addr) {
    failLane(in, lane, addr,
             std::string("out-of-bounds scratch ") + (write ? "write" : "read") + " of " + std::to_string(n) +
                 " bytes (the kernel has " + std::to_string(privateSize) + " bytes of scratch per lane)");
    return nullptr;
  }
  return scratch.data() + size_t(lane) * privateSize + addr;
}

uint8_t *Wave::flat(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write) {
  uint32_t hi = uint32_t(addr >> 32);
  if (hi == kSharedApertureHi) return lds(in, lane, uint32_t(addr), n, write);
  if (hi == kPrivateApertureHi) return privateMem(in, lane, uint32_t(addr), n, write);
  if (launch->gfx1250BufferResource && (hi & 0xfffff) == kPrivateApertureHi) {
    // gfx1250 flat scratch: src_flat_scratch_base + (lane << 52) + offset in the lane's segment.
    unsigned owner = hi >> 20;
    if (owner >= width) {
      failLane(in, lane, addr, "flat scratch address names lane " + std::to_string(owner));
      return nullptr;
    }
    return privateMem(in, owner, uint32_t(addr), n, write);
  }
  uint8_t *p = global(in, lane, addr, n, write);
  return p;
}

void Wave::countLines(uint64_t *lines, unsigned n) {
  std::sort(lines, lines + n);
  n = unsigned(std::unique(lines, lines + n) - lines);
  counters->globalLines += n;
  if (timing.trace)
    for (unsigned i = 0; i < n; ++i) timing.trace->push_back({timing.clock, lines[i], timing.slot, timing.writes});
}

void Wave::countRange(uint64_t addr, uint64_t bytes) {
  if (!bytes) return;
  const uint64_t line = launch->cacheLineBytes, first = addr / line, last = (addr + bytes - 1) / line;
  counters->globalLines += last - first + 1;
  counters->globalBytes += bytes;
  if (timing.trace)
    for (uint64_t l = first; l <= last; ++l) timing.trace->push_back({timing.clock, l, timing.slot, timing.writes});
}

void Wave::countLds(const uint32_t *addr, uint32_t off, unsigned bytes, bool countLanes) {
  const unsigned banks = group->banks;
  const unsigned words = std::max(1u, (bytes + 3) / 4);
  const unsigned perPhase = std::max(1u, std::min(width, banks * 4 / std::max(bytes, 1u)));
  uint64_t m = exec();
  unsigned active = unsigned(std::popcount(m));
  uint64_t cycles = 0, ideal = 0;
  for (unsigned first = 0; first < width; first += perPhase) {
    uint64_t phaseMask = (perPhase >= 64 ? ~0ull : ((1ull << perPhase) - 1)) << first;
    uint64_t lanes = m & phaseMask;
    if (!lanes) continue;
    // The dwords this phase reads, deduplicated; then the most any bank has to deliver.
    uint32_t dwords[256];
    unsigned n = 0;
    while (lanes) {
      unsigned l = unsigned(std::countr_zero(lanes));
      lanes &= lanes - 1;
      uint32_t d = (addr[l] + off) / 4;
      for (unsigned i = 0; i < words && n < 256; ++i) dwords[n++] = d + i;
    }
    std::sort(dwords, dwords + n);
    n = unsigned(std::unique(dwords, dwords + n) - dwords);
    unsigned perBank[64] = {};
    unsigned worst = 0;
    for (unsigned i = 0; i < n; ++i) worst = std::max(worst, ++perBank[dwords[i] % banks]);
    cycles += worst;
    ++ideal;
  }
  if (countLanes) counters->activeLanes += active;
  counters->ldsCycles += cycles;
  counters->ldsIdealCycles += ideal;
}

} // namespace fly::emu
