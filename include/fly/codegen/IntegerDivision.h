// Exact integer division for the AMDGPU backend of LLVM 22.
//
// LLVM 22.1's AMDGPU backend divides i32 and i64 values it believes narrow (24 bits) through a
// float reciprocal, and the checks that choose that shortcut are wrong in three ways (all found by
// Fly's differential tester, see tests/fuzz/README.md): at -O0 an unsigned division whose operands
// have 9+ equal top bits takes it, so `0xffffffff % 3` becomes 892 (LowerDIVREM24 counts sign
// bits, not leading zeros: llvm-project#194829); at every level an unsigned numerator in
// [2^23, 2^24) is one too large (`0xe3170d / 0xc32` = 4767, not 4766: llvm-project#201186); and a
// signed quotient that only just leaves the narrow range is sign-extended back into it
// (`-128 / -1` of i8-ranged i32 values is -128: llvm-project#203436).
//
// expandIntegerDivision rewrites every udiv/urem/sdiv/srem on integers of up to 64 bits (scalar or
// vector; those narrower than 32 bits are divided in i32: InstCombine narrows `sdiv i32` of
// sign-extended i8 values to i16, which the backend promotes back and then shortcuts) whose
// divisor is not a constant into integer code that is exact for every operand value (a reciprocal
// estimate refined by one Newton-Raphson step and two corrections; i64 values that do not fit 32
// bits take LLVM's own 64-bit path, which has no shortcut for them). Constant divisors stay:
// LLVM multiplies by a magic number, which is exact. Runs on the optimized module, just before
// instruction selection, so that LLVM's optimizer still sees the divisions.
#pragma once

namespace llvm {
class Module;
} // namespace llvm

namespace fly::codegen {

// Returns the number of divisions rewritten.
unsigned expandIntegerDivision(llvm::Module& module);

} // namespace fly::codegen
