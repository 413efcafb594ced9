// Facts about one AMD GPU architecture that Fly compiles for. This is the only place arch facts
// live: codegen, transforms and the tools ask here instead of testing arch names themselves.
// Pure data, no LLVM: an arch is looked up by its name string ("gfx942").
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace fly::target {

struct MmaAtom;

enum class Family { CDNA3, CDNA4, RDNA3, RDNA35, RDNA4, GFX125 };

// The machine model `fly-emu run --profile` prices a launch with (docs/emulator.md, "Performance
// model"): public peak figures of the product, turned into per-cycle rates. Matrix rates are dense
// FLOP (or integer OP) per cycle per SIMD by input type; 0 where the arch has no such matrix op.
struct PerfModel {
  int computeUnits;
  double clockGHz;            // peak engine clock the vendor's peak rates are quoted at
  double memoryGBs;           // peak DRAM bandwidth, GB/s
  int valuLanesPerCycle;      // lanes one SIMD's VALU finishes per cycle (CDNA 16, RDNA 32)
  int matrixF64, matrixF32, matrixXf32, matrixF16, matrixF8, matrixI8, matrixF4;
  int globalLatency, ldsLatency, scalarLatency; // cycles a wait on that counter exposes
  bool assumed;               // no public figures: see the docs for what was assumed
  // Caches, for the DRAM traffic (docs/emulator.md, "Caches"). `l2Instances` L2s (one per XCD on
  // CDNA3/CDNA4: work-groups are dealt to them round-robin), each of `l2Bytes` in `l2Ways`-way sets
  // of `lineBytes` lines, delivering `l2BytesPerCycle`; behind them the memory-attached last-level
  // cache (MALL, "Infinity Cache") all L2s share: `mallBytes` (0: none) at `mallGBs` GB/s.
  int l2Instances;
  uint32_t l2Bytes;
  int l2Ways;
  int lineBytes;
  int l2BytesPerCycle;
  uint64_t mallBytes;
  double mallGBs;
};

// The 8-bit float encodings the arch's conversions (v_cvt_pk_fp8/bf8_f32) produce: FNUZ (gfx942:
// f8E4M3FNUZ, f8E5M2FNUZ) or OCP (gfx950, gfx12: f8E4M3FN, f8E5M2).
enum class Fp8Format : uint8_t { Fnuz, Ocp, None }; // None: no fp8 conversion instructions (gfx11)

struct Arch {
  std::string_view name;     // LLVM -mcpu spelling, e.g. "gfx942"
  std::string_view product;  // marketing name, for reports only
  Family family;
  int generation;            // gfx major version: 9, 11 or 12

  // Execution.
  int waveSize;              // default wavefront size Fly compiles for
  bool supportsWave64;       // whether wave64 can be requested instead
  int simdsPerCU;            // SIMDs that share one CU's LDS (CU mode on RDNA, WGP mode on gfx1250)
  int maxWavesPerSimd;       // hardware wave slots per SIMD
  int maxWorkgroupSize;      // threads

  // Local data share.
  uint32_t ldsBytesPerWorkgroup; // largest LDS allocation a workgroup may make
  uint32_t ldsBytesPerCU;        // LDS shared by the workgroups resident on one CU
  // Scratch (private segment): the most one wave may have, COMPUTE_TMPRING_SIZE.WAVESIZE's range
  // (gfx9: 13 bits of 1 KiB units; gfx11: 15 bits, gfx12: 18 bits of 256-byte units). Per work-item: / wave size.
  uint32_t maxScratchBytesPerWave;
  int ldsBanks;                  // 4-byte banks one wave's DS access is spread over (bank conflicts)

  // Registers, per lane, for occupancy.
  int totalVgprsPerSimd;     // physical VGPRs (incl. AGPRs where unified) per SIMD lane
  int vgprAllocGranule;      // registers
  int addressableVgprs;      // architectural VGPRs a wave may address
  bool hasAgprs;             // separate accumulation registers (gfx90a+ unified file)
  int maxSgprsPerWave;       // addressable SGPRs
  bool sgprsLimitOccupancy;  // gfx9: the SGPR file is shared; gfx10+: every wave gets its own

  // Buffer resources (V#). `bufferRsrcFlags` is what Fly passes as the last operand of
  // llvm.amdgcn.make.buffer.rsrc; `bufferWord3` is the descriptor's 4th dword the hardware then
  // sees (equal for gfx9 and gfx12; on gfx1250 LLVM places the flag bits into word3[31:28]).
  uint32_t bufferRsrcFlags;
  uint32_t bufferWord3;

  std::string_view features; // LLVM target features Fly enables by default ("+wavefrontsize32")
  Fp8Format fp8;              // what v_cvt_pk_fp8/bf8_f32 produce

  PerfModel perf;            // fly-emu's performance model
  // bf16 forms of the transcendental instructions (v_exp_bf16, v_rcp_bf16, ...: llvm.amdgcn.exp2.bf16).
  bool bf16Transcendentals = false;
  // Mixed-precision FMAs rounding to bf16 (v_fma_mix{lo,hi}_bf16, gfx1250), into which LLVM folds
  // float arithmetic ending in an fptrunc to bfloat (fly/codegen/MixedPrecision.h).
  bool bf16MixInstructions = false;

  // VGPRs (with AGPRs where unified) one wave may use per lane: the largest amdgpu-num-vgpr
  // (maxnreg) LLVM honours for a kernel of this arch.
  int maxVgprsPerWave() const { return hasAgprs ? 2 * addressableVgprs : addressableVgprs; }

  // Matrix instructions come from the MMA atom rows (fly/target/MmaAtom.h).
  bool hasMfma() const;
  bool hasWmma() const;
  // Whether some MMA atom of this arch emits `intrinsic` ("llvm.amdgcn.mfma.f32.16x16x16f16").
  bool hasMatrixOp(std::string_view intrinsic) const;
  // The atom row of this arch that emits `intrinsic` (the first, when several share it); nullptr if none.
  const MmaAtom* matrixOpAtom(std::string_view intrinsic) const;
};

// The supported archs, in a stable order (gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151).
std::span<const Arch> allArchs();

// nullptr if `name` is not supported.
const Arch* findArch(std::string_view name);

// "gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151"
std::string supportedArchList();

// "unsupported target 'gfx90a' (supported: gfx942, gfx950, gfx1201, gfx1250, gfx1100, gfx1151)"
std::string unsupportedArchMessage(std::string_view name);

} // namespace fly::target
