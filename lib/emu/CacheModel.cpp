// The cache half of the performance model (Timing.h; docs/emulator.md, "Caches"): the global line
// accesses every work-group recorded, replayed in the order the machine would make them through
// the L2s (one per XCD on CDNA3/CDNA4) and the MALL behind them, to count per instruction address
// the lines that leave the L2 (MALL traffic) and the lines that reach DRAM.
#include "Timing.h"

#include <algorithm>
#include <queue>

namespace fly::emu {
namespace {

// A set-associative cache with least-recently-used replacement and write-back lines.
class Cache {
public:
  Cache(uint64_t bytes, unsigned ways, unsigned lineBytes)
      : ways_(std::max(1u, ways)), sets_(std::max<uint64_t>(1, bytes / lineBytes / std::max(1u, ways))), set_(sets_) {}

  struct Result {
    bool hit = false, wasDirty = false;
  };
  // Looks `line` up; on a miss allocates it (evicting the least recently used line of its set).
  // `dirty` marks the line written.
  Result access(uint64_t line, bool dirty) {
    auto &s = set_[index(line)];
    ++clock_;
    Result r;
    for (Way &w : s)
      if (w.line == line) {
        r.hit = true;
        r.wasDirty = w.dirty;
        w.stamp = clock_;
        w.dirty = w.dirty || dirty;
        return r;
      }
    if (s.size() < ways_) {
      s.push_back({line, clock_, dirty});
      return r;
    }
    Way *victim = &s[0];
    for (Way &w : s)
      if (w.stamp < victim->stamp) victim = &w;
    *victim = {line, clock_, dirty};
    return r;
  }

private:
  struct Way {
    uint64_t line, stamp;
    bool dirty;
  };
  // Lines are spread over the sets by a hash of the address (as the hardware's channel and set
  // selection does), so power-of-two strides do not all fall into one set.
  uint64_t index(uint64_t line) const { return ((line * 0x9E3779B97F4A7C15ull) >> 20) % sets_; }
  unsigned ways_;
  uint64_t sets_;
  std::vector<std::vector<Way>> set_;
  uint64_t clock_ = 0;
};

} // namespace

void simulateCaches(const target::Arch &arch, unsigned groupsPerCU, std::vector<GroupTrace> &groups,
                    std::vector<PcCounters> &pcs) {
  const target::PerfModel &m = arch.perf;
  const unsigned nL2 = unsigned(std::max(1, m.l2Instances));
  const uint64_t numGroups = groups.size();
  // When each work-group starts: work-groups are dealt round-robin to the L2 domains (XCDs); each
  // domain runs `CUs per domain * groupsPerCU` at once, a later one starting when the earliest
  // running one ends (in wave-clock units, the same on every domain).
  const unsigned slots = unsigned(std::max(1, m.computeUnits / int(nL2))) * std::max(1u, groupsPerCU);
  std::vector<uint64_t> start(numGroups, 0);
  for (unsigned d = 0; d < nL2; ++d) {
    using Slot = std::pair<uint64_t, unsigned>; // free at, slot index
    std::priority_queue<Slot, std::vector<Slot>, std::greater<Slot>> free;
    for (unsigned s = 0; s < slots; ++s) free.push({0, s});
    for (uint64_t g = d; g < numGroups; g += nL2) {
      Slot s = free.top();
      free.pop();
      start[g] = s.first;
      free.push({s.first + std::max<uint64_t>(groups[g].duration, 1), s.second});
    }
  }
  // Replay every access in time order (ties: lower work-group, then recording order).
  std::vector<Cache> l2;
  for (unsigned d = 0; d < nL2; ++d) l2.emplace_back(m.l2Bytes, unsigned(m.l2Ways), unsigned(m.lineBytes));
  const bool hasMall = m.mallBytes > 0;
  Cache mall(hasMall ? m.mallBytes : m.lineBytes, 16, unsigned(m.lineBytes));
  struct Next {
    uint64_t time, group;
    size_t index;
    bool operator>(const Next &o) const {
      if (time != o.time) return time > o.time;
      if (group != o.group) return group > o.group;
      return index > o.index;
    }
  };
  std::priority_queue<Next, std::vector<Next>, std::greater<Next>> heap;
  for (uint64_t g = 0; g < numGroups; ++g)
    if (!groups[g].accesses.empty()) heap.push({start[g] + groups[g].accesses[0].time, g, 0});
  while (!heap.empty()) {
    Next n = heap.top();
    heap.pop();
    const GroupTrace &gt = groups[n.group];
    const LineAccess &a = gt.accesses[n.index];
    if (n.index + 1 < gt.accesses.size()) heap.push({start[n.group] + gt.accesses[n.index + 1].time, n.group, n.index + 1});
    if (a.slot >= pcs.size()) continue;
    PcCounters &pc = pcs[a.slot];
    Cache::Result r = l2[n.group % nL2].access(a.line, a.write);
    if (a.write) {
      // Write-back: a line that becomes dirty in an L2 is written out once (through the MALL,
      // which keeps it) when it leaves.
      if (!r.wasDirty) {
        ++pc.mallLines;
        ++pc.dramLines;
        if (hasMall) mall.access(a.line, false);
      }
      continue;
    }
    if (r.hit) continue;
    ++pc.mallLines;
    if (!hasMall || !mall.access(a.line, false).hit) ++pc.dramLines;
  }
}

} // namespace fly::emu
