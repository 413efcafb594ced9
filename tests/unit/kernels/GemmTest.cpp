// The GEMM registry kernels' launch-time shape checks, the host preshuffle, and the emulator
// figures docs/kernels.md reports. (Their runs against the CPU reference at ragged shapes, on
// every arch they claim, are RegistryTest's GEMM cases.)
#include "Preshuffle.h"
#include "Registry.h"

#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include <gtest/gtest.h>

namespace {

using namespace fly;

std::string runError(const std::string &arch, kernels::Params given, std::vector<int64_t> shape) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, given);
  if (!params) return llvm::toString(params.takeError());
  auto device = runtime::openEmulatorDevice(arch);
  if (!device) return llvm::toString(device.takeError());
  auto result = kernels::runKernel(*entry, *params, shape, **device);
  if (result) return "";
  return llvm::toString(result.takeError());
}

// The host shuffle against FlyDSL's definition written out: view B as (N/16, 16, K/KB, 4, KP) and
// store it in the order (N/16, K/KB, 4, 16, KP).
TEST(Preshuffle, MatchesTheFiveDimensionalPermutation) {
  for (unsigned bytes : {1u, 2u, 4u}) {
    const int64_t N = 32, K = 256 / bytes, KP = 16 / bytes, KB = 4 * KP;
    std::vector<uint8_t> b(size_t(N * K) * bytes);
    for (size_t i = 0; i < b.size(); ++i) b[i] = uint8_t(i * 7 + i / 251);
    std::vector<uint8_t> want;
    for (int64_t n0 = 0; n0 < N / 16; ++n0)
      for (int64_t k0 = 0; k0 < K / KB; ++k0)
        for (int64_t k1 = 0; k1 < 4; ++k1)
          for (int64_t n1 = 0; n1 < 16; ++n1)
            for (int64_t k2 = 0; k2 < KP; ++k2) {
              int64_t n = n0 * 16 + n1, k = k0 * KB + k1 * KP + k2;
              for (unsigned x = 0; x < bytes; ++x) want.push_back(b[size_t((n * K + k) * bytes + x)]);
            }
    EXPECT_EQ(kernels::preshuffleB(b.data(), N, K, bytes), want) << bytes << "-byte elements";
  }
  EXPECT_EQ(kernels::preshuffleLimits(40, 64, 2), "preshuffle: N=40 is not a multiple of 16");
  EXPECT_EQ(kernels::preshuffleLimits(32, 48, 2), "preshuffle: K=48 is not a multiple of 32 (64 bytes)");
}

// W4A8's int4 shuffle against its definition: the int8 layout's 16-value packs, each in 8 bytes
// with value j in the low nibble of byte j and value j + 8 in its high nibble.
TEST(Preshuffle, Int4PacksTwoValuesPerByte) {
  const int64_t N = 32, K = 128;
  std::vector<int> value(size_t(N * K));
  std::vector<uint8_t> packed(size_t(N * K / 2), 0);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t k = 0; k < K; ++k) {
      int v = int((n * 131 + k * 17 + n * k) % 16) - 8;
      value[size_t(n * K + k)] = v;
      packed[size_t((n * K + k) / 2)] |= uint8_t((v & 0xF) << (k % 2 ? 4 : 0));
    }
  std::vector<uint8_t> shuffled = kernels::preshuffleBInt4(packed.data(), N, K);
  std::vector<uint8_t> int8(size_t(N * K));
  for (size_t i = 0; i < int8.size(); ++i) int8[i] = uint8_t(int8_t(value[i]));
  std::vector<uint8_t> bytes = kernels::preshuffleB(int8.data(), N, K, 1); // 16-value packs, in order
  ASSERT_EQ(shuffled.size(), bytes.size() / 2);
  for (size_t pack = 0; pack < bytes.size() / 16; ++pack)
    for (size_t j = 0; j < 8; ++j) {
      uint8_t want = uint8_t((bytes[pack * 16 + j] & 0xF) | ((bytes[pack * 16 + j + 8] & 0xF) << 4));
      ASSERT_EQ(shuffled[pack * 8 + j], want) << "pack " << pack << " byte " << j;
    }
  EXPECT_EQ(kernels::preshuffleInt4Limits(32, 96), "preshuffle: K=96 is not a multiple of 64 (int4: 32 bytes)");
}

TEST(GemmChecks, PreshuffleShapeLimits) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_gemm");
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto ragged = kernels::runKernel(*entry, *params, {64, 40, 64}, **device);
  ASSERT_FALSE(bool(ragged));
  EXPECT_EQ(llvm::toString(ragged.takeError()), "preshuffle_gemm: preshuffle: N=40 is not a multiple of 16");
  auto gfx12 = runtime::openEmulatorDevice("gfx1201");
  ASSERT_TRUE(bool(gfx12));
  auto wrongArch = kernels::runKernel(*entry, *params, {64, 64, 64}, **gfx12);
  ASSERT_FALSE(bool(wrongArch));
  EXPECT_EQ(llvm::toString(wrongArch.takeError()), "preshuffle_gemm runs on gfx942 and gfx950 (MFMA, wave64), not gfx1201");
}

// tile_k is in elements: 8-bit inputs need twice as many for a 64-byte LDS row.
TEST(GemmChecks, PreshuffleTileKCountsBytes) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_gemm");
  auto params = kernels::resolveParams(*entry, {{"dtype", "fp8"}, {"tile_k", "32"}});
  ASSERT_TRUE(bool(params));
  auto object = kernels::compileKernel(*entry, *params, *target::findArch("gfx950"));
  ASSERT_FALSE(bool(object));
  EXPECT_EQ(llvm::toString(object.takeError()),
            "preshuffle_gemm: tile_k=32 for fp8 must make A's LDS rows 64, 128, 256 or 512 bytes (64, 128, 256 or 512 "
            "elements)");
  auto int4 = kernels::resolveParams(*entry, {{"dtype", "int4"}});
  ASSERT_TRUE(bool(int4));
  auto device = runtime::openEmulatorDevice("gfx942");
  ASSERT_TRUE(bool(device));
  auto ragged = kernels::runKernel(*entry, *int4, {64, 64, 96}, **device);
  ASSERT_FALSE(bool(ragged));
  EXPECT_EQ(llvm::toString(ragged.takeError()),
            "preshuffle_gemm: preshuffle: K=96 is not a multiple of 64 (int4: 32 bytes)");
}

// MXFP4 needs gfx950's scaled MFMA, tile_k counts fp4 values (128 per 64-byte row) and K is a
// multiple of 128.
TEST(GemmChecks, Mxfp4Limits) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_gemm");
  auto params = kernels::resolveParams(*entry, {{"dtype", "mxfp4"}, {"tile_k", "128"}});
  ASSERT_TRUE(bool(params));
  auto gfx942 = kernels::compileKernel(*entry, *params, *target::findArch("gfx942"));
  ASSERT_FALSE(bool(gfx942));
  EXPECT_EQ(llvm::toString(gfx942.takeError()),
            "preshuffle_gemm: dtype=mxfp4 needs gfx950's scaled MFMA (v_mfma_f32_16x16x128_f8f6f4), not gfx942");
  auto small = kernels::resolveParams(*entry, {{"dtype", "mxfp4"}});
  ASSERT_TRUE(bool(small));
  auto tile = kernels::compileKernel(*entry, *small, *target::findArch("gfx950"));
  ASSERT_FALSE(bool(tile));
  EXPECT_EQ(llvm::toString(tile.takeError()), "preshuffle_gemm: tile_k=64 for mxfp4 must make A's LDS rows 64, 128, "
                                              "256 or 512 bytes (128, 256, 512 or 1024 elements)");
  auto device = runtime::openEmulatorDevice("gfx950");
  ASSERT_TRUE(bool(device));
  auto ragged = kernels::runKernel(*entry, *params, {64, 64, 192}, **device);
  ASSERT_FALSE(bool(ragged));
  EXPECT_EQ(llvm::toString(ragged.takeError()), "preshuffle_gemm: preshuffle: K=192 is not a multiple of 128 (fp4: 64 bytes)");
}

TEST(GemmChecks, KMustBeAMultipleOfTileK) {
  EXPECT_EQ(runError("gfx942", {{"stages", "1"}, {"prefetch", "0"}}, {64, 64, 40}),
            "tiled_mma_gemm: K=40 is not a multiple of tile_k=64 (the K loop has no ragged step; pad K or choose "
            "tile_k, or stages=2)");
}

TEST(GemmChecks, SplitKNeedsKAMultipleOfSplitTimesTileK) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm_splitk");
  auto params = kernels::resolveParams(*entry, {{"split_k", "4"}});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx950");
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {64, 64, 96}, **device);
  ASSERT_FALSE(bool(result));
  EXPECT_EQ(llvm::toString(result.takeError()),
            "tiled_mma_gemm_splitk: K=96 is not a multiple of split_k * tile_k=128 (the K loop has no ragged step; pad K "
            "or choose tile_k)");
}

TEST(GemmChecks, AtomNotOnTheArchNamesTheChoices) {
  std::string e = runError("gfx942", {{"atom", "16x16x32"}}, {64, 64, 64});
  EXPECT_NE(e.find("atom=16x16x32 for f16 on gfx942 is not an MMA atom there"), std::string::npos) << e;
  EXPECT_NE(e.find("16x16x16"), std::string::npos) << e;
  std::string f32 = runError("gfx1201", {{"dtype", "f32"}, {"atom", "16x16x4"}}, {64, 64, 64});
  EXPECT_NE(f32.find("none (use atom=fma)"), std::string::npos) << f32;
}

// gfx11 has WMMA for 16-bit inputs only: fp8 is refused naming what there is.
TEST(GemmChecks, Gfx11HasNoFp8Atom) {
  std::string e = runError("gfx1100", {{"dtype", "fp8"}}, {64, 64, 64});
  EXPECT_NE(e.find("atom=auto for fp8 on gfx1100 is not an MMA atom there"), std::string::npos) << e;
  EXPECT_NE(e.find("none (use atom=fma)"), std::string::npos) << e;
}

// int8: i8 atoms accumulating in i32 only (no scalar-FMA fallback), and not in split-K (whose C is
// f32 added with atomics).
TEST(GemmChecks, Int8TakesTheI32Atoms) {
  std::string e = runError("gfx942", {{"dtype", "int8"}, {"atom", "16x16x64"}}, {64, 64, 64});
  EXPECT_NE(e.find("atom=16x16x64 for int8 on gfx942 is not an MMA atom there"), std::string::npos) << e;
  EXPECT_NE(e.find("atoms with int8 inputs and i32 accumulation on gfx942: "), std::string::npos) << e;
  EXPECT_NE(e.find("16x16x32"), std::string::npos) << e;
  EXPECT_EQ(e.find(", fma"), std::string::npos) << e;
  EXPECT_EQ(runError("gfx942", {{"dtype", "int8"}, {"atom", "fma"}}, {64, 64, 64}),
            "tiled_mma_gemm: atom=fma multiplies f32 values; dtype=int8 needs an MFMA/WMMA atom");
  auto split = kernels::resolveParams(*kernels::findKernel("tiled_mma_gemm_splitk"), {{"dtype", "int8"}});
  ASSERT_FALSE(bool(split));
  EXPECT_NE(llvm::toString(split.takeError()).find("dtype=int8 of kernel 'tiled_mma_gemm_splitk' is not one of"),
            std::string::npos);
}

// atom=auto for int8 picks each arch's i8 instruction with the most K per issue.
TEST(GemmFigures, Int8UsesTheI8MatrixInstructions) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, {{"dtype", "int8"}});
  ASSERT_TRUE(bool(params));
  for (auto [arch, instruction] : std::initializer_list<std::pair<const char *, const char *>>{
           {"gfx942", "v_mfma_i32_16x16x32_i8"},
           {"gfx950", "v_mfma_i32_16x16x64_i8"},
           {"gfx1201", "v_wmma_i32_16x16x16_iu8"},
           {"gfx1250", "v_wmma_i32_16x16x64_iu8"},
           {"gfx1100", "v_wmma_i32_16x16x16_iu8"}}) {
    codegen::CompileOptions options;
    options.arch = target::findArch(arch);
    auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
    ASSERT_TRUE(bool(text)) << arch << ": " << llvm::toString(text.takeError());
    EXPECT_NE(text->find(instruction), std::string::npos) << arch;
  }
}

TEST(GemmChecks, TilesTheTiledMmaDoesNotDivide) {
  std::string e = runError("gfx942", {{"tile_m", "48"}}, {64, 64, 64});
  EXPECT_NE(e.find("tile_m=48 and tile_n=64 must be multiples of the tiled MMA's 32 x 32"), std::string::npos) << e;
  std::string k = runError("gfx950", {{"tile_k", "16"}}, {64, 64, 64});
  EXPECT_NE(k.find("tile_k=16 must be a multiple of the atom's K (32)"), std::string::npos) << k;
}

// fly-run --lds-stats: the emulator device counts LDS cycles per instruction (docs/kernels.md's
// bank-conflict column comes from these lines).
TEST(GemmFigures, EmulatorCountsLdsCyclesPerInstruction) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, {});
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice("gfx950", /*perInstructionCounters=*/true);
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, {64, 64, 64}, **device);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  EXPECT_NE(result->deviceStats.find("bank-conflict cycles"), std::string::npos) << result->deviceStats;
  EXPECT_NE(result->deviceStats.find("ds_read"), std::string::npos) << result->deviceStats;
}

// Runs `kernel` with `config` on the emulator of `arch` at `shape`, counting LDS cycles per
// instruction: it must pass and have no bank-conflict cycle.
void expectConflictFree(const std::string &kernel, const char *arch, const kernels::Params &config,
                        const std::vector<int64_t> &shape) {
  const kernels::Entry *entry = kernels::findKernel(kernel);
  auto params = kernels::resolveParams(*entry, config);
  ASSERT_TRUE(bool(params));
  auto device = runtime::openEmulatorDevice(arch, /*perInstructionCounters=*/true);
  ASSERT_TRUE(bool(device));
  auto result = kernels::runKernel(*entry, *params, shape, **device);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  EXPECT_TRUE(result->pass);
  std::string what = kernel + " on " + arch;
  for (const auto &[key, value] : config) what += " " + key + "=" + value;
  EXPECT_NE(result->deviceStats.find("bank-conflict cycles 0)"), std::string::npos) << what << "\n"
                                                                                     << result->deviceStats;
}

// The preshuffle GEMM's XOR-swizzled A tiles: no LDS bank conflict on either arch, for every
// tile_k (rows of 64, 128 and 256 bytes), as the emulator prices them; nor in the C-shuffle
// epilogue's swizzled C tile (tile_n 64 and 128: rows of 8 and 16 chunks).
TEST(GemmFigures, PreshuffleLdsIsConflictFree) {
  std::vector<kernels::Params> configs = {{{"tile_k", "32"}}, {{"tile_k", "64"}}, {{"tile_k", "128"}},
                                          {{"epilogue", "cshuffle"}},
                                          {{"epilogue", "cshuffle"}, {"tile_n", "128"}, {"tile_k", "32"}},
                                          {{"dtype", "fp8"}, {"tile_k", "128"}},
                                          {{"dtype", "int4"}, {"tile_k", "256"}, {"epilogue", "cshuffle"}}};
  for (const char *arch : {"gfx942", "gfx950"})
    for (const kernels::Params &config : configs) expectConflictFree("preshuffle_gemm", arch, config, {64, 128, 256});
}

// tiled_mma_gemm's swizzled LDS tiles: no bank conflict for 16-bit and fp8 atoms on the four MMA
// archs (fp8 on 64 banks reads two units of a row per phase: the row patterns step by two).
TEST(GemmFigures, TiledMmaGemmLdsIsConflictFree) {
  for (const char *arch : {"gfx942", "gfx950", "gfx1201", "gfx1250"})
    for (const kernels::Params &config : {kernels::Params{{"dtype", "f16"}}, kernels::Params{{"dtype", "fp8"}, {"tile_k", "64"}},
                                          kernels::Params{{"dtype", "fp8"}, {"tile_k", "128"}}, kernels::Params{{"dtype", "int8"}}})
      expectConflictFree("tiled_mma_gemm", arch, config, {64, 64, 128});
  // The 32 x 32 atoms (32 rows of one unit per LDS read) on the MFMA archs, both K loops.
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *stages : {"1", "2"}) {
      expectConflictFree("tiled_mma_gemm", arch, {{"dtype", "bf16"}, {"atom", "32x32x8"}, {"stages", stages}}, {64, 64, 128});
      expectConflictFree("tiled_mma_gemm", arch, {{"dtype", "fp8"}, {"atom", "32x32x16"}, {"tile_k", "64"}, {"stages", stages}},
                         {64, 64, 128});
    }
  expectConflictFree("tiled_mma_gemm", "gfx950", {{"dtype", "f16"}, {"atom", "32x32x16"}}, {64, 64, 128});
}

// The K pack: fragments of 8 bytes per lane (gfx942's 16-bit MFMAs, 16x16x16 and 32x32x8; fp8's
// 16x16x32 and 32x32x16 on both archs) take two atom K steps from one 16-byte LDS read, so the
// tiles are stored and read in 16-byte units: ds_write_b128 and ds_read_b128, no 8-byte LDS access
// (before the pack gfx942 split each 16-byte store in two ds_write_b64).
TEST(GemmFigures, TiledMmaGemmReadsAndStoresLdsIn16ByteUnits) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  struct Case {
    const char *arch;
    kernels::Params config;
  };
  for (const Case &c : std::vector<Case>{{"gfx942", {{"dtype", "f16"}}},
                                         {"gfx942", {{"dtype", "bf16"}, {"stages", "2"}}},
                                         {"gfx942", {{"dtype", "f16"}, {"atom", "32x32x8"}}},
                                         {"gfx942", {{"dtype", "fp8"}, {"tile_k", "64"}}},
                                         {"gfx942", {{"dtype", "fp8"}, {"atom", "32x32x16"}, {"tile_k", "64"}}},
                                         {"gfx942", {{"dtype", "int8"}}},
                                         {"gfx950", {{"dtype", "fp8"}, {"tile_k", "64"}, {"stages", "2"}}},
                                         {"gfx950", {{"dtype", "f16"}}}}) {
    auto params = kernels::resolveParams(*entry, c.config);
    ASSERT_TRUE(bool(params));
    codegen::CompileOptions options;
    options.arch = target::findArch(c.arch);
    auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
    ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
    std::string what = std::string(c.arch) + " " + c.config.at("dtype") + (c.config.count("atom") ? " " + c.config.at("atom") : "");
    EXPECT_NE(text->find("ds_write_b128"), std::string::npos) << what;
    EXPECT_NE(text->find("ds_read_b128"), std::string::npos) << what;
    for (const char *narrow : {"ds_write_b64", "ds_read_b64", "ds_read2_b64", "ds_read2st64_b64", "ds_write2_b64",
                               "ds_write2st64_b64"})
      EXPECT_EQ(text->find(narrow), std::string::npos) << what << ": " << narrow;
  }
}

// The two epilogues of the preshuffle GEMM, told apart in the code: the direct one stores each
// accumulator value on its own (2-byte buffer stores), the C-shuffle one writes the tile to LDS and
// stores 16-byte row vectors (buffer_store_dwordx4), and no 2-byte global store is left.
TEST(GemmFigures, PreshuffleEpiloguesStoreAsDesigned) {
  const kernels::Entry *entry = kernels::findKernel("preshuffle_gemm");
  for (const char *arch : {"gfx942", "gfx950"})
    for (const char *epilogue : {"direct", "cshuffle"}) {
      auto params = kernels::resolveParams(*entry, {{"epilogue", epilogue}});
      ASSERT_TRUE(bool(params));
      codegen::CompileOptions options;
      options.arch = target::findArch(arch);
      auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
      ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
      bool wide = text->find("buffer_store_dwordx4") != std::string::npos;
      bool narrow = text->find("buffer_store_short") != std::string::npos;
      EXPECT_EQ(wide, std::string(epilogue) == "cshuffle") << arch << " " << epilogue;
      EXPECT_EQ(narrow, std::string(epilogue) == "direct") << arch << " " << epilogue;
    }
}

// loads=tdm: the tensor data mover is gfx1250's; its padded LDS rows need a power-of-two row.
TEST(GemmChecks, TdmLoadsNeedTheTensorDataMover) {
  EXPECT_EQ(runError("gfx950", {{"loads", "tdm"}}, {64, 64, 64}),
            "tiled_mma_gemm: loads=tdm needs the tensor data mover, which gfx950 lacks (available on: gfx1250); use "
            "loads=vector");
  std::string e = runError("gfx1250", {{"loads", "tdm"}, {"tile_k", "96"}}, {64, 64, 96});
  EXPECT_NE(e.find("loads=tdm pads LDS rows of tile_k=96 elements (48 dwords), which must be a power of two of "
                   "2..256 dwords"),
            std::string::npos)
      << e;
}

// loads=tdm: each K step's A and B tiles arrive by tensor_load_to_lds (one per wave and operand)
// and s_wait_tensorcnt, with no buffer loads left; the padded LDS tiles stay conflict-free.
TEST(GemmFigures, TdmLoadsReplaceTheBufferLoads) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  for (const char *dtype : {"f16", "fp8"}) {
    kernels::Params config = {{"loads", "tdm"}, {"dtype", dtype}};
    if (std::string(dtype) == "fp8") config["tile_k"] = "64";
    auto params = kernels::resolveParams(*entry, config);
    ASSERT_TRUE(bool(params));
    codegen::CompileOptions options;
    options.arch = target::findArch("gfx1250");
    auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
    ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
    EXPECT_NE(text->find("tensor_load_to_lds"), std::string::npos) << dtype;
    EXPECT_NE(text->find("s_wait_tensorcnt"), std::string::npos) << dtype;
    EXPECT_EQ(text->find("buffer_load"), std::string::npos) << dtype;
    expectConflictFree("tiled_mma_gemm", "gfx1250", config, {64, 64, 128});
  }
}

// gfx950's loads=dma: every A and B load of the K loop is an LDS DMA (buffer_load_dwordx4 ... lds), no
// tile goes through registers (no LDS store, no other buffer load), the wave waits for its DMA before
// the barrier; the fragment reads stay conflict-free.
TEST(GemmFigures, LdsDmaLoadsReplaceTheLdsStores) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  for (const char *dtype : {"f16", "fp8"})
    for (const char *stages : {"1", "2"}) {
      kernels::Params config = {{"loads", "dma"}, {"dtype", dtype}, {"stages", stages}, {"tile_k", "64"}};
      std::string what = std::string(dtype) + " stages=" + stages;
      auto params = kernels::resolveParams(*entry, config);
      ASSERT_TRUE(bool(params));
      codegen::CompileOptions options;
      options.arch = target::findArch("gfx950");
      auto text = kernels::compileKernel(*entry, *params, options, codegen::EmitKind::Assembly);
      ASSERT_TRUE(bool(text)) << llvm::toString(text.takeError());
      int dma = 0, other = 0;
      for (size_t at = text->find("buffer_load"); at != std::string::npos; at = text->find("buffer_load", at + 1)) {
        std::string line = text->substr(at, text->find('\n', at) - at);
        (line.starts_with("buffer_load_dwordx4") && line.ends_with(" lds") ? dma : other) += 1;
      }
      EXPECT_GE(dma, 2) << what; // A's and B's (fp8 64 x 64 x 64: one unit a thread each)
      EXPECT_EQ(other, 0) << what;
      EXPECT_EQ(text->find("ds_write"), std::string::npos) << what;
      EXPECT_NE(text->find("s_waitcnt vmcnt(0)"), std::string::npos) << what;
      expectConflictFree("tiled_mma_gemm", "gfx950", config, {64, 64, 128});
    }
}

TEST(GemmChecks, CompileRefusesWhatValidateRefuses) {
  const kernels::Entry *entry = kernels::findKernel("tiled_mma_gemm");
  auto params = kernels::resolveParams(*entry, {{"atom", "32x32x8"}, {"dtype", "f32"}});
  ASSERT_TRUE(bool(params));
  auto object = kernels::compileKernel(*entry, *params, *target::findArch("gfx1250"));
  ASSERT_FALSE(bool(object));
  EXPECT_NE(llvm::toString(object.takeError()).find("is not an MMA atom there"), std::string::npos);
}

} // namespace
