// FlyDSL 0.4.2: mxfp4_preshuffle/fp4_m40_n256_k512 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_gemm_0(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32, %arg6: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %0 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
      %1 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
      %2 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 2>>
      %3 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 3>>
      %4 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
      %5 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
      %6 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 2>>
      %7 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 3>>
      %8 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 0>>
      %9 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 1>>
      %10 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
      %11 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
      %12 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 0>>
      %13 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 1>>
      %14 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
      %15 = fly.make_mma_atom : !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
      %thread_id_x = gpu.thread_id x
      %16 = arith.index_cast %thread_id_x : index to i32
      %block_id_x = gpu.block_id x
      %17 = arith.index_cast %block_id_x : index to i32
      %block_id_y = gpu.block_id y
      %18 = arith.index_cast %block_id_y : index to i32
      %block_id_z = gpu.block_id z
      %19 = arith.index_cast %block_id_z : index to i32
      %c64_i32 = arith.constant 64 : i32
      %20 = arith.floordivsi %16, %c64_i32 : i32
      %21 = rocdl.readfirstlane %20 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %22 = arith.remsi %16, %c64_i32_0 : i32
      %c16_i32 = arith.constant 16 : i32
      %23 = arith.floordivsi %22, %c16_i32 : i32
      %c16_i32_1 = arith.constant 16 : i32
      %24 = arith.remsi %22, %c16_i32_1 : i32
      %c32_i32 = arith.constant 32 : i32
      %25 = arith.muli %17, %c32_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %26 = arith.muli %18, %c128_i32 : i32
      %27 = arith.extsi %arg5 : i32 to i64
      %c256_i64 = arith.constant 256 : i64
      %28 = arith.muli %27, %c256_i64 : i64
      %29 = fly.inttoptr(%arg1) : (i64) -> !fly.ptr<i8, global, align<16>>
      %30 = fly.make_int_tuple() : () -> !fly.int_tuple<16777216>
      %31 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %32 = fly.make_layout(%30, %31) : (!fly.int_tuple<16777216>, !fly.int_tuple<1>) -> !fly.layout<16777216:1>
      %33 = fly.make_view(%29, %32) : (!fly.ptr<i8, global, align<16>>, !fly.layout<16777216:1>) -> !fly.memref<i8, global, 16777216:1, align<16>>
      %34 = fly.get_iter(%33) : (!fly.memref<i8, global, 16777216:1, align<16>>) -> !fly.ptr<i8, global, align<16>>
      %35 = fly.get_layout(%33) : (!fly.memref<i8, global, 16777216:1, align<16>>) -> !fly.layout<16777216:1>
      %c0_i16 = arith.constant 0 : i16
      %c159744_i32 = arith.constant 159744 : i32
      %36 = fly.make_ptr(%34, %c0_i16, %28, %c159744_i32) : (!fly.ptr<i8, global, align<16>>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc, align<16>>
      %37 = fly.make_view(%36, %35) : (!fly.ptr<i8, #fly_rocdl.buffer_desc, align<16>>, !fly.layout<16777216:1>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 16777216:1, align<16>>
      %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_layout(%38, %39) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %41 = fly.logical_divide(%37, %40) : (!fly.memref<i8, #fly_rocdl.buffer_desc, 16777216:1, align<16>>, !fly.layout<1:1>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (1,16777216):(0,1), align<16>>
      %42 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %43 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 4096 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %44 = fly.recast_iter(%42) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %45 = fly.recast_iter(%43) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<16>>
      %46 = fly.recast_iter(%44) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i32, shared, align<16>>
      %47 = fly.ptrtoint(%45) : (!fly.ptr<i8, shared, align<16>>) -> i32
      %48 = fly.ptrtoint(%44) : (!fly.ptr<i8, shared, align<16>>) -> i32
      %49 = arith.subi %47, %48 : i32
      %c4_i32 = arith.constant 4 : i32
      %50 = arith.floordivsi %49, %c4_i32 : i32
      %51 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly.universal_copy<128>, 32>
      %52 = fly.make_copy_atom {valBits = 128 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>
      %53 = fly.recast_iter(%44) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<i8, shared, align<512>>
      %c32_i32_2 = arith.constant 32 : i32
      %54 = arith.muli %21, %c32_i32_2 : i32
      %55 = arith.addi %26, %54 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c64_i32_3 = arith.constant 64 : i32
      %57 = arith.muli %56, %c64_i32_3 : i32
      %58 = rocdl.readfirstlane %57 : i32
      %59 = arith.extsi %58 : i32 to i64
      %c4_i64 = arith.constant 4 : i64
      %60 = arith.muli %59, %c4_i64 : i64
      %61 = arith.addi %arg2, %60 : i64
      %62 = fly.inttoptr(%61) : (i64) -> !fly.ptr<i32, global, align<16>>
      %63 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,16,2,2,1,4)>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,4,512,256,256,1)>
      %65 = fly.make_layout(%63, %64) : (!fly.int_tuple<(4,16,2,2,1,4)>, !fly.int_tuple<(64,4,512,256,256,1)>) -> !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>
      %66 = fly.make_view(%62, %65) : (!fly.ptr<i32, global, align<16>>, !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>
      %67 = fly.get_iter(%66) : (!fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>) -> !fly.ptr<i32, global, align<16>>
      %68 = fly.get_layout(%66) : (!fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>) -> !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>
      %69 = fly.cosize(%68) : (!fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.int_tuple<1024>
      %c0_i16_4 = arith.constant 0 : i16
      %c4096_i64 = arith.constant 4096 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %70 = fly.make_ptr(%67, %c0_i16_4, %c4096_i64, %c159744_i32_5) : (!fly.ptr<i32, global, align<16>>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc, align<16>>
      %71 = fly.make_view(%70, %68) : (!fly.ptr<i32, #fly_rocdl.buffer_desc, align<16>>, !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>
      %c16_i32_6 = arith.constant 16 : i32
      %72 = arith.addi %55, %c16_i32_6 : i32
      %c64_i32_7 = arith.constant 64 : i32
      %73 = arith.muli %72, %c64_i32_7 : i32
      %74 = rocdl.readfirstlane %73 : i32
      %75 = arith.extsi %74 : i32 to i64
      %c4_i64_8 = arith.constant 4 : i64
      %76 = arith.muli %75, %c4_i64_8 : i64
      %77 = arith.addi %arg2, %76 : i64
      %78 = fly.inttoptr(%77) : (i64) -> !fly.ptr<i32, global, align<16>>
      %79 = fly.make_int_tuple() : () -> !fly.int_tuple<(4,16,2,2,1,4)>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<(64,4,512,256,256,1)>
      %81 = fly.make_layout(%79, %80) : (!fly.int_tuple<(4,16,2,2,1,4)>, !fly.int_tuple<(64,4,512,256,256,1)>) -> !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>
      %82 = fly.make_view(%78, %81) : (!fly.ptr<i32, global, align<16>>, !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>
      %83 = fly.get_iter(%82) : (!fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>) -> !fly.ptr<i32, global, align<16>>
      %84 = fly.get_layout(%82) : (!fly.memref<i32, global, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>) -> !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>
      %85 = fly.cosize(%84) : (!fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.int_tuple<1024>
      %c0_i16_9 = arith.constant 0 : i16
      %c4096_i64_10 = arith.constant 4096 : i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %86 = fly.make_ptr(%83, %c0_i16_9, %c4096_i64_10, %c159744_i32_11) : (!fly.ptr<i32, global, align<16>>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc, align<16>>
      %87 = fly.make_view(%86, %84) : (!fly.ptr<i32, #fly_rocdl.buffer_desc, align<16>>, !fly.layout<(4,16,2,2,1,4):(64,4,512,256,256,1)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>
      %88 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %89 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %90 = fly.make_int_tuple() : () -> !fly.int_tuple<268435456>
      %91 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %92 = fly.make_layout(%90, %91) : (!fly.int_tuple<268435456>, !fly.int_tuple<1>) -> !fly.layout<268435456:1>
      %c31_i32 = arith.constant 31 : i32
      %93 = arith.addi %arg5, %c31_i32 : i32
      %c32_i32_12 = arith.constant 32 : i32
      %94 = arith.floordivsi %93, %c32_i32_12 : i32
      %95 = arith.extsi %94 : i32 to i64
      %c128_i64 = arith.constant 128 : i64
      %96 = arith.muli %95, %c128_i64 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %97 = arith.muli %96, %c4_i64_13 : i64
      %98 = fly.inttoptr(%arg3) : (i64) -> !fly.ptr<i32, global>
      %99 = fly.make_view(%98, %92) : (!fly.ptr<i32, global>, !fly.layout<268435456:1>) -> !fly.memref<i32, global, 268435456:1>
      %100 = fly.get_iter(%99) : (!fly.memref<i32, global, 268435456:1>) -> !fly.ptr<i32, global>
      %101 = fly.get_layout(%99) : (!fly.memref<i32, global, 268435456:1>) -> !fly.layout<268435456:1>
      %c0_i16_14 = arith.constant 0 : i16
      %c159744_i32_15 = arith.constant 159744 : i32
      %102 = fly.make_ptr(%100, %c0_i16_14, %97, %c159744_i32_15) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
      %103 = fly.make_view(%102, %101) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<268435456:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 268435456:1>
      %104 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %105 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %106 = fly.make_layout(%104, %105) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %107 = fly.logical_divide(%103, %106) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 268435456:1>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>
      %108 = fly.inttoptr(%arg4) : (i64) -> !fly.ptr<i32, global>
      %109 = fly.make_view(%108, %92) : (!fly.ptr<i32, global>, !fly.layout<268435456:1>) -> !fly.memref<i32, global, 268435456:1>
      %110 = fly.get_iter(%109) : (!fly.memref<i32, global, 268435456:1>) -> !fly.ptr<i32, global>
      %111 = fly.get_layout(%109) : (!fly.memref<i32, global, 268435456:1>) -> !fly.layout<268435456:1>
      %c0_i16_16 = arith.constant 0 : i16
      %c4096_i64_17 = arith.constant 4096 : i64
      %c159744_i32_18 = arith.constant 159744 : i32
      %112 = fly.make_ptr(%110, %c0_i16_16, %c4096_i64_17, %c159744_i32_18) : (!fly.ptr<i32, global>, i16, i64, i32) -> !fly.ptr<i32, #fly_rocdl.buffer_desc>
      %113 = fly.make_view(%112, %111) : (!fly.ptr<i32, #fly_rocdl.buffer_desc>, !fly.layout<268435456:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 268435456:1>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %115 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %116 = fly.make_layout(%114, %115) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %117 = fly.logical_divide(%113, %116) : (!fly.memref<i32, #fly_rocdl.buffer_desc, 268435456:1>, !fly.layout<1:1>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>
      %c32_i32_19 = arith.constant 32 : i32
      %118 = arith.floordivsi %25, %c32_i32_19 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %119 = arith.addi %118, %c0_i32_20 : i32
      %c128_i32_21 = arith.constant 128 : i32
      %120 = arith.muli %119, %c128_i32_21 : i32
      %c32_i32_22 = arith.constant 32 : i32
      %121 = arith.floordivsi %26, %c32_i32_22 : i32
      %c1_i32 = arith.constant 1 : i32
      %122 = arith.muli %21, %c1_i32 : i32
      %123 = arith.addi %121, %122 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %124 = arith.addi %123, %c0_i32_23 : i32
      %c128_i32_24 = arith.constant 128 : i32
      %125 = arith.muli %124, %c128_i32_24 : i32
      %c16_i32_25 = arith.constant 16 : i32
      %126 = arith.muli %23, %c16_i32_25 : i32
      %127 = arith.addi %126, %24 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %128 = vector.broadcast %cst : f32 to vector<4xf32>
      %cst_26 = arith.constant 0.000000e+00 : f32
      %129 = vector.broadcast %cst_26 : f32 to vector<4xf32>
      %cst_27 = arith.constant 0.000000e+00 : f32
      %130 = vector.broadcast %cst_27 : f32 to vector<4xf32>
      %cst_28 = arith.constant 0.000000e+00 : f32
      %131 = vector.broadcast %cst_28 : f32 to vector<4xf32>
      %c0_i32_29 = arith.constant 0 : i32
      %132 = arith.muli %c0_i32_29, %49 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %133 = arith.muli %21, %c1024_i32 : i32
      %134 = arith.addi %132, %133 : i32
      %135 = rocdl.readfirstlane %134 : i32
      %136 = fly.make_int_tuple(%135) : (i32) -> !fly.int_tuple<?>
      %137 = fly.add_offset(%53, %136) : (!fly.ptr<i8, shared, align<512>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
      %c0_i32_30 = arith.constant 0 : i32
      %138 = arith.addi %16, %c0_i32_30 : i32
      %c16_i32_31 = arith.constant 16 : i32
      %139 = arith.muli %138, %c16_i32_31 : i32
      %c128_i32_32 = arith.constant 128 : i32
      %140 = arith.floordivsi %139, %c128_i32_32 : i32
      %c128_i32_33 = arith.constant 128 : i32
      %141 = arith.remsi %139, %c128_i32_33 : i32
      %c8_i32 = arith.constant 8 : i32
      %142 = arith.remsi %140, %c8_i32 : i32
      %c16_i32_34 = arith.constant 16 : i32
      %143 = arith.muli %142, %c16_i32_34 : i32
      %144 = arith.xori %141, %143 : i32
      %145 = arith.addi %25, %140 : i32
      %c256_i32 = arith.constant 256 : i32
      %146 = arith.muli %145, %c256_i32 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %147 = arith.addi %146, %c0_i32_35 : i32
      %148 = arith.addi %147, %144 : i32
      %149 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %150 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %151 = fly.make_layout(%149, %150) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %152 = fly.make_view(%137, %151) : (!fly.ptr<i8, shared>, !fly.layout<1:1>) -> !fly.memref<i8, shared, 1:1>
      %153 = fly.make_int_tuple(%148) : (i32) -> !fly.int_tuple<(*,?)>
      %154 = fly.slice(%41, %153) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,16777216):(0,1), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%52, %154, %152) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i8, shared, 1:1>) -> ()
      rocdl.s.waitcnt 0
      gpu.barrier
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %155:4 = scf.for %arg7 = %c0 to %c2 step %c1 iter_args(%arg8 = %128, %arg9 = %129, %arg10 = %130, %arg11 = %131) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
        %366 = arith.index_cast %arg7 : index to i32
        %c2_i32_78 = arith.constant 2 : i32
        %367 = arith.remsi %366, %c2_i32_78 : i32
        %c1_i32_79 = arith.constant 1 : i32
        %368 = arith.addi %366, %c1_i32_79 : i32
        %c2_i32_80 = arith.constant 2 : i32
        %369 = arith.remsi %368, %c2_i32_80 : i32
        %c1_i32_81 = arith.constant 1 : i32
        %370 = arith.addi %366, %c1_i32_81 : i32
        %c2_i32_82 = arith.constant 2 : i32
        %371 = arith.floordivsi %370, %c2_i32_82 : i32
        %372 = arith.subi %370, %371 : i32
        %373 = arith.muli %367, %50 : i32
        %374 = fly.make_int_tuple(%373) : (i32) -> !fly.int_tuple<?>
        %375 = fly.add_offset(%46, %374) : (!fly.ptr<i32, shared, align<16>>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        %c0_i32_83 = arith.constant 0 : i32
        %376 = arith.addi %24, %c0_i32_83 : i32
        %c32_i32_84 = arith.constant 32 : i32
        %377 = arith.muli %376, %c32_i32_84 : i32
        %c1_i32_85 = arith.constant 1 : i32
        %378 = arith.muli %23, %c1_i32_85 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %379 = arith.addi %378, %c0_i32_86 : i32
        %c8_i32_87 = arith.constant 8 : i32
        %380 = arith.remsi %376, %c8_i32_87 : i32
        %381 = arith.xori %379, %380 : i32
        %c4_i32_88 = arith.constant 4 : i32
        %382 = arith.muli %381, %c4_i32_88 : i32
        %383 = arith.addi %377, %382 : i32
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %388 = fly.make_int_tuple(%383) : (i32) -> !fly.int_tuple<?>
        %389 = fly.add_offset(%375, %388) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        %390 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %391 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %392 = fly.make_layout(%390, %391) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %393 = fly.make_view(%389, %392) : (!fly.ptr<i32, shared>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1>
        fly.copy(%51, %393, %387) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c0_i32_89 = arith.constant 0 : i32
        %394 = arith.addi %24, %c0_i32_89 : i32
        %c32_i32_90 = arith.constant 32 : i32
        %395 = arith.muli %394, %c32_i32_90 : i32
        %c1_i32_91 = arith.constant 1 : i32
        %396 = arith.muli %23, %c1_i32_91 : i32
        %c4_i32_92 = arith.constant 4 : i32
        %397 = arith.addi %396, %c4_i32_92 : i32
        %c8_i32_93 = arith.constant 8 : i32
        %398 = arith.remsi %394, %c8_i32_93 : i32
        %399 = arith.xori %397, %398 : i32
        %c4_i32_94 = arith.constant 4 : i32
        %400 = arith.muli %399, %c4_i32_94 : i32
        %401 = arith.addi %395, %400 : i32
        %402 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %403 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %404 = fly.make_ordered_layout(%402, %403) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %405 = fly.memref.alloca(%404) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %406 = fly.make_int_tuple(%401) : (i32) -> !fly.int_tuple<?>
        %407 = fly.add_offset(%375, %406) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        %408 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %409 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %410 = fly.make_layout(%408, %409) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %411 = fly.make_view(%407, %410) : (!fly.ptr<i32, shared>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1>
        fly.copy(%51, %411, %405) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_95 = arith.constant 16 : i32
        %412 = arith.addi %24, %c16_i32_95 : i32
        %c32_i32_96 = arith.constant 32 : i32
        %413 = arith.muli %412, %c32_i32_96 : i32
        %c1_i32_97 = arith.constant 1 : i32
        %414 = arith.muli %23, %c1_i32_97 : i32
        %c0_i32_98 = arith.constant 0 : i32
        %415 = arith.addi %414, %c0_i32_98 : i32
        %c8_i32_99 = arith.constant 8 : i32
        %416 = arith.remsi %412, %c8_i32_99 : i32
        %417 = arith.xori %415, %416 : i32
        %c4_i32_100 = arith.constant 4 : i32
        %418 = arith.muli %417, %c4_i32_100 : i32
        %419 = arith.addi %413, %418 : i32
        %420 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %421 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %422 = fly.make_ordered_layout(%420, %421) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %423 = fly.memref.alloca(%422) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %424 = fly.make_int_tuple(%419) : (i32) -> !fly.int_tuple<?>
        %425 = fly.add_offset(%375, %424) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        %426 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %427 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %428 = fly.make_layout(%426, %427) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %429 = fly.make_view(%425, %428) : (!fly.ptr<i32, shared>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1>
        fly.copy(%51, %429, %423) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %c16_i32_101 = arith.constant 16 : i32
        %430 = arith.addi %24, %c16_i32_101 : i32
        %c32_i32_102 = arith.constant 32 : i32
        %431 = arith.muli %430, %c32_i32_102 : i32
        %c1_i32_103 = arith.constant 1 : i32
        %432 = arith.muli %23, %c1_i32_103 : i32
        %c4_i32_104 = arith.constant 4 : i32
        %433 = arith.addi %432, %c4_i32_104 : i32
        %c8_i32_105 = arith.constant 8 : i32
        %434 = arith.remsi %430, %c8_i32_105 : i32
        %435 = arith.xori %433, %434 : i32
        %c4_i32_106 = arith.constant 4 : i32
        %436 = arith.muli %435, %c4_i32_106 : i32
        %437 = arith.addi %431, %436 : i32
        %438 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %439 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %440 = fly.make_ordered_layout(%438, %439) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %441 = fly.memref.alloca(%440) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %442 = fly.make_int_tuple(%437) : (i32) -> !fly.int_tuple<?>
        %443 = fly.add_offset(%375, %442) : (!fly.ptr<i32, shared>, !fly.int_tuple<?>) -> !fly.ptr<i32, shared>
        %444 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %445 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %446 = fly.make_layout(%444, %445) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
        %447 = fly.make_view(%443, %446) : (!fly.ptr<i32, shared>, !fly.layout<4:1>) -> !fly.memref<i32, shared, 4:1>
        fly.copy(%51, %447, %441) : (!fly.copy_atom<!fly.universal_copy<128>, 32>, !fly.memref<i32, shared, 4:1>, !fly.memref<i32, register, 4:1>) -> ()
        %448 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %449 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %450 = fly.make_ordered_layout(%448, %449) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %451 = fly.memref.alloca(%450) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %452 = fly.make_int_tuple(%23, %24, %366) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,0,0,*)>
        %453 = fly.slice(%71, %452) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>, !fly.int_tuple<(?,?,?,0,0,*)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>
        fly.copy(%88, %453, %451) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %454 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %455 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %456 = fly.make_ordered_layout(%454, %455) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %457 = fly.memref.alloca(%456) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %458 = fly.make_int_tuple(%23, %24, %366) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,1,0,*)>
        %459 = fly.slice(%71, %458) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>, !fly.int_tuple<(?,?,?,1,0,*)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>
        fly.copy(%88, %459, %457) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %460 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %461 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %462 = fly.make_ordered_layout(%460, %461) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %463 = fly.memref.alloca(%462) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %464 = fly.make_int_tuple(%23, %24, %366) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,0,0,*)>
        %465 = fly.slice(%87, %464) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>, !fly.int_tuple<(?,?,?,0,0,*)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>
        fly.copy(%88, %465, %463) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %466 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %467 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %468 = fly.make_ordered_layout(%466, %467) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %469 = fly.memref.alloca(%468) : (!fly.layout<4:1>) -> !fly.memref<i32, register, 4:1>
        %470 = fly.make_int_tuple(%23, %24, %366) : (i32, i32, i32) -> !fly.int_tuple<(?,?,?,1,0,*)>
        %471 = fly.slice(%87, %470) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (4,16,2,2,1,4):(64,4,512,256,256,1), align<16>>, !fly.int_tuple<(?,?,?,1,0,*)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>
        fly.copy(%88, %471, %469) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 4:1, align<16>>, !fly.memref<i32, register, 4:1>) -> ()
        %c64_i32_107 = arith.constant 64 : i32
        %472 = arith.muli %366, %c64_i32_107 : i32
        %473 = arith.addi %120, %472 : i32
        %474 = rocdl.readfirstlane %473 : i32
        %475 = arith.addi %474, %127 : i32
        %476 = fly.make_int_tuple(%475) : (i32) -> !fly.int_tuple<(*,?)>
        %477 = fly.slice(%107, %476) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %478 = fly.copy_atom_call_ssa(%89, %477) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>) -> vector<1xi32>
        %479 = vector.extract %478[0] : i32 from vector<1xi32>
        %480 = arith.addi %125, %472 : i32
        %481 = rocdl.readfirstlane %480 : i32
        %482 = arith.addi %481, %127 : i32
        %483 = fly.make_int_tuple(%482) : (i32) -> !fly.int_tuple<(*,?)>
        %484 = fly.slice(%117, %483) : (!fly.memref<i32, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>
        %485 = fly.copy_atom_call_ssa(%89, %484) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<i32, #fly_rocdl.buffer_desc, 1:0>) -> vector<1xi32>
        %486 = vector.extract %485[0] : i32 from vector<1xi32>
        %487 = arith.muli %369, %49 : i32
        %c1024_i32_108 = arith.constant 1024 : i32
        %488 = arith.muli %21, %c1024_i32_108 : i32
        %489 = arith.addi %487, %488 : i32
        %490 = rocdl.readfirstlane %489 : i32
        %491 = fly.make_int_tuple(%490) : (i32) -> !fly.int_tuple<?>
        %492 = fly.add_offset(%53, %491) : (!fly.ptr<i8, shared, align<512>>, !fly.int_tuple<?>) -> !fly.ptr<i8, shared>
        %c128_i32_109 = arith.constant 128 : i32
        %493 = arith.muli %372, %c128_i32_109 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %494 = arith.addi %16, %c0_i32_110 : i32
        %c16_i32_111 = arith.constant 16 : i32
        %495 = arith.muli %494, %c16_i32_111 : i32
        %c128_i32_112 = arith.constant 128 : i32
        %496 = arith.floordivsi %495, %c128_i32_112 : i32
        %c128_i32_113 = arith.constant 128 : i32
        %497 = arith.remsi %495, %c128_i32_113 : i32
        %c8_i32_114 = arith.constant 8 : i32
        %498 = arith.remsi %496, %c8_i32_114 : i32
        %c16_i32_115 = arith.constant 16 : i32
        %499 = arith.muli %498, %c16_i32_115 : i32
        %500 = arith.xori %497, %499 : i32
        %501 = arith.addi %25, %496 : i32
        %c256_i32_116 = arith.constant 256 : i32
        %502 = arith.muli %501, %c256_i32_116 : i32
        %503 = arith.addi %502, %493 : i32
        %504 = arith.addi %503, %500 : i32
        %505 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %506 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %507 = fly.make_layout(%505, %506) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %508 = fly.make_view(%492, %507) : (!fly.ptr<i8, shared>, !fly.layout<1:1>) -> !fly.memref<i8, shared, 1:1>
        %509 = fly.make_int_tuple(%504) : (i32) -> !fly.int_tuple<(*,?)>
        %510 = fly.slice(%41, %509) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,16777216):(0,1), align<16>>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%52, %510, %508) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy_lds<128>, 128>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<i8, shared, 1:1>) -> ()
        %511 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %512 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %513 = fly.make_ordered_layout(%511, %512) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %514 = fly.memref.alloca(%513) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        %515 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %516 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %517 = fly.make_ordered_layout(%515, %516) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %518 = fly.memref.alloca(%517) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        %519 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %520 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %521 = fly.make_ordered_layout(%519, %520) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %522 = fly.memref.alloca(%521) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        %523 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
        %524 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %525 = fly.make_ordered_layout(%523, %524) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
        %526 = fly.memref.alloca(%525) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
        fly.memref.store_vec(%arg8, %514) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        fly.memref.store_vec(%arg9, %518) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        fly.memref.store_vec(%arg10, %522) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        fly.memref.store_vec(%arg11, %526) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
        %527 = fly.atom.set_value(%0, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %528 = fly.atom.set_value(%527, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>
        %529 = fly.get_layout(%514) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %530 = fly.get_shape(%529) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %531 = fly.get_layout(%387) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %532 = fly.get_shape(%531) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %533 = fly.get_layout(%451) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %534 = fly.get_shape(%533) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %535 = fly.get_layout(%514) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %536 = fly.get_shape(%535) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%528, %514, %387, %451, %514) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %537 = fly.atom.set_value(%4, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %538 = fly.atom.set_value(%537, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>
        %539 = fly.get_layout(%522) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %540 = fly.get_shape(%539) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %541 = fly.get_layout(%423) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %542 = fly.get_shape(%541) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %543 = fly.get_layout(%451) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %544 = fly.get_shape(%543) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %545 = fly.get_layout(%522) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %546 = fly.get_shape(%545) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%538, %522, %423, %451, %522) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 0>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %547 = fly.atom.set_value(%1, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %548 = fly.atom.set_value(%547, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>
        %549 = fly.get_layout(%518) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %550 = fly.get_shape(%549) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %551 = fly.get_layout(%387) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %552 = fly.get_shape(%551) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %553 = fly.get_layout(%463) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %554 = fly.get_shape(%553) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %555 = fly.get_layout(%518) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %556 = fly.get_shape(%555) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%548, %518, %387, %463, %518) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 0, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %557 = fly.atom.set_value(%5, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %558 = fly.atom.set_value(%557, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>
        %559 = fly.get_layout(%526) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %560 = fly.get_shape(%559) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %561 = fly.get_layout(%423) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %562 = fly.get_shape(%561) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %563 = fly.get_layout(%463) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %564 = fly.get_shape(%563) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %565 = fly.get_layout(%526) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %566 = fly.get_shape(%565) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%558, %526, %423, %463, %526) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 1, opselB = 1>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %567 = fly.atom.set_value(%10, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %568 = fly.atom.set_value(%567, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>
        %569 = fly.get_layout(%514) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %570 = fly.get_shape(%569) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %571 = fly.get_layout(%405) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %572 = fly.get_shape(%571) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %573 = fly.get_layout(%457) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %574 = fly.get_shape(%573) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %575 = fly.get_layout(%514) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %576 = fly.get_shape(%575) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%568, %514, %405, %457, %514) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %577 = fly.atom.set_value(%14, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %578 = fly.atom.set_value(%577, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>
        %579 = fly.get_layout(%522) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %580 = fly.get_shape(%579) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %581 = fly.get_layout(%441) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %582 = fly.get_shape(%581) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %583 = fly.get_layout(%457) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %584 = fly.get_shape(%583) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %585 = fly.get_layout(%522) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %586 = fly.get_shape(%585) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%578, %522, %441, %457, %522) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 2>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %587 = fly.atom.set_value(%11, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %588 = fly.atom.set_value(%587, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>
        %589 = fly.get_layout(%518) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %590 = fly.get_shape(%589) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %591 = fly.get_layout(%405) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %592 = fly.get_shape(%591) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %593 = fly.get_layout(%469) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %594 = fly.get_shape(%593) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %595 = fly.get_layout(%518) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %596 = fly.get_shape(%595) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%588, %518, %405, %469, %518) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 2, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %597 = fly.atom.set_value(%15, "scale_a", %479) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %598 = fly.atom.set_value(%597, "scale_b", %486) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, i32) -> !fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>
        %599 = fly.get_layout(%526) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %600 = fly.get_shape(%599) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %601 = fly.get_layout(%441) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %602 = fly.get_shape(%601) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %603 = fly.get_layout(%469) : (!fly.memref<i32, register, 4:1>) -> !fly.layout<4:1>
        %604 = fly.get_shape(%603) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %605 = fly.get_layout(%526) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %606 = fly.get_shape(%605) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        fly.gemm(%598, %526, %441, %469, %526) : (!fly.mma_atom<!fly_rocdl.cdna4.mfma_scale<16x16x128, (f4E2M1FN, f4E2M1FN) -> f32, opselA = 3, opselB = 3>>, !fly.memref<f32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<i32, register, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
        %607 = fly.memref.load_vec(%514) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %608 = fly.get_layout(%514) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %609 = fly.get_shape(%608) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %610 = fly.memref.load_vec(%518) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %611 = fly.get_layout(%518) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %612 = fly.get_shape(%611) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %613 = fly.memref.load_vec(%522) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %614 = fly.get_layout(%522) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %615 = fly.get_shape(%614) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        %616 = fly.memref.load_vec(%526) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
        %617 = fly.get_layout(%526) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
        %618 = fly.get_shape(%617) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
        rocdl.sched.group.barrier vmem_read, 7, 0
        rocdl.sched.group.barrier ds_read, 4, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.group.barrier mfma_wmma, 1, 0
        rocdl.sched.barrier none
        rocdl.s.waitcnt 0
        gpu.barrier
        scf.yield %607, %610, %613, %616 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
      }
      %156 = arith.extsi %arg5 : i32 to i64
      %c256_i64_36 = arith.constant 256 : i64
      %157 = arith.muli %156, %c256_i64_36 : i64
      %c2_i64 = arith.constant 2 : i64
      %158 = arith.muli %157, %c2_i64 : i64
      %159 = fly.inttoptr(%arg0) : (i64) -> !fly.ptr<bf16, global>
      %160 = fly.make_int_tuple() : () -> !fly.int_tuple<268435456>
      %161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %162 = fly.make_layout(%160, %161) : (!fly.int_tuple<268435456>, !fly.int_tuple<1>) -> !fly.layout<268435456:1>
      %163 = fly.make_view(%159, %162) : (!fly.ptr<bf16, global>, !fly.layout<268435456:1>) -> !fly.memref<bf16, global, 268435456:1>
      %164 = fly.get_iter(%163) : (!fly.memref<bf16, global, 268435456:1>) -> !fly.ptr<bf16, global>
      %165 = fly.get_layout(%163) : (!fly.memref<bf16, global, 268435456:1>) -> !fly.layout<268435456:1>
      %c0_i16_37 = arith.constant 0 : i16
      %c159744_i32_38 = arith.constant 159744 : i32
      %166 = fly.make_ptr(%164, %c0_i16_37, %158, %c159744_i32_38) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %167 = fly.make_view(%166, %165) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<268435456:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 268435456:1>
      %168 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %169 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %170 = fly.make_layout(%168, %169) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %171 = fly.logical_divide(%167, %170) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, 268435456:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>
      %172 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %c32_i32_39 = arith.constant 32 : i32
      %173 = arith.muli %21, %c32_i32_39 : i32
      %174 = arith.addi %26, %173 : i32
      %175 = arith.addi %174, %24 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %176 = arith.addi %25, %c0_i32_40 : i32
      %c4_i32_41 = arith.constant 4 : i32
      %177 = arith.muli %23, %c4_i32_41 : i32
      %178 = arith.addi %176, %177 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %179 = arith.addi %175, %c0_i32_42 : i32
      %180 = arith.truncf %155#0 : vector<4xf32> to vector<4xbf16>
      %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %185 = vector.extract %180[0] : bf16 from vector<4xbf16>
      %186 = vector.from_elements %185 : vector<1xbf16>
      fly.memref.store_vec(%186, %184) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c0_i32_43 = arith.constant 0 : i32
      %187 = arith.addi %178, %c0_i32_43 : i32
      %c256_i32_44 = arith.constant 256 : i32
      %188 = arith.muli %187, %c256_i32_44 : i32
      %189 = arith.addi %188, %179 : i32
      %190 = fly.make_int_tuple(%189) : (i32) -> !fly.int_tuple<(*,?)>
      %191 = fly.slice(%171, %190) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %184, %191) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %192 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %193 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %194 = fly.make_ordered_layout(%192, %193) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %195 = fly.memref.alloca(%194) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %196 = vector.extract %180[1] : bf16 from vector<4xbf16>
      %197 = vector.from_elements %196 : vector<1xbf16>
      fly.memref.store_vec(%197, %195) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c1_i32_45 = arith.constant 1 : i32
      %198 = arith.addi %178, %c1_i32_45 : i32
      %c256_i32_46 = arith.constant 256 : i32
      %199 = arith.muli %198, %c256_i32_46 : i32
      %200 = arith.addi %199, %179 : i32
      %201 = fly.make_int_tuple(%200) : (i32) -> !fly.int_tuple<(*,?)>
      %202 = fly.slice(%171, %201) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %195, %202) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %203 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %204 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %205 = fly.make_ordered_layout(%203, %204) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %206 = fly.memref.alloca(%205) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %207 = vector.extract %180[2] : bf16 from vector<4xbf16>
      %208 = vector.from_elements %207 : vector<1xbf16>
      fly.memref.store_vec(%208, %206) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c2_i32 = arith.constant 2 : i32
      %209 = arith.addi %178, %c2_i32 : i32
      %c256_i32_47 = arith.constant 256 : i32
      %210 = arith.muli %209, %c256_i32_47 : i32
      %211 = arith.addi %210, %179 : i32
      %212 = fly.make_int_tuple(%211) : (i32) -> !fly.int_tuple<(*,?)>
      %213 = fly.slice(%171, %212) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %206, %213) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %214 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %215 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %216 = fly.make_ordered_layout(%214, %215) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %217 = fly.memref.alloca(%216) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %218 = vector.extract %180[3] : bf16 from vector<4xbf16>
      %219 = vector.from_elements %218 : vector<1xbf16>
      fly.memref.store_vec(%219, %217) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c3_i32 = arith.constant 3 : i32
      %220 = arith.addi %178, %c3_i32 : i32
      %c256_i32_48 = arith.constant 256 : i32
      %221 = arith.muli %220, %c256_i32_48 : i32
      %222 = arith.addi %221, %179 : i32
      %223 = fly.make_int_tuple(%222) : (i32) -> !fly.int_tuple<(*,?)>
      %224 = fly.slice(%171, %223) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %217, %224) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %c16_i32_49 = arith.constant 16 : i32
      %225 = arith.addi %175, %c16_i32_49 : i32
      %226 = arith.truncf %155#1 : vector<4xf32> to vector<4xbf16>
      %227 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %228 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %229 = fly.make_ordered_layout(%227, %228) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %230 = fly.memref.alloca(%229) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %231 = vector.extract %226[0] : bf16 from vector<4xbf16>
      %232 = vector.from_elements %231 : vector<1xbf16>
      fly.memref.store_vec(%232, %230) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c0_i32_50 = arith.constant 0 : i32
      %233 = arith.addi %178, %c0_i32_50 : i32
      %c256_i32_51 = arith.constant 256 : i32
      %234 = arith.muli %233, %c256_i32_51 : i32
      %235 = arith.addi %234, %225 : i32
      %236 = fly.make_int_tuple(%235) : (i32) -> !fly.int_tuple<(*,?)>
      %237 = fly.slice(%171, %236) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %230, %237) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %238 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %239 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %240 = fly.make_ordered_layout(%238, %239) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %241 = fly.memref.alloca(%240) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %242 = vector.extract %226[1] : bf16 from vector<4xbf16>
      %243 = vector.from_elements %242 : vector<1xbf16>
      fly.memref.store_vec(%243, %241) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c1_i32_52 = arith.constant 1 : i32
      %244 = arith.addi %178, %c1_i32_52 : i32
      %c256_i32_53 = arith.constant 256 : i32
      %245 = arith.muli %244, %c256_i32_53 : i32
      %246 = arith.addi %245, %225 : i32
      %247 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
      %248 = fly.slice(%171, %247) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %241, %248) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %249 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %250 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %251 = fly.make_ordered_layout(%249, %250) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %252 = fly.memref.alloca(%251) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %253 = vector.extract %226[2] : bf16 from vector<4xbf16>
      %254 = vector.from_elements %253 : vector<1xbf16>
      fly.memref.store_vec(%254, %252) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c2_i32_54 = arith.constant 2 : i32
      %255 = arith.addi %178, %c2_i32_54 : i32
      %c256_i32_55 = arith.constant 256 : i32
      %256 = arith.muli %255, %c256_i32_55 : i32
      %257 = arith.addi %256, %225 : i32
      %258 = fly.make_int_tuple(%257) : (i32) -> !fly.int_tuple<(*,?)>
      %259 = fly.slice(%171, %258) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %252, %259) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %260 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %261 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %262 = fly.make_ordered_layout(%260, %261) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %263 = fly.memref.alloca(%262) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %264 = vector.extract %226[3] : bf16 from vector<4xbf16>
      %265 = vector.from_elements %264 : vector<1xbf16>
      fly.memref.store_vec(%265, %263) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c3_i32_56 = arith.constant 3 : i32
      %266 = arith.addi %178, %c3_i32_56 : i32
      %c256_i32_57 = arith.constant 256 : i32
      %267 = arith.muli %266, %c256_i32_57 : i32
      %268 = arith.addi %267, %225 : i32
      %269 = fly.make_int_tuple(%268) : (i32) -> !fly.int_tuple<(*,?)>
      %270 = fly.slice(%171, %269) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %263, %270) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %c16_i32_58 = arith.constant 16 : i32
      %271 = arith.addi %25, %c16_i32_58 : i32
      %c4_i32_59 = arith.constant 4 : i32
      %272 = arith.muli %23, %c4_i32_59 : i32
      %273 = arith.addi %271, %272 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %274 = arith.addi %175, %c0_i32_60 : i32
      %275 = arith.truncf %155#2 : vector<4xf32> to vector<4xbf16>
      %276 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %277 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %278 = fly.make_ordered_layout(%276, %277) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %279 = fly.memref.alloca(%278) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %280 = vector.extract %275[0] : bf16 from vector<4xbf16>
      %281 = vector.from_elements %280 : vector<1xbf16>
      fly.memref.store_vec(%281, %279) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c0_i32_61 = arith.constant 0 : i32
      %282 = arith.addi %273, %c0_i32_61 : i32
      %c256_i32_62 = arith.constant 256 : i32
      %283 = arith.muli %282, %c256_i32_62 : i32
      %284 = arith.addi %283, %274 : i32
      %285 = fly.make_int_tuple(%284) : (i32) -> !fly.int_tuple<(*,?)>
      %286 = fly.slice(%171, %285) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %279, %286) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %287 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %288 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %289 = fly.make_ordered_layout(%287, %288) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %290 = fly.memref.alloca(%289) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %291 = vector.extract %275[1] : bf16 from vector<4xbf16>
      %292 = vector.from_elements %291 : vector<1xbf16>
      fly.memref.store_vec(%292, %290) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c1_i32_63 = arith.constant 1 : i32
      %293 = arith.addi %273, %c1_i32_63 : i32
      %c256_i32_64 = arith.constant 256 : i32
      %294 = arith.muli %293, %c256_i32_64 : i32
      %295 = arith.addi %294, %274 : i32
      %296 = fly.make_int_tuple(%295) : (i32) -> !fly.int_tuple<(*,?)>
      %297 = fly.slice(%171, %296) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %290, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %298 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %299 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %300 = fly.make_ordered_layout(%298, %299) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %301 = fly.memref.alloca(%300) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %302 = vector.extract %275[2] : bf16 from vector<4xbf16>
      %303 = vector.from_elements %302 : vector<1xbf16>
      fly.memref.store_vec(%303, %301) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c2_i32_65 = arith.constant 2 : i32
      %304 = arith.addi %273, %c2_i32_65 : i32
      %c256_i32_66 = arith.constant 256 : i32
      %305 = arith.muli %304, %c256_i32_66 : i32
      %306 = arith.addi %305, %274 : i32
      %307 = fly.make_int_tuple(%306) : (i32) -> !fly.int_tuple<(*,?)>
      %308 = fly.slice(%171, %307) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %301, %308) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %310 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %311 = fly.make_ordered_layout(%309, %310) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %312 = fly.memref.alloca(%311) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %313 = vector.extract %275[3] : bf16 from vector<4xbf16>
      %314 = vector.from_elements %313 : vector<1xbf16>
      fly.memref.store_vec(%314, %312) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c3_i32_67 = arith.constant 3 : i32
      %315 = arith.addi %273, %c3_i32_67 : i32
      %c256_i32_68 = arith.constant 256 : i32
      %316 = arith.muli %315, %c256_i32_68 : i32
      %317 = arith.addi %316, %274 : i32
      %318 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
      %319 = fly.slice(%171, %318) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %312, %319) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %c16_i32_69 = arith.constant 16 : i32
      %320 = arith.addi %175, %c16_i32_69 : i32
      %321 = arith.truncf %155#3 : vector<4xf32> to vector<4xbf16>
      %322 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %323 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %324 = fly.make_ordered_layout(%322, %323) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %325 = fly.memref.alloca(%324) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %326 = vector.extract %321[0] : bf16 from vector<4xbf16>
      %327 = vector.from_elements %326 : vector<1xbf16>
      fly.memref.store_vec(%327, %325) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c0_i32_70 = arith.constant 0 : i32
      %328 = arith.addi %273, %c0_i32_70 : i32
      %c256_i32_71 = arith.constant 256 : i32
      %329 = arith.muli %328, %c256_i32_71 : i32
      %330 = arith.addi %329, %320 : i32
      %331 = fly.make_int_tuple(%330) : (i32) -> !fly.int_tuple<(*,?)>
      %332 = fly.slice(%171, %331) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %325, %332) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %333 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %334 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %335 = fly.make_ordered_layout(%333, %334) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %336 = fly.memref.alloca(%335) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %337 = vector.extract %321[1] : bf16 from vector<4xbf16>
      %338 = vector.from_elements %337 : vector<1xbf16>
      fly.memref.store_vec(%338, %336) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c1_i32_72 = arith.constant 1 : i32
      %339 = arith.addi %273, %c1_i32_72 : i32
      %c256_i32_73 = arith.constant 256 : i32
      %340 = arith.muli %339, %c256_i32_73 : i32
      %341 = arith.addi %340, %320 : i32
      %342 = fly.make_int_tuple(%341) : (i32) -> !fly.int_tuple<(*,?)>
      %343 = fly.slice(%171, %342) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %336, %343) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %344 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %345 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %346 = fly.make_ordered_layout(%344, %345) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %347 = fly.memref.alloca(%346) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %348 = vector.extract %321[2] : bf16 from vector<4xbf16>
      %349 = vector.from_elements %348 : vector<1xbf16>
      fly.memref.store_vec(%349, %347) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c2_i32_74 = arith.constant 2 : i32
      %350 = arith.addi %273, %c2_i32_74 : i32
      %c256_i32_75 = arith.constant 256 : i32
      %351 = arith.muli %350, %c256_i32_75 : i32
      %352 = arith.addi %351, %320 : i32
      %353 = fly.make_int_tuple(%352) : (i32) -> !fly.int_tuple<(*,?)>
      %354 = fly.slice(%171, %353) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %347, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      %359 = vector.extract %321[3] : bf16 from vector<4xbf16>
      %360 = vector.from_elements %359 : vector<1xbf16>
      fly.memref.store_vec(%360, %358) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
      %c3_i32_76 = arith.constant 3 : i32
      %361 = arith.addi %273, %c3_i32_76 : i32
      %c256_i32_77 = arith.constant 256 : i32
      %362 = arith.muli %361, %c256_i32_77 : i32
      %363 = arith.addi %362, %320 : i32
      %364 = fly.make_int_tuple(%363) : (i32) -> !fly.int_tuple<(*,?)>
      %365 = fly.slice(%171, %364) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,268435456):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      fly.copy(%172, %358, %365) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      gpu.return
    }
  }
}
