// FlyDSL 0.4.2: preshuffle_gemm/bf16_m37_n128_k256 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_0(%arg0: !fly.memref<bf16, global, (65536,128):(128,1)>, %arg1: !fly.memref<bf16, global, (65536,256):(256,1)>, %arg2: !fly.memref<bf16, global, ((16,8),(8,4,8)):((8,4096),(1,128,512))>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<bf16, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, %arg9: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((16,16),(1,8)):((128,1),(1,16))>, !fly.tile<[16|128]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %38 = fly.static : !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>
      %39 = fly.static : !fly.int_tuple<(16,64,32)>
      %40 = fly.select(%39) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<16>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_layout(%40, %41) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %43 = fly.select(%39) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %46 = fly.static : !fly.tile<[16:1|32:1]>
      %47 = fly.make_tiled_copy(%34, %38, %46) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>
      %48 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %49 = fly.static : !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>
      %50 = fly.static : !fly.int_tuple<(16,64,32)>
      %51 = fly.select(%50) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<64>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %54 = fly.select(%50) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %56 = fly.make_layout(%54, %55) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %57 = fly.static : !fly.tile<[64:1|32:1]>
      %58 = fly.make_tiled_copy(%34, %49, %57) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>
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
      %81 = fly.tiled_copy.partition_src(%47, %70, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>
      %82 = fly.tiled_copy.partition_src(%47, %77, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>
      %83 = fly.tiled_copy.partition_src(%58, %29, %59) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2):((8,4096),(1,128),2048)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((8,1),1,4,2):((1,0),0,512,2048)>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %85 = fly.slice(%79, %84) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      %86 = fly.make_fragment_like(%85) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>) -> !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>
      %87 = fly.mma.make_fragment(a, %arg8, %70) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>
      %88 = fly.tiled_mma.partition(b, %arg8, %29, %36) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((16,4),(8,16),2):((8,4096),(1,128),2048)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (4,1,(2,4),2):(1,0,(4,512),2048)>
      %89 = fly.get_layout(%88) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (4,1,(2,4),2):(1,0,(4,512),2048)>) -> !fly.layout<(4,1,(2,4),2):(1,0,(4,512),2048)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %91 = fly.slice(%89, %90) : (!fly.layout<(4,1,(2,4),2):(1,0,(4,512),2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.layout<(4,1,(2,4)):(1,0,(4,512))>
      %92 = fly.make_fragment_like(%91, bf16) : (!fly.layout<(4,1,(2,4)):(1,0,(4,512))>) -> !fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>
      %93 = fly.make_fragment_like(%91, bf16) : (!fly.layout<(4,1,(2,4)):(1,0,(4,512))>) -> !fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>
      %94 = fly.mma.make_fragment(c, %arg8, %33) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(128,1)>) -> !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>
      %95 = fly.tiled_copy.retile(%47, %87) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>) -> !fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>
      %96 = fly.tiled_copy.retile(%58, %92) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>) -> !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>
      %97 = fly.tiled_copy.retile(%58, %93) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>) -> !fly.memref<bf16, register, ((8,1),1,4):((1,0),0,8)>
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
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %129 = fly.slice(%87, %128) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %131 = fly.slice(%92, %130) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %132 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %133 = fly.get_shape(%132) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %134 = fly.get_layout(%129) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %135 = fly.get_shape(%134) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %136 = fly.get_layout(%131) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %137 = fly.get_shape(%136) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
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
      %148 = fly.get_layout(%129) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %149 = fly.get_shape(%148) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %150 = fly.get(%149) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %151 = fly.size(%150) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %152 = fly.get_layout(%131) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %153 = fly.get_shape(%152) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %154 = fly.get(%153) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %155 = fly.size(%154) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %156 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %157 = fly.get_shape(%156) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %158 = fly.get(%157) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %159 = fly.size(%158) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %160 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %161 = fly.get_shape(%160) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %162 = fly.get(%161) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %163 = fly.size(%162) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %164 = fly.get_layout(%129) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %165 = fly.get_shape(%164) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %166 = fly.get(%165) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %167 = fly.size(%166) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %168 = fly.get_layout(%131) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %169 = fly.get_shape(%168) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %170 = fly.get(%169) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %171 = fly.size(%170) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %129, %131, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %172 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %173 = fly.slice(%81, %172) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %174 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %175 = fly.slice(%95, %174) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %173, %175) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %177 = fly.slice(%87, %176) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %178 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %179 = fly.slice(%92, %178) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %180 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %181 = fly.get_shape(%180) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %182 = fly.get_layout(%177) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %183 = fly.get_shape(%182) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %184 = fly.get_layout(%179) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %185 = fly.get_shape(%184) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %186 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %187 = fly.get_shape(%186) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %188 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %189 = fly.get_shape(%188) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %190 = fly.get(%189) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %191 = fly.size(%190) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %192 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %193 = fly.get_shape(%192) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %194 = fly.get(%193) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %195 = fly.size(%194) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %196 = fly.get_layout(%177) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %197 = fly.get_shape(%196) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %198 = fly.get(%197) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %199 = fly.size(%198) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %200 = fly.get_layout(%179) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %201 = fly.get_shape(%200) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %202 = fly.get(%201) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %203 = fly.size(%202) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %204 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %205 = fly.get_shape(%204) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %206 = fly.get(%205) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %207 = fly.size(%206) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %208 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %209 = fly.get_shape(%208) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %210 = fly.get(%209) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %211 = fly.size(%210) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %212 = fly.get_layout(%177) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %213 = fly.get_shape(%212) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %214 = fly.get(%213) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %215 = fly.size(%214) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %216 = fly.get_layout(%179) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %217 = fly.get_shape(%216) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %218 = fly.get(%217) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %219 = fly.size(%218) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %177, %179, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %220 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %221 = fly.slice(%81, %220) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %222 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %223 = fly.slice(%95, %222) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %221, %223) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %224 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,2))>
      %225 = fly.slice(%87, %224) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,2))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %226 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,2))>
      %227 = fly.slice(%92, %226) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,2))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %228 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %229 = fly.get_shape(%228) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %230 = fly.get_layout(%225) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %231 = fly.get_shape(%230) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %232 = fly.get_layout(%227) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %233 = fly.get_shape(%232) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %234 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %235 = fly.get_shape(%234) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %236 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %237 = fly.get_shape(%236) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %238 = fly.get(%237) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %239 = fly.size(%238) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %240 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %241 = fly.get_shape(%240) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %242 = fly.get(%241) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %243 = fly.size(%242) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %244 = fly.get_layout(%225) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %245 = fly.get_shape(%244) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %246 = fly.get(%245) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %247 = fly.size(%246) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %248 = fly.get_layout(%227) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %249 = fly.get_shape(%248) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %250 = fly.get(%249) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %251 = fly.size(%250) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %252 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %253 = fly.get_shape(%252) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %254 = fly.get(%253) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %255 = fly.size(%254) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %256 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %257 = fly.get_shape(%256) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %258 = fly.get(%257) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %259 = fly.size(%258) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %260 = fly.get_layout(%225) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %261 = fly.get_shape(%260) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %262 = fly.get(%261) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %263 = fly.size(%262) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %264 = fly.get_layout(%227) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %265 = fly.get_shape(%264) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %266 = fly.get(%265) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %267 = fly.size(%266) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %225, %227, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %268 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %269 = fly.slice(%81, %268) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %270 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %271 = fly.slice(%95, %270) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %269, %271) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,3))>
      %273 = fly.slice(%87, %272) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,3))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %274 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,3))>
      %275 = fly.slice(%92, %274) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,3))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %276 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %277 = fly.get_shape(%276) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %278 = fly.get_layout(%273) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %279 = fly.get_shape(%278) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %280 = fly.get_layout(%275) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %281 = fly.get_shape(%280) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %282 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %283 = fly.get_shape(%282) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %284 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %285 = fly.get_shape(%284) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %286 = fly.get(%285) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %287 = fly.size(%286) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %288 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %289 = fly.get_shape(%288) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %290 = fly.get(%289) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %291 = fly.size(%290) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %292 = fly.get_layout(%273) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %293 = fly.get_shape(%292) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %294 = fly.get(%293) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %295 = fly.size(%294) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %296 = fly.get_layout(%275) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %297 = fly.get_shape(%296) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %298 = fly.get(%297) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %299 = fly.size(%298) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %300 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %301 = fly.get_shape(%300) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %302 = fly.get(%301) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %303 = fly.size(%302) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %304 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %305 = fly.get_shape(%304) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %306 = fly.get(%305) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %307 = fly.size(%306) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %308 = fly.get_layout(%273) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %309 = fly.get_shape(%308) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %310 = fly.get(%309) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %311 = fly.size(%310) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %312 = fly.get_layout(%275) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %313 = fly.get_shape(%312) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %314 = fly.get(%313) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %315 = fly.size(%314) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %273, %275, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %316 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %317 = fly.slice(%80, %316) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>
      fly.copy(%35, %86, %317) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, register, ((8,1),2,1):((1,0),8,0)>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,1):((1,0),2048,0), align<16>>) -> ()
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %318 = arith.muli %1, %c32_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %319 = arith.muli %2, %c64_i32 : i32
      %thread_id_x_5 = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %320 = arith.divui %thread_id_x_5, %c64 : index
      %thread_id_x_6 = gpu.thread_id x
      %c64_7 = arith.constant 64 : index
      %321 = arith.remui %thread_id_x_6, %c64_7 : index
      %c16 = arith.constant 16 : index
      %322 = arith.divui %321, %c16 : index
      %c16_8 = arith.constant 16 : index
      %323 = arith.remui %321, %c16_8 : index
      %324 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %325 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %326 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %327 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %328 = fly.slice(%82, %327) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %329 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %330 = fly.slice(%95, %329) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %328, %330) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %331 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %332 = fly.slice(%87, %331) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %333 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %334 = fly.slice(%93, %333) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %335 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %336 = fly.get_shape(%335) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %337 = fly.get_layout(%332) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %338 = fly.get_shape(%337) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %339 = fly.get_layout(%334) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %340 = fly.get_shape(%339) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %341 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %342 = fly.get_shape(%341) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %343 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %344 = fly.get_shape(%343) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %345 = fly.get(%344) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %346 = fly.size(%345) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %347 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %348 = fly.get_shape(%347) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %349 = fly.get(%348) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %350 = fly.size(%349) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %351 = fly.get_layout(%332) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %352 = fly.get_shape(%351) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %353 = fly.get(%352) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %354 = fly.size(%353) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %355 = fly.get_layout(%334) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %356 = fly.get_shape(%355) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %357 = fly.get(%356) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %358 = fly.size(%357) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %359 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %360 = fly.get_shape(%359) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %361 = fly.get(%360) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %362 = fly.size(%361) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %363 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %364 = fly.get_shape(%363) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %365 = fly.get(%364) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %366 = fly.size(%365) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %367 = fly.get_layout(%332) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %368 = fly.get_shape(%367) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %369 = fly.get(%368) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %370 = fly.size(%369) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %371 = fly.get_layout(%334) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %372 = fly.get_shape(%371) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %373 = fly.get(%372) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %374 = fly.size(%373) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %332, %334, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %375 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %376 = fly.slice(%82, %375) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %377 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %378 = fly.slice(%95, %377) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %376, %378) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %379 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %380 = fly.slice(%87, %379) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %381 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %382 = fly.slice(%93, %381) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %383 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %384 = fly.get_shape(%383) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %385 = fly.get_layout(%380) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %386 = fly.get_shape(%385) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %387 = fly.get_layout(%382) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %388 = fly.get_shape(%387) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
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
      %399 = fly.get_layout(%380) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %400 = fly.get_shape(%399) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %401 = fly.get(%400) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %402 = fly.size(%401) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %403 = fly.get_layout(%382) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %404 = fly.get_shape(%403) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %405 = fly.get(%404) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %406 = fly.size(%405) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %407 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %408 = fly.get_shape(%407) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %409 = fly.get(%408) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %410 = fly.size(%409) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %411 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %412 = fly.get_shape(%411) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %413 = fly.get(%412) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %414 = fly.size(%413) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %415 = fly.get_layout(%380) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %416 = fly.get_shape(%415) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %417 = fly.get(%416) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %418 = fly.size(%417) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %419 = fly.get_layout(%382) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %420 = fly.get_shape(%419) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %421 = fly.get(%420) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %422 = fly.size(%421) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %380, %382, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %423 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %424 = fly.slice(%82, %423) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %425 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,2)>
      %426 = fly.slice(%95, %425) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,2)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %424, %426) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %427 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,2))>
      %428 = fly.slice(%87, %427) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,2))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %429 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,2))>
      %430 = fly.slice(%93, %429) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,2))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %431 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %432 = fly.get_shape(%431) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %433 = fly.get_layout(%428) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %434 = fly.get_shape(%433) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %435 = fly.get_layout(%430) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %436 = fly.get_shape(%435) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %437 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %438 = fly.get_shape(%437) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %439 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %440 = fly.get_shape(%439) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %441 = fly.get(%440) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %442 = fly.size(%441) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %443 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %444 = fly.get_shape(%443) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %445 = fly.get(%444) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %446 = fly.size(%445) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %447 = fly.get_layout(%428) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %448 = fly.get_shape(%447) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %449 = fly.get(%448) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %450 = fly.size(%449) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %451 = fly.get_layout(%430) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %452 = fly.get_shape(%451) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %453 = fly.get(%452) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %454 = fly.size(%453) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %455 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %456 = fly.get_shape(%455) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %457 = fly.get(%456) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %458 = fly.size(%457) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %459 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %460 = fly.get_shape(%459) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %461 = fly.get(%460) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %462 = fly.size(%461) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %463 = fly.get_layout(%428) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %464 = fly.get_shape(%463) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %465 = fly.get(%464) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %466 = fly.size(%465) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %467 = fly.get_layout(%430) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %468 = fly.get_shape(%467) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %469 = fly.get(%468) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %470 = fly.size(%469) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %428, %430, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %471 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %472 = fly.slice(%82, %471) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,4):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %473 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,3)>
      %474 = fly.slice(%95, %473) : (!fly.memref<bf16, register, ((8,1),2,4):((1,0),32,8)>, !fly.int_tuple<(*,*,3)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),32)>
      fly.copy(%35, %472, %474) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),32)>) -> ()
      %475 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,3))>
      %476 = fly.slice(%87, %475) : (!fly.memref<bf16, register, (4,2,(2,4)):(1,32,(4,8))>, !fly.int_tuple<(*,*,(*,3))>) -> !fly.memref<bf16, register, (4,2,2):(1,32,4)>
      %477 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,3))>
      %478 = fly.slice(%93, %477) : (!fly.memref<bf16, register, (4,1,(2,4)):(1,0,(4,8))>, !fly.int_tuple<(*,*,(*,3))>) -> !fly.memref<bf16, register, (4,1,2):(1,0,4)>
      %479 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %480 = fly.get_shape(%479) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %481 = fly.get_layout(%476) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %482 = fly.get_shape(%481) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %483 = fly.get_layout(%478) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %484 = fly.get_shape(%483) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %485 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %486 = fly.get_shape(%485) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %487 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %488 = fly.get_shape(%487) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %489 = fly.get(%488) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %490 = fly.size(%489) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %491 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %492 = fly.get_shape(%491) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %493 = fly.get(%492) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %494 = fly.size(%493) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %495 = fly.get_layout(%476) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %496 = fly.get_shape(%495) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %497 = fly.get(%496) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %498 = fly.size(%497) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %499 = fly.get_layout(%478) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %500 = fly.get_shape(%499) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %501 = fly.get(%500) {mode = array<i32: 1>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<1>
      %502 = fly.size(%501) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %503 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %504 = fly.get_shape(%503) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %505 = fly.get(%504) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %506 = fly.size(%505) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %507 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %508 = fly.get_shape(%507) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %509 = fly.get(%508) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %510 = fly.size(%509) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %511 = fly.get_layout(%476) : (!fly.memref<bf16, register, (4,2,2):(1,32,4)>) -> !fly.layout<(4,2,2):(1,32,4)>
      %512 = fly.get_shape(%511) : (!fly.layout<(4,2,2):(1,32,4)>) -> !fly.int_tuple<(4,2,2)>
      %513 = fly.get(%512) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %514 = fly.size(%513) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %515 = fly.get_layout(%478) : (!fly.memref<bf16, register, (4,1,2):(1,0,4)>) -> !fly.layout<(4,1,2):(1,0,4)>
      %516 = fly.get_shape(%515) : (!fly.layout<(4,1,2):(1,0,4)>) -> !fly.int_tuple<(4,1,2)>
      %517 = fly.get(%516) {mode = array<i32: 2>} : (!fly.int_tuple<(4,1,2)>) -> !fly.int_tuple<2>
      %518 = fly.size(%517) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %476, %478, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (bf16, bf16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<bf16, register, (4,2,2):(1,32,4)>, !fly.memref<bf16, register, (4,1,2):(1,0,4)>, !fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      %519 = fly.memref.load_vec(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> vector<8xf32>
      %520 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %521 = fly.get_shape(%520) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %522 = arith.truncf %519 : vector<8xf32> to vector<8xbf16>
      fly.memref.store_vec(%522, %111) : (vector<8xbf16>, !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      fly.copy(%98, %112, %110) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, ((1,4),2,1):((0,1),4,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),2,1):((0,128),2048,0)>) -> ()
      gpu.return
    }
  }
}
