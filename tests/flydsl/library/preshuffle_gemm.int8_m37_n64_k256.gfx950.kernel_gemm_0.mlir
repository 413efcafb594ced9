// FlyDSL 0.4.2: preshuffle_gemm/int8_m37_n64_k256 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_0(%arg0: !fly.memref<bf16, global, (65536,64):(64,1)>, %arg1: !fly.memref<i8, global, (65536,256):(256,1)>, %arg2: !fly.memref<i8, global, ((16,4),(16,4,4)):((16,4096),(1,256,1024))>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<bf16, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, %arg9: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %c1_i64 = arith.constant 1 : i64
      %6 = arith.muli %5, %c1_i64 : i64
      %7 = fly.get_iter(%arg1) : (!fly.memref<i8, global, (65536,256):(256,1)>) -> !fly.ptr<i8, global>
      %8 = fly.get_layout(%arg1) : (!fly.memref<i8, global, (65536,256):(256,1)>) -> !fly.layout<(65536,256):(256,1)>
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %9 = fly.make_ptr(%7, %c0_i16, %6, %c159744_i32) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
      %10 = fly.make_view(%9, %8) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(65536,256):(256,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (65536,256):(256,1)>
      %11 = fly.get_iter(%arg2) : (!fly.memref<i8, global, ((16,4),(16,4,4)):((16,4096),(1,256,1024))>) -> !fly.ptr<i8, global>
      %12 = fly.get_layout(%arg2) : (!fly.memref<i8, global, ((16,4),(16,4,4)):((16,4096),(1,256,1024))>) -> !fly.layout<((16,4),(16,4,4)):((16,4096),(1,256,1024))>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32_1 = arith.constant 159744 : i32
      %13 = fly.make_ptr(%11, %c0_i16_0, %c4294967295_i64, %c159744_i32_1) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
      %14 = fly.make_view(%13, %12) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<((16,4),(16,4,4)):((16,4096),(1,256,1024))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,4,4)):((16,4096),(1,256,1024))>
      %15 = arith.extsi %arg6 : i32 to i64
      %c64_i64 = arith.constant 64 : i64
      %16 = arith.muli %15, %c64_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %17 = arith.muli %16, %c2_i64 : i64
      %18 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (65536,64):(64,1)>) -> !fly.ptr<bf16, global>
      %19 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (65536,64):(64,1)>) -> !fly.layout<(65536,64):(64,1)>
      %c0_i16_2 = arith.constant 0 : i16
      %c159744_i32_3 = arith.constant 159744 : i32
      %20 = fly.make_ptr(%18, %c0_i16_2, %17, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %21 = fly.make_view(%20, %19) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(65536,64):(64,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,64):(64,1)>
      %22 = fly.static : !fly.tile<[32|128]>
      %23 = fly.flat_divide(%10, %22) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (65536,256):(256,1)>, !fly.tile<[32|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2048,2):(256,1,8192,128)>
      %24 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %25 = fly.slice(%23, %24) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2048,2):(256,1,8192,128)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>
      %26 = fly.static : !fly.tile<[64|128]>
      %27 = fly.flat_divide(%14, %26) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,4,4)):((16,4096),(1,256,1024))>, !fly.tile<[64|128]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1,2):((16,4096),(1,256),0,2048)>
      %28 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %29 = fly.slice(%27, %28) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),1,2):((16,4096),(1,256),0,2048)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>
      %30 = fly.static : !fly.tile<[32|64]>
      %31 = fly.flat_divide(%21, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,64):(64,1)>, !fly.tile<[32|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64,2048,1):(64,1,2048,0)>
      %32 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %33 = fly.slice(%31, %32) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64,2048,1):(64,1,2048,0)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(64,1)>
      %34 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>
      %35 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      %36 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %37 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %38 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>
      %39 = fly.static : !fly.int_tuple<(16,64,64)>
      %40 = fly.select(%39) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<16>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_layout(%40, %41) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %43 = fly.select(%39) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<64>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %46 = fly.static : !fly.tile<[16:1|64:1]>
      %47 = fly.make_tiled_copy(%34, %38, %46) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>
      %48 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %49 = fly.static : !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>
      %50 = fly.static : !fly.int_tuple<(16,64,64)>
      %51 = fly.select(%50) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<64>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %54 = fly.select(%50) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<64>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %56 = fly.make_layout(%54, %55) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %57 = fly.static : !fly.tile<[64:1|64:1]>
      %58 = fly.make_tiled_copy(%34, %49, %57) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>
      %59 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %60 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %61 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %62 = fly.recast_iter(%60) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %63 = fly.recast_iter(%61) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %64 = fly.static : !fly.swizzle<S<3,4,3>>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %67 = fly.make_ordered_layout(%65, %66) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
      %68 = fly.coprofile(%67) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
      %69 = fly.make_composed_layout(%64, %68, %67) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
      %70 = fly.make_view(%62, %69) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
      %71 = fly.static : !fly.swizzle<S<3,4,3>>
      %72 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,128)>
      %73 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %74 = fly.make_ordered_layout(%72, %73) : (!fly.int_tuple<(32,128)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(32,128):(128,1)>
      %75 = fly.coprofile(%74) : (!fly.layout<(32,128):(128,1)>) -> !fly.int_tuple<0>
      %76 = fly.make_composed_layout(%71, %75, %74) : (!fly.swizzle<S<3,4,3>>, !fly.int_tuple<0>, !fly.layout<(32,128):(128,1)>) -> !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>
      %77 = fly.make_view(%63, %76) : (!fly.ptr<i8, shared, align<16>>, !fly.composed_layout<S<3,4,3> o 0 o (32,128):(128,1)>) -> !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>
      %78 = fly.tiled_copy.partition_src(%arg9, %25, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (32,128,2):(256,1,128)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>
      %79 = fly.tiled_copy.partition_dst(%arg9, %70, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %80 = fly.tiled_copy.partition_dst(%arg9, %77, %37) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((8,32),(1,16)):((512,1),(1,32))>, !fly.tile<[32|128]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %81 = fly.tiled_copy.partition_src(%47, %70, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
      %82 = fly.tiled_copy.partition_src(%47, %77, %48) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>
      %83 = fly.tiled_copy.partition_src(%58, %29, %59) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %85 = fly.slice(%79, %84) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %86 = fly.make_fragment_like(%85) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>
      %87 = fly.mma.make_fragment(a, %arg8, %70) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, shared, S<3,4,3> o 0 o (32,128):(128,1), align<16>>) -> !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>
      %88 = fly.tiled_mma.partition(b, %arg8, %29, %36) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,8),2):((16,4096),(1,256),2048)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (8,1,(2,2),2):(1,0,(8,1024),2048)>
      %89 = fly.get_layout(%88) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (8,1,(2,2),2):(1,0,(8,1024),2048)>) -> !fly.layout<(8,1,(2,2),2):(1,0,(8,1024),2048)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %91 = fly.slice(%89, %90) : (!fly.layout<(8,1,(2,2),2):(1,0,(8,1024),2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.layout<(8,1,(2,2)):(1,0,(8,1024))>
      %92 = fly.make_fragment_like(%91, i8) : (!fly.layout<(8,1,(2,2)):(1,0,(8,1024))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
      %93 = fly.make_fragment_like(%91, i8) : (!fly.layout<(8,1,(2,2)):(1,0,(8,1024))>) -> !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>
      %94 = fly.mma.make_fragment(c, %arg8, %33) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(64,1)>) -> !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>
      %95 = fly.tiled_copy.retile(%47, %87) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,256,0),(16,(0,128)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>) -> !fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>
      %96 = fly.tiled_copy.retile(%58, %92) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
      %97 = fly.tiled_copy.retile(%58, %93) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(8,(1,2))):((1,1024,16),(64,(0,512)))>, !fly.tile<[64:1|64:1]>>, !fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>) -> !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>
      %98 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %99 = fly.static : !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>
      %100 = fly.static : !fly.int_tuple<(16,64,64)>
      %101 = fly.select(%100) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<16>
      %102 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %103 = fly.make_layout(%101, %102) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %104 = fly.select(%100) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,64)>) -> !fly.int_tuple<64>
      %105 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %106 = fly.make_layout(%104, %105) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %107 = fly.static : !fly.tile<[16:1|64:1]>
      %108 = fly.make_tiled_copy(%98, %99, %107) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>
      %109 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %110 = fly.tiled_copy.partition_src(%108, %33, %109) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (32,64):(64,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),2,1):((0,64),1024,0)>
      %111 = fly.make_fragment_like(%94, bf16) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>
      %112 = fly.tiled_copy.retile(%108, %111) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.memref<bf16, register, ((1,4),2,1):((0,1),4,0)>
      %c0_i32 = arith.constant 0 : i32
      %113 = vector.broadcast %c0_i32 : i32 to vector<8xi32>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %115 = fly.slice(%78, %114) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
      fly.copy(%34, %115, %86) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> ()
      %116 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %117 = fly.slice(%83, %116) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
      fly.copy(%34, %117, %96) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
      fly.memref.store_vec(%113, %94) : (vector<8xi32>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %118 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %119 = fly.slice(%79, %118) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%35, %86, %119) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
      gpu.barrier
      rocdl.sched.barrier none
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %121 = fly.slice(%78, %120) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,128)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
      fly.copy(%34, %121, %86) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>) -> ()
      %122 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %123 = fly.slice(%83, %122) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2,2):((1,0),0,1024,2048)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>
      fly.copy(%34, %123, %97) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,2):((1,0),0,1024)>, !fly.memref<i8, register, ((16,1),1,2):((1,0),0,16)>) -> ()
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %125 = fly.slice(%81, %124) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
      %126 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %127 = fly.slice(%95, %126) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
      fly.copy(%35, %125, %127) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %129 = fly.slice(%87, %128) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<i8, register, (8,2,2):(1,32,8)>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %131 = fly.slice(%92, %130) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<i8, register, (8,1,2):(1,0,8)>
      %132 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %133 = fly.get_shape(%132) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %134 = fly.get_layout(%129) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %135 = fly.get_shape(%134) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %136 = fly.get_layout(%131) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %137 = fly.get_shape(%136) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %138 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %139 = fly.get_shape(%138) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %140 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %141 = fly.get_shape(%140) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %142 = fly.get(%141) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %143 = fly.size(%142) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %144 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %145 = fly.get_shape(%144) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %146 = fly.get(%145) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %147 = fly.size(%146) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %148 = fly.get_layout(%129) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %149 = fly.get_shape(%148) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %150 = fly.get(%149) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %151 = fly.size(%150) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %152 = fly.get_layout(%131) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %153 = fly.get_shape(%152) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %154 = fly.get(%153) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<1>
      %155 = fly.size(%154) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %156 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %157 = fly.get_shape(%156) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %158 = fly.get(%157) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %159 = fly.size(%158) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %160 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %161 = fly.get_shape(%160) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %162 = fly.get(%161) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %163 = fly.size(%162) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %164 = fly.get_layout(%129) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %165 = fly.get_shape(%164) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %166 = fly.get(%165) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %167 = fly.size(%166) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %168 = fly.get_layout(%131) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %169 = fly.get_shape(%168) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %170 = fly.get(%169) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<2>
      %171 = fly.size(%170) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %129, %131, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<i8, register, (8,2,2):(1,32,8)>, !fly.memref<i8, register, (8,1,2):(1,0,8)>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %172 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %173 = fly.slice(%81, %172) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
      %174 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %175 = fly.slice(%95, %174) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
      fly.copy(%35, %173, %175) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %177 = fly.slice(%87, %176) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<i8, register, (8,2,2):(1,32,8)>
      %178 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %179 = fly.slice(%92, %178) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<i8, register, (8,1,2):(1,0,8)>
      %180 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %181 = fly.get_shape(%180) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %182 = fly.get_layout(%177) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %183 = fly.get_shape(%182) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %184 = fly.get_layout(%179) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %185 = fly.get_shape(%184) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %186 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %187 = fly.get_shape(%186) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %188 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %189 = fly.get_shape(%188) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %190 = fly.get(%189) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %191 = fly.size(%190) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %192 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %193 = fly.get_shape(%192) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %194 = fly.get(%193) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %195 = fly.size(%194) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %196 = fly.get_layout(%177) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %197 = fly.get_shape(%196) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %198 = fly.get(%197) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %199 = fly.size(%198) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %200 = fly.get_layout(%179) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %201 = fly.get_shape(%200) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %202 = fly.get(%201) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<1>
      %203 = fly.size(%202) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %204 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %205 = fly.get_shape(%204) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %206 = fly.get(%205) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %207 = fly.size(%206) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %208 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %209 = fly.get_shape(%208) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %210 = fly.get(%209) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %211 = fly.size(%210) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %212 = fly.get_layout(%177) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %213 = fly.get_shape(%212) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %214 = fly.get(%213) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %215 = fly.size(%214) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %216 = fly.get_layout(%179) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %217 = fly.get_shape(%216) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %218 = fly.get(%217) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<2>
      %219 = fly.size(%218) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %177, %179, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<i8, register, (8,2,2):(1,32,8)>, !fly.memref<i8, register, (8,1,2):(1,0,8)>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %220 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %221 = fly.slice(%80, %220) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%35, %86, %221) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
      rocdl.sched.group.barrier vmem_read, 3, 0
      rocdl.sched.group.barrier ds_read, 4, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.barrier none
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %222 = arith.muli %1, %c32_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %223 = arith.muli %2, %c64_i32 : i32
      %thread_id_x_4 = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %224 = arith.divui %thread_id_x_4, %c64 : index
      %thread_id_x_5 = gpu.thread_id x
      %c64_6 = arith.constant 64 : index
      %225 = arith.remui %thread_id_x_5, %c64_6 : index
      %c16 = arith.constant 16 : index
      %226 = arith.divui %225, %c16 : index
      %c16_7 = arith.constant 16 : index
      %227 = arith.remui %225, %c16_7 : index
      %228 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %229 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %230 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %231 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %232 = fly.get_layout(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_8 = arith.constant 0 : i16
      %c4294967295_i64_9 = arith.constant 4294967295 : i64
      %c159744_i32_10 = arith.constant 159744 : i32
      %233 = fly.make_ptr(%231, %c0_i16_8, %c4294967295_i64_9, %c159744_i32_10) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %234 = fly.make_view(%233, %232) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %235 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %236 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %237 = fly.make_layout(%235, %236) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %238 = fly.logical_divide(%234, %237) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %239 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %240 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %241 = fly.make_ordered_layout(%239, %240) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %242 = fly.memref.alloca(%241) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %c0 = arith.constant 0 : index
      %243 = arith.addi %c0, %224 : index
      %c16_11 = arith.constant 16 : index
      %244 = arith.muli %243, %c16_11 : index
      %245 = arith.index_cast %223 : i32 to index
      %246 = arith.addi %245, %244 : index
      %247 = arith.addi %246, %227 : index
      %248 = arith.index_cast %247 : index to i32
      %249 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
      %250 = fly.slice(%238, %249) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%228, %250, %242) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %251 = fly.memref.load_vec(%242) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %252 = fly.get_layout(%242) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %253 = fly.get_shape(%252) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %254 = vector.extract %251[0] : f32 from vector<1xf32>
      %255 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %256 = fly.get_layout(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_12 = arith.constant 0 : i16
      %c4294967295_i64_13 = arith.constant 4294967295 : i64
      %c159744_i32_14 = arith.constant 159744 : i32
      %257 = fly.make_ptr(%255, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %258 = fly.make_view(%257, %256) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %259 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %260 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %261 = fly.make_layout(%259, %260) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %262 = fly.logical_divide(%258, %261) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>
      %263 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %264 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %265 = fly.make_ordered_layout(%263, %264) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %266 = fly.memref.alloca(%265) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %c0_i32_15 = arith.constant 0 : i32
      %267 = arith.addi %222, %c0_i32_15 : i32
      %c4 = arith.constant 4 : index
      %268 = arith.muli %226, %c4 : index
      %269 = arith.index_cast %267 : i32 to index
      %270 = arith.addi %269, %268 : index
      %c4_i32 = arith.constant 4 : i32
      %271 = arith.index_cast %c4_i32 : i32 to index
      %272 = arith.divui %270, %271 : index
      %273 = arith.index_cast %272 : index to i32
      %274 = fly.make_int_tuple(%273) : (i32) -> !fly.int_tuple<(*,?)>
      %275 = fly.slice(%262, %274) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%229, %275, %266) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %276 = fly.memref.load_vec(%266) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %277 = fly.get_layout(%266) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %278 = fly.get_shape(%277) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %279 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %280 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %281 = fly.make_ordered_layout(%279, %280) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %282 = fly.memref.alloca(%281) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %c16_i32 = arith.constant 16 : i32
      %283 = arith.addi %222, %c16_i32 : i32
      %c4_16 = arith.constant 4 : index
      %284 = arith.muli %226, %c4_16 : index
      %285 = arith.index_cast %283 : i32 to index
      %286 = arith.addi %285, %284 : index
      %c4_i32_17 = arith.constant 4 : i32
      %287 = arith.index_cast %c4_i32_17 : i32 to index
      %288 = arith.divui %286, %287 : index
      %289 = arith.index_cast %288 : index to i32
      %290 = fly.make_int_tuple(%289) : (i32) -> !fly.int_tuple<(*,?)>
      %291 = fly.slice(%262, %290) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%229, %291, %282) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %292 = fly.memref.load_vec(%282) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %293 = fly.get_layout(%282) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %294 = fly.get_shape(%293) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %295 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %296 = fly.slice(%82, %295) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
      %297 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %298 = fly.slice(%95, %297) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
      fly.copy(%35, %296, %298) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
      %299 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %300 = fly.slice(%87, %299) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<i8, register, (8,2,2):(1,32,8)>
      %301 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %302 = fly.slice(%93, %301) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<i8, register, (8,1,2):(1,0,8)>
      %303 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %304 = fly.get_shape(%303) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %305 = fly.get_layout(%300) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %306 = fly.get_shape(%305) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %307 = fly.get_layout(%302) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %308 = fly.get_shape(%307) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %309 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %310 = fly.get_shape(%309) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %311 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %312 = fly.get_shape(%311) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %313 = fly.get(%312) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %314 = fly.size(%313) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %315 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %316 = fly.get_shape(%315) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %317 = fly.get(%316) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %318 = fly.size(%317) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %319 = fly.get_layout(%300) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %320 = fly.get_shape(%319) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %321 = fly.get(%320) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %322 = fly.size(%321) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %323 = fly.get_layout(%302) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %324 = fly.get_shape(%323) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %325 = fly.get(%324) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<1>
      %326 = fly.size(%325) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %327 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %328 = fly.get_shape(%327) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %329 = fly.get(%328) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %330 = fly.size(%329) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %331 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %332 = fly.get_shape(%331) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %333 = fly.get(%332) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %334 = fly.size(%333) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %335 = fly.get_layout(%300) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %336 = fly.get_shape(%335) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %337 = fly.get(%336) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %338 = fly.size(%337) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %339 = fly.get_layout(%302) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %340 = fly.get_shape(%339) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %341 = fly.get(%340) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<2>
      %342 = fly.size(%341) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %300, %302, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<i8, register, (8,2,2):(1,32,8)>, !fly.memref<i8, register, (8,1,2):(1,0,8)>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      %343 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %344 = fly.slice(%82, %343) : (!fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2,2):((1,0),2048,64), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>
      %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %346 = fly.slice(%95, %345) : (!fly.memref<i8, register, ((16,1),2,2):((1,0),32,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<i8, register, ((16,1),2):((1,0),32)>
      fly.copy(%35, %344, %346) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<i8, shared, S<3,4,3> o ?{div=16} o ((16,1),2):((1,0),2048), align<16>>, !fly.memref<i8, register, ((16,1),2):((1,0),32)>) -> ()
      %347 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %348 = fly.slice(%87, %347) : (!fly.memref<i8, register, (8,2,(2,2)):(1,32,(8,16))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<i8, register, (8,2,2):(1,32,8)>
      %349 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %350 = fly.slice(%93, %349) : (!fly.memref<i8, register, (8,1,(2,2)):(1,0,(8,16))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<i8, register, (8,1,2):(1,0,8)>
      %351 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %352 = fly.get_shape(%351) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %353 = fly.get_layout(%348) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %354 = fly.get_shape(%353) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %355 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %356 = fly.get_shape(%355) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %357 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %358 = fly.get_shape(%357) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %359 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %360 = fly.get_shape(%359) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %361 = fly.get(%360) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %362 = fly.size(%361) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %363 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %364 = fly.get_shape(%363) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %365 = fly.get(%364) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %366 = fly.size(%365) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %367 = fly.get_layout(%348) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %368 = fly.get_shape(%367) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %369 = fly.get(%368) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %370 = fly.size(%369) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %371 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %372 = fly.get_shape(%371) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %373 = fly.get(%372) {mode = array<i32: 1>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<1>
      %374 = fly.size(%373) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %375 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %376 = fly.get_shape(%375) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %377 = fly.get(%376) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<2>
      %378 = fly.size(%377) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %379 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %380 = fly.get_shape(%379) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %381 = fly.get(%380) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,1)>) -> !fly.int_tuple<1>
      %382 = fly.size(%381) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %383 = fly.get_layout(%348) : (!fly.memref<i8, register, (8,2,2):(1,32,8)>) -> !fly.layout<(8,2,2):(1,32,8)>
      %384 = fly.get_shape(%383) : (!fly.layout<(8,2,2):(1,32,8)>) -> !fly.int_tuple<(8,2,2)>
      %385 = fly.get(%384) {mode = array<i32: 2>} : (!fly.int_tuple<(8,2,2)>) -> !fly.int_tuple<2>
      %386 = fly.size(%385) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %387 = fly.get_layout(%350) : (!fly.memref<i8, register, (8,1,2):(1,0,8)>) -> !fly.layout<(8,1,2):(1,0,8)>
      %388 = fly.get_shape(%387) : (!fly.layout<(8,1,2):(1,0,8)>) -> !fly.int_tuple<(8,1,2)>
      %389 = fly.get(%388) {mode = array<i32: 2>} : (!fly.int_tuple<(8,1,2)>) -> !fly.int_tuple<2>
      %390 = fly.size(%389) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg8, %94, %348, %350, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (i8, i8) -> i32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>, !fly.memref<i8, register, (8,2,2):(1,32,8)>, !fly.memref<i8, register, (8,1,2):(1,0,8)>, !fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      rocdl.sched.group.barrier vmem_read, 3, 0
      rocdl.sched.group.barrier ds_read, 4, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.barrier none
      %391 = fly.memref.load_vec(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> vector<8xi32>
      %392 = fly.get_layout(%94) : (!fly.memref<i32, register, ((4,1),2,1):((1,0),4,0)>) -> !fly.layout<((4,1),2,1):((1,0),4,0)>
      %393 = fly.get_shape(%392) : (!fly.layout<((4,1),2,1):((1,0),4,0)>) -> !fly.int_tuple<((4,1),2,1)>
      %394 = vector.extract %391[0] : i32 from vector<8xi32>
      %395 = arith.sitofp %394 : i32 to f32
      %396 = vector.extract %276[0] : f32 from vector<4xf32>
      %397 = arith.mulf %395, %396 : f32
      %398 = arith.mulf %397, %254 : f32
      %399 = arith.truncf %398 : f32 to bf16
      %400 = vector.extract %391[1] : i32 from vector<8xi32>
      %401 = arith.sitofp %400 : i32 to f32
      %402 = vector.extract %276[1] : f32 from vector<4xf32>
      %403 = arith.mulf %401, %402 : f32
      %404 = arith.mulf %403, %254 : f32
      %405 = arith.truncf %404 : f32 to bf16
      %406 = vector.extract %391[2] : i32 from vector<8xi32>
      %407 = arith.sitofp %406 : i32 to f32
      %408 = vector.extract %276[2] : f32 from vector<4xf32>
      %409 = arith.mulf %407, %408 : f32
      %410 = arith.mulf %409, %254 : f32
      %411 = arith.truncf %410 : f32 to bf16
      %412 = vector.extract %391[3] : i32 from vector<8xi32>
      %413 = arith.sitofp %412 : i32 to f32
      %414 = vector.extract %276[3] : f32 from vector<4xf32>
      %415 = arith.mulf %413, %414 : f32
      %416 = arith.mulf %415, %254 : f32
      %417 = arith.truncf %416 : f32 to bf16
      %418 = vector.extract %391[4] : i32 from vector<8xi32>
      %419 = arith.sitofp %418 : i32 to f32
      %420 = vector.extract %292[0] : f32 from vector<4xf32>
      %421 = arith.mulf %419, %420 : f32
      %422 = arith.mulf %421, %254 : f32
      %423 = arith.truncf %422 : f32 to bf16
      %424 = vector.extract %391[5] : i32 from vector<8xi32>
      %425 = arith.sitofp %424 : i32 to f32
      %426 = vector.extract %292[1] : f32 from vector<4xf32>
      %427 = arith.mulf %425, %426 : f32
      %428 = arith.mulf %427, %254 : f32
      %429 = arith.truncf %428 : f32 to bf16
      %430 = vector.extract %391[6] : i32 from vector<8xi32>
      %431 = arith.sitofp %430 : i32 to f32
      %432 = vector.extract %292[2] : f32 from vector<4xf32>
      %433 = arith.mulf %431, %432 : f32
      %434 = arith.mulf %433, %254 : f32
      %435 = arith.truncf %434 : f32 to bf16
      %436 = vector.extract %391[7] : i32 from vector<8xi32>
      %437 = arith.sitofp %436 : i32 to f32
      %438 = vector.extract %292[3] : f32 from vector<4xf32>
      %439 = arith.mulf %437, %438 : f32
      %440 = arith.mulf %439, %254 : f32
      %441 = arith.truncf %440 : f32 to bf16
      %442 = vector.from_elements %399, %405, %411, %417, %423, %429, %435, %441 : vector<8xbf16>
      fly.memref.store_vec(%442, %111) : (vector<8xbf16>, !fly.memref<bf16, register, ((4,1),2,1):((1,0),4,0)>) -> ()
      fly.copy(%98, %112, %110) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, ((1,4),2,1):((0,1),4,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),2,1):((0,64),1024,0)>) -> ()
      gpu.return
    }
  }
}
