// Kernels built by hand with IRBuilder, to test the backend before (and independently of) Fly's
// own emission.
#pragma once

#include "fly/codeobject/CodeObject.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <memory>

namespace fly::codegen::test_kernels {

// c[i] = a[i] + b[i] for i < n; i = block_id.x * 256 + thread_id.x.
std::unique_ptr<llvm::Module> buildVectorAdd(llvm::LLVMContext& context);

// Reverses each 256-element tile through LDS: lds[t] = in[i]; barrier; out[i] = lds[255 - t].
std::unique_ptr<llvm::Module> buildLdsReverse(llvm::LLVMContext& context);

// One kernel whose arguments mix sizes and alignments: i8, ptr, i16, double, i32, <4 x float>,
// ptr, i64, half, <2 x i16>.
std::unique_ptr<llvm::Module> buildMixedArgs(llvm::LLVMContext& context);

// A kernel keeping `liveValues` floats live across a loop, to raise VGPR pressure, with an LDS
// array of `ldsBytes` (0: none) and the given flat workgroup size.
std::unique_ptr<llvm::Module> buildPressure(llvm::LLVMContext& context, int liveValues, int ldsBytes,
                                            int workgroupSize);

// Calls the MFMA intrinsic `llvm.amdgcn.mfma.f32.16x16x16f16` (fails on archs without MFMA).
std::unique_ptr<llvm::Module> buildMfmaCall(llvm::LLVMContext& context);

// Parses compiled bytes with the shared code-object reader.
inline llvm::Expected<fly::codeobject::CodeObject> parseCodeObject(const std::string& bytes) {
  return fly::codeobject::CodeObject::parse(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()), "test");
}

} // namespace fly::codegen::test_kernels
