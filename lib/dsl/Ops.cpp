// The gpu, memory and control-flow ops of fly::fx.
#include "fly/dsl/Control.h"
#include "fly/dsl/Gpu.h"
#include "fly/dsl/Lds.h"
#include "fly/dsl/Memory.h"

#include "fly/ir/Operation.h"

#include <algorithm>

namespace fly::fx {
namespace detail {
namespace {
ir::Value *one(ir::Operation *op) { return op->result(0); }

ir::Value *asI32(ir::Value *v, const SourceLoc &loc) {
  if (v->type().isInteger(32)) return v;
  if (v->type().isIndex()) return convert(Elem::Index, Elem::I32, 0, v, loc);
  if (v->type().isInteger(64)) return convert(Elem::I64, Elem::I32, 0, v, loc);
  state(loc).error(loc, "expected an i32 value, got '" + v->type().str() + "'");
  return v;
}
} // namespace

// ---- gpu ----
ir::Value *gpuDim(ir::OpCode code, char dim, const SourceLoc &loc) {
  BuildState &s = state(loc);
  char text[2] = {dim, 0};
  return one(s.create(code, {}, {s.context().indexType()}, {{"dimension", s.context().stringAttr(text)}}, loc));
}

ir::Value *shuffle(const char *mode, ir::Value *v, ir::Value *offset, ir::Value *width, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (v->type().bitWidth() != 32 || v->type().isVector())
    s.error(loc, std::string("shuffle_") + mode + " moves 32-bit values, got '" + v->type().str() +
                     "' (convert or bitcast first)");
  if (ir::Operation *w = width->definingOp(); w && w->is(ir::OpCode::ArithConstant)) {
    int64_t n = w->attr("value").intValue();
    if (n <= 0 || (n & (n - 1)) || n > 64)
      s.error(loc, "shuffle width " + std::to_string(n) + " is not a power of two in [1, 64]");
  }
  return one(s.create(ir::OpCode::GpuShuffle, {v, offset, width}, {v->type(), s.context().i1()},
                      {{"mode", s.context().stringAttr(mode)}}, loc));
}

ir::Value *ldsAlloc(ir::Type pointerType, int64_t bytes, int64_t align, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (bytes <= 0) s.error(loc, "LDS allocation of " + std::to_string(bytes) + " bytes");
  if (align <= 0 || (align & (align - 1))) s.error(loc, "LDS alignment " + std::to_string(align) + " is not a power of two");
  ir::Context &c = s.context();
  ir::NamedAttribute entries[] = {{"allocAlign", c.i64Attr(align)}, {"allocBytes", c.i64Attr(bytes)}};
  return one(s.create(ir::OpCode::FlyMakePtr, {}, {pointerType}, {{"dictAttrs", c.dictAttr(entries)}}, loc));
}

void print(std::string_view format, bool hasFormat, std::span<ir::Value *const> values, const SourceLoc &loc) {
  BuildState &s = state(loc);
  std::vector<ir::NamedAttribute> attrs;
  if (hasFormat) attrs.push_back({"format", s.context().stringAttr(format)});
  ir::Operation *op = s.create(ir::OpCode::FlyPrint, values, {}, attrs, loc);
  // The verifier's checks (placeholders against values, printable types) at the user's line.
  (void)op;
}

ir::Value *dynamicShared(ir::Type pointerType, const SourceLoc &loc) {
  return one(state(loc).create(ir::OpCode::FlyGetDynShared, {}, {pointerType}, {}, loc));
}

// ---- memory ----
ir::Value *addOffset(ir::Value *ptr, ir::Value *offset, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Context &c = s.context();
  ir::Type tuple = ir::IntTupleType::get(c, IntTuple(Int::dynamic()));
  ir::Value *t = one(s.create(ir::OpCode::FlyMakeIntTuple, {offset}, {tuple}, {}, loc));
  return one(s.create(ir::OpCode::FlyAddOffset, {ptr, t}, {ptr->type()}, {}, loc));
}

namespace {
// A vector access assumes the address is a multiple of the vector's size (what makes it one
// wide memory instruction); a scalar one its natural alignment.
std::vector<ir::NamedAttribute> vectorAlignment(ir::Context &c, ir::Type t) {
  auto *vt = t.dyn_cast<ir::VectorType>();
  if (!vt) return {};
  int64_t bytes = vt->numElements() * vt->elementType().bitWidth() / 8;
  if (bytes <= 0 || (bytes & (bytes - 1))) return {};
  return {{"alignment", c.i64Attr(std::min<int64_t>(bytes, 16))}};
}
} // namespace

ir::Value *load(ir::Value *ptr, ir::Type result, const SourceLoc &loc) {
  BuildState &s = state(loc);
  auto attrs = vectorAlignment(s.context(), result);
  ir::Value *operands[] = {ptr};
  ir::Type results[] = {result};
  return one(s.create(ir::OpCode::FlyPtrLoad, operands, results, attrs, loc));
}

void store(ir::Value *value, ir::Value *ptr, const SourceLoc &loc) {
  BuildState &s = state(loc);
  auto attrs = vectorAlignment(s.context(), value->type());
  ir::Value *operands[] = {value, ptr};
  s.create(ir::OpCode::FlyPtrStore, operands, {}, attrs, loc);
}

void atomicAdd(ir::Value *value, ir::Value *ptr, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (value->type().isVector() && value->type().str() != "vector<2xf16>" && value->type().str() != "vector<2xbf16>")
    s.error(loc, "atomic_add adds one scalar or a pair of f16/bf16, got '" + value->type().str() + "'");
  ir::Value *operands[] = {value, ptr};
  // A pair is one 4-byte atomic: its address is a multiple of 4, as a vector access's is.
  std::vector<ir::NamedAttribute> attrs = vectorAlignment(s.context(), value->type());
  attrs.push_back({"atomic", s.context().stringAttr("add")});
  s.create(ir::OpCode::FlyPtrStore, operands, {}, attrs, loc);
}

ir::Value *makeBufferResource(ir::Value *ptr, ir::Value *numBytes, const SourceLoc &loc) {
  BuildState &s = state(loc);
  return one(s.create(ir::OpCode::RocdlMakeBufferRsrc, {ptr, asI32(numBytes, loc)},
                      {s.context().llvmPointerType(8)}, {}, loc));
}

ir::Value *bufferLoad(ir::Value *rsrc, ir::Value *byteOffset, ir::Type result, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (result.bitWidth() * (result.isVector() ? result.cast<ir::VectorType>().numElements() : 1) > 128)
    s.error(loc, "a buffer load moves at most 128 bits, got '" + result.str() + "'");
  ir::Value *zero = constantInt(Elem::I32, 0, 0, loc);
  return one(s.create(ir::OpCode::RocdlRawPtrBufferLoad, {rsrc, asI32(byteOffset, loc), zero, zero}, {result}, {}, loc));
}

void bufferStore(ir::Value *value, ir::Value *rsrc, ir::Value *byteOffset, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Type t = value->type();
  if (t.bitWidth() * (t.isVector() ? t.cast<ir::VectorType>().numElements() : 1) > 128)
    s.error(loc, "a buffer store moves at most 128 bits, got '" + t.str() + "'");
  ir::Value *zero = constantInt(Elem::I32, 0, 0, loc);
  s.create(ir::OpCode::RocdlRawPtrBufferStore, {value, rsrc, asI32(byteOffset, loc), zero, zero}, {}, {}, loc);
}

void bufferLoadLds(ir::Value *rsrc, ir::Value *byteOffset, ir::Value *ldsBase, int bytes, int scope, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Value *zero = constantInt(Elem::I32, 0, 0, loc);
  ir::Value *size = constantInt(Elem::I32, 0, bytes, loc);
  ir::Operation *op =
      s.create(ir::OpCode::RocdlRawPtrBufferLoadLds, {rsrc, ldsBase, size, asI32(byteOffset, loc), zero, zero}, {}, {}, loc);
  if (scope >= 0) op->setAttr("lds_scope", s.context().i32Attr(scope));
}

ir::Value *readFirstLane(ir::Value *v, const SourceLoc &loc) {
  return one(state(loc).create(ir::OpCode::RocdlReadFirstLane, {v}, {v->type()}, {}, loc));
}

void setLdsScope(ir::Value *v, int scope, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Operation *op = v ? v->definingOp() : nullptr;
  if (!op) return s.error(loc, "lds_scope: the value is not an op's result");
  if (scope < 0 || scope > 7) return s.error(loc, "lds_scope " + std::to_string(scope) + " is not 0..7");
  op->setAttr("lds_scope", s.context().i32Attr(scope));
}

ir::Value *dsReadTr16(ir::Value *ptr, ir::Type result, const SourceLoc &loc) {
  return one(state(loc).create(ir::OpCode::RocdlDsReadTr16B64, {ptr}, {result}, {}, loc));
}

void waitVmcnt(int n, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (n < 0 || n > 63) s.error(loc, "vmcnt " + std::to_string(n) + " is not 0..63");
  // gfx9: vmcnt bits [3:0] and [15:14], expcnt [6:4] (7: no wait), lgkmcnt [11:8] (15: no wait).
  int64_t bits = (n & 15) | 0x70 | 0xf00 | ((n >> 4) & 3) << 14;
  s.create(ir::OpCode::RocdlSWaitcnt, {}, {}, {{"bitfield", s.context().i32Attr(int32_t(bits))}}, loc);
}

std::pair<ir::Value *, ir::Value *> permlane32Swap(ir::Value *old, ir::Value *src, const SourceLoc &loc) {
  BuildState &s = state(loc);
  ir::Context &ctx = s.context();
  ir::Type i32 = ctx.integerType(32);
  ir::Operation *swap = s.create(ir::OpCode::RocdlPermlane32Swap, {old, src}, {ctx.llvmStructType({i32, i32})}, {}, loc);
  auto field = [&](int64_t k) {
    const int64_t at[] = {k};
    return one(s.create(ir::OpCode::LlvmExtractValue, {swap->result(0)}, {i32},
                        {{"position", ctx.denseArrayAttr(at, 64)}}, loc));
  };
  return {field(0), field(1)};
}

void waitLgkmcnt(int n, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (n < 0 || n > 15) s.error(loc, "lgkmcnt " + std::to_string(n) + " is not 0..15");
  // gfx9: lgkmcnt bits [11:8]; vmcnt [3:0] and [15:14] (63: no wait), expcnt [6:4] (7: no wait).
  int64_t bits = 0xf | 0x70 | (n & 15) << 8 | 3 << 14;
  s.create(ir::OpCode::RocdlSWaitcnt, {}, {}, {{"bitfield", s.context().i32Attr(int32_t(bits))}}, loc);
}

// ---- control flow ----
ir::Operation *beginFor(ir::Value *lb, ir::Value *ub, ir::Value *step, std::span<ir::Value *const> init,
                        const SourceLoc &loc) {
  BuildState &s = state(loc);
  s.builder().setLoc(s.locate(loc));
  return s.builder().createFor(lb, ub, step, init);
}

ir::Block *forBody(ir::Operation *loop) { return loop->region(0).front(); }

ir::Operation *beginIf(ir::Value *cond, std::span<const ir::Type> results, bool withElse, const SourceLoc &loc) {
  BuildState &s = state(loc);
  if (!cond->type().isInteger(1)) s.error(loc, "fx::if_ needs a scalar Boolean condition, got '" + cond->type().str() + "'");
  s.builder().setLoc(s.locate(loc));
  return s.builder().createIf(cond, results, withElse);
}

void buildYieldingBlock(ir::Block *block, const std::function<std::vector<ir::Value *>()> &build,
                        const SourceLoc &loc) {
  BuildState &s = state(loc);
  std::vector<ir::Value *> values;
  {
    InsertionGuard guard(s, block);
    values = build();
    s.create(ir::OpCode::ScfYield, std::span<ir::Value *const>(values), {}, {}, loc);
  }
}

} // namespace detail

Index lane_id(SourceLoc loc) {
  BuildState &s = state(loc);
  return Index(s.create(ir::OpCode::GpuLaneId, {}, {s.context().indexType()}, {}, loc)->result(0));
}

void barrier(SourceLoc loc) { state(loc).create(ir::OpCode::GpuBarrier, {}, {}, {}, loc); }

} // namespace fly::fx
