// FlyDSL 0.4.2: example03_tiled_mma/f32_m64_n64_k8 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %1 = arith.index_cast %block_id_x : index to i32
      %2 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %3 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %4 = fly.make_ptr(%2, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %5 = fly.make_view(%4, %3) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %6 = fly.get_iter(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %7 = fly.get_layout(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %8 = fly.make_ptr(%6, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %9 = fly.make_view(%8, %7) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %10 = fly.get_iter(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %11 = fly.get_layout(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %12 = fly.make_ptr(%10, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %13 = fly.make_view(%12, %11) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %14 = fly.static : !fly.tile<[64|8]>
      %15 = fly.zipped_divide(%5, %14) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|8]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((64,8),(?,?)):((?{i64},1),(?{i64 div=64},8))>
      %16 = fly.static : !fly.tile<[64|8]>
      %17 = fly.zipped_divide(%9, %16) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|8]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((64,8),(?,?)):((?{i64},1),(?{i64 div=64},8))>
      %18 = fly.static : !fly.tile<[64|64]>
      %19 = fly.zipped_divide(%13, %18) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((64,64),(?,?)):((?{i64},1),(?{i64 div=64},64))>
      %20 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %21 = fly.slice(%15, %20) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((64,8),(?,?)):((?{i64},1),(?{i64 div=64},8))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>
      %22 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %23 = fly.slice(%17, %22) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((64,8),(?,?)):((?{i64},1),(?{i64 div=64},8))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>
      %24 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<(*,?)>
      %25 = fly.slice(%19, %24) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ((64,64),(?,?)):((?{i64},1),(?{i64 div=64},64))>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %26 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<(2,2,1)>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,2,0)>
      %29 = fly.make_layout(%27, %28) : (!fly.int_tuple<(2,2,1)>, !fly.int_tuple<(1,2,0)>) -> !fly.layout<(2,2,1):(1,2,0)>
      %30 = fly.make_tiled_mma(%26, %29) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>) -> !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>>
      %31 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %32 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %33 = fly.static : !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))>
      %34 = fly.static : !fly.int_tuple<(32,32,4)>
      %35 = fly.select(%34) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<32>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_layout(%35, %36) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %38 = fly.select(%34) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<4>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %41 = fly.static : !fly.tile<[32:1|4:1]>
      %42 = fly.make_tiled_copy(%32, %33, %41) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))>, !fly.tile<[32:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>
      %43 = fly.static : !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))>
      %44 = fly.static : !fly.int_tuple<(32,32,4)>
      %45 = fly.select(%44) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<32>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_layout(%45, %46) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %48 = fly.select(%44) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<4>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %50 = fly.make_layout(%48, %49) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %51 = fly.static : !fly.tile<[32:1|4:1]>
      %52 = fly.make_tiled_copy(%32, %43, %51) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))>, !fly.tile<[32:1|4:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>
      %53 = fly.static : !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>
      %54 = fly.static : !fly.int_tuple<(32,32,4)>
      %55 = fly.select(%54) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<32>
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %57 = fly.make_layout(%55, %56) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %58 = fly.select(%54) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,4)>) -> !fly.int_tuple<32>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %60 = fly.make_layout(%58, %59) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %61 = fly.static : !fly.tile<[32:1|32:1]>
      %62 = fly.make_tiled_copy(%32, %53, %61) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>, !fly.tile<[32:1|32:1]>>
      %63 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %64 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %65 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %66 = fly.tiled_copy.partition_src(%42, %21, %63) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,1),2,2):((0,0),?{i64 div=32},4)>
      %67 = fly.tiled_copy.partition_src(%52, %23, %64) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,1),2,2):((0,0),?{i64 div=32},4)>
      %68 = fly.tiled_copy.partition_src(%62, %25, %65) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>, !fly.int_tuple<?>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,4),2,2):((0,?{i64}),?{i64 div=32},32)>
      %69 = fly.mma.make_fragment(a, %30, %21) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>) -> !fly.memref<f32, register, (1,2,2):(0,2,1)>
      %70 = fly.mma.make_fragment(b, %30, %23) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,8):(?{i64},1)>) -> !fly.memref<f32, register, (1,2,2):(0,2,1)>
      %71 = fly.mma.make_fragment(c, %30, %25) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.layout<(2,2,1):(1,2,0)>>, !fly.memref<f32, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %72 = fly.tiled_copy.retile(%42, %69) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,16,0),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>, !fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.memref<f32, register, ((1,1),2,2):((0,0),2,1)>
      %73 = fly.tiled_copy.retile(%52, %70) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,4,2,2),(1,(1,1))):((1,32,0,16),(0,(0,0)))>, !fly.tile<[32:1|4:1]>>, !fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.memref<f32, register, ((1,1),2,2):((0,0),2,1)>
      %74 = fly.tiled_copy.retile(%62, %71) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.layout<((16,8,2),((4,1),(1,1))):((32,4,512),((1,0),(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<f32, register, ((1,4),2,2):((0,1),8,4)>
      fly.copy(%32, %66, %72) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,1),2,2):((0,0),?{i64 div=32},4)>, !fly.memref<f32, register, ((1,1),2,2):((0,0),2,1)>) -> ()
      fly.copy(%32, %67, %73) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,1),2,2):((0,0),?{i64 div=32},4)>, !fly.memref<f32, register, ((1,1),2,2):((0,0),2,1)>) -> ()
      %75 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %76 = fly.get_shape(%75) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst = arith.constant 0.000000e+00 : f32
      %77 = vector.broadcast %cst : f32 to vector<16xf32>
      fly.memref.store_vec(%77, %71) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %78 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %79 = fly.get_shape(%78) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %80 = fly.get_layout(%69) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %81 = fly.get_shape(%80) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %82 = fly.get_layout(%70) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %83 = fly.get_shape(%82) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %84 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %85 = fly.get_shape(%84) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %86 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %87 = fly.get_shape(%86) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %88 = fly.get(%87) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %89 = fly.size(%88) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %90 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %91 = fly.get_shape(%90) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %92 = fly.get(%91) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %93 = fly.size(%92) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %94 = fly.get_layout(%69) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %95 = fly.get_shape(%94) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %96 = fly.get(%95) {mode = array<i32: 1>} : (!fly.int_tuple<(1,2,2)>) -> !fly.int_tuple<2>
      %97 = fly.size(%96) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %98 = fly.get_layout(%70) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %99 = fly.get_shape(%98) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %100 = fly.get(%99) {mode = array<i32: 1>} : (!fly.int_tuple<(1,2,2)>) -> !fly.int_tuple<2>
      %101 = fly.size(%100) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %102 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %103 = fly.get_shape(%102) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %104 = fly.get(%103) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %105 = fly.size(%104) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %106 = fly.get_layout(%71) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %107 = fly.get_shape(%106) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %108 = fly.get(%107) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %109 = fly.size(%108) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %110 = fly.get_layout(%69) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %111 = fly.get_shape(%110) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %112 = fly.get(%111) {mode = array<i32: 2>} : (!fly.int_tuple<(1,2,2)>) -> !fly.int_tuple<2>
      %113 = fly.size(%112) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %114 = fly.get_layout(%70) : (!fly.memref<f32, register, (1,2,2):(0,2,1)>) -> !fly.layout<(1,2,2):(0,2,1)>
      %115 = fly.get_shape(%114) : (!fly.layout<(1,2,2):(0,2,1)>) -> !fly.int_tuple<(1,2,2)>
      %116 = fly.get(%115) {mode = array<i32: 2>} : (!fly.int_tuple<(1,2,2)>) -> !fly.int_tuple<2>
      %117 = fly.size(%116) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%26, %71, %69, %70, %71) : (!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x4, (f32, f32) -> f32>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<f32, register, (1,2,2):(0,2,1)>, !fly.memref<f32, register, (1,2,2):(0,2,1)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      fly.copy(%32, %74, %68) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, ((1,4),2,2):((0,1),8,4)>, !fly.memref<f32, #fly_rocdl.buffer_desc, ((1,4),2,2):((0,?{i64}),?{i64 div=32},32)>) -> ()
      gpu.return
    }
  }
}
