// Shared by the compile-cache test and its stress helper: synthetic entries whose bytes
// follow from their key, so any thread or process can check what the cache handed back.
#pragma once

#include <cstdint>
#include <string>

namespace fly::testing {

inline std::string stressKey(unsigned index) {
  std::string key(64, '0');
  for (unsigned i = 0, v = index * 2654435761u + 12345; i < 64; ++i, v = v * 1103515245u + 12345)
    key[i] = "0123456789abcdef"[(v >> 16) & 15];
  return key;
}

inline std::string stressPayload(unsigned index) {
  std::string bytes(1000 + (index * 7919) % 20000, '\0');
  uint32_t v = index + 1;
  for (char& c : bytes) {
    v = v * 1664525u + 1013904223u;
    c = char(v >> 24);
  }
  return bytes;
}

} // namespace fly::testing
