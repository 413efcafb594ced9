#include "CacheStress.h"

#include "fly/runtime/CompileCache.h"
#include "fly/target/Arch.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <thread>

using namespace fly::runtime;

namespace {

std::string readFile(const std::string& path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  EXPECT_TRUE(static_cast<bool>(buffer)) << path;
  return buffer ? (*buffer)->getBuffer().str() : std::string();
}

std::string vectorAdd() { return readFile(std::string(FLY_SOURCE_DIR) + "/examples/vector_add.fly"); }

fly::codegen::CompileOptions optionsFor(const char* arch, int optLevel = 3) {
  fly::codegen::CompileOptions options;
  options.arch = fly::target::findArch(arch);
  options.optLevel = optLevel;
  return options;
}

// A fresh directory per test, removed afterwards: tests never touch the user's cache.
class CompileCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("fly-cache-test", dir_));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(dir_); }
  CacheConfig config() const {
    CacheConfig c;
    c.directory = std::string(dir_);
    return c;
  }
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(dir_, ec), end; it != end && !ec; it.increment(ec))
      names.push_back(llvm::sys::path::filename(it->path()).str());
    std::sort(names.begin(), names.end());
    return names;
  }
  std::string entryPath(const std::string& key) const { return std::string(dir_) + "/" + key + ".flyc"; }
  llvm::SmallString<128> dir_;
};

TEST_F(CompileCacheTest, KeyFollowsCanonicalTextArchOptionsAndEmitKind) {
  std::string text = vectorAdd();
  auto key = [&](const std::string& t, const fly::codegen::CompileOptions& o,
                 fly::codegen::EmitKind e = fly::codegen::EmitKind::CodeObject) {
    auto k = CompileCache::keyFor(t, "k.fly", o, e);
    EXPECT_TRUE(static_cast<bool>(k)) << llvm::toString(k.takeError());
    return k ? *k : std::string();
  };
  std::string base = key(text, optionsFor("gfx942"));
  EXPECT_EQ(base.size(), 64u);
  // Comments and blank lines are not part of the canonical text.
  EXPECT_EQ(key("// another comment\n\n" + text + "\n\n", optionsFor("gfx942")), base);
  EXPECT_NE(key(text, optionsFor("gfx950")), base);
  EXPECT_NE(key(text, optionsFor("gfx942", 2)), base);
  EXPECT_NE(key(text, optionsFor("gfx942"), fly::codegen::EmitKind::Assembly), base);
  auto waves = optionsFor("gfx942");
  waves.wavesPerEU = 2;
  EXPECT_NE(key(text, waves), base);
  auto debug = optionsFor("gfx942");
  debug.debugInfo = true;
  EXPECT_NE(key(text, debug), base);
  ::setenv("FLY_DEBUG_INFO", "1", 1);
  EXPECT_EQ(key(text, optionsFor("gfx942")), key(text, debug));
  ::unsetenv("FLY_DEBUG_INFO");
  auto none = optionsFor("gfx942");
  none.pipeline = "none";
  EXPECT_NE(key(text, none), base);
  std::string changed = text;
  changed.replace(changed.find("arith.addf %x, %y"), 17, "arith.subf %x, %y");
  EXPECT_NE(key(changed, optionsFor("gfx942")), base);

  auto bad = CompileCache::keyFor("gpu.module @m {\n  %x = bogus.op\n}\n", "bad.fly", optionsFor("gfx942"),
                                  fly::codegen::EmitKind::CodeObject);
  ASSERT_FALSE(static_cast<bool>(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find("bad.fly:2:"), std::string::npos);
}

TEST_F(CompileCacheTest, CompilesOnceThenHitsMemoryThenDisk) {
  std::string text = vectorAdd();
  auto options = optionsFor("gfx942");
  auto reference = fly::codegen::compileFlySource(text, "vector_add.fly", options);
  ASSERT_TRUE(static_cast<bool>(reference)) << llvm::toString(reference.takeError());

  CompileCache cache(config());
  auto first = compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache);
  ASSERT_TRUE(static_cast<bool>(first)) << llvm::toString(first.takeError());
  EXPECT_EQ(**first, *reference);
  EXPECT_EQ(cache.stats().misses, 1u);
  EXPECT_EQ(entries().size(), 1u);

  auto second = compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &cache);
  ASSERT_TRUE(static_cast<bool>(second));
  EXPECT_EQ(second->get(), first->get()); // the same bytes, shared
  EXPECT_EQ(cache.stats().memoryHits, 1u);

  // A new cache on the same directory is what another process sees.
  CompileCache other(config());
  auto third = compileFly(text, "vector_add.fly", options, fly::codegen::EmitKind::CodeObject, &other);
  ASSERT_TRUE(static_cast<bool>(third));
  EXPECT_EQ(**third, *reference);
  EXPECT_EQ(other.stats().diskHits, 1u);
  EXPECT_EQ(other.stats().misses, 0u);

  // Compile errors are returned, not cached.
  auto bad = compileFly("gpu.module @m {\n  %x = bogus.op\n}\n", "bad.fly", options,
                        fly::codegen::EmitKind::CodeObject, &cache);
  ASSERT_FALSE(static_cast<bool>(bad));
  llvm::consumeError(bad.takeError());
  EXPECT_EQ(entries().size(), 1u);
}

TEST_F(CompileCacheTest, DisabledCacheAlwaysCompilesAndWritesNothing) {
  CacheConfig c = config();
  c.enabled = false;
  CompileCache cache(c);
  unsigned compiles = 0;
  for (int i = 0; i < 2; ++i) {
    auto code = cache.getOrCompile(fly::testing::stressKey(1), [&]() -> llvm::Expected<std::string> {
      ++compiles;
      return std::string("bytes");
    });
    ASSERT_TRUE(static_cast<bool>(code));
  }
  EXPECT_EQ(compiles, 2u);
  EXPECT_TRUE(entries().empty());
}

TEST_F(CompileCacheTest, EnvironmentConfiguresTheCache) {
  ::setenv("FLY_CACHE_DIR", dir_.c_str(), 1);
  ::setenv("FLY_ENABLE_CACHE", "0", 1);
  ::setenv("FLY_CACHE_MAX_SIZE", "64M", 1);
  CacheConfig c = CacheConfig::fromEnvironment();
  EXPECT_EQ(c.directory, std::string(dir_));
  EXPECT_FALSE(c.enabled);
  EXPECT_EQ(c.maxDiskBytes, uint64_t(64) << 20);
  ::unsetenv("FLY_CACHE_DIR");
  ::unsetenv("FLY_ENABLE_CACHE");
  ::unsetenv("FLY_CACHE_MAX_SIZE");
  ::setenv("XDG_CACHE_HOME", "/nonexistent-xdg", 1);
  c = CacheConfig::fromEnvironment();
  EXPECT_TRUE(c.enabled);
  EXPECT_EQ(c.directory, "/nonexistent-xdg/fly");
  ::unsetenv("XDG_CACHE_HOME");
}

// Every way an entry can go bad on disk: a warning, then the compiler's bytes, never the bad ones.
TEST_F(CompileCacheTest, CorruptOrTruncatedEntriesAreRecompiledWithAWarning) {
  std::string key = fly::testing::stressKey(7), payload = fly::testing::stressPayload(7);
  {
    CompileCache writer(config());
    writer.store(key, std::make_shared<const std::string>(payload));
  }
  std::string good = readFile(entryPath(key));
  ASSERT_EQ(good.size(), payload.size() + 120);

  struct Damage {
    const char* name;
    std::string bytes;
    const char* why;
  };
  std::string flipped = good;
  flipped[good.size() - 10] ^= 0x40;
  std::string otherKey = good;
  otherKey[30] = otherKey[30] == 'a' ? 'b' : 'a';
  std::string badMagic = good;
  badMagic[0] = 'X';
  std::vector<Damage> damages = {
      {"flipped payload byte", flipped, "checksum mismatch"},
      {"truncated payload", good.substr(0, good.size() - 100), "truncated or extended payload"},
      {"truncated header", good.substr(0, 50), "truncated header"},
      {"empty file", "", "truncated header"},
      {"other key", otherKey, "entry holds another key"},
      {"not an entry", badMagic, "not a Fly cache entry"},
  };
  for (const Damage& d : damages) {
    SCOPED_TRACE(d.name);
    {
      std::ofstream out(entryPath(key), std::ios::binary | std::ios::trunc);
      out << d.bytes;
    }
    CompileCache cache(config());
    std::vector<std::string> warnings;
    cache.setWarningHandler([&](const std::string& w) { warnings.push_back(w); });
    unsigned compiles = 0;
    auto code = cache.getOrCompile(key, [&]() -> llvm::Expected<std::string> {
      ++compiles;
      return payload;
    });
    ASSERT_TRUE(static_cast<bool>(code));
    EXPECT_EQ(**code, payload);
    EXPECT_EQ(compiles, 1u);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find(d.why), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[0].find("recompiling"), std::string::npos);
    EXPECT_EQ(cache.stats().corruptEntries, 1u);
    EXPECT_EQ(readFile(entryPath(key)), good); // repaired on disk
  }
}

TEST_F(CompileCacheTest, SizeCapEvictsLeastRecentlyUsedEntries) {
  CacheConfig c = config();
  const uint64_t entry = 1000 + 120; // payload + header
  c.maxDiskBytes = 3 * entry;        // room for three entries
  CompileCache cache(c);
  std::vector<unsigned> ids = {0, 1, 2, 3};
  auto put = [&](unsigned id) {
    cache.store(fly::testing::stressKey(id), std::make_shared<const std::string>(1000, char('a' + id)));
  };
  auto pause = [] { std::this_thread::sleep_for(std::chrono::milliseconds(30)); }; // file times are coarse
  put(ids[0]);
  pause();
  put(ids[1]);
  pause();
  put(ids[2]);
  pause();
  cache.clearMemory();
  ASSERT_TRUE(cache.lookup(fly::testing::stressKey(ids[0]))); // ids[0] is now the most recent
  pause();
  put(ids[3]); // over the cap: ids[1], the least recently used, goes
  EXPECT_TRUE(llvm::sys::fs::exists(entryPath(fly::testing::stressKey(ids[0]))));
  EXPECT_FALSE(llvm::sys::fs::exists(entryPath(fly::testing::stressKey(ids[1]))));
  EXPECT_TRUE(llvm::sys::fs::exists(entryPath(fly::testing::stressKey(ids[2]))));
  EXPECT_TRUE(llvm::sys::fs::exists(entryPath(fly::testing::stressKey(ids[3]))));
  EXPECT_EQ(cache.stats().diskEvictions, 1u);
}

TEST_F(CompileCacheTest, MemoryLevelHasItsOwnCap) {
  CacheConfig c;
  c.maxMemoryBytes = 2500; // memory only (no directory): two 1000-byte entries fit, not three
  CompileCache cache(c);
  for (unsigned i = 0; i < 3; ++i) cache.store(fly::testing::stressKey(i), std::make_shared<const std::string>(1000, char('a' + i)));
  EXPECT_FALSE(cache.lookup(fly::testing::stressKey(0)));
  EXPECT_TRUE(cache.lookup(fly::testing::stressKey(1)));
  EXPECT_TRUE(cache.lookup(fly::testing::stressKey(2)));
}

TEST_F(CompileCacheTest, ConcurrentThreadsGetTheRightBytes) {
  CacheConfig c = config();
  c.maxDiskBytes = 60 * 1024;
  c.maxMemoryBytes = 40 * 1024;
  CompileCache cache(c);
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 6; ++t)
    threads.emplace_back([&, t] {
      for (unsigned round = 0; round < 60; ++round) {
        unsigned id = (t * 7 + round * 13) % 16;
        auto code = cache.getOrCompile(fly::testing::stressKey(id), [&]() -> llvm::Expected<std::string> {
          return fly::testing::stressPayload(id);
        });
        if (!code || **code != fly::testing::stressPayload(id)) ++wrong;
        if (round % 9 == 0) cache.clearMemory();
      }
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_EQ(cache.stats().corruptEntries, 0u);
}

// Real compilations from several threads through one cache (the compiler itself — parser,
// passes, LLVM, lld — runs concurrently on misses): every thread gets exactly the bytes a serial
// compile gives. Under ThreadSanitizer (scripts/sanitize.sh tsan) this is the JIT path's race test.
TEST_F(CompileCacheTest, ConcurrentThreadsCompileRealModules) {
  CompileCache cache(config());
  std::string base = vectorAdd();
  ASSERT_FALSE(base.empty());
  // Variants with different code: the per-thread element count differs.
  std::vector<std::string> variants;
  for (int step : {4, 2, 1}) {
    std::string text = base;
    size_t at = text.find("%c4 = arith.constant 4 : index");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, std::strlen("%c4 = arith.constant 4 : index"),
                 "%c4 = arith.constant " + std::to_string(step) + " : index");
    variants.push_back(text);
  }
  std::vector<std::string> archs = {"gfx942", "gfx1201"};
  std::vector<std::string> expected;
  for (const std::string &arch : archs)
    for (const std::string &text : variants) {
      fly::codegen::CompileOptions options;
      options.arch = fly::target::findArch(arch);
      auto bytes = fly::codegen::compileFlySource(text, "v.fly", options, fly::codegen::EmitKind::CodeObject);
      ASSERT_TRUE(static_cast<bool>(bytes)) << llvm::toString(bytes.takeError());
      expected.push_back(*bytes);
    }
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (unsigned round = 0; round < 6; ++round) {
        unsigned which = (t + round) % expected.size();
        fly::codegen::CompileOptions options;
        options.arch = fly::target::findArch(archs[which / variants.size()]);
        auto code = compileFly(variants[which % variants.size()], "v.fly", options,
                               fly::codegen::EmitKind::CodeObject, &cache);
        if (!code || **code != expected[which]) ++wrong;
        if (!code) llvm::consumeError(code.takeError());
        if (round == 2 && t == 0) cache.clearMemory();
      }
    });
  for (auto &t : threads) t.join();
  EXPECT_EQ(wrong.load(), 0);
}

// Several processes on one directory, with evictions racing reads and writes.
TEST_F(CompileCacheTest, ConcurrentProcessesShareOneDirectory) {
  std::string helper = std::string(FLY_BINARY_DIR) + "/fly-cache-stress";
  std::vector<llvm::sys::ProcessInfo> processes;
  std::vector<std::string> outputs;
  for (unsigned p = 0; p < 4; ++p) {
    llvm::SmallString<128> out;
    ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fly-cache-stress", "txt", out));
    outputs.push_back(std::string(out));
    std::string seed = std::to_string(p);
    std::vector<llvm::StringRef> args = {helper, dir_.str(), "400", seed};
    std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(outputs.back()),
                                                  llvm::StringRef(outputs.back())};
    std::string error;
    processes.push_back(llvm::sys::ExecuteNoWait(helper, args, std::nullopt, redirects, 0, &error));
    ASSERT_TRUE(error.empty()) << error;
  }
  for (unsigned p = 0; p < processes.size(); ++p) {
    std::string error;
    llvm::sys::ProcessInfo done = llvm::sys::Wait(processes[p], std::nullopt, &error);
    std::string output = readFile(outputs[p]);
    EXPECT_EQ(done.ReturnCode, 0) << "process " << p << ": " << output << error;
    EXPECT_NE(output.find("wrong=0"), std::string::npos) << output;
    llvm::sys::fs::remove(outputs[p]);
  }
  for (const std::string& name : entries()) EXPECT_FALSE(llvm::StringRef(name).ends_with(".part")) << name;
}

} // namespace

namespace {

// FLY_DUMP_IR through the JIT path: every compileFly call dumps its stages, even when the cache
// holds the code (a dump is asked for to see the stages, so they run).
TEST_F(CompileCacheTest, DumpsBypassTheCacheLookup) {
  std::string dumps = std::string(dir_) + "/dumps";
  ::setenv("FLY_DUMP_IR", "1", 1);
  ::setenv("FLY_DUMP_DIR", dumps.c_str(), 1);
  CacheConfig c = config();
  c.directory = std::string(dir_) + "/cache";
  CompileCache cache(c);
  std::string stage = dumps + "/vector_add.gfx950/00-input.fly";
  for (int i = 0; i < 2; ++i) {
    llvm::sys::fs::remove_directories(dumps);
    auto code = compileFly(vectorAdd(), "vector_add.fly", optionsFor("gfx950"), fly::codegen::EmitKind::CodeObject,
                           &cache);
    ASSERT_TRUE(static_cast<bool>(code)) << llvm::toString(code.takeError());
    EXPECT_TRUE(llvm::sys::fs::exists(stage)) << "call " << i;
    EXPECT_NE(readFile(dumps + "/vector_add.gfx950/" + [&] {
                std::string isa;
                std::error_code ec;
                for (llvm::sys::fs::directory_iterator it(dumps + "/vector_add.gfx950", ec), end; it != end && !ec;
                     it.increment(ec))
                  if (llvm::StringRef(it->path()).ends_with("-isa.s")) isa = llvm::sys::path::filename(it->path()).str();
                return isa;
              }()).find("s_endpgm"),
              std::string::npos);
  }
  ::unsetenv("FLY_DUMP_IR");
  ::unsetenv("FLY_DUMP_DIR");
  EXPECT_EQ(cache.stats().memoryHits + cache.stats().diskHits, 0u);
}

} // namespace
