define amdgpu_kernel void @mfma_call(ptr addrspace(1) %p) {
  %a = load <4 x half>, ptr addrspace(1) %p, align 8
  %d = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %a, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  store <4 x float> %d, ptr addrspace(1) %p, align 16
  ret void
}
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
