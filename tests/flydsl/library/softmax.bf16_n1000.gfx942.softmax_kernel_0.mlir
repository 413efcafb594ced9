// FlyDSL 0.4.2: softmax/bf16_n1000 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %8 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %9 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %10 = fly.make_ptr(%8, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %11 = fly.make_view(%10, %9) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %12 = fly.get_iter(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %13 = fly.get_layout(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%12, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %16 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %17 = fly.slice(%11, %16) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %18 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %19 = fly.slice(%15, %18) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %20 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %21 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %22 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %23 = fly.make_layout(%21, %22) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %24 = fly.logical_divide(%17, %23) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %26 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %27 = fly.make_layout(%25, %26) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %28 = fly.logical_divide(%19, %27) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %30 = arith.cmpi slt, %29, %c1000_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %31 = arith.select %30, %29, %c0_i32_3 : i32
      %32 = fly.make_int_tuple(%31) : (i32) -> !fly.int_tuple<(*,?)>
      %33 = fly.slice(%24, %32) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %34 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %36 = fly.make_ordered_layout(%34, %35) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %37 = fly.memref.alloca(%36) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%20, %33, %37) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %38 = fly.memref.load_vec(%37) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %39 = fly.get_layout(%37) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %40 = fly.get_shape(%39) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %41 = vector.extract %38[0] : bf16 from vector<1xbf16>
      %42 = arith.extf %41 : bf16 to f32
      %cst = arith.constant 0xFF800000 : f32
      %43 = arith.select %30, %42, %cst : f32
      %cst_4 = arith.constant 0xFF800000 : f32
      %44 = arith.maximumf %cst_4, %43 : f32
      %c256_i32 = arith.constant 256 : i32
      %45 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_5 = arith.constant 1000 : i32
      %46 = arith.cmpi slt, %45, %c1000_i32_5 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %47 = arith.select %46, %45, %c0_i32_6 : i32
      %48 = fly.make_int_tuple(%47) : (i32) -> !fly.int_tuple<(*,?)>
      %49 = fly.slice(%24, %48) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %52 = fly.make_ordered_layout(%50, %51) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %53 = fly.memref.alloca(%52) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%20, %49, %53) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %54 = fly.memref.load_vec(%53) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %55 = fly.get_layout(%53) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %56 = fly.get_shape(%55) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %57 = vector.extract %54[0] : bf16 from vector<1xbf16>
      %58 = arith.extf %57 : bf16 to f32
      %cst_7 = arith.constant 0xFF800000 : f32
      %59 = arith.select %46, %58, %cst_7 : f32
      %60 = arith.maximumf %44, %59 : f32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_8 = arith.constant 1000 : i32
      %62 = arith.cmpi slt, %61, %c1000_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %63 = arith.select %62, %61, %c0_i32_9 : i32
      %64 = fly.make_int_tuple(%63) : (i32) -> !fly.int_tuple<(*,?)>
      %65 = fly.slice(%24, %64) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %67 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %68 = fly.make_ordered_layout(%66, %67) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %69 = fly.memref.alloca(%68) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%20, %65, %69) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %70 = fly.memref.load_vec(%69) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %71 = fly.get_layout(%69) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %72 = fly.get_shape(%71) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %73 = vector.extract %70[0] : bf16 from vector<1xbf16>
      %74 = arith.extf %73 : bf16 to f32
      %cst_10 = arith.constant 0xFF800000 : f32
      %75 = arith.select %62, %74, %cst_10 : f32
      %76 = arith.maximumf %60, %75 : f32
      %c768_i32 = arith.constant 768 : i32
      %77 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %78 = arith.cmpi slt, %77, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %79 = arith.select %78, %77, %c0_i32_12 : i32
      %80 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %81 = fly.slice(%24, %80) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %83 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %84 = fly.make_ordered_layout(%82, %83) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %85 = fly.memref.alloca(%84) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%20, %81, %85) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %86 = fly.memref.load_vec(%85) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %87 = fly.get_layout(%85) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %88 = fly.get_shape(%87) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %89 = vector.extract %86[0] : bf16 from vector<1xbf16>
      %90 = arith.extf %89 : bf16 to f32
      %cst_13 = arith.constant 0xFF800000 : f32
      %91 = arith.select %78, %90, %cst_13 : f32
      %92 = arith.maximumf %76, %91 : f32
      %c64_i32 = arith.constant 64 : i32
      %93 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %94 = arith.floordivsi %1, %c64_i32_14 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_15 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %92, %c32_i32, %c64_i32_15 : f32
      %95 = arith.maximumf %92, %shuffleResult : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_16 = arith.constant 64 : i32
      %shuffleResult_17, %valid_18 = gpu.shuffle xor %95, %c16_i32, %c64_i32_16 : f32
      %96 = arith.maximumf %95, %shuffleResult_17 : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_19 = arith.constant 64 : i32
      %shuffleResult_20, %valid_21 = gpu.shuffle xor %96, %c8_i32, %c64_i32_19 : f32
      %97 = arith.maximumf %96, %shuffleResult_20 : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %97, %c4_i32, %c64_i32_22 : f32
      %98 = arith.maximumf %97, %shuffleResult_23 : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %98, %c2_i32, %c64_i32_25 : f32
      %99 = arith.maximumf %98, %shuffleResult_26 : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %99, %c1_i32, %c64_i32_28 : f32
      %100 = arith.maximumf %99, %shuffleResult_29 : f32
      %c0_i32_31 = arith.constant 0 : i32
      %101 = arith.cmpi eq, %93, %c0_i32_31 : i32
      scf.if %101 {
        %146 = fly.make_int_tuple(%94) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%100, %7, %146) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_32 = arith.constant 0 : i32
      %102 = arith.cmpi eq, %94, %c0_i32_32 : i32
      scf.if %102 {
        %c4_i32_79 = arith.constant 4 : i32
        %146 = arith.cmpi slt, %93, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %147 = arith.select %146, %93, %c0_i32_80 : i32
        %148 = fly.make_int_tuple(%147) : (i32) -> !fly.int_tuple<?>
        %149 = fly.memref.load(%7, %148) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0xFF800000 : f32
        %150 = arith.select %146, %149, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %150, %c32_i32_82, %c64_i32_83 : f32
        %151 = arith.maximumf %150, %shuffleResult_84 : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %151, %c16_i32_86, %c64_i32_87 : f32
        %152 = arith.maximumf %151, %shuffleResult_88 : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %152, %c8_i32_90, %c64_i32_91 : f32
        %153 = arith.maximumf %152, %shuffleResult_92 : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %153, %c4_i32_94, %c64_i32_95 : f32
        %154 = arith.maximumf %153, %shuffleResult_96 : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %154, %c2_i32_98, %c64_i32_99 : f32
        %155 = arith.maximumf %154, %shuffleResult_100 : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %155, %c1_i32_102, %c64_i32_103 : f32
        %156 = arith.maximumf %155, %shuffleResult_104 : f32
        %c0_i32_106 = arith.constant 0 : i32
        %157 = arith.cmpi eq, %93, %c0_i32_106 : i32
        scf.if %157 {
          %158 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%156, %7, %158) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %103 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %104 = fly.memref.load(%7, %103) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %105 = arith.subf %43, %104 : f32
      %cst_33 = arith.constant 1.44269502 : f32
      %106 = arith.mulf %105, %cst_33 : f32
      %107 = math.exp2 %106 fastmath<fast> : f32
      %cst_34 = arith.constant 0.000000e+00 : f32
      %108 = arith.select %30, %107, %cst_34 : f32
      %cst_35 = arith.constant 0.000000e+00 : f32
      %109 = arith.addf %cst_35, %108 : f32
      %110 = arith.subf %59, %104 : f32
      %cst_36 = arith.constant 1.44269502 : f32
      %111 = arith.mulf %110, %cst_36 : f32
      %112 = math.exp2 %111 fastmath<fast> : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %113 = arith.select %46, %112, %cst_37 : f32
      %114 = arith.addf %109, %113 : f32
      %115 = arith.subf %75, %104 : f32
      %cst_38 = arith.constant 1.44269502 : f32
      %116 = arith.mulf %115, %cst_38 : f32
      %117 = math.exp2 %116 fastmath<fast> : f32
      %cst_39 = arith.constant 0.000000e+00 : f32
      %118 = arith.select %62, %117, %cst_39 : f32
      %119 = arith.addf %114, %118 : f32
      %120 = arith.subf %91, %104 : f32
      %cst_40 = arith.constant 1.44269502 : f32
      %121 = arith.mulf %120, %cst_40 : f32
      %122 = math.exp2 %121 fastmath<fast> : f32
      %cst_41 = arith.constant 0.000000e+00 : f32
      %123 = arith.select %78, %122, %cst_41 : f32
      %124 = arith.addf %119, %123 : f32
      %c64_i32_42 = arith.constant 64 : i32
      %125 = arith.remsi %1, %c64_i32_42 : i32
      %c64_i32_43 = arith.constant 64 : i32
      %126 = arith.floordivsi %1, %c64_i32_43 : i32
      %c32_i32_44 = arith.constant 32 : i32
      %c64_i32_45 = arith.constant 64 : i32
      %shuffleResult_46, %valid_47 = gpu.shuffle xor %124, %c32_i32_44, %c64_i32_45 : f32
      %127 = arith.addf %124, %shuffleResult_46 fastmath<fast> : f32
      %c16_i32_48 = arith.constant 16 : i32
      %c64_i32_49 = arith.constant 64 : i32
      %shuffleResult_50, %valid_51 = gpu.shuffle xor %127, %c16_i32_48, %c64_i32_49 : f32
      %128 = arith.addf %127, %shuffleResult_50 fastmath<fast> : f32
      %c8_i32_52 = arith.constant 8 : i32
      %c64_i32_53 = arith.constant 64 : i32
      %shuffleResult_54, %valid_55 = gpu.shuffle xor %128, %c8_i32_52, %c64_i32_53 : f32
      %129 = arith.addf %128, %shuffleResult_54 fastmath<fast> : f32
      %c4_i32_56 = arith.constant 4 : i32
      %c64_i32_57 = arith.constant 64 : i32
      %shuffleResult_58, %valid_59 = gpu.shuffle xor %129, %c4_i32_56, %c64_i32_57 : f32
      %130 = arith.addf %129, %shuffleResult_58 fastmath<fast> : f32
      %c2_i32_60 = arith.constant 2 : i32
      %c64_i32_61 = arith.constant 64 : i32
      %shuffleResult_62, %valid_63 = gpu.shuffle xor %130, %c2_i32_60, %c64_i32_61 : f32
      %131 = arith.addf %130, %shuffleResult_62 fastmath<fast> : f32
      %c1_i32_64 = arith.constant 1 : i32
      %c64_i32_65 = arith.constant 64 : i32
      %shuffleResult_66, %valid_67 = gpu.shuffle xor %131, %c1_i32_64, %c64_i32_65 : f32
      %132 = arith.addf %131, %shuffleResult_66 fastmath<fast> : f32
      %c0_i32_68 = arith.constant 0 : i32
      %133 = arith.cmpi eq, %125, %c0_i32_68 : i32
      scf.if %133 {
        %146 = fly.make_int_tuple(%126) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%132, %7, %146) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_69 = arith.constant 0 : i32
      %134 = arith.cmpi eq, %126, %c0_i32_69 : i32
      scf.if %134 {
        %c4_i32_79 = arith.constant 4 : i32
        %146 = arith.cmpi slt, %125, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %147 = arith.select %146, %125, %c0_i32_80 : i32
        %148 = fly.make_int_tuple(%147) : (i32) -> !fly.int_tuple<?>
        %149 = fly.memref.load(%7, %148) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0.000000e+00 : f32
        %150 = arith.select %146, %149, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %150, %c32_i32_82, %c64_i32_83 : f32
        %151 = arith.addf %150, %shuffleResult_84 fastmath<fast> : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %151, %c16_i32_86, %c64_i32_87 : f32
        %152 = arith.addf %151, %shuffleResult_88 fastmath<fast> : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %152, %c8_i32_90, %c64_i32_91 : f32
        %153 = arith.addf %152, %shuffleResult_92 fastmath<fast> : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %153, %c4_i32_94, %c64_i32_95 : f32
        %154 = arith.addf %153, %shuffleResult_96 fastmath<fast> : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %154, %c2_i32_98, %c64_i32_99 : f32
        %155 = arith.addf %154, %shuffleResult_100 fastmath<fast> : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %155, %c1_i32_102, %c64_i32_103 : f32
        %156 = arith.addf %155, %shuffleResult_104 fastmath<fast> : f32
        %c0_i32_106 = arith.constant 0 : i32
        %157 = arith.cmpi eq, %125, %c0_i32_106 : i32
        scf.if %157 {
          %158 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%156, %7, %158) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %135 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %136 = fly.memref.load(%7, %135) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_70 = arith.constant 1.000000e+00 : f32
      %137 = arith.divf %cst_70, %136 : f32
      %c0_i32_71 = arith.constant 0 : i32
      %138 = arith.addi %1, %c0_i32_71 : i32
      %c1000_i32_72 = arith.constant 1000 : i32
      %139 = arith.cmpi slt, %138, %c1000_i32_72 : i32
      scf.if %139 {
        %146 = arith.mulf %107, %137 : f32
        %147 = arith.truncf %146 : f32 to bf16
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %150 = fly.make_ordered_layout(%148, %149) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %151 = fly.memref.alloca(%150) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %152 = vector.broadcast %147 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%152, %151) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %153 = fly.make_int_tuple(%138) : (i32) -> !fly.int_tuple<(*,?)>
        %154 = fly.slice(%28, %153) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %151, %154) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_73 = arith.constant 256 : i32
      %140 = arith.addi %1, %c256_i32_73 : i32
      %c1000_i32_74 = arith.constant 1000 : i32
      %141 = arith.cmpi slt, %140, %c1000_i32_74 : i32
      scf.if %141 {
        %146 = arith.mulf %112, %137 : f32
        %147 = arith.truncf %146 : f32 to bf16
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %150 = fly.make_ordered_layout(%148, %149) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %151 = fly.memref.alloca(%150) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %152 = vector.broadcast %147 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%152, %151) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %153 = fly.make_int_tuple(%140) : (i32) -> !fly.int_tuple<(*,?)>
        %154 = fly.slice(%28, %153) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %151, %154) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_75 = arith.constant 512 : i32
      %142 = arith.addi %1, %c512_i32_75 : i32
      %c1000_i32_76 = arith.constant 1000 : i32
      %143 = arith.cmpi slt, %142, %c1000_i32_76 : i32
      scf.if %143 {
        %146 = arith.mulf %117, %137 : f32
        %147 = arith.truncf %146 : f32 to bf16
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %150 = fly.make_ordered_layout(%148, %149) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %151 = fly.memref.alloca(%150) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %152 = vector.broadcast %147 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%152, %151) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %153 = fly.make_int_tuple(%142) : (i32) -> !fly.int_tuple<(*,?)>
        %154 = fly.slice(%28, %153) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %151, %154) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_77 = arith.constant 768 : i32
      %144 = arith.addi %1, %c768_i32_77 : i32
      %c1000_i32_78 = arith.constant 1000 : i32
      %145 = arith.cmpi slt, %144, %c1000_i32_78 : i32
      scf.if %145 {
        %146 = arith.mulf %122, %137 : f32
        %147 = arith.truncf %146 : f32 to bf16
        %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %150 = fly.make_ordered_layout(%148, %149) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %151 = fly.memref.alloca(%150) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %152 = vector.broadcast %147 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%152, %151) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %153 = fly.make_int_tuple(%144) : (i32) -> !fly.int_tuple<(*,?)>
        %154 = fly.slice(%28, %153) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%20, %151, %154) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
