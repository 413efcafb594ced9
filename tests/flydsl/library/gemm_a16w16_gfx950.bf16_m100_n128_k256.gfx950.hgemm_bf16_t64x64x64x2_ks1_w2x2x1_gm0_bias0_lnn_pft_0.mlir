// FlyDSL 0.4.2: gemm_a16w16_gfx950/bf16_m100_n128_k256 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hgemm_bf16_t64x64x64x2_ks1_w2x2x1_gm0_bias0_lnn_pft_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<i32, global, ?:1>, %arg5: !fly.memref<i32, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %c256_i32 = arith.constant 256 : i32
      %1 = arith.remsi %0, %c256_i32 : i32
      %c256_i32_0 = arith.constant 256 : i32
      %2 = arith.floordivsi %0, %c256_i32_0 : i32
      %c64_i32 = arith.constant 64 : i32
      %3 = arith.addi %arg6, %c64_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %4 = arith.subi %3, %c1_i32 : i32
      %c64_i32_1 = arith.constant 64 : i32
      %5 = arith.floordivsi %4, %c64_i32_1 : i32
      %c64_i32_2 = arith.constant 64 : i32
      %6 = arith.addi %arg7, %c64_i32_2 : i32
      %c1_i32_3 = arith.constant 1 : i32
      %7 = arith.subi %6, %c1_i32_3 : i32
      %c64_i32_4 = arith.constant 64 : i32
      %8 = arith.floordivsi %7, %c64_i32_4 : i32
      %block_id_x = gpu.block_id x
      %9 = arith.index_cast %block_id_x : index to i32
      %10 = arith.floordivsi %9, %8 : i32
      %11 = arith.remsi %9, %8 : i32
      %block_id_y = gpu.block_id y
      %12 = arith.index_cast %block_id_y : index to i32
      %13 = arith.muli %12, %arg10 : i32
      %14 = arith.addi %13, %arg10 : i32
      %15 = arith.cmpi slt, %14, %arg8 : i32
      %16 = arith.select %15, %14, %arg8 : i32
      %17 = arith.subi %16, %13 : i32
      %c64_i32_5 = arith.constant 64 : i32
      %18 = arith.floordivsi %17, %c64_i32_5 : i32
      %c64_i32_6 = arith.constant 64 : i32
      %19 = arith.muli %10, %c64_i32_6 : i32
      %c64_i32_7 = arith.constant 64 : i32
      %20 = arith.muli %11, %c64_i32_7 : i32
      %21 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 32768 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %22 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %23 = fly.add_offset(%21, %22) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %25 = fly.add_offset(%23, %24) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %26 = fly.recast_iter(%25) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %28 = fly.add_offset(%21, %27) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %29 = fly.make_int_tuple() : () -> !fly.int_tuple<16384>
      %30 = fly.add_offset(%28, %29) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<16384>) -> !fly.ptr<i8, shared, align<16>>
      %31 = fly.recast_iter(%30) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %33 = fly.add_offset(%21, %32) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %34 = fly.recast_iter(%33) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %35 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %36 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %37 = fly.make_ptr(%35, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %38 = fly.make_view(%37, %36) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %39 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %40 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_8 = arith.constant 0 : i16
      %c4294967295_i64_9 = arith.constant 4294967295 : i64
      %c159744_i32_10 = arith.constant 159744 : i32
      %41 = fly.make_ptr(%39, %c0_i16_8, %c4294967295_i64_9, %c159744_i32_10) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %42 = fly.make_view(%41, %40) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %43 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %44 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_11 = arith.constant 0 : i16
      %c4294967295_i64_12 = arith.constant 4294967295 : i64
      %c159744_i32_13 = arith.constant 159744 : i32
      %45 = fly.make_ptr(%43, %c0_i16_11, %c4294967295_i64_12, %c159744_i32_13) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %46 = fly.make_view(%45, %44) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %47 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %48 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %49 = fly.make_copy_atom {valBits = 128 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>
      %50 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
      %51 = fly.static : !fly.tile<[64|64]>
      %52 = fly.flat_divide(%46, %51) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>
      %53 = fly.make_int_tuple(%10, %11) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %54 = fly.slice(%52, %53) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %55 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<?>
      %56 = fly.static : !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>
      %57 = fly.static : !fly.int_tuple<(32,32,32)>
      %58 = fly.select(%57) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %60 = fly.make_layout(%58, %59) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %61 = fly.select(%57) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %62 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %63 = fly.make_layout(%61, %62) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %64 = fly.static : !fly.tile<[32:1|32:1]>
      %65 = fly.make_tiled_copy(%48, %56, %64) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>
      %66 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<?>
      %67 = fly.static : !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>
      %68 = fly.static : !fly.int_tuple<(32,32,32)>
      %69 = fly.select(%68) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %71 = fly.make_layout(%69, %70) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %72 = fly.select(%68) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %73 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %74 = fly.make_layout(%72, %73) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %75 = fly.static : !fly.tile<[32:1|32:1]>
      %76 = fly.make_tiled_copy(%50, %67, %75) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>
      %77 = fly.make_int_tuple(%1) : (i32) -> !fly.int_tuple<?>
      %78 = fly.static : !fly.swizzle<S<3,3,3>>
      %79 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %81 = fly.make_ordered_layout(%79, %80) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(64,64):(64,1)>
      %82 = fly.coprofile(%81) : (!fly.layout<(64,64):(64,1)>) -> !fly.int_tuple<0>
      %83 = fly.make_composed_layout(%78, %82, %81) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %85 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
      %86 = fly.make_ordered_layout(%84, %85) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,64):(1,64)>
      %87 = fly.static : !fly.swizzle<S<2,4,2>>
      %88 = fly.coprofile(%86) : (!fly.layout<(64,64):(1,64)>) -> !fly.int_tuple<0>
      %89 = fly.make_composed_layout(%87, %88, %86) : (!fly.swizzle<S<2,4,2>>, !fly.int_tuple<0>, !fly.layout<(64,64):(1,64)>) -> !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %91 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
      %92 = fly.make_layout(%90, %91) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(64,64):(64,1)>
      %93 = fly.make_view(%26, %83) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
      %94 = fly.make_view(%31, %89) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
      %c64_i32_14 = arith.constant 64 : i32
      %95 = arith.muli %2, %c64_i32_14 : i32
      %c64_i32_15 = arith.constant 64 : i32
      %96 = arith.muli %95, %c64_i32_15 : i32
      %97 = fly.make_int_tuple(%96) : (i32) -> !fly.int_tuple<?>
      %98 = fly.add_offset(%34, %97) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %99 = fly.make_view(%98, %92) : (!fly.ptr<bf16, shared>, !fly.layout<(64,64):(64,1)>) -> !fly.memref<bf16, shared, (64,64):(64,1)>
      %100 = fly.mma.make_fragment(a, %arg13, %93) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
      %101 = fly.mma.make_fragment(b, %arg13, %94) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
      %102 = fly.mma.make_fragment(c, %arg13, %54) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %103 = fly.tiled_copy.retile(%65, %100) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
      %104 = fly.tiled_copy.retile(%76, %101) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
      %105 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %106 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %107 = fly.make_layout(%105, %106) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(64,64):(1,0)>
      %108 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %109 = fly.make_view(%108, %107) : (!fly.int_tuple<0>, !fly.layout<(64,64):(1,0)>) -> !fly.coord_tensor<0, (64,64):(1,0)>
      %110 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
      %112 = fly.make_layout(%110, %111) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,64):(0,1)>
      %113 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %114 = fly.make_view(%113, %112) : (!fly.int_tuple<0>, !fly.layout<(64,64):(0,1)>) -> !fly.coord_tensor<0, (64,64):(0,1)>
      %115 = fly.tiled_mma.partition(c, %arg13, %109, %55) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.coord_tensor<0, (64,64):(1,0)>, !fly.int_tuple<?>) -> !fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>
      %116 = fly.tiled_mma.partition(c, %arg13, %114, %55) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.coord_tensor<0, (64,64):(0,1)>, !fly.int_tuple<?>) -> !fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>
      %117 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %118 = fly.get_shape(%117) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst = arith.constant 0.000000e+00 : f32
      %119 = vector.broadcast %cst : f32 to vector<16xf32>
      fly.memref.store_vec(%119, %102) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %c64_i32_16 = arith.constant 64 : i32
      %120 = arith.floordivsi %0, %c64_i32_16 : i32
      %c64_i32_17 = arith.constant 64 : i32
      %121 = arith.muli %120, %c64_i32_17 : i32
      %c16_i32 = arith.constant 16 : i32
      %122 = arith.muli %121, %c16_i32 : i32
      %123 = arith.extsi %122 : i32 to i64
      %124 = rocdl.readfirstlane %123 : i64
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %126 = fly.add_offset(%31, %125) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %127 = fly.get_iter(%42) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %128 = arith.trunci %124 : i64 to i32
      %c2_i32 = arith.constant 2 : i32
      %129 = arith.floordivsi %128, %c2_i32 : i32
      %130 = fly.make_int_tuple(%129) : (i32) -> !fly.int_tuple<?>
      %131 = fly.add_offset(%126, %130) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32 = arith.constant 0 : i32
      %132 = arith.addi %0, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %133 = arith.remsi %132, %c8_i32 : i32
      %c8_i32_18 = arith.constant 8 : i32
      %134 = arith.muli %133, %c8_i32_18 : i32
      %c8_i32_19 = arith.constant 8 : i32
      %135 = arith.floordivsi %132, %c8_i32_19 : i32
      %136 = fly.make_int_tuple(%134, %135) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %137 = fly.crd2idx(%136, %89) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %138 = fly.get_scalar(%137) : (!fly.int_tuple<?>) -> i32
      %c64_i32_20 = arith.constant 64 : i32
      %139 = arith.remsi %138, %c64_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %140 = arith.addi %13, %c0_i32_21 : i32
      %141 = arith.addi %140, %135 : i32
      %142 = arith.addi %20, %139 : i32
      %143 = arith.cmpi slt, %142, %arg7 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %144 = arith.select %143, %142, %c0_i32_22 : i32
      %145 = arith.muli %141, %arg12 : i32
      %146 = arith.addi %145, %144 : i32
      %147 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %149 = fly.make_layout(%147, %148) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %150 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<?>
      %151 = fly.add_offset(%127, %150) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %152 = fly.make_view(%151, %149) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %153 = fly.make_view(%131, %149) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%49, %152, %153) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %154 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %155 = fly.add_offset(%131, %154) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_23 = arith.constant 256 : i32
      %156 = arith.addi %0, %c256_i32_23 : i32
      %c8_i32_24 = arith.constant 8 : i32
      %157 = arith.remsi %156, %c8_i32_24 : i32
      %c8_i32_25 = arith.constant 8 : i32
      %158 = arith.muli %157, %c8_i32_25 : i32
      %c8_i32_26 = arith.constant 8 : i32
      %159 = arith.floordivsi %156, %c8_i32_26 : i32
      %160 = fly.make_int_tuple(%158, %159) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %161 = fly.crd2idx(%160, %89) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %162 = fly.get_scalar(%161) : (!fly.int_tuple<?>) -> i32
      %c64_i32_27 = arith.constant 64 : i32
      %163 = arith.remsi %162, %c64_i32_27 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %164 = arith.addi %13, %c0_i32_28 : i32
      %165 = arith.addi %164, %159 : i32
      %166 = arith.addi %20, %163 : i32
      %167 = arith.cmpi slt, %166, %arg7 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %168 = arith.select %167, %166, %c0_i32_29 : i32
      %169 = arith.muli %165, %arg12 : i32
      %170 = arith.addi %169, %168 : i32
      %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %172 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %173 = fly.make_layout(%171, %172) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %174 = fly.make_int_tuple(%170) : (i32) -> !fly.int_tuple<?>
      %175 = fly.add_offset(%127, %174) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %176 = fly.make_view(%175, %173) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %177 = fly.make_view(%155, %173) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%49, %176, %177) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %178 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %179 = fly.add_offset(%26, %178) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %180 = fly.get_iter(%38) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %181 = arith.trunci %124 : i64 to i32
      %c2_i32_30 = arith.constant 2 : i32
      %182 = arith.floordivsi %181, %c2_i32_30 : i32
      %183 = fly.make_int_tuple(%182) : (i32) -> !fly.int_tuple<?>
      %184 = fly.add_offset(%179, %183) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_31 = arith.constant 0 : i32
      %185 = arith.addi %0, %c0_i32_31 : i32
      %c8_i32_32 = arith.constant 8 : i32
      %186 = arith.floordivsi %185, %c8_i32_32 : i32
      %c8_i32_33 = arith.constant 8 : i32
      %187 = arith.remsi %185, %c8_i32_33 : i32
      %c8_i32_34 = arith.constant 8 : i32
      %188 = arith.muli %187, %c8_i32_34 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %189 = arith.addi %13, %c0_i32_35 : i32
      %190 = fly.make_int_tuple(%186, %188) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %191 = fly.crd2idx(%190, %83) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %192 = fly.get_scalar(%191) : (!fly.int_tuple<?>) -> i32
      %c64_i32_36 = arith.constant 64 : i32
      %193 = arith.remsi %192, %c64_i32_36 : i32
      %194 = arith.addi %189, %193 : i32
      %195 = arith.addi %19, %186 : i32
      %196 = arith.cmpi slt, %195, %arg6 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %197 = arith.select %196, %195, %c0_i32_37 : i32
      %198 = arith.muli %197, %arg11 : i32
      %199 = arith.addi %198, %194 : i32
      %200 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %201 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %202 = fly.make_layout(%200, %201) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %203 = fly.make_int_tuple(%199) : (i32) -> !fly.int_tuple<?>
      %204 = fly.add_offset(%180, %203) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %205 = fly.make_view(%204, %202) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %206 = fly.make_view(%184, %202) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%49, %205, %206) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %207 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %208 = fly.add_offset(%184, %207) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_38 = arith.constant 256 : i32
      %209 = arith.addi %0, %c256_i32_38 : i32
      %c8_i32_39 = arith.constant 8 : i32
      %210 = arith.floordivsi %209, %c8_i32_39 : i32
      %c8_i32_40 = arith.constant 8 : i32
      %211 = arith.remsi %209, %c8_i32_40 : i32
      %c8_i32_41 = arith.constant 8 : i32
      %212 = arith.muli %211, %c8_i32_41 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %213 = arith.addi %13, %c0_i32_42 : i32
      %214 = fly.make_int_tuple(%210, %212) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %215 = fly.crd2idx(%214, %83) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %216 = fly.get_scalar(%215) : (!fly.int_tuple<?>) -> i32
      %c64_i32_43 = arith.constant 64 : i32
      %217 = arith.remsi %216, %c64_i32_43 : i32
      %218 = arith.addi %213, %217 : i32
      %219 = arith.addi %19, %210 : i32
      %220 = arith.cmpi slt, %219, %arg6 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %221 = arith.select %220, %219, %c0_i32_44 : i32
      %222 = arith.muli %221, %arg11 : i32
      %223 = arith.addi %222, %218 : i32
      %224 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %225 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %226 = fly.make_layout(%224, %225) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %227 = fly.make_int_tuple(%223) : (i32) -> !fly.int_tuple<?>
      %228 = fly.add_offset(%180, %227) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %229 = fly.make_view(%228, %226) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %230 = fly.make_view(%208, %226) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%49, %229, %230) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      rocdl.sched.barrier none
      %c1_i32_45 = arith.constant 1 : i32
      %231 = arith.subi %18, %c1_i32_45 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %c1_i32_47 = arith.constant 1 : i32
      scf.for %arg14 = %c0_i32_46 to %231 step %c1_i32_47  : i32 {
        %c2_i32_60 = arith.constant 2 : i32
        %405 = arith.remsi %arg14, %c2_i32_60 : i32
        %c2_i32_61 = arith.constant 2 : i32
        %406 = arith.addi %405, %c2_i32_61 : i32
        %c1_i32_62 = arith.constant 1 : i32
        %407 = arith.subi %406, %c1_i32_62 : i32
        %c2_i32_63 = arith.constant 2 : i32
        %408 = arith.remsi %407, %c2_i32_63 : i32
        rocdl.s.waitcnt 3952
        rocdl.s.barrier
        %c1_i32_64 = arith.constant 1 : i32
        %409 = arith.addi %arg14, %c1_i32_64 : i32
        %c64_i32_65 = arith.constant 64 : i32
        %410 = arith.muli %408, %c64_i32_65 : i32
        %c64_i32_66 = arith.constant 64 : i32
        %411 = arith.muli %410, %c64_i32_66 : i32
        %412 = fly.make_int_tuple(%411) : (i32) -> !fly.int_tuple<?>
        %413 = fly.add_offset(%31, %412) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %414 = fly.get_iter(%42) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %415 = arith.trunci %124 : i64 to i32
        %c2_i32_67 = arith.constant 2 : i32
        %416 = arith.floordivsi %415, %c2_i32_67 : i32
        %417 = fly.make_int_tuple(%416) : (i32) -> !fly.int_tuple<?>
        %418 = fly.add_offset(%413, %417) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_68 = arith.constant 0 : i32
        %419 = arith.addi %0, %c0_i32_68 : i32
        %c8_i32_69 = arith.constant 8 : i32
        %420 = arith.remsi %419, %c8_i32_69 : i32
        %c8_i32_70 = arith.constant 8 : i32
        %421 = arith.muli %420, %c8_i32_70 : i32
        %c8_i32_71 = arith.constant 8 : i32
        %422 = arith.floordivsi %419, %c8_i32_71 : i32
        %423 = fly.make_int_tuple(%421, %422) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %424 = fly.crd2idx(%423, %89) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %425 = fly.get_scalar(%424) : (!fly.int_tuple<?>) -> i32
        %c64_i32_72 = arith.constant 64 : i32
        %426 = arith.remsi %425, %c64_i32_72 : i32
        %c64_i32_73 = arith.constant 64 : i32
        %427 = arith.muli %409, %c64_i32_73 : i32
        %428 = arith.addi %13, %427 : i32
        %429 = arith.addi %428, %422 : i32
        %430 = arith.addi %20, %426 : i32
        %431 = arith.cmpi slt, %430, %arg7 : i32
        %c0_i32_74 = arith.constant 0 : i32
        %432 = arith.select %431, %430, %c0_i32_74 : i32
        %433 = arith.muli %429, %arg12 : i32
        %434 = arith.addi %433, %432 : i32
        %435 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %436 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %437 = fly.make_layout(%435, %436) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %438 = fly.make_int_tuple(%434) : (i32) -> !fly.int_tuple<?>
        %439 = fly.add_offset(%414, %438) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %440 = fly.make_view(%439, %437) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %441 = fly.make_view(%418, %437) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%49, %440, %441) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %442 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %443 = fly.add_offset(%418, %442) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_75 = arith.constant 256 : i32
        %444 = arith.addi %0, %c256_i32_75 : i32
        %c8_i32_76 = arith.constant 8 : i32
        %445 = arith.remsi %444, %c8_i32_76 : i32
        %c8_i32_77 = arith.constant 8 : i32
        %446 = arith.muli %445, %c8_i32_77 : i32
        %c8_i32_78 = arith.constant 8 : i32
        %447 = arith.floordivsi %444, %c8_i32_78 : i32
        %448 = fly.make_int_tuple(%446, %447) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %449 = fly.crd2idx(%448, %89) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %450 = fly.get_scalar(%449) : (!fly.int_tuple<?>) -> i32
        %c64_i32_79 = arith.constant 64 : i32
        %451 = arith.remsi %450, %c64_i32_79 : i32
        %c64_i32_80 = arith.constant 64 : i32
        %452 = arith.muli %409, %c64_i32_80 : i32
        %453 = arith.addi %13, %452 : i32
        %454 = arith.addi %453, %447 : i32
        %455 = arith.addi %20, %451 : i32
        %456 = arith.cmpi slt, %455, %arg7 : i32
        %c0_i32_81 = arith.constant 0 : i32
        %457 = arith.select %456, %455, %c0_i32_81 : i32
        %458 = arith.muli %454, %arg12 : i32
        %459 = arith.addi %458, %457 : i32
        %460 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %461 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %462 = fly.make_layout(%460, %461) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %463 = fly.make_int_tuple(%459) : (i32) -> !fly.int_tuple<?>
        %464 = fly.add_offset(%414, %463) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %465 = fly.make_view(%464, %462) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %466 = fly.make_view(%443, %462) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%49, %465, %466) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %c1_i32_82 = arith.constant 1 : i32
        %467 = arith.addi %arg14, %c1_i32_82 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %468 = arith.muli %408, %c64_i32_83 : i32
        %c64_i32_84 = arith.constant 64 : i32
        %469 = arith.muli %468, %c64_i32_84 : i32
        %470 = fly.make_int_tuple(%469) : (i32) -> !fly.int_tuple<?>
        %471 = fly.add_offset(%26, %470) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %472 = fly.get_iter(%38) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %473 = arith.trunci %124 : i64 to i32
        %c2_i32_85 = arith.constant 2 : i32
        %474 = arith.floordivsi %473, %c2_i32_85 : i32
        %475 = fly.make_int_tuple(%474) : (i32) -> !fly.int_tuple<?>
        %476 = fly.add_offset(%471, %475) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_86 = arith.constant 0 : i32
        %477 = arith.addi %0, %c0_i32_86 : i32
        %c8_i32_87 = arith.constant 8 : i32
        %478 = arith.floordivsi %477, %c8_i32_87 : i32
        %c8_i32_88 = arith.constant 8 : i32
        %479 = arith.remsi %477, %c8_i32_88 : i32
        %c8_i32_89 = arith.constant 8 : i32
        %480 = arith.muli %479, %c8_i32_89 : i32
        %c64_i32_90 = arith.constant 64 : i32
        %481 = arith.muli %467, %c64_i32_90 : i32
        %482 = arith.addi %13, %481 : i32
        %483 = fly.make_int_tuple(%478, %480) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %484 = fly.crd2idx(%483, %83) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %485 = fly.get_scalar(%484) : (!fly.int_tuple<?>) -> i32
        %c64_i32_91 = arith.constant 64 : i32
        %486 = arith.remsi %485, %c64_i32_91 : i32
        %487 = arith.addi %482, %486 : i32
        %488 = arith.addi %19, %478 : i32
        %489 = arith.cmpi slt, %488, %arg6 : i32
        %c0_i32_92 = arith.constant 0 : i32
        %490 = arith.select %489, %488, %c0_i32_92 : i32
        %491 = arith.muli %490, %arg11 : i32
        %492 = arith.addi %491, %487 : i32
        %493 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %494 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %495 = fly.make_layout(%493, %494) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %496 = fly.make_int_tuple(%492) : (i32) -> !fly.int_tuple<?>
        %497 = fly.add_offset(%472, %496) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %498 = fly.make_view(%497, %495) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %499 = fly.make_view(%476, %495) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%49, %498, %499) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %500 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %501 = fly.add_offset(%476, %500) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_93 = arith.constant 256 : i32
        %502 = arith.addi %0, %c256_i32_93 : i32
        %c8_i32_94 = arith.constant 8 : i32
        %503 = arith.floordivsi %502, %c8_i32_94 : i32
        %c8_i32_95 = arith.constant 8 : i32
        %504 = arith.remsi %502, %c8_i32_95 : i32
        %c8_i32_96 = arith.constant 8 : i32
        %505 = arith.muli %504, %c8_i32_96 : i32
        %c64_i32_97 = arith.constant 64 : i32
        %506 = arith.muli %467, %c64_i32_97 : i32
        %507 = arith.addi %13, %506 : i32
        %508 = fly.make_int_tuple(%503, %505) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %509 = fly.crd2idx(%508, %83) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %510 = fly.get_scalar(%509) : (!fly.int_tuple<?>) -> i32
        %c64_i32_98 = arith.constant 64 : i32
        %511 = arith.remsi %510, %c64_i32_98 : i32
        %512 = arith.addi %507, %511 : i32
        %513 = arith.addi %19, %503 : i32
        %514 = arith.cmpi slt, %513, %arg6 : i32
        %c0_i32_99 = arith.constant 0 : i32
        %515 = arith.select %514, %513, %c0_i32_99 : i32
        %516 = arith.muli %515, %arg11 : i32
        %517 = arith.addi %516, %512 : i32
        %518 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %519 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %520 = fly.make_layout(%518, %519) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %521 = fly.make_int_tuple(%517) : (i32) -> !fly.int_tuple<?>
        %522 = fly.add_offset(%472, %521) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %523 = fly.make_view(%522, %520) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %524 = fly.make_view(%501, %520) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%49, %523, %524) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %c64_i32_100 = arith.constant 64 : i32
        %525 = arith.muli %405, %c64_i32_100 : i32
        %c64_i32_101 = arith.constant 64 : i32
        %526 = arith.muli %525, %c64_i32_101 : i32
        %527 = fly.make_int_tuple(%526) : (i32) -> !fly.int_tuple<?>
        %528 = fly.add_offset(%26, %527) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %529 = fly.make_view(%528, %83) : (!fly.ptr<bf16, shared>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1)>
        %530 = fly.tiled_copy.partition_src(%65, %529, %66) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>
        %c64_i32_102 = arith.constant 64 : i32
        %531 = arith.muli %405, %c64_i32_102 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %532 = arith.muli %531, %c64_i32_103 : i32
        %533 = fly.make_int_tuple(%532) : (i32) -> !fly.int_tuple<?>
        %534 = fly.add_offset(%31, %533) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %535 = fly.make_view(%534, %89) : (!fly.ptr<bf16, shared>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64)>
        %536 = fly.tiled_copy.partition_src(%76, %535, %77) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64)>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>
        %c0_i32_104 = arith.constant 0 : i32
        %537 = arith.cmpi eq, %2, %c0_i32_104 : i32
        scf.if %537 {
          %538 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %539 = fly.slice(%100, %538) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
          %540 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %541 = fly.slice(%536, %540) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>
          %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %543 = fly.slice(%104, %542) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
          fly.copy(%50, %541, %543) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
          %544 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %545 = fly.slice(%530, %544) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>
          %546 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %547 = fly.slice(%103, %546) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
          fly.copy(%47, %545, %547) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
          %548 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
          %549 = fly.slice(%101, %548) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
          %550 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %551 = fly.get_shape(%550) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %552 = fly.get_layout(%539) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
          %553 = fly.get_shape(%552) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
          %554 = fly.get_layout(%549) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
          %555 = fly.get_shape(%554) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
          %556 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %557 = fly.get_shape(%556) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %558 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %559 = fly.get_shape(%558) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %560 = fly.get(%559) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %561 = fly.size(%560) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %562 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %563 = fly.get_shape(%562) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %564 = fly.get(%563) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %565 = fly.size(%564) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %566 = fly.get_layout(%539) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
          %567 = fly.get_shape(%566) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
          %568 = fly.get(%567) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
          %569 = fly.size(%568) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %570 = fly.get_layout(%549) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
          %571 = fly.get_shape(%570) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
          %572 = fly.get(%571) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
          %573 = fly.size(%572) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %574 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %575 = fly.get_shape(%574) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %576 = fly.get(%575) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %577 = fly.size(%576) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %578 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %579 = fly.get_shape(%578) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %580 = fly.get(%579) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %581 = fly.size(%580) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          fly.gemm(%arg13, %102, %539, %549, %102) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
          %582 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %583 = fly.slice(%100, %582) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
          %584 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %585 = fly.slice(%536, %584) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>
          %586 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %587 = fly.slice(%104, %586) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
          fly.copy(%50, %585, %587) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
          %588 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %589 = fly.slice(%530, %588) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>
          %590 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %591 = fly.slice(%103, %590) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
          fly.copy(%47, %589, %591) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
          %592 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
          %593 = fly.slice(%101, %592) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
          %594 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %595 = fly.get_shape(%594) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %596 = fly.get_layout(%583) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
          %597 = fly.get_shape(%596) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
          %598 = fly.get_layout(%593) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
          %599 = fly.get_shape(%598) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
          %600 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %601 = fly.get_shape(%600) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %602 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %603 = fly.get_shape(%602) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %604 = fly.get(%603) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %605 = fly.size(%604) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %606 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %607 = fly.get_shape(%606) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %608 = fly.get(%607) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %609 = fly.size(%608) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %610 = fly.get_layout(%583) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
          %611 = fly.get_shape(%610) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
          %612 = fly.get(%611) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
          %613 = fly.size(%612) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %614 = fly.get_layout(%593) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
          %615 = fly.get_shape(%614) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
          %616 = fly.get(%615) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
          %617 = fly.size(%616) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %618 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %619 = fly.get_shape(%618) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %620 = fly.get(%619) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %621 = fly.size(%620) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          %622 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
          %623 = fly.get_shape(%622) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
          %624 = fly.get(%623) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
          %625 = fly.size(%624) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
          fly.gemm(%arg13, %102, %583, %593, %102) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        }
        rocdl.sched.group.barrier vmem_read, 4, 0
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier ds_read, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.group.barrier mfma_wmma, 2, 0
        rocdl.sched.barrier none
      }
      %c2_i32_48 = arith.constant 2 : i32
      %232 = arith.remsi %231, %c2_i32_48 : i32
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %c0_i32_49 = arith.constant 0 : i32
      %233 = arith.addi %231, %c0_i32_49 : i32
      %c64_i32_50 = arith.constant 64 : i32
      %234 = arith.muli %232, %c64_i32_50 : i32
      %c64_i32_51 = arith.constant 64 : i32
      %235 = arith.muli %234, %c64_i32_51 : i32
      %236 = fly.make_int_tuple(%235) : (i32) -> !fly.int_tuple<?>
      %237 = fly.add_offset(%26, %236) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %238 = fly.make_view(%237, %83) : (!fly.ptr<bf16, shared>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1)>
      %239 = fly.tiled_copy.partition_src(%65, %238, %66) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1)>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>
      %c64_i32_52 = arith.constant 64 : i32
      %240 = arith.muli %232, %c64_i32_52 : i32
      %c64_i32_53 = arith.constant 64 : i32
      %241 = arith.muli %240, %c64_i32_53 : i32
      %242 = fly.make_int_tuple(%241) : (i32) -> !fly.int_tuple<?>
      %243 = fly.add_offset(%31, %242) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %244 = fly.make_view(%243, %89) : (!fly.ptr<bf16, shared>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64)>
      %245 = fly.tiled_copy.partition_src(%76, %244, %77) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64)>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>
      %c0_i32_54 = arith.constant 0 : i32
      %246 = arith.cmpi eq, %2, %c0_i32_54 : i32
      scf.if %246 {
        %405 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %406 = fly.slice(%100, %405) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %407 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %408 = fly.slice(%245, %407) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>
        %409 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %410 = fly.slice(%104, %409) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%50, %408, %410) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %411 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %412 = fly.slice(%239, %411) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>
        %413 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %414 = fly.slice(%103, %413) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%47, %412, %414) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %415 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %416 = fly.slice(%101, %415) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %417 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %418 = fly.get_shape(%417) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %419 = fly.get_layout(%406) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %420 = fly.get_shape(%419) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %421 = fly.get_layout(%416) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %422 = fly.get_shape(%421) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %423 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %424 = fly.get_shape(%423) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %425 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %426 = fly.get_shape(%425) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %427 = fly.get(%426) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %428 = fly.size(%427) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %429 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %430 = fly.get_shape(%429) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %431 = fly.get(%430) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %432 = fly.size(%431) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %433 = fly.get_layout(%406) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %434 = fly.get_shape(%433) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %435 = fly.get(%434) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %436 = fly.size(%435) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %437 = fly.get_layout(%416) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %438 = fly.get_shape(%437) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %439 = fly.get(%438) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %440 = fly.size(%439) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %441 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %442 = fly.get_shape(%441) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %443 = fly.get(%442) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %444 = fly.size(%443) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %445 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %446 = fly.get_shape(%445) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %447 = fly.get(%446) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %448 = fly.size(%447) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %102, %406, %416, %102) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %449 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %450 = fly.slice(%100, %449) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %451 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %452 = fly.slice(%245, %451) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>
        %453 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %454 = fly.slice(%104, %453) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%50, %452, %454) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32)>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %455 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %456 = fly.slice(%239, %455) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>
        %457 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %458 = fly.slice(%103, %457) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%47, %456, %458) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048)>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %459 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %460 = fly.slice(%101, %459) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %461 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %462 = fly.get_shape(%461) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %463 = fly.get_layout(%450) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %464 = fly.get_shape(%463) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %465 = fly.get_layout(%460) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %466 = fly.get_shape(%465) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %467 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %468 = fly.get_shape(%467) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %469 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %470 = fly.get_shape(%469) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %471 = fly.get(%470) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %472 = fly.size(%471) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %473 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %474 = fly.get_shape(%473) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %475 = fly.get(%474) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %476 = fly.size(%475) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %477 = fly.get_layout(%450) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %478 = fly.get_shape(%477) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %479 = fly.get(%478) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %480 = fly.size(%479) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %481 = fly.get_layout(%460) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %482 = fly.get_shape(%481) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %483 = fly.get(%482) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %484 = fly.size(%483) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %485 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %486 = fly.get_shape(%485) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %487 = fly.get(%486) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %488 = fly.size(%487) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %489 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %490 = fly.get_shape(%489) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %491 = fly.get(%490) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %492 = fly.size(%491) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %102, %450, %460, %102) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      }
      %c1_i32_55 = arith.constant 1 : i32
      %247 = arith.addi %232, %c1_i32_55 : i32
      %c2_i32_56 = arith.constant 2 : i32
      %248 = arith.remsi %247, %c2_i32_56 : i32
      %249 = fly.make_fragment_like(%102, bf16) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>
      %250 = fly.memref.load_vec(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> vector<16xf32>
      %251 = fly.get_layout(%102) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %252 = fly.get_shape(%251) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %253 = arith.truncf %250 : vector<16xf32> to vector<16xbf16>
      fly.memref.store_vec(%253, %249) : (vector<16xbf16>, !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      gpu.barrier
      %254 = fly.get_layout(%249) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %255 = fly.get_shape(%254) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %256 = fly.size(%255) : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<16>
      %257 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %258 = fly.memref.load(%115, %257) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<?{div=4}>
      %259 = fly.get_scalar(%258) : (!fly.int_tuple<?{div=4}>) -> i32
      %260 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %261 = fly.memref.load(%116, %260) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<0>) -> !fly.int_tuple<?>
      %262 = fly.get_scalar(%261) : (!fly.int_tuple<?>) -> i32
      %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %264 = fly.memref.load(%249, %263) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<0>) -> bf16
      %265 = fly.make_int_tuple(%259, %262) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%264, %99, %265) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %266 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %267 = fly.memref.load(%115, %266) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %268 = fly.get_scalar(%267) : (!fly.int_tuple<?>) -> i32
      %269 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %270 = fly.memref.load(%116, %269) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %271 = fly.get_scalar(%270) : (!fly.int_tuple<?>) -> i32
      %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %273 = fly.memref.load(%249, %272) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<1>) -> bf16
      %274 = fly.make_int_tuple(%268, %271) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%273, %99, %274) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %275 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %276 = fly.memref.load(%115, %275) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<2>) -> !fly.int_tuple<?{div=2}>
      %277 = fly.get_scalar(%276) : (!fly.int_tuple<?{div=2}>) -> i32
      %278 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %279 = fly.memref.load(%116, %278) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<2>) -> !fly.int_tuple<?>
      %280 = fly.get_scalar(%279) : (!fly.int_tuple<?>) -> i32
      %281 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %282 = fly.memref.load(%249, %281) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<2>) -> bf16
      %283 = fly.make_int_tuple(%277, %280) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%282, %99, %283) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %284 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %285 = fly.memref.load(%115, %284) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %286 = fly.get_scalar(%285) : (!fly.int_tuple<?>) -> i32
      %287 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %288 = fly.memref.load(%116, %287) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %289 = fly.get_scalar(%288) : (!fly.int_tuple<?>) -> i32
      %290 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %291 = fly.memref.load(%249, %290) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<3>) -> bf16
      %292 = fly.make_int_tuple(%286, %289) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%291, %99, %292) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %293 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %294 = fly.memref.load(%115, %293) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<4>) -> !fly.int_tuple<?{div=4}>
      %295 = fly.get_scalar(%294) : (!fly.int_tuple<?{div=4}>) -> i32
      %296 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %297 = fly.memref.load(%116, %296) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<4>) -> !fly.int_tuple<?>
      %298 = fly.get_scalar(%297) : (!fly.int_tuple<?>) -> i32
      %299 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %300 = fly.memref.load(%249, %299) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<4>) -> bf16
      %301 = fly.make_int_tuple(%295, %298) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%300, %99, %301) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %302 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %303 = fly.memref.load(%115, %302) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %304 = fly.get_scalar(%303) : (!fly.int_tuple<?>) -> i32
      %305 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %306 = fly.memref.load(%116, %305) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %307 = fly.get_scalar(%306) : (!fly.int_tuple<?>) -> i32
      %308 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %309 = fly.memref.load(%249, %308) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<5>) -> bf16
      %310 = fly.make_int_tuple(%304, %307) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%309, %99, %310) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %311 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %312 = fly.memref.load(%115, %311) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<6>) -> !fly.int_tuple<?{div=2}>
      %313 = fly.get_scalar(%312) : (!fly.int_tuple<?{div=2}>) -> i32
      %314 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %315 = fly.memref.load(%116, %314) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<6>) -> !fly.int_tuple<?>
      %316 = fly.get_scalar(%315) : (!fly.int_tuple<?>) -> i32
      %317 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %318 = fly.memref.load(%249, %317) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<6>) -> bf16
      %319 = fly.make_int_tuple(%313, %316) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%318, %99, %319) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %320 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %321 = fly.memref.load(%115, %320) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %322 = fly.get_scalar(%321) : (!fly.int_tuple<?>) -> i32
      %323 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %324 = fly.memref.load(%116, %323) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %325 = fly.get_scalar(%324) : (!fly.int_tuple<?>) -> i32
      %326 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %327 = fly.memref.load(%249, %326) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<7>) -> bf16
      %328 = fly.make_int_tuple(%322, %325) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%327, %99, %328) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %329 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %330 = fly.memref.load(%115, %329) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<8>) -> !fly.int_tuple<?{div=4}>
      %331 = fly.get_scalar(%330) : (!fly.int_tuple<?{div=4}>) -> i32
      %332 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %333 = fly.memref.load(%116, %332) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<8>) -> !fly.int_tuple<?>
      %334 = fly.get_scalar(%333) : (!fly.int_tuple<?>) -> i32
      %335 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %336 = fly.memref.load(%249, %335) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<8>) -> bf16
      %337 = fly.make_int_tuple(%331, %334) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%336, %99, %337) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %338 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %339 = fly.memref.load(%115, %338) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %340 = fly.get_scalar(%339) : (!fly.int_tuple<?>) -> i32
      %341 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %342 = fly.memref.load(%116, %341) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %343 = fly.get_scalar(%342) : (!fly.int_tuple<?>) -> i32
      %344 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %345 = fly.memref.load(%249, %344) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<9>) -> bf16
      %346 = fly.make_int_tuple(%340, %343) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%345, %99, %346) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %347 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %348 = fly.memref.load(%115, %347) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<10>) -> !fly.int_tuple<?{div=2}>
      %349 = fly.get_scalar(%348) : (!fly.int_tuple<?{div=2}>) -> i32
      %350 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %351 = fly.memref.load(%116, %350) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<10>) -> !fly.int_tuple<?>
      %352 = fly.get_scalar(%351) : (!fly.int_tuple<?>) -> i32
      %353 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %354 = fly.memref.load(%249, %353) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<10>) -> bf16
      %355 = fly.make_int_tuple(%349, %352) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%354, %99, %355) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %356 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %357 = fly.memref.load(%115, %356) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %358 = fly.get_scalar(%357) : (!fly.int_tuple<?>) -> i32
      %359 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %360 = fly.memref.load(%116, %359) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %361 = fly.get_scalar(%360) : (!fly.int_tuple<?>) -> i32
      %362 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %363 = fly.memref.load(%249, %362) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<11>) -> bf16
      %364 = fly.make_int_tuple(%358, %361) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%363, %99, %364) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %365 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %366 = fly.memref.load(%115, %365) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<12>) -> !fly.int_tuple<?{div=4}>
      %367 = fly.get_scalar(%366) : (!fly.int_tuple<?{div=4}>) -> i32
      %368 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %369 = fly.memref.load(%116, %368) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<12>) -> !fly.int_tuple<?>
      %370 = fly.get_scalar(%369) : (!fly.int_tuple<?>) -> i32
      %371 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %372 = fly.memref.load(%249, %371) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<12>) -> bf16
      %373 = fly.make_int_tuple(%367, %370) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%372, %99, %373) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %374 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %375 = fly.memref.load(%115, %374) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %376 = fly.get_scalar(%375) : (!fly.int_tuple<?>) -> i32
      %377 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %378 = fly.memref.load(%116, %377) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %379 = fly.get_scalar(%378) : (!fly.int_tuple<?>) -> i32
      %380 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %381 = fly.memref.load(%249, %380) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<13>) -> bf16
      %382 = fly.make_int_tuple(%376, %379) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%381, %99, %382) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %383 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %384 = fly.memref.load(%115, %383) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<14>) -> !fly.int_tuple<?{div=2}>
      %385 = fly.get_scalar(%384) : (!fly.int_tuple<?{div=2}>) -> i32
      %386 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %387 = fly.memref.load(%116, %386) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<14>) -> !fly.int_tuple<?>
      %388 = fly.get_scalar(%387) : (!fly.int_tuple<?>) -> i32
      %389 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %390 = fly.memref.load(%249, %389) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<14>) -> bf16
      %391 = fly.make_int_tuple(%385, %388) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%390, %99, %391) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      %392 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %393 = fly.memref.load(%115, %392) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %394 = fly.get_scalar(%393) : (!fly.int_tuple<?>) -> i32
      %395 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %396 = fly.memref.load(%116, %395) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %397 = fly.get_scalar(%396) : (!fly.int_tuple<?>) -> i32
      %398 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %399 = fly.memref.load(%249, %398) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<15>) -> bf16
      %400 = fly.make_int_tuple(%394, %397) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%399, %99, %400) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1)>, !fly.int_tuple<(?,?)>) -> ()
      gpu.barrier
      %c0_i32_57 = arith.constant 0 : i32
      %401 = arith.addi %0, %c0_i32_57 : i32
      %c512_i32 = arith.constant 512 : i32
      %402 = arith.cmpi slt, %401, %c512_i32 : i32
      scf.if %402 {
        %c8_i32_60 = arith.constant 8 : i32
        %405 = arith.floordivsi %401, %c8_i32_60 : i32
        %c8_i32_61 = arith.constant 8 : i32
        %406 = arith.remsi %401, %c8_i32_61 : i32
        %c8_i32_62 = arith.constant 8 : i32
        %407 = arith.muli %406, %c8_i32_62 : i32
        %408 = arith.addi %19, %405 : i32
        %409 = arith.addi %20, %407 : i32
        %410 = arith.cmpi slt, %408, %arg6 : i32
        %411 = arith.cmpi slt, %408, %arg6 : i32
        %412 = arith.cmpi slt, %409, %arg7 : i32
        %false = arith.constant false
        %413 = arith.cmpi ne, %411, %false : i1
        %false_63 = arith.constant false
        %414 = arith.cmpi ne, %412, %false_63 : i1
        %415 = arith.andi %413, %414 : i1
        scf.if %415 {
          %c64_i32_64 = arith.constant 64 : i32
          %416 = arith.muli %405, %c64_i32_64 : i32
          %417 = fly.make_int_tuple(%416) : (i32) -> !fly.int_tuple<?>
          %418 = fly.add_offset(%34, %417) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %419 = fly.make_int_tuple(%407) : (i32) -> !fly.int_tuple<?>
          %420 = fly.add_offset(%418, %419) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %421 = fly.ptr.load(%420) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %422 = arith.muli %408, %arg7 : i32
          %423 = arith.addi %422, %409 : i32
          %424 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %425 = fly.make_int_tuple(%423) : (i32) -> !fly.int_tuple<?>
          %426 = fly.add_offset(%424, %425) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%421, %426) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %c256_i32_58 = arith.constant 256 : i32
      %403 = arith.addi %0, %c256_i32_58 : i32
      %c512_i32_59 = arith.constant 512 : i32
      %404 = arith.cmpi slt, %403, %c512_i32_59 : i32
      scf.if %404 {
        %c8_i32_60 = arith.constant 8 : i32
        %405 = arith.floordivsi %403, %c8_i32_60 : i32
        %c8_i32_61 = arith.constant 8 : i32
        %406 = arith.remsi %403, %c8_i32_61 : i32
        %c8_i32_62 = arith.constant 8 : i32
        %407 = arith.muli %406, %c8_i32_62 : i32
        %408 = arith.addi %19, %405 : i32
        %409 = arith.addi %20, %407 : i32
        %410 = arith.cmpi slt, %408, %arg6 : i32
        %411 = arith.cmpi slt, %408, %arg6 : i32
        %412 = arith.cmpi slt, %409, %arg7 : i32
        %false = arith.constant false
        %413 = arith.cmpi ne, %411, %false : i1
        %false_63 = arith.constant false
        %414 = arith.cmpi ne, %412, %false_63 : i1
        %415 = arith.andi %413, %414 : i1
        scf.if %415 {
          %c64_i32_64 = arith.constant 64 : i32
          %416 = arith.muli %405, %c64_i32_64 : i32
          %417 = fly.make_int_tuple(%416) : (i32) -> !fly.int_tuple<?>
          %418 = fly.add_offset(%34, %417) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %419 = fly.make_int_tuple(%407) : (i32) -> !fly.int_tuple<?>
          %420 = fly.add_offset(%418, %419) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %421 = fly.ptr.load(%420) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %422 = arith.muli %408, %arg7 : i32
          %423 = arith.addi %422, %409 : i32
          %424 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %425 = fly.make_int_tuple(%423) : (i32) -> !fly.int_tuple<?>
          %426 = fly.add_offset(%424, %425) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%421, %426) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      gpu.return
    }
  }
}
