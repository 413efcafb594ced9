// Random valid Fly kernels for differential testing: integer and float arithmetic, scf.for loops
// with loop-carried values (static and dynamic trip counts), scf.if with results, global loads at
// computed (dynamic) indices, and an LDS exchange across a barrier. Each kernel is
//   gpu.func @diff(%in: i32*, %fin: f32*, %out: i32*, %fout: f32*, %n: i32) kernel
// launched on n = grid * block work-items with block = blockSize(); every work-item writes
// out[gid] and fout[gid]. Deterministic for a seed.
#pragma once

#include <cstdint>
#include <string>

namespace fly::difftest {

struct GeneratedKernel {
  std::string text;
  uint32_t blockSize = 64;
};

// `statements` bounds the size (about that many ops outside nested regions).
GeneratedKernel generateKernel(uint64_t seed, int statements = 24);

} // namespace fly::difftest
