// FlyDSL 0.4.2: rmsnorm_bf16_n1000 for gfx950, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_large_m_small_n_kernel_0(%arg0: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<bf16, global, ?:1>, %arg2: !fly.memref<bf16, global, ?:1>, %arg3: !fly.memref<bf16, global, (?,?):(?{i64},1)>, %arg4: i32) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
      %block_id_x = gpu.block_id x
      %0 = arith.index_cast %block_id_x : index to i32
      %thread_id_x = gpu.thread_id x
      %1 = arith.index_cast %thread_id_x : index to i32
      %c64_i32 = arith.constant 64 : i32
      %2 = arith.remsi %1, %c64_i32 : i32
      %c64_i32_0 = arith.constant 64 : i32
      %3 = arith.floordivsi %1, %c64_i32_0 : i32
      %c16_i32 = arith.constant 16 : i32
      %4 = arith.muli %0, %c16_i32 : i32
      %5 = arith.addi %4, %3 : i32
      %6 = arith.cmpi slt, %5, %arg4 : i32
      scf.if %6 {
        %7 = fly.get_iter(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %8 = fly.get_layout(%arg0) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16 = arith.constant 0 : i16
        %c4294967295_i64 = arith.constant 4294967295 : i64
        %c159744_i32 = arith.constant 159744 : i32
        %9 = fly.make_ptr(%7, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %10 = fly.make_view(%9, %8) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %11 = fly.get_iter(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.ptr<bf16, global>
        %12 = fly.get_layout(%arg1) : (!fly.memref<bf16, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_1 = arith.constant 0 : i16
        %c4294967295_i64_2 = arith.constant 4294967295 : i64
        %c159744_i32_3 = arith.constant 159744 : i32
        %13 = fly.make_ptr(%11, %c0_i16_1, %c4294967295_i64_2, %c159744_i32_3) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %14 = fly.make_view(%13, %12) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %15 = fly.get_iter(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.ptr<bf16, global>
        %16 = fly.get_layout(%arg3) : (!fly.memref<bf16, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_4 = arith.constant 0 : i16
        %c4294967295_i64_5 = arith.constant 4294967295 : i64
        %c159744_i32_6 = arith.constant 159744 : i32
        %17 = fly.make_ptr(%15, %c0_i16_4, %c4294967295_i64_5, %c159744_i32_6) : (!fly.ptr<bf16, global>, i16, i64, i32) -> !fly.ptr<bf16, #fly_rocdl.buffer_desc>
        %18 = fly.make_view(%17, %16) : (!fly.ptr<bf16, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %19 = fly.make_int_tuple(%5) : (i32) -> !fly.int_tuple<(?,*)>
        %20 = fly.slice(%10, %19) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %21 = fly.make_int_tuple(%5) : (i32) -> !fly.int_tuple<(?,*)>
        %22 = fly.slice(%18, %21) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>
        %23 = fly.make_copy_atom {valBits = 16 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>
        %24 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %26 = fly.make_layout(%24, %25) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %27 = fly.logical_divide(%20, %26) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %29 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %30 = fly.make_layout(%28, %29) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %31 = fly.logical_divide(%14, %30) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %32 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %33 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %34 = fly.make_layout(%32, %33) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %35 = fly.logical_divide(%22, %34) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %c0_i32 = arith.constant 0 : i32
        %36 = arith.addi %2, %c0_i32 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %37 = arith.cmpi slt, %36, %c1000_i32 : i32
        %c0_i32_7 = arith.constant 0 : i32
        %38 = arith.select %37, %36, %c0_i32_7 : i32
        %39 = fly.make_int_tuple(%38) : (i32) -> !fly.int_tuple<(*,?)>
        %40 = fly.slice(%27, %39) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %42 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %43 = fly.make_ordered_layout(%41, %42) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %44 = fly.memref.alloca(%43) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %40, %44) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %45 = fly.memref.load_vec(%44) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %46 = fly.get_layout(%44) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %47 = fly.get_shape(%46) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %48 = vector.extract %45[0] : bf16 from vector<1xbf16>
        %49 = arith.extf %48 : bf16 to f32
        %50 = arith.mulf %49, %49 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %51 = arith.select %37, %50, %cst : f32
        %cst_8 = arith.constant 0.000000e+00 : f32
        %52 = arith.addf %cst_8, %51 : f32
        %c64_i32_9 = arith.constant 64 : i32
        %53 = arith.addi %2, %c64_i32_9 : i32
        %c1000_i32_10 = arith.constant 1000 : i32
        %54 = arith.cmpi slt, %53, %c1000_i32_10 : i32
        %c0_i32_11 = arith.constant 0 : i32
        %55 = arith.select %54, %53, %c0_i32_11 : i32
        %56 = fly.make_int_tuple(%55) : (i32) -> !fly.int_tuple<(*,?)>
        %57 = fly.slice(%27, %56) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %58 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %59 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %60 = fly.make_ordered_layout(%58, %59) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %61 = fly.memref.alloca(%60) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %57, %61) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %62 = fly.memref.load_vec(%61) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %63 = fly.get_layout(%61) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %64 = fly.get_shape(%63) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %65 = vector.extract %62[0] : bf16 from vector<1xbf16>
        %66 = arith.extf %65 : bf16 to f32
        %67 = arith.mulf %66, %66 : f32
        %cst_12 = arith.constant 0.000000e+00 : f32
        %68 = arith.select %54, %67, %cst_12 : f32
        %69 = arith.addf %52, %68 : f32
        %c128_i32 = arith.constant 128 : i32
        %70 = arith.addi %2, %c128_i32 : i32
        %c1000_i32_13 = arith.constant 1000 : i32
        %71 = arith.cmpi slt, %70, %c1000_i32_13 : i32
        %c0_i32_14 = arith.constant 0 : i32
        %72 = arith.select %71, %70, %c0_i32_14 : i32
        %73 = fly.make_int_tuple(%72) : (i32) -> !fly.int_tuple<(*,?)>
        %74 = fly.slice(%27, %73) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %75 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %76 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %77 = fly.make_ordered_layout(%75, %76) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %78 = fly.memref.alloca(%77) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %74, %78) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %79 = fly.memref.load_vec(%78) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %80 = fly.get_layout(%78) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %81 = fly.get_shape(%80) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %82 = vector.extract %79[0] : bf16 from vector<1xbf16>
        %83 = arith.extf %82 : bf16 to f32
        %84 = arith.mulf %83, %83 : f32
        %cst_15 = arith.constant 0.000000e+00 : f32
        %85 = arith.select %71, %84, %cst_15 : f32
        %86 = arith.addf %69, %85 : f32
        %c192_i32 = arith.constant 192 : i32
        %87 = arith.addi %2, %c192_i32 : i32
        %c1000_i32_16 = arith.constant 1000 : i32
        %88 = arith.cmpi slt, %87, %c1000_i32_16 : i32
        %c0_i32_17 = arith.constant 0 : i32
        %89 = arith.select %88, %87, %c0_i32_17 : i32
        %90 = fly.make_int_tuple(%89) : (i32) -> !fly.int_tuple<(*,?)>
        %91 = fly.slice(%27, %90) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %92 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %93 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %94 = fly.make_ordered_layout(%92, %93) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %95 = fly.memref.alloca(%94) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %91, %95) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %96 = fly.memref.load_vec(%95) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %97 = fly.get_layout(%95) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %98 = fly.get_shape(%97) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %99 = vector.extract %96[0] : bf16 from vector<1xbf16>
        %100 = arith.extf %99 : bf16 to f32
        %101 = arith.mulf %100, %100 : f32
        %cst_18 = arith.constant 0.000000e+00 : f32
        %102 = arith.select %88, %101, %cst_18 : f32
        %103 = arith.addf %86, %102 : f32
        %c256_i32 = arith.constant 256 : i32
        %104 = arith.addi %2, %c256_i32 : i32
        %c1000_i32_19 = arith.constant 1000 : i32
        %105 = arith.cmpi slt, %104, %c1000_i32_19 : i32
        %c0_i32_20 = arith.constant 0 : i32
        %106 = arith.select %105, %104, %c0_i32_20 : i32
        %107 = fly.make_int_tuple(%106) : (i32) -> !fly.int_tuple<(*,?)>
        %108 = fly.slice(%27, %107) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %109 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %110 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %111 = fly.make_ordered_layout(%109, %110) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %112 = fly.memref.alloca(%111) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %108, %112) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %113 = fly.memref.load_vec(%112) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %114 = fly.get_layout(%112) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %115 = fly.get_shape(%114) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %116 = vector.extract %113[0] : bf16 from vector<1xbf16>
        %117 = arith.extf %116 : bf16 to f32
        %118 = arith.mulf %117, %117 : f32
        %cst_21 = arith.constant 0.000000e+00 : f32
        %119 = arith.select %105, %118, %cst_21 : f32
        %120 = arith.addf %103, %119 : f32
        %c320_i32 = arith.constant 320 : i32
        %121 = arith.addi %2, %c320_i32 : i32
        %c1000_i32_22 = arith.constant 1000 : i32
        %122 = arith.cmpi slt, %121, %c1000_i32_22 : i32
        %c0_i32_23 = arith.constant 0 : i32
        %123 = arith.select %122, %121, %c0_i32_23 : i32
        %124 = fly.make_int_tuple(%123) : (i32) -> !fly.int_tuple<(*,?)>
        %125 = fly.slice(%27, %124) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %126 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %127 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %128 = fly.make_ordered_layout(%126, %127) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %129 = fly.memref.alloca(%128) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %125, %129) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %130 = fly.memref.load_vec(%129) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %131 = fly.get_layout(%129) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %132 = fly.get_shape(%131) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %133 = vector.extract %130[0] : bf16 from vector<1xbf16>
        %134 = arith.extf %133 : bf16 to f32
        %135 = arith.mulf %134, %134 : f32
        %cst_24 = arith.constant 0.000000e+00 : f32
        %136 = arith.select %122, %135, %cst_24 : f32
        %137 = arith.addf %120, %136 : f32
        %c384_i32 = arith.constant 384 : i32
        %138 = arith.addi %2, %c384_i32 : i32
        %c1000_i32_25 = arith.constant 1000 : i32
        %139 = arith.cmpi slt, %138, %c1000_i32_25 : i32
        %c0_i32_26 = arith.constant 0 : i32
        %140 = arith.select %139, %138, %c0_i32_26 : i32
        %141 = fly.make_int_tuple(%140) : (i32) -> !fly.int_tuple<(*,?)>
        %142 = fly.slice(%27, %141) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %143 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %144 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %145 = fly.make_ordered_layout(%143, %144) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %146 = fly.memref.alloca(%145) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %142, %146) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %147 = fly.memref.load_vec(%146) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %148 = fly.get_layout(%146) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %149 = fly.get_shape(%148) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %150 = vector.extract %147[0] : bf16 from vector<1xbf16>
        %151 = arith.extf %150 : bf16 to f32
        %152 = arith.mulf %151, %151 : f32
        %cst_27 = arith.constant 0.000000e+00 : f32
        %153 = arith.select %139, %152, %cst_27 : f32
        %154 = arith.addf %137, %153 : f32
        %c448_i32 = arith.constant 448 : i32
        %155 = arith.addi %2, %c448_i32 : i32
        %c1000_i32_28 = arith.constant 1000 : i32
        %156 = arith.cmpi slt, %155, %c1000_i32_28 : i32
        %c0_i32_29 = arith.constant 0 : i32
        %157 = arith.select %156, %155, %c0_i32_29 : i32
        %158 = fly.make_int_tuple(%157) : (i32) -> !fly.int_tuple<(*,?)>
        %159 = fly.slice(%27, %158) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %160 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %161 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %162 = fly.make_ordered_layout(%160, %161) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %163 = fly.memref.alloca(%162) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %159, %163) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %164 = fly.memref.load_vec(%163) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %165 = fly.get_layout(%163) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %166 = fly.get_shape(%165) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %167 = vector.extract %164[0] : bf16 from vector<1xbf16>
        %168 = arith.extf %167 : bf16 to f32
        %169 = arith.mulf %168, %168 : f32
        %cst_30 = arith.constant 0.000000e+00 : f32
        %170 = arith.select %156, %169, %cst_30 : f32
        %171 = arith.addf %154, %170 : f32
        %c512_i32 = arith.constant 512 : i32
        %172 = arith.addi %2, %c512_i32 : i32
        %c1000_i32_31 = arith.constant 1000 : i32
        %173 = arith.cmpi slt, %172, %c1000_i32_31 : i32
        %c0_i32_32 = arith.constant 0 : i32
        %174 = arith.select %173, %172, %c0_i32_32 : i32
        %175 = fly.make_int_tuple(%174) : (i32) -> !fly.int_tuple<(*,?)>
        %176 = fly.slice(%27, %175) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %177 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %178 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %179 = fly.make_ordered_layout(%177, %178) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %180 = fly.memref.alloca(%179) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %176, %180) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %181 = fly.memref.load_vec(%180) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %182 = fly.get_layout(%180) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %183 = fly.get_shape(%182) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %184 = vector.extract %181[0] : bf16 from vector<1xbf16>
        %185 = arith.extf %184 : bf16 to f32
        %186 = arith.mulf %185, %185 : f32
        %cst_33 = arith.constant 0.000000e+00 : f32
        %187 = arith.select %173, %186, %cst_33 : f32
        %188 = arith.addf %171, %187 : f32
        %c576_i32 = arith.constant 576 : i32
        %189 = arith.addi %2, %c576_i32 : i32
        %c1000_i32_34 = arith.constant 1000 : i32
        %190 = arith.cmpi slt, %189, %c1000_i32_34 : i32
        %c0_i32_35 = arith.constant 0 : i32
        %191 = arith.select %190, %189, %c0_i32_35 : i32
        %192 = fly.make_int_tuple(%191) : (i32) -> !fly.int_tuple<(*,?)>
        %193 = fly.slice(%27, %192) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %194 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %195 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %196 = fly.make_ordered_layout(%194, %195) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %197 = fly.memref.alloca(%196) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %193, %197) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %198 = fly.memref.load_vec(%197) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %199 = fly.get_layout(%197) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %200 = fly.get_shape(%199) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %201 = vector.extract %198[0] : bf16 from vector<1xbf16>
        %202 = arith.extf %201 : bf16 to f32
        %203 = arith.mulf %202, %202 : f32
        %cst_36 = arith.constant 0.000000e+00 : f32
        %204 = arith.select %190, %203, %cst_36 : f32
        %205 = arith.addf %188, %204 : f32
        %c640_i32 = arith.constant 640 : i32
        %206 = arith.addi %2, %c640_i32 : i32
        %c1000_i32_37 = arith.constant 1000 : i32
        %207 = arith.cmpi slt, %206, %c1000_i32_37 : i32
        %c0_i32_38 = arith.constant 0 : i32
        %208 = arith.select %207, %206, %c0_i32_38 : i32
        %209 = fly.make_int_tuple(%208) : (i32) -> !fly.int_tuple<(*,?)>
        %210 = fly.slice(%27, %209) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %211 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %212 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %213 = fly.make_ordered_layout(%211, %212) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %214 = fly.memref.alloca(%213) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %210, %214) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %215 = fly.memref.load_vec(%214) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %216 = fly.get_layout(%214) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %217 = fly.get_shape(%216) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %218 = vector.extract %215[0] : bf16 from vector<1xbf16>
        %219 = arith.extf %218 : bf16 to f32
        %220 = arith.mulf %219, %219 : f32
        %cst_39 = arith.constant 0.000000e+00 : f32
        %221 = arith.select %207, %220, %cst_39 : f32
        %222 = arith.addf %205, %221 : f32
        %c704_i32 = arith.constant 704 : i32
        %223 = arith.addi %2, %c704_i32 : i32
        %c1000_i32_40 = arith.constant 1000 : i32
        %224 = arith.cmpi slt, %223, %c1000_i32_40 : i32
        %c0_i32_41 = arith.constant 0 : i32
        %225 = arith.select %224, %223, %c0_i32_41 : i32
        %226 = fly.make_int_tuple(%225) : (i32) -> !fly.int_tuple<(*,?)>
        %227 = fly.slice(%27, %226) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %228 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %229 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %230 = fly.make_ordered_layout(%228, %229) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %231 = fly.memref.alloca(%230) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %227, %231) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %232 = fly.memref.load_vec(%231) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %233 = fly.get_layout(%231) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %234 = fly.get_shape(%233) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %235 = vector.extract %232[0] : bf16 from vector<1xbf16>
        %236 = arith.extf %235 : bf16 to f32
        %237 = arith.mulf %236, %236 : f32
        %cst_42 = arith.constant 0.000000e+00 : f32
        %238 = arith.select %224, %237, %cst_42 : f32
        %239 = arith.addf %222, %238 : f32
        %c768_i32 = arith.constant 768 : i32
        %240 = arith.addi %2, %c768_i32 : i32
        %c1000_i32_43 = arith.constant 1000 : i32
        %241 = arith.cmpi slt, %240, %c1000_i32_43 : i32
        %c0_i32_44 = arith.constant 0 : i32
        %242 = arith.select %241, %240, %c0_i32_44 : i32
        %243 = fly.make_int_tuple(%242) : (i32) -> !fly.int_tuple<(*,?)>
        %244 = fly.slice(%27, %243) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %245 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %246 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %247 = fly.make_ordered_layout(%245, %246) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %248 = fly.memref.alloca(%247) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %244, %248) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %249 = fly.memref.load_vec(%248) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %250 = fly.get_layout(%248) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %251 = fly.get_shape(%250) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %252 = vector.extract %249[0] : bf16 from vector<1xbf16>
        %253 = arith.extf %252 : bf16 to f32
        %254 = arith.mulf %253, %253 : f32
        %cst_45 = arith.constant 0.000000e+00 : f32
        %255 = arith.select %241, %254, %cst_45 : f32
        %256 = arith.addf %239, %255 : f32
        %c832_i32 = arith.constant 832 : i32
        %257 = arith.addi %2, %c832_i32 : i32
        %c1000_i32_46 = arith.constant 1000 : i32
        %258 = arith.cmpi slt, %257, %c1000_i32_46 : i32
        %c0_i32_47 = arith.constant 0 : i32
        %259 = arith.select %258, %257, %c0_i32_47 : i32
        %260 = fly.make_int_tuple(%259) : (i32) -> !fly.int_tuple<(*,?)>
        %261 = fly.slice(%27, %260) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %262 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %263 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %264 = fly.make_ordered_layout(%262, %263) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %265 = fly.memref.alloca(%264) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %261, %265) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %266 = fly.memref.load_vec(%265) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %267 = fly.get_layout(%265) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %268 = fly.get_shape(%267) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %269 = vector.extract %266[0] : bf16 from vector<1xbf16>
        %270 = arith.extf %269 : bf16 to f32
        %271 = arith.mulf %270, %270 : f32
        %cst_48 = arith.constant 0.000000e+00 : f32
        %272 = arith.select %258, %271, %cst_48 : f32
        %273 = arith.addf %256, %272 : f32
        %c896_i32 = arith.constant 896 : i32
        %274 = arith.addi %2, %c896_i32 : i32
        %c1000_i32_49 = arith.constant 1000 : i32
        %275 = arith.cmpi slt, %274, %c1000_i32_49 : i32
        %c0_i32_50 = arith.constant 0 : i32
        %276 = arith.select %275, %274, %c0_i32_50 : i32
        %277 = fly.make_int_tuple(%276) : (i32) -> !fly.int_tuple<(*,?)>
        %278 = fly.slice(%27, %277) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %279 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %280 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %281 = fly.make_ordered_layout(%279, %280) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %282 = fly.memref.alloca(%281) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %278, %282) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %283 = fly.memref.load_vec(%282) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %284 = fly.get_layout(%282) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %285 = fly.get_shape(%284) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %286 = vector.extract %283[0] : bf16 from vector<1xbf16>
        %287 = arith.extf %286 : bf16 to f32
        %288 = arith.mulf %287, %287 : f32
        %cst_51 = arith.constant 0.000000e+00 : f32
        %289 = arith.select %275, %288, %cst_51 : f32
        %290 = arith.addf %273, %289 : f32
        %c960_i32 = arith.constant 960 : i32
        %291 = arith.addi %2, %c960_i32 : i32
        %c1000_i32_52 = arith.constant 1000 : i32
        %292 = arith.cmpi slt, %291, %c1000_i32_52 : i32
        %c0_i32_53 = arith.constant 0 : i32
        %293 = arith.select %292, %291, %c0_i32_53 : i32
        %294 = fly.make_int_tuple(%293) : (i32) -> !fly.int_tuple<(*,?)>
        %295 = fly.slice(%27, %294) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
        %296 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %297 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %298 = fly.make_ordered_layout(%296, %297) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %299 = fly.memref.alloca(%298) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
        fly.copy_atom_call(%23, %295, %299) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
        %300 = fly.memref.load_vec(%299) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
        %301 = fly.get_layout(%299) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
        %302 = fly.get_shape(%301) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %303 = vector.extract %300[0] : bf16 from vector<1xbf16>
        %304 = arith.extf %303 : bf16 to f32
        %305 = arith.mulf %304, %304 : f32
        %cst_54 = arith.constant 0.000000e+00 : f32
        %306 = arith.select %292, %305, %cst_54 : f32
        %307 = arith.addf %290, %306 : f32
        %c32_i32 = arith.constant 32 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %shuffleResult, %valid = gpu.shuffle xor %307, %c32_i32, %c64_i32_55 : f32
        %308 = arith.addf %307, %shuffleResult fastmath<fast> : f32
        %c16_i32_56 = arith.constant 16 : i32
        %c64_i32_57 = arith.constant 64 : i32
        %shuffleResult_58, %valid_59 = gpu.shuffle xor %308, %c16_i32_56, %c64_i32_57 : f32
        %309 = arith.addf %308, %shuffleResult_58 fastmath<fast> : f32
        %c8_i32 = arith.constant 8 : i32
        %c64_i32_60 = arith.constant 64 : i32
        %shuffleResult_61, %valid_62 = gpu.shuffle xor %309, %c8_i32, %c64_i32_60 : f32
        %310 = arith.addf %309, %shuffleResult_61 fastmath<fast> : f32
        %c4_i32 = arith.constant 4 : i32
        %c64_i32_63 = arith.constant 64 : i32
        %shuffleResult_64, %valid_65 = gpu.shuffle xor %310, %c4_i32, %c64_i32_63 : f32
        %311 = arith.addf %310, %shuffleResult_64 fastmath<fast> : f32
        %c2_i32 = arith.constant 2 : i32
        %c64_i32_66 = arith.constant 64 : i32
        %shuffleResult_67, %valid_68 = gpu.shuffle xor %311, %c2_i32, %c64_i32_66 : f32
        %312 = arith.addf %311, %shuffleResult_67 fastmath<fast> : f32
        %c1_i32 = arith.constant 1 : i32
        %c64_i32_69 = arith.constant 64 : i32
        %shuffleResult_70, %valid_71 = gpu.shuffle xor %312, %c1_i32, %c64_i32_69 : f32
        %313 = arith.addf %312, %shuffleResult_70 fastmath<fast> : f32
        %cst_72 = arith.constant 1.000000e+03 : f32
        %314 = arith.divf %313, %cst_72 : f32
        %cst_73 = arith.constant 9.99999974E-6 : f32
        %315 = arith.addf %314, %cst_73 : f32
        %316 = math.rsqrt %315 fastmath<fast> : f32
        %c0_i32_74 = arith.constant 0 : i32
        %317 = arith.addi %2, %c0_i32_74 : i32
        %c1000_i32_75 = arith.constant 1000 : i32
        %318 = arith.cmpi slt, %317, %c1000_i32_75 : i32
        scf.if %318 {
          %349 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c64_i32_76 = arith.constant 64 : i32
        %319 = arith.addi %2, %c64_i32_76 : i32
        %c1000_i32_77 = arith.constant 1000 : i32
        %320 = arith.cmpi slt, %319, %c1000_i32_77 : i32
        scf.if %320 {
          %349 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c128_i32_78 = arith.constant 128 : i32
        %321 = arith.addi %2, %c128_i32_78 : i32
        %c1000_i32_79 = arith.constant 1000 : i32
        %322 = arith.cmpi slt, %321, %c1000_i32_79 : i32
        scf.if %322 {
          %349 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c192_i32_80 = arith.constant 192 : i32
        %323 = arith.addi %2, %c192_i32_80 : i32
        %c1000_i32_81 = arith.constant 1000 : i32
        %324 = arith.cmpi slt, %323, %c1000_i32_81 : i32
        scf.if %324 {
          %349 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c256_i32_82 = arith.constant 256 : i32
        %325 = arith.addi %2, %c256_i32_82 : i32
        %c1000_i32_83 = arith.constant 1000 : i32
        %326 = arith.cmpi slt, %325, %c1000_i32_83 : i32
        scf.if %326 {
          %349 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c320_i32_84 = arith.constant 320 : i32
        %327 = arith.addi %2, %c320_i32_84 : i32
        %c1000_i32_85 = arith.constant 1000 : i32
        %328 = arith.cmpi slt, %327, %c1000_i32_85 : i32
        scf.if %328 {
          %349 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c384_i32_86 = arith.constant 384 : i32
        %329 = arith.addi %2, %c384_i32_86 : i32
        %c1000_i32_87 = arith.constant 1000 : i32
        %330 = arith.cmpi slt, %329, %c1000_i32_87 : i32
        scf.if %330 {
          %349 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c448_i32_88 = arith.constant 448 : i32
        %331 = arith.addi %2, %c448_i32_88 : i32
        %c1000_i32_89 = arith.constant 1000 : i32
        %332 = arith.cmpi slt, %331, %c1000_i32_89 : i32
        scf.if %332 {
          %349 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c512_i32_90 = arith.constant 512 : i32
        %333 = arith.addi %2, %c512_i32_90 : i32
        %c1000_i32_91 = arith.constant 1000 : i32
        %334 = arith.cmpi slt, %333, %c1000_i32_91 : i32
        scf.if %334 {
          %349 = fly.make_int_tuple(%333) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%333) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%333) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c576_i32_92 = arith.constant 576 : i32
        %335 = arith.addi %2, %c576_i32_92 : i32
        %c1000_i32_93 = arith.constant 1000 : i32
        %336 = arith.cmpi slt, %335, %c1000_i32_93 : i32
        scf.if %336 {
          %349 = fly.make_int_tuple(%335) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%335) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%335) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c640_i32_94 = arith.constant 640 : i32
        %337 = arith.addi %2, %c640_i32_94 : i32
        %c1000_i32_95 = arith.constant 1000 : i32
        %338 = arith.cmpi slt, %337, %c1000_i32_95 : i32
        scf.if %338 {
          %349 = fly.make_int_tuple(%337) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%337) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%337) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c704_i32_96 = arith.constant 704 : i32
        %339 = arith.addi %2, %c704_i32_96 : i32
        %c1000_i32_97 = arith.constant 1000 : i32
        %340 = arith.cmpi slt, %339, %c1000_i32_97 : i32
        scf.if %340 {
          %349 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%339) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c768_i32_98 = arith.constant 768 : i32
        %341 = arith.addi %2, %c768_i32_98 : i32
        %c1000_i32_99 = arith.constant 1000 : i32
        %342 = arith.cmpi slt, %341, %c1000_i32_99 : i32
        scf.if %342 {
          %349 = fly.make_int_tuple(%341) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%341) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%341) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c832_i32_100 = arith.constant 832 : i32
        %343 = arith.addi %2, %c832_i32_100 : i32
        %c1000_i32_101 = arith.constant 1000 : i32
        %344 = arith.cmpi slt, %343, %c1000_i32_101 : i32
        scf.if %344 {
          %349 = fly.make_int_tuple(%343) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%343) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%343) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c896_i32_102 = arith.constant 896 : i32
        %345 = arith.addi %2, %c896_i32_102 : i32
        %c1000_i32_103 = arith.constant 1000 : i32
        %346 = arith.cmpi slt, %345, %c1000_i32_103 : i32
        scf.if %346 {
          %349 = fly.make_int_tuple(%345) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%345) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%345) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c960_i32_104 = arith.constant 960 : i32
        %347 = arith.addi %2, %c960_i32_104 : i32
        %c1000_i32_105 = arith.constant 1000 : i32
        %348 = arith.cmpi slt, %347, %c1000_i32_105 : i32
        scf.if %348 {
          %349 = fly.make_int_tuple(%347) : (i32) -> !fly.int_tuple<(*,?)>
          %350 = fly.slice(%27, %349) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %351 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %352 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %353 = fly.make_ordered_layout(%351, %352) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %354 = fly.memref.alloca(%353) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %350, %354) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %355 = fly.memref.load_vec(%354) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %356 = fly.get_layout(%354) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %357 = fly.get_shape(%356) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %358 = vector.extract %355[0] : bf16 from vector<1xbf16>
          %359 = fly.make_int_tuple(%347) : (i32) -> !fly.int_tuple<(*,?)>
          %360 = fly.slice(%31, %359) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          %361 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %362 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %363 = fly.make_ordered_layout(%361, %362) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %364 = fly.memref.alloca(%363) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          fly.copy_atom_call(%23, %360, %364) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<bf16, register, 1:1>) -> ()
          %365 = fly.memref.load_vec(%364) : (!fly.memref<bf16, register, 1:1>) -> vector<1xbf16>
          %366 = fly.get_layout(%364) : (!fly.memref<bf16, register, 1:1>) -> !fly.layout<1:1>
          %367 = fly.get_shape(%366) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %368 = vector.extract %365[0] : bf16 from vector<1xbf16>
          %369 = arith.extf %358 : bf16 to f32
          %370 = arith.extf %368 : bf16 to f32
          %371 = arith.mulf %369, %316 : f32
          %372 = arith.mulf %371, %370 : f32
          %373 = arith.truncf %372 : f32 to bf16
          %374 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %375 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %376 = fly.make_ordered_layout(%374, %375) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %377 = fly.memref.alloca(%376) : (!fly.layout<1:1>) -> !fly.memref<bf16, register, 1:1>
          %378 = vector.broadcast %373 : bf16 to vector<1xbf16>
          fly.memref.store_vec(%378, %377) : (vector<1xbf16>, !fly.memref<bf16, register, 1:1>) -> ()
          %379 = fly.make_int_tuple(%347) : (i32) -> !fly.int_tuple<(*,?)>
          %380 = fly.slice(%35, %379) : (!fly.memref<bf16, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %377, %380) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<16>, 16>, !fly.memref<bf16, register, 1:1>, !fly.memref<bf16, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
      }
      gpu.return
    }
  }
}
