// gfx1250's tensor data mover: tensor_load_to_lds / tensor_store_from_lds move a tile of up to five
// dimensions between global memory and LDS, described by a descriptor in SGPRs (the field layout is
// lib/target's TdmField table). They are asynchronous on hardware: the wave goes on, TENSORcnt counts
// the operations in flight, and s_wait_tensorcnt N waits until at most N remain. The emulator keeps
// that contract observable: an operation reads its descriptor when issued but moves its data only
// when an s_wait_tensorcnt (or the end of the wave) retires it, oldest first, and under
// --check-races an LDS access that overlaps a tile still in flight is reported.
//
// Semantics modelled (docs/tdm.md): elements whose coordinate reaches the descriptor's tensor_dim in
// any dimension are out of bounds -- a load writes 0 to their LDS place, a store skips them; LDS
// padding inserts pad_amount dwords after every pad_interval dwords of the tile; a zero predicate
// moves nothing; barrier_enable makes the operation arrive (count 1) on the LDS barrier at
// 8 * barrier_addr when it completes, after its data (ldsBarrierArrive, LdsOps.cpp); a
// multicast_mask is honoured for the one work-group a cluster has under fly-emu (see decode).
// Gather/scatter and iterate are refused with an error rather than approximated.
#include "Wave.h"

#include "fly/target/TensorDescriptor.h"

#include <cstdio>
#include <cstring>

namespace fly::emu {

namespace {
using target::TdmField;
using target::tdmGet;

struct TensorTile {
  uint64_t global = 0;
  uint32_t lds = 0;
  unsigned elemBytes = 1;
  uint64_t tile[target::kTdmMaxDims] = {1, 1, 1, 1, 1};
  uint64_t extent[target::kTdmMaxDims] = {1, 1, 1, 1, 1};
  uint64_t stride[target::kTdmMaxDims] = {1, 0, 0, 0, 0};
  bool predicate = true;
  uint32_t padEvery = 0, padBytes = 0; // bytes of tile data between pads, bytes per pad (0: no padding)
  bool barrier = false;                 // arrive on the LDS barrier at barrierAddr when done
  uint32_t barrierAddr = 0;

  uint64_t elements() const { return tile[0] * tile[1] * tile[2] * tile[3] * tile[4]; }
  uint64_t ldsOffset(uint64_t dataOffset) const {
    return padEvery ? dataOffset + dataOffset / padEvery * padBytes : dataOffset;
  }
  /// LDS bytes the tile spans (padding between elements included, none after the last).
  uint64_t ldsSpan() const {
    uint64_t n = elements() * elemBytes;
    return n ? ldsOffset(n - 1) + 1 : 0;
  }
};

// Decodes the descriptor; an error message for what the emulator does not model.
std::string decode(const uint32_t *d, bool fourGroups, TensorTile &t) {
  if (uint64_t type = tdmGet(d, TdmField::Type); type != target::kTdmTensorType)
    return "tensor descriptor type " + std::to_string(type) + " is not a tensor (type " +
           std::to_string(target::kTdmTensorType) + ")";
  if (tdmGet(d, TdmField::GatherEnable)) return "TDM gather/scatter mode is not modelled by fly-emu";
  if (tdmGet(d, TdmField::IterateEnable)) return "TDM iterate mode is not modelled by fly-emu";
  // multicast_mask: bit i sends the data to work-group i of the issuing work-group's cluster (its
  // flat id in the cluster), 0 to the issuing work-group alone. fly-emu launches no clusters (Fly
  // refuses gpu.launch_func's `clusters`; fly-emu run has no cluster dimensions), so each work-group
  // is work-group 0 of a cluster of its own (TTMP6, where gfx1250 code reads its cluster ids, is 0)
  // and bit 0 names the issuing work-group; a bit above it names a work-group that does not exist.
  if (uint64_t mask = tdmGet(d, TdmField::MulticastMask); mask > 1) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "0x%llx", (unsigned long long)mask);
    return std::string("TDM multicast_mask ") + buf + " sends the tile to work-group " +
           std::to_string(__builtin_ctzll(mask & ~1ull)) +
           " of the cluster, but fly-emu launches no clusters: every work-group is alone in its cluster "
           "(work-group 0), so only bit 0 names a work-group that exists";
  }
  t.barrier = tdmGet(d, TdmField::BarrierEnable) != 0;
  t.barrierAddr = uint32_t(tdmGet(d, TdmField::BarrierAddress)) * 8;
  t.predicate = tdmGet(d, TdmField::Predicate) != 0;
  t.global = tdmGet(d, TdmField::GlobalAddress);
  t.lds = uint32_t(tdmGet(d, TdmField::LdsAddress));
  t.elemBytes = 1u << tdmGet(d, TdmField::DataSize);
  unsigned dims = fourGroups ? target::kTdmMaxDims : 3;
  for (unsigned k = 0; k < dims; ++k) {
    uint64_t tile = tdmGet(d, target::tdmTileDim(k));
    if (k > 0 && tile == 0) continue; // the dimension is absent
    if (k == 2 && !fourGroups)
      return "tile_dim2 is " + std::to_string(tile) + " but the two-group form has no tensor_dim2 (use all four groups)";
    t.tile[k] = tile;
    t.extent[k] = tdmGet(d, target::tdmTensorDim(k));
    if (k > 0) t.stride[k] = tdmGet(d, target::tdmStride(k));
  }
  if (tdmGet(d, TdmField::PadEnable)) {
    t.padEvery = 4u << (tdmGet(d, TdmField::PadInterval) + 1);
    t.padBytes = 4u * uint32_t(tdmGet(d, TdmField::PadAmount) + 1);
  }
  return {};
}

// The tile's data (the operation's global and LDS bytes); false after reporting an error.
bool moveTile(Wave &w, const Inst &in, const PendingTensorOp &op, const TensorTile &t) {
  const unsigned size = t.elemBytes;
  const uint64_t rowElems = t.tile[0], rows = t.elements() / (rowElems ? rowElems : 1);
  // The global lines are counted for the issuing instruction, at the clock it issued.
  PcCounters *const counters = w.counters;
  const uint32_t slot = w.timing.slot;
  const uint64_t clock = w.timing.clock;
  const bool writes = w.timing.writes;
  if (op.counters) {
    w.counters = op.counters;
    w.timing.slot = op.slot;
    w.timing.clock = op.clock;
    w.timing.writes = op.store;
  }
  struct Restore {
    Wave &w;
    PcCounters *counters;
    uint32_t slot;
    uint64_t clock;
    bool writes;
    ~Restore() {
      w.counters = counters;
      w.timing.slot = slot;
      w.timing.clock = clock;
      w.timing.writes = writes;
    }
  } restore{w, counters, slot, clock, writes};
  for (uint64_t r = 0; r < rows && rowElems; ++r) {
    // The row's coordinates in dims 1..4 and whether they are in bounds.
    uint64_t rest = r, rowStart = 0;
    bool rowIn = true;
    for (unsigned k = 1; k < target::kTdmMaxDims; ++k) {
      uint64_t c = rest % t.tile[k];
      rest /= t.tile[k];
      rowIn = rowIn && c < t.extent[k];
      rowStart += c * t.stride[k];
    }
    uint64_t valid = rowIn ? std::min(rowElems, t.extent[0]) : 0;
    uint8_t *g = nullptr;
    if (valid) {
      g = w.global(in, 0, t.global + rowStart * size, valid * size, op.store);
      if (!g) return false;
      if (op.counters) w.countRange(t.global + rowStart * size, valid * size);
    }
    for (uint64_t e = 0; e < rowElems; ++e) {
      if (op.store && e >= valid) break;
      uint64_t at = t.lds + t.ldsOffset((r * rowElems + e) * size);
      uint8_t *l = w.lds(in, 0, at, size, !op.store);
      if (!l) return false;
      if (op.store) std::memcpy(g + e * size, l, size);
      else if (e < valid) std::memcpy(l, g + e * size, size);
      else std::memset(l, 0, size);
    }
  }
  return true;
}

// Moves the data of one operation (at its retirement).
void perform(Wave &w, const PendingTensorOp &op) {
  const Inst &in = *op.inst;
  TensorTile t;
  if (std::string err = decode(op.descriptor, op.fourGroups, t); !err.empty()) return w.fail(in, err);
  if (!t.predicate) return;
  if (!moveTile(w, in, op, t)) return;
  if (t.barrier) {
    uint8_t *b = w.lds(in, 0, t.barrierAddr, 8, true, true);
    if (!b) return;
    uint64_t word;
    std::memcpy(&word, b, 8);
    word = ldsBarrierArrive(word, 1);
    std::memcpy(b, &word, 8);
  }
}

void removePending(Wave &w, const PendingTensorOp &op) {
  auto &p = w.group->pendingTensor;
  for (size_t i = 0; i < p.size(); ++i)
    if (p[i].wave == w.waveInGroup && p[i].serial == op.serial) {
      p.erase(p.begin() + ptrdiff_t(i));
      return;
    }
}

// tensor_load_to_lds / tensor_store_from_lds g0, g1[, g2, g3][, cache policy]
template <bool Store> void tensorOp(Wave &w, const Inst &in) {
  PendingTensorOp op;
  op.inst = &in;
  op.store = Store;
  op.serial = ++w.tensorSerial;
  op.counters = w.counters;
  op.slot = w.timing.slot;
  op.clock = w.timing.clock;
  unsigned groups = 0;
  for (unsigned i = 0; i < in.numOps && groups < 4; ++i) {
    const Operand &o = in.ops[i];
    if (o.kind != OpdKind::Sgpr) break;
    if (o.count != target::kTdmGroupDwords[groups])
      return w.fail(in, "TDM descriptor group " + std::to_string(groups) + " must be " +
                            std::to_string(target::kTdmGroupDwords[groups]) + " SGPRs");
    for (unsigned dw = 0; dw < o.count; ++dw) op.descriptor[target::kTdmGroupDword[groups] + dw] = w.sread32(o, dw);
    ++groups;
  }
  if (groups != 2 && groups != 4) return w.fail(in, "a TDM instruction takes descriptor groups 0-1 or 0-3");
  op.fourGroups = groups == 4;
  TensorTile t;
  if (std::string err = decode(op.descriptor, op.fourGroups, t); !err.empty()) return w.fail(in, err);
  if (w.group->checkRaces && t.predicate) {
    uint64_t span = t.ldsSpan();
    w.group->pendingTensor.push_back({t.lds, t.lds + span, uint16_t(w.waveInGroup), !Store, op.serial});
  }
  if (t.barrier && t.predicate)
    w.group->tensorBarriers.push_back({t.barrierAddr, uint16_t(w.waveInGroup), op.serial});
  w.tensorOps.push_back(op);
}

void sWaitTensorcnt(Wave &w, const Inst &in) {
  uint32_t keep = in.numOps ? w.sread32(in.ops[0]) : 0;
  retireTensorOps(w, keep);
}
} // namespace

void retireTensorOps(Wave &w, size_t keep) {
  while (w.tensorOps.size() > keep && w.ok()) {
    PendingTensorOp op = w.tensorOps.front();
    w.tensorOps.erase(w.tensorOps.begin());
    if (w.group->checkRaces) removePending(w, op);
    auto &tb = w.group->tensorBarriers;
    for (size_t i = 0; i < tb.size(); ++i)
      if (tb[i].wave == w.waveInGroup && tb[i].serial == op.serial) {
        tb.erase(tb.begin() + ptrdiff_t(i));
        break;
      }
    w.retiringTensor = true;
    perform(w, op);
    w.retiringTensor = false;
  }
}

bool retireTensorArrivals(WorkGroupContext &g, uint64_t addr, uint64_t n, std::string &error) {
  for (size_t i = 0; i < g.tensorBarriers.size();) {
    const WorkGroupContext::PendingBarrierArrive e = g.tensorBarriers[i];
    if (!(addr < e.addr + 8 && e.addr < addr + n)) {
      ++i;
      continue;
    }
    Wave &o = *g.waves[e.wave];
    size_t keep = 0;
    while (keep < o.tensorOps.size() && o.tensorOps[o.tensorOps.size() - 1 - keep].serial > e.serial) ++keep;
    retireTensorOps(o, keep); // removes the entry (and any older ones of that wave)
    if (!o.ok()) {
      error = o.error;
      return false;
    }
    i = 0;
  }
  return true;
}

const char *pendingTensorConflict(const WorkGroupContext &g, uint64_t addr, uint64_t n, bool write) {
  for (const WorkGroupContext::PendingTensorLds &p : g.pendingTensor)
    if (addr < p.end && p.begin < addr + n && (p.load || write))
      return p.load ? "LDS access to bytes a tensor_load_to_lds has not delivered yet (no s_wait_tensorcnt)"
                    : "LDS write to bytes a tensor_store_from_lds has not read yet (no s_wait_tensorcnt)";
  return nullptr;
}

void registerTensorOps(OpTableBuilder &b) {
  b.add("tensor_load_to_lds", InstClass::VMEM, tensorOp<false>, 0);
  b.add("tensor_store_from_lds", InstClass::VMEM, tensorOp<true>, 0);
  b.add("s_wait_tensorcnt", InstClass::Waitcnt, sWaitTensorcnt, 0);
}

} // namespace fly::emu
