// Half-precision sources of a bfloat-rounded result, for the AMDGPU backend of LLVM 22.
//
// On gfx1250, LLVM 22.1 selects `fptrunc (fmul|fadd|fma ... (fpext half %h) ...) to bfloat` as
// v_fma_mix{lo,hi}_bf16 with %h as a source and its op_sel_hi bit clear, so the instruction reads
// the half's 16 bits as an f32 (a denormal): the result is about 0. (The bf16 mix instructions take
// f32 or bf16 sources, never f16; LLVM folds the f16 extension as it would for v_fma_mix*_f16.)
// Found by the fly-run fuzzer: rmsnorm dtype=f16 out=bf16 on gfx1250 stored 0s; `llc-22 -mcpu=gfx1250`
// on a three-instruction function shows it.
//
// fenceHalfSourcesOfBfloat rewrites each use of an `fpext half -> float` (scalar or vector) inside
// the arithmetic (fmul, fadd, fsub, fneg, fabs, fma, fmuladd; up to three levels) under an
// `fptrunc ... to bfloat` to pass through an empty inline-asm copy, which instruction selection
// cannot look through: the extension stays a v_cvt_f32_f16 and the mix reads an f32. Runs on the
// optimized module, before instruction selection, for the archs that have those instructions
// (Arch::bf16MixInstructions: gfx1250; the others select v_fma_mix_f32 and a separate rounding).
#pragma once

namespace llvm {
class Module;
} // namespace llvm

namespace fly::codegen {

// Returns the number of uses rewritten.
unsigned fenceHalfSourcesOfBfloat(llvm::Module& module);

} // namespace fly::codegen
