// FlyDSL 0.4.2: fused_add_rmsnorm_bwd/bf16_n1000 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused_add_rmsnorm_bwd_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, ?:1>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg4: !fly.memref<f32, global, ?:1>, %arg5: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg6: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %12 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
      %13 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %14 = fly.make_ptr(%12, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %15 = fly.make_view(%14, %13) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %16 = fly.get_iter(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %17 = fly.get_layout(%arg2) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %18 = fly.make_ptr(%16, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %19 = fly.make_view(%18, %17) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %20 = fly.get_iter(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %21 = fly.get_layout(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %22 = fly.make_ptr(%20, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %23 = fly.make_view(%22, %21) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %24 = fly.get_iter(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %25 = fly.get_layout(%arg4) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_9 = arith.constant 0 : i16
      %c4294967295_i64_10 = arith.constant 4294967295 : i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %26 = fly.make_ptr(%24, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %27 = fly.make_view(%26, %25) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %28 = fly.get_iter(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %29 = fly.get_layout(%arg5) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_12 = arith.constant 0 : i16
      %c4294967295_i64_13 = arith.constant 4294967295 : i64
      %c159744_i32_14 = arith.constant 159744 : i32
      %30 = fly.make_ptr(%28, %c0_i16_12, %c4294967295_i64_13, %c159744_i32_14) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %31 = fly.make_view(%30, %29) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %33 = fly.slice(%11, %32) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %34 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %35 = fly.slice(%19, %34) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %36 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %37 = fly.slice(%23, %36) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %38 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %39 = fly.slice(%31, %38) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %40 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %41 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %42 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %43 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %44 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %45 = fly.make_layout(%43, %44) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %46 = fly.logical_divide(%33, %45) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %47 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %48 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %49 = fly.make_layout(%47, %48) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %50 = fly.logical_divide(%35, %49) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %51 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %52 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %53 = fly.make_layout(%51, %52) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %54 = fly.logical_divide(%37, %53) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %55 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %56 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %57 = fly.make_layout(%55, %56) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %58 = fly.logical_divide(%15, %57) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %60 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %61 = fly.make_layout(%59, %60) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %62 = fly.logical_divide(%39, %61) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
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
      %81 = fly.slice(%46, %80) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %83 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %84 = fly.make_ordered_layout(%82, %83) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %85 = fly.memref.alloca(%84) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %81, %85) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %86 = fly.memref.load_vec(%85) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %87 = fly.get_layout(%85) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %88 = fly.get_shape(%87) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %89 = vector.extract %86[0] : bf16 from vector<1xbf16>
      %90 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%50, %90) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %97 = fly.get_layout(%95) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : bf16 from vector<1xbf16>
      %100 = fly.make_int_tuple(%79) : (i32) -> !fly.int_tuple<(*,?)>
      %101 = fly.slice(%58, %100) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %102 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %103 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %104 = fly.make_ordered_layout(%102, %103) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %105 = fly.memref.alloca(%104) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%41, %101, %105) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %106 = fly.memref.load_vec(%105) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %107 = fly.get_layout(%105) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %108 = fly.get_shape(%107) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %109 = vector.extract %106[0] : bf16 from vector<1xbf16>
      %110 = arith.extf %89 : bf16 to f32
      %111 = arith.extf %99 : bf16 to f32
      %112 = arith.extf %109 : bf16 to f32
      %113 = arith.mulf %110, %76 : f32
      %114 = arith.mulf %111, %112 : f32
      %115 = arith.mulf %113, %114 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %116 = arith.select %78, %115, %cst : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %117 = arith.addf %cst_16, %116 : f32
      %c256_i32 = arith.constant 256 : i32
      %118 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %119 = arith.cmpi slt, %118, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %120 = arith.select %119, %118, %c0_i32_18 : i32
      %121 = fly.make_int_tuple(%120) : (i32) -> !fly.int_tuple<(*,?)>
      %122 = fly.slice(%46, %121) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %125 = fly.make_ordered_layout(%123, %124) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %126 = fly.memref.alloca(%125) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %122, %126) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %127 = fly.memref.load_vec(%126) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %128 = fly.get_layout(%126) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %129 = fly.get_shape(%128) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %130 = vector.extract %127[0] : bf16 from vector<1xbf16>
      %131 = fly.make_int_tuple(%120) : (i32) -> !fly.int_tuple<(*,?)>
      %132 = fly.slice(%50, %131) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %134 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %135 = fly.make_ordered_layout(%133, %134) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %136 = fly.memref.alloca(%135) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %132, %136) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %137 = fly.memref.load_vec(%136) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %138 = fly.get_layout(%136) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %139 = fly.get_shape(%138) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %140 = vector.extract %137[0] : bf16 from vector<1xbf16>
      %141 = fly.make_int_tuple(%120) : (i32) -> !fly.int_tuple<(*,?)>
      %142 = fly.slice(%58, %141) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%41, %142, %146) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %147 = fly.memref.load_vec(%146) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %148 = fly.get_layout(%146) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %149 = fly.get_shape(%148) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %150 = vector.extract %147[0] : bf16 from vector<1xbf16>
      %151 = arith.extf %130 : bf16 to f32
      %152 = arith.extf %140 : bf16 to f32
      %153 = arith.extf %150 : bf16 to f32
      %154 = arith.mulf %151, %76 : f32
      %155 = arith.mulf %152, %153 : f32
      %156 = arith.mulf %154, %155 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %157 = arith.select %119, %156, %cst_19 : f32
      %158 = arith.addf %117, %157 : f32
      %c512_i32 = arith.constant 512 : i32
      %159 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_20 = arith.constant 1000 : i32
      %160 = arith.cmpi slt, %159, %c1000_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %161 = arith.select %160, %159, %c0_i32_21 : i32
      %162 = fly.make_int_tuple(%161) : (i32) -> !fly.int_tuple<(*,?)>
      %163 = fly.slice(%46, %162) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %164 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %165 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %166 = fly.make_ordered_layout(%164, %165) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %167 = fly.memref.alloca(%166) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %163, %167) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %168 = fly.memref.load_vec(%167) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %169 = fly.get_layout(%167) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %170 = fly.get_shape(%169) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %171 = vector.extract %168[0] : bf16 from vector<1xbf16>
      %172 = fly.make_int_tuple(%161) : (i32) -> !fly.int_tuple<(*,?)>
      %173 = fly.slice(%50, %172) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %174 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %175 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %176 = fly.make_ordered_layout(%174, %175) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %177 = fly.memref.alloca(%176) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %173, %177) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %178 = fly.memref.load_vec(%177) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %179 = fly.get_layout(%177) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %180 = fly.get_shape(%179) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %181 = vector.extract %178[0] : bf16 from vector<1xbf16>
      %182 = fly.make_int_tuple(%161) : (i32) -> !fly.int_tuple<(*,?)>
      %183 = fly.slice(%58, %182) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %184 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %185 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %186 = fly.make_ordered_layout(%184, %185) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %187 = fly.memref.alloca(%186) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%41, %183, %187) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %188 = fly.memref.load_vec(%187) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %189 = fly.get_layout(%187) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %190 = fly.get_shape(%189) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %191 = vector.extract %188[0] : bf16 from vector<1xbf16>
      %192 = arith.extf %171 : bf16 to f32
      %193 = arith.extf %181 : bf16 to f32
      %194 = arith.extf %191 : bf16 to f32
      %195 = arith.mulf %192, %76 : f32
      %196 = arith.mulf %193, %194 : f32
      %197 = arith.mulf %195, %196 : f32
      %cst_22 = arith.constant 0.000000e+00 : f32
      %198 = arith.select %160, %197, %cst_22 : f32
      %199 = arith.addf %158, %198 : f32
      %c768_i32 = arith.constant 768 : i32
      %200 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_23 = arith.constant 1000 : i32
      %201 = arith.cmpi slt, %200, %c1000_i32_23 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %202 = arith.select %201, %200, %c0_i32_24 : i32
      %203 = fly.make_int_tuple(%202) : (i32) -> !fly.int_tuple<(*,?)>
      %204 = fly.slice(%46, %203) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %205 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %207 = fly.make_ordered_layout(%205, %206) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %208 = fly.memref.alloca(%207) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %204, %208) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %209 = fly.memref.load_vec(%208) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %210 = fly.get_layout(%208) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %211 = fly.get_shape(%210) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %212 = vector.extract %209[0] : bf16 from vector<1xbf16>
      %213 = fly.make_int_tuple(%202) : (i32) -> !fly.int_tuple<(*,?)>
      %214 = fly.slice(%50, %213) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %215 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %216 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %217 = fly.make_ordered_layout(%215, %216) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %218 = fly.memref.alloca(%217) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%40, %214, %218) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %219 = fly.memref.load_vec(%218) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %220 = fly.get_layout(%218) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %221 = fly.get_shape(%220) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %222 = vector.extract %219[0] : bf16 from vector<1xbf16>
      %223 = fly.make_int_tuple(%202) : (i32) -> !fly.int_tuple<(*,?)>
      %224 = fly.slice(%58, %223) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %225 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %226 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %227 = fly.make_ordered_layout(%225, %226) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %228 = fly.memref.alloca(%227) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%41, %224, %228) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %229 = fly.memref.load_vec(%228) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %230 = fly.get_layout(%228) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %231 = fly.get_shape(%230) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %232 = vector.extract %229[0] : bf16 from vector<1xbf16>
      %233 = arith.extf %212 : bf16 to f32
      %234 = arith.extf %222 : bf16 to f32
      %235 = arith.extf %232 : bf16 to f32
      %236 = arith.mulf %233, %76 : f32
      %237 = arith.mulf %234, %235 : f32
      %238 = arith.mulf %236, %237 : f32
      %cst_25 = arith.constant 0.000000e+00 : f32
      %239 = arith.select %201, %238, %cst_25 : f32
      %240 = arith.addf %199, %239 : f32
      %c64_i32 = arith.constant 64 : i32
      %241 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_26 = arith.constant 64 : i32
      %242 = arith.floordivsi %1, %c64_i32_26 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_27 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %240, %c32_i32, %c64_i32_27 : f32
      %243 = arith.addf %240, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %243, %c16_i32, %c64_i32_28 : f32
      %244 = arith.addf %243, %shuffleResult_29 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %244, %c8_i32, %c64_i32_31 : f32
      %245 = arith.addf %244, %shuffleResult_32 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %245, %c4_i32, %c64_i32_34 : f32
      %246 = arith.addf %245, %shuffleResult_35 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_37 = arith.constant 64 : i32
      %shuffleResult_38, %valid_39 = gpu.shuffle xor %246, %c2_i32, %c64_i32_37 : f32
      %247 = arith.addf %246, %shuffleResult_38 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_40 = arith.constant 64 : i32
      %shuffleResult_41, %valid_42 = gpu.shuffle xor %247, %c1_i32, %c64_i32_40 : f32
      %248 = arith.addf %247, %shuffleResult_41 fastmath<fast> : f32
      %c0_i32_43 = arith.constant 0 : i32
      %249 = arith.cmpi eq, %241, %c0_i32_43 : i32
      scf.if %249 {
        %262 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%248, %7, %262) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_44 = arith.constant 0 : i32
      %250 = arith.cmpi eq, %242, %c0_i32_44 : i32
      scf.if %250 {
        %c4_i32_54 = arith.constant 4 : i32
        %262 = arith.cmpi slt, %241, %c4_i32_54 : i32
        %c0_i32_55 = arith.constant 0 : i32
        %263 = arith.select %262, %241, %c0_i32_55 : i32
        %264 = fly.make_int_tuple(%263) : (i32) -> !fly.int_tuple<?>
        %265 = fly.memref.load(%7, %264) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_56 = arith.constant 0.000000e+00 : f32
        %266 = arith.select %262, %265, %cst_56 : f32
        %c32_i32_57 = arith.constant 32 : i32
        %c64_i32_58 = arith.constant 64 : i32
        %shuffleResult_59, %valid_60 = gpu.shuffle xor %266, %c32_i32_57, %c64_i32_58 : f32
        %267 = arith.addf %266, %shuffleResult_59 fastmath<fast> : f32
        %c16_i32_61 = arith.constant 16 : i32
        %c64_i32_62 = arith.constant 64 : i32
        %shuffleResult_63, %valid_64 = gpu.shuffle xor %267, %c16_i32_61, %c64_i32_62 : f32
        %268 = arith.addf %267, %shuffleResult_63 fastmath<fast> : f32
        %c8_i32_65 = arith.constant 8 : i32
        %c64_i32_66 = arith.constant 64 : i32
        %shuffleResult_67, %valid_68 = gpu.shuffle xor %268, %c8_i32_65, %c64_i32_66 : f32
        %269 = arith.addf %268, %shuffleResult_67 fastmath<fast> : f32
        %c4_i32_69 = arith.constant 4 : i32
        %c64_i32_70 = arith.constant 64 : i32
        %shuffleResult_71, %valid_72 = gpu.shuffle xor %269, %c4_i32_69, %c64_i32_70 : f32
        %270 = arith.addf %269, %shuffleResult_71 fastmath<fast> : f32
        %c2_i32_73 = arith.constant 2 : i32
        %c64_i32_74 = arith.constant 64 : i32
        %shuffleResult_75, %valid_76 = gpu.shuffle xor %270, %c2_i32_73, %c64_i32_74 : f32
        %271 = arith.addf %270, %shuffleResult_75 fastmath<fast> : f32
        %c1_i32_77 = arith.constant 1 : i32
        %c64_i32_78 = arith.constant 64 : i32
        %shuffleResult_79, %valid_80 = gpu.shuffle xor %271, %c1_i32_77, %c64_i32_78 : f32
        %272 = arith.addf %271, %shuffleResult_79 fastmath<fast> : f32
        %c0_i32_81 = arith.constant 0 : i32
        %273 = arith.cmpi eq, %241, %c0_i32_81 : i32
        scf.if %273 {
          %274 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%272, %7, %274) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %251 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %252 = fly.memref.load(%7, %251) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_45 = arith.constant 1.000000e+03 : f32
      %253 = arith.divf %252, %cst_45 : f32
      %c0_i32_46 = arith.constant 0 : i32
      %254 = arith.addi %1, %c0_i32_46 : i32
      %c1000_i32_47 = arith.constant 1000 : i32
      %255 = arith.cmpi slt, %254, %c1000_i32_47 : i32
      scf.if %255 {
        %262 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%46, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%50, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<(*,?)>
        %283 = fly.slice(%58, %282) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %285 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %286 = fly.make_ordered_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %287 = fly.memref.alloca(%286) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%41, %283, %287) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %288 = fly.memref.load_vec(%287) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %289 = fly.get_layout(%287) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %290 = fly.get_shape(%289) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %291 = vector.extract %288[0] : bf16 from vector<1xbf16>
        %292 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<(*,?)>
        %293 = fly.slice(%54, %292) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %294 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %295 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %296 = fly.make_ordered_layout(%294, %295) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %297 = fly.memref.alloca(%296) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %293, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %298 = fly.memref.load_vec(%297) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %299 = fly.get_layout(%297) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %300 = fly.get_shape(%299) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %301 = vector.extract %298[0] : bf16 from vector<1xbf16>
        %302 = arith.extf %271 : bf16 to f32
        %303 = arith.extf %281 : bf16 to f32
        %304 = arith.extf %291 : bf16 to f32
        %305 = arith.extf %301 : bf16 to f32
        %306 = arith.mulf %302, %76 : f32
        %307 = arith.mulf %303, %304 : f32
        %308 = arith.mulf %306, %253 : f32
        %309 = arith.subf %307, %308 : f32
        %310 = arith.mulf %309, %76 : f32
        %311 = arith.addf %310, %305 : f32
        %312 = arith.truncf %311 : f32 to bf16
        %313 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %314 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %315 = fly.make_ordered_layout(%313, %314) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %316 = fly.memref.alloca(%315) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %317 = vector.broadcast %312 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%317, %316) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %318 = fly.make_int_tuple(%254) : (i32) -> !fly.int_tuple<(*,?)>
        %319 = fly.slice(%62, %318) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %316, %319) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %320 = arith.mulf %303, %306 : f32
        %321 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %322 = llvm.ptrtoint %321 : !llvm.ptr<1> to i64
        %323 = arith.index_cast %254 : i32 to index
        %c4 = arith.constant 4 : index
        %324 = arith.muli %323, %c4 : index
        %325 = arith.index_cast %324 : index to i64
        %326 = llvm.add %322, %325 : i64
        %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
        %328 = llvm.atomicrmw fadd %327, %320 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c256_i32_48 = arith.constant 256 : i32
      %256 = arith.addi %1, %c256_i32_48 : i32
      %c1000_i32_49 = arith.constant 1000 : i32
      %257 = arith.cmpi slt, %256, %c1000_i32_49 : i32
      scf.if %257 {
        %262 = fly.make_int_tuple(%256) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%46, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%256) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%50, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = fly.make_int_tuple(%256) : (i32) -> !fly.int_tuple<(*,?)>
        %283 = fly.slice(%58, %282) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %285 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %286 = fly.make_ordered_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %287 = fly.memref.alloca(%286) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%41, %283, %287) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %288 = fly.memref.load_vec(%287) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %289 = fly.get_layout(%287) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %290 = fly.get_shape(%289) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %291 = vector.extract %288[0] : bf16 from vector<1xbf16>
        %292 = fly.make_int_tuple(%256) : (i32) -> !fly.int_tuple<(*,?)>
        %293 = fly.slice(%54, %292) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %294 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %295 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %296 = fly.make_ordered_layout(%294, %295) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %297 = fly.memref.alloca(%296) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %293, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %298 = fly.memref.load_vec(%297) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %299 = fly.get_layout(%297) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %300 = fly.get_shape(%299) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %301 = vector.extract %298[0] : bf16 from vector<1xbf16>
        %302 = arith.extf %271 : bf16 to f32
        %303 = arith.extf %281 : bf16 to f32
        %304 = arith.extf %291 : bf16 to f32
        %305 = arith.extf %301 : bf16 to f32
        %306 = arith.mulf %302, %76 : f32
        %307 = arith.mulf %303, %304 : f32
        %308 = arith.mulf %306, %253 : f32
        %309 = arith.subf %307, %308 : f32
        %310 = arith.mulf %309, %76 : f32
        %311 = arith.addf %310, %305 : f32
        %312 = arith.truncf %311 : f32 to bf16
        %313 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %314 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %315 = fly.make_ordered_layout(%313, %314) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %316 = fly.memref.alloca(%315) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %317 = vector.broadcast %312 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%317, %316) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %318 = fly.make_int_tuple(%256) : (i32) -> !fly.int_tuple<(*,?)>
        %319 = fly.slice(%62, %318) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %316, %319) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %320 = arith.mulf %303, %306 : f32
        %321 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %322 = llvm.ptrtoint %321 : !llvm.ptr<1> to i64
        %323 = arith.index_cast %256 : i32 to index
        %c4 = arith.constant 4 : index
        %324 = arith.muli %323, %c4 : index
        %325 = arith.index_cast %324 : index to i64
        %326 = llvm.add %322, %325 : i64
        %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
        %328 = llvm.atomicrmw fadd %327, %320 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c512_i32_50 = arith.constant 512 : i32
      %258 = arith.addi %1, %c512_i32_50 : i32
      %c1000_i32_51 = arith.constant 1000 : i32
      %259 = arith.cmpi slt, %258, %c1000_i32_51 : i32
      scf.if %259 {
        %262 = fly.make_int_tuple(%258) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%46, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%258) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%50, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = fly.make_int_tuple(%258) : (i32) -> !fly.int_tuple<(*,?)>
        %283 = fly.slice(%58, %282) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %285 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %286 = fly.make_ordered_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %287 = fly.memref.alloca(%286) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%41, %283, %287) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %288 = fly.memref.load_vec(%287) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %289 = fly.get_layout(%287) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %290 = fly.get_shape(%289) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %291 = vector.extract %288[0] : bf16 from vector<1xbf16>
        %292 = fly.make_int_tuple(%258) : (i32) -> !fly.int_tuple<(*,?)>
        %293 = fly.slice(%54, %292) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %294 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %295 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %296 = fly.make_ordered_layout(%294, %295) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %297 = fly.memref.alloca(%296) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %293, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %298 = fly.memref.load_vec(%297) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %299 = fly.get_layout(%297) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %300 = fly.get_shape(%299) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %301 = vector.extract %298[0] : bf16 from vector<1xbf16>
        %302 = arith.extf %271 : bf16 to f32
        %303 = arith.extf %281 : bf16 to f32
        %304 = arith.extf %291 : bf16 to f32
        %305 = arith.extf %301 : bf16 to f32
        %306 = arith.mulf %302, %76 : f32
        %307 = arith.mulf %303, %304 : f32
        %308 = arith.mulf %306, %253 : f32
        %309 = arith.subf %307, %308 : f32
        %310 = arith.mulf %309, %76 : f32
        %311 = arith.addf %310, %305 : f32
        %312 = arith.truncf %311 : f32 to bf16
        %313 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %314 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %315 = fly.make_ordered_layout(%313, %314) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %316 = fly.memref.alloca(%315) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %317 = vector.broadcast %312 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%317, %316) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %318 = fly.make_int_tuple(%258) : (i32) -> !fly.int_tuple<(*,?)>
        %319 = fly.slice(%62, %318) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %316, %319) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %320 = arith.mulf %303, %306 : f32
        %321 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %322 = llvm.ptrtoint %321 : !llvm.ptr<1> to i64
        %323 = arith.index_cast %258 : i32 to index
        %c4 = arith.constant 4 : index
        %324 = arith.muli %323, %c4 : index
        %325 = arith.index_cast %324 : index to i64
        %326 = llvm.add %322, %325 : i64
        %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
        %328 = llvm.atomicrmw fadd %327, %320 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c768_i32_52 = arith.constant 768 : i32
      %260 = arith.addi %1, %c768_i32_52 : i32
      %c1000_i32_53 = arith.constant 1000 : i32
      %261 = arith.cmpi slt, %260, %c1000_i32_53 : i32
      scf.if %261 {
        %262 = fly.make_int_tuple(%260) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%46, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%260) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%50, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = fly.make_int_tuple(%260) : (i32) -> !fly.int_tuple<(*,?)>
        %283 = fly.slice(%58, %282) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %284 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %285 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %286 = fly.make_ordered_layout(%284, %285) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %287 = fly.memref.alloca(%286) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%41, %283, %287) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %288 = fly.memref.load_vec(%287) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %289 = fly.get_layout(%287) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %290 = fly.get_shape(%289) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %291 = vector.extract %288[0] : bf16 from vector<1xbf16>
        %292 = fly.make_int_tuple(%260) : (i32) -> !fly.int_tuple<(*,?)>
        %293 = fly.slice(%54, %292) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %294 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %295 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %296 = fly.make_ordered_layout(%294, %295) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %297 = fly.memref.alloca(%296) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%40, %293, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %298 = fly.memref.load_vec(%297) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %299 = fly.get_layout(%297) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %300 = fly.get_shape(%299) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %301 = vector.extract %298[0] : bf16 from vector<1xbf16>
        %302 = arith.extf %271 : bf16 to f32
        %303 = arith.extf %281 : bf16 to f32
        %304 = arith.extf %291 : bf16 to f32
        %305 = arith.extf %301 : bf16 to f32
        %306 = arith.mulf %302, %76 : f32
        %307 = arith.mulf %303, %304 : f32
        %308 = arith.mulf %306, %253 : f32
        %309 = arith.subf %307, %308 : f32
        %310 = arith.mulf %309, %76 : f32
        %311 = arith.addf %310, %305 : f32
        %312 = arith.truncf %311 : f32 to bf16
        %313 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %314 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %315 = fly.make_ordered_layout(%313, %314) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %316 = fly.memref.alloca(%315) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %317 = vector.broadcast %312 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%317, %316) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %318 = fly.make_int_tuple(%260) : (i32) -> !fly.int_tuple<(*,?)>
        %319 = fly.slice(%62, %318) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%40, %316, %319) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %320 = arith.mulf %303, %306 : f32
        %321 = fly.extract_aligned_pointer_as_index %arg6 : <f32, global, ?:1> -> !llvm.ptr<1>
        %322 = llvm.ptrtoint %321 : !llvm.ptr<1> to i64
        %323 = arith.index_cast %260 : i32 to index
        %c4 = arith.constant 4 : index
        %324 = arith.muli %323, %c4 : index
        %325 = arith.index_cast %324 : index to i64
        %326 = llvm.add %322, %325 : i64
        %327 = llvm.inttoptr %326 : i64 to !llvm.ptr<1>
        %328 = llvm.atomicrmw fadd %327, %320 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
