// FlyDSL 0.4.2: gemm_a16w16_gfx950/bf16_m128_n256_k256_hti for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hgemm_bf16_t128x128x64x2_ks1_w2x2x1_gm0_bias0_lnn_phti_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<i32, global, ?:1>, %arg5: !fly.memref<i32, global, ?:1>, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32, %arg10: i32, %arg11: i32, %arg12: i32, %arg13: !fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id x
      %0 = arith.index_cast %thread_id_x : index to i32
      %c64_i32 = arith.constant 64 : i32
      %1 = arith.floordivsi %0, %c64_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %2 = arith.addi %arg6, %c128_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %3 = arith.subi %2, %c1_i32 : i32
      %c128_i32_0 = arith.constant 128 : i32
      %4 = arith.floordivsi %3, %c128_i32_0 : i32
      %c128_i32_1 = arith.constant 128 : i32
      %5 = arith.addi %arg7, %c128_i32_1 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %6 = arith.subi %5, %c1_i32_2 : i32
      %c128_i32_3 = arith.constant 128 : i32
      %7 = arith.floordivsi %6, %c128_i32_3 : i32
      %block_id_x = gpu.block_id x
      %8 = arith.index_cast %block_id_x : index to i32
      %9 = arith.floordivsi %8, %7 : i32
      %10 = arith.remsi %8, %7 : i32
      %block_id_y = gpu.block_id y
      %11 = arith.index_cast %block_id_y : index to i32
      %12 = arith.muli %11, %arg10 : i32
      %13 = arith.addi %12, %arg10 : i32
      %14 = arith.cmpi slt, %13, %arg8 : i32
      %15 = arith.select %14, %13, %arg8 : i32
      %16 = arith.subi %15, %12 : i32
      %c64_i32_4 = arith.constant 64 : i32
      %17 = arith.floordivsi %16, %c64_i32_4 : i32
      %c128_i32_5 = arith.constant 128 : i32
      %18 = arith.muli %9, %c128_i32_5 : i32
      %c128_i32_6 = arith.constant 128 : i32
      %19 = arith.muli %10, %c128_i32_6 : i32
      %20 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 65536 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %21 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %22 = fly.add_offset(%20, %21) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %23 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %24 = fly.add_offset(%22, %23) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %25 = fly.recast_iter(%24) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %26 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %27 = fly.add_offset(%20, %26) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<32768>
      %29 = fly.add_offset(%27, %28) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<32768>) -> !fly.ptr<i8, shared, align<16>>
      %30 = fly.recast_iter(%29) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %31 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %32 = fly.add_offset(%20, %31) : (!fly.ptr<i8, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<i8, shared, align<16>>
      %33 = fly.recast_iter(%32) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<bf16, shared, align<16>>
      %34 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %35 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %36 = fly.make_ptr(%34, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %37 = fly.make_view(%36, %35) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %38 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %39 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_7 = arith.constant 0 : i16
      %c4294967295_i64_8 = arith.constant 4294967295 : i64
      %c159744_i32_9 = arith.constant 159744 : i32
      %40 = fly.make_ptr(%38, %c0_i16_7, %c4294967295_i64_8, %c159744_i32_9) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %41 = fly.make_view(%40, %39) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %42 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %43 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_10 = arith.constant 0 : i16
      %c4294967295_i64_11 = arith.constant 4294967295 : i64
      %c159744_i32_12 = arith.constant 159744 : i32
      %44 = fly.make_ptr(%42, %c0_i16_10, %c4294967295_i64_11, %c159744_i32_12) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %45 = fly.make_view(%44, %43) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %46 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 16>
      %47 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>
      %48 = fly.make_copy_atom {valBits = 128 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>
      %49 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>
      %50 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %51 = fly.static : !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>
      %52 = fly.static : !fly.int_tuple<(32,32,32)>
      %53 = fly.select(%52) {indices = array<i32: 0>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %55 = fly.make_layout(%53, %54) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %56 = fly.select(%52) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %57 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %58 = fly.make_layout(%56, %57) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %59 = fly.static : !fly.tile<[32:1|32:1]>
      %60 = fly.make_tiled_copy(%47, %51, %59) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>
      %61 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %62 = fly.static : !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>
      %63 = fly.static : !fly.int_tuple<(32,32,32)>
      %64 = fly.select(%63) {indices = array<i32: 1>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %66 = fly.make_layout(%64, %65) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %67 = fly.select(%63) {indices = array<i32: 2>} : (!fly.int_tuple<(32,32,32)>) -> !fly.int_tuple<32>
      %68 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %69 = fly.make_layout(%67, %68) : (!fly.int_tuple<32>, !fly.int_tuple<1>) -> !fly.layout<32:1>
      %70 = fly.static : !fly.tile<[32:1|32:1]>
      %71 = fly.make_tiled_copy(%49, %62, %70) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>) -> !fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>
      %72 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<?>
      %73 = fly.static : !fly.swizzle<S<3,3,3>>
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %76 = fly.make_ordered_layout(%74, %75) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(64,64):(64,1)>
      %77 = fly.coprofile(%76) : (!fly.layout<(64,64):(64,1)>) -> !fly.int_tuple<0>
      %78 = fly.make_composed_layout(%73, %77, %76) : (!fly.swizzle<S<3,3,3>>, !fly.int_tuple<0>, !fly.layout<(64,64):(64,1)>) -> !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>
      %79 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
      %81 = fly.make_ordered_layout(%79, %80) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,64):(1,64)>
      %82 = fly.static : !fly.swizzle<S<2,4,2>>
      %83 = fly.coprofile(%81) : (!fly.layout<(64,64):(1,64)>) -> !fly.int_tuple<0>
      %84 = fly.make_composed_layout(%82, %83, %81) : (!fly.swizzle<S<2,4,2>>, !fly.int_tuple<0>, !fly.layout<(64,64):(1,64)>) -> !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>
      %85 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %86 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,1)>
      %87 = fly.make_layout(%85, %86) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(64,1)>) -> !fly.layout<(64,64):(64,1)>
      %c64_i32_13 = arith.constant 64 : i32
      %88 = arith.floordivsi %0, %c64_i32_13 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %89 = arith.muli %88, %c64_i32_14 : i32
      %c16_i32 = arith.constant 16 : i32
      %90 = arith.muli %89, %c16_i32 : i32
      %91 = arith.extsi %90 : i32 to i64
      %92 = rocdl.readfirstlane %91 : i64
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %94 = fly.make_int_tuple() : () -> !fly.int_tuple<(1,0)>
      %95 = fly.make_layout(%93, %94) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(1,0)>) -> !fly.layout<(64,64):(1,0)>
      %96 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %97 = fly.make_view(%96, %95) : (!fly.int_tuple<0>, !fly.layout<(64,64):(1,0)>) -> !fly.coord_tensor<0, (64,64):(1,0)>
      %98 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,64)>
      %99 = fly.make_int_tuple() : () -> !fly.int_tuple<(0,1)>
      %100 = fly.make_layout(%98, %99) : (!fly.int_tuple<(64,64)>, !fly.int_tuple<(0,1)>) -> !fly.layout<(64,64):(0,1)>
      %101 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %102 = fly.make_view(%101, %100) : (!fly.int_tuple<0>, !fly.layout<(64,64):(0,1)>) -> !fly.coord_tensor<0, (64,64):(0,1)>
      %103 = fly.tiled_mma.partition(c, %arg13, %97, %50) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.coord_tensor<0, (64,64):(1,0)>, !fly.int_tuple<?>) -> !fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>
      %104 = fly.tiled_mma.partition(c, %arg13, %102, %50) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.coord_tensor<0, (64,64):(0,1)>, !fly.int_tuple<?>) -> !fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>
      %105 = fly.static : !fly.tile<[64|64]>
      %106 = fly.flat_divide(%45, %105) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>
      %c2_i32 = arith.constant 2 : i32
      %107 = arith.muli %9, %c2_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %108 = arith.addi %107, %c0_i32 : i32
      %c2_i32_15 = arith.constant 2 : i32
      %109 = arith.muli %10, %c2_i32_15 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %110 = arith.addi %109, %c0_i32_16 : i32
      %111 = fly.make_int_tuple(%108, %110) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %112 = fly.slice(%106, %111) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %113 = fly.mma.make_fragment(c, %arg13, %112) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %114 = fly.static : !fly.tile<[64|64]>
      %115 = fly.flat_divide(%45, %114) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>
      %c2_i32_17 = arith.constant 2 : i32
      %116 = arith.muli %9, %c2_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %117 = arith.addi %116, %c0_i32_18 : i32
      %c2_i32_19 = arith.constant 2 : i32
      %118 = arith.muli %10, %c2_i32_19 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %119 = arith.addi %118, %c1_i32_20 : i32
      %120 = fly.make_int_tuple(%117, %119) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %121 = fly.slice(%115, %120) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %122 = fly.mma.make_fragment(c, %arg13, %121) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %123 = fly.static : !fly.tile<[64|64]>
      %124 = fly.flat_divide(%45, %123) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>
      %c2_i32_21 = arith.constant 2 : i32
      %125 = arith.muli %9, %c2_i32_21 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %126 = arith.addi %125, %c1_i32_22 : i32
      %c2_i32_23 = arith.constant 2 : i32
      %127 = arith.muli %10, %c2_i32_23 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %128 = arith.addi %127, %c0_i32_24 : i32
      %129 = fly.make_int_tuple(%126, %128) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %130 = fly.slice(%124, %129) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %131 = fly.mma.make_fragment(c, %arg13, %130) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %132 = fly.static : !fly.tile<[64|64]>
      %133 = fly.flat_divide(%45, %132) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.tile<[64|64]>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>
      %c2_i32_25 = arith.constant 2 : i32
      %134 = arith.muli %9, %c2_i32_25 : i32
      %c1_i32_26 = arith.constant 1 : i32
      %135 = arith.addi %134, %c1_i32_26 : i32
      %c2_i32_27 = arith.constant 2 : i32
      %136 = arith.muli %10, %c2_i32_27 : i32
      %c1_i32_28 = arith.constant 1 : i32
      %137 = arith.addi %136, %c1_i32_28 : i32
      %138 = fly.make_int_tuple(%135, %137) : (i32, i32) -> !fly.int_tuple<(*,*,?,?)>
      %139 = fly.slice(%133, %138) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64,?,?):(?{i64},1,?{i64 div=64},64)>, !fly.int_tuple<(*,*,?,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>
      %140 = fly.mma.make_fragment(c, %arg13, %139) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, #fly_rocdl.buffer_desc, (64,64):(?{i64},1)>) -> !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>
      %141 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %142 = fly.get_shape(%141) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst = arith.constant 0.000000e+00 : f32
      %143 = vector.broadcast %cst : f32 to vector<16xf32>
      fly.memref.store_vec(%143, %113) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %144 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %145 = fly.get_shape(%144) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst_29 = arith.constant 0.000000e+00 : f32
      %146 = vector.broadcast %cst_29 : f32 to vector<16xf32>
      fly.memref.store_vec(%146, %122) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %147 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %148 = fly.get_shape(%147) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst_30 = arith.constant 0.000000e+00 : f32
      %149 = vector.broadcast %cst_30 : f32 to vector<16xf32>
      fly.memref.store_vec(%149, %131) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %150 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %151 = fly.get_shape(%150) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %cst_31 = arith.constant 0.000000e+00 : f32
      %152 = vector.broadcast %cst_31 : f32 to vector<16xf32>
      fly.memref.store_vec(%152, %140) : (vector<16xf32>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %153 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %154 = fly.add_offset(%30, %153) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %155 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c0_i32_32 = arith.constant 0 : i32
      %156 = arith.addi %19, %c0_i32_32 : i32
      %157 = arith.trunci %92 : i64 to i32
      %c2_i32_33 = arith.constant 2 : i32
      %158 = arith.floordivsi %157, %c2_i32_33 : i32
      %159 = fly.make_int_tuple(%158) : (i32) -> !fly.int_tuple<?>
      %160 = fly.add_offset(%154, %159) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_34 = arith.constant 0 : i32
      %161 = arith.addi %0, %c0_i32_34 : i32
      %c8_i32 = arith.constant 8 : i32
      %162 = arith.remsi %161, %c8_i32 : i32
      %c8_i32_35 = arith.constant 8 : i32
      %163 = arith.muli %162, %c8_i32_35 : i32
      %c8_i32_36 = arith.constant 8 : i32
      %164 = arith.floordivsi %161, %c8_i32_36 : i32
      %165 = fly.make_int_tuple(%163, %164) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %166 = fly.crd2idx(%165, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %167 = fly.get_scalar(%166) : (!fly.int_tuple<?>) -> i32
      %c64_i32_37 = arith.constant 64 : i32
      %168 = arith.remsi %167, %c64_i32_37 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %169 = arith.addi %12, %c0_i32_38 : i32
      %170 = arith.addi %169, %164 : i32
      %171 = arith.addi %156, %168 : i32
      %172 = arith.cmpi slt, %171, %arg7 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %173 = arith.select %172, %171, %c0_i32_39 : i32
      %174 = arith.muli %170, %arg12 : i32
      %175 = arith.addi %174, %173 : i32
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %177 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %178 = fly.make_layout(%176, %177) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %179 = fly.make_int_tuple(%175) : (i32) -> !fly.int_tuple<?>
      %180 = fly.add_offset(%155, %179) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %181 = fly.make_view(%180, %178) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %182 = fly.make_view(%160, %178) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %181, %182) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %183 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %184 = fly.add_offset(%160, %183) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32 = arith.constant 256 : i32
      %185 = arith.addi %0, %c256_i32 : i32
      %c8_i32_40 = arith.constant 8 : i32
      %186 = arith.remsi %185, %c8_i32_40 : i32
      %c8_i32_41 = arith.constant 8 : i32
      %187 = arith.muli %186, %c8_i32_41 : i32
      %c8_i32_42 = arith.constant 8 : i32
      %188 = arith.floordivsi %185, %c8_i32_42 : i32
      %189 = fly.make_int_tuple(%187, %188) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %190 = fly.crd2idx(%189, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %191 = fly.get_scalar(%190) : (!fly.int_tuple<?>) -> i32
      %c64_i32_43 = arith.constant 64 : i32
      %192 = arith.remsi %191, %c64_i32_43 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %193 = arith.addi %12, %c0_i32_44 : i32
      %194 = arith.addi %193, %188 : i32
      %195 = arith.addi %156, %192 : i32
      %196 = arith.cmpi slt, %195, %arg7 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %197 = arith.select %196, %195, %c0_i32_45 : i32
      %198 = arith.muli %194, %arg12 : i32
      %199 = arith.addi %198, %197 : i32
      %200 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %201 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %202 = fly.make_layout(%200, %201) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %203 = fly.make_int_tuple(%199) : (i32) -> !fly.int_tuple<?>
      %204 = fly.add_offset(%155, %203) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %205 = fly.make_view(%204, %202) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %206 = fly.make_view(%184, %202) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %205, %206) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %207 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %208 = fly.add_offset(%25, %207) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %209 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c0_i32_46 = arith.constant 0 : i32
      %210 = arith.addi %18, %c0_i32_46 : i32
      %211 = arith.trunci %92 : i64 to i32
      %c2_i32_47 = arith.constant 2 : i32
      %212 = arith.floordivsi %211, %c2_i32_47 : i32
      %213 = fly.make_int_tuple(%212) : (i32) -> !fly.int_tuple<?>
      %214 = fly.add_offset(%208, %213) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_48 = arith.constant 0 : i32
      %215 = arith.addi %0, %c0_i32_48 : i32
      %c8_i32_49 = arith.constant 8 : i32
      %216 = arith.floordivsi %215, %c8_i32_49 : i32
      %c8_i32_50 = arith.constant 8 : i32
      %217 = arith.remsi %215, %c8_i32_50 : i32
      %c8_i32_51 = arith.constant 8 : i32
      %218 = arith.muli %217, %c8_i32_51 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %219 = arith.addi %12, %c0_i32_52 : i32
      %220 = fly.make_int_tuple(%216, %218) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %221 = fly.crd2idx(%220, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %222 = fly.get_scalar(%221) : (!fly.int_tuple<?>) -> i32
      %c64_i32_53 = arith.constant 64 : i32
      %223 = arith.remsi %222, %c64_i32_53 : i32
      %224 = arith.addi %219, %223 : i32
      %225 = arith.addi %210, %216 : i32
      %226 = arith.cmpi slt, %225, %arg6 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %227 = arith.select %226, %225, %c0_i32_54 : i32
      %228 = arith.muli %227, %arg11 : i32
      %229 = arith.addi %228, %224 : i32
      %230 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %231 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %232 = fly.make_layout(%230, %231) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %233 = fly.make_int_tuple(%229) : (i32) -> !fly.int_tuple<?>
      %234 = fly.add_offset(%209, %233) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %235 = fly.make_view(%234, %232) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %236 = fly.make_view(%214, %232) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %235, %236) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %237 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %238 = fly.add_offset(%214, %237) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_55 = arith.constant 256 : i32
      %239 = arith.addi %0, %c256_i32_55 : i32
      %c8_i32_56 = arith.constant 8 : i32
      %240 = arith.floordivsi %239, %c8_i32_56 : i32
      %c8_i32_57 = arith.constant 8 : i32
      %241 = arith.remsi %239, %c8_i32_57 : i32
      %c8_i32_58 = arith.constant 8 : i32
      %242 = arith.muli %241, %c8_i32_58 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %243 = arith.addi %12, %c0_i32_59 : i32
      %244 = fly.make_int_tuple(%240, %242) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %245 = fly.crd2idx(%244, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %246 = fly.get_scalar(%245) : (!fly.int_tuple<?>) -> i32
      %c64_i32_60 = arith.constant 64 : i32
      %247 = arith.remsi %246, %c64_i32_60 : i32
      %248 = arith.addi %243, %247 : i32
      %249 = arith.addi %210, %240 : i32
      %250 = arith.cmpi slt, %249, %arg6 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %251 = arith.select %250, %249, %c0_i32_61 : i32
      %252 = arith.muli %251, %arg11 : i32
      %253 = arith.addi %252, %248 : i32
      %254 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %255 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %256 = fly.make_layout(%254, %255) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %257 = fly.make_int_tuple(%253) : (i32) -> !fly.int_tuple<?>
      %258 = fly.add_offset(%209, %257) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %259 = fly.make_view(%258, %256) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %260 = fly.make_view(%238, %256) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %259, %260) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %261 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %262 = fly.add_offset(%30, %261) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %263 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c64_i32_62 = arith.constant 64 : i32
      %264 = arith.addi %19, %c64_i32_62 : i32
      %265 = arith.trunci %92 : i64 to i32
      %c2_i32_63 = arith.constant 2 : i32
      %266 = arith.floordivsi %265, %c2_i32_63 : i32
      %267 = fly.make_int_tuple(%266) : (i32) -> !fly.int_tuple<?>
      %268 = fly.add_offset(%262, %267) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_64 = arith.constant 0 : i32
      %269 = arith.addi %0, %c0_i32_64 : i32
      %c8_i32_65 = arith.constant 8 : i32
      %270 = arith.remsi %269, %c8_i32_65 : i32
      %c8_i32_66 = arith.constant 8 : i32
      %271 = arith.muli %270, %c8_i32_66 : i32
      %c8_i32_67 = arith.constant 8 : i32
      %272 = arith.floordivsi %269, %c8_i32_67 : i32
      %273 = fly.make_int_tuple(%271, %272) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %274 = fly.crd2idx(%273, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %275 = fly.get_scalar(%274) : (!fly.int_tuple<?>) -> i32
      %c64_i32_68 = arith.constant 64 : i32
      %276 = arith.remsi %275, %c64_i32_68 : i32
      %c0_i32_69 = arith.constant 0 : i32
      %277 = arith.addi %12, %c0_i32_69 : i32
      %278 = arith.addi %277, %272 : i32
      %279 = arith.addi %264, %276 : i32
      %280 = arith.cmpi slt, %279, %arg7 : i32
      %c0_i32_70 = arith.constant 0 : i32
      %281 = arith.select %280, %279, %c0_i32_70 : i32
      %282 = arith.muli %278, %arg12 : i32
      %283 = arith.addi %282, %281 : i32
      %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %285 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %286 = fly.make_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %287 = fly.make_int_tuple(%283) : (i32) -> !fly.int_tuple<?>
      %288 = fly.add_offset(%263, %287) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %289 = fly.make_view(%288, %286) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %290 = fly.make_view(%268, %286) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %289, %290) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %291 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %292 = fly.add_offset(%268, %291) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_71 = arith.constant 256 : i32
      %293 = arith.addi %0, %c256_i32_71 : i32
      %c8_i32_72 = arith.constant 8 : i32
      %294 = arith.remsi %293, %c8_i32_72 : i32
      %c8_i32_73 = arith.constant 8 : i32
      %295 = arith.muli %294, %c8_i32_73 : i32
      %c8_i32_74 = arith.constant 8 : i32
      %296 = arith.floordivsi %293, %c8_i32_74 : i32
      %297 = fly.make_int_tuple(%295, %296) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %298 = fly.crd2idx(%297, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %299 = fly.get_scalar(%298) : (!fly.int_tuple<?>) -> i32
      %c64_i32_75 = arith.constant 64 : i32
      %300 = arith.remsi %299, %c64_i32_75 : i32
      %c0_i32_76 = arith.constant 0 : i32
      %301 = arith.addi %12, %c0_i32_76 : i32
      %302 = arith.addi %301, %296 : i32
      %303 = arith.addi %264, %300 : i32
      %304 = arith.cmpi slt, %303, %arg7 : i32
      %c0_i32_77 = arith.constant 0 : i32
      %305 = arith.select %304, %303, %c0_i32_77 : i32
      %306 = arith.muli %302, %arg12 : i32
      %307 = arith.addi %306, %305 : i32
      %308 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %310 = fly.make_layout(%308, %309) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %311 = fly.make_int_tuple(%307) : (i32) -> !fly.int_tuple<?>
      %312 = fly.add_offset(%263, %311) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %313 = fly.make_view(%312, %310) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %314 = fly.make_view(%292, %310) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %313, %314) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %315 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %316 = fly.add_offset(%25, %315) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %317 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c64_i32_78 = arith.constant 64 : i32
      %318 = arith.addi %18, %c64_i32_78 : i32
      %319 = arith.trunci %92 : i64 to i32
      %c2_i32_79 = arith.constant 2 : i32
      %320 = arith.floordivsi %319, %c2_i32_79 : i32
      %321 = fly.make_int_tuple(%320) : (i32) -> !fly.int_tuple<?>
      %322 = fly.add_offset(%316, %321) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_80 = arith.constant 0 : i32
      %323 = arith.addi %0, %c0_i32_80 : i32
      %c8_i32_81 = arith.constant 8 : i32
      %324 = arith.floordivsi %323, %c8_i32_81 : i32
      %c8_i32_82 = arith.constant 8 : i32
      %325 = arith.remsi %323, %c8_i32_82 : i32
      %c8_i32_83 = arith.constant 8 : i32
      %326 = arith.muli %325, %c8_i32_83 : i32
      %c0_i32_84 = arith.constant 0 : i32
      %327 = arith.addi %12, %c0_i32_84 : i32
      %328 = fly.make_int_tuple(%324, %326) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %329 = fly.crd2idx(%328, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %330 = fly.get_scalar(%329) : (!fly.int_tuple<?>) -> i32
      %c64_i32_85 = arith.constant 64 : i32
      %331 = arith.remsi %330, %c64_i32_85 : i32
      %332 = arith.addi %327, %331 : i32
      %333 = arith.addi %318, %324 : i32
      %334 = arith.cmpi slt, %333, %arg6 : i32
      %c0_i32_86 = arith.constant 0 : i32
      %335 = arith.select %334, %333, %c0_i32_86 : i32
      %336 = arith.muli %335, %arg11 : i32
      %337 = arith.addi %336, %332 : i32
      %338 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %339 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %340 = fly.make_layout(%338, %339) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %341 = fly.make_int_tuple(%337) : (i32) -> !fly.int_tuple<?>
      %342 = fly.add_offset(%317, %341) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %343 = fly.make_view(%342, %340) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %344 = fly.make_view(%322, %340) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %343, %344) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %345 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %346 = fly.add_offset(%322, %345) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_87 = arith.constant 256 : i32
      %347 = arith.addi %0, %c256_i32_87 : i32
      %c8_i32_88 = arith.constant 8 : i32
      %348 = arith.floordivsi %347, %c8_i32_88 : i32
      %c8_i32_89 = arith.constant 8 : i32
      %349 = arith.remsi %347, %c8_i32_89 : i32
      %c8_i32_90 = arith.constant 8 : i32
      %350 = arith.muli %349, %c8_i32_90 : i32
      %c0_i32_91 = arith.constant 0 : i32
      %351 = arith.addi %12, %c0_i32_91 : i32
      %352 = fly.make_int_tuple(%348, %350) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %353 = fly.crd2idx(%352, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %354 = fly.get_scalar(%353) : (!fly.int_tuple<?>) -> i32
      %c64_i32_92 = arith.constant 64 : i32
      %355 = arith.remsi %354, %c64_i32_92 : i32
      %356 = arith.addi %351, %355 : i32
      %357 = arith.addi %318, %348 : i32
      %358 = arith.cmpi slt, %357, %arg6 : i32
      %c0_i32_93 = arith.constant 0 : i32
      %359 = arith.select %358, %357, %c0_i32_93 : i32
      %360 = arith.muli %359, %arg11 : i32
      %361 = arith.addi %360, %356 : i32
      %362 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %363 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %364 = fly.make_layout(%362, %363) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %365 = fly.make_int_tuple(%361) : (i32) -> !fly.int_tuple<?>
      %366 = fly.add_offset(%317, %365) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %367 = fly.make_view(%366, %364) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %368 = fly.make_view(%346, %364) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %367, %368) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      rocdl.sched.barrier none
      %c2_i32_94 = arith.constant 2 : i32
      %369 = arith.floordivsi %1, %c2_i32_94 : i32
      %c1_i32_95 = arith.constant 1 : i32
      %370 = arith.cmpi eq, %369, %c1_i32_95 : i32
      scf.if %370 {
        rocdl.s.barrier
      }
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %371 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %372 = fly.add_offset(%30, %371) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %373 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c0_i32_96 = arith.constant 0 : i32
      %374 = arith.addi %19, %c0_i32_96 : i32
      %375 = arith.trunci %92 : i64 to i32
      %c2_i32_97 = arith.constant 2 : i32
      %376 = arith.floordivsi %375, %c2_i32_97 : i32
      %377 = fly.make_int_tuple(%376) : (i32) -> !fly.int_tuple<?>
      %378 = fly.add_offset(%372, %377) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_98 = arith.constant 0 : i32
      %379 = arith.addi %0, %c0_i32_98 : i32
      %c8_i32_99 = arith.constant 8 : i32
      %380 = arith.remsi %379, %c8_i32_99 : i32
      %c8_i32_100 = arith.constant 8 : i32
      %381 = arith.muli %380, %c8_i32_100 : i32
      %c8_i32_101 = arith.constant 8 : i32
      %382 = arith.floordivsi %379, %c8_i32_101 : i32
      %383 = fly.make_int_tuple(%381, %382) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %384 = fly.crd2idx(%383, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %385 = fly.get_scalar(%384) : (!fly.int_tuple<?>) -> i32
      %c64_i32_102 = arith.constant 64 : i32
      %386 = arith.remsi %385, %c64_i32_102 : i32
      %c64_i32_103 = arith.constant 64 : i32
      %387 = arith.addi %12, %c64_i32_103 : i32
      %388 = arith.addi %387, %382 : i32
      %389 = arith.addi %374, %386 : i32
      %390 = arith.cmpi slt, %389, %arg7 : i32
      %c0_i32_104 = arith.constant 0 : i32
      %391 = arith.select %390, %389, %c0_i32_104 : i32
      %392 = arith.muli %388, %arg12 : i32
      %393 = arith.addi %392, %391 : i32
      %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %395 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %396 = fly.make_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %397 = fly.make_int_tuple(%393) : (i32) -> !fly.int_tuple<?>
      %398 = fly.add_offset(%373, %397) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %399 = fly.make_view(%398, %396) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %400 = fly.make_view(%378, %396) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %399, %400) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %401 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %402 = fly.add_offset(%378, %401) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_105 = arith.constant 256 : i32
      %403 = arith.addi %0, %c256_i32_105 : i32
      %c8_i32_106 = arith.constant 8 : i32
      %404 = arith.remsi %403, %c8_i32_106 : i32
      %c8_i32_107 = arith.constant 8 : i32
      %405 = arith.muli %404, %c8_i32_107 : i32
      %c8_i32_108 = arith.constant 8 : i32
      %406 = arith.floordivsi %403, %c8_i32_108 : i32
      %407 = fly.make_int_tuple(%405, %406) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %408 = fly.crd2idx(%407, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %409 = fly.get_scalar(%408) : (!fly.int_tuple<?>) -> i32
      %c64_i32_109 = arith.constant 64 : i32
      %410 = arith.remsi %409, %c64_i32_109 : i32
      %c64_i32_110 = arith.constant 64 : i32
      %411 = arith.addi %12, %c64_i32_110 : i32
      %412 = arith.addi %411, %406 : i32
      %413 = arith.addi %374, %410 : i32
      %414 = arith.cmpi slt, %413, %arg7 : i32
      %c0_i32_111 = arith.constant 0 : i32
      %415 = arith.select %414, %413, %c0_i32_111 : i32
      %416 = arith.muli %412, %arg12 : i32
      %417 = arith.addi %416, %415 : i32
      %418 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %419 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %420 = fly.make_layout(%418, %419) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %421 = fly.make_int_tuple(%417) : (i32) -> !fly.int_tuple<?>
      %422 = fly.add_offset(%373, %421) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %423 = fly.make_view(%422, %420) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %424 = fly.make_view(%402, %420) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %423, %424) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %425 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %426 = fly.add_offset(%25, %425) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %427 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c0_i32_112 = arith.constant 0 : i32
      %428 = arith.addi %18, %c0_i32_112 : i32
      %429 = arith.trunci %92 : i64 to i32
      %c2_i32_113 = arith.constant 2 : i32
      %430 = arith.floordivsi %429, %c2_i32_113 : i32
      %431 = fly.make_int_tuple(%430) : (i32) -> !fly.int_tuple<?>
      %432 = fly.add_offset(%426, %431) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_114 = arith.constant 0 : i32
      %433 = arith.addi %0, %c0_i32_114 : i32
      %c8_i32_115 = arith.constant 8 : i32
      %434 = arith.floordivsi %433, %c8_i32_115 : i32
      %c8_i32_116 = arith.constant 8 : i32
      %435 = arith.remsi %433, %c8_i32_116 : i32
      %c8_i32_117 = arith.constant 8 : i32
      %436 = arith.muli %435, %c8_i32_117 : i32
      %c64_i32_118 = arith.constant 64 : i32
      %437 = arith.addi %12, %c64_i32_118 : i32
      %438 = fly.make_int_tuple(%434, %436) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %439 = fly.crd2idx(%438, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %440 = fly.get_scalar(%439) : (!fly.int_tuple<?>) -> i32
      %c64_i32_119 = arith.constant 64 : i32
      %441 = arith.remsi %440, %c64_i32_119 : i32
      %442 = arith.addi %437, %441 : i32
      %443 = arith.addi %428, %434 : i32
      %444 = arith.cmpi slt, %443, %arg6 : i32
      %c0_i32_120 = arith.constant 0 : i32
      %445 = arith.select %444, %443, %c0_i32_120 : i32
      %446 = arith.muli %445, %arg11 : i32
      %447 = arith.addi %446, %442 : i32
      %448 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %449 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %450 = fly.make_layout(%448, %449) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %451 = fly.make_int_tuple(%447) : (i32) -> !fly.int_tuple<?>
      %452 = fly.add_offset(%427, %451) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %453 = fly.make_view(%452, %450) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %454 = fly.make_view(%432, %450) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %453, %454) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %455 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %456 = fly.add_offset(%432, %455) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_121 = arith.constant 256 : i32
      %457 = arith.addi %0, %c256_i32_121 : i32
      %c8_i32_122 = arith.constant 8 : i32
      %458 = arith.floordivsi %457, %c8_i32_122 : i32
      %c8_i32_123 = arith.constant 8 : i32
      %459 = arith.remsi %457, %c8_i32_123 : i32
      %c8_i32_124 = arith.constant 8 : i32
      %460 = arith.muli %459, %c8_i32_124 : i32
      %c64_i32_125 = arith.constant 64 : i32
      %461 = arith.addi %12, %c64_i32_125 : i32
      %462 = fly.make_int_tuple(%458, %460) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %463 = fly.crd2idx(%462, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %464 = fly.get_scalar(%463) : (!fly.int_tuple<?>) -> i32
      %c64_i32_126 = arith.constant 64 : i32
      %465 = arith.remsi %464, %c64_i32_126 : i32
      %466 = arith.addi %461, %465 : i32
      %467 = arith.addi %428, %458 : i32
      %468 = arith.cmpi slt, %467, %arg6 : i32
      %c0_i32_127 = arith.constant 0 : i32
      %469 = arith.select %468, %467, %c0_i32_127 : i32
      %470 = arith.muli %469, %arg11 : i32
      %471 = arith.addi %470, %466 : i32
      %472 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %473 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %474 = fly.make_layout(%472, %473) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %475 = fly.make_int_tuple(%471) : (i32) -> !fly.int_tuple<?>
      %476 = fly.add_offset(%427, %475) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %477 = fly.make_view(%476, %474) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %478 = fly.make_view(%456, %474) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %477, %478) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %479 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %480 = fly.add_offset(%30, %479) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %481 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c64_i32_128 = arith.constant 64 : i32
      %482 = arith.addi %19, %c64_i32_128 : i32
      %483 = arith.trunci %92 : i64 to i32
      %c2_i32_129 = arith.constant 2 : i32
      %484 = arith.floordivsi %483, %c2_i32_129 : i32
      %485 = fly.make_int_tuple(%484) : (i32) -> !fly.int_tuple<?>
      %486 = fly.add_offset(%480, %485) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_130 = arith.constant 0 : i32
      %487 = arith.addi %0, %c0_i32_130 : i32
      %c8_i32_131 = arith.constant 8 : i32
      %488 = arith.remsi %487, %c8_i32_131 : i32
      %c8_i32_132 = arith.constant 8 : i32
      %489 = arith.muli %488, %c8_i32_132 : i32
      %c8_i32_133 = arith.constant 8 : i32
      %490 = arith.floordivsi %487, %c8_i32_133 : i32
      %491 = fly.make_int_tuple(%489, %490) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %492 = fly.crd2idx(%491, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %493 = fly.get_scalar(%492) : (!fly.int_tuple<?>) -> i32
      %c64_i32_134 = arith.constant 64 : i32
      %494 = arith.remsi %493, %c64_i32_134 : i32
      %c64_i32_135 = arith.constant 64 : i32
      %495 = arith.addi %12, %c64_i32_135 : i32
      %496 = arith.addi %495, %490 : i32
      %497 = arith.addi %482, %494 : i32
      %498 = arith.cmpi slt, %497, %arg7 : i32
      %c0_i32_136 = arith.constant 0 : i32
      %499 = arith.select %498, %497, %c0_i32_136 : i32
      %500 = arith.muli %496, %arg12 : i32
      %501 = arith.addi %500, %499 : i32
      %502 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %503 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %504 = fly.make_layout(%502, %503) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %505 = fly.make_int_tuple(%501) : (i32) -> !fly.int_tuple<?>
      %506 = fly.add_offset(%481, %505) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %507 = fly.make_view(%506, %504) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %508 = fly.make_view(%486, %504) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %507, %508) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %509 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %510 = fly.add_offset(%486, %509) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_137 = arith.constant 256 : i32
      %511 = arith.addi %0, %c256_i32_137 : i32
      %c8_i32_138 = arith.constant 8 : i32
      %512 = arith.remsi %511, %c8_i32_138 : i32
      %c8_i32_139 = arith.constant 8 : i32
      %513 = arith.muli %512, %c8_i32_139 : i32
      %c8_i32_140 = arith.constant 8 : i32
      %514 = arith.floordivsi %511, %c8_i32_140 : i32
      %515 = fly.make_int_tuple(%513, %514) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %516 = fly.crd2idx(%515, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
      %517 = fly.get_scalar(%516) : (!fly.int_tuple<?>) -> i32
      %c64_i32_141 = arith.constant 64 : i32
      %518 = arith.remsi %517, %c64_i32_141 : i32
      %c64_i32_142 = arith.constant 64 : i32
      %519 = arith.addi %12, %c64_i32_142 : i32
      %520 = arith.addi %519, %514 : i32
      %521 = arith.addi %482, %518 : i32
      %522 = arith.cmpi slt, %521, %arg7 : i32
      %c0_i32_143 = arith.constant 0 : i32
      %523 = arith.select %522, %521, %c0_i32_143 : i32
      %524 = arith.muli %520, %arg12 : i32
      %525 = arith.addi %524, %523 : i32
      %526 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %527 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %528 = fly.make_layout(%526, %527) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %529 = fly.make_int_tuple(%525) : (i32) -> !fly.int_tuple<?>
      %530 = fly.add_offset(%481, %529) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %531 = fly.make_view(%530, %528) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %532 = fly.make_view(%510, %528) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %531, %532) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      rocdl.sched.barrier none
      rocdl.s.waitcnt 3956
      rocdl.s.barrier
      %c2_i32_144 = arith.constant 2 : i32
      %533 = arith.subi %17, %c2_i32_144 : i32
      %c0_i32_145 = arith.constant 0 : i32
      %c2_i32_146 = arith.constant 2 : i32
      scf.for %arg14 = %c0_i32_145 to %533 step %c2_i32_146  : i32 {
        %c2_i32_179 = arith.constant 2 : i32
        %1923 = arith.addi %arg14, %c2_i32_179 : i32
        %1924 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1925 = fly.add_offset(%30, %1924) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
        %1926 = fly.make_view(%1925, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
        %1927 = fly.mma.make_fragment(b, %arg13, %1926) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
        %1928 = fly.tiled_copy.retile(%71, %1927) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
        %1929 = fly.tiled_copy.partition_src(%71, %1926, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
        %1930 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %1931 = fly.slice(%1929, %1930) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %1932 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %1933 = fly.slice(%1928, %1932) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %1931, %1933) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %1934 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %1935 = fly.slice(%1929, %1934) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %1936 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %1937 = fly.slice(%1928, %1936) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %1935, %1937) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %1938 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %1939 = fly.add_offset(%25, %1938) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
        %1940 = fly.make_view(%1939, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
        %1941 = fly.mma.make_fragment(a, %arg13, %1940) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
        %1942 = fly.tiled_copy.retile(%60, %1941) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
        %1943 = fly.tiled_copy.partition_src(%60, %1940, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
        %1944 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %1945 = fly.slice(%1943, %1944) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %1946 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %1947 = fly.slice(%1942, %1946) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %1945, %1947) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %1948 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %1949 = fly.slice(%1943, %1948) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %1950 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %1951 = fly.slice(%1942, %1950) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %1949, %1951) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %c1_i32_180 = arith.constant 1 : i32
        %1952 = arith.addi %arg14, %c1_i32_180 : i32
        %1953 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
        %1954 = fly.add_offset(%25, %1953) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
        %1955 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c64_i32_181 = arith.constant 64 : i32
        %1956 = arith.addi %18, %c64_i32_181 : i32
        %1957 = arith.trunci %92 : i64 to i32
        %c2_i32_182 = arith.constant 2 : i32
        %1958 = arith.floordivsi %1957, %c2_i32_182 : i32
        %1959 = fly.make_int_tuple(%1958) : (i32) -> !fly.int_tuple<?>
        %1960 = fly.add_offset(%1954, %1959) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_183 = arith.constant 0 : i32
        %1961 = arith.addi %0, %c0_i32_183 : i32
        %c8_i32_184 = arith.constant 8 : i32
        %1962 = arith.floordivsi %1961, %c8_i32_184 : i32
        %c8_i32_185 = arith.constant 8 : i32
        %1963 = arith.remsi %1961, %c8_i32_185 : i32
        %c8_i32_186 = arith.constant 8 : i32
        %1964 = arith.muli %1963, %c8_i32_186 : i32
        %c64_i32_187 = arith.constant 64 : i32
        %1965 = arith.muli %1952, %c64_i32_187 : i32
        %1966 = arith.addi %12, %1965 : i32
        %1967 = fly.make_int_tuple(%1962, %1964) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %1968 = fly.crd2idx(%1967, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %1969 = fly.get_scalar(%1968) : (!fly.int_tuple<?>) -> i32
        %c64_i32_188 = arith.constant 64 : i32
        %1970 = arith.remsi %1969, %c64_i32_188 : i32
        %1971 = arith.addi %1966, %1970 : i32
        %1972 = arith.addi %1956, %1962 : i32
        %1973 = arith.cmpi slt, %1972, %arg6 : i32
        %c0_i32_189 = arith.constant 0 : i32
        %1974 = arith.select %1973, %1972, %c0_i32_189 : i32
        %1975 = arith.muli %1974, %arg11 : i32
        %1976 = arith.addi %1975, %1971 : i32
        %1977 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %1978 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %1979 = fly.make_layout(%1977, %1978) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %1980 = fly.make_int_tuple(%1976) : (i32) -> !fly.int_tuple<?>
        %1981 = fly.add_offset(%1955, %1980) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %1982 = fly.make_view(%1981, %1979) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %1983 = fly.make_view(%1960, %1979) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %1982, %1983) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %1984 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %1985 = fly.add_offset(%1960, %1984) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_190 = arith.constant 256 : i32
        %1986 = arith.addi %0, %c256_i32_190 : i32
        %c8_i32_191 = arith.constant 8 : i32
        %1987 = arith.floordivsi %1986, %c8_i32_191 : i32
        %c8_i32_192 = arith.constant 8 : i32
        %1988 = arith.remsi %1986, %c8_i32_192 : i32
        %c8_i32_193 = arith.constant 8 : i32
        %1989 = arith.muli %1988, %c8_i32_193 : i32
        %c64_i32_194 = arith.constant 64 : i32
        %1990 = arith.muli %1952, %c64_i32_194 : i32
        %1991 = arith.addi %12, %1990 : i32
        %1992 = fly.make_int_tuple(%1987, %1989) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %1993 = fly.crd2idx(%1992, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %1994 = fly.get_scalar(%1993) : (!fly.int_tuple<?>) -> i32
        %c64_i32_195 = arith.constant 64 : i32
        %1995 = arith.remsi %1994, %c64_i32_195 : i32
        %1996 = arith.addi %1991, %1995 : i32
        %1997 = arith.addi %1956, %1987 : i32
        %1998 = arith.cmpi slt, %1997, %arg6 : i32
        %c0_i32_196 = arith.constant 0 : i32
        %1999 = arith.select %1998, %1997, %c0_i32_196 : i32
        %2000 = arith.muli %1999, %arg11 : i32
        %2001 = arith.addi %2000, %1996 : i32
        %2002 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2003 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2004 = fly.make_layout(%2002, %2003) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2005 = fly.make_int_tuple(%2001) : (i32) -> !fly.int_tuple<?>
        %2006 = fly.add_offset(%1955, %2005) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2007 = fly.make_view(%2006, %2004) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2008 = fly.make_view(%1985, %2004) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2007, %2008) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2009 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2010 = fly.slice(%1941, %2009) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2011 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2012 = fly.slice(%1927, %2011) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2013 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2014 = fly.get_shape(%2013) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2015 = fly.get_layout(%2010) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2016 = fly.get_shape(%2015) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2017 = fly.get_layout(%2012) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2018 = fly.get_shape(%2017) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2019 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2020 = fly.get_shape(%2019) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2021 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2022 = fly.get_shape(%2021) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2023 = fly.get(%2022) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2024 = fly.size(%2023) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2025 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2026 = fly.get_shape(%2025) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2027 = fly.get(%2026) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2028 = fly.size(%2027) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2029 = fly.get_layout(%2010) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2030 = fly.get_shape(%2029) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2031 = fly.get(%2030) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2032 = fly.size(%2031) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2033 = fly.get_layout(%2012) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2034 = fly.get_shape(%2033) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2035 = fly.get(%2034) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2036 = fly.size(%2035) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2037 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2038 = fly.get_shape(%2037) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2039 = fly.get(%2038) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2040 = fly.size(%2039) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2041 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2042 = fly.get_shape(%2041) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2043 = fly.get(%2042) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2044 = fly.size(%2043) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %113, %2010, %2012, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2045 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2046 = fly.slice(%1941, %2045) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2047 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2048 = fly.slice(%1927, %2047) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2049 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2050 = fly.get_shape(%2049) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2051 = fly.get_layout(%2046) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2052 = fly.get_shape(%2051) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2053 = fly.get_layout(%2048) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2054 = fly.get_shape(%2053) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2055 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2056 = fly.get_shape(%2055) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2057 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2058 = fly.get_shape(%2057) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2059 = fly.get(%2058) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2060 = fly.size(%2059) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2061 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2062 = fly.get_shape(%2061) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2063 = fly.get(%2062) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2064 = fly.size(%2063) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2065 = fly.get_layout(%2046) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2066 = fly.get_shape(%2065) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2067 = fly.get(%2066) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2068 = fly.size(%2067) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2069 = fly.get_layout(%2048) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2070 = fly.get_shape(%2069) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2071 = fly.get(%2070) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2072 = fly.size(%2071) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2073 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2074 = fly.get_shape(%2073) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2075 = fly.get(%2074) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2076 = fly.size(%2075) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2077 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2078 = fly.get_shape(%2077) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2079 = fly.get(%2078) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2080 = fly.size(%2079) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %113, %2046, %2048, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2081 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %2082 = fly.add_offset(%30, %2081) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
        %2083 = fly.make_view(%2082, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
        %2084 = fly.mma.make_fragment(b, %arg13, %2083) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
        %2085 = fly.tiled_copy.retile(%71, %2084) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
        %2086 = fly.tiled_copy.partition_src(%71, %2083, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
        %2087 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2088 = fly.slice(%2086, %2087) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2089 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2090 = fly.slice(%2085, %2089) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2088, %2090) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %2091 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2092 = fly.slice(%2086, %2091) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2093 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2094 = fly.slice(%2085, %2093) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2092, %2094) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %2095 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2096 = fly.add_offset(%30, %2095) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
        %2097 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c0_i32_197 = arith.constant 0 : i32
        %2098 = arith.addi %19, %c0_i32_197 : i32
        %2099 = arith.trunci %92 : i64 to i32
        %c2_i32_198 = arith.constant 2 : i32
        %2100 = arith.floordivsi %2099, %c2_i32_198 : i32
        %2101 = fly.make_int_tuple(%2100) : (i32) -> !fly.int_tuple<?>
        %2102 = fly.add_offset(%2096, %2101) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_199 = arith.constant 0 : i32
        %2103 = arith.addi %0, %c0_i32_199 : i32
        %c8_i32_200 = arith.constant 8 : i32
        %2104 = arith.remsi %2103, %c8_i32_200 : i32
        %c8_i32_201 = arith.constant 8 : i32
        %2105 = arith.muli %2104, %c8_i32_201 : i32
        %c8_i32_202 = arith.constant 8 : i32
        %2106 = arith.floordivsi %2103, %c8_i32_202 : i32
        %2107 = fly.make_int_tuple(%2105, %2106) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2108 = fly.crd2idx(%2107, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2109 = fly.get_scalar(%2108) : (!fly.int_tuple<?>) -> i32
        %c64_i32_203 = arith.constant 64 : i32
        %2110 = arith.remsi %2109, %c64_i32_203 : i32
        %c64_i32_204 = arith.constant 64 : i32
        %2111 = arith.muli %1923, %c64_i32_204 : i32
        %2112 = arith.addi %12, %2111 : i32
        %2113 = arith.addi %2112, %2106 : i32
        %2114 = arith.addi %2098, %2110 : i32
        %2115 = arith.cmpi slt, %2114, %arg7 : i32
        %c0_i32_205 = arith.constant 0 : i32
        %2116 = arith.select %2115, %2114, %c0_i32_205 : i32
        %2117 = arith.muli %2113, %arg12 : i32
        %2118 = arith.addi %2117, %2116 : i32
        %2119 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2120 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2121 = fly.make_layout(%2119, %2120) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2122 = fly.make_int_tuple(%2118) : (i32) -> !fly.int_tuple<?>
        %2123 = fly.add_offset(%2097, %2122) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2124 = fly.make_view(%2123, %2121) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2125 = fly.make_view(%2102, %2121) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2124, %2125) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2126 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2127 = fly.add_offset(%2102, %2126) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_206 = arith.constant 256 : i32
        %2128 = arith.addi %0, %c256_i32_206 : i32
        %c8_i32_207 = arith.constant 8 : i32
        %2129 = arith.remsi %2128, %c8_i32_207 : i32
        %c8_i32_208 = arith.constant 8 : i32
        %2130 = arith.muli %2129, %c8_i32_208 : i32
        %c8_i32_209 = arith.constant 8 : i32
        %2131 = arith.floordivsi %2128, %c8_i32_209 : i32
        %2132 = fly.make_int_tuple(%2130, %2131) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2133 = fly.crd2idx(%2132, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2134 = fly.get_scalar(%2133) : (!fly.int_tuple<?>) -> i32
        %c64_i32_210 = arith.constant 64 : i32
        %2135 = arith.remsi %2134, %c64_i32_210 : i32
        %c64_i32_211 = arith.constant 64 : i32
        %2136 = arith.muli %1923, %c64_i32_211 : i32
        %2137 = arith.addi %12, %2136 : i32
        %2138 = arith.addi %2137, %2131 : i32
        %2139 = arith.addi %2098, %2135 : i32
        %2140 = arith.cmpi slt, %2139, %arg7 : i32
        %c0_i32_212 = arith.constant 0 : i32
        %2141 = arith.select %2140, %2139, %c0_i32_212 : i32
        %2142 = arith.muli %2138, %arg12 : i32
        %2143 = arith.addi %2142, %2141 : i32
        %2144 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2146 = fly.make_layout(%2144, %2145) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2147 = fly.make_int_tuple(%2143) : (i32) -> !fly.int_tuple<?>
        %2148 = fly.add_offset(%2097, %2147) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2149 = fly.make_view(%2148, %2146) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2150 = fly.make_view(%2127, %2146) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2149, %2150) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2151 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2152 = fly.slice(%1941, %2151) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2153 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2154 = fly.slice(%2084, %2153) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2155 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2156 = fly.get_shape(%2155) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2157 = fly.get_layout(%2152) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2158 = fly.get_shape(%2157) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2159 = fly.get_layout(%2154) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2160 = fly.get_shape(%2159) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2161 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2162 = fly.get_shape(%2161) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2163 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2164 = fly.get_shape(%2163) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2165 = fly.get(%2164) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2166 = fly.size(%2165) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2167 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2168 = fly.get_shape(%2167) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2169 = fly.get(%2168) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2170 = fly.size(%2169) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2171 = fly.get_layout(%2152) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2172 = fly.get_shape(%2171) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2173 = fly.get(%2172) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2174 = fly.size(%2173) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2175 = fly.get_layout(%2154) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2176 = fly.get_shape(%2175) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2177 = fly.get(%2176) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2178 = fly.size(%2177) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2179 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2180 = fly.get_shape(%2179) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2181 = fly.get(%2180) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2182 = fly.size(%2181) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2183 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2184 = fly.get_shape(%2183) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2185 = fly.get(%2184) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2186 = fly.size(%2185) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %122, %2152, %2154, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2187 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2188 = fly.slice(%1941, %2187) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2189 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2190 = fly.slice(%2084, %2189) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2191 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2192 = fly.get_shape(%2191) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2193 = fly.get_layout(%2188) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2194 = fly.get_shape(%2193) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2195 = fly.get_layout(%2190) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2196 = fly.get_shape(%2195) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2197 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2198 = fly.get_shape(%2197) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2199 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2200 = fly.get_shape(%2199) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2201 = fly.get(%2200) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2202 = fly.size(%2201) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2203 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2204 = fly.get_shape(%2203) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2205 = fly.get(%2204) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2206 = fly.size(%2205) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2207 = fly.get_layout(%2188) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2208 = fly.get_shape(%2207) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2209 = fly.get(%2208) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2210 = fly.size(%2209) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2211 = fly.get_layout(%2190) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2212 = fly.get_shape(%2211) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2213 = fly.get(%2212) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2214 = fly.size(%2213) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2215 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2216 = fly.get_shape(%2215) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2217 = fly.get(%2216) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2218 = fly.size(%2217) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2219 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2220 = fly.get_shape(%2219) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2221 = fly.get(%2220) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2222 = fly.size(%2221) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %122, %2188, %2190, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2223 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %2224 = fly.add_offset(%25, %2223) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
        %2225 = fly.make_view(%2224, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
        %2226 = fly.mma.make_fragment(a, %arg13, %2225) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
        %2227 = fly.tiled_copy.retile(%60, %2226) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
        %2228 = fly.tiled_copy.partition_src(%60, %2225, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
        %2229 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2230 = fly.slice(%2228, %2229) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2231 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2232 = fly.slice(%2227, %2231) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2230, %2232) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %2233 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2234 = fly.slice(%2228, %2233) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2235 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2236 = fly.slice(%2227, %2235) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2234, %2236) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %2237 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %2238 = fly.add_offset(%25, %2237) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
        %2239 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c0_i32_213 = arith.constant 0 : i32
        %2240 = arith.addi %18, %c0_i32_213 : i32
        %2241 = arith.trunci %92 : i64 to i32
        %c2_i32_214 = arith.constant 2 : i32
        %2242 = arith.floordivsi %2241, %c2_i32_214 : i32
        %2243 = fly.make_int_tuple(%2242) : (i32) -> !fly.int_tuple<?>
        %2244 = fly.add_offset(%2238, %2243) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_215 = arith.constant 0 : i32
        %2245 = arith.addi %0, %c0_i32_215 : i32
        %c8_i32_216 = arith.constant 8 : i32
        %2246 = arith.floordivsi %2245, %c8_i32_216 : i32
        %c8_i32_217 = arith.constant 8 : i32
        %2247 = arith.remsi %2245, %c8_i32_217 : i32
        %c8_i32_218 = arith.constant 8 : i32
        %2248 = arith.muli %2247, %c8_i32_218 : i32
        %c64_i32_219 = arith.constant 64 : i32
        %2249 = arith.muli %1923, %c64_i32_219 : i32
        %2250 = arith.addi %12, %2249 : i32
        %2251 = fly.make_int_tuple(%2246, %2248) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2252 = fly.crd2idx(%2251, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2253 = fly.get_scalar(%2252) : (!fly.int_tuple<?>) -> i32
        %c64_i32_220 = arith.constant 64 : i32
        %2254 = arith.remsi %2253, %c64_i32_220 : i32
        %2255 = arith.addi %2250, %2254 : i32
        %2256 = arith.addi %2240, %2246 : i32
        %2257 = arith.cmpi slt, %2256, %arg6 : i32
        %c0_i32_221 = arith.constant 0 : i32
        %2258 = arith.select %2257, %2256, %c0_i32_221 : i32
        %2259 = arith.muli %2258, %arg11 : i32
        %2260 = arith.addi %2259, %2255 : i32
        %2261 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2263 = fly.make_layout(%2261, %2262) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2264 = fly.make_int_tuple(%2260) : (i32) -> !fly.int_tuple<?>
        %2265 = fly.add_offset(%2239, %2264) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2266 = fly.make_view(%2265, %2263) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2267 = fly.make_view(%2244, %2263) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2266, %2267) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2268 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2269 = fly.add_offset(%2244, %2268) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_222 = arith.constant 256 : i32
        %2270 = arith.addi %0, %c256_i32_222 : i32
        %c8_i32_223 = arith.constant 8 : i32
        %2271 = arith.floordivsi %2270, %c8_i32_223 : i32
        %c8_i32_224 = arith.constant 8 : i32
        %2272 = arith.remsi %2270, %c8_i32_224 : i32
        %c8_i32_225 = arith.constant 8 : i32
        %2273 = arith.muli %2272, %c8_i32_225 : i32
        %c64_i32_226 = arith.constant 64 : i32
        %2274 = arith.muli %1923, %c64_i32_226 : i32
        %2275 = arith.addi %12, %2274 : i32
        %2276 = fly.make_int_tuple(%2271, %2273) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2277 = fly.crd2idx(%2276, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2278 = fly.get_scalar(%2277) : (!fly.int_tuple<?>) -> i32
        %c64_i32_227 = arith.constant 64 : i32
        %2279 = arith.remsi %2278, %c64_i32_227 : i32
        %2280 = arith.addi %2275, %2279 : i32
        %2281 = arith.addi %2240, %2271 : i32
        %2282 = arith.cmpi slt, %2281, %arg6 : i32
        %c0_i32_228 = arith.constant 0 : i32
        %2283 = arith.select %2282, %2281, %c0_i32_228 : i32
        %2284 = arith.muli %2283, %arg11 : i32
        %2285 = arith.addi %2284, %2280 : i32
        %2286 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2287 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2288 = fly.make_layout(%2286, %2287) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2289 = fly.make_int_tuple(%2285) : (i32) -> !fly.int_tuple<?>
        %2290 = fly.add_offset(%2239, %2289) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2291 = fly.make_view(%2290, %2288) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2292 = fly.make_view(%2269, %2288) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2291, %2292) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2293 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2294 = fly.slice(%2226, %2293) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2295 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2296 = fly.slice(%1927, %2295) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2297 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2298 = fly.get_shape(%2297) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2299 = fly.get_layout(%2294) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2300 = fly.get_shape(%2299) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2301 = fly.get_layout(%2296) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2302 = fly.get_shape(%2301) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2303 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2304 = fly.get_shape(%2303) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2305 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2306 = fly.get_shape(%2305) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2307 = fly.get(%2306) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2308 = fly.size(%2307) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2309 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2310 = fly.get_shape(%2309) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2311 = fly.get(%2310) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2312 = fly.size(%2311) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2313 = fly.get_layout(%2294) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2314 = fly.get_shape(%2313) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2315 = fly.get(%2314) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2316 = fly.size(%2315) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2317 = fly.get_layout(%2296) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2318 = fly.get_shape(%2317) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2319 = fly.get(%2318) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2320 = fly.size(%2319) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2321 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2322 = fly.get_shape(%2321) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2323 = fly.get(%2322) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2324 = fly.size(%2323) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2325 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2326 = fly.get_shape(%2325) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2327 = fly.get(%2326) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2328 = fly.size(%2327) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %131, %2294, %2296, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2329 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2330 = fly.slice(%2226, %2329) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2331 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2332 = fly.slice(%1927, %2331) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2333 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2334 = fly.get_shape(%2333) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2335 = fly.get_layout(%2330) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2336 = fly.get_shape(%2335) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2337 = fly.get_layout(%2332) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2338 = fly.get_shape(%2337) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2339 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2340 = fly.get_shape(%2339) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2341 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2342 = fly.get_shape(%2341) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2343 = fly.get(%2342) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2344 = fly.size(%2343) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2345 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2346 = fly.get_shape(%2345) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2347 = fly.get(%2346) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2348 = fly.size(%2347) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2349 = fly.get_layout(%2330) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2350 = fly.get_shape(%2349) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2351 = fly.get(%2350) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2352 = fly.size(%2351) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2353 = fly.get_layout(%2332) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2354 = fly.get_shape(%2353) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2355 = fly.get(%2354) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2356 = fly.size(%2355) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2357 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2358 = fly.get_shape(%2357) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2359 = fly.get(%2358) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2360 = fly.size(%2359) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2361 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2362 = fly.get_shape(%2361) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2363 = fly.get(%2362) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2364 = fly.size(%2363) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %131, %2330, %2332, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2365 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
        %2366 = fly.add_offset(%30, %2365) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
        %2367 = fly.make_view(%2366, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
        %2368 = fly.mma.make_fragment(b, %arg13, %2367) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
        %2369 = fly.tiled_copy.retile(%71, %2368) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
        %2370 = fly.tiled_copy.partition_src(%71, %2367, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
        %2371 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2372 = fly.slice(%2370, %2371) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2373 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2374 = fly.slice(%2369, %2373) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2372, %2374) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %2375 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2376 = fly.slice(%2370, %2375) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2377 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2378 = fly.slice(%2369, %2377) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2376, %2378) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %2379 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %2380 = fly.add_offset(%30, %2379) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
        %2381 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c64_i32_229 = arith.constant 64 : i32
        %2382 = arith.addi %19, %c64_i32_229 : i32
        %2383 = arith.trunci %92 : i64 to i32
        %c2_i32_230 = arith.constant 2 : i32
        %2384 = arith.floordivsi %2383, %c2_i32_230 : i32
        %2385 = fly.make_int_tuple(%2384) : (i32) -> !fly.int_tuple<?>
        %2386 = fly.add_offset(%2380, %2385) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_231 = arith.constant 0 : i32
        %2387 = arith.addi %0, %c0_i32_231 : i32
        %c8_i32_232 = arith.constant 8 : i32
        %2388 = arith.remsi %2387, %c8_i32_232 : i32
        %c8_i32_233 = arith.constant 8 : i32
        %2389 = arith.muli %2388, %c8_i32_233 : i32
        %c8_i32_234 = arith.constant 8 : i32
        %2390 = arith.floordivsi %2387, %c8_i32_234 : i32
        %2391 = fly.make_int_tuple(%2389, %2390) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2392 = fly.crd2idx(%2391, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2393 = fly.get_scalar(%2392) : (!fly.int_tuple<?>) -> i32
        %c64_i32_235 = arith.constant 64 : i32
        %2394 = arith.remsi %2393, %c64_i32_235 : i32
        %c64_i32_236 = arith.constant 64 : i32
        %2395 = arith.muli %1923, %c64_i32_236 : i32
        %2396 = arith.addi %12, %2395 : i32
        %2397 = arith.addi %2396, %2390 : i32
        %2398 = arith.addi %2382, %2394 : i32
        %2399 = arith.cmpi slt, %2398, %arg7 : i32
        %c0_i32_237 = arith.constant 0 : i32
        %2400 = arith.select %2399, %2398, %c0_i32_237 : i32
        %2401 = arith.muli %2397, %arg12 : i32
        %2402 = arith.addi %2401, %2400 : i32
        %2403 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2404 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2405 = fly.make_layout(%2403, %2404) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2406 = fly.make_int_tuple(%2402) : (i32) -> !fly.int_tuple<?>
        %2407 = fly.add_offset(%2381, %2406) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2408 = fly.make_view(%2407, %2405) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2409 = fly.make_view(%2386, %2405) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2408, %2409) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2410 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2411 = fly.add_offset(%2386, %2410) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_238 = arith.constant 256 : i32
        %2412 = arith.addi %0, %c256_i32_238 : i32
        %c8_i32_239 = arith.constant 8 : i32
        %2413 = arith.remsi %2412, %c8_i32_239 : i32
        %c8_i32_240 = arith.constant 8 : i32
        %2414 = arith.muli %2413, %c8_i32_240 : i32
        %c8_i32_241 = arith.constant 8 : i32
        %2415 = arith.floordivsi %2412, %c8_i32_241 : i32
        %2416 = fly.make_int_tuple(%2414, %2415) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2417 = fly.crd2idx(%2416, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2418 = fly.get_scalar(%2417) : (!fly.int_tuple<?>) -> i32
        %c64_i32_242 = arith.constant 64 : i32
        %2419 = arith.remsi %2418, %c64_i32_242 : i32
        %c64_i32_243 = arith.constant 64 : i32
        %2420 = arith.muli %1923, %c64_i32_243 : i32
        %2421 = arith.addi %12, %2420 : i32
        %2422 = arith.addi %2421, %2415 : i32
        %2423 = arith.addi %2382, %2419 : i32
        %2424 = arith.cmpi slt, %2423, %arg7 : i32
        %c0_i32_244 = arith.constant 0 : i32
        %2425 = arith.select %2424, %2423, %c0_i32_244 : i32
        %2426 = arith.muli %2422, %arg12 : i32
        %2427 = arith.addi %2426, %2425 : i32
        %2428 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2429 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2430 = fly.make_layout(%2428, %2429) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2431 = fly.make_int_tuple(%2427) : (i32) -> !fly.int_tuple<?>
        %2432 = fly.add_offset(%2381, %2431) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2433 = fly.make_view(%2432, %2430) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2434 = fly.make_view(%2411, %2430) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2433, %2434) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.waitcnt 3958
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2435 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2436 = fly.slice(%2226, %2435) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2437 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2438 = fly.slice(%2084, %2437) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2439 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2440 = fly.get_shape(%2439) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2441 = fly.get_layout(%2436) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2442 = fly.get_shape(%2441) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2443 = fly.get_layout(%2438) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2444 = fly.get_shape(%2443) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2445 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2446 = fly.get_shape(%2445) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2447 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2448 = fly.get_shape(%2447) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2449 = fly.get(%2448) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2450 = fly.size(%2449) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2451 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2452 = fly.get_shape(%2451) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2453 = fly.get(%2452) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2454 = fly.size(%2453) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2455 = fly.get_layout(%2436) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2456 = fly.get_shape(%2455) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2457 = fly.get(%2456) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2458 = fly.size(%2457) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2459 = fly.get_layout(%2438) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2460 = fly.get_shape(%2459) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2461 = fly.get(%2460) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2462 = fly.size(%2461) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2463 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2464 = fly.get_shape(%2463) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2465 = fly.get(%2464) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2466 = fly.size(%2465) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2467 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2468 = fly.get_shape(%2467) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2469 = fly.get(%2468) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2470 = fly.size(%2469) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %140, %2436, %2438, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2471 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2472 = fly.slice(%2226, %2471) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2473 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2474 = fly.slice(%2084, %2473) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2475 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2476 = fly.get_shape(%2475) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2477 = fly.get_layout(%2472) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2478 = fly.get_shape(%2477) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2479 = fly.get_layout(%2474) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2480 = fly.get_shape(%2479) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2481 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2482 = fly.get_shape(%2481) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2483 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2484 = fly.get_shape(%2483) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2485 = fly.get(%2484) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2486 = fly.size(%2485) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2487 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2488 = fly.get_shape(%2487) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2489 = fly.get(%2488) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2490 = fly.size(%2489) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2491 = fly.get_layout(%2472) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2492 = fly.get_shape(%2491) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2493 = fly.get(%2492) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2494 = fly.size(%2493) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2495 = fly.get_layout(%2474) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2496 = fly.get_shape(%2495) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2497 = fly.get(%2496) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2498 = fly.size(%2497) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2499 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2500 = fly.get_shape(%2499) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2501 = fly.get(%2500) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2502 = fly.size(%2501) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2503 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2504 = fly.get_shape(%2503) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2505 = fly.get(%2504) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2506 = fly.size(%2505) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %140, %2472, %2474, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2507 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
        %2508 = fly.add_offset(%25, %2507) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
        %2509 = fly.make_view(%2508, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
        %2510 = fly.mma.make_fragment(a, %arg13, %2509) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
        %2511 = fly.tiled_copy.retile(%60, %2510) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
        %2512 = fly.tiled_copy.partition_src(%60, %2509, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
        %2513 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2514 = fly.slice(%2512, %2513) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2515 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2516 = fly.slice(%2511, %2515) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2514, %2516) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %2517 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2518 = fly.slice(%2512, %2517) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2519 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2520 = fly.slice(%2511, %2519) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2518, %2520) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %2521 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
        %2522 = fly.add_offset(%25, %2521) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
        %2523 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c64_i32_245 = arith.constant 64 : i32
        %2524 = arith.addi %18, %c64_i32_245 : i32
        %2525 = arith.trunci %92 : i64 to i32
        %c2_i32_246 = arith.constant 2 : i32
        %2526 = arith.floordivsi %2525, %c2_i32_246 : i32
        %2527 = fly.make_int_tuple(%2526) : (i32) -> !fly.int_tuple<?>
        %2528 = fly.add_offset(%2522, %2527) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_247 = arith.constant 0 : i32
        %2529 = arith.addi %0, %c0_i32_247 : i32
        %c8_i32_248 = arith.constant 8 : i32
        %2530 = arith.floordivsi %2529, %c8_i32_248 : i32
        %c8_i32_249 = arith.constant 8 : i32
        %2531 = arith.remsi %2529, %c8_i32_249 : i32
        %c8_i32_250 = arith.constant 8 : i32
        %2532 = arith.muli %2531, %c8_i32_250 : i32
        %c64_i32_251 = arith.constant 64 : i32
        %2533 = arith.muli %1923, %c64_i32_251 : i32
        %2534 = arith.addi %12, %2533 : i32
        %2535 = fly.make_int_tuple(%2530, %2532) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2536 = fly.crd2idx(%2535, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2537 = fly.get_scalar(%2536) : (!fly.int_tuple<?>) -> i32
        %c64_i32_252 = arith.constant 64 : i32
        %2538 = arith.remsi %2537, %c64_i32_252 : i32
        %2539 = arith.addi %2534, %2538 : i32
        %2540 = arith.addi %2524, %2530 : i32
        %2541 = arith.cmpi slt, %2540, %arg6 : i32
        %c0_i32_253 = arith.constant 0 : i32
        %2542 = arith.select %2541, %2540, %c0_i32_253 : i32
        %2543 = arith.muli %2542, %arg11 : i32
        %2544 = arith.addi %2543, %2539 : i32
        %2545 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2546 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2547 = fly.make_layout(%2545, %2546) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2548 = fly.make_int_tuple(%2544) : (i32) -> !fly.int_tuple<?>
        %2549 = fly.add_offset(%2523, %2548) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2550 = fly.make_view(%2549, %2547) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2551 = fly.make_view(%2528, %2547) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2550, %2551) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2552 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2553 = fly.add_offset(%2528, %2552) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_254 = arith.constant 256 : i32
        %2554 = arith.addi %0, %c256_i32_254 : i32
        %c8_i32_255 = arith.constant 8 : i32
        %2555 = arith.floordivsi %2554, %c8_i32_255 : i32
        %c8_i32_256 = arith.constant 8 : i32
        %2556 = arith.remsi %2554, %c8_i32_256 : i32
        %c8_i32_257 = arith.constant 8 : i32
        %2557 = arith.muli %2556, %c8_i32_257 : i32
        %c64_i32_258 = arith.constant 64 : i32
        %2558 = arith.muli %1923, %c64_i32_258 : i32
        %2559 = arith.addi %12, %2558 : i32
        %2560 = fly.make_int_tuple(%2555, %2557) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2561 = fly.crd2idx(%2560, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2562 = fly.get_scalar(%2561) : (!fly.int_tuple<?>) -> i32
        %c64_i32_259 = arith.constant 64 : i32
        %2563 = arith.remsi %2562, %c64_i32_259 : i32
        %2564 = arith.addi %2559, %2563 : i32
        %2565 = arith.addi %2524, %2555 : i32
        %2566 = arith.cmpi slt, %2565, %arg6 : i32
        %c0_i32_260 = arith.constant 0 : i32
        %2567 = arith.select %2566, %2565, %c0_i32_260 : i32
        %2568 = arith.muli %2567, %arg11 : i32
        %2569 = arith.addi %2568, %2564 : i32
        %2570 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2571 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2572 = fly.make_layout(%2570, %2571) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2573 = fly.make_int_tuple(%2569) : (i32) -> !fly.int_tuple<?>
        %2574 = fly.add_offset(%2523, %2573) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2575 = fly.make_view(%2574, %2572) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2576 = fly.make_view(%2553, %2572) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2575, %2576) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2577 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2578 = fly.slice(%2510, %2577) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2579 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2580 = fly.slice(%2368, %2579) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2581 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2582 = fly.get_shape(%2581) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2583 = fly.get_layout(%2578) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2584 = fly.get_shape(%2583) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2585 = fly.get_layout(%2580) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2586 = fly.get_shape(%2585) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2587 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2588 = fly.get_shape(%2587) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2589 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2590 = fly.get_shape(%2589) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2591 = fly.get(%2590) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2592 = fly.size(%2591) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2593 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2594 = fly.get_shape(%2593) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2595 = fly.get(%2594) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2596 = fly.size(%2595) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2597 = fly.get_layout(%2578) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2598 = fly.get_shape(%2597) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2599 = fly.get(%2598) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2600 = fly.size(%2599) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2601 = fly.get_layout(%2580) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2602 = fly.get_shape(%2601) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2603 = fly.get(%2602) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2604 = fly.size(%2603) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2605 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2606 = fly.get_shape(%2605) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2607 = fly.get(%2606) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2608 = fly.size(%2607) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2609 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2610 = fly.get_shape(%2609) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2611 = fly.get(%2610) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2612 = fly.size(%2611) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %113, %2578, %2580, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2613 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2614 = fly.slice(%2510, %2613) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2615 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2616 = fly.slice(%2368, %2615) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2617 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2618 = fly.get_shape(%2617) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2619 = fly.get_layout(%2614) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2620 = fly.get_shape(%2619) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2621 = fly.get_layout(%2616) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2622 = fly.get_shape(%2621) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2623 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2624 = fly.get_shape(%2623) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2625 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2626 = fly.get_shape(%2625) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2627 = fly.get(%2626) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2628 = fly.size(%2627) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2629 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2630 = fly.get_shape(%2629) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2631 = fly.get(%2630) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2632 = fly.size(%2631) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2633 = fly.get_layout(%2614) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2634 = fly.get_shape(%2633) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2635 = fly.get(%2634) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2636 = fly.size(%2635) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2637 = fly.get_layout(%2616) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2638 = fly.get_shape(%2637) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2639 = fly.get(%2638) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2640 = fly.size(%2639) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2641 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2642 = fly.get_shape(%2641) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2643 = fly.get(%2642) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2644 = fly.size(%2643) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2645 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2646 = fly.get_shape(%2645) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2647 = fly.get(%2646) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2648 = fly.size(%2647) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %113, %2614, %2616, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2649 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
        %2650 = fly.add_offset(%30, %2649) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
        %2651 = fly.make_view(%2650, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
        %2652 = fly.mma.make_fragment(b, %arg13, %2651) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
        %2653 = fly.tiled_copy.retile(%71, %2652) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
        %2654 = fly.tiled_copy.partition_src(%71, %2651, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
        %2655 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2656 = fly.slice(%2654, %2655) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2657 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2658 = fly.slice(%2653, %2657) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2656, %2658) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %2659 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2660 = fly.slice(%2654, %2659) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
        %2661 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2662 = fly.slice(%2653, %2661) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
        fly.copy(%49, %2660, %2662) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
        %c1_i32_261 = arith.constant 1 : i32
        %2663 = arith.addi %1923, %c1_i32_261 : i32
        %2664 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
        %2665 = fly.add_offset(%30, %2664) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
        %2666 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c0_i32_262 = arith.constant 0 : i32
        %2667 = arith.addi %19, %c0_i32_262 : i32
        %2668 = arith.trunci %92 : i64 to i32
        %c2_i32_263 = arith.constant 2 : i32
        %2669 = arith.floordivsi %2668, %c2_i32_263 : i32
        %2670 = fly.make_int_tuple(%2669) : (i32) -> !fly.int_tuple<?>
        %2671 = fly.add_offset(%2665, %2670) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_264 = arith.constant 0 : i32
        %2672 = arith.addi %0, %c0_i32_264 : i32
        %c8_i32_265 = arith.constant 8 : i32
        %2673 = arith.remsi %2672, %c8_i32_265 : i32
        %c8_i32_266 = arith.constant 8 : i32
        %2674 = arith.muli %2673, %c8_i32_266 : i32
        %c8_i32_267 = arith.constant 8 : i32
        %2675 = arith.floordivsi %2672, %c8_i32_267 : i32
        %2676 = fly.make_int_tuple(%2674, %2675) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2677 = fly.crd2idx(%2676, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2678 = fly.get_scalar(%2677) : (!fly.int_tuple<?>) -> i32
        %c64_i32_268 = arith.constant 64 : i32
        %2679 = arith.remsi %2678, %c64_i32_268 : i32
        %c64_i32_269 = arith.constant 64 : i32
        %2680 = arith.muli %2663, %c64_i32_269 : i32
        %2681 = arith.addi %12, %2680 : i32
        %2682 = arith.addi %2681, %2675 : i32
        %2683 = arith.addi %2667, %2679 : i32
        %2684 = arith.cmpi slt, %2683, %arg7 : i32
        %c0_i32_270 = arith.constant 0 : i32
        %2685 = arith.select %2684, %2683, %c0_i32_270 : i32
        %2686 = arith.muli %2682, %arg12 : i32
        %2687 = arith.addi %2686, %2685 : i32
        %2688 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2689 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2690 = fly.make_layout(%2688, %2689) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2691 = fly.make_int_tuple(%2687) : (i32) -> !fly.int_tuple<?>
        %2692 = fly.add_offset(%2666, %2691) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2693 = fly.make_view(%2692, %2690) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2694 = fly.make_view(%2671, %2690) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2693, %2694) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2695 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2696 = fly.add_offset(%2671, %2695) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_271 = arith.constant 256 : i32
        %2697 = arith.addi %0, %c256_i32_271 : i32
        %c8_i32_272 = arith.constant 8 : i32
        %2698 = arith.remsi %2697, %c8_i32_272 : i32
        %c8_i32_273 = arith.constant 8 : i32
        %2699 = arith.muli %2698, %c8_i32_273 : i32
        %c8_i32_274 = arith.constant 8 : i32
        %2700 = arith.floordivsi %2697, %c8_i32_274 : i32
        %2701 = fly.make_int_tuple(%2699, %2700) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2702 = fly.crd2idx(%2701, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2703 = fly.get_scalar(%2702) : (!fly.int_tuple<?>) -> i32
        %c64_i32_275 = arith.constant 64 : i32
        %2704 = arith.remsi %2703, %c64_i32_275 : i32
        %c64_i32_276 = arith.constant 64 : i32
        %2705 = arith.muli %2663, %c64_i32_276 : i32
        %2706 = arith.addi %12, %2705 : i32
        %2707 = arith.addi %2706, %2700 : i32
        %2708 = arith.addi %2667, %2704 : i32
        %2709 = arith.cmpi slt, %2708, %arg7 : i32
        %c0_i32_277 = arith.constant 0 : i32
        %2710 = arith.select %2709, %2708, %c0_i32_277 : i32
        %2711 = arith.muli %2707, %arg12 : i32
        %2712 = arith.addi %2711, %2710 : i32
        %2713 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2714 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2715 = fly.make_layout(%2713, %2714) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2716 = fly.make_int_tuple(%2712) : (i32) -> !fly.int_tuple<?>
        %2717 = fly.add_offset(%2666, %2716) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2718 = fly.make_view(%2717, %2715) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2719 = fly.make_view(%2696, %2715) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2718, %2719) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2720 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2721 = fly.slice(%2510, %2720) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2722 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2723 = fly.slice(%2652, %2722) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2724 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2725 = fly.get_shape(%2724) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2726 = fly.get_layout(%2721) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2727 = fly.get_shape(%2726) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2728 = fly.get_layout(%2723) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2729 = fly.get_shape(%2728) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2730 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2731 = fly.get_shape(%2730) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2732 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2733 = fly.get_shape(%2732) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2734 = fly.get(%2733) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2735 = fly.size(%2734) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2736 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2737 = fly.get_shape(%2736) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2738 = fly.get(%2737) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2739 = fly.size(%2738) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2740 = fly.get_layout(%2721) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2741 = fly.get_shape(%2740) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2742 = fly.get(%2741) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2743 = fly.size(%2742) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2744 = fly.get_layout(%2723) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2745 = fly.get_shape(%2744) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2746 = fly.get(%2745) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2747 = fly.size(%2746) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2748 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2749 = fly.get_shape(%2748) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2750 = fly.get(%2749) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2751 = fly.size(%2750) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2752 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2753 = fly.get_shape(%2752) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2754 = fly.get(%2753) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2755 = fly.size(%2754) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %122, %2721, %2723, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2756 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2757 = fly.slice(%2510, %2756) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2758 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2759 = fly.slice(%2652, %2758) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2760 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2761 = fly.get_shape(%2760) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2762 = fly.get_layout(%2757) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2763 = fly.get_shape(%2762) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2764 = fly.get_layout(%2759) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2765 = fly.get_shape(%2764) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2766 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2767 = fly.get_shape(%2766) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2768 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2769 = fly.get_shape(%2768) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2770 = fly.get(%2769) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2771 = fly.size(%2770) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2772 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2773 = fly.get_shape(%2772) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2774 = fly.get(%2773) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2775 = fly.size(%2774) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2776 = fly.get_layout(%2757) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2777 = fly.get_shape(%2776) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2778 = fly.get(%2777) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2779 = fly.size(%2778) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2780 = fly.get_layout(%2759) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2781 = fly.get_shape(%2780) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2782 = fly.get(%2781) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2783 = fly.size(%2782) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2784 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2785 = fly.get_shape(%2784) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2786 = fly.get(%2785) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2787 = fly.size(%2786) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2788 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2789 = fly.get_shape(%2788) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2790 = fly.get(%2789) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2791 = fly.size(%2790) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %122, %2757, %2759, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %2792 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
        %2793 = fly.add_offset(%25, %2792) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
        %2794 = fly.make_view(%2793, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
        %2795 = fly.mma.make_fragment(a, %arg13, %2794) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
        %2796 = fly.tiled_copy.retile(%60, %2795) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
        %2797 = fly.tiled_copy.partition_src(%60, %2794, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
        %2798 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2799 = fly.slice(%2797, %2798) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2800 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2801 = fly.slice(%2796, %2800) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2799, %2801) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %2802 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2803 = fly.slice(%2797, %2802) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
        %2804 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2805 = fly.slice(%2796, %2804) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
        fly.copy(%46, %2803, %2805) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
        %c1_i32_278 = arith.constant 1 : i32
        %2806 = arith.addi %1923, %c1_i32_278 : i32
        %2807 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
        %2808 = fly.add_offset(%25, %2807) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
        %2809 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c0_i32_279 = arith.constant 0 : i32
        %2810 = arith.addi %18, %c0_i32_279 : i32
        %2811 = arith.trunci %92 : i64 to i32
        %c2_i32_280 = arith.constant 2 : i32
        %2812 = arith.floordivsi %2811, %c2_i32_280 : i32
        %2813 = fly.make_int_tuple(%2812) : (i32) -> !fly.int_tuple<?>
        %2814 = fly.add_offset(%2808, %2813) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_281 = arith.constant 0 : i32
        %2815 = arith.addi %0, %c0_i32_281 : i32
        %c8_i32_282 = arith.constant 8 : i32
        %2816 = arith.floordivsi %2815, %c8_i32_282 : i32
        %c8_i32_283 = arith.constant 8 : i32
        %2817 = arith.remsi %2815, %c8_i32_283 : i32
        %c8_i32_284 = arith.constant 8 : i32
        %2818 = arith.muli %2817, %c8_i32_284 : i32
        %c64_i32_285 = arith.constant 64 : i32
        %2819 = arith.muli %2806, %c64_i32_285 : i32
        %2820 = arith.addi %12, %2819 : i32
        %2821 = fly.make_int_tuple(%2816, %2818) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2822 = fly.crd2idx(%2821, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2823 = fly.get_scalar(%2822) : (!fly.int_tuple<?>) -> i32
        %c64_i32_286 = arith.constant 64 : i32
        %2824 = arith.remsi %2823, %c64_i32_286 : i32
        %2825 = arith.addi %2820, %2824 : i32
        %2826 = arith.addi %2810, %2816 : i32
        %2827 = arith.cmpi slt, %2826, %arg6 : i32
        %c0_i32_287 = arith.constant 0 : i32
        %2828 = arith.select %2827, %2826, %c0_i32_287 : i32
        %2829 = arith.muli %2828, %arg11 : i32
        %2830 = arith.addi %2829, %2825 : i32
        %2831 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2832 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2833 = fly.make_layout(%2831, %2832) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2834 = fly.make_int_tuple(%2830) : (i32) -> !fly.int_tuple<?>
        %2835 = fly.add_offset(%2809, %2834) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2836 = fly.make_view(%2835, %2833) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2837 = fly.make_view(%2814, %2833) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2836, %2837) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2838 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2839 = fly.add_offset(%2814, %2838) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_288 = arith.constant 256 : i32
        %2840 = arith.addi %0, %c256_i32_288 : i32
        %c8_i32_289 = arith.constant 8 : i32
        %2841 = arith.floordivsi %2840, %c8_i32_289 : i32
        %c8_i32_290 = arith.constant 8 : i32
        %2842 = arith.remsi %2840, %c8_i32_290 : i32
        %c8_i32_291 = arith.constant 8 : i32
        %2843 = arith.muli %2842, %c8_i32_291 : i32
        %c64_i32_292 = arith.constant 64 : i32
        %2844 = arith.muli %2806, %c64_i32_292 : i32
        %2845 = arith.addi %12, %2844 : i32
        %2846 = fly.make_int_tuple(%2841, %2843) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2847 = fly.crd2idx(%2846, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
        %2848 = fly.get_scalar(%2847) : (!fly.int_tuple<?>) -> i32
        %c64_i32_293 = arith.constant 64 : i32
        %2849 = arith.remsi %2848, %c64_i32_293 : i32
        %2850 = arith.addi %2845, %2849 : i32
        %2851 = arith.addi %2810, %2841 : i32
        %2852 = arith.cmpi slt, %2851, %arg6 : i32
        %c0_i32_294 = arith.constant 0 : i32
        %2853 = arith.select %2852, %2851, %c0_i32_294 : i32
        %2854 = arith.muli %2853, %arg11 : i32
        %2855 = arith.addi %2854, %2850 : i32
        %2856 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2857 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2858 = fly.make_layout(%2856, %2857) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2859 = fly.make_int_tuple(%2855) : (i32) -> !fly.int_tuple<?>
        %2860 = fly.add_offset(%2809, %2859) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2861 = fly.make_view(%2860, %2858) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2862 = fly.make_view(%2839, %2858) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2861, %2862) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2863 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2864 = fly.slice(%2795, %2863) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2865 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2866 = fly.slice(%2368, %2865) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2867 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2868 = fly.get_shape(%2867) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2869 = fly.get_layout(%2864) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2870 = fly.get_shape(%2869) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2871 = fly.get_layout(%2866) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2872 = fly.get_shape(%2871) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2873 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2874 = fly.get_shape(%2873) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2875 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2876 = fly.get_shape(%2875) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2877 = fly.get(%2876) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2878 = fly.size(%2877) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2879 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2880 = fly.get_shape(%2879) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2881 = fly.get(%2880) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2882 = fly.size(%2881) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2883 = fly.get_layout(%2864) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2884 = fly.get_shape(%2883) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2885 = fly.get(%2884) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2886 = fly.size(%2885) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2887 = fly.get_layout(%2866) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2888 = fly.get_shape(%2887) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2889 = fly.get(%2888) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2890 = fly.size(%2889) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2891 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2892 = fly.get_shape(%2891) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2893 = fly.get(%2892) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2894 = fly.size(%2893) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2895 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2896 = fly.get_shape(%2895) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2897 = fly.get(%2896) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2898 = fly.size(%2897) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %131, %2864, %2866, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %2899 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2900 = fly.slice(%2795, %2899) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2901 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %2902 = fly.slice(%2368, %2901) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2903 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2904 = fly.get_shape(%2903) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2905 = fly.get_layout(%2900) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2906 = fly.get_shape(%2905) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2907 = fly.get_layout(%2902) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2908 = fly.get_shape(%2907) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2909 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2910 = fly.get_shape(%2909) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2911 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2912 = fly.get_shape(%2911) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2913 = fly.get(%2912) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2914 = fly.size(%2913) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2915 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2916 = fly.get_shape(%2915) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2917 = fly.get(%2916) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2918 = fly.size(%2917) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2919 = fly.get_layout(%2900) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2920 = fly.get_shape(%2919) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %2921 = fly.get(%2920) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2922 = fly.size(%2921) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2923 = fly.get_layout(%2902) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %2924 = fly.get_shape(%2923) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %2925 = fly.get(%2924) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %2926 = fly.size(%2925) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2927 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2928 = fly.get_shape(%2927) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2929 = fly.get(%2928) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2930 = fly.size(%2929) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %2931 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2932 = fly.get_shape(%2931) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2933 = fly.get(%2932) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %2934 = fly.size(%2933) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %131, %2900, %2902, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
        %c1_i32_295 = arith.constant 1 : i32
        %2935 = arith.addi %1923, %c1_i32_295 : i32
        %2936 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
        %2937 = fly.add_offset(%30, %2936) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
        %2938 = fly.get_iter(%41) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %c64_i32_296 = arith.constant 64 : i32
        %2939 = arith.addi %19, %c64_i32_296 : i32
        %2940 = arith.trunci %92 : i64 to i32
        %c2_i32_297 = arith.constant 2 : i32
        %2941 = arith.floordivsi %2940, %c2_i32_297 : i32
        %2942 = fly.make_int_tuple(%2941) : (i32) -> !fly.int_tuple<?>
        %2943 = fly.add_offset(%2937, %2942) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
        %c0_i32_298 = arith.constant 0 : i32
        %2944 = arith.addi %0, %c0_i32_298 : i32
        %c8_i32_299 = arith.constant 8 : i32
        %2945 = arith.remsi %2944, %c8_i32_299 : i32
        %c8_i32_300 = arith.constant 8 : i32
        %2946 = arith.muli %2945, %c8_i32_300 : i32
        %c8_i32_301 = arith.constant 8 : i32
        %2947 = arith.floordivsi %2944, %c8_i32_301 : i32
        %2948 = fly.make_int_tuple(%2946, %2947) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2949 = fly.crd2idx(%2948, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2950 = fly.get_scalar(%2949) : (!fly.int_tuple<?>) -> i32
        %c64_i32_302 = arith.constant 64 : i32
        %2951 = arith.remsi %2950, %c64_i32_302 : i32
        %c64_i32_303 = arith.constant 64 : i32
        %2952 = arith.muli %2935, %c64_i32_303 : i32
        %2953 = arith.addi %12, %2952 : i32
        %2954 = arith.addi %2953, %2947 : i32
        %2955 = arith.addi %2939, %2951 : i32
        %2956 = arith.cmpi slt, %2955, %arg7 : i32
        %c0_i32_304 = arith.constant 0 : i32
        %2957 = arith.select %2956, %2955, %c0_i32_304 : i32
        %2958 = arith.muli %2954, %arg12 : i32
        %2959 = arith.addi %2958, %2957 : i32
        %2960 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2961 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2962 = fly.make_layout(%2960, %2961) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2963 = fly.make_int_tuple(%2959) : (i32) -> !fly.int_tuple<?>
        %2964 = fly.add_offset(%2938, %2963) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2965 = fly.make_view(%2964, %2962) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2966 = fly.make_view(%2943, %2962) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2965, %2966) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        %2967 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
        %2968 = fly.add_offset(%2943, %2967) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
        %c256_i32_305 = arith.constant 256 : i32
        %2969 = arith.addi %0, %c256_i32_305 : i32
        %c8_i32_306 = arith.constant 8 : i32
        %2970 = arith.remsi %2969, %c8_i32_306 : i32
        %c8_i32_307 = arith.constant 8 : i32
        %2971 = arith.muli %2970, %c8_i32_307 : i32
        %c8_i32_308 = arith.constant 8 : i32
        %2972 = arith.floordivsi %2969, %c8_i32_308 : i32
        %2973 = fly.make_int_tuple(%2971, %2972) : (i32, i32) -> !fly.int_tuple<(?,?)>
        %2974 = fly.crd2idx(%2973, %84) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.int_tuple<?>
        %2975 = fly.get_scalar(%2974) : (!fly.int_tuple<?>) -> i32
        %c64_i32_309 = arith.constant 64 : i32
        %2976 = arith.remsi %2975, %c64_i32_309 : i32
        %c64_i32_310 = arith.constant 64 : i32
        %2977 = arith.muli %2935, %c64_i32_310 : i32
        %2978 = arith.addi %12, %2977 : i32
        %2979 = arith.addi %2978, %2972 : i32
        %2980 = arith.addi %2939, %2976 : i32
        %2981 = arith.cmpi slt, %2980, %arg7 : i32
        %c0_i32_311 = arith.constant 0 : i32
        %2982 = arith.select %2981, %2980, %c0_i32_311 : i32
        %2983 = arith.muli %2979, %arg12 : i32
        %2984 = arith.addi %2983, %2982 : i32
        %2985 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2986 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %2987 = fly.make_layout(%2985, %2986) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %2988 = fly.make_int_tuple(%2984) : (i32) -> !fly.int_tuple<?>
        %2989 = fly.add_offset(%2938, %2988) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %2990 = fly.make_view(%2989, %2987) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
        %2991 = fly.make_view(%2968, %2987) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
        rocdl.sched.barrier none
        fly.copy_atom_call(%48, %2990, %2991) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
        rocdl.sched.barrier none
        rocdl.s.waitcnt 3956
        rocdl.s.barrier
        rocdl.sched.barrier none
        %2992 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2993 = fly.slice(%2795, %2992) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %2994 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
        %2995 = fly.slice(%2652, %2994) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %2996 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %2997 = fly.get_shape(%2996) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %2998 = fly.get_layout(%2993) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %2999 = fly.get_shape(%2998) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %3000 = fly.get_layout(%2995) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %3001 = fly.get_shape(%3000) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %3002 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3003 = fly.get_shape(%3002) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3004 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3005 = fly.get_shape(%3004) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3006 = fly.get(%3005) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3007 = fly.size(%3006) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3008 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3009 = fly.get_shape(%3008) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3010 = fly.get(%3009) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3011 = fly.size(%3010) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3012 = fly.get_layout(%2993) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %3013 = fly.get_shape(%3012) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %3014 = fly.get(%3013) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %3015 = fly.size(%3014) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3016 = fly.get_layout(%2995) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %3017 = fly.get_shape(%3016) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %3018 = fly.get(%3017) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %3019 = fly.size(%3018) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3020 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3021 = fly.get_shape(%3020) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3022 = fly.get(%3021) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3023 = fly.size(%3022) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3024 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3025 = fly.get_shape(%3024) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3026 = fly.get(%3025) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3027 = fly.size(%3026) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %140, %2993, %2995, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        %3028 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %3029 = fly.slice(%2795, %3028) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
        %3030 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
        %3031 = fly.slice(%2652, %3030) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
        %3032 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3033 = fly.get_shape(%3032) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3034 = fly.get_layout(%3029) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %3035 = fly.get_shape(%3034) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %3036 = fly.get_layout(%3031) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %3037 = fly.get_shape(%3036) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %3038 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3039 = fly.get_shape(%3038) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3040 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3041 = fly.get_shape(%3040) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3042 = fly.get(%3041) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3043 = fly.size(%3042) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3044 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3045 = fly.get_shape(%3044) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3046 = fly.get(%3045) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3047 = fly.size(%3046) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3048 = fly.get_layout(%3029) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
        %3049 = fly.get_shape(%3048) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
        %3050 = fly.get(%3049) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %3051 = fly.size(%3050) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3052 = fly.get_layout(%3031) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
        %3053 = fly.get_shape(%3052) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
        %3054 = fly.get(%3053) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
        %3055 = fly.size(%3054) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3056 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3057 = fly.get_shape(%3056) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3058 = fly.get(%3057) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3059 = fly.size(%3058) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        %3060 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
        %3061 = fly.get_shape(%3060) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
        %3062 = fly.get(%3061) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
        %3063 = fly.size(%3062) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
        fly.gemm(%arg13, %140, %3029, %3031, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
        rocdl.sched.barrier none
        rocdl.s.barrier
      }
      %534 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %535 = fly.add_offset(%30, %534) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %536 = fly.make_view(%535, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
      %537 = fly.mma.make_fragment(b, %arg13, %536) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
      %538 = fly.tiled_copy.retile(%71, %537) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
      %539 = fly.tiled_copy.partition_src(%71, %536, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
      %540 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %541 = fly.slice(%539, %540) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %542 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %543 = fly.slice(%538, %542) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %541, %543) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      %544 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %545 = fly.slice(%539, %544) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %546 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %547 = fly.slice(%538, %546) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %545, %547) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      %548 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %549 = fly.add_offset(%25, %548) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %550 = fly.make_view(%549, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
      %551 = fly.mma.make_fragment(a, %arg13, %550) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
      %552 = fly.tiled_copy.retile(%60, %551) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
      %553 = fly.tiled_copy.partition_src(%60, %550, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
      %554 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %555 = fly.slice(%553, %554) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %556 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %557 = fly.slice(%552, %556) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %555, %557) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      %558 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %559 = fly.slice(%553, %558) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %560 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %561 = fly.slice(%552, %560) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %559, %561) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      %c1_i32_147 = arith.constant 1 : i32
      %562 = arith.addi %533, %c1_i32_147 : i32
      %563 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %564 = fly.add_offset(%25, %563) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %565 = fly.get_iter(%37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %c64_i32_148 = arith.constant 64 : i32
      %566 = arith.addi %18, %c64_i32_148 : i32
      %567 = arith.trunci %92 : i64 to i32
      %c2_i32_149 = arith.constant 2 : i32
      %568 = arith.floordivsi %567, %c2_i32_149 : i32
      %569 = fly.make_int_tuple(%568) : (i32) -> !fly.int_tuple<?>
      %570 = fly.add_offset(%564, %569) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
      %c0_i32_150 = arith.constant 0 : i32
      %571 = arith.addi %0, %c0_i32_150 : i32
      %c8_i32_151 = arith.constant 8 : i32
      %572 = arith.floordivsi %571, %c8_i32_151 : i32
      %c8_i32_152 = arith.constant 8 : i32
      %573 = arith.remsi %571, %c8_i32_152 : i32
      %c8_i32_153 = arith.constant 8 : i32
      %574 = arith.muli %573, %c8_i32_153 : i32
      %c64_i32_154 = arith.constant 64 : i32
      %575 = arith.muli %562, %c64_i32_154 : i32
      %576 = arith.addi %12, %575 : i32
      %577 = fly.make_int_tuple(%572, %574) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %578 = fly.crd2idx(%577, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %579 = fly.get_scalar(%578) : (!fly.int_tuple<?>) -> i32
      %c64_i32_155 = arith.constant 64 : i32
      %580 = arith.remsi %579, %c64_i32_155 : i32
      %581 = arith.addi %576, %580 : i32
      %582 = arith.addi %566, %572 : i32
      %583 = arith.cmpi slt, %582, %arg6 : i32
      %c0_i32_156 = arith.constant 0 : i32
      %584 = arith.select %583, %582, %c0_i32_156 : i32
      %585 = arith.muli %584, %arg11 : i32
      %586 = arith.addi %585, %581 : i32
      %587 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %588 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %589 = fly.make_layout(%587, %588) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %590 = fly.make_int_tuple(%586) : (i32) -> !fly.int_tuple<?>
      %591 = fly.add_offset(%565, %590) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %592 = fly.make_view(%591, %589) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %593 = fly.make_view(%570, %589) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %592, %593) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      %594 = fly.make_int_tuple() : () -> !fly.int_tuple<2048>
      %595 = fly.add_offset(%570, %594) : (!fly.ptr<bf16, shared>, !fly.int_tuple<2048>) -> !fly.ptr<bf16, shared>
      %c256_i32_157 = arith.constant 256 : i32
      %596 = arith.addi %0, %c256_i32_157 : i32
      %c8_i32_158 = arith.constant 8 : i32
      %597 = arith.floordivsi %596, %c8_i32_158 : i32
      %c8_i32_159 = arith.constant 8 : i32
      %598 = arith.remsi %596, %c8_i32_159 : i32
      %c8_i32_160 = arith.constant 8 : i32
      %599 = arith.muli %598, %c8_i32_160 : i32
      %c64_i32_161 = arith.constant 64 : i32
      %600 = arith.muli %562, %c64_i32_161 : i32
      %601 = arith.addi %12, %600 : i32
      %602 = fly.make_int_tuple(%597, %599) : (i32, i32) -> !fly.int_tuple<(?,?)>
      %603 = fly.crd2idx(%602, %78) : (!fly.int_tuple<(?,?)>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.int_tuple<?>
      %604 = fly.get_scalar(%603) : (!fly.int_tuple<?>) -> i32
      %c64_i32_162 = arith.constant 64 : i32
      %605 = arith.remsi %604, %c64_i32_162 : i32
      %606 = arith.addi %601, %605 : i32
      %607 = arith.addi %566, %597 : i32
      %608 = arith.cmpi slt, %607, %arg6 : i32
      %c0_i32_163 = arith.constant 0 : i32
      %609 = arith.select %608, %607, %c0_i32_163 : i32
      %610 = arith.muli %609, %arg11 : i32
      %611 = arith.addi %610, %606 : i32
      %612 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %613 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %614 = fly.make_layout(%612, %613) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %615 = fly.make_int_tuple(%611) : (i32) -> !fly.int_tuple<?>
      %616 = fly.add_offset(%565, %615) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.int_tuple<?>) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %617 = fly.make_view(%616, %614) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>
      %618 = fly.make_view(%595, %614) : (!fly.ptr<bf16, shared>, !fly.layout<1:1>) -> !fly.memref<bf16, shared, 1:1>
      rocdl.sched.barrier none
      fly.copy_atom_call(%48, %617, %618) : (!fly.copy_atom<!fly_rocdl.cdna4.buffer_load_async_lds<128>, 128>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:1>, !fly.memref<bf16, shared, 1:1>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %619 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %620 = fly.slice(%551, %619) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %621 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %622 = fly.slice(%537, %621) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %623 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %624 = fly.get_shape(%623) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %625 = fly.get_layout(%620) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %626 = fly.get_shape(%625) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %627 = fly.get_layout(%622) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %628 = fly.get_shape(%627) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %629 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %630 = fly.get_shape(%629) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %631 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %632 = fly.get_shape(%631) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %633 = fly.get(%632) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %634 = fly.size(%633) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %635 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %636 = fly.get_shape(%635) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %637 = fly.get(%636) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %638 = fly.size(%637) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %639 = fly.get_layout(%620) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %640 = fly.get_shape(%639) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %641 = fly.get(%640) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %642 = fly.size(%641) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %643 = fly.get_layout(%622) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %644 = fly.get_shape(%643) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %645 = fly.get(%644) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %646 = fly.size(%645) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %647 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %648 = fly.get_shape(%647) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %649 = fly.get(%648) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %650 = fly.size(%649) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %651 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %652 = fly.get_shape(%651) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %653 = fly.get(%652) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %654 = fly.size(%653) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %113, %620, %622, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %655 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %656 = fly.slice(%551, %655) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %657 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %658 = fly.slice(%537, %657) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %659 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %660 = fly.get_shape(%659) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %661 = fly.get_layout(%656) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %662 = fly.get_shape(%661) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %663 = fly.get_layout(%658) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %664 = fly.get_shape(%663) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %665 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %666 = fly.get_shape(%665) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %667 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %668 = fly.get_shape(%667) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %669 = fly.get(%668) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %670 = fly.size(%669) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %671 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %672 = fly.get_shape(%671) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %673 = fly.get(%672) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %674 = fly.size(%673) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %675 = fly.get_layout(%656) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %676 = fly.get_shape(%675) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %677 = fly.get(%676) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %678 = fly.size(%677) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %679 = fly.get_layout(%658) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %680 = fly.get_shape(%679) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %681 = fly.get(%680) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %682 = fly.size(%681) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %683 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %684 = fly.get_shape(%683) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %685 = fly.get(%684) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %686 = fly.size(%685) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %687 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %688 = fly.get_shape(%687) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %689 = fly.get(%688) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %690 = fly.size(%689) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %113, %656, %658, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      %691 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %692 = fly.add_offset(%30, %691) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %693 = fly.make_view(%692, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
      %694 = fly.mma.make_fragment(b, %arg13, %693) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
      %695 = fly.tiled_copy.retile(%71, %694) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
      %696 = fly.tiled_copy.partition_src(%71, %693, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
      %697 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %698 = fly.slice(%696, %697) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %699 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %700 = fly.slice(%695, %699) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %698, %700) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      %701 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %702 = fly.slice(%696, %701) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %703 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %704 = fly.slice(%695, %703) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %702, %704) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %705 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %706 = fly.slice(%551, %705) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %707 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %708 = fly.slice(%694, %707) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %709 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %710 = fly.get_shape(%709) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %711 = fly.get_layout(%706) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %712 = fly.get_shape(%711) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %713 = fly.get_layout(%708) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %714 = fly.get_shape(%713) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %715 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %716 = fly.get_shape(%715) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %717 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %718 = fly.get_shape(%717) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %719 = fly.get(%718) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %720 = fly.size(%719) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %721 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %722 = fly.get_shape(%721) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %723 = fly.get(%722) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %724 = fly.size(%723) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %725 = fly.get_layout(%706) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %726 = fly.get_shape(%725) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %727 = fly.get(%726) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %728 = fly.size(%727) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %729 = fly.get_layout(%708) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %730 = fly.get_shape(%729) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %731 = fly.get(%730) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %732 = fly.size(%731) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %733 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %734 = fly.get_shape(%733) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %735 = fly.get(%734) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %736 = fly.size(%735) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %737 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %738 = fly.get_shape(%737) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %739 = fly.get(%738) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %740 = fly.size(%739) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %122, %706, %708, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %741 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %742 = fly.slice(%551, %741) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %743 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %744 = fly.slice(%694, %743) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %745 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %746 = fly.get_shape(%745) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %747 = fly.get_layout(%742) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %748 = fly.get_shape(%747) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %749 = fly.get_layout(%744) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %750 = fly.get_shape(%749) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %751 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %752 = fly.get_shape(%751) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %753 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %754 = fly.get_shape(%753) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %755 = fly.get(%754) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %756 = fly.size(%755) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %757 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %758 = fly.get_shape(%757) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %759 = fly.get(%758) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %760 = fly.size(%759) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %761 = fly.get_layout(%742) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %762 = fly.get_shape(%761) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %763 = fly.get(%762) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %764 = fly.size(%763) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %765 = fly.get_layout(%744) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %766 = fly.get_shape(%765) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %767 = fly.get(%766) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %768 = fly.size(%767) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %769 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %770 = fly.get_shape(%769) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %771 = fly.get(%770) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %772 = fly.size(%771) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %773 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %774 = fly.get_shape(%773) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %775 = fly.get(%774) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %776 = fly.size(%775) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %122, %742, %744, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      %777 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %778 = fly.add_offset(%25, %777) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %779 = fly.make_view(%778, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
      %780 = fly.mma.make_fragment(a, %arg13, %779) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
      %781 = fly.tiled_copy.retile(%60, %780) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
      %782 = fly.tiled_copy.partition_src(%60, %779, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
      %783 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %784 = fly.slice(%782, %783) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %785 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %786 = fly.slice(%781, %785) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %784, %786) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      %787 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %788 = fly.slice(%782, %787) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %789 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %790 = fly.slice(%781, %789) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %788, %790) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %791 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %792 = fly.slice(%780, %791) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %793 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %794 = fly.slice(%537, %793) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %795 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %796 = fly.get_shape(%795) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %797 = fly.get_layout(%792) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %798 = fly.get_shape(%797) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %799 = fly.get_layout(%794) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %800 = fly.get_shape(%799) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %801 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %802 = fly.get_shape(%801) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %803 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %804 = fly.get_shape(%803) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %805 = fly.get(%804) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %806 = fly.size(%805) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %807 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %808 = fly.get_shape(%807) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %809 = fly.get(%808) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %810 = fly.size(%809) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %811 = fly.get_layout(%792) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %812 = fly.get_shape(%811) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %813 = fly.get(%812) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %814 = fly.size(%813) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %815 = fly.get_layout(%794) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %816 = fly.get_shape(%815) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %817 = fly.get(%816) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %818 = fly.size(%817) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %819 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %820 = fly.get_shape(%819) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %821 = fly.get(%820) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %822 = fly.size(%821) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %823 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %824 = fly.get_shape(%823) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %825 = fly.get(%824) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %826 = fly.size(%825) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %131, %792, %794, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %827 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %828 = fly.slice(%780, %827) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %829 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %830 = fly.slice(%537, %829) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %831 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %832 = fly.get_shape(%831) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %833 = fly.get_layout(%828) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %834 = fly.get_shape(%833) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %835 = fly.get_layout(%830) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %836 = fly.get_shape(%835) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %837 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %838 = fly.get_shape(%837) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %839 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %840 = fly.get_shape(%839) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %841 = fly.get(%840) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %842 = fly.size(%841) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %843 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %844 = fly.get_shape(%843) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %845 = fly.get(%844) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %846 = fly.size(%845) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %847 = fly.get_layout(%828) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %848 = fly.get_shape(%847) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %849 = fly.get(%848) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %850 = fly.size(%849) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %851 = fly.get_layout(%830) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %852 = fly.get_shape(%851) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %853 = fly.get(%852) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %854 = fly.size(%853) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %855 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %856 = fly.get_shape(%855) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %857 = fly.get(%856) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %858 = fly.size(%857) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %859 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %860 = fly.get_shape(%859) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %861 = fly.get(%860) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %862 = fly.size(%861) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %131, %828, %830, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      %863 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %864 = fly.add_offset(%30, %863) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %865 = fly.make_view(%864, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
      %866 = fly.mma.make_fragment(b, %arg13, %865) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
      %867 = fly.tiled_copy.retile(%71, %866) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
      %868 = fly.tiled_copy.partition_src(%71, %865, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
      %869 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %870 = fly.slice(%868, %869) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %871 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %872 = fly.slice(%867, %871) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %870, %872) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      %873 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %874 = fly.slice(%868, %873) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %875 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %876 = fly.slice(%867, %875) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %874, %876) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %877 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %878 = fly.slice(%780, %877) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %879 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %880 = fly.slice(%694, %879) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %881 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %882 = fly.get_shape(%881) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %883 = fly.get_layout(%878) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %884 = fly.get_shape(%883) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %885 = fly.get_layout(%880) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %886 = fly.get_shape(%885) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %887 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %888 = fly.get_shape(%887) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %889 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %890 = fly.get_shape(%889) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %891 = fly.get(%890) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %892 = fly.size(%891) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %893 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %894 = fly.get_shape(%893) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %895 = fly.get(%894) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %896 = fly.size(%895) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %897 = fly.get_layout(%878) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %898 = fly.get_shape(%897) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %899 = fly.get(%898) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %900 = fly.size(%899) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %901 = fly.get_layout(%880) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %902 = fly.get_shape(%901) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %903 = fly.get(%902) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %904 = fly.size(%903) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %905 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %906 = fly.get_shape(%905) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %907 = fly.get(%906) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %908 = fly.size(%907) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %909 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %910 = fly.get_shape(%909) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %911 = fly.get(%910) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %912 = fly.size(%911) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %140, %878, %880, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %913 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %914 = fly.slice(%780, %913) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %915 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %916 = fly.slice(%694, %915) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %917 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %918 = fly.get_shape(%917) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %919 = fly.get_layout(%914) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %920 = fly.get_shape(%919) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %921 = fly.get_layout(%916) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %922 = fly.get_shape(%921) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %923 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %924 = fly.get_shape(%923) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %925 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %926 = fly.get_shape(%925) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %927 = fly.get(%926) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %928 = fly.size(%927) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %929 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %930 = fly.get_shape(%929) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %931 = fly.get(%930) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %932 = fly.size(%931) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %933 = fly.get_layout(%914) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %934 = fly.get_shape(%933) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %935 = fly.get(%934) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %936 = fly.size(%935) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %937 = fly.get_layout(%916) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %938 = fly.get_shape(%937) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %939 = fly.get(%938) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %940 = fly.size(%939) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %941 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %942 = fly.get_shape(%941) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %943 = fly.get(%942) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %944 = fly.size(%943) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %945 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %946 = fly.get_shape(%945) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %947 = fly.get(%946) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %948 = fly.size(%947) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %140, %914, %916, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %949 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %950 = fly.add_offset(%25, %949) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %951 = fly.make_view(%950, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
      %952 = fly.mma.make_fragment(a, %arg13, %951) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
      %953 = fly.tiled_copy.retile(%60, %952) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
      %954 = fly.tiled_copy.partition_src(%60, %951, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
      %955 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %956 = fly.slice(%954, %955) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %957 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %958 = fly.slice(%953, %957) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %956, %958) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      %959 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %960 = fly.slice(%954, %959) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %961 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %962 = fly.slice(%953, %961) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %960, %962) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %963 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %964 = fly.slice(%952, %963) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %965 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %966 = fly.slice(%866, %965) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %967 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %968 = fly.get_shape(%967) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %969 = fly.get_layout(%964) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %970 = fly.get_shape(%969) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %971 = fly.get_layout(%966) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %972 = fly.get_shape(%971) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %973 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %974 = fly.get_shape(%973) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %975 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %976 = fly.get_shape(%975) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %977 = fly.get(%976) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %978 = fly.size(%977) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %979 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %980 = fly.get_shape(%979) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %981 = fly.get(%980) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %982 = fly.size(%981) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %983 = fly.get_layout(%964) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %984 = fly.get_shape(%983) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %985 = fly.get(%984) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %986 = fly.size(%985) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %987 = fly.get_layout(%966) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %988 = fly.get_shape(%987) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %989 = fly.get(%988) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %990 = fly.size(%989) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %991 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %992 = fly.get_shape(%991) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %993 = fly.get(%992) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %994 = fly.size(%993) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %995 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %996 = fly.get_shape(%995) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %997 = fly.get(%996) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %998 = fly.size(%997) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %113, %964, %966, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %999 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1000 = fly.slice(%952, %999) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1001 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1002 = fly.slice(%866, %1001) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1003 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1004 = fly.get_shape(%1003) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1005 = fly.get_layout(%1000) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1006 = fly.get_shape(%1005) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1007 = fly.get_layout(%1002) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1008 = fly.get_shape(%1007) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1009 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1010 = fly.get_shape(%1009) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1011 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1012 = fly.get_shape(%1011) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1013 = fly.get(%1012) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1014 = fly.size(%1013) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1015 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1016 = fly.get_shape(%1015) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1017 = fly.get(%1016) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1018 = fly.size(%1017) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1019 = fly.get_layout(%1000) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1020 = fly.get_shape(%1019) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1021 = fly.get(%1020) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1022 = fly.size(%1021) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1023 = fly.get_layout(%1002) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1024 = fly.get_shape(%1023) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1025 = fly.get(%1024) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1026 = fly.size(%1025) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1027 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1028 = fly.get_shape(%1027) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1029 = fly.get(%1028) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1030 = fly.size(%1029) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1031 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1032 = fly.get_shape(%1031) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1033 = fly.get(%1032) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1034 = fly.size(%1033) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %113, %1000, %1002, %113) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      %1035 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %1036 = fly.add_offset(%30, %1035) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %1037 = fly.make_view(%1036, %84) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<2,4,2> o 0 o (64,64):(1,64)>) -> !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>
      %1038 = fly.mma.make_fragment(b, %arg13, %1037) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,8,16)>
      %1039 = fly.tiled_copy.retile(%71, %1038) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,8,16)>) -> !fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>
      %1040 = fly.tiled_copy.partition_src(%71, %1037, %72) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),16,0),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<2,4,2> o 0 o (64,64):(1,64), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>
      %1041 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1042 = fly.slice(%1040, %1041) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %1043 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1044 = fly.slice(%1039, %1043) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %1042, %1044) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      %1045 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1046 = fly.slice(%1040, %1045) : (!fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2,2):((1,256),32,2048), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>
      %1047 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1048 = fly.slice(%1039, %1047) : (!fly.memref<bf16, register, ((4,2),2,2):((1,4),8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((4,2),2):((1,4),8)>
      fly.copy(%49, %1046, %1048) : (!fly.copy_atom<!fly_rocdl.cdna4.lds_read_trans<trans = 16b, 64>, 16>, !fly.memref<bf16, shared, S<2,4,2> o ?{div=4} o ((4,2),2):((1,256),32), align<16>>, !fly.memref<bf16, register, ((4,2),2):((1,4),8)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1049 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1050 = fly.slice(%952, %1049) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1051 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1052 = fly.slice(%1038, %1051) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1053 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1054 = fly.get_shape(%1053) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1055 = fly.get_layout(%1050) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1056 = fly.get_shape(%1055) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1057 = fly.get_layout(%1052) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1058 = fly.get_shape(%1057) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1059 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1060 = fly.get_shape(%1059) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1061 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1062 = fly.get_shape(%1061) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1063 = fly.get(%1062) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1064 = fly.size(%1063) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1065 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1066 = fly.get_shape(%1065) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1067 = fly.get(%1066) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1068 = fly.size(%1067) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1069 = fly.get_layout(%1050) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1070 = fly.get_shape(%1069) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1071 = fly.get(%1070) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1072 = fly.size(%1071) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1073 = fly.get_layout(%1052) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1074 = fly.get_shape(%1073) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1075 = fly.get(%1074) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1076 = fly.size(%1075) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1077 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1078 = fly.get_shape(%1077) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1079 = fly.get(%1078) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1080 = fly.size(%1079) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1081 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1082 = fly.get_shape(%1081) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1083 = fly.get(%1082) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1084 = fly.size(%1083) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %122, %1050, %1052, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1085 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1086 = fly.slice(%952, %1085) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1087 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1088 = fly.slice(%1038, %1087) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1089 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1090 = fly.get_shape(%1089) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1091 = fly.get_layout(%1086) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1092 = fly.get_shape(%1091) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1093 = fly.get_layout(%1088) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1094 = fly.get_shape(%1093) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1095 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1096 = fly.get_shape(%1095) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1097 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1098 = fly.get_shape(%1097) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1099 = fly.get(%1098) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1100 = fly.size(%1099) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1101 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1102 = fly.get_shape(%1101) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1103 = fly.get(%1102) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1104 = fly.size(%1103) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1105 = fly.get_layout(%1086) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1106 = fly.get_shape(%1105) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1107 = fly.get(%1106) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1108 = fly.size(%1107) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1109 = fly.get_layout(%1088) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1110 = fly.get_shape(%1109) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1111 = fly.get(%1110) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1112 = fly.size(%1111) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1113 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1114 = fly.get_shape(%1113) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1115 = fly.get(%1114) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1116 = fly.size(%1115) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1117 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1118 = fly.get_shape(%1117) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1119 = fly.get(%1118) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1120 = fly.size(%1119) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %122, %1086, %1088, %122) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      %1121 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %1122 = fly.add_offset(%25, %1121) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %1123 = fly.make_view(%1122, %78) : (!fly.ptr<bf16, shared, align<16>>, !fly.composed_layout<S<3,3,3> o 0 o (64,64):(64,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>
      %1124 = fly.mma.make_fragment(a, %arg13, %1123) : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>) -> !fly.memref<bf16, register, (8,2,2):(1,16,8)>
      %1125 = fly.tiled_copy.retile(%60, %1124) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, register, (8,2,2):(1,16,8)>) -> !fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>
      %1126 = fly.tiled_copy.partition_src(%60, %1123, %61) : (!fly.tiled_copy<!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 16>, !fly.layout<(((16,4),2,2),(8,(1,1))):(((1,256),0,16),(32,(0,0)))>, !fly.tile<[32:1|32:1]>>, !fly.memref<bf16, shared, S<3,3,3> o 0 o (64,64):(64,1), align<16>>, !fly.int_tuple<?>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>
      %1127 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1128 = fly.slice(%1126, %1127) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %1129 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1130 = fly.slice(%1125, %1129) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %1128, %1130) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      %1131 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1132 = fly.slice(%1126, %1131) : (!fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2,2):((1,0),2048,32), align<16>>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>
      %1133 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1134 = fly.slice(%1125, %1133) : (!fly.memref<bf16, register, ((8,1),2,2):((1,0),16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, ((8,1),2):((1,0),16)>
      fly.copy(%46, %1132, %1134) : (!fly.copy_atom<!fly.universal_copy<128>, 16>, !fly.memref<bf16, shared, S<3,3,3> o ?{div=8} o ((8,1),2):((1,0),2048), align<16>>, !fly.memref<bf16, register, ((8,1),2):((1,0),16)>) -> ()
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1135 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1136 = fly.add_offset(%33, %1135) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %1137 = fly.make_view(%1136, %87) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(64,64):(64,1)>) -> !fly.memref<bf16, shared, (64,64):(64,1), align<16>>
      %1138 = fly.make_fragment_like(%113, bf16) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>
      %1139 = fly.memref.load_vec(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> vector<16xf32>
      %1140 = fly.get_layout(%113) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1141 = fly.get_shape(%1140) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1142 = arith.truncf %1139 : vector<16xf32> to vector<16xbf16>
      fly.memref.store_vec(%1142, %1138) : (vector<16xbf16>, !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1143 = fly.get_layout(%1138) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1144 = fly.get_shape(%1143) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1145 = fly.size(%1144) : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<16>
      %1146 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1147 = fly.memref.load(%103, %1146) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<?{div=4}>
      %1148 = fly.get_scalar(%1147) : (!fly.int_tuple<?{div=4}>) -> i32
      %1149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1150 = fly.memref.load(%104, %1149) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<0>) -> !fly.int_tuple<?>
      %1151 = fly.get_scalar(%1150) : (!fly.int_tuple<?>) -> i32
      %1152 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1153 = fly.memref.load(%1138, %1152) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<0>) -> bf16
      %1154 = fly.make_int_tuple(%1148, %1151) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1153, %1137, %1154) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1155 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1156 = fly.memref.load(%103, %1155) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1157 = fly.get_scalar(%1156) : (!fly.int_tuple<?>) -> i32
      %1158 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1159 = fly.memref.load(%104, %1158) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1160 = fly.get_scalar(%1159) : (!fly.int_tuple<?>) -> i32
      %1161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1162 = fly.memref.load(%1138, %1161) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<1>) -> bf16
      %1163 = fly.make_int_tuple(%1157, %1160) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1162, %1137, %1163) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1164 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1165 = fly.memref.load(%103, %1164) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<2>) -> !fly.int_tuple<?{div=2}>
      %1166 = fly.get_scalar(%1165) : (!fly.int_tuple<?{div=2}>) -> i32
      %1167 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1168 = fly.memref.load(%104, %1167) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<2>) -> !fly.int_tuple<?>
      %1169 = fly.get_scalar(%1168) : (!fly.int_tuple<?>) -> i32
      %1170 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1171 = fly.memref.load(%1138, %1170) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<2>) -> bf16
      %1172 = fly.make_int_tuple(%1166, %1169) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1171, %1137, %1172) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1173 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1174 = fly.memref.load(%103, %1173) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1175 = fly.get_scalar(%1174) : (!fly.int_tuple<?>) -> i32
      %1176 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1177 = fly.memref.load(%104, %1176) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1178 = fly.get_scalar(%1177) : (!fly.int_tuple<?>) -> i32
      %1179 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1180 = fly.memref.load(%1138, %1179) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<3>) -> bf16
      %1181 = fly.make_int_tuple(%1175, %1178) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1180, %1137, %1181) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1182 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1183 = fly.memref.load(%103, %1182) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<4>) -> !fly.int_tuple<?{div=4}>
      %1184 = fly.get_scalar(%1183) : (!fly.int_tuple<?{div=4}>) -> i32
      %1185 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1186 = fly.memref.load(%104, %1185) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<4>) -> !fly.int_tuple<?>
      %1187 = fly.get_scalar(%1186) : (!fly.int_tuple<?>) -> i32
      %1188 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1189 = fly.memref.load(%1138, %1188) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<4>) -> bf16
      %1190 = fly.make_int_tuple(%1184, %1187) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1189, %1137, %1190) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1191 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1192 = fly.memref.load(%103, %1191) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1193 = fly.get_scalar(%1192) : (!fly.int_tuple<?>) -> i32
      %1194 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1195 = fly.memref.load(%104, %1194) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1196 = fly.get_scalar(%1195) : (!fly.int_tuple<?>) -> i32
      %1197 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1198 = fly.memref.load(%1138, %1197) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<5>) -> bf16
      %1199 = fly.make_int_tuple(%1193, %1196) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1198, %1137, %1199) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1200 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1201 = fly.memref.load(%103, %1200) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<6>) -> !fly.int_tuple<?{div=2}>
      %1202 = fly.get_scalar(%1201) : (!fly.int_tuple<?{div=2}>) -> i32
      %1203 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1204 = fly.memref.load(%104, %1203) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<6>) -> !fly.int_tuple<?>
      %1205 = fly.get_scalar(%1204) : (!fly.int_tuple<?>) -> i32
      %1206 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1207 = fly.memref.load(%1138, %1206) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<6>) -> bf16
      %1208 = fly.make_int_tuple(%1202, %1205) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1207, %1137, %1208) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1209 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1210 = fly.memref.load(%103, %1209) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1211 = fly.get_scalar(%1210) : (!fly.int_tuple<?>) -> i32
      %1212 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1213 = fly.memref.load(%104, %1212) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1214 = fly.get_scalar(%1213) : (!fly.int_tuple<?>) -> i32
      %1215 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1216 = fly.memref.load(%1138, %1215) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<7>) -> bf16
      %1217 = fly.make_int_tuple(%1211, %1214) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1216, %1137, %1217) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1218 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1219 = fly.memref.load(%103, %1218) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<8>) -> !fly.int_tuple<?{div=4}>
      %1220 = fly.get_scalar(%1219) : (!fly.int_tuple<?{div=4}>) -> i32
      %1221 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1222 = fly.memref.load(%104, %1221) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<8>) -> !fly.int_tuple<?>
      %1223 = fly.get_scalar(%1222) : (!fly.int_tuple<?>) -> i32
      %1224 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1225 = fly.memref.load(%1138, %1224) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<8>) -> bf16
      %1226 = fly.make_int_tuple(%1220, %1223) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1225, %1137, %1226) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1227 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1228 = fly.memref.load(%103, %1227) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1229 = fly.get_scalar(%1228) : (!fly.int_tuple<?>) -> i32
      %1230 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1231 = fly.memref.load(%104, %1230) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1232 = fly.get_scalar(%1231) : (!fly.int_tuple<?>) -> i32
      %1233 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1234 = fly.memref.load(%1138, %1233) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<9>) -> bf16
      %1235 = fly.make_int_tuple(%1229, %1232) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1234, %1137, %1235) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1236 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1237 = fly.memref.load(%103, %1236) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<10>) -> !fly.int_tuple<?{div=2}>
      %1238 = fly.get_scalar(%1237) : (!fly.int_tuple<?{div=2}>) -> i32
      %1239 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1240 = fly.memref.load(%104, %1239) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<10>) -> !fly.int_tuple<?>
      %1241 = fly.get_scalar(%1240) : (!fly.int_tuple<?>) -> i32
      %1242 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1243 = fly.memref.load(%1138, %1242) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<10>) -> bf16
      %1244 = fly.make_int_tuple(%1238, %1241) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1243, %1137, %1244) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1245 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1246 = fly.memref.load(%103, %1245) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1247 = fly.get_scalar(%1246) : (!fly.int_tuple<?>) -> i32
      %1248 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1249 = fly.memref.load(%104, %1248) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1250 = fly.get_scalar(%1249) : (!fly.int_tuple<?>) -> i32
      %1251 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1252 = fly.memref.load(%1138, %1251) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<11>) -> bf16
      %1253 = fly.make_int_tuple(%1247, %1250) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1252, %1137, %1253) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1254 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1255 = fly.memref.load(%103, %1254) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<12>) -> !fly.int_tuple<?{div=4}>
      %1256 = fly.get_scalar(%1255) : (!fly.int_tuple<?{div=4}>) -> i32
      %1257 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1258 = fly.memref.load(%104, %1257) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<12>) -> !fly.int_tuple<?>
      %1259 = fly.get_scalar(%1258) : (!fly.int_tuple<?>) -> i32
      %1260 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1261 = fly.memref.load(%1138, %1260) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<12>) -> bf16
      %1262 = fly.make_int_tuple(%1256, %1259) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1261, %1137, %1262) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1263 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1264 = fly.memref.load(%103, %1263) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1265 = fly.get_scalar(%1264) : (!fly.int_tuple<?>) -> i32
      %1266 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1267 = fly.memref.load(%104, %1266) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1268 = fly.get_scalar(%1267) : (!fly.int_tuple<?>) -> i32
      %1269 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1270 = fly.memref.load(%1138, %1269) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<13>) -> bf16
      %1271 = fly.make_int_tuple(%1265, %1268) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1270, %1137, %1271) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1272 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1273 = fly.memref.load(%103, %1272) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<14>) -> !fly.int_tuple<?{div=2}>
      %1274 = fly.get_scalar(%1273) : (!fly.int_tuple<?{div=2}>) -> i32
      %1275 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1276 = fly.memref.load(%104, %1275) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<14>) -> !fly.int_tuple<?>
      %1277 = fly.get_scalar(%1276) : (!fly.int_tuple<?>) -> i32
      %1278 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1279 = fly.memref.load(%1138, %1278) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<14>) -> bf16
      %1280 = fly.make_int_tuple(%1274, %1277) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1279, %1137, %1280) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1281 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1282 = fly.memref.load(%103, %1281) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1283 = fly.get_scalar(%1282) : (!fly.int_tuple<?>) -> i32
      %1284 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1285 = fly.memref.load(%104, %1284) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1286 = fly.get_scalar(%1285) : (!fly.int_tuple<?>) -> i32
      %1287 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1288 = fly.memref.load(%1138, %1287) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<15>) -> bf16
      %1289 = fly.make_int_tuple(%1283, %1286) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1288, %1137, %1289) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1290 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1291 = fly.slice(%1124, %1290) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1292 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1293 = fly.slice(%866, %1292) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1294 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1295 = fly.get_shape(%1294) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1296 = fly.get_layout(%1291) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1297 = fly.get_shape(%1296) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1298 = fly.get_layout(%1293) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1299 = fly.get_shape(%1298) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1300 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1301 = fly.get_shape(%1300) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1302 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1303 = fly.get_shape(%1302) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1304 = fly.get(%1303) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1305 = fly.size(%1304) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1306 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1307 = fly.get_shape(%1306) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1308 = fly.get(%1307) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1309 = fly.size(%1308) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1310 = fly.get_layout(%1291) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1311 = fly.get_shape(%1310) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1312 = fly.get(%1311) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1313 = fly.size(%1312) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1314 = fly.get_layout(%1293) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1315 = fly.get_shape(%1314) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1316 = fly.get(%1315) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1317 = fly.size(%1316) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1318 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1319 = fly.get_shape(%1318) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1320 = fly.get(%1319) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1321 = fly.size(%1320) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1322 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1323 = fly.get_shape(%1322) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1324 = fly.get(%1323) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1325 = fly.size(%1324) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %131, %1291, %1293, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1326 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1327 = fly.slice(%1124, %1326) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1328 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1329 = fly.slice(%866, %1328) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1330 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1331 = fly.get_shape(%1330) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1332 = fly.get_layout(%1327) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1333 = fly.get_shape(%1332) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1334 = fly.get_layout(%1329) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1335 = fly.get_shape(%1334) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1336 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1337 = fly.get_shape(%1336) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1338 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1339 = fly.get_shape(%1338) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1340 = fly.get(%1339) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1341 = fly.size(%1340) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1342 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1343 = fly.get_shape(%1342) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1344 = fly.get(%1343) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1345 = fly.size(%1344) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1346 = fly.get_layout(%1327) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1347 = fly.get_shape(%1346) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1348 = fly.get(%1347) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1349 = fly.size(%1348) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1350 = fly.get_layout(%1329) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1351 = fly.get_shape(%1350) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1352 = fly.get(%1351) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1353 = fly.size(%1352) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1354 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1355 = fly.get_shape(%1354) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1356 = fly.get(%1355) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1357 = fly.size(%1356) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1358 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1359 = fly.get_shape(%1358) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1360 = fly.get(%1359) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1361 = fly.size(%1360) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %131, %1327, %1329, %131) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.barrier
      rocdl.sched.barrier none
      %1362 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %1363 = fly.add_offset(%33, %1362) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %1364 = fly.make_view(%1363, %87) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(64,64):(64,1)>) -> !fly.memref<bf16, shared, (64,64):(64,1), align<16>>
      %1365 = fly.make_fragment_like(%122, bf16) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>
      %1366 = fly.memref.load_vec(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> vector<16xf32>
      %1367 = fly.get_layout(%122) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1368 = fly.get_shape(%1367) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1369 = arith.truncf %1366 : vector<16xf32> to vector<16xbf16>
      fly.memref.store_vec(%1369, %1365) : (vector<16xbf16>, !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1370 = fly.get_layout(%1365) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1371 = fly.get_shape(%1370) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1372 = fly.size(%1371) : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<16>
      %1373 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1374 = fly.memref.load(%103, %1373) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<?{div=4}>
      %1375 = fly.get_scalar(%1374) : (!fly.int_tuple<?{div=4}>) -> i32
      %1376 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1377 = fly.memref.load(%104, %1376) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<0>) -> !fly.int_tuple<?>
      %1378 = fly.get_scalar(%1377) : (!fly.int_tuple<?>) -> i32
      %1379 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1380 = fly.memref.load(%1365, %1379) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<0>) -> bf16
      %1381 = fly.make_int_tuple(%1375, %1378) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1380, %1364, %1381) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1382 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1383 = fly.memref.load(%103, %1382) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1384 = fly.get_scalar(%1383) : (!fly.int_tuple<?>) -> i32
      %1385 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1386 = fly.memref.load(%104, %1385) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1387 = fly.get_scalar(%1386) : (!fly.int_tuple<?>) -> i32
      %1388 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1389 = fly.memref.load(%1365, %1388) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<1>) -> bf16
      %1390 = fly.make_int_tuple(%1384, %1387) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1389, %1364, %1390) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1391 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1392 = fly.memref.load(%103, %1391) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<2>) -> !fly.int_tuple<?{div=2}>
      %1393 = fly.get_scalar(%1392) : (!fly.int_tuple<?{div=2}>) -> i32
      %1394 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1395 = fly.memref.load(%104, %1394) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<2>) -> !fly.int_tuple<?>
      %1396 = fly.get_scalar(%1395) : (!fly.int_tuple<?>) -> i32
      %1397 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1398 = fly.memref.load(%1365, %1397) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<2>) -> bf16
      %1399 = fly.make_int_tuple(%1393, %1396) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1398, %1364, %1399) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1400 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1401 = fly.memref.load(%103, %1400) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1402 = fly.get_scalar(%1401) : (!fly.int_tuple<?>) -> i32
      %1403 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1404 = fly.memref.load(%104, %1403) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1405 = fly.get_scalar(%1404) : (!fly.int_tuple<?>) -> i32
      %1406 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1407 = fly.memref.load(%1365, %1406) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<3>) -> bf16
      %1408 = fly.make_int_tuple(%1402, %1405) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1407, %1364, %1408) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1409 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1410 = fly.memref.load(%103, %1409) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<4>) -> !fly.int_tuple<?{div=4}>
      %1411 = fly.get_scalar(%1410) : (!fly.int_tuple<?{div=4}>) -> i32
      %1412 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1413 = fly.memref.load(%104, %1412) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<4>) -> !fly.int_tuple<?>
      %1414 = fly.get_scalar(%1413) : (!fly.int_tuple<?>) -> i32
      %1415 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1416 = fly.memref.load(%1365, %1415) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<4>) -> bf16
      %1417 = fly.make_int_tuple(%1411, %1414) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1416, %1364, %1417) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1418 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1419 = fly.memref.load(%103, %1418) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1420 = fly.get_scalar(%1419) : (!fly.int_tuple<?>) -> i32
      %1421 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1422 = fly.memref.load(%104, %1421) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1423 = fly.get_scalar(%1422) : (!fly.int_tuple<?>) -> i32
      %1424 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1425 = fly.memref.load(%1365, %1424) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<5>) -> bf16
      %1426 = fly.make_int_tuple(%1420, %1423) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1425, %1364, %1426) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1427 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1428 = fly.memref.load(%103, %1427) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<6>) -> !fly.int_tuple<?{div=2}>
      %1429 = fly.get_scalar(%1428) : (!fly.int_tuple<?{div=2}>) -> i32
      %1430 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1431 = fly.memref.load(%104, %1430) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<6>) -> !fly.int_tuple<?>
      %1432 = fly.get_scalar(%1431) : (!fly.int_tuple<?>) -> i32
      %1433 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1434 = fly.memref.load(%1365, %1433) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<6>) -> bf16
      %1435 = fly.make_int_tuple(%1429, %1432) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1434, %1364, %1435) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1436 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1437 = fly.memref.load(%103, %1436) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1438 = fly.get_scalar(%1437) : (!fly.int_tuple<?>) -> i32
      %1439 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1440 = fly.memref.load(%104, %1439) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1441 = fly.get_scalar(%1440) : (!fly.int_tuple<?>) -> i32
      %1442 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1443 = fly.memref.load(%1365, %1442) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<7>) -> bf16
      %1444 = fly.make_int_tuple(%1438, %1441) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1443, %1364, %1444) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1445 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1446 = fly.memref.load(%103, %1445) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<8>) -> !fly.int_tuple<?{div=4}>
      %1447 = fly.get_scalar(%1446) : (!fly.int_tuple<?{div=4}>) -> i32
      %1448 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1449 = fly.memref.load(%104, %1448) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<8>) -> !fly.int_tuple<?>
      %1450 = fly.get_scalar(%1449) : (!fly.int_tuple<?>) -> i32
      %1451 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1452 = fly.memref.load(%1365, %1451) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<8>) -> bf16
      %1453 = fly.make_int_tuple(%1447, %1450) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1452, %1364, %1453) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1454 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1455 = fly.memref.load(%103, %1454) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1456 = fly.get_scalar(%1455) : (!fly.int_tuple<?>) -> i32
      %1457 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1458 = fly.memref.load(%104, %1457) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1459 = fly.get_scalar(%1458) : (!fly.int_tuple<?>) -> i32
      %1460 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1461 = fly.memref.load(%1365, %1460) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<9>) -> bf16
      %1462 = fly.make_int_tuple(%1456, %1459) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1461, %1364, %1462) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1463 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1464 = fly.memref.load(%103, %1463) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<10>) -> !fly.int_tuple<?{div=2}>
      %1465 = fly.get_scalar(%1464) : (!fly.int_tuple<?{div=2}>) -> i32
      %1466 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1467 = fly.memref.load(%104, %1466) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<10>) -> !fly.int_tuple<?>
      %1468 = fly.get_scalar(%1467) : (!fly.int_tuple<?>) -> i32
      %1469 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1470 = fly.memref.load(%1365, %1469) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<10>) -> bf16
      %1471 = fly.make_int_tuple(%1465, %1468) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1470, %1364, %1471) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1472 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1473 = fly.memref.load(%103, %1472) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1474 = fly.get_scalar(%1473) : (!fly.int_tuple<?>) -> i32
      %1475 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1476 = fly.memref.load(%104, %1475) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1477 = fly.get_scalar(%1476) : (!fly.int_tuple<?>) -> i32
      %1478 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1479 = fly.memref.load(%1365, %1478) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<11>) -> bf16
      %1480 = fly.make_int_tuple(%1474, %1477) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1479, %1364, %1480) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1481 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1482 = fly.memref.load(%103, %1481) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<12>) -> !fly.int_tuple<?{div=4}>
      %1483 = fly.get_scalar(%1482) : (!fly.int_tuple<?{div=4}>) -> i32
      %1484 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1485 = fly.memref.load(%104, %1484) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<12>) -> !fly.int_tuple<?>
      %1486 = fly.get_scalar(%1485) : (!fly.int_tuple<?>) -> i32
      %1487 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1488 = fly.memref.load(%1365, %1487) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<12>) -> bf16
      %1489 = fly.make_int_tuple(%1483, %1486) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1488, %1364, %1489) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1490 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1491 = fly.memref.load(%103, %1490) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1492 = fly.get_scalar(%1491) : (!fly.int_tuple<?>) -> i32
      %1493 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1494 = fly.memref.load(%104, %1493) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1495 = fly.get_scalar(%1494) : (!fly.int_tuple<?>) -> i32
      %1496 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1497 = fly.memref.load(%1365, %1496) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<13>) -> bf16
      %1498 = fly.make_int_tuple(%1492, %1495) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1497, %1364, %1498) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1499 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1500 = fly.memref.load(%103, %1499) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<14>) -> !fly.int_tuple<?{div=2}>
      %1501 = fly.get_scalar(%1500) : (!fly.int_tuple<?{div=2}>) -> i32
      %1502 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1503 = fly.memref.load(%104, %1502) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<14>) -> !fly.int_tuple<?>
      %1504 = fly.get_scalar(%1503) : (!fly.int_tuple<?>) -> i32
      %1505 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1506 = fly.memref.load(%1365, %1505) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<14>) -> bf16
      %1507 = fly.make_int_tuple(%1501, %1504) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1506, %1364, %1507) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1508 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1509 = fly.memref.load(%103, %1508) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1510 = fly.get_scalar(%1509) : (!fly.int_tuple<?>) -> i32
      %1511 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1512 = fly.memref.load(%104, %1511) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1513 = fly.get_scalar(%1512) : (!fly.int_tuple<?>) -> i32
      %1514 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1515 = fly.memref.load(%1365, %1514) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<15>) -> bf16
      %1516 = fly.make_int_tuple(%1510, %1513) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1515, %1364, %1516) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1517 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1518 = fly.slice(%1124, %1517) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1519 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,0)>
      %1520 = fly.slice(%1038, %1519) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,0)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1521 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1522 = fly.get_shape(%1521) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1523 = fly.get_layout(%1518) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1524 = fly.get_shape(%1523) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1525 = fly.get_layout(%1520) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1526 = fly.get_shape(%1525) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1527 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1528 = fly.get_shape(%1527) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1529 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1530 = fly.get_shape(%1529) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1531 = fly.get(%1530) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1532 = fly.size(%1531) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1533 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1534 = fly.get_shape(%1533) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1535 = fly.get(%1534) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1536 = fly.size(%1535) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1537 = fly.get_layout(%1518) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1538 = fly.get_shape(%1537) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1539 = fly.get(%1538) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1540 = fly.size(%1539) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1541 = fly.get_layout(%1520) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1542 = fly.get_shape(%1541) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1543 = fly.get(%1542) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1544 = fly.size(%1543) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1545 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1546 = fly.get_shape(%1545) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1547 = fly.get(%1546) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1548 = fly.size(%1547) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1549 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1550 = fly.get_shape(%1549) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1551 = fly.get(%1550) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1552 = fly.size(%1551) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %140, %1518, %1520, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1553 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1554 = fly.slice(%1124, %1553) : (!fly.memref<bf16, register, (8,2,2):(1,16,8)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,16)>
      %1555 = fly.make_int_tuple() : () -> !fly.int_tuple<(*,*,1)>
      %1556 = fly.slice(%1038, %1555) : (!fly.memref<bf16, register, (8,2,2):(1,8,16)>, !fly.int_tuple<(*,*,1)>) -> !fly.memref<bf16, register, (8,2):(1,8)>
      %1557 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1558 = fly.get_shape(%1557) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1559 = fly.get_layout(%1554) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1560 = fly.get_shape(%1559) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1561 = fly.get_layout(%1556) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1562 = fly.get_shape(%1561) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1563 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1564 = fly.get_shape(%1563) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1565 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1566 = fly.get_shape(%1565) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1567 = fly.get(%1566) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1568 = fly.size(%1567) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1569 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1570 = fly.get_shape(%1569) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1571 = fly.get(%1570) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1572 = fly.size(%1571) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1573 = fly.get_layout(%1554) : (!fly.memref<bf16, register, (8,2):(1,16)>) -> !fly.layout<(8,2):(1,16)>
      %1574 = fly.get_shape(%1573) : (!fly.layout<(8,2):(1,16)>) -> !fly.int_tuple<(8,2)>
      %1575 = fly.get(%1574) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1576 = fly.size(%1575) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1577 = fly.get_layout(%1556) : (!fly.memref<bf16, register, (8,2):(1,8)>) -> !fly.layout<(8,2):(1,8)>
      %1578 = fly.get_shape(%1577) : (!fly.layout<(8,2):(1,8)>) -> !fly.int_tuple<(8,2)>
      %1579 = fly.get(%1578) {mode = array<i32: 1>} : (!fly.int_tuple<(8,2)>) -> !fly.int_tuple<2>
      %1580 = fly.size(%1579) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1581 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1582 = fly.get_shape(%1581) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1583 = fly.get(%1582) {mode = array<i32: 1>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1584 = fly.size(%1583) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      %1585 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1586 = fly.get_shape(%1585) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1587 = fly.get(%1586) {mode = array<i32: 2>} : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<2>
      %1588 = fly.size(%1587) : (!fly.int_tuple<2>) -> !fly.int_tuple<2>
      fly.gemm(%arg13, %140, %1554, %1556, %140) {traversalOrder = #fly<gemm_traversal_order knm>} : (!fly.tiled_mma<!fly.mma_atom<!fly_rocdl.cdna3.mfma<16x16x32, (bf16, bf16) -> f32>>, !fly.layout<(2,2,1):(2,1,0)>, !fly.tile<[*|*|(8,4):(1,8)]>>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>, !fly.memref<bf16, register, (8,2):(1,16)>, !fly.memref<bf16, register, (8,2):(1,8)>, !fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      rocdl.sched.barrier none
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %1589 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1590 = fly.add_offset(%33, %1589) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<0>) -> !fly.ptr<bf16, shared, align<16>>
      %c0_i32_164 = arith.constant 0 : i32
      %1591 = arith.addi %0, %c0_i32_164 : i32
      %c512_i32 = arith.constant 512 : i32
      %1592 = arith.cmpi slt, %1591, %c512_i32 : i32
      scf.if %1592 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1591, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1591, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c0_i32_182 = arith.constant 0 : i32
        %1926 = arith.addi %18, %c0_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c0_i32_183 = arith.constant 0 : i32
        %1928 = arith.addi %19, %c0_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1590, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %c256_i32_165 = arith.constant 256 : i32
      %1593 = arith.addi %0, %c256_i32_165 : i32
      %c512_i32_166 = arith.constant 512 : i32
      %1594 = arith.cmpi slt, %1593, %c512_i32_166 : i32
      scf.if %1594 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1593, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1593, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c0_i32_182 = arith.constant 0 : i32
        %1926 = arith.addi %18, %c0_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c0_i32_183 = arith.constant 0 : i32
        %1928 = arith.addi %19, %c0_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1590, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %1595 = fly.make_int_tuple() : () -> !fly.int_tuple<4096>
      %1596 = fly.add_offset(%33, %1595) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<4096>) -> !fly.ptr<bf16, shared, align<16>>
      %c0_i32_167 = arith.constant 0 : i32
      %1597 = arith.addi %0, %c0_i32_167 : i32
      %c512_i32_168 = arith.constant 512 : i32
      %1598 = arith.cmpi slt, %1597, %c512_i32_168 : i32
      scf.if %1598 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1597, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1597, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c0_i32_182 = arith.constant 0 : i32
        %1926 = arith.addi %18, %c0_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c64_i32_183 = arith.constant 64 : i32
        %1928 = arith.addi %19, %c64_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1596, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %c256_i32_169 = arith.constant 256 : i32
      %1599 = arith.addi %0, %c256_i32_169 : i32
      %c512_i32_170 = arith.constant 512 : i32
      %1600 = arith.cmpi slt, %1599, %c512_i32_170 : i32
      scf.if %1600 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1599, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1599, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c0_i32_182 = arith.constant 0 : i32
        %1926 = arith.addi %18, %c0_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c64_i32_183 = arith.constant 64 : i32
        %1928 = arith.addi %19, %c64_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1596, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %1601 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %1602 = fly.add_offset(%33, %1601) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %1603 = fly.make_view(%1602, %87) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(64,64):(64,1)>) -> !fly.memref<bf16, shared, (64,64):(64,1), align<16>>
      %1604 = fly.make_fragment_like(%131, bf16) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>
      %1605 = fly.memref.load_vec(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> vector<16xf32>
      %1606 = fly.get_layout(%131) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1607 = fly.get_shape(%1606) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1608 = arith.truncf %1605 : vector<16xf32> to vector<16xbf16>
      fly.memref.store_vec(%1608, %1604) : (vector<16xbf16>, !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1609 = fly.get_layout(%1604) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1610 = fly.get_shape(%1609) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1611 = fly.size(%1610) : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<16>
      %1612 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1613 = fly.memref.load(%103, %1612) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<?{div=4}>
      %1614 = fly.get_scalar(%1613) : (!fly.int_tuple<?{div=4}>) -> i32
      %1615 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1616 = fly.memref.load(%104, %1615) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<0>) -> !fly.int_tuple<?>
      %1617 = fly.get_scalar(%1616) : (!fly.int_tuple<?>) -> i32
      %1618 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1619 = fly.memref.load(%1604, %1618) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<0>) -> bf16
      %1620 = fly.make_int_tuple(%1614, %1617) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1619, %1603, %1620) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1621 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1622 = fly.memref.load(%103, %1621) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1623 = fly.get_scalar(%1622) : (!fly.int_tuple<?>) -> i32
      %1624 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1625 = fly.memref.load(%104, %1624) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1626 = fly.get_scalar(%1625) : (!fly.int_tuple<?>) -> i32
      %1627 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1628 = fly.memref.load(%1604, %1627) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<1>) -> bf16
      %1629 = fly.make_int_tuple(%1623, %1626) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1628, %1603, %1629) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1630 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1631 = fly.memref.load(%103, %1630) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<2>) -> !fly.int_tuple<?{div=2}>
      %1632 = fly.get_scalar(%1631) : (!fly.int_tuple<?{div=2}>) -> i32
      %1633 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1634 = fly.memref.load(%104, %1633) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<2>) -> !fly.int_tuple<?>
      %1635 = fly.get_scalar(%1634) : (!fly.int_tuple<?>) -> i32
      %1636 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1637 = fly.memref.load(%1604, %1636) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<2>) -> bf16
      %1638 = fly.make_int_tuple(%1632, %1635) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1637, %1603, %1638) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1639 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1640 = fly.memref.load(%103, %1639) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1641 = fly.get_scalar(%1640) : (!fly.int_tuple<?>) -> i32
      %1642 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1643 = fly.memref.load(%104, %1642) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1644 = fly.get_scalar(%1643) : (!fly.int_tuple<?>) -> i32
      %1645 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1646 = fly.memref.load(%1604, %1645) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<3>) -> bf16
      %1647 = fly.make_int_tuple(%1641, %1644) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1646, %1603, %1647) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1648 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1649 = fly.memref.load(%103, %1648) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<4>) -> !fly.int_tuple<?{div=4}>
      %1650 = fly.get_scalar(%1649) : (!fly.int_tuple<?{div=4}>) -> i32
      %1651 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1652 = fly.memref.load(%104, %1651) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<4>) -> !fly.int_tuple<?>
      %1653 = fly.get_scalar(%1652) : (!fly.int_tuple<?>) -> i32
      %1654 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1655 = fly.memref.load(%1604, %1654) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<4>) -> bf16
      %1656 = fly.make_int_tuple(%1650, %1653) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1655, %1603, %1656) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1657 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1658 = fly.memref.load(%103, %1657) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1659 = fly.get_scalar(%1658) : (!fly.int_tuple<?>) -> i32
      %1660 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1661 = fly.memref.load(%104, %1660) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1662 = fly.get_scalar(%1661) : (!fly.int_tuple<?>) -> i32
      %1663 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1664 = fly.memref.load(%1604, %1663) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<5>) -> bf16
      %1665 = fly.make_int_tuple(%1659, %1662) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1664, %1603, %1665) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1666 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1667 = fly.memref.load(%103, %1666) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<6>) -> !fly.int_tuple<?{div=2}>
      %1668 = fly.get_scalar(%1667) : (!fly.int_tuple<?{div=2}>) -> i32
      %1669 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1670 = fly.memref.load(%104, %1669) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<6>) -> !fly.int_tuple<?>
      %1671 = fly.get_scalar(%1670) : (!fly.int_tuple<?>) -> i32
      %1672 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1673 = fly.memref.load(%1604, %1672) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<6>) -> bf16
      %1674 = fly.make_int_tuple(%1668, %1671) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1673, %1603, %1674) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1675 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1676 = fly.memref.load(%103, %1675) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1677 = fly.get_scalar(%1676) : (!fly.int_tuple<?>) -> i32
      %1678 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1679 = fly.memref.load(%104, %1678) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1680 = fly.get_scalar(%1679) : (!fly.int_tuple<?>) -> i32
      %1681 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1682 = fly.memref.load(%1604, %1681) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<7>) -> bf16
      %1683 = fly.make_int_tuple(%1677, %1680) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1682, %1603, %1683) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1684 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1685 = fly.memref.load(%103, %1684) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<8>) -> !fly.int_tuple<?{div=4}>
      %1686 = fly.get_scalar(%1685) : (!fly.int_tuple<?{div=4}>) -> i32
      %1687 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1688 = fly.memref.load(%104, %1687) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<8>) -> !fly.int_tuple<?>
      %1689 = fly.get_scalar(%1688) : (!fly.int_tuple<?>) -> i32
      %1690 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1691 = fly.memref.load(%1604, %1690) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<8>) -> bf16
      %1692 = fly.make_int_tuple(%1686, %1689) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1691, %1603, %1692) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1693 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1694 = fly.memref.load(%103, %1693) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1695 = fly.get_scalar(%1694) : (!fly.int_tuple<?>) -> i32
      %1696 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1697 = fly.memref.load(%104, %1696) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1698 = fly.get_scalar(%1697) : (!fly.int_tuple<?>) -> i32
      %1699 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1700 = fly.memref.load(%1604, %1699) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<9>) -> bf16
      %1701 = fly.make_int_tuple(%1695, %1698) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1700, %1603, %1701) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1702 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1703 = fly.memref.load(%103, %1702) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<10>) -> !fly.int_tuple<?{div=2}>
      %1704 = fly.get_scalar(%1703) : (!fly.int_tuple<?{div=2}>) -> i32
      %1705 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1706 = fly.memref.load(%104, %1705) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<10>) -> !fly.int_tuple<?>
      %1707 = fly.get_scalar(%1706) : (!fly.int_tuple<?>) -> i32
      %1708 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1709 = fly.memref.load(%1604, %1708) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<10>) -> bf16
      %1710 = fly.make_int_tuple(%1704, %1707) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1709, %1603, %1710) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1711 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1712 = fly.memref.load(%103, %1711) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1713 = fly.get_scalar(%1712) : (!fly.int_tuple<?>) -> i32
      %1714 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1715 = fly.memref.load(%104, %1714) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1716 = fly.get_scalar(%1715) : (!fly.int_tuple<?>) -> i32
      %1717 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1718 = fly.memref.load(%1604, %1717) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<11>) -> bf16
      %1719 = fly.make_int_tuple(%1713, %1716) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1718, %1603, %1719) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1720 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1721 = fly.memref.load(%103, %1720) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<12>) -> !fly.int_tuple<?{div=4}>
      %1722 = fly.get_scalar(%1721) : (!fly.int_tuple<?{div=4}>) -> i32
      %1723 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1724 = fly.memref.load(%104, %1723) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<12>) -> !fly.int_tuple<?>
      %1725 = fly.get_scalar(%1724) : (!fly.int_tuple<?>) -> i32
      %1726 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1727 = fly.memref.load(%1604, %1726) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<12>) -> bf16
      %1728 = fly.make_int_tuple(%1722, %1725) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1727, %1603, %1728) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1729 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1730 = fly.memref.load(%103, %1729) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1731 = fly.get_scalar(%1730) : (!fly.int_tuple<?>) -> i32
      %1732 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1733 = fly.memref.load(%104, %1732) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1734 = fly.get_scalar(%1733) : (!fly.int_tuple<?>) -> i32
      %1735 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1736 = fly.memref.load(%1604, %1735) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<13>) -> bf16
      %1737 = fly.make_int_tuple(%1731, %1734) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1736, %1603, %1737) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1738 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1739 = fly.memref.load(%103, %1738) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<14>) -> !fly.int_tuple<?{div=2}>
      %1740 = fly.get_scalar(%1739) : (!fly.int_tuple<?{div=2}>) -> i32
      %1741 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1742 = fly.memref.load(%104, %1741) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<14>) -> !fly.int_tuple<?>
      %1743 = fly.get_scalar(%1742) : (!fly.int_tuple<?>) -> i32
      %1744 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1745 = fly.memref.load(%1604, %1744) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<14>) -> bf16
      %1746 = fly.make_int_tuple(%1740, %1743) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1745, %1603, %1746) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1747 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1748 = fly.memref.load(%103, %1747) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1749 = fly.get_scalar(%1748) : (!fly.int_tuple<?>) -> i32
      %1750 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1751 = fly.memref.load(%104, %1750) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1752 = fly.get_scalar(%1751) : (!fly.int_tuple<?>) -> i32
      %1753 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1754 = fly.memref.load(%1604, %1753) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<15>) -> bf16
      %1755 = fly.make_int_tuple(%1749, %1752) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1754, %1603, %1755) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1756 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %1757 = fly.add_offset(%33, %1756) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %1758 = fly.make_view(%1757, %87) : (!fly.ptr<bf16, shared, align<16>>, !fly.layout<(64,64):(64,1)>) -> !fly.memref<bf16, shared, (64,64):(64,1), align<16>>
      %1759 = fly.make_fragment_like(%140, bf16) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>
      %1760 = fly.memref.load_vec(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> vector<16xf32>
      %1761 = fly.get_layout(%140) : (!fly.memref<f32, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1762 = fly.get_shape(%1761) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1763 = arith.truncf %1760 : vector<16xf32> to vector<16xbf16>
      fly.memref.store_vec(%1763, %1759) : (vector<16xbf16>, !fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> ()
      %1764 = fly.get_layout(%1759) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>) -> !fly.layout<((4,1),2,2):((1,0),8,4)>
      %1765 = fly.get_shape(%1764) : (!fly.layout<((4,1),2,2):((1,0),8,4)>) -> !fly.int_tuple<((4,1),2,2)>
      %1766 = fly.size(%1765) : (!fly.int_tuple<((4,1),2,2)>) -> !fly.int_tuple<16>
      %1767 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1768 = fly.memref.load(%103, %1767) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<0>) -> !fly.int_tuple<?{div=4}>
      %1769 = fly.get_scalar(%1768) : (!fly.int_tuple<?{div=4}>) -> i32
      %1770 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1771 = fly.memref.load(%104, %1770) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<0>) -> !fly.int_tuple<?>
      %1772 = fly.get_scalar(%1771) : (!fly.int_tuple<?>) -> i32
      %1773 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %1774 = fly.memref.load(%1759, %1773) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<0>) -> bf16
      %1775 = fly.make_int_tuple(%1769, %1772) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1774, %1758, %1775) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1776 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1777 = fly.memref.load(%103, %1776) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1778 = fly.get_scalar(%1777) : (!fly.int_tuple<?>) -> i32
      %1779 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1780 = fly.memref.load(%104, %1779) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<1>) -> !fly.int_tuple<?>
      %1781 = fly.get_scalar(%1780) : (!fly.int_tuple<?>) -> i32
      %1782 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %1783 = fly.memref.load(%1759, %1782) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<1>) -> bf16
      %1784 = fly.make_int_tuple(%1778, %1781) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1783, %1758, %1784) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1785 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1786 = fly.memref.load(%103, %1785) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<2>) -> !fly.int_tuple<?{div=2}>
      %1787 = fly.get_scalar(%1786) : (!fly.int_tuple<?{div=2}>) -> i32
      %1788 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1789 = fly.memref.load(%104, %1788) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<2>) -> !fly.int_tuple<?>
      %1790 = fly.get_scalar(%1789) : (!fly.int_tuple<?>) -> i32
      %1791 = fly.make_int_tuple() : () -> !fly.int_tuple<2>
      %1792 = fly.memref.load(%1759, %1791) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<2>) -> bf16
      %1793 = fly.make_int_tuple(%1787, %1790) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1792, %1758, %1793) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1794 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1795 = fly.memref.load(%103, %1794) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1796 = fly.get_scalar(%1795) : (!fly.int_tuple<?>) -> i32
      %1797 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1798 = fly.memref.load(%104, %1797) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<3>) -> !fly.int_tuple<?>
      %1799 = fly.get_scalar(%1798) : (!fly.int_tuple<?>) -> i32
      %1800 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
      %1801 = fly.memref.load(%1759, %1800) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<3>) -> bf16
      %1802 = fly.make_int_tuple(%1796, %1799) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1801, %1758, %1802) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1803 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1804 = fly.memref.load(%103, %1803) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<4>) -> !fly.int_tuple<?{div=4}>
      %1805 = fly.get_scalar(%1804) : (!fly.int_tuple<?{div=4}>) -> i32
      %1806 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1807 = fly.memref.load(%104, %1806) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<4>) -> !fly.int_tuple<?>
      %1808 = fly.get_scalar(%1807) : (!fly.int_tuple<?>) -> i32
      %1809 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %1810 = fly.memref.load(%1759, %1809) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<4>) -> bf16
      %1811 = fly.make_int_tuple(%1805, %1808) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1810, %1758, %1811) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1812 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1813 = fly.memref.load(%103, %1812) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1814 = fly.get_scalar(%1813) : (!fly.int_tuple<?>) -> i32
      %1815 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1816 = fly.memref.load(%104, %1815) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<5>) -> !fly.int_tuple<?>
      %1817 = fly.get_scalar(%1816) : (!fly.int_tuple<?>) -> i32
      %1818 = fly.make_int_tuple() : () -> !fly.int_tuple<5>
      %1819 = fly.memref.load(%1759, %1818) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<5>) -> bf16
      %1820 = fly.make_int_tuple(%1814, %1817) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1819, %1758, %1820) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1821 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1822 = fly.memref.load(%103, %1821) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<6>) -> !fly.int_tuple<?{div=2}>
      %1823 = fly.get_scalar(%1822) : (!fly.int_tuple<?{div=2}>) -> i32
      %1824 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1825 = fly.memref.load(%104, %1824) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<6>) -> !fly.int_tuple<?>
      %1826 = fly.get_scalar(%1825) : (!fly.int_tuple<?>) -> i32
      %1827 = fly.make_int_tuple() : () -> !fly.int_tuple<6>
      %1828 = fly.memref.load(%1759, %1827) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<6>) -> bf16
      %1829 = fly.make_int_tuple(%1823, %1826) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1828, %1758, %1829) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1830 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1831 = fly.memref.load(%103, %1830) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1832 = fly.get_scalar(%1831) : (!fly.int_tuple<?>) -> i32
      %1833 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1834 = fly.memref.load(%104, %1833) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<7>) -> !fly.int_tuple<?>
      %1835 = fly.get_scalar(%1834) : (!fly.int_tuple<?>) -> i32
      %1836 = fly.make_int_tuple() : () -> !fly.int_tuple<7>
      %1837 = fly.memref.load(%1759, %1836) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<7>) -> bf16
      %1838 = fly.make_int_tuple(%1832, %1835) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1837, %1758, %1838) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1839 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1840 = fly.memref.load(%103, %1839) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<8>) -> !fly.int_tuple<?{div=4}>
      %1841 = fly.get_scalar(%1840) : (!fly.int_tuple<?{div=4}>) -> i32
      %1842 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1843 = fly.memref.load(%104, %1842) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<8>) -> !fly.int_tuple<?>
      %1844 = fly.get_scalar(%1843) : (!fly.int_tuple<?>) -> i32
      %1845 = fly.make_int_tuple() : () -> !fly.int_tuple<8>
      %1846 = fly.memref.load(%1759, %1845) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<8>) -> bf16
      %1847 = fly.make_int_tuple(%1841, %1844) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1846, %1758, %1847) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1848 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1849 = fly.memref.load(%103, %1848) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1850 = fly.get_scalar(%1849) : (!fly.int_tuple<?>) -> i32
      %1851 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1852 = fly.memref.load(%104, %1851) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<9>) -> !fly.int_tuple<?>
      %1853 = fly.get_scalar(%1852) : (!fly.int_tuple<?>) -> i32
      %1854 = fly.make_int_tuple() : () -> !fly.int_tuple<9>
      %1855 = fly.memref.load(%1759, %1854) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<9>) -> bf16
      %1856 = fly.make_int_tuple(%1850, %1853) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1855, %1758, %1856) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1857 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1858 = fly.memref.load(%103, %1857) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<10>) -> !fly.int_tuple<?{div=2}>
      %1859 = fly.get_scalar(%1858) : (!fly.int_tuple<?{div=2}>) -> i32
      %1860 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1861 = fly.memref.load(%104, %1860) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<10>) -> !fly.int_tuple<?>
      %1862 = fly.get_scalar(%1861) : (!fly.int_tuple<?>) -> i32
      %1863 = fly.make_int_tuple() : () -> !fly.int_tuple<10>
      %1864 = fly.memref.load(%1759, %1863) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<10>) -> bf16
      %1865 = fly.make_int_tuple(%1859, %1862) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1864, %1758, %1865) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1866 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1867 = fly.memref.load(%103, %1866) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1868 = fly.get_scalar(%1867) : (!fly.int_tuple<?>) -> i32
      %1869 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1870 = fly.memref.load(%104, %1869) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<11>) -> !fly.int_tuple<?>
      %1871 = fly.get_scalar(%1870) : (!fly.int_tuple<?>) -> i32
      %1872 = fly.make_int_tuple() : () -> !fly.int_tuple<11>
      %1873 = fly.memref.load(%1759, %1872) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<11>) -> bf16
      %1874 = fly.make_int_tuple(%1868, %1871) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1873, %1758, %1874) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1875 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1876 = fly.memref.load(%103, %1875) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<12>) -> !fly.int_tuple<?{div=4}>
      %1877 = fly.get_scalar(%1876) : (!fly.int_tuple<?{div=4}>) -> i32
      %1878 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1879 = fly.memref.load(%104, %1878) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<12>) -> !fly.int_tuple<?>
      %1880 = fly.get_scalar(%1879) : (!fly.int_tuple<?>) -> i32
      %1881 = fly.make_int_tuple() : () -> !fly.int_tuple<12>
      %1882 = fly.memref.load(%1759, %1881) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<12>) -> bf16
      %1883 = fly.make_int_tuple(%1877, %1880) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1882, %1758, %1883) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1884 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1885 = fly.memref.load(%103, %1884) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1886 = fly.get_scalar(%1885) : (!fly.int_tuple<?>) -> i32
      %1887 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1888 = fly.memref.load(%104, %1887) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<13>) -> !fly.int_tuple<?>
      %1889 = fly.get_scalar(%1888) : (!fly.int_tuple<?>) -> i32
      %1890 = fly.make_int_tuple() : () -> !fly.int_tuple<13>
      %1891 = fly.memref.load(%1759, %1890) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<13>) -> bf16
      %1892 = fly.make_int_tuple(%1886, %1889) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1891, %1758, %1892) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1893 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1894 = fly.memref.load(%103, %1893) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<14>) -> !fly.int_tuple<?{div=2}>
      %1895 = fly.get_scalar(%1894) : (!fly.int_tuple<?{div=2}>) -> i32
      %1896 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1897 = fly.memref.load(%104, %1896) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<14>) -> !fly.int_tuple<?>
      %1898 = fly.get_scalar(%1897) : (!fly.int_tuple<?>) -> i32
      %1899 = fly.make_int_tuple() : () -> !fly.int_tuple<14>
      %1900 = fly.memref.load(%1759, %1899) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<14>) -> bf16
      %1901 = fly.make_int_tuple(%1895, %1898) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1900, %1758, %1901) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      %1902 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1903 = fly.memref.load(%103, %1902) : (!fly.coord_tensor<?{div=4}, ((4,1),2,2):((1,0),32,0)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1904 = fly.get_scalar(%1903) : (!fly.int_tuple<?>) -> i32
      %1905 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1906 = fly.memref.load(%104, %1905) : (!fly.coord_tensor<?, ((4,1),2,2):((0,0),0,32)>, !fly.int_tuple<15>) -> !fly.int_tuple<?>
      %1907 = fly.get_scalar(%1906) : (!fly.int_tuple<?>) -> i32
      %1908 = fly.make_int_tuple() : () -> !fly.int_tuple<15>
      %1909 = fly.memref.load(%1759, %1908) : (!fly.memref<bf16, register, ((4,1),2,2):((1,0),8,4)>, !fly.int_tuple<15>) -> bf16
      %1910 = fly.make_int_tuple(%1904, %1907) : (i32, i32) -> !fly.int_tuple<(?,?)>
      fly.memref.store(%1909, %1758, %1910) : (bf16, !fly.memref<bf16, shared, (64,64):(64,1), align<16>>, !fly.int_tuple<(?,?)>) -> ()
      rocdl.s.waitcnt 3952
      rocdl.s.barrier
      %1911 = fly.make_int_tuple() : () -> !fly.int_tuple<8192>
      %1912 = fly.add_offset(%33, %1911) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<8192>) -> !fly.ptr<bf16, shared, align<16>>
      %c0_i32_171 = arith.constant 0 : i32
      %1913 = arith.addi %0, %c0_i32_171 : i32
      %c512_i32_172 = arith.constant 512 : i32
      %1914 = arith.cmpi slt, %1913, %c512_i32_172 : i32
      scf.if %1914 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1913, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1913, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %1926 = arith.addi %18, %c64_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c0_i32_183 = arith.constant 0 : i32
        %1928 = arith.addi %19, %c0_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1912, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %c256_i32_173 = arith.constant 256 : i32
      %1915 = arith.addi %0, %c256_i32_173 : i32
      %c512_i32_174 = arith.constant 512 : i32
      %1916 = arith.cmpi slt, %1915, %c512_i32_174 : i32
      scf.if %1916 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1915, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1915, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %1926 = arith.addi %18, %c64_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c0_i32_183 = arith.constant 0 : i32
        %1928 = arith.addi %19, %c0_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1912, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %1917 = fly.make_int_tuple() : () -> !fly.int_tuple<12288>
      %1918 = fly.add_offset(%33, %1917) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<12288>) -> !fly.ptr<bf16, shared, align<16>>
      %c0_i32_175 = arith.constant 0 : i32
      %1919 = arith.addi %0, %c0_i32_175 : i32
      %c512_i32_176 = arith.constant 512 : i32
      %1920 = arith.cmpi slt, %1919, %c512_i32_176 : i32
      scf.if %1920 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1919, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1919, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %1926 = arith.addi %18, %c64_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c64_i32_183 = arith.constant 64 : i32
        %1928 = arith.addi %19, %c64_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1918, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      %c256_i32_177 = arith.constant 256 : i32
      %1921 = arith.addi %0, %c256_i32_177 : i32
      %c512_i32_178 = arith.constant 512 : i32
      %1922 = arith.cmpi slt, %1921, %c512_i32_178 : i32
      scf.if %1922 {
        %c8_i32_179 = arith.constant 8 : i32
        %1923 = arith.floordivsi %1921, %c8_i32_179 : i32
        %c8_i32_180 = arith.constant 8 : i32
        %1924 = arith.remsi %1921, %c8_i32_180 : i32
        %c8_i32_181 = arith.constant 8 : i32
        %1925 = arith.muli %1924, %c8_i32_181 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %1926 = arith.addi %18, %c64_i32_182 : i32
        %1927 = arith.addi %1926, %1923 : i32
        %c64_i32_183 = arith.constant 64 : i32
        %1928 = arith.addi %19, %c64_i32_183 : i32
        %1929 = arith.addi %1928, %1925 : i32
        %1930 = arith.cmpi slt, %1927, %arg6 : i32
        %1931 = arith.cmpi slt, %1927, %arg6 : i32
        %1932 = arith.cmpi slt, %1929, %arg7 : i32
        %false = arith.constant false
        %1933 = arith.cmpi ne, %1931, %false : i1
        %false_184 = arith.constant false
        %1934 = arith.cmpi ne, %1932, %false_184 : i1
        %1935 = arith.andi %1933, %1934 : i1
        scf.if %1935 {
          %c64_i32_185 = arith.constant 64 : i32
          %1936 = arith.muli %1923, %c64_i32_185 : i32
          %1937 = fly.make_int_tuple(%1936) : (i32) -> !fly.int_tuple<?>
          %1938 = fly.add_offset(%1918, %1937) : (!fly.ptr<bf16, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1939 = fly.make_int_tuple(%1925) : (i32) -> !fly.int_tuple<?>
          %1940 = fly.add_offset(%1938, %1939) : (!fly.ptr<bf16, shared>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared>
          %1941 = fly.ptr.load(%1940) : (!fly.ptr<bf16, shared>) -> vector<8xbf16>
          %1942 = arith.muli %1927, %arg7 : i32
          %1943 = arith.addi %1942, %1929 : i32
          %1944 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
          %1945 = fly.make_int_tuple(%1943) : (i32) -> !fly.int_tuple<?>
          %1946 = fly.add_offset(%1944, %1945) : (!fly.ptr<bf16, global>, !fly.int_tuple<?>) -> !fly.ptr<bf16, global>
          fly.ptr.store(%1941, %1946) : (vector<8xbf16>, !fly.ptr<bf16, global>) -> ()
        }
      }
      gpu.return
    }
  }
}
