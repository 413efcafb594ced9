; Reverses each 256-element tile through LDS, with the workgroup barrier the AMDGPU memory
; model asks for (release fence, s_barrier, acquire fence).
@tile = internal addrspace(3) global [256 x float] poison, align 16

define amdgpu_kernel void @lds_reverse(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %bid, 256
  %i = add i32 %base, %tid
  %i64 = zext i32 %i to i64
  %src = getelementptr float, ptr addrspace(1) %in, i64 %i64
  %v = load float, ptr addrspace(1) %src, align 4
  %slot = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %v, ptr addrspace(3) %slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m = sub i32 255, %tid
  %mslot = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %m
  %w = load float, ptr addrspace(3) %mslot, align 4
  %dst = getelementptr float, ptr addrspace(1) %out, i64 %i64
  store float %w, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
