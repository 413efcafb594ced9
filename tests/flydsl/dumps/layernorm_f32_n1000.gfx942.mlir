// FlyDSL 0.4.2: layernorm_f32_n1000 for gfx942, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @layernorm_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, ?:1>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %14 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %15 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %16 = fly.make_ptr(%14, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %17 = fly.make_view(%16, %15) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %18 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %19 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %20 = fly.make_ptr(%18, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %21 = fly.make_view(%20, %19) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %22 = fly.get_iter(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %23 = fly.get_layout(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %24 = fly.make_ptr(%22, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %25 = fly.make_view(%24, %23) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %26 = fly.get_iter(%arg2) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %27 = fly.get_layout(%arg2) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %28 = fly.make_ptr(%26, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %29 = fly.make_view(%28, %27) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %30 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %31 = fly.slice(%17, %30) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %33 = fly.slice(%21, %32) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %34 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_layout(%35, %36) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %38 = fly.logical_divide(%31, %37) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %41 = fly.make_layout(%39, %40) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %42 = fly.logical_divide(%25, %41) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %46 = fly.logical_divide(%29, %45) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %47 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %48 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %49 = fly.make_layout(%47, %48) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %50 = fly.logical_divide(%33, %49) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %52 = arith.cmpi slt, %51, %c1000_i32 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %53 = arith.select %52, %51, %c0_i32_9 : i32
      %54 = fly.make_int_tuple(%53) : (i32) -> !fly.int_tuple<(*,?)>
      %55 = fly.slice(%38, %54) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %57 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %58 = fly.make_ordered_layout(%56, %57) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %59 = fly.memref.alloca(%58) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%34, %55, %59) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %60 = fly.memref.load_vec(%59) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %61 = fly.get_layout(%59) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %62 = fly.get_shape(%61) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %63 = vector.extract %60[0] : f32 from vector<1xf32>
      %64 = arith.mulf %63, %63 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %65 = arith.select %52, %63, %cst : f32
      %cst_10 = arith.constant 0.000000e+00 : f32
      %66 = arith.select %52, %64, %cst_10 : f32
      %cst_11 = arith.constant 0.000000e+00 : f32
      %67 = arith.addf %cst_11, %65 : f32
      %cst_12 = arith.constant 0.000000e+00 : f32
      %68 = arith.addf %cst_12, %66 : f32
      %c256_i32 = arith.constant 256 : i32
      %69 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_13 = arith.constant 1000 : i32
      %70 = arith.cmpi slt, %69, %c1000_i32_13 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %71 = arith.select %70, %69, %c0_i32_14 : i32
      %72 = fly.make_int_tuple(%71) : (i32) -> !fly.int_tuple<(*,?)>
      %73 = fly.slice(%38, %72) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %74 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %75 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %76 = fly.make_ordered_layout(%74, %75) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %77 = fly.memref.alloca(%76) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%34, %73, %77) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %78 = fly.memref.load_vec(%77) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %79 = fly.get_layout(%77) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %80 = fly.get_shape(%79) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %81 = vector.extract %78[0] : f32 from vector<1xf32>
      %82 = arith.mulf %81, %81 : f32
      %cst_15 = arith.constant 0.000000e+00 : f32
      %83 = arith.select %70, %81, %cst_15 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %84 = arith.select %70, %82, %cst_16 : f32
      %85 = arith.addf %67, %83 : f32
      %86 = arith.addf %68, %84 : f32
      %c512_i32 = arith.constant 512 : i32
      %87 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %88 = arith.cmpi slt, %87, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %89 = arith.select %88, %87, %c0_i32_18 : i32
      %90 = fly.make_int_tuple(%89) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%38, %90) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%34, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %97 = fly.get_layout(%95) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : f32 from vector<1xf32>
      %100 = arith.mulf %99, %99 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %101 = arith.select %88, %99, %cst_19 : f32
      %cst_20 = arith.constant 0.000000e+00 : f32
      %102 = arith.select %88, %100, %cst_20 : f32
      %103 = arith.addf %85, %101 : f32
      %104 = arith.addf %86, %102 : f32
      %c768_i32 = arith.constant 768 : i32
      %105 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_21 = arith.constant 1000 : i32
      %106 = arith.cmpi slt, %105, %c1000_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %107 = arith.select %106, %105, %c0_i32_22 : i32
      %108 = fly.make_int_tuple(%107) : (i32) -> !fly.int_tuple<(*,?)>
      %109 = fly.slice(%38, %108) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %110 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %112 = fly.make_ordered_layout(%110, %111) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %113 = fly.memref.alloca(%112) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%34, %109, %113) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %114 = fly.memref.load_vec(%113) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %115 = fly.get_layout(%113) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %116 = fly.get_shape(%115) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %117 = vector.extract %114[0] : f32 from vector<1xf32>
      %118 = arith.mulf %117, %117 : f32
      %cst_23 = arith.constant 0.000000e+00 : f32
      %119 = arith.select %106, %117, %cst_23 : f32
      %cst_24 = arith.constant 0.000000e+00 : f32
      %120 = arith.select %106, %118, %cst_24 : f32
      %121 = arith.addf %103, %119 : f32
      %122 = arith.addf %104, %120 : f32
      %c64_i32 = arith.constant 64 : i32
      %123 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %124 = arith.floordivsi %1, %c64_i32_25 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_26 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %121, %c32_i32, %c64_i32_26 : f32
      %125 = arith.addf %121, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_27 = arith.constant 64 : i32
      %shuffleResult_28, %valid_29 = gpu.shuffle xor %125, %c16_i32, %c64_i32_27 : f32
      %126 = arith.addf %125, %shuffleResult_28 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_30 = arith.constant 64 : i32
      %shuffleResult_31, %valid_32 = gpu.shuffle xor %126, %c8_i32, %c64_i32_30 : f32
      %127 = arith.addf %126, %shuffleResult_31 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_33 = arith.constant 64 : i32
      %shuffleResult_34, %valid_35 = gpu.shuffle xor %127, %c4_i32, %c64_i32_33 : f32
      %128 = arith.addf %127, %shuffleResult_34 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_36 = arith.constant 64 : i32
      %shuffleResult_37, %valid_38 = gpu.shuffle xor %128, %c2_i32, %c64_i32_36 : f32
      %129 = arith.addf %128, %shuffleResult_37 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_39 = arith.constant 64 : i32
      %shuffleResult_40, %valid_41 = gpu.shuffle xor %129, %c1_i32, %c64_i32_39 : f32
      %130 = arith.addf %129, %shuffleResult_40 fastmath<fast> : f32
      %c32_i32_42 = arith.constant 32 : i32
      %c64_i32_43 = arith.constant 64 : i32
      %shuffleResult_44, %valid_45 = gpu.shuffle xor %122, %c32_i32_42, %c64_i32_43 : f32
      %131 = arith.addf %122, %shuffleResult_44 fastmath<fast> : f32
      %c16_i32_46 = arith.constant 16 : i32
      %c64_i32_47 = arith.constant 64 : i32
      %shuffleResult_48, %valid_49 = gpu.shuffle xor %131, %c16_i32_46, %c64_i32_47 : f32
      %132 = arith.addf %131, %shuffleResult_48 fastmath<fast> : f32
      %c8_i32_50 = arith.constant 8 : i32
      %c64_i32_51 = arith.constant 64 : i32
      %shuffleResult_52, %valid_53 = gpu.shuffle xor %132, %c8_i32_50, %c64_i32_51 : f32
      %133 = arith.addf %132, %shuffleResult_52 fastmath<fast> : f32
      %c4_i32_54 = arith.constant 4 : i32
      %c64_i32_55 = arith.constant 64 : i32
      %shuffleResult_56, %valid_57 = gpu.shuffle xor %133, %c4_i32_54, %c64_i32_55 : f32
      %134 = arith.addf %133, %shuffleResult_56 fastmath<fast> : f32
      %c2_i32_58 = arith.constant 2 : i32
      %c64_i32_59 = arith.constant 64 : i32
      %shuffleResult_60, %valid_61 = gpu.shuffle xor %134, %c2_i32_58, %c64_i32_59 : f32
      %135 = arith.addf %134, %shuffleResult_60 fastmath<fast> : f32
      %c1_i32_62 = arith.constant 1 : i32
      %c64_i32_63 = arith.constant 64 : i32
      %shuffleResult_64, %valid_65 = gpu.shuffle xor %135, %c1_i32_62, %c64_i32_63 : f32
      %136 = arith.addf %135, %shuffleResult_64 fastmath<fast> : f32
      %c0_i32_66 = arith.constant 0 : i32
      %137 = arith.cmpi eq, %123, %c0_i32_66 : i32
      scf.if %137 {
        %159 = fly.make_int_tuple(%124) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%130, %9, %159) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
        %160 = fly.make_int_tuple(%124) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%136, %13, %160) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_67 = arith.constant 0 : i32
      %138 = arith.cmpi eq, %124, %c0_i32_67 : i32
      scf.if %138 {
        %c4_i32_81 = arith.constant 4 : i32
        %159 = arith.cmpi slt, %123, %c4_i32_81 : i32
        %c0_i32_82 = arith.constant 0 : i32
        %160 = arith.select %159, %123, %c0_i32_82 : i32
        %161 = fly.make_int_tuple(%160) : (i32) -> !fly.int_tuple<?>
        %162 = fly.memref.load(%9, %161) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %163 = fly.make_int_tuple(%160) : (i32) -> !fly.int_tuple<?>
        %164 = fly.memref.load(%13, %163) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_83 = arith.constant 0.000000e+00 : f32
        %165 = arith.select %159, %162, %cst_83 : f32
        %cst_84 = arith.constant 0.000000e+00 : f32
        %166 = arith.select %159, %164, %cst_84 : f32
        %c32_i32_85 = arith.constant 32 : i32
        %c64_i32_86 = arith.constant 64 : i32
        %shuffleResult_87, %valid_88 = gpu.shuffle xor %165, %c32_i32_85, %c64_i32_86 : f32
        %167 = arith.addf %165, %shuffleResult_87 fastmath<fast> : f32
        %c16_i32_89 = arith.constant 16 : i32
        %c64_i32_90 = arith.constant 64 : i32
        %shuffleResult_91, %valid_92 = gpu.shuffle xor %167, %c16_i32_89, %c64_i32_90 : f32
        %168 = arith.addf %167, %shuffleResult_91 fastmath<fast> : f32
        %c8_i32_93 = arith.constant 8 : i32
        %c64_i32_94 = arith.constant 64 : i32
        %shuffleResult_95, %valid_96 = gpu.shuffle xor %168, %c8_i32_93, %c64_i32_94 : f32
        %169 = arith.addf %168, %shuffleResult_95 fastmath<fast> : f32
        %c4_i32_97 = arith.constant 4 : i32
        %c64_i32_98 = arith.constant 64 : i32
        %shuffleResult_99, %valid_100 = gpu.shuffle xor %169, %c4_i32_97, %c64_i32_98 : f32
        %170 = arith.addf %169, %shuffleResult_99 fastmath<fast> : f32
        %c2_i32_101 = arith.constant 2 : i32
        %c64_i32_102 = arith.constant 64 : i32
        %shuffleResult_103, %valid_104 = gpu.shuffle xor %170, %c2_i32_101, %c64_i32_102 : f32
        %171 = arith.addf %170, %shuffleResult_103 fastmath<fast> : f32
        %c1_i32_105 = arith.constant 1 : i32
        %c64_i32_106 = arith.constant 64 : i32
        %shuffleResult_107, %valid_108 = gpu.shuffle xor %171, %c1_i32_105, %c64_i32_106 : f32
        %172 = arith.addf %171, %shuffleResult_107 fastmath<fast> : f32
        %c32_i32_109 = arith.constant 32 : i32
        %c64_i32_110 = arith.constant 64 : i32
        %shuffleResult_111, %valid_112 = gpu.shuffle xor %166, %c32_i32_109, %c64_i32_110 : f32
        %173 = arith.addf %166, %shuffleResult_111 fastmath<fast> : f32
        %c16_i32_113 = arith.constant 16 : i32
        %c64_i32_114 = arith.constant 64 : i32
        %shuffleResult_115, %valid_116 = gpu.shuffle xor %173, %c16_i32_113, %c64_i32_114 : f32
        %174 = arith.addf %173, %shuffleResult_115 fastmath<fast> : f32
        %c8_i32_117 = arith.constant 8 : i32
        %c64_i32_118 = arith.constant 64 : i32
        %shuffleResult_119, %valid_120 = gpu.shuffle xor %174, %c8_i32_117, %c64_i32_118 : f32
        %175 = arith.addf %174, %shuffleResult_119 fastmath<fast> : f32
        %c4_i32_121 = arith.constant 4 : i32
        %c64_i32_122 = arith.constant 64 : i32
        %shuffleResult_123, %valid_124 = gpu.shuffle xor %175, %c4_i32_121, %c64_i32_122 : f32
        %176 = arith.addf %175, %shuffleResult_123 fastmath<fast> : f32
        %c2_i32_125 = arith.constant 2 : i32
        %c64_i32_126 = arith.constant 64 : i32
        %shuffleResult_127, %valid_128 = gpu.shuffle xor %176, %c2_i32_125, %c64_i32_126 : f32
        %177 = arith.addf %176, %shuffleResult_127 fastmath<fast> : f32
        %c1_i32_129 = arith.constant 1 : i32
        %c64_i32_130 = arith.constant 64 : i32
        %shuffleResult_131, %valid_132 = gpu.shuffle xor %177, %c1_i32_129, %c64_i32_130 : f32
        %178 = arith.addf %177, %shuffleResult_131 fastmath<fast> : f32
        %c0_i32_133 = arith.constant 0 : i32
        %179 = arith.cmpi eq, %123, %c0_i32_133 : i32
        scf.if %179 {
          %180 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%172, %9, %180) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
          %181 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%178, %13, %181) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %139 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %140 = fly.memref.load(%9, %139) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %141 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %142 = fly.memref.load(%13, %141) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_68 = arith.constant 1.000000e-03 : f32
      %143 = arith.mulf %140, %cst_68 : f32
      %cst_69 = arith.constant 1.000000e-03 : f32
      %144 = arith.mulf %142, %cst_69 : f32
      %145 = arith.mulf %143, %143 : f32
      %146 = arith.subf %144, %145 : f32
      %cst_70 = arith.constant 0.000000e+00 : f32
      %147 = arith.cmpf olt, %146, %cst_70 : f32
      %cst_71 = arith.constant 0.000000e+00 : f32
      %148 = arith.select %147, %cst_71, %146 : f32
      %cst_72 = arith.constant 9.99999974E-6 : f32
      %149 = arith.addf %148, %cst_72 : f32
      %150 = math.rsqrt %149 fastmath<fast> : f32
      %c0_i32_73 = arith.constant 0 : i32
      %151 = arith.addi %1, %c0_i32_73 : i32
      %c1000_i32_74 = arith.constant 1000 : i32
      %152 = arith.cmpi slt, %151, %c1000_i32_74 : i32
      scf.if %152 {
        %159 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
        %160 = fly.slice(%38, %159) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %162 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %163 = fly.make_ordered_layout(%161, %162) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %164 = fly.memref.alloca(%163) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %160, %164) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %165 = fly.memref.load_vec(%164) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %166 = fly.get_layout(%164) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %167 = fly.get_shape(%166) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %168 = vector.extract %165[0] : f32 from vector<1xf32>
        %169 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
        %170 = fly.slice(%42, %169) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %172 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %173 = fly.make_ordered_layout(%171, %172) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %174 = fly.memref.alloca(%173) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %170, %174) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %175 = fly.memref.load_vec(%174) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %176 = fly.get_layout(%174) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %177 = fly.get_shape(%176) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %178 = vector.extract %175[0] : f32 from vector<1xf32>
        %179 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
        %180 = fly.slice(%46, %179) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %180, %184) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %185 = fly.memref.load_vec(%184) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %186 = fly.get_layout(%184) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %187 = fly.get_shape(%186) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %188 = vector.extract %185[0] : f32 from vector<1xf32>
        %189 = arith.subf %168, %143 : f32
        %190 = arith.mulf %189, %150 : f32
        %191 = arith.mulf %190, %178 : f32
        %192 = arith.addf %191, %188 : f32
        %193 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %195 = fly.make_ordered_layout(%193, %194) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %196 = fly.memref.alloca(%195) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %197 = vector.broadcast %192 : f32 to vector<1xf32>
        fly.memref.store_vec(%197, %196) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %198 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
        %199 = fly.slice(%50, %198) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%34, %196, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_75 = arith.constant 256 : i32
      %153 = arith.addi %1, %c256_i32_75 : i32
      %c1000_i32_76 = arith.constant 1000 : i32
      %154 = arith.cmpi slt, %153, %c1000_i32_76 : i32
      scf.if %154 {
        %159 = fly.make_int_tuple(%153) : (i32) -> !fly.int_tuple<(*,?)>
        %160 = fly.slice(%38, %159) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %162 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %163 = fly.make_ordered_layout(%161, %162) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %164 = fly.memref.alloca(%163) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %160, %164) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %165 = fly.memref.load_vec(%164) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %166 = fly.get_layout(%164) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %167 = fly.get_shape(%166) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %168 = vector.extract %165[0] : f32 from vector<1xf32>
        %169 = fly.make_int_tuple(%153) : (i32) -> !fly.int_tuple<(*,?)>
        %170 = fly.slice(%42, %169) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %172 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %173 = fly.make_ordered_layout(%171, %172) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %174 = fly.memref.alloca(%173) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %170, %174) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %175 = fly.memref.load_vec(%174) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %176 = fly.get_layout(%174) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %177 = fly.get_shape(%176) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %178 = vector.extract %175[0] : f32 from vector<1xf32>
        %179 = fly.make_int_tuple(%153) : (i32) -> !fly.int_tuple<(*,?)>
        %180 = fly.slice(%46, %179) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %180, %184) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %185 = fly.memref.load_vec(%184) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %186 = fly.get_layout(%184) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %187 = fly.get_shape(%186) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %188 = vector.extract %185[0] : f32 from vector<1xf32>
        %189 = arith.subf %168, %143 : f32
        %190 = arith.mulf %189, %150 : f32
        %191 = arith.mulf %190, %178 : f32
        %192 = arith.addf %191, %188 : f32
        %193 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %195 = fly.make_ordered_layout(%193, %194) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %196 = fly.memref.alloca(%195) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %197 = vector.broadcast %192 : f32 to vector<1xf32>
        fly.memref.store_vec(%197, %196) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %198 = fly.make_int_tuple(%153) : (i32) -> !fly.int_tuple<(*,?)>
        %199 = fly.slice(%50, %198) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%34, %196, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_77 = arith.constant 512 : i32
      %155 = arith.addi %1, %c512_i32_77 : i32
      %c1000_i32_78 = arith.constant 1000 : i32
      %156 = arith.cmpi slt, %155, %c1000_i32_78 : i32
      scf.if %156 {
        %159 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
        %160 = fly.slice(%38, %159) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %162 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %163 = fly.make_ordered_layout(%161, %162) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %164 = fly.memref.alloca(%163) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %160, %164) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %165 = fly.memref.load_vec(%164) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %166 = fly.get_layout(%164) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %167 = fly.get_shape(%166) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %168 = vector.extract %165[0] : f32 from vector<1xf32>
        %169 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
        %170 = fly.slice(%42, %169) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %172 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %173 = fly.make_ordered_layout(%171, %172) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %174 = fly.memref.alloca(%173) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %170, %174) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %175 = fly.memref.load_vec(%174) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %176 = fly.get_layout(%174) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %177 = fly.get_shape(%176) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %178 = vector.extract %175[0] : f32 from vector<1xf32>
        %179 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
        %180 = fly.slice(%46, %179) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %180, %184) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %185 = fly.memref.load_vec(%184) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %186 = fly.get_layout(%184) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %187 = fly.get_shape(%186) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %188 = vector.extract %185[0] : f32 from vector<1xf32>
        %189 = arith.subf %168, %143 : f32
        %190 = arith.mulf %189, %150 : f32
        %191 = arith.mulf %190, %178 : f32
        %192 = arith.addf %191, %188 : f32
        %193 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %195 = fly.make_ordered_layout(%193, %194) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %196 = fly.memref.alloca(%195) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %197 = vector.broadcast %192 : f32 to vector<1xf32>
        fly.memref.store_vec(%197, %196) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %198 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
        %199 = fly.slice(%50, %198) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%34, %196, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_79 = arith.constant 768 : i32
      %157 = arith.addi %1, %c768_i32_79 : i32
      %c1000_i32_80 = arith.constant 1000 : i32
      %158 = arith.cmpi slt, %157, %c1000_i32_80 : i32
      scf.if %158 {
        %159 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %160 = fly.slice(%38, %159) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %161 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %162 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %163 = fly.make_ordered_layout(%161, %162) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %164 = fly.memref.alloca(%163) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %160, %164) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %165 = fly.memref.load_vec(%164) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %166 = fly.get_layout(%164) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %167 = fly.get_shape(%166) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %168 = vector.extract %165[0] : f32 from vector<1xf32>
        %169 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %170 = fly.slice(%42, %169) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %171 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %172 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %173 = fly.make_ordered_layout(%171, %172) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %174 = fly.memref.alloca(%173) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %170, %174) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %175 = fly.memref.load_vec(%174) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %176 = fly.get_layout(%174) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %177 = fly.get_shape(%176) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %178 = vector.extract %175[0] : f32 from vector<1xf32>
        %179 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %180 = fly.slice(%46, %179) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %181 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %182 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %183 = fly.make_ordered_layout(%181, %182) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %184 = fly.memref.alloca(%183) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%34, %180, %184) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %185 = fly.memref.load_vec(%184) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %186 = fly.get_layout(%184) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %187 = fly.get_shape(%186) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %188 = vector.extract %185[0] : f32 from vector<1xf32>
        %189 = arith.subf %168, %143 : f32
        %190 = arith.mulf %189, %150 : f32
        %191 = arith.mulf %190, %178 : f32
        %192 = arith.addf %191, %188 : f32
        %193 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %195 = fly.make_ordered_layout(%193, %194) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %196 = fly.memref.alloca(%195) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %197 = vector.broadcast %192 : f32 to vector<1xf32>
        fly.memref.store_vec(%197, %196) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %198 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %199 = fly.slice(%50, %198) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%34, %196, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
