// The four archs Fly supports. Every number here has its source in docs/codegen.md ("Targets");
// the occupancy-related ones are also checked against LLVM's own occupancy estimate by
// tests/unit/codegen/OccupancyTest.cpp.
#include "fly/target/Arch.h"

#include "fly/target/MmaAtom.h"

#include <array>

namespace fly::target {
namespace {

// Buffer descriptor word 3.
//  gfx9: DST_SEL/NUM_FORMAT unused for raw loads; DATA_FORMAT[18:15] = 4 (32 bit) must be
//        non-zero or the access is dropped -> 0x00020000.
//  gfx10+/gfx12: FORMAT[18:12] = 4 (32 bit), RESOURCE_LEVEL[24] = 1, OOB_SELECT[29:28] = 3
//        (raw buffer: bounds-check the byte offset only) -> 0x31004000.
//  gfx1250: the V# was re-laid out (45-bit NUM_RECORDS spans words 1-2); LLVM 22 lowers the
//        make.buffer.rsrc flags operand into word3[31:28], so only OOB_SELECT = 3 is passed.
constexpr uint32_t kGfx9Word3 = 0x00020000;
constexpr uint32_t kGfx12Word3 = 0x31004000;

// COMPUTE_TMPRING_SIZE.WAVESIZE: gfx9 13 bits in units of 256 dwords, gfx12 18 bits in units of
// 64 dwords (AMDGPU backend, GCNSubtarget::getMaxWaveScratchSize).
constexpr uint32_t kGfx9MaxScratchPerWave = 1024 * ((1u << 13) - 1);
constexpr uint32_t kGfx12MaxScratchPerWave = 256 * ((1u << 18) - 1);

constexpr std::array<Arch, 4> kArchs = {{
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
        .fp8 = Fp8Format::Fnuz
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
        .fp8 = Fp8Format::Ocp
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
        .fp8 = Fp8Format::Ocp
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
        .fp8 = Fp8Format::Ocp
    },
}};

} // namespace

bool Arch::hasMatrixOp(std::string_view intrinsic) const {
  for (const MmaAtom& atom : allMmaAtoms())
    if (atom.intrinsic == intrinsic && atom.availableOn(*this)) return true;
  return false;
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

std::string unsupportedArchMessage(std::string_view name) {
  return "unsupported target '" + std::string(name) + "' (supported: " + supportedArchList() + ")";
}

} // namespace fly::target
