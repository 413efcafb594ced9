// FlyDSL 0.4.2: softmax_f32_n4096 for gfx950, the tracer's module (scripts/flydsl_dump.py)
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
      %21 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %22 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %23 = fly.make_layout(%21, %22) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %24 = fly.logical_divide(%18, %23) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>
      %25 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %26 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %27 = fly.make_layout(%25, %26) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %28 = fly.logical_divide(%20, %27) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<4:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>
      %29 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %30 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.addi %1, %c0_i32 : i32
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %33 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %34 = fly.make_ordered_layout(%32, %33) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %35 = fly.memref.alloca(%34) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %36 = fly.make_int_tuple(%31) : (i32) -> !fly.int_tuple<(*,?)>
      %37 = fly.slice(%24, %36) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%29, %37, %35) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %38 = fly.memref.load_vec(%35) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %39 = fly.get_layout(%35) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %40 = fly.get_shape(%39) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %41 = vector.reduction <maxnumf>, %38 : vector<4xf32> into f32
      %cst = arith.constant 0xFF800000 : f32
      %42 = arith.maximumf %cst, %41 : f32
      %c256_i32 = arith.constant 256 : i32
      %43 = arith.addi %1, %c256_i32 : i32
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %45 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %46 = fly.make_ordered_layout(%44, %45) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %47 = fly.memref.alloca(%46) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %48 = fly.make_int_tuple(%43) : (i32) -> !fly.int_tuple<(*,?)>
      %49 = fly.slice(%24, %48) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%29, %49, %47) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %50 = fly.memref.load_vec(%47) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %51 = fly.get_layout(%47) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %52 = fly.get_shape(%51) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %53 = vector.reduction <maxnumf>, %50 : vector<4xf32> into f32
      %54 = arith.maximumf %42, %53 : f32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.addi %1, %c512_i32 : i32
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %57 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %58 = fly.make_ordered_layout(%56, %57) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %59 = fly.memref.alloca(%58) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %60 = fly.make_int_tuple(%55) : (i32) -> !fly.int_tuple<(*,?)>
      %61 = fly.slice(%24, %60) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%29, %61, %59) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %62 = fly.memref.load_vec(%59) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %63 = fly.get_layout(%59) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %64 = fly.get_shape(%63) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %65 = vector.reduction <maxnumf>, %62 : vector<4xf32> into f32
      %66 = arith.maximumf %54, %65 : f32
      %c768_i32 = arith.constant 768 : i32
      %67 = arith.addi %1, %c768_i32 : i32
      %68 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %69 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %70 = fly.make_ordered_layout(%68, %69) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %71 = fly.memref.alloca(%70) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      %72 = fly.make_int_tuple(%67) : (i32) -> !fly.int_tuple<(*,?)>
      %73 = fly.slice(%24, %72) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%29, %73, %71) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>, !fly.memref<f32, register, 4:1>) -> ()
      %74 = fly.memref.load_vec(%71) : (!fly.memref<f32, register, 4:1>) -> vector<4xf32>
      %75 = fly.get_layout(%71) : (!fly.memref<f32, register, 4:1>) -> !fly.layout<4:1>
      %76 = fly.get_shape(%75) : (!fly.layout<4:1>) -> !fly.int_tuple<4>
      %77 = vector.reduction <maxnumf>, %74 : vector<4xf32> into f32
      %78 = arith.maximumf %66, %77 : f32
      %c64_i32 = arith.constant 64 : i32
      %79 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_3 = arith.constant 64 : i32
      %80 = arith.floordivsi %1, %c64_i32_3 : i32
      gpu.barrier
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_4 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %78, %c32_i32, %c64_i32_4 : f32
      %81 = arith.maximumf %78, %shuffleResult : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_5 = arith.constant 64 : i32
      %shuffleResult_6, %valid_7 = gpu.shuffle xor %81, %c16_i32, %c64_i32_5 : f32
      %82 = arith.maximumf %81, %shuffleResult_6 : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_8 = arith.constant 64 : i32
      %shuffleResult_9, %valid_10 = gpu.shuffle xor %82, %c8_i32, %c64_i32_8 : f32
      %83 = arith.maximumf %82, %shuffleResult_9 : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_11 = arith.constant 64 : i32
      %shuffleResult_12, %valid_13 = gpu.shuffle xor %83, %c4_i32, %c64_i32_11 : f32
      %84 = arith.maximumf %83, %shuffleResult_12 : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_14 = arith.constant 64 : i32
      %shuffleResult_15, %valid_16 = gpu.shuffle xor %84, %c2_i32, %c64_i32_14 : f32
      %85 = arith.maximumf %84, %shuffleResult_15 : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_17 = arith.constant 64 : i32
      %shuffleResult_18, %valid_19 = gpu.shuffle xor %85, %c1_i32, %c64_i32_17 : f32
      %86 = arith.maximumf %85, %shuffleResult_18 : f32
      %c0_i32_20 = arith.constant 0 : i32
      %87 = arith.cmpi eq, %79, %c0_i32_20 : i32
      scf.if %87 {
        %164 = fly.make_int_tuple(%80) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%86, %8, %164) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_21 = arith.constant 0 : i32
      %88 = arith.cmpi eq, %80, %c0_i32_21 : i32
      scf.if %88 {
        %c4_i32_60 = arith.constant 4 : i32
        %164 = arith.cmpi slt, %79, %c4_i32_60 : i32
        %c0_i32_61 = arith.constant 0 : i32
        %165 = arith.select %164, %79, %c0_i32_61 : i32
        %166 = fly.make_int_tuple(%165) : (i32) -> !fly.int_tuple<?>
        %167 = fly.memref.load(%8, %166) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_62 = arith.constant 0xFF800000 : f32
        %168 = arith.select %164, %167, %cst_62 : f32
        %c32_i32_63 = arith.constant 32 : i32
        %c64_i32_64 = arith.constant 64 : i32
        %shuffleResult_65, %valid_66 = gpu.shuffle xor %168, %c32_i32_63, %c64_i32_64 : f32
        %169 = arith.maximumf %168, %shuffleResult_65 : f32
        %c16_i32_67 = arith.constant 16 : i32
        %c64_i32_68 = arith.constant 64 : i32
        %shuffleResult_69, %valid_70 = gpu.shuffle xor %169, %c16_i32_67, %c64_i32_68 : f32
        %170 = arith.maximumf %169, %shuffleResult_69 : f32
        %c8_i32_71 = arith.constant 8 : i32
        %c64_i32_72 = arith.constant 64 : i32
        %shuffleResult_73, %valid_74 = gpu.shuffle xor %170, %c8_i32_71, %c64_i32_72 : f32
        %171 = arith.maximumf %170, %shuffleResult_73 : f32
        %c4_i32_75 = arith.constant 4 : i32
        %c64_i32_76 = arith.constant 64 : i32
        %shuffleResult_77, %valid_78 = gpu.shuffle xor %171, %c4_i32_75, %c64_i32_76 : f32
        %172 = arith.maximumf %171, %shuffleResult_77 : f32
        %c2_i32_79 = arith.constant 2 : i32
        %c64_i32_80 = arith.constant 64 : i32
        %shuffleResult_81, %valid_82 = gpu.shuffle xor %172, %c2_i32_79, %c64_i32_80 : f32
        %173 = arith.maximumf %172, %shuffleResult_81 : f32
        %c1_i32_83 = arith.constant 1 : i32
        %c64_i32_84 = arith.constant 64 : i32
        %shuffleResult_85, %valid_86 = gpu.shuffle xor %173, %c1_i32_83, %c64_i32_84 : f32
        %174 = arith.maximumf %173, %shuffleResult_85 : f32
        %c0_i32_87 = arith.constant 0 : i32
        %175 = arith.cmpi eq, %79, %c0_i32_87 : i32
        scf.if %175 {
          %176 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%174, %8, %176) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %89 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %90 = fly.memref.load(%8, %89) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %91 = vector.broadcast %90 : f32 to vector<4xf32>
      %92 = arith.subf %38, %91 : vector<4xf32>
      %cst_22 = arith.constant dense<1.44269502> : vector<4xf32>
      %93 = arith.mulf %92, %cst_22 : vector<4xf32>
      %94 = math.exp2 %93 fastmath<fast> : vector<4xf32>
      %95 = vector.reduction <add>, %94 fastmath<fast> : vector<4xf32> into f32
      %cst_23 = arith.constant 0.000000e+00 : f32
      %96 = arith.addf %cst_23, %95 : f32
      %97 = vector.broadcast %90 : f32 to vector<4xf32>
      %98 = arith.subf %50, %97 : vector<4xf32>
      %cst_24 = arith.constant dense<1.44269502> : vector<4xf32>
      %99 = arith.mulf %98, %cst_24 : vector<4xf32>
      %100 = math.exp2 %99 fastmath<fast> : vector<4xf32>
      %101 = vector.reduction <add>, %100 fastmath<fast> : vector<4xf32> into f32
      %102 = arith.addf %96, %101 : f32
      %103 = vector.broadcast %90 : f32 to vector<4xf32>
      %104 = arith.subf %62, %103 : vector<4xf32>
      %cst_25 = arith.constant dense<1.44269502> : vector<4xf32>
      %105 = arith.mulf %104, %cst_25 : vector<4xf32>
      %106 = math.exp2 %105 fastmath<fast> : vector<4xf32>
      %107 = vector.reduction <add>, %106 fastmath<fast> : vector<4xf32> into f32
      %108 = arith.addf %102, %107 : f32
      %109 = vector.broadcast %90 : f32 to vector<4xf32>
      %110 = arith.subf %74, %109 : vector<4xf32>
      %cst_26 = arith.constant dense<1.44269502> : vector<4xf32>
      %111 = arith.mulf %110, %cst_26 : vector<4xf32>
      %112 = math.exp2 %111 fastmath<fast> : vector<4xf32>
      %113 = vector.reduction <add>, %112 fastmath<fast> : vector<4xf32> into f32
      %114 = arith.addf %108, %113 : f32
      %c64_i32_27 = arith.constant 64 : i32
      %115 = arith.remsi %1, %c64_i32_27 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %116 = arith.floordivsi %1, %c64_i32_28 : i32
      gpu.barrier
      %c32_i32_29 = arith.constant 32 : i32
      %c64_i32_30 = arith.constant 64 : i32
      %shuffleResult_31, %valid_32 = gpu.shuffle xor %114, %c32_i32_29, %c64_i32_30 : f32
      %117 = arith.addf %114, %shuffleResult_31 fastmath<fast> : f32
      %c16_i32_33 = arith.constant 16 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %117, %c16_i32_33, %c64_i32_34 : f32
      %118 = arith.addf %117, %shuffleResult_35 fastmath<fast> : f32
      %c8_i32_37 = arith.constant 8 : i32
      %c64_i32_38 = arith.constant 64 : i32
      %shuffleResult_39, %valid_40 = gpu.shuffle xor %118, %c8_i32_37, %c64_i32_38 : f32
      %119 = arith.addf %118, %shuffleResult_39 fastmath<fast> : f32
      %c4_i32_41 = arith.constant 4 : i32
      %c64_i32_42 = arith.constant 64 : i32
      %shuffleResult_43, %valid_44 = gpu.shuffle xor %119, %c4_i32_41, %c64_i32_42 : f32
      %120 = arith.addf %119, %shuffleResult_43 fastmath<fast> : f32
      %c2_i32_45 = arith.constant 2 : i32
      %c64_i32_46 = arith.constant 64 : i32
      %shuffleResult_47, %valid_48 = gpu.shuffle xor %120, %c2_i32_45, %c64_i32_46 : f32
      %121 = arith.addf %120, %shuffleResult_47 fastmath<fast> : f32
      %c1_i32_49 = arith.constant 1 : i32
      %c64_i32_50 = arith.constant 64 : i32
      %shuffleResult_51, %valid_52 = gpu.shuffle xor %121, %c1_i32_49, %c64_i32_50 : f32
      %122 = arith.addf %121, %shuffleResult_51 fastmath<fast> : f32
      %c0_i32_53 = arith.constant 0 : i32
      %123 = arith.cmpi eq, %115, %c0_i32_53 : i32
      scf.if %123 {
        %164 = fly.make_int_tuple(%116) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%122, %8, %164) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_54 = arith.constant 0 : i32
      %124 = arith.cmpi eq, %116, %c0_i32_54 : i32
      scf.if %124 {
        %c4_i32_60 = arith.constant 4 : i32
        %164 = arith.cmpi slt, %115, %c4_i32_60 : i32
        %c0_i32_61 = arith.constant 0 : i32
        %165 = arith.select %164, %115, %c0_i32_61 : i32
        %166 = fly.make_int_tuple(%165) : (i32) -> !fly.int_tuple<?>
        %167 = fly.memref.load(%8, %166) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_62 = arith.constant 0.000000e+00 : f32
        %168 = arith.select %164, %167, %cst_62 : f32
        %c32_i32_63 = arith.constant 32 : i32
        %c64_i32_64 = arith.constant 64 : i32
        %shuffleResult_65, %valid_66 = gpu.shuffle xor %168, %c32_i32_63, %c64_i32_64 : f32
        %169 = arith.addf %168, %shuffleResult_65 fastmath<fast> : f32
        %c16_i32_67 = arith.constant 16 : i32
        %c64_i32_68 = arith.constant 64 : i32
        %shuffleResult_69, %valid_70 = gpu.shuffle xor %169, %c16_i32_67, %c64_i32_68 : f32
        %170 = arith.addf %169, %shuffleResult_69 fastmath<fast> : f32
        %c8_i32_71 = arith.constant 8 : i32
        %c64_i32_72 = arith.constant 64 : i32
        %shuffleResult_73, %valid_74 = gpu.shuffle xor %170, %c8_i32_71, %c64_i32_72 : f32
        %171 = arith.addf %170, %shuffleResult_73 fastmath<fast> : f32
        %c4_i32_75 = arith.constant 4 : i32
        %c64_i32_76 = arith.constant 64 : i32
        %shuffleResult_77, %valid_78 = gpu.shuffle xor %171, %c4_i32_75, %c64_i32_76 : f32
        %172 = arith.addf %171, %shuffleResult_77 fastmath<fast> : f32
        %c2_i32_79 = arith.constant 2 : i32
        %c64_i32_80 = arith.constant 64 : i32
        %shuffleResult_81, %valid_82 = gpu.shuffle xor %172, %c2_i32_79, %c64_i32_80 : f32
        %173 = arith.addf %172, %shuffleResult_81 fastmath<fast> : f32
        %c1_i32_83 = arith.constant 1 : i32
        %c64_i32_84 = arith.constant 64 : i32
        %shuffleResult_85, %valid_86 = gpu.shuffle xor %173, %c1_i32_83, %c64_i32_84 : f32
        %174 = arith.addf %173, %shuffleResult_85 fastmath<fast> : f32
        %c0_i32_87 = arith.constant 0 : i32
        %175 = arith.cmpi eq, %115, %c0_i32_87 : i32
        scf.if %175 {
          %176 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%174, %8, %176) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %125 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %126 = fly.memref.load(%8, %125) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_55 = arith.constant 1.000000e+00 : f32
      %127 = arith.divf %cst_55, %126 : f32
      %128 = vector.broadcast %127 : f32 to vector<4xf32>
      %129 = arith.mulf %94, %128 : vector<4xf32>
      %c0_i32_56 = arith.constant 0 : i32
      %130 = arith.addi %1, %c0_i32_56 : i32
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %132 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %133 = fly.make_ordered_layout(%131, %132) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %134 = fly.memref.alloca(%133) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      fly.memref.store_vec(%129, %134) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
      %135 = fly.make_int_tuple(%130) : (i32) -> !fly.int_tuple<(*,?)>
      %136 = fly.slice(%28, %135) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%30, %134, %136) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> ()
      %137 = vector.broadcast %127 : f32 to vector<4xf32>
      %138 = arith.mulf %100, %137 : vector<4xf32>
      %c256_i32_57 = arith.constant 256 : i32
      %139 = arith.addi %1, %c256_i32_57 : i32
      %140 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %141 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %142 = fly.make_ordered_layout(%140, %141) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %143 = fly.memref.alloca(%142) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      fly.memref.store_vec(%138, %143) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
      %144 = fly.make_int_tuple(%139) : (i32) -> !fly.int_tuple<(*,?)>
      %145 = fly.slice(%28, %144) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%30, %143, %145) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> ()
      %146 = vector.broadcast %127 : f32 to vector<4xf32>
      %147 = arith.mulf %106, %146 : vector<4xf32>
      %c512_i32_58 = arith.constant 512 : i32
      %148 = arith.addi %1, %c512_i32_58 : i32
      %149 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %150 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %151 = fly.make_ordered_layout(%149, %150) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %152 = fly.memref.alloca(%151) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      fly.memref.store_vec(%147, %152) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
      %153 = fly.make_int_tuple(%148) : (i32) -> !fly.int_tuple<(*,?)>
      %154 = fly.slice(%28, %153) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%30, %152, %154) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> ()
      %155 = vector.broadcast %127 : f32 to vector<4xf32>
      %156 = arith.mulf %112, %155 : vector<4xf32>
      %c768_i32_59 = arith.constant 768 : i32
      %157 = arith.addi %1, %c768_i32_59 : i32
      %158 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %160 = fly.make_ordered_layout(%158, %159) : (!fly.int_tuple<4>, !fly.int_tuple<0>) -> !fly.layout<4:1>
      %161 = fly.memref.alloca(%160) : (!fly.layout<4:1>) -> !fly.memref<f32, register, 4:1>
      fly.memref.store_vec(%156, %161) : (vector<4xf32>, !fly.memref<f32, register, 4:1>) -> ()
      %162 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
      %163 = fly.slice(%28, %162) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (4,?):(1,4)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>
      fly.copy(%30, %161, %163) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<128>, 32>, !fly.memref<f32, register, 4:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 4:1>) -> ()
      gpu.return
    }
  }
}
