//===- CompileCache.h - Compile-or-load: Fly text to code, once -----------===//
//
// Two levels: an in-memory LRU map (per process) and a directory of entries on
// disk shared by every process that uses the same directory. The key hashes the
// module's canonical text, the arch, the compile options, Fly's version and
// build, and LLVM's version, so a hit is the code the compiler would produce.
//
// Disk entries are written to a temporary file and renamed into place (readers
// see a whole entry or none); each entry carries its key and a BLAKE3 checksum
// of its bytes, checked on every read: a corrupt or truncated entry is reported
// through the warning handler and recompiled, never returned. A size cap evicts
// the least recently used entries (file modification time, refreshed on hits).
//
//===----------------------------------------------------------------------===//
#ifndef FLY_RUNTIME_COMPILECACHE_H
#define FLY_RUNTIME_COMPILECACHE_H

#include "fly/codegen/Compiler.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fly::runtime {

struct CacheConfig {
  /// FLY_ENABLE_CACHE=0 turns caching off (every request compiles).
  bool enabled = true;
  /// FLY_CACHE_DIR; default $XDG_CACHE_HOME/fly, else ~/.cache/fly. Empty: memory only.
  std::string directory;
  /// FLY_CACHE_MAX_SIZE (bytes, or with a K/M/G suffix); default 1 GiB.
  uint64_t maxDiskBytes = uint64_t(1) << 30;
  /// In-memory cap per process.
  uint64_t maxMemoryBytes = uint64_t(256) << 20;

  /// The configuration the environment asks for (the variables above).
  static CacheConfig fromEnvironment();
};

struct CacheStats {
  uint64_t memoryHits = 0;
  uint64_t diskHits = 0;
  uint64_t misses = 0;
  uint64_t corruptEntries = 0;
  uint64_t diskEvictions = 0;
};

/// Compiled bytes, shared between the cache and its users.
using CompiledCode = std::shared_ptr<const std::string>;

class CompileCache {
public:
  explicit CompileCache(CacheConfig config);

  /// The key of compiling \p text with \p options to \p emit: 64 hex digits. Fails
  /// (with the compiler's located diagnostics) when the text does not parse.
  static llvm::Expected<std::string> keyFor(std::string_view text, std::string_view fileName,
                                            const codegen::CompileOptions &options,
                                            codegen::EmitKind emit);

  /// The key of another record kept in the cache (autotune's winners): \p fields hashed with
  /// Fly's and LLVM's identity, as compile keys are; the first field should name the record kind.
  static std::string keyForFields(const std::vector<std::string> &fields);
  /// What of \p options and \p emit changes the output (arch, features, -O, pipeline,
  /// waves-per-eu, maxnreg, emit kind, line tables): the fields every compile key ends with.
  static std::vector<std::string> optionFields(const codegen::CompileOptions &options, codegen::EmitKind emit);
  /// The cached bytes for \p key, else the result of \p compile (stored on success).
  llvm::Expected<CompiledCode> getOrCompile(const std::string &key,
                                            llvm::function_ref<llvm::Expected<std::string>()> compile);

  /// Memory first, then disk (a disk hit is promoted to memory; \p fromDisk, when given, says which).
  std::optional<CompiledCode> lookup(const std::string &key, bool *fromDisk = nullptr);
  /// Stores in memory and on disk; disk problems become warnings, never errors.
  void store(const std::string &key, CompiledCode code);

  /// Counts a lookup that found nothing and led to a compile (CacheStats::misses).
  void countMiss();

  /// Drops the in-memory level (the disk level stays): what a new process sees.
  void clearMemory();

  const CacheConfig &config() const { return config_; }
  CacheStats stats() const;
  /// Receives warnings (corrupt entries, unwritable directory); default: stderr.
  void setWarningHandler(std::function<void(const std::string &)> handler);

  /// The process's cache, configured from the environment on first use.
  static CompileCache &global();

private:
  std::optional<CompiledCode> lookupMemory(const std::string &key);
  void storeMemory(const std::string &key, const CompiledCode &code);
  std::optional<CompiledCode> lookupDisk(const std::string &key);
  void storeDisk(const std::string &key, const std::string &bytes);
  void evictDisk(const std::string &keep);
  void warn(const std::string &message);
  std::string entryPath(const std::string &key) const;

  CacheConfig config_;
  mutable std::mutex mutex_;
  struct MemoryEntry {
    CompiledCode code;
    std::list<std::string>::iterator recency;
  };
  std::unordered_map<std::string, MemoryEntry> memory_;
  std::list<std::string> recency_; // most recent first
  uint64_t memoryBytes_ = 0;
  CacheStats stats_;
  std::function<void(const std::string &)> warning_;
};

/// Where compileCached found its bytes.
enum class CacheOutcome {
  MemoryHit,       // this process compiled or loaded them before
  DiskHit,         // an entry in the cache directory
  Compiled,        // a miss: compiled, then stored
  CompiledForDump, // the options dump IR: compiled (the stages must run), the entry refreshed
  Bypassed,        // caching off (FLY_ENABLE_CACHE=0, --no-cache, use_cache = 0): compiled, nothing stored
};
/// One line for tools: "cache hit (memory)", "compiled (cache off)", ...
const char *describeOutcome(CacheOutcome outcome);

struct CachedCode {
  CompiledCode code;
  CacheOutcome outcome = CacheOutcome::Bypassed;
  std::string key; // the entry's key; empty when bypassed
  bool hit() const { return outcome == CacheOutcome::MemoryHit || outcome == CacheOutcome::DiskHit; }
};

/// The one caching policy of every compile-or-load (compileFly, registry kernels in fly-run,
/// fly-llc --kernel and the C API): with \p useCache false or the cache disabled, \p compile runs
/// and nothing is stored; when \p options dump IR, \p compile runs and refreshes the entry; else
/// the bytes under \p makeKey()'s key are returned, or \p compile's, stored on success.
/// \p cache: the process's cache by default.
llvm::Expected<CachedCode> compileCached(llvm::function_ref<llvm::Expected<std::string>()> makeKey,
                                         llvm::function_ref<llvm::Expected<std::string>()> compile,
                                         const codegen::CompileOptions &options, bool useCache = true,
                                         CompileCache *cache = nullptr);

/// Compile-or-load: Fly text to \p emit bytes through \p cache (the process's cache by
/// default). When the options dump IR, the compiler always runs (and the result is stored).
llvm::Expected<CompiledCode> compileFly(std::string_view text, std::string_view fileName,
                                        const codegen::CompileOptions &options,
                                        codegen::EmitKind emit = codegen::EmitKind::CodeObject,
                                        CompileCache *cache = nullptr);

} // namespace fly::runtime

#endif
