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

// The preshuffled copy of B (N * K elements of elementBytes bytes each, raw bytes). One-byte
// elements (fp8, int8) get 16-element packs: kpack_bytes = 16, K blocks of 64 elements.
std::vector<uint8_t> preshuffleB(const uint8_t *b, int64_t N, int64_t K, unsigned elementBytes);

// W4A8's B: int4 values, two per byte. The packed layout is the int8 one with each 16-value pack
// held in 8 bytes (kpack_bytes = 8, 512 bytes per 16 rows x 64 K block): byte j of the pack of K
// values k0 .. k0+15 holds k0 + j in its low nibble and k0 + j + 8 in its high nibble, so the
// kernel unpacks the low nibbles to values 0-7 and the high ones to 8-15 with whole-register
// masks and shifts. Element (n, k) of B is nibble `high` of byte `byte`.
struct Int4Place {
  int64_t byte;
  bool high;
};
Int4Place preshuffledInt4Place(int64_t n, int64_t k, int64_t K);
// "" or why an N x K int4 matrix cannot be preshuffled (N % 16, K % 64).
std::string preshuffleInt4Limits(int64_t N, int64_t K);
// The preshuffled copy of an N x K int4 matrix given row-major with two values per byte (value
// 2i in the low nibble of byte i of its row, 2i + 1 in the high one): N * K / 2 bytes.
std::vector<uint8_t> preshuffleBInt4(const uint8_t *packed, int64_t N, int64_t K);

} // namespace fly::kernels
