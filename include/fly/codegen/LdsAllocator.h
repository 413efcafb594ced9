// Static LDS of a kernel (or function), laid out like FlyDSL's SmemAllocator: every static allocation of the
// kernel (`fly.make_ptr() {dictAttrs = {allocBytes = N, allocAlign = A[, name = "tile"]}}`), in
// program order, at the next offset aligned to its alignment, all in one LDS buffer per function (`@NAME.lds`).
// The total is checked at compile time against the arch's LDS per work-group (lib/target): an
// error at the kernel names every allocation with its size and offset.
#pragma once

#include "fly/ir/Operation.h"
#include "fly/target/Arch.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace fly::codegen {

struct LdsAllocation {
  ir::Operation* op = nullptr;
  std::string name; // the `name` given, else "lds<N>" (N counting the kernel's allocations)
  uint64_t bytes = 0;
  uint64_t align = 1;
  uint64_t offset = 0;
};

struct LdsPlan {
  std::vector<LdsAllocation> allocations; // program order
  uint64_t totalBytes = 0;                // end of the last allocation
  uint64_t align = 1;                     // the buffer's alignment (largest of the allocations')
  const LdsAllocation* find(const ir::Operation* op) const;
};

// True for `fly.make_ptr` ops that are static LDS allocations.
bool isStaticLdsAllocation(const ir::Operation* op);

// Plans the static LDS of `kernel` for `arch`. Errors (rendered `file:line:col: error: ...`):
// a size that is not positive, an alignment that is not a power of two, a total above the
// arch's LDS per work-group.
llvm::Expected<LdsPlan> planLds(ir::Operation* kernel, const target::Arch& arch);

} // namespace fly::codegen
