// A reference interpreter of Fly IR for differential testing, independent of the compiler: it
// executes a parsed (not canonicalized, not lowered) kernel on the CPU, work-group by work-group.
// Supported: integer arith of any width up to 64 bits (exact wrap-around, signed/unsigned
// division by non-zero, shifts with in-range amounts), f32 add/sub/mul and int->float casts,
// cmpi/select, index casts, gpu ids and dims, scf.for (with iter_args) and scf.if (with results),
// fly.make_int_tuple / fly.add_offset / fly.ptr.load / fly.ptr.store on global buffers and on LDS
// from fly.make_ptr, gpu.barrier between top-level statements. Anything else is an error naming
// the op (so the generator and the interpreter cannot silently drift apart).
#pragma once

#include "fly/algebra/Result.h"
#include "fly/ir/Operation.h"

#include <cstdint>
#include <vector>

namespace fly::difftest {

// One kernel argument: a buffer (bytes, read and written in place) or a 32-bit scalar.
struct InterpArg {
  std::vector<uint8_t> *buffer = nullptr;
  uint32_t scalar = 0;
};

// Runs `kernel` (a gpu.func) on grid x block work-items (1-D). Errors name the op.
Result<bool> interpretKernel(ir::Operation *kernel, uint32_t grid, uint32_t block, std::vector<InterpArg> &args);

} // namespace fly::difftest
