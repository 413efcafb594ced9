// Registry kernels through the compile cache (compileKernelCached, RunOptions::useCache): what
// fly-run and fly-llc --kernel do on every run. A second compile is a hit with the same bytes; every
// field of the key (kernel, parameter, arch, -O level, waves-per-eu, maxnreg, output kind) misses;
// useCache false neither reads nor writes.
#include "Registry.h"

#include "fly/runtime/CompileCache.h"
#include "fly/runtime/Device.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>

namespace {

using namespace fly;
using runtime::CacheOutcome;

class KernelCache : public ::testing::Test {
protected:
  void SetUp() override { ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-kernel-cache-test", dir_)); }
  void TearDown() override { llvm::sys::fs::remove_directories(dir_); }
  runtime::CacheConfig config() const {
    runtime::CacheConfig c;
    c.directory = std::string(dir_);
    return c;
  }
  size_t entries() const {
    size_t n = 0;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir_, ec), end; it != end && !ec; it.increment(ec))
      n += llvm::StringRef(it->path()).ends_with(".flyc");
    return n;
  }
  static codegen::CompileOptions options(const char *arch, int optLevel = 3) {
    codegen::CompileOptions o;
    o.arch = target::findArch(arch);
    o.optLevel = optLevel;
    return o;
  }
  static kernels::Params params(const kernels::Entry &entry, kernels::Params given = {}) {
    auto resolved = kernels::resolveParams(entry, given);
    EXPECT_TRUE(static_cast<bool>(resolved));
    return resolved ? *resolved : kernels::Params{};
  }
  llvm::SmallString<128> dir_;
};

CacheOutcome outcome(llvm::Expected<runtime::CachedCode> result) {
  if (!result) {
    ADD_FAILURE() << llvm::toString(result.takeError());
    return CacheOutcome::Bypassed;
  }
  return result->outcome;
}

TEST_F(KernelCache, SecondCompileHitsAndEveryKeyFieldMisses) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  const kernels::Entry *softmax = kernels::findKernel("softmax");
  ASSERT_TRUE(reduce && softmax);
  runtime::CompileCache cache(config());
  auto p = params(*reduce);

  auto first = kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::CodeObject, true, &cache);
  ASSERT_TRUE(static_cast<bool>(first)) << llvm::toString(first.takeError());
  EXPECT_EQ(first->outcome, CacheOutcome::Compiled);
  auto plain = kernels::compileKernel(*reduce, p, options("gfx942"));
  ASSERT_TRUE(static_cast<bool>(plain));
  EXPECT_EQ(*first->code, *plain); // the bytes compileKernel gives
  EXPECT_EQ(entries(), 1u);

  auto second = kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::CodeObject, true, &cache);
  ASSERT_TRUE(static_cast<bool>(second));
  EXPECT_EQ(second->outcome, CacheOutcome::MemoryHit);
  EXPECT_EQ(second->code.get(), first->code.get());
  EXPECT_EQ(second->key, first->key);

  runtime::CompileCache other(config()); // another process on the same directory
  auto third = kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::CodeObject, true, &other);
  ASSERT_TRUE(static_cast<bool>(third));
  EXPECT_EQ(third->outcome, CacheOutcome::DiskHit);
  EXPECT_EQ(*third->code, *plain);

  auto code = codegen::EmitKind::CodeObject;
  auto withWaves = options("gfx942");
  withWaves.wavesPerEU = 2;
  auto withRegs = options("gfx942");
  withRegs.maxnreg = 64;
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, params(*reduce, {{"op", "max"}}), options("gfx942"), code,
                                                 true, &cache)),
            CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx1201"), code, true, &cache)),
            CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx942", 1), code, true, &cache)),
            CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, withWaves, code, true, &cache)), CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, withRegs, code, true, &cache)), CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::Assembly, true,
                                                 &cache)),
            CacheOutcome::Compiled);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*softmax, params(*softmax), options("gfx942"), code, true, &cache)),
            CacheOutcome::Compiled);
  EXPECT_EQ(entries(), 8u);
  EXPECT_EQ(cache.stats().misses, 8u);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx942", 1), code, true, &cache)),
            CacheOutcome::MemoryHit);
}

TEST_F(KernelCache, WithoutTheCacheNothingIsReadOrWritten) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_TRUE(reduce);
  runtime::CompileCache cache(config());
  auto p = params(*reduce);
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::CodeObject, false,
                                                   &cache)),
              CacheOutcome::Bypassed);
  EXPECT_EQ(entries(), 0u);
  runtime::CacheStats stats = cache.stats();
  EXPECT_EQ(stats.misses + stats.memoryHits + stats.diskHits, 0u);

  runtime::CacheConfig off = config();
  off.enabled = false; // FLY_ENABLE_CACHE=0
  runtime::CompileCache disabled(off);
  EXPECT_EQ(outcome(kernels::compileKernelCached(*reduce, p, options("gfx942"), codegen::EmitKind::CodeObject, true,
                                                 &disabled)),
            CacheOutcome::Bypassed);
  EXPECT_EQ(entries(), 0u);
}

TEST_F(KernelCache, RefusedParametersAreRefusedBeforeAnyLookup) {
  // A kernel's validate() runs first: no entry can make a refused configuration compile.
  for (const kernels::Entry &entry : kernels::registry()) {
    if (!entry.validate) continue;
    runtime::CompileCache cache(config());
    for (const target::Arch &arch : target::allArchs()) {
      auto p = params(entry);
      std::string refused = entry.validate(p, arch, nullptr);
      if (refused.empty()) continue;
      codegen::CompileOptions o;
      o.arch = &arch;
      auto result = kernels::compileKernelCached(entry, p, o, codegen::EmitKind::CodeObject, true, &cache);
      ASSERT_FALSE(static_cast<bool>(result));
      EXPECT_EQ(llvm::toString(result.takeError()), refused);
      EXPECT_EQ(cache.stats().misses, 0u);
      return;
    }
  }
  GTEST_SKIP() << "no registry kernel refuses its default parameters on any arch";
}

TEST_F(KernelCache, RunKernelUsesTheCacheWhenAsked) {
  const kernels::Entry *reduce = kernels::findKernel("block_reduce");
  ASSERT_TRUE(reduce);
  auto device = runtime::openDevice("emu:gfx1201");
  ASSERT_TRUE(static_cast<bool>(device)) << llvm::toString(device.takeError());
  runtime::CompileCache cache(config());
  kernels::RunOptions run;
  run.useCache = true;
  run.cache = &cache;
  auto p = params(*reduce);
  CacheOutcome expected[] = {CacheOutcome::Compiled, CacheOutcome::MemoryHit};
  for (CacheOutcome want : expected) {
    auto result = kernels::runKernel(*reduce, p, {5, 300}, **device, run);
    ASSERT_TRUE(static_cast<bool>(result)) << llvm::toString(result.takeError());
    EXPECT_TRUE(result->pass) << result->worstAt;
    EXPECT_EQ(result->compiled, want);
  }
  run.useCache = false;
  auto result = kernels::runKernel(*reduce, p, {5, 300}, **device, run);
  ASSERT_TRUE(static_cast<bool>(result));
  EXPECT_EQ(result->compiled, CacheOutcome::Bypassed);
  EXPECT_EQ(entries(), 1u);
}

} // namespace
