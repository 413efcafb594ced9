// FlyDSL 0.4.2: softmax/f32_n1000 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %3 = fly.recast_iter(%2) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %4 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %6 = fly.make_layout(%4, %5) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %7 = fly.make_view(%3, %6) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %8 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %9 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %10 = fly.make_ptr(%8, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %11 = fly.make_view(%10, %9) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %12 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %13 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%12, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %16 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %17 = fly.slice(%11, %16) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %18 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %19 = fly.slice(%15, %18) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %20 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %21 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %22 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %23 = fly.make_layout(%21, %22) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %24 = fly.logical_divide(%17, %23) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %26 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %27 = fly.make_layout(%25, %26) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %28 = fly.logical_divide(%19, %27) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %30 = arith.cmpi slt, %29, %c1000_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %31 = arith.select %30, %29, %c0_i32_3 : i32
      %32 = fly.make_int_tuple(%31) : (i32) -> !fly.int_tuple<(*,?)>
      %33 = fly.slice(%24, %32) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %34 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %36 = fly.make_ordered_layout(%34, %35) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %37 = fly.memref.alloca(%36) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%20, %33, %37) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %38 = fly.memref.load_vec(%37) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %39 = fly.get_layout(%37) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %40 = fly.get_shape(%39) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %41 = vector.extract %38[0] : f32 from vector<1xf32>
      %cst = arith.constant 0xFF800000 : f32
      %42 = arith.select %30, %41, %cst : f32
      %cst_4 = arith.constant 0xFF800000 : f32
      %43 = arith.maximumf %cst_4, %42 : f32
      %c256_i32 = arith.constant 256 : i32
      %44 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_5 = arith.constant 1000 : i32
      %45 = arith.cmpi slt, %44, %c1000_i32_5 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %46 = arith.select %45, %44, %c0_i32_6 : i32
      %47 = fly.make_int_tuple(%46) : (i32) -> !fly.int_tuple<(*,?)>
      %48 = fly.slice(%24, %47) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %51 = fly.make_ordered_layout(%49, %50) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %52 = fly.memref.alloca(%51) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%20, %48, %52) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %53 = fly.memref.load_vec(%52) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %54 = fly.get_layout(%52) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %55 = fly.get_shape(%54) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %56 = vector.extract %53[0] : f32 from vector<1xf32>
      %cst_7 = arith.constant 0xFF800000 : f32
      %57 = arith.select %45, %56, %cst_7 : f32
      %58 = arith.maximumf %43, %57 : f32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_8 = arith.constant 1000 : i32
      %60 = arith.cmpi slt, %59, %c1000_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %61 = arith.select %60, %59, %c0_i32_9 : i32
      %62 = fly.make_int_tuple(%61) : (i32) -> !fly.int_tuple<(*,?)>
      %63 = fly.slice(%24, %62) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %66 = fly.make_ordered_layout(%64, %65) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %67 = fly.memref.alloca(%66) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%20, %63, %67) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %68 = fly.memref.load_vec(%67) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %69 = fly.get_layout(%67) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %70 = fly.get_shape(%69) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %71 = vector.extract %68[0] : f32 from vector<1xf32>
      %cst_10 = arith.constant 0xFF800000 : f32
      %72 = arith.select %60, %71, %cst_10 : f32
      %73 = arith.maximumf %58, %72 : f32
      %c768_i32 = arith.constant 768 : i32
      %74 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %75 = arith.cmpi slt, %74, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %76 = arith.select %75, %74, %c0_i32_12 : i32
      %77 = fly.make_int_tuple(%76) : (i32) -> !fly.int_tuple<(*,?)>
      %78 = fly.slice(%24, %77) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %79 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %81 = fly.make_ordered_layout(%79, %80) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %82 = fly.memref.alloca(%81) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%20, %78, %82) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %83 = fly.memref.load_vec(%82) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %84 = fly.get_layout(%82) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %85 = fly.get_shape(%84) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %86 = vector.extract %83[0] : f32 from vector<1xf32>
      %cst_13 = arith.constant 0xFF800000 : f32
      %87 = arith.select %75, %86, %cst_13 : f32
      %88 = arith.maximumf %73, %87 : f32
      %c64_i32 = arith.constant 64 : i32
      %89 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %90 = arith.floordivsi %1, %c64_i32_14 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_15 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %88, %c32_i32, %c64_i32_15 : f32
      %91 = arith.maximumf %88, %shuffleResult : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_16 = arith.constant 64 : i32
      %shuffleResult_17, %valid_18 = gpu.shuffle xor %91, %c16_i32, %c64_i32_16 : f32
      %92 = arith.maximumf %91, %shuffleResult_17 : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_19 = arith.constant 64 : i32
      %shuffleResult_20, %valid_21 = gpu.shuffle xor %92, %c8_i32, %c64_i32_19 : f32
      %93 = arith.maximumf %92, %shuffleResult_20 : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %93, %c4_i32, %c64_i32_22 : f32
      %94 = arith.maximumf %93, %shuffleResult_23 : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %94, %c2_i32, %c64_i32_25 : f32
      %95 = arith.maximumf %94, %shuffleResult_26 : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %95, %c1_i32, %c64_i32_28 : f32
      %96 = arith.maximumf %95, %shuffleResult_29 : f32
      %c0_i32_31 = arith.constant 0 : i32
      %97 = arith.cmpi eq, %89, %c0_i32_31 : i32
      scf.if %97 {
        %142 = fly.make_int_tuple(%90) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%96, %7, %142) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_32 = arith.constant 0 : i32
      %98 = arith.cmpi eq, %90, %c0_i32_32 : i32
      scf.if %98 {
        %c4_i32_79 = arith.constant 4 : i32
        %142 = arith.cmpi slt, %89, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %143 = arith.select %142, %89, %c0_i32_80 : i32
        %144 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %145 = fly.memref.load(%7, %144) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0xFF800000 : f32
        %146 = arith.select %142, %145, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %146, %c32_i32_82, %c64_i32_83 : f32
        %147 = arith.maximumf %146, %shuffleResult_84 : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %147, %c16_i32_86, %c64_i32_87 : f32
        %148 = arith.maximumf %147, %shuffleResult_88 : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %148, %c8_i32_90, %c64_i32_91 : f32
        %149 = arith.maximumf %148, %shuffleResult_92 : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %149, %c4_i32_94, %c64_i32_95 : f32
        %150 = arith.maximumf %149, %shuffleResult_96 : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %150, %c2_i32_98, %c64_i32_99 : f32
        %151 = arith.maximumf %150, %shuffleResult_100 : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %151, %c1_i32_102, %c64_i32_103 : f32
        %152 = arith.maximumf %151, %shuffleResult_104 : f32
        %c0_i32_106 = arith.constant 0 : i32
        %153 = arith.cmpi eq, %89, %c0_i32_106 : i32
        scf.if %153 {
          %154 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%152, %7, %154) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %99 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %100 = fly.memref.load(%7, %99) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %101 = arith.subf %42, %100 : f32
      %cst_33 = arith.constant 1.44269502 : f32
      %102 = arith.mulf %101, %cst_33 : f32
      %103 = math.exp2 %102 fastmath<fast> : f32
      %cst_34 = arith.constant 0.000000e+00 : f32
      %104 = arith.select %30, %103, %cst_34 : f32
      %cst_35 = arith.constant 0.000000e+00 : f32
      %105 = arith.addf %cst_35, %104 : f32
      %106 = arith.subf %57, %100 : f32
      %cst_36 = arith.constant 1.44269502 : f32
      %107 = arith.mulf %106, %cst_36 : f32
      %108 = math.exp2 %107 fastmath<fast> : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %109 = arith.select %45, %108, %cst_37 : f32
      %110 = arith.addf %105, %109 : f32
      %111 = arith.subf %72, %100 : f32
      %cst_38 = arith.constant 1.44269502 : f32
      %112 = arith.mulf %111, %cst_38 : f32
      %113 = math.exp2 %112 fastmath<fast> : f32
      %cst_39 = arith.constant 0.000000e+00 : f32
      %114 = arith.select %60, %113, %cst_39 : f32
      %115 = arith.addf %110, %114 : f32
      %116 = arith.subf %87, %100 : f32
      %cst_40 = arith.constant 1.44269502 : f32
      %117 = arith.mulf %116, %cst_40 : f32
      %118 = math.exp2 %117 fastmath<fast> : f32
      %cst_41 = arith.constant 0.000000e+00 : f32
      %119 = arith.select %75, %118, %cst_41 : f32
      %120 = arith.addf %115, %119 : f32
      %c64_i32_42 = arith.constant 64 : i32
      %121 = arith.remsi %1, %c64_i32_42 : i32
      %c64_i32_43 = arith.constant 64 : i32
      %122 = arith.floordivsi %1, %c64_i32_43 : i32
      %c32_i32_44 = arith.constant 32 : i32
      %c64_i32_45 = arith.constant 64 : i32
      %shuffleResult_46, %valid_47 = gpu.shuffle xor %120, %c32_i32_44, %c64_i32_45 : f32
      %123 = arith.addf %120, %shuffleResult_46 fastmath<fast> : f32
      %c16_i32_48 = arith.constant 16 : i32
      %c64_i32_49 = arith.constant 64 : i32
      %shuffleResult_50, %valid_51 = gpu.shuffle xor %123, %c16_i32_48, %c64_i32_49 : f32
      %124 = arith.addf %123, %shuffleResult_50 fastmath<fast> : f32
      %c8_i32_52 = arith.constant 8 : i32
      %c64_i32_53 = arith.constant 64 : i32
      %shuffleResult_54, %valid_55 = gpu.shuffle xor %124, %c8_i32_52, %c64_i32_53 : f32
      %125 = arith.addf %124, %shuffleResult_54 fastmath<fast> : f32
      %c4_i32_56 = arith.constant 4 : i32
      %c64_i32_57 = arith.constant 64 : i32
      %shuffleResult_58, %valid_59 = gpu.shuffle xor %125, %c4_i32_56, %c64_i32_57 : f32
      %126 = arith.addf %125, %shuffleResult_58 fastmath<fast> : f32
      %c2_i32_60 = arith.constant 2 : i32
      %c64_i32_61 = arith.constant 64 : i32
      %shuffleResult_62, %valid_63 = gpu.shuffle xor %126, %c2_i32_60, %c64_i32_61 : f32
      %127 = arith.addf %126, %shuffleResult_62 fastmath<fast> : f32
      %c1_i32_64 = arith.constant 1 : i32
      %c64_i32_65 = arith.constant 64 : i32
      %shuffleResult_66, %valid_67 = gpu.shuffle xor %127, %c1_i32_64, %c64_i32_65 : f32
      %128 = arith.addf %127, %shuffleResult_66 fastmath<fast> : f32
      %c0_i32_68 = arith.constant 0 : i32
      %129 = arith.cmpi eq, %121, %c0_i32_68 : i32
      scf.if %129 {
        %142 = fly.make_int_tuple(%122) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%128, %7, %142) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_69 = arith.constant 0 : i32
      %130 = arith.cmpi eq, %122, %c0_i32_69 : i32
      scf.if %130 {
        %c4_i32_79 = arith.constant 4 : i32
        %142 = arith.cmpi slt, %121, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %143 = arith.select %142, %121, %c0_i32_80 : i32
        %144 = fly.make_int_tuple(%143) : (i32) -> !fly.int_tuple<?>
        %145 = fly.memref.load(%7, %144) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0.000000e+00 : f32
        %146 = arith.select %142, %145, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %146, %c32_i32_82, %c64_i32_83 : f32
        %147 = arith.addf %146, %shuffleResult_84 fastmath<fast> : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %147, %c16_i32_86, %c64_i32_87 : f32
        %148 = arith.addf %147, %shuffleResult_88 fastmath<fast> : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %148, %c8_i32_90, %c64_i32_91 : f32
        %149 = arith.addf %148, %shuffleResult_92 fastmath<fast> : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %149, %c4_i32_94, %c64_i32_95 : f32
        %150 = arith.addf %149, %shuffleResult_96 fastmath<fast> : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %150, %c2_i32_98, %c64_i32_99 : f32
        %151 = arith.addf %150, %shuffleResult_100 fastmath<fast> : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %151, %c1_i32_102, %c64_i32_103 : f32
        %152 = arith.addf %151, %shuffleResult_104 fastmath<fast> : f32
        %c0_i32_106 = arith.constant 0 : i32
        %153 = arith.cmpi eq, %121, %c0_i32_106 : i32
        scf.if %153 {
          %154 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%152, %7, %154) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %132 = fly.memref.load(%7, %131) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_70 = arith.constant 1.000000e+00 : f32
      %133 = arith.divf %cst_70, %132 : f32
      %c0_i32_71 = arith.constant 0 : i32
      %134 = arith.addi %1, %c0_i32_71 : i32
      %c1000_i32_72 = arith.constant 1000 : i32
      %135 = arith.cmpi slt, %134, %c1000_i32_72 : i32
      scf.if %135 {
        %142 = arith.mulf %103, %133 : f32
        %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %147 = vector.broadcast %142 : f32 to vector<1xf32>
        fly.memref.store_vec(%147, %146) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %148 = fly.make_int_tuple(%134) : (i32) -> !fly.int_tuple<(*,?)>
        %149 = fly.slice(%28, %148) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %146, %149) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_73 = arith.constant 256 : i32
      %136 = arith.addi %1, %c256_i32_73 : i32
      %c1000_i32_74 = arith.constant 1000 : i32
      %137 = arith.cmpi slt, %136, %c1000_i32_74 : i32
      scf.if %137 {
        %142 = arith.mulf %108, %133 : f32
        %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %147 = vector.broadcast %142 : f32 to vector<1xf32>
        fly.memref.store_vec(%147, %146) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %148 = fly.make_int_tuple(%136) : (i32) -> !fly.int_tuple<(*,?)>
        %149 = fly.slice(%28, %148) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %146, %149) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_75 = arith.constant 512 : i32
      %138 = arith.addi %1, %c512_i32_75 : i32
      %c1000_i32_76 = arith.constant 1000 : i32
      %139 = arith.cmpi slt, %138, %c1000_i32_76 : i32
      scf.if %139 {
        %142 = arith.mulf %113, %133 : f32
        %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %147 = vector.broadcast %142 : f32 to vector<1xf32>
        fly.memref.store_vec(%147, %146) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %148 = fly.make_int_tuple(%138) : (i32) -> !fly.int_tuple<(*,?)>
        %149 = fly.slice(%28, %148) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %146, %149) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_77 = arith.constant 768 : i32
      %140 = arith.addi %1, %c768_i32_77 : i32
      %c1000_i32_78 = arith.constant 1000 : i32
      %141 = arith.cmpi slt, %140, %c1000_i32_78 : i32
      scf.if %141 {
        %142 = arith.mulf %118, %133 : f32
        %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %147 = vector.broadcast %142 : f32 to vector<1xf32>
        fly.memref.store_vec(%147, %146) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %148 = fly.make_int_tuple(%140) : (i32) -> !fly.int_tuple<(*,?)>
        %149 = fly.slice(%28, %148) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %146, %149) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
