// The four archs Fly supports. Every number here has its source in docs/codegen.md ("Targets");
// the occupancy-related ones are also checked against LLVM's own occupancy estimate by
// tests/unit/codegen/OccupancyTest.cpp.
#include "fly/target/Arch.h"

#include <array>

namespace fly::target {
namespace {

// MFMA common to CDNA3 and CDNA4 (CDNA3 ISA guide, ch. 7; LLVM IntrinsicsAMDGPU.td).
constexpr MatrixOp kCdna3Mfma[] = {
    {"llvm.amdgcn.mfma.f32.32x32x8f16", 32, 32, 8, "f16", "f16", "f32"},
    {"llvm.amdgcn.mfma.f32.16x16x16f16", 16, 16, 16, "f16", "f16", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x8bf16.1k", 32, 32, 8, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.mfma.f32.16x16x16bf16.1k", 16, 16, 16, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x2f32", 32, 32, 2, "f32", "f32", "f32"},
    {"llvm.amdgcn.mfma.f32.16x16x4f32", 16, 16, 4, "f32", "f32", "f32"},
    {"llvm.amdgcn.mfma.f64.16x16x4f64", 16, 16, 4, "f64", "f64", "f64"},
    {"llvm.amdgcn.mfma.i32.16x16x32.i8", 16, 16, 32, "i8", "i8", "i32"},
    {"llvm.amdgcn.mfma.i32.32x32x16.i8", 32, 32, 16, "i8", "i8", "i32"},
    {"llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", 16, 16, 32, "fp8", "fp8", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", 32, 32, 16, "fp8", "fp8", "f32"},
    {"llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", 16, 16, 32, "bf8", "bf8", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", 32, 32, 16, "bf8", "bf8", "f32"},
};

// CDNA3 only: xf32 was dropped in CDNA4.
constexpr MatrixOp kGfx942Mfma[] = {
    kCdna3Mfma[0], kCdna3Mfma[1], kCdna3Mfma[2], kCdna3Mfma[3], kCdna3Mfma[4], kCdna3Mfma[5],
    kCdna3Mfma[6], kCdna3Mfma[7], kCdna3Mfma[8], kCdna3Mfma[9], kCdna3Mfma[10], kCdna3Mfma[11],
    kCdna3Mfma[12],
    {"llvm.amdgcn.mfma.f32.16x16x8.xf32", 16, 16, 8, "xf32", "xf32", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x4.xf32", 32, 32, 4, "xf32", "xf32", "f32"},
};

// CDNA4 (gfx950) adds double-K f16/bf16/i8 shapes and the scaled f8f6f4 MFMA.
constexpr MatrixOp kGfx950Mfma[] = {
    kCdna3Mfma[0], kCdna3Mfma[1], kCdna3Mfma[2], kCdna3Mfma[3], kCdna3Mfma[4], kCdna3Mfma[5],
    kCdna3Mfma[6], kCdna3Mfma[7], kCdna3Mfma[8], kCdna3Mfma[9], kCdna3Mfma[10], kCdna3Mfma[11],
    kCdna3Mfma[12],
    {"llvm.amdgcn.mfma.f32.16x16x32.f16", 16, 16, 32, "f16", "f16", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x16.f16", 32, 32, 16, "f16", "f16", "f32"},
    {"llvm.amdgcn.mfma.f32.16x16x32.bf16", 16, 16, 32, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.mfma.f32.32x32x16.bf16", 32, 32, 16, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.mfma.i32.16x16x64.i8", 16, 16, 64, "i8", "i8", "i32"},
    {"llvm.amdgcn.mfma.i32.32x32x32.i8", 32, 32, 32, "i8", "i8", "i32"},
    {"llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", 16, 16, 128, "f8f6f4", "f8f6f4", "f32"},
    {"llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", 32, 32, 64, "f8f6f4", "f8f6f4", "f32"},
};

// RDNA4 (gfx12) WMMA, wave32 (RDNA4 ISA guide, "WMMA"; LLVM IntrinsicsAMDGPU.td).
constexpr MatrixOp kGfx1201Wmma[] = {
    {"llvm.amdgcn.wmma.f32.16x16x16.f16", 16, 16, 16, "f16", "f16", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x16.bf16", 16, 16, 16, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.wmma.f16.16x16x16.f16", 16, 16, 16, "f16", "f16", "f16"},
    {"llvm.amdgcn.wmma.bf16.16x16x16.bf16", 16, 16, 16, "bf16", "bf16", "bf16"},
    {"llvm.amdgcn.wmma.i32.16x16x16.iu8", 16, 16, 16, "i8", "i8", "i32"},
    {"llvm.amdgcn.wmma.i32.16x16x16.iu4", 16, 16, 16, "i4", "i4", "i32"},
    {"llvm.amdgcn.wmma.i32.16x16x32.iu4", 16, 16, 32, "i4", "i4", "i32"},
    {"llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", 16, 16, 16, "fp8", "fp8", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8", 16, 16, 16, "bf8", "bf8", "f32"},
};

// gfx1250 WMMA: doubled K for 16-bit types, f32 and 8-bit shapes, scaled f8f6f4.
constexpr MatrixOp kGfx1250Wmma[] = {
    {"llvm.amdgcn.wmma.f32.16x16x4.f32", 16, 16, 4, "f32", "f32", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x32.f16", 16, 16, 32, "f16", "f16", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x32.bf16", 16, 16, 32, "bf16", "bf16", "f32"},
    {"llvm.amdgcn.wmma.f16.16x16x32.f16", 16, 16, 32, "f16", "f16", "f16"},
    {"llvm.amdgcn.wmma.bf16.16x16x32.bf16", 16, 16, 32, "bf16", "bf16", "bf16"},
    {"llvm.amdgcn.wmma.i32.16x16x64.iu8", 16, 16, 64, "i8", "i8", "i32"},
    {"llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8", 16, 16, 64, "fp8", "fp8", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8", 16, 16, 128, "fp8", "fp8", "f32"},
    {"llvm.amdgcn.wmma.f32.16x16x128.f8f6f4", 16, 16, 128, "f8f6f4", "f8f6f4", "f32"},
    {"llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4", 16, 16, 128, "f8f6f4", "f8f6f4", "f32"},
};

// Buffer descriptor word 3.
//  gfx9: DST_SEL/NUM_FORMAT unused for raw loads; DATA_FORMAT[18:15] = 4 (32 bit) must be
//        non-zero or the access is dropped -> 0x00020000.
//  gfx10+/gfx12: FORMAT[18:12] = 4 (32 bit), RESOURCE_LEVEL[24] = 1, OOB_SELECT[29:28] = 3
//        (raw buffer: bounds-check the byte offset only) -> 0x31004000.
//  gfx1250: the V# was re-laid out (45-bit NUM_RECORDS spans words 1-2); LLVM 22 lowers the
//        make.buffer.rsrc flags operand into word3[31:28], so only OOB_SELECT = 3 is passed.
constexpr uint32_t kGfx9Word3 = 0x00020000;
constexpr uint32_t kGfx12Word3 = 0x31004000;

constexpr std::array<Arch, 4> kArchs = {{
    {
        .name = "gfx942", .product = "Instinct MI300 (CDNA3)", .family = Family::CDNA3,
        .generation = 9,
        .waveSize = 64, .supportsWave64 = true, .simdsPerCU = 4, .maxWavesPerSimd = 8,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 64 * 1024, .ldsBytesPerCU = 64 * 1024,
        .totalVgprsPerSimd = 512, .vgprAllocGranule = 8, .addressableVgprs = 256,
        .hasAgprs = true, .maxSgprsPerWave = 102, .sgprsLimitOccupancy = true,
        .bufferRsrcFlags = kGfx9Word3, .bufferWord3 = kGfx9Word3,
        .features = "", .mfma = kGfx942Mfma, .wmma = {},
    },
    {
        .name = "gfx950", .product = "Instinct MI350 (CDNA4)", .family = Family::CDNA4,
        .generation = 9,
        .waveSize = 64, .supportsWave64 = true, .simdsPerCU = 4, .maxWavesPerSimd = 8,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 160 * 1024, .ldsBytesPerCU = 160 * 1024,
        .totalVgprsPerSimd = 512, .vgprAllocGranule = 8, .addressableVgprs = 256,
        .hasAgprs = true, .maxSgprsPerWave = 102, .sgprsLimitOccupancy = true,
        .bufferRsrcFlags = kGfx9Word3, .bufferWord3 = kGfx9Word3,
        .features = "", .mfma = kGfx950Mfma, .wmma = {},
    },
    {
        .name = "gfx1201", .product = "Radeon RX 9070 (RDNA4)", .family = Family::RDNA4,
        .generation = 12,
        .waveSize = 32, .supportsWave64 = true, .simdsPerCU = 2, .maxWavesPerSimd = 16,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 64 * 1024, .ldsBytesPerCU = 64 * 1024,
        .totalVgprsPerSimd = 1536, .vgprAllocGranule = 24, .addressableVgprs = 256,
        .hasAgprs = false, .maxSgprsPerWave = 106, .sgprsLimitOccupancy = false,
        .bufferRsrcFlags = kGfx12Word3, .bufferWord3 = kGfx12Word3,
        .features = "+wavefrontsize32", .mfma = {}, .wmma = kGfx1201Wmma,
    },
    {
        .name = "gfx1250", .product = "Instinct MI400-series (gfx1250)", .family = Family::GFX125,
        .generation = 12,
        .waveSize = 32, .supportsWave64 = false, .simdsPerCU = 4, .maxWavesPerSimd = 16,
        .maxWorkgroupSize = 1024,
        .ldsBytesPerWorkgroup = 320 * 1024, .ldsBytesPerCU = 320 * 1024,
        .totalVgprsPerSimd = 1024, .vgprAllocGranule = 16, .addressableVgprs = 256,
        .hasAgprs = false, .maxSgprsPerWave = 106, .sgprsLimitOccupancy = false,
        .bufferRsrcFlags = 0x3, .bufferWord3 = 0x30000000,
        .features = "+wavefrontsize32", .mfma = {}, .wmma = kGfx1250Wmma,
    },
}};

} // namespace

bool Arch::hasMatrixOp(std::string_view intrinsic) const {
  for (const MatrixOp& op : mfma)
    if (op.intrinsic == intrinsic) return true;
  for (const MatrixOp& op : wmma)
    if (op.intrinsic == intrinsic) return true;
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
