// Counters of one emulated launch.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace fly::emu {

enum class InstClass : uint8_t { SALU, VALU, Matrix, VMEM, SMEM, DS, Branch, Waitcnt, Other, Count };

const char *instClassName(InstClass c);

struct Stats {
  std::array<uint64_t, size_t(InstClass::Count)> executed{}; // wave-instructions per class
  uint64_t bytesRead = 0;    // global/flat/buffer/scalar memory, per active lane
  uint64_t bytesWritten = 0;
  uint64_t ldsBytesRead = 0, ldsBytesWritten = 0;
  uint64_t workgroups = 0, waves = 0;

  uint64_t instructions() const {
    uint64_t n = 0;
    for (uint64_t c : executed) n += c;
    return n;
  }
  void add(const Stats &o);
  std::string format() const; // a few human-readable lines
};

} // namespace fly::emu
