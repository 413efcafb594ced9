#include "fly/emu/Device.h"

#include "Program.h"
#include "ThreadPool.h"
#include "Wave.h"

#include "fly/target/Arch.h"

#include <algorithm>
#include <chrono>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

using namespace llvm;

namespace fly::emu {

static Error fail(const Twine &msg) { return createStringError(inconvertibleErrorCode(), msg); }

// Allocations start at 4 GiB and are separated by unmapped gaps, so that running off the end of
// one buffer is reported instead of silently landing in the next.
static constexpr uint64_t kFirstAddress = 1ull << 32;
static constexpr uint64_t kGap = 1 << 16;

Device::Device() : nextAddress_(kFirstAddress) {}

ThreadPool &Device::pool() {
  if (!pool_) pool_ = std::make_unique<ThreadPool>();
  return *pool_;
}
Device::~Device() = default;

Expected<uint64_t> Device::allocate(uint64_t bytes) {
  if (bytes > (1ull << 36)) return fail("allocation of " + Twine(bytes) + " bytes is too large");
  uint64_t addr = nextAddress_;
  Allocation a;
  a.size = bytes;
  a.data.reset(new (std::nothrow) uint8_t[std::max<uint64_t>(bytes, 1)]());
  if (!a.data) return fail("out of host memory allocating " + Twine(bytes) + " bytes");
  allocations_.emplace(addr, std::move(a));
  nextAddress_ = (addr + bytes + kGap + 0xfff) & ~0xfffull;
  return addr;
}

Error Device::release(uint64_t address) {
  auto it = allocations_.find(address);
  if (it == allocations_.end()) return fail("release of an address that is not an allocation");
  allocations_.erase(it);
  return Error::success();
}

bool Device::findAllocation(uint64_t address, uint64_t &base, uint64_t &end, uint8_t *&host) {
  auto it = allocations_.upper_bound(address);
  if (it == allocations_.begin()) return false;
  --it;
  if (address >= it->first + it->second.size) return false;
  base = it->first;
  end = it->first + it->second.size;
  host = it->second.data.get();
  return true;
}

uint8_t *Device::translate(uint64_t address, uint64_t bytes) {
  uint64_t base, end;
  uint8_t *host;
  if (!findAllocation(address, base, end, host) || address + bytes > end || address + bytes < address) return nullptr;
  return host + (address - base);
}

Error Device::copyIn(uint64_t dst, const void *src, uint64_t bytes) {
  uint8_t *p = translate(dst, bytes);
  if (!p) return fail("copyIn: [" + Twine::utohexstr(dst) + ", +" + Twine(bytes) + ") is not inside one allocation");
  if (bytes) std::memcpy(p, src, bytes);
  return Error::success();
}

Error Device::copyOut(void *dst, uint64_t src, uint64_t bytes) const {
  uint8_t *p = const_cast<Device *>(this)->translate(src, bytes);
  if (!p) return fail("copyOut: [" + Twine::utohexstr(src) + ", +" + Twine(bytes) + ") is not inside one allocation");
  if (bytes) std::memcpy(dst, p, bytes);
  return Error::success();
}

namespace {

// FLY_EMU_THREADS if set (a positive number), else the machine's hardware threads.
unsigned defaultThreads() {
  static const unsigned n = [] {
    if (const char *env = std::getenv("FLY_EMU_THREADS")) {
      long v = std::strtol(env, nullptr, 10);
      if (v > 0) return unsigned(std::min<long>(v, 1024));
    }
    return std::max(1u, std::thread::hardware_concurrency());
  }();
  return n;
}

template <class T> void put(std::vector<uint8_t> &buf, uint32_t offset, T v) {
  if (offset + sizeof(T) <= buf.size()) std::memcpy(buf.data() + offset, &v, sizeof(T));
}

// Executes a VALU instruction under gfx9 VGPR indexing: the operands the mode selects are
// offset by M0[7:0]. Rare (compilers emit it for dynamic indexing at -O0), so a copy is fine.
void runIndexed(Wave &w, const Inst &in) {
  Inst copy;
  copy.pc = in.pc;
  copy.size = in.size;
  copy.numOps = in.numOps;
  copy.numDst = in.numDst;
  copy.cls = in.cls;
  copy.handler = in.handler;
  copy.aux = in.aux;
  copy.ops = in.ops;
  copy.mods = in.mods;
  copy.text = in.text;
  copy.dppSource = in.dppSource;
  copy.dppWriteMask = in.dppWriteMask;
  uint32_t idx = w.s[kM0] & 0xff;
  for (int i = 0; i < copy.numOps; ++i) {
    Operand &o = copy.ops[i];
    int pos = i < copy.numDst ? 3 : i - copy.numDst;
    if (o.kind == OpdKind::Vgpr && pos <= 3 && ((w.gprIdxMode >> pos) & 1)) {
      if (o.index + idx + o.count > kVectorFileSize) return w.fail(in, "indexed VGPR out of range");
      o.index = uint16_t(o.index + idx);
    }
  }
  copy.handler(w, copy);
}

// FLY_EMU_TRACE=1 prints every executed instruction (with EXEC) to stderr: a debugging aid.
void traceInst(const Wave &w, const Inst &in, uint32_t gx, uint32_t gy, uint32_t gz) {
  std::fprintf(stderr, "[wg %u,%u,%u wave %u] %08llx exec=%016llx  %s\n", gx, gy, gz, w.waveInGroup,
               (unsigned long long)in.pc, (unsigned long long)w.exec(), in.text.c_str());
}

} // namespace

Expected<Stats> Device::launch(const CodeObject &co, StringRef name, Dim3 grid, Dim3 block, ArrayRef<ArgValue> args,
                               const LaunchOptions &opts) {
  const Kernel *k = co.findKernel(name);
  if (!k) {
    std::string known;
    for (const Kernel &kk : co.kernels()) known += (known.empty() ? "" : ", ") + kk.name;
    return fail("no kernel named '" + name + "' in the code object (kernels: " + known + ")");
  }
  if (Error e = co.checkLimits(*k, opts.dynamicLdsBytes)) return e;
  const uint32_t ldsBytes = k->groupSegmentSize + opts.dynamicLdsBytes; // fits: checked above
  // HSA's dispatch packet holds the grid in work-items, 32 bits per dimension.
  const uint32_t gridDim[3] = {grid.x, grid.y, grid.z}, blockDim[3] = {block.x, block.y, block.z};
  for (int d = 0; d < 3; ++d)
    if (uint64_t(gridDim[d]) * blockDim[d] > UINT32_MAX)
      return fail("launch of kernel '" + name + "': " + Twine(gridDim[d]) + " work-groups of " + Twine(blockDim[d]) +
                  " work-items in dimension " + Twine("xyz"[d]) + " exceed the 2^32-1 work-items a grid may have");
  const target::Arch *arch = target::findArch(co.arch());

  bool wave32 = k->wavefrontSize == 32;
  auto progOr = Program::get(co, wave32);
  if (!progOr) return progOr.takeError();
  Program *prog = *progOr;

  // Kernel arguments, explicit and hidden, packed as the HIP runtime packs them.
  codeobject::Dispatch dispatch;
  dispatch.gridBlocks[0] = grid.x;
  dispatch.gridBlocks[1] = grid.y;
  dispatch.gridBlocks[2] = grid.z;
  dispatch.blockSize[0] = block.x;
  dispatch.blockSize[1] = block.y;
  dispatch.blockSize[2] = block.z;
  dispatch.dynamicLdsBytes = opts.dynamicLdsBytes;
  dispatch.privateBase = kPrivateApertureHi; // hidden_private_base holds the high half
  dispatch.sharedBase = kSharedApertureHi;
  dispatch.printfBuffer = opts.printfBuffer;
  std::vector<ArgValue> argVec(args.begin(), args.end());
  auto kernargOr = codeobject::packKernelArguments(*k->info, argVec, dispatch);
  if (!kernargOr) return kernargOr.takeError();
  std::vector<uint8_t> &kernarg = *kernargOr;
  kernarg.resize((kernarg.size() + 63) / 64 * 64, 0); // s_load_dwordx4/x8 may read past the last argument
  if (block.count() > 1024)
    return fail("launch of kernel '" + name + "': block of " + Twine(block.count()) + " work-items exceeds 1024");
  // Every wave executes at least one instruction (its s_endpgm): a grid with more waves than the
  // launch's instruction budget can never finish, so it is refused now rather than run for
  // minutes until the budget stops it.
  {
    uint64_t waveSize = k->wavefrontSize ? k->wavefrontSize : 64;
    uint64_t wavesPerGroup = (block.count() + waveSize - 1) / waveSize, waves = 0;
    if (__builtin_mul_overflow(grid.count(), wavesPerGroup, &waves) || waves > opts.maxInstructions)
      return fail("launch of kernel '" + name + "': a grid of " + Twine(grid.x) + "x" + Twine(grid.y) + "x" +
                  Twine(grid.z) + " work-groups of " + Twine(wavesPerGroup) + " waves runs at least one instruction " +
                  "per wave, more than the launch's budget of " + Twine(opts.maxInstructions) +
                  " wave instructions (LaunchOptions::maxInstructions, fly-emu --max-total-instructions)");
  }

  LaunchContext L;
  L.device = this;
  unsigned ldsBanks = arch ? unsigned(arch->ldsBanks) : 32;
  L.co = &co;
  L.kernel = k;
  L.program = prog;
  L.grid = grid;
  L.block = block;
  L.maxInstructionsPerWave = opts.maxInstructionsPerWave;
  if (arch) L.cacheLineBytes = unsigned(arch->perf.lineBytes);
  L.gfx1250BufferResource = co.arch().starts_with("gfx125");
  L.fp8Fnuz = co.arch().starts_with("gfx94");
  if (arch) {
    using fly::target::Family;
    L.floatDotClampIgnored = arch->family == Family::RDNA3 || arch->family == Family::RDNA35 || arch->family == Family::RDNA4;
    L.intDot4ClampIgnored = arch->family == Family::RDNA4;
  }
  auto kaOr = allocate(kernarg.size());
  if (!kaOr) return kaOr.takeError();
  L.kernargAddress = *kaOr;
  (void)copyIn(L.kernargAddress, kernarg.data(), kernarg.size());
  // hsa_kernel_dispatch_packet_t, for kernels that read sizes through the dispatch pointer.
  std::vector<uint8_t> packet(64, 0);
  put<uint16_t>(packet, 4, uint16_t(block.x));
  put<uint16_t>(packet, 6, uint16_t(block.y));
  put<uint16_t>(packet, 8, uint16_t(block.z));
  put<uint32_t>(packet, 12, uint32_t(grid.x * block.x));
  put<uint32_t>(packet, 16, uint32_t(grid.y * block.y));
  put<uint32_t>(packet, 20, uint32_t(grid.z * block.z));
  put<uint32_t>(packet, 24, k->privateSegmentSize);
  put<uint32_t>(packet, 28, ldsBytes);
  put<uint64_t>(packet, 40, L.kernargAddress);
  auto dpOr = allocate(packet.size());
  if (!dpOr) return dpOr.takeError();
  L.dispatchPacketAddress = *dpOr;
  (void)copyIn(L.dispatchPacketAddress, packet.data(), packet.size());
  auto qOr = allocate(256);
  if (!qOr) return qOr.takeError();
  L.queueAddress = *qOr;
  auto cleanup = [&] {
    consumeError(release(L.kernargAddress));
    consumeError(release(L.dispatchPacketAddress));
    consumeError(release(L.queueAddress));
  };

  const unsigned width = wave32 ? 32 : 64;
  const uint32_t threads = uint32_t(block.count());
  const uint32_t wavesPerGroup = (threads + width - 1) / width;
  // Scratch is host memory here: every wave of a work-group holds its own.
  constexpr uint64_t kMaxHostScratch = 1ull << 30;
  if (uint64_t(k->privateSegmentSize) * width * wavesPerGroup > kMaxHostScratch) {
    cleanup();
    return fail("launch of kernel '" + name + "': " + Twine(wavesPerGroup) + " waves with " +
                Twine(k->privateSegmentSize) + " bytes of scratch per work-item need more than the " +
                Twine(kMaxHostScratch >> 20) + " MiB of scratch fly-emu allocates");
  }
  const KernelSetup &su = k->setup;
  static const bool trace = std::getenv("FLY_EMU_TRACE") != nullptr;
  const uint64_t numGroups = grid.count();

  // Work-groups run on `workers` threads, each taking the next group in grid order. Groups only
  // communicate through global memory; without atomics that is a race on hardware too, so any
  // order gives the serial result. Code with global atomics runs serially (see docs/emulator.md).
  unsigned workers = opts.threads ? opts.threads : defaultThreads();
  if (trace || numGroups < 2) workers = 1;
  if (workers > 1 && prog->hasGlobalAtomics(k->entry)) workers = 1;
  workers = unsigned(std::min<uint64_t>(workers, numGroups));

  // The performance model's timing (Timing.h), with per-PC counters: the occupancy it assumes, and
  // per work-group the global line accesses for the cache model.
  const bool timed = opts.perPcCounters && arch;
  TimingModel timing;
  unsigned groupsPerCU = 1;
  std::vector<GroupTrace> groupTraces;
  if (timed) {
    Occupancy occ = modelOccupancy(*arch, k->vgprCount, k->agprCount, width, threads, ldsBytes,
                                   numGroups * wavesPerGroup);
    timing.arch = arch;
    timing.waveSize = width;
    timing.wavesPerSimd = occ.wavesPerSimd;
    groupsPerCU = std::max(1u, occ.wavesPerSimd * unsigned(arch->simdsPerCU) / wavesPerGroup);
    groupTraces.resize(numGroups);
    L.stats.modelWavesPerSimd = occ.wavesPerSimd;
  }

  struct Worker {
    std::vector<TimingOp> timing;  // by slot, described when first executed
    std::vector<LineAccess> trace; // the current work-group's global line accesses
    std::vector<std::unique_ptr<Wave>> waves;
    WorkGroupContext group;
    Stats stats;
    std::vector<PcCounters> pcs; // by (pc - text begin) / 4, when per-PC counters are on
    uint64_t failedGroup = ~0ull;
    std::string error;
  };
  const uint64_t textBase = co.textBegin();
  const size_t textSlots = size_t((co.textEnd() - textBase + 3) / 4);
  std::atomic<uint64_t> nextGroup{0}, firstFailure{~0ull};
  // The launch-wide instruction bound and progress reports. Workers count locally and publish to
  // `launchInstructions` every 4096 instructions and at the end of each work-group (an atomic add
  // per instruction would cost more than a simple instruction); the bound is checked against what
  // was published plus the worker's own count, so it is exact with one worker and may be passed by
  // up to 4096 per other worker.
  const uint64_t publishEvery = 4096;
  const uint64_t workgroupCount = numGroups;
  std::atomic<uint64_t> workgroupsDone{0}, launchInstructions{0};
  const auto started = std::chrono::steady_clock::now();
  std::mutex progressMutex;
  auto lastReport = started;
  auto reportProgress = [&] {
    if (!opts.progress) return;
    std::lock_guard<std::mutex> lock(progressMutex);
    auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double>(now - lastReport).count() < opts.progressIntervalSeconds) return;
    lastReport = now;
    opts.progress({workgroupsDone.load(), workgroupCount, launchInstructions.load(),
                   std::chrono::duration<double>(now - started).count()});
  };

  auto runWorker = [&](Worker &W) {
    W.waves.resize(wavesPerGroup);
    for (auto &w : W.waves) {
      w = std::make_unique<Wave>();
      // Padding past the kVectorFileSize VGPRs / 256 AGPRs an operand may name: a handler reading
      // more dwords than an operand holds stays inside the vectors.
      w->v.assign((kVectorFileSize + 32) * 64, 0);
      w->a.assign((256 + 32) * 64, 0);
      w->width = width;
      w->privateSize = k->privateSegmentSize;
      w->scratch.assign(size_t(k->privateSegmentSize) * width, 0);
    }
    if (opts.perPcCounters) W.pcs.assign(textSlots, {});
    if (timed) W.timing.assign(textSlots, {});
    PcCounters *pcs = W.pcs.empty() ? nullptr : W.pcs.data();
    WorkGroupContext &G = W.group;
    G.lds.assign(ldsBytes, 0);
    G.checkRaces = opts.checkLdsRaces;
    G.outOfRangeAsHardware = opts.ldsOutOfRangeAsHardware;
    G.banks = ldsBanks;
    uint64_t localInstructions = 0, publishedInstructions = launchInstructions.load();
    for (;;) {
      uint64_t gi = nextGroup.fetch_add(1);
      if (gi >= numGroups || gi > firstFailure.load()) return;
      uint32_t gx = uint32_t(gi % grid.x), gy = uint32_t(gi / grid.x % grid.y), gz = uint32_t(gi / grid.x / grid.y);
      G.id[0] = gx;
      G.id[1] = gy;
      G.id[2] = gz;
      std::fill(G.lds.begin(), G.lds.end(), 0);
      if (G.checkRaces) {
        G.access.assign(G.lds.size(), {});
        G.epoch = 1;
      }
      G.pendingTensor.clear();
      G.tensorBarriers.clear();
      G.waves.clear();
      for (auto &wp : W.waves) G.waves.push_back(&*wp);
      for (uint32_t wi = 0; wi < wavesPerGroup; ++wi) {
        Wave &w = *W.waves[wi];
        std::memset(w.s, 0, sizeof w.s);
        w.scc = false;
        w.state = Wave::State::Running;
        w.executed = 0;
        w.gprIdxOn = false;
        w.vgprMsb = 0;
        // MODE[7:0] = FLOAT_ROUND/DENORM_MODE (COMPUTE_PGM_RSRC1[19:12]); on gfx9 also [8]
        // DX10_CLAMP (RSRC1[21]) and [9] IEEE_MODE ([23]), as the hardware starts a wave.
        if (k->info) {
          uint32_t rsrc1 = k->info->descriptor.computePgmRsrc1;
          w.mode = rsrc1 >> 12 & 0xff;
          if (co.arch().starts_with("gfx9")) w.mode |= (rsrc1 >> 21 & 1) << 8 | (rsrc1 >> 23 & 1) << 9;
        } else {
          w.mode = Wave::kDefaultFloatMode;
        }
        w.tensorOps.clear();
        w.error.clear();
        w.waveInGroup = wi;
        w.launch = &L;
        w.group = &G;
        w.stats = &W.stats;
        w.pc = k->entry;
        w.cacheBase = 1;
        w.cacheEnd = 0;
        w.counters = nullptr;
        w.timing.reset();
        w.timing.trace = timed ? &W.trace : nullptr;
        // User SGPRs, in the order AMDGPUUsage specifies.
        unsigned sg = 0;
        auto put64 = [&](uint64_t v) {
          w.s[sg++] = uint32_t(v);
          w.s[sg++] = uint32_t(v >> 32);
        };
        if (su.privateSegmentBuffer) {
          // A buffer resource for scratch is not modelled; kernels on these targets use flat scratch.
          sg += 4;
        }
        if (su.dispatchPtr) put64(L.dispatchPacketAddress);
        if (su.queuePtr) put64(L.queueAddress);
        if (su.kernargSegmentPtr) put64(L.kernargAddress);
        if (su.dispatchId) put64(0);
        if (su.flatScratchInit) put64(0);
        if (su.privateSegmentSize) w.s[sg++] = k->privateSegmentSize;
        for (unsigned i = 0; i < su.kernargPreloadCount && sg < 16; ++i) {
          uint32_t v = 0;
          if (4 * i + 4 <= kernarg.size()) std::memcpy(&v, kernarg.data() + 4 * i, 4);
          w.s[sg++] = v;
        }
        sg = std::max(sg, su.userSgprCount);
        if (su.workgroupIdX) w.s[sg++] = gx;
        if (su.workgroupIdY) w.s[sg++] = gy;
        if (su.workgroupIdZ) w.s[sg++] = gz;
        if (su.workgroupInfo) w.s[sg++] = 0;
        if (su.privateSegmentWaveOffset) w.s[sg++] = 0;
        // Architected SGPRs (gfx12+): work-group ids in TTMP registers, the wave's index in its
        // work-group in TTMP8[29:25] (LLVM reads it with s_bfe_u32 ttmp8, 0x50019; Triton does).
        w.s[kTtmp0 + 9] = gx;
        w.s[kTtmp0 + 7] = (gy & 0xffff) | (gz << 16);
        w.s[kTtmp0 + 8] = (uint32_t(wi) & 0x1f) << 25;
        w.s[kM0] = 0xffffffffu;
        // Work-item ids, packed into v0 (x | y << 10 | z << 20) on every supported target.
        uint64_t exec = 0;
        for (unsigned lane = 0; lane < width; ++lane) {
          uint32_t t = wi * width + lane;
          if (t >= threads) break;
          exec |= 1ull << lane;
          uint32_t x = t % block.x, y = (t / block.x) % block.y, z = t / (block.x * block.y);
          w.v[0 * 64 + lane] = x | y << 10 | z << 20;
        }
        w.setExec(exec);
      }
      W.stats.workgroups++;
      W.stats.waves += wavesPerGroup;
      W.trace.clear();

      // Run the group's waves round-robin, each until it ends or reaches a barrier.
      std::string error;
      for (;;) {
        bool anyRunning = false;
        for (auto &wp : W.waves) {
          Wave &w = *wp;
          while (w.state == Wave::State::Running) {
            const Inst *in = w.vgprMsb ? nullptr : prog->cached(w.pc);
            if (!in) {
              std::string derr;
              in = prog->at(w.pc, derr, w.vgprMsb);
              if (!in) {
                w.state = Wave::State::Failed;
                char buf[160];
                std::snprintf(buf, sizeof buf, " [kernel %s, work-group (%u,%u,%u), wave %u]", k->name.c_str(), gx,
                              gy, gz, w.waveInGroup);
                w.error = derr + buf;
                break;
              }
            }
            w.nextPc = w.pc + in->size;
            const TimingOp *top = nullptr;
            if (pcs) {
              uint32_t slot = uint32_t((w.pc - textBase) >> 2);
              w.counters = &pcs[slot];
              w.counters->executed++;
              if (timed) {
                TimingOp &t = W.timing[slot];
                if (!t.known) t = timing.describe(*in);
                top = &t;
                w.timing.slot = slot;
                w.timing.writes = t.writes;
                w.counters->waitCycles += w.timing.step(t);
              }
            }
            if (trace) traceInst(w, *in, gx, gy, gz);
            if (w.gprIdxOn && in->cls == InstClass::VALU) runIndexed(w, *in);
            else in->handler(w, *in);
            if (top) w.timing.clock += top->cost;
            W.stats.executed[size_t(in->cls)]++;
            w.pc = w.nextPc;
            if (++w.executed > L.maxInstructionsPerWave) {
              w.fail(*in, "wave executed more than " + std::to_string(L.maxInstructionsPerWave) +
                              " instructions (hung?)");
            }
            if (++localInstructions == publishEvery) {
              publishedInstructions = launchInstructions.fetch_add(publishEvery) + publishEvery;
              localInstructions = 0;
              if ((publishedInstructions & 0xfffff) < publishEvery) reportProgress();
            }
            if (publishedInstructions + localInstructions > opts.maxInstructions &&
                w.state != Wave::State::Failed) {
              char buf[200];
              std::snprintf(buf, sizeof buf,
                            "launch executed more than %llu wave instructions, %llu of %llu work-groups done "
                            "(a bigger bound: LaunchOptions::maxInstructions, fly-emu --max-total-instructions)",
                            (unsigned long long)opts.maxInstructions, (unsigned long long)workgroupsDone.load(),
                            (unsigned long long)workgroupCount);
              w.fail(*in, buf);
            }
          }
          if (w.state == Wave::State::Failed) {
            error = w.error;
            break;
          }
        }
        if (!error.empty()) break;
        // Waves that gave way (s_sleep) run again; a barrier waits until they reach it.
        bool yielded = false;
        for (auto &wp : W.waves)
          if (wp->state == Wave::State::Yielded) {
            wp->state = Wave::State::Running;
            yielded = true;
          }
        if (yielded) continue;
        // A barrier: the waves leave it together, at the latest one's clock.
        uint64_t barrierClock = 0;
        for (auto &wp : W.waves)
          if (wp->state == Wave::State::AtBarrier) barrierClock = std::max(barrierClock, wp->timing.clock);
        for (auto &wp : W.waves)
          if (wp->state == Wave::State::AtBarrier) {
            wp->timing.clock = barrierClock;
            wp->state = Wave::State::Running;
            anyRunning = true;
          }
        ++G.epoch; // a barrier (or the end) separates what came before from what follows
        if (!anyRunning) break;
      }
      if (!error.empty()) {
        // Keep the first failing group in grid order (what a serial run reports).
        if (gi < W.failedGroup) {
          W.failedGroup = gi;
          W.error = error;
        }
        uint64_t cur = firstFailure.load();
        while (gi < cur && !firstFailure.compare_exchange_weak(cur, gi)) {
        }
      }
      if (timed) {
        GroupTrace &gt = groupTraces[gi];
        for (auto &wp : W.waves) gt.duration = std::max(gt.duration, wp->timing.clock);
        std::stable_sort(W.trace.begin(), W.trace.end(),
                         [](const LineAccess &a, const LineAccess &b) { return a.time < b.time; });
        gt.accesses = W.trace; // a copy: the worker's buffer keeps its capacity
      }
      // Publish at the end of every group too: with one worker the reports are then exact.
      publishedInstructions = launchInstructions.fetch_add(localInstructions) + localInstructions;
      localInstructions = 0;
      ++workgroupsDone;
      reportProgress();
    }
  };

  L.stats.threads = workers;
  std::vector<Worker> ws(workers);
  if (workers == 1) runWorker(ws[0]);
  else pool().run(workers, [&](unsigned i) { runWorker(ws[i]); });

  std::string error;
  uint64_t failed = ~0ull;
  for (Worker &W : ws) {
    L.stats.add(W.stats);
    if (W.failedGroup < failed) {
      failed = W.failedGroup;
      error = W.error;
    }
  }
  if (opts.perPcCounters) {
    std::vector<PcCounters> sums(textSlots);
    for (size_t slot = 0; slot < textSlots; ++slot)
      for (Worker &W : ws) sums[slot].add(W.pcs[slot]);
    if (timed && error.empty()) simulateCaches(*arch, groupsPerCU, groupTraces, sums);
    for (size_t slot = 0; slot < textSlots; ++slot) {
      const PcCounters &sum = sums[slot];
      if (!sum.executed) continue;
      uint64_t pc = textBase + 4 * slot;
      std::string derr;
      const Inst *in = prog->at(pc, derr);
      PcStats &ps = L.stats.perPc[pc];
      ps.counters = sum;
      if (in) {
        ps.text = in->text;
        ps.cls = in->cls;
      }
    }
  }
  cleanup();
  if (!error.empty()) return fail(error);
  return L.stats;
}

} // namespace fly::emu
