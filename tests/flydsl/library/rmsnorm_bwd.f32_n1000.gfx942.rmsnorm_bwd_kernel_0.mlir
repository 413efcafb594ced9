// FlyDSL 0.4.2: rmsnorm_bwd/f32_n1000 for gfx942 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_bwd_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg5: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %20 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %21 = fly.get_layout(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %22 = fly.make_ptr(%20, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %23 = fly.make_view(%22, %21) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %24 = fly.get_iter(%arg4) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %25 = fly.get_layout(%arg4) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_9 = arith.constant 0 : i16
      %c4294967295_i64_10 = arith.constant 4294967295 : i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %26 = fly.make_ptr(%24, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %27 = fly.make_view(%26, %25) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %28 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %29 = fly.slice(%11, %28) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %30 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %31 = fly.slice(%19, %30) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %33 = fly.slice(%27, %32) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %34 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %35 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %36 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %39 = fly.make_layout(%37, %38) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %40 = fly.logical_divide(%29, %39) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %43 = fly.make_layout(%41, %42) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %44 = fly.logical_divide(%31, %43) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %45 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_layout(%45, %46) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %48 = fly.logical_divide(%15, %47) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_layout(%49, %50) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %52 = fly.logical_divide(%33, %51) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %53 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %54 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %55 = fly.make_layout(%53, %54) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %56 = fly.logical_divide(%23, %55) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %57 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(*,?)>
      %58 = fly.slice(%56, %57) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %59 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %60 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %61 = fly.make_ordered_layout(%59, %60) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %62 = fly.memref.alloca(%61) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%36, %58, %62) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %63 = fly.memref.load_vec(%62) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %64 = fly.get_layout(%62) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %65 = fly.get_shape(%64) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %66 = vector.extract %63[0] : f32 from vector<1xf32>
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %1, %c0_i32 : i32
      %c1000_i32 = arith.constant 1000 : i32
      %68 = arith.cmpi slt, %67, %c1000_i32 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %69 = arith.select %68, %67, %c0_i32_12 : i32
      %70 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
      %71 = fly.slice(%40, %70) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %72 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %73 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %74 = fly.make_ordered_layout(%72, %73) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %75 = fly.memref.alloca(%74) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %71, %75) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %76 = fly.memref.load_vec(%75) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %77 = fly.get_layout(%75) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %78 = fly.get_shape(%77) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %79 = vector.extract %76[0] : f32 from vector<1xf32>
      %80 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
      %81 = fly.slice(%44, %80) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %83 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %84 = fly.make_ordered_layout(%82, %83) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %85 = fly.memref.alloca(%84) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %81, %85) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %86 = fly.memref.load_vec(%85) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %87 = fly.get_layout(%85) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %88 = fly.get_shape(%87) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %89 = vector.extract %86[0] : f32 from vector<1xf32>
      %90 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%48, %90) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%35, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %97 = fly.get_layout(%95) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : f32 from vector<1xf32>
      %100 = arith.mulf %79, %66 : f32
      %101 = arith.mulf %89, %99 : f32
      %102 = arith.mulf %100, %101 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %103 = arith.select %68, %102, %cst : f32
      %cst_13 = arith.constant 0.000000e+00 : f32
      %104 = arith.addf %cst_13, %103 : f32
      %c256_i32 = arith.constant 256 : i32
      %105 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_14 = arith.constant 1000 : i32
      %106 = arith.cmpi slt, %105, %c1000_i32_14 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %107 = arith.select %106, %105, %c0_i32_15 : i32
      %108 = fly.make_int_tuple(%107) : (i32) -> !fly.int_tuple<(*,?)>
      %109 = fly.slice(%40, %108) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %110 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %111 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %112 = fly.make_ordered_layout(%110, %111) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %113 = fly.memref.alloca(%112) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %109, %113) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %114 = fly.memref.load_vec(%113) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %115 = fly.get_layout(%113) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %116 = fly.get_shape(%115) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %117 = vector.extract %114[0] : f32 from vector<1xf32>
      %118 = fly.make_int_tuple(%107) : (i32) -> !fly.int_tuple<(*,?)>
      %119 = fly.slice(%44, %118) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %120 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %121 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %122 = fly.make_ordered_layout(%120, %121) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %123 = fly.memref.alloca(%122) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %119, %123) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %124 = fly.memref.load_vec(%123) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %125 = fly.get_layout(%123) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %126 = fly.get_shape(%125) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %127 = vector.extract %124[0] : f32 from vector<1xf32>
      %128 = fly.make_int_tuple(%107) : (i32) -> !fly.int_tuple<(*,?)>
      %129 = fly.slice(%48, %128) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %130 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %131 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %132 = fly.make_ordered_layout(%130, %131) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %133 = fly.memref.alloca(%132) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%35, %129, %133) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %134 = fly.memref.load_vec(%133) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %135 = fly.get_layout(%133) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %136 = fly.get_shape(%135) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %137 = vector.extract %134[0] : f32 from vector<1xf32>
      %138 = arith.mulf %117, %66 : f32
      %139 = arith.mulf %127, %137 : f32
      %140 = arith.mulf %138, %139 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %141 = arith.select %106, %140, %cst_16 : f32
      %142 = arith.addf %104, %141 : f32
      %c512_i32 = arith.constant 512 : i32
      %143 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %144 = arith.cmpi slt, %143, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %145 = arith.select %144, %143, %c0_i32_18 : i32
      %146 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<(*,?)>
      %147 = fly.slice(%40, %146) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %148 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %149 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %150 = fly.make_ordered_layout(%148, %149) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %151 = fly.memref.alloca(%150) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %147, %151) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %152 = fly.memref.load_vec(%151) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %153 = fly.get_layout(%151) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %154 = fly.get_shape(%153) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %155 = vector.extract %152[0] : f32 from vector<1xf32>
      %156 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<(*,?)>
      %157 = fly.slice(%44, %156) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %158 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %159 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %160 = fly.make_ordered_layout(%158, %159) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %161 = fly.memref.alloca(%160) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %157, %161) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %162 = fly.memref.load_vec(%161) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %163 = fly.get_layout(%161) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %164 = fly.get_shape(%163) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %165 = vector.extract %162[0] : f32 from vector<1xf32>
      %166 = fly.make_int_tuple(%145) : (i32) -> !fly.int_tuple<(*,?)>
      %167 = fly.slice(%48, %166) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %168 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %169 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %170 = fly.make_ordered_layout(%168, %169) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %171 = fly.memref.alloca(%170) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%35, %167, %171) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %172 = fly.memref.load_vec(%171) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %173 = fly.get_layout(%171) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %174 = fly.get_shape(%173) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %175 = vector.extract %172[0] : f32 from vector<1xf32>
      %176 = arith.mulf %155, %66 : f32
      %177 = arith.mulf %165, %175 : f32
      %178 = arith.mulf %176, %177 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %179 = arith.select %144, %178, %cst_19 : f32
      %180 = arith.addf %142, %179 : f32
      %c768_i32 = arith.constant 768 : i32
      %181 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_20 = arith.constant 1000 : i32
      %182 = arith.cmpi slt, %181, %c1000_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %183 = arith.select %182, %181, %c0_i32_21 : i32
      %184 = fly.make_int_tuple(%183) : (i32) -> !fly.int_tuple<(*,?)>
      %185 = fly.slice(%40, %184) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %186 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %187 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %188 = fly.make_ordered_layout(%186, %187) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %189 = fly.memref.alloca(%188) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %185, %189) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %190 = fly.memref.load_vec(%189) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %191 = fly.get_layout(%189) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %192 = fly.get_shape(%191) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %193 = vector.extract %190[0] : f32 from vector<1xf32>
      %194 = fly.make_int_tuple(%183) : (i32) -> !fly.int_tuple<(*,?)>
      %195 = fly.slice(%44, %194) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %196 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %197 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %198 = fly.make_ordered_layout(%196, %197) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %199 = fly.memref.alloca(%198) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%34, %195, %199) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %200 = fly.memref.load_vec(%199) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %201 = fly.get_layout(%199) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %202 = fly.get_shape(%201) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %203 = vector.extract %200[0] : f32 from vector<1xf32>
      %204 = fly.make_int_tuple(%183) : (i32) -> !fly.int_tuple<(*,?)>
      %205 = fly.slice(%48, %204) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %207 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %208 = fly.make_ordered_layout(%206, %207) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %209 = fly.memref.alloca(%208) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy(%35, %205, %209) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %210 = fly.memref.load_vec(%209) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %211 = fly.get_layout(%209) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %212 = fly.get_shape(%211) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %213 = vector.extract %210[0] : f32 from vector<1xf32>
      %214 = arith.mulf %193, %66 : f32
      %215 = arith.mulf %203, %213 : f32
      %216 = arith.mulf %214, %215 : f32
      %cst_22 = arith.constant 0.000000e+00 : f32
      %217 = arith.select %182, %216, %cst_22 : f32
      %218 = arith.addf %180, %217 : f32
      %c64_i32 = arith.constant 64 : i32
      %219 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_23 = arith.constant 64 : i32
      %220 = arith.floordivsi %1, %c64_i32_23 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_24 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %218, %c32_i32, %c64_i32_24 : f32
      %221 = arith.addf %218, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %221, %c16_i32, %c64_i32_25 : f32
      %222 = arith.addf %221, %shuffleResult_26 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %222, %c8_i32, %c64_i32_28 : f32
      %223 = arith.addf %222, %shuffleResult_29 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %223, %c4_i32, %c64_i32_31 : f32
      %224 = arith.addf %223, %shuffleResult_32 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %224, %c2_i32, %c64_i32_34 : f32
      %225 = arith.addf %224, %shuffleResult_35 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_37 = arith.constant 64 : i32
      %shuffleResult_38, %valid_39 = gpu.shuffle xor %225, %c1_i32, %c64_i32_37 : f32
      %226 = arith.addf %225, %shuffleResult_38 fastmath<fast> : f32
      %c0_i32_40 = arith.constant 0 : i32
      %227 = arith.cmpi eq, %219, %c0_i32_40 : i32
      scf.if %227 {
        %240 = fly.make_int_tuple(%220) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%226, %7, %240) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_41 = arith.constant 0 : i32
      %228 = arith.cmpi eq, %220, %c0_i32_41 : i32
      scf.if %228 {
        %c4_i32_51 = arith.constant 4 : i32
        %240 = arith.cmpi slt, %219, %c4_i32_51 : i32
        %c0_i32_52 = arith.constant 0 : i32
        %241 = arith.select %240, %219, %c0_i32_52 : i32
        %242 = fly.make_int_tuple(%241) : (i32) -> !fly.int_tuple<?>
        %243 = fly.memref.load(%7, %242) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_53 = arith.constant 0.000000e+00 : f32
        %244 = arith.select %240, %243, %cst_53 : f32
        %c32_i32_54 = arith.constant 32 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %shuffleResult_56, %valid_57 = gpu.shuffle xor %244, %c32_i32_54, %c64_i32_55 : f32
        %245 = arith.addf %244, %shuffleResult_56 fastmath<fast> : f32
        %c16_i32_58 = arith.constant 16 : i32
        %c64_i32_59 = arith.constant 64 : i32
        %shuffleResult_60, %valid_61 = gpu.shuffle xor %245, %c16_i32_58, %c64_i32_59 : f32
        %246 = arith.addf %245, %shuffleResult_60 fastmath<fast> : f32
        %c8_i32_62 = arith.constant 8 : i32
        %c64_i32_63 = arith.constant 64 : i32
        %shuffleResult_64, %valid_65 = gpu.shuffle xor %246, %c8_i32_62, %c64_i32_63 : f32
        %247 = arith.addf %246, %shuffleResult_64 fastmath<fast> : f32
        %c4_i32_66 = arith.constant 4 : i32
        %c64_i32_67 = arith.constant 64 : i32
        %shuffleResult_68, %valid_69 = gpu.shuffle xor %247, %c4_i32_66, %c64_i32_67 : f32
        %248 = arith.addf %247, %shuffleResult_68 fastmath<fast> : f32
        %c2_i32_70 = arith.constant 2 : i32
        %c64_i32_71 = arith.constant 64 : i32
        %shuffleResult_72, %valid_73 = gpu.shuffle xor %248, %c2_i32_70, %c64_i32_71 : f32
        %249 = arith.addf %248, %shuffleResult_72 fastmath<fast> : f32
        %c1_i32_74 = arith.constant 1 : i32
        %c64_i32_75 = arith.constant 64 : i32
        %shuffleResult_76, %valid_77 = gpu.shuffle xor %249, %c1_i32_74, %c64_i32_75 : f32
        %250 = arith.addf %249, %shuffleResult_76 fastmath<fast> : f32
        %c0_i32_78 = arith.constant 0 : i32
        %251 = arith.cmpi eq, %219, %c0_i32_78 : i32
        scf.if %251 {
          %252 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%250, %7, %252) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %229 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %230 = fly.memref.load(%7, %229) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_42 = arith.constant 1.000000e+03 : f32
      %231 = arith.divf %230, %cst_42 : f32
      %c0_i32_43 = arith.constant 0 : i32
      %232 = arith.addi %1, %c0_i32_43 : i32
      %c1000_i32_44 = arith.constant 1000 : i32
      %233 = arith.cmpi slt, %232, %c1000_i32_44 : i32
      scf.if %233 {
        %240 = fly.make_int_tuple(%232) : (i32) -> !fly.int_tuple<(*,?)>
        %241 = fly.slice(%40, %240) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %242 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %243 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %244 = fly.make_ordered_layout(%242, %243) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %245 = fly.memref.alloca(%244) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %241, %245) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %246 = fly.memref.load_vec(%245) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %247 = fly.get_layout(%245) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %248 = fly.get_shape(%247) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %249 = vector.extract %246[0] : f32 from vector<1xf32>
        %250 = fly.make_int_tuple(%232) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%44, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%232) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%48, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%35, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = arith.mulf %249, %66 : f32
        %271 = arith.mulf %259, %269 : f32
        %272 = arith.mulf %270, %231 : f32
        %273 = arith.subf %271, %272 : f32
        %274 = arith.mulf %273, %66 : f32
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %276 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %277 = fly.make_ordered_layout(%275, %276) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %278 = fly.memref.alloca(%277) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %279 = vector.broadcast %274 : f32 to vector<1xf32>
        fly.memref.store_vec(%279, %278) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %280 = fly.make_int_tuple(%232) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%52, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %278, %281) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %282 = arith.mulf %259, %270 : f32
        %283 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %284 = llvm.ptrtoint %283 : !llvm.ptr<1> to i64
        %285 = arith.index_cast %232 : i32 to index
        %c4 = arith.constant 4 : index
        %286 = arith.muli %285, %c4 : index
        %287 = arith.index_cast %286 : index to i64
        %288 = llvm.add %284, %287 : i64
        %289 = llvm.inttoptr %288 : i64 to !llvm.ptr<1>
        %290 = llvm.atomicrmw fadd %289, %282 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c256_i32_45 = arith.constant 256 : i32
      %234 = arith.addi %1, %c256_i32_45 : i32
      %c1000_i32_46 = arith.constant 1000 : i32
      %235 = arith.cmpi slt, %234, %c1000_i32_46 : i32
      scf.if %235 {
        %240 = fly.make_int_tuple(%234) : (i32) -> !fly.int_tuple<(*,?)>
        %241 = fly.slice(%40, %240) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %242 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %243 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %244 = fly.make_ordered_layout(%242, %243) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %245 = fly.memref.alloca(%244) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %241, %245) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %246 = fly.memref.load_vec(%245) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %247 = fly.get_layout(%245) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %248 = fly.get_shape(%247) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %249 = vector.extract %246[0] : f32 from vector<1xf32>
        %250 = fly.make_int_tuple(%234) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%44, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%234) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%48, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%35, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = arith.mulf %249, %66 : f32
        %271 = arith.mulf %259, %269 : f32
        %272 = arith.mulf %270, %231 : f32
        %273 = arith.subf %271, %272 : f32
        %274 = arith.mulf %273, %66 : f32
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %276 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %277 = fly.make_ordered_layout(%275, %276) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %278 = fly.memref.alloca(%277) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %279 = vector.broadcast %274 : f32 to vector<1xf32>
        fly.memref.store_vec(%279, %278) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %280 = fly.make_int_tuple(%234) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%52, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %278, %281) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %282 = arith.mulf %259, %270 : f32
        %283 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %284 = llvm.ptrtoint %283 : !llvm.ptr<1> to i64
        %285 = arith.index_cast %234 : i32 to index
        %c4 = arith.constant 4 : index
        %286 = arith.muli %285, %c4 : index
        %287 = arith.index_cast %286 : index to i64
        %288 = llvm.add %284, %287 : i64
        %289 = llvm.inttoptr %288 : i64 to !llvm.ptr<1>
        %290 = llvm.atomicrmw fadd %289, %282 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c512_i32_47 = arith.constant 512 : i32
      %236 = arith.addi %1, %c512_i32_47 : i32
      %c1000_i32_48 = arith.constant 1000 : i32
      %237 = arith.cmpi slt, %236, %c1000_i32_48 : i32
      scf.if %237 {
        %240 = fly.make_int_tuple(%236) : (i32) -> !fly.int_tuple<(*,?)>
        %241 = fly.slice(%40, %240) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %242 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %243 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %244 = fly.make_ordered_layout(%242, %243) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %245 = fly.memref.alloca(%244) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %241, %245) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %246 = fly.memref.load_vec(%245) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %247 = fly.get_layout(%245) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %248 = fly.get_shape(%247) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %249 = vector.extract %246[0] : f32 from vector<1xf32>
        %250 = fly.make_int_tuple(%236) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%44, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%236) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%48, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%35, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = arith.mulf %249, %66 : f32
        %271 = arith.mulf %259, %269 : f32
        %272 = arith.mulf %270, %231 : f32
        %273 = arith.subf %271, %272 : f32
        %274 = arith.mulf %273, %66 : f32
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %276 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %277 = fly.make_ordered_layout(%275, %276) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %278 = fly.memref.alloca(%277) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %279 = vector.broadcast %274 : f32 to vector<1xf32>
        fly.memref.store_vec(%279, %278) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %280 = fly.make_int_tuple(%236) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%52, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %278, %281) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %282 = arith.mulf %259, %270 : f32
        %283 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %284 = llvm.ptrtoint %283 : !llvm.ptr<1> to i64
        %285 = arith.index_cast %236 : i32 to index
        %c4 = arith.constant 4 : index
        %286 = arith.muli %285, %c4 : index
        %287 = arith.index_cast %286 : index to i64
        %288 = llvm.add %284, %287 : i64
        %289 = llvm.inttoptr %288 : i64 to !llvm.ptr<1>
        %290 = llvm.atomicrmw fadd %289, %282 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c768_i32_49 = arith.constant 768 : i32
      %238 = arith.addi %1, %c768_i32_49 : i32
      %c1000_i32_50 = arith.constant 1000 : i32
      %239 = arith.cmpi slt, %238, %c1000_i32_50 : i32
      scf.if %239 {
        %240 = fly.make_int_tuple(%238) : (i32) -> !fly.int_tuple<(*,?)>
        %241 = fly.slice(%40, %240) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %242 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %243 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %244 = fly.make_ordered_layout(%242, %243) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %245 = fly.memref.alloca(%244) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %241, %245) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %246 = fly.memref.load_vec(%245) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %247 = fly.get_layout(%245) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %248 = fly.get_shape(%247) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %249 = vector.extract %246[0] : f32 from vector<1xf32>
        %250 = fly.make_int_tuple(%238) : (i32) -> !fly.int_tuple<(*,?)>
        %251 = fly.slice(%44, %250) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %252 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %253 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %254 = fly.make_ordered_layout(%252, %253) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %255 = fly.memref.alloca(%254) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%34, %251, %255) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %256 = fly.memref.load_vec(%255) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %257 = fly.get_layout(%255) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %258 = fly.get_shape(%257) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %259 = vector.extract %256[0] : f32 from vector<1xf32>
        %260 = fly.make_int_tuple(%238) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%48, %260) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy(%35, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %267 = fly.get_layout(%265) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : f32 from vector<1xf32>
        %270 = arith.mulf %249, %66 : f32
        %271 = arith.mulf %259, %269 : f32
        %272 = arith.mulf %270, %231 : f32
        %273 = arith.subf %271, %272 : f32
        %274 = arith.mulf %273, %66 : f32
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %276 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %277 = fly.make_ordered_layout(%275, %276) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %278 = fly.memref.alloca(%277) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %279 = vector.broadcast %274 : f32 to vector<1xf32>
        fly.memref.store_vec(%279, %278) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %280 = fly.make_int_tuple(%238) : (i32) -> !fly.int_tuple<(*,?)>
        %281 = fly.slice(%52, %280) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %278, %281) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %282 = arith.mulf %259, %270 : f32
        %283 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %284 = llvm.ptrtoint %283 : !llvm.ptr<1> to i64
        %285 = arith.index_cast %238 : i32 to index
        %c4 = arith.constant 4 : index
        %286 = arith.muli %285, %c4 : index
        %287 = arith.index_cast %286 : index to i64
        %288 = llvm.add %284, %287 : i64
        %289 = llvm.inttoptr %288 : i64 to !llvm.ptr<1>
        %290 = llvm.atomicrmw fadd %289, %282 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
