// FlyDSL 0.4.2: rmsnorm_bwd/bf16_n1000 for gfx950 (scripts/flydsl_library.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_bwd_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, ?:1>, %arg2: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg3: !fly.memref<f32, global, ?:1>, %arg4: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg5: !fly.memref<f32, global, ?:1>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
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
      %20 = fly.get_iter(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %21 = fly.get_layout(%arg3) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_6 = arith.constant 0 : i16
      %c4294967295_i64_7 = arith.constant 4294967295 : i64
      %c159744_i32_8 = arith.constant 159744 : i32
      %22 = fly.make_ptr(%20, %c0_i16_6, %c4294967295_i64_7, %c159744_i32_8) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %23 = fly.make_view(%22, %21) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %24 = fly.get_iter(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
      %25 = fly.get_layout(%arg4) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_9 = arith.constant 0 : i16
      %c4294967295_i64_10 = arith.constant 4294967295 : i64
      %c159744_i32_11 = arith.constant 159744 : i32
      %26 = fly.make_ptr(%24, %c0_i16_9, %c4294967295_i64_10, %c159744_i32_11) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
      %27 = fly.make_view(%26, %25) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %28 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %29 = fly.slice(%11, %28) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %30 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %31 = fly.slice(%19, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %32 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %33 = fly.slice(%27, %32) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
      %34 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %35 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
      %36 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %37 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %38 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %39 = fly.make_layout(%37, %38) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %40 = fly.logical_divide(%29, %39) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %42 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %43 = fly.make_layout(%41, %42) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %44 = fly.logical_divide(%31, %43) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %45 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %46 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %47 = fly.make_layout(%45, %46) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %48 = fly.logical_divide(%15, %47) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %50 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %51 = fly.make_layout(%49, %50) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %52 = fly.logical_divide(%33, %51) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
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
      %71 = fly.slice(%40, %70) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %72 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %73 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %74 = fly.make_ordered_layout(%72, %73) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %75 = fly.memref.alloca(%74) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %71, %75) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %76 = fly.memref.load_vec(%75) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %77 = fly.get_layout(%75) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %78 = fly.get_shape(%77) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %79 = vector.extract %76[0] : bf16 from vector<1xbf16>
      %80 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
      %81 = fly.slice(%44, %80) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %82 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %83 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %84 = fly.make_ordered_layout(%82, %83) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %85 = fly.memref.alloca(%84) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %81, %85) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %86 = fly.memref.load_vec(%85) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %87 = fly.get_layout(%85) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %88 = fly.get_shape(%87) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %89 = vector.extract %86[0] : bf16 from vector<1xbf16>
      %90 = fly.make_int_tuple(%69) : (i32) -> !fly.int_tuple<(*,?)>
      %91 = fly.slice(%48, %90) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %96 = fly.memref.load_vec(%95) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %97 = fly.get_layout(%95) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %99 = vector.extract %96[0] : bf16 from vector<1xbf16>
      %100 = arith.extf %79 : bf16 to f32
      %101 = arith.extf %89 : bf16 to f32
      %102 = arith.extf %99 : bf16 to f32
      %103 = arith.mulf %100, %66 : f32
      %104 = arith.mulf %101, %102 : f32
      %105 = arith.mulf %103, %104 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %106 = arith.select %68, %105, %cst : f32
      %cst_13 = arith.constant 0.000000e+00 : f32
      %107 = arith.addf %cst_13, %106 : f32
      %c256_i32 = arith.constant 256 : i32
      %108 = arith.addi %1, %c256_i32 : i32
      %c1000_i32_14 = arith.constant 1000 : i32
      %109 = arith.cmpi slt, %108, %c1000_i32_14 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %110 = arith.select %109, %108, %c0_i32_15 : i32
      %111 = fly.make_int_tuple(%110) : (i32) -> !fly.int_tuple<(*,?)>
      %112 = fly.slice(%40, %111) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %113 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %114 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %115 = fly.make_ordered_layout(%113, %114) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %116 = fly.memref.alloca(%115) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %112, %116) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %117 = fly.memref.load_vec(%116) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %118 = fly.get_layout(%116) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %119 = fly.get_shape(%118) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %120 = vector.extract %117[0] : bf16 from vector<1xbf16>
      %121 = fly.make_int_tuple(%110) : (i32) -> !fly.int_tuple<(*,?)>
      %122 = fly.slice(%44, %121) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %123 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %124 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %125 = fly.make_ordered_layout(%123, %124) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %126 = fly.memref.alloca(%125) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %122, %126) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %127 = fly.memref.load_vec(%126) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %128 = fly.get_layout(%126) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %129 = fly.get_shape(%128) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %130 = vector.extract %127[0] : bf16 from vector<1xbf16>
      %131 = fly.make_int_tuple(%110) : (i32) -> !fly.int_tuple<(*,?)>
      %132 = fly.slice(%48, %131) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %133 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %134 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %135 = fly.make_ordered_layout(%133, %134) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %136 = fly.memref.alloca(%135) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %132, %136) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %137 = fly.memref.load_vec(%136) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %138 = fly.get_layout(%136) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %139 = fly.get_shape(%138) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %140 = vector.extract %137[0] : bf16 from vector<1xbf16>
      %141 = arith.extf %120 : bf16 to f32
      %142 = arith.extf %130 : bf16 to f32
      %143 = arith.extf %140 : bf16 to f32
      %144 = arith.mulf %141, %66 : f32
      %145 = arith.mulf %142, %143 : f32
      %146 = arith.mulf %144, %145 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %147 = arith.select %109, %146, %cst_16 : f32
      %148 = arith.addf %107, %147 : f32
      %c512_i32 = arith.constant 512 : i32
      %149 = arith.addi %1, %c512_i32 : i32
      %c1000_i32_17 = arith.constant 1000 : i32
      %150 = arith.cmpi slt, %149, %c1000_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %151 = arith.select %150, %149, %c0_i32_18 : i32
      %152 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
      %153 = fly.slice(%40, %152) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %154 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %155 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %156 = fly.make_ordered_layout(%154, %155) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %157 = fly.memref.alloca(%156) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %153, %157) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %158 = fly.memref.load_vec(%157) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %159 = fly.get_layout(%157) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %160 = fly.get_shape(%159) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %161 = vector.extract %158[0] : bf16 from vector<1xbf16>
      %162 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
      %163 = fly.slice(%44, %162) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %164 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %165 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %166 = fly.make_ordered_layout(%164, %165) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %167 = fly.memref.alloca(%166) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %163, %167) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %168 = fly.memref.load_vec(%167) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %169 = fly.get_layout(%167) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %170 = fly.get_shape(%169) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %171 = vector.extract %168[0] : bf16 from vector<1xbf16>
      %172 = fly.make_int_tuple(%151) : (i32) -> !fly.int_tuple<(*,?)>
      %173 = fly.slice(%48, %172) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %174 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %175 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %176 = fly.make_ordered_layout(%174, %175) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %177 = fly.memref.alloca(%176) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %173, %177) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %178 = fly.memref.load_vec(%177) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %179 = fly.get_layout(%177) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %180 = fly.get_shape(%179) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %181 = vector.extract %178[0] : bf16 from vector<1xbf16>
      %182 = arith.extf %161 : bf16 to f32
      %183 = arith.extf %171 : bf16 to f32
      %184 = arith.extf %181 : bf16 to f32
      %185 = arith.mulf %182, %66 : f32
      %186 = arith.mulf %183, %184 : f32
      %187 = arith.mulf %185, %186 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %188 = arith.select %150, %187, %cst_19 : f32
      %189 = arith.addf %148, %188 : f32
      %c768_i32 = arith.constant 768 : i32
      %190 = arith.addi %1, %c768_i32 : i32
      %c1000_i32_20 = arith.constant 1000 : i32
      %191 = arith.cmpi slt, %190, %c1000_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %192 = arith.select %191, %190, %c0_i32_21 : i32
      %193 = fly.make_int_tuple(%192) : (i32) -> !fly.int_tuple<(*,?)>
      %194 = fly.slice(%40, %193) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %195 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %196 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %197 = fly.make_ordered_layout(%195, %196) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %198 = fly.memref.alloca(%197) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %194, %198) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %199 = fly.memref.load_vec(%198) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %200 = fly.get_layout(%198) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %201 = fly.get_shape(%200) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %202 = vector.extract %199[0] : bf16 from vector<1xbf16>
      %203 = fly.make_int_tuple(%192) : (i32) -> !fly.int_tuple<(*,?)>
      %204 = fly.slice(%44, %203) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %205 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %206 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %207 = fly.make_ordered_layout(%205, %206) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %208 = fly.memref.alloca(%207) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%34, %204, %208) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %209 = fly.memref.load_vec(%208) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %210 = fly.get_layout(%208) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %211 = fly.get_shape(%210) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %212 = vector.extract %209[0] : bf16 from vector<1xbf16>
      %213 = fly.make_int_tuple(%192) : (i32) -> !fly.int_tuple<(*,?)>
      %214 = fly.slice(%48, %213) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
      %215 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %216 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %217 = fly.make_ordered_layout(%215, %216) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %218 = fly.memref.alloca(%217) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
      fly.copy(%35, %214, %218) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
      %219 = fly.memref.load_vec(%218) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
      %220 = fly.get_layout(%218) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
      %221 = fly.get_shape(%220) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %222 = vector.extract %219[0] : bf16 from vector<1xbf16>
      %223 = arith.extf %202 : bf16 to f32
      %224 = arith.extf %212 : bf16 to f32
      %225 = arith.extf %222 : bf16 to f32
      %226 = arith.mulf %223, %66 : f32
      %227 = arith.mulf %224, %225 : f32
      %228 = arith.mulf %226, %227 : f32
      %cst_22 = arith.constant 0.000000e+00 : f32
      %229 = arith.select %191, %228, %cst_22 : f32
      %230 = arith.addf %189, %229 : f32
      %c64_i32 = arith.constant 64 : i32
      %231 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_23 = arith.constant 64 : i32
      %232 = arith.floordivsi %1, %c64_i32_23 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_24 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %230, %c32_i32, %c64_i32_24 : f32
      %233 = arith.addf %230, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_25 = arith.constant 64 : i32
      %shuffleResult_26, %valid_27 = gpu.shuffle xor %233, %c16_i32, %c64_i32_25 : f32
      %234 = arith.addf %233, %shuffleResult_26 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_28 = arith.constant 64 : i32
      %shuffleResult_29, %valid_30 = gpu.shuffle xor %234, %c8_i32, %c64_i32_28 : f32
      %235 = arith.addf %234, %shuffleResult_29 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_31 = arith.constant 64 : i32
      %shuffleResult_32, %valid_33 = gpu.shuffle xor %235, %c4_i32, %c64_i32_31 : f32
      %236 = arith.addf %235, %shuffleResult_32 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_34 = arith.constant 64 : i32
      %shuffleResult_35, %valid_36 = gpu.shuffle xor %236, %c2_i32, %c64_i32_34 : f32
      %237 = arith.addf %236, %shuffleResult_35 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_37 = arith.constant 64 : i32
      %shuffleResult_38, %valid_39 = gpu.shuffle xor %237, %c1_i32, %c64_i32_37 : f32
      %238 = arith.addf %237, %shuffleResult_38 fastmath<fast> : f32
      %c0_i32_40 = arith.constant 0 : i32
      %239 = arith.cmpi eq, %231, %c0_i32_40 : i32
      scf.if %239 {
        %252 = fly.make_int_tuple(%232) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%238, %7, %252) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_41 = arith.constant 0 : i32
      %240 = arith.cmpi eq, %232, %c0_i32_41 : i32
      scf.if %240 {
        %c4_i32_51 = arith.constant 4 : i32
        %252 = arith.cmpi slt, %231, %c4_i32_51 : i32
        %c0_i32_52 = arith.constant 0 : i32
        %253 = arith.select %252, %231, %c0_i32_52 : i32
        %254 = fly.make_int_tuple(%253) : (i32) -> !fly.int_tuple<?>
        %255 = fly.memref.load(%7, %254) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_53 = arith.constant 0.000000e+00 : f32
        %256 = arith.select %252, %255, %cst_53 : f32
        %c32_i32_54 = arith.constant 32 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %shuffleResult_56, %valid_57 = gpu.shuffle xor %256, %c32_i32_54, %c64_i32_55 : f32
        %257 = arith.addf %256, %shuffleResult_56 fastmath<fast> : f32
        %c16_i32_58 = arith.constant 16 : i32
        %c64_i32_59 = arith.constant 64 : i32
        %shuffleResult_60, %valid_61 = gpu.shuffle xor %257, %c16_i32_58, %c64_i32_59 : f32
        %258 = arith.addf %257, %shuffleResult_60 fastmath<fast> : f32
        %c8_i32_62 = arith.constant 8 : i32
        %c64_i32_63 = arith.constant 64 : i32
        %shuffleResult_64, %valid_65 = gpu.shuffle xor %258, %c8_i32_62, %c64_i32_63 : f32
        %259 = arith.addf %258, %shuffleResult_64 fastmath<fast> : f32
        %c4_i32_66 = arith.constant 4 : i32
        %c64_i32_67 = arith.constant 64 : i32
        %shuffleResult_68, %valid_69 = gpu.shuffle xor %259, %c4_i32_66, %c64_i32_67 : f32
        %260 = arith.addf %259, %shuffleResult_68 fastmath<fast> : f32
        %c2_i32_70 = arith.constant 2 : i32
        %c64_i32_71 = arith.constant 64 : i32
        %shuffleResult_72, %valid_73 = gpu.shuffle xor %260, %c2_i32_70, %c64_i32_71 : f32
        %261 = arith.addf %260, %shuffleResult_72 fastmath<fast> : f32
        %c1_i32_74 = arith.constant 1 : i32
        %c64_i32_75 = arith.constant 64 : i32
        %shuffleResult_76, %valid_77 = gpu.shuffle xor %261, %c1_i32_74, %c64_i32_75 : f32
        %262 = arith.addf %261, %shuffleResult_76 fastmath<fast> : f32
        %c0_i32_78 = arith.constant 0 : i32
        %263 = arith.cmpi eq, %231, %c0_i32_78 : i32
        scf.if %263 {
          %264 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%262, %7, %264) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %241 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %242 = fly.memref.load(%7, %241) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_42 = arith.constant 1.000000e+03 : f32
      %243 = arith.divf %242, %cst_42 : f32
      %c0_i32_43 = arith.constant 0 : i32
      %244 = arith.addi %1, %c0_i32_43 : i32
      %c1000_i32_44 = arith.constant 1000 : i32
      %245 = arith.cmpi slt, %244, %c1000_i32_44 : i32
      scf.if %245 {
        %252 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %253 = fly.slice(%40, %252) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %254 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %255 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %256 = fly.make_ordered_layout(%254, %255) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %257 = fly.memref.alloca(%256) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %253, %257) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %258 = fly.memref.load_vec(%257) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %259 = fly.get_layout(%257) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %260 = fly.get_shape(%259) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %261 = vector.extract %258[0] : bf16 from vector<1xbf16>
        %262 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%44, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%48, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = arith.extf %261 : bf16 to f32
        %283 = arith.extf %271 : bf16 to f32
        %284 = arith.extf %281 : bf16 to f32
        %285 = arith.mulf %282, %66 : f32
        %286 = arith.mulf %283, %284 : f32
        %287 = arith.mulf %285, %243 : f32
        %288 = arith.subf %286, %287 : f32
        %289 = arith.mulf %288, %66 : f32
        %290 = arith.truncf %289 : f32 to bf16
        %291 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %292 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %293 = fly.make_ordered_layout(%291, %292) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %294 = fly.memref.alloca(%293) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %295 = vector.broadcast %290 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%295, %294) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %296 = fly.make_int_tuple(%244) : (i32) -> !fly.int_tuple<(*,?)>
        %297 = fly.slice(%52, %296) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %294, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %298 = arith.mulf %283, %285 : f32
        %299 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %300 = llvm.ptrtoint %299 : !llvm.ptr<1> to i64
        %301 = arith.index_cast %244 : i32 to index
        %c4 = arith.constant 4 : index
        %302 = arith.muli %301, %c4 : index
        %303 = arith.index_cast %302 : index to i64
        %304 = llvm.add %300, %303 : i64
        %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<1>
        %306 = llvm.atomicrmw fadd %305, %298 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c256_i32_45 = arith.constant 256 : i32
      %246 = arith.addi %1, %c256_i32_45 : i32
      %c1000_i32_46 = arith.constant 1000 : i32
      %247 = arith.cmpi slt, %246, %c1000_i32_46 : i32
      scf.if %247 {
        %252 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %253 = fly.slice(%40, %252) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %254 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %255 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %256 = fly.make_ordered_layout(%254, %255) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %257 = fly.memref.alloca(%256) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %253, %257) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %258 = fly.memref.load_vec(%257) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %259 = fly.get_layout(%257) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %260 = fly.get_shape(%259) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %261 = vector.extract %258[0] : bf16 from vector<1xbf16>
        %262 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%44, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%48, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = arith.extf %261 : bf16 to f32
        %283 = arith.extf %271 : bf16 to f32
        %284 = arith.extf %281 : bf16 to f32
        %285 = arith.mulf %282, %66 : f32
        %286 = arith.mulf %283, %284 : f32
        %287 = arith.mulf %285, %243 : f32
        %288 = arith.subf %286, %287 : f32
        %289 = arith.mulf %288, %66 : f32
        %290 = arith.truncf %289 : f32 to bf16
        %291 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %292 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %293 = fly.make_ordered_layout(%291, %292) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %294 = fly.memref.alloca(%293) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %295 = vector.broadcast %290 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%295, %294) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %296 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %297 = fly.slice(%52, %296) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %294, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %298 = arith.mulf %283, %285 : f32
        %299 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %300 = llvm.ptrtoint %299 : !llvm.ptr<1> to i64
        %301 = arith.index_cast %246 : i32 to index
        %c4 = arith.constant 4 : index
        %302 = arith.muli %301, %c4 : index
        %303 = arith.index_cast %302 : index to i64
        %304 = llvm.add %300, %303 : i64
        %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<1>
        %306 = llvm.atomicrmw fadd %305, %298 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c512_i32_47 = arith.constant 512 : i32
      %248 = arith.addi %1, %c512_i32_47 : i32
      %c1000_i32_48 = arith.constant 1000 : i32
      %249 = arith.cmpi slt, %248, %c1000_i32_48 : i32
      scf.if %249 {
        %252 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %253 = fly.slice(%40, %252) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %254 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %255 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %256 = fly.make_ordered_layout(%254, %255) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %257 = fly.memref.alloca(%256) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %253, %257) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %258 = fly.memref.load_vec(%257) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %259 = fly.get_layout(%257) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %260 = fly.get_shape(%259) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %261 = vector.extract %258[0] : bf16 from vector<1xbf16>
        %262 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%44, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%48, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = arith.extf %261 : bf16 to f32
        %283 = arith.extf %271 : bf16 to f32
        %284 = arith.extf %281 : bf16 to f32
        %285 = arith.mulf %282, %66 : f32
        %286 = arith.mulf %283, %284 : f32
        %287 = arith.mulf %285, %243 : f32
        %288 = arith.subf %286, %287 : f32
        %289 = arith.mulf %288, %66 : f32
        %290 = arith.truncf %289 : f32 to bf16
        %291 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %292 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %293 = fly.make_ordered_layout(%291, %292) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %294 = fly.memref.alloca(%293) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %295 = vector.broadcast %290 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%295, %294) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %296 = fly.make_int_tuple(%248) : (i32) -> !fly.int_tuple<(*,?)>
        %297 = fly.slice(%52, %296) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %294, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %298 = arith.mulf %283, %285 : f32
        %299 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %300 = llvm.ptrtoint %299 : !llvm.ptr<1> to i64
        %301 = arith.index_cast %248 : i32 to index
        %c4 = arith.constant 4 : index
        %302 = arith.muli %301, %c4 : index
        %303 = arith.index_cast %302 : index to i64
        %304 = llvm.add %300, %303 : i64
        %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<1>
        %306 = llvm.atomicrmw fadd %305, %298 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      %c768_i32_49 = arith.constant 768 : i32
      %250 = arith.addi %1, %c768_i32_49 : i32
      %c1000_i32_50 = arith.constant 1000 : i32
      %251 = arith.cmpi slt, %250, %c1000_i32_50 : i32
      scf.if %251 {
        %252 = fly.make_int_tuple(%250) : (i32) -> !fly.int_tuple<(*,?)>
        %253 = fly.slice(%40, %252) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %254 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %255 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %256 = fly.make_ordered_layout(%254, %255) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %257 = fly.memref.alloca(%256) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %253, %257) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %258 = fly.memref.load_vec(%257) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %259 = fly.get_layout(%257) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %260 = fly.get_shape(%259) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %261 = vector.extract %258[0] : bf16 from vector<1xbf16>
        %262 = fly.make_int_tuple(%250) : (i32) -> !fly.int_tuple<(*,?)>
        %263 = fly.slice(%44, %262) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %264 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %266 = fly.make_ordered_layout(%264, %265) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %267 = fly.memref.alloca(%266) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%34, %263, %267) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %268 = fly.memref.load_vec(%267) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %269 = fly.get_layout(%267) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %270 = fly.get_shape(%269) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %271 = vector.extract %268[0] : bf16 from vector<1xbf16>
        %272 = fly.make_int_tuple(%250) : (i32) -> !fly.int_tuple<(*,?)>
        %273 = fly.slice(%48, %272) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %274 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %275 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %276 = fly.make_ordered_layout(%274, %275) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %277 = fly.memref.alloca(%276) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy(%35, %273, %277) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %278 = fly.memref.load_vec(%277) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %279 = fly.get_layout(%277) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %280 = fly.get_shape(%279) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %281 = vector.extract %278[0] : bf16 from vector<1xbf16>
        %282 = arith.extf %261 : bf16 to f32
        %283 = arith.extf %271 : bf16 to f32
        %284 = arith.extf %281 : bf16 to f32
        %285 = arith.mulf %282, %66 : f32
        %286 = arith.mulf %283, %284 : f32
        %287 = arith.mulf %285, %243 : f32
        %288 = arith.subf %286, %287 : f32
        %289 = arith.mulf %288, %66 : f32
        %290 = arith.truncf %289 : f32 to bf16
        %291 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %292 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %293 = fly.make_ordered_layout(%291, %292) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %294 = fly.memref.alloca(%293) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        %295 = vector.broadcast %290 : bf16 to vector<1xbf16>
        fly.memref.store_vec(%295, %294) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
        %296 = fly.make_int_tuple(%250) : (i32) -> !fly.int_tuple<(*,?)>
        %297 = fly.slice(%52, %296) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        fly.copy(%34, %294, %297) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        %298 = arith.mulf %283, %285 : f32
        %299 = fly.extract_aligned_pointer_as_index %arg5 : <f32, global, ?:1> -> !llvm.ptr<1>
        %300 = llvm.ptrtoint %299 : !llvm.ptr<1> to i64
        %301 = arith.index_cast %250 : i32 to index
        %c4 = arith.constant 4 : index
        %302 = arith.muli %301, %c4 : index
        %303 = arith.index_cast %302 : index to i64
        %304 = llvm.add %300, %303 : i64
        %305 = llvm.inttoptr %304 : i64 to !llvm.ptr<1>
        %306 = llvm.atomicrmw fadd %305, %298 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
