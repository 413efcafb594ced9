// Operation codes, their names, spellings and traits (from Ops.def).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fly::ir {

enum class OpCode : uint16_t {
#define FLY_OP(Id, Name, Syntax, Traits) Id,
#include "fly/ir/Ops.def"
#undef FLY_OP
  NumOpCodes
};

// How an op is written in text; each one has a parse and a print routine.
enum class Syntax : uint8_t {
  Module, GpuModule, Func, ReturnLike, Call,
  Branch,        // cf.br ^bb1(%a : i32); cf.cond_br %c, ^bb1, ^bb2(%b : f32)
  Constant, Binary, Unary, Ternary, Compare, Select, Cast,
  ScfFor, ScfIf, GpuDim, Keyword, GpuShuffle,
  ScfWhile,      // scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do { ^bb0(%b: i32): ... }
  ScfCondition,  // scf.condition(%c) %a, %b : i32, f32
  VectorExtract, VectorInsert, VectorFromElements, VectorReduction, VectorShuffle,
  FlyCall,       // fly.op(%a, %b) {attrs} : (A, B) -> R
  FlyNullary,    // fly.static {attrs} : R
  FlyCallResult, // fly.get_dyn_shared() : R
  Rocdl,         // rocdl.op %a, %b {attrs} : (A, B) -> R
  LlvmGep,       // llvm.getelementptr inbounds %p[%i, 4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  LlvmLoad,      // llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  LlvmStore,     // llvm.store %v, %p : f32, !llvm.ptr<1>
  LlvmAlloca,    // llvm.alloca %n x f32 : (i64) -> !llvm.ptr<5>
  LlvmInlineAsm, // llvm.inline_asm has_side_effects "v_mov_b32 $0, $1", "=v,v" %x : (i32) -> i32
  LlvmCallIntrinsic, // llvm.call_intrinsic "llvm.amdgcn.s.getpc"() : () -> i64
  LlvmAtomicRmw, // llvm.atomicrmw fadd %p, %v monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
  LlvmExtractValue, // llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
  LlvmInsertValue,  // llvm.insertvalue %v, %s[1] : !llvm.struct<(i32, f32)>
  LlvmNullary,   // llvm.mlir.undef : vector<4xf32>
  RocdlFamily,   // rocdl.mfma.<intrinsic> %a, %b, %c : (A, B, C) -> R
  MemRefGlobal,  // memref.global "private" @smem : memref<1024xi8, #gpu.address_space<workgroup>> {alignment = 16 : i64}
  MemRefGetGlobal, // memref.get_global @smem : memref<1024xi8, #gpu.address_space<workgroup>>
  MemRefView,    // memref.view %buf[%shift][] : memref<1024xi8, 3> to memref<4xf32, 3>
  MemRefLoad,    // memref.load %m[%i, %j] : memref<4x8xf32>; vector.load %m[%i] : memref<64xf32>, vector<4xf32>
  MemRefStore,   // memref.store %v, %m[%i] : memref<4xf32>; vector.store %v, %m[%i] : memref<64xf32>, vector<4xf32>
  MemRefAlloca,  // memref.alloca() {alignment = 16 : i64} : memref<4xf32, 5>
  MemRefExtractPointer, // memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  GpuLaunchFunc, // gpu.launch_func @mod::@kernel blocks in (%x, %y, %z) threads in (%x, %y, %z) args(%a : T)
  MathClampF,    // math.clampf %x to [%lo, %hi] fastmath<fast> : f32
};

namespace OpTrait {
enum : uint32_t {
  Pure = 1u << 0,         // no side effects: may be CSE'd, and erased when unused
  Terminator = 1u << 1,   // must end its block
  Isolated = 1u << 2,     // regions see no values defined outside
  NoTerminator = 1u << 3, // its single block needs no terminator
  Symbol = 1u << 4,       // has a sym_name
  IntOp = 1u << 5,        // integer (or index) operands
  FloatOp = 1u << 6,      // float operands
  Layout = 1u << 7,       // layout-algebra op: result type inferred from operand types
  Allocates = 1u << 8,    // each result is a fresh allocation (a register fragment): never CSE'd
};
}

struct OpInfo {
  OpCode code;
  std::string_view name;
  Syntax syntax;
  uint32_t traits;
};

const OpInfo &opInfo(OpCode code);
std::optional<OpCode> lookupOpCode(std::string_view name);
inline std::string_view opName(OpCode code) { return opInfo(code).name; }

// rocdl.exp2, log, rcp, sqrt, rsq, sin, cos: one float operand, a result of its type (the parser's
// MLIR form, the verifier and codegen share this list).
inline bool isRocdlTranscendental(OpCode code) {
  switch (code) {
  case OpCode::RocdlExp2:
  case OpCode::RocdlLog:
  case OpCode::RocdlRcp:
  case OpCode::RocdlSqrt:
  case OpCode::RocdlRsq:
  case OpCode::RocdlSin:
  case OpCode::RocdlCos: return true;
  default: return false;
  }
}

} // namespace fly::ir
