// FlyDSL 0.4.2: rmsnorm_f32_n4099 for gfx950, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, ?:1>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %2 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %3 = fly.make_ptr() {dictAttrs = {allocAlign = 16 : i64, allocBytes = 16 : i64}} : () -> !fly.ptr<i8, shared, align<16>>
      %4 = fly.recast_iter(%2) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %5 = fly.recast_iter(%3) : (!fly.ptr<i8, shared, align<16>>) -> !fly.ptr<f32, shared, align<16>>
      %6 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %7 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %8 = fly.make_layout(%6, %7) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %9 = fly.make_view(%4, %8) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %10 = fly.make_int_tuple() : () -> !fly.int_tuple<4>
      %11 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %12 = fly.make_layout(%10, %11) : (!fly.int_tuple<4>, !fly.int_tuple<1>) -> !fly.layout<4:1>
      %13 = fly.make_view(%5, %12) : (!fly.ptr<f32, shared, align<16>>, !fly.layout<4:1>) -> !fly.memref<f32, shared, 4:1, align<16>>
      %14 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %15 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16 = arith.constant 0 : i16
      %c4294967295_i64 = arith.constant 4294967295 : i64
      %c159744_i32 = arith.constant 159744 : i32
      %16 = fly.make_ptr(%14, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %17 = fly.make_view(%16, %15) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %18 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
      %19 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
      %c0_i16_0 = arith.constant 0 : i16
      %c4294967295_i64_1 = arith.constant 4294967295 : i64
      %c159744_i32_2 = arith.constant 159744 : i32
      %20 = fly.make_ptr(%18, %c0_i16_0, %c4294967295_i64_1, %c159744_i32_2) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %21 = fly.make_view(%20, %19) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
      %22 = fly.get_iter(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
      %23 = fly.get_layout(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
      %c0_i16_3 = arith.constant 0 : i16
      %c4294967295_i64_4 = arith.constant 4294967295 : i64
      %c159744_i32_5 = arith.constant 159744 : i32
      %24 = fly.make_ptr(%22, %c0_i16_3, %c4294967295_i64_4, %c159744_i32_5) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
      %25 = fly.make_view(%24, %23) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %26 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %27 = fly.slice(%17, %26) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %28 = fly.make_int_tuple(%0) : (i32) -> !fly.int_tuple<(?,*)>
      %29 = fly.slice(%21, %28) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
      %30 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
      %31 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %32 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %33 = fly.make_layout(%31, %32) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %34 = fly.logical_divide(%27, %33) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %35 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %36 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %37 = fly.make_layout(%35, %36) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %38 = fly.logical_divide(%25, %37) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %39 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %40 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %41 = fly.make_layout(%39, %40) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
      %42 = fly.logical_divide(%29, %41) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
      %c0_i32 = arith.constant 0 : i32
      %43 = arith.addi %1, %c0_i32 : i32
      %c4099_i32 = arith.constant 4099 : i32
      %44 = arith.cmpi slt, %43, %c4099_i32 : i32
      %c0_i32_6 = arith.constant 0 : i32
      %45 = arith.select %44, %43, %c0_i32_6 : i32
      %46 = fly.make_int_tuple(%45) : (i32) -> !fly.int_tuple<(*,?)>
      %47 = fly.slice(%34, %46) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %48 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %49 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %50 = fly.make_ordered_layout(%48, %49) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %51 = fly.memref.alloca(%50) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %47, %51) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %52 = fly.memref.load_vec(%51) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %53 = fly.get_layout(%51) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %54 = fly.get_shape(%53) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %55 = vector.extract %52[0] : f32 from vector<1xf32>
      %56 = arith.mulf %55, %55 : f32
      %cst = arith.constant 0.000000e+00 : f32
      %57 = arith.select %44, %56, %cst : f32
      %cst_7 = arith.constant 0.000000e+00 : f32
      %58 = arith.addf %cst_7, %57 : f32
      %c256_i32 = arith.constant 256 : i32
      %59 = arith.addi %1, %c256_i32 : i32
      %c4099_i32_8 = arith.constant 4099 : i32
      %60 = arith.cmpi slt, %59, %c4099_i32_8 : i32
      %c0_i32_9 = arith.constant 0 : i32
      %61 = arith.select %60, %59, %c0_i32_9 : i32
      %62 = fly.make_int_tuple(%61) : (i32) -> !fly.int_tuple<(*,?)>
      %63 = fly.slice(%34, %62) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %64 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %65 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %66 = fly.make_ordered_layout(%64, %65) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %67 = fly.memref.alloca(%66) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %63, %67) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %68 = fly.memref.load_vec(%67) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %69 = fly.get_layout(%67) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %70 = fly.get_shape(%69) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %71 = vector.extract %68[0] : f32 from vector<1xf32>
      %72 = arith.mulf %71, %71 : f32
      %cst_10 = arith.constant 0.000000e+00 : f32
      %73 = arith.select %60, %72, %cst_10 : f32
      %74 = arith.addf %58, %73 : f32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.addi %1, %c512_i32 : i32
      %c4099_i32_11 = arith.constant 4099 : i32
      %76 = arith.cmpi slt, %75, %c4099_i32_11 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %77 = arith.select %76, %75, %c0_i32_12 : i32
      %78 = fly.make_int_tuple(%77) : (i32) -> !fly.int_tuple<(*,?)>
      %79 = fly.slice(%34, %78) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %80 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %81 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %82 = fly.make_ordered_layout(%80, %81) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %83 = fly.memref.alloca(%82) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %79, %83) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %84 = fly.memref.load_vec(%83) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %85 = fly.get_layout(%83) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %86 = fly.get_shape(%85) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %87 = vector.extract %84[0] : f32 from vector<1xf32>
      %88 = arith.mulf %87, %87 : f32
      %cst_13 = arith.constant 0.000000e+00 : f32
      %89 = arith.select %76, %88, %cst_13 : f32
      %90 = arith.addf %74, %89 : f32
      %c768_i32 = arith.constant 768 : i32
      %91 = arith.addi %1, %c768_i32 : i32
      %c4099_i32_14 = arith.constant 4099 : i32
      %92 = arith.cmpi slt, %91, %c4099_i32_14 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %93 = arith.select %92, %91, %c0_i32_15 : i32
      %94 = fly.make_int_tuple(%93) : (i32) -> !fly.int_tuple<(*,?)>
      %95 = fly.slice(%34, %94) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %96 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %97 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %98 = fly.make_ordered_layout(%96, %97) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %99 = fly.memref.alloca(%98) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %95, %99) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %100 = fly.memref.load_vec(%99) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %101 = fly.get_layout(%99) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %102 = fly.get_shape(%101) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %103 = vector.extract %100[0] : f32 from vector<1xf32>
      %104 = arith.mulf %103, %103 : f32
      %cst_16 = arith.constant 0.000000e+00 : f32
      %105 = arith.select %92, %104, %cst_16 : f32
      %106 = arith.addf %90, %105 : f32
      %c1024_i32 = arith.constant 1024 : i32
      %107 = arith.addi %1, %c1024_i32 : i32
      %c4099_i32_17 = arith.constant 4099 : i32
      %108 = arith.cmpi slt, %107, %c4099_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %109 = arith.select %108, %107, %c0_i32_18 : i32
      %110 = fly.make_int_tuple(%109) : (i32) -> !fly.int_tuple<(*,?)>
      %111 = fly.slice(%34, %110) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %112 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %113 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %114 = fly.make_ordered_layout(%112, %113) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %115 = fly.memref.alloca(%114) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %111, %115) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %116 = fly.memref.load_vec(%115) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %117 = fly.get_layout(%115) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %118 = fly.get_shape(%117) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %119 = vector.extract %116[0] : f32 from vector<1xf32>
      %120 = arith.mulf %119, %119 : f32
      %cst_19 = arith.constant 0.000000e+00 : f32
      %121 = arith.select %108, %120, %cst_19 : f32
      %122 = arith.addf %106, %121 : f32
      %c1280_i32 = arith.constant 1280 : i32
      %123 = arith.addi %1, %c1280_i32 : i32
      %c4099_i32_20 = arith.constant 4099 : i32
      %124 = arith.cmpi slt, %123, %c4099_i32_20 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %125 = arith.select %124, %123, %c0_i32_21 : i32
      %126 = fly.make_int_tuple(%125) : (i32) -> !fly.int_tuple<(*,?)>
      %127 = fly.slice(%34, %126) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %128 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %129 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %130 = fly.make_ordered_layout(%128, %129) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %131 = fly.memref.alloca(%130) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %127, %131) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %132 = fly.memref.load_vec(%131) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %133 = fly.get_layout(%131) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %134 = fly.get_shape(%133) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %135 = vector.extract %132[0] : f32 from vector<1xf32>
      %136 = arith.mulf %135, %135 : f32
      %cst_22 = arith.constant 0.000000e+00 : f32
      %137 = arith.select %124, %136, %cst_22 : f32
      %138 = arith.addf %122, %137 : f32
      %c1536_i32 = arith.constant 1536 : i32
      %139 = arith.addi %1, %c1536_i32 : i32
      %c4099_i32_23 = arith.constant 4099 : i32
      %140 = arith.cmpi slt, %139, %c4099_i32_23 : i32
      %c0_i32_24 = arith.constant 0 : i32
      %141 = arith.select %140, %139, %c0_i32_24 : i32
      %142 = fly.make_int_tuple(%141) : (i32) -> !fly.int_tuple<(*,?)>
      %143 = fly.slice(%34, %142) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %144 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %145 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %146 = fly.make_ordered_layout(%144, %145) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %147 = fly.memref.alloca(%146) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %143, %147) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %148 = fly.memref.load_vec(%147) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %149 = fly.get_layout(%147) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %150 = fly.get_shape(%149) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %151 = vector.extract %148[0] : f32 from vector<1xf32>
      %152 = arith.mulf %151, %151 : f32
      %cst_25 = arith.constant 0.000000e+00 : f32
      %153 = arith.select %140, %152, %cst_25 : f32
      %154 = arith.addf %138, %153 : f32
      %c1792_i32 = arith.constant 1792 : i32
      %155 = arith.addi %1, %c1792_i32 : i32
      %c4099_i32_26 = arith.constant 4099 : i32
      %156 = arith.cmpi slt, %155, %c4099_i32_26 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %157 = arith.select %156, %155, %c0_i32_27 : i32
      %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
      %159 = fly.slice(%34, %158) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %160 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %161 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %162 = fly.make_ordered_layout(%160, %161) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %163 = fly.memref.alloca(%162) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %159, %163) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %164 = fly.memref.load_vec(%163) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %165 = fly.get_layout(%163) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %166 = fly.get_shape(%165) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %167 = vector.extract %164[0] : f32 from vector<1xf32>
      %168 = arith.mulf %167, %167 : f32
      %cst_28 = arith.constant 0.000000e+00 : f32
      %169 = arith.select %156, %168, %cst_28 : f32
      %170 = arith.addf %154, %169 : f32
      %c2048_i32 = arith.constant 2048 : i32
      %171 = arith.addi %1, %c2048_i32 : i32
      %c4099_i32_29 = arith.constant 4099 : i32
      %172 = arith.cmpi slt, %171, %c4099_i32_29 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %173 = arith.select %172, %171, %c0_i32_30 : i32
      %174 = fly.make_int_tuple(%173) : (i32) -> !fly.int_tuple<(*,?)>
      %175 = fly.slice(%34, %174) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %176 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %177 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %178 = fly.make_ordered_layout(%176, %177) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %179 = fly.memref.alloca(%178) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %175, %179) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %180 = fly.memref.load_vec(%179) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %181 = fly.get_layout(%179) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %182 = fly.get_shape(%181) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %183 = vector.extract %180[0] : f32 from vector<1xf32>
      %184 = arith.mulf %183, %183 : f32
      %cst_31 = arith.constant 0.000000e+00 : f32
      %185 = arith.select %172, %184, %cst_31 : f32
      %186 = arith.addf %170, %185 : f32
      %c2304_i32 = arith.constant 2304 : i32
      %187 = arith.addi %1, %c2304_i32 : i32
      %c4099_i32_32 = arith.constant 4099 : i32
      %188 = arith.cmpi slt, %187, %c4099_i32_32 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %189 = arith.select %188, %187, %c0_i32_33 : i32
      %190 = fly.make_int_tuple(%189) : (i32) -> !fly.int_tuple<(*,?)>
      %191 = fly.slice(%34, %190) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %192 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %193 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %194 = fly.make_ordered_layout(%192, %193) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %195 = fly.memref.alloca(%194) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %191, %195) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %196 = fly.memref.load_vec(%195) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %197 = fly.get_layout(%195) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %198 = fly.get_shape(%197) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %199 = vector.extract %196[0] : f32 from vector<1xf32>
      %200 = arith.mulf %199, %199 : f32
      %cst_34 = arith.constant 0.000000e+00 : f32
      %201 = arith.select %188, %200, %cst_34 : f32
      %202 = arith.addf %186, %201 : f32
      %c2560_i32 = arith.constant 2560 : i32
      %203 = arith.addi %1, %c2560_i32 : i32
      %c4099_i32_35 = arith.constant 4099 : i32
      %204 = arith.cmpi slt, %203, %c4099_i32_35 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %205 = arith.select %204, %203, %c0_i32_36 : i32
      %206 = fly.make_int_tuple(%205) : (i32) -> !fly.int_tuple<(*,?)>
      %207 = fly.slice(%34, %206) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %208 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %209 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %210 = fly.make_ordered_layout(%208, %209) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %211 = fly.memref.alloca(%210) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %207, %211) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %212 = fly.memref.load_vec(%211) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %213 = fly.get_layout(%211) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %214 = fly.get_shape(%213) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %215 = vector.extract %212[0] : f32 from vector<1xf32>
      %216 = arith.mulf %215, %215 : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %217 = arith.select %204, %216, %cst_37 : f32
      %218 = arith.addf %202, %217 : f32
      %c2816_i32 = arith.constant 2816 : i32
      %219 = arith.addi %1, %c2816_i32 : i32
      %c4099_i32_38 = arith.constant 4099 : i32
      %220 = arith.cmpi slt, %219, %c4099_i32_38 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %221 = arith.select %220, %219, %c0_i32_39 : i32
      %222 = fly.make_int_tuple(%221) : (i32) -> !fly.int_tuple<(*,?)>
      %223 = fly.slice(%34, %222) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %224 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %225 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %226 = fly.make_ordered_layout(%224, %225) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %227 = fly.memref.alloca(%226) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %223, %227) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %228 = fly.memref.load_vec(%227) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %229 = fly.get_layout(%227) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %230 = fly.get_shape(%229) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %231 = vector.extract %228[0] : f32 from vector<1xf32>
      %232 = arith.mulf %231, %231 : f32
      %cst_40 = arith.constant 0.000000e+00 : f32
      %233 = arith.select %220, %232, %cst_40 : f32
      %234 = arith.addf %218, %233 : f32
      %c3072_i32 = arith.constant 3072 : i32
      %235 = arith.addi %1, %c3072_i32 : i32
      %c4099_i32_41 = arith.constant 4099 : i32
      %236 = arith.cmpi slt, %235, %c4099_i32_41 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %237 = arith.select %236, %235, %c0_i32_42 : i32
      %238 = fly.make_int_tuple(%237) : (i32) -> !fly.int_tuple<(*,?)>
      %239 = fly.slice(%34, %238) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %240 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %241 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %242 = fly.make_ordered_layout(%240, %241) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %243 = fly.memref.alloca(%242) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %239, %243) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %244 = fly.memref.load_vec(%243) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %245 = fly.get_layout(%243) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %246 = fly.get_shape(%245) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %247 = vector.extract %244[0] : f32 from vector<1xf32>
      %248 = arith.mulf %247, %247 : f32
      %cst_43 = arith.constant 0.000000e+00 : f32
      %249 = arith.select %236, %248, %cst_43 : f32
      %250 = arith.addf %234, %249 : f32
      %c3328_i32 = arith.constant 3328 : i32
      %251 = arith.addi %1, %c3328_i32 : i32
      %c4099_i32_44 = arith.constant 4099 : i32
      %252 = arith.cmpi slt, %251, %c4099_i32_44 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %253 = arith.select %252, %251, %c0_i32_45 : i32
      %254 = fly.make_int_tuple(%253) : (i32) -> !fly.int_tuple<(*,?)>
      %255 = fly.slice(%34, %254) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %256 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %257 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %258 = fly.make_ordered_layout(%256, %257) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %259 = fly.memref.alloca(%258) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %255, %259) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %260 = fly.memref.load_vec(%259) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %261 = fly.get_layout(%259) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %262 = fly.get_shape(%261) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %263 = vector.extract %260[0] : f32 from vector<1xf32>
      %264 = arith.mulf %263, %263 : f32
      %cst_46 = arith.constant 0.000000e+00 : f32
      %265 = arith.select %252, %264, %cst_46 : f32
      %266 = arith.addf %250, %265 : f32
      %c3584_i32 = arith.constant 3584 : i32
      %267 = arith.addi %1, %c3584_i32 : i32
      %c4099_i32_47 = arith.constant 4099 : i32
      %268 = arith.cmpi slt, %267, %c4099_i32_47 : i32
      %c0_i32_48 = arith.constant 0 : i32
      %269 = arith.select %268, %267, %c0_i32_48 : i32
      %270 = fly.make_int_tuple(%269) : (i32) -> !fly.int_tuple<(*,?)>
      %271 = fly.slice(%34, %270) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %272 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %273 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %274 = fly.make_ordered_layout(%272, %273) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %275 = fly.memref.alloca(%274) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %271, %275) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %276 = fly.memref.load_vec(%275) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %277 = fly.get_layout(%275) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %278 = fly.get_shape(%277) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %279 = vector.extract %276[0] : f32 from vector<1xf32>
      %280 = arith.mulf %279, %279 : f32
      %cst_49 = arith.constant 0.000000e+00 : f32
      %281 = arith.select %268, %280, %cst_49 : f32
      %282 = arith.addf %266, %281 : f32
      %c3840_i32 = arith.constant 3840 : i32
      %283 = arith.addi %1, %c3840_i32 : i32
      %c4099_i32_50 = arith.constant 4099 : i32
      %284 = arith.cmpi slt, %283, %c4099_i32_50 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %285 = arith.select %284, %283, %c0_i32_51 : i32
      %286 = fly.make_int_tuple(%285) : (i32) -> !fly.int_tuple<(*,?)>
      %287 = fly.slice(%34, %286) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %288 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %289 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %290 = fly.make_ordered_layout(%288, %289) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %291 = fly.memref.alloca(%290) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %287, %291) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %292 = fly.memref.load_vec(%291) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %293 = fly.get_layout(%291) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %294 = fly.get_shape(%293) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %295 = vector.extract %292[0] : f32 from vector<1xf32>
      %296 = arith.mulf %295, %295 : f32
      %cst_52 = arith.constant 0.000000e+00 : f32
      %297 = arith.select %284, %296, %cst_52 : f32
      %298 = arith.addf %282, %297 : f32
      %c4096_i32 = arith.constant 4096 : i32
      %299 = arith.addi %1, %c4096_i32 : i32
      %c4099_i32_53 = arith.constant 4099 : i32
      %300 = arith.cmpi slt, %299, %c4099_i32_53 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %301 = arith.select %300, %299, %c0_i32_54 : i32
      %302 = fly.make_int_tuple(%301) : (i32) -> !fly.int_tuple<(*,?)>
      %303 = fly.slice(%34, %302) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
      %304 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
      %305 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %306 = fly.make_ordered_layout(%304, %305) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
      %307 = fly.memref.alloca(%306) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
      fly.copy_atom_call(%30, %303, %307) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
      %308 = fly.memref.load_vec(%307) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
      %309 = fly.get_layout(%307) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
      %310 = fly.get_shape(%309) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
      %311 = vector.extract %308[0] : f32 from vector<1xf32>
      %312 = arith.mulf %311, %311 : f32
      %cst_55 = arith.constant 0.000000e+00 : f32
      %313 = arith.select %300, %312, %cst_55 : f32
      %314 = arith.addf %298, %313 : f32
      %c64_i32 = arith.constant 64 : i32
      %315 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_56 = arith.constant 64 : i32
      %316 = arith.floordivsi %1, %c64_i32_56 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32_57 = arith.constant 64 : i32
      %shuffleResult, %valid = gpu.shuffle xor %314, %c32_i32, %c64_i32_57 : f32
      %317 = arith.addf %314, %shuffleResult fastmath<fast> : f32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32_58 = arith.constant 64 : i32
      %shuffleResult_59, %valid_60 = gpu.shuffle xor %317, %c16_i32, %c64_i32_58 : f32
      %318 = arith.addf %317, %shuffleResult_59 fastmath<fast> : f32
      %c8_i32 = arith.constant 8 : i32
      %c64_i32_61 = arith.constant 64 : i32
      %shuffleResult_62, %valid_63 = gpu.shuffle xor %318, %c8_i32, %c64_i32_61 : f32
      %319 = arith.addf %318, %shuffleResult_62 fastmath<fast> : f32
      %c4_i32 = arith.constant 4 : i32
      %c64_i32_64 = arith.constant 64 : i32
      %shuffleResult_65, %valid_66 = gpu.shuffle xor %319, %c4_i32, %c64_i32_64 : f32
      %320 = arith.addf %319, %shuffleResult_65 fastmath<fast> : f32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32_67 = arith.constant 64 : i32
      %shuffleResult_68, %valid_69 = gpu.shuffle xor %320, %c2_i32, %c64_i32_67 : f32
      %321 = arith.addf %320, %shuffleResult_68 fastmath<fast> : f32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32_70 = arith.constant 64 : i32
      %shuffleResult_71, %valid_72 = gpu.shuffle xor %321, %c1_i32, %c64_i32_70 : f32
      %322 = arith.addf %321, %shuffleResult_71 fastmath<fast> : f32
      %cst_73 = arith.constant 0.000000e+00 : f32
      %c32_i32_74 = arith.constant 32 : i32
      %c64_i32_75 = arith.constant 64 : i32
      %shuffleResult_76, %valid_77 = gpu.shuffle xor %cst_73, %c32_i32_74, %c64_i32_75 : f32
      %cst_78 = arith.constant 0.000000e+00 : f32
      %323 = arith.addf %cst_78, %shuffleResult_76 fastmath<fast> : f32
      %c16_i32_79 = arith.constant 16 : i32
      %c64_i32_80 = arith.constant 64 : i32
      %shuffleResult_81, %valid_82 = gpu.shuffle xor %323, %c16_i32_79, %c64_i32_80 : f32
      %324 = arith.addf %323, %shuffleResult_81 fastmath<fast> : f32
      %c8_i32_83 = arith.constant 8 : i32
      %c64_i32_84 = arith.constant 64 : i32
      %shuffleResult_85, %valid_86 = gpu.shuffle xor %324, %c8_i32_83, %c64_i32_84 : f32
      %325 = arith.addf %324, %shuffleResult_85 fastmath<fast> : f32
      %c4_i32_87 = arith.constant 4 : i32
      %c64_i32_88 = arith.constant 64 : i32
      %shuffleResult_89, %valid_90 = gpu.shuffle xor %325, %c4_i32_87, %c64_i32_88 : f32
      %326 = arith.addf %325, %shuffleResult_89 fastmath<fast> : f32
      %c2_i32_91 = arith.constant 2 : i32
      %c64_i32_92 = arith.constant 64 : i32
      %shuffleResult_93, %valid_94 = gpu.shuffle xor %326, %c2_i32_91, %c64_i32_92 : f32
      %327 = arith.addf %326, %shuffleResult_93 fastmath<fast> : f32
      %c1_i32_95 = arith.constant 1 : i32
      %c64_i32_96 = arith.constant 64 : i32
      %shuffleResult_97, %valid_98 = gpu.shuffle xor %327, %c1_i32_95, %c64_i32_96 : f32
      %328 = arith.addf %327, %shuffleResult_97 fastmath<fast> : f32
      %c0_i32_99 = arith.constant 0 : i32
      %329 = arith.cmpi eq, %315, %c0_i32_99 : i32
      scf.if %329 {
        %372 = fly.make_int_tuple(%316) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%322, %9, %372) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
        %373 = fly.make_int_tuple(%316) : (i32) -> !fly.int_tuple<?>
        fly.memref.store(%328, %13, %373) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> ()
      }
      gpu.barrier
      %c0_i32_100 = arith.constant 0 : i32
      %330 = arith.cmpi eq, %316, %c0_i32_100 : i32
      scf.if %330 {
        %c4_i32_137 = arith.constant 4 : i32
        %372 = arith.cmpi slt, %315, %c4_i32_137 : i32
        %c0_i32_138 = arith.constant 0 : i32
        %373 = arith.select %372, %315, %c0_i32_138 : i32
        %374 = fly.make_int_tuple(%373) : (i32) -> !fly.int_tuple<?>
        %375 = fly.memref.load(%9, %374) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %376 = fly.make_int_tuple(%373) : (i32) -> !fly.int_tuple<?>
        %377 = fly.memref.load(%13, %376) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<?>) -> f32
        %cst_139 = arith.constant 0.000000e+00 : f32
        %378 = arith.select %372, %375, %cst_139 : f32
        %cst_140 = arith.constant 0.000000e+00 : f32
        %379 = arith.select %372, %377, %cst_140 : f32
        %c32_i32_141 = arith.constant 32 : i32
        %c64_i32_142 = arith.constant 64 : i32
        %shuffleResult_143, %valid_144 = gpu.shuffle xor %378, %c32_i32_141, %c64_i32_142 : f32
        %380 = arith.addf %378, %shuffleResult_143 fastmath<fast> : f32
        %c16_i32_145 = arith.constant 16 : i32
        %c64_i32_146 = arith.constant 64 : i32
        %shuffleResult_147, %valid_148 = gpu.shuffle xor %380, %c16_i32_145, %c64_i32_146 : f32
        %381 = arith.addf %380, %shuffleResult_147 fastmath<fast> : f32
        %c8_i32_149 = arith.constant 8 : i32
        %c64_i32_150 = arith.constant 64 : i32
        %shuffleResult_151, %valid_152 = gpu.shuffle xor %381, %c8_i32_149, %c64_i32_150 : f32
        %382 = arith.addf %381, %shuffleResult_151 fastmath<fast> : f32
        %c4_i32_153 = arith.constant 4 : i32
        %c64_i32_154 = arith.constant 64 : i32
        %shuffleResult_155, %valid_156 = gpu.shuffle xor %382, %c4_i32_153, %c64_i32_154 : f32
        %383 = arith.addf %382, %shuffleResult_155 fastmath<fast> : f32
        %c2_i32_157 = arith.constant 2 : i32
        %c64_i32_158 = arith.constant 64 : i32
        %shuffleResult_159, %valid_160 = gpu.shuffle xor %383, %c2_i32_157, %c64_i32_158 : f32
        %384 = arith.addf %383, %shuffleResult_159 fastmath<fast> : f32
        %c1_i32_161 = arith.constant 1 : i32
        %c64_i32_162 = arith.constant 64 : i32
        %shuffleResult_163, %valid_164 = gpu.shuffle xor %384, %c1_i32_161, %c64_i32_162 : f32
        %385 = arith.addf %384, %shuffleResult_163 fastmath<fast> : f32
        %c32_i32_165 = arith.constant 32 : i32
        %c64_i32_166 = arith.constant 64 : i32
        %shuffleResult_167, %valid_168 = gpu.shuffle xor %379, %c32_i32_165, %c64_i32_166 : f32
        %386 = arith.addf %379, %shuffleResult_167 fastmath<fast> : f32
        %c16_i32_169 = arith.constant 16 : i32
        %c64_i32_170 = arith.constant 64 : i32
        %shuffleResult_171, %valid_172 = gpu.shuffle xor %386, %c16_i32_169, %c64_i32_170 : f32
        %387 = arith.addf %386, %shuffleResult_171 fastmath<fast> : f32
        %c8_i32_173 = arith.constant 8 : i32
        %c64_i32_174 = arith.constant 64 : i32
        %shuffleResult_175, %valid_176 = gpu.shuffle xor %387, %c8_i32_173, %c64_i32_174 : f32
        %388 = arith.addf %387, %shuffleResult_175 fastmath<fast> : f32
        %c4_i32_177 = arith.constant 4 : i32
        %c64_i32_178 = arith.constant 64 : i32
        %shuffleResult_179, %valid_180 = gpu.shuffle xor %388, %c4_i32_177, %c64_i32_178 : f32
        %389 = arith.addf %388, %shuffleResult_179 fastmath<fast> : f32
        %c2_i32_181 = arith.constant 2 : i32
        %c64_i32_182 = arith.constant 64 : i32
        %shuffleResult_183, %valid_184 = gpu.shuffle xor %389, %c2_i32_181, %c64_i32_182 : f32
        %390 = arith.addf %389, %shuffleResult_183 fastmath<fast> : f32
        %c1_i32_185 = arith.constant 1 : i32
        %c64_i32_186 = arith.constant 64 : i32
        %shuffleResult_187, %valid_188 = gpu.shuffle xor %390, %c1_i32_185, %c64_i32_186 : f32
        %391 = arith.addf %390, %shuffleResult_187 fastmath<fast> : f32
        %c0_i32_189 = arith.constant 0 : i32
        %392 = arith.cmpi eq, %315, %c0_i32_189 : i32
        scf.if %392 {
          %393 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%385, %9, %393) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
          %394 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          fly.memref.store(%391, %13, %394) : (f32, !fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> ()
        }
      }
      gpu.barrier
      %331 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %332 = fly.memref.load(%9, %331) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %333 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
      %334 = fly.memref.load(%13, %333) : (!fly.memref<f32, shared, 4:1, align<16>>, !fly.int_tuple<0>) -> f32
      %cst_101 = arith.constant 4.099000e+03 : f32
      %335 = arith.divf %332, %cst_101 : f32
      %cst_102 = arith.constant 9.99999974E-6 : f32
      %336 = arith.addf %335, %cst_102 : f32
      %337 = math.rsqrt %336 fastmath<fast> : f32
      %c0_i32_103 = arith.constant 0 : i32
      %338 = arith.addi %1, %c0_i32_103 : i32
      %c4099_i32_104 = arith.constant 4099 : i32
      %339 = arith.cmpi slt, %338, %c4099_i32_104 : i32
      scf.if %339 {
        %372 = fly.make_int_tuple(%338) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%338) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%338) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c256_i32_105 = arith.constant 256 : i32
      %340 = arith.addi %1, %c256_i32_105 : i32
      %c4099_i32_106 = arith.constant 4099 : i32
      %341 = arith.cmpi slt, %340, %c4099_i32_106 : i32
      scf.if %341 {
        %372 = fly.make_int_tuple(%340) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%340) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%340) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c512_i32_107 = arith.constant 512 : i32
      %342 = arith.addi %1, %c512_i32_107 : i32
      %c4099_i32_108 = arith.constant 4099 : i32
      %343 = arith.cmpi slt, %342, %c4099_i32_108 : i32
      scf.if %343 {
        %372 = fly.make_int_tuple(%342) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%342) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%342) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c768_i32_109 = arith.constant 768 : i32
      %344 = arith.addi %1, %c768_i32_109 : i32
      %c4099_i32_110 = arith.constant 4099 : i32
      %345 = arith.cmpi slt, %344, %c4099_i32_110 : i32
      scf.if %345 {
        %372 = fly.make_int_tuple(%344) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%344) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%344) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c1024_i32_111 = arith.constant 1024 : i32
      %346 = arith.addi %1, %c1024_i32_111 : i32
      %c4099_i32_112 = arith.constant 4099 : i32
      %347 = arith.cmpi slt, %346, %c4099_i32_112 : i32
      scf.if %347 {
        %372 = fly.make_int_tuple(%346) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%346) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%346) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c1280_i32_113 = arith.constant 1280 : i32
      %348 = arith.addi %1, %c1280_i32_113 : i32
      %c4099_i32_114 = arith.constant 4099 : i32
      %349 = arith.cmpi slt, %348, %c4099_i32_114 : i32
      scf.if %349 {
        %372 = fly.make_int_tuple(%348) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%348) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%348) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c1536_i32_115 = arith.constant 1536 : i32
      %350 = arith.addi %1, %c1536_i32_115 : i32
      %c4099_i32_116 = arith.constant 4099 : i32
      %351 = arith.cmpi slt, %350, %c4099_i32_116 : i32
      scf.if %351 {
        %372 = fly.make_int_tuple(%350) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%350) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%350) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c1792_i32_117 = arith.constant 1792 : i32
      %352 = arith.addi %1, %c1792_i32_117 : i32
      %c4099_i32_118 = arith.constant 4099 : i32
      %353 = arith.cmpi slt, %352, %c4099_i32_118 : i32
      scf.if %353 {
        %372 = fly.make_int_tuple(%352) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%352) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%352) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c2048_i32_119 = arith.constant 2048 : i32
      %354 = arith.addi %1, %c2048_i32_119 : i32
      %c4099_i32_120 = arith.constant 4099 : i32
      %355 = arith.cmpi slt, %354, %c4099_i32_120 : i32
      scf.if %355 {
        %372 = fly.make_int_tuple(%354) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%354) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%354) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c2304_i32_121 = arith.constant 2304 : i32
      %356 = arith.addi %1, %c2304_i32_121 : i32
      %c4099_i32_122 = arith.constant 4099 : i32
      %357 = arith.cmpi slt, %356, %c4099_i32_122 : i32
      scf.if %357 {
        %372 = fly.make_int_tuple(%356) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%356) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%356) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c2560_i32_123 = arith.constant 2560 : i32
      %358 = arith.addi %1, %c2560_i32_123 : i32
      %c4099_i32_124 = arith.constant 4099 : i32
      %359 = arith.cmpi slt, %358, %c4099_i32_124 : i32
      scf.if %359 {
        %372 = fly.make_int_tuple(%358) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%358) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%358) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c2816_i32_125 = arith.constant 2816 : i32
      %360 = arith.addi %1, %c2816_i32_125 : i32
      %c4099_i32_126 = arith.constant 4099 : i32
      %361 = arith.cmpi slt, %360, %c4099_i32_126 : i32
      scf.if %361 {
        %372 = fly.make_int_tuple(%360) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%360) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%360) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c3072_i32_127 = arith.constant 3072 : i32
      %362 = arith.addi %1, %c3072_i32_127 : i32
      %c4099_i32_128 = arith.constant 4099 : i32
      %363 = arith.cmpi slt, %362, %c4099_i32_128 : i32
      scf.if %363 {
        %372 = fly.make_int_tuple(%362) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%362) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%362) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c3328_i32_129 = arith.constant 3328 : i32
      %364 = arith.addi %1, %c3328_i32_129 : i32
      %c4099_i32_130 = arith.constant 4099 : i32
      %365 = arith.cmpi slt, %364, %c4099_i32_130 : i32
      scf.if %365 {
        %372 = fly.make_int_tuple(%364) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%364) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%364) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c3584_i32_131 = arith.constant 3584 : i32
      %366 = arith.addi %1, %c3584_i32_131 : i32
      %c4099_i32_132 = arith.constant 4099 : i32
      %367 = arith.cmpi slt, %366, %c4099_i32_132 : i32
      scf.if %367 {
        %372 = fly.make_int_tuple(%366) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%366) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%366) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c3840_i32_133 = arith.constant 3840 : i32
      %368 = arith.addi %1, %c3840_i32_133 : i32
      %c4099_i32_134 = arith.constant 4099 : i32
      %369 = arith.cmpi slt, %368, %c4099_i32_134 : i32
      scf.if %369 {
        %372 = fly.make_int_tuple(%368) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%368) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%368) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      %c4096_i32_135 = arith.constant 4096 : i32
      %370 = arith.addi %1, %c4096_i32_135 : i32
      %c4099_i32_136 = arith.constant 4099 : i32
      %371 = arith.cmpi slt, %370, %c4099_i32_136 : i32
      scf.if %371 {
        %372 = fly.make_int_tuple(%370) : (i32) -> !fly.int_tuple<(*,?)>
        %373 = fly.slice(%34, %372) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %373, %377) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %378 = fly.memref.load_vec(%377) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %379 = fly.get_layout(%377) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %380 = fly.get_shape(%379) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %381 = vector.extract %378[0] : f32 from vector<1xf32>
        %382 = fly.make_int_tuple(%370) : (i32) -> !fly.int_tuple<(*,?)>
        %383 = fly.slice(%38, %382) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %384 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %385 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %386 = fly.make_ordered_layout(%384, %385) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %387 = fly.memref.alloca(%386) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%30, %383, %387) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %388 = fly.memref.load_vec(%387) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %389 = fly.get_layout(%387) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %390 = fly.get_shape(%389) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %391 = vector.extract %388[0] : f32 from vector<1xf32>
        %392 = arith.mulf %381, %337 : f32
        %393 = arith.mulf %392, %391 : f32
        %394 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %395 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %396 = fly.make_ordered_layout(%394, %395) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %397 = fly.memref.alloca(%396) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        %398 = vector.broadcast %393 : f32 to vector<1xf32>
        fly.memref.store_vec(%398, %397) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
        %399 = fly.make_int_tuple(%370) : (i32) -> !fly.int_tuple<(*,?)>
        %400 = fly.slice(%42, %399) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        fly.copy_atom_call(%30, %397, %400) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
      }
      gpu.return
    }
  }
}
