// FlyDSL 0.4.2: rmsnorm_dynamicquant/bf16_n1000_i8 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_quant_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, ?:1>, %arg2: !fly.memref<bf16, global, ?:1>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<i8, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %3 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %4 = fly.recast_iter(%2) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %5 = fly.recast_iter(%3) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %9 = fly.make_view(%4, %8) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_layout(%10, %11) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %13 = fly.make_view(%5, %12) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %14 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %15 = fly.get_layout(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %16 = fly.make_ptr(%14, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %17 = fly.make_view(%16, %15) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %18 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %19 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %20 = fly.make_layout(%18, %19) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %21 = fly.logical_divide(%17, %20) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %22 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %23 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %24 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %25 = fly.make_ptr(%23, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %26 = fly.make_view(%25, %24) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %27 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
      %28 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %29 = fly.make_ptr(%27, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %30 = fly.make_view(%29, %28) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %31 = fly.get_iter(%arg4) : (!fly.memref<i8, global, (?,?):(?{i64},1)>) -> !fly.ptr<i8, global>
      %32 = fly.get_layout(%arg4) : (!fly.memref<i8, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %33 = fly.make_ptr(%31, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<i8, global>, i16, i64, i32) -> !fly.ptr<i8, #fly_rocdl.buffer_desc>
      %34 = fly.make_view(%33, %32) : (!fly.ptr<i8, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %35 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %36 = fly.make_copy_atom {valBits = 8 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8>, 8>
      %37 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %38 = fly.slice(%26, %37) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %39 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %40 = fly.slice(%34, %39) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, ?:1>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %43 = fly.make_layout(%41, %42) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %44 = fly.logical_divide(%38, %43) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %45 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_layout(%45, %46) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %48 = fly.logical_divide(%30, %47) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_layout(%49, %50) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %52 = fly.logical_divide(%40, %51) : (!fly.memref<i8, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %54 = arith.cmpi slt, %53, %c1000_i32 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %55 = arith.select %54, %53, %c0_i32_9 : i32
      %56 = fly.make_int_tuple(%55) : (i32) -> !fly.int_tuple<(*,?)>
      %57 = fly.slice(%44, %56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %58 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %60 = fly.make_ordered_layout(%58, %59) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %61 = fly.memref.alloca(%60) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %57, %61) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %62 = fly.memref.load_vec(%61) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %63 = fly.get_layout(%61) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %64 = fly.get_shape(%63) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %65 = vector.extract %62[0] : bf16 from vector<1xbf16>
      %66 = arith.extf %65 : bf16 to f32
      %67 = arith.mulf %66, %66 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %68 = arith.select %54, %67, %cst : f32
      %cst_10 = arith.constant 0.000000e+00 : f32
      %69 = arith.addf %cst_10, %68 : f32
      %c256_i32 = arith.constant 256 : i32
      %70 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %71 = arith.cmpi slt, %70, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %72 = arith.select %71, %70, %c0_i32_12 : i32
      %73 = fly.make_int_tuple(%72) : (i32) -> !fly.int_tuple<(*,?)>
      %74 = fly.slice(%44, %73) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %76 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %77 = fly.make_ordered_layout(%75, %76) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %78 = fly.memref.alloca(%77) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %74, %78) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %79 = fly.memref.load_vec(%78) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %80 = fly.get_layout(%78) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %81 = fly.get_shape(%80) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %82 = vector.extract %79[0] : bf16 from vector<1xbf16>
      %83 = arith.extf %82 : bf16 to f32
      %84 = arith.mulf %83, %83 : f32
      %cst_13 = arith.constant 0.000000e+00 : f32
      %85 = arith.select %71, %84, %cst_13 : f32
      %86 = arith.addf %69, %85 : f32
      %c512_i32 = arith.constant 512 : i32
      %87 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_14 = arith.constant 1000 : i32
      %88 = arith.cmpi slt, %87, %c1000_i32_14 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %89 = arith.select %88, %87, %c0_i32_15 : i32
      %90 = fly.make_int_tuple(%89) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%44, %90) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %97 = fly.get_layout(%95) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : bf16 from vector<1xbf16>
      %100 = arith.extf %99 : bf16 to f32
      %101 = arith.mulf %100, %100 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %102 = arith.select %88, %101, %cst_16 : f32
      %103 = arith.addf %86, %102 : f32
      %c768_i32 = arith.constant 768 : i32
      %104 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %105 = arith.cmpi slt, %104, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %106 = arith.select %105, %104, %c0_i32_18 : i32
      %107 = fly.make_int_tuple(%106) : (i32) -> !fly.int_tuple<(*,?)>
      %108 = fly.slice(%44, %107) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %109 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %110 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %111 = fly.make_ordered_layout(%109, %110) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %112 = fly.memref.alloca(%111) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %108, %112) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %113 = fly.memref.load_vec(%112) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %114 = fly.get_layout(%112) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %115 = fly.get_shape(%114) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %116 = vector.extract %113[0] : bf16 from vector<1xbf16>
      %117 = arith.extf %116 : bf16 to f32
      %118 = arith.mulf %117, %117 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %119 = arith.select %105, %118, %cst_19 : f32
      %120 = arith.addf %103, %119 : f32
      %c64_i32 = arith.constant 64 : i32
      %121 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_20 = arith.constant 64 : i32
      %122 = arith.floordivsi %1, %c64_i32_20 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_21 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %120, %c32_i32, %c64_i32_21 : f32
      %123 = arith.addf %120, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %123, %c16_i32, %c64_i32_22 : f32
      %124 = arith.addf %123, %shuffleResult_23 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %124, %c8_i32, %c64_i32_25 : f32
      %125 = arith.addf %124, %shuffleResult_26 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %125, %c4_i32, %c64_i32_28 : f32
      %126 = arith.addf %125, %shuffleResult_29 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %126, %c2_i32, %c64_i32_31 : f32
      %127 = arith.addf %126, %shuffleResult_32 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %127, %c1_i32, %c64_i32_34 : f32
      %128 = arith.addf %127, %shuffleResult_35 fastmath<fast> : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %c32_i32_38 = arith.constant 32 : i32
      %c64_i32_39 = arith.constant 64 : i32
      %shuffleResult_40, %valid_41 = gpu.shuffle xor %cst_37, %c32_i32_38, %c64_i32_39 : f32
      %cst_42 = arith.constant 0.000000e+00 : f32
      %129 = arith.addf %cst_42, %shuffleResult_40 fastmath<fast> : f32
      %c16_i32_43 = arith.constant 16 : i32
      %c64_i32_44 = arith.constant 64 : i32
      %shuffleResult_45, %valid_46 = gpu.shuffle xor %129, %c16_i32_43, %c64_i32_44 : f32
      %130 = arith.addf %129, %shuffleResult_45 fastmath<fast> : f32
      %c8_i32_47 = arith.constant 8 : i32
      %c64_i32_48 = arith.constant 64 : i32
      %shuffleResult_49, %valid_50 = gpu.shuffle xor %130, %c8_i32_47, %c64_i32_48 : f32
      %131 = arith.addf %130, %shuffleResult_49 fastmath<fast> : f32
      %c4_i32_51 = arith.constant 4 : i32
      %c64_i32_52 = arith.constant 64 : i32
      %shuffleResult_53, %valid_54 = gpu.shuffle xor %131, %c4_i32_51, %c64_i32_52 : f32
      %132 = arith.addf %131, %shuffleResult_53 fastmath<fast> : f32
      %c2_i32_55 = arith.constant 2 : i32
      %c64_i32_56 = arith.constant 64 : i32
      %shuffleResult_57, %valid_58 = gpu.shuffle xor %132, %c2_i32_55, %c64_i32_56 : f32
      %133 = arith.addf %132, %shuffleResult_57 fastmath<fast> : f32
      %c1_i32_59 = arith.constant 1 : i32
      %c64_i32_60 = arith.constant 64 : i32
      %shuffleResult_61, %valid_62 = gpu.shuffle xor %133, %c1_i32_59, %c64_i32_60 : f32
      %134 = arith.addf %133, %shuffleResult_61 fastmath<fast> : f32
      %c0_i32_63 = arith.constant 0 : i32
      %135 = arith.cmpi eq, %121, %c0_i32_63 : i32
      scf.if %135 {
        %297 = fly.make_int_tuple(%122) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%128, %9, %297) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
        %298 = fly.make_int_tuple(%122) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%134, %13, %298) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_64 = arith.constant 0 : i32
      %136 = arith.cmpi eq, %122, %c0_i32_64 : i32
      scf.if %136 {
        %c4_i32_133 = arith.constant 4 : i32
        %297 = arith.cmpi slt, %121, %c4_i32_133 : i32
        %c0_i32_134 = arith.constant 0 : i32
        %298 = arith.select %297, %121, %c0_i32_134 : i32
        %299 = fly.make_int_tuple(%298) : (i32) -> !fly.int_tuple<?>
        %300 = fly.memref.load(%9, %299) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %301 = fly.make_int_tuple(%298) : (i32) -> !fly.int_tuple<?>
        %302 = fly.memref.load(%13, %301) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_135 = arith.constant 0.000000e+00 : f32
        %303 = arith.select %297, %300, %cst_135 : f32
        %cst_136 = arith.constant 0.000000e+00 : f32
        %304 = arith.select %297, %302, %cst_136 : f32
        %c32_i32_137 = arith.constant 32 : i32
        %c64_i32_138 = arith.constant 64 : i32
        %shuffleResult_139, %valid_140 = gpu.shuffle xor %303, %c32_i32_137, %c64_i32_138 : f32
        %305 = arith.addf %303, %shuffleResult_139 fastmath<fast> : f32
        %c16_i32_141 = arith.constant 16 : i32
        %c64_i32_142 = arith.constant 64 : i32
        %shuffleResult_143, %valid_144 = gpu.shuffle xor %305, %c16_i32_141, %c64_i32_142 : f32
        %306 = arith.addf %305, %shuffleResult_143 fastmath<fast> : f32
        %c8_i32_145 = arith.constant 8 : i32
        %c64_i32_146 = arith.constant 64 : i32
        %shuffleResult_147, %valid_148 = gpu.shuffle xor %306, %c8_i32_145, %c64_i32_146 : f32
        %307 = arith.addf %306, %shuffleResult_147 fastmath<fast> : f32
        %c4_i32_149 = arith.constant 4 : i32
        %c64_i32_150 = arith.constant 64 : i32
        %shuffleResult_151, %valid_152 = gpu.shuffle xor %307, %c4_i32_149, %c64_i32_150 : f32
        %308 = arith.addf %307, %shuffleResult_151 fastmath<fast> : f32
        %c2_i32_153 = arith.constant 2 : i32
        %c64_i32_154 = arith.constant 64 : i32
        %shuffleResult_155, %valid_156 = gpu.shuffle xor %308, %c2_i32_153, %c64_i32_154 : f32
        %309 = arith.addf %308, %shuffleResult_155 fastmath<fast> : f32
        %c1_i32_157 = arith.constant 1 : i32
        %c64_i32_158 = arith.constant 64 : i32
        %shuffleResult_159, %valid_160 = gpu.shuffle xor %309, %c1_i32_157, %c64_i32_158 : f32
        %310 = arith.addf %309, %shuffleResult_159 fastmath<fast> : f32
        %c32_i32_161 = arith.constant 32 : i32
        %c64_i32_162 = arith.constant 64 : i32
        %shuffleResult_163, %valid_164 = gpu.shuffle xor %304, %c32_i32_161, %c64_i32_162 : f32
        %311 = arith.addf %304, %shuffleResult_163 fastmath<fast> : f32
        %c16_i32_165 = arith.constant 16 : i32
        %c64_i32_166 = arith.constant 64 : i32
        %shuffleResult_167, %valid_168 = gpu.shuffle xor %311, %c16_i32_165, %c64_i32_166 : f32
        %312 = arith.addf %311, %shuffleResult_167 fastmath<fast> : f32
        %c8_i32_169 = arith.constant 8 : i32
        %c64_i32_170 = arith.constant 64 : i32
        %shuffleResult_171, %valid_172 = gpu.shuffle xor %312, %c8_i32_169, %c64_i32_170 : f32
        %313 = arith.addf %312, %shuffleResult_171 fastmath<fast> : f32
        %c4_i32_173 = arith.constant 4 : i32
        %c64_i32_174 = arith.constant 64 : i32
        %shuffleResult_175, %valid_176 = gpu.shuffle xor %313, %c4_i32_173, %c64_i32_174 : f32
        %314 = arith.addf %313, %shuffleResult_175 fastmath<fast> : f32
        %c2_i32_177 = arith.constant 2 : i32
        %c64_i32_178 = arith.constant 64 : i32
        %shuffleResult_179, %valid_180 = gpu.shuffle xor %314, %c2_i32_177, %c64_i32_178 : f32
        %315 = arith.addf %314, %shuffleResult_179 fastmath<fast> : f32
        %c1_i32_181 = arith.constant 1 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %shuffleResult_183, %valid_184 = gpu.shuffle xor %315, %c1_i32_181, %c64_i32_182 : f32
        %316 = arith.addf %315, %shuffleResult_183 fastmath<fast> : f32
        %c0_i32_185 = arith.constant 0 : i32
        %317 = arith.cmpi eq, %121, %c0_i32_185 : i32
        scf.if %317 {
          %318 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%310, %9, %318) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
          %319 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%316, %13, %319) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %137 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %138 = fly.memref.load(%9, %137) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %139 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %140 = fly.memref.load(%13, %139) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_65 = arith.constant 1.000000e+03 : f32
      %141 = arith.divf %138, %cst_65 : f32
      %cst_66 = arith.constant 9.99999974E-6 : f32
      %142 = arith.addf %141, %cst_66 : f32
      %143 = math.rsqrt %142 fastmath<fast> : f32
      %c0_i32_67 = arith.constant 0 : i32
      %144 = arith.addi %1, %c0_i32_67 : i32
      %c1000_i32_68 = arith.constant 1000 : i32
      %145 = arith.cmpi slt, %144, %c1000_i32_68 : i32
      %c0_i32_69 = arith.constant 0 : i32
      %146 = arith.select %145, %144, %c0_i32_69 : i32
      %147 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<(*,?)>
      %148 = fly.slice(%44, %147) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %149 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %150 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %151 = fly.make_ordered_layout(%149, %150) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %152 = fly.memref.alloca(%151) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %148, %152) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %153 = fly.memref.load_vec(%152) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %154 = fly.get_layout(%152) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %155 = fly.get_shape(%154) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %156 = vector.extract %153[0] : bf16 from vector<1xbf16>
      %157 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<(*,?)>
      %158 = fly.slice(%48, %157) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %160 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %161 = fly.make_ordered_layout(%159, %160) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %162 = fly.memref.alloca(%161) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %158, %162) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %163 = fly.memref.load_vec(%162) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %164 = fly.get_layout(%162) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %165 = fly.get_shape(%164) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %166 = vector.extract %163[0] : bf16 from vector<1xbf16>
      %167 = arith.extf %156 : bf16 to f32
      %168 = arith.extf %166 : bf16 to f32
      %169 = arith.mulf %167, %143 : f32
      %170 = arith.mulf %169, %168 : f32
      %cst_70 = arith.constant 0.000000e+00 : f32
      %171 = arith.cmpf olt, %170, %cst_70 : f32
      %cst_71 = arith.constant 0.000000e+00 : f32
      %172 = arith.subf %cst_71, %170 : f32
      %173 = arith.select %171, %172, %170 : f32
      %cst_72 = arith.constant 0.000000e+00 : f32
      %174 = arith.select %145, %173, %cst_72 : f32
      %cst_73 = arith.constant 0.000000e+00 : f32
      %175 = arith.maximumf %cst_73, %174 : f32
      %c256_i32_74 = arith.constant 256 : i32
      %176 = arith.addi %1, %c256_i32_74 : i32
      %c1000_i32_75 = arith.constant 1000 : i32
      %177 = arith.cmpi slt, %176, %c1000_i32_75 : i32
      %c0_i32_76 = arith.constant 0 : i32
      %178 = arith.select %177, %176, %c0_i32_76 : i32
      %179 = fly.make_int_tuple(%178) : (i32) -> !fly.int_tuple<(*,?)>
      %180 = fly.slice(%44, %179) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %180, %184) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %185 = fly.memref.load_vec(%184) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %186 = fly.get_layout(%184) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %187 = fly.get_shape(%186) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %188 = vector.extract %185[0] : bf16 from vector<1xbf16>
      %189 = fly.make_int_tuple(%178) : (i32) -> !fly.int_tuple<(*,?)>
      %190 = fly.slice(%48, %189) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %191 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %192 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %193 = fly.make_ordered_layout(%191, %192) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %194 = fly.memref.alloca(%193) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %190, %194) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %195 = fly.memref.load_vec(%194) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %196 = fly.get_layout(%194) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %197 = fly.get_shape(%196) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %198 = vector.extract %195[0] : bf16 from vector<1xbf16>
      %199 = arith.extf %188 : bf16 to f32
      %200 = arith.extf %198 : bf16 to f32
      %201 = arith.mulf %199, %143 : f32
      %202 = arith.mulf %201, %200 : f32
      %cst_77 = arith.constant 0.000000e+00 : f32
      %203 = arith.cmpf olt, %202, %cst_77 : f32
      %cst_78 = arith.constant 0.000000e+00 : f32
      %204 = arith.subf %cst_78, %202 : f32
      %205 = arith.select %203, %204, %202 : f32
      %cst_79 = arith.constant 0.000000e+00 : f32
      %206 = arith.select %177, %205, %cst_79 : f32
      %207 = arith.maximumf %175, %206 : f32
      %c512_i32_80 = arith.constant 512 : i32
      %208 = arith.addi %1, %c512_i32_80 : i32
      %c1000_i32_81 = arith.constant 1000 : i32
      %209 = arith.cmpi slt, %208, %c1000_i32_81 : i32
      %c0_i32_82 = arith.constant 0 : i32
      %210 = arith.select %209, %208, %c0_i32_82 : i32
      %211 = fly.make_int_tuple(%210) : (i32) -> !fly.int_tuple<(*,?)>
      %212 = fly.slice(%44, %211) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %213 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %214 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %215 = fly.make_ordered_layout(%213, %214) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %216 = fly.memref.alloca(%215) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %212, %216) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %217 = fly.memref.load_vec(%216) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %218 = fly.get_layout(%216) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %219 = fly.get_shape(%218) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %220 = vector.extract %217[0] : bf16 from vector<1xbf16>
      %221 = fly.make_int_tuple(%210) : (i32) -> !fly.int_tuple<(*,?)>
      %222 = fly.slice(%48, %221) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %223 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %224 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %225 = fly.make_ordered_layout(%223, %224) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %226 = fly.memref.alloca(%225) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %222, %226) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %227 = fly.memref.load_vec(%226) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %228 = fly.get_layout(%226) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %229 = fly.get_shape(%228) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %230 = vector.extract %227[0] : bf16 from vector<1xbf16>
      %231 = arith.extf %220 : bf16 to f32
      %232 = arith.extf %230 : bf16 to f32
      %233 = arith.mulf %231, %143 : f32
      %234 = arith.mulf %233, %232 : f32
      %cst_83 = arith.constant 0.000000e+00 : f32
      %235 = arith.cmpf olt, %234, %cst_83 : f32
      %cst_84 = arith.constant 0.000000e+00 : f32
      %236 = arith.subf %cst_84, %234 : f32
      %237 = arith.select %235, %236, %234 : f32
      %cst_85 = arith.constant 0.000000e+00 : f32
      %238 = arith.select %209, %237, %cst_85 : f32
      %239 = arith.maximumf %207, %238 : f32
      %c768_i32_86 = arith.constant 768 : i32
      %240 = arith.addi %1, %c768_i32_86 : i32
      %c1000_i32_87 = arith.constant 1000 : i32
      %241 = arith.cmpi slt, %240, %c1000_i32_87 : i32
      %c0_i32_88 = arith.constant 0 : i32
      %242 = arith.select %241, %240, %c0_i32_88 : i32
      %243 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
      %244 = fly.slice(%44, %243) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %245 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %246 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %247 = fly.make_ordered_layout(%245, %246) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %248 = fly.memref.alloca(%247) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %244, %248) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %249 = fly.memref.load_vec(%248) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %250 = fly.get_layout(%248) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %251 = fly.get_shape(%250) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %252 = vector.extract %249[0] : bf16 from vector<1xbf16>
      %253 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
      %254 = fly.slice(%48, %253) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %255 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %256 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %257 = fly.make_ordered_layout(%255, %256) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %258 = fly.memref.alloca(%257) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %254, %258) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %259 = fly.memref.load_vec(%258) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %260 = fly.get_layout(%258) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %261 = fly.get_shape(%260) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %262 = vector.extract %259[0] : bf16 from vector<1xbf16>
      %263 = arith.extf %252 : bf16 to f32
      %264 = arith.extf %262 : bf16 to f32
      %265 = arith.mulf %263, %143 : f32
      %266 = arith.mulf %265, %264 : f32
      %cst_89 = arith.constant 0.000000e+00 : f32
      %267 = arith.cmpf olt, %266, %cst_89 : f32
      %cst_90 = arith.constant 0.000000e+00 : f32
      %268 = arith.subf %cst_90, %266 : f32
      %269 = arith.select %267, %268, %266 : f32
      %cst_91 = arith.constant 0.000000e+00 : f32
      %270 = arith.select %241, %269, %cst_91 : f32
      %271 = arith.maximumf %239, %270 : f32
      %c64_i32_92 = arith.constant 64 : i32
      %272 = arith.remsi %1, %c64_i32_92 : i32
      %c64_i32_93 = arith.constant 64 : i32
      %273 = arith.floordivsi %1, %c64_i32_93 : i32
      %c32_i32_94 = arith.constant 32 : i32
      %c64_i32_95 = arith.constant 64 : i32
      %shuffleResult_96, %valid_97 = gpu.shuffle xor %271, %c32_i32_94, %c64_i32_95 : f32
      %274 = arith.maximumf %271, %shuffleResult_96 : f32
      %c16_i32_98 = arith.constant 16 : i32
      %c64_i32_99 = arith.constant 64 : i32
      %shuffleResult_100, %valid_101 = gpu.shuffle xor %274, %c16_i32_98, %c64_i32_99 : f32
      %275 = arith.maximumf %274, %shuffleResult_100 : f32
      %c8_i32_102 = arith.constant 8 : i32
      %c64_i32_103 = arith.constant 64 : i32
      %shuffleResult_104, %valid_105 = gpu.shuffle xor %275, %c8_i32_102, %c64_i32_103 : f32
      %276 = arith.maximumf %275, %shuffleResult_104 : f32
      %c4_i32_106 = arith.constant 4 : i32
      %c64_i32_107 = arith.constant 64 : i32
      %shuffleResult_108, %valid_109 = gpu.shuffle xor %276, %c4_i32_106, %c64_i32_107 : f32
      %277 = arith.maximumf %276, %shuffleResult_108 : f32
      %c2_i32_110 = arith.constant 2 : i32
      %c64_i32_111 = arith.constant 64 : i32
      %shuffleResult_112, %valid_113 = gpu.shuffle xor %277, %c2_i32_110, %c64_i32_111 : f32
      %278 = arith.maximumf %277, %shuffleResult_112 : f32
      %c1_i32_114 = arith.constant 1 : i32
      %c64_i32_115 = arith.constant 64 : i32
      %shuffleResult_116, %valid_117 = gpu.shuffle xor %278, %c1_i32_114, %c64_i32_115 : f32
      %279 = arith.maximumf %278, %shuffleResult_116 : f32
      %c0_i32_118 = arith.constant 0 : i32
      %280 = arith.cmpi eq, %272, %c0_i32_118 : i32
      scf.if %280 {
        %297 = fly.make_int_tuple(%273) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%279, %9, %297) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_119 = arith.constant 0 : i32
      %281 = arith.cmpi eq, %273, %c0_i32_119 : i32
      scf.if %281 {
        %c4_i32_133 = arith.constant 4 : i32
        %297 = arith.cmpi slt, %272, %c4_i32_133 : i32
        %c0_i32_134 = arith.constant 0 : i32
        %298 = arith.select %297, %272, %c0_i32_134 : i32
        %299 = fly.make_int_tuple(%298) : (i32) -> !fly.int_tuple<?>
        %300 = fly.memref.load(%9, %299) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_135 = arith.constant 0xFF800000 : f32
        %301 = arith.select %297, %300, %cst_135 : f32
        %c32_i32_136 = arith.constant 32 : i32
        %c64_i32_137 = arith.constant 64 : i32
        %shuffleResult_138, %valid_139 = gpu.shuffle xor %301, %c32_i32_136, %c64_i32_137 : f32
        %302 = arith.maximumf %301, %shuffleResult_138 : f32
        %c16_i32_140 = arith.constant 16 : i32
        %c64_i32_141 = arith.constant 64 : i32
        %shuffleResult_142, %valid_143 = gpu.shuffle xor %302, %c16_i32_140, %c64_i32_141 : f32
        %303 = arith.maximumf %302, %shuffleResult_142 : f32
        %c8_i32_144 = arith.constant 8 : i32
        %c64_i32_145 = arith.constant 64 : i32
        %shuffleResult_146, %valid_147 = gpu.shuffle xor %303, %c8_i32_144, %c64_i32_145 : f32
        %304 = arith.maximumf %303, %shuffleResult_146 : f32
        %c4_i32_148 = arith.constant 4 : i32
        %c64_i32_149 = arith.constant 64 : i32
        %shuffleResult_150, %valid_151 = gpu.shuffle xor %304, %c4_i32_148, %c64_i32_149 : f32
        %305 = arith.maximumf %304, %shuffleResult_150 : f32
        %c2_i32_152 = arith.constant 2 : i32
        %c64_i32_153 = arith.constant 64 : i32
        %shuffleResult_154, %valid_155 = gpu.shuffle xor %305, %c2_i32_152, %c64_i32_153 : f32
        %306 = arith.maximumf %305, %shuffleResult_154 : f32
        %c1_i32_156 = arith.constant 1 : i32
        %c64_i32_157 = arith.constant 64 : i32
        %shuffleResult_158, %valid_159 = gpu.shuffle xor %306, %c1_i32_156, %c64_i32_157 : f32
        %307 = arith.maximumf %306, %shuffleResult_158 : f32
        %c0_i32_160 = arith.constant 0 : i32
        %308 = arith.cmpi eq, %272, %c0_i32_160 : i32
        scf.if %308 {
          %309 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%307, %9, %309) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %282 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %283 = fly.memref.load(%9, %282) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_120 = arith.constant 1.270000e+02 : f32
      %284 = arith.divf %283, %cst_120 : f32
      %cst_121 = arith.constant 0.000000e+00 : f32
      %285 = arith.cmpf oeq, %284, %cst_121 : f32
      %cst_122 = arith.constant 1.000000e+00 : f32
      %286 = arith.select %285, %cst_122, %284 : f32
      %c0_i32_123 = arith.constant 0 : i32
      %287 = arith.cmpi eq, %1, %c0_i32_123 : i32
      scf.if %287 {
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %298 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %299 = fly.make_ordered_layout(%297, %298) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %300 = fly.memref.alloca(%299) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %301 = vector.broadcast %286 : f32 to vector<1xf32>
        fly.memref.store_vec(%301, %300) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %302 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
        %303 = fly.slice(%21, %302) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %300, %303) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %cst_124 = arith.constant 1.000000e+00 : f32
      %288 = arith.divf %cst_124, %286 : f32
      %c0_i32_125 = arith.constant 0 : i32
      %289 = arith.addi %1, %c0_i32_125 : i32
      %c1000_i32_126 = arith.constant 1000 : i32
      %290 = arith.cmpi slt, %289, %c1000_i32_126 : i32
      scf.if %290 {
        %297 = fly.make_int_tuple(%289) : (i32) -> !fly.int_tuple<(*,?)>
        %298 = fly.slice(%44, %297) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %301 = fly.make_ordered_layout(%299, %300) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %302 = fly.memref.alloca(%301) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %298, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %303 = fly.memref.load_vec(%302) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %304 = fly.get_layout(%302) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %305 = fly.get_shape(%304) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %306 = vector.extract %303[0] : bf16 from vector<1xbf16>
        %307 = fly.make_int_tuple(%289) : (i32) -> !fly.int_tuple<(*,?)>
        %308 = fly.slice(%48, %307) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %310 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %311 = fly.make_ordered_layout(%309, %310) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %312 = fly.memref.alloca(%311) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %308, %312) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %313 = fly.memref.load_vec(%312) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %314 = fly.get_layout(%312) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %315 = fly.get_shape(%314) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %316 = vector.extract %313[0] : bf16 from vector<1xbf16>
        %317 = arith.extf %306 : bf16 to f32
        %318 = arith.extf %316 : bf16 to f32
        %319 = arith.mulf %317, %143 : f32
        %320 = arith.mulf %319, %318 : f32
        %321 = arith.mulf %320, %288 : f32
        %322 = arith.fptosi %321 : f32 to i8
        %323 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %324 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %325 = fly.make_ordered_layout(%323, %324) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %326 = fly.memref.alloca(%325) : (!fly.layout<1:1>) -> !fly.memref<i8, register, 1:1>
        %327 = vector.broadcast %322 : i8 to vector<1xi8>
        fly.memref.store_vec(%327, %326) : (vector<1xi8>, !fly.memref<i8, register, 1:1>) -> ()
        %328 = fly.make_int_tuple(%289) : (i32) -> !fly.int_tuple<(*,?)>
        %329 = fly.slice(%52, %328) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%36, %326, %329) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8>, 8>, !fly.memref<i8, register, 1:1>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_127 = arith.constant 256 : i32
      %291 = arith.addi %1, %c256_i32_127 : i32
      %c1000_i32_128 = arith.constant 1000 : i32
      %292 = arith.cmpi slt, %291, %c1000_i32_128 : i32
      scf.if %292 {
        %297 = fly.make_int_tuple(%291) : (i32) -> !fly.int_tuple<(*,?)>
        %298 = fly.slice(%44, %297) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %301 = fly.make_ordered_layout(%299, %300) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %302 = fly.memref.alloca(%301) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %298, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %303 = fly.memref.load_vec(%302) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %304 = fly.get_layout(%302) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %305 = fly.get_shape(%304) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %306 = vector.extract %303[0] : bf16 from vector<1xbf16>
        %307 = fly.make_int_tuple(%291) : (i32) -> !fly.int_tuple<(*,?)>
        %308 = fly.slice(%48, %307) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %310 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %311 = fly.make_ordered_layout(%309, %310) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %312 = fly.memref.alloca(%311) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %308, %312) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %313 = fly.memref.load_vec(%312) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %314 = fly.get_layout(%312) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %315 = fly.get_shape(%314) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %316 = vector.extract %313[0] : bf16 from vector<1xbf16>
        %317 = arith.extf %306 : bf16 to f32
        %318 = arith.extf %316 : bf16 to f32
        %319 = arith.mulf %317, %143 : f32
        %320 = arith.mulf %319, %318 : f32
        %321 = arith.mulf %320, %288 : f32
        %322 = arith.fptosi %321 : f32 to i8
        %323 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %324 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %325 = fly.make_ordered_layout(%323, %324) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %326 = fly.memref.alloca(%325) : (!fly.layout<1:1>) -> !fly.memref<i8, register, 1:1>
        %327 = vector.broadcast %322 : i8 to vector<1xi8>
        fly.memref.store_vec(%327, %326) : (vector<1xi8>, !fly.memref<i8, register, 1:1>) -> ()
        %328 = fly.make_int_tuple(%291) : (i32) -> !fly.int_tuple<(*,?)>
        %329 = fly.slice(%52, %328) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%36, %326, %329) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8>, 8>, !fly.memref<i8, register, 1:1>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_129 = arith.constant 512 : i32
      %293 = arith.addi %1, %c512_i32_129 : i32
      %c1000_i32_130 = arith.constant 1000 : i32
      %294 = arith.cmpi slt, %293, %c1000_i32_130 : i32
      scf.if %294 {
        %297 = fly.make_int_tuple(%293) : (i32) -> !fly.int_tuple<(*,?)>
        %298 = fly.slice(%44, %297) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %301 = fly.make_ordered_layout(%299, %300) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %302 = fly.memref.alloca(%301) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %298, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %303 = fly.memref.load_vec(%302) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %304 = fly.get_layout(%302) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %305 = fly.get_shape(%304) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %306 = vector.extract %303[0] : bf16 from vector<1xbf16>
        %307 = fly.make_int_tuple(%293) : (i32) -> !fly.int_tuple<(*,?)>
        %308 = fly.slice(%48, %307) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %310 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %311 = fly.make_ordered_layout(%309, %310) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %312 = fly.memref.alloca(%311) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %308, %312) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %313 = fly.memref.load_vec(%312) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %314 = fly.get_layout(%312) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %315 = fly.get_shape(%314) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %316 = vector.extract %313[0] : bf16 from vector<1xbf16>
        %317 = arith.extf %306 : bf16 to f32
        %318 = arith.extf %316 : bf16 to f32
        %319 = arith.mulf %317, %143 : f32
        %320 = arith.mulf %319, %318 : f32
        %321 = arith.mulf %320, %288 : f32
        %322 = arith.fptosi %321 : f32 to i8
        %323 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %324 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %325 = fly.make_ordered_layout(%323, %324) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %326 = fly.memref.alloca(%325) : (!fly.layout<1:1>) -> !fly.memref<i8, register, 1:1>
        %327 = vector.broadcast %322 : i8 to vector<1xi8>
        fly.memref.store_vec(%327, %326) : (vector<1xi8>, !fly.memref<i8, register, 1:1>) -> ()
        %328 = fly.make_int_tuple(%293) : (i32) -> !fly.int_tuple<(*,?)>
        %329 = fly.slice(%52, %328) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%36, %326, %329) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8>, 8>, !fly.memref<i8, register, 1:1>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_131 = arith.constant 768 : i32
      %295 = arith.addi %1, %c768_i32_131 : i32
      %c1000_i32_132 = arith.constant 1000 : i32
      %296 = arith.cmpi slt, %295, %c1000_i32_132 : i32
      scf.if %296 {
        %297 = fly.make_int_tuple(%295) : (i32) -> !fly.int_tuple<(*,?)>
        %298 = fly.slice(%44, %297) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %299 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %300 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %301 = fly.make_ordered_layout(%299, %300) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %302 = fly.memref.alloca(%301) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %298, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %303 = fly.memref.load_vec(%302) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %304 = fly.get_layout(%302) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %305 = fly.get_shape(%304) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %306 = vector.extract %303[0] : bf16 from vector<1xbf16>
        %307 = fly.make_int_tuple(%295) : (i32) -> !fly.int_tuple<(*,?)>
        %308 = fly.slice(%48, %307) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %309 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %310 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %311 = fly.make_ordered_layout(%309, %310) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %312 = fly.memref.alloca(%311) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %308, %312) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %313 = fly.memref.load_vec(%312) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %314 = fly.get_layout(%312) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %315 = fly.get_shape(%314) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %316 = vector.extract %313[0] : bf16 from vector<1xbf16>
        %317 = arith.extf %306 : bf16 to f32
        %318 = arith.extf %316 : bf16 to f32
        %319 = arith.mulf %317, %143 : f32
        %320 = arith.mulf %319, %318 : f32
        %321 = arith.mulf %320, %288 : f32
        %322 = arith.fptosi %321 : f32 to i8
        %323 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %324 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %325 = fly.make_ordered_layout(%323, %324) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %326 = fly.memref.alloca(%325) : (!fly.layout<1:1>) -> !fly.memref<i8, register, 1:1>
        %327 = vector.broadcast %322 : i8 to vector<1xi8>
        fly.memref.store_vec(%327, %326) : (vector<1xi8>, !fly.memref<i8, register, 1:1>) -> ()
        %328 = fly.make_int_tuple(%295) : (i32) -> !fly.int_tuple<(*,?)>
        %329 = fly.slice(%52, %328) : (!fly.memref<i8, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%36, %326, %329) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<8>, 8>, !fly.memref<i8, register, 1:1>, !fly.memref<i8, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
