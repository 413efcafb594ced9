// FlyDSL 0.4.2: softmax_f32_n1000 for gfx942, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg4: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = arith.cmpi slt, %0, %arg4 : i32
      %3 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %4 = fly.recast_iter(%3) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %5 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %7 = fly.make_layout(%5, %6) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %8 = fly.make_view(%4, %7) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %9 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %10 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %11 = fly.make_ptr(%9, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %12 = fly.make_view(%11, %10) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %13 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %14 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %15 = fly.make_ptr(%13, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %16 = fly.make_view(%15, %14) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %17 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %18 = fly.slice(%12, %17) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %19 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %20 = fly.slice(%16, %19) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %21 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %22 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %23 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %25 = fly.make_layout(%23, %24) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %26 = fly.logical_divide(%18, %25) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %29 = fly.make_layout(%27, %28) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %30 = fly.logical_divide(%20, %29) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %32 = arith.cmpi slt, %31, %c1000_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %33 = arith.select %32, %31, %c0_i32_3 : i32
      %34 = fly.make_int_tuple(%33) : (i32) -> !fly.int_tuple<(*,?)>
      %35 = fly.slice(%26, %34) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %38 = fly.make_ordered_layout(%36, %37) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %39 = fly.memref.alloca(%38) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%21, %35, %39) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %40 = fly.memref.load_vec(%39) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %41 = fly.get_layout(%39) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %42 = fly.get_shape(%41) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %43 = vector.extract %40[0] : f32 from vector<1xf32>
      %cst = arith.constant 0xFF800000 : f32
      %44 = arith.select %32, %43, %cst : f32
      %cst_4 = arith.constant 0xFF800000 : f32
      %45 = arith.maximumf %cst_4, %44 : f32
      %c256_i32 = arith.constant 256 : i32
      %46 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_5 = arith.constant 1000 : i32
      %47 = arith.cmpi slt, %46, %c1000_i32_5 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %48 = arith.select %47, %46, %c0_i32_6 : i32
      %49 = fly.make_int_tuple(%48) : (i32) -> !fly.int_tuple<(*,?)>
      %50 = fly.slice(%26, %49) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %51 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %53 = fly.make_ordered_layout(%51, %52) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %54 = fly.memref.alloca(%53) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%21, %50, %54) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %55 = fly.memref.load_vec(%54) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %56 = fly.get_layout(%54) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %57 = fly.get_shape(%56) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %58 = vector.extract %55[0] : f32 from vector<1xf32>
      %cst_7 = arith.constant 0xFF800000 : f32
      %59 = arith.select %47, %58, %cst_7 : f32
      %60 = arith.maximumf %45, %59 : f32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_8 = arith.constant 1000 : i32
      %62 = arith.cmpi slt, %61, %c1000_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %63 = arith.select %62, %61, %c0_i32_9 : i32
      %64 = fly.make_int_tuple(%63) : (i32) -> !fly.int_tuple<(*,?)>
      %65 = fly.slice(%26, %64) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %66 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %67 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %68 = fly.make_ordered_layout(%66, %67) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %69 = fly.memref.alloca(%68) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%21, %65, %69) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %70 = fly.memref.load_vec(%69) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %71 = fly.get_layout(%69) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %72 = fly.get_shape(%71) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %73 = vector.extract %70[0] : f32 from vector<1xf32>
      %cst_10 = arith.constant 0xFF800000 : f32
      %74 = arith.select %62, %73, %cst_10 : f32
      %75 = arith.maximumf %60, %74 : f32
      %c768_i32 = arith.constant 768 : i32
      %76 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %77 = arith.cmpi slt, %76, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %78 = arith.select %77, %76, %c0_i32_12 : i32
      %79 = fly.make_int_tuple(%78) : (i32) -> !fly.int_tuple<(*,?)>
      %80 = fly.slice(%26, %79) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %81 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %83 = fly.make_ordered_layout(%81, %82) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %84 = fly.memref.alloca(%83) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%21, %80, %84) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %85 = fly.memref.load_vec(%84) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %86 = fly.get_layout(%84) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %87 = fly.get_shape(%86) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %88 = vector.extract %85[0] : f32 from vector<1xf32>
      %cst_13 = arith.constant 0xFF800000 : f32
      %89 = arith.select %77, %88, %cst_13 : f32
      %90 = arith.maximumf %75, %89 : f32
      %c64_i32 = arith.constant 64 : i32
      %91 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %92 = arith.floordivsi %1, %c64_i32_14 : i32
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_15 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %90, %c32_i32, %c64_i32_15 : f32
      %93 = arith.maximumf %90, %shuffleResult : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_16 = arith.constant 64 : i32
      %shuffleResult_17, %valid_18 = gpu.shuffle xor %93, %c16_i32, %c64_i32_16 : f32
      %94 = arith.maximumf %93, %shuffleResult_17 : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_19 = arith.constant 64 : i32
      %shuffleResult_20, %valid_21 = gpu.shuffle xor %94, %c8_i32, %c64_i32_19 : f32
      %95 = arith.maximumf %94, %shuffleResult_20 : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %95, %c4_i32, %c64_i32_22 : f32
      %96 = arith.maximumf %95, %shuffleResult_23 : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %96, %c2_i32, %c64_i32_25 : f32
      %97 = arith.maximumf %96, %shuffleResult_26 : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %97, %c1_i32, %c64_i32_28 : f32
      %98 = arith.maximumf %97, %shuffleResult_29 : f32
      %c0_i32_31 = arith.constant 0 : i32
      %99 = arith.cmpi eq, %91, %c0_i32_31 : i32
      scf.if %99 {
        %144 = fly.make_int_tuple(%92) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%98, %8, %144) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_32 = arith.constant 0 : i32
      %100 = arith.cmpi eq, %92, %c0_i32_32 : i32
      scf.if %100 {
        %c4_i32_79 = arith.constant 4 : i32
        %144 = arith.cmpi slt, %91, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %145 = arith.select %144, %91, %c0_i32_80 : i32
        %146 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<?>
        %147 = fly.memref.load(%8, %146) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0xFF800000 : f32
        %148 = arith.select %144, %147, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %148, %c32_i32_82, %c64_i32_83 : f32
        %149 = arith.maximumf %148, %shuffleResult_84 : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %149, %c16_i32_86, %c64_i32_87 : f32
        %150 = arith.maximumf %149, %shuffleResult_88 : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %150, %c8_i32_90, %c64_i32_91 : f32
        %151 = arith.maximumf %150, %shuffleResult_92 : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %151, %c4_i32_94, %c64_i32_95 : f32
        %152 = arith.maximumf %151, %shuffleResult_96 : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %152, %c2_i32_98, %c64_i32_99 : f32
        %153 = arith.maximumf %152, %shuffleResult_100 : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %153, %c1_i32_102, %c64_i32_103 : f32
        %154 = arith.maximumf %153, %shuffleResult_104 : f32
        %c0_i32_106 = arith.constant 0 : i32
        %155 = arith.cmpi eq, %91, %c0_i32_106 : i32
        scf.if %155 {
          %156 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%154, %8, %156) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %101 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %102 = fly.memref.load(%8, %101) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %103 = arith.subf %44, %102 : f32
      %cst_33 = arith.constant 1.44269502 : f32
      %104 = arith.mulf %103, %cst_33 : f32
      %105 = math.exp2 %104 fastmath<fast> : f32
      %cst_34 = arith.constant 0.000000e+00 : f32
      %106 = arith.select %32, %105, %cst_34 : f32
      %cst_35 = arith.constant 0.000000e+00 : f32
      %107 = arith.addf %cst_35, %106 : f32
      %108 = arith.subf %59, %102 : f32
      %cst_36 = arith.constant 1.44269502 : f32
      %109 = arith.mulf %108, %cst_36 : f32
      %110 = math.exp2 %109 fastmath<fast> : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %111 = arith.select %47, %110, %cst_37 : f32
      %112 = arith.addf %107, %111 : f32
      %113 = arith.subf %74, %102 : f32
      %cst_38 = arith.constant 1.44269502 : f32
      %114 = arith.mulf %113, %cst_38 : f32
      %115 = math.exp2 %114 fastmath<fast> : f32
      %cst_39 = arith.constant 0.000000e+00 : f32
      %116 = arith.select %62, %115, %cst_39 : f32
      %117 = arith.addf %112, %116 : f32
      %118 = arith.subf %89, %102 : f32
      %cst_40 = arith.constant 1.44269502 : f32
      %119 = arith.mulf %118, %cst_40 : f32
      %120 = math.exp2 %119 fastmath<fast> : f32
      %cst_41 = arith.constant 0.000000e+00 : f32
      %121 = arith.select %77, %120, %cst_41 : f32
      %122 = arith.addf %117, %121 : f32
      %c64_i32_42 = arith.constant 64 : i32
      %123 = arith.remsi %1, %c64_i32_42 : i32
      %c64_i32_43 = arith.constant 64 : i32
      %124 = arith.floordivsi %1, %c64_i32_43 : i32
      gpu.barrier
      %c32_i32_44 = arith.constant 32 : i32
      %c64_i32_45 = arith.constant 64 : i32
      %shuffleResult_46, %valid_47 = gpu.shuffle xor %122, %c32_i32_44, %c64_i32_45 : f32
      %125 = arith.addf %122, %shuffleResult_46 fastmath<fast> : f32
      %c16_i32_48 = arith.constant 16 : i32
      %c64_i32_49 = arith.constant 64 : i32
      %shuffleResult_50, %valid_51 = gpu.shuffle xor %125, %c16_i32_48, %c64_i32_49 : f32
      %126 = arith.addf %125, %shuffleResult_50 fastmath<fast> : f32
      %c8_i32_52 = arith.constant 8 : i32
      %c64_i32_53 = arith.constant 64 : i32
      %shuffleResult_54, %valid_55 = gpu.shuffle xor %126, %c8_i32_52, %c64_i32_53 : f32
      %127 = arith.addf %126, %shuffleResult_54 fastmath<fast> : f32
      %c4_i32_56 = arith.constant 4 : i32
      %c64_i32_57 = arith.constant 64 : i32
      %shuffleResult_58, %valid_59 = gpu.shuffle xor %127, %c4_i32_56, %c64_i32_57 : f32
      %128 = arith.addf %127, %shuffleResult_58 fastmath<fast> : f32
      %c2_i32_60 = arith.constant 2 : i32
      %c64_i32_61 = arith.constant 64 : i32
      %shuffleResult_62, %valid_63 = gpu.shuffle xor %128, %c2_i32_60, %c64_i32_61 : f32
      %129 = arith.addf %128, %shuffleResult_62 fastmath<fast> : f32
      %c1_i32_64 = arith.constant 1 : i32
      %c64_i32_65 = arith.constant 64 : i32
      %shuffleResult_66, %valid_67 = gpu.shuffle xor %129, %c1_i32_64, %c64_i32_65 : f32
      %130 = arith.addf %129, %shuffleResult_66 fastmath<fast> : f32
      %c0_i32_68 = arith.constant 0 : i32
      %131 = arith.cmpi eq, %123, %c0_i32_68 : i32
      scf.if %131 {
        %144 = fly.make_int_tuple(%124) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%130, %8, %144) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_69 = arith.constant 0 : i32
      %132 = arith.cmpi eq, %124, %c0_i32_69 : i32
      scf.if %132 {
        %c4_i32_79 = arith.constant 4 : i32
        %144 = arith.cmpi slt, %123, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %145 = arith.select %144, %123, %c0_i32_80 : i32
        %146 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<?>
        %147 = fly.memref.load(%8, %146) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0.000000e+00 : f32
        %148 = arith.select %144, %147, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %148, %c32_i32_82, %c64_i32_83 : f32
        %149 = arith.addf %148, %shuffleResult_84 fastmath<fast> : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %149, %c16_i32_86, %c64_i32_87 : f32
        %150 = arith.addf %149, %shuffleResult_88 fastmath<fast> : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %150, %c8_i32_90, %c64_i32_91 : f32
        %151 = arith.addf %150, %shuffleResult_92 fastmath<fast> : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %151, %c4_i32_94, %c64_i32_95 : f32
        %152 = arith.addf %151, %shuffleResult_96 fastmath<fast> : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %152, %c2_i32_98, %c64_i32_99 : f32
        %153 = arith.addf %152, %shuffleResult_100 fastmath<fast> : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %153, %c1_i32_102, %c64_i32_103 : f32
        %154 = arith.addf %153, %shuffleResult_104 fastmath<fast> : f32
        %c0_i32_106 = arith.constant 0 : i32
        %155 = arith.cmpi eq, %123, %c0_i32_106 : i32
        scf.if %155 {
          %156 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%154, %8, %156) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %134 = fly.memref.load(%8, %133) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_70 = arith.constant 1.000000e+00 : f32
      %135 = arith.divf %cst_70, %134 : f32
      %c0_i32_71 = arith.constant 0 : i32
      %136 = arith.addi %1, %c0_i32_71 : i32
      %c1000_i32_72 = arith.constant 1000 : i32
      %137 = arith.cmpi slt, %136, %c1000_i32_72 : i32
      scf.if %137 {
        %144 = arith.mulf %105, %135 : f32
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %146 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %147 = fly.make_ordered_layout(%145, %146) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %148 = fly.memref.alloca(%147) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %149 = vector.broadcast %144 : f32 to vector<1xf32>
        fly.memref.store_vec(%149, %148) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %150 = fly.make_int_tuple(%136) : (i32) -> !fly.int_tuple<(*,?)>
        %151 = fly.slice(%30, %150) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %148, %151) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_73 = arith.constant 256 : i32
      %138 = arith.addi %1, %c256_i32_73 : i32
      %c1000_i32_74 = arith.constant 1000 : i32
      %139 = arith.cmpi slt, %138, %c1000_i32_74 : i32
      scf.if %139 {
        %144 = arith.mulf %110, %135 : f32
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %146 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %147 = fly.make_ordered_layout(%145, %146) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %148 = fly.memref.alloca(%147) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %149 = vector.broadcast %144 : f32 to vector<1xf32>
        fly.memref.store_vec(%149, %148) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %150 = fly.make_int_tuple(%138) : (i32) -> !fly.int_tuple<(*,?)>
        %151 = fly.slice(%30, %150) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %148, %151) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_75 = arith.constant 512 : i32
      %140 = arith.addi %1, %c512_i32_75 : i32
      %c1000_i32_76 = arith.constant 1000 : i32
      %141 = arith.cmpi slt, %140, %c1000_i32_76 : i32
      scf.if %141 {
        %144 = arith.mulf %115, %135 : f32
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %146 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %147 = fly.make_ordered_layout(%145, %146) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %148 = fly.memref.alloca(%147) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %149 = vector.broadcast %144 : f32 to vector<1xf32>
        fly.memref.store_vec(%149, %148) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %150 = fly.make_int_tuple(%140) : (i32) -> !fly.int_tuple<(*,?)>
        %151 = fly.slice(%30, %150) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %148, %151) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_77 = arith.constant 768 : i32
      %142 = arith.addi %1, %c768_i32_77 : i32
      %c1000_i32_78 = arith.constant 1000 : i32
      %143 = arith.cmpi slt, %142, %c1000_i32_78 : i32
      scf.if %143 {
        %144 = arith.mulf %120, %135 : f32
        %145 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %146 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %147 = fly.make_ordered_layout(%145, %146) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %148 = fly.memref.alloca(%147) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %149 = vector.broadcast %144 : f32 to vector<1xf32>
        fly.memref.store_vec(%149, %148) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %150 = fly.make_int_tuple(%142) : (i32) -> !fly.int_tuple<(*,?)>
        %151 = fly.slice(%30, %150) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %148, %151) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
