// A GEMM kernel's worth of layout ops (128x128x32 CTA tile, 256 threads, f16
// inputs staged in swizzled shared memory, 32x32 MFMA-style fragments): global
// tile loads with runtime leading dimensions, swizzled shared-memory stores
// and fragment reads, and the epilogue's stores. Each access goes through
// fly.crd2idx and fly.add_offset; `expected` gives, for each add_offset in
// program order, the index it must receive, computed directly in C++. Used by
// the layout-lowering tests and benchmarks.
#pragma once

#include "fly/ir/Context.h"
#include "fly/ir/Operation.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace fly::gemmtest {

struct GemmEnv {
  int64_t tid, bm, bn, k, lda, ldb, ldc;
};

struct GemmLayoutKernel {
  ir::Operation *module = nullptr;
  ir::Operation *func = nullptr;
  std::vector<std::function<int64_t(const GemmEnv &)>> expected;
  size_t layoutOps = 0; // fly layout ops built (constructors included)
};

GemmLayoutKernel buildGemmLayoutKernel(ir::Context &ctx);

} // namespace fly::gemmtest
