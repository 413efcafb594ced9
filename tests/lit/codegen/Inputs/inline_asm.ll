; Inline assembly in LLVM IR input: a kernel that adds 1 to out[tid] through a v_add_u32 written
; as inline asm, and "module asm". The shared build assembles it with LLVM's AMDGPU assembler; a
; static build without that assembler rejects it by name (tests/static/check.sh).
module asm "; fly inline-asm test"

define amdgpu_kernel void @inline_asm(ptr addrspace(1) noalias %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tid64 = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %tid64
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = call i32 asm "v_add_u32 $0, 1, $1", "=v,v"(i32 %v)
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,64" }
