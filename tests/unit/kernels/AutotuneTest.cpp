// fly::autotune on the emulator: every configuration tried and checked, the winner the cheapest
// by the emulator's instruction count (re-measured here by running it directly), the winner
// cached on disk and found again, fixed parameters not searched, bad requests are errors.
#include "Autotune.h"

#include "fly/codeobject/CodeObject.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

using namespace fly;

namespace {

struct TempCache {
  llvm::SmallString<128> dir;
  std::unique_ptr<runtime::CompileCache> cache;
  TempCache() {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-autotune-test", dir));
    runtime::CacheConfig config;
    config.directory = std::string(dir);
    cache = std::make_unique<runtime::CompileCache>(config);
  }
  ~TempCache() { llvm::sys::fs::remove_directories(dir); }
};

autotune::Options smallSearch(runtime::CompileCache &cache) {
  autotune::Options options;
  options.wavesPerEu = {0, 2};
  options.maxnreg = {0};
  options.cache = &cache;
  return options;
}

TEST(Autotune, SearchSpaceCrossesTunableValuesWithWavesPerEuAndMaxnreg) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_NE(reduce, nullptr);
  autotune::Options options;
  auto all = autotune::searchSpace(*reduce, {}, options);
  ASSERT_TRUE(static_cast<bool>(all)) << llvm::toString(all.takeError());
  // block in {64,128,256,512} x waves_per_eu in {0,1,2,4} x maxnreg in {0,128}
  EXPECT_EQ(all->size(), 4u * 4u * 2u);
  EXPECT_EQ((*all)[0].str(), "block=64 dtype=f32 op=sum waves_per_eu=0 maxnreg=0");
  EXPECT_EQ((*all)[1].str(), "block=64 dtype=f32 op=sum waves_per_eu=0 maxnreg=128");
  EXPECT_EQ((*all)[2].str(), "block=64 dtype=f32 op=sum waves_per_eu=1 maxnreg=0");
  auto fixedBlock = autotune::searchSpace(*reduce, {{"block", "128"}}, options);
  ASSERT_TRUE(static_cast<bool>(fixedBlock));
  ASSERT_EQ(fixedBlock->size(), 8u);
  for (const autotune::Config &c : *fixedBlock) EXPECT_EQ(c.params.at("block"), "128");
  auto bad = autotune::searchSpace(*reduce, {{"block", "7"}}, options);
  ASSERT_FALSE(static_cast<bool>(bad));
  llvm::consumeError(bad.takeError());
  auto noRegisters = autotune::searchSpace(*reduce, {}, [] {
    autotune::Options o;
    o.maxnreg.clear();
    return o;
  }());
  ASSERT_FALSE(static_cast<bool>(noRegisters));
  EXPECT_NE(llvm::toString(noRegisters.takeError()).find("no maxnreg values"), std::string::npos);
  options.maxConfigs = 3;
  auto tooMany = autotune::searchSpace(*reduce, {}, options);
  ASSERT_FALSE(static_cast<bool>(tooMany));
  EXPECT_NE(llvm::toString(tooMany.takeError()).find("more than the limit of 3"), std::string::npos);
}

TEST(Autotune, PicksTheCheapestCheckedConfigAndCachesIt) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_NE(reduce, nullptr);
  auto device = runtime::openDevice("emu:gfx942");
  ASSERT_TRUE(static_cast<bool>(device));
  TempCache temp;
  autotune::Options options = smallSearch(*temp.cache);
  options.staged = false; // every configuration of the product
  const std::vector<int64_t> problem = {3, 700};
  auto tuned = autotune::tune(*reduce, {}, problem, **device, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  EXPECT_FALSE(tuned->fromCache);
  EXPECT_EQ(tuned->costUnit, "wave instructions (emulator)");
  ASSERT_EQ(tuned->trials.size(), 8u);
  double cheapest = 1e300;
  for (const autotune::Trial &t : tuned->trials) {
    ASSERT_TRUE(t.ok) << t.config.str() << ": " << t.note;
    cheapest = std::min(cheapest, t.cost);
  }
  EXPECT_EQ(tuned->cost, cheapest);
  // Block sizes do different work per row: the search saw different costs.
  EXPECT_NE(tuned->trials.front().cost, tuned->trials[6].cost);
  // The cost is what running the winner directly measures.
  kernels::RunOptions run;
  run.wavesPerEu = tuned->best.wavesPerEu;
  run.maxnreg = tuned->best.maxnreg;
  auto direct = kernels::runKernel(*reduce, tuned->best.params, problem, **device, run);
  ASSERT_TRUE(static_cast<bool>(direct)) << llvm::toString(direct.takeError());
  ASSERT_TRUE(direct->pass);
  ASSERT_TRUE(direct->instructions.has_value());
  EXPECT_EQ(double(*direct->instructions), tuned->cost);

  auto again = autotune::tune(*reduce, {}, problem, **device, options);
  ASSERT_TRUE(static_cast<bool>(again)) << llvm::toString(again.takeError());
  EXPECT_TRUE(again->fromCache);
  EXPECT_TRUE(again->trials.empty());
  EXPECT_EQ(again->best.str(), tuned->best.str());
  EXPECT_EQ(again->cost, tuned->cost);

  // Another problem, or another arch, is another question.
  auto other = autotune::tune(*reduce, {}, {2, 300}, **device, options);
  ASSERT_TRUE(static_cast<bool>(other));
  EXPECT_FALSE(other->fromCache);
  auto gfx1201 = runtime::openDevice("emu:gfx1201");
  ASSERT_TRUE(static_cast<bool>(gfx1201));
  auto otherArch = autotune::tune(*reduce, {}, problem, **gfx1201, options);
  ASSERT_TRUE(static_cast<bool>(otherArch)) << llvm::toString(otherArch.takeError());
  EXPECT_FALSE(otherArch->fromCache);
}

TEST(Autotune, KernelsWithoutTunableParametersSearchWavesPerEuOnly) {
  const kernels::Entry *add = kernels::findKernel("vector_add");
  ASSERT_NE(add, nullptr);
  auto device = runtime::openDevice("emu:gfx950");
  ASSERT_TRUE(static_cast<bool>(device));
  TempCache temp;
  autotune::Options options = smallSearch(*temp.cache);
  options.useCache = false;
  auto tuned = autotune::tune(*add, {{"dtype", "f16"}}, {5, 333}, **device, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  ASSERT_EQ(tuned->trials.size(), 2u);
  EXPECT_EQ(tuned->best.params.at("dtype"), "f16");

  auto wrongProblem = autotune::tune(*add, {}, {5}, **device, options);
  ASSERT_FALSE(static_cast<bool>(wrongProblem));
  EXPECT_NE(llvm::toString(wrongProblem.takeError()).find("needs 2 problem sizes"), std::string::npos);
}

// The cache key has the cost unit: a winner by wave instructions (an emulator device without
// per-instruction counters) is not the answer for a search by modelled cycles on the same arch,
// nor the other way round; each is found again by a search in its own unit.
TEST(Autotune, TheCachedWinnerIsKeptPerCostUnit) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_NE(reduce, nullptr);
  auto counting = runtime::openDevice("emu:gfx942");
  auto modelling = runtime::openDevice("emu:gfx942", /*perInstructionCounters=*/true);
  ASSERT_TRUE(counting && modelling);
  EXPECT_EQ((*counting)->launchCost(), runtime::Device::LaunchCost::Instructions);
  EXPECT_EQ((*modelling)->launchCost(), runtime::Device::LaunchCost::ModelledCycles);
  EXPECT_EQ((*counting)->name(), (*modelling)->name()); // the device's name does not tell them apart
  TempCache temp;
  autotune::Options options = smallSearch(*temp.cache);
  const std::vector<int64_t> problem = {5, 900};
  auto byInstructions = autotune::tune(*reduce, {}, problem, **counting, options);
  ASSERT_TRUE(static_cast<bool>(byInstructions)) << llvm::toString(byInstructions.takeError());
  EXPECT_FALSE(byInstructions->fromCache);
  EXPECT_EQ(byInstructions->costUnit, "wave instructions (emulator)");

  auto byCycles = autotune::tune(*reduce, {}, problem, **modelling, options);
  ASSERT_TRUE(static_cast<bool>(byCycles)) << llvm::toString(byCycles.takeError());
  EXPECT_FALSE(byCycles->fromCache) << "a winner by instructions was reused as one by modelled cycles";
  EXPECT_EQ(byCycles->costUnit, "modelled cycles (emulator)");
  EXPECT_EQ(byCycles->trials.size(), 5u); // staged: 4 block sizes, then waves_per_eu=2 for the winner

  for (auto *device : {&*counting, &*modelling}) {
    auto again = autotune::tune(*reduce, {}, problem, **device, options);
    ASSERT_TRUE(static_cast<bool>(again)) << llvm::toString(again.takeError());
    EXPECT_TRUE(again->fromCache);
    const autotune::Result &first = device == &*counting ? *byInstructions : *byCycles;
    EXPECT_EQ(again->costUnit, first.costUnit);
    EXPECT_EQ(again->cost, first.cost);
    EXPECT_EQ(again->best.str(), first.best.str());
  }
}

// An emulator device opened with per-instruction counters (as fly-run --autotune opens it) costs
// each trial by the emulator's performance model; the winner's cost is what the model gives a
// direct run of it.
TEST(Autotune, WithPerInstructionCountersTheCostIsModelledCycles) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_NE(reduce, nullptr);
  auto device = runtime::openDevice("emu:gfx950", /*perInstructionCounters=*/true);
  ASSERT_TRUE(static_cast<bool>(device));
  TempCache temp;
  autotune::Options options = smallSearch(*temp.cache);
  options.useCache = false;
  const std::vector<int64_t> problem = {6, 1500};
  auto tuned = autotune::tune(*reduce, {}, problem, **device, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  EXPECT_EQ(tuned->costUnit, "modelled cycles (emulator)");
  ASSERT_EQ(tuned->trials.size(), 5u);
  double cheapest = 1e300, dearest = 0;
  for (const autotune::Trial &t : tuned->trials) {
    ASSERT_TRUE(t.ok) << t.config.str() << ": " << t.note;
    EXPECT_GT(t.cost, 0);
    cheapest = std::min(cheapest, t.cost);
    dearest = std::max(dearest, t.cost);
  }
  EXPECT_EQ(tuned->cost, cheapest);
  EXPECT_GT(dearest, cheapest);
  kernels::RunOptions run;
  run.wavesPerEu = tuned->best.wavesPerEu;
  run.maxnreg = tuned->best.maxnreg;
  auto direct = kernels::runKernel(*reduce, tuned->best.params, problem, **device, run);
  ASSERT_TRUE(static_cast<bool>(direct)) << llvm::toString(direct.takeError());
  ASSERT_TRUE(direct->modelledCycles.has_value());
  EXPECT_EQ(*direct->modelledCycles, tuned->cost);
}

// maxnreg is a real budget: on gfx1201 a cap of 32 VGPRs makes tiled_mma_gemm spill (still
// correct, checked like every trial; the emulator counts the spill code), so the search keeps
// the compiler's choice. On gfx942 LLVM ignores a budget below the one of full occupancy; such a
// trial is rejected with the reason instead of silently running the uncapped kernel.
TEST(Autotune, MaxnregCapsRegistersAndSpillsCost) {
  const kernels::Entry *gemm = kernels::findKernel("tiled_mma_gemm");
  ASSERT_NE(gemm, nullptr);
  TempCache temp;
  autotune::Options options;
  options.wavesPerEu = {0};
  options.maxnreg = {0, 32};
  options.useCache = false;
  options.cache = temp.cache.get();
  auto gfx1201 = runtime::openDevice("emu:gfx1201");
  ASSERT_TRUE(static_cast<bool>(gfx1201));
  // One tile shape only, 64 x 64 x 32 (the shapes' own search is TileShapesOfGemms).
  // stages=1: the one-stage loop this budget was written for (the pipelined one needs more registers).
  const kernels::Params defaultTile = {{"tile_m", "64"}, {"tile_n", "64"}, {"tile_k", "32"}, {"warps_m", "2"}, {"warps_n", "2"},
                                       {"stages", "1"}, {"prefetch", "0"}};
  auto tuned = autotune::tune(*gemm, defaultTile, {40, 72, 64}, **gfx1201, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  ASSERT_EQ(tuned->trials.size(), 2u);
  for (const autotune::Trial &t : tuned->trials) ASSERT_TRUE(t.ok) << t.config.str() << ": " << t.note;
  EXPECT_GT(tuned->trials[1].cost, tuned->trials[0].cost * 1.2) << "the spills of maxnreg=32 cost nothing?";
  EXPECT_EQ(tuned->best.maxnreg, 0u);

  auto params = kernels::resolveParams(*gemm, defaultTile);
  ASSERT_TRUE(static_cast<bool>(params));
  for (unsigned budget : {0u, 32u}) {
    codegen::CompileOptions compile;
    compile.arch = target::findArch("gfx1201");
    if (budget) compile.maxnreg = budget;
    auto object = kernels::compileKernel(*gemm, *params, compile);
    ASSERT_TRUE(static_cast<bool>(object)) << llvm::toString(object.takeError());
    auto info = codeobject::CodeObject::parse(
        llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(object->data()), object->size()));
    ASSERT_TRUE(static_cast<bool>(info)) << llvm::toString(info.takeError());
    const codeobject::KernelInfo *k = info->findKernel("tiled_mma_gemm");
    ASSERT_NE(k, nullptr);
    if (budget) {
      EXPECT_LE(k->vgprCount, budget);
      EXPECT_GT(k->vgprSpillCount, 0u);
    } else {
      EXPECT_GT(k->vgprCount, 32u);
    }
  }

  auto gfx942 = runtime::openDevice("emu:gfx942");
  ASSERT_TRUE(static_cast<bool>(gfx942));
  auto ignored = autotune::tune(*gemm, defaultTile, {40, 72, 64}, **gfx942, options);
  ASSERT_TRUE(static_cast<bool>(ignored)) << llvm::toString(ignored.takeError());
  ASSERT_EQ(ignored->trials.size(), 2u);
  EXPECT_TRUE(ignored->trials[0].ok) << ignored->trials[0].note;
  EXPECT_FALSE(ignored->trials[1].ok);
  EXPECT_NE(ignored->trials[1].note.find("maxnreg 32 was not applied"), std::string::npos) << ignored->trials[1].note;
  EXPECT_EQ(ignored->best.maxnreg, 0u);
}

// The staged search: the kernel's parameters at the first register values, then the other register
// values for the winner only.
TEST(Autotune, StagedSearchTriesRegistersForTheWinnerOnly) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_NE(reduce, nullptr);
  auto device = runtime::openDevice("emu:gfx942");
  ASSERT_TRUE(static_cast<bool>(device));
  TempCache temp;
  autotune::Options options = smallSearch(*temp.cache);
  options.useCache = false;
  options.maxnreg = {0, 128};
  auto tuned = autotune::tune(*reduce, {}, {3, 700}, **device, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  ASSERT_EQ(tuned->trials.size(), 4u + 3u);
  size_t bestBlock = 0;
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(tuned->trials[i].config.wavesPerEu, 0u);
    EXPECT_EQ(tuned->trials[i].config.maxnreg, 0u);
    if (tuned->trials[i].cost < tuned->trials[bestBlock].cost) bestBlock = i;
  }
  for (size_t i = 4; i < 7; ++i) {
    EXPECT_EQ(tuned->trials[i].config.params, tuned->trials[bestBlock].config.params) << "stage 2 left the winner";
    EXPECT_TRUE(tuned->trials[i].config.wavesPerEu != 0 || tuned->trials[i].config.maxnreg != 0);
  }
}

// GEMMs search tile shapes and wave layouts (Entry::tuneShapes) as whole choices: a fixed tile
// parameter keeps the shapes that agree with it; a shape the problem refuses (K not a multiple of
// its tile_k) is rejected with the reason and never compiled; the winner is no dearer than the
// default tile, and a direct run of it costs what the search measured.
TEST(Autotune, TileShapesOfGemms) {
  const kernels::Entry *gemm = kernels::findKernel("tiled_mma_gemm");
  ASSERT_NE(gemm, nullptr);
  autotune::Options only;
  only.wavesPerEu = {0};
  only.maxnreg = {0};
  auto all = autotune::searchSpace(*gemm, {}, only);
  ASSERT_TRUE(static_cast<bool>(all)) << llvm::toString(all.takeError());
  ASSERT_EQ(all->size(), gemm->tuneShapes.size());
  auto defaults = kernels::resolveParams(*gemm, {});
  ASSERT_TRUE(static_cast<bool>(defaults));
  EXPECT_EQ((*all)[0].params, *defaults) << "the default tile is the first shape";
  auto wide = autotune::searchSpace(*gemm, {{"tile_m", "128"}}, only);
  ASSERT_TRUE(static_cast<bool>(wide));
  EXPECT_GE(wide->size(), 3u);
  for (const autotune::Config &c : *wide) EXPECT_EQ(c.params.at("tile_m"), "128");
  auto none = autotune::searchSpace(*gemm, {{"tile_m", "96"}}, only); // no shape has it: the fixed value alone
  ASSERT_TRUE(static_cast<bool>(none));
  ASSERT_EQ(none->size(), 1u);
  EXPECT_EQ(none->front().params.at("tile_m"), "96");

  auto device = runtime::openDevice("emu:gfx942", /*perInstructionCounters=*/true);
  ASSERT_TRUE(static_cast<bool>(device));
  TempCache temp;
  autotune::Options options = only;
  options.cache = temp.cache.get();
  options.useCache = false;
  // K = 96: the unpipelined loop's tile_k = 64 shapes do not divide it; the pipelined loops
  // (prefetch 1 or 2) take a ragged last step.
  const std::vector<int64_t> problem = {96, 160, 96};
  auto tuned = autotune::tune(*gemm, {}, problem, **device, options);
  ASSERT_TRUE(static_cast<bool>(tuned)) << llvm::toString(tuned.takeError());
  ASSERT_EQ(tuned->trials.size(), gemm->tuneShapes.size());
  unsigned rejectedK = 0;
  const autotune::Trial *tile32 = nullptr; // 64 x 64 x 32, the unpipelined loop
  for (const autotune::Trial &t : tuned->trials) {
    const kernels::Params &p = t.config.params;
    if (p.at("tile_k") == "64" && p.at("prefetch") == "0") {
      EXPECT_FALSE(t.ok);
      EXPECT_NE(t.note.find("not a multiple of tile_k=64"), std::string::npos) << t.note;
      ++rejectedK;
    }
    if (p.at("tile_k") == "64" && p.at("tile_m") == "64" && p.at("tile_n") == "64" &&
        (p.at("prefetch") == "1" || p.at("prefetch") == "2"))
      EXPECT_TRUE(t.ok) << t.config.str() << ": " << t.note;
    if (!tile32 && p.at("tile_m") == "64" && p.at("tile_n") == "64" && p.at("tile_k") == "32" && p.at("prefetch") == "0")
      tile32 = &t;
  }
  EXPECT_GT(rejectedK, 0u);
  ASSERT_NE(tile32, nullptr);
  ASSERT_TRUE(tile32->ok) << tile32->note;
  EXPECT_LE(tuned->cost, tile32->cost);
  kernels::RunOptions run;
  auto direct = kernels::runKernel(*gemm, tuned->best.params, problem, **device, run);
  ASSERT_TRUE(static_cast<bool>(direct)) << llvm::toString(direct.takeError());
  ASSERT_TRUE(direct->pass);
  ASSERT_TRUE(direct->modelledCycles.has_value());
  EXPECT_EQ(*direct->modelledCycles, tuned->cost);

  const kernels::Entry *preshuffle = kernels::findKernel("preshuffle_gemm");
  ASSERT_NE(preshuffle, nullptr);
  auto shapes = autotune::searchSpace(*preshuffle, {{"epilogue", "direct"}}, only);
  ASSERT_TRUE(static_cast<bool>(shapes));
  EXPECT_EQ(shapes->size(), preshuffle->tuneShapes.size());
}

} // namespace
