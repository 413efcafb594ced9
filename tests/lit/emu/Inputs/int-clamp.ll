; Saturating integer add/sub: LLVM selects VOP3 add/sub with `clamp` (tests/lit/emu/int-clamp.test).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @sat(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %i
  %x = load i32, ptr addrspace(1) %pa
  %y = load i32, ptr addrspace(1) %pb
  %r0 = call i32 @llvm.uadd.sat.i32(i32 %x, i32 %y)
  %r1 = call i32 @llvm.usub.sat.i32(i32 %x, i32 %y)
  %r2 = call i32 @llvm.sadd.sat.i32(i32 %x, i32 %y)
  %r3 = call i32 @llvm.ssub.sat.i32(i32 %x, i32 %y)
  %x16 = trunc i32 %x to i16
  %y16 = trunc i32 %y to i16
  %h0 = call i16 @llvm.uadd.sat.i16(i16 %x16, i16 %y16)
  %h1 = call i16 @llvm.usub.sat.i16(i16 %x16, i16 %y16)
  %h2 = call i16 @llvm.sadd.sat.i16(i16 %x16, i16 %y16)
  %h3 = call i16 @llvm.ssub.sat.i16(i16 %x16, i16 %y16)
  %r4 = zext i16 %h0 to i32
  %r5 = zext i16 %h1 to i32
  %r6 = zext i16 %h2 to i32
  %r7 = zext i16 %h3 to i32
  %vx = bitcast i32 %x to <2 x i16>
  %vy = bitcast i32 %y to <2 x i16>
  %v0 = call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %vx, <2 x i16> %vy)
  %v1 = call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %vx, <2 x i16> %vy)
  %v2 = call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %vx, <2 x i16> %vy)
  %v3 = call <2 x i16> @llvm.ssub.sat.v2i16(<2 x i16> %vx, <2 x i16> %vy)
  %r8 = bitcast <2 x i16> %v0 to i32
  %r9 = bitcast <2 x i16> %v1 to i32
  %r10 = bitcast <2 x i16> %v2 to i32
  %r11 = bitcast <2 x i16> %v3 to i32
  %base = mul i32 %i, 12
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %base
  store i32 %r0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %r1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %r5, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %r6, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %r7, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i32 8
  store i32 %r8, ptr addrspace(1) %o8
  %o9 = getelementptr i32, ptr addrspace(1) %o0, i32 9
  store i32 %r9, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %o0, i32 10
  store i32 %r10, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %o0, i32 11
  store i32 %r11, ptr addrspace(1) %o11
  ret void
}
