; A 128-bit buffer load through a buffer resource, and a lane shuffle through ds_bpermute.
define amdgpu_kernel void @buffer_shuffle(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %flags) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 4294967295, i32 %flags)
  %off = shl i32 %tid, 4
  %v = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)
  %x = extractelement <4 x float> %v, i32 0
  %xi = bitcast float %x to i32
  %src = xor i32 %tid, 1
  %addr = shl i32 %src, 2
  %y = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %xi)
  %yf = bitcast i32 %y to float
  %r = insertelement <4 x float> %v, float %yf, i32 0
  %orsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 4294967295, i32 %flags)
  call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %r, ptr addrspace(8) %orsrc, i32 %off, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
