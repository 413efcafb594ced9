// FlyDSL 0.4.2: example04_preshuffle_gemm/f16_m256_n256_k128 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_kernel_0(%arg0: !fly.memref<f16, global, (?,?):(?{i64 div=16},1)>, %arg1: !fly.memref<f16, global, ((16,16),(8,4,4)):((8,2048),(1,128,512))>, %arg2: !fly.memref<f16, global, (?,?):(?{i64 div=16},1)>, %arg3: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, %arg4: !fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %2 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %3 = arith.index_cast %block_id_z : index to i32
      %4 = fly.get_iter(%arg0) : (!fly.memref<f16, global, (?,?):(?{i64 div=16},1)>) -> !fly.ptr<f16, global>
      %5 = fly.get_layout(%arg0) : (!fly.memref<f16, global, (?,?):(?{i64 div=16},1)>) -> !fly.layout<(?,?):(?{i64 div=16},1)>
      %6 = fly.cosize(%5) : (!fly.layout<(?,?):(?{i64 div=16},1)>) -> !fly.int_tuple<?{i64}>
      %7 = fly.get_scalar(%6) : (!fly.int_tuple<?{i64}>) -> i64
      %c2_i64 = arith.constant 2 : i64
      %8 = arith.muli %7, %c2_i64 : i64
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %9 = fly.make_ptr(%4, %c0_i16, %8, %c159744_i32) : (!fly.ptr<f16, global>, i16, i64, i32) -> !fly.ptr<f16, #fly_rocdl.buffer_desc>
      %10 = fly.make_view(%9, %5) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64 div=16},1)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (?,?):(?{i64 div=16},1)>
      %11 = fly.get_iter(%arg1) : (!fly.memref<f16, global, ((16,16),(8,4,4)):((8,2048),(1,128,512))>) -> !fly.ptr<f16, global>
      %12 = fly.get_layout(%arg1) : (!fly.memref<f16, global, ((16,16),(8,4,4)):((8,2048),(1,128,512))>) -> !fly.layout<((16,16),(8,4,4)):((8,2048),(1,128,512))>
      %13 = fly.cosize(%12) : (!fly.layout<((16,16),(8,4,4)):((8,2048),(1,128,512))>) -> !fly.int_tuple<32768>
      %c0_i16_0 = arith.constant 0 : i16
      %c65536_i64 = arith.constant 65536 : i64
      %c159744_i32_1 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%11, %c0_i16_0, %c65536_i64, %c159744_i32_1) : (!fly.ptr<f16, global>, i16, i64, i32) -> !fly.ptr<f16, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %12) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>, !fly.layout<((16,16),(8,4,4)):((8,2048),(1,128,512))>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((16,16),(8,4,4)):((8,2048),(1,128,512))>
      %16 = fly.get_iter(%arg2) : (!fly.memref<f16, global, (?,?):(?{i64 div=16},1)>) -> !fly.ptr<f16, global>
      %17 = fly.get_layout(%arg2) : (!fly.memref<f16, global, (?,?):(?{i64 div=16},1)>) -> !fly.layout<(?,?):(?{i64 div=16},1)>
      %18 = fly.cosize(%17) : (!fly.layout<(?,?):(?{i64 div=16},1)>) -> !fly.int_tuple<?{i64}>
      %19 = fly.get_scalar(%18) : (!fly.int_tuple<?{i64}>) -> i64
      %c2_i64_2 = arith.constant 2 : i64
      %20 = arith.muli %19, %c2_i64_2 : i64
      %c0_i16_3 = arith.constant 0 : i16
      %c159744_i32_4 = arith.constant 159744 : i32
      %21 = fly.make_ptr(%16, %c0_i16_3, %20, %c159744_i32_4) : (!fly.ptr<f16, global>, i16, i64, i32) -> !fly.ptr<f16, #fly_rocdl.buffer_desc>
      %22 = fly.make_view(%21, %17) : (!fly.ptr<f16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64 div=16},1)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (?,?):(?{i64 div=16},1)>
      %23 = fly.static : !fly.tile<[128|64]>
      %24 = fly.flat_divide(%10, %23) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (?,?):(?{i64 div=16},1)>, !fly.tile<[128|64]>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?,?):(?{i64 div=16},1,?{i64 div=2048},64)>
      %25 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %26 = fly.slice(%24, %25) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?,?):(?{i64 div=16},1,?{i64 div=2048},64)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?):(?{i64 div=16},1,64)>
      %27 = fly.static : !fly.tile<[128|64]>
      %28 = fly.flat_divide(%15, %27) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((16,16),(8,4,4)):((8,2048),(1,128,512))>, !fly.tile<[128|64]>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2,2):((8,2048),(1,128),16384,1024)>
      %29 = fly.make_int_tuple(%2) : (i32) -> !fly.int_tuple<(*,*,?,*)>
      %30 = fly.slice(%28, %29) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2,2):((8,2048),(1,128),16384,1024)>, !fly.int_tuple<(*,*,?,*)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2):((8,2048),(1,128),1024)>
      %31 = fly.static : !fly.tile<[128|128]>
      %32 = fly.flat_divide(%22, %31) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (?,?):(?{i64 div=16},1)>, !fly.tile<[128|128]>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (128,128,?,?):(?{i64 div=16},1,?{i64 div=2048},128)>
      %33 = fly.make_int_tuple(%1, %2) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %34 = fly.slice(%32, %33) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (128,128,?,?):(?{i64 div=16},1,?{i64 div=2048},128)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, (128,128):(?{i64 div=16},1)>
      %35 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %36 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %37 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %38 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %39 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %40 = fly.static : !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>
      %41 = fly.static : !fly.int_tuple<(16,64,32)>
      %42 = fly.select(%41) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<16>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %44 = fly.make_layout(%42, %43) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %45 = fly.select(%41) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_layout(%45, %46) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %48 = fly.static : !fly.tile<[16:1|32:1]>
      %49 = fly.make_tiled_copy(%38, %40, %48) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>
      %50 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %51 = fly.static : !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>
      %52 = fly.static : !fly.int_tuple<(16,64,32)>
      %53 = fly.select(%52) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<64>
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %55 = fly.make_layout(%53, %54) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %56 = fly.select(%52) {indices = array<i32: 2>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<32>
      %57 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %58 = fly.make_layout(%56, %57) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %59 = fly.static : !fly.tile<[64:1|32:1]>
      %60 = fly.make_tiled_copy(%38, %51, %59) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>
      %61 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %62 = fly.static : !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>
      %63 = fly.static : !fly.int_tuple<(16,64,32)>
      %64 = fly.select(%63) {indices = array<i32: 0>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<16>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %66 = fly.make_layout(%64, %65) : (!fly.int_tuple<16>, !fly.int_tuple<1>) -> !fly.layout<16:1>
      %67 = fly.select(%63) {indices = array<i32: 1>} : (!fly.int_tuple<(16,64,32)>) -> !fly.int_tuple<64>
      %68 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %69 = fly.make_layout(%67, %68) : (!fly.int_tuple<64>, !fly.int_tuple<1>) -> !fly.layout<64:1>
      %70 = fly.static : !fly.tile<[16:1|64:1]>
      %71 = fly.make_tiled_copy(%39, %62, %70) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>
      %72 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %73 = fly.static : !fly.swizzle<S<3,3,3>>
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<(128,64,2)>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0,2)>
      %76 = fly.make_ordered_layout(%74, %75) : (!fly.int_tuple<(128,64,2)>, !fly.int_tuple<(1,0,2)>) -> !fly.layout<(128,64,2):(64,1,8192)>
      %77 = fly.coprofile(%76) : (!fly.layout<(128,64,2):(64,1,8192)>) -> !fly.int_tuple<0>
      %78 = fly.make_composed_layout(%73, %77, %76) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(128,64,2):(64,1,8192)>) -> !fly.composed_layout<S<3,3,3> o 0 o (128,64,2):(64,1,8192)>
      %79 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
      %80 = fly.recast_iter(%79) : (!fly.ptr<i8, shared, align<1024>>) -> !fly.ptr<f16, shared, align<1024>>
      %81 = fly.make_view(%80, %78) : (!fly.ptr<f16, shared, align<1024>>, !fly.composed_layout<S<3,3,3> o 0 o (128,64,2):(64,1,8192)>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o (128,64,2):(64,1,8192), align<1024>>
      %82 = fly.tiled_copy.partition_src(%arg4, %26, %36) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>, !fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?):(?{i64 div=16},1,64)>, !fly.int_tuple<?>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1,?):((1,0),?{i64 div=512},0,64)>
      %83 = fly.tiled_copy.partition_dst(%arg4, %81, %36) : (!fly.tiled_copy<!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.layout<((8,32),(1,8)):((256,1),(1,32))>, !fly.tile<[32|64]>>, !fly.memref<f16, shared, S<3,3,3> o 0 o (128,64,2):(64,1,8192), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>
      %84 = fly.tiled_copy.partition_src(%49, %81, %50) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<f16, shared, S<3,3,3> o 0 o (128,64,2):(64,1,8192), align<1024>>, !fly.int_tuple<?>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>
      %85 = fly.tiled_copy.partition_src(%60, %30, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2):((8,2048),(1,128),1024)>, !fly.int_tuple<?>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2,2):((1,0),8192,512,1024)>
      %86 = fly.tiled_copy.partition_src(%71, %34, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f16, #fly_rocdl.buffer_desc, (128,128):(?{i64 div=16},1)>, !fly.int_tuple<?>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((1,4),8,2):((0,?{i64 div=16}),?{i64 div=256},64)>
      %87 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %88 = fly.slice(%83, %87) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
      %89 = fly.make_fragment_like(%88) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %91 = fly.slice(%81, %90) : (!fly.memref<f16, shared, S<3,3,3> o 0 o (128,64,2):(64,1,8192), align<1024>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f16, shared, S<3,3,3> o 0 o (128,64):(64,1), align<1024>>
      %92 = fly.mma.make_fragment(a, %arg3, %91) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f16, shared, S<3,3,3> o 0 o (128,64):(64,1), align<1024>>) -> !fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>
      %93 = fly.mma.make_fragment(b, %arg3, %30, stages = 2) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2):((8,2048),(1,128),1024)>) -> !fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>
      %94 = fly.mma.make_fragment(c, %arg3, %34) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f16, #fly_rocdl.buffer_desc, (128,128):(?{i64 div=16},1)>) -> !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>
      %95 = fly.tiled_copy.retile(%49, %92) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,128,0),(16,(0,64)))>, !fly.tile<[16:1|32:1]>>, !fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>) -> !fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>
      %96 = fly.tiled_copy.retile(%60, %93) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<((16,4,4),(4,(1,2))):((1,512,16),(64,(0,256)))>, !fly.tile<[64:1|32:1]>>, !fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>) -> !fly.memref<f16, register, ((8,1),2,2,2):((1,0),16,8,32)>
      %97 = fly.get_layout(%26) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?):(?{i64 div=16},1,64)>) -> !fly.layout<(128,64,?):(?{i64 div=16},1,64)>
      %98 = fly.get_stride(%97) : (!fly.layout<(128,64,?):(?{i64 div=16},1,64)>) -> !fly.int_tuple<(?{i64 div=16},1,64)>
      %99 = fly.get(%98) {mode = array<i32: 2>} : (!fly.int_tuple<(?{i64 div=16},1,64)>) -> !fly.int_tuple<64>
      %100 = fly.get_layout(%30) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2):((8,2048),(1,128),1024)>) -> !fly.layout<((16,8),(8,8),2):((8,2048),(1,128),1024)>
      %101 = fly.get_stride(%100) : (!fly.layout<((16,8),(8,8),2):((8,2048),(1,128),1024)>) -> !fly.int_tuple<((8,2048),(1,128),1024)>
      %102 = fly.get(%101) {mode = array<i32: 2>} : (!fly.int_tuple<((8,2048),(1,128),1024)>) -> !fly.int_tuple<1024>
      %103 = fly.get_layout(%26) : (!fly.memref<f16, #fly_rocdl.buffer_desc, (128,64,?):(?{i64 div=16},1,64)>) -> !fly.layout<(128,64,?):(?{i64 div=16},1,64)>
      %104 = fly.get_stride(%103) : (!fly.layout<(128,64,?):(?{i64 div=16},1,64)>) -> !fly.int_tuple<(?{i64 div=16},1,64)>
      %105 = fly.get(%104) {mode = array<i32: 2>} : (!fly.int_tuple<(?{i64 div=16},1,64)>) -> !fly.int_tuple<64>
      %106 = fly.get_layout(%30) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((16,8),(8,8),2):((8,2048),(1,128),1024)>) -> !fly.layout<((16,8),(8,8),2):((8,2048),(1,128),1024)>
      %107 = fly.get_stride(%106) : (!fly.layout<((16,8),(8,8),2):((8,2048),(1,128),1024)>) -> !fly.int_tuple<((8,2048),(1,128),1024)>
      %108 = fly.get(%107) {mode = array<i32: 2>} : (!fly.int_tuple<((8,2048),(1,128),1024)>) -> !fly.int_tuple<1024>
      %109 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %110 = fly.slice(%82, %109) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1,?):((1,0),?{i64 div=512},0,64)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>
      fly.copy(%38, %110, %89) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %112 = fly.slice(%85, %111) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2,2):((1,0),8192,512,1024)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>
      %113 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %114 = fly.slice(%96, %113) : (!fly.memref<f16, register, ((8,1),2,2,2):((1,0),16,8,32)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>
      fly.copy(%38, %112, %114) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>, !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>) -> ()
      %115 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %116 = fly.get_shape(%115) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %cst = arith.constant 0.000000e+00 : f32
      %117 = vector.broadcast %cst : f32 to vector<64xf32>
      fly.memref.store_vec(%117, %94) : (vector<64xf32>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      %118 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %119 = fly.slice(%83, %118) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
      fly.copy(%37, %89, %119) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> ()
      gpu.barrier
      %c0_i32 = arith.constant 0 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      scf.for %arg5 = %c0_i32 to %c0_i32_5 step %c2_i32  : i32 {
        %c1_i32 = arith.constant 1 : i32
        %330 = arith.addi %arg5, %c1_i32 : i32
        %331 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %332 = fly.slice(%82, %331) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1,?):((1,0),?{i64 div=512},0,64)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>
        %c64_i32_6 = arith.constant 64 : i32
        %333 = arith.muli %330, %c64_i32_6 : i32
        %334 = fly.atom.set_value(%38, "soffset", %333) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
        fly.copy(%334, %332, %89) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
        %335 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %336 = fly.slice(%85, %335) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2,2):((1,0),8192,512,1024)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>
        %337 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %338 = fly.slice(%96, %337) : (!fly.memref<f16, register, ((8,1),2,2,2):((1,0),16,8,32)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>
        %c1024_i32_7 = arith.constant 1024 : i32
        %339 = arith.muli %330, %c1024_i32_7 : i32
        %340 = fly.atom.set_value(%38, "soffset", %339) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
        fly.copy(%340, %336, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>, !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>) -> ()
        %341 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
        %342 = fly.slice(%84, %341) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
        %343 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %344 = fly.slice(%95, %343) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
        fly.copy(%37, %342, %344) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
        %345 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
        %346 = fly.slice(%92, %345) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
        %347 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0),0)>
        %348 = fly.slice(%93, %347) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,0),0)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
        %349 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %350 = fly.get_shape(%349) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %351 = fly.get_layout(%346) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %352 = fly.get_shape(%351) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %353 = fly.get_layout(%348) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %354 = fly.get_shape(%353) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %355 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %356 = fly.get_shape(%355) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %357 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %358 = fly.get_shape(%357) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %359 = fly.get(%358) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %360 = fly.size(%359) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %361 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %362 = fly.get_shape(%361) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %363 = fly.get(%362) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %364 = fly.size(%363) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %365 = fly.get_layout(%346) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %366 = fly.get_shape(%365) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %367 = fly.get(%366) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
        %368 = fly.size(%367) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %369 = fly.get_layout(%348) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %370 = fly.get_shape(%369) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %371 = fly.get(%370) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %372 = fly.size(%371) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %373 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %374 = fly.get_shape(%373) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %375 = fly.get(%374) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %376 = fly.size(%375) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %377 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %378 = fly.get_shape(%377) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %379 = fly.get(%378) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %380 = fly.size(%379) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %381 = fly.get_layout(%346) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %382 = fly.get_shape(%381) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %383 = fly.get(%382) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
        %384 = fly.size(%383) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %385 = fly.get_layout(%348) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %386 = fly.get_shape(%385) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %387 = fly.get(%386) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %388 = fly.size(%387) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg3, %94, %346, %348, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
        %389 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1,0)>
        %390 = fly.slice(%84, %389) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,1,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
        %391 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %392 = fly.slice(%95, %391) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
        fly.copy(%37, %390, %392) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
        %393 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
        %394 = fly.slice(%92, %393) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1),0)>
        %396 = fly.slice(%93, %395) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,1),0)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
        %397 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %398 = fly.get_shape(%397) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %399 = fly.get_layout(%394) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %400 = fly.get_shape(%399) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %401 = fly.get_layout(%396) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %402 = fly.get_shape(%401) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %403 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %404 = fly.get_shape(%403) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %405 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %406 = fly.get_shape(%405) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %407 = fly.get(%406) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %408 = fly.size(%407) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %409 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %410 = fly.get_shape(%409) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %411 = fly.get(%410) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %412 = fly.size(%411) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %413 = fly.get_layout(%394) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %414 = fly.get_shape(%413) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %415 = fly.get(%414) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
        %416 = fly.size(%415) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %417 = fly.get_layout(%396) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %418 = fly.get_shape(%417) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %419 = fly.get(%418) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %420 = fly.size(%419) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %421 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %422 = fly.get_shape(%421) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %423 = fly.get(%422) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %424 = fly.size(%423) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %425 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %426 = fly.get_shape(%425) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %427 = fly.get(%426) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %428 = fly.size(%427) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %429 = fly.get_layout(%394) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %430 = fly.get_shape(%429) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %431 = fly.get(%430) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
        %432 = fly.size(%431) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %433 = fly.get_layout(%396) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %434 = fly.get_shape(%433) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %435 = fly.get(%434) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %436 = fly.size(%435) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg3, %94, %394, %396, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
        %437 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
        %438 = fly.slice(%83, %437) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
        fly.copy(%37, %89, %438) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> ()
        gpu.barrier
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.barrier none
        %c2_i32_8 = arith.constant 2 : i32
        %439 = arith.addi %arg5, %c2_i32_8 : i32
        %440 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %441 = fly.slice(%82, %440) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1,?):((1,0),?{i64 div=512},0,64)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>
        %c64_i32_9 = arith.constant 64 : i32
        %442 = arith.muli %439, %c64_i32_9 : i32
        %443 = fly.atom.set_value(%38, "soffset", %442) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
        fly.copy(%443, %441, %89) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
        %444 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %445 = fly.slice(%85, %444) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2,2):((1,0),8192,512,1024)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>
        %446 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %447 = fly.slice(%96, %446) : (!fly.memref<f16, register, ((8,1),2,2,2):((1,0),16,8,32)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>
        %c1024_i32_10 = arith.constant 1024 : i32
        %448 = arith.muli %439, %c1024_i32_10 : i32
        %449 = fly.atom.set_value(%38, "soffset", %448) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
        fly.copy(%449, %445, %447) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>, !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>) -> ()
        %450 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,1)>
        %451 = fly.slice(%84, %450) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,0,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
        %452 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %453 = fly.slice(%95, %452) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
        fly.copy(%37, %451, %453) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
        %454 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
        %455 = fly.slice(%92, %454) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
        %456 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0),1)>
        %457 = fly.slice(%93, %456) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,0),1)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
        %458 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %459 = fly.get_shape(%458) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %460 = fly.get_layout(%455) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %461 = fly.get_shape(%460) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %462 = fly.get_layout(%457) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %463 = fly.get_shape(%462) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %464 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %465 = fly.get_shape(%464) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %466 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %467 = fly.get_shape(%466) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %468 = fly.get(%467) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %469 = fly.size(%468) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %470 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %471 = fly.get_shape(%470) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %472 = fly.get(%471) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %473 = fly.size(%472) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %474 = fly.get_layout(%455) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %475 = fly.get_shape(%474) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %476 = fly.get(%475) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
        %477 = fly.size(%476) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %478 = fly.get_layout(%457) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %479 = fly.get_shape(%478) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %480 = fly.get(%479) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %481 = fly.size(%480) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %482 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %483 = fly.get_shape(%482) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %484 = fly.get(%483) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %485 = fly.size(%484) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %486 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %487 = fly.get_shape(%486) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %488 = fly.get(%487) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %489 = fly.size(%488) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %490 = fly.get_layout(%455) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %491 = fly.get_shape(%490) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %492 = fly.get(%491) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
        %493 = fly.size(%492) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %494 = fly.get_layout(%457) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %495 = fly.get_shape(%494) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %496 = fly.get(%495) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %497 = fly.size(%496) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg3, %94, %455, %457, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
        %498 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1,1)>
        %499 = fly.slice(%84, %498) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,1,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
        %500 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %501 = fly.slice(%95, %500) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
        fly.copy(%37, %499, %501) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
        %502 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
        %503 = fly.slice(%92, %502) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
        %504 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1),1)>
        %505 = fly.slice(%93, %504) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,1),1)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
        %506 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %507 = fly.get_shape(%506) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %508 = fly.get_layout(%503) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %509 = fly.get_shape(%508) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %510 = fly.get_layout(%505) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %511 = fly.get_shape(%510) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %512 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %513 = fly.get_shape(%512) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %514 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %515 = fly.get_shape(%514) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %516 = fly.get(%515) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %517 = fly.size(%516) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %518 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %519 = fly.get_shape(%518) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %520 = fly.get(%519) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %521 = fly.size(%520) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %522 = fly.get_layout(%503) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %523 = fly.get_shape(%522) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %524 = fly.get(%523) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
        %525 = fly.size(%524) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %526 = fly.get_layout(%505) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %527 = fly.get_shape(%526) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %528 = fly.get(%527) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %529 = fly.size(%528) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %530 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %531 = fly.get_shape(%530) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %532 = fly.get(%531) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
        %533 = fly.size(%532) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
        %534 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
        %535 = fly.get_shape(%534) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
        %536 = fly.get(%535) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
        %537 = fly.size(%536) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %538 = fly.get_layout(%503) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
        %539 = fly.get_shape(%538) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
        %540 = fly.get(%539) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
        %541 = fly.size(%540) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %542 = fly.get_layout(%505) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
        %543 = fly.get_shape(%542) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
        %544 = fly.get(%543) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
        %545 = fly.size(%544) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg3, %94, %503, %505, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
        %546 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
        %547 = fly.slice(%83, %546) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
        fly.copy(%37, %89, %547) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> ()
        gpu.barrier
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier vmem_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_write, 1, 0
        rocdl.sched.barrier none
      }
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %121 = fly.slice(%82, %120) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1,?):((1,0),?{i64 div=512},0,64)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>
      %c64_i32 = arith.constant 64 : i32
      %122 = fly.atom.set_value(%38, "soffset", %c64_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%122, %121, %89) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),4,1):((1,0),?{i64 div=512},0)>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>) -> ()
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %124 = fly.slice(%85, %123) : (!fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2,2):((1,0),8192,512,1024)>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %126 = fly.slice(%96, %125) : (!fly.memref<f16, register, ((8,1),2,2,2):((1,0),16,8,32)>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>
      %c1024_i32 = arith.constant 1024 : i32
      %127 = fly.atom.set_value(%38, "soffset", %c1024_i32) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, i32) -> !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      fly.copy(%127, %124, %126) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((8,1),2,2):((1,0),8192,512)>, !fly.memref<f16, register, ((8,1),2,2):((1,0),16,8)>) -> ()
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,0)>
      %129 = fly.slice(%84, %128) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,0,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %131 = fly.slice(%95, %130) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
      fly.copy(%37, %129, %131) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
      %132 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %133 = fly.slice(%92, %132) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
      %134 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0),0)>
      %135 = fly.slice(%93, %134) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,0),0)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
      %136 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %137 = fly.get_shape(%136) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %138 = fly.get_layout(%133) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %139 = fly.get_shape(%138) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %140 = fly.get_layout(%135) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %141 = fly.get_shape(%140) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %142 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %143 = fly.get_shape(%142) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %144 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %145 = fly.get_shape(%144) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %146 = fly.get(%145) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %147 = fly.size(%146) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %148 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %149 = fly.get_shape(%148) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %150 = fly.get(%149) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %151 = fly.size(%150) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %152 = fly.get_layout(%133) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %153 = fly.get_shape(%152) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %154 = fly.get(%153) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
      %155 = fly.size(%154) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %156 = fly.get_layout(%135) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %157 = fly.get_shape(%156) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %158 = fly.get(%157) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %159 = fly.size(%158) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %160 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %161 = fly.get_shape(%160) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %162 = fly.get(%161) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %163 = fly.size(%162) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %164 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %165 = fly.get_shape(%164) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %166 = fly.get(%165) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %167 = fly.size(%166) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %168 = fly.get_layout(%133) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %169 = fly.get_shape(%168) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %170 = fly.get(%169) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
      %171 = fly.size(%170) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %172 = fly.get_layout(%135) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %173 = fly.get_shape(%172) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %174 = fly.get(%173) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %175 = fly.size(%174) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg3, %94, %133, %135, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1,0)>
      %177 = fly.slice(%84, %176) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,1,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
      %178 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %179 = fly.slice(%95, %178) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
      fly.copy(%37, %177, %179) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
      %180 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %181 = fly.slice(%92, %180) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
      %182 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1),0)>
      %183 = fly.slice(%93, %182) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,1),0)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
      %184 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %185 = fly.get_shape(%184) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %186 = fly.get_layout(%181) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %187 = fly.get_shape(%186) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %188 = fly.get_layout(%183) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %189 = fly.get_shape(%188) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %190 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %191 = fly.get_shape(%190) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %192 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %193 = fly.get_shape(%192) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %194 = fly.get(%193) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %195 = fly.size(%194) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %196 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %197 = fly.get_shape(%196) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %198 = fly.get(%197) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %199 = fly.size(%198) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %200 = fly.get_layout(%181) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %201 = fly.get_shape(%200) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %202 = fly.get(%201) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
      %203 = fly.size(%202) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %204 = fly.get_layout(%183) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %205 = fly.get_shape(%204) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %206 = fly.get(%205) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %207 = fly.size(%206) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %208 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %209 = fly.get_shape(%208) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %210 = fly.get(%209) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %211 = fly.size(%210) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %212 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %213 = fly.get_shape(%212) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %214 = fly.get(%213) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %215 = fly.size(%214) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %216 = fly.get_layout(%181) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %217 = fly.get_shape(%216) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %218 = fly.get(%217) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
      %219 = fly.size(%218) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %220 = fly.get_layout(%183) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %221 = fly.get_shape(%220) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %222 = fly.get(%221) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %223 = fly.size(%222) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg3, %94, %181, %183, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      %224 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,1)>
      %225 = fly.slice(%83, %224) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
      fly.copy(%37, %89, %225) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> ()
      gpu.barrier
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      %226 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0,1)>
      %227 = fly.slice(%84, %226) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,0,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
      %228 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %229 = fly.slice(%95, %228) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
      fly.copy(%37, %227, %229) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
      %230 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0))>
      %231 = fly.slice(%92, %230) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,0))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
      %232 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,0),1)>
      %233 = fly.slice(%93, %232) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,0),1)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
      %234 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %235 = fly.get_shape(%234) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %236 = fly.get_layout(%231) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %237 = fly.get_shape(%236) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %238 = fly.get_layout(%233) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %239 = fly.get_shape(%238) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %240 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %241 = fly.get_shape(%240) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %242 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %243 = fly.get_shape(%242) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %244 = fly.get(%243) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %245 = fly.size(%244) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %246 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %247 = fly.get_shape(%246) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %248 = fly.get(%247) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %249 = fly.size(%248) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %250 = fly.get_layout(%231) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %251 = fly.get_shape(%250) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %252 = fly.get(%251) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
      %253 = fly.size(%252) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %254 = fly.get_layout(%233) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %255 = fly.get_shape(%254) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %256 = fly.get(%255) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %257 = fly.size(%256) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %258 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %259 = fly.get_shape(%258) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %260 = fly.get(%259) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %261 = fly.size(%260) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %262 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %263 = fly.get_shape(%262) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %264 = fly.get(%263) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %265 = fly.size(%264) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %266 = fly.get_layout(%231) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %267 = fly.get_shape(%266) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %268 = fly.get(%267) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
      %269 = fly.size(%268) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %270 = fly.get_layout(%233) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %271 = fly.get_shape(%270) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %272 = fly.get(%271) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %273 = fly.size(%272) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg3, %94, %231, %233, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      %274 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1,1)>
      %275 = fly.slice(%84, %274) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8,2,2):((1,0),1024,32,8192), align<1024>>, !fly.int_tuple<(*,*,1,1)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>
      %276 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %277 = fly.slice(%95, %276) : (!fly.memref<f16, register, ((8,1),8,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<f16, register, ((8,1),8):((1,0),16)>
      fly.copy(%37, %275, %277) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),8):((1,0),1024), align<1024>>, !fly.memref<f16, register, ((8,1),8):((1,0),16)>) -> ()
      %278 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1))>
      %279 = fly.slice(%92, %278) : (!fly.memref<f16, register, (4,8,(2,2)):(1,16,(4,8))>, !fly.int_tuple<(*,*,(*,1))>) -> !fly.memref<f16, register, (4,8,2):(1,16,4)>
      %280 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,(*,1),1)>
      %281 = fly.slice(%93, %280) : (!fly.memref<f16, register, (4,2,(2,2),2):(1,16,(4,8),32)>, !fly.int_tuple<(*,*,(*,1),1)>) -> !fly.memref<f16, register, (4,2,2):(1,16,4)>
      %282 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %283 = fly.get_shape(%282) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %284 = fly.get_layout(%279) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %285 = fly.get_shape(%284) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %286 = fly.get_layout(%281) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %287 = fly.get_shape(%286) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %288 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %289 = fly.get_shape(%288) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %290 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %291 = fly.get_shape(%290) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %292 = fly.get(%291) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %293 = fly.size(%292) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %294 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %295 = fly.get_shape(%294) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %296 = fly.get(%295) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %297 = fly.size(%296) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %298 = fly.get_layout(%279) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %299 = fly.get_shape(%298) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %300 = fly.get(%299) {mode = array<i32: 1>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<8>
      %301 = fly.size(%300) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %302 = fly.get_layout(%281) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %303 = fly.get_shape(%302) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %304 = fly.get(%303) {mode = array<i32: 1>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %305 = fly.size(%304) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %306 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %307 = fly.get_shape(%306) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %308 = fly.get(%307) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<8>
      %309 = fly.size(%308) : (!fly.int_tuple<8>) -> !fly.int_tuple<8>
      %310 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %311 = fly.get_shape(%310) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %312 = fly.get(%311) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),8,2)>) -> !fly.int_tuple<2>
      %313 = fly.size(%312) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %314 = fly.get_layout(%279) : (!fly.memref<f16, register, (4,8,2):(1,16,4)>) -> !fly.layout<(4,8,2):(1,16,4)>
      %315 = fly.get_shape(%314) : (!fly.layout<(4,8,2):(1,16,4)>) -> !fly.int_tuple<(4,8,2)>
      %316 = fly.get(%315) {mode = array<i32: 2>} : (!fly.int_tuple<(4,8,2)>) -> !fly.int_tuple<2>
      %317 = fly.size(%316) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %318 = fly.get_layout(%281) : (!fly.memref<f16, register, (4,2,2):(1,16,4)>) -> !fly.layout<(4,2,2):(1,16,4)>
      %319 = fly.get_shape(%318) : (!fly.layout<(4,2,2):(1,16,4)>) -> !fly.int_tuple<(4,2,2)>
      %320 = fly.get(%319) {mode = array<i32: 2>} : (!fly.int_tuple<(4,2,2)>) -> !fly.int_tuple<2>
      %321 = fly.size(%320) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg3, %94, %279, %281, %94) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x16, (f16, f16) -> f32>>, !fly.layout<(1,4,1):(0,1,0)>, !fly.tile<[*|*|(4,4,2):(1,8,4)]>>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>, !fly.memref<f16, register, (4,8,2):(1,16,4)>, !fly.memref<f16, register, (4,2,2):(1,16,4)>, !fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      %322 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,*,0)>
      %323 = fly.slice(%83, %322) : (!fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1,2):((1,0),2048,0,8192), align<1024>>, !fly.int_tuple<(*,*,*,0)>) -> !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>
      fly.copy(%37, %89, %323) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<f16, register, ((8,1),4,1):((1,0),8,0)>, !fly.memref<f16, shared, S<3,3,3> o ?{div=8} o ((8,1),4,1):((1,0),2048,0), align<1024>>) -> ()
      gpu.barrier
      rocdl.sched.group.barrier ds_read, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 1, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier vmem_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_read, 1, 0
      rocdl.sched.group.barrier mfma_wmma, 2, 0
      rocdl.sched.group.barrier ds_write, 1, 0
      rocdl.sched.barrier none
      %324 = fly.make_fragment_like(%94, f16) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.memref<f16, register, ((4,1),8,2):((1,0),8,4)>
      %325 = fly.tiled_copy.retile(%71, %324) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.layout<((16,4,4),((4,1),(1,1))):((16,4,256),((1,0),(0,0)))>, !fly.tile<[16:1|64:1]>>, !fly.memref<f16, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.memref<f16, register, ((1,4),8,2):((0,1),8,4)>
      %326 = fly.memref.load_vec(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> vector<64xf32>
      %327 = fly.get_layout(%94) : (!fly.memref<f32, register, ((4,1),8,2):((1,0),8,4)>) -> !fly.layout<((4,1),8,2):((1,0),8,4)>
      %328 = fly.get_shape(%327) : (!fly.layout<((4,1),8,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),8,2)>
      %329 = arith.truncf %326 : vector<64xf32> to vector<64xf16>
      fly.memref.store_vec(%329, %324) : (vector<64xf16>, !fly.memref<f16, register, ((4,1),8,2):((1,0),8,4)>) -> ()
      fly.copy(%39, %325, %86) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<f16, register, ((1,4),8,2):((0,1),8,4)>, !fly.memref<f16, #fly_rocdl.buffer_desc, ((1,4),8,2):((0,?{i64 div=16}),?{i64 div=256},64)>) -> ()
      gpu.return
    }
  }
}
