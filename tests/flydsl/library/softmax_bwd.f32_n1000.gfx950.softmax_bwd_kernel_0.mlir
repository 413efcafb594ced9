// FlyDSL 0.4.2: softmax_bwd/f32_n1000 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax_bwd_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %12 = fly.get_iter(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %13 = fly.get_layout(%arg1) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%12, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %16 = fly.get_iter(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %17 = fly.get_layout(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %18 = fly.make_ptr(%16, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %19 = fly.make_view(%18, %17) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %20 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %21 = fly.slice(%11, %20) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %22 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %23 = fly.slice(%15, %22) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %24 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %25 = fly.slice(%19, %24) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %26 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %27 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %29 = fly.make_layout(%27, %28) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %30 = fly.logical_divide(%21, %29) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %31 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %33 = fly.make_layout(%31, %32) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %34 = fly.logical_divide(%23, %33) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_layout(%35, %36) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %38 = fly.logical_divide(%25, %37) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %40 = arith.cmpi slt, %39, %c1000_i32 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %41 = arith.select %40, %39, %c0_i32_6 : i32
      %42 = fly.make_int_tuple(%41) : (i32) -> !fly.int_tuple<(*,?)>
      %43 = fly.slice(%30, %42) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %46 = fly.make_ordered_layout(%44, %45) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %47 = fly.memref.alloca(%46) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %43, %47) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %48 = fly.memref.load_vec(%47) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %49 = fly.get_layout(%47) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %50 = fly.get_shape(%49) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %51 = vector.extract %48[0] : f32 from vector<1xf32>
      %52 = fly.make_int_tuple(%41) : (i32) -> !fly.int_tuple<(*,?)>
      %53 = fly.slice(%34, %52) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %56 = fly.make_ordered_layout(%54, %55) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %57 = fly.memref.alloca(%56) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %53, %57) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %58 = fly.memref.load_vec(%57) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %59 = fly.get_layout(%57) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %60 = fly.get_shape(%59) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %61 = vector.extract %58[0] : f32 from vector<1xf32>
      %62 = arith.mulf %51, %61 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %63 = arith.select %40, %62, %cst : f32
      %cst_7 = arith.constant 0.000000e+00 : f32
      %64 = arith.addf %cst_7, %63 : f32
      %c256_i32 = arith.constant 256 : i32
      %65 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_8 = arith.constant 1000 : i32
      %66 = arith.cmpi slt, %65, %c1000_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %67 = arith.select %66, %65, %c0_i32_9 : i32
      %68 = fly.make_int_tuple(%67) : (i32) -> !fly.int_tuple<(*,?)>
      %69 = fly.slice(%30, %68) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %71 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %72 = fly.make_ordered_layout(%70, %71) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %73 = fly.memref.alloca(%72) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %69, %73) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %74 = fly.memref.load_vec(%73) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %75 = fly.get_layout(%73) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %76 = fly.get_shape(%75) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %77 = vector.extract %74[0] : f32 from vector<1xf32>
      %78 = fly.make_int_tuple(%67) : (i32) -> !fly.int_tuple<(*,?)>
      %79 = fly.slice(%34, %78) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %81 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %82 = fly.make_ordered_layout(%80, %81) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %83 = fly.memref.alloca(%82) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %79, %83) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %84 = fly.memref.load_vec(%83) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %85 = fly.get_layout(%83) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %86 = fly.get_shape(%85) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %87 = vector.extract %84[0] : f32 from vector<1xf32>
      %88 = arith.mulf %77, %87 : f32
      %cst_10 = arith.constant 0.000000e+00 : f32
      %89 = arith.select %66, %88, %cst_10 : f32
      %90 = arith.addf %64, %89 : f32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_11 = arith.constant 1000 : i32
      %92 = arith.cmpi slt, %91, %c1000_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %93 = arith.select %92, %91, %c0_i32_12 : i32
      %94 = fly.make_int_tuple(%93) : (i32) -> !fly.int_tuple<(*,?)>
      %95 = fly.slice(%30, %94) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %96 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %97 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %98 = fly.make_ordered_layout(%96, %97) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %99 = fly.memref.alloca(%98) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %95, %99) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %100 = fly.memref.load_vec(%99) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %101 = fly.get_layout(%99) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %102 = fly.get_shape(%101) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %103 = vector.extract %100[0] : f32 from vector<1xf32>
      %104 = fly.make_int_tuple(%93) : (i32) -> !fly.int_tuple<(*,?)>
      %105 = fly.slice(%34, %104) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %106 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %107 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %108 = fly.make_ordered_layout(%106, %107) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %109 = fly.memref.alloca(%108) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %105, %109) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %110 = fly.memref.load_vec(%109) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %111 = fly.get_layout(%109) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %112 = fly.get_shape(%111) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %113 = vector.extract %110[0] : f32 from vector<1xf32>
      %114 = arith.mulf %103, %113 : f32
      %cst_13 = arith.constant 0.000000e+00 : f32
      %115 = arith.select %92, %114, %cst_13 : f32
      %116 = arith.addf %90, %115 : f32
      %c768_i32 = arith.constant 768 : i32
      %117 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_14 = arith.constant 1000 : i32
      %118 = arith.cmpi slt, %117, %c1000_i32_14 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %119 = arith.select %118, %117, %c0_i32_15 : i32
      %120 = fly.make_int_tuple(%119) : (i32) -> !fly.int_tuple<(*,?)>
      %121 = fly.slice(%30, %120) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %122 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %124 = fly.make_ordered_layout(%122, %123) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %125 = fly.memref.alloca(%124) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %121, %125) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %126 = fly.memref.load_vec(%125) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %127 = fly.get_layout(%125) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %128 = fly.get_shape(%127) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %129 = vector.extract %126[0] : f32 from vector<1xf32>
      %130 = fly.make_int_tuple(%119) : (i32) -> !fly.int_tuple<(*,?)>
      %131 = fly.slice(%34, %130) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %132 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %134 = fly.make_ordered_layout(%132, %133) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %135 = fly.memref.alloca(%134) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%26, %131, %135) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %136 = fly.memref.load_vec(%135) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %137 = fly.get_layout(%135) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %138 = fly.get_shape(%137) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %139 = vector.extract %136[0] : f32 from vector<1xf32>
      %140 = arith.mulf %129, %139 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %141 = arith.select %118, %140, %cst_16 : f32
      %142 = arith.addf %116, %141 : f32
      %c64_i32 = arith.constant 64 : i32
      %143 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_17 = arith.constant 64 : i32
      %144 = arith.floordivsi %1, %c64_i32_17 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_18 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %142, %c32_i32, %c64_i32_18 : f32
      %145 = arith.addf %142, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_19 = arith.constant 64 : i32
      %shuffleResult_20, %valid_21 = gpu.shuffle xor %145, %c16_i32, %c64_i32_19 : f32
      %146 = arith.addf %145, %shuffleResult_20 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_22 = arith.constant 64 : i32
      %shuffleResult_23, %valid_24 = gpu.shuffle xor %146, %c8_i32, %c64_i32_22 : f32
      %147 = arith.addf %146, %shuffleResult_23 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %147, %c4_i32, %c64_i32_25 : f32
      %148 = arith.addf %147, %shuffleResult_26 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %148, %c2_i32, %c64_i32_28 : f32
      %149 = arith.addf %148, %shuffleResult_29 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %149, %c1_i32, %c64_i32_31 : f32
      %150 = arith.addf %149, %shuffleResult_32 fastmath<fast> : f32
      %c0_i32_34 = arith.constant 0 : i32
      %151 = arith.cmpi eq, %143, %c0_i32_34 : i32
      scf.if %151 {
        %163 = fly.make_int_tuple(%144) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%150, %7, %163) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_35 = arith.constant 0 : i32
      %152 = arith.cmpi eq, %144, %c0_i32_35 : i32
      scf.if %152 {
        %c4_i32_44 = arith.constant 4 : i32
        %163 = arith.cmpi slt, %143, %c4_i32_44 : i32
        %c0_i32_45 = arith.constant 0 : i32
        %164 = arith.select %163, %143, %c0_i32_45 : i32
        %165 = fly.make_int_tuple(%164) : (i32) -> !fly.int_tuple<?>
        %166 = fly.memref.load(%7, %165) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_46 = arith.constant 0.000000e+00 : f32
        %167 = arith.select %163, %166, %cst_46 : f32
        %c32_i32_47 = arith.constant 32 : i32
        %c64_i32_48 = arith.constant 64 : i32
        %shuffleResult_49, %valid_50 = gpu.shuffle xor %167, %c32_i32_47, %c64_i32_48 : f32
        %168 = arith.addf %167, %shuffleResult_49 fastmath<fast> : f32
        %c16_i32_51 = arith.constant 16 : i32
        %c64_i32_52 = arith.constant 64 : i32
        %shuffleResult_53, %valid_54 = gpu.shuffle xor %168, %c16_i32_51, %c64_i32_52 : f32
        %169 = arith.addf %168, %shuffleResult_53 fastmath<fast> : f32
        %c8_i32_55 = arith.constant 8 : i32
        %c64_i32_56 = arith.constant 64 : i32
        %shuffleResult_57, %valid_58 = gpu.shuffle xor %169, %c8_i32_55, %c64_i32_56 : f32
        %170 = arith.addf %169, %shuffleResult_57 fastmath<fast> : f32
        %c4_i32_59 = arith.constant 4 : i32
        %c64_i32_60 = arith.constant 64 : i32
        %shuffleResult_61, %valid_62 = gpu.shuffle xor %170, %c4_i32_59, %c64_i32_60 : f32
        %171 = arith.addf %170, %shuffleResult_61 fastmath<fast> : f32
        %c2_i32_63 = arith.constant 2 : i32
        %c64_i32_64 = arith.constant 64 : i32
        %shuffleResult_65, %valid_66 = gpu.shuffle xor %171, %c2_i32_63, %c64_i32_64 : f32
        %172 = arith.addf %171, %shuffleResult_65 fastmath<fast> : f32
        %c1_i32_67 = arith.constant 1 : i32
        %c64_i32_68 = arith.constant 64 : i32
        %shuffleResult_69, %valid_70 = gpu.shuffle xor %172, %c1_i32_67, %c64_i32_68 : f32
        %173 = arith.addf %172, %shuffleResult_69 fastmath<fast> : f32
        %c0_i32_71 = arith.constant 0 : i32
        %174 = arith.cmpi eq, %143, %c0_i32_71 : i32
        scf.if %174 {
          %175 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%173, %7, %175) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %153 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %154 = fly.memref.load(%7, %153) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %c0_i32_36 = arith.constant 0 : i32
      %155 = arith.addi %1, %c0_i32_36 : i32
      %c1000_i32_37 = arith.constant 1000 : i32
      %156 = arith.cmpi slt, %155, %c1000_i32_37 : i32
      scf.if %156 {
        %163 = arith.subf %51, %154 : f32
        %164 = arith.mulf %61, %163 : f32
        %165 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %166 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %167 = fly.make_ordered_layout(%165, %166) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %168 = fly.memref.alloca(%167) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %169 = vector.broadcast %164 : f32 to vector<1xf32>
        fly.memref.store_vec(%169, %168) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %170 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
        %171 = fly.slice(%38, %170) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%26, %168, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_38 = arith.constant 256 : i32
      %157 = arith.addi %1, %c256_i32_38 : i32
      %c1000_i32_39 = arith.constant 1000 : i32
      %158 = arith.cmpi slt, %157, %c1000_i32_39 : i32
      scf.if %158 {
        %163 = arith.subf %77, %154 : f32
        %164 = arith.mulf %87, %163 : f32
        %165 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %166 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %167 = fly.make_ordered_layout(%165, %166) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %168 = fly.memref.alloca(%167) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %169 = vector.broadcast %164 : f32 to vector<1xf32>
        fly.memref.store_vec(%169, %168) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %170 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %171 = fly.slice(%38, %170) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%26, %168, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_40 = arith.constant 512 : i32
      %159 = arith.addi %1, %c512_i32_40 : i32
      %c1000_i32_41 = arith.constant 1000 : i32
      %160 = arith.cmpi slt, %159, %c1000_i32_41 : i32
      scf.if %160 {
        %163 = arith.subf %103, %154 : f32
        %164 = arith.mulf %113, %163 : f32
        %165 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %166 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %167 = fly.make_ordered_layout(%165, %166) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %168 = fly.memref.alloca(%167) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %169 = vector.broadcast %164 : f32 to vector<1xf32>
        fly.memref.store_vec(%169, %168) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %170 = fly.make_int_tuple(%159) : (i32) -> !fly.int_tuple<(*,?)>
        %171 = fly.slice(%38, %170) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%26, %168, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_42 = arith.constant 768 : i32
      %161 = arith.addi %1, %c768_i32_42 : i32
      %c1000_i32_43 = arith.constant 1000 : i32
      %162 = arith.cmpi slt, %161, %c1000_i32_43 : i32
      scf.if %162 {
        %163 = arith.subf %129, %154 : f32
        %164 = arith.mulf %139, %163 : f32
        %165 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %166 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %167 = fly.make_ordered_layout(%165, %166) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %168 = fly.memref.alloca(%167) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %169 = vector.broadcast %164 : f32 to vector<1xf32>
        fly.memref.store_vec(%169, %168) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %170 = fly.make_int_tuple(%161) : (i32) -> !fly.int_tuple<(*,?)>
        %171 = fly.slice(%38, %170) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%26, %168, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
