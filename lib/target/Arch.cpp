// The archs Fly supports. Every number here has its source in docs/codegen.md ("Targets");
// the occupancy-related ones are also checked against LLVM's own occupancy estimate by
// tests/unit/codegen/OccupancyTest.cpp.
#include "fly/target/Arch.h"

#include "fly/target/MmaAtom.h"
#include "fly/target/RegisterBudget.h"

#include <array>

namespace fly::target {
namespace {

// Buffer descriptor word 3.
//  gfx9: DST_SEL/NUM_FORMAT unused for raw loads; DATA_FORMAT[18:15] = 4 (32 bit) must be
//        non-zero or the access is dropped -> 0x00020000.
//  gfx10+/gfx11/gfx12: FORMAT[18:12] = 4 (32 bit), RESOURCE_LEVEL[24] = 1, OOB_SELECT[29:28] = 3
//        (raw buffer: bounds-check the byte offset only) -> 0x31004000.
//  gfx1250: the V# was re-laid out (45-bit NUM_RECORDS spans words 1-2); LLVM 22 lowers the
//        make.buffer.rsrc flags operand into word3[31:28], so only OOB_SELECT = 3 is passed.
constexpr uint32_t kGfx9Word3 = 0x00020000;
constexpr uint32_t kGfx12Word3 = 0x31004000;

// COMPUTE_TMPRING_SIZE.WAVESIZE: gfx9 13 bits in units of 256 dwords, gfx11 15 bits and gfx12 18 bits
// in units of 64 dwords (AMDGPU backend, GCNSubtarget::getMaxWaveScratchSize).
constexpr uint32_t kGfx9MaxScratchPerWave = 1024 * ((1u << 13) - 1);
constexpr uint32_t kGfx11MaxScratchPerWave = 256 * ((1u << 15) - 1);

// gfx11: LLVM 22 selects "real true16" code by default there (16-bit values in VGPR halves, v0.l /
// v0.h); Fly compiles in LLVM's fake16 mode instead (16-bit values in whole VGPRs, as on gfx12),
// which the hardware runs alike and fly-emu decodes (it does not model VGPR halves yet).
constexpr std::string_view kGfx11Features = "+wavefrontsize32,-real-true16";
constexpr uint32_t kGfx12MaxScratchPerWave = 256 * ((1u << 18) - 1);

// gfx1100 and gfx1151 differ only in the product and its published CU count, clock and bandwidth.
constexpr Arch gfx11Arch(std::string_view name, std::string_view product, Family family, int computeUnits,
                         double clockGHz, double memoryGBs, bool assumed, uint32_t l2Bytes, uint64_t mallBytes,
                         double mallGBs) {
  return {
      .name = name, .product = product, .family = family,
      .generation = 11,
      .waveSize = 32, .supportsWave64 = true, .simdsPerCU = 2, .maxWavesPerSimd = 16,
      .maxWorkgroupSize = 1024,
      .ldsBytesPerWorkgroup = 64 * 1024, .ldsBytesPerCU = 64 * 1024,
      .maxScratchBytesPerWave = kGfx11MaxScratchPerWave, .ldsBanks = 32,
      .totalVgprsPerSimd = 1536, .vgprAllocGranule = 24, .addressableVgprs = 256,
      .hasAgprs = false, .maxSgprsPerWave = 106, .sgprsLimitOccupancy = false,
      .bufferRsrcFlags = kGfx12Word3, .bufferWord3 = kGfx12Word3,
      .features = kGfx11Features,
      .fp8 = Fp8Format::None,
      .perf = {.computeUnits = computeUnits, .clockGHz = clockGHz, .memoryGBs = memoryGBs, .valuLanesPerCycle = 32,
               .matrixF64 = 0, .matrixF32 = 0, .matrixXf32 = 0, .matrixF16 = 256, .matrixF8 = 0,
               .matrixI8 = 256, .matrixF4 = 0, .globalLatency = 700, .ldsLatency = 64,
               .scalarLatency = 200, .assumed = assumed, .l2Instances = 1, .l2Bytes = l2Bytes, .l2Ways = 16,
               .lineBytes = 128, .l2BytesPerCycle = 2048, .mallBytes = mallBytes, .mallGBs = mallGBs}};
}

constexpr std::array<Arch, 6> kArchs = {{
    {
        .name = "gfx942", .product = "Instinct MI300 (CDNA3)", .family = Family::CDNA3,
        .generation = 9,
        .waveSize = 64, .supportsWave64 = true, .simdsPerCU = 4, .maxWavesPerSimd = 8,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 64 * 1024, .ldsBytesPerCU = 64 * 1024,
        .maxScratchBytesPerWave = kGfx9MaxScratchPerWave, .ldsBanks = 32,
        .totalVgprsPerSimd = 512, .vgprAllocGranule = 8, .addressableVgprs = 256,
        .hasAgprs = true, .maxSgprsPerWave = 102, .sgprsLimitOccupancy = true,
        .bufferRsrcFlags = kGfx9Word3, .bufferWord3 = kGfx9Word3,
        .features = "",
        .fp8 = Fp8Format::Fnuz,
        .perf = {.computeUnits = 304, .clockGHz = 2.1, .memoryGBs = 5300, .valuLanesPerCycle = 16,
                 .matrixF64 = 64, .matrixF32 = 64, .matrixXf32 = 256, .matrixF16 = 512, .matrixF8 = 1024,
                 .matrixI8 = 1024, .matrixF4 = 0, .globalLatency = 700, .ldsLatency = 64,
                 .scalarLatency = 200, .assumed = false,
                 .l2Instances = 8, .l2Bytes = 4 * 1024 * 1024, .l2Ways = 16, .lineBytes = 128,
                 .l2BytesPerCycle = 2048, .mallBytes = 256ull * 1024 * 1024, .mallGBs = 17200}
    },
    {
        .name = "gfx950", .product = "Instinct MI350 (CDNA4)", .family = Family::CDNA4,
        .generation = 9,
        .waveSize = 64, .supportsWave64 = true, .simdsPerCU = 4, .maxWavesPerSimd = 8,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 160 * 1024, .ldsBytesPerCU = 160 * 1024,
        .maxScratchBytesPerWave = kGfx9MaxScratchPerWave, .ldsBanks = 64,
        .totalVgprsPerSimd = 512, .vgprAllocGranule = 8, .addressableVgprs = 256,
        .hasAgprs = true, .maxSgprsPerWave = 102, .sgprsLimitOccupancy = true,
        .bufferRsrcFlags = kGfx9Word3, .bufferWord3 = kGfx9Word3,
        .features = "",
        .fp8 = Fp8Format::Ocp,
        .perf = {.computeUnits = 256, .clockGHz = 2.4, .memoryGBs = 8000, .valuLanesPerCycle = 16,
                 .matrixF64 = 32, .matrixF32 = 64, .matrixXf32 = 0, .matrixF16 = 1024, .matrixF8 = 2048,
                 .matrixI8 = 2048, .matrixF4 = 4096, .globalLatency = 700, .ldsLatency = 64,
                 .scalarLatency = 200, .assumed = false,
                 .l2Instances = 8, .l2Bytes = 4 * 1024 * 1024, .l2Ways = 16, .lineBytes = 128,
                 .l2BytesPerCycle = 2048, .mallBytes = 256ull * 1024 * 1024, .mallGBs = 17200}
    },
    {
        .name = "gfx1201", .product = "Radeon RX 9070 (RDNA4)", .family = Family::RDNA4,
        .generation = 12,
        .waveSize = 32, .supportsWave64 = true, .simdsPerCU = 2, .maxWavesPerSimd = 16,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 64 * 1024, .ldsBytesPerCU = 64 * 1024,
        .maxScratchBytesPerWave = kGfx12MaxScratchPerWave, .ldsBanks = 32,
        .totalVgprsPerSimd = 1536, .vgprAllocGranule = 24, .addressableVgprs = 256,
        .hasAgprs = false, .maxSgprsPerWave = 106, .sgprsLimitOccupancy = false,
        .bufferRsrcFlags = kGfx12Word3, .bufferWord3 = kGfx12Word3,
        .features = "+wavefrontsize32",
        .fp8 = Fp8Format::Ocp,
        .perf = {.computeUnits = 64, .clockGHz = 2.97, .memoryGBs = 640, .valuLanesPerCycle = 32,
                 .matrixF64 = 0, .matrixF32 = 0, .matrixXf32 = 0, .matrixF16 = 512, .matrixF8 = 1024,
                 .matrixI8 = 1024, .matrixF4 = 2048, .globalLatency = 700, .ldsLatency = 64,
                 .scalarLatency = 200, .assumed = false,
                 .l2Instances = 1, .l2Bytes = 8 * 1024 * 1024, .l2Ways = 16, .lineBytes = 128,
                 .l2BytesPerCycle = 2048, .mallBytes = 64ull * 1024 * 1024, .mallGBs = 5300}
    },
    {
        .name = "gfx1250", .product = "Instinct MI400-series (gfx1250)", .family = Family::GFX125,
        .generation = 12,
        .waveSize = 32, .supportsWave64 = false, .simdsPerCU = 4, .maxWavesPerSimd = 16,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 320 * 1024, .ldsBytesPerCU = 320 * 1024,
        .maxScratchBytesPerWave = kGfx12MaxScratchPerWave, .ldsBanks = 64,
        .totalVgprsPerSimd = 1024, .vgprAllocGranule = 16, .addressableVgprs = 256,
        .hasAgprs = false, .maxSgprsPerWave = 106, .sgprsLimitOccupancy = false,
        .bufferRsrcFlags = 0x3, .bufferWord3 = 0x30000000,
        .features = "+wavefrontsize32",
        .fp8 = Fp8Format::Ocp,
        .perf = {.computeUnits = 256, .clockGHz = 2.4, .memoryGBs = 8000, .valuLanesPerCycle = 32,
                 .matrixF64 = 32, .matrixF32 = 64, .matrixXf32 = 0, .matrixF16 = 1024, .matrixF8 = 2048,
                 .matrixI8 = 2048, .matrixF4 = 4096, .globalLatency = 700, .ldsLatency = 64,
                 .scalarLatency = 200, .assumed = true,
                 .l2Instances = 8, .l2Bytes = 4 * 1024 * 1024, .l2Ways = 16, .lineBytes = 128,
                 .l2BytesPerCycle = 2048, .mallBytes = 256ull * 1024 * 1024, .mallGBs = 17200},
        .bf16Transcendentals = true,
        .bf16MixInstructions = true,
    },
    // RDNA3 and RDNA3.5 (LLVM 22: FeatureISAVersion11_0_0 and 11_5_1). Both have the "full" VGPR file
    // (1536 per SIMD lane in wave32, allocated in granules of 24), 16 wave slots per SIMD, 64 KiB of
    // LDS per work-group (128 KiB per WGP, 64 KiB per CU in CU mode). The buffer descriptor's word 3
    // is gfx10+'s (same as gfx12). WMMA (16x16x16) only; no fp8 WMMA, no architected SGPRs.
    // perf: CU counts, clocks and memory bandwidth are the products' published figures; the WMMA rate
    // (256 f16/i8 FLOP per cycle per SIMD) follows from the RX 7900 XTX's 123 TFLOP/s at 96 CUs of 2
    // SIMDs at 2.5 GHz. gfx1151's matrix rate is assumed equal to gfx1100's (marked assumed).
    gfx11Arch("gfx1100", "Radeon RX 7900 XTX (RDNA3)", Family::RDNA3,
              /*computeUnits=*/96, /*clockGHz=*/2.5, /*memoryGBs=*/960, /*assumed=*/false,
              /*l2Bytes=*/6 * 1024 * 1024, /*mallBytes=*/96ull * 1024 * 1024, /*mallGBs=*/5300),
    gfx11Arch("gfx1151", "Ryzen AI Max / Radeon 8060S (RDNA3.5, Strix Halo)", Family::RDNA35,
              /*computeUnits=*/40, /*clockGHz=*/2.9, /*memoryGBs=*/256, /*assumed=*/true,
              /*l2Bytes=*/2 * 1024 * 1024, /*mallBytes=*/32ull * 1024 * 1024, /*mallGBs=*/1000),
}};

} // namespace

bool Arch::hasMatrixOp(std::string_view intrinsic) const { return matrixOpAtom(intrinsic) != nullptr; }

const MmaAtom* Arch::matrixOpAtom(std::string_view intrinsic) const {
  for (const MmaAtom& atom : allMmaAtoms())
    if (atom.intrinsic == intrinsic && atom.availableOn(*this)) return &atom;
  return nullptr;
}

bool Arch::hasMfma() const {
  for (const MmaAtom& atom : allMmaAtoms())
    if ((atom.kind == MmaKind::Mfma || atom.kind == MmaKind::MfmaScale) && atom.availableOn(*this)) return true;
  return false;
}

bool Arch::hasWmma() const {
  for (const MmaAtom& atom : allMmaAtoms())
    if (atom.kind == MmaKind::Wmma && atom.availableOn(*this)) return true;
  return false;
}

std::span<const Arch> allArchs() { return kArchs; }

const Arch* findArch(std::string_view name) {
  for (const Arch& arch : kArchs)
    if (arch.name == name) return &arch;
  return nullptr;
}

std::string supportedArchList() {
  std::string list;
  for (const Arch& arch : kArchs) {
    if (!list.empty()) list += ", ";
    list += arch.name;
  }
  return list;
}

// The archs whose VGPRs LLVM 22 would allocate past Arch::maxVgprsPerWave (RegisterBudget.h).
namespace {
constexpr std::string_view kHeldToAddressableVgprs[] = {"gfx1250"};
} // namespace

int defaultVgprBudget(const Arch &arch) {
  for (std::string_view name : kHeldToAddressableVgprs)
    if (arch.name == name) return arch.maxVgprsPerWave();
  return 0;
}

std::string unsupportedArchMessage(std::string_view name) {
  return "unsupported target '" + std::string(name) + "' (supported: " + supportedArchList() + ")";
}

} // namespace fly::target
