// FlyDSL 0.4.2: preshuffle_gemm/fp8_m20_n128_k512 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_0(%arg0: !fly.memref<bf16, global, (65536,128):(128,1)>, %arg1: !fly.memref<i8, global, (65536,512):(512,1)>, %arg2: !fly.memref<i8, global, ((16,8),(16,4,8)):((16,8192),(1,256,1024))>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<bf16, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (f8E4M3FN, f8E4M3FN) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(8,4,2):(1,16,8)]>>, %arg9: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,16),(1,16)):((256,1),(1,16))>, !fly.tile<[16|256]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %3 = arith.index_cast %block_id_z : index to i32
      %4 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,4,1)>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1,0)>
      %7 = fly.make_layout(%5, %6) : (!fly.int_tuple<(1,4,1)>, !fly.int_tuple<(0,1,0)>) -> !fly.layout<(1,4,1):(0,1,0)>
      %8 = fly.make_int_tuple() : () -> !fly.int_tuple<(32,4)>
      %9 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,32)>
      %10 = fly.make_layout(%8, %9) : (!fly.int_tuple<(32,4)>, !fly.int_tuple<(1,32)>) -> !fly.layout<(32,4):(1,32)>
      %11 = fly.static : !fly.tile<[*|*|(32,4):(1,32)]>
      %12 = fly.make_tiled_mma(%4, %7, %11) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>
      %13 = arith.extsi %arg6 : i32 to i64
      %c512_i64 = arith.constant 512 : i64
      %14 = arith.muli %13, %c512_i64 : i64
      %c1_i64 = arith.constant 1 : i64
      %15 = arith.muli %14, %c1_i64 : i64
      %16 = fly.get_iter(%arg1) : (!fly.memref<i8, global, (65536,512):(512,1)>) -> !fly.ptr<i8, global>
      %17 = fly.get_layout(%arg1) : (!fly.memref<i8, global, (65536,512):(512,1)>) -> !fly.layout<(65536,512):(512,1)>
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %18 = fly.make_ptr(%16, %c0_i16, %15, %c159744_i32) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
      %19 = fly.make_view(%18, %17) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(65536,512):(512,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (65536,512):(512,1)>
      %20 = fly.get_iter(%arg2) : (!fly.memref<i8, global, ((16,8),(16,4,8)):((16,8192),(1,256,1024))>) -> !fly.ptr<i8, global>
      %21 = fly.get_layout(%arg2) : (!fly.memref<i8, global, ((16,8),(16,4,8)):((16,8192),(1,256,1024))>) -> !fly.layout<((16,8),(16,4,8)):((16,8192),(1,256,1024))>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32_1 = arith.constant 159744 : i32
      %22 = fly.make_ptr(%20, %c0_i16_0, %c4294967295_i64, %c159744_i32_1) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
      %23 = fly.make_view(%22, %21) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<((16,8),(16,4,8)):((16,8192),(1,256,1024))>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,8),(16,4,8)):((16,8192),(1,256,1024))>
      %24 = arith.extsi %arg6 : i32 to i64
      %c128_i64 = arith.constant 128 : i64
      %25 = arith.muli %24, %c128_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %26 = arith.muli %25, %c2_i64 : i64
      %27 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (65536,128):(128,1)>) -> !fly.ptr<bf16, global>
      %28 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (65536,128):(128,1)>) -> !fly.layout<(65536,128):(128,1)>
      %c0_i16_2 = arith.constant 0 : i16
      %c159744_i32_3 = arith.constant 159744 : i32
      %29 = fly.make_ptr(%27, %c0_i16_2, %26, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %30 = fly.make_view(%29, %28) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(65536,128):(128,1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,128):(128,1)>
      %31 = fly.static : !fly.tile<[16|256]>
      %32 = fly.flat_divide(%19, %31) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (65536,512):(512,1)>, !fly.tile<[16|256]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,256,4096,2):(512,1,8192,256)>
      %33 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %34 = fly.slice(%32, %33) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (16,256,4096,2):(512,1,8192,256)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (16,256,2):(512,1,256)>
      %35 = fly.static : !fly.tile<[64|256]>
      %36 = fly.flat_divide(%23, %35) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,8),(16,4,8)):((16,8192),(1,256,1024))>, !fly.tile<[64|256]>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,16),2,2):((16,8192),(1,256),32768,4096)>
      %37 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %38 = fly.slice(%36, %37) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,16),2,2):((16,8192),(1,256),32768,4096)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,16),2):((16,8192),(1,256),4096)>
      %39 = fly.static : !fly.tile<[16|64]>
      %40 = fly.flat_divide(%30, %39) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (65536,128):(128,1)>, !fly.tile<[16|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (16,64,4096,2):(128,1,2048,64)>
      %41 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %42 = fly.slice(%40, %41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (16,64,4096,2):(128,1,2048,64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (16,64):(128,1)>
      %43 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>
      %44 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 8>
      %45 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %46 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %47 = fly.static : !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>
      %48 = fly.static : !fly.int_tuple<(16,64,128)>
      %49 = fly.select(%48) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<16>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_layout(%49, %50) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %52 = fly.select(%48) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<128>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %54 = fly.make_layout(%52, %53) : (!fly.int_tuple<128>, !fly.int_tuple<1>) -> !fly.layout<128:1>
      %55 = fly.static : !fly.tile<[16:1|128:1]>
      %56 = fly.make_tiled_copy(%43, %47, %55) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>, !fly.tile<[16:1|128:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>, !fly.tile<[16:1|128:1]>>
      %57 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %58 = fly.static : !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>
      %59 = fly.static : !fly.int_tuple<(16,64,128)>
      %60 = fly.select(%59) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<64>
      %61 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %62 = fly.make_layout(%60, %61) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %63 = fly.select(%59) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<128>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %65 = fly.make_layout(%63, %64) : (!fly.int_tuple<128>, !fly.int_tuple<1>) -> !fly.layout<128:1>
      %66 = fly.static : !fly.tile<[64:1|128:1]>
      %67 = fly.make_tiled_copy(%43, %58, %66) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>, !fly.tile<[64:1|128:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>, !fly.tile<[64:1|128:1]>>
      %68 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %69 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %70 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %71 = fly.recast_iter(%69) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FN, shared, align<16>>
      %72 = fly.recast_iter(%70) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f8E4M3FN, shared, align<16>>
      %73 = fly.static : !fly.swizzle<S<4,4,4>>
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,256)>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %76 = fly.make_ordered_layout(%74, %75) : (!fly.int_tuple<(16,256)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,256):(256,1)>
      %77 = fly.coprofile(%76) : (!fly.layout<(16,256):(256,1)>) -> !fly.int_tuple<0>
      %78 = fly.make_composed_layout(%73, %77, %76) : (!fly.swizzle<S<4,4,4>>, !fly.int_tuple<0>, !fly.layout<(16,256):(256,1)>) -> !fly.composed_layout<S<4,4,4> o 0 o (16,256):(256,1)>
      %79 = fly.make_view(%71, %78) : (!fly.ptr<f8E4M3FN, shared, align<16>>, !fly.composed_layout<S<4,4,4> o 0 o (16,256):(256,1)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>
      %80 = fly.static : !fly.swizzle<S<4,4,4>>
      %81 = fly.make_int_tuple() : () -> !fly.int_tuple<(16,256)>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %83 = fly.make_ordered_layout(%81, %82) : (!fly.int_tuple<(16,256)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(16,256):(256,1)>
      %84 = fly.coprofile(%83) : (!fly.layout<(16,256):(256,1)>) -> !fly.int_tuple<0>
      %85 = fly.make_composed_layout(%80, %84, %83) : (!fly.swizzle<S<4,4,4>>, !fly.int_tuple<0>, !fly.layout<(16,256):(256,1)>) -> !fly.composed_layout<S<4,4,4> o 0 o (16,256):(256,1)>
      %86 = fly.make_view(%72, %85) : (!fly.ptr<f8E4M3FN, shared, align<16>>, !fly.composed_layout<S<4,4,4> o 0 o (16,256):(256,1)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>
      %87 = fly.tiled_copy.partition_src(%arg9, %34, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,16),(1,16)):((256,1),(1,16))>, !fly.tile<[16|256]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, (16,256,2):(512,1,256)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,256)>
      %88 = fly.tiled_copy.partition_dst(%arg9, %79, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,16),(1,16)):((256,1),(1,16))>, !fly.tile<[16|256]>>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %89 = fly.tiled_copy.partition_dst(%arg9, %86, %46) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.layout<((16,16),(1,16)):((256,1),(1,16))>, !fly.tile<[16|256]>>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %90 = fly.tiled_copy.partition_src(%56, %79, %57) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>, !fly.tile<[16:1|128:1]>>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>
      %91 = fly.tiled_copy.partition_src(%56, %86, %57) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>, !fly.tile<[16:1|128:1]>>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>
      %92 = fly.tiled_copy.partition_src(%67, %38, %68) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>, !fly.tile<[64:1|128:1]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,16),2):((16,8192),(1,256),4096)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2,2):((1,256),0,2048,4096)>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %94 = fly.slice(%88, %93) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      %95 = fly.make_fragment_like(%94) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> !fly.memref<f8E4M3FN, register, ((16,1),1,1):((1,0),0,0)>
      %96 = fly.mma.make_fragment(a, %12, %79) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o 0 o (16,256):(256,1), align<16>>) -> !fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>
      %97 = fly.tiled_mma.partition(b, %12, %38, %45) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,4),(16,16),2):((16,8192),(1,256),4096)>, !fly.int_tuple<?>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2,2):((1,256),0,2048,4096)>
      %98 = fly.get_layout(%97) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2,2):((1,256),0,2048,4096)>) -> !fly.layout<((16,2),1,2,2):((1,256),0,2048,4096)>
      %99 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %100 = fly.slice(%98, %99) : (!fly.layout<((16,2),1,2,2):((1,256),0,2048,4096)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.layout<((16,2),1,2):((1,256),0,2048)>
      %101 = fly.make_fragment_like(%100, f8E4M3FN) : (!fly.layout<((16,2),1,2):((1,256),0,2048)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>
      %102 = fly.make_fragment_like(%100, f8E4M3FN) : (!fly.layout<((16,2),1,2):((1,256),0,2048)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>
      %103 = fly.mma.make_fragment(c, %12, %42) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (16,64):(128,1)>) -> !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>
      %104 = fly.tiled_copy.retile(%56, %96) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,512,0),(16,(0,0)))>, !fly.tile<[16:1|128:1]>>, !fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>
      %105 = fly.tiled_copy.retile(%67, %101) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>, !fly.tile<[64:1|128:1]>>, !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>
      %106 = fly.tiled_copy.retile(%67, %102) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.layout<((16,4,4),(32,(1,1))):((1,2048,16),(64,(0,0)))>, !fly.tile<[64:1|128:1]>>, !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>
      %107 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %108 = fly.static : !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>
      %109 = fly.static : !fly.int_tuple<(16,64,128)>
      %110 = fly.select(%109) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<16>
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %112 = fly.make_layout(%110, %111) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %113 = fly.select(%109) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,128)>) -> !fly.int_tuple<64>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %115 = fly.make_layout(%113, %114) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %116 = fly.static : !fly.tile<[16:1|64:1]>
      %117 = fly.make_tiled_copy(%107, %108, %116) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>
      %118 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %119 = fly.tiled_copy.partition_src(%117, %42, %118) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (16,64):(128,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),1,1):((0,128),0,0)>
      %120 = fly.make_fragment_like(%103, bf16) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>
      %121 = fly.tiled_copy.retile(%117, %120) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.memref<bf16, register, ((1,4),1,1):((0,1),0,0)>
      %cst = arith.constant 0.000000e+00 : f32
      %122 = vector.broadcast %cst : f32 to vector<4xf32>
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %124 = fly.slice(%87, %123) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,256)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
      fly.copy(%43, %124, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, ((16,1),1,1):((1,0),0,0)>) -> ()
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %126 = fly.slice(%92, %125) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2,2):((1,256),0,2048,4096)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2):((1,256),0,2048)>
      fly.copy(%43, %126, %105) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2):((1,256),0,2048)>, !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>) -> ()
      fly.memref.store_vec(%122, %103) : (vector<4xf32>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      %127 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %128 = fly.slice(%88, %127) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%44, %95, %128) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
      gpu.barrier
      rocdl.sched.barrier none
      %129 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %130 = fly.slice(%87, %129) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1,2):((1,0),0,0,256)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>
      fly.copy(%43, %130, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, ((16,1),1,1):((1,0),0,0)>) -> ()
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %132 = fly.slice(%92, %131) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2,2):((1,256),0,2048,4096)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2):((1,256),0,2048)>
      fly.copy(%43, %132, %106) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 8>, !fly.memref<i8, #fly_rocdl.buffer_desc, ((16,2),1,2):((1,256),0,2048)>, !fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>) -> ()
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %134 = fly.slice(%90, %133) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>
      %135 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %136 = fly.slice(%104, %135) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      fly.copy(%44, %134, %136) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> ()
      %137 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %138 = fly.slice(%96, %137) : (!fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, (32,1):(1,0)>
      %139 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %140 = fly.slice(%101, %139) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      %141 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %142 = fly.get_shape(%141) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %143 = fly.get_layout(%138) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %144 = fly.get_shape(%143) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %145 = fly.get_layout(%140) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %146 = fly.get_shape(%145) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %147 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %148 = fly.get_shape(%147) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %149 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %150 = fly.get_shape(%149) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %151 = fly.get(%150) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %152 = fly.size(%151) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %153 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %154 = fly.get_shape(%153) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %155 = fly.get(%154) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %156 = fly.size(%155) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %157 = fly.get_layout(%138) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %158 = fly.get_shape(%157) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %159 = fly.get(%158) {mode = array<i32: 1>} : (!fly.int_tuple<(32,1)>) -> !fly.int_tuple<1>
      %160 = fly.size(%159) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %161 = fly.get_layout(%140) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %162 = fly.get_shape(%161) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %163 = fly.get(%162) {mode = array<i32: 1>} : (!fly.int_tuple<((16,2),1)>) -> !fly.int_tuple<1>
      %164 = fly.size(%163) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %165 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %166 = fly.get_shape(%165) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %167 = fly.get(%166) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %168 = fly.size(%167) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %169 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %170 = fly.get_shape(%169) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %171 = fly.get(%170) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %172 = fly.size(%171) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%12, %103, %138, %140, %103) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, (32,1):(1,0)>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      %173 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %174 = fly.slice(%90, %173) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>
      %175 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %176 = fly.slice(%104, %175) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      fly.copy(%44, %174, %176) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> ()
      %177 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %178 = fly.slice(%96, %177) : (!fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, (32,1):(1,0)>
      %179 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %180 = fly.slice(%101, %179) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      %181 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %182 = fly.get_shape(%181) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %183 = fly.get_layout(%178) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %184 = fly.get_shape(%183) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %185 = fly.get_layout(%180) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %186 = fly.get_shape(%185) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %187 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %188 = fly.get_shape(%187) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %189 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %190 = fly.get_shape(%189) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %191 = fly.get(%190) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %192 = fly.size(%191) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %193 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %194 = fly.get_shape(%193) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %195 = fly.get(%194) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %196 = fly.size(%195) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %197 = fly.get_layout(%178) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %198 = fly.get_shape(%197) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %199 = fly.get(%198) {mode = array<i32: 1>} : (!fly.int_tuple<(32,1)>) -> !fly.int_tuple<1>
      %200 = fly.size(%199) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %201 = fly.get_layout(%180) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %202 = fly.get_shape(%201) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %203 = fly.get(%202) {mode = array<i32: 1>} : (!fly.int_tuple<((16,2),1)>) -> !fly.int_tuple<1>
      %204 = fly.size(%203) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %205 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %206 = fly.get_shape(%205) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %207 = fly.get(%206) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %208 = fly.size(%207) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %209 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %210 = fly.get_shape(%209) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %211 = fly.get(%210) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %212 = fly.size(%211) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%12, %103, %178, %180, %103) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, (32,1):(1,0)>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      %213 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*)>
      %214 = fly.slice(%89, %213) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>, !fly.int_tuple<(*,*,*)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>
      fly.copy(%44, %95, %214) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, register, ((16,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=16} o ((16,1),1,1):((1,0),0,0), align<16>>) -> ()
      rocdl.sched.group.barrier vmem_read, 2, 0
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      gpu.barrier
      %c16_i32 = arith.constant 16 : i32
      %215 = arith.muli %1, %c16_i32 : i32
      %c64_i32 = arith.constant 64 : i32
      %216 = arith.muli %2, %c64_i32 : i32
      %thread_id_x_4 = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %217 = arith.divui %thread_id_x_4, %c64 : index
      %thread_id_x_5 = gpu.thread_id x
      %c64_6 = arith.constant 64 : index
      %218 = arith.remui %thread_id_x_5, %c64_6 : index
      %c16 = arith.constant 16 : index
      %219 = arith.divui %218, %c16 : index
      %c16_7 = arith.constant 16 : index
      %220 = arith.remui %218, %c16_7 : index
      %221 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %222 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %223 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %224 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %225 = fly.get_layout(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_8 = arith.constant 0 : i16
      %c4294967295_i64_9 = arith.constant 4294967295 : i64
      %c159744_i32_10 = arith.constant 159744 : i32
      %226 = fly.make_ptr(%224, %c0_i16_8, %c4294967295_i64_9, %c159744_i32_10) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %227 = fly.make_view(%226, %225) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %228 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %229 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %230 = fly.make_layout(%228, %229) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %231 = fly.logical_divide(%227, %230) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %232 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %233 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %234 = fly.make_ordered_layout(%232, %233) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %235 = fly.memref.alloca(%234) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      %c0 = arith.constant 0 : index
      %236 = arith.addi %c0, %217 : index
      %c16_11 = arith.constant 16 : index
      %237 = arith.muli %236, %c16_11 : index
      %238 = arith.index_cast %216 : i32 to index
      %239 = arith.addi %238, %237 : index
      %240 = arith.addi %239, %220 : index
      %241 = arith.index_cast %240 : index to i32
      %242 = fly.make_int_tuple(%241) : (i32) -> !fly.int_tuple<(*,?)>
      %243 = fly.slice(%231, %242) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%221, %243, %235) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %244 = fly.memref.load_vec(%235) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %245 = fly.get_layout(%235) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %246 = fly.get_shape(%245) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %247 = vector.extract %244[0] : f32 from vector<1xf32>
      %248 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %249 = fly.get_layout(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_12 = arith.constant 0 : i16
      %c4294967295_i64_13 = arith.constant 4294967295 : i64
      %c159744_i32_14 = arith.constant 159744 : i32
      %250 = fly.make_ptr(%248, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %251 = fly.make_view(%250, %249) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %252 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %253 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %254 = fly.make_layout(%252, %253) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %255 = fly.logical_divide(%251, %254) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>
      %256 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %257 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %258 = fly.make_ordered_layout(%256, %257) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %259 = fly.memref.alloca(%258) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %c0_i32 = arith.constant 0 : i32
      %260 = arith.addi %215, %c0_i32 : i32
      %c4 = arith.constant 4 : index
      %261 = arith.muli %219, %c4 : index
      %262 = arith.index_cast %260 : i32 to index
      %263 = arith.addi %262, %261 : index
      %c4_i32 = arith.constant 4 : i32
      %264 = arith.index_cast %c4_i32 : i32 to index
      %265 = arith.divui %263, %264 : index
      %266 = arith.index_cast %265 : index to i32
      %267 = fly.make_int_tuple(%266) : (i32) -> !fly.int_tuple<(*,?)>
      %268 = fly.slice(%255, %267) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%222, %268, %259) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %269 = fly.memref.load_vec(%259) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %270 = fly.get_layout(%259) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %271 = fly.get_shape(%270) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %272 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %273 = fly.slice(%91, %272) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>
      %274 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %275 = fly.slice(%104, %274) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      fly.copy(%44, %273, %275) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> ()
      %276 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %277 = fly.slice(%96, %276) : (!fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, (32,1):(1,0)>
      %278 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %279 = fly.slice(%102, %278) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      %280 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %281 = fly.get_shape(%280) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %282 = fly.get_layout(%277) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %283 = fly.get_shape(%282) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %284 = fly.get_layout(%279) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %285 = fly.get_shape(%284) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %286 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %287 = fly.get_shape(%286) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %288 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %289 = fly.get_shape(%288) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %290 = fly.get(%289) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %291 = fly.size(%290) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %292 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %293 = fly.get_shape(%292) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %294 = fly.get(%293) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %295 = fly.size(%294) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %296 = fly.get_layout(%277) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %297 = fly.get_shape(%296) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %298 = fly.get(%297) {mode = array<i32: 1>} : (!fly.int_tuple<(32,1)>) -> !fly.int_tuple<1>
      %299 = fly.size(%298) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %300 = fly.get_layout(%279) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %301 = fly.get_shape(%300) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %302 = fly.get(%301) {mode = array<i32: 1>} : (!fly.int_tuple<((16,2),1)>) -> !fly.int_tuple<1>
      %303 = fly.size(%302) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %304 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %305 = fly.get_shape(%304) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %306 = fly.get(%305) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %307 = fly.size(%306) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %308 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %309 = fly.get_shape(%308) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %310 = fly.get(%309) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %311 = fly.size(%310) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%12, %103, %277, %279, %103) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, (32,1):(1,0)>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      %312 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %313 = fly.slice(%91, %312) : (!fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1,2):((1,16),0,128), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>
      %314 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %315 = fly.slice(%104, %314) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      fly.copy(%44, %313, %315) : (!fly.copy_atom<!fly.universal_copy<128>, 8>, !fly.memref<f8E4M3FN, shared, S<4,4,4> o ?{div=32} o ((16,2),1):((1,16),0), align<16>>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> ()
      %316 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %317 = fly.slice(%96, %316) : (!fly.memref<f8E4M3FN, register, (32,1,2):(1,0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, (32,1):(1,0)>
      %318 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %319 = fly.slice(%102, %318) : (!fly.memref<f8E4M3FN, register, ((16,2),1,2):((1,16),0,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>
      %320 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %321 = fly.get_shape(%320) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %322 = fly.get_layout(%317) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %323 = fly.get_shape(%322) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %324 = fly.get_layout(%319) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %325 = fly.get_shape(%324) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %326 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %327 = fly.get_shape(%326) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %328 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %329 = fly.get_shape(%328) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %330 = fly.get(%329) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %331 = fly.size(%330) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %332 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %333 = fly.get_shape(%332) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %334 = fly.get(%333) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %335 = fly.size(%334) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %336 = fly.get_layout(%317) : (!fly.memref<f8E4M3FN, register, (32,1):(1,0)>) -> !fly.layout<(32,1):(1,0)>
      %337 = fly.get_shape(%336) : (!fly.layout<(32,1):(1,0)>) -> !fly.int_tuple<(32,1)>
      %338 = fly.get(%337) {mode = array<i32: 1>} : (!fly.int_tuple<(32,1)>) -> !fly.int_tuple<1>
      %339 = fly.size(%338) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %340 = fly.get_layout(%319) : (!fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>) -> !fly.layout<((16,2),1):((1,16),0)>
      %341 = fly.get_shape(%340) : (!fly.layout<((16,2),1):((1,16),0)>) -> !fly.int_tuple<((16,2),1)>
      %342 = fly.get(%341) {mode = array<i32: 1>} : (!fly.int_tuple<((16,2),1)>) -> !fly.int_tuple<1>
      %343 = fly.size(%342) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %344 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %345 = fly.get_shape(%344) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %346 = fly.get(%345) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %347 = fly.size(%346) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      %348 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %349 = fly.get_shape(%348) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %350 = fly.get(%349) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),1,1)>) -> !fly.int_tuple<1>
      %351 = fly.size(%350) : (!fly.int_tuple<1>) -> !fly.int_tuple<1>
      fly.gemm(%12, %103, %317, %319, %103) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f8E4M3FN, f8E4M3FN) -> f32, opselA = 0, opselB = 0>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(32,4):(1,32)]>>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>, !fly.memref<f8E4M3FN, register, (32,1):(1,0)>, !fly.memref<f8E4M3FN, register, ((16,2),1):((1,16),0)>, !fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      rocdl.sched.group.barrier vmem_read, 2, 0
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      %352 = fly.memref.load_vec(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> vector<4xf32>
      %353 = fly.get_layout(%103) : (!fly.memref<f32, register, ((4,1),1,1):((1,0),0,0)>) -> !fly.layout<((4,1),1,1):((1,0),0,0)>
      %354 = fly.get_shape(%353) : (!fly.layout<((4,1),1,1):((1,0),0,0)>) -> !fly.int_tuple<((4,1),1,1)>
      %355 = vector.extract %352[0] : f32 from vector<4xf32>
      %356 = vector.extract %269[0] : f32 from vector<4xf32>
      %357 = arith.mulf %355, %356 : f32
      %358 = arith.mulf %357, %247 : f32
      %359 = arith.truncf %358 : f32 to bf16
      %360 = vector.extract %352[1] : f32 from vector<4xf32>
      %361 = vector.extract %269[1] : f32 from vector<4xf32>
      %362 = arith.mulf %360, %361 : f32
      %363 = arith.mulf %362, %247 : f32
      %364 = arith.truncf %363 : f32 to bf16
      %365 = vector.extract %352[2] : f32 from vector<4xf32>
      %366 = vector.extract %269[2] : f32 from vector<4xf32>
      %367 = arith.mulf %365, %366 : f32
      %368 = arith.mulf %367, %247 : f32
      %369 = arith.truncf %368 : f32 to bf16
      %370 = vector.extract %352[3] : f32 from vector<4xf32>
      %371 = vector.extract %269[3] : f32 from vector<4xf32>
      %372 = arith.mulf %370, %371 : f32
      %373 = arith.mulf %372, %247 : f32
      %374 = arith.truncf %373 : f32 to bf16
      %375 = vector.from_elements %359, %364, %369, %374 : vector<4xbf16>
      fly.memref.store_vec(%375, %120) : (vector<4xbf16>, !fly.memref<bf16, register, ((4,1),1,1):((1,0),0,0)>) -> ()
      fly.copy(%107, %121, %119) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, ((1,4),1,1):((0,1),0,0)>, !fly.memref<bf16, #fly_rocdl.buffer_desc, ((1,4),1,1):((0,128),0,0)>) -> ()
      gpu.return
    }
  }
}
