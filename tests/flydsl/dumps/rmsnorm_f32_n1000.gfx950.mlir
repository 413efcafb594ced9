// FlyDSL 0.4.2: rmsnorm_f32_n1000 for gfx950, the tracer's module (scripts/flydsl_dump.py)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rmsnorm_large_m_small_n_kernel_0(%arg0: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg1: !fly.memref<f32, global, ?:1>, %arg2: !fly.memref<f32, global, ?:1>, %arg3: !fly.memref<f32, global, (?,?):(?{i64},1)>, %arg4: i32) kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
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
        %7 = fly.get_iter(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
        %8 = fly.get_layout(%arg0) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16 = arith.constant 0 : i16
        %c4294967295_i64 = arith.constant 4294967295 : i64
        %c159744_i32 = arith.constant 159744 : i32
        %9 = fly.make_ptr(%7, %c0_i16, %c4294967295_i64, %c159744_i32) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %10 = fly.make_view(%9, %8) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %11 = fly.get_iter(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.ptr<f32, global>
        %12 = fly.get_layout(%arg1) : (!fly.memref<f32, global, ?:1>) -> !fly.layout<?:1>
        %c0_i16_1 = arith.constant 0 : i16
        %c4294967295_i64_2 = arith.constant 4294967295 : i64
        %c159744_i32_3 = arith.constant 159744 : i32
        %13 = fly.make_ptr(%11, %c0_i16_1, %c4294967295_i64_2, %c159744_i32_3) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %14 = fly.make_view(%13, %12) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<?:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %15 = fly.get_iter(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.ptr<f32, global>
        %16 = fly.get_layout(%arg3) : (!fly.memref<f32, global, (?,?):(?{i64},1)>) -> !fly.layout<(?,?):(?{i64},1)>
        %c0_i16_4 = arith.constant 0 : i16
        %c4294967295_i64_5 = arith.constant 4294967295 : i64
        %c159744_i32_6 = arith.constant 159744 : i32
        %17 = fly.make_ptr(%15, %c0_i16_4, %c4294967295_i64_5, %c159744_i32_6) : (!fly.ptr<f32, global>, i16, i64, i32) -> !fly.ptr<f32, #fly_rocdl.buffer_desc>
        %18 = fly.make_view(%17, %16) : (!fly.ptr<f32, #fly_rocdl.buffer_desc>, !fly.layout<(?,?):(?{i64},1)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>
        %19 = fly.make_int_tuple(%5) : (i32) -> !fly.int_tuple<(?,*)>
        %20 = fly.slice(%10, %19) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %21 = fly.make_int_tuple(%5) : (i32) -> !fly.int_tuple<(?,*)>
        %22 = fly.slice(%18, %21) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (?,?):(?{i64},1)>, !fly.int_tuple<(?,*)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>
        %23 = fly.make_copy_atom {valBits = 32 : i32} : !fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>
        %24 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %25 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %26 = fly.make_layout(%24, %25) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %27 = fly.logical_divide(%20, %26) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %28 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %29 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %30 = fly.make_layout(%28, %29) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %31 = fly.logical_divide(%14, %30) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %32 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %33 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %34 = fly.make_layout(%32, %33) : (!fly.int_tuple<1>, !fly.int_tuple<1>) -> !fly.layout<1:1>
        %35 = fly.logical_divide(%22, %34) : (!fly.memref<f32, #fly_rocdl.buffer_desc, ?:1>, !fly.layout<1:1>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>
        %c0_i32 = arith.constant 0 : i32
        %36 = arith.addi %2, %c0_i32 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %37 = arith.cmpi slt, %36, %c1000_i32 : i32
        %c0_i32_7 = arith.constant 0 : i32
        %38 = arith.select %37, %36, %c0_i32_7 : i32
        %39 = fly.make_int_tuple(%38) : (i32) -> !fly.int_tuple<(*,?)>
        %40 = fly.slice(%27, %39) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %41 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %42 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %43 = fly.make_ordered_layout(%41, %42) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %44 = fly.memref.alloca(%43) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %40, %44) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %45 = fly.memref.load_vec(%44) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %46 = fly.get_layout(%44) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %47 = fly.get_shape(%46) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %48 = vector.extract %45[0] : f32 from vector<1xf32>
        %49 = arith.mulf %48, %48 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %50 = arith.select %37, %49, %cst : f32
        %cst_8 = arith.constant 0.000000e+00 : f32
        %51 = arith.addf %cst_8, %50 : f32
        %c64_i32_9 = arith.constant 64 : i32
        %52 = arith.addi %2, %c64_i32_9 : i32
        %c1000_i32_10 = arith.constant 1000 : i32
        %53 = arith.cmpi slt, %52, %c1000_i32_10 : i32
        %c0_i32_11 = arith.constant 0 : i32
        %54 = arith.select %53, %52, %c0_i32_11 : i32
        %55 = fly.make_int_tuple(%54) : (i32) -> !fly.int_tuple<(*,?)>
        %56 = fly.slice(%27, %55) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %57 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %58 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %59 = fly.make_ordered_layout(%57, %58) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %60 = fly.memref.alloca(%59) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %56, %60) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %61 = fly.memref.load_vec(%60) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %62 = fly.get_layout(%60) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %63 = fly.get_shape(%62) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %64 = vector.extract %61[0] : f32 from vector<1xf32>
        %65 = arith.mulf %64, %64 : f32
        %cst_12 = arith.constant 0.000000e+00 : f32
        %66 = arith.select %53, %65, %cst_12 : f32
        %67 = arith.addf %51, %66 : f32
        %c128_i32 = arith.constant 128 : i32
        %68 = arith.addi %2, %c128_i32 : i32
        %c1000_i32_13 = arith.constant 1000 : i32
        %69 = arith.cmpi slt, %68, %c1000_i32_13 : i32
        %c0_i32_14 = arith.constant 0 : i32
        %70 = arith.select %69, %68, %c0_i32_14 : i32
        %71 = fly.make_int_tuple(%70) : (i32) -> !fly.int_tuple<(*,?)>
        %72 = fly.slice(%27, %71) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %73 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %74 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %75 = fly.make_ordered_layout(%73, %74) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %76 = fly.memref.alloca(%75) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %72, %76) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %77 = fly.memref.load_vec(%76) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %78 = fly.get_layout(%76) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %79 = fly.get_shape(%78) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %80 = vector.extract %77[0] : f32 from vector<1xf32>
        %81 = arith.mulf %80, %80 : f32
        %cst_15 = arith.constant 0.000000e+00 : f32
        %82 = arith.select %69, %81, %cst_15 : f32
        %83 = arith.addf %67, %82 : f32
        %c192_i32 = arith.constant 192 : i32
        %84 = arith.addi %2, %c192_i32 : i32
        %c1000_i32_16 = arith.constant 1000 : i32
        %85 = arith.cmpi slt, %84, %c1000_i32_16 : i32
        %c0_i32_17 = arith.constant 0 : i32
        %86 = arith.select %85, %84, %c0_i32_17 : i32
        %87 = fly.make_int_tuple(%86) : (i32) -> !fly.int_tuple<(*,?)>
        %88 = fly.slice(%27, %87) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %89 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %90 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %91 = fly.make_ordered_layout(%89, %90) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %92 = fly.memref.alloca(%91) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %88, %92) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %93 = fly.memref.load_vec(%92) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %94 = fly.get_layout(%92) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %95 = fly.get_shape(%94) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %96 = vector.extract %93[0] : f32 from vector<1xf32>
        %97 = arith.mulf %96, %96 : f32
        %cst_18 = arith.constant 0.000000e+00 : f32
        %98 = arith.select %85, %97, %cst_18 : f32
        %99 = arith.addf %83, %98 : f32
        %c256_i32 = arith.constant 256 : i32
        %100 = arith.addi %2, %c256_i32 : i32
        %c1000_i32_19 = arith.constant 1000 : i32
        %101 = arith.cmpi slt, %100, %c1000_i32_19 : i32
        %c0_i32_20 = arith.constant 0 : i32
        %102 = arith.select %101, %100, %c0_i32_20 : i32
        %103 = fly.make_int_tuple(%102) : (i32) -> !fly.int_tuple<(*,?)>
        %104 = fly.slice(%27, %103) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %105 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %106 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %107 = fly.make_ordered_layout(%105, %106) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %108 = fly.memref.alloca(%107) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %104, %108) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %109 = fly.memref.load_vec(%108) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %110 = fly.get_layout(%108) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %111 = fly.get_shape(%110) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %112 = vector.extract %109[0] : f32 from vector<1xf32>
        %113 = arith.mulf %112, %112 : f32
        %cst_21 = arith.constant 0.000000e+00 : f32
        %114 = arith.select %101, %113, %cst_21 : f32
        %115 = arith.addf %99, %114 : f32
        %c320_i32 = arith.constant 320 : i32
        %116 = arith.addi %2, %c320_i32 : i32
        %c1000_i32_22 = arith.constant 1000 : i32
        %117 = arith.cmpi slt, %116, %c1000_i32_22 : i32
        %c0_i32_23 = arith.constant 0 : i32
        %118 = arith.select %117, %116, %c0_i32_23 : i32
        %119 = fly.make_int_tuple(%118) : (i32) -> !fly.int_tuple<(*,?)>
        %120 = fly.slice(%27, %119) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %121 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %122 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %123 = fly.make_ordered_layout(%121, %122) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %124 = fly.memref.alloca(%123) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %120, %124) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %125 = fly.memref.load_vec(%124) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %126 = fly.get_layout(%124) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %127 = fly.get_shape(%126) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %128 = vector.extract %125[0] : f32 from vector<1xf32>
        %129 = arith.mulf %128, %128 : f32
        %cst_24 = arith.constant 0.000000e+00 : f32
        %130 = arith.select %117, %129, %cst_24 : f32
        %131 = arith.addf %115, %130 : f32
        %c384_i32 = arith.constant 384 : i32
        %132 = arith.addi %2, %c384_i32 : i32
        %c1000_i32_25 = arith.constant 1000 : i32
        %133 = arith.cmpi slt, %132, %c1000_i32_25 : i32
        %c0_i32_26 = arith.constant 0 : i32
        %134 = arith.select %133, %132, %c0_i32_26 : i32
        %135 = fly.make_int_tuple(%134) : (i32) -> !fly.int_tuple<(*,?)>
        %136 = fly.slice(%27, %135) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %137 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %138 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %139 = fly.make_ordered_layout(%137, %138) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %140 = fly.memref.alloca(%139) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %136, %140) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %141 = fly.memref.load_vec(%140) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %142 = fly.get_layout(%140) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %143 = fly.get_shape(%142) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %144 = vector.extract %141[0] : f32 from vector<1xf32>
        %145 = arith.mulf %144, %144 : f32
        %cst_27 = arith.constant 0.000000e+00 : f32
        %146 = arith.select %133, %145, %cst_27 : f32
        %147 = arith.addf %131, %146 : f32
        %c448_i32 = arith.constant 448 : i32
        %148 = arith.addi %2, %c448_i32 : i32
        %c1000_i32_28 = arith.constant 1000 : i32
        %149 = arith.cmpi slt, %148, %c1000_i32_28 : i32
        %c0_i32_29 = arith.constant 0 : i32
        %150 = arith.select %149, %148, %c0_i32_29 : i32
        %151 = fly.make_int_tuple(%150) : (i32) -> !fly.int_tuple<(*,?)>
        %152 = fly.slice(%27, %151) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %153 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %154 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %155 = fly.make_ordered_layout(%153, %154) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %156 = fly.memref.alloca(%155) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %152, %156) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %157 = fly.memref.load_vec(%156) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %158 = fly.get_layout(%156) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %159 = fly.get_shape(%158) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %160 = vector.extract %157[0] : f32 from vector<1xf32>
        %161 = arith.mulf %160, %160 : f32
        %cst_30 = arith.constant 0.000000e+00 : f32
        %162 = arith.select %149, %161, %cst_30 : f32
        %163 = arith.addf %147, %162 : f32
        %c512_i32 = arith.constant 512 : i32
        %164 = arith.addi %2, %c512_i32 : i32
        %c1000_i32_31 = arith.constant 1000 : i32
        %165 = arith.cmpi slt, %164, %c1000_i32_31 : i32
        %c0_i32_32 = arith.constant 0 : i32
        %166 = arith.select %165, %164, %c0_i32_32 : i32
        %167 = fly.make_int_tuple(%166) : (i32) -> !fly.int_tuple<(*,?)>
        %168 = fly.slice(%27, %167) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %169 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %170 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %171 = fly.make_ordered_layout(%169, %170) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %172 = fly.memref.alloca(%171) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %168, %172) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %173 = fly.memref.load_vec(%172) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %174 = fly.get_layout(%172) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %175 = fly.get_shape(%174) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %176 = vector.extract %173[0] : f32 from vector<1xf32>
        %177 = arith.mulf %176, %176 : f32
        %cst_33 = arith.constant 0.000000e+00 : f32
        %178 = arith.select %165, %177, %cst_33 : f32
        %179 = arith.addf %163, %178 : f32
        %c576_i32 = arith.constant 576 : i32
        %180 = arith.addi %2, %c576_i32 : i32
        %c1000_i32_34 = arith.constant 1000 : i32
        %181 = arith.cmpi slt, %180, %c1000_i32_34 : i32
        %c0_i32_35 = arith.constant 0 : i32
        %182 = arith.select %181, %180, %c0_i32_35 : i32
        %183 = fly.make_int_tuple(%182) : (i32) -> !fly.int_tuple<(*,?)>
        %184 = fly.slice(%27, %183) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %185 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %186 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %187 = fly.make_ordered_layout(%185, %186) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %188 = fly.memref.alloca(%187) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %184, %188) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %189 = fly.memref.load_vec(%188) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %190 = fly.get_layout(%188) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %191 = fly.get_shape(%190) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %192 = vector.extract %189[0] : f32 from vector<1xf32>
        %193 = arith.mulf %192, %192 : f32
        %cst_36 = arith.constant 0.000000e+00 : f32
        %194 = arith.select %181, %193, %cst_36 : f32
        %195 = arith.addf %179, %194 : f32
        %c640_i32 = arith.constant 640 : i32
        %196 = arith.addi %2, %c640_i32 : i32
        %c1000_i32_37 = arith.constant 1000 : i32
        %197 = arith.cmpi slt, %196, %c1000_i32_37 : i32
        %c0_i32_38 = arith.constant 0 : i32
        %198 = arith.select %197, %196, %c0_i32_38 : i32
        %199 = fly.make_int_tuple(%198) : (i32) -> !fly.int_tuple<(*,?)>
        %200 = fly.slice(%27, %199) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %201 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %202 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %203 = fly.make_ordered_layout(%201, %202) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %204 = fly.memref.alloca(%203) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %200, %204) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %205 = fly.memref.load_vec(%204) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %206 = fly.get_layout(%204) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %207 = fly.get_shape(%206) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %208 = vector.extract %205[0] : f32 from vector<1xf32>
        %209 = arith.mulf %208, %208 : f32
        %cst_39 = arith.constant 0.000000e+00 : f32
        %210 = arith.select %197, %209, %cst_39 : f32
        %211 = arith.addf %195, %210 : f32
        %c704_i32 = arith.constant 704 : i32
        %212 = arith.addi %2, %c704_i32 : i32
        %c1000_i32_40 = arith.constant 1000 : i32
        %213 = arith.cmpi slt, %212, %c1000_i32_40 : i32
        %c0_i32_41 = arith.constant 0 : i32
        %214 = arith.select %213, %212, %c0_i32_41 : i32
        %215 = fly.make_int_tuple(%214) : (i32) -> !fly.int_tuple<(*,?)>
        %216 = fly.slice(%27, %215) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %217 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %218 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %219 = fly.make_ordered_layout(%217, %218) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %220 = fly.memref.alloca(%219) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %216, %220) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %221 = fly.memref.load_vec(%220) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %222 = fly.get_layout(%220) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %223 = fly.get_shape(%222) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %224 = vector.extract %221[0] : f32 from vector<1xf32>
        %225 = arith.mulf %224, %224 : f32
        %cst_42 = arith.constant 0.000000e+00 : f32
        %226 = arith.select %213, %225, %cst_42 : f32
        %227 = arith.addf %211, %226 : f32
        %c768_i32 = arith.constant 768 : i32
        %228 = arith.addi %2, %c768_i32 : i32
        %c1000_i32_43 = arith.constant 1000 : i32
        %229 = arith.cmpi slt, %228, %c1000_i32_43 : i32
        %c0_i32_44 = arith.constant 0 : i32
        %230 = arith.select %229, %228, %c0_i32_44 : i32
        %231 = fly.make_int_tuple(%230) : (i32) -> !fly.int_tuple<(*,?)>
        %232 = fly.slice(%27, %231) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %233 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %234 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %235 = fly.make_ordered_layout(%233, %234) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %236 = fly.memref.alloca(%235) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %232, %236) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %237 = fly.memref.load_vec(%236) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %238 = fly.get_layout(%236) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %239 = fly.get_shape(%238) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %240 = vector.extract %237[0] : f32 from vector<1xf32>
        %241 = arith.mulf %240, %240 : f32
        %cst_45 = arith.constant 0.000000e+00 : f32
        %242 = arith.select %229, %241, %cst_45 : f32
        %243 = arith.addf %227, %242 : f32
        %c832_i32 = arith.constant 832 : i32
        %244 = arith.addi %2, %c832_i32 : i32
        %c1000_i32_46 = arith.constant 1000 : i32
        %245 = arith.cmpi slt, %244, %c1000_i32_46 : i32
        %c0_i32_47 = arith.constant 0 : i32
        %246 = arith.select %245, %244, %c0_i32_47 : i32
        %247 = fly.make_int_tuple(%246) : (i32) -> !fly.int_tuple<(*,?)>
        %248 = fly.slice(%27, %247) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %249 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %250 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %251 = fly.make_ordered_layout(%249, %250) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %252 = fly.memref.alloca(%251) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %248, %252) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %253 = fly.memref.load_vec(%252) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %254 = fly.get_layout(%252) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %255 = fly.get_shape(%254) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %256 = vector.extract %253[0] : f32 from vector<1xf32>
        %257 = arith.mulf %256, %256 : f32
        %cst_48 = arith.constant 0.000000e+00 : f32
        %258 = arith.select %245, %257, %cst_48 : f32
        %259 = arith.addf %243, %258 : f32
        %c896_i32 = arith.constant 896 : i32
        %260 = arith.addi %2, %c896_i32 : i32
        %c1000_i32_49 = arith.constant 1000 : i32
        %261 = arith.cmpi slt, %260, %c1000_i32_49 : i32
        %c0_i32_50 = arith.constant 0 : i32
        %262 = arith.select %261, %260, %c0_i32_50 : i32
        %263 = fly.make_int_tuple(%262) : (i32) -> !fly.int_tuple<(*,?)>
        %264 = fly.slice(%27, %263) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %265 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %266 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %267 = fly.make_ordered_layout(%265, %266) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %268 = fly.memref.alloca(%267) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %264, %268) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %269 = fly.memref.load_vec(%268) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %270 = fly.get_layout(%268) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %271 = fly.get_shape(%270) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %272 = vector.extract %269[0] : f32 from vector<1xf32>
        %273 = arith.mulf %272, %272 : f32
        %cst_51 = arith.constant 0.000000e+00 : f32
        %274 = arith.select %261, %273, %cst_51 : f32
        %275 = arith.addf %259, %274 : f32
        %c960_i32 = arith.constant 960 : i32
        %276 = arith.addi %2, %c960_i32 : i32
        %c1000_i32_52 = arith.constant 1000 : i32
        %277 = arith.cmpi slt, %276, %c1000_i32_52 : i32
        %c0_i32_53 = arith.constant 0 : i32
        %278 = arith.select %277, %276, %c0_i32_53 : i32
        %279 = fly.make_int_tuple(%278) : (i32) -> !fly.int_tuple<(*,?)>
        %280 = fly.slice(%27, %279) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
        %281 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
        %282 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
        %283 = fly.make_ordered_layout(%281, %282) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
        %284 = fly.memref.alloca(%283) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
        fly.copy_atom_call(%23, %280, %284) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
        %285 = fly.memref.load_vec(%284) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
        %286 = fly.get_layout(%284) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
        %287 = fly.get_shape(%286) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
        %288 = vector.extract %285[0] : f32 from vector<1xf32>
        %289 = arith.mulf %288, %288 : f32
        %cst_54 = arith.constant 0.000000e+00 : f32
        %290 = arith.select %277, %289, %cst_54 : f32
        %291 = arith.addf %275, %290 : f32
        %c32_i32 = arith.constant 32 : i32
        %c64_i32_55 = arith.constant 64 : i32
        %shuffleResult, %valid = gpu.shuffle xor %291, %c32_i32, %c64_i32_55 : f32
        %292 = arith.addf %291, %shuffleResult fastmath<fast> : f32
        %c16_i32_56 = arith.constant 16 : i32
        %c64_i32_57 = arith.constant 64 : i32
        %shuffleResult_58, %valid_59 = gpu.shuffle xor %292, %c16_i32_56, %c64_i32_57 : f32
        %293 = arith.addf %292, %shuffleResult_58 fastmath<fast> : f32
        %c8_i32 = arith.constant 8 : i32
        %c64_i32_60 = arith.constant 64 : i32
        %shuffleResult_61, %valid_62 = gpu.shuffle xor %293, %c8_i32, %c64_i32_60 : f32
        %294 = arith.addf %293, %shuffleResult_61 fastmath<fast> : f32
        %c4_i32 = arith.constant 4 : i32
        %c64_i32_63 = arith.constant 64 : i32
        %shuffleResult_64, %valid_65 = gpu.shuffle xor %294, %c4_i32, %c64_i32_63 : f32
        %295 = arith.addf %294, %shuffleResult_64 fastmath<fast> : f32
        %c2_i32 = arith.constant 2 : i32
        %c64_i32_66 = arith.constant 64 : i32
        %shuffleResult_67, %valid_68 = gpu.shuffle xor %295, %c2_i32, %c64_i32_66 : f32
        %296 = arith.addf %295, %shuffleResult_67 fastmath<fast> : f32
        %c1_i32 = arith.constant 1 : i32
        %c64_i32_69 = arith.constant 64 : i32
        %shuffleResult_70, %valid_71 = gpu.shuffle xor %296, %c1_i32, %c64_i32_69 : f32
        %297 = arith.addf %296, %shuffleResult_70 fastmath<fast> : f32
        %cst_72 = arith.constant 1.000000e+03 : f32
        %298 = arith.divf %297, %cst_72 : f32
        %cst_73 = arith.constant 9.99999974E-6 : f32
        %299 = arith.addf %298, %cst_73 : f32
        %300 = math.rsqrt %299 fastmath<fast> : f32
        %c0_i32_74 = arith.constant 0 : i32
        %301 = arith.addi %2, %c0_i32_74 : i32
        %c1000_i32_75 = arith.constant 1000 : i32
        %302 = arith.cmpi slt, %301, %c1000_i32_75 : i32
        scf.if %302 {
          %333 = fly.make_int_tuple(%301) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%301) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%301) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c64_i32_76 = arith.constant 64 : i32
        %303 = arith.addi %2, %c64_i32_76 : i32
        %c1000_i32_77 = arith.constant 1000 : i32
        %304 = arith.cmpi slt, %303, %c1000_i32_77 : i32
        scf.if %304 {
          %333 = fly.make_int_tuple(%303) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%303) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%303) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c128_i32_78 = arith.constant 128 : i32
        %305 = arith.addi %2, %c128_i32_78 : i32
        %c1000_i32_79 = arith.constant 1000 : i32
        %306 = arith.cmpi slt, %305, %c1000_i32_79 : i32
        scf.if %306 {
          %333 = fly.make_int_tuple(%305) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%305) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%305) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c192_i32_80 = arith.constant 192 : i32
        %307 = arith.addi %2, %c192_i32_80 : i32
        %c1000_i32_81 = arith.constant 1000 : i32
        %308 = arith.cmpi slt, %307, %c1000_i32_81 : i32
        scf.if %308 {
          %333 = fly.make_int_tuple(%307) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%307) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%307) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c256_i32_82 = arith.constant 256 : i32
        %309 = arith.addi %2, %c256_i32_82 : i32
        %c1000_i32_83 = arith.constant 1000 : i32
        %310 = arith.cmpi slt, %309, %c1000_i32_83 : i32
        scf.if %310 {
          %333 = fly.make_int_tuple(%309) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%309) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%309) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c320_i32_84 = arith.constant 320 : i32
        %311 = arith.addi %2, %c320_i32_84 : i32
        %c1000_i32_85 = arith.constant 1000 : i32
        %312 = arith.cmpi slt, %311, %c1000_i32_85 : i32
        scf.if %312 {
          %333 = fly.make_int_tuple(%311) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%311) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%311) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c384_i32_86 = arith.constant 384 : i32
        %313 = arith.addi %2, %c384_i32_86 : i32
        %c1000_i32_87 = arith.constant 1000 : i32
        %314 = arith.cmpi slt, %313, %c1000_i32_87 : i32
        scf.if %314 {
          %333 = fly.make_int_tuple(%313) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%313) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%313) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c448_i32_88 = arith.constant 448 : i32
        %315 = arith.addi %2, %c448_i32_88 : i32
        %c1000_i32_89 = arith.constant 1000 : i32
        %316 = arith.cmpi slt, %315, %c1000_i32_89 : i32
        scf.if %316 {
          %333 = fly.make_int_tuple(%315) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%315) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%315) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c512_i32_90 = arith.constant 512 : i32
        %317 = arith.addi %2, %c512_i32_90 : i32
        %c1000_i32_91 = arith.constant 1000 : i32
        %318 = arith.cmpi slt, %317, %c1000_i32_91 : i32
        scf.if %318 {
          %333 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%317) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c576_i32_92 = arith.constant 576 : i32
        %319 = arith.addi %2, %c576_i32_92 : i32
        %c1000_i32_93 = arith.constant 1000 : i32
        %320 = arith.cmpi slt, %319, %c1000_i32_93 : i32
        scf.if %320 {
          %333 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%319) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c640_i32_94 = arith.constant 640 : i32
        %321 = arith.addi %2, %c640_i32_94 : i32
        %c1000_i32_95 = arith.constant 1000 : i32
        %322 = arith.cmpi slt, %321, %c1000_i32_95 : i32
        scf.if %322 {
          %333 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%321) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c704_i32_96 = arith.constant 704 : i32
        %323 = arith.addi %2, %c704_i32_96 : i32
        %c1000_i32_97 = arith.constant 1000 : i32
        %324 = arith.cmpi slt, %323, %c1000_i32_97 : i32
        scf.if %324 {
          %333 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%323) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c768_i32_98 = arith.constant 768 : i32
        %325 = arith.addi %2, %c768_i32_98 : i32
        %c1000_i32_99 = arith.constant 1000 : i32
        %326 = arith.cmpi slt, %325, %c1000_i32_99 : i32
        scf.if %326 {
          %333 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%325) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c832_i32_100 = arith.constant 832 : i32
        %327 = arith.addi %2, %c832_i32_100 : i32
        %c1000_i32_101 = arith.constant 1000 : i32
        %328 = arith.cmpi slt, %327, %c1000_i32_101 : i32
        scf.if %328 {
          %333 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%327) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c896_i32_102 = arith.constant 896 : i32
        %329 = arith.addi %2, %c896_i32_102 : i32
        %c1000_i32_103 = arith.constant 1000 : i32
        %330 = arith.cmpi slt, %329, %c1000_i32_103 : i32
        scf.if %330 {
          %333 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%329) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
        %c960_i32_104 = arith.constant 960 : i32
        %331 = arith.addi %2, %c960_i32_104 : i32
        %c1000_i32_105 = arith.constant 1000 : i32
        %332 = arith.cmpi slt, %331, %c1000_i32_105 : i32
        scf.if %332 {
          %333 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %334 = fly.slice(%27, %333) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %335 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %336 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %337 = fly.make_ordered_layout(%335, %336) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %338 = fly.memref.alloca(%337) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %334, %338) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %339 = fly.memref.load_vec(%338) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %340 = fly.get_layout(%338) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %341 = fly.get_shape(%340) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %342 = vector.extract %339[0] : f32 from vector<1xf32>
          %343 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %344 = fly.slice(%31, %343) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          %345 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %346 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %347 = fly.make_ordered_layout(%345, %346) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %348 = fly.memref.alloca(%347) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          fly.copy_atom_call(%23, %344, %348) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>, !fly.memref<f32, register, 1:1>) -> ()
          %349 = fly.memref.load_vec(%348) : (!fly.memref<f32, register, 1:1>) -> vector<1xf32>
          %350 = fly.get_layout(%348) : (!fly.memref<f32, register, 1:1>) -> !fly.layout<1:1>
          %351 = fly.get_shape(%350) : (!fly.layout<1:1>) -> !fly.int_tuple<1>
          %352 = vector.extract %349[0] : f32 from vector<1xf32>
          %353 = arith.mulf %342, %300 : f32
          %354 = arith.mulf %353, %352 : f32
          %355 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
          %356 = fly.make_int_tuple() : () -> !fly.int_tuple<0>
          %357 = fly.make_ordered_layout(%355, %356) : (!fly.int_tuple<1>, !fly.int_tuple<0>) -> !fly.layout<1:1>
          %358 = fly.memref.alloca(%357) : (!fly.layout<1:1>) -> !fly.memref<f32, register, 1:1>
          %359 = vector.broadcast %354 : f32 to vector<1xf32>
          fly.memref.store_vec(%359, %358) : (vector<1xf32>, !fly.memref<f32, register, 1:1>) -> ()
          %360 = fly.make_int_tuple(%331) : (i32) -> !fly.int_tuple<(*,?)>
          %361 = fly.slice(%35, %360) : (!fly.memref<f32, #fly_rocdl.buffer_desc, (1,?):(0,1)>, !fly.int_tuple<(*,?)>) -> !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>
          fly.copy_atom_call(%23, %358, %361) : (!fly.copy_atom<!fly_rocdl.cdna3.buffer_copy<32>, 32>, !fly.memref<f32, register, 1:1>, !fly.memref<f32, #fly_rocdl.buffer_desc, 1:0>) -> ()
        }
      }
      gpu.return
    }
  }
}
