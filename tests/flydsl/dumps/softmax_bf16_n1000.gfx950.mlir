// FlyDSL 0.4.2: softmax_bf16_n1000 for gfx950, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg4: i32) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %9 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %10 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %11 = fly.make_ptr(%9, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %12 = fly.make_view(%11, %10) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %13 = fly.get_iter(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %14 = fly.get_layout(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %15 = fly.make_ptr(%13, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %16 = fly.make_view(%15, %14) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %17 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %18 = fly.slice(%12, %17) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %19 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %20 = fly.slice(%16, %19) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %21 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %22 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %23 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %24 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %25 = fly.make_layout(%23, %24) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %26 = fly.logical_divide(%18, %25) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %29 = fly.make_layout(%27, %28) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %30 = fly.logical_divide(%20, %29) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %32 = arith.cmpi slt, %31, %c1000_i32 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %33 = arith.select %32, %31, %c0_i32_3 : i32
      %34 = fly.make_int_tuple(%33) : (i32) -> !fly.int_tuple<(*,?)>
      %35 = fly.slice(%26, %34) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %38 = fly.make_ordered_layout(%36, %37) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %39 = fly.memref.alloca(%38) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%21, %35, %39) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %40 = fly.memref.load_vec(%39) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %41 = fly.get_layout(%39) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %42 = fly.get_shape(%41) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %43 = vector.extract %40[0] : bf16 from vector<1xbf16>
      %44 = arith.extf %43 : bf16 to f32
      %cst = arith.constant 0xFF800000 : f32
      %45 = arith.select %32, %44, %cst : f32
      %cst_4 = arith.constant 0xFF800000 : f32
      %46 = arith.maximumf %cst_4, %45 : f32
      %c256_i32 = arith.constant 256 : i32
      %47 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_5 = arith.constant 1000 : i32
      %48 = arith.cmpi slt, %47, %c1000_i32_5 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %49 = arith.select %48, %47, %c0_i32_6 : i32
      %50 = fly.make_int_tuple(%49) : (i32) -> !fly.int_tuple<(*,?)>
      %51 = fly.slice(%26, %50) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %54 = fly.make_ordered_layout(%52, %53) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %55 = fly.memref.alloca(%54) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%21, %51, %55) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %56 = fly.memref.load_vec(%55) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %57 = fly.get_layout(%55) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %58 = fly.get_shape(%57) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %59 = vector.extract %56[0] : bf16 from vector<1xbf16>
      %60 = arith.extf %59 : bf16 to f32
      %cst_7 = arith.constant 0xFF800000 : f32
      %61 = arith.select %48, %60, %cst_7 : f32
      %62 = arith.maximumf %46, %61 : f32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_8 = arith.constant 1000 : i32
      %64 = arith.cmpi slt, %63, %c1000_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %65 = arith.select %64, %63, %c0_i32_9 : i32
      %66 = fly.make_int_tuple(%65) : (i32) -> !fly.int_tuple<(*,?)>
      %67 = fly.slice(%26, %66) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %68 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %69 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %70 = fly.make_ordered_layout(%68, %69) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %71 = fly.memref.alloca(%70) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%21, %67, %71) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %72 = fly.memref.load_vec(%71) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %73 = fly.get_layout(%71) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %74 = fly.get_shape(%73) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %75 = vector.extract %72[0] : bf16 from vector<1xbf16>
      %76 = arith.extf %75 : bf16 to f32
      %cst_10 = arith.constant 0xFF800000 : f32
      %77 = arith.select %64, %76, %cst_10 : f32
      %78 = arith.maximumf %62, %77 : f32
      %c768_i32 = arith.constant 768 : i32
      %79 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %80 = arith.cmpi slt, %79, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %81 = arith.select %80, %79, %c0_i32_12 : i32
      %82 = fly.make_int_tuple(%81) : (i32) -> !fly.int_tuple<(*,?)>
      %83 = fly.slice(%26, %82) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %84 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %85 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %86 = fly.make_ordered_layout(%84, %85) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %87 = fly.memref.alloca(%86) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%21, %83, %87) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %88 = fly.memref.load_vec(%87) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %89 = fly.get_layout(%87) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %90 = fly.get_shape(%89) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %91 = vector.extract %88[0] : bf16 from vector<1xbf16>
      %92 = arith.extf %91 : bf16 to f32
      %cst_13 = arith.constant 0xFF800000 : f32
      %93 = arith.select %80, %92, %cst_13 : f32
      %94 = arith.maximumf %78, %93 : f32
      %c64_i32 = arith.constant 64 : i32
      %95 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %96 = arith.floordivsi %1, %c64_i32_14 : i32
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_15 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %94, %c32_i32, %c64_i32_15 : f32
      %97 = arith.maximumf %94, %shuffleResult : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_16 = arith.constant 64 : i32
      %shuffleResult_17, %valid_18 = gpu.shuffle xor %97, %c16_i32, %c64_i32_16 : f32
      %98 = arith.maximumf %97, %shuffleResult_17 : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_19 = arith.constant 64 : i32
      %shuffleResult_20, %valid_21 = gpu.shuffle xor %98, %c8_i32, %c64_i32_19 : f32
      %99 = arith.maximumf %98, %shuffleResult_20 : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %99, %c4_i32, %c64_i32_22 : f32
      %100 = arith.maximumf %99, %shuffleResult_23 : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %100, %c2_i32, %c64_i32_25 : f32
      %101 = arith.maximumf %100, %shuffleResult_26 : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %101, %c1_i32, %c64_i32_28 : f32
      %102 = arith.maximumf %101, %shuffleResult_29 : f32
      %c0_i32_31 = arith.constant 0 : i32
      %103 = arith.cmpi eq, %95, %c0_i32_31 : i32
      scf.if %103 {
        %148 = fly.make_int_tuple(%96) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%102, %8, %148) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_32 = arith.constant 0 : i32
      %104 = arith.cmpi eq, %96, %c0_i32_32 : i32
      scf.if %104 {
        %c4_i32_79 = arith.constant 4 : i32
        %148 = arith.cmpi slt, %95, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %149 = arith.select %148, %95, %c0_i32_80 : i32
        %150 = fly.make_int_tuple(%149) : (i32) -> !fly.int_tuple<?>
        %151 = fly.memref.load(%8, %150) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0xFF800000 : f32
        %152 = arith.select %148, %151, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %152, %c32_i32_82, %c64_i32_83 : f32
        %153 = arith.maximumf %152, %shuffleResult_84 : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %153, %c16_i32_86, %c64_i32_87 : f32
        %154 = arith.maximumf %153, %shuffleResult_88 : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %154, %c8_i32_90, %c64_i32_91 : f32
        %155 = arith.maximumf %154, %shuffleResult_92 : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %155, %c4_i32_94, %c64_i32_95 : f32
        %156 = arith.maximumf %155, %shuffleResult_96 : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %156, %c2_i32_98, %c64_i32_99 : f32
        %157 = arith.maximumf %156, %shuffleResult_100 : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %157, %c1_i32_102, %c64_i32_103 : f32
        %158 = arith.maximumf %157, %shuffleResult_104 : f32
        %c0_i32_106 = arith.constant 0 : i32
        %159 = arith.cmpi eq, %95, %c0_i32_106 : i32
        scf.if %159 {
          %160 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%158, %8, %160) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %105 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %106 = fly.memref.load(%8, %105) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %107 = arith.subf %45, %106 : f32
      %cst_33 = arith.constant 1.44269502 : f32
      %108 = arith.mulf %107, %cst_33 : f32
      %109 = math.exp2 %108 fastmath<fast> : f32
      %cst_34 = arith.constant 0.000000e+00 : f32
      %110 = arith.select %32, %109, %cst_34 : f32
      %cst_35 = arith.constant 0.000000e+00 : f32
      %111 = arith.addf %cst_35, %110 : f32
      %112 = arith.subf %61, %106 : f32
      %cst_36 = arith.constant 1.44269502 : f32
      %113 = arith.mulf %112, %cst_36 : f32
      %114 = math.exp2 %113 fastmath<fast> : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %115 = arith.select %48, %114, %cst_37 : f32
      %116 = arith.addf %111, %115 : f32
      %117 = arith.subf %77, %106 : f32
      %cst_38 = arith.constant 1.44269502 : f32
      %118 = arith.mulf %117, %cst_38 : f32
      %119 = math.exp2 %118 fastmath<fast> : f32
      %cst_39 = arith.constant 0.000000e+00 : f32
      %120 = arith.select %64, %119, %cst_39 : f32
      %121 = arith.addf %116, %120 : f32
      %122 = arith.subf %93, %106 : f32
      %cst_40 = arith.constant 1.44269502 : f32
      %123 = arith.mulf %122, %cst_40 : f32
      %124 = math.exp2 %123 fastmath<fast> : f32
      %cst_41 = arith.constant 0.000000e+00 : f32
      %125 = arith.select %80, %124, %cst_41 : f32
      %126 = arith.addf %121, %125 : f32
      %c64_i32_42 = arith.constant 64 : i32
      %127 = arith.remsi %1, %c64_i32_42 : i32
      %c64_i32_43 = arith.constant 64 : i32
      %128 = arith.floordivsi %1, %c64_i32_43 : i32
      gpu.barrier
      %c32_i32_44 = arith.constant 32 : i32
      %c64_i32_45 = arith.constant 64 : i32
      %shuffleResult_46, %valid_47 = gpu.shuffle xor %126, %c32_i32_44, %c64_i32_45 : f32
      %129 = arith.addf %126, %shuffleResult_46 fastmath<fast> : f32
      %c16_i32_48 = arith.constant 16 : i32
      %c64_i32_49 = arith.constant 64 : i32
      %shuffleResult_50, %valid_51 = gpu.shuffle xor %129, %c16_i32_48, %c64_i32_49 : f32
      %130 = arith.addf %129, %shuffleResult_50 fastmath<fast> : f32
      %c8_i32_52 = arith.constant 8 : i32
      %c64_i32_53 = arith.constant 64 : i32
      %shuffleResult_54, %valid_55 = gpu.shuffle xor %130, %c8_i32_52, %c64_i32_53 : f32
      %131 = arith.addf %130, %shuffleResult_54 fastmath<fast> : f32
      %c4_i32_56 = arith.constant 4 : i32
      %c64_i32_57 = arith.constant 64 : i32
      %shuffleResult_58, %valid_59 = gpu.shuffle xor %131, %c4_i32_56, %c64_i32_57 : f32
      %132 = arith.addf %131, %shuffleResult_58 fastmath<fast> : f32
      %c2_i32_60 = arith.constant 2 : i32
      %c64_i32_61 = arith.constant 64 : i32
      %shuffleResult_62, %valid_63 = gpu.shuffle xor %132, %c2_i32_60, %c64_i32_61 : f32
      %133 = arith.addf %132, %shuffleResult_62 fastmath<fast> : f32
      %c1_i32_64 = arith.constant 1 : i32
      %c64_i32_65 = arith.constant 64 : i32
      %shuffleResult_66, %valid_67 = gpu.shuffle xor %133, %c1_i32_64, %c64_i32_65 : f32
      %134 = arith.addf %133, %shuffleResult_66 fastmath<fast> : f32
      %c0_i32_68 = arith.constant 0 : i32
      %135 = arith.cmpi eq, %127, %c0_i32_68 : i32
      scf.if %135 {
        %148 = fly.make_int_tuple(%128) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%134, %8, %148) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_69 = arith.constant 0 : i32
      %136 = arith.cmpi eq, %128, %c0_i32_69 : i32
      scf.if %136 {
        %c4_i32_79 = arith.constant 4 : i32
        %148 = arith.cmpi slt, %127, %c4_i32_79 : i32
        %c0_i32_80 = arith.constant 0 : i32
        %149 = arith.select %148, %127, %c0_i32_80 : i32
        %150 = fly.make_int_tuple(%149) : (i32) -> !fly.int_tuple<?>
        %151 = fly.memref.load(%8, %150) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_81 = arith.constant 0.000000e+00 : f32
        %152 = arith.select %148, %151, %cst_81 : f32
        %c32_i32_82 = arith.constant 32 : i32
        %c64_i32_83 = arith.constant 64 : i32
        %shuffleResult_84, %valid_85 = gpu.shuffle xor %152, %c32_i32_82, %c64_i32_83 : f32
        %153 = arith.addf %152, %shuffleResult_84 fastmath<fast> : f32
        %c16_i32_86 = arith.constant 16 : i32
        %c64_i32_87 = arith.constant 64 : i32
        %shuffleResult_88, %valid_89 = gpu.shuffle xor %153, %c16_i32_86, %c64_i32_87 : f32
        %154 = arith.addf %153, %shuffleResult_88 fastmath<fast> : f32
        %c8_i32_90 = arith.constant 8 : i32
        %c64_i32_91 = arith.constant 64 : i32
        %shuffleResult_92, %valid_93 = gpu.shuffle xor %154, %c8_i32_90, %c64_i32_91 : f32
        %155 = arith.addf %154, %shuffleResult_92 fastmath<fast> : f32
        %c4_i32_94 = arith.constant 4 : i32
        %c64_i32_95 = arith.constant 64 : i32
        %shuffleResult_96, %valid_97 = gpu.shuffle xor %155, %c4_i32_94, %c64_i32_95 : f32
        %156 = arith.addf %155, %shuffleResult_96 fastmath<fast> : f32
        %c2_i32_98 = arith.constant 2 : i32
        %c64_i32_99 = arith.constant 64 : i32
        %shuffleResult_100, %valid_101 = gpu.shuffle xor %156, %c2_i32_98, %c64_i32_99 : f32
        %157 = arith.addf %156, %shuffleResult_100 fastmath<fast> : f32
        %c1_i32_102 = arith.constant 1 : i32
        %c64_i32_103 = arith.constant 64 : i32
        %shuffleResult_104, %valid_105 = gpu.shuffle xor %157, %c1_i32_102, %c64_i32_103 : f32
        %158 = arith.addf %157, %shuffleResult_104 fastmath<fast> : f32
        %c0_i32_106 = arith.constant 0 : i32
        %159 = arith.cmpi eq, %127, %c0_i32_106 : i32
        scf.if %159 {
          %160 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%158, %8, %160) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %137 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %138 = fly.memref.load(%8, %137) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_70 = arith.constant 1.000000e+00 : f32
      %139 = arith.divf %cst_70, %138 : f32
      %c0_i32_71 = arith.constant 0 : i32
      %140 = arith.addi %1, %c0_i32_71 : i32
      %c1000_i32_72 = arith.constant 1000 : i32
      %141 = arith.cmpi slt, %140, %c1000_i32_72 : i32
      scf.if %141 {
        %148 = arith.mulf %109, %139 : f32
        %149 = arith.truncf %148 : f32 to bf16
        %150 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %152 = fly.make_ordered_layout(%150, %151) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %153 = fly.memref.alloca(%152) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %154 = vector.broadcast %149 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%154, %153) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %155 = fly.make_int_tuple(%140) : (i32) -> !fly.int_tuple<(*,?)>
        %156 = fly.slice(%30, %155) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %153, %156) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_73 = arith.constant 256 : i32
      %142 = arith.addi %1, %c256_i32_73 : i32
      %c1000_i32_74 = arith.constant 1000 : i32
      %143 = arith.cmpi slt, %142, %c1000_i32_74 : i32
      scf.if %143 {
        %148 = arith.mulf %114, %139 : f32
        %149 = arith.truncf %148 : f32 to bf16
        %150 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %152 = fly.make_ordered_layout(%150, %151) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %153 = fly.memref.alloca(%152) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %154 = vector.broadcast %149 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%154, %153) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %155 = fly.make_int_tuple(%142) : (i32) -> !fly.int_tuple<(*,?)>
        %156 = fly.slice(%30, %155) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %153, %156) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_75 = arith.constant 512 : i32
      %144 = arith.addi %1, %c512_i32_75 : i32
      %c1000_i32_76 = arith.constant 1000 : i32
      %145 = arith.cmpi slt, %144, %c1000_i32_76 : i32
      scf.if %145 {
        %148 = arith.mulf %119, %139 : f32
        %149 = arith.truncf %148 : f32 to bf16
        %150 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %152 = fly.make_ordered_layout(%150, %151) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %153 = fly.memref.alloca(%152) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %154 = vector.broadcast %149 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%154, %153) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %155 = fly.make_int_tuple(%144) : (i32) -> !fly.int_tuple<(*,?)>
        %156 = fly.slice(%30, %155) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %153, %156) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_77 = arith.constant 768 : i32
      %146 = arith.addi %1, %c768_i32_77 : i32
      %c1000_i32_78 = arith.constant 1000 : i32
      %147 = arith.cmpi slt, %146, %c1000_i32_78 : i32
      scf.if %147 {
        %148 = arith.mulf %124, %139 : f32
        %149 = arith.truncf %148 : f32 to bf16
        %150 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %151 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %152 = fly.make_ordered_layout(%150, %151) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %153 = fly.memref.alloca(%152) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %154 = vector.broadcast %149 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%154, %153) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %155 = fly.make_int_tuple(%146) : (i32) -> !fly.int_tuple<(*,?)>
        %156 = fly.slice(%30, %155) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%22, %153, %156) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
