// fly-cache-stress DIR ROUNDS SEED: many getOrCompile calls on one cache directory, from
// this process and (run several times at once by the test) from others, with a size cap small
// enough that entries are evicted while others read them. Exits non-zero on any wrong byte.
#include "CacheStress.h"

#include "fly/runtime/CompileCache.h"

#include <cstdio>
#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: fly-cache-stress DIR ROUNDS SEED\n");
    return 2;
  }
  fly::runtime::CacheConfig config;
  config.directory = argv[1];
  config.maxDiskBytes = 120 * 1024;
  fly::runtime::CompileCache cache(config);
  unsigned rounds = unsigned(std::atoi(argv[2]));
  unsigned v = unsigned(std::atoi(argv[3])) + 1;
  int wrong = 0;
  for (unsigned round = 0; round < rounds; ++round) {
    v = v * 1103515245u + 12345u;
    unsigned index = (v >> 16) % 24;
    if (round % 5 == 0) cache.clearMemory(); // go to disk often
    auto code = cache.getOrCompile(fly::testing::stressKey(index),
                                   [&]() -> llvm::Expected<std::string> { return fly::testing::stressPayload(index); });
    if (!code) {
      std::fprintf(stderr, "error: %s\n", llvm::toString(code.takeError()).c_str());
      return 1;
    }
    if (**code != fly::testing::stressPayload(index)) ++wrong;
  }
  auto stats = cache.stats();
  std::printf("wrong=%d memory=%llu disk=%llu misses=%llu corrupt=%llu\n", wrong,
              (unsigned long long)stats.memoryHits, (unsigned long long)stats.diskHits,
              (unsigned long long)stats.misses, (unsigned long long)stats.corruptEntries);
  return wrong == 0 && stats.corruptEntries == 0 ? 0 : 1;
}
