// FlyDSL 0.4.2: preshuffle_gemm/bf16_m37_n128_k256 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_0(%arg0: !fly.memref<bf16, global, (65536,128):(128,1)>, %arg1: !fly.memref<bf16, global, (65536,256):(256,1)>, %arg2: !fly.memref<bf16, global, ((16,8),(8,4,8)):((8,4096),(1,128,512))>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<bf16, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, %arg9: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((16,16),(1,8)):((128,1),(1,16))>, !fly.tile<[16|128]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %3 = arith.index_cast %block_id_z : index to i32
      %4 = arith.extsi %arg6 : i32 to i64
      %c256_i64 = arith.constant 256 : i64
      %5 = arith.muli %4, %c256_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %6 = arith.muli %5, %c2_i64 : i64
      %7 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (65536,256):(256,1)>) -> !fly.ptr<bf16, global>
      %8 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (65536,256):(256,1)>) -> !fly.layout<(65536,256):(256,1)>
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %9 = fly.make_ptr(%7, %c0_i16, %6, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %10 = fly.make_view(%9, %8) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(65536,256):(256,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,256):(256,1)>
      %11 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, ((16,8),(8,4,8)):((8,4096),(1,128,512))>) -> !fly.ptr<bf16, global>
      %12 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, ((16,8),(8,4,8)):((8,4096),(1,128,512))>) -> !fly.layout<((16,8),(8,4,8)):((8,4096),(1,128,512))>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32_1 = arith.constant 159744 : i32
      %13 = fly.make_ptr(%11, %c0_i16_0, %c4294967295_i64, %c159744_i32_1) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %14 = fly.make_view(%13, %12) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<((16,8),(8,4,8)):((8,4096),(1,128,512))>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,8),(8,4,8)):((8,4096),(1,128,512))>
      %15 = arith.extsi %arg6 : i32 to i64
      %c128_i64 = arith.constant 128 : i64
      %16 = arith.muli %15, %c128_i64 : i64
      %c2_i64_2 = arith.constant 2 : i64
      %17 = arith.muli %16, %c2_i64_2 : i64
      %18 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (65536,128):(128,1)>) -> !fly.ptr<bf16, global>
      %19 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (65536,128):(128,1)>) -> !fly.layout<(65536,128):(128,1)>
      %c0_i16_3 = arith.constant 0 : i16
      %c159744_i32_4 = arith.constant 159744 : i32
      %20 = fly.make_ptr(%18, %c0_i16_3, %17, %c159744_i32_4) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %21 = fly.make_view(%20, %19) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(65536,128):(128,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,128):(128,1)>
      %22 = fly.static : !fly.tile<[32|128]>
      %23 = fly.flat_divide(%10, %22) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,256):(256,1)>, !fly.tile<[32|128]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,128,2048,2):(256,1,8192,128)>
      %24 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %25 = fly.slice(%23, %24) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (32,128,2048,2):(256,1,8192,128)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>
      %26 = fly.static : !fly.tile<[64|128]>
      %27 = fly.flat_divide(%14, %26) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,8),(8,4,8)):((8,4096),(1,128,512))>, !fly.tile<[64|128]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2,2):((8,4096),(1,128),16384,2048)>
      %28 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %29 = fly.slice(%27, %28) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2,2):((8,4096),(1,128),16384,2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2):((8,4096),(1,128),2048)>
      %30 = fly.static : !fly.tile<[32|64]>
      %31 = fly.flat_divide(%21, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,128):(128,1)>, !fly.tile<[32|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64,2048,2):(128,1,4096,64)>
      %32 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %33 = fly.slice(%31, %32) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64,2048,2):(128,1,4096,64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(128,1)>
      %34 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %35 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %36 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %37 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %38 = fly.static : !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>
      %39 = fly.static : !fly.int_tuple<(16,64,32)>
      %40 = fly.select(%39) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<16>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_layout(%40, %41) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %43 = fly.select(%39) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %46 = fly.static : !fly.tile<[16:1|32:1]>
      %47 = fly.make_tiled_copy(%34, %38, %46) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>, !fly.tile<[16:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>, !fly.tile<[16:1|32:1]>>
      %48 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %49 = fly.static : !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>
      %50 = fly.static : !fly.int_tuple<(16,64,32)>
      %51 = fly.select(%50) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<64>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %54 = fly.select(%50) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %56 = fly.make_layout(%54, %55) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %57 = fly.static : !fly.tile<[64:1|32:1]>
      %58 = fly.make_tiled_copy(%34, %49, %57) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>, !fly.tile<[64:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>, !fly.tile<[64:1|32:1]>>
      %59 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %60 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 8192 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %61 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 8192 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %62 = fly.recast_iter(%60) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %63 = fly.recast_iter(%61) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %64 = fly.static : !fly.swizzle<S<3,3,3>>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %67 = fly.make_ordered_layout(%65, %66) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
      %68 = fly.coprofile(%67) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
      %69 = fly.make_composed_layout(%64, %68, %67) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (32,128):(128,1)>
      %70 = fly.make_view(%62, %69) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (32,128):(128,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>
      %71 = fly.static : !fly.swizzle<S<3,3,3>>
      %72 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
      %73 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %74 = fly.make_ordered_layout(%72, %73) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
      %75 = fly.coprofile(%74) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
      %76 = fly.make_composed_layout(%71, %75, %74) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (32,128):(128,1)>
      %77 = fly.make_view(%63, %76) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (32,128):(128,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>
      %78 = fly.tiled_copy.partition_src(%arg9, %25, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((16,16),(1,8)):((128,1),(1,16))>, !fly.tile<[16|128]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1,2):((1,0),4096,0,128)>
      %79 = fly.tiled_copy.partition_dst(%arg9, %70, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((16,16),(1,8)):((128,1),(1,16))>, !fly.tile<[16|128]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      %80 = fly.tiled_copy.partition_dst(%arg9, %77, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((16,16),(1,8)):((128,1),(1,16))>, !fly.tile<[16|128]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      %81 = fly.tiled_copy.partition_src(%47, %70, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>
      %82 = fly.tiled_copy.partition_src(%47, %77, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>
      %83 = fly.tiled_copy.partition_src(%58, %29, %59) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2):((8,4096),(1,128),2048)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4,2):((1,0),0,512,2048)>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %85 = fly.slice(%79, %84) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      %86 = fly.make_fragment_like(%85) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>
      %87 = fly.mma.make_fragment(a, %arg8, %70) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<bf16, register, (8,2,4):(1,32,8)>
      %88 = fly.tiled_mma.partition(b, %arg8, %29, %36) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2):((8,4096),(1,128),2048)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1,4,2):(1,0,512,2048)>
      %89 = fly.get_layout(%88) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (8,1,4,2):(1,0,512,2048)>) -> !fly.layout<(8,1,4,2):(1,0,512,2048)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %91 = fly.slice(%89, %90) : (!fly.layout<(8,1,4,2):(1,0,512,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.layout<(8,1,4):(1,0,512)>
      %92 = fly.make_fragment_like(%91, bf16) : (!fly.layout<(8,1,4):(1,0,512)>) -> !fly.memref<bf16, register, (8,1,4):(1,0,8)>
      %93 = fly.make_fragment_like(%91, bf16) : (!fly.layout<(8,1,4):(1,0,512)>) -> !fly.memref<bf16, register, (8,1,4):(1,0,8)>
      %94 = fly.mma.make_fragment(c, %arg8, %33) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(128,1)>) -> !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>
      %95 = fly.tiled_copy.retile(%47, %87) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,128,0),(16,(0,0)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, register, (8,2,4):(1,32,8)>) -> !fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>
      %96 = fly.tiled_copy.retile(%58, %92) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, register, (8,1,4):(1,0,8)>) -> !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>
      %97 = fly.tiled_copy.retile(%58, %93) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(8,(1,1))):((1,512,16),(64,(0,0)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, register, (8,1,4):(1,0,8)>) -> !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>
      %98 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %99 = fly.static : !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>
      %100 = fly.static : !fly.int_tuple<(16,64,32)>
      %101 = fly.select(%100) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<16>
      %102 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %103 = fly.make_layout(%101, %102) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %104 = fly.select(%100) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<64>
      %105 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %106 = fly.make_layout(%104, %105) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %107 = fly.static : !fly.tile<[16:1|64:1]>
      %108 = fly.make_tiled_copy(%98, %99, %107) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>
      %109 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %110 = fly.tiled_copy.partition_src(%108, %33, %109) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(128,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),2,1):((0,128),2048,0)>
      %111 = fly.make_fragment_like(%94, bf16) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>
      %112 = fly.tiled_copy.retile(%108, %111) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.memref<bf16, register, ((1,4),2,1):((0,1),4,0)>
      %cst = arith.constant 0.000000e+00 : f32
      %113 = vector.broadcast %cst : f32 to vector<8xf32>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %115 = fly.slice(%78, %114) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1,2):((1,0),4096,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1):((1,0),4096,0)>
      fly.copy(%34, %115, %86) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1):((1,0),4096,0)>, !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>) -> ()
      %116 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %117 = fly.slice(%83, %116) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4,2):((1,0),0,512,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4):((1,0),0,512)>
      fly.copy(%34, %117, %96) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4):((1,0),0,512)>, !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>) -> ()
      fly.memref.store_vec(%113, %94) : (vector<8xf32>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %118 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %119 = fly.slice(%79, %118) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      fly.copy(%35, %86, %119) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>) -> ()
      gpu.barrier
      rocdl.sched.barrier none
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %121 = fly.slice(%78, %120) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1,2):((1,0),4096,0,128)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1):((1,0),4096,0)>
      fly.copy(%34, %121, %86) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),2,1):((1,0),4096,0)>, !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>) -> ()
      %122 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %123 = fly.slice(%83, %122) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4,2):((1,0),0,512,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4):((1,0),0,512)>
      fly.copy(%34, %123, %97) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4):((1,0),0,512)>, !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>) -> ()
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %125 = fly.slice(%81, %124) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %126 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %127 = fly.slice(%95, %126) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %125, %127) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %129 = fly.slice(%87, %128) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %131 = fly.slice(%92, %130) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %132 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %133 = fly.get_shape(%132) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %134 = fly.get_layout(%129) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %135 = fly.get_shape(%134) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %136 = fly.get_layout(%131) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %137 = fly.get_shape(%136) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %138 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %139 = fly.get_shape(%138) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %140 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %141 = fly.get_shape(%140) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %142 = fly.get(%141) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %143 = fly.size(%142) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %144 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %145 = fly.get_shape(%144) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %146 = fly.get(%145) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %147 = fly.size(%146) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %148 = fly.get_layout(%129) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %149 = fly.get_shape(%148) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %150 = fly.get(%149) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %151 = fly.size(%150) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %152 = fly.get_layout(%131) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %153 = fly.get_shape(%152) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %154 = fly.get(%153) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %155 = fly.size(%154) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %156 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %157 = fly.get_shape(%156) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %158 = fly.get(%157) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %159 = fly.size(%158) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %160 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %161 = fly.get_shape(%160) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %162 = fly.get(%161) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %163 = fly.size(%162) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %129, %131, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %164 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %165 = fly.slice(%81, %164) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %166 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %167 = fly.slice(%95, %166) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %165, %167) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %168 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %169 = fly.slice(%87, %168) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %170 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %171 = fly.slice(%92, %170) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %172 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %173 = fly.get_shape(%172) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %174 = fly.get_layout(%169) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %175 = fly.get_shape(%174) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %176 = fly.get_layout(%171) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %177 = fly.get_shape(%176) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %178 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %179 = fly.get_shape(%178) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %180 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %181 = fly.get_shape(%180) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %182 = fly.get(%181) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %183 = fly.size(%182) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %184 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %185 = fly.get_shape(%184) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %186 = fly.get(%185) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %187 = fly.size(%186) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %188 = fly.get_layout(%169) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %189 = fly.get_shape(%188) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %190 = fly.get(%189) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %191 = fly.size(%190) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %192 = fly.get_layout(%171) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %193 = fly.get_shape(%192) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %194 = fly.get(%193) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %195 = fly.size(%194) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %196 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %197 = fly.get_shape(%196) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %198 = fly.get(%197) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %199 = fly.size(%198) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %200 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %201 = fly.get_shape(%200) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %202 = fly.get(%201) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %203 = fly.size(%202) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %169, %171, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %204 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %205 = fly.slice(%81, %204) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %207 = fly.slice(%95, %206) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %205, %207) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %208 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %209 = fly.slice(%87, %208) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %210 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %211 = fly.slice(%92, %210) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %212 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %213 = fly.get_shape(%212) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %214 = fly.get_layout(%209) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %215 = fly.get_shape(%214) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %216 = fly.get_layout(%211) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %217 = fly.get_shape(%216) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %218 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %219 = fly.get_shape(%218) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %220 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %221 = fly.get_shape(%220) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %222 = fly.get(%221) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %223 = fly.size(%222) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %224 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %225 = fly.get_shape(%224) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %226 = fly.get(%225) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %227 = fly.size(%226) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %228 = fly.get_layout(%209) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %229 = fly.get_shape(%228) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %230 = fly.get(%229) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %231 = fly.size(%230) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %232 = fly.get_layout(%211) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %233 = fly.get_shape(%232) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %234 = fly.get(%233) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %235 = fly.size(%234) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %236 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %237 = fly.get_shape(%236) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %238 = fly.get(%237) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %239 = fly.size(%238) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %240 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %241 = fly.get_shape(%240) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %242 = fly.get(%241) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %243 = fly.size(%242) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %209, %211, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %244 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %245 = fly.slice(%81, %244) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %246 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %247 = fly.slice(%95, %246) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %245, %247) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %248 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %249 = fly.slice(%87, %248) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %250 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %251 = fly.slice(%92, %250) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %252 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %253 = fly.get_shape(%252) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %254 = fly.get_layout(%249) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %255 = fly.get_shape(%254) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %256 = fly.get_layout(%251) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %257 = fly.get_shape(%256) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %258 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %259 = fly.get_shape(%258) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %260 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %261 = fly.get_shape(%260) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %262 = fly.get(%261) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %263 = fly.size(%262) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %264 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %265 = fly.get_shape(%264) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %266 = fly.get(%265) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %267 = fly.size(%266) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %268 = fly.get_layout(%249) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %269 = fly.get_shape(%268) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %270 = fly.get(%269) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %271 = fly.size(%270) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %272 = fly.get_layout(%251) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %273 = fly.get_shape(%272) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %274 = fly.get(%273) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %275 = fly.size(%274) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %276 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %277 = fly.get_shape(%276) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %278 = fly.get(%277) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %279 = fly.size(%278) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %280 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %281 = fly.get_shape(%280) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %282 = fly.get(%281) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %283 = fly.size(%282) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %249, %251, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %284 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %285 = fly.slice(%80, %284) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      fly.copy(%35, %86, %285) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>) -> ()
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier ds_write, 2, 0
      rocdl.sched.barrier none
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %286 = arith.muli %1, %c32_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %287 = arith.muli %2, %c64_i32 : i32
      %thread_id_x_5 = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %288 = arith.divui %thread_id_x_5, %c64 : index
      %thread_id_x_6 = gpu.thread_id x
      %c64_7 = arith.constant 64 : index
      %289 = arith.remui %thread_id_x_6, %c64_7 : index
      %c16 = arith.constant 16 : index
      %290 = arith.divui %289, %c16 : index
      %c16_8 = arith.constant 16 : index
      %291 = arith.remui %289, %c16_8 : index
      %292 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %293 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %294 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %295 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %296 = fly.slice(%82, %295) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %297 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %298 = fly.slice(%95, %297) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %296, %298) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %299 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %300 = fly.slice(%87, %299) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %301 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %302 = fly.slice(%93, %301) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %303 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %304 = fly.get_shape(%303) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %305 = fly.get_layout(%300) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %306 = fly.get_shape(%305) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %307 = fly.get_layout(%302) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %308 = fly.get_shape(%307) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %309 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %310 = fly.get_shape(%309) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %311 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %312 = fly.get_shape(%311) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %313 = fly.get(%312) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %314 = fly.size(%313) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %315 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %316 = fly.get_shape(%315) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %317 = fly.get(%316) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %318 = fly.size(%317) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %319 = fly.get_layout(%300) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %320 = fly.get_shape(%319) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %321 = fly.get(%320) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %322 = fly.size(%321) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %323 = fly.get_layout(%302) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %324 = fly.get_shape(%323) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %325 = fly.get(%324) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %326 = fly.size(%325) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %327 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %328 = fly.get_shape(%327) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %329 = fly.get(%328) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %330 = fly.size(%329) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %331 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %332 = fly.get_shape(%331) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %333 = fly.get(%332) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %334 = fly.size(%333) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %300, %302, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %335 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %336 = fly.slice(%82, %335) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %337 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %338 = fly.slice(%95, %337) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %336, %338) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %339 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %340 = fly.slice(%87, %339) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %341 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %342 = fly.slice(%93, %341) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %343 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %344 = fly.get_shape(%343) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %345 = fly.get_layout(%340) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %346 = fly.get_shape(%345) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %347 = fly.get_layout(%342) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %348 = fly.get_shape(%347) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %349 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %350 = fly.get_shape(%349) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %351 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %352 = fly.get_shape(%351) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %353 = fly.get(%352) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %354 = fly.size(%353) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %355 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %356 = fly.get_shape(%355) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %357 = fly.get(%356) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %358 = fly.size(%357) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %359 = fly.get_layout(%340) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %360 = fly.get_shape(%359) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %361 = fly.get(%360) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %362 = fly.size(%361) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %363 = fly.get_layout(%342) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %364 = fly.get_shape(%363) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %365 = fly.get(%364) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %366 = fly.size(%365) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %367 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %368 = fly.get_shape(%367) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %369 = fly.get(%368) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %370 = fly.size(%369) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %371 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %372 = fly.get_shape(%371) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %373 = fly.get(%372) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %374 = fly.size(%373) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %340, %342, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %375 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %376 = fly.slice(%82, %375) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %377 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %378 = fly.slice(%95, %377) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %376, %378) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %379 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %380 = fly.slice(%87, %379) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %381 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %382 = fly.slice(%93, %381) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %383 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %384 = fly.get_shape(%383) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %385 = fly.get_layout(%380) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %386 = fly.get_shape(%385) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %387 = fly.get_layout(%382) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %388 = fly.get_shape(%387) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %389 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %390 = fly.get_shape(%389) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %391 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %392 = fly.get_shape(%391) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %393 = fly.get(%392) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %394 = fly.size(%393) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %395 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %396 = fly.get_shape(%395) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %397 = fly.get(%396) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %398 = fly.size(%397) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %399 = fly.get_layout(%380) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %400 = fly.get_shape(%399) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %401 = fly.get(%400) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %402 = fly.size(%401) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %403 = fly.get_layout(%382) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %404 = fly.get_shape(%403) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %405 = fly.get(%404) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %406 = fly.size(%405) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %407 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %408 = fly.get_shape(%407) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %409 = fly.get(%408) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %410 = fly.size(%409) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %411 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %412 = fly.get_shape(%411) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %413 = fly.get(%412) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %414 = fly.size(%413) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %380, %382, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %415 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %416 = fly.slice(%82, %415) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %417 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %418 = fly.slice(%95, %417) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %416, %418) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %419 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %420 = fly.slice(%87, %419) : (!fly.memref<bf16, register, (8,2,4):(1,32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, (8,2):(1,32)>
      %421 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %422 = fly.slice(%93, %421) : (!fly.memref<bf16, register, (8,1,4):(1,0,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, (8,1):(1,0)>
      %423 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %424 = fly.get_shape(%423) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %425 = fly.get_layout(%420) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %426 = fly.get_shape(%425) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %427 = fly.get_layout(%422) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %428 = fly.get_shape(%427) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %429 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %430 = fly.get_shape(%429) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %431 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %432 = fly.get_shape(%431) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %433 = fly.get(%432) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %434 = fly.size(%433) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %435 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %436 = fly.get_shape(%435) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %437 = fly.get(%436) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %438 = fly.size(%437) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %439 = fly.get_layout(%420) : (!fly.memref<bf16, register, (8,2):(1,32)>) -> !fly.layout<(8,2):(1,32)>
      %440 = fly.get_shape(%439) : (!fly.layout<(8,2):(1,32)>) -> !fly.int_tuple<(8,2)>
      %441 = fly.get(%440) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %442 = fly.size(%441) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %443 = fly.get_layout(%422) : (!fly.memref<bf16, register, (8,1):(1,0)>) -> !fly.layout<(8,1):(1,0)>
      %444 = fly.get_shape(%443) : (!fly.layout<(8,1):(1,0)>) -> !fly.int_tuple<(8,1)>
      %445 = fly.get(%444) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1)>) -> !fly.int_tuple<1>
      %446 = fly.size(%445) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %447 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %448 = fly.get_shape(%447) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %449 = fly.get(%448) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %450 = fly.size(%449) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %451 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %452 = fly.get_shape(%451) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %453 = fly.get(%452) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %454 = fly.size(%453) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%arg8, %94, %420, %422, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (8,2):(1,32)>, !fly.memref<bf16, register, (8,1):(1,0)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier ds_write, 2, 0
      rocdl.sched.barrier none
      %455 = fly.memref.load_vec(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> vector<8xf32>
      %456 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %457 = fly.get_shape(%456) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %458 = arith.truncf %455 : vector<8xf32> to vector<8xbf16>
      fly.memref.store_vec(%458, %111) : (vector<8xbf16>, !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      fly.copy(%98, %112, %110) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, ((1,4),2,1):((0,1),4,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),2,1):((0,128),2048,0)>) -> ()
      gpu.return
    }
  }
}
