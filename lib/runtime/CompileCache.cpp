//===- CompileCache.cpp - In-memory + on-disk cache of compiled code -------===//

#include "fly/runtime/CompileCache.h"

#include "fly/Version.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <link.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <vector>

namespace fly::runtime {
namespace {

constexpr char kMagic[8] = {'F', 'L', 'Y', 'C', 'A', 'C', 'H', 'E'};
constexpr uint32_t kFormatVersion = 1;
constexpr size_t kKeyChars = 64;
constexpr size_t kChecksumBytes = 32;
// magic, format version, reserved, payload size, key (hex), checksum of the payload.
constexpr size_t kHeaderBytes = sizeof(kMagic) + 4 + 4 + 8 + kKeyChars + kChecksumBytes;
// Larger than any code object a cache entry could hold.
constexpr uint64_t kMaxEntryBytes = uint64_t(1) << 30;
constexpr const char* kEntrySuffix = ".flyc";

void putU32(std::string& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void putU64(std::string& out, uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
uint64_t getU64(const char* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | uint8_t(p[i]);
  return v;
}
uint32_t getU32(const char* p) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; --i) v = (v << 8) | uint8_t(p[i]);
  return v;
}

std::array<uint8_t, kChecksumBytes> checksum(llvm::StringRef bytes) {
  return llvm::BLAKE3::hash<kChecksumBytes>(llvm::arrayRefFromStringRef(bytes));
}

// The GNU build-id of the binary this code is linked into: compilers built from different
// sources never share entries, even at the same version number.
std::string buildIdentity() {
  struct Search {
    uintptr_t address;
    std::string id;
  } search{reinterpret_cast<uintptr_t>(&buildIdentity), {}};
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) -> int {
        auto* s = static_cast<Search*>(data);
        bool contains = false;
        for (int i = 0; i < info->dlpi_phnum; ++i) {
          const ElfW(Phdr)& ph = info->dlpi_phdr[i];
          uintptr_t start = info->dlpi_addr + ph.p_vaddr;
          if (ph.p_type == PT_LOAD && s->address >= start && s->address < start + ph.p_memsz) contains = true;
        }
        if (!contains) return 0;
        for (int i = 0; i < info->dlpi_phnum; ++i) {
          const ElfW(Phdr)& ph = info->dlpi_phdr[i];
          if (ph.p_type != PT_NOTE) continue;
          const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
          const char* end = p + ph.p_memsz;
          while (p + sizeof(ElfW(Nhdr)) <= end) {
            auto* note = reinterpret_cast<const ElfW(Nhdr)*>(p);
            const char* name = p + sizeof(ElfW(Nhdr));
            const char* desc = name + ((note->n_namesz + 3) & ~3u);
            if (desc + note->n_descsz > end) break;
            if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0)
              s->id = llvm::toHex(llvm::StringRef(desc, note->n_descsz), /*LowerCase=*/true);
            p = desc + ((note->n_descsz + 3) & ~3u);
          }
        }
        return 1;
      },
      &search);
  return search.id;
}

const std::string& compilerIdentity() {
  static const std::string identity =
      std::string("fly ") + FLY_VERSION_STRING + " build " + buildIdentity() + " llvm " + LLVM_VERSION_STRING;
  return identity;
}

std::optional<uint64_t> parseSize(llvm::StringRef text) {
  text = text.trim();
  uint64_t scale = 1;
  if (!text.empty()) {
    switch (llvm::toLower(text.back())) {
    case 'k': scale = uint64_t(1) << 10; break;
    case 'm': scale = uint64_t(1) << 20; break;
    case 'g': scale = uint64_t(1) << 30; break;
    default: break;
    }
    if (scale != 1) text = text.drop_back();
  }
  uint64_t value, bytes;
  if (text.getAsInteger(10, value)) return std::nullopt;
  if (__builtin_mul_overflow(value, scale, &bytes)) return std::nullopt; // 17179869184G wrapped to 0
  return bytes;
}

void writeWarningToStderr(const std::string& message) { llvm::errs() << "fly: warning: " << message << "\n"; }

} // namespace

CacheConfig CacheConfig::fromEnvironment() {
  CacheConfig config;
  if (const char* enable = std::getenv("FLY_ENABLE_CACHE")) {
    llvm::StringRef value(enable);
    if (value == "0" || value.equals_insensitive("false") || value.equals_insensitive("off")) config.enabled = false;
  }
  if (const char* dir = std::getenv("FLY_CACHE_DIR"); dir && *dir) {
    config.directory = dir;
  } else {
    llvm::SmallString<128> path;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
      path = xdg;
    } else if (llvm::sys::path::home_directory(path)) {
      llvm::sys::path::append(path, ".cache");
    } else {
      path.clear();
    }
    if (!path.empty()) {
      llvm::sys::path::append(path, "fly");
      config.directory = std::string(path);
    }
  }
  if (const char* size = std::getenv("FLY_CACHE_MAX_SIZE")) {
    if (auto bytes = parseSize(size))
      config.maxDiskBytes = *bytes;
    else
      writeWarningToStderr(std::string("ignoring FLY_CACHE_MAX_SIZE='") + size +
                           "' (expected bytes, optionally with a K, M or G suffix, below 16 EiB)");
  }
  return config;
}

CompileCache::CompileCache(CacheConfig config) : config_(std::move(config)), warning_(writeWarningToStderr) {}

CompileCache& CompileCache::global() {
  static CompileCache cache(CacheConfig::fromEnvironment());
  return cache;
}

void CompileCache::setWarningHandler(std::function<void(const std::string&)> handler) {
  std::lock_guard<std::mutex> lock(mutex_);
  warning_ = handler ? std::move(handler) : writeWarningToStderr;
}

void CompileCache::warn(const std::string& message) {
  std::function<void(const std::string&)> handler;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    handler = warning_;
  }
  handler(message);
}

CacheStats CompileCache::stats() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return stats_;
}

llvm::Expected<std::string> CompileCache::keyFor(std::string_view text, std::string_view fileName,
                                                 const codegen::CompileOptions& options, codegen::EmitKind emit) {
  if (!options.arch)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no target arch given (supported: " + target::supportedArchList() + ")");
  auto canonical = codegen::canonicalFlyText(text, fileName);
  if (!canonical) return canonical.takeError();
  std::vector<std::string> fields = {"fly-compile-cache-key-v1", *canonical};
  for (std::string& field : optionFields(options, emit)) fields.push_back(std::move(field));
  return keyForFields(fields);
}

std::vector<std::string> CompileCache::optionFields(const codegen::CompileOptions& options, codegen::EmitKind emit) {
  auto optional = [](const std::optional<unsigned>& value) { return value ? std::to_string(*value) : "-"; };
  return {options.arch ? std::string(options.arch->name) : "-",
          options.arch ? std::string(options.arch->features) : "-",
          std::to_string(options.optLevel),
          options.pipeline == "default" ? codegen::defaultPipeline() : options.pipeline,
          "waves_per_eu=" + optional(options.wavesPerEU),
          "maxnreg=" + optional(options.maxnreg),
          std::to_string(int(emit)),
          codegen::debugInfoRequested(options) ? "g" : "-"};
}

std::string CompileCache::keyForFields(const std::vector<std::string>& fields) {
  llvm::BLAKE3 hasher;
  // Every field is length-prefixed so that no two different field lists hash the same bytes.
  auto field = [&](llvm::StringRef value) {
    std::string length;
    putU64(length, value.size());
    hasher.update(length);
    hasher.update(value);
  };
  field(compilerIdentity());
  for (const std::string& f : fields) field(f);
  return llvm::toHex(hasher.final<32>(), /*LowerCase=*/true);
}

std::string CompileCache::entryPath(const std::string& key) const {
  llvm::SmallString<256> path(config_.directory);
  llvm::sys::path::append(path, key + kEntrySuffix);
  return std::string(path);
}

std::optional<CompiledCode> CompileCache::lookupMemory(const std::string& key) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = memory_.find(key);
  if (it == memory_.end()) return std::nullopt;
  recency_.splice(recency_.begin(), recency_, it->second.recency);
  ++stats_.memoryHits;
  return it->second.code;
}

void CompileCache::storeMemory(const std::string& key, const CompiledCode& code) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (code->size() > config_.maxMemoryBytes) return;
  auto it = memory_.find(key);
  if (it != memory_.end()) {
    memoryBytes_ -= it->second.code->size();
    recency_.erase(it->second.recency);
    memory_.erase(it);
  }
  while (!recency_.empty() && memoryBytes_ + code->size() > config_.maxMemoryBytes) {
    auto victim = memory_.find(recency_.back());
    memoryBytes_ -= victim->second.code->size();
    memory_.erase(victim);
    recency_.pop_back();
  }
  recency_.push_front(key);
  memory_.emplace(key, MemoryEntry{code, recency_.begin()});
  memoryBytes_ += code->size();
}

std::optional<CompiledCode> CompileCache::lookupDisk(const std::string& key) {
  if (config_.directory.empty()) return std::nullopt;
  std::string path = entryPath(key);
  // An entry is a regular file of a sane size: a symlink to a device (/dev/zero reads forever), a
  // FIFO (blocks) or a huge file is not read but dropped like a corrupt entry.
  llvm::sys::fs::file_status st;
  if (llvm::sys::fs::status(path, st)) return std::nullopt; // not there: a plain miss
  if (st.type() != llvm::sys::fs::file_type::regular_file || st.getSize() > kMaxEntryBytes) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++stats_.corruptEntries;
    }
    warn("cache entry " + path + " is not a regular file of at most " + std::to_string(kMaxEntryBytes >> 20) +
         " MiB; recompiling");
    llvm::sys::fs::remove(path);
    return std::nullopt;
  }
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return std::nullopt; // gone after an eviction: a plain miss
  llvm::StringRef bytes = (*buffer)->getBuffer();
  std::string problem;
  if (bytes.size() < kHeaderBytes)
    problem = "truncated header";
  else if (std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0)
    problem = "not a Fly cache entry";
  else if (getU32(bytes.data() + 8) != kFormatVersion)
    problem = "unknown entry format";
  else if (bytes.substr(24, kKeyChars) != key)
    problem = "entry holds another key";
  else if (getU64(bytes.data() + 16) != bytes.size() - kHeaderBytes)
    problem = "truncated or extended payload";
  else if (llvm::StringRef payload = bytes.substr(kHeaderBytes);
           std::memcmp(checksum(payload).data(), bytes.data() + 24 + kKeyChars, kChecksumBytes) != 0)
    problem = "checksum mismatch";
  if (!problem.empty()) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      ++stats_.corruptEntries;
    }
    warn("cache entry " + path + " is corrupt (" + problem + "); recompiling");
    llvm::sys::fs::remove(path);
    return std::nullopt;
  }
  ::utimes(path.c_str(), nullptr); // most recently used now (LRU eviction reads modification times)
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ++stats_.diskHits;
  }
  return std::make_shared<const std::string>(bytes.substr(kHeaderBytes).str());
}

void CompileCache::storeDisk(const std::string& key, const std::string& bytes) {
  if (config_.directory.empty()) return;
  if (std::error_code ec = llvm::sys::fs::create_directories(config_.directory)) {
    warn("cannot create the cache directory " + config_.directory + ": " + ec.message());
    return;
  }
  std::string entry;
  entry.reserve(kHeaderBytes + bytes.size());
  entry.append(kMagic, sizeof(kMagic));
  putU32(entry, kFormatVersion);
  putU32(entry, 0);
  putU64(entry, bytes.size());
  entry += key;
  auto sum = checksum(bytes);
  entry.append(reinterpret_cast<const char*>(sum.data()), sum.size());
  entry += bytes;

  llvm::SmallString<256> model(config_.directory), temporary;
  llvm::sys::path::append(model, "tmp-%%%%%%%%%%%%.part");
  int fd;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(model, fd, temporary)) {
    warn("cannot write to the cache directory " + config_.directory + ": " + ec.message());
    return;
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << entry;
    os.close();
    if (os.has_error()) {
      os.clear_error();
      llvm::sys::fs::remove(temporary);
      warn("cannot write the cache entry " + std::string(temporary));
      return;
    }
  }
  // rename() replaces atomically: a reader opens the old entry, the new one, or none.
  if (std::error_code ec = llvm::sys::fs::rename(temporary, entryPath(key))) {
    llvm::sys::fs::remove(temporary);
    warn("cannot publish the cache entry " + entryPath(key) + ": " + ec.message());
    return;
  }
  evictDisk(key);
}

void CompileCache::evictDisk(const std::string& keep) {
  struct Entry {
    std::string path;
    uint64_t size;
    llvm::sys::TimePoint<> used;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  auto now = std::chrono::system_clock::now();
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(config_.directory, ec), end; it != end && !ec; it.increment(ec)) {
    llvm::StringRef path = it->path();
    llvm::sys::fs::file_status status;
    if (llvm::sys::fs::status(path, status)) continue; // removed meanwhile by another process
    llvm::StringRef name = llvm::sys::path::filename(path);
    if (name.starts_with("tmp-") && name.ends_with(".part")) {
      // Left behind by a process that died while writing; a live writer renames within seconds.
      if (now - status.getLastModificationTime() > std::chrono::hours(1)) llvm::sys::fs::remove(path);
      continue;
    }
    if (!name.ends_with(kEntrySuffix)) continue;
    entries.push_back({path.str(), status.getSize(), status.getLastModificationTime()});
    total += status.getSize();
  }
  if (total <= config_.maxDiskBytes) return;
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
  std::string kept = entryPath(keep);
  uint64_t evicted = 0;
  for (const Entry& e : entries) {
    if (total <= config_.maxDiskBytes) break;
    if (e.path == kept) continue;
    if (!llvm::sys::fs::remove(e.path)) ++evicted;
    total -= e.size; // gone either way: another process may have evicted it first
  }
  std::lock_guard<std::mutex> lock(mutex_);
  stats_.diskEvictions += evicted;
}

std::optional<CompiledCode> CompileCache::lookup(const std::string& key, bool* fromDisk) {
  if (fromDisk) *fromDisk = false;
  if (!config_.enabled) return std::nullopt;
  if (auto code = lookupMemory(key)) return code;
  auto code = lookupDisk(key);
  if (code) {
    storeMemory(key, *code);
    if (fromDisk) *fromDisk = true;
  }
  return code;
}

void CompileCache::store(const std::string& key, CompiledCode code) {
  if (!config_.enabled) return;
  storeMemory(key, code);
  storeDisk(key, *code);
}

void CompileCache::countMiss() {
  std::lock_guard<std::mutex> lock(mutex_);
  ++stats_.misses;
}

void CompileCache::clearMemory() {
  std::lock_guard<std::mutex> lock(mutex_);
  memory_.clear();
  recency_.clear();
  memoryBytes_ = 0;
}

llvm::Expected<CompiledCode> CompileCache::getOrCompile(const std::string& key,
                                                        llvm::function_ref<llvm::Expected<std::string>()> compile) {
  if (auto code = lookup(key)) return *code;
  countMiss();
  auto bytes = compile();
  if (!bytes) return bytes.takeError();
  auto code = std::make_shared<const std::string>(std::move(*bytes));
  store(key, code);
  return code;
}

const char* describeOutcome(CacheOutcome outcome) {
  switch (outcome) {
  case CacheOutcome::MemoryHit: return "cache hit (memory)";
  case CacheOutcome::DiskHit: return "cache hit (disk)";
  case CacheOutcome::Compiled: return "compiled, stored in the cache";
  case CacheOutcome::CompiledForDump: return "compiled (IR dump requested), stored in the cache";
  case CacheOutcome::Bypassed: return "compiled (cache off)";
  }
  return "compiled";
}

llvm::Expected<CachedCode> compileCached(llvm::function_ref<llvm::Expected<std::string>()> makeKey,
                                         llvm::function_ref<llvm::Expected<std::string>()> compile,
                                         const codegen::CompileOptions& options, bool useCache, CompileCache* cache) {
  if (!cache) cache = &CompileCache::global();
  auto compiled = [&](CacheOutcome outcome, std::string key) -> llvm::Expected<CachedCode> {
    auto bytes = compile();
    if (!bytes) return bytes.takeError();
    CachedCode result{std::make_shared<const std::string>(std::move(*bytes)), outcome, std::move(key)};
    if (outcome != CacheOutcome::Bypassed) cache->store(result.key, result.code);
    return result;
  };
  if (!useCache || !cache->config().enabled) return compiled(CacheOutcome::Bypassed, "");
  auto key = makeKey();
  if (!key) return key.takeError();
  // Dumps show the stages, so the stages must run: compile, then refresh the entry.
  if (codegen::dumpRequested(options)) return compiled(CacheOutcome::CompiledForDump, *key);
  bool fromDisk = false;
  if (auto code = cache->lookup(*key, &fromDisk))
    return CachedCode{*code, fromDisk ? CacheOutcome::DiskHit : CacheOutcome::MemoryHit, *key};
  cache->countMiss();
  return compiled(CacheOutcome::Compiled, *key);
}

llvm::Expected<CompiledCode> compileFly(std::string_view text, std::string_view fileName,
                                        const codegen::CompileOptions& options, codegen::EmitKind emit,
                                        CompileCache* cache) {
  auto result = compileCached([&] { return CompileCache::keyFor(text, fileName, options, emit); },
                              [&] { return codegen::compileFlySource(text, fileName, options, emit); }, options,
                              /*useCache=*/true, cache);
  if (!result) return result.takeError();
  return result->code;
}

} // namespace fly::runtime
