// The architectural state of one wave, and what it can reach (its work-group's LDS, the device).
#pragma once

#include "Inst.h"
#include "Timing.h"
#include "fly/emu/Device.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fly::emu {

class Program;

// Apertures used for flat addresses that point into LDS or scratch (high 32 bits).
constexpr uint32_t kSharedApertureHi = 0x10000;
constexpr uint32_t kPrivateApertureHi = 0x20000;
constexpr uint64_t kApertureSize = 1ull << 32;

struct LaunchContext {
  Device *device = nullptr;
  const CodeObject *co = nullptr;
  const Kernel *kernel = nullptr;
  Program *program = nullptr;
  Dim3 grid, block;
  uint64_t kernargAddress = 0, dispatchPacketAddress = 0, queueAddress = 0;
  uint64_t maxInstructionsPerWave = 0;
  bool gfx1250BufferResource = false; // 57-bit base, num_records from bit 57
  bool fp8Fnuz = false;                // fp8/bf8 conversions use the FNUZ formats (gfx94x), else OCP
  // `clamp` is ignored by the float dot products (RDNA3/3.5/4) and by v_dot4_i32_iu8/v_dot4_u32_u8
  // (RDNA4): the RDNA3/RDNA4 ISA guides, "Output clamping".
  bool floatDotClampIgnored = false, intDot4ClampIgnored = false;
  unsigned cacheLineBytes = 128;      // for counting global cache lines (lib/target)
  Stats stats;
};

struct WorkGroupContext {
  uint32_t id[3] = {0, 0, 0};
  std::vector<uint8_t> lds;
  // LDS race check (LaunchOptions::checkLdsRaces): who last wrote / read each byte, and in which
  // barrier interval ("epoch"). Two waves touching a byte in one interval, one of them writing,
  // is a race; atomics are exempt.
  struct ByteAccess {
    uint32_t writeEpoch = 0, readEpoch = 0;
    uint16_t writer = 0, reader = 0;
    bool manyReaders = false;
  };
  bool checkRaces = false;
  // LaunchOptions::ldsOutOfRangeAsHardware: an out-of-range access reads zeros from / writes into
  // `outOfRangeSink` (zeroed before each access) instead of failing.
  bool outOfRangeAsHardware = false;
  std::vector<uint8_t> outOfRangeSink;
  unsigned banks = 32; // LDS banks (lib/target), for bank-conflict counting
  uint32_t epoch = 1;
  std::vector<ByteAccess> access;
  // LDS bytes of tensor (TDM) operations issued and not retired yet, kept under checkRaces.
  struct PendingTensorLds {
    uint64_t begin = 0, end = 0;
    uint16_t wave = 0;
    bool load = false;
    uint64_t serial = 0;
  };
  std::vector<PendingTensorLds> pendingTensor;
  // TDM operations in flight that arrive on an LDS barrier when they complete (barrier_enable), and
  // the group's waves. A wave that reads a barrier word one of them will arrive on completes that
  // operation first (with the older ones of its wave): the emulator moves a tensor operation's data
  // as late as the program allows, and a program that waits on the barrier instead of
  // s_wait_tensorcnt observes the completion there (TensorOps.cpp).
  struct PendingBarrierArrive {
    uint64_t addr = 0;
    uint16_t wave = 0;
    uint64_t serial = 0;
  };
  std::vector<PendingBarrierArrive> tensorBarriers;
  std::vector<class Wave *> waves;
};

// A tensor_load_to_lds / tensor_store_from_lds issued and not retired (TensorOps.cpp).
struct PendingTensorOp {
  const Inst *inst = nullptr;
  bool store = false, fourGroups = false;
  uint64_t serial = 0;
  uint32_t descriptor[20] = {};
  PcCounters *counters = nullptr; // the issuing instruction's (per-PC counters on)
  uint32_t slot = 0;              // ... its address slot and the wave's clock at issue (timing model)
  uint64_t clock = 0;
};

class Wave {
public:
  // Yielded: the wave gave the other waves of its group a turn (s_sleep, in a wait loop) and runs
  // again after them, before any work-group barrier is released.
  enum class State : uint8_t { Running, AtBarrier, Yielded, Done, Failed };

  uint32_t s[kScalarFileSize] = {};
  bool scc = false;
  unsigned width = 64; // lanes
  unsigned numVgprs = 0, numAgprs = 0;
  std::vector<uint32_t> v, a; // register r of lane l at [r * 64 + l]
  uint64_t pc = 0, nextPc = 0;
  State state = State::Running;
  uint32_t waveInGroup = 0;
  uint32_t privateSize = 0;     // bytes of scratch per lane
  std::vector<uint8_t> scratch; // lane l's scratch at [l * privateSize]
  uint64_t executed = 0;
  // gfx1250 tensor data mover: operations in flight (TENSORcnt), oldest first.
  std::vector<PendingTensorOp> tensorOps;
  uint64_t tensorSerial = 0;
  bool retiringTensor = false;
  // The MODE register's float controls, MODE[7:0]: FP_ROUND (f32 in [1:0], f16/f64 in [3:2]: 0
  // nearest even, 1 toward +Inf, 2 toward -Inf, 3 toward zero) and FP_DENORM (f32 in [5:4], f16/f64
  // in [7:6]: bit 0 keeps input denormals, bit 1 output denormals). Starts as the descriptor's
  // COMPUTE_PGM_RSRC1[19:12]; s_setreg/s_denorm_mode/s_round_mode change it (FloatModeOps.cpp).
  uint32_t mode = kDefaultFloatMode;
  static constexpr uint32_t kDefaultFloatMode = 0xf0; // nearest even, no flushing
  // gfx9 VGPR indexing (s_set_gpr_idx_on/off): added to the selected VALU operands.
  bool gprIdxOn = false;
  uint8_t gprIdxMode = 0;
  // gfx1250 VGPR MSB mode (s_set_vgpr_msb, low byte): 2 bits per operand field, the high bits of
  // the VGPR index (Program::at decodes under it). Starts at 0 in every wave.
  uint8_t vgprMsb = 0;
  std::string error;
  LaunchContext *launch = nullptr;
  WorkGroupContext *group = nullptr;
  Stats *stats = nullptr;
  PcCounters *counters = nullptr; // the current instruction's, when per-PC counters are on
  WaveTiming timing;              // the performance model's clock and accesses in flight (Timing.h)
  // One-entry cache of the last global allocation touched.
  uint64_t cacheBase = 1, cacheEnd = 0;
  uint8_t *cacheHost = nullptr;

  // ---- lane masks
  uint64_t laneMask() const { return width == 64 ? ~0ull : 0xffffffffull; }
  uint64_t exec() const { return width == 64 ? (uint64_t(s[kExec + 1]) << 32 | s[kExec]) : s[kExec]; }
  void setExec(uint64_t m) {
    s[kExec] = uint32_t(m);
    if (width == 64) s[kExec + 1] = uint32_t(m >> 32);
  }
  uint64_t vcc() const { return width == 64 ? (uint64_t(s[kVcc + 1]) << 32 | s[kVcc]) : s[kVcc]; }
  void setVcc(uint64_t m) {
    s[kVcc] = uint32_t(m);
    if (width == 64) s[kVcc + 1] = uint32_t(m >> 32);
  }

  // ---- scalar operands
  uint32_t sread32(const Operand &o, unsigned dword = 0) const {
    switch (o.kind) {
    case OpdKind::Sgpr: return o.index == kNull ? 0 : s[(o.index + dword) & (kScalarFileSize - 1)];
    case OpdKind::Imm: return dword == 0 ? o.imm32 : uint32_t(o.imm64 >> 32);
    case OpdKind::Scc: return scc;
    case OpdKind::Special: return special(o, dword);
    default: return 0;
    }
  }
  uint64_t sread64(const Operand &o) const {
    if (o.kind == OpdKind::Imm) return o.imm64;
    return uint64_t(sread32(o, 0)) | uint64_t(sread32(o, 1)) << 32;
  }
  /// A 64-bit floating-point scalar operand (a hex literal is the high half).
  uint64_t sreadF64(const Operand &o) const {
    if (o.kind == OpdKind::Imm) return o.isLiteral && !o.isFloatConst ? uint64_t(o.imm32) << 32 : o.imm64;
    return sread64(o);
  }
  void swrite32(const Operand &o, uint32_t val, unsigned dword = 0) {
    if (o.kind != OpdKind::Sgpr || o.index == kNull) return;
    s[(o.index + dword) & (kScalarFileSize - 1)] = val;
  }
  void swrite64(const Operand &o, uint64_t val) {
    swrite32(o, uint32_t(val), 0);
    swrite32(o, uint32_t(val >> 32), 1);
  }
  /// A lane mask in an SGPR (pair on wave64).
  uint64_t readMask(const Operand &o) const {
    if (width == 32) return sread32(o);
    return sread64(o);
  }
  void writeMask(const Operand &o, uint64_t m) {
    if (width == 32) swrite32(o, uint32_t(m));
    else swrite64(o, m);
  }

  // ---- vector operands (per lane); scalars and constants read the same for every lane
  uint32_t vread32(const Operand &o, unsigned lane, unsigned dword = 0) const {
    switch (o.kind) {
    case OpdKind::Vgpr: return v[(o.index + dword) * 64 + lane];
    case OpdKind::Agpr: return a[(o.index + dword) * 64 + lane];
    default: return sread32(o, dword);
    }
  }
  uint64_t vread64(const Operand &o, unsigned lane) const {
    if (o.kind == OpdKind::Vgpr || o.kind == OpdKind::Agpr)
      return uint64_t(vread32(o, lane, 0)) | uint64_t(vread32(o, lane, 1)) << 32;
    return sread64(o);
  }
  uint64_t vreadF64(const Operand &o, unsigned lane) const {
    if (o.kind == OpdKind::Vgpr || o.kind == OpdKind::Agpr) return vread64(o, lane);
    return sreadF64(o);
  }
  void vwrite32(const Operand &o, unsigned lane, uint32_t val, unsigned dword = 0) {
    if (o.kind == OpdKind::Vgpr) v[(o.index + dword) * 64 + lane] = val;
    else if (o.kind == OpdKind::Agpr) a[(o.index + dword) * 64 + lane] = val;
    else swrite32(o, val, dword); // readlane-style scalar destinations
  }
  void vwrite64(const Operand &o, unsigned lane, uint64_t val) {
    vwrite32(o, lane, uint32_t(val), 0);
    vwrite32(o, lane, uint32_t(val >> 32), 1);
  }

  uint32_t special(const Operand &o, unsigned dword) const;

  // ---- errors
  void fail(const Inst &in, const std::string &msg);
  void failLane(const Inst &in, unsigned lane, uint64_t address, const std::string &what);
  bool ok() const { return state != State::Failed; }

  /// The register row of a VGPR/AGPR operand: dword d of lane l at [d * 64 + l].
  uint32_t *row(const Operand &o) { return o.kind == OpdKind::Agpr ? &a[size_t(o.index) * 64] : &v[size_t(o.index) * 64]; }

  // ---- memory (checked): host pointer for [addr, addr+n) or null after reporting the error
  uint8_t *global(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write) {
    if (write) stats->bytesWritten += n;
    else stats->bytesRead += n;
    return globalUncounted(in, lane, addr, n, write);
  }
  /// global() without adding to the byte counters (for callers that count a whole wave at once).
  uint8_t *globalUncounted(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write) {
    if (addr >= cacheBase && addr + n <= cacheEnd && addr + n >= addr) return cacheHost + (addr - cacheBase);
    return globalSlow(in, lane, addr, n, write);
  }
  uint8_t *lds(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write, bool atomic = false) {
    if (!group->checkRaces && group->tensorBarriers.empty() && addr + n <= group->lds.size() && addr + n >= addr) {
      if (write) stats->ldsBytesWritten += n;
      else stats->ldsBytesRead += n;
      return group->lds.data() + addr;
    }
    return ldsSlow(in, lane, addr, n, write, atomic);
  }
  uint8_t *globalSlow(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write);
  uint8_t *ldsSlow(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write, bool atomic);
  uint8_t *privateMem(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write);
  /// Flat address: LDS or scratch aperture, else global.
  uint8_t *flat(const Inst &in, unsigned lane, uint64_t addr, uint64_t n, bool write);

  std::string where(const Inst &in) const;

  // ---- per-PC counters (only when `counters` is set)
  /// A DS access of `bytes` per active lane at addr[lane] + off: LDS cycles with and without
  /// bank conflicts. Lanes are served in phases of banks*4/bytes lanes; a phase takes as many
  /// cycles as the most distinct dwords one bank must deliver (lanes reading one dword share it).
  void countLds(const uint32_t *addr, uint32_t off, unsigned bytes, bool countLanes = true);
  /// A global access of `bytes` per active lane at addrOf(lane): bytes and distinct cache lines.
  template <class AddrFn> void countGlobal(unsigned bytes, AddrFn addrOf) {
    uint64_t lines[128];
    unsigned n = 0, active = 0;
    uint64_t m = exec();
    const uint64_t line = launch->cacheLineBytes;
    while (m) {
      unsigned l = unsigned(__builtin_ctzll(m));
      m &= m - 1;
      uint64_t a = addrOf(l), first = a / line, last = (a + bytes - 1) / line;
      lines[n++] = first;
      if (last != first) lines[n++] = last;
      ++active;
    }
    countLines(lines, n);
    counters->activeLanes += active;
    counters->globalBytes += uint64_t(bytes) * active;
  }
  void countLines(uint64_t *lines, unsigned n);
  /// The lines of a contiguous global range [addr, addr+bytes) one operation moves (TDM).
  void countRange(uint64_t addr, uint64_t bytes);
};

/// Retires the wave's oldest tensor operations until at most `keep` are in flight (s_wait_tensorcnt,
/// end of the wave): their data moves now.
void retireTensorOps(Wave &w, size_t keep);
/// gfx1250's LDS barrier: a 64-bit word in LDS holding the arrivals still pending in bits [28:0], the
/// phase in [31:29] and, in [63:32], the count `pending` reloads from when a phase completes (Triton's
/// AMD backend initialises it to count - 1 in both halves, BarrierOpToLLVM.cpp). `ds_atomic_barrier_
/// arrive_rtn_b64` and a TDM operation with barrier_enable arrive on it; the word after an arrival of
/// `count`: pending - count, or, when that goes below zero, the next phase (phase - 1 mod 8, pending
/// reloaded). Readers wait for the phase to change (Gluon's mbarrier.wait).
constexpr unsigned kLdsBarrierPhaseBit = 29;
uint64_t ldsBarrierArrive(uint64_t word, uint32_t count);
/// Completes the tensor operations in flight that will arrive on an LDS barrier word overlapping
/// [addr, addr+n), each with the older operations of its wave; false if one failed (its wave has
/// the error, copied to `error`).
bool retireTensorArrivals(WorkGroupContext &g, uint64_t addr, uint64_t n, std::string &error);
/// Why an LDS access of [addr, addr+n) conflicts with a tensor operation in flight, or null.
const char *pendingTensorConflict(const WorkGroupContext &g, uint64_t addr, uint64_t n, bool write);

} // namespace fly::emu
