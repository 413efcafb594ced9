// The host side of the preshuffle GEMM: B (N x K, row-major, K contiguous) rearranged into
// FlyDSL's preshuffled layout (N/16, K/KB, 4, 16, KP): for each block of 16 rows of B and each
// 64-byte block of K, four 16-byte packs ("kpacks", KP = 16 / element bytes elements) of each of
// the 16 rows, pack-major. A wave then reads one 16-row x 64-byte block as 1024 contiguous bytes,
// lane l getting row l % 16's pack l / 16: the MFMA B operand with no LDS round trip.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace fly::kernels {

// Where element (n, k) of B goes in the preshuffled array (element index). Needs N % 16 == 0 and
// K * elementBytes % 64 == 0 (preshuffleLimits says why not).
int64_t preshuffledIndex(int64_t n, int64_t k, int64_t K, unsigned elementBytes);

// "" or why an N x K matrix of elementBytes-byte elements cannot be preshuffled.
std::string preshuffleLimits(int64_t N, int64_t K, unsigned elementBytes);

// The preshuffled copy of B (N * K elements of elementBytes bytes each, raw bytes).
std::vector<uint8_t> preshuffleB(const uint8_t *b, int64_t N, int64_t K, unsigned elementBytes);

} // namespace fly::kernels
