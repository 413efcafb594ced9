// FlyDSL 0.4.2: fused_add_rmsnorm_bwd/f32_n1000 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused_add_rmsnorm_bwd_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %12 = fly.get_iter(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %13 = fly.get_layout(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%12, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %16 = fly.get_iter(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %17 = fly.get_layout(%arg2) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %18 = fly.make_ptr(%16, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %19 = fly.make_view(%18, %17) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %20 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %21 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %22 = fly.make_ptr(%20, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %23 = fly.make_view(%22, %21) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %24 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %25 = fly.get_layout(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_9 = arith.constant 0 : i16
      %c4294967295_i64_10 = arith.constant 4294967295 : i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %26 = fly.make_ptr(%24, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %27 = fly.make_view(%26, %25) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %28 = fly.get_iter(%arg5) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %29 = fly.get_layout(%arg5) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_12 = arith.constant 0 : i16
      %c4294967295_i64_13 = arith.constant 4294967295 : i64
      %c159744_i32_14 = arith.constant 159744 : i32
      %30 = fly.make_ptr(%28, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %31 = fly.make_view(%30, %29) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %33 = fly.slice(%11, %32) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %34 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %35 = fly.slice(%19, %34) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %36 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %37 = fly.slice(%23, %36) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %38 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %39 = fly.slice(%31, %38) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %40 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %41 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %42 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %46 = fly.logical_divide(%33, %45) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %47 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %48 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %49 = fly.make_layout(%47, %48) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %50 = fly.logical_divide(%35, %49) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %51 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %54 = fly.logical_divide(%37, %53) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %57 = fly.make_layout(%55, %56) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %58 = fly.logical_divide(%15, %57) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %60 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %61 = fly.make_layout(%59, %60) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %62 = fly.logical_divide(%39, %61) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %63 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %65 = fly.make_layout(%63, %64) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %66 = fly.logical_divide(%27, %65) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %67 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
      %68 = fly.slice(%66, %67) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %69 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %70 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %71 = fly.make_ordered_layout(%69, %70) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %72 = fly.memref.alloca(%71) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%42, %68, %72) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %73 = fly.memref.load_vec(%72) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %74 = fly.get_layout(%72) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %75 = fly.get_shape(%74) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %76 = vector.extract %73[0] : f32 from vector<1xf32>
      %c0_i32 = arith.constant 0 : i32
      %77 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %78 = arith.cmpi slt, %77, %c1000_i32 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %79 = arith.select %78, %77, %c0_i32_15 : i32
      %80 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %81 = fly.slice(%46, %80) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %83 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %84 = fly.make_ordered_layout(%82, %83) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %85 = fly.memref.alloca(%84) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %81, %85) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %86 = fly.memref.load_vec(%85) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %87 = fly.get_layout(%85) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %88 = fly.get_shape(%87) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %89 = vector.extract %86[0] : f32 from vector<1xf32>
      %90 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%50, %90) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %97 = fly.get_layout(%95) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : f32 from vector<1xf32>
      %100 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %101 = fly.slice(%58, %100) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %102 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %103 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %104 = fly.make_ordered_layout(%102, %103) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %105 = fly.memref.alloca(%104) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%41, %101, %105) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %106 = fly.memref.load_vec(%105) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %107 = fly.get_layout(%105) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %108 = fly.get_shape(%107) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %109 = vector.extract %106[0] : f32 from vector<1xf32>
      %110 = arith.mulf %89, %76 : f32
      %111 = arith.mulf %99, %109 : f32
      %112 = arith.mulf %110, %111 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %113 = arith.select %78, %112, %cst : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %114 = arith.addf %cst_16, %113 : f32
      %c256_i32 = arith.constant 256 : i32
      %115 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %116 = arith.cmpi slt, %115, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %117 = arith.select %116, %115, %c0_i32_18 : i32
      %118 = fly.make_int_tuple(%117) : (i32) -> !fly.int_tuple<(*,?)>
      %119 = fly.slice(%46, %118) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %121 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %122 = fly.make_ordered_layout(%120, %121) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %123 = fly.memref.alloca(%122) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %119, %123) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %124 = fly.memref.load_vec(%123) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %125 = fly.get_layout(%123) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %126 = fly.get_shape(%125) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %127 = vector.extract %124[0] : f32 from vector<1xf32>
      %128 = fly.make_int_tuple(%117) : (i32) -> !fly.int_tuple<(*,?)>
      %129 = fly.slice(%50, %128) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %132 = fly.make_ordered_layout(%130, %131) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %133 = fly.memref.alloca(%132) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %129, %133) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %134 = fly.memref.load_vec(%133) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %135 = fly.get_layout(%133) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %136 = fly.get_shape(%135) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %137 = vector.extract %134[0] : f32 from vector<1xf32>
      %138 = fly.make_int_tuple(%117) : (i32) -> !fly.int_tuple<(*,?)>
      %139 = fly.slice(%58, %138) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %140 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %141 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %142 = fly.make_ordered_layout(%140, %141) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %143 = fly.memref.alloca(%142) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%41, %139, %143) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %144 = fly.memref.load_vec(%143) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %145 = fly.get_layout(%143) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %146 = fly.get_shape(%145) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %147 = vector.extract %144[0] : f32 from vector<1xf32>
      %148 = arith.mulf %127, %76 : f32
      %149 = arith.mulf %137, %147 : f32
      %150 = arith.mulf %148, %149 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %151 = arith.select %116, %150, %cst_19 : f32
      %152 = arith.addf %114, %151 : f32
      %c512_i32 = arith.constant 512 : i32
      %153 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_20 = arith.constant 1000 : i32
      %154 = arith.cmpi slt, %153, %c1000_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %155 = arith.select %154, %153, %c0_i32_21 : i32
      %156 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
      %157 = fly.slice(%46, %156) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %158 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %160 = fly.make_ordered_layout(%158, %159) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %161 = fly.memref.alloca(%160) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %157, %161) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %162 = fly.memref.load_vec(%161) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %163 = fly.get_layout(%161) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %164 = fly.get_shape(%163) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %165 = vector.extract %162[0] : f32 from vector<1xf32>
      %166 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
      %167 = fly.slice(%50, %166) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %168 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %169 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %170 = fly.make_ordered_layout(%168, %169) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %171 = fly.memref.alloca(%170) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %167, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %172 = fly.memref.load_vec(%171) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %173 = fly.get_layout(%171) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %174 = fly.get_shape(%173) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %175 = vector.extract %172[0] : f32 from vector<1xf32>
      %176 = fly.make_int_tuple(%155) : (i32) -> !fly.int_tuple<(*,?)>
      %177 = fly.slice(%58, %176) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %178 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %179 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %180 = fly.make_ordered_layout(%178, %179) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %181 = fly.memref.alloca(%180) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%41, %177, %181) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %182 = fly.memref.load_vec(%181) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %183 = fly.get_layout(%181) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %184 = fly.get_shape(%183) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %185 = vector.extract %182[0] : f32 from vector<1xf32>
      %186 = arith.mulf %165, %76 : f32
      %187 = arith.mulf %175, %185 : f32
      %188 = arith.mulf %186, %187 : f32
      %cst_22 = arith.constant 0.000000e+00 : f32
      %189 = arith.select %154, %188, %cst_22 : f32
      %190 = arith.addf %152, %189 : f32
      %c768_i32 = arith.constant 768 : i32
      %191 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_23 = arith.constant 1000 : i32
      %192 = arith.cmpi slt, %191, %c1000_i32_23 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %193 = arith.select %192, %191, %c0_i32_24 : i32
      %194 = fly.make_int_tuple(%193) : (i32) -> !fly.int_tuple<(*,?)>
      %195 = fly.slice(%46, %194) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %196 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %197 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %198 = fly.make_ordered_layout(%196, %197) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %199 = fly.memref.alloca(%198) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %195, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %200 = fly.memref.load_vec(%199) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %201 = fly.get_layout(%199) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %202 = fly.get_shape(%201) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %203 = vector.extract %200[0] : f32 from vector<1xf32>
      %204 = fly.make_int_tuple(%193) : (i32) -> !fly.int_tuple<(*,?)>
      %205 = fly.slice(%50, %204) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %207 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %208 = fly.make_ordered_layout(%206, %207) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %209 = fly.memref.alloca(%208) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%40, %205, %209) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %210 = fly.memref.load_vec(%209) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %211 = fly.get_layout(%209) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %212 = fly.get_shape(%211) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %213 = vector.extract %210[0] : f32 from vector<1xf32>
      %214 = fly.make_int_tuple(%193) : (i32) -> !fly.int_tuple<(*,?)>
      %215 = fly.slice(%58, %214) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %216 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %217 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %218 = fly.make_ordered_layout(%216, %217) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %219 = fly.memref.alloca(%218) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%41, %215, %219) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %220 = fly.memref.load_vec(%219) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %221 = fly.get_layout(%219) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %222 = fly.get_shape(%221) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %223 = vector.extract %220[0] : f32 from vector<1xf32>
      %224 = arith.mulf %203, %76 : f32
      %225 = arith.mulf %213, %223 : f32
      %226 = arith.mulf %224, %225 : f32
      %cst_25 = arith.constant 0.000000e+00 : f32
      %227 = arith.select %192, %226, %cst_25 : f32
      %228 = arith.addf %190, %227 : f32
      %c64_i32 = arith.constant 64 : i32
      %229 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_26 = arith.constant 64 : i32
      %230 = arith.floordivsi %1, %c64_i32_26 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_27 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %228, %c32_i32, %c64_i32_27 : f32
      %231 = arith.addf %228, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %231, %c16_i32, %c64_i32_28 : f32
      %232 = arith.addf %231, %shuffleResult_29 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %232, %c8_i32, %c64_i32_31 : f32
      %233 = arith.addf %232, %shuffleResult_32 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %233, %c4_i32, %c64_i32_34 : f32
      %234 = arith.addf %233, %shuffleResult_35 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_37 = arith.constant 64 : i32
      %shuffleResult_38, %valid_39 = gpu.shuffle xor %234, %c2_i32, %c64_i32_37 : f32
      %235 = arith.addf %234, %shuffleResult_38 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_40 = arith.constant 64 : i32
      %shuffleResult_41, %valid_42 = gpu.shuffle xor %235, %c1_i32, %c64_i32_40 : f32
      %236 = arith.addf %235, %shuffleResult_41 fastmath<fast> : f32
      %c0_i32_43 = arith.constant 0 : i32
      %237 = arith.cmpi eq, %229, %c0_i32_43 : i32
      scf.if %237 {
        %250 = fly.make_int_tuple(%230) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%236, %7, %250) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_44 = arith.constant 0 : i32
      %238 = arith.cmpi eq, %230, %c0_i32_44 : i32
      scf.if %238 {
        %c4_i32_54 = arith.constant 4 : i32
        %250 = arith.cmpi slt, %229, %c4_i32_54 : i32
        %c0_i32_55 = arith.constant 0 : i32
        %251 = arith.select %250, %229, %c0_i32_55 : i32
        %252 = fly.make_int_tuple(%251) : (i32) -> !fly.int_tuple<?>
        %253 = fly.memref.load(%7, %252) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_56 = arith.constant 0.000000e+00 : f32
        %254 = arith.select %250, %253, %cst_56 : f32
        %c32_i32_57 = arith.constant 32 : i32
        %c64_i32_58 = arith.constant 64 : i32
        %shuffleResult_59, %valid_60 = gpu.shuffle xor %254, %c32_i32_57, %c64_i32_58 : f32
        %255 = arith.addf %254, %shuffleResult_59 fastmath<fast> : f32
        %c16_i32_61 = arith.constant 16 : i32
        %c64_i32_62 = arith.constant 64 : i32
        %shuffleResult_63, %valid_64 = gpu.shuffle xor %255, %c16_i32_61, %c64_i32_62 : f32
        %256 = arith.addf %255, %shuffleResult_63 fastmath<fast> : f32
        %c8_i32_65 = arith.constant 8 : i32
        %c64_i32_66 = arith.constant 64 : i32
        %shuffleResult_67, %valid_68 = gpu.shuffle xor %256, %c8_i32_65, %c64_i32_66 : f32
        %257 = arith.addf %256, %shuffleResult_67 fastmath<fast> : f32
        %c4_i32_69 = arith.constant 4 : i32
        %c64_i32_70 = arith.constant 64 : i32
        %shuffleResult_71, %valid_72 = gpu.shuffle xor %257, %c4_i32_69, %c64_i32_70 : f32
        %258 = arith.addf %257, %shuffleResult_71 fastmath<fast> : f32
        %c2_i32_73 = arith.constant 2 : i32
        %c64_i32_74 = arith.constant 64 : i32
        %shuffleResult_75, %valid_76 = gpu.shuffle xor %258, %c2_i32_73, %c64_i32_74 : f32
        %259 = arith.addf %258, %shuffleResult_75 fastmath<fast> : f32
        %c1_i32_77 = arith.constant 1 : i32
        %c64_i32_78 = arith.constant 64 : i32
        %shuffleResult_79, %valid_80 = gpu.shuffle xor %259, %c1_i32_77, %c64_i32_78 : f32
        %260 = arith.addf %259, %shuffleResult_79 fastmath<fast> : f32
        %c0_i32_81 = arith.constant 0 : i32
        %261 = arith.cmpi eq, %229, %c0_i32_81 : i32
        scf.if %261 {
          %262 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%260, %7, %262) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %239 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %240 = fly.memref.load(%7, %239) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_45 = arith.constant 1.000000e+03 : f32
      %241 = arith.divf %240, %cst_45 : f32
      %c0_i32_46 = arith.constant 0 : i32
      %242 = arith.addi %1, %c0_i32_46 : i32
      %c1000_i32_47 = arith.constant 1000 : i32
      %243 = arith.cmpi slt, %242, %c1000_i32_47 : i32
      scf.if %243 {
        %250 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%46, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%50, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %271 = fly.slice(%58, %270) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %273 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %275 = fly.memref.alloca(%274) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%41, %271, %275) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %276 = fly.memref.load_vec(%275) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %277 = fly.get_layout(%275) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %278 = fly.get_shape(%277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %279 = vector.extract %276[0] : f32 from vector<1xf32>
        %280 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%54, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %283 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %284 = fly.make_ordered_layout(%282, %283) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %285 = fly.memref.alloca(%284) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %281, %285) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %286 = fly.memref.load_vec(%285) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %287 = fly.get_layout(%285) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %288 = fly.get_shape(%287) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %289 = vector.extract %286[0] : f32 from vector<1xf32>
        %290 = arith.mulf %259, %76 : f32
        %291 = arith.mulf %269, %279 : f32
        %292 = arith.mulf %290, %241 : f32
        %293 = arith.subf %291, %292 : f32
        %294 = arith.mulf %293, %76 : f32
        %295 = arith.addf %294, %289 : f32
        %296 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.make_ordered_layout(%296, %297) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %299 = fly.memref.alloca(%298) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %300 = vector.broadcast %295 : f32 to vector<1xf32>
        fly.memref.store_vec(%300, %299) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %301 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %302 = fly.slice(%62, %301) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %299, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %303 = arith.mulf %269, %290 : f32
        %304 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %305 = llvm.ptrtoint %304 : !llvm.ptr<1> to i64
        %306 = arith.index_cast %242 : i32 to index
        %c4 = arith.constant 4 : index
        %307 = arith.muli %306, %c4 : index
        %308 = arith.index_cast %307 : index to i64
        %309 = llvm.add %305, %308 : i64
        %310 = llvm.inttoptr %309 : i64 to !llvm.ptr<1>
        %311 = llvm.atomicrmw fadd %310, %303 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c256_i32_48 = arith.constant 256 : i32
      %244 = arith.addi %1, %c256_i32_48 : i32
      %c1000_i32_49 = arith.constant 1000 : i32
      %245 = arith.cmpi slt, %244, %c1000_i32_49 : i32
      scf.if %245 {
        %250 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%46, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%50, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %271 = fly.slice(%58, %270) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %273 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %275 = fly.memref.alloca(%274) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%41, %271, %275) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %276 = fly.memref.load_vec(%275) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %277 = fly.get_layout(%275) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %278 = fly.get_shape(%277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %279 = vector.extract %276[0] : f32 from vector<1xf32>
        %280 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%54, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %283 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %284 = fly.make_ordered_layout(%282, %283) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %285 = fly.memref.alloca(%284) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %281, %285) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %286 = fly.memref.load_vec(%285) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %287 = fly.get_layout(%285) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %288 = fly.get_shape(%287) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %289 = vector.extract %286[0] : f32 from vector<1xf32>
        %290 = arith.mulf %259, %76 : f32
        %291 = arith.mulf %269, %279 : f32
        %292 = arith.mulf %290, %241 : f32
        %293 = arith.subf %291, %292 : f32
        %294 = arith.mulf %293, %76 : f32
        %295 = arith.addf %294, %289 : f32
        %296 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.make_ordered_layout(%296, %297) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %299 = fly.memref.alloca(%298) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %300 = vector.broadcast %295 : f32 to vector<1xf32>
        fly.memref.store_vec(%300, %299) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %301 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %302 = fly.slice(%62, %301) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %299, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %303 = arith.mulf %269, %290 : f32
        %304 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %305 = llvm.ptrtoint %304 : !llvm.ptr<1> to i64
        %306 = arith.index_cast %244 : i32 to index
        %c4 = arith.constant 4 : index
        %307 = arith.muli %306, %c4 : index
        %308 = arith.index_cast %307 : index to i64
        %309 = llvm.add %305, %308 : i64
        %310 = llvm.inttoptr %309 : i64 to !llvm.ptr<1>
        %311 = llvm.atomicrmw fadd %310, %303 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c512_i32_50 = arith.constant 512 : i32
      %246 = arith.addi %1, %c512_i32_50 : i32
      %c1000_i32_51 = arith.constant 1000 : i32
      %247 = arith.cmpi slt, %246, %c1000_i32_51 : i32
      scf.if %247 {
        %250 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%46, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%50, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %271 = fly.slice(%58, %270) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %273 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %275 = fly.memref.alloca(%274) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%41, %271, %275) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %276 = fly.memref.load_vec(%275) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %277 = fly.get_layout(%275) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %278 = fly.get_shape(%277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %279 = vector.extract %276[0] : f32 from vector<1xf32>
        %280 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%54, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %283 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %284 = fly.make_ordered_layout(%282, %283) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %285 = fly.memref.alloca(%284) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %281, %285) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %286 = fly.memref.load_vec(%285) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %287 = fly.get_layout(%285) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %288 = fly.get_shape(%287) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %289 = vector.extract %286[0] : f32 from vector<1xf32>
        %290 = arith.mulf %259, %76 : f32
        %291 = arith.mulf %269, %279 : f32
        %292 = arith.mulf %290, %241 : f32
        %293 = arith.subf %291, %292 : f32
        %294 = arith.mulf %293, %76 : f32
        %295 = arith.addf %294, %289 : f32
        %296 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.make_ordered_layout(%296, %297) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %299 = fly.memref.alloca(%298) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %300 = vector.broadcast %295 : f32 to vector<1xf32>
        fly.memref.store_vec(%300, %299) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %301 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %302 = fly.slice(%62, %301) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %299, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %303 = arith.mulf %269, %290 : f32
        %304 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %305 = llvm.ptrtoint %304 : !llvm.ptr<1> to i64
        %306 = arith.index_cast %246 : i32 to index
        %c4 = arith.constant 4 : index
        %307 = arith.muli %306, %c4 : index
        %308 = arith.index_cast %307 : index to i64
        %309 = llvm.add %305, %308 : i64
        %310 = llvm.inttoptr %309 : i64 to !llvm.ptr<1>
        %311 = llvm.atomicrmw fadd %310, %303 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c768_i32_52 = arith.constant 768 : i32
      %248 = arith.addi %1, %c768_i32_52 : i32
      %c1000_i32_53 = arith.constant 1000 : i32
      %249 = arith.cmpi slt, %248, %c1000_i32_53 : i32
      scf.if %249 {
        %250 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%46, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%50, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %271 = fly.slice(%58, %270) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %273 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %275 = fly.memref.alloca(%274) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%41, %271, %275) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %276 = fly.memref.load_vec(%275) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %277 = fly.get_layout(%275) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %278 = fly.get_shape(%277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %279 = vector.extract %276[0] : f32 from vector<1xf32>
        %280 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%54, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %283 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %284 = fly.make_ordered_layout(%282, %283) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %285 = fly.memref.alloca(%284) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%40, %281, %285) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %286 = fly.memref.load_vec(%285) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %287 = fly.get_layout(%285) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %288 = fly.get_shape(%287) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %289 = vector.extract %286[0] : f32 from vector<1xf32>
        %290 = arith.mulf %259, %76 : f32
        %291 = arith.mulf %269, %279 : f32
        %292 = arith.mulf %290, %241 : f32
        %293 = arith.subf %291, %292 : f32
        %294 = arith.mulf %293, %76 : f32
        %295 = arith.addf %294, %289 : f32
        %296 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.make_ordered_layout(%296, %297) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %299 = fly.memref.alloca(%298) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %300 = vector.broadcast %295 : f32 to vector<1xf32>
        fly.memref.store_vec(%300, %299) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %301 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %302 = fly.slice(%62, %301) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %299, %302) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %303 = arith.mulf %269, %290 : f32
        %304 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %305 = llvm.ptrtoint %304 : !llvm.ptr<1> to i64
        %306 = arith.index_cast %248 : i32 to index
        %c4 = arith.constant 4 : index
        %307 = arith.muli %306, %c4 : index
        %308 = arith.index_cast %307 : index to i64
        %309 = llvm.add %305, %308 : i64
        %310 = llvm.inttoptr %309 : i64 to !llvm.ptr<1>
        %311 = llvm.atomicrmw fadd %310, %303 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
